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
 * and status, the redirects that led to it (a sitemap entry that redirects), the internal links.
 */
const VALUES_READ_ACROSS_PAGES = new Set([
  'title',
  'meta_description',
  'canonical',
  'http_status',
  'redirects',
  'in_page_links',
]);

/**
 * The report as a run keeps it: every field and every check's verdict, the values a renderer
 * reads, and the raw object whole only when `keepRaw` (the report folder writes it), else
 * without its results.
 */
export function compactReport(
  report: Report,
  keepRaw: boolean,
  /**
   * The run's one copy of each internal link target: pages of a site link to the same pages
   * (menus, footers), and each parsed answer brings its own copies of the URLs.
   */
  sharedUrls: Map<string, string> = new Map(),
): Report {
  const raw = keepRaw ? report.raw : withoutResults(report.raw);
  if (report.checks === null) return { ...report, raw };
  const checks: Record<string, ReportCheck> = {};
  for (const [key, check] of Object.entries(report.checks)) {
    const keepValue = check.passed !== true || VALUES_READ_ACROSS_PAGES.has(key);
    let kept = keepValue ? check : { ...check, value: null };
    if (key === 'in_page_links') kept = { ...kept, value: withSharedUrls(kept.value, sharedUrls) };
    setOwn(checks, key, kept);
  }
  return { ...report, checks, raw };
}

/**
 * The raw object but its results (read into `checks` already): its other fields are a few
 * scalars, some read as the service sent them (our service's `state`, src/client/app/job.ts).
 */
function withoutResults(raw: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) if (key !== 'results') setOwn(kept, key, value);
  return kept;
}

/** in_page_links' value with its `internalUrls` taken from the run's copies. */
function withSharedUrls(value: unknown, sharedUrls: Map<string, string>): unknown {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, 'internalUrls'))
    return value;
  const urls = (value as { internalUrls: unknown }).internalUrls;
  if (!Array.isArray(urls)) return value;
  const shared = urls.map((url: unknown) => {
    if (typeof url !== 'string') return url;
    const known = sharedUrls.get(url);
    if (known !== undefined) return known;
    sharedUrls.set(url, url);
    return url;
  });
  return { ...value, internalUrls: shared };
}
