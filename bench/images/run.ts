// CPU a page of the service's analyzer on pages with images (image_weight, `all` profile): the
// real analyzer (createDefaultAnalyzer) and its worker threads, on a site served by a process of
// its own (bench/images/site.mjs: each page shows four images shared by the whole site and six of
// its own). Prints, per repetition: pages a second, CPU milliseconds a page of this process
// (every thread) and of its main thread alone (fetching, weighing images, what the service does
// between the workers), and the image requests the site received.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     bench/images/run.ts [--pages 300] [--reps 3] [--concurrency 4] [--no-image-cache]
// --no-image-cache: image weights remembered for no time (every page weighs its own images, as
// before the cache); the origin probes stay cached, as in the service.
import { fork } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { OriginProbeCache } from '../../src/server/analyzer/index.js';
import { sharedAnalysisPool } from '../../src/server/service/analysis-pool.js';
import { createDefaultAnalyzer } from '../../src/server/service/default-analyzer.js';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '300' },
    reps: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '4' },
    'no-image-cache': { type: 'boolean', default: false },
  },
});
const PAGES = Number(values.pages);
const CONCURRENCY = Number(values.concurrency);

const site = fork(new URL('./site.mjs', import.meta.url), [], {
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
});
const origin = await new Promise<string>((resolve) =>
  site.stdout?.once('data', (chunk) => resolve(String(chunk).trim())),
);
const siteRequests = async () =>
  (await (await fetch(`${origin}/__requests`)).json()) as Record<string, number>;

const pool = sharedAnalysisPool(availableParallelism());
const starting = setInterval(() => undefined, 1000);
await pool.warm();
clearInterval(starting);

/** The analyzer as the service builds it; with --no-image-cache, image weights kept for no time. */
async function analyzer() {
  if (!values['no-image-cache']) return createDefaultAnalyzer({}, pool);
  // The image weight cache exists from the two-phase analysis on; before it, there is none.
  const analyzerModule = (await import('../../src/server/analyzer/index.js')) as Record<
    string,
    unknown
  >;
  const ImageWeightCache = analyzerModule.ImageWeightCache as
    | (new (
        options: object,
      ) => unknown)
    | undefined;
  const extra = ImageWeightCache ? [new ImageWeightCache({ ttlMs: 0 })] : [];
  return (
    createDefaultAnalyzer as (...args: unknown[]) => ReturnType<typeof createDefaultAnalyzer>
  )({}, pool, new OriginProbeCache({ ttlMs: 0 }), ...extra);
}

async function run(
  pages: number,
): Promise<{ seconds: number; cpuMs: number; mainCpuMs: number; imageWeightFailures: number }> {
  const analyze = await analyzer();
  const signal = new AbortController().signal;
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const mainAtStart = process.threadCpuUsage();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < pages) {
        const n = next++;
        const analysis = await analyze(`${origin}/p/${n}`, { signal, allowPrivateNetwork: true });
        if (analysis.failure !== null || analysis.results.image_weight?.passed == null) failures++;
      }
    }),
  );
  const cpu = process.cpuUsage(cpuAtStart);
  const main = process.threadCpuUsage(mainAtStart);
  return {
    seconds: (performance.now() - started) / 1000,
    cpuMs: (cpu.user + cpu.system) / 1000 / pages,
    mainCpuMs: (main.user + main.system) / 1000 / pages,
    imageWeightFailures: failures,
  };
}

// Warm the JIT and the workers on a few pages, then forget what the site was asked.
await run(Math.min(40, PAGES));
await siteRequests();
console.log(
  `${PAGES} pages, ${CONCURRENCY} at a time, ${availableParallelism()} worker threads${values['no-image-cache'] ? ', image weight cache off' : ''}; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
for (let rep = 0; rep < Number(values.reps); rep++) {
  const figures = await run(PAGES);
  const asked = await siteRequests();
  console.log(
    `  ${(PAGES / figures.seconds).toFixed(1)} pages/s, CPU ${figures.cpuMs.toFixed(1)} ms a page (main thread ${figures.mainCpuMs.toFixed(1)}), image requests ${asked.imageRequests} (shared images ${asked.sharedImageRequests}), pages without an image_weight verdict ${figures.imageWeightFailures}; load ${(loadavg()[0] ?? 0).toFixed(2)}`,
  );
}
site.disconnect();
await pool.close();
