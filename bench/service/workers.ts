// Pages per second end to end through the embedded service with 1 and 2 analysis worker
// threads (docs/benchmarks.md). A local site serves large "typical" pages (bench/analyzer/
// make-page.mjs), so the CPU half of each analysis (parse and checks, in the workers) is most of
// its cost; the service fetches them over 127.0.0.1 and judges them in its pool.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     bench/service/workers.ts [--pages 60] [--size 300000]
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sharedAnalysisPool } from '../../src/server/service/analysis-pool.js';
import { startService } from '../../src/server/service/index.js';
// @ts-expect-error: a plain .mjs helper of the benchmarks, without types.
import { makePage } from '../analyzer/make-page.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '60' },
    size: { type: 'string', default: '300000' },
  },
});
const PAGES = Number(values.pages);
const PAGE = makePage(Number(values.size), 'typical') as string;
const KEY = 'sk_benchmark-workers-not-secret';

const site = createServer((request, response) => {
  const ok = request.url?.startsWith('/page');
  response.writeHead(ok ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(ok ? PAGE : 'not found');
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

async function run(workers: number): Promise<number> {
  const service = await startService({
    apiKeys: [KEY],
    allowPrivateNetwork: true,
    analysisWorkers: workers,
    concurrency: 8,
    rateLimit: false,
    maxQueued: PAGES * 2,
  });
  await sharedAnalysisPool(workers).warm();
  const api = async (method: string, path: string, body?: string) => {
    const response = await fetch(`${service.url}/api/v1${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${KEY}`,
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    return (await response.json()) as { data: { id: number; state: string } };
  };
  const started = performance.now();
  const ids = await Promise.all(
    Array.from({ length: PAGES }, (_, i) =>
      api('POST', '/reports', new URLSearchParams({ url: `${origin}/page${i}` }).toString()),
    ),
  );
  for (const { data } of ids) {
    let state = data.state;
    while (state === 'pending' || state === 'running') {
      state = (await api('GET', `/reports/${data.id}?wait=30`)).data.state;
    }
    if (state !== 'generated') throw new Error(`report ${data.id} ended ${state}`);
  }
  const seconds = (performance.now() - started) / 1000;
  await service.close();
  return PAGES / seconds;
}

console.log(
  `${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB`,
);
console.log(`${PAGES} pages of ${Math.round(PAGE.length / 1000)} kB, service concurrency 8`);
// One discarded run warms the JIT and the page server; then 1 and 2 workers in turn, three
// times each, so that load from other processes falls on both alike. Median of each.
await run(2);
const figures: Record<number, number[]> = { 1: [], 2: [] };
for (let round = 0; round < 3; round++) {
  for (const workers of [1, 2]) figures[workers]?.push(await run(workers));
}
for (const workers of [1, 2]) {
  const sorted = [...(figures[workers] ?? [])].sort((a, b) => a - b);
  console.log(
    `analysis workers ${workers}: median ${sorted[1]?.toFixed(1)} pages/s (runs: ${sorted.map((x) => x.toFixed(1)).join(', ')})`,
  );
}
site.close();
process.exit(0);
