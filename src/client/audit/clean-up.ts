// The cleanup after an audit (the action's post step): find the reports of creates that were cut
// off, then delete every report the run made through the one delete routine (delete-reports.ts).
// Nothing here fails: what could not be deleted is returned and said.
import { isApiError, type SeoReportClient } from '../api/index.js';
import { reportsCreatedSince } from './create-once.js';
import {
  type DeleteOutcome,
  deleteByIds,
  type Gone,
  onceMoreAfterServerError,
} from './delete-reports.js';

interface CleanUpRequest {
  /** Report ids the run made. */
  ids: string[];
  /** URLs whose create was cut off, and the highest report id seen before the first create. */
  uncertain: { watermark: string | null; urls: string[] };
  concurrency: number;
  /** Pause before the second try after a 500 (tests shorten it). */
  pauseMs?: number;
}

interface CleanUpResult extends DeleteOutcome {
  /** Reports of cut-off creates that the sweep found (also in `deleted` when they went). */
  swept: string[];
}

/** What the cleanup did and could not do, as data: the face words it. */
export type CleanUpEvent =
  | { kind: 'deleted'; id: string; how: Gone }
  | { kind: 'delete_failed'; id: string; error: unknown }
  | { kind: 'swept'; id: string; url: string }
  | { kind: 'sweep_impossible'; urls: string[] }
  | { kind: 'sweep_failed'; url: string; error: unknown };

export async function cleanUp(
  client: SeoReportClient,
  request: CleanUpRequest,
  onEvent: (event: CleanUpEvent) => void,
  deadline: AbortSignal,
): Promise<CleanUpResult> {
  const swept = await sweepCutOffCreates(client, request, deadline, onEvent);
  const outcome = await deleteByIds(
    client,
    [...request.ids, ...swept],
    {
      concurrency: request.concurrency,
      deadline,
      ...(request.pauseMs === undefined ? {} : { pauseMs: request.pauseMs }),
    },
    {
      onDeleted: (id, how) => onEvent({ kind: 'deleted', id, how }),
      onFailed: (id, error) => onEvent({ kind: 'delete_failed', id, error }),
    },
  );
  return { ...outcome, swept };
}

/** The POSTs one create sends at most (create-once.ts, maxAttempts). */
const MAX_CUT_OFF_POSTS = 3;

/**
 * The reports made by creates that were cut off (the main step stopped, or could not tell,
 * while a POST was in flight): the URL's reports above the watermark that the run did not know.
 */
async function sweepCutOffCreates(
  client: SeoReportClient,
  { ids, uncertain, pauseMs }: CleanUpRequest,
  signal: AbortSignal,
  onEvent: (event: CleanUpEvent) => void,
): Promise<string[]> {
  if (uncertain.urls.length === 0) return [];
  if (uncertain.watermark === null) {
    onEvent({ kind: 'sweep_impossible', urls: uncertain.urls });
    return [];
  }
  const watermark = BigInt(uncertain.watermark);
  const found: string[] = [];
  for (const url of uncertain.urls) {
    try {
      const reports = await onceMoreAfterServerError(
        () => reportsCreatedSince(client, url, watermark, signal),
        signal,
        pauseMs,
      );
      // A cut-off create sent at most MAX_CUT_OFF_POSTS POSTs, so it made at most that many
      // reports: the oldest above the watermark (the list is newest first). A service that lists
      // more cannot make the cleanup delete reports this run never made.
      for (const report of reports.slice(-MAX_CUT_OFF_POSTS)) {
        if (ids.includes(report.id) || found.includes(report.id)) continue;
        found.push(report.id);
        onEvent({ kind: 'swept', id: report.id, url });
      }
    } catch (error) {
      if (isApiError(error) && error.code === 'aborted') break;
      onEvent({ kind: 'sweep_failed', url, error });
    }
  }
  return found;
}
