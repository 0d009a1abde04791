import { type AnalyzerOptions, analyzeUrl } from '../analyzer/index.js';
import type { AnalysisPool } from './analysis-pool.js';
import type { AnalyzeFunction } from './options.js';

/**
 * The real analyzer behind the queue: the page is fetched here and judged in the pool's worker
 * threads. The service's own settings (abort signal, private network) win over the operator's
 * analyzer options, so a stop or a deadline always reaches a running analysis, and ends its
 * worker thread.
 */
export function createDefaultAnalyzer(
  options: AnalyzerOptions = {},
  pool?: AnalysisPool,
): AnalyzeFunction {
  return (url, { signal, allowPrivateNetwork }) =>
    analyzeUrl(url, {
      ...options,
      signal,
      allowPrivateNetwork,
      ...(pool ? { judge: (input, judgeOptions) => pool.judge(input, judgeOptions, signal) } : {}),
    });
}
