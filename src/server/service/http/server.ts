import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import { own } from '../../../shared/own-keys.js';
import { asStorageError, StorageError } from '../storage-health.js';
import { authenticate } from './auth.js';
import type { ServiceContext } from './context.js';
import { HttpError, methodNotAllowed, notFound, unauthenticated } from './errors.js';
import { sendError } from './respond.js';
import { matchRoute } from './routes.js';

/**
 * The HTTP face of the service. Every request ends in a response of the documented shape, and
 * no request can take the process down: expected failures are HttpErrors, anything else is
 * logged in one line and answered 500.
 */
export function createServiceServer(
  context: ServiceContext,
  track: (work: Promise<void>) => void,
): { server: Server; listener: RequestListener } {
  // Also handed whole to the embedded mode, whose client's requests come without a socket.
  const listener: RequestListener = (request, response) => {
    track(handle(context, request, response));
  };
  const server = createServer({ requestTimeout: 120_000 }, listener);
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({ message: 'Bad request.', status });
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  });
  return { server, listener };
}

/** What a client is told when a write was refused: nothing was stored, and when to try again. */
const STORAGE_ANSWERS: Record<StorageError['kind'], [number, string, string]> = {
  full: [
    507,
    'The service has no room left to store this; nothing was stored. Try again later.',
    '60',
  ],
  busy: [503, 'The database is busy. Try again.', '1'],
  failed: [503, 'The service could not store this; nothing was stored. Try again later.', '10'],
};

async function handle(
  context: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  try {
    await dispatch(context, request, response);
  } catch (error) {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    if (error instanceof HttpError) {
      sendError(response, error.status, error.body, error.headers);
      return;
    }
    const storage = asStorageError(error);
    if (storage instanceof StorageError) {
      // Logged once by StorageHealth when it first happened; the client learns nothing was kept.
      const [status, text, retryAfter] = STORAGE_ANSWERS[storage.kind];
      sendError(response, status, text, { 'Retry-After': retryAfter });
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    context.options.logger.error(
      `${request.method} ${request.url}: internal error: ${message.split('\n')[0]}`,
    );
    sendError(response, 500, 'An unexpected error has occurred, please try again.');
  }
}

async function dispatch(
  context: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://service.invalid');
  const match = matchRoute(url.pathname);
  if (!match) throw notFound();
  const method = request.method ?? 'GET';
  // Own keys only: a method is the client's text, and no route answers Object.prototype's names.
  const handler = own(match.route.methods, method);
  if (!handler) throw methodNotAllowed(Object.keys(match.route.methods));
  let userId = 0;
  if (match.route.api) {
    const user = authenticate(request, context.keys);
    if (user === null) throw unauthenticated();
    userId = user;
    if (context.apiLimiter) {
      const decision = context.apiLimiter.hit(`user:${user}`);
      response.setHeader('X-RateLimit-Limit', String(decision.limit));
      response.setHeader('X-RateLimit-Remaining', String(decision.remaining));
      if (!decision.allowed) {
        throw new HttpError(429, 'Too Many Attempts.', {
          'Retry-After': String(decision.retryAfterSeconds),
        });
      }
    }
  }
  await handler(context, { request, response, url, params: match.params, userId });
}
