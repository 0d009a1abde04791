// The list of URLs a job audits: the `urls` given, then the pages found: the sitemap's, then a
// build folder's (site-dir), at most maxPages of them together, deduplicated, then this job's
// shard. Every job of a matrix builds the same list from the same inputs, so the shards split it
// the same way.
import { reportUrlProblem } from '../api/params.js';
import { type Shard, shardOf } from './shard.js';
import { readSitemap, type SitemapOptions } from './sitemap.js';
import type { SitemapEntries } from './types.js';

// Callers that load this module lazily get the sitemap's error class from the same chunk.
export { SitemapError } from './sitemap.js';

interface UrlListRequest {
  urls: string[];
  sitemap?: string | undefined;
  /** Most pages found (sitemap and folder together) added to `urls`. */
  maxPages: number;
  shard?: Shard | undefined;
  /** A build folder's pages, on the origin they are audited at, in their (sorted) order. */
  folder?: FolderPages | undefined;
}

export interface FolderPages {
  /** The folder, as the options name it, and whether site-dir: auto found it. */
  dir: string;
  detected: boolean;
  /** Where it is served, and the production origin read as it (site-url), if any. */
  servedAt: string;
  siteUrl: string | undefined;
  urls: string[];
  /** How many of `urls` are HTML files, and how many only the folder's sitemap gave. */
  files: number;
  fromSitemap: number;
  /**
   * The folder's own sitemap (named as a file of the folder, `dist/sitemap.xml`) and its entries
   * on the site's origin, at the URLs they are audited at, in sitemap order; null without one.
   */
  sitemap: SitemapEntries | null;
}

export interface UrlList {
  urls: string[];
  /** What the sitemap gave, when one was read. */
  sitemap: SitemapCounts | null;
  /** Every page entry of the sitemap given, audited or not (its hygiene across pages). */
  sitemapEntries: string[] | null;
  /** What the build folder gave, when one was served. */
  folder: FolderCounts | null;
  /** This job's share, when the list was split. */
  shard: { index: number; count: number; share: number } | null;
  /** Size of the whole list before sharding. */
  total: number;
}

/** Counts for the log; each face words them (the cap is the face's max-pages option). */
interface FolderCounts {
  dir: string;
  detected: boolean;
  servedAt: string;
  siteUrl: string | undefined;
  files: number;
  fromSitemap: number;
  /** Pages added to the list, and new ones left out by the cap. */
  added: number;
  leftOut: number;
  maxPages: number;
}

/** Counts for the log; each face words them (the cap is the face's max-pages option). */
interface SitemapCounts {
  url: string;
  /** Page entries read, and the files they came from. */
  pages: number;
  files: number;
  /** Pages added to the list. */
  added: number;
  /** New pages left out by the cap, and the cap. */
  leftOut: number;
  maxPages: number;
  /** Nested sitemaps not read (file and depth limits). */
  nestedLeftOut: number;
  /** Entries skipped: already listed, or not an auditable http(s) URL. */
  skipped: number;
}

export async function buildUrlList(
  request: UrlListRequest,
  options: SitemapOptions = {},
): Promise<UrlList> {
  const seen = new Set(request.urls.map((url) => new URL(url).href));
  const urls = [...request.urls];
  const isFresh = (url: string): boolean => {
    // The same rules as the urls option: a URL the service would refuse is left out here.
    if (reportUrlProblem(url) !== null) return false;
    const href = new URL(url).href;
    if (seen.has(href)) return false;
    seen.add(href);
    return true;
  };
  let found = 0;
  let sitemap: SitemapCounts | null = null;
  let sitemapEntries: string[] | null = null;
  if (request.sitemap !== undefined) {
    const content = await readSitemap(request.sitemap, options);
    sitemapEntries = content.urls;
    const fresh = content.urls.filter(isFresh);
    const taken = fresh.slice(0, request.maxPages);
    found += taken.length;
    urls.push(...taken);
    sitemap = {
      url: request.sitemap,
      pages: content.urls.length,
      files: content.sitemapsRead,
      added: taken.length,
      leftOut: fresh.length - taken.length,
      maxPages: request.maxPages,
      nestedLeftOut: content.sitemapsLeftOut,
      skipped: content.skipped + content.urls.length - fresh.length,
    };
  }
  let folder: FolderCounts | null = null;
  if (request.folder !== undefined) {
    const fresh = request.folder.urls.filter(isFresh);
    const taken = fresh.slice(0, request.maxPages - found);
    urls.push(...taken);
    folder = {
      dir: request.folder.dir,
      detected: request.folder.detected,
      servedAt: request.folder.servedAt,
      siteUrl: request.folder.siteUrl,
      files: request.folder.files,
      fromSitemap: request.folder.fromSitemap,
      added: taken.length,
      leftOut: fresh.length - taken.length,
      maxPages: request.maxPages,
    };
  }
  const total = urls.length;
  if (request.shard === undefined)
    return { urls, sitemap, sitemapEntries, folder, shard: null, total };
  const share = shardOf(urls, request.shard);
  return {
    urls: share,
    sitemap,
    sitemapEntries,
    folder,
    shard: { index: request.shard.index, count: request.shard.count, share: share.length },
    total,
  };
}
