// The link check as a step of the job (check-links, docs/links.md): the audited pages' links and
// resources on the audited origins requested once each (and with check-external-links, those on
// other sites), and what is wrong added to each page's results as the runner's checks
// broken_links and broken_resources, so that the rules, the verdict and every face judge and show
// them like the service's checks.
import { own } from '../../shared/own-keys.js';
import type { ReportCheck } from '../api/index.js';
import { outcomeWith, outcomeWithReport } from '../audit/report-spill.js';
import type { AuditResult, UrlOutcome } from '../audit/types.js';
import type { SiteReader } from '../crawl/site.js';
import type { LinkCheckResult, LinkProblem } from '../links/check-links.js';
import type { PagesRead } from '../links/pages-read.js';
import type { JobConfig } from './config.js';

export async function runLinkCheck(
  config: Pick<JobConfig, 'urls' | 'crawl' | 'target' | 'linkOptions'>,
  result: AuditResult,
  signal: AbortSignal,
  /** site-dir with site-url: the production origin's URLs are the served folder's. */
  servedSite: { origin: string; productionOrigin: string } | null = null,
  /** Pages the crawler read: not read again. */
  pagesRead: PagesRead | null = null,
): Promise<LinkCheckResult> {
  const { checkLinks } = await import('../links/check-links.js');
  const pages = result.outcomes
    .filter((outcome) => outcome.report !== null && outcome.failure === null)
    .map((outcome) => ({
      url: outcome.url,
      noindex: own(outcome.report?.checks ?? {}, 'noindex')?.passed === false,
    }));
  const origins = new Set([
    ...result.outcomes.map((outcome) => new URL(outcome.url).origin),
    ...(config.crawl?.origins ?? []),
  ]);
  // A protected preview's headers go to the given URLs' origins only, as the crawler sends them.
  const headers = config.target.kind === 'embedded' ? config.target.headers : {};
  const { accept, timeoutMs, external } = config.linkOptions;
  return checkLinks({
    pages,
    origins,
    signal,
    ...(pagesRead === null ? {} : { pagesRead }),
    accept,
    ...(external === null ? {} : { external }),
    checker: {
      timeoutMs,
      headers,
      headersOrigins: new Set(config.urls.map((url) => new URL(url).origin)),
      ...(servedSite === null ? {} : { fetchFrom: onServedSite(servedSite) }),
    },
  });
}

/**
 * The crawler's reader, each page it reads as HTML also handed to the link check (its targets,
 * not its HTML): with crawl-discovery: pages, a page is read once for the run, not twice.
 */
export function handingOver(reader: SiteReader, pagesRead: PagesRead): SiteReader {
  return {
    robots: (origin, signal) => reader.robots(origin, signal),
    async page(url, signal) {
      const read = await reader.page(url, signal);
      if (read.kind === 'html') pagesRead.keep(url, read);
      return read;
    },
    close: () => reader.close(),
  };
}

/** The origins whose targets a crawl's link check requests: the given URLs' and crawl-origins. */
export function crawlLinkOrigins(config: Pick<JobConfig, 'urls' | 'crawl'>): Set<string> {
  return new Set([
    ...config.urls.map((url) => new URL(url).origin),
    ...(config.crawl?.origins ?? []),
  ]);
}

/** The runner checks the internal link check judges on each page it reads. */
const INTERNAL_LINK_CHECKS = ['broken_links', 'broken_resources'];

/**
 * The audit's outcomes with each page's link problems added as failed runner checks, and the
 * runner checks judged on each page read recorded (a later run's baseline compares only those).
 */
export function withLinkChecks(result: AuditResult, links: LinkCheckResult): AuditResult {
  const byPage = new Map(links.pages.map((page) => [page.page, page]));
  const outcomes = result.outcomes.map((outcome): UrlOutcome => {
    const read = byPage.get(outcome.url);
    if (outcome.report === null || read === undefined || read.unread !== null) return outcome;
    // Not `{ ...outcome }`: that would read a report waiting in the run's file and hold it.
    const judged = outcomeWith(outcome, { runnerChecks: [...INTERNAL_LINK_CHECKS] });
    if (read.problems.length === 0) return judged;
    const checks: Record<string, ReportCheck> = { ...outcome.report.checks };
    const linkProblems = read.problems.filter((problem) => problem.kind === 'link');
    const resourceProblems = read.problems.filter((problem) => problem.kind !== 'link');
    if (linkProblems.length > 0) checks.broken_links = runnerCheck(linkProblems);
    if (resourceProblems.length > 0) checks.broken_resources = runnerCheck(resourceProblems);
    // Written back where the report was (report-spill.ts), not held for every page with a problem.
    return outcomeWithReport(judged, { ...outcome.report, checks });
  });
  return { ...result, outcomes };
}

/**
 * A failed check whose errors are the problems by kind: broken, external, unverifiable,
 * redirected, noindex, blocked (each kind an error key the rules can name).
 */
function runnerCheck(problems: readonly LinkProblem[]): ReportCheck {
  const errors: Record<string, unknown[]> = {};
  for (const problem of problems) {
    const detail = {
      url: problem.url,
      kind: problem.kind,
      status: problem.status,
      ...(problem.failure === null ? {} : { failure: problem.failure }),
      ...(problem.hops.length === 0 ? {} : { hops: problem.hops }),
    };
    const list = errors[problem.problem];
    if (list === undefined) errors[problem.problem] = [detail];
    else list.push(detail);
  }
  return { passed: false, importance: null, value: { count: problems.length }, errors };
}

/** A production URL as the served folder's (same path and query); others as they are. */
function onServedSite(site: { origin: string; productionOrigin: string }) {
  return (url: string): string => {
    const parsed = new URL(url);
    if (parsed.origin !== site.productionOrigin) return url;
    return `${site.origin}${parsed.pathname}${parsed.search}`;
  };
}
