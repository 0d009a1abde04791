// Analyzer benchmark: time per ~300 KB page for parse + checks (no network), and end-to-end
// pages per second against a page served on 127.0.0.1. Run from the repository root:
//
//   npx tsc -p tsconfig.json --outDir build && node bench/analyzer/run.mjs
//
// (build/ is gitignored. `node --experimental-strip-types` cannot run src/ directly: its imports
// name .js files that exist only after compilation.) Options: --quick for a short run.
// Pages come from make-page.mjs: "typical" (markup-heavy, like most large pages) and "text"
// (a long article, the worst case for the text checks).
import { spawn } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { parseDocument, Tokenizer } from 'htmlparser2';
import { extractFacts } from '../../build/src/server/analyzer/html/extract-facts.js';
import { analyzeDocument, analyzeUrl } from '../../build/src/server/analyzer/index.js';
import { findBrowser } from '../../build/src/server/analyzer/render/find-browser.js';
import { makePage } from './make-page.mjs';

const quick = process.argv.includes('--quick');
const ROUNDS = quick ? 3 : 9;
const PER_ROUND = quick ? 40 : 150;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median and best of ROUNDS rounds, each the mean of PER_ROUND calls, in ms per call. */
function measure(fn) {
  for (let i = 0; i < PER_ROUND; i++) fn(); // warm-up: let the JIT settle
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    for (let i = 0; i < PER_ROUND; i++) fn();
    rounds.push((performance.now() - start) / PER_ROUND);
  }
  return { median: median(rounds), best: Math.min(...rounds) };
}

const noop = () => {};
const TOKENIZER_CALLBACKS = {
  onattribdata: noop,
  onattribentity: noop,
  onattribend: noop,
  onattribname: noop,
  oncdata: noop,
  onclosetag: noop,
  oncomment: noop,
  ondeclaration: noop,
  onend: noop,
  onopentagend: noop,
  onopentagname: noop,
  onprocessinginstruction: noop,
  onselfclosingtag: noop,
  ontext: noop,
  ontextentity: noop,
};

function pureAnalysis(kind) {
  const body = makePage(300_000, kind);
  const input = {
    url: 'https://chairs.test/handmade-wooden-chairs',
    finalUrl: 'https://chairs.test/handmade-wooden-chairs',
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' },
    body,
    loadTimeMs: 350,
    httpVersion: 'h2',
  };
  const check = analyzeDocument(input);
  if (check.failure !== null) throw new Error(`benchmark page failed: ${check.failure.message}`);
  // The tokenizer as the analyzer runs it (character references decoded later, only where
  // read), and as htmlparser2's Parser runs it by default, decoding every one.
  const tokenize = (decodeEntities) => () => {
    const t = new Tokenizer({ decodeEntities }, TOKENIZER_CALLBACKS);
    t.write(body);
    t.end();
  };
  const tokenizer = measure(tokenize(false));
  const tokenizerDecoding = measure(tokenize(true));
  const facts = measure(() => extractFacts(body));
  const full = measure(() => analyzeDocument(input));
  const phprank = measure(() => analyzeDocument(input, { checks: 'phprank' }));
  const dom = measure(() => parseDocument(body));
  return {
    kind,
    bytes: Buffer.byteLength(body),
    tokenizer,
    tokenizerDecoding,
    facts,
    full,
    phprank,
    dom,
  };
}

async function startServer(kind) {
  const child = spawn(process.execPath, [new URL('./serve.mjs', import.meta.url).pathname], {
    env: { ...process.env, PAGE_KIND: kind },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const { value: port } = await lines.next();
  return { port: Number(port), stop: () => child.stdin.end() };
}

async function endToEnd(kind, concurrency, seconds) {
  const server = await startServer(kind);
  const url = `http://chairs.test:${server.port}/handmade-wooden-chairs`;
  const options = {
    allowPrivateNetwork: true,
    lookup: async () => [{ address: '127.0.0.1', family: 4 }],
  };
  const first = await analyzeUrl(url, options);
  if (first.failure !== null) throw new Error(`end-to-end page failed: ${first.failure.message}`);
  let done = 0;
  let fetchMs = 0;
  let analyzeMs = 0;
  const deadline = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const analysis = await analyzeUrl(url, options);
        if (analysis.failure !== null) throw new Error(analysis.failure.message);
        done++;
        fetchMs += analysis.timings.fetchMs;
        analyzeMs += analysis.timings.analyzeMs;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  server.stop();
  return {
    kind,
    concurrency,
    pages: done,
    perSecond: done / elapsed,
    fetchMs: fetchMs / done,
    analyzeMs: analyzeMs / done,
  };
}

const fmt = (ms) => ms.toFixed(2);
const rate = (ms) => Math.round(1000 / ms);

console.log(`# Analyzer benchmark, ${new Date().toISOString()}`);
console.log(
  `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB`,
);
console.log(
  `load average at start: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log(`${ROUNDS} rounds of ${PER_ROUND} calls each; median (best) of the rounds\n`);

console.log(
  '## Pure analysis (parse + the 43 checks of the default profile, no network), one thread\n',
);
const cell = (m) => `${fmt(m.median)} ms (${fmt(m.best)})`;
console.log(
  '| page | size | **analyzeDocument** | **pages/s** | phprank profile (36 checks) | of which: extract facts (one pass) | of which: tokenizer alone | for comparison: tokenizer decoding entities | for comparison: htmlparser2 parseDocument (DOM only) |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const kind of ['typical', 'text']) {
  const r = pureAnalysis(kind);
  console.log(
    `| ${kind} | ${(r.bytes / 1000).toFixed(0)} KB | ${cell(r.full)} | ${rate(r.full.median)} (${rate(r.full.best)}) | ${cell(r.phprank)} | ${cell(r.facts)} | ${cell(r.tokenizer)} | ${cell(r.tokenizerDecoding)} | ${cell(r.dom)} |`,
  );
}

console.log(
  '\n## End to end: analyzeUrl against the page served on 127.0.0.1 (server in a child process)\n',
);
console.log(
  'Each analysis fetches the page (gzip) plus /robots.txt, /404-<hex> and /sitemap.xml.\n',
);
console.log('| page | concurrent analyses | pages | pages/s | mean fetch | mean analysis |');
console.log('|---|---|---|---|---|---|');
for (const concurrency of [1, 4]) {
  const r = await endToEnd('typical', concurrency, quick ? 3 : 10);
  console.log(
    `| ${r.kind} | ${r.concurrency} | ${r.pages} | ${r.perSecond.toFixed(1)} | ${fmt(r.fetchMs)} ms | ${fmt(r.analyzeMs)} ms |`,
  );
}
/** Per page, sequentially: analyzeUrl with and without headless Chromium, same page. */
async function renderCost(pages) {
  const server = await startServer('typical');
  const url = `http://chairs.test:${server.port}/handmade-wooden-chairs`;
  const options = {
    allowPrivateNetwork: true,
    lookup: async () => [{ address: '127.0.0.1', family: 4 }],
  };
  const time = async (extra) => {
    const times = [];
    for (let i = 0; i < pages; i++) {
      const start = performance.now();
      const analysis = await analyzeUrl(url, { ...options, ...extra });
      if (analysis.failure !== null) throw new Error(analysis.failure.message);
      times.push(performance.now() - start);
    }
    return { median: median(times), best: Math.min(...times) };
  };
  try {
    return { raw: await time({}), rendered: await time({ render: true }) };
  } finally {
    server.stop();
  }
}

const browser = findBrowser();
console.log('\n## Rendering: analyzeUrl with `render: true`, one page at a time\n');
if (browser === null) {
  console.log('No Chromium or Chrome found: skipped.');
} else {
  const pages = quick ? 3 : 7;
  const r = await renderCost(pages);
  console.log(
    `${browser}; each rendered analysis launches its own browser. ${pages} pages each; median (best) per page.\n`,
  );
  console.log('| page | without render | with render | cost of rendering |');
  console.log('|---|---|---|---|');
  console.log(
    `| typical | ${cell(r.raw)} | ${cell(r.rendered)} | ${fmt(r.rendered.median - r.raw.median)} ms |`,
  );
}

console.log(
  `\nload average at end: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
