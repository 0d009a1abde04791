// The action's baseline, from the source the `baseline` input names. The two GitHub sources
// are loaded only when asked for, so that other runs do not pay for them at start-up.
import { readBaselineFile } from '../baseline/file-source.js';
import type { BaselineLoad, BaselineSpec } from '../baseline/types.js';

export interface ActionBaselineOptions {
  /** github-token; undefined or empty when the workflow gave none. */
  token: string | undefined;
  commentTag: string;
  /** baseline-artifact: the name of the results artifact, for branch:<name>. */
  artifact: string;
  /** One budget for every request a source makes. */
  signal: AbortSignal;
}

/** Never fails for a baseline that cannot be had; throws BaselineShapeError for a wrong shape. */
export async function readActionBaseline(
  spec: BaselineSpec,
  options: ActionBaselineOptions,
): Promise<BaselineLoad> {
  if (spec.kind === 'file') return readBaselineFile(spec.path);
  const input = spec.kind === 'comment' ? 'comment' : `branch:${spec.branch}`;
  const token = options.token ?? '';
  if (token === '')
    return {
      kind: 'missing',
      reason: `baseline: ${input} reads it through the GitHub API, and github-token is empty (leave it unset to use the workflow's github.token)`,
    };
  const apiUrl = process.env.GITHUB_API_URL || 'https://api.github.com';
  if (spec.kind === 'comment') {
    const [{ readCommentBaseline }, { runContextFromGitHub }] = await Promise.all([
      import('./baseline-comment.js'),
      import('./comment.js'),
    ]);
    return readCommentBaseline({
      token,
      tag: options.commentTag,
      run: runContextFromGitHub(),
      apiUrl,
      signal: options.signal,
    });
  }
  const { readBranchBaseline } = await import('./baseline-branch.js');
  return readBranchBaseline({
    token,
    branch: spec.branch,
    artifact: options.artifact,
    repository: process.env.GITHUB_REPOSITORY,
    runId: process.env.GITHUB_RUN_ID,
    apiUrl,
    signal: options.signal,
  });
}
