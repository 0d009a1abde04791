import { describe, expect, it } from 'vitest';
import { analyzeDocument, CHECK_KEYS, DEFAULT_WEIGHTS } from '../../src/server/analyzer/index.js';
import { scoreResults } from '../../src/server/analyzer/score.js';
import type { CheckResult, Importance } from '../../src/server/analyzer/types.js';

function result(importance: Importance, passed: boolean | null): CheckResult {
  return { passed, importance, category: 'seo', value: null };
}

describe('scoreResults', () => {
  it('is 100 × passed weight / total weight, rounded to two decimals', () => {
    const results = {
      a: result('high', true),
      b: result('medium', false),
      c: result('medium', true),
      d: result('low', false),
    };
    expect(scoreResults(results, { ...DEFAULT_WEIGHTS })).toBe(75);
    expect(
      scoreResults(
        { a: result('high', true), b: result('high', true), c: result('high', false) },
        { ...DEFAULT_WEIGHTS },
      ),
    ).toBe(66.67);
  });

  it('leaves checks that could not be observed out of both sums', () => {
    const results = { a: result('high', true), b: result('high', null), c: result('medium', null) };
    expect(scoreResults(results, { ...DEFAULT_WEIGHTS })).toBe(100);
  });

  it('uses the given weights', () => {
    const results = { a: result('high', true), d: result('low', false) };
    expect(scoreResults(results, { high: 10, medium: 5, low: 10 })).toBe(50);
    expect(scoreResults(results, { high: 0, medium: 0, low: 0 })).toBe(100);
  });
});

describe('analyzeDocument', () => {
  const base = {
    url: 'https://chairs.test/',
    finalUrl: 'https://chairs.test/',
    status: 200,
    headers: { 'content-type': 'text/html' },
    body: '<title>Chairs</title><h1>Chairs</h1>',
  };

  it('runs every check and grades the score with the shared bands', () => {
    const analysis = analyzeDocument(base);
    expect(Object.keys(analysis.results)).toEqual(CHECK_KEYS);
    expect(analysis.grade).toBe(
      analysis.score !== null && analysis.score > 79
        ? 'good'
        : analysis.score !== null && analysis.score >= 49
          ? 'decent'
          : 'bad',
    );
    for (const check of Object.values(analysis.results)) {
      expect(['seo', 'performance', 'security', 'miscellaneous']).toContain(check.category);
      expect(['high', 'medium', 'low']).toContain(check.importance);
      if (check.passed !== false) expect(check.errors).toBeUndefined();
    }
  });

  it('lets weights move the score', () => {
    const low = analyzeDocument(base).score ?? 0;
    const weighted = analyzeDocument(base, { weights: { low: 5 } }).score ?? 0;
    expect(weighted).not.toBe(low);
  });

  it.each([
    [{ status: 503, headers: { 'content-type': 'application/json' } }, 'http_error'],
    [{ status: 503, body: ' ' }, 'http_error'],
    [{ headers: { 'content-type': 'image/png' } }, 'not_html'],
    [{ body: '  \n ' }, 'empty'],
  ])('refuses %j with %s', (change, code) => {
    const analysis = analyzeDocument({ ...base, ...change });
    expect(analysis.failure?.code).toBe(code);
    expect(analysis).toMatchObject({ score: null, grade: null, results: {} });
  });

  it('accepts XHTML and sniffs HTML without a Content-Type', () => {
    expect(
      analyzeDocument({ ...base, headers: { 'content-type': 'application/xhtml+xml' } }).failure,
    ).toBeNull();
    expect(
      analyzeDocument({ ...base, headers: {}, body: '<!DOCTYPE html><p>x' }).failure,
    ).toBeNull();
    expect(analyzeDocument({ ...base, headers: {}, body: 'plain words' }).failure?.code).toBe(
      'not_html',
    );
  });
});
