// The evidence formatters of every key of the table of checks (src/shared/checks/), merged from
// the files that hold them. A key without its formatter does not compile.
import type { EvidenceTable } from '../types.js';
import { ADDED_EVIDENCE } from './added.js';
import { MISCELLANEOUS_EVIDENCE } from './miscellaneous.js';
import { PERFORMANCE_EVIDENCE } from './performance.js';
import { SECURITY_EVIDENCE } from './security.js';
import { SEO_EVIDENCE } from './seo.js';

export const CHECK_EVIDENCE: Readonly<EvidenceTable> = {
  ...SEO_EVIDENCE,
  ...PERFORMANCE_EVIDENCE,
  ...SECURITY_EVIDENCE,
  ...MISCELLANEOUS_EVIDENCE,
  ...ADDED_EVIDENCE,
};
