// Issue 31, over real HTTP on 127.0.0.1 with the embedded analyzer: a site whose sitemap lists a
// 404, a noindex page, a robots-blocked page, a redirect and a page canonicalised elsewhere, with
// an orphan, a page the sitemap leaves out, and a 13.5 MB and a 6.7 MB image (made at test time).
// Every fault is found once, and nothing else is.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJobConfig } from '../../src/client/app/config.js';
import { runJob } from '../../src/client/app/job.js';

const HERO = Buffer.alloc(13_500_000, 1);
const TEAM = Buffer.alloc(6_700_000, 2);

let server: Server;
let origin = '';

/** A page with its own title and description, linking home (so only /orphan is unlinked). */
function pageHtml(name: string, head = '', body = ''): string {
  return [
    `<!doctype html><html lang="en"><head><title>${name} of the oak chair workshop</title>`,
    `<meta name="description" content="All about ${name}, from the oak chair workshop.">`,
    `${head}</head><body><h1>${name}</h1><a href="/">Home</a>${body}</body></html>`,
  ].join('');
}

const PAGES: Record<string, string> = {
  '/': pageHtml(
    'Home',
    '',
    ['/about', '/quiet', '/private', '/old', '/copy', '/extra']
      .map((path) => `<a href="${path}">${path}</a>`)
      .join('') +
      '<img src="/hero.png" alt="Hero" width="800" height="600">' +
      '<img src="/team.png" alt="Team" width="800" height="600">',
  ),
  '/about': pageHtml('About'),
  '/quiet': pageHtml('Quiet', '<meta name="robots" content="noindex">'),
  '/private': pageHtml('Private'),
  '/new': pageHtml('New'),
  '/copy': pageHtml('Copy', '<link rel="canonical" href="{origin}/about">'),
  '/orphan': pageHtml('Orphan'),
  '/extra': pageHtml('Extra'),
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] as string;
    if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(`User-agent: *\nDisallow: /private\nSitemap: ${origin}/sitemap.xml\n`);
    } else if (path === '/sitemap.xml') {
      const entries = ['/', '/about', '/gone', '/quiet', '/private', '/old', '/copy', '/orphan'];
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.map((e) => `<url><loc>${origin}${e}</loc></url>`).join('')}</urlset>`,
      );
    } else if (path === '/old') {
      response.writeHead(301, { location: `${origin}/new` }).end();
    } else if (path === '/hero.png' || path === '/team.png') {
      const bytes = path === '/hero.png' ? HERO : TEAM;
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': bytes.length });
      response.end(request.method === 'HEAD' ? undefined : bytes);
    } else if (PAGES[path] !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end((PAGES[path] as string).replaceAll('{origin}', origin));
    } else {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('sitemap hygiene and image weight, end to end in process', () => {
  it('finds every fault once and nothing else', async () => {
    const values: Record<string, string> = {
      urls: `${origin}/extra`,
      sitemap: `${origin}/sitemap.xml`,
      'allow-private-network': 'true',
      timeout: '120',
    };
    const config = parseJobConfig((name) => values[name] ?? '');
    const result = await runJob(config, {}, new AbortController().signal);
    if (result.kind !== 'audit') throw new Error(`the job did not audit: ${result.kind}`);
    const at = (path: string) => `${origin}${path}`;
    const sitemap = at('/sitemap.xml');
    expect(result.run.siteFindings).toEqual([
      { kind: 'sitemap_entry_error', value: sitemap, pages: [at('/gone')], status: 404 },
      { kind: 'sitemap_entry_redirect', value: sitemap, pages: [at('/old')] },
      { kind: 'sitemap_entry_noindex', value: sitemap, pages: [at('/quiet')] },
      { kind: 'sitemap_entry_blocked', value: sitemap, pages: [at('/private')] },
      { kind: 'sitemap_entry_canonicalised', value: sitemap, pages: [at('/copy')] },
      { kind: 'missing_from_sitemap', value: sitemap, pages: [at('/extra')] },
      { kind: 'orphan_page', value: sitemap, pages: [at('/orphan')] },
    ]);
    // The two images of the home page, each over the per-image budget, and the page over its own.
    const weights = result.run.result.outcomes.map((outcome) => [
      new URL(outcome.url).pathname,
      outcome.report?.checks?.image_weight?.passed ?? null,
    ]);
    expect(weights.filter(([, passed]) => passed === false)).toEqual([['/', false]]);
    const home = result.run.result.outcomes.find((outcome) => outcome.url === at('/'));
    expect(home?.report?.checks?.image_weight?.errors).toEqual({
      too_large: [
        { url: at('/hero.png'), bytes: 13_500_000, estimatedSavingBytes: 3_510_000 },
        { url: at('/team.png'), bytes: 6_700_000, estimatedSavingBytes: 1_742_000 },
      ],
      total_too_large: { bytes: 20_200_000, max: 1_000_000 },
    });
  });
});
