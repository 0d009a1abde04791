export const id = 770;
export const ids = [770];
export const modules = {

/***/ 8340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nG: () => (/* binding */ ApiKeyStore)
/* harmony export */ });
/* unused harmony exports generateApiKey, hashApiKey */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

// Keys are 256 random bits, so a plain SHA-256 is enough to keep them unusable if the database
// leaks: there is nothing to guess, and a salted slow hash would only slow down every request.
// Looking a key up by its digest is as good as a constant-time comparison: the index compares
// SHA-256 digests, whose leading bytes a caller cannot choose, so timing reveals nothing useful.
function generateApiKey() {
    return `sk_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(32).toString('base64url')}`;
}
function hashApiKey(key) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(key, 'utf8').digest('hex');
}
class ApiKeyStore {
    #insert;
    #findByHash;
    #count;
    /**
     * The user of each key found so far, when nothing but this store can change the keys (a
     * throwaway database, locked by its process from opening to close): a key is never deleted,
     * so its user stays, and a request is answered without hashing its key and reading the table
     * (the embedded service's every create: 1.4% of an audit's main thread). Unknown keys are not
     * remembered, so the map holds at most the keys there are. Null: every lookup reads the
     * table, where an operator may change it beside a running server.
     */
    #known;
    constructor(db, options = {}) {
        this.#known = options.rememberKnownKeys ? new Map() : null;
        this.#insert = db.prepare('INSERT INTO api_keys (key_hash, created_at) VALUES (?, ?) ON CONFLICT (key_hash) DO NOTHING');
        this.#findByHash = db.prepare('SELECT id FROM api_keys WHERE key_hash = ?');
        this.#count = db.prepare('SELECT COUNT(*) AS n FROM api_keys');
    }
    /** Creates a new user with a fresh key and returns the key: the only time it is seen. */
    create() {
        const key = generateApiKey();
        this.register(key);
        return key;
    }
    /** Registers a key given by the operator; registering the same key again is a no-op. */
    register(key) {
        const hash = hashApiKey(key);
        this.#insert.run(hash, Date.now());
        const row = this.#findByHash.get(hash);
        return row.id;
    }
    /** The user id for a key, or null when the key is unknown. */
    userFor(key) {
        const known = this.#known?.get(key);
        if (known !== undefined)
            return known;
        const row = this.#findByHash.get(hashApiKey(key));
        if (row === undefined)
            return null;
        this.#known?.set(key, row.id);
        return row.id;
    }
    count() {
        return this.#count.get().n;
    }
}


/***/ }),

/***/ 412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rd: () => (/* binding */ lockDatabase),
/* harmony export */   UR: () => (/* binding */ lockOwnerOf),
/* harmony export */   W_: () => (/* binding */ isRunning)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8382);
// One service process per database file. Two would both requeue the "running" generations at
// start and run them twice, and each would take the other's work for cut-off work. A lock file
// beside the database (<file>.lock, holding the owner's process id) is taken at start and given
// back at close; one left by a process that died is taken over. Commands that only touch keys
// (`seo-report keys`) do not take it: SQLite's own locking serialises their short writes.


class DatabaseLockedError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SeoReportError */ .K {
    name = 'DatabaseLockedError';
    get errorCode() {
        return 'SEO_DATABASE_LOCKED';
    }
}
/** Files locked by this process, so a second service in the same process is refused too. */
const heldHere = new Set();
/** The lock file of the database at `dbPath`. */
function lockFileOf(dbPath) {
    return `${dbPath}.lock`;
}
/**
 * The process that holds the lock of `dbPath`, from its lock file; null when there is no lock
 * file or it names no process.
 */
function lockOwnerOf(dbPath) {
    const owner = Number.parseInt(readText(lockFileOf(dbPath)), 10);
    return Number.isInteger(owner) && owner > 0 ? owner : null;
}
/** Takes the lock of `dbPath`; returns the function that gives it back. */
function lockDatabase(dbPath) {
    if (dbPath === ':memory:' || dbPath === '')
        return () => { };
    const lockPath = lockFileOf(dbPath);
    for (let attempt = 0; attempt < 2; attempt++) {
        try {
            const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(lockPath, 'wx');
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, `${process.pid}\n`);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            heldHere.add(lockPath);
            return () => {
                heldHere.delete(lockPath);
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(lockPath, { force: true });
            };
        }
        catch (error) {
            if (error.code !== 'EEXIST') {
                throw new DatabaseLockedError(`cannot create the lock file ${lockPath}: ${error.message}`);
            }
        }
        const owner = lockOwnerOf(dbPath);
        if (owner !== null && isRunning(owner) && (owner !== process.pid || heldHere.has(lockPath))) {
            throw new DatabaseLockedError(`the database ${dbPath} is in use by another service (process ${owner}); stop it first or use another database file`);
        }
        // Left by a process that is gone: take it over.
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(lockPath, { force: true });
    }
    throw new DatabaseLockedError(`cannot take the lock file ${lockPath}: another process keeps taking it`);
}
function readText(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
    }
    catch {
        return '';
    }
}
/** Whether process `pid` exists (on this machine, as this user sees it). */
function isRunning(pid) {
    if (!Number.isInteger(pid) || pid <= 0)
        return false;
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        // EPERM: it exists, and belongs to someone else.
        return error.code === 'EPERM';
    }
}


/***/ }),

/***/ 6379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qI: () => (/* binding */ openDatabase)
});

// UNUSED EXPORTS: DatabaseVersionError, NEW_DATABASE_PAGE_SIZE, THROWAWAY_DATABASE_PAGE_SIZE

// EXTERNAL MODULE: external "node:sqlite"
var external_node_sqlite_ = __webpack_require__(99);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/server/service/list-structures.ts
var list_structures = __webpack_require__(3046);
// EXTERNAL MODULE: ./src/server/service/report-json.ts
var report_json = __webpack_require__(1208);
;// CONCATENATED MODULE: ./src/server/service/migrations.ts

const MIGRATIONS = [
    `
  CREATE TABLE api_keys (
    id INTEGER PRIMARY KEY,          -- the user: one key is one user
    key_hash TEXT NOT NULL UNIQUE,   -- SHA-256 hex of the key; the key itself is never stored
    created_at INTEGER NOT NULL
  );
  CREATE TABLE settings (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  -- AUTOINCREMENT: an id is never reused after a delete, so a stale link never shows another report.
  CREATE TABLE reports (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES api_keys(id),
    target_url TEXT NOT NULL,        -- the absolute URL to audit, as given
    url TEXT NOT NULL,               -- cleaned for display; the final URL once generated
    project TEXT NOT NULL,
    privacy INTEGER NOT NULL CHECK (privacy IN (0, 1, 2)),
    password_hash TEXT,
    state TEXT NOT NULL CHECK (state IN ('pending', 'running', 'generated', 'failed')),
    generation INTEGER NOT NULL DEFAULT 1, -- bumped per requested generation; stale finishes are dropped
    score REAL,
    results TEXT,                    -- JSON map of check results
    error_code TEXT,
    error_message TEXT,
    generated_at INTEGER,            -- epoch milliseconds, like the other timestamps
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  -- One index per list order and filter, each led by user_id because every list is one user's.
  -- Each order ends with id (the tie-breaker of every list order) so that the index gives the
  -- whole ORDER BY; score rides along at the end so that a result= filter is checked inside
  -- the index, without reading the (large) rows that the filter then rejects.
  CREATE INDEX reports_user_id ON reports (user_id, id, score);
  CREATE INDEX reports_user_generated ON reports (user_id, generated_at, id, score);
  CREATE INDEX reports_user_url ON reports (user_id, url, id, score);
  CREATE INDEX reports_user_score ON reports (user_id, score);
  CREATE INDEX reports_user_project ON reports (user_id, project, id, score);
  CREATE INDEX reports_user_project_generated ON reports (user_id, project, generated_at, id, score);
  CREATE INDEX reports_user_project_url ON reports (user_id, project, url, id, score);
  CREATE INDEX reports_user_project_score ON reports (user_id, project, score);
  -- Start-up finds the work to requeue without scanning every report.
  CREATE INDEX reports_unfinished ON reports (state) WHERE state IN ('pending', 'running');
  `,
    // 2: lists that stay fast with many reports. Projects keep running totals (maintained by
    // triggers) so that listing them does not aggregate every report; a trigram index on the URL
    // lets `search` find substrings without scanning every URL.
    `
  CREATE TABLE projects (
    user_id INTEGER NOT NULL,
    project TEXT NOT NULL,
    reports INTEGER NOT NULL,
    score_sum REAL NOT NULL,          -- over reports with a score
    scored INTEGER NOT NULL,          -- how many reports have a score
    created_at INTEGER NOT NULL,      -- the first report's
    PRIMARY KEY (user_id, project)
  ) WITHOUT ROWID;
  CREATE INDEX projects_user_created ON projects (user_id, created_at);
  INSERT INTO projects (user_id, project, reports, score_sum, scored, created_at)
    SELECT user_id, project, COUNT(*), COALESCE(SUM(score), 0), COUNT(score), MIN(created_at)
    FROM reports GROUP BY user_id, project;
  CREATE TRIGGER reports_project_insert AFTER INSERT ON reports BEGIN
    INSERT INTO projects (user_id, project, reports, score_sum, scored, created_at)
    VALUES (NEW.user_id, NEW.project, 1, COALESCE(NEW.score, 0), NEW.score IS NOT NULL, NEW.created_at)
    ON CONFLICT (user_id, project) DO UPDATE SET
      reports = reports + 1,
      score_sum = score_sum + excluded.score_sum,
      scored = scored + excluded.scored,
      created_at = MIN(created_at, excluded.created_at);
  END;
  CREATE TRIGGER reports_project_delete AFTER DELETE ON reports BEGIN
    UPDATE projects SET
      reports = reports - 1,
      score_sum = score_sum - COALESCE(OLD.score, 0),
      scored = scored - (OLD.score IS NOT NULL)
    WHERE user_id = OLD.user_id AND project = OLD.project;
    DELETE FROM projects WHERE user_id = OLD.user_id AND project = OLD.project AND reports <= 0;
  END;
  CREATE TRIGGER reports_project_score AFTER UPDATE OF score ON reports
  WHEN OLD.score IS NOT NEW.score BEGIN
    UPDATE projects SET
      score_sum = score_sum - COALESCE(OLD.score, 0) + COALESCE(NEW.score, 0),
      scored = scored - (OLD.score IS NOT NULL) + (NEW.score IS NOT NULL)
    WHERE user_id = NEW.user_id AND project = NEW.project;
  END;
  CREATE VIRTUAL TABLE reports_url_search USING fts5(
    url, content = 'reports', content_rowid = 'id', tokenize = 'trigram'
  );
  INSERT INTO reports_url_search (reports_url_search) VALUES ('rebuild');
  CREATE TRIGGER reports_search_insert AFTER INSERT ON reports BEGIN
    INSERT INTO reports_url_search (rowid, url) VALUES (NEW.id, NEW.url);
  END;
  CREATE TRIGGER reports_search_delete AFTER DELETE ON reports BEGIN
    INSERT INTO reports_url_search (reports_url_search, rowid, url) VALUES ('delete', OLD.id, OLD.url);
  END;
  CREATE TRIGGER reports_search_update AFTER UPDATE OF url ON reports BEGIN
    INSERT INTO reports_url_search (reports_url_search, rowid, url) VALUES ('delete', OLD.id, OLD.url);
    INSERT INTO reports_url_search (rowid, url) VALUES (NEW.id, NEW.url);
  END;
  `,
    // 3: each report's API item pre-rendered around its results (src/server/service/report-json.ts), so
    // that a list page joins stored text instead of mapping and serialising every row. Kept up to
    // date by ReportStore in the transaction of every write that changes a field the item shows.
    (db) => {
        db.exec(`
      ALTER TABLE reports ADD COLUMN api_head TEXT;  -- the item's JSON before its results
      ALTER TABLE reports ADD COLUMN api_tail TEXT;  -- and after them
    `);
        (0,report_json/* fillReportItemPieces */.MI)(db);
    },
    // 4: a report's search entry is rewritten only when its URL changes. Every completion sets
    // the url column (to the final URL), nearly always to the value it had, and the trigger fired
    // for each: a fifth of a completion's cost in an audit of a whole site (docs/benchmarks.md).
    `
  DROP TRIGGER reports_search_update;
  CREATE TRIGGER reports_search_update AFTER UPDATE OF url ON reports
  WHEN OLD.url IS NOT NEW.url BEGIN
    INSERT INTO reports_url_search (reports_url_search, rowid, url) VALUES ('delete', OLD.id, OLD.url);
    INSERT INTO reports_url_search (rowid, url) VALUES (NEW.id, NEW.url);
  END;
  `,
];

;// CONCATENATED MODULE: ./src/server/service/database.ts




class DatabaseVersionError extends errors/* SeoReportError */.K {
    name = 'DatabaseVersionError';
    get errorCode() {
        return 'SEO_DATABASE_VERSION';
    }
}
/** Opens (or creates) the database and brings its schema up to date. */
class DatabaseOpenError extends errors/* SeoReportError */.K {
    name = 'DatabaseOpenError';
    get errorCode() {
        return 'SEO_DATABASE_OPEN_FAILED';
    }
}
function openDatabase(path, limits = {}) {
    let db;
    try {
        db = new external_node_sqlite_.DatabaseSync(path);
    }
    catch (error) {
        throw new DatabaseOpenError(`cannot open the database ${path}: ${error.message}`);
    }
    try {
        const created = pageCount(db) === 0;
        // Before anything is written: the first write fixes the page size (WAL mode, set next, too).
        setNewPageSize(db, limits.maxBytes ?? null, limits.throwaway ?? false);
        // A throwaway database is this process's alone (a file in a folder of its own, removed at
        // close): the connection keeps its file lock from the first statement to the close instead
        // of taking and giving it back around each one (two fcntl calls, and a read of the file's
        // change counter to learn whether its page cache still holds). The embedded service runs
        // about ten statements a report: 0.05 of 0.35 ms of CPU a report in
        // bench/service/store-micro.ts, and about half of each API key's lookup in an audit.
        if (limits.throwaway)
            db.exec('PRAGMA locking_mode = EXCLUSIVE');
        // WAL lets readers proceed while a write commits; busy_timeout makes a second process (a
        // `keys create` beside a running server) wait for the lock instead of failing at once.
        db.exec(`PRAGMA journal_mode = ${limits.throwaway ? 'MEMORY' : 'WAL'}`);
        db.exec('PRAGMA busy_timeout = 5000');
        db.exec(`PRAGMA synchronous = ${limits.throwaway ? 'OFF' : 'NORMAL'}`);
        db.exec('PRAGMA foreign_keys = ON');
        // In a file of 4 KiB pages (databases made before NEW_DATABASE_PAGE_SIZE) a list page of 100
        // reports reads about 135 pages of rows (results spill into overflow pages); with SQLite's
        // default 2 MiB cache, 20 such pages in turn are read from the OS again each time: 1.7-2.2 ms
        // a page against 1.1 ms with this cache (issue 15). A bound, filled only as pages are read.
        // A throwaway database (the embedded service's) serves no list pages: it writes each report,
        // reads it back once, and its file grows by about 18 KB a page, so a 32 MiB cache only filled
        // up as a large run went on (bench/site: the service's share of memory that grew with the
        // site). 4 MiB holds the pages its writes touch.
        db.exec(`PRAGMA cache_size = ${limits.throwaway ? -4096 : -32768}`);
        if (limits.maxBytes != null) {
            const { page_size: pageSize } = db.prepare('PRAGMA page_size').get();
            db.exec(`PRAGMA max_page_count = ${Math.max(1, Math.floor(limits.maxBytes / pageSize))}`);
        }
        migrate(db);
        // A throwaway database is listed only when a create's outcome was uncertain: its list
        // indexes and URL search index are built by the first list, not by every write
        // (list-structures.ts).
        if (limits.throwaway && created)
            (0,list_structures/* deferListStructures */.NI)(db);
    }
    catch (error) {
        db.close();
        if (error instanceof DatabaseVersionError)
            throw error;
        // One line naming the file: "database or disk is full" alone does not say which.
        const message = (error.message ?? String(error)).split('\n')[0];
        throw new DatabaseOpenError(`cannot prepare the database ${path}: ${message}`);
    }
    return db;
}
/**
 * The page size of a new database. A report's row (its API item pieces and a results map of
 * about 4 KB) is over 5 KB: with SQLite's default 4 KiB pages each row spills into an overflow
 * chain, and a list page of 100 reports follows 100 chains. With 32 KiB pages a row sits in its
 * leaf page beside others: reading a page of 100 took 0.55-0.72 ms in-process instead of 0.82
 * (issue 15, docs/benchmarks.md), and the file is about 10% larger than with 4 KiB pages (16 KiB
 * pages were as fast and 31% larger: two such rows fill one). Results of hostile pages (megabytes)
 * overflow whatever the size.
 */
const NEW_DATABASE_PAGE_SIZE = 32 * 1024;
/**
 * The page size of a throwaway database (the embedded service's): it is written, a report at a
 * time, and read back a report at a time, never listed a hundred at once. Every page a write
 * touches is copied whole to the rollback journal and written whole at commit, so a report's
 * three writes moved about ten 32 KiB pages each: with 4 KiB pages its writes cost half as much
 * (0.46 against 0.8 to 1.2 ms of CPU a report; bench/site, docs/benchmarks.md).
 */
const THROWAWAY_DATABASE_PAGE_SIZE = 4096;
const SMALLEST_PAGE_SIZE = 4096;
/** A byte limit is a page count: a limited file keeps at least this many pages of room. */
const MIN_LIMITED_PAGES = 256;
/**
 * Sets the page size of a database that has no page yet. An existing database keeps its own:
 * changing it means rewriting the whole file (VACUUM), which is not done behind the operator's
 * back.
 */
function setNewPageSize(db, maxBytes, throwaway) {
    if (pageCount(db) > 0)
        return;
    let size = throwaway ? THROWAWAY_DATABASE_PAGE_SIZE : NEW_DATABASE_PAGE_SIZE;
    // A small limit in large pages would leave too few of them for the schema and a little data.
    while (maxBytes !== null && size > SMALLEST_PAGE_SIZE && maxBytes / size < MIN_LIMITED_PAGES) {
        size /= 2;
    }
    db.exec(`PRAGMA page_size = ${size}`);
}
function pageCount(db) {
    return db.prepare('PRAGMA page_count').get().page_count;
}
function migrate(db) {
    const row = db.prepare('PRAGMA user_version').get();
    const current = row.user_version;
    if (current > MIGRATIONS.length) {
        throw new DatabaseVersionError(`the database is at schema version ${current}, newer than this program knows (${MIGRATIONS.length})`);
    }
    for (let version = current; version < MIGRATIONS.length; version++) {
        db.exec('BEGIN IMMEDIATE');
        try {
            const migration = MIGRATIONS[version];
            if (typeof migration === 'string')
                db.exec(migration);
            else
                migration(db);
            db.exec(`PRAGMA user_version = ${version + 1}`);
            db.exec('COMMIT');
        }
        catch (error) {
            // The migration's own error is the one to report (a full disk, a bad statement).
            if (db.isTransaction)
                db.exec('ROLLBACK');
            throw error;
        }
    }
}


/***/ }),

/***/ 7419:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cP: () => (/* binding */ startAnalysisWorkers),
  iL: () => (/* binding */ startService)
});

// UNUSED EXPORTS: generateApiKey, hashApiKey, renderIndexPage, renderReportPage

// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/shared/address-policy.ts
var address_policy = __webpack_require__(6728);
// EXTERNAL MODULE: ./src/shared/checks/index.ts + 2 modules
var checks = __webpack_require__(1405);
// EXTERNAL MODULE: ./src/server/analyzer/analyze-document.ts + 20 modules
var analyze_document = __webpack_require__(2930);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./src/shared/extra-headers.ts
var extra_headers = __webpack_require__(1828);
// EXTERNAL MODULE: ./src/shared/robots-directives.ts
var robots_directives = __webpack_require__(3591);
// EXTERNAL MODULE: ./src/server/analyzer/html/extract-facts.ts
var extract_facts = __webpack_require__(5669);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/shared/tls-failure.ts
var tls_failure = __webpack_require__(3287);
;// CONCATENATED MODULE: ./src/server/analyzer/net/fetch-failure.ts
// Why a fetch gave no usable response, as a code (stable, for programs) and a message (one line,
// for a person). Expected failures are values of this class, never stack traces in a report.
// The address policy's refusal (RefusedAddressError) lives beside the policy in src/shared, since
// the runner's external link check refuses with it too; it is re-exported here for the analyzer.




/**
 * The stable code of each kind; `code` stays the kind, as a report's failure carries it (the
 * tests map a report's kind back to its code with this).
 */
const FETCH_ERROR_CODES = {
    invalid_url: 'SEO_FETCH_INVALID_URL',
    unsupported_scheme: 'SEO_FETCH_UNSUPPORTED_SCHEME',
    refused_address: 'SEO_FETCH_REFUSED_ADDRESS',
    dns_error: 'SEO_FETCH_DNS_ERROR',
    connection_error: 'SEO_FETCH_CONNECTION_ERROR',
    tls_error: 'SEO_FETCH_TLS_ERROR',
    timeout: 'SEO_FETCH_TIMEOUT',
    too_many_redirects: 'SEO_FETCH_TOO_MANY_REDIRECTS',
    redirect_loop: 'SEO_FETCH_REDIRECT_LOOP',
    bad_redirect: 'SEO_FETCH_BAD_REDIRECT',
    bad_response: 'SEO_FETCH_BAD_RESPONSE',
    too_large: 'SEO_FETCH_TOO_LARGE',
    bad_content_encoding: 'SEO_FETCH_BAD_CONTENT_ENCODING',
    bad_charset: 'SEO_FETCH_BAD_CHARSET',
    bad_encoding: 'SEO_FETCH_BAD_ENCODING',
    fetch_error: 'SEO_FETCH_ERROR',
};
class FetchFailure extends errors/* SeoReportError */.K {
    code;
    name = 'FetchFailure';
    constructor(code, message) {
        super(message);
        this.code = code;
    }
    get errorCode() {
        return FETCH_ERROR_CODES[this.code];
    }
}
const TLS_CODES = new Set([
    'CERT_HAS_EXPIRED',
    'CERT_NOT_YET_VALID',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'UNABLE_TO_GET_ISSUER_CERT',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'CERT_REVOKED',
    'CERT_UNTRUSTED',
    'CERT_REJECTED',
    'CERT_SIGNATURE_FAILURE',
    'HOSTNAME_MISMATCH',
    'EPROTO',
]);
const TIMEOUT_CODES = new Set([
    'UND_ERR_CONNECT_TIMEOUT',
    'UND_ERR_HEADERS_TIMEOUT',
    'UND_ERR_BODY_TIMEOUT',
    'ETIMEDOUT',
]);
const CONNECTION_CODES = new Set([
    'ECONNREFUSED',
    'ECONNRESET',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'EPIPE',
    'UND_ERR_SOCKET',
    'UND_ERR_CLOSED',
    'UND_ERR_DESTROYED',
]);
/** Turns whatever undici, net, tls or dns threw into a FetchFailure that names the URL. */
function classifyFetchError(error, url) {
    if (error instanceof FetchFailure)
        return error;
    if (error instanceof address_policy/* RefusedAddressError */.bT) {
        return new FetchFailure('refused_address', `${url}: ${error.message}`);
    }
    const err = (error ?? {});
    const code = typeof err.code === 'string' ? err.code : '';
    const message = typeof err.message === 'string' ? err.message : String(error);
    if (err.cause instanceof address_policy/* RefusedAddressError */.bT)
        return classifyFetchError(err.cause, url);
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_FAIL' || code === 'ENODATA') {
        return new FetchFailure('dns_error', `${url}: the host name could not be resolved (${code})`);
    }
    if (TIMEOUT_CODES.has(code))
        return new FetchFailure('timeout', `${url}: timed out (${code})`);
    if (TLS_CODES.has(code) || code.startsWith('ERR_TLS_') || code.startsWith('ERR_SSL_')) {
        // What failed in one line ("the certificate has expired"), never OpenSSL's error dump.
        const tls = (0,tls_failure/* tlsFailureOf */.r)(error);
        return new FetchFailure('tls_error', `${url}: TLS error: ${tls?.text ?? message} (${code})`);
    }
    if (CONNECTION_CODES.has(code)) {
        return new FetchFailure('connection_error', `${url}: connection failed: ${message} (${code})`);
    }
    const name = error?.name;
    if (code.startsWith('HPE_') ||
        code === 'UND_ERR_HEADERS_OVERFLOW' ||
        name === 'HTTPParserError') {
        // undici's HTTPParserError may carry no code: no empty brackets then.
        return new FetchFailure('bad_response', `${url}: the server sent a malformed response${code ? ` (${code})` : ''}`);
    }
    if (error instanceof AggregateError && error.errors.length > 0) {
        return classifyFetchError(error.errors[0], url);
    }
    return new FetchFailure('fetch_error', `${url}: ${message}${code ? ` (${code})` : ''}`);
}

;// CONCATENATED MODULE: ./src/server/analyzer/net/charset.ts
// Turns the page's bytes into text the way a browser picks the encoding (WHATWG "encoding
// sniffing", simplified): a byte order mark first, then the Content-Type charset, then a
// <meta charset> or <meta http-equiv=Content-Type> in the first 1024 bytes, else UTF-8.
// TextDecoder does the decoding: Node 24 ships full ICU, so every WHATWG label is known.


const PRESCAN_BYTES = 1024;
const META_CHARSET = /<meta\s[^>]*?charset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)/i;
/** The charset parameter of a Content-Type value, if any. */
function charsetFromContentType(contentType) {
    const match = contentType ? /;\s*charset\s*=\s*["']?([^"';\s]+)/i.exec(contentType) : null;
    return match?.[1];
}
function sniffBom(bytes) {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        return 'utf-8';
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
        return 'utf-16be';
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
        return 'utf-16le';
    return undefined;
}
function prescanMetaCharset(bytes) {
    const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, PRESCAN_BYTES));
    const label = META_CHARSET.exec(head.toString('latin1'))?.[1];
    // A page that claims UTF-16 in ASCII-compatible bytes is not UTF-16 (WHATWG: use UTF-8).
    return label && /^utf-16/i.test(label) ? 'utf-8' : label;
}
function decodeHtml(bytes, contentType) {
    const bom = sniffBom(bytes);
    const header = charsetFromContentType(contentType);
    const meta = bom || header ? undefined : prescanMetaCharset(bytes);
    const [label, source] = bom
        ? [bom, 'bom']
        : header
            ? [header, 'header']
            : meta
                ? [meta, 'meta']
                : ['utf-8', 'default'];
    let decoder;
    try {
        decoder = new external_node_util_.TextDecoder(label, { fatal: true });
    }
    catch {
        throw new FetchFailure('bad_charset', `unknown charset "${label}" (from the ${source})`);
    }
    try {
        return { text: decoder.decode(bytes), charset: decoder.encoding, source };
    }
    catch {
        const why = source === 'default' ? 'no charset is declared and the body' : 'the body';
        throw new FetchFailure('bad_encoding', `${why} is not valid ${decoder.encoding} (charset from the ${source})`);
    }
}

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
var external_node_zlib_default = /*#__PURE__*/__webpack_require__.n(external_node_zlib_);
;// CONCATENATED MODULE: ./src/server/analyzer/net/content-encoding.ts
// Undoes Content-Encoding (gzip, deflate, br, zstd) with the platform's zlib. The decoded size is
// capped too: a few kilobytes of gzip can inflate to gigabytes, so the cap must hold on the
// output, not only on what came over the wire.



const gunzip = (0,external_node_util_.promisify)((external_node_zlib_default()).gunzip);
const inflate = (0,external_node_util_.promisify)((external_node_zlib_default()).inflate);
const inflateRaw = (0,external_node_util_.promisify)((external_node_zlib_default()).inflateRaw);
const brotli = (0,external_node_util_.promisify)((external_node_zlib_default()).brotliDecompress);
const zstd = (0,external_node_util_.promisify)((external_node_zlib_default()).zstdDecompress);
/** zlib's output chunk when decoding: the output buffer's size, not a limit on it. */
const DECODE_CHUNK_BYTES = 128 * 1024;
/** Encodings we advertise in Accept-Encoding and can undo. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** The codings of a Content-Encoding header in the order they were applied. */
function parseContentEncoding(header) {
    if (!header)
        return [];
    return header
        .split(',')
        .map((coding) => coding.trim().toLowerCase())
        .filter((coding) => coding !== '' && coding !== 'identity');
}
/**
 * Decodes `body` through `codings` (undone last-applied first). `truncated` bodies are decoded
 * as far as they go instead of failing on the missing end; used for probes read only in part.
 */
async function decodeContent(body, codings, maxOutputLength, truncated = false) {
    let data = body;
    for (const coding of [...codings].reverse()) {
        data = await decodeOne(data, coding, maxOutputLength, truncated);
    }
    return data;
}
async function decodeOne(data, coding, maxOutputLength, truncated) {
    const zlibOptions = {
        // One output chunk holds a page: with zlib's 16 KiB default, a 90 KB page came back in six
        // round trips through libuv's pool, each a callback on the thread that fetches every page.
        chunkSize: DECODE_CHUNK_BYTES,
        ...(truncated ? { finishFlush: (external_node_zlib_default()).constants.Z_SYNC_FLUSH } : {}),
    };
    try {
        switch (coding) {
            case 'gzip':
            case 'x-gzip':
                return await gunzip(data, { maxOutputLength, ...zlibOptions });
            case 'deflate':
                // "deflate" is meant to be zlib-wrapped, but some servers send raw deflate.
                return await inflate(data, { maxOutputLength, ...zlibOptions }).catch((error) => {
                    if (isTooLarge(error))
                        throw error;
                    return inflateRaw(data, { maxOutputLength, ...zlibOptions });
                });
            case 'br': {
                const brotliFlush = truncated ? { finishFlush: (external_node_zlib_default()).constants.BROTLI_OPERATION_FLUSH } : {};
                return await brotli(data, {
                    maxOutputLength,
                    chunkSize: DECODE_CHUNK_BYTES,
                    ...brotliFlush,
                });
            }
            case 'zstd':
                return await zstd(data, { maxOutputLength, chunkSize: DECODE_CHUNK_BYTES });
            default:
                throw new FetchFailure('bad_content_encoding', `unsupported Content-Encoding "${coding}" (supported: ${ACCEPT_ENCODING})`);
        }
    }
    catch (error) {
        if (error instanceof FetchFailure)
            throw error;
        if (isTooLarge(error)) {
            throw new FetchFailure('too_large', `the body decodes to more than ${maxOutputLength} bytes (${coding})`);
        }
        const reason = error instanceof Error ? error.message : String(error);
        throw new FetchFailure('bad_content_encoding', `the ${coding} body could not be decoded: ${reason}`);
    }
}
function isTooLarge(error) {
    return error?.code === 'ERR_BUFFER_TOO_LARGE';
}

;// CONCATENATED MODULE: ./src/server/analyzer/net/fetch-resource.ts




const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
function parseHttpUrl(input) {
    const url = URL.parse(String(input));
    if (url === null)
        throw new FetchFailure('invalid_url', `not a valid URL: ${String(input)}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new FetchFailure('unsupported_scheme', `${url.protocol.slice(0, -1)} URLs are not analyzed, only http and https: ${url.href}`);
    }
    if (url.username || url.password) {
        // Credentials in a URL would be sent on and could leak into reports.
        throw new FetchFailure('invalid_url', `URLs with credentials are not analyzed: ${url.host}`);
    }
    url.hash = '';
    return url;
}
async function fetchResource(input, options) {
    const started = external_node_perf_hooks_.performance.now();
    const redirects = [];
    const hops = [];
    const seen = new Set();
    let url = input;
    for (;;) {
        seen.add(url.href);
        const hop = await fetchOnce(url, options);
        const location = firstHeader(hop.headers.location);
        if (!REDIRECT_STATUSES.has(hop.status) || location === undefined) {
            return {
                url: input.href,
                finalUrl: url.href,
                redirects,
                hops,
                ...hop,
                elapsedMs: external_node_perf_hooks_.performance.now() - started,
            };
        }
        redirects.push(url.href);
        hops.push({ url: url.href, status: hop.status });
        const next = URL.parse(location, url.href);
        if (next === null) {
            throw new FetchFailure('bad_redirect', `${url.href} redirects to an invalid URL: ${location}`);
        }
        url = parseHttpUrl(aliased(next, options.originAlias, 'back'));
        if (seen.has(url.href)) {
            throw new FetchFailure('redirect_loop', `redirect loop: ${url.href} was already visited`);
        }
        if (redirects.length > options.maxRedirects) {
            throw new FetchFailure('too_many_redirects', `more than ${options.maxRedirects} redirects, starting at ${input.href}`);
        }
    }
}
/**
 * The served folder's answer to a HEAD of `url` (ServedSiteOnWire.head), given in process: the
 * status and headers its server would send. Null when `options` name no such folder, or it has
 * no answer in process for the URL (ask over HTTP then). Throws the signal's reason once it aborts.
 */
function servedHeadAnswer(url, options) {
    const answer = servedHeadAsIs(url, options);
    return answer === null ? null : { status: answer.status, headers: { ...answer.headers } };
}
/** servedHeadAnswer with the folder's own headers, to be read only. */
function servedHeadAsIs(url, options) {
    const head = options.servedSite?.head;
    const target = head === undefined ? null : servedTarget(url, options);
    if (head === undefined || target === null)
        return null;
    options.signal?.throwIfAborted();
    return head(target);
}
/**
 * A URL's path and query as the URL parser gives them back unchanged: segments of letters,
 * digits, `_`, `-`, `~` and dots (none empty or starting with a dot: no dot segment to remove),
 * and a query of characters it leaves alone, not empty. Nothing to encode, remove or resolve,
 * and no fragment: `${origin}${rest}` parses to that origin with `rest` as its path and query.
 */
const PLAIN_URL_REST = /^(?:\/[\w~-][\w.~-]*)+(?:\?[\w.~=&+,;:@!$()*/?%-]+)?$/;
/**
 * The served folder's answers to HEADs of a page's URLs (servedHeadAnswer for each URL, given
 * as a string), with what is the same for all of them worked out once, or null when `options`
 * name no folder answering in process. A page's images are mostly URLs of the folder's origin,
 * or of the production origin aliased to it, with a plain path: for those the URL is not
 * parsed and serialised again, nor its origin aliased, which were a third of an image's answer.
 * The answer's headers are the folder's own, to be read only. A URL that does not parse has no
 * answer in process (null), as for servedHeadAnswer. Throws the signal's reason once it aborts.
 */
function servedHeadAnswers(options) {
    const head = options.servedSite?.head;
    if (head === undefined)
        return null;
    const plainOrigins = plainServedOrigins(options);
    return (url) => {
        for (const origin of plainOrigins) {
            if (!url.startsWith(origin) || url.charCodeAt(origin.length) !== SLASH)
                continue;
            const rest = url.slice(origin.length);
            if (!PLAIN_URL_REST.test(rest))
                break;
            options.signal?.throwIfAborted();
            return head(rest);
        }
        const parsed = URL.parse(url);
        return parsed === null ? null : servedHeadAsIs(parsed, options);
    };
}
const SLASH = 0x2f;
/** plainServedOrigins' last answer and what it depends on: the same for every page of a run. */
let lastOrigins = null;
/**
 * The origins whose URLs of a plain path and query the served folder answers at that path and
 * query: each found as the general path finds it, by asking where its root goes (the alias maps
 * origins only, whatever the path).
 */
function plainServedOrigins(options) {
    const served = options.servedSite?.origin;
    const alias = options.originAlias;
    const last = lastOrigins;
    if (last !== null && last.served === served && last.from === alias?.from && last.to === alias?.to)
        return last.origins;
    const origins = [alias?.from, served].filter((origin) => origin !== undefined &&
        URL.parse(origin)?.origin === origin &&
        servedTarget(new URL(`${origin}/`), options) === '/');
    lastOrigins = { served, from: alias?.from, to: alias?.to, origins };
    return origins;
}
/**
 * The path and query `url` asks of the served folder (after the production origin's alias), or
 * null when `options` name no such folder or the URL is on another origin.
 */
function servedTarget(url, options) {
    if (options.servedSite === undefined)
        return null;
    const wire = aliased(url, options.originAlias, 'forth');
    return wire.origin === options.servedSite.origin ? `${wire.pathname}${wire.search}` : null;
}
const NO_BODY = Buffer.alloc(0);
/** A hop whose answer has no body to read: a redirect, or the answer to a HEAD. */
function bodilessHop(status, headers) {
    return {
        status,
        headers,
        body: NO_BODY,
        transferBytes: 0,
        contentEncoding: [],
        truncated: false,
    };
}
/**
 * The served folder's answer to a GET of `url` (ServedSiteOnWire.get), given in process: what
 * its server would send, already decoded. Null when `options` name no such folder, it has no
 * answer in process for the URL, or the answer is over the body cap either way: HTTP then fails
 * or cuts it exactly as for any other server.
 */
async function servedGetAnswer(url, options) {
    const get = options.servedSite?.get;
    const target = get === undefined ? null : servedTarget(url, options);
    if (get === undefined || target === null)
        return null;
    options.signal?.throwIfAborted();
    const answer = await get(target, ACCEPT_ENCODING);
    options.signal?.throwIfAborted();
    if (answer === null)
        return null;
    const cap = options.maxBodyBytes;
    if (answer.transferBytes > cap || answer.body.length > cap)
        return null;
    return {
        status: answer.status,
        headers: { ...answer.headers },
        body: answer.body,
        transferBytes: answer.transferBytes,
        contentEncoding: parseContentEncoding(answer.headers['content-encoding']),
        truncated: false,
    };
}
async function fetchOnce(url, options) {
    if (options.method === 'HEAD') {
        const answer = servedHeadAnswer(url, options);
        if (answer !== null)
            return bodilessHop(answer.status, answer.headers);
    }
    else {
        const answer = await servedGetAnswer(url, options);
        if (answer !== null)
            return answer;
    }
    const wire = aliased(url, options.originAlias, 'forth');
    const served = wire.origin === options.servedSite?.origin ? options.servedSite : undefined;
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
    try {
        const response = await (0,undici.request)(wire, {
            method: options.method ?? 'GET',
            dispatcher: served?.dispatcher ?? options.dispatcher,
            signal,
            // The folder's server sends no body after a HEAD: its connection can serve the next one.
            // Elsewhere undici closes it after every HEAD, in case one does (nodejs/undici#258).
            ...(options.method === 'HEAD' && served !== undefined ? { reset: false } : {}),
            headers: {
                'user-agent': options.userAgent,
                ...(options.extraHeaders?.origin === url.origin ? options.extraHeaders.headers : {}),
                // The body is decoded and typed by these two: a caller's header must not change them.
                accept: options.accept,
                'accept-encoding': ACCEPT_ENCODING,
            },
        });
        const status = response.statusCode;
        if (REDIRECT_STATUSES.has(status) && response.headers.location !== undefined) {
            // Let the connection be reused without reading a redirect page of any size.
            await response.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
            return bodilessHop(status, response.headers);
        }
        if (options.method === 'HEAD') {
            // No body comes after HEAD, whatever Content-Encoding says: nothing to read or decode.
            await response.body.dump().catch(() => undefined);
            return bodilessHop(status, response.headers);
        }
        const { raw, truncated } = await readCapped(response, url, options);
        const contentEncoding = parseContentEncoding(firstHeader(response.headers['content-encoding']));
        const body = await decodeContent(raw, contentEncoding, options.maxBodyBytes, truncated).catch((error) => {
            // A body cut short at the cap may legitimately fail to decode; keep what we have.
            if (truncated && error instanceof FetchFailure && error.code !== 'too_large') {
                return Buffer.alloc(0);
            }
            throw error;
        });
        return {
            status,
            headers: response.headers,
            body,
            transferBytes: raw.length,
            contentEncoding,
            truncated,
        };
    }
    catch (error) {
        if (options.signal?.aborted)
            throw options.signal.reason;
        if (deadline.aborted) {
            throw new FetchFailure('timeout', `${url.href}: no complete answer within ${options.timeoutMs} ms`);
        }
        if (error instanceof FetchFailure && !error.message.startsWith(url.href)) {
            throw new FetchFailure(error.code, `${url.href}: ${error.message}`);
        }
        throw classifyFetchError(error, url.href);
    }
}
/**
 * The URL on the wire for a URL of the alias's `from` origin ('forth'), or the reported URL for
 * an answer that names the `to` origin ('back'); other URLs are left alone.
 */
function aliased(url, alias, way) {
    if (alias === undefined)
        return url;
    const [from, to] = way === 'forth' ? [alias.from, alias.to] : [alias.to, alias.from];
    if (url.origin !== from)
        return url;
    return new URL(`${url.pathname}${url.search}`, to);
}
async function readCapped(response, url, options) {
    const cap = options.maxBodyBytes;
    const declared = Number(firstHeader(response.headers['content-length']));
    if (options.overflow === 'fail' && Number.isFinite(declared) && declared > cap) {
        response.body.destroy();
        throw new FetchFailure('too_large', `${url.href}: the body is ${declared} bytes, more than the ${cap}-byte limit`);
    }
    const chunks = [];
    let size = 0;
    for await (const chunk of response.body) {
        if (size + chunk.length > cap) {
            response.body.destroy();
            if (options.overflow === 'fail') {
                throw new FetchFailure('too_large', `${url.href}: the body is larger than ${cap} bytes`);
            }
            chunks.push(chunk.subarray(0, cap - size));
            return { raw: Buffer.concat(chunks), truncated: true };
        }
        chunks.push(chunk);
        size += chunk.length;
    }
    return { raw: Buffer.concat(chunks, size), truncated: false };
}
function firstHeader(value) {
    return Array.isArray(value) ? value[0] : value;
}

// EXTERNAL MODULE: external "node:dns/promises"
var promises_ = __webpack_require__(1553);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(1692);
;// CONCATENATED MODULE: ./src/server/analyzer/net/guarded-connector.ts
// An undici connector that resolves the host itself, vets every address, and then connects to
// exactly the address it vetted. Checking a name and letting the socket resolve it again would
// leave a window for DNS rebinding; here there is one resolution and the socket gets an IP.
// It also records the protocol ALPN settled on per origin, which is how http2 is observed.





const systemLookup = (hostname) => (0,promises_.lookup)(hostname, { all: true, order: 'ipv4first' });
/** Resolves `hostname` and returns the address to connect to, or throws RefusedAddressError. */
async function resolveAllowed(hostname, policy, lookup = systemLookup) {
    const addresses = (0,external_node_net_.isIP)(hostname) ? [hostname] : (await lookup(hostname)).map((a) => a.address);
    return (0,address_policy/* vettedAddress */.zK)(hostname, addresses, policy);
}
function createGuardedConnector(options) {
    const protocols = new Map();
    const policy = (0,address_policy/* createAddressPolicy */.fB)(options.allowPrivateNetwork, options.allowedAddresses);
    const base = (0,undici.buildConnector)({
        allowH2: true,
        timeout: options.connectTimeoutMs,
        // `ca` replaces Node's default authorities, so extra ones are added to them, not instead:
        // 'default' is the bundled roots and those of NODE_EXTRA_CA_CERTS, which the docs tell
        // users with a private CA to set.
        ...(options.ca === undefined
            ? {}
            : { ca: [...(0,external_node_tls_.getCACertificates)('default'), ...[options.ca].flat()] }),
    });
    const allowed = options.allowedOrigin === undefined ? null : new URL(options.allowedOrigin);
    const isAllowedOrigin = (opts) => allowed !== null &&
        (0,external_node_net_.isIP)(allowed.hostname) !== 0 &&
        opts.protocol === allowed.protocol &&
        opts.hostname === allowed.hostname &&
        String(opts.port ?? '') === allowed.port;
    const connect = (opts, callback) => {
        const vetted = isAllowedOrigin(opts)
            ? Promise.resolve(opts.hostname)
            : resolveAllowed(opts.hostname, policy, options.lookup);
        vetted.then((address) => {
            const tls = opts.protocol === 'https:';
            // SNI and certificate checks must still use the name, not the address we dial.
            const servername = tls && !(0,external_node_net_.isIP)(opts.hostname) ? opts.hostname : undefined;
            try {
                base({ ...opts, hostname: address, servername }, (error, socket) => {
                    if (error === null && tls) {
                        const alpn = socket.alpnProtocol;
                        protocols.set(`${opts.protocol}//${opts.host}`, alpn || 'http/1.1');
                    }
                    callback(error, socket);
                });
            }
            catch (error) {
                // A synchronous throw here would otherwise leave the request waiting for its timeout.
                callback(error, null);
            }
        }, (error) => callback(error, null));
    };
    return { connect, protocols };
}

// EXTERNAL MODULE: ./src/server/analyzer/checks/images.ts
var checks_images = __webpack_require__(7098);
;// CONCATENATED MODULE: ./src/server/analyzer/net/image-weights.ts
// What a page's images weigh over the wire, for image_weight: a HEAD per distinct image (its
// Content-Length), through the same guarded agent as the page, so every address rule applies.
// Bounded: at most MAX_IMAGES_WEIGHED images (chosen by the worker that parsed the page),
// WEIGH_CONCURRENCY at a time, each request under the analyzer's timeout. A server that refuses
// HEAD or names no length is asked by GET, read only up to a cap: past it the image is known to
// weigh at least that much, which is all a budget needs. With a cache (image-weight-cache.ts),
// an image already weighed for another page of the run is not asked again.




/** Requests in flight at once per page: a browser opens about six connections per host. */
const WEIGH_CONCURRENCY = 4;
const ACCEPT_IMAGE = 'image/avif,image/webp,image/*,*/*;q=0.8';
/**
 * Weighs `images.urls` (distinct, in page order). `readCap`: most bytes read by the GET
 * fallback; an image past it is reported as `atLeast` the cap. Rejects only when the page's
 * signal aborts: any other failure is an image of unknown weight.
 */
async function weighImages(images, options, readCap, memory) {
    const asked = images.urls;
    const weights = new Array(asked.length);
    // Images of the served folder answered in process (most of a site-dir page's), all of them
    // first and at once: no request, no wait, and none of the cache's bookkeeping or room. The
    // folder does not change during the audit, so the answer is the one the cache would have kept.
    const servedHead = servedHeadAnswers(options);
    const overHttp = [];
    for (let index = 0; index < asked.length; index++) {
        const url = asked[index];
        const answer = servedHead === null ? null : servedHead(url);
        const inProcess = answer === null ? null : weightOfHead(url, answer);
        if (inProcess === null)
            overHttp.push(index);
        else
            weights[index] = inProcess;
    }
    if (overHttp.length === 0)
        return { images: weights, notAsked: images.notAsked };
    // The same for every image of the page asked over HTTP: made once, not once an image.
    const head = {
        ...options,
        accept: ACCEPT_IMAGE,
        overflow: 'truncate',
        method: 'HEAD',
        maxBodyBytes: 0,
    };
    const context = memory === undefined ? '' : memory.cache.contextKey(memory.context);
    const weigh = (url) => memory === undefined
        ? weighOne(url, head, readCap)
        : memory.cache.get(`${url} ${context}`, () => weighOne(url, head, readCap), options.signal);
    let next = 0;
    const worker = async () => {
        while (next < overHttp.length) {
            const index = overHttp[next++];
            weights[index] = await weigh(asked[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(WEIGH_CONCURRENCY, overHttp.length) }, worker));
    return { images: weights, notAsked: images.notAsked };
}
/** `headOptions`: the page's fetch options for an image's HEAD (weighImages makes them). */
async function weighOne(url, headOptions, readCap) {
    const target = new URL(url);
    try {
        const head = await fetchResource(target, headOptions);
        const weighed = weightOfHead(url, head);
        if (weighed !== null)
            return weighed;
        // 405 or 501 (HEAD refused), or no length named: read the image itself, up to the cap.
        if (head.status >= 400 && head.status !== 405 && head.status !== 501) {
            return { url, bytes: null, status: head.status };
        }
        const got = await fetchResource(target, {
            ...headOptions,
            method: 'GET',
            maxBodyBytes: readCap,
        });
        if (got.status < 200 || got.status >= 300)
            return { url, bytes: null, status: got.status };
        // A length named on GET is the weight, even when the read stopped at the cap.
        const named = lengthOf(got.headers['content-length']);
        const atLeast = named === null && got.truncated;
        return {
            url,
            bytes: named ?? got.transferBytes,
            status: got.status,
            ...(atLeast ? { atLeast: true } : {}),
            ...typeOf(got.headers),
        };
    }
    catch {
        if (headOptions.signal?.aborted)
            throw headOptions.signal.reason;
        // A timeout or a refused address: unknown weight, never a failure of the page.
        return { url, bytes: null, status: null };
    }
}
/** The weight a HEAD's answer names: a success with a Content-Length; null for anything else. */
function weightOfHead(url, head) {
    const declared = lengthOf(head.headers['content-length']);
    if (head.status < 200 || head.status >= 300 || declared === null)
        return null;
    // Built as it is, not spread: every image of every page of a build folder comes here.
    const contentType = mediaTypeOf(head.headers);
    return contentType === undefined
        ? { url, bytes: declared, status: head.status }
        : { url, bytes: declared, status: head.status, contentType };
}
function lengthOf(value) {
    const text = firstHeader(value)?.trim();
    if (text === undefined || !/^\d+$/.test(text))
        return null;
    return Number(text);
}
function typeOf(headers) {
    const type = mediaTypeOf(headers);
    return type === undefined ? {} : { contentType: type };
}
/** The media type of the headers' Content-Type (analyze-document.ts); undefined if none. */
function mediaTypeOf(headers) {
    return (0,analyze_document/* mediaType */.JL)(firstHeader(headers['content-type'])) ?? undefined;
}

// EXTERNAL MODULE: ./src/server/analyzer/options.ts + 1 modules
var analyzer_options = __webpack_require__(9328);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/server/analyzer/render/find-browser.ts
// Where Chromium or Chrome usually lives. We never download one: GitHub's runners have Google
// Chrome, Debian and Ubuntu package Chromium, and a caller can name any other.

const USUAL_PATHS = [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
    '/snap/bin/chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
];
const INSTALL_HINT = 'install Chromium (Debian/Ubuntu: apt-get install -y chromium) or Google Chrome, or name ' +
    'its executable with the render option browserPath (seo-report serve: SEO_REPORT_BROWSER)';
/** The first executable of `paths`; null when there is none. */
function findBrowser(paths = USUAL_PATHS) {
    for (const path of paths) {
        try {
            (0,external_node_fs_.accessSync)(path, external_node_fs_.constants.X_OK);
            return path;
        }
        catch {
            // Not there, or not executable: try the next.
        }
    }
    return null;
}
/** Why rendering cannot start: no browser found, or none at the path named. Null when it can. */
function missingBrowser(browserPath) {
    if (browserPath === undefined) {
        return findBrowser() === null ? `no Chromium or Chrome found; ${INSTALL_HINT}` : null;
    }
    return findBrowser([browserPath]) === null
        ? `no browser at ${browserPath}; ${INSTALL_HINT}`
        : null;
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./src/shared/own-keys.ts
var own_keys = __webpack_require__(6678);
;// CONCATENATED MODULE: ./src/server/analyzer/render/guarded-proxy.ts
// A forward proxy on 127.0.0.1 that the headless browser must send all its traffic through. It
// applies the analyzer's address policy the way the guarded connector does (resolve once, vet
// every address, dial the vetted one), so the SSRF rules hold for every request a page's scripts
// make, WebSockets and TLS tunnels included, and DNS cannot be rebound between check and connect.





/** Headers that concern only the hop between the browser and the proxy. */
const HOP_HEADERS = new Set([
    'proxy-connection',
    'proxy-authorization',
    'connection',
    'keep-alive',
    'te',
    'trailer',
    'upgrade',
]);
async function startGuardedProxy(options) {
    const policy = (0,address_policy/* createAddressPolicy */.fB)(options.allowPrivateNetwork, options.allowedAddresses);
    const refusals = [];
    const sockets = new Set();
    const vet = async (hostname) => {
        const host = hostname.replace(/^\[|\]$/g, '');
        try {
            return await resolveAllowed(host, policy, options.lookup);
        }
        catch (error) {
            refusals.push(`${host}: ${error.message}`);
            return null;
        }
    };
    const server = (0,external_node_http_.createServer)((incoming, outgoing) => {
        const target = URL.parse(incoming.url ?? '');
        if (target === null || target.protocol !== 'http:') {
            outgoing.writeHead(400).end('only absolute http URLs are proxied');
            return;
        }
        void vet(target.hostname).then((address) => {
            if (address === null) {
                outgoing.writeHead(403, { 'content-type': 'text/plain' }).end('refused by the analyzer');
                return;
            }
            const upstream = (0,external_node_http_.request)({
                host: address,
                port: Number(target.port || 80),
                method: incoming.method,
                path: `${target.pathname}${target.search}`,
                headers: { ...forwardable(incoming), host: target.host },
                timeout: options.connectTimeoutMs,
                // The name is kept for the Host header; the socket goes to the vetted address only.
                setHost: false,
            }, (answer) => {
                outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
                answer.pipe(outgoing);
            });
            upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
            upstream.on('error', () => {
                if (!outgoing.headersSent)
                    outgoing.writeHead(502).end();
                else
                    outgoing.destroy();
            });
            incoming.pipe(upstream);
        });
    });
    // CONNECT: TLS (https, wss) and anything else tunnelled; the policy applies the same way.
    server.on('connect', (incoming, client, head) => {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => client.destroy());
        const [host = '', portText = '443'] = splitAuthority(incoming.url ?? '');
        void vet(host).then((address) => {
            if (address === null) {
                client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
                return;
            }
            const upstream = (0,external_node_net_.connect)({ host: address, port: Number(portText) });
            sockets.add(upstream);
            upstream.setTimeout(options.connectTimeoutMs, () => upstream.destroy());
            upstream.on('close', () => sockets.delete(upstream));
            upstream.on('error', () => client.destroy());
            upstream.once('connect', () => {
                upstream.setTimeout(0);
                client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
                if (head.length > 0)
                    upstream.write(head);
                upstream.pipe(client);
                client.pipe(upstream);
            });
        });
    });
    server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address();
    return {
        address: `127.0.0.1:${port}`,
        refusals,
        close: () => new Promise((resolve) => {
            for (const socket of sockets)
                socket.destroy();
            server.close(() => resolve());
        }),
    };
}
function forwardable(incoming) {
    const headers = {};
    for (const [name, value] of Object.entries(incoming.headers)) {
        if (value !== undefined && !HOP_HEADERS.has(name))
            (0,own_keys/* setOwn */.P)(headers, name, value);
    }
    return headers;
}
/** "host:port" or "[v6]:port" of a CONNECT request. */
function splitAuthority(authority) {
    const v6 = /^\[([^\]]+)\]:(\d+)$/.exec(authority);
    if (v6)
        return [v6[1] ?? '', v6[2] ?? '443'];
    const at = authority.lastIndexOf(':');
    if (at === -1 || (0,external_node_net_.isIP)(authority) === 6)
        return [authority, '443'];
    return [authority.slice(0, at), authority.slice(at + 1)];
}

;// CONCATENATED MODULE: ./src/server/analyzer/render/render-page.ts
// The page as a browser builds it: headless Chromium loads it, runs its scripts, and we take the
// DOM once the network is idle. The driver (puppeteer-core, which never downloads a browser) is
// imported only here and only when rendering is asked for, so nobody else pays for loading it.
// Every request of the browser goes through the guarded proxy (the SSRF rules), and the caller's
// extra headers are added only to requests for the origin they belong to.



/** The stable code of each kind; `code` stays the kind, as a report's failure carries it. */
const RENDER_ERROR_CODES = {
    no_browser: 'SEO_RENDER_NO_BROWSER',
    render_error: 'SEO_RENDER_FAILED',
    refused_address: 'SEO_RENDER_REFUSED_ADDRESS',
    timeout: 'SEO_RENDER_TIMEOUT',
};
class RenderFailure extends errors/* SeoReportError */.K {
    code;
    name = 'RenderFailure';
    constructor(code, message) {
        super(message);
        this.code = code;
    }
    get errorCode() {
        return RENDER_ERROR_CODES[this.code];
    }
}
const DEFAULT_RENDER_TIMEOUT_MS = 15_000;
/** Schemes a page may use without a network request of its own. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:']);
async function renderPage(url, request) {
    const started = performance.now();
    const missing = missingBrowser(request.browserPath);
    const executablePath = request.browserPath ?? findBrowser();
    if (missing !== null || executablePath === null) {
        throw new RenderFailure('no_browser', `cannot render ${url}: ${missing}`);
    }
    const timeoutMs = request.timeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
    const { default: puppeteer } = await __webpack_require__.e(/* import() */ 179).then(__webpack_require__.bind(__webpack_require__, 8179));
    const proxy = await startGuardedProxy({
        allowPrivateNetwork: request.allowPrivateNetwork,
        allowedAddresses: request.allowedAddresses,
        lookup: request.lookup,
        connectTimeoutMs: timeoutMs,
    });
    let browser;
    const abort = () => void browser?.close().catch(() => undefined);
    request.signal?.addEventListener('abort', abort, { once: true });
    try {
        browser = await puppeteer.launch({
            executablePath,
            headless: true,
            timeout: timeoutMs,
            args: [
                `--proxy-server=http://${proxy.address}`,
                // Loopback too goes through the proxy: Chromium bypasses proxies for it by default.
                '--proxy-bypass-list=<-loopback>',
                // WebRTC could otherwise reach addresses around the proxy.
                '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
                '--disable-background-networking',
                '--disable-component-update',
                '--disable-dev-shm-usage',
                '--no-first-run',
                // Chromium's sandbox needs user namespaces that root in a container does not get.
                ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
            ],
        });
        const page = await browser.newPage();
        await page.setUserAgent({ userAgent: request.userAgent });
        // Service workers would fetch outside the page's interception.
        await page.setBypassServiceWorker(true);
        await page.setRequestInterception(true);
        const extra = request.extraHeaders;
        page.on('request', (intercepted) => {
            if (intercepted.isInterceptResolutionHandled())
                return;
            const target = URL.parse(intercepted.url());
            if (target === null)
                return void intercepted.abort('blockedbyclient');
            if (LOCAL_SCHEMES.has(target.protocol))
                return void intercepted.continue();
            if (target.protocol !== 'http:' && target.protocol !== 'https:') {
                return void intercepted.abort('blockedbyclient');
            }
            // Chromium applies these overrides to this request only, not to the hops of a redirect it
            // answers with (CDP Fetch.continueRequest): each hop comes back here and is judged anew.
            if (extra !== undefined && target.origin === extra.origin) {
                return void intercepted.continue({
                    headers: { ...intercepted.headers(), ...extra.headers },
                });
            }
            void intercepted.continue();
        });
        const response = await page
            .goto(url, { waitUntil: 'networkidle0', timeout: timeoutMs })
            .catch((error) => {
            throw renderError(url, error, proxy.refusals, timeoutMs);
        });
        if (response === null) {
            throw new RenderFailure('render_error', `cannot render ${url}: the browser got no answer`);
        }
        const html = await page.content();
        return { html, renderMs: performance.now() - started };
    }
    finally {
        request.signal?.removeEventListener('abort', abort);
        await browser?.close().catch(() => undefined);
        await proxy.close();
    }
}
function renderError(url, error, refusals, timeoutMs) {
    const message = error instanceof Error ? error.message : String(error);
    if (/timeout/i.test(message)) {
        return new RenderFailure('timeout', `cannot render ${url}: the page did not settle within ${timeoutMs} ms`);
    }
    const refusal = refusals[0];
    if (refusal !== undefined) {
        // "host: refused to connect to host (address): loopback address" says the host once.
        const said = refusal.indexOf('refused to connect to ');
        return new RenderFailure('refused_address', `cannot render ${url}: ${said >= 0 ? refusal.slice(said) : `refused ${refusal}`}`);
    }
    return new RenderFailure('render_error', `cannot render ${url}: ${message.split('\n')[0]}`);
}

;// CONCATENATED MODULE: ./src/server/analyzer/analyze-url.ts
// The networked half: fetch the page under the safety rules (and render it in a browser when
// asked), then /robots.txt, a random /404-<hex> path and /sitemap.xml, and hand everything to the
// checks (in the service, a worker thread parses and judges the page); then ask here for what
// they name, the canonical URL and the images, and complete the checks that read the answers.
// Every page problem ends as an Analysis with a failure; only the caller's abort rejects.













const ACCEPT_HTML = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';
const ACCEPT_TEXT = 'text/plain,*/*;q=0.5';
const ACCEPT_XML = 'application/xml,text/xml;q=0.9,*/*;q=0.5';
/** Crawlers read the first 500 KiB of robots.txt (RFC 9309); we read as much. */
const ROBOTS_MAX_BYTES = 500 * 1024;
/** Enough of a sitemap to see what it is; of a 404 page, only the status matters. */
const PROBE_MAX_BYTES = 16 * 1024;
async function analyzeUrl(url, options = {}) {
    const { signal } = options;
    signal?.throwIfAborted();
    // Bad options are the caller's mistake, not the page's: they throw before any request.
    const settings = (0,analyzer_options/* resolveCheckSettings */.IP)(options);
    const extraHeaders = (0,extra_headers/* resolveExtraHeaders */.d)(options.headers);
    let target;
    try {
        target = parseHttpUrl(url);
    }
    catch (error) {
        return (0,analyze_document/* failedAnalysis */.AK)(url, null, asFailure(error));
    }
    const timeoutMs = options.timeoutMs ?? analyzer_options/* DEFAULT_TIMEOUT_MS */.t1;
    const agent = new PageAgent({
        allowPrivateNetwork: options.allowPrivateNetwork ?? false,
        allowedAddresses: options.allowedAddresses,
        ...(options.servedSite === undefined ? {} : { allowedOrigin: options.servedSite.origin }),
        lookup: options.lookup,
        connectTimeoutMs: timeoutMs,
        ca: options.ca,
    });
    // The served folder's connections outlive the page (served-site-connections.ts); the rest are
    // the page's own.
    const servedDispatcher = options.servedSite !== undefined &&
        options.servedSiteConnections?.origin === options.servedSite.origin
        ? options.servedSiteConnections.dispatcherFor(timeoutMs)
        : null;
    const base = {
        dispatcher: agent,
        timeoutMs,
        maxRedirects: options.maxRedirects ?? analyzer_options/* DEFAULT_MAX_REDIRECTS */.Tt,
        maxBodyBytes: options.maxBodyBytes ?? analyzer_options/* DEFAULT_MAX_BODY_BYTES */.y_,
        overflow: 'fail',
        accept: ACCEPT_HTML,
        userAgent: options.userAgent ?? analyzer_options/* DEFAULT_USER_AGENT */.qx,
        signal,
        ...(options.servedSite === undefined
            ? {}
            : {
                servedSite: {
                    origin: options.servedSite.origin,
                    head: options.servedSite.head,
                    get: options.servedSite.get,
                    ...(servedDispatcher === null ? {} : { dispatcher: servedDispatcher }),
                },
            }),
        ...(options.servedSite?.productionOrigin === undefined
            ? {}
            : {
                originAlias: { from: options.servedSite.productionOrigin, to: options.servedSite.origin },
            }),
        // Bound to the origin asked for: a redirect elsewhere, or a probe there, goes without them.
        ...(Object.keys(extraHeaders).length === 0
            ? {}
            : { extraHeaders: { origin: target.origin, headers: extraHeaders } }),
    };
    let finalUrl = null;
    let fetchMs = 0;
    try {
        const page = await fetchResource(target, base);
        finalUrl = page.finalUrl;
        fetchMs = page.elapsedMs;
        const contentType = firstHeader(page.headers['content-type']);
        // Refuse a PDF or an error page before trying to decode it as HTML text.
        const bodyStart = page.body.subarray(0, 1024).toString('latin1');
        const refusal = (0,analyze_document/* responseFailure */.ue)(finalUrl, page.status, contentType, bodyStart, settings.profile);
        if (refusal !== null)
            return (0,analyze_document/* failedAnalysis */.AK)(url, finalUrl, refusal, fetchMs);
        const decoded = decodeHtml(page.body, contentType);
        const origin = new URL(finalUrl).origin;
        // The rendered DOM replaces the served HTML for the document checks; status, headers,
        // sizes and timing stay those of the raw response.
        let rendered = null;
        if (options.render && page.status < 400) {
            rendered = await renderPage(finalUrl, {
                ...(typeof options.render === 'object' ? options.render : {}),
                allowPrivateNetwork: options.allowPrivateNetwork ?? false,
                allowedAddresses: options.allowedAddresses,
                lookup: options.lookup,
                userAgent: base.userAgent,
                extraHeaders: base.extraHeaders,
                signal,
            });
        }
        const body = rendered?.html ?? decoded.text;
        const headers = page.headers;
        const input = {
            url,
            finalUrl,
            status: page.status,
            headers,
            body,
            bodyBytes: page.body.length,
            transferBytes: page.transferBytes,
            loadTimeMs: page.elapsedMs,
            httpVersion: agent.protocols.get(origin),
            charset: { name: decoded.charset, source: decoded.source },
            fetchMs,
            redirects: page.hops,
            ...(rendered === null ? {} : { rendered: true }),
        };
        const empty = (0,analyze_document/* admissionFailure */.gf)(input, settings.profile);
        if (empty !== null)
            return (0,analyze_document/* failedAnalysis */.AK)(url, finalUrl, empty, fetchMs);
        const fetchOriginProbes = () => probeOrigin(origin, base);
        const { robots, notFound, sitemap } = options.originProbes
            ? await options.originProbes.get(originProbesKey(origin, base, options), fetchOriginProbes, signal)
            : await fetchOriginProbes();
        // The document phase: the parse and the checks, and what they still need from the network.
        // In the service, a worker thread under the generation's deadline: this thread never parses
        // the page.
        const judge = options.judge ?? analyze_document/* analyzeDocumentPhase */.BI;
        const phase = await judge({ ...input, robots, notFound, sitemap }, options);
        if (phase.imagesToWeigh === null && phase.canonical === null)
            return phase.analysis;
        // The network phase, here where the network is: the canonical URL the page names and its
        // images (a few dozen requests at most, most of them answered by the run's cache), under
        // the same signal; then the checks that read the answers are judged from them alone.
        const readCap = settings.limits.maxPageImageBytes + 1;
        const [canonicalTarget, imageWeights] = await Promise.all([
            phase.canonical === null ? undefined : probeCanonical(new URL(phase.canonical.url), base),
            phase.imagesToWeigh === null
                ? undefined
                : weighImages(phase.imagesToWeigh, base, readCap, options.imageWeights === undefined
                    ? undefined
                    : {
                        cache: options.imageWeights,
                        context: imageWeightContext(base, options, readCap),
                    }),
        ]);
        return (0,analyze_document/* completeAnalysis */.u6)(phase, {
            ...(canonicalTarget === undefined ? {} : { canonicalTarget }),
            ...(imageWeights === undefined ? {} : { imageWeights }),
        }, options);
    }
    catch (error) {
        if (signal?.aborted)
            throw signal.reason;
        const failure = asFailure(error);
        // A redirect loop or an endless chain is the page's own fault, not a fetch that went wrong:
        // a report that names the check (redirects) says so, where a failed report would not.
        if (settings.profile === 'all' && REDIRECT_FAILURES.has(failure.code))
            return (0,analyze_document/* unreachableAnalysis */.R7)(url, failure, {
                max: options.maxRedirects ?? analyzer_options/* DEFAULT_MAX_REDIRECTS */.Tt,
            });
        return (0,analyze_document/* failedAnalysis */.AK)(url, finalUrl, failure, fetchMs);
    }
    finally {
        agent.destroy().catch(() => undefined);
    }
}
/**
 * The page's own agent, made on its first request: its connections, and the protocols they
 * negotiated, are this page's alone, and destroying it leaves nothing behind. A page of the
 * served folder whose requests all go to the folder's shared pool (or are answered in process)
 * makes none.
 */
class PageAgent extends undici.Dispatcher {
    #guard;
    #connector = null;
    #agent = null;
    constructor(guard) {
        super();
        this.#guard = guard;
    }
    /** ALPN protocol per origin of the page's TLS connections (guarded-connector.ts). */
    get protocols() {
        return this.#connector?.protocols ?? NO_PROTOCOLS;
    }
    dispatch(options, handler) {
        if (this.#agent === null) {
            const timeoutMs = this.#guard.connectTimeoutMs;
            this.#connector = createGuardedConnector(this.#guard);
            this.#agent = new undici.Agent({
                connect: this.#connector.connect,
                allowH2: true,
                headersTimeout: timeoutMs,
                bodyTimeout: timeoutMs,
            });
        }
        return this.#agent.dispatch(options, handler);
    }
    close() {
        return this.#agent?.close() ?? Promise.resolve();
    }
    destroy() {
        return this.#agent?.destroy() ?? Promise.resolve();
    }
}
const NO_PROTOCOLS = new Map();
/** Enough of a page to read its robots meta tag in <head>. */
const CANONICAL_MAX_BYTES = 64 * 1024;
async function probeCanonical(url, options) {
    try {
        const answer = await fetchResource(url, {
            ...options,
            maxBodyBytes: CANONICAL_MAX_BYTES,
            overflow: 'truncate',
        });
        const first = answer.hops[0];
        if (first !== undefined)
            return { url: url.href, status: first.status };
        const robotsHeaders = answer.headers['x-robots-tag'];
        const noindex = (0,robots_directives/* xRobotsTagBlocksIndexing */.C)(robotsHeaders) ||
            (0,extract_facts/* extractFacts */.B)(answer.body.toString('utf8')).metaRobots.some((content) => (0,robots_directives/* directivesBlockIndexing */.M)(content));
        return { url: url.href, status: answer.status, noindex };
    }
    catch (error) {
        if (options.signal?.aborted)
            throw options.signal.reason;
        return { url: url.href, status: null, error: asFailure(error).message };
    }
}
/** What every page of `origin` shares: its robots.txt, sitemap.xml and a missing page. */
async function probeOrigin(origin, base) {
    const [robots, notFound, sitemap] = await Promise.all([
        probe(new URL('/robots.txt', origin), { ...base, accept: ACCEPT_TEXT }, ROBOTS_MAX_BYTES),
        probe(new URL(`/404-${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`, origin), base, PROBE_MAX_BYTES),
        probe(new URL('/sitemap.xml', origin), { ...base, accept: ACCEPT_XML }, PROBE_MAX_BYTES),
    ]);
    return { robots, notFound, sitemap };
}
/**
 * The origin, and what else changes what its probes answer: whether this page's extra headers
 * go to it (they do only when it is the origin asked for) and whether private addresses may be
 * reached. The rest of the options are the service's, the same for every page.
 */
function originProbesKey(origin, base, options) {
    const headers = base.extraHeaders?.origin === origin ? 'headers' : 'no-headers';
    const network = options.allowPrivateNetwork ? 'private' : 'public';
    return `${origin} ${headers} ${network}`;
}
/**
 * Everything of the page's fetch that can change what an image URL answers, for the key of the
 * run's image weight cache (image-weight-cache.ts): the address policy, the folder served for
 * the audit and its production origin, the extra headers (a digest of their values, never the
 * values) and the origin they go to, the User-Agent, the redirect limit, the timeout and the
 * read cap. `lookup` and `ca` are the service's own, the same for every page of the cache.
 */
function imageWeightContext(base, options, readCap) {
    const headers = base.extraHeaders === undefined
        ? null
        : [base.extraHeaders.origin, digestOf(Object.entries(base.extraHeaders.headers).sort())];
    return JSON.stringify([
        options.allowPrivateNetwork ? 'private' : 'public',
        options.allowedAddresses ?? [],
        options.servedSite ?? null,
        headers,
        base.userAgent,
        base.maxRedirects,
        base.timeoutMs,
        readCap,
    ]);
}
function digestOf(value) {
    return (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(value)).digest('base64url');
}
async function probe(url, options, maxBodyBytes) {
    try {
        const answer = await fetchResource(url, { ...options, maxBodyBytes, overflow: 'truncate' });
        const contentType = firstHeader(answer.headers['content-type']);
        return {
            url: url.href,
            status: answer.status,
            ...(contentType === undefined ? {} : { contentType }),
            body: answer.body.toString('utf8'),
        };
    }
    catch (error) {
        if (options.signal?.aborted)
            throw options.signal.reason;
        return { url: url.href, status: null, error: asFailure(error).message };
    }
}
const REDIRECT_FAILURES = new Set(['redirect_loop', 'too_many_redirects']);
function asFailure(error) {
    if (error instanceof FetchFailure)
        return { code: error.code, message: error.message };
    if (error instanceof RenderFailure)
        return { code: error.code, message: error.message };
    const message = error instanceof Error ? error.message : String(error);
    return { code: 'internal_error', message: `unexpected analyzer error: ${message}` };
}

;// CONCATENATED MODULE: ./src/server/analyzer/answer-cache.ts
// Answers from the network that many pages of a run share (an origin's robots.txt, an image's
// weight), kept on the service's main thread where the fetching is, for a bounded time and in
// bounded room. The caches of origin-probes.ts and image-weight-cache.ts are this one.
//
// A fetch that got no answer (a timeout, a refused connection) is remembered the same way as one
// that did: within its lifetime every page reports the same failure, as it would have uncached,
// and a server that hangs costs one timeout, not one per page. Only an abort (the generation of
// the page that started the fetch stopped) is not an answer: it is forgotten, and a page still
// waiting fetches again under its own signal. Pages asking while a fetch is in flight share it.
const answer_cache_DEFAULT_ANSWER_TTL_MS = 5 * 60_000;
class AnswerCache {
    #entries = new Map();
    #ttlMs;
    #maxEntries;
    #maxBytes;
    #now;
    #sizeOf;
    #bytes = 0;
    /**
     * Walks the entries from the least recently used, kept from one eviction to the next. A new
     * walk from the Map's start steps over every entry deleted before it until the Map compacts:
     * evicting one entry at a time that way cost 10 to 30 µs an image once a large run filled the
     * image cache, three times a lookup (bench/site). The walk stays at the oldest entry: entries
     * are only added, or used again, at the end.
     */
    #oldest = null;
    constructor(options, sizeOf) {
        this.#ttlMs = options.ttlMs ?? answer_cache_DEFAULT_ANSWER_TTL_MS;
        this.#maxEntries = Math.max(1, options.maxEntries);
        this.#maxBytes = options.maxBytes;
        this.#now = options.now ?? Date.now;
        this.#sizeOf = sizeOf;
    }
    /** Answers held (fetched or being fetched). */
    get size() {
        return this.#entries.size;
    }
    /**
     * The answer for `key` (what is asked, with whatever else changes its answer): the remembered
     * one while fresh, the one being fetched for another page, or `fetch`'s. Rejects only when
     * `signal` aborts.
     */
    async get(key, fetch, signal) {
        for (;;) {
            signal?.throwIfAborted();
            const entry = this.#fresh(key) ?? this.#start(key, fetch);
            try {
                return await entry.answer;
            }
            catch (error) {
                // The page that started the fetch was stopped: not this page's stop, so fetch again.
                if (signal?.aborted)
                    throw error;
            }
        }
    }
    #fresh(key) {
        const entry = this.#entries.get(key);
        if (entry === undefined)
            return undefined;
        if (this.#now() >= entry.expiresAt) {
            this.#forget(key, entry);
            return undefined;
        }
        // Most recently used last: eviction takes from the front.
        this.#entries.delete(key);
        this.#entries.set(key, entry);
        return entry;
    }
    #start(key, fetch) {
        const entry = { answer: fetch(), expiresAt: this.#now() + this.#ttlMs, bytes: 0 };
        this.#entries.set(key, entry);
        entry.answer.then((answer) => {
            if (this.#entries.get(key) !== entry)
                return;
            entry.bytes = this.#sizeOf(answer, key);
            this.#bytes += entry.bytes;
            this.#evict();
        }, () => this.#forget(key, entry));
        this.#evict();
        return entry;
    }
    #evict() {
        while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
            this.#oldest ??= this.#entries.entries();
            const next = this.#oldest.next();
            if (next.done) {
                this.#oldest = null;
                return;
            }
            this.#forget(next.value[0], next.value[1]);
        }
    }
    #forget(key, entry) {
        if (this.#entries.get(key) !== entry)
            return;
        this.#entries.delete(key);
        this.#bytes -= entry.bytes;
    }
}

;// CONCATENATED MODULE: ./src/server/analyzer/image-weight-cache.ts
// What each image of a run weighs (image_weight), remembered for the pages that follow: a site's
// logo, icons and shared photos appear on every page, and were asked for once a page. The cache
// lives on the service's main thread, where the images are weighed; its lifetime is bounded (an
// image replaced on the server is seen within minutes), and so are its entries and bytes.
// Failures are remembered as answers, aborts are not, and pages asking for an image being
// weighed share the request (answer-cache.ts).
//
// An answer depends on more than the URL: the key is the URL and everything of the page's fetch
// options that can change what that URL answers (analyze-url.ts, imageWeightContext), by a
// short name of that context (contextKey): the address policy, the folder served for the audit
// and its production origin, the extra headers and where they go, the User-Agent, the redirect
// limit, the timeout and the read cap. Pages audited with different ones never share a weight.

/** Bytes an entry holds besides its key and URL: the Map's slot, the promise, the small object. */
const ENTRY_OVERHEAD_BYTES = 200;
/** Contexts named at most before their names are made anew (a run has one or a few). */
const MAX_CONTEXTS = 256;
class ImageWeightCache extends AnswerCache {
    /** Each context seen, by a short name of its own; a name is never given to another context. */
    #contexts = new Map();
    #named = 0;
    constructor(options = {}) {
        const base = {
            ...options,
            maxEntries: options.maxImages ?? 20_000,
            maxBytes: options.maxBytes ?? 8 * 1024 * 1024,
        };
        super(base, entryBytes);
    }
    /**
     * A short name for `context` (what of a page's fetch options changes an answer), to key its
     * images with: the same name for the same context, never for another. Keys with the context
     * written out were a few hundred characters, hashed for every image of every page and most
     * of the room the cache has. Past MAX_CONTEXTS, contexts get new names: the weights kept
     * under the old ones are not used again, and leave as the least recently used.
     */
    contextKey(context) {
        let name = this.#contexts.get(context);
        if (name === undefined) {
            if (this.#contexts.size >= MAX_CONTEXTS)
                this.#contexts.clear();
            name = `#${(this.#named++).toString(36)}`;
            this.#contexts.set(context, name);
        }
        return name;
    }
}
function entryBytes(weight, key) {
    // UTF-16 strings: two bytes a character.
    return (2 * (key.length + weight.url.length + (weight.contentType?.length ?? 0)) + ENTRY_OVERHEAD_BYTES);
}

;// CONCATENATED MODULE: ./src/server/analyzer/net/served-site-connections.ts
// Connections to the build folder served on this machine for the audit (site-dir), kept open
// from one page's analysis to the next. Every other origin is fetched through the page's own
// agent (analyze-url.ts), whose connections end with the page; to the folder's server, that
// was a connection opened and closed for every page, about a tenth of the thread that fetches
// (docs/benchmarks.md). Sharing is safe there alone: the folder's server is this process's own,
// on a loopback address given by number, and every analysis may reach it whatever its address
// policy (guarded-connector.ts, allowedOrigin), so no page can reach through the shared pool
// what its own agent would refuse. A redirect elsewhere leaves the pool: fetch-resource.ts
// takes it for requests on the folder's origin only.



class ServedSiteConnections {
    /** The folder's origin ("http://127.0.0.1:8123"): the only one the pools connect to. */
    origin;
    /**
     * One pool per timeout (connect, headers and body), so that a page's requests to the folder
     * time out as its own agent's would. A service uses one timeout: one pool.
     */
    #pools = new Map();
    #closed = false;
    /**
     * Null for an origin that is not http on an address given by number: only such an origin is
     * let through whatever the address policy, and only it can be shared without a policy.
     */
    static for(origin) {
        if (origin === undefined)
            return null;
        const url = URL.parse(origin);
        if (url === null || url.protocol !== 'http:' || url.origin !== origin)
            return null;
        // As the guarded connector tells the folder's origin from the rest (an IPv6 address, which
        // URL keeps in brackets, is vetted by the policy there: no pool for it either).
        if ((0,external_node_net_.isIP)(url.hostname) === 0)
            return null;
        return new ServedSiteConnections(origin);
    }
    constructor(origin) {
        this.origin = origin;
    }
    /**
     * The shared pool for requests under `timeoutMs`, or null once closed (the page then uses its
     * own agent, as without a pool).
     */
    dispatcherFor(timeoutMs) {
        if (this.#closed)
            return null;
        let pool = this.#pools.get(timeoutMs);
        if (pool === undefined) {
            // The connector a page's agent uses, reduced to the one origin it lets through: anything
            // else it would vet under the strictest policy, and refuse (never asked: a pool connects
            // to its own origin only).
            const connector = createGuardedConnector({
                allowPrivateNetwork: false,
                allowedOrigin: this.origin,
                connectTimeoutMs: timeoutMs,
            });
            // The options of a page's agent (analyze-url.ts), for the same requests.
            pool = new undici.Pool(this.origin, {
                connect: connector.connect,
                allowH2: true,
                headersTimeout: timeoutMs,
                bodyTimeout: timeoutMs,
            });
            this.#pools.set(timeoutMs, pool);
        }
        return pool;
    }
    /**
     * Ends every connection, as a page's agent ends its own when the page is done: called when the
     * service closes, after its analyses have ended. Requests still running fail.
     */
    async close() {
        this.#closed = true;
        const pools = [...this.#pools.values()];
        this.#pools.clear();
        await Promise.all(pools.map((pool) => pool.destroy().catch(() => undefined)));
    }
}

;// CONCATENATED MODULE: ./src/server/analyzer/origin-probes.ts
// What belongs to an origin rather than to a page: /robots.txt, /sitemap.xml and the answer
// for a missing page. Every page of a site gets the same answers, so a service auditing many
// pages of one site fetches them once per origin (four requests a page became one).
//
// The cache lives with the fetching, on the service's main thread; the worker threads only
// judge the facts they are handed, so one fetch serves every thread. Its lifetime is bounded
// (a self-hosted service that runs for weeks must see a robots.txt change) and so is its size;
// failures are remembered as answers, aborts are not (answer-cache.ts).

const DEFAULT_ORIGIN_TTL_MS = (/* unused pure expression or super */ null && (DEFAULT_ANSWER_TTL_MS));
class OriginProbeCache extends AnswerCache {
    constructor(options = {}) {
        super({
            ...options,
            maxEntries: options.maxOrigins ?? 500,
            maxBytes: options.maxBytes ?? 16 * 1024 * 1024,
        }, bodyBytes);
    }
}
function bodyBytes(probes) {
    return ((probes.robots.body?.length ?? 0) +
        (probes.notFound.body?.length ?? 0) +
        (probes.sitemap.body?.length ?? 0));
}

;// CONCATENATED MODULE: ./src/server/analyzer/index.ts
// The analyzer's public face: fetch a page safely and judge it (analyzeUrl), or judge material
// fetched elsewhere (analyzeDocument). It knows nothing of the service or the action.









// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: ./src/server/service/analysis-claim.ts
var analysis_claim = __webpack_require__(7700);
;// CONCATENATED MODULE: ./src/server/service/analysis-pool.ts
// A pool of worker threads that judge fetched pages, sized to the cores. Each job has the
// generation's signal: when it aborts (the generation timeout, a delete, a stop), the thread
// running the job is terminated, so no page, however hostile, holds a core past the deadline,
// and never the event loop that answers requests. A fresh thread takes its place on demand.
//
// Each thread is given the next page while it judges one (JOBS_PER_THREAD): it starts that page
// the moment it answers, instead of idling until the main thread, busy with a site's other pages
// (fetching, storing, answering), reads the answer and posts another. A page posted ahead is not
// yet the thread's: the thread takes its claim when it starts it (analysis-claim.ts), and until
// then the pool may take it back, to give it to a thread with nothing to do (rather than leave
// it behind a slow page) or to drop it when its signal aborts, without ending the thread.







/**
 * Pages posted to a thread at once: the one it judges and the next. One ahead is enough: the
 * main thread posts another while the thread judges it; more would hold pages back from a
 * thread that frees up sooner.
 */
const JOBS_PER_THREAD = 2;
/**
 * A page posted ahead that a thread has not started after this long is behind a slow page: a
 * thread that frees up takes it (a page takes milliseconds; a generation's timeout is seconds).
 */
const STUCK_AHEAD_MS = 250;
class AnalysisWorkerError extends errors/* SeoReportError */.K {
    name = 'AnalysisWorkerError';
    get errorCode() {
        return 'SEO_ANALYSIS_WORKER_FAILED';
    }
}
/**
 * How to start a worker: the bundled script beside the chunk that runs (dist/analysis-worker/
 * index.js next to dist/shared/), or, running from the TypeScript sources (tests), the .ts file
 * through Node's own type transform with .js specifiers mapped to their .ts files.
 * Null when neither is there: analyses then run on the main thread.
 */
function workerEntry() {
    const here = import.meta.url;
    if (here.endsWith('.ts')) {
        const target = new URL('./analysis-worker.ts', here).href;
        const boot = `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(TS_RESOLVE_HOOK)}));
await import(${JSON.stringify(target)});`;
        return {
            url: new URL(`data:text/javascript,${encodeURIComponent(boot)}`),
            execArgv: ['--experimental-transform-types', '--no-warnings'],
        };
    }
    // Built from parts so that the bundler does not take it for an asset to copy.
    const bundled = new URL(['..', 'analysis-worker', 'index.js'].join('/'), here);
    return (0,external_node_fs_.existsSync)((0,external_node_url_.fileURLToPath)(bundled)) ? { url: bundled, execArgv: [] } : null;
}
const TS_RESOLVE_HOOK = `import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export async function resolve(specifier, context, next) {
  if (specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const url = new URL(specifier, context.parentURL);
    const ts = url.href.slice(0, -3) + '.ts';
    if (url.protocol === 'file:' && !existsSync(fileURLToPath(url)) && existsSync(fileURLToPath(ts))) {
      return next(ts, context);
    }
  }
  return next(specifier, context);
}`;
class AnalysisPool {
    #size;
    #entry;
    #slots = new Set();
    #waiting = [];
    #nextId = 1;
    #closed = false;
    constructor(size = (0,external_node_os_.availableParallelism)()) {
        this.#size = Math.max(1, size);
        this.#entry = workerEntry();
    }
    /** Whether analyses run in worker threads (false: on the main thread, no bundled worker). */
    get threaded() {
        return this.#entry !== null;
    }
    /**
     * Judges a fetched page in a worker (its document phase: the analysis, and the images left to
     * weigh); rejects with the signal's reason when it aborts.
     */
    judge(input, options, signal) {
        // Only plain data crosses to the thread: the profile and the thresholds the checks read.
        const judgeOptions = {
            limits: options.limits,
            weights: options.weights,
            ...(options.checks === undefined ? {} : { checks: options.checks }),
        };
        if (this.#entry === null)
            return Promise.resolve((0,analyze_document/* analyzeDocumentPhase */.BI)(input, judgeOptions));
        if (this.#closed)
            return Promise.reject(new AnalysisWorkerError('the analysis pool is closed'));
        if (signal.aborted)
            return Promise.reject(signal.reason);
        return new Promise((resolve, reject) => {
            this.#waiting.push({ input, options: judgeOptions, signal, resolve, reject });
            this.#pump();
        });
    }
    /**
     * Starts every thread of the pool now, not at the first page; resolves when all are ready.
     * Starting a thread takes from tens of milliseconds (bundled) to a second (from the sources):
     * time a generation should not spend.
     */
    async warm() {
        if (this.#entry === null || this.#closed)
            return;
        while (this.#slots.size < this.#size)
            this.#spawn();
        await Promise.all([...this.#slots].map((slot) => slot.online));
    }
    async close() {
        this.#closed = true;
        const closed = () => new AnalysisWorkerError('the analysis pool is closed');
        for (const waiting of this.#waiting.splice(0))
            waiting.reject(closed());
        const slots = [...this.#slots];
        for (const slot of slots) {
            for (const posted of slot.jobs.splice(0)) {
                posted.settle();
                posted.waiting.reject(closed());
            }
        }
        await Promise.all(slots.map((slot) => this.#retire(slot)));
    }
    /** Posts waiting pages: to a thread with nothing to do first, then one ahead to busy ones. */
    #pump() {
        while (this.#waiting.length > 0) {
            const waiting = this.#waiting[0];
            if (waiting.signal.aborted) {
                this.#waiting.shift();
                waiting.reject(waiting.signal.reason);
                continue;
            }
            const slot = this.#freeSlot();
            if (slot === null)
                return;
            this.#waiting.shift();
            this.#post(slot, waiting);
        }
    }
    /** The thread to give the next page to: an idle one, a new one, or one with room ahead. */
    #freeSlot() {
        let roomAhead = null;
        for (const slot of this.#slots) {
            if (slot.jobs.length === 0)
                return slot;
            if (slot.jobs.length < JOBS_PER_THREAD && roomAhead === null)
                roomAhead = slot;
        }
        if (this.#slots.size < this.#size)
            return this.#spawn();
        return roomAhead;
    }
    #spawn() {
        const entry = this.#entry;
        const worker = new external_node_worker_threads_.Worker(entry.url, { execArgv: entry.execArgv });
        // Ready when the thread has loaded the analyzer and says so, not at 'online' (which comes
        // before its modules load: from the TypeScript sources, on a busy machine, seconds that the
        // first page's generation timeout would otherwise count).
        const online = new Promise((resolve) => {
            const ready = (message) => {
                if (message?.ready !== true)
                    return;
                worker.off('message', ready);
                resolve();
            };
            worker.on('message', ready);
            worker.once('exit', () => resolve());
        });
        const slot = { worker, online, jobs: [] };
        worker.on('message', (message) => {
            // Answers come in the order the pages were posted; a page taken back gets none.
            const index = slot.jobs.findIndex((posted) => posted.id === message.id);
            if (index === -1)
                return;
            const [posted] = slot.jobs.splice(index, 1);
            posted.settle();
            if (message.phase)
                posted.waiting.resolve(message.phase);
            else
                posted.waiting.reject(new AnalysisWorkerError(`the analysis failed: ${message.error}`));
            this.#freed(slot);
            this.#pump();
        });
        const lost = (reason) => {
            if (!this.#slots.delete(slot))
                return;
            // The page the thread was judging failed with it: the last it took (one taken before was
            // judged, its answer lost with the thread). Those it had not started go elsewhere.
            const jobs = slot.jobs.splice(0);
            const running = jobs.findLastIndex((posted) => (0,analysis_claim/* claimTaken */.iF)(posted.claim));
            if (running !== -1) {
                const [posted] = jobs.splice(running, 1);
                posted.settle();
                posted.waiting.reject(new AnalysisWorkerError(reason));
            }
            this.#requeue(jobs);
            this.#pump();
        };
        worker.on('error', (error) => lost(`the analysis worker failed: ${error.message}`));
        worker.on('exit', (code) => lost(`the analysis worker stopped (exit code ${code})`));
        // An idle worker must not keep the process alive (the CLI exits when its work is done).
        // After the listeners: adding a 'message' listener refs the worker's port again.
        worker.unref();
        this.#slots.add(slot);
        return slot;
    }
    #post(slot, waiting) {
        const id = this.#nextId++;
        const claim = (0,analysis_claim/* openClaim */.fc)();
        const onAbort = () => this.#abort(slot, posted);
        const posted = {
            id,
            waiting,
            claim,
            postedAt: performance.now(),
            settle: () => waiting.signal.removeEventListener('abort', onAbort),
        };
        waiting.signal.addEventListener('abort', onAbort, { once: true });
        if (slot.jobs.length === 0)
            slot.worker.ref();
        slot.jobs.push(posted);
        const job = { id, input: waiting.input, options: waiting.options, claim };
        slot.worker.postMessage(job);
    }
    /** A page's signal aborted: taken back if its thread has not started it, else the thread ends. */
    #abort(slot, posted) {
        const index = slot.jobs.indexOf(posted);
        if (index === -1)
            return;
        slot.jobs.splice(index, 1);
        posted.settle();
        if ((0,analysis_claim/* withdrawClaim */.DD)(posted.claim))
            this.#freed(slot);
        else {
            // The only way to stop a synchronous parse: end the thread. Its job gets the reason; the
            // pages posted behind it, not started, go to another thread.
            this.#requeue(slot.jobs.splice(0));
            void this.#retire(slot);
        }
        posted.waiting.reject(posted.waiting.signal.reason);
        this.#pump();
    }
    /** A thread has finished or dropped a page: it may take one stuck ahead of another thread. */
    #freed(slot) {
        // A thread with nothing left to judge must not keep the process alive.
        if (slot.jobs.length === 0)
            slot.worker.unref();
        this.#takeOver(slot);
    }
    /**
     * A thread with room takes back a page posted ahead to another thread that has not started it:
     * at once when it has nothing to do and no page waits, or when the page has been there longer
     * than STUCK_AHEAD_MS (behind a slow page, while pages keep coming for this thread). A page
     * never waits behind a slow one, to time out with it, while another thread goes on.
     */
    #takeOver(free) {
        if (free.jobs.length >= JOBS_PER_THREAD)
            return;
        const idle = free.jobs.length === 0 && this.#waiting.length === 0;
        const stuckSince = performance.now() - STUCK_AHEAD_MS;
        for (const slot of this.#slots) {
            if (slot === free || slot.jobs.length < 2)
                continue;
            const ahead = slot.jobs[slot.jobs.length - 1];
            if (!idle && ahead.postedAt > stuckSince)
                continue;
            if (!(0,analysis_claim/* withdrawClaim */.DD)(ahead.claim))
                continue;
            slot.jobs.pop();
            ahead.settle();
            this.#post(free, ahead.waiting);
            return;
        }
    }
    /** Pages posted to a thread that will not judge them, back at the head of the line. */
    #requeue(jobs) {
        const back = [];
        for (const posted of jobs) {
            posted.settle();
            // The thread is gone or going: a claim it has not taken stays with the pool.
            (0,analysis_claim/* withdrawClaim */.DD)(posted.claim);
            back.push(posted.waiting);
        }
        this.#waiting.unshift(...back);
    }
    async #retire(slot) {
        this.#slots.delete(slot);
        // Keep the pool full: the replacement starts now, not when the next page needs it.
        if (!this.#closed && this.#waiting.length === 0)
            void this.warm();
        await slot.worker.terminate();
    }
}
const shared = new Map();
/** Running services using each shared pool (joinSharedAnalysisPool, leaveSharedAnalysisPool). */
const users = new Map();
/**
 * The process's pool of `size` workers, shared by every service it runs (tests and the CLI may
 * start several): threads are started once, and idle ones do not keep the process alive. A
 * service's stop aborts its own generations, which ends the threads they were running on.
 */
function sharedAnalysisPool(size) {
    let pool = shared.get(size);
    if (!pool) {
        pool = new AnalysisPool(size);
        shared.set(size, pool);
    }
    return pool;
}
/** The process's pool of `size` workers, counted as used by one more service until it leaves. */
function joinSharedAnalysisPool(size) {
    users.set(size, (users.get(size) ?? 0) + 1);
    return sharedAnalysisPool(size);
}
/**
 * One service less uses the pool of `size`. With `end`, and no other service using it, its
 * threads end and a later service gets a new pool.
 */
async function leaveSharedAnalysisPool(size, end) {
    const left = (users.get(size) ?? 1) - 1;
    users.set(size, left);
    const pool = shared.get(size);
    if (!end || left > 0 || pool === undefined)
        return;
    shared.delete(size);
    await pool.close();
}

// EXTERNAL MODULE: ./src/server/service/api-keys.ts
var api_keys = __webpack_require__(8340);
// EXTERNAL MODULE: ./src/server/service/database.ts + 1 modules
var database = __webpack_require__(6379);
// EXTERNAL MODULE: ./src/server/service/database-lock.ts
var database_lock = __webpack_require__(412);
;// CONCATENATED MODULE: ./src/server/service/default-analyzer.ts

/**
 * The real analyzer behind the queue: the page is fetched here and judged in the pool's worker
 * threads. The service's own settings (abort signal, private network) win over the operator's
 * analyzer options, so a stop or a deadline always reaches a running analysis, and ends its
 * worker thread. Each origin's robots.txt, sitemap.xml and missing-page answers are fetched once
 * for the pages that follow within a few minutes (origin-probes.ts), here on the main thread
 * where the fetching is: the workers get them with each page. So is each image's weight
 * (image-weight-cache.ts): the workers name the images a page shows, and an image shown on
 * every page of a site is weighed once.
 */
function createDefaultAnalyzer(options = {}, pool, originProbes = new OriginProbeCache(), imageWeights = new ImageWeightCache()) {
    return (url, { signal, allowPrivateNetwork }) => analyzeUrl(url, {
        originProbes,
        imageWeights,
        ...options,
        signal,
        allowPrivateNetwork,
        ...(pool ? { judge: (input, judgeOptions) => pool.judge(input, judgeOptions, signal) } : {}),
    });
}

;// CONCATENATED MODULE: ./src/server/service/storage-health.ts
// What a failed write means, and saying it once. node:sqlite throws one error type for every
// failure; the service sorts them here into a full disk (507: nothing was stored, and retrying
// now will not help), a busy database (503 with a short Retry-After) and any other storage
// failure (503). The first failure is logged, later ones are not until a write succeeds again,
// so a full disk under load is one line in the log, not one per request.

const STORAGE_ERROR_CODES = {
    full: 'SEO_STORAGE_FULL',
    busy: 'SEO_STORAGE_BUSY',
    failed: 'SEO_STORAGE_FAILED',
};
class StorageError extends errors/* SeoReportError */.K {
    name = 'StorageError';
    kind;
    constructor(kind, message, options) {
        super(message, options);
        this.kind = kind;
    }
    get errorCode() {
        return STORAGE_ERROR_CODES[this.kind];
    }
}
// Primary result codes (https://sqlite.org/rescode.html); extended codes carry them in the low byte.
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_FULL = 13;
/** The StorageError for an error thrown by node:sqlite; anything else is returned as it is. */
function asStorageError(error) {
    if (error instanceof StorageError)
        return error;
    const sqlite = error;
    if (sqlite?.code !== 'ERR_SQLITE_ERROR')
        return error;
    const primary = (sqlite.errcode ?? 0) & 0xff;
    const detail = String(sqlite.message ?? 'unknown error').split('\n')[0];
    if (primary === SQLITE_FULL) {
        return new StorageError('full', `the database is full (${detail})`, { cause: error });
    }
    if (primary === SQLITE_BUSY || primary === SQLITE_LOCKED) {
        return new StorageError('busy', `the database is busy (${detail})`, { cause: error });
    }
    return new StorageError('failed', `a write to the database failed (${detail})`, {
        cause: error,
    });
}
class StorageHealth {
    #logger;
    #recovered = [];
    #failing = false;
    constructor(logger) {
        this.#logger = logger;
    }
    /** Records a failed write; returns the error to throw (a StorageError for SQLite's). */
    failed(error) {
        const storage = asStorageError(error);
        // Busy is another process holding the lock for a moment, not a failure of the storage.
        if (storage instanceof StorageError && storage.kind !== 'busy' && !this.#failing) {
            this.#failing = true;
            this.#logger.error(`storage: ${storage.message}; writes are refused until one succeeds again`);
        }
        return storage;
    }
    succeeded() {
        if (!this.#failing)
            return;
        this.#failing = false;
        this.#logger.info('storage: writes succeed again');
        // After the write that succeeded has returned: listeners write too.
        for (const listener of this.#recovered)
            setImmediate(listener);
    }
    /** Calls `listener` each time writes succeed again after a failure. */
    onRecovered(listener) {
        this.#recovered.push(listener);
    }
}

;// CONCATENATED MODULE: ./src/server/service/generation-queue.ts


class QueueFullError extends errors/* SeoReportError */.K {
    name = 'QueueFullError';
    get errorCode() {
        return 'SEO_QUEUE_FULL';
    }
}
/** How long close() lets analyses react to their abort before it stops waiting for them. */
const SHUTDOWN_GRACE_MS = 5_000;
class GenerationQueue {
    #options;
    /** FIFO of ids waiting for a worker; a Set keeps insertion order and drops duplicates. */
    #queued = new Set();
    #running = new Map();
    #waiters = new Map();
    /**
     * Reports a storage failure left behind (a full disk): id to the generation whose outcome
     * could not be stored, or null when the report could not even be claimed (still pending).
     */
    #unstored = new Map();
    #closing = false;
    constructor(options) {
        this.#options = options;
        options.store.onStorageRecovered(() => this.#retryUnstored());
    }
    /**
     * When writes succeed again, generations whose outcome was lost to the failure run again:
     * their reports were left "running" in the database, where nothing else would pick them up
     * before the next start.
     */
    #retryUnstored() {
        if (this.#closing)
            return;
        for (const [id, generation] of [...this.#unstored]) {
            try {
                if (generation !== null)
                    this.#options.store.release(id, generation);
            }
            catch {
                return; // Still failing: the next recovery tries again.
            }
            this.#unstored.delete(id);
            void this.enqueue(id);
        }
    }
    get queuedCount() {
        return this.#queued.size;
    }
    /** Refuses new work when the backlog is full (checked before a report is created). */
    assertRoom() {
        if (this.#queued.size >= this.#options.maxQueued) {
            throw new QueueFullError(`${this.#queued.size} reports are already waiting for generation`);
        }
    }
    /**
     * Schedules the report's pending generation. The promise settles when that generation has
     * finished (generated or failed), when the report is deleted, or when the service stops.
     */
    enqueue(id) {
        const settled = this.#settling(id);
        if (this.#closing) {
            this.#settle(id);
            return settled;
        }
        const running = this.#running.get(id);
        if (running)
            this.#stop(running, 'superseded');
        this.#queued.add(id);
        this.#pump();
        return settled;
    }
    /**
     * Settles when the report's generation does (generated, failed, deleted, or the service
     * stopping); at once when none is queued or running. Long-polling reads wait on this.
     */
    whenSettled(id) {
        if (!this.#queued.has(id) && !this.#running.has(id))
            return Promise.resolve();
        return this.#settling(id);
    }
    /**
     * Stores a new report through `insert` and schedules its generation, as `enqueue` does. When a
     * generator is free, the report is stored already running: its start is part of its insert,
     * not a transaction of its own (one of the three each page of an audit cost). Nothing
     * can tell the two apart: no request is served between an insert and a start that follows it
     * at once. When `insert` throws, nothing is scheduled.
     */
    create(insert) {
        const startNow = !this.#closing &&
            this.#running.size < this.#options.concurrency &&
            this.#nextRunnable() === undefined;
        const report = insert(startNow ? 'running' : 'pending');
        if (!startNow)
            return { report, settled: this.enqueue(report.id) };
        const settled = this.#settling(report.id);
        this.#begin(report.id, { targetUrl: report.targetUrl, generation: report.generation });
        return { report, settled };
    }
    /** Settles when #settle(id) is called: the report's generation is over, or the service stops. */
    #settling(id) {
        return new Promise((resolve) => {
            const list = this.#waiters.get(id) ?? [];
            list.push(resolve);
            this.#waiters.set(id, list);
        });
    }
    /** Forgets a deleted report: drops it from the backlog and aborts its analysis. */
    cancel(id) {
        this.#queued.delete(id);
        const running = this.#running.get(id);
        if (running)
            this.#stop(running, 'deleted');
        this.#settle(id);
    }
    /**
     * Stops taking work and aborts running analyses. Their reports go back to pending in the
     * database at once, so the next start requeues them even if an analyzer ignores its signal.
     */
    async close() {
        this.#closing = true;
        this.#queued.clear();
        const running = [...this.#running.entries()];
        for (const [id, entry] of running) {
            this.#stop(entry, 'shutdown');
            try {
                this.#options.store.release(id, entry.generation);
            }
            catch (error) {
                // Left as running in the database: the next start requeues running reports too.
                this.#options.logger.error(`report ${id}: cannot requeue: ${oneLine(error)}`);
            }
        }
        let timer;
        await Promise.race([
            Promise.all(running.map(([, entry]) => entry.done)),
            new Promise((resolve) => {
                timer = setTimeout(resolve, SHUTDOWN_GRACE_MS);
            }),
        ]);
        clearTimeout(timer);
        for (const id of [...this.#waiters.keys()])
            this.#settle(id);
    }
    #stop(entry, reason) {
        if (entry.stopReason)
            return;
        entry.stopReason = reason;
        entry.controller.abort(new Error(`generation stopped: ${reason}`));
    }
    #settle(id) {
        const list = this.#waiters.get(id);
        this.#waiters.delete(id);
        for (const resolve of list ?? [])
            resolve();
    }
    #pump() {
        while (!this.#closing && this.#running.size < this.#options.concurrency) {
            const next = this.#nextRunnable();
            if (next === undefined)
                return;
            this.#queued.delete(next);
            this.#start(next);
        }
    }
    /** The oldest queued id whose previous (superseded) run has finished aborting. */
    #nextRunnable() {
        for (const id of this.#queued)
            if (!this.#running.has(id))
                return id;
        return undefined;
    }
    #start(id) {
        const { store, logger } = this.#options;
        let claim;
        try {
            claim = store.claim(id);
        }
        catch (error) {
            // The database is locked by another process, or full: the report stays pending in the
            // database; it is enqueued again when writes succeed again after a failure (full), by
            // the next request that enqueues it, or at the next start.
            if (error instanceof StorageError)
                this.#unstored.set(id, null);
            else
                logger.error(`report ${id}: cannot start generation: ${oneLine(error)}`);
            this.#settle(id);
            return;
        }
        if (!claim) {
            // Deleted, or already settled by an earlier run: nothing to do.
            if (!this.#queued.has(id))
                this.#settle(id);
            return;
        }
        this.#begin(id, claim);
    }
    /** Runs the generation of a report now stored as running (claimed, or inserted so). */
    #begin(id, claim) {
        const { logger } = this.#options;
        const entry = {
            controller: new AbortController(),
            generation: claim.generation,
            stopReason: null,
            done: Promise.resolve(),
        };
        this.#running.set(id, entry);
        entry.done = this.#run(id, claim.targetUrl, entry)
            .catch((error) => {
            // Storing the outcome failed (database locked or closed): the report stays running in
            // the database and is requeued at the next start. Never an unhandled rejection.
            // A storage failure was logged once by the store, not once per report; the generation
            // runs again when writes succeed again.
            if (error instanceof StorageError)
                this.#unstored.set(id, entry.generation);
            else {
                logger.error(`report ${id}: cannot store the generation: ${oneLine(error)}`);
            }
        })
            .finally(() => {
            this.#running.delete(id);
            if (entry.stopReason !== 'superseded')
                this.#settle(id);
            this.#pump();
        });
    }
    async #run(id, targetUrl, entry) {
        const { store, analyze, timeoutMs, logger, allowPrivateNetwork } = this.#options;
        // The deadline aborts the controller that a stop aborts (#stop): one signal a generation,
        // and a timer cleared as soon as the analysis settles. AbortSignal.timeout() joined by
        // AbortSignal.any() cost 10 µs of the main thread a generation, and kept the timer to the
        // end of the deadline.
        let timedOut = false;
        const deadline = setTimeout(() => {
            timedOut = true;
            entry.controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
        }, timeoutMs);
        deadline.unref();
        const signal = entry.controller.signal;
        let analysis;
        try {
            // Raced with the signal so that an analyzer that ignores it still frees the worker.
            const analyzing = analyze(targetUrl, { signal, allowPrivateNetwork });
            analysis = await Promise.race([analyzing, rejectWhenAborted(signal, analyzing)]);
        }
        catch (error) {
            if (entry.stopReason)
                return;
            if (timedOut) {
                store.fail(id, entry.generation, 'timeout', `the generation took longer than ${Math.round(timeoutMs / 1000)} s`);
                return;
            }
            // The analyzer reports page problems in `failure`; a throw is a bug, kept to one line.
            logger.error(`report ${id}: the analyzer failed: ${oneLine(error)}`);
            store.fail(id, entry.generation, 'internal_error', 'the analyzer failed unexpectedly; try again');
            return;
        }
        finally {
            clearTimeout(deadline);
        }
        if (entry.stopReason)
            return;
        store.complete(id, entry.generation, analysis);
        logger.info(analysis.failure
            ? `report ${id}: failed: ${analysis.failure.code}`
            : `report ${id}: generated, score ${analysis.score}`);
    }
}
function oneLine(error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.split('\n')[0] ?? '';
}
/**
 * Rejects when `signal` aborts before `work` settles. The listener goes when the work settles:
 * left on the signal, it would keep the work's result (a whole analysis) alive until the
 * generation timeout fires, minutes later, for every report generated meanwhile.
 */
function rejectWhenAborted(signal, work) {
    return new Promise((_resolve, reject) => {
        if (signal.aborted) {
            reject(signal.reason);
            return;
        }
        const onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        const forget = () => signal.removeEventListener('abort', onAbort);
        work.then(forget, forget);
    });
}

;// CONCATENATED MODULE: ./src/server/service/http/auth.ts
/** The user of the request's bearer key, or null when there is none or it is unknown. */
function authenticate(request, keys) {
    const header = request.headers.authorization;
    if (!header)
        return null;
    // Node keeps only the first of repeated Authorization headers; which key a request meant is
    // then a guess (a proxy may have added its own), so two of them authenticate nobody.
    const count = request.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'authorization').length;
    if (count > 1)
        return null;
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
    if (!match?.[1])
        return null;
    return keys.userFor(match[1]);
}

;// CONCATENATED MODULE: ./src/server/service/http/errors.ts
// Every expected failure is an HttpError: the router turns it into the documented JSON body
// ({"message": ..., "status": N}) without a stack trace. Anything else is a bug and becomes 500.

class HttpError extends errors/* SeoReportError */.K {
    name = 'HttpError';
    get errorCode() {
        return 'SEO_SERVICE_HTTP';
    }
    status;
    body;
    headers;
    constructor(status, body, headers = {}) {
        super(typeof body === 'string' ? body : JSON.stringify(body));
        this.status = status;
        this.body = body;
        this.headers = headers;
    }
}
const notFound = () => new HttpError(404, 'Resource not found.');
const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
const methodNotAllowed = (allowed) => new HttpError(405, `The ${allowed.join(', ')} methods are supported for this route.`, {
    Allow: allowed.join(', '),
});
/** A 422 with Laravel's field errors: {"message": {"field": ["..."]}}. */
class ValidationErrors {
    // Field names come from the request: "__proto__" or "constructor" is a field like any other.
    // Kept in an object, they found Object.prototype's members and the 422 became a 500.
    #errors = new Map();
    add(field, message) {
        const list = this.#errors.get(field) ?? [];
        list.push(message);
        this.#errors.set(field, list);
    }
    throwIfAny() {
        // fromEntries defines each field as the body's own key, "__proto__" too.
        if (this.#errors.size > 0)
            throw new HttpError(422, Object.fromEntries(this.#errors));
    }
}

;// CONCATENATED MODULE: ./src/server/service/http/respond.ts
/** Sends a JSON body; `status` is repeated in the body, as deployed services do. */
function sendJson(response, status, body, headers = {}) {
    const text = JSON.stringify({ ...body, status });
    response.writeHead(status, {
        ...headers,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(text),
        'Cache-Control': 'no-store',
    });
    response.end(text);
}
/**
 * Sends `{"data":<item>,"status":N}` around an item already written as JSON (UTF-8 bytes): the
 * text sendJson would write for `{ data: item }`, without serializing the item again.
 */
function sendJsonData(response, status, item) {
    const head = Buffer.from('{"data":');
    const tail = Buffer.from(`,"status":${status}}`);
    response.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': head.length + item.length + tail.length,
        'Cache-Control': 'no-store',
    });
    response.end(Buffer.concat([head, item, tail]));
}
function sendError(response, status, message, headers = {}) {
    sendJson(response, status, { message }, headers);
}
function sendHtml(response, status, html, headers = {}) {
    response.writeHead(status, {
        ...headers,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': Buffer.byteLength(html),
        'Cache-Control': 'no-store',
        // The page is self-contained: inline styles only, no scripts, nothing from elsewhere.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
    });
    response.end(html);
}

// EXTERNAL MODULE: ./src/shared/cli/version.ts
var version = __webpack_require__(7032);
// EXTERNAL MODULE: ./src/shared/findings/format.ts
var format = __webpack_require__(8497);
// EXTERNAL MODULE: ./src/shared/grade.ts
var shared_grade = __webpack_require__(3318);
// EXTERNAL MODULE: ./src/shared/pages/page-style.ts
var page_style = __webpack_require__(3379);
;// CONCATENATED MODULE: ./src/server/service/http/service-pages.ts
// The service's own pages for people, around the report pages: the home page at `/` (what this
// is, where the API is, how to open a report), sign-in, and what a report link shows when it
// cannot show the report (private, missing, too many attempts). They use the shared page shell
// and stylesheet, plus a few rules of their own. Links are paths on this service; nothing here
// ever shows a key or a password, and every text that is not ours is escaped.



const NAME = 'SEO Report API reference service';
const DOCS_URL = 'https://github.com/seo-report/seo-report-action/blob/main/docs/api.md';
const SERVICE_STYLE = `
.kicker{color:#59636e;font-size:.85rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;margin:0 0 4px}
.kicker a{color:inherit;text-decoration:none}.kicker a:hover{text-decoration:underline}
.box{max-width:560px;margin:40px auto 0;background:#fff;border:1px solid #d0d7de;border-radius:12px;padding:28px 32px}
.box .lead{margin-bottom:16px}
.box form{max-width:none}
.box.private{border-top:4px solid #9a6700}.box.missing{border-top:4px solid #59636e}
.lead{font-size:1.05rem;margin:8px 0 20px;max-width:680px}
.panel h2{margin:0 0 8px}
.panel p:last-child,.panel ul:last-child{margin-bottom:0}
.panel ul{margin:0 0 8px;padding-left:20px}
.panel li{margin:4px 0}
code{font:.88em ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#eaeef2;border-radius:4px;padding:1px 5px;overflow-wrap:anywhere}
a.action{display:inline-block;background:#1f883d;color:#fff;border-radius:6px;padding:7px 14px;text-decoration:none;font-weight:600}
a.action:hover{background:#1a7f37}
.session{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between}
.session form{flex-direction:row}
button.quiet{background:#fff;color:#1f2328;border-color:#d0d7de}
.routes td:first-child{white-space:nowrap;width:1%}
.routes{margin:8px 0}
label{font-weight:600}
.hint{font-size:.9rem;color:#59636e;margin-top:12px}
.notice.info{background:#ddf4ff;border-color:#54aeff}
@media (max-width:600px){.routes td:first-child{white-space:normal;width:auto}.box{margin-top:8px;padding:20px 18px}}
`;
function page(title, body) {
    return (0,page_style/* renderShell */.Dn)({ title, body, extraStyle: SERVICE_STYLE });
}
/** A short page about one thing (sign in, a report not shown): a card under the service's name. */
function boxPage(title, kind, body) {
    return page(title, `<section class="box ${kind}">
<p class="kicker"><a href="/">${NAME}</a></p>
${body}
</section>`);
}
/** The sign-in page's address, coming back to `next` (a path on this service) afterwards. */
function signInHref(next) {
    return next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}
const PRIVACY_WORD = ['public', 'private', 'password'];
function reportRow(report) {
    const result = report.score !== null
        ? `<span class="grade ${(0,shared_grade/* gradeForScore */.rM)(report.score)}">${(0,shared_grade/* gradeForScore */.rM)(report.score)}</span> ${(0,format/* formatScore */.y)(report.score)}`
        : `<span class="muted">${(0,page_style/* escapeHtml */.ZD)(report.state)}</span>`;
    return `<tr><td class="num" data-label="Report"><a href="/reports/${report.id}">#${report.id}</a></td><td class="url" data-label="Page">${(0,page_style/* escapeHtml */.ZD)(report.url)}</td><td data-label="Result">${result}</td><td data-label="Privacy">${PRIVACY_WORD[report.privacy] ?? ''}</td></tr>`;
}
function signedInPanel(signedIn) {
    const { reports, total } = signedIn;
    const list = reports.length === 0
        ? '<p class="muted">This key has no reports yet.</p>'
        : `<table>
<thead><tr><th>Report</th><th>Page</th><th>Result</th><th>Privacy</th></tr></thead>
<tbody>
${reports.map(reportRow).join('\n')}
</tbody>
</table>
${total > reports.length ? `<p class="hint">The latest ${reports.length} of ${(0,format/* formatCount */.B4)(total)}; the API lists them all (<code>GET /api/v1/reports</code>).</p>` : ''}`;
    return `<section class="panel session" aria-label="Signed in">
<p><b>You are signed in.</b> Report links of this key open, private ones too.</p>
<form method="post" action="/logout"><button type="submit" class="quiet">Sign out</button></form>
</section>
<h2>Your latest reports</h2>
${list}`;
}
function renderHomePage(input) {
    const signIn = input.signedIn
        ? ''
        : `<p><a class="action" href="/login">Sign in with your API key</a></p>`;
    const body = `<p class="kicker">Version ${(0,page_style/* escapeHtml */.ZD)(input.version)}</p>
<h1>${NAME}</h1>
<p class="lead">This service audits web pages for SEO and keeps the reports. Programs (the
seo-report GitHub Action and CLI) talk to its API; people read the reports here.</p>
${input.signedOut ? '<p class="notice info">You are signed out.</p>' : ''}
${input.signedIn ? signedInPanel(input.signedIn) : ''}
<section class="panel">
<h2>Open a report</h2>
<p>Every report has a page at <code>/reports/{id}</code>: the <b>Report</b> links of a job
summary open it.</p>
<ul>
<li><b>Private reports</b> (the default) open for the API key that created them: sign in with
that key once, and its report links open in this browser for 12 hours.</li>
<li><b>Password reports</b> ask for their password on the page.</li>
<li><b>Public reports</b> open for anyone.</li>
</ul>
${signIn}
</section>
<section class="panel">
<h2>Use the API</h2>
<p>The API is under <code>/api/v1</code>. Every request sends
<code>Authorization: Bearer &lt;API key&gt;</code> and <code>Accept: application/json</code>;
creates and updates send form fields.</p>
<table class="routes">
<tbody>
<tr><td><code>GET /api/v1/reports</code></td><td>List your reports (search, filter, sort, pages)</td></tr>
<tr><td><code>POST /api/v1/reports</code></td><td>Audit a page: <code>url</code>, <code>privacy</code>, <code>password</code>, <code>project</code></td></tr>
<tr><td><code>GET /api/v1/reports/{id}</code></td><td>Read one report</td></tr>
<tr><td><code>PUT /api/v1/reports/{id}</code></td><td>Change privacy or password; <code>results=1</code> audits again</td></tr>
<tr><td><code>DELETE /api/v1/reports/{id}</code></td><td>Delete a report</td></tr>
<tr><td><code>GET /api/v1/projects</code></td><td>List your projects</td></tr>
<tr><td><code>DELETE /api/v1/projects/{project}</code></td><td>Delete a project and its reports</td></tr>
</tbody>
</table>
<p>What each answers: <a href="${DOCS_URL}">docs/api.md</a>.</p>
</section>
<section class="panel">
<h2>API keys</h2>
<p>Each key is one user, who sees only its own reports. <code>seo-report serve</code> prints a
key on its first start; the operator creates more with <code>seo-report keys create --db FILE</code>.
A lost key cannot be shown again: only its hash is kept.</p>
</section>`;
    return page(NAME, body);
}
const SIGN_IN_PROBLEMS = {
    wrong_key: '<p class="notice failed" role="alert">This service does not know that key.</p>',
    missing_key: '<p class="notice failed" role="alert">Enter the API key.</p>',
    expired: '<p class="notice" role="alert">Your sign-in has expired. Sign in again.</p>',
};
function renderSignInPage(next, problem) {
    // The key typed is never written back into the page, not even after a wrong one.
    const body = `<h1>Sign in</h1>
<p class="lead">Sign in with the API key that created the reports you want to read. Private
report links of that key then open in this browser for 12 hours.</p>
${problem ? SIGN_IN_PROBLEMS[problem] : ''}
<form method="post" action="/login">
<label for="key">API key</label>
<input id="key" name="key" type="password" autocomplete="current-password" spellcheck="false" required autofocus>
<input type="hidden" name="next" value="${(0,page_style/* escapeHtml */.ZD)(next)}">
<button type="submit">Sign in</button>
</form>
<p class="hint">The key stays on this service: your browser keeps only a sign-in cookie, which
scripts cannot read. Signing out, or 12 hours, ends it.</p>`;
    return boxPage('Sign in', 'sign-in', body);
}
const PRIVATE_REASONS = {
    signed_out: 'Only the API key that created it can open it. Sign in with that key to read it.',
    expired: 'Your sign-in has expired. Sign in again with the API key that created it.',
};
/** What a private report link shows to a visitor with no key and no sign-in (401). */
function renderPrivateReportPage(path, reason) {
    const body = `<h1>This report is private</h1>
<p class="lead">${PRIVATE_REASONS[reason]}</p>
<p><a class="action" href="${(0,page_style/* escapeHtml */.ZD)(signInHref(path))}">Sign in with the API key</a></p>
<p class="hint">Reports are private unless created public. The API key is the one the audit
used (the action's <code>api-key</code> input, the CLI's <code>--api-key</code>).</p>`;
    return boxPage('This report is private', 'private', body);
}
/**
 * No report at this address for this visitor. `signedInPath` is set when the visitor came with a
 * key: a private report of another key looks missing to it (as in the API), so say so and offer
 * to sign in with another.
 */
function renderReportNotFoundPage(signedInPath) {
    const lead = signedInPath === null
        ? 'There is no report at this address. It may have been deleted (the action can delete its reports after the job), or the link is wrong.'
        : 'The key you are signed in with has no report at this address. If another key created it, sign in with that key; else it was deleted, or the link is wrong.';
    const action = signedInPath === null
        ? '<p><a href="/">About this service</a></p>'
        : `<p><a class="action" href="${(0,page_style/* escapeHtml */.ZD)(signInHref(signedInPath))}">Sign in with another key</a></p>`;
    const body = `<h1>Report not found</h1>
<p class="lead">${lead}</p>
${action}`;
    return boxPage('Report not found', 'missing', body);
}
function renderTooManyAttemptsPage(retryAfterSeconds) {
    const body = `<h1>Too many attempts</h1>
<p class="lead">Too many sign-in attempts from your address. Try again in
${(0,format/* formatCount */.B4)(retryAfterSeconds)} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.</p>`;
    return boxPage('Too many attempts', 'limited', body);
}
function renderCrossSitePage() {
    const body = `<h1>Refused</h1>
<p class="lead">This form was sent from another site. Use the <a href="/login">sign-in page</a>
of this service.</p>`;
    return boxPage('Refused', 'refused', body);
}

;// CONCATENATED MODULE: ./src/server/service/http/cookies.ts
/** The value of one cookie of the request, or null. */
function readCookie(request, name) {
    for (const part of (request.headers.cookie ?? '').split(';')) {
        const [key, ...rest] = part.trim().split('=');
        if (key === name)
            return rest.join('=');
    }
    return null;
}
/**
 * Whether the visitor reached us over https: our own TLS, or a proxy in front that says so. The
 * header can be sent by anyone, but all it can do is add `Secure` to the visitor's own cookie.
 */
function cameOverHttps(request) {
    if (request.socket.encrypted)
        return true;
    const forwarded = request.headers['x-forwarded-proto'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0];
    return first?.trim().toLowerCase() === 'https';
}
/** A Set-Cookie value that scripts cannot read and other sites' requests do not carry. */
function cookieHeader(request, name, value, options) {
    const parts = [`${name}=${value}`, `Path=${options.path}`, 'HttpOnly', 'SameSite=Lax'];
    if (options.maxAgeSeconds !== undefined)
        parts.push(`Max-Age=${options.maxAgeSeconds}`);
    if (cameOverHttps(request))
        parts.push('Secure');
    return parts.join('; ');
}

;// CONCATENATED MODULE: ./src/server/service/http/next-path.ts
// Where a sign-in sends the browser afterwards. `next` comes from a link anyone can craft, so it
// is only ever a path on this service: never another origin (an open redirect would lend our
// address to phishing links).
const HOME = '/';
const ORIGIN = 'http://service.invalid';
/**
 * `value` when it is a path on this service ("/reports/12"), else "/". Refused: anything not
 * starting with one "/" ("//evil.com" and "/\evil.com" are other hosts to a browser, which reads
 * "\" as "/"), any backslash, whitespace or control character (browsers drop tabs and newlines
 * from URLs, so "/\t/evil.com" becomes "//evil.com"), and anything a URL parser resolves to
 * another origin. The answer is the parsed path and query, so what is sent is what was checked.
 */
function safeNextPath(value) {
    if (!value || value.length > 2048)
        return HOME;
    if (!value.startsWith('/') || value.startsWith('//'))
        return HOME;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    if (/[\\\s\u0000-\u001f\u007f]/.test(value))
        return HOME;
    let parsed;
    try {
        parsed = new URL(value, ORIGIN);
    }
    catch {
        return HOME;
    }
    if (parsed.origin !== ORIGIN)
        return HOME;
    const path = `${parsed.pathname}${parsed.search}`;
    return path.startsWith('//') ? HOME : path;
}

;// CONCATENATED MODULE: ./src/server/service/http/request-body.ts

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';
/**
 * Reads and parses a request body: form-urlencoded (what the interface specifies) or a flat JSON
 * object (a convenience). Bodies over `maxBytes` are a 413 before they are buffered whole.
 */
async function readFormBody(request, maxBytes) {
    const declared = Number(request.headers['content-length'] ?? Number.NaN);
    if (declared > maxBytes)
        throw tooLarge(maxBytes);
    const raw = await readLimited(request, maxBytes);
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (raw.length === 0 && (type === '' || type === FORM || type === JSON_TYPE))
        return new Map();
    if (type === FORM)
        return new Map(new URLSearchParams(raw.toString('utf8')));
    if (type === JSON_TYPE)
        return parseJsonFields(raw);
    throw new HttpError(415, `Unsupported content type${type ? ` "${type}"` : ''}: send ${FORM} (or ${JSON_TYPE}).`);
}
function tooLarge(maxBytes) {
    // The rest of an oversized body is not read, so the connection cannot be reused.
    return new HttpError(413, `The request body is larger than ${maxBytes} bytes.`, {
        Connection: 'close',
    });
}
function readLimited(request, maxBytes) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        const onData = (chunk) => {
            size += chunk.length;
            if (size > maxBytes) {
                cleanup();
                request.pause();
                reject(tooLarge(maxBytes));
                return;
            }
            chunks.push(chunk);
        };
        const onEnd = () => {
            cleanup();
            resolve(Buffer.concat(chunks));
        };
        const onError = (error) => {
            cleanup();
            reject(new HttpError(400, `The request body could not be read: ${error.message}`));
        };
        const cleanup = () => {
            request.off('data', onData);
            request.off('end', onEnd);
            request.off('error', onError);
        };
        request.on('data', onData);
        request.on('end', onEnd);
        request.on('error', onError);
    });
}
function parseJsonFields(raw) {
    let parsed;
    try {
        parsed = JSON.parse(raw.toString('utf8'));
    }
    catch {
        throw new HttpError(400, 'The request body is not valid JSON.');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new HttpError(400, 'The request body must be a JSON object.');
    }
    const fields = new Map();
    const errors = new ValidationErrors();
    for (const [name, value] of Object.entries(parsed)) {
        if (value === null || value === undefined)
            continue;
        if (typeof value === 'object') {
            // Every field is a string or a number. Not serialised back: a value nested thousands deep
            // overflowed the stack in JSON.stringify and answered 500.
            errors.add(name, `The ${name} must be a string or a number, not an object or an array.`);
            continue;
        }
        fields.set(name, String(value));
    }
    errors.throwIfAny();
    return fields;
}

;// CONCATENATED MODULE: ./src/server/service/http/session-handlers.ts






// Signing in with an API key, so that a person can open the private report links of a job
// summary in a browser. POST /login checks the key and sets a cookie holding a random session
// token (sessions.ts), never the key; POST /logout ends the session. The login form is the only
// POST that sets the sign-in cookie.
const SESSION_COOKIE = 'seo_report_session';
/** No key is this long (ours are 46 characters): longer is refused without a lookup. */
const MAX_KEY_LENGTH = 1024;
function viewerOf(context, request) {
    const bearer = authenticate(request, context.keys);
    if (bearer !== null)
        return { userId: bearer, expired: false };
    const session = context.sessions.lookup(readCookie(request, SESSION_COOKIE));
    if (session.kind === 'valid')
        return { userId: session.userId, expired: false };
    return { userId: null, expired: session.kind === 'expired' };
}
/**
 * A form posted from another site's page (a browser says so in Sec-Fetch-Site): refused, so that
 * no site can sign a visitor into a key of its choosing, or out of theirs. Browsers without the
 * header still have SameSite=Lax, which keeps the cookie off other sites' POSTs.
 */
function refuseCrossSite(info) {
    if (info.request.headers['sec-fetch-site'] !== 'cross-site')
        return false;
    sendHtml(info.response, 403, renderCrossSitePage());
    return true;
}
function showSignIn(context, info) {
    const next = safeNextPath(info.url.searchParams.get('next'));
    const expired = viewerOf(context, info.request).expired;
    sendHtml(info.response, 200, renderSignInPage(next, expired ? 'expired' : null));
}
async function signIn(context, info) {
    if (refuseCrossSite(info))
        return;
    const address = info.request.socket.remoteAddress ?? 'unknown';
    // Counted before the check, given back when the key was right: attempts in flight at once
    // stay within the limit too. A key chosen by the operator (SEO_REPORT_API_KEY) may be short.
    const decision = context.signInLimiter.hit(address);
    if (!decision.allowed) {
        sendHtml(info.response, 429, renderTooManyAttemptsPage(decision.retryAfterSeconds), {
            'Retry-After': String(decision.retryAfterSeconds),
        });
        return;
    }
    let fields;
    try {
        fields = await readFormBody(info.request, context.options.maxBodyBytes);
    }
    catch (error) {
        context.signInLimiter.refund(address, decision);
        throw error;
    }
    const next = safeNextPath(fields.get('next'));
    const key = (fields.get('key') ?? '').trim();
    let problem = null;
    let userId = null;
    if (key === '')
        problem = 'missing_key';
    else {
        userId = key.length <= MAX_KEY_LENGTH ? context.keys.userFor(key) : null;
        if (userId === null)
            problem = 'wrong_key';
    }
    if (userId === null) {
        if (problem === 'missing_key')
            context.signInLimiter.refund(address, decision);
        sendHtml(info.response, 401, renderSignInPage(next, problem));
        return;
    }
    context.signInLimiter.refund(address, decision);
    // A fresh token at every sign-in: a token planted in the browser before never becomes valid.
    context.sessions.end(readCookie(info.request, SESSION_COOKIE));
    const session = context.sessions.create(userId);
    info.response.writeHead(303, {
        Location: next,
        'Set-Cookie': cookieHeader(info.request, SESSION_COOKIE, session.token, {
            path: '/',
            maxAgeSeconds: session.maxAgeSeconds,
        }),
        'Cache-Control': 'no-store',
    });
    info.response.end();
}
function signOut(context, info) {
    if (refuseCrossSite(info))
        return;
    context.sessions.end(readCookie(info.request, SESSION_COOKIE));
    info.response.writeHead(303, {
        Location: '/?signed-out=1',
        'Set-Cookie': cookieHeader(info.request, SESSION_COOKIE, '', { path: '/', maxAgeSeconds: 0 }),
        'Cache-Control': 'no-store',
    });
    info.response.end();
}

;// CONCATENATED MODULE: ./src/server/service/http/home-handler.ts




// `/`: what this service is. A browser gets the home page (how to open reports, where the API
// is); any other client gets the same facts as JSON (the interface says nothing of `/`).
const LATEST_REPORTS = 20;
function showHome(context, info) {
    const headers = { Vary: 'Accept, Cookie' };
    if (preferred(info.request.headers.accept) === 'json') {
        const base = context.baseUrl();
        sendJson(info.response, 200, {
            name: 'SEO Report API reference service',
            version: version/* VERSION */.x,
            api: `${base}/api/v1`,
            report_page: `${base}/reports/{id}`,
            sign_in: `${base}/login`,
        }, headers);
        return;
    }
    const { userId } = viewerOf(context, info.request);
    const signedIn = userId === null
        ? null
        : (() => {
            const page = context.reports.list({
                userId,
                sortBy: 'id',
                sort: 'desc',
                limit: LATEST_REPORTS,
                offset: 0,
            });
            return { reports: page.items, total: page.total };
        })();
    const signedOut = userId === null && info.url.searchParams.has('signed-out');
    sendHtml(info.response, 200, renderHomePage({ version: version/* VERSION */.x, signedIn, signedOut }), headers);
}
/**
 * HTML when the client ranks text/html above application/json (browsers name text/html and
 * give every other type a lower q), else JSON: API clients, curl (any type at q=1) and a
 * request without Accept get JSON.
 */
function preferred(accept) {
    if (!accept)
        return 'json';
    return quality(accept, 'text', 'html') > quality(accept, 'application', 'json') ? 'html' : 'json';
}
/** The q a media type gets from an Accept header: its own entry, else its type's, else any. */
function quality(accept, type, subtype) {
    let best = { specificity: -1, q: 0 };
    for (const entry of accept.split(',')) {
        const [range = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
        const [rangeType, rangeSubtype] = range.split('/');
        let specificity;
        if (rangeType === type && rangeSubtype === subtype)
            specificity = 2;
        else if (rangeType === type && rangeSubtype === '*')
            specificity = 1;
        else if (rangeType === '*' && rangeSubtype === '*')
            specificity = 0;
        else
            continue;
        const qParam = params.find((param) => param.startsWith('q='));
        const q = qParam === undefined ? 1 : Number(qParam.slice(2));
        if (specificity > best.specificity)
            best = { specificity, q: Number.isFinite(q) ? q : 0 };
    }
    return best.q;
}

;// CONCATENATED MODULE: ./src/server/service/http/pagination.ts

/** Answers one page of a list in the envelope, with links back to the same request. */
function sendListPage(context, info, page, paging, serialize) {
    const body = paginate(page.items.map(serialize), page.total, paging.page, paging.perPage, `${context.baseUrl()}${info.url.pathname}`, info.url.searchParams);
    sendJson(info.response, 200, { ...body });
}
/** Pages listed around the current one in meta.links; the rest are folded into "...". */
const WINDOW = 3;
function paginate(items, total, page, perPage, path, query) {
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const urlFor = (n) => {
        const params = new URLSearchParams(query);
        params.set('page', String(n));
        return `${path}?${params.toString()}`;
    };
    const from = items.length > 0 ? (page - 1) * perPage + 1 : null;
    const to = from === null ? null : from + items.length - 1;
    const prev = page > 1 ? urlFor(Math.min(page - 1, lastPage)) : null;
    const next = page < lastPage ? urlFor(page + 1) : null;
    return {
        data: items,
        links: { first: urlFor(1), last: urlFor(lastPage), prev, next },
        meta: {
            current_page: page,
            from,
            last_page: lastPage,
            links: [
                { url: prev, label: '&laquo; Previous', active: false },
                ...pageLinks(page, lastPage, urlFor),
                { url: next, label: 'Next &raquo;', active: false },
            ],
            path,
            per_page: perPage,
            to,
            total,
        },
    };
}
function pageLinks(page, lastPage, urlFor) {
    const shown = new Set([1, 2, lastPage - 1, lastPage]);
    for (let n = page - WINDOW; n <= page + WINDOW; n++)
        shown.add(n);
    const numbers = [...shown].filter((n) => n >= 1 && n <= lastPage).sort((a, b) => a - b);
    const links = [];
    let previous = 0;
    for (const n of numbers) {
        if (n > previous + 1)
            links.push({ url: null, label: '...', active: false });
        links.push({ url: urlFor(n), label: String(n), active: n === page });
        previous = n;
    }
    return links;
}
/** Answers up to this size are sent whole, with a Content-Length; larger ones are streamed. */
const WHOLE_BYTES = 1024 * 1024;
/** Written to the socket at a time while streaming. */
const CHUNK_BYTES = 64 * 1024;
const COMMA = Buffer.from(',');
/**
 * Answers one page of a list in the envelope from items that are already JSON as UTF-8 bytes
 * (as the database hands them over: no decoding into strings and encoding back), read
 * batch by batch. A small page goes out whole; a large one (reports of hostile pages can be
 * megabytes each) is written chunk by chunk as the client reads it, so a page never sits whole
 * in memory, and a client that stops reading is disconnected instead of pinning it.
 */
async function streamListPage(context, info, page, paging, 
/** Given the bytes of an answer that was sent whole. */
onWhole) {
    const { response } = info;
    const batches = page.batches()[Symbol.iterator]();
    const first = [];
    let count = 0;
    let size = 0;
    // Read until the page is known to be small, or has proved large.
    let next = batches.next();
    while (!next.done && size <= WHOLE_BYTES) {
        for (const item of next.value) {
            first.push(item);
            size += item.length;
        }
        next = batches.next();
    }
    const envelope = (items) => {
        const body = paginate(new Array(items).fill(0), page.total, paging.page, paging.perPage, `${context.baseUrl()}${info.url.pathname}`, info.url.searchParams);
        const { data: _data, ...rest } = body;
        return { head: '{"data":[', tail: `],${JSON.stringify({ ...rest, status: 200 }).slice(1)}` };
    };
    const headers = {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
    };
    if (next.done && size <= WHOLE_BYTES) {
        const { head, tail } = envelope(first.length);
        const parts = [Buffer.from(head)];
        first.forEach((item, i) => {
            if (i > 0)
                parts.push(COMMA);
            parts.push(item);
        });
        parts.push(Buffer.from(tail));
        const body = Buffer.concat(parts);
        sendWholeJson(response, body);
        onWhole?.(body);
        return;
    }
    // meta (from, to) goes after the data, so it counts the items actually written.
    count = first.length;
    response.writeHead(200, headers);
    const writer = new ChunkWriter(response, context.options.slowReaderMs, () => context.options.logger.warn(`${info.request.method} ${info.url.pathname}: dropped a client that stopped reading a list`));
    const { head } = envelope(0);
    await writer.write(head);
    let separator = false;
    const write = async (item) => {
        if (separator)
            await writer.write(COMMA);
        await writer.write(item);
        separator = true;
    };
    for (const item of first)
        await write(item);
    first.length = 0;
    while (!next.done) {
        for (const item of next.value) {
            await write(item);
            count += 1;
        }
        next = batches.next();
    }
    await writer.write(envelope(count).tail);
    await writer.end();
}
function sendWholeJson(response, body) {
    response.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': body.length,
        'Cache-Control': 'no-store',
    });
    response.end(body);
}
/** Writes in chunks and waits for the reader; drops the connection of one that stalls. */
class ChunkWriter {
    response;
    slowReaderMs;
    onDrop;
    pending = [];
    pendingBytes = 0;
    constructor(response, slowReaderMs, onDrop) {
        this.response = response;
        this.slowReaderMs = slowReaderMs;
        this.onDrop = onDrop;
    }
    async write(text) {
        const bytes = typeof text === 'string' ? Buffer.from(text) : text;
        this.pending.push(bytes);
        this.pendingBytes += bytes.length;
        if (this.pendingBytes >= CHUNK_BYTES)
            await this.flush();
    }
    async end() {
        await this.flush();
        this.response.end();
    }
    async flush() {
        const chunk = Buffer.concat(this.pending, this.pendingBytes);
        this.pending = [];
        this.pendingBytes = 0;
        if (this.response.destroyed)
            throw new Error('the client went away');
        if (this.response.write(chunk))
            return;
        await drained(this.response, this.slowReaderMs, this.onDrop);
    }
}
function drained(response, slowReaderMs, onDrop) {
    return new Promise((resolve, reject) => {
        const done = (error) => {
            clearTimeout(timer);
            response.off('drain', onDrain);
            response.off('close', onClose);
            if (error)
                reject(error);
            else
                resolve();
        };
        const onDrain = () => done();
        const onClose = () => done(new Error('the client went away'));
        const timer = setTimeout(() => {
            // The reader does not keep up: free what it holds instead of buffering for it.
            onDrop();
            response.destroy();
            done(new Error('the client stopped reading'));
        }, slowReaderMs);
        response.on('drain', onDrain);
        response.on('close', onClose);
    });
}

// EXTERNAL MODULE: ./src/server/service/report-json.ts
var report_json = __webpack_require__(1208);
// EXTERNAL MODULE: ./src/server/service/timestamps.ts
var timestamps = __webpack_require__(3894);
;// CONCATENATED MODULE: ./src/server/service/http/serialize.ts



function serializeReport(report) {
    return { ...(0,report_json/* fieldsBeforeResults */.dZ)(report), results: report.results, ...(0,report_json/* fieldsAfterResults */.kB)(report) };
}
function serializeProject(project) {
    return {
        project: project.project,
        reports: project.reports,
        result: project.meanScore === null ? null : (0,shared_grade/* gradeForScore */.rM)(project.meanScore),
        score: project.meanScore,
        created_at: (0,timestamps/* toApiTimestamp */.s)(project.createdAt),
    };
}

// EXTERNAL MODULE: ./src/shared/interface.ts
var shared_interface = __webpack_require__(2786);
// EXTERNAL MODULE: ./src/shared/url-key.ts
var url_key = __webpack_require__(5026);
;// CONCATENATED MODULE: ./src/server/service/clean-url.ts
// The service's URL rules: how long a URL may be, and the project a report joins. How a report
// shows its URL (scheme and "www." stripped, a lone trailing "/" removed) is the shared cleaning,
// src/shared/url-key.ts, the one the client compares URLs by.

const MAX_URL_LENGTH = 2048;
/** The project a report joins when the caller names none: the host without "www.". */
function projectForUrl(absoluteUrl) {
    return (0,url_key/* bareHost */.n0)(new URL(absoluteUrl).hostname);
}

;// CONCATENATED MODULE: ./src/server/service/http/validation.ts




// Messages follow Laravel's wording where deployed services have one, and always name the field.
const PER_PAGE_VALUES = [10, 25, 50, 100];
const MAX_TEXT_LENGTH = 255;
/** Pages past this are certainly empty; the cap keeps OFFSET arithmetic in safe integers. */
const MAX_PAGE = 1_000_000_000;
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** What a name shown in lists, logs and summaries must not hold: C0 and C1 controls, bidi overrides. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** A repeated query parameter takes its last value, as in Laravel (and as form fields do). */
function lastValue(query, field) {
    return query.getAll(field).at(-1) ?? null;
}
function oneOf(errors, query, field, allowed, fallback) {
    const value = lastValue(query, field);
    if (value === null || value === '')
        return fallback;
    if (allowed.includes(value))
        return value;
    errors.add(field, `The selected ${field} is invalid. Allowed: ${allowed.join(', ')}.`);
    return fallback;
}
function validation_text(errors, query, field) {
    const value = lastValue(query, field);
    if (value === null || value === '')
        return undefined;
    if (value.length > MAX_TEXT_LENGTH) {
        errors.add(field, `The ${field} must not be greater than ${MAX_TEXT_LENGTH} characters.`);
    }
    else if (CONTROL_CHARACTERS.test(value)) {
        // A NUL reached SQLite's text functions and matched everything (or failed with a 500).
        errors.add(field, `The ${field} must not contain control characters.`);
    }
    return value;
}
function paging(errors, query) {
    let perPage = 10;
    const perPageText = lastValue(query, 'per_page');
    if (perPageText !== null && perPageText !== '') {
        const value = Number(perPageText);
        if (PER_PAGE_VALUES.includes(value) && /^\d+$/.test(perPageText)) {
            perPage = value;
        }
        else {
            errors.add('per_page', `The per_page must be one of ${PER_PAGE_VALUES.join(', ')}.`);
        }
    }
    let page = 1;
    const pageText = lastValue(query, 'page');
    if (pageText !== null && pageText !== '') {
        if (/^\d+$/.test(pageText) && Number(pageText) >= 1) {
            page = Math.min(Number(pageText), MAX_PAGE);
        }
        else {
            errors.add('page', 'The page must be an integer of at least 1.');
        }
    }
    return { perPage, page };
}
function parseReportListQuery(query) {
    const errors = new ValidationErrors();
    const search = validation_text(errors, query, 'search');
    oneOf(errors, query, 'search_by', ['url'], 'url');
    const project = validation_text(errors, query, 'project');
    const resultText = lastValue(query, 'result');
    let result;
    if (resultText !== null && resultText !== '') {
        if ((0,shared_grade/* isGrade */.qI)(resultText))
            result = resultText;
        else
            errors.add('result', `The selected result is invalid. Allowed: ${shared_grade/* GRADES */.F4.join(', ')}.`);
    }
    const sortBy = oneOf(errors, query, 'sort_by', ['id', 'generated_at', 'url', 'result'], 'id');
    const sort = oneOf(errors, query, 'sort', ['desc', 'asc'], 'desc');
    const pages = paging(errors, query);
    errors.throwIfAny();
    return { search, project, result, sortBy, sort, ...pages };
}
function parseProjectListQuery(query) {
    const errors = new ValidationErrors();
    const search = validation_text(errors, query, 'search');
    oneOf(errors, query, 'search_by', ['project'], 'project');
    const sortBy = oneOf(errors, query, 'sort_by', ['created_at', 'project'], 'created_at');
    const sort = oneOf(errors, query, 'sort', ['desc', 'asc'], 'desc');
    const pages = paging(errors, query);
    errors.throwIfAny();
    return { search, sortBy, sort, ...pages };
}
function privacyField(errors, fields) {
    const value = fields.get('privacy');
    if (value === undefined || value === '')
        return undefined;
    if (value === '0' || value === '1' || value === '2')
        return Number(value);
    errors.add('privacy', 'The selected privacy is invalid. Allowed: 0, 1, 2.');
    return undefined;
}
function passwordField(errors, fields) {
    const value = fields.get('password');
    if (value === undefined || value === '')
        return undefined;
    // The rule the action and the client apply (src/client/api/params.ts): one rule everywhere, so a
    // password the action accepts is never refused here, and a weak one is refused by both.
    if (value.length < shared_interface/* MIN_REPORT_PASSWORD_LENGTH */.dn ||
        value.length > shared_interface/* MAX_REPORT_PASSWORD_LENGTH */.BE ||
        CONTROL_CHARACTERS.test(value)) {
        errors.add('password', `The password must be ${shared_interface/* REPORT_PASSWORD_RULE */.sv}.`);
    }
    return value;
}
function parseCreateReport(fields) {
    const errors = new ValidationErrors();
    const url = fields.get('url') ?? '';
    if (url === '')
        errors.add('url', 'The url field is required.');
    else if (url.length > MAX_URL_LENGTH) {
        errors.add('url', `The url must not be greater than ${MAX_URL_LENGTH} characters.`);
    }
    else if (CONTROL_CHARACTERS.test(url)) {
        // The URL parser would drop tabs and line breaks and encode the rest, storing a URL other
        // than the one sent (the client refuses these too).
        errors.add('url', 'The url must not contain control characters.');
    }
    else if (!isAuditableUrl(url)) {
        errors.add('url', 'The url format is invalid.');
    }
    else if (hasCredentials(url)) {
        // A user name or password in the URL would be stored and shown in every list.
        errors.add('url', 'The url must not contain a user name or password.');
    }
    const privacy = privacyField(errors, fields) ?? 1;
    const password = passwordField(errors, fields);
    if (privacy === 2 && password === undefined) {
        errors.add('password', 'The password field is required when privacy is 2.');
    }
    let project = fields.get('project')?.trim();
    if (project === '')
        project = undefined;
    if (project !== undefined && project.length > MAX_TEXT_LENGTH) {
        errors.add('project', `The project must not be greater than ${MAX_TEXT_LENGTH} characters.`);
    }
    else if (project !== undefined && UNPRINTABLE.test(project)) {
        // Stored, a line break or an escape sequence would reach every list, log and summary.
        errors.add('project', 'The project must not contain control characters or bidirectional overrides.');
    }
    errors.throwIfAny();
    return {
        url: new URL(url).href,
        privacy,
        password: privacy === 2 ? password : undefined,
        project,
    };
}
function parseUpdateReport(fields, currentPasswordSet) {
    const errors = new ValidationErrors();
    const privacy = privacyField(errors, fields);
    const password = passwordField(errors, fields);
    const results = fields.get('results');
    let regenerate = false;
    if (results !== undefined && results !== '') {
        if (results === '0' || results === '1')
            regenerate = results === '1';
        else
            errors.add('results', 'The selected results is invalid. Allowed: 0, 1.');
    }
    if (privacy === 2 && password === undefined && !currentPasswordSet) {
        errors.add('password', 'The password field is required when privacy is 2.');
    }
    errors.throwIfAny();
    return { privacy, password, regenerate };
}
function isAuditableUrl(text) {
    if (!URL.canParse(text))
        return false;
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}
function hasCredentials(text) {
    const url = new URL(text);
    return url.username !== '' || url.password !== '';
}
/** Longest a read may hold its answer for a report still generating (the `wait` extension). */
const MAX_REPORT_WAIT_SECONDS = 30;
/** `wait` on GET /reports/{id}: whole seconds from 0 to MAX_REPORT_WAIT_SECONDS; absent is 0. */
function parseReportWait(query) {
    const errors = new ValidationErrors();
    const value = lastValue(query, 'wait');
    if (value === null || value === '')
        return 0;
    if (!/^\d{1,3}$/.test(value) || Number(value) > MAX_REPORT_WAIT_SECONDS) {
        errors.add('wait', `The wait must be a whole number of seconds from 0 to ${MAX_REPORT_WAIT_SECONDS}.`);
    }
    errors.throwIfAny();
    return Number(value);
}

;// CONCATENATED MODULE: ./src/server/service/http/project-handlers.ts





function listProjects(context, info) {
    const params = parseProjectListQuery(info.url.searchParams);
    const page = context.projects.list({
        userId: info.userId,
        search: params.search,
        sortBy: params.sortBy,
        sort: params.sort,
        limit: params.perPage,
        offset: (params.page - 1) * params.perPage,
    });
    sendListPage(context, info, page, params, serializeProject);
}
/** Deletes the caller's reports in the project; other users' reports in a same-named project stay. */
function deleteProject(context, info) {
    const project = info.params[0] ?? '';
    const ids = context.reports.deleteProject(info.userId, project);
    if (ids.length === 0)
        throw notFound();
    for (const id of ids)
        context.queue.cancel(id);
    sendJson(info.response, 200, { id: project, object: 'project', deleted: true });
}

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./src/server/service/report-passwords.ts

// Report passwords are chosen by people and may be weak, so unlike API keys they get a salted,
// deliberately slow hash. Stored form: scrypt$N$r$p$salt$hash (base64url), so the cost can be
// raised later without breaking stored hashes.
const COST = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;
function derive(password, salt, cost) {
    return new Promise((resolve, reject) => {
        (0,external_node_crypto_.scrypt)(password, salt, KEY_LENGTH, { ...cost, maxmem: 64 * 1024 * 1024 }, (error, key) => error ? reject(error) : resolve(key));
    });
}
async function hashReportPassword(password) {
    const salt = (0,external_node_crypto_.randomBytes)(16);
    const key = await derive(password, salt, COST);
    return [
        'scrypt',
        COST.N,
        COST.r,
        COST.p,
        salt.toString('base64url'),
        key.toString('base64url'),
    ].join('$');
}
async function verifyReportPassword(password, stored) {
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash)
        return false;
    const expected = Buffer.from(hash, 'base64url');
    const actual = await derive(password, Buffer.from(salt, 'base64url'), {
        N: Number(n),
        r: Number(r),
        p: Number(p),
    });
    return actual.length === expected.length && (0,external_node_crypto_.timingSafeEqual)(actual, expected);
}

;// CONCATENATED MODULE: ./src/server/service/http/answer-cache.ts
// Whole list answers, kept while the database has not changed since they were built. A client
// that polls a list, or many clients reading the same page, then costs what sending bytes
// costs. Bounded: only answers up to maxEntryBytes, at most maxBytes in all, oldest use first out.
class answer_cache_AnswerCache {
    maxBytes;
    maxEntryBytes;
    #entries = new Map();
    #bytes = 0;
    constructor(maxBytes = 16 * 1024 * 1024, maxEntryBytes = 1024 * 1024) {
        this.maxBytes = maxBytes;
        this.maxEntryBytes = maxEntryBytes;
    }
    get(key, version) {
        const entry = this.#entries.get(key);
        if (!entry)
            return null;
        this.#entries.delete(key);
        if (entry.version !== version) {
            this.#bytes -= entry.body.length;
            return null;
        }
        this.#entries.set(key, entry); // most recently used last
        return entry.body;
    }
    set(key, version, body) {
        if (body.length > this.maxEntryBytes)
            return;
        const old = this.#entries.get(key);
        if (old) {
            this.#entries.delete(key);
            this.#bytes -= old.body.length;
        }
        for (const [oldest, entry] of this.#entries) {
            if (this.#bytes + body.length <= this.maxBytes)
                break;
            this.#entries.delete(oldest);
            this.#bytes -= entry.body.length;
        }
        this.#entries.set(key, { version, body });
        this.#bytes += body.length;
    }
}

;// CONCATENATED MODULE: ./src/server/service/http/report-handlers.ts











/** The report id in the path, or null when it cannot be one (the caller answers 404). */
function parseReportId(params) {
    const text = params[0] ?? '';
    return /^\d{1,15}$/.test(text) ? Number(text) : null;
}
function reportId(params) {
    const id = parseReportId(params);
    if (id === null)
        throw notFound();
    return id;
}
function queueFull(error) {
    return new HttpError(503, `The service is busy: ${error.message}. Try again later.`, {
        'Retry-After': '30',
    });
}
/** One cache of list answers per running service. */
const answerCaches = new WeakMap();
async function listReports(context, info) {
    const params = parseReportListQuery(info.url.searchParams);
    let cache = answerCaches.get(context);
    if (!cache) {
        cache = new answer_cache_AnswerCache();
        answerCaches.set(context, cache);
    }
    // The envelope's links carry the base URL and the query: both are part of what is cached.
    const key = `${info.userId} ${context.baseUrl()}${info.url.pathname}${info.url.search}`;
    const version = context.reports.version();
    const cached = cache.get(key, version);
    if (cached) {
        sendWholeJson(info.response, cached);
        return;
    }
    const page = context.reports.listStreamed({
        userId: info.userId,
        search: params.search,
        project: params.project,
        result: params.result,
        sortBy: params.sortBy,
        sort: params.sort,
        limit: params.perPage,
        offset: (params.page - 1) * params.perPage,
    });
    await streamListPage(context, info, page, params, (body) => cache.set(key, version, body));
}
async function getReport(context, info) {
    const id = reportId(info.params);
    const wait = parseReportWait(info.url.searchParams);
    let report = context.reports.getOwned(id, info.userId);
    if (!report)
        throw notFound();
    if (wait > 0 && (report.state === 'pending' || report.state === 'running')) {
        // Long poll: hold the answer until the generation settles, the wait is over, or the
        // client goes away, so that a waiting client needs one read instead of many.
        const gone = new AbortController();
        info.response.once('close', () => gone.abort());
        await Promise.race([
            context.queue.whenSettled(id),
            (0,external_node_timers_promises_.setTimeout)(wait * 1000, undefined, { signal: gone.signal }).catch(() => { }),
        ]);
        gone.abort();
        report = context.reports.getOwned(id, info.userId);
        if (!report)
            throw notFound();
    }
    sendJson(info.response, 200, { data: serializeReport(report) });
}
async function createReport(context, info) {
    const fields = await readFormBody(info.request, context.options.maxBodyBytes);
    const input = parseCreateReport(fields);
    try {
        context.queue.assertRoom();
    }
    catch (error) {
        if (error instanceof QueueFullError)
            throw queueFull(error);
        throw error;
    }
    const passwordHash = input.password === undefined ? null : await hashReportPassword(input.password);
    const { report: created, settled: generated } = context.queue.create((state) => context.reports.insert({
        userId: info.userId,
        targetUrl: input.url,
        project: input.project ?? projectForUrl(input.url),
        privacy: input.privacy,
        passwordHash,
    }, state));
    if (context.options.generation === 'sync')
        await generated;
    // The stored item's text as it is (the embedded service answers every page of an audit
    // here, with its results: parsing them to write them again was a tenth of its main thread).
    const item = storedItem(context, created.id);
    if (item !== null)
        sendJsonData(info.response, 201, item);
    else
        sendJson(info.response, 201, { data: serializeReport(readBack(context, created)) });
}
/** The stored report's item as JSON, or null to answer from the record (see readBack). */
function storedItem(context, id) {
    try {
        return context.reports.itemJson(id);
    }
    catch {
        return null;
    }
}
/**
 * The stored report as it is now, or as it was inserted when reading it back fails (a busy
 * database). Once the report exists the answer must be 201: an error would invite the client
 * to send the POST again and create a second report.
 */
function readBack(context, created) {
    try {
        return context.reports.get(created.id) ?? created;
    }
    catch {
        return created;
    }
}
async function updateReport(context, info) {
    const id = reportId(info.params);
    const current = context.reports.getOwned(id, info.userId);
    if (!current)
        throw notFound();
    const fields = await readFormBody(info.request, context.options.maxBodyBytes);
    const input = parseUpdateReport(fields, current.passwordHash !== null);
    if (input.regenerate) {
        try {
            context.queue.assertRoom();
        }
        catch (error) {
            if (error instanceof QueueFullError)
                throw queueFull(error);
            throw error;
        }
    }
    let access = null;
    if (input.privacy !== undefined || input.password !== undefined) {
        const privacy = input.privacy ?? current.privacy;
        // A password means something only with privacy 2; leaving 2 forgets it.
        let passwordHash = null;
        if (privacy === 2) {
            passwordHash =
                input.password === undefined
                    ? current.passwordHash
                    : await hashReportPassword(input.password);
        }
        access = { privacy, passwordHash };
    }
    // One transaction: a refused write leaves neither the new access nor the regeneration.
    if (access !== null || input.regenerate) {
        context.reports.update(id, access, input.regenerate);
    }
    if (input.regenerate) {
        const generated = context.queue.enqueue(id);
        if (context.options.generation === 'sync')
            await generated;
    }
    const report = context.reports.getOwned(id, info.userId);
    if (!report)
        throw notFound();
    sendJson(info.response, 200, { data: serializeReport(report) });
}
function deleteReport(context, info) {
    const id = reportId(info.params);
    if (!context.reports.delete(id, info.userId))
        throw notFound();
    context.queue.cancel(id);
    sendJson(info.response, 200, { id, object: 'report', deleted: true });
}

// EXTERNAL MODULE: ./src/shared/pages/render-report-page.ts
var render_report_page = __webpack_require__(8775);
;// CONCATENATED MODULE: ./src/server/service/work-gate.ts
// A small gate in front of expensive work that strangers can ask for (checking a report page
// password costs a deliberate 50 ms of scrypt on the thread pool that every request shares): a
// few run at once, a few more wait, and the rest are turned away at once instead of queueing
// until the service is slow for everyone.

class GateFullError extends errors/* SeoReportError */.K {
    name = 'GateFullError';
    get errorCode() {
        return 'SEO_GATE_FULL';
    }
}
class WorkGate {
    #concurrency;
    #maxWaiting;
    #waiting = [];
    #running = 0;
    constructor(concurrency, maxWaiting) {
        this.#concurrency = concurrency;
        this.#maxWaiting = maxWaiting;
    }
    /** Runs `work` when a place is free; throws GateFullError when too many already wait. */
    async run(work) {
        if (this.#running >= this.#concurrency) {
            if (this.#waiting.length >= this.#maxWaiting) {
                throw new GateFullError(`${this.#running} running, ${this.#waiting.length} waiting`);
            }
            await new Promise((resolve) => this.#waiting.push(resolve));
        }
        else {
            this.#running++;
        }
        try {
            return await work();
        }
        finally {
            // The place passes straight to the next waiter, so the count never dips and overfills.
            const next = this.#waiting.shift();
            if (next)
                next();
            else
                this.#running--;
        }
    }
}

;// CONCATENATED MODULE: ./src/server/service/http/report-page-handlers.ts













// The human face of a report, the link the action puts in job summaries. Public reports are
// shown to anyone; password reports once the password was entered (remembered in a cookie signed
// with the server's secret and bound to the password's hash, so changing the password logs
// everyone out); private reports only to their owner: the owner's key as a bearer header (API
// clients) or a browser signed in with it (session-handlers.ts). Anyone else is told the report
// is private and where to sign in (401) rather than shown a "not found" that reads like a
// broken link; that tells them only that the id exists. A visitor with another key gets what
// the API answers it for someone else's report: 404, worded so that they can switch keys.
function cookieName(id) {
    return `seo_report_${id}`;
}
function cookieValue(context, report) {
    return (0,external_node_crypto_.createHmac)('sha256', context.pageSecret)
        .update(`${report.id}:${report.passwordHash ?? ''}`)
        .digest('base64url');
}
function hasUnlocked(context, request, report) {
    const given = readCookie(request, cookieName(report.id));
    if (!given)
        return false;
    const expected = Buffer.from(cookieValue(context, report));
    const actual = Buffer.from(given);
    return actual.length === expected.length && (0,external_node_crypto_.timingSafeEqual)(actual, expected);
}
/** The report if this visitor may read it (or be asked its password); else why not. */
function visibleReport(context, info) {
    const id = parseReportId(info.params);
    const viewer = viewerOf(context, info.request);
    const report = id === null ? null : context.reports.get(id);
    const owner = report !== null && viewer.userId === report.userId;
    if (report === null || (report.privacy === 1 && !owner && viewer.userId !== null)) {
        return { kind: 'missing', signedIn: viewer.userId !== null };
    }
    if (report.privacy === 1 && !owner) {
        return { kind: 'private', reason: viewer.expired ? 'expired' : 'signed_out' };
    }
    return { kind: 'visible', report, owner };
}
/** Whatever is not the report: 401 with a sign-in link for a private one, or 404. */
function sendHidden(info, visibility) {
    const path = info.url.pathname;
    if (visibility.kind === 'missing') {
        sendHtml(info.response, 404, renderReportNotFoundPage(visibility.signedIn ? path : null));
        return;
    }
    sendHtml(info.response, 401, renderPrivateReportPage(path, visibility.reason));
}
function showReportPage(context, info) {
    const visible = visibleReport(context, info);
    if (visible.kind !== 'visible') {
        sendHidden(info, visible);
        return;
    }
    const { report, owner } = visible;
    if (report.privacy === 2 && !owner && !hasUnlocked(context, info.request, report)) {
        sendHtml(info.response, 200, (0,render_report_page/* renderPasswordPage */.ZT)(info.url.pathname, false));
        return;
    }
    sendHtml(info.response, 200, (0,render_report_page/* renderReportPage */.yW)(serializeReport(report)));
}
async function unlockReportPage(context, info) {
    const visible = visibleReport(context, info);
    if (visible.kind !== 'visible') {
        sendHidden(info, visible);
        return;
    }
    const { report, owner } = visible;
    const path = info.url.pathname;
    // The owner reads with the key and has nothing to unlock: never a guess, never counted.
    if (report.privacy !== 2 || report.passwordHash === null || owner) {
        info.response.writeHead(303, { Location: path });
        info.response.end();
        return;
    }
    const address = info.request.socket.remoteAddress ?? 'unknown';
    const perAddress = context.passwordLimiter.hit(`${address}:${report.id}`);
    if (!perAddress.allowed)
        throw tooManyAttempts(perAddress);
    // Many addresses together get no more wrong guesses at one report than its own budget.
    const reportKey = String(report.id);
    const perReport = context.reportPasswordLimiter.hit(reportKey);
    if (!perReport.allowed)
        throw tooManyAttempts(perReport);
    let checkedWrong = false;
    try {
        const fields = await readFormBody(info.request, context.options.maxBodyBytes);
        const password = fields.get('password') ?? '';
        const hash = report.passwordHash;
        let matches = false;
        // Neither an empty guess nor one longer than any password can match: not hashed, not counted.
        if (password !== '' && password.length <= shared_interface/* MAX_REPORT_PASSWORD_LENGTH */.BE) {
            try {
                matches = await context.passwordGate.run(() => verifyReportPassword(password, hash));
            }
            catch (error) {
                if (!(error instanceof GateFullError))
                    throw error;
                throw new HttpError(429, 'Too many password checks at once. Try again.', {
                    'Retry-After': '1',
                });
            }
            checkedWrong = !matches;
        }
        if (!matches)
            return sendHtml(info.response, 403, (0,render_report_page/* renderPasswordPage */.ZT)(path, true));
        info.response.writeHead(303, {
            Location: path,
            'Set-Cookie': cookieHeader(info.request, cookieName(report.id), cookieValue(context, report), {
                path,
            }),
        });
        info.response.end();
    }
    finally {
        // Only a checked wrong guess spends the report's budget: a right password, a guess turned
        // away at the gate and a body that could not be read give theirs back.
        if (!checkedWrong)
            context.reportPasswordLimiter.refund(reportKey, perReport);
    }
}
/** What both password limits answer, as the API's rate limit does. */
function tooManyAttempts(decision) {
    return new HttpError(429, 'Too Many Attempts.', {
        'Retry-After': String(decision.retryAfterSeconds),
    });
}

;// CONCATENATED MODULE: ./src/server/service/http/routes.ts





const ROUTES = [
    {
        segments: ['api', 'v1', 'reports'],
        api: true,
        methods: { GET: listReports, POST: createReport },
    },
    {
        segments: ['api', 'v1', 'reports', ':id'],
        api: true,
        methods: { GET: getReport, PUT: updateReport, DELETE: deleteReport },
    },
    { segments: ['api', 'v1', 'projects'], api: true, methods: { GET: listProjects } },
    {
        segments: ['api', 'v1', 'projects', ':project'],
        api: true,
        methods: { DELETE: deleteProject },
    },
    {
        segments: ['reports', ':id'],
        api: false,
        methods: { GET: showReportPage, POST: unlockReportPage },
    },
    // "/" splits into one empty segment.
    { segments: [''], api: false, methods: { GET: showHome } },
    { segments: ['login'], api: false, methods: { GET: showSignIn, POST: signIn } },
    { segments: ['logout'], api: false, methods: { POST: signOut } },
];
const MAX_SEGMENTS = Math.max(...ROUTES.map((route) => route.segments.length));
/** Matches a raw pathname; segments are percent-decoded one by one so "%2F" stays in a name. */
function matchRoute(pathname) {
    // A loop, not /\/+$/: that retries at every slash of a run, and a path of thousands of
    // slashes (sent before any key is checked) held the event loop for seconds.
    let end = pathname.length;
    while (end > 1 && pathname.charCodeAt(end - 1) === 0x2f)
        end--;
    const trimmed = pathname.slice(0, end);
    // No route has more segments than this: a path of thousands is refused before any decoding.
    const rawSegments = trimmed.split('/', MAX_SEGMENTS + 2).slice(1);
    if (rawSegments.length > MAX_SEGMENTS)
        return null;
    let segments;
    try {
        segments = rawSegments.map((segment) => decodeURIComponent(segment));
    }
    catch {
        return null;
    }
    for (const route of ROUTES) {
        if (route.segments.length !== segments.length)
            continue;
        const params = [];
        const matches = route.segments.every((expected, i) => {
            const actual = segments[i];
            if (expected.startsWith(':')) {
                params.push(actual);
                return actual !== '';
            }
            return expected === actual;
        });
        if (matches)
            return { route, params };
    }
    return null;
}

;// CONCATENATED MODULE: ./src/server/service/http/server.ts







/**
 * The HTTP face of the service. Every request ends in a response of the documented shape, and
 * no request can take the process down: expected failures are HttpErrors, anything else is
 * logged in one line and answered 500.
 */
function createServiceServer(context, track) {
    // Also handed whole to the embedded mode, whose client's requests come without a socket.
    const listener = (request, response) => {
        track(handle(context, request, response));
    };
    const server = (0,external_node_http_.createServer)({ requestTimeout: 120_000 }, listener);
    server.on('clientError', (error, socket) => {
        if (!socket.writable)
            return socket.destroy();
        const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
        const body = JSON.stringify({ message: 'Bad request.', status });
        socket.end(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
            `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
            `Connection: close\r\n\r\n${body}`);
    });
    return { server, listener };
}
/** What a client is told when a write was refused: nothing was stored, and when to try again. */
const STORAGE_ANSWERS = {
    full: [
        507,
        'The service has no room left to store this; nothing was stored. Try again later.',
        '60',
    ],
    busy: [503, 'The database is busy. Try again.', '1'],
    failed: [503, 'The service could not store this; nothing was stored. Try again later.', '10'],
};
async function handle(context, request, response) {
    try {
        await dispatch(context, request, response);
    }
    catch (error) {
        if (response.headersSent) {
            response.destroy();
            return;
        }
        if (error instanceof HttpError) {
            sendError(response, error.status, error.body, error.headers);
            return;
        }
        const storage = asStorageError(error);
        if (storage instanceof StorageError) {
            // Logged once by StorageHealth when it first happened; the client learns nothing was kept.
            const [status, text, retryAfter] = STORAGE_ANSWERS[storage.kind];
            sendError(response, status, text, { 'Retry-After': retryAfter });
            return;
        }
        const message = error instanceof Error ? error.message : String(error);
        context.options.logger.error(`${request.method} ${request.url}: internal error: ${message.split('\n')[0]}`);
        sendError(response, 500, 'An unexpected error has occurred, please try again.');
    }
}
async function dispatch(context, request, response) {
    const url = new URL(request.url ?? '/', 'http://service.invalid');
    const match = matchRoute(url.pathname);
    if (!match)
        throw notFound();
    const method = request.method ?? 'GET';
    // Own keys only: a method is the client's text, and no route answers Object.prototype's names.
    const handler = (0,own_keys/* own */.Z)(match.route.methods, method);
    if (!handler)
        throw methodNotAllowed(Object.keys(match.route.methods));
    let userId = 0;
    if (match.route.api) {
        const user = authenticate(request, context.keys);
        if (user === null)
            throw unauthenticated();
        userId = user;
        if (context.apiLimiter) {
            const decision = context.apiLimiter.hit(`user:${user}`);
            response.setHeader('X-RateLimit-Limit', String(decision.limit));
            response.setHeader('X-RateLimit-Remaining', String(decision.remaining));
            if (!decision.allowed) {
                throw new HttpError(429, 'Too Many Attempts.', {
                    'Retry-After': String(decision.retryAfterSeconds),
                });
            }
        }
    }
    await handler(context, { request, response, url, params: match.params, userId });
}

;// CONCATENATED MODULE: ./src/server/service/options.ts




const SILENT_LOGGER = { info() { }, warn() { }, error() { } };
function resolveOptions(options) {
    const concurrency = options.concurrency ?? 2;
    if (!Number.isInteger(concurrency) || concurrency < 1) {
        throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
    }
    if (options.checks !== undefined && !analyzer_options/* CHECK_PROFILES */.Ik.includes(options.checks)) {
        throw new RangeError(`checks must be one of ${analyzer_options/* CHECK_PROFILES */.Ik.join(', ')}, got ${JSON.stringify(options.checks)}`);
    }
    // A bad header or a missing browser is the operator's mistake: say so at start, not in every
    // report.
    (0,extra_headers/* resolveExtraHeaders */.d)(options.headers);
    if (options.render) {
        const browserPath = typeof options.render === 'object' ? options.render.browserPath : undefined;
        const missing = missingBrowser(browserPath);
        if (missing !== null)
            throw new Error(`render: ${missing}`);
    }
    const rateLimit = options.rateLimit ?? { limit: 240, windowMs: 60_000 };
    if (rateLimit && (!(rateLimit.limit >= 1) || !(rateLimit.windowMs >= 1))) {
        throw new RangeError('rateLimit.limit and rateLimit.windowMs must be at least 1');
    }
    return {
        host: options.host ?? '127.0.0.1',
        port: options.port ?? 0,
        dbPath: options.dbPath ?? ':memory:',
        throwawayDatabase: options.throwawayDatabase ?? false,
        apiKeys: (options.apiKeys ?? []).filter((key) => key.trim() !== ''),
        generation: options.generation ?? 'async',
        concurrency,
        analysisWorkers: options.analysisWorkers ?? (0,external_node_os_.availableParallelism)(),
        maxQueued: options.maxQueued ?? 10_000,
        allowPrivateNetwork: options.allowPrivateNetwork ?? false,
        rateLimit,
        generationTimeoutMs: options.generationTimeoutMs ?? 120_000,
        maxBodyBytes: options.maxBodyBytes ?? 16 * 1024,
        maxDatabaseBytes: options.maxDatabaseBytes ?? null,
        slowReaderMs: options.slowReaderMs ?? 15_000,
        logger: options.logger ?? SILENT_LOGGER,
        now: options.now ?? Date.now,
    };
}
/** The default analyzer's options: the operator's, with the service-level switches on top. */
function analyzerOptionsOf(options) {
    return {
        ...options.analyzerOptions,
        ...(options.checks === undefined ? {} : { checks: options.checks }),
        ...(options.render === undefined ? {} : { render: options.render }),
        ...(options.headers === undefined ? {} : { headers: options.headers }),
    };
}

// EXTERNAL MODULE: ./src/shared/score.ts
var score = __webpack_require__(771);
;// CONCATENATED MODULE: ./src/server/service/project-store.ts

class ProjectStore {
    #db;
    constructor(db) {
        this.#db = db;
    }
    list(query) {
        const conditions = ['user_id = ?'];
        const params = [query.userId];
        if (query.search !== undefined && query.search !== '') {
            conditions.push("project LIKE ? ESCAPE '\\'");
            params.push(`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        }
        const where = conditions.join(' AND ');
        const total = this.#db.prepare(`SELECT COUNT(*) AS n FROM projects WHERE ${where}`).get(...params).n;
        if (query.offset >= total)
            return { items: [], total };
        const direction = query.sort === 'asc' ? 'ASC' : 'DESC';
        const order = query.sortBy === 'project'
            ? `project ${direction}`
            : `created_at ${direction}, project ${direction}`;
        const rows = this.#db
            .prepare(`SELECT project, reports, CASE WHEN scored > 0 THEN score_sum / scored END AS mean_score,
           created_at
         FROM projects WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
            .all(...params, query.limit, query.offset);
        return {
            items: rows.map((row) => ({
                project: row.project,
                reports: row.reports,
                meanScore: row.mean_score === null ? null : (0,score/* roundScore */.F5)(row.mean_score),
                createdAt: row.created_at,
            })),
            total,
        };
    }
}

// EXTERNAL MODULE: ./src/server/analyzer/bound-result.ts
var bound_result = __webpack_require__(8982);
;// CONCATENATED MODULE: ./src/server/service/item-cache.ts
// Reports' API items as the list pages read them (UTF-8 JSON bytes), kept while the database
// has not changed since they were read. A list page that nobody asked for before (another
// filter, order or page over the same reports) then takes its items from memory instead of
// reading 100 rows of 5 KB from SQLite (issue 15). Any write empties it: a report's item
// depends on its row, and the store cannot tell cheaply which rows a write touched (triggers,
// other connections). Bounded: only items up to maxItemBytes (a hostile page's megabytes of
// results are read from the database each time), at most maxBytes in all (see the generations below).
class ItemCache {
    maxBytes;
    maxItemBytes;
    // Two generations instead of a least-recently-used order: items are added to the young one,
    // and when it holds half the bound it becomes the old one and the old one is dropped whole. A
    // hit in the old generation moves the item to the young one. No entry is ever deleted one by
    // one: a Map that loses entries from its front keeps them as holes that every walk from the
    // front steps over again, and with more reports listed than the cache holds, that eviction
    // cost 0.6 ms a page of 100 (in-process, bench/service/list-micro.ts --pages 100).
    #young = new Map();
    #old = new Map();
    #youngBytes = 0;
    #oldBytes = 0;
    #version = '';
    constructor(maxBytes = 32 * 1024 * 1024, maxItemBytes = 64 * 1024) {
        this.maxBytes = maxBytes;
        this.maxItemBytes = maxItemBytes;
    }
    /** Empties the cache when the database version moved since the items were read. */
    at(version) {
        if (version === this.#version)
            return;
        this.#young = new Map();
        this.#old = new Map();
        this.#youngBytes = 0;
        this.#oldBytes = 0;
        this.#version = version;
    }
    get(id) {
        const young = this.#young.get(id);
        if (young !== undefined)
            return young;
        const old = this.#old.get(id);
        if (old !== undefined)
            this.set(id, old);
        return old;
    }
    set(id, item) {
        if (item.length > this.maxItemBytes || item.length > this.maxBytes / 2)
            return;
        const replaced = this.#young.get(id);
        if (replaced !== undefined)
            this.#youngBytes -= replaced.length;
        if (this.#youngBytes + item.length > this.maxBytes / 2) {
            this.#old = this.#young;
            this.#oldBytes = this.#youngBytes;
            this.#young = new Map();
            this.#youngBytes = 0;
        }
        this.#young.set(id, item);
        this.#youngBytes += item.length;
    }
    /** Bytes held, counting an item in both generations twice (a bound, not an exact figure). */
    get bytes() {
        return this.#youngBytes + this.#oldBytes;
    }
    /** Items held, counting an item in both generations twice. */
    get size() {
        return this.#young.size + this.#old.size;
    }
}

// EXTERNAL MODULE: ./src/server/service/list-structures.ts
var list_structures = __webpack_require__(3046);
;// CONCATENATED MODULE: ./src/server/service/report-store.ts








/**
 * Reports read per batch: one hostile report may be megabytes, a page of them hundreds, so a
 * page is never read whole. (Their sizes cannot be had cheaply: length() reads the text.)
 */
const BATCH_ROWS = 10;
/** Counts remembered per database version; cleared whole when full. */
const MAX_CACHED_COUNTS = 1000;
// Column names come from these fixed maps, never from the request, so building SQL is safe.
const SORT_COLUMNS = {
    id: 'id',
    generated_at: 'generated_at',
    url: 'url',
    result: 'score',
};
// The bands of gradeForScore (src/shared/grade.ts), as SQL ranges so that indexes on score apply.
// `column` is "score", or "+score" to keep the planner from choosing the score index (see list).
function gradeCondition(grade, column) {
    switch (grade) {
        case 'good':
            return `${column} > ${shared_grade/* GOOD_ABOVE */.u3}`;
        case 'decent':
            return `${column} >= ${shared_grade/* BAD_BELOW */.Wr} AND ${column} <= ${shared_grade/* GOOD_ABOVE */.u3}`;
        case 'bad':
            return `${column} < ${shared_grade/* BAD_BELOW */.Wr}`;
    }
}
function escapeLike(text) {
    return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
function toRecord(row) {
    const { resultsJson, ...stored } = toStoredReport(row);
    return {
        ...stored,
        results: resultsJson === null ? null : JSON.parse(resultsJson),
    };
}
/** A failure's message is one line for a person; a page cannot make it longer than this. */
const MAX_ERROR_MESSAGE = 500;
function toStoredReport(row) {
    return {
        id: row.id,
        userId: row.user_id,
        targetUrl: row.target_url,
        url: row.url,
        project: row.project,
        privacy: row.privacy,
        passwordHash: row.password_hash,
        state: row.state,
        generation: row.generation,
        score: row.score,
        resultsJson: row.results,
        error: row.error_code === null ? null : { code: row.error_code, message: row.error_message ?? '' },
        generatedAt: row.generated_at,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
    };
}
class ReportStore {
    #db;
    #statements = new Map();
    #health;
    /** COUNT(*) answers by query, valid while the database version they were read at holds. */
    #counts = new Map();
    /** List items read from the database, valid while its version holds (item-cache.ts). */
    #items;
    /** False while the database's list indexes and search index wait for a first list. */
    #listStructuresBuilt;
    constructor(db, health = new StorageHealth(SILENT_LOGGER), items = new ItemCache()) {
        this.#db = db;
        this.#health = health;
        this.#items = items;
        this.#listStructuresBuilt = !(0,list_structures/* listStructuresDeferred */.is)(db);
    }
    /**
     * Builds the list indexes and the URL search index of a database made without them (a
     * throwaway one, list-structures.ts) before its first list: lists and searches answer the
     * same either way, and SQLite keeps them in step with every write from then on.
     */
    #ensureListStructures() {
        if (this.#listStructuresBuilt)
            return;
        this.#write(() => (0,list_structures/* buildListStructures */.R)(this.#db));
        this.#listStructuresBuilt = true;
    }
    /**
     * Runs the statements of one write in a transaction of their own and commits it explicitly,
     * so that every failure (a full disk at commit too) is thrown, and nothing is half-stored.
     * Never `StatementSync.get()` on INSERT ... RETURNING outside one: it hands back the row and
     * drops the commit's error, and the row was never stored.
     */
    #write(work) {
        let result;
        try {
            // Prepared once, not parsed again by exec() for each of a report's writes.
            this.#prepare('BEGIN IMMEDIATE').run();
            try {
                result = work();
                this.#prepare('COMMIT').run();
            }
            catch (error) {
                if (this.#db.isTransaction)
                    this.#db.exec('ROLLBACK');
                throw error;
            }
        }
        catch (error) {
            throw this.#health.failed(error);
        }
        this.#health.succeeded();
        return result;
    }
    /**
     * Writes a report's pre-rendered item pieces from its row as it now is. Every write that
     * changes a field the item shows calls it inside its own transaction, so that a list never
     * shows an item older than the row (and a failure to store them fails the write).
     */
    #render(id) {
        const row = this.#prepare(`SELECT ${report_json/* ITEM_COLUMNS */.al} FROM reports WHERE id = ?`).get(id);
        if (!row)
            return;
        const { head, tail } = (0,report_json/* reportItemPieces */.$)((0,report_json/* itemFields */.v_)(row));
        this.#prepare('UPDATE reports SET api_head = ?, api_tail = ? WHERE id = ?').run(head, tail, id);
    }
    // Statements are prepared once per distinct SQL text; list queries have few shapes.
    #prepare(sql) {
        let statement = this.#statements.get(sql);
        if (!statement) {
            statement = this.#db.prepare(sql);
            this.#statements.set(sql, statement);
        }
        return statement;
    }
    /**
     * Stores a new report, pending, or already running when the queue starts its generation at
     * once (GenerationQueue.create): its start is then part of this transaction, not one more.
     * The record and its item are built from what was written, not read back from the row.
     */
    insert(report, state = 'pending') {
        const now = Date.now();
        const record = {
            id: 0,
            userId: report.userId,
            targetUrl: report.targetUrl,
            url: (0,url_key/* cleanUrl */.TG)(report.targetUrl) ?? report.targetUrl,
            project: report.project,
            privacy: report.privacy,
            passwordHash: report.passwordHash,
            state,
            generation: 1,
            score: null,
            results: null,
            error: null,
            generatedAt: null,
            createdAt: now,
            updatedAt: now,
        };
        return this.#write(() => {
            const { lastInsertRowid } = this.#prepare(`INSERT INTO reports (user_id, target_url, url, project, privacy, password_hash, state,
           generation, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(record.userId, record.targetUrl, record.url, record.project, record.privacy, record.passwordHash, record.state, record.generation, record.createdAt, record.updatedAt);
            record.id = Number(lastInsertRowid);
            const { head, tail } = (0,report_json/* reportItemPieces */.$)(record);
            this.#prepare('UPDATE reports SET api_head = ?, api_tail = ? WHERE id = ?').run(head, tail, record.id);
            return record;
        });
    }
    get(id) {
        const row = this.#prepare('SELECT * FROM reports WHERE id = ?').get(id);
        return row ? toRecord(row) : null;
    }
    /**
     * A report's API item as UTF-8 JSON, joined by SQLite from its stored pieces and results (as
     * a list page reads them): the same text as serializing the record, without parsing its
     * results and writing them again. Null when the report is gone or has no pieces stored.
     */
    itemJson(id) {
        const row = this.#prepare(`SELECT CAST(api_head || COALESCE(results, 'null') || api_tail AS BLOB) AS item
       FROM reports WHERE id = ?`).get(id);
        return row?.item ?? null;
    }
    /** A report as its owner sees it; another user's report is as absent as a missing one. */
    getOwned(id, userId) {
        const row = this.#prepare('SELECT * FROM reports WHERE id = ? AND user_id = ?').get(id, userId);
        return row ? toRecord(row) : null;
    }
    /**
     * Changes a report's access and, when asked, marks it for a new generation, in one
     * transaction: either both are stored or neither. The old result is cleared on regeneration
     * so that a client polling for `generated_at` waits for the new one instead of reading the old.
     */
    update(id, access, regenerate) {
        this.#write(() => {
            if (access !== null) {
                this.#prepare('UPDATE reports SET privacy = ?, password_hash = ?, updated_at = ? WHERE id = ?').run(access.privacy, access.passwordHash, Date.now(), id);
            }
            if (regenerate) {
                this.#prepare(`UPDATE reports SET state = 'pending', generation = generation + 1, score = NULL,
             results = NULL, error_code = NULL, error_message = NULL, generated_at = NULL,
             updated_at = ? WHERE id = ?`).run(Date.now(), id);
            }
            this.#render(id);
        });
    }
    /** Calls `listener` when writes succeed again after a storage failure. */
    onStorageRecovered(listener) {
        this.#health.onRecovered(listener);
    }
    /** Marks a report for a new generation (see update). */
    requestGeneration(id) {
        this.update(id, null, true);
    }
    delete(id, userId) {
        return this.#write(() => this.#prepare('DELETE FROM reports WHERE id = ? AND user_id = ?').run(id, userId).changes >
            0);
    }
    /** Deletes the caller's reports in a project (only theirs); returns the ids deleted. */
    deleteProject(userId, project) {
        return this.#write(() => {
            const rows = this.#prepare('SELECT id FROM reports WHERE user_id = ? AND project = ? ORDER BY id').all(userId, project);
            this.#prepare('DELETE FROM reports WHERE user_id = ? AND project = ?').run(userId, project);
            return rows.map((row) => row.id);
        });
    }
    list(query) {
        const { total, ids } = this.#pageIds(query);
        const items = [];
        for (let i = 0; i < ids.length; i += BATCH_ROWS) {
            const batch = ids.slice(i, i + BATCH_ROWS);
            const rows = this.#prepare(`SELECT * FROM reports WHERE id IN (${batch.map(() => '?').join(', ')})`).all(...batch);
            const byId = new Map(rows.map((row) => [row.id, row]));
            for (const id of batch) {
                const row = byId.get(id);
                if (row)
                    items.push(toRecord(row));
            }
        }
        return { items, total };
    }
    /**
     * One page of a list, for writing as it is read: the total (remembered until the database
     * changes), then the page's reports in batches, each as its API item's JSON text joined from
     * its stored pieces and results: no row is mapped to an object or serialised per request.
     */
    listStreamed(query) {
        const { total, ids } = this.#pageIds(query);
        const itemsOf = (batch) => {
            // Items read at an older version of the database are dropped before any is used.
            this.#items.at(this.version());
            const found = new Map();
            const missing = [];
            for (const id of batch) {
                const item = this.#items.get(id);
                if (item === undefined)
                    missing.push(id);
                else
                    found.set(id, item);
            }
            if (missing.length > 0) {
                // Joined by SQLite and read as a BLOB: the UTF-8 bytes go to the socket as they are,
                // never decoded into a JS string and encoded back (half the cost of a page of 100).
                const rows = this.#prepare(`SELECT id, CAST(api_head || COALESCE(results, 'null') || api_tail AS BLOB) AS item
           FROM reports WHERE id IN (${missing.map(() => '?').join(', ')})`).all(...missing);
                for (const row of rows) {
                    // Pieces are written with every change; a row without them was stored by other means
                    // (straight SQL), and is rendered here the way it would have been, without storing.
                    const item = row.item ?? this.#renderedItem(row.id);
                    if (item === null)
                        continue;
                    found.set(row.id, item);
                    this.#items.set(row.id, item);
                }
            }
            // A report deleted since the ids were read is left out.
            return batch.flatMap((id) => {
                const item = found.get(id);
                return item === undefined ? [] : [item];
            });
        };
        return {
            total,
            batches: function* () {
                for (let i = 0; i < ids.length; i += BATCH_ROWS)
                    yield itemsOf(ids.slice(i, i + BATCH_ROWS));
            },
        };
    }
    /** A report's item built from its row, for a row stored without its pieces. */
    #renderedItem(id) {
        const full = this.#prepare('SELECT * FROM reports WHERE id = ?').get(id);
        return full ? Buffer.from((0,report_json/* reportItemJson */.Ym)(toStoredReport(full), full.results)) : null;
    }
    /** The total of a list (remembered until the database changes) and its page's ids in order. */
    #pageIds(query) {
        this.#ensureListStructures();
        const conditions = ['user_id = ?'];
        const params = [query.userId];
        if (query.project !== undefined) {
            conditions.push('project = ?');
            params.push(query.project);
        }
        if (query.search !== undefined && query.search !== '') {
            if ([...query.search].length >= 3) {
                // The trigram index answers substrings of 3 characters or more; a quoted phrase of
                // trigrams is exactly "contains this text", case-insensitively like LIKE.
                conditions.push('id IN (SELECT rowid FROM reports_url_search WHERE reports_url_search MATCH ?)');
                params.push(`"${query.search.replace(/"/g, '""')}"`);
            }
            else {
                conditions.push("url LIKE ? ESCAPE '\\'");
                params.push(`%${escapeLike(query.search)}%`);
            }
        }
        const where = conditions.join(' AND ');
        const grade = (column) => query.result === undefined ? '' : ` AND ${gradeCondition(query.result, column)}`;
        // Counting is fastest on the score index; the page itself is fastest read in list order
        // from the index of that order, checking the grade on the index's score column. The planner
        // would pick the score index for both, then sort every match: "+score" prevents that.
        const total = this.#count(`SELECT COUNT(*) AS n FROM reports WHERE ${where}${grade('score')}`, params);
        if (query.offset >= total)
            return { total, ids: [] };
        const direction = query.sort === 'asc' ? 'ASC' : 'DESC';
        const column = SORT_COLUMNS[query.sortBy];
        // id breaks ties so that pages never repeat or skip a report.
        const order = column === 'id' ? `id ${direction}` : `${column} ${direction}, id ${direction}`;
        // The page's ids first (from the index, no results text); the rows are read in batches.
        const entries = this.#prepare(`SELECT id FROM reports
       WHERE ${where}${grade(query.sortBy === 'result' ? 'score' : '+score')}
       ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, query.limit, query.offset);
        return { total, ids: entries.map((entry) => entry.id) };
    }
    /**
     * Changes whenever the database does: data_version when another connection commits,
     * total_changes when this one writes. What was read at one version holds until it moves.
     */
    version() {
        const dataVersion = Object.values(this.#prepare('PRAGMA data_version').get())[0];
        const changes = this.#prepare('SELECT total_changes() AS c').get().c;
        return `${dataVersion}:${changes}`;
    }
    /** COUNT(*) of a query, remembered until anything writes to the database. */
    #count(sql, params) {
        const version = this.version();
        const key = `${sql}\u0000${JSON.stringify(params)}`;
        const cached = this.#counts.get(key);
        if (cached?.version === version)
            return cached.n;
        const n = this.#prepare(sql).get(...params).n;
        if (this.#counts.size >= MAX_CACHED_COUNTS)
            this.#counts.clear();
        this.#counts.set(key, { version, n });
        return n;
    }
    // ---- generation state, driven by the queue ----
    /** Moves a pending report to running; null when it is gone or no longer pending. */
    claim(id) {
        return this.#write(() => {
            const { changes } = this.#prepare(`UPDATE reports SET state = 'running' WHERE id = ? AND state = 'pending'`).run(id);
            if (changes === 0)
                return null;
            this.#render(id);
            const row = this.#prepare('SELECT target_url, generation FROM reports WHERE id = ?').get(id);
            return { targetUrl: row.target_url, generation: row.generation };
        });
    }
    /** Stores an analysis, unless a newer generation was requested meanwhile. */
    complete(id, generation, analysis) {
        const now = Date.now();
        if (analysis.failure || analysis.score === null) {
            const failure = analysis.failure ?? {
                code: 'no_score',
                message: 'the analyzer gave no score',
            };
            this.fail(id, generation, failure.code, failure.message);
            return;
        }
        const finalUrl = analysis.finalUrl ?? analysis.url;
        const url = (0,url_key/* cleanUrl */.TG)(finalUrl) ?? finalUrl;
        this.#write(() => {
            // The item's pieces are rendered from the row as it will be and stored by the same
            // statement: the row, with its results in overflow pages, is written once, not twice.
            const row = this.#prepare(`SELECT ${report_json/* ITEM_COLUMNS */.al} FROM reports WHERE id = ? AND generation = ? AND state = 'running'`).get(id, generation);
            if (!row)
                return;
            const { head, tail } = (0,report_json/* reportItemPieces */.$)((0,report_json/* itemFields */.v_)({
                ...row,
                url,
                score: analysis.score,
                state: 'generated',
                errorCode: null,
                errorMessage: null,
                generatedAt: now,
                updatedAt: now,
            }));
            this.#prepare(`UPDATE reports SET state = 'generated', score = ?, results = ?, url = ?, error_code = NULL,
           error_message = NULL, generated_at = ?, updated_at = ?, api_head = ?, api_tail = ?
         WHERE id = ?`).run(analysis.score, JSON.stringify(analysis.results), url, now, now, head, tail, id);
        });
    }
    fail(id, generation, code, message) {
        this.#write(() => {
            const { changes } = this.#prepare(`UPDATE reports SET state = 'failed', score = NULL, results = NULL, error_code = ?,
           error_message = ?, generated_at = NULL, updated_at = ?
         WHERE id = ? AND generation = ? AND state = 'running'`).run((0,bound_result/* cutText */.IN)(code, 64), (0,bound_result/* cutText */.IN)(message, MAX_ERROR_MESSAGE), Date.now(), id, generation);
            if (changes > 0)
                this.#render(id);
        });
    }
    /** Puts a running generation back to pending (shutdown), so the next start runs it again. */
    release(id, generation) {
        this.#write(() => {
            const { changes } = this.#prepare(`UPDATE reports SET state = 'pending' WHERE id = ? AND generation = ? AND state = 'running'`).run(id, generation);
            if (changes > 0)
                this.#render(id);
        });
    }
    /** At start: generations cut off by a stop are pending again; returns every pending id. */
    recoverUnfinished() {
        this.#write(() => {
            const running = this.#prepare(`SELECT id FROM reports WHERE state = 'running'`).all();
            this.#prepare(`UPDATE reports SET state = 'pending' WHERE state = 'running'`).run();
            for (const { id } of running)
                this.#render(id);
        });
        const rows = this.#prepare(`SELECT id FROM reports WHERE state IN ('pending', 'running') ORDER BY id`).all();
        return rows.map((row) => row.id);
    }
}

;// CONCATENATED MODULE: ./src/server/service/request-throttle.ts
/**
 * Fixed-window counter per key (per user for the API, per address for password attempts), as
 * Laravel's throttle does: `limit` requests per window, then 429 until the window ends.
 */
class RequestThrottle {
    #options;
    #windows = new Map();
    #now;
    constructor(options, now = Date.now) {
        this.#options = options;
        this.#now = now;
    }
    hit(key) {
        const now = this.#now();
        const { limit, windowMs } = this.#options;
        let window = this.#windows.get(key);
        if (!window || now - window.start >= windowMs) {
            if (this.#windows.size > 10_000)
                this.#sweep(now);
            window = { start: now, count: 0 };
            this.#windows.set(key, window);
        }
        const retryAfterSeconds = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
        const windowStart = window.start;
        if (window.count >= limit) {
            return { allowed: false, limit, remaining: 0, retryAfterSeconds, windowStart };
        }
        window.count++;
        return {
            allowed: true,
            limit,
            remaining: limit - window.count,
            retryAfterSeconds,
            windowStart,
        };
    }
    /**
     * Gives back an allowed hit that turned out not to count (a right password, a guess that was
     * never checked). Counting first and giving back after, rather than counting once the outcome
     * is known, keeps requests in flight at once within the limit too.
     */
    refund(key, decision) {
        const window = this.#windows.get(key);
        if (decision.allowed && window?.start === decision.windowStart && window.count > 0) {
            window.count--;
        }
    }
    /** Forgets finished windows so that the map stays small with many keys or addresses. */
    #sweep(now) {
        for (const [key, window] of this.#windows) {
            if (now - window.start >= this.#options.windowMs)
                this.#windows.delete(key);
        }
    }
}

;// CONCATENATED MODULE: ./src/server/service/sessions.ts

// Browser sign-ins: a person who signed in with an API key gets a random session token in a
// cookie, never the key itself, so that the key never sits in a browser's cookie jar, a proxy's
// log or a page. Kept in memory: the service is one process per database (database-lock.ts), a
// restart only asks people to sign in again, and nothing about sessions is written to disk.
/** How long a sign-in lasts: a working day, then the key is asked for again. */
const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** At most this many live sessions; the oldest go first, so key holders cannot exhaust memory. */
const MAX_SESSIONS = 10_000;
class SessionStore {
    // Keyed by the token's SHA-256, so that the lookup compares digests the caller cannot steer
    // byte by byte (as for API keys), and a heap dump shows no usable token.
    #sessions = new Map();
    #now;
    #lifetimeMs;
    constructor(now = Date.now, lifetimeMs = SESSION_LIFETIME_MS) {
        this.#now = now;
        this.#lifetimeMs = lifetimeMs;
    }
    /** A new session for this user; the token is what the cookie carries. */
    create(userId) {
        this.#sweep();
        while (this.#sessions.size >= MAX_SESSIONS) {
            const oldest = this.#sessions.keys().next().value;
            this.#sessions.delete(oldest);
        }
        const token = (0,external_node_crypto_.randomBytes)(32).toString('base64url');
        this.#sessions.set(digest(token), { userId, expiresAt: this.#now() + this.#lifetimeMs });
        return { token, maxAgeSeconds: Math.floor(this.#lifetimeMs / 1000) };
    }
    lookup(token) {
        if (!token)
            return { kind: 'none' };
        const key = digest(token);
        const session = this.#sessions.get(key);
        if (!session)
            return { kind: 'none' };
        if (this.#now() >= session.expiresAt) {
            this.#sessions.delete(key);
            return { kind: 'expired' };
        }
        return { kind: 'valid', userId: session.userId };
    }
    /** Signs out: the token no longer opens anything, whatever the browser keeps. */
    end(token) {
        if (token)
            this.#sessions.delete(digest(token));
    }
    get size() {
        return this.#sessions.size;
    }
    /** Drops expired sessions; sessions are inserted in expiry order, so the scan stops early. */
    #sweep() {
        const now = this.#now();
        for (const [key, session] of this.#sessions) {
            if (session.expiresAt > now)
                break;
            this.#sessions.delete(key);
        }
    }
}
function digest(token) {
    return (0,external_node_crypto_.createHash)('sha256').update(token, 'utf8').digest('base64url');
}

// EXTERNAL MODULE: ./src/server/service/settings.ts
var settings = __webpack_require__(5090);
// EXTERNAL MODULE: ./src/shared/pages/render-index-page.ts
var render_index_page = __webpack_require__(1137);
;// CONCATENATED MODULE: ./src/server/service/index.ts




















class ServiceStartError extends errors/* SeoReportError */.K {
    name = 'ServiceStartError';
    get errorCode() {
        return 'SEO_SERVICE_START_FAILED';
    }
}
/** Requests still being answered when close() is called get this long to finish. */
const CLOSE_GRACE_MS = 5_000;
/**
 * Wrong password guesses at one report, from every address together, per window. Addresses are
 * cheap (each of a botnet's stays under the per-address limit), so this is the bound on guessing:
 * 80 an hour, where 30 a minute per report allowed 1,800. People mistyping a shared password
 * stay far below it, a right password is not counted, a visitor let in keeps the cookie and the
 * owner reads with the key; a visitor who comes while it is spent waits at most 15 minutes.
 */
const REPORT_GUESSES = { limit: 20, windowMs: 15 * 60_000 };
/**
 * Starts loading the analysis threads a service started with `options` will judge pages in,
 * without waiting for them: a caller with work of its own before startService (the CLI listing a
 * build folder) overlaps their start with it. startService waits for them as it always does.
 */
function startAnalysisWorkers(options = {}) {
    if (options.analyze)
        return;
    void sharedAnalysisPool(resolveOptions(options).analysisWorkers).warm();
}
async function startService(options = {}) {
    const resolved = resolveOptions(options);
    let unlock;
    try {
        unlock = (0,database_lock/* lockDatabase */.Rd)(resolved.dbPath);
    }
    catch (error) {
        throw new ServiceStartError(error.message);
    }
    let db;
    try {
        db = (0,database/* openDatabase */.qI)(resolved.dbPath, {
            maxBytes: resolved.maxDatabaseBytes,
            throwaway: resolved.throwawayDatabase,
        });
    }
    catch (error) {
        unlock();
        throw error;
    }
    // Nothing else can change a throwaway database's keys: each key's user is remembered.
    const keys = new api_keys/* ApiKeyStore */.nG(db, { rememberKnownKeys: resolved.throwawayDatabase });
    for (const key of resolved.apiKeys)
        keys.register(key);
    const reports = new ReportStore(db, new StorageHealth(resolved.logger));
    // Analyses of fetched pages run in worker threads unless the caller brings its own analyzer.
    const pool = options.analyze ? null : joinSharedAnalysisPool(resolved.analysisWorkers);
    const leavePool = (end) => pool === null ? Promise.resolve() : leaveSharedAnalysisPool(resolved.analysisWorkers, end);
    void pool?.warm();
    // A build folder served for this run (site-dir): its connections stay open from one page to
    // the next, and end with the service.
    const servedSiteConnections = options.analyze || options.analyzerOptions?.servedSiteConnections !== undefined
        ? null
        : ServedSiteConnections.for(options.analyzerOptions?.servedSite?.origin);
    const analyzerOptions = analyzerOptionsOf(options);
    if (servedSiteConnections !== null)
        analyzerOptions.servedSiteConnections = servedSiteConnections;
    const queue = new GenerationQueue({
        store: reports,
        analyze: options.analyze ?? createDefaultAnalyzer(analyzerOptions, pool ?? undefined),
        concurrency: resolved.concurrency,
        maxQueued: resolved.maxQueued,
        allowPrivateNetwork: resolved.allowPrivateNetwork,
        timeoutMs: resolved.generationTimeoutMs,
        logger: resolved.logger,
    });
    let baseUrl = '';
    const context = {
        options: resolved,
        reports,
        projects: new ProjectStore(db),
        keys,
        queue,
        apiLimiter: resolved.rateLimit ? new RequestThrottle(resolved.rateLimit, resolved.now) : null,
        // Password guesses on report pages: per address and report, independent of API limits.
        passwordLimiter: new RequestThrottle({ limit: 10, windowMs: 60_000 }, resolved.now),
        // Many addresses share one report's budget of wrong guesses, however they come.
        reportPasswordLimiter: new RequestThrottle(REPORT_GUESSES, resolved.now),
        // scrypt runs on the thread pool every request shares (four threads): at most one check at
        // a time, a few waiting, so a flood of guesses leaves the rest for creates and reads.
        passwordGate: new WorkGate(1, 4),
        sessions: new SessionStore(resolved.now),
        // Wrong keys at the sign-in form, per address: as for report passwords.
        signInLimiter: new RequestThrottle({ limit: 10, windowMs: 60_000 }, resolved.now),
        pageSecret: (0,settings/* pageCookieSecret */.s)(db),
        baseUrl: () => baseUrl,
    };
    const inFlight = new Set();
    const { server, listener } = createServiceServer(context, (work) => {
        inFlight.add(work);
        work
            .catch((error) => {
            resolved.logger.error(`request handling failed: ${error?.message ?? error}`);
        })
            .finally(() => inFlight.delete(work));
    });
    try {
        await new Promise((resolve, reject) => {
            server.once('error', reject);
            server.listen(resolved.port, resolved.host, () => {
                server.off('error', reject);
                resolve();
            });
        });
    }
    catch (error) {
        db.close();
        unlock();
        await leavePool(false);
        const code = error.code;
        throw new ServiceStartError(code === 'EADDRINUSE'
            ? `port ${resolved.port} on ${resolved.host} is already in use`
            : `cannot listen on ${resolved.host}:${resolved.port}: ${error.message}`);
    }
    // Ready once the analysis threads are: threads starting while the first pages are fetched
    // take the CPU from the fetch, whose time is the page's load_time (the demo's pages, which
    // arrive in tens of milliseconds, were timed at 0.2 to 0.9 s, and over the 2 s limit on a busy
    // machine). Awaited only now: the idle threads are unref'd, and the listening server is what
    // keeps a process with nothing else to do alive meanwhile.
    await pool?.warm();
    const address = server.address();
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    baseUrl = `http://${host}:${address.port}`;
    // Generations cut off by the last stop run again now.
    for (const id of reports.recoverUnfinished())
        void queue.enqueue(id);
    let closing = null;
    const close = () => {
        closing ??= (async () => {
            const stopped = new Promise((resolve) => server.close(() => resolve()));
            await queue.close();
            let timer;
            await Promise.race([
                Promise.allSettled([...inFlight]),
                new Promise((resolve) => {
                    timer = setTimeout(resolve, CLOSE_GRACE_MS);
                }),
            ]);
            clearTimeout(timer);
            server.closeAllConnections();
            await stopped;
            await servedSiteConnections?.close();
            try {
                db.exec('PRAGMA optimize');
            }
            catch {
                // A full disk must not keep the database from closing.
            }
            db.close();
            unlock();
            await leavePool(options.endAnalysisWorkersOnClose === true);
            resolved.logger.info('stopped');
        })();
        return closing;
    };
    return { url: baseUrl, createKey: () => keys.create(), handleRequest: listener, close };
}


/***/ }),

/***/ 3046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NI: () => (/* binding */ deferListStructures),
/* harmony export */   R: () => (/* binding */ buildListStructures),
/* harmony export */   is: () => (/* binding */ listStructuresDeferred)
/* harmony export */ });
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5090);

// The structures of the schema that serve only lists of reports: the index of each list order
// and filter (migration 1) and the triggers that keep the URL search index in step (migrations 2
// and 4). Every report write maintains them: in an audit of a whole site on the embedded service,
// which never lists unless a create's outcome is uncertain, they were most of a report's storing
// (bench/service/store-micro.ts: 0.35-0.42 against 0.10-0.15 ms of CPU a report without them).
// A throwaway database (the embedded service's) is made without them; the first list or search
// builds them from the reports stored so far, and from then on SQLite keeps them as on any
// database. That first list pays for them at once (about 0.85 s after 10,000 reports, on a busy
// machine: each index reads every row), less than the writes saved. A served database keeps them
// from its migration on: it is listed all the time.
/** The list indexes, named as migration 1 made them. */
const LIST_INDEXES = [
    'reports_user_id',
    'reports_user_generated',
    'reports_user_url',
    'reports_user_score',
    'reports_user_project',
    'reports_user_project_generated',
    'reports_user_project_url',
    'reports_user_project_score',
];
/** The URL search index's triggers (the index itself, a virtual table, stays, empty). */
const SEARCH_TRIGGERS = ['reports_search_insert', 'reports_search_delete', 'reports_search_update'];
/**
 * Where a database that was made without them keeps their SQL, as the migrations wrote it, until
 * they are built: in the database itself, so that whatever opens it next knows what is missing.
 */
const DEFERRED_SETTING = 'deferred_list_structures';
/**
 * Takes the list structures out of a database that has no report yet, keeping their SQL to build
 * them later (buildListStructures). Runs in a transaction of its own.
 */
function deferListStructures(db) {
    db.exec('BEGIN IMMEDIATE');
    try {
        const { n } = db.prepare('SELECT COUNT(*) AS n FROM reports').get();
        if (n > 0)
            throw new Error('the list structures of a database with reports are kept');
        const deferred = {
            indexes: LIST_INDEXES.map((name) => schemaSql(db, 'index', name)),
            triggers: SEARCH_TRIGGERS.map((name) => schemaSql(db, 'trigger', name)),
        };
        for (const name of LIST_INDEXES)
            db.exec(`DROP INDEX ${name}`);
        for (const name of SEARCH_TRIGGERS)
            db.exec(`DROP TRIGGER ${name}`);
        db.prepare('INSERT INTO settings (name, value) VALUES (?, ?)').run(DEFERRED_SETTING, JSON.stringify(deferred));
        db.exec('COMMIT');
    }
    catch (error) {
        if (db.isTransaction)
            db.exec('ROLLBACK');
        throw error;
    }
}
/** The CREATE statement of a schema object, as the migration that made it wrote it. */
function schemaSql(db, type, name) {
    const row = db
        .prepare('SELECT sql FROM sqlite_schema WHERE type = ? AND name = ?')
        .get(type, name);
    if (row === undefined)
        throw new Error(`the schema has no ${type} ${name} to defer`);
    return row.sql;
}
/** Whether the database was made without its list structures and they are not built yet. */
function listStructuresDeferred(db) {
    return (0,_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .readSetting */ .L)(db, DEFERRED_SETTING) !== undefined;
}
/**
 * Builds the deferred list structures from the reports stored so far, inside the caller's
 * transaction: the indexes, then the search index from the reports' URLs (FTS5's 'rebuild' of
 * an external-content table), then its triggers, so that no URL is indexed twice and none is
 * missed. Nothing to do when they are there already.
 */
function buildListStructures(db) {
    const value = (0,_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .readSetting */ .L)(db, DEFERRED_SETTING);
    if (value === undefined)
        return;
    const deferred = JSON.parse(value);
    for (const sql of deferred.indexes)
        db.exec(sql);
    db.exec(`INSERT INTO reports_url_search (reports_url_search) VALUES ('rebuild')`);
    for (const sql of deferred.triggers)
        db.exec(sql);
    db.prepare('DELETE FROM settings WHERE name = ?').run(DEFERRED_SETTING);
}


/***/ }),

/***/ 1208:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ reportItemPieces),
/* harmony export */   MI: () => (/* binding */ fillReportItemPieces),
/* harmony export */   Ym: () => (/* binding */ reportItemJson),
/* harmony export */   al: () => (/* binding */ ITEM_COLUMNS),
/* harmony export */   dZ: () => (/* binding */ fieldsBeforeResults),
/* harmony export */   kB: () => (/* binding */ fieldsAfterResults),
/* harmony export */   v_: () => (/* binding */ itemFields)
/* harmony export */ });
/* harmony import */ var _shared_grade_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3318);
/* harmony import */ var _timestamps_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3894);


// The item's fields around `results`, in the order the API answers them: one list for the
// object (serializeReport) and for the stored text, so the two can never disagree.
function fieldsBeforeResults(report) {
    return {
        id: report.id,
        url: report.url,
        project: report.project,
        result: report.score === null ? null : (0,_shared_grade_js__WEBPACK_IMPORTED_MODULE_0__/* .gradeForScore */ .rM)(report.score),
        score: report.score,
    };
}
function fieldsAfterResults(report) {
    return {
        privacy: report.privacy,
        password: report.passwordHash !== null,
        state: report.state,
        error: report.error,
        generated_at: (0,_timestamps_js__WEBPACK_IMPORTED_MODULE_1__/* .toApiTimestamp */ .s)(report.generatedAt),
        created_at: (0,_timestamps_js__WEBPACK_IMPORTED_MODULE_1__/* .toApiTimestamp */ .s)(report.createdAt),
        updated_at: (0,_timestamps_js__WEBPACK_IMPORTED_MODULE_1__/* .toApiTimestamp */ .s)(report.updatedAt),
    };
}
/** The pieces stored beside a report: `${head}${results JSON or null}${tail}` is its item. */
function reportItemPieces(report) {
    const head = JSON.stringify(fieldsBeforeResults(report));
    const tail = JSON.stringify(fieldsAfterResults(report));
    return { head: `${head.slice(0, -1)},"results":`, tail: `,${tail.slice(1)}` };
}
/**
 * The item as JSON text, results spliced in as stored: the service wrote them with
 * JSON.stringify, so they are valid JSON and need no parse and re-serialise.
 */
function reportItemJson(report, resultsJson) {
    const { head, tail } = reportItemPieces(report);
    return `${head}${resultsJson ?? 'null'}${tail}`;
}
/** The columns reportItemPieces needs, under the names ReportItemFields gives them. */
const ITEM_COLUMNS = `id, url, project, score, privacy, password_hash AS passwordHash, state,
  error_code AS errorCode, error_message AS errorMessage, generated_at AS generatedAt,
  created_at AS createdAt, updated_at AS updatedAt`;
function itemFields(row) {
    return {
        ...row,
        error: row.errorCode === null ? null : { code: row.errorCode, message: row.errorMessage ?? '' },
    };
}
/** Rows back-filled per statement: a large database is filled without holding it all. */
const FILL_ROWS = 500;
/**
 * Writes the pieces of every report that has none (a database from before they existed, or
 * rows inserted straight through SQL, like the benchmark's seed). The caller owns the
 * transaction. Returns how many reports it filled.
 */
function fillReportItemPieces(db) {
    const select = db.prepare(`SELECT ${ITEM_COLUMNS} FROM reports WHERE id > ? AND api_head IS NULL ORDER BY id LIMIT ?`);
    const store = db.prepare('UPDATE reports SET api_head = ?, api_tail = ? WHERE id = ?');
    let filled = 0;
    let after = 0;
    for (;;) {
        const rows = select.all(after, FILL_ROWS);
        for (const row of rows) {
            const { head, tail } = reportItemPieces(itemFields(row));
            store.run(head, tail, row.id);
            after = row.id;
        }
        filled += rows.length;
        if (rows.length < FILL_ROWS)
            return filled;
    }
}


/***/ }),

/***/ 5090:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ readSetting),
/* harmony export */   s: () => (/* binding */ pageCookieSecret)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * The secret that signs report-page cookies, created once and kept in the database so that
 * a visitor who entered a report's password stays let in across restarts.
 */
function pageCookieSecret(db) {
    db.prepare('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run('page_cookie_secret', (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(32).toString('base64url'));
    return Buffer.from(readSetting(db, 'page_cookie_secret'), 'base64url');
}
/** A setting's value, or undefined when it is not set. */
function readSetting(db, name) {
    const row = db.prepare('SELECT value FROM settings WHERE name = ?').get(name);
    return row?.value;
}


/***/ }),

/***/ 3894:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ toApiTimestamp)
/* harmony export */ });
/**
 * Timestamps leave the service in Laravel's form, "2026-03-01T10:00:00.000000Z" (microseconds,
 * UTC), the form deployed services answer. The database keeps epoch milliseconds, so the last
 * three digits are always zero.
 */
function toApiTimestamp(epochMs) {
    if (epochMs === null)
        return null;
    const iso = new Date(epochMs).toISOString();
    // "...T10:00:00.123Z" -> "...T10:00:00.123000Z"; slicing, not a regex: a list of 100 reports
    // formats 300 of these (1.5 ms with the regex).
    return iso.endsWith('Z') ? `${iso.slice(0, -1)}000Z` : iso;
}


/***/ }),

/***/ 6728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bT: () => (/* binding */ RefusedAddressError),
/* harmony export */   fB: () => (/* binding */ createAddressPolicy),
/* harmony export */   zK: () => (/* binding */ vettedAddress)
/* harmony export */ });
/* unused harmony exports classifyAddress, isAllowedAddress, embeddedIPv4, expandIPv6 */
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8382);
// Which IP addresses the analyzer may connect to. A service that fetches user-supplied URLs can
// otherwise be turned against its own network (SSRF): its loopback, its LAN, its cloud metadata
// endpoint. The policy is applied to the address actually connected to, after DNS, on every hop.


/** Kinds that `allowPrivateNetwork` lets through: the machine's own and its local networks. */
const PRIVATE_KINDS = new Set([
    'loopback',
    'private',
    'link-local',
    'unique-local',
    'shared',
    'unspecified',
]);
// Order matters: the first range that contains the address names its kind, so the single
// metadata addresses come before the link-local or private ranges that hold them.
const IPV4_RANGES = [
    ['metadata', '169.254.169.254', 32], // AWS, GCP, Azure, OpenStack, DigitalOcean
    ['metadata', '169.254.170.2', 32], // AWS ECS task metadata
    ['metadata', '100.100.100.200', 32], // Alibaba Cloud
    ['metadata', '192.0.0.192', 32], // Oracle Cloud
    ['broadcast', '255.255.255.255', 32],
    ['unspecified', '0.0.0.0', 8], // "this network": 0.0.0.0 reaches the local host on Linux
    ['loopback', '127.0.0.0', 8],
    ['private', '10.0.0.0', 8],
    ['private', '172.16.0.0', 12],
    ['private', '192.168.0.0', 16],
    ['shared', '100.64.0.0', 10], // carrier-grade NAT, internal to providers
    ['link-local', '169.254.0.0', 16],
    ['reserved', '192.0.0.0', 24], // IETF protocol assignments
    ['reserved', '192.0.2.0', 24], // documentation
    ['reserved', '198.18.0.0', 15], // benchmarking
    ['reserved', '198.51.100.0', 24], // documentation
    ['reserved', '203.0.113.0', 24], // documentation
    ['reserved', '192.88.99.0', 24], // deprecated 6to4 relay anycast: hands traffic to a relay
    ['multicast', '224.0.0.0', 4],
    ['reserved', '240.0.0.0', 4],
];
const IPV6_RANGES = [
    ['metadata', 'fd00:ec2::254', 128], // AWS IMDS over IPv6
    ['unspecified', '::', 128],
    ['loopback', '::1', 128],
    ['reserved', '::', 96], // deprecated IPv4-compatible addresses
    ['reserved', '100::', 64], // discard-only
    ['reserved', '2001::', 32], // Teredo: hides an IPv4 address we cannot vet
    ['reserved', '::ffff:0:0:0', 96], // SIIT IPv4-translated: a translator reaches an IPv4 host
    ['reserved', '64:ff9b:1::', 48], // local-use NAT64 (RFC 8215): reaches IPv4 hosts we cannot vet
    ['reserved', '2001:db8::', 32], // documentation
    ['link-local', 'fe80::', 10],
    ['private', 'fec0::', 10], // deprecated site-local
    ['unique-local', 'fc00::', 7],
    ['multicast', 'ff00::', 8],
];
function compile(ranges, family) {
    return ranges.map(([kind, network, prefix]) => {
        const list = new node_net__WEBPACK_IMPORTED_MODULE_0__.BlockList();
        list.addSubnet(network, prefix, family);
        return { kind, list };
    });
}
const V4 = compile(IPV4_RANGES, 'ipv4');
const V6 = compile(IPV6_RANGES, 'ipv6');
/** Names the kind of an IPv4 or IPv6 address (an IPv6 zone suffix such as %eth0 is ignored). */
function classifyAddress(address) {
    const bare = address.replace(/%.*$/, '');
    const family = (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(bare);
    if (family === 4)
        return classifyV4(bare);
    if (family !== 6)
        return 'invalid';
    const embedded = embeddedIPv4(bare);
    if (embedded !== null)
        return classifyV4(embedded);
    for (const range of V6)
        if (range.list.check(bare, 'ipv6'))
            return range.kind;
    return 'public';
}
function classifyV4(address) {
    for (const range of V4)
        if (range.list.check(address, 'ipv4'))
            return range.kind;
    return 'public';
}
function isAllowedKind(kind, allowPrivateNetwork) {
    if (kind === 'public')
        return true;
    return allowPrivateNetwork && PRIVATE_KINDS.has(kind);
}
function isAllowedAddress(address, allowPrivateNetwork) {
    return isAllowedKind(classifyAddress(address), allowPrivateNetwork);
}
/**
 * The policy of one analysis: public addresses, plus the private kinds when allowed, plus any
 * address in `allowed` ("10.1.2.3", "10.1.0.0/16", "fd00::/8"), which wins over its kind.
 */
function createAddressPolicy(allowPrivateNetwork, allowed = []) {
    const exceptions = new node_net__WEBPACK_IMPORTED_MODULE_0__.BlockList();
    for (const entry of allowed) {
        const [network = '', prefix] = entry.split('/');
        const family = (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(network) === 6 ? 'ipv6' : 'ipv4';
        if ((0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(network) === 0)
            throw new TypeError(`allowedAddresses: not an IP address: ${entry}`);
        if (prefix === undefined)
            exceptions.addAddress(network, family);
        else
            exceptions.addSubnet(network, Number(prefix), family);
    }
    return {
        refusal(address) {
            const bare = address.replace(/%.*$/, '');
            const family = (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(bare) === 6 ? 'ipv6' : 'ipv4';
            if (allowed.length > 0 && (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(bare) !== 0 && exceptions.check(bare, family))
                return null;
            const kind = classifyAddress(bare);
            return isAllowedKind(kind, allowPrivateNetwork) ? null : kind;
        },
    };
}
/**
 * The IPv4 address carried inside an IPv6 one by the forms that route to it: IPv4-mapped
 * (::ffff:a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16). Judging these by the IPv4 address
 * stops ::ffff:127.0.0.1 or 64:ff9b::a00:1 from slipping past the IPv4 rules.
 */
function embeddedIPv4(address) {
    const groups = expandIPv6(address);
    if (groups === null)
        return null;
    const isZero = (from, to) => groups.slice(from, to).every((g) => g === 0);
    if (isZero(0, 5) && groups[5] === 0xffff)
        return v4FromGroups(groups[6], groups[7]);
    if (groups[0] === 0x64 && groups[1] === 0xff9b && isZero(2, 6)) {
        return v4FromGroups(groups[6], groups[7]);
    }
    if (groups[0] === 0x2002)
        return v4FromGroups(groups[1], groups[2]);
    return null;
}
function v4FromGroups(high = 0, low = 0) {
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}
/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function expandIPv6(address) {
    if ((0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(address) !== 6)
        return null;
    let text = address.toLowerCase();
    // A trailing dotted quad stands for the last two groups.
    const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
    if (quad) {
        const [a, b, c, d] = quad.slice(1).map(Number);
        const tail = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
        text = text.slice(0, quad.index) + tail;
    }
    const [head = '', rest] = text.split('::');
    const left = head === '' ? [] : head.split(':');
    const right = rest === undefined || rest === '' ? [] : rest.split(':');
    const missing = 8 - left.length - right.length;
    const parts = rest === undefined ? left : [...left, ...Array(missing).fill('0'), ...right];
    return parts.map((part) => Number.parseInt(part, 16));
}
/**
 * Raised before any connection to a refused address is opened: by the analyzer's guarded
 * connector, and by the runner's external link check (src/client/links/address-guard.ts).
 */
class RefusedAddressError extends _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SeoReportError */ .K {
    hostname;
    address;
    kind;
    name = 'RefusedAddressError';
    /** Older than errorCode, and kept: fetch-failure's classifier knows the refusal by it. */
    code = 'ERR_ANALYZER_REFUSED_ADDRESS';
    get errorCode() {
        return 'SEO_ADDRESS_REFUSED';
    }
    constructor(hostname, address, kind) {
        const where = hostname === address ? address : `${hostname} (${address})`;
        super(`refused to connect to ${where}: ${kind} address`);
        this.hostname = hostname;
        this.address = address;
        this.kind = kind;
    }
}
/**
 * The address to connect to among those `hostname` resolved to (the first), or a throw: a
 * RefusedAddressError when any of them is refused (a name that mixes public and private
 * addresses is the usual shape of a rebinding attempt), ENOTFOUND when there is none. The one
 * vetting of the analyzer's guarded connector and of the runner's external link check.
 */
function vettedAddress(hostname, addresses, policy) {
    for (const address of addresses) {
        const refusal = policy.refusal(address);
        if (refusal !== null)
            throw new RefusedAddressError(hostname, address, refusal);
    }
    const first = addresses[0];
    if (first === undefined) {
        throw Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' });
    }
    return first;
}


/***/ }),

/***/ 132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WA: () => (/* binding */ pageFindings),
/* harmony export */   oE: () => (/* binding */ failedFindings)
/* harmony export */ });
/* unused harmony exports readChecks, findingFor, compareFindings, countFindings, mostFailedChecks */
/* harmony import */ var _catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9958);
// A page's findings as renderers consume them: each check with its name, importance, status,
// evidence, why and fix, failed first and the most important first.


const IMPORTANCE_RANK = { high: 0, medium: 1, low: 2 };
const STATUS_RANK = { failed: 0, passed: 1, not_applicable: 2 };
function isImportance(value) {
    return value === 'high' || value === 'medium' || value === 'low';
}
/**
 * Checks from a report's raw `results` (any service's shape), read as every reader of reports
 * reads them (src/shared/report): none is an empty record here.
 */
function readChecks(results) {
    return readReportChecks(results) ?? {};
}
function findingFor(key, check) {
    const status = check.passed === false ? 'failed' : check.passed === true ? 'passed' : 'not_applicable';
    return findingOf(key, check.importance, status, (0,_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .describeCheck */ .cn)(key, check));
}
/** A check's finding from what the report says of it and its evidence, worded already. */
function findingOf(key, importance, status, evidence) {
    const entry = (0,_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .checkEntry */ .Tr)(key);
    return {
        key,
        name: entry.name,
        category: entry.category,
        categoryName: _catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .CATEGORY_NAMES */ .ku[entry.category],
        importance: isImportance(importance) ? importance : entry.importance,
        status,
        evidence,
        why: entry.why,
        fix: entry.fix,
    };
}
/** Failed checks worded ahead of time, as findings in pageFindings' order. */
function failedFindings(worded) {
    return worded
        .map(({ key, importance, evidence }) => findingOf(key, importance, 'failed', evidence))
        .sort(compareFindings);
}
/** Failed, then passed, then not checked; within each, high before low, then report order. */
function compareFindings(a, b) {
    return (STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
        IMPORTANCE_RANK[a.importance] - IMPORTANCE_RANK[b.importance] ||
        (0,_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .catalogueOrder */ .sC)(a.key) - (0,_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .catalogueOrder */ .sC)(b.key) ||
        a.key.localeCompare(b.key));
}
/** Every check of a page as a finding, ordered by importance (failed first). */
function pageFindings(checks) {
    if (!checks)
        return [];
    return Object.entries(checks)
        .map(([key, check]) => findingFor(key, check))
        .sort(compareFindings);
}
function countFindings(findings) {
    let failed = 0;
    let passed = 0;
    for (const finding of findings) {
        if (finding.status === 'failed')
            failed++;
        else if (finding.status === 'passed')
            passed++;
    }
    return { failed, passed, notApplicable: findings.length - failed - passed };
}
/**
 * The checks that fail on most pages, most pages first, then the more important, then by key:
 * for a run's overview. Pages without checks (no result) are skipped.
 */
function mostFailedChecks(pages) {
    const byKey = new Map();
    for (const checks of pages) {
        for (const finding of pageFindings(checks)) {
            if (finding.status !== 'failed')
                continue;
            const known = byKey.get(finding.key);
            if (known)
                known.pages++;
            else {
                const { key, name, importance } = finding;
                byKey.set(key, { key, name, importance, pages: 1 });
            }
        }
    }
    return [...byKey.values()].sort((a, b) => b.pages - a.pages ||
        IMPORTANCE_RANK[a.importance] - IMPORTANCE_RANK[b.importance] ||
        a.key.localeCompare(b.key));
}


/***/ }),

/***/ 3379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dn: () => (/* binding */ renderShell),
/* harmony export */   Ge: () => (/* binding */ httpHref),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   uZ: () => (/* binding */ externalLink)
/* harmony export */ });
/* unused harmony export PAGE_STYLE */
/* harmony import */ var entities__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8822);
// What the report, message and password pages and the report-dir's index page share: escaping,
// the page shell and one stylesheet, inline so that a page written to a file needs nothing from
// elsewhere. Readable from 375 px wide phones up, and printable (print rules at the end).

/**
 * Text for HTML (and XML) content and quoted attributes: & < > " ' as entities. The project's
 * one HTML escaper: the pages, and the CLI's JUnit XML. Markdown has its own (escapeMarkdown in
 * src/client/app/render/escape.ts), since GitHub's markdown needs more than entities.
 */
const escapeHtml = entities__WEBPACK_IMPORTED_MODULE_0__/* .escapeUTF8 */ .Nc;
/**
 * The URL as an href when it is an absolute http(s) URL, else null: a report's URL comes from
 * the service or the page, and `javascript:`, `data:` or a relative path must never become a
 * link. Checked with the parser browsers use, and kept as written (only trimmed): a URL
 * normalised here would percent-encode differently from what the secret scrubber of a report
 * folder knows. Still to be escaped for the attribute.
 */
function httpHref(url) {
    if (typeof url !== 'string')
        return null;
    const trimmed = url.trim();
    if (!/^https?:\/\//i.test(trimmed))
        return null;
    try {
        const { protocol } = new URL(trimmed);
        return protocol === 'http:' || protocol === 'https:' ? trimmed : null;
    }
    catch {
        return null;
    }
}
/** A link out of the report to a page it names: not followed by search engines, no opener. */
function externalLink(href, text, className) {
    const classes = className ? ` class="${escapeHtml(className)}"` : '';
    return `<a${classes} href="${escapeHtml(href)}" rel="nofollow noopener">${escapeHtml(text)}</a>`;
}
function renderShell({ title, body, script, extraStyle }) {
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}${extraStyle ?? ''}</style>
</head>
<body>
<main>
${body}
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>
`;
}
const PAGE_STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f6f8fa}
main{max-width:920px;margin:0 auto;padding:24px 16px 48px}
a{color:#0969da}
h1{font-size:1.45rem;line-height:1.3;margin:0 0 4px;overflow-wrap:anywhere}
h2{font-size:1.15rem;margin:32px 0 12px}
h3{font-size:1rem;margin:0}
p{margin:0 0 8px}
.muted,.meta{color:#59636e}
.meta{font-size:.9rem;overflow-wrap:anywhere}
.top{display:flex;gap:20px;align-items:center;margin-bottom:20px}
.top>div{min-width:0}
.score{flex:none;width:104px;height:104px;border-radius:50%;display:flex;flex-direction:column;align-items:center;justify-content:center;color:#fff;background:#59636e;text-align:center}
.score b{font-size:2rem;line-height:1}
.score small{font-size:.75rem;text-transform:uppercase;letter-spacing:.06em;margin-top:4px}
.good .score,.score.good{background:#1a7f37}.decent .score,.score.decent{background:#9a6700}.bad .score,.score.bad{background:#cf222e}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:12px;margin:16px 0}
.card{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:12px 16px}
.card b{display:block;font-size:1.5rem;line-height:1.2}
.card span{color:#59636e;font-size:.85rem}
.card.failed b{color:#cf222e}.card.passed b{color:#1a7f37}
.findings{list-style:none;margin:0;padding:0}
.finding{background:#fff;border:1px solid #d0d7de;border-left:4px solid #d0d7de;border-radius:8px;padding:14px 16px;margin-bottom:12px;break-inside:avoid}
.finding.error{border-left-color:#cf222e}.finding.warning{border-left-color:#bf8700}.finding.notice,.finding.off{border-left-color:#8c959f}
.finding header{display:flex;flex-wrap:wrap;gap:6px 10px;align-items:baseline;margin-bottom:6px}
.evidence{font-weight:500;overflow-wrap:anywhere}
.why,.fix{font-size:.92rem;margin:6px 0 0;overflow-wrap:anywhere}
.why b,.fix b{font-weight:600}
.fix{background:#f6f8fa;border-radius:6px;padding:8px 10px}
.badge{display:inline-block;font-size:.72rem;font-weight:600;padding:1px 8px;border-radius:10px;background:#eaeef2;color:#424a53;white-space:nowrap}
.badge.high{background:#ffebe9;color:#a40e26}.badge.medium{background:#fff8c5;color:#7d4e00}.badge.low{background:#eaeef2;color:#424a53}
.badge.error{background:#ffebe9;color:#a40e26}.badge.warning{background:#fff8c5;color:#7d4e00}.badge.notice,.badge.off{background:#eaeef2;color:#424a53}
.importance{font-size:.8rem;color:#59636e}
.note{font-size:.9rem}
.crumbs{font-size:.9rem;margin:0 0 12px}
.visit{white-space:nowrap;font-weight:600}
.card.warned b{color:#9a6700}
h3.group.error{color:#a40e26}h3.group.warning{color:#7d4e00}
details>.note{padding:0 16px}
details>.findings{padding:0 12px 4px}
.badge.cat{background:transparent;border:1px solid #d0d7de;font-weight:normal;color:#59636e}
details{background:#fff;border:1px solid #d0d7de;border-radius:8px;margin:12px 0}
summary{cursor:pointer;padding:12px 16px;font-weight:600}
.checklist{list-style:none;margin:0;padding:0 16px 8px}
.checklist li{padding:8px 0;border-top:1px solid #eaeef2;overflow-wrap:anywhere}
.checklist .name{font-weight:600}
.checklist .ok{color:#1a7f37;font-weight:700;margin-right:6px}
.checklist .na{color:#59636e;font-weight:700;margin-right:6px}
/* A status box is a p.notice: the level notice also names findings, badges and folds. */
p.notice{background:#fff8c5;border:1px solid #d4a72c;border-radius:8px;padding:12px 16px;margin:16px 0}
p.notice.failed{background:#ffebe9;border-color:#cf222e}
.allgood{background:#dafbe1;border:1px solid #4ac26b;border-radius:8px;padding:12px 16px}
form{display:flex;flex-direction:column;gap:8px;max-width:320px}
input,button{font:inherit;padding:8px;border-radius:6px;border:1px solid #d0d7de}
button{background:#1f883d;color:#fff;border-color:#1f883d;cursor:pointer}
.grade{font-weight:600}
.grade.good{color:#1a7f37}.grade.decent{color:#9a6700}.grade.bad,.grade.error{color:#cf222e}
span.error{color:#cf222e}
.bar{display:flex;height:14px;border-radius:7px;overflow:hidden;background:#eaeef2;margin:8px 0}
.bar i{display:block;height:100%}
.bar .good,.legend .good::before{background:#1a7f37}.bar .decent,.legend .decent::before{background:#bf8700}.bar .bad,.legend .bad::before{background:#cf222e}.bar .error,.legend .error::before{background:#59636e}
.legend{display:flex;flex-wrap:wrap;gap:4px 16px;font-size:.9rem;margin:0;padding:0;list-style:none}
.legend li::before{content:"";display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:6px}
.panel{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:14px 16px;margin:12px 0}
.histogram{display:flex;align-items:stretch;gap:6px;height:150px;margin:8px 0 0;padding-bottom:20px;border-bottom:1px solid #d0d7de;position:relative}
.histogram .col{flex:1;display:flex;flex-direction:column;justify-content:flex-end;align-items:center;position:relative;min-width:0}
.histogram i{display:block;width:100%;max-width:48px;border-radius:3px 3px 0 0}
.histogram .n{font-size:.8rem;color:#424a53;line-height:1.4}
.histogram .x{position:absolute;bottom:-20px;font-size:.75rem;color:#59636e}
.histogram .good{background:#1a7f37}.histogram .decent{background:#bf8700}.histogram .bad{background:#cf222e}
h2.first,h3.sub.first{margin-top:0}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}h3.group{margin:20px 0 8px;font-size:.95rem;color:#424a53}h3.sub{margin:18px 0 4px}
.problems{list-style:none;margin:0;padding:0}
.problems>li{padding:10px 0;border-top:1px solid #eaeef2;overflow-wrap:anywhere}
.problems>li:first-child{border-top:0}
.problems .count{float:right;color:#59636e;font-size:.9rem;margin-left:8px}
.problems .fix{margin-top:6px}
.meter{height:6px;border-radius:3px;background:#eaeef2;margin-top:6px;overflow:hidden}
.meter i{display:block;height:100%;background:#cf222e}
.meter.warning i{background:#bf8700}.meter.notice i,.meter.off i{background:#8c959f}
ul.on{list-style:none;margin:6px 0 0;padding:0;font-size:.9rem}
ul.on li{overflow-wrap:anywhere;padding:2px 0}
details.on{border:0;margin:6px 0 0;background:transparent}
details.on>summary{padding:2px 0;font-weight:normal;color:#0969da;font-size:.9rem}
details>.problems{padding:0 16px 8px}
.problems .evidence{margin:4px 0 0}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #d0d7de;border-radius:8px}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #eaeef2;vertical-align:top}
th{font-size:.85rem;color:#59636e;white-space:nowrap}
th button{all:unset;cursor:pointer;color:inherit;font-weight:600}
th button::after{content:" ↕";color:#8c959f}
th[aria-sort=ascending] button::after{content:" ↑"}th[aria-sort=descending] button::after{content:" ↓"}
td.url{overflow-wrap:anywhere;min-width:0}
th[data-col="0"]{width:40%}
td.num{font-variant-numeric:tabular-nums;white-space:nowrap}
.issues{font-size:.85rem;color:#59636e}
footer{margin-top:32px;color:#59636e;font-size:.85rem}
@media (max-width:600px){
main{padding:16px 12px 40px}
.top{gap:14px}
.score{width:84px;height:84px}.score b{font-size:1.6rem}
h1{font-size:1.2rem}
.cards{grid-template-columns:repeat(2,1fr);gap:8px}
.card{padding:10px 12px}
.card b{font-size:1.3rem}
table,thead,tbody,tr,td{display:block;width:100%}
thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
table{border:0;background:transparent}
tr{background:#fff;border:1px solid #d0d7de;border-radius:8px;margin-bottom:10px;padding:6px 0}
td{border:0;padding:4px 12px}
td[data-label]::before{content:attr(data-label) ": ";color:#59636e;font-size:.85rem}
}
@media print{
body{background:#fff;font-size:11pt}
main{max-width:none;padding:0}
a{color:inherit;text-decoration:none}
.finding,.card,details,.panel,table{border-color:#999}
.fix{background:none;padding:0}
details::details-content{content-visibility:visible;display:block;height:auto}
summary{list-style:none}
th button::after{content:""}
.score{print-color-adjust:exact;-webkit-print-color-adjust:exact}
.bar,.meter,.badge,.histogram i{print-color-adjust:exact;-webkit-print-color-adjust:exact}
}
`;


/***/ }),

/***/ 8822:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nc: () => (/* binding */ escapeUTF8),
/* harmony export */   X1: () => (/* binding */ escapeText)
/* harmony export */ });
/* unused harmony exports getCodePoint, XML_BITSET_VALUE, xmlEncodeRegex, encodeXML, escape, escapeAttribute */
/**
 * Get the named reference for an XML special character or U+00A0.
 * @param char Code unit matched by one of the escape regexes.
 */
function getEscape(char) {
    return char === 34
        ? "&quot;"
        : char === 38
            ? "&amp;"
            : char === 39
                ? "&apos;"
                : char === 60
                    ? "&lt;"
                    : char === 62
                        ? "&gt;"
                        : "&nbsp;";
}
/**
 * Read a code point at a given index.
 * @param input String to read the code point from.
 * @param index Current read position in the input string.
 * @returns The code point at `index`, or `undefined` if `index` is out of range.
 * @deprecated Use `String.prototype.codePointAt` directly instead; this export
 *   will be removed in the next major.
 */
const getCodePoint = (input, index) => input.codePointAt(index);
/**
 * Bitset for ASCII characters that need to be escaped in XML.
 */
const XML_BITSET_VALUE = 0x50_00_00_c4; // 32..63 -> 34 ("),38 (&),39 ('),60 (<),62 (>)
/**
 * Matches exactly the characters `encodeXML` escapes: the five XML special
 * characters plus every non-ASCII code unit (lone surrogates included — no
 * `u` flag). Kept in sync with `XML_BITSET_VALUE`.
 *
 * Shared with `encodeNonAsciiHTML` in `encode.ts`. Because the regex is
 * stateful (`g` flag), every call site must set `lastIndex` before use.
 */
// eslint-disable-next-line unicorn/prefer-unicode-code-point-escapes -- the `\u{...}` form requires the `u` flag, which we deliberately omit so lone surrogates match by code unit
const xmlEncodeRegex = /["&'<>\u0080-\uFFFF]/g;
/**
 * Whether `code` (a UTF-16 code unit) is escaped by {@link encodeXML}: a
 * non-ASCII unit, or one of the five XML specials flagged in
 * `XML_BITSET_VALUE` (which is only meaningful for code units 32-63).
 * @param code Code unit to test.
 */
function isXmlEscapable(code) {
    return (code >= 0x80 ||
        (code >= 32 && code < 64 && ((XML_BITSET_VALUE >>> code) & 1) === 1));
}
/**
 * Encodes all non-ASCII characters, as well as characters not valid in XML
 * documents using XML entities.
 *
 * If a character has no equivalent entity, a numeric hexadecimal reference
 * (eg. `&#xfc;`) will be used.
 * @param input Input string to encode.
 */
function encodeXML(input) {
    const { length } = input;
    let out;
    let last = 0;
    let index = 0;
    while (index < length) {
        const char = input.charCodeAt(index);
        /*
         * Find the next character to escape: scan a short window inline
         * (escapable characters cluster in markup-heavy input), then fall
         * back to the regex, which skips clean spans in native code.
         */
        if (!isXmlEscapable(char)) {
            const bound = Math.min(index + 32, length);
            let next = index + 1;
            while (next < bound && !isXmlEscapable(input.charCodeAt(next))) {
                next++;
            }
            if (next < bound) {
                index = next;
                continue;
            }
            if (next >= length)
                break;
            xmlEncodeRegex.lastIndex = next;
            if (!xmlEncodeRegex.test(input))
                break;
            index = xmlEncodeRegex.lastIndex - 1;
            continue;
        }
        if (out === undefined)
            out = input.substring(0, index);
        else if (last !== index)
            out += input.substring(last, index);
        if (char < 64) {
            // Known replacement
            out += getEscape(char);
            last = index += 1;
            continue;
        }
        // Non-ASCII: encode as numeric entity (handle surrogate pair)
        const cp = input.codePointAt(index);
        out += `&#x${cp.toString(16)};`;
        if (cp !== char)
            index++; // Skip trailing surrogate
        last = index += 1;
    }
    if (out === undefined)
        return input;
    if (last < length)
        out += input.substr(last);
    return out;
}
/**
 * Encodes all non-ASCII characters, as well as characters not valid in XML
 * documents using numeric hexadecimal reference (eg. `&#xfc;`).
 *
 * Have a look at `escapeUTF8` if you want a more concise output at the expense
 * of reduced transportability.
 * @param data String to escape.
 */
const escape = (/* unused pure expression or super */ null && (encodeXML));
/**
 * Escape `data` using `re`, mapping each matched character to its entity.
 * Every match is one UTF-16 code unit, so its index is `lastIndex - 1`.
 * @param re Global regex matching exactly the characters to escape
 *   (`"`, `&`, `'`, `<`, `>`, `\u00A0` at most).
 * @param data String to escape.
 */
function escapeWithRegex(re, data) {
    re.lastIndex = 0;
    if (!re.test(data))
        return data;
    let out = "";
    let last = 0;
    do {
        const index = re.lastIndex - 1;
        if (last !== index)
            out += data.substring(last, index);
        const char = data.charCodeAt(index);
        out += getEscape(char);
        last = index + 1;
    } while (re.test(data));
    return out + data.substring(last);
}
const xmlEscapeRegex = /["&'<>]/g;
/**
 * Encodes all characters not valid in XML documents using XML entities.
 *
 * Note that the output will be character-set dependent.
 * @param data String to escape.
 */
function escapeUTF8(data) {
    return escapeWithRegex(xmlEscapeRegex, data);
}
const attributeEscapeRegex = /["&\u{A0}]/gu;
/**
 * Encodes all characters that have to be escaped in HTML attributes,
 * following {@link https://html.spec.whatwg.org/multipage/parsing.html#escapingString}.
 * @param data String to escape.
 */
function escapeAttribute(data) {
    return escapeWithRegex(attributeEscapeRegex, data);
}
const textEscapeRegex = /[&<>\u{A0}]/gu;
/**
 * Encodes all characters that have to be escaped in HTML text,
 * following {@link https://html.spec.whatwg.org/multipage/parsing.html#escapingString}.
 * @param data String to escape.
 */
function escapeText(data) {
    return escapeWithRegex(textEscapeRegex, data);
}
//# sourceMappingURL=escape.js.map

/***/ })

};

//# sourceMappingURL=770.index.js.map