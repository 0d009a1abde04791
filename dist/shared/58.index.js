export const id = 58;
export const ids = [58];
export const modules = {

/***/ 3058:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SitemapError: () => (/* reexport */ SitemapError),
  buildUrlList: () => (/* binding */ buildUrlList)
});

// EXTERNAL MODULE: ./src/client/api/params.ts
var params = __webpack_require__(7712);
// EXTERNAL MODULE: ./src/client/audit/shard.ts
var shard = __webpack_require__(7963);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./node_modules/fast-xml-parser/src/xmlparser/XMLParser.js + 26 modules
var XMLParser = __webpack_require__(9658);
// EXTERNAL MODULE: ./node_modules/fast-xml-parser/src/fxp.js
var fxp = __webpack_require__(5824);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/shared/own-keys.ts
var own_keys = __webpack_require__(6678);
;// CONCATENATED MODULE: ./src/client/audit/sitemap.ts
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
class SitemapError extends errors/* SeoReportError */.K {
    name = 'SitemapError';
    get errorCode() {
        return 'SEO_SITEMAP_UNREADABLE';
    }
}
const parser = new XMLParser/* default */.A({
    ignoreAttributes: true,
    removeNSPrefix: true,
    parseTagValue: false,
    trimValues: true,
    isArray: (name) => name === 'url' || name === 'sitemap',
});
async function readSitemap(sitemapUrl, options = {}) {
    const limits = { ...SITEMAP_LIMITS, ...options.limits };
    const ownAgent = options.dispatcher
        ? null
        : new undici.Agent({
            connect: { timeout: limits.timeoutMs },
            headersTimeout: limits.timeoutMs,
            bodyTimeout: limits.timeoutMs,
        });
    const dispatcher = options.dispatcher ?? ownAgent;
    const content = { urls: [], skipped: 0, sitemapsRead: 0, sitemapsLeftOut: 0 };
    const seenUrls = new Set();
    const seenSitemaps = new Set();
    let children = 0;
    const visit = async (url, depth) => {
        seenSitemaps.add(url);
        const text = await fetchText(url, limits, dispatcher, options.signal);
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
async function fetchText(url, limits, dispatcher, signal) {
    const deadline = AbortSignal.timeout(limits.timeoutMs);
    const fail = (why) => new SitemapError(`sitemap ${url}: ${why}`);
    let bytes;
    try {
        const response = await (0,undici.fetch)(url, {
            dispatcher,
            signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
            headers: { accept: 'application/xml, text/xml, */*;q=0.5' },
            redirect: 'follow',
        });
        if (!response.ok) {
            await response.body?.cancel();
            throw fail(`the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
        }
        bytes = await readCapped(response.body, limits.maxBytes, fail);
    }
    catch (error) {
        if (error instanceof SitemapError)
            throw error;
        if (deadline.aborted)
            throw fail(`no complete answer within ${limits.timeoutMs / 1000} s`);
        if (signal?.aborted)
            throw fail('cancelled');
        throw fail(`could not be fetched (${networkReason(error)})`);
    }
    // Gzip by name or by content: servers send .xml.gz as raw bytes, and some gzip a .xml without
    // saying so in Content-Encoding (which fetch would have undone).
    if (url.toLowerCase().split(/[?#]/)[0]?.endsWith('.gz') ||
        (bytes[0] === 0x1f && bytes[1] === 0x8b)) {
        try {
            bytes = (0,external_node_zlib_.gunzipSync)(bytes, { maxOutputLength: limits.maxBytes });
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
    const valid = fxp/* XMLValidator */.iI.validate(text);
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
        ? (0,own_keys/* own */.Z)(value, name)
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
function networkReason(error) {
    const cause = error.cause;
    if (cause?.code)
        return cause.code;
    if (cause?.message)
        return cause.message;
    return error instanceof Error ? error.message : String(error);
}

;// CONCATENATED MODULE: ./src/client/audit/url-list.ts
// The list of URLs a job audits: the `urls` given, then the sitemap's pages (at most maxUrls of
// them), deduplicated, then this job's shard. Every job of a matrix builds the same list from the
// same inputs, so the shards split it the same way.



// Callers that load this module lazily get the sitemap's error class from the same chunk.

async function buildUrlList(request, options = {}) {
    const seen = new Set(request.urls.map((url) => new URL(url).href));
    const urls = [...request.urls];
    let sitemap = null;
    if (request.sitemap !== undefined) {
        const content = await readSitemap(request.sitemap, options);
        const fresh = content.urls.filter((url) => {
            // The same rules as the urls option: a URL the service would refuse is left out here.
            if ((0,params/* reportUrlProblem */.Np)(url) !== null)
                return false;
            const href = new URL(url).href;
            if (seen.has(href))
                return false;
            seen.add(href);
            return true;
        });
        const taken = fresh.slice(0, request.maxUrls);
        urls.push(...taken);
        sitemap = {
            url: request.sitemap,
            pages: content.urls.length,
            files: content.sitemapsRead,
            added: taken.length,
            leftOut: fresh.length - taken.length,
            maxUrls: request.maxUrls,
            nestedLeftOut: content.sitemapsLeftOut,
            skipped: content.skipped + content.urls.length - fresh.length,
        };
    }
    const total = urls.length;
    if (request.shard === undefined)
        return { urls, sitemap, shard: null, total };
    const share = (0,shard/* shardOf */.I)(urls, request.shard);
    return {
        urls: share,
        sitemap,
        shard: { index: request.shard.index, count: request.shard.count, share: share.length },
        total,
    };
}


/***/ })

};

//# sourceMappingURL=58.index.js.map