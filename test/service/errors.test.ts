import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { scannedTestServices } from '../support/fixture.js';

// Down every error path, the service's log is scanned for every key it made (and the password
// of a URL it refused) after each case, its last line ("stopped") included.
const { scan, startTestService } = scannedTestServices();

async function started(options = {}) {
  const result = await startTestService(options);
  return result.client;
}

describe('bad input never takes the service down', () => {
  it('answers 413 for an oversized body, by header or by stream', async () => {
    const client = await started({ maxBodyBytes: 1024 });
    const big = await client.request('POST', '/api/v1/reports', {
      form: { url: `https://example.com/?q=${'a'.repeat(5000)}` },
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({
      message: 'The request body is larger than 1024 bytes.',
      status: 413,
    });

    // Chunked upload without Content-Length: the limit applies while reading.
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`url=${'b'.repeat(4000)}`));
        controller.close();
      },
    });
    const chunked = await fetch(`${client.baseUrl}/api/v1/reports`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${client.key}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await client.get('/api/v1/reports')).status).toBe(200);
  });

  it('answers 415 for an unsupported content type and 400 for malformed JSON', async () => {
    const client = await started();
    const xml = await client.request('POST', '/api/v1/reports', {
      headers: { 'Content-Type': 'text/xml' },
      body: '<url>https://example.com</url>',
    });
    expect(xml.status).toBe(415);
    expect(xml.body.message).toContain('application/x-www-form-urlencoded');
    const malformed = await client.request('POST', '/api/v1/reports', {
      headers: { 'Content-Type': 'application/json' },
      body: '{"url": ',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON.', status: 400 });
    const json = await client.request('POST', '/api/v1/reports', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: 'https://example.com/json', privacy: 0 }),
    });
    expect(json.status).toBe(201);
    expect(json.body.data.privacy).toBe(0);
  });

  it('answers 404 JSON for unknown routes and ids, 405 with Allow for wrong methods', async () => {
    const client = await started();
    // "/" is the home page (JSON for API clients), tested in sign-in.test.ts.
    for (const path of [
      '/api/v1',
      '/api/v2/reports',
      '/api/v1/reports/12/extra',
      '/api/v1/reports/abc',
    ]) {
      const answer = await client.get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ message: 'Resource not found.', status: 404 });
    }
    expect((await client.get(`/api/v1/reports/${'9'.repeat(30)}`)).status).toBe(404);
    const patch = await client.request('PATCH', '/api/v1/reports/1');
    expect(patch.status).toBe(405);
    expect(patch.headers.get('allow')).toBe('GET, PUT, DELETE');
    expect(patch.body.status).toBe(405);
    const putList = await client.request('PUT', '/api/v1/reports');
    expect(putList.status).toBe(405);
    expect((await client.request('GET', '/api/v1/projects/x')).status).toBe(405);
  });

  it('validates the url: required, absolute http(s), capped, without credentials', async () => {
    const client = await started();
    const urlPassword = 'Pw9-credentials-in-the-url';
    scan.alsoSecret(urlPassword);
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'The url field is required.'],
      [{ url: 'example.com' }, 'The url format is invalid.'],
      [{ url: 'ftp://example.com/' }, 'The url format is invalid.'],
      [{ url: 'javascript:alert(1)' }, 'The url format is invalid.'],
      [
        { url: `https://example.com/${'a'.repeat(2100)}` },
        'The url must not be greater than 2048 characters.',
      ],
      [
        { url: `https://user:${urlPassword}@example.com/` },
        'The url must not contain a user name or password.',
      ],
    ];
    for (const [form, message] of cases) {
      const answer = await client.create(form);
      expect(answer.status, JSON.stringify(form).slice(0, 40)).toBe(422);
      expect(answer.body).toEqual({ message: { url: [message] }, status: 422 });
    }
    const privacy = await client.create({ url: 'https://example.com', privacy: '3' });
    expect(privacy.body.message).toEqual({
      privacy: ['The selected privacy is invalid. Allowed: 0, 1, 2.'],
    });
    const ignored = await client.create({ url: 'https://example.com', unknown: 'x' });
    expect(ignored.status).toBe(201);
  });

  it('rate limits per key with headers, 429 and Retry-After', async () => {
    const { service: s, client } = await startTestService({
      rateLimit: { limit: 3, windowMs: 60_000 },
    });
    const other = s.createKey();
    const first = await client.get('/api/v1/reports');
    expect(first.headers.get('x-ratelimit-limit')).toBe('3');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('2');
    await client.get('/api/v1/reports');
    await client.get('/api/v1/reports');
    const limited = await client.get('/api/v1/reports');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too Many Attempts.', status: 429 });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    const otherAnswer = await fetch(`${s.url}/api/v1/reports`, {
      headers: { Authorization: `Bearer ${other}`, Accept: 'application/json' },
    });
    expect(otherAnswer.status).toBe(200);
  });

  it('survives concurrent creates, updates and deletes of the same reports', async () => {
    const client = await started({ concurrency: 3 });
    const created = await Promise.all(
      Array.from({ length: 40 }, (_, i) => client.create({ url: `https://c.test/${i}` })),
    );
    expect(created.every((a) => a.status === 201)).toBe(true);
    const ids = created.map((a) => a.body.data.id as number);
    const answers = await Promise.all(
      ids.flatMap((id) => [
        client.request('PUT', `/api/v1/reports/${id}`, { form: { results: 1, privacy: 0 } }),
        client.request('DELETE', `/api/v1/reports/${id}`),
        client.get(`/api/v1/reports/${id}`),
      ]),
    );
    expect(answers.every((a) => [200, 404].includes(a.status))).toBe(true);
    expect((await client.get('/api/v1/reports')).body.meta.total).toBe(0);
    // Still answering after all that.
    expect((await client.create({ url: 'https://c.test/after' })).status).toBe(201);
  });

  it('answers 400 JSON to a malformed HTTP request and keeps serving', async () => {
    const client = await started();
    const { port, hostname } = new URL(client.baseUrl);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.write('NONSENSE\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw).toContain('{"message":"Bad request.","status":400}');
    expect((await client.get('/api/v1/reports')).status).toBe(200);
  });

  it('answers 503 with Retry-After when the generation backlog is full', async () => {
    const client = await started({
      maxQueued: 1,
      concurrency: 1,
      analyze: (_url: string, { signal }: { signal: AbortSignal }) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        ),
    });
    await client.create({ url: 'https://a.test/' }); // running
    await client.create({ url: 'https://b.test/' }); // waiting: the backlog is full
    const refused = await client.create({ url: 'https://c.test/' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(refused.body.status).toBe(503);
  });
});
