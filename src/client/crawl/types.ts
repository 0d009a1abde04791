// What a crawl is asked to do (parsed and checked by src/client/app/crawl-config.ts) and what it
// tells about the pages it found: data, which each face words.

/** A URL pattern as in rules: a path starting with `/`, or a URL; `*` matches any run. */
export type UrlPattern = string;

/** At most `max` pages whose URL matches `pattern` are audited (`/blog/*: 5`). */
export interface SampleRule {
  pattern: UrlPattern;
  max: number;
}

/**
 * Where the crawl learns a page's links: `reports`, from the page's report (`in_page_links`: no
 * extra request to the site, and it works when only the service can reach the site; the runner
 * reads a page itself only when its report lists no links); `pages`, the runner reads each page
 * itself before it is audited (discovery runs ahead of the audits, and a page that is not HTML
 * costs no report, but the site serves every page twice).
 */
export type CrawlDiscovery = 'reports' | 'pages';

export interface CrawlOptions {
  /** Most pages audited, the given URLs included: a crawl never creates more reports. */
  maxPages: number;
  discovery: CrawlDiscovery;
  /** Origins followed besides the given URLs' own (https://cdn.example.com). */
  origins: string[];
  /** Obey robots.txt (off for previews whose robots.txt blocks everything). */
  robots: boolean;
  /** When not empty, only pages matching one of these are audited and followed. */
  include: UrlPattern[];
  /** Pages matching one of these are neither audited nor followed. */
  exclude: UrlPattern[];
  samples: SampleRule[];
  /** Keep query strings (`?page=2`): by default they are dropped, so `/a?x=1` is `/a`. */
  keepQuery: boolean;
}

/** Why a URL found was not audited. */
export type LeftOutReason =
  | 'max_pages'
  | 'robots'
  | 'exclude'
  | 'sample'
  | 'other_origin'
  | 'non_html'
  /** Not a URL the service takes (too long, credentials, ...), or a page that could not be read. */
  | 'other';

export const LEFT_OUT_REASONS: readonly LeftOutReason[] = [
  'max_pages',
  'robots',
  'exclude',
  'sample',
  'other_origin',
  'non_html',
  'other',
];

/** A crawl's counts, for the log and the summary. */
export interface CrawlCounts {
  /** Distinct pages found (by URL key): given, from the sitemap, and linked. */
  found: number;
  /** Pages audited (reports asked for). */
  audited: number;
  /** The most pages the crawl audits. */
  maxPages: number;
  leftOut: Record<LeftOutReason, number>;
  /** The sitemaps read, and the pages they listed. */
  sitemaps: string[];
  sitemapPages: number;
  /** Pages whose links were read by the runner itself (not from their report). */
  pagesRead: number;
  /** Time spent in the crawler's own work (frontier, parsing links, robots), in ms. */
  bookkeepingMs: number;
}
