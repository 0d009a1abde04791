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

  constructor(db: DatabaseSync) {
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
    const row = this.#findByHash.get(hashApiKey(key)) as { id: number } | undefined;
    return row ? row.id : null;
  }

  count(): number {
    return (this.#count.get() as { n: number }).n;
  }
}
