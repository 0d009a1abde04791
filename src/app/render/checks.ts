// A page's failed checks, as the renderers list them.
import type { UrlOutcome } from '../../audit/types.js';

export interface FailedCheck {
  /** The check key as words ("meta description"). */
  name: string;
  importance: 'high' | 'medium' | 'low' | 'unknown';
  /** Error keys as words ("too long"); empty when the service gave none. */
  errors: string[];
}

const IMPORTANCE_ORDER = { high: 0, medium: 1, low: 2, unknown: 3 } as const;

/** Every failed check of a page, most important first. */
export function failedChecks(outcome: UrlOutcome): FailedCheck[] {
  const checks = outcome.report?.checks;
  if (!checks) return [];
  return Object.entries(checks)
    .filter(([, check]) => check.passed === false)
    .map(([key, check]) => ({
      name: key.replaceAll('_', ' '),
      importance: check.importance ?? ('unknown' as const),
      errors: Object.keys(check.errors ?? {}).map((error) => error.replaceAll('_', ' ')),
    }))
    .sort((a, b) => IMPORTANCE_ORDER[a.importance] - IMPORTANCE_ORDER[b.importance]);
}

/** Keys of the failed high-importance checks, as words ("meta description"). */
export function failedHighChecks(outcome: UrlOutcome): string[] {
  return failedChecks(outcome)
    .filter((check) => check.importance === 'high')
    .map((check) => check.name);
}
