// Matching a page URL to an existing report. Services clean the URL they store (scheme and
// "www." stripped, a lone trailing "/" removed, docs/compatibility.md), so a report never carries
// the URL exactly as the workflow wrote it: both sides are brought to one form before comparing.
import type { Report } from '../api/index.js';

/** The service caps `search` at 255 characters; a prefix of the key still finds the report. */
const MAX_SEARCH_LENGTH = 255;

/**
 * The form that survives the service's cleaning: lower-case host without a leading "www.", the
 * port when not the default, the path and query as the URL parser writes them, no scheme, no
 * fragment, and no lone trailing "/". Takes an absolute URL or a cleaned one ("example.com/a").
 * Null when the text is not a URL at all.
 */
export function matchKey(text: string): string | null {
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `http://${text}`;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return null;
  }
  // The URL parser drops 80 for http and 443 for https; a cleaned URL has no scheme, so an
  // explicit :443 read as http would survive: drop both for the comparison.
  const port = url.port === '' || url.port === '80' || url.port === '443' ? '' : `:${url.port}`;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const path = url.pathname === '/' && url.search === '' ? '' : url.pathname;
  return `${host}${port}${path}${url.search}`;
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
