import {
  type AnalyzerOptions,
  analyzeUrl,
  ImageWeightCache,
  OriginProbeCache,
} from '../analyzer/index.js';
import type { AnalysisPool } from './analysis-pool.js';
import type { AnalyzeFunction } from './options.js';

/**
 * The real analyzer behind the queue: the page is fetched here and judged in the pool's worker
 * threads. The service's own settings (abort signal, private network) win over the operator's
 * analyzer options, so a stop or a deadline always reaches a running analysis, and ends its
 * worker thread. Each origin's robots.txt, sitemap.xml and missing-page answers are fetched once
 * for the pages that follow within a few minutes (origin-probes.ts), here on the main thread
 * where the fetching is: the workers get them with each page. So is each image's weight
 * (image-weight-cache.ts): the workers name the images a page shows, and an image shown on
 * every page of a site is weighed once.
 */
export function createDefaultAnalyzer(
  options: AnalyzerOptions = {},
  pool?: AnalysisPool,
  originProbes: OriginProbeCache = new OriginProbeCache(),
  imageWeights: ImageWeightCache = new ImageWeightCache(),
): AnalyzeFunction {
  return (url, { signal, allowPrivateNetwork }) =>
    analyzeUrl(url, {
      originProbes,
      imageWeights,
      ...options,
      signal,
      allowPrivateNetwork,
      ...(pool ? { judge: (input, judgeOptions) => pool.judge(input, judgeOptions, signal) } : {}),
    });
}
