import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/client/api/index.js';
import { matchKey, reportMatches, searchTextFor } from '../../src/client/audit/url-match.js';

const report = (url: string, fullUrl: string | null = null, id = '1') =>
  ({ id, url, fullUrl }) as Report;

describe('matchKey', () => {
  it.each([
    ['https://www.Example.com/', 'example.com'],
    ['http://example.com', 'example.com'],
    ['example.com', 'example.com'],
    ['https://example.com/Pricing?a=1#top', 'example.com/Pricing?a=1'],
    ['https://example.com/?a=1', 'example.com/?a=1'],
    ['https://example.com/docs/', 'example.com/docs/'],
    ['http://127.0.0.1:8080/a', '127.0.0.1:8080/a'],
    ['127.0.0.1:8080/a', '127.0.0.1:8080/a'],
    ['https://example.com:443/a', 'example.com/a'],
    ['https://wwwx.example.com/a', 'wwwx.example.com/a'],
  ])('%s -> %s', (input, key) => {
    expect(matchKey(input)).toBe(key);
  });

  it('returns null for text that is no URL', () => {
    expect(matchKey('http://')).toBeNull();
  });
});

describe('reportMatches', () => {
  it('matches the cleaned url of the service, never by raw equality', () => {
    expect(reportMatches(report('example.com/pricing'), 'https://www.example.com/pricing')).toBe(
      true,
    );
    expect(reportMatches(report('example.com'), 'https://example.com/')).toBe(true);
    expect(reportMatches(report('example.com/pricing'), 'https://example.com/pricing/x')).toBe(
      false,
    );
    expect(reportMatches(report('example.com/a?b=1'), 'https://example.com/a?b=2')).toBe(false);
  });

  it('prefers the full URL when the service gives one, and accepts the cleaned one too', () => {
    const r = report('example.com/new', 'https://example.com/new');
    expect(reportMatches(r, 'http://example.com/new')).toBe(true);
    expect(
      reportMatches(report('example.com/b', 'https://example.com/a'), 'https://example.com/b'),
    ).toBe(true);
  });
});

describe('searchTextFor', () => {
  it('is the host and path without scheme and www., at most 255 characters', () => {
    expect(searchTextFor('https://www.example.com/a?b=1')).toBe('example.com/a?b=1');
    expect(searchTextFor(`https://example.com/${'x'.repeat(400)}`)).toHaveLength(255);
  });
});
