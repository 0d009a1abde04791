// HTTP for the client: keep-alive connections (exchange.ts; the embedded service's answers in
// process: exchange-in-process.ts), explicit timeouts, the headers every
// request needs, the shared rate limiter, retries by the rules in retry.ts, and translation of
// every failure into a SeoReportApiError with a message a person can act on.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Dispatcher } from 'undici';
import type { InProcessAnswers } from '../../shared/in-process-answers.js';
import { own } from '../../shared/own-keys.js';
import { type TlsFailure, type TlsProblem, tlsFailureOf } from '../../shared/tls-failure.js';
import { type ApiErrorCode, type ApiHint, SeoReportApiError } from './errors.js';
import { type Exchange, NodeExchange } from './exchange.js';
import type { RateLimitState } from './model.js';
import { quote } from './params.js';
import { type HeaderBag, readRateLimitHeaders } from './rate-limit-headers.js';
import { RateLimiter, type RateLimitObservation } from './rate-limiter.js';
import {
  backoffDelay,
  DEFAULT_RETRY,
  isIdempotent,
  isRetryableNetworkError,
  isRetryableStatus,
  type Method,
  type RetryOptions,
  serviceAbsent,
  wasNotSent,
} from './retry.js';
import { SecretScrubber } from './secrets.js';

export interface Timeouts {
  /** Establishing the TCP/TLS connection. */
  connectMs: number;
  /** Waiting for the answer's headers on GET and DELETE. */
  headersMs: number;
  /** Waiting for the answer's headers on POST and PUT: deployed services audit the page inside them. */
  writeHeadersMs: number;
  /** Longest silence while the body arrives. */
  bodyMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = {
  connectMs: 10_000,
  headersMs: 30_000,
  writeHeadersMs: 90_000,
  bodyMs: 30_000,
};

/** Answers are a report or a page of them; anything larger is not the API talking. */
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
const MAX_REASON_LENGTH = 300;

/**
 * Statuses at which an answer that is not JSON shows that no SEO Report API is there: a plain web
 * server's "not found", "method not allowed" (a POST to a static site) and "not implemented"
 * (Python's http.server and others answer POST and PUT so). Deployed services answer these in
 * JSON when asked for it (404 "Resource not found."), and a real 5xx (a JSON 501 or 503, a proxy's
 * 502/503/504 page) still reads as the failure it is.
 */
const NOT_AN_API_STATUSES = new Set([404, 405, 501]);

/** What to do about each kind of TLS failure of the service. */
const TLS_HINTS: Record<TlsProblem, ApiHint> = {
  untrusted: 'trust_ca',
  expired: 'renew_certificate',
  wrong_name: 'certificate_name',
  handshake: 'check_scheme',
};

export interface TransportOptions {
  baseUrl: string;
  apiKey: string;
  timeouts?: Partial<Timeouts>;
  retry?: Partial<RetryOptions>;
  /** Share one limiter between clients that use the same key; default: one per transport. */
  rateLimiter?: RateLimiter;
  /**
   * An undici dispatcher to send through instead (a MockAgent in tests, a ProxyAgent); the caller
   * closes it. Default: node:http with keep-alive connections.
   */
  dispatcher?: Dispatcher;
  /**
   * The answers of a service in this same process, without a socket (the embedded service's):
   * every request goes to it, whatever the base URL's host. Default: node:http.
   */
  inProcess?: InProcessAnswers;
  userAgent?: string;
  /** Called before each retry, for logs and counters. */
  onRetry?: (event: RetryEvent) => void;
  /** Called as each request leaves: work that can wait (the action's toolkit) starts then. */
  onRequestSent?: () => void;
}

export interface RetryEvent {
  endpoint: string;
  attempt: number;
  delayMs: number;
  reason: string;
}

export interface ApiRequest {
  method: Method;
  /** Path below the API root, e.g. "/reports/12". */
  path: string;
  query?: URLSearchParams;
  form?: URLSearchParams;
  signal?: AbortSignal | undefined;
}

interface ApiResponse {
  status: number;
  body: unknown;
  /** "GET /api/v1/reports", for messages about this answer. */
  endpoint: string;
  /** Attempts made, counting the first. */
  attempts: number;
}

export class Transport {
  readonly apiRoot: URL;
  readonly limiter: RateLimiter;
  readonly secrets: SecretScrubber;
  private readonly timeouts: Timeouts;
  private readonly retry: RetryOptions;
  /** A promise while the undici exchange loads: awaited before a slot is taken, not after. */
  private readonly exchange: Exchange | Promise<Exchange>;
  private readonly headers: Record<string, string>;
  private readonly onRetry: ((event: RetryEvent) => void) | undefined;
  private readonly onRequestSent: (() => void) | undefined;
  private lastRateLimit: RateLimitState = { limit: null, remaining: null };
  private lastClockOffsetMs: number | null = null;
  /** The base URL as errors show it: the API root without /api/v1 ("https://host/seo"). */
  private readonly baseShown: string;
  /** Whether the service has ever answered: until it has, a refused connection is final. */
  private answered = false;

  constructor(options: TransportOptions) {
    this.secrets = new SecretScrubber();
    this.secrets.add(options.apiKey);
    this.apiRoot = apiRootOf(options.baseUrl);
    this.baseShown = this.apiRoot.href.replace(/\/api\/v1\/$/, '');
    this.timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.limiter = options.rateLimiter ?? new RateLimiter();
    const { dispatcher, inProcess } = options;
    this.exchange =
      inProcess !== undefined
        ? import('./exchange-in-process.js').then((m) => new m.InProcessExchange(inProcess))
        : dispatcher === undefined
          ? new NodeExchange()
          : import('./exchange-undici.js').then((m) => m.undiciExchange(dispatcher));
    this.headers = {
      authorization: `Bearer ${options.apiKey}`,
      accept: 'application/json',
      'user-agent': options.userAgent ?? 'seo-report-action',
    };
    this.onRetry = options.onRetry;
    this.onRequestSent = options.onRequestSent;
  }

  get rateLimit(): RateLimitState {
    return { ...this.lastRateLimit };
  }

  /** The service's clock minus ours, from the latest answer's Date header; null before one. */
  get clockOffsetMs(): number | null {
    return this.lastClockOffsetMs;
  }

  async send(req: ApiRequest): Promise<ApiResponse> {
    const endpoint = `${req.method} ${this.apiRoot.pathname.replace(/\/$/, '')}${req.path}`;
    const url = new URL(this.apiRoot.pathname.replace(/\/$/, '') + req.path, this.apiRoot);
    if (req.query && [...req.query.keys()].length > 0) url.search = req.query.toString();
    const body = req.form?.toString();
    const headers: Record<string, string> = { ...this.headers };
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const writes = req.method === 'POST' || req.method === 'PUT';

    const exchange = await this.exchange;
    for (let attempt = 1; ; attempt++) {
      const slot = await this.limiter.acquire(req.signal).catch((reason) => {
        throw this.aborted(endpoint, attempt, reason);
      });
      let outcome: Outcome;
      try {
        outcome = await this.attempt(exchange, url, req, headers, body, writes);
      } catch (error) {
        slot.release();
        throw error;
      }
      slot.release(outcome.kind === 'answer' ? outcome.rateLimit : undefined);
      if (
        outcome.kind === 'answer' &&
        outcome.status >= 200 &&
        outcome.status < 300 &&
        outcome.json !== undefined
      ) {
        return { status: outcome.status, body: outcome.json, endpoint, attempts: attempt };
      }
      const failure = this.describe(endpoint, outcome, attempt);
      const retryable =
        outcome.kind === 'answer'
          ? isRetryableStatus(req.method, outcome.status, outcome.retryAfterMs !== null) ||
            (isIdempotent(req.method) && answerKind(outcome) === 'garbled')
          : outcome.kind === 'network' &&
            // A certificate does not mend itself between attempts.
            outcome.tls === null &&
            isRetryableNetworkError(req.method, outcome.errorCode) &&
            !(serviceAbsent(outcome.errorCode) && !this.answered);
      if (!retryable || attempt > this.retry.retries) throw failure;

      const retryAfter = outcome.kind === 'answer' ? outcome.retryAfterMs : null;
      if (retryAfter !== null && retryAfter > this.retry.maxRetryAfterMs) throw failure;
      // A 429 is the limiter's business: it holds every caller (this one too) as long as the
      // answer said, or probes when it said nothing.
      const throttled = outcome.kind === 'answer' && outcome.status === 429;
      const delay = throttled ? 0 : (retryAfter ?? backoffDelay(attempt - 1, this.retry));
      if (retryAfter !== null && !throttled) this.limiter.pauseUntil(Date.now() + retryAfter);
      this.onRetry?.({
        endpoint,
        attempt,
        delayMs: throttled ? this.limiter.waitMs() : delay,
        reason: failure.reason,
      });
      try {
        await sleep(delay, undefined, { signal: req.signal });
      } catch (reason) {
        throw this.aborted(endpoint, attempt, reason);
      }
    }
  }

  async close(): Promise<void> {
    await (await this.exchange).close();
  }

  private async attempt(
    exchange: Exchange,
    url: URL,
    req: ApiRequest,
    headers: Record<string, string>,
    body: string | undefined,
    writes: boolean,
  ): Promise<Outcome> {
    try {
      const answer = await exchange.send({
        url,
        method: req.method,
        headers,
        body,
        connectTimeoutMs: this.timeouts.connectMs,
        headersTimeoutMs: writes ? this.timeouts.writeHeadersMs : this.timeouts.headersMs,
        bodyTimeoutMs: this.timeouts.bodyMs,
        maxBytes: MAX_RESPONSE_BYTES,
        signal: req.signal,
        onSent: this.onRequestSent,
      });
      this.answered = true;
      const rateLimit = this.readRateLimit(answer.status, answer.headers);
      const text = answer.text;
      return {
        kind: 'answer',
        status: answer.status,
        contentType: headerText(answer.headers['content-type']),
        location: headerText(answer.headers.location),
        retryAfterMs: rateLimit.headers.retryAfterMs,
        rateLimit,
        text,
        json: parseJson(text),
      };
    } catch (error) {
      if (req.signal?.aborted) return { kind: 'aborted', reason: req.signal.reason };
      return { kind: 'network', errorCode: errorCode(error), error, tls: tlsFailureOf(error) };
    }
  }

  private readRateLimit(status: number, headers: HeaderBag): RateLimitObservation {
    const read = readRateLimitHeaders(headers, Date.now());
    if (read.limit !== null || read.remaining !== null) {
      this.lastRateLimit = {
        limit: read.limit ?? this.lastRateLimit.limit,
        remaining: read.remaining,
      };
    }
    if (read.clockOffsetMs !== null) this.lastClockOffsetMs = read.clockOffsetMs;
    return { status, headers: read };
  }

  /** Builds the error for a failed attempt; the caller decides whether to retry. */
  private describe(endpoint: string, outcome: Outcome, attempts: number): SeoReportApiError {
    if (outcome.kind === 'aborted') return this.aborted(endpoint, attempts, outcome.reason);
    if (outcome.kind === 'network') return this.networkError(endpoint, outcome, attempts);
    const clean = (text: string) => this.secrets.scrub(oneLine(text));
    const base = { endpoint, status: outcome.status, attempts, retryAfterMs: outcome.retryAfterMs };

    if (outcome.status >= 300 && outcome.status < 400) {
      const to = outcome.location ? clean(outcome.location) : 'another page';
      const login = /\/login\b/i.test(outcome.location ?? '');
      return new SeoReportApiError({
        ...base,
        code: 'redirect',
        reason: login ? `a redirect to a login page (${to})` : `a redirect to ${to}`,
        hint: login ? 'check_key_or_base_url' : 'check_base_url',
      });
    }
    const kind = answerKind(outcome);
    const notAnApi =
      outcome.json === undefined &&
      (NOT_AN_API_STATUSES.has(outcome.status) ||
        (kind === 'html_page' && outcome.status >= 200 && outcome.status < 300));
    if (notAnApi) {
      const title = kind === 'html_page' ? htmlTitle(outcome.text) : null;
      return new SeoReportApiError({
        ...base,
        code: kind === 'html_page' ? 'html_page' : 'not_the_api',
        answeredBy: this.secrets.scrub(this.baseShown),
        reason: `${
          kind === 'html_page'
            ? `an HTML page${title ? ` ("${clean(title)}")` : ''}`
            : `text ("${truncate(clean(outcome.text), 60)}")`
        } instead of JSON: that is not an SEO Report API`,
        hint: /\/api$/.test(this.baseShown) ? 'api_twice' : 'not_an_api',
      });
    }
    if (kind === 'html_page' || kind === 'garbled') {
      const title = kind === 'html_page' ? htmlTitle(outcome.text) : null;
      const failing = outcome.status >= 500;
      return new SeoReportApiError({
        ...base,
        code: failing ? 'server_error' : kind,
        reason:
          kind === 'html_page'
            ? `an HTML page${title ? ` ("${clean(title)}")` : ''} instead of JSON`
            : 'a body that is not JSON',
        hint: failing
          ? 'service_failing'
          : kind === 'html_page'
            ? 'check_base_url_and_key'
            : 'mangled',
      });
    }
    const { message, fieldErrors } = messageOf(outcome.json, clean);
    const code = codeForStatus(outcome.status);
    return new SeoReportApiError({
      ...base,
      code,
      reason:
        message ?? (outcome.text.trim() === '' ? 'no message' : truncate(clean(outcome.text))),
      fieldErrors,
      hint: hintFor(code),
    });
  }

  private networkError(
    endpoint: string,
    outcome: Extract<Outcome, { kind: 'network' }>,
    attempts: number,
  ): SeoReportApiError {
    const code = outcome.errorCode;
    if (outcome.tls !== null) {
      return new SeoReportApiError({
        code: 'tls',
        endpoint,
        reason: this.secrets.scrub(`TLS failed: ${outcome.tls.text} (${outcome.tls.code})`),
        hint: TLS_HINTS[outcome.tls.problem],
        attempts,
        // The handshake comes before the request: nothing of it reached the service.
        mayHaveReachedService: false,
        cause: outcome.error,
      });
    }
    const timeout = code !== null && /TIMEOUT/.test(code);
    const what: Record<string, string> = {
      ECONNREFUSED: 'the connection was refused',
      ENOTFOUND: 'the host name does not resolve',
      EAI_AGAIN: 'the host name could not be resolved (DNS failure)',
      ECONNRESET: 'the connection was reset',
      CONNECTION_CLOSED: 'the connection closed unexpectedly',
      CONNECT_TIMEOUT: `no connection within ${this.timeouts.connectMs / 1000} s`,
      HEADERS_TIMEOUT: 'no answer in time',
      BODY_TIMEOUT: 'the answer stopped arriving',
      RESPONSE_TOO_LARGE: 'the answer is too large to be the API',
    };
    const reason =
      code && what[code] ? what[code] : `the request failed (${code ?? 'network error'})`;
    // Nothing has ever answered: no retry can help, and every other request would fail alike.
    const absent = serviceAbsent(code) && !this.answered;
    return new SeoReportApiError({
      code: timeout ? 'timeout' : absent ? 'unreachable' : 'network',
      endpoint,
      reason: this.secrets.scrub(reason),
      hint: timeout ? 'service_slow' : 'check_service_up',
      attempts,
      mayHaveReachedService: !wasNotSent(code),
      cause: outcome.error,
    });
  }

  private aborted(endpoint: string, attempts: number, reason: unknown): SeoReportApiError {
    const timedOut = reason instanceof DOMException && reason.name === 'TimeoutError';
    return new SeoReportApiError({
      code: 'aborted',
      endpoint,
      reason: timedOut
        ? 'stopped: the time allowed ran out'
        : 'stopped: the operation was cancelled',
      attempts,
      mayHaveReachedService: true,
    });
  }
}

type Outcome =
  | {
      kind: 'answer';
      status: number;
      contentType: string;
      location: string | null;
      retryAfterMs: number | null;
      rateLimit: RateLimitObservation;
      text: string;
      json: unknown;
    }
  | { kind: 'network'; errorCode: string | null; error: unknown; tls: TlsFailure | null }
  | { kind: 'aborted'; reason: unknown };

/**
 * The API root below a base URL that may carry a path (https://host/seo -> https://host/seo/api/v1/).
 * A base URL that already ends in /api/v1 is accepted as is.
 */
function apiRootOf(baseUrl: string): URL {
  const problem = baseUrlProblem(baseUrl);
  if (problem !== null) {
    throw new SeoReportApiError({
      code: 'invalid_parameter',
      endpoint: 'client',
      parameter: 'baseUrl',
      reason: `the base URL ${problem}`,
      hint: problem === CREDENTIALS_IN_BASE_URL ? 'key_in_base_url' : null,
      mayHaveReachedService: false,
    });
  }
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  return new URL(`${url.origin}${path}/api/v1/`);
}

/** What is wrong with a base URL, as the end of a sentence naming it; null when it is fine. */
export function baseUrlProblem(baseUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return `must be an absolute http(s) URL such as https://seo.example.com (got ${quote(baseUrl)})`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `must use http or https (got ${quote(url.protocol.slice(0, -1))})`;
  }
  // Never echo it: the credentials may be the key itself.
  if (url.username || url.password || url.search || url.hash) return CREDENTIALS_IN_BASE_URL;
  return null;
}

/** baseUrlProblem's answer for a URL with credentials; faces add where the key goes instead. */
export const CREDENTIALS_IN_BASE_URL = 'must not carry credentials, a query or a fragment';

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The message of an error body: a string `message`, or field errors under `message` or `errors`. */
function messageOf(
  json: unknown,
  clean: (text: string) => string,
): { message: string | null; fieldErrors: Record<string, string[]> | null } {
  if (typeof json !== 'object' || json === null) return { message: null, fieldErrors: null };
  const body = json as Record<string, unknown>;
  const message = own(body, 'message');
  const error = own(body, 'error');
  const fields = fieldMap(message) ?? fieldMap(own(body, 'errors'));
  if (fields) {
    const cleaned = Object.fromEntries(
      Object.entries(fields).map(([field, messages]) => [clean(field), messages.map(clean)]),
    );
    const text = Object.entries(cleaned)
      .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
      .join('; ');
    return { message: truncate(text), fieldErrors: cleaned };
  }
  if (typeof message === 'string' && message.trim() !== '') {
    return { message: truncate(clean(message)), fieldErrors: null };
  }
  if (typeof error === 'string' && error.trim() !== '') {
    return { message: truncate(clean(error)), fieldErrors: null };
  }
  return { message: null, fieldErrors: null };
}

function fieldMap(value: unknown): Record<string, string[]> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  // fromEntries keeps a field named "__proto__" as a field (an assignment set the prototype).
  const map = Object.fromEntries(
    Object.entries(value).map(([field, messages]): [string, string[]] => [
      field,
      (Array.isArray(messages) ? messages : [messages]).filter(
        (m): m is string => typeof m === 'string',
      ),
    ]),
  );
  return Object.keys(map).length > 0 ? map : null;
}

function codeForStatus(status: number): ApiErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 422) return 'validation';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server_error';
  return 'http';
}

function hintFor(code: ApiErrorCode): ApiHint | null {
  switch (code) {
    case 'unauthenticated':
      return 'check_key';
    case 'forbidden':
      return 'no_api_access';
    case 'not_found':
      return 'check_id_or_base_url';
    case 'rate_limited':
      return 'rate_limited';
    case 'server_error':
      return 'service_failed';
    default:
      return null;
  }
}

/**
 * What an answer that is not a JSON success is, by its body: an HTML page (a website or a proxy's
 * page: a wrong base URL, not noise), or a 2xx that is neither JSON nor HTML (cut off or mangled
 * on the way: worth reading again when reading is safe). The one place that tells them apart.
 */
function answerKind(outcome: Extract<Outcome, { kind: 'answer' }>): 'html_page' | 'garbled' | null {
  if (looksLikeHtml(outcome.contentType, outcome.text)) return 'html_page';
  const success = outcome.status >= 200 && outcome.status < 300;
  return success && outcome.json === undefined ? 'garbled' : null;
}

function looksLikeHtml(contentType: string, text: string): boolean {
  return (
    /text\/html|application\/xhtml/i.test(contentType) ||
    /^\s*<(!doctype|html|head|body)/i.test(text)
  );
}

function htmlTitle(html: string): string | null {
  const match = /<title[^>]*>([^<]{1,200})<\/title>/i.exec(html);
  return match?.[1] ? truncate(oneLine(match[1])) : null;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function truncate(text: string, max = MAX_REASON_LENGTH): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

function headerText(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function errorCode(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
