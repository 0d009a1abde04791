export const id = 18;
export const ids = [18,672];
export const modules = {

/***/ 328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ readTextCapped),
/* harmony export */   d: () => (/* binding */ networkReason)
/* harmony export */ });
// Reading what a site answers, for the runner's own requests (sitemaps, the crawler's robots.txt
// and pages, the link checker): why a request failed in a word, and a body read up to a cap.
/** The network error's code (ECONNREFUSED, UND_ERR_CONNECT_TIMEOUT), else its message. */
function networkReason(error) {
    const cause = error.cause;
    if (cause?.code)
        return cause.code;
    if (cause?.message)
        return cause.message;
    return error instanceof Error ? error.message : String(error);
}
/** The body as text, at most `maxBytes` of it (the rest is left unread: links past it are lost). */
async function readTextCapped(body, maxBytes) {
    if (body === null)
        return '';
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        chunks.push(chunk);
        size += chunk.byteLength;
        // Leaving the loop cancels the stream: the rest is never downloaded.
        if (size >= maxBytes)
            break;
    }
    return Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8');
}


/***/ }),

/***/ 8672:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SitemapError: () => (/* binding */ SitemapError),
/* harmony export */   k: () => (/* binding */ readSitemap)
/* harmony export */ });
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var fast_xml_parser__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9658);
/* harmony import */ var fast_xml_parser__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5824);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6752);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8382);
/* harmony import */ var _shared_own_keys_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6678);
/* harmony import */ var _read_body_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(328);
// Reads the page URLs of a sitemap.xml or a sitemap index (nested, gzip allowed). The sitemap URL
// comes from the workflow's author, like `urls`, so the analyzer's SSRF rules do not apply here:
// they would refuse the sitemap of a site served on localhost in CI. What is limited is what a
// broken or hostile answer could cost: time, memory, and the number of files fetched.






const SITEMAP_LIMITS = {
    /** Per sitemap file, after decompression (the protocol allows 50 MB; real ones are far less). */
    maxBytes: 10 * 1024 * 1024,
    /** Per sitemap file, connect to last byte. */
    timeoutMs: 30_000,
    /** Index -> index -> sitemap is as deep as real sites go; deeper is a loop or a trap. */
    maxDepth: 3,
    /** Child sitemaps fetched in all, the top one not counted. */
    maxSitemaps: 50,
};
/** The sitemap could not be read: the message names it and says why, in one line. */
class SitemapError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SeoReportError */ .K {
    name = 'SitemapError';
    get errorCode() {
        return 'SEO_SITEMAP_UNREADABLE';
    }
}
const parser = new fast_xml_parser__WEBPACK_IMPORTED_MODULE_3__/* ["default"] */ .A({
    ignoreAttributes: true,
    removeNSPrefix: true,
    parseTagValue: false,
    trimValues: true,
    isArray: (name) => name === 'url' || name === 'sitemap',
});
async function readSitemap(sitemapUrl, options = {}) {
    const limits = { ...SITEMAP_LIMITS, ...options.limits };
    // Made at the first fetch over HTTP: a build folder's sitemaps are read in process.
    let ownAgent = null;
    const dispatcher = () => {
        if (options.dispatcher)
            return options.dispatcher;
        ownAgent ??= new undici__WEBPACK_IMPORTED_MODULE_1__.Agent({
            connect: { timeout: limits.timeoutMs },
            headersTimeout: limits.timeoutMs,
            bodyTimeout: limits.timeoutMs,
        });
        return ownAgent;
    };
    const content = { urls: [], skipped: 0, sitemapsRead: 0, sitemapsLeftOut: 0 };
    const seenUrls = new Set();
    const seenSitemaps = new Set();
    let children = 0;
    const visit = async (url, depth) => {
        seenSitemaps.add(url);
        const text = await fetchText(depth === 0 ? url : (options.fetchFrom?.(url) ?? url), limits, dispatcher, options);
        content.sitemapsRead += 1;
        const parsed = parse(url, text);
        if (parsed.kind === 'urlset') {
            for (const loc of parsed.locs) {
                const page = httpUrl(loc);
                if (page === null) {
                    content.skipped += 1;
                }
                else if (!seenUrls.has(page)) {
                    seenUrls.add(page);
                    content.urls.push(loc);
                }
            }
            return;
        }
        for (const loc of parsed.locs) {
            const child = httpUrl(loc);
            if (child === null) {
                content.skipped += 1;
                continue;
            }
            if (seenSitemaps.has(child))
                continue;
            if (depth + 1 > limits.maxDepth || children >= limits.maxSitemaps) {
                content.sitemapsLeftOut += 1;
                continue;
            }
            children += 1;
            await visit(child, depth + 1);
        }
    };
    try {
        const top = httpUrl(sitemapUrl);
        if (top === null) {
            throw new SitemapError(`sitemap ${sitemapUrl}: must be an absolute http(s) URL`);
        }
        await visit(top, 0);
        return content;
    }
    finally {
        await ownAgent?.close();
    }
}
async function fetchText(url, limits, dispatcher, options) {
    const fail = (why) => new SitemapError(`sitemap ${url}: ${why}`);
    const { signal } = options;
    // Stopped already: the fetch says so, as it always has.
    const local = signal?.aborted ? null : ((await options.readInProcess?.(url)) ?? null);
    let bytes;
    if (local === null)
        bytes = await fetchBytes(url, limits, dispatcher(), signal, fail);
    // The cap a fetch applies as the body arrives, in its words.
    else if (local.length > limits.maxBytes)
        throw fail(`larger than ${limits.maxBytes / 1024 / 1024} MB`);
    else
        bytes = local;
    // Gzip by name or by content: servers send .xml.gz as raw bytes, and some gzip a .xml without
    // saying so in Content-Encoding (which fetch would have undone).
    if (url.toLowerCase().split(/[?#]/)[0]?.endsWith('.gz') ||
        (bytes[0] === 0x1f && bytes[1] === 0x8b)) {
        try {
            bytes = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gunzipSync)(bytes, { maxOutputLength: limits.maxBytes });
        }
        catch (error) {
            const tooLarge = error.code === 'ERR_BUFFER_TOO_LARGE';
            throw fail(tooLarge
                ? `larger than ${limits.maxBytes / 1024 / 1024} MB once decompressed`
                : 'is not valid gzip');
        }
    }
    return bytes.toString('utf8');
}
async function fetchBytes(url, limits, dispatcher, signal, fail) {
    const deadline = AbortSignal.timeout(limits.timeoutMs);
    try {
        const response = await (0,undici__WEBPACK_IMPORTED_MODULE_1__.fetch)(url, {
            dispatcher,
            signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
            headers: { accept: 'application/xml, text/xml, */*;q=0.5' },
            redirect: 'follow',
        });
        if (!response.ok) {
            await response.body?.cancel();
            throw fail(`the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
        }
        return await readCapped(response.body, limits.maxBytes, fail);
    }
    catch (error) {
        if (error instanceof SitemapError)
            throw error;
        if (deadline.aborted)
            throw fail(`no complete answer within ${limits.timeoutMs / 1000} s`);
        if (signal?.aborted)
            throw fail('cancelled');
        throw fail(`could not be fetched (${(0,_read_body_js__WEBPACK_IMPORTED_MODULE_4__/* .networkReason */ .d)(error)})`);
    }
}
async function readCapped(body, maxBytes, fail) {
    if (body === null)
        return Buffer.alloc(0);
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.byteLength;
        if (size > maxBytes) {
            await body.cancel().catch(() => { });
            throw fail(`larger than ${maxBytes / 1024 / 1024} MB`);
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks);
}
function parse(url, text) {
    const fail = (why) => new SitemapError(`sitemap ${url}: ${why}`);
    const valid = fast_xml_parser__WEBPACK_IMPORTED_MODULE_5__/* .XMLValidator */ .iI.validate(text);
    if (valid !== true) {
        throw fail(`is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
    }
    let document;
    try {
        document = parser.parse(text);
    }
    catch (error) {
        throw fail(`is not readable XML (${error instanceof Error ? error.message : String(error)})`);
    }
    // Own keys only, as for every document from outside (the parser itself refuses tags named
    // __proto__ or constructor).
    const child = (value, name) => typeof value === 'object' && value !== null
        ? (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .own */ .Z)(value, name)
        : undefined;
    const locsOf = (items) => (Array.isArray(items) ? items : []).flatMap((item) => {
        const loc = child(item, 'loc');
        return typeof loc === 'string' && loc !== '' ? [loc] : [];
    });
    const urlset = child(document, 'urlset');
    if (urlset !== undefined)
        return { kind: 'urlset', locs: locsOf(child(urlset, 'url')) };
    const index = child(document, 'sitemapindex');
    if (index !== undefined)
        return { kind: 'sitemapindex', locs: locsOf(child(index, 'sitemap')) };
    throw fail('is neither a <urlset> nor a <sitemapindex> (is the URL right?)');
}
/** The normalised absolute http(s) URL, or null. */
function httpUrl(text) {
    try {
        const url = new URL(text);
        return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    }
    catch {
        return null;
    }
}


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  crawlAndAudit: () => (/* reexport */ crawlAndAudit),
  httpSiteReader: () => (/* reexport */ httpSiteReader)
});

// UNUSED EXPORTS: LEFT_OUT_REASONS

// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/shared/robots-txt.ts
var robots_txt = __webpack_require__(701);
// EXTERNAL MODULE: ./src/client/audit/run-audit.ts + 2 modules
var run_audit = __webpack_require__(158);
// EXTERNAL MODULE: ./src/client/audit/sitemap.ts
var audit_sitemap = __webpack_require__(8672);
// EXTERNAL MODULE: ./src/shared/url-key.ts
var url_key = __webpack_require__(5026);
// EXTERNAL MODULE: ./src/client/api/params.ts
var params = __webpack_require__(7712);
// EXTERNAL MODULE: ./src/client/crawl/patterns.ts
var patterns = __webpack_require__(2180);
;// CONCATENATED MODULE: ./src/client/crawl/types.ts
// What a crawl is asked to do (parsed and checked by src/client/app/crawl-config.ts) and what it
// tells about the pages it found: data, which each face words.
const LEFT_OUT_REASONS = [
    'max_pages',
    'robots',
    'exclude',
    'sample',
    'other_origin',
    'non_html',
    'other',
];

;// CONCATENATED MODULE: ./src/client/crawl/frontier.ts
// The crawl's frontier: every URL found, keyed the way the audit keys pages (src/shared/url-key.ts,
// so no page is audited twice), judged once when first found (origin, file type, robots.txt,
// include and exclude, samples, max-pages), and the admitted ones handed out first in, first out:
// breadth first, the given URLs before the pages they link to.




/** Extensions of files that are not web pages: a report of one would be spent for nothing. */
const NON_HTML_EXTENSIONS = new Set(('pdf jpg jpeg png gif webp avif svg ico bmp tif tiff heic mp4 webm mov avi mkv mp3 wav ogg ' +
    'flac m4a zip gz tgz tar rar 7z bz2 xz exe dmg msi apk deb rpm iso doc docx xls xlsx ppt pptx ' +
    'odt ods odp csv json xml rss atom txt md css js mjs map woff woff2 ttf otf eot wasm').split(' '));
/** `http://` or `https://`, in any case: what /^https?:\/\//i tests, without a regex per link. */
function isAbsoluteHttp(text) {
    // | 32 lower-cases an ASCII letter (and leaves ':' and '/' as they are).
    if ((text.charCodeAt(0) | 32) !== 104 || (text.charCodeAt(1) | 32) !== 116)
        return false;
    if ((text.charCodeAt(2) | 32) !== 116 || (text.charCodeAt(3) | 32) !== 112)
        return false;
    const colon = (text.charCodeAt(4) | 32) === 115 ? 5 : 4;
    return text.startsWith('://', colon);
}
class Frontier {
    options;
    seen = new Set();
    /** Absolute hrefs offered already, exactly as written (a cache in front of `seen`). */
    offered = new Set();
    queue = [];
    head = 0;
    admitted = 0;
    sampled = new Map();
    leftOut = Object.fromEntries(LEFT_OUT_REASONS.map((reason) => [reason, 0]));
    constructor(options) {
        this.options = options;
    }
    /** Distinct URLs found so far. */
    get found() {
        return this.seen.size;
    }
    /** URLs admitted (queued or handed out), the released ones not counted. */
    get admittedCount() {
        return this.admitted;
    }
    /** URLs admitted and not yet handed out. */
    get waiting() {
        return this.queue.length - this.head;
    }
    /**
     * A URL the user gave: audited whatever the patterns and robots.txt say (they named it), but
     * once, and within max-pages.
     */
    seed(url) {
        const parsed = URL.parse(url);
        if (parsed === null)
            return 'other';
        parsed.hash = '';
        return this.admit(parsed, true);
    }
    /** A URL found in a sitemap or a page (`base` resolves relative links). */
    offer(href, base) {
        // The fragment never reaches a server, and a dropped query makes variants one page: both are
        // cut from the text, so that `/a#top` and `/a` meet in the cache below and no URL object is
        // edited afterwards (each URL setter serialises the whole URL again).
        const text = this.withoutFragmentAndQuery(href);
        // Most links of a site are the same few (navigation, footer), and reports list them
        // absolute: one met before is answered without parsing it again.
        const absolute = isAbsoluteHttp(text);
        if (absolute && this.offered.has(text))
            return 'seen';
        const answer = this.judge(text, absolute ? undefined : base);
        if (absolute)
            this.offered.add(text);
        return answer;
    }
    /** `href` up to its `#`, and up to its `?` unless queries are kept (the same in any URL). */
    withoutFragmentAndQuery(href) {
        const hash = href.indexOf('#');
        const text = hash === -1 ? href : href.slice(0, hash);
        if (this.options.keepQuery)
            return text;
        const query = text.indexOf('?');
        return query === -1 ? text : text.slice(0, query);
    }
    judge(text, base) {
        const parsed = URL.parse(text, base === undefined ? undefined : String(base));
        // Not http(s) (mailto:, javascript:, tel:) is not a page: not counted as found.
        if (parsed === null || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
            return 'seen';
        // A relative link cut to nothing ("#top", "?page=2") is the base itself, query included.
        if (base !== undefined) {
            if (parsed.hash !== '')
                parsed.hash = '';
            if (!this.options.keepQuery && parsed.search !== '')
                parsed.search = '';
        }
        return this.admit(parsed, false);
    }
    /** The next URL to audit, breadth first; undefined when none is waiting. */
    next() {
        if (this.head === this.queue.length)
            return undefined;
        const url = this.queue[this.head];
        this.head++;
        // Drop the handed-out part now and then, so that a long crawl does not keep it all.
        if (this.head > 1024 && this.head * 2 > this.queue.length) {
            this.queue.splice(0, this.head);
            this.head = 0;
        }
        return url;
    }
    /** A URL handed out turned out not to be auditable (not HTML, unreadable): its place is freed. */
    release(reason) {
        this.admitted--;
        this.leftOut[reason]++;
    }
    admit(url, given) {
        const key = (0,url_key/* urlKeyOf */.QD)(url);
        if (this.seen.has(key))
            return 'seen';
        this.seen.add(key);
        const reason = given ? this.seedProblem(url) : this.problem(url);
        if (reason !== null) {
            this.leftOut[reason]++;
            return reason;
        }
        if (this.admitted >= this.options.maxPages) {
            this.leftOut.max_pages++;
            return 'max_pages';
        }
        if (!given) {
            const rule = this.options.samples.find((sample) => (0,patterns/* patternMatches */.e)(sample.pattern, url));
            if (rule !== undefined) {
                const taken = this.sampled.get(rule) ?? 0;
                if (taken >= rule.max) {
                    this.leftOut.sample++;
                    return 'sample';
                }
                this.sampled.set(rule, taken + 1);
            }
        }
        this.admitted++;
        this.queue.push(url.href);
        return 'queued';
    }
    seedProblem(url) {
        return (0,params/* reportUrlProblem */.Np)(url.href) === null ? null : 'other';
    }
    problem(url) {
        if (!this.options.origins.has(url.origin))
            return 'other_origin';
        if ((0,params/* reportUrlProblem */.Np)(url.href) !== null)
            return 'other';
        if (NON_HTML_EXTENSIONS.has(extensionOf(url.pathname)))
            return 'non_html';
        if (this.options.exclude.some((pattern) => (0,patterns/* patternMatches */.e)(pattern, url)))
            return 'exclude';
        if (this.options.include.length > 0 &&
            !this.options.include.some((pattern) => (0,patterns/* patternMatches */.e)(pattern, url)))
            return 'exclude';
        if (this.options.robotsAllow !== undefined && !this.options.robotsAllow(url))
            return 'robots';
        return null;
    }
}
function extensionOf(pathname) {
    const slash = pathname.lastIndexOf('/');
    const dot = pathname.lastIndexOf('.');
    return dot > slash ? pathname.slice(dot + 1).toLowerCase() : '';
}

// EXTERNAL MODULE: ./node_modules/htmlparser2/dist/Parser.js
var Parser = __webpack_require__(5867);
// EXTERNAL MODULE: ./src/shared/findings/read.ts
var read = __webpack_require__(7074);
// EXTERNAL MODULE: ./src/shared/own-keys.ts
var own_keys = __webpack_require__(6678);
;// CONCATENATED MODULE: ./src/client/crawl/links.ts
// A page's links, from its report or from its HTML. Reports list them under `in_page_links`:
// deployed services as `Internals` and `Externals`, lists of `{url, text}` (PHP lists may come as
// objects with numeric keys); ours the same lists of `{url}`, and older versions of ours only
// `internalUrls`, the first 50 internal targets.



/** Where reports list a page's links: deployed services' casing, and ours older and newer. */
const LINK_LISTS = ['Internals', 'Externals', 'internals', 'externals', 'internalUrls'];
/**
 * The link targets a report lists (relative ones as written); null when it lists none. Read for
 * every page of a crawl, so it walks the lists in place rather than copying them.
 */
function reportLinks(report) {
    const value = report?.checks ? (0,own_keys/* own */.Z)(report.checks, 'in_page_links')?.value : undefined;
    if (value === undefined || value === null || !(0,read/* isRecord */.u4)(value))
        return null;
    let listed = false;
    const links = [];
    for (const name of LINK_LISTS) {
        const found = Object.hasOwn(value, name) ? value[name] : undefined;
        if (found === undefined)
            continue;
        listed = true;
        if (Array.isArray(found))
            for (const item of found)
                addLink(item, links);
        // A PHP list serialised as an object: {"0": .., "3": ..} (list() in shared/findings/read.ts).
        else if ((0,read/* isRecord */.u4)(found))
            for (const item of phpListItems(found))
                addLink(item, links);
    }
    return listed ? links : null;
}
function addLink(item, links) {
    const url = typeof item === 'string' ? item : ((0,read/* field */.ZZ)(item, 'url') ?? (0,read/* field */.ZZ)(item, 'href'));
    if (typeof url !== 'string')
        return;
    const trimmed = url.trim();
    if (trimmed !== '')
        links.push(trimmed);
}
/** The values of an object whose keys are all indexes; none when a key is not one. */
function phpListItems(value) {
    const items = [];
    for (const key in value) {
        if (!Object.hasOwn(value, key) || key === '')
            return [];
        for (let i = 0; i < key.length; i++) {
            const code = key.charCodeAt(i);
            if (code < 48 || code > 57)
                return [];
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
function htmlLinks(html, pageUrl) {
    let base = pageUrl;
    let linked = false;
    const links = [];
    const parser = new Parser/* Parser */.i({
        onopentag(name, attributes) {
            const href = attributes.href;
            if (href === undefined)
                return;
            if (name === 'base' && !linked) {
                base = URL.parse(href.trim(), pageUrl)?.href ?? base;
            }
            else if (name === 'a' || name === 'area') {
                linked = true;
                const url = URL.parse(href.trim(), base);
                if (url !== null && (url.protocol === 'http:' || url.protocol === 'https:'))
                    links.push(url.href);
            }
        },
    }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
    parser.end(html);
    return links;
}

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./src/client/audit/read-body.ts
var read_body = __webpack_require__(328);
;// CONCATENATED MODULE: ./src/client/crawl/site.ts
// What the crawler reads from the site itself: robots.txt, and pages when their report lists no
// links (or with discovery: pages). Like the sitemap, the URLs come from the workflow's author,
// so the analyzer's address rules do not apply (they would refuse a site served on localhost in
// CI); what is limited is what a broken or hostile site could cost: time and memory.


/** The crawler's name in robots.txt (RFC 9309 product token); without a group of its own, `*`. */
const CRAWLER_TOKEN = 'seo-report-crawler';
const USER_AGENT = `Mozilla/5.0 (compatible; ${CRAWLER_TOKEN})`;
const SITE_LIMITS = {
    timeoutMs: 30_000,
    maxRobotsBytes: 512 * 1024,
    maxPageBytes: 5 * 1024 * 1024,
};
/**
 * The reader over real HTTP. `headers` go to `headersOrigin` only (a protected preview's
 * `headers` option): never to another origin the crawl follows.
 */
function httpSiteReader(options = {}) {
    const limits = { ...SITE_LIMITS, ...options.limits };
    const alias = options.servedAs;
    const fetchFrom = (url) => alias !== undefined && url.startsWith(`${alias.productionOrigin}/`)
        ? `${alias.servedOrigin}${url.slice(alias.productionOrigin.length)}`
        : url;
    const readAs = (url) => alias !== undefined && url.startsWith(`${alias.servedOrigin}/`)
        ? `${alias.productionOrigin}${url.slice(alias.servedOrigin.length)}`
        : url;
    const agent = new undici.Agent({
        connect: { timeout: limits.timeoutMs },
        headersTimeout: limits.timeoutMs,
        bodyTimeout: limits.timeoutMs,
    });
    const get = async (url, maxBytes, accept, signal) => {
        const deadline = AbortSignal.timeout(limits.timeoutMs);
        const extra = options.headersOrigins?.has(new URL(url).origin) ? options.headers : undefined;
        const response = await (0,undici.fetch)(fetchFrom(url), {
            dispatcher: agent,
            signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
            headers: { ...extra, accept, 'user-agent': USER_AGENT },
            redirect: 'follow',
        });
        const type = response.headers.get('content-type') ?? '';
        const body = response.ok ? await (0,read_body/* readTextCapped */.X)(response.body, maxBytes) : null;
        if (!response.ok)
            await response.body?.cancel();
        return {
            status: response.status,
            url: readAs(response.url || fetchFrom(url)),
            type,
            body,
            redirected: response.redirected,
            xRobotsTag: response.headers.get('x-robots-tag'),
        };
    };
    return {
        async robots(origin, signal) {
            const url = `${origin}/robots.txt`;
            try {
                const answer = await get(url, limits.maxRobotsBytes, 'text/plain, */*;q=0.5', signal);
                if (answer.body !== null)
                    return { kind: 'found', text: answer.body, url: answer.url };
                if (answer.status >= 400 && answer.status < 500)
                    return { kind: 'none', status: answer.status };
                return { kind: 'unavailable', why: `it answered ${answer.status}` };
            }
            catch (error) {
                return { kind: 'unavailable', why: `it could not be read (${(0,read_body/* networkReason */.d)(error)})` };
            }
        },
        async page(url, signal) {
            try {
                const answer = await get(url, limits.maxPageBytes, 'text/html, */*;q=0.5', signal);
                if (answer.body === null)
                    return { kind: 'failed', why: `it answered ${answer.status}` };
                const type = answer.type.split(';')[0]?.trim().toLowerCase() ?? '';
                if (type !== '' && type !== 'text/html' && type !== 'application/xhtml+xml')
                    return { kind: 'not_html', contentType: type };
                return {
                    kind: 'html',
                    url: answer.url,
                    html: answer.body,
                    status: answer.status,
                    redirected: answer.redirected,
                    xRobotsTag: answer.xRobotsTag,
                };
            }
            catch (error) {
                return { kind: 'failed', why: `it could not be read (${(0,read_body/* networkReason */.d)(error)})` };
            }
        },
        close: () => agent.close(),
    };
}

;// CONCATENATED MODULE: ./src/client/crawl/crawl.ts
// The crawl: the given URLs, then the site's sitemap, then the pages they link to, breadth first,
// each audited as soon as it is found. Pages are fed into the running audit's pool one by one,
// not after a discovery of the whole site: the first reports are on their way while the crawl
// is still finding pages, and max-pages bounds the reports asked for, never the pages read.







/** Pages the runner reads at once for their links (discovery: pages). */
const READ_CONCURRENCY = 4;
async function crawlAndAudit(client, plan, request, reader, hooks = {}, cancel, sitemapOptions = {}) {
    const { options } = request;
    const stop = AbortSignal.any([
        ...(plan.deadline ? [plan.deadline] : [AbortSignal.timeout(plan.timeoutMs)]),
        ...(cancel ? [cancel] : []),
    ]);
    const deadlinePlan = { ...plan, deadline: plan.deadline ?? stop };
    let bookkeepingMs = 0;
    // The crawler's own work, timed apart from the waits on the site and the service.
    const timed = (work) => {
        const started = performance.now();
        try {
            return work();
        }
        finally {
            bookkeepingMs += performance.now() - started;
        }
    };
    const note = (line) => hooks.onNote?.(line);
    const seedOrigins = [...new Set(request.seeds.map((url) => new URL(url).origin))];
    const origins = new Set([...seedOrigins, ...options.origins]);
    const robots = await readRobots([...origins], reader, options.robots, note, stop);
    const frontier = new Frontier({
        maxPages: options.maxPages,
        include: options.include,
        exclude: options.exclude,
        samples: options.samples,
        keepQuery: options.keepQuery,
        origins,
        ...(options.robots
            ? {
                robotsAllow: (url) => {
                    const rules = robots.get(url.origin);
                    if (rules === undefined || rules === null)
                        return true;
                    if (rules === 'blocked')
                        return false;
                    return (0,robots_txt/* robotsAllows */.K)(rules, `${url.pathname}${url.search}`, CRAWLER_TOKEN).allowed;
                },
            }
            : {}),
    });
    timed(() => {
        for (const seed of request.seeds)
            frontier.seed(seed);
    });
    const given = new Set(request.seeds.map((seed) => new URL(seed.split('#')[0]).href));
    const auditor = (0,run_audit/* createAuditor */.xW)(client, deadlinePlan, hooks, cancel);
    const outcomes = [];
    const counts = { pagesRead: 0, sitemaps: [], sitemapPages: 0 };
    // Every entry read, for the sitemap's hygiene across pages (site-findings): audited or not.
    let sitemapEntries = [];
    const readLimit = (0,p_limit/* default */.A)(READ_CONCURRENCY);
    let inFlight = 0;
    let failure = null;
    let finish = () => { };
    const finished = new Promise((resolve) => {
        finish = resolve;
    });
    const stopped = () => auditor.stopped || stop.aborted || failure !== null;
    const offerEach = (links, base) => {
        for (const link of links)
            frontier.offer(link, base);
    };
    const offerAll = (links, base) => timed(() => offerEach(links, base));
    const linksOfPage = async (url) => {
        const page = await reader.page(url, stop);
        counts.pagesRead++;
        return page.kind === 'html' ? timed(() => htmlLinks(page.html, page.url)) : [];
    };
    const auditThenRead = async (url) => {
        const slot = outcomes.push(undefined) - 1;
        const outcome = await auditor.audit(url);
        outcomes[slot] = outcome;
        if (stopped())
            return;
        const base = outcome.report?.fullUrl ?? url;
        // The report's own list costs no request; a service that lists no links leaves it to us.
        const listed = timed(() => {
            const links = reportLinks(outcome.report);
            if (links !== null)
                offerEach(links, base);
            return links !== null;
        });
        if (!listed)
            offerAll(await linksOfPage(url), base);
    };
    const readThenAudit = async (url) => {
        const page = await readLimit(() => reader.page(url, stop));
        counts.pagesRead++;
        // A URL the user gave is audited whatever it answers, as without a crawl.
        if (page.kind === 'not_html' && !given.has(url)) {
            frontier.release('non_html');
            return;
        }
        // A page the runner cannot read may still be one the service can: it is audited anyway.
        if (page.kind === 'html')
            offerAll(timed(() => htmlLinks(page.html, page.url)), page.url);
        pump();
        if (stopped())
            return;
        const slot = outcomes.push(undefined) - 1;
        outcomes[slot] = await auditor.audit(url);
    };
    const track = (work) => {
        inFlight++;
        work
            .catch((error) => {
            failure ??= error;
        })
            .finally(() => {
            inFlight--;
            pump();
            if (inFlight === 0)
                finish();
        });
    };
    function pump() {
        if (stopped())
            return;
        for (let url = frontier.next(); url !== undefined; url = frontier.next()) {
            track(options.discovery === 'pages' ? readThenAudit(url) : auditThenRead(url));
        }
    }
    const known = request.sitemap === undefined ? request.siteSitemap : undefined;
    const sitemapsRead = (known !== undefined
        ? Promise.resolve(known === null ? { files: [], urls: [] } : { files: known.files, urls: known.entries })
        : readSitemaps(request.sitemap, seedOrigins, robots, sitemapOptions, stop, note)).then((found) => {
        counts.sitemaps = found.files;
        counts.sitemapPages = found.urls.length;
        sitemapEntries = found.urls;
        timed(() => {
            for (const url of found.urls)
                frontier.offer(url);
        });
    });
    // A sitemap the user gave is read before any report is asked for: one that cannot be read fails
    // the job before it spends quota, as without a crawl. The site's own is read beside the first
    // audits, and its pages join the queue when it comes.
    if (request.sitemap !== undefined)
        await sitemapsRead;
    track(sitemapsRead);
    pump();
    await finished;
    if (failure !== null)
        throw failure;
    const audited = outcomes.filter((outcome) => outcome !== undefined);
    // Admitted but never started: the audit stopped first.
    const leftOut = { ...frontier.leftOut };
    leftOut.other += frontier.waiting;
    return {
        result: auditor.result(audited),
        sitemap: counts.sitemaps.length === 0
            ? null
            : // The folder's sitemap (site-dir) keeps what it knows of its origins (`alias`).
                { ...known, files: counts.sitemaps, entries: sitemapEntries },
        counts: {
            found: frontier.found,
            audited: audited.length,
            maxPages: options.maxPages,
            leftOut,
            sitemaps: counts.sitemaps,
            sitemapPages: counts.sitemapPages,
            pagesRead: counts.pagesRead,
            bookkeepingMs: Math.round(bookkeepingMs * 10) / 10,
        },
    };
}
/**
 * Each origin's robots.txt: its rules, null when there is none (or robots.txt is not obeyed), or
 * 'blocked' when it could not be read (RFC 9309: a crawler then keeps out of the whole site).
 * Read even when it is not obeyed: its Sitemap lines still name the site's sitemap.
 */
async function readRobots(origins, reader, obey, note, signal) {
    const robots = new Map();
    await Promise.all(origins.map(async (origin) => {
        const read = await reader.robots(origin, signal);
        if (read.kind === 'found')
            robots.set(origin, (0,robots_txt/* parseRobotsTxt */.N)(read.text, read.url));
        else if (read.kind === 'none')
            robots.set(origin, null);
        else {
            robots.set(origin, obey ? 'blocked' : null);
            if (obey)
                note(`${origin}/robots.txt: ${read.why}, so the crawl keeps out of ${origin} (as crawlers do) and audits only the URLs given there; turn off crawl-robots to crawl it anyway.`);
        }
    }));
    return robots;
}
/**
 * The sitemap given, or else each origin's: the ones its robots.txt names, else /sitemap.xml when
 * there is one. A given sitemap that cannot be read fails the job, as without a crawl; a site's
 * own that cannot be read is a note.
 */
async function readSitemaps(given, origins, robots, options, signal, note) {
    if (given !== undefined) {
        const content = await (0,audit_sitemap/* readSitemap */.k)(given, { ...options, signal });
        return { files: [given], urls: content.urls };
    }
    const files = [];
    const urls = [];
    for (const origin of origins) {
        const rules = robots.get(origin);
        const named = rules && rules !== 'blocked' ? rules.sitemaps : [];
        for (const sitemap of named.length > 0 ? named : [`${origin}/sitemap.xml`]) {
            try {
                const content = await (0,audit_sitemap/* readSitemap */.k)(sitemap, { ...options, signal });
                files.push(sitemap);
                urls.push(...content.urls);
            }
            catch (error) {
                if (!(error instanceof audit_sitemap.SitemapError))
                    throw error;
                // No /sitemap.xml is the common case, not worth a line; a named one that fails is.
                if (named.length > 0 || !/answered 404/.test(error.message))
                    note(error.message);
            }
        }
    }
    return { files, urls };
}

;// CONCATENATED MODULE: ./src/client/crawl/index.ts
// The crawler (docs/crawl.md): given URLs, the site's sitemap and the pages they link to, fed into
// the running audit breadth first, within max-pages, robots.txt, include and exclude, samples.





/***/ }),

/***/ 701:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ robotsAllows),
/* harmony export */   N: () => (/* binding */ parseRobotsTxt)
/* harmony export */ });
/* harmony import */ var _wildcard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3179);
// robots.txt as RFC 9309 reads it: groups of user-agent lines with allow/disallow rules, `*` and
// `$` in patterns, the most specific (longest) matching rule wins and allow wins a tie. A crawler
// obeys the groups naming its product token (all of them, merged), and only when there are none
// the `*` groups. Sitemap lines stand outside the groups. Shared: the analyzer judges pages by
// it, and the client's crawler (src/client/crawl/) obeys it.
//
// Patterns are matched by a linear wildcard matcher, not by turning `*` into a regular
// expression's `.*`: a dozen wildcards made the backtracking engine run for minutes on one path.

/** The crawler we judge pages for when none is named: any crawler without its own group. */
const ANY_CRAWLER = '*';
function parseRobotsTxt(text, baseUrl) {
    const byAgent = new Map();
    const sitemaps = [];
    let agents = [];
    let inRules = false;
    for (const rawLine of text.split(/\r\n|\r|\n/)) {
        const hash = rawLine.indexOf('#');
        const line = (hash === -1 ? rawLine : rawLine.slice(0, hash)).trim();
        const colon = line.indexOf(':');
        if (colon <= 0)
            continue;
        const field = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        if (field === 'sitemap') {
            const url = URL.parse(value, baseUrl);
            if (url)
                sitemaps.push(url.href);
        }
        else if (field === 'user-agent') {
            // A user-agent line after rules opens a new group.
            if (inRules)
                agents = [];
            inRules = false;
            const token = productToken(value);
            if (token !== '')
                agents.push(token);
        }
        else if (field === 'allow' || field === 'disallow') {
            inRules = true;
            // An empty Disallow allows everything: it is no rule at all.
            if (value === '')
                continue;
            for (const agent of agents) {
                const list = byAgent.get(agent) ?? [];
                list.push({ allow: field === 'allow', pattern: value });
                byAgent.set(agent, list);
            }
        }
    }
    const rules = byAgent.get(ANY_CRAWLER) ?? [];
    byAgent.delete(ANY_CRAWLER);
    return { rules, agents: byAgent, sitemaps };
}
/** "Googlebot/2.1 (+http://...)" names the crawler "googlebot" (RFC 9309 2.2.1). */
function productToken(value) {
    const end = value.search(/[\s/]/);
    return (end === -1 ? value : value.slice(0, end)).toLowerCase();
}
/**
 * Is `pathAndQuery` (as in a URL, percent-encoded) open to the crawler whose product token is
 * `agent`? Without a group of its own, the `*` groups apply.
 */
function robotsAllows(robots, pathAndQuery, agent = ANY_CRAWLER) {
    const rules = robots.agents.get(agent.toLowerCase()) ?? robots.rules;
    let best = null;
    for (const rule of rules) {
        const pattern = encodeNonAscii(rule.pattern);
        // Most octets wins; allow wins a tie. A shorter rule cannot win, so it is not matched.
        if (best !== null &&
            (pattern.length < best.length || (pattern.length === best.length && !rule.allow)))
            continue;
        if (!(0,_wildcard_js__WEBPACK_IMPORTED_MODULE_0__/* .wildcardMatches */ .w)(pattern, pathAndQuery))
            continue;
        best = { rule, length: pattern.length };
    }
    if (best === null)
        return { allowed: true, rule: null };
    return {
        allowed: best.rule.allow,
        rule: `${best.rule.allow ? 'Allow' : 'Disallow'}: ${best.rule.pattern}`,
    };
}
const encoded = new Map();
/** Patterns may be written with raw UTF-8; URLs arrive percent-encoded. */
function encodeNonAscii(pattern) {
    let result = encoded.get(pattern);
    if (result === undefined) {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is "not ASCII".
        result = pattern.replace(/[^\u0000-\u007f]+/g, (chars) => encodeURIComponent(chars));
        if (encoded.size > 10_000)
            encoded.clear();
        encoded.set(pattern, result);
    }
    return result;
}


/***/ })

};

//# sourceMappingURL=18.index.js.map