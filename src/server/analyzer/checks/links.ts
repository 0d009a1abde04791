// Links as search engines follow and read them, the counterparts of Lighthouse's "Links have
// descriptive text" and "Links are crawlable". Both are `all`-profile checks of low importance:
// reported, weightless by default.
import type { AnchorFact } from '../html/page-facts.js';
import { isGenericLinkText } from '../text/link-text.js';
import { type CheckLogic, type Errors, firstOf, type LogicTable, outcomeOf } from './check.js';
import type { CheckContext } from './context.js';

/** Link texts in values are cut to this many characters. */
const TEXT_LENGTH = 80;

export const linkText: CheckLogic<'link_text'> = {
  run(context) {
    const generic: { href: string; text: string }[] = [];
    const empty: string[] = [];
    let links = 0;
    for (const anchor of context.facts.anchors) {
      if (!mayLeadElsewhere(anchor)) continue;
      links++;
      const isGeneric =
        anchor.text !== '' && isGenericLinkText(anchor.text, context.facts.htmlLang);
      // Nothing names the link: no text, no image alt, no aria-label or title.
      const unnamed = anchor.text === '' && anchor.imageAlt.trim() === '' && !anchor.labelled;
      if (!isGeneric && !unnamed) continue;
      // Resolved only for the few links at fault (pages carry thousands): a link to this very
      // page, with or without a fragment, is a jump within it and is left alone.
      const href = otherPage(anchor.href as string, context);
      if (href === null) {
        links--;
        continue;
      }
      if (isGeneric) generic.push({ href, text: anchor.text.slice(0, TEXT_LENGTH) });
      else empty.push(href);
    }
    const errors: Errors<'link_text'> = {};
    if (generic.length > 0) errors.generic = firstOf(generic);
    if (empty.length > 0) errors.empty = firstOf(empty);
    return outcomeOf({ links, generic: generic.length, empty: empty.length }, errors);
  },
};

const SCHEME = /^\s*([a-z][a-z0-9+.-]*):/i;
/** A relative reference with no scheme, no authority and more than "#": always crawlable. */
const PLAIN_RELATIVE = /^[^\s:\\/#][^:]*$|^\/[^\s/\\:][^:]*$|^#[^\s:]+$/;

/**
 * Whether the text check reads this link, as Lighthouse does: it has an href, no rel=nofollow,
 * an http(s) or relative URL (not javascript:, mailto:, tel:), and is not a "#fragment" jump.
 * Links to this very page written in full are left out later, by otherPage.
 */
function mayLeadElsewhere(anchor: AnchorFact): boolean {
  const href = anchor.href;
  if (href === null) return false;
  if (anchor.rel !== null && /(?:^|\s)nofollow(?:\s|$)/i.test(anchor.rel)) return false;
  // Most hrefs are plain relative paths ("os.html#os.walk"): no colon, nothing to parse.
  if (href.indexOf(':') === -1) {
    const start = href.trimStart();
    return start !== '' && !start.startsWith('#');
  }
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

/** The link's resolved target without fragment, or null when that is this page (or no URL). */
function otherPage(href: string, { resolve, finalUrl }: CheckContext): string | null {
  const url = resolve(href);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  url.hash = '';
  const page = finalUrl.href.split('#')[0];
  return url.href === page ? null : url.href;
}

export const crawlableLinks: CheckLogic<'crawlable_links'> = {
  run(context) {
    const uncrawlable: { href: string | null; text: string }[] = [];
    let links = 0;
    for (const anchor of context.facts.anchors) {
      // An <a> given a role (button, tab, menuitem) says it is a control, not a link.
      if (anchor.role !== null) continue;
      links++;
      if (!isCrawlable(anchor, context)) {
        const text = anchor.text || anchor.imageAlt || '';
        uncrawlable.push({ href: anchor.href, text: text.slice(0, TEXT_LENGTH) });
      }
    }
    const errors = uncrawlable.length > 0 ? { uncrawlable: firstOf(uncrawlable) } : {};
    return outcomeOf({ links, uncrawlable: uncrawlable.length }, errors);
  },
};

/**
 * Whether a crawler can follow the link: it needs an href holding a URL. Not crawlable: a
 * javascript: href, one that is no URL at all, a file: URL, and an <a> that a click handler
 * drives without a real href (none, empty or "#"): where it goes only the script knows. An <a>
 * without href or handler is a placeholder (HTML allows it), not a link. An empty or "#" href
 * without a handler leads to the page itself, which hides no page from a crawler: generated
 * documentation marks the current page that way (Sphinx's table of contents and breadcrumbs),
 * and menus use it for toggles whose links are in the HTML; on the corpus of docs/analyzer.md
 * counting those failed 615 of 915 pages for nothing.
 */
function isCrawlable(anchor: AnchorFact, { resolve }: CheckContext): boolean {
  if (anchor.href === null) return !anchor.onclick;
  // The common case, a relative path or fragment ("os.html", "#top"), without a test per rule.
  if (PLAIN_RELATIVE.test(anchor.href)) return true;
  const href = anchor.href.replace(/\s/g, '');
  if (href === '' || href === '#') return !anchor.onclick;
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme === 'javascript' || scheme === 'file') return false;
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return true; // mailto:, tel:...
  // A path, query or fragment always resolves against the page; only an authority ("//host",
  // "https://host") can fail to parse, so only those pay for the URL parser.
  if (scheme === undefined && !/^[\\/]{2}/.test(href)) return true;
  return resolve(anchor.href) !== null;
}

export const LINK_LOGIC = {
  link_text: linkText,
  crawlable_links: crawlableLinks,
} satisfies Partial<LogicTable>;
