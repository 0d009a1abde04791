import type { RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DatabaseSync } from 'node:sqlite';
import { type ErrorCodeOf, SeoReportError } from '../../shared/errors.js';
import { ServedSiteConnections } from '../analyzer/index.js';
import {
  joinSharedAnalysisPool,
  leaveSharedAnalysisPool,
  sharedAnalysisPool,
} from './analysis-pool.js';
import { ApiKeyStore } from './api-keys.js';
import { openDatabase } from './database.js';
import { lockDatabase } from './database-lock.js';
import { createDefaultAnalyzer } from './default-analyzer.js';
import { GenerationQueue } from './generation-queue.js';
import type { ServiceContext } from './http/context.js';
import { createServiceServer } from './http/server.js';
import { analyzerOptionsOf, resolveOptions, type ServiceOptions } from './options.js';
import { ProjectStore } from './project-store.js';
import { ReportStore } from './report-store.js';
import { RequestThrottle } from './request-throttle.js';
import { SessionStore } from './sessions.js';
import { pageCookieSecret } from './settings.js';
import { StorageHealth } from './storage-health.js';
import { WorkGate } from './work-gate.js';

export {
  type IndexPageEntry,
  type IndexPageInput,
  renderIndexPage,
} from '../../shared/pages/render-index-page.js';
export { type ReportPageInput, renderReportPage } from '../../shared/pages/render-report-page.js';
export { generateApiKey, hashApiKey } from './api-keys.js';
export type { ApiProject, ApiReport } from './http/serialize.js';
export type { AnalyzeFunction, Logger, RateLimitOptions, ServiceOptions } from './options.js';

export interface RunningService {
  /** Base URL, without trailing slash; the API is under `${url}/api/v1`. */
  url: string;
  /** Creates a new user and returns its key (the only time the key is seen). */
  createKey(): string;
  /**
   * The server's own request handler, for a caller in this process that answers requests without
   * a socket (the embedded mode's client): the same routes, auth, validation and answers, and
   * close() waits for its requests as for the socket's. After close() it must not be called.
   */
  handleRequest: RequestListener;
  /** Stops accepting, requeues running generations in the database, closes the database. */
  close(): Promise<void>;
}

class ServiceStartError extends SeoReportError {
  override name = 'ServiceStartError';
  get errorCode(): ErrorCodeOf<'ServiceStartError'> {
    return 'SEO_SERVICE_START_FAILED';
  }
}

/** Requests still being answered when close() is called get this long to finish. */
const CLOSE_GRACE_MS = 5_000;

/**
 * Wrong password guesses at one report, from every address together, per window. Addresses are
 * cheap (each of a botnet's stays under the per-address limit), so this is the bound on guessing:
 * 80 an hour, where 30 a minute per report allowed 1,800. People mistyping a shared password
 * stay far below it, a right password is not counted, a visitor let in keeps the cookie and the
 * owner reads with the key; a visitor who comes while it is spent waits at most 15 minutes.
 */
const REPORT_GUESSES = { limit: 20, windowMs: 15 * 60_000 } as const;

/**
 * Starts loading the analysis threads a service started with `options` will judge pages in,
 * without waiting for them: a caller with work of its own before startService (the CLI listing a
 * build folder) overlaps their start with it. startService waits for them as it always does.
 */
export function startAnalysisWorkers(
  options: Pick<ServiceOptions, 'analyze' | 'analysisWorkers'> = {},
): void {
  if (options.analyze) return;
  void sharedAnalysisPool(resolveOptions(options).analysisWorkers).warm();
}

export async function startService(options: ServiceOptions = {}): Promise<RunningService> {
  const resolved = resolveOptions(options);
  let unlock: () => void;
  try {
    unlock = lockDatabase(resolved.dbPath);
  } catch (error) {
    throw new ServiceStartError((error as Error).message);
  }
  let db: DatabaseSync;
  try {
    db = openDatabase(resolved.dbPath, {
      maxBytes: resolved.maxDatabaseBytes,
      throwaway: resolved.throwawayDatabase,
    });
  } catch (error) {
    unlock();
    throw error;
  }
  // Nothing else can change a throwaway database's keys: each key's user is remembered.
  const keys = new ApiKeyStore(db, { rememberKnownKeys: resolved.throwawayDatabase });
  for (const key of resolved.apiKeys) keys.register(key);
  const reports = new ReportStore(db, new StorageHealth(resolved.logger));
  // Analyses of fetched pages run in worker threads unless the caller brings its own analyzer.
  const pool = options.analyze ? null : joinSharedAnalysisPool(resolved.analysisWorkers);
  const leavePool = (end: boolean) =>
    pool === null ? Promise.resolve() : leaveSharedAnalysisPool(resolved.analysisWorkers, end);
  void pool?.warm();
  // A build folder served for this run (site-dir): its connections stay open from one page to
  // the next, and end with the service.
  const servedSiteConnections =
    options.analyze || options.analyzerOptions?.servedSiteConnections !== undefined
      ? null
      : ServedSiteConnections.for(options.analyzerOptions?.servedSite?.origin);
  const analyzerOptions = analyzerOptionsOf(options);
  if (servedSiteConnections !== null) analyzerOptions.servedSiteConnections = servedSiteConnections;
  const queue = new GenerationQueue({
    store: reports,
    analyze: options.analyze ?? createDefaultAnalyzer(analyzerOptions, pool ?? undefined),
    concurrency: resolved.concurrency,
    maxQueued: resolved.maxQueued,
    allowPrivateNetwork: resolved.allowPrivateNetwork,
    timeoutMs: resolved.generationTimeoutMs,
    logger: resolved.logger,
  });
  let baseUrl = '';
  const context: ServiceContext = {
    options: resolved,
    reports,
    projects: new ProjectStore(db),
    keys,
    queue,
    apiLimiter: resolved.rateLimit ? new RequestThrottle(resolved.rateLimit, resolved.now) : null,
    // Password guesses on report pages: per address and report, independent of API limits.
    passwordLimiter: new RequestThrottle({ limit: 10, windowMs: 60_000 }, resolved.now),
    // Many addresses share one report's budget of wrong guesses, however they come.
    reportPasswordLimiter: new RequestThrottle(REPORT_GUESSES, resolved.now),
    // scrypt runs on the thread pool every request shares (four threads): at most one check at
    // a time, a few waiting, so a flood of guesses leaves the rest for creates and reads.
    passwordGate: new WorkGate(1, 4),
    sessions: new SessionStore(resolved.now),
    // Wrong keys at the sign-in form, per address: as for report passwords.
    signInLimiter: new RequestThrottle({ limit: 10, windowMs: 60_000 }, resolved.now),
    pageSecret: pageCookieSecret(db),
    baseUrl: () => baseUrl,
  };
  const inFlight = new Set<Promise<void>>();
  const { server, listener } = createServiceServer(context, (work) => {
    inFlight.add(work);
    work
      .catch((error: unknown) => {
        resolved.logger.error(`request handling failed: ${(error as Error)?.message ?? error}`);
      })
      .finally(() => inFlight.delete(work));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(resolved.port, resolved.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    db.close();
    unlock();
    await leavePool(false);
    const code = (error as NodeJS.ErrnoException).code;
    throw new ServiceStartError(
      code === 'EADDRINUSE'
        ? `port ${resolved.port} on ${resolved.host} is already in use`
        : `cannot listen on ${resolved.host}:${resolved.port}: ${(error as Error).message}`,
    );
  }
  // Ready once the analysis threads are: threads starting while the first pages are fetched
  // take the CPU from the fetch, whose time is the page's load_time (the demo's pages, which
  // arrive in tens of milliseconds, were timed at 0.2 to 0.9 s, and over the 2 s limit on a busy
  // machine). Awaited only now: the idle threads are unref'd, and the listening server is what
  // keeps a process with nothing else to do alive meanwhile.
  await pool?.warm();
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  baseUrl = `http://${host}:${address.port}`;
  // Generations cut off by the last stop run again now.
  for (const id of reports.recoverUnfinished()) void queue.enqueue(id);

  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      await queue.close();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, CLOSE_GRACE_MS);
        }),
      ]);
      clearTimeout(timer);
      server.closeAllConnections();
      await stopped;
      await servedSiteConnections?.close();
      try {
        db.exec('PRAGMA optimize');
      } catch {
        // A full disk must not keep the database from closing.
      }
      db.close();
      unlock();
      await leavePool(options.endAnalysisWorkersOnClose === true);
      resolved.logger.info('stopped');
    })();
    return closing;
  };
  return { url: baseUrl, createKey: () => keys.create(), handleRequest: listener, close };
}
