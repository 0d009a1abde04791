// A scripted stand-in for the SEO Report API on undici's MockAgent: each request takes the next
// reply in order, and every request that got an answer is recorded for assertions.
import { MockAgent } from 'undici';
import type { ClientOptions } from '../../src/client/api/client.js';
import { SeoReportClient } from '../../src/client/api/client.js';

export const API_KEY = 'sk_test_9f8e7d6c5b4a39281706';
export const ORIGIN = 'https://seo.test';

export type Reply =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { error: string; code: string };

export interface Recorded {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | null;
}

export function mockApi(options: Partial<ClientOptions> = {}) {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get(ORIGIN);
  const requests: Recorded[] = [];

  const script = (...replies: Reply[]) => {
    for (const reply of replies) {
      const interceptor = pool.intercept({ path: () => true, method: () => true });
      if ('error' in reply) {
        interceptor.replyWithError(Object.assign(new Error(reply.error), { code: reply.code }));
        continue;
      }
      interceptor.reply((opts) => {
        requests.push({
          method: opts.method,
          path: opts.path,
          headers: lowerCaseHeaders(opts.headers),
          body:
            typeof opts.body === 'string'
              ? opts.body
              : opts.body == null
                ? null
                : String(opts.body),
        });
        const body =
          typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null);
        const isJson = typeof reply.body !== 'string';
        return {
          statusCode: reply.status,
          data: body,
          responseOptions: {
            headers: {
              ...(isJson ? { 'content-type': 'application/json' } : {}),
              ...reply.headers,
            },
          },
        };
      });
    }
  };

  const client = new SeoReportClient({
    baseUrl: `${ORIGIN}/seo`,
    apiKey: API_KEY,
    dispatcher: agent,
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
    ...options,
  });
  return { agent, client, requests, script };
}

function lowerCaseHeaders(headers: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!headers) return out;
  const entries =
    typeof (headers as Headers).entries === 'function' && !Array.isArray(headers)
      ? [...(headers as Headers).entries()]
      : Object.entries(headers as Record<string, string>);
  for (const [key, value] of entries) out[key.toLowerCase()] = String(value);
  return out;
}

/** A report as a deployed service answers it. */
export function deployedReport(id: number, overrides: Record<string, unknown> = {}) {
  return {
    data: {
      id,
      url: `example.com/page-${id}`,
      project: 'example.com',
      result: 83,
      results: {},
      privacy: 1,
      password: false,
      generated_at: '2026-03-01T10:00:00.000000Z',
      created_at: '2026-03-01T10:00:00.000000Z',
      updated_at: '2026-03-01T10:00:00.000000Z',
      ...overrides,
    },
    status: 200,
  };
}
