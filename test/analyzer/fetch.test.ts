// How analyzeUrl fetches: redirects, limits, decoding, and every way a page can fail to be an
// analysable HTML page. Each failure must come back as a reason, never as an exception or a hang.

import type { AddressInfo } from 'node:net';
import { createServer as createNetServer } from 'node:net';
import {
  brotliCompressSync,
  deflateRawSync,
  deflateSync,
  gzipSync,
  zstdCompressSync,
} from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeUrl } from '../../src/server/analyzer/index.js';
import {
  type Handler,
  html,
  localOptions,
  redirect,
  startServer,
  type TestServer,
} from './support.js';

const PAGE =
  '<!doctype html><html lang="en"><head><title>Café chairs</title></head><body><h1>Chairs</h1></body></html>';

function bytes(body: Buffer | string, headers: Record<string, string>, status = 200): Handler {
  return (_request, response) => {
    response.writeHead(status, headers);
    response.end(body);
  };
}

function encoded(encoding: string, body: Buffer): Handler {
  return bytes(body, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': encoding });
}

const chain: Record<string, Handler> = {};
for (let i = 0; i < 12; i++) chain[`/hop/${i}`] = redirect(`/hop/${i + 1}`, 301);
chain['/hop/12'] = html(PAGE);

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    ...chain,
    '/page': html(PAGE),
    '/moved': redirect('/elsewhere/../page', 301),
    '/temporary': redirect('/moved', 307),
    '/loop-a': redirect('/loop-b'),
    '/loop-b': redirect('/loop-a'),
    '/to-ftp': redirect('ftp://files.test/page.html'),
    '/bad-location': redirect('http://[not-an-address/'),
    '/gzip': encoded('gzip', gzipSync(PAGE)),
    '/x-gzip': encoded('x-gzip', gzipSync(PAGE)),
    '/br': encoded('br', brotliCompressSync(PAGE)),
    '/deflate': encoded('deflate', deflateSync(PAGE)),
    '/raw-deflate': encoded('deflate', deflateRawSync(PAGE)),
    '/zstd': encoded('zstd', zstdCompressSync(Buffer.from(PAGE))),
    '/gzip-then-br': encoded('gzip, br', brotliCompressSync(gzipSync(PAGE))),
    '/unknown-encoding': encoded('compress', Buffer.from(PAGE)),
    '/corrupt-gzip': encoded('gzip', Buffer.from('this is not gzip at all')),
    '/bomb': encoded('gzip', gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20))),
    '/declared-large': (_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/html',
        'content-length': String(6 * 1024 * 1024),
      });
      response.write('<p>');
      // The analyzer must give up on the declared length without reading on.
    },
    '/chunked-large': (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      for (let i = 0; i < 4; i++) response.write(chunk);
      response.end();
    },
    '/windows-1252': bytes(Buffer.from('<title>Caf\xe9 chairs</title><p>na\xefve</p>', 'latin1'), {
      'content-type': 'text/html; charset=windows-1252',
    }),
    '/meta-charset': bytes(
      Buffer.from('<meta charset="iso-8859-1"><title>Caf\xe9 chairs</title><p>x</p>', 'latin1'),
      { 'content-type': 'text/html' },
    ),
    '/bom': bytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(PAGE)]), {
      'content-type': 'text/html',
    }),
    '/utf-16': bytes(Buffer.from(`\ufeff${PAGE}`, 'utf16le'), { 'content-type': 'text/html' }),
    '/unknown-charset': bytes(PAGE, { 'content-type': 'text/html; charset=x-klingon' }),
    '/invalid-utf8': bytes(
      Buffer.from([...Buffer.from('<title>bad '), 0xc3, 0x28, ...Buffer.from('</title>')]),
      {
        'content-type': 'text/html; charset=utf-8',
      },
    ),
    '/undeclared-invalid': bytes(
      Buffer.from([...Buffer.from('<p>caf'), 0xe9, ...Buffer.from('</p>')]),
      {
        'content-type': 'text/html',
      },
    ),
    '/json': bytes('{"title": "not a page"}', { 'content-type': 'application/json' }),
    '/pdf': bytes(Buffer.from('%PDF-1.7 binary'), { 'content-type': 'application/pdf' }),
    '/unlabelled-html': bytes(`  ${PAGE}`, {}),
    '/unlabelled-binary': bytes(Buffer.from([0, 1, 2, 3, 4]), {}),
    '/empty': bytes('', { 'content-type': 'text/html' }),
    '/blank': bytes(' \n\t \n', { 'content-type': 'text/html' }),
    '/server-error': html('<h1>Oops</h1>', {}, 500),
    '/gone': html('<h1>Gone</h1>', {}, 410),
    '/json-error': bytes('{"error": "down"}', { 'content-type': 'application/json' }, 503),
    '/empty-error': bytes('', { 'content-type': 'text/html' }, 502),
    '/slow-headers': () => {
      // Never answers.
    },
    '/slow-body': (request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<p>');
      const timer = setInterval(() => response.write('.'), 40);
      request.socket.on('close', () => clearInterval(timer));
    },
    '/reset': (request) => {
      request.socket.destroy();
    },
  });
});
afterAll(() => server.close());

const analyze = (path: string, extra = {}) => analyzeUrl(server.url(path), localOptions(extra));

describe('redirects', () => {
  it('follows them, relative Locations included, and reports the final URL', async () => {
    const analysis = await analyze('/temporary');
    expect(analysis.failure).toBeNull();
    expect(analysis.finalUrl).toBe(server.url('/page'));
    expect(analysis.results.title?.value).toBe('Café chairs');
  });

  it('follows ten', async () => {
    const analysis = await analyze('/hop/2');
    expect(analysis.failure).toBeNull();
    expect(analysis.finalUrl).toBe(server.url('/hop/12'));
  });

  it('gives up after more than ten, or the configured number: the redirects check fails', async () => {
    const endless = await analyze('/hop/0');
    expect(endless.failure).toBeNull();
    expect(endless.score).toBe(0);
    expect(endless.results.redirects).toMatchObject({
      passed: false,
      errors: { too_many: { max: 10, count: 11 } },
    });
    const limited = await analyze('/hop/9', { maxRedirects: 2 });
    expect(limited.results.redirects?.errors).toEqual({ too_many: { max: 2, count: 3 } });
    expect((await analyze('/hop/10', { maxRedirects: 2 })).failure).toBeNull();
  });

  it('detects a loop: the redirects check fails, and nothing else can be judged', async () => {
    const analysis = await analyze('/loop-a');
    expect(analysis.failure).toBeNull();
    expect(analysis.grade).toBe('bad');
    expect(analysis.results.redirects).toMatchObject({
      passed: false,
      value: expect.stringContaining('/loop-a'),
      errors: { loop: null },
    });
    expect(analysis.results.title?.passed).toBeNull();
  });

  it('is a failure in the phprank profile, which has no redirects check', async () => {
    const analysis = await analyze('/loop-a', { checks: 'phprank' });
    expect(analysis.failure).toEqual({
      code: 'redirect_loop',
      message: expect.stringContaining('/loop-a'),
    });
  });

  it('refuses a redirect to another scheme, and an unusable Location', async () => {
    expect((await analyze('/to-ftp')).failure?.code).toBe('unsupported_scheme');
    expect((await analyze('/bad-location')).failure?.code).toBe('bad_redirect');
  });
});

describe('content encodings', () => {
  it.each([
    ['/gzip', 'gzip'],
    ['/x-gzip', 'x-gzip'],
    ['/br', 'br'],
    ['/deflate', 'deflate'],
    ['/raw-deflate', 'deflate'],
    ['/zstd', 'zstd'],
    ['/gzip-then-br', 'gzip, br'],
  ])('%s is decoded', async (path, encoding) => {
    const analysis = await analyze(path);
    expect(analysis.failure).toBeNull();
    expect(analysis.results.title?.value).toBe('Café chairs');
    expect(analysis.results.text_compression).toMatchObject({
      passed: true,
      value: { encoding, bodyBytes: Buffer.byteLength(PAGE) },
    });
  });

  it('fails with the reason on an unknown or corrupt encoding', async () => {
    const unknown = await analyze('/unknown-encoding');
    expect(unknown.failure?.code).toBe('bad_content_encoding');
    expect(unknown.failure?.message).toContain('compress');
    expect((await analyze('/corrupt-gzip')).failure?.code).toBe('bad_content_encoding');
  });

  it('caps the decoded size, so a small gzip bomb cannot fill memory', async () => {
    const analysis = await analyze('/bomb');
    expect(analysis.failure?.code).toBe('too_large');
  });
});

describe('size', () => {
  it('refuses a body declared larger than the cap without reading it', async () => {
    const analysis = await analyze('/declared-large');
    expect(analysis.failure).toEqual({
      code: 'too_large',
      message: expect.stringContaining(String(6 * 1024 * 1024)),
    });
  });

  it('stops reading a body that grows past the cap', async () => {
    const analysis = await analyze('/chunked-large', { maxBodyBytes: 100_000 });
    expect(analysis.failure?.code).toBe('too_large');
    expect((await analyze('/chunked-large')).failure).toBeNull();
  });
});

describe('charsets', () => {
  it('decodes by the Content-Type charset', async () => {
    const analysis = await analyze('/windows-1252');
    expect(analysis.results.title?.value).toBe('Café chairs');
    expect(analysis.results.charset).toMatchObject({ passed: true, value: 'windows-1252' });
  });

  it('decodes by a <meta charset> when the header names none', async () => {
    const analysis = await analyze('/meta-charset');
    expect(analysis.results.title?.value).toBe('Café chairs');
    expect(analysis.results.charset).toMatchObject({ passed: true, value: 'windows-1252' });
  });

  it('honours a byte order mark', async () => {
    expect((await analyze('/bom')).results.title?.value).toBe('Café chairs');
    expect((await analyze('/utf-16')).results.title?.value).toBe('Café chairs');
  });

  it('fails on an unknown charset or bytes that are not valid in it', async () => {
    const unknown = await analyze('/unknown-charset');
    expect(unknown.failure?.code).toBe('bad_charset');
    expect(unknown.failure?.message).toContain('x-klingon');
    expect((await analyze('/invalid-utf8')).failure?.code).toBe('bad_encoding');
    const undeclared = await analyze('/undeclared-invalid');
    expect(undeclared.failure?.code).toBe('bad_encoding');
    expect(undeclared.failure?.message).toContain('no charset is declared');
  });
});

describe('pages that cannot be analysed', () => {
  it.each([
    ['/json', 'not_html', 'application/json'],
    ['/pdf', 'not_html', 'application/pdf'],
    ['/unlabelled-binary', 'not_html', 'no Content-Type'],
    ['/empty', 'empty', 'empty'],
    ['/blank', 'empty', 'empty'],
    ['/json-error', 'http_error', 'HTTP 503'],
    ['/empty-error', 'http_error', 'HTTP 502'],
  ])('%s fails with %s', async (path, code, detail) => {
    const analysis = await analyze(path);
    expect(analysis.failure?.code).toBe(code);
    expect(analysis.failure?.message).toContain(detail);
    expect(analysis).toMatchObject({ score: null, grade: null, results: {} });
    expect(analysis.finalUrl).toBe(server.url(path));
  });

  it.each([
    ['/server-error', 'HTTP 500'],
    ['/gone', 'HTTP 410'],
    ['/missing', 'HTTP 404'],
  ])('%s fails with http_error in the phprank profile', async (path, detail) => {
    const analysis = await analyze(path, { checks: 'phprank' });
    expect(analysis.failure).toMatchObject({ code: 'http_error' });
    expect(analysis.failure?.message).toContain(detail);
    expect(analysis).toMatchObject({ score: null, grade: null, results: {} });
  });

  it.each([
    ['/server-error', 500],
    ['/gone', 410],
    ['/missing', 404],
  ])(
    '%s is judged in the full profile: http_status fails and the score is 0',
    async (path, status) => {
      const analysis = await analyze(path);
      expect(analysis).toMatchObject({ failure: null, score: 0, grade: 'bad' });
      expect(analysis.results.http_status).toEqual({
        passed: false,
        importance: 'high',
        category: 'seo',
        value: { status, url: server.url(path) },
        errors: { failed: { status } },
      });
      // One finding for one cause: the content of an error page is not judged.
      expect(analysis.results.headings?.passed).toBeNull();
    },
  );

  it('sniffs an unlabelled HTML page', async () => {
    const analysis = await analyze('/unlabelled-html');
    expect(analysis.failure).toBeNull();
  });

  it('times out on a server that never answers, and on a body that never ends', async () => {
    for (const path of ['/slow-headers', '/slow-body']) {
      const analysis = await analyze(path, { timeoutMs: 300 });
      expect(analysis.failure?.code).toBe('timeout');
      expect(analysis.failure?.message).toContain('300 ms');
    }
  });

  it('reports a connection reset', async () => {
    const analysis = await analyze('/reset');
    expect(['connection_error', 'bad_response']).toContain(analysis.failure?.code);
  });

  it('reports a refused connection', async () => {
    const closed = await startServer();
    const url = closed.url('/');
    await closed.close();
    const analysis = await analyzeUrl(url, localOptions());
    expect(analysis.failure?.code).toBe('connection_error');
  });

  it('reports a server that does not speak HTTP', async () => {
    const garbage = createNetServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n\r\n'));
    await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
    const { port } = garbage.address() as AddressInfo;
    const analysis = await analyzeUrl(`http://ssh.test:${port}/`, localOptions());
    garbage.close();
    expect(analysis.failure?.code).toBe('bad_response');
  });

  it('reports a host name that does not resolve', async () => {
    const analysis = await analyzeUrl('http://nowhere.test/', {
      lookup: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.test'), { code: 'ENOTFOUND' });
      },
    });
    expect(analysis.failure?.code).toBe('dns_error');
  });
});

describe('aborting', () => {
  it('rejects with the reason when aborted before it starts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('shutting down'));
    await expect(analyze('/page', { signal: controller.signal })).rejects.toThrow('shutting down');
  });

  it('rejects with the reason when aborted while fetching', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('shutting down')), 100);
    await expect(analyze('/slow-body', { signal: controller.signal })).rejects.toThrow(
      'shutting down',
    );
  });
});

describe('the other requests', () => {
  it('leaves a check not applicable when its request hangs, without holding the analysis', async () => {
    const stuck = await startServer({
      '/': html(PAGE),
      '/robots.txt': () => {
        // Never answers.
      },
    });
    // The page itself must arrive within the same timeout: a second, not 300 ms, so that a
    // loaded machine does not time out the page instead of robots.txt.
    const analysis = await analyzeUrl(stuck.url('/'), localOptions({ timeoutMs: 1_000 }));
    await stuck.close();
    expect(analysis.failure).toBeNull();
    expect(analysis.results.robots).toMatchObject({
      passed: null,
      value: expect.stringContaining('no complete answer within 1000 ms'),
    });
    expect(analysis.results['404_page']?.passed).toBe(true);
  });

  it('fetches /robots.txt, a random /404-<hex> path and /sitemap.xml on the final origin', async () => {
    server.requests.length = 0;
    await analyze('/moved');
    const probes = server.requests.filter((path) => !['/moved', '/page'].includes(path));
    expect(probes).toEqual(
      expect.arrayContaining([
        '/robots.txt',
        '/sitemap.xml',
        expect.stringMatching(/^\/404-[0-9a-f]{16}$/),
      ]),
    );
    expect(probes).toHaveLength(3);
  });
});
