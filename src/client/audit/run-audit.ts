// The audit: for each URL, create a report, wait until it has a result, record the outcome.
// At most `concurrency` URLs are in flight; one URL's failure is recorded and the others go on;
// an authentication or configuration failure stops everything at once (it would repeat for
// every URL); the whole audit stops at its deadline or when the caller cancels.
import pLimit from 'p-limit';
import {
  isApiError,
  isGarbled,
  type Report,
  type SeoReportApiError,
  type SeoReportClient,
} from '../api/index.js';
import { compactReport } from './compact-report.js';
import { ReportCreator } from './create-once.js';
import { pendingOutcome, ReportSpill } from './report-spill.js';
import type {
  AuditHooks,
  AuditPlan,
  AuditResult,
  Failure,
  StartReport,
  UrlOutcome,
} from './types.js';
import { GenerationPace, waitForResult } from './wait-for-result.js';

/** Errors that would be the same for every URL: stop the audit instead of repeating them. */
const FATAL_CODES = new Set([
  'unauthenticated',
  'forbidden',
  'redirect',
  'html_page',
  'garbled',
  'not_the_api',
  'invalid_parameter',
  // Nothing answers at base-url: refused, or a host name that does not resolve.
  'unreachable',
  // Its certificate is refused: every request makes the same handshake.
  'tls',
]);

export async function runAudit(
  client: SeoReportClient,
  plan: AuditPlan,
  hooks: AuditHooks = {},
  cancel?: AbortSignal,
  /** Refresh mode passes its own; by default each URL gets a new report. */
  start?: StartReport,
): Promise<AuditResult> {
  const auditor = createAuditor(client, plan, hooks, cancel, start);
  // `concurrency` loops that each take the next URL: a promise per URL made up front (10,000 of
  // them for a whole site, each with its closures) would be memory that grows with the list.
  const outcomes: UrlOutcome[] = new Array(plan.urls.length);
  let next = 0;
  const takeNext = async () => {
    while (next < plan.urls.length) {
      const index = next++;
      outcomes[index] = await auditor.audit(plan.urls[index] as string);
    }
  };
  const loops = Math.max(1, Math.min(plan.concurrency, plan.urls.length));
  await Promise.all(Array.from({ length: loops }, takeNext));
  return auditor.result(outcomes);
}

/**
 * One audit run's machinery, for callers that feed it URLs as they find them (a crawl, which
 * learns its pages from the pages already audited): `audit` takes one URL into the run's pool of
 * `concurrency`, and `result` closes the run over the outcomes in the caller's order.
 */
export interface Auditor {
  audit(url: string): Promise<UrlOutcome>;
  /** The run stopped: a fatal error, its deadline or the caller's cancellation. */
  readonly stopped: boolean;
  result(outcomes: UrlOutcome[]): AuditResult;
}

export function createAuditor(
  client: SeoReportClient,
  plan: Omit<AuditPlan, 'urls'>,
  hooks: AuditHooks = {},
  cancel?: AbortSignal,
  start?: StartReport,
): Auditor {
  const started = Date.now();
  const stopAll = new AbortController();
  let fatal: SeoReportApiError | null = null;
  const deadline = plan.deadline ?? AbortSignal.timeout(plan.timeoutMs);
  const signal = AbortSignal.any([stopAll.signal, deadline, ...(cancel ? [cancel] : [])]);
  const limit = pLimit(plan.concurrency);
  const creator = start ? null : reportCreatorFor(client, hooks);
  const pace = new GenerationPace();
  // One copy of each internal link target for the whole run (compact-report.ts).
  const sharedUrls = new Map<string, string>();
  // Past the first reports, the settled ones wait in a temporary file (report-spill.ts).
  const spill = new ReportSpill();

  const auditOne = async (url: string): Promise<UrlOutcome> => {
    // Its report may come to wait in the run's file: an outcome made ready for that.
    const outcome = pendingOutcome(url);
    const urlStarted = Date.now();
    try {
      if (signal.aborted) throw signal.reason;
      const begun = start
        ? await start(url, signal)
        : {
            report: await (creator as ReportCreator).create(
              { url, privacy: plan.privacy, password: plan.password, project: plan.project },
              signal,
            ),
            action: 'created' as const,
          };
      let report = begun.report;
      outcome.reportId = report.id;
      if (start) outcome.action = begun.action;
      if (begun.action === 'created') hooks.onReportCreated?.(report.id, url);
      else hooks.onReportRefreshed?.(report.id, url);
      if (!report.generated)
        report = await waitForResult(client, report.id, signal, plan.pollIntervalMs, pace);
      settle(outcome, compactReport(report, plan.keepRawReports === true, sharedUrls), spill);
    } catch (error) {
      outcome.failure = failureOf(error, {
        deadline,
        cancel,
        fatal: () => fatal,
        timeoutMs: plan.timeoutMs,
      });
      if (
        isApiError(error) &&
        FATAL_CODES.has(error.code) &&
        !garbledAfterContact(error, creator) &&
        fatal === null
      ) {
        fatal = error;
        stopAll.abort(new Error('the audit stopped'));
      }
    }
    outcome.durationMs = Date.now() - urlStarted;
    hooks.onUrlDone?.(outcome);
    return outcome;
  };

  return {
    audit: (url) => limit(() => auditOne(url)),
    get stopped() {
      return signal.aborted;
    },
    result: (outcomes) => ({
      outcomes,
      fatal,
      cancelled: cancel?.aborted ?? false,
      durationMs: Date.now() - started,
    }),
  };
}

/** The creator of one run, reporting to the run's hooks. */
export function reportCreatorFor(client: SeoReportClient, hooks: AuditHooks): ReportCreator {
  const creator: ReportCreator = new ReportCreator(client, {
    onUncertain: (url) => hooks.onCreateUncertain?.(url, creator.watermark),
    ...(hooks.onNote ? { onNote: hooks.onNote } : {}),
  });
  return creator;
}

/**
 * A 2xx that is not the JSON expected, once the service has answered this key in JSON (a create
 * of this run succeeded): an answer mangled on the way, which says nothing about base-url
 * or the key and would not repeat for every URL. It fails this URL only.
 */
function garbledAfterContact(error: SeoReportApiError, creator: ReportCreator | null): boolean {
  return creator?.contacted === true && isGarbled(error);
}

function settle(outcome: UrlOutcome, report: Report, spill: ReportSpill): void {
  spill.keep(outcome, report);
  if (report.generationError) {
    outcome.failure = {
      kind: 'not_audited',
      reportId: report.id,
      reason: report.generationError,
      code: report.generationErrorCode,
    };
  } else if (report.grade === null) {
    outcome.failure = {
      kind: 'message',
      text: `report ${report.id}: the service returned no result`,
    };
  } else {
    outcome.grade = report.grade;
    outcome.score = report.score;
  }
}

function failureOf(
  error: unknown,
  context: {
    deadline: AbortSignal;
    cancel: AbortSignal | undefined;
    fatal: () => SeoReportApiError | null;
    timeoutMs: number;
  },
): Failure {
  // A stop shows up as the client's 'aborted' error or as the raw abort reason: say which stop.
  const stop = !isApiError(error) || error.code === 'aborted';
  if (stop) {
    if (context.cancel?.aborted) return { kind: 'cancelled' };
    if (context.deadline.aborted) return { kind: 'timeout', timeoutMs: context.timeoutMs };
    const fatal = context.fatal();
    if (fatal) return { kind: 'stopped', cause: fatal };
  }
  if (isApiError(error)) return { kind: 'api', error };
  return { kind: 'message', text: error instanceof Error ? error.message : String(error) };
}
