import { availableParallelism } from 'node:os';
import { resolveExtraHeaders } from '../../shared/extra-headers.js';
import {
  type AnalyzerOptions,
  CHECK_PROFILES,
  type CheckProfile,
  type RenderOptions,
} from '../analyzer/options.js';
import { missingBrowser } from '../analyzer/render/find-browser.js';
import type { Analysis } from '../analyzer/types.js';

/** What the service needs from an analyzer; injected so that tests can control generation. */
export type AnalyzeFunction = (
  url: string,
  options: { signal: AbortSignal; allowPrivateNetwork: boolean },
) => Promise<Analysis>;

/** Where the service says what it does; silent unless the caller asks (the action embeds it). */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface RateLimitOptions {
  /** Requests allowed per key in one window. */
  limit: number;
  windowMs: number;
}

export interface ServiceOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** A file path, or ':memory:' for a throwaway database. */
  dbPath?: string;
  /** The file at dbPath is deleted after close: it need not survive a crash (no syncs). */
  throwawayDatabase?: boolean;
  /** Plain keys to register at start (e.g. from SEO_REPORT_API_KEY); existing ones are reused. */
  apiKeys?: string[];
  /** 'async': POST answers at once with result null; 'sync': POST waits, as deployed services do. */
  generation?: 'async' | 'sync';
  /** Analyses running at the same time. */
  concurrency?: number;
  /** Worker threads that judge fetched pages; default: one per core. */
  analysisWorkers?: number;
  /**
   * End the analysis threads at close when no other running service uses them (the embedded
   * service, whose process judges no more pages): idle threads keep their heaps, tens of
   * megabytes, while the job prints. Otherwise they stay for the process's next service.
   */
  endAnalysisWorkersOnClose?: boolean;
  /** Reports allowed to wait for generation before POST answers 503. */
  maxQueued?: number;
  /** Let the analyzer fetch loopback and private addresses (tests, demo). */
  allowPrivateNetwork?: boolean;
  rateLimit?: RateLimitOptions | false;
  /** Upper bound on one generation, whatever the analyzer does with its own timeouts. */
  generationTimeoutMs?: number;
  /** Largest request body accepted; larger ones get 413. */
  maxBodyBytes?: number;
  /**
   * Largest the database file may grow (SQLite's max_page_count); past it, writes answer 507 as
   * on a full disk. Unlimited when absent.
   */
  maxDatabaseBytes?: number;
  /** A client that accepts no part of a streamed answer for this long is disconnected. */
  slowReaderMs?: number;
  analyze?: AnalyzeFunction;
  /** Passed to the default analyzer (ignored when `analyze` is given). */
  analyzerOptions?: Omit<AnalyzerOptions, 'signal' | 'allowPrivateNetwork'>;
  /**
   * Which checks the default analyzer runs: `all` (default: the 36 of deployed services and the
   * analyzer's own) or `phprank` (exactly the 36, for scores comparable with deployed services).
   */
  checks?: CheckProfile;
  /** Judge pages as headless Chromium renders them (pages built by JavaScript). */
  render?: boolean | RenderOptions;
  /**
   * Extra request headers for the audited pages (a protected preview's token), sent only to
   * each audited URL's own origin. Values are secrets: mask them where they are read.
   */
  headers?: Readonly<Record<string, string>>;
  logger?: Logger;
  /** The clock of the rate limits and sign-in sessions, in milliseconds (tests move it; default Date.now). */
  now?: () => number;
}

export interface ResolvedOptions {
  host: string;
  port: number;
  dbPath: string;
  throwawayDatabase: boolean;
  apiKeys: string[];
  generation: 'async' | 'sync';
  concurrency: number;
  analysisWorkers: number;
  maxQueued: number;
  allowPrivateNetwork: boolean;
  rateLimit: RateLimitOptions | false;
  generationTimeoutMs: number;
  maxBodyBytes: number;
  maxDatabaseBytes: number | null;
  slowReaderMs: number;
  logger: Logger;
  now: () => number;
}

export const SILENT_LOGGER: Logger = { info() {}, warn() {}, error() {} };

export function resolveOptions(options: ServiceOptions): ResolvedOptions {
  const concurrency = options.concurrency ?? 2;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  }
  if (options.checks !== undefined && !CHECK_PROFILES.includes(options.checks)) {
    throw new RangeError(
      `checks must be one of ${CHECK_PROFILES.join(', ')}, got ${JSON.stringify(options.checks)}`,
    );
  }
  // A bad header or a missing browser is the operator's mistake: say so at start, not in every
  // report.
  resolveExtraHeaders(options.headers);
  if (options.render) {
    const browserPath = typeof options.render === 'object' ? options.render.browserPath : undefined;
    const missing = missingBrowser(browserPath);
    if (missing !== null) throw new Error(`render: ${missing}`);
  }
  const rateLimit = options.rateLimit ?? { limit: 240, windowMs: 60_000 };
  if (rateLimit && (!(rateLimit.limit >= 1) || !(rateLimit.windowMs >= 1))) {
    throw new RangeError('rateLimit.limit and rateLimit.windowMs must be at least 1');
  }
  return {
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    dbPath: options.dbPath ?? ':memory:',
    throwawayDatabase: options.throwawayDatabase ?? false,
    apiKeys: (options.apiKeys ?? []).filter((key) => key.trim() !== ''),
    generation: options.generation ?? 'async',
    concurrency,
    analysisWorkers: options.analysisWorkers ?? availableParallelism(),
    maxQueued: options.maxQueued ?? 10_000,
    allowPrivateNetwork: options.allowPrivateNetwork ?? false,
    rateLimit,
    generationTimeoutMs: options.generationTimeoutMs ?? 120_000,
    maxBodyBytes: options.maxBodyBytes ?? 16 * 1024,
    maxDatabaseBytes: options.maxDatabaseBytes ?? null,
    slowReaderMs: options.slowReaderMs ?? 15_000,
    logger: options.logger ?? SILENT_LOGGER,
    now: options.now ?? Date.now,
  };
}

/** The default analyzer's options: the operator's, with the service-level switches on top. */
export function analyzerOptionsOf(options: ServiceOptions): AnalyzerOptions {
  return {
    ...options.analyzerOptions,
    ...(options.checks === undefined ? {} : { checks: options.checks }),
    ...(options.render === undefined ? {} : { render: options.render }),
    ...(options.headers === undefined ? {} : { headers: options.headers }),
  };
}
