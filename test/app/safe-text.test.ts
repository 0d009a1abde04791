// The escapes for JSON and XML that the CLI's formats and the results output use: the same value
// for a parser, nothing raw for a terminal or a log (fast-check over strings of every kind).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportDirProblem } from '../../src/client/app/report-dir.js';
import { escapeJsonInvisibles, escapeXmlInvisibles } from '../../src/client/app/safe-text.js';

const RAW = /[\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
// Strings rich in what matters: controls, bidi controls, line separators, and plain text.
const hostile = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\u001b', '\u0085', '\u009b', '\u202e', '\u2066', '\u2028', '\n', '\\', '"'),
    fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }),
  ),
  maxLength: 60,
});

describe('escapeJsonInvisibles', () => {
  it('keeps the value and leaves nothing raw', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const json = escapeJsonInvisibles(JSON.stringify({ text }));
        expect(json).not.toMatch(RAW);
        expect(JSON.parse(json).text).toBe(text);
      }),
    );
  });
});

describe('escapeXmlInvisibles', () => {
  it('writes each as a character reference', () => {
    expect(escapeXmlInvisibles('a\u202Eb\u0085c\u2066d')).toBe('a&#x202E;b&#x0085;c&#x2066;d');
    fc.assert(
      fc.property(hostile, (text) => {
        expect(escapeXmlInvisibles(text)).not.toMatch(RAW);
      }),
    );
  });
});

describe('reportDirProblem', () => {
  it('names the cause and the path for the errors a folder meets, the message otherwise', () => {
    const error = (code: string) =>
      Object.assign(new Error(`${code}: raw`), { code, path: '/r/x' });
    expect(reportDirProblem(error('ENOTDIR'))).toBe(
      'a file is in the way: the path must be a folder or not exist yet (/r/x)',
    );
    expect(reportDirProblem(error('ENOSPC'))).toBe('the disk is full (/r/x)');
    expect(reportDirProblem(error('EROFS'))).toBe('the file system is read-only (/r/x)');
    expect(reportDirProblem(error('EMFILE'))).toBe('EMFILE: raw');
    expect(reportDirProblem('odd')).toBe('odd');
  });
});
