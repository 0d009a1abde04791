// The client of the SEO Report API v1: what the rest of the project imports.
export { type CallOptions, type ClientOptions, SeoReportClient } from './client.js';
export {
  type ApiErrorCode,
  type ApiHint,
  formatMessage,
  HINT_TEXT,
  isApiError,
  isGarbled,
  isHtmlPage,
  isRedirect,
  SeoReportApiError,
} from './errors.js';
export type {
  Deletion,
  Importance,
  Page,
  Project,
  RateLimitState,
  Report,
  ReportCheck,
} from './model.js';
export {
  type CreateReportParams,
  type ListProjectsParams,
  type ListReportsParams,
  PER_PAGE_VALUES,
  type PerPage,
  PRIVACY_VALUES,
  type Privacy,
  type ProjectSortKey,
  type ReportSortKey,
  type SortOrder,
  type UpdateReportParams,
} from './params.js';
export { RateLimiter, type RateLimiterOptions } from './rate-limiter.js';
export { DEFAULT_RETRY, type RetryOptions } from './retry.js';
export { DEFAULT_TIMEOUTS, type RetryEvent, type Timeouts } from './transport.js';
