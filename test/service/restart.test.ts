import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SecretScanner } from '../support/secret-scan.js';
import { controlledAnalyzer, fakeAnalysis, scoringAnalyzer, TestClient } from './helpers.js';

const START_KEY = 'quick-start-key-from-the-environment';

// Each service's log, across stops and starts, is scanned after each case for every key.
const scan = new SecretScanner([START_KEY]);
const startService = scan.startService;
afterEach(() => scan.check());

const dir = mkdtempSync(join(tmpdir(), 'seo-service-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a restart', () => {
  it('keeps every report and completes generations that the stop cut off', async () => {
    const dbPath = join(dir, 'seo.db');
    const analyzer = controlledAnalyzer();
    const first = await startService({ dbPath, analyze: analyzer.analyze, concurrency: 1 });
    const key = first.createKey();
    const client = new TestClient(first.url, key);
    const done = (await client.create({ url: 'https://done.test/', privacy: 0 })).body.data;
    const call = await analyzer.nextCall();
    call.resolve(fakeAnalysis(call.url, 88));
    await client.settled(done.id);
    const cutOff = (await client.create({ url: 'https://cut.test/' })).body.data; // running
    const waiting = (await client.create({ url: 'https://wait.test/' })).body.data; // pending
    const running = await analyzer.nextCall();
    expect(running.url).toBe('https://cut.test/');
    await first.close();
    expect(running.signal.aborted).toBe(true);

    // Same database, same key: everything is there and the unfinished work runs again.
    const second = await startService({ dbPath, analyze: scoringAnalyzer });
    try {
      const again = new TestClient(second.url, key);
      const list = (await again.get('/api/v1/reports?sort=asc')).body;
      expect(list.data.map((r: { id: number }) => r.id)).toEqual([done.id, cutOff.id, waiting.id]);
      expect((await again.settled(done.id)).score).toBe(88);
      expect(await again.settled(cutOff.id)).toMatchObject({ state: 'generated', score: 90 });
      expect(await again.settled(waiting.id)).toMatchObject({ state: 'generated', score: 90 });
    } finally {
      await second.close();
    }
  });

  it('registers keys given at start and keeps the same user across restarts', async () => {
    const dbPath = join(dir, 'keys.db');
    const key = START_KEY;
    const first = await startService({ dbPath, apiKeys: [key], analyze: scoringAnalyzer });
    await new TestClient(first.url, key).create({ url: 'https://mine.test/' });
    await first.close();
    const second = await startService({ dbPath, apiKeys: [key], analyze: scoringAnalyzer });
    try {
      const list = (await new TestClient(second.url, key).get('/api/v1/reports')).body;
      expect(list.meta.total).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('reports a port in use as a clear start error', async () => {
    const first = await startService({ analyze: scoringAnalyzer });
    try {
      const port = Number(new URL(first.url).port);
      await expect(startService({ port, analyze: scoringAnalyzer })).rejects.toThrow(
        `port ${port} on 127.0.0.1 is already in use`,
      );
    } finally {
      await first.close();
    }
  });
});
