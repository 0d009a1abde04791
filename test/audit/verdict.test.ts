import { describe, expect, it } from 'vitest';
import { SeoReportApiError } from '../../src/client/api/index.js';
import { decideVerdict as decide } from '../../src/client/app/verdict.js';
import type { AuditResult, FailOn, UrlOutcome } from '../../src/client/audit/types.js';
import { gradeForScore } from '../../src/shared/grade.js';
import { failureText, WORDS } from '../support/reports.js';

/** The verdict with its reasons and warnings worded as the action says them. */
function decideVerdict(result: AuditResult, failOn: FailOn, minScore: number | null) {
  const verdict = decide(result, failOn, minScore);
  return {
    ...verdict,
    reasons: verdict.reasons.map(WORDS.reason),
    warnings: verdict.warnings.map(WORDS.reason),
  };
}

function outcome(url: string, score: number | null, error: string | null = null): UrlOutcome {
  return {
    url,
    reportId: '1',
    report: null,
    score: error ? null : score,
    grade: error || score === null ? null : gradeForScore(score),
    failure: failureText(error),
    durationMs: 1,
  };
}
const result = (outcomes: UrlOutcome[], fatal: string | null = null): AuditResult => ({
  outcomes,
  fatal:
    fatal === null
      ? null
      : new SeoReportApiError({ code: 'unauthenticated', endpoint: 'POST /x', reason: fatal }),
  cancelled: false,
  durationMs: 1,
});

describe('decideVerdict', () => {
  const mixed = result([
    outcome('https://a.test', 95),
    outcome('https://b.test', 60),
    outcome('https://c.test', 30),
  ]);

  it('fails on bad pages with fail-on: bad, counting each grade', () => {
    const verdict = decideVerdict(mixed, 'bad', null);
    expect(verdict).toEqual({
      passed: false,
      worstGrade: 'bad',
      counts: { good: 1, decent: 1, bad: 1, errors: 0 },
      reasons: ['https://c.test is bad (score 30), at or below fail-on: bad'],
      warnings: [],
    });
  });

  it('fails on decent pages too with fail-on: decent', () => {
    expect(decideVerdict(mixed, 'decent', null).reasons).toEqual([
      'https://b.test is decent (score 60), at or below fail-on: decent',
      'https://c.test is bad (score 30), at or below fail-on: decent',
    ]);
  });

  it('only reports with fail-on: never, errors becoming warnings', () => {
    const verdict = decideVerdict(
      result([outcome('https://c.test', 30), outcome('https://d.test', null, 'boom')]),
      'never',
      null,
    );
    expect(verdict.passed).toBe(true);
    expect(verdict.warnings).toEqual(['https://d.test: boom']);
    expect(verdict.counts.errors).toBe(1);
  });

  it('fails a score below min-score even when its grade passes', () => {
    const verdict = decideVerdict(
      result([outcome('https://a.test', 85.5), outcome('https://b.test', 92)]),
      'bad',
      90,
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.reasons).toEqual(['https://a.test scores 85.5, below min-score: 90']);
  });

  it('fails on errors unless fail-on is never', () => {
    const verdict = decideVerdict(
      result([outcome('https://a.test', 95), outcome('https://b.test', null, 'timeout')]),
      'bad',
      null,
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.reasons).toEqual(['https://b.test: timeout']);
    expect(verdict.worstGrade).toBe('good');
  });

  it('puts a fatal failure first and fails even with fail-on: never', () => {
    const verdict = decideVerdict(
      result([outcome('https://a.test', null, 'x')], 'bad key'),
      'never',
      null,
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.reasons).toEqual(['POST /x: bad key']);
    expect(verdict.worstGrade).toBeNull();
  });
});
