// E-mail addresses in page text, found in one pass. The obvious regular expression
// (local@label(.label)*.tld) retries its unbounded local part at every start position and
// backtracks through the labels, so a long run of letters near an "@" costs time quadratic in
// its length. Here each "@" is the anchor: the local part is read leftwards only as far as the
// previous "@" or match, the domain rightwards only as far as the next "@", so every character is
// looked at a bounded number of times whatever the page holds.

const LOCAL = /^[\p{L}\p{N}._%+-]$/u;
const LABEL = /^[\p{L}\p{N}-]$/u;
const LETTER = /^\p{L}$/u;

/** The e-mail-like addresses in `text`, in order, as written. */
export function findEmails(text: string): string[] {
  const found: string[] = [];
  // Nothing before this index may be part of a new address (it was used, or is an "@").
  let floor = 0;
  let at = text.indexOf('@');
  while (at !== -1) {
    const start = localStart(text, at, floor);
    const end = start < at ? domainEnd(text, at + 1) : -1;
    if (end !== -1) {
      found.push(text.slice(start, end));
      floor = end;
    } else {
      floor = at + 1;
    }
    at = text.indexOf('@', Math.max(floor, at + 1));
  }
  return found;
}

/** Where the local part ending just before `at` starts (`at` itself when there is none). */
function localStart(text: string, at: number, floor: number): number {
  let start = at;
  while (start > floor) {
    const width = charWidthBefore(text, start, floor);
    if (!LOCAL.test(text.slice(start - width, start))) break;
    start -= width;
  }
  return start;
}

/**
 * The end of the longest domain starting at `from`: labels of letters, digits and hyphens joined
 * by single dots, ending in a dot and two or more letters (the last label's leading letters, as
 * the regular expression it replaces read it). -1 when there is none.
 */
function domainEnd(text: string, from: number): number {
  const labels: { start: number; end: number }[] = [];
  let i = from;
  for (;;) {
    const start = i;
    while (i < text.length) {
      const width = charWidthAt(text, i);
      if (!LABEL.test(text.slice(i, i + width))) break;
      i += width;
    }
    if (i === start) break;
    labels.push({ start, end: i });
    if (text.charCodeAt(i) !== 0x2e) break;
    i++;
  }
  for (let k = labels.length - 1; k >= 1; k--) {
    const label = labels[k] as { start: number; end: number };
    let j = label.start;
    let letters = 0;
    while (j < label.end) {
      const width = charWidthAt(text, j);
      if (!LETTER.test(text.slice(j, j + width))) break;
      j += width;
      letters++;
    }
    if (letters >= 2) return j;
  }
  return -1;
}

function charWidthAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff && index + 1 < text.length ? 2 : 1;
}

function charWidthBefore(text: string, index: number, floor: number): number {
  const code = text.charCodeAt(index - 1);
  return code >= 0xdc00 && code <= 0xdfff && index - 2 >= floor ? 2 : 1;
}
