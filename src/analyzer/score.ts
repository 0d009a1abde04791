// score = 100 * (weight of passed checks) / (weight of all checks that apply), the formula of
// docs/compatibility.md ("The score"). Checks that could not be observed (passed: null) are in
// neither sum: a page is not marked down, nor up, for what nobody could measure.
import type { Weights } from './options.js';
import type { CheckResult } from './types.js';

export function scoreResults(
  results: Readonly<Record<string, CheckResult>>,
  weights: Weights,
): number {
  let total = 0;
  let earned = 0;
  for (const result of Object.values(results)) {
    if (result.passed === null) continue;
    const weight = weights[result.importance];
    total += weight;
    if (result.passed) earned += weight;
  }
  // Only when every weight is zero: nothing that counts failed.
  if (total === 0) return 100;
  return Math.round((10_000 * earned) / total) / 100;
}
