// Preloaded into the action's process by the benchmark: on exit, writes the peak resident set
// size (KiB) to the file named by BENCH_PEAK_FILE: the process's own (VmHWM), not the parent's
// that Linux carries into maxRSS (bench/site/process-figures.mjs).
import { writeFileSync } from 'node:fs';
import { peakRssKiB } from '../site/process-figures.mjs';

process.on('exit', () => {
  const file = process.env.BENCH_PEAK_FILE;
  if (file) writeFileSync(file, String(peakRssKiB()));
});
