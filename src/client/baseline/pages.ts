// A run's own pages as a later run's baseline: what the results output, the comment's hidden
// block and a refreshed report's former state all record.
import { failedCheckKeysOf, unjudgedCheckKeysOf } from '../audit/report-spill.js';
import type { UrlOutcome } from '../audit/types.js';
import type { BaselinePage } from './types.js';

export function baselinePageOf(outcome: UrlOutcome): BaselinePage {
  const result = outcome.failure === null && outcome.grade !== null;
  return {
    url: outcome.url,
    score: result ? outcome.score : null,
    serviceScore: result ? (outcome.serviceScore ?? outcome.score) : null,
    grade: result ? outcome.grade : null,
    failedChecks: result ? failedCheckKeysOf(outcome) : null,
    notApplicable: result ? unjudgedCheckKeysOf(outcome) : null,
    ...(result && outcome.runnerChecks !== undefined
      ? { runnerChecks: [...outcome.runnerChecks] }
      : {}),
  };
}
