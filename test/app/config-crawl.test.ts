// The crawl's inputs: crawl and the crawl-* options, their defaults, and a clear error for each
// bad value, naming the input.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJobConfig as parseInputs } from '../../src/client/app/config.js';

const read = (inputs: Record<string, string>) => (name: string) =>
  ({ urls: 'https://shop.test/', ...inputs })[name] ?? '';
const crawl = (inputs: Record<string, string> = {}) =>
  parseInputs(read({ crawl: 'true', ...inputs })).crawl;

/** The defaults action.yml passes for every crawl-* input. */
const ACTION_DEFAULTS = {
  crawl: 'false',
  'crawl-discovery': 'reports',
  'crawl-robots': 'true',
  'crawl-query': 'drop',
};

describe('crawl', () => {
  it('is off unless asked for, whatever defaults the action passes', () => {
    expect(parseInputs(read({})).crawl).toBeUndefined();
    expect(parseInputs(read(ACTION_DEFAULTS)).crawl).toBeUndefined();
  });

  it('has defaults: reports, robots.txt obeyed, queries dropped, max-pages pages', () => {
    expect(crawl({ 'max-pages': '120' })).toEqual({
      maxPages: 120,
      discovery: 'reports',
      origins: [],
      robots: true,
      include: [],
      exclude: [],
      samples: [],
      keepQuery: false,
    });
  });

  it('reads every option', () => {
    expect(
      crawl({
        'crawl-discovery': 'pages',
        'crawl-origins': 'https://docs.shop.test, https://cdn.shop.test/',
        'crawl-robots': 'false',
        'crawl-include': '/docs/*\n/blog/*',
        'crawl-exclude': '/docs/old/*',
        'crawl-query': 'keep',
        'crawl-sample': '/blog/*: 5\nhttps://shop.test/p/*: 2',
      }),
    ).toEqual({
      maxPages: 50,
      discovery: 'pages',
      origins: ['https://docs.shop.test', 'https://cdn.shop.test'],
      robots: false,
      include: ['/docs/*', '/blog/*'],
      exclude: ['/docs/old/*'],
      samples: [
        { pattern: '/blog/*', max: 5 },
        { pattern: 'https://shop.test/p/*', max: 2 },
      ],
      keepQuery: true,
    });
  });

  it.each([
    [{ crawl: 'yes' }, 'Input crawl: must be true or false (got "yes")'],
    [
      { 'crawl-discovery': 'links' },
      'Input crawl-discovery: must be reports or pages (got "links")',
    ],
    [{ 'crawl-robots': 'no' }, 'Input crawl-robots: must be true or false (got "no")'],
    [{ 'crawl-query': 'strip' }, 'Input crawl-query: must be drop or keep (got "strip")'],
    [
      { 'crawl-origins': 'https://docs.shop.test/guide' },
      'Input crawl-origins: must be origins such as https://cdn.example.com, separated by commas or newlines (got "https://docs.shop.test/guide")',
    ],
    [
      { 'crawl-include': 'docs/*' },
      'Input crawl-include: pattern "docs/*" must start with / (a path) or http(s):// (a URL)',
    ],
    [
      { 'crawl-exclude': 'ftp://x' },
      'Input crawl-exclude: pattern "ftp://x" must start with / (a path) or http(s):// (a URL)',
    ],
    [
      { 'crawl-sample': '/blog/*' },
      'Input crawl-sample: must be one pattern: count per line, such as /blog/*: 5 (got "/blog/*")',
    ],
    [
      { 'crawl-sample': '/blog/*: 0' },
      'Input crawl-sample: count for "/blog/*" must be a whole number from 1 to 50 (the most pages audited; got "0")',
    ],
    [
      { 'crawl-sample': 'blog: 3' },
      'Input crawl-sample: pattern "blog" must start with / (a path) or http(s):// (a URL)',
    ],
  ])('refuses %o', (inputs, message) => {
    expect(() => crawl(inputs)).toThrowError(message);
  });

  it('refuses crawl-* options without crawl', () => {
    expect(() => parseInputs(read({ 'crawl-sample': '/blog/*: 5' }))).toThrowError(
      'Input crawl-sample: is used with crawl: true only',
    );
    expect(() => parseInputs(read({ ...ACTION_DEFAULTS, 'crawl-robots': 'false' }))).toThrowError(
      'Input crawl-robots: is used with crawl: true only',
    );
  });

  it('refuses what a crawl cannot be combined with, saying why and what to do instead', () => {
    const remote = { 'base-url': 'https://seo.example.com', 'api-key': 'k' };
    expect(() => crawl({ ...remote, mode: 'refresh' })).toThrowError(
      'Input crawl: does not work with mode: refresh: a refresh compares each report with its state before, for pages known in advance, and the pages an earlier crawl reached but this one does not would be neither refreshed nor reported as gone. Crawl with project in mode: create, then refresh that project (mode: refresh with project and no urls); or compare crawls with baseline',
    );
    expect(() => crawl({ ...remote, mode: 'delete', urls: '', project: 'shop' })).toThrowError(
      "Input crawl: does not work with mode: delete, which deletes reports and audits nothing: to delete a crawl's reports, give their ids to report-ids, or the crawl's project, with mode: delete (in the action, cleanup: true deletes them after the job)",
    );
    expect(() => crawl({ shard: '1/2' })).toThrowError(
      'Input shard: cannot be used with crawl: true: a crawl finds its pages as it goes, so each job would have to crawl (and audit) the whole site to agree on a split. Shard a list every job reads the same: site-dir or sitemap',
    );
    expect(() => crawl({ urls: '', sitemap: 'https://shop.test/sitemap.xml' })).toThrowError(
      'Input urls: is required with crawl: true',
    );
  });

  it('takes site-dir (the crawl starts from its root page), baseline and baseline-url', () => {
    const folder = mkdtempSync(join(tmpdir(), 'seo-crawl-config-'));
    try {
      writeFileSync(join(folder, 'index.html'), '<title>Home</title>');
      const config = parseInputs(read({ crawl: 'true', urls: '', 'site-dir': folder }));
      expect(config.crawl?.maxPages).toBe(50);
      expect(config.siteDir?.dir).toBe(folder);
      expect(config.urls).toEqual([]);
      // A baseline file compares a crawl with an earlier one, baseline-url with another origin's.
      const compared = parseInputs(read({ crawl: 'true', baseline: 'results.json' }));
      expect(compared.baseline).toEqual({ kind: 'file', path: 'results.json' });
      const origins = parseInputs(
        read({ crawl: 'true', 'baseline-url': 'https://prod.shop.test' }),
      );
      expect(origins.baselineUrl).toBe('https://prod.shop.test');
      // site-url is read from the folder: as the baseline, the build would meet itself.
      expect(() =>
        parseInputs(
          read({
            'site-dir': folder,
            'site-url': 'https://www.shop.test',
            'baseline-url': 'https://www.shop.test/',
          }),
        ),
      ).toThrowError(
        'Input baseline-url: is site-url, which is read from the folder (site-dir): the pages would be compared with themselves. Compare the build with production through baseline (a results file, or branch:NAME)',
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
