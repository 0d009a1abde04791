// Sitemap and shard inputs, end to end: the bundled action reads sitemaps served on 127.0.0.1
// (plain, index, gzip, broken), audits their pages through the reference service, and n shards
// of one list together audit every URL exactly once.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Fixture,
  type Listening,
  listen,
  scanEachCase,
  startFixture,
} from '../support/fixture.js';

const API_KEY = 'sk_e2e_sitemap_key_1b3d5f7a9c0e2a4c6e8f';

// Every run, the service's log and what the sitemap host was sent (the key is for the service
// only) are scanned for the key after each case.
const scan = scanEachCase([API_KEY]);
const runStep = scan.runStep;

let fx: Fixture;
let maps: Listening;
let mapsOrigin: string;
/** The pages of more.xml.gz: the good page under distinct query strings. */
let extraPages: string[];

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<url><loc>${u.replaceAll('&', '&amp;')}</loc></url>`).join('')}</urlset>`;

beforeAll(async () => {
  fx = await startFixture(scan, API_KEY, { concurrency: 8, rateLimit: false });
  extraPages = [1, 2, 3, 4].map((n) => `${fx.site.pages.good}?n=${n}`);
  maps = await listen((request, response) => {
    scan.append('sitemap host requests', `${request.url} ${JSON.stringify(request.headers)}`);
    const send = (status: number, type: string, body: string | Buffer) =>
      response.writeHead(status, { 'content-type': type }).end(body);
    switch (request.url) {
      case '/index.xml':
        return send(
          200,
          'application/xml',
          `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${fx.site.origin}/sitemap.xml</loc></sitemap><sitemap><loc>${mapsOrigin}/more.xml.gz</loc></sitemap></sitemapindex>`,
        );
      case '/more.xml.gz':
        return send(200, 'application/gzip', gzipSync(urlset(extraPages)));
      case '/broken.xml':
        return send(200, 'application/xml', '<urlset><url><loc>http://a.test/</url></urlset>');
      case '/page.html':
        return send(200, 'text/html', '<html><body>not a sitemap</body></html>');
      default:
        return send(404, 'text/plain', 'not found');
    }
  });
  mapsOrigin = maps.url;
});

afterAll(async () => {
  maps.close();
  await fx.close();
});

const inputs = (extra: Record<string, string>) =>
  fx.inputs({ concurrency: '8', timeout: '120', 'fail-on': 'never', ...extra });

const auditedUrls = (outputs: Record<string, string>) =>
  (JSON.parse(outputs.results ?? '[]') as { url: string }[]).map((r) => r.url);

describe('input sitemap', () => {
  it('audits the pages of a plain sitemap', async () => {
    const run = await runStep('main', inputs({ sitemap: `${fx.site.origin}/sitemap.xml` }));
    expect(run.code, run.stdout).toBe(0);
    expect(auditedUrls(run.outputs)).toEqual([
      fx.site.pages.good,
      fx.site.pages.middling,
      fx.site.pages.poor,
    ]);
    expect(run.stdout).toContain('3 pages in 1 file; 3 added to the list');
  });

  it('follows a sitemap index to a gzip sitemap, joins urls and caps at max-pages', async () => {
    const run = await runStep(
      'main',
      inputs({ urls: fx.site.pages.poor, sitemap: `${mapsOrigin}/index.xml`, 'max-pages': '4' }),
    );
    expect(run.code, run.stdout).toBe(0);
    // poor is already in urls; of the 6 new pages, the first 4 are taken.
    expect(auditedUrls(run.outputs)).toEqual([
      fx.site.pages.poor,
      fx.site.pages.good,
      fx.site.pages.middling,
      extraPages[0],
      extraPages[1],
    ]);
    expect(run.stdout).toContain('7 pages in 3 files; 4 added to the list');
    expect(run.stdout).toContain('::warning::Sitemap');
    expect(run.stdout).toContain('2 of its 6 new pages were left out (max-pages: 4)');
  });

  it.each([
    ['broken.xml', 'is not well-formed XML'],
    ['missing.xml', 'the server answered 404'],
    ['page.html', 'is neither a <urlset> nor a <sitemapindex>'],
  ])('fails with one clear line for %s', async (file, problem) => {
    const run = await runStep('main', inputs({ sitemap: `${mapsOrigin}/${file}` }));
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain(
      `::error::Input sitemap: sitemap ${mapsOrigin}/${file}: ${problem}`,
    );
    expect(run.outputs.results).toBeUndefined();
  });

  it('fails with one clear line when the sitemap is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/sitemap.xml`;
    await new Promise((resolve) => closed.close(resolve));
    const run = await runStep('main', inputs({ sitemap: url }));
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain(
      `::error::Input sitemap: sitemap ${url}: could not be fetched (ECONNREFUSED)`,
    );
  });
});

describe('input shard', () => {
  it('splits the list so that the shards together audit every URL exactly once', async () => {
    const common = { urls: fx.site.pages.poor, sitemap: `${mapsOrigin}/index.xml` };
    const runs = await Promise.all(
      ['1/3', '2/3', '3/3'].map((shard) => runStep('main', inputs({ ...common, shard }))),
    );
    const whole = [fx.site.pages.poor, fx.site.pages.good, fx.site.pages.middling, ...extraPages];
    for (const run of runs) expect(run.code, run.stdout).toBe(0);
    const shares = runs.map((run) => auditedUrls(run.outputs));
    expect(shares.flat()).toEqual(whole);
    for (const share of shares) expect(share.length).toBeGreaterThanOrEqual(2);
    expect(runs[0]?.stdout).toContain('Shard 1/3: 2 of 7 URLs.');
  });

  it('refuses a malformed shard with one line', async () => {
    const run = await runStep('main', inputs({ urls: fx.site.pages.good, shard: '4/3' }));
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain(
      '::error::Input shard: must be i/n with 1 <= i <= n <= 256, e.g. 2/4 (got "4/3")',
    );
  });
});
