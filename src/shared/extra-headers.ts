// Extra request headers for the pages audited (the `headers` option): checked the same way by the
// client's option parser and by the analyzer that sends them.

import { setOwn } from './own-keys.js';

// RFC 9110 token; values may not break the header line.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;
const HEADER_VALUE = /^[^\r\n\0]*$/;
/** Headers the analyzer sets itself or that only the HTTP layer may set. */
const RESERVED_HEADERS = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'accept',
  'accept-encoding',
]);

/**
 * The caller's extra headers, names lower-cased. A bad one is a TypeError naming the header and
 * what is allowed; the value is never quoted, since it is usually a secret.
 */
export function resolveExtraHeaders(
  headers: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const resolved: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const lower = name.trim().toLowerCase();
    if (!HEADER_NAME.test(lower)) {
      throw new TypeError(
        `headers: ${JSON.stringify(name)} is not a valid header name (letters, digits and !#$%&'*+.^_\`|~-)`,
      );
    }
    if (RESERVED_HEADERS.has(lower)) {
      throw new TypeError(`headers: ${lower} is set by the analyzer and cannot be overridden`);
    }
    if (typeof value !== 'string' || !HEADER_VALUE.test(value)) {
      throw new TypeError(`headers: the value of ${lower} must be text without line breaks`);
    }
    setOwn(resolved, lower, value.trim());
  }
  return resolved;
}
