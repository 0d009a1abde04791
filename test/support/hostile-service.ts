// A stand-in for a hostile or broken SEO Report API service, over real HTTP on 127.0.0.1: it
// answers every endpoint the action and the CLI call from a script, and counts what it was asked.
// Its lists can be endless (a huge declared total and new ids on every page), and its reports can
// carry whatever text or field types a test wants to throw at the faces.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostileScript {
  /** The report with number `n` (the n-th created, or the n-th listed). */
  report: (n: number, request: { id: string | null }) => Record<string, unknown>;
  /**
   * Lists: 'endless' declares a million reports and serves new ones on every page; 'repeating'
   * declares as many and serves the first page again and again; 'empty' serves none; a number
   * serves that many in all.
   */
  list: 'endless' | 'repeating' | 'empty' | number;
  /** The answer to DELETE /reports/{id}; 200 by default. */
  remove?: (id: string) => { status: number; body: unknown };
}

export interface HostileService {
  url: string;
  counts: { posts: number; puts: number; deletes: number; lists: number; gets: number };
  close(): Promise<void>;
}

const DECLARED_TOTAL = 1_000_000;

export async function startHostileService(script: HostileScript): Promise<HostileService> {
  const counts = { posts: 0, puts: 0, deletes: 0, lists: 0, gets: 0 };
  let created = 0;
  const json = (status: number, body: unknown) => ({ status, body });
  const answer = async (request: IncomingMessage) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const idMatch = /^\/reports\/([^/]+)$/.exec(path);
    const id = idMatch ? decodeURIComponent(idMatch[1] as string) : null;
    for await (const _ of request); // read the body through
    if (request.method === 'POST' && path === '/reports') {
      counts.posts++;
      created++;
      return json(201, { data: script.report(created, { id: null }) });
    }
    if (request.method === 'GET' && path === '/reports') {
      counts.lists++;
      const page = Number(url.searchParams.get('page') ?? '1');
      const perPage = Number(url.searchParams.get('per_page') ?? '25');
      const total =
        typeof script.list === 'number'
          ? script.list
          : script.list === 'empty'
            ? 0
            : DECLARED_TOTAL;
      const first = script.list === 'repeating' ? 1 : (page - 1) * perPage + 1;
      const count = Math.max(0, Math.min(perPage, total - first + 1));
      const data = Array.from({ length: count }, (_, i) =>
        script.report(1000 + first + i, { id: null }),
      );
      const lastPage = Math.max(1, Math.ceil(total / perPage));
      return json(200, {
        data,
        meta: { current_page: page, last_page: lastPage, per_page: perPage, total },
      });
    }
    if (id !== null && request.method === 'GET') {
      counts.gets++;
      return json(200, { data: script.report(Number.parseInt(id, 10) || 1, { id }) });
    }
    if (id !== null && request.method === 'PUT') {
      counts.puts++;
      return json(200, { data: script.report(Number.parseInt(id, 10) || 1, { id }) });
    }
    if (id !== null && request.method === 'DELETE') {
      counts.deletes++;
      return script.remove?.(id) ?? json(200, { data: { id, deleted: true } });
    }
    return json(404, { message: 'Not found.' });
  };
  const server: Server = createServer((request, response) => {
    answer(request).then(
      ({ status, body }) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      },
      () => response.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
