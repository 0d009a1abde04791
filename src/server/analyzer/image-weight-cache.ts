// What each image of a run weighs (image_weight), remembered for the pages that follow: a site's
// logo, icons and shared photos appear on every page, and were asked for once a page. The cache
// lives on the service's main thread, where the images are weighed; its lifetime is bounded (an
// image replaced on the server is seen within minutes), and so are its entries and bytes.
// Failures are remembered as answers, aborts are not, and pages asking for an image being
// weighed share the request (answer-cache.ts).
//
// An answer depends on more than the URL: the key is the URL and everything of the page's fetch
// options that can change what that URL answers (analyze-url.ts, imageWeightContext), by a
// short name of that context (contextKey): the address policy, the folder served for the audit
// and its production origin, the extra headers and where they go, the User-Agent, the redirect
// limit, the timeout and the read cap. Pages audited with different ones never share a weight.
import { AnswerCache, type AnswerCacheOptions } from './answer-cache.js';
import type { ImageWeight } from './checks/context.js';

export interface ImageWeightCacheOptions {
  /** How long a weight is used, from when it was asked for. Default 5 minutes. */
  ttlMs?: number;
  /** Images remembered at most; the least recently used goes first. Default 20,000. */
  maxImages?: number;
  /** Bytes of keys and answers remembered at most (URLs are most of it). Default 8 MiB. */
  maxBytes?: number;
  /** The clock, in milliseconds (tests move it). Default Date.now. */
  now?: () => number;
}

/** Bytes an entry holds besides its key and URL: the Map's slot, the promise, the small object. */
const ENTRY_OVERHEAD_BYTES = 200;

/** Contexts named at most before their names are made anew (a run has one or a few). */
const MAX_CONTEXTS = 256;

export class ImageWeightCache extends AnswerCache<ImageWeight> {
  /** Each context seen, by a short name of its own; a name is never given to another context. */
  readonly #contexts = new Map<string, string>();
  #named = 0;

  constructor(options: ImageWeightCacheOptions = {}) {
    const base: AnswerCacheOptions & { maxEntries: number; maxBytes: number } = {
      ...options,
      maxEntries: options.maxImages ?? 20_000,
      maxBytes: options.maxBytes ?? 8 * 1024 * 1024,
    };
    super(base, entryBytes);
  }

  /**
   * A short name for `context` (what of a page's fetch options changes an answer), to key its
   * images with: the same name for the same context, never for another. Keys with the context
   * written out were a few hundred characters, hashed for every image of every page and most
   * of the room the cache has. Past MAX_CONTEXTS, contexts get new names: the weights kept
   * under the old ones are not used again, and leave as the least recently used.
   */
  contextKey(context: string): string {
    let name = this.#contexts.get(context);
    if (name === undefined) {
      if (this.#contexts.size >= MAX_CONTEXTS) this.#contexts.clear();
      name = `#${(this.#named++).toString(36)}`;
      this.#contexts.set(context, name);
    }
    return name;
  }
}

function entryBytes(weight: ImageWeight, key: string): number {
  // UTF-16 strings: two bytes a character.
  return (
    2 * (key.length + weight.url.length + (weight.contentType?.length ?? 0)) + ENTRY_OVERHEAD_BYTES
  );
}
