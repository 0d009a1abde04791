// The client's pacing against our service's own throttle (src/server/service/request-throttle.ts, with
// the headers the service's server sends), through a MockAgent, on a fake clock: windows of
// seconds pass in no time and the same requests meet the same window edges on every run,
// whatever the machine is doing. test/e2e/pacing.test.ts runs the bundled action against the
// real service on real sockets; test/api/rate-limiter.test.ts simulates every header dialect.
import { MockAgent } from 'undici';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SeoReportClient } from '../../src/client/api/client.js';
import { RateLimiter } from '../../src/client/api/rate-limiter.js';
import { RequestThrottle } from '../../src/server/service/request-throttle.js';

// The transport waits between retries with node:timers/promises, which vitest's fake timers do
// not replace: route it through the global setTimeout, which they do.
vi.mock('node:timers/promises', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:timers/promises')>();
  const sleep = <T>(ms?: number, value?: T, options?: { signal?: AbortSignal }) =>
    new Promise<T>((resolve, reject) => {
      const signal = options?.signal;
      if (signal?.aborted) return reject(signal.reason);
      const timer = setTimeout(() => resolve(value as T), ms ?? 0);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
  return { ...original, setTimeout: sleep };
});

/**
 * Our service's throttle behind a MockAgent: `limit` requests per fixed window counted from the
 * first request that arrives in it; the limit and what remains on every answer, Retry-After on
 * a 429 (src/server/service/http/server.ts). Each answer comes `answerMs` after its request.
 */
function limitedService(limit: number, windowMs: number, answerMs = 0) {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const throttle = new RequestThrottle({ limit, windowMs });
  const counts = { ok: 0, tooMany: 0 };
  const interceptor = agent
    .get('https://limited.test')
    .intercept({ path: () => true, method: () => true })
    .reply(() => {
      const decision = throttle.hit('user:1');
      const headers = {
        'content-type': 'application/json',
        'x-ratelimit-limit': String(decision.limit),
        'x-ratelimit-remaining': String(decision.remaining),
      };
      if (!decision.allowed) {
        counts.tooMany += 1;
        return {
          statusCode: 429,
          data: JSON.stringify({ message: 'Too Many Attempts.' }),
          responseOptions: {
            headers: { ...headers, 'retry-after': String(decision.retryAfterSeconds) },
          },
        };
      }
      counts.ok += 1;
      return {
        statusCode: 200,
        data: JSON.stringify({ data: { id: 1, url: 'x.test', result: 90 }, status: 200 }),
        responseOptions: { headers },
      };
    });
  if (answerMs > 0) interceptor.delay(answerMs);
  interceptor.persist();
  return { agent, counts };
}

/** Runs the fake clock until `work` settles; returns its outcome and the time it took. */
async function onFakeClock<T>(work: Promise<T>): Promise<{ value: T; fakeElapsedMs: number }> {
  const started = Date.now();
  let settled = false;
  const done = work.finally(() => {
    settled = true;
  });
  while (!settled) await vi.advanceTimersByTimeAsync(5);
  return { value: await done, fakeElapsedMs: Date.now() - started };
}

/** `count` calls of `call`, `concurrency` at a time, as the audit engine sends its pages. */
async function inPool<T>(count: number, concurrency: number, call: () => Promise<T>) {
  const results: PromiseSettledResult<T>[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      results.push(...(await Promise.allSettled([call()])));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

describe('pacing under our service rate limit (fake clock)', () => {
  const agents: MockAgent[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_800_000_000_250 });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(agents.splice(0).map((a) => a.close()));
  });

  it('sends 30 concurrent requests through a 10-per-window limit it learns with one 429', async () => {
    const service = limitedService(10, 1000);
    agents.push(service.agent);
    const limiter = new RateLimiter();
    const client = new SeoReportClient({
      baseUrl: 'https://limited.test',
      apiKey: 'sk_pacing_test_key',
      dispatcher: service.agent,
      rateLimiter: limiter,
    });
    const { value: results } = await onFakeClock(
      Promise.all(Array.from({ length: 30 }, () => client.getReport(1))),
    );
    expect(results).toHaveLength(30);
    // The window's end was unknown once: one probe learned it, every later window was paced.
    expect(service.counts).toEqual({ ok: 30, tooMany: 1 });
    expect(client.rateLimit.limit).toBe(10);
    expect(limiter.state.windowMs).toBe(1000);
  });

  it('40 pages, 4 at a time, through 10 per 2 s with 500 ms answers: one 429, no window lost', async () => {
    const service = limitedService(10, 2000, 500);
    agents.push(service.agent);
    const limiter = new RateLimiter();
    const client = new SeoReportClient({
      baseUrl: 'https://limited.test',
      apiKey: 'sk_pacing_test_key',
      dispatcher: service.agent,
      rateLimiter: limiter,
    });
    const { value: results, fakeElapsedMs } = await onFakeClock(
      inPool(40, 4, () => client.getReport(1)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(40);
    expect(service.counts).toEqual({ ok: 40, tooMany: 1 });
    expect(limiter.state.windowMs).toBe(2000);
    // Four windows, the first from 0: the last opens at 6 s (plus the limiter's slack of 1% and
    // 10 ms per window, and the 429's round trip) and its answers end 1 s later. Fake time: this
    // is what the pacing cost, not how long the machine took.
    expect(fakeElapsedMs).toBeLessThanOrEqual(7000 * 1.1);
  });

  it('control: the same burst without pacing does collect 429s from that service', async () => {
    const service = limitedService(20, 1000);
    agents.push(service.agent);
    const client = new SeoReportClient({
      baseUrl: 'https://limited.test',
      apiKey: 'sk_pacing_test_key',
      dispatcher: service.agent,
      // A limiter told the window is far shorter than the service's paces nothing.
      rateLimiter: new RateLimiter({ windowMs: 1 }),
      retry: { retries: 0 },
    });
    const { value: settled } = await onFakeClock(
      Promise.allSettled(Array.from({ length: 100 }, () => client.getReport(1))),
    );
    expect(service.counts.tooMany).toBeGreaterThan(0);
    expect(settled.filter((s) => s.status === 'rejected').length).toBe(service.counts.tooMany);
  });
});
