// A base URL that answers like a plain web server (an HTML or text "not found", "method not
// allowed", "not implemented") is no SEO Report API: the client says so, names what answered and
// what base-url must be, instead of "501, try again later". A real API's own errors, in JSON, and
// a proxy's 502/503/504 page, still read as what they are (the deployed shapes are in
// docs/compatibility.md). Every server here is a real one on 127.0.0.1.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SeoReportClient } from '../../src/client/api/client.js';
import { CLI_WORDS } from '../../src/client/cli/audit-options.js';
import { apiFailure } from '../support/api-failure.js';
import { WORDS } from '../support/reports.js';

const API_KEY = 'sk_not_an_api_test_0123456789';
const servers: Server[] = [];
const clients: SeoReportClient[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function client(baseUrl: string) {
  const c = new SeoReportClient({
    baseUrl,
    apiKey: API_KEY,
    retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 2 },
  });
  clients.push(c);
  return c;
}

const failure = (promise: Promise<unknown>) => apiFailure(promise, [API_KEY]);

const html = (status: number, title: string) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`,
  );
};

/** Python's `http.server`: files for GET, an HTML 404 for the rest, an HTML 501 for POST and PUT. */
const pythonHttpServer = (req: IncomingMessage, res: ServerResponse) => {
  if (req.method === 'GET') return html(404, 'Error response')(req, res);
  res.writeHead(501, { 'content-type': 'text/html;charset=utf-8' });
  res.end(
    `<!DOCTYPE HTML>\n<html lang="en">\n<head><meta charset="utf-8">\n<title>Error response</title>\n</head>\n<body>\n<h1>Error response</h1>\n<p>Error code: 501</p>\n<p>Message: Unsupported method ('${req.method}').</p>\n</body>\n</html>\n`,
  );
};

const NOT_AN_API_HINT =
  'check base-url: it must be the root of an SEO Report API service, such as https://seo.example.com, to which /api/v1 is added';

describe('a plain web server at base-url', () => {
  it('answers POST with an HTML 501: not an SEO Report API, not "try again later"', async () => {
    const base = await serve(pythonHttpServer);
    const error = await failure(client(base).createReport({ url: 'https://example.com' }));
    expect(error.code).toBe('html_page');
    expect(error.errorCode).toBe('SEO_API_HTML_PAGE');
    expect(error.status).toBe(501);
    expect(WORDS.apiError(error)).toBe(
      `POST /api/v1/reports: ${base} answered 501: an HTML page ("Error response") instead of JSON: that is not an SEO Report API (${NOT_AN_API_HINT})`,
    );
    expect(CLI_WORDS.apiError(error)).toBe(
      `POST /api/v1/reports: ${base} answered 501: an HTML page ("Error response") instead of JSON: that is not an SEO Report API (check --base-url: it must be the root of an SEO Report API service, such as https://seo.example.com, to which /api/v1 is added)`,
    );
  });

  it.each([
    [404, 'Not Found'],
    [405, '405 Not Allowed'],
    [200, 'Welcome to our shop'],
  ])('answers a read with an HTML %i: not an SEO Report API', async (status, title) => {
    const base = await serve(html(status, title));
    const error = await failure(client(base).listReports());
    expect(error.code).toBe('html_page');
    expect(error.attempts).toBe(1);
    expect(WORDS.apiError(error)).toBe(
      `GET /api/v1/reports: ${base} answered ${status}: an HTML page ("${title}") instead of JSON: that is not an SEO Report API (${NOT_AN_API_HINT})`,
    );
  });

  it('answers with a plain-text 404: not an SEO Report API either', async () => {
    // Go's http.NotFound and many small servers.
    const base = await serve((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('404 page not found\n');
    });
    const error = await failure(client(base).deleteReport('12'));
    expect(error.code).toBe('not_the_api');
    expect(error.errorCode).toBe('SEO_API_NOT_THE_API');
    expect(WORDS.apiError(error)).toBe(
      `DELETE /api/v1/reports/12: ${base} answered 404: text ("404 page not found") instead of JSON: that is not an SEO Report API (${NOT_AN_API_HINT})`,
    );
  });

  it('says to drop /api when base-url ends in it: the client adds /api/v1 itself', async () => {
    const base = await serve(html(404, 'Not Found'));
    const error = await failure(client(`${base}/api`).getReport(3));
    expect(WORDS.apiError(error)).toBe(
      `GET /api/api/v1/reports/3: ${base}/api answered 404: an HTML page ("Not Found") instead of JSON: that is not an SEO Report API (base-url ends in /api, and /api/v1 is added to it: remove the /api at its end)`,
    );
  });
});

describe("a real API's own errors still read as what they are", () => {
  const json =
    (status: number, body: unknown, headers: Record<string, string> = {}) =>
    (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };

  it('a JSON 501 or 503 is the service failing', async () => {
    const notImplemented = await serve(json(501, { message: 'Not implemented.', status: 501 }));
    const error = await failure(client(notImplemented).createReport({ url: 'https://x.test' }));
    expect(error.code).toBe('server_error');
    expect(WORDS.apiError(error)).toBe(
      'POST /api/v1/reports: the service answered 501: Not implemented. (the service failed; try again later)',
    );
    const unavailable = await serve(json(503, { message: 'Service Unavailable', status: 503 }));
    const busy = await failure(client(unavailable).getReport(1));
    expect(busy.code).toBe('server_error');
    expect(busy.attempts).toBe(3);
    expect(busy.message).toContain('the service answered 503: Service Unavailable');
  });

  it("a proxy's or a maintenance screen's 503 page is the service failing, retried", async () => {
    const base = await serve(html(503, 'Be right back.'));
    const error = await failure(client(base).getReport(1));
    expect(error.code).toBe('server_error');
    expect(error.attempts).toBe(3);
    expect(WORDS.apiError(error)).toBe(
      'GET /api/v1/reports/1: the service answered 503: an HTML page ("Be right back.") instead of JSON (the service or a proxy in front of it is failing; try again later)',
    );
  });

  it("a deployed service's JSON 404 is a report that is not there", async () => {
    const base = await serve(json(404, { message: 'Resource not found.', status: 404 }));
    const error = await failure(client(base).getReport(99));
    expect(error.code).toBe('not_found');
    expect(WORDS.apiError(error)).toBe(
      'GET /api/v1/reports/99: the service answered 404: Resource not found. (it does not exist, belongs to another user, or base-url is wrong)',
    );
  });

  it('an empty 404 says nothing of what answered: still not found', async () => {
    const base = await serve((_req, res) => {
      res.writeHead(404);
      res.end();
    });
    const error = await failure(client(base).getReport(99));
    expect(error.code).toBe('not_found');
  });
});
