// What one page can put into a report is bounded here, whatever the page holds: a check's value
// and error details are cut to short strings and short lists before they are stored, so a title
// of a megabyte or forty thousand image sources make a report of a few kilobytes, not of
// megabytes that every list answer then carries. What was cut is said: a cut string ends with
// "…", and the result's `truncated` maps each cut list to its full length.

import { setOwn } from '../../shared/own-keys.js';

/** A string keeps this many characters (a title is far shorter; a cut one still reads). */
export const MAX_STORED_TEXT = 300;
/** A list keeps this many items; `truncated` gives the full count. */
export const MAX_STORED_ITEMS = 40;
/** Deeper structure than this is not something a check produces; it is dropped. */
const MAX_DEPTH = 6;

export interface Bounded {
  value: unknown;
  /** Path of each list that was cut ("value", "errors.missing") to its full length. */
  truncated: Record<string, number>;
}

/** A copy of `value` within the limits above; `path` names it in `truncated`. */
export function boundValue(
  value: unknown,
  path: string,
  truncated: Record<string, number>,
): unknown {
  return bound(value, path, truncated, 0);
}

function bound(
  value: unknown,
  path: string,
  truncated: Record<string, number>,
  depth: number,
): unknown {
  if (typeof value === 'string') return cutText(value, MAX_STORED_TEXT);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return null;
  // Loops rather than entries/slice/map, and an item's path is spelt out only for an item that
  // is itself a list or an object (only those can be cut): this runs on every check's result.
  if (Array.isArray(value)) {
    if (value.length > MAX_STORED_ITEMS) truncated[path] = value.length;
    const count = Math.min(value.length, MAX_STORED_ITEMS);
    const copy: unknown[] = [];
    for (let i = 0; i < count; i++) {
      const item: unknown = value[i];
      copy.push(
        item !== null && typeof item === 'object'
          ? bound(item, `${path}.${i}`, truncated, depth + 1)
          : bound(item, path, truncated, depth + 1),
      );
    }
    return copy;
  }
  const keys = Object.keys(value);
  if (keys.length > MAX_STORED_ITEMS) truncated[path] = keys.length;
  const count = Math.min(keys.length, MAX_STORED_ITEMS);
  const copy: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) {
    const key = keys[i] as string;
    const item: unknown = (value as Record<string, unknown>)[key];
    // Keys come from the page: "__proto__" is stored as a key, not set as the copy's prototype.
    setOwn(
      copy,
      cutText(key, MAX_STORED_TEXT),
      item !== null && typeof item === 'object'
        ? bound(item, `${path}.${key}`, truncated, depth + 1)
        : bound(item, path, truncated, depth + 1),
    );
  }
  return copy;
}

/** `text` cut to `max` characters (whole code points) with "…" when it was longer. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  // Never split a surrogate pair: half a character is not text.
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}
