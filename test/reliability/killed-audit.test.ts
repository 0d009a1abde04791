// An audit killed outright (SIGKILL: a runner's timeout after its grace period, the out-of-memory
// killer) cannot remove its embedded service's folder; the next audit on the machine does
// (src/embedded/abandoned-folders.ts). The bundled CLI, as a user runs it, on a build folder,
// with a temporary directory of the test's own (TMPDIR).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuildFolder, page, writeBuildFolder } from '../support/build-folder.js';
import { capture, finished } from '../support/child.js';
import { waitUntil } from '../support/wait-until.js';

const CLI = resolve(import.meta.dirname, '../../dist/cli/index.js');
const temporary = mkdtempSync(join(tmpdir(), 'seo-killed-audit-'));
// Enough pages that the audit is still running when its first page is done.
const site: BuildFolder = writeBuildFolder(
  Object.fromEntries(
    Array.from({ length: 300 }, (_, i) => [`page-${i}/index.html`, page(`Page ${i}`, null)]),
  ),
);
afterAll(() => {
  site.remove();
  rmSync(temporary, { recursive: true, force: true });
});

const embeddedFolders = () =>
  readdirSync(temporary).filter((name) => name.startsWith('seo-report-embedded-'));

function audit(maxPages: number) {
  const child = spawn(
    process.execPath,
    [
      CLI,
      'audit',
      '--dir',
      site.dir,
      '--allow-private-network',
      '--fail-on',
      'never',
      '--max-pages',
      String(maxPages),
    ],
    { env: { ...process.env, TMPDIR: temporary } },
  );
  return child;
}

describe('an audit killed with SIGKILL', () => {
  it('leaves its embedded folder, which the next audit removes', async () => {
    const killed = audit(300);
    const output = capture(killed);
    const ended = new Promise((done) => killed.on('close', done));
    // Killed once its first page is done: the service and its folder are in use.
    await waitUntil(() => /^🟢|^🟡|^🔴/mu.test(output.stderr));
    killed.kill('SIGKILL');
    await ended;
    const left = embeddedFolders();
    expect(left).toHaveLength(1);

    const next = await finished(audit(2));
    expect(next.code).toBe(0);
    // The killed audit's folder is gone, and the next one removed its own at its end.
    expect(embeddedFolders()).toEqual([]);
  }, 120_000);
});
