// Turns the service's JSON into the client's model, accepting every variant that deployed
// services send (docs/compatibility.md) and our reference service's grade strings. A report is
// read by the shared reader (src/shared/report), the one every other reader of reports uses;
// lists, projects and deletions are read here. Anything that is not recognisably a report,
// project or list is a `not_the_api` error, never a crash. Fields are read as the answer's own
// keys only (get), and a check named "__proto__" is kept as one.
import { own as get } from '../../shared/own-keys.js';
import {
  isJsonObject,
  type Json,
  objectField,
  readId,
  readNumber,
  readReport,
  readText,
  unwrapReport,
} from '../../shared/report/read.js';
import { roundScore } from '../../shared/score.js';
import { SeoReportApiError } from './errors.js';
import type { Deletion, Page, Project, Report } from './model.js';

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
  const answeredId = isJsonObject(body) ? readId(get(body, 'id')) : null;
  return { id: answeredId ?? id, deleted: true, alreadyGone };
}

function parsePage<T>(
  endpoint: string,
  body: unknown,
  requestedPage: number,
  toItem: (item: Json) => T,
): Page<T> {
  const list = isJsonObject(body) ? get(body, 'data') : body;
  if (!Array.isArray(list)) throw unexpected(endpoint, 'a list (an array under "data")');
  const items = list.map((item) => {
    if (!isJsonObject(item)) throw unexpected(endpoint, 'list items that are objects');
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
  const reading = readReport(object);
  if (reading.id === null) throw unexpected(endpoint, 'a report with an "id"');
  return { ...reading, id: reading.id };
}

function toProject(endpoint: string, object: Json): Project {
  const name = readText(get(object, 'project')) ?? readText(get(object, 'name'));
  if (name === null) throw unexpected(endpoint, 'a project with a "project" name');
  const reports = nonNegativeInt(get(object, 'reports'));
  // Deployed services send the SUM of scores as `result`; a mean field, when present, wins.
  const mean = readNumber(get(object, 'mean_score')) ?? readNumber(get(object, 'score'));
  const sum = readNumber(get(object, 'result'));
  const meanScore = mean ?? (sum !== null && reports ? roundScore(sum / reports) : null);
  return { name, reports, meanScore, createdAt: readText(get(object, 'created_at')), raw: object };
}

function unwrapObject(endpoint: string, body: unknown, what: string): Json {
  const object = unwrapReport(body);
  if (object === null) throw unexpected(endpoint, what);
  return object;
}

function unexpected(endpoint: string, expected: string): SeoReportApiError {
  return new SeoReportApiError({
    code: 'not_the_api',
    endpoint,
    reason: `the answer is not ${expected}`,
    hint: 'not_the_api',
  });
}

function positiveInt(value: unknown): number | null {
  const n = readNumber(value);
  return n !== null && Number.isSafeInteger(n) && n >= 1 ? n : null;
}

function nonNegativeInt(value: unknown): number | null {
  const n = readNumber(value);
  return n !== null && Number.isSafeInteger(n) && n >= 0 ? n : null;
}
