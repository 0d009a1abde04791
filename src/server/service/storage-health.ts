// What a failed write means, and saying it once. node:sqlite throws one error type for every
// failure; the service sorts them here into a full disk (507: nothing was stored, and retrying
// now will not help), a busy database (503 with a short Retry-After) and any other storage
// failure (503). The first failure is logged, later ones are not until a write succeeds again,
// so a full disk under load is one line in the log, not one per request.
import { type ErrorCodeOf, SeoReportError } from '../../shared/errors.js';
import type { Logger } from './options.js';

type StorageFailure = 'full' | 'busy' | 'failed';

const STORAGE_ERROR_CODES: Record<StorageFailure, ErrorCodeOf<'StorageError'>> = {
  full: 'SEO_STORAGE_FULL',
  busy: 'SEO_STORAGE_BUSY',
  failed: 'SEO_STORAGE_FAILED',
};

export class StorageError extends SeoReportError {
  override name = 'StorageError';
  readonly kind: StorageFailure;

  constructor(kind: StorageFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }

  get errorCode(): ErrorCodeOf<'StorageError'> {
    return STORAGE_ERROR_CODES[this.kind];
  }
}

// Primary result codes (https://sqlite.org/rescode.html); extended codes carry them in the low byte.
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_FULL = 13;

/** The StorageError for an error thrown by node:sqlite; anything else is returned as it is. */
export function asStorageError(error: unknown): unknown {
  if (error instanceof StorageError) return error;
  const sqlite = error as { code?: string; errcode?: number; message?: string };
  if (sqlite?.code !== 'ERR_SQLITE_ERROR') return error;
  const primary = (sqlite.errcode ?? 0) & 0xff;
  const detail = String(sqlite.message ?? 'unknown error').split('\n')[0];
  if (primary === SQLITE_FULL) {
    return new StorageError('full', `the database is full (${detail})`, { cause: error });
  }
  if (primary === SQLITE_BUSY || primary === SQLITE_LOCKED) {
    return new StorageError('busy', `the database is busy (${detail})`, { cause: error });
  }
  return new StorageError('failed', `a write to the database failed (${detail})`, {
    cause: error,
  });
}

export class StorageHealth {
  readonly #logger: Logger;
  readonly #recovered: Array<() => void> = [];
  #failing = false;

  constructor(logger: Logger) {
    this.#logger = logger;
  }

  /** Records a failed write; returns the error to throw (a StorageError for SQLite's). */
  failed(error: unknown): unknown {
    const storage = asStorageError(error);
    // Busy is another process holding the lock for a moment, not a failure of the storage.
    if (storage instanceof StorageError && storage.kind !== 'busy' && !this.#failing) {
      this.#failing = true;
      this.#logger.error(
        `storage: ${storage.message}; writes are refused until one succeeds again`,
      );
    }
    return storage;
  }

  succeeded(): void {
    if (!this.#failing) return;
    this.#failing = false;
    this.#logger.info('storage: writes succeed again');
    // After the write that succeeded has returned: listeners write too.
    for (const listener of this.#recovered) setImmediate(listener);
  }

  /** Calls `listener` each time writes succeed again after a failure. */
  onRecovered(listener: () => void): void {
    this.#recovered.push(listener);
  }
}
