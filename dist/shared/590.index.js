export const id = 590;
export const ids = [590];
export const modules = {

/***/ 5590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PagesRead: () => (/* binding */ PagesRead)
/* harmony export */ });
/* harmony import */ var _shared_robots_directives_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var _resources_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9272);
// Pages another part of the run already read (the crawler, with crawl-discovery: pages or when a
// report lists no links), handed to the link check so that it does not read them again: one GET
// of a page for the whole run instead of two (docs/links.md). What is kept is each page's targets
// on the checked origins, not its HTML: a crawl of 10,000 pages keeps lists of references to
// shared target objects (each distinct target once for the run), not 10,000 documents.


class PagesRead {
    origins;
    pages = new Map();
    /** One object per distinct target of the run, shared by every page that has it. */
    targets = new Map();
    /**
     * `origins`: where the link check requests targets; the others are not kept. `all`: every
     * target is (check-external-links requests those on other sites too).
     */
    constructor(origins) {
        this.origins = origins;
    }
    /** Keeps what the link check needs of a page read at `requested` (the URL it is audited at). */
    keep(requested, read) {
        const resources = [];
        for (const resource of (0,_resources_js__WEBPACK_IMPORTED_MODULE_1__/* .pageResources */ .LO)(read.html, read.url)) {
            if (this.origins !== 'all' && !this.origins.has(new URL(resource.url).origin))
                continue;
            const key = `${resource.kind} ${resource.url}`;
            let shared = this.targets.get(key);
            if (shared === undefined) {
                shared = resource;
                this.targets.set(key, shared);
            }
            resources.push(shared);
        }
        const answer = read.status === undefined || read.redirected !== false
            ? null
            : {
                url: requested,
                status: read.status,
                failure: null,
                hops: [],
                finalUrl: read.url,
                noindex: (0,_shared_robots_directives_js__WEBPACK_IMPORTED_MODULE_0__/* .xRobotsTagBlocksIndexing */ .C)(read.xRobotsTag),
            };
        this.pages.set(requested, { resources, answer });
    }
    /** The page read at `url`, handed over once (and then forgotten); undefined if none was. */
    take(url) {
        const page = this.pages.get(url);
        this.pages.delete(url);
        return page;
    }
    /** Pages kept and not yet taken. */
    get size() {
        return this.pages.size;
    }
}


/***/ }),

/***/ 9272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LO: () => (/* binding */ pageResources)
/* harmony export */ });
/* unused harmony exports refreshUrl, jsonLdUrls, srcsetUrls */
/* harmony import */ var htmlparser2__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5867);
// What a page links to and loads, read from its HTML: the targets the link check requests. Reports
// list a page's links (in_page_links) but no service lists its images, scripts or stylesheets, so
// the runner reads the page itself (docs/links.md) with the HTML parser the crawler already uses.

/** URL attributes by element, and what their target is (the set linkinator reads, and more). */
const ATTRIBUTES = {
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
const LINK_RELS = {
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
const PRELOAD_AS = {
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
function linkKind(rel, as) {
    const words = (rel ?? '')
        .toLowerCase()
        .split(/[\t\n\f\r ]+/)
        .filter((word) => word !== '');
    if (words.length > 0 && words.every((word) => NOT_FETCHED_RELS.has(word)))
        return null;
    for (const word of words) {
        if (Object.hasOwn(LINK_RELS, word))
            return LINK_RELS[word];
        if (word === 'preload' || word === 'prefetch') {
            const loaded = (as ?? '').trim().toLowerCase();
            return Object.hasOwn(PRELOAD_AS, loaded) ? PRELOAD_AS[loaded] : 'resource';
        }
    }
    // next, prev, author, license, search, a feed, or no rel at all: a link.
    return 'link';
}
/**
 * `<meta>` whose content is an absolute URL (og:image, twitter:image, og:url, ...): an image or
 * a video by its name, else a link. Relative contents are not URLs there (`width=device-width`).
 */
function metaKind(attributes) {
    const name = `${attributes.property ?? ''} ${attributes.name ?? ''}`.toLowerCase();
    if (name.includes('image'))
        return 'image';
    if (name.includes('video') || name.includes('audio'))
        return 'media';
    return 'link';
}
/** The URL of `<meta http-equiv=refresh content="5; url=/next">`, as browsers parse it. */
function refreshUrl(content) {
    const match = /^\s*\d[\d.]*(?:\s*[;,]\s*|\s+)(?:url\s*=\s*)?(\S[\s\S]*)$/i.exec(content);
    if (match === null)
        return null;
    let url = match[1].trim();
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
function pageResources(html, pageUrl) {
    let base = pageUrl;
    let resolvedOne = false;
    const found = [];
    const seen = new Set();
    const add = (kind, raw) => {
        if (raw === undefined)
            return;
        const url = URL.parse(raw.trim(), base);
        resolvedOne = true;
        if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:'))
            return;
        url.hash = '';
        const key = `${kind} ${url.href}`;
        if (seen.has(key))
            return;
        seen.add(key);
        found.push({ kind, url: url.href });
    };
    // The text of the JSON-LD block being read, or null outside one.
    let jsonLd = null;
    const parser = new htmlparser2__WEBPACK_IMPORTED_MODULE_0__/* .Parser */ .i({
        onopentag(name, attributes) {
            const urlAttributes = Object.hasOwn(ATTRIBUTES, name) ? ATTRIBUTES[name] : undefined;
            if (urlAttributes !== undefined)
                for (const [attribute, kind] of urlAttributes)
                    add(kind, attributes[attribute]);
            switch (name) {
                case 'base':
                    if (!resolvedOne && attributes.href !== undefined)
                        base = URL.parse(attributes.href.trim(), pageUrl)?.href ?? base;
                    return;
                case 'img':
                case 'source':
                    for (const candidate of srcsetUrls(attributes.srcset))
                        add('image', candidate);
                    return;
                case 'script':
                    if ((attributes.type ?? '').trim().toLowerCase() === 'application/ld+json')
                        jsonLd = [];
                    return;
                case 'link': {
                    const kind = linkKind(attributes.rel, attributes.as);
                    if (kind !== null)
                        add(kind, attributes.href);
                    return;
                }
                case 'meta': {
                    const content = attributes.content;
                    if (content === undefined)
                        return;
                    if ((attributes['http-equiv'] ?? '').trim().toLowerCase() === 'refresh')
                        add('link', refreshUrl(content) ?? undefined);
                    else if (/^https?:\/\//i.test(content.trim()))
                        add(metaKind(attributes), content);
                    return;
                }
            }
        },
        ontext(text) {
            jsonLd?.push(text);
        },
        onclosetag(name) {
            if (name !== 'script' || jsonLd === null)
                return;
            for (const [kind, url] of jsonLdUrls(jsonLd.join('')))
                add(kind, url);
            jsonLd = null;
        },
    }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
    parser.end(html);
    return found;
}
/**
 * schema.org properties whose values are URLs: the list linkinator checks (MIT; taken from the
 * schema.org vocabulary), so that a URL it would find in structured data we find too.
 */
const JSON_LD_URL_PROPERTIES = new Set([
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
    .split(' '));
const JSON_LD_IMAGES = new Set(['image', 'logo', 'thumbnailUrl', 'screenshot', 'layoutImage']);
/**
 * The absolute http(s) URLs of a JSON-LD block under URL properties (also in arrays under them),
 * with their kind. Walked with a stack, not recursion: a page's JSON may nest as deep as it likes.
 * Not JSON: nothing (the analyzer reports structured data that does not parse).
 */
function jsonLdUrls(text) {
    let root;
    try {
        root = JSON.parse(text);
    }
    catch {
        return [];
    }
    const urls = [];
    const stack = [{ value: root, key: null }];
    for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
        const { value, key } = item;
        if (typeof value === 'string') {
            if (key !== null && JSON_LD_URL_PROPERTIES.has(key) && /^https?:\/\//i.test(value))
                urls.push([JSON_LD_IMAGES.has(key) ? 'image' : 'link', value]);
        }
        else if (Array.isArray(value)) {
            // An array's items stand under the array's own property.
            for (let i = value.length - 1; i >= 0; i--)
                stack.push({ value: value[i], key });
        }
        else if (typeof value === 'object' && value !== null) {
            const entries = Object.entries(value);
            for (let i = entries.length - 1; i >= 0; i--) {
                const [childKey, child] = entries[i];
                stack.push({ value: child, key: childKey });
            }
        }
    }
    return urls;
}
/** The URLs of a srcset, parsed as the HTML standard does: a URL is a run without whitespace
 * (commas at its end ending the candidate), then descriptors up to the next comma. */
function srcsetUrls(srcset) {
    if (srcset === undefined)
        return [];
    const urls = [];
    let at = 0;
    while (at < srcset.length) {
        while (at < srcset.length && /[\s,]/.test(srcset[at]))
            at++;
        const start = at;
        while (at < srcset.length && !/\s/.test(srcset[at]))
            at++;
        let url = srcset.slice(start, at);
        if (url.endsWith(','))
            url = url.replace(/,+$/, '');
        else
            while (at < srcset.length && srcset[at] !== ',')
                at++;
        if (url !== '')
            urls.push(url);
    }
    return urls;
}


/***/ }),

/***/ 3591:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ xRobotsTagBlocksIndexing),
/* harmony export */   M: () => (/* binding */ directivesBlockIndexing)
/* harmony export */ });
// Robots directives (a robots meta tag's content, an X-Robots-Tag header) read once for the whole
// project: the analyzer's noindex check judges an audited page by them, and the client's link
// checker judges a linked page by its X-Robots-Tag, so that a page linked and the same page
// audited never disagree (docs/links.md). Google's reading, since Google is the engine a site is
// judged for: `googlebot: noindex` keeps the page out of Google's index, `bingbot: noindex` does
// not, and an `unavailable_after` date in the past drops it like noindex.
/** Directives written "name: value", whose name is not a user agent. */
const VALUED_DIRECTIVES = new Set([
    'unavailable_after',
    'max-snippet',
    'max-image-preview',
    'max-video-preview',
]);
/** The agents whose directives count: every crawler's (no name) and Google's. */
const JUDGED_AGENTS = new Set(['*', 'googlebot']);
/** RFC 822 and RFC 850 dates open with a weekday and a comma: "Wed, 02 Oct 2002 13:00:00 GMT". */
const WEEKDAY = /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*$/;
/**
 * Whether directives for one crawler (a robots meta tag's content, "noindex, follow") keep the
 * page out of the index: `noindex`, `none`, or an `unavailable_after` date already past.
 */
function directivesBlockIndexing(directives, now = Date.now()) {
    return splitDirectives(directives).some((directive) => blocks(directive, now));
}
/**
 * Whether X-Robots-Tag values keep the page out of Google's index. `values` is one header's
 * value, or one value per header line (each line starts again for every crawler). A directive
 * applies to the user agent named last before it in its value ("otherbot: noindex, googlebot:
 * nofollow": noindex is otherbot's), or to every crawler when none is named; only every
 * crawler's and Googlebot's count.
 *
 * Several header lines that arrive joined by commas (as `fetch` gives them) read as one value:
 * "otherbot: nofollow" then "noindex" read as otherbot's two directives. Readers that have the
 * lines apart (the analyzer) pass them as a list.
 */
function xRobotsTagBlocksIndexing(values, now = Date.now()) {
    if (values === null || values === undefined)
        return false;
    const lines = typeof values === 'string' ? [values] : values;
    return lines.some((line) => lineBlocksIndexing(line, now));
}
function lineBlocksIndexing(value, now) {
    let agent = '*';
    for (const part of splitDirectives(value)) {
        let directive = part;
        const prefix = /^([\w-]+)\s*:(.*)$/.exec(directive);
        const name = prefix?.[1] ?? '';
        if (prefix !== null && !VALUED_DIRECTIVES.has(name)) {
            agent = name;
            directive = (prefix[2] ?? '').trim();
        }
        if (JUDGED_AGENTS.has(agent) && blocks(directive, now))
            return true;
    }
    return false;
}
/**
 * Directives lower-cased and trimmed, split on commas; a date whose weekday the comma cut off
 * ("unavailable_after: Wed" and "02 Oct 2002 ...") is put back together.
 */
function splitDirectives(value) {
    const parts = value
        .toLowerCase()
        .split(',')
        .map((part) => part.trim());
    const directives = [];
    for (let index = 0; index < parts.length; index++) {
        const part = parts[index];
        const date = /unavailable_after\s*:\s*(.*)$/.exec(part)?.[1];
        const next = parts[index + 1];
        if (date !== undefined && WEEKDAY.test(date) && next !== undefined) {
            directives.push(`${part}, ${next}`);
            index++;
        }
        else if (part !== '') {
            directives.push(part);
        }
    }
    return directives;
}
function blocks(directive, now) {
    return directive === 'noindex' || directive === 'none' || expired(directive, now);
}
/** "unavailable_after: <date>" in the past drops the page from the index, like noindex. */
function expired(directive, now) {
    const date = /^unavailable_after\s*:\s*(.+)$/.exec(directive)?.[1];
    if (date === undefined)
        return false;
    const time = Date.parse(date);
    return Number.isFinite(time) && time < now;
}


/***/ })

};

//# sourceMappingURL=590.index.js.map