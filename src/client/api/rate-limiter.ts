// Paces requests so that a run stays under the service's rate limit instead of collecting 429s,
// without ever assuming how long the service's window is. One limiter is shared by every
// concurrent caller of a client.
//
// The model is the fixed window that deployed services use (Laravel's throttle): `limit`
// requests, counted from the first request that arrives after the previous window ended. We
// count a window from the moment we SENT its first request, so a slow answer (a synchronous
// service audits the page inside the POST) never holds a slot longer than the service does.
// What we do not know we learn from the answers, and never guess in the slow direction:
//   - the limit: X-RateLimit-Limit or the IETF fields; or, from a service that says nothing
//     until it refuses, the number of requests it accepted before its first 429;
//   - when the window ends: a reset field (delta or epoch), a 429's Retry-After, the moment
//     Remaining jumps back up, or a stated policy (RateLimit-Policy w=);
//   - the window's length: the stated policy, else bounded from those events (see learnLength).
// While the allowance is spent and its end unknown, everyone waits and ONE request goes as a
// probe; what its answer says is obeyed. A 429 without Retry-After backs off from about 1 s,
// still one probe at a time. So a run pays at most one 429 for each thing it had to learn.

import type { RateLimitHeaders } from './rate-limit-headers.js';

export interface RateLimiterOptions {
  /** A window length known in advance; default: learned from the service. */
  windowMs?: number | null;
  /** Requests per window before the service has told us its limit; default: unknown. */
  initialLimit?: number | null;
  /** Requests sent before the first answer has told us anything; default 4. */
  coldBurst?: number;
  /** First pause after a 429 that says nothing of when to come back. */
  firstBackoffMs?: number;
  maxBackoffMs?: number;
  now?: () => number;
}

/** What the transport saw of one answer; omitted when no answer came (a network error). */
export interface RateLimitObservation {
  status: number;
  headers: RateLimitHeaders;
}

interface RateLimitSlot {
  /** Call once the answer has arrived (with what it said), or the attempt failed (without). */
  release(observation?: RateLimitObservation): void;
}

interface Waiter {
  resolve: (slot: RateLimitSlot) => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

/** One request as the window counts it. */
interface Sent {
  at: number;
  window: Window;
  /** Requests of its window answered before it was sent: the service had counted them. */
  answeredBefore: number;
  probe: boolean;
  answered: boolean;
  /** Where the service counted it in its window (from Remaining); null until that is known. */
  counted: number | null;
}

interface Window {
  /** When its first request was sent; null until one is. */
  start: number | null;
  /** Requests the service has counted in it (ours, and others' that Remaining revealed). */
  used: number;
  /** Our requests sent in it, in order (those forgotten below excepted). */
  sent: Sent[];
  /**
   * Our requests answered while nothing was known of the limit, forgotten from the front of
   * `sent`: counted, no longer kept one by one (see forgetAnswered).
   */
  forgotten: number;
  /** Requests the service had counted in it before our first one (others', or ours it moved). */
  before: number;
  answered: number;
  /** Answers other than 429 (what a service that announces nothing allowed). */
  accepted: number;
  /** The service refused a request in it: whatever the counts say, its allowance is spent. */
  spent: boolean;
  /** When the service said it ends; null when it did not. */
  endsAt: number | null;
  /** The start of the window we left when we began this one on our own estimate of its end. */
  rolledFrom: number | null;
  /** Its first requests went just before the service's previous window ended (arrivedLate). */
  late: boolean;
}

const SECOND = 1000;

export class RateLimiter {
  private limit: number | null;
  /** True when the limit was inferred from a 429 rather than stated. */
  private limitInferred = false;
  private windowMs: number | null;
  /** Whether windowMs was stated (an option or RateLimit-Policy) rather than inferred. */
  private windowStated: boolean;
  /** The longest elapsed time at which the service still refused: the window is longer. */
  private windowAtLeast = 0;
  private window: Window = newWindow();
  /** False until the first answer: only a few requests go before anything is known. */
  private learned: boolean;
  private readonly coldBurst: number;
  private probeInFlight = false;
  /** After a 429 without Retry-After: one request at a time until one is accepted. */
  private probing = false;
  private backoffMs: number;
  /** How much later than we count them the service has been seen to open its windows. */
  private lateMs = 0;
  private pausedUntil = 0;
  private inFlight = 0;
  private queue: Waiter[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly firstBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly now: () => number;

  constructor(options: RateLimiterOptions = {}) {
    this.windowMs = options.windowMs ?? null;
    this.windowStated = this.windowMs !== null;
    this.limit = options.initialLimit ?? null;
    this.learned = this.limit !== null;
    this.coldBurst = Math.max(1, options.coldBurst ?? 4);
    this.firstBackoffMs = options.firstBackoffMs ?? 1_000;
    this.maxBackoffMs = options.maxBackoffMs ?? 60_000;
    this.backoffMs = this.firstBackoffMs;
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

  /** Holds every caller until the given time (a 503's Retry-After). */
  pauseUntil(time: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, time);
    this.pump();
  }

  get state(): {
    limit: number | null;
    windowMs: number | null;
    used: number;
    inFlight: number;
    queued: number;
    /** Requests of the current window remembered one by one. */
    remembered: number;
  } {
    return {
      limit: this.limit,
      windowMs: this.windowMs,
      used: this.window.used,
      inFlight: this.inFlight,
      queued: this.queue.length,
      remembered: this.window.sent.length,
    };
  }

  /** How long a request asking now would wait, as far as we know (0 while a probe decides). */
  waitMs(): number {
    const { wait } = this.nextSend(this.now());
    return Number.isFinite(wait) ? wait : 0;
  }

  /** What we leave after a window we counted from our own send (see margin), and learned lateness. */
  private slack(windowMs: number): number {
    return margin(windowMs) + this.lateMs;
  }

  /** When the current window ends, as far as we know; null when we do not. */
  private windowEnd(): number | null {
    const { start, endsAt } = this.window;
    if (endsAt !== null) return endsAt;
    if (start === null || this.windowMs === null) return null;
    return start + this.windowMs + this.slack(this.windowMs);
  }

  /** How long the next request must wait (Infinity: until an answer), and whether it probes. */
  private nextSend(now: number): { wait: number; probe: boolean } {
    if (this.pausedUntil > now) return { wait: this.pausedUntil - now, probe: false };
    // A large cold burst would all be sent before the first answer tells us the limit; a few
    // (the engine's usual concurrency) cost no more than one generation time to hold back.
    if (!this.learned && this.inFlight >= this.coldBurst) return { wait: Infinity, probe: false };
    if (this.probeInFlight) return { wait: Infinity, probe: false };
    const end = this.windowEnd();
    if (end !== null && now >= end) {
      const estimated = this.window.endsAt === null;
      const previous = this.window.start;
      this.window = newWindow();
      if (estimated) this.window.rolledFrom = previous;
      return this.nextSend(now);
    }
    if (this.probing) return { wait: 0, probe: true };
    if (this.limit !== null && this.window.used >= this.limit) {
      if (end !== null) return { wait: end - now, probe: false };
      // Spent, and no idea when it comes back: ask once, everyone else waits for the answer.
      return { wait: 0, probe: true };
    }
    return { wait: 0, probe: false };
  }

  private pump(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.queue.length > 0) {
      const now = this.now();
      const { wait, probe } = this.nextSend(now);
      if (wait > 0) {
        if (Number.isFinite(wait)) this.timer = setTimeout(() => this.pump(), Math.ceil(wait));
        return;
      }
      const waiter = this.queue.shift() as Waiter;
      waiter.signal?.removeEventListener('abort', waiter.onAbort);
      waiter.resolve(this.send(now, probe));
    }
  }

  private send(now: number, probe: boolean): RateLimitSlot {
    const window = this.window;
    window.start ??= now;
    window.used += 1;
    const sent: Sent = {
      at: now,
      window,
      answeredBefore: window.answered,
      probe,
      answered: false,
      counted: null,
    };
    window.sent.push(sent);
    this.inFlight += 1;
    if (probe) this.probeInFlight = true;
    let released = false;
    return {
      release: (observation) => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
        this.learned = true;
        if (probe) this.probeInFlight = false;
        sent.answered = true;
        sent.window.answered += 1;
        if (observation) this.observe(sent, observation);
        if (this.limit === null) forgetAnswered(sent.window);
        this.pump();
      },
    };
  }

  private observe(sent: Sent, { status, headers }: RateLimitObservation): void {
    const now = this.now();
    if (headers.windowMs !== null) {
      this.windowMs = headers.windowMs;
      this.windowStated = true;
    }
    if (headers.limit !== null && headers.limit > 0) {
      this.limit = headers.limit;
      this.limitInferred = false;
    }
    if (status === 429) {
      this.refused(sent, headers, now);
      return;
    }
    this.backoffMs = this.firstBackoffMs;
    const wasProbing = this.probing;
    this.probing = false;
    const window = sent.window;
    window.accepted += 1;
    if (this.limitInferred && this.limit !== null && window.accepted > this.limit) {
      this.limit = window.accepted;
    }
    if (window !== this.window) return; // about a window that is over
    const index = window.sent.indexOf(sent);
    if (headers.remaining !== null && this.limit !== null) {
      const counted = this.limit - headers.remaining;
      sent.counted = counted;
      if (counted < sent.answeredBefore + 1) {
        // The service counts fewer than it had certainly seen: its window restarted, at the
        // latest with this request.
        this.restartWindowAt(index, counted);
      } else {
        window.used = Math.max(countedInWindow(window), window.spent ? this.limit : 0);
      }
    } else if ((sent.probe || wasProbing) && window.used > (this.limit ?? Infinity)) {
      // Accepted past the allowance, with nothing said: the window restarted with this probe.
      this.restartWindowAt(index, 1);
    }
    if (headers.resetInMs !== null && this.window === window) {
      this.resetIn(headers.resetInMs, headers.resetSlackMs, now);
    }
  }

  /**
   * A reset field: the window ends within `slackMs` before `now + resetInMs` (services round
   * the seconds up). Each answer narrows it; with the window's start, it also gives its length.
   */
  private resetIn(resetInMs: number, slackMs: number, now: number): void {
    const window = this.window;
    const end = now + resetInMs;
    window.endsAt = Math.min(window.endsAt ?? Infinity, end);
    if (window.start === null) return;
    if (!this.windowStated) {
      const elapsed = now - window.start;
      this.learnLength(
        Math.max(this.windowAtLeast, elapsed + resetInMs - slackMs),
        end - window.start,
      );
    }
    const windowMs = this.windowMs as number;
    window.endsAt = Math.min(window.endsAt, window.start + windowMs + this.slack(windowMs));
  }

  /** A new window began with our request at `index`; `counted` is its count at that request. */
  private restartWindowAt(index: number, counted: number): void {
    const old = this.window;
    const first = old.sent[index] as Sent;
    if (old.start !== null && !this.windowStated) {
      // It ended after the previous request arrived and before this one did.
      const previous = old.sent[index - 1];
      const atLeast = Math.max(this.windowAtLeast, previous ? previous.at - old.start : 0);
      this.learnLength(atLeast, first.at - old.start);
    }
    const carried = old.sent.slice(index);
    const fresh = newWindow();
    fresh.start = first.at;
    fresh.sent = carried;
    fresh.before = counted - 1;
    fresh.used = fresh.before + carried.length;
    fresh.answered = carried.filter((s) => s.answered).length;
    for (const sent of carried) sent.window = fresh;
    this.window = fresh;
  }

  private refused(sent: Sent, headers: RateLimitHeaders, now: number): void {
    const window = this.window;
    // A refusal of a request sent in a window we have since left (its answer came late) speaks
    // of that window: its end has passed, and it says nothing about the one we are in now.
    if (sent.window !== window) return;
    if (window.late && sent.at <= (window.start as number)) {
      // Another request of the burst that went just too early (see arrivedLate): not counted.
      this.uncount(sent);
      return;
    }
    if (window.accepted === 0 && window.rolledFrom !== null) {
      // We began this window too early: the service is still in the one we left.
      const overshoot =
        this.windowMs === null ? Infinity : sent.at - window.rolledFrom - this.windowMs;
      if (this.windowMs !== null && overshoot < this.windowMs / 10 && this.mayBeLate()) {
        this.arrivedLate(sent, overshoot, this.windowMs, now);
        return;
      }
      window.start = window.rolledFrom;
      window.rolledFrom = null;
    }
    if (this.limit === null || this.limitInferred) {
      // Nothing announced: it allows what it accepted before refusing.
      this.limit = Math.max(1, window.accepted, this.limitInferred ? (this.limit ?? 1) : 1);
      this.limitInferred = true;
    }
    window.used = Math.max(window.used, this.limit);
    window.spent = true;
    const waitMs = headers.retryAfterMs ?? headers.resetInMs;
    if (waitMs === null) {
      this.probing = true;
      this.pausedUntil = Math.max(this.pausedUntil, now + this.backoffMs);
      this.backoffMs = Math.min(this.maxBackoffMs, Math.round(this.backoffMs * 1.5));
      return;
    }
    this.probing = false;
    this.backoffMs = this.firstBackoffMs;
    let endsAt = now + waitMs;
    if (window.start !== null && !this.windowStated) {
      // Whole seconds, rounded up: the window ends after sent + (wait - 1 s), by now + wait.
      const elapsed = sent.at - window.start;
      this.windowAtLeast = Math.max(this.windowAtLeast, elapsed, elapsed + waitMs - SECOND);
      this.learnLength(this.windowAtLeast, now - window.start + waitMs);
    }
    if (this.windowMs !== null && window.start !== null) {
      endsAt = Math.min(endsAt, window.start + this.windowMs + this.slack(this.windowMs));
    }
    window.endsAt = endsAt;
  }

  /**
   * Whether a refusal just after our estimate of a window's end can be put down to the service
   * opening its windows late rather than to a wrong length: the length was stated, or learned
   * as the whole seconds services count in, and the slack for lateness has room to grow. When it
   * has none, the length is what is wrong, and it is learned again.
   */
  private mayBeLate(): boolean {
    const windowMs = this.windowMs;
    if (windowMs === null || this.lateMs >= windowMs / 10) return false;
    return this.windowStated || windowMs % SECOND === 0;
  }

  /**
   * Refused just after the window we counted had ended: the length is right, but the service
   * opened that window when its first request ARRIVED, later than we sent it (a slow network, a
   * loaded machine). From now on leave more time after each window (three times what would have
   * been enough here, at most a tenth of a window), count this window from the refused request,
   * which the service did not count, and let its old window end before anyone goes again. Its
   * Retry-After, in whole seconds, would hold everyone for up to a second for a few milliseconds.
   */
  private arrivedLate(sent: Sent, overshootMs: number, windowMs: number, now: number): void {
    const window = this.window;
    this.lateMs = Math.min(windowMs / 10, Math.max(2 * this.lateMs, 3 * overshootMs, 50));
    window.start = Math.max(window.start ?? sent.at, sent.at);
    window.late = true;
    window.rolledFrom = null;
    window.endsAt = null;
    this.uncount(sent);
    this.pausedUntil = Math.max(this.pausedUntil, now + this.lateMs);
  }

  /** A refused request the service did not count in the current window. */
  private uncount(sent: Sent): void {
    const window = this.window;
    window.used = Math.max(0, window.used - 1);
    window.sent = window.sent.filter((s) => s !== sent);
  }

  /**
   * The window's length from what we know: longer than `atLeast`, at most `atMost`. Services
   * count in whole seconds (Retry-After, Reset, a decay in seconds), so the first whole second
   * in that range is the answer; when that is wrong, the next 429 raises `atLeast` past it.
   */
  private learnLength(atLeast: number, atMost: number): void {
    const wholeSecond = (Math.floor(atLeast / SECOND) + 1) * SECOND;
    const guess = wholeSecond <= atMost ? wholeSecond : Math.max(atMost, atLeast + 1);
    this.windowMs =
      this.windowMs === null || this.windowMs <= atLeast ? guess : Math.min(this.windowMs, guess);
  }
}

function newWindow(): Window {
  return {
    start: null,
    used: 0,
    sent: [],
    forgotten: 0,
    before: 0,
    answered: 0,
    accepted: 0,
    spent: false,
    endsAt: null,
    rolledFrom: null,
    late: false,
  };
}

/**
 * What the service will have counted in the window once our requests in flight arrive: at least
 * all of ours, and at least the count of the answer it counted last plus our unanswered requests
 * sent after that one (which reveals others' requests). "Counted last" is the highest count, not
 * the answer that came back last: requests overtake each other on the way, and taking the last
 * answer's count plus everything sent after it counted the overtaken ones twice.
 */
function countedInWindow(window: Window): number {
  const ours = window.before + window.forgotten + window.sent.length;
  let top = -1;
  for (let i = 0; i < window.sent.length; i++) {
    const counted = window.sent[i]?.counted ?? null;
    if (counted !== null && (top < 0 || counted > (window.sent[top]?.counted as number))) top = i;
  }
  if (top < 0) return ours;
  let inFlightAfter = 0;
  for (let i = top + 1; i < window.sent.length; i++) if (!window.sent[i]?.answered) inFlightAfter++;
  return Math.max(ours, (window.sent[top]?.counted as number) + inFlightAfter);
}

/**
 * Forgets the answered requests at the front of the window's list, keeping their count. Called
 * while nothing is known of the limit: no answer has been placed in the window then (`counted`
 * needs the limit) and none will be, so only the count of the earlier ones matters. A service
 * that never states a limit (the embedded one) keeps one window for the whole run, whose list
 * otherwise held every request of it, each answer searching it from the start.
 */
function forgetAnswered(window: Window): void {
  let answered = 0;
  while (answered < window.sent.length && window.sent[answered]?.answered) answered += 1;
  if (answered === 0) return;
  window.sent.splice(0, answered);
  window.forgotten += answered;
}

/**
 * Slack after a window we counted from our own send: the service starts it when the request
 * arrives. 1% plus 10 ms covers that trip and timer granularity for any window length.
 */
function margin(windowMs: number): number {
  return Math.ceil(windowMs / 100) + 10;
}
