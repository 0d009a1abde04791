// Extra request headers for protected previews: they reach the audited page's origin, and never
// a redirect target or a probe on another origin.
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeUrl } from '../../src/server/analyzer/index.js';
import { html, localOptions, redirect, startServer, type TestServer } from './support.js';

const TOKEN = 'preview-secret-7f3a';
const HEADERS = { 'X-Preview-Bypass': TOKEN, Authorization: 'Basic dXNlcjpwYXNz' };
const PAGE = '<title>Preview of the oak chair page for review</title><h1>Oak chair</h1>';

let preview: TestServer;
let elsewhere: TestServer;
const seen: { server: string; path: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  preview = await startServer();
  elsewhere = await startServer();
  const record = (
    server: string,
    routes: TestServer['routes'],
    handle: (path: string) => TestServer['routes'][string],
  ) => {
    routes['*'] = (request, response) => {
      const path = request.url ?? '/';
      seen.push({ server, path, headers: request.headers });
      handle(path)?.(request, response);
    };
  };
  record('preview', preview.routes, (path) => {
    if (path === '/moved') return redirect(elsewhere.url('/landing', 'other.test'), 301);
    return (request, response) => {
      if (request.headers['x-preview-bypass'] !== TOKEN) {
        response.writeHead(401, { 'content-type': 'text/plain' }).end('protected');
      } else {
        html(PAGE)(request, response);
      }
    };
  });
  record('elsewhere', elsewhere.routes, () => html(PAGE));
});

afterAll(async () => {
  await preview.close();
  await elsewhere.close();
});

describe('extra request headers', () => {
  it('open a protected page, and go to its robots.txt and 404 probes on the same origin', async () => {
    seen.length = 0;
    const refused = await analyzeUrl(preview.url('/chair'), localOptions());
    expect(refused.failure).toMatchObject({ code: 'http_error' });
    const analysis = await analyzeUrl(preview.url('/chair'), localOptions({ headers: HEADERS }));
    expect(analysis.failure).toBeNull();
    expect(analysis.results.http_status?.passed).toBe(true);
    const withToken = seen.filter((request) => request.headers['x-preview-bypass'] === TOKEN);
    expect(withToken.map((request) => request.path)).toEqual(
      expect.arrayContaining(['/chair', '/robots.txt', '/sitemap.xml']),
    );
    expect(
      withToken.every((request) => request.headers.authorization === HEADERS.Authorization),
    ).toBe(true);
  });

  it('are not sent after a redirect to another origin, nor to its probes', async () => {
    seen.length = 0;
    const analysis = await analyzeUrl(preview.url('/moved'), localOptions({ headers: HEADERS }));
    expect(analysis.failure).toBeNull();
    expect(analysis.finalUrl).toBe(elsewhere.url('/landing', 'other.test'));
    const there = seen.filter((request) => request.server === 'elsewhere');
    expect(there.map((request) => request.path)).toEqual(
      expect.arrayContaining(['/landing', '/robots.txt', '/sitemap.xml']),
    );
    for (const request of there) {
      expect(request.headers['x-preview-bypass']).toBeUndefined();
      expect(request.headers.authorization).toBeUndefined();
    }
    // The first hop, on the preview's origin, carried them.
    expect(seen.find((request) => request.path === '/moved')?.headers['x-preview-bypass']).toBe(
      TOKEN,
    );
  });

  it('reject bad names and values without quoting the value', async () => {
    await expect(
      analyzeUrl(preview.url('/chair'), localOptions({ headers: { 'bad name': TOKEN } })),
    ).rejects.toThrow('headers: "bad name" is not a valid header name');
    const broken = analyzeUrl(
      preview.url('/chair'),
      localOptions({ headers: { 'x-a': `${TOKEN}\r\nx: y` } }),
    );
    await expect(broken).rejects.toThrow(
      'headers: the value of x-a must be text without line breaks',
    );
    await expect(broken).rejects.not.toThrow(TOKEN);
    await expect(
      analyzeUrl(preview.url('/chair'), localOptions({ headers: { Host: 'evil.test' } })),
    ).rejects.toThrow('headers: host is set by the analyzer and cannot be overridden');
  });

  it('never appear in the results', async () => {
    const analysis = await analyzeUrl(preview.url('/chair'), localOptions({ headers: HEADERS }));
    expect(JSON.stringify(analysis)).not.toContain(TOKEN);
  });
});
