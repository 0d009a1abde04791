// A service started with endAnalysisWorkersOnClose (the embedded service's) ends the analysis
// threads when it closes, unless another running service still uses them: the job prints its
// results without the idle threads' heaps. A service without it leaves them for the next one.
import { availableParallelism } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedService } from '../../src/embedded/embedded-service.js';
import { type AnalysisPool, sharedAnalysisPool } from '../../src/server/service/analysis-pool.js';
import { startService } from '../../src/server/service/index.js';
import { SMALL } from '../support/pool-pages.js';

const judged = (pool: AnalysisPool) =>
  pool.judge(SMALL, {}, new AbortController().signal).then((phase) => phase.analysis.score);

const quiet = { info() {}, warn() {}, error() {} };
const pools: AnalysisPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
});

describe('the analysis threads at close', () => {
  it('end with the last service that asks, and stay while another uses them', async () => {
    const options = { analysisWorkers: 1, dbPath: ':memory:', logger: quiet } as const;
    const ending = await startService({ ...options, endAnalysisWorkersOnClose: true });
    const staying = await startService(options);
    const pool = sharedAnalysisPool(1);
    pools.push(pool);

    await ending.close();
    // The other service still runs: same pool, threads still judging.
    expect(sharedAnalysisPool(1)).toBe(pool);
    expect(typeof (await judged(pool))).toBe('number');

    // Closed without asking: the threads stay for the process's next service.
    await staying.close();
    expect(sharedAnalysisPool(1)).toBe(pool);
    expect(typeof (await judged(pool))).toBe('number');

    // Alone, and asking: the threads end; a later service gets new ones.
    const last = await startService({ ...options, endAnalysisWorkersOnClose: true });
    await last.close();
    await expect(judged(pool)).rejects.toThrow('the analysis pool is closed');
    const next = sharedAnalysisPool(1);
    pools.push(next);
    expect(next).not.toBe(pool);
    expect(typeof (await judged(next))).toBe('number');
  });

  it('end with the embedded service', async () => {
    const size = availableParallelism();
    const embedded = await startEmbeddedService({
      allowPrivateNetwork: false,
      render: false,
      headers: {},
      concurrency: 2,
    });
    const pool = sharedAnalysisPool(size);
    pools.push(pool);
    expect(typeof (await judged(pool))).toBe('number');
    await embedded.close();
    await expect(judged(pool)).rejects.toThrow('the analysis pool is closed');
  });
});
