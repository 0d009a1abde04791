// How a job judges its pages once they are audited: the accepted checks (ignore-checks) count as
// passed, each page is compared with its baseline (a results file, the previous comment, a branch,
// another origin audited in the same run, or each report before a refresh), then the verdict.
import type { Report } from '../api/index.js';
import type { AuditResult, UrlOutcome, Verdict } from '../audit/types.js';
import { acceptedChecksFor } from '../baseline/accepted-checks.js';
import {
  type Comparison,
  compareWithBaseline,
  type PairBy,
  scoreWithAccepted,
} from '../baseline/compare.js';
import { baselinePageOf, failedCheckKeys } from '../baseline/pages.js';
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
  // Asked for each page by the score, the comparison and the refresh's former state: the URL
  // is parsed and the rules matched once.
  const acceptedByUrl = new Map<string, ReadonlySet<string>>();
  const acceptedOn = (url: string): ReadonlySet<string> => {
    let accepted = acceptedByUrl.get(url);
    if (accepted === undefined) {
      accepted = acceptedChecksFor(url, config.acceptRules);
      acceptedByUrl.set(url, accepted);
    }
    return accepted;
  };
  const accept = (outcome: UrlOutcome) => acceptChecks(outcome, acceptedOn(outcome.url));
  const all = audited.result.outcomes.map(accept);
  const result = { ...audited.result, outcomes: all.slice(0, audited.own) };
  const warnings: string[] = [];
  let baseline: { baseline: Baseline; pairBy: PairBy } | null = null;

  if (load?.kind === 'missing') warnings.push(`No baseline to compare with: ${load.reason}.`);
  if (load?.kind === 'found') baseline = { baseline: load.baseline, pairBy: 'url' };
  if (audited.previous !== null) {
    const pages = audited.previous.map(({ url, report }) =>
      pageBefore(url, report, acceptedOn(url)),
    );
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
      : compareWithBaseline(result.outcomes, baseline.baseline, acceptedOn, baseline.pairBy);
  const verdict = decideVerdict(
    result,
    config.failOn,
    config.minScore,
    comparison === null ? null : { comparison, rule: config.regression },
  );
  return { result, verdict, comparison, baselineWarnings: warnings };
}

/** A page's outcome with its accepted failed checks counted as passed. */
function acceptChecks(outcome: UrlOutcome, accepted: ReadonlySet<string>): UrlOutcome {
  if (outcome.score === null || outcome.failure !== null) return outcome;
  const raised = scoreWithAccepted(outcome.report, outcome.score, accepted);
  if (raised === null || raised.score === outcome.score) return outcome;
  return { ...outcome, score: raised.score, grade: raised.grade, serviceScore: outcome.score };
}

/** A report as it was before a refresh, judged as this run judges its pages. */
function pageBefore(url: string, report: Report, accepted: ReadonlySet<string>): BaselinePage {
  const raised = report.score === null ? null : scoreWithAccepted(report, report.score, accepted);
  return {
    url,
    score: raised?.score ?? report.score,
    grade: raised?.grade ?? report.grade,
    failedChecks: failedCheckKeys(report),
  };
}
