import { MockAgent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { SeoReportClient } from '../../src/client/api/client.js';
import { RateLimiter } from '../../src/client/api/rate-limiter.js';

/**
 * A service that allows `limit` requests per fixed window counted from the first request that
 * arrives in it (Laravel's throttle), with the headers deployed services send: the limit and
 * what remains on every answer, Retry-After on a 429.
 */
function limitedService(limit: number, windowMs: number) {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const window = { start: -Infinity, count: 0 };
  const counts = { ok: 0, tooMany: 0 };
  agent
    .get('https://limited.test')
    .intercept({ path: () => true, method: () => true })
    .reply(() => {
      const now = Date.now();
      if (now - window.start >= windowMs) Object.assign(window, { start: now, count: 0 });
      if (window.count >= limit) {
        counts.tooMany += 1;
        const retryAfter = Math.ceil((window.start + windowMs - now) / 1000);
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
      window.count += 1;
      counts.ok += 1;
      return {
        statusCode: 200,
        data: JSON.stringify({ data: { id: 1, url: 'x.test', result: 90 }, status: 200 }),
        responseOptions: {
          headers: {
            'content-type': 'application/json',
            'x-ratelimit-limit': String(limit),
            'x-ratelimit-remaining': String(limit - window.count),
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
    const results = await Promise.all(Array.from({ length: 30 }, () => client.getReport(1)));
    expect(results).toHaveLength(30);
    // The window's end was unknown once: one probe learned it, every later window was paced.
    expect(service.counts).toEqual({ ok: 30, tooMany: 1 });
    expect(client.rateLimit.limit).toBe(10);
    expect(limiter.state.windowMs).toBe(1000);
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
    const settled = await Promise.allSettled(
      Array.from({ length: 100 }, () => client.getReport(1)),
    );
    expect(service.counts.tooMany).toBeGreaterThan(0);
    expect(settled.filter((s) => s.status === 'rejected').length).toBe(service.counts.tooMany);
  });
});
