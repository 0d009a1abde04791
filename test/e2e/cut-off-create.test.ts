import { afterAll, beforeAll, expect, it } from 'vitest';
import { SeoReportClient } from '../../src/client/api/index.js';
import {
  type Fixture,
  type Listening,
  proxyTo,
  scanEachCase,
  startFixture,
} from '../support/fixture.js';
import { waitUntil } from '../support/wait-until.js';

const API_KEY = 'sk_e2e_cut_off_key_8d2e4f6a1b3c5d7e9f0a';

// Both steps of every case, and the service's log, are scanned for the key after each case.
const scan = scanEachCase([API_KEY]);
const runStep = scan.runStep;

let fx: Fixture;
let proxy: Listening;
let proxyUrl: string;
let heldPosts = 0;

beforeAll(async () => {
  fx = await startFixture(scan, API_KEY);
  // Forwards everything; a POST's answer is swallowed (the service acted, the action never hears).
  proxy = await proxyTo(fx.service.url, {
    onAnswer: (req) => {
      if (req.method !== 'POST') return true;
      heldPosts += 1;
      return false;
    },
  });
  proxyUrl = proxy.url;
});

afterAll(async () => {
  proxy.close();
  await fx.close();
});

async function reportsOnService(): Promise<string[]> {
  const client = new SeoReportClient({ baseUrl: fx.service.url, apiKey: API_KEY });
  try {
    const ids: string[] = [];
    for await (const report of client.reports()) ids.push(report.id);
    return ids;
  } finally {
    await client.close();
  }
}

it('deletes in the post step the report of a create whose answer never came', async () => {
  const before = await reportsOnService();
  // One report from an earlier run of the same page: it must survive the sweep.
  const seeder = new SeoReportClient({ baseUrl: fx.service.url, apiKey: API_KEY });
  const older = await seeder.createReport({ url: fx.site.pages.good, privacy: 1 });
  // The run finds its watermark by creation time on the service's clock, which its Date header
  // gives in whole seconds: a report made less than about two seconds before the run began
  // cannot be told from the run's own. Start the run once the service's clock is past that.
  const olderCreated = Date.parse(older.createdAt ?? '');
  await waitUntil(async () => {
    await seeder.getReport(older.id);
    const serviceNow = Date.now() + (seeder.clockOffsetMs ?? 0);
    return serviceNow > olderCreated + 3000;
  }, 250);
  await seeder.close();

  // The timeout must let the action start and send its POST (which the proxy then holds):
  // 6 s, with room for a loaded machine.
  const inputs = {
    'base-url': proxyUrl,
    'api-key': API_KEY,
    urls: fx.site.pages.good,
    timeout: '6',
    cleanup: 'true',
  };
  const main = await runStep('main', inputs);
  expect(main.code).toBe(1);
  expect(main.summary).toContain('no result within the audit timeout (6 s)');
  expect(heldPosts).toBe(1);
  const made = (await reportsOnService()).filter((id) => !before.includes(id) && id !== older.id);
  expect(made).toHaveLength(1);
  expect(JSON.parse(main.state['uncertain-creates'] ?? '{}').urls).toEqual([fx.site.pages.good]);

  const post = await runStep('post', inputs, { state: main.state });
  expect(post.code).toBe(0);
  expect(post.stdout).toContain(`report ${made[0]} of ${fx.site.pages.good} was made by a create`);
  expect(post.stdout).toContain('Cleanup: 1 of 1 reports deleted.');
  const after = await reportsOnService();
  expect(after).not.toContain(made[0]);
  expect(after).toContain(older.id);
  // Both steps registered the key with the runner (the scanner checks it shows nowhere else).
  for (const run of [main, post]) expect(run.stdout).toContain(`::add-mask::${API_KEY}\n`);
});

it('says so, and keeps it, when cleanup is off', async () => {
  const inputs = {
    'base-url': proxyUrl,
    'api-key': API_KEY,
    urls: fx.site.pages.poor,
    timeout: '6',
  };
  const main = await runStep('main', inputs);
  expect(main.code).toBe(1);
  const post = await runStep('post', inputs, { state: main.state });
  expect(post.code).toBe(0);
  expect(post.stdout).toContain(
    `a create was cut off for ${fx.site.pages.poor}; the service may hold a report for it`,
  );
});
