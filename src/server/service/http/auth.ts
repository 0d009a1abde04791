import type { IncomingMessage } from 'node:http';
import type { ApiKeyStore } from '../api-keys.js';

/** The user of the request's bearer key, or null when there is none or it is unknown. */
export function authenticate(request: IncomingMessage, keys: ApiKeyStore): number | null {
  const header = request.headers.authorization;
  if (!header) return null;
  // Node keeps only the first of repeated Authorization headers; which key a request meant is
  // then a guess (a proxy may have added its own), so two of them authenticate nobody.
  const count = request.rawHeaders.filter(
    (name, i) => i % 2 === 0 && name.toLowerCase() === 'authorization',
  ).length;
  if (count > 1) return null;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  if (!match?.[1]) return null;
  return keys.userFor(match[1]);
}
