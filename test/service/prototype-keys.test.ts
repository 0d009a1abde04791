// Keys that mean something to JavaScript objects (`__proto__`, `constructor`, `prototype`) are
// plain data in everything the service reads from outside: request bodies, stored results and
// the report page built from them (issue 26). A JSON body whose privacy hides under one of them
// answered 500, because the field errors were collected in an object whose `__proto__` and
// `constructor` were not data.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Analysis } from '../../src/server/analyzer/types.js';
import type { AnalyzeFunction, RunningService } from '../../src/server/service/index.js';
import { startTestService, type TestClient } from './helpers.js';

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

/**
 * A check result under each key, own keys as JSON.parse makes them (as a hostile service could
 * send them). Their error keys are plain: the wording of error keys is test/findings' concern.
 */
const HOSTILE_RESULTS = JSON.parse(`{
  "title": {"passed": true, "importance": "high", "category": "seo", "value": "Home"},
  "__proto__": {"passed": false, "importance": "high", "category": "seo", "value": "proto value",
    "errors": {"missing": null}},
  "constructor": {"passed": false, "importance": "low", "category": "seo", "value": "ctor value"},
  "prototype": {"passed": true, "importance": "low", "category": "seo", "value": 3}
}`);

const hostileAnalyzer: AnalyzeFunction = async (url) =>
  ({
    url,
    finalUrl: url,
    score: 75,
    grade: 'decent',
    results: HOSTILE_RESULTS,
    failure: null,
    timings: { fetchMs: 1, analyzeMs: 1 },
  }) as Analysis;

let service: RunningService;
let client: TestClient;

beforeAll(async () => {
  ({ service, client } = await startTestService({ analyze: hostileAnalyzer }));
});
afterAll(() => service.close());

afterEach(() => {
  // No request may change what every object inherits.
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS);
  expect(({} as Record<string, unknown>).privacy).toBeUndefined();
  expect(Object.getPrototypeOf({})).toBe(Object.prototype);
});

function sendJson(method: string, path: string, body: string) {
  return client.request(method, path, { headers: { 'Content-Type': 'application/json' }, body });
}

function sendForm(method: string, path: string, body: string) {
  return client.request(method, path, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
}

async function createdId(privacy = 0): Promise<number> {
  const answer = await client.create({ url: 'https://chairs.test/', privacy });
  expect(answer.status).toBe(201);
  return answer.body.data.id as number;
}

describe('JSON bodies with prototype keys', () => {
  const bodies: { name: string; json: string; field: string }[] = [
    {
      name: 'privacy under __proto__',
      json: '{"url":"https://chairs.test/","__proto__":{"privacy":2}}',
      field: '__proto__',
    },
    {
      name: 'privacy under constructor.prototype',
      json: '{"url":"https://chairs.test/","constructor":{"prototype":{"privacy":2}}}',
      field: 'constructor',
    },
    {
      name: 'privacy under prototype',
      json: '{"url":"https://chairs.test/","prototype":{"privacy":2}}',
      field: 'prototype',
    },
    {
      name: 'a privacy that is an object with a __proto__ key',
      json: '{"url":"https://chairs.test/","privacy":{"__proto__":2}}',
      field: 'privacy',
    },
  ];

  for (const { name, json, field } of bodies) {
    it(`POST with ${name}: 422 naming ${field}`, async () => {
      const answer = await sendJson('POST', '/api/v1/reports', json);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.message)).toEqual([field]);
      expect(answer.body.message[field][0]).toContain(field);
    });

    it(`PUT with ${name}: 422 naming ${field}, the report unchanged`, async () => {
      const id = await createdId();
      const answer = await sendJson('PUT', `/api/v1/reports/${id}`, json);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.message)).toEqual([field]);
      expect((await client.get(`/api/v1/reports/${id}`)).body.data.privacy).toBe(0);
    });
  }

  it('a __proto__ field with a plain value is an unknown field, ignored like any other', async () => {
    const answer = await sendJson(
      'POST',
      '/api/v1/reports',
      '{"url":"https://chairs.test/","__proto__":"2","constructor":"2"}',
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data.privacy).toBe(1);
  });
});

describe('form bodies with prototype keys', () => {
  // A form is flat: `__proto__[privacy]` is a field of that whole name, not privacy.
  const forms = [
    '__proto__[privacy]=2',
    'constructor[prototype][privacy]=2',
    '__proto__=2',
    'constructor=2&prototype=2',
  ];
  for (const form of forms) {
    it(`POST ${form}: created with the default privacy`, async () => {
      const answer = await sendForm('POST', '/api/v1/reports', `url=https://chairs.test/&${form}`);
      expect(answer.status).toBe(201);
      expect(answer.body.data.privacy).toBe(1);
    });

    it(`PUT ${form}: the privacy unchanged`, async () => {
      const id = await createdId();
      const answer = await sendForm('PUT', `/api/v1/reports/${id}`, form);
      expect(answer.status).toBe(200);
      expect(answer.body.data.privacy).toBe(0);
    });
  }
});

describe('stored results with prototype keys', () => {
  it('are answered as they were stored, each key its own check', async () => {
    const id = await createdId();
    const report = await client.settled(id);
    expect(Object.keys(report.results)).toEqual(['title', '__proto__', 'constructor', 'prototype']);
    expect(Object.hasOwn(report.results, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(report.results, '__proto__')?.value.value).toBe(
      'proto value',
    );
    const list = await client.get('/api/v1/reports?per_page=100');
    const item = list.body.data.find((entry: { id: number }) => entry.id === id);
    expect(Object.keys(item.results)).toEqual(['title', '__proto__', 'constructor', 'prototype']);
  });

  it('are shown on the report page as checks it does not know', async () => {
    const id = await createdId();
    await client.settled(id);
    const page = await fetch(`${service.url}/reports/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // humaniseKey: "__proto__" reads "Proto", "constructor" "Constructor".
    // Failed checks are headed <h3>, the others listed by name.
    expect(html).toContain('<h3>Proto</h3>');
    expect(html).toContain('<h3>Constructor</h3>');
    expect(html).toContain('<span class="name">Prototype</span>');
    expect(html).toContain('<span class="name">Title</span>');
    expect(html).not.toContain('[object Object]');
    expect(html).not.toContain('function Object');
  });
});
