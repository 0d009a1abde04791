// Words, as the content checks count and compare them: runs of letters (with their combining
// marks) and digits in any script; an apostrophe or hyphen inside a word keeps it whole.
// Languages written without spaces (Chinese, Japanese, Thai) are not segmented, so their word
// counts run low; that is a known limit, not a guess dressed up as a measure.

const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

export interface TextStats {
  /** Words, by the definition above. */
  words: number;
  /** Characters with each whitespace run counted once and the ends trimmed, as text shows. */
  characters: number;
}

// Character classes for the one-pass scan below, one byte per UTF-16 code unit, filled in as
// characters are first met (Unicode property lookups are slow; a table read is not).
const UNKNOWN = 0;
const SPACE = 1;
const WORD_CLASS = 2;
const JOINER = 3;
const OTHER = 4;
const CLASS = new Uint8Array(0x10000);
const LETTER_OR_DIGIT = /^[\p{L}\p{M}\p{N}]$/u;
const WHITESPACE = /^\s$/u;

function classify(code: number): number {
  // Surrogate halves stand for letters or symbols we cannot tell apart one unit at a time;
  // most are emoji and historic scripts, so they count as neither space nor word.
  if (code >= 0xd800 && code <= 0xdfff) return OTHER;
  const char = String.fromCharCode(code);
  if (code === 0x27 || code === 0x2019 || code === 0x2d) return JOINER;
  if (WHITESPACE.test(char)) return SPACE;
  return LETTER_OR_DIGIT.test(char) ? WORD_CLASS : OTHER;
}

/**
 * Word count and visible length in one pass over the characters. On a long article this is two
 * to three times faster than the equivalent regular expressions (measured here: about 1 ms
 * against 3.3 ms for 230,000 characters), which matters at 200 pages a second.
 */
export function textStats(text: string): TextStats {
  let words = 0;
  let nonSpace = 0;
  // Whitespace runs that follow visible text; a trailing one is taken off at the end.
  let gaps = 0;
  let afterSpace = true;
  let inWord = false;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    let kind = CLASS[code] as number;
    if (kind === UNKNOWN) {
      kind = classify(code);
      CLASS[code] = kind;
    }
    if (kind === WORD_CLASS) {
      nonSpace++;
      afterSpace = false;
      if (!inWord) {
        words++;
        inWord = true;
      }
    } else if (kind === SPACE) {
      if (!afterSpace) {
        gaps++;
        afterSpace = true;
      }
      inWord = false;
    } else {
      nonSpace++;
      afterSpace = false;
      // "don't", "well-known": a joiner keeps the word whole only between word characters.
      inWord = kind === JOINER && inWord && i + 1 < length && isWordAt(text, i + 1);
    }
  }
  if (afterSpace && gaps > 0) gaps--;
  return { words, characters: nonSpace + gaps };
}

function isWordAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (CLASS[code] === UNKNOWN) CLASS[code] = classify(code);
  return CLASS[code] === WORD_CLASS;
}

/** The words of a short text, lower-cased. */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

// Function words that say nothing about a page's subject, in English (the language most pages
// and most titles are written in). Other languages' keywords simply include theirs.
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before ' +
    'being below between both but by can could did do does doing down during each few for from ' +
    'further had has have having he her here hers herself him himself his how i if in into is it ' +
    'its itself just me more most my myself no nor not now of off on once only or other our ours ' +
    'ourselves out over own same she should so some such than that the their theirs them ' +
    'themselves then there these they this those through to too under until up very was we were ' +
    'what when where which while who whom why will with would you your yours yourself yourselves ' +
    'home page welcome official site website'
  ).split(' '),
);

/**
 * The keywords of a short text such as a title: its distinct words of three or more characters
 * that are not stop words, in order of appearance.
 */
export function keywords(text: string): string[] {
  const seen = new Set<string>();
  for (const word of words(text)) {
    if (word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word)) seen.add(word);
  }
  return [...seen];
}

/** Longest run of joined parts ("state-of-the-art" has four) a wanted word is looked up as. */
const MAX_JOINED_PARTS = 8;

/**
 * Which of `wanted` (lower-case words, as `words` gives them) occur in `text` as whole words,
 * ignoring case. The text is tokenised once and every token looked up in a set, so the cost is
 * one pass over the text however many words are wanted; a regular expression per word made a
 * title of thousands of words cost thousands of passes over the page. A word inside a joined one
 * counts ("known" in "well-known"), as does a joined run of up to MAX_JOINED_PARTS parts.
 */
export function findWords(text: string, wanted: readonly string[]): string[] {
  const remaining = new Set(wanted);
  const found = new Set<string>();
  if (remaining.size === 0) return [];
  const take = (word: string) => {
    if (remaining.delete(word)) found.add(word);
  };
  for (const match of text.matchAll(WORD)) {
    const token = match[0].toLowerCase();
    take(token);
    if (!/['’-]/.test(token)) continue;
    // Parts and the joiners between them, so that sub-runs keep their own joiners.
    const pieces = token.split(/(['’-])/);
    for (let first = 0; first < pieces.length; first += 2) {
      let run = pieces[first] as string;
      take(run);
      for (
        let last = first + 2;
        last < pieces.length && last - first < MAX_JOINED_PARTS * 2;
        last += 2
      ) {
        run += `${pieces[last - 1]}${pieces[last]}`;
        take(run);
      }
    }
    if (remaining.size === 0) break;
  }
  return wanted.filter((word) => found.has(word));
}
