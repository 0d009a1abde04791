// The one reader of a report's JSON: ours and every variant deployed services send
// (docs/compatibility.md, "Report object"). The API client, the report page, the report folder,
// and through the client's model the summary, the formats, the annotations, the baselines and
// the site findings all read a report here, so that each variant means one thing everywhere
// (docs/client.md, "Answers"). Never throws: what is not recognisable reads as null. Fields are
// read as the answer's own keys only (own), and a check named "__proto__" is kept as one
// (setOwn): a key is data, never Object.prototype's member (src/shared/own-keys.ts).
import { type Grade, gradeForScore } from '../grade.js';
import type { Importance, Privacy, ReportCheck } from '../interface.js';
import { own, setOwn } from '../own-keys.js';
import type { ReportReading } from './report.js';

export type Json = Record<string, unknown>;

/** What a failed generation says when the service gave no reason (`state: failed` alone). */
export const UNEXPLAINED_FAILURE = 'the service could not generate the report';

export function isJsonObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The report object of an answer: under `data` (the envelope every service uses), or the
 * object itself when it has no `data`; null when neither is an object.
 */
export function unwrapReport(body: unknown): Json | null {
  const data = objectField(body, 'data');
  if (data !== null) return data;
  if (isJsonObject(body) && !Object.hasOwn(body, 'data')) return body;
  return null;
}

/** The object under the value's own `key`, or null. */
export function objectField(value: unknown, key: string): Json | null {
  if (!isJsonObject(value)) return null;
  const field = own(value, key);
  return isJsonObject(field) ? field : null;
}

export function readReport(object: Json): ReportReading {
  const checks = readReportChecks(own(object, 'results'));
  const { score, grade } = readScoreAndGrade(own(object, 'result'), own(object, 'score'));
  const generatedAt = readText(own(object, 'generated_at'));
  const generationError = failureReason(object);
  const errorCode = own(objectField(object, 'error') ?? {}, 'code');
  const seoUrl = checks && own(checks, 'seo_friendly_url')?.value;
  return {
    id: readId(own(object, 'id')),
    url: readText(own(object, 'url')) ?? '',
    fullUrl: typeof seoUrl === 'string' && /^https?:\/\//i.test(seoUrl) ? seoUrl : null,
    project: readText(own(object, 'project')) ?? projectName(own(object, 'project')),
    score,
    grade,
    generated: generatedAt !== null || score !== null || grade !== null || generationError !== null,
    generatedAt,
    generationError,
    generationErrorCode: typeof errorCode === 'string' && errorCode !== '' ? errorCode : null,
    privacy: readPrivacy(own(object, 'privacy')),
    // Deployed services send a boolean, older ones 1/0: the same reading as a check's `passed`.
    hasPassword: readBoolean(own(object, 'password')) === true,
    checks,
    createdAt: readText(own(object, 'created_at')),
    updatedAt: readText(own(object, 'updated_at')),
    raw: object,
  };
}

/**
 * A report's `results`, check key to check; null when it is not an object (no results yet).
 * Entries that are not objects are skipped.
 */
export function readReportChecks(results: unknown): Record<string, ReportCheck> | null {
  if (!isJsonObject(results)) return null;
  const checks: Record<string, ReportCheck> = {};
  for (const [key, check] of Object.entries(results)) {
    // An assignment to checks["__proto__"] would set the object's prototype and lose the check.
    if (isJsonObject(check)) setOwn(checks, key, readCheck(check));
  }
  return checks;
}

/**
 * One check: `passed` as a boolean (or 1/0, "1"/"0", "true"/"false"; anything else is "not
 * observed", null); `errors`, or phpRank's older `error` when there is no `errors` object,
 * null when empty.
 */
export function readCheck(check: Json): ReportCheck {
  const errors = objectField(check, 'errors') ?? objectField(check, 'error');
  return {
    passed: readBoolean(own(check, 'passed')),
    importance: readImportance(own(check, 'importance')),
    value: own(check, 'value') ?? null,
    errors: errors !== null && Object.keys(errors).length > 0 ? errors : null,
  };
}

/**
 * `result` is a 0-100 score (integer, float or numeric string), a grade word, or null; our
 * reference service sends the grade word with the score beside it in `score`. A score in
 * `result` wins; a grade word is the grade, whatever `score` says; otherwise `score` graded by
 * the shared bands. Scores outside 0-100 are ignored rather than graded.
 */
export function readScoreAndGrade(
  result: unknown,
  scoreField: unknown,
): { score: number | null; grade: Grade | null } {
  const resultScore = readScore(result);
  if (resultScore !== null) return { score: resultScore, grade: gradeForScore(resultScore) };
  const separateScore = readScore(scoreField);
  const word = typeof result === 'string' ? result.trim().toLowerCase() : null;
  if (word === 'good' || word === 'decent' || word === 'bad')
    return { score: separateScore, grade: word };
  if (separateScore !== null) return { score: separateScore, grade: gradeForScore(separateScore) };
  return { score: null, grade: null };
}

/** true, 1, "1", "true" and false, 0, "0", "false"; anything else is null. */
export function readBoolean(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

/** A finite number, from a number or a decimal numeric string ("12", " 83.33 "). */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** An id as opaque text: a whole number, or a non-empty string (trimmed). */
export function readId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
}

/** A non-empty string as it is; anything else null. */
export function readText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function readScore(value: unknown): number | null {
  const n = readNumber(value);
  return n !== null && n >= 0 && n <= 100 ? n : null;
}

function readImportance(value: unknown): Importance | null {
  return value === 'high' || value === 'medium' || value === 'low' ? value : null;
}

function readPrivacy(value: unknown): Privacy | null {
  const n = readNumber(value);
  return n === 0 || n === 1 || n === 2 ? n : null;
}

function projectName(value: unknown): string | null {
  if (!isJsonObject(value)) return null;
  return readText(own(value, 'project')) ?? readText(own(value, 'name'));
}

function failureReason(object: Json): string | null {
  const error = own(object, 'error');
  const message = isJsonObject(error) ? own(error, 'message') : undefined;
  if (typeof error === 'string' && error.trim() !== '') return error.trim();
  if (typeof message === 'string') return message;
  if (own(object, 'state') === 'failed') return UNEXPLAINED_FAILURE;
  return null;
}
