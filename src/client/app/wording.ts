// Words the engine's data for people: failures, verdict reasons, API errors with their hints,
// and the log lines of the URL list and of deletions. Each face passes its own Wording, so the
// action says `base-url` where the CLI says `--base-url`; everything else is said once, here.

import { checkEntry, describeCheck } from '../../shared/findings/catalogue.js';
import { formatScore, plural } from '../../shared/findings/format.js';
import { namesUntrustedCertificate } from '../../shared/tls-failure.js';
import {
  type ApiHint,
  formatMessage,
  HINT_TEXT,
  isApiError,
  type SeoReportApiError,
} from '../api/index.js';
import type { Gone } from '../audit/delete-reports.js';
import { MAX_REPORTS_PER_RUN } from '../audit/list-cap.js';
import type { FailOn, Failure, VerdictReason } from '../audit/types.js';
import type { UrlList } from '../audit/url-list.js';
import type { RegressionRule } from '../baseline/compare.js';
import type { CrawlCounts, LeftOutReason } from '../crawl/types.js';
import type { AuditRun, JobProblem } from './job.js';
import { type Message, msg, option, phrase, type Wording, word } from './messages.js';

/** Hints that name an option; the others read the same for every face (HINT_TEXT). */
const HINTS: Partial<Record<ApiHint, Message>> = {
  check_key: msg`check ${option('api-key')}: the service did not accept it`,
  check_id_or_base_url: msg`it does not exist, belongs to another user, or ${option('base-url')} is wrong`,
  check_key_or_base_url: msg`the API key was not accepted, or ${option('base-url')} does not point at the API; check ${option('base-url')} and ${option('api-key')}`,
  check_base_url: msg`${option('base-url')} does not point at the API; check ${option('base-url')}`,
  check_base_url_and_key: msg`check ${option('base-url')} (it must point at the service root) and ${option('api-key')}`,
  mangled: msg`cut off or mangled on the way; if it repeats, check ${option('base-url')} (it must point at the service root)`,
  check_service_up: msg`check ${option('base-url')} and that the service is up`,
  not_the_api: msg`check that ${option('base-url')} points at an SEO Report API v1 service`,
  not_an_api: msg`check ${option('base-url')}: it must be the root of an SEO Report API service, such as https://seo.example.com, to which /api/v1 is added`,
  api_twice: msg`${option('base-url')} ends in /api, and /api/v1 is added to it: remove the /api at its end`,
  key_in_base_url: msg`${phrase('key_source')}`,
  trust_ca: msg`if the service uses a private CA, trust it: ${phrase('trust_ca')}`,
  certificate_name: msg`use in ${option('base-url')} a host name the certificate names, or have the certificate issued for this one`,
  check_scheme: msg`check ${option('base-url')}: https:// to a port that speaks plain http, or the wrong port`,
};

export interface Words {
  apiError(error: SeoReportApiError): string;
  /** Any error: an API error with the face's hint, else its message. */
  error(error: unknown): string;
  failure(failure: Failure | null): string;
  reason(reason: VerdictReason): string;
  /**
   * "Failed: 3 pages, 1 good, 1 decent, 1 bad (fail-on: bad)"; with a baseline, the regressions
   * first: "Failed: 1 page regressed, 2 improved; 3 pages, ... (fail-on: bad, fail-on-regression: 5)".
   */
  verdictLine(run: VerdictContext): string;
  /** Log lines for the sitemap and the shard; `warnings` deserve a warning annotation. */
  urlList(list: UrlList): { notes: string[]; warnings: string[] };
  problem(problem: JobProblem): string;
  message(message: Message): string;
  /** "Crawl: 120 pages found, 50 audited, 70 left out (...)": crawlCountsLine. */
  crawl(counts: CrawlCounts): string;
}

/**
 * What a crawl found, audited and left out, and why, in one line for the log and the summary:
 * "Crawl: 120 pages found, 50 audited, 70 left out (60 by max-pages: 50, 4 by robots.txt, 6 not
 * HTML); sitemap: 1 file, 80 pages."
 */
export function crawlCountsLine(counts: CrawlCounts, wording: Wording): string {
  const why: Record<LeftOutReason, string> = {
    max_pages: `by ${wording.option('max-pages', String(counts.maxPages))}`,
    robots: 'by robots.txt',
    exclude: `by ${wording.option('crawl-include')} or ${wording.option('crawl-exclude')}`,
    sample: `by ${wording.option('crawl-sample')}`,
    other_origin: 'on other origins',
    non_html: 'not HTML',
    other: 'not auditable (not a URL the service takes, or the audit stopped first)',
  };
  const reasons = (Object.keys(why) as LeftOutReason[])
    .filter((reason) => counts.leftOut[reason] > 0)
    .map((reason) => `${counts.leftOut[reason]} ${why[reason]}`);
  const leftOut = reasons.length === 0 ? 0 : Object.values(counts.leftOut).reduce((a, b) => a + b);
  const sitemap =
    counts.sitemaps.length === 0
      ? 'no sitemap'
      : `sitemap: ${plural(counts.sitemaps.length, 'file')}, ${plural(counts.sitemapPages, 'page')}`;
  return `Crawl: ${plural(counts.found, 'page')} found, ${counts.audited} audited, ${leftOut} left out${reasons.length > 0 ? ` (${reasons.join(', ')})` : ''}; ${sitemap}.`;
}

/** What the verdict line says of a run. */
export type VerdictContext = Pick<
  AuditRun,
  'verdict' | 'result' | 'failOn' | 'minScore' | 'comparison' | 'regressionRule'
>;

/** "Title (title)": a check by its name, with the key that ignore-checks takes. */
export function checkLabel(key: string): string {
  const { name } = checkEntry(key);
  // "Indexing allowed (noindex)" names its key already.
  return name.endsWith(`(${key})`) ? name : `${name} (${key})`;
}

/** "noindex on 2 pages, canonical on 1 page; ": the checks that failed at error, for the verdict. */
function errorsPart(reasons: readonly VerdictReason[]): string {
  const pages = new Map<string, Set<string>>();
  for (const reason of reasons) {
    if (reason.kind !== 'check') continue;
    const urls = pages.get(reason.finding.key) ?? new Set<string>();
    urls.add(reason.finding.url);
    pages.set(reason.finding.key, urls);
  }
  if (pages.size === 0) return '';
  const listed = [...pages].map(([key, urls]) => `${key} on ${plural(urls.size, 'page')}`);
  return `${plural(
    [...pages.values()].reduce((n, urls) => n + urls.size, 0),
    'error',
  )} (${listed.join(', ')}); `;
}

/** "5, checks": the fail-on-regression rule as a user writes it. */
function regressionRuleText(rule: RegressionRule): string | null {
  const parts = [
    ...(rule.points === null ? [] : [String(rule.points)]),
    ...(rule.checks ? ['checks'] : []),
  ];
  return parts.length === 0 ? null : parts.join(', ');
}

export function wordsFor(wording: Wording): Words {
  const hint = (code: ApiHint, retryAfterMs: number | null): string => {
    const message = HINTS[code];
    if (message) return word(message, wording);
    if (code === 'rate_limited' && retryAfterMs !== null)
      return `rate limited; the service asks to wait ${Math.ceil(retryAfterMs / 1000)} s (lower ${wording.option('concurrency')})`;
    return HINT_TEXT[code];
  };
  const apiError = (error: SeoReportApiError) => formatMessage(error, hint);
  const error = (value: unknown) =>
    isApiError(value) ? apiError(value) : value instanceof Error ? value.message : String(value);
  const failure = (value: Failure | null): string => {
    if (value === null) return 'no result';
    switch (value.kind) {
      case 'api':
        return apiError(value.error);
      case 'timeout':
        return `no result within the audit ${wording.option('timeout')} (${value.timeoutMs / 1000} s)`;
      case 'cancelled':
        return 'cancelled before a result arrived';
      case 'stopped':
        return `not audited: the audit stopped (${apiError(value.cause)})`;
      case 'not_audited': {
        const text = `report ${value.reportId}: the service could not audit the page: ${value.reason}`;
        // Every user who audits a build served on the runner meets this first: name the fix.
        if (value.code === 'refused_address')
          return `${text}; to audit a server on this machine or its network, ${wording.phrase('allow_private_network')}`;
        // A staging site behind a private CA: the embedded analyzer runs in this process.
        if (value.code === 'tls_error' && namesUntrustedCertificate(value.reason))
          return `${text}; if the site's certificate is from a private CA, the embedded service trusts it when you ${wording.phrase('trust_ca')}`;
        return text;
      }
      case 'message':
        return value.text;
    }
  };
  const rule = (failOn: FailOn, minScore: number | null, regression: RegressionRule | null) => {
    const regressionText = regression === null ? null : regressionRuleText(regression);
    // The rule as the verdict states it, the same words for both faces.
    return [
      `fail-on: ${failOn}`,
      ...(minScore === null ? [] : [`min-score: ${minScore}`]),
      ...(regressionText === null ? [] : [`fail-on-regression: ${regressionText}`]),
    ].join(', ');
  };
  return {
    apiError,
    error,
    failure,
    reason: (reason) => {
      switch (reason.kind) {
        case 'fatal':
          return apiError(reason.error);
        case 'check': {
          const { finding } = reason;
          const why = finding.rule === null ? 'an error by default' : `an error by ${finding.rule}`;
          return `${finding.url}: ${checkLabel(finding.key)} failed, ${why}: ${describeCheck(finding.key, finding.check)}`;
        }
        case 'no_result':
          return `${reason.url}: ${failure(reason.failure)}`;
        case 'grade': {
          const score = reason.score === null ? '' : ` (score ${formatScore(reason.score)})`;
          return `${reason.url} is ${reason.grade}${score}, at or below fail-on: ${reason.failOn}`;
        }
        case 'min_score':
          return `${reason.url} scores ${formatScore(reason.score)}, below min-score: ${reason.minScore}`;
        case 'score_drop':
          return `${reason.url} dropped ${formatScore(reason.before - reason.after)} points since the baseline (${formatScore(reason.before)} to ${formatScore(reason.after)}), more than ${wording.option('fail-on-regression', String(reason.points))}`;
        case 'new_failures':
          return `${reason.url}: ${reason.checks.length === 1 ? 'a check that passed in the baseline fails' : 'checks that passed in the baseline fail'} now: ${reason.checks.map(checkLabel).join(', ')}`;
      }
    },
    verdictLine: (run) => {
      const { verdict, result, comparison } = run;
      const { good, decent, bad, errors } = verdict.counts;
      const parts = [`${good} good`, `${decent} decent`, `${bad} bad`];
      if (errors > 0) parts.push(plural(errors, 'error'));
      const changes =
        comparison === null
          ? ''
          : `${plural(comparison.regressed, 'page')} regressed, ${comparison.improved} improved; `;
      const regression = comparison === null ? null : run.regressionRule;
      return `${verdict.passed ? 'Passed' : 'Failed'}: ${errorsPart(verdict.reasons)}${changes}${plural(result.outcomes.length, 'page')}, ${parts.join(', ')} (${rule(run.failOn, run.minScore, regression)})`;
    },
    urlList: (list) => {
      const notes: string[] = [];
      const warnings: string[] = [];
      const map = list.sitemap;
      if (map) {
        notes.push(
          `Sitemap ${map.url}: ${map.pages} pages in ${plural(map.files, 'file')}; ${map.added} added to the list.`,
        );
        if (map.leftOut > 0)
          warnings.push(
            `Sitemap ${map.url}: ${map.leftOut} of its ${map.added + map.leftOut} new pages were left out (${wording.option('max-pages', String(map.maxPages))}).`,
          );
        if (map.nestedLeftOut > 0)
          warnings.push(
            `Sitemap ${map.url}: ${map.nestedLeftOut} nested sitemaps were not read (at most 50 files and 3 levels of indexes).`,
          );
        if (map.skipped > 0)
          notes.push(
            `Sitemap ${map.url}: ${map.skipped} entries skipped (already listed, or not an auditable http(s) URL).`,
          );
      }
      const folder = list.folder;
      if (folder) {
        const fromSitemap =
          folder.fromSitemap > 0 ? ` and ${folder.fromSitemap} more from its sitemap` : '';
        const found = folder.detected ? ` (found by ${wording.option('site-dir', 'auto')})` : '';
        const alias = folder.siteUrl === undefined ? '' : ` as ${folder.siteUrl}`;
        notes.push(
          `Folder ${folder.dir}${found}: served at ${folder.servedAt}${alias}; ${plural(folder.files, 'HTML page')}${fromSitemap}; ${folder.added} added to the list.`,
        );
        if (folder.leftOut > 0)
          warnings.push(
            `Folder ${folder.dir}: ${folder.leftOut} of its ${folder.added + folder.leftOut} new pages were left out (${wording.option('max-pages', String(folder.maxPages))}).`,
          );
      }
      if (list.shard)
        notes.push(
          `Shard ${list.shard.index}/${list.shard.count}: ${list.shard.share} of ${list.total} URLs.`,
        );
      return { notes, warnings };
    },
    problem: (problem) => {
      switch (problem.kind) {
        case 'sitemap':
          return problem.error.message;
        case 'refresh_lookup':
          return `Could not list ${problem.error.what}: ${error(problem.error.cause)}`;
        case 'project_listing':
          return `Could not list the reports of project ${problem.project}: ${error(problem.error)}`;
        case 'baseline':
          return `${wording.option('baseline')}: ${problem.error.message}`;
      }
    },
    message: (message) => word(message, wording),
    crawl: (counts) => crawlCountsLine(counts, wording),
  };
}

/** What mode delete is about to delete, for the log. */
export function deletingLines(
  reports: { id: string; url: string | null }[],
  project: string | null,
  more = false,
): string[] {
  if (project === null)
    return [`Deleting ${plural(reports.length, 'report')}: ${reports.map((r) => r.id).join(', ')}`];
  if (reports.length === 0) return [`Project ${project} was already gone.`];
  return [
    more
      ? `Deleting the first ${plural(reports.length, 'report')} of project ${project} (at most ${MAX_REPORTS_PER_RUN} a run; it lists more):`
      : `Deleting project ${project} with ${plural(reports.length, 'report')}:`,
    ...reports.map((report) => `  report ${report.id}: ${report.url ?? ''}`),
  ];
}

/** Mode delete stopped at the cap: what is left, and what to do about it. */
export function moreToDeleteLine(project: string): string {
  return `Project ${project} lists more than ${MAX_REPORTS_PER_RUN} reports: one run deletes at most ${MAX_REPORTS_PER_RUN}; run the delete again for the rest.`;
}

/**
 * A report that mode delete or the cleanup removed, for the log. The cleanup says a 404 as
 * "was already gone"; mode delete, asked to delete it, counts it deleted either way.
 */
export function deletedLine(id: string, how: Gone, context: 'delete' | 'cleanup'): string {
  if (how === 'not_found' && context === 'cleanup') return `Report ${id} was already gone.`;
  return `Deleted report ${id}${how === 'deleted' ? '' : ' (it was already gone)'}.`;
}

/**
 * What opens the private report links of a run, beside them: our reference service's sign-in
 * page when the run knows it (`signInLink`: the address, as a link of the face's format), else
 * only who can. Never names the key itself.
 */
export function privateReportHint(signInLink: string | null): string {
  return signInLink === null
    ? "the reports are private: only the API key's owner can open the links"
    : `the reports are private: sign in at ${signInLink} with the API key to open them`;
}
