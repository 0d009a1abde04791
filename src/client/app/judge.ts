// How a job judges its pages once they are audited: each failed check gets its severity from the
// rules and the defaults, accepted checks (off, ignore-checks) count as passed, each page is
// compared with its baseline (a results file, the previous comment, a branch, another origin
// audited in the same run, or each report before a refresh), then the verdict.
import { plural } from '../../shared/findings/format.js';
import type { Report } from '../api/index.js';
import { failedCheckKeys, unjudgedCheckKeys } from '../audit/page-facts.js';
import { outcomeWith, spilledFacts } from '../audit/report-spill.js';
import {
  type CheckSeverityVerdict,
  type PageSeverity,
  rulesFor,
  type SeverityRule,
  severityOf,
} from '../audit/rules.js';
import type { AuditResult, UrlOutcome, Verdict } from '../audit/types.js';
import {
  type Comparison,
  compareWithBaseline,
  type PairBy,
  pairKeyOf,
  scoreWithAccepted,
} from '../baseline/compare.js';
import { baselinePageOf } from '../baseline/pages.js';
import type { Baseline, BaselineLoad, BaselinePage } from '../baseline/types.js';
import type { JobConfig } from './config.js';
import { decideVerdict } from './verdict.js';

/** What the audit brought to compare with, besides a loaded baseline. */
export interface AuditedPages {
  result: AuditResult;
  /** Outcomes after the first `own` are baseline-url's pages on the other origin. */
  own: number;
  /** Refresh mode: each regenerated report as it was before. */
  previous: { url: string; report: Report }[] | null;
}

export interface Judgement {
  /** This run's own pages, accepted checks counted as passed. */
  result: AuditResult;
  verdict: Verdict;
  comparison: Comparison | null;
  baselineWarnings: string[];
}

export function judge(
  config: JobConfig,
  audited: AuditedPages,
  load: BaselineLoad | null,
): Judgement {
  // Asked for each page by the score, the comparison, the verdict and the refresh's former
  // state: the URL is parsed and the rules matched once. Pages the same rules match share one
  // PageSeverity, which remembers its answer for each check.
  const severityByUrl = new Map<string, PageSeverity>();
  const severityByRules = new Map<string, PageSeverity>();
  const severityOn = (url: string): PageSeverity => {
    let severity = severityByUrl.get(url);
    if (severity === undefined) {
      const pageRules = rulesFor(url, config.rules);
      const matched = pageRules.map((rule) => config.rules.indexOf(rule)).join(' ');
      severity = severityByRules.get(matched);
      if (severity === undefined) {
        severity = rememberingSeverity(pageRules);
        severityByRules.set(matched, severity);
      }
      severityByUrl.set(url, severity);
    }
    return severity;
  };
  const accept = (outcome: UrlOutcome) => acceptChecks(outcome, severityOn(outcome.url));
  const all = audited.result.outcomes.map(accept);
  const result = { ...audited.result, outcomes: all.slice(0, audited.own) };
  const warnings: string[] = [];
  let baseline: { baseline: Baseline; pairBy: PairBy } | null = null;

  if (load?.kind === 'missing') warnings.push(`No baseline to compare with: ${load.reason}.`);
  if (load?.kind === 'found') baseline = { baseline: load.baseline, pairBy: 'url' };
  if (audited.previous !== null) {
    const pages = audited.previous.map(({ url, report }) => pageBefore(url, report));
    baseline = { baseline: { from: 'each report before the refresh', pages }, pairBy: 'url' };
  }
  if (config.baselineUrl !== undefined) {
    const others = all.slice(audited.own);
    const failed = others.filter((o) => o.failure !== null || o.grade === null);
    if (failed.length > 0 && result.fatal === null)
      warnings.push(
        `${failed.length} of the ${others.length} baseline pages on ${config.baselineUrl} had no result, so their pages count as new: ${failed.map((o) => o.url).join(', ')}.`,
      );
    baseline = {
      baseline: { from: config.baselineUrl, pages: others.map(baselinePageOf) },
      pairBy: 'path',
    };
  }

  const comparison =
    baseline === null
      ? null
      : compareWithBaseline(result.outcomes, baseline.baseline, severityOn, baseline.pairBy);
  // A crawl's pages are what it reached this time: a page of the baseline it did not reach (an
  // earlier crawl's, or baseline-url's crawl of the other origin) is gone, no longer linked or
  // beyond max-pages, said as such rather than passed over. A page only this crawl reached is new.
  if (comparison !== null && baseline !== null && config.crawl !== undefined) {
    const keyOf = pairKeyOf(baseline.pairBy);
    const gone = goneFromCrawl(baseline.baseline.pages, result.outcomes, keyOf);
    if (gone.length > 0) warnings.push(goneLine(gone, baseline.baseline.from));
  }
  const verdict = decideVerdict(
    result,
    config.failOn,
    config.minScore,
    comparison === null ? null : { comparison, rule: config.regression },
    severityOn,
  );
  return { result, verdict, comparison, baselineWarnings: warnings };
}

/**
 * pageSeverity of pages matched by `pageRules`, remembering its answer for each check object
 * (with its key): a run's spilled pages share one object per failed check and errors
 * (page-facts.ts), and each page's accepted checks and findings asked the rules again, some
 * thirty thousand times for a 2,000-page site.
 */
function rememberingSeverity(pageRules: readonly SeverityRule[]): PageSeverity {
  const known = new WeakMap<object, { key: string; verdict: CheckSeverityVerdict }>();
  return (key, check) => {
    if (check === null) return severityOf(key, { errors: null }, pageRules);
    const kept = known.get(check);
    if (kept !== undefined && kept.key === key) return kept.verdict;
    const verdict = severityOf(key, check, pageRules);
    known.set(check, { key, verdict });
    return verdict;
  };
}

/** A page's outcome with its accepted failed checks counted as passed. */
function acceptChecks(outcome: UrlOutcome, severity: PageSeverity): UrlOutcome {
  if (outcome.score === null || outcome.failure !== null) return outcome;
  // A report waiting in the run's file is read back only when it has an accepted check: its
  // failed checks, what the rules judge, were kept when it was written (report-spill.ts).
  const facts = spilledFacts(outcome);
  if (
    facts !== null &&
    !facts.failedChecks.some(({ key, check }) => severity(key, check).severity === 'off')
  )
    return outcome;
  const raised = scoreWithAccepted(outcome.report, outcome.score, severity);
  if (raised === null || raised.score === outcome.score) return outcome;
  // Not `{ ...outcome }`: that would read a report waiting in the run's file and hold it.
  return outcomeWith(outcome, {
    score: raised.score,
    grade: raised.grade,
    serviceScore: outcome.score,
  });
}

/**
 * A report as it was before a refresh, with the service's score: the comparison counts this
 * run's accepted checks as passed on both sides, by the same formula.
 */
function pageBefore(url: string, report: Report): BaselinePage {
  return {
    url,
    score: report.score,
    grade: report.grade,
    failedChecks: failedCheckKeys(report),
    notApplicable: unjudgedCheckKeys(report),
  };
}

/** Baseline pages no page of this run pairs with (by URL, as the comparison pairs them). */
function goneFromCrawl(
  pages: readonly BaselinePage[],
  outcomes: readonly UrlOutcome[],
  keyOf: (url: string) => string,
): string[] {
  const audited = new Set(outcomes.map((outcome) => keyOf(outcome.url)));
  return pages.map((page) => page.url).filter((url) => !audited.has(keyOf(url)));
}

/** At most this many gone pages are named. */
const GONE_NAMED = 10;

function goneLine(gone: readonly string[], from: string): string {
  const named = gone.slice(0, GONE_NAMED).join(', ');
  const more = gone.length > GONE_NAMED ? `, and ${gone.length - GONE_NAMED} more` : '';
  return `Not reached by this crawl, so not compared: ${plural(gone.length, 'page')} of the baseline (${from}), gone, no longer linked, or beyond max-pages: ${named}${more}.`;
}
