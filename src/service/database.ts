import { DatabaseSync } from 'node:sqlite';
import { MIGRATIONS } from './migrations.js';

export class DatabaseVersionError extends Error {
  override name = 'DatabaseVersionError';
}

/** Opens (or creates) the database and brings its schema up to date. */
export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
}

export function openDatabase(path: string): DatabaseSync {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(path);
  } catch (error) {
    throw new DatabaseOpenError(`cannot open the database ${path}: ${(error as Error).message}`);
  }
  try {
    // WAL lets readers proceed while a write commits; busy_timeout makes a second process (a
    // `keys create` beside a running server) wait for the lock instead of failing at once.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA busy_timeout = 5000');
    db.exec('PRAGMA synchronous = NORMAL');
    db.exec('PRAGMA foreign_keys = ON');
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
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
      db.exec(MIGRATIONS[version] as string);
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
