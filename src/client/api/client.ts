// The SEO Report API v1, one method per endpoint. Parameters are checked before anything is sent;
// answers come back as the typed model of model.ts whatever variant the service speaks.
import { SeoReportApiError } from './errors.js';
import type { Deletion, Page, Project, RateLimitState, Report } from './model.js';
import { parseDeletion, parseProjectPage, parseReport, parseReportPage } from './normalize.js';
import {
  type CreateReportParams,
  createReportForm,
  type ListProjectsParams,
  type ListReportsParams,
  pathSegment,
  projectListQuery,
  reportListQuery,
  type UpdateReportParams,
  updateReportForm,
} from './params.js';
import { type ApiRequest, Transport, type TransportOptions } from './transport.js';

export type ClientOptions = TransportOptions;

export interface CallOptions {
  signal?: AbortSignal;
}

/** Longest hold we ask of the service: well inside the client's 30 s headers timeout. */
const MAX_WAIT_SECONDS = 20;

function waitQuery(waitSeconds: number | undefined): URLSearchParams | undefined {
  if (waitSeconds === undefined) return undefined;
  if (!Number.isInteger(waitSeconds) || waitSeconds < 1 || waitSeconds > MAX_WAIT_SECONDS) {
    throw new SeoReportApiError({
      code: 'invalid_parameter',
      endpoint: 'get report',
      parameter: 'wait',
      reason: `wait must be a whole number of seconds from 1 to ${MAX_WAIT_SECONDS} (got ${waitSeconds})`,
      mayHaveReachedService: false,
    });
  }
  return new URLSearchParams({ wait: String(waitSeconds) });
}

/** Safety stop for iteration over a service that never says it is on the last page. */
const MAX_PAGES = 10_000;

export class SeoReportClient {
  private readonly transport: Transport;

  constructor(options: ClientOptions) {
    if (typeof options.apiKey !== 'string' || options.apiKey.trim() === '') {
      throw new SeoReportApiError({
        code: 'invalid_parameter',
        endpoint: 'client',
        parameter: 'apiKey',
        reason: 'an API key is required',
        mayHaveReachedService: false,
      });
    }
    this.transport = new Transport(options);
  }

  /** The API root every path is joined to, e.g. https://host/seo/api/v1/. */
  get apiRoot(): string {
    return this.transport.apiRoot.href;
  }

  /** X-RateLimit-Limit and X-RateLimit-Remaining from the latest answer. */
  get rateLimit(): RateLimitState {
    return this.transport.rateLimit;
  }

  /** The service's clock minus ours (its Date header), from the latest answer; null before one. */
  get clockOffsetMs(): number | null {
    return this.transport.clockOffsetMs;
  }

  /** Masks a text the caller built from our answers (API key and passwords sent). */
  scrub(text: string): string {
    return this.transport.secrets.scrub(text);
  }

  async listReports(
    params: ListReportsParams = {},
    options: CallOptions = {},
  ): Promise<Page<Report>> {
    const query = reportListQuery(params);
    const { body, endpoint } = await this.call({
      method: 'GET',
      path: '/reports',
      query,
      ...options,
    });
    return parseReportPage(endpoint, body, params.page ?? 1);
  }

  /** Every report matching the filters, page after page. */
  reports(
    params: Omit<ListReportsParams, 'page'> = {},
    options: CallOptions = {},
  ): AsyncGenerator<Report> {
    return this.iterate(
      (page) => this.listReports({ ...params, page }, options),
      (report) => report.id,
    );
  }

  /**
   * Reads a report. With `waitSeconds`, asks the service to hold the answer until the report has
   * a result or that time has passed (`wait=N`, an extension of our reference service; deployed
   * services ignore the parameter and answer at once).
   */
  async getReport(
    id: string | number,
    options: CallOptions & { waitSeconds?: number } = {},
  ): Promise<Report> {
    const path = `/reports/${pathSegment('get report', 'id', id)}`;
    const { waitSeconds, ...callOptions } = options;
    const query = waitQuery(waitSeconds);
    const { body, endpoint } = await this.call({ method: 'GET', path, query, ...callOptions });
    return parseReport(endpoint, body);
  }

  /**
   * Creates a report. Deployed services audit the page inside this call and answer with the
   * result; our reference service answers at once with `generated: false` and fills it in later.
   */
  async createReport(params: CreateReportParams, options: CallOptions = {}): Promise<Report> {
    const form = createReportForm(params);
    this.transport.secrets.add(params.password);
    const { body, endpoint } = await this.call({
      method: 'POST',
      path: '/reports',
      form,
      ...options,
    });
    return parseReport(endpoint, body);
  }

  /** Changes privacy or password, or re-runs the audit with `regenerate: true` (results=1). */
  async updateReport(
    id: string | number,
    params: UpdateReportParams,
    options: CallOptions = {},
  ): Promise<Report> {
    const path = `/reports/${pathSegment('update report', 'id', id)}`;
    const form = updateReportForm(params);
    this.transport.secrets.add(params.password);
    const { body, endpoint } = await this.call({ method: 'PUT', path, form, ...options });
    return parseReport(endpoint, body);
  }

  /** Deletes a report. A 404 on a retried attempt means an earlier attempt deleted it: done. */
  async deleteReport(id: string | number, options: CallOptions = {}): Promise<Deletion> {
    const segment = pathSegment('delete report', 'id', id);
    return this.delete(`/reports/${segment}`, String(id), options);
  }

  async listProjects(
    params: ListProjectsParams = {},
    options: CallOptions = {},
  ): Promise<Page<Project>> {
    const query = projectListQuery(params);
    const { body, endpoint } = await this.call({
      method: 'GET',
      path: '/projects',
      query,
      ...options,
    });
    return parseProjectPage(endpoint, body, params.page ?? 1);
  }

  projects(
    params: Omit<ListProjectsParams, 'page'> = {},
    options: CallOptions = {},
  ): AsyncGenerator<Project> {
    return this.iterate(
      (page) => this.listProjects({ ...params, page }, options),
      (project) => project.name,
    );
  }

  /** Deletes a project and its reports. */
  async deleteProject(name: string, options: CallOptions = {}): Promise<Deletion> {
    const segment = pathSegment('delete project', 'project', name);
    return this.delete(`/projects/${segment}`, name, options);
  }

  /** Closes the connection pool. */
  close(): Promise<void> {
    return this.transport.close();
  }

  private async delete(path: string, id: string, options: CallOptions): Promise<Deletion> {
    try {
      const { body } = await this.call({ method: 'DELETE', path, ...options });
      return parseDeletion(body, id, false);
    } catch (error) {
      if (error instanceof SeoReportApiError && error.code === 'not_found' && error.attempts > 1) {
        return parseDeletion(null, id, true);
      }
      throw error;
    }
  }

  private async call(req: ApiRequest): Promise<{ body: unknown; endpoint: string }> {
    const { body, endpoint } = await this.transport.send(req);
    return { body, endpoint };
  }

  private async *iterate<T>(
    fetchPage: (page: number) => Promise<Page<T>>,
    keyOf: (item: T) => string,
  ): AsyncGenerator<T> {
    const seen = new Set<string>();
    let previousKeys = '';
    // How many items the list had when we started, as its first page declared (a total, or
    // last page × page size): a hostile or broken service whose pages never end is read no
    // further than that. A list that grows while we read loses its newest additions' overflow,
    // which a later run sees.
    let declared: number | null = null;
    let previousSize: number | null = null;
    let stale = 0;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const result = await fetchPage(page);
      const keys = result.items.map(keyOf);
      if (page === 1) declared = declaredSize(result);
      // A service that ignores `page` answers the same page again: stop instead of looping.
      // Its meta says which page it answered; without meta, a page identical to the previous
      // one is the sign (a list shifting while we read it repeats items, rarely a whole page).
      const repeated = page > 1 && keys.length > 0 && keys.join('\n') === previousKeys;
      const ignoredPage = result.page !== page || (result.lastPage === null && repeated);
      if (ignoredPage) return;
      previousKeys = keys.join('\n');
      // Items pushed onto this page by reports created meanwhile were yielded already.
      let fresh = 0;
      for (const [index, item] of result.items.entries()) {
        const key = keys[index] as string;
        if (seen.has(key)) continue;
        seen.add(key);
        fresh++;
        yield item;
        if (declared !== null && seen.size >= declared) return;
      }
      // A page of nothing but items already read (pages cycling, or every page the same) ends
      // the list, unless the list says it grew (reports created meanwhile push a whole page
      // along); two such pages in a row end it whatever it says.
      const size = declaredSize(result);
      if (page > 1 && keys.length > 0 && fresh === 0) {
        stale++;
        const grew = size !== null && previousSize !== null && size > previousSize;
        if (stale >= 2 || !grew) return;
      } else {
        stale = 0;
      }
      previousSize = size;
      if (!result.hasNext || result.items.length === 0) return;
    }
  }
}

/** Items in the whole list by what its first page says: a total, or last page × page size. */
function declaredSize(first: Page<unknown>): number | null {
  if (first.total !== null) return first.total;
  if (first.lastPage === null) return null;
  const perPage = first.perPage ?? first.items.length;
  return perPage > 0 ? first.lastPage * perPage : null;
}
