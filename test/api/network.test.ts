// The transport against real sockets on 127.0.0.1: timeouts, refused connections, keep-alive.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SeoReportClient } from '../../src/client/api/client.js';
import type { SeoReportError } from '../../src/shared/errors.js';
import { apiFailure } from '../support/api-failure.js';

const API_KEY = 'sk_network_test_0123456789';
const servers: Server[] = [];
const clients: SeoReportClient[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(
    servers.splice(0).map(
      (s) =>
        new Promise<void>((resolve) => {
          s.closeAllConnections();
          s.close(() => resolve());
        }),
    ),
  );
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const stats = { requests: 0, connections: 0 };
  const server = createServer((req, res) => {
    stats.requests += 1;
    handler(req, res);
  });
  server.on('connection', () => {
    stats.connections += 1;
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, stats, server };
}

function client(baseUrl: string) {
  const c = new SeoReportClient({
    baseUrl,
    apiKey: API_KEY,
    timeouts: { connectMs: 500, headersMs: 200, writeHeadersMs: 300, bodyMs: 200 },
    retry: { retries: 1, baseDelayMs: 1, maxDelayMs: 2 },
  });
  clients.push(c);
  return c;
}

const failure = (promise: Promise<unknown>) => apiFailure(promise, [API_KEY]);

const silent = () => {}; // never answers

describe('timeouts and connection failures', () => {
  it('times out a GET that gets no answer, retrying it once', async () => {
    const { baseUrl, stats } = await serve(silent);
    const error = await failure(client(baseUrl).getReport(1));
    expect(error.code).toBe('timeout');
    expect(error.errorCode).toBe('SEO_API_TIMEOUT');
    // The exchange's own failure, kept as the cause.
    expect((error.cause as SeoReportError).errorCode).toBe('SEO_EXCHANGE_HEADERS_TIMEOUT');
    expect(error.message).toBe(
      'GET /api/v1/reports/1: no answer in time (the service is slow or unreachable)',
    );
    expect(error.attempts).toBe(2);
    expect(stats.requests).toBe(2);
  });

  it('never retries a POST whose answer did not come: the service may have created the report', async () => {
    const { baseUrl, stats } = await serve(silent);
    const error = await failure(client(baseUrl).createReport({ url: 'https://example.com' }));
    expect(error.code).toBe('timeout');
    expect(error.attempts).toBe(1);
    expect(error.mayHaveReachedService).toBe(true);
    expect(stats.requests).toBe(1);
  });

  it('times out an answer whose body stops arriving', async () => {
    const { baseUrl } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data": {"id": 1,');
    });
    const error = await failure(client(baseUrl).getReport(1));
    expect(error.code).toBe('timeout');
    expect(error.reason).toBe('the answer stopped arriving');
    expect((error.cause as SeoReportError).errorCode).toBe('SEO_EXCHANGE_BODY_TIMEOUT');
  });

  it('says the connection was refused, and gives up at once when nothing ever answered', async () => {
    const { baseUrl, server } = await serve(silent);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const error = await failure(client(baseUrl).createReport({ url: 'https://example.com' }));
    expect(error.code).toBe('unreachable');
    expect(error.errorCode).toBe('SEO_API_UNREACHABLE');
    expect(error.message).toBe(
      'POST /api/v1/reports: the connection was refused (check the base URL and that the service is up)',
    );
    expect(error.mayHaveReachedService).toBe(false);
    expect(error.attempts).toBe(1);
  });

  it('retries a refused connection once the service has answered (a restart, not absence)', async () => {
    const { baseUrl, server } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { id: 1, url: 'x.test', result: 90 }, status: 200 }));
    });
    const c = client(baseUrl);
    await c.getReport(1);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const error = await failure(c.getReport(1));
    expect(error.code).toBe('network');
    expect(error.errorCode).toBe('SEO_API_NETWORK');
    expect(error.message).toBe(
      'GET /api/v1/reports/1: the connection was refused (check the base URL and that the service is up)',
    );
    expect(error.attempts).toBeGreaterThan(1);
  });

  it('says no connection came in time when a TLS handshake never completes', async () => {
    // A TCP server that accepts and says nothing: the handshake waits for ever.
    const sockets: Socket[] = [];
    const silentTcp = createTcpServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silentTcp.listen(0, '127.0.0.1', resolve));
    const { port } = silentTcp.address() as AddressInfo;
    const error = await failure(client(`https://127.0.0.1:${port}`).getReport(1)).finally(() => {
      for (const socket of sockets) socket.destroy();
      silentTcp.close();
    });
    expect(error.errorCode).toBe('SEO_API_TIMEOUT');
    expect((error.cause as SeoReportError).errorCode).toBe('SEO_EXCHANGE_CONNECT_TIMEOUT');
    expect(error.message).toBe(
      'GET /api/v1/reports/1: no connection within 0.5 s (the service is slow or unreachable)',
    );
  });

  it('says the connection closed when the service hangs up before answering a POST', async () => {
    const { baseUrl, stats } = await serve((req) => req.socket.destroy());
    const error = await failure(client(baseUrl).createReport({ url: 'https://example.com' }));
    expect(error.errorCode).toBe('SEO_API_NETWORK');
    expect((error.cause as SeoReportError).errorCode).toBe('SEO_EXCHANGE_CONNECTION_CLOSED');
    expect(error.message).toBe(
      'POST /api/v1/reports: the connection closed unexpectedly (check the base URL and that the service is up)',
    );
    // It may have created the report: never sent again.
    expect(stats.requests).toBe(1);
  });

  it('reuses one keep-alive connection for successive requests', async () => {
    const { baseUrl, stats } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { id: 1, url: 'x.test', result: 90 }, status: 200 }));
    });
    const c = client(baseUrl);
    for (let i = 0; i < 10; i++) await c.getReport(1);
    expect(stats.requests).toBe(10);
    // undici's pool may alternate between two sockets; without keep-alive this would be 10.
    expect(stats.connections).toBeLessThanOrEqual(2);
  });
});

describe('answers too large to be the API', () => {
  it.each([
    ['with a content-length', true],
    ['streamed without one', false],
  ])('stops reading past 8 MiB, %s, and says so in one line', async (_what, declared) => {
    const chunk = Buffer.alloc(1024 * 1024, 'x');
    const { baseUrl } = await serve((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        ...(declared ? { 'content-length': String(9 * chunk.length) } : {}),
      });
      let sent = 0;
      const more = () => {
        while (sent < 9) {
          sent += 1;
          if (!res.write(chunk)) return res.once('drain', more);
        }
        res.end();
      };
      more();
    });
    const error = await failure(client(baseUrl).getReport(1));
    expect(error.code).toBe('network');
    expect(error.errorCode).toBe('SEO_API_NETWORK');
    expect((error.cause as SeoReportError).errorCode).toBe('SEO_EXCHANGE_RESPONSE_TOO_LARGE');
    expect(error.message).toBe(
      'GET /api/v1/reports/1: the answer is too large to be the API (check the base URL and that the service is up)',
    );
  });
});
