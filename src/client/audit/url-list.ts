// The list of URLs a job audits: the `urls` given, then the sitemap's pages (at most maxUrls of
// them), deduplicated, then this job's shard. Every job of a matrix builds the same list from the
// same inputs, so the shards split it the same way.
import { reportUrlProblem } from '../api/params.js';
import { type Shard, shardOf } from './shard.js';
import { readSitemap, type SitemapOptions } from './sitemap.js';

// Callers that load this module lazily get the sitemap's error class from the same chunk.
export { SitemapError } from './sitemap.js';

interface UrlListRequest {
  urls: string[];
  sitemap?: string | undefined;
  /** Most URLs taken from the sitemap. */
  maxUrls: number;
  shard?: Shard | undefined;
}

export interface UrlList {
  urls: string[];
  /** What the sitemap gave, when one was read. */
  sitemap: SitemapCounts | null;
  /** This job's share, when the list was split. */
  shard: { index: number; count: number; share: number } | null;
  /** Size of the whole list before sharding. */
  total: number;
}

/** Counts for the log; each face words them (the cap is the face's max-urls option). */
interface SitemapCounts {
  url: string;
  /** Page entries read, and the files they came from. */
  pages: number;
  files: number;
  /** Pages added to the list. */
  added: number;
  /** New pages left out by the cap, and the cap. */
  leftOut: number;
  maxUrls: number;
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
  let sitemap: SitemapCounts | null = null;
  if (request.sitemap !== undefined) {
    const content = await readSitemap(request.sitemap, options);
    const fresh = content.urls.filter((url) => {
      // The same rules as the urls option: a URL the service would refuse is left out here.
      if (reportUrlProblem(url) !== null) return false;
      const href = new URL(url).href;
      if (seen.has(href)) return false;
      seen.add(href);
      return true;
    });
    const taken = fresh.slice(0, request.maxUrls);
    urls.push(...taken);
    sitemap = {
      url: request.sitemap,
      pages: content.urls.length,
      files: content.sitemapsRead,
      added: taken.length,
      leftOut: fresh.length - taken.length,
      maxUrls: request.maxUrls,
      nestedLeftOut: content.sitemapsLeftOut,
      skipped: content.skipped + content.urls.length - fresh.length,
    };
  }
  const total = urls.length;
  if (request.shard === undefined) return { urls, sitemap, shard: null, total };
  const share = shardOf(urls, request.shard);
  return {
    urls: share,
    sitemap,
    shard: { index: request.shard.index, count: request.shard.count, share: share.length },
    total,
  };
}
