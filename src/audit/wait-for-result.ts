// Waits for a report that was created without a result (our reference service generates
// asynchronously; deployed services answer the POST with the result and never get here).
import { setTimeout as sleep } from 'node:timers/promises';
import { isApiError, type Report, type SeoReportClient } from '../api/index.js';

export const DEFAULT_POLL_INTERVAL = { first: 1_000, max: 15_000 };
const GROWTH = 1.5;
const LONG_POLL_SECONDS = 10;
/** A read answered this much sooner than `wait` asked was not held: the service ignores it. */
const HELD_FRACTION = 0.9;

/**
 * Reads the report at once, asking the service to hold the answer until it has a result
 * (`wait=N`, our reference service's long poll). A service that held the read is asked again at
 * once; one that answered early (deployed services ignore `wait`) is asked on a backoff that
 * starts at `first` and grows to `max`. Transient failures of a read (the service restarting, a
 * proxy 502) do not end the wait: the report is still there, and only the deadline in `signal`
 * does. A 404 does: the report was deleted meanwhile.
 */
export async function waitForResult(
  client: SeoReportClient,
  id: string,
  signal: AbortSignal,
  interval: { first: number; max: number } = DEFAULT_POLL_INTERVAL,
): Promise<Report> {
  let wait = interval.first;
  for (;;) {
    const asked = Date.now();
    let held = false;
    try {
      const report = await client.getReport(id, { signal, waitSeconds: LONG_POLL_SECONDS });
      if (report.generated) return report;
      held = Date.now() - asked >= LONG_POLL_SECONDS * 1000 * HELD_FRACTION;
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.code === 'not_found') {
        throw new Error(`report ${id}: it was deleted before it had a result`);
      }
      if (!['server_error', 'network', 'timeout', 'rate_limited'].includes(error.code)) throw error;
    }
    if (held) continue;
    await sleep(wait, undefined, { signal });
    wait = Math.min(interval.max, Math.round(wait * GROWTH));
  }
}
