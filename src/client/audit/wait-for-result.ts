// Waits for a report that was created without a result (our reference service generates
// asynchronously; deployed services answer the POST with the result and never get here).
import { setTimeout as sleep } from 'node:timers/promises';
import { isApiError, type Report, type SeoReportClient } from '../api/index.js';

const DEFAULT_POLL_INTERVAL = { first: 250, max: 15_000 };
const GROWTH = 1.5;
const LONG_POLL_SECONDS = 10;
/** A read answered this much sooner than `wait` asked was not held: the service ignores it. */
const HELD_FRACTION = 0.9;
/** Shortest pause between two reads of one report. */
const MIN_PAUSE_MS = 50;
/** Generation times remembered for the estimate. */
const SAMPLES = 20;

/**
 * How long this run's reports take to generate (created_at to generated_at, on the service's
 * clock), so that a service that ignores `wait` is read again when its report is likely done
 * instead of on a blind schedule: 100 reports of 200 ms took 25.9 s polled from 1 s, against a
 * bound of 5 s.
 */
export class GenerationPace {
  private readonly samples: number[] = [];
  /** Set once the service answered a read early without a result: it does not hold reads. */
  waitIgnored = false;

  record(report: Report): void {
    const created = Date.parse(report.createdAt ?? '');
    const generated = Date.parse(report.generatedAt ?? '');
    if (Number.isNaN(created) || Number.isNaN(generated) || generated < created) return;
    this.samples.push(generated - created);
    if (this.samples.length > SAMPLES) this.samples.shift();
  }

  /** The median generation time seen so far; null before the first report. */
  typicalMs(): number | null {
    if (this.samples.length === 0) return null;
    const sorted = [...this.samples].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] as number;
  }
}

/**
 * Reads the report at once, asking the service to hold the answer until it has a result
 * (`wait=N`, our reference service's long poll). A service that held the read is asked again at
 * once. One that answered early (deployed services ignore `wait`) is asked again when this run's
 * reports have typically been done, or, before any is, on a backoff from `first` growing to
 * `max`. Transient failures of a read (the service restarting, a proxy 502) do not end the
 * wait: the report is still there, and only the deadline in `signal` does. A 404 does: the
 * report was deleted meanwhile.
 */
export async function waitForResult(
  client: SeoReportClient,
  id: string,
  signal: AbortSignal,
  interval: { first: number; max: number } = DEFAULT_POLL_INTERVAL,
  pace: GenerationPace = new GenerationPace(),
): Promise<Report> {
  const started = Date.now();
  let wait = interval.first;
  let misses = 0;
  const expected = pace.typicalMs();
  if (pace.waitIgnored && expected !== null) {
    // A read at once would only find it unfinished: first read when reports are usually done.
    await sleep(expected, undefined, { signal });
    misses = 1;
    wait = Math.max(MIN_PAUSE_MS, Math.min(interval.max, Math.round(expected / 4)));
  }
  for (;;) {
    const asked = Date.now();
    let held = false;
    try {
      const report = await client.getReport(id, { signal, waitSeconds: LONG_POLL_SECONDS });
      if (report.generated) {
        pace.record(report);
        return report;
      }
      held = Date.now() - asked >= LONG_POLL_SECONDS * 1000 * HELD_FRACTION;
      if (!held) pace.waitIgnored = true;
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.code === 'not_found') {
        throw new Error(`report ${id}: it was deleted before it had a result`);
      }
      if (!['server_error', 'network', 'timeout', 'rate_limited'].includes(error.code)) throw error;
    }
    if (held) continue;
    const typical = pace.typicalMs();
    let pause = wait;
    if (misses === 0 && typical !== null) {
      // When this run's reports are typically done; then in quarters of that.
      pause = Math.max(MIN_PAUSE_MS, typical - (Date.now() - started));
      wait = Math.max(MIN_PAUSE_MS, Math.min(interval.max, Math.round(typical / 4)));
    } else {
      wait = Math.min(interval.max, Math.round(wait * GROWTH));
    }
    misses += 1;
    await sleep(pause, undefined, { signal });
  }
}
