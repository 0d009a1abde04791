// The seo-report command as a real process: SIGTERM stops it cleanly, and a generation it cut
// off is pending in the database, to be completed by the next start.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { capture } from '../support/child.js';
import { SecretScanner } from '../support/secret-scan.js';
import { scoringAnalyzer, TestClient } from './helpers.js';

// The process's output (but the one line that hands out its key) and the restarted service's log
// are scanned after each case for the key.
const scan = new SecretScanner([]);
const startService = scan.startService;
afterEach(() => scan.check());

const dir = mkdtempSync(join(tmpdir(), 'seo-process-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('seo-report serve as a process', () => {
  it('stops on SIGTERM with exit 0 and requeues the generation it cut off', async () => {
    // A page that never answers keeps the generation running until the stop.
    const held: ServerResponse[] = [];
    const pages = createServer((_request, response) => {
      held.push(response);
    });
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    const pageUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}/slow`;
    const dbPath = join(dir, 'seo.db');

    const child = spawn(
      process.execPath,
      [
        '--experimental-transform-types',
        '--no-warnings',
        '--import',
        './scripts/ts-hooks.mjs',
        'src/cli.ts',
        'serve',
        '--port',
        '0',
        '--db',
        dbPath,
        '--allow-private-network',
        '--quiet',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, SEO_REPORT_API_KEY: '' } },
    );
    const text = capture(child);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    while (!/API key[^:]*: (\S+)/.test(text.stdout)) {
      if (child.exitCode !== null) throw new Error(`serve exited early: ${text.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const url = /listening on (\S+)/.exec(text.stdout)?.[1] as string;
    const key = /API key[^:]*: (\S+)/.exec(text.stdout)?.[1] as string;
    scan.addSecrets(key);
    const client = new TestClient(url, key);
    const id = (await client.create({ url: pageUrl })).body.data.id;
    while ((await client.get(`/api/v1/reports/${id}`)).body.data.state !== 'running') {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(text.stderr).toContain('SIGTERM: stopping');
    const keyLines = text.stdout.split('\n').filter((line) => line.includes(key));
    expect(keyLines).toHaveLength(1);
    scan.add({
      'serve stdout': text.stdout
        .split('\n')
        .filter((line) => !line.includes(key))
        .join('\n'),
      'serve stderr': text.stderr,
    });
    for (const response of held) response.destroy();
    pages.close();

    const db = new DatabaseSync(dbPath, { readOnly: true });
    const row = db.prepare('SELECT state FROM reports WHERE id = ?').get(id) as { state: string };
    db.close();
    expect(row.state).toBe('pending');

    const again = await startService({ dbPath, analyze: scoringAnalyzer });
    try {
      expect(await new TestClient(again.url, key).settled(id)).toMatchObject({
        state: 'generated',
      });
    } finally {
      await again.close();
    }
  });
});
