// The external link check requests whatever URLs the audited pages hold, from the runner: without
// a guard, a page could point it at the runner's own network (a self-hosted runner's LAN, a cloud
// metadata endpoint). So it applies the analyzer's address policy (src/shared/address-policy.ts):
// public addresses only, unless allow-private-network, and never a metadata endpoint. The check is
// on the address connected to, after DNS, in the socket's own lookup: no second resolution that a
// rebinding name could answer differently. Targets on the audited origins are the user's own
// choice and are not guarded (site-dir serves on 127.0.0.1).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import {
  type AddressPolicy,
  RefusedAddressError,
  vettedAddress,
} from '../../shared/address-policy.js';

/**
 * A `lookup` for net.connect and tls.connect: resolves the name and vets its addresses as the
 * analyzer's guarded connector does (vettedAddress).
 */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found) => {
      const addresses = found as unknown as LookupAddress[];
      if (error) return callback(error, '', 0);
      let first: string;
      try {
        first = vettedAddress(
          hostname,
          addresses.map((entry) => entry.address),
          policy,
        );
      } catch (refused) {
        return callback(refused as Error, '', 0);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, first, (addresses[0] as LookupAddress).family);
    });
  };
}

/** A host given as an IP address, which no lookup sees: refused or not by the policy. */
export function literalRefusal(
  hostname: string,
  policy: AddressPolicy,
): RefusedAddressError | null {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare) === 0) return null;
  const kind = policy.refusal(bare);
  return kind === null ? null : new RefusedAddressError(bare, bare, kind);
}

/** The refusal somewhere in what fetch threw (its cause, or one of an AggregateError's). */
export function refusalIn(error: unknown, depth = 0): RefusedAddressError | null {
  if (error instanceof RefusedAddressError) return error;
  if (depth > 4 || typeof error !== 'object' || error === null) return null;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  const inCause = refusalIn(cause, depth + 1);
  if (inCause !== null) return inCause;
  if (Array.isArray(errors))
    for (const each of errors) {
      const found = refusalIn(each, depth + 1);
      if (found !== null) return found;
    }
  return null;
}
