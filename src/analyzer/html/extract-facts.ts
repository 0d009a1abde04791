// One pass of htmlparser2's tokenizer over the document, collecting PageFacts as the tokens go
// by. No tree is built, and not even htmlparser2's Parser layer is used: every check is defined
// on tags, attributes and text, so the Parser's element stack, per-element attribute objects and
// string slicing of everything would cost a third of the time and add nothing. Where a tree
// matters (inside a heading, a <script>, an <svg>...), a counter of open and close tags stands
// in for it, the way the HTML spec scopes those elements.
import { decodeHTML, decodeHTMLAttribute } from 'entities';
import { Tokenizer } from 'htmlparser2';
import type { HeadingFact, ImageFact, PageFacts, ResourceKind } from './page-facts.js';

/** Elements the WHATWG spec lists as obsolete and non-conforming. */
const DEPRECATED_TAGS: ReadonlySet<string> = new Set([
  'acronym',
  'applet',
  'basefont',
  'bgsound',
  'big',
  'blink',
  'center',
  'dir',
  'font',
  'frame',
  'frameset',
  'isindex',
  'keygen',
  'listing',
  'marquee',
  'menuitem',
  'multicol',
  'nextid',
  'nobr',
  'noembed',
  'noframes',
  'plaintext',
  'rb',
  'rtc',
  'spacer',
  'strike',
  'tt',
  'xmp',
]);

/** Elements whose text a reader does not see as page content. */
const HIDDEN_TEXT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'textarea',
  'select',
  'iframe',
  'noembed',
  'noframes',
]);
/** Elements that may appear in <head>; any other element means the body has begun. */
const HEAD_ELEMENTS: ReadonlySet<string> = new Set([
  'title',
  'meta',
  'link',
  'script',
  'style',
  'base',
  'noscript',
  'template',
]);
/** Elements whose content the tokenizer reads as raw text, where "&" is just a character. */
const RAW_TEXT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
]);
const INLINE_STYLE_SAMPLES = 20;

// The attributes the checks read. An attribute is only sliced out of the document when its
// name is one of these; class, id, data-* and the rest are skipped without a copy.
enum Attr {
  None = -1,
  Style,
  Itemscope,
  Itemtype,
  Typeof,
  Lang,
  XmlLang,
  Href,
  Name,
  Content,
  Charset,
  HttpEquiv,
  Property,
  Rel,
  Src,
  Srcset,
  Alt,
  Type,
  Async,
  Defer,
  Target,
  Poster,
  Data,
  Hreflang,
  Width,
  Height,
  Loading,
  Count,
}

// Candidate attribute names by length, matched against the document's characters without
// slicing a string for every attribute name (pages carry thousands of class and data-* ones).
const ATTRIBUTES_BY_LENGTH: readonly (readonly [string, Attr])[][] = (() => {
  const table: [string, Attr][][] = [];
  const names: [string, Attr][] = [
    ['style', Attr.Style],
    ['itemscope', Attr.Itemscope],
    ['itemtype', Attr.Itemtype],
    ['typeof', Attr.Typeof],
    ['lang', Attr.Lang],
    ['xml:lang', Attr.XmlLang],
    ['href', Attr.Href],
    ['name', Attr.Name],
    ['content', Attr.Content],
    ['charset', Attr.Charset],
    ['http-equiv', Attr.HttpEquiv],
    ['property', Attr.Property],
    ['rel', Attr.Rel],
    ['src', Attr.Src],
    ['srcset', Attr.Srcset],
    ['alt', Attr.Alt],
    ['type', Attr.Type],
    ['async', Attr.Async],
    ['defer', Attr.Defer],
    ['target', Attr.Target],
    ['poster', Attr.Poster],
    ['data', Attr.Data],
    ['hreflang', Attr.Hreflang],
    ['width', Attr.Width],
    ['height', Attr.Height],
    ['loading', Attr.Loading],
  ];
  for (const entry of names) {
    const length = entry[0].length;
    while (table.length <= length) table.push([]);
    table[length]?.push(entry);
  }
  return table;
})();

/** Which wanted attribute html[start, end) names, ASCII case-insensitively; None if none. */
function attributeAt(html: string, start: number, end: number): Attr {
  const candidates = ATTRIBUTES_BY_LENGTH[end - start];
  if (candidates === undefined) return Attr.None;
  for (const [name, id] of candidates) {
    let i = 0;
    // | 0x20 lower-cases ASCII letters and leaves digits, ':' and '-' as they are.
    while (i < name.length && (html.charCodeAt(start + i) | 0x20) === name.charCodeAt(i)) i++;
    if (i === name.length) return id;
  }
  return Attr.None;
}

type Attributes = (string | undefined)[];

/** The tokenizer's callbacks; positions are indexes into the document string. */
class FactCollector {
  readonly facts: PageFacts = {
    doctype: null,
    htmlLang: null,
    titles: [],
    metaDescriptions: [],
    metaRobots: [],
    metaViewport: null,
    metaCharset: null,
    metaCsp: [],
    socialTags: [],
    baseHref: null,
    headings: [],
    images: [],
    links: [],
    scripts: [],
    resources: [],
    subresourceUrls: [],
    icons: [],
    jsonLd: [],
    microdataTypes: [],
    rdfaTypes: [],
    deprecatedTags: {},
    inlineStyleCount: 0,
    inlineStyleSamples: [],
    elementCount: 0,
    text: '',
    canonicals: [],
    alternates: [],
    socialValues: {},
  };

  private readonly textParts: string[] = [];
  /** A tag was seen since the last text: words on either side of it are separate words. */
  private boundary = false;
  private hiddenDepth = 0;
  private foreignDepth = 0;
  private inHead = false;
  private title: string[] | null = null;
  private heading: { level: HeadingFact['level']; parts: string[] } | null = null;
  private jsonLd: string[] | null = null;
  private mediaDepth = 0;
  private picture: ImageFact['sources'] | null = null;
  /** The raw-text element being read (<script>, <style>...), if any. */
  private rawText: string | null = null;

  // The tag being read.
  private tagName = '';
  private attributes: Attributes = [];
  private attribute: Attr = Attr.None;
  private attributeValue = '';

  constructor(private readonly html: string) {}

  isInForeignContext(): boolean {
    return this.foreignDepth > 0;
  }

  ondeclaration(start: number, end: number): void {
    const declaration = this.html.slice(start, end);
    if (this.facts.doctype === null && /^doctype/i.test(declaration)) {
      this.facts.doctype = `!${declaration}`;
    }
  }

  onopentagname(start: number, end: number): void {
    this.tagName = lowerName(this.html.slice(start, end));
    this.attributes = new Array(Attr.Count);
  }

  onattribname(start: number, end: number): void {
    const attribute = attributeAt(this.html, start, end);
    // Sizes and loading are read only on images: SVG icons carry width and height by the hundred.
    const imageOnly = attribute >= Attr.Width && attribute <= Attr.Loading;
    this.attribute =
      imageOnly && this.tagName !== 'img' && this.tagName !== 'image' ? Attr.None : attribute;
    this.attributeValue = '';
  }

  onattribdata(start: number, end: number): void {
    if (this.attribute !== Attr.None) this.attributeValue += this.html.slice(start, end);
  }

  onattribentity(): void {}

  onattribend(): void {
    // The first occurrence of an attribute wins, as in HTML.
    if (this.attribute !== Attr.None && this.attributes[this.attribute] === undefined) {
      const value = this.attributeValue;
      this.attributes[this.attribute] = value.includes('&') ? decodeHTMLAttribute(value) : value;
    }
    this.attribute = Attr.None;
  }

  onopentagend(): void {
    this.openTag(this.tagName, this.attributes, false);
  }

  onselfclosingtag(): void {
    // "/>" closes only foreign (SVG, MathML) elements; in HTML it is ignored.
    this.openTag(this.tagName, this.attributes, this.foreignDepth > 0);
  }

  onclosetag(start: number, end: number): void {
    this.closeTag(lowerName(this.html.slice(start, end)));
  }

  ontext(start: number, end: number): void {
    const data = this.html.slice(start, end);
    // Script and style bodies are raw text in HTML: no character references there.
    this.text(data.includes('&') && this.rawText === null ? decodeHTML(data) : data);
  }

  ontextentity(): void {}

  oncdata(start: number, end: number, endOffset: number): void {
    // CDATA sections are text only in SVG and MathML; in HTML they are bogus comments.
    if (this.foreignDepth > 0) this.text(this.html.slice(start, end - endOffset));
  }

  oncomment(): void {}
  onprocessinginstruction(): void {}

  onend(): void {
    this.facts.text = this.textParts.join('');
    if (this.heading !== null) this.endHeading();
  }

  private openTag(tag: string, attrs: Attributes, selfClosed: boolean): void {
    const facts = this.facts;
    const name = tag === 'image' && this.foreignDepth === 0 ? 'img' : tag;
    facts.elementCount++;
    this.boundary = true;
    if (this.inHead && !HEAD_ELEMENTS.has(name)) this.inHead = false;

    const style = attrs[Attr.Style];
    if (style !== undefined && style.trim() !== '') {
      facts.inlineStyleCount++;
      if (facts.inlineStyleSamples.length < INLINE_STYLE_SAMPLES) {
        facts.inlineStyleSamples.push({ tag: name, style: style.trim() });
      }
    }
    if (attrs[Attr.Itemscope] !== undefined) {
      facts.microdataTypes.push(attrs[Attr.Itemtype] || '(untyped)');
    }
    const rdfaType = attrs[Attr.Typeof];
    if (rdfaType) facts.rdfaTypes.push(rdfaType);
    if (DEPRECATED_TAGS.has(name)) {
      facts.deprecatedTags[name] = (facts.deprecatedTags[name] ?? 0) + 1;
    }
    if (!selfClosed && HIDDEN_TEXT.has(name)) this.hiddenDepth++;
    if (!selfClosed && this.foreignDepth === 0 && RAW_TEXT.has(name)) this.rawText = name;

    switch (name) {
      case 'html':
        facts.htmlLang ??= attrs[Attr.Lang] ?? attrs[Attr.XmlLang] ?? null;
        break;
      case 'head':
        this.inHead = true;
        break;
      case 'body':
        this.inHead = false;
        break;
      case 'svg':
      case 'math':
        if (!selfClosed) this.foreignDepth++;
        break;
      case 'title':
        if (this.foreignDepth === 0 && !selfClosed) this.title = [];
        break;
      case 'base':
        if (attrs[Attr.Href] !== undefined) facts.baseHref ??= attrs[Attr.Href];
        break;
      case 'meta':
        this.meta(attrs);
        break;
      case 'link':
        this.link(attrs);
        break;
      case 'script':
        this.script(attrs, selfClosed);
        break;
      case 'a':
      case 'area': {
        const href = attrs[Attr.Href];
        if (href !== undefined) {
          facts.links.push({
            href,
            target: attrs[Attr.Target] ?? null,
            rel: attrs[Attr.Rel] ?? null,
          });
        }
        break;
      }
      case 'img':
        this.image(attrs);
        break;
      case 'picture':
        if (!selfClosed) this.picture = [];
        break;
      case 'source':
        this.source(attrs);
        break;
      case 'iframe':
      case 'frame':
        this.resource('frame', attrs[Attr.Src]);
        break;
      case 'video':
      case 'audio':
        if (!selfClosed) this.mediaDepth++;
        this.resource('media', attrs[Attr.Src]);
        this.resource('image', attrs[Attr.Poster]);
        break;
      case 'track':
        this.resource('media', attrs[Attr.Src]);
        break;
      case 'embed':
        this.resource('object', attrs[Attr.Src]);
        break;
      case 'object':
        this.resource('object', attrs[Attr.Data]);
        break;
      case 'input':
        if (attrs[Attr.Type]?.toLowerCase() === 'image') this.resource('image', attrs[Attr.Src]);
        break;
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        // A heading start tag ends any open heading (HTML: headings do not nest).
        if (this.heading !== null) this.endHeading();
        if (!selfClosed) {
          this.heading = { level: Number(name.charAt(1)) as HeadingFact['level'], parts: [] };
        }
        break;
    }
  }

  private closeTag(name: string): void {
    this.boundary = true;
    if (this.rawText === name) this.rawText = null;
    if (HIDDEN_TEXT.has(name) && this.hiddenDepth > 0) this.hiddenDepth--;
    switch (name) {
      case 'head':
        this.inHead = false;
        break;
      case 'svg':
      case 'math':
        if (this.foreignDepth > 0) this.foreignDepth--;
        break;
      case 'title':
        if (this.title !== null) {
          this.facts.titles.push(squash(this.title));
          this.title = null;
        }
        break;
      case 'script':
        if (this.jsonLd !== null) {
          this.facts.jsonLd.push(this.jsonLd.join(''));
          this.jsonLd = null;
        }
        break;
      case 'picture':
        this.picture = null;
        break;
      case 'video':
      case 'audio':
        if (this.mediaDepth > 0) this.mediaDepth--;
        break;
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        // Any heading end tag closes the open heading, whatever its level.
        if (this.heading !== null) this.endHeading();
        break;
    }
  }

  private text(data: string): void {
    if (this.title !== null) {
      this.title.push(data);
      return;
    }
    if (this.jsonLd !== null) {
      this.jsonLd.push(data);
      return;
    }
    if (this.hiddenDepth > 0 || this.inHead) return;
    if (this.boundary) {
      this.textParts.push(' ');
      this.heading?.parts.push(' ');
      this.boundary = false;
    }
    this.textParts.push(data);
    this.heading?.parts.push(data);
  }

  private endHeading(): void {
    const heading = this.heading as NonNullable<typeof this.heading>;
    this.facts.headings.push({ level: heading.level, text: squash(heading.parts) });
    this.heading = null;
  }

  private meta(attrs: Attributes): void {
    const facts = this.facts;
    const name = (attrs[Attr.Name] ?? '').toLowerCase();
    const content = attrs[Attr.Content] ?? '';
    if (name === 'description') facts.metaDescriptions.push(content.trim());
    else if (name === 'robots' || name === 'googlebot') facts.metaRobots.push(content);
    else if (name === 'viewport') facts.metaViewport ??= content;
    const charset = attrs[Attr.Charset];
    if (charset !== undefined) facts.metaCharset ??= charset.trim();
    const equiv = (attrs[Attr.HttpEquiv] ?? '').toLowerCase();
    if (equiv === 'content-type') {
      const declared = /charset\s*=\s*["']?([^"';\s]+)/i.exec(content)?.[1];
      if (declared) facts.metaCharset ??= declared;
    } else if (equiv === 'content-security-policy') {
      facts.metaCsp.push(content);
    }
    const social = (attrs[Attr.Property] ?? attrs[Attr.Name] ?? '').toLowerCase();
    if (social.startsWith('og:') || social.startsWith('twitter:')) {
      facts.socialTags.push(social);
      // The first of a repeated property is the one consumers read.
      facts.socialValues[social] ??= content.trim();
    }
  }

  private link(attrs: Attributes): void {
    const href = attrs[Attr.Href];
    if (href === undefined || href.trim() === '') return;
    const rel = ` ${(attrs[Attr.Rel] ?? '').toLowerCase().replace(/\s+/g, ' ')} `;
    if (rel.includes(' stylesheet ')) this.resource('stylesheet', href);
    if (rel.includes(' icon ') || rel.includes(' apple-touch-icon ')) {
      this.facts.icons.push(href);
      this.resource('icon', href);
    }
    if (rel.includes(' preload ') || rel.includes(' modulepreload '))
      this.resource('preload', href);
    if (rel.includes(' canonical ')) this.facts.canonicals.push(href.trim());
    const hreflang = attrs[Attr.Hreflang];
    if (rel.includes(' alternate ') && hreflang !== undefined) {
      this.facts.alternates.push({ hreflang: hreflang.trim(), href: href.trim() });
    }
  }

  private script(attrs: Attributes, selfClosed: boolean): void {
    const type = attrs[Attr.Type]?.trim().toLowerCase() ?? null;
    if (type === 'application/ld+json' && !selfClosed) {
      this.jsonLd = [];
      return;
    }
    const src = attrs[Attr.Src];
    if (src === undefined || src.trim() === '') return;
    this.facts.scripts.push({
      src,
      async: attrs[Attr.Async] !== undefined,
      defer: attrs[Attr.Defer] !== undefined,
      type,
    });
    this.resource('script', src);
  }

  private image(attrs: Attributes): void {
    const src = attrs[Attr.Src]?.trim() || null;
    const srcset = attrs[Attr.Srcset]?.trim() || null;
    this.facts.images.push({
      src,
      srcset,
      alt: attrs[Attr.Alt] ?? null,
      sources: this.picture ?? [],
      width: attrs[Attr.Width] ?? null,
      height: attrs[Attr.Height] ?? null,
      loading: attrs[Attr.Loading]?.trim().toLowerCase() ?? null,
    });
    // One request per image, whichever candidate the browser picks.
    this.resource('image', src ?? firstCandidate(srcset));
    if (srcset) this.facts.subresourceUrls.push(...candidates(srcset));
  }

  private source(attrs: Attributes): void {
    const srcset = attrs[Attr.Srcset];
    if (this.picture !== null) {
      this.picture.push({ type: attrs[Attr.Type] ?? null, srcset: srcset ?? null });
      if (srcset) this.facts.subresourceUrls.push(...candidates(srcset));
    } else if (this.mediaDepth > 0) {
      this.resource('media', attrs[Attr.Src]);
    }
  }

  private resource(kind: ResourceKind, url: string | null | undefined): void {
    if (url === undefined || url === null) return;
    const trimmed = url.trim();
    if (trimmed === '') return;
    this.facts.resources.push({ kind, url: trimmed });
    this.facts.subresourceUrls.push(trimmed);
  }
}

/** Tag names are ASCII-case-insensitive; most are written in lower case already. */
function lowerName(name: string): string {
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code >= 0x41 && code <= 0x5a) return name.toLowerCase();
  }
  return name;
}

/** Collapses whitespace runs and trims, as a browser shows text. */
function squash(parts: readonly string[]): string {
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * The URLs of a srcset attribute ("a.webp 1x, b.webp 2x"), read the way the WHATWG algorithm
 * does: a URL runs to the next whitespace (a comma inside it, as in data: URLs, is kept), then
 * descriptors run to the next comma.
 */
export function candidates(srcset: string): string[] {
  const urls: string[] = [];
  const url = /[^\s]+/y;
  let at = 0;
  while (at < srcset.length) {
    while (at < srcset.length && /[\s,]/.test(srcset.charAt(at))) at++;
    url.lastIndex = at;
    const found = url.exec(srcset)?.[0];
    if (found === undefined) break;
    at += found.length;
    // Trailing commas end the candidate; a loop, since /,+$/ retries at every comma of a run.
    let kept = found.length;
    while (kept > 0 && found.charCodeAt(kept - 1) === 0x2c) kept--;
    const trimmed = found.slice(0, kept);
    if (trimmed) urls.push(trimmed);
    // Descriptors ("2x", "480w") follow only a URL that did not end with a comma.
    if (trimmed.length === found.length) {
      const comma = srcset.indexOf(',', at);
      at = comma === -1 ? srcset.length : comma + 1;
    }
  }
  return urls;
}

function firstCandidate(srcset: string | null): string | null {
  return srcset === null ? null : (candidates(srcset)[0] ?? null);
}

export function extractFacts(html: string): PageFacts {
  const collector = new FactCollector(html);
  // Character references are decoded here, only in the text and attributes the checks read:
  // the tokenizer scans text several times faster when it need not stop at every "&".
  const tokenizer = new Tokenizer({ decodeEntities: false }, collector);
  tokenizer.write(html);
  tokenizer.end();
  return collector.facts;
}
