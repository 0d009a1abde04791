// A small gate in front of expensive work that strangers can ask for (checking a report page
// password costs a deliberate 50 ms of scrypt on the thread pool that every request shares): a
// few run at once, a few more wait, and the rest are turned away at once instead of queueing
// until the service is slow for everyone.
import { type ErrorCodeOf, SeoReportError } from '../../shared/errors.js';

export class GateFullError extends SeoReportError {
  override name = 'GateFullError';
  get errorCode(): ErrorCodeOf<'GateFullError'> {
    return 'SEO_GATE_FULL';
  }
}

export class WorkGate {
  readonly #concurrency: number;
  readonly #maxWaiting: number;
  readonly #waiting: Array<() => void> = [];
  #running = 0;

  constructor(concurrency: number, maxWaiting: number) {
    this.#concurrency = concurrency;
    this.#maxWaiting = maxWaiting;
  }

  /** Runs `work` when a place is free; throws GateFullError when too many already wait. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#concurrency) {
      if (this.#waiting.length >= this.#maxWaiting) {
        throw new GateFullError(`${this.#running} running, ${this.#waiting.length} waiting`);
      }
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await work();
    } finally {
      // The place passes straight to the next waiter, so the count never dips and overfills.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
