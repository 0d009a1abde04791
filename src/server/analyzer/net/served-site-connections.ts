// Connections to the build folder served on this machine for the audit (site-dir), kept open
// from one page's analysis to the next. Every other origin is fetched through the page's own
// agent (analyze-url.ts), whose connections end with the page; to the folder's server, that
// was a connection opened and closed for every page, about a tenth of the thread that fetches
// (docs/benchmarks.md). Sharing is safe there alone: the folder's server is this process's own,
// on a loopback address given by number, and every analysis may reach it whatever its address
// policy (guarded-connector.ts, allowedOrigin), so no page can reach through the shared pool
// what its own agent would refuse. A redirect elsewhere leaves the pool: fetch-resource.ts
// takes it for requests on the folder's origin only.
import { isIP } from 'node:net';
import { type Dispatcher, Pool } from 'undici';
import type { ServedSitePool } from '../options.js';
import { createGuardedConnector } from './guarded-connector.js';

export class ServedSiteConnections implements ServedSitePool {
  /** The folder's origin ("http://127.0.0.1:8123"): the only one the pools connect to. */
  readonly origin: string;
  /**
   * One pool per timeout (connect, headers and body), so that a page's requests to the folder
   * time out as its own agent's would. A service uses one timeout: one pool.
   */
  readonly #pools = new Map<number, Pool>();
  #closed = false;

  /**
   * Null for an origin that is not http on an address given by number: only such an origin is
   * let through whatever the address policy, and only it can be shared without a policy.
   */
  static for(origin: string | undefined): ServedSiteConnections | null {
    if (origin === undefined) return null;
    const url = URL.parse(origin);
    if (url === null || url.protocol !== 'http:' || url.origin !== origin) return null;
    // As the guarded connector tells the folder's origin from the rest (an IPv6 address, which
    // URL keeps in brackets, is vetted by the policy there: no pool for it either).
    if (isIP(url.hostname) === 0) return null;
    return new ServedSiteConnections(origin);
  }

  private constructor(origin: string) {
    this.origin = origin;
  }

  /**
   * The shared pool for requests under `timeoutMs`, or null once closed (the page then uses its
   * own agent, as without a pool).
   */
  dispatcherFor(timeoutMs: number): Dispatcher | null {
    if (this.#closed) return null;
    let pool = this.#pools.get(timeoutMs);
    if (pool === undefined) {
      // The connector a page's agent uses, reduced to the one origin it lets through: anything
      // else it would vet under the strictest policy, and refuse (never asked: a pool connects
      // to its own origin only).
      const connector = createGuardedConnector({
        allowPrivateNetwork: false,
        allowedOrigin: this.origin,
        connectTimeoutMs: timeoutMs,
      });
      // The options of a page's agent (analyze-url.ts), for the same requests.
      pool = new Pool(this.origin, {
        connect: connector.connect,
        allowH2: true,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      this.#pools.set(timeoutMs, pool);
    }
    return pool;
  }

  /**
   * Ends every connection, as a page's agent ends its own when the page is done: called when the
   * service closes, after its analyses have ended. Requests still running fail.
   */
  async close(): Promise<void> {
    this.#closed = true;
    const pools = [...this.#pools.values()];
    this.#pools.clear();
    await Promise.all(pools.map((pool) => pool.destroy().catch(() => undefined)));
  }
}
