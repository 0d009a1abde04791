// The audit engine: plan in, outcomes and verdict out. No GitHub, no environment.
export {
  type CleanUpHooks,
  type CleanUpRequest,
  type CleanUpResult,
  cleanUp,
} from './clean-up.js';
export {
  type DeleteHooks,
  type DeleteRequest,
  type DeleteResult,
  deleteReports,
} from './delete-reports.js';
export {
  findRefreshTargets,
  RefreshLookupError,
  type RefreshResult,
  type RefreshTarget,
  runRefresh,
} from './refresh.js';
export { runAudit } from './run-audit.js';
export { MAX_SHARDS, parseShard, type Shard, shardOf } from './shard.js';
export { readSitemap, SITEMAP_LIMITS, type SitemapContent, SitemapError } from './sitemap.js';
export * from './types.js';
export { buildUrlList, type UrlList, type UrlListRequest } from './url-list.js';
export { matchKey, reportMatches, searchTextFor } from './url-match.js';
export { decideVerdict, formatScore } from './verdict.js';
export { DEFAULT_POLL_INTERVAL, waitForResult } from './wait-for-result.js';
