// The link check against a real site on 127.0.0.1 with planted faults: each fault found once, on
// the page that has it, nothing else reported, and each distinct target requested once.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks, type LinkProblem } from '../../src/client/links/check-links.js';
import { pageResources, srcsetUrls } from '../../src/client/links/resources.js';
import { type LinkSite, startLinkSite } from '../support/link-site.js';

const PAGES = 50;
let site: LinkSite;
let origin: string;
let hits: Map<string, number>;

beforeAll(async () => {
  site = await startLinkSite();
  origin = site.origin;
  hits = site.hits;
});

afterAll(() => site.close());

describe('checkLinks on a site with planted faults', () => {
  it('finds each fault once, on its page, and requests each target once', async () => {
    const pages = Array.from({ length: PAGES }, (_, index) => ({
      url: `${origin}/p${index}`,
      // The report of /p1 found it noindex: a link to it is a finding.
      noindex: index === 1,
    }));
    const result = await checkLinks({
      pages,
      origins: new Set([origin]),
      checker: { perOrigin: 8 },
    });

    const byPage = new Map(result.pages.map((entry) => [entry.page, entry.problems]));
    const summary = (problems: LinkProblem[] | undefined) =>
      (problems ?? [])
        .map((p) => `${p.problem} ${p.kind} ${new URL(p.url).pathname} ${p.status}`)
        .sort();
    expect(summary(byPage.get(`${origin}/p0`))).toEqual([
      'blocked link /private/page 200',
      'broken image /img/broken.png 404',
      'broken link /missing 404',
      'noindex link /hidden 200',
      'redirected link /r1 200',
    ]);
    expect(summary(byPage.get(`${origin}/p2`))).toEqual(['noindex link /p1 200']);
    // No false positive anywhere else.
    const others = result.pages.filter(
      (entry) => !entry.page.endsWith('/p0') && !entry.page.endsWith('/p2'),
    );
    expect(others.flatMap((entry) => entry.problems)).toEqual([]);
    expect(result.pages.every((entry) => entry.unread === null)).toBe(true);

    const chain = byPage.get(`${origin}/p0`)?.find((p) => p.problem === 'redirected');
    expect(chain?.hops).toEqual([
      { url: `${origin}/r1`, status: 301 },
      { url: `${origin}/r2`, status: 301 },
      { url: `${origin}/r3`, status: 301 },
    ]);

    // Site level: the broken targets and the pages linking to them.
    expect(result.brokenTargets.map((t) => [new URL(t.url).pathname, t.status, t.pages])).toEqual([
      ['/missing', 404, [`${origin}/p0`]],
      ['/img/broken.png', 404, [`${origin}/p0`]],
    ]);

    // Linked from 50 pages, requested once; /p1 was read as a page and never requested again.
    expect(hits.get('HEAD /common')).toBe(1);
    expect(hits.get('GET /common')).toBeUndefined();
    expect(hits.get('GET /p1')).toBe(1);
    expect(hits.get('HEAD /p1')).toBeUndefined();
    expect(hits.get('GET /robots.txt')).toBe(1);
    // HEAD refused: asked again with GET, and not reported.
    expect(hits.get('HEAD /head-refused')).toBe(1);
    expect(hits.get('GET /head-refused')).toBe(1);
    for (const [key, count] of hits)
      if (key.startsWith('HEAD ')) expect([key, count]).toEqual([key, 1]);
    // External targets are never requested (internal mode).
    // 11 on /p0 (the external and mailto: links are not targets), /p1 on /p2.
    expect(result.targets).toBe(12);
    expect(hits.has('HEAD /elsewhere')).toBe(false);
  });
});

describe('pageResources', () => {
  it('reads links, images, srcset, scripts, styles, icons and canonicals against <base>', () => {
    const html = `<base href="https://a.example/dir/"><link rel="canonical" href="/c"><link rel="icon" href="fav.ico">
      <link rel="preconnect" href="/skip"><link rel="alternate stylesheet" href="alt.css">
      <picture><source srcset="a.webp 1x,b.webp 2x"><img src="x.png" srcset="data:image/png;base64,AA 1x, y.png 480w"></picture>
      <script src="s.js"></script><script>inline()</script><a href="p#frag">p</a><a href="p">again</a><a href="javascript:void 0">j</a>`;
    expect(pageResources(html, 'https://a.example/page').map((r) => `${r.kind} ${r.url}`)).toEqual([
      'link https://a.example/c',
      'icon https://a.example/dir/fav.ico',
      'link https://a.example/dir/alt.css',
      'image https://a.example/dir/a.webp',
      'image https://a.example/dir/b.webp',
      'image https://a.example/dir/x.png',
      'image https://a.example/dir/y.png',
      'script https://a.example/dir/s.js',
      'link https://a.example/dir/p',
    ]);
  });

  it('splits srcset as the HTML standard does', () => {
    expect(srcsetUrls('a.png 1x, b,c.png 2x,d.png')).toEqual(['a.png', 'b,c.png', 'd.png']);
    expect(srcsetUrls('  ')).toEqual([]);
  });
});

describe('links to pages whose X-Robots-Tag keeps them out of the index', () => {
  it("reads the header as the analyzer does: every crawler's and Googlebot's directives", async () => {
    // The analyzer's noindex check fails each page marked here, and passes the others.
    const robotsTags: Record<string, string> = {
      '/all': 'noindex, nofollow',
      '/google': 'googlebot: noindex',
      '/bing': 'bingbot: noindex',
      '/bing-then-google': 'bingbot: nofollow, googlebot: none',
      '/expired': 'unavailable_after: 2001-01-01',
      '/to-come': 'unavailable_after: 2999-01-01',
    };
    const server = createServer((request, response) => {
      const path = request.url ?? '/';
      const tag = robotsTags[path];
      response.writeHead(200, {
        'content-type': 'text/html',
        ...(tag === undefined ? {} : { 'x-robots-tag': tag }),
      });
      const links = Object.keys(robotsTags).map((target) => `<a href="${target}">x</a>`);
      response.end(path === '/' ? `<title>Home</title>${links.join('')}` : '<title>x</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const home = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const result = await checkLinks({
        pages: [{ url: `${home}/`, noindex: false }],
        origins: new Set([home]),
      });
      const noindex = (result.pages[0]?.problems ?? [])
        .filter((problem) => problem.problem === 'noindex')
        .map((problem) => new URL(problem.url).pathname);
      expect(noindex.sort()).toEqual(['/all', '/bing-then-google', '/expired', '/google']);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('checkLinks of a folder audited at its production URLs (site-dir with site-url)', () => {
  it('requests the served folder and reports the production URLs', async () => {
    const production = 'https://www.example.test';
    const result = await checkLinks({
      pages: [{ url: `${production}/p0`, noindex: false }],
      origins: new Set([production]),
      checker: { fetchFrom: (url) => url.replace(production, origin) },
    });
    const problems = result.pages[0]?.problems ?? [];
    expect(problems.map((p) => `${p.problem} ${p.url}`).sort()).toEqual([
      `blocked ${production}/private/page`,
      `broken ${production}/img/broken.png`,
      `broken ${production}/missing`,
      `noindex ${production}/hidden`,
      `redirected ${production}/r1`,
    ]);
  });
});
