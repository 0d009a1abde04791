// The one place that opens a target: the embedded reference service started in-process on
// 127.0.0.1 (src/embedded/, the only way from the client to the server), or the user's service;
// either way a client.
import { type ClientOptions, SeoReportClient } from '../api/index.js';
import type { ServedSiteDir } from '../site-dir/serve.js';
import type { Target } from './config.js';

export interface OpenTarget {
  client: SeoReportClient;
  /** The service root the client talks to (the embedded service's own URL when embedded). */
  baseUrl: string;
  embedded: boolean;
  /**
   * Requests worth having in flight at once: the embedded service answers a create when its
   * report is generated, and generates this many at a time; null for a service of the user's.
   */
  maxInFlight: number | null;
  close(): Promise<void>;
}

/** What the target's client reports as it works: each retry, each request that has left. */
export type ClientHooks = Pick<ClientOptions, 'onRetry' | 'onRequestSent'>;

interface OpenOptions {
  /** Reports generated at once by an embedded service. */
  concurrency: number;
  /** Only these two are passed on to the client (a job's hooks may be given whole). */
  clientHooks?: ClientHooks;
  /** The browser to render with (the SEO_REPORT_BROWSER variable); default: the usual paths. */
  browserPath?: string | undefined;
  /**
   * A build folder served for this run (site-dir), for the embedded service's analyzer, with
   * its answers to HEADs and to GETs of text given in process (ServedSiteDir.head and get).
   */
  servedSite?: {
    origin: string;
    productionOrigin?: string;
    head?: ServedSiteDir['head'];
    get?: ServedSiteDir['get'];
  };
}

/**
 * Starts what opening `target` will wait for, without waiting: the embedded service's analysis
 * threads, which load on other cores while the job does its own work first (a build folder
 * listed, sitemaps read). Nothing for a service of the user's.
 */
export async function prepareTarget(target: Target): Promise<void> {
  if (target.kind !== 'embedded') return;
  const { prepareEmbeddedService } = await import('../../embedded/embedded-service.js');
  prepareEmbeddedService();
}

export async function openTarget(target: Target, options: OpenOptions): Promise<OpenTarget> {
  const { onRetry, onRequestSent } = options.clientHooks ?? {};
  const hooks = {
    ...(onRetry ? { onRetry } : {}),
    ...(onRequestSent ? { onRequestSent } : {}),
  };
  if (target.kind === 'remote') {
    const client = new SeoReportClient({
      baseUrl: target.baseUrl,
      apiKey: target.apiKey,
      ...hooks,
    });
    return {
      client,
      baseUrl: target.baseUrl,
      embedded: false,
      maxInFlight: null,
      close: () => client.close(),
    };
  }
  // Loaded only when needed: the analyzer and SQLite stay out of the start-up of remote audits.
  const { startEmbeddedService } = await import('../../embedded/embedded-service.js');
  const service = await startEmbeddedService({
    allowPrivateNetwork: target.allowPrivateNetwork,
    render: target.render
      ? options.browserPath
        ? { browserPath: options.browserPath }
        : true
      : false,
    headers: target.headers,
    concurrency: Math.min(options.concurrency, 8),
    servedSite: options.servedSite,
  });
  // The client's requests reach the service's handler in process, without a socket; the server
  // still listens at its URL for the rest (the report pages' links, anything given the URL).
  const client = new SeoReportClient({
    baseUrl: service.url,
    apiKey: service.apiKey,
    ...(service.answers === undefined ? {} : { inProcess: service.answers }),
    ...hooks,
  });
  return {
    client,
    baseUrl: service.url,
    embedded: true,
    maxInFlight: service.concurrency,
    close: async () => {
      await client.close();
      await service.close();
    },
  };
}
