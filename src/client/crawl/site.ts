// What the crawler reads from the site itself: robots.txt, and pages when their report lists no
// links (or with discovery: pages). Like the sitemap, the URLs come from the workflow's author,
// so the analyzer's address rules do not apply (they would refuse a site served on localhost in
// CI); what is limited is what a broken or hostile site could cost: time and memory.
import { Agent, fetch } from 'undici';
import { networkReason, readTextCapped } from '../audit/read-body.js';

/** The crawler's name in robots.txt (RFC 9309 product token); without a group of its own, `*`. */
export const CRAWLER_TOKEN = 'seo-report-crawler';
const USER_AGENT = `Mozilla/5.0 (compatible; ${CRAWLER_TOKEN})`;

interface SiteLimits {
  /** Per request, connect to last byte. */
  timeoutMs: number;
  /** robots.txt: RFC 9309 asks crawlers to read at least 500 KiB. */
  maxRobotsBytes: number;
  /** A page read for its links. */
  maxPageBytes: number;
}

const SITE_LIMITS: Readonly<SiteLimits> = {
  timeoutMs: 30_000,
  maxRobotsBytes: 512 * 1024,
  maxPageBytes: 5 * 1024 * 1024,
};

export type RobotsRead =
  | { kind: 'found'; text: string; url: string }
  /** 4xx: no robots.txt, so nothing is restricted (RFC 9309 2.3.1.3). */
  | { kind: 'none'; status: number }
  /** 5xx or no answer: RFC 9309 reads that as "everything disallowed" until it is readable. */
  | { kind: 'unavailable'; why: string };

export type PageRead =
  | {
      kind: 'html';
      url: string;
      html: string;
      /** The answer's status, whether redirects led to it, and its X-Robots-Tag: what the link
       * check needs to take this read as its own (src/client/links/pages-read.ts). */
      status?: number;
      redirected?: boolean;
      xRobotsTag?: string | null;
    }
  | { kind: 'not_html'; contentType: string }
  | { kind: 'failed'; why: string };

export interface SiteReader {
  robots(origin: string, signal?: AbortSignal): Promise<RobotsRead>;
  page(url: string, signal?: AbortSignal): Promise<PageRead>;
  close(): Promise<void>;
}

/**
 * The reader over real HTTP. `headers` go to `headersOrigin` only (a protected preview's
 * `headers` option): never to another origin the crawl follows.
 */
export function httpSiteReader(
  options: {
    headers?: Record<string, string>;
    headersOrigins?: ReadonlySet<string>;
    limits?: Partial<SiteLimits>;
    /**
     * site-dir with site-url: requests to the production origin go to the folder served on
     * 127.0.0.1 (the same path), and the URLs read back name production again.
     */
    servedAs?: { productionOrigin: string; servedOrigin: string };
  } = {},
): SiteReader {
  const limits = { ...SITE_LIMITS, ...options.limits };
  const alias = options.servedAs;
  const fetchFrom = (url: string) =>
    alias !== undefined && url.startsWith(`${alias.productionOrigin}/`)
      ? `${alias.servedOrigin}${url.slice(alias.productionOrigin.length)}`
      : url;
  const readAs = (url: string) =>
    alias !== undefined && url.startsWith(`${alias.servedOrigin}/`)
      ? `${alias.productionOrigin}${url.slice(alias.servedOrigin.length)}`
      : url;
  const agent = new Agent({
    connect: { timeout: limits.timeoutMs },
    headersTimeout: limits.timeoutMs,
    bodyTimeout: limits.timeoutMs,
  });
  const get = async (url: string, maxBytes: number, accept: string, signal?: AbortSignal) => {
    const deadline = AbortSignal.timeout(limits.timeoutMs);
    const extra = options.headersOrigins?.has(new URL(url).origin) ? options.headers : undefined;
    const response = await fetch(fetchFrom(url), {
      dispatcher: agent,
      signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
      headers: { ...extra, accept, 'user-agent': USER_AGENT },
      redirect: 'follow',
    });
    const type = response.headers.get('content-type') ?? '';
    const body = response.ok ? await readTextCapped(response.body, maxBytes) : null;
    if (!response.ok) await response.body?.cancel();
    return {
      status: response.status,
      url: readAs(response.url || fetchFrom(url)),
      type,
      body,
      redirected: response.redirected,
      xRobotsTag: response.headers.get('x-robots-tag'),
    };
  };
  return {
    async robots(origin, signal) {
      const url = `${origin}/robots.txt`;
      try {
        const answer = await get(url, limits.maxRobotsBytes, 'text/plain, */*;q=0.5', signal);
        if (answer.body !== null) return { kind: 'found', text: answer.body, url: answer.url };
        if (answer.status >= 400 && answer.status < 500)
          return { kind: 'none', status: answer.status };
        return { kind: 'unavailable', why: `it answered ${answer.status}` };
      } catch (error) {
        return { kind: 'unavailable', why: `it could not be read (${networkReason(error)})` };
      }
    },
    async page(url, signal) {
      try {
        const answer = await get(url, limits.maxPageBytes, 'text/html, */*;q=0.5', signal);
        if (answer.body === null) return { kind: 'failed', why: `it answered ${answer.status}` };
        const type = answer.type.split(';')[0]?.trim().toLowerCase() ?? '';
        if (type !== '' && type !== 'text/html' && type !== 'application/xhtml+xml')
          return { kind: 'not_html', contentType: type };
        return {
          kind: 'html',
          url: answer.url,
          html: answer.body,
          status: answer.status,
          redirected: answer.redirected,
          xRobotsTag: answer.xRobotsTag,
        };
      } catch (error) {
        return { kind: 'failed', why: `it could not be read (${networkReason(error)})` };
      }
    },
    close: () => agent.close(),
  };
}
