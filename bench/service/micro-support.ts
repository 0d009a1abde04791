// What the service's micro-benchmarks (store-micro.ts, exchange-micro.ts) share: a real
// analysis of one page, which they store or answer again and again without analysing (the page
// is served on 127.0.0.1, 404 for anything else: robots.txt, the sitemap, and judged once), and
// the clock they read, this thread's CPU.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { analyzeUrl } from '../../src/server/analyzer/index.js';
import type { Analysis } from '../../src/server/analyzer/types.js';

/** A small page of about 5 KB when no other is given. */
export function builtInPage(what: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Benchmark page</title>
<meta name="description" content="A local page for the ${what} benchmark."></head>
<body><h1>Benchmark page</h1><p>${'Some words about the product. '.repeat(150)}</p>
<a href="/a">A</a> <a href="/b">B</a><img src="/i.webp" alt="picture"></body></html>`;
}

export async function sampleAnalysis(html: string): Promise<Analysis> {
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const analysis = await analyzeUrl(`http://127.0.0.1:${port}/`, { allowPrivateNetwork: true });
  server.close();
  if (analysis.failure || analysis.score === null) throw new Error('the sample page failed');
  return analysis;
}

/** This thread's CPU time so far, in milliseconds. */
export function cpuNow(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}
