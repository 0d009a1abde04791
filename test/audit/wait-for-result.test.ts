// Reading a report until it has a result: at once, then when this run's reports are usually
// done. A small service on 127.0.0.1 generates each report in a fixed time and either holds
// reads until then (wait=N, like our reference service) or ignores `wait` (like others).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { SeoReportClient } from '../../src/client/api/index.js';
import { GenerationPace, waitForResult } from '../../src/client/audit/wait-for-result.js';
import { noDeadline } from '../support/wait-until.js';

const GENERATION_MS = 300;
const servers: Server[] = [];
const clients: SeoReportClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function service(holds: boolean) {
  const created = new Map<number, number>();
  const reads = new Map<number, number>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const id = Number(url.pathname.split('/').pop());
    reads.set(id, (reads.get(id) ?? 0) + 1);
    const since = created.get(id) as number;
    const answer = () => {
      const done = Date.now() - since >= GENERATION_MS;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          data: {
            id,
            url: 'site.test/',
            result: done ? 90 : null,
            created_at: new Date(since).toISOString(),
            generated_at: done ? new Date(since + GENERATION_MS).toISOString() : null,
          },
        }),
      );
    };
    const left = since + GENERATION_MS - Date.now();
    if (holds && url.searchParams.has('wait') && left > 0) setTimeout(answer, left);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const client = new SeoReportClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey: 'sk_wait_test',
  });
  clients.push(client);
  const create = (id: number) => created.set(id, Date.now());
  return { client, reads, create };
}

it('reads once when the service holds the read until the report is done', async () => {
  const api = await service(true);
  api.create(1);
  const report = await waitForResult(api.client, '1', noDeadline());
  expect(report.generated).toBe(true);
  expect(api.reads.get(1)).toBe(1);
});

it('reads again when reports are usually done, once it has seen one, if wait is ignored', async () => {
  const api = await service(false);
  const pace = new GenerationPace();
  api.create(1);
  await waitForResult(api.client, '1', noDeadline(), undefined, pace);
  expect(pace.typicalMs()).toBe(GENERATION_MS);
  for (const id of [2, 3, 4]) {
    api.create(id);
    await waitForResult(api.client, String(id), noDeadline(), undefined, pace);
  }
  // The service was seen ignoring `wait`: no read at once any more, the first when the first
  // report had taken; sometimes one more on a loaded machine, never the blind schedule's count.
  for (const id of [2, 3, 4]) expect(api.reads.get(id)).toBeLessThanOrEqual(2);
  expect(Math.min(...[2, 3, 4].map((id) => api.reads.get(id) as number))).toBe(1);
  expect(pace.waitIgnored).toBe(true);
});
