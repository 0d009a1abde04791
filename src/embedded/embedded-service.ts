// The embedded mode, the one place where the client and the server meet: the reference service
// started in-process on 127.0.0.1 with a throwaway key and an in-memory database, for a client
// in the same process. The client loads this module only when no base-url is given.
import { randomBytes } from 'node:crypto';
import { startService } from '../server/service/index.js';

export interface EmbeddedServiceOptions {
  allowPrivateNetwork: boolean;
  /** Render pages in a browser first: true for the usual paths, or the browser to use. */
  render: false | true | { browserPath: string };
  headers: Readonly<Record<string, string>>;
  /** Reports generated at once. */
  concurrency: number;
  /**
   * A build folder served on 127.0.0.1 for this run (site-dir): the analyzer may fetch exactly
   * its origin, and reads the production origin, when given, as that folder.
   */
  servedSite?: { origin: string; productionOrigin?: string } | undefined;
}

export interface EmbeddedService {
  url: string;
  apiKey: string;
  close(): Promise<void>;
}

export async function startEmbeddedService(
  options: EmbeddedServiceOptions,
): Promise<EmbeddedService> {
  const apiKey = `sk_embedded_${randomBytes(24).toString('base64url')}`;
  const service = await startService({
    apiKeys: [apiKey],
    dbPath: ':memory:',
    allowPrivateNetwork: options.allowPrivateNetwork,
    ...(options.render ? { render: options.render } : {}),
    ...(Object.keys(options.headers).length > 0 ? { headers: { ...options.headers } } : {}),
    concurrency: options.concurrency,
    rateLimit: false,
    ...(options.servedSite === undefined
      ? {}
      : { analyzerOptions: { servedSite: { ...options.servedSite } } }),
  });
  return { url: service.url, apiKey, close: () => service.close() };
}
