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
      const href = followedHref(anchor, context);
      if (href === null) continue;
      links++;
      if (anchor.text !== '') {
        if (isGenericLinkText(anchor.text, context.facts.htmlLang)) {
          generic.push({ href, text: anchor.text.slice(0, TEXT_LENGTH) });
        }
      } else if (anchor.imageAlt.trim() === '' && !anchor.labelled) {
        // Nothing names the link: no text, no image alt, no aria-label or title.
        empty.push(href);
      }
    }
    const errors: Errors<'link_text'> = {};
    if (generic.length > 0) errors.generic = firstOf(generic);
    if (empty.length > 0) errors.empty = firstOf(empty);
    return outcomeOf({ links, generic: generic.length, empty: empty.length }, errors);
  },
};

/**
 * The resolved target of a link whose text describes another page, or null for those the text
 * check leaves alone (as Lighthouse does): no href, rel=nofollow, not http(s) (javascript:,
 * mailto:, tel:), or a jump within this page.
 */
function followedHref(anchor: AnchorFact, { resolve, finalUrl }: CheckContext): string | null {
  if (anchor.href === null || anchor.href.trim() === '') return null;
  if (/(?:^|\s)nofollow(?:\s|$)/i.test(anchor.rel ?? '')) return null;
  const url = resolve(anchor.href);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  url.hash = '';
  const page = new URL(finalUrl.href);
  page.hash = '';
  return url.href === page.href ? null : url.href;
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
  const href = anchor.href.replace(/\s/g, '');
  if (href === '' || href === '#') return !anchor.onclick;
  if (/^(?:mailto|tel|sms):/i.test(href)) return true;
  if (/^(?:javascript|file):/i.test(href)) return false;
  return resolve(anchor.href) !== null;
}

export const LINK_LOGIC = {
  link_text: linkText,
  crawlable_links: crawlableLinks,
} satisfies Partial<LogicTable>;
