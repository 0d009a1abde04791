// The crawler (docs/crawl.md): given URLs, the site's sitemap and the pages they link to, fed into
// the running audit breadth first, within max-pages, robots.txt, include and exclude, samples.
export { type CrawlRequest, type CrawlRun, crawlAndAudit } from './crawl.js';
export { httpSiteReader, type SiteReader } from './site.js';
export type {
  CrawlCounts,
  CrawlDiscovery,
  CrawlOptions,
  LeftOutReason,
  SampleRule,
} from './types.js';
export { LEFT_OUT_REASONS } from './types.js';
