import type { DatabaseSync } from 'node:sqlite';
import { fillReportItemPieces } from './report-json.js';

// Versioned schema: each entry moves the database from version i to i + 1, tracked in
// PRAGMA user_version, so an old database file is upgraded in place at start. An entry is SQL,
// or a function when the new data needs code to compute (it runs in the same transaction).
export type Migration = string | ((db: DatabaseSync) => void);

export const MIGRATIONS: readonly Migration[] = [
  `
  CREATE TABLE api_keys (
    id INTEGER PRIMARY KEY,          -- the user: one key is one user
    key_hash TEXT NOT NULL UNIQUE,   -- SHA-256 hex of the key; the key itself is never stored
    created_at INTEGER NOT NULL
  );
  CREATE TABLE settings (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  -- AUTOINCREMENT: an id is never reused after a delete, so a stale link never shows another report.
  CREATE TABLE reports (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES api_keys(id),
    target_url TEXT NOT NULL,        -- the absolute URL to audit, as given
    url TEXT NOT NULL,               -- cleaned for display; the final URL once generated
    project TEXT NOT NULL,
    privacy INTEGER NOT NULL CHECK (privacy IN (0, 1, 2)),
    password_hash TEXT,
    state TEXT NOT NULL CHECK (state IN ('pending', 'running', 'generated', 'failed')),
    generation INTEGER NOT NULL DEFAULT 1, -- bumped per requested generation; stale finishes are dropped
    score REAL,
    results TEXT,                    -- JSON map of check results
    error_code TEXT,
    error_message TEXT,
    generated_at INTEGER,            -- epoch milliseconds, like the other timestamps
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  -- One index per list order and filter, each led by user_id because every list is one user's.
  -- Each order ends with id (the tie-breaker of every list order) so that the index gives the
  -- whole ORDER BY; score rides along at the end so that a result= filter is checked inside
  -- the index, without reading the (large) rows that the filter then rejects.
  CREATE INDEX reports_user_id ON reports (user_id, id, score);
  CREATE INDEX reports_user_generated ON reports (user_id, generated_at, id, score);
  CREATE INDEX reports_user_url ON reports (user_id, url, id, score);
  CREATE INDEX reports_user_score ON reports (user_id, score);
  CREATE INDEX reports_user_project ON reports (user_id, project, id, score);
  CREATE INDEX reports_user_project_generated ON reports (user_id, project, generated_at, id, score);
  CREATE INDEX reports_user_project_url ON reports (user_id, project, url, id, score);
  CREATE INDEX reports_user_project_score ON reports (user_id, project, score);
  -- Start-up finds the work to requeue without scanning every report.
  CREATE INDEX reports_unfinished ON reports (state) WHERE state IN ('pending', 'running');
  `,
  // 2: lists that stay fast with many reports. Projects keep running totals (maintained by
  // triggers) so that listing them does not aggregate every report; a trigram index on the URL
  // lets `search` find substrings without scanning every URL.
  `
  CREATE TABLE projects (
    user_id INTEGER NOT NULL,
    project TEXT NOT NULL,
    reports INTEGER NOT NULL,
    score_sum REAL NOT NULL,          -- over reports with a score
    scored INTEGER NOT NULL,          -- how many reports have a score
    created_at INTEGER NOT NULL,      -- the first report's
    PRIMARY KEY (user_id, project)
  ) WITHOUT ROWID;
  CREATE INDEX projects_user_created ON projects (user_id, created_at);
  INSERT INTO projects (user_id, project, reports, score_sum, scored, created_at)
    SELECT user_id, project, COUNT(*), COALESCE(SUM(score), 0), COUNT(score), MIN(created_at)
    FROM reports GROUP BY user_id, project;
  CREATE TRIGGER reports_project_insert AFTER INSERT ON reports BEGIN
    INSERT INTO projects (user_id, project, reports, score_sum, scored, created_at)
    VALUES (NEW.user_id, NEW.project, 1, COALESCE(NEW.score, 0), NEW.score IS NOT NULL, NEW.created_at)
    ON CONFLICT (user_id, project) DO UPDATE SET
      reports = reports + 1,
      score_sum = score_sum + excluded.score_sum,
      scored = scored + excluded.scored,
      created_at = MIN(created_at, excluded.created_at);
  END;
  CREATE TRIGGER reports_project_delete AFTER DELETE ON reports BEGIN
    UPDATE projects SET
      reports = reports - 1,
      score_sum = score_sum - COALESCE(OLD.score, 0),
      scored = scored - (OLD.score IS NOT NULL)
    WHERE user_id = OLD.user_id AND project = OLD.project;
    DELETE FROM projects WHERE user_id = OLD.user_id AND project = OLD.project AND reports <= 0;
  END;
  CREATE TRIGGER reports_project_score AFTER UPDATE OF score ON reports
  WHEN OLD.score IS NOT NEW.score BEGIN
    UPDATE projects SET
      score_sum = score_sum - COALESCE(OLD.score, 0) + COALESCE(NEW.score, 0),
      scored = scored - (OLD.score IS NOT NULL) + (NEW.score IS NOT NULL)
    WHERE user_id = NEW.user_id AND project = NEW.project;
  END;
  CREATE VIRTUAL TABLE reports_url_search USING fts5(
    url, content = 'reports', content_rowid = 'id', tokenize = 'trigram'
  );
  INSERT INTO reports_url_search (reports_url_search) VALUES ('rebuild');
  CREATE TRIGGER reports_search_insert AFTER INSERT ON reports BEGIN
    INSERT INTO reports_url_search (rowid, url) VALUES (NEW.id, NEW.url);
  END;
  CREATE TRIGGER reports_search_delete AFTER DELETE ON reports BEGIN
    INSERT INTO reports_url_search (reports_url_search, rowid, url) VALUES ('delete', OLD.id, OLD.url);
  END;
  CREATE TRIGGER reports_search_update AFTER UPDATE OF url ON reports BEGIN
    INSERT INTO reports_url_search (reports_url_search, rowid, url) VALUES ('delete', OLD.id, OLD.url);
    INSERT INTO reports_url_search (rowid, url) VALUES (NEW.id, NEW.url);
  END;
  `,
  // 3: each report's API item pre-rendered around its results (src/server/service/report-json.ts), so
  // that a list page joins stored text instead of mapping and serialising every row. Kept up to
  // date by ReportStore in the transaction of every write that changes a field the item shows.
  (db) => {
    db.exec(`
      ALTER TABLE reports ADD COLUMN api_head TEXT;  -- the item's JSON before its results
      ALTER TABLE reports ADD COLUMN api_tail TEXT;  -- and after them
    `);
    fillReportItemPieces(db);
  },
  // 4: a report's search entry is rewritten only when its URL changes. Every completion sets
  // the url column (to the final URL), nearly always to the value it had, and the trigger fired
  // for each: a fifth of a completion's cost in an audit of a whole site (docs/benchmarks.md).
  `
  DROP TRIGGER reports_search_update;
  CREATE TRIGGER reports_search_update AFTER UPDATE OF url ON reports
  WHEN OLD.url IS NOT NEW.url BEGIN
    INSERT INTO reports_url_search (reports_url_search, rowid, url) VALUES ('delete', OLD.id, OLD.url);
    INSERT INTO reports_url_search (rowid, url) VALUES (NEW.id, NEW.url);
  END;
  `,
];
