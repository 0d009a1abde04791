// The canonical URL a page names is asked for over real HTTP on 127.0.0.1, once the document has
// been judged (in the service, by a worker thread that names the URL; here on this thread and in
// a real worker), and its answer completes the canonical check: a redirect, an error, a noindex
// page; nothing asked when the canonical is the page itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalyzerOptions, analyzeUrl } from '../../src/server/analyzer/index.js';
import { AnalysisPool } from '../../src/server/service/analysis-pool.js';
import {
  type Handler,
  html,
  localOptions,
  redirect,
  startServer,
  type TestServer,
} from './support.js';

const WORDS = Array.from({ length: 400 }, (_, i) => `chair${i % 41}`).join(' ');

/** A page whose canonical URL is `path` of the same site, written absolute as it should be. */
function pageTo(path: string): Handler {
  return (request, response) =>
    html(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Oak chairs made by hand in the valley workshop</title>
<link rel="canonical" href="http://${request.headers.host}${path}"></head>
<body><h1>Oak chairs</h1><p>${WORDS}</p></body></html>`)(request, response);
}

let server: TestServer;
let pool: AnalysisPool;
beforeAll(async () => {
  server = await startServer({
    '/redirecting': pageTo('/moved'),
    '/moved': redirect('/new-home', 301),
    '/new-home': html('<title>New home</title>'),
    '/failing': pageTo('/gone'),
    '/hidden-canonical': pageTo('/hidden'),
    '/hidden': html('<title>Hidden</title><meta name="robots" content="noindex">'),
    '/fine': pageTo('/elsewhere'),
    '/elsewhere': html('<title>Elsewhere</title>'),
    '/itself': pageTo('/itself'),
  });
  pool = new AnalysisPool(1);
});
afterAll(async () => {
  await pool.close();
  await server.close();
});

const asked = (path: string) => server.requests.filter((requested) => requested === path).length;

describe.each([
  ['on this thread', () => localOptions()],
  [
    'judged in a worker thread',
    (): AnalyzerOptions =>
      localOptions({
        judge: (input, options) => pool.judge(input, options, new AbortController().signal),
      }),
  ],
])('the canonical URL %s', (_, options) => {
  it('completes the check with what the canonical URL answered', async () => {
    server.requests.length = 0;
    const errorsOf = async (path: string) =>
      (await analyzeUrl(server.url(path), options())).results.canonical?.errors;
    expect(await errorsOf('/redirecting')).toEqual({ redirect: { status: 301 } });
    expect(await errorsOf('/failing')).toEqual({ failed: { status: 404 } });
    expect(await errorsOf('/hidden-canonical')).toEqual({ noindex: null });
    expect(await errorsOf('/fine')).toBeUndefined();
    // Each canonical asked once.
    expect(['/moved', '/gone', '/hidden', '/elsewhere'].map(asked)).toEqual([1, 1, 1, 1]);
  });

  it('asks nothing more when the canonical is the page itself', async () => {
    server.requests.length = 0;
    const analysis = await analyzeUrl(server.url('/itself'), options());
    expect(analysis.results.canonical?.passed).toBe(true);
    expect(asked('/itself')).toBe(1);
  });
});
