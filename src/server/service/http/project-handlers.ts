import type { RequestInfo, ServiceContext } from './context.js';
import { notFound } from './errors.js';
import { sendListPage } from './pagination.js';
import { sendJson } from './respond.js';
import { serializeProject } from './serialize.js';
import { parseProjectListQuery } from './validation.js';

export function listProjects(context: ServiceContext, info: RequestInfo): void {
  const params = parseProjectListQuery(info.url.searchParams);
  const page = context.projects.list({
    userId: info.userId,
    search: params.search,
    sortBy: params.sortBy,
    sort: params.sort,
    limit: params.perPage,
    offset: (params.page - 1) * params.perPage,
  });
  sendListPage(context, info, page, params, serializeProject);
}

/** Deletes the caller's reports in the project; other users' reports in a same-named project stay. */
export function deleteProject(context: ServiceContext, info: RequestInfo): void {
  const project = info.params[0] ?? '';
  const ids = context.reports.deleteProject(info.userId, project);
  if (ids.length === 0) throw notFound();
  for (const id of ids) context.queue.cancel(id);
  sendJson(info.response, 200, { id: project, object: 'project', deleted: true });
}
