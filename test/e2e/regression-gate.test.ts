// The regression gate end to end: the bundled action against the reference service over real
// HTTP, pages served on 127.0.0.1 whose HTML a test changes between runs. A first run writes its
// results; later runs compare with them (a file), with another origin (baseline-url), or with
// each report's state before a refresh.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Fixture,
  type Listening,
  listen,
  scanEachCase,
  startFixture,
} from '../support/fixture.js';

const API_KEY = 'sk_e2e_regression_gate_7f2b9c4e1a';
const scan = scanEachCase([API_KEY]);
const runStep = scan.runStep;

/** A page that passes the content checks; `worse` drops its meta description and title words. */
function html(path: string, worse = false): string {
  const words = Array.from({ length: 120 }, (_, i) => `handmade oak chairs and tables ${i}`).join(
    ' ',
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Handmade oak chairs and tables from our workshop ${path}</title>
${worse ? '' : '<meta name="description" content="Handmade oak chairs and tables, built to order in our workshop and delivered across the country within six weeks.">'}
<link rel="icon" href="/favicon.ico"></head>
<body><h1>Handmade oak chairs ${path}</h1><h2>Tables</h2><p>${words}</p>
<img src="/chair.webp" alt="handmade oak chair" width="400" height="300"></body></html>`;
}

/** A site whose pages can be made worse between runs. */
async function site(): Promise<Listening & { worse: Set<string> }> {
  const worse = new Set<string>();
  const listening = await listen((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/a' || path === '/b') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html(path, worse.has(path)));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  return Object.assign(listening, { worse });
}

// A lost meta description is a warning by default, and only a check failing at error is a
// regression: the team makes it one (docs/rules.md). load_time is off: on a busy machine the same
// page loads in 0.1 s in one run and 2.5 s in the next, and this file tests the gate, not speed.
const EMBEDDED = {
  'allow-private-network': 'true',
  'fail-on': 'never',
  rules: 'meta_description: error\nload_time: off',
};
const folder = () => mkdtempSync(join(tmpdir(), 'seo-gate-'));

describe('baseline: a results file', () => {
  let pages: Awaited<ReturnType<typeof site>>;
  let baselineFile: string;
  beforeAll(async () => {
    pages = await site();
    const dir = join(folder(), 'reports');
    const first = await runStep('main', {
      ...EMBEDDED,
      urls: `${pages.url}/a\n${pages.url}/b`,
      'report-dir': dir,
    });
    expect(first.code).toBe(0);
    baselineFile = join(dir, 'results.json');
    const results = JSON.parse(readFileSync(baselineFile, 'utf8'));
    expect(results[0]['failed-checks']).toEqual(expect.any(Array));
    expect(results[0]['failed-checks']).not.toContain('meta_description');
    pages.worse.add('/a');
    return pages.close;
  });

  it('fails when a page got worse, naming the page and the check', async () => {
    const run = await runStep('main', {
      ...EMBEDDED,
      urls: `${pages.url}/a\n${pages.url}/b`,
      baseline: baselineFile,
      'fail-on-regression': 'checks',
    });
    expect(run.code).toBe(1);
    expect(run.outputs.passed).toBe('false');
    expect(run.outputs['regressed-pages']).toBe('1');
    const regressions = JSON.parse(run.outputs.regressions ?? '');
    expect(regressions).toEqual([
      expect.objectContaining({
        page: `${pages.url}/a`,
        'newly-failed': expect.arrayContaining(['meta_description']),
      }),
    ]);
    expect(regressions[0].after).toBeLessThan(regressions[0].before);
    expect(run.summary).toContain('Failed: 1 page regressed, 0 improved; 2 pages');
    expect(run.summary).toContain(`Compared with ${baselineFile}.`);
    expect(run.summary).toMatch(
      /\| ▼ \d+(\.\d)? \| \*\*new: Meta description \(meta_description\)/,
    );
    expect(run.stdout).toMatch(
      /::error::Failed: 1 page regressed, 0 improved; 2 pages, .* \(fail-on: never, fail-on-regression: checks\)\. http:\/\/127\.0\.0\.1:\d+\/a: a check that passed in the baseline fails now: Meta description \(meta_description\)/,
    );
    expect(run.stdout).toMatch(
      /::error title=SEO%3A page regressed::.*\/a: .* since the baseline\. Newly failed: Meta description/,
    );
  });

  it('passes when the team accepts that check, and shows it as accepted', async () => {
    const run = await runStep('main', {
      ...EMBEDDED,
      urls: `${pages.url}/a\n${pages.url}/b`,
      baseline: baselineFile,
      'fail-on-regression': 'checks',
      'ignore-checks': '/a: meta_description',
    });
    expect(run.code).toBe(0);
    expect(run.outputs.passed).toBe('true');
    expect(run.summary).toContain('<sub>accepted: Meta description (meta_description)</sub>');
    // Accepted, the check is off: in the row, never among the warnings or their fixes.
    expect(run.summary).not.toContain('**Meta description');
  });

  it('fails on the score drop when points are asked for, and not below them', async () => {
    const strict = await runStep('main', {
      ...EMBEDDED,
      urls: `${pages.url}/a`,
      baseline: baselineFile,
      'fail-on-regression': '1',
    });
    expect(strict.code).toBe(1);
    expect(strict.stdout).toMatch(
      /\/a dropped [\d.]+ points since the baseline \([\d.]+ to [\d.]+\), more than fail-on-regression: 1/,
    );
    const lenient = await runStep('main', {
      ...EMBEDDED,
      urls: `${pages.url}/a`,
      baseline: baselineFile,
      'fail-on-regression': '60',
    });
    expect(lenient.code).toBe(0);
    expect(lenient.outputs['regressed-pages']).toBe('1');
  });

  it('warns and passes when the file is not there (a first run)', async () => {
    const missing = join(folder(), 'results.json');
    const run = await runStep('main', {
      ...EMBEDDED,
      urls: `${pages.url}/b`,
      baseline: missing,
      'fail-on-regression': 'checks',
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      `::warning::No baseline to compare with: ${missing}: there is no such file`,
    );
    expect(run.outputs['regressed-pages']).toBe('0');
  });

  it('stops before auditing when the file is not results, naming the input', async () => {
    const wrong = join(folder(), 'package.json');
    writeFileSync(wrong, '{"name":"site"}');
    const run = await runStep('main', { ...EMBEDDED, urls: `${pages.url}/b`, baseline: wrong });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`::error::Input baseline: ${wrong} is not a results file`);
    expect(run.stdout).not.toContain('Auditing');
    expect(run.outputs.passed).toBeUndefined();
  });
});

describe('baseline-url: another origin in the same run', () => {
  it('audits the same paths on both origins and compares them pair by pair', async () => {
    const production = await site();
    const preview = await site();
    preview.worse.add('/a');
    try {
      const run = await runStep('main', {
        ...EMBEDDED,
        urls: `${preview.url}/a\n${preview.url}/b`,
        'baseline-url': production.url,
        'fail-on-regression': '2,checks',
      });
      expect(run.code).toBe(1);
      expect(run.summary).toContain(`Compared with ${production.url}.`);
      expect(run.stdout).toContain(
        `The same 2 paths are audited on ${production.url} too: the baseline each page is compared with.`,
      );
      expect(run.outputs['regressed-pages']).toBe('1');
      // Only this run's own pages are results; the other origin's are the baseline.
      const results = JSON.parse(run.outputs.results ?? '');
      expect(results.map((r: { url: string }) => r.url)).toEqual([
        `${preview.url}/a`,
        `${preview.url}/b`,
      ]);
      const regressions = JSON.parse(run.outputs.regressions ?? '');
      expect(regressions.map((r: { page: string }) => r.page)).toEqual([`${preview.url}/a`]);
      // The page that did not change reads "=".
      expect(run.summary).toMatch(/\/b \| good \| [\d.]+ \| = \|/);
    } finally {
      production.close();
      preview.close();
    }
  });

  it('refuses an origin with a path, naming the input', async () => {
    const run = await runStep('main', {
      urls: 'https://example.com/a',
      'baseline-url': 'https://www.example.com/shop',
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error::Input baseline-url: must be an origin such as https://www.example.com',
    );
  });
});

describe('mode refresh: each report before the refresh is its baseline', () => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await startFixture(scan, API_KEY);
    return fx.close;
  });

  it('shows the change since the report was last generated, and gates on it', async () => {
    const pages = await site();
    try {
      const urls = `${pages.url}/a\n${pages.url}/b`;
      const created = await runStep('main', fx.inputs({ urls, 'fail-on': 'never' }));
      expect(created.code).toBe(0);
      pages.worse.add('/a');
      const refreshed = await runStep(
        'main',
        fx.inputs({
          urls,
          mode: 'refresh',
          'fail-on': 'never',
          'fail-on-regression': 'checks',
          rules: 'meta_description: error\nload_time: off',
        }),
      );
      expect(refreshed.code).toBe(1);
      expect(refreshed.summary).toContain('Compared with each report before the refresh.');
      expect(refreshed.summary).toMatch(/▼ \d/);
      expect(JSON.parse(refreshed.outputs.regressions ?? '')[0]).toMatchObject({
        page: `${pages.url}/a`,
        'newly-failed': expect.arrayContaining(['meta_description']),
      });
      expect(refreshed.outputs['improved-pages']).toBe('0');
    } finally {
      pages.close();
    }
  });
});
