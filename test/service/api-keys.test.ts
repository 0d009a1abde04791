// Key lookups: a served database's keys are read at every request (an operator may change them
// beside a running server); a throwaway one's, which nothing else can change, are remembered
// once found, and unknown keys never are.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiKeyStore, hashApiKey } from '../../src/server/service/api-keys.js';
import { openDatabase } from '../../src/server/service/database.js';
import { startTestService, TestClient } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'seo-api-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ApiKeyStore', () => {
  it('reads a served database at every lookup: a key deleted beside it stops working', () => {
    const db = openDatabase(join(dir, 'served.db'));
    const keys = new ApiKeyStore(db);
    const key = keys.create();
    const user = keys.userFor(key);
    expect(user).toBeGreaterThan(0);
    expect(keys.userFor(key)).toBe(user);
    db.prepare('DELETE FROM api_keys WHERE key_hash = ?').run(hashApiKey(key));
    expect(keys.userFor(key)).toBeNull();
    db.close();
  });

  it('remembers the users of found keys only, when asked to', () => {
    const db = openDatabase(join(dir, 'throwaway.db'), { throwaway: true });
    const keys = new ApiKeyStore(db, { rememberKnownKeys: true });
    const first = keys.create();
    const later = 'sk_registered-after-a-miss';
    expect(keys.userFor(later)).toBeNull();
    // A miss is not remembered: the key works as soon as it is registered.
    const laterUser = keys.register(later);
    expect(keys.userFor(later)).toBe(laterUser);
    const firstUser = keys.userFor(first);
    expect(firstUser).not.toBeNull();
    expect(firstUser).not.toBe(laterUser);
    // Found once, answered from memory: the table is no longer read for it.
    db.exec('DELETE FROM api_keys');
    expect([keys.userFor(first), keys.userFor(later)]).toEqual([firstUser, laterUser]);
    expect(keys.userFor('sk_never-registered')).toBeNull();
    db.close();
  });
});

describe('the service on a throwaway database', () => {
  it('lets its keys in and keeps refusing a wrong one', async () => {
    const { service, client } = await startTestService({
      dbPath: join(dir, 'service.db'),
      throwawayDatabase: true,
    });
    try {
      const wrong = new TestClient(service.url, 'sk_wrong-key');
      for (let i = 0; i < 2; i++) {
        expect((await client.get('/api/v1/reports')).status).toBe(200);
        expect((await wrong.get('/api/v1/reports')).status).toBe(401);
      }
    } finally {
      await service.close();
    }
  });
});
