// A report's API item (docs/api.md, "Report object") as JSON text, in two stored pieces around
// its results: the text before `"results":` and the text after them. A list page then joins
// stored strings instead of mapping and serialising every row (1.0 ms to read 100 rows and 1.2 ms
// to write them, issue 15). The results themselves are not copied: they stay in their column
// (up to megabytes for a hostile page) and are spliced in between the two pieces.
import type { DatabaseSync } from 'node:sqlite';
import { gradeForScore } from '../../shared/grade.js';
import type { Privacy } from '../../shared/interface.js';
import { toApiTimestamp } from './timestamps.js';

/** Where a report's generation stands: stored with the report, shown by its API item. */
export type GenerationState = 'pending' | 'running' | 'generated' | 'failed';

/** The fields an item shows, besides its results: none of them depends on the request. */
export interface ReportItemFields {
  id: number;
  url: string;
  project: string;
  score: number | null;
  privacy: Privacy;
  passwordHash: string | null;
  state: GenerationState;
  error: { code: string; message: string } | null;
  generatedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

// The item's fields around `results`, in the order the API answers them: one list for the
// object (serializeReport) and for the stored text, so the two can never disagree.
export function fieldsBeforeResults(report: ReportItemFields) {
  return {
    id: report.id,
    url: report.url,
    project: report.project,
    result: report.score === null ? null : gradeForScore(report.score),
    score: report.score,
  };
}

export function fieldsAfterResults(report: ReportItemFields) {
  return {
    privacy: report.privacy,
    password: report.passwordHash !== null,
    state: report.state,
    error: report.error,
    generated_at: toApiTimestamp(report.generatedAt),
    created_at: toApiTimestamp(report.createdAt) as string,
    updated_at: toApiTimestamp(report.updatedAt) as string,
  };
}

/** The pieces stored beside a report: `${head}${results JSON or null}${tail}` is its item. */
export function reportItemPieces(report: ReportItemFields): { head: string; tail: string } {
  const head = JSON.stringify(fieldsBeforeResults(report));
  const tail = JSON.stringify(fieldsAfterResults(report));
  return { head: `${head.slice(0, -1)},"results":`, tail: `,${tail.slice(1)}` };
}

/**
 * The item as JSON text, results spliced in as stored: the service wrote them with
 * JSON.stringify, so they are valid JSON and need no parse and re-serialise.
 */
export function reportItemJson(report: ReportItemFields, resultsJson: string | null): string {
  const { head, tail } = reportItemPieces(report);
  return `${head}${resultsJson ?? 'null'}${tail}`;
}

/** The columns reportItemPieces needs, under the names ReportItemFields gives them. */
export const ITEM_COLUMNS = `id, url, project, score, privacy, password_hash AS passwordHash, state,
  error_code AS errorCode, error_message AS errorMessage, generated_at AS generatedAt,
  created_at AS createdAt, updated_at AS updatedAt`;

export interface ItemRow extends Omit<ReportItemFields, 'error'> {
  errorCode: string | null;
  errorMessage: string | null;
}

export function itemFields(row: ItemRow): ReportItemFields {
  return {
    ...row,
    error: row.errorCode === null ? null : { code: row.errorCode, message: row.errorMessage ?? '' },
  };
}

/** Rows back-filled per statement: a large database is filled without holding it all. */
const FILL_ROWS = 500;

/**
 * Writes the pieces of every report that has none (a database from before they existed, or
 * rows inserted straight through SQL, like the benchmark's seed). The caller owns the
 * transaction. Returns how many reports it filled.
 */
export function fillReportItemPieces(db: DatabaseSync): number {
  const select = db.prepare(
    `SELECT ${ITEM_COLUMNS} FROM reports WHERE id > ? AND api_head IS NULL ORDER BY id LIMIT ?`,
  );
  const store = db.prepare('UPDATE reports SET api_head = ?, api_tail = ? WHERE id = ?');
  let filled = 0;
  let after = 0;
  for (;;) {
    const rows = select.all(after, FILL_ROWS) as unknown as ItemRow[];
    for (const row of rows) {
      const { head, tail } = reportItemPieces(itemFields(row));
      store.run(head, tail, row.id);
      after = row.id;
    }
    filled += rows.length;
    if (rows.length < FILL_ROWS) return filled;
  }
}
