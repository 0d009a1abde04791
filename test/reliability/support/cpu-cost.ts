// What a hostile input costs in CPU time, measured in a worker thread (support/cost-worker.ts),
// and stopped once it has used its budget: a super-linear algorithm fails the test after a few
// seconds of CPU instead of holding the suite for hours. CPU time of one thread is what the work
// took, not how long the machine made it wait: a loaded machine stretches the wall time of the
// same work, not its CPU time (give or take a shared cache, which the budget's margin covers).
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { CostAnswer, CostRequest } from './cost-worker.js';

const WORKER = new URL('./cost-worker.ts', import.meta.url);
const TS_HOOKS = new URL('../../../scripts/ts-hooks.mjs', import.meta.url);
/** How often the budget is compared with the worker's CPU clock while a hostile input runs. */
const WATCH_EVERY_MS = 20;

type Request = CostRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

export type HostileCost =
  | { within: true; cpuMs: number }
  /** Stopped when it had used more than the budget (it might have gone on for hours). */
  | { within: false; cpuMs: number };

export class CpuCost {
  #worker: Worker | null = null;
  #nextId = 1;

  /** CPU milliseconds of one run of the benign input (the mean of many). */
  async benign(entry: string, size: number): Promise<number> {
    return (await this.#ask({ kind: 'benign', entry, size })).cpuMs;
  }

  /** One run of the hostile input, stopped when its CPU time passes `budgetMs`. */
  async hostile(entry: string, unit: string, size: number, budgetMs: number): Promise<HostileCost> {
    const worker = await this.#start();
    const before = await worker.cpuUsage();
    let over: number | null = null;
    const watch = setInterval(() => {
      worker.cpuUsage(before).then(
        (used) => {
          const cpuMs = (used.user + used.system) / 1000;
          if (cpuMs > budgetMs && over === null) {
            over = cpuMs;
            void this.close();
          }
        },
        () => {}, // the worker ended meanwhile
      );
    }, WATCH_EVERY_MS);
    try {
      const answer = await this.#ask({ kind: 'hostile', entry, unit, size });
      return answer.cpuMs > budgetMs
        ? { within: false, cpuMs: answer.cpuMs }
        : { within: true, cpuMs: answer.cpuMs };
    } catch (error) {
      if (over !== null) return { within: false, cpuMs: over };
      throw error;
    } finally {
      clearInterval(watch);
    }
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
  }

  async #start(): Promise<Worker> {
    if (this.#worker) return this.#worker;
    // Node strips the types itself; the hooks map the sources' "./x.js" imports to "./x.ts".
    const boot = `await import(${JSON.stringify(TS_HOOKS.href)});
await import(${JSON.stringify(WORKER.href)});`;
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), {
      execArgv: ['--experimental-transform-types', '--no-warnings'],
    });
    this.#worker = worker;
    await once(worker, 'online'); // its CPU clock can be read from then on
    return worker;
  }

  async #ask(request: Request): Promise<CostAnswer> {
    const worker = await this.#start();
    const id = this.#nextId++;
    return new Promise<CostAnswer>((resolve, reject) => {
      const onMessage = (answer: CostAnswer) => {
        if (answer.id !== id) return;
        done();
        resolve(answer);
      };
      const onError = (error: Error) => {
        done();
        reject(error);
      };
      const onExit = (code: number) => {
        done();
        reject(new Error(`the cost worker ended (exit ${code})`));
      };
      const done = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ ...request, id });
    });
  }
}
