// A report as every reader sees it, whatever variant the service sent (docs/client.md,
// "Answers"): the client's model of the API's answers, and what the report page, the report
// folder, the summary, the baselines and the site findings are made from. One shape so that no
// reader looks at raw JSON and two of them can never disagree on a check.
import type { Grade } from '../grade.js';
import type { Privacy, ReportCheck } from '../interface.js';

export interface Report {
  /** Opaque identifier, as a string (services send integers, sometimes as strings). */
  id: string;
  /** The URL as the service stores it: cleaned (no scheme, no www., final URL after redirects). */
  url: string;
  /** The full URL when the service reports it (results.seo_friendly_url.value), else null. */
  fullUrl: string | null;
  project: string | null;
  /** 0-100, or null while the report has no result. */
  score: number | null;
  grade: Grade | null;
  /** True once the service has produced a result (or a generation failure). */
  generated: boolean;
  generatedAt: string | null;
  /** Why generation failed, when the service says so (our reference service does); else null. */
  generationError: string | null;
  /**
   * The machine-readable cause of that failure when the service sends one (ours: `error.code`,
   * e.g. `refused_address`, `timeout`); else null.
   */
  generationErrorCode: string | null;
  privacy: Privacy | null;
  /** Whether a password is set; the service never returns the password itself. */
  hasPassword: boolean;
  /** Check key to result, or null when the service sent none. */
  checks: Record<string, ReportCheck> | null;
  createdAt: string | null;
  updatedAt: string | null;
  /**
   * The object exactly as the service sent it, unknown fields included. An audit run drops its
   * results once a page has settled unless it writes a report folder
   * (src/client/audit/compact-report.ts).
   */
  raw: Record<string, unknown>;
}

/**
 * A report as read from any object: the id is null when the object has none (a page renders
 * such a report; the API client refuses it as not an answer of the API).
 */
export type ReportReading = Omit<Report, 'id'> & { id: string | null };
