// The served build folder's connections kept from one page to the next (site-dir), on real
// servers on 127.0.0.1 that count the connections they accept and hold open: pages of the folder
// reuse them; a redirect to another origin goes through the page's own agent, under the page's
// address policy, without the folder's extra headers, and ends with the page; the folder's
// timeout is the page's; and nothing stays open once the pool, or the service, is closed.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AnalyzerOptions,
  analyzeUrl,
  ServedSiteConnections,
} from '../../src/server/analyzer/index.js';
import { startService } from '../../src/server/service/index.js';
import { TestClient } from '../service/helpers.js';
import { waitUntil } from '../support/wait-until.js';

interface CountingServer {
  origin: string;
  /** Connections accepted so far. */
  accepted(): number;
  /** Connections open now. */
  open(): number;
  /** The headers of every request, in order. */
  requests: { path: string; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
}

const servers: CountingServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

function pageHtml(title: string): string {
  const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1><p>${words}</p></body></html>`;
}

async function countingServer(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<CountingServer> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const requests: CountingServer['requests'] = [];
  const server = createServer((request, response) => {
    requests.push({ path: request.url ?? '/', headers: request.headers });
    handle(request, response);
  });
  // Longer than any pause between two pages on a busy machine: a connection this server closes
  // for being idle would look like one the client did not keep.
  server.keepAliveTimeout = 120_000;
  server.on('connection', (socket: Socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const counting: CountingServer = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accepted: () => accepted,
    open: () => sockets.size,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(counting);
  return counting;
}

/** The folder: pages at /page/N, a redirect to `elsewhere` at /away, and a page that hangs. */
async function folderServer(elsewhere = 'http://127.0.0.1:9/'): Promise<CountingServer> {
  return countingServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/away') {
      response.writeHead(301, { location: elsewhere, 'content-length': '0' }).end();
    } else if (path === '/hangs') {
      // Never answers: the page's timeout must end it.
    } else if (path.startsWith('/page/')) {
      const body = pageHtml(`Page ${path.slice(6)} of the served folder, long enough`);
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain', 'content-length': '10' });
      response.end('Not found\n');
    }
  });
}

async function otherSite(): Promise<CountingServer> {
  return countingServer((_request, response) => {
    const body = pageHtml('A page on another origin of this machine');
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  });
}

function connectionsTo(origin: string): ServedSiteConnections {
  const connections = ServedSiteConnections.for(origin);
  if (connections === null) throw new Error(`no pool for ${origin}`);
  return connections;
}

describe('ServedSiteConnections', () => {
  it('is made for an http origin on an address given by number only', () => {
    expect(ServedSiteConnections.for('http://127.0.0.1:8123')?.origin).toBe(
      'http://127.0.0.1:8123',
    );
    for (const origin of [
      undefined,
      'https://127.0.0.1:8123',
      'http://localhost:8123',
      // The guarded connector vets an IPv6 origin by the policy: no pool for it either.
      'http://[::1]:8123',
      'http://127.0.0.1:8123/docs',
      'not a URL',
    ])
      expect({ origin, pool: ServedSiteConnections.for(origin) }).toEqual({ origin, pool: null });
  });

  it("keeps the folder's connections from one page to the next, where each page opened its own", async () => {
    const folder = await folderServer();
    const connections = connectionsTo(folder.origin);
    const options: AnalyzerOptions = {
      servedSite: { origin: folder.origin },
      servedSiteConnections: connections,
    };
    const first = await analyzeUrl(`${folder.origin}/page/1`, options);
    expect(first.failure).toBeNull();
    const afterFirst = folder.accepted();
    expect(afterFirst).toBeGreaterThan(0);
    for (const n of [2, 3, 4]) {
      const page = await analyzeUrl(`${folder.origin}/page/${n}`, options);
      expect(page.failure).toBeNull();
    }
    // Four pages, each with its robots.txt, sitemap and missing-page probes: no new connection
    // after the first page's, and they are still open.
    expect(folder.accepted()).toBe(afterFirst);
    expect(folder.open()).toBe(afterFirst);
    await connections.close();
    await waitUntil(() => folder.open() === 0);

    // Without the pool, every page opens connections of its own and closes them when done.
    const alone = await folderServer();
    let before = 0;
    for (const n of [1, 2]) {
      const page = await analyzeUrl(`${alone.origin}/page/${n}`, {
        servedSite: { origin: alone.origin },
      });
      expect(page.failure).toBeNull();
      expect(alone.accepted()).toBeGreaterThan(before);
      before = alone.accepted();
      await waitUntil(() => alone.open() === 0);
    }
  });

  it("leaves the pool on a redirect to another origin: the page's policy, agent and headers", async () => {
    const other = await otherSite();
    const folder = await folderServer(`${other.origin}/landing`);
    const connections = connectionsTo(folder.origin);
    const options = (allowPrivateNetwork: boolean): AnalyzerOptions => ({
      allowPrivateNetwork,
      servedSite: { origin: folder.origin },
      servedSiteConnections: connections,
      headers: { 'x-preview-token': 'folder-only' },
    });

    // The other port of the machine is refused as without the pool: only the folder is let through.
    const refused = await analyzeUrl(`${folder.origin}/away`, options(false));
    expect(refused.failure?.code).toBe('refused_address');
    expect(other.accepted()).toBe(0);

    for (const round of [1, 2]) {
      const landed = await analyzeUrl(`${folder.origin}/away`, options(true));
      expect(landed.failure).toBeNull();
      expect(landed.finalUrl).toBe(`${other.origin}/landing`);
      // A connection of the page's own, closed with the page; the folder's stay open.
      expect(other.accepted()).toBeGreaterThanOrEqual(round);
      await waitUntil(() => other.open() === 0);
      expect(folder.open()).toBeGreaterThan(0);
    }
    // The extra headers go to the origin asked for (the folder), never after the redirect.
    expect(folder.requests.find((r) => r.path === '/away')?.headers['x-preview-token']).toBe(
      'folder-only',
    );
    expect(other.requests.length).toBeGreaterThan(0);
    for (const request of other.requests)
      expect(request.headers['x-preview-token']).toBeUndefined();
    await connections.close();
    await waitUntil(() => folder.open() === 0);
  });

  it("times a folder's request out at the page's timeout", async () => {
    const folder = await folderServer();
    const connections = connectionsTo(folder.origin);
    const options = (timeoutMs: number): AnalyzerOptions => ({
      timeoutMs,
      servedSite: { origin: folder.origin },
      servedSiteConnections: connections,
    });
    const hung = await analyzeUrl(`${folder.origin}/hangs`, options(300));
    expect(hung.failure).toMatchObject({ code: 'timeout' });
    expect(hung.failure?.message).toContain('within 300 ms');
    // A page with another timeout in the same run is not held to the first one's.
    const page = await analyzeUrl(`${folder.origin}/page/1`, options(30_000));
    expect(page.failure).toBeNull();
    await connections.close();
  });

  it('closes every connection, and leaves later pages to their own agent', async () => {
    const folder = await folderServer();
    const connections = connectionsTo(folder.origin);
    const options: AnalyzerOptions = {
      servedSite: { origin: folder.origin },
      servedSiteConnections: connections,
    };
    expect((await analyzeUrl(`${folder.origin}/page/1`, options)).failure).toBeNull();
    expect(folder.open()).toBeGreaterThan(0);
    await connections.close();
    await waitUntil(() => folder.open() === 0);
    expect(connections.dispatcherFor(5000)).toBeNull();
    const later = await analyzeUrl(`${folder.origin}/page/2`, options);
    expect(later.failure).toBeNull();
    await waitUntil(() => folder.open() === 0);
  });

  it('is kept by the service for a served folder, and closed with it', async () => {
    const folder = await folderServer();
    const service = await startService({
      generation: 'sync',
      rateLimit: false,
      analyzerOptions: { servedSite: { origin: folder.origin } },
    });
    let closed = false;
    try {
      const client = new TestClient(service.url, service.createKey());
      let afterFirst = 0;
      for (const n of [1, 2, 3]) {
        const created = await client.create({ url: `${folder.origin}/page/${n}` });
        expect(created.status).toBe(201);
        const report = await client.settled(created.body.data.id);
        expect(report.state).toBe('generated');
        if (n === 1) afterFirst = folder.accepted();
      }
      expect(afterFirst).toBeGreaterThan(0);
      expect(folder.accepted()).toBe(afterFirst);
      expect(folder.open()).toBeGreaterThan(0);
      await service.close();
      closed = true;
      await waitUntil(() => folder.open() === 0);
    } finally {
      if (!closed) await service.close();
    }
  });
});
