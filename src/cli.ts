#!/usr/bin/env node
// The seo-report command. Only this file touches process: arguments, environment, signals, exit.
// The rest is loaded after the version check: on an older Node the bundled undici would fail
// while loading, with a stack trace instead of a sentence.
const [major] = process.versions.node.split('.').map(Number);
if ((major ?? 0) < 24) {
  process.stderr.write(
    `seo-report: needs Node.js 24 or later (this is ${process.version}); 'npm start' and 'npm test' use the Node 24 that npm ci installs.\n`,
  );
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
