import { afterEach, describe, expect, it } from 'vitest';
import { runAudit } from '../../src/client/audit/run-audit.js';
import type { AuditPlan, UrlOutcome } from '../../src/client/audit/types.js';
import { WORDS } from '../support/reports.js';
import { fakeApi } from './fake-api.js';

/** A URL's failure as the action words it; null when it has a result. */
const errorOf = (o: UrlOutcome | undefined) => (o?.failure ? WORDS.failure(o.failure) : null);

const FAST = { first: 1, max: 4 };
let api: ReturnType<typeof fakeApi> | undefined;
afterEach(async () => {
  await api?.client.close();
  await api?.agent.close();
  api = undefined;
});

function plan(urls: string[], overrides: Partial<AuditPlan> = {}): AuditPlan {
  return {
    urls,
    privacy: 1,
    concurrency: 4,
    timeoutMs: 10_000,
    pollIntervalMs: FAST,
    ...overrides,
  };
}

const urls = (n: number) => Array.from({ length: n }, (_, i) => `https://site.test/page-${i + 1}`);

describe('runAudit', () => {
  it('takes the result a synchronous create answers with, keeping input order', async () => {
    api = fakeApi({ score: (url) => (url.endsWith('2') ? 40 : url.endsWith('3') ? 60 : 95) });
    const created: string[] = [];
    const done: string[] = [];
    const result = await runAudit(api.client, plan(urls(3)), {
      onReportCreated: (id, url) => created.push(`${id} ${url}`),
      onUrlDone: (o) => done.push(o.url),
    });
    expect(result.outcomes.map((o) => [o.url, o.reportId, o.grade, o.score, errorOf(o)])).toEqual([
      ['https://site.test/page-1', '1', 'good', 95, null],
      ['https://site.test/page-2', '2', 'bad', 40, null],
      ['https://site.test/page-3', '3', 'decent', 60, null],
    ]);
    expect(created).toHaveLength(3);
    expect(done.sort()).toEqual(urls(3));
    expect(api.stats.gets).toBe(0);
    expect(result.fatal).toBeNull();
  });

  it('polls reports created without a result until they have one', async () => {
    api = fakeApi({ pollsUntilResult: () => 3 });
    const result = await runAudit(api.client, plan(urls(2)));
    expect(result.outcomes.every((o) => o.grade === 'good')).toBe(true);
    expect(api.stats.gets).toBe(6);
  });

  it('keeps at most `concurrency` reports in flight', async () => {
    api = fakeApi({ pollsUntilResult: () => 2 });
    const result = await runAudit(api.client, plan(urls(12), { concurrency: 3 }));
    expect(result.outcomes.filter((o) => o.grade !== null)).toHaveLength(12);
    expect(api.stats.maxActive).toBe(3);
  });

  it("records one URL's failure with the service's reason and goes on with the others", async () => {
    api = fakeApi({
      create: (url) =>
        url.endsWith('2')
          ? {
              status: 422,
              body: { message: { url: ['You created too many reports.'] }, status: 422 },
            }
          : undefined,
      generationError: (url) =>
        url.endsWith('3') ? 'timeout: the page did not answer within 5 s' : undefined,
      pollsUntilResult: (url) => (url.endsWith('3') ? 1 : 0),
    });
    const result = await runAudit(api.client, plan(urls(4)));
    const errors = result.outcomes.map(errorOf);
    expect(errors).toEqual([
      null,
      'POST /api/v1/reports: the service answered 422: url: You created too many reports.',
      'report 2: the service could not audit the page: timeout: the page did not answer within 5 s',
      null,
    ]);
    expect(result.outcomes[2]?.reportId).toBe('2'); // the refused create got no id
  });

  it('stops the whole audit on the first authentication failure instead of repeating it', async () => {
    api = fakeApi({ create: () => ({ status: 401, body: { message: 'Unauthenticated.' } }) });
    const result = await runAudit(api.client, plan(urls(5), { concurrency: 1 }));
    expect(result.fatal && WORDS.apiError(result.fatal)).toBe(
      'POST /api/v1/reports: the service answered 401: Unauthenticated. (check api-key: the service did not accept it)',
    );
    expect(api.stats.creates).toBe(1);
    expect(result.outcomes[0]?.failure).toEqual({ kind: 'api', error: result.fatal });
    for (const o of result.outcomes.slice(1)) {
      expect(errorOf(o)).toBe(
        `not audited: the audit stopped (${result.fatal ? WORDS.apiError(result.fatal) : ''})`,
      );
    }
  });

  it('fails only the URL whose answer arrives mangled once the service has answered in JSON', async () => {
    api = fakeApi({
      listable: true,
      pollsUntilResult: (url) => (url.endsWith('2') ? 1 : 0),
      get: () => ({ status: 200, body: '{"data": {"id": 2, "url": "site.te' }),
    });
    const result = await runAudit(api.client, plan(urls(3), { concurrency: 1 }));
    expect(result.fatal).toBeNull();
    expect(result.outcomes.map((o) => o.grade)).toEqual(['good', null, 'good']);
    expect(errorOf(result.outcomes[1])).toMatch(/^GET \/api\/v1\/reports\/2: .*200/);
  });

  it('still stops everything when the very first answers are not the JSON expected', async () => {
    // No watermark could be read: base-url most likely points at something else.
    api = fakeApi({ create: () => ({ status: 200, body: '<!doctype html><title>Login</title>' }) });
    const result = await runAudit(api.client, plan(urls(3), { concurrency: 1 }));
    expect(result.fatal).not.toBeNull();
    expect(api.stats.creates).toBe(1);
  });

  it('says when a report was deleted before it had a result', async () => {
    api = fakeApi({
      pollsUntilResult: () => 5,
      get: (id) =>
        id === 1 ? { status: 404, body: { message: 'Resource not found.' } } : undefined,
    });
    const result = await runAudit(api.client, plan(urls(1)));
    expect(errorOf(result.outcomes[0])).toBe('report 1: it was deleted before it had a result');
  });

  it('keeps polling through a transient failure', async () => {
    let failures = 2;
    api = fakeApi({
      pollsUntilResult: () => 1,
      get: () => (failures-- > 0 ? { status: 500, body: { message: 'Server Error' } } : undefined),
    });
    const result = await runAudit(api.client, plan(urls(1)));
    expect(result.outcomes[0]?.grade).toBe('good');
  });

  it('gives up at the deadline and keeps the report id for cleanup', async () => {
    api = fakeApi({ pollsUntilResult: () => Number.POSITIVE_INFINITY });
    // The deadline passes once both reports exist, whatever the machine's speed (a 60 ms timer
    // could pass before the creates were answered on a loaded one).
    const deadline = new AbortController();
    let created = 0;
    const result = await runAudit(
      api.client,
      plan(urls(2), { timeoutMs: 60, deadline: deadline.signal }),
      {
        onReportCreated: () => {
          created += 1;
          if (created === 2) deadline.abort(new Error('the audit timeout'));
        },
      },
    );
    for (const o of result.outcomes) {
      expect(errorOf(o)).toBe('no result within the audit timeout (0.06 s)');
      expect(o.reportId).not.toBeNull();
    }
  });

  it('times out a create that hangs past the deadline, and the other pages have their results', async () => {
    const { createServer } = await import('node:http');
    const { SeoReportClient } = await import('../../src/client/api/index.js');
    // A service on 127.0.0.1 that never answers the create of /hangs, and answers the others
    // with their result at once.
    let nextId = 1;
    let hanging = 0;
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const url = new URLSearchParams(body).get('url') ?? '';
        if (url.endsWith('/hangs')) {
          hanging += 1;
          return; // the service got it and says nothing
        }
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            data: { id: nextId++, url, result: 90, generated_at: '2026-11-22T00:00:00Z' },
            status: 201,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const client = new SeoReportClient({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: 'sk_run_audit_hanging_create',
    });
    const pages = ['https://site.test/a', 'https://site.test/hangs', 'https://site.test/b'];
    // The deadline passes once the two other pages are done and the hanging create is at the
    // service: a fake clock for the one timer that matters here.
    const deadline = new AbortController();
    const done: string[] = [];
    const uncertain: string[] = [];
    try {
      const result = await runAudit(
        client,
        plan(pages, { timeoutMs: 4_000, deadline: deadline.signal }),
        {
          onUrlDone: (o) => {
            done.push(o.url);
            if (done.length === 2 && hanging === 1) deadline.abort(new Error('the audit timeout'));
          },
          onCreateUncertain: (url) => uncertain.push(url),
        },
      );
      expect(result.outcomes.map((o) => [o.url, o.grade, errorOf(o)])).toEqual([
        ['https://site.test/a', 'good', null],
        ['https://site.test/hangs', null, 'no result within the audit timeout (4 s)'],
        ['https://site.test/b', 'good', null],
      ]);
      expect(result.outcomes[1]?.reportId).toBeNull();
      // The service may hold a report for it: the post step is told to look.
      expect(uncertain).toEqual(['https://site.test/hangs']);
    } finally {
      await client.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('stops when cancelled and says so', async () => {
    api = fakeApi({ pollsUntilResult: () => Number.POSITIVE_INFINITY });
    const cancel = new AbortController();
    const done: UrlOutcome[] = [];
    let created = 0;
    // Cancelled once every report is created, while all three wait for their results.
    const pending = runAudit(
      api.client,
      plan(urls(3)),
      {
        onUrlDone: (o) => done.push(o),
        onReportCreated: () => {
          created += 1;
          if (created === 3) cancel.abort();
        },
      },
      cancel.signal,
    );
    const result = await pending;
    expect(result.cancelled).toBe(true);
    expect(result.outcomes.map(errorOf)).toEqual(
      Array(3).fill('cancelled before a result arrived'),
    );
    expect(done).toHaveLength(3);
  });
});

describe('runAudit against a service that answers nothing', () => {
  it('stops at the first refused connection instead of retrying every page', async () => {
    const { createServer } = await import('node:net');
    const { SeoReportClient } = await import('../../src/client/api/index.js');
    // A port that was just free: nothing listens on it.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const retries: string[] = [];
    const client = new SeoReportClient({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: 'sk_run_audit_unreachable',
      onRetry: (event) => retries.push(event.reason),
    });
    try {
      const result = await runAudit(client, plan(urls(20)));
      expect(result.fatal?.message).toMatch(/the connection was refused/);
      // The action names its input in the hint.
      expect(result.fatal && WORDS.apiError(result.fatal)).toMatch(
        /\(check base-url and that the service is up\)$/,
      );
      expect(retries).toEqual([]);
      const stopped = result.outcomes.filter((o) => o.failure?.kind === 'stopped');
      // The first page says why; the 19 others were never sent.
      expect(stopped).toHaveLength(19);
    } finally {
      await client.close();
    }
  });
});
