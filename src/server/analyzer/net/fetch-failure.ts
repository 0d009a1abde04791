// Why a fetch gave no usable response, as a code (stable, for programs) and a message (one line,
// for a person). Expected failures are values of this class, never stack traces in a report.
// The address policy's refusal (RefusedAddressError) lives beside the policy in src/shared, since
// the runner's external link check refuses with it too; it is re-exported here for the analyzer.
import { RefusedAddressError } from '../../../shared/address-policy.js';
import { type ErrorCodeOf, SeoReportError } from '../../../shared/errors.js';
import { tlsFailureOf } from '../../../shared/tls-failure.js';

export { RefusedAddressError };

type FetchFailureCode =
  | 'invalid_url'
  | 'unsupported_scheme'
  | 'refused_address'
  | 'dns_error'
  | 'connection_error'
  | 'tls_error'
  | 'timeout'
  | 'too_many_redirects'
  | 'redirect_loop'
  | 'bad_redirect'
  | 'bad_response'
  | 'too_large'
  | 'bad_content_encoding'
  | 'bad_charset'
  | 'bad_encoding'
  | 'fetch_error';

/**
 * The stable code of each kind; `code` stays the kind, as a report's failure carries it (the
 * tests map a report's kind back to its code with this).
 */
export const FETCH_ERROR_CODES: Record<FetchFailureCode, ErrorCodeOf<'FetchFailure'>> = {
  invalid_url: 'SEO_FETCH_INVALID_URL',
  unsupported_scheme: 'SEO_FETCH_UNSUPPORTED_SCHEME',
  refused_address: 'SEO_FETCH_REFUSED_ADDRESS',
  dns_error: 'SEO_FETCH_DNS_ERROR',
  connection_error: 'SEO_FETCH_CONNECTION_ERROR',
  tls_error: 'SEO_FETCH_TLS_ERROR',
  timeout: 'SEO_FETCH_TIMEOUT',
  too_many_redirects: 'SEO_FETCH_TOO_MANY_REDIRECTS',
  redirect_loop: 'SEO_FETCH_REDIRECT_LOOP',
  bad_redirect: 'SEO_FETCH_BAD_REDIRECT',
  bad_response: 'SEO_FETCH_BAD_RESPONSE',
  too_large: 'SEO_FETCH_TOO_LARGE',
  bad_content_encoding: 'SEO_FETCH_BAD_CONTENT_ENCODING',
  bad_charset: 'SEO_FETCH_BAD_CHARSET',
  bad_encoding: 'SEO_FETCH_BAD_ENCODING',
  fetch_error: 'SEO_FETCH_ERROR',
};

export class FetchFailure extends SeoReportError {
  override readonly name = 'FetchFailure';
  constructor(
    readonly code: FetchFailureCode,
    message: string,
  ) {
    super(message);
  }

  get errorCode(): ErrorCodeOf<'FetchFailure'> {
    return FETCH_ERROR_CODES[this.code];
  }
}

const TLS_CODES = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'CERT_REVOKED',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'CERT_SIGNATURE_FAILURE',
  'HOSTNAME_MISMATCH',
  'EPROTO',
]);

const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
]);

/** Turns whatever undici, net, tls or dns threw into a FetchFailure that names the URL. */
export function classifyFetchError(error: unknown, url: string): FetchFailure {
  if (error instanceof FetchFailure) return error;
  if (error instanceof RefusedAddressError) {
    return new FetchFailure('refused_address', `${url}: ${error.message}`);
  }
  const err = (error ?? {}) as { code?: unknown; message?: unknown; cause?: unknown };
  const code = typeof err.code === 'string' ? err.code : '';
  const message = typeof err.message === 'string' ? err.message : String(error);
  if (err.cause instanceof RefusedAddressError) return classifyFetchError(err.cause, url);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_FAIL' || code === 'ENODATA') {
    return new FetchFailure('dns_error', `${url}: the host name could not be resolved (${code})`);
  }
  if (TIMEOUT_CODES.has(code)) return new FetchFailure('timeout', `${url}: timed out (${code})`);
  if (TLS_CODES.has(code) || code.startsWith('ERR_TLS_') || code.startsWith('ERR_SSL_')) {
    // What failed in one line ("the certificate has expired"), never OpenSSL's error dump.
    const tls = tlsFailureOf(error);
    return new FetchFailure('tls_error', `${url}: TLS error: ${tls?.text ?? message} (${code})`);
  }
  if (CONNECTION_CODES.has(code)) {
    return new FetchFailure('connection_error', `${url}: connection failed: ${message} (${code})`);
  }
  const name = (error as { name?: unknown } | null)?.name;
  if (
    code.startsWith('HPE_') ||
    code === 'UND_ERR_HEADERS_OVERFLOW' ||
    name === 'HTTPParserError'
  ) {
    // undici's HTTPParserError may carry no code: no empty brackets then.
    return new FetchFailure(
      'bad_response',
      `${url}: the server sent a malformed response${code ? ` (${code})` : ''}`,
    );
  }
  if (error instanceof AggregateError && error.errors.length > 0) {
    return classifyFetchError(error.errors[0], url);
  }
  return new FetchFailure('fetch_error', `${url}: ${message}${code ? ` (${code})` : ''}`);
}
