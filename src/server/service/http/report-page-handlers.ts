import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { MAX_REPORT_PASSWORD_LENGTH } from '../../../shared/interface.js';
import { renderPasswordPage, renderReportPage } from '../../../shared/pages/render-report-page.js';
import { verifyReportPassword } from '../report-passwords.js';
import type { ReportRecord } from '../report-store.js';
import type { RateDecision } from '../request-throttle.js';
import { GateFullError } from '../work-gate.js';
import type { RequestInfo, ServiceContext } from './context.js';
import { cookieHeader, readCookie } from './cookies.js';
import { HttpError } from './errors.js';
import { parseReportId } from './report-handlers.js';
import { readFormBody } from './request-body.js';
import { sendHtml } from './respond.js';
import { serializeReport } from './serialize.js';
import {
  type PrivateReason,
  renderPrivateReportPage,
  renderReportNotFoundPage,
} from './service-pages.js';
import { viewerOf } from './session-handlers.js';

// The human face of a report, the link the action puts in job summaries. Public reports are
// shown to anyone; password reports once the password was entered (remembered in a cookie signed
// with the server's secret and bound to the password's hash, so changing the password logs
// everyone out); private reports only to their owner: the owner's key as a bearer header (API
// clients) or a browser signed in with it (session-handlers.ts). Anyone else is told the report
// is private and where to sign in (401) rather than shown a "not found" that reads like a
// broken link; that tells them only that the id exists. A visitor with another key gets what
// the API answers it for someone else's report: 404, worded so that they can switch keys.

function cookieName(id: number): string {
  return `seo_report_${id}`;
}

function cookieValue(context: ServiceContext, report: ReportRecord): string {
  return createHmac('sha256', context.pageSecret)
    .update(`${report.id}:${report.passwordHash ?? ''}`)
    .digest('base64url');
}

function hasUnlocked(
  context: ServiceContext,
  request: IncomingMessage,
  report: ReportRecord,
): boolean {
  const given = readCookie(request, cookieName(report.id));
  if (!given) return false;
  const expected = Buffer.from(cookieValue(context, report));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

type Visibility =
  | { kind: 'visible'; report: ReportRecord; owner: boolean }
  /** Private, and the visitor has no key or sign-in at all: they are told to sign in. */
  | { kind: 'private'; reason: PrivateReason }
  /** No such report, or a private one of another key: what the API answers that key too. */
  | { kind: 'missing'; signedIn: boolean };

/** The report if this visitor may read it (or be asked its password); else why not. */
function visibleReport(context: ServiceContext, info: RequestInfo): Visibility {
  const id = parseReportId(info.params);
  const viewer = viewerOf(context, info.request);
  const report = id === null ? null : context.reports.get(id);
  const owner = report !== null && viewer.userId === report.userId;
  if (report === null || (report.privacy === 1 && !owner && viewer.userId !== null)) {
    return { kind: 'missing', signedIn: viewer.userId !== null };
  }
  if (report.privacy === 1 && !owner) {
    return { kind: 'private', reason: viewer.expired ? 'expired' : 'signed_out' };
  }
  return { kind: 'visible', report, owner };
}

/** Whatever is not the report: 401 with a sign-in link for a private one, or 404. */
function sendHidden(info: RequestInfo, visibility: Exclude<Visibility, { kind: 'visible' }>): void {
  const path = info.url.pathname;
  if (visibility.kind === 'missing') {
    sendHtml(info.response, 404, renderReportNotFoundPage(visibility.signedIn ? path : null));
    return;
  }
  sendHtml(info.response, 401, renderPrivateReportPage(path, visibility.reason));
}

export function showReportPage(context: ServiceContext, info: RequestInfo): void {
  const visible = visibleReport(context, info);
  if (visible.kind !== 'visible') {
    sendHidden(info, visible);
    return;
  }
  const { report, owner } = visible;
  if (report.privacy === 2 && !owner && !hasUnlocked(context, info.request, report)) {
    sendHtml(info.response, 200, renderPasswordPage(info.url.pathname, false));
    return;
  }
  sendHtml(info.response, 200, renderReportPage(serializeReport(report)));
}

export async function unlockReportPage(context: ServiceContext, info: RequestInfo): Promise<void> {
  const visible = visibleReport(context, info);
  if (visible.kind !== 'visible') {
    sendHidden(info, visible);
    return;
  }
  const { report, owner } = visible;
  const path = info.url.pathname;
  // The owner reads with the key and has nothing to unlock: never a guess, never counted.
  if (report.privacy !== 2 || report.passwordHash === null || owner) {
    info.response.writeHead(303, { Location: path });
    info.response.end();
    return;
  }
  const address = info.request.socket.remoteAddress ?? 'unknown';
  const perAddress = context.passwordLimiter.hit(`${address}:${report.id}`);
  if (!perAddress.allowed) throw tooManyAttempts(perAddress);
  // Many addresses together get no more wrong guesses at one report than its own budget.
  const reportKey = String(report.id);
  const perReport = context.reportPasswordLimiter.hit(reportKey);
  if (!perReport.allowed) throw tooManyAttempts(perReport);
  let checkedWrong = false;
  try {
    const fields = await readFormBody(info.request, context.options.maxBodyBytes);
    const password = fields.get('password') ?? '';
    const hash = report.passwordHash;
    let matches = false;
    // Neither an empty guess nor one longer than any password can match: not hashed, not counted.
    if (password !== '' && password.length <= MAX_REPORT_PASSWORD_LENGTH) {
      try {
        matches = await context.passwordGate.run(() => verifyReportPassword(password, hash));
      } catch (error) {
        if (!(error instanceof GateFullError)) throw error;
        throw new HttpError(429, 'Too many password checks at once. Try again.', {
          'Retry-After': '1',
        });
      }
      checkedWrong = !matches;
    }
    if (!matches) return sendHtml(info.response, 403, renderPasswordPage(path, true));
    info.response.writeHead(303, {
      Location: path,
      'Set-Cookie': cookieHeader(
        info.request,
        cookieName(report.id),
        cookieValue(context, report),
        {
          path,
        },
      ),
    });
    info.response.end();
  } finally {
    // Only a checked wrong guess spends the report's budget: a right password, a guess turned
    // away at the gate and a body that could not be read give theirs back.
    if (!checkedWrong) context.reportPasswordLimiter.refund(reportKey, perReport);
  }
}

/** What both password limits answer, as the API's rate limit does. */
function tooManyAttempts(decision: RateDecision): HttpError {
  return new HttpError(429, 'Too Many Attempts.', {
    'Retry-After': String(decision.retryAfterSeconds),
  });
}
