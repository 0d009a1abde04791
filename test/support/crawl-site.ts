// A small site to crawl, over real HTTP on 127.0.0.1, and a second origin it links to. It has
// what a crawler must handle: robots.txt with a Disallow and a Sitemap line, a sitemap, a link
// loop, query-string variants, fragment links, links to another origin, to a PDF and an image,
// mailto:, and more pages than a small max-pages. It records every request it gets.
import { type Listening, listen } from './fixture.js';

export interface CrawlSite {
  origin: string;
  /** Another origin the site links to: a crawl must never request it. */
  other: Listening;
  /** Every request the site got: path with query, and user agent. */
  requests: { path: string; agent: string }[];
  /** Every request the other origin got. */
  otherRequests: string[];
  /** The HTML pages a full crawl reaches (robots.txt obeyed), as absolute URLs. */
  crawlable: string[];
  /** A page only robots.txt keeps out. */
  disallowed: string;
  close(): void;
}

/** The site's pages and the links on each (paths, or absolute URLs for the other origin). */
function linksOf(path: string, other: string): string[] | null {
  const blog = [1, 2, 3, 4, 5, 6].map((n) => `/blog/${n}`);
  switch (path) {
    case '/':
      return [
        '/a',
        '/b',
        '/a#top',
        '/b?x=1',
        '/b?y=2',
        '/loop',
        '/private/secret',
        `${other}/elsewhere`,
        '/files/guide.pdf',
        '/img/logo.png',
        'mailto:team@example.test',
        'javascript:void(0)',
      ];
    case '/a':
      return ['/', '/a/1', '/a/2', '/a/3#part'];
    case '/b':
      return ['/', ...blog, '/b?page=2'];
    case '/loop':
      return ['/', '/loop', './loop#again'];
    case '/from-sitemap':
      return ['/deep'];
    case '/private/secret':
      return ['/private/more'];
    case '/a/1':
    case '/a/2':
    case '/a/3':
    case '/deep':
    case '/private/more':
      return ['/'];
    default:
      return blog.includes(path) ? ['/', '/b'] : null;
  }
}

export async function startCrawlSite(): Promise<CrawlSite> {
  const requests: CrawlSite['requests'] = [];
  const otherRequests: string[] = [];
  const other = await listen((request, response) => {
    otherRequests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Elsewhere</title>');
  });
  let origin = '';
  const site = await listen((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site');
    requests.push({
      path: `${url.pathname}${url.search}`,
      agent: request.headers['user-agent'] ?? '',
    });
    const send = (status: number, type: string, body: string) =>
      response.writeHead(status, { 'content-type': type }).end(body);
    if (url.pathname === '/robots.txt')
      return send(
        200,
        'text/plain',
        `User-agent: *\nDisallow: /private\n\nSitemap: ${origin}/sitemap.xml\n`,
      );
    if (url.pathname === '/sitemap.xml')
      return send(
        200,
        'application/xml',
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/</loc></url><url><loc>${origin}/from-sitemap</loc></url></urlset>`,
      );
    if (url.pathname.endsWith('.pdf')) return send(200, 'application/pdf', '%PDF-1.4');
    if (url.pathname.endsWith('.png')) return send(200, 'image/png', 'PNG');
    const links = linksOf(url.pathname, other.url);
    if (links === null) return send(404, 'text/html', '<title>Not found</title>');
    return send(200, 'text/html; charset=utf-8', page(url.pathname, links));
  });
  origin = site.url;
  const paths = ['/', '/a', '/b', '/loop', '/from-sitemap', '/a/1', '/a/2', '/a/3', '/deep'];
  return {
    origin,
    other,
    requests,
    otherRequests,
    crawlable: [...paths, ...[1, 2, 3, 4, 5, 6].map((n) => `/blog/${n}`)].map(
      (path) => `${origin}${path}`,
    ),
    disallowed: `${origin}/private/secret`,
    close: () => {
      site.close();
      other.close();
    },
  };
}

function page(path: string, links: string[]): string {
  const anchors = links.map((href) => `<li><a href="${href}">${href}</a></li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page ${path} of the crawl site</title><meta name="description" content="A page of the site the crawler tests walk through."></head><body><h1>Page ${path}</h1><ul>${anchors}</ul></body></html>`;
}
