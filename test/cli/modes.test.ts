// seo-report audit with --mode, --report-ids, --sitemap, --max-urls and --shard: the same options
// as the action's inputs, through the bundled command against the reference service.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Fixture, scanEachCase, startFixture } from '../support/fixture.js';

const API_KEY = 'sk_cli_modes_key_3e5a7c9e1b3d5f7a9c0e';

// Every run (its streams and the files in its folder) and the service's log are scanned for the
// key after each case.
const scan = scanEachCase([API_KEY]);
const runBundledCli = scan.runCli;

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture(scan, API_KEY, { rateLimit: false });
  return fx.close;
});

const env = () => ({ SEO_REPORT_BASE_URL: fx.service.url, SEO_REPORT_API_KEY: API_KEY });

/** Refreshes project cli's reports of the good and the middling page, in the given format. */
const refreshGoodAndMiddling = (format: string) =>
  runBundledCli(
    [
      'audit',
      '--mode',
      'refresh',
      '--project',
      'cli',
      '--fail-on',
      'never',
      '--format',
      format,
    ].concat([fx.site.pages.good, fx.site.pages.middling]),
    { env: env() },
  );

describe('seo-report audit modes', () => {
  it('refreshes the existing report and creates the missing one', async () => {
    const existing = await fx.client.createReport({
      url: fx.site.pages.good,
      privacy: 1,
      project: 'cli',
    });
    const run = await refreshGoodAndMiddling('json');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('1 refreshed, 1 created');
    const results = JSON.parse(run.stdout) as { id: string }[] | { results: { id: string }[] };
    const list = Array.isArray(results) ? results : results.results;
    expect(list[0]?.id).toBe(existing.id);
  });

  it('puts the refresh counts in the markdown summary too, as the action does', async () => {
    const run = await refreshGoodAndMiddling('markdown');
    expect(run.code, run.stderr).toBe(0);
    // Both pages have reports by now (the test above created the missing one).
    expect(run.stdout).toContain(
      "2 refreshed, 0 created (only created reports count against the service's monthly quota)",
    );
  });

  it('deletes by --report-ids', async () => {
    const report = await fx.client.createReport({ url: fx.site.pages.poor, privacy: 1 });
    const run = await runBundledCli(['audit', '--mode', 'delete', '--report-ids', report.id], {
      env: env(),
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(`${report.id}\n`);
    expect(run.stderr).toContain(`Deleted report ${report.id}.`);
  });

  it('audits a shard of a sitemap, and words input errors as flags', async () => {
    const run = await runBundledCli(
      [
        'audit',
        '--sitemap',
        `${fx.site.origin}/sitemap.xml`,
        '--shard',
        '2/2',
        '--fail-on',
        'never',
      ],
      { env: env() },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('Shard 2/2: 2 of 3 URLs.');
    expect(run.stdout).toContain(fx.site.pages.middling);
    expect(run.stdout).not.toContain(fx.site.pages.good);
    const bad = await runBundledCli(['audit', '--mode', 'delete'], { env: env() });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('seo-report audit: --report-ids is required with --mode delete');
  });
});
