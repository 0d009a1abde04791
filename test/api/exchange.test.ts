// Both exchanges against the same real sockets on 127.0.0.1: node:http (the default) and undici
// (used when a caller brings a dispatcher) must answer alike and fail with the same codes, since
// the transport words and retries by those codes.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import { Agent } from 'undici';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Exchange,
  ExchangeError,
  type ExchangeRequest,
  NodeExchange,
} from '../../src/client/api/exchange.js';
import { undiciExchange } from '../../src/client/api/exchange-undici.js';

const servers: Server[] = [];
const sockets: Socket[] = [];
const exchanges: Exchange[] = [];
const agents: Agent[] = [];

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(exchanges.splice(0).map((e) => e.close()));
  await Promise.all(agents.splice(0).map((a) => a.destroy()));
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(
    servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))),
  );
});

const CONNECT_MS = 300;

const kinds: [string, () => Exchange][] = [
  ['node:http', () => new NodeExchange()],
  [
    'undici',
    () => {
      const agent = new Agent({ connect: { timeout: CONNECT_MS } });
      agents.push(agent);
      return undiciExchange(agent);
    },
  ],
];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  server.on('connection', (socket: Socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const connections = { count: 0 };
  const server = createServer(handler);
  server.on('connection', () => {
    connections.count += 1;
  });
  return { url: new URL(`http://${await listen(server)}/api/v1/reports`), connections };
}

function request(url: URL, extra: Partial<ExchangeRequest> = {}): ExchangeRequest {
  return {
    url,
    method: 'GET',
    headers: { accept: 'application/json' },
    body: undefined,
    connectTimeoutMs: CONNECT_MS,
    headersTimeoutMs: 300,
    bodyTimeoutMs: 300,
    maxBytes: 1024,
    signal: undefined,
    ...extra,
  };
}

async function failureCode(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as { code?: string; errorCode?: string },
  );
  // The exchange's own failures carry their project-wide code too; Node's (ECONNREFUSED) do not.
  return error.errorCode === undefined ? error.code : `${error.code} (${error.errorCode})`;
}

describe.each(kinds)('the %s exchange', (_name, make) => {
  const exchange = () => {
    const e = make();
    exchanges.push(e);
    return e;
  };

  it('sends the method, headers and form body, and reads status, headers and text', async () => {
    const seen: { method?: string; type?: string; length?: string; body: string } = { body: '' };
    const { url } = await serve((req, res) => {
      seen.method = req.method;
      seen.type = req.headers['content-type'];
      seen.length = req.headers['content-length'];
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        seen.body += chunk;
      });
      req.on('end', () => {
        res.setHeader('x-ratelimit-remaining', '7');
        res.setHeader('set-cookie', ['a=1', 'b=2']);
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end('{"data":{"url":"https://exämple.test"}}');
      });
    });
    const body = 'url=https%3A%2F%2Fex%C3%A4mple.test';
    const answer = await exchange().send(
      request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      }),
    );
    expect(seen).toEqual({
      method: 'POST',
      type: 'application/x-www-form-urlencoded',
      length: String(body.length),
      body,
    });
    expect(answer.status).toBe(201);
    expect(answer.text).toBe('{"data":{"url":"https://exämple.test"}}');
    expect([answer.headers['x-ratelimit-remaining']].flat()).toEqual(['7']);
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
  });

  it('drops a UTF-8 byte order mark, which would make JSON.parse fail', async () => {
    const { url } = await serve((_req, res) => res.end('\uFEFF{"status":200}'));
    const answer = await exchange().send(request(url));
    expect(JSON.parse(answer.text)).toEqual({ status: 200 });
  });

  it('keeps one connection alive for requests in turn', async () => {
    const { url, connections } = await serve((_req, res) => res.end('{}'));
    const e = exchange();
    for (let i = 0; i < 5; i++) await e.send(request(url));
    // undici's pool may alternate between two sockets; without keep-alive this would be 5.
    expect(connections.count).toBeLessThanOrEqual(2);
  });

  it('fails with HEADERS_TIMEOUT when no answer comes', async () => {
    const { url } = await serve(() => {});
    expect(await failureCode(exchange().send(request(url)))).toBe(
      'HEADERS_TIMEOUT (SEO_EXCHANGE_HEADERS_TIMEOUT)',
    );
  });

  it('fails with BODY_TIMEOUT when the body stops arriving', async () => {
    const { url } = await serve((_req, res) => {
      res.writeHead(200, { 'content-length': '100' });
      res.write('{"data":');
    });
    expect(await failureCode(exchange().send(request(url)))).toBe(
      'BODY_TIMEOUT (SEO_EXCHANGE_BODY_TIMEOUT)',
    );
  });

  it.each([
    ['declared', true],
    ['streamed', false],
  ])('fails with RESPONSE_TOO_LARGE past maxBytes, %s', async (_what, declared) => {
    const { url } = await serve((_req, res) => {
      res.writeHead(200, declared ? { 'content-length': '2048' } : {});
      res.end('x'.repeat(2048));
    });
    expect(await failureCode(exchange().send(request(url)))).toBe(
      'RESPONSE_TOO_LARGE (SEO_EXCHANGE_RESPONSE_TOO_LARGE)',
    );
  });

  it('fails with CONNECTION_CLOSED when the service hangs up before answering', async () => {
    const { url } = await serve((req) => req.socket.destroy());
    expect(await failureCode(exchange().send(request(url)))).toBe(
      'CONNECTION_CLOSED (SEO_EXCHANGE_CONNECTION_CLOSED)',
    );
  });

  it('fails with CONNECTION_CLOSED when the body is cut off', async () => {
    const { url } = await serve((_req, res) => {
      res.writeHead(200, { 'content-length': '100' });
      res.write('{"data":', () => res.socket?.destroy());
    });
    expect(await failureCode(exchange().send(request(url)))).toBe(
      'CONNECTION_CLOSED (SEO_EXCHANGE_CONNECTION_CLOSED)',
    );
  });

  it('fails with ECONNREFUSED when nothing listens', async () => {
    const { url } = await serve(() => {});
    await new Promise<void>((resolve) => servers.pop()?.close(() => resolve()));
    expect(await failureCode(exchange().send(request(url)))).toBe('ECONNREFUSED');
  });

  it('fails with CONNECT_TIMEOUT when a TLS handshake never completes', async () => {
    // A TCP server that accepts and says nothing: the TLS handshake waits for ever.
    const host = await listen(createTcpServer(() => {}));
    const url = new URL(`https://${host}/api/v1/reports`);
    expect(await failureCode(exchange().send(request(url)))).toBe(
      'CONNECT_TIMEOUT (SEO_EXCHANGE_CONNECT_TIMEOUT)',
    );
  });

  it('stops when the signal aborts, with the signal aborted', async () => {
    const { url } = await serve(() => {});
    const controller = new AbortController();
    const pending = exchange().send(
      request(url, { signal: controller.signal, headersTimeoutMs: 10_000 }),
    );
    controller.abort();
    const error = await pending.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(error).not.toBeInstanceOf(ExchangeError);
    expect(controller.signal.aborted).toBe(true);
  });
});

describe('the node:http exchange alone', () => {
  it('keeps the body timer when the answer comes before the request has finished sending', async () => {
    // The service answers at the first byte of a large body and then trickles its own body: a
    // headers timer armed late (at the request's end) must not cut the answer off. The timers
    // run on a fake clock, moved on once the request has ended: what fires is decided by the
    // exchange's logic, never by how fast a loaded machine moves 4 MB.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let requestEnded: () => void = () => {};
    const ended = new Promise<void>((resolve) => {
      requestEnded = resolve;
    });
    let respond: ServerResponse | null = null;
    const { url } = await serve((req, res) => {
      res.writeHead(200, { 'content-length': '5' });
      res.write('{"a"');
      req.resume();
      respond = res;
      req.on('end', requestEnded);
    });
    const e = new NodeExchange();
    exchanges.push(e);
    const sent: number[] = [];
    const pending = e.send(
      request(url, {
        method: 'POST',
        body: 'x'.repeat(4 * 1024 * 1024),
        headersTimeoutMs: 100,
        bodyTimeoutMs: 1_000,
        maxBytes: 1024,
        onSent: () => sent.push(1),
      }),
    );
    await ended;
    // Past a headers timer armed at the end, well within the body timer.
    await vi.advanceTimersByTimeAsync(300);
    (respond as ServerResponse | null)?.end('}');
    const answer = await pending;
    vi.useRealTimers();
    expect(answer.text).toBe('{"a"}');
    expect(sent).toEqual([1]);
  });
});
