// A page's links, from its report or from its HTML. Reports list them under `in_page_links`:
// deployed services as `Internals` and `Externals`, lists of `{url, text}` (PHP lists may come as
// objects with numeric keys); ours the same lists of `{url}`, and older versions of ours only
// `internalUrls`, the first 50 internal targets.
import { Parser } from 'htmlparser2';
import { field, list } from '../../shared/findings/read.js';
import { own } from '../../shared/own-keys.js';
import type { Report } from '../api/index.js';

/** The link targets a report lists (relative ones as written); null when it lists none. */
export function reportLinks(report: Report | null): string[] | null {
  const value = report?.checks ? own(report.checks, 'in_page_links')?.value : undefined;
  if (value === undefined || value === null) return null;
  const lists = ['Internals', 'Externals', 'internals', 'externals']
    .map((name) => field(value, name))
    .filter((found) => found !== undefined);
  const older = field(value, 'internalUrls');
  if (lists.length === 0 && older === undefined) return null;
  const links: string[] = [];
  for (const item of [...lists.flatMap((found) => list(found)), ...list(older)]) {
    const url = typeof item === 'string' ? item : (field(item, 'url') ?? field(item, 'href'));
    if (typeof url === 'string' && url.trim() !== '') links.push(url.trim());
  }
  return links;
}

/**
 * The targets of a page's `<a href>` and `<area href>`, resolved against `<base href>` when the
 * page has one (before the first link, as browsers do) and else against `pageUrl`. Absolute
 * http(s) URLs only.
 */
export function htmlLinks(html: string, pageUrl: string): string[] {
  let base = pageUrl;
  let linked = false;
  const links: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const href = attributes.href;
        if (href === undefined) return;
        if (name === 'base' && !linked) {
          base = URL.parse(href.trim(), pageUrl)?.href ?? base;
        } else if (name === 'a' || name === 'area') {
          linked = true;
          const url = URL.parse(href.trim(), base);
          if (url !== null && (url.protocol === 'http:' || url.protocol === 'https:'))
            links.push(url.href);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return links;
}
