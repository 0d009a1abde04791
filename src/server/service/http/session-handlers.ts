import type { IncomingMessage } from 'node:http';
import type { SessionLookup } from '../sessions.js';
import { authenticate } from './auth.js';
import type { RequestInfo, ServiceContext } from './context.js';
import { cookieHeader, readCookie } from './cookies.js';
import { safeNextPath } from './next-path.js';
import { readFormBody } from './request-body.js';
import { sendHtml } from './respond.js';
import {
  renderCrossSitePage,
  renderSignInPage,
  renderTooManyAttemptsPage,
  type SignInProblem,
} from './service-pages.js';

// Signing in with an API key, so that a person can open the private report links of a job
// summary in a browser. POST /login checks the key and sets a cookie holding a random session
// token (sessions.ts), never the key; POST /logout ends the session. The login form is the only
// POST that sets the sign-in cookie.

export const SESSION_COOKIE = 'seo_report_session';

/** No key is this long (ours are 46 characters): longer is refused without a lookup. */
const MAX_KEY_LENGTH = 1024;

/** Who is looking: the request's bearer key first (API clients), else the sign-in cookie. */
export interface Viewer {
  userId: number | null;
  /** The cookie named a session whose time is over: pages say so. */
  expired: boolean;
}

export function viewerOf(context: ServiceContext, request: IncomingMessage): Viewer {
  const bearer = authenticate(request, context.keys);
  if (bearer !== null) return { userId: bearer, expired: false };
  const session: SessionLookup = context.sessions.lookup(readCookie(request, SESSION_COOKIE));
  if (session.kind === 'valid') return { userId: session.userId, expired: false };
  return { userId: null, expired: session.kind === 'expired' };
}

/**
 * A form posted from another site's page (a browser says so in Sec-Fetch-Site): refused, so that
 * no site can sign a visitor into a key of its choosing, or out of theirs. Browsers without the
 * header still have SameSite=Lax, which keeps the cookie off other sites' POSTs.
 */
function refuseCrossSite(info: RequestInfo): boolean {
  if (info.request.headers['sec-fetch-site'] !== 'cross-site') return false;
  sendHtml(info.response, 403, renderCrossSitePage());
  return true;
}

export function showSignIn(context: ServiceContext, info: RequestInfo): void {
  const next = safeNextPath(info.url.searchParams.get('next'));
  const expired = viewerOf(context, info.request).expired;
  sendHtml(info.response, 200, renderSignInPage(next, expired ? 'expired' : null));
}

export async function signIn(context: ServiceContext, info: RequestInfo): Promise<void> {
  if (refuseCrossSite(info)) return;
  const address = info.request.socket.remoteAddress ?? 'unknown';
  // Counted before the check, given back when the key was right: attempts in flight at once
  // stay within the limit too. A key chosen by the operator (SEO_REPORT_API_KEY) may be short.
  const decision = context.signInLimiter.hit(address);
  if (!decision.allowed) {
    sendHtml(info.response, 429, renderTooManyAttemptsPage(decision.retryAfterSeconds), {
      'Retry-After': String(decision.retryAfterSeconds),
    });
    return;
  }
  let fields: Map<string, string>;
  try {
    fields = await readFormBody(info.request, context.options.maxBodyBytes);
  } catch (error) {
    context.signInLimiter.refund(address, decision);
    throw error;
  }
  const next = safeNextPath(fields.get('next'));
  const key = (fields.get('key') ?? '').trim();
  let problem: SignInProblem = null;
  let userId: number | null = null;
  if (key === '') problem = 'missing_key';
  else {
    userId = key.length <= MAX_KEY_LENGTH ? context.keys.userFor(key) : null;
    if (userId === null) problem = 'wrong_key';
  }
  if (userId === null) {
    if (problem === 'missing_key') context.signInLimiter.refund(address, decision);
    sendHtml(info.response, 401, renderSignInPage(next, problem));
    return;
  }
  context.signInLimiter.refund(address, decision);
  // A fresh token at every sign-in: a token planted in the browser before never becomes valid.
  context.sessions.end(readCookie(info.request, SESSION_COOKIE));
  const session = context.sessions.create(userId);
  info.response.writeHead(303, {
    Location: next,
    'Set-Cookie': cookieHeader(info.request, SESSION_COOKIE, session.token, {
      path: '/',
      maxAgeSeconds: session.maxAgeSeconds,
    }),
    'Cache-Control': 'no-store',
  });
  info.response.end();
}

export function signOut(context: ServiceContext, info: RequestInfo): void {
  if (refuseCrossSite(info)) return;
  context.sessions.end(readCookie(info.request, SESSION_COOKIE));
  info.response.writeHead(303, {
    Location: '/?signed-out=1',
    'Set-Cookie': cookieHeader(info.request, SESSION_COOKIE, '', { path: '/', maxAgeSeconds: 0 }),
    'Cache-Control': 'no-store',
  });
  info.response.end();
}
