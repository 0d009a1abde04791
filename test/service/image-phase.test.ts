// image_weight in the service: the worker threads parse each page and name its images, the main
// thread weighs them (once for a whole run when pages share them) and judges the check. The real
// service, analyzer and worker threads, a site on 127.0.0.1 that counts what it is asked.
//
// The parser is watched on this thread (vi.mock wraps extractFacts here; the worker threads load
// their own, unwatched, copy): the main thread parses no page, not even its head (a page may not
// say where its head ends), which would hold the thread that answers requests outside the
// generation's deadline and parse every page twice. (It parses the first 64 KiB of a canonical
// URL's answer, for its robots meta tag; these pages name none.)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { extractFacts } from '../../src/server/analyzer/html/extract-facts.js';
import {
  analyzeDocument,
  ImageWeightCache,
  OriginProbeCache,
} from '../../src/server/analyzer/index.js';
import { sharedAnalysisPool } from '../../src/server/service/analysis-pool.js';
import { createDefaultAnalyzer } from '../../src/server/service/default-analyzer.js';
import { type Logger, type RunningService, startService } from '../../src/server/service/index.js';
import { type Json, TestClient } from './helpers.js';

vi.mock('../../src/server/analyzer/html/extract-facts.js', async (importOriginal) => {
  const real =
    await importOriginal<typeof import('../../src/server/analyzer/html/extract-facts.js')>();
  return { ...real, extractFacts: vi.fn(real.extractFacts) };
});
const parsedHere = vi.mocked(extractFacts);

const PAGES = 50;
let site: Server;
let origin: string;
const asked: string[] = [];

/**
 * Page `n`: the site's logo, a photo of its own, every fifth a missing image. Every tenth leaves
 * out <head>, </head> and <body>, as HTML allows: nothing marks where its head ends.
 */
function page(n: number): string {
  const words = Array.from({ length: 300 + n * 10 }, (_, i) => `term${(i * 7 + n) % 113}`);
  const head = `<meta charset="utf-8">
<title>Page ${n} of the site whose pages share one logo</title>
<meta name="description" content="Page ${n} of ${PAGES}, with the site's logo and a photo.">`;
  const body = `<header><img src="/logo.png" alt="Oak chairs" width="120" height="40"></header>
<h1>Page ${n}</h1><p>${words.join(' ')}</p>
<img src="/photo/${n}.jpg" alt="a chair" width="800" height="600" loading="lazy">
${n % 5 === 0 ? '<img src="/gone.png" alt="">' : ''}`;
  return n % 10 === 9
    ? `<!doctype html><html lang="en">${head}${body}</html>`
    : `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
}

/** Bytes of photo `n`: every seventh is over the 300 kB budget. */
const photoBytes = (n: number) => (n % 7 === 3 ? 420_000 : 30_000 + n * 100);

beforeAll(async () => {
  site = createServer((request, response) => {
    const path = request.url ?? '/';
    asked.push(`${request.method} ${path}`);
    const pageMatch = /^\/docs\/(\d+)$/.exec(path);
    const photo = /^\/photo\/(\d+)\.jpg$/.exec(path);
    if (pageMatch) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page(Number(pageMatch[1])));
    } else if (path === '/logo.png' || photo) {
      const bytes = photo ? photoBytes(Number(photo[1])) : 45_000;
      response.writeHead(200, {
        'content-type': photo ? 'image/jpeg' : 'image/png',
        'content-length': String(bytes),
      });
      response.end(request.method === 'HEAD' ? undefined : Buffer.alloc(bytes));
    } else if (path === '/failing') {
      // Its images all fail as images do: one missing (404), one at a cloud metadata address
      // (refused before any connection), one whose server hangs up.
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><head><title>A page whose images all fail to load</title></head>
<body><h1>Chairs</h1><img src="/nowhere.png"><img src="http://169.254.169.254/latest/logo.png"><img src="/hang-up.png"></body></html>`);
    } else if (path === '/hang-up.png') {
      request.socket.destroy();
    } else if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('User-agent: *\nAllow: /\n');
    } else {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>Not found</title>');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

const pageUrls = () => Array.from({ length: PAGES }, (_, n) => `${origin}/docs/${n}`);

async function auditAll(service: RunningService, urls = pageUrls()): Promise<Json[]> {
  const client = new TestClient(service.url, service.createKey());
  const created = await Promise.all(urls.map((url) => client.create({ url })));
  return Promise.all(created.map((answer) => client.settled(answer.body.data.id)));
}

/** The results, less what differs between any two fetches: the load time, the random probe. */
function comparable(report: Json) {
  const results = structuredClone(report.results);
  results.load_time.value = null;
  return JSON.parse(JSON.stringify(results).replace(/\/404-[0-9a-f]{16}/g, '/404-random'));
}

/** Documents (or parts of them) this thread parsed. */
const parsesHere = () => parsedHere.mock.calls.length;

describe('image_weight in the service', () => {
  let cached: Json[];
  let uncached: Json[];
  let askedCached: string[];
  let parsesCached: number;

  beforeAll(async () => {
    parsedHere.mockClear();
    // Fifty pages at once on a busy machine: a request that timed out, or a page slower than
    // load_time allows, in one run and not in the other would make the two differ for a reason
    // that is not the cache.
    const patient = { timeoutMs: 30_000, limits: { maxLoadTimeMs: 600_000 } };
    const service = await startService({
      allowPrivateNetwork: true,
      rateLimit: false,
      analyzerOptions: patient,
    });
    try {
      cached = await auditAll(service);
    } finally {
      await service.close();
    }
    askedCached = asked.splice(0);
    parsesCached = parsesHere();
    // The same analyzer and worker threads with caches that keep nothing: every page asks for
    // its own images (and origin probes), as before the cache.
    const without = await startService({
      allowPrivateNetwork: true,
      rateLimit: false,
      analyze: createDefaultAnalyzer(
        patient,
        sharedAnalysisPool(2),
        new OriginProbeCache({ ttlMs: 0 }),
        new ImageWeightCache({ ttlMs: 0 }),
      ),
    });
    try {
      uncached = await auditAll(without);
    } finally {
      await without.close();
    }
  });

  it('weighs the logo the 50 pages share once', () => {
    expect(cached.map((report) => report.state)).toEqual(pageUrls().map(() => 'generated'));
    const count = (requests: string[], path: string) =>
      requests.filter((request) => request.endsWith(` ${path}`)).length;
    expect(count(askedCached, '/logo.png')).toBe(1);
    expect(count(askedCached, '/gone.png')).toBe(1);
    for (let n = 0; n < PAGES; n++) expect(count(askedCached, `/photo/${n}.jpg`)).toBe(1);
    expect(count(asked, '/logo.png')).toBe(PAGES);
    expect(count(asked, '/gone.png')).toBe(PAGES / 5);
  });

  it('judges every page as it would without the cache', () => {
    expect(uncached.map((report) => report.state)).toEqual(pageUrls().map(() => 'generated'));
    for (const [i, report] of cached.entries()) {
      expect(report.score).toBe(uncached[i].score);
      expect(comparable(report)).toEqual(comparable(uncached[i]));
    }
    // Not vacuous: the weights reach the verdicts, which differ from page to page.
    const verdicts = cached.map((report) => report.results.image_weight.passed);
    expect(verdicts).toEqual(pageUrls().map((_, n) => n % 7 !== 3));
    expect(cached[3].results.image_weight.errors).toEqual({
      too_large: [{ url: `${origin}/photo/3.jpg`, bytes: 420_000, estimatedSavingBytes: 105_000 }],
    });
    expect(cached[10].results.image_weight.value).toMatchObject({
      images: 3,
      weighed: 2,
      notWeighed: 1,
      bytes: 45_000 + photoBytes(10),
    });
  });

  it('parses the pages in the worker threads only, not even a head on the main thread', () => {
    expect(sharedAnalysisPool(2).threaded).toBe(true);
    expect(parsesCached).toBe(0);
    expect(parsesHere()).toBe(0);
    // The watch works: a document parsed on this thread is seen.
    analyzeDocument({
      url: `${origin}/docs/1`,
      finalUrl: `${origin}/docs/1`,
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: page(1),
    });
    expect(parsesHere()).toBe(1);
  });
});

describe('an image that fails as images do', () => {
  it('is an unweighed image, with nothing logged and no stack trace anywhere', async () => {
    const lines: string[] = [];
    const logger: Logger = {
      info: (message) => lines.push(`info ${message}`),
      warn: (message) => lines.push(`warn ${message}`),
      error: (message) => lines.push(`error ${message}`),
    };
    const consoleLines: unknown[] = [];
    const spies = (['error', 'warn', 'log'] as const).map((name) =>
      vi.spyOn(console, name).mockImplementation((...args) => consoleLines.push(args)),
    );
    const service = await startService({ allowPrivateNetwork: true, rateLimit: false, logger });
    let report: Json;
    try {
      [report] = await auditAll(service, [`${origin}/failing`]);
    } finally {
      await service.close();
      for (const spy of spies) spy.mockRestore();
    }
    expect(report.state).toBe('generated');
    expect(report.results.image_weight.passed).toBe(true);
    expect(report.results.image_weight.value).toMatchObject({
      images: 3,
      weighed: 0,
      notWeighed: 3,
    });
    const written = JSON.stringify([lines, consoleLines]);
    expect(written).not.toMatch(/\n\s+at |Error:|nowhere\.png|169\.254|hang-up/);
    expect(lines.filter((line) => !line.startsWith('info '))).toEqual([]);
  });
});
