// Bad requests to the reference service (issue 8), sent over real HTTP with fetch, or with a raw
// socket where fetch would tidy the request up (two Authorization headers, literal dot segments).
// Each must get a 4xx (never a 5xx) in the documented envelope {"message": ..., "status": N},
// with a message naming the problem, and must leave the database as it was: no report or
// project created, a report refused an update unchanged. Text with SQL and HTML metacharacters
// from valid requests must come back as sent and be escaped in the HTML report page.
import { connect } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnalyzeFunction,
  type RunningService,
  startService,
} from '../../src/server/service/index.js';
import { scoringAnalyzer } from '../service/helpers.js';
import { openLedger } from './support/ledger.js';

const ledger = openLedger('bad-api-requests', 'Bad API requests to the reference service', 22);

const KEY = 'sk_bad_requests_4a6c8e0b2d4f6a8c0e2b';
const OTHER_KEY = 'sk_bad_requests_other_1b3d5f7a9c1e3b5d';
const MAX_BODY = 4096;
const FORM = 'application/x-www-form-urlencoded';
const XSS = '<script>alert("x")</script>';
const SQL = "'; DROP TABLE reports; --";

// Pages whose path says "xss" get a title full of markup, as a hostile page would have.
const analyze: AnalyzeFunction = async (url, options) => {
  const analysis = await scoringAnalyzer(url, options);
  if (!url.includes('xss')) return analysis;
  const title = analysis.results.title;
  if (!title) return analysis;
  return {
    ...analysis,
    results: { ...analysis.results, title: { ...title, value: `${XSS} & ${SQL}` } },
  };
};

let service: RunningService;
/** A report of KEY's user that update cases try to change. */
let target: { id: number; snapshot: unknown };

interface Answer {
  status: number;
  headers: Headers | Record<string, string>;
  text: string;
  json: { message?: unknown; status?: number; [key: string]: unknown } | null;
}

function parse(status: number, headers: Answer['headers'], text: string): Answer {
  let json: Answer['json'] = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status, headers, text, json };
}

async function send(
  method: string,
  path: string,
  options: {
    headers?: Record<string, string>;
    body?: string | ReadableStream;
    key?: string | null;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const key = options.key === undefined ? KEY : options.key;
  if (key !== null && headers.Authorization === undefined) headers.Authorization = `Bearer ${key}`;
  const response = await fetch(`${service.url}${path}`, {
    method,
    headers,
    body: options.body,
    ...(options.body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  return parse(response.status, response.headers, await response.text());
}

const form = (body: string, extra: Record<string, string> = {}) => ({
  headers: { 'Content-Type': FORM, ...extra },
  body,
});

/** A request written byte for byte, for what fetch would not send as it is. */
function sendRaw(head: string, body = ''): Promise<Answer> {
  const { port } = new URL(service.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headText = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headText)?.[1] ?? 0);
      const headers: Record<string, string> = {};
      for (const line of headText.split('\r\n').slice(1)) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve(parse(status, headers, rest.join('\r\n\r\n')));
    });
    socket.end(`${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n${body}`);
  });
}

async function total(path: string): Promise<number> {
  const answer = await send('GET', `${path}?per_page=100`);
  expect(answer.status).toBe(200);
  return (answer.json as { meta: { total: number } }).meta.total;
}

interface Snapshot {
  reports: number;
  projects: number;
  target: unknown;
}

async function snapshot(): Promise<Snapshot> {
  const read = await send('GET', `/api/v1/reports/${target.id}`);
  return {
    reports: await total('/api/v1/reports'),
    projects: await total('/api/v1/projects'),
    target: read.json?.data,
  };
}

beforeAll(async () => {
  service = await startService({
    apiKeys: [KEY, OTHER_KEY],
    analyze,
    rateLimit: false,
    generation: 'sync',
    maxBodyBytes: MAX_BODY,
  });
  const created = await send(
    'POST',
    '/api/v1/reports',
    form('url=https://example.com/target&privacy=1'),
  );
  expect(created.status).toBe(201);
  const id = Number((created.json?.data as { id?: number } | undefined)?.id);
  target = { id, snapshot: (await send('GET', `/api/v1/reports/${id}`)).json?.data };
});

afterAll(() => service.close());

type Expectation =
  /** 422 listing exactly these fields. */
  | { status: 422; fields: Record<string, string[]> }
  /** Another status with this exact string message. */
  | { status: number; message: string };

interface Case {
  name: string;
  request: () => Promise<Answer>;
  expect: Expectation;
}

const REPORTS = '/api/v1/reports';
const one = () => `${REPORTS}/${target.id}`;
const urlField = (message: string) => ({ url: [message] });
const UNSUPPORTED = (type: string) =>
  `Unsupported content type${type ? ` "${type}"` : ''}: send application/x-www-form-urlencoded (or application/json).`;
const TOO_LARGE = `The request body is larger than ${MAX_BODY} bytes.`;
const NOT_FOUND = 'Resource not found.';
const UNAUTHENTICATED = 'Unauthenticated.';

const CASES: Case[] = [
  // Bodies of a create that are not the form the interface specifies.
  {
    name: 'POST text/plain body',
    request: () =>
      send('POST', REPORTS, {
        headers: { 'Content-Type': 'text/plain' },
        body: 'url=https://example.com/',
      }),
    expect: { status: 415, message: UNSUPPORTED('text/plain') },
  },
  {
    name: 'POST multipart/form-data body',
    request: () => {
      const data = new FormData();
      data.set('url', 'https://example.com/');
      return fetch(`${service.url}${REPORTS}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${KEY}`, Accept: 'application/json' },
        body: data,
      }).then(async (r) => parse(r.status, r.headers, await r.text()));
    },
    expect: { status: 415, message: UNSUPPORTED('multipart/form-data') },
  },
  {
    name: 'POST body without a content type',
    request: () =>
      sendRaw(
        `POST ${REPORTS} HTTP/1.1\r\nAuthorization: Bearer ${KEY}\r\nContent-Length: 24`,
        'url=https://example.com/',
      ),
    expect: { status: 415, message: UNSUPPORTED('') },
  },
  {
    name: 'POST JSON sent as a form',
    request: () => send('POST', REPORTS, form(JSON.stringify({ url: 'https://example.com/' }))),
    expect: { status: 422, fields: urlField('The url field is required.') },
  },
  {
    name: 'POST malformed JSON',
    request: () =>
      send('POST', REPORTS, {
        headers: { 'Content-Type': 'application/json' },
        body: '{"url": "https://example.com/"',
      }),
    expect: { status: 400, message: 'The request body is not valid JSON.' },
  },
  {
    name: 'POST a JSON array',
    request: () =>
      send('POST', REPORTS, {
        headers: { 'Content-Type': 'application/json' },
        body: '[{"url": "https://example.com/"}]',
      }),
    expect: { status: 400, message: 'The request body must be a JSON object.' },
  },
  {
    name: 'POST JSON url as an object',
    request: () =>
      send('POST', REPORTS, {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ url: { href: 'https://example.com/' } }),
      }),
    expect: {
      status: 422,
      fields: urlField('The url must be a string or a number, not an object or an array.'),
    },
  },
  {
    name: 'POST JSON privacy as a boolean',
    request: () =>
      send('POST', REPORTS, {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ url: 'https://example.com/', privacy: true }),
      }),
    expect: {
      status: 422,
      fields: { privacy: ['The selected privacy is invalid. Allowed: 0, 1, 2.'] },
    },
  },
  {
    name: 'POST broken percent-encoding in privacy',
    request: () => send('POST', REPORTS, form('url=https%3A%2F%2Fexample.com%2F&privacy=%ZZ')),
    expect: {
      status: 422,
      fields: { privacy: ['The selected privacy is invalid. Allowed: 0, 1, 2.'] },
    },
  },
  {
    name: 'POST a lone percent sign as url',
    request: () => send('POST', REPORTS, form('url=%')),
    expect: { status: 422, fields: urlField('The url format is invalid.') },
  },
  {
    name: 'POST repeated url, the last one bad',
    request: () => send('POST', REPORTS, form('url=https://example.com/a&url=javascript:alert(1)')),
    expect: { status: 422, fields: urlField('The url format is invalid.') },
  },
  {
    name: 'POST repeated privacy, the last one bad',
    request: () => send('POST', REPORTS, form('url=https://example.com/&privacy=0&privacy=9')),
    expect: {
      status: 422,
      fields: { privacy: ['The selected privacy is invalid. Allowed: 0, 1, 2.'] },
    },
  },
  {
    name: 'POST empty body',
    request: () => send('POST', REPORTS, form('')),
    expect: { status: 422, fields: urlField('The url field is required.') },
  },
  // Wrong types and values of the fields.
  ...(['abc', '3', '-1', '1.0', ' 1'] as const).map(
    (privacy): Case => ({
      name: `POST privacy=${JSON.stringify(privacy)}`,
      request: () =>
        send(
          'POST',
          REPORTS,
          form(`url=https://example.com/&privacy=${encodeURIComponent(privacy)}`),
        ),
      expect: {
        status: 422,
        fields: { privacy: ['The selected privacy is invalid. Allowed: 0, 1, 2.'] },
      },
    }),
  ),
  {
    name: 'POST privacy=2 without password',
    request: () => send('POST', REPORTS, form('url=https://example.com/&privacy=2')),
    expect: {
      status: 422,
      fields: { password: ['The password field is required when privacy is 2.'] },
    },
  },
  {
    name: 'POST password over 128 characters',
    request: () =>
      send('POST', REPORTS, form(`url=https://example.com/&privacy=2&password=${'p'.repeat(129)}`)),
    expect: {
      status: 422,
      fields: {
        password: ['The password must be 4 to 128 characters without control characters.'],
      },
    },
  },
  {
    name: 'POST every field wrong at once, plus unknown ones',
    request: () =>
      send(
        'POST',
        REPORTS,
        form(`url=ftp://example.com/&privacy=x&project=${'p'.repeat(256)}&admin=1&user_id=2`),
      ),
    expect: {
      status: 422,
      fields: {
        url: ['The url format is invalid.'],
        privacy: ['The selected privacy is invalid. Allowed: 0, 1, 2.'],
        project: ['The project must not be greater than 255 characters.'],
      },
    },
  },
  // URLs that are not pages on the web.
  ...[
    'ftp://example.com/file',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,hi',
    '/pricing',
    'example.com',
    'https://',
  ].map(
    (url): Case => ({
      name: `POST url=${url}`,
      request: () => send('POST', REPORTS, form(`url=${encodeURIComponent(url)}`)),
      expect: { status: 422, fields: urlField('The url format is invalid.') },
    }),
  ),
  {
    name: 'POST url with user and password',
    request: () =>
      send(
        'POST',
        REPORTS,
        form(`url=${encodeURIComponent('https://admin:hunter2@example.com/')}`),
      ),
    expect: { status: 422, fields: urlField('The url must not contain a user name or password.') },
  },
  ...[
    ['NUL', 'https://example.com/a\u0000b'],
    ['line break in the host', 'https://exa\nmple.com/'],
    ['tab', 'https://example.com/\tpage'],
    ['ESC', 'https://example.com/\u001b[31m'],
  ].map(
    ([what, url]): Case => ({
      name: `POST url with a ${what}`,
      request: () => send('POST', REPORTS, form(`url=${encodeURIComponent(url as string)}`)),
      expect: { status: 422, fields: urlField('The url must not contain control characters.') },
    }),
  ),
  {
    name: 'POST url over 2048 characters',
    request: () => send('POST', REPORTS, form(`url=https://example.com/${'a'.repeat(2048)}`)),
    expect: { status: 422, fields: urlField('The url must not be greater than 2048 characters.') },
  },
  // Oversized bodies.
  {
    name: 'POST body over maxBodyBytes',
    request: () =>
      send('POST', REPORTS, form(`url=https://example.com/&pad=${'x'.repeat(MAX_BODY)}`)),
    expect: { status: 413, message: TOO_LARGE },
  },
  {
    name: 'POST body streamed without a length, over maxBodyBytes',
    request: () =>
      send('POST', REPORTS, {
        headers: { 'Content-Type': FORM },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < 4; i++)
              controller.enqueue(
                new TextEncoder().encode(`url=https://example.com/&p${i}=${'y'.repeat(2000)}`),
              );
            controller.close();
          },
        }),
      }),
    expect: { status: 413, message: TOO_LARGE },
  },
  {
    name: 'POST declaring a 1 GB body',
    request: () =>
      sendRaw(
        `POST ${REPORTS} HTTP/1.1\r\nAuthorization: Bearer ${KEY}\r\nContent-Type: ${FORM}\r\nContent-Length: 1073741824`,
        'url=https://example.com/',
      ),
    expect: { status: 413, message: TOO_LARGE },
  },
  // Authorization.
  {
    name: 'no Authorization header',
    request: () => send('POST', REPORTS, { ...form('url=https://example.com/'), key: null }),
    expect: { status: 401, message: UNAUTHENTICATED },
  },
  {
    name: 'Authorization: Bearer with no token',
    request: () =>
      send('POST', REPORTS, form('url=https://example.com/', { Authorization: 'Bearer' })),
    expect: { status: 401, message: UNAUTHENTICATED },
  },
  {
    name: 'Authorization: Basic xyz',
    request: () =>
      send('POST', REPORTS, form('url=https://example.com/', { Authorization: 'Basic xyz' })),
    expect: { status: 401, message: UNAUTHENTICATED },
  },
  {
    name: 'the key without "Bearer"',
    request: () => send('POST', REPORTS, form('url=https://example.com/', { Authorization: KEY })),
    expect: { status: 401, message: UNAUTHENTICATED },
  },
  {
    name: 'a wrong key',
    request: () =>
      send('POST', REPORTS, {
        ...form('url=https://example.com/'),
        key: 'sk_wrong_0000000000000000',
      }),
    expect: { status: 401, message: UNAUTHENTICATED },
  },
  {
    name: 'the key twice in one header',
    request: () =>
      send(
        'POST',
        REPORTS,
        form('url=https://example.com/', { Authorization: `Bearer ${KEY} ${KEY}` }),
      ),
    expect: { status: 401, message: UNAUTHENTICATED },
  },
  {
    name: 'two Authorization headers, the good key first',
    request: () =>
      sendRaw(
        `POST ${REPORTS} HTTP/1.1\r\nAuthorization: Bearer ${KEY}\r\nAuthorization: Bearer sk_wrong_1111111111\r\nContent-Type: ${FORM}\r\nContent-Length: 24`,
        'url=https://example.com/',
      ),
    expect: { status: 401, message: UNAUTHENTICATED },
  },
  {
    name: 'two Authorization headers, the good key second',
    request: () =>
      sendRaw(
        `POST ${REPORTS} HTTP/1.1\r\nAuthorization: Bearer sk_wrong_1111111111\r\nAuthorization: Bearer ${KEY}\r\nContent-Type: ${FORM}\r\nContent-Length: 24`,
        'url=https://example.com/',
      ),
    expect: { status: 401, message: UNAUTHENTICATED },
  },
  {
    name: 'a 10 KB bearer token',
    request: () =>
      send('POST', REPORTS, { ...form('url=https://example.com/'), key: 'k'.repeat(10_000) }),
    expect: { status: 401, message: UNAUTHENTICATED },
  },
  {
    name: 'headers over 16 KB',
    request: () =>
      send('POST', REPORTS, form('url=https://example.com/', { 'X-Pad': 'x'.repeat(20_000) })),
    expect: { status: 431, message: 'Bad request.' },
  },
  // Routes, methods and ids.
  {
    name: 'unknown route',
    request: () => send('GET', '/api/v1/reportz'),
    expect: { status: 404, message: NOT_FOUND },
  },
  {
    name: 'unknown API version',
    request: () => send('POST', '/api/v2/reports', form('url=https://example.com/')),
    expect: { status: 404, message: NOT_FOUND },
  },
  {
    name: 'PATCH a report',
    request: () => send('PATCH', one(), form('privacy=0')),
    expect: { status: 405, message: 'The GET, PUT, DELETE methods are supported for this route.' },
  },
  {
    name: 'DELETE the report list',
    request: () => send('DELETE', REPORTS),
    expect: { status: 405, message: 'The GET, POST methods are supported for this route.' },
  },
  ...['abc', '-1', '1.5', '1e3', '0x10', '99999999999999999999', `${'1'.repeat(16)}`].map(
    (id): Case => ({
      name: `GET report id ${id}`,
      request: () => send('GET', `${REPORTS}/${id}`),
      expect: { status: 404, message: NOT_FOUND },
    }),
  ),
  {
    name: 'DELETE report id "1 OR 1=1"',
    request: () => send('DELETE', `${REPORTS}/${encodeURIComponent('1 OR 1=1')}`),
    expect: { status: 404, message: NOT_FOUND },
  },
  {
    name: 'PUT report id "1; DROP TABLE reports"',
    request: () =>
      send('PUT', `${REPORTS}/${encodeURIComponent('1; DROP TABLE reports')}`, form('privacy=0')),
    expect: { status: 404, message: NOT_FOUND },
  },
  {
    name: 'GET report id with encoded path traversal',
    request: () => send('GET', `${REPORTS}/..%2F..%2F..%2Fetc%2Fpasswd`),
    expect: { status: 404, message: NOT_FOUND },
  },
  {
    // Dot segments are resolved as in any URL (RFC 3986), so ../reports/1 is report 1; one
    // that climbs out of the API lands on no route at all.
    name: 'DELETE a path climbing out of the API with literal dot segments',
    request: () =>
      sendRaw(
        `DELETE ${REPORTS}/1/../../../../etc/passwd HTTP/1.1\r\nAuthorization: Bearer ${KEY}`,
      ),
    expect: { status: 404, message: NOT_FOUND },
  },
  {
    name: 'GET report id with broken percent-encoding',
    request: () => send('GET', `${REPORTS}/%E0%A4%A`),
    expect: { status: 404, message: NOT_FOUND },
  },
  {
    name: 'DELETE project named by SQL',
    request: () => send('DELETE', `/api/v1/projects/${encodeURIComponent("' OR 1=1 --")}`),
    expect: { status: 404, message: NOT_FOUND },
  },
  {
    name: 'DELETE project with a wildcard name',
    request: () => send('DELETE', `/api/v1/projects/${encodeURIComponent('%')}`),
    expect: { status: 404, message: NOT_FOUND },
  },
  // Updates of an existing report: refused whole, the report unchanged.
  {
    name: 'PUT privacy=abc',
    request: () => send('PUT', one(), form('privacy=abc')),
    expect: {
      status: 422,
      fields: { privacy: ['The selected privacy is invalid. Allowed: 0, 1, 2.'] },
    },
  },
  {
    name: 'PUT privacy=2 without a password',
    request: () => send('PUT', one(), form('privacy=2')),
    expect: {
      status: 422,
      fields: { password: ['The password field is required when privacy is 2.'] },
    },
  },
  {
    name: 'PUT a valid privacy with a bad results',
    request: () => send('PUT', one(), form('privacy=0&results=maybe')),
    expect: {
      status: 422,
      fields: { results: ['The selected results is invalid. Allowed: 0, 1.'] },
    },
  },
  {
    name: 'PUT privacy=2 with a password over 128 characters',
    request: () => send('PUT', one(), form(`privacy=2&password=${'p'.repeat(129)}`)),
    expect: {
      status: 422,
      fields: {
        password: ['The password must be 4 to 128 characters without control characters.'],
      },
    },
  },
  {
    name: 'PUT an XML body',
    request: () =>
      send('PUT', one(), {
        headers: { 'Content-Type': 'application/xml' },
        body: '<privacy>0</privacy>',
      }),
    expect: { status: 415, message: UNSUPPORTED('application/xml') },
  },
  {
    name: 'PUT a body over maxBodyBytes',
    request: () => send('PUT', one(), form(`privacy=0&pad=${'x'.repeat(MAX_BODY)}`)),
    expect: { status: 413, message: TOO_LARGE },
  },
  {
    name: "PUT another user's report",
    request: () => send('PUT', one(), { ...form('privacy=0'), key: OTHER_KEY }),
    expect: { status: 404, message: NOT_FOUND },
  },
  {
    name: "DELETE another user's report",
    request: () => send('DELETE', one(), { key: OTHER_KEY }),
    expect: { status: 404, message: NOT_FOUND },
  },
  // List parameters.
  ...(
    [
      ['per_page=10000', { per_page: ['The per_page must be one of 10, 25, 50, 100.'] }],
      ['per_page=0', { per_page: ['The per_page must be one of 10, 25, 50, 100.'] }],
      ['per_page=1e1', { per_page: ['The per_page must be one of 10, 25, 50, 100.'] }],
      ['page=-1', { page: ['The page must be an integer of at least 1.'] }],
      ['page=0', { page: ['The page must be an integer of at least 1.'] }],
      ['page=two', { page: ['The page must be an integer of at least 1.'] }],
      ['sort=sideways', { sort: ['The selected sort is invalid. Allowed: desc, asc.'] }],
      [
        'sort_by=password',
        { sort_by: ['The selected sort_by is invalid. Allowed: id, generated_at, url, result.'] },
      ],
      [
        'sort_by=id;DROP TABLE reports',
        { sort_by: ['The selected sort_by is invalid. Allowed: id, generated_at, url, result.'] },
      ],
      [
        'result=excellent',
        { result: ['The selected result is invalid. Allowed: good, decent, bad.'] },
      ],
      ['search_by=password', { search_by: ['The selected search_by is invalid. Allowed: url.'] }],
      [
        `search=${'s'.repeat(256)}`,
        { search: ['The search must not be greater than 255 characters.'] },
      ],
      [
        'per_page=5&page=x&sort=up',
        {
          per_page: ['The per_page must be one of 10, 25, 50, 100.'],
          sort: ['The selected sort is invalid. Allowed: desc, asc.'],
          page: ['The page must be an integer of at least 1.'],
        },
      ],
    ] as const
  ).map(
    ([query, fields]): Case => ({
      name: `GET reports?${query.length > 40 ? `${query.slice(0, 37)}...` : query}`,
      request: () => send('GET', `${REPORTS}?${query.replaceAll(' ', '%20')}`),
      expect: { status: 422, fields: fields as unknown as Record<string, string[]> },
    }),
  ),
  {
    name: 'GET projects?sort_by=reports',
    request: () => send('GET', '/api/v1/projects?sort_by=reports'),
    expect: {
      status: 422,
      fields: { sort_by: ['The selected sort_by is invalid. Allowed: created_at, project.'] },
    },
  },
  {
    name: 'GET report wait=31',
    request: () => send('GET', `${one()}?wait=31`),
    expect: {
      status: 422,
      fields: { wait: ['The wait must be a whole number of seconds from 0 to 30.'] },
    },
  },
];

const short = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}...` : text);

/** The message a user reads: the string, or "field: message" per field. */
function messageText(answer: Answer): string {
  const message = answer.json?.message;
  if (typeof message === 'string') return message;
  if (message && typeof message === 'object')
    return Object.entries(message as Record<string, string[]>)
      .map(([field, list]) => `${field}: ${list.join(' ')}`)
      .join('; ');
  return short(answer.text || '(empty body)');
}

describe('each bad request gets a 4xx in the error envelope and changes nothing', () => {
  it(`has at least 40 cases (${CASES.length})`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    ledger.figure('bad API requests sent', CASES.length);
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = await snapshot();
    const answer = await c.request();
    const after = await snapshot();
    const envelope =
      'fields' in c.expect
        ? { message: c.expect.fields, status: 422 }
        : { message: (c.expect as { message: string }).message, status: c.expect.status };
    const unchanged = isDeepStrictEqual(after, before);
    ledger.record({
      case: c.name,
      expected: short(`${c.expect.status} ${JSON.stringify(envelope.message)}, nothing stored`),
      observed: short(
        `${answer.status} ${messageText(answer)}${unchanged ? '' : ', DATABASE CHANGED'}`,
      ),
      passed:
        answer.status === c.expect.status && isDeepStrictEqual(answer.json, envelope) && unchanged,
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.json).toEqual(envelope);
    expect(after).toEqual(before);
  });

  it('still has the report the update cases aimed at, exactly as it was', async () => {
    const read = await send('GET', one());
    expect(read.json?.data).toEqual(target.snapshot);
  });
});

describe('documented leniency: accepted, never misread', () => {
  it('ignores unknown form fields (as Laravel does) and keeps the report its caller’s', async () => {
    const created = await send(
      'POST',
      REPORTS,
      form('url=https://example.com/unknown-fields&user_id=999&admin=1&score=100&state=generated'),
    );
    const data = created.json?.data as Record<string, unknown>;
    ledger.record({
      case: 'POST with unknown fields user_id, admin, score, state',
      expected: '201, fields ignored',
      observed: `${created.status}, score ${data?.score}, keys ${Object.keys(data ?? {}).includes('admin') ? 'with admin' : 'without admin'}`,
      passed: created.status === 201 && data.score === 90 && !('admin' in data),
    });
    expect(created.status).toBe(201);
    expect(data).not.toHaveProperty('admin');
    expect(data).not.toHaveProperty('user_id');
    // The score is the analyzer's, not the one sent.
    expect(data.score).toBe(90);
    expect((await send('GET', `${REPORTS}/${data.id}`, { key: OTHER_KEY })).status).toBe(404);
  });

  it('answers a huge page number with an empty page, not an error', async () => {
    const answer = await send('GET', `${REPORTS}?page=99999999999999999999`);
    const body = answer.json as { data: unknown[]; meta: { total: number; from: unknown } };
    ledger.record({
      case: 'GET reports?page=99999999999999999999',
      expected: '200, empty data, real total',
      observed: `${answer.status}, ${body?.data?.length} items, total ${body?.meta?.total}`,
      passed: answer.status === 200 && body.data.length === 0 && body.meta.total > 0,
    });
    expect(answer.status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.meta.from).toBeNull();
    expect(body.meta.total).toBeGreaterThan(0);
  });

  it.each([
    ["' OR 1=1 --", 'SQL tautology'],
    [SQL, 'SQL statement'],
    ['%', 'LIKE wildcard'],
    ['_', 'LIKE single-character wildcard'],
    ['" OR ""="', 'FTS phrase quote'],
    [XSS, 'HTML'],
  ])('searches for %j (%s) as plain text: no match, nothing dropped', async (search) => {
    const before = await total(REPORTS);
    const answer = await send('GET', `${REPORTS}?search=${encodeURIComponent(search)}`);
    const projects = await send('GET', `/api/v1/projects?search=${encodeURIComponent(search)}`);
    const filtered = await send('GET', `${REPORTS}?project=${encodeURIComponent(search)}`);
    const counts = [answer, projects, filtered].map(
      (a) => (a.json as { data: unknown[] }).data.length,
    );
    ledger.record({
      case: `search, project search and project filter ${JSON.stringify(search)}`,
      expected: '200, no match (no stored URL or project holds it), nothing deleted',
      observed: `${answer.status}/${projects.status}/${filtered.status}, matches ${counts.join('/')}`,
      passed: counts.every((n) => n === 0) && answer.status === 200,
    });
    expect([answer.status, projects.status, filtered.status]).toEqual([200, 200, 200]);
    expect(counts).toEqual([0, 0, 0]);
    expect(await total(REPORTS)).toBe(before);
  });

  it('stores SQL and HTML metacharacters as sent and escapes them in the report page', async () => {
    const project = `${XSS} ${SQL}`;
    const url = `https://example.com/xss?q=${encodeURIComponent("' OR 1=1 --")}`;
    const created = await send(
      'POST',
      REPORTS,
      form(new URLSearchParams({ url, privacy: '0', project }).toString()),
    );
    expect(created.status).toBe(201);
    const id = Number((created.json?.data as { id?: number } | undefined)?.id);
    const read = (await send('GET', `${REPORTS}/${id}`)).json?.data as {
      project: string;
      url: string;
      results: { title: { value: string } };
    };
    const listed = (await send('GET', `${REPORTS}?project=${encodeURIComponent(project)}`))
      .json as {
      data: Array<{ id: number }>;
    };
    const found = (await send('GET', `${REPORTS}?search=${encodeURIComponent('%27%20OR%201%3D1')}`))
      .json as {
      data: Array<{ id: number }>;
    };
    const page = await fetch(`${service.url}/reports/${id}`);
    const html = await page.text();
    const raw = [XSS, SQL].filter((text) => html.includes(text));
    ledger.record({
      case: 'valid report with <script> and SQL in project, URL and page title',
      expected: 'stored as sent; found by exact project filter; escaped in the HTML page',
      observed: `project ${read.project === project ? 'unchanged' : JSON.stringify(read.project)}, filter ${listed.data.map((r) => r.id).join(',')}, page ${page.status} ${raw.length === 0 ? 'escaped' : `RAW ${raw.join(' ')}`}`,
      passed: read.project === project && raw.length === 0 && listed.data.length === 1,
    });
    expect(read.project).toBe(project);
    expect(read.url).toBe('example.com/xss?q=%27%20OR%201%3D1%20--');
    expect(read.results.title.value).toBe(`${XSS} & ${SQL}`);
    expect(listed.data.map((r) => r.id)).toEqual([id]);
    expect(found.data.map((r) => r.id)).toEqual([id]);
    expect(page.status).toBe(200);
    expect(raw).toEqual([]);
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&apos;; DROP TABLE reports; --');
  });
});
