// The service with the real analyzer, auditing pages served by a local server on 127.0.0.1.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/server/service/index.js';
import { SecretScanner } from '../support/secret-scan.js';
import { TestClient } from './helpers.js';

// The services' logs are scanned after each case for every key they made.
const scan = new SecretScanner([]);
const startService = scan.startService;
afterEach(() => scan.check());

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local test page for the end-to-end audit</title><meta name="description" content="A page for the end-to-end test.">
</head><body><h1>Local test page</h1><p>${'Words about search engines. '.repeat(120)}</p></body></html>`;

let pages: Server;
let pagesUrl: string;

beforeAll(async () => {
  pages = createServer((request, response) => {
    if (request.url === '/old') {
      response.writeHead(301, { Location: '/new/' });
      response.end();
    } else if (request.url === '/' || request.url === '/new/') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(PAGE);
    } else if (request.url === '/robots.txt') {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end('User-agent: *\nAllow: /\n');
    } else {
      response.writeHead(404, { 'Content-Type': 'text/html' });
      response.end('<!doctype html><title>Not found</title>');
    }
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => pages.close(() => resolve())));

describe.each(['async', 'sync'] as const)('with the real analyzer, %s generation', (generation) => {
  let service: RunningService;
  let client: TestClient;
  beforeAll(async () => {
    service = await startService({ generation, allowPrivateNetwork: true, rateLimit: false });
    client = new TestClient(service.url, service.createKey());
  });
  afterAll(() => service.close());

  it('audits a local page: score, grade, checks, final URL after redirects', async () => {
    const created = await client.create({ url: `${pagesUrl}/old`, privacy: 0 });
    expect(created.status).toBe(201);
    const report = await client.settled(created.body.data.id);
    expect(report.state).toBe('generated');
    expect(report.url).toBe(`${pagesUrl.replace('http://', '')}/new/`);
    expect(report.project).toBe('127.0.0.1');
    expect(typeof report.score).toBe('number');
    expect(['good', 'decent', 'bad']).toContain(report.result);
    expect(report.results.title).toMatchObject({
      passed: true,
      value: 'Local test page for the end-to-end audit',
    });

    const page = await fetch(`${service.url}/reports/${report.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Local test page');
  });

  it('stores why a page could not be audited', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const created = await client.create({ url: `http://127.0.0.1:${port}/` });
    const report = await client.settled(created.body.data.id);
    expect(report.state).toBe('failed');
    expect(report.error.code).toEqual(expect.any(String));
    expect(report.error.message).toEqual(expect.any(String));
  });
});

describe('without --allow-private-network', () => {
  it('refuses to audit loopback addresses, as a failed generation', async () => {
    const service = await startService({ rateLimit: false });
    try {
      const client = new TestClient(service.url, service.createKey());
      const created = await client.create({ url: `${pagesUrl}/` });
      const report = await client.settled(created.body.data.id);
      expect(report.state).toBe('failed');
      expect(report.error.message).toContain('127.0.0.1');
    } finally {
      await service.close();
    }
  });
});
