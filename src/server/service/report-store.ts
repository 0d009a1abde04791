import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { BAD_BELOW, GOOD_ABOVE, type Grade } from '../../shared/grade.js';
import { cleanUrl } from '../../shared/url-key.js';
import { cutText } from '../analyzer/bound-result.js';
import type { Analysis, CheckResult } from '../analyzer/types.js';
import { ItemCache } from './item-cache.js';
import { buildListStructures, listStructuresDeferred } from './list-structures.js';
import { SILENT_LOGGER } from './options.js';
import type { GenerationState } from './report-json.js';
import {
  ITEM_COLUMNS,
  type ItemRow,
  itemFields,
  reportItemJson,
  reportItemPieces,
} from './report-json.js';
import { StorageHealth } from './storage-health.js';

export interface ReportRecord {
  id: number;
  userId: number;
  targetUrl: string;
  url: string;
  project: string;
  privacy: Privacy;
  passwordHash: string | null;
  state: GenerationState;
  generation: number;
  score: number | null;
  results: Record<string, CheckResult> | null;
  error: { code: string; message: string } | null;
  generatedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

// The interface's words, as the client has them: one definition for both sides.
import type { Privacy, ReportSortKey, SortOrder as SortDirection } from '../../shared/interface.js';

export type { GenerationState, Privacy, ReportSortKey, SortDirection };

interface ReportListQuery {
  userId: number;
  search?: string;
  project?: string;
  result?: Grade;
  sortBy: ReportSortKey;
  sort: SortDirection;
  limit: number;
  offset: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** A report as stored, with its results still the JSON text the database holds. */
export type StoredReport = Omit<ReportRecord, 'results'> & { resultsJson: string | null };

/** A page whose reports are read batch by batch as the answer is written, never all at once. */
interface StreamedPage {
  total: number;
  /** Batches of the reports' API items as UTF-8 JSON, in list order, BATCH_ROWS at a time. */
  batches: () => Generator<Uint8Array[]>;
}

/**
 * Reports read per batch: one hostile report may be megabytes, a page of them hundreds, so a
 * page is never read whole. (Their sizes cannot be had cheaply: length() reads the text.)
 */
const BATCH_ROWS = 10;
/** Counts remembered per database version; cleared whole when full. */
const MAX_CACHED_COUNTS = 1000;

interface ReportRow {
  id: number;
  user_id: number;
  target_url: string;
  url: string;
  project: string;
  privacy: number;
  password_hash: string | null;
  state: string;
  generation: number;
  score: number | null;
  results: string | null;
  error_code: string | null;
  error_message: string | null;
  generated_at: number | null;
  created_at: number;
  updated_at: number;
}

/** What a list page reads of a report: its item, joined from the stored pieces and results. */
interface ItemRowBytes {
  id: number;
  /** Null when the report has no pieces stored. */
  item: Uint8Array | null;
}

// Column names come from these fixed maps, never from the request, so building SQL is safe.
const SORT_COLUMNS: Record<ReportSortKey, string> = {
  id: 'id',
  generated_at: 'generated_at',
  url: 'url',
  result: 'score',
};

// The bands of gradeForScore (src/shared/grade.ts), as SQL ranges so that indexes on score apply.
// `column` is "score", or "+score" to keep the planner from choosing the score index (see list).
function gradeCondition(grade: Grade, column: string): string {
  switch (grade) {
    case 'good':
      return `${column} > ${GOOD_ABOVE}`;
    case 'decent':
      return `${column} >= ${BAD_BELOW} AND ${column} <= ${GOOD_ABOVE}`;
    case 'bad':
      return `${column} < ${BAD_BELOW}`;
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function toRecord(row: ReportRow): ReportRecord {
  const { resultsJson, ...stored } = toStoredReport(row);
  return {
    ...stored,
    results: resultsJson === null ? null : (JSON.parse(resultsJson) as ReportRecord['results']),
  };
}

interface NewReport {
  userId: number;
  targetUrl: string;
  project: string;
  privacy: Privacy;
  passwordHash: string | null;
}

/** A failure's message is one line for a person; a page cannot make it longer than this. */
const MAX_ERROR_MESSAGE = 500;

function toStoredReport(row: ReportRow): StoredReport {
  return {
    id: row.id,
    userId: row.user_id,
    targetUrl: row.target_url,
    url: row.url,
    project: row.project,
    privacy: row.privacy as Privacy,
    passwordHash: row.password_hash,
    state: row.state as GenerationState,
    generation: row.generation,
    score: row.score,
    resultsJson: row.results,
    error:
      row.error_code === null ? null : { code: row.error_code, message: row.error_message ?? '' },
    generatedAt: row.generated_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export class ReportStore {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  readonly #health: StorageHealth;
  /** COUNT(*) answers by query, valid while the database version they were read at holds. */
  readonly #counts = new Map<string, { version: string; n: number }>();
  /** List items read from the database, valid while its version holds (item-cache.ts). */
  readonly #items: ItemCache;
  /** False while the database's list indexes and search index wait for a first list. */
  #listStructuresBuilt: boolean;

  constructor(
    db: DatabaseSync,
    health: StorageHealth = new StorageHealth(SILENT_LOGGER),
    items: ItemCache = new ItemCache(),
  ) {
    this.#db = db;
    this.#health = health;
    this.#items = items;
    this.#listStructuresBuilt = !listStructuresDeferred(db);
  }

  /**
   * Builds the list indexes and the URL search index of a database made without them (a
   * throwaway one, list-structures.ts) before its first list: lists and searches answer the
   * same either way, and SQLite keeps them in step with every write from then on.
   */
  #ensureListStructures(): void {
    if (this.#listStructuresBuilt) return;
    this.#write(() => buildListStructures(this.#db));
    this.#listStructuresBuilt = true;
  }

  /**
   * Runs the statements of one write in a transaction of their own and commits it explicitly,
   * so that every failure (a full disk at commit too) is thrown, and nothing is half-stored.
   * Never `StatementSync.get()` on INSERT ... RETURNING outside one: it hands back the row and
   * drops the commit's error, and the row was never stored.
   */
  #write<T>(work: () => T): T {
    let result: T;
    try {
      // Prepared once, not parsed again by exec() for each of a report's writes.
      this.#prepare('BEGIN IMMEDIATE').run();
      try {
        result = work();
        this.#prepare('COMMIT').run();
      } catch (error) {
        if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
        throw error;
      }
    } catch (error) {
      throw this.#health.failed(error);
    }
    this.#health.succeeded();
    return result;
  }

  /**
   * Writes a report's pre-rendered item pieces from its row as it now is. Every write that
   * changes a field the item shows calls it inside its own transaction, so that a list never
   * shows an item older than the row (and a failure to store them fails the write).
   */
  #render(id: number | bigint): void {
    const row = this.#prepare(`SELECT ${ITEM_COLUMNS} FROM reports WHERE id = ?`).get(id) as
      | ItemRow
      | undefined;
    if (!row) return;
    const { head, tail } = reportItemPieces(itemFields(row));
    this.#prepare('UPDATE reports SET api_head = ?, api_tail = ? WHERE id = ?').run(head, tail, id);
  }

  // Statements are prepared once per distinct SQL text; list queries have few shapes.
  #prepare(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /**
   * Stores a new report, pending, or already running when the queue starts its generation at
   * once (GenerationQueue.create): its start is then part of this transaction, not one more.
   * The record and its item are built from what was written, not read back from the row.
   */
  insert(report: NewReport, state: 'pending' | 'running' = 'pending'): ReportRecord {
    const now = Date.now();
    const record: ReportRecord = {
      id: 0,
      userId: report.userId,
      targetUrl: report.targetUrl,
      url: cleanUrl(report.targetUrl) ?? report.targetUrl,
      project: report.project,
      privacy: report.privacy,
      passwordHash: report.passwordHash,
      state,
      generation: 1,
      score: null,
      results: null,
      error: null,
      generatedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    return this.#write(() => {
      const { lastInsertRowid } = this.#prepare(
        `INSERT INTO reports (user_id, target_url, url, project, privacy, password_hash, state,
           generation, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        record.userId,
        record.targetUrl,
        record.url,
        record.project,
        record.privacy,
        record.passwordHash,
        record.state,
        record.generation,
        record.createdAt,
        record.updatedAt,
      );
      record.id = Number(lastInsertRowid);
      const { head, tail } = reportItemPieces(record);
      this.#prepare('UPDATE reports SET api_head = ?, api_tail = ? WHERE id = ?').run(
        head,
        tail,
        record.id,
      );
      return record;
    });
  }

  get(id: number): ReportRecord | null {
    const row = this.#prepare('SELECT * FROM reports WHERE id = ?').get(id) as
      | ReportRow
      | undefined;
    return row ? toRecord(row) : null;
  }

  /**
   * A report's API item as UTF-8 JSON, joined by SQLite from its stored pieces and results (as
   * a list page reads them): the same text as serializing the record, without parsing its
   * results and writing them again. Null when the report is gone or has no pieces stored.
   */
  itemJson(id: number): Uint8Array | null {
    const row = this.#prepare(
      `SELECT CAST(api_head || COALESCE(results, 'null') || api_tail AS BLOB) AS item
       FROM reports WHERE id = ?`,
    ).get(id) as { item: Uint8Array | null } | undefined;
    return row?.item ?? null;
  }

  /** A report as its owner sees it; another user's report is as absent as a missing one. */
  getOwned(id: number, userId: number): ReportRecord | null {
    const row = this.#prepare('SELECT * FROM reports WHERE id = ? AND user_id = ?').get(
      id,
      userId,
    ) as ReportRow | undefined;
    return row ? toRecord(row) : null;
  }

  /**
   * Changes a report's access and, when asked, marks it for a new generation, in one
   * transaction: either both are stored or neither. The old result is cleared on regeneration
   * so that a client polling for `generated_at` waits for the new one instead of reading the old.
   */
  update(
    id: number,
    access: { privacy: Privacy; passwordHash: string | null } | null,
    regenerate: boolean,
  ): void {
    this.#write(() => {
      if (access !== null) {
        this.#prepare(
          'UPDATE reports SET privacy = ?, password_hash = ?, updated_at = ? WHERE id = ?',
        ).run(access.privacy, access.passwordHash, Date.now(), id);
      }
      if (regenerate) {
        this.#prepare(
          `UPDATE reports SET state = 'pending', generation = generation + 1, score = NULL,
             results = NULL, error_code = NULL, error_message = NULL, generated_at = NULL,
             updated_at = ? WHERE id = ?`,
        ).run(Date.now(), id);
      }
      this.#render(id);
    });
  }

  /** Calls `listener` when writes succeed again after a storage failure. */
  onStorageRecovered(listener: () => void): void {
    this.#health.onRecovered(listener);
  }

  /** Marks a report for a new generation (see update). */
  requestGeneration(id: number): void {
    this.update(id, null, true);
  }

  delete(id: number, userId: number): boolean {
    return this.#write(
      () =>
        this.#prepare('DELETE FROM reports WHERE id = ? AND user_id = ?').run(id, userId).changes >
        0,
    );
  }

  /** Deletes the caller's reports in a project (only theirs); returns the ids deleted. */
  deleteProject(userId: number, project: string): number[] {
    return this.#write(() => {
      const rows = this.#prepare(
        'SELECT id FROM reports WHERE user_id = ? AND project = ? ORDER BY id',
      ).all(userId, project) as { id: number }[];
      this.#prepare('DELETE FROM reports WHERE user_id = ? AND project = ?').run(userId, project);
      return rows.map((row) => row.id);
    });
  }

  list(query: ReportListQuery): Page<ReportRecord> {
    const { total, ids } = this.#pageIds(query);
    const items: ReportRecord[] = [];
    for (let i = 0; i < ids.length; i += BATCH_ROWS) {
      const batch = ids.slice(i, i + BATCH_ROWS);
      const rows = this.#prepare(
        `SELECT * FROM reports WHERE id IN (${batch.map(() => '?').join(', ')})`,
      ).all(...batch) as unknown as ReportRow[];
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of batch) {
        const row = byId.get(id);
        if (row) items.push(toRecord(row));
      }
    }
    return { items, total };
  }

  /**
   * One page of a list, for writing as it is read: the total (remembered until the database
   * changes), then the page's reports in batches, each as its API item's JSON text joined from
   * its stored pieces and results: no row is mapped to an object or serialised per request.
   */
  listStreamed(query: ReportListQuery): StreamedPage {
    const { total, ids } = this.#pageIds(query);
    const itemsOf = (batch: number[]): Uint8Array[] => {
      // Items read at an older version of the database are dropped before any is used.
      this.#items.at(this.version());
      const found = new Map<number, Uint8Array>();
      const missing: number[] = [];
      for (const id of batch) {
        const item = this.#items.get(id);
        if (item === undefined) missing.push(id);
        else found.set(id, item);
      }
      if (missing.length > 0) {
        // Joined by SQLite and read as a BLOB: the UTF-8 bytes go to the socket as they are,
        // never decoded into a JS string and encoded back (half the cost of a page of 100).
        const rows = this.#prepare(
          `SELECT id, CAST(api_head || COALESCE(results, 'null') || api_tail AS BLOB) AS item
           FROM reports WHERE id IN (${missing.map(() => '?').join(', ')})`,
        ).all(...missing) as unknown as ItemRowBytes[];
        for (const row of rows) {
          // Pieces are written with every change; a row without them was stored by other means
          // (straight SQL), and is rendered here the way it would have been, without storing.
          const item = row.item ?? this.#renderedItem(row.id);
          if (item === null) continue;
          found.set(row.id, item);
          this.#items.set(row.id, item);
        }
      }
      // A report deleted since the ids were read is left out.
      return batch.flatMap((id) => {
        const item = found.get(id);
        return item === undefined ? [] : [item];
      });
    };
    return {
      total,
      batches: function* () {
        for (let i = 0; i < ids.length; i += BATCH_ROWS)
          yield itemsOf(ids.slice(i, i + BATCH_ROWS));
      },
    };
  }

  /** A report's item built from its row, for a row stored without its pieces. */
  #renderedItem(id: number): Uint8Array | null {
    const full = this.#prepare('SELECT * FROM reports WHERE id = ?').get(id) as
      | ReportRow
      | undefined;
    return full ? Buffer.from(reportItemJson(toStoredReport(full), full.results)) : null;
  }

  /** The total of a list (remembered until the database changes) and its page's ids in order. */
  #pageIds(query: ReportListQuery): { total: number; ids: number[] } {
    this.#ensureListStructures();
    const conditions = ['user_id = ?'];
    const params: SQLInputValue[] = [query.userId];
    if (query.project !== undefined) {
      conditions.push('project = ?');
      params.push(query.project);
    }
    if (query.search !== undefined && query.search !== '') {
      if ([...query.search].length >= 3) {
        // The trigram index answers substrings of 3 characters or more; a quoted phrase of
        // trigrams is exactly "contains this text", case-insensitively like LIKE.
        conditions.push(
          'id IN (SELECT rowid FROM reports_url_search WHERE reports_url_search MATCH ?)',
        );
        params.push(`"${query.search.replace(/"/g, '""')}"`);
      } else {
        conditions.push("url LIKE ? ESCAPE '\\'");
        params.push(`%${escapeLike(query.search)}%`);
      }
    }
    const where = conditions.join(' AND ');
    const grade = (column: string) =>
      query.result === undefined ? '' : ` AND ${gradeCondition(query.result, column)}`;
    // Counting is fastest on the score index; the page itself is fastest read in list order
    // from the index of that order, checking the grade on the index's score column. The planner
    // would pick the score index for both, then sort every match: "+score" prevents that.
    const total = this.#count(
      `SELECT COUNT(*) AS n FROM reports WHERE ${where}${grade('score')}`,
      params,
    );
    if (query.offset >= total) return { total, ids: [] };
    const direction = query.sort === 'asc' ? 'ASC' : 'DESC';
    const column = SORT_COLUMNS[query.sortBy];
    // id breaks ties so that pages never repeat or skip a report.
    const order = column === 'id' ? `id ${direction}` : `${column} ${direction}, id ${direction}`;
    // The page's ids first (from the index, no results text); the rows are read in batches.
    const entries = this.#prepare(
      `SELECT id FROM reports
       WHERE ${where}${grade(query.sortBy === 'result' ? 'score' : '+score')}
       ORDER BY ${order} LIMIT ? OFFSET ?`,
    ).all(...params, query.limit, query.offset) as { id: number }[];
    return { total, ids: entries.map((entry) => entry.id) };
  }

  /**
   * Changes whenever the database does: data_version when another connection commits,
   * total_changes when this one writes. What was read at one version holds until it moves.
   */
  version(): string {
    const dataVersion = Object.values(
      this.#prepare('PRAGMA data_version').get() as Record<string, number>,
    )[0];
    const changes = (this.#prepare('SELECT total_changes() AS c').get() as { c: number }).c;
    return `${dataVersion}:${changes}`;
  }

  /** COUNT(*) of a query, remembered until anything writes to the database. */
  #count(sql: string, params: SQLInputValue[]): number {
    const version = this.version();
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const cached = this.#counts.get(key);
    if (cached?.version === version) return cached.n;
    const n = (this.#prepare(sql).get(...params) as { n: number }).n;
    if (this.#counts.size >= MAX_CACHED_COUNTS) this.#counts.clear();
    this.#counts.set(key, { version, n });
    return n;
  }

  // ---- generation state, driven by the queue ----

  /** Moves a pending report to running; null when it is gone or no longer pending. */
  claim(id: number): { targetUrl: string; generation: number } | null {
    return this.#write(() => {
      const { changes } = this.#prepare(
        `UPDATE reports SET state = 'running' WHERE id = ? AND state = 'pending'`,
      ).run(id);
      if (changes === 0) return null;
      this.#render(id);
      const row = this.#prepare('SELECT target_url, generation FROM reports WHERE id = ?').get(
        id,
      ) as { target_url: string; generation: number };
      return { targetUrl: row.target_url, generation: row.generation };
    });
  }

  /** Stores an analysis, unless a newer generation was requested meanwhile. */
  complete(id: number, generation: number, analysis: Analysis): void {
    const now = Date.now();
    if (analysis.failure || analysis.score === null) {
      const failure = analysis.failure ?? {
        code: 'no_score',
        message: 'the analyzer gave no score',
      };
      this.fail(id, generation, failure.code, failure.message);
      return;
    }
    const finalUrl = analysis.finalUrl ?? analysis.url;
    const url = cleanUrl(finalUrl) ?? finalUrl;
    this.#write(() => {
      // The item's pieces are rendered from the row as it will be and stored by the same
      // statement: the row, with its results in overflow pages, is written once, not twice.
      const row = this.#prepare(
        `SELECT ${ITEM_COLUMNS} FROM reports WHERE id = ? AND generation = ? AND state = 'running'`,
      ).get(id, generation) as ItemRow | undefined;
      if (!row) return;
      const { head, tail } = reportItemPieces(
        itemFields({
          ...row,
          url,
          score: analysis.score,
          state: 'generated',
          errorCode: null,
          errorMessage: null,
          generatedAt: now,
          updatedAt: now,
        }),
      );
      this.#prepare(
        `UPDATE reports SET state = 'generated', score = ?, results = ?, url = ?, error_code = NULL,
           error_message = NULL, generated_at = ?, updated_at = ?, api_head = ?, api_tail = ?
         WHERE id = ?`,
      ).run(analysis.score, JSON.stringify(analysis.results), url, now, now, head, tail, id);
    });
  }

  fail(id: number, generation: number, code: string, message: string): void {
    this.#write(() => {
      const { changes } = this.#prepare(
        `UPDATE reports SET state = 'failed', score = NULL, results = NULL, error_code = ?,
           error_message = ?, generated_at = NULL, updated_at = ?
         WHERE id = ? AND generation = ? AND state = 'running'`,
      ).run(cutText(code, 64), cutText(message, MAX_ERROR_MESSAGE), Date.now(), id, generation);
      if (changes > 0) this.#render(id);
    });
  }

  /** Puts a running generation back to pending (shutdown), so the next start runs it again. */
  release(id: number, generation: number): void {
    this.#write(() => {
      const { changes } = this.#prepare(
        `UPDATE reports SET state = 'pending' WHERE id = ? AND generation = ? AND state = 'running'`,
      ).run(id, generation);
      if (changes > 0) this.#render(id);
    });
  }

  /** At start: generations cut off by a stop are pending again; returns every pending id. */
  recoverUnfinished(): number[] {
    this.#write(() => {
      const running = this.#prepare(`SELECT id FROM reports WHERE state = 'running'`).all() as {
        id: number;
      }[];
      this.#prepare(`UPDATE reports SET state = 'pending' WHERE state = 'running'`).run();
      for (const { id } of running) this.#render(id);
    });
    const rows = this.#prepare(
      `SELECT id FROM reports WHERE state IN ('pending', 'running') ORDER BY id`,
    ).all() as { id: number }[];
    return rows.map((row) => row.id);
  }
}
