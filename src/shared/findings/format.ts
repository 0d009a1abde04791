// How numbers, sizes, durations, dates and stray values are written for people, in one place so
// that every renderer (pages, summary, comment, CLI) says "94.3", "412 KB" and "1 page" alike.

/**
 * A score with ONE decimal everywhere, trailing ".0" dropped: 94.29 -> "94.3", 100 -> "100",
 * 0 -> "0". Services send 83, 83.33 or "83.33"; one precision keeps a page's score the same in
 * the table, the comment and the report. Not a finite number: "–".
 */
export function formatScore(score: number | null | undefined): string {
  if (typeof score !== 'number' || !Number.isFinite(score)) return '–';
  const rounded = Math.round(score * 10) / 10;
  return String(rounded === 0 ? 0 : rounded);
}

/** "1 page", "3 pages", "0 pages"; the plural form defaults to the singular plus "s". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(count)} ${noun(count, singular, pluralForm)}`;
}

/** The word alone, for where the count is written apart (a page's card): "check", "checks". */
export function noun(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}

/** A whole count with thousands separators: 2140 -> "2,140". */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return String(count);
  const whole = Math.round(count);
  // The same text as toLocaleString('en-US') for every count a page can have, without it: its
  // first call loads ICU's number data, 6 ms of the action's start before its first request
  // (a progress line says "1 page"). Beyond 2^53 digits are not exact anyway: leave those to ICU.
  if (Math.abs(whole) > Number.MAX_SAFE_INTEGER || Object.is(whole, -0)) {
    return whole.toLocaleString('en-US');
  }
  return withThousands(String(whole));
}

/** Digits (with a leading minus, maybe) with a comma between each group of three: "-2,140". */
function withThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * Built on first use, not at load (ICU's number data costs the action's start), and once: a
 * toLocaleString with options builds a formatter per call, which was half a millisecond a page
 * of the table of a 2,000-page audit.
 */
let numberFormat: Intl.NumberFormat | null = null;

/**
 * A number JavaScript writes with at most two decimals and fifteen digits in all (what a page's
 * counts, sizes and rounded scores are): its digits are the formatter's, which has nothing to
 * round, so only the thousands need separating.
 */
const PLAIN_NUMBER = /^-?(\d{1,13})(\.\d{1,2})?$/;

/** A number as read in a sentence: up to two decimals, thousands separated. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  // Without Intl where its text is plain: its format() was a tenth of the CPU of printing a
  // 2,000-page table (two or more sizes a failed check). -0 is "-0" to Intl, "0" to String.
  const plain = Object.is(value, -0) ? null : PLAIN_NUMBER.exec(String(value));
  if (plain !== null) {
    const [text, whole = '', fraction = ''] = plain;
    if (whole.length <= 3) return text;
    return `${value < 0 ? '-' : ''}${withThousands(whole)}${fraction}`;
  }
  numberFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return numberFormat.format(value);
}

/**
 * Bytes in decimal units (1 KB = 1,000 bytes), the way the limits are set (330,000 bytes is
 * "330 KB"): one decimal under 10, whole numbers above.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return String(bytes);
  const abs = Math.abs(bytes);
  if (abs < 1000) return `${formatCount(bytes)} ${Math.round(abs) === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (Math.abs(value) >= 999.5 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${roundForUnit(value)} ${units[unit]}`;
}

/** Milliseconds under a second ("130 ms"), seconds above ("3.4 s", "12 s"). */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return String(ms);
  if (Math.abs(ms) < 999.5) return `${Math.round(ms)} ms`;
  return `${roundForUnit(ms / 1000)} s`;
}

/**
 * Elapsed time in seconds with one decimal, under a second too ("0.4 s", "1.2 s", "12.0 s"): for
 * log lines and the summary's footer, where one unit reads and aligns better than formatDuration's.
 */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function roundForUnit(value: number): string {
  const rounded = Math.abs(value) < 9.95 ? Math.round(value * 10) / 10 : Math.round(value);
  return formatNumber(rounded);
}

/** A percentage: up to one decimal ("4.2%", "10%"). */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return `${formatNumber(Math.round(value * 10) / 10)}%`;
}

// Built on first use, not at load: constructing it loads ICU's date data, 12-24 ms of the
// action's start before its first request, for a format only renderers use afterwards.
let dateFormat: Intl.DateTimeFormat | undefined;
function utcDateFormat(): Intl.DateTimeFormat {
  dateFormat ??= new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return dateFormat;
}

/**
 * "1 March 2026 at 10:00 UTC" for an ISO timestamp or a Date; the text as given when it is not
 * a date; null for nothing. UTC because a report is read in many time zones.
 */
export function formatDate(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : null;
  return `${utcDateFormat().format(date)} UTC`;
}

/** Text from a page or a service on one line: control characters out, whitespace runs as one. */
export function cleanText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim();
}

/** Cut to `max` characters (whole code points) with an ellipsis. */
export function truncate(text: string, max: number): string {
  // No more UTF-16 units than `max`: no more code points either, nothing to cut (and no array of
  // every character of each quoted text made to learn it).
  if (text.length <= max) return text;
  const chars = [...text];
  return chars.length > max
    ? `${chars
        .slice(0, Math.max(1, max - 1))
        .join('')
        .trimEnd()}…`
    : text;
}

/** A page's own text in quotes, cleaned and cut: 'Trail running shoes for every…'. */
export function quote(text: string, max = 40): string {
  return `'${truncate(cleanText(text), max)}'`;
}

/** "a, b, c and 9 more": the first few items, then how many were left out. */
export function listSample(items: readonly string[], shown = 3, total = items.length): string {
  const first = items.slice(0, shown);
  const more = Math.max(0, total - first.length);
  return more > 0 ? `${first.join(', ')} and ${more} more` : first.join(', ');
}

/** "a", "a and b", "a, b and c". */
export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A key as words: "seo_friendly_url" -> "Seo friendly url", "withoutAlt" -> "Without alt". */
export function humaniseKey(key: string): string {
  const words = cleanText(
    key
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/[_\-.:]+/g, ' ')
      .toLowerCase(),
  );
  if (words === '') return 'Unnamed check';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The first letter upper-cased, so that a clause can start a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Ends with a full stop unless it already ends a sentence (or an ellipsis). */
export function sentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
