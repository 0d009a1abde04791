import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { Page, SortDirection } from './report-store.js';

// A project is the set of a user's reports that name it, as in deployed services where projects
// appear from the reports' hosts: it is created with its first report (its created_at is that
// report's) and disappears with its last. The `projects` table holds running totals that
// triggers keep in step with `reports` (migration 2), so a list never aggregates every report.

import type { ProjectSortKey } from '../../shared/interface.js';
import { roundScore } from '../../shared/score.js';

export type { ProjectSortKey };

interface ProjectListQuery {
  userId: number;
  search?: string;
  sortBy: ProjectSortKey;
  sort: SortDirection;
  limit: number;
  offset: number;
}

export interface ProjectRecord {
  project: string;
  reports: number;
  /** Mean score of the generated reports; null when none is generated. */
  meanScore: number | null;
  createdAt: number;
}

export class ProjectStore {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  list(query: ProjectListQuery): Page<ProjectRecord> {
    const conditions = ['user_id = ?'];
    const params: SQLInputValue[] = [query.userId];
    if (query.search !== undefined && query.search !== '') {
      conditions.push("project LIKE ? ESCAPE '\\'");
      params.push(`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    const where = conditions.join(' AND ');
    const total = (
      this.#db.prepare(`SELECT COUNT(*) AS n FROM projects WHERE ${where}`).get(...params) as {
        n: number;
      }
    ).n;
    if (query.offset >= total) return { items: [], total };
    const direction = query.sort === 'asc' ? 'ASC' : 'DESC';
    const order =
      query.sortBy === 'project'
        ? `project ${direction}`
        : `created_at ${direction}, project ${direction}`;
    const rows = this.#db
      .prepare(
        `SELECT project, reports, CASE WHEN scored > 0 THEN score_sum / scored END AS mean_score,
           created_at
         FROM projects WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
      )
      .all(...params, query.limit, query.offset) as {
      project: string;
      reports: number;
      mean_score: number | null;
      created_at: number;
    }[];
    return {
      items: rows.map((row) => ({
        project: row.project,
        reports: row.reports,
        meanScore: row.mean_score === null ? null : roundScore(row.mean_score),
        createdAt: row.created_at,
      })),
      total,
    };
  }
}
