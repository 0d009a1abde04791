// The cleanup after an audit (the action's post step): find the reports of creates that were cut
// off, then delete every report the run made. A report already gone counts as deleted: the goal
// is that it is gone. Nothing here fails: what could not be deleted is returned and said.
import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import { isApiError, type SeoReportClient } from '../api/index.js';
import { reportsCreatedSince } from './create-once.js';

export interface CleanUpRequest {
  /** Report ids the run made. */
  ids: string[];
  /** URLs whose create was cut off, and the highest report id seen before the first create. */
  uncertain: { watermark: string | null; urls: string[] };
  concurrency: number;
}

export interface CleanUpResult {
  /** Every id that is gone now, swept ones included; `alreadyGone` is a subset. */
  deleted: string[];
  alreadyGone: string[];
  /** Reports of cut-off creates that the sweep found (also in `deleted` when they went). */
  swept: string[];
  /** Ids not tried because `deadline` had passed. */
  left: string[];
  /** Ids whose delete failed, each with the reason. */
  failed: { id: string; reason: string }[];
}

export interface CleanUpHooks {
  /** What went, one line each. */
  onInfo?: (line: string) => void;
  /** What could not be done, one line each, with what to do about it. */
  onWarning?: (line: string) => void;
}

/**
 * A 500 is retried once here, after a pause, though the client never retries one (retry.ts):
 * a delete and a list are safe to repeat, and one more request is cheaper than a report left
 * behind on the service.
 */
const SERVER_ERROR_PAUSE_MS = 1_000;

export async function cleanUp(
  client: SeoReportClient,
  request: CleanUpRequest,
  hooks: CleanUpHooks = {},
  deadline: AbortSignal,
): Promise<CleanUpResult> {
  const info = (line: string) => hooks.onInfo?.(client.scrub(line));
  const warn = (line: string) => hooks.onWarning?.(client.scrub(line));
  const result: CleanUpResult = { deleted: [], alreadyGone: [], swept: [], left: [], failed: [] };

  result.swept = await sweepCutOffCreates(client, request, deadline, info, warn);
  const limit = pLimit(request.concurrency);
  await Promise.all(
    [...request.ids, ...result.swept].map((id) =>
      limit(async () => {
        if (deadline.aborted) {
          result.left.push(id);
          return;
        }
        try {
          const signal = AbortSignal.any([deadline, AbortSignal.timeout(60_000)]);
          const deletion = await onceMoreAfterServerError(
            () => client.deleteReport(id, { signal }),
            signal,
          );
          result.deleted.push(id);
          if (deletion.alreadyGone) result.alreadyGone.push(id);
          info(`Deleted report ${id}${deletion.alreadyGone ? ' (it was already gone)' : ''}.`);
        } catch (error) {
          if (isApiError(error) && error.code === 'not_found') {
            result.deleted.push(id);
            result.alreadyGone.push(id);
            info(`Report ${id} was already gone.`);
          } else if (deadline.aborted) {
            result.left.push(id);
          } else {
            const reason = error instanceof Error ? error.message : String(error);
            result.failed.push({ id, reason: client.scrub(reason) });
            warn(`Cleanup: could not delete report ${id}: ${reason}`);
          }
        }
      }),
    ),
  );
  return result;
}

/**
 * The reports made by creates that were cut off (the main step stopped, or could not tell,
 * while a POST was in flight): the URL's reports above the watermark that the run did not know.
 */
async function sweepCutOffCreates(
  client: SeoReportClient,
  { ids, uncertain }: CleanUpRequest,
  signal: AbortSignal,
  info: (line: string) => void,
  warn: (line: string) => void,
): Promise<string[]> {
  if (uncertain.urls.length === 0) return [];
  if (uncertain.watermark === null) {
    warn(
      `Cleanup: a create was cut off for ${uncertain.urls.join(', ')}, and the reports could not be listed before the audit, so a report it made cannot be told from older ones: check the service for it.`,
    );
    return [];
  }
  const watermark = BigInt(uncertain.watermark);
  const found: string[] = [];
  for (const url of uncertain.urls) {
    try {
      const reports = await onceMoreAfterServerError(
        () => reportsCreatedSince(client, url, watermark, signal),
        signal,
      );
      for (const report of reports) {
        if (ids.includes(report.id) || found.includes(report.id)) continue;
        found.push(report.id);
        info(`Cleanup: report ${report.id} of ${url} was made by a create that was cut off.`);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      warn(`Cleanup: could not look for a report of ${url} made by a cut-off create: ${message}`);
    }
  }
  return found;
}

async function onceMoreAfterServerError<T>(
  attempt: () => Promise<T>,
  signal: AbortSignal,
): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!isApiError(error) || error.code !== 'server_error' || error.status !== 500) throw error;
    await sleep(SERVER_ERROR_PAUSE_MS, undefined, { signal });
    return attempt();
  }
}
