// Matching a page URL to an existing report. Services clean the URL they store (scheme and
// "www." stripped, a lone trailing "/" removed, docs/compatibility.md), so a report never carries
// the URL exactly as the workflow wrote it: both sides are brought to one form before comparing.
import { urlKey } from '../../shared/url-key.js';
import type { Report } from '../api/index.js';

/** The service caps `search` at 255 characters; a prefix of the key still finds the report. */
const MAX_SEARCH_LENGTH = 255;

/**
 * The key a page is matched to a report by: the shared URL key (src/shared/url-key.ts), which
 * takes an absolute URL or a cleaned one. Null when the text is not a URL at all.
 */
export function matchKey(text: string): string | null {
  return urlKey(text);
}

/** The text to ask the service's `search` (a substring of its cleaned URL) for. */
export function searchTextFor(url: string): string {
  return (matchKey(url) ?? url).slice(0, MAX_SEARCH_LENGTH);
}

/** The report's own URL in matchable form: the full URL when the service gives it. */
export function reportMatchKey(report: Report): string | null {
  return matchKey(report.fullUrl ?? report.url);
}

/** Whether a report is the one for `url`. */
export function reportMatches(report: Report, url: string): boolean {
  const key = matchKey(url);
  if (key === null) return false;
  if (reportMatchKey(report) === key) return true;
  // fullUrl may be the final URL after redirects while url is what the service stored; accept
  // either rather than create a second report (which costs quota on deployed services).
  return report.fullUrl !== null && matchKey(report.url) === key;
}

/** Newest first: ids increase with creation; numeric when they are numbers. */
export function compareNewestFirst(a: Report, b: Report): number {
  const x = Number(a.id);
  const y = Number(b.id);
  if (Number.isFinite(x) && Number.isFinite(y)) return y - x;
  return b.id.localeCompare(a.id);
}
