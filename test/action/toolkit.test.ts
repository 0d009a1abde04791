// The runner facade that lets the first request leave before @actions/core compiles: what the
// step writes before then must come out whole, in order, masks first, once core is loaded.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Toolkit = typeof import('../../src/client/action/toolkit.js');

let written: string[];
let dir: string;

beforeEach(() => {
  vi.resetModules(); // a fresh toolkit: nothing loaded yet
  written = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  dir = mkdtempSync(join(tmpdir(), 'toolkit-'));
  writeFileSync(join(dir, 'state'), '');
  vi.stubEnv('GITHUB_STATE', join(dir, 'state'));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

const fresh = () => import('../../src/client/action/toolkit.js') as Promise<Toolkit>;

describe('the runner before and after @actions/core loads', () => {
  it('holds every command until loaded, then writes them in order, the mask first', async () => {
    const { runner, loadToolkit } = await fresh();
    runner.setSecret('sk_live_secret_value');
    runner.info('Auditing 3 pages');
    runner.startGroup('Pages');
    runner.warning('a warning');
    runner.endGroup();
    runner.saveState('report-ids', '1,2');
    expect(written).toEqual([]);
    expect(readFileSync(join(dir, 'state'), 'utf8')).toBe('');

    await loadToolkit();
    const lines = written.join('').trim().split('\n');
    expect(lines).toEqual([
      '::add-mask::sk_live_secret_value',
      'Auditing 3 pages',
      '::group::Pages',
      '::warning::a warning',
      '::endgroup::',
    ]);
    expect(readFileSync(join(dir, 'state'), 'utf8')).toMatch(/^report-ids<<ghadelimiter_.+\n1,2\n/);
  });

  it('writes at once once loaded, and loads only once', async () => {
    const { runner, loadToolkit } = await fresh();
    const [first, second] = await Promise.all([loadToolkit(), loadToolkit()]);
    expect(first).toBe(second);
    runner.info('now');
    expect(written.join('')).toBe('now\n');
  });

  it('marks the step failed only when the queue is written', async () => {
    const { runner, loadToolkit } = await fresh();
    const before = process.exitCode;
    try {
      runner.setFailed('Input urls: is required');
      expect(process.exitCode).toBe(before);
      await loadToolkit();
      expect(process.exitCode).toBe(1);
      expect(written.join('')).toBe('::error::Input urls: is required\n');
    } finally {
      process.exitCode = before;
    }
  });
});

describe('actionInput', () => {
  it('reads an input as the runner passes it, untrimmed, and "" when unset', async () => {
    const { actionInput } = await fresh();
    vi.stubEnv('INPUT_BASE-URL', ' https://seo.example.com ');
    vi.stubEnv('INPUT_FAIL_ON', 'warnings');
    expect(actionInput('base-url')).toBe(' https://seo.example.com ');
    expect(actionInput('fail on')).toBe('warnings');
    expect(actionInput('not-given')).toBe('');
  });
});
