// Service benchmark (docs/benchmarks.md). This process is the client: it seeds a
// database, starts the service as a second process on 127.0.0.1 and measures from here.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     bench/service/run.ts [--reports 100000] [--requests 2000] [--creates 200]
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { analyzeUrl } from '../../src/server/analyzer/index.js';
import { type LoadResult, loadTest, startPlainServer } from './load.js';
import { seed } from './seed.js';

const { values } = parseArgs({
  options: {
    reports: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '2000' },
    creates: { type: 'string', default: '200' },
    'load-seconds': { type: 'string', default: '10' },
    'load-only': { type: 'boolean', default: false },
  },
});
const LOAD_SECONDS = Number(values['load-seconds']);
const REPORTS = Number(values.reports);
const REQUESTS = Number(values.requests);
const CREATES = Number(values.creates);
const KEY = 'sk_benchmark-key-not-secret';
const DIR = join(process.cwd(), '.tmp', 'bench-service');

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Benchmark page</title>
<meta name="description" content="A local page for the service benchmark."></head>
<body><h1>Benchmark page</h1><p>${'Some words about the product. '.repeat(150)}</p>
<a href="/a">A</a> <a href="/b">B</a><img src="/i.webp" alt="picture"></body></html>`;

function startPageServer(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    if (request.url === '/' || request.url?.startsWith('/page')) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(PAGE);
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

function startServiceProcess(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [
      '--experimental-transform-types',
      '--no-warnings',
      '--import',
      './scripts/ts-hooks.mjs',
      'bench/service/server-process.ts',
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n')[0];
      if (buffered.includes('\n') && line) resolve({ child, url: JSON.parse(line).url });
    });
    child.once('exit', (code) => reject(new Error(`service process exited with ${code}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const headers = { Authorization: `Bearer ${KEY}`, Accept: 'application/json' };

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: status ${response.status}`);
  return elapsed;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

interface Row {
  scenario: string;
  p50: number;
  p99: number;
  max: number;
  bytes: number;
}

async function measure(name: string, urlFor: (i: number) => string): Promise<Row> {
  for (let i = 0; i < 100; i++) await timed(urlFor(i + 7919)); // warm up
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i++) samples.push(await timed(urlFor(i)));
  samples.sort((a, b) => a - b);
  const bytes = (await (await fetch(urlFor(0), { headers })).arrayBuffer()).byteLength;
  return {
    scenario: name,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    max: samples[samples.length - 1] as number,
    bytes,
  };
}

async function createThroughput(
  pageUrl: string,
  mode: 'async' | 'sync',
  concurrency: number,
  clients: number,
) {
  const dbPath = join(DIR, `create-${mode}-${concurrency}.db`);
  rmSync(dbPath, { force: true });
  const args = ['--db', dbPath, '--key', KEY, '--concurrency', String(concurrency)];
  const { child, url } = await startServiceProcess(mode === 'sync' ? [...args, '--sync'] : args);
  const form = { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' };
  try {
    const started = performance.now();
    let next = 0;
    const ids: number[] = [];
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < CREATES) {
          const i = next++;
          const body = new URLSearchParams({ url: `${pageUrl}/page-${i}`, privacy: '0' });
          const response = await fetch(`${url}/api/v1/reports`, {
            method: 'POST',
            headers: form,
            body,
          });
          const json = (await response.json()) as { data: { id: number } };
          if (response.status !== 201) throw new Error(`create: status ${response.status}`);
          ids.push(json.data.id);
        }
      }),
    );
    const accepted = performance.now() - started;
    // Async mode: POST answered at once; wait until every report has settled.
    while (!(await allSettled(url, ids))) await new Promise((resolve) => setTimeout(resolve, 20));
    const elapsed = performance.now() - started;
    return { mode, concurrency, clients, accepted, elapsed, perSecond: CREATES / (elapsed / 1000) };
  } finally {
    await stop(child);
  }
}

/** Whether every report has left pending/running; the queue is FIFO, so the newest go last. */
async function allSettled(url: string, ids: number[]): Promise<boolean> {
  for (const id of [...ids].sort((a, b) => b - a)) {
    const response = await fetch(`${url}/api/v1/reports/${id}`, { headers });
    const { data } = (await response.json()) as { data: { state: string } };
    if (data.state === 'pending' || data.state === 'running') return false;
    if (data.state === 'failed') throw new Error(`report ${id} failed to generate`);
  }
  return true;
}

async function main(): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  const pages = await startPageServer();
  const analysis = await analyzeUrl(`${pages.url}/`, { allowPrivateNetwork: true });
  if (analysis.failure) throw new Error(`sample analysis failed: ${analysis.failure.message}`);

  const dbPath = join(DIR, 'lists.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
  const seedStart = performance.now();
  seed({ dbPath, key: KEY, reports: REPORTS, projects: 50, results: analysis.results });
  const seedMs = performance.now() - seedStart;

  const { child, url } = await startServiceProcess(['--db', dbPath, '--key', KEY]);
  const rows: Row[] = [];
  const loads: LoadResult[] = [];
  const grades = ['good', 'decent', 'bad'];
  try {
    const api = `${url}/api/v1`;
    // Lists under load, beside a plain node:http server answering the same bytes.
    const listUrl = `${api}/reports?per_page=100`;
    const listBody = Buffer.from(await (await fetch(listUrl, { headers })).arrayBuffer());
    const plain = await startPlainServer(DIR, listBody);
    try {
      for (const [name, target] of [
        ['plain node:http, same bytes', plain.url],
        ['service: GET /api/v1/reports?per_page=100', listUrl],
      ] as const) {
        const result = await loadTest({
          name,
          url: target,
          headers,
          connections: 10,
          durationS: LOAD_SECONDS,
        });
        loads.push({ ...result, bytes: listBody.length });
      }
      // The cost without the answer cache: pages 1-20 in turn, each request made unique by a
      // parameter the service ignores (it only changes the links), so no answer is reused.
      const varied = await loadTest({
        name: 'service: per_page=100, pages 1-20 in turn (never cached)',
        url: listUrl,
        headers,
        connections: 10,
        durationS: LOAD_SECONDS,
        pathFor: (i) => `/api/v1/reports?per_page=100&page=${1 + (i % 20)}&bench=${i}`,
      });
      loads.push({ ...varied, bytes: listBody.length });
      // The same over more reports than any cache of the service holds (10,000 reports of
      // 5.4 KB, pages 1-100 in turn, each read again only after 99 other pages): every item
      // is read from the database, as for a list of reports nobody has listed for a while.
      const cold = await loadTest({
        name: 'service: per_page=100, pages 1-100 in turn (never cached, items cold)',
        url: listUrl,
        headers,
        connections: 10,
        durationS: LOAD_SECONDS,
        pathFor: (i) => `/api/v1/reports?per_page=100&page=${1 + (i % 100)}&bench=${i}`,
      });
      loads.push({ ...cold, bytes: listBody.length });
    } finally {
      await stop(plain.child);
    }
    if (values['load-only']) {
      printLoads(loads);
      pages.server.close();
      return;
    }
    rows.push(
      await measure(
        'list: project + result filter, sort_by=generated_at desc, 10/page',
        (i) =>
          `${api}/reports?project=site-${i % 50}.test&result=${grades[i % 3]}&sort_by=generated_at&sort=desc&page=${1 + (i % 5)}`,
      ),
    );
    rows.push(
      await measure(
        'list: result filter, sort_by=result asc, 25/page',
        (i) =>
          `${api}/reports?result=${grades[i % 3]}&sort_by=result&sort=asc&per_page=25&page=${1 + (i % 20)}`,
      ),
    );
    rows.push(
      await measure(
        'list: no filter, sort_by=url asc, 100/page',
        (i) => `${api}/reports?sort_by=url&sort=asc&per_page=100&page=${1 + ((i * 37) % 1000)}`,
      ),
    );
    rows.push(
      await measure(
        'list: search (URL substring), default order, 10/page',
        (i) => `${api}/reports?search=page-${1000 + (i % 500)}&page=1`,
      ),
    );
    rows.push(
      await measure('get: one report', (i) => `${api}/reports/${1 + ((i * 7919) % REPORTS)}`),
    );
    rows.push(await measure('projects: sort_by=project', () => `${api}/projects?sort_by=project`));
  } finally {
    await stop(child);
  }

  const creations = [
    await createThroughput(pages.url, 'async', 2, 1),
    await createThroughput(pages.url, 'async', 4, 1),
    await createThroughput(pages.url, 'sync', 4, 4),
  ];
  pages.server.close();

  const ms = (n: number) => n.toFixed(2);
  console.log(
    `\nmachine: ${cpus().length} x ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`,
  );
  console.log(`date: ${new Date().toISOString()}`);
  console.log(
    `seeded ${REPORTS} reports (one user, 50 projects, results map of ${Object.keys(analysis.results).length} checks, ${JSON.stringify(analysis.results).length} bytes) in ${(seedMs / 1000).toFixed(1)} s`,
  );
  console.log(`\n${REQUESTS} sequential requests per scenario, after 100 warm-up requests:\n`);
  console.log('| scenario | p50 ms | p99 ms | max ms | response bytes |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.scenario} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} | ${row.bytes} |`,
    );
  }
  printLoads(loads);
  console.log(`\ncreation of ${CREATES} reports of a local page with the real analyzer:\n`);
  console.log(
    '| mode | concurrency | clients | all POSTs answered s | all generated s | reports/s |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const c of creations) {
    console.log(
      `| ${c.mode} | ${c.concurrency} | ${c.clients} | ${(c.accepted / 1000).toFixed(2)} | ${(c.elapsed / 1000).toFixed(2)} | ${c.perSecond.toFixed(1)} |`,
    );
  }
}

function printLoads(loads: LoadResult[]): void {
  const [plain, service, uncached, cold] = loads;
  console.log(
    `\nlists under load: 10 connections for ${LOAD_SECONDS} s each (autocannon), one after the other:\n`,
  );
  console.log('| target | requests/s | p50 ms | p99 ms | answer bytes | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const l of loads) {
    console.log(
      `| ${l.target} | ${l.requestsPerSecond.toFixed(0)} | ${l.p50} | ${l.p99} | ${l.bytes} | ${l.errors} |`,
    );
  }
  if (plain && service) {
    console.log(
      `\nservice / plain: ${((service.requestsPerSecond / plain.requestsPerSecond) * 100).toFixed(1)}% (target: at least 50%)`,
    );
  }
  if (plain && uncached) {
    console.log(
      `uncached service / plain: ${((uncached.requestsPerSecond / plain.requestsPerSecond) * 100).toFixed(1)}%`,
    );
  }
  if (plain && cold) {
    console.log(
      `uncached, items cold / plain: ${((cold.requestsPerSecond / plain.requestsPerSecond) * 100).toFixed(1)}%`,
    );
  }
}

await main();
