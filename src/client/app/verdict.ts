// Decides whether the audit passes: failed checks at severity error (by the rules and each
// check's default), grades at or below the fail-on grade, scores below the minimum score, and
// pages without a result (which fail unless fail-on is never, where nothing fails the job and
// they become warnings). Reasons are data; each face words them.

import { gradeRank } from '../../shared/grade.js';
import type { ReportCheck } from '../../shared/interface.js';
import { own } from '../../shared/own-keys.js';
import { failedChecksOf, spilledFacts } from '../audit/report-spill.js';
import { type PageSeverity, pageSeverity } from '../audit/rules.js';
import type {
  AuditResult,
  CheckFinding,
  FailOn,
  UrlOutcome,
  Verdict,
  VerdictReason,
} from '../audit/types.js';
import type { Comparison, RegressionRule } from '../baseline/compare.js';

export function decideVerdict(
  result: AuditResult,
  failOn: FailOn,
  minScore: number | null,
  regression: { comparison: Comparison; rule: RegressionRule } | null = null,
  severityOn: (url: string) => PageSeverity = (url) => pageSeverity(url, []),
): Verdict {
  const counts = { good: 0, decent: 0, bad: 0, errors: 0 };
  const reasons: VerdictReason[] = [];
  const checkReasons: VerdictReason[] = [];
  const warnings: VerdictReason[] = [];
  const findings: CheckFinding[] = [];
  let worstGrade: Verdict['worstGrade'] = null;

  for (const outcome of result.outcomes) {
    const pageFindings = findingsOf(outcome, severityOn);
    findings.push(...pageFindings);
    if (outcome.failure !== null || outcome.grade === null) {
      // A page without a result fails as such (no_result); its checks, if any, are only shown.
      counts.errors += 1;
      // After a fatal failure every URL says "not audited": the one fatal reason says it all.
      if (result.fatal !== null) continue;
      const reason: VerdictReason = {
        kind: 'no_result',
        url: outcome.url,
        failure: outcome.failure,
      };
      (failOn === 'never' ? warnings : reasons).push(reason);
      continue;
    }
    if (failOn !== 'never')
      for (const finding of pageFindings)
        if (finding.severity === 'error') checkReasons.push({ kind: 'check', finding });
    counts[outcome.grade] += 1;
    if (worstGrade === null || gradeRank(outcome.grade) > gradeRank(worstGrade))
      worstGrade = outcome.grade;
    if (failOn !== 'never' && gradeRank(outcome.grade) >= gradeRank(failOn)) {
      reasons.push({
        kind: 'grade',
        url: outcome.url,
        grade: outcome.grade,
        score: outcome.score,
        failOn,
      });
    } else if (minScore !== null && outcome.score !== null && outcome.score < minScore) {
      reasons.push({ kind: 'min_score', url: outcome.url, score: outcome.score, minScore });
    }
  }
  // Failed checks at severity error first: they are what loses a page its traffic.
  reasons.unshift(...checkReasons);
  // Regressions before them: with a baseline they are what the team asked the gate about.
  if (regression !== null)
    reasons.unshift(...regressionReasons(regression.comparison, regression.rule));
  if (result.fatal !== null) reasons.unshift({ kind: 'fatal', error: result.fatal });
  return { passed: reasons.length === 0, worstGrade, counts, reasons, warnings, findings };
}

const ORDER = { error: 0, warning: 1, notice: 2 } as const;

/** A page's failed checks that are not accepted, gravest first, in report order within each. */
function findingsOf(
  outcome: UrlOutcome,
  severityOn: (url: string) => PageSeverity,
): CheckFinding[] {
  const { url } = outcome;
  const severity = severityOn(url);
  const found: CheckFinding[] = [];
  // A report waiting in the run's file (report-spill.ts) is not read back: its failed checks and
  // their error keys (what the rules judge) were kept when it was written, and each finding
  // reads its check from the file when a renderer asks, rather than holding every failed
  // check's value of every page.
  const facts = spilledFacts(outcome);
  if (facts !== null) {
    if (!facts.hasChecks) return [];
    for (const { key, check } of facts.failedChecks) {
      const verdict = severity(key, check);
      if (verdict.severity === 'off') continue;
      const rule = verdict.rule === null ? null : `${verdict.rule.source}: ${verdict.rule.text}`;
      found.push(spilledFinding(outcome, key, verdict.severity, rule));
    }
    return found.sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  }
  const checks = outcome.report?.checks ?? null;
  if (checks === null) return [];
  for (const [key, check] of Object.entries(checks)) {
    if (check.passed !== false) continue;
    const verdict = severity(key, check);
    if (verdict.severity === 'off') continue;
    const rule = verdict.rule === null ? null : `${verdict.rule.source}: ${verdict.rule.text}`;
    found.push({ url, key, severity: verdict.severity, check, rule });
  }
  return found.sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
}

/** A finding whose `check` is read from its page's spilled report each time it is asked for. */
function spilledFinding(
  outcome: UrlOutcome,
  key: string,
  severity: CheckFinding['severity'],
  rule: string | null,
): CheckFinding {
  return new SpilledFinding(outcome, key, severity, rule);
}

/**
 * `check` a getter of the class, not of each finding: a getter defined on each object gave every
 * one its own hidden class and closure, 415 bytes a finding where this takes 71 (20 MB against
 * 3.4 for the 50,000 findings of a 10,000-page run with five failed checks a page;
 * docs/benchmarks.md, "Memory as the site grows").
 */
class SpilledFinding implements CheckFinding {
  readonly url: string;
  readonly #outcome: UrlOutcome;

  constructor(
    outcome: UrlOutcome,
    readonly key: string,
    readonly severity: CheckFinding['severity'],
    readonly rule: string | null,
  ) {
    this.url = outcome.url;
    this.#outcome = outcome;
  }

  get check(): ReportCheck {
    // A failed check: read from the line of the page's failed checks, not the whole report.
    return own(failedChecksOf(this.#outcome) ?? {}, this.key) as ReportCheck;
  }

  /** Written as a held finding is: the same fields, in the same order. */
  toJSON(): CheckFinding {
    const { url, key, severity, check, rule } = this;
    return { url, key, severity, check, rule };
  }
}

function regressionReasons(comparison: Comparison, rule: RegressionRule): VerdictReason[] {
  const reasons: VerdictReason[] = [];
  for (const page of comparison.pages) {
    if (rule.checks && page.regressedChecks.length > 0)
      reasons.push({ kind: 'new_failures', url: page.url, checks: page.regressedChecks });
    if (
      rule.points !== null &&
      page.before !== null &&
      page.after !== null &&
      page.delta !== null &&
      -page.delta > rule.points
    )
      reasons.push({
        kind: 'score_drop',
        url: page.url,
        before: page.before,
        after: page.after,
        points: rule.points,
      });
  }
  return reasons;
}

/** The page a reason is about; null for the fatal failure, which is about the whole run. */
export function reasonUrl(reason: VerdictReason): string | null {
  switch (reason.kind) {
    case 'fatal':
      return null;
    case 'check':
      return reason.finding.url;
    default:
      return reason.url;
  }
}
