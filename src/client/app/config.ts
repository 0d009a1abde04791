// The options of a job, checked all at once before any request, the same for both faces: the
// action reads them from its inputs, the CLI from flags and SEO_REPORT_* variables. A bad value
// is an OptionError whose problem is a Message (messages.ts): each face words it for its users.

import { readFileSync } from 'node:fs';
import { resolveExtraHeaders } from '../../shared/extra-headers.js';
import { own, setOwn } from '../../shared/own-keys.js';
import {
  hasControlCharacters,
  MAX_REPORT_PASSWORD_LENGTH as MAX_PASSWORD_LENGTH,
  MIN_REPORT_PASSWORD_LENGTH as MIN_PASSWORD_LENGTH,
  type Privacy,
  quote,
  reportUrlProblem,
} from '../api/params.js';
import { baseUrlProblem, CREDENTIALS_IN_BASE_URL } from '../api/transport.js';
import {
  knownCheckKeys,
  LEVELS,
  parseRules,
  RuleError,
  type SeverityRule,
} from '../audit/rules.js';
import { parseShard, type Shard } from '../audit/shard.js';
import { type AuditPlan, FAIL_ON_VALUES, type FailOn } from '../audit/types.js';
import { NO_REGRESSION_RULE, type RegressionRule } from '../baseline/compare.js';
import type { BaselineSpec } from '../baseline/types.js';
import type { CrawlOptions } from '../crawl/types.js';
import type { CheckLinks, LinkOptions } from '../links/types.js';
import { readCrawlOptions } from './crawl-config.js';
import { readLinkOptions } from './link-config.js';
import { type Message, msg, OptionError, type OptionName, option, phrase } from './messages.js';
import { boolean, integer } from './option-values.js';
import { type SiteDirConfig, siteDirOptions } from './site-dir-config.js';

/** Where the reports are made: our service started in-process, or a service of the user's. */
export type Target = EmbeddedTarget | RemoteTarget;
interface EmbeddedTarget {
  kind: 'embedded';
  /** Let the embedded service's analyzer fetch loopback and private addresses. */
  allowPrivateNetwork: boolean;
  /** Audit pages as headless Chromium renders them (pages built by JavaScript). */
  render: boolean;
  /** Extra request headers for the audited pages' own origin (a protected preview). */
  headers: Record<string, string>;
}
export interface RemoteTarget {
  kind: 'remote';
  /** Service root, without a trailing slash. */
  baseUrl: string;
  apiKey: string;
}

/** Refresh and delete act on reports that already exist: only a remote service has them. */
export type JobConfig = CommonConfig &
  (
    | { mode: 'create'; target: Target }
    | { mode: 'refresh'; target: RemoteTarget }
    | { mode: 'delete'; target: RemoteTarget }
  );

interface CommonConfig {
  urls: string[];
  privacy: Privacy;
  password: string | undefined;
  project: string | undefined;
  /** Mode delete: the reports to delete (empty: delete `project`). */
  reportIds: string[];
  /** A sitemap.xml or sitemap index whose pages join `urls`. */
  sitemap: string | undefined;
  /** A build folder served on 127.0.0.1 and audited (embedded service only); undefined: none. */
  siteDir: SiteDirConfig | undefined;
  /**
   * Most pages found for the run (a sitemap's, a site-dir's, a crawl's), on top of those named
   * in `urls`: the one cap of a run's discovered pages (max-pages, or max-urls as before).
   */
  maxPages: number;
  /** This job's share of the URL list (strategy.matrix); undefined: all of it. */
  shard: Shard | undefined;
  failOn: FailOn;
  minScore: number | null;
  concurrency: number;
  timeoutSeconds: number;
  /** Template with {base-url}, {id} and {url}. */
  reportUrl: string;
  /** Folder to write each report to (JSON and HTML); undefined for none. */
  reportDir: string | undefined;
  /** Where the previous results come from; undefined: none (refresh mode has its own). */
  baseline: BaselineSpec | undefined;
  /** Another origin whose same paths are audited in this run as the baseline. */
  baselineUrl: string | undefined;
  /** The artifact `baseline: branch:<name>` reads. */
  baselineArtifact: string;
  /** What fails the job when a page got worse than its baseline. */
  regression: RegressionRule;
  /**
   * What a failed check means for the job, in order (a later rule wins): the rules file, then
   * `rules`, then `ignore-checks` (each key at `off`).
   */
  rules: SeverityRule[];
  /** The rules file read, for the log; null when none was. */
  rulesFile: string | null;
  /** What the parser corrected on its own (a base URL given as the API root), for the log. */
  notices: Message[];
  /** What works but should change (a deprecated option), for the log as warnings. */
  warnings: Message[];
  /** Crawl the site from `urls` (docs/crawl.md); undefined: audit the URL list as it is. */
  crawl: CrawlOptions | undefined;
  /** Which links and resources of the audited pages are requested (docs/links.md). */
  checkLinks: CheckLinks;
  /** link-accept, link-timeout and check-external-links with its options (docs/links.md). */
  linkOptions: LinkOptions;
}

/** More would take hours and exhaust a monthly quota: split the list across jobs instead. */
export const MAX_URLS = 1000;
/**
 * max-pages with the embedded service, which has no quota: a large site's build folder in one
 * job (a matrix with shard splits more). A remote service keeps MAX_URLS.
 */
export const MAX_PAGES_EMBEDDED = 10_000;
export const DEFAULT_MAX_PAGES = 50;
/**
 * One rule for report passwords everywhere (the client, our service, the options): shorter ones are
 * too weak and too short to mask reliably; longer ones our service refuses.
 */
export {
  MAX_REPORT_PASSWORD_LENGTH as MAX_PASSWORD_LENGTH,
  MIN_REPORT_PASSWORD_LENGTH as MIN_PASSWORD_LENGTH,
} from '../api/params.js';

const DEFAULT_REPORT_URL = '{base-url}/reports/{id}';
const PRIVACY_WORDS: Record<string, Privacy> = {
  public: 0,
  private: 1,
  password: 2,
  '0': 0,
  '1': 1,
  '2': 2,
};

/** Reads one option's raw value, '' when unset (as @actions/core's getInput does). */
type ReadOption = (name: OptionName) => string;

export function parseJobConfig(read: ReadOption): JobConfig {
  const get = (name: OptionName) => read(name).trim();

  const notices: Message[] = [];
  const warnings: Message[] = [];
  const baseUrl = get('base-url') === '' ? null : checkBaseUrl(get('base-url'), notices);
  const apiKey = get('api-key') === '' ? null : get('api-key');
  if (baseUrl !== null && apiKey === null) {
    throw new OptionError(
      'api-key',
      msg`is required when ${option('base-url')} is set (${phrase('secret_source')})`,
    );
  }
  // Checked whatever the target, so that a typo fails the same way everywhere.
  const allowPrivateNetwork = boolean('allow-private-network', get('allow-private-network'));
  const render = boolean('render', get('render'));
  const headers = parseHeaders(read('headers'));
  if (baseUrl !== null) {
    // A remote service fetches the pages itself: it cannot render them or send our headers.
    for (const [name, set] of [
      ['render', render],
      ['headers', Object.keys(headers).length > 0],
    ] as const) {
      if (set)
        throw new OptionError(
          name,
          msg`works with the embedded service only (leave ${option('base-url')} empty): a remote service fetches the pages itself`,
        );
    }
  }
  const target: Target =
    baseUrl !== null && apiKey !== null
      ? { kind: 'remote', baseUrl, apiKey }
      : { kind: 'embedded', allowPrivateNetwork, render, headers };

  // Own keys only: "constructor" or "toString" is a wrong value, not Object.prototype's.
  const privacy = own(PRIVACY_WORDS, get('privacy').toLowerCase() || 'private');
  if (privacy === undefined) {
    throw new OptionError(
      'privacy',
      msg`must be public, private, password, 0, 1 or 2 (got ${quote(get('privacy'))})`,
    );
  }
  const password = read('password') === '' ? undefined : read('password');
  if (privacy === 2 && password === undefined) {
    throw new OptionError(
      'password',
      msg`is required with ${option('privacy', 'password')} (${phrase('secret_source')})`,
    );
  }
  if (
    password !== undefined &&
    (hasControlCharacters(password) ||
      password.length < MIN_PASSWORD_LENGTH ||
      password.length > MAX_PASSWORD_LENGTH)
  ) {
    // Checked here, not only by the client: a bad password found at the first create would stop
    // the audit after the embedded service had started. Never echoed: it is a secret.
    throw new OptionError(
      'password',
      msg`must be ${String(MIN_PASSWORD_LENGTH)} to ${String(MAX_PASSWORD_LENGTH)} characters without control characters or line breaks (a secret saved from a file often ends with a newline)`,
    );
  }
  if (privacy !== 2 && password !== undefined) {
    throw new OptionError(
      'password',
      msg`is set, but privacy is not password: ${phrase('drop_password')}`,
    );
  }

  const mode = (get('mode') || 'create') as Mode;
  if (!MODES.includes(mode)) {
    throw new OptionError(
      'mode',
      msg`must be create, refresh or delete (got ${quote(get('mode'))})`,
    );
  }

  const failOn = (get('fail-on') || 'bad') as FailOn;
  if (!FAIL_ON_VALUES.includes(failOn)) {
    throw new OptionError(
      'fail-on',
      msg`must be bad, decent or never (got ${quote(get('fail-on'))})`,
    );
  }

  const project = get('project') === '' ? undefined : get('project');
  if (project !== undefined && (project.length > 255 || hasControlCharacters(project))) {
    throw new OptionError(
      'project',
      msg`must be at most 255 characters without control characters`,
    );
  }

  const siteDir = siteDirOptions(get, target.kind === 'remote', render);
  const common: CommonConfig = {
    ...urlSources(get, mode, project, target, siteDir),
    siteDir,
    maxPages: pageCap(get, target, warnings),
    privacy,
    password,
    project,
    reportIds: parseReportIds(get('report-ids'), mode, project),
    failOn,
    minScore: optionalNumber('min-score', get('min-score'), 0, 100),
    concurrency: integer('concurrency', get('concurrency') || '8', 1, 20),
    timeoutSeconds: integer('timeout', get('timeout') || '600', 1, 21_600),
    reportUrl: checkReportUrlTemplate(get('report-url') || DEFAULT_REPORT_URL, baseUrl),
    reportDir: checkReportDir(get('report-dir')),
    ...baselineOptions(get, mode),
    ...severityRules(get, read),
    notices,
    warnings,
    crawl: undefined,
    ...readLinkOptions(get, { mode, allowPrivateNetwork }),
  };
  common.crawl = readCrawlOptions(get, {
    mode,
    urls: common.urls,
    maxPages: common.maxPages,
    siteDir: common.siteDir !== undefined,
    shard: common.shard !== undefined,
  });
  const sameOrigin = common.urls.find(
    (url) => common.baselineUrl !== undefined && new URL(url).origin === common.baselineUrl,
  );
  if (sameOrigin !== undefined)
    throw new OptionError(
      'baseline-url',
      msg`is the origin of the pages audited (${sameOrigin}): give the other origin, such as production for a preview`,
    );
  // site-url is read from the folder, by the analyzer too: the baseline would be the folder again.
  if (common.baselineUrl !== undefined && common.baselineUrl === common.siteDir?.siteUrl)
    throw new OptionError(
      'baseline-url',
      msg`is ${option('site-url')}, which is read from the folder (${option('site-dir')}): the pages would be compared with themselves. Compare the build with production through ${option('baseline')} (a results file, or branch:NAME)`,
    );
  if (mode === 'create') return { ...common, mode, target };
  // urlSources refused refresh and delete without base-url.
  return { ...common, mode, target: target as RemoteTarget };
}

/** What the engine is asked to do, from the checked options (the action and the CLI alike). */
export function auditPlanOf(config: JobConfig): AuditPlan {
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
    throw new OptionError('urls', msg`is required: give at least one absolute http(s) URL`);
  if (items.length > MAX_URLS) {
    throw new OptionError(
      'urls',
      msg`has ${String(items.length)} URLs; at most ${String(MAX_URLS)} are allowed ${phrase('split_list')}`,
    );
  }
  const seen = new Set<string>();
  const urls: string[] = [];
  items.forEach((item, index) => {
    const problem = urlOptionProblem(item);
    if (problem !== null) throw new OptionError('urls', msg`item ${String(index + 1)} ${problem}`);
    const normalised = new URL(item).href;
    if (!seen.has(normalised)) {
      seen.add(normalised);
      urls.push(item);
    }
  });
  return urls;
}

/**
 * The service root, without a trailing slash. The API root (`.../api/v1`, which `seo-report serve`
 * used to print) is accepted and cut back to the root: the client would reach the API either way,
 * but the report links (`{base-url}/reports/{id}`) would point at the API's JSON, which answers
 * 401 to a reader. The cut is said in `notices`, so nobody wonders where the suffix went.
 */
function checkBaseUrl(value: string, notices: Message[]): string {
  const problem = baseUrlProblem(value);
  if (problem === CREDENTIALS_IN_BASE_URL)
    throw new OptionError('base-url', msg`${problem} (${phrase('key_source')})`);
  if (problem !== null) throw new OptionError('base-url', msg`${problem}`);
  const trimmed = value.replace(/\/+$/, '');
  const root = trimmed.replace(/\/api\/v1$/i, '');
  if (root !== trimmed) {
    notices.push(
      msg`${option('base-url')} ends with /api/v1, the API root: using the service root ${root} (report links are ${root}/reports/ID); give the root to drop this notice`,
    );
  }
  return root;
}

/**
 * headers: one `Name: value` per line. Checked by the analyzer's own rules; a value is never
 * quoted back, since it is usually a secret.
 */
function parseHeaders(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [index, line] of raw.split(/\r?\n/).entries()) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0)
      throw new OptionError(
        'headers',
        msg`line ${String(index + 1)} must be Name: value (one header per line)`,
      );
    // A header named __proto__ is checked like any other name, not lost to an assignment.
    setOwn(headers, line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  try {
    return resolveExtraHeaders(headers);
  } catch (error) {
    const problem =
      error instanceof Error ? error.message.replace(/^headers: /, '') : String(error);
    throw new OptionError('headers', msg`${problem}`);
  }
}

function checkReportDir(value: string): string | undefined {
  if (value === '') return undefined;
  if (hasControlCharacters(value)) {
    throw new OptionError('report-dir', msg`must be a folder path without control characters`);
  }
  return value;
}

function checkReportUrlTemplate(template: string, baseUrl: string | null): string {
  if (!template.includes('{id}')) {
    throw new OptionError('report-url', msg`must contain {id} (got ${quote(template)})`);
  }
  const example = template
    .replaceAll('{base-url}', baseUrl ?? 'http://127.0.0.1')
    .replaceAll('{id}', '1')
    .replaceAll('{url}', 'https%3A%2F%2Fexample.com');
  if (reportUrlProblem(example) !== null) {
    throw new OptionError(
      'report-url',
      msg`must give an absolute http(s) URL, with {base-url}, {id} and {url} as placeholders (got ${quote(template)})`,
    );
  }
  return template;
}

function optionalNumber(name: OptionName, value: string, min: number, max: number): number | null {
  if (value === '') return null;
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new OptionError(
      name,
      msg`must be a number from ${String(min)} to ${String(max)}, or empty (got ${quote(value)})`,
    );
  }
  return Number(value);
}

const MODES = ['create', 'refresh', 'delete'] as const;
export type Mode = (typeof MODES)[number];

/**
 * max-pages, or max-urls, its name before site-dir and crawling found pages too: kept working
 * with a warning; both with different values is an error, since one of them would be ignored.
 */
function pageCap(get: (name: OptionName) => string, target: Target, warnings: Message[]): number {
  const pages = get('max-pages');
  const urls = get('max-urls');
  const max = target.kind === 'embedded' ? MAX_PAGES_EMBEDDED : MAX_URLS;
  if (urls !== '') {
    if (pages !== '' && pages !== urls)
      throw new OptionError(
        'max-urls',
        msg`and ${option('max-pages')} are both set, to different values: ${option('max-urls')} is the old name of ${option('max-pages')}; keep ${option('max-pages')} alone`,
      );
    warnings.push(
      msg`${option('max-urls')} is deprecated: use ${option('max-pages')}, the cap of every page found for the run (sitemap, ${option('site-dir')}), with the same value`,
    );
  }
  const name: OptionName = pages === '' && urls !== '' ? 'max-urls' : 'max-pages';
  return integer(name, pages || urls || String(DEFAULT_MAX_PAGES), 1, max);
}

/** urls, sitemap and shard: where the URL list comes from, and which mode needs it. */
function urlSources(
  get: (name: OptionName) => string,
  mode: Mode,
  project: string | undefined,
  target: Target,
  siteDir: SiteDirConfig | undefined,
): Pick<CommonConfig, 'urls' | 'sitemap' | 'shard'> {
  if (mode !== 'create' && target.kind === 'embedded') {
    throw new OptionError(
      'mode',
      msg`${mode} needs ${option('base-url')}: the embedded service starts empty in every run, so it has no reports to ${mode}`,
    );
  }
  const sitemap = get('sitemap') === '' ? undefined : get('sitemap');
  if (sitemap !== undefined) {
    const problem = urlOptionProblem(sitemap);
    if (problem !== null) throw new OptionError('sitemap', msg`${problem}`);
  }
  const shardText = get('shard');
  const shard = shardText === '' ? undefined : parseShard(shardText);
  if (typeof shard === 'string') throw new OptionError('shard', msg`${shard}`);
  if (mode === 'delete') {
    for (const name of ['urls', 'sitemap', 'shard'] as const) {
      if (get(name) !== '')
        throw new OptionError(
          name,
          msg`is not used with ${option('mode', 'delete')} (give ${option('report-ids')} or ${option('project')})`,
        );
    }
    return { urls: [], sitemap: undefined, shard: undefined };
  }
  // Refresh of a whole project needs no URLs; everything else needs urls, a sitemap or a folder.
  const optional =
    sitemap !== undefined || siteDir !== undefined || (mode === 'refresh' && project !== undefined);
  const urls = parseUrls(get('urls'), !optional);
  if (urls.length === 0 && sitemap === undefined && siteDir === undefined && shard !== undefined) {
    throw new OptionError(
      'shard',
      msg`needs a URL list to split: give ${option('urls')} or ${option('sitemap')}`,
    );
  }
  return { urls, sitemap, shard };
}

/** report-ids: ids separated by commas, spaces or newlines (the report-ids output as it is). */
function parseReportIds(raw: string, mode: Mode, project: string | undefined): string[] {
  const ids = [...new Set(raw.split(/[\s,]+/).filter((id) => id !== ''))];
  if (mode !== 'delete') {
    if (ids.length > 0)
      throw new OptionError('report-ids', msg`is only used with ${option('mode', 'delete')}`);
    return [];
  }
  if (ids.length > 0 && project !== undefined) {
    throw new OptionError(
      'report-ids',
      msg`and ${option('project')} are both set: mode delete takes ${option('report-ids')}, or ${option('project')} alone to delete the whole project`,
    );
  }
  if (ids.length === 0 && project === undefined) {
    throw new OptionError(
      'report-ids',
      msg`is required with ${option('mode', 'delete')} (or give ${option('project')} alone to delete the whole project)`,
    );
  }
  const bad = ids.find((id) => id.length > 255 || hasControlCharacters(id) || id.includes('/'));
  if (bad !== undefined)
    throw new OptionError(
      'report-ids',
      msg`must be ids separated by commas, spaces or newlines, each without / or control characters (got ${quote(bad)})`,
    );
  return ids;
}

const DEFAULT_BASELINE_ARTIFACT = 'seo-report';

/** baseline, baseline-url, baseline-artifact and fail-on-regression. */
function baselineOptions(
  get: (name: OptionName) => string,
  mode: Mode,
): Pick<CommonConfig, 'baseline' | 'baselineUrl' | 'baselineArtifact' | 'regression'> {
  const baseline = parseBaselineSpec(get('baseline'));
  const baselineUrl =
    get('baseline-url') === '' ? undefined : checkBaselineUrl(get('baseline-url'));
  if (baseline !== undefined && baselineUrl !== undefined)
    throw new OptionError(
      'baseline-url',
      msg`and ${option('baseline')} are both set: compare with earlier results (${option('baseline')}) or with another origin (${option('baseline-url')}), not both`,
    );
  for (const [name, set] of [
    ['baseline', baseline !== undefined],
    ['baseline-url', baselineUrl !== undefined],
  ] as const) {
    if (set && mode !== 'create')
      throw new OptionError(
        name,
        mode === 'refresh'
          ? msg`is not used with ${option('mode', 'refresh')}: a refresh compares each report with its state before the refresh`
          : msg`is not used with ${option('mode', 'delete')}`,
      );
  }
  const artifact = get('baseline-artifact') || DEFAULT_BASELINE_ARTIFACT;
  if (artifact.length > 255 || hasControlCharacters(artifact) || /[\\/:*?"<>|]/.test(artifact))
    throw new OptionError(
      'baseline-artifact',
      msg`must be an artifact name: 1 to 255 characters without / \\ : * ? " < > | or control characters (got ${quote(artifact)})`,
    );
  const regression = parseRegressionRule(get('fail-on-regression'));
  const compared = baseline !== undefined || baselineUrl !== undefined || mode === 'refresh';
  if ((regression.points !== null || regression.checks) && !compared)
    throw new OptionError(
      'fail-on-regression',
      msg`needs something to compare with: set ${option('baseline')} or ${option('baseline-url')} (or use ${option('mode', 'refresh')})`,
    );
  return { baseline, baselineUrl, baselineArtifact: artifact, regression };
}

/** A results file's path, `comment`, or `branch:<name>`. */
function parseBaselineSpec(value: string): BaselineSpec | undefined {
  if (value === '') return undefined;
  if (hasControlCharacters(value))
    throw new OptionError('baseline', msg`must not contain control characters`);
  if (value === 'comment') return { kind: 'comment' };
  if (value.startsWith('branch:')) {
    const branch = value.slice('branch:'.length).trim();
    if (branch === '' || branch.length > 255 || /[\s~^:?*[\\]/.test(branch))
      throw new OptionError(
        'baseline',
        msg`branch:<name> needs a branch name, such as branch:main (got ${quote(value)})`,
      );
    return { kind: 'branch', branch };
  }
  return { kind: 'file', path: value };
}

/**
 * What is wrong with an option's absolute http(s) URL, completing "Input <name>: ...": the
 * client's rule, whose "is required: an absolute URL" reads "must be an absolute URL" here.
 */
function urlOptionProblem(value: string): string | null {
  return reportUrlProblem(value)?.replace(/^is required: /, 'must be ') ?? null;
}

function checkBaselineUrl(value: string): string {
  const problem = urlOptionProblem(value);
  if (problem !== null) throw new OptionError('baseline-url', msg`${problem}`);
  const url = new URL(value);
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '')
    throw new OptionError(
      'baseline-url',
      msg`must be an origin such as https://www.example.com: each page's path is audited on it (got ${quote(value)})`,
    );
  return url.origin;
}

const REGRESSION_FORMS = 'never, a number of score points (5), checks, or both (5,checks)';

/** fail-on-regression: never, points, checks, or both, separated by a comma. */
export function parseRegressionRule(value: string): RegressionRule {
  if (value === '' || value === 'never') return NO_REGRESSION_RULE;
  const parts = value.split(',').map((part) => part.trim());
  let points: number | null = null;
  let checks = false;
  for (const part of parts) {
    if (part === 'checks' && !checks) checks = true;
    else if (/^\d+(\.\d+)?$/.test(part) && points === null && Number(part) <= 100)
      points = Number(part);
    else
      throw new OptionError(
        'fail-on-regression',
        msg`must be ${REGRESSION_FORMS} (got ${quote(value)})`,
      );
  }
  return { points, checks };
}

/** The rules file read when `rules-file` is not given and it exists (docs/rules.md). */
export const DEFAULT_RULES_FILE = '.seo-report-rules';

/** rules-file (or .seo-report-rules when present), rules and ignore-checks, in that order. */
function severityRules(
  get: (name: OptionName) => string,
  read: ReadOption,
): Pick<CommonConfig, 'rules' | 'rulesFile'> {
  const named = get('rules-file');
  const path = named === '' ? DEFAULT_RULES_FILE : named;
  let fileText: string | null = null;
  try {
    fileText = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (named !== '' || code !== 'ENOENT')
      throw new OptionError(
        'rules-file',
        msg`cannot be read (${quote(path)}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder' : (code ?? 'unreadable')})`,
      );
  }
  const levels = LEVELS.join(', ');
  const parse = (name: OptionName, raw: string, origin: string, fixed?: 'off') => {
    try {
      return parseRules(raw, origin, fixed);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      const form = fixed
        ? 'Each line is check keys, or a pattern (a path starting with /, or a URL; * matches anything), a colon and keys'
        : `Each line is [pattern:] keys: level, with a level of ${levels}; a pattern is a path starting with / or a URL, * matches anything; a key may name one of its errors (title.length)`;
      throw new OptionError(
        name,
        msg`${origin === path ? `${path}: ` : ''}${error.message}. ${form}. The keys: ${knownCheckKeys()}`,
      );
    }
  };
  return {
    rules: [
      ...(fileText === null ? [] : parse('rules-file', fileText, path)),
      ...parse('rules', read('rules'), 'rules'),
      ...parse('ignore-checks', read('ignore-checks'), 'ignore-checks', 'off'),
    ],
    rulesFile: fileText === null ? null : path,
  };
}
