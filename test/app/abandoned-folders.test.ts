// removeAbandonedFolders (src/embedded/abandoned-folders.ts): which of the embedded services'
// temporary folders a start removes, on real folders in a directory of the test's own.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EMBEDDED_DATABASE_FILE,
  EMBEDDED_FOLDER_PREFIX,
  removeAbandonedFolders,
} from '../../src/embedded/abandoned-folders.js';

let directory = '';
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'seo-abandoned-'));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

/** The process id of a process that has ended. */
function endedProcessId(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

/** A service's folder as startEmbeddedService leaves it: the database and its lock file. */
function serviceFolder(name: string, lockText: string | null): string {
  const folder = join(directory, name);
  mkdirSync(folder);
  writeFileSync(join(folder, EMBEDDED_DATABASE_FILE), 'SQLite format 3\u0000');
  if (lockText !== null) writeFileSync(join(folder, `${EMBEDDED_DATABASE_FILE}.lock`), lockText);
  return folder;
}

describe('removeAbandonedFolders', () => {
  it('removes a folder whose lock names a process that has ended, and keeps a running one', () => {
    const ended = serviceFolder(`${EMBEDDED_FOLDER_PREFIX}ended`, `${endedProcessId()}\n`);
    const running = serviceFolder(`${EMBEDDED_FOLDER_PREFIX}running`, `${process.pid}\n`);
    expect(removeAbandonedFolders(directory)).toEqual([ended]);
    expect({ ended: existsSync(ended), running: existsSync(running) }).toEqual({
      ended: false,
      running: true,
    });
  });

  it('keeps a folder without a lock (a service starting) for an hour, then removes it', () => {
    const starting = serviceFolder(`${EMBEDDED_FOLDER_PREFIX}starting`, null);
    const unreadable = serviceFolder(`${EMBEDDED_FOLDER_PREFIX}unreadable`, 'not a process id');
    expect(removeAbandonedFolders(directory, Date.now() + 30 * 60 * 1000)).toEqual([]);
    expect(existsSync(starting) && existsSync(unreadable)).toBe(true);
    expect(removeAbandonedFolders(directory, Date.now() + 61 * 60 * 1000).sort()).toEqual(
      [starting, unreadable].sort(),
    );
  });

  it('leaves what is not an embedded service folder: other names, files, links', () => {
    const dead = `${endedProcessId()}\n`;
    const otherName = serviceFolder('seo-report-pages-ended', dead);
    const target = serviceFolder('linked-target', dead);
    symlinkSync(target, join(directory, `${EMBEDDED_FOLDER_PREFIX}link`));
    writeFileSync(join(directory, `${EMBEDDED_FOLDER_PREFIX}file`), dead);
    expect(removeAbandonedFolders(directory, Date.now() + 2 * 60 * 60 * 1000)).toEqual([]);
    expect(
      [otherName, target, join(directory, `${EMBEDDED_FOLDER_PREFIX}file`)].map(existsSync),
    ).toEqual([true, true, true]);
  });

  it('fails nothing when the directory cannot be read', () => {
    expect(removeAbandonedFolders(join(directory, 'missing'))).toEqual([]);
  });
});
