// The thresholds the checks compare against, and the profiles that choose which checks run.

/** Thresholds the checks compare against. */
export interface CheckLimits {
  /** Shortest acceptable `<title>`, in characters (30 in the `all` profile, 1 in `phprank`). */
  titleMinLength: number;
  /** Longest acceptable `<title>`, in characters. */
  titleMaxLength: number;
  /** Fewest words of visible body text (content_length). */
  minWords: number;
  /** Smallest visible-text to HTML ratio, in percent (text_html_ratio). */
  minTextHtmlRatio: number;
  /** Most `<a href>` links on the page (in_page_links). */
  maxLinks: number;
  /** Slowest acceptable page load, in milliseconds (load_time). */
  maxLoadTimeMs: number;
  /** Largest acceptable HTML document, in decoded bytes (page_size). */
  maxPageBytes: number;
  /** Most sub-resources referenced by the HTML (http_requests). */
  maxHttpRequests: number;
  /** Most elements in the document (dom_size). */
  maxDomNodes: number;
  /** Image formats that pass image_format, as lower-case file extensions. */
  imageFormats: readonly string[];
  /** Shortest and longest acceptable meta description, in characters (`all` profile only). */
  descriptionMinLength: number;
  descriptionMaxLength: number;
  /** Most redirects before the page is reached (redirects). */
  maxRedirectHops: number;
  /** Images at the top of the page that should load at once; later ones lazily (lazy_loading). */
  eagerImages: number;
  /** Hosts other than the page's own that its canonical may name on purpose (canonical). */
  canonicalHosts: readonly string[];
  /** Largest acceptable image, in bytes over the wire (image_weight; docs/analyzer.md says why). */
  maxImageBytes: number;
  /** Largest acceptable sum of the page's images, in bytes over the wire (image_weight). */
  maxPageImageBytes: number;
}

// Which checks a profile runs is a column of the table of checks.
export { CHECK_PROFILES, type CheckProfile } from '../../../shared/checks/index.js';
