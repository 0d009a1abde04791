// readSitemap against sitemaps served on 127.0.0.1: formats and the limits that keep a broken
// or hostile sitemap from costing time, memory or an endless walk through indexes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSitemap, SitemapError } from '../../src/client/audit/sitemap.js';
import { buildUrlList } from '../../src/client/audit/url-list.js';
import { WORDS } from '../support/reports.js';

let server: Server;
let origin: string;
/** Requests the server has answered: whether a read went over HTTP. */
let requests = 0;
const files = new Map<string, { type: string; body: string | Buffer; encoding?: string }>();

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<url><loc> ${u} </loc><lastmod>2026-01-01</lastmod></url>`).join('')}</urlset>`;
const index = (urls: string[]) =>
  `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<sitemap><loc>${u}</loc></sitemap>`).join('')}</sitemapindex>`;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests += 1;
    const file = files.get(request.url ?? '');
    if (!file) return response.writeHead(404).end('no');
    const headers: Record<string, string> = { 'content-type': file.type };
    if (file.encoding) headers['content-encoding'] = file.encoding;
    response.writeHead(200, headers).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const xml = 'application/xml';
  files.set('/plain.xml', {
    type: xml,
    body: urlset([
      'https://a.test/',
      'https://a.test/b?x=1&amp;y=2',
      'ftp://a.test/f',
      'https://a.test/',
    ]),
  });
  files.set('/encoded.xml', {
    type: xml,
    body: gzipSync(urlset(['https://a.test/e'])),
    encoding: 'gzip',
  });
  files.set('/magic', {
    type: 'application/octet-stream',
    body: gzipSync(urlset(['https://a.test/m'])),
  });
  files.set('/bomb.xml.gz', {
    type: 'application/gzip',
    body: gzipSync(Buffer.alloc(3 * 1024 * 1024, 32)),
  });
  files.set('/not-gzip.xml.gz', { type: 'application/gzip', body: 'plain text' });
  files.set('/big.xml', { type: xml, body: Buffer.alloc(2 * 1024 * 1024, 32) });
  files.set('/loop.xml', { type: xml, body: index([`${'ORIGIN'}/loop.xml`, 'ORIGIN/plain.xml']) });
  files.set('/deep0.xml', { type: xml, body: index(['ORIGIN/deep1.xml']) });
  files.set('/deep1.xml', { type: xml, body: index(['ORIGIN/deep2.xml']) });
  files.set('/deep2.xml', { type: xml, body: index(['ORIGIN/plain.xml']) });
  files.set('/wide.xml', {
    type: xml,
    body: index(Array.from({ length: 5 }, (_, i) => `ORIGIN/p${i}.xml`)),
  });
  for (let i = 0; i < 5; i++)
    files.set(`/p${i}.xml`, { type: xml, body: urlset([`https://a.test/p${i}`]) });
  files.set('/empty.xml', {
    type: xml,
    body: '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>',
  });
  files.set('/rss.xml', { type: xml, body: '<rss><channel></channel></rss>' });
  for (const [name, file] of files) {
    if (typeof file.body === 'string')
      files.set(name, { ...file, body: file.body.replaceAll('ORIGIN', origin) });
  }
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('readSitemap', () => {
  it('reads <loc> entries in order, deduplicated, skipping what is not http(s)', async () => {
    const content = await readSitemap(`${origin}/plain.xml`);
    expect(content.urls).toEqual(['https://a.test/', 'https://a.test/b?x=1&y=2']);
    expect(content.skipped).toBe(1);
    expect(content.sitemapsRead).toBe(1);
  });

  it('reads gzip by Content-Encoding, by .gz and by magic bytes', async () => {
    expect((await readSitemap(`${origin}/encoded.xml`)).urls).toEqual(['https://a.test/e']);
    expect((await readSitemap(`${origin}/magic`)).urls).toEqual(['https://a.test/m']);
  });

  it('reads an empty urlset as no pages', async () => {
    expect((await readSitemap(`${origin}/empty.xml`)).urls).toEqual([]);
  });

  it('does not fetch a sitemap twice in a loop of indexes', async () => {
    const content = await readSitemap(`${origin}/loop.xml`);
    expect(content.urls).toHaveLength(2);
    expect(content.sitemapsRead).toBe(2);
  });

  it('stops at the nesting depth and at the number of child sitemaps', async () => {
    const deep = await readSitemap(`${origin}/deep0.xml`, { limits: { maxDepth: 2 } });
    expect(deep.urls).toEqual([]);
    expect(deep.sitemapsLeftOut).toBe(1);
    const wide = await readSitemap(`${origin}/wide.xml`, { limits: { maxSitemaps: 3 } });
    expect(wide.urls).toEqual(['https://a.test/p0', 'https://a.test/p1', 'https://a.test/p2']);
    expect(wide.sitemapsLeftOut).toBe(2);
  });

  it.each([
    ['/big.xml', 'larger than 1 MB'],
    ['/bomb.xml.gz', 'larger than 1 MB once decompressed'],
    ['/not-gzip.xml.gz', 'is not valid gzip'],
    ['/rss.xml', 'is neither a <urlset> nor a <sitemapindex>'],
    ['/missing.xml', 'the server answered 404'],
  ])('refuses %s: %s', async (path, problem) => {
    const reading = readSitemap(`${origin}${path}`, { limits: { maxBytes: 1024 * 1024 } });
    await expect(reading).rejects.toBeInstanceOf(SitemapError);
    await expect(reading).rejects.toMatchObject({ errorCode: 'SEO_SITEMAP_UNREADABLE' });
    await expect(reading).rejects.toThrow(`sitemap ${origin}${path}: ${problem}`);
  });

  it('reads what readInProcess gives as it reads the same bytes over HTTP, and fetches the rest', async () => {
    // What a fetch of the path gets: the file's bytes, its Content-Encoding undone; a file the
    // server does not have is left to HTTP.
    const inProcess = async (url: string) => {
      const file = files.get(new URL(url).pathname);
      if (file === undefined) return null;
      const body = Buffer.from(file.body);
      return file.encoding === 'gzip' ? gunzipSync(body) : body;
    };
    const limits = { maxBytes: 1024 * 1024, maxSitemaps: 3 };
    const outcome = (reading: Promise<unknown>) =>
      reading.then(
        (content) => ({ content }),
        (error: Error) => ({ error: `${error.name}: ${error.message}` }),
      );
    for (const path of [
      '/plain.xml',
      '/encoded.xml',
      '/magic',
      '/empty.xml',
      '/loop.xml',
      '/wide.xml',
      '/big.xml',
      '/bomb.xml.gz',
      '/not-gzip.xml.gz',
      '/rss.xml',
      '/missing.xml',
    ]) {
      const overHttp = await outcome(readSitemap(`${origin}${path}`, { limits }));
      const before = requests;
      const read: string[] = [];
      const local = await outcome(
        readSitemap(`${origin}${path}`, {
          limits,
          readInProcess: (url) => {
            read.push(url);
            return inProcess(url);
          },
        }),
      );
      expect({ path, ...local }).toEqual({ path, ...overHttp });
      expect(read[0]).toBe(`${origin}${path}`);
      // Only what readInProcess did not give went over HTTP.
      expect(requests - before).toBe(path === '/missing.xml' ? 1 : 0);
    }
  });

  it('refuses a URL that is not http(s)', async () => {
    await expect(readSitemap('file:///etc/passwd')).rejects.toThrow(
      'must be an absolute http(s) URL',
    );
  });
});

describe('buildUrlList', () => {
  it('puts urls first, adds new sitemap pages up to maxUrls, and warns how many were left out', async () => {
    const list = await buildUrlList({
      urls: ['https://a.test/p1'],
      sitemap: `${origin}/wide.xml`,
      maxPages: 2,
    });
    expect(list.urls).toEqual(['https://a.test/p1', 'https://a.test/p0', 'https://a.test/p2']);
    expect(list.sitemap).toMatchObject({ added: 2, leftOut: 2, maxPages: 2 });
    expect(WORDS.urlList(list).warnings).toEqual([
      `Sitemap ${origin}/wide.xml: 2 of its 4 new pages were left out (max-pages: 2).`,
    ]);
  });

  it('applies the shard after the sitemap and max-urls', async () => {
    const shares = await Promise.all(
      [1, 2].map((index) =>
        buildUrlList({
          urls: [],
          sitemap: `${origin}/wide.xml`,
          maxPages: 3,
          shard: { index, count: 2 },
        }),
      ),
    );
    expect(shares.map((s) => s.urls)).toEqual([
      ['https://a.test/p0'],
      ['https://a.test/p1', 'https://a.test/p2'],
    ]);
    expect(shares[0]?.total).toBe(3);
  });
});
