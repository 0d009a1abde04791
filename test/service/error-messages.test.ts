// Every error the reference service throws, produced for real (files, SQLite, sockets, threads),
// with the line its operator reads and the stable code. docs/troubleshooting.md ("Error codes")
// lists them; test/errors.test.ts checks that each code is named by a test that produces it.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { AnalysisPool } from '../../src/server/service/analysis-pool.js';
import { openDatabase } from '../../src/server/service/database.js';
import { lockDatabase } from '../../src/server/service/database-lock.js';
import { GenerationQueue } from '../../src/server/service/generation-queue.js';
import { reportId } from '../../src/server/service/http/report-handlers.js';
import { startService } from '../../src/server/service/index.js';
import { ReportStore } from '../../src/server/service/report-store.js';
import { WorkGate } from '../../src/server/service/work-gate.js';
import type { SeoReportError } from '../../src/shared/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'seo-service-errors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What `work` threw (or rejected with), as the error base every class extends. */
async function thrown(work: () => unknown): Promise<SeoReportError> {
  try {
    await work();
  } catch (error) {
    return error as SeoReportError;
  }
  throw new Error('expected a failure');
}

const REPORT = {
  userId: 1,
  targetUrl: 'https://example.com/',
  project: 'example.com',
  privacy: 0 as const,
  passwordHash: null,
};

function storeWithKey(db: DatabaseSync): ReportStore {
  db.exec(`INSERT INTO api_keys (id, key_hash, created_at) VALUES (1, 'h', 0)`);
  return new ReportStore(db);
}

describe('the service and its database', () => {
  it('a port already taken', async () => {
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    const error = await thrown(() => startService({ port, host: '127.0.0.1' })).finally(
      () => new Promise((resolve) => holder.close(resolve)),
    );
    expect(error.errorCode).toBe('SEO_SERVICE_START_FAILED');
    expect(error.message).toBe(`port ${port} on 127.0.0.1 is already in use`);
  });

  it('a database another service holds', async () => {
    const path = join(dir, 'held.db');
    const unlock = lockDatabase(path);
    const error = await thrown(() => lockDatabase(path)).finally(unlock);
    expect(error.errorCode).toBe('SEO_DATABASE_LOCKED');
    expect(error.message).toBe(
      `the database ${path} is in use by another service (process ${process.pid}); stop it first or use another database file`,
    );
  });

  it('a database file that cannot be opened', async () => {
    const path = join(dir, 'no-such-folder', 'seo.db');
    const error = await thrown(() => openDatabase(path));
    expect(error.errorCode).toBe('SEO_DATABASE_OPEN_FAILED');
    expect(error.message).toMatch(new RegExp(`^cannot open the database ${path}: .+`));
  });

  it('a database a newer program wrote', async () => {
    const path = join(dir, 'future.db');
    const future = new DatabaseSync(path);
    future.exec('PRAGMA user_version = 99');
    future.close();
    const error = await thrown(() => openDatabase(path));
    expect(error.errorCode).toBe('SEO_DATABASE_VERSION');
    expect(error.message).toMatch(
      /^the database is at schema version 99, newer than this program knows \(\d+\)/,
    );
  });

  it('a database at its size limit', async () => {
    const db = openDatabase(join(dir, 'small.db'), { maxBytes: 256 * 1024 });
    const store = storeWithKey(db);
    const error = await thrown(() => {
      for (let i = 0; i < 100_000; i++) {
        store.insert({ ...REPORT, targetUrl: `https://example.com/${i}/${'x'.repeat(2000)}` });
      }
    }).finally(() => db.close());
    expect(error.errorCode).toBe('SEO_STORAGE_FULL');
    expect(error.message).toMatch(/^the database is full \(.+\)$/);
  });

  it('a database another process keeps locked', async () => {
    const path = join(dir, 'busy.db');
    const db = openDatabase(path);
    const store = storeWithKey(db);
    // The service waits 5 s for a lock; this test need not.
    db.exec('PRAGMA busy_timeout = 20');
    const other = new DatabaseSync(path);
    other.exec('BEGIN EXCLUSIVE');
    const error = await thrown(() => store.insert(REPORT)).finally(() => {
      other.exec('ROLLBACK');
      other.close();
      db.close();
    });
    expect(error.errorCode).toBe('SEO_STORAGE_BUSY');
    expect(error.message).toMatch(/^the database is busy \(database is locked\)$/);
  });

  it('a write that fails otherwise', async () => {
    const path = join(dir, 'read-only.db');
    storeWithKey(openDatabase(path));
    const readOnly = new DatabaseSync(path, { readOnly: true });
    const error = await thrown(() => new ReportStore(readOnly).insert(REPORT)).finally(() =>
      readOnly.close(),
    );
    expect(error.errorCode).toBe('SEO_STORAGE_FAILED');
    expect(error.message).toMatch(/^a write to the database failed \(.*readonly.*\)$/);
  });
});

describe('the service at work', () => {
  it('an error answer, as the router sends it', async () => {
    const error = await thrown(() => reportId(['twelve']));
    expect(error.errorCode).toBe('SEO_SERVICE_HTTP');
    expect(error).toMatchObject({ status: 404, message: 'Resource not found.' });
  });

  it('a generation backlog that is full', async () => {
    const service = await startService({
      apiKeys: ['sk_backlog_0123456789'],
      maxQueued: 0,
    });
    try {
      const answer = await fetch(`${service.url}/api/v1/reports`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer sk_backlog_0123456789',
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'url=https%3A%2F%2Fexample.com%2F&privacy=0',
      });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('30');
      expect(await answer.json()).toEqual({
        message:
          'The service is busy: 0 reports are already waiting for generation. Try again later.',
        status: 503,
      });
    } finally {
      await service.close();
    }
  });

  it('the backlog check itself, before a report is created', async () => {
    const db = openDatabase(':memory:');
    const queue = new GenerationQueue({
      store: storeWithKey(db),
      analyze: () => Promise.reject(new Error('not called')),
      concurrency: 1,
      maxQueued: 0,
      allowPrivateNetwork: false,
      timeoutMs: 1000,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
    });
    const error = await thrown(() => queue.assertRoom()).finally(() => db.close());
    expect(error.errorCode).toBe('SEO_QUEUE_FULL');
    expect(error.message).toBe('0 reports are already waiting for generation');
  });

  it('too many password checks at once', async () => {
    const gate = new WorkGate(1, 0);
    let release = () => {};
    const busy = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const error = await thrown(() => gate.run(async () => 'never'));
    release();
    await busy;
    expect(error.errorCode).toBe('SEO_GATE_FULL');
    expect(error.message).toBe('1 running, 0 waiting');
  });

  it('an analysis pool that was closed', async () => {
    const pool = new AnalysisPool(1);
    await pool.close();
    const page = {
      url: 'https://x.test/',
      finalUrl: 'https://x.test/',
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: '<title>x</title>',
    };
    const error = await thrown(() => pool.judge(page, {}, new AbortController().signal));
    expect(error.errorCode).toBe('SEO_ANALYSIS_WORKER_FAILED');
    expect(error.message).toBe('the analysis pool is closed');
  });
});
