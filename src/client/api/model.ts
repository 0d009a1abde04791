// The client's typed view of the service's answers. One model for every variant that
// docs/compatibility.md lists (envelopes, numeric or grade results, numeric strings, booleans for
// passwords), so that nothing above the client ever looks at raw JSON.
import type { Grade } from '../../shared/grade.js';
import type { Importance, Privacy, ReportCheck } from '../../shared/interface.js';

export type { Importance, ReportCheck };

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
  /** The object exactly as the service sent it, unknown fields included. */
  raw: Record<string, unknown>;
}

export interface Project {
  name: string;
  /** Number of reports in the project, when the service says. */
  reports: number | null;
  /** Mean score of its reports (deployed services send the sum as `result`; we divide). */
  meanScore: number | null;
  createdAt: string | null;
  raw: Record<string, unknown>;
}

export interface Page<T> {
  items: T[];
  /** 1-based number of this page. */
  page: number;
  /** Last page number when the service says (meta.last_page), else null. */
  lastPage: number | null;
  perPage: number | null;
  total: number | null;
  /** Whether another page follows, from meta, then links, then the items themselves. */
  hasNext: boolean;
}

export interface Deletion {
  id: string;
  /** True also when the thing was already gone after a retried attempt. */
  deleted: true;
  /** The service answered 404 to a retry: an earlier attempt had deleted it. */
  alreadyGone: boolean;
}

/** Rate-limit state read from the last answer. */
export interface RateLimitState {
  limit: number | null;
  remaining: number | null;
}
