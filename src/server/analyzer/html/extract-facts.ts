// One pass of htmlparser2's tokenizer over the document, collecting PageFacts as the tokens go
// by. No tree is built, and not even htmlparser2's Parser layer is used: every check is defined
// on tags, attributes and text, so the Parser's element stack, per-element attribute objects and
// string slicing of everything would cost a third of the time and add nothing. Where a tree
// matters (inside a heading, a <script>, an <svg>...), a counter of open and close tags stands
// in for it, the way the HTML spec scopes those elements.
import { decodeHTML, decodeHTMLAttribute } from 'entities';
import { Tokenizer } from 'htmlparser2';
import type {
  AnchorFact,
  HeadingFact,
  HeadMetadataKind,
  ImageFact,
  PageFacts,
  ResourceKind,
} from './page-facts.js';

// Tag names are read as small numbers: an open or close tag is matched against the names the
// collector cares about in place, in the document's characters, without slicing a string per tag
// and comparing it with a switch of strings (a 300 KB page has thousands of tags, most of them
// div, span and the like, which match nothing).
const DEPRECATED = 1; // obsolete and non-conforming (WHATWG)
const HIDDEN = 2; // its text is not page content for a reader
const HEAD = 4; // may appear in <head>; any other element means the body has begun
const RAW = 8; // the tokenizer reads its content as raw text, where "&" is just a character
// The HTML parser's "in head" elements: these stay in (or go back into) <head>; any other element
// starts the body. HEAD above is the older, looser notion the visible text has always used.
const HEAD_CONTENT = 16;

const TAG_TABLE: readonly (readonly [string, number])[] = [
  ['', 0], // Tag.Other: any element not listed here
  ['html', 0],
  ['head', 0],
  ['body', 0],
  ['svg', 0],
  ['math', 0],
  ['title', HEAD | HEAD_CONTENT],
  ['base', HEAD | HEAD_CONTENT],
  ['meta', HEAD | HEAD_CONTENT],
  ['link', HEAD | HEAD_CONTENT],
  ['script', HEAD | HEAD_CONTENT | HIDDEN | RAW],
  ['style', HEAD | HEAD_CONTENT | HIDDEN | RAW],
  ['noscript', HEAD | HEAD_CONTENT | HIDDEN],
  ['template', HEAD | HEAD_CONTENT | HIDDEN],
  ['textarea', HIDDEN],
  ['select', HIDDEN],
  ['iframe', HIDDEN | RAW],
  ['noembed', DEPRECATED | HIDDEN | RAW],
  ['noframes', DEPRECATED | HEAD_CONTENT | HIDDEN | RAW],
  ['xmp', DEPRECATED | RAW],
  ['plaintext', DEPRECATED | RAW],
  ['a', 0],
  ['area', 0],
  ['img', 0],
  ['image', 0],
  ['picture', 0],
  ['source', 0],
  ['frame', DEPRECATED],
  ['video', 0],
  ['audio', 0],
  ['track', 0],
  ['embed', 0],
  ['object', 0],
  ['input', 0],
  ['h1', 0],
  ['h2', 0],
  ['h3', 0],
  ['h4', 0],
  ['h5', 0],
  ['h6', 0],
  ['acronym', DEPRECATED],
  ['applet', DEPRECATED],
  ['basefont', DEPRECATED | HEAD_CONTENT],
  ['bgsound', DEPRECATED | HEAD_CONTENT],
  ['big', DEPRECATED],
  ['blink', DEPRECATED],
  ['center', DEPRECATED],
  ['dir', DEPRECATED],
  ['font', DEPRECATED],
  ['frameset', DEPRECATED],
  ['isindex', DEPRECATED],
  ['keygen', DEPRECATED],
  ['listing', DEPRECATED],
  ['marquee', DEPRECATED],
  ['menuitem', DEPRECATED],
  ['multicol', DEPRECATED],
  ['nextid', DEPRECATED],
  ['nobr', DEPRECATED],
  ['rb', DEPRECATED],
  ['rtc', DEPRECATED],
  ['spacer', DEPRECATED],
  ['strike', DEPRECATED],
  ['tt', DEPRECATED],
];

/** Indexes into TAG_TABLE, in its order, for the tags the collector treats specially. */
enum Tag {
  Other,
  Html,
  Head,
  Body,
  Svg,
  Math,
  Title,
  Base,
  Meta,
  Link,
  Script,
  Style,
  Noscript,
  Template,
  Textarea,
  Select,
  Iframe,
  Noembed,
  Noframes,
  Xmp,
  Plaintext,
  A,
  Area,
  Img,
  Image,
  Picture,
  Source,
  Frame,
  Video,
  Audio,
  Track,
  Embed,
  Object,
  Input,
  H1,
  H2,
  H3,
  H4,
  H5,
  H6,
}

const TAG_NAMES: readonly string[] = TAG_TABLE.map(([name]) => name);
// The enum indexes the table: an entry moved in one and not the other would misread tags.
for (const [key, id] of Object.entries(Tag)) {
  if (typeof id === 'number' && id !== Tag.Other && TAG_NAMES[id] !== key.toLowerCase()) {
    throw new Error(`Tag.${key} is not TAG_TABLE[${id}]`);
  }
}
const TAG_FLAGS: Uint8Array = Uint8Array.from(TAG_TABLE, ([, flags]) => flags);
const TAG_BY_NAME: ReadonlyMap<string, number> = new Map(TAG_NAMES.map((name, id) => [name, id]));
const LONGEST_TAG = Math.max(...TAG_NAMES.map((name) => name.length));

/**
 * Tag ids by name length and the low five bits of the first letter (both cases share them). Every
 * key up to the longest name has an entry: a read past an array's end is a slow path in V8.
 */
const TAGS_BY_KEY: number[][] = (() => {
  const table = Array.from({ length: (LONGEST_TAG + 1) * 32 }, (): number[] => []);
  TAG_NAMES.forEach((name, id) => {
    if (name !== '') table[name.length * 32 + (name.charCodeAt(0) & 31)]?.push(id);
  });
  return table;
})();

/**
 * The Tag of the name html[start, end): exactly what looking up the lower-cased name would give
 * (lowerName's String#toLowerCase, so "LIN\u212A" with a Kelvin sign is still <link>).
 */
function tagAt(html: string, start: number, end: number): number {
  const length = end - start;
  if (length > LONGEST_TAG) return Tag.Other; // lower-casing never makes a name shorter
  const bucket = TAGS_BY_KEY[length * 32 + (html.charCodeAt(start) & 31)] as number[];
  for (let b = 0; b < bucket.length; b++) {
    const id = bucket[b] as number;
    const name = TAG_NAMES[id] as string;
    let i = 0;
    while (i < length) {
      const code = html.charCodeAt(start + i);
      const wanted = name.charCodeAt(i);
      if (code !== wanted && !(code >= 0x41 && code <= 0x5a && code + 0x20 === wanted)) break;
      i++;
    }
    if (i === length) return id;
  }
  // Not an ASCII spelling of a listed name; one with other characters may still lower-case to
  // one, so it takes the slow way. Plain ASCII names (div, span...) end here.
  for (let i = start; i < end; i++) {
    if (html.charCodeAt(i) >= 0x80) {
      return TAG_BY_NAME.get(lowerName(html.slice(start, end))) ?? Tag.Other;
    }
  }
  return Tag.Other;
}

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
  // Read only on some elements (see onattribname): images, and <a> for the link checks.
  Role,
  Hidden,
  Title,
  AriaLabel,
  AriaLabelledby,
  Onclick,
  Count,
}

// Candidate attribute names by length and the low five bits of the first letter, matched against
// the document's characters without slicing a string for every attribute name (pages carry
// thousands of class and data-* ones, and most fail at the first lookup).
const LONGEST_ATTRIBUTE = 15; // aria-labelledby
const ATTRIBUTES_BY_KEY: readonly (readonly [string, Attr])[][] = (() => {
  // An entry for every key up to the longest name: a read past an array's end is slow in V8.
  const table = Array.from({ length: (LONGEST_ATTRIBUTE + 1) * 32 }, (): [string, Attr][] => []);
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
    ['role', Attr.Role],
    ['hidden', Attr.Hidden],
    ['title', Attr.Title],
    ['aria-label', Attr.AriaLabel],
    ['aria-labelledby', Attr.AriaLabelledby],
    ['onclick', Attr.Onclick],
  ];
  for (const entry of names) {
    if (entry[0].length > LONGEST_ATTRIBUTE)
      throw new Error(`${entry[0]}: raise LONGEST_ATTRIBUTE`);
    table[attributeKey(entry[0].length, entry[0].charCodeAt(0))]?.push(entry);
  }
  return table;
})();

/** A name's bucket: its length, and the first character's low bits (the same in either case). */
function attributeKey(length: number, firstCode: number): number {
  return length * 32 + (firstCode & 31);
}

/** Which wanted attribute html[start, end) names, ASCII case-insensitively; None if none. */
function attributeAt(html: string, start: number, end: number): Attr {
  if (end - start > LONGEST_ATTRIBUTE) return Attr.None;
  const candidates = ATTRIBUTES_BY_KEY[
    attributeKey(end - start, html.charCodeAt(start))
  ] as readonly (readonly [string, Attr])[];
  for (let c = 0; c < candidates.length; c++) {
    const [name, id] = candidates[c] as readonly [string, Attr];
    let i = 0;
    // | 0x20 lower-cases ASCII letters and leaves digits, ':' and '-' as they are.
    while (i < name.length && (html.charCodeAt(start + i) | 0x20) === name.charCodeAt(i)) i++;
    if (i === name.length) return id;
  }
  return Attr.None;
}

type Attributes = (string | undefined)[];

/** Where the HTML parser stands with the head (its insertion modes, reduced to what moves it). */
enum HeadState {
  /** No element yet: a metadata element here opens the head by itself. */
  Before,
  InHead,
  /** After </head>: metadata elements still go into the head; anything else starts the body. */
  AfterHead,
  Body,
}

/** Whitespace as the HTML parser has it (not \u00a0, which is text). */
function isHtmlWhitespace(text: string): boolean {
  return /^[\t\n\f\r ]*$/.test(text.includes('&') ? decodeHTML(text) : text);
}

/** Width or height of 0 or 1 pixel, as an attribute ("1", "0px") or in a style. */
const PIXEL_SIZE = /^\s*[01](?:\.0*)?\s*(?:px)?\s*$/i;
const HIDDEN_STYLE =
  /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden|(?:width|height)\s*:\s*[01](?:px)?\s*(?:!important\s*)?(?:;|$))/i;

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
    head: {
      titles: [],
      metaDescriptions: [],
      metaRobots: [],
      canonicals: [],
      alternates: [],
      socialValues: {},
    },
    outsideHead: [],
    headEndedBy: null,
    anchors: [],
  };

  private readonly textParts: string[] = [];
  /** A tag was seen since the last text: words on either side of it are separate words. */
  private boundary = false;
  private hiddenDepth = 0;
  private foreignDepth = 0;
  private inHead = false;
  private headState: HeadState = HeadState.Before;
  /** The element being opened goes into the head (set by openTag before it files the element). */
  private elementInHead = false;
  private titleInHead = false;
  private noscriptDepth = 0;
  /** The open <a>: its fact (text filled in at its end), and where its text starts in textParts. */
  private anchor: AnchorFact | null = null;
  private anchorTextStart = 0;
  private anchorAlts: string[] | null = null;
  private title: string[] | null = null;
  private heading: { level: HeadingFact['level']; parts: string[] } | null = null;
  private jsonLd: string[] | null = null;
  private mediaDepth = 0;
  private picture: ImageFact['sources'] | null = null;
  /** The raw-text element being read (<script>, <style>...); Tag.Other when none. */
  private rawText: number = Tag.Other;

  // The tag being read: its Tag, where its name is in the document, and its wanted attributes
  // (one array for every tag instead of one allocated per tag; the next tag empties the slots
  // this one set, and most tags set none).
  private tag: number = Tag.Other;
  private tagStart = 0;
  private tagEnd = 0;
  private readonly attributes: Attributes = new Array(Attr.Count).fill(undefined);
  /** Which slots of `attributes` the tag set, to empty just those at the next tag. */
  private readonly setSlots = new Int8Array(Attr.Count);
  private setCount = 0;
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
    this.tag = tagAt(this.html, start, end);
    this.tagStart = start;
    this.tagEnd = end;
    for (let i = 0; i < this.setCount; i++) this.attributes[this.setSlots[i] as Attr] = undefined;
    this.setCount = 0;
  }

  onattribname(start: number, end: number): void {
    const attribute = attributeAt(this.html, start, end);
    // Sizes and loading are read only on images (SVG icons carry width and height by the
    // hundred), names and handlers only on links: not copied out for every element that has one.
    let wanted = true;
    if (attribute >= Attr.Width) {
      const image = this.tag === Tag.Img || this.tag === Tag.Image;
      if (attribute <= Attr.Hidden)
        wanted = image || (attribute === Attr.Role && this.tag === Tag.A);
      else wanted = this.tag === Tag.A;
    }
    this.attribute = wanted ? attribute : Attr.None;
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
      this.setSlots[this.setCount++] = this.attribute;
    }
    this.attribute = Attr.None;
  }

  onopentagend(): void {
    this.openTag(this.tag, this.attributes, false);
  }

  onselfclosingtag(): void {
    // "/>" closes only foreign (SVG, MathML) elements; in HTML it is ignored.
    this.openTag(this.tag, this.attributes, this.foreignDepth > 0);
  }

  onclosetag(start: number, end: number): void {
    this.closeTag(tagAt(this.html, start, end));
  }

  ontext(start: number, end: number): void {
    // Text that is not whitespace ends the head, as the HTML parser has it (inside <title>,
    // <script>, <style> and the head's <noscript> it is their content, not the page's).
    if (
      this.headState !== HeadState.Body &&
      this.title === null &&
      this.hiddenDepth === 0 &&
      this.foreignDepth === 0 &&
      !isHtmlWhitespace(this.html.slice(start, end))
    ) {
      this.headState = HeadState.Body;
      this.facts.headEndedBy = 'text';
    }
    // Text that text() would drop is not even cut out of the document (the head's style and
    // script bodies, the whitespace between its tags).
    if (this.title === null && this.jsonLd === null && (this.hiddenDepth > 0 || this.inHead)) {
      return;
    }
    const data = this.html.slice(start, end);
    // Script and style bodies are raw text in HTML: no character references there.
    this.text(this.rawText === Tag.Other && data.includes('&') ? decodeHTML(data) : data);
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
    if (this.anchor !== null) this.endAnchor();
  }

  /**
   * Moves the head state for an element about to open, and notes whether the element itself goes
   * into the head (the HTML parser's "before head", "in head" and "after head" insertion modes).
   */
  private advanceHead(name: number, flags: number): void {
    this.elementInHead = false;
    if (this.headState === HeadState.Body || this.foreignDepth > 0) return;
    // Inside the head's <noscript> or <template>: content, not elements of the head (a browser
    // that runs scripts reads <noscript> as text).
    if (this.hiddenDepth > 0) return;
    if (name === Tag.Html) return;
    if (name === Tag.Head) {
      if (this.headState === HeadState.Before) this.headState = HeadState.InHead;
      return;
    }
    const afterHead = this.headState === HeadState.AfterHead;
    // After </head>, <noscript> is not among the elements that go back into the head.
    if ((flags & HEAD_CONTENT) !== 0 && !(afterHead && name === Tag.Noscript)) {
      if (this.headState === HeadState.Before) this.headState = HeadState.InHead;
      this.elementInHead = true;
      return;
    }
    this.headState = HeadState.Body;
    this.facts.headEndedBy = `<${this.tagNameOf(name)}>`;
  }

  /** End tags that move the head state: </head>, and </body> or </html> before any body. */
  private closeHead(name: number): void {
    if (this.headState === HeadState.Body || this.hiddenDepth > 0 || this.foreignDepth > 0) return;
    if (name === Tag.Head) this.headState = HeadState.AfterHead;
    else if (name === Tag.Body || name === Tag.Html) {
      this.headState = HeadState.Body;
      this.facts.headEndedBy = `</${TAG_NAMES[name]}>`;
    }
  }

  /** Head metadata where the parser would not put it in the head: kept, and noted. */
  private outside(kind: HeadMetadataKind, name: string): void {
    this.facts.outsideHead.push({ kind, name });
  }

  private openTag(tag: number, attrs: Attributes, selfClosed: boolean): void {
    const facts = this.facts;
    const name = tag === Tag.Image && this.foreignDepth === 0 ? Tag.Img : tag;
    const flags = TAG_FLAGS[name] as number;
    facts.elementCount++;
    this.boundary = true;
    if (this.inHead && (flags & HEAD) === 0) this.inHead = false;
    this.advanceHead(name, flags);

    const style = attrs[Attr.Style];
    if (style !== undefined && style.trim() !== '') {
      facts.inlineStyleCount++;
      if (facts.inlineStyleSamples.length < INLINE_STYLE_SAMPLES) {
        facts.inlineStyleSamples.push({ tag: this.tagNameOf(name), style: style.trim() });
      }
    }
    if (attrs[Attr.Itemscope] !== undefined) {
      facts.microdataTypes.push(attrs[Attr.Itemtype] || '(untyped)');
    }
    const rdfaType = attrs[Attr.Typeof];
    if (rdfaType) facts.rdfaTypes.push(rdfaType);
    if ((flags & DEPRECATED) !== 0) {
      const tagName = TAG_NAMES[name] as string;
      facts.deprecatedTags[tagName] = (facts.deprecatedTags[tagName] ?? 0) + 1;
    }
    if (!selfClosed && (flags & HIDDEN) !== 0) this.hiddenDepth++;
    if (!selfClosed && this.foreignDepth === 0 && (flags & RAW) !== 0) this.rawText = name;

    switch (name) {
      case Tag.Html:
        facts.htmlLang ??= attrs[Attr.Lang] ?? attrs[Attr.XmlLang] ?? null;
        break;
      case Tag.Head:
        this.inHead = true;
        break;
      case Tag.Body:
        this.inHead = false;
        break;
      case Tag.Svg:
      case Tag.Math:
        if (!selfClosed) this.foreignDepth++;
        break;
      case Tag.Title:
        if (this.foreignDepth === 0 && !selfClosed) {
          this.title = [];
          this.titleInHead = this.elementInHead;
        }
        break;
      case Tag.Base:
        if (attrs[Attr.Href] !== undefined) facts.baseHref ??= attrs[Attr.Href];
        break;
      case Tag.Meta:
        this.meta(attrs);
        break;
      case Tag.Link:
        this.link(attrs);
        break;
      case Tag.Script:
        this.script(attrs, selfClosed);
        break;
      case Tag.A:
      case Tag.Area: {
        const href = attrs[Attr.Href];
        if (href !== undefined) {
          facts.links.push({
            href,
            target: attrs[Attr.Target] ?? null,
            rel: attrs[Attr.Rel] ?? null,
          });
        }
        if (name === Tag.A && this.foreignDepth === 0) this.startAnchor(attrs);
        break;
      }
      case Tag.Noscript:
        if (!selfClosed) this.noscriptDepth++;
        break;
      case Tag.Img:
        this.image(attrs);
        break;
      case Tag.Picture:
        if (!selfClosed) this.picture = [];
        break;
      case Tag.Source:
        this.source(attrs);
        break;
      case Tag.Iframe:
      case Tag.Frame:
        this.resource('frame', attrs[Attr.Src]);
        break;
      case Tag.Video:
      case Tag.Audio:
        if (!selfClosed) this.mediaDepth++;
        this.resource('media', attrs[Attr.Src]);
        this.resource('image', attrs[Attr.Poster]);
        break;
      case Tag.Track:
        this.resource('media', attrs[Attr.Src]);
        break;
      case Tag.Embed:
        this.resource('object', attrs[Attr.Src]);
        break;
      case Tag.Object:
        this.resource('object', attrs[Attr.Data]);
        break;
      case Tag.Input:
        if (attrs[Attr.Type]?.toLowerCase() === 'image') this.resource('image', attrs[Attr.Src]);
        break;
      case Tag.H1:
      case Tag.H2:
      case Tag.H3:
      case Tag.H4:
      case Tag.H5:
      case Tag.H6:
        // A heading start tag ends any open heading (HTML: headings do not nest).
        if (this.heading !== null) this.endHeading();
        if (!selfClosed) {
          this.heading = { level: (name - Tag.H1 + 1) as HeadingFact['level'], parts: [] };
        }
        break;
    }
  }

  /** The lower-case name of the tag being read, as `name` (its Tag, <image> read as <img>). */
  private tagNameOf(name: number): string {
    return name === Tag.Other
      ? lowerName(this.html.slice(this.tagStart, this.tagEnd))
      : (TAG_NAMES[name] as string);
  }

  private closeTag(name: number): void {
    this.boundary = true;
    if (this.rawText === name) this.rawText = Tag.Other;
    if (((TAG_FLAGS[name] as number) & HIDDEN) !== 0 && this.hiddenDepth > 0) this.hiddenDepth--;
    this.closeHead(name);
    switch (name) {
      case Tag.Head:
        this.inHead = false;
        break;
      case Tag.A:
        if (this.anchor !== null && this.foreignDepth === 0) this.endAnchor();
        break;
      case Tag.Noscript:
        if (this.noscriptDepth > 0) this.noscriptDepth--;
        break;
      case Tag.Svg:
      case Tag.Math:
        if (this.foreignDepth > 0) this.foreignDepth--;
        break;
      case Tag.Title:
        if (this.title !== null) {
          const title = squash(this.title);
          this.facts.titles.push(title);
          if (this.titleInHead) this.facts.head.titles.push(title);
          else this.outside('title', 'title');
          this.title = null;
        }
        break;
      case Tag.Script:
        if (this.jsonLd !== null) {
          this.facts.jsonLd.push(this.jsonLd.join(''));
          this.jsonLd = null;
        }
        break;
      case Tag.Picture:
        this.picture = null;
        break;
      case Tag.Video:
      case Tag.Audio:
        if (this.mediaDepth > 0) this.mediaDepth--;
        break;
      case Tag.H1:
      case Tag.H2:
      case Tag.H3:
      case Tag.H4:
      case Tag.H5:
      case Tag.H6:
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

  private startAnchor(attrs: Attributes): void {
    // An <a> inside an open one closes it (the HTML parser's adoption agency does the same).
    if (this.anchor !== null) this.endAnchor();
    // What <noscript> and <template> hold is never built into the page.
    if (this.hiddenDepth > 0) return;
    const label = attrs[Attr.AriaLabel] ?? attrs[Attr.AriaLabelledby] ?? attrs[Attr.Title];
    // Pages carry thousands of links: one object each, filled in at the end, and the link's text
    // read back from the visible text's parts rather than gathered a second time.
    this.anchor = {
      href: attrs[Attr.Href] ?? null,
      text: '',
      imageAlt: '',
      labelled:
        label !== undefined &&
        [attrs[Attr.AriaLabel], attrs[Attr.AriaLabelledby], attrs[Attr.Title]].some(
          (value) => value !== undefined && value.trim() !== '',
        ),
      onclick: attrs[Attr.Onclick] !== undefined,
      role: attrs[Attr.Role]?.trim().toLowerCase() || null,
      rel: attrs[Attr.Rel] ?? null,
    };
    this.facts.anchors.push(this.anchor);
    this.anchorTextStart = this.textParts.length;
    this.anchorAlts = null;
  }

  private endAnchor(): void {
    const anchor = this.anchor as AnchorFact;
    if (this.textParts.length > this.anchorTextStart) {
      anchor.text = squash(this.textParts.slice(this.anchorTextStart));
    }
    if (this.anchorAlts !== null) anchor.imageAlt = squash(this.anchorAlts);
    this.anchor = null;
  }

  private endHeading(): void {
    const heading = this.heading as NonNullable<typeof this.heading>;
    this.facts.headings.push({ level: heading.level, text: squash(heading.parts) });
    this.heading = null;
  }

  private meta(attrs: Attributes): void {
    const facts = this.facts;
    const head = this.elementInHead ? facts.head : null;
    const name = (attrs[Attr.Name] ?? '').toLowerCase();
    const content = attrs[Attr.Content] ?? '';
    if (name === 'description') {
      facts.metaDescriptions.push(content.trim());
      if (head) head.metaDescriptions.push(content.trim());
      else this.outside('description', name);
    } else if (name === 'robots' || name === 'googlebot') {
      facts.metaRobots.push(content);
      if (head) head.metaRobots.push(content);
      else this.outside('robots', name);
    } else if (name === 'viewport') facts.metaViewport ??= content;
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
      if (head) head.socialValues[social] ??= content.trim();
      else this.outside('social', social);
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
    const head = this.elementInHead ? this.facts.head : null;
    if (rel.includes(' canonical ')) {
      this.facts.canonicals.push(href.trim());
      if (head) head.canonicals.push(href.trim());
      else this.outside('canonical', 'canonical');
    }
    const hreflang = attrs[Attr.Hreflang];
    if (rel.includes(' alternate ') && hreflang !== undefined) {
      const alternate = { hreflang: hreflang.trim(), href: href.trim() };
      this.facts.alternates.push(alternate);
      if (head) head.alternates.push({ ...alternate });
      else this.outside('hreflang', alternate.hreflang);
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
    const alt = attrs[Attr.Alt] ?? null;
    const width = attrs[Attr.Width] ?? null;
    const height = attrs[Attr.Height] ?? null;
    const role = attrs[Attr.Role]?.trim().toLowerCase();
    this.facts.images.push({
      src,
      srcset,
      alt,
      sources: this.picture ?? [],
      width,
      height,
      loading: attrs[Attr.Loading]?.trim().toLowerCase() ?? null,
      inNoscript: this.noscriptDepth > 0,
      hidden:
        attrs[Attr.Hidden] !== undefined ||
        HIDDEN_STYLE.test(attrs[Attr.Style] ?? '') ||
        PIXEL_SIZE.test(width ?? '') ||
        PIXEL_SIZE.test(height ?? '') ||
        role === 'presentation' ||
        role === 'none',
    });
    if (alt !== null && this.anchor !== null) {
      this.anchorAlts ??= [];
      this.anchorAlts.push(alt);
    }
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
  const text = parts.join('');
  // Most titles and headings have nothing to collapse (no whitespace but single spaces): the
  // test is cheaper than a replace that rebuilds the string to the same text.
  return (SQUASHABLE.test(text) ? text.replace(/\s+/g, ' ') : text).trim();
}
/** Whitespace other than a space, or two spaces in a row: what squash's replace would change. */
const SQUASHABLE = /[^\S ]| {2}/;

/**
 * The URLs of a srcset attribute ("a.webp 1x, b.webp 2x"), read the way the WHATWG algorithm
 * does: a URL runs to the next whitespace (a comma inside it, as in data: URLs, is kept), then
 * descriptors run to the next comma.
 */
export function candidates(srcset: string): string[] {
  const urls: string[] = [];
  const length = srcset.length;
  let at = 0;
  while (at < length) {
    // Separators, then the URL up to the next whitespace: character tests, not an expression
    // per character and a match array per URL (every image's srcset is read twice).
    while (at < length && (srcset.charCodeAt(at) === 0x2c || isSpace(srcset.charCodeAt(at)))) at++;
    let end = at;
    while (end < length && !isSpace(srcset.charCodeAt(end))) end++;
    if (end === at) break;
    const found = srcset.slice(at, end);
    at = end;
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

/** Whether the UTF-16 unit is whitespace as JavaScript's \s has it. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0x80) return false;
  // Other units are asked of the expression once each and remembered: a URL of non-ASCII
  // characters must not cost an expression per character.
  let known = NON_ASCII_SPACE[code] as number;
  if (known === 0) {
    known = /\s/.test(String.fromCharCode(code)) ? 1 : 2;
    NON_ASCII_SPACE[code] = known;
  }
  return known === 1;
}
/** 0: not asked yet, 1: whitespace, 2: not whitespace. */
const NON_ASCII_SPACE = new Uint8Array(0x10000);

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
