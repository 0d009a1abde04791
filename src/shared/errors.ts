// One base for every error the project throws, and one stable code per failure kind, as undici
// gives each of its errors (UND_ERR_CONNECT_TIMEOUT): a program branches on the code, a person
// reads the message, and a message can be reworded without breaking either. The codes are
// listed here, each with the one class that throws it, so that no two classes share a code and a
// new kind cannot be added without a line here and a row in docs/troubleshooting.md ("Error
// codes"; test/errors.test.ts checks both).
//
// The field is `errorCode`, not `code`: five classes had a `code` before this base existed, with
// other meanings that stay (SeoReportApiError's is the API client's documented kind, `timeout`;
// FetchFailure's and RenderFailure's are the wire codes of a report's failure; ExchangeError's
// and RefusedAddressError's are read by code that walks an error's causes for a system code such
// as ECONNREFUSED). One name on every class lets a caller read the stable code without knowing
// which class it caught.

/** Every stable code, with the class that throws it. A code is never renamed or reused. */
export const ERROR_CODES = {
  // shared
  SEO_USAGE_INVALID: 'UsageError',

  // client: options, sitemap, refresh, baselines
  SEO_OPTION_INVALID: 'OptionError',
  SEO_SITEMAP_UNREADABLE: 'SitemapError',
  SEO_REFRESH_LOOKUP_FAILED: 'RefreshLookupError',
  SEO_RULE_INVALID: 'RuleError',
  SEO_BASELINE_SHAPE_INVALID: 'BaselineShapeError',

  // client: the API client, one per SeoReportApiError.code
  SEO_API_INVALID_PARAMETER: 'SeoReportApiError',
  SEO_API_UNAUTHENTICATED: 'SeoReportApiError',
  SEO_API_FORBIDDEN: 'SeoReportApiError',
  SEO_API_NOT_FOUND: 'SeoReportApiError',
  SEO_API_VALIDATION: 'SeoReportApiError',
  SEO_API_RATE_LIMITED: 'SeoReportApiError',
  SEO_API_SERVER_ERROR: 'SeoReportApiError',
  SEO_API_HTTP: 'SeoReportApiError',
  SEO_API_REDIRECT: 'SeoReportApiError',
  SEO_API_HTML_PAGE: 'SeoReportApiError',
  SEO_API_GARBLED: 'SeoReportApiError',
  SEO_API_NOT_THE_API: 'SeoReportApiError',
  SEO_API_NETWORK: 'SeoReportApiError',
  SEO_API_TLS: 'SeoReportApiError',
  SEO_API_UNREACHABLE: 'SeoReportApiError',
  SEO_API_TIMEOUT: 'SeoReportApiError',
  SEO_API_ABORTED: 'SeoReportApiError',

  // client: one HTTP exchange, one per ExchangeError.code
  SEO_EXCHANGE_CONNECT_TIMEOUT: 'ExchangeError',
  SEO_EXCHANGE_HEADERS_TIMEOUT: 'ExchangeError',
  SEO_EXCHANGE_BODY_TIMEOUT: 'ExchangeError',
  SEO_EXCHANGE_RESPONSE_TOO_LARGE: 'ExchangeError',
  SEO_EXCHANGE_CONNECTION_CLOSED: 'ExchangeError',

  // server: the analyzer's fetch, one per FetchFailure.code
  SEO_FETCH_INVALID_URL: 'FetchFailure',
  SEO_FETCH_UNSUPPORTED_SCHEME: 'FetchFailure',
  SEO_FETCH_REFUSED_ADDRESS: 'FetchFailure',
  SEO_FETCH_DNS_ERROR: 'FetchFailure',
  SEO_FETCH_CONNECTION_ERROR: 'FetchFailure',
  SEO_FETCH_TLS_ERROR: 'FetchFailure',
  SEO_FETCH_TIMEOUT: 'FetchFailure',
  SEO_FETCH_TOO_MANY_REDIRECTS: 'FetchFailure',
  SEO_FETCH_REDIRECT_LOOP: 'FetchFailure',
  SEO_FETCH_BAD_REDIRECT: 'FetchFailure',
  SEO_FETCH_BAD_RESPONSE: 'FetchFailure',
  SEO_FETCH_TOO_LARGE: 'FetchFailure',
  SEO_FETCH_BAD_CONTENT_ENCODING: 'FetchFailure',
  SEO_FETCH_BAD_CHARSET: 'FetchFailure',
  SEO_FETCH_BAD_ENCODING: 'FetchFailure',
  SEO_FETCH_ERROR: 'FetchFailure',
  SEO_ADDRESS_REFUSED: 'RefusedAddressError',

  // server: the analyzer's browser, one per RenderFailure.code
  SEO_RENDER_NO_BROWSER: 'RenderFailure',
  SEO_RENDER_FAILED: 'RenderFailure',
  SEO_RENDER_REFUSED_ADDRESS: 'RenderFailure',
  SEO_RENDER_TIMEOUT: 'RenderFailure',

  // server: the service
  SEO_SERVICE_START_FAILED: 'ServiceStartError',
  SEO_SERVICE_HTTP: 'HttpError',
  SEO_DATABASE_LOCKED: 'DatabaseLockedError',
  SEO_DATABASE_OPEN_FAILED: 'DatabaseOpenError',
  SEO_DATABASE_VERSION: 'DatabaseVersionError',
  SEO_STORAGE_FULL: 'StorageError',
  SEO_STORAGE_BUSY: 'StorageError',
  SEO_STORAGE_FAILED: 'StorageError',
  SEO_QUEUE_FULL: 'QueueFullError',
  SEO_GATE_FULL: 'GateFullError',
  SEO_ANALYSIS_WORKER_FAILED: 'AnalysisWorkerError',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes one class may throw: its `errorCode` getter is typed with this. */
export type ErrorCodeOf<Name extends (typeof ERROR_CODES)[ErrorCode]> = {
  [Code in ErrorCode]: (typeof ERROR_CODES)[Code] extends Name ? Code : never;
}[ErrorCode];

/**
 * The base of every error the project throws. Subclasses keep their own name, message and
 * fields; each answers `errorCode` from a getter on its prototype, so an instance gains no own
 * property (what `util.inspect`, `toEqual` and a structured clone see is unchanged).
 */
export abstract class SeoReportError extends Error {
  /** The failure kind, stable across releases: branch on this, never on the message. */
  abstract readonly errorCode: ErrorCode;
}
