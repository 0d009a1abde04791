// The accepted checks' score is the score's own formula (src/shared/score.ts), not a copy of it:
// for a service that scores by the formula, counting accepted checks as passed gives the score
// the formula gives the page with those checks passed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReportCheck } from '../../src/client/api/index.js';
import { pageSeverity, parseRules } from '../../src/client/audit/rules.js';
import { scoreWithAccepted } from '../../src/client/baseline/compare.js';
import { checkEntry } from '../../src/shared/findings/catalogue.js';
import { gradeForScore } from '../../src/shared/grade.js';
import { DEFAULT_WEIGHTS, scoreChecks } from '../../src/shared/score.js';
import { reportWithChecks } from '../support/reports.js';

const KEYS = ['title', 'meta_description', 'htst', 'favicon', 'robots', 'page_size', 'social'];

describe('scoreWithAccepted', () => {
  it('equals the formula with the accepted checks passed, for a service that scores by it', () => {
    const check = fc.record({
      passed: fc.constantFrom(true, false, null),
      importance: fc.constantFrom('high', 'medium', 'low', null),
    });
    fc.assert(
      fc.property(
        fc.array(check, { minLength: KEYS.length, maxLength: KEYS.length }),
        fc.subarray(KEYS),
        (drawn, acceptedKeys) => {
          const checks: Record<string, ReportCheck> = {};
          for (const [index, key] of KEYS.entries()) {
            const { passed, importance } = drawn[index] as (typeof drawn)[number];
            checks[key] = { passed, importance, value: null, errors: null } as ReportCheck;
          }
          // An unknown importance is the catalogue's (title and meta_description high, ...).
          const scored = (accepted: ReadonlySet<string>) =>
            scoreChecks(
              Object.entries(checks).map(([key, c]) => ({
                passed: c.passed === false && accepted.has(key) ? true : c.passed,
                importance: c.importance ?? checkEntry(key).importance,
              })),
              DEFAULT_WEIGHTS,
            );
          const accepted = new Set(acceptedKeys);
          const service = scored(new Set());
          const severity = pageSeverity(
            'https://a.test/',
            acceptedKeys.length === 0 ? [] : parseRules(acceptedKeys.join(', '), 'test', 'off'),
          );
          const raised = scoreWithAccepted(reportWithChecks('1', checks), service, severity);
          const failedAccepted = KEYS.filter((k) => checks[k]?.passed === false && accepted.has(k));
          if (failedAccepted.length === 0) {
            expect(raised).toBeNull();
            return;
          }
          expect(raised?.accepted).toEqual(failedAccepted);
          // Both round to hundredths: they may differ by that rounding, never more.
          expect(Math.abs((raised?.score ?? -1) - scored(accepted))).toBeLessThanOrEqual(0.011);
          expect(raised?.grade).toBe(gradeForScore(raised?.score ?? 0));
        },
      ),
      { seed: 27, numRuns: 300 },
    );
  });

  it("gives back nothing for an accepted runner check, which the service's score never counted", () => {
    const failed = (importance: 'high' | null): ReportCheck => ({
      passed: false,
      importance,
      value: null,
      errors: null,
    });
    const checks: Record<string, ReportCheck> = {
      title: { passed: true, importance: 'high', value: null, errors: null },
      favicon: failed('high'),
      broken_links: failed(null),
    };
    const report = reportWithChecks('1', checks);
    const accept = (keys: string) =>
      scoreWithAccepted(
        report,
        50,
        pageSeverity('https://a.test/', parseRules(keys, 'test', 'off')),
      );
    expect(accept('broken_links')).toEqual({
      score: 50,
      grade: gradeForScore(50),
      accepted: ['broken_links'],
    });
    // The service's own check still counts: title and favicon weigh 10 each.
    expect(accept('favicon, broken_links')?.score).toBe(100);
  });
});
