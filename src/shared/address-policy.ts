// Which IP addresses the analyzer may connect to. A service that fetches user-supplied URLs can
// otherwise be turned against its own network (SSRF): its loopback, its LAN, its cloud metadata
// endpoint. The policy is applied to the address actually connected to, after DNS, on every hop.
import { BlockList, isIP } from 'node:net';
import { type ErrorCodeOf, SeoReportError } from './errors.js';

export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'shared'
  | 'unspecified'
  | 'metadata'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'invalid';

/** Kinds that `allowPrivateNetwork` lets through: the machine's own and its local networks. */
const PRIVATE_KINDS: ReadonlySet<AddressKind> = new Set([
  'loopback',
  'private',
  'link-local',
  'unique-local',
  'shared',
  'unspecified',
]);

type Range = readonly [kind: AddressKind, network: string, prefix: number];

// Order matters: the first range that contains the address names its kind, so the single
// metadata addresses come before the link-local or private ranges that hold them.
const IPV4_RANGES: readonly Range[] = [
  ['metadata', '169.254.169.254', 32], // AWS, GCP, Azure, OpenStack, DigitalOcean
  ['metadata', '169.254.170.2', 32], // AWS ECS task metadata
  ['metadata', '100.100.100.200', 32], // Alibaba Cloud
  ['metadata', '192.0.0.192', 32], // Oracle Cloud
  ['broadcast', '255.255.255.255', 32],
  ['unspecified', '0.0.0.0', 8], // "this network": 0.0.0.0 reaches the local host on Linux
  ['loopback', '127.0.0.0', 8],
  ['private', '10.0.0.0', 8],
  ['private', '172.16.0.0', 12],
  ['private', '192.168.0.0', 16],
  ['shared', '100.64.0.0', 10], // carrier-grade NAT, internal to providers
  ['link-local', '169.254.0.0', 16],
  ['reserved', '192.0.0.0', 24], // IETF protocol assignments
  ['reserved', '192.0.2.0', 24], // documentation
  ['reserved', '198.18.0.0', 15], // benchmarking
  ['reserved', '198.51.100.0', 24], // documentation
  ['reserved', '203.0.113.0', 24], // documentation
  ['reserved', '192.88.99.0', 24], // deprecated 6to4 relay anycast: hands traffic to a relay
  ['multicast', '224.0.0.0', 4],
  ['reserved', '240.0.0.0', 4],
];

const IPV6_RANGES: readonly Range[] = [
  ['metadata', 'fd00:ec2::254', 128], // AWS IMDS over IPv6
  ['unspecified', '::', 128],
  ['loopback', '::1', 128],
  ['reserved', '::', 96], // deprecated IPv4-compatible addresses
  ['reserved', '100::', 64], // discard-only
  ['reserved', '2001::', 32], // Teredo: hides an IPv4 address we cannot vet
  ['reserved', '::ffff:0:0:0', 96], // SIIT IPv4-translated: a translator reaches an IPv4 host
  ['reserved', '64:ff9b:1::', 48], // local-use NAT64 (RFC 8215): reaches IPv4 hosts we cannot vet
  ['reserved', '2001:db8::', 32], // documentation
  ['link-local', 'fe80::', 10],
  ['private', 'fec0::', 10], // deprecated site-local
  ['unique-local', 'fc00::', 7],
  ['multicast', 'ff00::', 8],
];

interface CompiledRange {
  kind: AddressKind;
  list: BlockList;
}

function compile(ranges: readonly Range[], family: 'ipv4' | 'ipv6'): CompiledRange[] {
  return ranges.map(([kind, network, prefix]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return { kind, list };
  });
}

const V4 = compile(IPV4_RANGES, 'ipv4');
const V6 = compile(IPV6_RANGES, 'ipv6');

/** Names the kind of an IPv4 or IPv6 address (an IPv6 zone suffix such as %eth0 is ignored). */
export function classifyAddress(address: string): AddressKind {
  const bare = address.replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return classifyV4(bare);
  if (family !== 6) return 'invalid';
  const embedded = embeddedIPv4(bare);
  if (embedded !== null) return classifyV4(embedded);
  for (const range of V6) if (range.list.check(bare, 'ipv6')) return range.kind;
  return 'public';
}

function classifyV4(address: string): AddressKind {
  for (const range of V4) if (range.list.check(address, 'ipv4')) return range.kind;
  return 'public';
}

function isAllowedKind(kind: AddressKind, allowPrivateNetwork: boolean): boolean {
  if (kind === 'public') return true;
  return allowPrivateNetwork && PRIVATE_KINDS.has(kind);
}

export function isAllowedAddress(address: string, allowPrivateNetwork: boolean): boolean {
  return isAllowedKind(classifyAddress(address), allowPrivateNetwork);
}

export interface AddressPolicy {
  /** null when the address may be connected to; else the kind that refuses it. */
  refusal(address: string): AddressKind | null;
}

/**
 * The policy of one analysis: public addresses, plus the private kinds when allowed, plus any
 * address in `allowed` ("10.1.2.3", "10.1.0.0/16", "fd00::/8"), which wins over its kind.
 */
export function createAddressPolicy(
  allowPrivateNetwork: boolean,
  allowed: readonly string[] = [],
): AddressPolicy {
  const exceptions = new BlockList();
  for (const entry of allowed) {
    const [network = '', prefix] = entry.split('/');
    const family = isIP(network) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(network) === 0) throw new TypeError(`allowedAddresses: not an IP address: ${entry}`);
    if (prefix === undefined) exceptions.addAddress(network, family);
    else exceptions.addSubnet(network, Number(prefix), family);
  }
  return {
    refusal(address) {
      const bare = address.replace(/%.*$/, '');
      const family = isIP(bare) === 6 ? 'ipv6' : 'ipv4';
      if (allowed.length > 0 && isIP(bare) !== 0 && exceptions.check(bare, family)) return null;
      const kind = classifyAddress(bare);
      return isAllowedKind(kind, allowPrivateNetwork) ? null : kind;
    },
  };
}

/**
 * The IPv4 address carried inside an IPv6 one by the forms that route to it: IPv4-mapped
 * (::ffff:a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16). Judging these by the IPv4 address
 * stops ::ffff:127.0.0.1 or 64:ff9b::a00:1 from slipping past the IPv4 rules.
 */
export function embeddedIPv4(address: string): string | null {
  const groups = expandIPv6(address);
  if (groups === null) return null;
  const isZero = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (isZero(0, 5) && groups[5] === 0xffff) return v4FromGroups(groups[6], groups[7]);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && isZero(2, 6)) {
    return v4FromGroups(groups[6], groups[7]);
  }
  if (groups[0] === 0x2002) return v4FromGroups(groups[1], groups[2]);
  return null;
}

function v4FromGroups(high = 0, low = 0): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
export function expandIPv6(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  // A trailing dotted quad stands for the last two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    const tail = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    text = text.slice(0, quad.index) + tail;
  }
  const [head = '', rest] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = 8 - left.length - right.length;
  const parts = rest === undefined ? left : [...left, ...Array(missing).fill('0'), ...right];
  return parts.map((part) => Number.parseInt(part, 16));
}

/**
 * Raised before any connection to a refused address is opened: by the analyzer's guarded
 * connector, and by the runner's external link check (src/client/links/address-guard.ts).
 */
export class RefusedAddressError extends SeoReportError {
  override readonly name = 'RefusedAddressError';
  /** Older than errorCode, and kept: fetch-failure's classifier knows the refusal by it. */
  readonly code = 'ERR_ANALYZER_REFUSED_ADDRESS';
  get errorCode(): ErrorCodeOf<'RefusedAddressError'> {
    return 'SEO_ADDRESS_REFUSED';
  }
  constructor(
    readonly hostname: string,
    readonly address: string,
    readonly kind: string,
  ) {
    const where = hostname === address ? address : `${hostname} (${address})`;
    super(`refused to connect to ${where}: ${kind} address`);
  }
}

/**
 * The address to connect to among those `hostname` resolved to (the first), or a throw: a
 * RefusedAddressError when any of them is refused (a name that mixes public and private
 * addresses is the usual shape of a rebinding attempt), ENOTFOUND when there is none. The one
 * vetting of the analyzer's guarded connector and of the runner's external link check.
 */
export function vettedAddress(
  hostname: string,
  addresses: readonly string[],
  policy: AddressPolicy,
): string {
  for (const address of addresses) {
    const refusal = policy.refusal(address);
    if (refusal !== null) throw new RefusedAddressError(hostname, address, refusal);
  }
  const first = addresses[0];
  if (first === undefined) {
    throw Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' });
  }
  return first;
}
