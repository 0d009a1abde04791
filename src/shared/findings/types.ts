// The shapes of the catalogue and of what renderers consume.
import type { Importance, ReportCheck } from '../interface.js';

export type { Importance, ReportCheck };

export type Category = 'seo' | 'performance' | 'security' | 'miscellaneous';

export type CheckStatus = 'failed' | 'passed' | 'not_applicable';

/** What a formatter reads: a check's value and errors as any service sent them. */
export type CheckData = Pick<ReportCheck, 'passed' | 'value' | 'errors'>;

/** One check key, worded once for every renderer. */
export interface CatalogueEntry {
  key: string;
  /** Display name: "HSTS header" for `htst`. */
  name: string;
  category: Category;
  /** As deployed services default it (our analyzer's new checks: as it declares them). */
  importance: Importance;
  /** One sentence on why it matters for search. */
  why: string;
  /** A short how-to-fix. */
  fix: string;
  /**
   * The page's own evidence as a sentence, from the check's value and errors. May throw on a
   * shape nobody foresaw: call it through `describeCheck`, which never does.
   */
  evidence(check: CheckData): string;
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
