// A page's links, from its report or from its HTML. Reports list them under `in_page_links`:
// deployed services as `Internals` and `Externals`, lists of `{url, text}` (PHP lists may come as
// objects with numeric keys); ours the same lists of `{url}`, and older versions of ours only
// `internalUrls`, the first 50 internal targets.
import { Parser } from 'htmlparser2';
import { field, isRecord } from '../../shared/findings/read.js';
import { own } from '../../shared/own-keys.js';
import type { Report } from '../api/index.js';

/** Where reports list a page's links: deployed services' casing, and ours older and newer. */
const LINK_LISTS = ['Internals', 'Externals', 'internals', 'externals', 'internalUrls'];

/**
 * The link targets a report lists (relative ones as written); null when it lists none. Read for
 * every page of a crawl, so it walks the lists in place rather than copying them.
 */
export function reportLinks(report: Report | null): string[] | null {
  const value = report?.checks ? own(report.checks, 'in_page_links')?.value : undefined;
  if (value === undefined || value === null || !isRecord(value)) return null;
  let listed = false;
  const links: string[] = [];
  for (const name of LINK_LISTS) {
    const found = Object.hasOwn(value, name) ? value[name] : undefined;
    if (found === undefined) continue;
    listed = true;
    if (Array.isArray(found)) for (const item of found) addLink(item, links);
    // A PHP list serialised as an object: {"0": .., "3": ..} (list() in shared/findings/read.ts).
    else if (isRecord(found)) for (const item of phpListItems(found)) addLink(item, links);
  }
  return listed ? links : null;
}

function addLink(item: unknown, links: string[]): void {
  const url = typeof item === 'string' ? item : (field(item, 'url') ?? field(item, 'href'));
  if (typeof url !== 'string') return;
  const trimmed = url.trim();
  if (trimmed !== '') links.push(trimmed);
}

/** The values of an object whose keys are all indexes; none when a key is not one. */
function phpListItems(value: Record<string, unknown>): unknown[] {
  const items: unknown[] = [];
  for (const key in value) {
    if (!Object.hasOwn(value, key) || key === '') return [];
    for (let i = 0; i < key.length; i++) {
      const code = key.charCodeAt(i);
      if (code < 48 || code > 57) return [];
    }
    items.push(value[key]);
  }
  return items;
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
