// The `outside_head` error of our analyzer's head-metadata checks, in words: which tag, where it
// is, and what ended the head before it (the actionable part: move the tag up, or move that
// element down into the body).
import { listSample, plural } from '../format.js';
import { count, field, str, texts } from '../read.js';

/** What ended the head, as read in "after <img>". */
function ending(after: string | null): string {
  if (after === null || after === '<body>' || after === '</head>') return 'in the body';
  if (after === 'text') return 'after stray text, which ends the head';
  return `after ${after}, which ends the head`;
}

/**
 * "The meta description is in the body (after <img>, which ends the head), where search engines
 * ignore it". `what` names the tag in the singular; the detail is `{count, after, names?}`.
 */
export function outsideHeadSentence(
  detail: unknown,
  what: string,
  whatPlural = `${what}s`,
): string {
  const n = count(detail) ?? 1;
  const names = texts(field(detail, 'names'));
  const shown = names.length > 0 ? ` (${listSample(names, 5)})` : '';
  const where = ending(str(field(detail, 'after')));
  const subject = n === 1 ? `The ${what}${shown} is` : `${plural(n, what, whatPlural)}${shown} are`;
  return `${subject} outside the head, ${where}; search engines ignore ${n === 1 ? 'it' : 'them'} there`;
}
