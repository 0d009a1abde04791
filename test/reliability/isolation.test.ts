// Two users hammer one service at the same time with mixed requests (create, lists with
// filters, search, sorts and pages, get, update, delete, projects, report pages) and probe each
// other's ids. Every answer is read: an id of the other user in any answer is a leak, and every
// request for the other user's report must answer 404 (docs/api.md: "another user's report
// (GET, PUT, DELETE)" is 404 `Resource not found.`, so ids of others cannot be probed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/server/service/index.js';
import { type Answer, type Json, startTestService, TestClient } from '../service/helpers.js';
import { openLedger } from './support/ledger.js';
import { seededRandom } from './support/seeded-random.js';

const ledger = openLedger('isolation', 'Isolation between users', 41);

const REQUESTS_PER_USER = 200;
/** Requests each user keeps in flight at once. */
const PARALLEL_PER_USER = 8;

type Operation =
  | 'create'
  | 'list'
  | 'get'
  | 'update'
  | 'delete'
  | 'projects'
  | 'page'
  | 'foreign-get'
  | 'foreign-put'
  | 'foreign-delete'
  | 'foreign-page';

const MIX: Array<[Operation, number]> = [
  ['create', 26],
  ['list', 20],
  ['get', 12],
  ['update', 8],
  ['delete', 5],
  ['projects', 6],
  ['page', 5],
  ['foreign-get', 6],
  ['foreign-put', 5],
  ['foreign-delete', 5],
  ['foreign-page', 2],
];

interface User {
  name: string;
  client: TestClient;
  random: () => number;
  /** Every id this user created (acknowledged with 201). */
  created: Set<number>;
  /** Ids this user asked to delete (from the moment the DELETE is sent). */
  deleting: Set<number>;
  deleted: Set<number>;
  /** Ids created private (updates never make a report public), for the report-page probes. */
  privateIds: Set<number>;
  /** Every report id that appeared in any answer to this user. */
  seen: Set<number>;
  /** Every project name that appeared in any answer to this user. */
  projectsSeen: Set<string>;
  requests: number;
  byOperation: Record<string, number>;
  /** Answers that were not what the operation allows, e.g. "update 500". */
  unexpected: string[];
  /** Answers to requests for the other user's reports: "GET 404 Resource not found.". */
  foreignAnswers: string[];
}

let service: RunningService;
let alice: User;
let bob: User;

function newUser(name: string, key: string, seed: number): User {
  return {
    name,
    client: new TestClient(service.url, key),
    random: seededRandom(seed),
    created: new Set(),
    deleting: new Set(),
    deleted: new Set(),
    privateIds: new Set(),
    seen: new Set(),
    projectsSeen: new Set(),
    requests: 0,
    byOperation: {},
    unexpected: [],
    foreignAnswers: [],
  };
}

function pick<T>(random: () => number, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)];
}

function pickOperation(random: () => number): Operation {
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [operation, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return operation;
  }
  return 'list';
}

/** Records every report id and project name an answer carries. */
function collect(user: User, body: Json): void {
  if (body === null || typeof body !== 'object') return;
  const items: Json[] = Array.isArray(body.data) ? body.data : body.data ? [body.data] : [];
  for (const item of items) {
    if (typeof item?.id === 'number') user.seen.add(item.id);
    if (typeof item?.project === 'string') user.projectsSeen.add(item.project);
  }
}

function live(user: User): number[] {
  return [...user.created].filter((id) => !user.deleting.has(id));
}

function expectStatus(user: User, operation: string, answer: Answer, allowed: number[]): void {
  if (!allowed.includes(answer.status)) {
    user.unexpected.push(
      `${operation} ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`,
    );
  }
}

async function runOne(user: User, other: User): Promise<void> {
  const { random, client } = user;
  const operation = pickOperation(random);
  user.requests++;
  user.byOperation[operation] = (user.byOperation[operation] ?? 0) + 1;
  const own = pick(random, live(user));
  // The other user's ids, whatever their state: deleted ones must also answer 404. Report
  // pages are probed with private ids only: a public report's page is shown to anyone.
  const foreign =
    operation === 'foreign-page'
      ? pick(random, [...other.privateIds])
      : pick(random, [...other.created]);
  switch (operation) {
    case 'create': {
      const score = Math.floor(random() * 100);
      // Both users share a project name and a search word, so a filter that forgot the user
      // would mix their reports.
      const project = random() < 0.5 ? 'shared' : `${user.name}-${Math.floor(random() * 3)}`;
      const privacy = random() < 0.7 ? 1 : 0;
      const answer = await client.create({
        url: `https://common-site.test/${user.name}/${user.requests}?score=${score}`,
        project,
        privacy,
      });
      expectStatus(user, operation, answer, [201]);
      if (answer.status === 201) {
        user.created.add(answer.body.data.id);
        if (privacy === 1) user.privateIds.add(answer.body.data.id);
      }
      collect(user, answer.body);
      return;
    }
    case 'list': {
      const query = new URLSearchParams();
      query.set('sort_by', pick(random, ['id', 'generated_at', 'url', 'result']) as string);
      query.set('sort', random() < 0.5 ? 'asc' : 'desc');
      query.set('per_page', pick(random, ['10', '25', '50', '100']) as string);
      query.set('page', String(1 + Math.floor(random() * 3)));
      if (random() < 0.4)
        query.set('search', pick(random, ['common', 'site.test', 'alice', 'bob']) as string);
      if (random() < 0.3)
        query.set('project', pick(random, ['shared', 'alice-0', 'bob-1']) as string);
      if (random() < 0.2) query.set('result', pick(random, ['good', 'decent', 'bad']) as string);
      const answer = await client.get(`/api/v1/reports?${query}`);
      expectStatus(user, operation, answer, [200]);
      collect(user, answer.body);
      return;
    }
    case 'get':
    case 'update':
    case 'delete':
    case 'page': {
      if (own === undefined) return;
      if (operation === 'delete') user.deleting.add(own);
      const answer =
        operation === 'get'
          ? await client.get(`/api/v1/reports/${own}`)
          : operation === 'update'
            ? await client.request('PUT', `/api/v1/reports/${own}`, {
                // A public report's page is anyone's to see, so updates never make one public.
                form: random() < 0.5 ? { privacy: 1 } : { results: 1 },
              })
            : operation === 'delete'
              ? await client.request('DELETE', `/api/v1/reports/${own}`)
              : await client.get(`/reports/${own}`);
      // A get or update racing this user's own delete of the same report may find it gone.
      const raced = user.deleting.has(own) && operation !== 'delete';
      expectStatus(user, operation, answer, raced ? [200, 404] : [200]);
      if (operation === 'delete' && answer.status === 200) user.deleted.add(own);
      if (operation === 'update' && answer.status === 200 && answer.body.data.privacy === 1) {
        user.privateIds.add(own);
      }
      if (operation === 'page') {
        if (typeof answer.body === 'string' && answer.body.includes(`/${other.name}/`)) {
          user.unexpected.push(`page of ${own} shows a URL of ${other.name}`);
        }
      } else {
        collect(user, answer.body);
      }
      return;
    }
    case 'projects': {
      const query = new URLSearchParams({
        sort_by: random() < 0.5 ? 'project' : 'created_at',
        per_page: '100',
      });
      if (random() < 0.3) query.set('search', pick(random, ['shared', 'alice', 'bob']) as string);
      const answer = await client.get(`/api/v1/projects?${query}`);
      expectStatus(user, operation, answer, [200]);
      collect(user, answer.body);
      return;
    }
    default: {
      if (foreign === undefined) return;
      const answer =
        operation === 'foreign-get'
          ? await client.get(`/api/v1/reports/${foreign}`)
          : operation === 'foreign-put'
            ? await client.request('PUT', `/api/v1/reports/${foreign}`, {
                form: { privacy: 0, results: 1 },
              })
            : operation === 'foreign-delete'
              ? await client.request('DELETE', `/api/v1/reports/${foreign}`)
              : await client.get(`/reports/${foreign}`);
      const message = typeof answer.body === 'string' ? 'HTML page' : answer.body?.message;
      user.foreignAnswers.push(`${operation} ${answer.status} ${message}`);
      if (typeof answer.body !== 'string') collect(user, answer.body);
      return;
    }
  }
}

async function hammer(user: User, other: User): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS_PER_USER) {
      next++;
      await runOne(user, other);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_PER_USER }, worker));
}

beforeAll(async () => {
  const started = await startTestService({ concurrency: 4 });
  service = started.service;
  alice = newUser('alice', started.key, 0xa11ce);
  bob = newUser('bob', service.createKey(), 0xb0b);
  await Promise.all([hammer(alice, bob), hammer(bob, alice)]);
});

afterAll(async () => {
  await service.close();
});

describe('two users hammering one service at once', () => {
  it('each user answered as expected (no 5xx, no 403, own reports found)', () => {
    for (const user of [alice, bob]) {
      ledger.figure(`${user.name}: requests`, user.requests);
      ledger.figure(`${user.name}: reports created`, user.created.size);
      ledger.figure(`${user.name}: reports deleted`, user.deleted.size);
      ledger.figure(`${user.name}: requests by kind`, JSON.stringify(user.byOperation));
      ledger.record({
        case: `${user.name}: ${user.requests} mixed requests, ${PARALLEL_PER_USER} at a time, while the other user does the same`,
        expected: 'every own request answered with its success status',
        observed:
          user.unexpected.length === 0
            ? `all as expected (${user.created.size} created, ${user.deleted.size} deleted)`
            : `${user.unexpected.length} unexpected: ${user.unexpected.slice(0, 3).join(' | ')}`,
        passed: user.unexpected.length === 0,
      });
    }
    expect(alice.requests).toBe(REQUESTS_PER_USER);
    expect(bob.requests).toBe(REQUESTS_PER_USER);
    expect(alice.unexpected).toEqual([]);
    expect(bob.unexpected).toEqual([]);
  });

  it('no answer to one user carried an id of the other', () => {
    let leaks = 0;
    for (const [user, other] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const foreignIds = [...user.seen].filter((id) => !user.created.has(id));
      const ofOther = foreignIds.filter((id) => other.created.has(id));
      leaks += foreignIds.length;
      ledger.record({
        case: `${user.name}: report ids in every answer (lists, gets, updates, creates) vs. the ids it created`,
        expected: 'only its own ids',
        observed: `${user.seen.size} distinct ids seen, ${foreignIds.length} not its own (${ofOther.length} of ${other.name})`,
        passed: foreignIds.length === 0,
      });
    }
    ledger.figure('ids of the other user seen (leaks)', leaks);
    expect(leaks).toBe(0);
  });

  it("requests for the other user's reports answer 404 Resource not found.", () => {
    const answers = [...alice.foreignAnswers, ...bob.foreignAnswers];
    const wrong = answers.filter(
      (answer) =>
        !(answer.startsWith('foreign-page')
          ? answer === 'foreign-page 404 HTML page'
          : answer.endsWith('404 Resource not found.')),
    );
    const byKind: Record<string, number> = {};
    for (const answer of answers) byKind[answer] = (byKind[answer] ?? 0) + 1;
    ledger.figure("requests for the other user's reports", answers.length);
    ledger.record({
      case: "GET/PUT/DELETE /api/v1/reports/{other user's id} and GET /reports/{id} (private), during the hammering",
      expected:
        '404 "Resource not found." (API), 404 page (report page of a private report); never 403 or 200',
      observed: Object.entries(byKind)
        .map(([answer, n]) => `${n}x ${answer}`)
        .join('; '),
      passed: wrong.length === 0 && answers.length > 0,
    });
    expect(answers.length).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  it('project lists show only the names the user itself used', () => {
    for (const user of [alice, bob]) {
      const strangers = [...user.projectsSeen].filter(
        (name) => name !== 'shared' && !name.startsWith(`${user.name}-`),
      );
      ledger.record({
        case: `${user.name}: project names in every answer`,
        expected: `only "shared" and ${user.name}-*`,
        observed: `${[...user.projectsSeen].sort().join(', ')}`,
        passed: strangers.length === 0,
      });
      expect(strangers).toEqual([]);
    }
  });
});

describe('after the hammering', () => {
  it("each user's list and project counts are its own reports exactly", async () => {
    for (const user of [alice, bob]) {
      const ids: number[] = [];
      let total = -1;
      for (let page = 1; ; page++) {
        const answer = await user.client.get(`/api/v1/reports?per_page=100&page=${page}`);
        total = answer.body.meta.total;
        ids.push(...answer.body.data.map((report: { id: number }) => report.id));
        if (page >= answer.body.meta.last_page) break;
      }
      const expected = [...user.created]
        .filter((id) => !user.deleted.has(id))
        .sort((a, b) => a - b);
      const listed = [...ids].sort((a, b) => a - b);
      const projects = (await user.client.get('/api/v1/projects?per_page=100')).body.data as Array<{
        project: string;
        reports: number;
      }>;
      const shared = projects.find((project) => project.project === 'shared')?.reports ?? 0;
      const sharedExpected = (await user.client.get('/api/v1/reports?project=shared&per_page=10'))
        .body.meta.total as number;
      const projectTotal = projects.reduce((sum, project) => sum + project.reports, 0);
      const passed =
        JSON.stringify(listed) === JSON.stringify(expected) &&
        total === expected.length &&
        shared === sharedExpected &&
        projectTotal === expected.length;
      ledger.record({
        case: `${user.name}: final list and projects`,
        expected: `${expected.length} reports (created - deleted), projects summing to the same, "shared" counting only its own`,
        observed: `list total ${total}, ids match: ${JSON.stringify(listed) === JSON.stringify(expected)}; projects sum ${projectTotal}; "shared" ${shared} (own shared reports ${sharedExpected})`,
        passed,
      });
      expect(listed).toEqual(expected);
      expect(total).toBe(expected.length);
      expect(projectTotal).toBe(expected.length);
      expect(shared).toBe(sharedExpected);
    }
  });

  it("the other user's PUT and DELETE probes changed nothing", async () => {
    // Every report a user did not delete itself still exists and is still its own, with the
    // privacy its owner last set (the probes asked for privacy 0 and a regeneration).
    const missing: string[] = [];
    for (const user of [alice, bob]) {
      for (const id of user.created) {
        if (user.deleting.has(id)) continue;
        const answer = await user.client.get(`/api/v1/reports/${id}`);
        if (answer.status !== 200) missing.push(`${user.name} ${id}: ${answer.status}`);
      }
    }
    ledger.record({
      case: 'reports of each user after the other user sent PUT and DELETE for them',
      expected: 'all still there for their owner',
      observed: missing.length === 0 ? 'all there' : missing.join('; '),
      passed: missing.length === 0,
    });
    expect(missing).toEqual([]);
  });

  it("deleting the other user's project answers 404 and leaves it", async () => {
    const bobProject = [...bob.projectsSeen].find((name) => name.startsWith('bob-')) ?? 'bob-0';
    const before = (await bob.client.get(`/api/v1/reports?project=${bobProject}`)).body.meta.total;
    const answer = await alice.client.request('DELETE', `/api/v1/projects/${bobProject}`);
    const after = (await bob.client.get(`/api/v1/reports?project=${bobProject}`)).body.meta.total;
    ledger.record({
      case: `alice: DELETE /api/v1/projects/${bobProject} (bob's project)`,
      expected: `404 "Resource not found."; bob's ${before} reports kept`,
      observed: `${answer.status} ${answer.body.message}; bob's reports ${before} -> ${after}`,
      passed: answer.status === 404 && after === before,
    });
    expect(answer.status).toBe(404);
    expect(after).toBe(before);
  });
});
