// The sticky pull-request comment, end to end: the bundled action run as the runner runs it,
// auditing the sample site through the reference service, and writing its comment to a GitHub
// API stand-in on 127.0.0.1 that checks every request.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Fixture, startFixture } from '../support/fixture.js';
import { githubPlaces, SecretScanner } from '../support/secret-scan.js';
import { type GitHubApiStandIn, startGitHubApi } from './support/github-api.js';
import type { StepRun } from './support/run-action.js';

const API_KEY = 'sk_e2e_comment_key_8d2e4f6a0b1c3e5d7f9a';
/** GITHUB_TOKEN is an installation token: it posts as github-actions[bot]. */
const BOT_TOKEN = 'ghs_e2eInstallationToken0123456789abcdef';
const FORK_TOKEN = 'ghs_e2eForkReadOnlyToken0123456789abcdef';
const PERSONAL_TOKEN = 'ghp_e2ePersonalToken0123456789abcdefgh';
const PR = 17;
const BOT = { login: 'github-actions[bot]', type: 'Bot' } as const;
const MARKER = '<!-- seo-report-action comment-tag="seo-report" -->';

// Every run, the comments and requests GitHub received, and the service's log are scanned for the
// key and every token after each case (the stand-in keeps the tokens it was sent apart).
const scan = new SecretScanner([API_KEY, BOT_TOKEN, FORK_TOKEN, PERSONAL_TOKEN]);
const runStep = scan.runStep;
scan.addSource(() => githubPlaces(github));

let fx: Fixture;
let github: GitHubApiStandIn;

beforeAll(async () => {
  fx = await startFixture(scan, API_KEY);
  return fx.close;
});

beforeEach(async () => {
  github = await startGitHubApi({
    repository: 'octo/site',
    tokens: {
      [BOT_TOKEN]: BOT,
      [FORK_TOKEN]: { ...BOT, readOnly: true },
      [PERSONAL_TOKEN]: { login: 'octo-maintainer', type: 'User' },
    },
    // Forces pagination with a handful of comments.
    maxPerPage: 2,
  });
});

afterEach(async () => {
  await github.close();
  scan.check();
});

function audit(
  urls: string,
  extra: Record<string, string> = {},
  env: Record<string, string> = {},
): Promise<StepRun> {
  return runStep(
    'main',
    {
      'base-url': fx.service.url,
      'api-key': API_KEY,
      urls,
      timeout: '60',
      comment: 'true',
      'github-token': BOT_TOKEN,
      ...extra,
    },
    {
      event: { action: 'synchronize', number: PR, pull_request: { number: PR } },
      env: {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_API_URL: github.url,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_RUN_ID: '4242',
        GITHUB_RUN_ATTEMPT: '1',
        ...env,
      },
    },
  );
}

/** The step registered the token it used with the runner before anything could show it. */
function expectTokenMasked(run: StepRun, token: string) {
  expect(run.stdout.split('\n')).toContain(`::add-mask::${token}`);
}

function ours(tag = 'seo-report') {
  return github.comments.filter(
    (c) => c.body.includes(`comment-tag="${tag}"`) && c.user.login === BOT.login,
  );
}

describe('the sticky pull-request comment', () => {
  it('is created, then updated in place on the next run, found across pages of comments', async () => {
    // Other people's comments first, one of them quoting the marker: never ours to edit.
    github.addComment(PR, 'Looks good to me', { login: 'alice', type: 'User' });
    github.addComment(PR, `Why does the bot write ${MARKER}?`, { login: 'bob', type: 'User' });
    github.addComment(PR, 'Deploy preview ready', { login: 'netlify[bot]', type: 'Bot' });

    const first = await audit(fx.site.pages.good);
    expect(first.code, first.stdout).toBe(0);
    expect(github.violations).toEqual([]);
    expect(first.stdout).toMatch(
      /Created the pull-request comment \(comment-tag seo-report\): https:\/\/github\.com\/octo\/site\/pull\/17#issuecomment-\d+/,
    );
    expect(ours()).toHaveLength(1);
    const comment = ours()[0];
    expect(comment?.body.startsWith(`${MARKER}\n## SEO audit\n`)).toBe(true);
    expect(comment?.body).toContain(
      '**✅ Passed: 1 page, 1 good, 0 decent, 0 bad (fail-on: bad)**',
    );
    expect(comment?.body).toContain('| | Page | Grade | Score | Errors and warnings | Report |');
    expect(comment?.body).toContain(`| 🟢 | ${fx.site.pages.good} | good |`);
    expect(comment?.body).toMatch(
      /<sub>\[Workflow run\]\(https:\/\/github\.com\/octo\/site\/actions\/runs\/4242\) · updated \d{4}-\d\d-\d\d \d\d:\d\d UTC<\/sub>\n<!-- seo-report-baseline:v1 [A-Za-z0-9+/=]+ -->\n$/,
    );
    // The summary is written as before.
    expect(first.summary).toContain('## SEO audit');

    // Every request carried the token; the identity check came first, then the listing.
    expect(github.requests.every((r) => r.token === BOT_TOKEN)).toBe(true);
    expect(github.requests.map((r) => `${r.method} ${r.path} ${r.query.page ?? ''}`)).toEqual([
      'GET /user ',
      `GET /repos/octo/site/issues/${PR}/comments `,
      `GET /repos/octo/site/issues/${PR}/comments 2`,
      `POST /repos/octo/site/issues/${PR}/comments `,
    ]);

    const id = comment?.id;
    github.requests.length = 0;
    const second = await audit([fx.site.pages.good, fx.site.pages.poor].join('\n'));
    // The verdict is the audit's: a bad page fails the job, the comment says so.
    expect(second.code).toBe(1);
    expect(github.violations).toEqual([]);
    expect(second.stdout).toContain('Updated the pull-request comment (comment-tag seo-report)');
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.id).toBe(id);
    expect(ours()[0]?.body).toMatch(
      /\*\*❌ Failed: \d+ errors \(.*\); 2 pages, 1 good, 0 decent, 1 bad \(fail-on: bad\)\*\*/,
    );
    expect(ours()[0]?.body).toContain(`| 🔴 | ${fx.site.pages.poor} | bad |`);
    // Found on page 2 (two per page here): the listing stopped there, and nothing was created.
    expect(github.requests.map((r) => `${r.method} ${r.path} ${r.query.page ?? ''}`)).toEqual([
      'GET /user ',
      `GET /repos/octo/site/issues/${PR}/comments `,
      `GET /repos/octo/site/issues/${PR}/comments 2`,
      `PATCH /repos/octo/site/issues/comments/${id} `,
    ]);
    expect(github.comments.map((c) => c.user.login)).toEqual([
      'alice',
      'bob',
      'netlify[bot]',
      'github-actions[bot]',
    ]);
    expect(github.comments[1]?.body).toBe(`Why does the bot write ${MARKER}?`);
    expectTokenMasked(first, BOT_TOKEN);
    expectTokenMasked(second, BOT_TOKEN);
  });

  it('keeps a separate comment per tag', async () => {
    const home = await audit(fx.site.pages.good);
    const docs = await audit(fx.site.pages.middling, { 'comment-tag': 'docs-site' });
    expect(home.code).toBe(0);
    expect(docs.code).toBe(0);
    expect(ours('seo-report')).toHaveLength(1);
    expect(ours('docs-site')).toHaveLength(1);
    expect(
      ours('docs-site')[0]?.body.startsWith(
        '<!-- seo-report-action comment-tag="docs-site" -->\n## SEO audit: `docs-site`\n',
      ),
    ).toBe(true);
    expect(ours('docs-site')[0]?.body).toContain(`| 🟡 | ${fx.site.pages.middling} | decent |`);

    const again = await audit(fx.site.pages.middling, { 'comment-tag': 'docs-site' });
    expect(again.stdout).toContain('Updated the pull-request comment (comment-tag docs-site)');
    expect(github.comments).toHaveLength(2);
    expect(ours('seo-report')[0]?.body).toContain(`| 🟢 | ${fx.site.pages.good} | good |`);
    expect(github.violations).toEqual([]);
  });

  it('answers a read-only token (a fork) with one warning and leaves the verdict alone', async () => {
    const passing = await audit(fx.site.pages.good, { 'github-token': FORK_TOKEN });
    expect(passing.code, passing.stdout).toBe(0);
    // The job's own warnings (the page's checks at warning are annotations with a title).
    const warnings = passing.stdout.split('\n').filter((line) => line.startsWith('::warning::'));
    expect(warnings).toEqual([
      "::warning::The pull-request comment was not written: the token may not write to this pull request (GitHub answered 403: Resource not accessible by integration). Give the job `permissions: pull-requests: write`; a pull request from a fork only gets a read-only token, so comment from a separate workflow_run workflow instead (see docs/pull-requests.md). The audit's verdict is unchanged.",
    ]);
    expect(github.comments).toEqual([]);
    expect(github.requests.at(-1)?.status).toBe(403);

    const failing = await audit(fx.site.pages.poor, { 'github-token': FORK_TOKEN });
    expect(failing.code).toBe(1);
    expect(failing.stdout).toMatch(/::error::Failed: .*1 page, 0 good, 0 decent, 1 bad/);
    expect(failing.stdout).toContain('::warning::The pull-request comment was not written');
    expect(github.violations).toEqual([]);
    expectTokenMasked(passing, FORK_TOKEN);
    expectTokenMasked(failing, FORK_TOKEN);
  });

  it("updates a personal token's own comment, never the bot's", async () => {
    const bot = await audit(fx.site.pages.good);
    const mine = await audit(fx.site.pages.good, { 'github-token': PERSONAL_TOKEN });
    const again = await audit(fx.site.pages.good, { 'github-token': PERSONAL_TOKEN });
    expect([bot.code, mine.code, again.code]).toEqual([0, 0, 0]);
    expect(github.comments.map((c) => c.user.login)).toEqual([
      'github-actions[bot]',
      'octo-maintainer',
    ]);
    expect(again.stdout).toContain('Updated the pull-request comment');
    expect(github.violations).toEqual([]);
    expectTokenMasked(again, PERSONAL_TOKEN);
  });

  it('comments on pull_request_target events too', async () => {
    const run = await audit(fx.site.pages.good, {}, { GITHUB_EVENT_NAME: 'pull_request_target' });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain('Created the pull-request comment (comment-tag seo-report)');
    expect(ours()).toHaveLength(1);
    expect(github.violations).toEqual([]);
  });

  it('answers an unreachable API with a warning, the verdict unchanged', async () => {
    // A port that was just free: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const run = await audit(fx.site.pages.good, {}, { GITHUB_API_URL: `http://127.0.0.1:${port}` });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(
      /^::warning::The pull-request comment was not written: no answer from GitHub \(.*ECONNREFUSED.*\)\. The audit's verdict is unchanged\.$/m,
    );
    expectTokenMasked(run, BOT_TOKEN);
  });

  it('is ignored with a notice outside pull requests, without a request to GitHub', async () => {
    const run = await audit(fx.site.pages.good, {}, { GITHUB_EVENT_NAME: 'push' });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      '::notice::comment: true is ignored on push events: the comment is written on pull_request and pull_request_target events only.',
    );
    expect(github.requests).toEqual([]);
  });

  it('refuses a comment-tag that could break its marker, before any request', async () => {
    const run = await audit(fx.site.pages.good, { 'comment-tag': 'a" --><script>' });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error::Input comment-tag: must be 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit (got "a\\" --><script>")',
    );
    expect(github.requests).toEqual([]);
  });
});
