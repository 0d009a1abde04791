// The job both faces run: the baseline and the URL list (urls, sitemap, shard) -> the mode
// (create, refresh or delete) -> the pages judged (judge.ts) -> typed results. The faces pass
// hooks for progress and render what comes back; the job opens and closes the target itself, so
// nothing is left running whatever happens.

import { plural } from '../../shared/findings/format.js';
import { urlKey } from '../../shared/url-key.js';
import type { Privacy, RetryEvent } from '../api/index.js';
import {
  type DeleteOutcome,
  deleteByIds,
  type Gone,
  listProjectReports,
} from '../audit/delete-reports.js';
import { RefreshLookupError, runRefresh } from '../audit/refresh.js';
import { runAudit } from '../audit/run-audit.js';
import type {
  AuditHooks,
  AuditPlan,
  AuditResult,
  FailOn,
  SitemapEntries,
  UrlOutcome,
  Verdict,
} from '../audit/types.js';
import type { FolderPages, SitemapError, UrlList } from '../audit/url-list.js';
import { type Comparison, type RegressionRule, urlsOnOrigin } from '../baseline/compare.js';
import { readBaselineFile } from '../baseline/file-source.js';
import { type BaselineLoad, BaselineShapeError, type BaselineSpec } from '../baseline/types.js';
import type { CrawlCounts, CrawlOptions } from '../crawl/types.js';
import type { LinkCheckResult } from '../links/check-links.js';
import type { PagesRead } from '../links/pages-read.js';
import type { ServedSiteDir } from '../site-dir/serve.js';
import { auditPlanOf, type JobConfig, type RemoteTarget } from './config.js';
import { boundHeapGrowth, releaseYoungGrowth } from './heap-growth.js';
import { type AuditedPages, judge } from './judge.js';
import { crawlLinkOrigins, handingOver, runLinkCheck, withLinkChecks } from './link-check.js';
import type { SiteDirConfig } from './site-dir-config.js';
import {
  brokenTargetFindings,
  type SiteFinding,
  type SiteSources,
  siteFindings,
} from './site-findings.js';
import { type OpenTarget, openTarget, prepareTarget } from './target.js';

/** An audit's results, as every renderer takes them. */
export interface AuditRun {
  result: AuditResult;
  verdict: Verdict;
  failOn: FailOn;
  minScore: number | null;
  /** The link to a report, or null when there is none (the embedded service's die with it). */
  reportLink: (outcome: UrlOutcome) => string | null;
  /**
   * The audit ran on the embedded service, whose report pages die with the run: renderers list
   * every failed check, since nothing else will show them.
   */
  embedded: boolean;
  /** Refresh mode: how many reports were regenerated and how many created (quota). */
  refreshed: { refreshed: number; created: number } | null;
  /** What no single page shows: duplicate titles, shared canonicals, broken internal links. */
  siteFindings: SiteFinding[];
  /** Why a report link may not open for a reader of the summary or the comment. */
  linkNotes: {
    privacy: Privacy;
    deletedAfterJob: boolean;
    /**
     * Where a person signs in to open private report links: set only for our own reference
     * service (signInUrlFor), whose /login we know; absent for every other service.
     */
    signInUrl?: string | null;
  };
  /** Each page against its baseline; null when there was none to compare with. */
  comparison: Comparison | null;
  regressionRule: RegressionRule;
  /**
   * A baseline asked for but not had, or baseline pages without a result: warnings; and the
   * link cache's (check-external-links), which are the run's too.
   */
  baselineWarnings: string[];
  /** What the crawl found, audited and left out; absent or null when the job did not crawl. */
  crawl?: CrawlCounts | null;
  /** The link check (check-links); absent or null when it was off. */
  links?: LinkCheckResult | null;
}

/** Mode delete's results. */
export interface DeletionRun {
  /** The project whose reports were deleted, or null for report ids. */
  project: string | null;
  /** The ids asked for, or the project's reports as listed. */
  requested: string[];
  /**
   * The project listed more reports than one run deletes (MAX_REPORTS_PER_RUN): the rest are
   * left for another run.
   */
  more: boolean;
  outcome: DeleteOutcome;
}

type JobResult =
  | { kind: 'audit'; run: AuditRun }
  | { kind: 'delete'; run: DeletionRun }
  /** Nothing was audited: the URL list or the reports to refresh or delete could not be read. */
  | { kind: 'failed'; problem: JobProblem };

export type JobProblem =
  /** `siteDir`: the build folder's own sitemap (site-dir), not the sitemap input's. */
  | { kind: 'sitemap'; error: SitemapError; siteDir?: true }
  | { kind: 'refresh_lookup'; error: RefreshLookupError }
  | { kind: 'project_listing'; project: string; error: unknown }
  /** The baseline is not a results file (a missing one is only a warning). */
  | { kind: 'baseline'; error: BaselineShapeError };

/** Reads a `baseline` the face knows how to reach (the action: the comment, a branch). */
export type BaselineReader = (spec: BaselineSpec, signal: AbortSignal) => Promise<BaselineLoad>;

const readFileBaseline: BaselineReader = async (spec) =>
  spec.kind === 'file'
    ? readBaselineFile(spec.path)
    : { kind: 'missing', reason: `baseline ${spec.kind} is read by the GitHub Action only` };

export interface JobHooks extends AuditHooks {
  /** The URL list is built (sitemap and shard counts, for the log). */
  onUrlList?: (list: UrlList) => void;
  /**
   * The target is open and the work starts. A crawl does not know its pages yet: `pages` is then
   * the most it audits (max-pages) and `crawl` is true.
   */
  onStart?: (start: { baseUrl: string; embedded: boolean; pages: number; crawl?: boolean }) => void;
  /** The crawl is over: how many pages it found, audited and left out, and why. */
  onCrawled?: (counts: CrawlCounts) => void;
  onRetry?: (event: RetryEvent) => void;
  /** A request to the service has left (each time). */
  onRequestSent?: () => void;
  /** Mode delete: the reports about to go (a project's with their URLs), and each as it went. */
  onDeleting?: (
    reports: { id: string; url: string | null }[],
    project: string | null,
    /** The project has more reports than one run deletes. */
    more: boolean,
  ) => void;
  onDeleted?: (id: string, how: Gone) => void;
}

export async function runJob(
  config: JobConfig,
  hooks: JobHooks,
  cancel: AbortSignal,
  environment: { browserPath?: string | undefined; readBaseline?: BaselineReader } = {},
): Promise<JobResult> {
  // Its pages pass through this process: V8's heaps are kept from growing with their number.
  boundHeapGrowth();
  // One deadline for the whole job: the sitemap is read inside it, not before it.
  const deadline = AbortSignal.timeout(config.timeoutSeconds * 1000);
  // What the job's own reads stop on: the deadline or the runner's cancellation.
  const stop = AbortSignal.any([deadline, cancel]);
  // Read before the audit: a baseline of the wrong shape stops the job before it spends quota.
  let baselineLoad: BaselineLoad | null = null;
  if (config.baseline !== undefined) {
    try {
      baselineLoad = await (environment.readBaseline ?? readFileBaseline)(config.baseline, stop);
    } catch (error) {
      if (error instanceof BaselineShapeError)
        return { kind: 'failed', problem: { kind: 'baseline', error } };
      throw error;
    }
  }
  // The embedded service's analysis threads load on the other cores while this thread lists the
  // folder and reads the sitemaps, rather than after (openTarget waits for them).
  await prepareTarget(config.target);
  // site-dir: the folder is served from here to the end of the job.
  const served = config.siteDir === undefined ? null : await serveFolder(config.siteDir);
  try {
    return await auditJob(config, hooks, cancel, environment, {
      deadline,
      stop,
      baselineLoad,
      served,
    });
  } finally {
    await served?.close();
  }
}

/** The job once its baseline is read and its folder, if any, served. */
async function auditJob(
  config: JobConfig,
  hooks: JobHooks,
  cancel: AbortSignal,
  environment: { browserPath?: string | undefined },
  run: {
    deadline: AbortSignal;
    stop: AbortSignal;
    baselineLoad: BaselineLoad | null;
    served: ServedSiteDir | null;
  },
): Promise<JobResult> {
  const { deadline, stop, baselineLoad, served } = run;
  let urls = config.urls;
  // What the sitemap kinds of the site findings judge: the sitemap's entries, the folder's pages.
  const sources: SiteSources = {};
  // A crawl reads the sitemap itself, as one of its sources (shard and site-dir are refused with it).
  if (
    config.crawl === undefined &&
    (config.sitemap !== undefined || config.shard !== undefined || served !== null)
  ) {
    // Loaded only when asked for: the sitemap reader's XML parser stays out of other start-ups.
    const { buildUrlList, SitemapError } = await import('../audit/url-list.js');
    let folder: FolderPages | undefined;
    if (served !== null && config.siteDir !== undefined) {
      const { sitePages } = await import('../site-dir/site-pages.js');
      try {
        folder = await sitePages(served, config.siteDir, { signal: stop });
      } catch (error) {
        if (error instanceof SitemapError)
          return { kind: 'failed', problem: { kind: 'sitemap', error, siteDir: true } };
        throw error;
      }
    }
    try {
      const list = await buildUrlList({ ...config, folder }, { signal: stop });
      hooks.onUrlList?.(list);
      urls = list.urls;
      // A shard audits a share of the list: the rest of the sitemap is another job's to judge.
      if (list.sitemapEntries !== null && list.shard === null && config.sitemap !== undefined)
        sources.sitemap = { files: [config.sitemap], entries: list.sitemapEntries };
      if (folder !== undefined && list.shard === null) {
        sources.folderPages = folder.urls;
        // The build folder's own sitemap is judged too, unless the sitemap input names another.
        if (sources.sitemap === undefined && folder.sitemap !== null)
          sources.sitemap = folder.sitemap;
      }
    } catch (error) {
      if (error instanceof SitemapError)
        return { kind: 'failed', problem: { kind: 'sitemap', error } };
      throw error;
    }
  }

  const target = await openTarget(config.target, {
    concurrency: config.concurrency,
    browserPath: environment.browserPath,
    clientHooks: hooks,
    ...(served === null
      ? {}
      : {
          servedSite: {
            origin: served.origin,
            head: served.head,
            get: served.get,
            ...(config.siteDir?.siteUrl === undefined
              ? {}
              : { productionOrigin: config.siteDir.siteUrl }),
          },
        }),
  });
  // The synchronous start is over (the folder listed, the sitemaps read, the service started):
  // from here this thread runs JavaScript between collections, where the bound is applied.
  releaseYoungGrowth();
  // baseline-url: the same paths on the other origin join the plan, after this run's own.
  const otherOrigin =
    config.baselineUrl === undefined ? [] : urlsOnOrigin(urls, config.baselineUrl);
  // Judged once the target is closed: the embedded service's analysis threads and database are
  // gone by then, and what judging a large site allocates no longer adds to what they held (a
  // 10,000-page audit's peak came while it judged, docs/benchmarks.md).
  const outcome = await (async (): Promise<JobResult | (() => JobResult)> => {
    try {
      if (config.crawl !== undefined && config.mode === 'create') {
        const { baseUrl, embedded } = target;
        hooks.onStart?.({ baseUrl, embedded, pages: config.crawl.maxPages, crawl: true });
        const crawled = await crawlJob(target, config, hooks, cancel, deadline, served);
        if (crawled.kind === 'failed') return crawled;
        hooks.onCrawled?.(crawled.counts);
        if (crawled.folder !== null) {
          const unreached = folderPagesNotAudited(crawled.folder.urls, crawled.result.outcomes);
          if (unreached.length > 0) hooks.onNote?.(unreachedLine(crawled.folder, unreached));
        }
        const pages = { result: crawled.result, own: crawled.own, previous: null };
        const links = await linksOf(config, pages, hooks, stop, served, crawled.pagesRead);
        return () =>
          auditRunOf(
            config,
            target,
            links.audited,
            baselineLoad,
            null,
            crawled.counts,
            { sitemap: crawled.sitemap, folderPages: crawled.folder?.urls ?? null },
            links.result,
          );
      }
      const pages = urls.length + otherOrigin.length;
      hooks.onStart?.({ baseUrl: target.baseUrl, embedded: target.embedded, pages });
      if (config.mode === 'delete') {
        return await deleteJob(target, config, hooks, stop);
      }
      if (otherOrigin.length > 0)
        hooks.onNote?.(
          `The same ${otherOrigin.length} paths are audited on ${config.baselineUrl} too: the baseline each page is compared with.`,
        );
      const planned = auditPlanOf(config);
      const plan = {
        ...planned,
        urls: [...urls, ...otherOrigin],
        deadline,
        // More creates than the embedded service generates at once would only wait in its queue.
        concurrency: Math.min(planned.concurrency, target.maxInFlight ?? planned.concurrency),
        // The report folder writes every report whole; without it, pages keep only the summary's.
        keepRawReports: config.reportDir !== undefined,
      };
      let audited: AuditedPages;
      let refreshed: AuditRun['refreshed'] = null;
      if (config.mode === 'refresh') {
        try {
          const refresh = await runRefresh(target.client, plan, hooks, cancel);
          refreshed = { refreshed: refresh.refreshed, created: refresh.created };
          audited = {
            result: refresh.result,
            own: refresh.result.outcomes.length,
            previous: refresh.previous,
          };
        } catch (error) {
          if (error instanceof RefreshLookupError)
            return { kind: 'failed', problem: { kind: 'refresh_lookup', error } };
          throw error;
        }
      } else {
        const result = await runAudit(target.client, plan, hooks, cancel);
        audited = { result, own: urls.length, previous: null };
      }
      const links = await linksOf(config, audited, hooks, stop, served);
      return () =>
        auditRunOf(
          config,
          target,
          links.audited,
          baselineLoad,
          refreshed,
          null,
          sources,
          links.result,
        );
    } finally {
      await target.close();
    }
  })();
  return typeof outcome === 'function' ? outcome() : outcome;
}

/** Serves a site-dir on 127.0.0.1 (loaded only then: other runs never load the server). */
async function serveFolder(siteDir: SiteDirConfig): Promise<ServedSiteDir> {
  const { serveSiteDir } = await import('../site-dir/serve.js');
  return serveSiteDir({
    dir: siteDir.dir,
    basePath: siteDir.basePath,
    trailingSlash: siteDir.trailingSlash,
    spaFallback: siteDir.spaFallback,
  });
}

/**
 * check-links: the audited pages' links and resources checked once each, their problems added to
 * the pages' results before they are judged (so the rules and the verdict see them).
 */
async function linksOf(
  config: JobConfig,
  audited: AuditedPages,
  hooks: JobHooks,
  signal: AbortSignal,
  served: ServedSiteDir | null,
  /** The pages a crawl read already. */
  pagesRead: PagesRead | null = null,
): Promise<{ audited: AuditedPages; result: LinkCheckResult | null }> {
  if (config.checkLinks === 'off' || audited.result.fatal !== null)
    return { audited, result: null };
  // baseline-url's pages on the other origin are checked too: they are the baseline, and a
  // broken link the other origin has as well is then no regression (docs/baselines.md).
  const siteUrl = config.siteDir?.siteUrl;
  const checked = await runLinkCheck(
    config,
    audited.result,
    signal,
    served !== null && siteUrl !== undefined
      ? { origin: served.origin, productionOrigin: new URL(siteUrl).origin }
      : null,
    pagesRead,
  );
  const result = ownPagesOf(checked, audited);
  const broken = result.brokenTargets.filter((target) => !target.external).length;
  hooks.onNote?.(
    `Links: ${checked.targets} distinct targets on the audited origins checked with ${checked.requests} requests; ${broken} broken.`,
  );
  const external = checked.external;
  if (external !== null)
    hooks.onNote?.(
      `External links: ${external.targets} distinct targets on other sites, ${external.fromCache} answered from link-cache, ${external.requests} requests; ${external.broken} broken, ${external.unverifiable} unverifiable.`,
    );
  return { audited: { ...audited, result: withLinkChecks(audited.result, checked) }, result };
}

/** The link check of this run's own pages: baseline-url's are the baseline, not the site's. */
function ownPagesOf(links: LinkCheckResult, audited: AuditedPages): LinkCheckResult {
  if (audited.own === audited.result.outcomes.length) return links;
  const own = new Set(audited.result.outcomes.slice(0, audited.own).map((outcome) => outcome.url));
  return {
    ...links,
    pages: links.pages.filter((page) => own.has(page.page)),
    brokenTargets: links.brokenTargets
      .flatMap((target) => {
        const pages = target.pages.filter((page) => own.has(page));
        return pages.length === 0 ? [] : [{ ...target, pages }];
      })
      // As checkLinks orders them: the audited origins' first, then the most linked.
      .sort((a, b) => Number(a.external) - Number(b.external) || b.pages.length - a.pages.length),
  };
}

function auditRunOf(
  config: JobConfig,
  target: OpenTarget,
  audited: AuditedPages,
  baselineLoad: BaselineLoad | null,
  refreshed: AuditRun['refreshed'],
  crawl: CrawlCounts | null,
  sources: SiteSources,
  links: LinkCheckResult | null = null,
): { kind: 'audit'; run: AuditRun } {
  const { result, verdict, comparison, baselineWarnings } = judge(config, audited, baselineLoad);
  const run: AuditRun = {
    result,
    verdict,
    failOn: config.failOn,
    minScore: config.minScore,
    reportLink: (outcome) =>
      target.embedded ? null : expandReportUrl(config.reportUrl, target.baseUrl, outcome),
    embedded: target.embedded,
    refreshed,
    siteFindings:
      links === null
        ? siteFindings(result.outcomes, sources)
        : [
            ...siteFindings(result.outcomes, sources).filter(
              (f) => f.kind !== 'broken_internal_link',
            ),
            ...brokenTargetFindings(links),
          ],
    linkNotes: {
      privacy: config.privacy,
      deletedAfterJob: false,
      signInUrl: target.embedded ? null : signInUrlFor(target.baseUrl, result.outcomes, config),
    },
    comparison,
    regressionRule: config.regression,
    // The link cache's problems (unreadable, unwritable) are warnings of the run too.
    baselineWarnings: [...baselineWarnings, ...(links?.warnings ?? [])],
    crawl,
    links,
  };
  return { kind: 'audit', run };
}

/** Crawl the site from the given URLs, each page audited as soon as it is found. */
async function crawlJob(
  target: OpenTarget,
  config: JobConfig & { mode: 'create' },
  hooks: JobHooks,
  cancel: AbortSignal,
  deadline: AbortSignal,
  served: ServedSiteDir | null,
): Promise<
  | {
      kind: 'crawled';
      /** This site's pages, then (baseline-url) the other origin's crawled the same way. */
      result: AuditResult;
      /** How many of the outcomes are this site's own. */
      own: number;
      counts: CrawlCounts;
      sitemap: SitemapEntries | null;
      /** check-links: the pages the crawler read, for the link check to take. */
      pagesRead: PagesRead | null;
      /** site-dir: the folder crawled and its HTML pages, as audited URLs; null without one. */
      folder: CrawledFolder | null;
    }
  | { kind: 'failed'; problem: JobProblem }
> {
  const crawl = config.crawl as NonNullable<JobConfig['crawl']>;
  // Loaded only when asked for, like the sitemap reader (which the crawl uses).
  const { crawlAndAudit, httpSiteReader } = await import('../crawl/index.js');
  const { SitemapError } = await import('../audit/sitemap.js');
  const stop = AbortSignal.any([deadline, cancel]);
  const site =
    served === null || config.siteDir === undefined
      ? null
      : await crawledFolder(served, config.siteDir, config.urls, stop);
  if (site?.kind === 'failed') return site;
  if (site !== null)
    hooks.onNote?.(
      `Folder ${site.folder.dir}: served at ${site.servedAs.servedOrigin}${config.siteDir?.siteUrl === undefined ? '' : ` as ${site.servedAs.productionOrigin}`}; ${site.folder.urls.length} HTML pages; the crawl starts from ${site.seeds.join(', ')}.`,
    );
  const seeds = site?.seeds ?? config.urls;
  // A protected preview's headers go with the crawler's own requests to the given URLs' origins,
  // as the embedded analyzer sends them to the audited pages' origin; never to other origins.
  const headers = config.target.kind === 'embedded' ? config.target.headers : {};
  const reader = httpSiteReader({
    headers,
    headersOrigins: new Set(seeds.map((url) => new URL(url).origin)),
    ...(site === null ? {} : { servedAs: site.servedAs }),
  });
  // With the link check, each page the crawler reads is handed to it: read once, not twice.
  const pagesRead =
    config.checkLinks === 'off'
      ? null
      : new (await import('../links/pages-read.js')).PagesRead(
          config.linkOptions.external === null
            ? crawlLinkOrigins({ urls: seeds, crawl: config.crawl })
            : 'all',
        );
  const crawlPlan = { ...auditPlanOf(config), deadline };
  try {
    const run = await crawlAndAudit(
      target.client,
      crawlPlan,
      {
        seeds,
        sitemap: config.sitemap,
        ...(site === null ? {} : { siteSitemap: site.sitemap }),
        options: crawl,
      },
      pagesRead === null ? reader : handingOver(reader, pagesRead),
      hooks,
      cancel,
    );
    const baseline =
      config.baselineUrl === undefined || run.result.fatal !== null || stop.aborted
        ? null
        : await crawlOtherOrigin(
            target,
            config.baselineUrl,
            seeds,
            crawlPlan,
            crawl,
            hooks,
            cancel,
          );
    return {
      kind: 'crawled',
      result:
        baseline === null
          ? run.result
          : {
              ...run.result,
              outcomes: [...run.result.outcomes, ...baseline.outcomes],
              fatal: run.result.fatal ?? baseline.fatal,
              cancelled: run.result.cancelled || baseline.cancelled,
              durationMs: run.result.durationMs + baseline.durationMs,
            },
      own: run.result.outcomes.length,
      counts: run.counts,
      sitemap: run.sitemap,
      pagesRead,
      folder: site?.folder ?? null,
    };
  } catch (error) {
    if (error instanceof SitemapError)
      return { kind: 'failed', problem: { kind: 'sitemap', error } };
    throw error;
  } finally {
    await reader.close();
  }
}

/**
 * baseline-url with a crawl: the same crawl on the other origin, from the same paths, after this
 * site's. Its pages are the baseline, paired by path: each origin reaches its own pages, so a
 * page only this site links to is new, and one only the other origin has is gone (judge.ts).
 * It reads its own sitemap (robots.txt's, or /sitemap.xml), sends no headers (they are for the
 * site given) and has its own max-pages.
 */
async function crawlOtherOrigin(
  target: OpenTarget,
  origin: string,
  seeds: readonly string[],
  plan: Omit<AuditPlan, 'urls'>,
  options: CrawlOptions,
  hooks: JobHooks,
  cancel: AbortSignal,
): Promise<AuditResult> {
  const { crawlAndAudit, httpSiteReader } = await import('../crawl/index.js');
  hooks.onNote?.(
    `Crawling ${origin} the same way, from the same paths: the baseline each page is compared with.`,
  );
  const reader = httpSiteReader();
  try {
    const other = await crawlAndAudit(
      target.client,
      plan,
      { seeds: urlsOnOrigin(seeds, origin), sitemap: undefined, options },
      reader,
      hooks,
      cancel,
    );
    hooks.onNote?.(
      `Baseline crawl of ${origin}: ${plural(other.counts.found, 'page')} found, ${other.counts.audited} audited.`,
    );
    return other.result;
  } finally {
    await reader.close();
  }
}

/** A build folder a crawl walks through: its HTML pages, as the URLs audited. */
interface CrawledFolder {
  dir: string;
  urls: string[];
}

/**
 * site-dir with a crawl: where it starts (the URLs given, else the folder's root page), the
 * folder's own sitemap (read from the folder, as without a crawl: a broken one fails the job
 * before any report), and how production URLs reach the folder (site-url).
 */
async function crawledFolder(
  served: ServedSiteDir,
  siteDir: SiteDirConfig,
  urls: readonly string[],
  signal: AbortSignal,
): Promise<
  | {
      kind: 'folder';
      seeds: string[];
      sitemap: SitemapEntries | null;
      servedAs: { productionOrigin: string; servedOrigin: string };
      folder: CrawledFolder;
    }
  | { kind: 'failed'; problem: JobProblem }
> {
  const { folderSitemap } = await import('../site-dir/site-pages.js');
  const { SitemapError } = await import('../audit/sitemap.js');
  const pageOrigin =
    siteDir.siteUrl === undefined ? served.origin : new URL(siteDir.siteUrl).origin;
  let sitemap: SitemapEntries | null;
  try {
    sitemap = await folderSitemap(served, siteDir, { signal });
  } catch (error) {
    if (error instanceof SitemapError)
      return { kind: 'failed', problem: { kind: 'sitemap', error, siteDir: true } };
    throw error;
  }
  return {
    kind: 'folder',
    seeds: urls.length > 0 ? [...urls] : [new URL(`${siteDir.basePath}/`, pageOrigin).href],
    sitemap,
    servedAs: { productionOrigin: pageOrigin, servedOrigin: served.origin },
    folder: {
      dir: siteDir.dir,
      urls: served.pages.map((path) => new URL(path, pageOrigin).href),
    },
  };
}

/**
 * The folder's pages no audited page stands for (by URL, or the URL its report ended at): the
 * crawl did not reach them, since no page it audited links to them (or max-pages came first).
 */
function folderPagesNotAudited(
  folderUrls: readonly string[],
  outcomes: readonly UrlOutcome[],
): string[] {
  const key = (url: string) => urlKey(url, { samePage: true }) ?? url;
  const audited = new Set<string>();
  for (const outcome of outcomes) {
    audited.add(key(outcome.url));
    if (outcome.report?.fullUrl) audited.add(key(outcome.report.fullUrl));
  }
  return folderUrls.filter((url) => !audited.has(key(url)));
}

/** At most this many of the folder's pages not reached are named in the log. */
const UNREACHED_NAMED = 10;

function unreachedLine(folder: CrawledFolder, unreached: readonly string[]): string {
  const named = unreached.slice(0, UNREACHED_NAMED).join(', ');
  const more =
    unreached.length > UNREACHED_NAMED ? `, and ${unreached.length - UNREACHED_NAMED} more` : '';
  return `Folder ${folder.dir}: ${unreached.length} of its ${folder.urls.length} HTML pages were not audited: no page the crawl audited links to them, or max-pages came first (a crawl audits what is linked; without crawl, site-dir audits every page): ${named}${more}.`;
}

async function deleteJob(
  target: OpenTarget,
  config: JobConfig & { target: RemoteTarget },
  hooks: JobHooks,
  signal: AbortSignal,
): Promise<JobResult> {
  let reports = config.reportIds.map((id) => ({ id, url: null as string | null }));
  const project = reports.length === 0 ? (config.project ?? null) : null;
  let more = false;
  if (project !== null) {
    try {
      const listed = await listProjectReports(target.client, project, signal);
      more = listed.more;
      reports = listed.reports.map((report) => ({
        id: report.id,
        url: report.fullUrl ?? report.url,
      }));
    } catch (error) {
      return { kind: 'failed', problem: { kind: 'project_listing', project, error } };
    }
  }
  const requested = reports.map((report) => report.id);
  hooks.onDeleting?.(reports, project, more);
  const outcome = await deleteByIds(
    target.client,
    requested,
    { concurrency: config.concurrency, deadline: signal },
    hooks.onDeleted ? { onDeleted: hooks.onDeleted } : {},
  );
  return { kind: 'delete', run: { project, requested, more, outcome } };
}

/** What only our reference service sends on a report (docs/api.md): deployed services do not. */
const REFERENCE_STATES: readonly unknown[] = ['pending', 'running', 'generated', 'failed'];

/**
 * `{base-url}/login` when the report links are private report pages of our own reference service,
 * which opens them after a sign-in there with the API key (docs/api.md); else null. Ours is told
 * by the `state` it puts on every report; a deployed service's login is not ours to promise.
 */
export function signInUrlFor(
  baseUrl: string,
  outcomes: readonly UrlOutcome[],
  config: Pick<JobConfig, 'privacy' | 'reportUrl'>,
): string | null {
  if (config.privacy !== 1) return null;
  const ours = outcomes.some((outcome) => REFERENCE_STATES.includes(outcome.report?.raw.state));
  // A report-url template of the user's own points elsewhere: say nothing of where.
  const pages = outcomes.every((outcome) => {
    const link = expandReportUrl(config.reportUrl, baseUrl, outcome);
    return link === null || link.startsWith(`${baseUrl}/reports/`);
  });
  return ours && pages ? `${baseUrl}/login` : null;
}

/** Expands the report-url template for one outcome. */
export function expandReportUrl(
  template: string,
  baseUrl: string,
  outcome: UrlOutcome,
): string | null {
  if (outcome.reportId === null) return null;
  return template
    .replaceAll('{base-url}', baseUrl)
    .replaceAll('{id}', encodeURIComponent(outcome.reportId))
    .replaceAll('{url}', encodeURIComponent(outcome.url));
}
