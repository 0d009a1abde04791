// The two GitHub baseline sources, end to end: the bundled action run as the runner runs it,
// auditing local pages through the reference service, its baseline read from the GitHub API
// stand-in on 127.0.0.1 (the previous sticky comment's hidden block, or the results artifact of
// main's latest successful run, its zip served from a storage on another origin).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readBaselineBlock } from '../../src/client/action/baseline-block.js';
import { readBaselineDocument } from '../../src/client/baseline/document.js';
import { type Fixture, type Listening, listen, startFixture } from '../support/fixture.js';
import { githubPlaces, SecretScanner } from '../support/secret-scan.js';
import { type GitHubApiStandIn, startGitHubApi } from './support/github-api.js';
import type { StepRun } from './support/run-action.js';

const API_KEY = 'sk_e2e_baseline_key_5c1e9a7b3d2f4e6a8c0b';
const BOT_TOKEN = 'ghs_e2eBaselineInstallToken0123456789abc';
const BOT = { login: 'github-actions[bot]', type: 'Bot' } as const;
const PR = 17;
const WORKFLOW = 7;
/** main's run that uploaded the artifact, and the pull request's run that reads it. */
const MAIN_RUN = 400;
const PR_RUN = 500;

const scan = new SecretScanner([API_KEY, BOT_TOKEN]);
const runStep = scan.runStep;
scan.addSource(() => githubPlaces(github));

let fx: Fixture;
let github: GitHubApiStandIn;
/** Pages whose content a test changes between two runs: each path serves a sample-site page. */
let pages: Listening;
const serving: Record<string, 'good' | 'middling'> = {};

beforeAll(async () => {
  fx = await startFixture(scan, API_KEY);
  pages = await listen((request, response) => {
    const path = request.url ?? '/';
    const which = serving[path];
    // The page under test is the sample site's good or middling one; robots.txt, the favicon
    // and the rest come from the sample site as they are.
    const source = which ? fx.site.pages[which] : `${fx.site.origin}${path}`;
    fetch(source)
      .then(async (answer) => {
        response.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'text/html',
        });
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => {
        response.writeHead(502);
        response.end();
      });
  });
});
afterAll(async () => {
  pages?.close();
  await fx?.close();
});

beforeEach(async () => {
  github = await startGitHubApi({ repository: 'octo/site', tokens: { [BOT_TOKEN]: BOT } });
});
afterEach(async () => {
  await github.close();
  scan.check();
});

function audit(
  inputs: Record<string, string>,
  options: { event: 'pull_request' | 'push'; runId: number },
): Promise<StepRun> {
  return runStep('main', fx.inputs({ timeout: '60', 'github-token': BOT_TOKEN, ...inputs }), {
    event:
      options.event === 'pull_request'
        ? { action: 'synchronize', number: PR, pull_request: { number: PR } }
        : { ref: 'refs/heads/main' },
    env: {
      GITHUB_EVENT_NAME: options.event,
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: String(options.runId),
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_REF: options.event === 'push' ? 'refs/heads/main' : `refs/pull/${PR}/merge`,
    },
  });
}

function ourComment() {
  const mine = github.comments.filter(
    (c) => c.body.includes('comment-tag="seo-report"') && c.user.login === BOT.login,
  );
  expect(mine).toHaveLength(1);
  return mine[0] as (typeof mine)[number];
}

function blockPages(body: string) {
  const block = readBaselineBlock(body);
  if (block.kind !== 'read')
    throw new Error(`the comment carries no readable block: ${block.kind}`);
  return readBaselineDocument(block.document);
}

interface Regression {
  page: string;
  before: unknown;
  after: unknown;
  'newly-failed': unknown;
  fixed: unknown;
}

describe('baseline: comment', () => {
  it('compares the second push with the first, and fails on the page made worse, naming it', async () => {
    serving['/comment/stable'] = 'good';
    serving['/comment/product'] = 'good';
    const stable = `${pages.url}/comment/stable`;
    const product = `${pages.url}/comment/product`;
    const inputs = {
      urls: [stable, product].join('\n'),
      comment: 'true',
      baseline: 'comment',
      'fail-on-regression': 'checks',
      // The page made worse loses its description: a warning, unless the team makes it an error.
      // load_time is off: a busy machine must not make the stable page improve or regress.
      rules: 'meta_description: error\nload_time: off',
    };

    // First push: no comment yet, so no baseline: a warning, never a failure.
    const first = await audit(inputs, { event: 'pull_request', runId: 4242 });
    expect(first.code, first.stdout).toBe(0);
    expect(first.outputs.passed).toBe('true');
    expect(first.stdout).toContain(
      'there is no earlier comment of comment-tag seo-report on pull request #17',
    );
    // Its comment carries its results for the next push.
    const written = blockPages(ourComment().body);
    expect(written.map((page) => page.url)).toEqual([stable, product]);
    expect(written.every((page) => page.score !== null && page.failedChecks !== null)).toBe(true);

    // Second push: the product page loses its good markup.
    serving['/comment/product'] = 'middling';
    const second = await audit(inputs, { event: 'pull_request', runId: 4243 });
    expect(second.code, second.stdout).toBe(1);
    expect(second.outputs.passed).toBe('false');
    expect(second.outputs['regressed-pages']).toBe('1');
    const regressions = JSON.parse(second.outputs.regressions ?? '[]') as Regression[];
    expect(regressions.map((r) => r.page)).toEqual([product]);
    expect(second.summary).toContain(product);
    expect(second.summary).toContain('1 page regressed');
    // The comment was updated in place, and now carries the second push's results.
    const after = blockPages(ourComment().body);
    const before = written.find((page) => page.url === product);
    const now = after.find((page) => page.url === product);
    expect(now?.failedChecks?.length).toBeGreaterThan(before?.failedChecks?.length ?? 0);

    // Third push: no page gets a result (nothing answers there). That is no baseline for the
    // next push: the comment keeps the second push's block as it was.
    const blockBefore = ourComment().body.match(/<!-- seo-report-baseline:v1 [^ ]+ -->/)?.[0];
    const third = await audit(
      { ...inputs, urls: 'http://127.0.0.1:1/nothing-listens-here', 'fail-on': 'never' },
      { event: 'pull_request', runId: 4244 },
    );
    expect(third.code, third.stdout).toBe(0);
    expect(ourComment().body).toContain('nothing-listens-here');
    expect(blockBefore).toBeDefined();
    expect(ourComment().body).toContain(blockBefore as string);
    expect(github.violations).toEqual([]);
  });
});

describe('baseline: branch:main', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'seo-baseline-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("compares a pull request's run with the results artifact of main's latest successful run", async () => {
    serving['/branch/stable'] = 'good';
    serving['/branch/worse'] = 'good';
    serving['/branch/better'] = 'middling';
    const stable = `${pages.url}/branch/stable`;
    const worse = `${pages.url}/branch/worse`;
    const better = `${pages.url}/branch/better`;
    const urls = [stable, worse, better].join('\n');

    // On main: the workflow writes report-dir, which actions/upload-artifact uploads.
    const onMain = await audit(
      { urls, 'report-dir': join(dir, 'seo-report') },
      { event: 'push', runId: MAIN_RUN },
    );
    expect(onMain.code, onMain.stdout).toBe(0);
    const results = readFileSync(join(dir, 'seo-report', 'results.json'), 'utf8');
    github.runs.push(
      {
        id: MAIN_RUN,
        runNumber: 40,
        workflowId: WORKFLOW,
        branch: 'main',
        conclusion: 'success',
        artifacts: [
          {
            id: 9001,
            name: 'seo-report',
            zip: zipSync({
              'results.json': strToU8(results),
              'index.html': strToU8('<html></html>'),
            }),
          },
        ],
      },
      { id: PR_RUN, workflowId: WORKFLOW, branch: 'feature', conclusion: null },
    );

    // On the pull request: one page worse, one better.
    serving['/branch/worse'] = 'middling';
    serving['/branch/better'] = 'good';
    const onPr = await audit(
      { urls, baseline: 'branch:main' },
      { event: 'pull_request', runId: PR_RUN },
    );
    // fail-on-regression is never by default: the regression is shown, the job passes.
    expect(onPr.code, onPr.stdout).toBe(0);
    expect(onPr.outputs['regressed-pages']).toBe('1');
    expect(onPr.outputs['improved-pages']).toBe('1');
    const regressions = JSON.parse(onPr.outputs.regressions ?? '[]') as Regression[];
    expect(Array.isArray(regressions)).toBe(true);
    const regressed = regressions.find((r) => r.page === worse);
    expect(regressed).toBeDefined();
    expect(regressions.some((r) => r.page === stable)).toBe(false);
    expect(typeof regressed?.before).toBe('number');
    expect(typeof regressed?.after).toBe('number');
    expect(regressed?.after as number).toBeLessThan(regressed?.before as number);
    const newlyFailed = regressed?.['newly-failed'];
    expect(Array.isArray(newlyFailed) && newlyFailed.length > 0).toBe(true);
    expect(Array.isArray(regressed?.fixed)).toBe(true);

    // The artifact came through the API and the storage, the token only to the API.
    expect(github.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(
      expect.arrayContaining([
        `GET /repos/octo/site/actions/runs/${PR_RUN} 200`,
        `GET /repos/octo/site/actions/workflows/${WORKFLOW}/runs 200`,
        `GET /repos/octo/site/actions/runs/${MAIN_RUN}/artifacts 200`,
        'GET /repos/octo/site/actions/artifacts/9001/zip 302',
      ]),
    );
    expect(github.storage.requests).toEqual([{ path: '/blobs/9001', authorization: null }]);
    expect(github.violations).toEqual([]);
  });

  it('warns, and passes, when the token may not read workflow runs', async () => {
    await github.close();
    github = await startGitHubApi({
      repository: 'octo/site',
      tokens: { [BOT_TOKEN]: BOT },
      actionsForbidden: true,
    });
    serving['/branch/forbidden'] = 'good';
    const run = await audit(
      { urls: `${pages.url}/branch/forbidden`, baseline: 'branch:main' },
      { event: 'pull_request', runId: PR_RUN },
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/^::warning::.*add `permissions: actions: read` to the job/m);
  });
});
