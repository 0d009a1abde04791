// The one URL cleaning (src/shared/url-key.ts): the service stores cleanUrl, the client compares
// by urlKey (test/audit/url-match.test.ts covers matchKey, which is urlKey).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bareHost, cleanUrl, urlKey } from '../../src/shared/url-key.js';

describe('cleanUrl', () => {
  it.each([
    ['https://www.Example.com/', 'example.com'],
    ['https://example.com/Pricing?a=1#top', 'example.com/Pricing?a=1'],
    ['https://example.com/?a=1', 'example.com/?a=1'],
    ['https://example.com/docs/', 'example.com/docs/'],
    ['http://127.0.0.1:8080/a', '127.0.0.1:8080/a'],
    ['http://[::1]:8080/', '[::1]:8080'],
    // The scheme is known here: a port that is not its default stays.
    ['http://example.com:443/a', 'example.com:443/a'],
    ['https://example.com:443/a', 'example.com/a'],
    ['https://wwwx.example.com/a', 'wwwx.example.com/a'],
    ['example.com/a', 'example.com/a'],
  ])('%s -> %s', (input, cleaned) => {
    expect(cleanUrl(input)).toBe(cleaned);
  });

  it('is null for text that is no URL', () => {
    expect(cleanUrl('http://')).toBeNull();
    expect(cleanUrl('not a url')).toBeNull();
  });
});

describe('urlKey', () => {
  it('drops :80 and :443 whatever the scheme: a cleaned URL has none', () => {
    expect(urlKey('http://example.com:443/a')).toBe('example.com/a');
    expect(urlKey('example.com:80/a')).toBe('example.com/a');
    expect(urlKey('example.com:8443/a')).toBe('example.com:8443/a');
  });

  it('with samePage, also drops a trailing "/" of the path', () => {
    expect(urlKey('https://x.test/b/')).toBe('x.test/b/');
    expect(urlKey('https://x.test/b/', { samePage: true })).toBe('x.test/b');
    expect(urlKey('https://x.test/b/?q=1', { samePage: true })).toBe('x.test/b?q=1');
    expect(urlKey('https://www.x.test/', { samePage: true })).toBe('x.test');
  });

  it('keys a URL as services store it the same as the URL itself', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const stored = cleanUrl(url);
        expect(stored).not.toBeNull();
        expect(urlKey(stored as string)).toBe(urlKey(url));
      }),
      { seed: 27, numRuns: 500 },
    );
  });
});

describe('bareHost', () => {
  it('lower-cases and drops one leading www.', () => {
    expect(bareHost('WWW.Example.com')).toBe('example.com');
    expect(bareHost('www.www.example.com')).toBe('www.example.com');
  });
});
