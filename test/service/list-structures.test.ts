// A throwaway database (the embedded service's) is made without its list indexes and URL search
// index, and builds them at its first list (src/server/service/list-structures.ts). These cases
// hold it to a served database, built eagerly by its migrations, given the same writes at the
// same clock: every list and search answers the same bytes, before the first list, after it, and
// after more writes of every kind that follow it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Analysis } from '../../src/server/analyzer/types.js';
import { openDatabase } from '../../src/server/service/database.js';
import type { RunningService } from '../../src/server/service/index.js';
import { ReportStore } from '../../src/server/service/report-store.js';
import { gradeForScore } from '../../src/shared/grade.js';
import { startTestService, type TestClient } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'seo-list-structures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LIST_OBJECTS = `SELECT type, name, sql FROM sqlite_schema
  WHERE type IN ('index', 'trigger') ORDER BY type, name`;
/** The schema objects that lists and searches use, by name. */
const listObjects = (db: DatabaseSync) =>
  (db.prepare(LIST_OBJECTS).all() as { name: string }[])
    .map((row) => row.name)
    .filter((name) => /^reports_(user_|search_)/.test(name));

function analysis(url: string, score: number, finalUrl: string = url): Analysis {
  return {
    url,
    finalUrl,
    score,
    grade: gradeForScore(score),
    results: { title: { passed: score > 50, importance: 'high', category: 'seo', value: url } },
    failure: null,
    timings: { fetchMs: 0, analyzeMs: 0 },
  };
}

/** The same store operation on both databases, at the same clock; the eager one's answer. */
interface Pair {
  eagerDb: DatabaseSync;
  lazyDb: DatabaseSync;
  eager: ReportStore;
  lazy: ReportStore;
}

let clock = Date.UTC(2026, 10, 1);
function both<T>(pair: Pair, work: (store: ReportStore) => T): T {
  clock += 1000;
  vi.setSystemTime(clock);
  const answer = work(pair.eager);
  expect(work(pair.lazy)).toEqual(answer);
  return answer;
}

const HOSTS = ['https://alpha.test', 'https://www.beta.test', 'https://gamma.test'];
let made = 0;
/** Reports of both users, generated (some at a final URL of their own), failed and pending. */
function storeReports(pair: Pair, count: number): void {
  for (let i = 0; i < count; i++) {
    const n = made++;
    const url = `${HOSTS[n % 3]}/Page-${n}/${n % 4 === 0 ? 'shoes' : 'hats'}`;
    const userId = n % 5 === 4 ? 2 : 1;
    const report = both(pair, (store) =>
      store.insert({
        userId,
        targetUrl: url,
        project: new URL(url).host,
        privacy: 0,
        passwordHash: null,
      }),
    );
    if (n % 7 === 6) continue; // left pending
    both(pair, (store) => store.claim(report.id));
    if (n % 6 === 5) {
      both(pair, (store) => store.fail(report.id, 1, 'fetch_failed', 'no answer'));
    } else {
      const finalUrl = n % 3 === 1 ? `${url}/moved` : url;
      both(pair, (store) => store.complete(report.id, 1, analysis(url, (n * 37) % 101, finalUrl)));
    }
  }
}

const SORTS = ['id', 'generated_at', 'url', 'result'] as const;
const FILTERS: { project?: string; result?: 'good' | 'decent' | 'bad'; search?: string }[] = [
  {},
  { project: 'alpha.test' },
  { project: 'www.beta.test', result: 'good' },
  { result: 'decent' },
  { result: 'bad' },
  // Shorter than a trigram: LIKE; longer: the search index, case-insensitively, quotes as text.
  { search: 'a' },
  { search: 'shoes' },
  { search: 'PAGE-1' },
  { search: 'moved' },
  { search: 'beta.test/page' },
  { search: 'no"such' },
  { project: 'gamma.test', search: 'hats', result: 'bad' },
];

/** Every list shape on both stores: totals, ids and the items' bytes must be the same. */
function expectSameLists(pair: Pair): number {
  let compared = 0;
  for (const userId of [1, 2])
    for (const sortBy of SORTS)
      for (const sort of ['asc', 'desc'] as const)
        for (const filter of FILTERS)
          for (const offset of [0, 10]) {
            const query = { userId, sortBy, sort, limit: 10, offset, ...filter };
            both(pair, (store) => {
              const page = store.listStreamed(query);
              const items = [...page.batches()].flat().map((item) => Buffer.from(item).toString());
              return { total: page.total, items };
            });
            both(pair, (store) => store.list(query));
            compared++;
          }
  return compared;
}

describe('list structures of a throwaway database', () => {
  let pair: Pair;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const eagerDb = openDatabase(join(dir, `eager-${made}.db`));
    const lazyDb = openDatabase(join(dir, `lazy-${made}.db`), { throwaway: true });
    for (const db of [eagerDb, lazyDb]) {
      db.exec(`INSERT INTO api_keys (id, key_hash, created_at) VALUES (1, 'h1', 0), (2, 'h2', 0)`);
    }
    pair = { eagerDb, lazyDb, eager: new ReportStore(eagerDb), lazy: new ReportStore(lazyDb) };
  });
  afterEach(() => {
    vi.useRealTimers();
    pair.eagerDb.close();
    pair.lazyDb.close();
  });

  it('are built at the first list, answer as built ones, and keep in step with later writes', () => {
    const eagerObjects = listObjects(pair.eagerDb);
    expect(eagerObjects).toHaveLength(11);
    expect(listObjects(pair.lazyDb)).toEqual([]);

    storeReports(pair, 40);
    // Writes alone never build them: a run that never lists pays nothing for them.
    expect(listObjects(pair.lazyDb)).toEqual([]);

    expect(expectSameLists(pair)).toBeGreaterThan(0);
    // Built as the migrations made them, statement for statement.
    expect(pair.lazyDb.prepare(LIST_OBJECTS).all()).toEqual(
      pair.eagerDb.prepare(LIST_OBJECTS).all(),
    );

    // After the first list: more reports, a regeneration at a new final URL, a failure, deletes.
    storeReports(pair, 25);
    both(pair, (store) => store.requestGeneration(2));
    both(pair, (store) => store.claim(2));
    both(pair, (store) =>
      store.complete(2, 2, analysis('https://www.beta.test/x', 91, 'https://delta.test/now-here')),
    );
    both(pair, (store) => store.delete(3, 1));
    both(pair, (store) => store.deleteProject(1, 'gamma.test'));
    expectSameLists(pair);
    expect(
      both(pair, (store) =>
        store.list({
          userId: 1,
          sortBy: 'id',
          sort: 'asc',
          limit: 10,
          offset: 0,
          search: 'now-here',
        }),
      ).items.map((report) => report.id),
    ).toEqual([2]);

    // The search index holds exactly the reports' URLs (FTS5 compares it with its content table).
    pair.lazyDb.exec(
      `INSERT INTO reports_url_search (reports_url_search, rank) VALUES ('integrity-check', 1)`,
    );
  });

  it('are built once for the database, whatever store asks first', () => {
    storeReports(pair, 8);
    const second = new ReportStore(pair.lazyDb);
    const query = {
      userId: 1,
      sortBy: 'id',
      sort: 'desc',
      limit: 10,
      offset: 0,
      search: 'page',
    } as const;
    expect(second.list(query).total).toBe(pair.eager.list(query).total);
    // The first store finds them built by the second and answers the same.
    expect(pair.lazy.list(query)).toEqual(pair.eager.list(query));
    expect(listObjects(pair.lazyDb)).toEqual(listObjects(pair.eagerDb));
  });
});

describe('the service on a throwaway database', () => {
  let services: RunningService[] = [];
  afterEach(async () => {
    await Promise.all(services.map((service) => service.close()));
    services = [];
  });

  it('answers lists and searches as on a served one, before and after more creates', async () => {
    const clients: TestClient[] = [];
    for (const options of [{}, { dbPath: join(dir, 'service.db'), throwawayDatabase: true }]) {
      const { service, client } = await startTestService({ generation: 'sync', ...options });
      services.push(service);
      clients.push(client);
    }
    const create = (count: number, from: number) =>
      Promise.all(
        clients.map(async (client) => {
          for (let i = from; i < from + count; i++) {
            await client.create({
              url: `${HOSTS[i % 3]}/item-${i}?score=${(i * 29) % 101}`,
              privacy: 0,
            });
          }
        }),
      );
    // Items carry timestamps: compared without them.
    const listed = async (client: TestClient, query: string) => {
      const { status, body } = await client.get(`/api/v1/reports?${query}`);
      return {
        status,
        total: body.meta.total,
        items: body.data.map((item: Record<string, unknown>) => [item.id, item.url, item.result]),
      };
    };
    const queries = [
      'search=item-1',
      'search=beta&sort_by=url&sort=asc',
      'result=good&per_page=25',
    ];
    const expectSame = async () => {
      for (const query of queries) {
        const [served, throwaway] = await Promise.all(clients.map((c) => listed(c, query)));
        expect(served?.status).toBe(200);
        expect(throwaway).toEqual(served);
      }
    };
    await create(15, 0);
    await expectSame();
    await create(10, 15);
    await expectSame();
  });
});
