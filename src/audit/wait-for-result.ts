// Waits for a report that was created without a result (our reference service generates
// asynchronously; deployed services answer the POST with the result and never get here).
import { setTimeout as sleep } from 'node:timers/promises';
import { isApiError, type Report, type SeoReportClient } from '../api/index.js';

export const DEFAULT_POLL_INTERVAL = { first: 1_000, max: 15_000 };
const GROWTH = 1.5;
const LONG_POLL_SECONDS = 10;

/**
 * Asks for the report on a backoff that starts short and grows to `max`, until it has a result
 * or a generation error. Transient failures of a poll (the service restarting, a proxy 502) do
 * not end the wait: the report is still there, and only the deadline in `signal` does. A 404
 * does: the report was deleted meanwhile.
 */
export async function waitForResult(
  client: SeoReportClient,
  id: string,
  signal: AbortSignal,
  interval: { first: number; max: number } = DEFAULT_POLL_INTERVAL,
): Promise<Report> {
  let wait = interval.first;
  for (;;) {
    await sleep(wait, undefined, { signal });
    wait = Math.min(interval.max, Math.round(wait * GROWTH));
    try {
      // Our reference service holds this answer until the report is done (long poll), so one
      // read usually suffices; deployed services ignore `wait` and the backoff above applies.
      const report = await client.getReport(id, { signal, waitSeconds: LONG_POLL_SECONDS });
      if (report.generated) return report;
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.code === 'not_found') {
        throw new Error(`report ${id}: it was deleted before it had a result`);
      }
      if (!['server_error', 'network', 'timeout', 'rate_limited'].includes(error.code)) throw error;
    }
  }
}
