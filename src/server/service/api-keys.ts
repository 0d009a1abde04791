import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

// Keys are 256 random bits, so a plain SHA-256 is enough to keep them unusable if the database
// leaks: there is nothing to guess, and a salted slow hash would only slow down every request.
// Looking a key up by its digest is as good as a constant-time comparison: the index compares
// SHA-256 digests, whose leading bytes a caller cannot choose, so timing reveals nothing useful.

export function generateApiKey(): string {
  return `sk_${randomBytes(32).toString('base64url')}`;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export class ApiKeyStore {
  readonly #insert;
  readonly #findByHash;
  readonly #count;
  /**
   * The user of each key found so far, when nothing but this store can change the keys (a
   * throwaway database, locked by its process from opening to close): a key is never deleted,
   * so its user stays, and a request is answered without hashing its key and reading the table
   * (the embedded service's every create: 1.4% of an audit's main thread). Unknown keys are not
   * remembered, so the map holds at most the keys there are. Null: every lookup reads the
   * table, where an operator may change it beside a running server.
   */
  readonly #known: Map<string, number> | null;

  constructor(db: DatabaseSync, options: { rememberKnownKeys?: boolean } = {}) {
    this.#known = options.rememberKnownKeys ? new Map() : null;
    this.#insert = db.prepare(
      'INSERT INTO api_keys (key_hash, created_at) VALUES (?, ?) ON CONFLICT (key_hash) DO NOTHING',
    );
    this.#findByHash = db.prepare('SELECT id FROM api_keys WHERE key_hash = ?');
    this.#count = db.prepare('SELECT COUNT(*) AS n FROM api_keys');
  }

  /** Creates a new user with a fresh key and returns the key: the only time it is seen. */
  create(): string {
    const key = generateApiKey();
    this.register(key);
    return key;
  }

  /** Registers a key given by the operator; registering the same key again is a no-op. */
  register(key: string): number {
    const hash = hashApiKey(key);
    this.#insert.run(hash, Date.now());
    const row = this.#findByHash.get(hash) as { id: number };
    return row.id;
  }

  /** The user id for a key, or null when the key is unknown. */
  userFor(key: string): number | null {
    const known = this.#known?.get(key);
    if (known !== undefined) return known;
    const row = this.#findByHash.get(hashApiKey(key)) as { id: number } | undefined;
    if (row === undefined) return null;
    this.#known?.set(key, row.id);
    return row.id;
  }

  count(): number {
    return (this.#count.get() as { n: number }).n;
  }
}
