// Unauthenticated work is bounded, and bad text gets a clear 422 (issue 16). Password guesses
// come from many loopback addresses (127.0.0.2, .3, ...: Linux routes all of 127/8 to lo), the
// way a botnet spreads them, so the per-address limit alone does not stop them.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeoReportApiError } from '../../src/client/api/errors.js';
import {
  createReportForm,
  MAX_REPORT_PASSWORD_LENGTH,
  MIN_REPORT_PASSWORD_LENGTH,
} from '../../src/client/api/params.js';
import {
  MAX_PASSWORD_LENGTH as ACTION_MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH as ACTION_MIN_PASSWORD_LENGTH,
} from '../../src/client/app/config.js';
import { type RunningService, startService } from '../../src/server/service/index.js';
import { scoringAnalyzer } from '../service/helpers.js';
import { openLedger } from './support/ledger.js';

const ledger = openLedger('unauthenticated-load', 'Unauthenticated load and bad text', 45);

const KEY = 'sk_unauth_load_5b7d9f1a3c5e7a9b1d3f';
let service: RunningService;

beforeAll(async () => {
  service = await startService({
    apiKeys: [KEY],
    analyze: scoringAnalyzer,
    rateLimit: false,
    // Room for the deeply nested bodies below: depth, not size, is what they test.
    maxBodyBytes: 64 * 1024,
  });
});
afterAll(() => service.close());

interface Answer {
  status: number;
  text: string;
}

/** A raw HTTP request from a chosen local address. */
function send(
  method: string,
  path: string,
  options: { body?: string; type?: string; key?: string | null; from?: string } = {},
): Promise<Answer> {
  const url = new URL(path, service.url);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const key = options.key === undefined ? KEY : options.key;
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  if (options.body !== undefined) {
    headers['Content-Type'] = options.type ?? 'application/x-www-form-urlencoded';
    headers['Content-Length'] = String(Buffer.byteLength(options.body));
  }
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method, headers, localAddress: options.from ?? '127.0.0.1', agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

async function createProtected(password: string): Promise<number> {
  const answer = await send('POST', '/api/v1/reports', {
    body: new URLSearchParams({ url: 'https://chairs.test/', privacy: '2', password }).toString(),
  });
  expect(answer.status).toBe(201);
  return JSON.parse(answer.text).data.id as number;
}

function guess(id: number, from: string, password = 'wrong-guess'): Promise<Answer> {
  return send('POST', `/reports/${id}`, {
    body: new URLSearchParams({ password }).toString(),
    key: null,
    from,
  });
}

const count = (answers: Answer[], status: number) =>
  answers.filter((answer) => answer.status === status).length;

/** Records the answer's status in the ledger against the one expected, then checks it. */
function expectStatus(answer: { status: number }, status: number, name: string, expected: string) {
  ledger.record({
    case: name,
    expected,
    observed: String(answer.status),
    passed: answer.status === status,
  });
  expect(answer.status).toBe(status);
}

describe('password guesses', () => {
  it('are capped per report, whatever the number of addresses', async () => {
    const id = await createProtected('correct horse');
    const answers: Answer[] = [];
    // 20 addresses, 3 guesses each: 60 guesses, each address well under its own limit of 10.
    for (let round = 0; round < 3; round++) {
      for (let host = 2; host < 22; host++) answers.push(await guess(id, `127.0.0.${host}`));
    }
    const refused = count(answers, 429);
    const checked = count(answers, 403);
    const right = await guess(id, '127.0.0.40', 'correct horse');
    ledger.record({
      case: '60 wrong guesses at one report from 20 addresses (3 each), then the right password',
      expected: 'at most 20 checked (403), the rest 429; the right password then also 429',
      observed: `${checked} checked (403), ${refused} refused (429); right password: ${right.status}`,
      passed: checked <= 20 && checked + refused === 60 && right.status === 429,
    });
    expect(checked).toBeLessThanOrEqual(20);
    expect(checked + refused).toBe(60);
    expect(right.status).toBe(429);
  });

  it('leave other reports open to guesses (the cap is per report)', async () => {
    const id = await createProtected('another secret');
    const answer = await guess(id, '127.0.0.41', 'another secret');
    expectStatus(
      answer,
      303,
      'the right password at a second report after the first was flooded',
      '303 to the report page',
    );
  });

  it('that arrive at once meet a small gate in front of scrypt; creates go on', async () => {
    const ids = [await createProtected('flood one'), await createProtected('flood two')];
    const flood = [];
    for (let host = 50; host < 90; host++) {
      flood.push(guess(ids[host % 2] as number, `127.0.0.${host}`));
    }
    // An owner's create with a password hashes with scrypt too, during the flood.
    const create = send('POST', '/api/v1/reports', {
      body: new URLSearchParams({
        url: 'https://chairs.test/during-flood',
        privacy: '2',
        password: 'owner secret',
      }).toString(),
    });
    const [answers, created] = await Promise.all([Promise.all(flood), create]);
    const turnedAway = answers.filter(
      (answer) => answer.status === 429 && answer.text.includes('password checks at once'),
    ).length;
    const fives = answers.filter((answer) => answer.status >= 500).length;
    ledger.record({
      case: '40 simultaneous guesses at two reports from 40 addresses, and a create with a password',
      expected:
        'some guesses turned away at once with 429 (one check runs, four wait), none 5xx; the create answered 201',
      observed: `${count(answers, 403)} checked (403), ${turnedAway} turned away (429), ${fives} 5xx; create ${created.status}`,
      passed: turnedAway > 0 && fives === 0 && created.status === 201,
    });
    expect(turnedAway).toBeGreaterThan(0);
    expect(fives).toBe(0);
    expect(created.status).toBe(201);
  });

  it('longer than any password can be are not hashed', async () => {
    const id = await createProtected('long guess target');
    const answer = await guess(id, '127.0.0.99', 'x'.repeat(10_000));
    expectStatus(
      answer,
      403,
      'a 10,000-character guess',
      '403 (wrong password), no scrypt over 10 KB',
    );
  });
});

describe('one password rule everywhere', () => {
  it('the action, the client and the service share 4 to 128 characters', () => {
    expect([ACTION_MIN_PASSWORD_LENGTH, ACTION_MAX_PASSWORD_LENGTH]).toEqual([
      MIN_REPORT_PASSWORD_LENGTH,
      MAX_REPORT_PASSWORD_LENGTH,
    ]);
  });

  const cases: { name: string; password: string; ok: boolean }[] = [
    { name: '1 character', password: 'x', ok: false },
    { name: '3 characters', password: 'abc', ok: false },
    { name: '4 characters', password: 'abcd', ok: true },
    { name: '128 characters', password: 'p'.repeat(128), ok: true },
    { name: '129 characters', password: 'p'.repeat(129), ok: false },
    { name: 'a trailing newline (a secret read from a file)', password: 'secret\n', ok: false },
    { name: 'a NUL inside', password: 'sec\u0000ret', ok: false },
    { name: 'spaces and non-ASCII', password: 'mot de passe é', ok: true },
  ];
  for (const { name, password, ok } of cases) {
    it(`a password of ${name}`, async () => {
      const created = await send('POST', '/api/v1/reports', {
        body: new URLSearchParams({
          url: 'https://chairs.test/',
          privacy: '2',
          password,
        }).toString(),
      });
      let clientRefused = false;
      try {
        createReportForm({ url: 'https://chairs.test/', privacy: 2, password });
      } catch (error) {
        clientRefused = error instanceof SeoReportApiError;
      }
      const namesField = created.status === 422 && JSON.parse(created.text).message.password;
      const passed = ok
        ? created.status === 201 && !clientRefused
        : created.status === 422 && Boolean(namesField) && clientRefused;
      ledger.record({
        case: `a report password of ${name}`,
        expected: ok
          ? 'service 201, client sends it'
          : 'service 422 naming password, client refuses it',
        observed: `service ${created.status}${namesField ? `: ${namesField}` : ''}; client ${clientRefused ? 'refuses' : 'sends'}`,
        passed,
      });
      expect(passed).toBe(true);
      expect(created.text).not.toContain(password.trim() || 'never');
    });
  }

  it('applies to updates too', async () => {
    const id = await createProtected('first secret');
    const answer = await send('PUT', `/api/v1/reports/${id}`, {
      body: new URLSearchParams({ privacy: '2', password: 'ab' }).toString(),
    });
    ledger.record({
      case: 'PUT a 2-character password',
      expected: '422 naming password',
      observed: `${answer.status} ${answer.text.slice(0, 120)}`,
      passed: answer.status === 422 && answer.text.includes('password'),
    });
    expect(answer.status).toBe(422);
  });
});

describe('text that must not reach storage or SQL', () => {
  const queries: { name: string; path: string; field: string }[] = [
    { name: 'NUL in a report search', path: '/api/v1/reports?search=%00', field: 'search' },
    {
      name: 'NUL inside a report search',
      path: '/api/v1/reports?search=ch%00airs',
      field: 'search',
    },
    { name: 'ESC in a project search', path: '/api/v1/projects?search=%1B%5B2J', field: 'search' },
    {
      name: 'a line break in the project filter',
      path: '/api/v1/reports?project=a%0Ab',
      field: 'project',
    },
  ];
  for (const { name, path, field } of queries) {
    it(name, async () => {
      const answer = await send('GET', path);
      const body = JSON.parse(answer.text);
      const message = body.message?.[field]?.[0];
      ledger.record({
        case: `GET ${path}`,
        expected: `422 naming ${field}`,
        observed: `${answer.status} ${message ?? answer.text.slice(0, 100)}`,
        passed: answer.status === 422 && typeof message === 'string',
      });
      expect(answer.status).toBe(422);
      expect(message).toContain(field);
    });
  }

  const projects: { name: string; project: string; ok: boolean }[] = [
    { name: 'a NUL', project: 'shop\u0000admin', ok: false },
    { name: 'an ANSI escape', project: 'shop\u001b[31mred', ok: false },
    { name: 'a line break', project: 'shop\n::error::x', ok: false },
    { name: 'a C1 control (NEL)', project: 'shop\u0085x', ok: false },
    { name: 'a right-to-left override', project: 'shop\u202Egnp.exe', ok: false },
    { name: 'letters in any script and an emoji', project: 'Café ☕ 椅子', ok: true },
  ];
  for (const { name, project, ok } of projects) {
    it(`a project name with ${name}`, async () => {
      const answer = await send('POST', '/api/v1/reports', {
        body: new URLSearchParams({ url: 'https://chairs.test/', project }).toString(),
      });
      const message = answer.status === 422 ? JSON.parse(answer.text).message.project?.[0] : null;
      const passed = ok ? answer.status === 201 : answer.status === 422 && Boolean(message);
      ledger.record({
        case: `POST a report with a project name with ${name}`,
        expected: ok ? '201, stored as sent' : '422 naming project',
        observed: `${answer.status}${message ? ` ${message}` : ''}`,
        passed,
      });
      expect(passed).toBe(true);
    });
  }

  const bodies: { name: string; body: string; field: string }[] = [
    {
      name: 'a url nested 10,000 arrays deep',
      body: `{"url":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
      field: 'url',
    },
    {
      name: 'a project nested 5,000 objects deep',
      body: `{"url":"https://chairs.test/","project":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
      field: 'project',
    },
    {
      name: 'a privacy given as an array',
      body: '{"url":"https://chairs.test/","privacy":[2]}',
      field: 'privacy',
    },
  ];
  for (const { name, body, field } of bodies) {
    it(`a JSON body with ${name}`, async () => {
      const answer = await send('POST', '/api/v1/reports', {
        body,
        type: 'application/json',
      });
      const message = answer.status === 422 ? JSON.parse(answer.text).message[field]?.[0] : null;
      ledger.record({
        case: `POST a JSON body with ${name} (${Math.round(body.length / 1024)} KiB)`,
        expected: `422 naming ${field}`,
        observed: `${answer.status}${message ? ` ${message}` : ` ${answer.text.slice(0, 100)}`}`,
        passed: answer.status === 422 && Boolean(message),
      });
      expect(answer.status).toBe(422);
      expect(message).toContain(field);
    });
  }
});
