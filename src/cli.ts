#!/usr/bin/env node
// The seo-report command. Only this file touches process: arguments, environment, signals, exit.
// The rest is loaded after the version check: on an older Node the bundled undici would fail
// while loading, with a stack trace instead of a sentence.
import { nodeVersionProblem } from './shared/cli/node-version.js';

const tooOld = nodeVersionProblem({
  version: process.version,
  script: process.argv[1] ?? 'dist/cli/index.js',
  args: process.argv.slice(2),
  cwd: process.cwd(),
});
if (tooOld !== null) {
  process.stderr.write(tooOld);
  process.exit(2);
}

const { runCli } = await import('./commands.js');
const exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  columns: process.stdout.isTTY ? process.stdout.columns : undefined,
  stopRequested: () =>
    new Promise((resolve) => {
      // once: a second Ctrl+C while stopping falls through to the default and ends the process.
      process.once('SIGINT', () => resolve('SIGINT'));
      process.once('SIGTERM', () => resolve('SIGTERM'));
    }),
});
process.exitCode = exitCode;
