// Secrets in every output: the bundled action (main and post steps) and the bundled CLI, run down
// their error paths with a distinctive API key, report password and GitHub token each. Every place
// they write to (stdout, stderr, outputs, summary, state, comment bodies, report folder, output
// files, the reference service's log) is searched for every secret, as is, URL-encoded, base64
// and by its first characters. A leak is a bug in src/, not in the test.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalyzeFunction,
  type Logger,
  type RunningService,
  startService,
} from '../../src/server/service/index.js';
import { type CliRun, runBundledCli } from '../cli/support/run-cli.js';
import { type GitHubApiStandIn, startGitHubApi } from '../e2e/support/github-api.js';
import { runStep, type StepRun } from '../e2e/support/run-action.js';
import { scoringAnalyzer } from '../service/helpers.js';
import {
  findSecretLeaks,
  githubPlaces,
  readTree,
  secretForms,
  cliPlaces as sharedCliPlaces,
  stepPlaces,
} from '../support/secret-scan.js';
import { openLedger } from './support/ledger.js';

const ledger = openLedger('secrets', 'Secrets in every output', 30);

// The analyzer is a stand-in (no network): ?score=N grades a page, ?score=fail fails it, and
// /stall never finishes, so that a run can be cancelled or timed out while it waits.
const GOOD = 'https://shop.example/good?score=95';
const BAD = 'https://shop.example/bad?score=20';
const BROKEN = 'https://shop.example/broken?score=fail';
const STALL = 'https://shop.example/stall';
const PR = 23;

const analyze: AnalyzeFunction = (url, options) => {
  if (new URL(url).pathname !== '/stall') return scoringAnalyzer(url, options);
  return new Promise((_resolve, reject) => {
    options.signal.addEventListener('abort', () => reject(options.signal.reason as Error), {
      once: true,
    });
  });
};

const serviceLog: string[] = [];
const logger: Logger = {
  info: (message) => serviceLog.push(`info: ${message}`),
  warn: (message) => serviceLog.push(`warn: ${message}`),
  error: (message) => serviceLog.push(`error: ${message}`),
};
let service: RunningService;
const closers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  service = await startService({ analyze, allowPrivateNetwork: true, rateLimit: false, logger });
});

afterAll(async () => {
  for (const close of closers) await close();
  await service.close();
});

interface Secrets {
  key: string;
  password: string;
  token: string;
}

/**
 * Fresh secrets for one case, random first so that their first characters mean something.
 * The password holds characters that URL-encoding and form-encoding write differently.
 */
function secretsFor(label: string, key = service.createKey()): Secrets {
  const tag = () => randomBytes(6).toString('hex');
  return {
    key,
    password: `${tag()}-pw(${label})!x`,
    token: `ghs_${tag()}${tag()}${label.replace(/\W/g, '')}`,
  };
}

function mask(text: string, secrets: Secrets): string {
  let masked = text;
  for (const secret of [secrets.key, secrets.password, secrets.token]) {
    for (const { text: form } of secretForms(secret)) masked = masked.replaceAll(form, '***');
  }
  return masked;
}

/** The service's log lines written since `mark` (cases run one after another). */
function serviceLogSince(mark: number): string {
  return serviceLog.slice(mark).join('\n');
}

interface CaseCheck {
  case: string;
  /** What the error path shows a user, besides keeping the secrets. */
  expected: string;
  /** The error path was really taken, and what the run said about it. */
  taken: boolean;
  said: string;
}

/** Records the row from the real output first, then asserts the path and the scan. */
/**
 * Runs `seo-report audit --format junit --output <file> --report-dir <dir> ...urls` in a fresh
 * folder; its places are the run's, the JUnit file, the report files and the service's log.
 */
async function junitWithReportDir(folderName: string, urls: string[], env: Record<string, string>) {
  const folder = tempDir(folderName);
  const output = join(folder, 'junit.xml');
  const reportDir = join(folder, 'reports');
  const mark = serviceLog.length;
  const run = await runBundledCli(
    ['audit', '--format', 'junit', '--output', output, '--report-dir', reportDir, ...urls],
    { env },
  );
  const file = readIfThere(output);
  const files = readTree(reportDir);
  const said = `exit ${run.code}; ${lastLines(run.stderr, 2)}`;
  const places = cliPlaces(run, {
    'output file': file,
    'report-dir': files,
    'service log': serviceLogSince(mark),
  });
  return { run, file, files, said, places };
}

function checkCase(check: CaseCheck, secrets: Secrets, places: Record<string, string>): void {
  const leaks = findSecretLeaks(places, [secrets.key, secrets.password, secrets.token]);
  const scanned = Object.entries(places)
    .map(([place, text]) => `${place} (${text.length})`)
    .join(', ');
  ledger.record({
    case: check.case,
    expected: `${check.expected}; no key, password or token in: ${Object.keys(places).join(', ')}`,
    observed: `${mask(check.said, secrets)}; scanned ${scanned}: ${
      leaks.length === 0 ? 'no secret found' : `LEAKED ${leaks.join('; ')}`
    }`,
    passed: check.taken && leaks.length === 0,
  });
  expect(check.taken, mask(check.said, secrets)).toBe(true);
  expect(leaks, 'secrets found in the output').toEqual([]);
}

function actionPlaces(run: StepRun, extra: Record<string, string> = {}): Record<string, string> {
  return { ...stepPlaces(run), ...extra };
}

/** The CLI's streams and every file in the folder it ran in. */
function cliPlaces(run: CliRun, extra: Record<string, string> = {}): Record<string, string> {
  return { ...sharedCliPlaces(run), ...extra };
}

/** The first workflow command of a kind (error, warning) the step printed, or ''. */
function firstCommand(run: StepRun, kind: 'error' | 'warning'): string {
  return run.stdout.split('\n').find((line) => line.startsWith(`::${kind}`)) ?? '';
}

function resultErrors(run: StepRun): string {
  const results = JSON.parse(run.outputs.results ?? '[]') as Array<{ error: string | null }>;
  return results.map((result) => result.error ?? 'no error').join(' | ');
}

function lastLines(text: string, count = 3): string {
  return text.trim().split('\n').slice(-count).join(' / ');
}

function actionInputs(
  baseUrl: string,
  secrets: Secrets,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    'base-url': baseUrl,
    'api-key': secrets.key,
    privacy: 'password',
    password: secrets.password,
    'github-token': secrets.token,
    urls: `${GOOD}\n${BAD}`,
    timeout: '60',
    ...extra,
  };
}

/** The CLI reads the key and password from the environment, as the help advises. */
function cliEnv(baseUrl: string, secrets: Secrets): Record<string, string> {
  return {
    SEO_REPORT_BASE_URL: baseUrl,
    SEO_REPORT_API_KEY: secrets.key,
    SEO_REPORT_PRIVACY: 'password',
    SEO_REPORT_PASSWORD: secrets.password,
    // A CI job has one; the CLI has no use for it and must not show it either.
    GITHUB_TOKEN: secrets.token,
  };
}

function tempDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `seo-secrets-${label}-`));
}

function readIfThere(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

interface TinyServer {
  url: string;
  /** Requests answered so far. */
  hits: number;
}

/** An HTTP server of the test's own on 127.0.0.1:0, closed after the file. */
async function startTinyServer(
  handle: (request: IncomingMessage, body: string, response: ServerResponse) => void,
): Promise<TinyServer> {
  const tiny: TinyServer = { url: '', hits: 0 };
  const server = createServer((request, response) => {
    readBody(request).then((body) => {
      tiny.hits += 1;
      handle(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  tiny.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return tiny;
}

function sendJson(response: ServerResponse, status: number, data: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(data));
}

/** An empty first page, so that a list (a watermark or a look-up) succeeds at once. */
function answeredList(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET' || !/\/reports(\?|$)/.test(request.url ?? '')) return false;
  sendJson(response, 200, {
    data: [],
    meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
  });
  return true;
}

/** A service that refuses every create with 422, quoting the Authorization header and the body. */
function echoing422(): Promise<TinyServer> {
  return startTinyServer((request, body, response) => {
    if (answeredList(request, response)) return;
    sendJson(response, 422, {
      message: {
        url: [`refused for ${request.headers.authorization}; you sent ${body}`],
        [`password ${new URLSearchParams(body).get('password')}`]: ['is not allowed here'],
      },
    });
  });
}

/** A proxy in front of the service that fails with an HTML page whose title quotes the secrets. */
function echoing500Html(): Promise<TinyServer> {
  return startTinyServer((request, body, response) => {
    if (answeredList(request, response)) return;
    const password = new URLSearchParams(body).get('password');
    response.writeHead(500, { 'content-type': 'text/html' });
    response.end(
      `<!DOCTYPE html><html><head><title>Upstream failed: ${request.headers.authorization} ${password}</title></head><body>${body}</body></html>`,
    );
  });
}

/** A gateway that sends every request to a login page, the key in the Location. */
function redirectingWithKey(secrets: Secrets): Promise<TinyServer> {
  return startTinyServer((request, _body, response) => {
    const bearer = request.headers.authorization ?? '';
    response.writeHead(302, {
      location: `http://127.0.0.1:9/login?key=${secrets.key}&auth=${encodeURIComponent(bearer)}&pw=${encodeURIComponent(secrets.password)}`,
    });
    response.end();
  });
}

/** The service mounted below /<key>/seo, as a user who put the key in base-url would have it. */
function proxyBelowKeyPath(secrets: Secrets): Promise<TinyServer> {
  const prefix = `/${secrets.key}/seo`;
  return startTinyServer((request, body, response) => {
    const path = request.url ?? '/';
    if (!path.startsWith(prefix)) return sendJson(response, 404, { message: 'Not Found' });
    fetch(`${service.url}${path.slice(prefix.length)}`, {
      method: request.method ?? 'GET',
      headers: {
        accept: 'application/json',
        authorization: request.headers.authorization ?? '',
        ...(body === '' ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(body === '' ? {} : { body }),
    })
      .then(async (answer) => {
        response.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/json',
        });
        response.end(await answer.text());
      })
      .catch(() => sendJson(response, 502, { message: 'Bad Gateway' }));
  });
}

/** Accepts connections and never answers. */
function silent(): Promise<TinyServer> {
  return startTinyServer(() => {});
}

/** A port that was just free: nothing listens there. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('the action (main step) keeps every secret out of everything it writes', () => {
  it('wrong API key (401)', async () => {
    const secrets = secretsFor('wrongkey', `sk_${randomBytes(12).toString('hex')}_wrong`);
    const mark = serviceLog.length;
    const run = await runStep('main', actionInputs(service.url, secrets));
    const said = `exit ${run.code}; ${firstCommand(run, 'error')}`;
    checkCase(
      {
        case: 'action: wrong API key (401 from the service)',
        expected: 'exit 1, one error naming the refused key',
        taken: run.code === 1 && /401/.test(said) && /api-key/.test(said),
        said,
      },
      secrets,
      actionPlaces(run, { 'service log': serviceLogSince(mark) }),
    );
  });

  it('a service that echoes the Authorization header and the password in a 422', async () => {
    const secrets = secretsFor('echo422');
    const echo = await echoing422();
    const run = await runStep('main', actionInputs(echo.url, secrets));
    const said = `exit ${run.code}; results: ${resultErrors(run)}`;
    checkCase(
      {
        case: 'action: 422 whose message quotes the Authorization header and the form body',
        expected: 'exit 1, each URL an error with the 422 message, secrets masked',
        taken: run.code === 1 && /422/.test(said) && echo.hits > 1,
        said,
      },
      secrets,
      actionPlaces(run),
    );
  });

  it('a proxy that answers 500 with the secrets in the HTML <title>', async () => {
    const secrets = secretsFor('echo500');
    const echo = await echoing500Html();
    const run = await runStep('main', actionInputs(echo.url, secrets));
    const said = `exit ${run.code}; ${firstCommand(run, 'error')}`;
    checkCase(
      {
        case: 'action: 500 HTML page whose <title> quotes the key and the password',
        expected: 'exit 1, the title shown with the secrets masked',
        taken: run.code === 1 && /500/.test(said) && /HTML page/.test(said),
        said,
      },
      secrets,
      actionPlaces(run),
    );
  });

  it('a 302 whose Location carries the key', async () => {
    const secrets = secretsFor('redirect');
    const gateway = await redirectingWithKey(secrets);
    const run = await runStep('main', actionInputs(gateway.url, secrets));
    const said = `exit ${run.code}; ${firstCommand(run, 'error')}`;
    checkCase(
      {
        case: 'action: 302 to a login page whose Location holds the key',
        expected: 'exit 1, the redirect named with the key masked',
        taken: run.code === 1 && /302/.test(said) && /login/.test(said),
        said,
      },
      secrets,
      actionPlaces(run),
    );
  });

  it('a base-url whose path holds the key', async () => {
    const secrets = secretsFor('keypath');
    const proxy = await proxyBelowKeyPath(secrets);
    const mark = serviceLog.length;
    const run = await runStep('main', actionInputs(`${proxy.url}/${secrets.key}/seo`, secrets));
    const said = `exit ${run.code}; ${firstCommand(run, 'error')}; report-urls: ${
      (JSON.parse(run.outputs.results ?? '[]') as Array<{ 'report-url': string | null }>)
        .map((result) => result['report-url'])
        .join(', ') || 'none'
    }`;
    checkCase(
      {
        case: 'action: base-url with the key in its path (service mounted below it), a bad page',
        expected: 'exit 1 for the bad page, report links with the key masked',
        taken: run.code === 1 && /bad/.test(said) && /reports\//.test(said),
        said,
      },
      secrets,
      actionPlaces(run, { 'service log': serviceLogSince(mark) }),
    );
  });

  it('a network failure (connection refused)', async () => {
    const secrets = secretsFor('refused');
    const run = await runStep('main', actionInputs(await closedPortUrl(), secrets));
    const said = `exit ${run.code}; ${firstCommand(run, 'error')}; results: ${resultErrors(run)}`;
    checkCase(
      {
        case: 'action: connection refused',
        expected: 'exit 1, the refused connection named',
        taken: run.code === 1 && /refused/.test(said),
        said,
      },
      secrets,
      actionPlaces(run),
    );
  });

  it('a timeout (a service that never answers)', async () => {
    const secrets = secretsFor('timeout');
    const hang = await silent();
    const run = await runStep(
      'main',
      actionInputs(hang.url, secrets, { timeout: '3', urls: GOOD, cleanup: 'true' }),
    );
    const said = `exit ${run.code}; ${firstCommand(run, 'error')}; results: ${resultErrors(run)}`;
    checkCase(
      {
        case: 'action: timeout input ran out against a service that never answers',
        expected: 'exit 1, the time allowed named',
        taken: run.code === 1 && /time/.test(said) && hang.hits >= 0,
        said,
      },
      secrets,
      actionPlaces(run),
    );
  });

  it('a password-protected report written to report-dir, with a failing page', async () => {
    const secrets = secretsFor('reportdir');
    const dir = tempDir('action-report-dir');
    const mark = serviceLog.length;
    const run = await runStep(
      'main',
      actionInputs(service.url, secrets, { urls: `${GOOD}\n${BAD}\n${BROKEN}`, 'report-dir': dir }),
    );
    const files = readTree(dir);
    const said = `exit ${run.code}; ${firstCommand(run, 'error')}; report-dir ${files.length} chars`;
    checkCase(
      {
        case: 'action: privacy password with report-dir, a bad page and a failed one',
        expected: 'exit 1, report files written (JSON, HTML, index, results)',
        taken: run.code === 1 && files.includes('results.json') && files.includes('.html'),
        said,
      },
      secrets,
      actionPlaces(run, { 'report-dir': files, 'service log': serviceLogSince(mark) }),
    );
  });

  describe.each([403, 500] as const)('the PR comment, GitHub answering %i', (status) => {
    let github: GitHubApiStandIn;
    let secrets: Secrets;

    beforeAll(async () => {
      secrets = secretsFor(`comment${status}`);
      github = await startGitHubApi({
        repository: 'octo/site',
        tokens: { [secrets.token]: { login: 'github-actions[bot]', type: 'Bot' } },
        failWritesEchoingToken: status,
      });
    });

    afterAll(async () => {
      await github.close();
    });

    it('with the token echoed in its message', async () => {
      const run = await runStep('main', actionInputs(service.url, secrets, { comment: 'true' }), {
        event: { action: 'synchronize', number: PR, pull_request: { number: PR } },
        env: {
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_API_URL: github.url,
          GITHUB_SERVER_URL: 'https://github.com',
          GITHUB_RUN_ID: '77',
          GITHUB_RUN_ATTEMPT: '1',
        },
      });
      const warning = run.stdout
        .split('\n')
        .find((line) => line.startsWith('::warning::The pull-request comment'));
      const writes = github.requests.filter((r) => r.method === 'POST' || r.method === 'PATCH');
      const said = `exit ${run.code}; ${warning ?? 'no comment warning'}; ${writes.length} write(s) answered ${writes.map((w) => w.status).join(',')}`;
      checkCase(
        {
          case: `action: PR comment, GitHub answering ${status} with the token in its message`,
          expected:
            'one warning naming the status, the verdict unchanged (exit 1 for the bad page)',
          taken:
            run.code === 1 &&
            warning !== undefined &&
            warning.includes(String(status)) &&
            writes.length > 0,
          said,
        },
        secrets,
        actionPlaces(run, githubPlaces(github)),
      );
    });
  });

  it('cancellation (SIGTERM) while reports wait, then the post step cleans up', async () => {
    const secrets = secretsFor('cancel');
    const mark = serviceLog.length;
    const inputs = actionInputs(service.url, secrets, {
      urls: `${STALL}?a\n${STALL}?b`,
      cleanup: 'true',
    });
    const run = await runStep('main', inputs, {
      cancelWhen: (state) => (state['report-ids']?.split(',').length ?? 0) >= 2,
    });
    const post = await runStep('post', inputs, { state: run.state });
    const cleanup = post.stdout.split('\n').find((line) => line.startsWith('Cleanup:')) ?? '';
    const said = `exit ${run.code}; ${firstCommand(run, 'warning')}; post: ${cleanup}`;
    checkCase(
      {
        case: 'action: SIGTERM while two reports wait, then the post step deletes them',
        expected: 'a cancellation warning, the post step deletes both reports',
        taken: /Cancelled/.test(said) && /Cleanup: 2 of 2 reports deleted/.test(cleanup),
        said,
      },
      secrets,
      {
        ...actionPlaces(run),
        ...Object.fromEntries(
          Object.entries(actionPlaces(post)).map(([place, text]) => [`post ${place}`, text]),
        ),
        'service log': serviceLogSince(mark),
      },
    );
  });
});

describe('the post step keeps every secret out of its cleanup', () => {
  it('after a failed audit, against the service', async () => {
    const secrets = secretsFor('postok');
    const mark = serviceLog.length;
    const inputs = actionInputs(service.url, secrets, { urls: BAD, cleanup: 'true' });
    const main = await runStep('main', inputs);
    const post = await runStep('post', inputs, { state: main.state });
    const said = `main exit ${main.code}; post exit ${post.code}; ${lastLines(post.stdout, 1)}`;
    checkCase(
      {
        case: 'post: cleanup after a failed audit',
        expected: 'main exits 1, the post step deletes the report',
        taken: main.code === 1 && post.code === 0 && /1 of 1 reports deleted/.test(said),
        said,
      },
      secrets,
      {
        ...actionPlaces(main),
        ...Object.fromEntries(
          Object.entries(actionPlaces(post)).map(([place, text]) => [`post ${place}`, text]),
        ),
        'service log': serviceLogSince(mark),
      },
    );
  });

  it('after a failed audit, against a service that echoes the key when deleting', async () => {
    const secrets = secretsFor('postecho');
    const inputs = actionInputs(service.url, secrets, { urls: BAD, cleanup: 'true' });
    const main = await runStep('main', inputs);
    const echo = await startTinyServer((request, _body, response) =>
      sendJson(response, 500, {
        message: `cannot delete ${request.url} for ${request.headers.authorization}`,
      }),
    );
    const post = await runStep(
      'post',
      { ...inputs, 'base-url': echo.url, timeout: '20' },
      { state: main.state },
    );
    const said = `post exit ${post.code}; ${firstCommand(post, 'warning')}`;
    checkCase(
      {
        case: 'post: cleanup against a service that answers 500 quoting the Authorization header',
        expected: 'a warning per report not deleted, the post step never fails',
        taken: post.code === 0 && /could not delete report/.test(said) && echo.hits > 0,
        said,
      },
      secrets,
      Object.fromEntries(
        Object.entries(actionPlaces(post)).map(([place, text]) => [`post ${place}`, text]),
      ),
    );
  });
});

describe('the CLI keeps every secret out of its output and its files', () => {
  it('wrong API key, --format json', async () => {
    const secrets = secretsFor('cliwrongkey', `sk_${randomBytes(12).toString('hex')}_wrong`);
    const mark = serviceLog.length;
    const run = await runBundledCli(['audit', '--format', 'json', GOOD], {
      env: cliEnv(service.url, secrets),
    });
    const said = `exit ${run.code}; ${lastLines(run.stderr, 1)}; ${run.stdout.slice(0, 200)}`;
    checkCase(
      {
        case: 'CLI: wrong API key (401), --format json',
        expected: 'exit 2, the JSON naming the refused key',
        taken: run.code === 2 && /401/.test(run.stdout),
        said,
      },
      secrets,
      cliPlaces(run, { 'service log': serviceLogSince(mark) }),
    );
  });

  it('a 422 quoting the Authorization header and the body, --format markdown --output', async () => {
    const secrets = secretsFor('cli422');
    const echo = await echoing422();
    const output = join(tempDir('cli-422'), 'summary.md');
    const run = await runBundledCli(['audit', '--format', 'markdown', '--output', output, BAD], {
      env: cliEnv(echo.url, secrets),
    });
    const file = readIfThere(output);
    const said = `exit ${run.code}; ${lastLines(run.stdout, 2)}`;
    checkCase(
      {
        case: 'CLI: 422 quoting the Authorization header and the body, --format markdown --output',
        expected: 'exit 1, the 422 in the table and the file, secrets masked',
        // One request per page: the create reached the service (no list goes before it).
        taken: run.code === 1 && /422/.test(file) && echo.hits > 0,
        said,
      },
      secrets,
      cliPlaces(run, { 'output file': file }),
    );
  });

  it('a 500 HTML page quoting the secrets, --format junit', async () => {
    const secrets = secretsFor('cli500');
    const echo = await echoing500Html();
    const run = await runBundledCli(['audit', '--format', 'junit', GOOD], {
      env: cliEnv(echo.url, secrets),
    });
    const said = `exit ${run.code}; ${lastLines(run.stderr, 1)}`;
    checkCase(
      {
        case: 'CLI: 500 HTML page whose <title> quotes the key and the password, --format junit',
        expected: 'exit 1 or 2, the JUnit XML naming the HTML page',
        taken: (run.code === 1 || run.code === 2) && /HTML page/.test(run.stdout),
        said,
      },
      secrets,
      cliPlaces(run),
    );
  });

  it('a 302 with the key in its Location, --format json --output', async () => {
    const secrets = secretsFor('cliredirect');
    const gateway = await redirectingWithKey(secrets);
    const output = join(tempDir('cli-302'), 'results.json');
    const run = await runBundledCli(['audit', '--format', 'json', '--output', output, GOOD], {
      env: cliEnv(gateway.url, secrets),
    });
    const file = readIfThere(output);
    const said = `exit ${run.code}; ${lastLines(run.stdout, 2)}`;
    checkCase(
      {
        case: 'CLI: 302 to a login page holding the key, --format json --output',
        expected: 'exit 2, the redirect named in the table and the file, the key masked',
        taken: run.code === 2 && /redirect/.test(file),
        said,
      },
      secrets,
      cliPlaces(run, { 'output file': file }),
    );
  });

  it('a base-url whose path holds the key, --format junit --output, --report-dir', async () => {
    const secrets = secretsFor('clikeypath');
    const proxy = await proxyBelowKeyPath(secrets);
    const { run, file, files, said, places } = await junitWithReportDir(
      'cli-keypath',
      [GOOD, BAD],
      cliEnv(`${proxy.url}/${secrets.key}/seo`, secrets),
    );
    checkCase(
      {
        case: 'CLI: base-url with the key in its path, --format junit --output, --report-dir',
        expected: 'exit 1 for the bad page, links and files with the key masked',
        taken: run.code === 1 && /<testsuite/.test(file) && files.includes('results.json'),
        said,
      },
      secrets,
      places,
    );
  });

  it('a network failure, --format markdown', async () => {
    const secrets = secretsFor('clirefused');
    const run = await runBundledCli(['audit', '--format', 'markdown', GOOD], {
      env: cliEnv(await closedPortUrl(), secrets),
    });
    const said = `exit ${run.code}; ${lastLines(run.stderr, 1)}`;
    checkCase(
      {
        case: 'CLI: connection refused, --format markdown',
        expected: 'exit 1 or 2, the refused connection named',
        taken: (run.code === 1 || run.code === 2) && /refused/.test(run.stdout),
        said,
      },
      secrets,
      cliPlaces(run),
    );
  });

  it('a timeout against a service that never answers, --format json', async () => {
    const secrets = secretsFor('clitimeout');
    const hang = await silent();
    const run = await runBundledCli(['audit', '--format', 'json', '--timeout', '3', GOOD], {
      env: cliEnv(hang.url, secrets),
    });
    const said = `exit ${run.code}; ${lastLines(run.stderr, 1)}`;
    checkCase(
      {
        case: 'CLI: --timeout ran out against a service that never answers, --format json',
        expected: 'exit 1, the time allowed named',
        taken: run.code === 1 && /time/.test(run.stdout),
        said,
      },
      secrets,
      cliPlaces(run),
    );
  });

  it('a password-protected report with --report-dir and a failing page, --format junit --output', async () => {
    const secrets = secretsFor('clireportdir');
    const { run, file, files, said, places } = await junitWithReportDir('cli-report-dir', [], {
      ...cliEnv(service.url, secrets),
      SEO_REPORT_URLS: `${GOOD} ${BAD} ${BROKEN}`,
    });
    checkCase(
      {
        case: 'CLI: privacy password with --report-dir and --output, a bad and a failed page',
        expected: 'exit 1, the JUnit file and the report files written',
        taken: run.code === 1 && /<testsuite/.test(file) && files.includes('index.html'),
        said,
      },
      secrets,
      places,
    );
  });
});
