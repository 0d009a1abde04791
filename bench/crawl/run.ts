// Crawl benchmark (docs/benchmarks.md, "Crawl"): a generated site of 2,000 pages on 127.0.0.1,
// crawled whole (max-pages 2,000) through our reference service, with discovery from the reports
// and with the runner reading the pages itself, and through a fast phpRank-like stand-in (sync
// creates, no analysis: the run is as short as a crawl can be, so the crawler's share is at its
// largest). For each: the wall time, the crawler's own time (frontier, link parsing, robots.txt:
// `bookkeepingMs`) and its share of the run, the requests the site served, and when the first
// and the last page were found.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     bench/crawl/run.ts [--pages 2000] [--concurrency 8] [--only frontier,reports,pages,double]
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type Report, SeoReportClient } from '../../src/client/api/index.js';
import { Frontier } from '../../src/client/crawl/frontier.js';
import { crawlAndAudit, httpSiteReader } from '../../src/client/crawl/index.js';
import { reportLinks } from '../../src/client/crawl/links.js';
import type { CrawlDiscovery } from '../../src/client/crawl/types.js';
import { startService } from '../../src/server/service/index.js';
import { parseRobotsTxt, robotsAllows } from '../../src/shared/robots-txt.js';
import { listen } from '../../test/support/fixture.js';
import { startPhpRankDouble } from '../../test/support/phprank-double.js';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '8' },
    only: { type: 'string', default: 'frontier,reports,pages,double' },
  },
});
const PAGES = Number(values.pages);
const CONCURRENCY = Number(values.concurrency);
const KEY = 'sk_benchmark-crawl-key';

/**
 * Page n links to the home page, to ten sections, to its ten children (10n+1 .. 10n+10) and to
 * five pages spread over the site: a site ten levels of navigation wide, with shared links, a
 * query variant and a fragment on every page, so that the frontier meets every URL many times.
 */
function pageLinks(n: number): string[] {
  const links = ['/', '/?utm=nav', `/p/${n}#top`];
  for (let s = 1; s <= 10; s++) links.push(`/p/${s}`);
  for (let c = 10 * n + 1; c <= 10 * n + 10 && c < PAGES; c++) links.push(`/p/${c}`);
  for (let k = 1; k <= 5; k++) links.push(`/p/${(n * 7919 + k * 104729) % PAGES}`);
  links.push('/files/report.pdf', 'https://elsewhere.example/');
  return links;
}

function pageHtml(n: number): string {
  const anchors = pageLinks(n)
    .map((href) => `<a href="${href}">link ${href}</a>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page ${n} of the generated site</title><meta name="description" content="One of the generated pages the crawl benchmark walks through, with its links."></head><body><h1>Page ${n}</h1><p>${'Some text of the page. '.repeat(40)}</p><nav>${anchors}</nav></body></html>`;
}

async function startSite() {
  let served = 0;
  const site = await listen((request, response) => {
    served++;
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    if (path === '/robots.txt')
      return response
        .writeHead(200, { 'content-type': 'text/plain' })
        .end('User-agent: *\nDisallow: /private\n');
    const match = path === '/' ? ['', '0'] : /^\/p\/(\d+)$/.exec(path);
    if (match === null || Number(match[1]) >= PAGES)
      return response
        .writeHead(404, { 'content-type': 'text/html' })
        .end('<title>Not found</title>');
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(pageHtml(Number(match[1])));
  });
  return { site, served: () => served };
}

async function measure(name: string, baseUrl: string, discovery: CrawlDiscovery) {
  const { site, served } = await startSite();
  const client = new SeoReportClient({ baseUrl, apiKey: KEY });
  const reader = httpSiteReader();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let firstDone = 0;
  let done = 0;
  try {
    const run = await crawlAndAudit(
      client,
      { privacy: 1, concurrency: CONCURRENCY, timeoutMs: 3_600_000 },
      {
        seeds: [`${site.url}/`],
        sitemap: undefined,
        options: {
          maxPages: PAGES,
          discovery,
          origins: [],
          robots: true,
          include: [],
          exclude: [],
          samples: [],
          keepQuery: false,
        },
      },
      reader,
      {
        onUrlDone: () => {
          done++;
          if (done % 250 === 0)
            console.error(
              `  ${name}: ${done} pages at ${((performance.now() - started) / 1000).toFixed(0)} s`,
            );
          if (firstDone === 0) firstDone = performance.now() - started;
        },
      },
    );
    const wallMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const failed = run.result.outcomes.filter((outcome) => outcome.grade === null).length;
    const { counts } = run;
    console.log(
      `${name.padEnd(34)} pages ${String(counts.audited).padStart(5)} (failed ${failed}), found ${counts.found}, ` +
        `wall ${(wallMs / 1000).toFixed(1)} s, crawler ${counts.bookkeepingMs.toFixed(0)} ms = ` +
        `${((100 * counts.bookkeepingMs) / wallMs).toFixed(2)}% of the run, ` +
        `process CPU ${((cpu.user + cpu.system) / 1000 / 1000).toFixed(1)} s, ` +
        `site requests ${served()} (${(served() / counts.audited).toFixed(2)} per page), ` +
        `pages read by the runner ${counts.pagesRead}, first page done at ${(firstDone / 1000).toFixed(2)} s, ` +
        `load ${loadavg()[0]?.toFixed(1)} at the end`,
    );
  } finally {
    await reader.close();
    await client.close();
    site.close();
  }
  return done;
}

/**
 * The crawler's per-page work alone, with no site, service or event loop around it: each page's
 * report (in the phpRank double's shape, parsed from JSON as from the network) read for its links
 * and every link offered to the frontier, breadth first over the whole site. CPU time of the
 * thread, so that other processes on the machine change it less than they change wall time;
 * 15 rounds, the JSON parsing left out.
 */
function measureFrontier(): void {
  const origin = 'http://127.0.0.1:8080';
  const reportOf = (n: number) => {
    const internals: Record<string, { url: string; text: string }> = {};
    const externals: { url: string; text: string }[] = [];
    pageLinks(n).forEach((href, index) => {
      const url = new URL(href, `${origin}/p/${n}`);
      // A PHP list with holes, as deployed services send it (test/support/phprank-double.ts).
      if (url.origin === origin) internals[String(index + 1)] = { url: url.href, text: href };
      else externals.push({ url: url.href, text: href });
    });
    return JSON.stringify({ Internals: internals, Externals: externals });
  };
  const texts = Array.from({ length: PAGES }, (_, n) => reportOf(n));
  let linkCount = 0;
  for (let n = 0; n < PAGES; n++) linkCount += pageLinks(n).length;
  const robots = parseRobotsTxt('User-agent: *\nDisallow: /private\n', `${origin}/robots.txt`);
  const cpuMs: number[] = [];
  for (let round = 0; round < 15; round++) {
    const reports = texts.map(
      (text) => ({ checks: { in_page_links: { value: JSON.parse(text) } } }) as unknown as Report,
    );
    const frontier = new Frontier({
      maxPages: PAGES,
      include: [],
      exclude: [],
      samples: [],
      keepQuery: false,
      origins: new Set([origin]),
      robotsAllow: (url) => robotsAllows(robots, `${url.pathname}${url.search}`).allowed,
    });
    const before = process.threadCpuUsage();
    frontier.seed(`${origin}/`);
    for (let url = frontier.next(); url !== undefined; url = frontier.next()) {
      const n = url === `${origin}/` ? 0 : Number(url.slice(url.lastIndexOf('/') + 1));
      for (const link of reportLinks(reports[n] ?? null) ?? []) frontier.offer(link, url);
    }
    const used = process.threadCpuUsage(before);
    cpuMs.push((used.user + used.system) / 1000);
    if (frontier.found !== PAGES + 3) throw new Error(`found ${frontier.found} pages`);
  }
  cpuMs.sort((a, b) => a - b);
  console.log(
    `${'frontier alone (thread CPU)'.padEnd(34)} ${PAGES} pages, ${linkCount} links: ` +
      `min ${cpuMs[0]?.toFixed(1)} ms, median ${cpuMs[7]?.toFixed(1)} ms a crawl of the site ` +
      `(${(((cpuMs[7] ?? 0) * 1000) / PAGES).toFixed(1)} µs a page), load ${loadavg()[0]?.toFixed(1)}`,
  );
}

console.log(
  `crawl benchmark: ${PAGES} pages, concurrency ${CONCURRENCY}, ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), load ${loadavg()[0]?.toFixed(2)}, node ${process.version}, ${new Date().toISOString()}`,
);
const only = new Set(values.only.split(','));
if (only.has('frontier')) measureFrontier();
if (only.has('reports') || only.has('pages')) {
  // No rate limit: the benchmark measures the crawl, not the service's throttle.
  const service = await startService({
    apiKeys: [KEY],
    allowPrivateNetwork: true,
    rateLimit: false,
  });
  try {
    if (only.has('reports'))
      await measure('reference service, discovery reports', service.url, 'reports');
    if (only.has('pages'))
      await measure('reference service, discovery pages', service.url, 'pages');
  } finally {
    await service.close();
  }
}
if (only.has('double')) {
  const double = await startPhpRankDouble(KEY);
  try {
    await measure('phpRank-like stand-in, reports', double.url, 'reports');
  } finally {
    double.close();
  }
}
