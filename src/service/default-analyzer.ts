import { type AnalyzerOptions, analyzeUrl } from '../analyzer/index.js';
import type { AnalyzeFunction } from './options.js';

/**
 * The real analyzer behind the queue. The service's own settings (abort signal, private network)
 * win over the operator's analyzer options, so a stop always reaches a running analysis.
 */
export function createDefaultAnalyzer(options: AnalyzerOptions = {}): AnalyzeFunction {
  return (url, { signal, allowPrivateNetwork }) =>
    analyzeUrl(url, { ...options, signal, allowPrivateNetwork });
}
