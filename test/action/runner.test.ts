// The action's one line to the runner, which lets the first request leave before @actions/core
// compiles: what the step writes before then must come out whole, in order, masks first, once
// core is loaded; and no other module talks to @actions/core, so that order is decided there.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Runner = typeof import('../../src/client/action/runner.js');

let written: string[];
let dir: string;

beforeEach(() => {
  vi.resetModules(); // a fresh runner.ts: nothing loaded yet
  written = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  dir = mkdtempSync(join(tmpdir(), 'runner-'));
  for (const file of ['state', 'output', 'summary']) writeFileSync(join(dir, file), '');
  vi.stubEnv('GITHUB_STATE', join(dir, 'state'));
  vi.stubEnv('GITHUB_OUTPUT', join(dir, 'output'));
  vi.stubEnv('GITHUB_STEP_SUMMARY', join(dir, 'summary'));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

const SRC = join(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const fresh = () => import('../../src/client/action/runner.js') as Promise<Runner>;
const file = (name: string) => readFileSync(join(dir, name), 'utf8');

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
    runner.info('queued');
    await Promise.all([loadToolkit(), loadToolkit()]);
    await loadToolkit();
    runner.info('now');
    expect(written.join('')).toBe('queued\nnow\n');
  });

  it('queues outputs and annotations with the rest, in the order they were called', async () => {
    const { runner, loadToolkit } = await fresh();
    runner.setSecret('ghp_token_value_0123');
    runner.setOutput('passed', 'false');
    runner.error('https://example.com/ is bad', { title: 'SEO: bad page' });
    runner.warning('a plain warning');
    runner.notice('a notice', { title: 'SEO' });
    runner.setOutput('worst-grade', 'bad');
    expect(written).toEqual([]);
    expect(file('output')).toBe('');

    await loadToolkit();
    expect(written.join('').trim().split('\n')).toEqual([
      '::add-mask::ghp_token_value_0123',
      '::error title=SEO%3A bad page::https://example.com/ is bad',
      '::warning::a plain warning',
      '::notice title=SEO::a notice',
    ]);
    const outputs = [...file('output').matchAll(/^([\w-]+)<<ghadelimiter_.+\n(.*)\n/gm)];
    expect(outputs.map(([, name, value]) => [name, value])).toEqual([
      ['passed', 'false'],
      ['worst-grade', 'bad'],
    ]);
  });

  it('appends to the job summary after what waited, and loads @actions/core for it', async () => {
    const { runner } = await fresh();
    runner.info('before the summary');
    await runner.appendSummary('## SEO audit\n');
    await runner.appendSummary('more\n');
    expect(written.join('')).toBe('before the summary\n');
    expect(file('summary')).toBe('## SEO audit\nmore\n');
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

describe('savedState', () => {
  it("reads what the main step saved, as the post step's runner passes it", async () => {
    const { savedState } = await fresh();
    vi.stubEnv('STATE_report-ids', '12,13');
    expect(savedState('report-ids')).toBe('12,13');
    expect(savedState('uncertain-creates')).toBe('');
  });
});

describe('the one module that talks to @actions/core', () => {
  it('is runner.ts: no other file of src/ imports it, statically or not', () => {
    const importers = sourceFiles(SRC).filter((path) =>
      ts
        .preProcessFile(readFileSync(path, 'utf8'), true, true)
        .importedFiles.some((ref) => ref.fileName === '@actions/core'),
    );
    expect(importers.map((path) => relative(SRC, path).split('\\').join('/'))).toEqual([
      'client/action/runner.ts',
    ]);
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
