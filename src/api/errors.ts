// One error type for everything the client can meet, with a code to branch on and a message a
// person can act on. Messages never carry the API key or a password: the transport scrubs every
// text that came from the network, and nothing here ever formats a request body or header.

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
  /** Not the JSON API: an HTML page, a redirect to a login page, a body that is not JSON. */
  | 'unexpected_response'
  /** The connection failed or broke (refused, reset, DNS). */
  | 'network'
  /** Nothing answered at base-url, ever: refused or a host name that does not resolve. */
  | 'unreachable'
  /** A connect, headers or body timeout. */
  | 'timeout'
  /** The caller's AbortSignal fired. */
  | 'aborted';

export interface ApiErrorDetails {
  code: ApiErrorCode;
  /** "GET /api/v1/reports/12" (path relative to the base URL's API root), or the parameter's call. */
  endpoint: string;
  /** HTTP status, when the service answered. */
  status?: number | null;
  /** What the service said, or what went wrong, in one line. */
  reason: string;
  /** What to do about it. */
  hint?: string | null;
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

export class SeoReportApiError extends Error {
  override readonly name = 'SeoReportApiError';
  readonly code: ApiErrorCode;
  readonly endpoint: string;
  readonly status: number | null;
  readonly reason: string;
  readonly hint: string | null;
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
    this.fieldErrors = details.fieldErrors ?? null;
    this.parameter = details.parameter ?? null;
    this.retryAfterMs = details.retryAfterMs ?? null;
    this.attempts = details.attempts ?? 1;
    this.mayHaveReachedService = details.mayHaveReachedService ?? details.status != null;
  }
}

function formatMessage(d: ApiErrorDetails): string {
  const what = d.status != null ? `the service answered ${d.status}: ${d.reason}` : d.reason;
  const hint = d.hint ? ` (${d.hint})` : '';
  return `${d.endpoint}: ${what}${hint}`;
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
