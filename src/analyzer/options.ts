// The analyzer's knobs and their defaults. Defaults follow compatibility.md ("The score"): the
// limits deployed services apply, weights high 10 / medium 5 / low 0, and the fetch rules (5 s per
// request, 10 redirects). Everything here is plain data so a caller can log or store it.
import type { LookupAddress } from 'node:dns';
import type { PageInput } from './checks/context.js';
import type { Analysis, Importance } from './types.js';

/** Thresholds the checks compare against. */
export interface CheckLimits {
  /** Shortest acceptable `<title>`, in characters. */
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
}

export type Weights = Record<Importance, number>;

/**
 * Resolves a host name to its addresses. The analyzer checks every address returned and then
 * connects to one of them, so a test can map a made-up name to any address without real DNS.
 */
export type LookupFunction = (hostname: string) => Promise<readonly LookupAddress[]>;

export interface AnalyzerOptions {
  /**
   * Allow loopback, private, link-local, unique-local and shared (CGNAT) addresses. Off by
   * default so that a service running the analyzer cannot be aimed at its own network. Cloud
   * metadata, multicast, broadcast and reserved addresses stay refused even when this is on.
   */
  allowPrivateNetwork?: boolean;
  /**
   * Addresses or CIDR ranges ("10.1.2.3", "10.1.0.0/16", "fd00::/8") that may be connected to
   * whatever their kind: an intranet host you mean to audit, without opening the whole network.
   */
  allowedAddresses?: readonly string[];
  /** Per request (each redirect hop and each probe): connect, headers and body. Default 5000. */
  timeoutMs?: number;
  /** Largest page body read, compressed or decoded; a larger page fails. Default 5 MB. */
  maxBodyBytes?: number;
  /** Redirects followed per request. Default 10. */
  maxRedirects?: number;
  limits?: Partial<CheckLimits>;
  weights?: Partial<Weights>;
  /** Aborts all in-flight work; analyzeUrl then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** DNS resolution; defaults to the system resolver (dns.lookup, all addresses). */
  lookup?: LookupFunction;
  /** Extra certificate authorities to trust, PEM (tests, internal deployments). */
  ca?: string | readonly string[];
  /** Sent as User-Agent on every request. */
  userAgent?: string;
  /**
   * Judges the fetched page; analyzeDocument on this thread when absent. The service passes a
   * pool of worker threads, so that the CPU half of an analysis can be ended at a deadline.
   */
  judge?: (input: PageInput, options: AnalyzerOptions) => Analysis | Promise<Analysis>;
}

export const DEFAULT_LIMITS: Readonly<CheckLimits> = Object.freeze({
  titleMinLength: 1,
  titleMaxLength: 60,
  minWords: 500,
  minTextHtmlRatio: 10,
  maxLinks: 150,
  maxLoadTimeMs: 2000,
  maxPageBytes: 330_000,
  maxHttpRequests: 50,
  maxDomNodes: 1500,
  imageFormats: Object.freeze(['avif', 'webp']),
});

export const DEFAULT_WEIGHTS: Readonly<Weights> = Object.freeze({ high: 10, medium: 5, low: 0 });

export const DEFAULT_TIMEOUT_MS = 5000;
export const DEFAULT_MAX_BODY_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 10;
export const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; seo-report-analyzer/0.1)';

/** The options the document checks need; the network options are resolved in analyze-url.ts. */
export interface CheckSettings {
  limits: CheckLimits;
  weights: Weights;
}

export function resolveCheckSettings(options: AnalyzerOptions = {}): CheckSettings {
  const limits: CheckLimits = { ...DEFAULT_LIMITS };
  for (const [key, value] of Object.entries(options.limits ?? {})) {
    // An explicit undefined in a partial override means "keep the default".
    if (value !== undefined) (limits as unknown as Record<string, unknown>)[key] = value;
  }
  limits.imageFormats = limits.imageFormats.map((format) => format.toLowerCase());
  const weights: Weights = { ...DEFAULT_WEIGHTS };
  for (const key of ['high', 'medium', 'low'] as const) {
    const value = options.weights?.[key];
    if (value !== undefined) weights[key] = value;
  }
  return { limits, weights };
}
