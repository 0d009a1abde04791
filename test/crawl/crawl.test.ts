// The crawl in-process, over real HTTP on 127.0.0.1: the crawl site, our reference service (its
// reports list the links) and a phpRank-like double (its reports list them in the deployed
// shape). The bundled action and CLI crawl the same site in test/e2e/crawl.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeoReportClient } from '../../src/client/api/index.js';
import { crawlAndAudit, httpSiteReader } from '../../src/client/crawl/index.js';
import type { CrawlOptions } from '../../src/client/crawl/types.js';
import type { RunningService } from '../../src/server/service/index.js';
import { urlKey } from '../../src/shared/url-key.js';
import { type CrawlSite, startCrawlSite } from '../support/crawl-site.js';
import { listen } from '../support/fixture.js';
import { type PhpRankDouble, startPhpRankDouble } from '../support/phprank-double.js';
import { SecretScanner } from '../support/secret-scan.js';

const API_KEY = 'sk_crawl_test_key_5d1f3b7a9e2c4a6e8b0d';
const scan = new SecretScanner([API_KEY]);

let service: RunningService;
let double: PhpRankDouble;

beforeAll(async () => {
  service = await scan.startService({ apiKeys: [API_KEY], allowPrivateNetwork: true });
  double = await startPhpRankDouble(API_KEY);
  return async () => {
    await service.close();
    double.close();
  };
});

let site: CrawlSite;
beforeAll(async () => {
  site = await startCrawlSite();
});
afterAll(() => site.close());

const OPTIONS: CrawlOptions = {
  maxPages: 50,
  discovery: 'reports',
  origins: [],
  robots: true,
  include: [],
  exclude: [],
  samples: [],
  keepQuery: false,
};

async function crawl(baseUrl: string, options: Partial<CrawlOptions> = {}) {
  const client = new SeoReportClient({ baseUrl, apiKey: API_KEY });
  const reader = httpSiteReader();
  const from = site.requests.length;
  try {
    const run = await crawlAndAudit(
      client,
      { privacy: 1, concurrency: 4, timeoutMs: 120_000 },
      { seeds: [`${site.origin}/`], sitemap: undefined, options: { ...OPTIONS, ...options } },
      reader,
    );
    return { ...run, requests: site.requests.slice(from) };
  } finally {
    await reader.close();
    await client.close();
  }
}

const paths = (urls: string[]) => urls.map((url) => new URL(url).pathname);
const audited = (run: { result: { outcomes: { url: string }[] } }) =>
  run.result.outcomes.map((outcome) => outcome.url);
/** What the runner itself asked the site for (not the services, which fetch the pages they audit). */
const fromCrawler = (requests: CrawlSite['requests']) =>
  requests.filter(
    (request) =>
      !request.agent.includes('seo-report-analyzer') && request.agent !== 'phprank-double',
  );

describe('a crawl through our reference service', () => {
  it('audits every page it may reach once, and nothing else', async () => {
    const run = await crawl(service.url);
    expect(run.result.fatal).toBeNull();
    expect(paths(audited(run)).sort()).toEqual(paths(site.crawlable).sort());
    expect(new Set(audited(run).map((url) => urlKey(url))).size).toBe(audited(run).length);
    for (const outcome of run.result.outcomes) expect(outcome.grade, outcome.url).not.toBeNull();
    // The home page first, then its links before theirs: breadth first.
    const order = paths(audited(run));
    expect(order[0]).toBe('/');
    // (/deep is linked from a page of the sitemap, which is read beside the home page's audit.)
    for (const deeper of ['/a/1', '/a/2', '/blog/1', '/blog/6'])
      expect(order.indexOf(deeper)).toBeGreaterThan(order.indexOf('/loop'));
    expect(run.counts).toMatchObject({
      found: 15 + 4, // the pages, and /private/secret, the other origin, the PDF and the image
      audited: 15,
      leftOut: { robots: 1, other_origin: 1, non_html: 2, max_pages: 0, other: 0 },
      sitemaps: [`${site.origin}/sitemap.xml`],
      sitemapPages: 2,
      pagesRead: 0,
    });
  });

  it('never requests what it leaves out, and reads no page itself when reports list links', async () => {
    const run = await crawl(service.url);
    expect(run.counts.audited).toBe(15);
    expect(site.otherRequests).toEqual([]);
    const requested = run.requests.map((request) => request.path);
    for (const path of ['/private/secret', '/files/guide.pdf', '/img/logo.png', '/b?x=1'])
      expect(requested).not.toContain(path);
    expect(fromCrawler(run.requests).map((request) => request.path)).toEqual([
      '/robots.txt',
      '/sitemap.xml',
    ]);
  });

  it('stops at max-pages and counts what it left out, with samples and exclusions', async () => {
    const run = await crawl(service.url, {
      maxPages: 6,
      samples: [{ pattern: '/blog/*', max: 2 }],
      exclude: ['/a/*'],
    });
    expect(audited(run)).toHaveLength(6);
    expect(run.counts.audited).toBe(6);
    const left = run.counts.leftOut;
    expect(left.robots + left.max_pages + left.exclude + left.sample).toBeGreaterThan(0);
    expect(left.max_pages).toBeGreaterThan(0);
    expect(paths(audited(run)).filter((path) => path.startsWith('/a/'))).toEqual([]);
    expect(paths(audited(run)).filter((path) => path.startsWith('/blog/')).length).toBeLessThan(3);
    expect(run.counts.found).toBe(
      run.counts.audited + Object.values(left).reduce((sum, count) => sum + count, 0),
    );
  });

  it('audits what robots.txt disallows when told to ignore it', async () => {
    const run = await crawl(service.url, { robots: false });
    expect(paths(audited(run))).toEqual(
      expect.arrayContaining(['/private/secret', '/private/more']),
    );
    expect(run.counts.audited).toBe(17);
  });

  it('reads each page itself with discovery: pages, ahead of the audits', async () => {
    const run = await crawl(service.url, { discovery: 'pages' });
    expect(paths(audited(run)).sort()).toEqual(paths(site.crawlable).sort());
    expect(run.counts.pagesRead).toBe(15);
    const read = fromCrawler(run.requests).map((request) => request.path);
    expect(read.filter((path) => path !== '/robots.txt' && path !== '/sitemap.xml').sort()).toEqual(
      paths(site.crawlable).sort(),
    );
  });
});

describe('discovery: pages and media types', () => {
  it('leaves out a URL that answers with something else than HTML before it costs a report', async () => {
    const small = await listen((request, response) => {
      if (request.url === '/download')
        return response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
      if (request.url === '/robots.txt') return response.writeHead(404).end();
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<title>Small site page</title><a href="/download">d</a> <a href="/page">p</a>');
    });
    const client = new SeoReportClient({ baseUrl: service.url, apiKey: API_KEY });
    const reader = httpSiteReader();
    try {
      const run = await crawlAndAudit(
        client,
        { privacy: 1, concurrency: 2, timeoutMs: 120_000 },
        {
          seeds: [`${small.url}/`],
          sitemap: undefined,
          options: { ...OPTIONS, discovery: 'pages' },
        },
        reader,
      );
      expect(paths(audited(run)).sort()).toEqual(['/', '/page']);
      expect(run.counts).toMatchObject({ found: 3, audited: 2, pagesRead: 3 });
      expect(run.counts.leftOut.non_html).toBe(1);
    } finally {
      await reader.close();
      await client.close();
      small.close();
    }
  });
});

describe('a crawl through a phpRank-like service', () => {
  it('discovers the pages from the Internals of its reports', async () => {
    const before = double.created.length;
    const run = await crawl(double.url);
    expect(run.result.fatal).toBeNull();
    expect(paths(audited(run)).sort()).toEqual(paths(site.crawlable).sort());
    expect(double.created.slice(before)).toHaveLength(15);
    expect(run.counts).toMatchObject({ audited: 15, pagesRead: 0 });
    expect(fromCrawler(run.requests).map((request) => request.path)).toEqual([
      '/robots.txt',
      '/sitemap.xml',
    ]);
  });

  it('never creates more reports than max-pages', async () => {
    const before = double.created.length;
    const run = await crawl(double.url, { maxPages: 4 });
    expect(double.created.slice(before)).toHaveLength(4);
    expect(run.counts.audited).toBe(4);
  });
});
