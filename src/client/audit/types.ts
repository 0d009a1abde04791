// What the audit engine is asked to do and what it answers. The action and the CLI build an
// AuditPlan from their inputs and render the AuditResult; the engine knows nothing of either.

import type { Severity } from '../../shared/checks/index.js';
import type { Grade } from '../../shared/grade.js';
import type { Privacy, Report, ReportCheck, SeoReportApiError } from '../api/index.js';

export const FAIL_ON_VALUES = ['bad', 'decent', 'never'] as const;
/** The job fails when any page grades at or below this; `never` only reports. */
export type FailOn = (typeof FAIL_ON_VALUES)[number];

export interface AuditPlan {
  /** Absolute http(s) URLs, duplicates already dropped, in the order the user gave them. */
  urls: string[];
  privacy: Privacy;
  password?: string | undefined;
  project?: string | undefined;
  /** Reports in flight at once (created and not yet finished). */
  concurrency: number;
  /** For the whole audit; reports still without a result then count as errors. */
  timeoutMs: number;
  /**
   * The job's own deadline when it started before the audit (the sitemap was read inside the same
   * timeout); by default the audit starts `timeoutMs` now.
   */
  deadline?: AbortSignal;
  /** First wait before asking again for a report without a result, and the longest wait. */
  pollIntervalMs?: { first: number; max: number };
  /**
   * Keep each report's raw object (the report folder writes it); otherwise a settled page keeps
   * only what the renderers read (compact-report.ts), so that memory stays small per page.
   */
  keepRawReports?: boolean;
}

/** The sitemap a run read (given, or the site's own), whose entries the site findings judge. */
export interface SitemapEntries {
  /** The sitemap files read, the first one named in the findings. */
  files: string[];
  /** Every page entry, in sitemap order, whether audited or left out by max-pages. */
  entries: string[];
  /**
   * site-dir without site-url: the entries were written on `written` (the production origin)
   * and are audited on `served`, the folder's. A canonical on `written` then names the page at
   * its path, not another page.
   */
  alias?: { written: string; served: string };
}

export interface UrlOutcome {
  /** The URL as the user gave it. */
  url: string;
  /** Set as soon as the service answered the create, even when the audit later failed. */
  reportId: string | null;
  /**
   * The report as last read, or null when none was created. Once the page has settled, only
   * what the renderers read is kept (compact-report.ts): the values of passed checks are null,
   * and `raw` has no results unless the plan keeps raw reports.
   */
  report: Report | null;
  grade: Grade | null;
  score: number | null;
  /** Why this URL has no result; null when it has one. */
  failure: Failure | null;
  /** Milliseconds from the start of this URL's create to its result or error. */
  durationMs: number;
  /** Refresh mode: whether this URL's report was regenerated or newly created (quota). */
  action?: 'created' | 'refreshed';
  /**
   * ignore-checks: the service's own score when accepted checks, counted as passed, raised
   * `score` (and maybe `grade`); absent otherwise.
   */
  serviceScore?: number;
  /**
   * check-links: the runner's own checks judged on this page (broken_links, broken_resources),
   * failed or passed; absent when none was (the link check was off, or could not read the page).
   * A baseline compares a runner check only where both sides judged it.
   */
  runnerChecks?: string[];
}

export interface AuditResult {
  /** One per planned URL, in the plan's order. */
  outcomes: UrlOutcome[];
  /** An authentication or configuration failure that stopped the whole audit. */
  fatal: SeoReportApiError | null;
  /** True when the audit was cancelled (the runner's SIGINT/SIGTERM). */
  cancelled: boolean;
  durationMs: number;
}

export interface AuditHooks {
  /** Called as soon as a report id is known, before waiting for its result (for cleanup state). */
  onReportCreated?: (id: string, url: string) => void;
  /** Refresh mode: called when an existing report was asked to regenerate (never cleaned up). */
  onReportRefreshed?: (id: string, url: string) => void;
  /** Called once per URL, as it finishes. */
  onUrlDone?: (outcome: UrlOutcome) => void;
  /**
   * A create failed in a way that may have left a report whose id we never learned (the run
   * stopped while the POST was in flight, or the service stayed ambiguous). `watermark` is below
   * every report such a create may have made (null when none could be found): cleanup looks
   * above it for that URL.
   */
  onCreateUncertain?: (url: string, watermark: string | null) => void;
  /** Lines for the log (a report reused after a failed POST, a POST sent again). */
  onNote?: (line: string) => void;
}

/**
 * Why a URL has no result, as data: each face words it (an API error's hint names the face's
 * options, a timeout its own option).
 */
export type Failure =
  /** The service refused or failed, or could not be reached. */
  | { kind: 'api'; error: SeoReportApiError }
  /** The audit's deadline passed first. */
  | { kind: 'timeout'; timeoutMs: number }
  /** The run was cancelled first. */
  | { kind: 'cancelled' }
  /** Not audited: another URL met a failure that stopped the whole audit. */
  | { kind: 'stopped'; cause: SeoReportApiError }
  /**
   * The service made the report but could not audit the page: its reason, and its code when it
   * sends one (`refused_address` deserves a hint that names the face's option).
   */
  | { kind: 'not_audited'; reportId: string; reason: string; code: string | null }
  /** Anything else, already a sentence that names no option. */
  | { kind: 'message'; text: string };

/** A failed check of one page at the severity the rules give it (accepted, `off`, ones left out). */
export interface CheckFinding {
  url: string;
  key: string;
  severity: Severity;
  check: ReportCheck;
  /** The rule that set the severity, as written ("rules line 2: title: warning"); null: default. */
  rule: string | null;
}

/** One reason the verdict failed (or, with fail-on never, a warning). */
export type VerdictReason =
  | { kind: 'fatal'; error: SeoReportApiError }
  /** A check failed at severity error. */
  | { kind: 'check'; finding: CheckFinding }
  | { kind: 'no_result'; url: string; failure: Failure | null }
  | { kind: 'grade'; url: string; grade: Grade; score: number | null; failOn: FailOn }
  | { kind: 'min_score'; url: string; score: number; minScore: number }
  /** fail-on-regression with points: the score fell by more than `points` since the baseline. */
  | { kind: 'score_drop'; url: string; before: number; after: number; points: number }
  /** fail-on-regression with checks: checks that passed in the baseline fail now. */
  | { kind: 'new_failures'; url: string; checks: string[] };

export interface Verdict {
  passed: boolean;
  /** Worst grade among the pages that have one, or null when none has. */
  worstGrade: Grade | null;
  counts: { good: number; decent: number; bad: number; errors: number };
  /** Why the verdict failed; empty when it passed. */
  reasons: VerdictReason[];
  /** Problems that do not fail the job (pages without a result when nothing fails on them). */
  warnings: VerdictReason[];
  /** Every failed check that is not accepted, page by page, gravest first within a page. */
  findings: CheckFinding[];
}

/**
 * How one URL gets its report: created (the default) or, in refresh mode, an existing report
 * regenerated. The engine then waits for the result the same way for both.
 */
export type StartReport = (
  url: string,
  signal: AbortSignal,
) => Promise<{ report: Report; action: 'created' | 'refreshed' }>;
