import { type ErrorCodeOf, SeoReportError } from '../../shared/errors.js';
import type { Analysis } from '../analyzer/types.js';
import type { AnalyzeFunction, Logger } from './options.js';
import type { ReportRecord, ReportStore } from './report-store.js';
import { StorageError } from './storage-health.js';

// Generation runs in the background with a fixed number of workers. The queue holds only report
// ids; the truth (pending, running, generated, failed) lives in SQLite, so a stop at any moment
// loses nothing: whatever was pending or running is pending again at the next start.

type StopReason = 'shutdown' | 'superseded' | 'deleted';

interface Running {
  controller: AbortController;
  generation: number;
  stopReason: StopReason | null;
  done: Promise<void>;
}

export class QueueFullError extends SeoReportError {
  override name = 'QueueFullError';
  get errorCode(): ErrorCodeOf<'QueueFullError'> {
    return 'SEO_QUEUE_FULL';
  }
}

interface GenerationQueueOptions {
  store: ReportStore;
  analyze: AnalyzeFunction;
  concurrency: number;
  maxQueued: number;
  allowPrivateNetwork: boolean;
  timeoutMs: number;
  logger: Logger;
}

/** How long close() lets analyses react to their abort before it stops waiting for them. */
const SHUTDOWN_GRACE_MS = 5_000;

export class GenerationQueue {
  readonly #options: GenerationQueueOptions;
  /** FIFO of ids waiting for a worker; a Set keeps insertion order and drops duplicates. */
  readonly #queued = new Set<number>();
  readonly #running = new Map<number, Running>();
  readonly #waiters = new Map<number, Array<() => void>>();
  /**
   * Reports a storage failure left behind (a full disk): id to the generation whose outcome
   * could not be stored, or null when the report could not even be claimed (still pending).
   */
  readonly #unstored = new Map<number, number | null>();
  #closing = false;

  constructor(options: GenerationQueueOptions) {
    this.#options = options;
    options.store.onStorageRecovered(() => this.#retryUnstored());
  }

  /**
   * When writes succeed again, generations whose outcome was lost to the failure run again:
   * their reports were left "running" in the database, where nothing else would pick them up
   * before the next start.
   */
  #retryUnstored(): void {
    if (this.#closing) return;
    for (const [id, generation] of [...this.#unstored]) {
      try {
        if (generation !== null) this.#options.store.release(id, generation);
      } catch {
        return; // Still failing: the next recovery tries again.
      }
      this.#unstored.delete(id);
      void this.enqueue(id);
    }
  }

  get queuedCount(): number {
    return this.#queued.size;
  }

  /** Refuses new work when the backlog is full (checked before a report is created). */
  assertRoom(): void {
    if (this.#queued.size >= this.#options.maxQueued) {
      throw new QueueFullError(`${this.#queued.size} reports are already waiting for generation`);
    }
  }

  /**
   * Schedules the report's pending generation. The promise settles when that generation has
   * finished (generated or failed), when the report is deleted, or when the service stops.
   */
  enqueue(id: number): Promise<void> {
    const settled = this.#settling(id);
    if (this.#closing) {
      this.#settle(id);
      return settled;
    }
    const running = this.#running.get(id);
    if (running) this.#stop(running, 'superseded');
    this.#queued.add(id);
    this.#pump();
    return settled;
  }

  /**
   * Settles when the report's generation does (generated, failed, deleted, or the service
   * stopping); at once when none is queued or running. Long-polling reads wait on this.
   */
  whenSettled(id: number): Promise<void> {
    if (!this.#queued.has(id) && !this.#running.has(id)) return Promise.resolve();
    return this.#settling(id);
  }

  /**
   * Stores a new report through `insert` and schedules its generation, as `enqueue` does. When a
   * generator is free, the report is stored already running: its start is part of its insert,
   * not a transaction of its own (one of the three each page of an audit cost). Nothing
   * can tell the two apart: no request is served between an insert and a start that follows it
   * at once. When `insert` throws, nothing is scheduled.
   */
  create(insert: (state: 'pending' | 'running') => ReportRecord): {
    report: ReportRecord;
    settled: Promise<void>;
  } {
    const startNow =
      !this.#closing &&
      this.#running.size < this.#options.concurrency &&
      this.#nextRunnable() === undefined;
    const report = insert(startNow ? 'running' : 'pending');
    if (!startNow) return { report, settled: this.enqueue(report.id) };
    const settled = this.#settling(report.id);
    this.#begin(report.id, { targetUrl: report.targetUrl, generation: report.generation });
    return { report, settled };
  }

  /** Settles when #settle(id) is called: the report's generation is over, or the service stops. */
  #settling(id: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const list = this.#waiters.get(id) ?? [];
      list.push(resolve);
      this.#waiters.set(id, list);
    });
  }

  /** Forgets a deleted report: drops it from the backlog and aborts its analysis. */
  cancel(id: number): void {
    this.#queued.delete(id);
    const running = this.#running.get(id);
    if (running) this.#stop(running, 'deleted');
    this.#settle(id);
  }

  /**
   * Stops taking work and aborts running analyses. Their reports go back to pending in the
   * database at once, so the next start requeues them even if an analyzer ignores its signal.
   */
  async close(): Promise<void> {
    this.#closing = true;
    this.#queued.clear();
    const running = [...this.#running.entries()];
    for (const [id, entry] of running) {
      this.#stop(entry, 'shutdown');
      try {
        this.#options.store.release(id, entry.generation);
      } catch (error) {
        // Left as running in the database: the next start requeues running reports too.
        this.#options.logger.error(`report ${id}: cannot requeue: ${oneLine(error)}`);
      }
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(running.map(([, entry]) => entry.done)),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, SHUTDOWN_GRACE_MS);
      }),
    ]);
    clearTimeout(timer);
    for (const id of [...this.#waiters.keys()]) this.#settle(id);
  }

  #stop(entry: Running, reason: StopReason): void {
    if (entry.stopReason) return;
    entry.stopReason = reason;
    entry.controller.abort(new Error(`generation stopped: ${reason}`));
  }

  #settle(id: number): void {
    const list = this.#waiters.get(id);
    this.#waiters.delete(id);
    for (const resolve of list ?? []) resolve();
  }

  #pump(): void {
    while (!this.#closing && this.#running.size < this.#options.concurrency) {
      const next = this.#nextRunnable();
      if (next === undefined) return;
      this.#queued.delete(next);
      this.#start(next);
    }
  }

  /** The oldest queued id whose previous (superseded) run has finished aborting. */
  #nextRunnable(): number | undefined {
    for (const id of this.#queued) if (!this.#running.has(id)) return id;
    return undefined;
  }

  #start(id: number): void {
    const { store, logger } = this.#options;
    let claim: ReturnType<ReportStore['claim']>;
    try {
      claim = store.claim(id);
    } catch (error) {
      // The database is locked by another process, or full: the report stays pending in the
      // database; it is enqueued again when writes succeed again after a failure (full), by
      // the next request that enqueues it, or at the next start.
      if (error instanceof StorageError) this.#unstored.set(id, null);
      else logger.error(`report ${id}: cannot start generation: ${oneLine(error)}`);
      this.#settle(id);
      return;
    }
    if (!claim) {
      // Deleted, or already settled by an earlier run: nothing to do.
      if (!this.#queued.has(id)) this.#settle(id);
      return;
    }
    this.#begin(id, claim);
  }

  /** Runs the generation of a report now stored as running (claimed, or inserted so). */
  #begin(id: number, claim: { targetUrl: string; generation: number }): void {
    const { logger } = this.#options;
    const entry: Running = {
      controller: new AbortController(),
      generation: claim.generation,
      stopReason: null,
      done: Promise.resolve(),
    };
    this.#running.set(id, entry);
    entry.done = this.#run(id, claim.targetUrl, entry)
      .catch((error: unknown) => {
        // Storing the outcome failed (database locked or closed): the report stays running in
        // the database and is requeued at the next start. Never an unhandled rejection.
        // A storage failure was logged once by the store, not once per report; the generation
        // runs again when writes succeed again.
        if (error instanceof StorageError) this.#unstored.set(id, entry.generation);
        else {
          logger.error(`report ${id}: cannot store the generation: ${oneLine(error)}`);
        }
      })
      .finally(() => {
        this.#running.delete(id);
        if (entry.stopReason !== 'superseded') this.#settle(id);
        this.#pump();
      });
  }

  async #run(id: number, targetUrl: string, entry: Running): Promise<void> {
    const { store, analyze, timeoutMs, logger, allowPrivateNetwork } = this.#options;
    // The deadline aborts the controller that a stop aborts (#stop): one signal a generation,
    // and a timer cleared as soon as the analysis settles. AbortSignal.timeout() joined by
    // AbortSignal.any() cost 10 µs of the main thread a generation, and kept the timer to the
    // end of the deadline.
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      entry.controller.abort(
        new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
      );
    }, timeoutMs);
    deadline.unref();
    const signal = entry.controller.signal;
    let analysis: Analysis;
    try {
      // Raced with the signal so that an analyzer that ignores it still frees the worker.
      const analyzing = analyze(targetUrl, { signal, allowPrivateNetwork });
      analysis = await Promise.race([analyzing, rejectWhenAborted(signal, analyzing)]);
    } catch (error) {
      if (entry.stopReason) return;
      if (timedOut) {
        store.fail(
          id,
          entry.generation,
          'timeout',
          `the generation took longer than ${Math.round(timeoutMs / 1000)} s`,
        );
        return;
      }
      // The analyzer reports page problems in `failure`; a throw is a bug, kept to one line.
      logger.error(`report ${id}: the analyzer failed: ${oneLine(error)}`);
      store.fail(
        id,
        entry.generation,
        'internal_error',
        'the analyzer failed unexpectedly; try again',
      );
      return;
    } finally {
      clearTimeout(deadline);
    }
    if (entry.stopReason) return;
    store.complete(id, entry.generation, analysis);
    logger.info(
      analysis.failure
        ? `report ${id}: failed: ${analysis.failure.code}`
        : `report ${id}: generated, score ${analysis.score}`,
    );
  }
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? '';
}

/**
 * Rejects when `signal` aborts before `work` settles. The listener goes when the work settles:
 * left on the signal, it would keep the work's result (a whole analysis) alive until the
 * generation timeout fires, minutes later, for every report generated meanwhile.
 */
function rejectWhenAborted(signal: AbortSignal, work: Promise<unknown>): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    const forget = () => signal.removeEventListener('abort', onAbort);
    work.then(forget, forget);
  });
}
