// Head metadata found where the HTML parser would not put it: after an element or text that ends
// the head (an <img>, <iframe>, <br>, stray text...), a <meta> or <link> is in the body for every
// parser, and search engines ignore it there. The `all` profile reads metadata only from the head
// and reports the rest under one error key, `outside_head`, saying what ended the head.
import type { HeadMetadataKind, PageFacts } from '../html/page-facts.js';
import { firstOf } from './check.js';

export interface OutsideHead {
  /** How many such tags are outside the head. */
  count: number;
  /** What ended the head before them: "<img>", "text", "<body>"... */
  after: string | null;
  /** Their names, where a kind has several (og:title, hreflang codes). */
  names?: string[];
}

/** The `outside_head` error detail for one kind of metadata, or null when all of it is in the head. */
export function outsideHead(
  facts: PageFacts,
  kind: HeadMetadataKind,
  withNames = false,
): OutsideHead | null {
  const found = facts.outsideHead.filter((tag) => tag.kind === kind);
  if (found.length === 0) return null;
  const detail: OutsideHead = { count: found.length, after: facts.headEndedBy };
  if (withNames) detail.names = firstOf([...new Set(found.map((tag) => tag.name))]);
  return detail;
}

/** The items of `all` that are not in `inHead` (one occurrence each; both in document order). */
export function outsideHeadOnly(all: readonly string[], inHead: readonly string[]): string[] {
  const rest = [...all];
  for (const item of inHead) {
    const at = rest.indexOf(item);
    if (at !== -1) rest.splice(at, 1);
  }
  return rest;
}
