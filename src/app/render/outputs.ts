// The action's outputs and the results array that the CLI's JSON, results.json of a report-dir
// and the outputs share: typed, serialised once where it is written.
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
}

export function resultsOf(run: AuditRun, words: Words): ResultOutput[] {
  return run.result.outcomes.map((outcome) => ({
    url: outcome.url,
    id: outcome.reportId,
    grade: outcome.grade,
    score: outcome.score,
    'report-url': run.reportLink(outcome),
    error: outcome.failure === null ? null : words.failure(outcome.failure),
  }));
}

export function renderOutputs(run: AuditRun, results: ResultOutput[]): Record<string, string> {
  return {
    // Escaped as the CLI's JSON is: a step that echoes the output prints nothing raw.
    results: escapeJsonInvisibles(JSON.stringify(results)),
    'report-ids': run.result.outcomes
      .flatMap((o) => (o.reportId === null ? [] : [o.reportId]))
      .join(','),
    'worst-grade': run.verdict.worstGrade ?? '',
    passed: String(run.verdict.passed),
  };
}
