import { afterEach, describe, expect, it } from 'vitest';
import { SeoReportClient } from '../../src/client/api/client.js';
import {
  isGarbled,
  isHtmlPage,
  isRedirect,
  SeoReportApiError,
} from '../../src/client/api/errors.js';
import { WORDS } from '../support/reports.js';
import { errorPlaces, expectNoSecrets } from '../support/secret-scan.js';
import { API_KEY, deployedReport, mockApi, ORIGIN } from './mock-api.js';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(async () => {
  await api?.client.close();
  await api?.agent.close();
  api = undefined;
});

async function failure(promise: Promise<unknown>): Promise<SeoReportApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SeoReportApiError);
    const apiError = error as SeoReportApiError;
    // No message, reason or hint may ever carry the key, in any form.
    expectNoSecrets(errorPlaces(apiError), [API_KEY]);
    return apiError;
  }
  throw new Error('expected the call to fail');
}

describe('requests', () => {
  it('joins every endpoint to a base URL that carries a path, with the headers each needs', async () => {
    api = mockApi();
    const list = { data: [], meta: { current_page: 1, last_page: 1 }, status: 200 };
    api.script(
      { status: 200, body: list },
      { status: 200, body: deployedReport(12) },
      { status: 201, body: deployedReport(13) },
      { status: 200, body: deployedReport(13) },
      { status: 200, body: { id: 13, object: 'report', deleted: true, status: 200 } },
      { status: 200, body: list },
      { status: 200, body: { id: 'example.com', object: 'report', deleted: true, status: 200 } },
    );
    const { client, requests } = api;
    await client.listReports({ search: 'pricing', result: 'bad', perPage: 25 });
    await client.getReport(12);
    await client.createReport({ url: 'https://example.com/pricing' });
    await client.updateReport('13', { regenerate: true });
    await client.deleteReport(13);
    await client.listProjects({ sortBy: 'project', sort: 'asc' });
    await client.deleteProject('example.com');

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /seo/api/v1/reports?search=pricing&result=bad&per_page=25',
      'GET /seo/api/v1/reports/12',
      'POST /seo/api/v1/reports',
      'PUT /seo/api/v1/reports/13',
      'DELETE /seo/api/v1/reports/13',
      'GET /seo/api/v1/projects?sort_by=project&sort=asc',
      'DELETE /seo/api/v1/projects/example.com',
    ]);
    for (const r of requests) {
      expect(r.headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(r.headers.accept).toBe('application/json');
    }
    const [post, put] = [requests[2], requests[3]];
    expect(post?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(post?.body).toBe('url=https%3A%2F%2Fexample.com%2Fpricing&privacy=1');
    expect(put?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(put?.body).toBe('results=1');
    for (const r of requests.filter((q) => q.method === 'DELETE' || q.method === 'GET')) {
      expect(r.headers['content-type']).toBeUndefined();
      expect(r.body).toBeNull();
    }
  });

  it.each([
    ['https://seo.test', 'https://seo.test/api/v1/'],
    ['https://seo.test/', 'https://seo.test/api/v1/'],
    ['https://seo.test/seo/', 'https://seo.test/seo/api/v1/'],
    ['https://seo.test/seo/api/v1', 'https://seo.test/seo/api/v1/'],
    ['http://127.0.0.1:8080/a/b', 'http://127.0.0.1:8080/a/b/api/v1/'],
  ])('base URL %s has the API root %s', (baseUrl, root) => {
    expect(new SeoReportClient({ baseUrl, apiKey: API_KEY }).apiRoot).toBe(root);
  });

  it.each([
    [
      'seo.test',
      'the base URL must be an absolute http(s) URL such as https://seo.example.com (got "seo.test")',
    ],
    ['ftp://seo.test', 'the base URL must use http or https (got "ftp")'],
    [
      `https://me:${API_KEY}@seo.test`,
      'the base URL must not carry credentials, a query or a fragment (pass the key as the API key, not in the URL)',
    ],
    [
      'https://seo.test/?x=1',
      'the base URL must not carry credentials, a query or a fragment (pass the key as the API key, not in the URL)',
    ],
  ])('refuses the base URL %s', (baseUrl, reason) => {
    expect(() => new SeoReportClient({ baseUrl, apiKey: API_KEY })).toThrowError(reason);
  });

  it('refuses an empty API key before anything is sent', () => {
    expect(() => new SeoReportClient({ baseUrl: ORIGIN, apiKey: ' ' })).toThrowError(
      'an API key is required',
    );
  });

  it('checks parameters before sending anything', async () => {
    api = mockApi();
    const error = await failure(api.client.listReports({ perPage: 20 as never }));
    expect(error.errorCode).toBe('SEO_API_INVALID_PARAMETER');
    expect(error.message).toBe('list reports: per_page must be one of 10, 25, 50, 100 (got 20)');
    expect(api.requests).toHaveLength(0);
  });
});

describe('long poll', () => {
  it('asks the service to hold a read with wait=N, and checks N', async () => {
    api = mockApi();
    api.script({ status: 200, body: deployedReport(12) });
    await api.client.getReport(12, { waitSeconds: 10 });
    expect(api.requests[0]?.path).toBe('/seo/api/v1/reports/12?wait=10');
    const error = await failure(api.client.getReport(12, { waitSeconds: 60 }));
    expect(error.message).toBe(
      'get report: wait must be a whole number of seconds from 1 to 20 (got 60)',
    );
    expect(api.requests).toHaveLength(1);
  });
});

describe('answers', () => {
  it('reads a synchronous create (201 with a float score) and a deployed delete', async () => {
    api = mockApi();
    api.script(
      { status: 201, body: deployedReport(40, { result: 48.5 }) },
      { status: 200, body: { id: 40, object: 'report', deleted: true, status: 200 } },
    );
    const report = await api.client.createReport({ url: 'https://example.com/a', privacy: 0 });
    expect(report).toMatchObject({ id: '40', score: 48.5, grade: 'bad', generated: true });
    expect(await api.client.deleteReport(40)).toEqual({
      id: '40',
      deleted: true,
      alreadyGone: false,
    });
  });

  it('reads an asynchronous create (200, result null)', async () => {
    api = mockApi();
    api.script({
      status: 200,
      body: { data: { id: 5, url: 'x.test', result: null, generated_at: null } },
    });
    const report = await api.client.createReport({ url: 'https://x.test' });
    expect(report.generated).toBe(false);
  });

  it('accepts an empty body on delete', async () => {
    api = mockApi();
    api.script({ status: 200, body: '' });
    expect(await api.client.deleteReport(9)).toEqual({
      id: '9',
      deleted: true,
      alreadyGone: false,
    });
  });
});

describe('errors', () => {
  it.each([
    [
      404,
      { message: 'Resource not found.', status: 404 },
      'not_found',
      'SEO_API_NOT_FOUND',
      'GET /seo/api/v1/reports/12: the service answered 404: Resource not found. (it does not exist, belongs to another user, or base-url is wrong)',
    ],
    [
      401,
      { message: 'Unauthenticated.' },
      'unauthenticated',
      'SEO_API_UNAUTHENTICATED',
      'GET /seo/api/v1/reports/12: the service answered 401: Unauthenticated. (check api-key: the service did not accept it)',
    ],
    [
      403,
      { message: "You don't have access to this feature.", status: 403 },
      'forbidden',
      'SEO_API_FORBIDDEN',
      "GET /seo/api/v1/reports/12: the service answered 403: You don't have access to this feature. (the API key's plan has no API access, or the report belongs to another user)",
    ],
    [
      500,
      { message: 'An unexpected error has occurred, please try again.cURL error 28', status: 500 },
      'server_error',
      'SEO_API_SERVER_ERROR',
      'GET /seo/api/v1/reports/12: the service answered 500: An unexpected error has occurred, please try again.cURL error 28 (the service failed; try again later)',
    ],
    [
      418,
      { whatever: true },
      'http',
      'SEO_API_HTTP',
      'GET /seo/api/v1/reports/12: the service answered 418: {"whatever":true}',
    ],
  ])('explains a %s', async (status, body, code, errorCode, message) => {
    api = mockApi();
    api.script({ status, body });
    const error = await failure(api.client.getReport(12));
    expect(error.code).toBe(code);
    expect(error.errorCode).toBe(errorCode);
    expect(error.status).toBe(status);
    // As the action words it: hints name its inputs (the library's own message says "the API key").
    expect(WORDS.apiError(error)).toBe(message);
    expect(error.attempts).toBe(1);
  });

  it('lists the field errors of a 422, under message or under errors', async () => {
    api = mockApi();
    api.script(
      { status: 422, body: { message: { url: ['You created too many reports.'] }, status: 422 } },
      {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: {
            url: ['The url format is invalid.'],
            privacy: ['The selected privacy is invalid.'],
          },
        },
      },
    );
    const quota = await failure(api.client.createReport({ url: 'https://example.com' }));
    expect(quota.code).toBe('validation');
    expect(quota.errorCode).toBe('SEO_API_VALIDATION');
    expect(quota.message).toBe(
      'POST /seo/api/v1/reports: the service answered 422: url: You created too many reports.',
    );
    expect(quota.fieldErrors).toEqual({ url: ['You created too many reports.'] });
    const invalid = await failure(api.client.createReport({ url: 'https://example.com' }));
    expect(invalid.reason).toBe(
      'url: The url format is invalid.; privacy: The selected privacy is invalid.',
    );
  });

  it('explains a 403 on update of a foreign report', async () => {
    api = mockApi();
    api.script({ status: 403, body: { message: 'This action is unauthorized.' } });
    const error = await failure(api.client.updateReport(99, { privacy: 0 }));
    expect(error.message).toContain(
      'PUT /seo/api/v1/reports/99: the service answered 403: This action is unauthorized.',
    );
  });

  it('recognises a 302 to the login page in one line', async () => {
    api = mockApi();
    api.script({
      status: 302,
      body: '<html>Redirecting</html>',
      headers: { location: `${ORIGIN}/login` },
    });
    const error = await failure(api.client.listReports());
    expect(error.code).toBe('redirect');
    expect(error.errorCode).toBe('SEO_API_REDIRECT');
    expect(isRedirect(error)).toBe(true);
    expect(error.message).toBe(
      'GET /seo/api/v1/reports: the service answered 302: a redirect to a login page (https://seo.test/login) (the API key was not accepted, or the base URL does not point at the API; check both)',
    );
    // The action words the hint with its inputs' names.
    expect(WORDS.apiError(error)).toBe(
      'GET /seo/api/v1/reports: the service answered 302: a redirect to a login page (https://seo.test/login) (the API key was not accepted, or base-url does not point at the API; check base-url and api-key)',
    );
  });

  it('recognises an HTML page and never dumps it', async () => {
    api = mockApi();
    const page = `<!DOCTYPE html><html><head><title>Laravel</title></head><body>${'x'.repeat(5000)}</body></html>`;
    api.script({
      status: 200,
      body: page,
      headers: { 'content-type': 'text/html; charset=UTF-8' },
    });
    const error = await failure(api.client.listReports());
    expect(error.code).toBe('html_page');
    expect(isHtmlPage(error)).toBe(true);
    expect(WORDS.apiError(error)).toBe(
      'GET /seo/api/v1/reports: https://seo.test/seo answered 200: an HTML page ("Laravel") instead of JSON: that is not an SEO Report API (check base-url: it must be the root of an SEO Report API service, such as https://seo.example.com, to which /api/v1 is added)',
    );
  });

  it('retries a GET through 502, 503 and 504 HTML pages from a proxy, then explains the last', async () => {
    api = mockApi({ retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 2 } });
    const proxy = (status: number) => ({
      status,
      body: `<html><head><title>${status} Bad Gateway</title></head></html>`,
      headers: { 'content-type': 'text/html' },
    });
    api.script(proxy(502), proxy(503), proxy(504));
    const error = await failure(api.client.getReport(1));
    expect(error.code).toBe('server_error');
    expect(error.status).toBe(504);
    expect(error.attempts).toBe(3);
    expect(error.message).toBe(
      'GET /seo/api/v1/reports/1: the service answered 504: an HTML page ("504 Bad Gateway") instead of JSON (the service or a proxy in front of it is failing; try again later)',
    );
  });

  it('cuts a long error body that is not JSON to one short line', async () => {
    api = mockApi();
    api.script({
      status: 500,
      body: `Fatal error:\n${'x'.repeat(200_000)}`,
      headers: { 'content-type': 'text/plain' },
    });
    const error = await failure(api.client.getReport(1));
    expect(error.reason.length).toBeLessThanOrEqual(300);
    expect(error.reason).toMatch(/^Fatal error: x+\.\.\.$/);
  });

  it('answers an already-aborted signal with an aborted SeoReportApiError', async () => {
    api = mockApi();
    const error = await failure(api.client.getReport(1, { signal: AbortSignal.abort() }));
    expect(error.code).toBe('aborted');
    expect(error.errorCode).toBe('SEO_API_ABORTED');
    expect(error.message).toBe('GET /seo/api/v1/reports/1: stopped: the operation was cancelled');
    expect(api.requests).toHaveLength(0);
  });

  it('reads again after invalid JSON on a success, then reports it as not the API', async () => {
    api = mockApi();
    const garbled = {
      status: 200,
      body: '{"data": [',
      headers: { 'content-type': 'application/json' },
    };
    api.script(garbled, garbled, garbled, garbled, garbled);
    const error = await failure(api.client.listReports());
    expect(error.code).toBe('garbled');
    expect(isGarbled(error)).toBe(true);
    expect(error.errorCode).toBe('SEO_API_GARBLED');
    expect(WORDS.apiError(error)).toBe(
      'GET /seo/api/v1/reports: the service answered 200: a body that is not JSON (cut off or mangled on the way; if it repeats, check base-url (it must point at the service root))',
    );
    expect(error.hint).toBe('mangled');
    expect(error.attempts).toBe(5);
  });

  it('takes the second answer when one GET answer was garbled on the way', async () => {
    api = mockApi();
    api.script(
      { status: 200, body: '{"data": {"id": 4', headers: { 'content-type': 'application/json' } },
      { status: 200, body: { data: { id: 4, url: 'example.com', result: 80 } } },
    );
    const report = await api.client.getReport(4);
    expect(report.id).toBe('4');
    expect(api.requests).toHaveLength(2);
  });

  it('never sends a POST again after a garbled success: the report was made', async () => {
    api = mockApi();
    api.script({
      status: 201,
      body: '{"data": {"id": 4',
      headers: { 'content-type': 'application/json' },
    });
    const error = await failure(api.client.createReport({ url: 'https://example.com' }));
    expect(error.code).toBe('garbled');
    expect(api.requests).toHaveLength(1);
  });

  it('keeps the API key and passwords out of every message, even when the service echoes them', async () => {
    api = mockApi();
    const password = 'correct-horse-battery';
    api.script(
      { status: 401, body: { message: `Unauthenticated: Bearer ${API_KEY}` } },
      { status: 422, body: { message: { password: [`The password ${password} is too common.`] } } },
      {
        status: 302,
        body: '',
        headers: { location: `${ORIGIN}/login?key=${encodeURIComponent(API_KEY)}` },
      },
    );
    const auth = await failure(api.client.getReport(1));
    expect(auth.message).toContain('Bearer ***');
    const weak = await failure(
      api.client.createReport({ url: 'https://example.com', privacy: 2, password }),
    );
    expectNoSecrets(errorPlaces(weak), [password]);
    expect(weak.message).toContain('The password *** is too common.');
    const redirect = await failure(api.client.listReports());
    expect(redirect.message).toContain('/login?key=***');
  });
});

describe('retries', () => {
  it('retries a 429 after the Retry-After it names', async () => {
    api = mockApi();
    api.script(
      { status: 429, body: { message: 'Too Many Attempts.' }, headers: { 'retry-after': '0' } },
      { status: 200, body: deployedReport(3) },
    );
    const retries: string[] = [];
    const client = new SeoReportClient({
      baseUrl: ORIGIN,
      apiKey: API_KEY,
      dispatcher: api.agent,
      retry: { baseDelayMs: 1 },
      onRetry: (event) =>
        retries.push(`${event.endpoint} ${event.attempt} ${event.delayMs} ${event.reason}`),
    });
    expect((await client.getReport(3)).id).toBe('3');
    expect(retries).toEqual(['GET /api/v1/reports/3 1 0 Too Many Attempts.']);
  });

  it('gives up at once when Retry-After is longer than allowed, and says how long', async () => {
    api = mockApi();
    api.script({
      status: 429,
      body: { message: 'Too Many Attempts.' },
      headers: { 'retry-after': '3600' },
    });
    const error = await failure(api.client.getReport(3));
    expect(error.code).toBe('rate_limited');
    expect(error.errorCode).toBe('SEO_API_RATE_LIMITED');
    expect(error.attempts).toBe(1);
    expect(error.retryAfterMs).toBe(3_600_000);
    expect(WORDS.apiError(error)).toBe(
      'GET /seo/api/v1/reports/3: the service answered 429: Too Many Attempts. (rate limited; the service asks to wait 3600 s (lower concurrency))',
    );
  });

  it('retries POST only when the service provably did not act: refused, 429, 503 with Retry-After', async () => {
    api = mockApi();
    api.script(
      { status: 503, body: { message: 'Be right back.' }, headers: { 'retry-after': '0' } },
      // Refused once the service has answered: it is restarting, not absent.
      { error: 'connect ECONNREFUSED 10.0.0.1:443', code: 'ECONNREFUSED' },
      { status: 429, body: { message: 'Too Many Attempts.' }, headers: { 'retry-after': '0' } },
      { status: 201, body: deployedReport(77) },
    );
    const report = await api.client.createReport({ url: 'https://example.com' });
    expect(report.id).toBe('77');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(3);
  });

  it('does not retry a POST after a bare 503: a proxy may have forwarded it', async () => {
    api = mockApi();
    api.script(
      {
        status: 503,
        body: '<html><title>Service Unavailable</title></html>',
        headers: { 'content-type': 'text/html' },
      },
      { status: 201, body: deployedReport(2) },
    );
    const error = await failure(api.client.createReport({ url: 'https://example.com' }));
    expect(error.status).toBe(503);
    expect(error.attempts).toBe(1);
    expect(api.requests).toHaveLength(1);
  });

  it.each([
    [{ error: 'socket hang up', code: 'ECONNRESET' }, 'network'],
    [{ error: 'other side closed', code: 'UND_ERR_SOCKET' }, 'network'],
    [{ status: 502, body: { message: 'Bad Gateway' } }, 'server_error'],
    [{ status: 504, body: { message: 'Gateway Timeout' } }, 'server_error'],
  ] as const)(
    'does not retry a POST after %j: it may have created the report',
    async (reply, code) => {
      api = mockApi();
      api.script(reply, { status: 201, body: deployedReport(1) });
      const error = await failure(api.client.createReport({ url: 'https://example.com' }));
      expect(error.code).toBe(code);
      expect(error.attempts).toBe(1);
      expect(error.mayHaveReachedService).toBe(true);
    },
  );

  it('does not retry a PUT after a reset either', async () => {
    api = mockApi();
    api.script({ error: 'socket hang up', code: 'ECONNRESET' });
    const error = await failure(api.client.updateReport(4, { regenerate: true }));
    expect(error.attempts).toBe(1);
    expect(WORDS.apiError(error)).toBe(
      'PUT /seo/api/v1/reports/4: the connection was reset (check base-url and that the service is up)',
    );
  });

  it('retries GET and DELETE on a reset', async () => {
    api = mockApi();
    api.script(
      { error: 'socket hang up', code: 'ECONNRESET' },
      { status: 200, body: deployedReport(8) },
      { error: 'socket hang up', code: 'ECONNRESET' },
      { status: 200, body: { id: 8, object: 'report', deleted: true } },
    );
    expect((await api.client.getReport(8)).id).toBe('8');
    expect(await api.client.deleteReport(8)).toEqual({
      id: '8',
      deleted: true,
      alreadyGone: false,
    });
  });

  it('counts a 404 on a retried DELETE as done, but not a 404 on the first attempt', async () => {
    api = mockApi();
    api.script(
      { status: 503, body: { message: 'Service Unavailable' } },
      { status: 404, body: { message: 'Resource not found.', status: 404 } },
      { status: 404, body: { message: 'Resource not found.', status: 404 } },
    );
    expect(await api.client.deleteReport(8)).toEqual({ id: '8', deleted: true, alreadyGone: true });
    const error = await failure(api.client.deleteReport(8));
    expect(error.code).toBe('not_found');
  });

  it('stops waiting when the caller aborts during a backoff', async () => {
    // Aborted as the backoff begins (not after a time, which a loaded machine could reach
    // before the 503 came back).
    const controller = new AbortController();
    api = mockApi({
      retry: { baseDelayMs: 60_000, maxDelayMs: 60_000 },
      onRetry: () => controller.abort(),
    });
    api.script({ status: 503, body: { message: 'down' } });
    const pending = api.client.getReport(1, { signal: controller.signal });
    const error = await failure(pending);
    expect(error.code).toBe('aborted');
    expect(error.message).toBe('GET /seo/api/v1/reports/1: stopped: the operation was cancelled');
  });
});

describe('pagination', () => {
  const report = (id: number) => ({ id, url: `x.test/${id}`, result: 90 });

  it('follows meta.last_page', async () => {
    api = mockApi();
    api.script(
      {
        status: 200,
        body: { data: [report(1), report(2)], meta: { current_page: 1, last_page: 2 } },
      },
      { status: 200, body: { data: [report(3)], meta: { current_page: 2, last_page: 2 } } },
    );
    const ids: string[] = [];
    for await (const r of api.client.reports({ project: 'x.test', perPage: 100 })) ids.push(r.id);
    expect(ids).toEqual(['1', '2', '3']);
    expect(api.requests.map((r) => r.path)).toEqual([
      '/seo/api/v1/reports?project=x.test&per_page=100&page=1',
      '/seo/api/v1/reports?project=x.test&per_page=100&page=2',
    ]);
  });

  it('ends without meta when a page comes back empty, even if per_page was ignored', async () => {
    api = mockApi();
    api.script(
      { status: 200, body: { data: [report(1), report(2)] } },
      { status: 200, body: { data: [report(3)] } },
      { status: 200, body: { data: [] } },
    );
    const ids: string[] = [];
    for await (const r of api.client.reports({ perPage: 100 })) ids.push(r.id);
    expect(ids).toEqual(['1', '2', '3']);
    expect(api.requests).toHaveLength(3);
  });

  it('stops when the service ignores page and repeats the first one', async () => {
    api = mockApi();
    const same = { status: 200, body: { data: [report(1), report(2)] } };
    api.script(same, same, same);
    const ids: string[] = [];
    for await (const r of api.client.reports()) ids.push(r.id);
    expect(ids).toEqual(['1', '2']);
    expect(api.requests).toHaveLength(2);
  });

  it('keeps going when reports created meanwhile push items onto the next page', async () => {
    api = mockApi();
    api.script(
      {
        status: 200,
        body: { data: [report(30), report(29)], meta: { current_page: 1, last_page: 3 } },
      },
      // Two reports were created: page 2 now starts with what page 1 held.
      {
        status: 200,
        body: { data: [report(30), report(29)], meta: { current_page: 2, last_page: 4 } },
      },
      {
        status: 200,
        body: { data: [report(28), report(27)], meta: { current_page: 3, last_page: 4 } },
      },
      { status: 200, body: { data: [report(26)], meta: { current_page: 4, last_page: 4 } } },
    );
    const ids: string[] = [];
    for await (const r of api.client.reports()) ids.push(r.id);
    expect(ids).toEqual(['30', '29', '28', '27', '26']);
  });

  it('stops when meta says the service answered another page than the one asked for', async () => {
    api = mockApi();
    api.script(
      { status: 200, body: { data: [report(1)], meta: { current_page: 1, last_page: 5 } } },
      { status: 200, body: { data: [report(2)], meta: { current_page: 1, last_page: 5 } } },
    );
    const ids: string[] = [];
    for await (const r of api.client.reports()) ids.push(r.id);
    expect(ids).toEqual(['1']);
  });

  it('pages through projects', async () => {
    api = mockApi();
    api.script(
      {
        status: 200,
        body: { data: [{ project: 'a.test', reports: 1, result: 50 }], links: { next: '?page=2' } },
      },
      {
        status: 200,
        body: { data: [{ project: 'b.test', reports: 2, result: 100 }], links: { next: null } },
      },
    );
    const names: string[] = [];
    for await (const p of api.client.projects()) names.push(`${p.name}:${p.meanScore}`);
    expect(names).toEqual(['a.test:50', 'b.test:50']);
  });
});
