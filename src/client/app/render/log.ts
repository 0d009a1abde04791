// The lines a face prints while the job runs.

import { formatScore, formatSeconds } from '../../../shared/findings/format.js';
import type { RetryEvent } from '../../api/index.js';
import type { UrlOutcome } from '../../audit/types.js';
import type { Words } from '../wording.js';

export const GRADE_SYMBOL = { good: '🟢', decent: '🟡', bad: '🔴', error: '⚠️' } as const;

/** One line per URL as it finishes. */
export function logLine(outcome: UrlOutcome, words: Words): string {
  const seconds = formatSeconds(outcome.durationMs);
  if (outcome.grade === null)
    return `${GRADE_SYMBOL.error} error   ${outcome.url} (${seconds}): ${words.failure(outcome.failure)}`;
  const score = outcome.score === null ? '-' : formatScore(outcome.score);
  return `${GRADE_SYMBOL[outcome.grade]} ${outcome.grade.padEnd(7)} ${score.padStart(5)}  ${outcome.url} (${seconds})`;
}

/** "N refreshed, M created": re-running does not count against a monthly quota, creating does. */
export function refreshLine(counts: { refreshed: number; created: number }): string {
  return `${counts.refreshed} refreshed, ${counts.created} created (only created reports count against the service's monthly quota)`;
}

/** A request about to be sent again, and why. */
export function retryLine(event: RetryEvent): string {
  return `  retrying ${event.endpoint} in ${formatSeconds(event.delayMs)}: ${event.reason}`;
}
