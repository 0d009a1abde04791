// The set-up the e2e and CLI test files share: the sample site and the reference service on
// 127.0.0.1, the service logging to the file's SecretScanner, and a client holding the key.
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  request,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { SeoReportClient } from '../../src/client/api/index.js';
import { type SampleSite, startSampleSite } from '../../src/client/demo/sample-site.js';
import type { RunningService } from '../../src/server/service/index.js';
import type { ServiceOptions } from '../../src/server/service/options.js';
import { SecretScanner } from './secret-scan.js';

export interface Fixture {
  site: SampleSite;
  service: RunningService;
  /** A client of the service with the fixture's key. */
  client: SeoReportClient;
  /** Action inputs naming the service and the key, with `extra` added. */
  inputs(extra?: Record<string, string>): Record<string, string>;
  /** Closes the client, the service and the site. */
  close(): Promise<void>;
}

/**
 * A scanner for the file's secrets that checks what each case registered after that case, so
 * that no case goes unscanned.
 */
export function scanEachCase(secrets: string[]): SecretScanner {
  const scan = new SecretScanner(secrets);
  afterEach(() => scan.check());
  return scan;
}

/**
 * Starts the sample site and a reference service that accepts `apiKey`, allows private networks
 * and logs to `scan` (its created keys among the secrets). `options` adds to or overrides these.
 */
export async function startFixture(
  scan: SecretScanner,
  apiKey: string,
  options: ServiceOptions = {},
): Promise<Fixture> {
  const site = await startSampleSite();
  const service = await scan.startService({
    apiKeys: [apiKey],
    allowPrivateNetwork: true,
    ...options,
  });
  const client = new SeoReportClient({ baseUrl: service.url, apiKey });
  return {
    site,
    service,
    client,
    inputs: (extra = {}) => ({ 'base-url': service.url, 'api-key': apiKey, ...extra }),
    close: async () => {
      await client.close();
      await service.close();
      await site.close();
    },
  };
}

/** An HTTP server listening on a free port of 127.0.0.1. */
export interface Listening {
  server: Server;
  url: string;
  /** Drops open connections and stops listening. */
  close(): void;
}

export async function listen(handler: RequestListener): Promise<Listening> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** What a forwarding proxy lets a test see and do. */
export interface ProxyHooks {
  /** Sees each request before it is forwarded. */
  onRequest?(req: IncomingMessage): void;
  /** Sees each answer; returning false swallows it, so the client never hears. */
  onAnswer?(req: IncomingMessage, answer: IncomingMessage): boolean | undefined;
}

/** A proxy on 127.0.0.1 that forwards every request to `target` and passes its answer back. */
export function proxyTo(target: string, hooks: ProxyHooks = {}): Promise<Listening> {
  return listen((req, res) => {
    hooks.onRequest?.(req);
    const upstream = new URL(req.url ?? '/', target);
    const forward = request(upstream, { method: req.method, headers: req.headers }, (answer) => {
      if (hooks.onAnswer?.(req, answer) === false) {
        answer.resume();
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forward);
  });
}

/**
 * For the service test files: a scanner for `secrets` (every key a service makes joins them) and
 * a startTestService through it. After each case every service it started is closed, and then
 * the case's log is scanned, its last line ("stopped") included.
 */
export function scannedTestServices(secrets: string[] = []) {
  const scan = new SecretScanner(secrets);
  const running: RunningService[] = [];
  afterEach(async () => {
    for (const service of running.splice(0)) await service.close();
    scan.check();
  });
  const startTestService: SecretScanner['startTestService'] = async (options) => {
    const started = await scan.startTestService(options);
    running.push(started.service);
    return started;
  };
  return { scan, startTestService };
}
