// The main thread's CPU a request of the client's exchange with the embedded service (issue 30):
// the same creates (synchronous generation, a fixed analysis: no fetch, no analysis) through the
// API client over node:http on 127.0.0.1 and in process (src/client/api/exchange-in-process.ts),
// alternated by rounds. The difference is what the socket costs an audit a page.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     bench/service/exchange-micro.ts [--requests 2000] [--rounds 3] [--in-flight 2]
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SeoReportClient } from '../../src/client/api/index.js';
import { inProcessAnswers } from '../../src/embedded/in-process-answers.js';
import { analyzeUrl } from '../../src/server/analyzer/index.js';
import type { Analysis } from '../../src/server/analyzer/types.js';
import { startService } from '../../src/server/service/index.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '3' },
    'in-flight': { type: 'string', default: '2' },
  },
});
const REQUESTS = Number(values.requests);
const IN_FLIGHT = Number(values['in-flight']);

async function sampleAnalysis(): Promise<Analysis> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Benchmark page</title>
<meta name="description" content="A local page for the exchange benchmark."></head>
<body><h1>Benchmark page</h1><p>${'Some words about the product. '.repeat(150)}</p>
<a href="/a">A</a> <a href="/b">B</a><img src="/i.webp" alt="picture"></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const analysis = await analyzeUrl(`http://127.0.0.1:${port}/`, { allowPrivateNetwork: true });
  server.close();
  if (analysis.failure || analysis.score === null) throw new Error('the sample page failed');
  return analysis;
}

function cpuNow(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

const analysis = await sampleAnalysis();
const folder = mkdtempSync(join(tmpdir(), 'seo-report-exchange-micro-'));
const apiKey = 'sk_exchange_micro_0123456789abcdef';
const service = await startService({
  apiKeys: [apiKey],
  dbPath: join(folder, 'reports.sqlite'),
  throwawayDatabase: true,
  generation: 'sync',
  rateLimit: false,
  allowPrivateNetwork: true,
  analyze: async () => analysis,
});
let closing = false;
const answers = inProcessAnswers(service.handleRequest, () => closing);
const clients = {
  http: new SeoReportClient({ baseUrl: service.url, apiKey }),
  'in-process': new SeoReportClient({ baseUrl: service.url, apiKey, inProcess: answers }),
};

let page = 0;
async function round(client: SeoReportClient): Promise<number> {
  const start = cpuNow();
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next++ < REQUESTS) {
        await client.createReport({ url: `http://127.0.0.1:9/page-${++page}` });
      }
    }),
  );
  return (cpuNow() - start) / REQUESTS;
}

// A warm-up of each, then alternated rounds.
for (const client of Object.values(clients)) await round(client);
const figures: Record<string, number[]> = { http: [], 'in-process': [] };
for (let i = 0; i < Number(values.rounds); i++) {
  for (const [name, client] of Object.entries(clients)) {
    figures[name]?.push(await round(client));
  }
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(
  JSON.stringify({
    requests: REQUESTS,
    inFlight: IN_FLIGHT,
    msPerRequest: Object.fromEntries(
      Object.entries(figures).map(([name, xs]) => [name, xs.map((x) => +x.toFixed(4))]),
    ),
    meanMs: Object.fromEntries(
      Object.entries(figures).map(([name, xs]) => [name, +mean(xs).toFixed(4)]),
    ),
  }),
);
closing = true;
for (const client of Object.values(clients)) await client.close();
await service.close();
rmSync(folder, { recursive: true, force: true });
