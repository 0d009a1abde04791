export const id = 309;
export const ids = [309];
export const modules = {

/***/ 4309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  serveSiteDir: () => (/* binding */ serveSiteDir)
});

// UNUSED EXPORTS: SITEMAP_FILES, contentTypeOf, listPages, textEncodingFor

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./src/client/site-dir/conventions.ts
var site_dir_conventions = __webpack_require__(3721);
;// CONCATENATED MODULE: ./src/client/site-dir/zstd-frames.ts
// The served folder's pages compressed in zstd by compressors that last as long as the process:
// each page is one complete zstd frame (ended with ZSTD_e_end), the next page the next frame of
// the same compressor. zlib.zstdCompress makes and frees a compressor of a MiB or more for each
// page, on libuv's pool threads; over a 10,000-page audit glibc's per-thread arenas kept 18 to
// 28 MiB of what they freed (the peak with MALLOC_ARENA_MAX=2 or a fixed mmap threshold was that
// much lower), and making each compressor cost CPU too. Two compressors, made when first needed,
// each compressing one page at a time on the pool as before (docs/benchmarks.md, "The session of
// 2026-11-27, 08:50-11:50 UTC").

/** Compressors kept: pages compress on libuv's pool, one at a time on each. */
const COMPRESSORS = 2;
class ZstdFrames {
    #level;
    #chunkBytes;
    #idle = [];
    #waiting = [];
    #made = 0;
    constructor(level, chunkBytes) {
        this.#level = level;
        this.#chunkBytes = chunkBytes;
    }
    /**
     * `body` as one zstd frame; null when zlib failed (the page is then sent as it is). The frame
     * does not carry the body's size in its header, as a streaming server's does not.
     */
    compress(body, done) {
        const compressor = this.#idle.pop() ?? this.#make();
        if (compressor === null)
            this.#waiting.push({ body, done });
        else
            this.#frame(compressor, body, done);
    }
    #make() {
        if (this.#made >= COMPRESSORS)
            return null;
        this.#made += 1;
        return (0,external_node_zlib_.createZstdCompress)({
            chunkSize: this.#chunkBytes,
            params: { [external_node_zlib_.constants.ZSTD_c_compressionLevel]: this.#level },
        });
    }
    #frame(compressor, body, done) {
        const chunks = [];
        let length = 0;
        // zlib pushes a frame's output before it calls the flush's callback: every chunk of this
        // frame has arrived when it runs.
        const onData = (chunk) => {
            chunks.push(chunk);
            length += chunk.length;
        };
        const onError = () => {
            // A compressor that failed is not used again; the next page makes another.
            compressor.off('data', onData);
            compressor.destroy();
            this.#made -= 1;
            done(null);
            this.#next();
        };
        compressor.on('data', onData);
        compressor.once('error', onError);
        compressor.write(body);
        compressor.flush(external_node_zlib_.constants.ZSTD_e_end, () => {
            if (compressor.destroyed)
                return;
            compressor.off('data', onData);
            compressor.off('error', onError);
            this.#idle.push(compressor);
            done(Buffer.concat(chunks, length));
            this.#next();
        });
    }
    /** The next waiting page, on a compressor that is free (or a new one, after a failure). */
    #next() {
        const waiting = this.#waiting.shift();
        if (waiting !== undefined)
            this.compress(waiting.body, waiting.done);
    }
}

;// CONCATENATED MODULE: ./src/client/site-dir/serve.ts
// A build folder served on 127.0.0.1 for the length of an audit, as a static host would serve it
// once deployed (conventions.ts), and the list of its pages. node:http and node:fs rather than a
// static-file library: the conventions (base path, trailing-slash policy, 404.html, app shell,
// pages listed from the files) are ours to define either way, and what is left is reading a
// file, a content type and compression, which the platform does in a few lines (docs/site-dir.md).






/** Sitemap files looked for at the folder's root, in this order (the usual generators' names). */
const SITEMAP_FILES = ['sitemap.xml', 'sitemap-index.xml', 'sitemap_index.xml'];
/**
 * Content types by extension: what a build folder holds. Anything else is
 * application/octet-stream, which is what a host sends for a file it does not know.
 */
const CONTENT_TYPES = {
    '.html': 'text/html; charset=utf-8',
    '.htm': 'text/html; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.json': 'application/json',
    '.map': 'application/json',
    '.webmanifest': 'application/manifest+json',
    '.xml': 'application/xml',
    '.txt': 'text/plain; charset=utf-8',
    '.csv': 'text/csv; charset=utf-8',
    '.md': 'text/markdown; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.gif': 'image/gif',
    '.webp': 'image/webp',
    '.avif': 'image/avif',
    '.ico': 'image/x-icon',
    '.woff': 'font/woff',
    '.woff2': 'font/woff2',
    '.ttf': 'font/ttf',
    '.otf': 'font/otf',
    '.pdf': 'application/pdf',
    '.wasm': 'application/wasm',
    '.mp4': 'video/mp4',
    '.webm': 'video/webm',
    '.mp3': 'audio/mpeg',
    '.gz': 'application/gzip',
};
/** Compressed when the client accepts gzip, as hosts do: the analyzer checks it. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
/**
 * The types of CONTENT_TYPES that are COMPRESSIBLE, for the types contentTypeOf gives: a set
 * lookup, where the pattern cost each image's answer a twentieth of its time.
 */
const COMPRESSED_TYPES = new Set(Object.values(CONTENT_TYPES).filter((type) => COMPRESSIBLE.test(type)));
/** CONTENT_TYPES as a map: read for every file answered, by an extension made anew each time. */
const TYPES_BY_EXTENSION = new Map(Object.entries(CONTENT_TYPES));
function contentTypeOf(file) {
    return TYPES_BY_EXTENSION.get((0,external_node_path_.extname)(file).toLowerCase()) ?? 'application/octet-stream';
}
async function serveSiteDir(options) {
    const lookup = (0,site_dir_conventions/* folderLookup */.F$)(options.dir);
    const root = (0,external_node_fs_.realpathSync)(options.dir);
    const server = (0,external_node_http_.createServer)((request, response) => {
        answer(request, response, root, options, lookup);
    });
    // Connections stay open between requests, as a host keeps them: the analyzer sends a page's
    // image HEADs over a few of them. Its client (undici) drops a connection whose announced
    // timeout is under two seconds at once, so at 1 s every request opened a new one, and every
    // close made an error with its stack (docs/benchmarks.md). close() ends the open ones.
    server.keepAliveTimeout = 10_000;
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address();
    const sitemapFile = SITEMAP_FILES.find((name) => lookup(name) === 'file');
    return {
        origin: `http://127.0.0.1:${port}`,
        pages: listPages(root, options),
        sitemap: sitemapFile === undefined ? null : `${options.basePath}/${sitemapFile}`,
        head: (target) => headOf(target, options, lookup),
        get: (target, acceptEncoding) => getOf(target, acceptEncoding, root, options, lookup),
        close: () => new Promise((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
        }),
    };
}
function resolveTarget(target, conventions, lookup) {
    const queryAt = target.indexOf('?');
    const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
    const result = pathname.startsWith('/')
        ? (0,site_dir_conventions/* answerPath */.eE)(pathname, conventions, lookup)
        : { kind: 'not-found', status: 404, file: null };
    if (result.kind === 'redirect')
        return {
            kind: 'redirect',
            location: queryAt === -1 ? result.location : `${result.location}${target.slice(queryAt)}`,
        };
    if (result.file === null)
        return { kind: 'missing' };
    // The lookup has checked the real path is inside the folder, and found its length.
    const entry = lookup.entry(result.file);
    if (entry?.kind !== 'file')
        return { kind: 'missing' };
    return {
        kind: 'file',
        status: result.status,
        file: result.file,
        size: entry.size,
        type: contentTypeOf(result.file),
    };
}
/** The headers of a file sent as it is (not compressed): the same over HTTP and to `head`. */
function plainFileHeaders(file) {
    return { 'content-type': file.type, 'content-length': String(file.size) };
}
/**
 * The answer to a HEAD of `target` (a path with its query) without a connection, when it is a
 * file sent as it is (an image, a font): the status and headers the server sends for it. Null
 * for anything else (text, which is compressed; redirects; 404s): those are asked over HTTP.
 */
function headOf(target, conventions, lookup) {
    const resolved = resolveTarget(target, conventions, lookup);
    if (resolved.kind !== 'file' || resolved.status !== 200 || COMPRESSED_TYPES.has(resolved.type))
        return null;
    return { status: 200, headers: plainFileHeaders(resolved) };
}
/** The answer to a GET of `target` in process, for a text file (ServedSiteDir.get); else null. */
function getOf(target, acceptEncoding, root, conventions, lookup) {
    const resolved = resolveTarget(target, conventions, lookup);
    if (resolved.kind !== 'file' || !COMPRESSED_TYPES.has(resolved.type))
        return Promise.resolve(null);
    let body;
    try {
        body = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, resolved.file));
    }
    catch {
        return Promise.resolve(null);
    }
    const { status, type } = resolved;
    return new Promise((resolve) => {
        encodeText(body, type, textEncodingFor(acceptEncoding), (sent, headers) => {
            resolve({ status, headers, body, transferBytes: sent.length });
        });
    });
}
function answer(request, response, root, conventions, lookup) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
    }
    const resolved = resolveTarget(request.url ?? '/', conventions, lookup);
    if (resolved.kind === 'redirect') {
        response.writeHead(301, { location: resolved.location }).end();
        return;
    }
    if (resolved.kind === 'missing') {
        sendText(request, response, 404, 'text/plain; charset=utf-8', NOT_FOUND_TEXT);
        return;
    }
    if (!COMPRESSED_TYPES.has(resolved.type)) {
        // Images, fonts, media: their length from the file system, and a HEAD reads nothing. A GET
        // streams the file: it may be a video of any size.
        response.writeHead(resolved.status, plainFileHeaders(resolved));
        if (request.method === 'HEAD') {
            response.end();
            return;
        }
        (0,external_node_fs_.createReadStream)((0,external_node_path_.join)(root, resolved.file))
            .on('error', () => response.destroy())
            .pipe(response);
        return;
    }
    let body;
    try {
        body = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, resolved.file));
    }
    catch {
        sendText(request, response, 404, 'text/plain; charset=utf-8', NOT_FOUND_TEXT);
        return;
    }
    sendText(request, response, resolved.status, resolved.type, body);
}
const NOT_FOUND_TEXT = Buffer.from('Not found\n');
const GZIP_LEVEL = 1;
const ZSTD_LEVEL = 1;
/** zlib's output chunk when compressing a file: a page in one piece (the default is 16 KiB). */
const COMPRESSED_CHUNK_BYTES = 128 * 1024;
/** Smaller bodies (the 404 page, a sitemap of a few pages) are compressed here: a trip through the pool costs more. */
const COMPRESS_INLINE_BYTES = 8 * 1024;
/** Larger ones, in zstd: by compressors kept for the process (zstd-frames.ts). */
const zstdFrames = new ZstdFrames(ZSTD_LEVEL, COMPRESSED_CHUNK_BYTES);
/**
 * The coding a request's Accept-Encoding lets the server send text in: zstd, else gzip, else
 * none. Codings are compared without case; one refused with `q=0` is not taken, and `*` stands
 * for any coding the header does not name (RFC 9110, 12.5.3).
 */
function textEncodingFor(acceptEncoding) {
    const weights = new Map();
    for (const part of acceptEncoding.split(',')) {
        const [name = '', ...parameters] = part.split(';');
        const coding = name.trim().toLowerCase();
        if (coding === '')
            continue;
        const q = parameters.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
        weights.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
    }
    const accepts = (coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
    if (accepts('zstd'))
        return 'zstd';
    if (accepts('gzip') || (weights.get('x-gzip') ?? 0) > 0)
        return 'gzip';
    return null;
}
/** The headers of a body of text: the same over HTTP and to `get`. */
function textHeaders(type, length, encoding) {
    return {
        'content-type': type,
        vary: 'accept-encoding',
        ...(encoding === null ? {} : { 'content-encoding': encoding }),
        'content-length': String(length),
    };
}
/**
 * `body` compressed as the server sends it (the same bytes over HTTP and to `get`), or null
 * when zlib fails, never expected of an in-memory buffer: the body then goes as it is.
 */
function compressText(body, encoding, done) {
    const inline = body.length <= COMPRESS_INLINE_BYTES;
    if (encoding === 'zstd') {
        if (!inline)
            zstdFrames.compress(body, done);
        else
            done((0,external_node_zlib_.zstdCompressSync)(body, {
                params: { [external_node_zlib_.constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL },
                pledgedSrcSize: body.length,
            }));
        return;
    }
    const options = { level: GZIP_LEVEL, chunkSize: COMPRESSED_CHUNK_BYTES };
    // Pages are compressed off the main thread (libuv's pool): it also fetches, stores and
    // reports every page (docs/benchmarks.md).
    if (inline)
        done((0,external_node_zlib_.gzipSync)(body, options));
    else
        (0,external_node_zlib_.gzip)(body, options, (error, compressed) => done(error === null ? compressed : null));
}
/**
 * What the server sends for a body of text: compressed as the client's Accept-Encoding lets it
 * (textEncodingFor), as hosts do, or as it is should zlib fail. The same over HTTP and to `get`.
 */
function encodeText(body, type, encoding, done) {
    if (encoding === null) {
        done(body, textHeaders(type, body.length, null));
        return;
    }
    compressText(body, encoding, (compressed) => {
        if (compressed === null)
            done(body, textHeaders(type, body.length, null));
        else
            done(compressed, textHeaders(type, compressed.length, encoding));
    });
}
/** A body of text, encoded as encodeText says; for a HEAD too, so that its Content-Length is a GET's. */
function sendText(request, response, status, type, body) {
    const encoding = textEncodingFor(String(request.headers['accept-encoding'] ?? ''));
    encodeText(body, type, encoding, (sent, headers) => {
        response.writeHead(status, headers);
        response.end(request.method === 'HEAD' ? undefined : sent);
    });
}
/**
 * Every HTML file's page path, sorted by code unit (not by locale, and not in the order the file
 * system lists them): every job of a matrix lists the same pages in the same order. Hidden
 * folders and links that lead out of the folder are skipped, as the server refuses them.
 */
function listPages(root, conventions) {
    const realRoot = (0,external_node_fs_.realpathSync)(root);
    const pages = new Set();
    // `realDir` is `dir` with its links resolved: an entry that is not a link is then at
    // realDir/name, and only links cost a realpath (one per file was most of the listing's time).
    const visit = (dir, realDir, depth) => {
        // Deeper than any site goes: a loop of links, which realpath would otherwise let us follow.
        if (depth > 32)
            return;
        for (const entry of entriesOf(dir)) {
            if (entry.name.startsWith('.'))
                continue;
            // Only HTML files are pages: the images beside them cost nothing more than their entry.
            if (entry.isFile() && !entry.name.endsWith('.html'))
                continue;
            const path = (0,external_node_path_.join)(dir, entry.name);
            let real;
            try {
                real = entry.isSymbolicLink() ? (0,external_node_fs_.realpathSync)(path) : (0,external_node_path_.join)(realDir, entry.name);
            }
            catch {
                continue;
            }
            if (real !== realRoot && !real.startsWith(realRoot + external_node_path_.sep))
                continue;
            const isDir = entry.isDirectory() || (entry.isSymbolicLink() && isFolder(real));
            if (isDir) {
                visit(path, real, depth + 1);
                continue;
            }
            const page = (0,site_dir_conventions/* pagePathOf */.KQ)((0,external_node_path_.relative)(realRoot, path).split(external_node_path_.sep).join('/'), conventions);
            if (page !== null)
                pages.add(page);
        }
    };
    visit(realRoot, realRoot, 0);
    return [...pages].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
/**
 * Folders whose size on disk is at most this are listed at once (a few hundred entries); larger
 * ones are read one entry at a time (streamedEntriesOf).
 */
const SMALL_FOLDER_BYTES = 32 * 1024;
/**
 * A folder's entries: at once for a small folder, one at a time for a large one. A site is
 * mostly small folders (one per page), where opening a Dir cost three times a whole listing
 * (about 70 against 25 us, most of a 10,000-page site's listing), and a few large ones (its
 * images), where a listing at once holds every entry together and sorts them (below). A
 * folder's size grows with its entries on the usual file systems (ext4, xfs, btrfs, tmpfs,
 * APFS); one that says 0 is streamed. Both ways give the same entries: only the cost differs.
 */
function entriesOf(dir) {
    let size;
    try {
        size = (0,external_node_fs_.statSync)(dir).size;
    }
    catch {
        // Let the listing fail as it always has.
        return streamedEntriesOf(dir);
    }
    return size > 0 && size <= SMALL_FOLDER_BYTES
        ? (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true })
        : streamedEntriesOf(dir);
}
/**
 * A folder's entries one at a time: listed at once, the 320,000 images of a generated
 * 10,000-page site (bench/site) were as many entries held together, 85 MB, and took 0.6 s of
 * CPU against 0.23 s (docs/benchmarks.md, "Memory as the site grows").
 */
function* streamedEntriesOf(dir) {
    const folder = (0,external_node_fs_.opendirSync)(dir);
    try {
        for (let entry = folder.readSync(); entry !== null; entry = folder.readSync())
            yield entry;
    }
    finally {
        folder.closeSync();
    }
}
function isFolder(path) {
    try {
        return (0,external_node_fs_.readdirSync)(path) !== undefined;
    }
    catch {
        return false;
    }
}


/***/ })

};

//# sourceMappingURL=309.index.js.map