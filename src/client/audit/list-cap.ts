// How much of a service's list a run acts on. A list is the service's word, and a hostile or
// broken service can declare a million reports or serve new ids forever: refresh and delete act
// on at most what a user could have meant, the same 1,000 pages a step may name in `urls`.
import type { Report } from '../api/index.js';

/** Reports a refresh regenerates, or a delete with a project deletes, in one run. */
export const MAX_REPORTS_PER_RUN = 1_000;

export interface CappedList {
  reports: Report[];
  /** The list went on past the cap: the rest was not read. */
  more: boolean;
}

/** Reads at most `max` reports (one more, to know whether the list goes on). */
export async function readAtMost(
  reports: AsyncGenerator<Report>,
  max: number = MAX_REPORTS_PER_RUN,
): Promise<CappedList> {
  const read: Report[] = [];
  for await (const report of reports) {
    if (read.length === max) {
      // Ending the loop closes the generator: no further page is asked for.
      return { reports: read, more: true };
    }
    read.push(report);
  }
  return { reports: read, more: false };
}
