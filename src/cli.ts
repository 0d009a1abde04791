#!/usr/bin/env node
// The seo-report command. Only this file touches process: arguments, environment, signals, exit.
import { runCli } from './cli/main.js';

const exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  stopRequested: () =>
    new Promise((resolve) => {
      // once: a second Ctrl+C while stopping falls through to the default and ends the process.
      process.once('SIGINT', () => resolve('SIGINT'));
      process.once('SIGTERM', () => resolve('SIGTERM'));
    }),
});
process.exitCode = exitCode;
