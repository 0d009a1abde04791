// The build folder as a static host serves it: clean URLs, the trailing-slash policies, a base
// path, 404.html, the app shell, content types and gzip; and nothing outside the folder.
import { symlinkSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { gunzipSync, zstdDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrailingSlash } from '../../src/client/site-dir/conventions.js';
import {
  type ServedSiteDir,
  serveSiteDir,
  textEncodingFor,
} from '../../src/client/site-dir/serve.js';
import { type BuildFolder, siteFiles, writeBuildFolder } from '../support/build-folder.js';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw GET: the path goes on the wire as written (no client-side normalisation of ..). */
function get(origin: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return send(origin, 'GET', path, headers).then(({ raw, ...answer }) => ({
    ...answer,
    body: raw.toString('utf8'),
  }));
}

function send(
  origin: string,
  method: 'GET' | 'HEAD',
  path: string,
  headers: Record<string, string> = {},
): Promise<Omit<Answer, 'body'> & { raw: Buffer }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, path, headers, method }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          raw: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const open: { folder: BuildFolder; served: ServedSiteDir }[] = [];
afterEach(async () => {
  for (const { folder, served } of open.splice(0)) {
    await served.close();
    folder.remove();
  }
});

async function serve(
  options: { basePath?: string; trailingSlash?: TrailingSlash; spaFallback?: string | null } = {},
  files: Record<string, string> = siteFiles(options.basePath),
) {
  const folder = writeBuildFolder(files);
  const served = await serveSiteDir({
    dir: folder.dir,
    basePath: options.basePath ?? '',
    trailingSlash: options.trailingSlash ?? 'auto',
    spaFallback: options.spaFallback ?? null,
  });
  open.push({ folder, served });
  return {
    folder,
    served,
    get: (path: string, headers?: Record<string, string>) => get(served.origin, path, headers),
  };
}

describe('serveSiteDir', () => {
  it('lists every page of the folder, sorted, without 404.html, and finds its sitemap', async () => {
    const { served } = await serve();
    expect(served.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(served.pages).toEqual(['/', '/about', '/guide/', '/guide/install']);
    expect(served.sitemap).toBe('/sitemap.xml');
  });

  it('answers clean URLs, and redirects the other slash form with auto', async () => {
    const site = await serve();
    expect((await site.get('/about')).body).toContain('<title>About');
    expect((await site.get('/about.html')).body).toContain('<title>About');
    expect(await site.get('/about/')).toMatchObject({
      status: 301,
      headers: { location: '/about' },
    });
    expect((await site.get('/guide/')).body).toContain('<title>Guide');
    expect(await site.get('/guide?x=1')).toMatchObject({
      status: 301,
      headers: { location: '/guide/?x=1' },
    });
    expect((await site.get('/guide/install')).body).toContain('<title>Install');
  });

  it('puts every page at /page/ with always, and at /page with never', async () => {
    const always = await serve({ trailingSlash: 'always' });
    expect(always.served.pages).toEqual(['/', '/about/', '/guide/', '/guide/install/']);
    expect((await always.get('/about/')).status).toBe(200);
    expect(await always.get('/about')).toMatchObject({
      status: 301,
      headers: { location: '/about/' },
    });
    expect((await always.get('/style.css')).status).toBe(200);

    const never = await serve({ trailingSlash: 'never' });
    expect(never.served.pages).toEqual(['/', '/about', '/guide', '/guide/install']);
    expect((await never.get('/guide')).body).toContain('<title>Guide');
    expect(await never.get('/guide/')).toMatchObject({
      status: 301,
      headers: { location: '/guide' },
    });
    expect((await never.get('/')).status).toBe(200);
  });

  it('serves the folder under a base path, and nothing outside it', async () => {
    const site = await serve({ basePath: '/docs' });
    expect(site.served.pages).toEqual([
      '/docs/',
      '/docs/about',
      '/docs/guide/',
      '/docs/guide/install',
    ]);
    expect(site.served.sitemap).toBe('/docs/sitemap.xml');
    expect((await site.get('/docs/')).body).toContain('<title>Home');
    expect(await site.get('/docs')).toMatchObject({ status: 301, headers: { location: '/docs/' } });
    expect(await site.get('/docs/guide')).toMatchObject({
      status: 301,
      headers: { location: '/docs/guide/' },
    });
    expect((await site.get('/about')).status).toBe(404);
    expect((await site.get('/docsabout')).status).toBe(404);
  });

  it('answers unknown paths with 404.html and status 404, or plain text without one', async () => {
    const site = await serve();
    const missing = await site.get('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<title>Not found');
    const bare = await serve({}, { 'index.html': '<title>Home</title>' });
    expect(await bare.get('/nothing')).toMatchObject({ status: 404, body: 'Not found\n' });
  });

  it('serves the app shell for unknown routes with spa-fallback, but not for missing assets', async () => {
    const files = { 'index.html': '<title>App shell</title>', 'app.js': 'void 0' };
    const site = await serve({ spaFallback: 'index.html' }, files);
    expect(await site.get('/dashboard/settings')).toMatchObject({
      status: 200,
      body: files['index.html'],
    });
    expect((await site.get('/missing.js')).status).toBe(404);
    expect((await site.get('/robots.txt')).status).toBe(404);
    expect(site.served.pages).toEqual(['/']);
    const shell = await serve(
      { spaFallback: '200.html' },
      { '200.html': '<title>Shell</title>', 'index.html': 'home' },
    );
    expect(shell.served.pages).toEqual(['/']);
    expect((await shell.get('/route')).body).toContain('Shell');
  });

  it('sends the content types hosts send, and compresses text as the client allows', async () => {
    const site = await serve();
    expect((await site.get('/about')).headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await site.get('/style.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await site.get('/sitemap.xml')).headers['content-type']).toBe('application/xml');
    const decoders: Record<string, (raw: Buffer) => Buffer> = {
      zstd: zstdDecompressSync,
      gzip: gunzipSync,
    };
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br, zstd', 'zstd'],
      ['gzip', 'gzip'],
      ['zstd;q=0, gzip', 'gzip'],
      ['br', undefined],
    ] as const) {
      const answer = await send(site.served.origin, 'GET', '/about', {
        'accept-encoding': acceptEncoding,
      });
      expect({ acceptEncoding, encoding: answer.headers['content-encoding'] }).toEqual({
        acceptEncoding,
        encoding,
      });
      const decode = encoding === undefined ? (raw: Buffer) => raw : decoders[encoding];
      expect(decode?.(answer.raw).toString()).toContain('<title>About');
    }
  });

  it('reads Accept-Encoding as RFC 9110 does: q=0 refuses, * stands for the rest', () => {
    const cases: [string, string | null][] = [
      ['', null],
      ['identity', null],
      ['gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['GZIP', 'gzip'],
      ['gzip, deflate, br, zstd', 'zstd'],
      ['zstd;q=0.5, gzip;q=1', 'zstd'],
      ['zstd;q=0, gzip', 'gzip'],
      ['zstd; q=0 , gzip;q=0', null],
      ['*', 'zstd'],
      ['*;q=0, gzip', 'gzip'],
      ['br, *;q=0', null],
      [' , ;q=1, gzip', 'gzip'],
    ];
    expect(cases.map(([header]) => [header, textEncodingFor(header)])).toEqual(cases);
  });

  it('answers HEAD with the length GET sends: files as they are, text as compressed', async () => {
    // Larger than a read stream's chunk, so that a GET's body comes in several pieces.
    const video = 'frame '.repeat(40_000);
    const site = await serve(
      {},
      { ...siteFiles(), 'img/logo.png': 'png '.repeat(500), 'a.mp4': video },
    );
    const gzipped = { 'accept-encoding': 'gzip' };
    for (const path of ['/img/logo.png', '/a.mp4', '/about', '/style.css', '/no/such.png']) {
      const [got, head] = await Promise.all([
        send(site.served.origin, 'GET', path, gzipped),
        send(site.served.origin, 'HEAD', path, gzipped),
      ]);
      expect({ path, status: head.status, headers: head.headers }).toEqual({
        path,
        status: got.status,
        headers: { ...got.headers, date: head.headers.date },
      });
      expect({ path, length: Number(got.headers['content-length']) }).toEqual({
        path,
        length: got.raw.length,
      });
      expect(head.raw.length).toBe(0);
    }
    const image = await send(site.served.origin, 'GET', '/img/logo.png', gzipped);
    expect(image.headers).toMatchObject({ 'content-type': 'image/png', 'content-length': '2000' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect((await site.get('/a.mp4')).body).toBe(video);
    expect((await send(site.served.origin, 'HEAD', '/no/such.png')).status).toBe(404);
  });

  it('answers a GET of text in process exactly as over HTTP, and leaves the rest to HTTP', async () => {
    // A page over the size compressed in line (8 KiB), so that both of gzip's ways are taken.
    const long = `<!doctype html><title>Long</title><p>${'words and more words '.repeat(2_000)}</p>`;
    const site = await serve(
      {},
      {
        ...siteFiles(),
        'long.html': long,
        'robots.txt': 'User-agent: *\nAllow: /\n',
        'img/logo.png': 'png',
      },
    );
    const inProcess = [
      '/about',
      '/about.html',
      '/guide/install?ref=1',
      '/long',
      '/robots.txt',
      '/sitemap.xml',
      '/style.css',
      '/no/such/page',
    ];
    const decoders: Record<string, (raw: Buffer) => Buffer> = {
      zstd: zstdDecompressSync,
      gzip: gunzipSync,
    };
    // The analyzer's own header (zstd), gzip alone, and none.
    for (const acceptEncoding of ['gzip, deflate, br, zstd', 'gzip', '']) {
      const headers: Record<string, string> = acceptEncoding
        ? { 'accept-encoding': acceptEncoding }
        : {};
      for (const path of inProcess) {
        const [answer, wire] = await Promise.all([
          site.served.get(path, acceptEncoding),
          send(site.served.origin, 'GET', path, headers),
        ]);
        const { date, connection, 'keep-alive': keepAlive, ...described } = wire.headers;
        const decode = decoders[String(wire.headers['content-encoding'])];
        const body = decode === undefined ? wire.raw : decode(wire.raw);
        expect({ path, acceptEncoding, answer }).toEqual({
          path,
          acceptEncoding,
          answer: { status: wire.status, headers: described, body, transferBytes: wire.raw.length },
        });
        expect(described['content-encoding']).toBe(
          acceptEncoding === '' ? undefined : acceptEncoding === 'gzip' ? 'gzip' : 'zstd',
        );
      }
    }
    // Redirects, files sent as they are and a plain "Not found" are asked over HTTP.
    for (const path of ['/about/', '/guide', '/img/logo.png', '../secret.txt']) {
      expect({ path, answer: await site.served.get(path, 'gzip') }).toEqual({ path, answer: null });
    }
    const bare = await serve({}, { 'index.html': '<title>Home</title>' });
    expect(await bare.served.get('/missing', 'gzip')).toBeNull();
  });

  it('refuses path traversal, encoded or not, hidden files and links out of the folder', async () => {
    const site = await serve(
      {},
      { ...siteFiles(), '.env': 'TOKEN=x', '.well-known/security.txt': 'Contact: a' },
    );
    symlinkSync(join(site.folder.parent, 'secret.txt'), join(site.folder.dir, 'leak.txt'));
    symlinkSync(site.folder.parent, join(site.folder.dir, 'up'));
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/guide/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/leak.txt',
      '/up/secret.txt',
      '/.env',
      '/%00',
    ]) {
      const answer = await site.get(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.body).not.toContain('outside the folder');
    }
    expect((await site.get('/.well-known/security.txt')).status).toBe(200);
    expect(site.served.pages).not.toContain('/up/dist/');
  });

  it('answers GET and HEAD only', async () => {
    const site = await serve();
    const { hostname, port } = new URL(site.served.origin);
    const status = await new Promise<number>((resolve, reject) => {
      request({ hostname, port, path: '/', method: 'POST' }, (incoming) => {
        incoming.resume();
        resolve(incoming.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(405);
  });
});
