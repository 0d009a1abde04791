// Property tests (issue 8) for the two parsers that read what someone else wrote: the client's
// response normaliser (src/client/api/normalize.ts) and the service's form parser (request-body.ts and
// validation.ts). Generated inputs with fixed seeds, so a failure reproduces. These extend
// test/api/normalize.test.ts (whose property covers parseReport with report-like bodies) to every
// parse function, every envelope docs/compatibility.md describes, and the form parser.
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeoReportApiError } from '../../src/client/api/errors.js';
import type { Page, Project, Report } from '../../src/client/api/model.js';
import {
  parseDeletion,
  parseProjectPage,
  parseReport,
  parseReportPage,
} from '../../src/client/api/normalize.js';
import { createReportForm, type Privacy, reportUrlProblem } from '../../src/client/api/params.js';
import { HttpError } from '../../src/server/service/http/errors.js';
import { readFormBody } from '../../src/server/service/http/request-body.js';
import { parseCreateReport, parseUpdateReport } from '../../src/server/service/http/validation.js';
import { GRADES, gradeForScore } from '../../src/shared/grade.js';
// The score and grade reading is the shared reader's (src/shared/report).
import { readScoreAndGrade as scoreAndGrade } from '../../src/shared/report/read.js';
import { openLedger } from './support/ledger.js';

const ledger = openLedger(
  'input-properties',
  'Property tests: response normaliser and form parser',
  23,
);

const E = 'GET /api/v1/reports/1';

/**
 * Checks a property with a fixed seed, records it in the ledger (with its number of runs and,
 * on failure, the counterexample), then fails the test if it failed.
 */
function check<T>(
  name: string,
  property: fc.IPropertyWithHooks<T> | fc.IAsyncPropertyWithHooks<T>,
  seed: number,
  numRuns: number,
): Promise<void> {
  return Promise.resolve(fc.check(property as fc.IRawProperty<T>, { seed, numRuns })).then(
    (details) => {
      ledger.record({
        case: name,
        expected: `holds for ${numRuns} generated inputs (seed ${seed})`,
        observed: details.failed
          ? `failed after ${details.numRuns} runs: ${String(fc.stringify(details.counterexample)).slice(0, 160)}`
          : `held for ${details.numRuns} runs`,
        passed: !details.failed,
      });
      expect(details.failed, fc.defaultReportMessage(details) ?? '').toBe(false);
    },
  );
}

/** Fails unless `error` is the client's own error type saying the answer is not the API. */
function expectApiError(error: unknown): void {
  if (!(error instanceof SeoReportApiError)) throw error;
  expect(error.code).toBe('not_the_api');
}

// ----- (a) the response normaliser -----

function expectWellFormedReport(report: Report): void {
  expect(typeof report.id).toBe('string');
  expect(report.id.trim()).not.toBe('');
  expect(typeof report.url).toBe('string');
  if (report.score !== null) {
    expect(Number.isFinite(report.score)).toBe(true);
    expect(report.score).toBeGreaterThanOrEqual(0);
    expect(report.score).toBeLessThanOrEqual(100);
  }
  expect(report.grade === null || GRADES.includes(report.grade)).toBe(true);
  expect([null, 0, 1, 2]).toContain(report.privacy);
  expect(typeof report.hasPassword).toBe('boolean');
  expect(typeof report.generated).toBe('boolean');
  for (const check of Object.values(report.checks ?? {})) {
    expect([true, false, null]).toContain(check.passed);
    expect([null, 'high', 'medium', 'low']).toContain(check.importance);
  }
}

function expectWellFormedPage<T>(page: Page<T>): void {
  expect(Array.isArray(page.items)).toBe(true);
  expect(Number.isSafeInteger(page.page) && page.page >= 1).toBe(true);
  expect(
    page.lastPage === null || (Number.isSafeInteger(page.lastPage) && page.lastPage >= 1),
  ).toBe(true);
  expect(page.total === null || (Number.isSafeInteger(page.total) && page.total >= 0)).toBe(true);
  expect(typeof page.hasNext).toBe('boolean');
}

/** JSON the service might plausibly send, and wilder values in the places it reads. */
const wild = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(
    '',
    ' ',
    '12',
    ' 7 ',
    '-3',
    '83.33',
    'NaN',
    'Infinity',
    '1e3',
    'good',
    'BAD',
    '__proto__',
  ),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
const reportLike = fc.record(
  {
    id: wild,
    url: wild,
    project: fc.oneof(wild, fc.record({ project: wild, name: wild })),
    result: wild,
    score: wild,
    results: fc.oneof(
      wild,
      fc.dictionary(
        fc.string(),
        fc.oneof(wild, fc.record({ passed: wild, importance: wild, value: wild, errors: wild })),
      ),
    ),
    privacy: wild,
    password: wild,
    generated_at: wild,
    state: fc.oneof(wild, fc.constant('failed')),
    error: fc.oneof(wild, fc.record({ message: wild })),
  },
  { requiredKeys: [] },
);
const listLike = fc.record(
  {
    data: fc.oneof(wild, fc.array(fc.oneof(reportLike, wild), { maxLength: 4 })),
    meta: fc.oneof(
      wild,
      fc.record(
        { current_page: wild, last_page: wild, per_page: wild, total: wild },
        { requiredKeys: [] },
      ),
    ),
    links: fc.oneof(wild, fc.record({ next: wild }, { requiredKeys: [] })),
  },
  { requiredKeys: [] },
);
const projectLike = fc.record(
  { project: wild, name: wild, reports: wild, result: wild, score: wild, mean_score: wild },
  { requiredKeys: [] },
);
const anyBody = fc.oneof(
  // Not sparse arrays: JSON.parse never makes holes, and Array#map would keep one as a hole.
  fc.anything({ withNullPrototype: true, withBoxedValues: true }),
  fc.jsonValue(),
  reportLike,
  reportLike.map((data) => ({ data, status: 200 })),
  listLike,
  fc.array(fc.oneof(reportLike, projectLike), { maxLength: 4 }),
  fc.record({ data: fc.array(projectLike, { maxLength: 4 }) }),
);

describe('the response normaliser, for any answer', () => {
  it('returns a well-formed result or throws SeoReportApiError, never anything else', async () => {
    await check(
      'normaliser: parseReport, parseReportPage, parseProjectPage, parseDeletion on arbitrary JSON and JS values',
      fc.property(anyBody, fc.integer({ min: 1, max: 1000 }), (body, requested) => {
        try {
          expectWellFormedReport(parseReport(E, body));
        } catch (error) {
          expectApiError(error);
        }
        try {
          const page = parseReportPage(E, body, requested);
          expectWellFormedPage(page);
          for (const report of page.items) expectWellFormedReport(report);
        } catch (error) {
          expectApiError(error);
        }
        try {
          const page = parseProjectPage(E, body, requested);
          expectWellFormedPage(page);
          for (const project of page.items) {
            expect(typeof project.name).toBe('string');
            expect(project.reports === null || project.reports >= 0).toBe(true);
            expect(project.meanScore === null || Number.isFinite(project.meanScore)).toBe(true);
          }
        } catch (error) {
          expectApiError(error);
        }
        // A delete's answer is never in the way: whatever came back, the id is known.
        const deletion = parseDeletion(body, String(requested), false);
        expect(deletion.deleted).toBe(true);
        expect(typeof deletion.id).toBe('string');
        expect(deletion.id).not.toBe('');
      }),
      0x5e0_01,
      2000,
    );
  });
});

// Well-formed reports, as deployed services and ours send them.
const twoDecimals = fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100);
const timestamp = fc
  .date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2030-01-01T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());
const checkResult = fc.record({
  passed: fc.boolean(),
  importance: fc.constantFrom('high', 'medium', 'low'),
  value: fc.jsonValue({ maxDepth: 2 }),
});
const deployedReport = fc.record({
  id: fc.integer({ min: 1, max: 2 ** 31 }),
  url: fc.webUrl().map((url) => url.replace(/^https?:\/\/(www\.)?/, '')),
  project: fc.domain(),
  result: fc.oneof(twoDecimals, fc.constant(null)),
  results: fc.oneof(
    fc.constant(null),
    fc.dictionary(
      fc.constantFrom('title', 'meta_description', 'headings', 'load_time', 'htst'),
      checkResult,
      { maxKeys: 4 },
    ),
  ),
  privacy: fc.constantFrom<Privacy>(0, 1, 2),
  password: fc.boolean(),
  generated_at: fc.oneof(timestamp, fc.constant(null)),
  created_at: timestamp,
  updated_at: timestamp,
});

/** The report without `raw`: what every variant of one report must agree on. */
const model = ({ raw: _raw, ...rest }: Report) => rest;

describe('the response normaliser, for well-formed reports in every envelope', () => {
  it('reads a report the same in a data envelope, without status, bare, and with numbers as strings', async () => {
    await check(
      'normaliser: one report in every single-object envelope and with numeric strings',
      fc.property(deployedReport, (report) => {
        const expected = model(parseReport(E, { data: report, status: 200 }));
        expect(model(parseReport(E, { data: report }))).toEqual(expected);
        expect(model(parseReport(E, report))).toEqual(expected);
        const stringly = {
          ...report,
          id: String(report.id),
          privacy: String(report.privacy),
          result: report.result === null ? null : String(report.result),
        };
        expect(model(parseReport(E, { data: stringly, status: 200 }))).toEqual(expected);
        expect(expected.id).toBe(String(report.id));
        expect(expected.score).toBe(report.result);
        expect(expected.grade).toBe(report.result === null ? null : gradeForScore(report.result));
        expect(expected.privacy).toBe(report.privacy);
        expect(expected.hasPassword).toBe(report.password);
      }),
      0x5e0_02,
      500,
    );
  });

  it("reads our reference service's grade word with the score beside it as the same report", async () => {
    await check(
      'normaliser: reference shape (grade word + score) equals deployed shape (numeric result)',
      fc.property(deployedReport, twoDecimals, (report, score) => {
        const deployed = parseReport(E, { data: { ...report, result: score }, status: 200 });
        const ours = parseReport(E, {
          data: { ...report, result: gradeForScore(score), score, state: 'generated', error: null },
          status: 201,
        });
        expect({ score: ours.score, grade: ours.grade }).toEqual({
          score: deployed.score,
          grade: deployed.grade,
        });
        expect(ours.id).toBe(deployed.id);
        expect(ours.generated).toBe(true);
      }),
      0x5e0_03,
      500,
    );
  });

  it('reads the same reports from a Laravel page envelope and from a bare array', async () => {
    await check(
      'normaliser: list items equal in the Laravel envelope, a bare data list and a bare array',
      fc.property(
        fc.array(deployedReport, { maxLength: 6 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 5 }),
        (reports, current, more) => {
          const last = current + more;
          const envelope = parseReportPage(
            E,
            {
              data: reports,
              links: {
                first: '?page=1',
                last: `?page=${last}`,
                prev: null,
                next: more > 0 ? `?page=${current + 1}` : null,
              },
              meta: {
                current_page: current,
                last_page: last,
                per_page: 10,
                total: String(last * 10),
              },
              status: 200,
            },
            current,
          );
          const single = reports.map((report) => model(parseReport(E, report)));
          expect(envelope.items.map(model)).toEqual(single);
          expect(parseReportPage(E, { data: reports }, current).items.map(model)).toEqual(single);
          expect(parseReportPage(E, reports, current).items.map(model)).toEqual(single);
          expect(envelope).toMatchObject({
            page: current,
            lastPage: last,
            total: last * 10,
            hasNext: more > 0,
          });
        },
      ),
      0x5e0_04,
      300,
    );
  });

  it("reads a project's mean the same from the deployed sum and from our mean", async () => {
    await check(
      'normaliser: project mean from a sum (numbers or numeric strings) equals the mean sent directly',
      fc.property(
        fc.domain(),
        twoDecimals,
        fc.integer({ min: 1, max: 1000 }),
        (name, mean, reports) => {
          const sum = mean * reports;
          const [deployed, stringly, ours] = parseProjectPage(
            E,
            {
              data: [
                { project: name, reports, result: sum },
                { project: name, reports: String(reports), result: String(sum) },
                { project: name, reports, result: gradeForScore(mean), score: mean },
              ],
            },
            1,
          ).items as [Project, Project, Project];
          expect(deployed.meanScore).toBe(mean);
          expect(stringly.meanScore).toBe(mean);
          expect(ours.meanScore).toBe(mean);
        },
      ),
      0x5e0_05,
      500,
    );
  });

  it('normalises numeric and string scores alike, and ignores out-of-range ones', async () => {
    await check(
      'scoreAndGrade: number, numeric string, padded string and grade word agree',
      fc.property(
        twoDecimals,
        fc.oneof(fc.double({ min: 100.01, max: 1e9 }), fc.double({ min: -1e9, max: -0.01 })),
        (score, outside) => {
          const expected = { score, grade: gradeForScore(score) };
          expect(scoreAndGrade(score, undefined)).toEqual(expected);
          expect(scoreAndGrade(score.toFixed(2), undefined)).toEqual(expected);
          expect(scoreAndGrade(` ${score} `, undefined)).toEqual(expected);
          expect(scoreAndGrade(gradeForScore(score).toUpperCase(), score)).toEqual(expected);
          expect(scoreAndGrade(null, String(score))).toEqual(expected);
          // An impossible score is no score: the grade then comes from a separate one, or nothing.
          expect(scoreAndGrade(outside, undefined)).toEqual({ score: null, grade: null });
          expect(scoreAndGrade(outside, score)).toEqual(expected);
        },
      ),
      0x5e0_06,
      1000,
    );
  });
});

// ----- (b) the service's form parser -----

const FORM = 'application/x-www-form-urlencoded';

/** A request as the service's handlers see it: headers and a body arriving in chunks. */
function request(chunks: Uint8Array[], headers: Record<string, string>): IncomingMessage {
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk)));
  return Object.assign(stream, { headers }) as unknown as IncomingMessage;
}

/** Fails unless `error` is the service's client error (a 4xx that the router answers as is). */
function expectClientError(error: unknown, statuses: number[]): void {
  if (!(error instanceof HttpError)) throw error;
  expect(statuses).toContain(error.status);
}

/** Text with the characters that form encoding treats specially, and any Unicode. */
const formText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '+',
    '%',
    '&',
    '=',
    '%20',
    'a+b',
    '100%',
    '?a=b&c=d',
    ' ',
    '',
    '%ZZ',
    '😀',
    'é',
    '\u0000',
  ),
  fc
    .array(fc.constantFrom('+', '%', '&', '=', ' ', 'x', '😀', '%2', 'é'), { maxLength: 8 })
    .map((parts) => parts.join('')),
);
const fieldName = fc.oneof(
  fc.constantFrom('url', 'privacy', 'password', 'project', 'results'),
  formText,
);
const fieldValue = fc.oneof(
  formText,
  fc.constantFrom(
    '0',
    '1',
    '2',
    '3',
    '-1',
    'https://example.com/',
    'ftp://x',
    'https://u:p@x.test',
    'p'.repeat(300),
  ),
  fc.webUrl(),
  // A good URL with one control character slipped in: the URL parser would quietly drop or
  // encode it, so validation must refuse it rather than store another URL.
  fc
    .tuple(fc.webUrl(), fc.constantFrom('\t', '\n', '\r', '\u0000', '\u001b', '\u007f'), fc.nat())
    .map(
      ([url, control, at]) =>
        `${url.slice(0, at % url.length)}${control}${url.slice(at % url.length)}`,
    ),
);
/** Bodies as a client might botch them: raw bytes, forms with broken escapes, JSON of any kind. */
const bodyBytes = fc.oneof(
  fc.uint8Array({ maxLength: 200 }),
  fc
    .array(fc.tuple(fieldName, fieldValue), { maxLength: 6 })
    .chain((pairs) =>
      fc.constantFrom(
        pairs.map(([k, v]) => `${k}=${v}`).join('&'), // unencoded
        new URLSearchParams(pairs).toString(),
      ),
    )
    .map((text) => new TextEncoder().encode(text)),
  fc.jsonValue().map((value) => new TextEncoder().encode(JSON.stringify(value))),
  fc
    .dictionary(fieldName, fc.oneof(fieldValue, fc.jsonValue()))
    .map((object) => new TextEncoder().encode(JSON.stringify(object))),
);
const contentType = fc.constantFrom(
  FORM,
  `${FORM}; charset=utf-8`,
  'APPLICATION/X-WWW-FORM-URLENCODED',
  'application/json',
  'text/plain',
  'multipart/form-data; boundary=x',
  '',
  ';;',
);

/** Splits bytes into chunks at generated cut points, as a network delivers them. */
function chunked(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    if (point > start) chunks.push(bytes.subarray(start, point));
    start = Math.max(start, point);
  }
  return chunks;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

describe('the service form parser, for any body', () => {
  it('reads fields or refuses with a 4xx, and validation refuses with a 422 or gives clean input', async () => {
    await check(
      'form parser: arbitrary bodies, content types, chunkings and limits never throw anything but the service client error',
      fc.asyncProperty(
        bodyBytes,
        contentType,
        fc.array(fc.nat(), { maxLength: 4 }),
        fc.integer({ min: 0, max: 256 }),
        fc.constantFrom('true', 'absent', 'lie'),
        async (bytes, type, cuts, maxBytes, length) => {
          const headers: Record<string, string> = {};
          if (type !== '') headers['content-type'] = type;
          if (length === 'true') headers['content-length'] = String(bytes.length);
          if (length === 'lie') headers['content-length'] = String(bytes.length + 1_000_000);
          let fields: Map<string, string>;
          try {
            fields = await readFormBody(request(chunked(bytes, cuts), headers), maxBytes);
          } catch (error) {
            // 422: a JSON field given as an object or an array (issue 16).
            expectClientError(error, [400, 413, 415, 422]);
            return;
          }
          for (const [name, value] of fields) {
            expect(typeof name).toBe('string');
            expect(typeof value).toBe('string');
          }
          try {
            const input = parseCreateReport(fields);
            // Never half-valid: what passes is an http(s) URL without credentials or control
            // characters, a known privacy, and a password exactly when privacy is 2.
            const url = new URL(input.url);
            expect(['http:', 'https:']).toContain(url.protocol);
            expect(url.username + url.password).toBe('');
            expect(CONTROL.test(fields.get('url') ?? '')).toBe(false);
            expect([0, 1, 2]).toContain(input.privacy);
            expect(input.password !== undefined).toBe(input.privacy === 2);
            expect(
              input.project === undefined ||
                (input.project.length <= 255 && input.project.trim() === input.project),
            ).toBe(true);
          } catch (error) {
            expectClientError(error, [422]);
          }
          for (const passwordSet of [false, true]) {
            try {
              const update = parseUpdateReport(fields, passwordSet);
              expect([undefined, 0, 1, 2]).toContain(update.privacy);
              expect(typeof update.regenerate).toBe('boolean');
            } catch (error) {
              expectClientError(error, [422]);
            }
          }
        },
      ),
      0x5e0_07,
      1500,
    );
  });

  it('decodes any encoded form to the fields it was made from (last value wins)', async () => {
    await check(
      'form parser: decode(encode(fields)) round trip, with +, %, &, = and any Unicode, as form and as JSON',
      fc.asyncProperty(
        fc.array(fc.tuple(formText, formText), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        async (pairs, plusForSpace) => {
          // Encoded independently of URLSearchParams, which the parser uses.
          const encode = (text: string) => {
            const encoded = encodeURIComponent(text);
            return plusForSpace ? encoded.replaceAll('%20', '+') : encoded;
          };
          const body = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
          const expected = new Map(pairs);
          const asForm = await readFormBody(
            request([new TextEncoder().encode(body)], { 'content-type': FORM }),
            1 << 20,
          );
          expect(asForm).toEqual(expected);
          const json = JSON.stringify(Object.fromEntries(pairs));
          const asJson = await readFormBody(
            request([new TextEncoder().encode(json)], { 'content-type': 'application/json' }),
            1 << 20,
          );
          expect(asJson).toEqual(expected);
        },
      ),
      0x5e0_08,
      1000,
    );
  });

  it('takes back every create form our client builds, with the same parameters', async () => {
    const password = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 128 })
      .filter((text) => !CONTROL.test(text));
    const project = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 255 })
      .filter((text) => !CONTROL.test(text) && text.trim() !== '');
    await check(
      'client to service: createReportForm output parses back to the same url, privacy, password and project',
      fc.asyncProperty(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.constantFrom<Privacy>(0, 1, 2),
        password,
        fc.option(project, { nil: undefined }),
        async (url, privacy, secret, name) => {
          const params = {
            url,
            privacy,
            password: privacy === 2 ? secret : undefined,
            project: name,
          };
          let form: URLSearchParams;
          try {
            form = createReportForm(params);
          } catch (error) {
            // The client may refuse (a generated URL over 2,048 characters); then nothing is sent.
            if (!(error instanceof SeoReportApiError)) throw error;
            return;
          }
          const fields = await readFormBody(
            request([new TextEncoder().encode(form.toString())], { 'content-type': FORM }),
            1 << 20,
          );
          expect(parseCreateReport(fields)).toEqual({
            url: new URL(url).href,
            privacy,
            password: privacy === 2 ? secret : undefined,
            project: name?.trim(),
          });
        },
      ),
      0x5e0_09,
      500,
    );
  });

  it('accepts every page URL our client accepts', async () => {
    const candidate = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string({ unit: 'binary', maxLength: 30 }).map((s) => `https://example.com/${s}`),
      fc.string({ unit: 'binary-ascii', maxLength: 30 }).map((s) => `http://${s}`),
      fc.string({ unit: 'binary-ascii', maxLength: 30 }),
    );
    await check(
      'client to service: a URL the client lets through is never refused by the service',
      fc.property(candidate, (url) => {
        if (reportUrlProblem(url) !== null) return;
        const input = parseCreateReport(new Map([['url', url]]));
        expect(input.url).toBe(new URL(url).href);
      }),
      0x5e0_0a,
      2000,
    );
  });
});
