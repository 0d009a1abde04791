// baseline: comment: the hidden block the sticky comment carries, and reading it back from the
// previous comment through the GitHub API stand-in on 127.0.0.1 (real HTTP, real Octokit).
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBaselineBlock, writeBaselineBlock } from '../../src/client/action/baseline-block.js';
import { readCommentBaseline } from '../../src/client/action/baseline-comment.js';
import {
  baselineBlockFor,
  COMMENT_LIMIT,
  commentMarker,
  MAX_BLOCK_CHARS,
  type RunContext,
  renderComment,
} from '../../src/client/action/comment.js';
import { loadToolkit } from '../../src/client/action/runner.js';
import { SafeText } from '../../src/client/app/safe-text.js';
import type { UrlOutcome } from '../../src/client/audit/types.js';
import { readBaselineDocument } from '../../src/client/baseline/document.js';
import { type BaselinePage, BaselineShapeError } from '../../src/client/baseline/types.js';
import { gradeForScore } from '../../src/shared/grade.js';
import { type GitHubApiStandIn, startGitHubApi } from '../e2e/support/github-api.js';
import { auditRun, reportWithChecks } from '../support/reports.js';
import { noDeadline } from '../support/wait-until.js';

const BOT_TOKEN = 'ghs_unitCommentBaselineToken0123456789ab';
const PERSONAL_TOKEN = 'ghp_unitCommentBaselinePersonal012345678';
const BOT = { login: 'github-actions[bot]', type: 'Bot' } as const;
const PR = 8;
const NOW = new Date('2026-11-23T10:00:00Z');

const run = (extra: Partial<RunContext> = {}): RunContext => ({
  eventName: 'pull_request',
  payload: { pull_request: { number: PR } },
  repository: 'octo/site',
  serverUrl: 'https://github.com',
  runId: 99,
  runAttempt: 1,
  ...extra,
});

/** URLs a comment must carry intact: each could end or break an HTML comment if written raw. */
const TRICKY: BaselinePage[] = [
  { url: 'https://a.test/x-->y', score: 91.5, grade: 'good', failedChecks: [] },
  { url: 'https://a.test/--/--!>', score: 62, grade: 'decent', failedChecks: ['title', 'h1'] },
  { url: 'https://a.test/new\nline<!--', score: 20, grade: 'bad', failedChecks: null },
  { url: 'https://ä.test/日本語/😀?q=ü', score: null, grade: null, failedChecks: null },
];

function outcome(url: string, score: number, failed: string[] = []): UrlOutcome {
  const checks = Object.fromEntries(
    ['title', 'meta_description', 'h1', ...failed].map((key) => [
      key,
      { passed: !failed.includes(key), importance: 'high', value: null },
    ]),
  );
  return {
    url,
    reportId: '12',
    report: reportWithChecks('12', checks as never, url),
    score,
    grade: gradeForScore(score),
    failure: null,
    durationMs: 1000,
  };
}

function decoded(body: string): BaselinePage[] {
  const block = readBaselineBlock(body);
  if (block.kind !== 'read') throw new Error(`no block: ${block.kind}`);
  return readBaselineDocument(block.document);
}

describe('the hidden baseline block', () => {
  it('round-trips URLs with -->, --, newlines and unicode, and nothing in it can end the comment', () => {
    const block = writeBaselineBlock(TRICKY);
    expect(block).toMatch(/^<!-- seo-report-baseline:v1 [A-Za-z0-9+/=]+ -->$/);
    // Between the opening and the closing, nothing that HTML would read as the comment's end.
    const inner = block.slice('<!--'.length, -'-->'.length);
    expect(inner).not.toMatch(/--|>|<|\n/);
    expect(decoded(`text before\n${block}\ntext after`)).toEqual(TRICKY);
  });

  it('keeps a secret in a URL out of the comment, through the scrub it is given', () => {
    const secret = 'sk_live_secret_in_a_query_0123456789';
    const out = new SafeText([secret]);
    const block = writeBaselineBlock(
      [{ url: `https://a.test/?key=${secret}`, score: 90, grade: 'good', failedChecks: [] }],
      (text) => out.block(text),
    );
    expect(JSON.stringify(decoded(block))).not.toContain(secret);
  });

  /** What the block records beside: the service's own score, and no check left unjudged. */
  const judged = (serviceScore: number) => ({ serviceScore, notApplicable: [] });

  it('records each page of a run: score, grade and the failed checks', () => {
    const audit = auditRun([
      outcome('https://a.test/', 95),
      outcome('https://a.test/b', 40, ['h1']),
    ]);
    const block = baselineBlockFor(audit, new SafeText());
    expect(decoded(block ?? '')).toEqual([
      { url: 'https://a.test/', score: 95, grade: 'good', failedChecks: [], ...judged(95) },
      { url: 'https://a.test/b', score: 40, grade: 'bad', failedChecks: ['h1'], ...judged(40) },
    ]);
  });

  it('reads a block that is not ours to read as garbled, never as pages', () => {
    const tag = '<!-- seo-report-baseline:v1';
    expect(readBaselineBlock('no block here')).toEqual({ kind: 'none' });
    expect(readBaselineBlock(`${tag} abc -->`)).toEqual({
      kind: 'garbled',
      why: 'it is not base64',
    });
    expect(readBaselineBlock(`${tag} ab=c -->`)).toEqual({
      kind: 'garbled',
      why: 'it is not base64',
    });
    const notGzip = Buffer.from('{"seo-report-baseline":1}').toString('base64');
    expect(readBaselineBlock(`${tag} ${notGzip} -->`)).toEqual({
      kind: 'garbled',
      why: 'it is not gzip data',
    });
    const notJson = gzipSync('{"pages": [').toString('base64');
    expect(readBaselineBlock(`${tag} ${notJson} -->`)).toEqual({
      kind: 'garbled',
      why: 'it does not hold JSON',
    });
    // A few kilobytes that unpack to 32 MB: the cap stops gunzip before it allocates them.
    const bomb = gzipSync(Buffer.alloc(32 * 1024 * 1024, 0x20), { level: 9 }).toString('base64');
    expect(bomb.length).toBeLessThan(COMMENT_LIMIT);
    expect(readBaselineBlock(`${tag} ${bomb} -->`)).toEqual({
      kind: 'garbled',
      why: 'it unpacks to more than 16 MB',
    });
    expect(readBaselineBlock('<!-- seo-report-baseline:v2 AAAA -->')).toEqual({
      kind: 'other-version',
      version: 2,
    });
  });
});

describe('the comment with its block', () => {
  it('stays under 65,536 characters: the summary makes room, the block is whole', () => {
    // Four-byte characters and long URLs: a big summary and a big block.
    const many = Array.from({ length: 600 }, (_, i) =>
      outcome(`https://site.test/${'😀'.repeat(20)}/${'a'.repeat(60)}/${i}`, 40 + (i % 60), ['h1']),
    );
    const audit = auditRun(many);
    const block = baselineBlockFor(audit, new SafeText());
    expect(block).not.toBeNull();
    const body = renderComment(audit, { tag: 'seo-report', runUrl: null, now: NOW, block });
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body.startsWith(commentMarker('seo-report'))).toBe(true);
    expect(body.endsWith(`${block}\n`)).toBe(true);
    expect(body).toMatch(
      /_Left out, since a pull-request comment is limited to 65,536 characters: \d+ of the 600 table rows\./,
    );
    expect(decoded(body)).toHaveLength(600);
  });

  it('leaves out a block larger than its share, with a notice that the next run has none', async () => {
    // Loaded as after the audit's first request: the notice is then written as it is called.
    await loadToolkit();
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      // Random-looking URLs do not compress: 2,000 of them take more than half the comment.
      const many = Array.from({ length: 2000 }, (_, i) =>
        outcome(`https://site.test/${(i * 7919).toString(36)}${Math.sin(i).toString(36)}`, 90),
      );
      expect(baselineBlockFor(auditRun(many), new SafeText())).toBeNull();
      const said = write.mock.calls.map(([text]) => String(text)).join('');
      expect(said).toMatch(
        new RegExp(
          `::notice::The pull-request comment holds no baseline this time: the results of 2000 pages take \\d+ characters encoded, more than the ${MAX_BLOCK_CHARS} a comment keeps for them\\. The next run with baseline: comment will have no comment baseline`,
        ),
      );
    } finally {
      write.mockRestore();
    }
  });
});

describe('readCommentBaseline', () => {
  let github: GitHubApiStandIn;
  let options: Parameters<typeof startGitHubApi>[0];

  beforeEach(() => {
    options = {
      repository: 'octo/site',
      tokens: {
        [BOT_TOKEN]: BOT,
        [PERSONAL_TOKEN]: { login: 'octo-maintainer', type: 'User' },
      },
      maxPerPage: 2,
    };
  });
  afterEach(async () => {
    // Every case starts its own stand-in.
    await github.close();
  });

  async function read(extra: Partial<Parameters<typeof readCommentBaseline>[0]> = {}) {
    return readCommentBaseline({
      token: BOT_TOKEN,
      tag: 'seo-report',
      run: run(),
      apiUrl: github.url,
      signal: noDeadline(),
      ...extra,
    });
  }
  const start = async (extra: Partial<Parameters<typeof startGitHubApi>[0]> = {}) => {
    github = await startGitHubApi({ ...options, ...extra });
  };
  const ourComment = (body: string) =>
    github.addComment(PR, `${commentMarker('seo-report')}\n## SEO audit\n${body}`, BOT);

  it("finds the previous comment of the tag, past others' comments, and reads its pages", async () => {
    await start();
    github.addComment(PR, 'Looks good', { login: 'alice', type: 'User' });
    // A person quoting the marker and a block is never taken: anyone could plant a baseline.
    github.addComment(
      PR,
      `${commentMarker('seo-report')}\n${writeBaselineBlock([{ url: 'https://evil.test/', score: 100, grade: 'good', failedChecks: [] }])}`,
      { login: 'mallory', type: 'User' },
    );
    github.addComment(PR, `${commentMarker('docs')}\n${writeBaselineBlock([])}`, BOT);
    ourComment(`| table |\n\n${writeBaselineBlock(TRICKY)}\n`);

    const load = await read();
    expect(load).toEqual({
      kind: 'found',
      baseline: {
        from: 'the previous comment (comment-tag seo-report on pull request #8)',
        pages: TRICKY,
      },
    });
    expect(github.violations).toEqual([]);
    expect(github.requests.every((r) => r.method === 'GET' && r.token === BOT_TOKEN)).toBe(true);
  });

  it('reads what renderComment wrote', async () => {
    await start();
    const audit = auditRun([
      outcome('https://a.test/', 95),
      outcome('https://a.test/b', 40, ['h1']),
    ]);
    const block = baselineBlockFor(audit, new SafeText());
    github.addComment(
      PR,
      renderComment(audit, { tag: 'seo-report', runUrl: null, now: NOW, block }),
      BOT,
    );
    const load = await read();
    expect(
      load.kind === 'found' && load.baseline.pages.map((p) => [p.url, p.failedChecks]),
    ).toEqual([
      ['https://a.test/', []],
      ['https://a.test/b', ['h1']],
    ]);
  });

  it("takes a personal token's own comment", async () => {
    await start();
    ourComment(writeBaselineBlock(TRICKY.slice(0, 1)));
    github.addComment(
      PR,
      `${commentMarker('seo-report')}\n${writeBaselineBlock(TRICKY.slice(1, 2))}`,
      {
        login: 'octo-maintainer',
        type: 'User',
      },
    );
    const load = await read({ token: PERSONAL_TOKEN });
    expect(load.kind === 'found' && load.baseline.pages).toEqual(TRICKY.slice(1, 2));
  });

  it('is missing, with a reason, outside pull requests, without a request', async () => {
    await start();
    expect(await read({ run: run({ eventName: 'push' }) })).toEqual({
      kind: 'missing',
      reason:
        'baseline: comment reads the previous pull-request comment, and a push event has none (it works on pull_request and pull_request_target events)',
    });
    expect(await read({ run: run({ payload: {} }) })).toMatchObject({
      kind: 'missing',
      reason: expect.stringContaining('names no pull request number'),
    });
    expect(github.requests).toEqual([]);
  });

  it('is missing on the first push: no comment yet', async () => {
    await start();
    github.addComment(PR, 'First!', { login: 'alice', type: 'User' });
    expect(await read()).toEqual({
      kind: 'missing',
      reason:
        'there is no earlier comment of comment-tag seo-report on pull request #8 (the first run on this pull request, or the comment was deleted)',
    });
  });

  it('is missing when the comment has no block, or one of another version', async () => {
    await start();
    const comment = ourComment('| table |');
    expect(await read()).toEqual({
      kind: 'missing',
      reason:
        'the previous comment (comment-tag seo-report on pull request #8) carries no baseline block (an older version of the action wrote it, or the results were too large to fit)',
    });
    comment.body += '\n<!-- seo-report-baseline:v2 AAAA -->';
    expect(await read()).toMatchObject({
      kind: 'missing',
      reason: expect.stringContaining('a baseline block of version 2, which this version'),
    });
  });

  it('is missing, not failed, when the block is garbled', async () => {
    await start();
    ourComment(`<!-- seo-report-baseline:v1 ${Buffer.from('not gzip').toString('base64')} -->`);
    expect(await read()).toEqual({
      kind: 'missing',
      reason:
        'the previous comment (comment-tag seo-report on pull request #8) carries a baseline block that cannot be read: it is not gzip data',
    });
  });

  it('throws BaselineShapeError when the block holds JSON of another shape', async () => {
    await start();
    const data = gzipSync(JSON.stringify({ pages: 'none' })).toString('base64');
    ourComment(`<!-- seo-report-baseline:v1 ${data} -->`);
    const load = read();
    await expect(load).rejects.toThrow(BaselineShapeError);
    await expect(load).rejects.toThrow(
      /^the previous comment \(comment-tag seo-report on pull request #8\): its baseline block is not a results file/,
    );
  });

  it('names the permission when the token may not read the comments (403)', async () => {
    await start({ commentsForbidden: true });
    expect(await read()).toEqual({
      kind: 'missing',
      reason:
        "the comment of comment-tag seo-report on pull request #8 could not be read: the token may not read this pull request's comments (GitHub answered 403: Resource not accessible by integration); give the job `permissions: pull-requests: write` (or read)",
    });
  });

  it('keeps the token out of the reason when GitHub echoes it', async () => {
    await start({ failReadsEchoingToken: 500 });
    const load = await read();
    expect(load.kind).toBe('missing');
    const reason = load.kind === 'missing' ? load.reason : '';
    expect(reason).toContain('could not be read: GitHub answered 500: Refused for token ***');
    expect(reason).not.toContain(BOT_TOKEN);
  });

  it('is missing when GitHub does not answer in time', async () => {
    await start();
    const load = await read({
      signal: AbortSignal.abort(new DOMException('late', 'TimeoutError')),
    });
    expect(load).toEqual({
      kind: 'missing',
      reason:
        'the comment of comment-tag seo-report on pull request #8 could not be read: GitHub did not answer in time',
    });
  });
});
