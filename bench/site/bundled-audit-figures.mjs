// Loaded with `--import` into the bundled CLI (`node dist/cli/index.js audit ...`), the way a
// user runs it, by the site benchmark (bench/site/run.ts): it changes nothing of the audit and
// writes the run's figures, the same as bench/site/audit-process.ts prints for a run from the
// TypeScript sources, as one JSON object to the file BENCH_FIGURES_FILE when the process exits.
// Its clock starts here, before the bundle is loaded: the bundle's load, the analysis threads'
// start and the folder's listing are part of the run, as they are of a user's job.
// Plain JavaScript, so that nothing but the bundle is compiled in the process.
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { cpuByThreadName, peakRssKiB } from './process-figures.mjs';

const figuresFile = process.env.BENCH_FIGURES_FILE;
const pages = Number(process.env.BENCH_PAGES);
// The progress line of a page done starts with its grade's symbol (GRADE_SYMBOL); run.ts passes
// them, read from the sources, so that this file need not compile them.
const pageMarks = JSON.parse(process.env.BENCH_PAGE_MARKS ?? '[]');
if (!figuresFile || !(pages >= 1) || pageMarks.length === 0)
  throw new Error(
    'bundled-audit-figures.mjs needs BENCH_FIGURES_FILE, BENCH_PAGES, BENCH_PAGE_MARKS',
  );

const started = performance.now();
const cpuAtStart = process.cpuUsage();
const mainCpuAtStart = process.threadCpuUsage();
const threadsAtStart = cpuByThreadName();

const peak = { heapUsed: 0, external: 0 };
const sampler = setInterval(() => {
  const usage = process.memoryUsage();
  peak.heapUsed = Math.max(peak.heapUsed, usage.heapUsed);
  peak.external = Math.max(peak.external, usage.external);
}, 250);
sampler.unref();

let pagesDone = 0;
let stderrLines = 0;
let stdoutBytes = 0;
let firstPageSeconds = 0;
let lastPageSeconds = 0;
let firstPageMainCpuSeconds = 0;
let firstPageCpuSeconds = 0;
let peakRssAtLastPageKiB = 0;
let peakRssBeforeOutputKiB = 0;
let peakRssAtOutputKiB = 0;

// Counted as they pass, then written on as the CLI wrote them.
const writeStderr = process.stderr.write.bind(process.stderr);
process.stderr.write = (chunk, ...rest) => {
  const text = String(chunk);
  for (const line of text.split('\n')) {
    if (line === '') continue;
    stderrLines += 1;
    if (!pageMarks.some((mark) => line.startsWith(mark))) continue;
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
  }
  return writeStderr(chunk, ...rest);
};
const writeStdout = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  peakRssAtOutputKiB = peakRssKiB();
  if (stdoutBytes === 0) peakRssBeforeOutputKiB = peakRssAtOutputKiB;
  stdoutBytes += typeof chunk === 'string' ? chunk.length : chunk.byteLength;
  return writeStdout(chunk, ...rest);
};

process.on('exit', (exitCode) => {
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  const mainCpu = process.threadCpuUsage(mainCpuAtStart);
  const threadsAtEnd = cpuByThreadName();
  const backgroundSeconds = (name) =>
    Math.round(100 * ((threadsAtEnd.get(name) ?? 0) - (threadsAtStart.get(name) ?? 0))) / 100;
  writeFileSync(
    figuresFile,
    JSON.stringify({
      pages,
      seconds,
      firstPageSeconds,
      firstPageMainCpuSeconds,
      firstPageCpuSeconds,
      lastPageSeconds,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      mainThreadCpuSeconds: (mainCpu.user + mainCpu.system) / 1e6,
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
    }),
  );
});
