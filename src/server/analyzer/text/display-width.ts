// How wide a short text shows on screen, in columns of a Latin letter: search engines cut titles
// and snippets by pixel width, and a Chinese, Japanese or Korean character takes about two
// columns. Counting characters would call a 20-character Japanese title "short" when it fills as
// much of a result line as a 40-character English one.

/**
 * Code points that East Asian Width (Unicode UAX #11) classes Wide or Fullwidth, as ranges:
 * Hangul Jamo, CJK punctuation and ideographs, kana, Hangul syllables, Yi, fullwidth forms and
 * the supplementary ideograph planes. Emoji shown as pictures are tested separately.
 */
const WIDE_RANGES: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2329, 0x232a],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x16fe0, 0x16fe4],
  [0x17000, 0x18cff],
  [0x1aff0, 0x1b2ff],
  [0x1f200, 0x1f2ff],
  [0x20000, 0x2fffd],
  [0x30000, 0x3fffd],
];

const EMOJI = /^\p{Emoji_Presentation}$/u;
/** Combining marks and invisible format characters take no column of their own. */
const ZERO_WIDTH = /^[\p{M}\p{Cf}]$/u;

function isWide(code: number): boolean {
  for (const [start, end] of WIDE_RANGES) {
    if (code < start) return false;
    if (code <= end) return true;
  }
  return false;
}

/** Columns `text` takes: 2 for a wide character, 0 for a combining mark, 1 for the rest. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    // Plain Latin text (most titles) needs no table.
    if (code < 0x300) {
      width++;
    } else if (isWide(code) || EMOJI.test(char)) {
      width += 2;
    } else if (!ZERO_WIDTH.test(char)) {
      width++;
    }
  }
  return width;
}
