// A baseline: the pages of an earlier audit that this one is compared with, page by page. It
// comes from a results file, the previous pull-request comment, another branch's artifact,
// another origin audited in the same run (baseline-url), or, in refresh mode, each report's
// state before it was regenerated.
import { type ErrorCodeOf, SeoReportError } from '../../shared/errors.js';
import type { Grade } from '../../shared/grade.js';

export interface BaselinePage {
  url: string;
  /** The score the earlier run judged the page by; null when it had no result. */
  score: number | null;
  /**
   * The service's own score, before that run counted its accepted checks as passed; absent when
   * the source did not record it (then `score` is taken for it).
   */
  serviceScore?: number | null;
  grade: Grade | null;
  /** Keys of the checks that failed; null when the source did not record them. */
  failedChecks: string[] | null;
  /** Keys of the checks that could not be judged (passed: null); absent in older sources. */
  notApplicable?: string[] | null;
  /**
   * The runner's own checks judged on the page (check-links' broken_links, broken_resources),
   * failed or passed; absent or null where the source did not record them or none was judged:
   * a runner check is then compared only where the baseline failed it.
   */
  runnerChecks?: string[] | null;
}

export interface Baseline {
  /** Where it came from, for people: "results file base.json", "the previous comment". */
  from: string;
  pages: BaselinePage[];
}

/** A baseline that could not be had is a warning, never a failure (a branch's first run). */
export type BaselineLoad =
  | { kind: 'found'; baseline: Baseline }
  | { kind: 'missing'; reason: string };

/** The `baseline` option: a results file, the previous comment, or a branch's artifact. */
export type BaselineSpec =
  | { kind: 'file'; path: string }
  | { kind: 'comment' }
  | { kind: 'branch'; branch: string };

/** A baseline was found but is not one: the option names a file of another shape. */
export class BaselineShapeError extends SeoReportError {
  override readonly name = 'BaselineShapeError';
  get errorCode(): ErrorCodeOf<'BaselineShapeError'> {
    return 'SEO_BASELINE_SHAPE_INVALID';
  }
}
