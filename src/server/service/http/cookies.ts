import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** The value of one cookie of the request, or null. */
export function readCookie(request: IncomingMessage, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * Whether the visitor reached us over https: our own TLS, or a proxy in front that says so. The
 * header can be sent by anyone, but all it can do is add `Secure` to the visitor's own cookie.
 */
export function cameOverHttps(request: IncomingMessage): boolean {
  if ((request.socket as TLSSocket).encrypted) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0];
  return first?.trim().toLowerCase() === 'https';
}

interface CookieOptions {
  path: string;
  /** Seconds; 0 deletes the cookie. Absent: a browser-session cookie. */
  maxAgeSeconds?: number;
}

/** A Set-Cookie value that scripts cannot read and other sites' requests do not carry. */
export function cookieHeader(
  request: IncomingMessage,
  name: string,
  value: string,
  options: CookieOptions,
): string {
  const parts = [`${name}=${value}`, `Path=${options.path}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (cameOverHttps(request)) parts.push('Secure');
  return parts.join('; ');
}
