// The audit process of the site benchmark (bench/site/run.ts): the CLI's own audit
// (parseAuditOptions and auditAndReport, the code behind `seo-report audit`) on the embedded
// service, in a process of its own so that its peak resident set size is the audit's alone.
// Prints one JSON line: pages, seconds of the job, exit code, peak RSS (KiB), bytes of output.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     bench/site/audit-process.ts PAGES -- <seo-report audit arguments>
import { appendFileSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
import workerThreads from 'node:worker_threads';

// BENCH_MEMORY_TRACE=FILE: every 250 ms, a line of where the memory is (CSV): the RSS, the main
// thread's heap (used, total, and the capacity of its young and old generations) and external
// memory, and each analysis worker's heap, against the pages done. The workers are found by
// wrapping the Worker class before the service's pool loads it.
const traceFile = process.env.BENCH_MEMORY_TRACE;
const workers = new Set<InstanceType<typeof workerThreads.Worker>>();
if (traceFile) {
  const Original = workerThreads.Worker;
  workerThreads.Worker = class extends Original {
    constructor(...args: ConstructorParameters<typeof Original>) {
      super(...args);
      workers.add(this);
      this.once('exit', () => workers.delete(this));
    }
  };
  syncBuiltinESMExports();
}
const { auditAndReport } = await import('../../src/client/cli/audit-command.js');
const { parseAuditOptions } = await import('../../src/client/cli/audit-options.js');
const { sharedAnalysisPool } = await import('../../src/server/service/analysis-pool.js');
const { GRADE_SYMBOL } = await import('../../src/client/app/render/log.js');
// @ts-expect-error: a plain .mjs helper of the benchmarks, without types.
const { cpuByThreadName, peakRssKiB } = (await import('./process-figures.mjs')) as {
  cpuByThreadName: () => Map<string, number>;
  peakRssKiB: () => number;
};
// BENCH_REPORTS_IN_MEMORY=N: reports held before the rest wait in a file (default 200; a large N
// holds them all, as before src/client/audit/report-spill.ts).
if (process.env.BENCH_REPORTS_IN_MEMORY) {
  const { spillSettings } = await import('../../src/client/audit/report-spill.js');
  spillSettings.reportsInMemory = Number(process.env.BENCH_REPORTS_IN_MEMORY);
}

const [pagesArgument, separator, ...auditArgs] = process.argv.slice(2);
if (separator !== '--' || !(Number(pagesArgument) >= 1)) {
  console.error('usage: audit-process.ts PAGES -- <seo-report audit arguments>');
  process.exit(2);
}
const pages = Number(pagesArgument);
const options = parseAuditOptions(auditArgs, {});
if (options === 'help') process.exit(2);

// The main thread's share of the peak, sampled: heap (the client's results, the service) and
// memory outside it (buffers); the rest of the RSS is the worker threads and the runtime.
const peak = { heapUsed: 0, external: 0, arrayBuffers: 0 };
const sampler = setInterval(() => {
  const usage = process.memoryUsage();
  peak.heapUsed = Math.max(peak.heapUsed, usage.heapUsed);
  peak.external = Math.max(peak.external, usage.external);
  peak.arrayBuffers = Math.max(peak.arrayBuffers, usage.arrayBuffers);
}, 250);
sampler.unref();
const traceStarted = performance.now();
if (traceFile) {
  writeFileSync(
    traceFile,
    'seconds,pages,rss_mib,heap_used_mib,heap_total_mib,young_mib,old_mib,external_mib,array_buffers_mib,workers_heap_used_mib,workers_heap_total_mib\n',
  );
  const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
  const trace = setInterval(async () => {
    const usage = process.memoryUsage();
    const space = (name: string) =>
      getHeapSpaceStatistics().find((entry) => entry.space_name === name)?.space_size ?? 0;
    const heaps = await Promise.all(
      [...workers].map((worker) => worker.getHeapStatistics().catch(() => null)),
    );
    let used = 0;
    let total = 0;
    for (const heap of heaps) {
      used += heap?.used_heap_size ?? 0;
      total += heap?.total_heap_size ?? 0;
    }
    appendFileSync(
      traceFile,
      `${((performance.now() - traceStarted) / 1000).toFixed(2)},${pagesDone},${mib(usage.rss)},${mib(usage.heapUsed)},${mib(usage.heapTotal)},${mib(space('new_space'))},${mib(space('old_space'))},${mib(usage.external)},${mib(usage.arrayBuffers)},${mib(used)},${mib(total)}\n`,
    );
  }, 250);
  trace.unref();
}
// BENCH_HEAP_SNAPSHOT_AFTER=N: writes the main thread's heap snapshot once N pages are done.
const snapshotAfter = Number(process.env.BENCH_HEAP_SNAPSHOT_AFTER ?? 0);
let pagesDone = 0;
// The peak RSS once the last page is done, before the results are judged and printed; when the
// first piece of output is written (judged, site findings), and when the last one is (printed).
let peakRssAtLastPageKiB = 0;
let peakRssBeforeOutputKiB = 0;
let peakRssAtOutputKiB = 0;
// Run from the TypeScript sources, every module and each worker thread is compiled on first
// load (about 2 s in all); the bundled CLI pays tens of milliseconds. That is done before the
// clock starts: the modules the job loads lazily, and the service's shared pool of workers.
await import('../../src/embedded/embedded-service.js');
await import('../../src/client/audit/url-list.js');
// (Idle workers do not keep the process alive: a timer does while they start.)
const starting = setInterval(() => undefined, 1000);
await sharedAnalysisPool(availableParallelism()).warm();
clearInterval(starting);

let stdoutBytes = 0;
let stderrLines = 0;
// When the first and the last page were done, from the job's start: the time before the first
// is the folder's listing and the first fetch, the time after the last is judging and printing.
let firstPageSeconds = 0;
let lastPageSeconds = 0;
// The CPU before the first page was done: the main thread's (the start is its own work) and the
// process's (the analysis threads' start-up too). On a loaded machine the seconds above mostly
// say how long the job waited for a core; these say what the start cost.
let firstPageMainCpuSeconds = 0;
let firstPageCpuSeconds = 0;
const started = performance.now();
// CPU time of every thread of the process (workers and libuv's pool too) over the job: what the
// audit costs whatever the machine's load, where its rate depends on the share it is given.
const cpuAtStart = process.cpuUsage();
const mainCpuAtStart = process.threadCpuUsage();
const threadsAtStart = cpuByThreadName();
const exitCode = await auditAndReport(
  options,
  {
    // Counted, not kept: the table of 10,000 pages would otherwise be the bench's memory.
    stdout: (text) => {
      peakRssAtOutputKiB = peakRssKiB();
      if (stdoutBytes === 0) peakRssBeforeOutputKiB = peakRssAtOutputKiB;
      stdoutBytes += text.length;
    },
    stderr: (text) => {
      stderrLines += 1;
      if (process.env.BENCH_SHOW_LOG) process.stderr.write(text);
      // One progress line per page done (the display without a terminal), led by its grade's
      // symbol; the lines before (the pages found, where they are audited) are not pages.
      if (!Object.values(GRADE_SYMBOL).some((symbol) => text.startsWith(symbol))) return;
      if (++pagesDone === 1) {
        firstPageSeconds = (performance.now() - started) / 1000;
        const main = process.threadCpuUsage(mainCpuAtStart);
        firstPageMainCpuSeconds = (main.user + main.system) / 1e6;
        const all = process.cpuUsage(cpuAtStart);
        firstPageCpuSeconds = (all.user + all.system) / 1e6;
      }
      if (pagesDone === pages) {
        peakRssAtLastPageKiB = peakRssKiB();
        lastPageSeconds = (performance.now() - started) / 1000;
      }
      if (pagesDone === snapshotAfter) {
        console.error(`heap snapshot: ${writeHeapSnapshot()}`);
      }
    },
    env: {},
    stopRequested: () => new Promise(() => undefined),
  },
  false,
);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuAtStart);
const mainCpu = process.threadCpuUsage(mainCpuAtStart);
const threadsAtEnd = cpuByThreadName();
const backgroundSeconds = (name: string) =>
  Math.round(100 * ((threadsAtEnd.get(name) ?? 0) - (threadsAtStart.get(name) ?? 0))) / 100;
process.stdout.write(
  `${JSON.stringify({
    pages,
    seconds,
    firstPageSeconds,
    firstPageMainCpuSeconds,
    firstPageCpuSeconds,
    lastPageSeconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    mainThreadCpuSeconds: (mainCpu.user + mainCpu.system) / 1e6,
    // Of cpuSeconds: V8's background threads and libuv's pool (the rest: the main thread and the
    // analysis threads).
    v8BackgroundCpuSeconds: backgroundSeconds('V8Worker'),
    libuvPoolCpuSeconds: backgroundSeconds('libuv-worker'),
    exitCode,
    peakRssKiB: peakRssKiB(),
    peakRssAtLastPageKiB,
    peakRssBeforeOutputKiB,
    peakRssAtOutputKiB,
    peakHeapUsedKiB: Math.round(peak.heapUsed / 1024),
    peakExternalKiB: Math.round(peak.external / 1024),
    stdoutBytes,
    stderrLines,
  })}\n`,
);
process.exit(0);
