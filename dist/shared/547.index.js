export const id = 547;
export const ids = [547,672];
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

/***/ 7547:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SitemapError: () => (/* reexport safe */ _sitemap_js__WEBPACK_IMPORTED_MODULE_1__.SitemapError),
/* harmony export */   buildUrlList: () => (/* binding */ buildUrlList)
/* harmony export */ });
/* harmony import */ var _api_params_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7712);
/* harmony import */ var _shard_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7963);
/* harmony import */ var _sitemap_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8672);
// The list of URLs a job audits: the `urls` given, then the pages found: the sitemap's, then a
// build folder's (site-dir), at most maxPages of them together, deduplicated, then this job's
// shard. Every job of a matrix builds the same list from the same inputs, so the shards split it
// the same way.



// Callers that load this module lazily get the sitemap's error class from the same chunk.

async function buildUrlList(request, options = {}) {
    const seen = new Set(request.urls.map((url) => new URL(url).href));
    const urls = [...request.urls];
    const isFresh = (url) => {
        // The same rules as the urls option: a URL the service would refuse is left out here.
        if ((0,_api_params_js__WEBPACK_IMPORTED_MODULE_0__/* .reportUrlProblem */ .Np)(url) !== null)
            return false;
        const href = new URL(url).href;
        if (seen.has(href))
            return false;
        seen.add(href);
        return true;
    };
    let found = 0;
    let sitemap = null;
    let sitemapEntries = null;
    if (request.sitemap !== undefined) {
        const content = await (0,_sitemap_js__WEBPACK_IMPORTED_MODULE_1__/* .readSitemap */ .k)(request.sitemap, options);
        sitemapEntries = content.urls;
        const fresh = content.urls.filter(isFresh);
        const taken = fresh.slice(0, request.maxPages);
        found += taken.length;
        urls.push(...taken);
        sitemap = {
            url: request.sitemap,
            pages: content.urls.length,
            files: content.sitemapsRead,
            added: taken.length,
            leftOut: fresh.length - taken.length,
            maxPages: request.maxPages,
            nestedLeftOut: content.sitemapsLeftOut,
            skipped: content.skipped + content.urls.length - fresh.length,
        };
    }
    let folder = null;
    if (request.folder !== undefined) {
        const fresh = request.folder.urls.filter(isFresh);
        const taken = fresh.slice(0, request.maxPages - found);
        urls.push(...taken);
        folder = {
            dir: request.folder.dir,
            detected: request.folder.detected,
            servedAt: request.folder.servedAt,
            siteUrl: request.folder.siteUrl,
            files: request.folder.files,
            fromSitemap: request.folder.fromSitemap,
            added: taken.length,
            leftOut: fresh.length - taken.length,
            maxPages: request.maxPages,
        };
    }
    const total = urls.length;
    if (request.shard === undefined)
        return { urls, sitemap, sitemapEntries, folder, shard: null, total };
    const share = (0,_shard_js__WEBPACK_IMPORTED_MODULE_2__/* .shardOf */ .I)(urls, request.shard);
    return {
        urls: share,
        sitemap,
        sitemapEntries,
        folder,
        shard: { index: request.shard.index, count: request.shard.count, share: share.length },
        total,
    };
}


/***/ })

};

//# sourceMappingURL=547.index.js.map