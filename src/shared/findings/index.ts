// Findings people can act on: the check catalogue and the wording every renderer shares.
export {
  CATALOGUE,
  CATEGORIES,
  CATEGORY_NAMES,
  catalogueOrder,
  checkEntry,
  describeCheck,
  isKnownCheck,
} from './catalogue.js';
export {
  type CheckFailures,
  compareFindings,
  countFindings,
  type FindingCounts,
  findingFor,
  mostFailedChecks,
  pageFindings,
  readChecks,
} from './findings.js';
export {
  formatBytes,
  formatCount,
  formatDate,
  formatDuration,
  formatPercent,
  formatScore,
  humaniseKey,
  plural,
  truncate,
} from './format.js';
export { summarise } from './read.js';
export type {
  CatalogueEntry,
  Category,
  CheckData,
  CheckStatus,
  Evidence,
  Finding,
  Importance,
  ReportCheck,
  Severity,
} from './types.js';
