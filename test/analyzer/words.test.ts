import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findWords,
  keywords,
  textStats,
  textStatsAndWords,
} from '../../src/server/analyzer/text/words.js';

describe('textStats', () => {
  it.each([
    ['', 0, 0],
    ['   ', 0, 0],
    ['one', 1, 3],
    ['  one   two  ', 2, 7],
    ["don't stop well-known", 3, 21],
    ['end - dash', 2, 10],
    ['a\u00a0b\tc\nd', 4, 7],
    ['café naïve 東京 Москва', 4, 20],
    ['42 chairs, 3.5 m', 5, 16],
  ])('%j has %i words and %i visible characters', (text, words, characters) => {
    expect(textStats(text)).toEqual({ words, characters });
  });
});

describe('keywords', () => {
  it('keeps distinct words of three letters or more that are not stop words', () => {
    expect(keywords('The Best Oak Chairs for your Home | Oak & Ash')).toEqual([
      'best',
      'oak',
      'chairs',
      'ash',
    ]);
    expect(keywords('Welcome to our website')).toEqual([]);
  });
});

describe('findWords', () => {
  const has = (text: string, word: string) => findWords(text, [word]).length === 1;

  it('matches whole words in any case', () => {
    expect(has('Our Chairs are oak.', 'chairs')).toBe(true);
    expect(has('Armchairs only', 'chairs')).toBe(false);
    expect(has('chairs2go', 'chairs')).toBe(false);
    expect(has('Café chairs', 'café')).toBe(true);
    expect(has('a+b (c) [d]', 'c')).toBe(true);
  });

  it('finds words inside joined ones, and joined runs inside longer ones', () => {
    expect(has('A well-known shop', 'known')).toBe(true);
    expect(has('A well-known shop', 'well-known')).toBe(true);
    expect(has('state-of-the-art chairs', 'of-the-art')).toBe(true);
    expect(has('state-of-the-art chairs', 'state-art')).toBe(false);
    expect(has("don't", 'don')).toBe(true);
  });

  it('answers in the order asked, each word once', () => {
    expect(findWords('oak chairs and oak tables', ['tables', 'pine', 'oak', 'oak'])).toEqual([
      'tables',
      'oak',
      'oak',
    ]);
  });

  it('reads the text once for thousands of wanted words', () => {
    // 20,000 distinct words against a 20,000-word text: a regular expression per word made
    // this 400 million character visits; one pass with a set lookup answers at once.
    const wanted = Array.from({ length: 20_000 }, (_, i) => `w${i.toString(36)}x`);
    const text = wanted.slice(0, 10_000).join(' ');
    expect(findWords(text, wanted)).toHaveLength(10_000);
  });
});

describe('findWords against the regular expression it replaced', () => {
  // The former implementation, kept as the oracle: every token of the Unicode word expression,
  // lower-cased, and each run of its joined parts.
  const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
  function oracle(text: string, wanted: readonly string[]): string[] {
    const found = new Set<string>();
    for (const match of text.matchAll(WORD)) {
      const pieces = match[0].toLowerCase().split(/(['’-])/);
      for (let first = 0; first < pieces.length; first += 2) {
        let run = pieces[first] as string;
        found.add(run);
        for (let last = first + 2; last < pieces.length && last - first < 16; last += 2) {
          run += `${pieces[last - 1]}${pieces[last]}`;
          found.add(run);
        }
      }
      found.add(match[0].toLowerCase());
    }
    return wanted.filter((word) => found.has(word));
  }

  const piece = fc.constantFrom(
    'oak',
    'Oak',
    'OAK',
    'chair',
    'well',
    'known',
    'café',
    'Ünïcode',
    '東京',
    '𝐀bc',
    'ǅ',
    'İs',
    '42',
    "'",
    '’',
    '-',
    '--',
    ' ',
    '\n',
    '.',
    ',',
    '\u0301',
    '😀',
    'a',
  );
  const text = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''));
  // Ask for what `words` would give of the pieces, as the checks do with a title, and whole
  // joined tokens of the text itself ("well-known", "oak'chair-a").
  const wantedOf = (body: string, asked: string[]) => [
    ...new Set([...asked.flatMap((word) => keywordsOf(word)), ...keywordsOf(body).slice(0, 4)]),
  ];

  it('finds the same words in any text', () => {
    fc.assert(
      fc.property(text, fc.array(piece, { maxLength: 6 }), (body, asked) => {
        const wanted = wantedOf(body, asked);
        expect(findWords(body, wanted)).toEqual(oracle(body, wanted));
      }),
      { numRuns: 2000 },
    );
  });

  it('textStatsAndWords gives what textStats and findWords give, in one pass', () => {
    fc.assert(
      fc.property(text, fc.array(piece, { maxLength: 6 }), (body, asked) => {
        const wanted = wantedOf(body, asked);
        expect(textStatsAndWords(body, wanted)).toEqual({
          stats: textStats(body),
          found: findWords(body, wanted),
        });
      }),
      { numRuns: 2000 },
    );
  });

  function keywordsOf(word: string): string[] {
    return word.toLowerCase().match(WORD) ?? [];
  }
});

describe('the one pass of textStatsAndWords', () => {
  // It reads the lower-cased text in place of the text, which is exact only while lower-casing
  // turns every UTF-16 unit into one unit that textStats classes the same way (U+0130, which
  // becomes two units, makes it fall back to two passes). Checked for every unit, so that a
  // Unicode upgrade of the runtime that breaks this fails here.
  const classOf = (char: string) => [
    textStats(char),
    textStats(`a${char}a`).words, // a joiner keeps "a'a" one word
  ];

  it('holds for every UTF-16 unit', () => {
    const differing: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue; // surrogates: never lower-cased alone
      const char = String.fromCharCode(code);
      const lower = char.toLowerCase();
      if (lower === char || code === 0x130) continue;
      if (lower.length !== 1 || JSON.stringify(classOf(lower)) !== JSON.stringify(classOf(char))) {
        differing.push(code.toString(16));
      }
    }
    expect(differing).toEqual([]);
  });

  it('falls back to two passes when lower-casing changes the length', () => {
    const body = 'İstanbul İs big, is it';
    expect(textStatsAndWords(body, ['is', 'big'])).toEqual({
      stats: textStats(body),
      found: findWords(body, ['is', 'big']),
    });
  });
});
