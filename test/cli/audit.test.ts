// seo-report audit end to end: the bundled command against the sample site on 127.0.0.1, through
// the embedded service and through a service of its own, in every format, with its exit codes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Fixture, listen, scanEachCase, startFixture } from '../support/fixture.js';

const API_KEY = 'sk_cli_e2e_key_0c7d1e5f9a2b4c6d8e0f';
// Random characters first: the scan also looks for a secret's first 8 characters.
const PASSWORD = 'Lq72!-cli-report-password'; // not reused in any expected text
/** The start of the embedded service's throwaway key: the rest is random. */
const EMBEDDED_KEY_START = 'sk_embedded_';

// Every run (its streams and the files in its folder) and the service's log are scanned after
// each case.
const scan = scanEachCase([API_KEY, PASSWORD, EMBEDDED_KEY_START]);
const runBundledCli = scan.runCli;

let fx: Fixture;
let refusedUrl: string;

beforeAll(async () => {
  fx = await startFixture(scan, API_KEY);
  // A port that nothing listens on: the analyzer cannot fetch the page.
  const closed = await listen(() => {});
  refusedUrl = `${closed.url}/gone`;
  closed.close();
  return fx.close;
});

/** seo-report audit with the embedded service, allowed to reach the sample site on 127.0.0.1. */
const embedded = (args: string[]) => runBundledCli(['audit', '--allow-private-network', ...args]);

const remote = () => ({ SEO_REPORT_BASE_URL: fx.service.url, SEO_REPORT_API_KEY: API_KEY });

describe('seo-report audit with the embedded service', () => {
  it('prints a table and exits 0 when every page passes', async () => {
    const ok = await runBundledCli(['audit', '--allow-private-network', fx.site.pages.good]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/^Page\s+Grade\s+Score\s+Errors \(and warnings\)\n/);
    expect(ok.stdout).toContain(`${fx.site.pages.good}  good`);
    expect(ok.stdout).toContain('Passed: 1 page, 1 good, 0 decent, 0 bad (fail-on: bad)');
    // Not a terminal: one plain progress line per page, no carriage returns.
    expect(ok.stderr).toContain('with the embedded reference service at http://127.0.0.1:');
    expect(ok.stderr).toMatch(/good\s+\d+(\.\d)?\s+http:\/\/127\.0\.0\.1:\d+\/guides/);
    expect(ok.stderr).not.toContain('\r');
  });

  it('exits 1 when a page fails the verdict, naming it', async () => {
    const run = await embedded([fx.site.pages.good, fx.site.pages.poor]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /Failed: \d+ errors \(.*\); 2 pages, 1 good, 0 decent, 1 bad \(fail-on: bad\)/,
    );
    expect(run.stdout).toMatch(/Welcome_Page\.php is bad \(score [\d.]+\), at or below fail-on/);
  });

  it('applies --min-score and --fail-on from flags and the environment', async () => {
    const decent = await runBundledCli(['audit', fx.site.pages.middling], {
      env: { SEO_REPORT_ALLOW_PRIVATE_NETWORK: 'true', SEO_REPORT_FAIL_ON: 'decent' },
    });
    expect(decent.code).toBe(1);
    expect(decent.stdout).toContain('(fail-on: decent)');
    // The flag wins over the variable.
    const never = await runBundledCli(['audit', '--fail-on', 'never', fx.site.pages.middling], {
      env: { SEO_REPORT_ALLOW_PRIVATE_NETWORK: 'true', SEO_REPORT_FAIL_ON: 'decent' },
    });
    expect(never.code).toBe(0);
    const minScore = await runBundledCli(
      ['audit', '--allow-private-network', '--min-score', '99.5', fx.site.pages.good],
      {},
    );
    expect(minScore.code).toBe(1);
    expect(minScore.stdout).toContain('below min-score: 99.5');
  });

  it('refuses a private address unless --allow-private-network is given', async () => {
    const run = await runBundledCli(['audit', fx.site.pages.good]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /error\s+report \d+: the service could not audit the page: .*loopback/i,
    );
    // The message names the fix, as this command spells it.
    expect(run.stdout).toMatch(
      /loopback address; to audit a server on this machine or its network, add --allow-private-network/,
    );
  });

  it('fits the table to COLUMNS, keeping the whole failure', async () => {
    const run = await runBundledCli(['audit', fx.site.pages.good], { env: { COLUMNS: '80' } });
    expect(run.code).toBe(1);
    const table = run.stdout.split('\n\n')[0]?.split('\n') ?? [];
    expect(table.length).toBeGreaterThan(2);
    for (const line of table) expect(line.length).toBeLessThanOrEqual(80);
    expect(table.join(' ').replace(/\s+/g, ' ')).toContain('add --allow-private-network');
  });

  it('writes --format markdown with every failed check, each once', async () => {
    const run = await embedded(['--format', 'markdown', fx.site.pages.poor]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('## SEO audit');
    // The errors first with the page's own evidence; warnings, fixes and notices folded.
    expect(run.stdout).toMatch(
      /- ❌ \*\*Title \(title\)\*\* on http:\/\/127\.0\.0\.1:\d+\/Welcome_Page\.php: The page has no title\./,
    );
    expect(run.stdout).toMatch(/<details><summary>⚠️ Warnings: \d+ checks, \d+ findings<\/summary>/);
    expect(run.stdout).toMatch(
      /- Favicon \(favicon\), 1 page: http:\/\/127\.0\.0\.1:\d+\/Welcome_Page\.php/,
    );
    expect(run.stdout).toMatch(/<details><summary>🔧 How to fix: \d+ checks<\/summary>/);
    expect(run.stdout).toMatch(/- \*\*Title\*\*: .*&lt;title&gt;/);
    // The verdict still reaches a person, on standard error.
    expect(run.stderr).toMatch(/Failed: .*1 page, 0 good, 0 decent, 1 bad/);
  });

  it('writes --format junit to --output: a failure per failing page, an error per error', async () => {
    const run = await embedded([
      '--format',
      'junit',
      '--output',
      'reports/seo.xml',
      fx.site.pages.good,
      fx.site.pages.poor,
      refusedUrl,
    ]);
    expect(run.code).toBe(1);
    // The table still goes to standard output.
    expect(run.stdout).toMatch(/Failed: .*3 pages, 1 good, 0 decent, 1 bad, 1 error/);
    expect(run.stderr).toContain('Wrote the junit results to reports/seo.xml');
    const xml = readFileSync(join(run.cwd, 'reports', 'seo.xml'), 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites /);
    expect(xml.match(/<testsuite /g)).toHaveLength(1);
    expect(xml).toContain(
      '<testsuite name="SEO audit" tests="3" failures="1" errors="1" skipped="0"',
    );
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml).toContain(`<testcase name="${fx.site.pages.good}" classname="seo-report"`);
    expect(xml).toMatch(/<failure message="bad, score [\d.]+" type="error">/);
    expect(xml).toMatch(
      /<error message="report \d+: the service could not audit the page: [^"]+" type="error">/,
    );
    // Every element that opens closes.
    for (const tag of ['testsuites', 'testsuite', 'testcase', 'failure', 'error']) {
      expect(xml.match(new RegExp(`<${tag}[ >]`, 'g'))?.length).toBe(
        xml.match(new RegExp(`</${tag}>`, 'g'))?.length,
      );
    }
  });
});

describe('seo-report audit with a service of its own', () => {
  it('writes --format json with report links, and never shows the key or the password', async () => {
    const run = await runBundledCli(
      [
        'audit',
        '--format',
        'json',
        '--privacy',
        'password',
        fx.site.pages.good,
        fx.site.pages.middling,
      ],
      { env: { ...remote(), SEO_REPORT_PASSWORD: PASSWORD } },
    );
    expect(run.code, run.stderr).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json.passed).toBe(true);
    expect(json.counts).toEqual({ good: 1, decent: 1, bad: 0, errors: 0 });
    expect(json.results).toHaveLength(2);
    expect(json.results[0]).toMatchObject({ url: fx.site.pages.good, grade: 'good', error: null });
    expect(json.results[0]['report-url']).toBe(`${fx.service.url}/reports/${json.results[0].id}`);
    expect(run.stderr).toContain(`Auditing 2 pages with ${fx.service.url}`);
    // Password reports open with their password: no sign-in to speak of.
    expect(run.stderr).not.toContain('/login');
  });

  it('reads the URLs from SEO_REPORT_URLS when none is on the command line', async () => {
    const env = {
      ...remote(),
      SEO_REPORT_URLS: `${fx.site.pages.good}, ${fx.site.pages.middling}`,
    };
    const fromEnv = await runBundledCli(['audit', '--format', 'json'], { env });
    expect(fromEnv.code, fromEnv.stderr).toBe(0);
    expect(JSON.parse(fromEnv.stdout).results.map((r: { url: string }) => r.url)).toEqual([
      fx.site.pages.good,
      fx.site.pages.middling,
    ]);
    // Arguments and --urls replace the variable, in that order.
    const fromFlags = await runBundledCli(
      ['audit', '--format', 'json', '--urls', fx.site.pages.middling, fx.site.pages.good],
      { env },
    );
    expect(JSON.parse(fromFlags.stdout).results.map((r: { url: string }) => r.url)).toEqual([
      fx.site.pages.good,
      fx.site.pages.middling,
    ]);
  });

  it('shows report links in the table, and where to sign in to open the private ones', async () => {
    const run = await runBundledCli(['audit', fx.site.pages.good], { env: remote() });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(`Report\\s+Errors \\(and warnings\\)\\n.*${fx.service.url}/reports/\\d+`),
    );
    expect(run.stderr).toContain(
      `Report links: the reports are private: sign in at ${fx.service.url}/login with the API key to open them.\n`,
    );
    // That page is where the service signs a browser in.
    const signIn = await fetch(`${fx.service.url}/login`, { headers: { Accept: 'text/html' } });
    expect(signIn.status).toBe(200);
    expect(await signIn.text()).toContain('name="key" type="password"');
  });

  it('takes the API root as --base-url, says so, and links the report pages', async () => {
    const run = await runBundledCli(['audit', '--format', 'json', fx.site.pages.good], {
      env: { ...remote(), SEO_REPORT_BASE_URL: `${fx.service.url}/api/v1/` },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(
      `note: --base-url ends with /api/v1, the API root: using the service root ${fx.service.url} `,
    );
    const [result] = JSON.parse(run.stdout).results;
    expect(result['report-url']).toMatch(new RegExp(`^${fx.service.url}/reports/\\d+$`));
  });

  it('exits 2 when the service refuses the key', async () => {
    scan.alsoSecret('sk_wrong_key_1234567890abcdef');
    const run = await runBundledCli(['audit', fx.site.pages.good], {
      env: { ...remote(), SEO_REPORT_API_KEY: 'sk_wrong_key_1234567890abcdef' },
    });
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/Failed: 1 page.*\n\s+.*(key|authenticat)/i);
  });
});

describe('seo-report audit refuses a wrong command line with exit 2 and one line', () => {
  it.each([
    [['--colour'], 'seo-report audit: unknown option --colour (see seo-report audit --help)'],
    [['--fail-on'], 'seo-report audit: --fail-on needs a value (see seo-report audit --help)'],
    [[], 'seo-report audit: --urls is required: give at least one absolute http(s) URL'],
    [
      ['--fail-on', 'worse', 'https://example.com'],
      'seo-report audit: --fail-on must be bad, decent or never (got "worse")',
    ],
    [
      ['--format', 'xml', 'https://example.com'],
      'seo-report audit: --format must be table, json, markdown or junit (got "xml")',
    ],
    [
      ['https://example.com', '/pricing'],
      'seo-report audit: --urls item 2 must be an absolute http(s) URL (got "/pricing")',
    ],
    [
      ['--base-url', 'https://seo.example.com', 'https://example.com'],
      'seo-report audit: --api-key is required when --base-url is set (prefer the SEO_REPORT_* variable: flags show in ps)',
    ],
    [
      ['--privacy', 'password', 'https://example.com'],
      'seo-report audit: --password is required with --privacy password (prefer the SEO_REPORT_* variable: flags show in ps)',
    ],
    [
      ['--concurrency', '50', 'https://example.com'],
      'seo-report audit: --concurrency must be a whole number from 1 to 20 (got "50")',
    ],
  ])('%j', async (args, message) => {
    const run = await runBundledCli(['audit', ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`${message}\n`);
    expect(run.stdout).toBe('');
  });

  it('names the variable when the bad value came from the environment', async () => {
    const run = await runBundledCli(['audit', 'https://example.com'], {
      env: { SEO_REPORT_TIMEOUT: 'soon' },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'seo-report audit: SEO_REPORT_TIMEOUT must be a whole number from 1 to 21600 (got "soon")\n',
    );
  });
});

describe('--help', () => {
  it.each([
    ['audit', 'Usage: seo-report audit [options] URL...'],
    ['demo', 'Usage: seo-report demo'],
    ['serve', 'Usage: seo-report serve'],
    ['keys', 'Usage: seo-report keys create'],
  ])('seo-report %s --help', async (command, usage) => {
    const run = await runBundledCli([command, '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout.startsWith(usage)).toBe(true);
  });

  it('lists audit and demo among the commands', async () => {
    const run = await runBundledCli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^ {2}audit +Audit web pages/m);
    expect(run.stdout).toMatch(/^ {2}demo +/m);
  });

  it('tells to prefer the variable for the key', async () => {
    const run = await runBundledCli(['audit', '--help']);
    expect(run.stdout).toContain('Prefer\n                             SEO_REPORT_API_KEY');
  });
});
