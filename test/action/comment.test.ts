import { describe, expect, it } from 'vitest';
import {
  COMMENT_LIMIT,
  commentFailureMessage,
  commentMarker,
  commentTargetOf,
  isOwnComment,
  type RunContext,
  renderComment,
} from '../../src/client/action/comment.js';
import { inputErrorLine, parseActionInputs } from '../../src/client/action/inputs.js';
import { SeoReportApiError } from '../../src/client/api/index.js';
import { type AuditRun, expandReportUrl } from '../../src/client/app/job.js';
import { OptionError } from '../../src/client/app/messages.js';
import type { UrlOutcome } from '../../src/client/audit/types.js';
import { gradeForScore } from '../../src/shared/grade.js';
import { auditRun } from '../support/reports.js';

const read = (inputs: Record<string, string>) => (name: string) => inputs[name] ?? '';

/** The comment's inputs, as the action reads them beside a minimal audit. */
function parseCommentInputs(get: (name: string) => string) {
  try {
    return parseActionInputs((name) => (name === 'urls' ? 'https://a.test/' : get(name))).comment;
  } catch (error) {
    if (error instanceof OptionError) throw new Error(inputErrorLine(error));
    throw error;
  }
}
const NOW = new Date('2026-11-22T04:30:59Z');

function outcome(url: string, score: number): UrlOutcome {
  return {
    url,
    reportId: '12',
    report: null,
    score,
    grade: gradeForScore(score),
    failure: null,
    durationMs: 1000,
  };
}

function context(outcomes: UrlOutcome[], fatal: string | null = null): AuditRun {
  return auditRun(outcomes, {
    durationMs: 2000,
    fatal:
      fatal === null
        ? null
        : new SeoReportApiError({ code: 'unauthenticated', endpoint: 'POST /x', reason: fatal }),
    reportLink: (o) => expandReportUrl('{base-url}/reports/{id}', 'https://seo.test', o),
  });
}

const run = (extra: Partial<RunContext> = {}): RunContext => ({
  eventName: 'pull_request',
  payload: { pull_request: { number: 5 } },
  repository: 'octo/site',
  serverUrl: 'https://github.com',
  runId: 99,
  runAttempt: 1,
  ...extra,
});

describe('parseCommentInputs', () => {
  it('is off by default, with the seo-report tag', () => {
    expect(parseCommentInputs(read({}))).toEqual({
      enabled: false,
      tag: 'seo-report',
      githubToken: '',
    });
  });

  it('reads the inputs', () => {
    expect(
      parseCommentInputs(
        read({ comment: 'true', 'comment-tag': ' docs.v2_x ', 'github-token': 'ghs_1' }),
      ),
    ).toEqual({ enabled: true, tag: 'docs.v2_x', githubToken: 'ghs_1' });
  });

  it('refuses a tag that could break out of its marker, naming comment-tag', () => {
    for (const tag of ['a"b', 'x-->', '-lead', 'a b', 'é', 'x'.repeat(65)]) {
      expect(() => parseCommentInputs(read({ 'comment-tag': tag }))).toThrowError(
        /^Input comment-tag: must be 1 to 64 letters, digits, dots, dashes or underscores/,
      );
    }
    expect(() => parseCommentInputs(read({ comment: 'yes' }))).toThrowError(
      'Input comment: must be true or false (got "yes")',
    );
  });
});

describe('commentTargetOf', () => {
  it('comments on pull_request and pull_request_target, linking the run', () => {
    expect(commentTargetOf(run())).toEqual({
      owner: 'octo',
      repo: 'site',
      issueNumber: 5,
      runUrl: 'https://github.com/octo/site/actions/runs/99',
    });
    expect(commentTargetOf(run({ eventName: 'pull_request_target', runAttempt: 2 }))).toMatchObject(
      {
        runUrl: 'https://github.com/octo/site/actions/runs/99/attempts/2',
      },
    );
    expect(commentTargetOf(run({ runId: Number.NaN }))).toMatchObject({ runUrl: null });
  });

  it('skips other events with a notice, and a broken context with a warning', () => {
    expect(commentTargetOf(run({ eventName: 'push' }))).toEqual({
      skip: 'notice',
      message:
        'comment: true is ignored on push events: the comment is written on pull_request and pull_request_target events only.',
    });
    expect(commentTargetOf(run({ payload: {} }))).toMatchObject({ skip: 'warning' });
    expect(commentTargetOf(run({ repository: undefined }))).toMatchObject({ skip: 'warning' });
  });
});

describe('renderComment', () => {
  it('has the marker, the verdict, the table, the run link and the time', () => {
    const body = renderComment(context([outcome('https://a.test/', 95)]), {
      tag: 'seo-report',
      runUrl: 'https://github.com/octo/site/actions/runs/99',
      now: NOW,
    });
    expect(body).toBe(
      [
        '<!-- seo-report-action comment-tag="seo-report" -->',
        '## SEO audit',
        '',
        '**✅ Passed: 1 page, 1 good, 0 decent, 0 bad (fail-on: bad)**',
        '',
        '| | Page | Grade | Score | Errors and warnings | Report |',
        '|---|---|---|---|---|---|',
        '| 🟢 | https://a.test/ | good | 95 |  | [12](https://seo.test/reports/12) |',
        '',
        '<sub>1 page audited in 2.0 s.</sub>',
        '',
        '<sub>[Workflow run](https://github.com/octo/site/actions/runs/99) · updated 2026-11-22 04:30 UTC</sub>',
        '',
      ].join('\n'),
    );
  });

  it('names a tag other than the default in the heading', () => {
    const body = renderComment(context([outcome('https://a.test/', 95)]), {
      tag: 'docs',
      runUrl: null,
      now: NOW,
    });
    expect(body).toContain('<!-- seo-report-action comment-tag="docs" -->\n## SEO audit: `docs`\n');
    expect(body).toContain('<sub>updated 2026-11-22 04:30 UTC</sub>');
  });

  it('stays under 65,536 characters by cutting rows, with a note', () => {
    // Four-byte characters: a byte limit and a character limit differ here.
    const many = Array.from({ length: 2000 }, (_, i) =>
      outcome(`https://site.test/${'😀'.repeat(40)}/${i}`, 95),
    );
    const body = renderComment(context(many), { tag: 'seo-report', runUrl: null, now: NOW });
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    const shown = body.split('\n').filter((line) => line.startsWith('| 🟢')).length;
    expect(shown).toBeGreaterThan(100);
    expect(body).toContain(
      `_Left out, since a pull-request comment is limited to 65,536 characters: ${(2000 - shown).toLocaleString('en-US')} of the 2,000 table rows. Every page with its errors and warnings is in the \`results\` output; write the reports with \`report-dir\` to read each page's findings._`,
    );
    expect(body).toMatch(/updated 2026-11-22 04:30 UTC<\/sub>\n$/);
  });

  it('cuts even a huge fatal message', () => {
    const body = renderComment(context([outcome('https://a.test/', 95)], 'x'.repeat(100_000)), {
      tag: 'seo-report',
      runUrl: null,
      now: NOW,
    });
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body.startsWith(commentMarker('seo-report'))).toBe(true);
    expect(body).toMatch(/_Cut: a pull-request comment is limited to 65,536 characters._\n$/);
  });
});

describe('isOwnComment', () => {
  const marker = commentMarker('seo-report');
  const bot = { login: 'github-actions[bot]', type: 'Bot' };
  it("takes the token user's marked comment, or a bot's when the user is unknown", () => {
    expect(isOwnComment({ id: 1, body: `${marker}\nx`, user: bot }, marker, null)).toBe(true);
    expect(
      isOwnComment({ id: 1, body: marker, user: { login: 'me', type: 'User' } }, marker, 'me'),
    ).toBe(true);
    expect(isOwnComment({ id: 1, body: marker, user: bot }, marker, 'me')).toBe(false);
  });

  it("never takes a person's comment quoting the marker, another tag's, or an unmarked one", () => {
    const person = { login: 'alice', type: 'User' };
    expect(isOwnComment({ id: 1, body: `see ${marker}`, user: person }, marker, null)).toBe(false);
    const other = commentMarker('seo-report-docs');
    expect(isOwnComment({ id: 1, body: other, user: bot }, marker, null)).toBe(false);
    expect(isOwnComment({ id: 1, body: 'hello', user: bot }, marker, null)).toBe(false);
    expect(isOwnComment({ id: 1, body: marker, user: null }, marker, null)).toBe(false);
  });
});

describe('commentFailureMessage', () => {
  it('names the missing permission and the fork pattern for a 403 from an integration', () => {
    const error = Object.assign(new Error('Resource not accessible by integration - https://d'), {
      status: 403,
      response: { data: { message: 'Resource not accessible by integration' } },
    });
    expect(commentFailureMessage(error)).toBe(
      "The pull-request comment was not written: the token may not write to this pull request (GitHub answered 403: Resource not accessible by integration). Give the job `permissions: pull-requests: write`; a pull request from a fork only gets a read-only token, so comment from a separate workflow_run workflow instead (see docs/pull-requests.md). The audit's verdict is unchanged.",
    );
  });

  it('words any other failure as it came', () => {
    const notFound = Object.assign(new Error('Not Found - https://d'), {
      status: 404,
      response: { data: { message: 'Not Found' } },
    });
    expect(commentFailureMessage(notFound)).toBe(
      "The pull-request comment was not written: GitHub answered 404: Not Found. The audit's verdict is unchanged.",
    );
    // Octokit's network failure: a status of 500 without a response.
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { status: 500 });
    expect(commentFailureMessage(refused)).toBe(
      "The pull-request comment was not written: no answer from GitHub (connect ECONNREFUSED 127.0.0.1:1). The audit's verdict is unchanged.",
    );
    const timeout = Object.assign(new Error('The operation was aborted due to timeout'), {
      status: 500,
      cause: new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
    });
    expect(commentFailureMessage(new Error('bug'))).toBe(
      "The pull-request comment was not written: bug. The audit's verdict is unchanged.",
    );
    expect(commentFailureMessage(timeout)).toBe(
      "The pull-request comment was not written: GitHub did not answer within 60 s. The audit's verdict is unchanged.",
    );
  });
});
