// Requests each link target once per run and remembers the answer: HEAD first, GET where HEAD is
// refused or answered wrongly (any 4xx/5xx to HEAD is asked again with GET, so a server that
// mishandles HEAD costs one request more, never a false broken link), redirects followed by hand
// so that each hop is recorded. Requests stay in flight up to a limit per origin, so a run with
// several origins (a later external mode: one limit per host) never floods any one of them.
import pLimit, { type LimitFunction } from 'p-limit';
import { Agent, fetch } from 'undici';
import { xRobotsTagBlocksIndexing } from '../../shared/robots-directives.js';
import { parseRobotsTxt, type RobotsTxt, robotsAllows } from '../../shared/robots-txt.js';
import { networkReason, readTextCapped } from '../audit/read-body.js';

/** One redirect followed: the URL that answered 3xx, and its status. */
export interface RedirectHop {
  url: string;
  status: number;
}

export interface TargetAnswer {
  url: string;
  /** The last answer's status; null when no answer came (network error, timeout, loop). */
  status: number | null;
  /** Why there was no answer (ECONNREFUSED, "more than 10 redirects"); null with a status. */
  failure: string | null;
  /** Redirects followed, in order; the last answer is for `finalUrl`. */
  hops: RedirectHop[];
  finalUrl: string;
  /**
   * The last answer's X-Robots-Tag keeps it out of Google's index (noindex or none for every
   * crawler or for Googlebot, or an unavailable_after date past).
   */
  noindex: boolean;
}

/** A page read for its HTML, as the link check reads audited pages. */
export type PageBody =
  | { kind: 'html'; url: string; html: string }
  | { kind: 'other'; answer: TargetAnswer };

export interface LinkCheckerOptions {
  /** Requests in flight per origin (scheme, host and port). */
  perOrigin?: number;
  timeoutMs?: number;
  maxHops?: number;
  /** A page read for its links and resources; the rest is not downloaded. */
  maxPageBytes?: number;
  /** Extra headers (a protected preview's), sent to `headersOrigins` only. */
  headers?: Record<string, string>;
  headersOrigins?: ReadonlySet<string>;
  /**
   * Where a URL is really fetched from: site-dir with site-url audits the production URLs of a
   * folder served on 127.0.0.1, so they are requested there. Answers stay keyed by the URL.
   */
  fetchFrom?: (url: string) => string;
}

const DEFAULTS = { perOrigin: 8, timeoutMs: 30_000, maxHops: 10, maxPageBytes: 5 * 1024 * 1024 };
const USER_AGENT = 'Mozilla/5.0 (compatible; seo-report-link-check)';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export class LinkChecker {
  private readonly options: typeof DEFAULTS & LinkCheckerOptions;
  private readonly agent: Agent;
  private readonly limits = new Map<string, LimitFunction>();
  private readonly answers = new Map<string, Promise<TargetAnswer>>();
  private readonly robots = new Map<string, Promise<RobotsTxt | null>>();
  /** Requests sent, every hop and retry counted. */
  requests = 0;

  constructor(options: LinkCheckerOptions = {}) {
    this.options = { ...DEFAULTS, ...options };
    this.agent = new Agent({
      connect: { timeout: this.options.timeoutMs },
      headersTimeout: this.options.timeoutMs,
      bodyTimeout: this.options.timeoutMs,
    });
  }

  /** The answer for a URL (fragment ignored), requested the first time it is asked for. */
  check(url: string, signal?: AbortSignal): Promise<TargetAnswer> {
    const key = withoutFragment(url);
    let answer = this.answers.get(key);
    if (answer === undefined) {
      answer = this.follow(key, signal);
      this.answers.set(key, answer);
    }
    return answer;
  }

  /**
   * An answer had elsewhere (the crawler's read of a page, pages-read.ts), kept as the URL's: a
   * link to it then costs no request. An answer already had stays.
   */
  remember(answer: TargetAnswer): void {
    const key = withoutFragment(answer.url);
    if (!this.answers.has(key)) this.answers.set(key, Promise.resolve(answer));
  }

  /**
   * A page's HTML, read with GET (redirects followed); its answer is kept as the URL's, so a link
   * to a page already read costs no request.
   */
  async readPage(url: string, signal?: AbortSignal): Promise<PageBody> {
    const key = withoutFragment(url);
    const page: { read: { url: string; html: string } | null } = { read: null };
    const answer = this.follow(key, signal, async (response, at) => {
      const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
      if (response.ok && (type === '' || /^(text\/html|application\/xhtml\+xml)$/i.test(type)))
        page.read = {
          url: at,
          html: await readTextCapped(response.body, this.options.maxPageBytes),
        };
      else await response.body?.cancel();
    });
    if (!this.answers.has(key)) this.answers.set(key, answer);
    const done = await answer;
    return page.read === null ? { kind: 'other', answer: done } : { kind: 'html', ...page.read };
  }

  /** Whether robots.txt lets crawlers (its `*` group) fetch the URL; unreadable: allowed. */
  async robotsAllowed(url: string, signal?: AbortSignal): Promise<boolean> {
    const parsed = new URL(url);
    let rules = this.robots.get(parsed.origin);
    if (rules === undefined) {
      rules = this.readRobots(parsed.origin, signal);
      this.robots.set(parsed.origin, rules);
    }
    const read = await rules;
    return read === null || robotsAllows(read, `${parsed.pathname}${parsed.search}`).allowed;
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  private async readRobots(origin: string, signal?: AbortSignal): Promise<RobotsTxt | null> {
    let text: string | null = null;
    const url = `${origin}/robots.txt`;
    await this.follow(url, signal, async (response) => {
      if (response.ok) text = await readTextCapped(response.body, 512 * 1024);
      else await response.body?.cancel();
    });
    return text === null ? null : parseRobotsTxt(text, url);
  }

  private limitFor(url: string): LimitFunction {
    const origin = new URL(url).origin;
    let limit = this.limits.get(origin);
    if (limit === undefined) {
      limit = pLimit(this.options.perOrigin);
      this.limits.set(origin, limit);
    }
    return limit;
  }

  /**
   * Follows `url` hop by hop. Without `read`, each hop is asked with HEAD, then GET when HEAD
   * answers 4xx/5xx; with `read`, with GET, and the last answer's body goes to `read`.
   */
  private async follow(
    url: string,
    signal: AbortSignal | undefined,
    read?: (response: Awaited<ReturnType<typeof fetch>>, url: string) => Promise<void>,
  ): Promise<TargetAnswer> {
    const hops: RedirectHop[] = [];
    let at = url;
    const visited = new Set<string>([at]);
    try {
      for (;;) {
        const response = await this.limitFor(at)(async () => {
          if (read === undefined) {
            const head = await this.send(at, 'HEAD', signal);
            if (head.status < 400) return head;
          }
          return this.send(at, 'GET', signal);
        });
        const location = response.headers.get('location');
        if (REDIRECTS.has(response.status) && location !== null) {
          await response.body?.cancel();
          hops.push({ url: at, status: response.status });
          const next = URL.parse(location, at);
          if (next === null)
            return failed(url, hops, at, `a redirect to ${JSON.stringify(location)}, not a URL`);
          next.hash = '';
          if (visited.has(next.href)) return failed(url, hops, next.href, 'a redirect loop');
          if (hops.length > this.options.maxHops)
            return failed(url, hops, next.href, `more than ${this.options.maxHops} redirects`);
          visited.add(next.href);
          at = next.href;
          continue;
        }
        // The analyzer's reading (src/shared), so a page linked and audited never disagree.
        const noindex = xRobotsTagBlocksIndexing(response.headers.get('x-robots-tag'));
        if (read !== undefined) await read(response, at);
        else await response.body?.cancel();
        return { url, status: response.status, failure: null, hops, finalUrl: at, noindex };
      }
    } catch (error) {
      if (signal?.aborted) throw error;
      return failed(url, hops, at, networkReason(error));
    }
  }

  private send(url: string, method: 'HEAD' | 'GET', signal: AbortSignal | undefined) {
    this.requests++;
    const deadline = AbortSignal.timeout(this.options.timeoutMs);
    const extra = this.options.headersOrigins?.has(new URL(url).origin)
      ? this.options.headers
      : undefined;
    return fetch(this.options.fetchFrom?.(url) ?? url, {
      method,
      dispatcher: this.agent,
      redirect: 'manual',
      signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
      headers: { ...extra, accept: '*/*', 'user-agent': USER_AGENT },
    });
  }
}

function failed(url: string, hops: RedirectHop[], at: string, why: string): TargetAnswer {
  return { url, status: null, failure: why, hops, finalUrl: at, noindex: false };
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}
