// The analyzer must not be usable against the network it runs in. Every refused kind of address
// is tried, by literal URL and through DNS, and on a redirect hop. A tripwire on net.connect and
// tls.connect fails the test if anything but a loopback address is ever dialled, so a broken
// policy cannot send traffic to a private range from these tests.
import net from 'node:net';
import tls from 'node:tls';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyzeUrl } from '../../src/server/analyzer/index.js';
import { fakeDns, html, redirect, startServer, type TestServer } from './support.js';

const dialled: string[] = [];

function isLoopback(host: unknown): boolean {
  return host === '127.0.0.1' || host === '::1' || host === 'localhost';
}

beforeEach(() => {
  dialled.length = 0;
  for (const module of [net, tls] as const) {
    const original = module.connect.bind(module) as (...args: unknown[]) => net.Socket;
    vi.spyOn(module, 'connect').mockImplementation(((...args: unknown[]) => {
      const options = args[0] as { host?: unknown } | undefined;
      const host = typeof options === 'object' ? options?.host : args[1];
      dialled.push(String(host));
      if (!isLoopback(host)) throw new Error(`tripwire: the analyzer dialled ${String(host)}`);
      return original(...args);
    }) as typeof net.connect);
  }
});

afterEach(() => {
  vi.restoreAllMocks();
});

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    '/': html('<title>ok</title><p>fine</p>'),
    '/to-private': redirect('http://intranet.test/admin'),
    '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
    '/to-loopback-name': redirect('http://localhost.test/'),
    '/to-mapped': redirect('http://[::ffff:10.0.0.1]/'),
  });
});
afterAll(() => server.close());

describe('refused by default', () => {
  it.each([
    ['http://127.0.0.1/', 'loopback'],
    ['http://[::1]/', 'loopback'],
    ['http://10.0.0.1/', 'private'],
    ['http://172.16.0.1/', 'private'],
    ['http://192.168.0.1/', 'private'],
    ['http://169.254.1.1/', 'link-local'],
    ['http://[fe80::1]/', 'link-local'],
    ['http://[fd00::1]/', 'unique-local'],
    ['http://100.64.0.1/', 'shared'],
    ['http://0.0.0.0/', 'unspecified'],
    ['http://169.254.169.254/latest/meta-data/', 'metadata'],
    ['http://[fd00:ec2::254]/', 'metadata'],
    ['http://100.100.100.200/', 'metadata'],
    ['http://[::ffff:127.0.0.1]/', 'loopback'],
    ['http://[::ffff:a9fe:a9fe]/', 'metadata'],
    ['http://224.0.0.1/', 'multicast'],
  ])('a URL with the literal address %s (%s)', async (url, kind) => {
    const analysis = await analyzeUrl(url);
    expect(analysis.failure?.code).toBe('refused_address');
    expect(analysis.failure?.message).toContain(kind);
    expect(analysis.score).toBeNull();
    expect(dialled).toEqual([]);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.20.1.1', 'private'],
    ['192.168.1.10', 'private'],
    ['169.254.0.7', 'link-local'],
    ['fe80::7', 'link-local'],
    ['fd12::7', 'unique-local'],
    ['169.254.169.254', 'metadata'],
    ['::ffff:192.168.1.1', 'private'],
  ])('a host name that resolves to %s (%s)', async (address, kind) => {
    const analysis = await analyzeUrl('http://innocent.test/', {
      lookup: fakeDns({ 'innocent.test': address }),
    });
    expect(analysis.failure).toEqual({
      code: 'refused_address',
      message: expect.stringContaining(`innocent.test (${address}): ${kind} address`),
    });
    expect(dialled).toEqual([]);
  });

  it('a host name with one refused address among public ones', async () => {
    const analysis = await analyzeUrl('http://mixed.test/', {
      lookup: fakeDns({ 'mixed.test': ['93.184.215.14', '10.0.0.1'] }),
    });
    expect(analysis.failure?.code).toBe('refused_address');
    expect(dialled).toEqual([]);
  });

  it('localhost through the system resolver', async () => {
    const analysis = await analyzeUrl('http://localhost/');
    expect(analysis.failure?.code).toBe('refused_address');
    expect(dialled).toEqual([]);
  });
});

describe('a redirect from an allowed host to a refused one', () => {
  // The test server stands in for a public host: its address is allowed explicitly, while the
  // private network as a whole stays refused.
  const options = () => ({
    allowedAddresses: ['127.0.0.1'],
    lookup: fakeDns({ 'intranet.test': '10.0.0.1', 'localhost.test': '127.0.0.2' }),
  });

  it('is refused when the next hop resolves to a private address', async () => {
    const analysis = await analyzeUrl(server.url('/to-private'), options());
    expect(analysis.failure?.code).toBe('refused_address');
    expect(analysis.failure?.message).toContain('http://intranet.test/admin');
    expect(analysis.failure?.message).toContain('10.0.0.1');
    expect(dialled).toEqual(['127.0.0.1']);
  });

  it('is refused when the next hop is the metadata address', async () => {
    const analysis = await analyzeUrl(server.url('/to-metadata'), options());
    expect(analysis.failure?.code).toBe('refused_address');
    expect(analysis.failure?.message).toContain('metadata');
    expect(dialled).toEqual(['127.0.0.1']);
  });

  it('is refused when the next hop is another loopback address', async () => {
    const analysis = await analyzeUrl(server.url('/to-loopback-name'), options());
    expect(analysis.failure?.code).toBe('refused_address');
    expect(analysis.failure?.message).toContain('127.0.0.2');
  });

  it('is refused when the next hop hides an IPv4 address in IPv6', async () => {
    const analysis = await analyzeUrl(server.url('/to-mapped'), options());
    expect(analysis.failure?.code).toBe('refused_address');
  });

  it('still reaches the allowed host itself', async () => {
    const analysis = await analyzeUrl(server.url('/'), options());
    expect(analysis.failure).toBeNull();
    expect(analysis.score).not.toBeNull();
  });
});

describe('DNS rebinding', () => {
  it('connects to the address it checked, resolving once per connection', async () => {
    // First answer allowed, every later one private: a socket that resolved the name again
    // would dial 10.0.0.1 and trip the wire.
    let calls = 0;
    const analysis = await analyzeUrl(server.url('/', 'rebind.test'), {
      allowedAddresses: ['127.0.0.1'],
      lookup: async () => {
        calls++;
        return [{ address: calls === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
      },
    });
    expect(analysis.failure).toBeNull();
    expect(dialled.every((host) => host === '127.0.0.1')).toBe(true);
    // The three probes run at once, so at least two of them open connections of their own;
    // those got the private answer and were refused.
    expect(calls).toBeGreaterThan(1);
    const probes = [analysis.results.robots, analysis.results['404_page']];
    const refused = probes.filter((result) => String(result?.value).includes('refused'));
    expect(refused.length).toBeGreaterThan(0);
    for (const result of refused) expect(result?.passed).toBeNull();
  });
});

describe('allowPrivateNetwork', () => {
  it('lets loopback through but keeps the metadata address refused', async () => {
    const ok = await analyzeUrl(server.url('/'), {
      allowPrivateNetwork: true,
      lookup: fakeDns(),
    });
    expect(ok.failure).toBeNull();
    const metadata = await analyzeUrl('http://169.254.169.254/', { allowPrivateNetwork: true });
    expect(metadata.failure?.code).toBe('refused_address');
  });
});

describe('schemes', () => {
  it.each([
    'file:///etc/passwd',
    'ftp://example.com/',
    'gopher://example.com/',
    'data:text/html,<p>hi',
    'javascript:alert(1)',
  ])('%s is refused before any request', async (url) => {
    const analysis = await analyzeUrl(url);
    expect(analysis.failure?.code).toBe('unsupported_scheme');
    expect(dialled).toEqual([]);
  });

  it('refuses URLs with credentials and malformed URLs', async () => {
    expect((await analyzeUrl('http://user:secret@example.com/')).failure?.code).toBe('invalid_url');
    expect((await analyzeUrl('not a url')).failure?.code).toBe('invalid_url');
  });
});
