// Reports' API items as the list pages read them (UTF-8 JSON bytes), kept while the database
// has not changed since they were read. A list page that nobody asked for before (another
// filter, order or page over the same reports) then takes its items from memory instead of
// reading 100 rows of 5 KB from SQLite (issue 15). Any write empties it: a report's item
// depends on its row, and the store cannot tell cheaply which rows a write touched (triggers,
// other connections). Bounded: only items up to maxItemBytes (a hostile page's megabytes of
// results are read from the database each time), at most maxBytes in all, oldest use first out.

export class ItemCache {
  readonly #items = new Map<number, Uint8Array>();
  #bytes = 0;
  #version = '';

  constructor(
    readonly maxBytes = 32 * 1024 * 1024,
    readonly maxItemBytes = 64 * 1024,
  ) {}

  /** Empties the cache when the database version moved since the items were read. */
  at(version: string): void {
    if (version === this.#version) return;
    this.#items.clear();
    this.#bytes = 0;
    this.#version = version;
  }

  get(id: number): Uint8Array | undefined {
    const item = this.#items.get(id);
    if (item === undefined) return undefined;
    this.#items.delete(id);
    this.#items.set(id, item); // most recently used last
    return item;
  }

  set(id: number, item: Uint8Array): void {
    if (item.length > this.maxItemBytes || this.maxBytes <= 0) return;
    const old = this.#items.get(id);
    if (old) {
      this.#items.delete(id);
      this.#bytes -= old.length;
    }
    for (const [oldest, entry] of this.#items) {
      if (this.#bytes + item.length <= this.maxBytes) break;
      this.#items.delete(oldest);
      this.#bytes -= entry.length;
    }
    this.#items.set(id, item);
    this.#bytes += item.length;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#items.size;
  }
}
