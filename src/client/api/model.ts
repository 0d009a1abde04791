// The client's typed view of the service's answers. One model for every variant that
// docs/compatibility.md lists (envelopes, numeric or grade results, numeric strings, booleans for
// passwords), so that nothing above the client ever looks at raw JSON. A report is the shared
// reader's (src/shared/report), the same one the report pages read.
import type { Importance, ReportCheck } from '../../shared/interface.js';
import type { Report } from '../../shared/report/report.js';

export type { Importance, Report, ReportCheck };

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
