// Turns the service's JSON into the client's model, accepting every variant that deployed
// services send (docs/compatibility.md) and our reference service's grade strings. Anything that
// is not recognisably a report, project or list is a `not_the_api` error, never a crash.
import { type Grade, gradeForScore } from '../../shared/grade.js';
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
  const object = isObject(body) ? body : {};
  const answeredId = idText(object.id);
  return { id: answeredId ?? id, deleted: true, alreadyGone };
}

function parsePage<T>(
  endpoint: string,
  body: unknown,
  requestedPage: number,
  toItem: (item: Json) => T,
): Page<T> {
  const list = isObject(body) ? body.data : body;
  if (!Array.isArray(list)) throw unexpected(endpoint, 'a list (an array under "data")');
  const items = list.map((item) => {
    if (!isObject(item)) throw unexpected(endpoint, 'list items that are objects');
    return toItem(item);
  });
  const meta = isObject(body) && isObject(body.meta) ? body.meta : null;
  const links = isObject(body) && isObject(body.links) ? body.links : null;
  const page = positiveInt(meta?.current_page) ?? requestedPage;
  const lastPage = positiveInt(meta?.last_page);
  let hasNext: boolean;
  if (lastPage !== null) hasNext = page < lastPage;
  else if (links && 'next' in links) hasNext = typeof links.next === 'string' && links.next !== '';
  // Neither meta nor links: only an empty page proves the end (the service may ignore per_page).
  else hasNext = items.length > 0;
  return {
    items,
    page,
    lastPage,
    perPage: positiveInt(meta?.per_page),
    total: nonNegativeInt(meta?.total),
    hasNext,
  };
}

function toReport(endpoint: string, object: Json): Report {
  const id = idText(object.id);
  if (id === null) throw unexpected(endpoint, 'a report with an "id"');
  const checks = toChecks(object.results);
  const { score, grade } = scoreAndGrade(object.result, object.score);
  const generatedAt = text(object.generated_at);
  const generationError = failureReason(object);
  const generationErrorCode =
    isObject(object.error) && typeof object.error.code === 'string' && object.error.code !== ''
      ? object.error.code
      : null;
  const seoUrl = checks?.seo_friendly_url?.value;
  return {
    id,
    url: text(object.url) ?? '',
    fullUrl: typeof seoUrl === 'string' && /^https?:\/\//i.test(seoUrl) ? seoUrl : null,
    project: text(object.project) ?? projectName(object.project),
    score,
    grade,
    generated: generatedAt !== null || score !== null || grade !== null || generationError !== null,
    generatedAt,
    generationError,
    generationErrorCode,
    privacy: privacy(object.privacy),
    hasPassword: object.password === true || object.password === 1 || object.password === '1',
    checks,
    createdAt: text(object.created_at),
    updatedAt: text(object.updated_at),
    raw: object,
  };
}

function toProject(endpoint: string, object: Json): Project {
  const name = text(object.project) ?? text(object.name);
  if (name === null) throw unexpected(endpoint, 'a project with a "project" name');
  const reports = nonNegativeInt(object.reports);
  // Deployed services send the SUM of scores as `result`; a mean field, when present, wins.
  const mean = number(object.mean_score) ?? number(object.score);
  const sum = number(object.result);
  const meanScore = mean ?? (sum !== null && reports ? round2(sum / reports) : null);
  return { name, reports, meanScore, createdAt: text(object.created_at), raw: object };
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
    checks[key] = {
      passed: bool(check.passed),
      importance: importance(check.importance),
      value: check.value ?? null,
      errors: isObject(check.errors) && Object.keys(check.errors).length > 0 ? check.errors : null,
    };
  }
  return checks;
}

function failureReason(object: Json): string | null {
  const error = object.error;
  if (typeof error === 'string' && error.trim() !== '') return error.trim();
  if (isObject(error) && typeof error.message === 'string') return error.message;
  if (object.state === 'failed') return 'the service could not generate the report';
  return null;
}

function unwrapObject(endpoint: string, body: unknown, what: string): Json {
  if (isObject(body) && isObject(body.data)) return body.data;
  if (isObject(body) && !('data' in body)) return body;
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
  return isObject(value) ? (text(value.project) ?? text(value.name)) : null;
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
