// Each check's default severity, and where one error of a check is graver or milder than the
// check as a whole (a missing title loses the search snippet; a long one is cut on screen).
// Decided by what loses search traffic; docs/analyzer.md gives the reason for each.
import type { Severity } from './severity.js';

interface CheckSeverity {
  severity: Severity;
  /** Error keys whose failure is graver or milder than the check's own severity. */
  errors?: Readonly<Record<string, Severity>>;
}

export const CHECK_SEVERITY: Readonly<Record<string, CheckSeverity>> = {
  // Lose the page from the index, or send its ranking elsewhere: errors.
  http_status: { severity: 'error' },
  noindex: { severity: 'error' },
  robots: { severity: 'error' },
  redirects: { severity: 'error', errors: { temporary: 'notice', downgrade: 'warning' } },
  canonical: {
    severity: 'error',
    errors: {
      missing: 'notice',
      relative: 'warning',
      bad_format: 'warning',
      too_many: 'warning',
      mismatch: 'notice',
    },
  },
  hreflang: { severity: 'error', errors: { not_absolute: 'warning', x_default: 'notice' } },
  title: { severity: 'error', errors: { length: 'warning', too_many: 'warning' } },
  // Cost clicks or rich results, never the page's place in the index: warnings.
  meta_description: { severity: 'warning', errors: { length: 'notice' } },
  headings: { severity: 'warning' },
  image_keywords: { severity: 'warning' },
  '404_page': { severity: 'warning' },
  text_compression: { severity: 'warning' },
  https_encryption: { severity: 'warning' },
  mixed_content: { severity: 'warning' },
  meta_viewport: { severity: 'warning' },
  load_time: { severity: 'warning' },
  page_size: { severity: 'warning' },
  doctype: { severity: 'warning' },
  charset: { severity: 'warning' },
  structured_data: { severity: 'warning' },
  link_text: { severity: 'warning' },
  crawlable_links: { severity: 'warning' },
  // Style and housekeeping: notices.
  content_keywords: { severity: 'notice' },
  seo_friendly_url: { severity: 'notice' },
  in_page_links: { severity: 'notice' },
  http_requests: { severity: 'notice' },
  image_format: { severity: 'notice' },
  language: { severity: 'notice' },
  favicon: { severity: 'notice' },
  server_signature: { severity: 'notice' },
  http2: { severity: 'notice' },
  unsafe_cross_origin_links: { severity: 'notice' },
  defer_javascript: { severity: 'notice' },
  dom_size: { severity: 'notice' },
  content_length: { severity: 'notice' },
  text_html_ratio: { severity: 'notice' },
  deprecated_html_tags: { severity: 'notice' },
  sitemap: { severity: 'notice' },
  htst: { severity: 'notice' },
  plaintext_email: { severity: 'notice' },
  social: { severity: 'notice' },
  inline_css: { severity: 'notice' },
  open_graph: { severity: 'notice' },
  image_dimensions: { severity: 'notice' },
  lazy_loading: { severity: 'notice' },
};

/** A key no table knows (a service's own check): shown, never failing a job. */
const UNKNOWN: CheckSeverity = { severity: 'notice' };

/** The default severity of one error of a check, or of the check when it names no error. */
export function defaultSeverity(key: string, errorKey: string | null): Severity {
  const entry = Object.hasOwn(CHECK_SEVERITY, key)
    ? (CHECK_SEVERITY[key] as CheckSeverity)
    : UNKNOWN;
  if (errorKey !== null && entry.errors !== undefined && Object.hasOwn(entry.errors, errorKey))
    return entry.errors[errorKey] as Severity;
  return entry.severity;
}
