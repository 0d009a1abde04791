// The fixed-window counter behind the API's rate limit and both password limits, on a clock the
// test moves.
import { describe, expect, it } from 'vitest';
import { RequestThrottle } from '../../src/server/service/request-throttle.js';

function throttle(limit: number, windowMs: number) {
  const clock = { now: 1_000_000 };
  return { clock, limiter: new RequestThrottle({ limit, windowMs }, () => clock.now) };
}

describe('RequestThrottle', () => {
  it('allows `limit` hits a window, then refuses with the seconds left, then starts again', () => {
    const { clock, limiter } = throttle(2, 60_000);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    clock.now += 15_500;
    const refused = limiter.hit('a');
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
    expect(limiter.hit('b').allowed).toBe(true);
    clock.now += 44_500;
    expect(limiter.hit('a')).toMatchObject({ allowed: true, remaining: 1 });
  });

  it('takes a refunded hit back, within the window that counted it only', () => {
    const { clock, limiter } = throttle(1, 60_000);
    const first = limiter.hit('a');
    limiter.refund('a', first);
    const second = limiter.hit('a');
    expect(second.allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
    // A refused hit was never counted: nothing to give back.
    limiter.refund('a', limiter.hit('a'));
    expect(limiter.hit('a').allowed).toBe(false);
    // A hit of the last window given back once a new one began does not free the new one.
    clock.now += 60_000;
    expect(limiter.hit('a').allowed).toBe(true);
    limiter.refund('a', second);
    expect(limiter.hit('a').allowed).toBe(false);
  });
});
