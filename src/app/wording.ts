// Words the engine's data for people: failures, verdict reasons, API errors with their hints,
// and the log lines of the URL list and of deletions. Each face passes its own Wording, so the
// action says `base-url` where the CLI says `--base-url`; everything else is said once, here.
import {
  type ApiHint,
  formatMessage,
  HINT_TEXT,
  isApiError,
  type SeoReportApiError,
} from '../api/index.js';
import type { Gone } from '../audit/delete-reports.js';
import { MAX_REPORTS_PER_RUN } from '../audit/list-cap.js';
import type { FailOn, Failure, Verdict, VerdictReason } from '../audit/types.js';
import type { UrlList } from '../audit/url-list.js';
import { formatScore, plural } from '../findings/format.js';
import type { JobProblem } from './job.js';
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
  key_in_base_url: msg`${phrase('key_source')}`,
};

export interface Words {
  apiError(error: SeoReportApiError): string;
  /** Any error: an API error with the face's hint, else its message. */
  error(error: unknown): string;
  failure(failure: Failure | null): string;
  reason(reason: VerdictReason): string;
  /** "Failed: 3 pages, 1 good, 1 decent, 1 bad (fail-on: bad)". */
  verdictLine(verdict: Verdict, total: number, failOn: FailOn, minScore: number | null): string;
  /** Log lines for the sitemap and the shard; `warnings` deserve a warning annotation. */
  urlList(list: UrlList): { notes: string[]; warnings: string[] };
  problem(problem: JobProblem): string;
  message(message: Message): string;
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
      case 'message':
        return value.text;
    }
  };
  const rule = (failOn: FailOn, minScore: number | null) =>
    `fail-on: ${failOn}${minScore === null ? '' : `, min-score: ${minScore}`}`;
  return {
    apiError,
    error,
    failure,
    reason: (reason) => {
      switch (reason.kind) {
        case 'fatal':
          return apiError(reason.error);
        case 'no_result':
          return `${reason.url}: ${failure(reason.failure)}`;
        case 'grade': {
          const score = reason.score === null ? '' : ` (score ${formatScore(reason.score)})`;
          return `${reason.url} is ${reason.grade}${score}, at or below fail-on: ${reason.failOn}`;
        }
        case 'min_score':
          return `${reason.url} scores ${formatScore(reason.score)}, below min-score: ${reason.minScore}`;
      }
    },
    verdictLine: (verdict, total, failOn, minScore) => {
      const { good, decent, bad, errors } = verdict.counts;
      const parts = [`${good} good`, `${decent} decent`, `${bad} bad`];
      if (errors > 0) parts.push(plural(errors, 'error'));
      return `${verdict.passed ? 'Passed' : 'Failed'}: ${plural(total, 'page')}, ${parts.join(', ')} (${rule(failOn, minScore)})`;
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
            `Sitemap ${map.url}: ${map.leftOut} of its ${map.added + map.leftOut} new pages were left out (${wording.option('max-urls', String(map.maxUrls))}).`,
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
      }
    },
    message: (message) => word(message, wording),
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
