// Whole list answers, kept while the database has not changed since they were built. A client
// that polls a list, or many clients reading the same page, then costs what sending bytes
// costs. Bounded: only answers up to maxEntryBytes, at most maxBytes in all, oldest use first out.

export class AnswerCache {
  readonly #entries = new Map<string, { version: string; body: Buffer }>();
  #bytes = 0;

  constructor(
    private readonly maxBytes = 16 * 1024 * 1024,
    private readonly maxEntryBytes = 1024 * 1024,
  ) {}

  get(key: string, version: string): Buffer | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    this.#entries.delete(key);
    if (entry.version !== version) {
      this.#bytes -= entry.body.length;
      return null;
    }
    this.#entries.set(key, entry); // most recently used last
    return entry.body;
  }

  set(key: string, version: string, body: Buffer): void {
    if (body.length > this.maxEntryBytes) return;
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#bytes -= old.body.length;
    }
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes + body.length <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.body.length;
    }
    this.#entries.set(key, { version, body });
    this.#bytes += body.length;
  }
}
