// The link check on a generated site: 1,000 pages, 20,000 link occurrences, 3,000 distinct
// targets of which 2% answer 404, served on 127.0.0.1. Prints the time, the requests sent and
// whether every planted broken target was found, and nothing else.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkLinks } from '../../src/client/links/check-links.js';

const PAGES = 1000;
const LINKS_PER_PAGE = 20;
const TARGETS = 3000;
const isBroken = (target: number) => target % 50 === 0;

let requests = 0;
const server = createServer((request, response) => {
  requests++;
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  const page = /^\/page\/(\d+)$/.exec(path);
  if (page) {
    const n = Number(page[1]);
    const links = Array.from({ length: LINKS_PER_PAGE }, (_, j) => {
      const target = (n * LINKS_PER_PAGE + j) % TARGETS;
      return `<a href="/t/${target}">t${target}</a>`;
    });
    response.writeHead(200, { 'content-type': 'text/html' });
    return response.end(`<!doctype html><title>p${n}</title><body>${links.join('')}</body>`);
  }
  const target = /^\/t\/(\d+)$/.exec(path);
  if (target && !isBroken(Number(target[1]))) {
    response.writeHead(200, { 'content-type': 'text/html' });
    return response.end(request.method === 'HEAD' ? undefined : 'ok');
  }
  response.writeHead(404);
  response.end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const started = performance.now();
const result = await checkLinks({
  pages: Array.from({ length: PAGES }, (_, n) => ({ url: `${origin}/page/${n}`, noindex: false })),
  origins: new Set([origin]),
});
const seconds = (performance.now() - started) / 1000;
server.close();

const planted = Array.from({ length: TARGETS }, (_, k) => k).filter(isBroken);
const found = new Set(result.brokenTargets.map((target) => new URL(target.url).pathname));
const missed = planted.filter((k) => !found.has(`/t/${k}`));
const falseOnes = [...found].filter((path) => !planted.some((k) => path === `/t/${k}`));
const occurrences = result.pages.reduce((sum, page) => sum + page.problems.length, 0);
console.log(
  `links: ${PAGES} pages, ${result.targets} distinct targets, ${planted.length} broken planted: ` +
    `${found.size} found (${missed.length} missed, ${falseOnes.length} false), ${occurrences} broken link occurrences; ` +
    `${result.requests} requests sent (server saw ${requests}) in ${seconds.toFixed(2)} s`,
);
if (missed.length > 0 || falseOnes.length > 0) process.exitCode = 1;
