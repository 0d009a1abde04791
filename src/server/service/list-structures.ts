import type { DatabaseSync } from 'node:sqlite';
import { readSetting } from './settings.js';

// The structures of the schema that serve only lists of reports: the index of each list order
// and filter (migration 1) and the triggers that keep the URL search index in step (migrations 2
// and 4). Every report write maintains them: in an audit of a whole site on the embedded service,
// which never lists unless a create's outcome is uncertain, they were most of a report's storing
// (bench/service/store-micro.ts: 0.35-0.42 against 0.10-0.15 ms of CPU a report without them).
// A throwaway database (the embedded service's) is made without them; the first list or search
// builds them from the reports stored so far, and from then on SQLite keeps them as on any
// database. That first list pays for them at once (about 0.85 s after 10,000 reports, on a busy
// machine: each index reads every row), less than the writes saved. A served database keeps them
// from its migration on: it is listed all the time.

/** The list indexes, named as migration 1 made them. */
const LIST_INDEXES = [
  'reports_user_id',
  'reports_user_generated',
  'reports_user_url',
  'reports_user_score',
  'reports_user_project',
  'reports_user_project_generated',
  'reports_user_project_url',
  'reports_user_project_score',
];
/** The URL search index's triggers (the index itself, a virtual table, stays, empty). */
const SEARCH_TRIGGERS = ['reports_search_insert', 'reports_search_delete', 'reports_search_update'];

/**
 * Where a database that was made without them keeps their SQL, as the migrations wrote it, until
 * they are built: in the database itself, so that whatever opens it next knows what is missing.
 */
const DEFERRED_SETTING = 'deferred_list_structures';

/**
 * Takes the list structures out of a database that has no report yet, keeping their SQL to build
 * them later (buildListStructures). Runs in a transaction of its own.
 */
export function deferListStructures(db: DatabaseSync): void {
  db.exec('BEGIN IMMEDIATE');
  try {
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM reports').get() as { n: number };
    if (n > 0) throw new Error('the list structures of a database with reports are kept');
    const deferred: DeferredSql = {
      indexes: LIST_INDEXES.map((name) => schemaSql(db, 'index', name)),
      triggers: SEARCH_TRIGGERS.map((name) => schemaSql(db, 'trigger', name)),
    };
    for (const name of LIST_INDEXES) db.exec(`DROP INDEX ${name}`);
    for (const name of SEARCH_TRIGGERS) db.exec(`DROP TRIGGER ${name}`);
    db.prepare('INSERT INTO settings (name, value) VALUES (?, ?)').run(
      DEFERRED_SETTING,
      JSON.stringify(deferred),
    );
    db.exec('COMMIT');
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

interface DeferredSql {
  indexes: string[];
  triggers: string[];
}

/** The CREATE statement of a schema object, as the migration that made it wrote it. */
function schemaSql(db: DatabaseSync, type: 'index' | 'trigger', name: string): string {
  const row = db
    .prepare('SELECT sql FROM sqlite_schema WHERE type = ? AND name = ?')
    .get(type, name) as { sql: string } | undefined;
  if (row === undefined) throw new Error(`the schema has no ${type} ${name} to defer`);
  return row.sql;
}

/** Whether the database was made without its list structures and they are not built yet. */
export function listStructuresDeferred(db: DatabaseSync): boolean {
  return readSetting(db, DEFERRED_SETTING) !== undefined;
}

/**
 * Builds the deferred list structures from the reports stored so far, inside the caller's
 * transaction: the indexes, then the search index from the reports' URLs (FTS5's 'rebuild' of
 * an external-content table), then its triggers, so that no URL is indexed twice and none is
 * missed. Nothing to do when they are there already.
 */
export function buildListStructures(db: DatabaseSync): void {
  const value = readSetting(db, DEFERRED_SETTING);
  if (value === undefined) return;
  const deferred = JSON.parse(value) as DeferredSql;
  for (const sql of deferred.indexes) db.exec(sql);
  db.exec(`INSERT INTO reports_url_search (reports_url_search) VALUES ('rebuild')`);
  for (const sql of deferred.triggers) db.exec(sql);
  db.prepare('DELETE FROM settings WHERE name = ?').run(DEFERRED_SETTING);
}
