// The embedded mode, the one place where the client and the server meet: the reference service
// started in-process on 127.0.0.1 with a throwaway key and a throwaway database, for a client
// in the same process. The client loads this module only when no base-url is given.
//
// Three choices for audits of whole sites (docs/benchmarks.md, "A site end to end"):
// - The database is a file in a temporary folder, removed at close, not SQLite's ':memory:':
//   an in-memory database holds every report's results in the process for the whole run (about
//   12 KB a page), where a file keeps only SQLite's bounded page cache in memory. Nothing of it
//   must survive a crash: no journal on disk, no syncs. The folder goes at close; one that a
//   killed job left goes at the next start (abandoned-folders.ts).
// - Generation is synchronous, as on deployed services: a create answers with the result, so a
//   page costs one request instead of a create and a read. The client keeps no more creates in
//   flight than the service generates at once (`concurrency`), so that no create waits in the
//   queue while its timeout runs.
// - The client's requests reach the service's request handler in process, without a socket
//   (`answers`, in-process-answers.ts): the same answers, byte for byte, for about 0.4 ms less of
//   the main thread a request. The server still listens on 127.0.0.1 for anything given its URL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServedSite } from '../server/analyzer/options.js';
import { startAnalysisWorkers, startService } from '../server/service/index.js';
import type { InProcessAnswers } from '../shared/in-process-answers.js';
import {
  EMBEDDED_DATABASE_FILE,
  EMBEDDED_FOLDER_PREFIX,
  removeAbandonedFolders,
} from './abandoned-folders.js';
import { inProcessAnswers, inProcessAnswersWork } from './in-process-answers.js';

export interface EmbeddedServiceOptions {
  allowPrivateNetwork: boolean;
  /** Render pages in a browser first: true for the usual paths, or the browser to use. */
  render: false | true | { browserPath: string };
  headers: Readonly<Record<string, string>>;
  /** Reports generated at once. */
  concurrency: number;
  /**
   * A build folder served on 127.0.0.1 for this run (site-dir): the analyzer may fetch exactly
   * its origin, and reads the production origin, when given, as that folder. `head` and `get`:
   * the folder's answers to HEADs (its images) and to GETs of text (its pages) given in
   * process, without a connection.
   */
  servedSite?: Pick<ServedSite, 'origin' | 'productionOrigin' | 'head' | 'get'> | undefined;
}

export interface EmbeddedService {
  url: string;
  apiKey: string;
  /** Reports generated at once: creates beyond it would wait for a free generator. */
  concurrency: number;
  /**
   * The service's answers to this process's client without a socket (in-process-answers.ts):
   * what the client's exchange sends through. The server still listens at `url` for the rest
   * (the report pages, anything given the URL). Undefined on a Node whose ServerResponse lacks
   * what they need (inProcessAnswersWork): the client then sends over HTTP.
   */
  answers: InProcessAnswers | undefined;
  close(): Promise<void>;
}

/**
 * Starts the embedded service's analysis threads now, on other cores, while the caller does what
 * comes before startEmbeddedService (a build folder listed, its sitemap read): their start (tens
 * of milliseconds each, bundled) is no longer a step of its own before the first page.
 */
export function prepareEmbeddedService(): void {
  // The options startEmbeddedService starts the service with: the default analyzer and workers.
  startAnalysisWorkers();
}

export async function startEmbeddedService(
  options: EmbeddedServiceOptions,
): Promise<EmbeddedService> {
  const apiKey = `sk_embedded_${randomBytes(24).toString('base64url')}`;
  // What killed jobs left in the temporary folder goes first (abandoned-folders.ts).
  removeAbandonedFolders(tmpdir());
  const folder = mkdtempSync(join(tmpdir(), EMBEDDED_FOLDER_PREFIX));
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  let service: Awaited<ReturnType<typeof startService>>;
  try {
    service = await startService({
      apiKeys: [apiKey],
      dbPath: join(folder, EMBEDDED_DATABASE_FILE),
      throwawayDatabase: true,
      generation: 'sync',
      allowPrivateNetwork: options.allowPrivateNetwork,
      ...(options.render ? { render: options.render } : {}),
      ...(Object.keys(options.headers).length > 0 ? { headers: { ...options.headers } } : {}),
      concurrency: options.concurrency,
      rateLimit: false,
      // The job's pages are judged by the time it closes: the threads' heaps go before it prints.
      endAnalysisWorkersOnClose: true,
      ...(options.servedSite === undefined
        ? {}
        : { analyzerOptions: { servedSite: { ...options.servedSite } } }),
    });
  } catch (error) {
    removeFolder();
    throw error;
  }
  let closing = false;
  return {
    url: service.url,
    apiKey,
    concurrency: options.concurrency,
    answers: inProcessAnswersWork()
      ? inProcessAnswers(service.handleRequest, () => closing)
      : undefined,
    close: async () => {
      closing = true;
      try {
        await service.close();
      } finally {
        removeFolder();
      }
    },
  };
}
