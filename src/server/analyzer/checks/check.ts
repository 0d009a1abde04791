// The shape of a check's logic: a function from what was observed to an outcome, for one key of
// the table of checks (src/shared/checks/). Importance, category and order live in the table, so
// a check body only says what it measured and what, if anything, is wrong.
import type { CheckErrors, CheckKey } from '../../../shared/checks/index.js';
import type { CheckContext } from './context.js';

/** What one check found: passed or not (null: not observed), the value, and its errors. */
export interface CheckOutcome<K extends CheckKey = CheckKey> {
  passed: boolean | null;
  value: unknown;
  errors?: Errors<K>;
}

/** The errors a failure of check K may carry: any of the table's error keys for it. */
export type Errors<K extends CheckKey> = Partial<CheckErrors[K]>;

/** The logic of check K. */
export interface CheckLogic<K extends CheckKey> {
  run(context: CheckContext): CheckOutcome<K>;
}

/** Logic for every key of the table; each file of checks holds a part of it. */
export type LogicTable = { [K in CheckKey]: CheckLogic<K> };

/** Lists in values and error details are cut to this many entries; counts are kept whole. */
export const MAX_LISTED = 50;

/** Passed when no error was found; errors are attached only to a failed check. */
export function outcomeOf<K extends CheckKey>(value: unknown, errors: Errors<K>): CheckOutcome<K> {
  return Object.keys(errors).length === 0
    ? { passed: true, value }
    : { passed: false, value, errors };
}

export function passed<K extends CheckKey>(value: unknown): CheckOutcome<K> {
  return { passed: true, value };
}

export function failed<K extends CheckKey>(value: unknown, errors: Errors<K>): CheckOutcome<K> {
  return { passed: false, value, errors };
}

/** The check's input could not be observed: it is left out of the score, and says why. */
export function notApplicable<K extends CheckKey>(reason: string): CheckOutcome<K> {
  return { passed: null, value: `not applicable: ${reason}` };
}

export function firstOf<T>(items: readonly T[], count = MAX_LISTED): T[] {
  return items.length <= count ? [...items] : items.slice(0, count);
}
