// What every check reads: the fetched material (PageInput), the facts of one parse, and a few
// things derived from them once (resolved URLs, the title's keywords) rather than per check.
import { bareHost } from '../../../shared/url-key.js';
import type { PageFacts } from '../html/page-facts.js';
import { keywords, type TextStats, textStatsAndWords } from '../text/words.js';
import type { CheckLimits, CheckProfile } from './limits.js';

export type HeaderMap = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The answer to one of the extra requests made on the page's origin. */
export interface ProbeOutcome {
  /** The URL requested. */
  url: string;
  /** HTTP status of the final answer (after redirects); null when no answer was had. */
  status: number | null;
  /** Why there was no answer (timeout, refused address...), when status is null. */
  error?: string;
  contentType?: string;
  /** The body as text, for robots.txt and the start of sitemap.xml. */
  body?: string;
}

/** Already-fetched material for analyzeDocument. Only url, finalUrl, status, headers, body are needed. */
export interface PageInput {
  /** The URL that was asked for. */
  url: string;
  /** The URL of the document, after redirects. */
  finalUrl: string;
  status: number;
  /** Response headers of the document, names in lower case. */
  headers: HeaderMap;
  /** The document as text (Content-Encoding and charset already decoded). */
  body: string;
  /** Decoded size in bytes; defaults to the UTF-8 length of body. */
  bodyBytes?: number;
  /** Bytes over the wire (still content-encoded); defaults to bodyBytes. */
  transferBytes?: number;
  /** From the first request to the end of the body, redirects included; absent: not measured. */
  loadTimeMs?: number;
  /** ALPN protocol of the connection that served the page ("h2", "http/1.1"); absent: unknown. */
  httpVersion?: string;
  /** How the body was decoded (the fetcher knows about byte order marks; the text does not). */
  charset?: { name: string; source: 'bom' | 'header' | 'meta' | 'default' };
  /** Answer for /robots.txt; absent: not fetched (robots and sitemap are then not applicable). */
  robots?: ProbeOutcome;
  /** Answer for a random /404-<hex> path; absent: not fetched. */
  notFound?: ProbeOutcome;
  /** Answer for /sitemap.xml; absent: not fetched. */
  sitemap?: ProbeOutcome;
  /** Milliseconds spent fetching the document, reported in Analysis.timings. */
  fetchMs?: number;
  /** The redirects followed to reach finalUrl, in order; absent: not observed. */
  redirects?: readonly { url: string; status: number }[];
  /** What the page's canonical URL answered, when it names another URL; absent: not requested. */
  canonicalTarget?: CanonicalTarget;
  /** What the page's images weigh, asked by HEAD (image_weight); absent: not asked. */
  imageWeights?: ImageWeights;
  /** The page was judged on the DOM a browser built by running its scripts (body is that DOM). */
  rendered?: boolean;
}

/** The images of a page that are weighed over the network, and how many more it shows. */
export interface ImagesToWeigh {
  /** The first distinct image URLs (at most MAX_IMAGES_WEIGHED), in page order. */
  urls: string[];
  /** Distinct images past those. */
  notAsked: number;
}

/** The images of a page and their bytes over the wire, as far as they were asked for. */
export interface ImageWeights {
  /** One entry per distinct image URL asked for, in page order. */
  images: readonly ImageWeight[];
  /** Distinct images beyond the ones asked for (the analyzer asks for at most a few dozen). */
  notAsked: number;
}

export interface ImageWeight {
  url: string;
  /** Bytes over the wire (Content-Length, or the bytes read); null: unknown (no answer, an error status). */
  bytes: number | null;
  /** The bytes read were cut at a cap: the image weighs at least `bytes`. */
  atLeast?: boolean;
  /** Content-Type of the answer, lower case, without parameters. */
  contentType?: string;
  /** Status of the final answer; null when none came. */
  status: number | null;
}

/** The answer for the canonical URL, requested when it is not the page itself. */
export interface CanonicalTarget {
  url: string;
  /** Status of its first answer (a 301 means the canonical redirects); null: no answer. */
  status: number | null;
  error?: string;
  /** Its robots meta tag or X-Robots-Tag keeps it out of the index. */
  noindex?: boolean;
}

interface ResolvedLink {
  /** The href as written. */
  href: string;
  /** Lower-case host the link points to. */
  host: string;
  /** Same site as the page (www. ignored). */
  internal: boolean;
  target: string | null;
  rel: string | null;
}

export interface CheckContext {
  profile: CheckProfile;
  input: PageInput;
  facts: PageFacts;
  limits: CheckLimits;
  finalUrl: URL;
  /** What relative URLs in the document resolve against (<base href> or the page). */
  baseUrl: URL;
  /** The first document <title>, or null. */
  title: string | null;
  titleKeywords: string[];
  /** a[href] and area[href] that resolve to http(s) URLs. */
  links: ResolvedLink[];
  /** Size of the document in bytes (decoded). */
  bodyBytes: number;
  /** Word count and visible length of the body text, computed on first use. */
  textStats(): TextStats;
  /** Which of titleKeywords the body text holds (findWords), found in the same pass. */
  titleKeywordsInText(): string[];
  header(name: string): string | undefined;
  headerValues(name: string): string[];
  resolve(raw: string): URL | null;
}

export function buildContext(
  input: PageInput,
  facts: PageFacts,
  limits: CheckLimits,
  profile: CheckProfile = 'all',
): CheckContext {
  const finalUrl = new URL(input.finalUrl);
  const baseUrl = (facts.baseHref && URL.parse(facts.baseHref, finalUrl.href)) || finalUrl;
  const resolve = (raw: string): URL | null => URL.parse(raw.trim(), baseUrl.href);
  const pageHost = bareHost(finalUrl.hostname);
  const baseHost = baseUrl.hostname.toLowerCase();
  const links: ResolvedLink[] = [];
  for (const link of facts.links) {
    const host = linkHost(link.href.trim(), baseHost, baseUrl);
    if (host === null) continue;
    links.push({
      href: link.href,
      host,
      internal: bareHost(host) === pageHost,
      target: link.target,
      rel: link.rel,
    });
  }
  const headerValues = (name: string): string[] => {
    const value = input.headers[name];
    if (value === undefined) return [];
    return typeof value === 'string' ? [value] : [...value];
  };
  const title = facts.titles[0] ?? null;
  const titleKeywords = title === null ? [] : keywords(title);
  // One pass over the text answers both textStats and titleKeywordsInText.
  let scanned: { stats: TextStats; found: string[] } | undefined;
  const scan = () => {
    scanned ??= textStatsAndWords(facts.text, titleKeywords);
    return scanned;
  };
  return {
    profile,
    input,
    facts,
    limits,
    finalUrl,
    baseUrl,
    title,
    titleKeywords,
    links,
    bodyBytes: input.bodyBytes ?? Buffer.byteLength(input.body, 'utf8'),
    textStats: () => scan().stats,
    titleKeywordsInText: () => scan().found,
    header: (name) => {
      const values = headerValues(name);
      return values.length === 0 ? undefined : values.join(', ');
    },
    headerValues,
    resolve,
  };
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SIMPLE_AUTHORITY = /^(?:[a-z][a-z0-9+.-]*:)?\/\/(?:[^@/?#]*@)?([a-z0-9.-]*)(?=[:/?#]|$)/i;

/**
 * The host an http(s) link leads to, or null for other schemes (mailto:, javascript:...). Pages
 * carry hundreds of links, so plain ASCII ones are read with a pattern; anything unusual
 * (non-ASCII, backslashes, IPv6) goes through the URL parser.
 */
function linkHost(href: string, baseHost: string, baseUrl: URL): string | null {
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return null;
  // A relative reference stays on the base's host; "//host" and "\\host" do not.
  if (scheme === undefined && !/^[\\/]{2}/.test(href)) return baseHost;
  if (/^[\x21-\x7e]*$/.test(href)) {
    const host = SIMPLE_AUTHORITY.exec(href)?.[1];
    if (host) return host.toLowerCase();
  }
  const url = URL.parse(href, baseUrl.href);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return url.hostname;
}
