import { describe, expect, it } from 'vitest';
import type { ReportCheck } from '../../src/client/api/index.js';
import { decideVerdict } from '../../src/client/app/verdict.js';
import { pageSeverity, parseRules } from '../../src/client/audit/rules.js';
import type { UrlOutcome } from '../../src/client/audit/types.js';
import {
  compareWithBaseline,
  scoreWithAccepted,
  urlsOnOrigin,
} from '../../src/client/baseline/compare.js';
import type { Baseline } from '../../src/client/baseline/types.js';
import { reportWithChecks, WORDS } from '../support/reports.js';

const check = (passed: boolean | null, importance: ReportCheck['importance']): ReportCheck => ({
  passed,
  importance,
  value: null,
  errors: null,
});

/** A page whose failed checks are `failed` among title, meta_description, htst and favicon. */
function page(url: string, score: number, failed: string[]): UrlOutcome {
  const keys: Record<string, ReportCheck['importance']> = {
    title: 'high',
    meta_description: 'high',
    htst: 'medium',
    favicon: 'medium',
  };
  const checks = Object.fromEntries(
    Object.entries(keys).map(([key, importance]) => [
      key,
      check(!failed.includes(key), importance),
    ]),
  );
  return {
    url,
    reportId: '1',
    report: reportWithChecks('1', checks),
    grade: score > 79 ? 'good' : score >= 49 ? 'decent' : 'bad',
    score,
    failure: null,
    durationMs: 10,
  };
}

/** Each page judged by the default severities, `accepted` keys at off (as ignore-checks says). */
const accepting =
  (...accepted: string[]) =>
  (url: string) =>
    pageSeverity(url, accepted.length === 0 ? [] : parseRules(accepted.join(', '), 'test', 'off'));
const none = accepting();
const baseline = (pages: Baseline['pages']): Baseline => ({ from: 'base.json', pages });

describe('compareWithBaseline', () => {
  it('pairs pages by URL as services clean it, and names what changed', () => {
    const comparison = compareWithBaseline(
      [
        page('https://www.example.com/a', 66.67, ['title', 'htst']),
        page('https://example.com/b', 100, []),
        page('https://example.com/c', 83.33, ['meta_description']),
        page('https://example.com/new', 100, []),
      ],
      baseline([
        { url: 'http://example.com/a', score: 83.33, grade: 'good', failedChecks: ['htst'] },
        { url: 'https://example.com/b', score: 90, grade: 'good', failedChecks: ['favicon'] },
        {
          url: 'https://example.com/c',
          score: 83.33,
          grade: 'good',
          failedChecks: ['meta_description'],
        },
      ]),
      none,
    );
    expect(comparison.pages.map((p) => [p.status, p.delta, p.newlyFailed, p.fixed])).toEqual([
      ['regressed', -16.66, ['title'], []],
      ['improved', 10, [], ['favicon']],
      ['unchanged', 0, [], []],
      ['new', null, [], []],
    ]);
    expect([comparison.regressed, comparison.improved]).toEqual([1, 1]);
  });

  it('does not count an accepted check as a new failure', () => {
    const comparison = compareWithBaseline(
      [page('https://example.com/a', 90, ['htst'])],
      baseline([{ url: 'https://example.com/a', score: 90, grade: 'good', failedChecks: [] }]),
      accepting('htst'),
    );
    expect(comparison.pages[0]).toMatchObject({
      newlyFailed: [],
      accepted: ['htst'],
      status: 'unchanged',
    });
  });

  it('does not count an accepted check passing again as an improvement', () => {
    // load_time switched off: it failed in the baseline run on a busy machine and passes now.
    const comparison = compareWithBaseline(
      [page('https://example.com/a', 100, [])],
      baseline([
        { url: 'https://example.com/a', score: 100, grade: 'good', failedChecks: ['load_time'] },
      ]),
      accepting('load_time'),
    );
    expect(comparison.pages[0]).toMatchObject({ fixed: [], status: 'unchanged' });
    expect(comparison.improved).toBe(0);
  });

  it('compares scores only when the baseline recorded no checks', () => {
    const comparison = compareWithBaseline(
      [page('https://example.com/a', 60, ['title'])],
      baseline([{ url: 'https://example.com/a', score: 70, grade: 'decent', failedChecks: null }]),
      none,
    );
    expect(comparison.checksUnknown).toBe(true);
    expect(comparison.pages[0]).toMatchObject({ delta: -10, newlyFailed: [], status: 'regressed' });
  });

  it('pairs by path for another origin', () => {
    const comparison = compareWithBaseline(
      [page('https://preview.example.net/shop/?q=1', 50, ['title'])],
      baseline([
        { url: 'https://www.example.com/shop?q=1', score: 70, grade: 'decent', failedChecks: [] },
      ]),
      none,
      'path',
    );
    expect(comparison.pages[0]).toMatchObject({ delta: -20, newlyFailed: ['title'] });
  });

  it('maps a URL list onto another origin, keeping path and query', () => {
    expect(
      urlsOnOrigin(
        ['https://preview.test/a/b?x=1#top', 'https://preview.test/'],
        'https://www.example.com',
      ),
    ).toEqual(['https://www.example.com/a/b?x=1', 'https://www.example.com/']);
  });
});

describe('the regression gate', () => {
  const outcomes = [
    page('https://example.com/a', 66.67, ['title']),
    page('https://example.com/b', 80, []),
  ];
  const before = baseline([
    { url: 'https://example.com/a', score: 73, grade: 'decent', failedChecks: [] },
    { url: 'https://example.com/b', score: 80, grade: 'good', failedChecks: [] },
  ]);
  const result = { outcomes, fatal: null, cancelled: false, durationMs: 1 };
  const verdict = (points: number | null, checks: boolean) =>
    decideVerdict(result, 'never', null, {
      comparison: compareWithBaseline(outcomes, before, none),
      rule: { points, checks },
    });

  it('fails on a drop of more than the points, naming the page and the figures', () => {
    expect(verdict(5, false).passed).toBe(false);
    expect(WORDS.reason(verdict(5, false).reasons[0] as never)).toBe(
      'https://example.com/a dropped 6.3 points since the baseline (73 to 66.7), more than fail-on-regression: 5',
    );
    // A drop of 6.33 is not more than 7.
    expect(verdict(7, false).passed).toBe(true);
  });

  it('fails on a check that passed in the baseline, by name and key', () => {
    const failed = verdict(null, true);
    expect(failed.passed).toBe(false);
    expect(WORDS.reason(failed.reasons[0] as never)).toBe(
      'https://example.com/a: a check that passed in the baseline fails now: Title (title)',
    );
  });

  it('passes when nothing is asked of the baseline', () => {
    expect(verdict(null, false).passed).toBe(true);
  });
});

describe("the runner's checks (check-links) against a baseline", () => {
  const URL_A = 'https://example.com/a';
  /** A page the link check judged now: broken_links failed when `broken`. */
  const linked = (broken: boolean, judged = true): UrlOutcome => {
    const base = page(URL_A, 100, []);
    const checks = { ...base.report?.checks };
    if (broken) checks.broken_links = check(false, null);
    return {
      ...base,
      report: reportWithChecks('1', checks),
      ...(judged ? { runnerChecks: ['broken_links', 'broken_resources'] } : {}),
    };
  };
  const baselineWith = (extra: Partial<Baseline['pages'][number]>) =>
    baseline([{ url: URL_A, score: 100, grade: 'good', failedChecks: [], ...extra }]);
  const changeOf = (now: UrlOutcome, then: Baseline) => {
    const change = compareWithBaseline([now], then, none).pages[0];
    return [change?.status, change?.newlyFailed, change?.regressedChecks, change?.fixed];
  };

  it('compares a runner check the baseline judged too', () => {
    const judged = { runnerChecks: ['broken_links', 'broken_resources'] };
    expect(changeOf(linked(true), baselineWith(judged))).toEqual([
      'regressed',
      ['broken_links'],
      ['broken_links'],
      [],
    ]);
    expect(
      changeOf(linked(false), baselineWith({ ...judged, failedChecks: ['broken_links'] })),
    ).toEqual(['improved', [], [], ['broken_links']]);
  });

  it('does not compare one the baseline did not judge: no regression, and no fix', () => {
    // A refresh's former report, baseline-url's page unread, a file of a run without the link check.
    expect(changeOf(linked(true), baselineWith({}))).toEqual(['unchanged', [], [], []]);
    expect(changeOf(linked(true), baselineWith({ runnerChecks: null }))).toEqual([
      'unchanged',
      [],
      [],
      [],
    ]);
    // The link check off now: a link broken before is not fixed by not looking.
    expect(
      changeOf(linked(false, false), baselineWith({ failedChecks: ['broken_links'] })),
    ).toEqual(['unchanged', [], [], []]);
  });

  it('reads a runner check the baseline failed as judged there (results written before runner-checks)', () => {
    expect(changeOf(linked(false), baselineWith({ failedChecks: ['broken_links'] }))).toEqual([
      'improved',
      [],
      [],
      ['broken_links'],
    ]);
    expect(changeOf(linked(true), baselineWith({ failedChecks: ['broken_links'] }))).toEqual([
      'unchanged',
      [],
      [],
      [],
    ]);
  });
});

describe('scoreWithAccepted', () => {
  it('counts accepted failed checks as passed, by the weights of the score formula', () => {
    // title 10 + meta 10 + htst 5 + favicon 5 = 30; htst failed: 25/30 = 83.33.
    const report = page('https://example.com/a', 83.33, ['htst']).report;
    expect(scoreWithAccepted(report, 83.33, accepting('htst')(''))).toEqual({
      score: 100,
      grade: 'good',
      accepted: ['htst'],
    });
    // Title accepted lifts a bad page to decent: 5/30 + 10/30.
    const bad = page('https://example.com/b', 16.67, ['title', 'meta_description', 'htst']).report;
    expect(scoreWithAccepted(bad, 16.67, accepting('title')(''))).toMatchObject({
      score: 50,
      grade: 'decent',
    });
  });

  it('changes nothing when no accepted check failed', () => {
    const report = page('https://example.com/a', 83.33, ['htst']).report;
    expect(scoreWithAccepted(report, 83.33, accepting('favicon')(''))).toBeNull();
  });
});
