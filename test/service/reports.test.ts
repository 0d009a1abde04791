import { describe, expect, it } from 'vitest';
import { scannedTestServices } from '../support/fixture.js';
import { controlledAnalyzer, fakeAnalysis, SAMPLE_RESULTS } from './helpers.js';

const PASSWORD = 'Hunt3r2-report-password';
const NEW_PASSWORD = 'S3cret-updated-report-password';

// The service's log is scanned after each case (its last line included) for every key it made
// and both passwords.
const { scan, startTestService } = scannedTestServices([PASSWORD, NEW_PASSWORD]);

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

describe('reports, asynchronous generation (the default)', () => {
  it('creates a report that answers result null until it is generated', async () => {
    const analyzer = controlledAnalyzer();
    const started = await startTestService({ analyze: analyzer.analyze });
    const { client } = started;

    const created = await client.create({ url: 'https://www.example.com/', privacy: 0 });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe(201);
    const report = created.body.data;
    expect(report).toMatchObject({
      url: 'example.com',
      project: 'example.com',
      result: null,
      score: null,
      results: null,
      privacy: 0,
      password: false,
      generated_at: null,
      error: null,
    });
    expect(['pending', 'running']).toContain(report.state);
    expect(Number.isInteger(report.id)).toBe(true);
    expect(report.created_at).toMatch(TIMESTAMP);
    expect(report.updated_at).toMatch(TIMESTAMP);

    const call = await analyzer.nextCall();
    expect(call.url).toBe('https://www.example.com/');
    call.resolve(fakeAnalysis(call.url, 83.33, 'https://www.example.com/home/'));

    const done = await client.settled(report.id);
    expect(done).toMatchObject({
      id: report.id,
      url: 'example.com/home/',
      result: 'good',
      score: 83.33,
      results: SAMPLE_RESULTS,
      state: 'generated',
      error: null,
    });
    expect(done.generated_at).toMatch(TIMESTAMP);
  });

  it('defaults privacy to 1 and takes the project form field when sent', async () => {
    const started = await startTestService();
    const { client } = started;
    const created = await client.create({
      url: 'http://blog.example.org/post?id=1',
      project: 'My site',
    });
    expect(created.body.data).toMatchObject({
      privacy: 1,
      project: 'My site',
      url: 'blog.example.org/post?id=1',
    });
  });

  it('requires a password for privacy 2, stores it hashed and answers only that one is set', async () => {
    const started = await startTestService();
    const missing = await started.client.create({ url: 'https://example.com', privacy: 2 });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      message: { password: ['The password field is required when privacy is 2.'] },
      status: 422,
    });
    const created = await started.client.create({
      url: 'https://example.com',
      privacy: 2,
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    expect(created.body.data.password).toBe(true);
    scan.add({ 'create answer': JSON.stringify(created.body) });
  });

  it('stores a failed generation with its reason and shows it on GET', async () => {
    const started = await startTestService();
    const created = await started.client.create({ url: 'https://example.com/?score=fail' });
    const done = await started.client.settled(created.body.data.id);
    expect(done).toMatchObject({
      state: 'failed',
      result: null,
      score: null,
      results: null,
      generated_at: null,
      error: { code: 'unreachable', message: 'cannot reach https://example.com/?score=fail' },
    });
  });

  it('records an analyzer that throws as an internal error, without the stack', async () => {
    const started = await startTestService({
      analyze: async () => {
        throw new Error('boom\n    at somewhere.js:1:1');
      },
    });
    const created = await started.client.create({ url: 'https://example.com/' });
    const done = await started.client.settled(created.body.data.id);
    expect(done.state).toBe('failed');
    expect(done.error.code).toBe('internal_error');
    expect(done.error.message).not.toContain('somewhere.js');
  });

  it('updates privacy and password, and regenerates with results=1', async () => {
    const started = await startTestService();
    const { client } = started;
    const created = await client.create({ url: 'https://example.com/?score=40', privacy: 0 });
    const id = created.body.data.id;
    expect((await client.settled(id)).result).toBe('bad');

    const toPassword = await client.request('PUT', `/api/v1/reports/${id}`, {
      form: { privacy: 2, password: NEW_PASSWORD },
    });
    expect(toPassword.status).toBe(200);
    scan.add({ 'update answer': JSON.stringify(toPassword.body) });
    expect(toPassword.body.data).toMatchObject({ privacy: 2, password: true, result: 'bad' });

    const keepsPassword = await client.request('PUT', `/api/v1/reports/${id}`, {
      form: { privacy: 2 },
    });
    expect(keepsPassword.body.data.password).toBe(true);

    const toPrivate = await client.request('PUT', `/api/v1/reports/${id}`, {
      form: { privacy: 1 },
    });
    expect(toPrivate.body.data).toMatchObject({ privacy: 1, password: false });

    const noPassword = await client.request('PUT', `/api/v1/reports/${id}`, {
      form: { privacy: 2 },
    });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.message.password).toHaveLength(1);

    const unchanged = await client.request('PUT', `/api/v1/reports/${id}`, {
      form: { results: 0 },
    });
    expect(unchanged.body.data).toMatchObject({ state: 'generated', result: 'bad' });

    const regenerated = await client.request('PUT', `/api/v1/reports/${id}`, {
      form: { results: 1 },
    });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.data.generated_at).toBeNull();
    expect((await client.settled(id)).state).toBe('generated');

    const badResults = await client.request('PUT', `/api/v1/reports/${id}`, {
      form: { results: 2, privacy: 9 },
    });
    expect(badResults.status).toBe(422);
    expect(Object.keys(badResults.body.message).sort()).toEqual(['privacy', 'results']);
  });

  it('deletes a report, after which it is a 404', async () => {
    const started = await startTestService();
    const { client } = started;
    const id = (await client.create({ url: 'https://example.com/' })).body.data.id;
    const deleted = await client.request('DELETE', `/api/v1/reports/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id, object: 'report', deleted: true, status: 200 });
    const again = await client.request('DELETE', `/api/v1/reports/${id}`);
    expect(again.status).toBe(404);
    expect((await client.get(`/api/v1/reports/${id}`)).body).toEqual({
      message: 'Resource not found.',
      status: 404,
    });
  });
});

describe('reports, synchronous generation (as deployed services)', () => {
  it('answers POST with the generated report', async () => {
    const started = await startTestService({ generation: 'sync' });
    const created = await started.client.create({
      url: 'https://example.com/?score=60',
      privacy: 0,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ state: 'generated', result: 'decent', score: 60 });
    expect(created.body.data.generated_at).not.toBeNull();
  });

  it('answers POST with the same report text as a GET of it, results included', async () => {
    // The create answers from the stored item's text; the read serializes the record.
    const started = await startTestService({ generation: 'sync' });
    const call = async (method: string, path: string, body?: string) => {
      const response = await fetch(`${started.client.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${started.client.key}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/x-www-form-urlencoded' }),
        },
        body,
      });
      const text = await response.text();
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text));
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      return { status: response.status, text };
    };
    // A path outside ASCII: the length is in bytes, not characters.
    const form = new URLSearchParams({ url: 'https://example.com/café/?score=60', privacy: '0' });
    const created = await call('POST', '/api/v1/reports', form.toString());
    expect(created.status).toBe(201);
    const data = (JSON.parse(created.text) as { data: { id: number; results: unknown } }).data;
    expect(data.results).not.toBeNull();
    const read = await call('GET', `/api/v1/reports/${data.id}`);
    expect(created.text).toBe(read.text.replace(/,"status":200}$/, ',"status":201}'));
  });

  it('answers PUT results=1 with the regenerated report', async () => {
    const started = await startTestService({ generation: 'sync' });
    const id = (await started.client.create({ url: 'https://example.com/?score=10' })).body.data.id;
    const updated = await started.client.request('PUT', `/api/v1/reports/${id}`, {
      form: { results: 1 },
    });
    expect(updated.body.data).toMatchObject({ state: 'generated', result: 'bad', score: 10 });
  });

  it('answers 201 with the failure when the page cannot be audited', async () => {
    const started = await startTestService({ generation: 'sync' });
    const created = await started.client.create({ url: 'https://example.com/?score=fail' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ state: 'failed', error: { code: 'unreachable' } });
  });
});
