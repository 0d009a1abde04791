// What failed in a TLS handshake, in one line, from the code Node (node:https, node:tls) or undici
// (in err.cause) gives it. Node's own message for a handshake that is not TLS at all is OpenSSL's
// whole error string ("write EPROTO 80DC...:error:0A00010B:SSL routines:ssl3_get_record:wrong
// version number:../deps/openssl/..."): a person reads the short reason instead, and the code
// stays in brackets for searching. Shared by the API client (a service behind base-url) and the
// analyzer (a page it fetches): each says what to do about it in its own words.

/** The kinds a person can act on differently. */
export type TlsProblem =
  /** Self-signed, or from a CA this machine does not trust: trust the CA, or fix the chain. */
  | 'untrusted'
  /** Expired or not valid yet: renew it (or fix the clock). */
  | 'expired'
  /** Valid, but for other names. */
  | 'wrong_name'
  /** The other end does not speak TLS (plain http on an https URL), or the handshake broke. */
  | 'handshake';

export interface TlsFailure {
  problem: TlsProblem;
  /** The error's code: DEPTH_ZERO_SELF_SIGNED_CERT, CERT_HAS_EXPIRED, EPROTO... */
  code: string;
  /** What failed, in one line without the code: "the certificate is self-signed". */
  text: string;
}

const UNTRUSTED: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'the certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'the certificate comes from a CA that is not trusted here',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY:
    'the certificate was issued by an unknown CA (a private one, or a missing intermediate certificate)',
  UNABLE_TO_GET_ISSUER_CERT:
    'the certificate was issued by an unknown CA (a private one, or a missing intermediate certificate)',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE:
    'the certificate was issued by an unknown CA (a private one, or the server does not send its intermediate certificate)',
  CERT_UNTRUSTED: 'the certificate is not trusted',
  CERT_REJECTED: 'the certificate is rejected',
  CERT_REVOKED: 'the certificate has been revoked',
  CERT_SIGNATURE_FAILURE: 'the certificate signature is invalid',
};

const DATES: Record<string, string> = {
  CERT_HAS_EXPIRED: 'the certificate has expired',
  CERT_NOT_YET_VALID: "the certificate is not valid yet (or this machine's clock is wrong)",
};

const WRONG_NAME = new Set(['ERR_TLS_CERT_ALTNAME_INVALID', 'HOSTNAME_MISMATCH']);

const MAX_NAMES_LENGTH = 120;

/** The TLS failure in an error or its causes, or null when it is not one. */
export function tlsFailureOf(error: unknown): TlsFailure | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const found = tlsFailureHere(e as ErrorLike);
    if (found) return found;
    e = (e as ErrorLike).cause;
  }
  return null;
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  host?: unknown;
  cert?: { subjectaltname?: unknown } | null;
}

function tlsFailureHere(error: ErrorLike): TlsFailure | null {
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  const untrusted = UNTRUSTED[code];
  if (untrusted) return { problem: 'untrusted', code, text: untrusted };
  const dates = DATES[code];
  if (dates) return { problem: 'expired', code, text: dates };
  if (WRONG_NAME.has(code)) return { problem: 'wrong_name', code, text: wrongName(error) };
  if (code === 'EPROTO' || code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_')) {
    const reason = opensslReason(message);
    // node:https says EPROTO with OpenSSL's reason in the message; undici, this code.
    const text =
      code === 'ERR_SSL_WRONG_VERSION_NUMBER' ||
      reason === 'wrong version number' ||
      reason === 'packet length too long'
        ? 'the server did not answer in TLS (plain http on this port?)'
        : `the TLS handshake failed (${reason ?? code})`;
    return { problem: 'handshake', code, text };
  }
  return null;
}

/** "the certificate is not valid for 127.0.0.1 (it names other.test)". */
function wrongName(error: ErrorLike): string {
  const host = typeof error.host === 'string' && error.host !== '' ? error.host : 'this host name';
  const altNames = error.cert?.subjectaltname;
  const names =
    typeof altNames === 'string'
      ? altNames
          .split(',')
          .map((name) => name.trim().replace(/^(DNS|IP Address):/, ''))
          .filter((name) => name !== '')
          .join(', ')
      : '';
  const shown =
    names.length > MAX_NAMES_LENGTH ? `${names.slice(0, MAX_NAMES_LENGTH - 3)}...` : names;
  return `the certificate is not valid for ${host}${shown ? ` (it names ${shown})` : ''}`;
}

/** "wrong version number" from OpenSSL's "...:error:0A00010B:SSL routines:fn:wrong version number:file:line". */
function opensslReason(message: string): string | null {
  return /:SSL routines:[^:]*:([^:]+):/.exec(message)?.[1]?.trim() || null;
}

/**
 * Whether a failure's text names a certificate this machine does not trust ("... (DEPTH_ZERO_
 * SELF_SIGNED_CERT)"): a report's failure crosses the API as text and a kind (`tls_error`), and
 * only this kind is mended by trusting a CA.
 */
export function namesUntrustedCertificate(text: string): boolean {
  const code = /\(([A-Z_]+)\)$/.exec(text)?.[1];
  return code !== undefined && code in UNTRUSTED;
}
