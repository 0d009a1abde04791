// Summary-size benchmark (docs/benchmarks.md, "Summary size"): how big the job summary and the
// pull-request comment grow with the number of pages, and how far down the first error sits.
// A preview of a small shop is served on 127.0.0.1 and audited for real (the embedded service,
// the real analyzer): plain HTTP and no structured data on every page (site-wide warnings), a
// noindex, a canonical to the staging host and a 404 on one page in sixteen each, a shared title
// on one page in ten. Prints one row per page count: bytes of the summary, characters of the
// comment (with its baseline block), the table rows each shows and whether it says it left
// something out ("cut"), where the first error is named and where the last error check is first
// named (both must sit in the first 2,048 bytes). Error checks are found by their label, "Title
// (title)", as the summary names them.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     bench/summary-size/run.ts [--pages 7,50,500] [--write DIR]
// --write keeps each summary and comment as markdown in DIR, to read them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { writeBaselineBlock } from '../../src/client/action/baseline-block.js';
import { COMMENT_LIMIT, renderComment } from '../../src/client/action/comment.js';
import { WORDS } from '../../src/client/action/inputs.js';
import { parseJobConfig } from '../../src/client/app/config.js';
import { type AuditRun, runJob } from '../../src/client/app/job.js';
import { renderSummary } from '../../src/client/app/render/summary.js';
import { checkLabel } from '../../src/client/app/wording.js';
import { baselinePageOf } from '../../src/client/baseline/pages.js';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '7,50,500' },
    write: { type: 'string' },
  },
});
const COUNTS = values.pages.split(',').map(Number);
/** GitHub's limit for one step's summary. */
const SUMMARY_LIMIT = 1024 * 1024;

const WORDS_OF_PAGES = ['trail', 'road', 'hiking', 'winter', 'kids', 'racing', 'walking', 'light'];
const PRODUCTS = ['running shoe', 'jacket', 'sock', 'backpack', 'headlamp', 'pole', 'cap'];

/** What page i of the preview is: its path, and how it goes wrong (if it does). */
function pageOf(i: number) {
  const name = `${WORDS_OF_PAGES[i % WORDS_OF_PAGES.length]} ${PRODUCTS[i % PRODUCTS.length]} ${i}`;
  const slug = name.replaceAll(' ', '-');
  return {
    path: `/products/${slug}`,
    name,
    noindex: i % 16 === 2,
    stagingCanonical: i % 16 === 4,
    missing: i % 16 === 6,
    sharedTitle: i % 10 === 9,
    longTitle: i % 5 === 1,
    imageWithoutAlt: i % 4 === 0,
  };
}

function productPage(origin: string, i: number): string {
  const page = pageOf(i);
  const title = page.sharedTitle
    ? 'Outdoor gear: shoes, jackets and more'
    : page.longTitle
      ? `Buy the ${page.name} online: free shipping, free returns, best price guaranteed`
      : `${page.name}: specs, sizes and reviews`;
  const canonical = page.stagingCanonical
    ? `https://staging.shop.example${page.path}`
    : `${origin}${page.path}`;
  const paragraph = `The ${page.name} is built for long days outside. It weighs little, dries fast and keeps its shape after hundreds of kilometres on rough ground, in rain, mud and snow.`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="The ${page.name}: what it is made of, how it fits, how to care for it, and what other outdoor people think of it after a season.">
<link rel="icon" href="/favicon.ico">
<link rel="canonical" href="${canonical}">
${page.noindex ? '<meta name="robots" content="noindex">' : ''}
</head>
<body>
<header><a href="/">Home</a> <a href="/products/">Products</a></header>
<main>
<h1>${page.name}</h1>
<img src="/images/${i}.webp" ${page.imageWithoutAlt ? '' : `alt="The ${page.name}"`} width="800" height="600">
${Array.from({ length: 6 }, (_, n) => `<h2>Part ${n + 1}</h2><p>${paragraph}</p><p>${paragraph}</p>`).join('\n')}
<p>See also <a href="${pageOf(i + 1).path}">the ${pageOf(i + 1).name}</a>.</p>
</main>
</body>
</html>`;
}

async function startPreview(count: number) {
  let origin = '';
  const byPath = new Map(Array.from({ length: count }, (_, i) => [pageOf(i).path, i]));
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    const send = (status: number, type: string, body: string) => {
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const raw = Buffer.from(body);
      const headers: Record<string, string> = { 'content-type': type };
      if (gzip) headers['content-encoding'] = 'gzip';
      response.writeHead(status, headers).end(gzip ? gzipSync(raw) : raw);
    };
    const i = byPath.get(path);
    if (path === '/robots.txt') return send(200, 'text/plain', 'User-agent: *\nAllow: /\n');
    if (i !== undefined && !pageOf(i).missing)
      return send(200, 'text/html; charset=utf-8', productPage(origin, i));
    return send(
      404,
      'text/html; charset=utf-8',
      '<!DOCTYPE html><html lang="en"><head><title>Not found</title></head><body><h1>Not found</h1></body></html>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const urls = Array.from({ length: count }, (_, i) => `${origin}${pageOf(i).path}`);
  return { urls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function audit(urls: string[]): Promise<AuditRun> {
  const options: Record<string, string> = {
    urls: urls.join('\n'),
    'allow-private-network': 'true',
    concurrency: '8',
    timeout: '1800',
  };
  const config = parseJobConfig((name) => options[name] ?? '');
  const job = await runJob(config, {}, new AbortController().signal);
  if (job.kind !== 'audit') throw new Error(`the audit did not run: ${job.kind}`);
  return job.run;
}

/** Byte offset of each error check's first mention (its label, as the summary names it). */
function errorOffsets(text: string, run: AuditRun): number[] {
  const keys = new Set(
    run.verdict.findings.filter((found) => found.severity === 'error').map((found) => found.key),
  );
  return [...keys].map((key) => {
    const at = text.indexOf(checkLabel(key));
    return at < 0 ? -1 : Buffer.byteLength(text.slice(0, at));
  });
}

/** "500 rows, cut": the table rows shown, and whether a line says something was left out. */
function shape(text: string): string {
  const rows = text.split('\n').filter((line) => /^\| (🟢|🟡|🔴|❌) \|/u.test(line)).length;
  // The wording before issue 29 and after it.
  const cut = /_Left out, since|are not shown: a/.test(text);
  return `${rows} rows${cut ? ', cut' : ''}`;
}

const rows: string[] = [];
for (const count of COUNTS) {
  const preview = await startPreview(count);
  const started = Date.now();
  const run = await audit(preview.urls);
  const auditSeconds = (Date.now() - started) / 1000;
  await preview.close();
  const summary = renderSummary(run, WORDS);
  const block = writeBaselineBlock(run.result.outcomes.map(baselinePageOf));
  const comment = renderComment(run, {
    tag: 'seo-report',
    runUrl: 'https://github.com/octo/shop/actions/runs/1',
    now: new Date(),
    block,
  });
  const offsets = errorOffsets(summary, run);
  const missing = offsets.filter((at) => at < 0).length;
  const first =
    offsets.length === 0 ? 'none' : String(Math.min(...offsets.filter((at) => at >= 0)));
  const last =
    offsets.length === 0
      ? 'none'
      : missing > 0
        ? `${missing} not named`
        : String(Math.max(...offsets));
  const errors = run.verdict.findings.filter((found) => found.severity === 'error').length;
  rows.push(
    `| ${count} | ${errors} | ${Buffer.byteLength(summary)} | ${shape(summary)} | ${comment.length} (block ${block.length}) | ${shape(comment)} | ${first} | ${last} | ${auditSeconds.toFixed(0)} s |`,
  );
  if (Buffer.byteLength(summary) > SUMMARY_LIMIT || comment.length > COMMENT_LIMIT)
    rows.push(`|   | over GitHub's limits | | | | | | | |`);
  if (values.write !== undefined) {
    mkdirSync(values.write, { recursive: true });
    writeFileSync(join(values.write, `summary-${count}.md`), summary);
    writeFileSync(join(values.write, `comment-${count}.md`), comment);
  }
}
console.log(
  '| Pages | Errors | Summary (bytes) | Summary table | Comment (characters) | Comment table | First error at (byte) | Every error check named by (byte) | Audit |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
