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
const { RunFigures } = (await import('./process-figures.mjs')) as {
  RunFigures: new (
    pages: number,
    pageMarks: readonly string[],
  ) => {
    pagesDone: number;
    stderrLine(line: string): boolean;
    stdout(length: number): void;
    figures(exitCode: number): Record<string, unknown>;
  };
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
// Run from the TypeScript sources, every module and each worker thread is compiled on first
// load (about 2 s in all); the bundled CLI pays tens of milliseconds. That is done before the
// clock starts: the modules the job loads lazily, and the service's shared pool of workers.
await import('../../src/embedded/embedded-service.js');
await import('../../src/client/audit/url-list.js');
// (Idle workers do not keep the process alive: a timer does while they start.)
const starting = setInterval(() => undefined, 1000);
await sharedAnalysisPool(availableParallelism()).warm();
clearInterval(starting);

const run = new RunFigures(pages, Object.values(GRADE_SYMBOL));
const exitCode = await auditAndReport(
  options,
  {
    // Counted, not kept: the table of 10,000 pages would otherwise be the bench's memory.
    stdout: (text) => run.stdout(text.length),
    stderr: (text) => {
      if (process.env.BENCH_SHOW_LOG) process.stderr.write(text);
      if (!run.stderrLine(text)) return;
      pagesDone = run.pagesDone;
      if (pagesDone === snapshotAfter) console.error(`heap snapshot: ${writeHeapSnapshot()}`);
    },
    env: {},
    stopRequested: () => new Promise(() => undefined),
  },
  false,
);
process.stdout.write(`${JSON.stringify(run.figures(exitCode))}\n`);
process.exit(0);
