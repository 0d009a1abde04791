// The crawl end to end: the bundled action and the bundled CLI crawl a local site (robots.txt
// with a Disallow, a link loop, query-string variants, fragments, another origin, a PDF and an
// image, more pages than a small max-pages) through the embedded service, our reference service
// and a phpRank-like double whose reports list the links as deployed services do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrawlSite, startCrawlSite } from '../support/crawl-site.js';
import { scanEachCase } from '../support/fixture.js';
import { type PhpRankDouble, startPhpRankDouble } from '../support/phprank-double.js';

const API_KEY = 'sk_e2e_crawl_key_7c2e9a4b1d3f5a7c9e0b';
const scan = scanEachCase([API_KEY]);

let site: CrawlSite;
let double: PhpRankDouble;

beforeAll(async () => {
  site = await startCrawlSite();
  double = await startPhpRankDouble(API_KEY);
});
afterAll(() => {
  site.close();
  double.close();
});

const paths = (urls: string[]) => urls.map((url) => new URL(url).pathname).sort();
const resultUrls = (json: string) => (JSON.parse(json) as { url: string }[]).map((r) => r.url);
const FULL_CRAWL_LINE =
  'Crawl: 19 pages found, 15 audited, 4 left out (1 by robots.txt, 1 on other origins, 2 not HTML); sitemap: 1 file, 2 pages.';

describe('the action with crawl: true', () => {
  it('audits every page the site links to once, and says what it left out and why', async () => {
    const run = await scan.runStep('main', {
      urls: `${site.origin}/`,
      crawl: 'true',
      'allow-private-network': 'true',
      'fail-on': 'never',
      concurrency: '4',
      timeout: '300',
    });
    expect(run.code, run.stdout).toBe(0);
    const audited = resultUrls(run.outputs.results ?? '[]');
    expect(paths(audited)).toEqual(paths(site.crawlable));
    expect(run.stdout).toContain('Crawling and auditing up to 50 pages');
    expect(run.stdout).toContain(FULL_CRAWL_LINE);
    expect(run.summary).toContain(FULL_CRAWL_LINE);
    expect(site.otherRequests).toEqual([]);
    const requested = site.requests.map((request) => request.path);
    for (const path of ['/private/secret', '/files/guide.pdf', '/img/logo.png', '/b?x=1'])
      expect(requested).not.toContain(path);
  });
});

describe('seo-report audit --crawl', () => {
  it('stops at --max-pages and names it among the reasons', async () => {
    const run = await scan.runCli([
      'audit',
      '--allow-private-network',
      '--crawl',
      '--max-pages',
      '6',
      '--crawl-sample',
      '/blog/*: 2',
      '--format',
      'json',
      '--fail-on',
      'never',
      `${site.origin}/`,
    ]);
    expect(run.code, run.stderr).toBe(0);
    const json = JSON.parse(run.stdout) as {
      results: { url: string }[];
      crawl: { audited: number; found: number; leftOut: Record<string, number> };
    };
    expect(json.results).toHaveLength(6);
    expect(json.crawl.audited).toBe(6);
    expect(json.crawl.leftOut.max_pages).toBeGreaterThan(0);
    expect(run.stderr).toContain('Crawling and auditing up to 6 pages');
    expect(run.stderr).toMatch(
      /Crawl: \d+ pages found, 6 audited, \d+ left out \(.*by --max-pages 6/,
    );
    expect(paths(json.results.map((r) => r.url))).not.toContain('/private/secret');
  });

  it('crawls through a phpRank-like service, learning the links from its reports', async () => {
    const before = double.created.length;
    const run = await scan.runCli(
      ['audit', '--crawl', '--format', 'json', '--fail-on', 'never', `${site.origin}/`],
      { env: { SEO_REPORT_BASE_URL: double.url, SEO_REPORT_API_KEY: API_KEY } },
    );
    expect(run.code, run.stderr).toBe(0);
    const json = JSON.parse(run.stdout) as {
      results: { url: string }[];
      crawl: { pagesRead: number };
    };
    expect(paths(json.results.map((r) => r.url))).toEqual(paths(site.crawlable));
    expect(double.created.slice(before)).toHaveLength(15);
    // Every link came from the reports: the CLI read no page itself.
    expect(json.crawl.pagesRead).toBe(0);
    expect(run.stderr).toContain(FULL_CRAWL_LINE);
  });

  it('refuses a bad crawl option, naming it', async () => {
    const run = await scan.runCli([
      'audit',
      '--crawl',
      '--crawl-sample',
      '/blog/*',
      `${site.origin}/`,
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'seo-report audit: --crawl-sample must be one pattern: count per line, such as /blog/*: 5 (got "/blog/*")',
    );
  });
});
