// Refresh mode lists the reports that exist before it refreshes or creates anything: when that
// listing fails, nothing is sent, and the error says what could not be listed and why (the API
// error stays its cause). Against a real server on 127.0.0.1 whose list endpoint fails.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeoReportClient } from '../../src/client/api/index.js';
import { RefreshLookupError, runRefresh } from '../../src/client/audit/refresh.js';

let server: Server;
const requests: string[] = [];
let client: SeoReportClient;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'Server Error', status: 500 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new SeoReportClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey: 'sk_refresh_lookup_0123456789',
  });
});

afterAll(async () => {
  await client.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('refresh mode, when the existing reports cannot be listed', () => {
  it('stops before anything is refreshed or created, saying what could not be listed', async () => {
    const error = await runRefresh(client, {
      urls: ['https://a.test/pricing'],
      privacy: 0,
      concurrency: 1,
      timeoutMs: 30_000,
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RefreshLookupError);
    expect((error as RefreshLookupError).errorCode).toBe('SEO_REFRESH_LOOKUP_FAILED');
    expect((error as RefreshLookupError).message).toBe(
      'Could not list the reports of https://a.test/pricing: GET /api/v1/reports: the service answered 500: Server Error (the service failed; try again later)',
    );
    expect((error as RefreshLookupError).cause).toMatchObject({
      errorCode: 'SEO_API_SERVER_ERROR',
    });
    expect(requests.every((line) => line.startsWith('GET /api/v1/reports?'))).toBe(true);
  });
});
