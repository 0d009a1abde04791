// Secrets the service is given (API keys, report passwords) are kept only as hashes, are compared
// in constant time where a comparison of secret bytes happens, and never reach the log. The
// service runs as the real `seo-report serve` process on a file database; the files (database,
// WAL and shared memory) are then read byte by byte.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  hashReportPassword,
  verifyReportPassword,
} from '../../src/server/service/report-passwords.js';
import { startTestService, TestClient } from '../service/helpers.js';
import { openLedger } from './support/ledger.js';
import { type ServeProcess, startServe } from './support/serve-process.js';

// timingSafeEqual is wrapped (not replaced) so that the service's own modules, imported by this
// file, can be watched calling it.
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  const timingSafeEqual = vi.fn(original.timingSafeEqual);
  return { ...original, default: { ...original, timingSafeEqual }, timingSafeEqual };
});
const { timingSafeEqual } = await import('node:crypto');
const timingSafeEqualSpy = vi.mocked(timingSafeEqual);

const ledger = openLedger('secret-storage', 'Secrets stored by the service', 43);

const CLI = resolve(import.meta.dirname, '../../dist/cli/index.js');
const dir = mkdtempSync(join(tmpdir(), 'seo-secrets-'));
const dbPath = join(dir, 'seo.db');
// Distinctive passwords, so that a match in the bytes cannot be a coincidence.
const PASSWORD = 'Hunter2-correct-horse-battery-staple';
const NEW_PASSWORD = 'Second-secret-Tr0ub4dor&3-zebra';
const WRONG_PASSWORD = 'not-the-password-at-all-9876';

/** Where each secret occurs in the file, as byte offsets (utf-8 and utf-16 spellings). */
function occurrences(bytes: Buffer, secret: string): number {
  let count = 0;
  for (const needle of [Buffer.from(secret, 'utf8'), Buffer.from(secret, 'utf16le')]) {
    for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1)) count++;
  }
  return count;
}

function databaseFiles(): string[] {
  return readdirSync(dir)
    .filter((name) => name.startsWith('seo.db'))
    .map((name) => join(dir, name));
}

let key = '';
let otherKey = '';
let serve: ServeProcess;
let passwordReportId = 0;
let secondPasswordReportId = 0;

beforeAll(async () => {
  const run = promisify(execFile);
  key = (await run(process.execPath, [CLI, 'keys', 'create', '--db', dbPath])).stdout.trim();
  otherKey = (await run(process.execPath, [CLI, 'keys', 'create', '--db', dbPath])).stdout.trim();
  serve = await startServe(dbPath);
  const client = new TestClient(serve.url, key);
  // The page is unreachable on purpose (loopback is refused): generation fails fast and is
  // stored, which exercises the write paths without any network.
  const created = await client.create({
    url: 'http://127.0.0.1:9/',
    privacy: 2,
    password: PASSWORD,
  });
  passwordReportId = created.body.data.id;
  const second = await client.create({
    url: 'http://127.0.0.1:9/b',
    privacy: 2,
    password: PASSWORD,
  });
  secondPasswordReportId = second.body.data.id;
  await client.settled(passwordReportId);
  await client.settled(secondPasswordReportId);
});

afterAll(async () => {
  if (serve && serve.child.exitCode === null) {
    serve.child.kill('SIGTERM');
    await serve.exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('secrets in the database files', () => {
  it('the API answers never carry the password', async () => {
    const client = new TestClient(serve.url, key);
    const answer = await client.get(`/api/v1/reports/${passwordReportId}`);
    const text = JSON.stringify(answer.body);
    const passed = answer.body.data.password === true && !text.includes(PASSWORD);
    ledger.record({
      case: 'GET of a password report by its owner',
      expected: '"password": true, the password itself nowhere in the answer',
      observed: `status ${answer.status}, password field ${JSON.stringify(answer.body.data.password)}, password in body: ${text.includes(PASSWORD)}`,
      passed,
    });
    expect(answer.body.data.password).toBe(true);
    expect(text).not.toContain(PASSWORD);
  });

  it('a changed password is stored hashed as well', async () => {
    const client = new TestClient(serve.url, key);
    const answer = await client.request('PUT', `/api/v1/reports/${secondPasswordReportId}`, {
      form: { privacy: 2, password: NEW_PASSWORD },
    });
    ledger.record({
      case: 'PUT a new password on a report',
      expected: '200',
      observed: `status ${answer.status}`,
      passed: answer.status === 200,
    });
    expect(answer.status).toBe(200);
  });

  it('neither key nor password appears in the database, WAL or SHM bytes while it runs', () => {
    const files = databaseFiles();
    const found: string[] = [];
    for (const file of files) {
      const bytes = readFileSync(file);
      for (const [name, secret] of [
        ['key', key],
        ['second key', otherKey],
        ['password', PASSWORD],
        ['new password', NEW_PASSWORD],
      ] as const) {
        const n = occurrences(bytes, secret);
        if (n > 0) found.push(`${name} ${n}x in ${file.slice(dir.length + 1)}`);
      }
    }
    const names = files.map((file) => file.slice(dir.length + 1)).join(', ');
    ledger.record({
      case: 'scan of the database files of the running service for 2 keys and 2 passwords',
      expected: 'no occurrence (utf-8 or utf-16)',
      observed: `files ${names}; ${found.length === 0 ? 'no occurrence' : found.join('; ')}`,
      passed: found.length === 0 && files.length > 0,
    });
    // The WAL is where fresh writes sit before a checkpoint; it must be among the files read.
    expect(files.some((file) => file.endsWith('-wal'))).toBe(true);
    expect(found).toEqual([]);
  });

  it('the stored key is its SHA-256 hex, the stored passwords salted scrypt', async () => {
    const db = new DatabaseSync(dbPath, { readOnly: true });
    const keyHashes = (
      db.prepare('SELECT key_hash FROM api_keys ORDER BY id').all() as Array<{
        key_hash: string;
      }>
    ).map((row) => row.key_hash);
    const passwordHashes = (
      db
        .prepare('SELECT id, password_hash FROM reports WHERE id IN (?, ?) ORDER BY id')
        .all(passwordReportId, secondPasswordReportId) as Array<{
        id: number;
        password_hash: string;
      }>
    ).map((row) => row.password_hash);
    db.close();
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    const keysOk =
      keyHashes.length === 2 &&
      keyHashes.every((hash) => /^[0-9a-f]{64}$/.test(hash)) &&
      keyHashes.includes(sha256(key)) &&
      keyHashes.includes(sha256(otherKey));
    ledger.record({
      case: 'stored form of the API keys',
      expected: 'SHA-256 hex of each key (64 hex digits)',
      observed:
        keyHashes.map((hash) => `${hash.slice(0, 12)}... (${hash.length} chars)`).join(', ') +
        `; equals sha256(key): ${keyHashes.includes(sha256(key))}`,
      passed: keysOk,
    });
    const scryptForm = /^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/;
    const [first = '', second = ''] = passwordHashes;
    const salt = (stored: string) => stored.split('$')[4];
    const verifies = await verifyReportPassword(PASSWORD, first);
    const verifiesNew = await verifyReportPassword(NEW_PASSWORD, second);
    const passwordsOk =
      scryptForm.test(first) &&
      scryptForm.test(second) &&
      salt(first) !== salt(second) &&
      verifies &&
      verifiesNew;
    ledger.record({
      case: 'stored form of the report passwords',
      expected: 'scrypt$N$r$p$salt$hash, a different salt per report, verifying the password',
      observed: `${first.split('$').slice(0, 4).join('$')}$<salt ${salt(first)?.length}>$<hash>; salts differ: ${salt(first) !== salt(second)}; verifies: ${verifies}, new password verifies: ${verifiesNew}`,
      passed: passwordsOk,
    });
    expect(keysOk).toBe(true);
    expect(first).toMatch(scryptForm);
    expect(second).toMatch(scryptForm);
    expect(salt(first)).not.toBe(salt(second));
    expect(verifies).toBe(true);
    expect(verifiesNew).toBe(true);
  });
});

describe('secrets in the log', () => {
  it('error paths (wrong password, wrong key, invalid input) do not print a secret', async () => {
    const page = `${serve.url}/reports/${passwordReportId}`;
    const wrongPassword = await fetch(page, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: WRONG_PASSWORD }).toString(),
      redirect: 'manual',
    });
    const wrongPasswordBody = await wrongPassword.text();
    const rightPassword = await fetch(page, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: PASSWORD }).toString(),
      redirect: 'manual',
    });
    await rightPassword.text();
    // A wrong key that shares most of the real key's characters.
    const wrongKey = `${key.slice(0, -4)}AAAA`;
    const unauthenticated = await new TestClient(serve.url, wrongKey).get('/api/v1/reports');
    // Invalid fields next to a password: the 422 names the field, never echoes the value.
    const invalid = await new TestClient(serve.url, key).create({
      url: 'not a url',
      privacy: 7,
      password: PASSWORD,
    });
    const tooLong = `${PASSWORD}${'x'.repeat(129)}`;
    const tooLongAnswer = await new TestClient(serve.url, key).create({
      url: 'http://example.test/',
      privacy: 2,
      password: tooLong,
    });
    const badJson = await new TestClient(serve.url, key).request('POST', '/api/v1/reports', {
      headers: { 'content-type': 'application/json' },
      body: `{"url": "http://example.test/", "privacy": 2, "password": "${PASSWORD}"`,
    });
    // Another user asking for the report with the password: 404.
    const foreign = await new TestClient(serve.url, otherKey).request(
      'PUT',
      `/api/v1/reports/${passwordReportId}`,
      { form: { privacy: 2, password: PASSWORD } },
    );
    const answers = [
      wrongPasswordBody,
      JSON.stringify(unauthenticated.body),
      JSON.stringify(invalid.body),
      JSON.stringify(tooLongAnswer.body),
      JSON.stringify(badJson.body),
      JSON.stringify(foreign.body),
    ].join('\n');

    serve.child.kill('SIGTERM');
    const code = await serve.exited;
    const log = serve.output();
    const secrets = { key, otherKey, wrongKey, PASSWORD, NEW_PASSWORD, WRONG_PASSWORD };
    const inLog = Object.entries(secrets)
      .filter(([, secret]) => log.includes(secret))
      .map(([name]) => name);
    const inAnswers = Object.entries(secrets)
      .filter(([, secret]) => answers.includes(secret))
      .map(([name]) => name);
    const statuses = `wrong password ${wrongPassword.status}, right password ${rightPassword.status}, wrong key ${unauthenticated.status}, invalid ${invalid.status}, password too long ${tooLongAnswer.status}, bad JSON ${badJson.status}, foreign PUT ${foreign.status}`;
    const expectedStatuses =
      'wrong password 403, right password 303, wrong key 401, invalid 422, password too long 422, bad JSON 400, foreign PUT 404';
    ledger.record({
      case: 'error paths: wrong password on the report page, wrong key, invalid fields, bad JSON, foreign PUT',
      expected: expectedStatuses,
      observed: statuses,
      passed: statuses === expectedStatuses,
    });
    ledger.record({
      case: 'stdout and stderr of seo-report serve (whole run, stopped with SIGTERM) scanned for 3 keys and 3 passwords',
      expected: 'none of them; exit 0',
      observed: `${log.split('\n').filter(Boolean).length} log lines; found: ${inLog.length === 0 ? 'none' : inLog.join(', ')}; exit ${code}`,
      passed: inLog.length === 0 && code === 0,
    });
    ledger.record({
      case: 'the error answers above scanned for the same secrets',
      expected: 'none of them',
      observed: `found: ${inAnswers.length === 0 ? 'none' : inAnswers.join(', ')}`,
      passed: inAnswers.length === 0,
    });
    expect(statuses).toBe(expectedStatuses);
    expect(inLog).toEqual([]);
    expect(inAnswers).toEqual([]);
    expect(code).toBe(0);
  });

  it('after the stop (checkpointed), the files still hold no secret', () => {
    const found: string[] = [];
    for (const file of databaseFiles()) {
      const bytes = readFileSync(file);
      for (const [name, secret] of [
        ['key', key],
        ['password', PASSWORD],
        ['new password', NEW_PASSWORD],
        ['wrong password', WRONG_PASSWORD],
      ] as const) {
        if (occurrences(bytes, secret) > 0) found.push(`${name} in ${file.slice(dir.length + 1)}`);
      }
    }
    ledger.record({
      case: 'scan of the database files after the service stopped',
      expected: 'no occurrence',
      observed:
        found.length === 0
          ? `no occurrence (WAL left: ${existsSync(`${dbPath}-wal`)})`
          : found.join('; '),
      passed: found.length === 0,
    });
    expect(found).toEqual([]);
  });
});

describe('comparisons in constant time', () => {
  it('verifyReportPassword compares equal-length digests with timingSafeEqual', async () => {
    const stored = await hashReportPassword(PASSWORD);
    const parts = stored.split('$');
    const shortened = [...parts.slice(0, 5), (parts[5] ?? '').slice(0, 20)].join('$');
    const outcomes: string[] = [];
    const results: Record<string, boolean> = {};
    for (const [name, password, hash] of [
      ['equal', PASSWORD, stored],
      ['unequal', WRONG_PASSWORD, stored],
      ['one character off', `${PASSWORD.slice(0, -1)}X`, stored],
      ['stored digest of another length', PASSWORD, shortened],
    ] as const) {
      timingSafeEqualSpy.mockClear();
      results[name] = await verifyReportPassword(password, hash);
      const calls = timingSafeEqualSpy.mock.calls.map(
        ([a, b]) => `${(a as Buffer).length}/${(b as Buffer).length} bytes`,
      );
      outcomes.push(`${name}: ${results[name]}, timingSafeEqual calls [${calls.join(', ')}]`);
      if (name !== 'stored digest of another length') {
        expect(timingSafeEqualSpy).toHaveBeenCalledTimes(1);
      } else {
        // Lengths differ only when the stored hash is malformed; the length is no secret.
        expect(timingSafeEqualSpy).not.toHaveBeenCalled();
      }
    }
    const passed =
      results.equal === true &&
      results.unequal === false &&
      results['one character off'] === false &&
      results['stored digest of another length'] === false;
    ledger.record({
      case: 'verifyReportPassword: equal, unequal, one character off, digest of another length',
      expected:
        'true, false, false, false; timingSafeEqual on the 32-byte digests (skipped for a malformed length)',
      observed: outcomes.join('; '),
      passed,
    });
    expect(passed).toBe(true);
  });

  it('the report page cookie is checked with timingSafeEqual (in-process service)', async () => {
    const { service, client } = await startTestService();
    try {
      const created = await client.create({
        url: 'https://cookie.test/',
        privacy: 2,
        password: PASSWORD,
      });
      const id = created.body.data.id as number;
      const page = `${service.url}/reports/${id}`;
      const unlock = await fetch(page, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ password: PASSWORD }).toString(),
        redirect: 'manual',
      });
      const cookie = (unlock.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const [name = '', value = ''] = cookie.split('=');
      const tries: Array<[string, string]> = [
        ['right cookie', value],
        [
          'same length, last character changed',
          `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`,
        ],
        ['shorter cookie', value.slice(0, 10)],
      ];
      const outcomes: string[] = [];
      const seen: Record<string, { shown: boolean; calls: number }> = {};
      for (const [label, cookieValue] of tries) {
        timingSafeEqualSpy.mockClear();
        const answer = await fetch(page, { headers: { cookie: `${name}=${cookieValue}` } });
        const html = await answer.text();
        // The password form is what a locked page shows; the report page has no such form.
        const shown = !html.includes('type="password"');
        seen[label] = { shown, calls: timingSafeEqualSpy.mock.calls.length };
        outcomes.push(
          `${label}: ${shown ? 'report shown' : 'password form'}, timingSafeEqual calls ${timingSafeEqualSpy.mock.calls.length}`,
        );
      }
      const passed =
        seen['right cookie']?.shown === true &&
        seen['right cookie']?.calls === 1 &&
        seen['same length, last character changed']?.shown === false &&
        seen['same length, last character changed']?.calls === 1 &&
        seen['shorter cookie']?.shown === false;
      ledger.record({
        case: 'report page unlock cookie: right, changed in the last character, shorter',
        expected: 'shown, form, form; timingSafeEqual for the equal-length cookies',
        observed: `unlock ${unlock.status}; ${outcomes.join('; ')}`,
        passed,
      });
      expect(unlock.status).toBe(303);
      expect(passed).toBe(true);
    } finally {
      await service.close();
    }
  });

  it('API keys are looked up by their SHA-256, not compared as text', async () => {
    // There is no byte comparison of a key to time: the presented key is hashed and the hash
    // is found through the UNIQUE index. Checked: a wrong key of the same length as a real one
    // is refused, and no timingSafeEqual call is involved (none is needed for an index lookup).
    const { service, key: realKey } = await startTestService();
    try {
      timingSafeEqualSpy.mockClear();
      const right = await new TestClient(service.url, realKey).get('/api/v1/reports');
      const wrong = await new TestClient(
        service.url,
        `${realKey.slice(0, -1)}${realKey.endsWith('A') ? 'B' : 'A'}`,
      ).get('/api/v1/reports');
      const calls = timingSafeEqualSpy.mock.calls.length;
      ledger.record({
        case: 'API key check: right key, key with the last character changed',
        expected:
          '200, 401; the lookup is by SHA-256 hash (docs/api.md), no text comparison of keys',
        observed: `${right.status}, ${wrong.status}; timingSafeEqual calls during both: ${calls}`,
        passed: right.status === 200 && wrong.status === 401,
      });
      expect(right.status).toBe(200);
      expect(wrong.status).toBe(401);
    } finally {
      await service.close();
    }
  });
});
