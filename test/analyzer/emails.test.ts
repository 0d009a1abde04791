import { describe, expect, it } from 'vitest';
import { findEmails } from '../../src/server/analyzer/text/emails.js';

// The regular expression findEmails replaced: right, but quadratic on long runs near an "@".
const REFERENCE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const reference = (text: string) => [...text.matchAll(REFERENCE)].map((match) => match[0]);

describe('findEmails', () => {
  it('finds addresses as the regular expression did', () => {
    const samples = [
      'Write to sales@chairs.test or support@help.chairs.test.',
      'a@b.com.x1 and x@y.comz9 and @lonely and tail@',
      'dots..a@b..c.de, mixed: a@b@c.de, unicode: café@bücher.de 😀@x.de',
      'first.last+tag@sub-domain.example.museum;no@tld.c',
      '%@a.bc ..@..de a@-.de a@b.c-d.ef',
      '𝒜𝒷@𝒸.de and 名前@例え.テスト',
    ];
    for (const text of samples) expect(findEmails(text)).toEqual(reference(text));
  });

  it('agrees with the regular expression on random short texts', () => {
    let seed = 11;
    const alphabet = ['a', 'b', '1', '.', '-', '@', ' ', '_', 'é', ',', 'co'];
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({ length: 1 + (i % 24) }, () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return alphabet[seed % alphabet.length];
      }).join('');
      expect({ text, found: findEmails(text) }).toEqual({ text, found: reference(text) });
    }
  });

  it('reads long runs around an "@" once', () => {
    // 200,000 letters and one "@": the regular expression retried the run at each letter.
    const text = `${'a'.repeat(100_000)}@${'b'.repeat(100_000)}`;
    expect(findEmails(text)).toEqual([]);
    expect(findEmails(`${text}.de`)).toEqual([`${text}.de`]);
  });
});
