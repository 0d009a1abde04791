// A fault-injecting HTTP proxy on 127.0.0.1 in front of the reference service, for the
// reliability suite. Each request is read in full, then matched against a plan of rules (method,
// path, chance or "the Nth matching request", bursts); the first rule that fires decides its
// fault. Chances are drawn from a PRNG seeded by the run's seed and the request itself (method,
// path, body and how often that exact request was seen), so a run with the same seed injects the
// same faults into the same requests, whatever order concurrent requests arrive in. What differs
// from one run to the next is left out of "the request": ports on 127.0.0.1 (the sample site's,
// in bodies and searches) and report ids, which stand for the URL of their report as the proxy
// learned it from the service's answers. What still varies is how many requests timing makes
// (polls while a report is generated), so the figures of a campaign vary a little.
//
// The proxy counts what it saw, what it injected (per kind) and what reached the service, and
// offers two hooks for faults that live in the service rather than on the wire: `beforeForward`
// (e.g. restart the service) and `onAnswer` (e.g. delete the report just created, before the
// client hears of it).
import { Agent, createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Fault =
  /** The connection is reset before the request is forwarded: the service never sees it. */
  | { kind: 'reset-before' }
  /** The request is forwarded and answered; the answer is lost to a reset. */
  | { kind: 'reset-after' }
  /** No answer for `stallMs`, then a reset; `forward`: the service acts meanwhile. */
  | { kind: 'stall'; forward: boolean }
  /** An error status instead of the service's answer; `forward`: the service acted anyway. */
  | {
      kind: 'status';
      status: 429 | 500 | 502 | 503 | 504;
      body: 'json' | 'html';
      /** Seconds for Retry-After; absent: no header. */
      retryAfter?: number;
      forward?: boolean;
    }
  /** The service's answer with its full Content-Length, but only half the body, then a close. */
  | { kind: 'truncated-json' }
  /** 200 with a body that is not JSON; `forward`: the service acted. */
  | { kind: 'invalid-json'; forward: boolean }
  /** 302 to a login page, as an SSO gateway in front of the wrong base-url answers. */
  | { kind: 'redirect-login' };

export interface FaultRule {
  /** Only requests with this method; any when absent. */
  method?: string;
  /** Only requests whose path (without the query) matches; any when absent. */
  path?: RegExp;
  /** Only requests whose body matches (e.g. the POST of one URL); any when absent. */
  body?: RegExp;
  fault: Fault;
  /** Chance per matching request; 1 when neither this nor `nth` is given. */
  probability?: number;
  /** The matching requests (1-based, counted per rule) that get the fault. */
  nth?: number[];
  /** Once the rule fires, the next `burst - 1` matching requests get the fault too. */
  burst?: number;
  /** At most this many injections by this rule. */
  limit?: number;
}

export interface ProxyRequestInfo {
  /** 1-based number of the request at the proxy. */
  n: number;
  method: string;
  /** Path with the query, as the client sent it. */
  url: string;
  path: string;
  body: string;
}

export interface ProxyAnswer {
  status: number;
  body: Buffer;
}

export interface FaultProxyOptions {
  /** The service's base URL (origin). */
  target: string;
  seed: number;
  rules?: FaultRule[];
  /** How long a stall holds the request before the reset; longer than the client's timeout. */
  stallMs?: number;
  /** Runs before a request is forwarded (after the fault decision): e.g. a service restart. */
  beforeForward?: (request: ProxyRequestInfo) => Promise<void> | void;
  /** Runs when the service has answered, before the client hears anything of it. */
  onAnswer?: (request: ProxyRequestInfo, answer: ProxyAnswer) => Promise<void> | void;
}

export interface ProxyEvent {
  n: number;
  method: string;
  path: string;
  /** The injected fault's label, or null when the request passed untouched. */
  fault: string | null;
  /** Whether the request reached the service. */
  forwarded: boolean;
  /** The service's status when it answered; null when not forwarded or unreachable. */
  upstreamStatus: number | null;
}

export interface ProxyStats {
  requests: number;
  /** Requests that reached the service (and were answered by it). */
  forwarded: number;
  /** Requests the service could not be reached for (answered 502 by the proxy, as nginx does). */
  upstreamUnreachable: number;
  faultsTotal: number;
  /** Injected faults by label, e.g. "reset-before", "502-html", "429-retry-after". */
  faults: Record<string, number>;
  /** Requests that reached the service, by "METHOD /route" (ids replaced by :id). */
  reached: Record<string, number>;
}

export interface FaultProxy {
  url: string;
  stats: ProxyStats;
  /** Every request in arrival order. */
  events: ProxyEvent[];
  /** Counts a fault a hook injected (a report deleted, a restart), beside the wire faults. */
  recordFault(label: string): void;
  /** Replaces the plan (counters of the new rules start at zero). */
  setRules(rules: FaultRule[]): void;
  close(): Promise<void>;
}

/** mulberry32: a tiny seeded PRNG, enough to pick faults reproducibly. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over a text: the per-request part of the PRNG's seed. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The name a fault is counted under. */
export function faultLabel(fault: Fault): string {
  switch (fault.kind) {
    case 'stall':
      return fault.forward ? 'stall-after-forwarding' : 'stall-before-forwarding';
    case 'status':
      return fault.status === 429
        ? `429${fault.retryAfter !== undefined ? '-retry-after' : ''}`
        : `${fault.status}-${fault.body}${fault.retryAfter !== undefined ? '-retry-after' : ''}`;
    default:
      return fault.kind;
  }
}

const REASONS: Record<number, string> = {
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** An nginx-style error page. */
function htmlPage(status: number): string {
  const title = `${status} ${REASONS[status] ?? 'Error'}`;
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}

/** Hop-by-hop headers are the proxy's own business, never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

interface RuleState {
  rule: FaultRule;
  matched: number;
  injected: number;
  burstLeft: number;
}

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const stallMs = options.stallMs ?? 2_000;
  // No keep-alive towards the service: a restarted service must not meet stale sockets.
  const agent = new Agent({ keepAlive: false });
  const stats: ProxyStats = {
    requests: 0,
    forwarded: 0,
    upstreamUnreachable: 0,
    faultsTotal: 0,
    faults: {},
    reached: {},
  };
  const events: ProxyEvent[] = [];
  const seen = new Map<string, number>();
  let states: RuleState[] = [];
  const setRules = (rules: FaultRule[]) => {
    states = rules.map((rule) => ({ rule, matched: 0, injected: 0, burstLeft: 0 }));
  };
  setRules(options.rules ?? []);
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let proxyOrigin = '';
  const recordFault = (label: string) => {
    stats.faultsTotal += 1;
    stats.faults[label] = (stats.faults[label] ?? 0) + 1;
  };

  /** The fault for this request (first rule that fires), or null. */
  /** Report id -> the URL the service stores for it, learned from its JSON answers. */
  const urlOfReport = new Map<string, string>();
  const learnReports = (answer: UpstreamAnswer) => {
    if (!/json/.test(String(answer.headers['content-type'] ?? ''))) return;
    try {
      const data = (JSON.parse(answer.body.toString('utf8')) as { data?: unknown }).data;
      for (const item of Array.isArray(data) ? data : [data]) {
        const { id, url } = (item ?? {}) as { id?: unknown; url?: unknown };
        if (id !== undefined && typeof url === 'string') urlOfReport.set(String(id), url);
      }
    } catch {
      // Not JSON after all: nothing to learn.
    }
  };
  /** The request without what changes from run to run (see the top of this file). */
  const identity = (info: ProxyRequestInfo): string =>
    `${info.method} ${info.url} ${info.body}`
      .replace(/127\.0\.0\.1(:|%3A)\d+/gi, '127.0.0.1$1port')
      .replace(/\/reports\/(\d+)\b/g, (whole, id: string) => {
        const url = urlOfReport.get(id);
        return url === undefined ? whole : `/reports/<${url.replace(/:\d+/, ':port')}>`;
      });

  const decide = (info: ProxyRequestInfo): Fault | null => {
    const key = identity(info);
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    const random = mulberry32(options.seed ^ hashText(`${key}#${occurrence}`));
    for (const state of states) {
      const { rule } = state;
      if (rule.method !== undefined && rule.method !== info.method) continue;
      if (rule.path !== undefined && !rule.path.test(info.path)) continue;
      if (rule.body !== undefined && !rule.body.test(info.body)) continue;
      state.matched += 1;
      // One draw per matching rule, always, so that one rule's outcome never shifts another's.
      const roll = random();
      if (rule.limit !== undefined && state.injected >= rule.limit) continue;
      let fires: boolean;
      let startsBurst = false;
      if (state.burstLeft > 0) {
        state.burstLeft -= 1;
        fires = true;
      } else {
        fires =
          rule.nth !== undefined
            ? rule.nth.includes(state.matched)
            : roll < (rule.probability ?? 1);
        startsBurst = fires;
      }
      if (!fires) continue;
      if (startsBurst) state.burstLeft = (rule.burst ?? 1) - 1;
      state.injected += 1;
      return rule.fault;
    }
    return null;
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => {});
    res.on('error', () => {});
    req.on('end', () => {
      void handle(req, res, Buffer.concat(chunks)).catch(() => {
        req.socket.destroy();
      });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const handle = async (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const url = req.url ?? '/';
    const info: ProxyRequestInfo = {
      n: ++stats.requests,
      method: req.method ?? 'GET',
      url,
      path: url.split('?')[0] as string,
      body: body.toString('utf8'),
    };
    const fault = decide(info);
    const event: ProxyEvent = {
      n: info.n,
      method: info.method,
      path: info.path,
      fault: fault ? faultLabel(fault) : null,
      forwarded: false,
      upstreamStatus: null,
    };
    events.push(event);
    if (fault) recordFault(faultLabel(fault));

    const forwards =
      fault === null ||
      fault.kind === 'reset-after' ||
      fault.kind === 'truncated-json' ||
      ((fault.kind === 'stall' || fault.kind === 'invalid-json' || fault.kind === 'status') &&
        fault.forward === true);

    if (fault?.kind === 'reset-before') return reset(res);
    if (fault?.kind === 'redirect-login') {
      res.writeHead(302, { location: `${proxyOrigin}/login`, 'content-type': 'text/html' });
      return void res.end('<html><body>Redirecting to <a href="/login">/login</a></body></html>');
    }

    let answer: UpstreamAnswer | null = null;
    if (forwards) {
      await options.beforeForward?.(info);
      answer = await forward(req, info, body);
      if (answer === null) {
        // The service is down (a restart): a gateway answers 502 with its own page.
        stats.upstreamUnreachable += 1;
        res.writeHead(502, { 'content-type': 'text/html' });
        return void res.end(htmlPage(502));
      }
      event.forwarded = true;
      event.upstreamStatus = answer.status;
      stats.forwarded += 1;
      const route = `${info.method} ${info.path.replace(/\/\d+(?=\/|$)/g, '/:id')}`;
      stats.reached[route] = (stats.reached[route] ?? 0) + 1;
      learnReports(answer);
      await options.onAnswer?.(info, { status: answer.status, body: answer.body });
    }

    if (fault === null && answer) {
      res.writeHead(answer.status, answer.headers);
      return void res.end(answer.body);
    }
    switch (fault?.kind) {
      case 'reset-after':
        return reset(res);
      case 'stall': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          reset(res);
        }, stallMs);
        timers.add(timer);
        return;
      }
      case 'status': {
        const headers: Record<string, string> = {
          'content-type': fault.body === 'json' ? 'application/json' : 'text/html',
        };
        if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter);
        res.writeHead(fault.status, headers);
        return void res.end(
          fault.body === 'json'
            ? JSON.stringify({ message: REASONS[fault.status] ?? 'Error' })
            : htmlPage(fault.status),
        );
      }
      case 'truncated-json': {
        const full = answer as UpstreamAnswer;
        res.writeHead(full.status, {
          ...full.headers,
          'content-length': String(full.body.length),
        });
        // Half the body, flushed, then the connection closes mid-answer.
        res.write(full.body.subarray(0, Math.floor(full.body.length / 2)), () =>
          res.socket?.destroy(),
        );
        return;
      }
      case 'invalid-json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end('{"data": {"id": 1, "url": example.com, "generated": tru');
    }
  };

  interface UpstreamAnswer {
    status: number;
    headers: Record<string, string | string[]>;
    body: Buffer;
  }

  const forward = (
    req: IncomingMessage,
    info: ProxyRequestInfo,
    body: Buffer,
  ): Promise<UpstreamAnswer | null> =>
    new Promise((resolve) => {
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name) && name !== 'host') headers[name] = value;
      }
      headers['content-length'] = String(body.length);
      const upstream = request(
        new URL(info.url, options.target),
        { method: info.method, headers, agent },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => parts.push(chunk));
          answer.on('error', () => resolve(null));
          answer.on('end', () => {
            const kept: Record<string, string | string[]> = {};
            for (const [name, value] of Object.entries(answer.headers)) {
              if (value !== undefined && !HOP_BY_HOP.has(name) && name !== 'content-length')
                kept[name] = value;
            }
            resolve({
              status: answer.statusCode ?? 502,
              headers: kept,
              body: Buffer.concat(parts),
            });
          });
        },
      );
      upstream.on('error', () => resolve(null));
      upstream.end(body);
    });

  const reset = (res: ServerResponse) => {
    // A TCP RST, as a crashed peer or a middlebox sends: the client sees ECONNRESET.
    const socket = res.socket as Socket | null;
    if (socket && !socket.destroyed) socket.resetAndDestroy();
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxyOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: proxyOrigin,
    stats,
    events,
    recordFault,
    setRules,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          agent.destroy();
          resolve();
        });
      }),
  };
}
