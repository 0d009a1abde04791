// A small HTTP server on 127.0.0.1 for the analyzer's tests, answering from a route table, and
// the options that let the analyzer reach it under made-up host names.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { AnalyzerOptions, LookupFunction } from '../../src/server/analyzer/index.js';

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;
export type Routes = Record<string, Handler>;

export interface TestServer {
  port: number;
  /** http://<host>:<port><path>; host defaults to "site.test" (mapped to 127.0.0.1). */
  url(path: string, host?: string): string;
  routes: Routes;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startServer(routes: Routes = {}): Promise<TestServer> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    const handler = routes[path.split('?')[0] ?? path] ?? routes['*'];
    if (handler) handler(request, response);
    else response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    routes,
    requests,
    url: (path, host = 'site.test') => `http://${host}:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Resolves every name to the given addresses (127.0.0.1 unless told otherwise). */
export function fakeDns(
  map: Record<string, string | string[]> = {},
  fallback = '127.0.0.1',
): LookupFunction {
  return async (hostname) => {
    const found = map[hostname] ?? fallback;
    return [found].flat().map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

/** Options for pages served by the test server: private network allowed, fake DNS. */
export function localOptions(extra: AnalyzerOptions = {}): AnalyzerOptions {
  return { allowPrivateNetwork: true, lookup: fakeDns(), timeoutMs: 3000, ...extra };
}

export function fixture(name: string): string {
  return readFileSync(
    fileURLToPath(new URL(`../fixtures/analyzer/${name}`, import.meta.url)),
    'utf8',
  );
}

/**
 * A fixture whose absolute self-references (canonical, og:url, og:image) are written "{origin}",
 * filled in with the origin the request came to, since test servers listen on a random port.
 */
export function servedFixture(name: string, request: IncomingMessage, scheme = 'http'): string {
  const host = request.headers.host ?? request.headers[':authority'];
  return fixture(name).replaceAll('{origin}', `${scheme}://${String(host)}`);
}

export function html(body: string, headers: Record<string, string> = {}, status = 200): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end(body);
  };
}

export function text(body: string, contentType = 'text/plain'): Handler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': contentType });
    response.end(body);
  };
}

export function redirect(location: string, status = 302): Handler {
  return (_request, response) => {
    response.writeHead(status, { location });
    response.end();
  };
}
