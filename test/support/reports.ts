// Builders of the client's Report model for tests of what renders it.

import type { Report } from '../../src/client/api/index.js';
import type { AuditRun } from '../../src/client/app/job.js';
import { INPUT_WORDING } from '../../src/client/app/messages.js';
import { siteFindings } from '../../src/client/app/site-findings.js';
import { decideVerdict } from '../../src/client/app/verdict.js';
import { wordsFor } from '../../src/client/app/wording.js';
import type { AuditResult, FailOn, Failure, UrlOutcome } from '../../src/client/audit/types.js';
import { NO_REGRESSION_RULE } from '../../src/client/baseline/compare.js';

/** A generated report with the given checks and nothing else of note. */
export function reportWithChecks(
  id: string,
  checks: Report['checks'],
  url = 'example.com',
): Report {
  return {
    id,
    url,
    fullUrl: null,
    project: null,
    score: null,
    grade: null,
    generated: true,
    generatedAt: null,
    generationError: null,
    generationErrorCode: null,
    privacy: 1,
    hasPassword: false,
    checks,
    createdAt: null,
    updatedAt: null,
    raw: {},
  };
}

/** The action's wording, for tests of what the renderers write. */
export const WORDS = wordsFor(INPUT_WORDING);

/** A failure that is already a sentence (an error string in older tests). */
export function failureText(text: string | null): Failure | null {
  return text === null ? null : { kind: 'message', text };
}

/** An audit's results as the renderers take them. */
export function auditRun(
  outcomes: UrlOutcome[],
  options: {
    fatal?: AuditResult['fatal'];
    failOn?: FailOn;
    minScore?: number | null;
    reportLink?: AuditRun['reportLink'];
    embedded?: boolean;
    refreshed?: AuditRun['refreshed'];
    durationMs?: number;
    linkNotes?: AuditRun['linkNotes'];
  } = {},
): AuditRun {
  const result: AuditResult = {
    outcomes,
    fatal: options.fatal ?? null,
    cancelled: false,
    durationMs: options.durationMs ?? 3400,
  };
  const failOn = options.failOn ?? 'bad';
  const minScore = options.minScore ?? null;
  return {
    result,
    verdict: decideVerdict(result, failOn, minScore),
    failOn,
    minScore,
    reportLink: options.reportLink ?? (() => null),
    embedded: options.embedded ?? false,
    refreshed: options.refreshed ?? null,
    siteFindings: siteFindings(outcomes),
    linkNotes: options.linkNotes ?? { privacy: 0, deletedAfterJob: false },
    comparison: null,
    regressionRule: NO_REGRESSION_RULE,
    baselineWarnings: [],
  };
}
