// Bad action inputs (issue 8): a table of wrong values for every input action.yml declares, each
// checked against the exact line the user reads. Most cases run the input parser in-process (it
// is what the step calls first); a representative subset runs the bundled action (dist/main)
// against the reference service to prove the user sees one `::error::` line naming the input,
// exit code 1, no stack trace, and that nothing reached the service.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseActionInputs } from '../../src/client/action/inputs.js';
import { OptionError } from '../../src/client/app/messages.js';
import { type RunningService, startService } from '../../src/server/service/index.js';
import { runStep } from '../e2e/support/run-action.js';
import { scoringAnalyzer } from '../service/helpers.js';
import { openLedger } from './support/ledger.js';

const ledger = openLedger('bad-action-inputs', 'Bad action inputs', 20);

const API_KEY = 'sk_bad_inputs_9d2f4b6a8c0e1f3a5b7c';
const BASE = 'https://seo.example.com';
const PAGE = 'https://example.com/';
const remote = { 'base-url': BASE, 'api-key': API_KEY };

/** 10,000 distinct URLs, one a line, as a workflow might paste a whole site. */
const TEN_THOUSAND_URLS = Array.from(
  { length: 10_000 },
  (_, i) => `https://example.com/page-${i}`,
).join('\n');
/** A single 1 MiB URL (a generated query string gone wrong). */
const ONE_MB_URL = `https://example.com/?q=${'a'.repeat(1024 * 1024)}`;
const LONG_PROJECT = 'p'.repeat(256);

interface Case {
  name: string;
  inputs: Record<string, string>;
  /** The input the message must name. */
  input: string;
  /** The exact message, without the "Input <name>: " the step puts in front. */
  problem: string;
}

/** The rules the parser quotes a wrong value after, as `<rule> (got "<value>")`. */
const PRIVACY = 'must be public, private, password, 0, 1 or 2';
const MODE = 'must be create, refresh or delete';
const FAIL_ON = 'must be bad, decent or never';
const SCORE = 'must be a number from 0 to 100, or empty';
const CONCURRENCY = 'must be a whole number from 1 to 20';
const TIMEOUT = 'must be a whole number from 1 to 21600';
/** The embedded service's range; a remote one has 1 to 1000 (test/app/config-site-dir.test.ts). */
const MAX_PAGES = 'must be a whole number from 1 to 10000';
const BOOLEAN = 'must be true or false';
const REPORT_URL =
  'must give an absolute http(s) URL, with {base-url}, {id} and {url} as placeholders';
const TAG =
  'must be 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit';
const SHARD = 'must be i/n with 1 <= i <= n <= 256, e.g. 2/4';

/** A page URL and one input with a wrong value, which the message quotes after the rule. */
const wrong = (name: string, input: string, value: string, rule: string): Case => ({
  name,
  inputs: { urls: PAGE, [input]: value },
  input,
  problem: `${rule} (got "${value}")`,
});

const CASES: Case[] = [
  // urls: empty, whitespace, relative, non-http, credentials, control characters, too many, too long
  {
    name: 'urls empty',
    inputs: { urls: '' },
    input: 'urls',
    problem: 'is required: give at least one absolute http(s) URL',
  },
  {
    name: 'urls only whitespace',
    inputs: { urls: '  \n\t \r\n ' },
    input: 'urls',
    problem: 'is required: give at least one absolute http(s) URL',
  },
  {
    name: 'urls only separators',
    inputs: { urls: ', ,,\n,' },
    input: 'urls',
    problem: 'is required: give at least one absolute http(s) URL',
  },
  {
    name: 'urls relative path',
    inputs: { urls: '/pricing' },
    input: 'urls',
    problem: 'item 1 must be an absolute http(s) URL (got "/pricing")',
  },
  {
    name: 'urls host without scheme',
    inputs: { urls: 'example.com/pricing' },
    input: 'urls',
    problem: 'item 1 must be an absolute http(s) URL (got "example.com/pricing")',
  },
  {
    name: 'urls second item relative',
    inputs: { urls: `${PAGE}\n./about` },
    input: 'urls',
    problem: 'item 2 must be an absolute http(s) URL (got "./about")',
  },
  {
    name: 'urls scheme only',
    inputs: { urls: 'https://' },
    input: 'urls',
    problem: 'item 1 must be an absolute http(s) URL (got "https://")',
  },
  {
    name: 'urls ftp',
    inputs: { urls: 'ftp://example.com/file.html' },
    input: 'urls',
    problem: 'item 1 must use http or https (got "ftp")',
  },
  {
    name: 'urls javascript:',
    inputs: { urls: 'javascript:alert(1)' },
    input: 'urls',
    problem: 'item 1 must use http or https (got "javascript")',
  },
  {
    name: 'urls file:',
    inputs: { urls: 'file:///etc/passwd' },
    input: 'urls',
    problem: 'item 1 must use http or https (got "file")',
  },
  {
    name: 'urls mailto:',
    inputs: { urls: 'mailto:seo@example.com' },
    input: 'urls',
    problem: 'item 1 must use http or https (got "mailto")',
  },
  {
    name: 'urls with user and password',
    inputs: { urls: 'https://admin:hunter2@example.com/' },
    input: 'urls',
    problem: 'item 1 must not contain a user name or password',
  },
  {
    name: 'urls with NUL',
    inputs: { urls: 'https://example.com/\u0000x' },
    input: 'urls',
    problem: 'item 1 must not contain spaces or control characters',
  },
  {
    name: 'urls with ESC (terminal escape)',
    inputs: { urls: 'https://example.com/\u001b[31mred' },
    input: 'urls',
    problem: 'item 1 must not contain spaces or control characters',
  },
  {
    name: 'urls with DEL',
    inputs: { urls: `${PAGE}\nhttps://example.com/\u007f` },
    input: 'urls',
    problem: 'item 2 must not contain spaces or control characters',
  },
  {
    name: 'urls 10,000 URLs',
    inputs: { urls: TEN_THOUSAND_URLS },
    input: 'urls',
    problem: 'has 10000 URLs; at most 1000 are allowed in one step (split them across jobs)',
  },
  {
    name: 'urls 1 MB URL',
    inputs: { urls: ONE_MB_URL },
    input: 'urls',
    problem: `item 1 must be at most 2048 characters (got ${ONE_MB_URL.length})`,
  },
  // base-url and api-key
  {
    name: 'base-url not a URL',
    inputs: { 'base-url': 'seo service', 'api-key': API_KEY, urls: PAGE },
    input: 'base-url',
    problem: 'must be an absolute http(s) URL such as https://seo.example.com (got "seo service")',
  },
  {
    name: 'base-url relative',
    inputs: { 'base-url': '/api/v1', 'api-key': API_KEY, urls: PAGE },
    input: 'base-url',
    problem: 'must be an absolute http(s) URL such as https://seo.example.com (got "/api/v1")',
  },
  {
    name: 'base-url ftp',
    inputs: { 'base-url': 'ftp://seo.example.com', 'api-key': API_KEY, urls: PAGE },
    input: 'base-url',
    problem: 'must use http or https (got "ftp")',
  },
  {
    name: 'base-url with the key as credentials',
    inputs: {
      'base-url': `https://user:${API_KEY}@seo.example.com`,
      'api-key': API_KEY,
      urls: PAGE,
    },
    input: 'base-url',
    problem: 'must not carry credentials, a query or a fragment (pass the key in api-key)',
  },
  {
    name: 'base-url with a fragment',
    inputs: { 'base-url': 'https://seo.example.com/#api', 'api-key': API_KEY, urls: PAGE },
    input: 'base-url',
    problem: 'must not carry credentials, a query or a fragment (pass the key in api-key)',
  },
  {
    name: 'api-key missing with base-url',
    inputs: { 'base-url': BASE, urls: PAGE },
    input: 'api-key',
    problem: 'is required when base-url is set (pass it from a secret)',
  },
  {
    name: 'api-key only whitespace',
    inputs: { 'base-url': BASE, 'api-key': ' \n ', urls: PAGE },
    input: 'api-key',
    problem: 'is required when base-url is set (pass it from a secret)',
  },
  // privacy and password, both ways round
  wrong('privacy unknown word', 'privacy', 'secret', PRIVACY),
  wrong('privacy out of range', 'privacy', '3', PRIVACY),
  wrong('privacy negative', 'privacy', '-1', PRIVACY),
  wrong('privacy wrong type (float)', 'privacy', '1.0', PRIVACY),
  {
    name: 'privacy password without password',
    inputs: { urls: PAGE, privacy: 'password' },
    input: 'password',
    problem: 'is required with privacy: password (pass it from a secret)',
  },
  {
    name: 'privacy 2 without password',
    inputs: { urls: PAGE, privacy: '2' },
    input: 'password',
    problem: 'is required with privacy: password (pass it from a secret)',
  },
  {
    name: 'password without privacy password',
    inputs: { urls: PAGE, password: 'Zk8!report-pass' },
    input: 'password',
    problem: 'is set, but privacy is not password: set privacy: password, or remove password',
  },
  {
    name: 'password with privacy public',
    inputs: { urls: PAGE, privacy: 'public', password: 'Zk8!report-pass' },
    input: 'password',
    problem: 'is set, but privacy is not password: set privacy: password, or remove password',
  },
  {
    name: 'password too short',
    inputs: { urls: PAGE, privacy: 'password', password: 'abc' },
    input: 'password',
    problem:
      'must be 4 to 128 characters without control characters or line breaks (a secret saved from a file often ends with a newline)',
  },
  {
    name: 'password with trailing newline',
    inputs: { urls: PAGE, privacy: 'password', password: 'Zk8!report-pass\n' },
    input: 'password',
    problem:
      'must be 4 to 128 characters without control characters or line breaks (a secret saved from a file often ends with a newline)',
  },
  {
    name: 'password too long',
    inputs: { urls: PAGE, privacy: 'password', password: 'x'.repeat(129) },
    input: 'password',
    problem:
      'must be 4 to 128 characters without control characters or line breaks (a secret saved from a file often ends with a newline)',
  },
  // mode, report-ids
  wrong('mode unknown', 'mode', 'upsert', MODE),
  wrong('mode in capitals', 'mode', 'CREATE', MODE),
  {
    name: 'mode refresh without base-url',
    inputs: { urls: PAGE, mode: 'refresh' },
    input: 'mode',
    problem:
      'refresh needs base-url: the embedded service starts empty in every run, so it has no reports to refresh',
  },
  {
    name: 'mode delete with urls',
    inputs: { ...remote, mode: 'delete', urls: PAGE, 'report-ids': '1' },
    input: 'urls',
    problem: 'is not used with mode: delete (give report-ids or project)',
  },
  {
    name: 'mode delete with nothing to delete',
    inputs: { ...remote, mode: 'delete' },
    input: 'report-ids',
    problem: 'is required with mode: delete (or give project alone to delete the whole project)',
  },
  {
    name: 'mode delete with report-ids and project',
    inputs: { ...remote, mode: 'delete', 'report-ids': '1,2', project: 'site' },
    input: 'report-ids',
    problem:
      'and project are both set: mode delete takes report-ids, or project alone to delete the whole project',
  },
  {
    name: 'report-ids with path traversal',
    inputs: { ...remote, mode: 'delete', 'report-ids': '1, ../../admin' },
    input: 'report-ids',
    problem:
      'must be ids separated by commas, spaces or newlines, each without / or control characters (got "../../admin")',
  },
  {
    name: 'report-ids with mode create',
    inputs: { urls: PAGE, 'report-ids': '12' },
    input: 'report-ids',
    problem: 'is only used with mode: delete',
  },
  // fail-on, min-score
  wrong('fail-on unknown', 'fail-on', 'worse', FAIL_ON),
  wrong('fail-on a grade that never fails', 'fail-on', 'good', FAIL_ON),
  {
    name: 'fail-on 1 MB value (quoted, cut)',
    inputs: { urls: PAGE, 'fail-on': 'x'.repeat(1024 * 1024) },
    input: 'fail-on',
    problem: `must be bad, decent or never (got "${'x'.repeat(77)}...")`,
  },
  wrong('min-score not a number', 'min-score', 'high', SCORE),
  wrong('min-score above 100', 'min-score', '101', SCORE),
  wrong('min-score negative', 'min-score', '-5', SCORE),
  wrong('min-score exponent', 'min-score', '1e2', SCORE),
  // concurrency, timeout, max-pages (and max-urls, its old name)
  wrong('concurrency 0', 'concurrency', '0', CONCURRENCY),
  wrong('concurrency 21', 'concurrency', '21', CONCURRENCY),
  wrong('concurrency fraction', 'concurrency', '2.5', CONCURRENCY),
  wrong('concurrency word', 'concurrency', 'four', CONCURRENCY),
  wrong('timeout 0', 'timeout', '0', TIMEOUT),
  wrong('timeout over a job limit', 'timeout', '21601', TIMEOUT),
  wrong('timeout with a unit', 'timeout', '10m', TIMEOUT),
  wrong('max-pages 0', 'max-pages', '0', MAX_PAGES),
  wrong('max-pages 10001', 'max-pages', '10001', MAX_PAGES),
  wrong('max-urls 0', 'max-urls', '0', MAX_PAGES),
  // booleans
  wrong('cleanup yes', 'cleanup', 'yes', BOOLEAN),
  wrong('summary 1', 'summary', '1', BOOLEAN),
  wrong('allow-private-network on', 'allow-private-network', 'on', BOOLEAN),
  wrong('comment maybe', 'comment', 'maybe', BOOLEAN),
  // report-url, report-dir, project, comment-tag
  wrong(
    'report-url without {id}',
    'report-url',
    'https://dash.example.com/reports',
    'must contain {id}',
  ),
  wrong('report-url relative', 'report-url', '/reports/{id}', REPORT_URL),
  wrong('report-url javascript:', 'report-url', 'javascript:open({id})', REPORT_URL),
  {
    name: 'report-dir with a control character',
    inputs: { urls: PAGE, 'report-dir': 'seo\u0007reports' },
    input: 'report-dir',
    problem: 'must be a folder path without control characters',
  },
  {
    name: 'project over 255 characters',
    inputs: { urls: PAGE, project: LONG_PROJECT },
    input: 'project',
    problem: 'must be at most 255 characters without control characters',
  },
  {
    name: 'project with a line break inside',
    inputs: { urls: PAGE, project: 'site\nother' },
    input: 'project',
    problem: 'must be at most 255 characters without control characters',
  },
  wrong('comment-tag with spaces and punctuation', 'comment-tag', 'my tag!', TAG),
  wrong('comment-tag that could close an HTML comment', 'comment-tag', '-->x', TAG),
  // sitemap and shard
  {
    name: 'sitemap relative',
    inputs: { sitemap: 'sitemap.xml' },
    input: 'sitemap',
    problem: 'must be an absolute http(s) URL (got "sitemap.xml")',
  },
  {
    name: 'sitemap file:',
    inputs: { sitemap: 'file:///srv/sitemap.xml' },
    input: 'sitemap',
    problem: 'must use http or https (got "file")',
  },
  wrong('shard index above count', 'shard', '5/4', SHARD),
  wrong('shard zero-based', 'shard', '0/4', SHARD),
  wrong('shard not a fraction', 'shard', 'half', SHARD),
  {
    name: 'shard without a URL list',
    inputs: { ...remote, mode: 'refresh', project: 'site', shard: '1/2' },
    input: 'shard',
    problem: 'needs a URL list to split: give urls or sitemap',
  },
];

/** Runs both parsers as the step does (inputs, then comment inputs) and returns the error. */
function inputErrorOf(inputs: Record<string, string>): OptionError | null {
  const read = (name: string) => inputs[name] ?? '';
  try {
    parseActionInputs(read);
    return null;
  } catch (error) {
    if (error instanceof OptionError) return error;
    throw error;
  }
}

/** A short quote of what the user read, for the ledger (1 MB values stay out of it). */
const short = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}...` : text);

describe('the input parser refuses each bad input with one line naming it', () => {
  it(`has at least 45 cases (${CASES.length})`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(45);
    ledger.figure('bad action inputs checked', CASES.length);
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const error = inputErrorOf(c.inputs);
    const expected = `Input ${c.input}: ${c.problem}`;
    ledger.record({
      case: `${c.name}`,
      expected: short(expected),
      observed: error ? short(error.message) : 'accepted',
      passed: error?.message === expected && error.option === c.input,
    });
    expect(error?.option).toBe(c.input);
    expect(error?.message).toBe(expected);
  });

  it('never echoes a password, even a wrong one', () => {
    for (const c of CASES.filter((c) => c.inputs.password !== undefined)) {
      const password = c.inputs.password as string;
      expect(inputErrorOf(c.inputs)?.message).not.toContain(password.trim());
    }
  });
});

// Through the bundled action: the runner passes inputs as INPUT_* variables.
const BUNDLED: Array<{
  name: string;
  inputs: Record<string, string>;
  big?: Record<string, string>;
}> = [
  { name: 'urls 10,000 URLs', inputs: {}, big: { urls: TEN_THOUSAND_URLS } },
  { name: 'urls 1 MB URL', inputs: {}, big: { urls: ONE_MB_URL } },
  {
    name: 'urls with ESC (terminal escape)',
    inputs: { urls: 'https://example.com/\u001b[31mred' },
  },
  { name: 'mode unknown', inputs: { mode: 'upsert' } },
  { name: 'privacy password without password', inputs: { privacy: 'password' } },
  { name: 'password without privacy password', inputs: { password: 'Zk8!report-pass' } },
  { name: 'fail-on unknown', inputs: { 'fail-on': 'worse' } },
  { name: 'concurrency 0', inputs: { concurrency: '0' } },
  { name: 'report-url without {id}', inputs: { 'report-url': 'https://dash.example.com/reports' } },
  { name: 'comment-tag with spaces and punctuation', inputs: { 'comment-tag': 'my tag!' } },
  { name: 'base-url ftp', inputs: { 'base-url': 'ftp://seo.example.com' } },
];

describe('the bundled action fails the step with one ::error:: line and creates nothing', () => {
  let service: RunningService;
  let preloadDir: string;

  beforeAll(async () => {
    service = await startService({
      apiKeys: [API_KEY],
      analyze: scoringAnalyzer,
      rateLimit: false,
    });
    preloadDir = mkdtempSync(join(tmpdir(), 'seo-bad-inputs-'));
  });
  afterAll(async () => {
    await service.close();
    rmSync(preloadDir, { recursive: true, force: true });
  });

  async function reportCount(): Promise<number> {
    const answer = await fetch(`${service.url}/api/v1/reports?per_page=100`, {
      headers: { Authorization: `Bearer ${API_KEY}`, Accept: 'application/json' },
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { meta: { total: number } }).meta.total;
  }

  /**
   * Linux caps one environment variable at 128 KiB, so a runner could not even hand these to a
   * step; to see what the bundle does with them anyway, a preload module sets them in the
   * step's own environment before the bundle starts.
   */
  function preloadSetting(big: Record<string, string>): Record<string, string> {
    const file = join(preloadDir, `preload-${Object.keys(big).join('-')}-${Date.now()}.mjs`);
    const lines = Object.entries(big).map(
      ([name, value]) =>
        `process.env[${JSON.stringify(`INPUT_${name.toUpperCase()}`)}] = ${JSON.stringify(value)};`,
    );
    writeFileSync(file, `${lines.join('\n')}\n`);
    return { NODE_OPTIONS: `--import=${pathToFileURL(file).href}` };
  }

  it.each(BUNDLED.map((b) => [b.name, b] as const))('%s', async (name, bundled) => {
    const c = CASES.find((candidate) => candidate.name === name) as Case;
    // A valid remote setup, so that only the bad input can stop the step.
    const inputs: Record<string, string> = {
      'base-url': service.url,
      'api-key': API_KEY,
      urls: PAGE,
      ...bundled.inputs,
    };
    if (bundled.big) for (const key of Object.keys(bundled.big)) delete inputs[key];
    const before = await reportCount();
    const run = await runStep('main', inputs, {
      env: bundled.big ? preloadSetting(bundled.big) : {},
    });
    const after = await reportCount();
    const expectedLine = `::error::Input ${c.input}: ${c.problem}`;
    const errorLines = run.stdout.split('\n').filter((line) => line.startsWith('::error::'));
    const stackTrace = /\n\s+at /.test(`${run.stdout}\n${run.stderr}`);
    ledger.record({
      case: `bundled action: ${name}`,
      expected: `exit 1, ${short(expectedLine)}, no stack, no report`,
      observed: `exit ${run.code}, ${short(errorLines.join(' | ') || run.stderr.trim() || '(no error line)')}, reports ${before}->${after}${stackTrace ? ', stack trace' : ''}`,
      passed:
        run.code === 1 &&
        errorLines.length === 1 &&
        errorLines[0] === expectedLine &&
        !stackTrace &&
        after === before,
    });
    expect(run.code).toBe(1);
    expect(errorLines).toEqual([expectedLine]);
    expect(stackTrace).toBe(false);
    expect(run.stderr).toBe('');
    expect(after).toBe(before);
    // Failing before any request, the step saved nothing for the post step to clean up.
    expect(run.state['report-ids']).toBeUndefined();
  });

  it('control: the same setup without a bad input reaches the service and creates a report', async () => {
    // Proves the "nothing created" checks above could fail: the step does reach this service.
    const before = await reportCount();
    const run = await runStep('main', { 'base-url': service.url, 'api-key': API_KEY, urls: PAGE });
    const after = await reportCount();
    ledger.record({
      case: 'control: valid inputs, same service',
      expected: 'exit 0, one report created',
      observed: `exit ${run.code}, reports ${before}->${after}`,
      passed: run.code === 0 && after === before + 1,
    });
    expect(run.code, run.stdout).toBe(0);
    expect(after).toBe(before + 1);
  });
});
