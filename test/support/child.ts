// What a spawned process wrote and how it ended, for the tests that run the bundles.
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** What a process wrote so far, read live: each stream, and both in the order they arrived. */
export interface Captured {
  stdout: string;
  stderr: string;
  both: string;
}

/** Starts collecting both streams of `child`; the fields grow as it writes. */
export function capture(child: { stdout: Readable; stderr: Readable }): Captured {
  const text: Captured = { stdout: '', stderr: '', both: '' };
  child.stdout.on('data', (chunk) => {
    text.stdout += chunk;
    text.both += chunk;
  });
  child.stderr.on('data', (chunk) => {
    text.stderr += chunk;
    text.both += chunk;
  });
  return text;
}

/** Collects both streams of `child` until it closes. */
export function finished(child: ChildProcessWithoutNullStreams): Promise<Finished> {
  const text = capture(child);
  return new Promise((done) =>
    child.on('close', (code) => done({ code, stdout: text.stdout, stderr: text.stderr })),
  );
}
