// A page's score from its check results: the shared formula (shared/score.ts).
import { scoreChecks, type Weights } from '../../shared/score.js';
import type { CheckResult } from './types.js';

export function scoreResults(
  results: Readonly<Record<string, CheckResult>>,
  weights: Readonly<Weights>,
): number {
  return scoreChecks(Object.values(results), weights);
}
