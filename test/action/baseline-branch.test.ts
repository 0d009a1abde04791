// baseline: branch:<name>: the results artifact of the branch's latest successful run, read
// through the GitHub API stand-in on 127.0.0.1 (real HTTP, real Octokit), its zip served by a
// second server, the storage, on another origin that must never see the token.
import { strToU8, zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { readActionBaseline } from '../../src/client/action/baseline.js';
import {
  type BranchBaselineOptions,
  MAX_ZIP_BYTES,
  readBranchBaseline,
  resultsEntry,
} from '../../src/client/action/baseline-branch.js';
import { BaselineShapeError } from '../../src/client/baseline/types.js';
import {
  type GitHubApiStandIn,
  type StandInRun,
  startGitHubApi,
} from '../e2e/support/github-api.js';
import { noDeadline } from '../support/wait-until.js';

const TOKEN = 'ghs_unitBranchBaselineToken0123456789abcd';
const BOT = { login: 'github-actions[bot]', type: 'Bot' } as const;
const WORKFLOW = 7;
const CURRENT = 500;

/** results.json as a report-dir writes it (the results output's shape). */
const RESULTS = [
  {
    url: 'https://a.test/',
    grade: 'good',
    score: 92.5,
    'report-id': '12',
    'failed-checks': ['image_format'],
  },
  { url: 'https://a.test/b', grade: 'bad', score: 31, 'report-id': '13', 'failed-checks': ['h1'] },
];
const PAGES = [
  { url: 'https://a.test/', score: 92.5, grade: 'good', failedChecks: ['image_format'] },
  { url: 'https://a.test/b', score: 31, grade: 'bad', failedChecks: ['h1'] },
];

function zipOf(files: Record<string, string | Uint8Array>): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, data]) => [
        name,
        typeof data === 'string' ? strToU8(data) : data,
      ]),
    ),
  );
}

const resultsZip = (extra: Record<string, string> = {}) =>
  zipOf({ 'results.json': JSON.stringify(RESULTS), 'index.html': '<html></html>', ...extra });

/** This run (in progress, on a pull request's branch) and main's latest successful one. */
function runs(mainArtifacts: StandInRun['artifacts'], more: StandInRun[] = []): StandInRun[] {
  return [
    { id: CURRENT, workflowId: WORKFLOW, branch: 'feature', conclusion: null },
    {
      id: 400,
      runNumber: 41,
      workflowId: WORKFLOW,
      branch: 'main',
      conclusion: 'success',
      headSha: 'abcdef0123456789',
      artifacts: mainArtifacts,
    },
    // Older, and another workflow's: never taken.
    {
      id: 300,
      workflowId: WORKFLOW,
      branch: 'main',
      conclusion: 'success',
      artifacts: [{ id: 3, name: 'seo-report', zip: zipOf({ 'results.json': '[]' }) }],
    },
    {
      id: 450,
      workflowId: 8,
      branch: 'main',
      conclusion: 'success',
      artifacts: [{ id: 4, name: 'seo-report', zip: zipOf({ 'results.json': '[]' }) }],
    },
    ...more,
  ];
}

let github: GitHubApiStandIn | undefined;
afterEach(async () => {
  await github?.close();
  github = undefined;
});

async function read(
  standIn: Partial<Parameters<typeof startGitHubApi>[0]>,
  extra: Partial<BranchBaselineOptions> = {},
) {
  github = await startGitHubApi({ repository: 'octo/site', tokens: { [TOKEN]: BOT }, ...standIn });
  return readBranchBaseline({
    token: TOKEN,
    branch: 'main',
    artifact: 'seo-report',
    repository: 'octo/site',
    runId: String(CURRENT),
    apiUrl: github.url,
    signal: noDeadline(),
    ...extra,
  });
}

function reasonOf(load: Awaited<ReturnType<typeof readBranchBaseline>>): string {
  if (load.kind !== 'missing') throw new Error('expected a missing baseline');
  return load.reason;
}

describe('readBranchBaseline', () => {
  it("reads results.json of the latest successful run's artifact, the token never sent to the storage", async () => {
    const load = await read({ runs: runs([{ id: 41, name: 'seo-report', zip: resultsZip() }]) });
    expect(load).toEqual({
      kind: 'found',
      baseline: {
        from: 'the artifact seo-report of the latest successful run on main (run #41, abcdef0)',
        pages: PAGES,
      },
    });
    expect(github?.violations).toEqual([]);
    expect(github?.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      `GET /repos/octo/site/actions/runs/${CURRENT} 200`,
      `GET /repos/octo/site/actions/workflows/${WORKFLOW}/runs 200`,
      'GET /repos/octo/site/actions/runs/400/artifacts 200',
      'GET /repos/octo/site/actions/artifacts/41/zip 302',
    ]);
    expect(github?.requests[1]?.query).toMatchObject({ branch: 'main', status: 'success' });
    expect(github?.requests[2]?.query).toMatchObject({ name: 'seo-report' });
    expect(github?.requests.every((r) => r.token === TOKEN)).toBe(true);
    // Another origin: the API's token stays with the API.
    expect(github?.storage.requests).toEqual([{ path: '/blobs/41', authorization: null }]);
  });

  it('never takes this run, nor a fork whose branch has the same name', async () => {
    const load = await read(
      {
        runs: runs(
          [{ id: 41, name: 'seo-report', zip: resultsZip() }],
          [
            // A re-run of main's workflow: this very run, successful by now.
            {
              id: 600,
              workflowId: WORKFLOW,
              branch: 'main',
              conclusion: 'success',
              artifacts: [{ id: 60, name: 'seo-report', zip: zipOf({ 'results.json': '[]' }) }],
            },
            {
              id: 550,
              workflowId: WORKFLOW,
              branch: 'main',
              conclusion: 'success',
              headRepository: 'mallory/site',
              artifacts: [{ id: 55, name: 'seo-report', zip: zipOf({ 'results.json': '[]' }) }],
            },
          ],
        ),
      },
      { runId: '600' },
    );
    expect(load.kind === 'found' && load.baseline.from).toContain('(run #41,');
  });

  it('takes results.json from a folder in the artifact, or its only JSON file', () => {
    expect(resultsEntry(['report/', 'report/results.json', 'report/a/results.json'])).toBe(
      'report/results.json',
    );
    expect(resultsEntry(['results.json', 'x/results.json'])).toBe('results.json');
    expect(resultsEntry(['seo.json', 'index.html'])).toBe('seo.json');
    expect(resultsEntry(['a.json', 'b.json'])).toBeNull();
    expect(resultsEntry(['index.html'])).toBeNull();
  });

  it('reads a single results file uploaded under another name, and the CLI JSON', async () => {
    const zip = zipOf({ 'seo.json': JSON.stringify({ results: RESULTS }) });
    const load = await read({ runs: runs([{ id: 41, name: 'seo-report', zip }]) });
    expect(load.kind === 'found' && load.baseline.pages).toEqual(PAGES);
  });

  it('names actions: read when the token may not read workflow runs (403)', async () => {
    const load = await read({ runs: runs([]), actionsForbidden: true });
    expect(reasonOf(load)).toBe(
      `reading this workflow run (${CURRENT}) failed: the token cannot read workflow runs (GitHub answered 403: Resource not accessible by integration): add \`permissions: actions: read\` to the job`,
    );
  });

  it('is missing before the branch has a successful run', async () => {
    const load = await read({
      runs: [
        { id: CURRENT, workflowId: WORKFLOW, branch: 'feature', conclusion: null },
        { id: 400, workflowId: WORKFLOW, branch: 'main', conclusion: 'failure' },
      ],
    });
    expect(reasonOf(load)).toBe(
      'there is no successful run of this workflow on main yet (the artifact is uploaded by a run on main; the first one makes the baseline)',
    );
  });

  it('names the artifact it did not find', async () => {
    const load = await read({
      runs: runs([{ id: 41, name: 'coverage', zip: resultsZip() }]),
    });
    expect(reasonOf(load)).toBe(
      'run #41 on main, the latest successful one, has no artifact named seo-report: upload the report-dir folder there with actions/upload-artifact (name: seo-report), or name the artifact with baseline-artifact',
    );
  });

  it('reads the artifact named by baseline-artifact', async () => {
    const load = await read(
      { runs: runs([{ id: 41, name: 'seo-home', zip: resultsZip() }]) },
      { artifact: 'seo-home' },
    );
    expect(load.kind).toBe('found');
  });

  it('says the artifact expired, listed so or answered 410 at the download', async () => {
    const listed = await read({
      runs: runs([{ id: 41, name: 'seo-report', zip: resultsZip(), expired: true }]),
    });
    expect(reasonOf(listed)).toBe(
      "the artifact seo-report of run #41 on main has expired (artifacts are kept for the repository's retention period, 90 days by default; a new run on main makes a new one)",
    );
    await github?.close();
    const gone = await read({
      runs: runs([{ id: 41, name: 'seo-report', zip: resultsZip(), goneOnDownload: true }]),
    });
    expect(github?.requests.at(-1)?.status).toBe(410);
    expect(reasonOf(gone)).toMatch(
      /^the artifact seo-report of the latest successful run on main has expired/,
    );
  });

  it('is missing when the zip holds no results.json, or is not a zip', async () => {
    const noResults = await read({
      runs: runs([
        { id: 41, name: 'seo-report', zip: zipOf({ 'a.txt': 'x', 'b.json': '1', 'c.json': '2' }) },
      ]),
    });
    expect(reasonOf(noResults)).toBe(
      'the artifact seo-report of the latest successful run on main (run #41, abcdef0) holds no results.json (upload the report-dir folder, or one results file, with actions/upload-artifact)',
    );
    await github?.close();
    const notZip = await read({
      runs: runs([{ id: 41, name: 'seo-report', zip: strToU8('PK?') }]),
    });
    expect(reasonOf(notZip)).toBe(
      'the artifact seo-report of the latest successful run on main (run #41, abcdef0) is not a zip file that can be read',
    );
  });

  it('throws BaselineShapeError for results of another shape, or not JSON', async () => {
    const other = read({
      runs: runs([{ id: 41, name: 'seo-report', zip: zipOf({ 'results.json': '{"pages":1}' }) }]),
    });
    await expect(other).rejects.toThrow(BaselineShapeError);
    await expect(other).rejects.toThrow(
      /^the artifact seo-report of the latest successful run on main \(run #41, abcdef0\): results.json is not a results file/,
    );
    await github?.close();
    const garbage = read({
      runs: runs([{ id: 41, name: 'seo-report', zip: zipOf({ 'results.json': '[{"url": ' }) }]),
    });
    await expect(garbage).rejects.toThrow(/: results.json is not JSON$/);
  });

  it('refuses a zip over the cap, listed so or sent so, without reading it all', async () => {
    const listed = await read({
      runs: runs([
        { id: 41, name: 'seo-report', zip: resultsZip(), sizeInBytes: MAX_ZIP_BYTES + 1 },
      ]),
    });
    expect(reasonOf(listed)).toMatch(/ has 20971521 bytes, more than 20971520$/);
    expect(github?.storage.requests).toEqual([]);
    await github?.close();
    // The listing says small; the storage sends more.
    const big = new Uint8Array(MAX_ZIP_BYTES + 1024);
    const sent = await read({
      runs: runs([{ id: 41, name: 'seo-report', zip: big, sizeInBytes: 1000 }]),
    });
    expect(reasonOf(sent)).toMatch(/: the download is larger than 20971520 bytes$/);
  });

  it('keeps the token out of the reason when GitHub echoes it', async () => {
    const load = await read({ runs: runs([]), failReadsEchoingToken: 403 });
    const reason = reasonOf(load);
    expect(reason).toContain('Refused for token ***');
    expect(reason).not.toContain(TOKEN);
  });

  it('is missing when GitHub does not answer in time', async () => {
    const load = await read(
      { runs: runs([]) },
      { signal: AbortSignal.abort(new DOMException('late', 'TimeoutError')) },
    );
    expect(reasonOf(load)).toBe(
      `reading this workflow run (${CURRENT}) failed: GitHub did not answer in time`,
    );
  });

  it('needs the run id and the repository that the runner sets', async () => {
    expect(reasonOf(await read({}, { runId: undefined }))).toMatch(/needs GITHUB_RUN_ID/);
    expect(reasonOf(await read({}, { repository: 'octo' }))).toMatch(/needs GITHUB_REPOSITORY/);
  });
});

describe('readActionBaseline', () => {
  const options = {
    commentTag: 'seo-report',
    artifact: 'seo-report',
    signal: new AbortController().signal,
  };

  it('names github-token when there is none, for both GitHub sources', async () => {
    expect(await readActionBaseline({ kind: 'comment' }, { ...options, token: undefined })).toEqual(
      {
        kind: 'missing',
        reason:
          "baseline: comment reads it through the GitHub API, and github-token is empty (leave it unset to use the workflow's github.token)",
      },
    );
    expect(
      await readActionBaseline({ kind: 'branch', branch: 'main' }, { ...options, token: '' }),
    ).toMatchObject({
      kind: 'missing',
      reason: expect.stringMatching(/^baseline: branch:main reads it/),
    });
  });

  it('reads a file without a token', async () => {
    expect(
      await readActionBaseline(
        { kind: 'file', path: '/nonexistent/base.json' },
        { ...options, token: undefined },
      ),
    ).toMatchObject({ kind: 'missing', reason: expect.stringContaining('there is no such file') });
  });
});
