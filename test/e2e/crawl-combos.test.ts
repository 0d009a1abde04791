// A crawl combined with other options, end to end through the bundled action and CLI: a build
// folder crawled with site-dir (production URLs through site-url, the folder's own sitemap, a page
// no other page links to left out and named, max-pages), a preview crawled against production
// with baseline-url (a page only the preview has is new, one only production has is gone), and
// a crawl on our reference service whose reports the post step's cleanup deletes, every one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeoReportClient } from '../../src/client/api/index.js';
import type { RunningService } from '../../src/server/service/index.js';
import { PRODUCTION, page, writeBuildFolder } from '../support/build-folder.js';
import { type CrawlSite, startCrawlSite } from '../support/crawl-site.js';
import { type Listening, listen, scanEachCase } from '../support/fixture.js';

const API_KEY = 'sk_e2e_crawl_combos_key_3b8d1f6a2c4e9b7d';
const scan = scanEachCase([API_KEY]);

const at = (path: string) => `${PRODUCTION}${path}`;
/**
 * A built site: the home page links to about (absolute, production) and the guide (relative), the
 * guide to its install page; `listed` is linked from nowhere but named by the folder's sitemap;
 * `orphan` is linked from nowhere and in no sitemap, so a crawl never reaches it.
 */
const folder = writeBuildFolder({
  'index.html': page(
    'Home',
    at('/'),
    `<a href="${at('/about')}">About</a> <a href="guide/">Guide</a>`,
  ),
  'about.html': page('About', at('/about'), '<a href="/">Home</a>'),
  'guide/index.html': page('Guide', at('/guide/'), '<a href="install">Install</a>'),
  'guide/install.html': page('Install', at('/guide/install'), '<a href="/guide/">Guide</a>'),
  'listed.html': page('Listed', at('/listed')),
  'orphan.html': page('Orphan', at('/orphan')),
  '404.html': page('Not found', null),
  'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>${at('/')}</loc></url>
  <url><loc>${at('/listed')}</loc></url>
</urlset>
`,
});
const CRAWLED = ['/', '/about', '/guide/', '/guide/install', '/listed'].map(at).sort();

let site: CrawlSite;
let service: RunningService;

beforeAll(async () => {
  site = await startCrawlSite();
  service = await scan.startService({ apiKeys: [API_KEY], allowPrivateNetwork: true });
});
afterAll(async () => {
  site.close();
  await service.close();
  folder.remove();
});

interface Result {
  url: string;
  error: string | null;
  'failed-checks': string[] | null;
}
const CLI_ARGS = ['audit', '--dir', folder.dir, '--site-url', PRODUCTION, '--crawl'];

describe('a crawl of a site-dir', () => {
  it('audits the pages linked from the root and the folder sitemap, as production URLs, and names the one it never reached', async () => {
    const run = await scan.runCli([...CLI_ARGS, '--format', 'json', '--fail-on', 'never']);
    expect(run.code, run.stderr).toBe(0);
    const json = JSON.parse(run.stdout) as {
      results: Result[];
      crawl: { audited: number; found: number; sitemapPages: number };
    };
    expect(json.results.map((result) => result.url).sort()).toEqual(CRAWLED);
    for (const result of json.results) {
      expect(result.error, result.url).toBeNull();
      // The production canonicals are the pages' own: site-url maps production to the folder.
      expect(result['failed-checks'] ?? [], result.url).not.toContain('canonical');
    }
    expect(json.crawl.sitemapPages).toBe(2);
    expect(run.stderr).toMatch(
      /Folder .*dist: served at http:\/\/127\.0\.0\.1:\d+ as https:\/\/www\.example\.com; 6 HTML pages; the crawl starts from https:\/\/www\.example\.com\/\./,
    );
    expect(run.stderr).toContain(
      'Crawl: 5 pages found, 5 audited, 0 left out; sitemap: 1 file, 2 pages.',
    );
    expect(run.stderr).toContain(
      `1 of its 6 HTML pages were not audited: no page the crawl audited links to them, or max-pages came first (a crawl audits what is linked; without crawl, site-dir audits every page): ${at('/orphan')}.`,
    );
    expect(run.stderr).not.toMatch(/127\.0\.0\.1:\d+\/(about|guide|listed)/);
  });

  it('stops at max-pages', async () => {
    const run = await scan.runCli([
      ...CLI_ARGS,
      '--max-pages',
      '2',
      '--format',
      'json',
      '--fail-on',
      'never',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const json = JSON.parse(run.stdout) as {
      results: Result[];
      crawl: { audited: number; leftOut: Record<string, number> };
    };
    expect(json.results).toHaveLength(2);
    expect(json.crawl.audited).toBe(2);
    expect(json.crawl.leftOut.max_pages).toBeGreaterThan(0);
    expect(json.results[0]?.url).toBe(at('/'));
  });

  it('runs in the action, from the urls given', async () => {
    const run = await scan.runStep('main', {
      'site-dir': folder.dir,
      'site-url': PRODUCTION,
      crawl: 'true',
      urls: at('/guide/'),
      'fail-on': 'never',
      timeout: '120',
    });
    expect(run.code, run.stdout).toBe(0);
    const urls = (JSON.parse(run.outputs.results ?? '[]') as Result[]).map((r) => r.url);
    // From the guide: its pages, the home page it links to, the home page's, and the sitemap's.
    expect(urls.sort()).toEqual(CRAWLED);
    expect(run.stdout).toContain(`the crawl starts from ${at('/guide/')}.`);
    expect(run.summary).not.toMatch(/127\.0\.0\.1:\d+\//);
  });
});

describe('a crawl with cleanup', () => {
  const countReports = async () => {
    const client = new SeoReportClient({ baseUrl: service.url, apiKey: API_KEY });
    try {
      let count = 0;
      for await (const _report of client.reports({ perPage: 100 })) count++;
      return count;
    } finally {
      await client.close();
    }
  };

  it('leaves no report on the service: the post step deletes every report the crawl created', async () => {
    expect(await countReports()).toBe(0);
    const inputs = {
      'base-url': service.url,
      'api-key': API_KEY,
      urls: `${site.origin}/`,
      crawl: 'true',
      // The runner reads the pages: discovery ends before the last reports are created.
      'crawl-discovery': 'pages',
      cleanup: 'true',
      concurrency: '2',
      'fail-on': 'never',
      timeout: '300',
    };
    const run = await scan.runStep('main', inputs);
    expect(run.code, run.stdout).toBe(0);
    const ids = (run.outputs['report-ids'] ?? '').split(',').filter((id) => id !== '');
    expect(ids).toHaveLength(site.crawlable.length);
    expect(await countReports()).toBe(ids.length);
    const post = await scan.runStep('post', inputs, { state: run.state });
    expect(post.code, post.stdout).toBe(0);
    expect(post.stdout).toContain(`Cleanup: ${ids.length} of ${ids.length} reports deleted.`);
    expect(await countReports()).toBe(0);
  });
});

/** A small site: each path's links; every page answers with the same HTML on either origin. */
function startSite(pages: Record<string, string[]>): Promise<Listening> {
  return listen((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    const links = pages[path];
    if (links === undefined)
      return response.writeHead(404, { 'content-type': 'text/html' }).end(page('Gone', null));
    const anchors = links.map((link) => `<a href="${link}">${link}</a>`).join(' ');
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(page(`Page ${path}`, null, anchors));
  });
}

describe('a crawl with baseline-url', () => {
  it('crawls the other origin the same way: pages on one side only are new or gone, never regressions', async () => {
    // The preview added /added and no longer links /removed, which production still has.
    const preview = await startSite({ '/': ['/a', '/added'], '/a': ['/'], '/added': ['/'] });
    const production = await startSite({ '/': ['/a', '/removed'], '/a': ['/'], '/removed': ['/'] });
    try {
      const args = ['audit', '--allow-private-network', '--crawl', '--fail-on', 'never'];
      const run = await scan.runCli([
        ...args,
        '--baseline-url',
        production.url,
        '--fail-on-regression',
        'checks',
        '--format',
        'json',
        `${preview.url}/`,
      ]);
      expect(run.code, run.stderr).toBe(0);
      const json = JSON.parse(run.stdout) as {
        results: Result[];
        baseline: string;
        regressedPages: number;
        warnings: string[];
        crawl: { audited: number };
      };
      const paths = json.results.map((result) => new URL(result.url).pathname).sort();
      expect(paths).toEqual(['/', '/a', '/added']);
      expect(json.crawl.audited).toBe(3);
      expect(json.baseline).toBe(production.url);
      expect(json.regressedPages).toBe(0);
      expect(json.warnings).toContain(
        `Not reached by this crawl, so not compared: 1 page of the baseline (${production.url}), gone, no longer linked, or beyond max-pages: ${production.url}/removed.`,
      );
      expect(run.stderr).toContain(
        `Crawling ${production.url} the same way, from the same paths: the baseline each page is compared with.`,
      );
      expect(run.stderr).toContain(
        `Baseline crawl of ${production.url}: 3 pages found, 3 audited.`,
      );

      // The table's Change column: the page only the preview has is new.
      const table = await scan.runCli([
        ...args,
        '--baseline-url',
        production.url,
        `${preview.url}/`,
      ]);
      expect(table.code, table.stderr).toBe(0);
      const row = table.stdout.split('\n').find((line) => line.includes(`${preview.url}/added`));
      expect(row).toMatch(/\bnew\b/);
    } finally {
      preview.close();
      production.close();
    }
  });
});
