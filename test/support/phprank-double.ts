// A stand-in for a deployed phpRank service, over real HTTP on 127.0.0.1, in the shapes
// docs/compatibility.md describes: a create fetches the page inside the POST and answers the
// finished report (`result` a number, `url` cleaned, the full URL under seo_friendly_url), and
// in_page_links lists the page's links as `Internals` and `Externals` of `{url, text}`, PHP
// lists serialised as objects with numeric keys where a link was dropped. It audits nothing
// else: its one check besides the links is the title.
import { cleanUrl } from '../../src/shared/url-key.js';
import { type Listening, listen } from './fixture.js';

export interface PhpRankDouble {
  url: string;
  /** The URLs it was asked to create reports for, in order. */
  created: string[];
  close(): void;
}

export async function startPhpRankDouble(apiKey: string): Promise<PhpRankDouble> {
  const created: string[] = [];
  const reports = new Map<number, Record<string, unknown>>();
  const server: Listening = await listen((request, response) => {
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.headers.authorization !== `Bearer ${apiKey}`)
      return send(401, { message: 'Unauthenticated.' });
    const url = new URL(request.url ?? '/', 'http://double');
    const body: Buffer[] = [];
    request.on('data', (chunk: Buffer) => body.push(chunk));
    request.on('end', () => {
      const id = /^\/api\/v1\/reports\/(\d+)$/.exec(url.pathname)?.[1];
      if (request.method === 'POST' && url.pathname === '/api/v1/reports') {
        const form = new URLSearchParams(Buffer.concat(body).toString('utf8'));
        const page = form.get('url') ?? '';
        created.push(page);
        void audit(page, reports.size + 1).then(
          (report) => {
            reports.set(Number(report.id), report);
            send(201, { data: report, status: 200 });
          },
          (error: unknown) => send(422, { message: { url: [String(error)] }, status: 422 }),
        );
        return;
      }
      if (id !== undefined && request.method === 'GET') {
        const report = reports.get(Number(id));
        return report
          ? send(200, { data: report, status: 200 })
          : send(404, { message: 'Resource not found.', status: 404 });
      }
      if (id !== undefined && request.method === 'DELETE') {
        reports.delete(Number(id));
        return send(200, { id: Number(id), object: 'report', deleted: true, status: 200 });
      }
      if (request.method === 'GET' && url.pathname === '/api/v1/reports') {
        const data = [...reports.values()].reverse();
        return send(200, {
          data,
          meta: { current_page: 1, last_page: 1, per_page: 100, total: data.length },
          status: 200,
        });
      }
      send(404, { message: 'Resource not found.', status: 404 });
    });
  });
  return { url: server.url, created, close: server.close };
}

async function audit(pageUrl: string, id: number): Promise<Record<string, unknown>> {
  const response = await fetch(pageUrl, { headers: { 'user-agent': 'phprank-double' } });
  const html = await response.text();
  const finalUrl = response.url || pageUrl;
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? null;
  const internals: Record<string, { url: string; text: string }> = {};
  const externals: { url: string; text: string }[] = [];
  const host = new URL(finalUrl).host;
  let index = 0;
  for (const match of html.matchAll(/<a\s+href="([^"]*)"[^>]*>([^<]*)<\/a>/gi)) {
    const href = match[1] as string;
    const text = match[2] as string;
    index++;
    // Like PHP's array_filter: what is dropped leaves a hole, and the list becomes an object.
    if (href.startsWith('mailto:') || href.startsWith('javascript:')) continue;
    const resolved = new URL(href, finalUrl);
    if (resolved.host === host) internals[String(index)] = { url: resolved.href, text };
    else externals.push({ url: resolved.href, text });
  }
  const now = new Date().toISOString();
  return {
    id,
    url: cleanUrl(finalUrl),
    project: new URL(finalUrl).hostname,
    result: title === null ? 40 : 90,
    results: {
      title: { passed: title !== null, importance: 'high', value: title },
      seo_friendly_url: { passed: true, importance: 'high', value: finalUrl },
      in_page_links: {
        passed: true,
        importance: 'medium',
        value: { Internals: internals, Externals: externals },
      },
    },
    privacy: 1,
    password: false,
    generated_at: now,
    created_at: now,
    updated_at: now,
  };
}
