// The analyzer's knobs and their defaults. Defaults follow docs/compatibility.md ("The score"): the
// limits deployed services apply, weights high 10 / medium 5 / low 0, and the fetch rules (5 s per
// request, 10 redirects); the `all` profile adds its own checks and tightens the title and
// description lengths. Everything here is plain data so a caller can log or store it.
import type { LookupAddress } from 'node:dns';
import type { Dispatcher } from 'undici';
import { setOwn } from '../../shared/own-keys.js';
import { DEFAULT_WEIGHTS, type Weights } from '../../shared/score.js';
import type { PageInput } from './checks/context.js';
import { CHECK_PROFILES, type CheckLimits, type CheckProfile } from './checks/limits.js';
import type { ImageWeightCache } from './image-weight-cache.js';
import type { ServedGet, ServedHead } from './net/fetch-resource.js';
import type { OriginProbeCache } from './origin-probes.js';
import type { DocumentPhase } from './types.js';

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
  /**
   * A folder served on this machine for the audit (the client's site-dir): its exact origin
   * ("http://127.0.0.1:8123") may be fetched whatever `allowPrivateNetwork` says, and no other
   * port or address of the machine. With `productionOrigin` ("https://www.example.com"), the
   * site's own origin is read from the folder: every request to it (the page, its redirects,
   * robots.txt and the other probes, the canonical) goes to `origin` with the same path, so the
   * checks judge the URLs the site will have once deployed (a canonical to production is the
   * page's own host, one to staging is another host).
   */
  servedSite?: ServedSite;
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
  /** Which checks run; default `all`. */
  checks?: CheckProfile;
  /**
   * Extra request headers for the audited page (a preview's bypass token, Basic credentials). They
   * are sent only to the origin of the URL asked for: never after a redirect to another origin,
   * never to robots.txt or the other probes of another origin, and never to the browser's
   * sub-resources elsewhere. Values never appear in results or messages.
   */
  headers?: Readonly<Record<string, string>>;
  /**
   * Load the page in headless Chromium and judge the DOM its scripts build. The raw response is
   * still fetched for the status, header and transfer checks. `true` finds the browser itself.
   */
  render?: boolean | RenderOptions;
  /**
   * Judges the fetched page (the document phase: the parse and the checks, and the images to
   * weigh); analyzeDocumentPhase on this thread when absent. The service passes a pool of worker
   * threads, so that the CPU half of an analysis can be ended at a deadline, and the parse never
   * holds the thread that fetches.
   */
  judge?: (input: PageInput, options: AnalyzerOptions) => DocumentPhase | Promise<DocumentPhase>;
  /**
   * Remembers each origin's robots.txt, sitemap.xml and missing-page answers for the pages that
   * follow (origin-probes.ts); every page fetches its own when absent.
   */
  originProbes?: OriginProbeCache;
  /**
   * Remembers what each image weighs (image_weight) for the pages that follow
   * (image-weight-cache.ts); every page weighs its own images when absent.
   */
  imageWeights?: ImageWeightCache;
  /**
   * Connections to `servedSite`'s origin kept open from one page to the next (a run's served
   * build folder, served-site-connections.ts); each page opens and closes its own when absent.
   * Used only when its origin is `servedSite.origin`. Its owner closes it (the service, at close).
   */
  servedSiteConnections?: ServedSitePool;
}

/**
 * Connections to a served folder's origin shared by the pages of a run: ServedSiteConnections
 * (net/served-site-connections.ts), named here by what the analyzer asks of it.
 */
export interface ServedSitePool {
  /** The origin it connects to. */
  readonly origin: string;
  /** Its dispatcher for requests under `timeoutMs`; null once closed. */
  dispatcherFor(timeoutMs: number): Dispatcher | null;
}

export interface ServedSite {
  /** Where the folder is served: an http origin on a loopback address. */
  origin: string;
  /** The origin the site is deployed at, read as `origin` (an alias); none: none. */
  productionOrigin?: string;
  /**
   * The folder's server's answer to a HEAD, given in process (image_weight's HEADs); null or
   * absent: asked over HTTP. The client's site-dir server gives it (ServedSiteDir.head).
   */
  head?: ServedHead;
  /**
   * The folder's server's answer to a GET of a text file (a page, robots.txt, a sitemap), given
   * in process; null or absent: asked over HTTP. The client's site-dir server gives it
   * (ServedSiteDir.get).
   */
  get?: ServedGet;
}

export interface RenderOptions {
  /** Chromium or Chrome executable; default: the usual install paths. */
  browserPath?: string;
  /** How long the page may take to settle (network idle), in ms; default 15000. */
  timeoutMs?: number;
}

export const DEFAULT_LIMITS: Readonly<CheckLimits> = Object.freeze({
  titleMinLength: 30,
  titleMaxLength: 60,
  minWords: 500,
  minTextHtmlRatio: 10,
  maxLinks: 150,
  maxLoadTimeMs: 2000,
  maxPageBytes: 330_000,
  maxHttpRequests: 50,
  maxDomNodes: 1500,
  imageFormats: Object.freeze(['avif', 'webp']),
  descriptionMinLength: 70,
  descriptionMaxLength: 160,
  maxRedirectHops: 2,
  eagerImages: 3,
  canonicalHosts: Object.freeze([]),
  // A phone page's budget (docs/analyzer.md, "Image weight"): 1 MB of images is some 5 s on a
  // slow 4G link, and 300 kB fits a full-width photo at twice a phone's pixel density.
  maxImageBytes: 300_000,
  maxPageImageBytes: 1_000_000,
});

/** What differs in the `phprank` profile: the limits deployed services apply. */
const PHPRANK_LIMITS: Readonly<Partial<CheckLimits>> = Object.freeze({ titleMinLength: 1 });

export const DEFAULT_TIMEOUT_MS = 5000;
export const DEFAULT_MAX_BODY_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 10;
export const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; seo-report-analyzer/0.1)';

/** The options the document checks need; the network options are resolved in analyze-url.ts. */
export interface CheckSettings {
  profile: CheckProfile;
  limits: CheckLimits;
  weights: Weights;
}

export function resolveCheckSettings(options: AnalyzerOptions = {}): CheckSettings {
  const profile = options.checks ?? 'all';
  if (!CHECK_PROFILES.includes(profile)) {
    throw new TypeError(
      `checks must be one of ${CHECK_PROFILES.join(', ')}, got ${JSON.stringify(profile)}`,
    );
  }
  const limits: CheckLimits = {
    ...DEFAULT_LIMITS,
    ...(profile === 'phprank' ? PHPRANK_LIMITS : {}),
  };
  for (const [key, value] of Object.entries(options.limits ?? {})) {
    // An explicit undefined in a partial override means "keep the default".
    if (value !== undefined) setOwn(limits as unknown as Record<string, unknown>, key, value);
  }
  limits.imageFormats = limits.imageFormats.map((format) => format.toLowerCase());
  const weights: Weights = { ...DEFAULT_WEIGHTS };
  for (const key of ['high', 'medium', 'low'] as const) {
    const value = options.weights?.[key];
    if (value !== undefined) weights[key] = value;
  }
  return { profile, limits, weights };
}

export { CHECK_PROFILES, type CheckLimits, type CheckProfile, DEFAULT_WEIGHTS, type Weights };
