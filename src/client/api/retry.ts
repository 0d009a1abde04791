// When a failed attempt may be tried again, and how long to wait first.
//
// GET and DELETE are safe to repeat. POST and PUT are not: deployed services create a report
// (and spend monthly quota) inside the POST, so they are retried only when the service provably
// did not act on the request: it was never connected to, it answered 429, or it answered 503
// with Retry-After. A bare 503 proves nothing: proxies (Heroku's router after 30 s, Envoy's
// "reset before headers") answer 503 after they forwarded the request to a service that goes
// on creating the report. A 503 with Retry-After is the service itself saying it is unavailable
// until then (RFC 9110 section 15.6.4; Laravel's maintenance mode, our full queue).

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RetryOptions {
  /** Retries after the first attempt. */
  retries: number;
  /** First backoff; doubles each retry. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the error says when to come back. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryOptions = {
  retries: 4,
  baseDelayMs: 500,
  maxDelayMs: 20_000,
  maxRetryAfterMs: 120_000,
};

const IDEMPOTENT_RETRY_STATUSES = new Set([429, 502, 503, 504]);

/** Connection errors that happen before any byte of the request is sent. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'CONNECT_TIMEOUT']);

export function isIdempotent(method: Method): boolean {
  return method === 'GET' || method === 'DELETE';
}

/** Whether an answer proves the request may be sent again (see the rules at the top). */
export function isRetryableStatus(method: Method, status: number, hasRetryAfter: boolean): boolean {
  if (isIdempotent(method)) return IDEMPOTENT_RETRY_STATUSES.has(status);
  return status === 429 || (status === 503 && hasRetryAfter);
}

/** A network error: retry idempotent requests always, others only when nothing was sent. */
export function isRetryableNetworkError(method: Method, errorCode: string | null): boolean {
  return isIdempotent(method) || wasNotSent(errorCode);
}

export function wasNotSent(errorCode: string | null): boolean {
  return errorCode !== null && NOT_SENT_CODES.has(errorCode);
}

/** Errors that say nobody is there at all: refused, or a name that does not resolve. */
const ABSENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

export function serviceAbsent(errorCode: string | null): boolean {
  return errorCode !== null && ABSENT_CODES.has(errorCode);
}

/** Exponential backoff with "equal jitter": half fixed, half random, so callers spread out. */
export function backoffDelay(
  retry: number,
  options: RetryOptions,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** retry);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
