// https pages: HTTP/2 is observed from ALPN, HSTS and mixed content apply, and certificate
// problems end as tls_error. The certificates are test-only ones in test/fixtures/analyzer/tls.
import { readFileSync } from 'node:fs';
import { createServer as createPlainServer, type IncomingMessage } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeUrl } from '../../src/server/analyzer/index.js';
import { type Handler, localOptions, servedFixture } from './support.js';

const tlsFile = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/analyzer/tls/${name}`, import.meta.url)), 'utf8');
const key = tlsFile('server.key');
const cert = tlsFile('server.pem');
const ca = tlsFile('ca.pem');

const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

function page(
  body: string | ((request: IncomingMessage) => string),
  headers: Record<string, string> = {},
): Handler {
  return (request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      ...headers,
    });
    response.end(gzipSync(typeof body === 'string' ? body : body(request)));
  };
}

const routes: Record<string, Handler> = {
  '/handmade-wooden-chairs': page((request) => servedFixture('good.html', request, 'https'), HSTS),
  '/mixed': page('<title>Mixed</title><img src="http://cdn.test/chair.webp" alt="">', HSTS),
  '/mixed-upgraded': page('<title>Mixed</title><img src="http://cdn.test/chair.webp" alt="">', {
    ...HSTS,
    'content-security-policy': "default-src 'self'; upgrade-insecure-requests",
  }),
  '/no-hsts': page('<title>Plain</title>'),
  '/robots.txt': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('User-agent: *\nDisallow: /private/\nSitemap: https://secure.test/sitemap.xml\n');
  },
};

function route(request: { url?: string }, response: unknown): void {
  const handler = routes[request.url ?? ''];
  const res = response as Parameters<Handler>[1];
  if (handler) handler(request as Parameters<Handler>[0], res);
  else res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
}

let h2: Http2SecureServer;
let h1: HttpsServer;
let h2Port = 0;
let h1Port = 0;

beforeAll(async () => {
  h2 = createSecureServer({ key, cert, allowHTTP1: true }, route);
  h1 = createHttpsServer({ key, cert }, route);
  await new Promise<void>((resolve) => h2.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => h1.listen(0, '127.0.0.1', resolve));
  h2Port = (h2.address() as AddressInfo).port;
  h1Port = (h1.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => h2.close(resolve));
  h1.closeAllConnections();
  await new Promise((resolve) => h1.close(resolve));
});

const h2Url = (path: string, host = 'secure.test') => `https://${host}:${h2Port}${path}`;
const h1Url = (path: string) => `https://secure.test:${h1Port}${path}`;

describe('over https with HTTP/2', () => {
  it('grades the well-built page 100: every check that applies passes', async () => {
    const analysis = await analyzeUrl(h2Url('/handmade-wooden-chairs'), localOptions({ ca }));
    const failed = Object.entries(analysis.results).filter(([, result]) => result.passed === false);
    expect(failed).toEqual([]);
    const notApplicable = Object.entries(analysis.results).filter(([, r]) => r.passed === null);
    // social: its tags are judged by open_graph in this profile.
    expect(notApplicable.map(([key]) => key)).toEqual(['social', 'hreflang']);
    expect(analysis).toMatchObject({ score: 100, grade: 'good', failure: null });
    expect(analysis.results.http2).toMatchObject({ passed: true, value: 'h2' });
    expect(analysis.results.htst).toMatchObject({ passed: true });
    expect(analysis.results.https_encryption).toMatchObject({ passed: true, value: 'https' });
    expect(analysis.results.mixed_content).toMatchObject({ passed: true, value: [] });
    expect(analysis.results.sitemap?.value).toEqual(['https://secure.test/sitemap.xml']);
  });

  it('finds mixed content, unless the page upgrades insecure requests', async () => {
    const mixed = await analyzeUrl(h2Url('/mixed'), localOptions({ ca }));
    expect(mixed.results.mixed_content).toMatchObject({
      passed: false,
      value: ['http://cdn.test/chair.webp'],
      errors: { failed: { count: 1 } },
    });
    const upgraded = await analyzeUrl(h2Url('/mixed-upgraded'), localOptions({ ca }));
    expect(upgraded.results.mixed_content?.passed).toBe(true);
  });

  it('fails htst without a Strict-Transport-Security header', async () => {
    const analysis = await analyzeUrl(h2Url('/no-hsts'), localOptions({ ca }));
    expect(analysis.results.htst).toMatchObject({ passed: false, errors: { missing: null } });
  });
});

describe('over https with HTTP/1.1 only', () => {
  it('fails http2 and says which protocol was negotiated', async () => {
    const analysis = await analyzeUrl(h1Url('/handmade-wooden-chairs'), localOptions({ ca }));
    expect(analysis.results.http2).toMatchObject({
      passed: false,
      value: 'http/1.1',
      errors: { missing: null },
    });
    expect(analysis.grade).toBe('good');
  });
});

describe('certificate problems', () => {
  it('fails with tls_error on a certificate from an unknown authority', async () => {
    const analysis = await analyzeUrl(h2Url('/handmade-wooden-chairs'), localOptions());
    expect(analysis.failure?.code).toBe('tls_error');
    expect(analysis.score).toBeNull();
  });

  it('fails with tls_error when the certificate is for another name', async () => {
    const analysis = await analyzeUrl(
      h2Url('/handmade-wooden-chairs', 'impostor.test'),
      localOptions({ ca }),
    );
    expect(analysis.failure?.code).toBe('tls_error');
    expect(analysis.failure?.message).toContain('impostor.test');
  });
});

describe('certificate problems, each said in one line without OpenSSL dumps', () => {
  // Test-only certificates for 127.0.0.1 (test/fixtures/tls/README.md).
  const clientTls = (name: string) =>
    readFileSync(fileURLToPath(new URL(`../fixtures/tls/${name}`, import.meta.url)), 'utf8');
  const servers: { close(): void; closeAllConnections(): void }[] = [];
  afterAll(() => {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  });

  async function pageOver(cert: string | null): Promise<string> {
    const handler = page('<title>Chairs</title>');
    const server =
      cert === null
        ? createPlainServer(handler)
        : createHttpsServer({ key: clientTls('server.key'), cert }, handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `https://127.0.0.1:${(server.address() as AddressInfo).port}/chairs`;
  }

  it.each([
    ['self-signed.pem', 'the certificate is self-signed (DEPTH_ZERO_SELF_SIGNED_CERT)'],
    ['expired.pem', 'the certificate has expired (CERT_HAS_EXPIRED)'],
    [
      'other-name.pem',
      'the certificate is not valid for 127.0.0.1 (it names other.test) (ERR_TLS_CERT_ALTNAME_INVALID)',
    ],
  ])('%s: %s', async (file, said) => {
    const url = await pageOver(clientTls(file));
    const analysis = await analyzeUrl(url, localOptions({ ca: clientTls('ca.pem') }));
    expect(analysis.failure).toMatchObject({
      code: 'tls_error',
      message: `${url}: TLS error: ${said}`,
    });
  });

  it('says a page on https:// whose port speaks plain http does not speak TLS', async () => {
    const url = await pageOver(null);
    const analysis = await analyzeUrl(url, localOptions());
    expect(analysis.failure?.code).toBe('tls_error');
    expect(analysis.failure?.message).toBe(
      `${url}: TLS error: the server did not answer in TLS (plain http on this port?) (ERR_SSL_WRONG_VERSION_NUMBER)`,
    );
  });
});
