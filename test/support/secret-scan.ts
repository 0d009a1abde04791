// Secret scans shared by every test that hands the code an API key, a report password or a
// GitHub token: each place the code wrote to (stdout, stderr, outputs, summary, comment bodies,
// report files, service logs) is searched for each secret, in the forms a leak usually takes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from 'vitest';
import {
  type Logger,
  type RunningService,
  type ServiceOptions,
  startService,
} from '../../src/server/service/index.js';
import { type CliRun, runBundledCli } from '../cli/support/run-cli.js';
import type { GitHubApiStandIn } from '../e2e/support/github-api.js';
import { runStep, type StepRun } from '../e2e/support/run-action.js';
import { startTestService } from '../service/helpers.js';

/** Below this length the first 8 characters say too little to count as a leak of the whole. */
const PREFIX_MIN_LENGTH = 16;
const PREFIX_LENGTH = 8;

/** The forms a secret may take in text: as is, URL-encoded, base64, and its start. */
export function secretForms(secret: string): Array<{ form: string; text: string }> {
  const forms = [
    { form: 'as is', text: secret },
    { form: 'URL-encoded', text: encodeURIComponent(secret) },
    { form: 'base64', text: Buffer.from(secret, 'utf8').toString('base64') },
    { form: 'base64url', text: Buffer.from(secret, 'utf8').toString('base64url') },
  ];
  if (secret.length >= PREFIX_MIN_LENGTH)
    forms.push({ form: `first ${PREFIX_LENGTH} characters`, text: secret.slice(0, PREFIX_LENGTH) });
  // Encodings that change nothing would only repeat the first form.
  return forms.filter((entry, index) => forms.findIndex((o) => o.text === entry.text) === index);
}

/** Each leak as "<place>: secret #<n> (<start>…) <form>"; empty when nothing leaked. */
export function findSecretLeaks(texts: Record<string, string>, secrets: string[]): string[] {
  const leaks: string[] = [];
  secrets.forEach((secret, index) => {
    if (secret === '') return;
    for (const [place, text] of Object.entries(texts)) {
      for (const { form, text: needle } of secretForms(secret)) {
        if (text.includes(needle)) {
          leaks.push(`${place}: secret #${index + 1} (${secret.slice(0, 4)}…) ${form}`);
          break;
        }
      }
    }
  });
  return leaks;
}

/**
 * Fails naming every place that shows a secret. `texts` maps a place (e.g. "stdout") to what was
 * written there; run stdout through withoutMaskCommands first.
 */
export function expectNoSecrets(texts: Record<string, string>, secrets: string[]): void {
  const leaks = findSecretLeaks(texts, secrets);
  // The leaks in the message too: a failing afterEach shows the message first.
  expect(leaks, `secrets found in the output: ${leaks.join('; ')}`).toEqual([]);
}

/**
 * stdout without the `::add-mask::` commands: they carry the secret by design, and the runner
 * consumes them (masking the value everywhere after) instead of printing them.
 */
export function withoutMaskCommands(stdout: string): string {
  return stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
}

/** Every file under `dir` (names and contents) as one text; '' when the folder does not exist. */
export function readTree(dir: string): string {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(dir);
  } catch {
    return '';
  }
  if (!stats.isDirectory()) return readFileSync(dir, 'utf8');
  const parts: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile())
        parts.push(`--- ${relative(dir, path)}\n${readFileSync(path, 'utf8')}`);
    }
  };
  walk(dir);
  return parts.join('\n');
}

/** What the bundled action wrote in one step: every place the runner keeps or shows. */
export function stepPlaces(run: StepRun, prefix = ''): Record<string, string> {
  return {
    [`${prefix}stdout`]: withoutMaskCommands(run.stdout),
    [`${prefix}stderr`]: run.stderr,
    [`${prefix}outputs`]: JSON.stringify(run.outputs),
    [`${prefix}summary`]: run.summary,
    [`${prefix}state`]: JSON.stringify(run.state),
  };
}

/** What the bundled CLI wrote: its two streams and every file in the folder it ran in. */
export function cliPlaces(run: CliRun, prefix = ''): Record<string, string> {
  return {
    [`${prefix}stdout`]: run.stdout,
    [`${prefix}stderr`]: run.stderr,
    [`${prefix}files`]: readTree(run.cwd),
  };
}

/**
 * What reached the GitHub stand-in: the comments it holds and every request's path, query and
 * body. The token each request carried in its Authorization header is left out: it belongs there.
 */
export function githubPlaces(github: GitHubApiStandIn): Record<string, string> {
  return {
    'comment bodies': github.comments.map((comment) => comment.body).join('\n'),
    'GitHub requests': JSON.stringify(
      github.requests.map(({ method, path, query, body }) => ({ method, path, query, body })),
    ),
  };
}

/** Scans one action step (plus any extra places, e.g. the report folder). */
export function scanStepRun(
  run: StepRun,
  secrets: string[],
  extra: Record<string, string> = {},
): void {
  expectNoSecrets({ ...stepPlaces(run), ...extra }, secrets);
}

/** Scans one CLI run (plus any extra places, e.g. an --output file elsewhere). */
export function scanCliRun(
  run: CliRun,
  secrets: string[],
  extra: Record<string, string> = {},
): void {
  expectNoSecrets({ ...cliPlaces(run), ...extra }, secrets);
}

/**
 * Collects what a test file's runs wrote, and scans it all for the file's secrets at check():
 * call check() in afterEach so that no case goes unscanned. Pass `logger` to startService to
 * scan the service's log too, and wrap the runner (`scanner.runStep`, `scanner.runCli`) so each
 * run is registered without a line in each case.
 */
export class SecretScanner {
  readonly #secrets: string[];
  #caseSecrets: string[] = [];
  #places: Record<string, string> = {};
  #sources: Array<() => Record<string, string>> = [];
  #log: string[] = [];
  #logMark = 0;
  #runs = 0;
  /** Places scanned so far (for reports of how much was searched). */
  scanned = 0;

  constructor(secrets: string[]) {
    this.#secrets = [...secrets];
  }

  /** A service logger whose lines are scanned at the next check(). */
  readonly logger: Logger = {
    info: (message) => this.#log.push(`info: ${message}`),
    warn: (message) => this.#log.push(`warn: ${message}`),
    error: (message) => this.#log.push(`error: ${message}`),
  };

  /** Secrets for the rest of the file (e.g. a key a service made), scanned from the next check. */
  addSecrets(...secrets: string[]): void {
    this.#secrets.push(...secrets);
  }

  /** A secret of the current case only (e.g. a wrong key), dropped at check(). */
  alsoSecret(...secrets: string[]): void {
    this.#caseSecrets.push(...secrets);
  }

  /** Places read at each check(), e.g. the GitHub stand-in of the current case. */
  addSource(source: () => Record<string, string>): void {
    this.#sources.push(source);
  }

  /** Places to scan at the next check(), replacing any of the same name. */
  add(places: Record<string, string>): void {
    Object.assign(this.#places, places);
  }

  /** Adds a line to a place, e.g. each request a server of the test received. */
  append(place: string, line: string): void {
    const before = this.#places[place];
    this.#places[place] = before === undefined ? line : `${before}\n${line}`;
  }

  /** Registers an action step's places; returns the run. */
  step<T extends StepRun>(run: T, extra: Record<string, string> = {}): T {
    this.#runs += 1;
    const prefix = `run ${this.#runs} `;
    this.add(stepPlaces(run, prefix));
    for (const [place, text] of Object.entries(extra)) this.#places[`${prefix}${place}`] = text;
    return run;
  }

  /** Registers a CLI run's places (streams and files in its folder); returns the run. */
  cli<T extends CliRun>(run: T): T {
    this.#runs += 1;
    this.add(cliPlaces(run, `run ${this.#runs} `));
    return run;
  }

  /** runStep that registers every run, and the report-dir when the inputs name one. */
  readonly runStep: typeof runStep = async (step, inputs, options) => {
    const run = await runStep(step, inputs, options);
    const reportDir = inputs['report-dir'];
    return this.step(run, reportDir ? { 'report-dir': readTree(reportDir) } : {});
  };

  /** runBundledCli that registers every run. */
  readonly runCli: typeof runBundledCli = async (args, options) =>
    this.cli(await runBundledCli(args, options));

  /**
   * Makes a service's log part of the scan and every key it creates one of the secrets: call on a
   * service started with `logger: scanner.logger`.
   */
  watchService<T extends RunningService>(service: T): T {
    const createKey = service.createKey;
    service.createKey = () => {
      const key = createKey();
      this.addSecrets(key);
      return key;
    };
    return service;
  }

  /** startService logging to the scanner, with every key it creates among the secrets. */
  readonly startService = async (options: ServiceOptions = {}): Promise<RunningService> =>
    this.watchService(await startService({ ...options, logger: this.logger }));

  /** The service tests' startTestService, logging to the scanner, its keys among the secrets. */
  readonly startTestService: typeof startTestService = async (options = {}) => {
    const started = await startTestService({ ...options, logger: this.logger });
    this.addSecrets(started.key);
    this.watchService(started.service);
    return started;
  };

  /** Everything registered since the last check, the service log included. */
  places(): Record<string, string> {
    const places: Record<string, string> = { ...this.#places };
    for (const source of this.#sources) Object.assign(places, source());
    const log = this.#log.slice(this.#logMark).join('\n');
    if (log !== '') places['service log'] = log;
    return places;
  }

  /** Fails naming each leak in what was registered since the last check, then starts afresh. */
  check(): void {
    const places = this.places();
    const secrets = [...this.#secrets, ...this.#caseSecrets];
    this.#places = {};
    this.#caseSecrets = [];
    this.#logMark = this.#log.length;
    this.scanned += Object.keys(places).length;
    expectNoSecrets(places, secrets);
  }
}

/**
 * What an error shows: its message, stack and every field (reason, hint, endpoint, field errors),
 * but its cause, which is never shown.
 */
export function errorPlaces(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return { error: String(error) };
  const { cause: _cause, ...fields } = error as Error & { cause?: unknown };
  return {
    'error message': error.message,
    'error stack': error.stack ?? '',
    'error fields': JSON.stringify(fields),
  };
}
