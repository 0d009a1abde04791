// A page's failed checks as every renderer lists them: the catalogue's name, the importance and
// the page's own evidence, with why it matters and how to fix it (src/shared/findings).

import { pageFindings } from '../../../shared/findings/findings.js';
import type { Finding } from '../../../shared/findings/types.js';
import type { UrlOutcome } from '../../audit/types.js';

/** Every failed check of a page, most important first. */
export function failedChecks(outcome: UrlOutcome): Finding[] {
  return pageFindings(outcome.report?.checks).filter((finding) => finding.status === 'failed');
}

/** "Title (high): The title has 74 characters; keep it under 60." */
export function findingLine(finding: Finding): string {
  return `${finding.name} (${finding.importance}): ${finding.evidence}`;
}
