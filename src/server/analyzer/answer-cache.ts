// Answers from the network that many pages of a run share (an origin's robots.txt, an image's
// weight), kept on the service's main thread where the fetching is, for a bounded time and in
// bounded room. The caches of origin-probes.ts and image-weight-cache.ts are this one.
//
// A fetch that got no answer (a timeout, a refused connection) is remembered the same way as one
// that did: within its lifetime every page reports the same failure, as it would have uncached,
// and a server that hangs costs one timeout, not one per page. Only an abort (the generation of
// the page that started the fetch stopped) is not an answer: it is forgotten, and a page still
// waiting fetches again under its own signal. Pages asking while a fetch is in flight share it.

export interface AnswerCacheOptions {
  /** How long an answer is used, from when it was asked for. Default 5 minutes. */
  ttlMs?: number;
  /** Answers remembered at most; the least recently used goes first. */
  maxEntries?: number;
  /** Bytes of answers remembered at most (as `sizeOf` counts them). */
  maxBytes?: number;
  /** The clock, in milliseconds (tests move it). Default Date.now. */
  now?: () => number;
}

interface Entry<T> {
  answer: Promise<T>;
  expiresAt: number;
  /** Bytes held, known once the answer is in. */
  bytes: number;
}

export const DEFAULT_ANSWER_TTL_MS = 5 * 60_000;

export class AnswerCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  readonly #sizeOf: (answer: T, key: string) => number;
  #bytes = 0;
  /**
   * Walks the entries from the least recently used, kept from one eviction to the next. A new
   * walk from the Map's start steps over every entry deleted before it until the Map compacts:
   * evicting one entry at a time that way cost 10 to 30 µs an image once a large run filled the
   * image cache, three times a lookup (bench/site). The walk stays at the oldest entry: entries
   * are only added, or used again, at the end.
   */
  #oldest: MapIterator<[string, Entry<T>]> | null = null;

  constructor(
    options: AnswerCacheOptions & { maxEntries: number; maxBytes: number },
    sizeOf: (answer: T, key: string) => number,
  ) {
    this.#ttlMs = options.ttlMs ?? DEFAULT_ANSWER_TTL_MS;
    this.#maxEntries = Math.max(1, options.maxEntries);
    this.#maxBytes = options.maxBytes;
    this.#now = options.now ?? Date.now;
    this.#sizeOf = sizeOf;
  }

  /** Answers held (fetched or being fetched). */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * The answer for `key` (what is asked, with whatever else changes its answer): the remembered
   * one while fresh, the one being fetched for another page, or `fetch`'s. Rejects only when
   * `signal` aborts.
   */
  async get(key: string, fetch: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    for (;;) {
      signal?.throwIfAborted();
      const entry = this.#fresh(key) ?? this.#start(key, fetch);
      try {
        return await entry.answer;
      } catch (error) {
        // The page that started the fetch was stopped: not this page's stop, so fetch again.
        if (signal?.aborted) throw error;
      }
    }
  }

  #fresh(key: string): Entry<T> | undefined {
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

  #start(key: string, fetch: () => Promise<T>): Entry<T> {
    const entry: Entry<T> = { answer: fetch(), expiresAt: this.#now() + this.#ttlMs, bytes: 0 };
    this.#entries.set(key, entry);
    entry.answer.then(
      (answer) => {
        if (this.#entries.get(key) !== entry) return;
        entry.bytes = this.#sizeOf(answer, key);
        this.#bytes += entry.bytes;
        this.#evict();
      },
      () => this.#forget(key, entry),
    );
    this.#evict();
    return entry;
  }

  #evict(): void {
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      this.#oldest ??= this.#entries.entries();
      const next = this.#oldest.next();
      if (next.done) {
        this.#oldest = null;
        return;
      }
      this.#forget(next.value[0], next.value[1]);
    }
  }

  #forget(key: string, entry: Entry<T>): void {
    if (this.#entries.get(key) !== entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
