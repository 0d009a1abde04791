// A run's own pages as a later run's baseline: what the results output, the comment's hidden
// block and a refreshed report's former state all record.
import type { Report } from '../api/index.js';
import { failedCheckKeysOf, unjudgedCheckKeysOf } from '../audit/report-spill.js';
import type { UrlOutcome } from '../audit/types.js';
import type { BaselinePage } from './types.js';

/** Keys of the report's failed checks, in the report's order; null without checks. */
export function failedCheckKeys(report: Report | null): string[] | null {
  if (report?.checks == null) return null;
  return Object.entries(report.checks)
    .filter(([, check]) => check.passed === false)
    .map(([key]) => key);
}

/** Keys of the report's checks that could not be judged (passed: null); null without checks. */
export function unjudgedCheckKeys(report: Report | null): string[] | null {
  if (report?.checks == null) return null;
  return Object.entries(report.checks)
    .filter(([, check]) => check.passed === null)
    .map(([key]) => key);
}

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
