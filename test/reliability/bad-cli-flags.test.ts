// Bad flags and SEO_REPORT_* values to seo-report (issue 8): each must end in exit code 2 and
// one line on standard error naming the flag or variable and what it allows, without a stack
// trace and before anything is started. Most cases run the command in-process (runCli, what the
// bundled entry calls); a subset runs the bundled command (dist/cli/index.js) as a user would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/commands.js';
import { type RunningService, startService } from '../../src/server/service/index.js';
import type { CliIo } from '../../src/shared/cli/io.js';
import { runBundledCli } from '../cli/support/run-cli.js';
import { scoringAnalyzer } from '../service/helpers.js';
import { openLedger } from './support/ledger.js';

const ledger = openLedger('bad-cli-flags', 'Bad CLI flags', 21);

const PAGE = 'https://example.com/';
const AUDIT = 'seo-report audit';
const API_KEY = 'sk_bad_flags_2c4e6a8b0d1f3a5c7e9b';
// A remote service that is never reached: every case fails on its command line first.
const REMOTE = { SEO_REPORT_BASE_URL: 'https://seo.example.com', SEO_REPORT_API_KEY: API_KEY };

interface Case {
  name: string;
  argv: string[];
  env?: Record<string, string>;
  /** The flag or variable the line must name. */
  names: string;
  /** The exact line on standard error, without its newline. */
  message: string;
}

/** seo-report audit PAGE with one flag's wrong value, which the message quotes after the rule. */
const auditFlag = (name: string, flag: string, value: string, rule: string): Case => ({
  name,
  argv: ['audit', flag, value, PAGE],
  names: flag,
  message: `${AUDIT}: ${flag} ${rule} (got "${value}")`,
});

const CASES: Case[] = [
  // parseArgs-level mistakes
  {
    name: 'unknown command',
    argv: ['audti', PAGE],
    names: 'audti',
    message:
      'seo-report: unknown command "audti"; did you mean audit?; allowed: audit, demo, serve, keys',
  },
  {
    name: 'unknown short option',
    argv: ['audit', '-x', PAGE],
    names: '-x',
    message: `${AUDIT}: unknown option -x (see ${AUDIT} --help)`,
  },
  {
    name: 'misspelt option',
    argv: ['audit', '--fail_on', 'bad', PAGE],
    names: '--fail_on',
    message: `${AUDIT}: unknown option --fail_on; did you mean --fail-on? (see ${AUDIT} --help)`,
  },
  {
    name: 'a flag swallowing the next flag',
    argv: ['audit', '--format', '--fail-on', 'bad', PAGE],
    names: '--format',
    message: `${AUDIT}: --format needs a value; write one that starts with a dash as --format=VALUE (see ${AUDIT} --help)`,
  },
  {
    name: 'a switch given a value',
    argv: ['audit', '--allow-private-network=yes', PAGE],
    names: '--allow-private-network',
    message: `${AUDIT}: --allow-private-network is a switch and takes no value (see ${AUDIT} --help)`,
  },
  // values the action's parser refuses, worded as flags
  {
    name: '--urls relative',
    argv: ['audit', '--urls', '/pricing'],
    names: '--urls',
    message: `${AUDIT}: --urls item 1 must be an absolute http(s) URL (got "/pricing")`,
  },
  {
    name: 'URL argument javascript:',
    argv: ['audit', 'javascript:alert(1)'],
    names: '--urls',
    message: `${AUDIT}: --urls item 1 must use http or https (got "javascript")`,
  },
  {
    name: 'URL argument with a control character',
    argv: ['audit', 'https://example.com/\u0007bell'],
    names: '--urls',
    message: `${AUDIT}: --urls item 1 must not contain spaces or control characters`,
  },
  {
    name: '10,000 URL arguments',
    argv: ['audit', ...Array.from({ length: 10_000 }, (_, i) => `https://example.com/p${i}`)],
    names: '--urls',
    message: `${AUDIT}: --urls has 10000 URLs; at most 1000 are allowed in one run (split them across runs)`,
  },
  auditFlag('--privacy 3', '--privacy', '3', 'must be public, private, password, 0, 1 or 2'),
  {
    name: '--password without --privacy password',
    argv: ['audit', PAGE],
    env: { SEO_REPORT_PASSWORD: 'Qv5!cli-secret' },
    names: 'SEO_REPORT_PASSWORD',
    message: `${AUDIT}: SEO_REPORT_PASSWORD is set, but privacy is not password: add --privacy password, or drop it`,
  },
  auditFlag('--min-score 150', '--min-score', '150', 'must be a number from 0 to 100, or empty'),
  auditFlag('--timeout 0', '--timeout', '0', 'must be a whole number from 1 to 21600'),
  {
    name: 'SEO_REPORT_CONCURRENCY not a number',
    argv: ['audit', PAGE],
    env: { SEO_REPORT_CONCURRENCY: 'lots' },
    names: 'SEO_REPORT_CONCURRENCY',
    message: `${AUDIT}: SEO_REPORT_CONCURRENCY must be a whole number from 1 to 20 (got "lots")`,
  },
  {
    name: 'SEO_REPORT_FAIL_ON unknown',
    argv: ['audit', PAGE],
    env: { SEO_REPORT_FAIL_ON: 'sometimes' },
    names: 'SEO_REPORT_FAIL_ON',
    message: `${AUDIT}: SEO_REPORT_FAIL_ON must be bad, decent or never (got "sometimes")`,
  },
  {
    name: 'SEO_REPORT_ALLOW_PRIVATE_NETWORK yes',
    argv: ['audit', PAGE],
    env: { SEO_REPORT_ALLOW_PRIVATE_NETWORK: 'yes' },
    names: 'SEO_REPORT_ALLOW_PRIVATE_NETWORK',
    message: `${AUDIT}: SEO_REPORT_ALLOW_PRIVATE_NETWORK must be true or false (got "yes")`,
  },
  auditFlag('--mode upsert', '--mode', 'upsert', 'must be create, refresh or delete'),
  {
    name: '--mode refresh without --base-url',
    argv: ['audit', '--mode', 'refresh', PAGE],
    names: '--mode',
    message: `${AUDIT}: --mode refresh needs --base-url: the embedded service starts empty in every run, so it has no reports to refresh`,
  },
  {
    name: '--mode delete without ids or project',
    argv: ['audit', '--mode', 'delete'],
    env: REMOTE,
    names: '--report-ids',
    message: `${AUDIT}: --report-ids is required with --mode delete (or give --project alone to delete the whole project)`,
  },
  {
    name: '--report-ids without --mode delete',
    argv: ['audit', '--report-ids', '12', PAGE],
    names: '--report-ids',
    message: `${AUDIT}: --report-ids is only used with --mode delete`,
  },
  {
    name: '--base-url with the key as credentials',
    argv: ['audit', '--base-url', `https://u:${API_KEY}@seo.example.com`, PAGE],
    env: { SEO_REPORT_API_KEY: API_KEY },
    names: '--base-url',
    message: `${AUDIT}: --base-url must not carry credentials, a query or a fragment (pass the key in SEO_REPORT_API_KEY)`,
  },
  {
    name: 'SEO_REPORT_BASE_URL ftp',
    argv: ['audit', PAGE],
    env: { SEO_REPORT_BASE_URL: 'ftp://seo.example.com', SEO_REPORT_API_KEY: API_KEY },
    names: 'SEO_REPORT_BASE_URL',
    message: `${AUDIT}: SEO_REPORT_BASE_URL must use http or https (got "ftp")`,
  },
  auditFlag('--format in capitals', '--format', 'JSON', 'must be table, json, markdown or junit'),
  {
    name: '--output blank',
    argv: ['audit', '--output', ' ', PAGE],
    names: '--output',
    message: `${AUDIT}: --output needs a file name`,
  },
  auditFlag('--shard 5/4', '--shard', '5/4', 'must be i/n with 1 <= i <= n <= 256, e.g. 2/4'),
  auditFlag('--max-pages 0', '--max-pages', '0', 'must be a whole number from 1 to 10000'),
  auditFlag('--max-urls 0', '--max-urls', '0', 'must be a whole number from 1 to 10000'),
  {
    name: '--dir missing',
    argv: ['audit', '--dir', 'no-such-build'],
    names: '--dir',
    message: `${AUDIT}: --dir "no-such-build" no such folder`,
  },
  {
    name: '--sitemap relative',
    argv: ['audit', '--sitemap', 'sitemap.xml'],
    names: '--sitemap',
    message: `${AUDIT}: --sitemap must be an absolute http(s) URL (got "sitemap.xml")`,
  },
  auditFlag(
    '--report-url without {id}',
    '--report-url',
    'https://dash.example.com/r',
    'must contain {id}',
  ),
  {
    name: '--report-dir with a control character',
    argv: ['audit', '--report-dir', 'out\u001bdir', PAGE],
    names: '--report-dir',
    message: `${AUDIT}: --report-dir must be a folder path without control characters`,
  },
  // serve and keys
  {
    name: 'serve --port -1 (taken for an option)',
    argv: ['serve', '--port', '-1'],
    names: '--port',
    message:
      'seo-report serve: --port needs a value; write one that starts with a dash as --port=VALUE (see seo-report serve --help)',
  },
  {
    name: 'serve --port=-1',
    argv: ['serve', '--port=-1'],
    names: '--port',
    message: 'seo-report serve: --port must be an integer from 0 to 65535, got "-1"',
  },
  {
    name: 'serve --rate-limit fraction',
    argv: ['serve', '--rate-limit', '2.5'],
    names: '--rate-limit',
    message: 'seo-report serve: --rate-limit must be an integer from 0 to 1000000, got "2.5"',
  },
  {
    name: 'serve --concurrency 65',
    argv: ['serve', '--concurrency', '65'],
    names: '--concurrency',
    message: 'seo-report serve: --concurrency must be an integer from 1 to 64, got "65"',
  },
  {
    name: 'serve --sync=true',
    argv: ['serve', '--sync=true'],
    names: '--sync',
    message:
      'seo-report serve: --sync is a switch and takes no value (see seo-report serve --help)',
  },
  {
    name: 'keys create --db :memory:',
    argv: ['keys', 'create', '--db', ':memory:'],
    names: '--db',
    message: 'seo-report keys create: --db must be a file; a :memory: key would vanish at once',
  },
  {
    name: 'keys rotate',
    argv: ['keys', 'rotate'],
    names: 'rotate',
    message: 'seo-report keys: unknown action "rotate"; allowed: create',
  },
  {
    name: 'keys create with a stray argument',
    argv: ['keys', 'create', 'mykey'],
    names: 'mykey',
    message:
      'seo-report keys create: unexpected argument mykey (see seo-report keys create --help)',
  },
];

/** Runs the command in-process with its own streams and environment. */
async function runInProcess(argv: string[], env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    env,
    // Nothing here may get as far as waiting for a signal; a case that did would time out.
    stopRequested: () => new Promise<string>(() => {}),
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}

const short = (text: string) => (text.length > 200 ? `${text.slice(0, 197)}...` : text);
const STACK = /\n\s+at /;

function check(
  label: string,
  c: Case,
  run: { code: number | null; stdout: string; stderr: string },
) {
  const expected = `${c.message}\n`;
  ledger.record({
    case: `${label}: seo-report ${short(c.argv.slice(0, 4).join(' '))}${c.argv.length > 4 ? ' ...' : ''}${c.env ? ` with ${Object.keys(c.env).join(', ')}` : ''}`,
    expected: `exit 2, ${short(c.message)}`,
    observed: `exit ${run.code}, ${short(run.stderr.trim() || '(nothing on stderr)')}`,
    passed:
      run.code === 2 && run.stderr === expected && !STACK.test(run.stderr) && run.stdout === '',
  });
  expect(run.code).toBe(2);
  expect(run.stderr).toBe(expected);
  expect(run.stderr).toContain(c.names);
  expect(run.stderr).not.toMatch(STACK);
  expect(run.stdout).toBe('');
}

describe('seo-report refuses bad flags and variables with exit 2 and one line (in-process)', () => {
  it(`has at least 20 cases (${CASES.length})`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(20);
    ledger.figure('bad CLI flags and variables checked', CASES.length);
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    check('in-process', c, await runInProcess(c.argv, c.env));
  });

  it('never echoes a password given by variable', async () => {
    const run = await runInProcess(['audit', '--privacy', 'password', PAGE], {
      SEO_REPORT_PASSWORD: 'Qv5!cli-secret\n',
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `${AUDIT}: SEO_REPORT_PASSWORD must be 4 to 128 characters without control characters or line breaks (a secret saved from a file often ends with a newline)\n`,
    );
    expect(run.stderr).not.toContain('Qv5!cli-secret');
  });
});

// The bundled command, as a user runs it: a wrong command line must stop it before any request,
// so a remote service given by variable sees nothing.
const BUNDLED = [
  '10,000 URL arguments',
  'URL argument with a control character',
  '--privacy 3',
  'SEO_REPORT_FAIL_ON unknown',
  '--mode upsert',
  '--report-ids without --mode delete',
  '--format in capitals',
  'serve --concurrency 65',
];

describe('the bundled command refuses them the same way and sends nothing', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startService({
      apiKeys: [API_KEY],
      analyze: scoringAnalyzer,
      rateLimit: false,
    });
  });
  afterAll(() => service.close());

  async function reportCount(): Promise<number> {
    const answer = await fetch(`${service.url}/api/v1/reports`, {
      headers: { Authorization: `Bearer ${API_KEY}`, Accept: 'application/json' },
    });
    return ((await answer.json()) as { meta: { total: number } }).meta.total;
  }

  it.each(BUNDLED)('%s', async (name) => {
    const c = CASES.find((candidate) => candidate.name === name) as Case;
    const before = await reportCount();
    const run = await runBundledCli(c.argv, {
      env: { SEO_REPORT_BASE_URL: service.url, SEO_REPORT_API_KEY: API_KEY, ...c.env },
    });
    check('bundled', c, run);
    expect(await reportCount()).toBe(before);
  });

  it('control: the same service and variables with a good command line create a report', async () => {
    const before = await reportCount();
    const run = await runBundledCli(['audit', PAGE], {
      env: { SEO_REPORT_BASE_URL: service.url, SEO_REPORT_API_KEY: API_KEY },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(await reportCount()).toBe(before + 1);
  });
});
