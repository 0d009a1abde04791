// The shared secret scan itself: it must find a secret in every form a leak takes (as is,
// URL-encoded, base64, by its start), in every place it is given, and pass clean text; and the
// scanner used by the end-to-end tests must scan what was registered and the service's log.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  errorPlaces,
  findSecretLeaks,
  readTree,
  SecretScanner,
  secretForms,
  withoutMaskCommands,
} from './secret-scan.js';

// Characters that URL-encoding and base64 both change, random-looking first.
const KEY = 'sk_Q7v2/x+Lm9=rT4 key&more';
const PASSWORD = 'Zq81!x-report pass/word';

describe('findSecretLeaks', () => {
  const forms: Array<[string, (secret: string) => string]> = [
    ['as is', (secret) => secret],
    ['URL-encoded', (secret) => encodeURIComponent(secret)],
    ['base64', (secret) => Buffer.from(secret).toString('base64')],
    ['base64url', (secret) => Buffer.from(secret).toString('base64url')],
    ['first 8 characters', (secret) => `${secret.slice(0, 8)}…`],
  ];

  it.each(forms)(
    'finds a secret written %s, naming the place, the secret and the form',
    (form, write) => {
      const leaks = findSecretLeaks(
        { stdout: 'nothing here', summary: `before ${write(PASSWORD)} after` },
        [KEY, PASSWORD],
      );
      expect(leaks).toEqual([`summary: secret #2 (Zq81…) ${form}`]);
    },
  );

  it('finds the key as an Authorization header and in a query string', () => {
    const leaks = findSecretLeaks(
      {
        log: `GET /reports authorization: Bearer ${KEY}`,
        url: `https://seo.example/reports?key=${encodeURIComponent(KEY)}`,
      },
      [KEY],
    );
    expect(leaks).toEqual(['log: secret #1 (sk_Q…) as is', 'url: secret #1 (sk_Q…) URL-encoded']);
  });

  it('reports each place a secret shows, once per place', () => {
    const leaks = findSecretLeaks({ a: `${KEY} ${KEY}`, b: 'clean', c: KEY }, [KEY, PASSWORD]);
    expect(leaks).toEqual(['a: secret #1 (sk_Q…) as is', 'c: secret #1 (sk_Q…) as is']);
  });

  it('passes clean text, masked text and an empty secret', () => {
    const texts = {
      stdout: 'Failed: 1 page. POST /api/v1/reports: the service answered 401 (check api-key)',
      summary: `The key *** and the password *** were masked; ${'x'.repeat(1000)}`,
    };
    expect(findSecretLeaks(texts, [KEY, PASSWORD, ''])).toEqual([]);
  });

  it('looks for the first characters of long secrets only', () => {
    // "sk_e2e_a" alone says nothing about a 10-character secret, but a lot about a 30-character one.
    expect(secretForms('sk_e2e_abc').map((f) => f.form)).not.toContain('first 8 characters');
    expect(findSecretLeaks({ out: 'sk_e2e_a' }, ['sk_e2e_abc'])).toEqual([]);
    expect(findSecretLeaks({ out: 'sk_e2e_a' }, ['sk_e2e_action_key_5f1c2a9b'])).toEqual([
      'out: secret #1 (sk_e…) first 8 characters',
    ]);
  });

  it('lists each form once when encoding changes nothing', () => {
    const forms = secretForms('plainsecretvalue1234');
    expect(new Set(forms.map((f) => f.text)).size).toBe(forms.length);
    // URL-encoding leaves it as is: one entry, not two.
    expect(forms.map((f) => f.form)).toEqual([
      'as is',
      'base64',
      'base64url',
      'first 8 characters',
    ]);
  });
});

describe('withoutMaskCommands', () => {
  it('drops only the ::add-mask:: lines, which carry the secret by design', () => {
    const stdout = `::add-mask::${KEY}\nAuditing 1 page\n::error::leaked ${KEY}\n`;
    const shown = withoutMaskCommands(stdout);
    expect(shown).toBe(`Auditing 1 page\n::error::leaked ${KEY}\n`);
    expect(findSecretLeaks({ stdout: shown }, [KEY])).toEqual(['stdout: secret #1 (sk_Q…) as is']);
  });
});

describe('readTree', () => {
  it('reads every file under a folder, nested ones included, and nothing for a missing one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-scan-'));
    mkdirSync(join(dir, 'nested'));
    writeFileSync(join(dir, 'index.html'), '<p>clean</p>');
    writeFileSync(join(dir, 'nested', 'results.json'), JSON.stringify({ password: PASSWORD }));
    expect(findSecretLeaks({ 'report-dir': readTree(dir) }, [PASSWORD])).toEqual([
      'report-dir: secret #1 (Zq81…) as is',
    ]);
    expect(readTree(join(dir, 'missing'))).toBe('');
  });
});

describe('errorPlaces', () => {
  it('scans the message, stack and fields of an error, but not its cause', () => {
    const error = Object.assign(new Error('POST /reports: the service answered 401'), {
      hint: `check the key ${KEY.slice(0, 10)}…`,
      endpoint: `/reports?key=${encodeURIComponent(KEY)}`,
      cause: new Error(KEY),
    });
    expect(findSecretLeaks(errorPlaces(error), [KEY])).toEqual([
      'error fields: secret #1 (sk_Q…) URL-encoded',
    ]);
    expect(findSecretLeaks(errorPlaces(new Error('clean')), [KEY])).toEqual([]);
  });
});

describe('SecretScanner', () => {
  it('fails on a secret in the service log, and starts afresh after each check', () => {
    const scan = new SecretScanner([KEY]);
    scan.logger.error(`request handling failed: Bearer ${KEY}`);
    expect(() => scan.check()).toThrow(/service log: secret #1/);
    // Already reported: the next case starts clean.
    scan.logger.info('report 1: generated, score 90');
    expect(() => scan.check()).not.toThrow();
  });

  it('scans registered places for file-wide and case-only secrets', () => {
    const scan = new SecretScanner([]);
    scan.addSecrets(KEY);
    scan.alsoSecret('sk_wrong_key_0000000000');
    scan.add({ stdout: 'the key sk_wrong_key_0000000000 was refused' });
    expect(() => scan.check()).toThrow(/stdout: secret #2/);
    // The case-only secret is gone after its case; the file-wide one stays.
    scan.add({ stdout: 'the key sk_wrong_key_0000000000 was refused' });
    expect(() => scan.check()).not.toThrow();
    scan.append('requests', 'GET /sitemap.xml');
    scan.append('requests', `GET /more.xml ${Buffer.from(KEY).toString('base64')}`);
    expect(() => scan.check()).toThrow(/requests: secret #1 \(sk_Q…\) base64/);
  });

  it('makes every key a watched service creates one of the secrets', () => {
    let made = 0;
    const scan = new SecretScanner([]);
    const service = scan.watchService({
      url: 'http://127.0.0.1:9',
      createKey: () => `sk_made_by_the_service_${++made}_abcdef`,
      handleRequest: () => {},
      close: async () => {},
    });
    const key = service.createKey();
    scan.add({ summary: `report for ${key}` });
    expect(() => scan.check()).toThrow(/summary: secret #1/);
  });
});
