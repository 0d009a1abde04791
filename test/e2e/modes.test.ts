// Modes refresh and delete, end to end: the bundled action against the reference service over
// HTTP on 127.0.0.1, auditing the sample site with the real analyzer.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Report, SeoReportClient } from '../../src/client/api/index.js';
import { startService } from '../../src/server/service/index.js';
import { type Fixture, scanEachCase, startFixture } from '../support/fixture.js';
import type { StepRun } from './support/run-action.js';

const API_KEY = 'sk_e2e_modes_key_7d2e9a1c4b6f8e0a3c5d';

// Every run of every case, and the services' logs, are scanned for the key after each case.
const scan = scanEachCase([API_KEY]);
const runStep = scan.runStep;

let fx: Fixture;
beforeAll(async () => {
  // No rate limit: the project test sends a few hundred requests within a minute.
  fx = await startFixture(scan, API_KEY, { concurrency: 8, rateLimit: false });
  return fx.close;
});

const inputs = (extra: Record<string, string>) =>
  fx.inputs({ concurrency: '8', timeout: '120', 'fail-on': 'never', ...extra });

/** The step registered the key with the runner; the scanner checks it shows nowhere else. */
function expectKeyMasked(run: StepRun) {
  expect(run.stdout.split('\n')).toContain(`::add-mask::${API_KEY}`);
}

async function create(url: string, project: string): Promise<Report> {
  return fx.client.createReport({ url, privacy: 1, project });
}

async function all(project: string): Promise<Report[]> {
  const reports: Report[] = [];
  for await (const report of fx.client.reports({ project })) reports.push(report);
  return reports;
}

async function exists(id: string): Promise<boolean> {
  try {
    await fx.client.getReport(id);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'not_found') return false;
    throw error;
  }
}

describe('mode: refresh', () => {
  it('regenerates the existing reports and creates only the missing ones', async () => {
    const good = await create(fx.site.pages.good, 'refresh-some');
    const middling = await create(fx.site.pages.middling, 'refresh-some');
    // An older duplicate of the good page: the newest one is refreshed, and the log says so.
    const olderGood = good;
    const newerGood = await create(fx.site.pages.good, 'refresh-some');

    const run = await runStep(
      'main',
      inputs({
        mode: 'refresh',
        project: 'refresh-some',
        urls: [fx.site.pages.good, fx.site.pages.middling, fx.site.pages.poor].join('\n'),
        cleanup: 'true',
      }),
    );
    expect(run.code, run.stdout).toBe(0);
    const results = JSON.parse(run.outputs.results ?? '[]') as {
      url: string;
      id: string;
      grade: string | null;
    }[];
    expect(results.map((r) => r.url)).toEqual([
      fx.site.pages.good,
      fx.site.pages.middling,
      fx.site.pages.poor,
    ]);
    expect(results[0]?.id).toBe(newerGood.id);
    expect(results[1]?.id).toBe(middling.id);
    expect([olderGood.id, newerGood.id, middling.id]).not.toContain(results[2]?.id);
    for (const result of results) expect(result.grade).not.toBeNull();
    expect(run.summary).toContain('2 refreshed, 1 created');
    expect(run.stdout).toContain('2 refreshed, 1 created');
    expect(run.stdout).toContain(
      `2 reports match (${newerGood.id}, ${olderGood.id}); refreshing the newest, ${newerGood.id}.`,
    );
    // Only the created report is left for cleanup: the refreshed ones were there before.
    expect(run.state['report-ids']).toBe(results[2]?.id);
    expectKeyMasked(run);
    expect((await all('refresh-some')).length).toBe(4);

    const post = await runStep(
      'post',
      inputs({
        mode: 'refresh',
        project: 'refresh-some',
        urls: fx.site.pages.good,
        cleanup: 'true',
      }),
      { state: run.state },
    );
    expect(post.code, post.stdout + post.stderr).toBe(0);
    expect(await exists(results[2]?.id as string)).toBe(false);
    expect(await exists(newerGood.id)).toBe(true);
    expect(await exists(middling.id)).toBe(true);
  });

  it('refreshes on a service that answers the PUT with the result, as deployed ones do', async () => {
    const sync = await startService({
      apiKeys: [API_KEY],
      allowPrivateNetwork: true,
      generation: 'sync',
      logger: scan.logger,
    });
    try {
      const syncClient = new SeoReportClient({ baseUrl: sync.url, apiKey: API_KEY });
      const existing = await syncClient.createReport({ url: fx.site.pages.poor, privacy: 1 });
      await syncClient.close();
      const run = await runStep(
        'main',
        inputs({
          'base-url': sync.url,
          mode: 'refresh',
          urls: fx.site.pages.poor,
          'fail-on': 'bad',
        }),
      );
      // The poor page is bad: the same verdict machinery as create fails the job.
      expect(run.code).not.toBe(0);
      const results = JSON.parse(run.outputs.results ?? '[]') as { id: string; grade: string }[];
      expect(results).toMatchObject([{ id: existing.id, grade: 'bad' }]);
      expect(run.summary).toContain('1 refreshed, 0 created');
      // The report before the refresh is its baseline: the same page, so nothing changed.
      expect(run.stdout).toMatch(
        /::error::Failed: (\d+ errors? \(.*\); )?0 pages regressed, 0 improved; 1 page, 0 good, 0 decent, 1 bad/,
      );
      expect(run.summary).toContain('Compared with each report before the refresh.');
    } finally {
      await sync.close();
    }
  });

  it('refreshes every report of a project with more than one page of reports', async () => {
    // 105 reports (more than one page of 100): the same page under distinct query strings.
    const created = await Promise.all(
      Array.from({ length: 105 }, (_, n) => create(`${fx.site.pages.good}?n=${n}`, 'refresh-bulk')),
    );
    const run = await runStep('main', inputs({ mode: 'refresh', project: 'refresh-bulk' }));
    expect(run.code, run.stdout).toBe(0);
    const results = JSON.parse(run.outputs.results ?? '[]') as {
      id: string;
      grade: string | null;
    }[];
    expect(results.map((r) => r.id).sort()).toEqual(created.map((r) => r.id).sort());
    expect(results.every((r) => r.grade === 'good')).toBe(true);
    expect(run.summary).toContain('105 refreshed, 0 created');
    expectKeyMasked(run);
    expect(run.state['report-ids'] ?? '').toBe('');
    expect((await all('refresh-bulk')).length).toBe(105);
  });

  it('creates every report when none exists yet, and fails without base-url', async () => {
    const run = await runStep(
      'main',
      inputs({ mode: 'refresh', project: 'refresh-new', urls: fx.site.pages.middling }),
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.summary).toContain('0 refreshed, 1 created');
    const bad = await runStep('main', { mode: 'refresh', urls: fx.site.pages.good });
    expect(bad.code).not.toBe(0);
    expect(bad.stdout).toContain('::error::Input mode: refresh needs base-url');
  });
});

describe('mode: delete', () => {
  it('deletes the reports named in report-ids; one already gone is success', async () => {
    const a = await create(fx.site.pages.good, 'delete-ids');
    const b = await create(fx.site.pages.poor, 'delete-ids');
    const keep = await create(fx.site.pages.middling, 'delete-ids');
    const run = await runStep(
      'main',
      inputs({ mode: 'delete', 'report-ids': `${a.id}, ${b.id}\n999999` }),
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs['report-ids']).toBe(`${a.id},${b.id},999999`);
    expect(run.outputs.results).toBe('[]');
    expect(run.outputs.passed).toBe('true');
    expect(run.stdout).toContain('Deleted report 999999 (it was already gone).');
    expect(run.stdout).toContain('Deleted 3 reports, 1 of them already gone');
    expect(run.summary).toContain('Deleted 3 reports, 1 of them already gone');
    expect(await exists(a.id)).toBe(false);
    expect(await exists(b.id)).toBe(false);
    expect(await exists(keep.id)).toBe(true);
    expectKeyMasked(run);
  });

  it('deletes a whole project after listing what goes, and again is success', async () => {
    const reports = await Promise.all([
      create(fx.site.pages.good, 'delete-project'),
      create(fx.site.pages.poor, 'delete-project'),
    ]);
    const other = await create(fx.site.pages.good, 'delete-other');
    const run = await runStep('main', inputs({ mode: 'delete', project: 'delete-project' }));
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain('Deleting project delete-project with 2 reports:');
    for (const report of reports) expect(run.stdout).toContain(`  report ${report.id}: `);
    expect(run.outputs['report-ids']?.split(',').sort()).toEqual(reports.map((r) => r.id).sort());
    expect(await all('delete-project')).toEqual([]);
    expect(await exists(other.id)).toBe(true);

    const again = await runStep('main', inputs({ mode: 'delete', project: 'delete-project' }));
    expect(again.code, again.stdout).toBe(0);
    expect(again.stdout).toContain('Project delete-project was already gone.');
  });

  it('refuses report-ids and project together, and neither', async () => {
    const both = await runStep('main', inputs({ mode: 'delete', project: 'x', 'report-ids': '1' }));
    expect(both.code).not.toBe(0);
    expect(both.stdout).toContain('::error::Input report-ids: and project are both set');
    const neither = await runStep('main', inputs({ mode: 'delete' }));
    expect(neither.code).not.toBe(0);
    expect(neither.stdout).toContain('::error::Input report-ids: is required with mode: delete');
  });
});
