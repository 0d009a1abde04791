// baseline: comment: the results the previous run of the same comment-tag left in the hidden
// block of its sticky pull-request comment, so that each push is compared with the one before.
// Anything short of a block that decodes is a missing baseline (a warning): the first push, a
// push event, a token that may not read, and even a garbled block, which was our own write.
import { getOctokit } from '@actions/github';
import { readBaselineDocument } from '../baseline/document.js';
import { type BaselineLoad, BaselineShapeError } from '../baseline/types.js';
import { readBaselineBlock } from './baseline-block.js';
import { commentTargetOf, findOwnComment, type ListedComment, type RunContext } from './comment.js';
import { githubFailureOf, githubFailureText, withoutToken } from './github-error.js';

export interface CommentBaselineOptions {
  token: string;
  /** The comment-tag: each tag keeps its own comment, and so its own baseline. */
  tag: string;
  run: RunContext;
  apiUrl: string;
  /** Ends every request: the API must not hold the job. */
  signal: AbortSignal;
}

export async function readCommentBaseline(options: CommentBaselineOptions): Promise<BaselineLoad> {
  const { token, tag, run } = options;
  const target = commentTargetOf(run);
  if ('skip' in target) {
    return missing(
      target.skip === 'notice'
        ? `baseline: comment reads the previous pull-request comment, and a ${run.eventName ?? 'unknown'} event has none (it works on pull_request and pull_request_target events)`
        : 'baseline: comment found no pull request: the event payload names no pull request number, or GITHUB_REPOSITORY is not owner/name',
    );
  }
  const where = `comment-tag ${tag} on pull request #${target.issueNumber}`;
  let found: ListedComment | null;
  try {
    const octokit = getOctokit(token, {
      baseUrl: options.apiUrl.replace(/\/+$/, ''),
      request: { signal: options.signal },
    });
    found = await findOwnComment(octokit, target, tag);
  } catch (error) {
    return missing(withoutToken(readFailure(error, where), token));
  }
  if (found === null)
    return missing(
      `there is no earlier comment of ${where} (the first run on this pull request, or the comment was deleted)`,
    );

  const from = `the previous comment (${where}${updated(found)})`;
  const block = readBaselineBlock(found.body ?? '');
  switch (block.kind) {
    case 'none':
      return missing(
        `${from} carries no baseline block (an older version of the action wrote it, or the results were too large to fit)`,
      );
    case 'other-version':
      return missing(
        `${from} carries a baseline block of version ${block.version}, which this version of the action does not read`,
      );
    case 'garbled':
      return missing(`${from} carries a baseline block that cannot be read: ${block.why}`);
    case 'read':
      try {
        return { kind: 'found', baseline: { from, pages: readBaselineDocument(block.document) } };
      } catch (error) {
        if (error instanceof BaselineShapeError)
          throw new BaselineShapeError(`${from}: its baseline block ${error.message}`);
        throw error;
      }
  }
}

function readFailure(error: unknown, where: string): string {
  const failure = githubFailureOf(error);
  const lead = `the comment of ${where} could not be read`;
  if (failure.kind === 'answered' && failure.status === 403)
    return `${lead}: the token may not read this pull request's comments (GitHub answered 403: ${failure.message}); give the job \`permissions: pull-requests: write\` (or read)`;
  return githubFailureText(lead, failure);
}

function updated(comment: ListedComment): string {
  const time = comment.updated_at ? new Date(comment.updated_at) : null;
  if (time === null || Number.isNaN(time.getTime())) return '';
  return `, updated ${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function missing(reason: string): BaselineLoad {
  return { kind: 'missing', reason };
}
