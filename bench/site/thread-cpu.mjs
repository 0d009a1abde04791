// CPU seconds of the process's threads by name (Linux: /proc/self/task), summed: V8's background
// threads (V8Worker: concurrent marking, sweeping, optimizing compilers) and libuv's pool
// (libuv-worker: compression, file reads). Threads that have ended (the analysis workers, once
// the service closes) are no longer listed: a run's figure for them is what is left of the
// process's CPU. Empty where /proc is not there. Plain JavaScript: the bundled CLI's measurements
// (bundled-audit-figures.mjs) load it without compiling TypeScript.
import { readdirSync, readFileSync } from 'node:fs';

/** @returns {Map<string, number>} */
export function cpuByThreadName() {
  const byName = new Map();
  let tasks;
  try {
    tasks = readdirSync('/proc/self/task');
  } catch {
    return byName;
  }
  const tick = 100; // USER_HZ on Linux
  for (const task of tasks) {
    try {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      // utime and stime: fields 14 and 15 of stat, 12 and 13 after the name and the state.
      const seconds = (Number(fields[11]) + Number(fields[12])) / tick;
      byName.set(name, (byName.get(name) ?? 0) + seconds);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return byName;
}
