// The SEO Report API v1's own vocabulary (../shared/spec/seo-report-api.md): the values its
// parameters take and the shape of one check in a report. The client sends them, the reference
// service accepts them; both read them from here.

export const PER_PAGE_VALUES = [10, 25, 50, 100] as const;
export type PerPage = (typeof PER_PAGE_VALUES)[number];
export const SORT_VALUES = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_VALUES)[number];
export const REPORT_SORT_KEYS = ['id', 'generated_at', 'url', 'result'] as const;
export type ReportSortKey = (typeof REPORT_SORT_KEYS)[number];
export const PROJECT_SORT_KEYS = ['created_at', 'project'] as const;
export type ProjectSortKey = (typeof PROJECT_SORT_KEYS)[number];
export const PRIVACY_VALUES = [0, 1, 2] as const;
/** 0 public, 1 private, 2 password. */
export type Privacy = (typeof PRIVACY_VALUES)[number];

/**
 * The report password rule, one for the action, the client and the reference service: shorter
 * is too weak to protect a report (and to mask reliably in logs), longer is refused by the
 * service. No control characters: a secret read from a file often ends with a line break.
 */
export const MIN_REPORT_PASSWORD_LENGTH = 4;
export const MAX_REPORT_PASSWORD_LENGTH = 128;
export const REPORT_PASSWORD_RULE = `${MIN_REPORT_PASSWORD_LENGTH} to ${MAX_REPORT_PASSWORD_LENGTH} characters without control characters`;

/** A check's importance, which sets its default weight in the score (shared/score.ts). */
export type Importance = 'high' | 'medium' | 'low';

/** The error keys deployed services attach to a failed check (docs/compatibility.md). */
export const SERVICE_ERROR_KEYS = [
  'missing',
  'length',
  'too_many',
  'duplicate',
  'too_slow',
  'too_large',
  'bad_format',
  'failed',
  'bad_tags',
  'too_few',
  'too_small',
] as const;
export type ServiceErrorKey = (typeof SERVICE_ERROR_KEYS)[number];

/** One check of a report as every reader sees it, whatever variant the service sent. */
export interface ReportCheck {
  /** null when the service did not say (or marked the check not applicable). */
  passed: boolean | null;
  importance: Importance | null;
  /** Differs per check: string, number, array, object or null. */
  value: unknown;
  /** Error key (missing, too_many, ...) to details; null when there are none. */
  errors: Record<string, unknown> | null;
}
