// The pure half of the analyzer: from already-fetched material to results and a score. One
// parse of the document, then every check of the table over the same facts. No network, no
// clock except for the timing it reports, and no exceptions for a bad page.
import { performance } from 'node:perf_hooks';
import { type CheckSpec, checksIn } from '../../shared/checks/index.js';
import { gradeForScore } from '../../shared/grade.js';
import { boundValue } from './bound-result.js';
import { canonicalFindings, canonicalOutcome, canonicalToProbe } from './checks/canonical.js';
import type { CheckOutcome } from './checks/check.js';
import {
  buildContext,
  type CanonicalTarget,
  type CheckContext,
  type ImageWeights,
  type PageInput,
} from './checks/context.js';
import { errorPageOutcome } from './checks/error-page.js';
import { imagesToWeigh, judgeImageWeights } from './checks/images.js';
import { CHECK_LOGIC } from './checks/index.js';
import { extractFacts } from './html/extract-facts.js';
import {
  type AnalyzerOptions,
  type CheckProfile,
  type CheckSettings,
  resolveCheckSettings,
} from './options.js';
import { scoreResults } from './score.js';
import type { Analysis, AnalysisFailure, CheckResult, DocumentPhase } from './types.js';

/**
 * Runs every check on a fetched page. Returns an Analysis with a failure (and no score) when the
 * material is not an analysable HTML page: an error status, another media type, an empty body.
 */
export function analyzeDocument(input: PageInput, options: AnalyzerOptions = {}): Analysis {
  return analyzeInput(input, options, false).analysis;
}

/**
 * The document phase of a service's analysis, run in a worker thread: one parse, every check,
 * and what the main thread still asks the network for (types.ts): the images the page shows,
 * its canonical URL.
 */
export function analyzeDocumentPhase(
  input: PageInput,
  options: AnalyzerOptions = {},
): DocumentPhase {
  return analyzeInput(input, options, true);
}

function analyzeInput(
  input: PageInput,
  options: AnalyzerOptions,
  twoPhases: boolean,
): DocumentPhase {
  const started = performance.now();
  const settings = resolveCheckSettings(options);
  const refusal = admissionFailure(input, settings.profile);
  if (refusal !== null) {
    return {
      analysis: failedAnalysis(input.url, input.finalUrl, refusal, input.fetchMs ?? 0),
      imagesToWeigh: null,
      canonical: null,
    };
  }
  const context = buildContext(input, extractFacts(input.body), settings.limits, settings.profile);
  const analysis = analyzeContext(context, settings, started);
  if (!twoPhases) return { analysis, imagesToWeigh: null, canonical: null };
  const waitsFor = (key: 'image_weight' | 'canonical') =>
    checksIn(settings.profile).some((check) => check.key === key) &&
    errorPageOutcome(context, key) === null;
  const canonicalUrl =
    input.canonicalTarget === undefined && waitsFor('canonical') ? canonicalToProbe(context) : null;
  return {
    analysis,
    imagesToWeigh:
      input.imageWeights === undefined && waitsFor('image_weight')
        ? imagesToWeigh(context.facts.images, context.baseUrl)
        : null,
    canonical:
      canonicalUrl === null ? null : { url: canonicalUrl, findings: canonicalFindings(context) },
  };
}

/** What the main thread got from the network for the document phase's pending checks. */
export interface NetworkAnswers {
  imageWeights?: ImageWeights;
  canonicalTarget?: CanonicalTarget;
}

/**
 * The network phase's end, on the service's main thread: the checks that waited for the network
 * judged from its answers alone (image_weight from the weights, canonical from its findings and
 * the canonical URL's answer), and the score of the results they complete. The same results, in
 * the same order, as analyzeDocument of the input with those answers.
 */
export function completeAnalysis(
  phase: DocumentPhase,
  answers: NetworkAnswers,
  options: AnalyzerOptions = {},
): Analysis {
  const { analysis } = phase;
  if (analysis.failure !== null) return analysis;
  const started = performance.now();
  const settings = resolveCheckSettings(options);
  const specs = checksIn(settings.profile);
  const spec = (key: string) => specs.find((check) => check.key === key);
  // Assigned over the results of the document phase, each keeps its place among the others.
  const results = { ...analysis.results };
  const imageWeightSpec = spec('image_weight');
  if (phase.imagesToWeigh !== null && imageWeightSpec !== undefined) {
    results.image_weight = checkResult(
      imageWeightSpec,
      judgeImageWeights(answers.imageWeights, settings.limits),
    );
  }
  const canonicalSpec = spec('canonical');
  if (phase.canonical !== null && canonicalSpec !== undefined) {
    results.canonical = checkResult(
      canonicalSpec,
      canonicalOutcome(phase.canonical.findings, answers.canonicalTarget),
    );
  }
  const score = scoreOf(results, settings);
  return {
    ...analysis,
    score,
    grade: gradeForScore(score),
    results,
    timings: {
      fetchMs: analysis.timings.fetchMs,
      analyzeMs: analysis.timings.analyzeMs + (performance.now() - started),
    },
  };
}

/** The checks over the context of one parse. */
function analyzeContext(context: CheckContext, settings: CheckSettings, started: number): Analysis {
  const input = context.input;
  const fetchMs = input.fetchMs ?? 0;
  const results: Record<string, CheckResult> = {};
  for (const check of checksIn(settings.profile)) {
    const outcome = errorPageOutcome(context, check.key) ?? CHECK_LOGIC[check.key].run(context);
    results[check.key] = checkResult(check, outcome);
  }
  const score = scoreOf(results, settings);
  return {
    url: input.url,
    finalUrl: input.finalUrl,
    score,
    grade: gradeForScore(score),
    results,
    failure: null,
    timings: { fetchMs, analyzeMs: performance.now() - started },
  };
}

/** A check's outcome as a report holds it: lists cut to size, and said so. */
function checkResult(check: CheckSpec, outcome: CheckOutcome): CheckResult {
  const truncated: Record<string, number> = {};
  const value = boundValue(outcome.value, 'value', truncated);
  const errors =
    outcome.errors === undefined ? undefined : boundValue(outcome.errors, 'errors', truncated);
  const result: CheckResult = {
    passed: outcome.passed,
    importance: check.importance,
    category: check.category,
    value,
  };
  // Set in this order, so that a stored result reads the same as before (no spread copies).
  if (errors !== undefined) result.errors = errors as Record<string, unknown>;
  if (Object.keys(truncated).length !== 0) result.truncated = truncated;
  return result;
}

/**
 * A page that answers an error is not what visitors or crawlers get to keep, however well it
 * is built: it scores 0, so a fail-on gate catches it, and its other results still show why.
 */
function scoreOf(results: Record<string, CheckResult>, settings: CheckSettings): number {
  return results.http_status?.passed === false ? 0 : scoreResults(results, settings.weights);
}

export function failedAnalysis(
  url: string,
  finalUrl: string | null,
  failure: AnalysisFailure,
  fetchMs = 0,
): Analysis {
  return {
    url,
    finalUrl,
    score: null,
    grade: null,
    results: {},
    failure,
    timings: { fetchMs, analyzeMs: 0 },
  };
}

/**
 * A page its redirects never let anyone reach (a loop, or more hops than the limit), in the
 * `all` profile: `redirects` fails with the cause, every other check is not applicable, and the
 * score is 0, as for a page that answers an error.
 */
export function unreachableAnalysis(
  url: string,
  failure: AnalysisFailure,
  limits: { max: number },
): Analysis {
  const results: Record<string, CheckResult> = {};
  for (const check of checksIn('all')) {
    const result: CheckResult = {
      passed: null,
      importance: check.importance,
      category: check.category,
      value: `not applicable: the page is never reached (${failure.message})`,
    };
    if (check.key === 'redirects') {
      result.passed = false;
      result.value = failure.message;
      result.errors =
        failure.code === 'redirect_loop'
          ? { loop: null }
          : { too_many: { max: limits.max, count: limits.max + 1 } };
    }
    results[check.key] = result;
  }
  return {
    url,
    finalUrl: null,
    score: 0,
    grade: gradeForScore(0),
    results,
    failure: null,
    timings: { fetchMs: 0, analyzeMs: 0 },
  };
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/**
 * The media type of a Content-Type value, lower-cased, without parameters; null for none. Read
 * for every image of every page too (image-weights.ts): cut at the first `;` without splitting.
 */
export function mediaType(contentType: string | undefined): string | null {
  if (contentType === undefined) return null;
  const end = contentType.indexOf(';');
  const type = (end === -1 ? contentType : contentType.slice(0, end)).trim().toLowerCase();
  return type === '' ? null : type;
}

/**
 * Is this HTML? By Content-Type when there is one; without one, by the start of the body, the
 * way a browser sniffs an unlabelled response.
 */
function isHtml(contentType: string | undefined, bodyStart: string): boolean {
  const type = mediaType(contentType);
  if (type !== null) return HTML_TYPES.has(type);
  return /^\s*<(!doctype\s+html|html|head|body|!--)[\s>]/i.test(bodyStart.slice(0, 512));
}

/**
 * Is the response an HTML page at all? Judged on the status, Content-Type and body start. The
 * `all` profile judges an HTML error page (its http_status check fails); `phprank` refuses it,
 * and so does every profile when the error is not an HTML page.
 */
export function responseFailure(
  finalUrl: string,
  status: number,
  contentType: string | undefined,
  bodyStart: string,
  profile: CheckProfile = 'phprank',
): AnalysisFailure | null {
  const html = isHtml(contentType, bodyStart);
  if (status < 200 || status >= 300) {
    if (!(profile === 'all' && status >= 400 && html)) {
      return { code: 'http_error', message: `${finalUrl} answered HTTP ${status}` };
    }
  }
  if (!html) {
    const type = mediaType(contentType) ?? 'no Content-Type and no HTML markup';
    return { code: 'not_html', message: `${finalUrl} is not an HTML page (${type})` };
  }
  return null;
}

export function admissionFailure(
  input: PageInput,
  profile: CheckProfile = 'all',
): AnalysisFailure | null {
  const contentType = headerText(input.headers['content-type']);
  const refusal = responseFailure(input.finalUrl, input.status, contentType, input.body, profile);
  if (refusal !== null) return refusal;
  if (input.body.trim() === '') {
    if (input.status >= 400) {
      return { code: 'http_error', message: `${input.finalUrl} answered HTTP ${input.status}` };
    }
    return { code: 'empty', message: `${input.finalUrl} returned an empty page` };
  }
  return null;
}

function headerText(value: string | readonly string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : value?.[0];
}
