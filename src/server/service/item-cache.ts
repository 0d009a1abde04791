// Reports' API items as the list pages read them (UTF-8 JSON bytes), kept while the database
// has not changed since they were read. A list page that nobody asked for before (another
// filter, order or page over the same reports) then takes its items from memory instead of
// reading 100 rows of 5 KB from SQLite (issue 15). Any write empties it: a report's item
// depends on its row, and the store cannot tell cheaply which rows a write touched (triggers,
// other connections). Bounded: only items up to maxItemBytes (a hostile page's megabytes of
// results are read from the database each time), at most maxBytes in all (see the generations below).

export class ItemCache {
  // Two generations instead of a least-recently-used order: items are added to the young one,
  // and when it holds half the bound it becomes the old one and the old one is dropped whole. A
  // hit in the old generation moves the item to the young one. No entry is ever deleted one by
  // one: a Map that loses entries from its front keeps them as holes that every walk from the
  // front steps over again, and with more reports listed than the cache holds, that eviction
  // cost 0.6 ms a page of 100 (in-process, bench/service/list-micro.ts --pages 100).
  #young = new Map<number, Uint8Array>();
  #old = new Map<number, Uint8Array>();
  #youngBytes = 0;
  #oldBytes = 0;
  #version = '';

  constructor(
    readonly maxBytes = 32 * 1024 * 1024,
    readonly maxItemBytes = 64 * 1024,
  ) {}

  /** Empties the cache when the database version moved since the items were read. */
  at(version: string): void {
    if (version === this.#version) return;
    this.#young = new Map();
    this.#old = new Map();
    this.#youngBytes = 0;
    this.#oldBytes = 0;
    this.#version = version;
  }

  get(id: number): Uint8Array | undefined {
    const young = this.#young.get(id);
    if (young !== undefined) return young;
    const old = this.#old.get(id);
    if (old !== undefined) this.set(id, old);
    return old;
  }

  set(id: number, item: Uint8Array): void {
    if (item.length > this.maxItemBytes || item.length > this.maxBytes / 2) return;
    const replaced = this.#young.get(id);
    if (replaced !== undefined) this.#youngBytes -= replaced.length;
    if (this.#youngBytes + item.length > this.maxBytes / 2) {
      this.#old = this.#young;
      this.#oldBytes = this.#youngBytes;
      this.#young = new Map();
      this.#youngBytes = 0;
    }
    this.#young.set(id, item);
    this.#youngBytes += item.length;
  }

  /** Bytes held, counting an item in both generations twice (a bound, not an exact figure). */
  get bytes(): number {
    return this.#youngBytes + this.#oldBytes;
  }

  /** Items held, counting an item in both generations twice. */
  get size(): number {
    return this.#young.size + this.#old.size;
  }
}
