import { describe, expect, it } from 'vitest';
import { containsWord, keywords, textStats } from '../../src/analyzer/text/words.js';

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

describe('containsWord', () => {
  it('matches whole words in any case', () => {
    expect(containsWord('Our Chairs are oak.', 'chairs')).toBe(true);
    expect(containsWord('Armchairs only', 'chairs')).toBe(false);
    expect(containsWord('chairs2go', 'chairs')).toBe(false);
    expect(containsWord('Café chairs', 'café')).toBe(true);
    expect(containsWord('a+b (c) [d]', 'c')).toBe(true);
  });
});
