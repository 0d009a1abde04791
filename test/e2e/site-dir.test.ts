// site-dir end to end: the bundled action and the bundled CLI serve a generated build folder on
// 127.0.0.1 and audit its pages with the embedded service, as production URLs (site-url) under a
// base path. A canonical to production passes; the one to staging is flagged.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBundledCli } from '../cli/support/run-cli.js';
import { PRODUCTION, siteFiles, writeBuildFolder } from '../support/build-folder.js';
import { runStep } from './support/run-action.js';

const folder = writeBuildFolder(siteFiles('/docs'));
const EMPTY = join(folder.parent, 'empty');
mkdirSync(EMPTY);
afterAll(() => folder.remove());

const PAGES = ['/docs/', '/docs/about', '/docs/guide/', '/docs/guide/install'].map(
  (path) => `${PRODUCTION}${path}`,
);

interface Result {
  url: string;
  error: string | null;
  'failed-checks': string[] | null;
}

const inputs = (extra: Record<string, string> = {}) => ({
  'site-dir': folder.dir,
  'site-url': PRODUCTION,
  'base-path': '/docs',
  'fail-on': 'never',
  timeout: '120',
  ...extra,
});

const resultsOf = (outputs: Record<string, string>) =>
  JSON.parse(outputs.results ?? '[]') as Result[];

describe('the action with site-dir', () => {
  it('audits every page of the folder as production URLs, and flags only the staging canonical', async () => {
    const run = await runStep('main', inputs());
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const results = resultsOf(run.outputs);
    expect(results.map((result) => result.url)).toEqual(PAGES);
    for (const result of results) {
      expect(result.error, result.url).toBeNull();
      const flagged = result['failed-checks']?.includes('canonical');
      expect({ url: result.url, flagged }).toEqual({
        url: result.url,
        flagged: result.url.endsWith('/install'),
      });
    }
    expect(run.stdout).toMatch(
      /Folder .*dist: served at http:\/\/127\.0\.0\.1:\d+ as https:\/\/www\.example\.com; 4 HTML pages; 4 added to the list\./,
    );
    // The summary names the pages as users know them, not where the runner served them.
    expect(run.summary).toContain(`${PRODUCTION}/docs/guide/install`);
    expect(run.summary).not.toMatch(/127\.0\.0\.1:\d+\/docs/);
  });

  it('splits the sorted list across shards, each page once, and caps it at max-pages', async () => {
    const [first, second] = await Promise.all([
      runStep('main', inputs({ shard: '1/2' })),
      runStep('main', inputs({ shard: '2/2' })),
    ]);
    expect(resultsOf(first?.outputs ?? {}).map((r) => r.url)).toEqual(PAGES.slice(0, 2));
    expect(resultsOf(second?.outputs ?? {}).map((r) => r.url)).toEqual(PAGES.slice(2));

    const capped = await runStep('main', inputs({ 'max-urls': '3' }));
    expect(resultsOf(capped.outputs).map((r) => r.url)).toEqual(PAGES.slice(0, 3));
    expect(capped.stdout).toContain('::warning::max-urls is deprecated: use max-pages');
    expect(capped.stdout).toContain('1 of its 4 new pages were left out (max-pages: 3)');
  });

  const refused: [string, Record<string, string>, string][] = [
    [
      'a missing folder',
      { 'site-dir': join(folder.parent, 'missing') },
      `Input site-dir: "${join(folder.parent, 'missing')}" no such folder`,
    ],
    [
      'a file instead of a folder',
      { 'site-dir': join(folder.dir, 'about.html') },
      `Input site-dir: "${join(folder.dir, 'about.html')}" is a file, not a folder`,
    ],
    [
      'an empty folder',
      { 'site-dir': EMPTY },
      `Input site-dir: "${EMPTY}" holds no .html file (did the build run, and is this its output folder?)`,
    ],
    [
      'a remote base-url',
      { 'base-url': 'https://seo.example.com', 'api-key': 'sk_unused_key_1234567890' },
      'Input site-dir: works with the embedded service only: leave base-url empty',
    ],
    [
      'a bad base-path',
      { 'base-path': 'docs/' },
      'Input base-path: must be a path such as /docs or /my-repo',
    ],
    [
      'a bad site-url',
      { 'site-url': 'https://www.example.com/docs' },
      'Input site-url: must be an origin such as https://www.example.com, without a path',
    ],
  ];
  for (const [what, extra, message] of refused)
    it(`fails on ${what} with one line naming the input`, async () => {
      const run = await runStep('main', inputs(extra));
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(`::error::${message}`);
    });
});

describe('seo-report audit --dir', () => {
  it('audits the folder like the action does', async () => {
    const run = await runBundledCli([
      'audit',
      '--dir',
      folder.dir,
      '--site-url',
      PRODUCTION,
      '--base-path',
      '/docs',
      '--fail-on',
      'never',
      '--format',
      'json',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const parsed = JSON.parse(run.stdout) as Result[] | { results: Result[] };
    const results = Array.isArray(parsed) ? parsed : parsed.results;
    expect(results.map((result) => result.url)).toEqual(PAGES);
    const flagged = results.filter((result) => result['failed-checks']?.includes('canonical'));
    expect(flagged.map((result) => result.url)).toEqual([`${PRODUCTION}/docs/guide/install`]);
    expect(run.stderr).toContain('4 HTML pages; 4 added to the list.');
  });

  it('names --dir in its errors', async () => {
    const empty = join(folder.parent, 'missing');
    const run = await runBundledCli(['audit', '--dir', empty]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`seo-report audit: --dir "${empty}" no such folder`);
    const file = await runBundledCli(['audit', '--dir', join(folder.dir, 'about.html')]);
    expect(file.stderr).toContain('is a file, not a folder');
  });
});
