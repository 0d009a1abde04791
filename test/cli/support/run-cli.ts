// Runs the bundled command (dist/cli/index.js) as a user would, in a temporary folder, with a
// clean environment: only PATH and HOME, plus what the test passes.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { finished } from '../../support/child.js';

export const ROOT = resolve(import.meta.dirname, '../../..');
export const CLI = join(ROOT, 'dist', 'cli', 'index.js');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The folder the command ran in. */
  cwd: string;
}

export async function runBundledCli(
  args: string[],
  options: { env?: Record<string, string>; cwd?: string; script?: string } = {},
): Promise<CliRun> {
  const cwd = options.cwd ?? mkdtempSync(join(tmpdir(), 'seo-cli-e2e-'));
  const child = spawn(process.execPath, [options.script ?? CLI, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? cwd, ...options.env },
  });
  return { ...(await finished(child)), cwd };
}
