// The three fixture pages, served over http on 127.0.0.1 the way a real site serves them, and
// graded end to end: a well-built page is good, a middling one decent, a poor one bad.
import type { IncomingMessage } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeUrl, CHECK_KEYS, PHPRANK_CHECK_KEYS } from '../../src/server/analyzer/index.js';
import {
  fixture,
  type Handler,
  localOptions,
  servedFixture,
  startServer,
  type TestServer,
  text,
} from './support.js';

function gzipped(body: string | ((request: IncomingMessage) => string)): Handler {
  return (request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
    });
    response.end(gzipSync(typeof body === 'string' ? body : body(request)));
  };
}

let site: TestServer;
let sloppy: TestServer;

beforeAll(async () => {
  site = await startServer({
    '/handmade-wooden-chairs': gzipped((request) => servedFixture('good.html', request)),
    '/garden-benches': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', server: 'Apache/2.4.41 (Ubuntu)' });
      response.end(fixture('middling.html'));
    },
    '/robots.txt': text('User-agent: *\nDisallow: /admin/\n\nSitemap: /sitemap.xml\n'),
  });
  // A site that answers 200 to every path (soft 404s) and keeps crawlers out.
  sloppy = await startServer({
    '/robots.txt': text('User-agent: *\nDisallow: /\n'),
    '*': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'x-powered-by': 'PHP/7.4.3' });
      response.end(fixture('poor.html'));
    },
  });
});

afterAll(async () => {
  await site.close();
  await sloppy.close();
});

describe('the well-built page', () => {
  it('grades good, with every check present and only the https ones failing', async () => {
    const analysis = await analyzeUrl(
      site.url('/handmade-wooden-chairs', 'oakandash.test'),
      localOptions(),
    );
    expect(analysis.failure).toBeNull();
    expect(Object.keys(analysis.results)).toEqual(CHECK_KEYS);
    expect(CHECK_KEYS).toHaveLength(46);
    expect(CHECK_KEYS.slice(0, 36)).toEqual(PHPRANK_CHECK_KEYS);
    const failed = Object.entries(analysis.results)
      .filter(([, result]) => result.passed === false)
      .map(([key]) => key);
    expect(failed).toEqual(['https_encryption', 'htst']);
    const notApplicable = Object.entries(analysis.results)
      .filter(([, result]) => result.passed === null)
      .map(([key]) => key);
    // social: open_graph judges the sharing tags; hreflang: the page has no language alternates.
    expect(notApplicable).toEqual(['http2', 'mixed_content', 'social', 'hreflang']);
    // 185 of 195 weight: https_encryption (high, 10) fails; htst is low (0).
    expect(analysis.score).toBe(94.87);
    expect(analysis.results.canonical?.value).toBe(
      site.url('/handmade-wooden-chairs', 'oakandash.test'),
    );
  });

  it('runs exactly the 36 checks of deployed services in the phprank profile', async () => {
    const analysis = await analyzeUrl(
      site.url('/handmade-wooden-chairs', 'oakandash.test'),
      localOptions({ checks: 'phprank' }),
    );
    expect(Object.keys(analysis.results)).toEqual(PHPRANK_CHECK_KEYS);
    expect(PHPRANK_CHECK_KEYS).toHaveLength(36);
    // 165 of 175 weight: https_encryption (high, 10) fails; htst is low (0).
    expect(analysis.score).toBe(94.29);
    expect(analysis.grade).toBe('good');
    expect(analysis.results.seo_friendly_url?.value).toBe(
      site.url('/handmade-wooden-chairs', 'oakandash.test'),
    );
    expect(analysis.timings.fetchMs).toBeGreaterThan(0);
    expect(analysis.timings.analyzeMs).toBeGreaterThan(0);
  });
});

describe('the middling page', () => {
  it('grades decent', async () => {
    const analysis = await analyzeUrl(
      site.url('/garden-benches', 'oakandash.test'),
      localOptions(),
    );
    expect(analysis.grade).toBe('decent');
    expect(analysis.score).toBeGreaterThanOrEqual(49);
    expect(analysis.score).toBeLessThanOrEqual(79);
    expect(analysis.results.server_signature).toMatchObject({
      passed: false,
      errors: { failed: { server: 'Apache/2.4.41 (Ubuntu)' } },
    });
  });
});

describe('the poor page', () => {
  it('grades bad, and says why', async () => {
    const analysis = await analyzeUrl(
      sloppy.url('/Special_Offers/index.php?page=1', 'cheap-deals.test'),
      localOptions(),
    );
    expect(analysis.grade).toBe('bad');
    expect(analysis.score).toBeLessThan(49);
    const results = analysis.results;
    expect(results.title?.errors).toEqual({ missing: null });
    expect(results['404_page']).toMatchObject({
      passed: false,
      errors: { failed: { status: 200 } },
    });
    expect(results.robots).toMatchObject({
      passed: false,
      errors: { failed: { rule: 'Disallow: /' } },
    });
    expect(results.noindex?.passed).toBe(false);
    // One query parameter (?page=1) is an address still; the path's form is not.
    expect(results.seo_friendly_url?.errors?.bad_format).toEqual([
      'underscores in the path',
      'upper-case letters in the path',
    ]);
    expect(results.server_signature?.errors).toEqual({ failed: { 'x-powered-by': 'PHP/7.4.3' } });
  });
});
