// The issue's SSRF matrix, end to end through analyzeUrl with the default policy (private
// networks refused): literal addresses in every spelling the URL parser accepts, DNS names that
// resolve to refused addresses, and redirects from a public host to refused ones.
//
// Two witnesses per case besides the analyzer's answer: a "target" server on 127.0.0.1 whose
// port every loopback form carries, so a form that got through would reach it (its connection
// count must stay 0), and a record of every socket the analyzer opened (net.connect and
// tls.connect are wrapped). The "public" host is a made-up public address that the wrapper sends
// to a front server on 127.0.0.1, so the front is allowed by the real default policy, not by an
// exception that would also let its redirect targets through. Any other non-loopback dial is
// refused by the wrapper, so nothing can leave the machine even if a rule broke.
import { createServer, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import tls from 'node:tls';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyzeUrl, type LookupFunction } from '../../src/server/analyzer/index.js';
import { openLedger } from './support/ledger.js';

const ledger = openLedger('ssrf', 'Analyzer SSRF rules', 42);

/** Stands for a public web host; connections to it go to the front server instead. */
const PUBLIC_ADDRESS = '93.184.215.14';

interface CountingServer {
  server: Server;
  port: number;
  connections: number;
  paths: string[];
}

async function startCountingServer(
  handler: (
    path: string,
    respond: (status: number, headers: Record<string, string>, body: string) => void,
  ) => void,
): Promise<CountingServer> {
  const state: CountingServer = { server: createServer(), port: 0, connections: 0, paths: [] };
  state.server.on('connection', () => {
    state.connections++;
  });
  state.server.on('request', (request, response) => {
    const path = request.url ?? '/';
    state.paths.push(path);
    handler(path, (status, headers, body) => {
      response.writeHead(status, headers).end(body);
    });
  });
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  state.port = (state.server.address() as AddressInfo).port;
  return state;
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

let target: CountingServer;
let front: CountingServer;
/** Every host the analyzer dialled in the current case. */
const dialled: string[] = [];
/** Connections the target server got during refused cases (must stay 0). */
let leakedConnections = 0;
let refusedCases = 0;

const PAGE =
  '<!doctype html><html><head><title>Public page</title></head><body><p>Hello</p></body></html>';

beforeAll(async () => {
  // Anything reaching this server is an SSRF: it answers like a juicy internal service.
  target = await startCountingServer((_path, respond) =>
    respond(200, { 'content-type': 'text/html' }, '<title>internal admin</title>'),
  );
  front = await startCountingServer((path, respond) => {
    const url = new URL(path, 'http://public.test');
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect' && to) return respond(302, { location: to }, '');
    if (url.pathname === '/robots.txt' && front.paths.some((p) => p.startsWith('/probe-page'))) {
      // The page itself is fine; its robots.txt probe is redirected inside the network.
      return respond(301, { location: `http://127.0.0.1:${target.port}/robots.txt` }, '');
    }
    if (url.pathname === '/' || url.pathname === '/probe-page') {
      return respond(200, { 'content-type': 'text/html' }, PAGE);
    }
    respond(404, { 'content-type': 'text/plain' }, 'not found');
  });
});

afterAll(async () => {
  await closeServer(target.server);
  await closeServer(front.server);
});

beforeEach(() => {
  dialled.length = 0;
  for (const module of [net, tls] as const) {
    const original = module.connect.bind(module) as (...args: unknown[]) => net.Socket;
    vi.spyOn(module, 'connect').mockImplementation(((...args: unknown[]) => {
      const first = args[0];
      const options =
        typeof first === 'object' && first !== null ? (first as net.TcpNetConnectOpts) : null;
      const host = options ? options.host : args[1];
      dialled.push(String(host));
      if (options && host === PUBLIC_ADDRESS) {
        return original({ ...options, host: '127.0.0.1', port: front.port }, ...args.slice(1));
      }
      if (host !== '127.0.0.1' && host !== '::1' && host !== '::ffff:127.0.0.1') {
        throw new Error(`tripwire: the analyzer dialled ${String(host)}`);
      }
      return original(...args);
    }) as typeof net.connect);
  }
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Names to addresses; an unknown name fails as DNS does, without asking the real resolver. */
function dns(map: Record<string, string | readonly string[]>): LookupFunction {
  return async (hostname) => {
    const found = map[hostname];
    if (found === undefined) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    }
    return [found].flat().map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

const NAMES = {
  'public.test': PUBLIC_ADDRESS,
  'loop.test': '127.0.0.1',
  'loop-v6.test': '::1',
  'mapped.test': '::ffff:127.0.0.1',
  'ten.test': '10.1.2.3',
  'home.test': '192.168.0.10',
  'corp.test': '172.16.5.5',
  'cgnat.test': '100.64.1.1',
  'meta.test': '169.254.169.254',
  'zero.test': '0.0.0.0',
  'ula.test': 'fd00::1',
  'link-v6.test': 'fe80::1',
  'nat64.test': '64:ff9b::7f00:1',
  'public-then-private.test': [PUBLIC_ADDRESS, '127.0.0.1'],
  'private-then-public.test': ['10.0.0.1', PUBLIC_ADDRESS],
} as const;

interface RefusalCase {
  case: string;
  url: string;
  /** The address kind the refusal must name. */
  kind: string;
  /** Hosts the analyzer may dial on the way (the public front of a redirect). */
  allowedDials?: readonly string[];
}

async function expectRefused(testCase: RefusalCase): Promise<void> {
  const targetBefore = target.connections;
  const frontBefore = front.connections;
  const analysis = await analyzeUrl(testCase.url, { lookup: dns(NAMES), timeoutMs: 3000 });
  const targetConnections = target.connections - targetBefore;
  leakedConnections += targetConnections;
  refusedCases++;
  const allowedDials = testCase.allowedDials ?? [];
  const strayDials = dialled.filter((host) => !allowedDials.includes(host));
  const code = analysis.failure?.code ?? 'none';
  const message = analysis.failure?.message ?? `score ${analysis.score}`;
  const passed =
    code === 'refused_address' &&
    message.includes(`${testCase.kind} address`) &&
    targetConnections === 0 &&
    strayDials.length === 0 &&
    analysis.score === null;
  ledger.record({
    case: testCase.case,
    expected: `refused_address (${testCase.kind}); 0 connections to the 127.0.0.1 server; no dial${allowedDials.length > 0 ? ` but the public front` : ''}`,
    observed: `${code}: ${message}; target connections ${targetConnections}; dials [${dialled.join(', ')}]; front connections ${front.connections - frontBefore}`,
    passed,
  });
  expect(code).toBe('refused_address');
  expect(message).toContain(`${testCase.kind} address`);
  expect(analysis.score).toBeNull();
  expect(targetConnections).toBe(0);
  expect(strayDials).toEqual([]);
}

// Every loopback form carries the target server's port, so a form that slipped through would
// land on it and be counted.
const port = () => target.port;

describe('literal IPv4 forms', () => {
  const cases: Array<[string, () => string, string]> = [
    ['dotted 127.0.0.1', () => `http://127.0.0.1:${port()}/`, 'loopback'],
    ['decimal 2130706433', () => `http://2130706433:${port()}/`, 'loopback'],
    ['octal 0177.0.0.1', () => `http://0177.0.0.1:${port()}/`, 'loopback'],
    ['octal whole 017700000001', () => `http://017700000001:${port()}/`, 'loopback'],
    ['hex 0x7f.0.0.1', () => `http://0x7f.0.0.1:${port()}/`, 'loopback'],
    ['hex whole 0x7f000001', () => `http://0x7f000001:${port()}/`, 'loopback'],
    ['short 127.1', () => `http://127.1:${port()}/`, 'loopback'],
    ['trailing dot 127.0.0.1.', () => `http://127.0.0.1.:${port()}/`, 'loopback'],
    [
      'full-width digits',
      () => `http://\uff11\uff12\uff17.\uff10.\uff10.\uff11:${port()}/`,
      'loopback',
    ],
    ['other loopback 127.255.255.254', () => `http://127.255.255.254:${port()}/`, 'loopback'],
    ['zero 0 (0.0.0.0)', () => `http://0:${port()}/`, 'unspecified'],
    ['0.0.0.0', () => `http://0.0.0.0:${port()}/`, 'unspecified'],
    ['10.0.0.1', () => 'http://10.0.0.1/', 'private'],
    ['decimal 167772161 (10.0.0.1)', () => 'http://167772161/', 'private'],
    ['10.255.255.255', () => 'http://10.255.255.255/', 'private'],
    ['172.16.0.1', () => 'http://172.16.0.1/', 'private'],
    ['172.31.255.254', () => 'http://172.31.255.254/', 'private'],
    ['192.168.0.1', () => 'http://192.168.0.1/', 'private'],
    ['octal 0300.0250.1.1 (192.168.1.1)', () => 'http://0300.0250.1.1/', 'private'],
    ['CGNAT 100.64.0.1', () => 'http://100.64.0.1/', 'shared'],
    ['CGNAT 100.127.255.254', () => 'http://100.127.255.254/', 'shared'],
    ['link-local 169.254.10.10', () => 'http://169.254.10.10/', 'link-local'],
    ['metadata 169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/', 'metadata'],
    ['metadata decimal 2852039166', () => 'http://2852039166/latest/meta-data/', 'metadata'],
    ['metadata hex 0xa9.0xfe.0xa9.0xfe', () => 'http://0xa9.0xfe.0xa9.0xfe/', 'metadata'],
    ['multicast 224.0.0.1', () => 'http://224.0.0.1/', 'multicast'],
    ['multicast 239.255.255.250', () => 'http://239.255.255.250/', 'multicast'],
    ['broadcast 255.255.255.255', () => 'http://255.255.255.255/', 'broadcast'],
    ['broadcast decimal 4294967295', () => 'http://4294967295/', 'broadcast'],
  ];
  it.each(cases)('%s is refused', async (name, url, kind) => {
    await expectRefused({ case: `literal IPv4: ${name} (${url()})`, url: url(), kind });
  });
});

describe('literal IPv6 forms', () => {
  const cases: Array<[string, () => string, string]> = [
    ['[::1]', () => `http://[::1]:${port()}/`, 'loopback'],
    ['[0:0:0:0:0:0:0:1]', () => `http://[0:0:0:0:0:0:0:1]:${port()}/`, 'loopback'],
    ['[::ffff:127.0.0.1] (IPv4-mapped)', () => `http://[::ffff:127.0.0.1]:${port()}/`, 'loopback'],
    ['[::ffff:7f00:1] (IPv4-mapped, hex)', () => `http://[::ffff:7f00:1]:${port()}/`, 'loopback'],
    ['[::ffff:a00:1] (mapped 10.0.0.1)', () => 'http://[::ffff:a00:1]/', 'private'],
    ['[::ffff:a9fe:a9fe] (mapped metadata)', () => 'http://[::ffff:a9fe:a9fe]/', 'metadata'],
    ['[::] (unspecified)', () => `http://[::]:${port()}/`, 'unspecified'],
    ['[fe80::1] (link-local)', () => 'http://[fe80::1]/', 'link-local'],
    ['[fc00::1] (unique-local)', () => 'http://[fc00::1]/', 'unique-local'],
    ['[fd00::1] (unique-local)', () => 'http://[fd00::1]/', 'unique-local'],
    ['[fec0::1] (site-local)', () => 'http://[fec0::1]/', 'private'],
    ['[fd00:ec2::254] (AWS metadata)', () => 'http://[fd00:ec2::254]/', 'metadata'],
    ['[ff02::1] (multicast)', () => 'http://[ff02::1]/', 'multicast'],
    [
      '[64:ff9b::7f00:1] (NAT64 of 127.0.0.1)',
      () => `http://[64:ff9b::7f00:1]:${port()}/`,
      'loopback',
    ],
    [
      '[64:ff9b::127.0.0.1] (NAT64, dotted)',
      () => `http://[64:ff9b::127.0.0.1]:${port()}/`,
      'loopback',
    ],
    ['[64:ff9b::a9fe:a9fe] (NAT64 of metadata)', () => 'http://[64:ff9b::a9fe:a9fe]/', 'metadata'],
    ['[64:ff9b:1::a00:1] (local-use NAT64)', () => 'http://[64:ff9b:1::a00:1]/', 'reserved'],
    ['[2002:7f00:1::] (6to4 of 127.0.0.1)', () => `http://[2002:7f00:1::]:${port()}/`, 'loopback'],
    ['[2002:c0a8:101::1] (6to4 of 192.168.1.1)', () => 'http://[2002:c0a8:101::1]/', 'private'],
    ['[::127.0.0.1] (IPv4-compatible)', () => `http://[::127.0.0.1]:${port()}/`, 'reserved'],
    ['[::ffff:0:7f00:1] (SIIT)', () => `http://[::ffff:0:7f00:1]:${port()}/`, 'reserved'],
    ['[2001::1] (Teredo)', () => 'http://[2001::1]/', 'reserved'],
  ];
  it.each(cases)('%s is refused', async (name, url, kind) => {
    await expectRefused({ case: `literal IPv6: ${name} (${url()})`, url: url(), kind });
  });
});

describe('DNS names that resolve to refused addresses', () => {
  const cases: Array<[string, string]> = [
    ['loop.test', 'loopback'],
    ['loop-v6.test', 'loopback'],
    ['mapped.test', 'loopback'],
    ['nat64.test', 'loopback'],
    ['ten.test', 'private'],
    ['home.test', 'private'],
    ['corp.test', 'private'],
    ['cgnat.test', 'shared'],
    ['meta.test', 'metadata'],
    ['zero.test', 'unspecified'],
    ['ula.test', 'unique-local'],
    ['link-v6.test', 'link-local'],
    ['public-then-private.test', 'loopback'],
    ['private-then-public.test', 'private'],
  ];
  it.each(cases)('%s is refused', async (name, kind) => {
    const addresses = [NAMES[name as keyof typeof NAMES]].flat().join(', ');
    await expectRefused({
      case: `DNS: ${name} resolving to ${addresses}`,
      url: `http://${name}:${port()}/`,
      kind,
    });
  });
});

describe('redirects from a public host to refused addresses', () => {
  const cases: Array<[string, () => string, string]> = [
    ['127.0.0.1', () => `http://127.0.0.1:${port()}/admin`, 'loopback'],
    ['decimal 2130706433', () => `http://2130706433:${port()}/admin`, 'loopback'],
    ['[::1]', () => `http://[::1]:${port()}/admin`, 'loopback'],
    ['[::ffff:127.0.0.1]', () => `http://[::ffff:127.0.0.1]:${port()}/admin`, 'loopback'],
    ['10.0.0.1', () => 'http://10.0.0.1/admin', 'private'],
    ['169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/', 'metadata'],
    ['a name resolving to 127.0.0.1', () => `http://loop.test:${port()}/admin`, 'loopback'],
    ['a name resolving to 10.1.2.3', () => 'http://ten.test/admin', 'private'],
    [
      'a name with a public and a private address',
      () => `http://public-then-private.test:${port()}/`,
      'loopback',
    ],
  ];
  it.each(cases)('to %s is refused', async (name, to, kind) => {
    const frontBefore = front.connections;
    await expectRefused({
      case: `redirect: public.test -> ${name} (${to()})`,
      url: `http://public.test/redirect?to=${encodeURIComponent(to())}`,
      kind,
      allowedDials: [PUBLIC_ADDRESS],
    });
    // The first hop really went out: the refusal is the redirect's, not the front's.
    expect(front.connections - frontBefore).toBeGreaterThan(0);
  });

  it('a redirected robots.txt probe is refused too, and the page still analysed', async () => {
    const targetBefore = target.connections;
    const analysis = await analyzeUrl('http://public.test/probe-page', {
      lookup: dns(NAMES),
      timeoutMs: 3000,
    });
    const targetConnections = target.connections - targetBefore;
    const robots = String(analysis.results.robots?.value ?? '');
    const stray = dialled.filter((host) => host !== PUBLIC_ADDRESS);
    const passed =
      analysis.failure === null &&
      robots.includes('refused') &&
      targetConnections === 0 &&
      stray.length === 0;
    ledger.record({
      case: `redirect of the robots.txt probe: public.test/robots.txt -> 127.0.0.1:${port()}`,
      expected: 'page analysed; robots probe refused; 0 connections to the 127.0.0.1 server',
      observed: `failure ${analysis.failure?.code ?? 'none'}; robots: ${robots}; target connections ${targetConnections}; dials [${dialled.join(', ')}]`,
      passed,
    });
    expect(analysis.failure).toBeNull();
    expect(robots).toContain('refused');
    expect(targetConnections).toBe(0);
    expect(stray).toEqual([]);
  });
});

describe('the witnesses work', () => {
  it('the target server counts a connection when the analyzer is allowed to reach it', async () => {
    // Without this, "0 connections" could mean a deaf server rather than a refusal.
    const before = target.connections;
    const analysis = await analyzeUrl(`http://127.0.0.1:${port()}/`, {
      allowedAddresses: ['127.0.0.1'],
      lookup: dns(NAMES),
      timeoutMs: 3000,
    });
    const counted = target.connections - before;
    ledger.record({
      case: 'control: 127.0.0.1 explicitly allowed with allowedAddresses',
      expected: 'reached: the target server counts connections, no failure',
      observed: `failure ${analysis.failure?.code ?? 'none'}; target connections ${counted}`,
      passed: analysis.failure === null && counted > 0,
    });
    expect(analysis.failure).toBeNull();
    expect(counted).toBeGreaterThan(0);
  });
});

afterAll(() => {
  ledger.figure('refusal cases tried', refusedCases);
  ledger.figure(
    'connections that reached the 127.0.0.1 server in refusal cases',
    leakedConnections,
  );
});
