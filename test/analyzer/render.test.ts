// Pages built by JavaScript, judged as headless Chromium renders them. Every request the browser
// makes goes through the analyzer's address policy, and extra headers stay on their origin.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeUrl } from '../../src/server/analyzer/index.js';
import { fakeDns, html, localOptions, startServer, type TestServer, text } from './support.js';

// Everything a reader sees is written by the script: title, heading, links.
const SCRIPTED_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<script>
  document.addEventListener('DOMContentLoaded', () => {
    document.title = 'Handmade wooden chairs built to last for years';
    const h1 = document.createElement('h1');
    h1.textContent = 'Handmade wooden chairs';
    document.body.append(h1);
    for (const path of ['/oak', '/ash', '/walnut']) {
      const a = document.createElement('a');
      a.href = path;
      a.textContent = path.slice(1);
      document.body.append(a);
    }
    // Requests the page's scripts make: to the internal host (must be refused) and elsewhere.
    fetch(window.INTERNAL).catch(() => {});
    fetch(window.ELSEWHERE, { mode: 'no-cors' }).catch(() => {});
  });
</script></head><body></body></html>`;

let site: TestServer;
let elsewhere: TestServer;
let internal: Server;
let internalHits = 0;
let internalPort = 0;
const seen: { server: string; path: string; headers: IncomingHttpHeaders }[] = [];
const TOKEN = 'render-preview-token';

beforeAll(async () => {
  // A host the analyzer must never reach: it listens on 127.0.0.2, an address the test options
  // do not allow (only 127.0.0.1 is), and DNS sends internal.test there.
  internal = createServer((_request, response) => {
    internalHits++;
    response.end('secret');
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.2', resolve));
  internalPort = (internal.address() as AddressInfo).port;
  elsewhere = await startServer({
    '*': (request, response) => {
      seen.push({ server: 'elsewhere', path: request.url ?? '', headers: request.headers });
      response.writeHead(200, { 'access-control-allow-origin': '*' }).end('ok');
    },
  });
  site = await startServer({
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
    '*': (request, response) => {
      seen.push({ server: 'site', path: request.url ?? '', headers: request.headers });
      const settings = `<script>window.INTERNAL = 'http://internal.test:${internalPort}/secret';
        window.ELSEWHERE = '${elsewhere.url('/pixel', 'other.test')}';</script>`;
      html(SCRIPTED_PAGE.replace('<script>', `${settings}<script>`))(request, response);
    },
  });
});

afterAll(async () => {
  await site.close();
  await elsewhere.close();
  await new Promise((resolve) => internal.close(resolve));
});

/** Only 127.0.0.1 is allowed: loopback in general (127.0.0.2) stays refused. */
function options(extra = {}) {
  return localOptions({
    allowPrivateNetwork: false,
    allowedAddresses: ['127.0.0.1'],
    lookup: fakeDns({ 'internal.test': '127.0.0.2' }),
    timeoutMs: 5000,
    ...extra,
  });
}

describe('render', () => {
  it('without it, a page built by script fails headings and has no title', async () => {
    const analysis = await analyzeUrl(site.url('/chairs'), options());
    expect(analysis.failure).toBeNull();
    expect(analysis.results.headings).toMatchObject({ passed: false, errors: { missing: null } });
    expect(analysis.results.title).toMatchObject({ passed: false, errors: { missing: null } });
  });

  it('with it, the rendered title, heading and links are judged; status and headers stay the raw ones', async () => {
    seen.length = 0;
    const analysis = await analyzeUrl(
      site.url('/chairs'),
      options({ render: true, headers: { 'x-preview-bypass': TOKEN } }),
    );
    expect(analysis.failure).toBeNull();
    expect(analysis.results.headings).toMatchObject({
      passed: true,
      value: { h1: ['Handmade wooden chairs'] },
    });
    expect(analysis.results.title).toMatchObject({
      passed: true,
      value: 'Handmade wooden chairs built to last for years',
    });
    expect(analysis.results.in_page_links?.value).toMatchObject({ total: 3, internal: 3 });
    expect(analysis.results.http_status?.value).toMatchObject({ status: 200 });
    // The script's request to a refused address never reached it.
    expect(internalHits).toBe(0);
    // The extra header went to the page's origin (the raw fetch and the browser's), not elsewhere.
    const own = seen.filter((request) => request.server === 'site' && request.path === '/chairs');
    expect(own.length).toBeGreaterThanOrEqual(2);
    for (const request of own) expect(request.headers['x-preview-bypass']).toBe(TOKEN);
    const other = seen.filter((request) => request.server === 'elsewhere');
    expect(other.map((request) => request.path)).toContain('/pixel');
    for (const request of other) expect(request.headers['x-preview-bypass']).toBeUndefined();
  });

  it('lets the browser reach an address once the policy allows it (the control of the test above)', async () => {
    const before = internalHits;
    const analysis = await analyzeUrl(
      site.url('/chairs'),
      options({ render: true, allowedAddresses: ['127.0.0.1', '127.0.0.2'] }),
    );
    expect(analysis.failure).toBeNull();
    expect(internalHits).toBeGreaterThan(before);
  });

  it('fails clearly, saying how to install one, when there is no browser', async () => {
    const analysis = await analyzeUrl(
      site.url('/chairs'),
      options({ render: { browserPath: '/nonexistent/chromium' } }),
    );
    expect(analysis.failure).toEqual({
      code: 'no_browser',
      message: expect.stringContaining(
        'no browser at /nonexistent/chromium; install Chromium (Debian/Ubuntu: apt-get install -y chromium)',
      ),
    });
  });
});
