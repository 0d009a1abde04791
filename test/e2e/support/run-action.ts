// Runs the bundled action the way a GitHub runner does: `node dist/<step>/index.js` with INPUT_*
// variables and the runner's files (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_STATE), then
// reads those files back. The post step gets the main step's state as STATE_* variables.
import { spawn } from 'node:child_process';
import { type FSWatcher, mkdtempSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { finished } from '../../support/child.js';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface StepRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  state: Record<string, string>;
  summary: string;
  /** Everything the step wrote anywhere, for secret scans. */
  everything: string;
}

export interface StepOptions {
  state?: Record<string, string>;
  env?: Record<string, string>;
  /**
   * Send SIGTERM, as the runner does on cancellation, as soon as the step's saved state passes
   * this test (e.g. it lists the ids of the reports created): a condition, never a fixed wait.
   */
  cancelWhen?: (state: Record<string, string>) => boolean;
  /** The event payload written to GITHUB_EVENT_PATH; {} by default. */
  event?: unknown;
}

export async function runStep(
  step: 'main' | 'post',
  inputs: Record<string, string>,
  options: StepOptions = {},
): Promise<StepRun> {
  const dir = mkdtempSync(join(tmpdir(), 'seo-action-'));
  const files = {
    output: join(dir, 'output'),
    summary: join(dir, 'summary'),
    state: join(dir, 'state'),
    event: join(dir, 'event.json'),
  };
  for (const file of [files.output, files.summary, files.state]) writeFileSync(file, '');
  writeFileSync(files.event, JSON.stringify(options.event ?? {}));

  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_STATE: files.state,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: 'push',
    GITHUB_REPOSITORY: 'octo/site',
    GITHUB_ACTIONS: 'true',
    RUNNER_TEMP: dir,
    ...options.env,
  };
  for (const [name, value] of Object.entries(inputs))
    env[`INPUT_${name.replaceAll(' ', '_').toUpperCase()}`] = value;
  for (const [name, value] of Object.entries(options.state ?? {})) env[`STATE_${name}`] = value;

  const child = spawn(process.execPath, [join(ROOT, 'dist', step, 'index.js')], { env, cwd: dir });
  const ended = finished(child);
  const watch =
    options.cancelWhen === undefined
      ? null
      : watchState(files.state, options.cancelWhen, () => child.kill('SIGTERM'));
  const { code, stdout, stderr } = await ended;
  watch?.close();

  const outputs = parseCommandFile(readFileSync(files.output, 'utf8'));
  const state = parseCommandFile(readFileSync(files.state, 'utf8'));
  const summary = readFileSync(files.summary, 'utf8');
  rmSync(dir, { recursive: true, force: true });
  const everything = [stdout, stderr, summary, JSON.stringify(outputs), JSON.stringify(state)].join(
    '\n',
  );
  return { code, stdout, stderr, outputs, state, summary, everything };
}

/** Reads the `name<<delimiter\nvalue\ndelimiter` records that @actions/core appends. */
export function parseCommandFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  const pattern = /^(.+?)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) values[match[1] as string] = match[3] as string;
  return values;
}

/** Calls `then` once the state file, read as it changes, passes `test`. */
function watchState(
  file: string,
  test: (state: Record<string, string>) => boolean,
  then: () => void,
): FSWatcher {
  let done = false;
  const check = () => {
    if (done || !test(parseCommandFile(readFileSync(file, 'utf8')))) return;
    done = true;
    then();
  };
  const watcher = watch(file, check);
  check();
  return watcher;
}
