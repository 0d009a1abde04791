// How far V8 lets the heap grow in a process that runs a job: the job's pages, requests,
// answers and reports pass through its main thread (and, with the embedded service, the
// service's and the served folder's too), and what V8 once takes for its heaps stays in the
// process's resident set. Left to V8, the audit of a 10,000-page build folder peaked at 598 to
// 710 MiB against 441 to 473 for 500 pages, most of the difference heap capacity rather than
// live objects (docs/benchmarks.md, "Memory as the site grows", issue 30):
// - The young generation: sized from the machine's memory, up to 64 MiB a semi-space (128 MiB
//   in all) on the project's 24 GB machines, which a long run fills. It stops at 16 MiB here:
//   the audit's CPU time did not change (2,000 pages, 3 runs each way).
// - The old generation: after each full collection V8 lets it grow by up to four times what
//   survived, and what a page leaves behind (its answer, its report) is promoted there and
//   waits for the next full collection. Half as much again is allowed here.
//
// Both are V8's flags, fixed when the process starts (`node --max-semi-space-size`), which a
// command or an action cannot choose; these two are read again each time a heap grows, so
// setting them while the process runs takes effect. They are the process's: the analysis
// threads' heaps follow them too.
import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

/** The young generation's semi-space, in MiB: two of them make the young generation. */
export const SEMI_SPACE_MIB = 16;
/** After a full collection, the old generation may grow by this share of what survived it. */
export const OLD_GENERATION_GROWTH_PERCENT = 50;

let bounded = false;

/** The main thread's young generation now (both semi-spaces), in bytes. */
export function youngGenerationBytes(): number {
  return (
    getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0
  );
}

/**
 * Bounds the heap's growth for the rest of the process (once; later calls do nothing). The
 * young generation doubles from 1 MiB as V8 sees fit; after each collection its size is read,
 * and once it has reached the semi-space above, its growth factor is set to 1.
 */
export function boundHeapGrowth(): void {
  if (bounded) return;
  bounded = true;
  setFlagsFromString(`--heap-growing-percent=${OLD_GENERATION_GROWTH_PERCENT}`);
  const stopYoungGrowth = () => {
    if (youngGenerationBytes() < 2 * SEMI_SPACE_MIB * 2 ** 20) return false;
    setFlagsFromString('--semi-space-growth-factor=1');
    return true;
  };
  if (stopYoungGrowth()) return;
  const observer = new PerformanceObserver(() => {
    if (stopYoungGrowth()) observer.disconnect();
  });
  observer.observe({ entryTypes: ['gc'] });
}
