// A page's findings as renderers consume them: each check with its name, importance, status,
// evidence, why and fix, failed first and the most important first.

import { readReportChecks } from '../report/read.js';
import { CATEGORY_NAMES, catalogueOrder, checkEntry, describeCheck } from './catalogue.js';
import type { CheckStatus, Finding, Importance, ReportCheck } from './types.js';

const IMPORTANCE_RANK: Record<Importance, number> = { high: 0, medium: 1, low: 2 };
const STATUS_RANK: Record<CheckStatus, number> = { failed: 0, passed: 1, not_applicable: 2 };

function isImportance(value: unknown): value is Importance {
  return value === 'high' || value === 'medium' || value === 'low';
}

/**
 * Checks from a report's raw `results` (any service's shape), read as every reader of reports
 * reads them (src/shared/report): none is an empty record here.
 */
export function readChecks(results: unknown): Record<string, ReportCheck> {
  return readReportChecks(results) ?? {};
}

export function findingFor(key: string, check: ReportCheck): Finding {
  const status: CheckStatus =
    check.passed === false ? 'failed' : check.passed === true ? 'passed' : 'not_applicable';
  return findingOf(key, check.importance, status, describeCheck(key, check));
}

/** A check's finding from what the report says of it and its evidence, worded already. */
function findingOf(
  key: string,
  importance: unknown,
  status: CheckStatus,
  evidence: string,
): Finding {
  const entry = checkEntry(key);
  return {
    key,
    name: entry.name,
    category: entry.category,
    categoryName: CATEGORY_NAMES[entry.category],
    importance: isImportance(importance) ? importance : entry.importance,
    status,
    evidence,
    why: entry.why,
    fix: entry.fix,
  };
}

/**
 * A failed check worded ahead of time: its key, the importance its report gave it (anything:
 * the catalogue's stands in for what is none) and describeCheck's evidence of it.
 */
export interface WordedFailure {
  key: string;
  importance: unknown;
  evidence: string;
}

/** Failed checks worded ahead of time, as findings in pageFindings' order. */
export function failedFindings(worded: readonly WordedFailure[]): Finding[] {
  return worded
    .map(({ key, importance, evidence }) => findingOf(key, importance, 'failed', evidence))
    .sort(compareFindings);
}

/** Failed, then passed, then not checked; within each, high before low, then report order. */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
    IMPORTANCE_RANK[a.importance] - IMPORTANCE_RANK[b.importance] ||
    catalogueOrder(a.key) - catalogueOrder(b.key) ||
    a.key.localeCompare(b.key)
  );
}

/** Every check of a page as a finding, ordered by importance (failed first). */
export function pageFindings(
  checks: Readonly<Record<string, ReportCheck>> | null | undefined,
): Finding[] {
  if (!checks) return [];
  return Object.entries(checks)
    .map(([key, check]) => findingFor(key, check))
    .sort(compareFindings);
}

export interface FindingCounts {
  failed: number;
  passed: number;
  notApplicable: number;
}

export function countFindings(findings: readonly Finding[]): FindingCounts {
  let failed = 0;
  let passed = 0;
  for (const finding of findings) {
    if (finding.status === 'failed') failed++;
    else if (finding.status === 'passed') passed++;
  }
  return { failed, passed, notApplicable: findings.length - failed - passed };
}

export interface CheckFailures {
  key: string;
  name: string;
  importance: Importance;
  /** How many of the pages failed it. */
  pages: number;
}

/**
 * The checks that fail on most pages, most pages first, then the more important, then by key:
 * for a run's overview. Pages without checks (no result) are skipped.
 */
export function mostFailedChecks(
  pages: readonly (Readonly<Record<string, ReportCheck>> | null | undefined)[],
): CheckFailures[] {
  const byKey = new Map<string, CheckFailures>();
  for (const checks of pages) {
    for (const finding of pageFindings(checks)) {
      if (finding.status !== 'failed') continue;
      const known = byKey.get(finding.key);
      if (known) known.pages++;
      else {
        const { key, name, importance } = finding;
        byKey.set(key, { key, name, importance, pages: 1 });
      }
    }
  }
  return [...byKey.values()].sort(
    (a, b) =>
      b.pages - a.pages ||
      IMPORTANCE_RANK[a.importance] - IMPORTANCE_RANK[b.importance] ||
      a.key.localeCompare(b.key),
  );
}
