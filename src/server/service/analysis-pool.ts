// A pool of worker threads that judge fetched pages, sized to the cores. Each job has the
// generation's signal: when it aborts (the generation timeout, a delete, a stop), the thread
// running the job is terminated, so no page, however hostile, holds a core past the deadline,
// and never the event loop that answers requests. A fresh thread takes its place on demand.
//
// Each thread is given the next page while it judges one (JOBS_PER_THREAD): it starts that page
// the moment it answers, instead of idling until the main thread, busy with a site's other pages
// (fetching, storing, answering), reads the answer and posts another. A page posted ahead is not
// yet the thread's: the thread takes its claim when it starts it (analysis-claim.ts), and until
// then the pool may take it back, to give it to a thread with nothing to do (rather than leave
// it behind a slow page) or to drop it when its signal aborts, without ending the thread.

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type ErrorCodeOf, SeoReportError } from '../../shared/errors.js';
import { analyzeDocumentPhase } from '../analyzer/analyze-document.js';
import type { PageInput } from '../analyzer/checks/context.js';
import type { AnalyzerOptions } from '../analyzer/options.js';
import type { DocumentPhase } from '../analyzer/types.js';
import { claimTaken, openClaim, withdrawClaim } from './analysis-claim.js';
import type { AnalysisJob } from './analysis-worker.js';

type JudgeOptions = AnalysisJob['options'];

/**
 * Pages posted to a thread at once: the one it judges and the next. One ahead is enough: the
 * main thread posts another while the thread judges it; more would hold pages back from a
 * thread that frees up sooner.
 */
const JOBS_PER_THREAD = 2;

/**
 * A page posted ahead that a thread has not started after this long is behind a slow page: a
 * thread that frees up takes it (a page takes milliseconds; a generation's timeout is seconds).
 */
const STUCK_AHEAD_MS = 250;

/** A page posted to a thread, judged or about to be, until its answer comes. */
interface Posted {
  id: number;
  waiting: Waiting;
  /** Taken by the thread when it starts the page (analysis-claim.ts). */
  claim: Int32Array;
  /** When it was posted (performance.now()). */
  postedAt: number;
  /** Removes the abort listener. */
  settle(): void;
}

interface Slot {
  worker: Worker;
  /** Settles when the thread has started (or failed to). */
  online: Promise<void>;
  /** Its pages in the order posted: the first is the one it judges (or starts next). */
  jobs: Posted[];
}

interface Waiting {
  input: PageInput;
  options: JudgeOptions;
  signal: AbortSignal;
  resolve(phase: DocumentPhase): void;
  reject(error: Error): void;
}

class AnalysisWorkerError extends SeoReportError {
  override name = 'AnalysisWorkerError';
  get errorCode(): ErrorCodeOf<'AnalysisWorkerError'> {
    return 'SEO_ANALYSIS_WORKER_FAILED';
  }
}

/**
 * How to start a worker: the bundled script beside the chunk that runs (dist/analysis-worker/
 * index.js next to dist/shared/), or, running from the TypeScript sources (tests), the .ts file
 * through Node's own type transform with .js specifiers mapped to their .ts files.
 * Null when neither is there: analyses then run on the main thread.
 */
function workerEntry(): { url: URL; execArgv: string[] } | null {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const target = new URL('./analysis-worker.ts', here).href;
    const boot = `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(TS_RESOLVE_HOOK)}));
await import(${JSON.stringify(target)});`;
    return {
      url: new URL(`data:text/javascript,${encodeURIComponent(boot)}`),
      execArgv: ['--experimental-transform-types', '--no-warnings'],
    };
  }
  // Built from parts so that the bundler does not take it for an asset to copy.
  const bundled = new URL(['..', 'analysis-worker', 'index.js'].join('/'), here);
  return existsSync(fileURLToPath(bundled)) ? { url: bundled, execArgv: [] } : null;
}

const TS_RESOLVE_HOOK = `import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export async function resolve(specifier, context, next) {
  if (specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const url = new URL(specifier, context.parentURL);
    const ts = url.href.slice(0, -3) + '.ts';
    if (url.protocol === 'file:' && !existsSync(fileURLToPath(url)) && existsSync(fileURLToPath(ts))) {
      return next(ts, context);
    }
  }
  return next(specifier, context);
}`;

export class AnalysisPool {
  readonly #size: number;
  readonly #entry: ReturnType<typeof workerEntry>;
  readonly #slots = new Set<Slot>();
  readonly #waiting: Waiting[] = [];
  #nextId = 1;
  #closed = false;

  constructor(size: number = availableParallelism()) {
    this.#size = Math.max(1, size);
    this.#entry = workerEntry();
  }

  /** Whether analyses run in worker threads (false: on the main thread, no bundled worker). */
  get threaded(): boolean {
    return this.#entry !== null;
  }

  /**
   * Judges a fetched page in a worker (its document phase: the analysis, and the images left to
   * weigh); rejects with the signal's reason when it aborts.
   */
  judge(input: PageInput, options: AnalyzerOptions, signal: AbortSignal): Promise<DocumentPhase> {
    // Only plain data crosses to the thread: the profile and the thresholds the checks read.
    const judgeOptions: JudgeOptions = {
      limits: options.limits,
      weights: options.weights,
      ...(options.checks === undefined ? {} : { checks: options.checks }),
    };
    if (this.#entry === null) return Promise.resolve(analyzeDocumentPhase(input, judgeOptions));
    if (this.#closed) return Promise.reject(new AnalysisWorkerError('the analysis pool is closed'));
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise<DocumentPhase>((resolve, reject) => {
      this.#waiting.push({ input, options: judgeOptions, signal, resolve, reject });
      this.#pump();
    });
  }

  /**
   * Starts every thread of the pool now, not at the first page; resolves when all are ready.
   * Starting a thread takes from tens of milliseconds (bundled) to a second (from the sources):
   * time a generation should not spend.
   */
  async warm(): Promise<void> {
    if (this.#entry === null || this.#closed) return;
    while (this.#slots.size < this.#size) this.#spawn();
    await Promise.all([...this.#slots].map((slot) => slot.online));
  }

  async close(): Promise<void> {
    this.#closed = true;
    const closed = () => new AnalysisWorkerError('the analysis pool is closed');
    for (const waiting of this.#waiting.splice(0)) waiting.reject(closed());
    const slots = [...this.#slots];
    for (const slot of slots) {
      for (const posted of slot.jobs.splice(0)) {
        posted.settle();
        posted.waiting.reject(closed());
      }
    }
    await Promise.all(slots.map((slot) => this.#retire(slot)));
  }

  /** Posts waiting pages: to a thread with nothing to do first, then one ahead to busy ones. */
  #pump(): void {
    while (this.#waiting.length > 0) {
      const waiting = this.#waiting[0] as Waiting;
      if (waiting.signal.aborted) {
        this.#waiting.shift();
        waiting.reject(waiting.signal.reason);
        continue;
      }
      const slot = this.#freeSlot();
      if (slot === null) return;
      this.#waiting.shift();
      this.#post(slot, waiting);
    }
  }

  /** The thread to give the next page to: an idle one, a new one, or one with room ahead. */
  #freeSlot(): Slot | null {
    let roomAhead: Slot | null = null;
    for (const slot of this.#slots) {
      if (slot.jobs.length === 0) return slot;
      if (slot.jobs.length < JOBS_PER_THREAD && roomAhead === null) roomAhead = slot;
    }
    if (this.#slots.size < this.#size) return this.#spawn();
    return roomAhead;
  }

  #spawn(): Slot {
    const entry = this.#entry as NonNullable<ReturnType<typeof workerEntry>>;
    const worker = new Worker(entry.url, { execArgv: entry.execArgv });
    // Ready when the thread has loaded the analyzer and says so, not at 'online' (which comes
    // before its modules load: from the TypeScript sources, on a busy machine, seconds that the
    // first page's generation timeout would otherwise count).
    const online = new Promise<void>((resolve) => {
      const ready = (message: { ready?: boolean }) => {
        if (message?.ready !== true) return;
        worker.off('message', ready);
        resolve();
      };
      worker.on('message', ready);
      worker.once('exit', () => resolve());
    });
    const slot: Slot = { worker, online, jobs: [] };
    worker.on('message', (message: { id: number; phase?: DocumentPhase; error?: string }) => {
      // Answers come in the order the pages were posted; a page taken back gets none.
      const index = slot.jobs.findIndex((posted) => posted.id === message.id);
      if (index === -1) return;
      const [posted] = slot.jobs.splice(index, 1) as [Posted];
      posted.settle();
      if (message.phase) posted.waiting.resolve(message.phase);
      else posted.waiting.reject(new AnalysisWorkerError(`the analysis failed: ${message.error}`));
      this.#freed(slot);
      this.#pump();
    });
    const lost = (reason: string) => {
      if (!this.#slots.delete(slot)) return;
      // The page the thread was judging failed with it: the last it took (one taken before was
      // judged, its answer lost with the thread). Those it had not started go elsewhere.
      const jobs = slot.jobs.splice(0);
      const running = jobs.findLastIndex((posted) => claimTaken(posted.claim));
      if (running !== -1) {
        const [posted] = jobs.splice(running, 1) as [Posted];
        posted.settle();
        posted.waiting.reject(new AnalysisWorkerError(reason));
      }
      this.#requeue(jobs);
      this.#pump();
    };
    worker.on('error', (error) => lost(`the analysis worker failed: ${error.message}`));
    worker.on('exit', (code) => lost(`the analysis worker stopped (exit code ${code})`));
    // An idle worker must not keep the process alive (the CLI exits when its work is done).
    // After the listeners: adding a 'message' listener refs the worker's port again.
    worker.unref();
    this.#slots.add(slot);
    return slot;
  }

  #post(slot: Slot, waiting: Waiting): void {
    const id = this.#nextId++;
    const claim = openClaim();
    const onAbort = () => this.#abort(slot, posted);
    const posted: Posted = {
      id,
      waiting,
      claim,
      postedAt: performance.now(),
      settle: () => waiting.signal.removeEventListener('abort', onAbort),
    };
    waiting.signal.addEventListener('abort', onAbort, { once: true });
    if (slot.jobs.length === 0) slot.worker.ref();
    slot.jobs.push(posted);
    const job: AnalysisJob = { id, input: waiting.input, options: waiting.options, claim };
    slot.worker.postMessage(job);
  }

  /** A page's signal aborted: taken back if its thread has not started it, else the thread ends. */
  #abort(slot: Slot, posted: Posted): void {
    const index = slot.jobs.indexOf(posted);
    if (index === -1) return;
    slot.jobs.splice(index, 1);
    posted.settle();
    if (withdrawClaim(posted.claim)) this.#freed(slot);
    else {
      // The only way to stop a synchronous parse: end the thread. Its job gets the reason; the
      // pages posted behind it, not started, go to another thread.
      this.#requeue(slot.jobs.splice(0));
      void this.#retire(slot);
    }
    posted.waiting.reject(posted.waiting.signal.reason);
    this.#pump();
  }

  /** A thread has finished or dropped a page: it may take one stuck ahead of another thread. */
  #freed(slot: Slot): void {
    // A thread with nothing left to judge must not keep the process alive.
    if (slot.jobs.length === 0) slot.worker.unref();
    this.#takeOver(slot);
  }

  /**
   * A thread with room takes back a page posted ahead to another thread that has not started it:
   * at once when it has nothing to do and no page waits, or when the page has been there longer
   * than STUCK_AHEAD_MS (behind a slow page, while pages keep coming for this thread). A page
   * never waits behind a slow one, to time out with it, while another thread goes on.
   */
  #takeOver(free: Slot): void {
    if (free.jobs.length >= JOBS_PER_THREAD) return;
    const idle = free.jobs.length === 0 && this.#waiting.length === 0;
    const stuckSince = performance.now() - STUCK_AHEAD_MS;
    for (const slot of this.#slots) {
      if (slot === free || slot.jobs.length < 2) continue;
      const ahead = slot.jobs[slot.jobs.length - 1] as Posted;
      if (!idle && ahead.postedAt > stuckSince) continue;
      if (!withdrawClaim(ahead.claim)) continue;
      slot.jobs.pop();
      ahead.settle();
      this.#post(free, ahead.waiting);
      return;
    }
  }

  /** Pages posted to a thread that will not judge them, back at the head of the line. */
  #requeue(jobs: Posted[]): void {
    const back: Waiting[] = [];
    for (const posted of jobs) {
      posted.settle();
      // The thread is gone or going: a claim it has not taken stays with the pool.
      withdrawClaim(posted.claim);
      back.push(posted.waiting);
    }
    this.#waiting.unshift(...back);
  }

  async #retire(slot: Slot): Promise<void> {
    this.#slots.delete(slot);
    // Keep the pool full: the replacement starts now, not when the next page needs it.
    if (!this.#closed && this.#waiting.length === 0) void this.warm();
    await slot.worker.terminate();
  }
}

const shared = new Map<number, AnalysisPool>();
/** Running services using each shared pool (joinSharedAnalysisPool, leaveSharedAnalysisPool). */
const users = new Map<number, number>();

/**
 * The process's pool of `size` workers, shared by every service it runs (tests and the CLI may
 * start several): threads are started once, and idle ones do not keep the process alive. A
 * service's stop aborts its own generations, which ends the threads they were running on.
 */
export function sharedAnalysisPool(size: number): AnalysisPool {
  let pool = shared.get(size);
  if (!pool) {
    pool = new AnalysisPool(size);
    shared.set(size, pool);
  }
  return pool;
}

/** The process's pool of `size` workers, counted as used by one more service until it leaves. */
export function joinSharedAnalysisPool(size: number): AnalysisPool {
  users.set(size, (users.get(size) ?? 0) + 1);
  return sharedAnalysisPool(size);
}

/**
 * One service less uses the pool of `size`. With `end`, and no other service using it, its
 * threads end and a later service gets a new pool.
 */
export async function leaveSharedAnalysisPool(size: number, end: boolean): Promise<void> {
  const left = (users.get(size) ?? 1) - 1;
  users.set(size, left);
  const pool = shared.get(size);
  if (!end || left > 0 || pool === undefined) return;
  shared.delete(size);
  await pool.close();
}
