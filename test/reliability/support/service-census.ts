// Counting what a key left on the reference service, read straight from the service (never
// through the fault proxy, so that the count itself cannot be faulted): the reliability suite's
// duplicates and orphans. Shared by faults.test.ts and campaign.test.ts.
import { type Report, SeoReportClient } from '../../../src/client/api/index.js';

/** Every report the key can see, all pages. */
export async function reportsOf(baseUrl: string, key: string): Promise<Report[]> {
  const client = new SeoReportClient({ baseUrl, apiKey: key });
  try {
    const reports: Report[] = [];
    for await (const report of client.reports({ perPage: 100 })) reports.push(report);
    return reports;
  } finally {
    await client.close();
  }
}

/** URLs with more than one report, each with its report ids (oldest first). */
export function duplicatesIn(reports: Report[]): { url: string; ids: string[] }[] {
  const byUrl = new Map<string, string[]>();
  for (const report of reports)
    byUrl.set(report.url, [...(byUrl.get(report.url) ?? []), report.id]);
  return [...byUrl]
    .filter(([, ids]) => ids.length > 1)
    .map(([url, ids]) => ({ url, ids: ids.sort((a, b) => Number(a) - Number(b)) }));
}

/** Reports beyond the first for each URL: what a POST sent again after it had acted makes. */
export function duplicateCount(reports: Report[]): number {
  return duplicatesIn(reports).reduce((sum, group) => sum + group.ids.length - 1, 0);
}

/** The engine's note when a failed POST had created the report and it was found and reused. */
export const REUSED = /; the service had created report \d+: using it\./;
/** The engine's note when a failed POST had created nothing and was sent again. */
export const RESENT = /; no report was created: sending it again\./;
