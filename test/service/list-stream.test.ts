// Lists of large reports: the answer is the same JSON as each report read alone, written in
// chunks as the client reads it; a client that stops reading is dropped, not buffered for.
import { connect } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import type { Analysis } from '../../src/server/analyzer/types.js';
import type { RunningService } from '../../src/server/service/index.js';
import { waitUntil } from '../support/wait-until.js';
import { fakeAnalysis, type Json, startTestService } from './helpers.js';

/** A report of a hostile page: one check whose value is `bytes` long. */
function hugeAnalysis(url: string, bytes: number): Analysis {
  const analysis = fakeAnalysis(url, 70);
  return {
    ...analysis,
    results: {
      ...analysis.results,
      title: { passed: false, importance: 'high', category: 'seo', value: 'x'.repeat(bytes) },
    },
  };
}

let running: RunningService | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function serviceWithHugeReports(count: number, bytes: number, slowReaderMs = 15_000) {
  const warnings: string[] = [];
  const { service, client } = await startTestService({
    analyze: async (url) => hugeAnalysis(url, bytes),
    slowReaderMs,
    logger: { info() {}, warn: (line) => warnings.push(line), error() {} },
  });
  running = service;
  for (let i = 0; i < count; i++) {
    const created = await client.create({ url: `https://huge.test/page-${i}`, privacy: 0 });
    await client.settled(created.body.data.id);
  }
  return { service, client, warnings };
}

it('streams a large page whose reports are exactly those read one by one', async () => {
  const { client } = await serviceWithHugeReports(6, 250_000);
  const list = await client.get('/api/v1/reports?per_page=10');
  expect(list.status).toBe(200);
  expect(list.headers.get('content-length')).toBeNull(); // streamed, not built whole
  expect(list.body.meta).toMatchObject({ total: 6, from: 1, to: 6, current_page: 1 });
  expect(list.body.status).toBe(200);
  for (const item of list.body.data as Json[]) {
    const alone = await client.get(`/api/v1/reports/${item.id}`);
    expect(item).toEqual(alone.body.data);
  }
});

it('sends a small page whole, with its length, identical to the reports read alone', async () => {
  const { client } = await serviceWithHugeReports(3, 100);
  const list = await client.get('/api/v1/reports?per_page=10&sort=asc');
  expect(Number(list.headers.get('content-length'))).toBeGreaterThan(0);
  expect(list.body.data.map((r: Json) => r.id)).toEqual([1, 2, 3]);
  const alone = await client.get('/api/v1/reports/2');
  expect(list.body.data[1]).toEqual(alone.body.data);
});

it('drops a client that stops reading a large list instead of holding the page for it', async () => {
  const { service, client, warnings } = await serviceWithHugeReports(10, 1_000_000, 200);
  // Ten values of a million characters: the page is larger than that. (Not read here: a reader
  // in this same process that a loaded machine holds up for 200 ms would be dropped too.)
  const fullBytes = 10 * 1_000_000;
  const { hostname, port } = new URL(service.url);
  const socket = connect(Number(port), hostname);
  let received = 0;
  socket.on('data', (chunk) => {
    received += chunk.length;
  });
  socket.on('error', () => {});
  const closed = new Promise((resolve) => socket.on('close', resolve));
  socket.write(
    `GET /api/v1/reports?per_page=10 HTTP/1.1\r\nHost: ${hostname}\r\nAccept: application/json\r\nAuthorization: Bearer ${client.key}\r\n\r\n`,
  );
  socket.pause(); // a reader that never reads
  await waitUntil(() => warnings.join('\n').includes('stopped reading a list'));
  socket.resume();
  await closed;
  expect(received).toBeLessThan(fullBytes);
});

it('answers a repeated list from memory only while nothing has changed', async () => {
  const { client } = await serviceWithHugeReports(3, 100);
  const path = '/api/v1/reports?per_page=10';
  const first = await client.get(path);
  expect((await client.get(path)).body).toEqual(first.body);
  expect((await client.request('DELETE', '/api/v1/reports/2')).status).toBe(200);
  const after = await client.get(path);
  expect(after.body.data.map((r: Json) => r.id)).toEqual([3, 1]);
  expect(after.body.meta.total).toBe(2);
  const created = await client.create({ url: 'https://huge.test/new', privacy: 0 });
  expect((await client.get(path)).body.data[0].id).toBe(created.body.data.id);
});
