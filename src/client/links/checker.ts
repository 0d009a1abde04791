// Requests each link target once per run and remembers the answer: HEAD first, GET where HEAD is
// refused or answered wrongly (any 4xx/5xx to HEAD is asked again with GET, so a server that
// mishandles HEAD costs one request more, never a false broken link), redirects followed by hand
// so that each hop is recorded. Requests to the audited origins stay in flight up to a limit per
// origin; requests to other sites (check-external-links) go through the host pacer (a few per
// host, spaced, rate limits obeyed, within the run's time) and the address guard, without the
// preview's headers.
import pLimit, { type LimitFunction } from 'p-limit';
import { Agent, type Dispatcher, fetch } from 'undici';
import {
  type AddressPolicy,
  createAddressPolicy,
  type RefusedAddressError,
} from '../../shared/address-policy.js';
import { xRobotsTagBlocksIndexing } from '../../shared/robots-directives.js';
import { parseRobotsTxt, type RobotsTxt, robotsAllows } from '../../shared/robots-txt.js';
import { networkReason, readTextCapped } from '../audit/read-body.js';
import { guardedLookup, literalRefusal, refusalIn } from './address-guard.js';
import {
  HostPacer,
  type HostPacerOptions,
  type RateLimitedUntil,
  type RunClock,
} from './host-pacer.js';

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
  /** External targets: why it was not asked or not answered in time (the run's time, a private
   * address); the answer then says nothing about the link. */
  unchecked?: string;
  /** External: the last answer was a Cloudflare challenge (a check for a browser), not the page. */
  challenge?: boolean;
  /** External: the last answer was a 429 after the retries, and when the host said to come back. */
  rateLimited?: RateLimitedUntil;
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
  /** How other sites are requested (checkExternal); absent: as the audited origins. */
  external?: {
    /** Loopback and private addresses may be requested (allow-private-network). */
    allowPrivateNetwork: boolean;
    pacing?: Partial<HostPacerOptions>;
  };
}

const DEFAULTS = { perOrigin: 8, timeoutMs: 30_000, maxHops: 10, maxPageBytes: 5 * 1024 * 1024 };
/** What of a 403 or 503 page from Cloudflare is read for the marks of its challenge. */
const CHALLENGE_BYTES = 64 * 1024;
const CHALLENGE_MARKS =
  /challenge-platform|cf[-_]chl|Just a moment\.\.\.|Attention Required! \| Cloudflare/i;

type Response = Awaited<ReturnType<typeof fetch>>;
/** How a follow asks: a page read (GET, body to `read`), or an external target on the run's clock. */
interface FollowHow {
  read?: (response: Response, url: string) => Promise<void>;
  external?: { run: RunClock; side: ExternalSide };
}

/** What requests to other sites go through: their connections, the pacer and the policy. */
interface ExternalSide {
  agent: Agent;
  pacer: HostPacer;
  policy: AddressPolicy;
}

const USER_AGENT = 'Mozilla/5.0 (compatible; seo-report-link-check)';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export class LinkChecker {
  private readonly options: typeof DEFAULTS & LinkCheckerOptions;
  private readonly agent: Dispatcher;
  /** For a request asked again after an answer that did not parse: a new connection each. */
  private readonly freshConnections: Dispatcher;
  private readonly limits = new Map<string, LimitFunction>();
  private readonly answers = new Map<string, Promise<TargetAnswer>>();
  private readonly robots = new Map<string, Promise<RobotsTxt | null>>();
  private readonly external: ExternalSide | null;
  /** Requests sent, every hop and retry counted. */
  requests = 0;
  /** Of them, to other sites (checkExternal). */
  externalRequests = 0;

  constructor(options: LinkCheckerOptions = {}) {
    this.options = { ...DEFAULTS, ...options };
    const timeouts = {
      connect: { timeout: this.options.timeoutMs },
      headersTimeout: this.options.timeoutMs,
      bodyTimeout: this.options.timeoutMs,
    };
    this.agent = new Agent(timeouts).compose(keepHeadConnections);
    this.freshConnections = new Agent(timeouts).compose(closeEachConnection);
    const external = this.options.external;
    if (external === undefined) this.external = null;
    else {
      const policy = createAddressPolicy(external.allowPrivateNetwork);
      this.external = {
        policy,
        pacer: new HostPacer(external.pacing),
        // Its own connections: each one's address vetted as the socket resolves it.
        agent: new Agent({
          connect: { timeout: this.options.timeoutMs, lookup: guardedLookup(policy) },
          headersTimeout: this.options.timeoutMs,
          bodyTimeout: this.options.timeoutMs,
        }),
      };
    }
  }

  /** The answer for a URL (fragment ignored), requested the first time it is asked for. */
  check(url: string, signal?: AbortSignal): Promise<TargetAnswer> {
    return this.once(url, (key) => this.follow(key, signal, {}));
  }

  /**
   * The answer for a URL on another site, requested the first time it is asked for: paced per
   * host, within `run`'s time, to public addresses only (unless allowed). Needs `external`.
   */
  checkExternal(url: string, run: RunClock, signal?: AbortSignal): Promise<TargetAnswer> {
    const side = this.external;
    if (side === null) throw new Error('LinkChecker: checkExternal needs options.external');
    return this.once(url, (key) => this.follow(key, signal, { external: { run, side } }));
  }

  private once(url: string, ask: (key: string) => Promise<TargetAnswer>): Promise<TargetAnswer> {
    const key = withoutFragment(url);
    let answer = this.answers.get(key);
    if (answer === undefined) {
      answer = ask(key);
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
    const answer = this.follow(key, signal, {
      read: async (response, at) => {
        const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
        if (response.ok && (type === '' || /^(text\/html|application\/xhtml\+xml)$/i.test(type)))
          page.read = {
            url: at,
            html: await readTextCapped(response.body, this.options.maxPageBytes),
          };
        else await response.body?.cancel();
      },
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

  async close(): Promise<void> {
    await Promise.all([
      this.agent.close(),
      this.freshConnections.close(),
      this.external?.agent.close(),
    ]);
  }

  private async readRobots(origin: string, signal?: AbortSignal): Promise<RobotsTxt | null> {
    let text: string | null = null;
    const url = `${origin}/robots.txt`;
    await this.follow(url, signal, {
      read: async (response) => {
        if (response.ok) text = await readTextCapped(response.body, 512 * 1024);
        else await response.body?.cancel();
      },
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
   * Follows `url` hop by hop. Without `how.read`, each hop is asked with HEAD, then GET when HEAD
   * answers 4xx/5xx; with `how.read`, with GET, and the last answer's body goes to `read`. With
   * `how.external`, every hop goes through the pacer and the address guard.
   */
  private async follow(
    url: string,
    signal: AbortSignal | undefined,
    how: FollowHow,
  ): Promise<TargetAnswer> {
    const hops: RedirectHop[] = [];
    let at = url;
    const visited = new Set<string>([at]);
    const { read, external } = how;
    try {
      for (;;) {
        let response: Response;
        let rateLimited: RateLimitedUntil | undefined;
        if (external === undefined) {
          response = await this.limitFor(at)(async () => {
            if (read === undefined) {
              const head = await this.send(at, 'HEAD', signal);
              if (head.status < 400) return head;
            }
            return this.send(at, 'GET', signal);
          });
        } else {
          const refusal = literalRefusal(new URL(at).hostname, external.side.policy);
          if (refusal !== null) return unchecked(url, hops, at, refusedReason(refusal));
          const paced = await this.askExternal(at, signal, external);
          signal?.throwIfAborted();
          if (paced.kind === 'out_of_time')
            return unchecked(url, hops, at, outOfTime(paced.waitMs));
          response = paced.answer.response;
          if (paced.rateLimited !== null) rateLimited = paced.rateLimited;
        }
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
        const answer: TargetAnswer = {
          url,
          status: response.status,
          failure: null,
          hops,
          finalUrl: at,
          noindex,
        };
        if (external !== undefined) {
          if (await isChallenge(response)) answer.challenge = true;
          if (rateLimited !== undefined) answer.rateLimited = rateLimited;
        }
        if (read !== undefined) await read(response, at);
        else await response.body?.cancel();
        return answer;
      }
    } catch (error) {
      if (signal?.aborted) throw error;
      if (external !== undefined) {
        const refusal = refusalIn(error);
        if (refusal !== null) return unchecked(url, hops, at, refusedReason(refusal));
        if (external.run.signal.aborted) return unchecked(url, hops, at, outOfTime(null));
      }
      return failed(url, hops, at, this.reasonOf(error));
    }
  }

  /** HEAD, then GET when HEAD answers 4xx/5xx (but not 429: the host said to wait, not "use GET"). */
  private async askExternal(
    url: string,
    signal: AbortSignal | undefined,
    { run, side }: { run: RunClock; side: ExternalSide },
  ) {
    // A cancelled run stops waiting for a host's turn too, not only the requests in flight.
    const clock =
      signal === undefined ? run : { ...run, signal: AbortSignal.any([run.signal, signal]) };
    const ask = (method: 'HEAD' | 'GET') =>
      side.pacer.send(
        url,
        clock,
        async () => {
          const response = await this.sendExternal(url, method, side, [run.signal, signal]);
          return {
            status: response.status,
            headers: Object.fromEntries(response.headers),
            response,
          };
        },
        async ({ response }) => {
          await response.body?.cancel();
        },
      );
    const head = await ask('HEAD');
    if (head.kind !== 'answer' || head.answer.status < 400 || head.answer.status === 429)
      return head;
    await head.answer.response.body?.cancel();
    return ask('GET');
  }

  /**
   * One request to the audited origins; sent once more, on a new connection, when its answer
   * does not parse as HTTP: on a connection kept after a HEAD, that is a server that sent the
   * HEAD a body (keepHeadConnections), not a broken target.
   */
  private async send(url: string, method: 'HEAD' | 'GET', signal: AbortSignal | undefined) {
    try {
      return await this.sendOn(this.agent, url, method, signal);
    } catch (error) {
      if ((error as { cause?: { name?: string } }).cause?.name !== 'HTTPParserError') throw error;
      return this.sendOn(this.freshConnections, url, method, signal);
    }
  }

  private sendOn(
    dispatcher: Dispatcher,
    url: string,
    method: 'HEAD' | 'GET',
    signal: AbortSignal | undefined,
  ) {
    this.requests++;
    const extra = this.options.headersOrigins?.has(new URL(url).origin)
      ? this.options.headers
      : undefined;
    return fetch(this.options.fetchFrom?.(url) ?? url, {
      method,
      dispatcher,
      redirect: 'manual',
      signal: this.deadline(signal),
      headers: { ...extra, accept: '*/*', 'user-agent': USER_AGENT },
    });
  }

  /** Another site: never the preview's headers, and connections vetted by the address guard. */
  private sendExternal(
    url: string,
    method: 'HEAD' | 'GET',
    side: ExternalSide,
    signals: (AbortSignal | undefined)[],
  ) {
    this.requests++;
    this.externalRequests++;
    return fetch(url, {
      method,
      dispatcher: side.agent,
      redirect: 'manual',
      signal: this.deadline(...signals),
      headers: { accept: '*/*', 'user-agent': USER_AGENT },
    });
  }

  /** The request's own limit (link-timeout), joined with the signals that end it sooner. */
  private deadline(...signals: (AbortSignal | undefined)[]): AbortSignal {
    const own = AbortSignal.timeout(this.options.timeoutMs);
    const others = signals.filter((signal): signal is AbortSignal => signal !== undefined);
    return others.length === 0 ? own : AbortSignal.any([own, ...others]);
  }

  /** Why no answer came: a timeout in words, else the network error's code. */
  private reasonOf(error: unknown): string {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      return `no answer within ${Math.round(this.options.timeoutMs / 1000)} s`;
    return networkReason(error);
  }
}

/** A Cloudflare challenge: said in cf-mitigated, or a 403/503 from Cloudflare with its page. */
async function isChallenge(response: Response): Promise<boolean> {
  if ((response.headers.get('cf-mitigated') ?? '').toLowerCase() === 'challenge') return true;
  if (response.status !== 403 && response.status !== 503) return false;
  if (!/cloudflare/i.test(response.headers.get('server') ?? '')) return false;
  return CHALLENGE_MARKS.test(await readTextCapped(response.body, CHALLENGE_BYTES));
}

function refusedReason(refusal: RefusedAddressError): string {
  return `a ${refusal.kind} address, not requested (allow-private-network)`;
}

function outOfTime(waitMs: number | null): string {
  return waitMs === null
    ? 'not checked before link-run-timeout ran out'
    : `not checked: the host asked to wait ${Math.ceil(waitMs / 1000)} s, past link-run-timeout`;
}

function unchecked(url: string, hops: RedirectHop[], at: string, why: string): TargetAnswer {
  return { url, status: null, failure: null, hops, finalUrl: at, noindex: false, unchecked: why };
}

/**
 * Keeps the connection after a HEAD to the audited origins whose answer says keep-alive. undici
 * closes it by default (a server may wrongly send a HEAD a body, which would be read as the next
 * answer), so every HEAD, one per target, cost a new connection: a TLS handshake each on an
 * https site, and a third of the checker's CPU time on the benchmark's site
 * (docs/benchmarks.md). The rare server that sends that body makes the next answer on the
 * connection unparsable: `send` asks again. Other sites keep undici's default.
 */
const keepHeadConnections: Dispatcher.DispatcherComposeInterceptor =
  (dispatch) => (options, handler) =>
    dispatch(options.method === 'HEAD' ? { ...options, reset: false } : options, handler);
const closeEachConnection: Dispatcher.DispatcherComposeInterceptor =
  (dispatch) => (options, handler) =>
    dispatch({ ...options, reset: true }, handler);

function failed(url: string, hops: RedirectHop[], at: string, why: string): TargetAnswer {
  return { url, status: null, failure: why, hops, finalUrl: at, noindex: false };
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}
