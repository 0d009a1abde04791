// The action's inputs, checked all at once before any request: a bad input fails the step with
// one line that names the input, the value (unless it is a secret) and what is allowed.
import { hasControlCharacters, type Privacy, quote, reportUrlProblem } from '../api/params.js';
import { baseUrlProblem } from '../api/transport.js';
import { parseShard, type Shard } from '../audit/shard.js';
import { type AuditPlan, FAIL_ON_VALUES, type FailOn } from '../audit/types.js';

export interface ActionConfig {
  /** Service root; null means the embedded reference service. */
  baseUrl: string | null;
  apiKey: string | null;
  urls: string[];
  privacy: Privacy;
  password: string | undefined;
  project: string | undefined;
  /** create: a new report per URL; refresh: regenerate existing ones; delete: remove reports. */
  mode: Mode;
  /** Mode delete: the reports to delete (empty: delete `project`). */
  reportIds: string[];
  /** A sitemap.xml or sitemap index whose pages join `urls`. */
  sitemap: string | undefined;
  /** Most URLs taken from the sitemap. */
  maxUrls: number;
  /** This job's share of the URL list (strategy.matrix); undefined: all of it. */
  shard: Shard | undefined;
  failOn: FailOn;
  minScore: number | null;
  concurrency: number;
  timeoutSeconds: number;
  cleanup: boolean;
  /** Template with {base-url}, {id} and {url}. */
  reportUrl: string;
  summary: boolean;
  /** Let the embedded service's analyzer fetch loopback and private addresses. */
  allowPrivateNetwork: boolean;
  /** Folder to write each report to (JSON and HTML); undefined for none. */
  reportDir: string | undefined;
}

/** The sticky comment's inputs: the action's only (the CLI never comments), so kept apart. */
export interface CommentConfig {
  /** Keep a sticky comment on the pull request (pull_request and pull_request_target only). */
  enabled: boolean;
  /** Names the comment, so that several audits in one pull request keep separate comments. */
  tag: string;
  /** Token for the comment; '' when none was given. A secret: masked at the edge. */
  githubToken: string;
}

export class InputError extends Error {
  override readonly name = 'InputError';
  constructor(
    readonly input: string,
    /** What is wrong, without the input's name: the CLI words it as a flag. */
    readonly problem: string,
  ) {
    super(`Input ${input}: ${problem}`);
  }
}

/** More would take hours and exhaust a monthly quota: split the list across jobs instead. */
export const MAX_URLS = 1000;
/** Shorter ones are too weak to protect a report and too short to mask reliably in messages. */
export const MIN_PASSWORD_LENGTH = 4;
// The reference service's limit (docs/api.md): a longer password would pass here and then fail
// every create with a 422, after the embedded service had started.
export const MAX_PASSWORD_LENGTH = 128;
export const DEFAULT_REPORT_URL = '{base-url}/reports/{id}';
export const DEFAULT_COMMENT_TAG = 'seo-report';
const COMMENT_TAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const PRIVACY_WORDS: Record<string, Privacy> = {
  public: 0,
  private: 1,
  password: 2,
  '0': 0,
  '1': 1,
  '2': 2,
};
const TRUE_WORDS = ['true', 'True', 'TRUE'];
const FALSE_WORDS = ['false', 'False', 'FALSE'];

/** `read(name)` returns the raw input, '' when unset (as @actions/core's getInput does). */
export function parseInputs(read: (name: string) => string): ActionConfig {
  const get = (name: string) => read(name).trim();

  const baseUrl = get('base-url') === '' ? null : checkBaseUrl(get('base-url'));
  const apiKey = get('api-key') === '' ? null : get('api-key');
  if (baseUrl !== null && apiKey === null) {
    throw new InputError('api-key', 'is required when base-url is set (pass it from a secret)');
  }

  const privacy = PRIVACY_WORDS[get('privacy').toLowerCase() || 'private'];
  if (privacy === undefined) {
    throw new InputError(
      'privacy',
      `must be public, private, password, 0, 1 or 2 (got ${quote(get('privacy'))})`,
    );
  }
  const password = read('password') === '' ? undefined : read('password');
  if (privacy === 2 && password === undefined) {
    throw new InputError('password', 'is required with privacy: password (pass it from a secret)');
  }
  if (
    password !== undefined &&
    (hasControlCharacters(password) ||
      password.length < MIN_PASSWORD_LENGTH ||
      password.length > MAX_PASSWORD_LENGTH)
  ) {
    // Checked here, not only by the client: a bad password found at the first create would stop
    // the audit after the embedded service had started. Never echoed: it is a secret.
    throw new InputError(
      'password',
      `must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters without control characters or line breaks (a secret saved from a file often ends with a newline)`,
    );
  }
  if (privacy !== 2 && password !== undefined) {
    throw new InputError(
      'password',
      'is set, but privacy is not password: set privacy: password, or remove password',
    );
  }

  const mode = (get('mode') || 'create') as Mode;
  if (!MODES.includes(mode)) {
    throw new InputError('mode', `must be create, refresh or delete (got ${quote(get('mode'))})`);
  }

  const failOn = (get('fail-on') || 'bad') as FailOn;
  if (!FAIL_ON_VALUES.includes(failOn)) {
    throw new InputError('fail-on', `must be bad, decent or never (got ${quote(get('fail-on'))})`);
  }

  const project = get('project') === '' ? undefined : get('project');
  if (project !== undefined && (project.length > 255 || hasControlCharacters(project))) {
    throw new InputError('project', 'must be at most 255 characters without control characters');
  }

  return {
    baseUrl,
    apiKey,
    ...urlSources(get, mode, project, baseUrl),
    privacy,
    password,
    project,
    mode,
    reportIds: parseReportIds(get('report-ids'), mode, project),
    failOn,
    minScore: optionalNumber('min-score', get('min-score'), 0, 100),
    concurrency: integer('concurrency', get('concurrency') || '8', 1, 20),
    timeoutSeconds: integer('timeout', get('timeout') || '600', 1, 21_600),
    cleanup: boolean('cleanup', get('cleanup') || 'false'),
    reportUrl: checkReportUrlTemplate(get('report-url') || DEFAULT_REPORT_URL, baseUrl),
    summary: boolean('summary', get('summary') || 'true'),
    allowPrivateNetwork: boolean('allow-private-network', get('allow-private-network') || 'false'),
    reportDir: checkReportDir(get('report-dir')),
  };
}

export function parseCommentInputs(read: (name: string) => string): CommentConfig {
  const get = (name: string) => read(name).trim();
  return {
    enabled: boolean('comment', get('comment') || 'false'),
    tag: checkCommentTag(get('comment-tag') || DEFAULT_COMMENT_TAG),
    githubToken: get('github-token'),
  };
}

/** What the engine is asked to do, from the checked inputs (the action and the CLI alike). */
export function auditPlanOf(config: ActionConfig): AuditPlan {
  return {
    urls: config.urls,
    privacy: config.privacy,
    password: config.password,
    project: config.project,
    concurrency: config.concurrency,
    timeoutMs: config.timeoutSeconds * 1000,
  };
}

/** One URL per line, or separated by commas or spaces; duplicates dropped, order kept. */
export function parseUrls(raw: string, required = true): string[] {
  const items = raw.split(/[\s,]+/).filter((item) => item !== '');
  if (items.length === 0 && !required) return [];
  if (items.length === 0)
    throw new InputError('urls', 'is required: give at least one absolute http(s) URL');
  if (items.length > MAX_URLS) {
    throw new InputError(
      'urls',
      `has ${items.length} URLs; at most ${MAX_URLS} are allowed in one step (split them across jobs)`,
    );
  }
  const seen = new Set<string>();
  const urls: string[] = [];
  items.forEach((item, index) => {
    const problem = reportUrlProblem(item);
    if (problem !== null)
      throw new InputError(
        'urls',
        `item ${index + 1} ${problem.replace(/^is required: /, 'must be ')}`,
      );
    const normalised = new URL(item).href;
    if (!seen.has(normalised)) {
      seen.add(normalised);
      urls.push(item);
    }
  });
  return urls;
}

function checkBaseUrl(value: string): string {
  const problem = baseUrlProblem(value);
  if (problem !== null) throw new InputError('base-url', problem);
  return value.replace(/\/+$/, '');
}

/**
 * The tag goes into a hidden HTML comment in the comment's body: a closed set of characters
 * keeps it from ending that HTML comment early or matching another tag's marker.
 */
function checkCommentTag(value: string): string {
  if (!COMMENT_TAG_PATTERN.test(value)) {
    throw new InputError(
      'comment-tag',
      `must be 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit (got ${quote(value)})`,
    );
  }
  return value;
}

function checkReportDir(value: string): string | undefined {
  if (value === '') return undefined;
  if (hasControlCharacters(value)) {
    throw new InputError('report-dir', 'must be a folder path without control characters');
  }
  return value;
}

function checkReportUrlTemplate(template: string, baseUrl: string | null): string {
  if (!template.includes('{id}')) {
    throw new InputError('report-url', `must contain {id} (got ${quote(template)})`);
  }
  const example = template
    .replaceAll('{base-url}', baseUrl ?? 'http://127.0.0.1')
    .replaceAll('{id}', '1')
    .replaceAll('{url}', 'https%3A%2F%2Fexample.com');
  if (reportUrlProblem(example) !== null) {
    throw new InputError(
      'report-url',
      `must give an absolute http(s) URL, with {base-url}, {id} and {url} as placeholders (got ${quote(template)})`,
    );
  }
  return template;
}

function integer(name: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new InputError(
      name,
      `must be a whole number from ${min} to ${max} (got ${quote(value)})`,
    );
  }
  return Number(value);
}

function optionalNumber(name: string, value: string, min: number, max: number): number | null {
  if (value === '') return null;
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new InputError(
      name,
      `must be a number from ${min} to ${max}, or empty (got ${quote(value)})`,
    );
  }
  return Number(value);
}

function boolean(name: string, value: string): boolean {
  if (TRUE_WORDS.includes(value)) return true;
  if (FALSE_WORDS.includes(value)) return false;
  throw new InputError(name, `must be true or false (got ${quote(value)})`);
}

export const MODES = ['create', 'refresh', 'delete'] as const;
export type Mode = (typeof MODES)[number];
export const DEFAULT_MAX_URLS = 50;

/** urls, sitemap, max-urls and shard: where the URL list comes from, and which mode needs it. */
function urlSources(
  get: (name: string) => string,
  mode: Mode,
  project: string | undefined,
  baseUrl: string | null,
): Pick<ActionConfig, 'urls' | 'sitemap' | 'maxUrls' | 'shard'> {
  if (mode !== 'create' && baseUrl === null) {
    throw new InputError(
      'mode',
      `${mode} needs base-url: the embedded service starts empty in every run, so it has no reports to ${mode}`,
    );
  }
  const sitemap = get('sitemap') === '' ? undefined : get('sitemap');
  if (sitemap !== undefined) {
    const problem = reportUrlProblem(sitemap);
    if (problem !== null)
      throw new InputError('sitemap', problem.replace(/^is required: /, 'must be '));
  }
  const shardText = get('shard');
  const shard = shardText === '' ? undefined : parseShard(shardText);
  if (typeof shard === 'string') throw new InputError('shard', shard);
  if (mode === 'delete') {
    for (const name of ['urls', 'sitemap', 'shard']) {
      if (get(name) !== '')
        throw new InputError(name, 'is not used with mode: delete (give report-ids or project)');
    }
    return { urls: [], sitemap: undefined, maxUrls: DEFAULT_MAX_URLS, shard: undefined };
  }
  // Refresh of a whole project needs no URLs; everything else needs urls or a sitemap.
  const optional = sitemap !== undefined || (mode === 'refresh' && project !== undefined);
  const urls = parseUrls(get('urls'), !optional);
  if (urls.length === 0 && sitemap === undefined && shard !== undefined) {
    throw new InputError('shard', 'needs a URL list to split: give urls or sitemap');
  }
  return {
    urls,
    sitemap,
    maxUrls: integer('max-urls', get('max-urls') || String(DEFAULT_MAX_URLS), 1, MAX_URLS),
    shard,
  };
}

/** report-ids: ids separated by commas, spaces or newlines (the report-ids output as it is). */
function parseReportIds(raw: string, mode: Mode, project: string | undefined): string[] {
  const ids = [...new Set(raw.split(/[\s,]+/).filter((id) => id !== ''))];
  if (mode !== 'delete') {
    if (ids.length > 0) throw new InputError('report-ids', 'is only used with mode: delete');
    return [];
  }
  if (ids.length > 0 && project !== undefined) {
    throw new InputError(
      'report-ids',
      'and project are both set: mode delete takes report-ids, or project alone to delete the whole project',
    );
  }
  if (ids.length === 0 && project === undefined) {
    throw new InputError(
      'report-ids',
      'is required with mode: delete (or give project alone to delete the whole project)',
    );
  }
  const bad = ids.find((id) => id.length > 255 || hasControlCharacters(id) || id.includes('/'));
  if (bad !== undefined)
    throw new InputError(
      'report-ids',
      `must be ids separated by commas, spaces or newlines, each without / or control characters (got ${quote(bad)})`,
    );
  return ids;
}
