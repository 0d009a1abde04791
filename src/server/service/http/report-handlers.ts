import { setTimeout as sleep } from 'node:timers/promises';
import { projectForUrl } from '../clean-url.js';
import { QueueFullError } from '../generation-queue.js';
import { hashReportPassword } from '../report-passwords.js';
import type { Privacy, ReportRecord } from '../report-store.js';
import { AnswerCache } from './answer-cache.js';
import type { RequestInfo, ServiceContext } from './context.js';
import { HttpError, notFound } from './errors.js';
import { sendWholeJson, streamListPage } from './pagination.js';
import { readFormBody } from './request-body.js';
import { sendJson, sendJsonData } from './respond.js';
import { serializeReport } from './serialize.js';
import {
  parseCreateReport,
  parseReportListQuery,
  parseReportWait,
  parseUpdateReport,
} from './validation.js';

/** The report id in the path, or null when it cannot be one (the caller answers 404). */
export function parseReportId(params: string[]): number | null {
  const text = params[0] ?? '';
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

export function reportId(params: string[]): number {
  const id = parseReportId(params);
  if (id === null) throw notFound();
  return id;
}

function queueFull(error: QueueFullError): HttpError {
  return new HttpError(503, `The service is busy: ${error.message}. Try again later.`, {
    'Retry-After': '30',
  });
}

/** One cache of list answers per running service. */
const answerCaches = new WeakMap<ServiceContext, AnswerCache>();

export async function listReports(context: ServiceContext, info: RequestInfo): Promise<void> {
  const params = parseReportListQuery(info.url.searchParams);
  let cache = answerCaches.get(context);
  if (!cache) {
    cache = new AnswerCache();
    answerCaches.set(context, cache);
  }
  // The envelope's links carry the base URL and the query: both are part of what is cached.
  const key = `${info.userId} ${context.baseUrl()}${info.url.pathname}${info.url.search}`;
  const version = context.reports.version();
  const cached = cache.get(key, version);
  if (cached) {
    sendWholeJson(info.response, cached);
    return;
  }
  const page = context.reports.listStreamed({
    userId: info.userId,
    search: params.search,
    project: params.project,
    result: params.result,
    sortBy: params.sortBy,
    sort: params.sort,
    limit: params.perPage,
    offset: (params.page - 1) * params.perPage,
  });
  await streamListPage(context, info, page, params, (body) => cache.set(key, version, body));
}

export async function getReport(context: ServiceContext, info: RequestInfo): Promise<void> {
  const id = reportId(info.params);
  const wait = parseReportWait(info.url.searchParams);
  let report = context.reports.getOwned(id, info.userId);
  if (!report) throw notFound();
  if (wait > 0 && (report.state === 'pending' || report.state === 'running')) {
    // Long poll: hold the answer until the generation settles, the wait is over, or the
    // client goes away, so that a waiting client needs one read instead of many.
    const gone = new AbortController();
    info.response.once('close', () => gone.abort());
    await Promise.race([
      context.queue.whenSettled(id),
      sleep(wait * 1000, undefined, { signal: gone.signal }).catch(() => {}),
    ]);
    gone.abort();
    report = context.reports.getOwned(id, info.userId);
    if (!report) throw notFound();
  }
  sendJson(info.response, 200, { data: serializeReport(report) });
}

export async function createReport(context: ServiceContext, info: RequestInfo): Promise<void> {
  const fields = await readFormBody(info.request, context.options.maxBodyBytes);
  const input = parseCreateReport(fields);
  try {
    context.queue.assertRoom();
  } catch (error) {
    if (error instanceof QueueFullError) throw queueFull(error);
    throw error;
  }
  const passwordHash =
    input.password === undefined ? null : await hashReportPassword(input.password);
  const { report: created, settled: generated } = context.queue.create((state) =>
    context.reports.insert(
      {
        userId: info.userId,
        targetUrl: input.url,
        project: input.project ?? projectForUrl(input.url),
        privacy: input.privacy,
        passwordHash,
      },
      state,
    ),
  );
  if (context.options.generation === 'sync') await generated;
  // The stored item's text as it is (the embedded service answers every page of an audit
  // here, with its results: parsing them to write them again was a tenth of its main thread).
  const item = storedItem(context, created.id);
  if (item !== null) sendJsonData(info.response, 201, item);
  else sendJson(info.response, 201, { data: serializeReport(readBack(context, created)) });
}

/** The stored report's item as JSON, or null to answer from the record (see readBack). */
function storedItem(context: ServiceContext, id: number): Uint8Array | null {
  try {
    return context.reports.itemJson(id);
  } catch {
    return null;
  }
}

/**
 * The stored report as it is now, or as it was inserted when reading it back fails (a busy
 * database). Once the report exists the answer must be 201: an error would invite the client
 * to send the POST again and create a second report.
 */
function readBack(context: ServiceContext, created: ReportRecord): ReportRecord {
  try {
    return context.reports.get(created.id) ?? created;
  } catch {
    return created;
  }
}

export async function updateReport(context: ServiceContext, info: RequestInfo): Promise<void> {
  const id = reportId(info.params);
  const current = context.reports.getOwned(id, info.userId);
  if (!current) throw notFound();
  const fields = await readFormBody(info.request, context.options.maxBodyBytes);
  const input = parseUpdateReport(fields, current.passwordHash !== null);
  if (input.regenerate) {
    try {
      context.queue.assertRoom();
    } catch (error) {
      if (error instanceof QueueFullError) throw queueFull(error);
      throw error;
    }
  }
  let access: { privacy: Privacy; passwordHash: string | null } | null = null;
  if (input.privacy !== undefined || input.password !== undefined) {
    const privacy = input.privacy ?? current.privacy;
    // A password means something only with privacy 2; leaving 2 forgets it.
    let passwordHash: string | null = null;
    if (privacy === 2) {
      passwordHash =
        input.password === undefined
          ? current.passwordHash
          : await hashReportPassword(input.password);
    }
    access = { privacy, passwordHash };
  }
  // One transaction: a refused write leaves neither the new access nor the regeneration.
  if (access !== null || input.regenerate) {
    context.reports.update(id, access, input.regenerate);
  }
  if (input.regenerate) {
    const generated = context.queue.enqueue(id);
    if (context.options.generation === 'sync') await generated;
  }
  const report = context.reports.getOwned(id, info.userId);
  if (!report) throw notFound();
  sendJson(info.response, 200, { data: serializeReport(report) });
}

export function deleteReport(context: ServiceContext, info: RequestInfo): void {
  const id = reportId(info.params);
  if (!context.reports.delete(id, info.userId)) throw notFound();
  context.queue.cancel(id);
  sendJson(info.response, 200, { id, object: 'report', deleted: true });
}
