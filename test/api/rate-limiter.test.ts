// The limiter against simulated services, one per header dialect, on a fake clock: each run
// sends pages through a fixed window counted from the first request that arrives in it, the
// way Laravel's throttle counts, and checks what the limiter learned and what it cost.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRateLimitHeaders } from '../../src/client/api/rate-limit-headers.js';
import { RateLimiter } from '../../src/client/api/rate-limiter.js';

type Style =
  | 'laravel' // X-RateLimit-Limit/Remaining always; Retry-After and X-RateLimit-Reset (epoch) on 429
  | 'reset-delta' // X-RateLimit-* with Reset as seconds to wait, on every answer
  | 'reset-epoch' // X-RateLimit-* with Reset as an epoch second, and a Date header
  | 'ietf-6' // RateLimit-Limit/Remaining/Reset
  | 'ietf-7' // RateLimit: limit=, remaining=, reset= and RateLimit-Policy: 10;w=2
  | 'ietf-8' // RateLimit: "default";r=;t= and RateLimit-Policy: "default";q=;w=
  | 'silent' // nothing until a 429, which carries Retry-After
  | 'bare-429'; // Limit/Remaining, but a 429 without Retry-After

interface Run {
  tooMany: number;
  /** When each 429 was answered, from the start of the run. */
  refusedAt: number[];
  sent: number;
  finishedAt: number;
  windowMs: number | null;
}

/** `pages` requests, `concurrency` at a time, each answered `answerMs` after it arrives. */
async function simulate(
  style: Style,
  options: {
    limit: number;
    windowMs: number;
    pages: number;
    concurrency: number;
    answerMs: number;
    /** Time from our send to the service counting the request (the n-th request's); default 0. */
    transitMs?: (n: number) => number;
  },
): Promise<Run> {
  const { limit, windowMs } = options;
  const limiter = new RateLimiter();
  const window = { start: -Infinity, count: 0 };
  const run = { tooMany: 0, sent: 0, refusedAt: [] as number[] };
  const secondsLeft = (now: number) => Math.ceil((window.start + windowMs - now) / 1000);

  const answer = (now: number): { status: number; headers: Record<string, string> } => {
    if (now - window.start >= windowMs) Object.assign(window, { start: now, count: 0 });
    const refused = window.count >= limit;
    if (!refused) window.count += 1;
    const remaining = String(limit - window.count);
    const status = refused ? 429 : 200;
    const retryAfter = { 'retry-after': String(secondsLeft(now)) };
    switch (style) {
      case 'laravel':
        return {
          status,
          headers: {
            'x-ratelimit-limit': String(limit),
            'x-ratelimit-remaining': remaining,
            ...(refused
              ? {
                  ...retryAfter,
                  'x-ratelimit-reset': String(Math.floor(now / 1000) + secondsLeft(now)),
                }
              : {}),
          },
        };
      case 'reset-delta':
        return {
          status,
          headers: {
            'x-ratelimit-limit': String(limit),
            'x-ratelimit-remaining': remaining,
            'x-ratelimit-reset': String(secondsLeft(now)),
          },
        };
      case 'reset-epoch':
        return {
          status,
          headers: {
            date: new Date(Math.floor(now / 1000) * 1000).toUTCString(),
            'x-ratelimit-limit': String(limit),
            'x-ratelimit-remaining': remaining,
            'x-ratelimit-reset': String(Math.ceil((window.start + windowMs) / 1000)),
          },
        };
      case 'ietf-6':
        return {
          status,
          headers: {
            'ratelimit-limit': String(limit),
            'ratelimit-remaining': remaining,
            'ratelimit-reset': String(secondsLeft(now)),
          },
        };
      case 'ietf-7':
        return {
          status,
          headers: {
            ratelimit: `limit=${limit}, remaining=${remaining}, reset=${secondsLeft(now)}`,
            'ratelimit-policy': `${limit};w=${windowMs / 1000}`,
          },
        };
      case 'ietf-8':
        return {
          status,
          headers: {
            ratelimit: `"default";r=${remaining};t=${secondsLeft(now)}`,
            'ratelimit-policy': `"default";q=${limit};w=${windowMs / 1000}`,
          },
        };
      case 'silent':
        return { status, headers: refused ? retryAfter : {} };
      case 'bare-429':
        return {
          status,
          headers: { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': remaining },
        };
    }
  };

  let next = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < options.pages) {
      next += 1;
      for (;;) {
        const slot = await limiter.acquire();
        run.sent += 1;
        const transit = options.transitMs?.(run.sent) ?? 0;
        if (transit > 0) await new Promise((resolve) => setTimeout(resolve, transit));
        const { status, headers } = answer(Date.now());
        await vi.advanceTimersByTimeAsync(0);
        await new Promise((resolve) => setTimeout(resolve, options.answerMs));
        slot.release({ status, headers: readRateLimitHeaders(headers, Date.now()) });
        if (status !== 429) break;
        run.tooMany += 1;
        run.refusedAt.push(Date.now() - started);
      }
    }
  };
  const done = Promise.all(Array.from({ length: options.concurrency }, worker));
  while (next < options.pages || limiter.state.inFlight > 0 || limiter.state.queued > 0) {
    await vi.advanceTimersByTimeAsync(5);
  }
  await done;
  return {
    ...run,
    finishedAt: Date.now() - started,
    windowMs: limiter.state.windowMs,
  };
}

// 40 pages through 10 per 2 s windows, 4 at a time, 500 ms per answer: the first window opens
// at 0, the fourth at 6 s, and its last answer comes at 7 s. That is the bound; each run may
// add the slack of its windows (1% and 10 ms) and no more than 10% in all.
const SHORT = { limit: 10, windowMs: 2000, pages: 40, concurrency: 4, answerMs: 500 };
const BOUND_MS = 7000;

describe('RateLimiter learns the window from each dialect (fake clock)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['reset-delta', 'reset-epoch', 'ietf-6', 'ietf-7', 'ietf-8'] as const)(
    '%s: announced resets cost no 429 and no idle window',
    async (style) => {
      vi.useFakeTimers({ now: 1_800_000_000_250 });
      const run = await simulate(style, SHORT);
      expect(run.tooMany).toBe(0);
      expect(run.sent).toBe(40);
      expect(run.finishedAt).toBeLessThanOrEqual(BOUND_MS * 1.1);
    },
  );

  it('laravel: one 429 teaches the window, every later window is paced from its start', async () => {
    vi.useFakeTimers({ now: 1_800_000_000_250 });
    const run = await simulate('laravel', SHORT);
    expect(run.tooMany).toBe(1);
    expect(run.windowMs).toBe(2000);
    expect(run.finishedAt).toBeLessThanOrEqual(BOUND_MS * 1.1);
  });

  it('laravel: a one-minute window at 60 per minute, as deployed services count', async () => {
    vi.useFakeTimers({ now: 1_800_000_000_250 });
    const run = await simulate('laravel', {
      limit: 60,
      windowMs: 60_000,
      pages: 100,
      concurrency: 4,
      answerMs: 2000,
    });
    expect(run.tooMany).toBe(1);
    expect(run.windowMs).toBe(60_000);
    // 60 in the first window (30 s at 4 x 2 s), 40 from 60 s on: 20 s more.
    expect(run.finishedAt).toBeLessThanOrEqual(80_000 * 1.1);
  });

  it('silent: learns the limit from what was accepted, and refuses no more after', async () => {
    vi.useFakeTimers({ now: 1_800_000_000_250 });
    const run = await simulate('silent', SHORT);
    // The first refusals come from the requests already in flight when the allowance ran out.
    expect(run.tooMany).toBeLessThanOrEqual(SHORT.concurrency);
    expect(run.windowMs).toBe(2000);
    expect(run.finishedAt).toBeLessThanOrEqual(BOUND_MS * 1.1);
  });

  it.each(['laravel', 'silent'] as const)(
    '%s: learns how late the service counts its windows, and pays for it once',
    async (style) => {
      vi.useFakeTimers({ now: 1_800_000_000_250 });
      // A loaded network or machine: each request reaches the service 0 to 150 ms after it was
      // sent, more than the 30 ms of slack the limiter leaves after a 2 s window on its own.
      // The service's windows open when their first request arrives, so a window we count from
      // our send can end before the service's does.
      const transitMs = (n: number) => (n * 37) % 151;
      const run = await simulate(style, { ...SHORT, transitMs });
      // Learning the limit may cost the requests in flight (silent); learning how late the
      // service counts costs the one burst that went too early. After that, no window is lost.
      expect(run.tooMany).toBeLessThanOrEqual(2 * SHORT.concurrency);
      expect(run.refusedAt.every((at) => at < BOUND_MS * 0.75)).toBe(true);
      expect(run.windowMs).toBe(2000);
      expect(run.finishedAt).toBeLessThanOrEqual((BOUND_MS + 150) * 1.1);
    },
  );

  it('bare-429: backs off from about 1 s, one probe at a time', async () => {
    vi.useFakeTimers({ now: 1_800_000_000_250 });
    const run = await simulate('bare-429', SHORT);
    expect(run.sent).toBe(40 + run.tooMany);
    // Each window's end is found by probing at most twice (1 s, then 1.5 s later).
    expect(run.tooMany).toBeLessThanOrEqual(3);
    expect(run.windowMs).toBe(2000);
  });

  it('holds the request past the limit until the stated window is over', async () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = new RateLimiter({ windowMs: 1000, initialLimit: 2 });
    const a = await limiter.acquire();
    const b = await limiter.acquire();
    let granted = false;
    const third = limiter.acquire().then((slot) => {
      granted = true;
      return slot;
    });
    await vi.advanceTimersByTimeAsync(900);
    a.release(); // slow answers do not hold their slot past the window
    b.release();
    await vi.advanceTimersByTimeAsync(100);
    expect(granted).toBe(false); // window plus margin (1000 + 20 ms) not over yet
    await vi.advanceTimersByTimeAsync(25);
    expect(granted).toBe(true);
    (await third).release();
  });

  it('keeps no list of the requests a service that states no limit has answered', async () => {
    // The embedded service states none: one window lasts the whole run, 10,000 pages or more.
    const limiter = new RateLimiter();
    const nothing = readRateLimitHeaders({}, 0);
    for (let round = 0; round < 2500; round += 1) {
      const slots = await Promise.all([1, 2, 3, 4].map(() => limiter.acquire()));
      for (const slot of slots) slot.release({ status: 200, headers: nothing });
    }
    expect(limiter.state).toMatchObject({ used: 10_000, inFlight: 0, remembered: 0 });
    // One in flight is remembered; the count of those forgotten still teaches the limit when the
    // service first refuses: it allows what it accepted.
    const pending = await limiter.acquire();
    expect(limiter.state.remembered).toBe(1);
    pending.release({ status: 429, headers: nothing });
    expect(limiter.state.limit).toBe(10_000);
  });

  it('pauses every caller for a 503 Retry-After, and lets an aborted waiter go', async () => {
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
});

describe('readRateLimitHeaders', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it.each([
    [{ 'x-ratelimit-reset': '30' }, 30_000],
    [{ 'x-ratelimit-reset': String(now / 1000 + 45) }, 45_000],
    // An epoch is read on the service's clock: its Date says it is 10 s ahead of ours.
    [
      { 'x-ratelimit-reset': String(now / 1000 + 45), date: new Date(now + 10_000).toUTCString() },
      35_000,
    ],
    [{ ratelimit: 'limit=10, remaining=3, reset=7' }, 7000],
    [{ ratelimit: '"default";r=3;t=7' }, 7000],
    [{ 'ratelimit-reset': '12' }, 12_000],
  ])('reads the reset of %o', (headers, resetInMs) => {
    expect(readRateLimitHeaders(headers, now).resetInMs).toBe(resetInMs);
  });

  it('reads limits and windows of every dialect, and nothing it was not told', () => {
    expect(
      readRateLimitHeaders({ ratelimit: '"d";r=4;t=2', 'ratelimit-policy': '"d";q=10;w=60' }, now),
    ).toMatchObject({ limit: 10, remaining: 4, resetInMs: 2000, windowMs: 60_000 });
    expect(readRateLimitHeaders({ 'ratelimit-policy': '100;w=3600' }, now)).toMatchObject({
      limit: 100,
      windowMs: 3_600_000,
    });
    expect(readRateLimitHeaders({}, now)).toEqual({
      limit: null,
      remaining: null,
      resetInMs: null,
      resetSlackMs: 1000,
      windowMs: null,
      retryAfterMs: null,
      clockOffsetMs: null,
    });
  });
});
