// What a formatter works with: the check's data, read tolerantly, plus the generic wording used
// for unknown keys and for error keys a formatter does not know.

import type { ServiceErrorKey } from '../../interface.js';
import { capitalise, humaniseKey, joinWords, plural } from '../format.js';
import { field, isRecord, type Json, limit, num, rec, str, summarise } from '../read.js';
import type { CheckData } from '../types.js';

interface CheckView {
  value: unknown;
  /** Error key to detail; empty when none. */
  errors: Json;
  failed: boolean;
  passed: boolean;
  has(errorKey: string): boolean;
  error(errorKey: string): unknown;
  /** Error keys this formatter did not word, in the order the service sent them. */
  otherErrors(known: readonly string[]): string[];
}

export function view(check: CheckData): CheckView {
  const errors = rec(check.errors) ?? {};
  return {
    value: check.value,
    errors,
    failed: check.passed === false,
    passed: check.passed === true,
    has: (key) => Object.hasOwn(errors, key),
    // Own keys only: `errors` is a service's data, and "__proto__" or "constructor" is a key
    // like any other there, not Object.prototype's.
    error: (key) => (Object.hasOwn(errors, key) ? errors[key] : undefined),
    otherErrors: (known) => Object.keys(errors).filter((key) => !known.includes(key)),
  };
}

/** Every error key of deployed services as words, and ours that need words of their own. */
const ERROR_WORDS: Readonly<Record<ServiceErrorKey | 'loop', string>> = {
  missing: 'missing',
  length: 'wrong length',
  too_many: 'too many',
  duplicate: 'duplicated',
  too_slow: 'too slow',
  too_large: 'too large',
  bad_format: 'badly formed',
  failed: 'failed',
  bad_tags: 'obsolete tags',
  too_few: 'too few',
  too_small: 'too small',
  loop: 'a redirect loop: the page is never reached',
};

/** One error key as a phrase: "too many (at most 150): 212". */
export function errorPhrase(key: string, detail: unknown): string {
  const word = Object.hasOwn(ERROR_WORDS, key)
    ? ERROR_WORDS[key as keyof typeof ERROR_WORDS]
    : humaniseKey(key).toLowerCase();
  const bounds: string[] = [];
  const min = limit(detail, 'min');
  const max = limit(detail, 'max');
  if (min !== null) bounds.push(`at least ${min}`);
  if (max !== null) bounds.push(`at most ${max}`);
  let rest: unknown = detail;
  if (isRecord(detail)) {
    const { min: _min, max: _max, ...others } = detail;
    rest = others;
  }
  const shown = summarise(rest);
  return `${word}${bounds.length > 0 ? ` (${bounds.join(', ')})` : ''}${shown ? `: ${shown}` : ''}`;
}

/** The phrases of the given error keys, joined: for what a formatter leaves to the generic. */
export function errorPhrases(check: CheckView, keys: readonly string[]): string {
  return keys.map((key) => errorPhrase(key, check.error(key))).join('; ');
}

/**
 * Evidence for a check the catalogue does not know, or whose shape a formatter could not read:
 * the name, the error keys as words, and the value summarised. Never JSON.
 */
export function genericEvidence(name: string, check: CheckData): string {
  const checked = view(check);
  const problems = errorPhrases(checked, Object.keys(checked.errors));
  const value = summarise(checked.value);
  if (checked.failed) {
    if (problems !== '' && value !== '') return `${name}: ${problems}; found ${value}`;
    if (problems !== '') return `${name}: ${problems}`;
    return value !== '' ? `${name} failed; found ${value}` : `${name} failed`;
  }
  if (value !== '') return `${name}: ${value}`;
  return checked.passed ? `${name}: no problem found` : `${name}: not checked`;
}

/** Generic sentences for error keys a formatter does not word, appended to its own. */
export function withOthers(
  sentences: readonly string[],
  check: CheckView,
  known: readonly string[],
): string {
  const others = check.otherErrors(known);
  const all = [...sentences];
  if (check.failed && others.length > 0) all.push(capitalise(errorPhrases(check, others)));
  return all.filter((text) => text !== '').join('. ');
}

/** "3 of 12 images" when the total is known, "3 images" otherwise. */
export function someOf(part: number, total: number | null, noun: string): string {
  if (total === part && part === 1) return `The only ${noun}`;
  if (total === part && part === 2) return `Both ${noun}s`;
  if (total === part && part > 1) return `All ${plural(total, noun)}`;
  return total !== null && total > part ? `${part} of ${plural(total, noun)}` : plural(part, noun);
}

/** The first of several names that is a finite number in an object. */
export function firstNumber(value: unknown, names: readonly string[]): number | null {
  for (const name of names) {
    const found = num(field(value, name));
    if (found !== null) return found;
  }
  return null;
}

/** A string value, or the first string field of an object among the given names. */
export function firstText(value: unknown, names: readonly string[] = []): string | null {
  const direct = str(value);
  if (direct !== null) return direct;
  for (const name of names) {
    const found = str(field(value, name));
    if (found !== null) return found;
  }
  return null;
}

export { joinWords };
