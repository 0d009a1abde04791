// Action benchmark (docs/benchmarks.md): the bundled action (dist/main, run as the runner runs
// it) audits pages against services with different rate limits and generation modes. For each
// scenario: the lower bound at the action's concurrency, the wall time, their ratio, requests per
// page, 429 answers, cold start (process start to first request) and peak memory.
//   npm run bundle && node --experimental-transform-types --no-warnings \
//     --import ./scripts/ts-hooks.mjs bench/action/run.ts [--only name,name] [--dist dir]
//     [--concurrency 4]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { request } from 'undici';
import type { Analysis } from '../../src/server/analyzer/types.js';
import { startService } from '../../src/server/service/index.js';
import { measureColdStart } from './cold-start.js';
import { type Dialect, greedyBoundMs, startSyncService } from './services.js';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: '' },
    'cold-start-only': { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist' },
    concurrency: { type: 'string', default: '' },
  },
});
const KEY = 'sk_benchmark-action-key';

type Scenario = {
  name: string;
  pages: number;
  concurrency: number;
} & (
  | {
      kind: 'sync';
      limit: number | null;
      windowMs: number;
      dialect: Dialect;
      generationMs: number;
    }
  | { kind: 'reference'; longPoll: boolean; generationMs: number; workers: number }
);

const SCENARIOS: Scenario[] = [
  {
    name: 'phprank-like: sync, 60/min, 2 s generation',
    kind: 'sync',
    pages: 100,
    concurrency: 4,
    limit: 60,
    windowMs: 60_000,
    dialect: 'laravel',
    generationMs: 2000,
  },
  {
    name: 'short windows: 10 per 2 s',
    kind: 'sync',
    pages: 40,
    concurrency: 4,
    limit: 10,
    windowMs: 2000,
    dialect: 'laravel',
    generationMs: 500,
  },
  {
    name: 'one-second windows: 5 per 1 s',
    kind: 'sync',
    pages: 40,
    concurrency: 4,
    limit: 5,
    windowMs: 1000,
    dialect: 'laravel',
    generationMs: 200,
  },
  {
    name: 'IETF RateLimit headers: 10 per 2 s',
    kind: 'sync',
    pages: 40,
    concurrency: 4,
    limit: 10,
    windowMs: 2000,
    dialect: 'ietf',
    generationMs: 500,
  },
  {
    name: 'no headers until a 429: 10 per 2 s',
    kind: 'sync',
    pages: 40,
    concurrency: 4,
    limit: 10,
    windowMs: 2000,
    dialect: 'silent',
    generationMs: 500,
  },
  {
    name: '429 without Retry-After: 10 per 2 s',
    kind: 'sync',
    pages: 40,
    concurrency: 4,
    limit: 10,
    windowMs: 2000,
    dialect: 'bare-429',
    generationMs: 500,
  },
  {
    name: 'reference service, async, long polling',
    kind: 'reference',
    pages: 100,
    concurrency: 4,
    longPoll: true,
    generationMs: 200,
    workers: 4,
  },
  {
    name: 'reference service, async, wait ignored',
    kind: 'reference',
    pages: 100,
    concurrency: 4,
    longPoll: false,
    generationMs: 200,
    workers: 4,
  },
  ...[1, 10, 100, 500].map(
    (pages): Scenario => ({
      name: `no limit: ${pages} page${pages === 1 ? '' : 's'}`,
      kind: 'sync',
      pages,
      concurrency: 4,
      limit: null,
      windowMs: 60_000,
      dialect: 'laravel',
      generationMs: 100,
    }),
  ),
];

interface Row {
  scenario: string;
  concurrency: number;
  boundS: number;
  wallS: number;
  activeS: number;
  ratio: number;
  activeRatio: number;
  requestsPerPage: number;
  tooMany: number;
  coldStartMs: number;
  peakMiB: number;
  graded: number;
  pages: number;
}

/** What the reference service stores for each page: a fixed good result, no network. */
function benchAnalysis(url: string): Analysis {
  return {
    url,
    finalUrl: url,
    score: 90,
    grade: 'good',
    results: { title: { passed: true, importance: 'high', category: 'seo', value: 'Bench' } },
    failure: null,
    timings: { fetchMs: 0, analyzeMs: 0 },
  };
}

/** The reference service, behind a counting proxy that may strip `wait` (a service ignoring it). */
async function startReference(scenario: Extract<Scenario, { kind: 'reference' }>) {
  const service = await startService({
    apiKeys: [KEY],
    concurrency: scenario.workers,
    rateLimit: false,
    analyze: async (url) => {
      await sleep(scenario.generationMs);
      return benchAnalysis(url);
    },
  });
  const counts = { requests: 0, tooMany: 0, byMethod: {} as Record<string, number> };
  const state = { firstRequestAt: 0, lastAnswerAt: 0 };
  const proxy = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (state.firstRequestAt === 0) state.firstRequestAt = performance.now();
    counts.requests += 1;
    counts.byMethod[req.method ?? '?'] = (counts.byMethod[req.method ?? '?'] ?? 0) + 1;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const target = new URL(req.url ?? '/', service.url);
    if (!scenario.longPoll) target.searchParams.delete('wait');
    const answer = await request(target, {
      method: req.method as 'GET',
      headers: req.headers as Record<string, string>,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    if (answer.statusCode === 429) counts.tooMany += 1;
    res.writeHead(answer.statusCode, answer.headers as Record<string, string>);
    res.end(Buffer.from(await answer.body.arrayBuffer()));
    state.lastAnswerAt = performance.now();
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    counts,
    get firstRequestAt() {
      return state.firstRequestAt;
    },
    get lastAnswerAt() {
      return state.lastAnswerAt;
    },
    close: async () => {
      proxy.closeAllConnections();
      proxy.close();
      await service.close();
    },
  };
}

async function runScenario(scenario: Scenario): Promise<Row> {
  const target =
    scenario.kind === 'sync' ? await startSyncService(scenario) : await startReference(scenario);
  const dir = mkdtempSync(join(tmpdir(), 'bench-action-'));
  for (const name of ['output', 'summary', 'state']) writeFileSync(join(dir, name), '');
  const urls = Array.from({ length: scenario.pages }, (_, i) => `https://bench.test/page-${i + 1}`);
  const env = {
    PATH: process.env.PATH ?? '',
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary'),
    GITHUB_STATE: join(dir, 'state'),
    BENCH_PEAK_FILE: join(dir, 'peak'),
    'INPUT_BASE-URL': target.url,
    'INPUT_API-KEY': KEY,
    INPUT_URLS: urls.join('\n'),
    INPUT_CONCURRENCY: String(scenario.concurrency),
    INPUT_TIMEOUT: '900',
    'INPUT_FAIL-ON': 'never',
    'INPUT_ALLOW-PRIVATE-NETWORK': 'true',
  };
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', resolve('bench/action/peak-memory.mjs'), join(values.dist, 'main', 'index.js')],
    { env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let stdout = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  const code = await new Promise<number | null>((done) => child.on('close', done));
  const ended = performance.now();
  const output = readFileSync(join(dir, 'output'), 'utf8');
  const peakKiB = Number(readFileSync(join(dir, 'peak'), 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  await target.close();
  const graded = (output.match(/"grade":"(good|decent|bad)"/g) ?? []).length;
  if (code !== 0 || graded !== scenario.pages)
    console.error(`${scenario.name}: exit ${code}, ${graded} graded\n${stdout.slice(-1500)}`);

  const boundMs =
    scenario.kind === 'sync'
      ? greedyBoundMs(
          scenario.pages,
          scenario.concurrency,
          scenario.generationMs,
          scenario.limit,
          scenario.windowMs,
        )
      : Math.ceil(scenario.pages / Math.min(scenario.workers, scenario.concurrency)) *
        scenario.generationMs;
  const wallMs = ended - started;
  // The pacing alone: from the first request to the last answer (no process start or exit).
  const activeMs = target.lastAnswerAt - target.firstRequestAt;
  return {
    scenario: scenario.name,
    concurrency: scenario.concurrency,
    boundS: boundMs / 1000,
    wallS: wallMs / 1000,
    activeS: activeMs / 1000,
    ratio: wallMs / boundMs,
    activeRatio: activeMs / boundMs,
    requestsPerPage: target.counts.requests / scenario.pages,
    tooMany: target.counts.tooMany,
    coldStartMs: target.firstRequestAt - started,
    peakMiB: peakKiB / 1024,
    graded,
    pages: scenario.pages,
  };
}

const only = values.only === '' ? [] : values.only.split(',');
const chosen = SCENARIOS.filter(
  (s) => only.length === 0 || only.some((name) => s.name.startsWith(name)),
).map((s) => (values.concurrency ? { ...s, concurrency: Number(values.concurrency) } : s));
console.log(
  `machine: ${cpus().length} x ${cpus()[0]?.model ?? '?'}, node ${process.version}; load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; ${new Date().toISOString()}; dist: ${values.dist}`,
);
const cold = await measureColdStart(values.dist);
console.log(
  `\ncold start (spawn to first request, 9 runs): best ${cold.bestMs.toFixed(0)} ms, median ${cold.medianMs.toFixed(0)} ms; floor (node + one node:http request): best ${cold.floorBestMs.toFixed(0)} ms, median ${cold.floorMedianMs.toFixed(0)} ms`,
);
if (values['cold-start-only']) process.exit(0);
console.log(
  '\n| scenario | concurrency | lower bound s | wall s | ratio | first request to last answer s | its ratio | requests/page | 429s | cold start ms | peak MiB | graded |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const scenario of chosen) {
  const r = await runScenario(scenario);
  console.log(
    `| ${r.scenario} | ${r.concurrency} | ${r.boundS.toFixed(2)} | ${r.wallS.toFixed(2)} | ${r.ratio.toFixed(2)} | ${r.activeS.toFixed(2)} | ${r.activeRatio.toFixed(2)} | ${r.requestsPerPage.toFixed(2)} | ${r.tooMany} | ${r.coldStartMs.toFixed(0)} | ${r.peakMiB.toFixed(1)} | ${r.graded}/${r.pages} |`,
  );
}
