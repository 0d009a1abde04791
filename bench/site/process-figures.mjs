// What the benchmarks read of the process they run in, from Linux's /proc. Plain JavaScript: the
// bundled CLI's measurements (bundled-audit-figures.mjs) load it without compiling TypeScript.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The process's peak resident set since it started its program, in KiB: VmHWM. Not
 * `process.resourceUsage().maxRSS`: Linux carries into a child the peak of the copy of its
 * parent that it was until exec, so a child spawned by a process of 300 MiB reported 300 MiB
 * however little it used itself (docs/benchmarks.md, "The session of 2026-11-27, 08:50-11:50
 * UTC"). maxRSS where /proc is not there.
 * @returns {number}
 */
export function peakRssKiB() {
  try {
    const kib = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kib !== undefined) return Number(kib);
  } catch {
    // No /proc: below.
  }
  return process.resourceUsage().maxRSS;
}

/**
 * CPU seconds of the process's threads by name (/proc/self/task), summed: V8's background
 * threads (V8Worker: concurrent marking, sweeping, optimizing compilers) and libuv's pool
 * (libuv-worker: compression, file reads). Threads that have ended (the analysis workers, once
 * the service closes) are no longer listed: a run's figure for them is what is left of the
 * process's CPU. Empty where /proc is not there.
 * @returns {Map<string, number>}
 */
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
