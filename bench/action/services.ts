// Services for the action benchmark that the reference service does not play: synchronous like
// phpRank (the POST audits the page and answers the result), behind a fixed-window rate limit
// counted from the first request that arrives in it (Laravel's throttle), in one of several
// header dialects. Every answer carries a Date header (node:http adds it).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export type Dialect =
  /** X-RateLimit-Limit/Remaining on every answer; a 429 adds Retry-After and X-RateLimit-Reset. */
  | 'laravel'
  /** The IETF draft 8 fields on every answer: RateLimit and RateLimit-Policy. */
  | 'ietf'
  /** Nothing until it refuses; the 429 carries Retry-After. */
  | 'silent'
  /** X-RateLimit-Limit/Remaining, and 429s without Retry-After. */
  | 'bare-429';

export interface SyncServiceOptions {
  /** Requests per window; null: no limit at all. */
  limit: number | null;
  windowMs: number;
  dialect: Dialect;
  generationMs: number;
}

export interface SyncService {
  url: string;
  counts: { requests: number; tooMany: number; byMethod: Record<string, number> };
  firstRequestAt: number;
  lastAnswerAt: number;
  close(): Promise<void>;
}

export async function startSyncService(options: SyncServiceOptions): Promise<SyncService> {
  const window = { start: -Infinity, count: 0 };
  const counts = { requests: 0, tooMany: 0, byMethod: {} as Record<string, number> };
  const state = { firstRequestAt: 0, lastAnswerAt: 0, nextId: 1 };
  const reports = new Map<number, Record<string, unknown>>();

  const limitHeaders = (now: number, refused: boolean): Record<string, string> => {
    const { limit, windowMs, dialect } = options;
    if (limit === null) return {};
    const remaining = String(Math.max(0, limit - window.count));
    const left = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    switch (dialect) {
      case 'laravel':
        return {
          'x-ratelimit-limit': String(limit),
          'x-ratelimit-remaining': remaining,
          ...(refused
            ? {
                'retry-after': String(left),
                'x-ratelimit-reset': String(Math.floor(now / 1000) + left),
              }
            : {}),
        };
      case 'ietf':
        return {
          ratelimit: `"default";r=${remaining};t=${left}`,
          'ratelimit-policy': `"default";q=${limit};w=${windowMs / 1000}`,
          ...(refused ? { 'retry-after': String(left) } : {}),
        };
      case 'silent':
        return refused ? { 'retry-after': String(left) } : {};
      case 'bare-429':
        return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': remaining };
    }
  };

  const json = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string>,
  ) => {
    res.writeHead(status, { ...headers, 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
    state.lastAnswerAt = performance.now();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const now = Date.now();
    if (state.firstRequestAt === 0) state.firstRequestAt = performance.now();
    counts.requests += 1;
    counts.byMethod[req.method ?? '?'] = (counts.byMethod[req.method ?? '?'] ?? 0) + 1;
    let body = '';
    for await (const chunk of req) body += chunk;
    let refused = false;
    if (options.limit !== null) {
      if (now - window.start >= options.windowMs) Object.assign(window, { start: now, count: 0 });
      refused = window.count >= options.limit;
      if (!refused) window.count += 1;
    }
    const headers = limitHeaders(now, refused);
    if (refused) {
      counts.tooMany += 1;
      return json(res, 429, { message: 'Too Many Attempts.' }, headers);
    }
    const url = new URL(req.url ?? '/', 'http://service.invalid');
    if (req.method === 'POST' && url.pathname === '/api/v1/reports') {
      const page = new URLSearchParams(body).get('url') ?? '';
      const id = state.nextId++;
      const created = new Date().toISOString();
      await sleep(options.generationMs);
      const report = {
        id,
        url: page.replace(/^https?:\/\/(www\.)?/, ''),
        project: 'bench.test',
        result: 90,
        results: {},
        privacy: 1,
        password: false,
        generated_at: new Date().toISOString(),
        created_at: created,
        updated_at: created,
      };
      reports.set(id, report);
      return json(res, 201, { data: report, status: 200 }, headers);
    }
    const match = /^\/api\/v1\/reports\/(\d+)$/.exec(url.pathname);
    const report = match ? reports.get(Number(match[1])) : undefined;
    if (req.method === 'GET' && report) return json(res, 200, { data: report }, headers);
    if (req.method === 'DELETE' && report) {
      reports.delete(report.id as number);
      return json(res, 200, { id: report.id, object: 'report', deleted: true }, headers);
    }
    json(res, 404, { message: 'Resource not found.', status: 404 }, headers);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    get firstRequestAt() {
      return state.firstRequestAt;
    },
    get lastAnswerAt() {
      return state.lastAnswerAt;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The lower bound of a run at `concurrency`: a greedy schedule of the pages' requests under the
 * window rule (at most `limit` sent in a window that starts with the first request sent after
 * the previous one ended), each page one request lasting `generationMs`, no network time.
 */
export function greedyBoundMs(
  pages: number,
  concurrency: number,
  generationMs: number,
  limit: number | null,
  windowMs: number,
): number {
  const lanes = Array.from({ length: Math.min(concurrency, pages) }, () => 0);
  let windowStart = -Infinity;
  let used = 0;
  let end = 0;
  let lastSend = 0;
  for (let page = 0; page < pages; page++) {
    const lane = lanes.indexOf(Math.min(...lanes));
    // In order: no request goes before one sent earlier (nor before its window opened).
    let send = Math.max(lanes[lane] as number, lastSend);
    if (limit !== null) {
      if (send >= windowStart + windowMs) {
        windowStart = send;
        used = 0;
      }
      if (used >= limit) {
        send = windowStart + windowMs;
        windowStart = send;
        used = 0;
      }
      used += 1;
    }
    lastSend = send;
    lanes[lane] = send + generationMs;
    end = Math.max(end, send + generationMs);
  }
  return end;
}
