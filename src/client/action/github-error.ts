// What went wrong in a call to the GitHub API, read from Octokit's error: GitHub's own words
// (without the documentation link Octokit appends), the status, and whether the time ran out.
// The comment and both baseline sources word their own sentences from it.

export type GitHubFailure =
  | { kind: 'answered'; status: number; message: string }
  | { kind: 'timeout' }
  | { kind: 'aborted' }
  /** Octokit's network failure (a status of 500 without a response). */
  | { kind: 'no-answer'; message: string }
  | { kind: 'other'; message: string };

export function githubFailureOf(error: unknown): GitHubFailure {
  const status = (error as { status?: unknown }).status;
  const response = (error as { response?: { data?: { message?: unknown } } }).response;
  const said = response?.data?.message;
  const message =
    typeof said === 'string' ? said : error instanceof Error ? error.message : String(error);
  // Octokit gives network failures and timeouts a status of 500 too, but no response.
  if (response !== undefined && typeof status === 'number')
    return { kind: 'answered', status, message };
  const name = (error as { name?: unknown }).name;
  const causeName = (error as { cause?: { name?: unknown } }).cause?.name;
  if (name === 'TimeoutError' || causeName === 'TimeoutError') return { kind: 'timeout' };
  if (name === 'AbortError' || causeName === 'AbortError') return { kind: 'aborted' };
  return status === 500 ? { kind: 'no-answer', message } : { kind: 'other', message };
}

/**
 * "<lead>: <what happened>" for the failures every caller words alike; a caller words the
 * statuses that mean something to it (403: a permission) before falling back to this.
 */
export function githubFailureText(lead: string, failure: GitHubFailure): string {
  switch (failure.kind) {
    case 'answered':
      return `${lead}: GitHub answered ${failure.status}: ${failure.message}`;
    case 'timeout':
    case 'aborted':
      return `${lead}: GitHub did not answer in time`;
    case 'no-answer':
      return `${lead}: no answer from GitHub (${failure.message})`;
    case 'other':
      return `${lead}: ${failure.message}`;
  }
}

/** A reason is shown to people: a server that echoes the token must not get it shown. */
export function withoutToken(text: string, token: string): string {
  return token === '' ? text : text.replaceAll(token, '***');
}
