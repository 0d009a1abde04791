export const id = 888;
export const ids = [888];
export const modules = {

/***/ 4297:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  prepareEmbeddedService: () => (/* binding */ prepareEmbeddedService),
  startEmbeddedService: () => (/* binding */ startEmbeddedService)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/server/service/index.ts + 46 modules
var server_service = __webpack_require__(7419);
// EXTERNAL MODULE: ./src/server/service/database-lock.ts
var database_lock = __webpack_require__(412);
;// CONCATENATED MODULE: ./src/embedded/abandoned-folders.ts
// The embedded service's temporary folders that a killed job left behind. Each job's service
// keeps its throwaway database in a folder of its own under the temporary directory and removes
// it at close, also when the job is cancelled (SIGINT, SIGTERM). A job killed outright (SIGKILL:
// a runner's timeout after its grace period, the out-of-memory killer) cannot: its folder stays,
// with a database of up to a few hundred MB for a large site, and on a self-hosted runner the
// next jobs find them all there. So each start removes the folders whose service is gone: the
// lock file beside the database names its process (database-lock.ts).



/** The start of every embedded service's folder name (mkdtemp adds six characters). */
const EMBEDDED_FOLDER_PREFIX = 'seo-report-embedded-';
/** The database's file in the folder. */
const EMBEDDED_DATABASE_FILE = 'reports.sqlite';
/**
 * A folder without a lock file is a service that is starting (the folder is made first) or one
 * killed while it started; only one this old is taken for abandoned.
 */
const UNLOCKED_GRACE_MS = 60 * 60 * 1000;
/**
 * Removes the embedded services' folders in `directory` that were abandoned: the process their
 * lock names is gone, or they have had no lock for an hour. Only this user's folders, never
 * through a link, and never one whose owner runs (another job on the same runner). Best effort:
 * a folder that cannot be read or removed is left as it is, and nothing here fails a job.
 * Returns the folders removed.
 */
function removeAbandonedFolders(directory, now = Date.now()) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(directory).filter((name) => name.startsWith(EMBEDDED_FOLDER_PREFIX));
    }
    catch {
        return [];
    }
    const uid = process.getuid?.();
    const removed = [];
    for (const name of names) {
        const folder = (0,external_node_path_.join)(directory, name);
        try {
            const stats = (0,external_node_fs_.lstatSync)(folder);
            if (!stats.isDirectory() || (uid !== undefined && stats.uid !== uid))
                continue;
            const owner = (0,database_lock/* lockOwnerOf */.UR)((0,external_node_path_.join)(folder, EMBEDDED_DATABASE_FILE));
            const abandoned = owner === null ? now - stats.mtimeMs > UNLOCKED_GRACE_MS : !(0,database_lock/* isRunning */.W_)(owner);
            if (!abandoned)
                continue;
            (0,external_node_fs_.rmSync)(folder, { recursive: true, force: true });
            removed.push(folder);
        }
        catch {
            // Gone meanwhile, or not ours to remove: left as it is.
        }
    }
    return removed;
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./src/embedded/in-process-answers.ts
// The embedded service's answers to its own client without a socket: the client's request is
// handed to the service's request handler (the same routes, auth, validation and serialization as
// over HTTP) as node's own IncomingMessage and a ServerResponse that passes what the handler
// writes straight back. Over 127.0.0.1, node:http on both ends (writing and parsing the request
// and the answer, the sockets' events) was about a fifth of an audit's main thread.
//
// Not light-my-request (the fastify org's library behind fastify.inject), which does the same for
// any node handler: in an audit of 2,000 pages it cost as much of the main thread as this (within
// the noise of alternated runs), but it is four packages (93 KB bundled, about 15 ms of CPU to
// load), it validates and copies every request's options and writes every answer to a throwaway
// socket, and it hands the answer over only once whole (or as a stream of its own), where the
// client's size bound and body timeout watch it as it is written.

/**
 * What handlers read of a connection. One for every request: nothing is written to it, and the
 * request's stream never reads from it (`readable` false), so the body is only what is pushed.
 */
const NO_SOCKET = Object.freeze({
    remoteAddress: '127.0.0.1',
    remoteFamily: 'IPv4',
    encrypted: false,
    readable: false,
    writable: false,
    destroyed: true,
    destroy() { },
});
function inProcessAnswers(handle, 
/** True once the service is closing: a request then fails as a refused connection would. */
closed) {
    return (request, sink) => {
        if (closed()) {
            sink.failed(Object.assign(new Error('the embedded service is closed'), { code: 'ECONNREFUSED' }));
            return () => { };
        }
        const incoming = requestOf(request);
        const response = new InProcessResponse(incoming, sink);
        handle(incoming, response);
        return () => {
            if (response.writableEnded)
                return;
            // As a connection closed by the client: the request is aborted, the answer destroyed.
            response.abandoned = true;
            incoming.destroy();
            response.destroy();
        };
    };
}
function requestOf(request) {
    const incoming = new external_node_http_.IncomingMessage(NO_SOCKET);
    incoming.method = request.method;
    incoming.url = request.target;
    incoming.httpVersionMajor = 1;
    incoming.httpVersionMinor = 1;
    incoming.httpVersion = '1.1';
    incoming.headers = request.headers;
    const raw = [];
    for (const name in request.headers)
        raw.push(name, request.headers[name]);
    incoming.rawHeaders = raw;
    if (request.body !== undefined && request.body !== '')
        incoming.push(Buffer.from(request.body));
    incoming.push(null);
    incoming.complete = true;
    return incoming;
}
/**
 * node's ServerResponse, whose head (status line and headers, as node writes them for a socket:
 * its Date, its Content-Length for a body given whole to end()) is read back as a client reads
 * it, and whose body is passed on as written. 'finish' and 'close' come as after a socket's last
 * write. What node writes only for the connection is left out: Connection and Keep-Alive (there
 * is no connection to keep) and Transfer-Encoding (the body is not framed).
 */
class InProcessResponse extends external_node_http_.ServerResponse {
    sink;
    /** The client went away: nothing more reaches the sink. */
    abandoned = false;
    headed = false;
    node = this;
    constructor(request, sink) {
        super(request);
        this.sink = sink;
    }
    write(chunk, encoding, callback) {
        if (this.destroyed || this.writableEnded)
            return false;
        // node's write before writeHead: the implicit head, writeHead(statusCode).
        if (!this.headersSent)
            this.node._implicitHeader();
        this.headOnce();
        const bytes = bytesOf(chunk, encoding);
        // No body for a 204 or a 304 (node drops it too).
        if (bytes.length > 0 && this.node._hasBody && !this.abandoned)
            this.sink.data(bytes);
        if (typeof callback === 'function')
            process.nextTick(callback);
        else if (typeof encoding === 'function')
            process.nextTick(encoding);
        return true;
    }
    end(chunk, encoding, callback) {
        if (this.destroyed || this.writableEnded)
            return this;
        if (typeof chunk === 'function') {
            callback = chunk;
            chunk = undefined;
        }
        else if (typeof encoding === 'function') {
            callback = encoding;
            encoding = undefined;
        }
        const last = chunk === undefined || chunk === null ? null : bytesOf(chunk, encoding);
        if (!this.headersSent) {
            // As node's end(): a body given whole, before any write, gets its Content-Length.
            this.node._contentLength = last?.length ?? 0;
            this.node._implicitHeader();
        }
        if (last !== null)
            this.write(last);
        // The client gave up at that last piece (too large): as a closed connection, no 'finish'.
        if (this.destroyed)
            return this;
        this.headOnce();
        this.finished = true;
        if (!this.abandoned)
            this.sink.end();
        process.nextTick(() => {
            this.emit('finish');
            if (typeof callback === 'function')
                callback();
            this.emit('close');
        });
        return this;
    }
    destroy(error) {
        if (this.destroyed)
            return this;
        super.destroy(error);
        if (!this.writableEnded && !this.abandoned) {
            this.abandoned = true;
            this.sink.failed(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET', cause: error }));
        }
        return this;
    }
    /** The head as a client reads it, once: lower-case names, each value in an array. */
    headOnce() {
        if (this.headed)
            return;
        this.headed = true;
        if (this.abandoned)
            return;
        const headers = {};
        const lines = (this.node._header ?? '').split('\r\n');
        // The first line is the status line; the head ends with an empty line.
        for (let i = 1; i < lines.length; i++) {
            const line = lines[i];
            const colon = line.indexOf(':');
            if (colon <= 0)
                continue;
            const name = line.slice(0, colon).toLowerCase();
            if (CONNECTION_HEADERS.has(name))
                continue;
            const value = line.slice(colon + 1).trim();
            const values = headers[name];
            if (values === undefined)
                headers[name] = [value];
            else
                values.push(value);
        }
        this.sink.head(this.statusCode, headers);
    }
}
/** Headers that node's server writes for the socket, not for the answer. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding']);
/**
 * Whether this Node's ServerResponse has the fields InProcessResponse reads and sets (node's
 * own, not its documented API, though unchanged for years): the action runs on whatever Node 24
 * the runner has, and on one without them the client talks to the service over HTTP instead.
 */
function inProcessAnswersWork() {
    try {
        // What InProcessResponse does with them: the implicit head of a 200 stored, as text.
        const probe = new external_node_http_.ServerResponse(new external_node_http_.IncomingMessage(NO_SOCKET));
        const fields = probe;
        fields._implicitHeader();
        return (typeof fields._header === 'string' &&
            fields._header.startsWith('HTTP/1.1 200 ') &&
            fields._hasBody === true &&
            '_contentLength' in fields);
    }
    catch {
        return false;
    }
}
function bytesOf(chunk, encoding) {
    if (Buffer.isBuffer(chunk))
        return chunk;
    if (chunk instanceof Uint8Array)
        return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    return Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8');
}

;// CONCATENATED MODULE: ./src/embedded/embedded-service.ts
// The embedded mode, the one place where the client and the server meet: the reference service
// started in-process on 127.0.0.1 with a throwaway key and a throwaway database, for a client
// in the same process. The client loads this module only when no base-url is given.
//
// Three choices for audits of whole sites (docs/benchmarks.md, "A site end to end"):
// - The database is a file in a temporary folder, removed at close, not SQLite's ':memory:':
//   an in-memory database holds every report's results in the process for the whole run (about
//   12 KB a page), where a file keeps only SQLite's bounded page cache in memory. Nothing of it
//   must survive a crash: no journal on disk, no syncs. The folder goes at close; one that a
//   killed job left goes at the next start (abandoned-folders.ts).
// - Generation is synchronous, as on deployed services: a create answers with the result, so a
//   page costs one request instead of a create and a read. The client keeps no more creates in
//   flight than the service generates at once (`concurrency`), so that no create waits in the
//   queue while its timeout runs.
// - The client's requests reach the service's request handler in process, without a socket
//   (`answers`, in-process-answers.ts): the same answers, byte for byte, for about 0.4 ms less of
//   the main thread a request. The server still listens on 127.0.0.1 for anything given its URL.







/**
 * Starts the embedded service's analysis threads now, on other cores, while the caller does what
 * comes before startEmbeddedService (a build folder listed, its sitemap read): their start (tens
 * of milliseconds each, bundled) is no longer a step of its own before the first page.
 */
function prepareEmbeddedService() {
    // The options startEmbeddedService starts the service with: the default analyzer and workers.
    (0,server_service/* startAnalysisWorkers */.cP)();
}
async function startEmbeddedService(options) {
    const apiKey = `sk_embedded_${(0,external_node_crypto_.randomBytes)(24).toString('base64url')}`;
    // What killed jobs left in the temporary folder goes first (abandoned-folders.ts).
    removeAbandonedFolders((0,external_node_os_.tmpdir)());
    const folder = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), EMBEDDED_FOLDER_PREFIX));
    const removeFolder = () => (0,external_node_fs_.rmSync)(folder, { recursive: true, force: true });
    let service;
    try {
        service = await (0,server_service/* startService */.iL)({
            apiKeys: [apiKey],
            dbPath: (0,external_node_path_.join)(folder, EMBEDDED_DATABASE_FILE),
            throwawayDatabase: true,
            generation: 'sync',
            allowPrivateNetwork: options.allowPrivateNetwork,
            ...(options.render ? { render: options.render } : {}),
            ...(Object.keys(options.headers).length > 0 ? { headers: { ...options.headers } } : {}),
            concurrency: options.concurrency,
            rateLimit: false,
            // The job's pages are judged by the time it closes: the threads' heaps go before it prints.
            endAnalysisWorkersOnClose: true,
            ...(options.servedSite === undefined
                ? {}
                : { analyzerOptions: { servedSite: { ...options.servedSite } } }),
        });
    }
    catch (error) {
        removeFolder();
        throw error;
    }
    let closing = false;
    return {
        url: service.url,
        apiKey,
        concurrency: options.concurrency,
        answers: inProcessAnswersWork()
            ? inProcessAnswers(service.handleRequest, () => closing)
            : undefined,
        close: async () => {
            closing = true;
            try {
                await service.close();
            }
            finally {
                removeFolder();
            }
        },
    };
}


/***/ }),

/***/ 7032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
// The package's version, as package.json has it (a test keeps the two equal): a constant, so
// that `seo-report --version` reads no file at run time.
const VERSION = '0.1.0';


/***/ })

};

//# sourceMappingURL=888.index.js.map