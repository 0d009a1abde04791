// What the benchmarks read of the process they run in, from Linux's /proc. Plain JavaScript: the
// bundled CLI's measurements (bundled-audit-figures.mjs) load it without compiling TypeScript.
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

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

/**
 * The figures of one audit run, the same whichever way it runs (bench/site/audit-process.ts from
 * the sources, bundled-audit-figures.mjs in the bundled CLI): its clocks start when it is made.
 * Told each line the audit writes to stderr (a page done is a progress line led by its grade's
 * symbol, one of `pageMarks`) and the bytes it writes to stdout.
 */
export class RunFigures {
  /**
   * @param {number} pages the pages the run audits
   * @param {readonly string[]} pageMarks what a page's progress line starts with
   */
  constructor(pages, pageMarks) {
    this.pages = pages;
    this.pageMarks = pageMarks;
    this.pagesDone = 0;
    this.stderrLines = 0;
    this.stdoutBytes = 0;
    // When the first and the last page were done, from the start: the time before the first is
    // the folder's listing and the first fetch, the time after the last is judging and printing.
    this.firstPageSeconds = 0;
    this.lastPageSeconds = 0;
    // The CPU before the first page was done: the main thread's (the start is its own work) and
    // the process's (the analysis threads' start-up too). On a loaded machine the seconds above
    // mostly say how long the run waited for a core; these say what the start cost.
    this.firstPageMainCpuSeconds = 0;
    this.firstPageCpuSeconds = 0;
    // The peak when the last page was done (before judging), and when output was first and last
    // written.
    this.peakRssAtLastPageKiB = 0;
    this.peakRssBeforeOutputKiB = 0;
    this.peakRssAtOutputKiB = 0;
    // The main thread's share of the peak, sampled: its heap and the memory outside it.
    this.peak = { heapUsed: 0, external: 0 };
    setInterval(() => {
      const usage = process.memoryUsage();
      this.peak.heapUsed = Math.max(this.peak.heapUsed, usage.heapUsed);
      this.peak.external = Math.max(this.peak.external, usage.external);
    }, 250).unref();
    this.started = performance.now();
    // CPU time of every thread of the process (workers and libuv's pool too): what the audit
    // costs whatever the machine's load, where its rate depends on the share it is given.
    this.cpuAtStart = process.cpuUsage();
    this.mainCpuAtStart = process.threadCpuUsage();
    this.threadsAtStart = cpuByThreadName();
  }

  /**
   * One line written to stderr; true when it says a page is done.
   * @param {string} line
   * @returns {boolean}
   */
  stderrLine(line) {
    this.stderrLines += 1;
    if (!this.pageMarks.some((mark) => line.startsWith(mark))) return false;
    this.pagesDone += 1;
    if (this.pagesDone === 1) {
      this.firstPageSeconds = (performance.now() - this.started) / 1000;
      const main = process.threadCpuUsage(this.mainCpuAtStart);
      this.firstPageMainCpuSeconds = (main.user + main.system) / 1e6;
      const all = process.cpuUsage(this.cpuAtStart);
      this.firstPageCpuSeconds = (all.user + all.system) / 1e6;
    }
    if (this.pagesDone === this.pages) {
      this.peakRssAtLastPageKiB = peakRssKiB();
      this.lastPageSeconds = (performance.now() - this.started) / 1000;
    }
    return true;
  }

  /**
   * Output written: counted, not kept (the table of 10,000 pages would be the bench's memory).
   * @param {number} length
   */
  stdout(length) {
    this.peakRssAtOutputKiB = peakRssKiB();
    if (this.stdoutBytes === 0) this.peakRssBeforeOutputKiB = this.peakRssAtOutputKiB;
    this.stdoutBytes += length;
  }

  /**
   * The run's figures now, as it ends with `exitCode`.
   * @param {number} exitCode
   */
  figures(exitCode) {
    const seconds = (performance.now() - this.started) / 1000;
    const cpu = process.cpuUsage(this.cpuAtStart);
    const mainCpu = process.threadCpuUsage(this.mainCpuAtStart);
    const threadsAtEnd = cpuByThreadName();
    /** @param {string} name */
    const backgroundSeconds = (name) =>
      Math.round(100 * ((threadsAtEnd.get(name) ?? 0) - (this.threadsAtStart.get(name) ?? 0))) /
      100;
    return {
      pages: this.pages,
      seconds,
      firstPageSeconds: this.firstPageSeconds,
      firstPageMainCpuSeconds: this.firstPageMainCpuSeconds,
      firstPageCpuSeconds: this.firstPageCpuSeconds,
      lastPageSeconds: this.lastPageSeconds,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      mainThreadCpuSeconds: (mainCpu.user + mainCpu.system) / 1e6,
      // Of cpuSeconds: V8's background threads and libuv's pool (the rest: the main thread and
      // the analysis threads).
      v8BackgroundCpuSeconds: backgroundSeconds('V8Worker'),
      libuvPoolCpuSeconds: backgroundSeconds('libuv-worker'),
      exitCode,
      peakRssKiB: peakRssKiB(),
      peakRssAtLastPageKiB: this.peakRssAtLastPageKiB,
      peakRssBeforeOutputKiB: this.peakRssBeforeOutputKiB,
      peakRssAtOutputKiB: this.peakRssAtOutputKiB,
      peakHeapUsedKiB: Math.round(this.peak.heapUsed / 1024),
      peakExternalKiB: Math.round(this.peak.external / 1024),
      stdoutBytes: this.stdoutBytes,
      stderrLines: this.stderrLines,
    };
  }
}
