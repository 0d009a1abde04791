// The bundled action (dist/main, dist/post) run as the runner runs it, against the reference
// service over HTTP on 127.0.0.1, auditing the sample site with the real analyzer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SeoReportClient } from '../../src/client/api/index.js';
import { type SampleSite, startSampleSite } from '../../src/client/demo/sample-site.js';
import { type RunningService, startService } from '../../src/server/service/index.js';
import { SecretScanner } from '../support/secret-scan.js';
import type { StepRun } from './support/run-action.js';

const API_KEY = 'sk_e2e_action_key_5f1c2a9b7e3d4c6a8b0f';
// Random characters first: the scan also looks for a secret's first 8 characters.
const PASSWORD = 'Zq81!x-report-password';

// Every run of every case, and the services' logs, are scanned for the key and the password.
const scan = new SecretScanner([API_KEY, PASSWORD]);
const runStep = scan.runStep;
afterEach(() => scan.check());

let site: SampleSite;
let stall: Server;
let stallUrl: string;
const services: Record<'async' | 'sync', RunningService> = {} as never;

beforeAll(async () => {
  site = await startSampleSite();
  // A page that never answers: the analyzer times out on it.
  stall = createServer(() => {});
  await new Promise<void>((resolve) => stall.listen(0, '127.0.0.1', resolve));
  stallUrl = `http://127.0.0.1:${(stall.address() as AddressInfo).port}/slow`;
  for (const generation of ['async', 'sync'] as const) {
    services[generation] = await startService({
      apiKeys: [API_KEY],
      allowPrivateNetwork: true,
      generation,
      logger: scan.logger,
    });
  }
});

afterAll(async () => {
  await Promise.all(Object.values(services).map((s) => s.close()));
  stall.closeAllConnections();
  stall.close();
  await site.close();
});

function inputs(
  service: RunningService,
  extra: Record<string, string> = {},
): Record<string, string> {
  return { 'base-url': service.url, 'api-key': API_KEY, concurrency: '4', timeout: '60', ...extra };
}

/**
 * The step registered each secret with the runner by `::add-mask::` (the runner consumes that
 * line and masks the value everywhere after it); the scanner checks it shows nowhere else.
 */
function expectMasked(run: StepRun, secrets: string[]) {
  const lines = run.stdout.split('\n');
  for (const secret of secrets) expect(lines).toContain(`::add-mask::${secret}`);
}

async function reportExists(service: RunningService, id: string): Promise<boolean> {
  const client = new SeoReportClient({ baseUrl: service.url, apiKey: API_KEY });
  try {
    await client.getReport(id);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'not_found') return false;
    throw error;
  } finally {
    await client.close();
  }
}

describe.each(['async', 'sync'] as const)(
  'the action against a service that generates %s',
  (generation) => {
    it('passes when every page is good, and sets every output', async () => {
      const service = services[generation];
      const run = await runStep('main', inputs(service, { urls: site.pages.good }));
      expect(run.code, run.stdout).toBe(0);
      const results = JSON.parse(run.outputs.results ?? '[]');
      expect(results).toEqual([
        {
          url: site.pages.good,
          id: expect.any(String),
          grade: 'good',
          score: expect.any(Number),
          'report-url': `${service.url}/reports/${results[0].id}`,
          error: null,
          // Served over plain http on 127.0.0.1: the HTTPS check fails even on the good page.
          'failed-checks': expect.arrayContaining(['https_encryption']),
          'not-applicable': expect.any(Array),
          // A warning, never an error: the good page passes.
          errors: [],
          warnings: expect.arrayContaining(['https_encryption']),
          'service-score': results[0].score,
        },
      ]);
      expect(run.outputs.errors).toBe('0');
      expect(Number(run.outputs.warnings)).toBeGreaterThan(0);
      expect(JSON.parse(run.outputs.findings ?? '')).toContainEqual(
        expect.objectContaining({ check: 'https_encryption', severity: 'warning', rule: null }),
      );
      expect(run.outputs['report-ids']).toBe(results[0].id);
      // No baseline: nothing regressed or improved.
      expect(run.outputs.regressions).toBe('[]');
      expect([run.outputs['regressed-pages'], run.outputs['improved-pages']]).toEqual(['0', '0']);
      expect(run.outputs['worst-grade']).toBe('good');
      expect(run.outputs.passed).toBe('true');
      expect(run.state['report-ids']).toBe(results[0].id);
      expect(run.summary).toContain('## SEO audit');
      expect(run.summary).toContain('✅ Passed: 1 page, 1 good, 0 decent, 0 bad (fail-on: bad)');
      expect(run.stdout).toMatch(
        new RegExp(
          `🟢 good +\\d+(\\.\\d)?  ${site.pages.good.replaceAll('.', '\\.')} \\(\\d+\\.\\d s\\)`,
        ),
      );
      expectMasked(run, [API_KEY]);
    });

    it('takes the API root as base-url, with a notice, and links the report pages', async () => {
      const service = services[generation];
      const run = await runStep(
        'main',
        inputs(service, { 'base-url': `${service.url}/api/v1/`, urls: site.pages.good }),
      );
      expect(run.code, run.stdout).toBe(0);
      expect(run.stdout).toContain(
        `::notice::base-url ends with /api/v1, the API root: using the service root ${service.url} `,
      );
      const [result] = JSON.parse(run.outputs.results ?? '[]');
      expect(result['report-url']).toBe(`${service.url}/reports/${result.id}`);
    });

    it('cleans up after a successful audit', async () => {
      const service = services[generation];
      const run = await runStep(
        'main',
        inputs(service, { urls: site.pages.good, cleanup: 'true' }),
      );
      expect(run.code).toBe(0);
      const id = run.outputs['report-ids'] as string;
      expect(await reportExists(service, id)).toBe(true);
      const post = await runStep(
        'post',
        inputs(service, { urls: site.pages.good, cleanup: 'true' }),
        { state: run.state },
      );
      expect(post.code).toBe(0);
      expect(post.stdout).toContain(`Deleted report ${id}.`);
      expect(await reportExists(service, id)).toBe(false);
      // A second post step finds it gone and still succeeds.
      const again = await runStep(
        'post',
        inputs(service, { urls: site.pages.good, cleanup: 'true' }),
        { state: run.state },
      );
      expect(again.stdout).toContain(`Report ${id} was already gone.`);
      expect(again.stdout).toContain('Cleanup: 1 of 1 reports deleted.');
    });

    it('fails on a bad page, annotates, summarises, and the post step cleans up after the failure', async () => {
      const service = services[generation];
      const urls = [site.pages.good, site.pages.middling, site.pages.poor].join('\n');
      const run = await runStep(
        'main',
        inputs(service, { urls, cleanup: 'true', privacy: 'password', password: PASSWORD }),
      );
      expect(run.code).toBe(1);
      const results = JSON.parse(run.outputs.results ?? '[]') as {
        grade: string;
        id: string;
        url: string;
      }[];
      expect(results.map((r) => r.grade)).toEqual(['good', 'decent', 'bad']);
      expect(run.outputs['worst-grade']).toBe('bad');
      expect(run.outputs.passed).toBe('false');
      // The poor page's errors (a missing title, noindex) in an error; warnings apart.
      expect(run.stdout).toContain(
        `::error title=SEO%3A 2 errors on a page::${site.pages.poor} (bad, score`,
      );
      expect(run.stdout).toMatch(
        /::error title=SEO%3A 2 errors on a page::.*Title \(title\): The page has no title\..*It grades bad, at or below fail-on: bad/,
      );
      expect(run.stdout).toMatch(
        new RegExp(
          `::warning title=SEO%3A \\d+ warnings? on a page::${site.pages.middling.replaceAll('.', '\\.')} \\(decent, score`,
        ),
      );
      expect(run.stdout).toMatch(
        /::error::Failed: 2 errors \(title on 1 page, noindex on 1 page\); 3 pages, 1 good, 1 decent, 1 bad \(fail-on: bad\)\. .*Welcome_Page\.php: Title \(title\) failed, an error by default: The page has no title/,
      );
      expect(run.summary).toContain('| 🔴 | http://127.0.0.1');
      expect(run.summary).toMatch(
        /\| 🔴 \| [^|]+ \| bad \| [\d.]+ \| \*\*Title, Indexing allowed \(noindex\)\*\*; Meta description/,
      );
      // Under the table, why a reader's link may not open: a password, then the cleanup.
      expect(run.summary).toContain(
        'Report links: the reports ask for their password; the post step deletes them after the job (cleanup).',
      );
      expectMasked(run, [API_KEY, PASSWORD]);

      const ids = results.map((r) => r.id);
      expect(run.state['report-ids']?.split(',').sort()).toEqual([...ids].sort());
      for (const id of ids) expect(await reportExists(service, id)).toBe(true);
      const post = await runStep(
        'post',
        inputs(service, { urls, cleanup: 'true', privacy: 'password', password: PASSWORD }),
        {
          state: run.state,
        },
      );
      expect(post.code).toBe(0);
      expect(post.stdout).toContain('Cleanup: 3 of 3 reports deleted.');
      for (const id of ids) expect(await reportExists(service, id)).toBe(false);
      // The post step uses only the key.
      expectMasked(post, [API_KEY]);
    });

    it("records one URL's service error with its reason and audits the others", async () => {
      const service = services[generation];
      const unreachable = 'http://127.0.0.1:9/closed';
      const run = await runStep(
        'main',
        inputs(service, { urls: `${site.pages.good}, ${unreachable}` }),
      );
      expect(run.code).toBe(1);
      const results = JSON.parse(run.outputs.results ?? '[]') as {
        grade: string | null;
        error: string | null;
      }[];
      expect(results[0]?.grade).toBe('good');
      expect(results[1]?.grade).toBeNull();
      expect(results[1]?.error).toMatch(/could not audit the page|answered 5\d\d|answered 422/);
      expect(run.stdout).toContain(`::error title=SEO audit failed for a page::${unreachable}: `);
    });
  },
);

describe('the action, whatever the generation mode', () => {
  it('counts a report still without a result at the timeout as an error, and still cleans it up', async () => {
    const service = services.async;
    const run = await runStep(
      'main',
      // Long enough for the create to be answered first on a loaded machine: its id is checked.
      inputs(service, { urls: stallUrl, timeout: '5', cleanup: 'true' }),
    );
    expect(run.code).toBe(1);
    const [result] = JSON.parse(run.outputs.results ?? '[]');
    expect(result.error).toBe('no result within the audit timeout (5 s)');
    expect(result.id).toEqual(expect.any(String));
    const post = await runStep('post', inputs(service, { urls: stallUrl, cleanup: 'true' }), {
      state: run.state,
    });
    expect(post.stdout).toContain('Cleanup: 1 of 1 reports deleted.');
    expect(await reportExists(service, result.id)).toBe(false);
  });

  it('gives the cleanup one deadline, so an unreachable service cannot hold the job', async () => {
    const stalled = `http://127.0.0.1:${(stall.address() as AddressInfo).port}`;
    const post = await runStep(
      'post',
      {
        'base-url': stalled,
        'api-key': API_KEY,
        urls: site.pages.good,
        cleanup: 'true',
        timeout: '2',
      },
      { state: { 'report-ids': '11,12,13' } },
    );
    expect(post.code).toBe(0);
    expect(post.stdout).toMatch(
      /::warning::Cleanup stopped after 2 s \(the timeout input\): 3 reports not deleted \((1[123], ){2}1[123]\)\./,
    );
    expect(post.stdout).toContain('Cleanup: 0 of 3 reports deleted.');
    expectMasked(post, [API_KEY]);
  });

  it('stops at once with one clear line on a wrong API key', async () => {
    const service = services.async;
    const urls = [site.pages.good, site.pages.middling, site.pages.poor].join(' ');
    scan.alsoSecret('sk_wrong_key_0000000000');
    const run = await runStep('main', {
      ...inputs(service, { urls }),
      'api-key': 'sk_wrong_key_0000000000',
    });
    expect(run.code).toBe(1);
    const failures = run.stdout.split('\n').filter((line) => line.startsWith('::error::'));
    expect(failures).toEqual([
      '::error::Failed: 3 pages, 0 good, 0 decent, 0 bad, 3 errors (fail-on: bad). POST /api/v1/reports: the service answered 401: Unauthenticated. (check api-key: the service did not accept it)',
    ]);
    expectMasked(run, ['sk_wrong_key_0000000000']);
  });

  it('keeps the reports when cleanup is off', async () => {
    const service = services.sync;
    const run = await runStep('main', inputs(service, { urls: site.pages.good }));
    const post = await runStep('post', inputs(service, { urls: site.pages.good }), {
      state: run.state,
    });
    expect(post.stdout).toContain(
      `Cleanup is off: keeping 1 report (${run.outputs['report-ids']}).`,
    );
    expect(await reportExists(service, run.outputs['report-ids'] as string)).toBe(true);
  });

  it('passes with fail-on: never even with a bad page, and fails below min-score', async () => {
    const service = services.sync;
    const never = await runStep(
      'main',
      inputs(service, { urls: site.pages.poor, 'fail-on': 'never' }),
    );
    expect(never.code).toBe(0);
    expect(never.outputs.passed).toBe('true');
    const strict = await runStep(
      'main',
      inputs(service, { urls: site.pages.good, 'min-score': '99' }),
    );
    expect(strict.code).toBe(1);
    expect(strict.stdout).toMatch(/scores [\d.]+, below min-score: 99/);
  });

  it('audits with the embedded service when no base-url is given', async () => {
    const run = await runStep('main', { urls: site.pages.good, 'allow-private-network': 'true' });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      'No base-url given: auditing with the embedded reference service at http://127.0.0.1:',
    );
    const [result] = JSON.parse(run.outputs.results ?? '[]');
    expect(result.grade).toBe('good');
    expect(result['report-url']).toBeNull();
    expect(run.state.embedded).toBe('true');
    const post = await runStep(
      'post',
      { urls: site.pages.good, cleanup: 'true' },
      { state: run.state },
    );
    expect(post.stdout).toContain(
      'Cleanup: nothing to delete; the embedded service and its reports ended with the main step.',
    );
  });

  it('refuses private addresses in the embedded service unless allowed', async () => {
    const run = await runStep('main', { urls: site.pages.good });
    expect(run.code).toBe(1);
    const [result] = JSON.parse(run.outputs.results ?? '[]');
    expect(result.error).toMatch(/could not audit the page: .*(private|loopback)/i);
    // The message names the input that fixes it, in the outputs and in the summary.
    expect(result.error).toContain('set allow-private-network: true');
    expect(run.summary).toContain('allow-private-network: true');
  });

  it('stops on cancellation, keeping the state of the reports created so far', async () => {
    const service = services.async;
    const run = await runStep(
      'main',
      inputs(service, { urls: `${stallUrl}?a ${stallUrl}?b`, cleanup: 'true' }),
      { cancelWhen: (state) => (state['report-ids']?.split(',').length ?? 0) >= 2 },
    );
    expect(run.stdout).toContain('Cancelled: stopping the audit');
    const ids = run.state['report-ids']?.split(',') ?? [];
    expect(ids).toHaveLength(2);
    const post = await runStep('post', inputs(service, { urls: stallUrl, cleanup: 'true' }), {
      state: run.state,
    });
    expect(post.stdout).toContain('Cleanup: 2 of 2 reports deleted.');
  });
});

describe('invalid inputs fail before any request, naming the input', () => {
  const base = {
    'base-url': 'http://127.0.0.1:9',
    'api-key': API_KEY,
    urls: 'https://example.com',
  };
  it.each([
    [{ urls: '' }, 'Input urls: is required: give at least one absolute http(s) URL'],
    [
      { urls: 'https://example.com /pricing' },
      'Input urls: item 2 must be an absolute http(s) URL (got "/pricing")',
    ],
    [{ urls: 'ftp://example.com' }, 'Input urls: item 1 must use http or https (got "ftp")'],
    [{ 'api-key': '' }, 'Input api-key: is required when base-url is set (pass it from a secret)'],
    [
      { 'base-url': 'seo.example.com' },
      'Input base-url: must be an absolute http(s) URL such as https://seo.example.com (got "seo.example.com")',
    ],
    [
      { privacy: 'secret' },
      'Input privacy: must be public, private, password, 0, 1 or 2 (got "secret")',
    ],
    [
      { privacy: 'password' },
      'Input password: is required with privacy: password (pass it from a secret)',
    ],
    [
      { password: PASSWORD },
      'Input password: is set, but privacy is not password: set privacy: password, or remove password',
    ],
    [{ mode: 'update' }, 'Input mode: must be create, refresh or delete (got "update")'],
    [
      { privacy: 'password', password: `${PASSWORD}\n` },
      'Input password: must be 4 to 128 characters without control characters or line breaks (a secret saved from a file often ends with a newline)',
    ],
    [{ 'fail-on': 'good' }, 'Input fail-on: must be bad, decent or never (got "good")'],
    [
      { 'min-score': '101' },
      'Input min-score: must be a number from 0 to 100, or empty (got "101")',
    ],
    [{ concurrency: '0' }, 'Input concurrency: must be a whole number from 1 to 20 (got "0")'],
    [
      { concurrency: 'four' },
      'Input concurrency: must be a whole number from 1 to 20 (got "four")',
    ],
    [{ timeout: '-5' }, 'Input timeout: must be a whole number from 1 to 21600 (got "-5")'],
    [{ cleanup: 'yes' }, 'Input cleanup: must be true or false (got "yes")'],
    [
      { 'report-url': 'https://seo.example.com/r' },
      'Input report-url: must contain {id} (got "https://seo.example.com/r")',
    ],
    [
      { project: 'a\u0007b' },
      'Input project: must be at most 255 characters without control characters',
    ],
    [{ summary: 'no' }, 'Input summary: must be true or false (got "no")'],
    [
      { 'allow-private-network': '1' },
      'Input allow-private-network: must be true or false (got "1")',
    ],
  ])('%j', async (bad, message) => {
    const run = await runStep('main', { ...base, ...bad });
    expect(run.code).toBe(1);
    expect(run.stdout.trim().split('\n')).toContain(`::error::${message}`);
    expect(run.outputs).toEqual({});
    expect(run.stderr).toBe('');
    // Masked before the inputs are checked, so even a refused value stays hidden.
    const given = { ...base, ...bad };
    expectMasked(
      run,
      [API_KEY, PASSWORD].filter((secret) => Object.values(given).some((v) => v.includes(secret))),
    );
  });
});
