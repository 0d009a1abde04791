// The bundled action through our service's real rate limit, on real sockets: every page audited
// with one create each, each refusal answered by one resend, no list requests. The run spans one
// window edge (15 pages through 10 per 2 s), so it waits through one real window and no more.
// How many 429s pacing costs depends on when requests arrive, so it is checked exactly on a fake
// clock (test/api/rate-limit.test.ts: the same throttle and client, one 429 for 30 and 40 pages;
// test/api/rate-limiter.test.ts: every header dialect and a loaded network); the figures on real
// sockets, quiet and loaded, are in docs/benchmarks.md ("Pacing on a loaded machine").
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type Fixture,
  type Listening,
  proxyTo,
  scanEachCase,
  startFixture,
} from '../support/fixture.js';

const API_KEY = 'sk_e2e_pacing_key_3b7d1f9a2c4e6a8b0d2f';
const PAGES = 15;
const LIMIT = 10;
const CONCURRENCY = 4;

const scan = scanEachCase([API_KEY]);
const runStep = scan.runStep;

let fx: Fixture;
let proxy: Listening;
let proxyUrl: string;
const counts = { requests: 0, lists: 0, tooMany: 0 };

beforeAll(async () => {
  fx = await startFixture(scan, API_KEY, {
    generation: 'sync',
    rateLimit: { limit: LIMIT, windowMs: 2000 },
  });
  // Counts what reaches the service and what it refuses.
  proxy = await proxyTo(fx.service.url, {
    onRequest: (req) => {
      counts.requests += 1;
      if (req.method === 'GET' && /\/reports(\?|$)/.test(req.url ?? '')) counts.lists += 1;
    },
    onAnswer: (_req, answer) => {
      if (answer.statusCode === 429) counts.tooMany += 1;
      return true;
    },
  });
  proxyUrl = proxy.url;
});

afterAll(async () => {
  proxy.close();
  await fx.close();
});

// The test's own timeout is the only limit on time: the action's audit timeout is far above it.
it('audits 15 pages through 10-per-2 s windows: one create per page, each 429 resent once', async () => {
  const urls = Array.from({ length: PAGES }, (_, i) => `${fx.site.pages.good}?page=${i + 1}`);
  const run = await runStep('main', {
    'base-url': proxyUrl,
    'api-key': API_KEY,
    urls: urls.join('\n'),
    concurrency: String(CONCURRENCY),
    timeout: '600',
    'fail-on': 'never',
  });
  expect(run.code, run.stdout.slice(-2000)).toBe(0);
  expect(run.summary).not.toContain('no result within the audit timeout');
  const graded = run.outputs.results?.match(/"grade":"(good|decent|bad)"/g) ?? [];
  expect(graded).toHaveLength(PAGES);
  expect(counts.lists).toBe(0);
  expect(counts.requests).toBe(PAGES + counts.tooMany);
  // The limit is announced, so the window's end is learned with one probe (one 429 on a quiet
  // machine; none on a machine so loaded that ten pages take longer than the window). Whatever
  // the load, what can be refused is a burst in flight, once to learn the end and once if the
  // service opened its window later than we counted (the limiter then leaves more time after
  // each window): at most two bursts at the one window edge of this run.
  expect(counts.tooMany, `${counts.tooMany} refused`).toBeLessThanOrEqual(2 * CONCURRENCY);
});
