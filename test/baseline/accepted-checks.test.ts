import { describe, expect, it } from 'vitest';
import {
  AcceptRuleError,
  acceptedChecksFor,
  parseAcceptRules,
} from '../../src/client/baseline/accepted-checks.js';

describe('parseAcceptRules', () => {
  it('reads keys for every page and patterns with their keys, skipping comments', () => {
    const rules = parseAcceptRules(
      'https_encryption, htst  # preview is http\n\n/blog/*: content_length\nhttps://docs.example.com/*: favicon image_format',
    );
    expect(rules).toEqual([
      { pattern: null, keys: ['https_encryption', 'htst'] },
      { pattern: '/blog/*', keys: ['content_length'] },
      { pattern: 'https://docs.example.com/*', keys: ['favicon', 'image_format'] },
    ]);
  });

  it.each([
    ['an unknown key', 'https_encryptoin', /line 1: unknown check key "https_encryptoin"/],
    ['a pattern without keys', '/blog/*:', /line 1: give at least one check key/],
    ['a relative pattern', 'blog/*: title', /must start with \/ \(a path\) or http/],
    ['two rules on one line', '/a/*: title, /b/*: favicon', /one pattern per line/],
  ])('refuses %s', (_name, raw, message) => {
    expect(() => parseAcceptRules(raw)).toThrow(AcceptRuleError);
    expect(() => parseAcceptRules(raw)).toThrow(message);
  });

  it('is empty for an empty input', () => {
    expect(parseAcceptRules('  \n')).toEqual([]);
  });
});

describe('acceptedChecksFor', () => {
  const rules = parseAcceptRules(
    'htst\n/blog/*: content_length\n/shop: favicon\nhttps://docs.example.com/*: title',
  );

  it('applies the global keys everywhere and a pattern only where the whole path matches', () => {
    expect([...acceptedChecksFor('https://example.com/blog/2024/a-post', rules)].sort()).toEqual([
      'content_length',
      'htst',
    ]);
    expect([...acceptedChecksFor('https://example.com/shop', rules)].sort()).toEqual([
      'favicon',
      'htst',
    ]);
    // "/shop" is the whole path, not a prefix.
    expect([...acceptedChecksFor('https://example.com/shop/shoes', rules)]).toEqual(['htst']);
    expect([...acceptedChecksFor('https://docs.example.com/guide', rules)].sort()).toEqual([
      'htst',
      'title',
    ]);
    expect([...acceptedChecksFor('https://example.com/guide', rules)]).toEqual(['htst']);
  });

  it('stays linear on a hostile pattern and URL', () => {
    const hostile = parseAcceptRules(`/${'*a'.repeat(200)}: title`);
    const url = `https://example.com/${'a'.repeat(20_000)}b`;
    expect(acceptedChecksFor(url, hostile).size).toBe(0);
  });
});
