// run() in-process: what it queued before @actions/core loaded is written before it returns,
// so a caller (or a test) that awaits run() sees the failure and the exit code.
import { afterEach, expect, it, vi } from 'vitest';
import { run } from '../../src/client/action/main.js';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

it('reports a bad input and sets the exit code by the time run() resolves', async () => {
  const written: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  vi.stubEnv('INPUT_URLS', 'https://example.com/');
  vi.stubEnv('INPUT_API-KEY', 'sk_main_test_0123456789');
  vi.stubEnv('INPUT_CONCURRENCY', 'lots');
  const before = process.exitCode;
  try {
    await run();
    expect(process.exitCode).toBe(1);
  } finally {
    process.exitCode = before;
  }
  const lines = written.join('').trim().split('\n');
  expect(lines[0]).toBe('::add-mask::sk_main_test_0123456789');
  expect(lines.at(-1)).toMatch(/^::error::Input concurrency: /);
});
