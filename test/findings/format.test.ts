import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatSeconds, noun } from '../../src/shared/findings/format.js';
import {
  formatBytes,
  formatCount,
  formatDate,
  formatDuration,
  formatPercent,
  formatScore,
  humaniseKey,
  plural,
  truncate,
} from '../../src/shared/findings/index.js';

describe('formatScore: one decimal everywhere', () => {
  it.each([
    [94.29, '94.3'],
    [94.25, '94.3'],
    [100, '100'],
    [0, '0'],
    [-0, '0'],
    [71.43, '71.4'],
    [83.33, '83.3'],
    [99.96, '100'],
    [25.7, '25.7'],
    [null, '–'],
    [Number.NaN, '–'],
  ])('%s -> %s', (score, text) => {
    expect(formatScore(score)).toBe(text);
  });
});

describe('units and words', () => {
  it('pluralises counts', () => {
    expect(plural(1, 'page')).toBe('1 page');
    expect(plural(3, 'page')).toBe('3 pages');
    expect(plural(0, 'page')).toBe('0 pages');
    expect(plural(2140, 'element')).toBe('2,140 elements');
    expect(plural(2, 'e-mail address', 'e-mail addresses')).toBe('2 e-mail addresses');
  });

  it('writes bytes in decimal units, as the limits are set', () => {
    expect(formatBytes(412_000)).toBe('412 KB');
    expect(formatBytes(330_000)).toBe('330 KB');
    expect(formatBytes(4795)).toBe('4.8 KB');
    expect(formatBytes(902)).toBe('902 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(5_400_000)).toBe('5.4 MB');
    expect(formatBytes(999_999)).toBe('1 MB');
  });

  it('writes durations in ms under a second, in seconds above', () => {
    expect(formatDuration(13)).toBe('13 ms');
    expect(formatDuration(2000)).toBe('2 s');
    expect(formatDuration(3420)).toBe('3.4 s');
    expect(formatDuration(12_400)).toBe('12 s');
  });

  it('writes percentages with at most one decimal', () => {
    expect(formatPercent(4.237)).toBe('4.2%');
    expect(formatPercent(10)).toBe('10%');
  });

  it('writes dates for people, in UTC, and keeps text that is not a date', () => {
    expect(formatDate('2026-03-01T10:00:00.000000Z')).toBe('1 March 2026 at 10:00 UTC');
    expect(formatDate(new Date(Date.UTC(2026, 10, 23, 18, 4)))).toBe(
      '23 November 2026 at 18:04 UTC',
    );
    expect(formatDate('yesterday')).toBe('yesterday');
    expect(formatDate(null)).toBeNull();
  });

  it('humanises keys and cuts text on whole characters', () => {
    expect(humaniseKey('seo_friendly_url')).toBe('Seo friendly url');
    expect(humaniseKey('withoutAlt')).toBe('Without alt');
    expect(humaniseKey('')).toBe('Unnamed check');
    expect(truncate('Trail running shoes for every runner', 30)).toBe(
      'Trail running shoes for every…',
    );
    expect(truncate('😀😀😀', 2)).toBe('😀…');
    expect(truncate('😀😀', 4)).toBe('😀😀');
    expect(truncate('😀😀😀', 4)).toBe('😀😀😀');
    // Cut on code points whatever the text's length in UTF-16 units.
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 12 }), fc.nat(14), (text, max) => {
        const chars = [...text];
        const expected =
          chars.length > max
            ? `${chars
                .slice(0, Math.max(1, max - 1))
                .join('')
                .trimEnd()}…`
            : text;
        expect(truncate(text, max)).toBe(expected);
      }),
    );
  });
});

describe('formatCount', () => {
  it('writes what toLocaleString("en-US") writes, for every kind of count', () => {
    const counts = [
      0,
      1,
      7,
      999,
      1000,
      2140,
      12_345,
      999_999,
      1_000_000,
      123_456_789,
      2.5,
      1000.49,
      999.5,
      -1,
      -999,
      -1000,
      -1_234_567,
      -0.4,
      2 ** 53 - 1,
      2 ** 53 + 2,
      1e21,
      1e25,
    ];
    for (let n = 1; n < 1e16; n *= 7) counts.push(n, -n);
    for (const count of counts) {
      expect(formatCount(count), String(count)).toBe(Math.round(count).toLocaleString('en-US'));
    }
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

describe('noun and formatSeconds', () => {
  it('noun is the word plural() writes, without the count', () => {
    expect(noun(1, 'check')).toBe('check');
    expect(noun(0, 'check')).toBe('checks');
    expect(noun(2, 'page has', 'pages have')).toBe('pages have');
    expect(plural(2, 'page has', 'pages have')).toBe(`2 ${noun(2, 'page has', 'pages have')}`);
  });

  it('formatSeconds keeps one decimal in seconds, under a second too', () => {
    expect(formatSeconds(1234)).toBe('1.2 s');
    expect(formatSeconds(400)).toBe('0.4 s');
    expect(formatSeconds(12_000)).toBe('12.0 s');
  });
});

describe('formatNumber: one formatter for every call', () => {
  it('writes what toLocaleString with the same options writes', () => {
    // The formatter is built once and reused; its text must stay that of the per-call form.
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (value) => {
        expect(formatNumber(value)).toBe(
          Number.isFinite(value)
            ? value.toLocaleString('en-US', { maximumFractionDigits: 2 })
            : String(value),
        );
      }),
    );
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });

  it('writes what Intl writes for the plain numbers it formats without it', () => {
    // Counts, sizes and one- or two-decimal roundings, up to the limits of the plain form.
    const intl = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
    const plainish = fc.oneof(
      fc.integer({ min: -(10 ** 14), max: 10 ** 14 }),
      fc.integer().map((n) => n / 10),
      fc.integer().map((n) => n / 100),
      fc.integer({ min: -(10 ** 15), max: 10 ** 15 }).map((n) => n / 100),
      fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((n) => Math.round(n * 10) / 10),
      fc.double({ min: -1e-3, max: 1e-3, noNaN: true }),
    );
    fc.assert(
      fc.property(plainish, (value) => {
        expect(formatNumber(value)).toBe(intl(value));
      }),
      { numRuns: 5000 },
    );
    for (const value of [0, -0, 1, -1, 999, 1000, -1000, 12345.6, -12345.67, 0.5, 1e12, 1e13])
      expect(formatNumber(value)).toBe(intl(value));
    expect(formatNumber(1234567.89)).toBe('1,234,567.89');
    expect(formatNumber(-0)).toBe('-0');
  });
});
