// One service process per database file. Two would both requeue the "running" generations at
// start and run them twice, and each would take the other's work for cut-off work. A lock file
// beside the database (<file>.lock, holding the owner's process id) is taken at start and given
// back at close; one left by a process that died is taken over. Commands that only touch keys
// (`seo-report keys`) do not take it: SQLite's own locking serialises their short writes.

import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { type ErrorCodeOf, SeoReportError } from '../../shared/errors.js';

class DatabaseLockedError extends SeoReportError {
  override name = 'DatabaseLockedError';
  get errorCode(): ErrorCodeOf<'DatabaseLockedError'> {
    return 'SEO_DATABASE_LOCKED';
  }
}

/** Files locked by this process, so a second service in the same process is refused too. */
const heldHere = new Set<string>();

/** The lock file of the database at `dbPath`. */
function lockFileOf(dbPath: string): string {
  return `${dbPath}.lock`;
}

/**
 * The process that holds the lock of `dbPath`, from its lock file; null when there is no lock
 * file or it names no process.
 */
export function lockOwnerOf(dbPath: string): number | null {
  const owner = Number.parseInt(readText(lockFileOf(dbPath)), 10);
  return Number.isInteger(owner) && owner > 0 ? owner : null;
}

/** Takes the lock of `dbPath`; returns the function that gives it back. */
export function lockDatabase(dbPath: string): () => void {
  if (dbPath === ':memory:' || dbPath === '') return () => {};
  const lockPath = lockFileOf(dbPath);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldHere.add(lockPath);
      return () => {
        heldHere.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new DatabaseLockedError(
          `cannot create the lock file ${lockPath}: ${(error as Error).message}`,
        );
      }
    }
    const owner = lockOwnerOf(dbPath);
    if (owner !== null && isRunning(owner) && (owner !== process.pid || heldHere.has(lockPath))) {
      throw new DatabaseLockedError(
        `the database ${dbPath} is in use by another service (process ${owner}); stop it first or use another database file`,
      );
    }
    // Left by a process that is gone: take it over.
    rmSync(lockPath, { force: true });
  }
  throw new DatabaseLockedError(
    `cannot take the lock file ${lockPath}: another process keeps taking it`,
  );
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** Whether process `pid` exists (on this machine, as this user sees it). */
export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, and belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
