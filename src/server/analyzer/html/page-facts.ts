// What the checks need to know about a document, gathered in one pass of the parser. URLs are
// kept as written in the HTML; page-index.ts resolves them against the page (and <base>).

export interface HeadingFact {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  text: string;
}

export interface ImageFact {
  src: string | null;
  srcset: string | null;
  /** null when the attribute is absent; "" is a deliberate empty alt (decorative image). */
  alt: string | null;
  /** <source> siblings when the image sits in a <picture>. */
  sources: { type: string | null; srcset: string | null }[];
  /** width and height attributes as written; null when absent. */
  width: string | null;
  height: string | null;
  /** The loading attribute, lower-cased ("lazy", "eager"); null when absent. */
  loading: string | null;
  /** Inside <noscript>: a browser that runs scripts (as search engines' do) never builds it. */
  inNoscript: boolean;
  /**
   * Not shown as an image: the hidden attribute, display:none or visibility:hidden, a width or
   * height of 0 or 1 (a tracking pixel), or role=presentation|none.
   */
  hidden: boolean;
}

/** An <a> element of the document (not one inside <noscript>, <template> or SVG). */
export interface AnchorFact {
  /** The href as written; null when the element has none. */
  href: string | null;
  /** Its visible text, whitespace runs as one space, trimmed. */
  text: string;
  /** The alt text of the images inside it, joined. */
  imageAlt: string;
  /** Named otherwise than by its content: a non-empty aria-label, aria-labelledby or title. */
  labelled: boolean;
  /** It has an onclick attribute. */
  onclick: boolean;
  role: string | null;
  rel: string | null;
}

/** Head metadata, as the HTML parser files it. */
export type HeadMetadataKind =
  | 'title'
  | 'description'
  | 'robots'
  | 'canonical'
  | 'hreflang'
  | 'social';

/** The metadata the HTML standard's parser puts in <head>, where search engines read it. */
export interface HeadMetadata {
  titles: string[];
  metaDescriptions: string[];
  metaRobots: string[];
  canonicals: string[];
  alternates: { hreflang: string; href: string }[];
  socialValues: Record<string, string>;
}

interface LinkFact {
  href: string;
  target: string | null;
  rel: string | null;
}

interface ScriptFact {
  src: string;
  async: boolean;
  defer: boolean;
  type: string | null;
}

export type ResourceKind =
  | 'script'
  | 'stylesheet'
  | 'image'
  | 'frame'
  | 'media'
  | 'object'
  | 'icon'
  | 'preload';

/** A sub-resource the browser requests while loading the page (one per element). */
interface ResourceFact {
  kind: ResourceKind;
  url: string;
}

export interface PageFacts {
  /** The doctype declaration as written, e.g. "!DOCTYPE html"; null when absent. */
  doctype: string | null;
  htmlLang: string | null;
  /** Text of every <title> that belongs to the document (not those inside <svg>). */
  titles: string[];
  metaDescriptions: string[];
  /** content of <meta name=robots|googlebot>. */
  metaRobots: string[];
  metaViewport: string | null;
  /** From <meta charset> or <meta http-equiv=Content-Type>. */
  metaCharset: string | null;
  /** content of <meta http-equiv=Content-Security-Policy>. */
  metaCsp: string[];
  /** Open Graph (og:*) and Twitter card (twitter:*) properties present. */
  socialTags: string[];
  baseHref: string | null;
  headings: HeadingFact[];
  images: ImageFact[];
  links: LinkFact[];
  /** External scripts (<script src>). */
  scripts: ScriptFact[];
  resources: ResourceFact[];
  /** Every URL a sub-resource may be loaded from (src, srcset candidates, poster...). */
  subresourceUrls: string[];
  icons: string[];
  /** Bodies of <script type=application/ld+json>. */
  jsonLd: string[];
  /** itemtype values of microdata items; "(untyped)" for an itemscope without one. */
  microdataTypes: string[];
  /** typeof values of RDFa nodes. */
  rdfaTypes: string[];
  deprecatedTags: Record<string, number>;
  /** Elements carrying a style attribute: how many, and the first few. */
  inlineStyleCount: number;
  inlineStyleSamples: { tag: string; style: string }[];
  /** Number of elements in the document. */
  elementCount: number;
  /** Visible text of the body: no script, style, template, noscript or head content. */
  text: string;
  /** href of every <link rel=canonical>, as written. */
  canonicals: string[];
  /** <link rel=alternate hreflang=...> annotations, as written. */
  alternates: { hreflang: string; href: string }[];
  /** Content of the first og:* / twitter:* meta tag of each property (name lower-cased). */
  socialValues: Record<string, string>;
  /**
   * The same metadata, only where the HTML parser puts it in <head>. The head ends at the first
   * element that does not belong there (an <img>, <iframe>, <br>, <div>...) or at text that is
   * not whitespace, whether or not </head> follows: a <meta> or <link> after that point is in the
   * body, and search engines ignore it there. The fields above keep every occurrence.
   */
  head: HeadMetadata;
  /** Head metadata found outside the head, in document order: its kind and name (og:title...). */
  outsideHead: { kind: HeadMetadataKind; name: string }[];
  /** What ended the head: "<body>", "<img>", "text" (stray text); null if the document never left it. */
  headEndedBy: string | null;
  /** <a> elements a browser builds, with their text, for the link checks. */
  anchors: AnchorFact[];
}
