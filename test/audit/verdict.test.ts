import { describe, expect, it } from 'vitest';
import { SeoReportApiError } from '../../src/client/api/index.js';
import { parseReport } from '../../src/client/api/normalize.js';
import { decideVerdict as decide } from '../../src/client/app/verdict.js';
import { ReportSpill } from '../../src/client/audit/report-spill.js';
import { pageSeverity, parseRules } from '../../src/client/audit/rules.js';
import type {
  AuditResult,
  FailOn,
  UrlOutcome,
  VerdictReason,
} from '../../src/client/audit/types.js';
import { gradeForScore } from '../../src/shared/grade.js';
import type { ReportCheck } from '../../src/shared/interface.js';
import { failureText, reportWithChecks, WORDS } from '../support/reports.js';

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
      findings: [],
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

describe('severity', () => {
  const check = (passed: boolean, errors: Record<string, unknown> | null = null): ReportCheck => ({
    passed,
    importance: 'high',
    value: null,
    errors,
  });
  const page = (url: string, checks: Record<string, ReportCheck>, score = 90): UrlOutcome => ({
    ...outcome(url, score),
    report: { ...reportWithChecks('1', checks), score, grade: gradeForScore(score) },
  });

  it('fails a decent page on a check at error, naming the check, the page and the default', () => {
    const noindex = page('https://a.test/', { noindex: check(false, { missing: null }) }, 66.7);
    const verdict = decide(result([noindex]), 'bad', null);
    expect(verdict.passed).toBe(false);
    expect(verdict.findings).toMatchObject([
      { url: 'https://a.test/', key: 'noindex', severity: 'error', rule: null },
    ]);
    expect(WORDS.reason(verdict.reasons[0] as VerdictReason)).toMatch(
      /^https:\/\/a\.test\/: .* \(noindex\) failed, an error by default: /,
    );
  });

  it('passes warnings and notices: a long title, no canonical, no compression', () => {
    const clean = page('https://a.test/', {
      title: check(false, { length: { min: 30, max: 60, length: 61 } }),
      canonical: check(false, { missing: null }),
      text_compression: check(false, { missing: null }),
      seo_friendly_url: check(false, { bad_format: ['query parameters'] }),
    });
    const verdict = decide(result([clean]), 'bad', null);
    expect(verdict.passed).toBe(true);
    expect(verdict.findings.map((f) => [f.key, f.severity])).toEqual([
      ['title', 'warning'],
      ['text_compression', 'warning'],
      ['canonical', 'notice'],
      ['seo_friendly_url', 'notice'],
    ]);
  });

  it('takes the rules: a check made an error fails, one made off is not reported', () => {
    const rules = parseRules('open_graph: error\nnoindex: off', 'rules');
    const outcomeWith = page('https://a.test/blog/x', {
      open_graph: check(false, { missing: null }),
      noindex: check(false, { missing: null }),
    });
    const verdict = decide(result([outcomeWith]), 'bad', null, null, (url) =>
      pageSeverity(url, rules),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.findings).toMatchObject([
      { key: 'open_graph', severity: 'error', rule: 'rules line 1: open_graph: error' },
    ]);
    expect(WORDS.reason(verdict.reasons[0] as VerdictReason)).toContain(
      'an error by rules line 1: open_graph: error',
    );
  });

  it('never fails with fail-on: never, and still lists the findings', () => {
    const noindex = page('https://a.test/', { noindex: check(false, { missing: null }) });
    const verdict = decide(result([noindex]), 'never', null);
    expect(verdict.passed).toBe(true);
    expect(verdict.findings).toHaveLength(1);
  });
});

describe("severity on deployed services' answers", () => {
  it('applies to the keys and shapes phpRank sends: noindex and robots fail, a long title does not', () => {
    // As docs/compatibility.md shows a deployed service's report: numeric result, its own keys.
    const answer = (results: Record<string, unknown>) => ({
      data: {
        id: 12,
        url: 'example.com/pricing',
        result: 83,
        results,
        privacy: 0,
        password: false,
      },
      status: 200,
    });
    const judged = (results: Record<string, unknown>) => {
      const report = parseReport('GET /api/v1/reports/12', answer(results));
      const page: UrlOutcome = {
        ...outcome('https://example.com/pricing', report.score),
        report,
      };
      return decide(result([page]), 'bad', null);
    };
    const longTitle = {
      title: { passed: false, importance: 'high', value: 'x'.repeat(70), errors: { length: null } },
    };
    expect(judged(longTitle).passed).toBe(true);
    expect(judged(longTitle).findings).toMatchObject([{ key: 'title', severity: 'warning' }]);
    const blocked = judged({
      ...longTitle,
      noindex: { passed: '0', importance: 'high', value: 'noindex', errors: { missing: null } },
      robots: { passed: 0, importance: 'high', value: null },
    });
    expect(blocked.passed).toBe(false);
    expect(blocked.findings.filter((f) => f.severity === 'error').map((f) => f.key)).toEqual([
      'noindex',
      'robots',
    ]);
  });
});

describe('findings of a page whose report waits in the run file', () => {
  const checks: Record<string, ReportCheck> = {
    title: { passed: false, importance: 'high', value: 'A title far too long', errors: null },
    favicon: { passed: false, importance: 'medium', value: null, errors: null },
    robots: { passed: true, importance: 'high', value: null, errors: null },
  };
  const page = (): UrlOutcome => ({ ...outcome('https://example.com/a', 70), report: null });

  it('read their check from the file, and are written as a held finding is', () => {
    const report = reportWithChecks('7', checks);
    const held = page();
    held.report = report;
    const spilled = page();
    new ReportSpill(0).keep(spilled, report);
    const fromHeld = decide(result([held]), 'bad', null).findings;
    const fromSpilled = decide(result([spilled]), 'bad', null).findings;
    expect(fromHeld.map((finding) => finding.key)).toEqual(['title', 'favicon']);
    expect(fromSpilled.map((finding) => [finding.url, finding.key, finding.severity])).toEqual(
      fromHeld.map((finding) => [finding.url, finding.key, finding.severity]),
    );
    expect(fromSpilled.map((finding) => finding.check)).toEqual(
      fromHeld.map((finding) => finding.check),
    );
    // Not the held object: the spilled report's own, parsed again.
    expect(fromSpilled[0]?.check).not.toBe(fromHeld[0]?.check);
    expect(JSON.stringify(fromSpilled)).toBe(JSON.stringify(fromHeld));
  });
});
