// The sticky pull-request comment: one comment per tag, found again by a hidden marker and
// updated in place on every run. Writing it is a courtesy: any failure here is a warning and
// never changes the audit's verdict (a fork's read-only token is the common case).
import { getOctokit, context as githubContext } from '@actions/github';
import type { AuditRun } from '../app/job.js';
import { renderSummary } from '../app/render/summary.js';
import type { SafeText } from '../app/safe-text.js';
import { baselinePageOf } from '../baseline/pages.js';
import { rawBaselineBlock, writeBaselineBlock } from './baseline-block.js';
import { githubFailureOf } from './github-error.js';
import { type CommentConfig, DEFAULT_COMMENT_TAG, WORDS } from './inputs.js';
import { runner } from './runner.js';

/** GitHub refuses a comment body over 65,536 characters. */
export const COMMENT_LIMIT = 65_536;
/** Room kept for the marker and the footer that follow the summary's own text. */
const FOOTER_ROOM = 1_024;
/**
 * At most this much of the comment carries the next run's baseline: the summary is cut to make
 * room for it, but people read the comment first. Some 1,000 pages fit.
 */
export const MAX_BLOCK_CHARS = COMMENT_LIMIT / 2;
/** Who posts with GITHUB_TOKEN; preferred when the token cannot tell us its own user. */
const ACTIONS_BOT = 'github-actions[bot]';
const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];
/**
 * One budget for all the comment's requests: Octokit has no timeout of its own, and a GitHub API
 * that hangs must not hold the job.
 */
const COMMENT_TIMEOUT_MS = 60_000;

/** The hidden line that identifies this action's comment for one tag (the tag is validated). */
export function commentMarker(tag: string): string {
  return `<!-- seo-report-action comment-tag="${tag}" -->`;
}

/** What the comment needs to know of the workflow run, from @actions/github's context. */
export interface RunContext {
  eventName: string | undefined;
  payload: { pull_request?: { number?: unknown } };
  /** "owner/name", undefined when the runner did not say. */
  repository: string | undefined;
  serverUrl: string;
  runId: number;
  runAttempt: number;
}

export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
  /** The workflow run's page, or null when the run id is unknown. */
  runUrl: string | null;
}

/** Where to comment, or why not: `notice` for a non-PR event, `warning` for a broken context. */
export function commentTargetOf(
  run: RunContext,
): CommentTarget | { skip: 'notice' | 'warning'; message: string } {
  if (!run.eventName || !PULL_REQUEST_EVENTS.includes(run.eventName)) {
    return {
      skip: 'notice',
      message: `comment: true is ignored on ${run.eventName ?? 'unknown'} events: the comment is written on pull_request and pull_request_target events only.`,
    };
  }
  const issueNumber = run.payload.pull_request?.number;
  const [owner, repo, ...rest] = (run.repository ?? '').split('/');
  if (typeof issueNumber !== 'number' || !owner || !repo || rest.length > 0) {
    return {
      skip: 'warning',
      message:
        'The pull-request comment was not written: the event payload names no pull request number, or GITHUB_REPOSITORY is not owner/name.',
    };
  }
  const runUrl = Number.isSafeInteger(run.runId)
    ? `${run.serverUrl.replace(/\/+$/, '')}/${owner}/${repo}/actions/runs/${run.runId}${run.runAttempt > 1 ? `/attempts/${run.runAttempt}` : ''}`
    : null;
  return { owner, repo, issueNumber, runUrl };
}

/**
 * The comment's body: marker, the summary's verdict and table, the run link and the time, then
 * the hidden baseline block when there is one (it is never cut: a cut block is no baseline).
 */
export function renderComment(
  run: AuditRun,
  options: { tag: string; runUrl: string | null; now: Date; block?: string | null },
): string {
  const block = options.block ?? null;
  const room = COMMENT_LIMIT - (block === null ? 0 : block.length + 1);
  const heading =
    options.tag === DEFAULT_COMMENT_TAG ? '## SEO audit' : `## SEO audit: \`${options.tag}\``;
  const summary = renderSummary(run, WORDS, room - FOOTER_ROOM, {
    heading,
    limitInCharacters: true,
    limitWords: 'a pull-request comment is limited to 65,536 characters',
  });
  const time = `${options.now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const link = options.runUrl ? `[Workflow run](${options.runUrl}) · ` : '';
  let body = `${commentMarker(options.tag)}\n${summary.trimEnd()}\n\n<sub>${link}updated ${time}</sub>\n`;
  if (body.length > room) {
    // Only a huge fatal message in the head can get here: the rows were already cut to fit.
    const note = '\n\n_Cut: a pull-request comment is limited to 65,536 characters._\n';
    body = body.slice(0, room - note.length) + note;
  }
  return block === null ? body : `${body}${block}\n`;
}

export type Octokit = ReturnType<typeof getOctokit>;

export interface ListedComment {
  id: number;
  body?: string;
  user: { login: string; type: string } | null;
  updated_at?: string;
}

/**
 * Our comment for the tag: it carries the marker and was written by the token's user. An
 * installation token (GITHUB_TOKEN, a GitHub App's) cannot read GET /user; its comments are
 * a bot's, github-actions[bot] for GITHUB_TOKEN, so a bot's marked comment is taken then, never
 * a person's (a person may quote the marker).
 */
export function isOwnComment(
  comment: ListedComment,
  marker: string,
  login: string | null,
): boolean {
  if (!comment.body?.includes(marker) || comment.user === null) return false;
  return login !== null ? comment.user.login === login : comment.user.type === 'Bot';
}

type CommentResult = { action: 'created' | 'updated'; url: string };

/**
 * The tag's comment on the pull request, written by the token's user, or null. The comment step
 * updates it; baseline: comment reads the previous run's results from it. Throws GitHub's errors.
 */
export async function findOwnComment(
  octokit: Octokit,
  target: CommentTarget,
  tag: string,
): Promise<ListedComment | null> {
  const { owner, repo, issueNumber } = target;
  const marker = commentMarker(tag);
  const login = await tokenLogin(octokit);

  let found: ListedComment | null = null;
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner,
    repo,
    issue_number: issueNumber,
    per_page: 100,
  });
  search: for await (const page of pages) {
    for (const comment of page.data) {
      if (!isOwnComment(comment, marker, login)) continue;
      if (found === null) found = comment;
      // Without a login any bot's marked comment may do; GITHUB_TOKEN's own bot is the best one.
      if (login !== null || comment.user?.login === ACTIONS_BOT) {
        found = comment;
        break search;
      }
    }
  }
  return found;
}

/** Creates or updates the tag's comment on the pull request. Throws GitHub's errors. */
async function upsertComment(
  octokit: Octokit,
  target: CommentTarget,
  tag: string,
  bodyFor: (previous: string | null) => string,
): Promise<CommentResult> {
  const { owner, repo, issueNumber } = target;
  const found = await findOwnComment(octokit, target, tag);
  const body = bodyFor(found?.body ?? null);
  if (found !== null) {
    const { data } = await octokit.rest.issues.updateComment({
      owner,
      repo,
      comment_id: found.id,
      body,
    });
    return { action: 'updated', url: data.html_url };
  }
  const { data } = await octokit.rest.issues.createComment({
    owner,
    repo,
    issue_number: issueNumber,
    body,
  });
  return { action: 'created', url: data.html_url };
}

/** The token's own login, or null for an installation token (GET /user answers 403 to it). */
async function tokenLogin(octokit: Octokit): Promise<string | null> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return data.login;
  } catch {
    return null;
  }
}

/** One line for a failed comment, naming the missing permission when that is the cause. */
export function commentFailureMessage(error: unknown): string {
  const failure = githubFailureOf(error);
  const lead = 'The pull-request comment was not written';
  const unchanged = "The audit's verdict is unchanged.";
  switch (failure.kind) {
    case 'answered':
      if (failure.status === 403 && /not accessible by integration/i.test(failure.message))
        return `${lead}: the token may not write to this pull request (GitHub answered 403: ${failure.message}). Give the job \`permissions: pull-requests: write\`; a pull request from a fork only gets a read-only token, so comment from a separate workflow_run workflow instead (see docs/pull-requests.md). ${unchanged}`;
      return `${lead}: GitHub answered ${failure.status}: ${failure.message}. ${unchanged}`;
    case 'timeout':
      return `${lead}: GitHub did not answer within ${COMMENT_TIMEOUT_MS / 1000} s. ${unchanged}`;
    case 'aborted':
      return `${lead}: the request to GitHub was cancelled. ${unchanged}`;
    case 'no-answer':
      return `${lead}: no answer from GitHub (${failure.message}). ${unchanged}`;
    case 'other':
      return `${lead}: ${failure.message}. ${unchanged}`;
  }
}

/**
 * The action's comment step. Never throws: every failure is one warning. `out` removes the
 * secrets (the service's and the GitHub token) from the body and from every message.
 */
export async function writeComment(
  config: Pick<CommentConfig, 'tag' | 'githubToken'>,
  audit: AuditRun,
  out: SafeText,
  run: RunContext = runContextFromGitHub(),
  now: Date = new Date(),
): Promise<void> {
  out.add(config.githubToken);
  const target = commentTargetOf(run);
  if ('skip' in target) {
    if (target.skip === 'notice') runner.notice(target.message);
    else runner.warning(target.message);
    return;
  }
  if (config.githubToken === '') {
    runner.warning(
      "The pull-request comment was not written: github-token is empty (leave it unset to use the workflow's github.token).",
    );
    return;
  }
  try {
    // A run without a single result (a refused key, every page down) is no baseline: the
    // comment keeps the previous push's block rather than hand the next push an empty one.
    const fresh = audit.result.outcomes.some((o) => o.failure === null && o.score !== null);
    const block = fresh ? baselineBlockFor(audit, out) : null;
    const bodyFor = (previous: string | null) =>
      out.block(
        renderComment(audit, {
          tag: config.tag,
          runUrl: target.runUrl,
          now,
          block: fresh || previous === null ? block : rawBaselineBlock(previous),
        }),
      );
    const octokit = getOctokit(config.githubToken, {
      request: { signal: AbortSignal.timeout(COMMENT_TIMEOUT_MS) },
    });
    const result = await upsertComment(octokit, target, config.tag, bodyFor);
    runner.info(
      `${result.action === 'created' ? 'Created' : 'Updated'} the pull-request comment (comment-tag ${config.tag}): ${result.url}`,
    );
  } catch (error) {
    runner.warning(out.line(commentFailureMessage(error)));
  }
}

/**
 * The next run's baseline (baseline: comment), written whether or not this run used one; null
 * with a notice when it would take more than its share of the comment.
 */
export function baselineBlockFor(audit: AuditRun, out: SafeText): string | null {
  const pages = audit.result.outcomes.map(baselinePageOf);
  const block = writeBaselineBlock(pages, (text) => out.block(text));
  if (block.length <= MAX_BLOCK_CHARS) return block;
  runner.notice(
    `The pull-request comment holds no baseline this time: the results of ${pages.length} pages take ${block.length} characters encoded, more than the ${MAX_BLOCK_CHARS} a comment keeps for them. The next run with baseline: comment will have no comment baseline; use baseline: branch:<name> or a results file for this many pages.`,
  );
  return null;
}

/** The run as @actions/github's context sees it (the event payload, the run id). */
export function runContextFromGitHub(): RunContext {
  return {
    eventName: githubContext.eventName,
    payload: githubContext.payload,
    // Read from the environment, not context.repo: that getter throws when it is unset.
    repository: process.env.GITHUB_REPOSITORY,
    serverUrl: githubContext.serverUrl,
    runId: githubContext.runId,
    runAttempt: githubContext.runAttempt,
  };
}
