// A thread that dies on its own (a crash, an out-of-memory end: here, ended from outside the
// pool) while it judges one page and holds the next, posted ahead: the page it was judging fails
// with the thread's end, the one it had not started is judged on a new thread.
import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyzeDocument } from '../../src/server/analyzer/analyze-document.js';
import { AnalysisPool } from '../../src/server/service/analysis-pool.js';
import { HUGE, SMALL } from '../support/pool-pages.js';

// Every thread the pool starts, to end one from outside it.
const started = vi.hoisted(() => [] as Worker[]);
vi.mock('node:worker_threads', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:worker_threads')>();
  class RecordedWorker extends original.Worker {
    constructor(...args: ConstructorParameters<typeof original.Worker>) {
      super(...args);
      started.push(this);
    }
  }
  return { ...original, Worker: RecordedWorker, default: { ...original, Worker: RecordedWorker } };
});

let pool: AnalysisPool | undefined;
afterEach(() => pool?.close());

describe('AnalysisPool, a thread lost', () => {
  it('fails the page it was judging and judges the one posted ahead on a new thread', async () => {
    pool = new AnalysisPool(1);
    await pool.warm();
    expect(started).toHaveLength(1);
    const thread = started[0] as Worker;
    const signal = new AbortController().signal;
    // A first page, judged after the thread's warm-up (warm-up-page.ts): the thread is idle now.
    await pool.judge(SMALL, {}, signal);
    // The thread's busy time so far (loading the analyzer, its warm-up, the first page): the
    // large page adds to it.
    const loaded = thread.performance.eventLoopUtilization().active;
    const judging = pool.judge(HUGE, {}, signal);
    const ahead = pool.judge(SMALL, {}, signal);
    // Wait until the thread is well into the large page (its claim taken), then end it.
    await vi.waitUntil(() => thread.performance.eventLoopUtilization().active > loaded + 100, {
      timeout: 60_000,
      interval: 5,
    });
    await thread.terminate();
    await expect(judging).rejects.toThrow('the analysis worker stopped');
    expect((await ahead).analysis.score).toBe(analyzeDocument(SMALL).score);
    expect(started).toHaveLength(2);
  });
});
