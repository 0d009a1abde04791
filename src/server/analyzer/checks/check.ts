// The shape of a check: a key, its importance and category, and a function from what was
// observed to a verdict. Importance and category live in the table (checks/index.ts), so a check
// body only says what it measured and what, if anything, is wrong.
import type { Category, Importance } from '../types.js';
import type { CheckContext } from './context.js';

export interface Verdict {
  passed: boolean | null;
  value: unknown;
  errors?: Record<string, unknown>;
}

export interface CheckDefinition {
  key: string;
  importance: Importance;
  category: Category;
  run(context: CheckContext): Verdict;
}

/** Lists in values and error details are cut to this many entries; counts are kept whole. */
export const MAX_LISTED = 50;

/** Passed when no error was found; errors are attached only to a failed check. */
export function judge(value: unknown, errors: Record<string, unknown>): Verdict {
  return Object.keys(errors).length === 0
    ? { passed: true, value }
    : { passed: false, value, errors };
}

export function passed(value: unknown): Verdict {
  return { passed: true, value };
}

export function failed(value: unknown, errors: Record<string, unknown>): Verdict {
  return { passed: false, value, errors };
}

/** The check's input could not be observed: it is left out of the score, and says why. */
export function notApplicable(reason: string): Verdict {
  return { passed: null, value: `not applicable: ${reason}` };
}

export function firstOf<T>(items: readonly T[], count = MAX_LISTED): T[] {
  return items.length <= count ? [...items] : items.slice(0, count);
}
