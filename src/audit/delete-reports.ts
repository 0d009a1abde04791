// Delete mode: removes reports by id (e.g. the report-ids output of an earlier job) or a whole
// project. Deleting something already gone is success: the goal is that it is gone.
import pLimit from 'p-limit';
import { isApiError, type Report, type SeoReportClient } from '../api/index.js';

export interface DeleteRequest {
  /** Report ids to delete; when empty, `project` is deleted as a whole. */
  ids: string[];
  project?: string | undefined;
  concurrency: number;
}

export interface DeleteResult {
  /** Ids deleted, including those that were already gone. */
  deleted: string[];
  alreadyGone: string[];
  /** Deleting a project: the project, when it was deleted or already gone. */
  project: string | null;
  /** One line per failed deletion; empty when all went. */
  failures: string[];
}

export interface DeleteHooks {
  /** Log lines: what will go, then what went. */
  onLine?: (line: string) => void;
}

export async function deleteReports(
  client: SeoReportClient,
  request: DeleteRequest,
  hooks: DeleteHooks = {},
  signal?: AbortSignal,
): Promise<DeleteResult> {
  const say = hooks.onLine ?? (() => {});
  const result: DeleteResult = { deleted: [], alreadyGone: [], project: null, failures: [] };
  const options = signal ? { signal } : {};

  if (request.ids.length === 0) {
    const project = request.project;
    if (project === undefined) return result;
    // List first so that the log says what the project delete takes with it.
    const reports: Report[] = [];
    try {
      for await (const report of client.reports({ project, perPage: 100 }, options))
        reports.push(report);
    } catch (error) {
      result.failures.push(`project ${project}: could not list its reports: ${describe(error)}`);
      return result;
    }
    say(
      `Deleting project ${project} with ${reports.length} ${reports.length === 1 ? 'report' : 'reports'}:`,
    );
    for (const report of reports) say(`  report ${report.id}: ${report.url}`);
    try {
      await client.deleteProject(project, options);
      result.deleted = reports.map((report) => report.id);
      result.project = project;
      say(`Deleted project ${project}.`);
    } catch (error) {
      if (isApiError(error) && error.code === 'not_found') {
        result.project = project;
        say(`Project ${project} was already gone.`);
      } else {
        result.failures.push(`project ${project}: ${describe(error)}`);
      }
    }
    return result;
  }

  say(
    `Deleting ${request.ids.length} ${request.ids.length === 1 ? 'report' : 'reports'}: ${request.ids.join(', ')}`,
  );
  const limit = pLimit(request.concurrency);
  const outcomes = await Promise.all(
    request.ids.map((id) =>
      limit(async () => {
        try {
          const deletion = await client.deleteReport(id, options);
          return { id, gone: deletion.alreadyGone, error: null };
        } catch (error) {
          if (isApiError(error) && error.code === 'not_found')
            return { id, gone: true, error: null };
          return { id, gone: false, error: describe(error) };
        }
      }),
    ),
  );
  // Reported in the order given, whatever order the answers came in.
  for (const outcome of outcomes) {
    if (outcome.error !== null) {
      result.failures.push(`report ${outcome.id}: ${outcome.error}`);
      continue;
    }
    result.deleted.push(outcome.id);
    if (outcome.gone) result.alreadyGone.push(outcome.id);
    say(`Deleted report ${outcome.id}${outcome.gone ? ' (it was already gone)' : ''}.`);
  }
  return result;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
