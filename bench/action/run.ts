// Action benchmark (docs/benchmarks.md): the bundled action (dist/main) audits 60 URLs against the
// reference service, whose analyzer takes 1 s per report, with 8 workers and a rate limit of
// 120 requests a minute. A counting proxy between them counts requests and 429 answers.
//   npm run bundle && node --experimental-transform-types --no-warnings \
//     --import ./scripts/ts-hooks.mjs bench/action/run.ts [--urls 60] [--concurrency 8]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { request } from 'undici';
import { analyzeUrl } from '../../src/analyzer/index.js';
import { startSampleSite } from '../../src/demo/sample-site.js';
import { startService } from '../../src/service/index.js';

const { values } = parseArgs({
  options: {
    urls: { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '8' },
    workers: { type: 'string', default: '8' },
    'generation-ms': { type: 'string', default: '1000' },
    'rate-limit': { type: 'string', default: '120' },
  },
});
const URLS = Number(values.urls);
const CONCURRENCY = Number(values.concurrency);
const WORKERS = Number(values.workers);
const GENERATION_MS = Number(values['generation-ms']);
const RATE_LIMIT = Number(values['rate-limit']);
const KEY = 'sk_benchmark-action-key';

const site = await startSampleSite();
const service = await startService({
  apiKeys: [KEY],
  allowPrivateNetwork: true,
  concurrency: WORKERS,
  rateLimit: { limit: RATE_LIMIT, windowMs: 60_000 },
  // The real analyzer, padded to the generation time the benchmark calls for.
  analyze: async (url, options) => {
    const [analysis] = await Promise.all([analyzeUrl(url, options), sleep(GENERATION_MS)]);
    return analysis;
  },
});

// The counting proxy: forwards every request to the service and counts what comes back.
const counts = { requests: 0, tooMany: 0, byMethod: {} as Record<string, number> };
let firstRequestAt = 0;
const proxy = createServer(async (req: IncomingMessage, res: ServerResponse) => {
  if (firstRequestAt === 0) firstRequestAt = performance.now();
  counts.requests += 1;
  counts.byMethod[req.method ?? '?'] = (counts.byMethod[req.method ?? '?'] ?? 0) + 1;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const answer = await request(`${service.url}${req.url}`, {
    method: req.method as 'GET',
    headers: req.headers as Record<string, string>,
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
  });
  if (answer.statusCode === 429) counts.tooMany += 1;
  res.writeHead(answer.statusCode, answer.headers as Record<string, string>);
  res.end(Buffer.from(await answer.body.arrayBuffer()));
});
await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

const dir = mkdtempSync(join(tmpdir(), 'bench-action-'));
for (const name of ['output', 'summary', 'state']) writeFileSync(join(dir, name), '');
const urls = Array.from({ length: URLS }, (_, i) => `${site.pages.good}?page=${i + 1}`);
const env = {
  PATH: process.env.PATH ?? '',
  GITHUB_OUTPUT: join(dir, 'output'),
  GITHUB_STEP_SUMMARY: join(dir, 'summary'),
  GITHUB_STATE: join(dir, 'state'),
  INPUT_BASE_URL: proxyUrl,
  'INPUT_BASE-URL': proxyUrl,
  'INPUT_API-KEY': KEY,
  INPUT_URLS: urls.join('\n'),
  INPUT_CONCURRENCY: String(CONCURRENCY),
  INPUT_TIMEOUT: '600',
  'INPUT_FAIL-ON': 'never',
};

const started = performance.now();
const child = spawn(process.execPath, ['dist/main/index.js'], {
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
let stdout = '';
child.stdout.on('data', (chunk) => {
  stdout += chunk;
});
const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
const wallMs = performance.now() - started;
const coldStartMs = firstRequestAt - started;

const output = readFileSync(join(dir, 'output'), 'utf8');
const graded = (output.match(/"grade":"(good|decent|bad)"/g) ?? []).length;
rmSync(dir, { recursive: true, force: true });
proxy.close();
await service.close();
await site.close();

// Lower bound: every report needs its generation time on one of the workers (or of the
// action's concurrency, whichever is smaller), and at least two requests (create, then one
// read); past one window's allowance, each further window of requests costs a minute.
const lanes = Math.min(WORKERS, CONCURRENCY);
const workBoundMs = Math.ceil(URLS / lanes) * GENERATION_MS;
const minRequests = 2 * URLS;
const rateBoundMs = Math.floor((minRequests - 1) / RATE_LIMIT) * 60_000;
const boundMs = Math.max(workBoundMs, rateBoundMs);

const dist = statSync('dist/main/index.js').size;
console.log(
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: `${cpus().length} x ${cpus()[0]?.model ?? '?'}, node ${process.version}`,
      settings: {
        urls: URLS,
        actionConcurrency: CONCURRENCY,
        workers: WORKERS,
        generationMs: GENERATION_MS,
        rateLimitPerMinute: RATE_LIMIT,
      },
      exitCode: code,
      graded,
      wallSeconds: +(wallMs / 1000).toFixed(2),
      lowerBoundSeconds: +(boundMs / 1000).toFixed(2),
      overBound: `${(((wallMs - boundMs) / boundMs) * 100).toFixed(1)}%`,
      requests: counts.requests,
      requestsByMethod: counts.byMethod,
      requestsPerReport: +(counts.requests / URLS).toFixed(2),
      tooManyRequests429: counts.tooMany,
      coldStartMs: Math.round(coldStartMs),
      distMainBytes: dist,
    },
    null,
    2,
  ),
);
if (graded !== URLS)
  console.error(`only ${graded} of ${URLS} URLs were graded:\n${stdout.slice(-2000)}`);
