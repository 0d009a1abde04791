// The exchange over a caller's own undici dispatcher (a MockAgent in tests, a ProxyAgent): loaded
// only when one is given, so the action's start path never compiles undici. Its failures are
// given the codes NodeExchange gives, so the transport words them alike.
import { type Dispatcher, request } from 'undici';
import {
  type Exchange,
  type ExchangeAnswer,
  ExchangeError,
  type ExchangeFailure,
  type ExchangeRequest,
  tooLarge,
  withoutBom,
} from './exchange.js';

const UNDICI_FAILURES: Record<string, ExchangeFailure> = {
  UND_ERR_CONNECT_TIMEOUT: 'CONNECT_TIMEOUT',
  UND_ERR_HEADERS_TIMEOUT: 'HEADERS_TIMEOUT',
  UND_ERR_BODY_TIMEOUT: 'BODY_TIMEOUT',
  UND_ERR_RES_EXCEEDED_MAX_SIZE: 'RESPONSE_TOO_LARGE',
  UND_ERR_SOCKET: 'CONNECTION_CLOSED',
};

export function undiciExchange(dispatcher: Dispatcher): Exchange {
  return {
    send: (req) => send(dispatcher, req).catch((error: unknown) => Promise.reject(mapped(error))),
    // The dispatcher is the caller's: they close it.
    close: async () => {},
  };
}

async function send(dispatcher: Dispatcher, req: ExchangeRequest): Promise<ExchangeAnswer> {
  const answer = await request(req.url, {
    dispatcher,
    method: req.method as Dispatcher.HttpMethod,
    headers: req.headers,
    body: req.body,
    headersTimeout: req.headersTimeoutMs,
    bodyTimeout: req.bodyTimeoutMs,
    signal: req.signal,
  });
  req.onSent?.();
  if (Number(answer.headers['content-length']) > req.maxBytes) {
    // undici's body reports its own destruction as an error: nobody else is listening.
    answer.body.once('error', () => {});
    answer.body.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let bytes = 0;
  // Leaving the loop by the throw destroys the body.
  for await (const chunk of answer.body as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > req.maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return {
    status: answer.statusCode,
    headers: answer.headers,
    text: withoutBom(Buffer.concat(chunks).toString('utf8')),
  };
}

function mapped(error: unknown): unknown {
  if (error instanceof ExchangeError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const failure = typeof code === 'string' ? UNDICI_FAILURES[code] : undefined;
  if (failure === undefined) return error;
  return new ExchangeError(failure, (error as Error).message, { cause: error });
}
