// What a run keeps of each page's report once it has settled. A whole report is about 40 KB of
// memory once parsed (the service's raw object, every check's value): kept for every page, a
// 10,000-page audit held 400 MB only to print a summary. The summary, the formats, the
// baselines and the site findings read every check's verdict (passed, importance, errors) but
// the values of only some: those of the checks that did not pass (the findings quote them) and
// those the site findings compare across pages. The rest is dropped as soon as a page settles.
import { setOwn } from '../../shared/own-keys.js';
import type { Report, ReportCheck } from '../api/index.js';

/**
 * Checks whose value the site findings read on every page, passed or not
 * (src/client/app/site-findings.ts): titles and descriptions shared, canonicals, the final URL
 * and status, the internal links.
 */
const VALUES_READ_ACROSS_PAGES = new Set([
  'title',
  'meta_description',
  'canonical',
  'http_status',
  'in_page_links',
]);

/**
 * The report as a run keeps it: every field and every check's verdict, the values a renderer
 * reads, and the raw object only when `keepRaw` (the report folder writes it whole).
 */
export function compactReport(report: Report, keepRaw: boolean): Report {
  if (report.checks === null) return keepRaw ? report : { ...report, raw: {} };
  const checks: Record<string, ReportCheck> = {};
  for (const [key, check] of Object.entries(report.checks)) {
    const keepValue = check.passed !== true || VALUES_READ_ACROSS_PAGES.has(key);
    setOwn(checks, key, keepValue ? check : { ...check, value: null });
  }
  return { ...report, checks, raw: keepRaw ? report.raw : {} };
}
