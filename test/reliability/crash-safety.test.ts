// The service killed with SIGKILL in the middle of a burst of writes, then started again on the
// same database file. What the service acknowledged (a 2xx answer) must be there after the
// restart; generations the kill cut off must complete; nothing may be half-written. Done three
// times, killing after a different number of acknowledgements each time (seeded).
//
// The service is the real `seo-report serve` process from dist/, async generation, a key made
// with `keys create`, auditing a small site on 127.0.0.1 whose pages answer slowly so that
// generations are running when the kill comes.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type Json, TestClient } from '../service/helpers.js';
import { openLedger } from './support/ledger.js';
import { seededRandom } from './support/seeded-random.js';
import { type ServeProcess, startServe } from './support/serve-process.js';

const ledger = openLedger('crash-safety', 'Service crash safety', 40);

const CLI = resolve(import.meta.dirname, '../../dist/cli/index.js');
const SERVE_ARGS = [
  '--allow-private-network',
  '--concurrency',
  '6',
  '--rate-limit',
  '0',
  '--quiet',
];
const dir = mkdtempSync(join(tmpdir(), 'seo-crash-'));
const run = promisify(execFile);

/** Reports created and acknowledged before the burst; the burst updates and deletes them. */
const BASE_REPORTS = 30;
/** Base reports waited for until generated, so that finished results are in the file too. */
const SETTLED_BEFORE_BURST = 6;
const BURST_CREATES = 40;
const BURST_UPDATES = 14;
const BURST_DELETES = 10;
/** Requests the burst keeps in flight. */
const BURST_PARALLEL = 12;
/** How long each page takes to answer, so that generations are in flight at the kill. */
const PAGE_DELAY_MS = 150;

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

// The site to audit: every page answers after PAGE_DELAY_MS with a small valid HTML page.
let site: Server;
let siteOrigin = '';

beforeAll(async () => {
  site = createServer((request, response) => {
    const path = request.url ?? '/';
    if (!path.startsWith('/page/')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const timer = setTimeout(() => {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><head><title>Page ${path}</title></head><body><h1>Page</h1><p>Some text.</p></body></html>`,
        );
    }, PAGE_DELAY_MS);
    response.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

async function stopServe(serve: ServeProcess): Promise<void> {
  if (serve.child.exitCode === null && serve.child.signalCode === null) {
    serve.child.kill('SIGTERM');
    await serve.exited;
  }
}

/** What the service acknowledged about one report, and what it must therefore show. */
interface Expectation {
  id: number;
  url: string;
  project: string;
  privacy: number;
  password: boolean;
  /** The acknowledged result, when one had been generated: it must survive as it was. */
  generatedAt: string | null;
  score: number | null;
  /** False when an update or delete of it was sent but not acknowledged: either state is fine. */
  certain: boolean;
  deleted: boolean;
}

type BurstOperation =
  | { kind: 'create'; n: number }
  | { kind: 'update'; id: number; form: Record<string, string | number> }
  | { kind: 'delete'; id: number };

interface Round {
  seed: number;
  killAfter: number;
  acknowledged: { creates: number; updates: number; deletes: number };
  unacknowledged: number;
  inFlightAtKill: number;
  interrupted: number[];
  rowsAtKill: number;
  integrity: string;
  restartedOutput: string;
}

async function createAcknowledged(client: TestClient, n: number): Promise<Answer> {
  return client.create({
    url: `${siteOrigin}/page/${n}`,
    project: n % 2 === 0 ? 'even' : 'odd',
    privacy: n % 3 === 0 ? 1 : 0,
  });
}

function expectationOf(data: Json): Expectation {
  return {
    id: data.id,
    url: data.url,
    project: data.project,
    privacy: data.privacy,
    password: data.password,
    generatedAt: data.generated_at,
    score: data.score,
    certain: true,
    deleted: false,
  };
}

/** Every report of the key, page by page, as the API lists them. */
async function listAll(client: TestClient): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let total = -1;
  for (let page = 1; ; page++) {
    const answer = await client.get(`/api/v1/reports?per_page=100&sort=asc&page=${page}`);
    if (answer.status !== 200) throw new Error(`list answered ${answer.status}`);
    total = answer.body.meta.total;
    ids.push(...answer.body.data.map((report: { id: number }) => report.id));
    if (page >= answer.body.meta.last_page) break;
  }
  return { ids, total };
}

/** Waits (long-polling) until the report's generation has settled. */
async function settled(client: TestClient, id: number): Promise<Json> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const answer = await client.get(`/api/v1/reports/${id}?wait=5`);
    const state = answer.body?.data?.state;
    if (state === 'generated' || state === 'failed') return answer.body.data;
  }
  throw new Error(`report ${id} never settled`);
}

async function crashRound(seed: number): Promise<Round> {
  const random = seededRandom(seed);
  const dbPath = join(dir, `round-${seed}.db`);
  const key = (await run(process.execPath, [CLI, 'keys', 'create', '--db', dbPath])).stdout.trim();
  const first = await startServe(dbPath, SERVE_ARGS);
  const client = new TestClient(first.url, key);
  const expectations = new Map<number, Expectation>();

  // Reports that exist before the burst, some still generating when it starts.
  for (let n = 0; n < BASE_REPORTS; n++) {
    const answer = await createAcknowledged(client, n);
    if (answer.status !== 201) throw new Error(`base create answered ${answer.status}`);
    expectations.set(answer.body.data.id, expectationOf(answer.body.data));
  }

  // A few generated before the burst: their results are acknowledged data too.
  for (const id of [...expectations.keys()].slice(0, SETTLED_BEFORE_BURST)) {
    expectations.set(id, expectationOf(await settled(client, id)));
  }

  // The burst: creates, and one update or delete per base report (so that the acknowledged
  // order of two writes to the same report never matters).
  const baseIds = shuffle([...expectations.keys()], random);
  const operations: BurstOperation[] = [];
  for (let n = 0; n < BURST_CREATES; n++) operations.push({ kind: 'create', n: 1000 + n });
  for (const id of baseIds.slice(0, BURST_UPDATES)) {
    const form: Record<string, string | number> =
      random() < 0.4
        ? { privacy: 2, password: `pw-${id}` }
        : random() < 0.5
          ? { privacy: 1 }
          : { results: 1 };
    operations.push({ kind: 'update', id, form });
  }
  for (const id of baseIds.slice(BURST_UPDATES, BURST_UPDATES + BURST_DELETES)) {
    operations.push({ kind: 'delete', id });
  }
  shuffle(operations, random);
  const total = operations.length;
  // The kill comes after this many acknowledgements, with other requests still in flight.
  const killAfter = 5 + Math.floor(random() * (total - BURST_PARALLEL - 10));

  const acknowledged = { creates: 0, updates: 0, deletes: 0 };
  let acknowledgements = 0;
  let inFlight = 0;
  let inFlightAtKill = -1;
  let killed = false;
  let unacknowledged = 0;
  const kill = () => {
    if (killed) return;
    killed = true;
    inFlightAtKill = inFlight;
    first.child.kill('SIGKILL');
  };

  const perform = async (operation: BurstOperation): Promise<void> => {
    if (operation.kind === 'update' || operation.kind === 'delete') {
      // Sent: from now on its outcome is unknown until acknowledged.
      const expectation = expectations.get(operation.id) as Expectation;
      expectation.certain = false;
    }
    inFlight++;
    let answer: Answer | null = null;
    try {
      if (operation.kind === 'create') answer = await createAcknowledged(client, operation.n);
      else if (operation.kind === 'update') {
        answer = await client.request('PUT', `/api/v1/reports/${operation.id}`, {
          form: operation.form,
        });
      } else answer = await client.request('DELETE', `/api/v1/reports/${operation.id}`);
    } catch {
      // The connection died with the process: not acknowledged.
    } finally {
      inFlight--;
    }
    if (answer === null || answer.status < 200 || answer.status >= 300) {
      unacknowledged++;
      return;
    }
    acknowledgements++;
    if (operation.kind === 'create') {
      acknowledged.creates++;
      expectations.set(answer.body.data.id, expectationOf(answer.body.data));
    } else if (operation.kind === 'update') {
      acknowledged.updates++;
      expectations.set(operation.id, expectationOf(answer.body.data));
    } else {
      acknowledged.deletes++;
      const expectation = expectations.get(operation.id) as Expectation;
      expectation.deleted = true;
      expectation.certain = true;
    }
    if (acknowledgements >= killAfter) kill();
  };

  let next = 0;
  const worker = async () => {
    while (!killed && next < operations.length) {
      const operation = operations[next++] as BurstOperation;
      await perform(operation);
    }
  };
  await Promise.all(Array.from({ length: BURST_PARALLEL }, worker));
  kill();
  await first.exited;
  unacknowledged += operations.length - next;

  // The file as the kill left it: consistent, and which generations were cut off.
  const raw = new DatabaseSync(dbPath, { readOnly: true });
  const integrity = (
    raw.prepare('PRAGMA integrity_check').all() as Array<{ integrity_check: string }>
  )
    .map((row) => row.integrity_check)
    .join('; ');
  const interrupted = (
    raw
      .prepare(`SELECT id FROM reports WHERE state IN ('pending', 'running') ORDER BY id`)
      .all() as Array<{
      id: number;
    }>
  ).map((row) => row.id);
  const rowsAtKill = (raw.prepare('SELECT COUNT(*) AS n FROM reports').get() as { n: number }).n;
  raw.close();

  const round: Round = {
    seed,
    killAfter,
    acknowledged,
    unacknowledged,
    inFlightAtKill,
    interrupted,
    rowsAtKill,
    integrity,
    restartedOutput: '',
  };

  const second = await startServe(dbPath, SERVE_ARGS);
  try {
    const again = new TestClient(second.url, key);
    await checkAfterRestart(round, again, expectations);
  } finally {
    await stopServe(second);
    round.restartedOutput = second.output();
  }
  return round;
}

async function checkAfterRestart(
  round: Round,
  client: TestClient,
  expectations: Map<number, Expectation>,
): Promise<void> {
  const label = `seed ${round.seed}, SIGKILL after ${round.killAfter} acknowledgements`;
  ledger.record({
    case: `${label}: the burst`,
    expected: 'requests still in flight at the kill',
    observed: `acknowledged ${round.acknowledged.creates} creates, ${round.acknowledged.updates} updates, ${round.acknowledged.deletes} deletes; ${round.inFlightAtKill} in flight at the kill; ${round.unacknowledged} not acknowledged`,
    passed: round.inFlightAtKill > 0,
  });
  expect(round.inFlightAtKill).toBeGreaterThan(0);

  ledger.record({
    case: `${label}: PRAGMA integrity_check on the killed file (read-only)`,
    expected: 'ok',
    observed: `${round.integrity}; ${round.rowsAtKill} rows, ${round.interrupted.length} pending or running`,
    passed: round.integrity === 'ok',
  });
  expect(round.integrity).toBe('ok');

  // Acknowledged writes: present with what was acknowledged, deletes gone.
  const lost: string[] = [];
  let checked = 0;
  let keptResults = 0;
  for (const expectation of expectations.values()) {
    const answer = await client.get(`/api/v1/reports/${expectation.id}`);
    checked++;
    if (expectation.deleted) {
      if (answer.status !== 404)
        lost.push(`${expectation.id}: deleted but answers ${answer.status}`);
      continue;
    }
    if (!expectation.certain) {
      // An update or delete was in flight: either outcome, but readable or gone, nothing else.
      if (answer.status !== 200 && answer.status !== 404) {
        lost.push(`${expectation.id}: in doubt, answers ${answer.status}`);
      }
      continue;
    }
    if (answer.status !== 200) {
      lost.push(`${expectation.id}: acknowledged but answers ${answer.status}`);
      continue;
    }
    const data = answer.body.data;
    const fields = ['url', 'project', 'privacy', 'password'] as const;
    if (expectation.generatedAt !== null && data.generated_at !== expectation.generatedAt) {
      lost.push(
        `${expectation.id}: generated_at ${data.generated_at}, acknowledged ${expectation.generatedAt}`,
      );
    }
    if (expectation.generatedAt !== null && data.score !== expectation.score) {
      lost.push(`${expectation.id}: score ${data.score}, acknowledged ${expectation.score}`);
    }
    if (expectation.generatedAt !== null) keptResults++;
    for (const field of fields) {
      if (data[field] !== expectation[field]) {
        lost.push(
          `${expectation.id}: ${field} ${JSON.stringify(data[field])}, acknowledged ${JSON.stringify(expectation[field])}`,
        );
      }
    }
  }
  ledger.figure(
    `${label}: acknowledged writes`,
    round.acknowledged.creates + round.acknowledged.updates + round.acknowledged.deletes,
  );
  ledger.figure(`${label}: lost or changed acknowledged writes`, lost.length);
  ledger.record({
    case: `${label}: restart on the same file; every acknowledged create, update and delete`,
    expected:
      'starts; creates present with the acknowledged url, project, privacy and password flag; generated results kept; updates kept; deletes gone',
    observed: `started; ${checked} reports checked (${keptResults} with a generated result); ${lost.length === 0 ? 'none lost or changed' : lost.slice(0, 5).join(' | ')}`,
    passed: lost.length === 0,
  });
  expect(lost).toEqual([]);

  // Generations the kill cut off complete after the restart; so does every other.
  const { ids, total } = await listAll(client);
  const unsettled: string[] = [];
  const states: Record<string, number> = {};
  for (const id of ids) {
    const data = await settled(client, id);
    states[data.state] = (states[data.state] ?? 0) + 1;
    const complete =
      (data.state === 'generated' && data.generated_at !== null && data.score !== null) ||
      (data.state === 'failed' && data.error !== null && typeof data.error.code === 'string');
    if (!complete) unsettled.push(`${id}: ${data.state}`);
  }
  const interruptedLeft = round.interrupted.filter((id) => ids.includes(id));
  ledger.record({
    case: `${label}: generations cut off by the kill (${round.interrupted.length} pending or running)`,
    expected: 'all generated (generated_at and score) or failed with a stored reason',
    observed: `${interruptedLeft.length} of them still listed; all ${ids.length} reports settled: ${JSON.stringify(states)}; incomplete: ${unsettled.length === 0 ? 'none' : unsettled.join(', ')}`,
    passed: unsettled.length === 0,
  });
  expect(round.interrupted.length).toBeGreaterThan(0);
  expect(unsettled).toEqual([]);

  // Nothing half-valid: every listed report reads, and the list's total is what reads.
  let readable = 0;
  const unreadable: string[] = [];
  for (const id of ids) {
    const answer = await client.get(`/api/v1/reports/${id}`);
    if (answer.status === 200 && answer.body.data.id === id) readable++;
    else unreadable.push(`${id}: ${answer.status}`);
  }
  const db = new DatabaseSync(join(dir, `round-${round.seed}.db`), { readOnly: true });
  const rows = (db.prepare('SELECT COUNT(*) AS n FROM reports').get() as { n: number }).n;
  db.close();
  ledger.record({
    case: `${label}: every row readable after the restart`,
    expected: 'list total = reports readable through GET /reports/{id} = rows in the file',
    observed: `list total ${total}, listed ${ids.length}, readable ${readable}, rows ${rows}${unreadable.length > 0 ? `; unreadable ${unreadable.join(', ')}` : ''}`,
    passed: total === readable && ids.length === readable && rows === readable,
  });
  expect(unreadable).toEqual([]);
  expect(total).toBe(readable);
  expect(rows).toBe(readable);
}

describe('SIGKILL during a burst of writes, then a restart', () => {
  it.each([11, 22, 33])(
    'kill point of seed %i',
    async (seed) => {
      const round = await crashRound(seed);
      const errors = round.restartedOutput.split('\n').filter((line) => line.includes('error'));
      ledger.record({
        case: `seed ${seed}: log of the restarted service`,
        expected: 'no error line',
        observed: errors.length === 0 ? 'no error line' : errors.slice(0, 3).join(' | '),
        passed: errors.length === 0,
      });
      expect(errors).toEqual([]);
    },
    120_000,
  );
});
