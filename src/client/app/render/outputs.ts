// The action's outputs and the results array that the CLI's JSON, results.json of a report-dir
// and the outputs share: typed, serialised once where it is written.
import { failedCheckKeys } from '../../baseline/pages.js';
import type { AuditRun } from '../job.js';
import { escapeJsonInvisibles } from '../safe-text.js';
import type { Words } from '../wording.js';

export interface ResultOutput {
  url: string;
  id: string | null;
  grade: string | null;
  score: number | null;
  'report-url': string | null;
  error: string | null;
  /** Keys of the failed checks (a later run's baseline compares them); null without a report. */
  'failed-checks': string[] | null;
}

export function resultsOf(run: AuditRun, words: Words): ResultOutput[] {
  return run.result.outcomes.map((outcome) => ({
    url: outcome.url,
    id: outcome.reportId,
    grade: outcome.grade,
    score: outcome.score,
    'report-url': run.reportLink(outcome),
    error: outcome.failure === null ? null : words.failure(outcome.failure),
    'failed-checks': outcome.failure === null ? failedCheckKeys(outcome.report) : null,
  }));
}

/** One regressed page of the `regressions` output. */
export interface RegressionOutput {
  page: string;
  before: number | null;
  after: number | null;
  'newly-failed': string[];
  fixed: string[];
}

export function regressionsOf(run: AuditRun): RegressionOutput[] {
  return (run.comparison?.pages ?? [])
    .filter((page) => page.status === 'regressed')
    .map((page) => ({
      page: page.url,
      before: page.before,
      after: page.after,
      'newly-failed': page.newlyFailed,
      fixed: page.fixed,
    }));
}

export function renderOutputs(run: AuditRun, results: ResultOutput[]): Record<string, string> {
  return {
    regressions: escapeJsonInvisibles(JSON.stringify(regressionsOf(run))),
    'regressed-pages': String(run.comparison?.regressed ?? 0),
    'improved-pages': String(run.comparison?.improved ?? 0),
    // Escaped as the CLI's JSON is: a step that echoes the output prints nothing raw.
    results: escapeJsonInvisibles(JSON.stringify(results)),
    'report-ids': run.result.outcomes
      .flatMap((o) => (o.reportId === null ? [] : [o.reportId]))
      .join(','),
    'worst-grade': run.verdict.worstGrade ?? '',
    passed: String(run.verdict.passed),
  };
}
