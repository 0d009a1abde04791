// `seo-report serve` as a real process (the bundled CLI), for the tests that kill it, restart it
// or read its database file while it runs.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { capture } from '../../support/child.js';

const CLI = resolve(import.meta.dirname, '../../../dist/cli/index.js');

export interface ServeProcess {
  child: ChildProcessWithoutNullStreams;
  url: string;
  /** Everything it printed so far, stdout and stderr together. */
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `seo-report serve --port 0 --db <dbPath> ...extraArgs` and waits until it listens. */
export async function startServe(dbPath: string, extraArgs: string[] = []): Promise<ServeProcess> {
  const child = spawn(
    process.execPath,
    [CLI, 'serve', '--port', '0', '--db', dbPath, ...extraArgs],
    // No key from the environment: each test registers the keys it means to use.
    { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, SEO_REPORT_API_KEY: '' } },
  );
  const text = capture(child);
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  while (!/listening on (\S+)/.test(text.both)) {
    if (child.exitCode !== null) throw new Error(`serve exited early: ${text.both}`);
    await new Promise((done) => setTimeout(done, 20));
  }
  const url = /listening on (\S+)/.exec(text.both)?.[1] as string;
  return { child, url, output: () => text.both, exited };
}
