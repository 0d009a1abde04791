// A page's failed checks as every renderer lists them: the catalogue's name, the severity the
// rules gave it and the page's own evidence, with why it matters and how to fix it
// (src/shared/findings).

import { failedFindings } from '../../../shared/findings/findings.js';
import type { Finding } from '../../../shared/findings/types.js';
import { wordedFailuresOf } from '../../audit/report-spill.js';
import type { CheckFinding, UrlOutcome } from '../../audit/types.js';

/** Every failed check of a page, most important first. */
export function failedChecks(outcome: UrlOutcome): Finding[] {
  // Only the failed ones are worded (a finding's evidence is formatted text): every renderer
  // asks for every page, and a page has some forty checks of which a few failed. A report
  // waiting in the run's file was worded when it was written, and is not parsed back for them
  // (report-spill.ts).
  return failedFindings(wordedFailuresOf(outcome) ?? []);
}

/** The verdict's findings grouped by page, built once per verdict: every renderer asks per page. */
const byPage = new WeakMap<readonly CheckFinding[], Map<string, CheckFinding[]>>();

/** One page's findings (its failed checks at error, warning or notice), gravest first. */
export function findingsOn(
  findings: readonly CheckFinding[],
  url: string,
): readonly CheckFinding[] {
  let pages = byPage.get(findings);
  if (pages === undefined) {
    pages = new Map();
    for (const found of findings) {
      const list = pages.get(found.url);
      if (list === undefined) pages.set(found.url, [found]);
      else list.push(found);
    }
    byPage.set(findings, pages);
  }
  return pages.get(url) ?? [];
}

/** The keys of one page's findings at one severity, in the verdict's order. */
export function keysAt(
  findings: readonly CheckFinding[],
  url: string,
  severity: CheckFinding['severity'],
): string[] {
  return findingsOn(findings, url)
    .filter((found) => found.severity === severity)
    .map((found) => found.key);
}

/**
 * Each failed check's severity on one page, by key, from the verdict's findings; an accepted
 * check (off) is absent, and reads as `off`.
 */
export function severitiesOn(findings: readonly CheckFinding[], url: string): Map<string, string> {
  return new Map(findingsOn(findings, url).map((found) => [found.key, found.severity]));
}

/** "Title (warning): The title has 74 characters; keep it under 60." */
export function findingLine(finding: Finding, severity: string): string {
  return `${finding.name} (${severity}): ${finding.evidence}`;
}
