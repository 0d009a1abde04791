// Deleting reports: the one routine behind the post step's cleanup and mode delete. Each report
// is deleted by id (a whole project too: its reports are listed, then deleted one by one, because
// deployed services' project delete also destroys an unrelated report; see docs/compatibility.md).
// A report already gone counts as deleted: the goal is that it is gone. A 500 is tried once more
// after a pause, though the client never retries one (retry.ts): a delete is safe to repeat, and
// one more request is cheaper than a report left behind. Nothing here throws for a failed delete:
// what could not be deleted is returned.
import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import { isApiError, type SeoReportClient } from '../api/index.js';
import { type CappedList, readAtMost } from './list-cap.js';

export interface DeleteOutcome {
  /** Every id that is gone now; `alreadyGone` is a subset. */
  deleted: string[];
  alreadyGone: string[];
  /** Ids not tried because the deadline had passed (or the run was cancelled). */
  left: string[];
  /** Ids whose delete failed, each with the error. */
  failed: { id: string; error: unknown }[];
}

/** How a report went: deleted now, said gone by the delete's answer, or not found (404). */
export type Gone = 'deleted' | 'already_gone' | 'not_found';

interface DeleteHooks {
  /** A report went (or was already gone). */
  onDeleted?: (id: string, how: Gone) => void;
  /** A report could not be deleted. */
  onFailed?: (id: string, error: unknown) => void;
}

/** Pause before the second try after a 500. */
const SERVER_ERROR_PAUSE_MS = 1_000;
/** Each delete's own limit, inside the overall deadline. */
const DELETE_TIMEOUT_MS = 60_000;

/** Deletes the reports by id, at most `concurrency` at once, in the order given. */
export async function deleteByIds(
  client: SeoReportClient,
  ids: string[],
  options: { concurrency: number; deadline: AbortSignal; pauseMs?: number },
  hooks: DeleteHooks = {},
): Promise<DeleteOutcome> {
  const { deadline } = options;
  const limit = pLimit(options.concurrency);
  const settled = await Promise.all(
    ids.map((id) =>
      limit(async () => {
        if (deadline.aborted) return { id, state: 'left' as const };
        try {
          const signal = AbortSignal.any([deadline, AbortSignal.timeout(DELETE_TIMEOUT_MS)]);
          const deletion = await onceMoreAfterServerError(
            () => client.deleteReport(id, { signal }),
            signal,
            options.pauseMs ?? SERVER_ERROR_PAUSE_MS,
          );
          return {
            id,
            state: deletion.alreadyGone ? ('already_gone' as const) : ('deleted' as const),
          };
        } catch (error) {
          if (isApiError(error) && error.code === 'not_found')
            return { id, state: 'not_found' as const };
          if (deadline.aborted) return { id, state: 'left' as const };
          return { id, state: 'failed' as const, error };
        }
      }),
    ),
  );
  // Reported in the order given, whatever order the answers came in.
  const outcome: DeleteOutcome = { deleted: [], alreadyGone: [], left: [], failed: [] };
  for (const item of settled) {
    if (item.state === 'left') outcome.left.push(item.id);
    else if (item.state === 'failed') {
      outcome.failed.push({ id: item.id, error: item.error });
      hooks.onFailed?.(item.id, item.error);
    } else {
      outcome.deleted.push(item.id);
      if (item.state !== 'deleted') outcome.alreadyGone.push(item.id);
      hooks.onDeleted?.(item.id, item.state);
    }
  }
  return outcome;
}

/**
 * A project's reports, for mode delete with a project and no ids: at most MAX_REPORTS_PER_RUN,
 * with `more` when the list goes on (a later run deletes the rest; a list that never ends
 * cannot make one run delete without bound).
 */
export async function listProjectReports(
  client: SeoReportClient,
  project: string,
  signal: AbortSignal,
): Promise<CappedList> {
  return readAtMost(client.reports({ project, perPage: 100 }, { signal }));
}

export async function onceMoreAfterServerError<T>(
  attempt: () => Promise<T>,
  signal: AbortSignal,
  pauseMs: number = SERVER_ERROR_PAUSE_MS,
): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!isApiError(error) || error.code !== 'server_error' || error.status !== 500) throw error;
    await sleep(pauseMs, undefined, { signal });
    return attempt();
  }
}
