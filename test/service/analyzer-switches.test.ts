// The service's analyzer switches: the check profile, rendering and extra headers, checked at
// start, and the profile seen in the reports the real analyzer writes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PHPRANK_CHECK_KEYS } from '../../src/server/analyzer/index.js';
import { analyzerOptionsOf, resolveOptions } from '../../src/server/service/options.js';
import { SecretScanner } from '../support/secret-scan.js';
import { TestClient } from './helpers.js';

const scan = new SecretScanner([]);
afterEach(() => scan.check());

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Local test page for the check profiles of the service</title></head>
<body><h1>Local test page</h1></body></html>`;

let pages: Server;
let pageUrl: string;

beforeAll(async () => {
  pages = createServer((request, response) => {
    const found = request.url === '/';
    response.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(found ? PAGE : '<title>Not found</title>');
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => pages.close(() => resolve())));

describe('options', () => {
  it('refuses an unknown profile, a bad header and a missing browser at start', () => {
    expect(() => resolveOptions({ checks: 'strict' as never })).toThrow(
      'checks must be one of all, phprank, got "strict"',
    );
    expect(() => resolveOptions({ headers: { 'x-token': 'a\nb' } })).toThrow(
      'headers: the value of x-token must be text without line breaks',
    );
    expect(() => resolveOptions({ render: { browserPath: '/nonexistent/chrome' } })).toThrow(
      'render: no browser at /nonexistent/chrome; install Chromium (Debian/Ubuntu: apt-get install -y chromium)',
    );
  });

  it('hands the switches to the analyzer over the operator analyzer options', () => {
    expect(
      analyzerOptionsOf({
        analyzerOptions: { timeoutMs: 100, checks: 'all' },
        checks: 'phprank',
        render: true,
        headers: { 'x-token': 't' },
      }),
    ).toEqual({ timeoutMs: 100, checks: 'phprank', render: true, headers: { 'x-token': 't' } });
  });
});

describe.each([
  ['all', 46],
  ['phprank', 36],
] as const)('a service with checks: %s', (checks, count) => {
  it(`writes reports with ${count} checks`, async () => {
    const service = await scan.startService({
      generation: 'sync',
      allowPrivateNetwork: true,
      rateLimit: false,
      checks,
    });
    try {
      const client = new TestClient(service.url, service.createKey());
      const created = await client.create({ url: pageUrl, privacy: 0 });
      const report = await client.settled(created.body.data.id);
      expect(report.state).toBe('generated');
      const keys = Object.keys(report.results);
      expect(keys).toHaveLength(count);
      expect(keys.slice(0, 36)).toEqual(PHPRANK_CHECK_KEYS);
    } finally {
      await service.close();
    }
  });
});
