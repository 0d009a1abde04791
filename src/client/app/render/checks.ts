// A page's failed checks as every renderer lists them: the catalogue's name, the severity the
// rules gave it and the page's own evidence, with why it matters and how to fix it
// (src/shared/findings).

import { pageFindings } from '../../../shared/findings/findings.js';
import type { Finding } from '../../../shared/findings/types.js';
import type { CheckFinding, UrlOutcome } from '../../audit/types.js';

/** Every failed check of a page, most important first. */
export function failedChecks(outcome: UrlOutcome): Finding[] {
  return pageFindings(outcome.report?.checks).filter((finding) => finding.status === 'failed');
}

/**
 * Each failed check's severity on one page, by key, from the verdict's findings; an accepted
 * check (off) is absent, and reads as `off`.
 */
export function severitiesOn(findings: readonly CheckFinding[], url: string): Map<string, string> {
  return new Map(
    findings.filter((found) => found.url === url).map((found) => [found.key, found.severity]),
  );
}

/** "Title (warning): The title has 74 characters; keep it under 60." */
export function findingLine(finding: Finding, severity: string): string {
  return `${finding.name} (${severity}): ${finding.evidence}`;
}
