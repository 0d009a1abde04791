// Every way the analyzer can fail to fetch a page, produced for real against servers on
// 127.0.0.1, with the one line a person reads (it reaches the action as the report's failure,
// `report <id>: the service could not audit the page: <this>`) and the stable code of its kind.
// docs/troubleshooting.md lists them; test/errors.test.ts checks that each code is named here or
// in another test that produces it.
import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { type AddressInfo, createServer as createNetServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalyzerOptions, analyzeUrl } from '../../src/server/analyzer/index.js';
import {
  FETCH_ERROR_CODES,
  RefusedAddressError,
} from '../../src/server/analyzer/net/fetch-failure.js';
import { resolveAllowed } from '../../src/server/analyzer/net/guarded-connector.js';
import { createAddressPolicy } from '../../src/shared/address-policy.js';
import {
  type Handler,
  html,
  localOptions,
  redirect,
  startServer,
  type TestServer,
} from './support.js';

const bytes =
  (body: Buffer | string, headers: Record<string, string>): Handler =>
  (_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  };

const routes: Record<string, Handler> = {
  '/to-ftp': redirect('ftp://files.test/page.html'),
  '/loop-a': redirect('/loop-b'),
  '/loop-b': redirect('/loop-a'),
  '/bad-location': redirect('http://[not-an-address/'),
  '/silent': () => {},
  '/declared-large': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(6 << 20) });
    response.write('<p>');
  },
  '/compress': bytes('<title>x</title>', {
    'content-type': 'text/html',
    'content-encoding': 'compress',
  }),
  '/klingon': bytes('<title>x</title>', { 'content-type': 'text/html; charset=x-klingon' }),
  '/invalid-utf8': bytes(Buffer.from([0x3c, 0x70, 0x3e, 0xc3, 0x28]), {
    'content-type': 'text/html; charset=utf-8',
  }),
};
for (let hop = 0; hop < 12; hop++) routes[`/hop/${hop}`] = redirect(`/hop/${hop + 1}`, 301);
routes['/hop/12'] = html('<title>far</title>');

let site: TestServer;
const closers: (() => void)[] = [];

/** A TCP server that answers each connection with `reply` (or holds it, when null). */
async function tcpServer(reply: string | null): Promise<number> {
  const sockets: Socket[] = [];
  const server = createNetServer((socket) => {
    sockets.push(socket);
    if (reply !== null) socket.end(reply);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    for (const socket of sockets) socket.destroy();
    server.close();
  });
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  site = await startServer(routes);
});
afterAll(async () => {
  for (const close of closers) close();
  await site.close();
});

async function failureOf(url: string, options: AnalyzerOptions = localOptions()) {
  const analysis = await analyzeUrl(url, options);
  expect(analysis.score).toBeNull();
  const failure = analysis.failure;
  expect(failure).not.toBeNull();
  return {
    errorCode: FETCH_ERROR_CODES[failure?.code as keyof typeof FETCH_ERROR_CODES],
    message: failure?.message,
  };
}

describe('a page the analyzer cannot fetch', () => {
  it('an address that is not a URL', async () => {
    expect(await failureOf('not a url')).toEqual({
      errorCode: 'SEO_FETCH_INVALID_URL',
      message: 'not a valid URL: not a url',
    });
  });

  it('a redirect to another scheme', async () => {
    expect(await failureOf(site.url('/to-ftp'))).toEqual({
      errorCode: 'SEO_FETCH_UNSUPPORTED_SCHEME',
      message: expect.stringMatching(/ftp/),
    });
  });

  it('a loopback address, without allow-private-network', async () => {
    const url = `http://127.0.0.1:${site.port}/`;
    expect(await failureOf(url, { allowPrivateNetwork: false })).toEqual({
      errorCode: 'SEO_FETCH_REFUSED_ADDRESS',
      message: `${url}: refused to connect to 127.0.0.1: loopback address`,
    });
  });

  it('a host name that does not resolve', async () => {
    const lookup = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.test'), { code: 'ENOTFOUND' });
    };
    expect(await failureOf('http://nowhere.test/', { lookup })).toEqual({
      errorCode: 'SEO_FETCH_DNS_ERROR',
      message: 'http://nowhere.test/: the host name could not be resolved (ENOTFOUND)',
    });
  });

  it('a refused connection', async () => {
    const closed = await startServer();
    const url = closed.url('/');
    await closed.close();
    expect(await failureOf(url)).toEqual({
      errorCode: 'SEO_FETCH_CONNECTION_ERROR',
      message: expect.stringMatching(
        /^http:\/\/site\.test:\d+\/: connection failed: .+ \(ECONNREFUSED\)$/,
      ),
    });
  });

  it('a certificate it does not trust', async () => {
    const tls = (name: string) =>
      readFileSync(new URL(`../fixtures/tls/${name}`, import.meta.url), 'utf8');
    const server = createHttpsServer({ key: tls('server.key'), cert: tls('self-signed.pem') });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => server.close());
    const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    expect(await failureOf(url)).toEqual({
      errorCode: 'SEO_FETCH_TLS_ERROR',
      message: `${url}: TLS error: the certificate is self-signed (DEPTH_ZERO_SELF_SIGNED_CERT)`,
    });
  });

  it('a server that never answers', async () => {
    expect(await failureOf(site.url('/silent'), localOptions({ timeoutMs: 300 }))).toEqual({
      errorCode: 'SEO_FETCH_TIMEOUT',
      message: expect.stringMatching(/^http:\/\/site\.test:\d+\/silent: /),
    });
  });

  it('a chain of redirects too long', async () => {
    // The default profile grades a redirect chain as a check; phprank's fails the page.
    expect(await failureOf(site.url('/hop/0'), localOptions({ checks: 'phprank' }))).toEqual({
      errorCode: 'SEO_FETCH_TOO_MANY_REDIRECTS',
      message: `more than 10 redirects, starting at ${site.url('/hop/0')}`,
    });
  });

  it('a redirect loop', async () => {
    expect(await failureOf(site.url('/loop-a'), localOptions({ checks: 'phprank' }))).toEqual({
      errorCode: 'SEO_FETCH_REDIRECT_LOOP',
      message: `redirect loop: ${site.url('/loop-a')} was already visited`,
    });
  });

  it('a Location that is no URL', async () => {
    expect(await failureOf(site.url('/bad-location'))).toEqual({
      errorCode: 'SEO_FETCH_BAD_REDIRECT',
      message: `${site.url('/bad-location')} redirects to an invalid URL: http://[not-an-address/`,
    });
  });

  it('a server that does not speak HTTP', async () => {
    const port = await tcpServer('SSH-2.0-OpenSSH_9.6\r\n\r\n');
    expect(await failureOf(`http://ssh.test:${port}/`)).toEqual({
      errorCode: 'SEO_FETCH_BAD_RESPONSE',
      message: expect.stringMatching(
        new RegExp(
          `^http://ssh\\.test:${port}/: the server sent a malformed response( \\(\\w+\\))?$`,
        ),
      ),
    });
  });

  it('a body larger than the analyzer reads', async () => {
    expect(await failureOf(site.url('/declared-large'))).toEqual({
      errorCode: 'SEO_FETCH_TOO_LARGE',
      message: `${site.url('/declared-large')}: the body is 6291456 bytes, more than the 5242880-byte limit`,
    });
  });

  it('a Content-Encoding it cannot undo', async () => {
    expect(await failureOf(site.url('/compress'))).toEqual({
      errorCode: 'SEO_FETCH_BAD_CONTENT_ENCODING',
      message: expect.stringContaining('unsupported Content-Encoding "compress"'),
    });
  });

  it('a charset nobody knows', async () => {
    expect(await failureOf(site.url('/klingon'))).toEqual({
      errorCode: 'SEO_FETCH_BAD_CHARSET',
      message: expect.stringContaining('unknown charset "x-klingon" (from the'),
    });
  });

  it('bytes that are not valid in the declared charset', async () => {
    expect(await failureOf(site.url('/invalid-utf8'))).toEqual({
      errorCode: 'SEO_FETCH_BAD_ENCODING',
      message: 'the body is not valid utf-8 (charset from the header)',
    });
  });

  it('anything else: the failure as it came, naming the URL', async () => {
    // A resolver of the caller's that fails without a system code.
    const lookup = async () => {
      throw new Error('the resolver is shut down');
    };
    expect(await failureOf('http://elsewhere.test/', { lookup })).toEqual({
      errorCode: 'SEO_FETCH_ERROR',
      message: 'http://elsewhere.test/: the resolver is shut down',
    });
  });
});

describe('the guarded connector', () => {
  it('refuses a loopback address before connecting, as SEO_ADDRESS_REFUSED', async () => {
    const refusal = await resolveAllowed('127.0.0.1', createAddressPolicy(false)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(RefusedAddressError);
    expect((refusal as RefusedAddressError).errorCode).toBe('SEO_ADDRESS_REFUSED');
    expect((refusal as RefusedAddressError).message).toBe(
      'refused to connect to 127.0.0.1: loopback address',
    );
  });
});
