// A served build folder's pages as the URLs the audit asks for: its HTML files and its sitemap's
// entries, on the production origin (site-url) when given, else on the served origin, sorted so
// that every job of a matrix lists the same pages in the same order.
import { readSitemap, type SitemapOptions } from '../audit/sitemap.js';
import type { SitemapEntries } from '../audit/types.js';
import type { FolderPages } from '../audit/url-list.js';
import type { ServedSiteDir } from './serve.js';

interface SitePagesRequest {
  dir: string;
  detected: boolean;
  /** The production origin read as the folder; undefined: pages are audited where served. */
  siteUrl: string | undefined;
}

/**
 * The folder's pages. A sitemap entry is the page at its path when it is on the site's origin:
 * site-url's, or without it the origin of the sitemap's first entry (a sitemap in the build
 * folder names the production URLs of the folder's own pages); an entry on another origin (a
 * staging URL left in) is not this site's page and is left out. Nested sitemaps are read from
 * the folder too.
 */
export async function sitePages(
  served: Pick<ServedSiteDir, 'origin' | 'pages' | 'sitemap' | 'get'>,
  request: SitePagesRequest,
  options: Pick<SitemapOptions, 'signal'> = {},
): Promise<FolderPages> {
  const pageOrigin = request.siteUrl ?? served.origin;
  const urls = new Set(served.pages.map((path) => new URL(path, pageOrigin).href));
  const files = urls.size;
  const sitemap = await folderSitemap(served, request, options);
  for (const page of sitemap?.entries ?? []) urls.add(page);
  const sorted = [...urls].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    dir: request.dir,
    detected: request.detected,
    servedAt: served.origin,
    siteUrl: request.siteUrl,
    urls: sorted,
    files,
    fromSitemap: sorted.length - files,
    sitemap,
  };
}

/**
 * The folder's sitemap, null when it has none: the site's entries in sitemap order, at the URLs
 * they are audited at (what the sitemap's hygiene judges: an entry to a file the folder lacks, a
 * noindex page listed...), named as the folder's file. A crawl of the folder starts from it too.
 */
export async function folderSitemap(
  served: Pick<ServedSiteDir, 'origin' | 'sitemap' | 'get'>,
  request: Pick<SitePagesRequest, 'dir' | 'siteUrl'>,
  options: Pick<SitemapOptions, 'signal'> = {},
): Promise<SitemapEntries | null> {
  if (served.sitemap === null) return null;
  const pageOrigin = request.siteUrl ?? served.origin;
  const content = await readSitemap(new URL(served.sitemap, served.origin).href, {
    ...options,
    fetchFrom: (url) => new URL(pathOf(url), served.origin).href,
    readInProcess: (url) => readFromFolder(served, url),
  });
  const entries = content.urls.flatMap((entry) => URL.parse(entry) ?? []);
  const siteOrigin = request.siteUrl ?? entries[0]?.origin;
  const judged: string[] = [];
  for (const url of entries) {
    if (url.origin !== siteOrigin) continue;
    url.hash = '';
    judged.push(new URL(pathOf(url.href), pageOrigin).href);
  }
  const sitemap: SitemapEntries = {
    files: [sitemapFileOf(request.dir, served.sitemap)],
    entries: judged,
  };
  // Written at production URLs and audited on the runner's port: a canonical to production
  // names the page itself (the canonical check says to give site-url; the sitemap's hygiene
  // does not say it again for every entry).
  if (siteOrigin !== undefined && siteOrigin !== pageOrigin)
    sitemap.alias = { written: siteOrigin, served: new URL(pageOrigin).origin };
  return sitemap;
}

/**
 * A sitemap file of the served folder as a GET of it would get it, read in this process: a
 * fetch over 127.0.0.1 (an HTTP client made, a connection, both ends of the exchange) took
 * about 0.05 s of the start of a 2,000-page audit (docs/site-dir.md). Only a file answered 200; anything else
 * (a redirect, a 404) is null, for the sitemap reader to fetch as before, so that each failure
 * reads the same. Asked with no Accept-Encoding: the file's own bytes, as a fetch decodes them.
 */
async function readFromFolder(
  served: Pick<ServedSiteDir, 'origin' | 'get'>,
  url: string,
): Promise<Buffer | null> {
  const parsed = new URL(url);
  if (parsed.origin !== served.origin) return null;
  const answer = await served.get(`${parsed.pathname}${parsed.search}`, '');
  return answer?.status === 200 ? answer.body : null;
}

/**
 * The folder's sitemap as a reader finds it, `dist/sitemap.xml`: the file to fix, named the same
 * whether the pages are audited at the runner's port or at site-url.
 */
function sitemapFileOf(dir: string, servedPath: string): string {
  const name = servedPath.slice(servedPath.lastIndexOf('/') + 1);
  return `${dir.replace(/[/\\]+$/, '')}/${name}`;
}

function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
