import { describe, expect, it } from 'vitest';
import {
  countFindings,
  mostFailedChecks,
  pageFindings,
  readChecks,
} from '../../src/shared/findings/index.js';

describe('readChecks', () => {
  it("reads any service's results: errors or phpRank's older error, odd entries skipped", () => {
    const checks = readChecks({
      title: { passed: false, importance: 'high', value: '', error: { missing: null } },
      htst: { passed: true, importance: 'LOW', value: 'max-age=1' },
      favicon: 'not an object',
      charset: { passed: 'yes', value: null, errors: {} },
    });
    expect(checks).toEqual({
      title: { passed: false, importance: 'high', value: '', errors: { missing: null } },
      htst: { passed: true, importance: null, value: 'max-age=1', errors: null },
      charset: { passed: null, importance: null, value: null, errors: null },
    });
    expect(readChecks(null)).toEqual({});
    expect(readChecks([1, 2])).toEqual({});
  });
});

describe('pageFindings', () => {
  const checks = readChecks({
    htst: { passed: false, importance: 'low', value: null, errors: { missing: null } },
    favicon: { passed: false, importance: 'medium', value: null, errors: { missing: null } },
    title: { passed: true, importance: 'high', value: 'Shoes' },
    robots: { passed: null, importance: 'high', value: 'not applicable: no answer' },
    meta_description: { passed: false, importance: 'high', value: null, errors: { missing: null } },
    page_size: { passed: false, value: 412000, errors: { too_large: { max: 330000 } } },
    custom_thing: { passed: false, importance: 'high', value: 3, errors: { too_many: null } },
  });

  it('lists failed checks first, the most important first (then in report order), then passed, then not checked', () => {
    const findings = pageFindings(checks);
    expect(findings.map((f) => [f.key, f.status, f.importance])).toEqual([
      ['meta_description', 'failed', 'high'],
      ['custom_thing', 'failed', 'high'],
      ['favicon', 'failed', 'medium'],
      ['page_size', 'failed', 'medium'],
      ['htst', 'failed', 'low'],
      ['title', 'passed', 'high'],
      ['robots', 'not_applicable', 'high'],
    ]);
    expect(countFindings(findings)).toEqual({ failed: 5, passed: 1, notApplicable: 1 });
  });

  it('gives each finding its name, evidence, why and fix', () => {
    const [first] = pageFindings(checks);
    expect(first).toMatchObject({
      name: 'Meta description',
      category: 'seo',
      categoryName: 'SEO',
      evidence: 'The page has no meta description.',
    });
    expect(first?.why).toMatch(/snippet/);
    expect(first?.fix).toMatch(/<meta name="description">/);
    const size = pageFindings(checks).find((f) => f.key === 'page_size');
    // No importance in the report: the catalogue's default.
    expect(size?.importance).toBe('medium');
    expect(size?.evidence).toBe('The page weighs 412 KB; the limit is 330 KB.');
    const custom = pageFindings(checks).find((f) => f.key === 'custom_thing');
    expect(custom?.name).toBe('Custom thing');
    expect(custom?.evidence).toBe('Custom thing: too many; found 3.');
  });

  it('is empty without checks', () => {
    expect(pageFindings(null)).toEqual([]);
  });
});

describe('mostFailedChecks', () => {
  it('counts the pages each check fails on, most pages first, then by importance', () => {
    const fail = (importance: string) => ({
      passed: false,
      importance,
      value: null,
      errors: { missing: null },
    });
    const pages = [
      readChecks({ htst: fail('low'), title: fail('high') }),
      readChecks({
        htst: fail('low'),
        favicon: fail('medium'),
        title: { passed: true, value: 'x' },
      }),
      readChecks({ htst: fail('low'), favicon: fail('medium') }),
      null,
    ];
    expect(mostFailedChecks(pages).map((c) => [c.key, c.name, c.pages])).toEqual([
      ['htst', 'HSTS header', 3],
      ['favicon', 'Favicon', 2],
      ['title', 'Title', 1],
    ]);
  });
});
