// The link check against a real site on 127.0.0.1 with planted faults: each fault found once, on
// the page that has it, nothing else reported, and each distinct target requested once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks, type LinkProblem } from '../../src/client/links/check-links.js';
import { hasNoindex } from '../../src/client/links/checker.js';
import { pageResources, srcsetUrls } from '../../src/client/links/resources.js';

const PAGES = 50;
const hits = new Map<string, number>();
let server: Server;
let origin: string;

function page(body: string): string {
  return `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
}

const FAULTY = page(`
  <link rel="stylesheet" href="/style.css"><script src="/app.js"></script>
  <a href="/missing">missing</a>
  <img src="/img/broken.png" srcset="/img/ok.png 1x, /img/ok2.png 2x">
  <a href="/r1">chain</a>
  <a href="/hidden">noindex by header</a>
  <a href="/private/page">blocked</a>
  <a href="/head-refused">HEAD refused</a>
  <a href="/common#top">common</a>
  <a href="https://example.invalid/elsewhere">external</a>
  <a href="mailto:a@example.com">mail</a>`);

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const key = `${request.method} ${path}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    const html = (body: string, headers: Record<string, string> = {}) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    const redirect = (to: string) => {
      response.writeHead(301, { location: to });
      response.end();
    };
    if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      return response.end('User-agent: *\nDisallow: /private/\n');
    }
    if (path === '/p0') return html(FAULTY);
    if (path === '/p1') return html(page('<a href="/common">common</a>'));
    if (path === '/p2')
      return html(page('<a href="/p1">to a noindex page</a><a href="/common">c</a>'));
    if (/^\/p\d+$/.test(path)) return html(page('<a href="/common">common</a>'));
    if (path === '/common' || path === '/final' || path === '/private/page')
      return html(page('ok'));
    if (path === '/r1') return redirect('/r2');
    if (path === '/r2') return redirect(`${origin}/r3`);
    if (path === '/r3') return redirect('/final');
    if (path === '/hidden') return html(page('hidden'), { 'x-robots-tag': 'noindex, nofollow' });
    if (path === '/head-refused') {
      if (request.method === 'HEAD') {
        response.writeHead(405);
        return response.end();
      }
      return html(page('GET only'));
    }
    if (['/style.css', '/app.js', '/img/ok.png', '/img/ok2.png'].includes(path)) {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      return response.end(request.method === 'HEAD' ? undefined : 'x');
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
      <link rel="preload" href="/skip.woff"><link rel="alternate stylesheet" href="alt.css">
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

  it('reads noindex from X-Robots-Tag for every crawler only', () => {
    expect(hasNoindex('noindex, nofollow')).toBe(true);
    expect(hasNoindex('none')).toBe(true);
    expect(hasNoindex('googlebot: noindex')).toBe(false);
    expect(hasNoindex('nofollow')).toBe(false);
    expect(hasNoindex(null)).toBe(false);
  });
});
