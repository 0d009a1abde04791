// How the external link check treats other people's hosts (docs/links.md): a few requests in
// flight per host, a pause between two requests to the same host, and what the host says about
// its rate limit obeyed. The last is the API client's own limiter (src/client/api/rate-limiter.ts),
// one per host: it reads X-RateLimit-* and RateLimit-* on every answer, holds the host's requests
// while an announced allowance is spent, and after a 429 waits for its Retry-After (or backs off
// and probes, when the 429 says nothing). On top of it, this file adds what an API client does not
// need: the pause between requests, a bounded number of retries after a 429, and the run's own
// deadline (link-run-timeout), past which nobody waits: a wait that cannot end in time is reported
// as such at once, rather than slept through.
import pLimit, { type LimitFunction } from 'p-limit';
import { type HeaderBag, readRateLimitHeaders } from '../api/rate-limit-headers.js';
import { RateLimiter } from '../api/rate-limiter.js';

export interface HostPacerOptions {
  /** Requests in flight per host. */
  perHost: number;
  /** Least time between two requests to the same host, start to start. */
  spacingMs: number;
  /** Retries after a 429, each after the wait the host asked for. */
  retriesAfter429: number;
  now?: () => number;
}

export const DEFAULT_HOST_PACING: HostPacerOptions = {
  perHost: 2,
  spacingMs: 250,
  retriesAfter429: 2,
};

/** The external check's time: requests stop when `signal` aborts, at `endsAt` (epoch ms). */
export interface RunClock {
  signal: AbortSignal;
  endsAt: number;
}

/** What the pacer needs of an answer: its status and headers (the rate-limit fields). */
export interface PacedAnswer {
  status: number;
  headers: HeaderBag;
}

export type Paced<T> =
  /** The host answered (a 429 among them only when its retries are spent: see `rateLimited`). */
  | { kind: 'answer'; answer: T; rateLimited: RateLimitedUntil | null }
  /** Not sent: the wait the host asked for ends after the run, or the run's time ran out. */
  | { kind: 'out_of_time'; waitMs: number | null };

/** The host answered 429 on the last try; `retryAt` is when it said to come back (epoch ms). */
export interface RateLimitedUntil {
  retryAt: number | null;
}

interface Host {
  limit: LimitFunction;
  limiter: RateLimiter;
  /** When the next request may start (the spacing). */
  nextAt: number;
  /** Until when the host's last 429 asked us to wait. */
  pausedUntil: number;
}

export class HostPacer {
  private readonly options: HostPacerOptions;
  private readonly hosts = new Map<string, Host>();
  private readonly now: () => number;

  constructor(options: Partial<HostPacerOptions> = {}) {
    this.options = { ...DEFAULT_HOST_PACING, ...options };
    this.now = this.options.now ?? Date.now;
  }

  /**
   * Sends one request to `url`'s host when the host's turn comes, again after each 429 (at most
   * `retriesAfter429` times, each after the host's wait), and gives the last answer. `attempt`
   * sends it; `discard` drops an answer that will be asked again (its body).
   */
  send<T extends PacedAnswer>(
    url: string,
    run: RunClock,
    attempt: () => Promise<T>,
    discard: (answer: T) => Promise<void>,
  ): Promise<Paced<T>> {
    const host = this.hostOf(new URL(url).hostname);
    return host.limit(async () => {
      for (let retry = 0; ; retry++) {
        const slot = await this.turn(host, run);
        if (slot === null) return { kind: 'out_of_time', waitMs: host.limiter.waitMs() || null };
        let answer: T;
        try {
          answer = await attempt();
        } catch (error) {
          slot.release();
          throw error;
        }
        const at = this.now();
        const said = readRateLimitHeaders(answer.headers, at);
        slot.release({ status: answer.status, headers: said });
        if (answer.status !== 429) return { kind: 'answer', answer, rateLimited: null };
        const waitMs = said.retryAfterMs ?? said.resetInMs;
        const retryAt = waitMs === null ? null : at + waitMs;
        // The limiter holds the host as the 429 says; pausing too makes the wait exact (the
        // limiter may round a learned window down to the whole second).
        if (retryAt !== null) {
          host.limiter.pauseUntil(retryAt);
          host.pausedUntil = Math.max(host.pausedUntil, retryAt);
        }
        const inTime = retryAt === null || retryAt < run.endsAt;
        if (retry >= this.options.retriesAfter429 || !inTime)
          return { kind: 'answer', answer, rateLimited: { retryAt } };
        await discard(answer);
      }
    });
  }

  /**
   * Waits for the host's limiter and the spacing; null when the run's time runs out first or a
   * known wait would end after it.
   */
  private async turn(host: Host, run: RunClock) {
    for (;;) {
      if (this.now() + host.limiter.waitMs() >= run.endsAt) return null;
      let slot: Awaited<ReturnType<RateLimiter['acquire']>>;
      try {
        slot = await host.limiter.acquire(run.signal);
      } catch {
        return null;
      }
      const start = Math.max(this.now(), host.nextAt);
      host.nextAt = start + this.options.spacingMs;
      if (start > this.now()) {
        const waited = await sleep(start - this.now(), run.signal);
        if (!waited) {
          slot.release();
          return null;
        }
      }
      // A 429 of the other request in flight paused the host while this one slept: wait again.
      if (host.pausedUntil <= this.now()) return slot;
      slot.release();
    }
  }

  private hostOf(hostname: string): Host {
    let host = this.hosts.get(hostname);
    if (host === undefined) {
      host = {
        limit: pLimit(this.options.perHost),
        limiter: new RateLimiter({ now: this.now }),
        nextAt: 0,
        pausedUntil: 0,
      };
      this.hosts.set(hostname, host);
    }
    return host;
  }
}

/** Resolves true after `ms`, false as soon as `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
