// Tolerant readers for a check's `value` and `errors`. Every service stores its own shapes
// (ours `{images, withoutAlt}`, phpRank `[{url, text}]`, numbers as strings, PHP arrays as
// objects with numeric keys), so formatters ask for what they hope to find and get null or an
// empty list otherwise, never an exception.
import { cleanText, formatNumber, humaniseKey, listSample, quote } from './format.js';

export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A finite number, also from a numeric string ("12", "0.4"). */
export function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** A non-empty string (cleaned), or a number as text; otherwise null. */
export function str(value: unknown): string | null {
  if (typeof value === 'string') {
    const text = cleanText(value);
    return text === '' ? null : text;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function rec(value: unknown): Json | null {
  return isRecord(value) ? value : null;
}

/**
 * The object's own field, or undefined when the value is not an object or has no such field: a
 * name the service sent ("constructor", "__proto__") never reads Object.prototype.
 */
export function field(value: unknown, name: string): unknown {
  return isRecord(value) && Object.hasOwn(value, name) ? value[name] : undefined;
}

/** An array as is; a PHP list serialised as an object ({"0": .., "3": ..}) as its values. */
export function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isRecord(value)) {
    const keys = Object.keys(value);
    if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) return Object.values(value);
  }
  return [];
}

const LABEL_FIELDS = ['url', 'src', 'href', 'value', 'text', 'name', 'type', 'rule'];

/**
 * The items of a list as short texts: strings as they are, objects by their url/src/href/...
 * field, groups ({JavaScripts: [...], CSS: [...]}) flattened. Depth-limited.
 */
export function texts(value: unknown, depth = 0): string[] {
  if (depth > 3) return [];
  const single = str(value);
  if (single !== null) return [single];
  const items = list(value);
  if (items.length > 0) return items.flatMap((item) => texts(item, depth + 1));
  if (isRecord(value)) {
    for (const name of LABEL_FIELDS) {
      const label = str(field(value, name));
      if (label !== null) return [label];
    }
    return Object.values(value).flatMap((item) => texts(item, depth + 1));
  }
  return [];
}

/** How many: a number, the length of a list, or an object's `count`/`total`. */
export function count(value: unknown): number | null {
  const direct = num(value);
  if (direct !== null) return direct;
  if (Array.isArray(value)) return value.length;
  return num(field(value, 'count')) ?? num(field(value, 'total'));
}

/** A limit from an error's detail: `{max: 150}` -> 150. */
export function limit(detail: unknown, name: 'min' | 'max'): number | null {
  return num(field(detail, name));
}

/**
 * Any value as a short phrase, never as JSON: strings quoted, lists sampled, objects as
 * "key value" pairs. For unknown checks and for shapes a formatter did not expect.
 */
export function summarise(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return cleanText(value) === '' ? '' : quote(value, 60);
  if (typeof value === 'number') return Number.isFinite(value) ? formatNumber(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value !== 'object') return '';
  if (depth >= 2) {
    const size = Array.isArray(value) ? value.length : Object.keys(value).length;
    return size === 0 ? '' : `${size} ${size === 1 ? 'item' : 'items'}`;
  }
  const items = list(value);
  if (Array.isArray(value) || items.length > 0) {
    const parts = items.map((item) => summarise(item, depth + 1)).filter((part) => part !== '');
    return listSample(parts, 3, parts.length);
  }
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value as Json)) {
    const text = summarise(item, depth + 1);
    const name = humaniseKey(key).toLowerCase();
    parts.push(text === '' ? name : `${name} ${text}`);
  }
  return listSample(parts, 4, parts.length);
}
