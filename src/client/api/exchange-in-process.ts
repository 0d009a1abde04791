// The exchange with a service in this same process that answers without a socket: the embedded
// service (src/embedded/in-process-answers.ts hands each request to its own request handler).
// Loaded only in embedded mode. The client's timeouts, size bound, abort and failure words are
// NodeExchange's where they can arise here:
// - HEADERS_TIMEOUT (a create that generates longer than the client waits), BODY_TIMEOUT (an
//   answer that stops between two writes), RESPONSE_TOO_LARGE (by the declared length or by the
//   bytes), an aborted signal (the service sees its request closed, as when a socket closes),
//   CONNECTION_CLOSED (the service drops an answer after its headers: a handler's failure, a
//   reader too slow), ECONNREFUSED (a request after the service closed).
// - CONNECT_TIMEOUT and the other system codes (ECONNRESET from the network, ENOTFOUND, TLS)
//   cannot: there is no connection, no name and no network between the two.
import type { InProcessAnswers } from '../../shared/in-process-answers.js';
import {
  type Exchange,
  type ExchangeAnswer,
  ExchangeError,
  type ExchangeFailure,
  type ExchangeRequest,
  exchangeFailureOf,
  tooLarge,
  withLength,
  withoutBom,
} from './exchange.js';

export class InProcessExchange implements Exchange {
  constructor(private readonly answers: InProcessAnswers) {}

  send(request: ExchangeRequest): Promise<ExchangeAnswer> {
    return new Promise<ExchangeAnswer>((resolve, reject) => {
      const { signal } = request;
      // node:http, given a signal already aborted, sends nothing.
      if (signal?.aborted) return reject(aborted(signal.reason));
      let timer: NodeJS.Timeout | undefined;
      let settled = false;
      let answered = false;
      let abandon: (() => void) | undefined;
      let status = 0;
      let headers: Record<string, string[]> = {};
      const chunks: Buffer[] = [];
      let bytes = 0;
      const arm = (ms: number, code: ExchangeFailure, message: string) => {
        clearTimeout(timer);
        timer = setTimeout(() => fail(new ExchangeError(code, message)), ms);
      };
      const silence = () =>
        arm(request.bodyTimeoutMs, 'BODY_TIMEOUT', 'the answer stopped arriving');
      const onAbort = () => fail(aborted(signal?.reason));
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        outcome();
      };
      const fail = (error: unknown) => {
        if (settled) return;
        finish(() => reject(exchangeFailureOf(error)));
        abandon?.();
      };
      signal?.addEventListener('abort', onAbort, { once: true });

      abandon = this.answers(
        {
          method: request.method,
          target: request.url.pathname + request.url.search,
          // What node:http adds to the client's headers: the host, and the body's length.
          headers: {
            ...(request.body === undefined ? request.headers : withLength(request)),
            host: request.url.host,
          },
          body: request.body,
        },
        {
          head: (answerStatus, answerHeaders) => {
            if (settled) return;
            answered = true;
            status = answerStatus;
            headers = answerHeaders;
            if (Number(answerHeaders['content-length']?.[0]) > request.maxBytes) {
              return fail(tooLarge());
            }
            silence();
          },
          data: (chunk) => {
            if (settled) return;
            bytes += chunk.length;
            if (bytes > request.maxBytes) return fail(tooLarge());
            chunks.push(chunk);
            silence();
          },
          end: () =>
            finish(() =>
              resolve({
                status,
                headers,
                text: withoutBom(Buffer.concat(chunks, bytes).toString('utf8')),
              }),
            ),
          failed: fail,
        },
      );
      // The whole request is with the service: NodeExchange's 'finish'.
      request.onSent?.();
      if (settled) abandon();
      else if (!answered) arm(request.headersTimeoutMs, 'HEADERS_TIMEOUT', 'no answer in time');
    });
  }

  async close(): Promise<void> {}
}

/** node:http's error for a request stopped by its signal. */
function aborted(reason: unknown): Error {
  return Object.assign(new Error('The operation was aborted', { cause: reason }), {
    name: 'AbortError',
    code: 'ABORT_ERR',
  });
}
