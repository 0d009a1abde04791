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
  const row = db.prepare('SELECT value FROM settings WHERE name = ?').get('page_cookie_secret') as {
    value: string;
  };
  return Buffer.from(row.value, 'base64url');
}
