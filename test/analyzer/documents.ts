// Small documents run through analyzeDocument, as a 200 text/html page at a given URL (no network:
// the fetch-derived inputs are given directly), for the check tests.
import { expect } from 'vitest';
import {
  type AnalyzerOptions,
  analyzeDocument,
  type CheckResult,
  type PageInput,
} from '../../src/server/analyzer/index.js';

/** Analyzes `html` served at `url` with status 200 and a UTF-8 content type; `input` overrides. */
export function analyzeAt(
  url: string,
  html: string,
  input: Partial<PageInput> = {},
  options: AnalyzerOptions = {},
) {
  return analyzeDocument(
    {
      url,
      finalUrl: url,
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: html,
      ...input,
    },
    options,
  );
}

/** The result of check `key`; the analysis must not have failed and must hold the check. */
export function checkAt(
  url: string,
  key: string,
  html: string,
  input: Partial<PageInput> = {},
  options: AnalyzerOptions = {},
): CheckResult {
  const analysis = analyzeAt(url, html, input, options);
  expect(analysis.failure).toBeNull();
  const result = analysis.results[key];
  if (result === undefined) throw new Error(`no result for ${key}`);
  return result;
}

/** checkAt for one page URL, as the check tests call it. */
export const checkerAt =
  (url: string) =>
  (key: string, html: string, input: Partial<PageInput> = {}, options: AnalyzerOptions = {}) =>
    checkAt(url, key, html, input, options);

/** The checks our analyzer adds to the 36 of deployed services (issue 19), in their order. */
export const ADDED_CHECKS = [
  'http_status',
  'redirects',
  'canonical',
  'hreflang',
  'open_graph',
  'image_dimensions',
  'lazy_loading',
  'image_weight',
  'link_text',
  'crawlable_links',
];

/** The check failed with exactly these errors. */
export function fails(result: CheckResult, errors: Record<string, unknown>): void {
  expect(result.passed).toBe(false);
  expect(result.errors).toEqual(errors);
}
