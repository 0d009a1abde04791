// The fault proxy itself: each fault does what it says (what the client gets, whether the request
// reached the service), rules fire when they should, and a seed fixes which requests get faults.
// The upstream is a small recording server, so that "reached the service" is counted exactly.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FaultProxy,
  type FaultRule,
  faultLabel,
  mulberry32,
  startFaultProxy,
} from './support/fault-proxy.js';

interface Seen {
  method: string;
  url: string;
  body: string;
}

let upstream: Server;
let upstreamUrl: string;
const seen: Seen[] = [];
const proxies: FaultProxy[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body });
      // A create's answer names its URL, as the service's does: the proxy learns ids from it.
      const url = new URLSearchParams(body).get('url') ?? undefined;
      const answer = JSON.stringify({
        data: { id: seen.length, url, echo: body, padding: 'x'.repeat(200) },
      });
      res.writeHead(req.method === 'POST' ? 201 : 200, {
        'content-type': 'application/json',
        'x-upstream': 'yes',
      });
      res.end(answer);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
});

afterEach(async () => {
  for (const proxy of proxies.splice(0)) await proxy.close();
});

async function proxyWith(
  rules: FaultRule[],
  extra: Partial<Parameters<typeof startFaultProxy>[0]> = {},
): Promise<FaultProxy> {
  const proxy = await startFaultProxy({
    target: upstreamUrl,
    seed: 7,
    stallMs: 200,
    rules,
    ...extra,
  });
  proxies.push(proxy);
  return proxy;
}

type Outcome =
  | {
      kind: 'answer';
      status: number;
      headers: Record<string, string | string[] | undefined>;
      body: string;
    }
  /** The connection broke; `afterHeaders`: the status line had arrived. */
  | { kind: 'error'; code: string; afterHeaders: boolean };

/** One request without keep-alive; never throws, so that every fault can be inspected. */
function send(base: string, method: string, path: string, body?: string): Promise<Outcome> {
  return new Promise((resolve) => {
    let afterHeaders = false;
    const req = request(new URL(path, base), { method, agent: false }, (res) => {
      afterHeaders = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ kind: 'error', code: error.code ?? error.message, afterHeaders }),
      );
      res.on('end', () => {
        if (!res.complete) return;
        resolve({ kind: 'answer', status: res.statusCode ?? 0, headers: res.headers, body: text });
      });
      res.on('close', () => {
        if (!res.complete) resolve({ kind: 'error', code: 'ECONNRESET', afterHeaders });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ kind: 'error', code: error.code ?? error.message, afterHeaders }),
    );
    if (body !== undefined) req.setHeader('content-type', 'application/x-www-form-urlencoded');
    req.end(body);
  });
}

describe('the faults', () => {
  it('passes requests without a fault through unchanged', async () => {
    const proxy = await proxyWith([]);
    const answer = await send(proxy.url, 'POST', '/api/v1/reports?x=1', 'url=a.test');
    expect(answer).toMatchObject({ kind: 'answer', status: 201 });
    if (answer.kind !== 'answer') return;
    expect(answer.headers['x-upstream']).toBe('yes');
    expect(JSON.parse(answer.body).data.echo).toBe('url=a.test');
    expect(seen).toEqual([{ method: 'POST', url: '/api/v1/reports?x=1', body: 'url=a.test' }]);
    expect(proxy.stats).toMatchObject({ requests: 1, forwarded: 1, faultsTotal: 0 });
    expect(proxy.stats.reached).toEqual({ 'POST /api/v1/reports': 1 });
  });

  it('resets before forwarding: the client sees ECONNRESET and the service sees nothing', async () => {
    const proxy = await proxyWith([{ fault: { kind: 'reset-before' } }]);
    const answer = await send(proxy.url, 'POST', '/api/v1/reports', 'url=a.test');
    expect(answer).toEqual({ kind: 'error', code: 'ECONNRESET', afterHeaders: false });
    expect(seen).toHaveLength(0);
    expect(proxy.stats.faults).toEqual({ 'reset-before': 1 });
  });

  it('resets after forwarding: the service acted, the answer is lost', async () => {
    const proxy = await proxyWith([{ fault: { kind: 'reset-after' } }]);
    const answer = await send(proxy.url, 'POST', '/api/v1/reports', 'url=a.test');
    expect(answer).toEqual({ kind: 'error', code: 'ECONNRESET', afterHeaders: false });
    expect(seen).toHaveLength(1);
    expect(proxy.events[0]).toMatchObject({ fault: 'reset-after', upstreamStatus: 201 });
  });

  it.each([
    [false, 0],
    [true, 1],
  ])(
    'stalls (forward: %s), then resets; requests reaching the service: %i',
    async (forward, reached) => {
      const proxy = await proxyWith([{ fault: { kind: 'stall', forward } }]);
      const answer = await send(proxy.url, 'POST', '/api/v1/reports', 'url=a.test');
      // No status line ever: the client's own timeout is what ends such a request.
      expect(answer).toEqual({ kind: 'error', code: 'ECONNRESET', afterHeaders: false });
      expect(seen).toHaveLength(reached);
    },
  );

  it.each([
    [429, 'json', undefined],
    [429, 'json', 2],
    [500, 'json', undefined],
    [500, 'html', undefined],
    [502, 'json', undefined],
    [502, 'html', undefined],
    [503, 'json', 1],
    [503, 'html', undefined],
    [504, 'json', undefined],
    [504, 'html', undefined],
  ] as const)('answers %i with a %s body (Retry-After: %s)', async (status, body, retryAfter) => {
    const proxy = await proxyWith([
      { fault: { kind: 'status', status, body, ...(retryAfter ? { retryAfter } : {}) } },
    ]);
    const answer = await send(proxy.url, 'GET', '/api/v1/reports');
    expect(answer.kind).toBe('answer');
    if (answer.kind !== 'answer') return;
    expect(answer.status).toBe(status);
    expect(answer.headers['retry-after']).toBe(
      retryAfter === undefined ? undefined : `${retryAfter}`,
    );
    if (body === 'json') expect(JSON.parse(answer.body)).toHaveProperty('message');
    else expect(answer.body).toContain(`<title>${status} `);
    expect(answer.headers['content-type']).toBe(body === 'json' ? 'application/json' : 'text/html');
    expect(seen).toHaveLength(0);
  });

  it('answers an error status after forwarding when asked: the service acted', async () => {
    const proxy = await proxyWith([
      { fault: { kind: 'status', status: 502, body: 'html', forward: true } },
    ]);
    const answer = await send(proxy.url, 'POST', '/api/v1/reports', 'url=a.test');
    expect(answer).toMatchObject({ kind: 'answer', status: 502 });
    expect(seen).toHaveLength(1);
    expect(proxy.events[0]).toMatchObject({ fault: '502-html', forwarded: true });
  });

  it('cuts a JSON answer off: full Content-Length, half the body, then a close', async () => {
    const proxy = await proxyWith([{ fault: { kind: 'truncated-json' } }]);
    const answer = await send(proxy.url, 'GET', '/api/v1/reports/1');
    expect(answer).toMatchObject({ kind: 'error', afterHeaders: true });
    expect(seen).toHaveLength(1);
  });

  it('answers 200 with a body that is not JSON', async () => {
    const proxy = await proxyWith([{ fault: { kind: 'invalid-json', forward: true } }]);
    const answer = await send(proxy.url, 'POST', '/api/v1/reports', 'url=a.test');
    expect(answer).toMatchObject({ kind: 'answer', status: 200 });
    if (answer.kind !== 'answer') return;
    expect(() => JSON.parse(answer.body)).toThrow();
    expect(answer.body).not.toMatch(/^\s*</);
    expect(seen).toHaveLength(1);
  });

  it('redirects to a login page without forwarding', async () => {
    const proxy = await proxyWith([{ fault: { kind: 'redirect-login' } }]);
    const answer = await send(proxy.url, 'GET', '/api/v1/reports');
    expect(answer).toMatchObject({ kind: 'answer', status: 302 });
    if (answer.kind !== 'answer') return;
    expect(answer.headers.location).toBe(`${proxy.url}/login`);
    expect(seen).toHaveLength(0);
  });
});

describe('the rules', () => {
  it('hits only the method and path asked for, and the Nth matching request', async () => {
    const proxy = await proxyWith([
      {
        method: 'POST',
        path: /^\/api\/v1\/reports$/,
        nth: [2],
        fault: { kind: 'status', status: 500, body: 'json' },
      },
    ]);
    const statuses: number[] = [];
    for (const [method, path] of [
      ['GET', '/api/v1/reports'],
      ['POST', '/api/v1/reports'],
      ['POST', '/api/v1/reports/3'],
      ['POST', '/api/v1/reports'],
      ['POST', '/api/v1/reports'],
    ] as const) {
      const answer = await send(
        proxy.url,
        method,
        path,
        method === 'POST' ? 'url=a.test' : undefined,
      );
      statuses.push(answer.kind === 'answer' ? answer.status : 0);
    }
    expect(statuses).toEqual([200, 201, 201, 500, 201]);
  });

  it('sends a burst of N in a row once the rule fires, and honours a limit', async () => {
    const proxy = await proxyWith([
      {
        method: 'GET',
        nth: [2],
        burst: 3,
        fault: { kind: 'status', status: 429, body: 'json', retryAfter: 1 },
      },
      { method: 'POST', limit: 1, fault: { kind: 'status', status: 503, body: 'html' } },
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await send(proxy.url, 'GET', `/api/v1/reports?page=${i}`);
      statuses.push(answer.kind === 'answer' ? answer.status : 0);
    }
    for (let i = 0; i < 3; i++) {
      const answer = await send(proxy.url, 'POST', '/api/v1/reports', `url=${i}`);
      statuses.push(answer.kind === 'answer' ? answer.status : 0);
    }
    expect(statuses).toEqual([200, 429, 429, 429, 200, 200, 503, 201, 201]);
    expect(proxy.stats.faults).toEqual({ '429-retry-after': 3, '503-html': 1 });
    expect(proxy.stats.faultsTotal).toBe(4);
  });

  const mixed: FaultRule[] = [
    { method: 'POST', probability: 0.2, fault: { kind: 'reset-before' } },
    { method: 'POST', probability: 0.2, fault: { kind: 'status', status: 502, body: 'html' } },
    { method: 'GET', probability: 0.3, fault: { kind: 'status', status: 500, body: 'json' } },
  ];

  async function sequence(seed: number, order: number[]): Promise<Map<number, string>> {
    const proxy = await proxyWith(mixed, { seed });
    const faults = new Map<number, string>();
    for (const i of order) {
      const method = i % 2 === 0 ? 'POST' : 'GET';
      const before = proxy.events.length;
      await send(
        proxy.url,
        method,
        `/api/v1/reports?i=${i}`,
        method === 'POST' ? `url=${i}` : undefined,
      );
      faults.set(i, proxy.events[before]?.fault ?? 'none');
    }
    await proxy.close();
    return faults;
  }

  it('injects the same faults into the same requests for the same seed, in any order', async () => {
    const order = Array.from({ length: 60 }, (_, i) => i);
    const first = await sequence(2026, order);
    const again = await sequence(2026, order);
    const reversed = await sequence(2026, [...order].reverse());
    const otherSeed = await sequence(2027, order);
    expect([...again]).toEqual([...first]);
    expect(new Map([...reversed].sort(([a], [b]) => a - b))).toEqual(first);
    expect([...otherSeed]).not.toEqual([...first]);
    // The chances are honoured roughly (the seed fixes the exact counts).
    const counts = [...first.values()].reduce<Record<string, number>>((acc, label) => {
      acc[label] = (acc[label] ?? 0) + 1;
      return acc;
    }, {});
    expect(counts.none).toBeGreaterThan(25);
    expect(counts['500-json']).toBeGreaterThan(0);
    expect((counts['reset-before'] ?? 0) + (counts['502-html'] ?? 0)).toBeGreaterThan(0);
  });

  it('leaves ports on 127.0.0.1 and report ids out of the draw, so that runs replay', async () => {
    const rules: FaultRule[] = [
      {
        method: 'POST',
        probability: 0.4,
        fault: { kind: 'status', status: 502, body: 'html', forward: true },
      },
      { method: 'GET', probability: 0.4, fault: { kind: 'status', status: 500, body: 'json' } },
    ];
    /** Creates 30 reports of pages on `port`, then reads each: the fault of every request. */
    async function run(port: number): Promise<{ faults: string[]; ids: string[] }> {
      const proxy = await proxyWith(rules, { seed: 99 });
      const faults: string[] = [];
      const ids: string[] = [];
      for (let i = 0; i < 30; i++) {
        const page = encodeURIComponent(`http://127.0.0.1:${port}/page-${i}`);
        await send(proxy.url, 'POST', '/api/v1/reports', `url=${page}`);
        ids.push(String(seen.length)); // the upstream's id for it, also when the answer was lost
      }
      for (const id of ids) await send(proxy.url, 'GET', `/api/v1/reports/${id}`);
      faults.push(...proxy.events.map((event) => `${event.method} ${event.fault ?? 'none'}`));
      await proxy.close();
      return { faults, ids };
    }
    const first = await run(40001);
    const second = await run(40002);
    expect(second.ids).not.toEqual(first.ids);
    expect(second.faults).toEqual(first.faults);
    expect(
      first.faults.filter((f) => f !== 'POST none' && f !== 'GET none').length,
    ).toBeGreaterThan(5);
  });

  it('names faults by kind, status, body and Retry-After', () => {
    expect(faultLabel({ kind: 'status', status: 429, body: 'json' })).toBe('429');
    expect(faultLabel({ kind: 'status', status: 503, body: 'json', retryAfter: 1 })).toBe(
      '503-json-retry-after',
    );
    expect(faultLabel({ kind: 'stall', forward: true })).toBe('stall-after-forwarding');
    expect(faultLabel({ kind: 'truncated-json' })).toBe('truncated-json');
  });

  it('draws the same numbers from the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const draws = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(draws);
    expect(new Set(draws).size).toBe(5);
    for (const draw of draws) expect(draw >= 0 && draw < 1).toBe(true);
  });
});

describe('the hooks', () => {
  it('runs beforeForward before the service sees the request, onAnswer before the client hears', async () => {
    const order: string[] = [];
    const proxy = await proxyWith([], {
      beforeForward: (info) => {
        order.push(`before ${info.method} ${info.path} (service saw ${seen.length})`);
      },
      onAnswer: (info, answer) => {
        order.push(
          `answer ${info.method} ${answer.status} ${JSON.parse(`${answer.body}`).data.id}`,
        );
      },
    });
    const answer = await send(proxy.url, 'POST', '/api/v1/reports', 'url=a.test');
    order.push(`client ${answer.kind === 'answer' ? answer.status : answer.code}`);
    expect(order).toEqual([
      'before POST /api/v1/reports (service saw 0)',
      'answer POST 201 1',
      'client 201',
    ]);
  });

  it('answers 502 with an HTML page while the service is unreachable, and counts it', async () => {
    const dead = createServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const port = (dead.address() as AddressInfo).port;
    await new Promise<void>((resolve) => dead.close(() => resolve()));
    const proxy = await proxyWith([], { target: `http://127.0.0.1:${port}` });
    const answer = await send(proxy.url, 'GET', '/api/v1/reports');
    expect(answer).toMatchObject({ kind: 'answer', status: 502 });
    if (answer.kind === 'answer') expect(answer.body).toContain('<title>502 Bad Gateway</title>');
    expect(proxy.stats).toMatchObject({ upstreamUnreachable: 1, forwarded: 0, faultsTotal: 0 });
  });
});
