import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/commands.js';
import type { CliIo } from '../../src/shared/cli/io.js';
import { expectNoSecrets } from '../support/secret-scan.js';
import { TestClient } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'seo-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fakeIo(env: Record<string, string> = {}) {
  let out = '';
  let err = '';
  let stop: (signal: string) => void = () => {};
  const stopped = new Promise<string>((resolve) => {
    stop = resolve;
  });
  const io: CliIo = {
    stdout: (text) => {
      out += text;
    },
    stderr: (text) => {
      err += text;
    },
    env,
    stopRequested: () => stopped,
  };
  return {
    io,
    get out() {
      return out;
    },
    get err() {
      return err;
    },
    stop: (signal = 'SIGTERM') => stop(signal),
  };
}

/** Waits until serve has printed what a test needs (its address, its key). */
async function printed(io: ReturnType<typeof fakeIo>, pattern: RegExp): Promise<RegExpMatchArray> {
  for (;;) {
    const match = io.out.match(pattern);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('seo-report (the CLI)', () => {
  it('prints help for the command and each subcommand', async () => {
    for (const argv of [
      ['--help'],
      ['serve', '--help'],
      ['keys', '--help'],
      ['keys', 'create', '-h'],
    ]) {
      const io = fakeIo();
      expect(await runCli(argv, io.io)).toBe(0);
      expect(io.out).toMatch(/^Usage: seo-report/);
    }
  });

  it('exits 2 with one line naming the flag for usage errors', async () => {
    const cases: Array<[string[], string]> = [
      [[], ''],
      [
        ['frobnicate'],
        'seo-report: unknown command "frobnicate"; allowed: audit, demo, serve, keys\n',
      ],
      [
        ['serve', '--port', 'eighty'],
        'seo-report serve: --port must be an integer from 0 to 65535, got "eighty"\n',
      ],
      [
        ['serve', '--port', '70000'],
        'seo-report serve: --port must be an integer from 0 to 65535, got "70000"\n',
      ],
      [
        ['serve', '--concurrency', '0'],
        'seo-report serve: --concurrency must be an integer from 1 to 64, got "0"\n',
      ],
      [
        ['serve', '--colour'],
        'seo-report serve: unknown option --colour (see seo-report serve --help)\n',
      ],
      [['serve', '--db'], 'seo-report serve: --db needs a value (see seo-report serve --help)\n'],
      [['keys', 'delete'], 'seo-report keys: unknown action "delete"; allowed: create\n'],
    ];
    for (const [argv, message] of cases) {
      const io = fakeIo();
      expect(await runCli(argv, io.io), argv.join(' ')).toBe(2);
      if (message) expect(io.err).toBe(message);
    }
  });

  it('creates a key with keys create and serve accepts it', async () => {
    const db = join(dir, 'keys.db');
    const created = fakeIo();
    expect(await runCli(['keys', 'create', '--db', db], created.io)).toBe(0);
    const key = created.out.trim();
    expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(existsSync(db)).toBe(true);

    const serve = fakeIo();
    const running = runCli(['serve', '--port', '0', '--db', db, '--quiet'], serve.io);
    const [, url] = await printed(serve, /listening on (http:\/\/\S+) /);
    // Not a first start: the database already had a key, so none is printed.
    expect(serve.out).not.toContain('API key (shown only now');
    expect(serve.out).not.toMatch(/sk_[A-Za-z0-9_-]{43}/);
    const answer = await new TestClient(url as string, key).get('/api/v1/reports');
    expect(answer.status).toBe(200);
    // A key created beside the running service works at once.
    const later = fakeIo();
    expect(await runCli(['keys', 'create', '--db', db], later.io)).toBe(0);
    const laterAnswer = await new TestClient(url as string, later.out.trim()).get(
      '/api/v1/reports',
    );
    expect(laterAnswer.status).toBe(200);
    serve.stop('SIGINT');
    expect(await running).toBe(0);
    expect(serve.err).toContain('SIGINT: stopping');
    // keys create prints its key on stdout, for the user to keep; nothing else shows a key.
    const laterKey = later.out.trim();
    expect(laterKey).not.toBe(key);
    expectNoSecrets(
      {
        'keys create stderr': created.err,
        'second keys create stderr': later.err,
        'serve stdout': serve.out,
        'serve stderr': serve.err,
      },
      [key, laterKey],
    );
  });

  it('prints a key on the first start, and uses SEO_REPORT_API_KEY when set', async () => {
    const db = join(dir, 'first.db');
    const first = fakeIo();
    const running = runCli(['serve', '--port', '0', '--db', db, '--quiet'], first.io);
    const [, key] = await printed(first, /API key \(shown only now, keep it\): (\S+)/);
    const [, url] = await printed(first, /listening on (http:\/\/\S+) /);
    expect((await new TestClient(url as string, key as string).get('/api/v1/reports')).status).toBe(
      200,
    );
    first.stop();
    expect(await running).toBe(0);
    // Printed once, on stdout, for the user to keep: not again, and not in the log.
    expect(first.out.split(key as string)).toHaveLength(2);
    expectNoSecrets({ 'first serve stderr': first.err }, [key as string]);

    const withEnv = fakeIo({ SEO_REPORT_API_KEY: 'env-key-for-a-quick-start' });
    const again = runCli(
      ['serve', '--port', '0', '--db', join(dir, 'env.db'), '--quiet'],
      withEnv.io,
    );
    const [, url2] = await printed(withEnv, /listening on (http:\/\/\S+) /);
    expect(withEnv.out).not.toContain('API key (shown');
    const client = new TestClient(url2 as string, 'env-key-for-a-quick-start');
    expect((await client.get('/api/v1/reports')).status).toBe(200);
    withEnv.stop();
    expect(await again).toBe(0);
    // The user's own key is never printed, in any form.
    expectNoSecrets({ 'serve stdout': withEnv.out, 'serve stderr': withEnv.err }, [
      'env-key-for-a-quick-start',
    ]);
  });

  it('exits 1 with one line when the database cannot be opened', async () => {
    const io = fakeIo();
    const db = join(dir, 'missing', 'dir', 'seo.db');
    expect(await runCli(['keys', 'create', '--db', db], io.io)).toBe(1);
    expect(io.err).toMatch(new RegExp(`^seo-report: cannot open the database ${db}: .+\n$`));
    const serve = fakeIo();
    expect(await runCli(['serve', '--port', '0', '--db', db], serve.io)).toBe(1);
    expect(serve.err.split('\n')).toHaveLength(2);
  });

  it('exits 1 with one line when the port is taken', async () => {
    const holder = fakeIo();
    const running = runCli(['serve', '--port', '0', '--db', ':memory:', '--quiet'], holder.io);
    const [, url] = await printed(holder, /listening on (http:\/\/\S+) /);
    const port = new URL(url as string).port;
    const second = fakeIo();
    expect(await runCli(['serve', '--port', port, '--db', ':memory:'], second.io)).toBe(1);
    expect(second.err).toBe(`seo-report: port ${port} on 127.0.0.1 is already in use\n`);
    holder.stop();
    await running;
  });
});
