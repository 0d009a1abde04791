// Preloaded into the action's process by the benchmark: on exit, writes the peak resident set
// size (KiB) to the file named by BENCH_PEAK_FILE.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  const file = process.env.BENCH_PEAK_FILE;
  if (file) writeFileSync(file, String(process.resourceUsage().maxRSS));
});
