// Creating each report exactly once over an unreliable network, for one request per page.
//
// A POST that fails after it may have reached the service (the connection reset after the
// request was sent, a proxy's 502 or 504, no answer in time, a 2xx whose body was cut off) may
// have created the report anyway. Sending it again would make a second report and, on deployed
// services, spend monthly quota twice. So after such a failure we look for a report of that URL
// above a watermark that no other URL of this run has claimed, and reuse it. Only when none is
// there, after a second look that gives a slow service time to store it, is the POST sent again.
//
// The watermark costs nothing when nothing fails. Ids grow with creation, so the highest id the
// run had been given before a POST was sent is below anything that POST made. Only a POST sent
// before any id was known (the run's first few, before the first answer) needs a request:
// after one fails, one list of the newest reports finds the highest id created before the run's
// first POST, reading `created_at` on the service's clock (our clock corrected by its Date
// header). Date has whole seconds, so a report of the same URL made by someone else within about
// a second before the run began could be taken for the run's own: that is the price, paid only
// when the first POST of a run fails ambiguously.
//
// What cannot be settled (the run stopped while a POST was in flight, or the service stayed
// ambiguous) is reported through `onUncertain`, so that cleanup can sweep for the report later.
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type CreateReportParams,
  isApiError,
  isGarbled,
  type Report,
  type SeoReportApiError,
  type SeoReportClient,
} from '../api/index.js';
import { reportMatches, searchTextFor } from './url-match.js';

interface CreateOnceOptions {
  /** POSTs sent for one URL at most, counting the first. */
  maxAttempts: number;
  /** Waits before each look for a report the failed POST may have made (the first is usually 0). */
  lookDelaysMs: number[];
  /** A URL whose create may have left a report nobody knows the id of. */
  onUncertain?: (url: string) => void;
  /** One line per reuse or resend, for the log. */
  onNote?: (line: string) => void;
}

const DEFAULT_CREATE_ONCE: CreateOnceOptions = {
  maxAttempts: 3,
  lookDelaysMs: [0, 1_500],
};

/** Failures after which the service may have created the report. */
export function mayHaveCreated(error: unknown): error is SeoReportApiError {
  if (!isApiError(error) || !error.mayHaveReachedService) return false;
  if (error.code === 'network' || error.code === 'timeout' || error.code === 'server_error') {
    return true;
  }
  // A 2xx whose body was not JSON (cut off, mangled by a proxy): the service did act.
  return isGarbled(error);
}

/** How long the watermark's list may take when the run itself has stopped. */
const LATE_LOOKUP_MS = 5_000;
/** Newest reports read to find the first one older than the run; past that, we cannot tell. */
const MAX_WATERMARK_SCAN = 1_000;

export class ReportCreator {
  /** Highest report id the run has been given; null before the first or when ids are not numbers. */
  private highestSeen: bigint | null = null;
  private idsOpaque = false;
  /** When the run sent its first POST (our clock). */
  private firstSentAt: number | null = null;
  /** Highest id created before the run's first POST, read once when first needed. */
  private beforeRun: Promise<bigint | null> | null = null;
  /** The lowest watermark an uncertain create used, for cleanup; `unknown` when one had none. */
  private uncertainFloor: bigint | 'unknown' | null = null;
  private listed = false;
  /** Report ids this run owns, so that two URLs never claim the same report. */
  private readonly claimed = new Set<string>();
  private readonly options: CreateOnceOptions;

  constructor(
    private readonly client: SeoReportClient,
    options: Partial<CreateOnceOptions> = {},
  ) {
    this.options = { ...DEFAULT_CREATE_ONCE, ...options };
  }

  /**
   * A watermark for the post step's sweep: below every report that an uncertain create may have
   * made. Null when none was uncertain, or when one could not be given a watermark.
   */
  get watermark(): string | null {
    return typeof this.uncertainFloor === 'bigint' ? String(this.uncertainFloor) : null;
  }

  /** Whether the service has answered this run in JSON (a create, or the watermark's list). */
  get contacted(): boolean {
    return this.highestSeen !== null || this.idsOpaque || this.listed;
  }

  async create(params: CreateReportParams, signal: AbortSignal): Promise<Report> {
    for (let attempt = 1; ; attempt++) {
      let failure: SeoReportApiError;
      const floor = this.highestSeen;
      this.firstSentAt ??= Date.now();
      try {
        const report = await this.client.createReport(params, { signal });
        this.claim(report.id);
        return report;
      } catch (error) {
        if (!mayHaveCreated(error) && !(isApiError(error) && error.code === 'aborted')) throw error;
        failure = error as SeoReportApiError;
      }
      const stopped = signal.aborted || failure.code === 'aborted';
      const watermark = await this.watermarkFor(floor, stopped ? null : signal);
      if (stopped || watermark === null) {
        this.uncertain(params.url, watermark);
        throw failure;
      }
      const found = await this.lookUp(params.url, watermark, signal);
      if (found === 'unknown') {
        this.uncertain(params.url, watermark);
        // Stopped while looking: say so (the deadline or a cancellation), not the POST's error.
        throw signal.aborted ? signal.reason : failure;
      }
      if (found !== null) {
        this.claim(found.id);
        this.options.onNote?.(
          `  ${params.url}: ${failure.message}; the service had created report ${found.id}: using it.`,
        );
        return found;
      }
      if (attempt >= this.options.maxAttempts) {
        // Not found twice: most likely never created, but a slow service may store it later.
        this.uncertain(params.url, watermark);
        throw failure;
      }
      this.options.onNote?.(
        `  ${params.url}: ${failure.message}; no report was created: sending it again.`,
      );
    }
  }

  private claim(id: string): void {
    this.claimed.add(id);
    const numeric = numericId(id);
    if (numeric === null) this.idsOpaque = true;
    else if (this.highestSeen === null || numeric > this.highestSeen) this.highestSeen = numeric;
  }

  private uncertain(url: string, watermark: bigint | null): void {
    if (watermark === null || this.uncertainFloor === 'unknown') this.uncertainFloor = 'unknown';
    else if (this.uncertainFloor === null || watermark < this.uncertainFloor)
      this.uncertainFloor = watermark;
    this.options.onUncertain?.(url);
  }

  /**
   * Below anything the failed POST made: the highest id known when it was sent, else the highest
   * id created before the run began. `signal` null: the run has stopped, allow a short look.
   */
  private async watermarkFor(
    floor: bigint | null,
    signal: AbortSignal | null,
  ): Promise<bigint | null> {
    if (this.idsOpaque) return null;
    if (floor !== null) return floor;
    this.beforeRun ??= highestIdBefore(
      this.client,
      this.firstSentAt as number,
      signal ?? AbortSignal.timeout(LATE_LOOKUP_MS),
    ).catch(() => null);
    const found = await this.beforeRun;
    if (found === null)
      this.beforeRun = null; // a later failure may try again
    else this.listed = true;
    return found;
  }
  /** The report a failed POST made, null when provably none, 'unknown' when we cannot tell. */
  private async lookUp(
    url: string,
    watermark: bigint,
    signal: AbortSignal,
  ): Promise<Report | null | 'unknown'> {
    for (const delay of this.options.lookDelaysMs) {
      try {
        if (delay > 0) await sleep(delay, undefined, { signal });
        const found = await reportsCreatedSince(this.client, url, watermark, signal);
        const unclaimed = found.filter((report) => !this.claimed.has(report.id));
        // Oldest first: if a duplicate ever slipped through, the first one is the one to keep.
        const [first] = unclaimed.sort((a, b) => compareIds(a.id, b.id));
        if (first) return first;
      } catch {
        return 'unknown';
      }
    }
    return null;
  }
}

/**
 * Reports of `url` with an id above `watermark`, newest first, read until the ids fall to the
 * watermark (the list is sorted by id, so older reports are never paged through).
 */
export async function reportsCreatedSince(
  client: SeoReportClient,
  url: string,
  watermark: bigint,
  signal: AbortSignal,
): Promise<Report[]> {
  const found: Report[] = [];
  const reports = client.reports(
    { search: searchTextFor(url), sortBy: 'id', sort: 'desc', perPage: 100 },
    { signal },
  );
  for await (const report of reports) {
    const id = numericId(report.id);
    if (id === null) continue;
    if (id <= watermark) break;
    if (reportMatches(report, url)) found.push(report);
  }
  return found;
}

/**
 * The highest id of a report created before `sentAt` (our clock), 0 when there is none; null when
 * the service's answers cannot tell (no Date header, ids or creation times it does not give).
 * The list goes newest first and stops at the first report older than the run.
 */
async function highestIdBefore(
  client: SeoReportClient,
  sentAt: number,
  signal: AbortSignal,
): Promise<bigint | null> {
  const reports = client.reports({ sortBy: 'id', sort: 'desc', perPage: 100 }, { signal });
  let read = 0;
  for await (const report of reports) {
    const offset = client.clockOffsetMs;
    const created = report.createdAt === null ? Number.NaN : Date.parse(report.createdAt);
    const id = numericId(report.id);
    if (offset === null || Number.isNaN(created) || id === null) return null;
    // Date is truncated to the second, so `offset` is at most the service's true lead: anything
    // the run made was created at or after sentAt + offset on the service's clock, and in the
    // same whole second or later where the service keeps only whole seconds.
    if (created < Math.floor((sentAt + offset) / 1000) * 1000) return id;
    if (++read >= MAX_WATERMARK_SCAN) return null;
  }
  return 0n;
}

function numericId(id: string): bigint | null {
  return /^\d{1,30}$/.test(id) ? BigInt(id) : null;
}

function compareIds(a: string, b: string): number {
  const x = numericId(a);
  const y = numericId(b);
  if (x === null || y === null) return a.localeCompare(b);
  return x < y ? -1 : x > y ? 1 : 0;
}
