// The main thread's CPU a request of the client's exchange with the embedded service (issue 30):
// the same creates (synchronous generation, a fixed analysis: no fetch, no analysis) through the
// API client over node:http on 127.0.0.1 and in process (src/client/api/exchange-in-process.ts),
// alternated by rounds. The difference is what the socket costs an audit a page.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     bench/service/exchange-micro.ts [--requests 2000] [--rounds 3] [--in-flight 2]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SeoReportClient } from '../../src/client/api/index.js';
import { inProcessAnswers } from '../../src/embedded/in-process-answers.js';
import { startService } from '../../src/server/service/index.js';
import { builtInPage, cpuNow, sampleAnalysis } from './micro-support.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '3' },
    'in-flight': { type: 'string', default: '2' },
  },
});
const REQUESTS = Number(values.requests);
const IN_FLIGHT = Number(values['in-flight']);

const analysis = await sampleAnalysis(builtInPage('exchange'));
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
