// The embedded service's answers to its own client without a socket: the client's request is
// handed to the service's request handler (the same routes, auth, validation and serialization as
// over HTTP) as node's own IncomingMessage and a ServerResponse that passes what the handler
// writes straight back. Over 127.0.0.1, node:http on both ends (writing and parsing the request
// and the answer, the sockets' events) was about a fifth of an audit's main thread.
//
// Not light-my-request (the fastify org's library behind fastify.inject), which does the same for
// any node handler: in an audit of 2,000 pages it cost as much of the main thread as this (within
// the noise of alternated runs), but it is four packages (93 KB bundled, about 15 ms of CPU to
// load), it validates and copies every request's options and writes every answer to a throwaway
// socket, and it hands the answer over only once whole (or as a stream of its own), where the
// client's size bound and body timeout watch it as it is written.
import { IncomingMessage, type RequestListener, ServerResponse } from 'node:http';
import type {
  InProcessAnswers,
  InProcessRequest,
  InProcessSink,
} from '../shared/in-process-answers.js';

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
  if (request.body !== undefined && request.body !== '') incoming.push(Buffer.from(request.body));
  incoming.push(null);
  incoming.complete = true;
  return incoming;
}

/**
 * node's ServerResponse, whose head (status line and headers, as node writes them for a socket:
 * its Date, its Content-Length for a body given whole to end()) is read back as a client reads
 * it, and whose body is passed on as written. 'finish' and 'close' come as after a socket's last
 * write. What node writes only for the connection is left out: Connection and Keep-Alive (there
 * is no connection to keep) and Transfer-Encoding (the body is not framed).
 */
class InProcessResponse extends ServerResponse {
  /** The client went away: nothing more reaches the sink. */
  abandoned = false;
  private headed = false;
  private readonly node = this as unknown as NodeResponseFields;

  constructor(
    request: IncomingMessage,
    private readonly sink: InProcessSink,
  ) {
    super(request);
  }

  override write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    if (this.destroyed || this.writableEnded) return false;
    // node's write before writeHead: the implicit head, writeHead(statusCode).
    if (!this.headersSent) this.node._implicitHeader();
    this.headOnce();
    const bytes = bytesOf(chunk, encoding);
    // No body for a 204 or a 304 (node drops it too).
    if (bytes.length > 0 && this.node._hasBody && !this.abandoned) this.sink.data(bytes);
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
    const last = chunk === undefined || chunk === null ? null : bytesOf(chunk, encoding);
    if (!this.headersSent) {
      // As node's end(): a body given whole, before any write, gets its Content-Length.
      this.node._contentLength = last?.length ?? 0;
      this.node._implicitHeader();
    }
    if (last !== null) this.write(last);
    // The client gave up at that last piece (too large): as a closed connection, no 'finish'.
    if (this.destroyed) return this;
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

  /** The head as a client reads it, once: lower-case names, each value in an array. */
  private headOnce(): void {
    if (this.headed) return;
    this.headed = true;
    if (this.abandoned) return;
    const headers: Record<string, string[]> = {};
    const lines = (this.node._header ?? '').split('\r\n');
    // The first line is the status line; the head ends with an empty line.
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i] as string;
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      const name = line.slice(0, colon).toLowerCase();
      if (CONNECTION_HEADERS.has(name)) continue;
      const value = line.slice(colon + 1).trim();
      const values = headers[name];
      if (values === undefined) headers[name] = [value];
      else values.push(value);
    }
    this.sink.head(this.statusCode, headers);
  }
}

/** Headers that node's server writes for the socket, not for the answer. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/**
 * Whether this Node's ServerResponse has the fields InProcessResponse reads and sets (node's
 * own, not its documented API, though unchanged for years): the action runs on whatever Node 24
 * the runner has, and on one without them the client talks to the service over HTTP instead.
 */
export function inProcessAnswersWork(): boolean {
  try {
    // What InProcessResponse does with them: the implicit head of a 200 stored, as text.
    const probe = new ServerResponse(new IncomingMessage(NO_SOCKET as never));
    const fields = probe as unknown as NodeResponseFields;
    fields._implicitHeader();
    return (
      typeof fields._header === 'string' &&
      fields._header.startsWith('HTTP/1.1 200 ') &&
      fields._hasBody === true &&
      '_contentLength' in fields
    );
  } catch {
    return false;
  }
}

/** node's own fields of a response that this one reads and sets, as node's end() and write() do. */
interface NodeResponseFields {
  _header: string | null;
  _hasBody: boolean;
  _contentLength: number | null;
  _implicitHeader(): void;
}

function bytesOf(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  return Buffer.from(
    String(chunk),
    typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
  );
}
