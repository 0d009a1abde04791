// The inputs of modes refresh and delete, sitemap, max-urls and shard.
import { describe, expect, it } from 'vitest';
import { parseJobConfig as parseInputs } from '../../src/client/app/config.js';

const remote = { 'base-url': 'https://seo.example.com', 'api-key': 'k' };
const read = (inputs: Record<string, string>) => (name: string) =>
  ({ ...remote, ...inputs })[name] ?? '';

describe('mode', () => {
  it('takes create, refresh and delete', () => {
    expect(parseInputs(read({ urls: 'https://a.test' })).mode).toBe('create');
    expect(parseInputs(read({ urls: 'https://a.test', mode: 'refresh' })).mode).toBe('refresh');
    expect(() => parseInputs(read({ urls: 'https://a.test', mode: 'update' }))).toThrowError(
      expect.objectContaining({
        errorCode: 'SEO_OPTION_INVALID',
        message: 'Input mode: must be create, refresh or delete (got "update")',
      }),
    );
  });

  it('needs base-url for refresh and delete', () => {
    expect(() =>
      parseInputs(
        (name: string) =>
          (({ urls: 'https://a.test', mode: 'refresh' }) as Record<string, string>)[name] ?? '',
      ),
    ).toThrowError('Input mode: refresh needs base-url');
  });

  it('refresh with project needs no urls; without project it does', () => {
    const config = parseInputs(read({ mode: 'refresh', project: 'site' }));
    expect(config.urls).toEqual([]);
    expect(() => parseInputs(read({ mode: 'refresh' }))).toThrowError('Input urls: is required');
  });
});

describe('report-ids', () => {
  it('lists the ids to delete, separated as the report-ids output is', () => {
    const config = parseInputs(read({ mode: 'delete', 'report-ids': '12, 13\n14,12' }));
    expect(config.reportIds).toEqual(['12', '13', '14']);
    expect(config.urls).toEqual([]);
  });

  it('is refused outside mode delete, and with project', () => {
    expect(() => parseInputs(read({ urls: 'https://a.test', 'report-ids': '1' }))).toThrowError(
      'Input report-ids: is only used with mode: delete',
    );
    expect(() =>
      parseInputs(read({ mode: 'delete', 'report-ids': '1', project: 'p' })),
    ).toThrowError('Input report-ids: and project are both set');
    expect(parseInputs(read({ mode: 'delete', project: 'p' })).reportIds).toEqual([]);
  });

  it('refuses urls, sitemap and shard with mode delete', () => {
    expect(() =>
      parseInputs(read({ mode: 'delete', 'report-ids': '1', urls: 'https://a.test' })),
    ).toThrowError('Input urls: is not used with mode: delete');
  });
});

describe('sitemap, max-pages and shard', () => {
  it('makes urls optional with a sitemap, max-pages defaults to 50', () => {
    const config = parseInputs(read({ sitemap: 'https://a.test/sitemap.xml' }));
    expect(config.urls).toEqual([]);
    expect(config.sitemap).toBe('https://a.test/sitemap.xml');
    expect(config.maxPages).toBe(50);
    expect(config.shard).toBeUndefined();
  });

  it('checks each with one line', () => {
    expect(() => parseInputs(read({ sitemap: 'ftp://a.test/s.xml' }))).toThrowError(
      'Input sitemap: must use http or https',
    );
    expect(() =>
      parseInputs(read({ sitemap: 'https://a.test/s.xml', 'max-pages': '0' })),
    ).toThrowError('Input max-pages: must be a whole number from 1 to 1000 (got "0")');
    expect(() => parseInputs(read({ urls: 'https://a.test', shard: '3/2' }))).toThrowError(
      'Input shard: must be i/n with 1 <= i <= n <= 256, e.g. 2/4 (got "3/2")',
    );
    expect(parseInputs(read({ urls: 'https://a.test', shard: '2/3' })).shard).toEqual({
      index: 2,
      count: 3,
    });
  });
});
