// The action's outputs and the results array that the CLI's JSON, results.json of a report-dir
// and the outputs share: typed, serialised once where it is written.
import { describeCheck } from '../../../shared/findings/catalogue.js';
import { failedCheckKeysOf, unjudgedCheckKeysOf } from '../../audit/report-spill.js';
import type { CheckFinding, UrlOutcome } from '../../audit/types.js';
import type { AuditRun } from '../job.js';
import { escapeJsonInvisibles } from '../safe-text.js';
import type { Words } from '../wording.js';
import { keysAt } from './checks.js';
import { siteFindingText } from './site.js';

export interface ResultOutput {
  url: string;
  id: string | null;
  grade: string | null;
  score: number | null;
  'report-url': string | null;
  error: string | null;
  /** Keys of the failed checks (a later run's baseline compares them); null without a report. */
  'failed-checks': string[] | null;
  /** Keys of the checks that could not be judged on the page (a later run's baseline). */
  'not-applicable': string[] | null;
  /** Keys of the failed checks at severity error, and at warning, by this run's rules. */
  errors: string[];
  warnings: string[];
  /** The service's own score when accepted checks raised `score`; else equal to it. */
  'service-score': number | null;
  /**
   * check-links: the runner's checks judged on the page (broken_links, broken_resources), failed
   * or passed; absent where none was. A later run's baseline compares only these.
   */
  'runner-checks'?: string[];
}

/** One failed check at error or warning, for the `findings` output and the CLI's JSON. */
export interface FindingOutput {
  url: string;
  check: string;
  severity: 'error' | 'warning';
  /** The rule that set the severity, as written; null for the default. */
  rule: string | null;
  evidence: string;
}

/** One finding across the pages, for the `site-findings` output and the CLI's JSON. */
export interface SiteFindingOutput {
  /**
   * duplicate_title, duplicate_meta_description, shared_canonical, canonical_outside_audit,
   * broken_internal_link; the sitemap's: sitemap_entry_error, sitemap_entry_redirect,
   * sitemap_entry_noindex, sitemap_entry_blocked, sitemap_entry_canonicalised,
   * sitemap_entry_not_checked, missing_from_sitemap; orphan_page; check-links' broken_target.
   */
  kind: string;
  /** What the pages share: the title or description, the canonical URL, or the broken page. */
  value: string;
  /** The pages involved, as audited (for broken_internal_link: the pages linking to `value`). */
  pages: string[];
  /** broken_internal_link, broken_target, sitemap_entry_error: the HTTP status answered; else null. */
  status: number | null;
  /** The finding in one sentence, as the summary and the index page word it. */
  text: string;
}

export function siteFindingsOf(run: AuditRun): SiteFindingOutput[] {
  return run.siteFindings.map((finding) => ({
    kind: finding.kind,
    value: finding.value,
    pages: finding.pages,
    status: finding.status ?? null,
    text: siteFindingText(finding).text,
  }));
}

export function countOf(findings: readonly CheckFinding[], severity: 'error' | 'warning'): number {
  return findings.filter((finding) => finding.severity === severity).length;
}

/** Errors first, then warnings; notices are counted in the summary, not listed here. */
export function findingsOf(run: AuditRun): FindingOutput[] {
  return listedFindings(run).map(findingOutput);
}

/** The verdict's findings at error, then those at warning, as `findings` lists them. */
export function listedFindings(run: AuditRun): CheckFinding[] {
  const listed = run.verdict.findings.filter((finding) => finding.severity !== 'notice');
  return [
    ...listed.filter((finding) => finding.severity === 'error'),
    ...listed.filter((finding) => finding.severity === 'warning'),
  ];
}

/** One entry of `findings`. */
export function findingOutput(finding: CheckFinding): FindingOutput {
  return {
    url: finding.url,
    check: finding.key,
    severity: finding.severity as 'error' | 'warning',
    rule: finding.rule,
    evidence: describeCheck(finding.key, finding.check),
  };
}

export function resultsOf(run: AuditRun, words: Words): ResultOutput[] {
  return run.result.outcomes.map((outcome) => resultOf(run, words, outcome));
}

/** One page's entry of `results`. */
export function resultOf(run: AuditRun, words: Words, outcome: UrlOutcome): ResultOutput {
  return {
    url: outcome.url,
    id: outcome.reportId,
    grade: outcome.grade,
    score: outcome.score,
    'report-url': run.reportLink(outcome),
    error: outcome.failure === null ? null : words.failure(outcome.failure),
    // From what a spilled report keeps beside it: not parsed back for its keys.
    'failed-checks': outcome.failure === null ? failedCheckKeysOf(outcome) : null,
    'not-applicable': outcome.failure === null ? unjudgedCheckKeysOf(outcome) : null,
    errors: keysAt(run.verdict.findings, outcome.url, 'error'),
    warnings: keysAt(run.verdict.findings, outcome.url, 'warning'),
    'service-score': outcome.serviceScore ?? outcome.score,
    ...(outcome.failure === null && outcome.runnerChecks !== undefined
      ? { 'runner-checks': outcome.runnerChecks }
      : {}),
  };
}

/** One regressed page of the `regressions` output. */
export interface RegressionOutput {
  page: string;
  before: number | null;
  after: number | null;
  'newly-failed': string[];
  fixed: string[];
}

export function regressionsOf(run: AuditRun): RegressionOutput[] {
  return (run.comparison?.pages ?? [])
    .filter((page) => page.status === 'regressed')
    .map((page) => ({
      page: page.url,
      before: page.before,
      after: page.after,
      'newly-failed': page.newlyFailed,
      fixed: page.fixed,
    }));
}

export function renderOutputs(
  run: AuditRun,
  results: ResultOutput[],
  findings: FindingOutput[] = findingsOf(run),
  site: SiteFindingOutput[] = siteFindingsOf(run),
): Record<string, string> {
  return {
    regressions: escapeJsonInvisibles(JSON.stringify(regressionsOf(run))),
    'regressed-pages': String(run.comparison?.regressed ?? 0),
    'improved-pages': String(run.comparison?.improved ?? 0),
    // Escaped as the CLI's JSON is: a step that echoes the output prints nothing raw.
    results: escapeJsonInvisibles(JSON.stringify(results)),
    'report-ids': run.result.outcomes
      .flatMap((o) => (o.reportId === null ? [] : [o.reportId]))
      .join(','),
    'worst-grade': run.verdict.worstGrade ?? '',
    passed: String(run.verdict.passed),
    errors: String(countOf(run.verdict.findings, 'error')),
    warnings: String(countOf(run.verdict.findings, 'warning')),
    findings: escapeJsonInvisibles(JSON.stringify(findings)),
    'site-findings': escapeJsonInvisibles(JSON.stringify(site)),
  };
}
