// A pool of worker threads that judge fetched pages, sized to the cores. Each job has the
// generation's signal: when it aborts (the generation timeout, a delete, a stop), the thread
// running the job is terminated, so no page, however hostile, holds a core past the deadline,
// and never the event loop that answers requests. A fresh thread takes its place on demand.

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type ErrorCodeOf, SeoReportError } from '../../shared/errors.js';
import { analyzeDocumentPhase } from '../analyzer/analyze-document.js';
import type { PageInput } from '../analyzer/checks/context.js';
import type { AnalyzerOptions } from '../analyzer/options.js';
import type { DocumentPhase } from '../analyzer/types.js';
import type { AnalysisJob } from './analysis-worker.js';

type JudgeOptions = AnalysisJob['options'];

interface Slot {
  worker: Worker;
  /** Settles when the thread has started (or failed to). */
  online: Promise<void>;
  job: { id: number; resolve(phase: DocumentPhase): void; reject(error: Error): void } | null;
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
  readonly #idle: Slot[] = [];
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
    while (this.#slots.size < this.#size) this.#idle.push(this.#spawn());
    await Promise.all([...this.#slots].map((slot) => slot.online));
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const waiting of this.#waiting.splice(0)) {
      waiting.reject(new AnalysisWorkerError('the analysis pool is closed'));
    }
    await Promise.all([...this.#slots].map((slot) => this.#retire(slot)));
  }

  #pump(): void {
    while (this.#waiting.length > 0) {
      const waiting = this.#waiting[0] as Waiting;
      if (waiting.signal.aborted) {
        this.#waiting.shift();
        waiting.reject(waiting.signal.reason);
        continue;
      }
      const slot = this.#idle.pop() ?? (this.#slots.size < this.#size ? this.#spawn() : null);
      if (slot === null) return;
      this.#waiting.shift();
      this.#start(slot, waiting);
    }
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
    const slot: Slot = { worker, online, job: null };
    worker.on('message', (message: { id: number; phase?: DocumentPhase; error?: string }) => {
      const job = slot.job;
      if (job === null || job.id !== message.id) return;
      slot.job = null;
      slot.worker.unref();
      if (message.phase) job.resolve(message.phase);
      else job.reject(new AnalysisWorkerError(`the analysis failed: ${message.error}`));
      this.#idle.push(slot);
      this.#pump();
    });
    const lost = (reason: string) => {
      if (!this.#slots.delete(slot)) return;
      const index = this.#idle.indexOf(slot);
      if (index !== -1) this.#idle.splice(index, 1);
      slot.job?.reject(new AnalysisWorkerError(reason));
      slot.job = null;
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

  #start(slot: Slot, waiting: Waiting): void {
    const id = this.#nextId++;
    const onAbort = () => {
      // The only way to stop a synchronous parse: end the thread. Its job gets the reason.
      const job = slot.job;
      slot.job = null;
      void this.#retire(slot);
      job?.reject(waiting.signal.reason);
      this.#pump();
    };
    waiting.signal.addEventListener('abort', onAbort, { once: true });
    const settle = () => waiting.signal.removeEventListener('abort', onAbort);
    slot.job = {
      id,
      resolve: (phase) => {
        settle();
        waiting.resolve(phase);
      },
      reject: (error) => {
        settle();
        waiting.reject(error);
      },
    };
    slot.worker.ref();
    const job: AnalysisJob = { id, input: waiting.input, options: waiting.options };
    slot.worker.postMessage(job);
  }

  async #retire(slot: Slot): Promise<void> {
    this.#slots.delete(slot);
    const index = this.#idle.indexOf(slot);
    if (index !== -1) this.#idle.splice(index, 1);
    // Keep the pool full: the replacement starts now, not when the next page needs it.
    if (!this.#closed && this.#waiting.length === 0) void this.warm();
    await slot.worker.terminate();
  }
}

const shared = new Map<number, AnalysisPool>();

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
