// score = 100 * (weight of passed checks) / (weight of all checks that apply), the formula of
// docs/compatibility.md ("The score"), with deployed services' default weights. The analyzer
// scores a page with it, and the client re-scores a report with accepted checks taken out.
import type { Importance } from './interface.js';

export type Weights = Record<Importance, number>;

export const DEFAULT_WEIGHTS: Readonly<Weights> = Object.freeze({ high: 10, medium: 5, low: 0 });

/** What the score needs of a check: whether it passed (null: not observed) and its importance. */
export interface ScoredCheck {
  passed: boolean | null;
  importance: Importance;
}

/** The score's two sums: the weight of the checks that count, and of those that passed. */
export interface ScoreWeights {
  earned: number;
  total: number;
}

/**
 * Checks that could not be observed (passed: null) are in neither sum: a page is not marked
 * down, nor up, for what nobody could measure.
 */
export function weighChecks(
  checks: Iterable<ScoredCheck>,
  weights: Readonly<Weights>,
): ScoreWeights {
  let total = 0;
  let earned = 0;
  for (const check of checks) {
    if (check.passed === null) continue;
    const weight = weights[check.importance];
    total += weight;
    if (check.passed) earned += weight;
  }
  return { earned, total };
}

/** The score of a page from its checks, rounded to two decimals. */
export function scoreChecks(checks: Iterable<ScoredCheck>, weights: Readonly<Weights>): number {
  const { earned, total } = weighChecks(checks, weights);
  // Only when every weight is zero: nothing that counts failed.
  if (total === 0) return 100;
  return roundScore((100 * earned) / total);
}

/** Scores, their changes and their means are kept to two decimals (83.33), as services send them. */
export function roundScore(score: number): number {
  return Math.round(score * 100) / 100;
}
