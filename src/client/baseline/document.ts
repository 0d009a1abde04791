// The shapes a baseline can be read from, and the compact one this action writes where space is
// short (the hidden block of the pull-request comment). Every results shape the project writes
// is accepted: the `results` output (an array), the CLI's `--format json` (an object with
// `results`) and `results.json` of a report-dir (the array again).
import { isGrade } from '../../shared/grade.js';
import { own } from '../../shared/own-keys.js';
import { type BaselinePage, BaselineShapeError } from './types.js';

/** Marks the compact form, and its version: a later change of shape bumps it. */
export const COMPACT_TAG = 'seo-report-baseline';
const COMPACT_VERSION = 1;
/** How many items a baseline may hold: the action audits at most 1,000 URLs a step. */
const MAX_PAGES = 5_000;

/**
 * Pages of a baseline document already parsed from JSON; throws BaselineShapeError. Fields are
 * read as the document's own keys: a file is anyone's data, "__proto__" and all.
 */
export function readBaselineDocument(document: unknown): BaselinePage[] {
  if (isRecord(document) && own(document, COMPACT_TAG) !== undefined) return readCompact(document);
  const results = isRecord(document) ? own(document, 'results') : undefined;
  const items = Array.isArray(document) ? document : Array.isArray(results) ? results : null;
  if (items === null)
    throw new BaselineShapeError(
      'is not a results file: expected the results output (a JSON array), the CLI’s --format json, or results.json of a report-dir',
    );
  if (items.length > MAX_PAGES)
    throw new BaselineShapeError(`has ${items.length} pages; at most ${MAX_PAGES} are read`);
  return items.map((item, index) => readResult(item, index));
}

function readResult(item: unknown, index: number): BaselinePage {
  const where = `item ${index + 1}`;
  const url = isRecord(item) ? own(item, 'url') : undefined;
  if (!isRecord(item) || typeof url !== 'string' || url === '')
    throw new BaselineShapeError(`${where} is not a result: it has no url`);
  const score = own(item, 'score') ?? null;
  if (score !== null && (typeof score !== 'number' || !(score >= 0 && score <= 100)))
    throw new BaselineShapeError(`${where} (${url}) has a score that is not 0 to 100`);
  const grade = own(item, 'grade') ?? null;
  if (grade !== null && !isGrade(grade))
    throw new BaselineShapeError(`${where} (${url}) has a grade that is not good, decent or bad`);
  const serviceScore = own(item, 'service-score') ?? null;
  if (
    serviceScore !== null &&
    (typeof serviceScore !== 'number' || !(serviceScore >= 0 && serviceScore <= 100))
  )
    throw new BaselineShapeError(`${where} (${url}) has a service-score that is not 0 to 100`);
  const notApplicable = checkKeys(own(item, 'not-applicable'), where, 'not-applicable');
  const runnerChecks = checkKeys(own(item, 'runner-checks'), where, 'runner-checks');
  return {
    url,
    score,
    grade,
    failedChecks: checkKeys(own(item, 'failed-checks'), where, 'failed-checks'),
    // Older results have neither: their score stands for the service's, and every check not
    // failed counts as judged.
    ...(notApplicable === null ? {} : { notApplicable }),
    ...(serviceScore === null ? {} : { serviceScore }),
    // Written only by runs whose link check judged the page (check-links).
    ...(runnerChecks === null ? {} : { runnerChecks }),
  };
}

function checkKeys(value: unknown, where: string, field: string): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || !value.every((key) => typeof key === 'string'))
    throw new BaselineShapeError(`${where} has ${field} that are not a list of check keys`);
  return value;
}

/**
 * The compact form: `{"seo-report-baseline":1,"pages":[[url, score, grade, "key key",
 * service score, "key key", "key key"]]}`, the last three newer (the service's score, the checks
 * not applicable, the runner checks judged); readers of four ignore them. The last is written
 * only for a page the link check judged: a run without it writes rows as before.
 */
export function writeCompact(pages: readonly BaselinePage[]): string {
  return JSON.stringify({
    [COMPACT_TAG]: COMPACT_VERSION,
    pages: pages.map((page) => {
      const row = [
        page.url,
        page.score,
        page.grade,
        page.failedChecks === null ? null : page.failedChecks.join(' '),
        page.serviceScore ?? null,
        page.notApplicable == null ? null : page.notApplicable.join(' '),
      ];
      return page.runnerChecks == null ? row : [...row, page.runnerChecks.join(' ')];
    }),
  });
}

function readCompact(document: Record<string, unknown>): BaselinePage[] {
  const version = own(document, COMPACT_TAG);
  const pages = own(document, 'pages');
  if (version !== COMPACT_VERSION || !Array.isArray(pages))
    throw new BaselineShapeError(
      `was written by another version of this action (${COMPACT_TAG} ${String(version)})`,
    );
  if (pages.length > MAX_PAGES)
    throw new BaselineShapeError(`has ${pages.length} pages; at most ${MAX_PAGES} are read`);
  return pages.map((row: unknown, index) => {
    if (!Array.isArray(row))
      throw new BaselineShapeError(`page ${index + 1} of the compact baseline is not a row`);
    const [url, score, grade, failed, serviceScore, unjudged, runner] = row as unknown[];
    return readResult(
      {
        url,
        score,
        grade,
        'failed-checks': typeof failed === 'string' ? failed.split(' ').filter(Boolean) : failed,
        'service-score': serviceScore,
        'not-applicable':
          typeof unjudged === 'string' ? unjudged.split(' ').filter(Boolean) : unjudged,
        'runner-checks': typeof runner === 'string' ? runner.split(' ').filter(Boolean) : runner,
      },
      index,
    );
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
