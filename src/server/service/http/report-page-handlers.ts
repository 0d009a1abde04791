import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { MAX_REPORT_PASSWORD_LENGTH } from '../../../shared/interface.js';
import {
  renderMessagePage,
  renderPasswordPage,
  renderReportPage,
} from '../../../shared/pages/render-report-page.js';
import { verifyReportPassword } from '../report-passwords.js';
import type { ReportRecord } from '../report-store.js';
import { GateFullError } from '../work-gate.js';
import { authenticate } from './auth.js';
import type { RequestInfo, ServiceContext } from './context.js';
import { HttpError } from './errors.js';
import { parseReportId } from './report-handlers.js';
import { readFormBody } from './request-body.js';
import { sendHtml } from './respond.js';
import { serializeReport } from './serialize.js';

// The human face of a report, the link the action puts in job summaries. Public reports are
// shown to anyone; password reports once the password was entered (remembered in a cookie signed
// with the server's secret and bound to the password's hash, so changing the password logs
// everyone out); private reports only to their owner's key. A hidden report looks missing.

function cookieName(id: number): string {
  return `seo_report_${id}`;
}

function cookieValue(context: ServiceContext, report: ReportRecord): string {
  return createHmac('sha256', context.pageSecret)
    .update(`${report.id}:${report.passwordHash ?? ''}`)
    .digest('base64url');
}

function readCookie(request: IncomingMessage, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
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

function sendNotFound(info: RequestInfo): void {
  sendHtml(
    info.response,
    404,
    renderMessagePage('Report not found', 'There is no report at this address, or it is private.'),
  );
}

/** The report if this visitor may know it exists (everything but another's private report). */
function visibleReport(
  context: ServiceContext,
  info: RequestInfo,
): { report: ReportRecord; owner: boolean } | null {
  const id = parseReportId(info.params);
  const report = id === null ? null : context.reports.get(id);
  if (!report) return null;
  const owner = authenticate(info.request, context.keys) === report.userId;
  if (report.privacy === 1 && !owner) return null;
  return { report, owner };
}

export function showReportPage(context: ServiceContext, info: RequestInfo): void {
  const visible = visibleReport(context, info);
  if (!visible) {
    sendNotFound(info);
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
  const report = visibleReport(context, info)?.report;
  if (!report) {
    sendNotFound(info);
    return;
  }
  const path = info.url.pathname;
  if (report.privacy !== 2 || report.passwordHash === null) {
    info.response.writeHead(303, { Location: path });
    info.response.end();
    return;
  }
  const address = info.request.socket.remoteAddress ?? 'unknown';
  // Per address and report, then per report whatever the address: many addresses together
  // get no more guesses at one report than the per-report cap.
  for (const decision of [
    context.passwordLimiter.hit(`${address}:${report.id}`),
    context.reportPasswordLimiter.hit(String(report.id)),
  ]) {
    if (!decision.allowed) {
      throw new HttpError(429, 'Too Many Attempts.', {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
  }
  const fields = await readFormBody(info.request, context.options.maxBodyBytes);
  const password = fields.get('password') ?? '';
  const hash = report.passwordHash;
  let matches = false;
  if (password !== '' && password.length <= MAX_REPORT_PASSWORD_LENGTH) {
    try {
      matches = await context.passwordGate.run(() => verifyReportPassword(password, hash));
    } catch (error) {
      if (!(error instanceof GateFullError)) throw error;
      throw new HttpError(429, 'Too many password checks at once. Try again.', {
        'Retry-After': '1',
      });
    }
  }
  if (!matches) return sendHtml(info.response, 403, renderPasswordPage(path, true));
  info.response.writeHead(303, {
    Location: path,
    'Set-Cookie': `${cookieName(report.id)}=${cookieValue(context, report)}; Path=${path}; HttpOnly; SameSite=Lax`,
  });
  info.response.end();
}
