// One HTTP request and its whole answer, with the client's timeouts and size bound, on node:http
// and node:https with keep-alive agents. Not undici: Node's own HTTP is already in memory when a
// process starts, where bundled undici costs 1.5 MB to compile before the first request (the
// action's cold start). undici stays for callers that bring their own dispatcher (exchange-undici).

import http from 'node:http';
import https from 'node:https';
import { type ErrorCodeOf, SeoReportError } from '../../shared/errors.js';
import type { HeaderBag } from './rate-limit-headers.js';

export interface ExchangeRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** Establishing the TCP (and TLS) connection. */
  connectTimeoutMs: number;
  /** From the request's last byte to the answer's headers. */
  headersTimeoutMs: number;
  /** Longest silence while the body arrives. */
  bodyTimeoutMs: number;
  /** The answer is refused past this many bytes. */
  maxBytes: number;
  signal: AbortSignal | undefined;
  /** Called once the request has left (its last byte written; undici: its answer began). */
  onSent?: (() => void) | undefined;
}

export interface ExchangeAnswer {
  status: number;
  /** Lower-case names; a header sent twice is an array, as undici gives it. */
  headers: HeaderBag;
  text: string;
}

export interface Exchange {
  send(request: ExchangeRequest): Promise<ExchangeAnswer>;
  close(): Promise<void>;
}

/**
 * The failures every exchange reports in the same words, whatever the HTTP stack: Node's system
 * codes (ECONNREFUSED, ENOTFOUND, ECONNRESET...) pass through, and these name the rest.
 */
export type ExchangeFailure =
  | 'CONNECT_TIMEOUT'
  | 'HEADERS_TIMEOUT'
  | 'BODY_TIMEOUT'
  | 'RESPONSE_TOO_LARGE'
  /** The service closed the connection before the answer was whole. */
  | 'CONNECTION_CLOSED';

const EXCHANGE_ERROR_CODES: Record<ExchangeFailure, ErrorCodeOf<'ExchangeError'>> = {
  CONNECT_TIMEOUT: 'SEO_EXCHANGE_CONNECT_TIMEOUT',
  HEADERS_TIMEOUT: 'SEO_EXCHANGE_HEADERS_TIMEOUT',
  BODY_TIMEOUT: 'SEO_EXCHANGE_BODY_TIMEOUT',
  RESPONSE_TOO_LARGE: 'SEO_EXCHANGE_RESPONSE_TOO_LARGE',
  CONNECTION_CLOSED: 'SEO_EXCHANGE_CONNECTION_CLOSED',
};

export class ExchangeError extends SeoReportError {
  /**
   * `code` stays the failure as the transport reads it: it looks for a code along an error's
   * causes, where Node's system codes (ECONNREFUSED) sit beside these.
   */
  constructor(
    readonly code: ExchangeFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ExchangeError';
  }

  get errorCode(): ErrorCodeOf<'ExchangeError'> {
    return EXCHANGE_ERROR_CODES[this.code];
  }
}

/** How long an idle connection is kept for the next request (undici's default, too). */
const IDLE_SOCKET_MS = 4_000;

export class NodeExchange implements Exchange {
  // Node's agents also honour a service's `Keep-Alive: timeout=N` hint and drop a connection
  // before the service would, so a request is not sent on a socket that is about to close.
  private readonly agents = {
    'http:': new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
    'https:': new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
  };

  send(request: ExchangeRequest): Promise<ExchangeAnswer> {
    const secure = request.url.protocol === 'https:';
    const transport = secure ? https : http;
    return new Promise<ExchangeAnswer>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      let settled = false;
      let answered = false;
      const arm = (ms: number, code: ExchangeFailure, message: string) => {
        clearTimeout(timer);
        timer = setTimeout(() => fail(new ExchangeError(code, message)), ms);
      };
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
      };
      const fail = (error: unknown) => {
        if (settled) return;
        finish(() => reject(exchangeFailureOf(error)));
        req.destroy();
      };

      const req = transport.request(request.url, {
        method: request.method,
        headers: request.body === undefined ? request.headers : withLength(request),
        agent: this.agents[secure ? 'https:' : 'http:'],
        signal: request.signal,
      });
      req.on('error', fail);
      req.on('socket', (socket) => {
        if (!socket.connecting) return; // a kept-alive connection
        arm(request.connectTimeoutMs, 'CONNECT_TIMEOUT', 'no connection in time');
        socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(timer));
      });
      req.on('finish', () => {
        request.onSent?.();
        // A service may answer before the request's last byte is flushed: its body timer stays.
        if (settled || answered) return;
        arm(request.headersTimeoutMs, 'HEADERS_TIMEOUT', 'no answer in time');
      });
      req.on('response', (res) => {
        answered = true;
        clearTimeout(timer);
        const declared = Number(res.headers['content-length']);
        if (declared > request.maxBytes) return fail(tooLarge());
        const chunks: Buffer[] = [];
        let bytes = 0;
        const silence = () =>
          arm(request.bodyTimeoutMs, 'BODY_TIMEOUT', 'the answer stopped arriving');
        silence();
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > request.maxBytes) return fail(tooLarge());
          chunks.push(chunk);
          silence();
        });
        res.on('error', fail);
        res.on('close', () => {
          if (!res.complete) fail(closed());
        });
        res.on('end', () =>
          finish(() =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headersDistinct as HeaderBag,
              text: withoutBom(Buffer.concat(chunks).toString('utf8')),
            }),
          ),
        );
      });
      req.end(request.body);
    });
  }

  async close(): Promise<void> {
    this.agents['http:'].destroy();
    this.agents['https:'].destroy();
  }
}

/** The request's headers with its body's length, as node:http sends a body given whole. */
export function withLength(request: ExchangeRequest): Record<string, string> {
  return {
    ...request.headers,
    'content-length': String(Buffer.byteLength(request.body ?? '')),
  };
}

/** Node's words for a connection closed before the answer, in the exchange's own code. */
export function exchangeFailureOf(error: unknown): unknown {
  if (error instanceof ExchangeError) return error;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 'ECONNRESET' && (message === 'socket hang up' || message === 'aborted')) {
    return closed(error);
  }
  return error;
}

function closed(cause?: unknown): ExchangeError {
  return new ExchangeError('CONNECTION_CLOSED', 'the connection closed unexpectedly', { cause });
}

export function tooLarge(): ExchangeError {
  return new ExchangeError('RESPONSE_TOO_LARGE', 'the answer is too large');
}

/** A UTF-8 byte order mark is not part of the text (as the Fetch standard decodes bodies). */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
