// The link check of a run (docs/links.md): every audited page read once for its links and
// resources, each distinct target on the audited origins requested once, and what each page
// links to that is broken, redirected, noindex or blocked by robots.txt. Data out; the faces word it.
import { urlKey } from '../../shared/url-key.js';
import {
  LinkChecker,
  type LinkCheckerOptions,
  type RedirectHop,
  type TargetAnswer,
} from './checker.js';
import type { PagesRead } from './pages-read.js';
import { type PageResource, pageResources, type ResourceKind } from './resources.js';

export type LinkProblemKind = 'broken' | 'redirected' | 'noindex' | 'blocked';

export interface LinkProblem {
  kind: ResourceKind;
  url: string;
  problem: LinkProblemKind;
  /** The last status answered; null when none came (`failure` says why). */
  status: number | null;
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
  /** The pages linking to it, in audit order. */
  pages: string[];
}

export interface LinkCheckResult {
  pages: PageLinks[];
  /** Broken targets, most linked first. */
  brokenTargets: BrokenTarget[];
  /** Distinct targets requested, and requests sent (hops, retries, robots.txt, pages). */
  targets: number;
  requests: number;
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
}

export async function checkLinks(input: LinkCheckInput): Promise<LinkCheckResult> {
  const checker = new LinkChecker(input.checker);
  try {
    return await checkWith(checker, input);
  } finally {
    await checker.close();
  }
}

async function checkWith(checker: LinkChecker, input: LinkCheckInput): Promise<LinkCheckResult> {
  const { signal } = input;
  // Audited pages a report found noindex: links to them are findings whatever the header says.
  const noindexPages = new Set<string>();
  for (const page of input.pages) {
    const key = urlKey(page.url);
    if (page.noindex && key !== null) noindexPages.add(key);
  }
  const onOrigins = (resources: readonly PageResource[]) =>
    resources.filter((resource) => input.origins.has(new URL(resource.url).origin));
  // Pages first: a link to an audited page then reuses the page's own answer. A page's HTML
  // becomes its targets as soon as it is read; a page the crawler read is not read again.
  const perPage = await Promise.all(
    input.pages.map(async (page): Promise<PageTargets> => {
      const handed = input.pagesRead?.take(page.url);
      if (handed !== undefined) {
        if (handed.answer !== null) checker.remember(handed.answer);
        return { page: page.url, resources: onOrigins(handed.resources), unread: null };
      }
      const body = await checker.readPage(page.url, signal);
      if (body.kind !== 'html') return { page: page.url, resources: null, unread: body.answer };
      return {
        page: page.url,
        resources: onOrigins(pageResources(body.html, body.url)),
        unread: null,
      };
    }),
  );
  const targets = new Set<string>();
  for (const { resources } of perPage)
    for (const resource of resources ?? []) targets.add(resource.url);
  const answers = new Map<string, { answer: TargetAnswer; blocked: boolean }>();
  await Promise.all(
    [...targets].map(async (url) => {
      const [answer, allowed] = await Promise.all([
        checker.check(url, signal),
        checker.robotsAllowed(url, signal),
      ]);
      answers.set(url, { answer, blocked: !allowed });
    }),
  );

  const broken = new Map<string, BrokenTarget>();
  const pages: PageLinks[] = perPage.map(({ page, resources, unread }) => {
    if (resources === null) return { page, problems: [], unread: unreadReason(unread) };
    const problems: LinkProblem[] = [];
    for (const resource of resources) {
      const found = answers.get(resource.url);
      if (found === undefined) continue;
      const problem = problemOf(resource, found.answer, found.blocked, noindexPages);
      if (problem === null) continue;
      problems.push(problem);
      if (problem.problem !== 'broken') continue;
      const target = broken.get(resource.url);
      if (target === undefined)
        broken.set(resource.url, {
          url: resource.url,
          kind: resource.kind,
          status: problem.status,
          failure: problem.failure,
          pages: [page],
        });
      else if (!target.pages.includes(page)) target.pages.push(page);
    }
    return { page, problems, unread: null };
  });
  return {
    pages,
    brokenTargets: [...broken.values()].sort((a, b) => b.pages.length - a.pages.length),
    targets: targets.size,
    requests: checker.requests,
  };
}

/**
 * What is wrong with one target of a page, gravest first: broken (4xx/5xx or no answer), else
 * for links, blocked by robots.txt, noindex, or reached through redirects.
 */
function problemOf(
  resource: PageResource,
  answer: TargetAnswer,
  blocked: boolean,
  noindexPages: ReadonlySet<string>,
): LinkProblem | null {
  const base = {
    kind: resource.kind,
    url: resource.url,
    status: answer.status,
    failure: answer.failure,
    hops: answer.hops,
  };
  if (answer.status === null || answer.status >= 400) return { ...base, problem: 'broken' };
  if (resource.kind !== 'link') return null;
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
