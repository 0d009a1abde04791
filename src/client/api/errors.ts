// One error type for everything the client can meet, with a code to branch on and a message a
// person can act on. Messages never carry the API key or a password: the transport scrubs every
// text that came from the network, and nothing here ever formats a request body or header.
import { type ErrorCodeOf, SeoReportError } from '../../shared/errors.js';

export type ApiErrorCode =
  /** A parameter failed the client's checks; nothing was sent. */
  | 'invalid_parameter'
  /** 401: the key is missing or wrong. */
  | 'unauthenticated'
  /** 403: the plan has no API access, or the report belongs to someone else. */
  | 'forbidden'
  /** 404: no such report or project, or one that belongs to another user. */
  | 'not_found'
  /** 422: the service refused a field (bad URL, monthly quota used up, ...). */
  | 'validation'
  /** 429 after the retries allowed. */
  | 'rate_limited'
  /** 5xx after the retries allowed. */
  | 'server_error'
  /** Any other status. */
  | 'http'
  /** A 3xx: the base URL is not the API root, or a missing key sent us to a login page. */
  | 'redirect'
  /** An HTML page where JSON was expected (a website, a proxy's or a maintenance page). */
  | 'html_page'
  /** A 2xx whose body is neither JSON nor HTML: cut off or mangled on the way. */
  | 'garbled'
  /** JSON, but not the shape of the SEO Report API (a report, a project, a list). */
  | 'not_the_api'
  /** The connection failed or broke (refused, reset, DNS). */
  | 'network'
  /** The TLS handshake failed: a certificate not trusted, expired or for another name, or no TLS. */
  | 'tls'
  /** Nothing answered at base-url, ever: refused or a host name that does not resolve. */
  | 'unreachable'
  /** A connect, headers or body timeout. */
  | 'timeout'
  /** The caller's AbortSignal fired. */
  | 'aborted';

/**
 * What to do about an error, as a code: the client names no option of the action or the CLI
 * (each face words hints for its own users, src/client/app/wording.ts); `hint` is the library's wording.
 */
export type ApiHint =
  | 'check_key'
  | 'no_api_access'
  | 'check_id_or_base_url'
  | 'rate_limited'
  | 'service_failed'
  | 'service_failing'
  | 'check_key_or_base_url'
  | 'check_base_url'
  | 'check_base_url_and_key'
  | 'mangled'
  | 'check_service_up'
  | 'service_slow'
  | 'not_the_api'
  | 'not_an_api'
  | 'api_twice'
  | 'key_in_base_url'
  | 'trust_ca'
  | 'renew_certificate'
  | 'certificate_name'
  | 'check_scheme';

/** The library's own wording of each hint (the faces word them with their option names). */
export const HINT_TEXT: Record<ApiHint, string> = {
  check_key: 'check the API key: the service did not accept it',
  no_api_access: "the API key's plan has no API access, or the report belongs to another user",
  check_id_or_base_url: 'it does not exist, belongs to another user, or the base URL is wrong',
  rate_limited: 'rate limited; lower concurrency or try again later',
  service_failed: 'the service failed; try again later',
  service_failing: 'the service or a proxy in front of it is failing; try again later',
  check_key_or_base_url:
    'the API key was not accepted, or the base URL does not point at the API; check both',
  check_base_url: 'the base URL does not point at the API; check it',
  check_base_url_and_key: 'check the base URL (it must point at the service root) and the API key',
  mangled: 'cut off or mangled on the way; if it repeats, check the base URL',
  check_service_up: 'check the base URL and that the service is up',
  service_slow: 'the service is slow or unreachable',
  not_the_api: 'check that the base URL points at an SEO Report API v1 service',
  not_an_api:
    'check the base URL: it must be the root of an SEO Report API service, such as https://seo.example.com, to which /api/v1 is added',
  api_twice: 'the base URL ends in /api, and /api/v1 is added to it: remove the /api at its end',
  key_in_base_url: 'pass the key as the API key, not in the URL',
  trust_ca:
    'if the service uses a private CA, trust it: start Node with NODE_EXTRA_CA_CERTS=/path/to/ca.pem',
  renew_certificate: "the service's certificate must be renewed (or this machine's clock is wrong)",
  certificate_name:
    'use a base URL with a host name the certificate names, or have the certificate issued for this one',
  check_scheme: 'check the base URL: https:// to a port that speaks plain http, or the wrong port',
};

/**
 * The project-wide stable code of each ApiErrorCode (SeoReportApiError.errorCode). `code` keeps
 * the short kind it has had since the first release: the library's users branch on it.
 */
export const API_ERROR_CODES: Record<ApiErrorCode, ErrorCodeOf<'SeoReportApiError'>> = {
  invalid_parameter: 'SEO_API_INVALID_PARAMETER',
  unauthenticated: 'SEO_API_UNAUTHENTICATED',
  forbidden: 'SEO_API_FORBIDDEN',
  not_found: 'SEO_API_NOT_FOUND',
  validation: 'SEO_API_VALIDATION',
  rate_limited: 'SEO_API_RATE_LIMITED',
  server_error: 'SEO_API_SERVER_ERROR',
  http: 'SEO_API_HTTP',
  redirect: 'SEO_API_REDIRECT',
  html_page: 'SEO_API_HTML_PAGE',
  garbled: 'SEO_API_GARBLED',
  not_the_api: 'SEO_API_NOT_THE_API',
  network: 'SEO_API_NETWORK',
  tls: 'SEO_API_TLS',
  unreachable: 'SEO_API_UNREACHABLE',
  timeout: 'SEO_API_TIMEOUT',
  aborted: 'SEO_API_ABORTED',
};

interface ApiErrorDetails {
  code: ApiErrorCode;
  /** "GET /api/v1/reports/12" (path relative to the base URL's API root), or the parameter's call. */
  endpoint: string;
  /** HTTP status, when the service answered. */
  status?: number | null;
  /** What the service said, or what went wrong, in one line. */
  reason: string;
  /** What to do about it. */
  hint?: ApiHint | null;
  /**
   * Who answered, when it is not the service: the base URL, for an answer that shows it is no
   * SEO Report API at all ("https://x answered 404: an HTML page ...").
   */
  answeredBy?: string | null;
  /** 422 field errors: field name to its messages. */
  fieldErrors?: Record<string, string[]> | null;
  /** The parameter at fault, for invalid_parameter. */
  parameter?: string | null;
  /** How long the service asked us to wait (429 or 503 with Retry-After). */
  retryAfterMs?: number | null;
  /** Attempts made, counting the first. */
  attempts?: number;
  /** Whether the request may have reached the service (matters for POST: a retry could duplicate). */
  mayHaveReachedService?: boolean;
  cause?: unknown;
}

export class SeoReportApiError extends SeoReportError {
  override readonly name = 'SeoReportApiError';
  readonly code: ApiErrorCode;
  readonly endpoint: string;
  readonly status: number | null;
  readonly reason: string;
  readonly hint: ApiHint | null;
  readonly answeredBy: string | null;
  readonly fieldErrors: Record<string, string[]> | null;
  readonly parameter: string | null;
  readonly retryAfterMs: number | null;
  readonly attempts: number;
  readonly mayHaveReachedService: boolean;

  constructor(details: ApiErrorDetails) {
    super(
      formatMessage(details),
      details.cause === undefined ? undefined : { cause: details.cause },
    );
    this.code = details.code;
    this.endpoint = details.endpoint;
    this.status = details.status ?? null;
    this.reason = details.reason;
    this.hint = details.hint ?? null;
    this.answeredBy = details.answeredBy ?? null;
    this.fieldErrors = details.fieldErrors ?? null;
    this.parameter = details.parameter ?? null;
    this.retryAfterMs = details.retryAfterMs ?? null;
    this.attempts = details.attempts ?? 1;
    this.mayHaveReachedService = details.mayHaveReachedService ?? details.status != null;
  }

  /** `code` as one of the project's stable codes: `timeout` is SEO_API_TIMEOUT. */
  get errorCode(): ErrorCodeOf<'SeoReportApiError'> {
    return API_ERROR_CODES[this.code];
  }
}

/** The error in one line; `hintText` words the hint (a face passes its own wording). */
export function formatMessage(
  d: Pick<
    ApiErrorDetails,
    'endpoint' | 'status' | 'reason' | 'hint' | 'retryAfterMs' | 'answeredBy'
  >,
  hintText: (hint: ApiHint, retryAfterMs: number | null) => string = libraryHint,
): string {
  const who = d.answeredBy ?? 'the service';
  const what = d.status != null ? `${who} answered ${d.status}: ${d.reason}` : d.reason;
  const hint = d.hint ? ` (${hintText(d.hint, d.retryAfterMs ?? null)})` : '';
  return `${d.endpoint}: ${what}${hint}`;
}

function libraryHint(hint: ApiHint, retryAfterMs: number | null): string {
  if (hint === 'rate_limited' && retryAfterMs !== null)
    return `rate limited; the service asks to wait ${Math.ceil(retryAfterMs / 1000)} s (lower concurrency)`;
  return HINT_TEXT[hint];
}

/** A parameter failed validation before anything was sent. */
export function invalidParameter(
  operation: string,
  parameter: string,
  problem: string,
): SeoReportApiError {
  return new SeoReportApiError({
    code: 'invalid_parameter',
    endpoint: operation,
    parameter,
    reason: `${parameter} ${problem}`,
    mayHaveReachedService: false,
  });
}

export function isApiError(error: unknown): error is SeoReportApiError {
  return error instanceof SeoReportApiError;
}

/** The service sent us elsewhere: a base URL that is not the API root, or a login page. */
export function isRedirect(error: unknown): boolean {
  return isApiError(error) && error.code === 'redirect';
}

/** A web page answered, not the API. */
export function isHtmlPage(error: unknown): boolean {
  return isApiError(error) && error.code === 'html_page';
}

/** A 2xx that arrived cut off or mangled: noise on the way, worth reading again when safe. */
export function isGarbled(error: unknown): boolean {
  return isApiError(error) && error.code === 'garbled';
}
