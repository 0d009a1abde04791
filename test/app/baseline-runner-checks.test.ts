// The runner's own checks (check-links' broken_links, broken_resources) against each baseline
// source, in process over real HTTP: a reference service on 127.0.0.1 whose analyzer gives every
// page the same score (so only the link check changes between runs), and sites whose pages gain
// broken links between runs. A runner check is compared only where both sides judged it
// (docs/baselines.md): a results file written with the link check carries it, one without it
// and a refresh's former reports do not, and baseline-url's pages are link-checked too.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJobConfig } from '../../src/client/app/config.js';
import { type AuditRun, runJob } from '../../src/client/app/job.js';
import { resultsOf } from '../../src/client/app/render/outputs.js';
import { type RunningService, startService } from '../../src/server/service/index.js';
import { scoringAnalyzer } from '../service/helpers.js';
import { type Listening, listen } from '../support/fixture.js';
import { WORDS } from '../support/reports.js';

const API_KEY = 'sk_test_runner_checks_4b8d2e6f1a';

/** A site of /a and /b; a page named in `broken` links to /gone-<page> too, which answers 404. */
async function site(): Promise<Listening & { broken: Set<string> }> {
  const broken = new Set<string>();
  const listening = await listen((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/a' || path === '/b' || path === '/ok') {
      const gone = broken.has(path) ? `<a href="/gone${path.replace('/', '-')}">gone</a>` : '';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>${path}</title><a href="/ok">ok</a>${gone}`);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  return Object.assign(listening, { broken });
}

let service: RunningService;
let preview: Awaited<ReturnType<typeof site>>;
let production: Awaited<ReturnType<typeof site>>;

beforeAll(async () => {
  service = await startService({ apiKeys: [API_KEY], analyze: scoringAnalyzer });
  preview = await site();
  production = await site();
});
afterAll(async () => {
  preview.close();
  production.close();
  await service.close();
});

async function audit(inputs: Record<string, string>): Promise<AuditRun> {
  const values: Record<string, string> = {
    'base-url': service.url,
    'api-key': API_KEY,
    urls: `${preview.url}/a\n${preview.url}/b`,
    'check-links': 'internal',
    'fail-on': 'never',
    'fail-on-regression': 'checks',
    timeout: '120',
    ...inputs,
  };
  const config = parseJobConfig((name) => values[name] ?? '');
  const result = await runJob(config, {}, new AbortController().signal);
  if (result.kind !== 'audit') throw new Error(`the job did not audit: ${result.kind}`);
  return result.run;
}

/** Each page's path, status and newly failed checks. */
const changes = (run: AuditRun) =>
  run.comparison?.pages.map((page) => [new URL(page.url).pathname, page.status, page.newlyFailed]);

/** The results of `run` written as a results file, as the action and the CLI write them. */
function resultsFile(run: AuditRun): string {
  const file = join(mkdtempSync(join(tmpdir(), 'runner-checks-')), 'results.json');
  writeFileSync(file, JSON.stringify(resultsOf(run, WORDS)));
  return file;
}

describe('a results file as the baseline', () => {
  it('carries the runner checks its run judged: a new broken link regresses', async () => {
    preview.broken.clear();
    const first = await audit({ 'fail-on-regression': 'never' });
    const results = resultsOf(first, WORDS);
    expect(results.map((result) => result['runner-checks'])).toEqual([
      ['broken_links', 'broken_resources'],
      ['broken_links', 'broken_resources'],
    ]);
    preview.broken.add('/a');
    const second = await audit({ baseline: resultsFile(first) });
    expect(changes(second)).toEqual([
      ['/a', 'regressed', ['broken_links']],
      ['/b', 'unchanged', []],
    ]);
    expect(second.verdict.passed).toBe(false);
  });

  it('of a run without the link check compares no runner check: no regression', async () => {
    preview.broken.clear();
    const first = await audit({ 'check-links': 'off', 'fail-on-regression': 'never' });
    expect(resultsOf(first, WORDS).every((result) => !('runner-checks' in result))).toBe(true);
    preview.broken.add('/a');
    const second = await audit({ baseline: resultsFile(first) });
    expect(changes(second)).toEqual([
      ['/a', 'unchanged', []],
      ['/b', 'unchanged', []],
    ]);
    // Still a failed check of the page, at error, for fail-on: only the comparison skips it.
    expect(second.result.outcomes[0]?.report?.checks?.broken_links?.passed).toBe(false);
    expect(second.verdict.passed).toBe(true);
  });
});

describe('baseline-url: the other origin is link-checked too', () => {
  it('regresses on a link broken here only, not on one broken on both origins', async () => {
    preview.broken.clear();
    production.broken.clear();
    // /a: broken on both origins (no regression); /b: broken on the preview only.
    preview.broken.add('/a').add('/b');
    production.broken.add('/a');
    const run = await audit({ 'baseline-url': production.url });
    expect(changes(run)).toEqual([
      ['/a', 'unchanged', []],
      ['/b', 'regressed', ['broken_links']],
    ]);
    // The findings across pages are this site's: production's broken target is not among them.
    expect(
      run.siteFindings
        .filter((finding) => finding.kind === 'broken_target')
        .map((finding) => [finding.value, finding.pages]),
    ).toEqual([
      [`${preview.url}/gone-a`, [`${preview.url}/a`]],
      [`${preview.url}/gone-b`, [`${preview.url}/b`]],
    ]);
    expect(run.links?.pages.map((page) => page.page)).toEqual([
      `${preview.url}/a`,
      `${preview.url}/b`,
    ]);
  });
});

describe('mode refresh: the reports before the refresh', () => {
  it('never judged the runner checks, so a broken link is no regression', async () => {
    preview.broken.clear();
    await audit({ 'fail-on-regression': 'never' });
    preview.broken.add('/a');
    const refreshed = await audit({ mode: 'refresh' });
    expect(refreshed.refreshed?.refreshed).toBeGreaterThan(0);
    expect(refreshed.refreshed?.created).toBe(0);
    expect(changes(refreshed)).toEqual([
      ['/a', 'unchanged', []],
      ['/b', 'unchanged', []],
    ]);
    expect(refreshed.result.outcomes[0]?.report?.checks?.broken_links?.passed).toBe(false);
  });
});
