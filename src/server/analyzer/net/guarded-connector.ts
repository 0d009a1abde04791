// An undici connector that resolves the host itself, vets every address, and then connects to
// exactly the address it vetted. Checking a name and letting the socket resolve it again would
// leave a window for DNS rebinding; here there is one resolution and the socket gets an IP.
// It also records the protocol ALPN settled on per origin, which is how http2 is observed.
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { getCACertificates, type TLSSocket } from 'node:tls';
import { buildConnector } from 'undici';
import {
  type AddressPolicy,
  createAddressPolicy,
  vettedAddress,
} from '../../../shared/address-policy.js';
import type { LookupFunction } from '../options.js';

interface GuardOptions {
  allowPrivateNetwork: boolean;
  allowedAddresses?: readonly string[];
  /**
   * One origin ("http://127.0.0.1:8123") connected to whatever the policy says: a folder served
   * for this audit. Exactly that scheme, address and port: the machine's other services stay
   * refused. Given by address, so there is no name to rebind.
   */
  allowedOrigin?: string;
  lookup?: LookupFunction;
  connectTimeoutMs: number;
  ca?: string | readonly string[];
}

interface GuardedConnector {
  connect: buildConnector.connector;
  /** ALPN protocol per origin ("https://host:port" → "h2" | "http/1.1"), for TLS connections. */
  protocols: Map<string, string>;
}

const systemLookup: LookupFunction = (hostname) =>
  dnsLookup(hostname, { all: true, order: 'ipv4first' });

/** Resolves `hostname` and returns the address to connect to, or throws RefusedAddressError. */
export async function resolveAllowed(
  hostname: string,
  policy: AddressPolicy,
  lookup: LookupFunction = systemLookup,
): Promise<string> {
  const addresses = isIP(hostname) ? [hostname] : (await lookup(hostname)).map((a) => a.address);
  return vettedAddress(hostname, addresses, policy);
}

export function createGuardedConnector(options: GuardOptions): GuardedConnector {
  const protocols = new Map<string, string>();
  const policy = createAddressPolicy(options.allowPrivateNetwork, options.allowedAddresses);
  const base = buildConnector({
    allowH2: true,
    timeout: options.connectTimeoutMs,
    // `ca` replaces Node's default authorities, so extra ones are added to them, not instead:
    // 'default' is the bundled roots and those of NODE_EXTRA_CA_CERTS, which the docs tell
    // users with a private CA to set.
    ...(options.ca === undefined
      ? {}
      : { ca: [...getCACertificates('default'), ...[options.ca].flat()] }),
  });
  const allowed = options.allowedOrigin === undefined ? null : new URL(options.allowedOrigin);
  const isAllowedOrigin = (opts: buildConnector.Options): boolean =>
    allowed !== null &&
    isIP(allowed.hostname) !== 0 &&
    opts.protocol === allowed.protocol &&
    opts.hostname === allowed.hostname &&
    String(opts.port ?? '') === allowed.port;
  const connect: buildConnector.connector = (opts, callback) => {
    const vetted = isAllowedOrigin(opts)
      ? Promise.resolve(opts.hostname)
      : resolveAllowed(opts.hostname, policy, options.lookup);
    vetted.then(
      (address) => {
        const tls = opts.protocol === 'https:';
        // SNI and certificate checks must still use the name, not the address we dial.
        const servername = tls && !isIP(opts.hostname) ? opts.hostname : undefined;
        try {
          base({ ...opts, hostname: address, servername }, (error, socket) => {
            if (error === null && tls) {
              const alpn = (socket as TLSSocket).alpnProtocol;
              protocols.set(`${opts.protocol}//${opts.host}`, alpn || 'http/1.1');
            }
            (callback as (e: Error | null, s: unknown) => void)(error, socket);
          });
        } catch (error) {
          // A synchronous throw here would otherwise leave the request waiting for its timeout.
          callback(error as Error, null);
        }
      },
      (error: Error) => callback(error, null),
    );
  };
  return { connect, protocols };
}
