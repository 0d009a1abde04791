// The escapes for JSON and XML that the CLI's formats and the results output use: the same value
// for a parser, nothing raw for a terminal or a log (fast-check over strings of every kind).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportDirProblem } from '../../src/client/app/report-dir.js';
import {
  escapeJsonInvisibles,
  escapeXmlInvisibles,
  neutralise,
  SafeText,
} from '../../src/client/app/safe-text.js';

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

describe('neutralise', () => {
  it('gives one line with every control and bidi character as U+FFFD, the rest as it was', () => {
    // Line breaks are spaces; every other control, C1 and bidi character is U+FFFD.
    const breaks = /[\r\n\t\v\f\u0085\u2028\u2029]/g;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what must not pass
    const controls = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
    const unsafe = fc.string({
      unit: fc.oneof(
        fc.integer({ min: 0, max: 0xa0 }).map((code) => String.fromCharCode(code)),
        fc.constantFrom('\u061C', '\u200E', '\u200F', '\u2028', '\u2029', '\u202A', '\u202E'),
        fc.constantFrom('\u2066', '\u2069', '\u200D', '\u2065', '\u206A', '\u202F', 'é'),
        fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }),
      ),
      maxLength: 40,
    });
    fc.assert(
      fc.property(unsafe, (text) => {
        expect(neutralise(text)).toBe(text.replace(breaks, ' ').replace(controls, '\uFFFD'));
      }),
      { numRuns: 2000 },
    );
    expect(neutralise('a\r\nb\u001b[2Jc\u202Ed\u2028e')).toBe('a  b\uFFFD[2Jc\uFFFDd e');
    expect(neutralise('plain text, é and 😀')).toBe('plain text, é and 😀');
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

describe('SafeText.blockPieces', () => {
  const SECRET = 'sk_piece_secret_42';
  // Lines of a renderer, some holding the secret (whole, or as the start of a longer word),
  // some long: the pieces are cut wherever the parts fall.
  const line = fc.oneof(
    fc.string({ maxLength: 40 }).map((text) => text.replaceAll('\n', ' ')),
    fc.constantFrom(`key ${SECRET} shown`, `${SECRET}${SECRET}`, `x${SECRET}`, SECRET),
  );
  const parts = fc.array(
    fc.tuple(line, fc.boolean()).map(([text, ends]) => (ends ? `${text}\n` : text)),
    { maxLength: 60 },
  );

  it('gives the text block gives the whole, in pieces cut only after a line', () => {
    const out = new SafeText([SECRET]);
    fc.assert(
      fc.property(parts, fc.integer({ min: 1, max: 200 }), (given, size) => {
        const pieces = [...out.blockPieces(given, size)];
        expect(pieces.join('')).toBe(out.block(given.join('')));
        expect(pieces.join('')).not.toContain(SECRET);
        for (const piece of pieces.slice(0, -1)) expect(piece.endsWith('\n')).toBe(true);
      }),
    );
  });

  it('writes a large block in pieces of about the size asked', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `row ${i} ${SECRET}\n`);
    const pieces = [...new SafeText([SECRET]).blockPieces(lines, 4096)];
    expect(pieces.length).toBeGreaterThan(20);
    for (const piece of pieces) expect(piece.length).toBeLessThan(4096 + 40);
    expect(pieces.join('')).toBe(lines.join('').replaceAll(SECRET, '***'));
  });

  it('scrubs the block whole when a secret holds a line break (it could straddle two pieces)', () => {
    const secret = 'first-line\nsecond-line';
    const lines = [
      'a first-line\n',
      'second-line b\n',
      ...Array.from({ length: 100 }, () => 'x\n'),
    ];
    const pieces = [...new SafeText([secret]).blockPieces(lines, 8)];
    expect(pieces).toEqual([`a ***${' b\n'}${'x\n'.repeat(100)}`]);
  });
});
