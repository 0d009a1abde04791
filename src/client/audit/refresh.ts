// Refresh mode, for scheduled audits: regenerate the caller's existing report of each URL
// (PUT results=1, which does not count against a deployed service's monthly quota) and create a
// report only for the URLs that have none. The wait, the outcomes and the verdict are the create
// mode's own: runAudit does the work, with a different first step per URL.

import pLimit from 'p-limit';
import { type ErrorCodeOf, SeoReportError } from '../../shared/errors.js';
import { isApiError, type Report, type SeoReportClient } from '../api/index.js';
import type { ReportCreator } from './create-once.js';
import { MAX_REPORTS_PER_RUN, readAtMost } from './list-cap.js';
import { reportCreatorFor, runAudit } from './run-audit.js';
import type { AuditHooks, AuditPlan, AuditResult, StartReport } from './types.js';
import {
  compareNewestFirst,
  matchKey,
  reportMatches,
  reportMatchKey,
  searchTextFor,
} from './url-match.js';

interface RefreshTarget {
  /** The URL as given, or (project without URLs) the report's own URL. */
  url: string;
  /** The report to regenerate; null when the URL has none and one is created. */
  existing: Report | null;
}

interface RefreshLookup {
  targets: RefreshTarget[];
  /** Lines for the log: several reports for one URL, URLs dropped as the same page. */
  notes: string[];
}

interface RefreshResult {
  result: AuditResult;
  refreshed: number;
  created: number;
  notes: string[];
  /** Each regenerated report as it was before: the refresh's own baseline. */
  previous: { url: string; report: Report }[];
}

/** Listing the existing reports failed: nothing was refreshed or created. */
export class RefreshLookupError extends SeoReportError {
  override readonly name = 'RefreshLookupError';
  get errorCode(): ErrorCodeOf<'RefreshLookupError'> {
    return 'SEO_REFRESH_LOOKUP_FAILED';
  }
  constructor(
    /** What could not be listed: "the reports of project x". */
    readonly what: string,
    override readonly cause: unknown,
  ) {
    super(`Could not list ${what}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

const PER_PAGE = 100;
/** Ids named in a note about several reports for one page. */
const NOTE_IDS = 10;

/**
 * Finds the report to regenerate for each URL. With URLs: one search per URL (the service's
 * `search` is a substring of its cleaned URL, so every page of the answer is read and matched on
 * the normalised URL). With a project and no URLs: every report of the project.
 */
async function findRefreshTargets(
  client: SeoReportClient,
  request: { urls: string[]; project?: string | undefined; concurrency: number },
  signal: AbortSignal,
): Promise<RefreshLookup> {
  const notes: string[] = [];
  if (request.urls.length === 0) {
    if (request.project === undefined) return { targets: [], notes };
    const { reports, more } = await collect(
      client.reports({ project: request.project, perPage: PER_PAGE }, { signal }),
      `the reports of project ${request.project}`,
    );
    if (more)
      notes.push(
        `Project ${request.project} lists more than ${MAX_REPORTS_PER_RUN} reports: refreshing the pages of the first ${MAX_REPORTS_PER_RUN} listed (at most ${MAX_REPORTS_PER_RUN} a run).`,
      );
    const byKey = new Map<string, Report[]>();
    for (const report of reports) {
      const key = reportMatchKey(report) ?? `id:${report.id}`;
      byKey.set(key, [...(byKey.get(key) ?? []), report]);
    }
    const targets = [...byKey.values()].map((group) => {
      const [newest] = pickNewest(group, group[0]?.url ?? '', notes);
      const report = newest as Report;
      return { url: report.fullUrl ?? report.url, existing: report };
    });
    // Oldest report first: the order the project's pages were first audited in.
    targets.sort((a, b) => compareNewestFirst(b.existing, a.existing));
    return { targets, notes };
  }

  const seen = new Map<string, string>();
  const urls: string[] = [];
  for (const url of request.urls) {
    const key = matchKey(url) ?? url;
    const first = seen.get(key);
    if (first !== undefined) {
      notes.push(
        `${url} is the same page as ${first} for the service (it strips the scheme and www.): refreshed once.`,
      );
      continue;
    }
    seen.set(key, url);
    urls.push(url);
  }
  const limit = pLimit(request.concurrency);
  const targets = await Promise.all(
    urls.map((url) =>
      limit(async (): Promise<RefreshTarget> => {
        const { reports: found, more } = await collect(
          client.reports(
            {
              search: searchTextFor(url),
              ...(request.project === undefined ? {} : { project: request.project }),
              perPage: PER_PAGE,
            },
            { signal },
          ),
          `the reports of ${url}`,
        );
        if (more)
          notes.push(
            `${url}: the service lists more than ${MAX_REPORTS_PER_RUN} reports for it; only the first ${MAX_REPORTS_PER_RUN} were read.`,
          );
        const matching = found.filter((report) => reportMatches(report, url));
        const [existing] = pickNewest(matching, url, notes);
        return { url, existing: existing ?? null };
      }),
    ),
  );
  return { targets, notes };
}

/** Regenerates the existing reports and creates the missing ones, then waits as create does. */
export async function runRefresh(
  client: SeoReportClient,
  plan: AuditPlan,
  hooks: AuditHooks = {},
  cancel?: AbortSignal,
): Promise<RefreshResult> {
  const deadline = plan.deadline ?? AbortSignal.timeout(plan.timeoutMs);
  const signal = AbortSignal.any([deadline, ...(cancel ? [cancel] : [])]);
  const lookup = await findRefreshTargets(
    client,
    { urls: plan.urls, project: plan.project, concurrency: plan.concurrency },
    signal,
  );
  for (const note of lookup.notes) hooks.onNote?.(note);
  const result = await runAudit(
    client,
    { ...plan, deadline, urls: lookup.targets.map((target) => target.url) },
    hooks,
    cancel,
    refreshStarter(client, plan, lookup.targets, reportCreatorFor(client, hooks)),
  );
  const count = (action: 'created' | 'refreshed') =>
    result.outcomes.filter((o) => o.action === action && o.reportId !== null).length;
  const previous = lookup.targets.flatMap((target) =>
    target.existing === null ? [] : [{ url: target.url, report: target.existing }],
  );
  return {
    result,
    refreshed: count('refreshed'),
    created: count('created'),
    notes: lookup.notes,
    previous,
  };
}

/** The first step per URL in refresh mode. */
function refreshStarter(
  client: SeoReportClient,
  plan: AuditPlan,
  targets: RefreshTarget[],
  creator: ReportCreator,
): StartReport {
  const existing = new Map(targets.map((target) => [target.url, target.existing]));
  const create = async (url: string, signal: AbortSignal) => ({
    report: await creator.create(
      { url, privacy: plan.privacy, password: plan.password, project: plan.project },
      signal,
    ),
    action: 'created' as const,
  });
  return async (url, signal) => {
    const report = existing.get(url) ?? null;
    if (report === null) return create(url, signal);
    try {
      // Only results=1: the report keeps its privacy and password.
      const regenerated = await client.updateReport(report.id, { regenerate: true }, { signal });
      return { report: regenerated, action: 'refreshed' as const };
    } catch (error) {
      // Deleted between the list and the PUT: the URL has no report any more.
      if (isApiError(error) && error.code === 'not_found') return create(url, signal);
      throw error;
    }
  };
}

function pickNewest(reports: Report[], url: string, notes: string[]): Report[] {
  const sorted = [...reports].sort(compareNewestFirst);
  if (sorted.length > 1) {
    // A few ids say which; a thousand would only flood the log.
    const shown = sorted.slice(0, NOTE_IDS).map((r) => r.id);
    const rest = sorted.length > NOTE_IDS ? `, and ${sorted.length - NOTE_IDS} more` : '';
    notes.push(
      `${url}: ${sorted.length} reports match (${shown.join(', ')}${rest}); refreshing the newest, ${sorted[0]?.id}.`,
    );
  }
  return sorted;
}

async function collect(
  reports: AsyncGenerator<Report>,
  what: string,
): Promise<{ reports: Report[]; more: boolean }> {
  try {
    return await readAtMost(reports);
  } catch (error) {
    // Authentication and configuration failures keep their own words: they say what to fix.
    if (isApiError(error) && ['unauthenticated', 'forbidden'].includes(error.code)) throw error;
    throw new RefreshLookupError(what, error);
  }
}
