import { GRADES, type Grade, isGrade } from '../../../shared/grade.js';
import {
  MAX_REPORT_PASSWORD_LENGTH,
  MIN_REPORT_PASSWORD_LENGTH,
  REPORT_PASSWORD_RULE,
} from '../../../shared/interface.js';
import { MAX_URL_LENGTH } from '../clean-url.js';
import type { ProjectSortKey } from '../project-store.js';
import type { Privacy, ReportSortKey, SortDirection } from '../report-store.js';
import { ValidationErrors } from './errors.js';
import type { FormFields } from './request-body.js';

// Messages follow Laravel's wording where deployed services have one, and always name the field.

export const PER_PAGE_VALUES = [10, 25, 50, 100] as const;
const MAX_TEXT_LENGTH = 255;
/** Pages past this are certainly empty; the cap keeps OFFSET arithmetic in safe integers. */
const MAX_PAGE = 1_000_000_000;
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** What a name shown in lists, logs and summaries must not hold: C0 and C1 controls, bidi overrides. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

interface Paging {
  perPage: number;
  page: number;
}

interface ReportListParams extends Paging {
  search?: string;
  project?: string;
  result?: Grade;
  sortBy: ReportSortKey;
  sort: SortDirection;
}

interface ProjectListParams extends Paging {
  search?: string;
  sortBy: ProjectSortKey;
  sort: SortDirection;
}

/** A repeated query parameter takes its last value, as in Laravel (and as form fields do). */
function lastValue(query: URLSearchParams, field: string): string | null {
  return query.getAll(field).at(-1) ?? null;
}

function oneOf<T extends string>(
  errors: ValidationErrors,
  query: URLSearchParams,
  field: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = lastValue(query, field);
  if (value === null || value === '') return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  errors.add(field, `The selected ${field} is invalid. Allowed: ${allowed.join(', ')}.`);
  return fallback;
}

function text(errors: ValidationErrors, query: URLSearchParams, field: string): string | undefined {
  const value = lastValue(query, field);
  if (value === null || value === '') return undefined;
  if (value.length > MAX_TEXT_LENGTH) {
    errors.add(field, `The ${field} must not be greater than ${MAX_TEXT_LENGTH} characters.`);
  } else if (CONTROL_CHARACTERS.test(value)) {
    // A NUL reached SQLite's text functions and matched everything (or failed with a 500).
    errors.add(field, `The ${field} must not contain control characters.`);
  }
  return value;
}

function paging(errors: ValidationErrors, query: URLSearchParams): Paging {
  let perPage = 10;
  const perPageText = lastValue(query, 'per_page');
  if (perPageText !== null && perPageText !== '') {
    const value = Number(perPageText);
    if ((PER_PAGE_VALUES as readonly number[]).includes(value) && /^\d+$/.test(perPageText)) {
      perPage = value;
    } else {
      errors.add('per_page', `The per_page must be one of ${PER_PAGE_VALUES.join(', ')}.`);
    }
  }
  let page = 1;
  const pageText = lastValue(query, 'page');
  if (pageText !== null && pageText !== '') {
    if (/^\d+$/.test(pageText) && Number(pageText) >= 1) {
      page = Math.min(Number(pageText), MAX_PAGE);
    } else {
      errors.add('page', 'The page must be an integer of at least 1.');
    }
  }
  return { perPage, page };
}

export function parseReportListQuery(query: URLSearchParams): ReportListParams {
  const errors = new ValidationErrors();
  const search = text(errors, query, 'search');
  oneOf(errors, query, 'search_by', ['url'], 'url');
  const project = text(errors, query, 'project');
  const resultText = lastValue(query, 'result');
  let result: Grade | undefined;
  if (resultText !== null && resultText !== '') {
    if (isGrade(resultText)) result = resultText;
    else errors.add('result', `The selected result is invalid. Allowed: ${GRADES.join(', ')}.`);
  }
  const sortBy = oneOf<ReportSortKey>(
    errors,
    query,
    'sort_by',
    ['id', 'generated_at', 'url', 'result'],
    'id',
  );
  const sort = oneOf<SortDirection>(errors, query, 'sort', ['desc', 'asc'], 'desc');
  const pages = paging(errors, query);
  errors.throwIfAny();
  return { search, project, result, sortBy, sort, ...pages };
}

export function parseProjectListQuery(query: URLSearchParams): ProjectListParams {
  const errors = new ValidationErrors();
  const search = text(errors, query, 'search');
  oneOf(errors, query, 'search_by', ['project'], 'project');
  const sortBy = oneOf<ProjectSortKey>(
    errors,
    query,
    'sort_by',
    ['created_at', 'project'],
    'created_at',
  );
  const sort = oneOf<SortDirection>(errors, query, 'sort', ['desc', 'asc'], 'desc');
  const pages = paging(errors, query);
  errors.throwIfAny();
  return { search, sortBy, sort, ...pages };
}

function privacyField(errors: ValidationErrors, fields: FormFields): Privacy | undefined {
  const value = fields.get('privacy');
  if (value === undefined || value === '') return undefined;
  if (value === '0' || value === '1' || value === '2') return Number(value) as Privacy;
  errors.add('privacy', 'The selected privacy is invalid. Allowed: 0, 1, 2.');
  return undefined;
}

function passwordField(errors: ValidationErrors, fields: FormFields): string | undefined {
  const value = fields.get('password');
  if (value === undefined || value === '') return undefined;
  // The rule the action and the client apply (src/client/api/params.ts): one rule everywhere, so a
  // password the action accepts is never refused here, and a weak one is refused by both.
  if (
    value.length < MIN_REPORT_PASSWORD_LENGTH ||
    value.length > MAX_REPORT_PASSWORD_LENGTH ||
    CONTROL_CHARACTERS.test(value)
  ) {
    errors.add('password', `The password must be ${REPORT_PASSWORD_RULE}.`);
  }
  return value;
}

interface CreateReportInput {
  url: string;
  privacy: Privacy;
  password?: string;
  project?: string;
}

export function parseCreateReport(fields: FormFields): CreateReportInput {
  const errors = new ValidationErrors();
  const url = fields.get('url') ?? '';
  if (url === '') errors.add('url', 'The url field is required.');
  else if (url.length > MAX_URL_LENGTH) {
    errors.add('url', `The url must not be greater than ${MAX_URL_LENGTH} characters.`);
  } else if (CONTROL_CHARACTERS.test(url)) {
    // The URL parser would drop tabs and line breaks and encode the rest, storing a URL other
    // than the one sent (the client refuses these too).
    errors.add('url', 'The url must not contain control characters.');
  } else if (!isAuditableUrl(url)) {
    errors.add('url', 'The url format is invalid.');
  } else if (hasCredentials(url)) {
    // A user name or password in the URL would be stored and shown in every list.
    errors.add('url', 'The url must not contain a user name or password.');
  }
  const privacy = privacyField(errors, fields) ?? 1;
  const password = passwordField(errors, fields);
  if (privacy === 2 && password === undefined) {
    errors.add('password', 'The password field is required when privacy is 2.');
  }
  let project = fields.get('project')?.trim();
  if (project === '') project = undefined;
  if (project !== undefined && project.length > MAX_TEXT_LENGTH) {
    errors.add('project', `The project must not be greater than ${MAX_TEXT_LENGTH} characters.`);
  } else if (project !== undefined && UNPRINTABLE.test(project)) {
    // Stored, a line break or an escape sequence would reach every list, log and summary.
    errors.add(
      'project',
      'The project must not contain control characters or bidirectional overrides.',
    );
  }
  errors.throwIfAny();
  return {
    url: new URL(url).href,
    privacy,
    password: privacy === 2 ? password : undefined,
    project,
  };
}

interface UpdateReportInput {
  privacy?: Privacy;
  password?: string;
  regenerate: boolean;
}

export function parseUpdateReport(
  fields: FormFields,
  currentPasswordSet: boolean,
): UpdateReportInput {
  const errors = new ValidationErrors();
  const privacy = privacyField(errors, fields);
  const password = passwordField(errors, fields);
  const results = fields.get('results');
  let regenerate = false;
  if (results !== undefined && results !== '') {
    if (results === '0' || results === '1') regenerate = results === '1';
    else errors.add('results', 'The selected results is invalid. Allowed: 0, 1.');
  }
  if (privacy === 2 && password === undefined && !currentPasswordSet) {
    errors.add('password', 'The password field is required when privacy is 2.');
  }
  errors.throwIfAny();
  return { privacy, password, regenerate };
}

function isAuditableUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

function hasCredentials(text: string): boolean {
  const url = new URL(text);
  return url.username !== '' || url.password !== '';
}

/** Longest a read may hold its answer for a report still generating (the `wait` extension). */
const MAX_REPORT_WAIT_SECONDS = 30;

/** `wait` on GET /reports/{id}: whole seconds from 0 to MAX_REPORT_WAIT_SECONDS; absent is 0. */
export function parseReportWait(query: URLSearchParams): number {
  const errors = new ValidationErrors();
  const value = lastValue(query, 'wait');
  if (value === null || value === '') return 0;
  if (!/^\d{1,3}$/.test(value) || Number(value) > MAX_REPORT_WAIT_SECONDS) {
    errors.add(
      'wait',
      `The wait must be a whole number of seconds from 0 to ${MAX_REPORT_WAIT_SECONDS}.`,
    );
  }
  errors.throwIfAny();
  return Number(value);
}
