import { MockAgent } from 'undici';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SeoReportClient } from '../../src/api/client.js';
import { RateLimiter } from '../../src/api/rate-limiter.js';

/**
 * A service that allows `limit` requests per window, counted the strictest way (a sliding log of
 * arrival times), with the headers deployed services send and a 429 past the limit.
 */
function limitedService(limit: number, windowMs: number) {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const arrivals: number[] = [];
  const counts = { ok: 0, tooMany: 0 };
  agent
    .get('https://limited.test')
    .intercept({ path: () => true, method: () => true })
    .reply(() => {
      const now = Date.now();
      while (arrivals.length > 0 && (arrivals[0] as number) <= now - windowMs) arrivals.shift();
      if (arrivals.length >= limit) {
        counts.tooMany += 1;
        const retryAfter = Math.ceil(((arrivals[0] as number) + windowMs - now) / 1000);
        return {
          statusCode: 429,
          data: JSON.stringify({ message: 'Too Many Attempts.' }),
          responseOptions: {
            headers: {
              'content-type': 'application/json',
              'x-ratelimit-limit': String(limit),
              'x-ratelimit-remaining': '0',
              'retry-after': String(retryAfter),
            },
          },
        };
      }
      arrivals.push(now);
      counts.ok += 1;
      return {
        statusCode: 200,
        data: JSON.stringify({ data: { id: 1, url: 'x.test', result: 90 }, status: 200 }),
        responseOptions: {
          headers: {
            'content-type': 'application/json',
            'x-ratelimit-limit': String(limit),
            'x-ratelimit-remaining': String(limit - arrivals.length),
          },
        },
      };
    })
    .persist();
  return { agent, counts };
}

describe('pacing under a rate limit', () => {
  const agents: MockAgent[] = [];
  afterEach(async () => {
    await Promise.all(agents.splice(0).map((a) => a.close()));
  });

  it('sends 100 concurrent requests through a 20-per-window limit without a single 429', async () => {
    const service = limitedService(20, 400);
    agents.push(service.agent);
    const client = new SeoReportClient({
      baseUrl: 'https://limited.test',
      apiKey: 'sk_pacing_test_key',
      dispatcher: service.agent,
      rateLimiter: new RateLimiter({ windowMs: 400 }),
    });
    const results = await Promise.all(Array.from({ length: 100 }, () => client.getReport(1)));
    expect(results).toHaveLength(100);
    expect(service.counts).toEqual({ ok: 100, tooMany: 0 });
    expect(client.rateLimit.limit).toBe(20);
  });

  it('control: the same burst without pacing does collect 429s from that service', async () => {
    const service = limitedService(20, 400);
    agents.push(service.agent);
    const client = new SeoReportClient({
      baseUrl: 'https://limited.test',
      apiKey: 'sk_pacing_test_key',
      dispatcher: service.agent,
      // A limiter whose window is far shorter than the service's paces nothing.
      rateLimiter: new RateLimiter({ windowMs: 1 }),
      retry: { retries: 0 },
    });
    const settled = await Promise.allSettled(
      Array.from({ length: 100 }, () => client.getReport(1)),
    );
    expect(service.counts.tooMany).toBeGreaterThan(0);
    expect(settled.filter((s) => s.status === 'rejected').length).toBe(service.counts.tooMany);
  });
});

describe('RateLimiter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds the request past the limit until the oldest one has left the window', async () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = new RateLimiter({ windowMs: 1000, initialLimit: 2 });
    const a = await limiter.acquire();
    const b = await limiter.acquire();
    let granted = false;
    const third = limiter.acquire().then((slot) => {
      granted = true;
      return slot;
    });
    a.release(); // answered at t=0
    b.release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(granted).toBe(false); // window plus margin (1000 + 20 ms) not over yet
    await vi.advanceTimersByTimeAsync(25);
    expect(granted).toBe(true);
    (await third).release();
  });

  it('counts a request from its answer, not its start: a slow answer keeps its slot longer', async () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = new RateLimiter({ windowMs: 1000, initialLimit: 1 });
    const slow = await limiter.acquire();
    let granted = false;
    void limiter.acquire().then((slot) => {
      granted = true;
      slot.release();
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(granted).toBe(false); // still in flight: no amount of time frees it
    slow.release(); // answered at t=5000
    await vi.advanceTimersByTimeAsync(1000);
    expect(granted).toBe(false);
    await vi.advanceTimersByTimeAsync(25);
    expect(granted).toBe(true);
  });

  it('pauses every caller for a Retry-After, and lets an aborted waiter go', async () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = new RateLimiter({ windowMs: 1000 });
    limiter.pauseUntil(3000);
    const controller = new AbortController();
    const aborted = limiter.acquire(controller.signal);
    let granted = false;
    void limiter.acquire().then((slot) => {
      granted = true;
      slot.release();
    });
    controller.abort(new Error('cancelled'));
    await expect(aborted).rejects.toThrow('cancelled');
    await vi.advanceTimersByTimeAsync(2999);
    expect(granted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(granted).toBe(true);
    expect(limiter.state.queued).toBe(0);
  });

  it('waits a window when the service says none remain, even with no requests of its own', async () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = new RateLimiter({ windowMs: 1000 });
    limiter.observe(60, 0);
    let granted = false;
    void limiter.acquire().then((slot) => {
      granted = true;
      slot.release();
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(granted).toBe(false);
    await vi.advanceTimersByTimeAsync(25);
    expect(granted).toBe(true);
  });
});
