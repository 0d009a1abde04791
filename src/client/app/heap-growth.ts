// How far V8 lets the heap grow in a process that runs a job: the job's pages, requests,
// answers and reports pass through its main thread (and, with the embedded service, the
// service's and the served folder's too), and what V8 once takes for its heaps stays in the
// process's resident set. Left to V8, the audit of a 10,000-page build folder peaked at 598 to
// 710 MiB against 441 to 473 for 500 pages, most of the difference heap capacity rather than
// live objects (docs/benchmarks.md, "Memory as the site grows", issue 30):
// - The young generation: sized from the machine's memory, up to 64 MiB a semi-space (128 MiB
//   in all) on the project's 24 GB machines, which a long run fills. It stops at 8 MiB here:
//   besides its own pages, a larger one holds more of the served files and answers that died
//   in it (memory outside V8's heap, freed when it is collected). 2,000 pages: 198-202 MiB at
//   the peak against 226-234 with 16 MiB, for the same CPU time (docs/benchmarks.md, "The
//   session of 2026-11-27, 11:00-14:00 UTC").
// - The old generation: after each full collection V8 lets it grow by up to four times what
//   survived, and what a page leaves behind (its answer, its report) is promoted there and
//   waits for the next full collection. Half as much again is allowed here, or more when what
//   survived is small next to the young generation (growthPercentFor).
//
// Both are V8's flags, fixed when the process starts (`node --max-semi-space-size`), which a
// command or an action cannot choose; these two are read again each time a heap grows, so
// setting them while the process runs takes effect. They are the process's: the analysis
// threads' heaps follow them too.
import { constants, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

/** The young generation's semi-space, in MiB: two of them make the young generation. */
export const SEMI_SPACE_MIB = 8;
/** V8's own growth of the young generation (`--semi-space-growth-factor`): it doubles. */
const V8_SEMI_SPACE_GROWTH_FACTOR = 2;
/** After a full collection, the old generation may grow by at least this share of what survived it. */
export const OLD_GENERATION_GROWTH_PERCENT = 50;
/** The room left before V8 marks again, as a share of the young generation (growthPercentFor). */
export const MARKING_ROOM_OF_YOUNG = 0.75;

/**
 * The old generation's growth, in percent, after a full collection that left `survivedBytes`
 * of it, with a young generation of `youngBytes`. V8 sets the next limit at the survivors times
 * the growth plus a semi-space, and starts marking as soon as the room under that limit is less
 * than the young generation (a scavenge could promote all of it). At 50% and the 27 MB a
 * 2,000-page audit's main thread keeps, that room was under the young generation's 32 MiB from
 * the start: V8 marked again as soon as it had finished, 30 full collections a run, each freeing
 * some 13 MB. The growth is raised until the survivors' growth is MARKING_ROOM_OF_YOUNG of the
 * young generation, so that marking starts after a share of that much has been allocated; a
 * large old generation keeps the 50% (docs/benchmarks.md, "The session of 2026-11-27,
 * 06:45-09:45 UTC").
 */
export function growthPercentFor(survivedBytes: number, youngBytes: number): number {
  if (!(survivedBytes > 0)) return OLD_GENERATION_GROWTH_PERCENT;
  const wanted = Math.ceil((100 * MARKING_ROOM_OF_YOUNG * youngBytes) / survivedBytes);
  return Math.max(OLD_GENERATION_GROWTH_PERCENT, wanted);
}

/** The main thread's heap outside its young generation now: after a full collection, what survived. */
function oldGenerationBytes(): number {
  let bytes = 0;
  for (const space of getHeapSpaceStatistics()) {
    if (space.space_name !== 'new_space' && space.space_name !== 'new_large_object_space')
      bytes += space.space_used_size;
  }
  return bytes;
}

/** What oldGenerationGrowthPercent returns; not 0 once boundHeapGrowth has run (it runs once). */
let growthPercentSet = 0;

/** The old generation's growth last given to V8, in percent: 0 until the heap is bounded. */
export function oldGenerationGrowthPercent(): number {
  return growthPercentSet;
}

/** A `gc` performance entry: its detail says which collection it was. */
type GcEntry = PerformanceEntry & { detail?: { kind?: number } | null };

/** The main thread's young generation now (both semi-spaces), in bytes. */
export function youngGenerationBytes(): number {
  return (
    getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0
  );
}

/**
 * The young generation's growth: V8's own until boundHeapGrowth; then held until
 * releaseYoungGrowth; then growing, until it has reached SEMI_SPACE_MIB and is bounded.
 */
let youngGrowth: 'v8' | 'held' | 'growing' | 'bounded' = 'v8';

/**
 * Bounds the heap's growth for the rest of the process (once; later calls do nothing). The
 * young generation is held at the size it has until releaseYoungGrowth: V8 grows it only during
 * a scavenge, and the bound below is applied after each collection, when this thread next runs
 * JavaScript; through a long synchronous piece of work (a 10,000-page folder listed at the start
 * of a job) several scavenges doubled it past the bound before it was read (8 to 32 MiB a
 * semi-space in 0.2 s). Once released it doubles as V8 sees fit; after each collection its size
 * is read, and once it has reached the semi-space above, its growth factor is set to 1. After
 * each full collection the old generation's growth is set from what survived (growthPercentFor):
 * V8 reads it when it sets the next limit, at the end of the next one.
 */
export function boundHeapGrowth(options: { roomForMarking?: boolean } = {}): void {
  if (growthPercentSet !== 0) return;
  // Off only in the test that shows what the room changes.
  const roomForMarking = options.roomForMarking ?? true;
  const setGrowth = (percent: number) => {
    setFlagsFromString(`--heap-growing-percent=${percent}`);
    growthPercentSet = percent;
  };
  setGrowth(OLD_GENERATION_GROWTH_PERCENT);
  setFlagsFromString('--semi-space-growth-factor=1');
  youngGrowth = 'held';
  const observer = new PerformanceObserver((list) => {
    boundYoungGrowth();
    const full = list
      .getEntries()
      .some((entry) => (entry as GcEntry).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
    if (!full || !roomForMarking) return;
    const percent = growthPercentFor(oldGenerationBytes(), youngGenerationBytes());
    if (percent !== growthPercentSet) setGrowth(percent);
  });
  observer.observe({ entryTypes: ['gc'] });
}

/**
 * Lets the young generation grow again, up to SEMI_SPACE_MIB, once the job has left its
 * synchronous start (its folder listed, its sitemap read) and this thread runs JavaScript
 * between one collection and the next. Only after boundHeapGrowth; once.
 */
export function releaseYoungGrowth(): void {
  if (youngGrowth !== 'held') return;
  youngGrowth = 'growing';
  boundYoungGrowth();
  if (youngGrowth === 'growing')
    setFlagsFromString(`--semi-space-growth-factor=${V8_SEMI_SPACE_GROWTH_FACTOR}`);
}

/** Stops the young generation's growth once it has reached its bound (after it is released). */
function boundYoungGrowth(): void {
  if (youngGrowth !== 'growing' || youngGenerationBytes() < 2 * SEMI_SPACE_MIB * 2 ** 20) return;
  setFlagsFromString('--semi-space-growth-factor=1');
  youngGrowth = 'bounded';
}
