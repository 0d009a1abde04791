// Each page of this run against its baseline page: the score's change, the checks that newly
// failed or were fixed, and the checks the team accepted (rules at `off`, ignore-checks).
// Accepted checks count as passed on both sides, by the same formula, so that a team's known
// issue neither fails the job nor hides a real drop; a check that newly fails at severity error
// is a regression (milder ones are listed as new).

import { checkEntry } from '../../shared/findings/catalogue.js';
import { isRunnerCheck } from '../../shared/findings/runner-checks.js';
import { type Grade, gradeForScore } from '../../shared/grade.js';
import { DEFAULT_WEIGHTS, roundScore, weighChecks } from '../../shared/score.js';
import type { Report } from '../api/index.js';
import { failedCheckKeys } from '../audit/page-facts.js';
import type { PageSeverity } from '../audit/rules.js';
import type { UrlOutcome } from '../audit/types.js';
import { matchKey } from '../audit/url-match.js';
import type { Baseline, BaselinePage } from './types.js';

/** What fails the job when a page got worse: a drop of more than `points`, or new failed checks. */
export interface RegressionRule {
  points: number | null;
  checks: boolean;
}
export const NO_REGRESSION_RULE: RegressionRule = { points: null, checks: false };

export type ChangeStatus = 'regressed' | 'improved' | 'unchanged' | 'new' | 'no_result';

export interface PageChange {
  url: string;
  /** The baseline page it was compared with; null when the baseline has none. */
  baselineUrl: string | null;
  before: number | null;
  after: number | null;
  /** after - before, rounded to a hundredth; null unless both have a score. */
  delta: number | null;
  /** Checks failed now that did not fail in the baseline, accepted ones left out. */
  newlyFailed: string[];
  /**
   * Those of `newlyFailed` at severity error: the regressions, what fail-on-regression: checks
   * fails on. A newly failing warning or notice is listed, never a regression (a rule that
   * makes the check an error makes it one).
   */
  regressedChecks: string[];
  /** Checks that failed in the baseline and pass now. */
  fixed: string[];
  /** Failed checks the team accepted on this page (they count as passed). */
  accepted: string[];
  status: ChangeStatus;
}

export interface Comparison {
  /** Where the baseline came from, for people. */
  from: string;
  /** One per page of this run, in its order. */
  pages: PageChange[];
  regressed: number;
  improved: number;
  /** The baseline recorded no failed checks (an older results file): only scores compare. */
  checksUnknown: boolean;
}

/**
 * A page's score and grade with its accepted failed checks counted as passed, by the score's
 * formula (src/shared/score.ts, with its default weights): the service's score plus what the
 * accepted checks would have earned. Null when nothing accepted failed.
 */
export function scoreWithAccepted(
  report: Report | null,
  score: number,
  severity: PageSeverity,
): { score: number; grade: Grade; accepted: string[] } | null {
  if (report?.checks == null) return null;
  const accepted = Object.entries(report.checks)
    .filter(([key, check]) => check.passed === false && severity(key, check).severity === 'off')
    .map(([key]) => key);
  if (accepted.length === 0) return null;
  return { ...regained(score, accepted, report), accepted };
}

/**
 * `score` (the service's) with the `accepted` failed checks counted as passed, weighed as the
 * checks of `report` are: the same formula for a page and for its baseline, which records only
 * its score and the keys of its failed checks.
 */
function regained(
  score: number,
  accepted: readonly string[],
  report: Report,
): { score: number; grade: Grade } {
  // The runner's own checks (check-links) were never in the service's score: accepting one
  // gives back nothing.
  const checks = Object.entries(report.checks ?? {})
    .filter(([key]) => !isRunnerCheck(key))
    .map(([key, check]) => ({
      key,
      passed: check.passed,
      importance: check.importance ?? checkEntry(key).importance,
    }));
  const asIs = weighChecks(checks, DEFAULT_WEIGHTS);
  const withAccepted = weighChecks(
    checks.map((check) =>
      check.passed !== null && accepted.includes(check.key) ? { ...check, passed: true } : check,
    ),
    DEFAULT_WEIGHTS,
  );
  // Added to the service's own score rather than recomputed: a service whose score differs from
  // the formula still moves by the share the accepted checks carry.
  const earned = withAccepted.earned - asIs.earned;
  const adjusted = asIs.total === 0 ? score : Math.min(100, score + (100 * earned) / asIs.total);
  const rounded = roundScore(adjusted);
  return { score: rounded, grade: gradeForScore(rounded) };
}

/** How pages are paired: by URL (as services clean it), or by path (baseline-url). */
export type PairBy = 'url' | 'path';

export function compareWithBaseline(
  outcomes: readonly UrlOutcome[],
  baseline: Baseline,
  severityOn: (url: string) => PageSeverity,
  pairBy: PairBy = 'url',
): Comparison {
  const keyOf = pairKeyOf(pairBy);
  const byKey = new Map<string, BaselinePage>();
  for (const page of baseline.pages) {
    const key = keyOf(page.url);
    if (!byKey.has(key)) byKey.set(key, page);
  }
  const pages = outcomes.map((outcome) =>
    comparePage(outcome, byKey.get(keyOf(outcome.url)) ?? null, severityOn(outcome.url)),
  );
  return {
    from: baseline.from,
    pages,
    regressed: pages.filter((page) => page.status === 'regressed').length,
    improved: pages.filter((page) => page.status === 'improved').length,
    checksUnknown:
      baseline.pages.length > 0 && baseline.pages.every((page) => page.failedChecks === null),
  };
}

function comparePage(
  outcome: UrlOutcome,
  before: BaselinePage | null,
  severity: PageSeverity,
): PageChange {
  const hasResult = outcome.failure === null && outcome.score !== null;
  const report = hasResult ? outcome.report : null;
  const failedNow = hasResult ? (failedCheckKeys(report) ?? []) : [];
  const checkNow = (key: string) => report?.checks?.[key] ?? null;
  const isAccepted = (key: string) => severity(key, checkNow(key)).severity === 'off';
  const change: PageChange = {
    url: outcome.url,
    baselineUrl: before?.url ?? null,
    before: before?.score ?? null,
    after: hasResult ? outcome.score : null,
    delta: null,
    newlyFailed: [],
    regressedChecks: [],
    fixed: [],
    accepted: failedNow.filter(isAccepted),
    status: 'new',
  };
  if (!hasResult) return { ...change, status: 'no_result' };
  if (before === null || before.score === null) return change;
  // The baseline's own score, with this run's accepted checks counted as passed there too.
  const beforeRaw = before.serviceScore ?? before.score;
  const acceptedBefore = (before.failedChecks ?? []).filter(isAccepted);
  change.before =
    report?.checks != null && acceptedBefore.length > 0
      ? regained(beforeRaw, acceptedBefore, report).score
      : beforeRaw;
  change.delta = Math.round(((outcome.score as number) - change.before) * 100) / 100;
  if (before.failedChecks !== null && report?.checks != null) {
    const failedBefore = new Set(before.failedChecks);
    const failedSet = new Set(failedNow);
    // A check the baseline could not judge (not applicable) did not pass there: fixing a title
    // lets the title's words be looked for in the text, and that is no regression.
    const unjudgedBefore = new Set(before.notApplicable ?? []);
    const compared = runnerChecksCompared(outcome, failedNow, before);
    change.newlyFailed = failedNow.filter(
      (key) =>
        compared(key) && !failedBefore.has(key) && !unjudgedBefore.has(key) && !isAccepted(key),
    );
    change.regressedChecks = change.newlyFailed.filter(
      (key) => severity(key, checkNow(key)).severity === 'error',
    );
    // A check switched off is ignored both ways: passing again is no improvement either.
    change.fixed = before.failedChecks.filter(
      (key) => compared(key) && !failedSet.has(key) && !isAccepted(key),
    );
  }
  change.status =
    change.delta < 0 || change.regressedChecks.length > 0
      ? 'regressed'
      : change.delta > 0 || change.fixed.length > 0
        ? 'improved'
        : 'unchanged';
  return change;
}

/**
 * Whether a check is compared on this page. The service's checks always are. A runner check
 * (check-links') only when both sides judged it: a baseline without the link check (a refresh's
 * former report, a results file of a run without it) says nothing of the page's links, so a
 * broken link is no regression against it, and a link check turned off is no fix. A side judged
 * it when it records it among its runner checks, or failed it.
 */
function runnerChecksCompared(
  outcome: UrlOutcome,
  failedNow: readonly string[],
  before: BaselinePage,
): (key: string) => boolean {
  const judgedNow = new Set([...(outcome.runnerChecks ?? []), ...failedNow]);
  const judgedBefore = new Set([...(before.runnerChecks ?? []), ...(before.failedChecks ?? [])]);
  return (key) => !isRunnerCheck(key) || (judgedNow.has(key) && judgedBefore.has(key));
}

/** What two URLs share when the comparison pairs them. */
export function pairKeyOf(pairBy: PairBy): (url: string) => string {
  return pairBy === 'url' ? (url) => matchKey(url) ?? url : pathKey;
}

/** The path and query: how baseline-url pairs a page with the same page on another origin. */
function pathKey(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname.replace(/\/$/, '') || '/';
    return `${path}${parsed.search}`;
  } catch {
    return url;
  }
}

/** The same pages on another origin: each URL's path and query on `origin`. */
export function urlsOnOrigin(urls: readonly string[], origin: string): string[] {
  const base = new URL(origin);
  return urls.map((url) => {
    const page = new URL(url);
    return new URL(`${page.pathname}${page.search}`, base.origin).href;
  });
}
