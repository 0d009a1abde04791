// Turns the service's JSON into the client's model, accepting every variant that deployed
// services send (docs/compatibility.md) and our reference service's grade strings. Anything that
// is not recognisably a report, project or list is a `not_the_api` error, never a crash. Fields
// are read as the answer's own keys only (get), and a check named "__proto__" is kept as one.
import { type Grade, gradeForScore } from '../../shared/grade.js';
import { own as get, setOwn } from '../../shared/own-keys.js';
import { SeoReportApiError } from './errors.js';
import type { Deletion, Importance, Page, Project, Report, ReportCheck } from './model.js';
import type { Privacy } from './params.js';

type Json = Record<string, unknown>;

export function parseReport(endpoint: string, body: unknown): Report {
  return toReport(endpoint, unwrapObject(endpoint, body, 'a report'));
}

export function parseReportPage(
  endpoint: string,
  body: unknown,
  requestedPage: number,
): Page<Report> {
  return parsePage(endpoint, body, requestedPage, (item) => toReport(endpoint, item));
}

export function parseProjectPage(
  endpoint: string,
  body: unknown,
  requestedPage: number,
): Page<Project> {
  return parsePage(endpoint, body, requestedPage, (item) => toProject(endpoint, item));
}

export function parseDeletion(body: unknown, id: string, alreadyGone: boolean): Deletion {
  const answeredId = isObject(body) ? idText(get(body, 'id')) : null;
  return { id: answeredId ?? id, deleted: true, alreadyGone };
}

function parsePage<T>(
  endpoint: string,
  body: unknown,
  requestedPage: number,
  toItem: (item: Json) => T,
): Page<T> {
  const list = isObject(body) ? get(body, 'data') : body;
  if (!Array.isArray(list)) throw unexpected(endpoint, 'a list (an array under "data")');
  const items = list.map((item) => {
    if (!isObject(item)) throw unexpected(endpoint, 'list items that are objects');
    return toItem(item);
  });
  const meta = objectField(body, 'meta');
  const links = objectField(body, 'links');
  const page = positiveInt(meta && get(meta, 'current_page')) ?? requestedPage;
  const lastPage = positiveInt(meta && get(meta, 'last_page'));
  const next = links && get(links, 'next');
  let hasNext: boolean;
  if (lastPage !== null) hasNext = page < lastPage;
  else if (links && Object.hasOwn(links, 'next')) hasNext = typeof next === 'string' && next !== '';
  // Neither meta nor links: only an empty page proves the end (the service may ignore per_page).
  else hasNext = items.length > 0;
  return {
    items,
    page,
    lastPage,
    perPage: positiveInt(meta && get(meta, 'per_page')),
    total: nonNegativeInt(meta && get(meta, 'total')),
    hasNext,
  };
}

function toReport(endpoint: string, object: Json): Report {
  const id = idText(get(object, 'id'));
  if (id === null) throw unexpected(endpoint, 'a report with an "id"');
  const checks = toChecks(get(object, 'results'));
  const { score, grade } = scoreAndGrade(get(object, 'result'), get(object, 'score'));
  const generatedAt = text(get(object, 'generated_at'));
  const generationError = failureReason(object);
  const errorCode = get(objectField(object, 'error') ?? {}, 'code');
  const seoUrl = checks && get(checks, 'seo_friendly_url')?.value;
  const password = get(object, 'password');
  return {
    id,
    url: text(get(object, 'url')) ?? '',
    fullUrl: typeof seoUrl === 'string' && /^https?:\/\//i.test(seoUrl) ? seoUrl : null,
    project: text(get(object, 'project')) ?? projectName(get(object, 'project')),
    score,
    grade,
    generated: generatedAt !== null || score !== null || grade !== null || generationError !== null,
    generatedAt,
    generationError,
    generationErrorCode: typeof errorCode === 'string' && errorCode !== '' ? errorCode : null,
    privacy: privacy(get(object, 'privacy')),
    hasPassword: password === true || password === 1 || password === '1',
    checks,
    createdAt: text(get(object, 'created_at')),
    updatedAt: text(get(object, 'updated_at')),
    raw: object,
  };
}

function toProject(endpoint: string, object: Json): Project {
  const name = text(get(object, 'project')) ?? text(get(object, 'name'));
  if (name === null) throw unexpected(endpoint, 'a project with a "project" name');
  const reports = nonNegativeInt(get(object, 'reports'));
  // Deployed services send the SUM of scores as `result`; a mean field, when present, wins.
  const mean = number(get(object, 'mean_score')) ?? number(get(object, 'score'));
  const sum = number(get(object, 'result'));
  const meanScore = mean ?? (sum !== null && reports ? round2(sum / reports) : null);
  return { name, reports, meanScore, createdAt: text(get(object, 'created_at')), raw: object };
}

/**
 * `result` is a 0-100 score (integer, float or numeric string), a grade word, or null; our
 * reference service sends the grade word with the score beside it in `score`.
 */
export function scoreAndGrade(
  result: unknown,
  scoreField: unknown,
): { score: number | null; grade: Grade | null } {
  const resultScore = score(result);
  if (resultScore !== null) return { score: resultScore, grade: gradeForScore(resultScore) };
  const separateScore = score(scoreField);
  const word = typeof result === 'string' ? result.trim().toLowerCase() : null;
  if (word === 'good' || word === 'decent' || word === 'bad')
    return { score: separateScore, grade: word };
  if (separateScore !== null) return { score: separateScore, grade: gradeForScore(separateScore) };
  return { score: null, grade: null };
}

function toChecks(results: unknown): Record<string, ReportCheck> | null {
  if (!isObject(results)) return null;
  const checks: Record<string, ReportCheck> = {};
  for (const [key, check] of Object.entries(results)) {
    if (!isObject(check)) continue;
    const errors = objectField(check, 'errors');
    // An assignment to checks["__proto__"] would set the object's prototype and lose the check.
    setOwn(checks, key, {
      passed: bool(get(check, 'passed')),
      importance: importance(get(check, 'importance')),
      value: get(check, 'value') ?? null,
      errors: errors !== null && Object.keys(errors).length > 0 ? errors : null,
    });
  }
  return checks;
}

function failureReason(object: Json): string | null {
  const error = get(object, 'error');
  const message = isObject(error) ? get(error, 'message') : undefined;
  if (typeof error === 'string' && error.trim() !== '') return error.trim();
  if (typeof message === 'string') return message;
  if (get(object, 'state') === 'failed') return 'the service could not generate the report';
  return null;
}

function unwrapObject(endpoint: string, body: unknown, what: string): Json {
  const data = objectField(body, 'data');
  if (data !== null) return data;
  if (isObject(body) && !Object.hasOwn(body, 'data')) return body;
  throw unexpected(endpoint, what);
}

function unexpected(endpoint: string, expected: string): SeoReportApiError {
  return new SeoReportApiError({
    code: 'not_the_api',
    endpoint,
    reason: `the answer is not ${expected}`,
    hint: 'not_the_api',
  });
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object under the value's own `key`, or null. */
function objectField(value: unknown, key: string): Json | null {
  if (!isObject(value)) return null;
  const field = get(value, key);
  return isObject(field) ? field : null;
}

/** A finite number, from a number or a numeric string ("12", "83.33"). */
function number(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

function score(value: unknown): number | null {
  const n = number(value);
  return n !== null && n >= 0 && n <= 100 ? n : null;
}

function positiveInt(value: unknown): number | null {
  const n = number(value);
  return n !== null && Number.isSafeInteger(n) && n >= 1 ? n : null;
}

function nonNegativeInt(value: unknown): number | null {
  const n = number(value);
  return n !== null && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function idText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
}

function projectName(value: unknown): string | null {
  return isObject(value) ? (text(get(value, 'project')) ?? text(get(value, 'name'))) : null;
}

function bool(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

function importance(value: unknown): Importance | null {
  return value === 'high' || value === 'medium' || value === 'low' ? value : null;
}

function privacy(value: unknown): Privacy | null {
  const n = number(value);
  return n === 0 || n === 1 || n === 2 ? n : null;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
