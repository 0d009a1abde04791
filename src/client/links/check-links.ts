// The link check of a run (docs/links.md): every audited page read once for its links and
// resources, each distinct target on the audited origins requested once, and what each page
// links to that is broken, redirected, noindex or blocked by robots.txt. With external links on,
// each distinct target on other sites too (or its answer from the link cache), judged broken or
// unverifiable by their own rules. Data out; the faces word it.
import { urlKey } from '../../shared/url-key.js';
import {
  LinkChecker,
  type LinkCheckerOptions,
  type RedirectHop,
  type TargetAnswer,
} from './checker.js';
import type { HostPacerOptions, RunClock } from './host-pacer.js';
import { acceptedUrl, type Judgement, judgeExternal, judgeInternal } from './judge.js';
import { LinkCache } from './link-cache.js';
import type { PagesRead } from './pages-read.js';
import { type PageResource, pageResources, type ResourceKind } from './resources.js';
import { type ExternalLinkOptions, type LinkAccept, NO_ACCEPT } from './types.js';

/**
 * On the audited origins: broken, redirected, noindex, blocked. On other sites: `external`
 * (broken there) and `unverifiable` (the host answered for its bot defences; `failure` says how).
 */
export type LinkProblemKind =
  | 'broken'
  | 'external'
  | 'unverifiable'
  | 'redirected'
  | 'noindex'
  | 'blocked';

export interface LinkProblem {
  kind: ResourceKind;
  url: string;
  problem: LinkProblemKind;
  /** The last status answered; null when none came (`failure` says why). */
  status: number | null;
  /** Why no status came; for `unverifiable`, why the answer says nothing of the link. */
  failure: string | null;
  /** The redirects followed, first to last (`redirected`, and a `broken` target reached by one). */
  hops: RedirectHop[];
}

export interface PageLinks {
  /** The audited page, as the user gave it. */
  page: string;
  /** null when the page could not be read (its report says why); else its problems. */
  problems: LinkProblem[];
  unread: string | null;
}

export interface BrokenTarget {
  url: string;
  kind: ResourceKind;
  status: number | null;
  failure: string | null;
  /** On another site (check-external-links). */
  external: boolean;
  /** The pages linking to it, in audit order. */
  pages: string[];
}

/** The external part of the check (check-external-links): what was asked, kept and found. */
export interface ExternalCounts {
  /** Distinct targets on other sites, those accepted by a link-accept pattern included. */
  targets: number;
  /** Answers taken from the link cache, not requested. */
  fromCache: number;
  /** Requests sent to other sites (retries and redirects counted). */
  requests: number;
  broken: number;
  unverifiable: number;
}

export interface LinkCheckResult {
  pages: PageLinks[];
  /** Broken targets, most linked first. */
  brokenTargets: BrokenTarget[];
  /** Distinct targets on the audited origins requested, and all requests sent (hops, retries,
   * robots.txt, pages, and those to other sites). */
  targets: number;
  requests: number;
  /** null when external links were not checked. */
  external: ExternalCounts | null;
  /** What went wrong beside the check (the link cache unreadable or unwritable), for the log. */
  warnings: string[];
}

/** A page's targets on the checked origins; null when it could not be read (`unread` says why). */
interface PageTargets {
  page: string;
  resources: readonly PageResource[] | null;
  unread: TargetAnswer | null;
}

export interface LinkCheckInput {
  /** The audited pages (their final URL when known, for resolving relative links). */
  pages: readonly { url: string; noindex: boolean }[];
  /** Origins whose targets are checked (the audited pages' own and crawl-origins). */
  origins: ReadonlySet<string>;
  signal?: AbortSignal;
  checker?: LinkCheckerOptions;
  /** Pages the crawler already read, by the URL audited: taken from there, not read again. */
  pagesRead?: PagesRead;
  /** link-accept: answers and URLs that count as working. */
  accept?: LinkAccept;
  /** Check targets on other sites too; absent: they are not requested. */
  external?: ExternalLinkOptions & { pacing?: Partial<HostPacerOptions> };
}

export async function checkLinks(input: LinkCheckInput): Promise<LinkCheckResult> {
  const { external } = input;
  const checker = new LinkChecker({
    ...input.checker,
    ...(external === undefined
      ? {}
      : {
          external: {
            allowPrivateNetwork: external.allowPrivateNetwork,
            ...(external.pacing === undefined ? {} : { pacing: external.pacing }),
          },
        }),
  });
  const warnings: string[] = [];
  const opened =
    external?.cache == null
      ? null
      : await LinkCache.open(external.cache.path, external.cache.maxAgeMs);
  if (opened?.warning) warnings.push(opened.warning);
  try {
    const result = await checkWith(checker, input, opened?.cache ?? null);
    const saved = (await opened?.cache.save()) ?? null;
    if (saved !== null) warnings.push(saved);
    return { ...result, warnings };
  } finally {
    await checker.close();
  }
}

async function checkWith(
  checker: LinkChecker,
  input: LinkCheckInput,
  cache: LinkCache | null,
): Promise<Omit<LinkCheckResult, 'warnings'>> {
  const { signal } = input;
  const accept = input.accept ?? NO_ACCEPT;
  // Audited pages a report found noindex: links to them are findings whatever the header says.
  const noindexPages = new Set<string>();
  for (const page of input.pages) {
    const key = urlKey(page.url);
    if (page.noindex && key !== null) noindexPages.add(key);
  }
  const isInternal = (url: string) => input.origins.has(new URL(url).origin);
  // Targets elsewhere only when external links are checked.
  const onOrigins = (resources: readonly PageResource[]) =>
    input.external === undefined
      ? resources.filter((resource) => isInternal(resource.url))
      : resources;
  // Each target on the audited origins is checked as soon as a page using it has its targets,
  // so that requests stay in flight while later pages are read and parsed (the limit per origin
  // keeps the count). None is checked before every page read has started: a link to an audited
  // page then reuses the page's own answer (the pages the crawler handed over are known at
  // once, before the reads start). Targets elsewhere are asked once all pages are read
  // (askExternal: their own pacing and time limit).
  const internal = new Set<string>();
  const external = new Set<string>();
  const checking = new Map<string, Promise<Found>>();
  let readsStarted = false;
  const beforeReads: string[] = [];
  const checkTarget = (url: string) => {
    if (!isInternal(url)) external.add(url);
    else if (!readsStarted) beforeReads.push(url);
    else if (!internal.has(url)) {
      internal.add(url);
      // Accepted by pattern: not requested at all.
      if (acceptedUrl(url, accept)) return;
      const checked = Promise.all([
        checker.check(url, signal),
        checker.robotsAllowed(url, signal),
      ]).then(([answer, allowed]) => ({
        answer,
        blocked: !allowed,
        judgement: judgeInternal(answer, accept),
      }));
      // Awaited below; until then an abort must not surface as an unhandled rejection.
      checked.catch(() => {});
      checking.set(url, checked);
    }
  };
  // A page's HTML becomes its targets as soon as it is read; a page the crawler read is not read
  // again.
  const reading = Promise.all(
    input.pages.map(async (page): Promise<PageTargets> => {
      const handed = input.pagesRead?.take(page.url);
      if (handed !== undefined) {
        if (handed.answer !== null) checker.remember(handed.answer);
        const resources = onOrigins(handed.resources);
        for (const resource of resources) checkTarget(resource.url);
        return { page: page.url, resources, unread: null };
      }
      const body = await checker.readPage(page.url, signal);
      if (body.kind !== 'html') return { page: page.url, resources: null, unread: body.answer };
      const resources = onOrigins(pageResources(body.html, body.url));
      for (const resource of resources) checkTarget(resource.url);
      return { page: page.url, resources, unread: null };
    }),
  );
  readsStarted = true;
  for (const url of beforeReads) checkTarget(url);
  const perPage = await reading;
  const answers = new Map<string, Found>();
  const externalAsked = askExternal(checker, input, external, cache, answers, accept);
  for (const [url, found] of checking) answers.set(url, await found);
  const externalCounts = await externalAsked;

  const broken = new Map<string, BrokenTarget>();
  const pages: PageLinks[] = perPage.map(({ page, resources, unread }) => {
    if (resources === null) return { page, problems: [], unread: unreadReason(unread) };
    const problems: LinkProblem[] = [];
    for (const resource of resources) {
      const found = answers.get(resource.url);
      if (found === undefined) continue;
      const problem = problemOf(resource, found, noindexPages, !isInternal(resource.url));
      if (problem === null) continue;
      problems.push(problem);
      if (problem.problem !== 'broken' && problem.problem !== 'external') continue;
      const target = broken.get(resource.url);
      if (target === undefined)
        broken.set(resource.url, {
          url: resource.url,
          kind: resource.kind,
          status: problem.status,
          failure: problem.failure,
          external: problem.problem === 'external',
          pages: [page],
        });
      else if (!target.pages.includes(page)) target.pages.push(page);
    }
    return { page, problems, unread: null };
  });
  return {
    pages,
    brokenTargets: [...broken.values()].sort(
      (a, b) => Number(a.external) - Number(b.external) || b.pages.length - a.pages.length,
    ),
    targets: internal.size,
    requests: checker.requests,
    external: externalCounts,
  };
}

interface Found {
  answer: TargetAnswer;
  blocked: boolean;
  judgement: Judgement;
}

/**
 * Each distinct target on another site: accepted by pattern (not asked), from the cache, or
 * requested within the run's time (link-run-timeout), which starts now.
 */
async function askExternal(
  checker: LinkChecker,
  input: LinkCheckInput,
  targets: ReadonlySet<string>,
  cache: LinkCache | null,
  answers: Map<string, Found>,
  accept: LinkAccept,
): Promise<ExternalCounts | null> {
  const options = input.external;
  if (options === undefined) return null;
  const run: RunClock = {
    signal: AbortSignal.timeout(options.runTimeoutMs),
    endsAt: Date.now() + options.runTimeoutMs,
  };
  const before = checker.externalRequests;
  const counts = { broken: 0, unverifiable: 0 };
  await Promise.all(
    [...targets].map(async (url) => {
      if (acceptedUrl(url, accept)) return;
      const kept = cache?.get(url) ?? null;
      const answer = kept ?? (await checker.checkExternal(url, run, input.signal));
      const judgement = judgeExternal(answer, accept);
      if (kept === null) cache?.record(url, answer, judgement);
      if (judgement.kind === 'broken') counts.broken++;
      if (judgement.kind === 'unverifiable') counts.unverifiable++;
      answers.set(url, { answer, blocked: false, judgement });
    }),
  );
  return {
    targets: targets.size,
    fromCache: cache?.hits ?? 0,
    requests: checker.externalRequests - before,
    ...counts,
  };
}

/**
 * What is wrong with one target of a page, gravest first: broken (4xx/5xx or no answer), else
 * for links on the audited origins, blocked by robots.txt, noindex, or reached through
 * redirects. On other sites: broken there, or unverifiable; their redirects are their business.
 */
function problemOf(
  resource: PageResource,
  { answer, blocked, judgement }: Found,
  noindexPages: ReadonlySet<string>,
  external: boolean,
): LinkProblem | null {
  const base = {
    kind: resource.kind,
    url: resource.url,
    status: answer.status,
    failure: answer.failure,
    hops: answer.hops,
  };
  if (judgement.kind === 'unverifiable')
    return { ...base, failure: judgement.reason, problem: 'unverifiable' };
  if (judgement.kind === 'broken') return { ...base, problem: external ? 'external' : 'broken' };
  if (external || resource.kind !== 'link') return null;
  if (blocked) return { ...base, problem: 'blocked' };
  const finalKey = urlKey(answer.finalUrl);
  if (answer.noindex || (finalKey !== null && noindexPages.has(finalKey)))
    return { ...base, problem: 'noindex' };
  if (answer.hops.length > 0) return { ...base, problem: 'redirected' };
  return null;
}

function unreadReason(answer: TargetAnswer | null): string {
  if (answer === null) return 'it could not be read';
  if (answer.failure !== null) return `it could not be read (${answer.failure})`;
  return answer.status !== null && answer.status >= 400
    ? `it answered ${answer.status}`
    : 'it is not HTML';
}
