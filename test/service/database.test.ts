import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DatabaseVersionError,
  NEW_DATABASE_PAGE_SIZE,
  openDatabase,
  THROWAWAY_DATABASE_PAGE_SIZE,
} from '../../src/server/service/database.js';
import { MIGRATIONS } from '../../src/server/service/migrations.js';
import { ProjectStore } from '../../src/server/service/project-store.js';
import { ReportStore } from '../../src/server/service/report-store.js';

const dir = mkdtempSync(join(tmpdir(), 'seo-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the database', () => {
  it('opens in WAL mode at the latest schema version', () => {
    const path = join(dir, 'wal.db');
    const db = openDatabase(path);
    expect((db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode).toBe(
      'wal',
    );
    expect((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBe(
      MIGRATIONS.length,
    );
    db.close();
  });

  it('gives a throwaway database (the embedded one) a small page cache, a served one 32 MiB', () => {
    const cacheSize = (db: DatabaseSync) =>
      (db.prepare('PRAGMA cache_size').get() as { cache_size: number }).cache_size;
    const served = openDatabase(join(dir, 'served-cache.db'));
    const throwaway = openDatabase(join(dir, 'throwaway-cache.db'), { throwaway: true });
    // Negative: KiB.
    expect([cacheSize(served), cacheSize(throwaway)]).toEqual([-32768, -4096]);
    expect(
      (throwaway.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode,
    ).toBe('memory');
    served.close();
    throwaway.close();
  });

  it('keeps a throwaway database locked from its opening to its close; a served one only per write', () => {
    const lockingMode = (db: DatabaseSync) =>
      (db.prepare('PRAGMA locking_mode').get() as { locking_mode: string }).locking_mode;
    const servedPath = join(dir, 'served-lock.db');
    const throwawayPath = join(dir, 'throwaway-lock.db');
    const served = openDatabase(servedPath);
    const throwaway = openDatabase(throwawayPath, { throwaway: true });
    expect([lockingMode(served), lockingMode(throwaway)]).toEqual(['normal', 'exclusive']);
    // Another process (`seo-report keys` beside a running server) reads and writes a served
    // database; nothing else can even read a throwaway one while its service runs.
    const reader = (path: string) => {
      const other = new DatabaseSync(path);
      other.exec('PRAGMA busy_timeout = 0');
      try {
        return (other.prepare('SELECT COUNT(*) AS n FROM api_keys').get() as { n: number }).n;
      } finally {
        other.close();
      }
    };
    expect(reader(servedPath)).toBe(0);
    expect(() => reader(throwawayPath)).toThrow(/locked/);
    throwaway.close();
    // Given back at the close.
    expect(reader(throwawayPath)).toBe(0);
    served.close();
  });

  it('upgrades a version 1 database in place, filling project totals and the search index', () => {
    const path = join(dir, 'v1.db');
    const old = new DatabaseSync(path);
    old.exec(MIGRATIONS[0] as string);
    old.exec('PRAGMA user_version = 1');
    old.exec(`INSERT INTO api_keys (id, key_hash, created_at) VALUES (1, 'h', 0)`);
    old.exec(`INSERT INTO reports (user_id, target_url, url, project, privacy, state, score,
      created_at, updated_at) VALUES
      (1, 'https://a.test/x', 'a.test/x', 'a.test', 0, 'generated', 80, 10, 10),
      (1, 'https://a.test/y', 'a.test/y', 'a.test', 0, 'generated', 60, 20, 20),
      (1, 'https://b.test/', 'b.test', 'b.test', 0, 'pending', NULL, 30, 30)`);
    old.close();

    const db = openDatabase(path);
    const projects = new ProjectStore(db).list({
      userId: 1,
      sortBy: 'project',
      sort: 'asc',
      limit: 10,
      offset: 0,
    });
    expect(projects.items).toEqual([
      { project: 'a.test', reports: 2, meanScore: 70, createdAt: 10 },
      { project: 'b.test', reports: 1, meanScore: null, createdAt: 30 },
    ]);
    const found = new ReportStore(db).list({
      userId: 1,
      search: 'test/y',
      sortBy: 'id',
      sort: 'asc',
      limit: 10,
      offset: 0,
    });
    expect(found.items.map((r) => r.url)).toEqual(['a.test/y']);
    db.close();
  });

  it('keeps the URL search in step when a completion changes the URL, and when it does not', () => {
    const db = openDatabase(':memory:');
    db.exec(`INSERT INTO api_keys (id, key_hash, created_at) VALUES (1, 'h', 0)`);
    const reports = new ReportStore(db);
    const search = (text: string) =>
      reports
        .list({ userId: 1, search: text, sortBy: 'id', sort: 'asc', limit: 10, offset: 0 })
        .items.map((report) => report.url);
    const complete = (targetUrl: string, finalUrl: string) => {
      const report = reports.insert({
        userId: 1,
        targetUrl,
        project: 'p',
        privacy: 0,
        passwordHash: null,
      });
      const claim = reports.claim(report.id);
      reports.complete(report.id, claim?.generation ?? 0, {
        url: targetUrl,
        finalUrl,
        score: 50,
        grade: null,
        results: {},
        failure: null,
        timings: { fetchMs: 0, analyzeMs: 0 },
      });
    };
    complete('https://s.test/same', 'https://s.test/same');
    complete('https://s.test/old-path', 'https://s.test/new-path');
    expect(search('s.test/same')).toEqual(['s.test/same']);
    expect(search('new-path')).toEqual(['s.test/new-path']);
    expect(search('old-path')).toEqual([]);
    db.close();
  });

  it('refuses a database from a newer version of the program', () => {
    const path = join(dir, 'future.db');
    const future = new DatabaseSync(path);
    future.exec('PRAGMA user_version = 99');
    future.close();
    expect(() => openDatabase(path)).toThrow(DatabaseVersionError);
  });

  it('keeps project totals in step with inserts, results and deletes', () => {
    const db = openDatabase(':memory:');
    db.exec(`INSERT INTO api_keys (id, key_hash, created_at) VALUES (1, 'h', 0)`);
    const reports = new ReportStore(db);
    const projects = new ProjectStore(db);
    const listed = () =>
      projects.list({ userId: 1, sortBy: 'project', sort: 'asc', limit: 10, offset: 0 }).items;
    const a = reports.insert({
      userId: 1,
      targetUrl: 'https://p.test/a',
      project: 'p',
      privacy: 0,
      passwordHash: null,
    });
    const b = reports.insert({
      userId: 1,
      targetUrl: 'https://p.test/b',
      project: 'p',
      privacy: 0,
      passwordHash: null,
    });
    expect(listed()).toMatchObject([{ project: 'p', reports: 2, meanScore: null }]);
    for (const [report, score] of [
      [a, 90],
      [b, 40],
    ] as const) {
      const claim = reports.claim(report.id);
      reports.complete(report.id, claim?.generation ?? 0, {
        url: report.targetUrl,
        finalUrl: report.targetUrl,
        score,
        grade: null,
        results: {},
        failure: null,
        timings: { fetchMs: 0, analyzeMs: 0 },
      });
    }
    expect(listed()).toMatchObject([{ reports: 2, meanScore: 65 }]);
    reports.requestGeneration(a.id);
    expect(listed()).toMatchObject([{ reports: 2, meanScore: 40 }]);
    reports.delete(b.id, 1);
    expect(listed()).toMatchObject([{ reports: 1, meanScore: null }]);
    reports.delete(a.id, 1);
    expect(listed()).toEqual([]);
    db.close();
  });

  describe('page size', () => {
    const pageSize = (db: DatabaseSync) =>
      (db.prepare('PRAGMA page_size').get() as { page_size: number }).page_size;

    it('gives a new database pages that hold a report row whole', () => {
      const db = openDatabase(join(dir, 'new-pages.db'));
      expect(NEW_DATABASE_PAGE_SIZE).toBe(32 * 1024);
      expect(pageSize(db)).toBe(NEW_DATABASE_PAGE_SIZE);
      expect(
        (db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode,
      ).toBe('wal');
      db.close();
      // and keeps them when opened again
      const again = openDatabase(join(dir, 'new-pages.db'));
      expect(pageSize(again)).toBe(NEW_DATABASE_PAGE_SIZE);
      again.close();
    });

    it('leaves an existing database with its own page size, and works with it', () => {
      const path = join(dir, 'old-pages.db');
      const old = new DatabaseSync(path);
      old.exec('PRAGMA page_size = 4096');
      old.exec(MIGRATIONS[0] as string);
      old.exec('PRAGMA user_version = 1');
      old.exec(`INSERT INTO api_keys (id, key_hash, created_at) VALUES (1, 'h', 0)`);
      old.close();
      const db = openDatabase(path);
      expect(pageSize(db)).toBe(4096);
      const reports = new ReportStore(db);
      const report = reports.insert({
        userId: 1,
        targetUrl: 'https://p.test/a',
        project: 'p',
        privacy: 0,
        passwordHash: null,
      });
      expect(reports.get(report.id)?.targetUrl).toBe('https://p.test/a');
      db.close();
    });

    it('keeps small pages for a database with a small byte limit, so the limit leaves room', () => {
      const small = openDatabase(join(dir, 'limited-small.db'), { maxBytes: 256 * 1024 });
      expect(pageSize(small)).toBe(4096);
      small.close();
      const medium = openDatabase(join(dir, 'limited-medium.db'), { maxBytes: 2 * 1024 * 1024 });
      expect(pageSize(medium)).toBe(8192);
      medium.close();
      const large = openDatabase(join(dir, 'limited-large.db'), { maxBytes: 1024 ** 3 });
      expect(pageSize(large)).toBe(NEW_DATABASE_PAGE_SIZE);
      large.close();
    });

    it('gives a throwaway database small pages: it is written a report at a time, never listed', () => {
      const db = openDatabase(join(dir, 'throwaway.db'), { throwaway: true });
      expect(THROWAWAY_DATABASE_PAGE_SIZE).toBe(4096);
      expect(pageSize(db)).toBe(THROWAWAY_DATABASE_PAGE_SIZE);
      db.exec(`INSERT INTO api_keys (id, key_hash, created_at) VALUES (1, 'h', 0)`);
      const reports = new ReportStore(db);
      const report = reports.insert({
        userId: 1,
        targetUrl: 'https://p.test/a',
        project: 'p',
        privacy: 0,
        passwordHash: null,
      });
      const claim = reports.claim(report.id);
      // Results larger than a page: the row spills into overflow pages and reads back whole.
      const results = Object.fromEntries(
        Array.from({ length: 60 }, (_, i) => [
          `check_${i}`,
          { passed: true, value: 'x'.repeat(200) },
        ]),
      );
      reports.complete(report.id, claim?.generation ?? 0, {
        url: report.targetUrl,
        finalUrl: report.targetUrl,
        score: 70,
        grade: null,
        results: results as never,
        failure: null,
        timings: { fetchMs: 0, analyzeMs: 0 },
      });
      expect(reports.get(report.id)?.results).toEqual(results);
      db.close();
    });

    it('gives an in-memory database the same pages', () => {
      const db = openDatabase(':memory:');
      expect(pageSize(db)).toBe(NEW_DATABASE_PAGE_SIZE);
      db.close();
    });
  });
});
