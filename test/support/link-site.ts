// A site on 127.0.0.1 with planted link faults, for the link check's tests: /p0 links to a 404,
// loads a broken image, links to a 3-hop redirect chain, a page noindex by X-Robots-Tag, a page
// robots.txt disallows and a path whose server refuses HEAD (405) but answers GET; /p0 to /pN
// all link to /common. It counts requests per method and path, and apart those of the link checker.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LinkSite {
  origin: string;
  /** "METHOD /path" to the number of requests. */
  hits: Map<string, number>;
  /** The same, for the link checker's requests only (its user agent). */
  checkerHits: Map<string, number>;
  close(): Promise<void>;
}

const page = (title: string, body: string, head = '') =>
  `<!doctype html><html lang="en"><head><title>${title}</title><meta name="description" content="A page of the link test site, ${title}.">${head}</head><body><h1>${title}</h1>${body}</body></html>`;

const FAULTY = page(
  'Faults',
  `<link rel="stylesheet" href="/style.css"><script src="/app.js"></script>
  <a href="/missing">missing</a>
  <img src="/img/broken.png" srcset="/img/ok.png 1x, /img/ok2.png 2x" alt="x">
  <a href="/r1">chain</a>
  <a href="/hidden">noindex by header</a>
  <a href="/private/page">blocked</a>
  <a href="/head-refused">HEAD refused</a>
  <a href="/common#top">common</a>
  <a href="https://example.invalid/elsewhere">external</a>
  <a href="mailto:a@example.com">mail</a>`,
);

export async function startLinkSite(): Promise<LinkSite> {
  const hits = new Map<string, number>();
  const checkerHits = new Map<string, number>();
  let origin = '';
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const key = `${request.method} ${path}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    if ((request.headers['user-agent'] ?? '').includes('seo-report-link-check'))
      checkerHits.set(key, (checkerHits.get(key) ?? 0) + 1);
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
    if (path === '/p2')
      return html(page('P2', '<a href="/p1">to a noindex page</a><a href="/common">c</a>'));
    if (path === '/p1')
      return html(
        page('P1', '<a href="/common">common</a>', '<meta name="robots" content="noindex">'),
      );
    if (/^\/p\d+$/.test(path)) return html(page(path, '<a href="/common">common</a>'));
    if (path === '/common' || path === '/final' || path === '/private/page')
      return html(page(path, 'ok'));
    if (path === '/r1') return redirect('/r2');
    if (path === '/r2') return redirect(`${origin}/r3`);
    if (path === '/r3') return redirect('/final');
    if (path === '/hidden')
      return html(page('Hidden', 'x'), { 'x-robots-tag': 'noindex, nofollow' });
    if (path === '/head-refused') {
      if (request.method === 'HEAD') {
        response.writeHead(405);
        return response.end();
      }
      return html(page('GET only', 'x'));
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
  return {
    origin,
    hits,
    checkerHits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
