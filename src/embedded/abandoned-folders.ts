// The embedded service's temporary folders that a killed job left behind. Each job's service
// keeps its throwaway database in a folder of its own under the temporary directory and removes
// it at close, also when the job is cancelled (SIGINT, SIGTERM). A job killed outright (SIGKILL:
// a runner's timeout after its grace period, the out-of-memory killer) cannot: its folder stays,
// with a database of up to a few hundred MB for a large site, and on a self-hosted runner the
// next jobs find them all there. So each start removes the folders whose service is gone: the
// lock file beside the database names its process (database-lock.ts).
import { lstatSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isRunning, lockOwnerOf } from '../server/service/database-lock.js';

/** The start of every embedded service's folder name (mkdtemp adds six characters). */
export const EMBEDDED_FOLDER_PREFIX = 'seo-report-embedded-';
/** The database's file in the folder. */
export const EMBEDDED_DATABASE_FILE = 'reports.sqlite';
/**
 * A folder without a lock file is a service that is starting (the folder is made first) or one
 * killed while it started; only one this old is taken for abandoned.
 */
const UNLOCKED_GRACE_MS = 60 * 60 * 1000;

/**
 * Removes the embedded services' folders in `directory` that were abandoned: the process their
 * lock names is gone, or they have had no lock for an hour. Only this user's folders, never
 * through a link, and never one whose owner runs (another job on the same runner). Best effort:
 * a folder that cannot be read or removed is left as it is, and nothing here fails a job.
 * Returns the folders removed.
 */
export function removeAbandonedFolders(directory: string, now = Date.now()): string[] {
  let names: string[];
  try {
    names = readdirSync(directory).filter((name) => name.startsWith(EMBEDDED_FOLDER_PREFIX));
  } catch {
    return [];
  }
  const uid = process.getuid?.();
  const removed: string[] = [];
  for (const name of names) {
    const folder = join(directory, name);
    try {
      const stats = lstatSync(folder);
      if (!stats.isDirectory() || (uid !== undefined && stats.uid !== uid)) continue;
      const owner = lockOwnerOf(join(folder, EMBEDDED_DATABASE_FILE));
      const abandoned =
        owner === null ? now - stats.mtimeMs > UNLOCKED_GRACE_MS : !isRunning(owner);
      if (!abandoned) continue;
      rmSync(folder, { recursive: true, force: true });
      removed.push(folder);
    } catch {
      // Gone meanwhile, or not ours to remove: left as it is.
    }
  }
  return removed;
}
