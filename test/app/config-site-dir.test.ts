// The site-dir options and max-pages: each bad value is one line naming the input and what is
// allowed; max-urls keeps working as max-pages' old name.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseJobConfig } from '../../src/client/app/config.js';
import { INPUT_WORDING, word } from '../../src/client/app/messages.js';
import { siteDirOptions } from '../../src/client/app/site-dir-config.js';
import { siteFiles, writeBuildFolder } from '../support/build-folder.js';

const folder = writeBuildFolder(siteFiles());
// An empty folder, and another build folder after dist in the order auto looks.
mkdirSync(join(folder.parent, 'public'));
mkdirSync(join(folder.parent, 'build'));
writeFileSync(join(folder.parent, 'build', 'index.html'), '<title>b</title>');
afterAll(() => folder.remove());

const read = (inputs: Record<string, string>) => (name: string) => inputs[name] ?? '';
const parse = (inputs: Record<string, string>) => parseJobConfig(read(inputs));

describe('site-dir', () => {
  it('makes urls optional and takes the conventions, with their defaults', () => {
    const config = parse({ 'site-dir': folder.dir });
    expect(config.urls).toEqual([]);
    expect(config.siteDir).toEqual({
      dir: folder.dir,
      detected: false,
      siteUrl: undefined,
      basePath: '',
      trailingSlash: 'auto',
      spaFallback: null,
    });
    const full = parse({
      'site-dir': folder.dir,
      'site-url': 'https://www.example.com/',
      'base-path': '/docs/',
      'trailing-slash': 'never',
      'spa-fallback': 'true',
      shard: '1/2',
    });
    expect(full.siteDir).toMatchObject({
      siteUrl: 'https://www.example.com',
      basePath: '/docs',
      trailingSlash: 'never',
      spaFallback: 'index.html',
    });
  });

  it('finds the build folder with auto, the first candidate with an index.html', () => {
    // dist (the folder) comes first; public has no index.html anyway.
    expect(siteDirOptions(read({ 'site-dir': 'auto' }), false, false, folder.parent)).toMatchObject(
      { dir: relative(process.cwd(), folder.dir), detected: true },
    );
    expect(() =>
      siteDirOptions(read({ 'site-dir': 'auto' }), false, false, join(folder.parent, 'public')),
    ).toThrowError(
      `Input site-dir: auto found no build folder: none of dist, build, out, _site, public in ${join(folder.parent, 'public')} has an index.html; give the folder's path`,
    );
  });

  const bad: [string, Record<string, string>, string][] = [
    [
      'a missing folder',
      { 'site-dir': '/no/such/dir' },
      'Input site-dir: "/no/such/dir" no such folder',
    ],
    [
      'a file',
      { 'site-dir': join(folder.dir, 'about.html') },
      `Input site-dir: "${join(folder.dir, 'about.html')}" is a file, not a folder`,
    ],
    [
      'an empty folder',
      { 'site-dir': join(folder.parent, 'public') },
      `Input site-dir: "${join(folder.parent, 'public')}" holds no .html file (did the build run, and is this its output folder?)`,
    ],
    [
      'a remote base-url',
      { 'site-dir': folder.dir, 'base-url': 'https://seo.example.com', 'api-key': 'k' },
      "Input site-dir: works with the embedded service only: leave base-url empty (a service elsewhere cannot reach the folder served on this machine's 127.0.0.1)",
    ],
    [
      'render',
      { 'site-dir': folder.dir, render: 'true' },
      'Input render: does not work with site-dir yet',
    ],
    [
      'a site-url with a path',
      { 'site-dir': folder.dir, 'site-url': 'https://octo.github.io/repo' },
      'Input site-url: must be an origin such as https://www.example.com, without a path (got "https://octo.github.io/repo"): a site under a path, such as a GitHub Pages project site, gives the path as base-path',
    ],
    [
      'a site-url that is no URL',
      { 'site-dir': folder.dir, 'site-url': 'www.example.com' },
      'Input site-url: must be the site\'s production origin, an absolute http(s) URL such as https://www.example.com (got "www.example.com")',
    ],
    [
      'a base-path without a slash',
      { 'site-dir': folder.dir, 'base-path': 'docs' },
      'Input base-path: must be a path such as /docs or /my-repo',
    ],
    [
      'a base-path going up',
      { 'site-dir': folder.dir, 'base-path': '/a/../b' },
      'Input base-path: must be a path',
    ],
    [
      'a trailing-slash policy',
      { 'site-dir': folder.dir, 'trailing-slash': 'sometimes' },
      'Input trailing-slash: must be auto, always or never (got "sometimes")',
    ],
    [
      'a spa-fallback outside the folder',
      { 'site-dir': folder.dir, 'spa-fallback': '../secret.txt' },
      'Input spa-fallback: must be true (index.html), false, or an .html file of site-dir',
    ],
    [
      'a spa-fallback that is missing',
      { 'site-dir': folder.dir, 'spa-fallback': '200.html' },
      `Input spa-fallback: names "200.html", which is not a file of the site-dir folder "${folder.dir}"`,
    ],
    [
      'site-url without site-dir',
      { urls: 'https://a.test', 'site-url': 'https://www.example.com' },
      'Input site-url: works with site-dir only',
    ],
  ];
  for (const [what, inputs, message] of bad)
    it(`refuses ${what} in one line`, () => expect(() => parse(inputs)).toThrowError(message));

  it('accepts action.yml default trailing-slash: auto without site-dir', () => {
    expect(parse({ urls: 'https://a.test', 'trailing-slash': 'auto' }).siteDir).toBeUndefined();
  });
});

describe('max-pages', () => {
  it('defaults to 50, and goes to 10000 embedded but 1000 with a remote service', () => {
    expect(parse({ urls: 'https://a.test' }).maxPages).toBe(50);
    expect(parse({ urls: 'https://a.test', 'max-pages': '10000' }).maxPages).toBe(10_000);
    expect(() =>
      parse({
        urls: 'https://a.test',
        'max-pages': '1001',
        'base-url': 'https://seo.example.com',
        'api-key': 'k',
      }),
    ).toThrowError('Input max-pages: must be a whole number from 1 to 1000 (got "1001")');
  });

  it('takes max-urls as its old name, with a warning', () => {
    const config = parse({ urls: 'https://a.test', 'max-urls': '7' });
    expect(config.maxPages).toBe(7);
    expect(config.warnings.map((warning) => word(warning, INPUT_WORDING))).toEqual([
      'max-urls is deprecated: use max-pages, the cap of every page found for the run (sitemap, site-dir), with the same value',
    ]);
    expect(parse({ urls: 'https://a.test', 'max-urls': '7', 'max-pages': '7' }).maxPages).toBe(7);
    expect(() => parse({ urls: 'https://a.test', 'max-urls': '7', 'max-pages': '8' })).toThrowError(
      'Input max-urls: and max-pages are both set, to different values: max-urls is the old name of max-pages; keep max-pages alone',
    );
    expect(() => parse({ urls: 'https://a.test', 'max-urls': '0' })).toThrowError(
      'Input max-urls: must be a whole number from 1 to 10000 (got "0")',
    );
  });
});
