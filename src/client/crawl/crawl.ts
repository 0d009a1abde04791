// The crawl: the given URLs, then the site's sitemap, then the pages they link to, breadth first,
// each audited as soon as it is found. Pages are fed into the running audit's pool one by one,
// not after a discovery of the whole site: the first reports are on their way while the crawl
// is still finding pages, and max-pages bounds the reports asked for, never the pages read.
import pLimit from 'p-limit';
import { parseRobotsTxt, type RobotsTxt, robotsAllows } from '../../shared/robots-txt.js';
import type { SeoReportClient } from '../api/index.js';
import { createAuditor } from '../audit/run-audit.js';
import { readSitemap, SitemapError, type SitemapOptions } from '../audit/sitemap.js';
import type {
  AuditHooks,
  AuditPlan,
  AuditResult,
  SitemapEntries,
  UrlOutcome,
} from '../audit/types.js';
import { Frontier } from './frontier.js';
import { htmlLinks, reportLinks } from './links.js';
import { CRAWLER_TOKEN, type SiteReader } from './site.js';
import type { CrawlCounts, CrawlOptions } from './types.js';

/** Pages the runner reads at once for their links (discovery: pages). */
const READ_CONCURRENCY = 4;

export interface CrawlRequest {
  /** The URLs given: audited first, whatever the patterns and robots.txt say. */
  seeds: string[];
  /** The sitemap given; undefined: the one robots.txt names, else /sitemap.xml, if there is one. */
  sitemap: string | undefined;
  /**
   * The site's own sitemap, read already, when the crawler should not look for it on the site
   * (site-dir: the build folder's, read from the folder): its address and its pages, or null
   * when the site has none. Used when `sitemap` is not given.
   */
  siteSitemap?: SitemapEntries | null;
  options: CrawlOptions;
}

export interface CrawlRun {
  result: AuditResult;
  counts: CrawlCounts;
  /** The sitemaps read (given, or the site's own) and all their entries; null: none read. */
  sitemap: SitemapEntries | null;
}

export async function crawlAndAudit(
  client: SeoReportClient,
  plan: Omit<AuditPlan, 'urls'>,
  request: CrawlRequest,
  reader: SiteReader,
  hooks: AuditHooks = {},
  cancel?: AbortSignal,
  sitemapOptions: Pick<SitemapOptions, 'dispatcher' | 'limits'> = {},
): Promise<CrawlRun> {
  const { options } = request;
  const stop = AbortSignal.any([
    ...(plan.deadline ? [plan.deadline] : [AbortSignal.timeout(plan.timeoutMs)]),
    ...(cancel ? [cancel] : []),
  ]);
  const deadlinePlan = { ...plan, deadline: plan.deadline ?? stop };
  let bookkeepingMs = 0;
  // The crawler's own work, timed apart from the waits on the site and the service.
  const timed = <T>(work: () => T): T => {
    const started = performance.now();
    try {
      return work();
    } finally {
      bookkeepingMs += performance.now() - started;
    }
  };
  const note = (line: string) => hooks.onNote?.(line);

  const seedOrigins = [...new Set(request.seeds.map((url) => new URL(url).origin))];
  const origins = new Set([...seedOrigins, ...options.origins]);
  const robots = await readRobots([...origins], reader, options.robots, note, stop);
  const frontier = new Frontier({
    maxPages: options.maxPages,
    include: options.include,
    exclude: options.exclude,
    samples: options.samples,
    keepQuery: options.keepQuery,
    origins,
    ...(options.robots
      ? {
          robotsAllow: (url: URL) => {
            const rules = robots.get(url.origin);
            if (rules === undefined || rules === null) return true;
            if (rules === 'blocked') return false;
            return robotsAllows(rules, `${url.pathname}${url.search}`, CRAWLER_TOKEN).allowed;
          },
        }
      : {}),
  });
  timed(() => {
    for (const seed of request.seeds) frontier.seed(seed);
  });
  const given = new Set(request.seeds.map((seed) => new URL(seed.split('#')[0] as string).href));

  const auditor = createAuditor(client, deadlinePlan, hooks, cancel);
  const outcomes: (UrlOutcome | undefined)[] = [];
  const counts = { pagesRead: 0, sitemaps: [] as string[], sitemapPages: 0 };
  // Every entry read, for the sitemap's hygiene across pages (site-findings): audited or not.
  let sitemapEntries: string[] = [];
  const readLimit = pLimit(READ_CONCURRENCY);
  let inFlight = 0;
  let failure: unknown = null;
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const stopped = () => auditor.stopped || stop.aborted || failure !== null;

  const offerEach = (links: readonly string[], base: string) => {
    for (const link of links) frontier.offer(link, base);
  };
  const offerAll = (links: readonly string[], base: string) => timed(() => offerEach(links, base));
  const linksOfPage = async (url: string): Promise<string[]> => {
    const page = await reader.page(url, stop);
    counts.pagesRead++;
    return page.kind === 'html' ? timed(() => htmlLinks(page.html, page.url)) : [];
  };
  const auditThenRead = async (url: string) => {
    const slot = outcomes.push(undefined) - 1;
    const outcome = await auditor.audit(url);
    outcomes[slot] = outcome;
    if (stopped()) return;
    const base = outcome.report?.fullUrl ?? url;
    // The report's own list costs no request; a service that lists no links leaves it to us.
    const listed = timed(() => {
      const links = reportLinks(outcome.report);
      if (links !== null) offerEach(links, base);
      return links !== null;
    });
    if (!listed) offerAll(await linksOfPage(url), base);
  };
  const readThenAudit = async (url: string) => {
    const page = await readLimit(() => reader.page(url, stop));
    counts.pagesRead++;
    // A URL the user gave is audited whatever it answers, as without a crawl.
    if (page.kind === 'not_html' && !given.has(url)) {
      frontier.release('non_html');
      return;
    }
    // A page the runner cannot read may still be one the service can: it is audited anyway.
    if (page.kind === 'html')
      offerAll(
        timed(() => htmlLinks(page.html, page.url)),
        page.url,
      );
    pump();
    if (stopped()) return;
    const slot = outcomes.push(undefined) - 1;
    outcomes[slot] = await auditor.audit(url);
  };
  const track = (work: Promise<void>) => {
    inFlight++;
    work
      .catch((error: unknown) => {
        failure ??= error;
      })
      .finally(() => {
        inFlight--;
        pump();
        if (inFlight === 0) finish();
      });
  };
  function pump(): void {
    if (stopped()) return;
    for (let url = frontier.next(); url !== undefined; url = frontier.next()) {
      track(options.discovery === 'pages' ? readThenAudit(url) : auditThenRead(url));
    }
  }

  const known = request.sitemap === undefined ? request.siteSitemap : undefined;
  const sitemapsRead = (
    known !== undefined
      ? Promise.resolve(
          known === null ? { files: [], urls: [] } : { files: known.files, urls: known.entries },
        )
      : readSitemaps(request.sitemap, seedOrigins, robots, sitemapOptions, stop, note)
  ).then((found) => {
    counts.sitemaps = found.files;
    counts.sitemapPages = found.urls.length;
    sitemapEntries = found.urls;
    timed(() => {
      for (const url of found.urls) frontier.offer(url);
    });
  });
  // A sitemap the user gave is read before any report is asked for: one that cannot be read fails
  // the job before it spends quota, as without a crawl. The site's own is read beside the first
  // audits, and its pages join the queue when it comes.
  if (request.sitemap !== undefined) await sitemapsRead;
  track(sitemapsRead);
  pump();
  await finished;
  if (failure !== null) throw failure;

  const audited = outcomes.filter((outcome): outcome is UrlOutcome => outcome !== undefined);
  // Admitted but never started: the audit stopped first.
  const leftOut = { ...frontier.leftOut };
  leftOut.other += frontier.waiting;
  return {
    result: auditor.result(audited),
    sitemap:
      counts.sitemaps.length === 0
        ? null
        : // The folder's sitemap (site-dir) keeps what it knows of its origins (`alias`).
          { ...known, files: counts.sitemaps, entries: sitemapEntries },
    counts: {
      found: frontier.found,
      audited: audited.length,
      maxPages: options.maxPages,
      leftOut,
      sitemaps: counts.sitemaps,
      sitemapPages: counts.sitemapPages,
      pagesRead: counts.pagesRead,
      bookkeepingMs: Math.round(bookkeepingMs * 10) / 10,
    },
  };
}

/**
 * Each origin's robots.txt: its rules, null when there is none (or robots.txt is not obeyed), or
 * 'blocked' when it could not be read (RFC 9309: a crawler then keeps out of the whole site).
 * Read even when it is not obeyed: its Sitemap lines still name the site's sitemap.
 */
async function readRobots(
  origins: string[],
  reader: SiteReader,
  obey: boolean,
  note: (line: string) => void,
  signal: AbortSignal,
): Promise<Map<string, RobotsTxt | null | 'blocked'>> {
  const robots = new Map<string, RobotsTxt | null | 'blocked'>();
  await Promise.all(
    origins.map(async (origin) => {
      const read = await reader.robots(origin, signal);
      if (read.kind === 'found') robots.set(origin, parseRobotsTxt(read.text, read.url));
      else if (read.kind === 'none') robots.set(origin, null);
      else {
        robots.set(origin, obey ? 'blocked' : null);
        if (obey)
          note(
            `${origin}/robots.txt: ${read.why}, so the crawl keeps out of ${origin} (as crawlers do) and audits only the URLs given there; turn off crawl-robots to crawl it anyway.`,
          );
      }
    }),
  );
  return robots;
}

/**
 * The sitemap given, or else each origin's: the ones its robots.txt names, else /sitemap.xml when
 * there is one. A given sitemap that cannot be read fails the job, as without a crawl; a site's
 * own that cannot be read is a note.
 */
async function readSitemaps(
  given: string | undefined,
  origins: string[],
  robots: Map<string, RobotsTxt | null | 'blocked'>,
  options: Pick<SitemapOptions, 'dispatcher' | 'limits'>,
  signal: AbortSignal,
  note: (line: string) => void,
): Promise<{ files: string[]; urls: string[] }> {
  if (given !== undefined) {
    const content = await readSitemap(given, { ...options, signal });
    return { files: [given], urls: content.urls };
  }
  const files: string[] = [];
  const urls: string[] = [];
  for (const origin of origins) {
    const rules = robots.get(origin);
    const named = rules && rules !== 'blocked' ? rules.sitemaps : [];
    for (const sitemap of named.length > 0 ? named : [`${origin}/sitemap.xml`]) {
      try {
        const content = await readSitemap(sitemap, { ...options, signal });
        files.push(sitemap);
        urls.push(...content.urls);
      } catch (error) {
        if (!(error instanceof SitemapError)) throw error;
        // No /sitemap.xml is the common case, not worth a line; a named one that fails is.
        if (named.length > 0 || !/answered 404/.test(error.message)) note(error.message);
      }
    }
  }
  return { files, urls };
}
