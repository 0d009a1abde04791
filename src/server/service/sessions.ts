import { createHash, randomBytes } from 'node:crypto';

// Browser sign-ins: a person who signed in with an API key gets a random session token in a
// cookie, never the key itself, so that the key never sits in a browser's cookie jar, a proxy's
// log or a page. Kept in memory: the service is one process per database (database-lock.ts), a
// restart only asks people to sign in again, and nothing about sessions is written to disk.

/** How long a sign-in lasts: a working day, then the key is asked for again. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** At most this many live sessions; the oldest go first, so key holders cannot exhaust memory. */
const MAX_SESSIONS = 10_000;

export type SessionLookup =
  | { kind: 'valid'; userId: number }
  /** The token was ours but its time is over: the page can say so instead of "not signed in". */
  | { kind: 'expired' }
  | { kind: 'none' };

interface Session {
  userId: number;
  expiresAt: number;
}

export class SessionStore {
  // Keyed by the token's SHA-256, so that the lookup compares digests the caller cannot steer
  // byte by byte (as for API keys), and a heap dump shows no usable token.
  readonly #sessions = new Map<string, Session>();
  readonly #now: () => number;
  readonly #lifetimeMs: number;

  constructor(now: () => number = Date.now, lifetimeMs = SESSION_LIFETIME_MS) {
    this.#now = now;
    this.#lifetimeMs = lifetimeMs;
  }

  /** A new session for this user; the token is what the cookie carries. */
  create(userId: number): { token: string; maxAgeSeconds: number } {
    this.#sweep();
    while (this.#sessions.size >= MAX_SESSIONS) {
      const oldest = this.#sessions.keys().next().value as string;
      this.#sessions.delete(oldest);
    }
    const token = randomBytes(32).toString('base64url');
    this.#sessions.set(digest(token), { userId, expiresAt: this.#now() + this.#lifetimeMs });
    return { token, maxAgeSeconds: Math.floor(this.#lifetimeMs / 1000) };
  }

  lookup(token: string | null): SessionLookup {
    if (!token) return { kind: 'none' };
    const key = digest(token);
    const session = this.#sessions.get(key);
    if (!session) return { kind: 'none' };
    if (this.#now() >= session.expiresAt) {
      this.#sessions.delete(key);
      return { kind: 'expired' };
    }
    return { kind: 'valid', userId: session.userId };
  }

  /** Signs out: the token no longer opens anything, whatever the browser keeps. */
  end(token: string | null): void {
    if (token) this.#sessions.delete(digest(token));
  }

  get size(): number {
    return this.#sessions.size;
  }

  /** Drops expired sessions; sessions are inserted in expiry order, so the scan stops early. */
  #sweep(): void {
    const now = this.#now();
    for (const [key, session] of this.#sessions) {
      if (session.expiresAt > now) break;
      this.#sessions.delete(key);
    }
  }
}

function digest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}
