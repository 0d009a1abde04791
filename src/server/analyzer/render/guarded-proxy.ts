// A forward proxy on 127.0.0.1 that the headless browser must send all its traffic through. It
// applies the analyzer's address policy the way the guarded connector does (resolve once, vet
// every address, dial the vetted one), so the SSRF rules hold for every request a page's scripts
// make, WebSockets and TLS tunnels included, and DNS cannot be rebound between check and connect.
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import { type AddressInfo, connect, isIP, type Socket } from 'node:net';
import { createAddressPolicy } from '../../../shared/address-policy.js';
import { setOwn } from '../../../shared/own-keys.js';
import { resolveAllowed } from '../net/guarded-connector.js';
import type { LookupFunction } from '../options.js';

export interface GuardedProxy {
  /** "127.0.0.1:port", for Chromium's --proxy-server. */
  address: string;
  /** Requests refused by the policy, as "host: reason", in order. */
  refusals: string[];
  close(): Promise<void>;
}

interface ProxyOptions {
  allowPrivateNetwork: boolean;
  allowedAddresses?: readonly string[] | undefined;
  lookup?: LookupFunction | undefined;
  connectTimeoutMs: number;
}

/** Headers that concern only the hop between the browser and the proxy. */
const HOP_HEADERS = new Set([
  'proxy-connection',
  'proxy-authorization',
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'upgrade',
]);

export async function startGuardedProxy(options: ProxyOptions): Promise<GuardedProxy> {
  const policy = createAddressPolicy(options.allowPrivateNetwork, options.allowedAddresses);
  const refusals: string[] = [];
  const sockets = new Set<Socket>();

  const vet = async (hostname: string): Promise<string | null> => {
    const host = hostname.replace(/^\[|\]$/g, '');
    try {
      return await resolveAllowed(host, policy, options.lookup);
    } catch (error) {
      refusals.push(`${host}: ${(error as Error).message}`);
      return null;
    }
  };

  const server: Server = createServer((incoming, outgoing) => {
    const target = URL.parse(incoming.url ?? '');
    if (target === null || target.protocol !== 'http:') {
      outgoing.writeHead(400).end('only absolute http URLs are proxied');
      return;
    }
    void vet(target.hostname).then((address) => {
      if (address === null) {
        outgoing.writeHead(403, { 'content-type': 'text/plain' }).end('refused by the analyzer');
        return;
      }
      const upstream = request(
        {
          host: address,
          port: Number(target.port || 80),
          method: incoming.method,
          path: `${target.pathname}${target.search}`,
          headers: { ...forwardable(incoming), host: target.host },
          timeout: options.connectTimeoutMs,
          // The name is kept for the Host header; the socket goes to the vetted address only.
          setHost: false,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
      upstream.on('error', () => {
        if (!outgoing.headersSent) outgoing.writeHead(502).end();
        else outgoing.destroy();
      });
      incoming.pipe(upstream);
    });
  });

  // CONNECT: TLS (https, wss) and anything else tunnelled; the policy applies the same way.
  server.on('connect', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    const [host = '', portText = '443'] = splitAuthority(incoming.url ?? '');
    void vet(host).then((address) => {
      if (address === null) {
        client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
        return;
      }
      const upstream = connect({ host: address, port: Number(portText) });
      sockets.add(upstream);
      upstream.setTimeout(options.connectTimeoutMs, () => upstream.destroy());
      upstream.on('close', () => sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      upstream.once('connect', () => {
        upstream.setTimeout(0);
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    refusals,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function forwardable(incoming: IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined && !HOP_HEADERS.has(name)) setOwn(headers, name, value);
  }
  return headers;
}

/** "host:port" or "[v6]:port" of a CONNECT request. */
function splitAuthority(authority: string): [string, string] {
  const v6 = /^\[([^\]]+)\]:(\d+)$/.exec(authority);
  if (v6) return [v6[1] ?? '', v6[2] ?? '443'];
  const at = authority.lastIndexOf(':');
  if (at === -1 || isIP(authority) === 6) return [authority, '443'];
  return [authority.slice(0, at), authority.slice(at + 1)];
}
