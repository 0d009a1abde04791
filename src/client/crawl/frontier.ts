// The crawl's frontier: every URL found, keyed the way the audit keys pages (src/shared/url-key.ts,
// so no page is audited twice), judged once when first found (origin, file type, robots.txt,
// include and exclude, samples, max-pages), and the admitted ones handed out first in, first out:
// breadth first, the given URLs before the pages they link to.
import { urlKeyOf } from '../../shared/url-key.js';
import { reportUrlProblem } from '../api/params.js';
import { patternMatches } from './patterns.js';
import {
  type CrawlOptions,
  LEFT_OUT_REASONS,
  type LeftOutReason,
  type SampleRule,
} from './types.js';

/** Extensions of files that are not web pages: a report of one would be spent for nothing. */
const NON_HTML_EXTENSIONS = new Set(
  (
    'pdf jpg jpeg png gif webp avif svg ico bmp tif tiff heic mp4 webm mov avi mkv mp3 wav ogg ' +
    'flac m4a zip gz tgz tar rar 7z bz2 xz exe dmg msi apk deb rpm iso doc docx xls xlsx ppt pptx ' +
    'odt ods odp csv json xml rss atom txt md css js mjs map woff woff2 ttf otf eot wasm'
  ).split(' '),
);

/** `http://` or `https://`, in any case: what /^https?:\/\//i tests, without a regex per link. */
function isAbsoluteHttp(text: string): boolean {
  // | 32 lower-cases an ASCII letter (and leaves ':' and '/' as they are).
  if ((text.charCodeAt(0) | 32) !== 104 || (text.charCodeAt(1) | 32) !== 116) return false;
  if ((text.charCodeAt(2) | 32) !== 116 || (text.charCodeAt(3) | 32) !== 112) return false;
  const colon = (text.charCodeAt(4) | 32) === 115 ? 5 : 4;
  return text.startsWith('://', colon);
}

/** What the frontier did with a URL offered to it. */
export type Admission = 'queued' | 'seen' | LeftOutReason;

export type FrontierOptions = Pick<
  CrawlOptions,
  'maxPages' | 'include' | 'exclude' | 'samples' | 'keepQuery'
> & {
  /** Origins whose pages are followed (`https://example.com`). */
  origins: ReadonlySet<string>;
  /** Whether robots.txt lets the crawler fetch the URL; absent: everything is allowed. */
  robotsAllow?: (url: URL) => boolean;
};

export class Frontier {
  private readonly seen = new Set<string>();
  /** Absolute hrefs offered already, exactly as written (a cache in front of `seen`). */
  private readonly offered = new Set<string>();
  private readonly queue: string[] = [];
  private head = 0;
  private admitted = 0;
  private readonly sampled = new Map<SampleRule, number>();
  readonly leftOut: Record<LeftOutReason, number> = Object.fromEntries(
    LEFT_OUT_REASONS.map((reason) => [reason, 0]),
  ) as Record<LeftOutReason, number>;

  constructor(private readonly options: FrontierOptions) {}

  /** Distinct URLs found so far. */
  get found(): number {
    return this.seen.size;
  }

  /** URLs admitted (queued or handed out), the released ones not counted. */
  get admittedCount(): number {
    return this.admitted;
  }

  /** URLs admitted and not yet handed out. */
  get waiting(): number {
    return this.queue.length - this.head;
  }

  /**
   * A URL the user gave: audited whatever the patterns and robots.txt say (they named it), but
   * once, and within max-pages.
   */
  seed(url: string): Admission {
    const parsed = URL.parse(url);
    if (parsed === null) return 'other';
    parsed.hash = '';
    return this.admit(parsed, true);
  }

  /** A URL found in a sitemap or a page (`base` resolves relative links). */
  offer(href: string, base?: string | URL): Admission {
    // The fragment never reaches a server, and a dropped query makes variants one page: both are
    // cut from the text, so that `/a#top` and `/a` meet in the cache below and no URL object is
    // edited afterwards (each URL setter serialises the whole URL again).
    const text = this.withoutFragmentAndQuery(href);
    // Most links of a site are the same few (navigation, footer), and reports list them
    // absolute: one met before is answered without parsing it again.
    const absolute = isAbsoluteHttp(text);
    if (absolute && this.offered.has(text)) return 'seen';
    const answer = this.judge(text, absolute ? undefined : base);
    if (absolute) this.offered.add(text);
    return answer;
  }

  /** `href` up to its `#`, and up to its `?` unless queries are kept (the same in any URL). */
  private withoutFragmentAndQuery(href: string): string {
    const hash = href.indexOf('#');
    const text = hash === -1 ? href : href.slice(0, hash);
    if (this.options.keepQuery) return text;
    const query = text.indexOf('?');
    return query === -1 ? text : text.slice(0, query);
  }

  private judge(text: string, base: string | URL | undefined): Admission {
    const parsed = URL.parse(text, base === undefined ? undefined : String(base));
    // Not http(s) (mailto:, javascript:, tel:) is not a page: not counted as found.
    if (parsed === null || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
      return 'seen';
    // A relative link cut to nothing ("#top", "?page=2") is the base itself, query included.
    if (base !== undefined) {
      if (parsed.hash !== '') parsed.hash = '';
      if (!this.options.keepQuery && parsed.search !== '') parsed.search = '';
    }
    return this.admit(parsed, false);
  }

  /** The next URL to audit, breadth first; undefined when none is waiting. */
  next(): string | undefined {
    if (this.head === this.queue.length) return undefined;
    const url = this.queue[this.head] as string;
    this.head++;
    // Drop the handed-out part now and then, so that a long crawl does not keep it all.
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue.splice(0, this.head);
      this.head = 0;
    }
    return url;
  }

  /** A URL handed out turned out not to be auditable (not HTML, unreadable): its place is freed. */
  release(reason: LeftOutReason): void {
    this.admitted--;
    this.leftOut[reason]++;
  }

  private admit(url: URL, given: boolean): Admission {
    const key = urlKeyOf(url);
    if (this.seen.has(key)) return 'seen';
    this.seen.add(key);
    const reason = given ? this.seedProblem(url) : this.problem(url);
    if (reason !== null) {
      this.leftOut[reason]++;
      return reason;
    }
    if (this.admitted >= this.options.maxPages) {
      this.leftOut.max_pages++;
      return 'max_pages';
    }
    if (!given) {
      const rule = this.options.samples.find((sample) => patternMatches(sample.pattern, url));
      if (rule !== undefined) {
        const taken = this.sampled.get(rule) ?? 0;
        if (taken >= rule.max) {
          this.leftOut.sample++;
          return 'sample';
        }
        this.sampled.set(rule, taken + 1);
      }
    }
    this.admitted++;
    this.queue.push(url.href);
    return 'queued';
  }

  private seedProblem(url: URL): LeftOutReason | null {
    return reportUrlProblem(url.href) === null ? null : 'other';
  }

  private problem(url: URL): LeftOutReason | null {
    if (!this.options.origins.has(url.origin)) return 'other_origin';
    if (reportUrlProblem(url.href) !== null) return 'other';
    if (NON_HTML_EXTENSIONS.has(extensionOf(url.pathname))) return 'non_html';
    if (this.options.exclude.some((pattern) => patternMatches(pattern, url))) return 'exclude';
    if (
      this.options.include.length > 0 &&
      !this.options.include.some((pattern) => patternMatches(pattern, url))
    )
      return 'exclude';
    if (this.options.robotsAllow !== undefined && !this.options.robotsAllow(url)) return 'robots';
    return null;
  }
}

function extensionOf(pathname: string): string {
  const slash = pathname.lastIndexOf('/');
  const dot = pathname.lastIndexOf('.');
  return dot > slash ? pathname.slice(dot + 1).toLowerCase() : '';
}
