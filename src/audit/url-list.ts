// The list of URLs a job audits: the `urls` given, then the sitemap's pages (at most maxUrls of
// them), deduplicated, then this job's shard. Every job of a matrix builds the same list from the
// same inputs, so the shards split it the same way.
import { reportUrlProblem } from '../api/params.js';
import { type Shard, shardOf } from './shard.js';
import { readSitemap, type SitemapOptions } from './sitemap.js';

// Callers that load this module lazily get the sitemap's error class from the same chunk.
export { SitemapError } from './sitemap.js';

export interface UrlListRequest {
  urls: string[];
  sitemap?: string | undefined;
  /** Most URLs taken from the sitemap. */
  maxUrls: number;
  shard?: Shard | undefined;
}

export interface UrlList {
  urls: string[];
  /** Lines for the log. */
  notes: string[];
  /** Lines worth a warning annotation (URLs left out). */
  warnings: string[];
  /** Size of the whole list before sharding. */
  total: number;
}

export async function buildUrlList(
  request: UrlListRequest,
  options: SitemapOptions = {},
): Promise<UrlList> {
  const notes: string[] = [];
  const warnings: string[] = [];
  const seen = new Set(request.urls.map((url) => new URL(url).href));
  const urls = [...request.urls];
  if (request.sitemap !== undefined) {
    const content = await readSitemap(request.sitemap, options);
    const fresh = content.urls.filter((url) => {
      // The same rules as the urls input: a URL the service would refuse is left out here.
      if (reportUrlProblem(url) !== null) return false;
      const href = new URL(url).href;
      if (seen.has(href)) return false;
      seen.add(href);
      return true;
    });
    const refused = content.urls.length - fresh.length;
    const taken = fresh.slice(0, request.maxUrls);
    urls.push(...taken);
    notes.push(
      `Sitemap ${request.sitemap}: ${content.urls.length} pages in ${content.sitemapsRead} ${content.sitemapsRead === 1 ? 'file' : 'files'}; ${taken.length} added to the list.`,
    );
    if (fresh.length > taken.length) {
      warnings.push(
        `Sitemap ${request.sitemap}: ${fresh.length - taken.length} of its ${fresh.length} new pages were left out (max-urls: ${request.maxUrls}).`,
      );
    }
    if (content.sitemapsLeftOut > 0) {
      warnings.push(
        `Sitemap ${request.sitemap}: ${content.sitemapsLeftOut} nested sitemaps were not read (at most 50 files and 3 levels of indexes).`,
      );
    }
    if (content.skipped > 0 || refused > 0) {
      notes.push(
        `Sitemap ${request.sitemap}: ${content.skipped + refused} entries skipped (already listed, or not an auditable http(s) URL).`,
      );
    }
  }
  const total = urls.length;
  if (request.shard === undefined) return { urls, notes, warnings, total };
  const share = shardOf(urls, request.shard);
  notes.push(
    `Shard ${request.shard.index}/${request.shard.count}: ${share.length} of ${total} URLs.`,
  );
  return { urls: share, notes, warnings, total };
}
