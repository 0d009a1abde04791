// Storage never acknowledges what it did not keep (issue 16). A full disk is simulated honestly
// with SQLite's own limit on the file (max_page_count, the service's maxDatabaseBytes): past it,
// SQLite fails writes with SQLITE_FULL, the same error a full disk gives. A failure that only
// shows at COMMIT (where a real full disk bites in WAL mode, and where `StatementSync.get()` on
// INSERT ... RETURNING dropped the error) is made with a deferred foreign key, which SQLite
// checks at commit. A second service on the same file must be refused, in-process and as a
// separate process.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/service/database.js';
import { type Logger, type RunningService, startService } from '../../src/server/service/index.js';
import { ReportStore } from '../../src/server/service/report-store.js';
import { StorageError } from '../../src/server/service/storage-health.js';
import { controlledAnalyzer, scoringAnalyzer } from '../service/helpers.js';
import { openLedger } from './support/ledger.js';
import { startServe } from './support/serve-process.js';

const ledger = openLedger('storage', 'Storage: full disks, lost commits, two processes', 47);

const dir = mkdtempSync(join(tmpdir(), 'seo-storage-'));
const KEY = 'sk_storage_2c4e6a8b0d2f4a6c8e0b';
const running: RunningService[] = [];
afterAll(async () => {
  for (const service of running) await service.close();
});

function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`info: ${message}`),
    warn: (message) => lines.push(`warn: ${message}`),
    error: (message) => lines.push(`error: ${message}`),
  };
}

async function call(
  service: RunningService,
  method: string,
  path: string,
  form?: Record<string, string>,
): Promise<{ status: number; body: { [key: string]: unknown }; retryAfter: string | null }> {
  const response = await fetch(`${service.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${KEY}`,
      Accept: 'application/json',
      ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return {
    status: response.status,
    body: (await response.json()) as { [key: string]: unknown },
    retryAfter: response.headers.get('retry-after'),
  };
}

describe('a full database', () => {
  it('answers 507 to every create it cannot keep, logs once, and recovers when space returns', async () => {
    const logger = recordingLogger();
    const service = await startService({
      dbPath: join(dir, 'full.db'),
      apiKeys: [KEY],
      analyze: scoringAnalyzer,
      rateLimit: false,
      maxDatabaseBytes: 256 * 1024,
      logger,
    });
    running.push(service);
    const created: number[] = [];
    const refused: { status: number; body: unknown; retryAfter: string | null }[] = [];
    // Long URLs fill the file fast; keep going well past the first refusal.
    for (let i = 0; i < 400 && refused.length < 40; i++) {
      const answer = await call(service, 'POST', '/api/v1/reports', {
        url: `https://chairs.test/${i}/${'x'.repeat(1_900)}`,
        project: `p${i % 3}`,
      });
      if (answer.status === 201) created.push((answer.body.data as { id: number }).id);
      else refused.push(answer);
    }
    const distinct = new Set(created).size;
    const readable = (
      await Promise.all(created.map((id) => call(service, 'GET', `/api/v1/reports/${id}`)))
    ).filter((answer) => answer.status === 200).length;
    const listed = (await call(service, 'GET', '/api/v1/reports?per_page=10')).body.meta as {
      total: number;
    };
    const all507 = refused.every(
      (answer) =>
        answer.status === 507 &&
        (answer.body as { status: number }).status === 507 &&
        typeof (answer.body as { message: unknown }).message === 'string' &&
        answer.retryAfter !== null,
    );
    const storageErrors = logger.lines.filter((line) => line.startsWith('error: storage:'));
    const otherErrors = logger.lines.filter(
      (line) => line.startsWith('error:') && !line.startsWith('error: storage:'),
    );
    const passedFull =
      created.length > 0 &&
      refused.length === 40 &&
      all507 &&
      distinct === created.length &&
      readable === created.length &&
      listed.total === created.length &&
      storageErrors.length === 1 &&
      otherErrors.length === 0;
    ledger.record({
      case: 'creates with 2 KB URLs into a database capped at 256 KiB, 40 past the first refusal',
      expected:
        'every 201 stored once with its own id (readable, listed); every refusal 507 {message, status} with Retry-After; one storage line in the log',
      observed: `${created.length} created (${distinct} distinct ids, ${readable} readable, ${listed.total} listed); ${refused.length} refused: ${[...new Set(refused.map((answer) => answer.status))].join(', ')}${all507 ? ' with Retry-After' : ''}; log: ${storageErrors.length} storage line(s), ${otherErrors.length} other error line(s): ${storageErrors[0] ?? ''}`,
      passed: passedFull,
    });
    expect(refused.length).toBe(40);
    expect(all507).toBe(true);
    expect(distinct).toBe(created.length);
    expect(readable).toBe(created.length);
    expect(listed.total).toBe(created.length);
    expect(storageErrors).toHaveLength(1);
    expect(otherErrors).toEqual([]);

    // Space returns: half the reports deleted, then creates are kept again.
    const deleted = created.slice(0, Math.ceil(created.length / 2));
    const deletions = await Promise.all(
      deleted.map((id) => call(service, 'DELETE', `/api/v1/reports/${id}`)),
    );
    const after = await call(service, 'POST', '/api/v1/reports', {
      url: 'https://chairs.test/after-space-returned',
    });
    const recovered = logger.lines.filter((line) => line === 'info: storage: writes succeed again');
    const passedRecovery =
      deletions.every((answer) => answer.status === 200) &&
      after.status === 201 &&
      recovered.length === 1;
    ledger.record({
      case: `then ${deleted.length} reports deleted (space returns) and one more create`,
      expected: 'deletes 200; the create 201; one "writes succeed again" line in the log',
      observed: `deletes: ${[...new Set(deletions.map((answer) => answer.status))].join(', ')}; create ${after.status}; recovery lines ${recovered.length}`,
      passed: passedRecovery,
    });
    expect(passedRecovery).toBe(true);
  });

  it('runs a generation again when its outcome was lost to the full disk and space returns', async () => {
    const logger = recordingLogger();
    const analyzer = controlledAnalyzer();
    const service = await startService({
      dbPath: join(dir, 'lost-outcome.db'),
      apiKeys: [KEY],
      analyze: analyzer.analyze,
      concurrency: 1,
      rateLimit: false,
      maxDatabaseBytes: 256 * 1024,
      logger,
    });
    running.push(service);
    const target = await call(service, 'POST', '/api/v1/reports', { url: 'https://chairs.test/' });
    const id = (target.body.data as { id: number }).id;
    const first = await analyzer.nextCall();
    // Fill the file while the analysis is held; these reports queue behind it.
    const fillers: number[] = [];
    for (let i = 0; i < 200; i++) {
      const answer = await call(service, 'POST', '/api/v1/reports', {
        url: `https://chairs.test/${i}/${'x'.repeat(1_900)}`,
      });
      if (answer.status !== 201) break;
      fillers.push((answer.body.data as { id: number }).id);
    }
    // Its result does not fit: not stored, the report stays "running". The fill stops at the
    // first refused create, which can leave up to one filler's rows and index entries free
    // (several pages, more since each report also keeps its pre-rendered API item), so the
    // result is made larger than that, and still small beside the space the deletes return.
    const score = (url: string) => ({
      url,
      finalUrl: url,
      score: 90,
      grade: 'good' as const,
      results: {
        title: {
          passed: true,
          importance: 'high' as const,
          category: 'seo' as const,
          value: 'x'.repeat(32_000),
        },
      },
      failure: null,
      timings: { fetchMs: 0, analyzeMs: 0 },
    });
    first.resolve(score(first.url));
    const during = await call(service, 'GET', `/api/v1/reports/${id}?wait=1`);
    // Space returns: the fillers are deleted (their queued generations with them).
    for (const filler of fillers) await call(service, 'DELETE', `/api/v1/reports/${filler}`);
    // Other generations may come first (a filler that was running when it was deleted).
    let again = await analyzer.nextCall();
    while (again.url !== first.url) {
      again.resolve(score(again.url));
      again = await analyzer.nextCall();
    }
    again.resolve(score(again.url));
    const after = await call(service, 'GET', `/api/v1/reports/${id}?wait=10`);
    const stateDuring = (during.body.data as { state: string }).state;
    const stateAfter = (after.body.data as { state: string }).state;
    // While full it is "running" (nothing could be stored), or "pending" again if a smaller
    // write succeeded meanwhile and requeued it; never "generated" with a result not kept.
    const passed =
      (stateDuring === 'running' || stateDuring === 'pending') && stateAfter === 'generated';
    ledger.record({
      case: 'a report whose result did not fit (file filled while it was analysed), then space returns',
      expected: 'not generated while full; analysed again and generated once writes succeed again',
      observed: `${fillers.length} fillers; while full: ${stateDuring}; after: analysed again, ${stateAfter}`,
      passed,
    });
    expect(passed).toBe(true);
  });

  it('refuses a privacy change with a regeneration as one: neither is half-stored', async () => {
    const path = join(dir, 'update.db');
    const db = openDatabase(path);
    db.exec(`INSERT INTO api_keys (id, key_hash, created_at) VALUES (1, 'h', 0)`);
    const store = new ReportStore(db);
    const report = store.insert({
      userId: 1,
      targetUrl: 'https://chairs.test/',
      project: 'chairs.test',
      privacy: 1,
      passwordHash: null,
    });
    // The regeneration's UPDATE fails inside the transaction, after the privacy UPDATE ran.
    db.exec(`CREATE TRIGGER refuse_regeneration BEFORE UPDATE OF generation ON reports
      BEGIN SELECT RAISE(FAIL, 'database or disk is full'); END`);
    let thrown: unknown;
    try {
      store.update(report.id, { privacy: 0, passwordHash: null }, true);
    } catch (error) {
      thrown = error;
    }
    const after = store.get(report.id);
    db.close();
    const passed = thrown instanceof StorageError && after?.privacy === 1;
    ledger.record({
      case: 'PUT privacy=0&results=1 whose second write fails',
      expected: 'a storage error; privacy still 1',
      observed: `${(thrown as Error)?.name ?? 'no error'}; privacy ${after?.privacy}`,
      passed,
    });
    expect(passed).toBe(true);
  });
});

describe('a commit that fails', () => {
  /** A store whose inserts pass every statement and fail at COMMIT (deferred foreign key). */
  function storeFailingAtCommit(path: string): { store: ReportStore; db: DatabaseSync } {
    const db = openDatabase(path);
    db.exec(`INSERT INTO api_keys (id, key_hash, created_at) VALUES (1, 'h', 0)`);
    db.exec(`CREATE TABLE audit_log (
        report_id INTEGER REFERENCES missing_table_rows(id) DEFERRABLE INITIALLY DEFERRED
      );
      CREATE TABLE missing_table_rows (id INTEGER PRIMARY KEY);
      CREATE TRIGGER reports_audit AFTER INSERT ON reports BEGIN
        INSERT INTO audit_log (report_id) VALUES (NEW.id);
      END;`);
    return { store: new ReportStore(db), db };
  }

  it('is thrown by insert, and no report was stored', () => {
    const { store, db } = storeFailingAtCommit(join(dir, 'commit.db'));
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++) {
      try {
        const record = store.insert({
          userId: 1,
          targetUrl: `https://chairs.test/${i}`,
          project: 'chairs.test',
          privacy: 1,
          passwordHash: null,
        });
        outcomes.push(`returned id ${record.id}`);
      } catch (error) {
        outcomes.push((error as Error).name);
      }
    }
    const stored = (db.prepare('SELECT COUNT(*) AS n FROM reports').get() as { n: number }).n;
    db.close();
    const passed = outcomes.every((outcome) => outcome === 'StorageError') && stored === 0;
    ledger.record({
      case: 'five inserts whose COMMIT fails (deferred foreign key checked at commit)',
      expected: 'each throws a StorageError; 0 reports stored',
      observed: `${outcomes.join(', ')}; ${stored} stored`,
      passed,
    });
    expect(outcomes).toEqual(Array(5).fill('StorageError'));
    expect(stored).toBe(0);
  });
});

describe('schema migrations on a full disk', () => {
  it('fail whole, with the database left at its old version', async () => {
    const path = join(dir, 'migrate.db');
    let message = '';
    try {
      await startService({ dbPath: path, maxDatabaseBytes: 8 * 1024 });
    } catch (error) {
      message = (error as Error).message;
    }
    const db = new DatabaseSync(path);
    const version = (db.prepare('PRAGMA user_version').get() as { user_version: number })
      .user_version;
    const tables = (
      db.prepare(`SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table'`).get() as {
        n: number;
      }
    ).n;
    db.close();
    const passed = /full/.test(message) && !message.includes('\n') && version === 0 && tables === 0;
    ledger.record({
      case: 'a new database capped at 8 KiB: migration 1 does not fit',
      expected: 'start refused with one line naming the full database; version 0, no tables',
      observed: `"${message}"; version ${version}, ${tables} tables`,
      passed,
    });
    expect(passed).toBe(true);
    // The lock was given back: a start with room succeeds.
    const service = await startService({ dbPath: path });
    running.push(service);
  });
});

describe('a second service on the same database file', () => {
  it('is refused in the same process, and leaves the first service its generation', async () => {
    const path = join(dir, 'shared.db');
    const analyzer = controlledAnalyzer();
    const first = await startService({ dbPath: path, apiKeys: [KEY], analyze: analyzer.analyze });
    running.push(first);
    const created = await call(first, 'POST', '/api/v1/reports', { url: 'https://chairs.test/' });
    const id = (created.body.data as { id: number }).id;
    const generation = await analyzer.nextCall();
    let message = '';
    try {
      running.push(await startService({ dbPath: path, analyze: scoringAnalyzer }));
    } catch (error) {
      message = (error as Error).message;
    }
    // The first service still owns its running generation, and finishes it.
    generation.resolve({
      url: generation.url,
      finalUrl: generation.url,
      score: 90,
      grade: 'good',
      results: {},
      failure: null,
      timings: { fetchMs: 0, analyzeMs: 0 },
    });
    const read = await call(first, 'GET', `/api/v1/reports/${id}?wait=5`);
    const passed =
      message.includes(`in use by another service (process ${process.pid})`) &&
      !message.includes('\n') &&
      (read.body.data as { generated_at: string | null }).generated_at !== null &&
      analyzer.maxActive === 1;
    ledger.record({
      case: 'startService on a file a running service in this process holds',
      expected:
        'refused with one line naming the owner; the first finishes its generation, run once',
      observed: `"${message}"; report ${id} generated at ${(read.body.data as { generated_at: unknown }).generated_at}, analyses run ${analyzer.maxActive}`,
      passed,
    });
    expect(passed).toBe(true);
  });

  it('takes over a lock left by a process that is gone', async () => {
    const path = join(dir, 'stale.db');
    // A process id that existed and ended: a child that exits at once.
    const child = spawn(process.execPath, ['-e', '0']);
    const pid = child.pid as number;
    await new Promise((resolve) => child.once('exit', resolve));
    writeFileSync(`${path}.lock`, `${pid}\n`);
    let started = false;
    try {
      running.push(await startService({ dbPath: path }));
      started = true;
    } catch {
      started = false;
    }
    ledger.record({
      case: 'a lock file naming a process that has exited',
      expected: 'taken over: the service starts',
      observed: started ? 'started' : 'refused',
      passed: started,
    });
    expect(started).toBe(true);
  });

  it('is refused as a second `seo-report serve` process, in one line', async () => {
    // The bundled CLI, as a user runs it (npm run bundle first, as for every bundle test).
    const path = join(dir, 'two-processes.db');
    const first = await startServe(path, ['--quiet']);
    try {
      const second = spawnSync(
        process.execPath,
        [
          join(import.meta.dirname, '../../dist/cli/index.js'),
          'serve',
          '--port',
          '0',
          '--db',
          path,
        ],
        { encoding: 'utf8', timeout: 20_000, env: { ...process.env, SEO_REPORT_API_KEY: '' } },
      );
      const lines = second.stderr.trim().split('\n');
      const stillServing = (await fetch(`${first.url}/api/v1/reports`)).status;
      const passed =
        second.status === 1 &&
        lines.length === 1 &&
        lines[0]?.includes(`in use by another service (process ${first.child.pid})`) === true &&
        stillServing === 401;
      ledger.record({
        case: 'a second `seo-report serve --db <same file>` beside a running one',
        expected: 'exit 1 with one line naming the running process; the first keeps serving',
        observed: `exit ${second.status}: ${lines.join(' / ')}; first answers ${stillServing}`,
        passed,
      });
      expect(passed).toBe(true);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  });
});
