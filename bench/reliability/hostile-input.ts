// Wall-clock ratios of hostile inputs to benign ones of the same size (issue 16), at the small
// sizes where the old super-linear code already showed: the figures behind the test
// test/reliability/hostile-input.test.ts, which judges CPU time at large sizes instead, since a
// ratio of wall times is only as good as the machine is quiet. Prints, for each entry point, the
// worst ratio of the known hostile units and at which size it was seen.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     bench/reliability/hostile-input.ts
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  ENTRY_POINTS,
  type EntryPoint,
  KNOWN_UNITS,
} from '../../test/reliability/support/hostile-inputs.js';

/** Best of five, each repeated `reps` times to rise above the timer's noise. */
function timeOf(run: () => unknown, reps: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let trial = 0; trial < 5; trial++) {
    const start = performance.now();
    for (let i = 0; i < reps; i++) run();
    best = Math.min(best, (performance.now() - start) / reps);
  }
  return best;
}

/** Repetitions that make one measurement of `run` last about a millisecond. */
function repsFor(run: () => unknown): number {
  const start = performance.now();
  run();
  const once = Math.max(performance.now() - start, 0.001);
  return Math.min(200, Math.max(1, Math.ceil(1 / once)));
}

function worstRatio(entry: EntryPoint, unit: string): { ratio: number; size: number } {
  let worst = { ratio: 0, size: 0 };
  for (const size of entry.benchSizes) {
    const benign = entry.benign(size);
    const hostile = entry.hostile(unit, size);
    const reps = repsFor(benign);
    const ratio = timeOf(hostile, reps) / timeOf(benign, reps);
    if (ratio > worst.ratio) worst = { ratio, size };
  }
  return worst;
}

console.log(
  `hostile input, wall time of a hostile input / a benign one of the same size (${cpus()[0]?.model}, ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)})`,
);
for (const entry of ENTRY_POINTS) {
  const ratios = KNOWN_UNITS.map((unit) => ({ unit, ...worstRatio(entry, unit) }));
  const worst = ratios.sort((a, b) => b.ratio - a.ratio)[0];
  const median = ratios[Math.floor(ratios.length / 2)];
  console.log(
    `${entry.name}: worst ${worst?.ratio.toFixed(1)}x (unit ${JSON.stringify(worst?.unit)} at ${worst?.size} characters), median ${median?.ratio.toFixed(1)}x, sizes ${entry.benchSizes.join(', ')}`,
  );
}
