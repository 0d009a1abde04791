// The embedded service's answers to its own client without a socket: the client's request is
// handed to the service's request handler (the same routes, auth, validation and serialization as
// over HTTP) as node's own IncomingMessage and a ServerResponse that passes what the handler
// writes straight back. Over 127.0.0.1 both ends spent about a fifth of an audit's main thread in
// node:http (writing and parsing the request and the answer, the sockets' events).
//
// Not light-my-request (the fastify org's library behind fastify.inject), which does the same with
// its own Readable request and a ServerResponse on a fake socket: it validates and copies each
// request's options, parses cookies and builds a response object for any node handler, where this
// is one handler with one client, and it is a dependency (and a few bundled dependencies of its
// own) for about a hundred lines.
import { IncomingMessage, type RequestListener, ServerResponse } from 'node:http';

/** One request as the client sends it: the target is the URL's path and query. */
export interface InProcessRequest {
  method: string;
  target: string;
  /** Lower-case names, as the client sends them (host and content-length included). */
  headers: Record<string, string>;
  body: string | undefined;
}

/** What the handler writes, as it writes it. */
export interface InProcessSink {
  /** The status and headers: lower-case names, every value an array, as node's headersDistinct. */
  head(status: number, headers: Record<string, string[]>): void;
  data(chunk: Buffer): void;
  end(): void;
  /** The service dropped the answer before its end (as it closes a connection), or refused it. */
  failed(error: Error): void;
}

/** Hands a request to the handler; the returned function abandons it (the client went away). */
export type InProcessAnswers = (request: InProcessRequest, sink: InProcessSink) => () => void;

/**
 * What handlers read of a connection. One for every request: nothing is written to it, and the
 * request's stream never reads from it (`readable` false), so the body is only what is pushed.
 */
const NO_SOCKET = Object.freeze({
  remoteAddress: '127.0.0.1',
  remoteFamily: 'IPv4',
  encrypted: false,
  readable: false,
  writable: false,
  destroyed: true,
  destroy() {},
});

export function inProcessAnswers(
  handle: RequestListener,
  /** True once the service is closing: a request then fails as a refused connection would. */
  closed: () => boolean,
): InProcessAnswers {
  return (request, sink) => {
    if (closed()) {
      sink.failed(
        Object.assign(new Error('the embedded service is closed'), { code: 'ECONNREFUSED' }),
      );
      return () => {};
    }
    const incoming = requestOf(request);
    const response = new InProcessResponse(incoming, sink);
    handle(incoming, response);
    return () => {
      if (response.writableEnded) return;
      // As a connection closed by the client: the request is aborted, the answer destroyed.
      response.abandoned = true;
      incoming.destroy();
      response.destroy();
    };
  };
}

function requestOf(request: InProcessRequest): IncomingMessage {
  const incoming = new IncomingMessage(NO_SOCKET as never);
  incoming.method = request.method;
  incoming.url = request.target;
  incoming.httpVersionMajor = 1;
  incoming.httpVersionMinor = 1;
  incoming.httpVersion = '1.1';
  incoming.headers = request.headers;
  const raw: string[] = [];
  for (const name in request.headers) raw.push(name, request.headers[name] as string);
  incoming.rawHeaders = raw;
  if (request.body !== undefined && request.body !== '') incoming.push(request.body);
  incoming.push(null);
  incoming.complete = true;
  return incoming;
}

/**
 * node's ServerResponse, its headers kept as the handler sets them (not written as text) and its
 * body passed on as written. 'finish' and 'close' come as after a socket's last write.
 */
class InProcessResponse extends ServerResponse {
  /** The client went away: nothing more reaches the sink. */
  abandoned = false;
  private headed = false;

  constructor(
    request: IncomingMessage,
    private readonly sink: InProcessSink,
  ) {
    super(request);
    // writeHead's headers join setHeader's (and getHeaders() sees them) only once a header has
    // been set: one set and removed makes that so for every answer.
    this.setHeader('x-in-process', '');
    this.removeHeader('x-in-process');
  }

  override write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    if (this.destroyed || this.writableEnded) return false;
    this.headOnce();
    const bytes = bytesOf(chunk, encoding);
    if (bytes.length > 0 && !this.abandoned) this.sink.data(bytes);
    if (typeof callback === 'function') process.nextTick(callback as () => void);
    else if (typeof encoding === 'function') process.nextTick(encoding as () => void);
    return true;
  }

  override end(chunk?: unknown, encoding?: unknown, callback?: unknown): this {
    if (this.destroyed || this.writableEnded) return this;
    if (typeof chunk === 'function') {
      callback = chunk;
      chunk = undefined;
    } else if (typeof encoding === 'function') {
      callback = encoding;
      encoding = undefined;
    }
    if (chunk !== undefined && chunk !== null) this.write(chunk, encoding);
    this.headOnce();
    this.finished = true;
    if (!this.abandoned) this.sink.end();
    process.nextTick(() => {
      this.emit('finish');
      if (typeof callback === 'function') (callback as () => void)();
      this.emit('close');
    });
    return this;
  }

  override destroy(error?: Error): this {
    if (this.destroyed) return this;
    super.destroy(error);
    if (!this.writableEnded && !this.abandoned) {
      this.abandoned = true;
      this.sink.failed(
        Object.assign(new Error('socket hang up'), { code: 'ECONNRESET', cause: error }),
      );
    }
    return this;
  }

  /** The headers as a client would read them, once: writeHead if the handler did not. */
  private headOnce(): void {
    if (this.headed) return;
    this.headed = true;
    // node's implicit header (a write before writeHead) is writeHead(statusCode).
    if (!this.headersSent) this.writeHead(this.statusCode);
    const headers: Record<string, string[]> = {};
    const set = this.getHeaders();
    for (const name in set) {
      const value = set[name];
      if (value === undefined) continue;
      headers[name] = Array.isArray(value) ? value.map(String) : [String(value)];
    }
    // As node's server sends it: the service's clock, read by the client (create-once.ts).
    if (this.sendDate && headers.date === undefined) headers.date = [new Date().toUTCString()];
    if (!this.abandoned) this.sink.head(this.statusCode, headers);
  }
}

function bytesOf(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  return Buffer.from(
    String(chunk),
    typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
  );
}
