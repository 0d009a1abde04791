// The action's inputs: the job's options (app/config.ts) as the runner passes them, plus the
// inputs only the action has (cleanup, summary, the comment). Option problems are worded with
// the inputs' own names, as a workflow's `with:` block has them.
import { quote } from '../api/params.js';
import { type JobConfig, parseJobConfig } from '../app/config.js';
import { INPUT_WORDING, msg, OptionError, type OptionName } from '../app/messages.js';
import { boolean } from '../app/option-values.js';
import { wordsFor } from '../app/wording.js';
import { actionInput, runner } from './runner.js';

export const WORDS = wordsFor(INPUT_WORDING);
export const DEFAULT_COMMENT_TAG = 'seo-report';
const COMMENT_TAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export interface ActionInputs {
  job: JobConfig;
  /** Delete the reports this step created, in the post step. */
  cleanup: boolean;
  /** Write the job summary. */
  summary: boolean;
  comment: CommentConfig;
}

/** The sticky comment's inputs: the action's only (the CLI never comments). */
export interface CommentConfig {
  /** Keep a sticky comment on the pull request (pull_request and pull_request_target only). */
  enabled: boolean;
  /** Names the comment, so that several audits in one pull request keep separate comments. */
  tag: string;
  /** Token for the comment; '' when none was given. A secret: masked at the edge. */
  githubToken: string;
}

/** `read(name)` returns the raw input, '' when unset. Throws OptionError. */
export function parseActionInputs(read: (name: OptionName) => string): ActionInputs {
  const get = (name: OptionName) => read(name).trim();
  return {
    job: parseJobConfig(read),
    cleanup: boolean('cleanup', get('cleanup')),
    summary: boolean('summary', get('summary'), true),
    comment: {
      enabled: boolean('comment', get('comment')),
      tag: checkCommentTag(get('comment-tag') || DEFAULT_COMMENT_TAG),
      githubToken: get('github-token'),
    },
  };
}

/** The inputs from the runner, or the failure line for a bad one. */
export function readActionInputs(): ActionInputs | { failure: string } {
  try {
    return parseActionInputs(actionInput);
  } catch (error) {
    if (error instanceof OptionError) return { failure: inputErrorLine(error) };
    throw error;
  }
}

export function inputErrorLine(error: OptionError): string {
  return `Input ${error.option}: ${WORDS.message(error.problem)}`;
}

/** Masks the secret inputs (and each extra header's value) before anything can print them. */
export function maskSecretInputs(): void {
  const headerValues = actionInput('headers')
    .split(/\r?\n/)
    .map((line) => line.slice(line.indexOf(':') + 1));
  for (const name of ['api-key', 'password', 'github-token']) {
    mask(actionInput(name));
  }
  for (const value of headerValues) mask(value);
}

function mask(value: string): void {
  if (value.trim() === '') return;
  runner.setSecret(value);
  if (value.trim() !== value) runner.setSecret(value.trim());
}

/**
 * The tag goes into a hidden HTML comment in the comment's body: a closed set of characters
 * keeps it from ending that HTML comment early or matching another tag's marker.
 */
function checkCommentTag(value: string): string {
  if (!COMMENT_TAG_PATTERN.test(value)) {
    throw new OptionError(
      'comment-tag',
      msg`must be 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit (got ${quote(value)})`,
    );
  }
  return value;
}
