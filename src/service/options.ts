import type { AnalyzerOptions } from '../analyzer/options.js';
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
  /** Plain keys to register at start (e.g. from SEO_REPORT_API_KEY); existing ones are reused. */
  apiKeys?: string[];
  /** 'async': POST answers at once with result null; 'sync': POST waits, as deployed services do. */
  generation?: 'async' | 'sync';
  /** Analyses running at the same time. */
  concurrency?: number;
  /** Reports allowed to wait for generation before POST answers 503. */
  maxQueued?: number;
  /** Let the analyzer fetch loopback and private addresses (tests, demo). */
  allowPrivateNetwork?: boolean;
  rateLimit?: RateLimitOptions | false;
  /** Upper bound on one generation, whatever the analyzer does with its own timeouts. */
  generationTimeoutMs?: number;
  /** Largest request body accepted; larger ones get 413. */
  maxBodyBytes?: number;
  /** A client that accepts no part of a streamed answer for this long is disconnected. */
  slowReaderMs?: number;
  analyze?: AnalyzeFunction;
  /** Passed to the default analyzer (ignored when `analyze` is given). */
  analyzerOptions?: Omit<AnalyzerOptions, 'signal' | 'allowPrivateNetwork'>;
  logger?: Logger;
}

export interface ResolvedOptions {
  host: string;
  port: number;
  dbPath: string;
  apiKeys: string[];
  generation: 'async' | 'sync';
  concurrency: number;
  maxQueued: number;
  allowPrivateNetwork: boolean;
  rateLimit: RateLimitOptions | false;
  generationTimeoutMs: number;
  maxBodyBytes: number;
  slowReaderMs: number;
  logger: Logger;
}

export const SILENT_LOGGER: Logger = { info() {}, warn() {}, error() {} };

export function resolveOptions(options: ServiceOptions): ResolvedOptions {
  const concurrency = options.concurrency ?? 2;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  }
  const rateLimit = options.rateLimit ?? { limit: 240, windowMs: 60_000 };
  if (rateLimit && (!(rateLimit.limit >= 1) || !(rateLimit.windowMs >= 1))) {
    throw new RangeError('rateLimit.limit and rateLimit.windowMs must be at least 1');
  }
  return {
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    dbPath: options.dbPath ?? ':memory:',
    apiKeys: (options.apiKeys ?? []).filter((key) => key.trim() !== ''),
    generation: options.generation ?? 'async',
    concurrency,
    maxQueued: options.maxQueued ?? 10_000,
    allowPrivateNetwork: options.allowPrivateNetwork ?? false,
    rateLimit,
    generationTimeoutMs: options.generationTimeoutMs ?? 120_000,
    maxBodyBytes: options.maxBodyBytes ?? 16 * 1024,
    slowReaderMs: options.slowReaderMs ?? 15_000,
    logger: options.logger ?? SILENT_LOGGER,
  };
}
