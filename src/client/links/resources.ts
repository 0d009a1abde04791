// What a page links to and loads, read from its HTML: the targets the link check requests. Reports
// list a page's links (in_page_links) but no service lists its images, scripts or stylesheets, so
// the runner reads the page itself (docs/links.md) with the HTML parser the crawler already uses.
import { Parser } from 'htmlparser2';

/**
 * A link (`<a>`, `<area>`, `<link rel=canonical|alternate|next|...>`, a meta refresh, a quote's
 * `cite`, a URL in JSON-LD) or a resource the page loads: what the link check reports it as.
 */
export type ResourceKind =
  | 'link'
  | 'image'
  | 'script'
  | 'stylesheet'
  | 'icon'
  | 'font'
  | 'frame'
  | 'media'
  | 'manifest'
  | 'resource';

export interface PageResource {
  kind: ResourceKind;
  /** Absolute http(s) URL, fragment dropped. */
  url: string;
}

/** URL attributes by element, and what their target is (the set linkinator reads, and more). */
const ATTRIBUTES: Readonly<Record<string, readonly (readonly [string, ResourceKind])[]>> = {
  a: [['href', 'link']],
  area: [['href', 'link']],
  img: [['src', 'image']],
  input: [['src', 'image']],
  body: [['background', 'image']],
  script: [['src', 'script']],
  iframe: [
    ['src', 'frame'],
    ['longdesc', 'link'],
  ],
  frame: [
    ['src', 'frame'],
    ['longdesc', 'link'],
  ],
  embed: [
    ['src', 'frame'],
    ['pluginspage', 'link'],
    ['pluginurl', 'link'],
  ],
  object: [['data', 'frame']],
  video: [
    ['src', 'media'],
    ['poster', 'image'],
  ],
  audio: [['src', 'media']],
  source: [['src', 'media']],
  track: [['src', 'media']],
  blockquote: [['cite', 'link']],
  q: [['cite', 'link']],
  del: [['cite', 'link']],
  ins: [['cite', 'link']],
  html: [['manifest', 'manifest']],
  command: [['icon', 'icon']],
};

/** `<link rel>` words that name what the target is; the first one in the list decides. */
const LINK_RELS: Readonly<Record<string, ResourceKind>> = {
  stylesheet: 'stylesheet',
  icon: 'icon',
  'apple-touch-icon': 'icon',
  'apple-touch-icon-precomposed': 'icon',
  'mask-icon': 'icon',
  manifest: 'manifest',
  modulepreload: 'script',
  canonical: 'link',
  alternate: 'link',
};
/** Hints that fetch nothing at the URL (a connection), and endpoints only POSTed to. */
const NOT_FETCHED_RELS = new Set(['preconnect', 'dns-prefetch', 'pingback', 'webmention']);
/** `<link rel=preload|prefetch as=...>`: what is loaded. */
const PRELOAD_AS: Readonly<Record<string, ResourceKind>> = {
  script: 'script',
  style: 'stylesheet',
  image: 'image',
  font: 'font',
  audio: 'media',
  video: 'media',
  track: 'media',
  document: 'frame',
  iframe: 'frame',
  embed: 'frame',
  object: 'frame',
};

/** The kind of a `<link>`'s target, or null for one that is not fetched. */
function linkKind(rel: string | undefined, as: string | undefined): ResourceKind | null {
  const words = (rel ?? '')
    .toLowerCase()
    .split(/[\t\n\f\r ]+/)
    .filter((word) => word !== '');
  if (words.length > 0 && words.every((word) => NOT_FETCHED_RELS.has(word))) return null;
  for (const word of words) {
    if (Object.hasOwn(LINK_RELS, word)) return LINK_RELS[word] as ResourceKind;
    if (word === 'preload' || word === 'prefetch') {
      const loaded = (as ?? '').trim().toLowerCase();
      return Object.hasOwn(PRELOAD_AS, loaded) ? (PRELOAD_AS[loaded] as ResourceKind) : 'resource';
    }
  }
  // next, prev, author, license, search, a feed, or no rel at all: a link.
  return 'link';
}

/**
 * `<meta>` whose content is an absolute URL (og:image, twitter:image, og:url, ...): an image or
 * a video by its name, else a link. Relative contents are not URLs there (`width=device-width`).
 */
function metaKind(attributes: Record<string, string>): ResourceKind {
  const name = `${attributes.property ?? ''} ${attributes.name ?? ''}`.toLowerCase();
  if (name.includes('image')) return 'image';
  if (name.includes('video') || name.includes('audio')) return 'media';
  return 'link';
}

/** The URL of `<meta http-equiv=refresh content="5; url=/next">`, as browsers parse it. */
export function refreshUrl(content: string): string | null {
  const match = /^\s*\d[\d.]*(?:\s*[;,]\s*|\s+)(?:url\s*=\s*)?(\S[\s\S]*)$/i.exec(content);
  if (match === null) return null;
  let url = (match[1] as string).trim();
  const quote = url[0];
  if (quote === '"' || quote === "'") {
    const end = url.indexOf(quote, 1);
    url = url.slice(1, end === -1 ? undefined : end);
  }
  return url === '' ? null : url;
}

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
  // The text of the JSON-LD block being read, or null outside one.
  let jsonLd: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const urlAttributes = Object.hasOwn(ATTRIBUTES, name) ? ATTRIBUTES[name] : undefined;
        if (urlAttributes !== undefined)
          for (const [attribute, kind] of urlAttributes) add(kind, attributes[attribute]);
        switch (name) {
          case 'base':
            if (!resolvedOne && attributes.href !== undefined)
              base = URL.parse(attributes.href.trim(), pageUrl)?.href ?? base;
            return;
          case 'img':
          case 'source':
            for (const candidate of srcsetUrls(attributes.srcset)) add('image', candidate);
            return;
          case 'script':
            if ((attributes.type ?? '').trim().toLowerCase() === 'application/ld+json') jsonLd = [];
            return;
          case 'link': {
            const kind = linkKind(attributes.rel, attributes.as);
            if (kind !== null) add(kind, attributes.href);
            return;
          }
          case 'meta': {
            const content = attributes.content;
            if (content === undefined) return;
            if ((attributes['http-equiv'] ?? '').trim().toLowerCase() === 'refresh')
              add('link', refreshUrl(content) ?? undefined);
            else if (/^https?:\/\//i.test(content.trim())) add(metaKind(attributes), content);
            return;
          }
        }
      },
      ontext(text) {
        jsonLd?.push(text);
      },
      onclosetag(name) {
        if (name !== 'script' || jsonLd === null) return;
        for (const [kind, url] of jsonLdUrls(jsonLd.join(''))) add(kind, url);
        jsonLd = null;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return found;
}

/**
 * schema.org properties whose values are URLs: the list linkinator checks (MIT; taken from the
 * schema.org vocabulary), so that a URL it would find in structured data we find too.
 */
const JSON_LD_URL_PROPERTIES = new Set(
  [
    'acquireLicensePage actionableFeedbackPolicy afterMedia archivedAt associatedDisease ',
    'beforeMedia benefitsSummaryUrl codeRepository colleague colorSwatch constraintProperty ',
    'contentUrl correctionsPolicy discussionUrl diseasePreventionInfo diseaseSpreadStatistics ',
    'diversityPolicy diversityStaffingReport documentation downloadUrl duringMedia embedUrl ',
    'ethicsPolicy gameLocation gettingTestedInfo hasGS1DigitalLink hasMap hasMolecularFunction ',
    'healthPlanMarketingUrl image inCodeSet inDefinedTermSet installUrl isBasedOn isBasedOnUrl ',
    'isInvolvedInBiologicalProcess isLocatedInSubcellularLocation isPartOf labelDetails ',
    'layoutImage license logo mainEntityOfPage map maps masthead merchantReturnLink ',
    'missionCoveragePrioritiesPolicy newsUpdatesAndGuidelines noBylinesPolicy ',
    'originalMediaLink paymentUrl prescribingInfo productReturnLink ',
    'publicTransportClosuresInfo publishingPrinciples quarantineGuidelines relatedLink ',
    'replyToUrl sameAs schoolClosuresInfo screenshot sdLicense season serviceUrl ',
    'shippingSettingsLink significantLink significantLinks speakable target targetUrl ',
    'thumbnailUrl tourBookingPage trackingUrl travelBans unnamedSourcesPolicy url usageInfo ',
    'verificationFactCheckingPolicy webFeed',
  ]
    .join('')
    .split(' '),
);
const JSON_LD_IMAGES = new Set(['image', 'logo', 'thumbnailUrl', 'screenshot', 'layoutImage']);

/**
 * The absolute http(s) URLs of a JSON-LD block under URL properties (also in arrays under them),
 * with their kind. Walked with a stack, not recursion: a page's JSON may nest as deep as it likes.
 * Not JSON: nothing (the analyzer reports structured data that does not parse).
 */
export function jsonLdUrls(text: string): [ResourceKind, string][] {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return [];
  }
  const urls: [ResourceKind, string][] = [];
  const stack: { value: unknown; key: string | null }[] = [{ value: root, key: null }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, key } = item;
    if (typeof value === 'string') {
      if (key !== null && JSON_LD_URL_PROPERTIES.has(key) && /^https?:\/\//i.test(value))
        urls.push([JSON_LD_IMAGES.has(key) ? 'image' : 'link', value]);
    } else if (Array.isArray(value)) {
      // An array's items stand under the array's own property.
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key });
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [childKey, child] = entries[i] as [string, unknown];
        stack.push({ value: child, key: childKey });
      }
    }
  }
  return urls;
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
