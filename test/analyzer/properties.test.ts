// Properties that must hold for any input, checked on generated ones.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDocument, CHECK_KEYS, classifyAddress } from '../../src/server/analyzer/index.js';

const tag = fc.constantFrom(
  'p',
  'div',
  'h1',
  'h2',
  'a',
  'img',
  'script',
  'style',
  'title',
  'svg',
  'meta',
  'br',
  'TITLE',
  'picture',
  'source',
);
const attribute = fc
  .tuple(
    fc.constantFrom('href', 'src', 'alt', 'style', 'rel', 'srcset', 'content', 'name', 'lang', 'x'),
    fc.string(),
  )
  .map(([name, value]) => `${name}="${value.replaceAll('"', '&quot;')}"`);
const token = fc.oneof(
  fc.string(),
  fc
    .tuple(tag, fc.array(attribute, { maxLength: 3 }))
    .map(([name, attrs]) => `<${name} ${attrs.join(' ')}>`),
  tag.map((name) => `</${name}>`),
  fc.constantFrom(
    '&amp;',
    '&#x1F600;',
    '<!--',
    '-->',
    '<!DOCTYPE html>',
    '<![CDATA[',
    ']]>',
    '/>',
    '<',
    '>',
  ),
);
const html = fc.array(token, { maxLength: 60 }).map((tokens) => tokens.join(''));

describe('analyzeDocument on arbitrary markup', () => {
  it('never throws, runs every check, and scores within 0..100', () => {
    fc.assert(
      fc.property(html, (body) => {
        const analysis = analyzeDocument({
          url: 'https://chairs.test/',
          finalUrl: 'https://chairs.test/',
          status: 200,
          headers: { 'content-type': 'text/html' },
          body,
        });
        if (analysis.failure !== null) {
          expect(analysis.failure.code).toBe('empty');
          return;
        }
        expect(Object.keys(analysis.results)).toEqual(CHECK_KEYS);
        expect(analysis.score).toBeGreaterThanOrEqual(0);
        expect(analysis.score).toBeLessThanOrEqual(100);
      }),
      { numRuns: 300 },
    );
  });
});

describe('classifyAddress', () => {
  it('judges an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        expect(classifyAddress(`::ffff:${v4}`)).toBe(classifyAddress(v4));
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.ipV6(), fc.ipV4Extended()), (text) => {
        expect(typeof classifyAddress(text)).toBe('string');
      }),
    );
  });
});
