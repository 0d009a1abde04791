// Servers for the external link check's tests: a site on 127.0.0.1 whose pages link to other
// hosts, and those hosts (Linux routes all of 127.0.0.0/8 to loopback). The one on 127.0.0.2
// answers each path with one of the ways hosts answer bots: 429 with Retry-After (then 200, or
// 429 forever), 403, LinkedIn's 999, Cloudflare challenges, 404, 410, 500, a path that never
// answers, a redirect, a HEAD refused. The one on 127.0.0.3 answers everything 429 with a
// Retry-After of an hour: a wait longer than any run, for the whole host. Each counts requests
// per method and path, and records what a checker must never send it (the preview's headers).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ExternalHost {
  origin: string;
  /** "METHOD /path" to the number of requests. */
  hits: Map<string, number>;
  /** Requests to /limited-once that came before the Retry-After of its 429 had passed. */
  tooEarly: number;
  /** Header names seen that a checker must not send to another site. */
  leakedHeaders: string[];
  /** Forgets the counts (between two runs of a test). */
  reset(): void;
  close(): Promise<void>;
}

export interface LinkingSite {
  origin: string;
  close(): Promise<void>;
}

/** The preview's header the internal requests may carry and external ones never. */
export const PREVIEW_HEADER = 'x-preview-token';

/** What each path of the external host answers; see the top. */
export const EXTERNAL_PATHS = [
  '/ok',
  '/redirect',
  '/head-refused',
  '/limited-once',
  '/limited-always',
  '/forbidden',
  '/linkedin',
  '/challenge-header',
  '/challenge-page',
  '/gone',
  '/gone-410',
  '/error',
  '/slow',
  '/needs-login',
  '/accepted/old-page',
] as const;

const CHALLENGE_PAGE =
  '<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>';

/** What a linking page links to on the host of 127.0.0.3. */
export const HOUR_LIMITED_PATH = '/limited-long';

export async function startExternalHost(
  address = '127.0.0.2',
  hourLimited = false,
): Promise<ExternalHost> {
  const hits = new Map<string, number>();
  const sockets = new Set<Socket>();
  let limitedUntil: number | null = null;
  const state = { tooEarly: 0, leakedHeaders: [] as string[] };
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const key = `${request.method} ${path}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    if (request.headers[PREVIEW_HEADER] !== undefined) state.leakedHeaders.push(PREVIEW_HEADER);
    const answer = (status: number, headers: Record<string, string> = {}, body = '') => {
      response.writeHead(status, { 'content-type': 'text/html', ...headers });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    if (hourLimited) return answer(429, { 'retry-after': '3600' });
    switch (path) {
      case '/ok':
        return answer(200, {}, 'ok');
      case '/redirect':
        return answer(301, { location: '/moved-here' });
      case '/moved-here':
        return answer(200, {}, 'ok');
      case '/head-refused':
        return request.method === 'HEAD' ? answer(405) : answer(200, {}, 'ok');
      case '/limited-once': {
        // 429 first; then 200 only to a request that waited for the Retry-After (else 429 again).
        const now = Date.now();
        if (limitedUntil !== null && now >= limitedUntil) return answer(200, {}, 'ok');
        if (limitedUntil !== null) state.tooEarly++;
        limitedUntil = now + 1000;
        return answer(429, { 'retry-after': '1' });
      }
      case '/limited-always':
        return answer(429, { 'retry-after': '1' });
      case '/forbidden':
        return answer(403, {}, 'Forbidden');
      case '/linkedin':
        return answer(999, {}, '');
      case '/challenge-header':
        return answer(403, { server: 'cloudflare', 'cf-mitigated': 'challenge' }, CHALLENGE_PAGE);
      case '/challenge-page':
        // A challenge told only by its page: a 503 from Cloudflare, which a bare 503 is not.
        return answer(503, { server: 'cloudflare' }, CHALLENGE_PAGE);
      case '/gone':
        return answer(404, {}, 'not found');
      case '/gone-410':
        return answer(410, {}, 'gone');
      case '/error':
        return answer(500, {}, 'error');
      case '/slow':
        // Never answers: the request's own timeout ends it (the socket closes with the server).
        return;
      case '/needs-login':
        return answer(401, { 'www-authenticate': 'Basic realm="x"' });
      default:
        return answer(404, {}, 'not found');
    }
  };
  const server = createServer(handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await listen(server, address);
  return {
    origin: `http://${address}:${(server.address() as AddressInfo).port}`,
    hits,
    get tooEarly() {
      return state.tooEarly;
    },
    get leakedHeaders() {
      return state.leakedHeaders;
    },
    reset() {
      hits.clear();
      limitedUntil = null;
      state.tooEarly = 0;
    },
    close: () => closeServer(server, sockets),
  };
}

/**
 * The site on 127.0.0.1: /p0 to /p{pages-1}, each linking to every URL of `links` (so that each
 * distinct URL is linked from many pages), to /p0 and to a mailto: address; /p0 also loads
 * `image` when given.
 */
export async function startLinkingSite(
  links: readonly string[],
  pages: number,
  image?: string,
): Promise<LinkingSite> {
  const anchors = links.map((url) => `<a href="${url}">${url}</a>`).join('\n');
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (/^\/p\d+$/.test(path) && Number(path.slice(2)) < pages) {
      const img = path === '/p0' && image !== undefined ? `<img src="${image}" alt="x">` : '';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(
        `<!doctype html><html lang="en"><head><title>${path}</title></head><body>${anchors}${img}<a href="/p0">home</a><a href="mailto:a@example.com">mail</a></body></html>`,
      );
    }
    if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      return response.end('User-agent: *\nAllow: /\n');
    }
    response.writeHead(404);
    response.end();
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await listen(server, '127.0.0.1');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => closeServer(server, sockets),
  };
}

function listen(server: Server, host: string): Promise<void> {
  return new Promise((resolve) => server.listen(0, host, resolve));
}

function closeServer(server: Server, sockets: Set<Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  return new Promise((resolve) => server.close(() => resolve()));
}
