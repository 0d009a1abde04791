import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/**
 * The secret that signs report-page cookies, created once and kept in the database so that
 * a visitor who entered a report's password stays let in across restarts.
 */
export function pageCookieSecret(db: DatabaseSync): Buffer {
  db.prepare('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run(
    'page_cookie_secret',
    randomBytes(32).toString('base64url'),
  );
  return Buffer.from(readSetting(db, 'page_cookie_secret') as string, 'base64url');
}

/** A setting's value, or undefined when it is not set. */
export function readSetting(db: DatabaseSync, name: string): string | undefined {
  const row = db.prepare('SELECT value FROM settings WHERE name = ?').get(name) as
    | { value: string }
    | undefined;
  return row?.value;
}
