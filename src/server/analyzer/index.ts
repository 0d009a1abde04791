// The analyzer's public face: fetch a page safely and judge it (analyzeUrl), or judge material
// fetched elsewhere (analyzeDocument). It knows nothing of the service or the action.

export {
  type AddressKind,
  classifyAddress,
  isAllowedAddress,
} from '../../shared/address-policy.js';
export { CHECK_KEYS, PHPRANK_CHECK_KEYS } from '../../shared/checks/index.js';
export {
  analyzeDocument,
  analyzeDocumentPhase,
  completeAnalysis,
  type NetworkAnswers,
} from './analyze-document.js';
export { analyzeUrl } from './analyze-url.js';
export type { HeaderMap, PageInput, ProbeOutcome } from './checks/context.js';
export { ImageWeightCache, type ImageWeightCacheOptions } from './image-weight-cache.js';
export { ServedSiteConnections } from './net/served-site-connections.js';
export {
  type AnalyzerOptions,
  CHECK_PROFILES,
  type CheckLimits,
  type CheckProfile,
  DEFAULT_LIMITS,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_WEIGHTS,
  type LookupFunction,
  type RenderOptions,
  type Weights,
} from './options.js';
export { OriginProbeCache, type OriginProbeCacheOptions } from './origin-probes.js';
export type {
  Analysis,
  AnalysisFailure,
  Category,
  CheckResult,
  DocumentPhase,
  Importance,
  PendingCanonical,
} from './types.js';
