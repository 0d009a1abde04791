// A small stateful stand-in for the API on undici's MockAgent, for edge cases of the engine that
// the reference service cannot be made to produce on demand. The end-to-end tests use the real
// reference service instead.
import { MockAgent } from 'undici';
import { SeoReportClient } from '../../src/client/api/index.js';

export interface FakeBehaviour {
  /** Answer to a create: a status and body, or undefined for a normal 201. */
  create?: (url: string) => { status: number; body: unknown } | undefined;
  /** How many GETs a report stays without a result (0: create answers with the result). */
  pollsUntilResult?: (url: string) => number;
  /** The score each URL gets. */
  score?: (url: string) => number;
  /** A generation error instead of a score. */
  generationError?: (url: string) => string | undefined;
  /** Answer to a GET: overrides the normal answer when defined. */
  get?: (id: number, url: string) => { status: number; body: unknown } | undefined;
  /** Answer to a DELETE: overrides the normal answer when defined. */
  delete?: (id: number) => { status: number; body: unknown } | undefined;
  /** Answer the list endpoint (an empty page), so that the engine can read its watermark. */
  listable?: boolean;
}

export function fakeApi(behaviour: FakeBehaviour = {}) {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const reports = new Map<number, { url: string; polls: number }>();
  const stats = { creates: 0, gets: 0, deletes: 0, active: 0, maxActive: 0 };
  let nextId = 1;

  const body = (id: number, generated: boolean) => {
    const report = reports.get(id) as { url: string };
    const error = behaviour.generationError?.(report.url);
    return {
      data: {
        id,
        url: report.url.replace(/^https?:\/\//, ''),
        result: generated && !error ? (behaviour.score?.(report.url) ?? 90) : null,
        generated_at: generated ? '2026-11-22T00:00:00Z' : null,
        ...(generated && error ? { state: 'failed', error } : {}),
      },
      status: 200,
    };
  };
  // A string body is sent as it is: a way to send JSON that was mangled on the way.
  const json = (status: number, data: unknown) => ({
    statusCode: status,
    data: typeof data === 'string' ? data : JSON.stringify(data),
    responseOptions: { headers: { 'content-type': 'application/json' } },
  });

  agent
    .get('https://fake.test')
    .intercept({ path: () => true, method: () => true })
    .reply((opts) => {
      const path = opts.path.split('?')[0] as string;
      if (opts.method === 'POST' && path === '/api/v1/reports') {
        stats.creates += 1;
        const url = new URLSearchParams(String(opts.body)).get('url') as string;
        const override = behaviour.create?.(url);
        if (override) return json(override.status, override.body);
        const id = nextId++;
        reports.set(id, { url, polls: 0 });
        const pending = (behaviour.pollsUntilResult?.(url) ?? 0) > 0;
        if (pending) {
          stats.active += 1;
          stats.maxActive = Math.max(stats.maxActive, stats.active);
        }
        return json(201, body(id, !pending));
      }
      if (behaviour.listable && opts.method === 'GET' && path === '/api/v1/reports') {
        return json(200, { data: [], status: 200 });
      }
      const match = /^\/api\/v1\/reports\/(\d+)$/.exec(path);
      if (match) {
        const id = Number(match[1]);
        const report = reports.get(id);
        if (opts.method === 'DELETE') {
          stats.deletes += 1;
          const override = behaviour.delete?.(id);
          if (override) return json(override.status, override.body);
          if (!report) return json(404, { message: 'Resource not found.', status: 404 });
          reports.delete(id);
          return json(200, { id, object: 'report', deleted: true, status: 200 });
        }
        stats.gets += 1;
        if (!report) return json(404, { message: 'Resource not found.', status: 404 });
        const override = behaviour.get?.(id, report.url);
        if (override) return json(override.status, override.body);
        report.polls += 1;
        const generated = report.polls >= (behaviour.pollsUntilResult?.(report.url) ?? 0);
        if (generated && report.polls === (behaviour.pollsUntilResult?.(report.url) ?? 0))
          stats.active -= 1;
        return json(200, body(id, generated));
      }
      return json(404, { message: 'Resource not found.', status: 404 });
    })
    .persist();

  const client = new SeoReportClient({
    baseUrl: 'https://fake.test',
    apiKey: 'sk_fake_engine_key',
    dispatcher: agent,
    retry: { retries: 1, baseDelayMs: 1, maxDelayMs: 2 },
  });
  return { agent, client, reports, stats };
}
