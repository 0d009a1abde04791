// The one reader of robots directives: the analyzer's noindex check and the link checker's noindex
// links both read X-Robots-Tag through it, Google's way.
import { describe, expect, it } from 'vitest';
import {
  directivesBlockIndexing,
  xRobotsTagBlocksIndexing,
} from '../../src/shared/robots-directives.js';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const blocks = (value: string | string[] | null) => xRobotsTagBlocksIndexing(value, NOW);

describe('xRobotsTagBlocksIndexing', () => {
  it('reads noindex and none for every crawler', () => {
    expect(blocks('noindex')).toBe(true);
    expect(blocks('none')).toBe(true);
    expect(blocks('noindex, nofollow')).toBe(true);
    expect(blocks('nofollow')).toBe(false);
    expect(blocks('noarchive, nosnippet, max-snippet: 20')).toBe(false);
    expect(blocks('')).toBe(false);
    expect(blocks(null)).toBe(false);
  });

  it("counts Googlebot's directives and no other crawler's", () => {
    expect(blocks('googlebot: noindex')).toBe(true);
    expect(blocks('googlebot: none')).toBe(true);
    expect(blocks('bingbot: noindex')).toBe(false);
    expect(blocks('otherbot: noindex, nofollow')).toBe(false);
    // A directive belongs to the agent named last before it.
    expect(blocks('otherbot: noindex, googlebot: nofollow')).toBe(false);
    expect(blocks('otherbot: nofollow, googlebot: noindex')).toBe(true);
    expect(blocks('bingbot: noindex, googlebot: noindex')).toBe(true);
  });

  it('reads several header lines each for every crawler, and lines joined by commas as one', () => {
    // Two lines, as the analyzer has them: the second is every crawler's.
    expect(blocks(['bingbot: nofollow', 'noindex'])).toBe(true);
    expect(blocks(['bingbot: noindex', 'max-snippet: 20'])).toBe(false);
    expect(blocks(['nofollow', 'googlebot: noindex'])).toBe(true);
    // Joined by commas, as fetch gives them: read as one value.
    expect(blocks('nofollow, noindex')).toBe(true);
    expect(blocks('max-snippet: 20, noindex')).toBe(true);
    expect(blocks('noarchive, googlebot: noindex')).toBe(true);
    expect(blocks('googlebot: nofollow, bingbot: noindex')).toBe(false);
  });

  it('drops a page whose unavailable_after date is past, and keeps one whose date is to come', () => {
    expect(blocks('unavailable_after: 2025-01-01')).toBe(true);
    expect(blocks('unavailable_after: 2027-01-01')).toBe(false);
    expect(blocks('googlebot: unavailable_after: 2025-01-01')).toBe(true);
    expect(blocks('bingbot: unavailable_after: 2025-01-01')).toBe(false);
    // RFC 822 and RFC 850 dates hold a comma after the weekday.
    expect(blocks('unavailable_after: Wed, 02 Oct 2002 13:00:00 GMT')).toBe(true);
    expect(blocks('unavailable_after: Friday, 25-Jun-30 15:00:00 GMT, nofollow')).toBe(false);
    expect(blocks('nofollow, unavailable_after: 25 Jun 2010 15:00:00 PST')).toBe(true);
    // Not a date: nothing is dropped.
    expect(blocks('unavailable_after: soon')).toBe(false);
    // Against the clock when none is given.
    expect(xRobotsTagBlocksIndexing('unavailable_after: 2001-01-01')).toBe(true);
    expect(xRobotsTagBlocksIndexing('unavailable_after: 2999-01-01')).toBe(false);
  });

  it('ignores case and whitespace', () => {
    expect(blocks('NOINDEX')).toBe(true);
    expect(blocks('  NoIndex ,  NoFollow  ')).toBe(true);
    expect(blocks('GoogleBot :   NONE')).toBe(true);
    expect(blocks('BingBot:NoIndex')).toBe(false);
    expect(blocks('Unavailable_After :  2025-01-01')).toBe(true);
    expect(blocks('no index')).toBe(false);
  });
});

describe('directivesBlockIndexing (a robots meta tag)', () => {
  it('reads noindex, none and a past unavailable_after, with no agent names', () => {
    expect(directivesBlockIndexing('noindex, follow', NOW)).toBe(true);
    expect(directivesBlockIndexing('None', NOW)).toBe(true);
    expect(directivesBlockIndexing('index, follow', NOW)).toBe(false);
    expect(directivesBlockIndexing('unavailable_after: 2025-12-31', NOW)).toBe(true);
    expect(directivesBlockIndexing('unavailable_after: 2026-12-31', NOW)).toBe(false);
  });
});
