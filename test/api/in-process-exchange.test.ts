// The embedded service answers its own client in process (src/embedded/in-process-answers.ts,
// src/client/api/exchange-in-process.ts). The same requests as the client sends, through node:http
// over 127.0.0.1 and in process against one real embedded service, must get the same status,
// headers and body bytes, and fail with the same words.
//
// Headers left out of the comparison: those of the connection, not of the answer. `connection`
// and `keep-alive` (node's server adds them for the socket's reuse), `transfer-encoding` (how a
// body without a length is framed on the socket). `date` is compared by presence only: its value
// is the second at which each answer was written.
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  ServerResponse as ServerResponseClass,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Exchange,
  type ExchangeAnswer,
  ExchangeError,
  type ExchangeRequest,
  NodeExchange,
} from '../../src/client/api/exchange.js';
import { InProcessExchange } from '../../src/client/api/exchange-in-process.js';
import { type EmbeddedService, startEmbeddedService } from '../../src/embedded/embedded-service.js';
import { inProcessAnswers, inProcessAnswersWork } from '../../src/embedded/in-process-answers.js';
import { waitUntil } from '../support/wait-until.js';

const CONNECTION_HEADERS = ['connection', 'keep-alive', 'transfer-encoding'];

let site: Server;
let siteOrigin: string;
/** Requests for /held wait here until the test lets them go. */
const held: ServerResponse[] = [];
let service: EmbeddedService;
let overHttp: NodeExchange;
let inProcess: InProcessExchange;

const PAGE =
  '<!doctype html><html lang="en"><head><title>A page of the in-process comparison</title>' +
  '<meta name="description" content="One page, audited through both exchanges."></head>' +
  '<body><h1>Both ways</h1><p>Some words about both ways of asking.</p></body></html>';

beforeAll(async () => {
  site = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/held')) {
      held.push(response);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  service = await startEmbeddedService({
    allowPrivateNetwork: true,
    render: false,
    headers: {},
    concurrency: 2,
  });
  overHttp = new NodeExchange();
  // This Node has what the in-process answers need (else the embedded service offers none).
  if (service.answers === undefined) throw new Error('no in-process answers on this Node');
  inProcess = new InProcessExchange(service.answers);
});

afterAll(async () => {
  for (const response of held.splice(0)) response.destroy();
  await overHttp?.close();
  await inProcess?.close();
  await service?.close();
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

/** A request as the client's transport builds it (transport.ts). */
function request(
  method: string,
  path: string,
  options: {
    form?: URLSearchParams;
    key?: string;
    maxBytes?: number;
    signal?: AbortSignal;
    headersTimeoutMs?: number;
    onSent?: () => void;
  } = {},
): ExchangeRequest {
  const headers: Record<string, string> = {
    authorization: `Bearer ${options.key ?? service.apiKey}`,
    accept: 'application/json',
    'user-agent': 'seo-report-action',
  };
  const body = options.form?.toString();
  if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  return {
    url: new URL(`${service.url}/api/v1${path}`),
    method,
    headers,
    body,
    connectTimeoutMs: 10_000,
    headersTimeoutMs: options.headersTimeoutMs ?? 90_000,
    bodyTimeoutMs: 30_000,
    maxBytes: options.maxBytes ?? 8 * 1024 * 1024,
    signal: options.signal,
    onSent: options.onSent,
  };
}

/** Status, headers as the comparison reads them, and the body's bytes. */
function comparable(answer: ExchangeAnswer) {
  const headers: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (CONNECTION_HEADERS.includes(name) || value === undefined) continue;
    headers[name] = name === 'date' ? ['(present)'] : [value].flat();
  }
  return {
    status: answer.status,
    headers: Object.fromEntries(Object.entries(headers).sort(([a], [b]) => a.localeCompare(b))),
    body: Buffer.from(answer.text, 'utf8'),
  };
}

/** The same request both ways: their answers, comparable. */
async function bothWays(make: () => ExchangeRequest) {
  const http = comparable(await overHttp.send(make()));
  const local = comparable(await inProcess.send(make()));
  return { http, local };
}

function create(url: string): () => ExchangeRequest {
  return () => request('POST', '/reports', { form: new URLSearchParams({ url }) });
}

/** A failure as the transport reads it: the code it words, the kind of error, the message. */
async function failure(exchange: Exchange, sent: ExchangeRequest) {
  const error = await exchange.send(sent).then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as Error & { code?: string },
  );
  return {
    name: error.name,
    code: error.code,
    message: error.message,
    exchangeError: error instanceof ExchangeError,
  };
}

describe('the embedded service answers in process as over HTTP', () => {
  it('answers a create (synchronous generation) with the bytes a read of it gives either way', async () => {
    const viaHttp = comparable(await overHttp.send(create(`${siteOrigin}/a`)()));
    const viaLocal = comparable(await inProcess.send(create(`${siteOrigin}/b`)()));
    expect(viaHttp.status).toBe(201);
    expect(viaLocal.status).toBe(201);
    // Two creates differ (ids, URLs, timings, so lengths): each is compared with the reads of it
    // both ways, whose status (in the body too) is 200 where a create's is 201.
    for (const created of [viaHttp, viaLocal]) {
      const id = JSON.parse(created.body.toString()).data.id;
      const { http, local } = await bothWays(() => request('GET', `/reports/${id}`));
      expect(local).toEqual(http);
      expect(http.status).toBe(200);
      expect(created.headers).toEqual(http.headers);
      expect(created.body.toString().replace(/"status":201}$/, '"status":200}')).toBe(
        http.body.toString(),
      );
    }
  });

  it('answers a read, a list, a wrong key and a validation error alike', async () => {
    const created = comparable(await inProcess.send(create(`${siteOrigin}/c`)()));
    const id = JSON.parse(created.body.toString()).data.id;
    const cases: [() => ExchangeRequest, number][] = [
      [() => request('GET', `/reports/${id}`), 200],
      [() => request('GET', '/reports?per_page=10&sort_by=id&sort=desc'), 200],
      [() => request('GET', '/reports?per_page=100'), 200],
      [() => request('GET', '/reports?per_page=500'), 422],
      [() => request('GET', '/reports', { key: 'sk_not_a_key_of_this_service_000000' }), 401],
      [() => request('POST', '/reports', { form: new URLSearchParams({ url: 'not a url' }) }), 422],
      [() => request('GET', '/reports/999999'), 404],
      [() => request('PUT', '/reports'), 405],
    ];
    for (const [make, status] of cases) {
      const { http, local } = await bothWays(make);
      expect(http.status, make().url.href).toBe(status);
      expect(local, make().url.href).toEqual(http);
    }
  });

  it('answers a delete alike, and a second delete of the same report alike', async () => {
    const ids: number[] = [];
    for (const path of ['/d1', '/d2']) {
      ids.push(JSON.parse((await inProcess.send(create(`${siteOrigin}${path}`)())).text).data.id);
    }
    const [first, second] = ids as [number, number];
    const http = comparable(await overHttp.send(request('DELETE', `/reports/${first}`)));
    const local = comparable(await inProcess.send(request('DELETE', `/reports/${second}`)));
    expect(http.status).toBe(200);
    // The ids may differ in length: the lengths are compared through the bodies.
    const lengthless = (headers: Record<string, string[]>) => ({
      ...headers,
      'content-length': null,
    });
    expect(lengthless(local.headers)).toEqual(lengthless(http.headers));
    expect(local.headers['content-length']).toEqual([String(local.body.length)]);
    expect(local.body.toString()).toBe(
      http.body.toString().replace(`"id":${first},`, `"id":${second},`),
    );
    const again = await bothWays(() => request('DELETE', `/reports/${first}`));
    expect(again.http.status).toBe(404);
    expect(again.local).toEqual(again.http);
  });

  it('refuses an answer over the size bound with the same failure', async () => {
    const created = await inProcess.send(create(`${siteOrigin}/e`)());
    const id = JSON.parse(created.text).data.id;
    const small = () => request('GET', `/reports/${id}`, { maxBytes: 100 });
    const http = await failure(overHttp, small());
    expect(http).toMatchObject({ code: 'RESPONSE_TOO_LARGE', exchangeError: true });
    expect(await failure(inProcess, small())).toEqual(http);
  });

  it('stops an aborted create alike', async () => {
    for (const exchange of [overHttp, inProcess]) {
      const before = held.length;
      const controller = new AbortController();
      const sent = exchange.send(
        request('POST', '/reports', {
          form: new URLSearchParams({ url: `${siteOrigin}/held` }),
          signal: controller.signal,
        }),
      );
      // The generation is fetching the page: the create is waiting for it.
      await waitUntil(() => held.length > before);
      controller.abort();
      const stopped = await sent.then(
        () => null,
        (error: Error & { code?: string }) => [error.name, error.code, error.message],
      );
      expect(stopped).toEqual(['AbortError', 'ABORT_ERR', 'The operation was aborted']);
    }
    // A signal aborted before the request: nothing is sent either way.
    const already = AbortSignal.abort();
    const make = () =>
      request('POST', '/reports', {
        form: new URLSearchParams({ url: `${siteOrigin}/never` }),
        signal: already,
      });
    expect(await failure(inProcess, make())).toEqual(await failure(overHttp, make()));
    for (const response of held.splice(0)) response.end(PAGE);
  });

  it('gives up on an answer that does not come in time with the same failure', async () => {
    const results = [];
    for (const exchange of [overHttp, inProcess]) {
      const before = held.length;
      let sent = false;
      const waiting = failure(
        exchange,
        request('POST', '/reports', {
          form: new URLSearchParams({ url: `${siteOrigin}/held-too` }),
          headersTimeoutMs: 50,
          onSent: () => {
            sent = true;
          },
        }),
      );
      // The page is held until the client has given up: the timeout cannot miss.
      const result = await waiting;
      await waitUntil(() => held.length > before);
      expect(sent).toBe(true);
      results.push(result);
    }
    expect(results[0]).toMatchObject({ code: 'HEADERS_TIMEOUT', exchangeError: true });
    expect(results[1]).toEqual(results[0]);
    for (const response of held.splice(0)) response.end(PAGE);
  });
});

describe('a handler that streams or drops its answer, over HTTP and in process', () => {
  /** Answers held in the middle of their body until the test ends them. */
  const stalled: ServerResponse[] = [];
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    if (path === '/streamed' || path === '/streamed-large') {
      // No length: over HTTP the body is chunked on the socket.
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      const piece = path === '/streamed' ? '"piece",' : `"${'x'.repeat(1000)}",`;
      response.write('[');
      for (let i = 0; i < 50; i++) response.write(Buffer.from(piece));
      response.end('"end"]');
      return;
    }
    if (path === '/implicit') {
      response.statusCode = 202;
      response.setHeader('Set-Cookie', ['a=1', 'b=2']);
      response.end('plain');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/plain' });
    response.write('the beginning');
    if (path === '/dropped') setImmediate(() => response.destroy());
    else stalled.push(response);
  };
  let server: Server;
  let origin: string;
  let local: InProcessExchange;

  beforeAll(async () => {
    server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    local = new InProcessExchange(inProcessAnswers(handler, () => false));
  });

  afterAll(async () => {
    for (const response of stalled.splice(0)) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const plain = (path: string, extra: Partial<ExchangeRequest> = {}): ExchangeRequest => ({
    url: new URL(`${origin}${path}`),
    method: 'GET',
    headers: { accept: 'application/json' },
    body: undefined,
    connectTimeoutMs: 10_000,
    headersTimeoutMs: 30_000,
    bodyTimeoutMs: 30_000,
    maxBytes: 8 * 1024 * 1024,
    signal: undefined,
    ...extra,
  });

  it('passes a body written in pieces, and headers set implicitly, with the same bytes', async () => {
    for (const path of ['/streamed', '/streamed-large', '/implicit']) {
      const http = comparable(await overHttp.send(plain(path)));
      expect(comparable(await local.send(plain(path)))).toEqual(http);
    }
  });

  it('fails alike when the body passes the size bound without a declared length', async () => {
    const request = () => plain('/streamed-large', { maxBytes: 10_000 });
    const http = await failure(overHttp, request());
    expect(http).toMatchObject({ code: 'RESPONSE_TOO_LARGE', exchangeError: true });
    expect(await failure(local, request())).toEqual(http);
  });

  it('fails alike when the answer is dropped after its headers', async () => {
    const http = await failure(overHttp, plain('/dropped'));
    expect(http).toMatchObject({ code: 'CONNECTION_CLOSED', exchangeError: true });
    expect(await failure(local, plain('/dropped'))).toEqual(http);
  });

  it('refuses alike once the service is gone', async () => {
    const gone = createServer(handler);
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gone.address() as AddressInfo).port}/implicit`;
    await new Promise<void>((resolve) => gone.close(() => resolve()));
    const closed = new InProcessExchange(inProcessAnswers(handler, () => true));
    const request = { ...plain('/implicit'), url: new URL(url) };
    const http = await failure(overHttp, request);
    expect(http.code).toBe('ECONNREFUSED');
    // The message names the address over HTTP; the transport words the failure by its code.
    expect((await failure(closed, request)).code).toBe(http.code);
  });

  it('fails alike when the body stops arriving', async () => {
    // Held until the client has given up: the timeout cannot miss.
    const request = () => plain('/stalled', { bodyTimeoutMs: 50 });
    const http = await failure(overHttp, request());
    expect(http).toMatchObject({ code: 'BODY_TIMEOUT', exchangeError: true });
    expect(await failure(local, request())).toEqual(http);
  });
});

describe('on a Node without what the in-process answers need', () => {
  it('is told apart, and the embedded service offers no in-process answers', async () => {
    expect(inProcessAnswersWork()).toBe(true);
    const prototype = ServerResponseClass.prototype as unknown as Record<string, unknown>;
    const implicitHeader = prototype._implicitHeader;
    delete prototype._implicitHeader;
    try {
      expect(inProcessAnswersWork()).toBe(false);
      const other = await startEmbeddedService({
        allowPrivateNetwork: false,
        render: false,
        headers: {},
        concurrency: 1,
      });
      // The client's target then sends over HTTP (target.ts gives no inProcess).
      expect(other.answers).toBeUndefined();
      await other.close();
    } finally {
      prototype._implicitHeader = implicitHeader;
    }
    expect(inProcessAnswersWork()).toBe(true);
  });
});
