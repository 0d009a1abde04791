// Lists answer each report's API item from text pre-rendered at every write (issue 15). These
// cases hold it to the item built the way lists built it before, byte for byte: from the row,
// field by field, with the stored results spliced in. Reports vary in every field the item shows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analysis } from '../../src/server/analyzer/types.js';
import { openDatabase } from '../../src/server/service/database.js';
import { serializeReport } from '../../src/server/service/http/serialize.js';
import type { RunningService } from '../../src/server/service/index.js';
import { ItemCache } from '../../src/server/service/item-cache.js';
import { MIGRATIONS } from '../../src/server/service/migrations.js';
import { type ReportRecord, ReportStore } from '../../src/server/service/report-store.js';
import { toApiTimestamp } from '../../src/server/service/timestamps.js';
import { gradeForScore } from '../../src/shared/grade.js';
import {
  controlledAnalyzer,
  type PendingCall,
  startTestService,
  type TestClient,
} from './helpers.js';

/** An item the old way: every field from the row, the stored results text spliced in. */
function builtFromRow(db: DatabaseSync, id: number): string {
  const row = db.prepare('SELECT * FROM reports WHERE id = ?').get(id) as {
    [column: string]: string | number | null;
  };
  const score = row.score as number | null;
  const time = (column: string) => toApiTimestamp(row[column] as number | null);
  const head = JSON.stringify({
    id: row.id,
    url: row.url,
    project: row.project,
    result: score === null ? null : gradeForScore(score),
    score,
  });
  const tail = JSON.stringify({
    privacy: row.privacy,
    password: row.password_hash !== null,
    state: row.state,
    error:
      row.error_code === null ? null : { code: row.error_code, message: row.error_message ?? '' },
    generated_at: time('generated_at'),
    created_at: time('created_at'),
    updated_at: time('updated_at'),
  });
  return `${head.slice(0, -1)},"results":${row.results ?? 'null'},${tail.slice(1)}`;
}

const dir = mkdtempSync(join(tmpdir(), 'seo-items-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function listed(store: ReportStore): string[] {
  const page = store.listStreamed({ userId: 1, sortBy: 'id', sort: 'asc', limit: 100, offset: 0 });
  return [...page.batches()].flat().map((item) => Buffer.from(item).toString('utf8'));
}

function analysis(url: string, score: number, value: unknown): Analysis {
  return {
    url,
    finalUrl: `${url}#final`,
    score,
    grade: gradeForScore(score),
    results: {
      title: { passed: score > 50, importance: 'high', category: 'seo', value: value as string },
    },
    failure: null,
    timings: { fetchMs: 0, analyzeMs: 0 },
  };
}

/** Reports in every state and access the store can put them in, through its own writes. */
function fillVaried(store: ReportStore): ReportRecord[] {
  const insert = (url: string, privacy: 0 | 1 | 2, passwordHash: string | null) =>
    store.insert({ userId: 1, targetUrl: url, project: 'pr"oj\\ect', privacy, passwordHash });
  const pending = insert('https://a.test/pending', 0, null);
  const running = insert('https://a.test/running?q="quoted"', 1, null);
  const generated = insert('https://b.test/ünïcode/\u2028line', 2, 'scrypt$salt$hash');
  const fractional = insert('https://b.test/fraction', 0, null);
  const failed = insert('https://c.test/failed', 2, 'another-hash');
  const regenerated = insert('https://c.test/again', 0, null);
  const opened = insert('https://c.test/opened', 2, 'hash-to-forget');
  const released = insert('https://d.test/released', 1, null);
  const recovered = insert('https://d.test/recovered', 0, null);

  const g = store.claim(generated.id);
  store.complete(generated.id, g?.generation ?? 0, analysis(generated.targetUrl, 85, 'Tïtle "x"'));
  const f = store.claim(fractional.id);
  store.complete(fractional.id, f?.generation ?? 0, analysis(fractional.targetUrl, 48.99, null));
  const e = store.claim(failed.id);
  store.fail(failed.id, e?.generation ?? 0, 'timeout', 'took "too" long\n\u0000 and </script>');
  const r = store.claim(regenerated.id);
  store.complete(regenerated.id, r?.generation ?? 0, analysis(regenerated.targetUrl, 60, 'old'));
  store.update(regenerated.id, null, true);
  store.update(opened.id, { privacy: 0, passwordHash: null }, false);
  const l = store.claim(released.id);
  store.release(released.id, l?.generation ?? 0);
  store.claim(recovered.id);
  store.recoverUnfinished();
  store.claim(running.id); // after the recovery, which puts running reports back to pending
  // Started by its insert, as the queue stores a report it starts at once: never claimed.
  const startedByInsert = store.insert(
    {
      userId: 1,
      targetUrl: 'https://e.test/started?by=insert',
      project: 'e.test',
      privacy: 2,
      passwordHash: 'scrypt$other$hash',
    },
    'running',
  );
  return [
    pending,
    running,
    generated,
    fractional,
    failed,
    regenerated,
    opened,
    released,
    recovered,
    startedByInsert,
  ];
}

describe('pre-rendered report items', () => {
  it('are the items built from the row and the item GET answers, for every kind of report', () => {
    const db = openDatabase(':memory:');
    db.exec(`INSERT INTO api_keys (id, key_hash, created_at) VALUES (1, 'h', 0)`);
    const store = new ReportStore(db);
    const reports = fillVaried(store);
    const items = listed(store);
    expect(items).toHaveLength(reports.length);
    expect(items).toEqual(reports.map((report) => builtFromRow(db, report.id)));
    expect(items).toEqual(
      reports.map((report) =>
        JSON.stringify(serializeReport(store.get(report.id) as ReportRecord)),
      ),
    );
    // The varied fields are really there: not an accident of reports that all look alike.
    const parsed = items.map((item) => JSON.parse(item));
    expect(new Set(parsed.map((item) => item.state))).toEqual(
      new Set(['pending', 'running', 'generated', 'failed']),
    );
    expect(parsed.map((item) => item.password)).toContain(true);
    expect(parsed.map((item) => item.privacy)).toEqual(expect.arrayContaining([0, 1, 2]));
    expect(parsed.find((item) => item.state === 'failed').error.message).toContain('"too"');
    db.close();
  });

  it('come with a record from insert that is the row as stored, pending or running', () => {
    const db = openDatabase(':memory:');
    db.exec(`INSERT INTO api_keys (id, key_hash, created_at) VALUES (1, 'h', 0)`);
    const store = new ReportStore(db);
    const inserted = [
      store.insert({
        userId: 1,
        targetUrl: 'https://A.test:443/ünï?q="x"#frag',
        project: 'pr"oj',
        privacy: 0,
        passwordHash: null,
      }),
      store.insert(
        {
          userId: 1,
          targetUrl: 'https://b.test/',
          project: 'b',
          privacy: 2,
          passwordHash: 'scrypt$salt$hash',
        },
        'running',
      ),
    ];
    expect(inserted.map((record) => record.state)).toEqual(['pending', 'running']);
    for (const record of inserted) {
      expect(store.get(record.id)).toEqual(record);
      expect(Buffer.from(store.itemJson(record.id) as Uint8Array).toString('utf8')).toBe(
        builtFromRow(db, record.id),
      );
    }
    db.close();
  });

  it('are filled for the reports of a database upgraded from before them', () => {
    const path = join(dir, 'v2.db');
    const old = new DatabaseSync(path);
    old.exec(MIGRATIONS[0] as string);
    old.exec(MIGRATIONS[1] as string);
    old.exec('PRAGMA user_version = 2');
    old.exec(`INSERT INTO api_keys (id, key_hash, created_at) VALUES (1, 'h', 0)`);
    old.exec(`INSERT INTO reports (user_id, target_url, url, project, privacy, password_hash,
      state, score, results, error_code, error_message, generated_at, created_at, updated_at)
      VALUES
      (1, 'https://a.test/x', 'a.test/x', 'a.test', 2, 'h', 'generated', 79.5,
        '{"title":{"passed":true,"value":"\\u00e9"}}', NULL, NULL, 1700000000123, 10, 20),
      (1, 'https://a.test/y', 'a.test/y', 'a.test', 0, NULL, 'failed', NULL, NULL,
        'dns', 'no "such" host', NULL, 30, 40),
      (1, 'https://b.test/', 'b.test', 'b.test', 1, NULL, 'pending', NULL, NULL,
        NULL, NULL, NULL, 50, 60)`);
    old.close();

    const db = openDatabase(path);
    const unfilled = db.prepare('SELECT COUNT(*) AS n FROM reports WHERE api_head IS NULL').get();
    expect(unfilled).toEqual({ n: 0 });
    const store = new ReportStore(db);
    expect(listed(store)).toEqual([1, 2, 3].map((id) => builtFromRow(db, id)));
    db.close();
  });

  it('are rendered from the row when a report has none (rows written straight through SQL)', () => {
    const db = openDatabase(':memory:');
    db.exec(`INSERT INTO api_keys (id, key_hash, created_at) VALUES (1, 'h', 0)`);
    const store = new ReportStore(db);
    store.insert({
      userId: 1,
      targetUrl: 'https://a.test/',
      project: 'a',
      privacy: 1,
      passwordHash: null,
    });
    db.exec(`INSERT INTO reports (user_id, target_url, url, project, privacy, state, score, results,
      generated_at, created_at, updated_at)
      VALUES (1, 'https://b.test/', 'b.test', 'b', 0, 'generated', 12, '{}', 5, 6, 7)`);
    expect(listed(store)).toEqual([builtFromRow(db, 1), builtFromRow(db, 2)]);
    db.close();
  });
});

describe('items kept between lists (item-cache.ts)', () => {
  const ids = (db: DatabaseSync) =>
    (db.prepare('SELECT id FROM reports ORDER BY id').all() as { id: number }[]).map((r) => r.id);

  it('are the items built from the row after every kind of write, as without the cache', () => {
    const db = openDatabase(':memory:');
    db.exec(`INSERT INTO api_keys (id, key_hash, created_at) VALUES (1, 'h', 0)`);
    const store = new ReportStore(db);
    const uncached = new ReportStore(db, undefined, new ItemCache(0));
    const reports = fillVaried(store);
    const check = () => {
      const expected = ids(db).map((id) => builtFromRow(db, id));
      expect(listed(store)).toEqual(expected);
      expect(listed(store)).toEqual(expected); // the second time from the cache
      expect(listed(uncached)).toEqual(expected);
    };
    check();
    const [pending, running, generated, , failed, , opened] = reports as ReportRecord[];
    const claimed = store.claim((pending as ReportRecord).id);
    check();
    store.complete(
      (pending as ReportRecord).id,
      claimed?.generation ?? 0,
      analysis('https://a.test/pending', 33, 'new title'),
    );
    check();
    store.update((generated as ReportRecord).id, { privacy: 0, passwordHash: null }, false);
    check();
    store.update((opened as ReportRecord).id, null, true);
    check();
    store.fail((running as ReportRecord).id, 1, 'dns', 'gone');
    check();
    store.delete((failed as ReportRecord).id, 1);
    check();
    expect(listed(store)).toHaveLength(reports.length - 1);
    db.close();
  });

  it('serve lists in other orders and pages, each item in its place', () => {
    const db = openDatabase(':memory:');
    db.exec(`INSERT INTO api_keys (id, key_hash, created_at) VALUES (1, 'h', 0)`);
    const store = new ReportStore(db);
    fillVaried(store);
    const all = ids(db);
    const page = (sort: 'asc' | 'desc', offset: number, limit: number) =>
      [...store.listStreamed({ userId: 1, sortBy: 'id', sort, limit, offset }).batches()]
        .flat()
        .map((item) => Buffer.from(item).toString('utf8'));
    expect(page('asc', 0, 100)).toEqual(all.map((id) => builtFromRow(db, id)));
    expect(page('desc', 0, 100)).toEqual([...all].reverse().map((id) => builtFromRow(db, id)));
    expect(page('asc', 2, 3)).toEqual(all.slice(2, 5).map((id) => builtFromRow(db, id)));
    expect(page('desc', 1, 4)).toEqual(
      [...all]
        .reverse()
        .slice(1, 5)
        .map((id) => builtFromRow(db, id)),
    );
    db.close();
  });

  it('are read again after another connection (another process) writes', () => {
    const path = join(dir, 'two-connections.db');
    const db = openDatabase(path);
    db.exec(`INSERT INTO api_keys (id, key_hash, created_at) VALUES (1, 'h', 0)`);
    const store = new ReportStore(db);
    const report = store.insert({
      userId: 1,
      targetUrl: 'https://a.test/',
      project: 'a',
      privacy: 0,
      passwordHash: null,
    });
    expect(listed(store)).toEqual([builtFromRow(db, report.id)]);
    const other = openDatabase(path);
    const otherStore = new ReportStore(other);
    const claimed = otherStore.claim(report.id);
    otherStore.complete(
      report.id,
      claimed?.generation ?? 0,
      analysis('https://a.test/', 71, 'from the other side'),
    );
    other.close();
    const after = listed(store);
    expect(after).toEqual([builtFromRow(db, report.id)]);
    expect(JSON.parse(after[0] as string).state).toBe('generated');
    db.close();
  });
});

describe('a list over HTTP', () => {
  let service: RunningService;
  let client: TestClient;
  let pending: PendingCall;
  const raw = async (path: string, host?: string) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${client.key}` };
    if (host) headers.Host = host;
    return (await fetch(`${service.url}${path}`, { headers })).text();
  };

  beforeAll(async () => {
    const analyzer = controlledAnalyzer();
    const started = await startTestService({ analyze: analyzer.analyze, concurrency: 1 });
    service = started.service;
    client = started.client;
    await client.create({ url: 'https://x.test/held', privacy: 0 });
    pending = await analyzer.nextCall(); // stays running while the list is read
    await client.create({ url: 'https://x.test/secret', privacy: 2, password: 'correct-horse-9' });
    await client.create({ url: 'https://x.test/"quoted"/é', privacy: 1, project: 'p"q' });
  });
  afterAll(async () => {
    pending.resolve(analysis(pending.url, 90, 'done'));
    await service.close();
  });

  it('answers each item as the report GET answers it, byte for byte, whatever the Host', async () => {
    for (const host of [undefined, 'example.test:8080']) {
      const list = await raw('/api/v1/reports?sort_by=id&sort=asc', host);
      const data = list.slice('{"data":['.length, list.indexOf('],"links":'));
      const ids = (JSON.parse(list).data as { id: number }[]).map((item) => item.id);
      expect(ids).toHaveLength(3);
      const single: string[] = [];
      for (const id of ids) {
        const text = await raw(`/api/v1/reports/${id}`, host);
        single.push(text.slice('{"data":'.length, -',"status":200}'.length));
      }
      expect(data).toBe(single.join(','));
      expect(JSON.parse(list).data.map((item: { password: boolean }) => item.password)).toEqual([
        false,
        true,
        false,
      ]);
    }
  });
});
