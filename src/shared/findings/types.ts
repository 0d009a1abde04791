// The shapes of the catalogue and of what renderers consume.
import type { Category, CheckKey, Severity } from '../checks/index.js';
import type { Importance, ReportCheck } from '../interface.js';

export type { Category, Importance, ReportCheck, Severity };

export type CheckStatus = 'failed' | 'passed' | 'not_applicable';

/** What a formatter reads: a check's value and errors as any service sent them. */
export type CheckData = Pick<ReportCheck, 'passed' | 'value' | 'errors'>;

/**
 * The page's own evidence as a sentence, from the check's value and errors. May throw on a
 * shape nobody foresaw: call it through `describeCheck`, which never does.
 */
export type Evidence = (check: CheckData) => string;

/** A formatter for every key of the table of checks. */
export type EvidenceTable = Record<CheckKey, Evidence>;

/** One check key, worded once for every renderer: the table's row and its formatter. */
export interface CatalogueEntry {
  key: string;
  /** Display name: "HSTS header" for `htst`. */
  name: string;
  category: Category;
  /** As deployed services default it (our analyzer's new checks: as it declares them). */
  importance: Importance;
  /** What a failure means for a CI job by default: error, warning or notice. */
  severity: Severity;
  /** One sentence on why it matters for search. */
  why: string;
  /** A short how-to-fix. */
  fix: string;
  evidence: Evidence;
}

/** One check of one page, ready to show. */
export interface Finding {
  key: string;
  name: string;
  category: Category;
  /** "SEO", "Performance", "Security", "Miscellaneous". */
  categoryName: string;
  /** The report's own importance when it says, else the catalogue's. */
  importance: Importance;
  status: CheckStatus;
  /** What was seen on this page, with units: "The page weighs 412 KB; the limit is 330 KB." */
  evidence: string;
  why: string;
  fix: string;
}
