// What a page links to and loads, read from its HTML: the targets the link check requests. Reports
// list a page's links (in_page_links) but no service lists its images, scripts or stylesheets, so
// the runner reads the page itself (docs/links.md) with the HTML parser the crawler already uses.
import { Parser } from 'htmlparser2';

/** A link (`<a>`, `<area>`, `<link rel=canonical|alternate>`) or a resource the page loads. */
export type ResourceKind = 'link' | 'image' | 'script' | 'stylesheet' | 'icon';

export interface PageResource {
  kind: ResourceKind;
  /** Absolute http(s) URL, fragment dropped. */
  url: string;
}

const LINK_RELS: Readonly<Record<string, ResourceKind>> = {
  stylesheet: 'stylesheet',
  icon: 'icon',
  'apple-touch-icon': 'icon',
  canonical: 'link',
  alternate: 'link',
};

/**
 * The distinct (kind, URL) targets of a page, in document order, resolved against `<base href>`
 * (before the first URL, as browsers do) and else `pageUrl`. `srcset` candidates count as images.
 */
export function pageResources(html: string, pageUrl: string): PageResource[] {
  let base = pageUrl;
  let resolvedOne = false;
  const found: PageResource[] = [];
  const seen = new Set<string>();
  const add = (kind: ResourceKind, raw: string | undefined) => {
    if (raw === undefined) return;
    const url = URL.parse(raw.trim(), base);
    resolvedOne = true;
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return;
    url.hash = '';
    const key = `${kind} ${url.href}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ kind, url: url.href });
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        switch (name) {
          case 'base':
            if (!resolvedOne && attributes.href !== undefined)
              base = URL.parse(attributes.href.trim(), pageUrl)?.href ?? base;
            return;
          case 'a':
          case 'area':
            return add('link', attributes.href);
          case 'img':
          case 'source':
            if (name === 'img') add('image', attributes.src);
            for (const candidate of srcsetUrls(attributes.srcset)) add('image', candidate);
            return;
          case 'script':
            return add('script', attributes.src);
          case 'link': {
            const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/);
            const rel = rels.find((word) => Object.hasOwn(LINK_RELS, word));
            if (rel !== undefined) add(LINK_RELS[rel] as ResourceKind, attributes.href);
            return;
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return found;
}

/** The URLs of a srcset, parsed as the HTML standard does: a URL is a run without whitespace
 * (commas at its end ending the candidate), then descriptors up to the next comma. */
export function srcsetUrls(srcset: string | undefined): string[] {
  if (srcset === undefined) return [];
  const urls: string[] = [];
  let at = 0;
  while (at < srcset.length) {
    while (at < srcset.length && /[\s,]/.test(srcset[at] as string)) at++;
    const start = at;
    while (at < srcset.length && !/\s/.test(srcset[at] as string)) at++;
    let url = srcset.slice(start, at);
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else while (at < srcset.length && srcset[at] !== ',') at++;
    if (url !== '') urls.push(url);
  }
  return urls;
}
