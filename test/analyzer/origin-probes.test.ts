// The per-origin cache of robots.txt, sitemap.xml and the missing-page probe: one fetch of each
// per origin over many pages, counted on a real server on 127.0.0.1; separate origins apart; a
// bounded lifetime on a fake clock; a failing robots.txt remembered as failing; and results the
// same as without the cache.
import { afterEach, describe, expect, it } from 'vitest';
import { type Analysis, analyzeUrl, OriginProbeCache } from '../../src/server/analyzer/index.js';
import { waitUntil } from '../support/wait-until.js';
import { html, localOptions, startServer, type TestServer, text } from './support.js';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A page of the site: its own title and text, links to its neighbours. */
function page(n: number): string {
  const words = Array.from({ length: 40 + n * 7 }, (_, i) => `word${(i * 13 + n) % 97}`).join(' ');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Page number ${n} of the site under test here</title>
<meta name="description" content="Page ${n}: ${words.slice(0, 120)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
${n % 3 === 0 ? `<link rel="canonical" href="/page/${n + 1}">` : ''}
${n % 4 === 1 ? '<meta name="robots" content="noindex">' : ''}
</head><body><h1>Page ${n}</h1><p>${words}</p>
<a href="/page/${n + 1}">next</a> <img src="/img/${n}.png"${n % 2 === 0 ? ' alt="a picture"' : ''}>
</body></html>`;
}

async function site(
  robots: Parameters<typeof text>[0] | 'hang up' = 'User-agent: *\nDisallow: /private/\n',
) {
  const server = await startServer({
    '/robots.txt': robots === 'hang up' ? (request) => request.socket.destroy() : text(robots),
    '/sitemap.xml': text(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>',
      'application/xml',
    ),
    '*': (request, response) => {
      const match = /^\/(page|private)\/(\d+)$/.exec(request.url ?? '');
      if (match === null) {
        response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
        return;
      }
      html(page(Number(match[2])))(request, response);
    },
  });
  servers.push(server);
  return server;
}

/** Requests of the three origin probes the server saw. */
function probeCounts(server: TestServer) {
  return {
    robots: server.requests.filter((path) => path === '/robots.txt').length,
    sitemap: server.requests.filter((path) => path === '/sitemap.xml').length,
    notFound: server.requests.filter((path) => path.startsWith('/404-')).length,
  };
}

const paths = (count: number) =>
  Array.from({ length: count }, (_, n) => (n % 5 === 4 ? `/private/${n}` : `/page/${n}`));

/**
 * What may differ between two analyses of the same page, cache or not: the time the fetch took,
 * and the random path of the missing-page probe.
 */
function comparable(analysis: Analysis) {
  const results = structuredClone(analysis.results);
  if (results.load_time) results.load_time.value = null;
  return JSON.parse(JSON.stringify(results).replace(/\/404-[0-9a-f]{16}/g, '/404-random'));
}

describe('the per-origin probe cache', () => {
  it('fetches robots.txt, sitemap.xml and the missing page once for many pages of an origin', async () => {
    const server = await site();
    const originProbes = new OriginProbeCache();
    const options = localOptions({ originProbes });
    // Ten at once (the first fetch is shared while in flight), then ten one after another.
    const first = await Promise.all(paths(10).map((path) => analyzeUrl(server.url(path), options)));
    const second: Analysis[] = [];
    for (const path of paths(20).slice(10))
      second.push(await analyzeUrl(server.url(path), options));
    for (const analysis of [...first, ...second]) expect(analysis.failure).toBeNull();
    expect(probeCounts(server)).toEqual({ robots: 1, sitemap: 1, notFound: 1 });
    // Every page is fetched itself (and some canonicals, which belong to their page).
    for (const path of paths(20)) expect(server.requests).toContain(path);
    // Each page is still judged against the shared robots.txt by its own path.
    expect(second[4]?.results.robots?.passed).toBe(false); // /private/14
    expect(second[5]?.results.robots?.passed).toBe(true); // /page/15
  });

  it('gives every page the same results as fetching the probes itself', async () => {
    const server = await site();
    const cached = localOptions({ originProbes: new OriginProbeCache() });
    const uncached = localOptions();
    const pages = paths(12);
    const withCache = await Promise.all(pages.map((path) => analyzeUrl(server.url(path), cached)));
    const without = await Promise.all(pages.map((path) => analyzeUrl(server.url(path), uncached)));
    expect(probeCounts(server)).toEqual({ robots: 13, sitemap: 13, notFound: 13 });
    for (const [i, analysis] of withCache.entries()) {
      const other = without[i] as Analysis;
      expect(analysis.score).toBe(other.score);
      expect(comparable(analysis)).toEqual(comparable(other));
    }
    // Not vacuous: the pages differ from one another, in checks that read the probes too.
    const scores = new Set(withCache.map((analysis) => analysis.score));
    expect(scores.size).toBeGreaterThan(1);
    expect(new Set(withCache.map((a) => a.results.robots?.passed))).toEqual(new Set([true, false]));
  });

  it('fetches each origin apart', async () => {
    const one = await site();
    const two = await site('User-agent: *\nDisallow: /page/\n');
    const options = localOptions({ originProbes: new OriginProbeCache() });
    for (const path of paths(4)) {
      await analyzeUrl(one.url(path), options);
      await analyzeUrl(two.url(path), options);
    }
    // Another host name on the same server is another origin as well.
    const aliased = await analyzeUrl(one.url('/page/0', 'alias.test'), options);
    expect(probeCounts(one)).toEqual({ robots: 2, sitemap: 2, notFound: 2 });
    expect(probeCounts(two)).toEqual({ robots: 1, sitemap: 1, notFound: 1 });
    expect(aliased.results.robots?.value).toMatchObject({
      url: one.url('/robots.txt', 'alias.test'),
    });
    // Each origin's own robots.txt: /page/0 is allowed on one, disallowed on the other.
    const onTwo = await analyzeUrl(two.url('/page/0'), options);
    expect(onTwo.results.robots?.passed).toBe(false);
  });

  it('fetches again once the answers are older than their lifetime', async () => {
    const server = await site();
    let clock = 1_000_000;
    const originProbes = new OriginProbeCache({ ttlMs: 60_000, now: () => clock });
    const options = localOptions({ originProbes });
    await analyzeUrl(server.url('/page/1'), options);
    clock += 59_999;
    await analyzeUrl(server.url('/page/2'), options);
    expect(probeCounts(server).robots).toBe(1);
    // The site changes its robots.txt; the next page past the lifetime sees the change.
    server.routes['/robots.txt'] = text('User-agent: *\nDisallow: /page/\n');
    clock += 1;
    const after = await analyzeUrl(server.url('/page/3'), options);
    expect(probeCounts(server)).toEqual({ robots: 2, sitemap: 2, notFound: 2 });
    expect(after.results.robots?.passed).toBe(false);
  });

  it('remembers a robots.txt that got no answer as failing, like the pages before', async () => {
    const server = await site('hang up');
    const options = localOptions({ originProbes: new OriginProbeCache() });
    const first = await analyzeUrl(server.url('/page/1'), options);
    const second = await analyzeUrl(server.url('/page/2'), options);
    expect(probeCounts(server).robots).toBe(1);
    for (const analysis of [first, second]) {
      expect(analysis.failure).toBeNull();
      expect(analysis.results.robots?.passed).toBeNull();
      expect(String(analysis.results.robots?.value)).toContain('got no answer');
    }
    expect(second.results.robots).toEqual(first.results.robots);
  });

  it('holds at most maxOrigins origins, dropping the least recently used', async () => {
    const servers = [await site(), await site(), await site()];
    const originProbes = new OriginProbeCache({ maxOrigins: 2 });
    const options = localOptions({ originProbes });
    const [a, b, c] = servers as [TestServer, TestServer, TestServer];
    await analyzeUrl(a.url('/page/1'), options);
    await analyzeUrl(b.url('/page/1'), options);
    await analyzeUrl(a.url('/page/2'), options); // a is now the most recently used
    await analyzeUrl(c.url('/page/1'), options); // b goes
    expect(originProbes.size).toBe(2);
    await analyzeUrl(a.url('/page/3'), options);
    await analyzeUrl(b.url('/page/2'), options);
    expect([a, b, c].map((server) => probeCounts(server).robots)).toEqual([1, 2, 1]);
  });

  it("a stopped page's fetch is not kept: a page still waiting fetches under its own signal", async () => {
    const server = await site();
    let release: () => void = () => undefined;
    let robotsAsked = 0;
    server.routes['/robots.txt'] = (_request, response) => {
      robotsAsked += 1;
      // The first robots.txt answers only once the first page is stopped.
      if (robotsAsked === 1) release = () => response.destroy();
      else text('User-agent: *\n')(_request, response);
    };
    const originProbes = new OriginProbeCache();
    const stop = new AbortController();
    const stopped = analyzeUrl(
      server.url('/page/1'),
      localOptions({ originProbes, signal: stop.signal }),
    );
    await waitUntil(() => robotsAsked === 1);
    const waiting = analyzeUrl(server.url('/page/2'), localOptions({ originProbes }));
    stop.abort(new Error('stopped'));
    release();
    await expect(stopped).rejects.toThrow('stopped');
    const analysis = await waiting;
    expect(analysis.failure).toBeNull();
    expect(analysis.results.robots?.passed).toBe(true);
    expect(robotsAsked).toBe(2);
  });
});
