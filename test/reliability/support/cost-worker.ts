// Runs hostile and benign inputs (support/hostile-inputs.ts) in a worker thread of its own and
// answers with the CPU time of this thread alone (process.threadCpuUsage): what the work cost,
// whatever else the machine was doing. Started by support/cpu-cost.ts.
import { parentPort } from 'node:worker_threads';
import { entryPoint } from './hostile-inputs.js';

export type CostRequest =
  | { id: number; kind: 'benign'; entry: string; size: number }
  | { id: number; kind: 'hostile'; entry: string; unit: string; size: number };

export interface CostAnswer {
  id: number;
  /** CPU milliseconds of one run (for a benign input, the mean over `runs`). */
  cpuMs: number;
  runs: number;
}

/** The thread's CPU clock ticks in steps of a few milliseconds: benign runs add up to this. */
const BENIGN_TOTAL_MS = 100;
const MAX_BENIGN_RUNS = 1_000;

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.threadCpuUsage(since);
  return (used.user + used.system) / 1000;
};

function measure(request: CostRequest): CostAnswer {
  const entry = entryPoint(request.entry);
  if (request.kind === 'hostile') {
    const run = entry.hostile(request.unit, request.size);
    const start = process.threadCpuUsage();
    run();
    return { id: request.id, cpuMs: cpuMs(start), runs: 1 };
  }
  const run = entry.benign(request.size);
  run(); // compiled once before it is counted
  const start = process.threadCpuUsage();
  let runs = 0;
  do {
    run();
    runs++;
  } while (cpuMs(start) < BENIGN_TOTAL_MS && runs < MAX_BENIGN_RUNS);
  return { id: request.id, cpuMs: cpuMs(start) / runs, runs };
}

parentPort?.on('message', (request: CostRequest) => {
  parentPort?.postMessage(measure(request));
});
