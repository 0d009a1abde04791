// The words the table of checks is written in: categories, profiles, severities, and the way an
// entry types its errors. Kept apart from the table so that the table reads as data.
import type { Importance } from '../interface.js';

export type { Importance };

export type Category = 'seo' | 'performance' | 'security' | 'miscellaneous';

/**
 * Which checks run. `all`: the 36 keys of deployed services plus the analyzer's own (http_status,
 * redirects, canonical, hreflang, open_graph, image_dimensions, lazy_loading, image_weight,
 * link_text, crawlable_links), calibrated against real pages (docs/analyzer.md). `phprank`: exactly
 * the 36, with phpRank's thresholds, for scores comparable with deployed services.
 */
export type CheckProfile = 'all' | 'phprank';
export const CHECK_PROFILES: readonly CheckProfile[] = ['all', 'phprank'];

/**
 * What a failure of the check means for a CI job, by default: `error` fails it (the page loses
 * search traffic: it drops out of the index or its ranking goes to another address), `warning`
 * is shown and never fails it, `notice` is listed apart (hygiene with little effect on search).
 */
export type Severity = 'error' | 'warning' | 'notice';
export const SEVERITIES: readonly Severity[] = ['error', 'warning', 'notice'];

/**
 * The detail type of one error key. It exists for the type checker only (`CheckErrors` reads it
 * back); at run time every detail is the same empty object, so the table's error keys can be
 * listed from the very object that types them, and the two cannot drift apart.
 */
export interface Detail<T> {
  readonly detail?: T;
}

const DETAIL: Detail<never> = Object.freeze({});

/** `missing: detail<null>()`, `length: detail<{ min: number; max: number; length: number }>()`. */
export function detail<T>(): Detail<T> {
  return DETAIL;
}

/** One row of the table, as written (the key's errors typed with `detail`). */
export interface CheckEntry {
  key: string;
  /** Display name: "HSTS header" for `htst`. */
  name: string;
  category: Category;
  /** Deployed services' importance for their 36 keys (docs/compatibility.md); the score's weight. */
  importance: Importance;
  /** The profiles that run the check: the 36 run in both, the analyzer's own only in `all`. */
  profiles: readonly CheckProfile[];
  /** The default severity of a failure (see `Severity`). */
  severity: Severity;
  /** One line: why a failure of this check has that severity. */
  severityWhy: string;
  /**
   * Error keys graver or milder than the check as a whole (a missing title is an error, a long
   * one a warning); the severity of a failure is the gravest of its errors'.
   */
  errorSeverity?: Readonly<Record<string, Severity>>;
  /** One sentence on why it matters for search. */
  why: string;
  /** A short how-to-fix. */
  fix: string;
  /** Each error key the analyzer may attach to a failure, with its detail's type. */
  errors: Readonly<Record<string, Detail<unknown>>>;
}
