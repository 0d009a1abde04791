import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/server/service/index.js';
import { SecretScanner } from '../support/secret-scan.js';
import type { Json, TestClient } from './helpers.js';

// The service's log is scanned after each case for both keys.
const scan = new SecretScanner([]);
const startTestService = scan.startTestService;
afterEach(() => scan.check());

// 30 generated reports over three projects with known scores: id order is creation order.
const SCORES = Array.from({ length: 30 }, (_, i) => (i * 37) % 101);
let service: RunningService;
let client: TestClient;
let other: TestClient;
let ids: number[] = [];

beforeAll(async () => {
  const started = await startTestService({ generation: 'sync' });
  service = started.service;
  client = started.client;
  other = new (client.constructor as typeof TestClient)(service.url, service.createKey());
  ids = [];
  for (const [i, score] of SCORES.entries()) {
    const host = ['alpha.test', 'www.beta.test', 'gamma.test'][i % 3];
    const created = await client.create({
      url: `https://${host}/page-${i}?score=${score}`,
      privacy: 0,
    });
    ids.push(created.body.data.id);
  }
  await other.create({ url: 'https://alpha.test/not-yours?score=100' });
});
afterAll(() => service.close());

const list = async (query: string) => (await client.get(`/api/v1/reports?${query}`)).body;

describe('GET /api/v1/reports', () => {
  it('answers the Laravel envelope, newest first, 10 a page', async () => {
    const body = await list('');
    expect(body.status).toBe(200);
    expect(body.data.map((r: { id: number }) => r.id)).toEqual(ids.slice(-10).reverse());
    expect(body.meta).toMatchObject({
      current_page: 1,
      from: 1,
      to: 10,
      last_page: 3,
      per_page: 10,
      total: 30,
      path: `${service.url}/api/v1/reports`,
    });
    expect(body.links).toEqual({
      first: `${service.url}/api/v1/reports?page=1`,
      last: `${service.url}/api/v1/reports?page=3`,
      prev: null,
      next: `${service.url}/api/v1/reports?page=2`,
    });
    expect(body.meta.links[0]).toEqual({ url: null, label: '&laquo; Previous', active: false });
    expect(body.meta.links.find((l: { active: boolean }) => l.active).label).toBe('1');
  });

  it('pages through every report exactly once, following next links', async () => {
    const seen: number[] = [];
    let next: string | null = `/api/v1/reports?per_page=25&sort=asc`;
    let pages = 0;
    while (next) {
      const body: Json = (await client.get(next.replace(service.url, ''))).body;
      seen.push(...body.data.map((r: { id: number }) => r.id));
      next = body.links.next;
      pages++;
    }
    expect(pages).toBe(2);
    expect(seen).toEqual(ids);
  });

  it('answers an empty page past the end, even for huge page numbers', async () => {
    for (const page of ['4', '999999999999', '1'.padEnd(400, '0')]) {
      const body = await list(`page=${page}`);
      expect(body.data).toEqual([]);
      expect(body.meta).toMatchObject({ from: null, to: null, total: 30, last_page: 3 });
    }
  });

  it('filters by URL substring, project and grade', async () => {
    const search = await list('search=page-1&per_page=100');
    const pages = search.data.map((r: { url: string }) => Number(/page-(\d+)/.exec(r.url)?.[1]));
    expect(pages.sort((a: number, b: number) => a - b)).toEqual([
      1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    const byProject = await list('project=beta.test&per_page=100');
    expect(byProject.meta.total).toBe(10);
    expect(byProject.data.every((r: { project: string }) => r.project === 'beta.test')).toBe(true);
    for (const grade of ['good', 'decent', 'bad']) {
      const body = await list(`result=${grade}&per_page=100`);
      expect(body.data.every((r: { result: string }) => r.result === grade)).toBe(true);
      expect(body.meta.total).toBe(
        SCORES.filter((s) =>
          grade === 'good' ? s > 79 : grade === 'decent' ? s >= 49 && s <= 79 : s < 49,
        ).length,
      );
    }
    const combined = await list('project=alpha.test&result=good&per_page=100');
    expect(
      combined.data.every(
        (r: { project: string; result: string }) =>
          r.project === 'alpha.test' && r.result === 'good',
      ),
    ).toBe(true);
  });

  it('treats wildcards and quotes in search as plain text, short or long', async () => {
    for (const search of ['%25', '_', '%25%25%25', '"', '"page', 'a"b"c', '*', 'page-*']) {
      expect((await list(`search=${search}`)).meta.total, search).toBe(0);
    }
    expect((await list('search=-2')).meta.total).toBe(11);
    expect((await list('search=PAGE-2')).meta.total).toBe(11);
    expect((await list('search=a.test/page-29?score')).meta.total).toBe(1);
  });

  it('sorts by each key in both directions', async () => {
    const byResult = await list('sort_by=result&sort=asc&per_page=100');
    const scores = byResult.data.map((r: { score: number }) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const byUrl = await list('sort_by=url&sort=desc&per_page=100');
    const urls = byUrl.data.map((r: { url: string }) => r.url);
    expect(urls).toEqual([...urls].sort().reverse());
    const byGenerated = await list('sort_by=generated_at&sort=asc&per_page=100');
    const generated = byGenerated.data.map((r: { generated_at: string }) => r.generated_at);
    expect(generated).toEqual([...generated].sort());
    const byId = await list('sort_by=id&sort=asc&per_page=10&page=2');
    expect(byId.data.map((r: { id: number }) => r.id)).toEqual(ids.slice(10, 20));
  });

  it('keeps the filters in the pagination links', async () => {
    const body = await list('project=alpha.test&sort=asc');
    expect(body.links.first).toBe(
      `${service.url}/api/v1/reports?project=alpha.test&sort=asc&page=1`,
    );
  });

  it('rejects values outside the allowed sets with 422 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['per_page=20', 'per_page'],
      ['per_page=abc', 'per_page'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['sort_by=score', 'sort_by'],
      ['sort=up', 'sort'],
      ['result=Good', 'result'],
      ['search_by=project', 'search_by'],
      [`search=${'x'.repeat(300)}`, 'search'],
    ];
    for (const [query, field] of cases) {
      const answer = await client.get(`/api/v1/reports?${query}`);
      expect(answer.status, query).toBe(422);
      expect(Object.keys(answer.body.message), query).toEqual([field]);
      expect(answer.body.message[field][0], query).toContain(field);
      expect(answer.body.status).toBe(422);
    }
  });

  it('accepts every allowed per_page', async () => {
    for (const perPage of [10, 25, 50, 100]) {
      const body = await list(`per_page=${perPage}`);
      expect(body.meta.per_page).toBe(perPage);
      expect(body.data).toHaveLength(Math.min(perPage, 30));
    }
    // A repeated parameter takes its last value.
    expect((await list('per_page=20&per_page=25')).meta.per_page).toBe(25);
  });
});

describe('GET /api/v1/projects', () => {
  it('lists the caller projects with report counts and mean scores', async () => {
    const body = (await client.get('/api/v1/projects?sort_by=project&sort=asc')).body;
    expect(body.meta.total).toBe(3);
    expect(body.data.map((p: { project: string }) => p.project)).toEqual([
      'alpha.test',
      'beta.test',
      'gamma.test',
    ]);
    const alphaScores = SCORES.filter((_, i) => i % 3 === 0);
    const mean = alphaScores.reduce((a, b) => a + b, 0) / alphaScores.length;
    expect(body.data[0]).toMatchObject({ project: 'alpha.test', reports: 10 });
    expect(body.data[0].score).toBeCloseTo(mean, 2);
    expect(['good', 'decent', 'bad']).toContain(body.data[0].result);
    expect(body.data[0].created_at).toMatch(/Z$/);
  });

  it('searches, sorts by created_at and pages', async () => {
    const search = (await client.get('/api/v1/projects?search=mm')).body;
    expect(search.data.map((p: { project: string }) => p.project)).toEqual(['gamma.test']);
    const byCreated = (await client.get('/api/v1/projects?sort_by=created_at&sort=asc')).body;
    expect(byCreated.data.map((p: { project: string }) => p.project)).toEqual([
      'alpha.test',
      'beta.test',
      'gamma.test',
    ]);
    const past = (await client.get('/api/v1/projects?page=2')).body;
    expect(past.data).toEqual([]);
    const bad = await client.get('/api/v1/projects?sort_by=url&per_page=7');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.message).sort()).toEqual(['per_page', 'sort_by']);
  });

  it('deletes a project with only the caller reports in it', async () => {
    const deleted = await client.request('DELETE', '/api/v1/projects/gamma.test');
    expect(deleted.body).toEqual({
      id: 'gamma.test',
      object: 'project',
      deleted: true,
      status: 200,
    });
    expect((await list('project=gamma.test')).meta.total).toBe(0);
    expect((await list('')).meta.total).toBe(20);
    expect((await client.request('DELETE', '/api/v1/projects/gamma.test')).status).toBe(404);

    // The other user's report in alpha.test survives the caller deleting alpha.test.
    await client.request('DELETE', '/api/v1/projects/alpha.test');
    const theirs = (await other.get('/api/v1/reports')).body;
    expect(theirs.meta.total).toBe(1);
    expect((await other.request('DELETE', '/api/v1/projects/beta.test')).status).toBe(404);
  });

  it('accepts project names that need escaping in the path', async () => {
    const created = await client.create({ url: 'https://x.test/', project: 'a/b c?' });
    expect(created.body.data.project).toBe('a/b c?');
    const deleted = await client.request(
      'DELETE',
      `/api/v1/projects/${encodeURIComponent('a/b c?')}`,
    );
    expect(deleted.body.id).toBe('a/b c?');
  });
});
