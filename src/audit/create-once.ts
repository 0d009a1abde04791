// Creating each report exactly once over an unreliable network.
//
// A POST that fails after it may have reached the service (the connection reset after the
// request was sent, a proxy's 502 or 504, no answer in time, a 2xx whose body was cut off) may
// have created the report anyway. Sending it again would make a second report and, on deployed
// services, spend monthly quota twice. So before the first create we note the highest report id
// the key can see (the watermark); after such a failure we look for a report of that URL above
// the watermark that no other URL of this run has claimed, and reuse it. Only when none is there,
// after a second look that gives a slow service time to store it, is the POST sent again.
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

export interface CreateOnceOptions {
  /** POSTs sent for one URL at most, counting the first. */
  maxAttempts: number;
  /** Waits before each look for a report the failed POST may have made (the first is usually 0). */
  lookDelaysMs: number[];
  /** A URL whose create may have left a report nobody knows the id of. */
  onUncertain?: (url: string) => void;
  /** One line per reuse or resend, for the log. */
  onNote?: (line: string) => void;
}

export const DEFAULT_CREATE_ONCE: CreateOnceOptions = {
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

export class ReportCreator {
  /** Highest report id the key could see before the first create; null when unknown. */
  private watermarkId: bigint | null = null;
  private begun: Promise<void> | null = null;
  /** Report ids this run owns, so that two URLs never claim the same report. */
  private readonly claimed = new Set<string>();
  private readonly options: CreateOnceOptions;

  constructor(
    private readonly client: SeoReportClient,
    options: Partial<CreateOnceOptions> = {},
  ) {
    this.options = { ...DEFAULT_CREATE_ONCE, ...options };
  }

  /** The watermark as text for the post step's sweep, or null when it could not be read. */
  get watermark(): string | null {
    return this.watermarkId === null ? null : String(this.watermarkId);
  }

  /**
   * Reads the watermark once, before the first create: one list request. When it fails (or ids
   * are not numbers) creates still work; only the recovery after an ambiguous failure is off.
   */
  private begin(signal: AbortSignal): Promise<void> {
    this.begun ??= this.client
      .listReports({ sortBy: 'id', sort: 'desc', perPage: 10 }, { signal })
      .then(
        (page) => {
          this.watermarkId = page.items.length === 0 ? 0n : highestId(page.items);
        },
        () => {
          this.watermarkId = null;
        },
      );
    return this.begun;
  }

  async create(params: CreateReportParams, signal: AbortSignal): Promise<Report> {
    await this.begin(signal);
    for (let attempt = 1; ; attempt++) {
      let failure: SeoReportApiError;
      try {
        const report = await this.client.createReport(params, { signal });
        this.claimed.add(report.id);
        return report;
      } catch (error) {
        if (!mayHaveCreated(error) && !(isApiError(error) && error.code === 'aborted')) throw error;
        failure = error as SeoReportApiError;
      }
      if (signal.aborted || failure.code === 'aborted' || this.watermarkId === null) {
        this.options.onUncertain?.(params.url);
        throw failure;
      }
      const found = await this.lookUp(params.url, signal);
      if (found === 'unknown') {
        this.options.onUncertain?.(params.url);
        // Stopped while looking: say so (the deadline or a cancellation), not the POST's error.
        throw signal.aborted ? signal.reason : failure;
      }
      if (found !== null) {
        this.claimed.add(found.id);
        this.options.onNote?.(
          `  ${params.url}: ${failure.message}; the service had created report ${found.id}: using it.`,
        );
        return found;
      }
      if (attempt >= this.options.maxAttempts) {
        // Not found twice: most likely never created, but a slow service may store it later.
        this.options.onUncertain?.(params.url);
        throw failure;
      }
      this.options.onNote?.(
        `  ${params.url}: ${failure.message}; no report was created: sending it again.`,
      );
    }
  }

  /** The report a failed POST made, null when provably none, 'unknown' when we cannot tell. */
  private async lookUp(url: string, signal: AbortSignal): Promise<Report | null | 'unknown'> {
    const watermark = this.watermarkId as bigint;
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

function highestId(reports: Report[]): bigint | null {
  let highest: bigint | null = null;
  for (const report of reports) {
    const id = numericId(report.id);
    if (id === null) return null;
    if (highest === null || id > highest) highest = id;
  }
  return highest;
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
