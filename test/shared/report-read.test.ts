// The one reader of reports (src/shared/report): each variant of docs/compatibility.md read to
// the one meaning docs/client.md ("Answers") gives it. test/api/normalize.test.ts covers the
// client's use of it, test/app/report-agreement.test.ts every reader agreeing.
import { describe, expect, it } from 'vitest';
import { readChecks } from '../../src/shared/findings/index.js';
import {
  readBoolean,
  readCheck,
  readReport,
  readReportChecks,
  readScoreAndGrade,
  UNEXPLAINED_FAILURE,
  unwrapReport,
} from '../../src/shared/report/read.js';

describe('unwrapReport', () => {
  it('takes the object under data, or a bare object, and nothing else', () => {
    expect(unwrapReport({ data: { id: 1 }, status: 200 })).toEqual({ id: 1 });
    expect(unwrapReport({ id: 1 })).toEqual({ id: 1 });
    expect(unwrapReport({ data: [] })).toBeNull();
    expect(unwrapReport([{ id: 1 }])).toBeNull();
    expect(unwrapReport('<html>')).toBeNull();
  });
});

describe('readBoolean', () => {
  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
    [null, null],
    [undefined, null],
    ['yes', null],
    ['TRUE', null],
    [2, null],
  ])('%j is %j', (value, meaning) => {
    expect(readBoolean(value)).toBe(meaning);
  });
});

describe('readCheck', () => {
  it("reads phpRank's older error field when there is no errors object", () => {
    expect(readCheck({ passed: 0, importance: 'high', error: { missing: null } })).toEqual({
      passed: false,
      importance: 'high',
      value: null,
      errors: { missing: null },
    });
    expect(
      readCheck({ passed: false, errors: { length: 70 }, error: { missing: null } }).errors,
    ).toEqual({ length: 70 });
    expect(readCheck({ passed: false, errors: {} }).errors).toBeNull();
  });

  it('keeps importance only when it is one of the three words', () => {
    expect(readCheck({ importance: 'medium' }).importance).toBe('medium');
    expect(readCheck({ importance: 'High' }).importance).toBeNull();
    expect(readCheck({ importance: 2 }).importance).toBeNull();
  });
});

describe('readReportChecks and findings readChecks', () => {
  it('read the same checks: null (no results) is an empty record for findings', () => {
    const results = {
      title: { passed: '1', importance: 'high', value: 'x' },
      htst: { passed: 'false', importance: 'low', value: null, error: { missing: null } },
      odd: 'not an object',
    };
    expect(readChecks(results)).toEqual(readReportChecks(results));
    expect(readReportChecks(results)?.title?.passed).toBe(true);
    expect(readReportChecks(results)?.htst).toEqual({
      passed: false,
      importance: 'low',
      value: null,
      errors: { missing: null },
    });
    expect(readReportChecks(null)).toBeNull();
    expect(readChecks(null)).toEqual({});
  });
});

describe('readScoreAndGrade', () => {
  it.each([
    [83, undefined, 83, 'good'],
    [83.33, undefined, 83.33, 'good'],
    [' 48 ', undefined, 48, 'bad'],
    ['decent', 61.5, 61.5, 'decent'],
    ['BAD', '40', 40, 'bad'],
    // The word is the grade even when the score beside it would band otherwise.
    ['good', 40, 40, 'good'],
    // A score in result wins over a score field.
    [90, 10, 90, 'good'],
    [null, 55, 55, 'decent'],
    [140, undefined, null, null],
    ['1e2', undefined, null, null],
    [null, null, null, null],
  ])('result %j with score %j: %j, %j', (result, score, readScore, grade) => {
    expect(readScoreAndGrade(result, score)).toEqual({ score: readScore, grade });
  });
});

describe('readReport', () => {
  it('reads a report without an id (a page may render one), the id null', () => {
    expect(readReport({ url: 'x.test', result: 50 })).toMatchObject({
      id: null,
      url: 'x.test',
      score: 50,
      grade: 'decent',
      generated: true,
      checks: null,
    });
  });

  it('reads a password flag as a check reads passed: true, 1, "1" or "true"', () => {
    for (const password of [true, 1, '1', 'true'])
      expect(readReport({ password }).hasPassword).toBe(true);
    for (const password of [false, 0, '0', 'false', null, 'secret'])
      expect(readReport({ password }).hasPassword).toBe(false);
  });

  it('says why a generation failed: a string, a {message}, or state failed alone', () => {
    expect(readReport({ error: ' boom ' }).generationError).toBe('boom');
    expect(readReport({ error: { code: 'timeout', message: 'slow' } })).toMatchObject({
      generationError: 'slow',
      generationErrorCode: 'timeout',
      generated: true,
    });
    expect(readReport({ state: 'failed' }).generationError).toBe(UNEXPLAINED_FAILURE);
    expect(readReport({ state: 'pending', result: null }).generated).toBe(false);
  });
});
