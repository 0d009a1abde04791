import { DatabaseSync } from 'node:sqlite';
import { type ErrorCodeOf, SeoReportError } from '../../shared/errors.js';
import { deferListStructures } from './list-structures.js';
import { MIGRATIONS, type Migration } from './migrations.js';

export class DatabaseVersionError extends SeoReportError {
  override name = 'DatabaseVersionError';
  get errorCode(): ErrorCodeOf<'DatabaseVersionError'> {
    return 'SEO_DATABASE_VERSION';
  }
}

/** Opens (or creates) the database and brings its schema up to date. */
class DatabaseOpenError extends SeoReportError {
  override name = 'DatabaseOpenError';
  get errorCode(): ErrorCodeOf<'DatabaseOpenError'> {
    return 'SEO_DATABASE_OPEN_FAILED';
  }
}

export function openDatabase(
  path: string,
  limits: {
    maxBytes?: number | null;
    /**
     * Thrown away at close (the embedded service's): nothing must survive a crash, so the
     * journal stays in memory and nothing is synced. A commit then costs about a third of a
     * WAL commit (bench/site: 3.2 against 7.3 ms of writes a report).
     */
    throwaway?: boolean;
  } = {},
): DatabaseSync {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(path);
  } catch (error) {
    throw new DatabaseOpenError(`cannot open the database ${path}: ${(error as Error).message}`);
  }
  try {
    const created = pageCount(db) === 0;
    // Before anything is written: the first write fixes the page size (WAL mode, set next, too).
    setNewPageSize(db, limits.maxBytes ?? null, limits.throwaway ?? false);
    // A throwaway database is this process's alone (a file in a folder of its own, removed at
    // close): the connection keeps its file lock from the first statement to the close instead
    // of taking and giving it back around each one (two fcntl calls, and a read of the file's
    // change counter to learn whether its page cache still holds). The embedded service runs
    // about ten statements a report: 0.05 of 0.35 ms of CPU a report in
    // bench/service/store-micro.ts, and about half of each API key's lookup in an audit.
    if (limits.throwaway) db.exec('PRAGMA locking_mode = EXCLUSIVE');
    // WAL lets readers proceed while a write commits; busy_timeout makes a second process (a
    // `keys create` beside a running server) wait for the lock instead of failing at once.
    db.exec(`PRAGMA journal_mode = ${limits.throwaway ? 'MEMORY' : 'WAL'}`);
    db.exec('PRAGMA busy_timeout = 5000');
    db.exec(`PRAGMA synchronous = ${limits.throwaway ? 'OFF' : 'NORMAL'}`);
    db.exec('PRAGMA foreign_keys = ON');
    // In a file of 4 KiB pages (databases made before NEW_DATABASE_PAGE_SIZE) a list page of 100
    // reports reads about 135 pages of rows (results spill into overflow pages); with SQLite's
    // default 2 MiB cache, 20 such pages in turn are read from the OS again each time: 1.7-2.2 ms
    // a page against 1.1 ms with this cache (issue 15). A bound, filled only as pages are read.
    // A throwaway database (the embedded service's) serves no list pages: it writes each report,
    // reads it back once, and its file grows by about 18 KB a page, so a 32 MiB cache only filled
    // up as a large run went on (bench/site: the service's share of memory that grew with the
    // site). 4 MiB holds the pages its writes touch.
    db.exec(`PRAGMA cache_size = ${limits.throwaway ? -4096 : -32768}`);
    if (limits.maxBytes != null) {
      const { page_size: pageSize } = db.prepare('PRAGMA page_size').get() as { page_size: number };
      db.exec(`PRAGMA max_page_count = ${Math.max(1, Math.floor(limits.maxBytes / pageSize))}`);
    }
    migrate(db);
    // A throwaway database is listed only when a create's outcome was uncertain: its list
    // indexes and URL search index are built by the first list, not by every write
    // (list-structures.ts).
    if (limits.throwaway && created) deferListStructures(db);
  } catch (error) {
    db.close();
    if (error instanceof DatabaseVersionError) throw error;
    // One line naming the file: "database or disk is full" alone does not say which.
    const message = ((error as Error).message ?? String(error)).split('\n')[0];
    throw new DatabaseOpenError(`cannot prepare the database ${path}: ${message}`);
  }
  return db;
}

/**
 * The page size of a new database. A report's row (its API item pieces and a results map of
 * about 4 KB) is over 5 KB: with SQLite's default 4 KiB pages each row spills into an overflow
 * chain, and a list page of 100 reports follows 100 chains. With 32 KiB pages a row sits in its
 * leaf page beside others: reading a page of 100 took 0.55-0.72 ms in-process instead of 0.82
 * (issue 15, docs/benchmarks.md), and the file is about 10% larger than with 4 KiB pages (16 KiB
 * pages were as fast and 31% larger: two such rows fill one). Results of hostile pages (megabytes)
 * overflow whatever the size.
 */
export const NEW_DATABASE_PAGE_SIZE = 32 * 1024;
/**
 * The page size of a throwaway database (the embedded service's): it is written, a report at a
 * time, and read back a report at a time, never listed a hundred at once. Every page a write
 * touches is copied whole to the rollback journal and written whole at commit, so a report's
 * three writes moved about ten 32 KiB pages each: with 4 KiB pages its writes cost half as much
 * (0.46 against 0.8 to 1.2 ms of CPU a report; bench/site, docs/benchmarks.md).
 */
export const THROWAWAY_DATABASE_PAGE_SIZE = 4096;
const SMALLEST_PAGE_SIZE = 4096;
/** A byte limit is a page count: a limited file keeps at least this many pages of room. */
const MIN_LIMITED_PAGES = 256;

/**
 * Sets the page size of a database that has no page yet. An existing database keeps its own:
 * changing it means rewriting the whole file (VACUUM), which is not done behind the operator's
 * back.
 */
function setNewPageSize(db: DatabaseSync, maxBytes: number | null, throwaway: boolean): void {
  if (pageCount(db) > 0) return;
  let size = throwaway ? THROWAWAY_DATABASE_PAGE_SIZE : NEW_DATABASE_PAGE_SIZE;
  // A small limit in large pages would leave too few of them for the schema and a little data.
  while (maxBytes !== null && size > SMALLEST_PAGE_SIZE && maxBytes / size < MIN_LIMITED_PAGES) {
    size /= 2;
  }
  db.exec(`PRAGMA page_size = ${size}`);
}

function pageCount(db: DatabaseSync): number {
  return (db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
}

function migrate(db: DatabaseSync): void {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number };
  const current = row.user_version;
  if (current > MIGRATIONS.length) {
    throw new DatabaseVersionError(
      `the database is at schema version ${current}, newer than this program knows (${MIGRATIONS.length})`,
    );
  }
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.exec('BEGIN IMMEDIATE');
    try {
      const migration = MIGRATIONS[version] as Migration;
      if (typeof migration === 'string') db.exec(migration);
      else migration(db);
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      // The migration's own error is the one to report (a full disk, a bad statement).
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  }
}
