// Parameter checks for every endpoint, run before anything is sent. Each failure names the
// parameter and the values it allows, so a typo in a workflow never becomes a confusing answer
// from the service (or, worse, a silently ignored field).
import { GRADES, type Grade } from '../../shared/grade.js';
import {
  MAX_REPORT_PASSWORD_LENGTH,
  MIN_REPORT_PASSWORD_LENGTH,
  PER_PAGE_VALUES,
  type PerPage,
  PRIVACY_VALUES,
  PROJECT_SORT_KEYS,
  type Privacy,
  type ProjectSortKey,
  REPORT_PASSWORD_RULE,
  REPORT_SORT_KEYS,
  type ReportSortKey,
  SORT_VALUES,
  type SortOrder,
} from '../../shared/interface.js';
import { invalidParameter } from './errors.js';

export {
  MAX_REPORT_PASSWORD_LENGTH,
  MIN_REPORT_PASSWORD_LENGTH,
  PER_PAGE_VALUES,
  type PerPage,
  PRIVACY_VALUES,
  type Privacy,
  type ProjectSortKey,
  REPORT_PASSWORD_RULE,
  type ReportSortKey,
  type SortOrder,
};

/** Does `password` follow the report password rule? */
function isValidReportPassword(password: string): boolean {
  return (
    password.length >= MIN_REPORT_PASSWORD_LENGTH &&
    password.length <= MAX_REPORT_PASSWORD_LENGTH &&
    !hasControlCharacters(password)
  );
}

/** Longest URL we send; browsers and most servers stop near 2,048 to 8,192 characters. */
export const MAX_URL_LENGTH = 2048;
const MAX_TEXT_LENGTH = 1024;

export interface ListReportsParams {
  /** Text to search for in report URLs. */
  search?: string;
  searchBy?: 'url';
  project?: string;
  result?: Grade;
  sortBy?: ReportSortKey;
  sort?: SortOrder;
  perPage?: PerPage;
  /** 1-based page number. */
  page?: number;
}

export interface ListProjectsParams {
  search?: string;
  searchBy?: 'project';
  sortBy?: ProjectSortKey;
  sort?: SortOrder;
  perPage?: PerPage;
  page?: number;
}

export interface CreateReportParams {
  /** Absolute http(s) URL of the page to audit. */
  url: string;
  /** Sent explicitly even though the interface says 1 is the default: some versions store 0. */
  privacy?: Privacy;
  /** Required when privacy is 2, refused otherwise. */
  password?: string;
  /** Project name; our reference service honours it, deployed services ignore unknown fields. */
  project?: string;
}

export interface UpdateReportParams {
  privacy?: Privacy;
  password?: string;
  /** true re-runs the audit (results=1). */
  regenerate?: boolean;
}

const oneOf = (values: readonly (string | number)[]) => `must be one of ${values.join(', ')}`;

function checkEnum<T extends string | number>(
  op: string,
  name: string,
  value: unknown,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly unknown[]).includes(value)) {
    throw invalidParameter(op, name, `${oneOf(allowed)} (got ${describe(value)})`);
  }
  return value as T;
}

function checkText(op: string, name: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw invalidParameter(op, name, `must be text (got ${describe(value)})`);
  if (value.length > MAX_TEXT_LENGTH) {
    throw invalidParameter(
      op,
      name,
      `must be at most ${MAX_TEXT_LENGTH} characters (got ${value.length})`,
    );
  }
  if (hasControlCharacters(value))
    throw invalidParameter(op, name, 'must not contain control characters');
  return value;
}

function checkPage(op: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw invalidParameter(op, 'page', `must be a whole number from 1 (got ${describe(value)})`);
  }
  return value;
}

/** Checks a page URL to audit and returns it as given (the service cleans it itself). */
function checkReportUrl(op: string, value: unknown): string {
  const problem = reportUrlProblem(value);
  if (problem !== null) throw invalidParameter(op, 'url', problem);
  return value as string;
}

/**
 * What is wrong with a URL to audit, as the end of a sentence that starts with its name
 * ("url must use http or https"), or null when it is fine. Shared with the action's inputs.
 */
export function reportUrlProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '')
    return 'is required: an absolute http(s) URL';
  if (value.length > MAX_URL_LENGTH)
    return `must be at most ${MAX_URL_LENGTH} characters (got ${value.length})`;
  if (hasControlCharacters(value) || /\s/.test(value))
    return 'must not contain spaces or control characters';
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return `must be an absolute http(s) URL (got ${quote(value)})`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return `must use http or https (got ${quote(parsed.protocol.slice(0, -1))})`;
  }
  // Credentials in a URL would be stored and shown by the service: refuse rather than leak them.
  if (parsed.username || parsed.password) return 'must not contain a user name or password';
  return null;
}

function checkPrivacyAndPassword(
  op: string,
  privacy: unknown,
  password: unknown,
): { privacy?: Privacy; password?: string } {
  const checkedPrivacy = checkEnum(op, 'privacy', privacy, PRIVACY_VALUES);
  if (checkedPrivacy === 2) {
    if (typeof password !== 'string' || password === '') {
      throw invalidParameter(op, 'password', 'is required when privacy is 2 (password)');
    }
  } else if (password !== undefined) {
    throw invalidParameter(op, 'password', 'is only allowed with privacy 2 (password)');
  }
  if (password !== undefined) {
    if (typeof password !== 'string' || !isValidReportPassword(password)) {
      // Never echo the value: it is a secret.
      throw invalidParameter(op, 'password', `must be ${REPORT_PASSWORD_RULE}`);
    }
    return { privacy: 2, password };
  }
  return checkedPrivacy === undefined ? {} : { privacy: checkedPrivacy };
}

export function reportListQuery(params: ListReportsParams = {}): URLSearchParams {
  const op = 'list reports';
  return toQuery({
    search: checkText(op, 'search', params.search),
    search_by: checkEnum(op, 'search_by', params.searchBy, ['url'] as const),
    project: checkText(op, 'project', params.project),
    result: checkEnum(op, 'result', params.result, GRADES),
    sort_by: checkEnum(op, 'sort_by', params.sortBy, REPORT_SORT_KEYS),
    sort: checkEnum(op, 'sort', params.sort, SORT_VALUES),
    per_page: checkEnum(op, 'per_page', params.perPage, PER_PAGE_VALUES),
    page: checkPage(op, params.page),
  });
}

export function projectListQuery(params: ListProjectsParams = {}): URLSearchParams {
  const op = 'list projects';
  return toQuery({
    search: checkText(op, 'search', params.search),
    search_by: checkEnum(op, 'search_by', params.searchBy, ['project'] as const),
    sort_by: checkEnum(op, 'sort_by', params.sortBy, PROJECT_SORT_KEYS),
    sort: checkEnum(op, 'sort', params.sort, SORT_VALUES),
    per_page: checkEnum(op, 'per_page', params.perPage, PER_PAGE_VALUES),
    page: checkPage(op, params.page),
  });
}

export function createReportForm(params: CreateReportParams): URLSearchParams {
  const op = 'create report';
  const url = checkReportUrl(op, params?.url);
  const { privacy, password } = checkPrivacyAndPassword(op, params.privacy ?? 1, params.password);
  const project = checkText(op, 'project', params.project);
  if (project !== undefined && project.trim() === '') {
    throw invalidParameter(op, 'project', 'must not be empty when given');
  }
  return toQuery({ url, privacy, password, project });
}

export function updateReportForm(params: UpdateReportParams): URLSearchParams {
  const op = 'update report';
  const { privacy, password } = checkPrivacyAndPassword(op, params.privacy, params.password);
  if (params.regenerate !== undefined && typeof params.regenerate !== 'boolean') {
    throw invalidParameter(
      op,
      'results',
      `must be true or false (got ${describe(params.regenerate)})`,
    );
  }
  if (privacy === undefined && params.regenerate === undefined) {
    throw invalidParameter(op, 'privacy', 'or results must be given: there is nothing to update');
  }
  return toQuery({
    privacy,
    password,
    results: params.regenerate === undefined ? undefined : params.regenerate ? 1 : 0,
  });
}

/** A report id or project name as a path segment: opaque, non-empty, encoded. */
export function pathSegment(op: string, name: string, value: unknown): string {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || text.trim() === '') {
    throw invalidParameter(op, name, `is required (got ${describe(value)})`);
  }
  if (text.length > MAX_TEXT_LENGTH || hasControlCharacters(text)) {
    throw invalidParameter(
      op,
      name,
      `must be at most ${MAX_TEXT_LENGTH} characters without control characters`,
    );
  }
  return encodeURIComponent(text);
}

function toQuery(fields: Record<string, string | number | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) query.set(key, String(value));
  }
  return query;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** A value in an error message: JSON-quoted, long ones cut. */
export function quote(text: string): string {
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 77)}...` : text);
}

function describe(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null)
    return String(value);
  return typeof value;
}
