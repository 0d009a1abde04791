// The service's analyzer fetches what belongs to an origin (robots.txt, sitemap.xml, a missing
// page) once for all the pages of a run, and judges every page as it would have without that:
// the real analyzer and its worker threads, a site on 127.0.0.1 that counts what it is asked.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OriginProbeCache } from '../../src/server/analyzer/index.js';
import { sharedAnalysisPool } from '../../src/server/service/analysis-pool.js';
import { createDefaultAnalyzer } from '../../src/server/service/default-analyzer.js';
import { type RunningService, startService } from '../../src/server/service/index.js';
import { type Json, TestClient } from './helpers.js';

const PAGES = 12;
let site: Server;
let origin: string;
const asked: string[] = [];

function page(n: number): string {
  const words = Array.from({ length: 300 + n * 40 }, (_, i) => `term${(i * 7 + n) % 113}`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page ${n} of the site audited by the service in this test</title>
<meta name="description" content="The page numbered ${n}, one of ${PAGES}.">
</head><body><h1>Page ${n}</h1><p>${words.join(' ')}</p>
${n % 2 === 0 ? '<img src="/a.png">' : '<img src="/a.webp" alt="a chair">'}</body></html>`;
}

beforeAll(async () => {
  site = createServer((request, response) => {
    const path = request.url ?? '/';
    asked.push(path);
    const match = /^\/(docs|drafts)\/(\d+)$/.exec(path);
    if (match) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page(Number(match[2])));
    } else if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(`User-agent: *\nDisallow: /drafts/\nSitemap: ${origin}/sitemap.xml\n`);
    } else if (path === '/sitemap.xml') {
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>');
    } else {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>Not found</title>');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

/** The pages audited (known once the site listens); every fourth is disallowed by robots.txt. */
const pageUrls = () =>
  Array.from({ length: PAGES }, (_, n) => `${origin}/${n % 4 === 3 ? 'drafts' : 'docs'}/${n}`);

async function auditAll(service: RunningService): Promise<Json[]> {
  const client = new TestClient(service.url, service.createKey());
  const created = await Promise.all(pageUrls().map((url) => client.create({ url })));
  return Promise.all(created.map((answer) => client.settled(answer.body.data.id)));
}

const probes = (paths: string[]) => ({
  robots: paths.filter((path) => path === '/robots.txt').length,
  sitemap: paths.filter((path) => path === '/sitemap.xml').length,
  notFound: paths.filter((path) => path.startsWith('/404-')).length,
});

/** The results, less what differs between any two fetches: the load time, the random probe. */
function comparable(report: Json) {
  const results = structuredClone(report.results);
  results.load_time.value = null;
  return JSON.parse(JSON.stringify(results).replace(/\/404-[0-9a-f]{16}/g, '/404-random'));
}

describe('the service fetches each origin once per run', () => {
  let cached: Json[];
  let uncached: Json[];
  let askedCached: string[];

  beforeAll(async () => {
    const service = await startService({ allowPrivateNetwork: true, rateLimit: false });
    try {
      cached = await auditAll(service);
    } finally {
      await service.close();
    }
    askedCached = asked.splice(0);
    // The same analyzer and worker threads, with answers that expire at once: every page
    // fetches its own probes, as before the cache.
    const without = await startService({
      allowPrivateNetwork: true,
      rateLimit: false,
      analyze: createDefaultAnalyzer({}, sharedAnalysisPool(2), new OriginProbeCache({ ttlMs: 0 })),
    });
    try {
      uncached = await auditAll(without);
    } finally {
      await without.close();
    }
  });

  it('asks the site for robots.txt, sitemap.xml and a missing page once for all its pages', () => {
    expect(cached.map((report) => report.state)).toEqual(pageUrls().map(() => 'generated'));
    expect(probes(askedCached)).toEqual({ robots: 1, sitemap: 1, notFound: 1 });
    expect(probes(asked)).toEqual({ robots: PAGES, sitemap: PAGES, notFound: PAGES });
  });

  it('judges every page as it would without the cache', () => {
    expect(uncached.map((report) => report.state)).toEqual(pageUrls().map(() => 'generated'));
    for (const [i, report] of cached.entries()) {
      expect(report.score).toBe(uncached[i].score);
      expect(comparable(report)).toEqual(comparable(uncached[i]));
    }
    // The pages differ, and so do the verdicts read from the shared robots.txt.
    expect(new Set(cached.map((report) => report.score)).size).toBeGreaterThan(1);
    expect(cached.map((report) => report.results.robots.passed)).toEqual(
      pageUrls().map((url) => !url.includes('/drafts/')),
    );
  });
});
