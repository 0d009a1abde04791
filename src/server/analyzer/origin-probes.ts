// What belongs to an origin rather than to a page: /robots.txt, /sitemap.xml and the answer
// for a missing page. Every page of a site gets the same answers, so a service auditing many
// pages of one site fetches them once per origin (four requests a page became one).
//
// The cache lives with the fetching, on the service's main thread; the worker threads only
// judge the facts they are handed, so one fetch serves every thread. Its lifetime is bounded
// (a self-hosted service that runs for weeks must see a robots.txt change) and so is its size.
//
// An origin whose probes got no answer (a timeout, a refused connection) is remembered the same
// way as one that answered: within its lifetime every page of the origin reports the same
// failure, as it would have uncached, and a site whose robots.txt hangs costs one timeout, not
// one per page. Only an abort (the page's generation stopped) is not an answer: it is forgotten,
// and a page still waiting fetches again under its own signal.
import type { ProbeOutcome } from './checks/context.js';

export interface OriginProbes {
  robots: ProbeOutcome;
  notFound: ProbeOutcome;
  sitemap: ProbeOutcome;
}

export interface OriginProbeCacheOptions {
  /** How long an origin's answers are used, from when they were asked for. Default 5 minutes. */
  ttlMs?: number;
  /** Origins remembered at most; the least recently used goes first. Default 500. */
  maxOrigins?: number;
  /** Bytes of probe bodies remembered at most (robots.txt may be 500 KiB). Default 16 MiB. */
  maxBytes?: number;
  /** The clock, in milliseconds (tests move it). Default Date.now. */
  now?: () => number;
}

interface Entry {
  probes: Promise<OriginProbes>;
  expiresAt: number;
  /** Body bytes held, known once the probes are in. */
  bytes: number;
}

export const DEFAULT_ORIGIN_TTL_MS = 5 * 60_000;

export class OriginProbeCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxOrigins: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  #bytes = 0;

  constructor(options: OriginProbeCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? DEFAULT_ORIGIN_TTL_MS;
    this.#maxOrigins = Math.max(1, options.maxOrigins ?? 500);
    this.#maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
    this.#now = options.now ?? Date.now;
  }

  /** Origins held (fetched or being fetched). */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * The probes of `key` (an origin, with whatever else changes its answers): the remembered
   * ones while fresh, those being fetched by another page, or `fetch`'s. Rejects only when
   * `signal` aborts.
   */
  async get(
    key: string,
    fetch: () => Promise<OriginProbes>,
    signal?: AbortSignal,
  ): Promise<OriginProbes> {
    for (;;) {
      signal?.throwIfAborted();
      const entry = this.#fresh(key) ?? this.#start(key, fetch);
      try {
        return await entry.probes;
      } catch (error) {
        // The page that started the fetch was stopped: not this page's stop, so fetch again.
        if (signal?.aborted) throw error;
      }
    }
  }

  #fresh(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (this.#now() >= entry.expiresAt) {
      this.#forget(key, entry);
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  #start(key: string, fetch: () => Promise<OriginProbes>): Entry {
    const entry: Entry = { probes: fetch(), expiresAt: this.#now() + this.#ttlMs, bytes: 0 };
    this.#entries.set(key, entry);
    entry.probes.then(
      (probes) => {
        if (this.#entries.get(key) !== entry) return;
        entry.bytes = bodyBytes(probes);
        this.#bytes += entry.bytes;
        this.#evict();
      },
      () => this.#forget(key, entry),
    );
    this.#evict();
    return entry;
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxOrigins && this.#bytes <= this.#maxBytes) return;
      this.#forget(key, entry);
    }
  }

  #forget(key: string, entry: Entry): void {
    if (this.#entries.get(key) !== entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

function bodyBytes(probes: OriginProbes): number {
  return (
    (probes.robots.body?.length ?? 0) +
    (probes.notFound.body?.length ?? 0) +
    (probes.sitemap.body?.length ?? 0)
  );
}
