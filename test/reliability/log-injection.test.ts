// Nothing from a service reaches a log as a command (issue 16). A stand-in service on 127.0.0.1
// (test/support/hostile-service.ts) answers with report ids, URLs, error texts, check values and
// delete errors that carry workflow commands after line breaks of every kind, ESC and C1 control
// sequences and bidi controls. The bundled action (main step in modes create, refresh and delete,
// and the post step) and the bundled CLI (every format, and mode delete) run against it; their
// captured stdout and stderr must hold no line that starts a command the faces did not issue,
// and none of those characters raw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBundledCli } from '../cli/support/run-cli.js';
import { startGitHubApi } from '../e2e/support/github-api.js';
import { runStep, type StepRun } from '../e2e/support/run-action.js';
import { type HostileService, startHostileService } from '../support/hostile-service.js';
import { openLedger } from './support/ledger.js';

const ledger = openLedger('log-injection', 'Service text in every log path', 48);

const API_KEY = 'sk_log_injection_9b3d';
const GITHUB_TOKEN = 'ghs_log_injection_bot_token_0a1b';
/** The secrets the action registers with the runner: its own add-mask lines. */
const MASKED = new Set([API_KEY, GITHUB_TOKEN]);

/** Each one on its own would start a line of the job log, or act on a terminal. */
const INJECTIONS = [
  '\n::error::INJECTED-error',
  '\r\n::add-mask::INJECTED-mask',
  '::stop-commands::INJECTED-stop',
  '\n::set-output name=a::INJECTED-output',
  '\u001b[2J\u001b]0;INJECTED-title\u0007',
  '\u202EINJECTED-rlo\u2066INJECTED-lri\u2069',
  // Beyond the examples: other line breaks, C1 controls and a lone CR.
  '\u2028::warning::INJECTED-ls',
  '\u0085::notice::INJECTED-nel',
  '\u009b2J\u009d0;INJECTED-osc',
  '\r::debug::INJECTED-cr',
  '\u000b::group::INJECTED-vt\f::endgroup::',
];
const HOSTILE = INJECTIONS.join(' ');

/** Raw characters that must never reach a log or a terminal. */
const FORBIDDEN: [string, RegExp][] = [
  ['CR', /\r/],
  // biome-ignore lint/suspicious/noControlCharactersInRegex: what must not pass
  ['ESC', /\u001b/],
  // biome-ignore lint/suspicious/noControlCharactersInRegex: what must not pass
  ['C0 control', /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/],
  ['C1 control', /[\u0080-\u009f]/],
  ['bidi control', /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/],
  ['line separator', /[\u2028\u2029]/],
];

/**
 * What leaked: forbidden characters, and lines that start a workflow command the face did not
 * issue. The faces' own commands carry service text only after their own words, so an INJECTED
 * marker right after a line's command prefix, or a command the faces never send, is a leak.
 */
function leaks(text: string): string[] {
  const found: string[] = [];
  for (const [name, pattern] of FORBIDDEN) if (pattern.test(text)) found.push(`raw ${name}`);
  for (const line of text.split(/\n/)) {
    const trimmed = line.trimStart();
    if (!trimmed.startsWith('::')) continue;
    const own =
      /^::(error|warning|notice|debug)( [^:]*)?::(?!INJECTED)/.test(trimmed) ||
      /^::(group|endgroup)::(?!INJECTED)/.test(trimmed) ||
      MASKED.has(trimmed.replace(/^::add-mask::/, ''));
    if (!own) found.push(`line ${JSON.stringify(line.slice(0, 80))}`);
  }
  return [...new Set(found)];
}

/** Plain, bidi (valid in a path) and line-break (refused by the client) ids in turn. */
function idFor(n: number): string {
  if (n % 3 === 0) return `${n}\u202E\u2066bidi`;
  if (n % 3 === 1) return `${n}\n::error::INJECTED-id`;
  return String(n);
}

let service: HostileService;
beforeAll(async () => {
  service = await startHostileService({
    report: (n, { id }) => ({
      id: id ?? idFor(n),
      url: `https://shop.test/p${n}${HOSTILE}`,
      project: 'shop',
      privacy: 1,
      // Half fail with the hostile text as their error, half are bad pages whose failed checks
      // carry it as their value.
      ...(n % 2 === 0
        ? { result: null, error: HOSTILE }
        : { result: 20, generated_at: '2026-11-23T10:00:00Z' }),
      results: {
        title: { passed: false, importance: 'high', value: HOSTILE },
        meta_description: { passed: false, importance: 'high', value: HOSTILE, errors: {} },
      },
      created_at: '2026-11-23T10:00:00Z',
    }),
    list: 6,
    remove: (id) =>
      Number.parseInt(id, 10) % 2 === 0
        ? { status: 422, body: { message: HOSTILE, errors: { id: [HOSTILE] } } }
        : { status: 200, body: { data: { id, deleted: true } } },
  });
});
afterAll(() => service.close());

const inputs = (extra: Record<string, string>) => ({
  'base-url': service.url,
  'api-key': API_KEY,
  timeout: '30',
  'fail-on': 'bad',
  comment: 'false',
  ...extra,
});

function record(name: string, expected: string, run: { stdout: string; stderr: string }) {
  const found = leaks(`${run.stdout}\n${run.stderr}`);
  // The service's text did reach the log, neutralised: otherwise the case proved nothing.
  const reached = /INJECTED/.test(`${run.stdout}\n${run.stderr}`);
  ledger.record({
    case: name,
    expected,
    observed:
      found.length === 0
        ? `no raw control or bidi character, no foreign command line; service text shown: ${reached}`
        : found.join('; '),
    passed: found.length === 0 && reached,
  });
  expect(found).toEqual([]);
  expect(reached).toBe(true);
}

const EXPECTED =
  'the service text shown on the faces own lines, no CR/ESC/C1/bidi raw, no line starting a command the face did not issue';

describe('the bundled action', () => {
  it('mode create: audit lines, annotations, the verdict', async () => {
    const run = await runStep(
      'main',
      inputs({
        urls: 'https://shop.test/a\nhttps://shop.test/b\nhttps://shop.test/c\nhttps://shop.test/d',
      }),
    );
    expect(run.code).toBe(1);
    record(
      'action, mode create: ids, error texts and check values from the service',
      EXPECTED,
      run,
    );
    // Each path was taken: annotations and audit lines carried the service's text.
    expect(run.stdout).toMatch(/^::error title=SEO%3A [^:]+::.*INJECTED/m);
    expect(run.stdout).toMatch(/^::error title=SEO audit failed for a page::.*INJECTED/m);
    expect(run.stdout).toMatch(/^\S+ error +https:\/\/shop\.test\/.*INJECTED/m);
    expect(run.summary).toContain('INJECTED');
    // The summary is markdown, not the log, but a command there must stay text too.
    expect(run.summary).not.toMatch(/^\s*::/m);
    expect(leaks(run.summary).filter((leak) => leak.startsWith('raw'))).toEqual([]);
  });

  it('mode create with a pull-request comment: the comment markdown', async () => {
    const token = GITHUB_TOKEN;
    const github = await startGitHubApi({
      repository: 'octo/site',
      tokens: { [token]: { login: 'github-actions[bot]', type: 'Bot' } },
    });
    try {
      const run = await runStep(
        'main',
        inputs({
          urls: 'https://shop.test/a\nhttps://shop.test/b\nhttps://shop.test/c',
          comment: 'true',
          'github-token': token,
        }),
        {
          event: { action: 'synchronize', number: 7, pull_request: { number: 7 } },
          env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_API_URL: github.url },
        },
      );
      record('action, mode create with a pull-request comment: the log', EXPECTED, run);
      const body = github.comments[0]?.body ?? '';
      const found = leaks(body).filter((leak) => leak.startsWith('raw'));
      const commandLine = /^\s*::/m.test(body);
      // @mentions and issue references from the service stay inert in markdown too.
      ledger.record({
        case: 'action, the pull-request comment body (markdown) with the same service text',
        expected: 'the comment posted, no raw control or bidi character, no line starting with ::',
        observed: `comment ${body.length} characters; ${found.join(', ') || 'nothing raw'}${commandLine ? '; a line starting with ::' : ''}`,
        passed: body.includes('INJECTED') && found.length === 0 && !commandLine,
      });
      expect(body).toContain('INJECTED');
      expect(found).toEqual([]);
      expect(commandLine).toBe(false);
    } finally {
      await github.close();
    }
  });

  it('mode refresh of a project: URLs from the service in every line', async () => {
    const run = await runStep('main', inputs({ mode: 'refresh', project: 'shop' }));
    record('action, mode refresh of a project: URLs, ids and errors from the list', EXPECTED, run);
  });

  it('mode delete of a project: deleting lines and delete errors', async () => {
    const run = await runStep('main', inputs({ mode: 'delete', project: 'shop' }));
    expect(run.code).toBe(1);
    record('action, mode delete of a project: ids, URLs and 422 messages', EXPECTED, run);
  });

  it('mode delete by ids', async () => {
    const run = await runStep('main', inputs({ mode: 'delete', 'report-ids': '2,4,5,6' }));
    record('action, mode delete by ids: 422 messages', EXPECTED, run);
  });

  const postState = (ids: string[]): Record<string, string> => ({
    'report-ids': ids.join(','),
    'uncertain-creates': JSON.stringify({
      watermark: '0',
      urls: [`https://shop.test/x${HOSTILE}`],
    }),
  });
  it('the post step: cleanup of ids from the state, failed deletes, a sweep', async () => {
    const run: StepRun = await runStep(
      'post',
      inputs({ cleanup: 'true', urls: 'https://shop.test/a' }),
      {
        state: postState([idFor(1), idFor(2), idFor(3), '4']),
      },
    );
    expect(run.code).toBe(0);
    record(
      'action, post step with cleanup: ids from the state, 422 messages, swept URLs',
      EXPECTED,
      run,
    );
  });

  it('the post step with cleanup off: the ids it keeps', async () => {
    const run = await runStep('post', inputs({ cleanup: 'false', urls: 'https://shop.test/a' }), {
      state: postState([idFor(1), idFor(3)]),
    });
    record('action, post step with cleanup off: ids and URLs it keeps', EXPECTED, run);
  });
});

describe('the bundled CLI', () => {
  const env = { SEO_REPORT_API_KEY: API_KEY };
  const urls = ['https://shop.test/a', 'https://shop.test/b', 'https://shop.test/c'];
  for (const format of ['table', 'json', 'markdown', 'junit']) {
    it(`--format ${format}`, async () => {
      const run = await runBundledCli(
        ['audit', '--base-url', service.url, '--format', format, '--explain', ...urls],
        { env },
      );
      expect(run.code).toBe(1);
      record(`CLI --format ${format}: stdout and stderr`, EXPECTED, run);
      if (format === 'json') {
        // Escaped, not lost: the JSON still parses back to the service's text.
        const parsed = JSON.parse(run.stdout);
        expect(JSON.stringify(parsed)).toContain('INJECTED-rlo');
        expect(
          parsed.results.some((r: { error: string | null }) => r.error?.includes('\u202E')),
        ).toBe(true);
      }
    });
  }

  it('--mode refresh of a project', async () => {
    const run = await runBundledCli(
      ['audit', '--base-url', service.url, '--mode', 'refresh', '--project', 'shop'],
      { env },
    );
    record('CLI --mode refresh --project: URLs, ids and errors from the list', EXPECTED, run);
  });

  it('--mode delete of a project', async () => {
    const run = await runBundledCli(
      ['audit', '--base-url', service.url, '--mode', 'delete', '--project', 'shop'],
      { env },
    );
    expect(run.code).toBe(1);
    record('CLI --mode delete --project: deleted ids on stdout, failures on stderr', EXPECTED, run);
  });
});
