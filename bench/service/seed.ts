// Fills a service database with many generated reports, straight through SQL (seeding is not
// what is measured). Every report carries the same real `results` map, taken from one analysis
// of a local page, so rows have the size they have in use.
import type { CheckResult } from '../../src/server/analyzer/types.js';
import { ApiKeyStore } from '../../src/server/service/api-keys.js';
import { openDatabase } from '../../src/server/service/database.js';
import { fillReportItemPieces } from '../../src/server/service/report-json.js';
import { cleanUrl } from '../../src/shared/url-key.js';

export interface SeedOptions {
  dbPath: string;
  key: string;
  reports: number;
  projects: number;
  results: Record<string, CheckResult>;
}

/** A small deterministic generator, so that two runs seed the same data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function seed(options: SeedOptions): void {
  const db = openDatabase(options.dbPath);
  const userId = new ApiKeyStore(db).register(options.key);
  const insert = db.prepare(
    `INSERT INTO reports (user_id, target_url, url, project, privacy, password_hash, state,
       score, results, error_code, error_message, generated_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const results = JSON.stringify(options.results);
  const next = random(42);
  const start = Date.UTC(2026, 0, 1);
  db.exec('BEGIN');
  for (let i = 0; i < options.reports; i++) {
    const project = `site-${i % options.projects}.test`;
    const targetUrl = `https://www.${project}/page-${i}`;
    const createdAt = start + i * 60_000;
    const failed = next() < 0.01;
    const score = failed ? null : Math.round(next() * 10_000) / 100;
    insert.run(
      userId,
      targetUrl,
      cleanUrl(targetUrl) ?? targetUrl,
      project,
      i % 3,
      failed ? 'failed' : 'generated',
      score,
      failed ? null : results,
      failed ? 'timeout' : null,
      failed ? 'the page took too long' : null,
      failed ? null : createdAt + Math.floor(next() * 3_600_000),
      createdAt,
      createdAt,
    );
  }
  // The service writes each report's API item pieces with every change; rows seeded through
  // SQL get them here, as a database upgraded to them would.
  fillReportItemPieces(db);
  db.exec('COMMIT');
  db.exec('ANALYZE');
  db.close();
}
