// The analysis worker thread must exist in the bundle: the embedded service runs inside
// dist/cli/index.js and dist/main/index.js, and starts dist/analysis-worker/index.js beside
// them. This runs the bundled CLI's demo (embedded mode, real pages over 127.0.0.1) with a
// preloaded counter of the worker threads it starts. Needs `npm run bundle` first, as every
// test of the bundle does.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const CLI = join(ROOT, 'dist/cli/index.js');

describe('the bundled CLI', () => {
  it('judges pages in the bundled analysis worker', () => {
    expect(existsSync(join(ROOT, 'dist/analysis-worker/index.js'))).toBe(true);
    const dir = mkdtempSync(join(tmpdir(), 'seo-worker-bundle-'));
    const preload = join(dir, 'count-workers.mjs');
    writeFileSync(
      preload,
      `let started = 0;
process.on('worker', () => started++);
process.on('exit', () => process.stderr.write('workers started: ' + started + '\\n'));
`,
    );
    const run = spawnSync(process.execPath, ['--import', preload, CLI, 'demo'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60_000,
    });
    const started = Number(/workers started: (\d+)/.exec(run.stderr)?.[1] ?? 0);
    expect(run.stderr).not.toMatch(/Error|at .+:\d+:\d+/);
    expect(run.stdout).toMatch(/good\s+\d/);
    expect(run.stdout).toMatch(/bad\s+\d/);
    expect(started).toBeGreaterThanOrEqual(1);
  });
});
