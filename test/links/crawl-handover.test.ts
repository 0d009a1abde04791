// A crawl that reads the pages itself (crawl-discovery: pages) hands each page it read to the link
// check, which then does not read it again: one GET of a page for the whole run, not two, and the
// same problems found. In process over real HTTP: a site on 127.0.0.1 that counts requests, and a
// reference service whose analyzer fetches nothing (so every GET the site sees is the runner's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJobConfig } from '../../src/client/app/config.js';
import { type AuditRun, runJob } from '../../src/client/app/job.js';
import { PagesRead } from '../../src/client/links/pages-read.js';
import { type RunningService, startService } from '../../src/server/service/index.js';
import { scoringAnalyzer } from '../service/helpers.js';
import { type ExternalHost, startExternalHost } from '../support/external-site.js';
import { type Listening, listen } from '../support/fixture.js';

const API_KEY = 'sk_test_crawl_handover_8c1e5a3f9b';

/** Each page links to the others; /b to a missing page and to /old, which redirects to /a. */
const PAGES: Record<string, string> = {
  '/': '<a href="/a">a</a><a href="/b">b</a><img src="/logo.png" alt="logo">',
  '/a': '<a href="/">home</a><a href="/b">b</a><img src="/logo.png" alt="logo">',
  '/b': '<a href="/">home</a><a href="/missing">gone</a><a href="/old">old</a>',
};

let service: RunningService;
let site: Listening;
/** "METHOD /path" to the number of requests, from any client; and the link checker's alone. */
const hits = new Map<string, number>();
const checkerHits = new Map<string, number>();

beforeAll(async () => {
  service = await startService({ apiKeys: [API_KEY], analyze: scoringAnalyzer });
  site = await listen((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const key = `${request.method} ${path}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    if ((request.headers['user-agent'] ?? '').includes('seo-report-link-check'))
      checkerHits.set(key, (checkerHits.get(key) ?? 0) + 1);
    const body = PAGES[path];
    if (body !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(request.method === 'HEAD' ? undefined : `<title>${path}</title>${body}`);
    } else if (path === '/old') {
      response.writeHead(301, { location: '/a' }).end();
    } else if (path === '/logo.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end();
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
});
afterAll(async () => {
  site.close();
  await service.close();
});

async function crawlWithLinks(): Promise<AuditRun> {
  const values: Record<string, string> = {
    'base-url': service.url,
    'api-key': API_KEY,
    urls: `${site.url}/`,
    crawl: 'true',
    'crawl-discovery': 'pages',
    'check-links': 'internal',
    'fail-on': 'never',
    timeout: '120',
  };
  const config = parseJobConfig((name) => values[name] ?? '');
  const result = await runJob(config, {}, new AbortController().signal);
  if (result.kind !== 'audit') throw new Error(`the job did not audit: ${result.kind}`);
  return result.run;
}

describe('crawl-discovery: pages with check-links', () => {
  it('reads each page once for the run, and finds the same problems', async () => {
    hits.clear();
    checkerHits.clear();
    const run = await crawlWithLinks();
    const audited = run.result.outcomes.map((outcome) => new URL(outcome.url).pathname).sort();
    expect(audited).toEqual(['/', '/a', '/b', '/missing', '/old']);
    // The crawler's GET of each page is the link check's read of it too.
    expect(hits.get('GET /')).toBe(1);
    expect(hits.get('GET /b')).toBe(1);
    // /a once for itself, once at the end of /old's redirect, both the crawler's.
    expect(hits.get('GET /a')).toBe(2);
    for (const path of ['/', '/a', '/b']) expect(checkerHits.get(`GET ${path}`)).toBeUndefined();
    // A link to a page read costs nothing more: its answer is the crawler's.
    expect(hits.get('HEAD /')).toBeUndefined();
    expect(hits.get('HEAD /b')).toBeUndefined();
    // Read through a redirect, /old's hops are not known: a link to it is followed again, hop
    // by hop, to /a.
    expect(hits.get('HEAD /old')).toBe(1);
    expect(hits.get('HEAD /a')).toBe(1);
    const problems = run.links?.pages.map((page) => [
      new URL(page.page).pathname,
      page.problems.map((problem) => `${problem.problem} ${new URL(problem.url).pathname}`),
    ]);
    expect(problems).toContainEqual(['/b', ['broken /missing', 'redirected /old']]);
    expect(problems).toContainEqual(['/', []]);
    expect(problems).toContainEqual(['/a', []]);
    expect(run.links?.brokenTargets.map((target) => new URL(target.url).pathname)).toEqual([
      '/missing',
    ]);
  });
});

describe('crawl-discovery: pages with check-external-links', () => {
  let external: ExternalHost;
  let linking: Listening;
  beforeAll(async () => {
    external = await startExternalHost();
    linking = await listen((request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      if (path !== '/') return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<title>Home</title><a href="${external.origin}/gone">gone</a><a href="${external.origin}/ok">ok</a>`,
      );
    });
  });
  afterAll(async () => {
    linking.close();
    await external.close();
  });

  it('hands the link check the targets on other sites too', async () => {
    const values: Record<string, string> = {
      'base-url': service.url,
      'api-key': API_KEY,
      urls: `${linking.url}/`,
      crawl: 'true',
      'crawl-discovery': 'pages',
      'check-links': 'internal',
      'check-external-links': 'true',
      'allow-private-network': 'true',
      'fail-on': 'never',
      timeout: '120',
    };
    const result = await runJob(
      parseJobConfig((name) => values[name] ?? ''),
      {},
      new AbortController().signal,
    );
    if (result.kind !== 'audit') throw new Error(`the job did not audit: ${result.kind}`);
    const home = result.run.links?.pages.find((page) => page.page === `${linking.url}/`);
    expect(home?.problems.map((p) => `${p.problem} ${new URL(p.url).pathname}`)).toEqual([
      'external /gone',
    ]);
    expect(external.hits.get('HEAD /ok')).toBe(1);
  });
});

describe('PagesRead', () => {
  it('keeps the targets on the checked origins, each shared by every page that has it', () => {
    const origin = 'https://shop.test';
    const pages = new PagesRead(new Set([origin]));
    const html = '<a href="/a">a</a><img src="/logo.png"><a href="https://elsewhere.test/">x</a>';
    pages.keep(`${origin}/one`, { url: `${origin}/one`, html, status: 200, redirected: false });
    pages.keep(`${origin}/two`, {
      url: `${origin}/two/`,
      html,
      status: 200,
      redirected: true,
      xRobotsTag: null,
    });
    expect(pages.size).toBe(2);
    const one = pages.take(`${origin}/one`);
    const two = pages.take(`${origin}/two`);
    expect(one?.resources.map((r) => `${r.kind} ${r.url}`)).toEqual([
      `link ${origin}/a`,
      `image ${origin}/logo.png`,
    ]);
    // Resolved against where the page ended, and the very same objects.
    expect(two?.resources[1]).toBe(one?.resources[1]);
    expect(one?.answer).toEqual({
      url: `${origin}/one`,
      status: 200,
      failure: null,
      hops: [],
      finalUrl: `${origin}/one`,
      noindex: false,
    });
    // Reached through redirects: its hops are unknown, so its answer is not reused.
    expect(two?.answer).toBeNull();
    // Handed over once.
    expect(pages.take(`${origin}/one`)).toBeUndefined();
    expect(pages.size).toBe(0);
  });

  it('keeps every target when external links are checked', () => {
    const origin = 'https://shop.test';
    const pages = new PagesRead('all');
    const html =
      '<a href="/a">a</a><a href="https://elsewhere.test/">x</a><a href="mailto:a@b">m</a>';
    pages.keep(`${origin}/one`, { url: `${origin}/one`, html, status: 200, redirected: false });
    expect(pages.take(`${origin}/one`)?.resources.map((r) => r.url)).toEqual([
      `${origin}/a`,
      'https://elsewhere.test/',
    ]);
  });

  it('reads the answer noindex as the analyzer does', () => {
    const origin = 'https://shop.test';
    const pages = new PagesRead(new Set([origin]));
    const read = { html: '', status: 200, redirected: false };
    pages.keep(`${origin}/g`, { ...read, url: `${origin}/g`, xRobotsTag: 'googlebot: noindex' });
    pages.keep(`${origin}/b`, { ...read, url: `${origin}/b`, xRobotsTag: 'bingbot: noindex' });
    expect(pages.take(`${origin}/g`)?.answer?.noindex).toBe(true);
    expect(pages.take(`${origin}/b`)?.answer?.noindex).toBe(false);
  });
});
