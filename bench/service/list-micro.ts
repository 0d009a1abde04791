// In-process cost of a list page of 100 reports never asked before (issue 15): the store's
// streamed page read and joined into one Buffer, as the handler does, without HTTP.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     bench/service/list-micro.ts [--page-size 4096] [--mmap 0] [--reports 100000] [--reuse]
// --page-size fixes the page size of the seeded file; --mmap sets PRAGMA mmap_size (bytes) on
// the connection read from; --reuse keeps a file seeded by an earlier run with the same options.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { analyzeUrl } from '../../src/server/analyzer/index.js';
import { openDatabase } from '../../src/server/service/database.js';
import { ItemCache } from '../../src/server/service/item-cache.js';
import { ReportStore } from '../../src/server/service/report-store.js';
import { seed } from './seed.js';

const { values } = parseArgs({
  options: {
    'page-size': { type: 'string', default: '' },
    mmap: { type: 'string', default: '' },
    reports: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '5' },
    pages: { type: 'string', default: '20' },
    'item-cache': { type: 'string', default: '' },
    reuse: { type: 'boolean', default: false },
  },
});
const DIR = join(process.cwd(), '.tmp', 'bench-service');
const KEY = 'sk_benchmark-key-not-secret';

async function sampleResults() {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Benchmark page</title>
<meta name="description" content="A local page for the service benchmark."></head>
<body><h1>Benchmark page</h1><p>${'Some words about the product. '.repeat(150)}</p>
<a href="/a">A</a> <a href="/b">B</a><img src="/i.webp" alt="picture"></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const analysis = await analyzeUrl(`http://127.0.0.1:${port}/`, { allowPrivateNetwork: true });
  server.close();
  if (analysis.failure) throw new Error(analysis.failure.message);
  return analysis.results;
}

mkdirSync(DIR, { recursive: true });
const dbPath = join(DIR, `micro-${values['page-size'] || 'default'}-${values.reports}.db`);
if (!values.reuse || !existsSync(dbPath)) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
  if (values['page-size']) {
    // Fixes the page size before any table exists (a page size is set by the first write).
    const raw = new DatabaseSync(dbPath);
    raw.exec(`PRAGMA page_size = ${Number(values['page-size'])}`);
    raw.exec('CREATE TABLE fix_page_size (a); DROP TABLE fix_page_size');
    raw.close();
  }
  const started = performance.now();
  seed({
    dbPath,
    key: KEY,
    reports: Number(values.reports),
    projects: 50,
    results: await sampleResults(),
  });
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const db = openDatabase(dbPath);
if (values.mmap) db.exec(`PRAGMA mmap_size = ${Number(values.mmap)}`);
const pageSize = (db.prepare('PRAGMA page_size').get() as { page_size: number }).page_size;
const mmap = (db.prepare('PRAGMA mmap_size').get() as { mmap_size: number }).mmap_size;
const userId = (db.prepare('SELECT id FROM api_keys').get() as { id: number }).id;
const itemCacheBytes = values['item-cache'] === '' ? undefined : Number(values['item-cache']);
const store = new ReportStore(db, undefined, new ItemCache(itemCacheBytes));
const PAGES = Number(values.pages);

function onePage(page: number): number {
  const streamed = store.listStreamed({
    userId,
    sortBy: 'id' as never,
    sort: 'desc',
    limit: 100,
    offset: (page - 1) * 100,
  });
  const parts: Uint8Array[] = [];
  for (const batch of streamed.batches()) for (const item of batch) parts.push(item);
  return Buffer.concat(parts).length;
}

for (let i = 1; i <= 2 * PAGES; i++) onePage(1 + (i % PAGES)); // warm the page cache
const perRound: number[] = [];
let bytes = 0;
for (let round = 0; round < Number(values.rounds); round++) {
  const started = performance.now();
  for (let i = 0; i < 400; i++) bytes = onePage(1 + (i % PAGES));
  perRound.push((performance.now() - started) / 400);
}
perRound.sort((a, b) => a - b);
console.log(
  `page_size ${pageSize}, mmap_size ${mmap}, item cache ${itemCacheBytes ?? 'default'}: ms per page of 100 (pages 1-${PAGES} in turn, 400 a round): ` +
    `best ${perRound[0]?.toFixed(3)}, median ${perRound[Math.floor(perRound.length / 2)]?.toFixed(3)} ` +
    `(${bytes} bytes of items)`,
);
db.close();
