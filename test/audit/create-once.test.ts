// Creating each report once: after a POST that may have reached the service fails, the engine
// finds the report the service made and reuses it, and sends the POST again only when there is
// none. A small stateful service on 127.0.0.1 plays each failure with real sockets (a reset
// after the report was stored cannot be played by MockAgent).
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SeoReportApiError, SeoReportClient } from '../../src/client/api/index.js';
import { mayHaveCreated, ReportCreator } from '../../src/client/audit/create-once.js';
import { runAudit } from '../../src/client/audit/run-audit.js';
import { noDeadline, waitUntil } from '../support/wait-until.js';

/** What the service does with one POST: store the report or not, then answer or fail. */
type PostPlay =
  | 'ok'
  | 'store-then-reset'
  | 'reset'
  | 'store-then-502'
  | 'store-then-garbage'
  | '502-html'
  | 'store-then-hold';

interface StoredReport {
  id: number;
  url: string;
  createdAt: number;
}

async function fakeService(options: { plays?: PostPlay[]; listFails?: boolean } = {}) {
  const plays = [...(options.plays ?? [])];
  const reports: StoredReport[] = [];
  const counts = { posts: 0, lists: 0 };
  let nextId = 41;
  const reportBody = (r: StoredReport) => ({
    id: r.id,
    url: r.url.replace(/^https?:\/\//, ''),
    result: 90,
    generated_at: '2026-11-22T00:00:00Z',
    created_at: new Date(r.createdAt).toISOString(),
  });
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let text = '';
    for await (const chunk of req) text += chunk;
    if (req.method === 'POST' && url.pathname === '/api/v1/reports') {
      counts.posts += 1;
      const play = plays.shift() ?? 'ok';
      const pageUrl = new URLSearchParams(text).get('url') as string;
      const stored = play.startsWith('store') || play === 'ok';
      const report = { id: nextId++, url: pageUrl, createdAt: Date.now() };
      if (stored) reports.push(report);
      if (play === 'ok') return json(res, 201, { data: reportBody(report) });
      if (play === 'store-then-hold') return;
      if (play === 'reset' || play === 'store-then-reset') return res.socket?.destroy();
      if (play === 'store-then-garbage') {
        res.writeHead(201, { 'content-type': 'application/json' });
        return res.end('{"data": {"id": ');
      }
      res.writeHead(502, { 'content-type': 'text/html' });
      return res.end('<html><title>502 Bad Gateway</title></html>');
    }
    if (req.method === 'GET' && url.pathname === '/api/v1/reports') {
      counts.lists += 1;
      if (options.listFails) return json(res, 400, { message: 'no lists today' });
      const search = url.searchParams.get('search') ?? '';
      const matching = reports
        .filter((r) => r.url.includes(search))
        .sort((a, b) => b.id - a.id)
        .map(reportBody);
      return json(res, 200, {
        data: matching,
        meta: { current_page: 1, last_page: 1, per_page: 100, total: matching.length },
      });
    }
    json(res, 404, { message: 'Not found.' });
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(server);
  const port = (server.address() as AddressInfo).port;
  const client = new SeoReportClient({
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey: 'test-key-123456',
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
  });
  clients.push(client);
  // Seeded reports are a minute old: made before the run, as the service's clock tells.
  const seed = (url: string) => reports.push({ id: nextId++, url, createdAt: Date.now() - 60_000 });
  return { client, reports, counts, seed };
}

const servers: Server[] = [];
const clients: SeoReportClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  for (const server of servers.splice(0)) server.close();
});

const params = (url: string) => ({ url, privacy: 1 as const });
const signal = () => noDeadline();
const quick = { lookDelaysMs: [0, 5] };

describe('ReportCreator', () => {
  it('reuses the report a POST made before its connection was reset', async () => {
    const api = await fakeService({ plays: ['store-then-reset'] });
    const notes: string[] = [];
    const creator = new ReportCreator(api.client, { ...quick, onNote: (n) => notes.push(n) });
    const report = await creator.create(params('https://site.test/a'), signal());
    expect(report.id).toBe(String(api.reports[0]?.id));
    expect(api.reports).toHaveLength(1);
    expect(api.counts.posts).toBe(1);
    expect(notes.join('\n')).toMatch(/the service had created report \d+: using it/);
  });

  it.each(['store-then-502', 'store-then-garbage'] as const)(
    'reuses the report after %s instead of creating a second one',
    async (play) => {
      const api = await fakeService({ plays: [play] });
      const creator = new ReportCreator(api.client, quick);
      const report = await creator.create(params('https://site.test/a'), signal());
      expect(api.reports.map((r) => String(r.id))).toEqual([report.id]);
      expect(api.counts.posts).toBe(1);
    },
  );

  it('sends the POST again when the service provably made nothing', async () => {
    const api = await fakeService({ plays: ['reset', '502-html'] });
    const notes: string[] = [];
    const creator = new ReportCreator(api.client, { ...quick, onNote: (n) => notes.push(n) });
    const report = await creator.create(params('https://site.test/a'), signal());
    expect(api.counts.posts).toBe(3);
    expect(api.reports.map((r) => String(r.id))).toEqual([report.id]);
    expect(notes.filter((n) => n.includes('sending it again'))).toHaveLength(2);
  });

  it('never reuses a report that existed before the run (below the watermark)', async () => {
    const api = await fakeService({ plays: ['reset'] });
    api.seed('https://site.test/a');
    const creator = new ReportCreator(api.client, quick);
    const report = await creator.create(params('https://site.test/a'), signal());
    expect(report.id).not.toBe(String(api.reports[0]?.id));
    expect(api.reports).toHaveLength(2);
  });

  it('never gives one report to two URLs that are the same page for the service', async () => {
    const api = await fakeService({ plays: ['ok', 'reset', 'ok'] });
    const creator = new ReportCreator(api.client, quick);
    const first = await creator.create(params('https://site.test/a'), signal());
    const second = await creator.create(params('http://www.site.test/a'), signal());
    expect(second.id).not.toBe(first.id);
    expect(api.counts.posts).toBe(3);
  });

  it('gives up after maxAttempts POSTs and marks the URL uncertain', async () => {
    const api = await fakeService({ plays: ['reset', 'reset', 'reset'] });
    const uncertain: string[] = [];
    const creator = new ReportCreator(api.client, {
      ...quick,
      maxAttempts: 2,
      onUncertain: (u) => uncertain.push(u),
    });
    await expect(creator.create(params('https://site.test/a'), signal())).rejects.toThrow(
      /connection/,
    );
    expect(api.counts.posts).toBe(2);
    expect(uncertain).toEqual(['https://site.test/a']);
  });

  it('does not send a POST again when it cannot list reports (it could not tell)', async () => {
    const api = await fakeService({ plays: ['reset'], listFails: true });
    const uncertain: string[] = [];
    const creator = new ReportCreator(api.client, {
      ...quick,
      onUncertain: (u) => uncertain.push(u),
    });
    await expect(creator.create(params('https://site.test/a'), signal())).rejects.toThrow();
    expect(api.counts.posts).toBe(1);
    expect(uncertain).toEqual(['https://site.test/a']);
    expect(creator.watermark).toBeNull();
  });

  it('sends one request per URL when nothing fails: no list at all', async () => {
    const api = await fakeService();
    api.seed('https://site.test/old');
    const creator = new ReportCreator(api.client, quick);
    await Promise.all(
      ['a', 'b', 'c'].map((p) => creator.create(params(`https://site.test/${p}`), signal())),
    );
    expect(api.counts).toEqual({ posts: 3, lists: 0 });
    expect(creator.watermark).toBeNull();
  });

  it('takes the watermark from the ids it was given, once one is known', async () => {
    const api = await fakeService({ plays: ['ok', 'store-then-reset'] });
    api.seed('https://site.test/b'); // older, and below any id the run was given
    const uncertain: string[] = [];
    const creator = new ReportCreator(api.client, quick);
    const first = await creator.create(params('https://site.test/a'), signal());
    const second = await creator.create(params('https://site.test/b'), signal());
    expect(Number(second.id)).toBeGreaterThan(Number(first.id));
    expect(api.reports).toHaveLength(3);
    expect(api.counts.posts).toBe(2);
    // One list by URL to find the report; none to find a watermark.
    expect(api.counts.lists).toBe(1);
    expect(uncertain).toEqual([]);
  });

  it('gives cleanup a watermark below a create cut off before any id was known', async () => {
    const api = await fakeService({ plays: ['store-then-hold'] });
    api.seed('https://site.test/old');
    const uncertain: string[] = [];
    const creator = new ReportCreator(api.client, {
      ...quick,
      maxAttempts: 1,
      onUncertain: (u) => uncertain.push(u),
    });
    const controller = new AbortController();
    const created = creator.create(params('https://site.test/hold'), controller.signal);
    await waitUntil(() => api.reports.length === 2);
    controller.abort(new Error('the run stopped'));
    await expect(created).rejects.toThrow();
    expect(uncertain).toEqual(['https://site.test/hold']);
    // The seeded report is the newest made before the run: cleanup looks above it.
    expect(creator.watermark).toBe(String(api.reports[0]?.id));
    expect(api.counts.lists).toBe(1);
  });

  it.each([
    ['a reset after sending', 'network', null, true, true],
    ['a refused connection', 'network', null, false, false],
    ['no answer in time', 'timeout', null, true, true],
    ["a proxy's 502", 'server_error', 502, true, true],
    ['a 2xx that is not JSON', 'garbled', 201, true, true],
    ['a redirect to a login page', 'redirect', 302, true, false],
    ['a 422', 'validation', 422, true, false],
    ['a 401', 'unauthenticated', 401, true, false],
  ] as const)(
    'after %s, may the service have created it: %s',
    (_what, code, status, reached, expected) => {
      const error = new SeoReportApiError({
        code,
        endpoint: 'POST /api/v1/reports',
        reason: 'x',
        status,
        mayHaveReachedService: reached,
      });
      expect(mayHaveCreated(error)).toBe(expected);
      expect(mayHaveCreated(new Error('not from the client'))).toBe(false);
    },
  );
});

describe('runAudit with failing creates', () => {
  it('ends with one report per URL when every other POST is reset after storing', async () => {
    const plays: PostPlay[] = [];
    for (let i = 0; i < 20; i++) plays.push(i % 2 === 0 ? 'store-then-reset' : 'ok');
    const api = await fakeService({ plays });
    const urls = Array.from({ length: 20 }, (_, i) => `https://site.test/page-${i}`);
    const result = await runAudit(api.client, {
      urls,
      privacy: 1,
      concurrency: 4,
      timeoutMs: 20_000,
    });
    expect(result.outcomes.every((o) => o.grade === 'good')).toBe(true);
    expect(api.reports).toHaveLength(20);
    const ids = result.outcomes.map((o) => o.reportId);
    expect(new Set(ids).size).toBe(20);
  });
});
