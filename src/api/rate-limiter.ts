// Paces requests so that a run stays under the service's rate limit instead of collecting 429s.
// One limiter is shared by every concurrent caller of a client.
//
// Deployed services allow N requests a minute (X-RateLimit-Limit) in a fixed window; others use
// sliding windows or token buckets. Allowing at most N requests in ANY window of that length
// satisfies all three. A request counts from the moment it is sent until one window after its
// answer arrived (the latest moment the service can have counted it), so slow answers and clock
// offsets between client and service cannot push us over.

export interface RateLimiterOptions {
  /** Length of the service's window; deployed services count per minute. */
  windowMs?: number;
  /** Requests per window before the service has told us its limit; default: unlimited. */
  initialLimit?: number | null;
  now?: () => number;
}

interface Waiter {
  resolve: (slot: RateLimitSlot) => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

export interface RateLimitSlot {
  /** Call once the answer has arrived (or the attempt failed). */
  release(): void;
}

export class RateLimiter {
  readonly windowMs: number;
  private limit: number | null;
  /** False until the first answer: one request probes the limit before any burst. */
  private learned: boolean;
  private remaining: number | null = null;
  private exhaustedAt = 0;
  private pausedUntil = 0;
  private inFlight = 0;
  /** Answer times of finished requests still inside the window, oldest first. */
  private finished: number[] = [];
  private queue: Waiter[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly now: () => number;

  constructor(options: RateLimiterOptions = {}) {
    this.windowMs = options.windowMs ?? 60_000;
    this.limit = options.initialLimit ?? null;
    this.learned = this.limit !== null;
    this.now = options.now ?? Date.now;
  }

  /** Waits for a slot. Rejects with the signal's reason if it aborts while waiting. */
  acquire(signal?: AbortSignal): Promise<RateLimitSlot> {
    // A rejection, never a synchronous throw: callers attach their handling to the promise.
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<RateLimitSlot>((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        signal,
        onAbort: () => {
          this.queue = this.queue.filter((w) => w !== waiter);
          reject(signal?.reason);
          this.pump();
        },
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      this.queue.push(waiter);
      this.pump();
    });
  }

  /** Reads X-RateLimit-Limit and X-RateLimit-Remaining from an answer. */
  observe(limit: number | null, remaining: number | null): void {
    if (limit !== null && limit > 0) this.limit = limit;
    if (remaining !== null && remaining >= 0) {
      this.remaining = remaining;
      if (remaining === 0) this.exhaustedAt = this.now();
    }
    this.pump();
  }

  /** Holds every caller until the given time (a 429's or 503's Retry-After). */
  pauseUntil(time: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, time);
    this.pump();
  }

  get state(): {
    limit: number | null;
    remaining: number | null;
    inFlight: number;
    queued: number;
  } {
    return {
      limit: this.limit,
      remaining: this.remaining,
      inFlight: this.inFlight,
      queued: this.queue.length,
    };
  }

  /** How long the next request must wait: 0 now, Infinity until some request finishes. */
  private delayBeforeNext(now: number): number {
    if (this.pausedUntil > now) return this.pausedUntil - now;
    const span = this.windowMs + this.margin();
    while (this.finished.length > 0 && (this.finished[0] as number) + span <= now)
      this.finished.shift();
    const oldestExpiry =
      this.finished.length > 0 ? (this.finished[0] as number) + span - now : Infinity;
    // A cold burst would all be sent before the first answer tells us the limit.
    if (!this.learned && this.inFlight > 0) return Infinity;
    if (this.limit !== null && this.inFlight + this.finished.length >= this.limit)
      return oldestExpiry;
    // The service says the window is used up (another client shares the key, or its window is
    // aligned differently): wait until our oldest request leaves it, or a whole window.
    if (this.remaining === 0) {
      const wait = Math.min(oldestExpiry, this.exhaustedAt + span - now);
      if (wait > 0) return wait;
      this.remaining = null;
    }
    return 0;
  }

  /** A little slack beyond the window: 1% plus 10 ms covers timer and clock granularity. */
  private margin(): number {
    return Math.ceil(this.windowMs / 100) + 10;
  }

  private pump(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.queue.length > 0) {
      const wait = this.delayBeforeNext(this.now());
      if (wait > 0) {
        if (Number.isFinite(wait)) {
          this.timer = setTimeout(() => this.pump(), Math.ceil(wait));
        }
        return;
      }
      const waiter = this.queue.shift() as Waiter;
      waiter.signal?.removeEventListener('abort', waiter.onAbort);
      this.inFlight += 1;
      waiter.resolve(this.slot());
    }
  }

  private slot(): RateLimitSlot {
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
        this.learned = true;
        this.finished.push(this.now());
        this.pump();
      },
    };
  }
}
