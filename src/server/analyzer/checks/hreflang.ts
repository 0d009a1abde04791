// hreflang annotations: which URL serves which language and region. Mistakes here make search
// engines drop the whole set, so each rule Google documents is checked.
import {
  type CheckLogic,
  type Errors,
  failed,
  firstOf,
  type LogicTable,
  notApplicable,
  outcomeOf,
} from './check.js';
import { outsideHead } from './head-metadata.js';

/** ISO 639-1/2 language, optional ISO 15924 script, optional ISO 3166-1 or UN M.49 region. */
const HREFLANG = /^[a-z]{2,3}(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?$/i;

export const hreflang: CheckLogic<'hreflang'> = {
  run({ facts, finalUrl, resolve }) {
    // Only the head's annotations count; those after whatever ended the head are ignored.
    const alternates = facts.head.alternates;
    const outside = outsideHead(facts, 'hreflang', true);
    if (alternates.length === 0) {
      if (outside !== null) return failed({ count: 0, languages: [] }, { outside_head: outside });
      return notApplicable('the page declares no hreflang alternates');
    }
    const invalid: string[] = [];
    const relative: string[] = [];
    const seen = new Set<string>();
    const duplicate = new Set<string>();
    let xDefault = false;
    let self = false;
    const page = withoutHash(finalUrl.href);
    for (const { hreflang: code, href } of alternates) {
      const lower = code.toLowerCase();
      if (lower === 'x-default') xDefault = true;
      // "en-uk" is the commonest mistake: the region of the United Kingdom is GB.
      else if (!HREFLANG.test(code) || /-uk$/i.test(code)) invalid.push(code);
      if (seen.has(lower)) duplicate.add(code);
      seen.add(lower);
      if (!/^https?:\/\//i.test(href)) relative.push(href);
      const url = resolve(href);
      if (url !== null && withoutHash(url.href) === page) self = true;
    }
    const errors: Errors<'hreflang'> = {};
    if (invalid.length > 0) errors.bad_format = firstOf(invalid);
    if (relative.length > 0) errors.not_absolute = firstOf(relative);
    if (duplicate.size > 0) errors.duplicate = firstOf([...duplicate]);
    // Each version must list itself (Google drops a set without the self-reference). x-default,
    // the page for everyone else, is recommended but not required: a note in the value.
    if (!self) errors.missing = ['self'];
    if (outside !== null) errors.outside_head = outside;
    const value = { count: alternates.length, languages: firstOf([...seen]), xDefault };
    return outcomeOf(value, errors);
  },
};

export const HREFLANG_LOGIC = { hreflang } satisfies Partial<LogicTable>;

function withoutHash(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}
