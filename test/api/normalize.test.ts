import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeoReportApiError } from '../../src/client/api/errors.js';
import { parseProjectPage, parseReport, parseReportPage } from '../../src/client/api/normalize.js';
import { gradeForScore } from '../../src/shared/grade.js';
// The score and grade reading is the shared reader's (src/shared/report).
import { readScoreAndGrade as scoreAndGrade } from '../../src/shared/report/read.js';

const E = 'GET /api/v1/reports/12';

/** The deployed service's report, from docs/compatibility.md. */
const deployed = {
  data: {
    id: 12,
    url: 'example.com/pricing',
    project: 'example.com',
    result: 83,
    results: {
      title: { passed: true, importance: 'high', value: 'Pricing' },
      meta_description: {
        passed: false,
        importance: 'high',
        value: null,
        errors: { missing: null },
      },
      seo_friendly_url: {
        passed: true,
        importance: 'high',
        value: 'https://www.example.com/pricing/',
      },
    },
    privacy: 0,
    password: false,
    generated_at: '2026-03-01T10:00:00.000000Z',
    created_at: '2026-03-01T09:59:58.000000Z',
    updated_at: '2026-03-01T10:00:00.000000Z',
    plan_extra: 'kept',
  },
  status: 200,
};

describe('parseReport', () => {
  it('reads the deployed shape: data envelope, numeric result, checks, boolean password', () => {
    const report = parseReport(E, deployed);
    expect(report).toMatchObject({
      id: '12',
      url: 'example.com/pricing',
      fullUrl: 'https://www.example.com/pricing/',
      project: 'example.com',
      score: 83,
      grade: 'good',
      generated: true,
      generatedAt: '2026-03-01T10:00:00.000000Z',
      generationError: null,
      privacy: 0,
      hasPassword: false,
    });
    expect(report.checks?.meta_description).toEqual({
      passed: false,
      importance: 'high',
      value: null,
      errors: { missing: null },
    });
    expect(report.checks?.title?.errors).toBeNull();
    expect(report.raw.plan_extra).toBe('kept');
  });

  it('reads a bare object the same as a wrapped one', () => {
    expect(parseReport(E, deployed.data)).toEqual(parseReport(E, deployed));
  });

  it.each([
    [83.33, 83.33, 'good'],
    ['83.33', 83.33, 'good'],
    ['79', 79, 'decent'],
    [49, 49, 'decent'],
    ['48', 48, 'bad'],
    [0, 0, 'bad'],
  ])('reads result %j as score %s, grade %s', (result, score, grade) => {
    const report = parseReport(E, { data: { ...deployed.data, result } });
    expect(report.score).toBe(score);
    expect(report.grade).toBe(grade);
  });

  it('reads a grade word with the score beside it (our reference service)', () => {
    const report = parseReport(E, {
      data: { id: 3, url: 'x.test', result: 'decent', score: 61.5 },
    });
    expect(report.grade).toBe('decent');
    expect(report.score).toBe(61.5);
    expect(report.generated).toBe(true);
  });

  it('reads a report that is not generated yet', () => {
    const report = parseReport(E, {
      data: {
        id: '7',
        url: 'x.test',
        result: null,
        results: null,
        generated_at: null,
        password: true,
        privacy: '2',
      },
    });
    expect(report).toMatchObject({
      id: '7',
      score: null,
      grade: null,
      generated: false,
      checks: null,
      hasPassword: true,
      privacy: 2,
    });
  });

  it('reads a generation failure that our reference service reports', () => {
    const report = parseReport(E, {
      data: {
        id: 8,
        url: 'x.test',
        result: null,
        generated_at: null,
        state: 'failed',
        error: 'timeout: no answer in 5 s',
      },
    });
    expect(report.generated).toBe(true);
    expect(report.generationError).toBe('timeout: no answer in 5 s');
    expect(report.generationErrorCode).toBeNull();
    expect(report.score).toBeNull();
  });

  it("keeps the code of our service's {code, message} error, for a hint that names the fix", () => {
    const report = parseReport(E, {
      data: {
        id: 9,
        url: '127.0.0.1:8765',
        state: 'failed',
        error: {
          code: 'refused_address',
          message: 'refused to connect to 127.0.0.1: loopback address',
        },
      },
    });
    expect(report.generationError).toBe('refused to connect to 127.0.0.1: loopback address');
    expect(report.generationErrorCode).toBe('refused_address');
  });

  it('keeps a generated report without a score (old versions answer result null)', () => {
    const report = parseReport(E, {
      data: { id: 9, url: 'x.test', result: null, generated_at: '2026-01-01' },
    });
    expect(report.generated).toBe(true);
    expect(report.score).toBeNull();
  });

  it('ignores scores outside 0-100 rather than inventing a grade', () => {
    expect(scoreAndGrade(101, undefined)).toEqual({ score: null, grade: null });
    expect(scoreAndGrade('NaN', undefined)).toEqual({ score: null, grade: null });
  });

  it.each([
    [null],
    ['<html>'],
    [[1, 2]],
    [{ data: [] }],
    [{ data: { url: 'no id' } }],
    [{ data: 'x' }],
  ])('refuses %j as not a report', (body) => {
    expect(() => parseReport(E, body)).toThrowError(SeoReportApiError);
    try {
      parseReport(E, body);
    } catch (error) {
      expect((error as SeoReportApiError).code).toBe('not_the_api');
      expect((error as SeoReportApiError).message).toMatch(
        /^GET \/api\/v1\/reports\/12: the answer is not a report/,
      );
    }
  });

  it('never throws anything but SeoReportApiError, and always gives consistent scores (property)', () => {
    const resultArb = fc.oneof(
      fc.double({ noNaN: false }),
      fc.integer({ min: -10, max: 110 }),
      fc.constantFrom('good', 'decent', 'bad', 'Good', '', '12', '83.5', 'x'),
      fc.constant(null),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            data: fc.record({
              id: fc.oneof(fc.integer(), fc.string()),
              result: resultArb,
              score: resultArb,
            }),
          }),
        ),
        (body) => {
          try {
            const report = parseReport(E, body);
            expect(typeof report.id).toBe('string');
            if (report.score !== null) {
              expect(report.score).toBeGreaterThanOrEqual(0);
              expect(report.score).toBeLessThanOrEqual(100);
            }
            const result = (report.raw as { result?: unknown }).result;
            if (typeof result === 'number' && report.score === result) {
              expect(report.grade).toBe(gradeForScore(result));
            }
          } catch (error) {
            expect(error).toBeInstanceOf(SeoReportApiError);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('pages', () => {
  const item = (id: number) => ({ id, url: `x.test/${id}`, result: 50 });

  it('reads the Laravel envelope', () => {
    const page = parseReportPage(
      'GET /api/v1/reports',
      {
        data: [item(1), item(2)],
        links: { first: '?page=1', last: '?page=7', prev: null, next: '?page=2' },
        meta: { current_page: 1, from: 1, last_page: 7, per_page: '10', to: 10, total: '64' },
        status: 200,
      },
      1,
    );
    expect(page).toMatchObject({ page: 1, lastPage: 7, perPage: 10, total: 64, hasNext: true });
    expect(page.items.map((r) => r.id)).toEqual(['1', '2']);
  });

  it('ends on the last page by meta', () => {
    const page = parseReportPage(
      'E',
      { data: [item(1)], meta: { current_page: 7, last_page: 7 } },
      7,
    );
    expect(page.hasNext).toBe(false);
  });

  it('falls back to links.next without meta', () => {
    expect(parseReportPage('E', { data: [item(1)], links: { next: null } }, 2).hasNext).toBe(false);
    expect(parseReportPage('E', { data: [item(1)], links: { next: '?page=3' } }, 2).hasNext).toBe(
      true,
    );
  });

  it('without meta or links, only an empty page ends the list', () => {
    expect(parseReportPage('E', { data: [item(1)] }, 1).hasNext).toBe(true);
    expect(parseReportPage('E', [], 4).hasNext).toBe(false);
  });

  it('reads projects and turns the sum of scores into a mean', () => {
    const page = parseProjectPage(
      'E',
      {
        data: [
          { project: 'example.com', reports: '4', result: '301', created_at: '2026-01-01' },
          { project: 'empty.test', reports: 0, result: 0 },
          { project: 'ours.test', reports: 2, result: 160, mean_score: 80 },
        ],
      },
      1,
    );
    expect(page.items.map((p) => [p.name, p.reports, p.meanScore])).toEqual([
      ['example.com', 4, 75.25],
      ['empty.test', 0, null],
      ['ours.test', 2, 80],
    ]);
  });

  it('refuses a list that is not an array', () => {
    expect(() => parseReportPage('E', { data: { id: 1 } }, 1)).toThrowError(
      /the answer is not a list/,
    );
    expect(() => parseProjectPage('E', { data: [{ reports: 1 }] }, 1)).toThrowError(
      /a project with a "project" name/,
    );
  });
});
