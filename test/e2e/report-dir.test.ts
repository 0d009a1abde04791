// The action's report-dir, with the bundled action run as the runner runs it: the embedded
// service writes every report as JSON and as the service's HTML page, and the summary lists every
// failed check since no report link would outlive the job. One page is rendered to a PNG with
// Debian's chromium (installed by .ci/run; skipped elsewhere when it is missing).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportFileName } from '../../src/client/app/report-dir.js';
import { type Fixture, scanEachCase, startFixture } from '../support/fixture.js';

const API_KEY = 'sk_e2e_report_dir_key_3a9c7e1b5d';
// Random characters first: the scan also looks for a secret's first 8 characters.
const PASSWORD = 'Wq4!z-report-dir-password';
/** The start of the embedded service's throwaway key: the rest is random. */
const EMBEDDED_KEY_START = 'sk_embedded_';

// Every run (its report-dir included) and the service's log are scanned after each case.
const scan = scanEachCase([API_KEY, PASSWORD, EMBEDDED_KEY_START]);
const runStep = scan.runStep;

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture(scan, API_KEY);
  return fx.close;
});

function chromiumPath(): string | null {
  for (const name of ['chromium', 'chromium-browser']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim() !== '') return found.stdout.trim();
  }
  return null;
}

describe('report-dir with the embedded service', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'seo-report-dir-')), 'seo-reports');
  let run: Awaited<ReturnType<typeof runStep>>;

  beforeAll(async () => {
    run = await runStep('main', {
      urls: `${fx.site.pages.good}\n${fx.site.pages.middling}\n${fx.site.pages.poor}`,
      'allow-private-network': 'true',
      'report-dir': dir,
    });
  });

  it('writes each report as JSON and HTML, an index and the results', () => {
    expect(run.code).toBe(1); // the poor page is bad
    expect(run.stdout).toContain(`Wrote 3 reports to ${dir} (open index.html).`);
    const results = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8'));
    expect(results).toEqual(JSON.parse(run.outputs.results ?? ''));
    expect(readdirSync(dir).sort()).toEqual(
      [
        ...results.flatMap((r: { id: string }) => [`${r.id}.html`, `${r.id}.json`]),
        'index.html',
        'results.json',
      ].sort(),
    );
    for (const [i, result] of results.entries()) {
      const json = JSON.parse(readFileSync(join(dir, `${result.id}.json`), 'utf8'));
      expect(String(json.id)).toBe(result.id);
      expect(json.result).toBe(['good', 'decent', 'bad'][i]);
      expect(json.results.title.importance).toBe('high');
      const html = readFileSync(join(dir, `${result.id}.html`), 'utf8');
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      expect(html).toContain(json.url);
      // Self-contained: no script and nothing fetched from elsewhere.
      expect(html).not.toMatch(/<script|<link[^>]+stylesheet|src="http/i);
    }
    const index = readFileSync(join(dir, 'index.html'), 'utf8');
    for (const result of results) expect(index).toContain(`href="${result.id}.html"`);
    // The scanner checks that the throwaway key of the embedded service is nowhere in the files.
  });

  it('shows every failed check in the summary, each once, and no report link', () => {
    // The errors above the table with the page's own evidence, the warnings and notices folded
    // under it, and how to fix each check once.
    expect(run.summary).toMatch(
      /- ❌ \*\*Title \(title\)\*\* on [^\n]*\/Welcome_Page\.php: The page has no title\./,
    );
    expect(run.summary).toMatch(
      /<details><summary>⚠️ Warnings: \d+ checks, \d+ findings<\/summary>/,
    );
    expect(run.summary).toMatch(/- Favicon \(favicon\), \d pages?: [^\n]*\/Welcome_Page\.php/);
    expect(run.summary).toMatch(/<details><summary>🔧 How to fix: \d+ checks<\/summary>/);
    expect(run.summary.match(/^- \*\*Title\*\*: /gm)).toHaveLength(1);
    expect(run.summary).not.toMatch(/\]\(http/);
    expect(run.summary).not.toContain('| Report |');
  });

  it('writes an HTML page that renders (screenshot with chromium when installed)', (context) => {
    const chromium = chromiumPath();
    if (chromium === null) {
      // CI installs it (.ci/run): there a missing browser is a failure, not a skip.
      if (process.env.CI)
        throw new Error('chromium is not installed (apt-get install -y chromium)');
      context.skip('chromium is not installed (apt-get install -y chromium)');
      return;
    }
    const results = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8'));
    const png = join(dir, '..', 'poor.png');
    execFileSync(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--user-data-dir=${mkdtempSync(join(tmpdir(), 'chromium-'))}`,
        `--screenshot=${png}`,
        '--window-size=1200,1600',
        `file://${join(dir, `${results[2].id}.html`)}`,
      ],
      { stdio: 'ignore', timeout: 60_000 },
    );
    expect(existsSync(png)).toBe(true);
    const image = readFileSync(png);
    expect(image.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(image.readUInt32BE(16)).toBe(1200); // width from the IHDR chunk
    // A blank page compresses to a few kilobytes; a rendered report is far larger.
    expect(image.length).toBeGreaterThan(30_000);
  });
});

describe('report-dir with a service of its own', () => {
  it('writes the reports without the key or the password', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'seo-report-dir-')), 'nested', 'reports');
    const run = await runStep('main', {
      'base-url': fx.service.url,
      'api-key': API_KEY,
      urls: fx.site.pages.good,
      privacy: 'password',
      password: PASSWORD,
      'report-dir': dir,
    });
    expect(run.code, run.stdout).toBe(0);
    const [result] = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8'));
    expect(result['report-url']).toBe(`${fx.service.url}/reports/${result.id}`);
    // The scanner searches every file of the folder for the key and the password.
    expect(readdirSync(dir)).toContain('index.html');
    // A remote service's links live on: the summary links the report, and says what it asks.
    expect(run.summary).toContain(`](${fx.service.url}/reports/${result.id})`);
    expect(run.summary).toContain('the reports ask for their password');
  });
});

describe('reportFileName', () => {
  it('keeps plain ids and gives every other id a safe, distinct name', () => {
    expect(reportFileName('12')).toBe('12');
    expect(reportFileName('rep_Ab-9')).toBe('rep_Ab-9');
    const odd = ['../../etc/passwd', 'index', 'results', 'CON', 'a/b', 'a?b', '', 'x'.repeat(300)];
    const names = odd.map(reportFileName);
    for (const name of names) {
      expect(name).toMatch(/^report-([A-Za-z0-9_-]*-)?[0-9a-f]{12}$/);
      expect(name.length).toBeLessThan(80);
    }
    expect(new Set(names).size).toBe(odd.length);
  });
});
