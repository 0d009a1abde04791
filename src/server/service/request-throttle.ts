import type { RateLimitOptions } from './options.js';

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets; what a 429 sends as Retry-After. */
  retryAfterSeconds: number;
  /** When the window that counted this hit began: refund() gives the hit back to it only. */
  windowStart: number;
}

/**
 * Fixed-window counter per key (per user for the API, per address for password attempts), as
 * Laravel's throttle does: `limit` requests per window, then 429 until the window ends.
 */
export class RequestThrottle {
  readonly #options: RateLimitOptions;
  readonly #windows = new Map<string, { start: number; count: number }>();
  readonly #now: () => number;

  constructor(options: RateLimitOptions, now: () => number = Date.now) {
    this.#options = options;
    this.#now = now;
  }

  hit(key: string): RateDecision {
    const now = this.#now();
    const { limit, windowMs } = this.#options;
    let window = this.#windows.get(key);
    if (!window || now - window.start >= windowMs) {
      if (this.#windows.size > 10_000) this.#sweep(now);
      window = { start: now, count: 0 };
      this.#windows.set(key, window);
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    const windowStart = window.start;
    if (window.count >= limit) {
      return { allowed: false, limit, remaining: 0, retryAfterSeconds, windowStart };
    }
    window.count++;
    return {
      allowed: true,
      limit,
      remaining: limit - window.count,
      retryAfterSeconds,
      windowStart,
    };
  }

  /**
   * Gives back an allowed hit that turned out not to count (a right password, a guess that was
   * never checked). Counting first and giving back after, rather than counting once the outcome
   * is known, keeps requests in flight at once within the limit too.
   */
  refund(key: string, decision: RateDecision): void {
    const window = this.#windows.get(key);
    if (decision.allowed && window?.start === decision.windowStart && window.count > 0) {
      window.count--;
    }
  }

  /** Forgets finished windows so that the map stays small with many keys or addresses. */
  #sweep(now: number): void {
    for (const [key, window] of this.#windows) {
      if (now - window.start >= this.#options.windowMs) this.#windows.delete(key);
    }
  }
}
