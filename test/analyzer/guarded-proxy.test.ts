// The forward proxy the headless browser is forced through: plain requests and CONNECT tunnels
// alike reach only addresses the policy allows, dialled at the address that was vetted.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GuardedProxy,
  startGuardedProxy,
} from '../../src/server/analyzer/render/guarded-proxy.js';
import { fakeDns } from './support.js';

let target: Server;
let port = 0;
let proxy: GuardedProxy;

beforeAll(async () => {
  target = createServer((incoming, outgoing) => {
    outgoing.end(`host=${incoming.headers.host} path=${incoming.url}`);
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  port = (target.address() as AddressInfo).port;
  // Only 127.0.0.1 is allowed; inside.test resolves to a private address.
  proxy = await startGuardedProxy({
    allowPrivateNetwork: false,
    allowedAddresses: ['127.0.0.1'],
    lookup: fakeDns({ 'inside.test': '10.1.2.3' }),
    connectTimeoutMs: 2000,
  });
});

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => target.close(resolve));
});

const [proxyHost, proxyPort] = (() => {
  const split = () => proxy.address.split(':');
  return [() => split()[0], () => Number(split()[1])] as const;
})();

function viaProxy(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: proxyHost(), port: proxyPort(), path: url, headers: { host: new URL(url).host } },
      (answer) => {
        let body = '';
        answer.on('data', (chunk) => {
          body += chunk;
        });
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function tunnel(authority: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request({
      host: proxyHost(),
      port: proxyPort(),
      method: 'CONNECT',
      path: authority,
    });
    outgoing.on('connect', (answer, socket) => {
      socket.destroy();
      resolve(answer.statusCode ?? 0);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the guarded proxy', () => {
  it('forwards plain requests to allowed addresses under the name asked for', async () => {
    const answer = await viaProxy(`http://site.test:${port}/chairs?x=1`);
    expect(answer).toEqual({ status: 200, body: `host=site.test:${port} path=/chairs?x=1` });
  });

  it('refuses plain requests and tunnels to refused addresses, and says which', async () => {
    expect((await viaProxy(`http://inside.test:${port}/`)).status).toBe(403);
    expect(await tunnel('169.254.169.254:443')).toBe(403);
    expect(proxy.refusals).toEqual([
      'inside.test: refused to connect to inside.test (10.1.2.3): private address',
      '169.254.169.254: refused to connect to 169.254.169.254: metadata address',
    ]);
  });

  it('opens tunnels (https, wss) to allowed addresses', async () => {
    expect(await tunnel(`site.test:${port}`)).toBe(200);
  });
});
