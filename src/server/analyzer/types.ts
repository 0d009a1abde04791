// The analyzer's public contract. The reference service stores an Analysis as a report's result;
// the shapes follow docs/compatibility.md ("Report object" and "The score").
import type { Category, Importance } from '../../shared/checks/index.js';
import type { Grade } from '../../shared/grade.js';
import type { CanonicalFindings } from './checks/canonical.js';
import type { ImagesToWeigh } from './checks/context.js';

export type { Category, Importance };

/** One check's verdict, the `results.<key>` object of a report. */
export interface CheckResult {
  /** null: the check's input could not be observed (not applicable); it is left out of the score. */
  passed: boolean | null;
  importance: Importance;
  category: Category;
  /** What was measured; differs per check (string, number, array, object, null). */
  value: unknown;
  /** Present on failed checks: error key (missing, too_many, ...) to details or null. */
  errors?: Record<string, unknown>;
  /** Lists cut to keep the report small: path ("value", "errors.missing") to full length. */
  truncated?: Record<string, number>;
}

export interface Analysis {
  /** The URL that was asked for. */
  url: string;
  /** The URL after redirects, or null when the page could not be fetched at all. */
  finalUrl: string | null;
  /** 0-100, rounded to two decimals; null when the analysis failed. */
  score: number | null;
  grade: Grade | null;
  /** Check key to result; empty when the analysis failed. */
  results: Record<string, CheckResult>;
  /** Why no score could be given (page unreachable, not HTML, refused address, ...); else null. */
  failure: AnalysisFailure | null;
  /** Milliseconds spent fetching the page (time to full body) and analysing it. */
  timings: { fetchMs: number; analyzeMs: number };
}

export interface AnalysisFailure {
  /** Machine-readable cause, e.g. 'timeout', 'not_html', 'too_large', 'refused_address'. */
  code: string;
  /** One line for a person: what went wrong, with the URL or address involved. */
  message: string;
}

/**
 * The document phase of a service's analysis (analyzeDocumentPhase, in a worker thread): the
 * analysis, and what its main thread still fetches before the checks that read the answers are
 * judged (completeAnalysis): the images for image_weight, the canonical URL for canonical. Until
 * then image_weight reads "not requested" and canonical judges without the URL's answer. Each is
 * null when nothing waits for it: the input brings the answer, the profile has no such check,
 * an error page does not judge it, or (canonical) the page names no other URL.
 */
export interface DocumentPhase {
  analysis: Analysis;
  imagesToWeigh: ImagesToWeigh | null;
  canonical: PendingCanonical | null;
}

/** The canonical URL to ask for, and what the check found in the page. */
export interface PendingCanonical {
  url: string;
  findings: CanonicalFindings;
}
