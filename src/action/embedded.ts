// The embedded reference service: with no base-url, the action starts our own service
// in-process on 127.0.0.1 with a throwaway key and database, and audits through the same client.
import { randomBytes } from 'node:crypto';
import type { ActionConfig } from './inputs.js';

export interface EmbeddedService {
  url: string;
  apiKey: string;
  close(): Promise<void>;
}

export async function startEmbeddedService(config: ActionConfig): Promise<EmbeddedService> {
  // Loaded only when needed: the analyzer and SQLite stay out of the start-up of remote audits.
  const { startService } = await import('../service/index.js');
  const apiKey = `sk_embedded_${randomBytes(24).toString('base64url')}`;
  const service = await startService({
    apiKeys: [apiKey],
    dbPath: ':memory:',
    allowPrivateNetwork: config.allowPrivateNetwork,
    concurrency: Math.min(config.concurrency, 8),
    rateLimit: false,
  });
  return { url: service.url, apiKey, close: () => service.close() };
}
