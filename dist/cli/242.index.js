export const id = 242;
export const ids = [242];
export const modules = {

/***/ 5786:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ik: () => (/* reexport */ CHECK_PROFILES),
  y_: () => (/* binding */ DEFAULT_MAX_BODY_BYTES),
  Tt: () => (/* binding */ DEFAULT_MAX_REDIRECTS),
  t1: () => (/* binding */ DEFAULT_TIMEOUT_MS),
  qx: () => (/* binding */ DEFAULT_USER_AGENT),
  IP: () => (/* binding */ resolveCheckSettings)
});

// UNUSED EXPORTS: DEFAULT_LIMITS, DEFAULT_WEIGHTS

// EXTERNAL MODULE: ./src/shared/score.ts
var score = __webpack_require__(45);
;// CONCATENATED MODULE: ./src/server/analyzer/checks/limits.ts
// The thresholds the checks compare against, and the profiles that choose which checks run.
const CHECK_PROFILES = ['all', 'phprank'];

;// CONCATENATED MODULE: ./src/server/analyzer/options.ts


const DEFAULT_LIMITS = Object.freeze({
    titleMinLength: 30,
    titleMaxLength: 60,
    minWords: 500,
    minTextHtmlRatio: 10,
    maxLinks: 150,
    maxLoadTimeMs: 2000,
    maxPageBytes: 330_000,
    maxHttpRequests: 50,
    maxDomNodes: 1500,
    imageFormats: Object.freeze(['avif', 'webp']),
    descriptionMinLength: 70,
    descriptionMaxLength: 160,
    maxRedirectHops: 2,
    eagerImages: 3,
    canonicalHosts: Object.freeze([]),
});
/** What differs in the `phprank` profile: the limits deployed services apply. */
const PHPRANK_LIMITS = Object.freeze({ titleMinLength: 1 });
const DEFAULT_TIMEOUT_MS = 5000;
const DEFAULT_MAX_BODY_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 10;
const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; seo-report-analyzer/0.1)';
function resolveCheckSettings(options = {}) {
    const profile = options.checks ?? 'all';
    if (!CHECK_PROFILES.includes(profile)) {
        throw new TypeError(`checks must be one of ${CHECK_PROFILES.join(', ')}, got ${JSON.stringify(profile)}`);
    }
    const limits = {
        ...DEFAULT_LIMITS,
        ...(profile === 'phprank' ? PHPRANK_LIMITS : {}),
    };
    for (const [key, value] of Object.entries(options.limits ?? {})) {
        // An explicit undefined in a partial override means "keep the default".
        if (value !== undefined)
            limits[key] = value;
    }
    limits.imageFormats = limits.imageFormats.map((format) => format.toLowerCase());
    const weights = { ...score/* DEFAULT_WEIGHTS */.k };
    for (const key of ['high', 'medium', 'low']) {
        const value = options.weights?.[key];
        if (value !== undefined)
            weights[key] = value;
    }
    return { profile, limits, weights };
}



/***/ }),

/***/ 6470:
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
    constructor(db) {
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
        const row = this.#findByHash.get(hashApiKey(key));
        return row ? row.id : null;
    }
    count() {
        return this.#count.get().n;
    }
}


/***/ }),

/***/ 8982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qI: () => (/* binding */ openDatabase)
});

// UNUSED EXPORTS: DatabaseVersionError, NEW_DATABASE_PAGE_SIZE

// EXTERNAL MODULE: external "node:sqlite"
var external_node_sqlite_ = __webpack_require__(99);
// EXTERNAL MODULE: ./src/server/service/report-json.ts
var report_json = __webpack_require__(5330);
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
];

;// CONCATENATED MODULE: ./src/server/service/database.ts


class DatabaseVersionError extends Error {
    name = 'DatabaseVersionError';
}
/** Opens (or creates) the database and brings its schema up to date. */
class DatabaseOpenError extends Error {
    name = 'DatabaseOpenError';
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
        // Before anything is written: the first write fixes the page size (WAL mode, set next, too).
        setNewPageSize(db, limits.maxBytes ?? null);
        // WAL lets readers proceed while a write commits; busy_timeout makes a second process (a
        // `keys create` beside a running server) wait for the lock instead of failing at once.
        db.exec('PRAGMA journal_mode = WAL');
        db.exec('PRAGMA busy_timeout = 5000');
        db.exec('PRAGMA synchronous = NORMAL');
        db.exec('PRAGMA foreign_keys = ON');
        // In a file of 4 KiB pages (databases made before NEW_DATABASE_PAGE_SIZE) a list page of 100
        // reports reads about 135 pages of rows (results spill into overflow pages); with SQLite's
        // default 2 MiB cache, 20 such pages in turn are read from the OS again each time: 1.7-2.2 ms
        // a page against 1.1 ms with this cache (issue 15). A bound, filled only as pages are read.
        db.exec('PRAGMA cache_size = -32768');
        if (limits.maxBytes != null) {
            const { page_size: pageSize } = db.prepare('PRAGMA page_size').get();
            db.exec(`PRAGMA max_page_count = ${Math.max(1, Math.floor(limits.maxBytes / pageSize))}`);
        }
        migrate(db);
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
const SMALLEST_PAGE_SIZE = 4096;
/** A byte limit is a page count: a limited file keeps at least this many pages of room. */
const MIN_LIMITED_PAGES = 256;
/**
 * Sets the page size of a database that has no page yet. An existing database keeps its own:
 * changing it means rewriting the whole file (VACUUM), which is not done behind the operator's
 * back.
 */
function setNewPageSize(db, maxBytes) {
    const { page_count: pages } = db.prepare('PRAGMA page_count').get();
    if (pages > 0)
        return;
    let size = NEW_DATABASE_PAGE_SIZE;
    // A small limit in large pages would leave too few of them for the schema and a little data.
    while (maxBytes !== null && size > SMALLEST_PAGE_SIZE && maxBytes / size < MIN_LIMITED_PAGES) {
        size /= 2;
    }
    db.exec(`PRAGMA page_size = ${size}`);
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

/***/ 2242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  iL: () => (/* binding */ startService)
});

// UNUSED EXPORTS: escapeHtml, generateApiKey, hashApiKey, renderIndexPage, renderReportPage

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/shared/grade.ts
var grade = __webpack_require__(5816);
;// CONCATENATED MODULE: ./src/server/analyzer/bound-result.ts
// What one page can put into a report is bounded here, whatever the page holds: a check's value
// and error details are cut to short strings and short lists before they are stored, so a title
// of a megabyte or forty thousand image sources make a report of a few kilobytes, not of
// megabytes that every list answer then carries. What was cut is said: a cut string ends with
// "…", and the result's `truncated` maps each cut list to its full length.
/** A string keeps this many characters (a title is far shorter; a cut one still reads). */
const MAX_STORED_TEXT = 300;
/** A list keeps this many items; `truncated` gives the full count. */
const MAX_STORED_ITEMS = 40;
/** Deeper structure than this is not something a check produces; it is dropped. */
const MAX_DEPTH = 6;
/** A copy of `value` within the limits above; `path` names it in `truncated`. */
function boundValue(value, path, truncated) {
    return bound(value, path, truncated, 0);
}
function bound(value, path, truncated, depth) {
    if (typeof value === 'string')
        return cutText(value, MAX_STORED_TEXT);
    if (value === null || typeof value !== 'object')
        return value;
    if (depth >= MAX_DEPTH)
        return null;
    // Loops rather than entries/slice/map, and an item's path is spelt out only for an item that
    // is itself a list or an object (only those can be cut): this runs on every check's result.
    if (Array.isArray(value)) {
        if (value.length > MAX_STORED_ITEMS)
            truncated[path] = value.length;
        const count = Math.min(value.length, MAX_STORED_ITEMS);
        const copy = [];
        for (let i = 0; i < count; i++) {
            const item = value[i];
            copy.push(item !== null && typeof item === 'object'
                ? bound(item, `${path}.${i}`, truncated, depth + 1)
                : bound(item, path, truncated, depth + 1));
        }
        return copy;
    }
    const keys = Object.keys(value);
    if (keys.length > MAX_STORED_ITEMS)
        truncated[path] = keys.length;
    const count = Math.min(keys.length, MAX_STORED_ITEMS);
    const copy = {};
    for (let i = 0; i < count; i++) {
        const key = keys[i];
        const item = value[key];
        copy[cutText(key, MAX_STORED_TEXT)] =
            item !== null && typeof item === 'object'
                ? bound(item, `${path}.${key}`, truncated, depth + 1)
                : bound(item, path, truncated, depth + 1);
    }
    return copy;
}
/** `text` cut to `max` characters (whole code points) with "…" when it was longer. */
function cutText(text, max) {
    if (text.length <= max)
        return text;
    let end = max - 1;
    // Never split a surrogate pair: half a character is not text.
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end--;
    return `${text.slice(0, end)}…`;
}

;// CONCATENATED MODULE: ./src/server/analyzer/text/words.ts
// Words, as the content checks count and compare them: runs of letters (with their combining
// marks) and digits in any script; an apostrophe or hyphen inside a word keeps it whole.
// Languages written without spaces (Chinese, Japanese, Thai) are not segmented, so their word
// counts run low; that is a known limit, not a guess dressed up as a measure.
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
// Character classes for the one-pass scan below, one byte per UTF-16 code unit, filled in as
// characters are first met (Unicode property lookups are slow; a table read is not).
const UNKNOWN = 0;
const SPACE = 1;
const WORD_CLASS = 2;
const JOINER = 3;
const OTHER = 4;
const CLASS = new Uint8Array(0x10000);
const LETTER_OR_DIGIT = /^[\p{L}\p{M}\p{N}]$/u;
const WHITESPACE = /^\s$/u;
function classify(code) {
    // Surrogate halves stand for letters or symbols we cannot tell apart one unit at a time;
    // most are emoji and historic scripts, so they count as neither space nor word.
    if (code >= 0xd800 && code <= 0xdfff)
        return OTHER;
    const char = String.fromCharCode(code);
    if (code === 0x27 || code === 0x2019 || code === 0x2d)
        return JOINER;
    if (WHITESPACE.test(char))
        return SPACE;
    return LETTER_OR_DIGIT.test(char) ? WORD_CLASS : OTHER;
}
/**
 * Word count and visible length in one pass over the characters. On a long article this is two
 * to three times faster than the equivalent regular expressions (measured here: about 1 ms
 * against 3.3 ms for 230,000 characters), which matters at 200 pages a second.
 */
function textStats(text) {
    let words = 0;
    let nonSpace = 0;
    // Whitespace runs that follow visible text; a trailing one is taken off at the end.
    let gaps = 0;
    let afterSpace = true;
    let inWord = false;
    const length = text.length;
    let i = 0;
    while (i < length) {
        const code = text.charCodeAt(i);
        let kind = CLASS[code];
        if (kind === UNKNOWN) {
            kind = classify(code);
            CLASS[code] = kind;
        }
        const start = i;
        i++;
        // Whole runs of one class in a tight loop: the branches of the state below are taken once
        // per run, not once per character (a character not yet in the table ends the run).
        if (kind === WORD_CLASS) {
            while (i < length && CLASS[text.charCodeAt(i)] === WORD_CLASS)
                i++;
            nonSpace += i - start;
            afterSpace = false;
            if (!inWord) {
                words++;
                inWord = true;
            }
        }
        else if (kind === SPACE) {
            while (i < length && CLASS[text.charCodeAt(i)] === SPACE)
                i++;
            if (!afterSpace) {
                gaps++;
                afterSpace = true;
            }
            inWord = false;
        }
        else {
            nonSpace++;
            afterSpace = false;
            // "don't", "well-known": a joiner keeps the word whole only between word characters.
            inWord = kind === JOINER && inWord && i < length && isWordAt(text, i);
        }
    }
    if (afterSpace && gaps > 0)
        gaps--;
    return { words, characters: nonSpace + gaps };
}
function isWordAt(text, index) {
    const code = text.charCodeAt(index);
    if (CLASS[code] === UNKNOWN)
        CLASS[code] = classify(code);
    return CLASS[code] === WORD_CLASS;
}
/** The words of a short text, lower-cased. */
function words(text) {
    return text.toLowerCase().match(WORD) ?? [];
}
// Function words that say nothing about a page's subject, in English (the language most pages
// and most titles are written in). Other languages' keywords simply include theirs.
const STOP_WORDS = new Set(('a about above after again against all also am an and any are as at be because been before ' +
    'being below between both but by can could did do does doing down during each few for from ' +
    'further had has have having he her here hers herself him himself his how i if in into is it ' +
    'its itself just me more most my myself no nor not now of off on once only or other our ours ' +
    'ourselves out over own same she should so some such than that the their theirs them ' +
    'themselves then there these they this those through to too under until up very was we were ' +
    'what when where which while who whom why will with would you your yours yourself yourselves ' +
    'home page welcome official site website').split(' '));
/**
 * The keywords of a short text such as a title: its distinct words of three or more characters
 * that are not stop words, in order of appearance.
 */
function keywords(text) {
    const seen = new Set();
    for (const word of words(text)) {
        if (word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word))
            seen.add(word);
    }
    return [...seen];
}
/** Longest run of joined parts ("state-of-the-art" has four) a wanted word is looked up as. */
const MAX_JOINED_PARTS = 8;
/**
 * Which of `wanted` (lower-case words, as `words` gives them) occur in `text` as whole words,
 * ignoring case. One pass over the text with the character table of `textStats`, however many
 * words are wanted: a regular expression per word made a title of thousands of words cost
 * thousands of passes, and even one Unicode-aware regular expression over the whole text cost
 * the text page 40% of its analysis. Only a run whose length is a wanted word's length is ever
 * cut out of the text. A word inside a joined one counts ("known" in "well-known"), as does a
 * joined run of up to MAX_JOINED_PARTS parts.
 */
function findWords(text, wanted) {
    if (wanted.length === 0)
        return [];
    return scan(text.toLowerCase(), wanted, false).found;
}
/**
 * textStats(text) and findWords(text, wanted) in one pass instead of two: the page text is the
 * longest string an analysis reads character by character, and each pass costs about as much as
 * every other check together. The pass reads the lower-cased text, which classifies the same as
 * the text at every index whenever the two have the same length: lower-casing any UTF-16 unit
 * yields one unit of the same class, except U+0130, which yields two (then: two passes). A test
 * checks this for every unit, so that a Unicode upgrade that breaks it cannot go unseen.
 */
function textStatsAndWords(text, wanted) {
    const lower = text.toLowerCase();
    if (lower.length !== text.length) {
        return { stats: textStats(text), found: findWords(text, wanted) };
    }
    return scan(lower, wanted, true);
}
/**
 * The pass of findWords over the lower-cased text, counting what textStats counts on the way
 * when `withStats` (then it reads to the end, even once every word is found).
 */
function scan(lower, wanted, withStats) {
    const remaining = new Set(wanted);
    const found = new Set();
    // Wanted words by length and first character: a run of the text is compared in place
    // (startsWith at its position) only with words it could be, and never cut out of the text.
    const candidates = new Map();
    // A cheap filter before the map: per length, a bit for each first character (mod 32) that a
    // wanted word of that length has. Most runs of a text fail it, and a map lookup per run cost
    // about as much as the scan itself.
    const firstBits = [];
    for (const word of remaining) {
        if (word === '')
            continue;
        while (firstBits.length <= word.length)
            firstBits.push(0);
        firstBits[word.length] = firstBits[word.length] | (1 << (word.charCodeAt(0) & 31));
        const key = candidateKey(word.length, word.charCodeAt(0));
        const bucket = candidates.get(key);
        if (bucket === undefined)
            candidates.set(key, [word]);
        else
            bucket.push(word);
    }
    const stopWhenFound = !withStats;
    const take = (from, to) => {
        const bits = firstBits[to - from];
        if (bits === undefined || (bits & (1 << (lower.charCodeAt(from) & 31))) === 0)
            return;
        const words = candidates.get(candidateKey(to - from, lower.charCodeAt(from)));
        if (words === undefined)
            return;
        if (words.length > FEW_CANDIDATES) {
            // Many words of this length and letter (a title of thousands of words): one cut and one
            // set lookup, so that a run never costs more than that.
            const word = lower.slice(from, to);
            if (remaining.delete(word))
                found.add(word);
            return;
        }
        for (const word of words) {
            if (remaining.has(word) && lower.startsWith(word, from)) {
                remaining.delete(word);
                found.add(word);
            }
        }
    };
    // The parts of a joined token ("well-known"): starts and ends of its runs of word characters.
    const starts = [];
    const ends = [];
    const length = lower.length;
    // Where the current part and token began (-1: between words), as textStats scans: one table
    // read per character; only surrogate pairs and joiners look further.
    let partStart = -1;
    const endToken = (end) => {
        if (starts.length === 0) {
            take(partStart, end);
        }
        else {
            starts.push(partStart);
            ends.push(end);
            // The whole token, however many parts it has, then its runs of up to MAX_JOINED_PARTS.
            take(starts[0], end);
            for (let first = 0; first < starts.length; first++) {
                const last = Math.min(starts.length, first + MAX_JOINED_PARTS);
                for (let part = first; part < last; part++)
                    take(starts[first], ends[part]);
            }
            starts.length = 0;
            ends.length = 0;
        }
        partStart = -1;
    };
    // textStats' own state, exactly as it keeps it: its words differ from the tokens above only
    // at surrogate pairs, which it counts as two characters that are not word characters.
    let statWords = 0;
    let nonSpace = 0;
    let gaps = 0;
    let afterSpace = true;
    let inWord = false;
    for (let i = 0; i < length; i++) {
        const code = lower.charCodeAt(i);
        let kind = CLASS[code];
        if (kind === UNKNOWN) {
            kind = classify(code);
            CLASS[code] = kind;
        }
        if (kind === WORD_CLASS) {
            if (partStart === -1)
                partStart = i;
            const runStart = i;
            // The rest of the run in a tight loop (a character not yet in the table ends it).
            while (i + 1 < length && CLASS[lower.charCodeAt(i + 1)] === WORD_CLASS)
                i++;
            nonSpace += i + 1 - runStart;
            afterSpace = false;
            if (!inWord) {
                statWords++;
                inWord = true;
            }
            continue;
        }
        if (kind === SPACE) {
            if (!afterSpace) {
                gaps++;
                afterSpace = true;
            }
            inWord = false;
            // A space ends any token, and so does a run of them: the run is skipped in one loop.
            if (partStart !== -1) {
                endToken(i);
                if (stopWhenFound && remaining.size === 0)
                    break;
            }
            while (i + 1 < length && CLASS[lower.charCodeAt(i + 1)] === SPACE)
                i++;
            continue;
        }
        const pair = code >= 0xd800 && code <= 0xdbff ? wordCharWidth(lower, i) : 0;
        // Neither a word character nor a space for textStats, surrogates included (one at a time).
        nonSpace += pair === 2 ? 2 : 1;
        afterSpace = false;
        inWord = pair === 0 && kind === JOINER && inWord && i + 1 < length && isWordAt(lower, i + 1);
        if (pair === 2) {
            if (partStart === -1)
                partStart = i;
            i++;
            continue;
        }
        if (partStart === -1)
            continue;
        // "well-known": a joiner between word characters keeps the token going.
        if (kind === JOINER && wordCharWidth(lower, i + 1) > 0) {
            starts.push(partStart);
            ends.push(i);
            partStart = i + 1;
            continue;
        }
        endToken(i);
        if (stopWhenFound && remaining.size === 0)
            break;
    }
    if (partStart !== -1)
        endToken(length);
    if (afterSpace && gaps > 0)
        gaps--;
    return {
        stats: { words: statWords, characters: nonSpace + gaps },
        found: wanted.filter((word) => found.has(word)),
    };
}
/** Up to this many candidates a run is compared with in place; beyond, it is looked up. */
const FEW_CANDIDATES = 4;
function candidateKey(length, firstCode) {
    return length * 0x10000 + firstCode;
}
/** Code units of the word character (letter, mark or digit) at `index`; 0 when there is none. */
function wordCharWidth(text, index) {
    if (index >= text.length)
        return 0;
    const code = text.charCodeAt(index);
    let kind = CLASS[code];
    if (kind === UNKNOWN) {
        kind = classify(code);
        CLASS[code] = kind;
    }
    if (kind === WORD_CLASS)
        return 1;
    // A surrogate pair: letters of other planes (historic scripts, CJK extensions) are words too,
    // as the regular expression of `words` has them.
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
        const pair = text.codePointAt(index);
        if (pair > 0xffff && LETTER_OR_DIGIT.test(String.fromCodePoint(pair)))
            return 2;
    }
    return 0;
}

;// CONCATENATED MODULE: ./src/server/analyzer/checks/context.ts

function buildContext(input, facts, limits, profile = 'all') {
    const finalUrl = new URL(input.finalUrl);
    const baseUrl = (facts.baseHref && URL.parse(facts.baseHref, finalUrl.href)) || finalUrl;
    const resolve = (raw) => URL.parse(raw.trim(), baseUrl.href);
    const pageHost = bareHost(finalUrl.hostname);
    const baseHost = baseUrl.hostname.toLowerCase();
    const links = [];
    for (const link of facts.links) {
        const host = linkHost(link.href.trim(), baseHost, baseUrl);
        if (host === null)
            continue;
        links.push({
            href: link.href,
            host,
            internal: bareHost(host) === pageHost,
            target: link.target,
            rel: link.rel,
        });
    }
    const headerValues = (name) => {
        const value = input.headers[name];
        if (value === undefined)
            return [];
        return typeof value === 'string' ? [value] : [...value];
    };
    const title = facts.titles[0] ?? null;
    const titleKeywords = title === null ? [] : keywords(title);
    // One pass over the text answers both textStats and titleKeywordsInText.
    let scanned;
    const scan = () => {
        scanned ??= textStatsAndWords(facts.text, titleKeywords);
        return scanned;
    };
    return {
        profile,
        input,
        facts,
        limits,
        finalUrl,
        baseUrl,
        title,
        titleKeywords,
        links,
        bodyBytes: input.bodyBytes ?? Buffer.byteLength(input.body, 'utf8'),
        textStats: () => scan().stats,
        titleKeywordsInText: () => scan().found,
        header: (name) => {
            const values = headerValues(name);
            return values.length === 0 ? undefined : values.join(', ');
        },
        headerValues,
        resolve,
    };
}
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SIMPLE_AUTHORITY = /^(?:[a-z][a-z0-9+.-]*:)?\/\/(?:[^@/?#]*@)?([a-z0-9.-]*)(?=[:/?#]|$)/i;
/**
 * The host an http(s) link leads to, or null for other schemes (mailto:, javascript:...). Pages
 * carry hundreds of links, so plain ASCII ones are read with a pattern; anything unusual
 * (non-ASCII, backslashes, IPv6) goes through the URL parser.
 */
function linkHost(href, baseHost, baseUrl) {
    const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
    if (scheme !== undefined && scheme !== 'http' && scheme !== 'https')
        return null;
    // A relative reference stays on the base's host; "//host" and "\\host" do not.
    if (scheme === undefined && !/^[\\/]{2}/.test(href))
        return baseHost;
    if (/^[\x21-\x7e]*$/.test(href)) {
        const host = SIMPLE_AUTHORITY.exec(href)?.[1];
        if (host)
            return host.toLowerCase();
    }
    const url = URL.parse(href, baseUrl.href);
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:'))
        return null;
    return url.hostname;
}
/** The host without a leading "www.": example.com and www.example.com are one site. */
function bareHost(hostname) {
    return hostname.toLowerCase().replace(/^www\./, '');
}

;// CONCATENATED MODULE: ./src/server/analyzer/checks/check.ts
/** Lists in values and error details are cut to this many entries; counts are kept whole. */
const MAX_LISTED = 50;
/** Passed when no error was found; errors are attached only to a failed check. */
function judge(value, errors) {
    return Object.keys(errors).length === 0
        ? { passed: true, value }
        : { passed: false, value, errors };
}
function passed(value) {
    return { passed: true, value };
}
function failed(value, errors) {
    return { passed: false, value, errors };
}
/** The check's input could not be observed: it is left out of the score, and says why. */
function notApplicable(reason) {
    return { passed: null, value: `not applicable: ${reason}` };
}
function firstOf(items, count = MAX_LISTED) {
    return items.length <= count ? [...items] : items.slice(0, count);
}

;// CONCATENATED MODULE: ./src/server/analyzer/checks/canonical.ts
// The canonical URL: the one address search engines should index for this content. A wrong one
// quietly moves a page's ranking elsewhere (another domain, an error page, a noindex page).


const canonical = {
    key: 'canonical',
    importance: 'medium',
    category: 'seo',
    run(context) {
        const declared = canonicalHrefs(context);
        if (declared.length === 0)
            return failed(null, { missing: null });
        const errors = {};
        const urls = [];
        for (const href of declared) {
            const url = context.resolve(href);
            if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
                errors.bad_format ??= { href: href.slice(0, 200) };
                continue;
            }
            url.hash = '';
            if (!urls.includes(url.href))
                urls.push(url.href);
        }
        // Several different canonicals: search engines then ignore them all.
        if (urls.length > 1)
            errors.too_many = { count: urls.length, urls: firstOf(urls, 10) };
        const chosen = urls[0] === undefined ? null : new URL(urls[0]);
        if (chosen === null)
            return failed(null, errors);
        const host = bareHost(chosen.hostname);
        const allowed = [context.finalUrl.hostname, ...context.limits.canonicalHosts].map(bareHost);
        if (!allowed.includes(host))
            errors.other_host = { host: chosen.hostname };
        const target = context.input.canonicalTarget;
        if (target !== undefined && target.url === chosen.href && target.status !== null) {
            if (target.status >= 300 && target.status < 400)
                errors.redirect = { status: target.status };
            else if (target.status >= 400)
                errors.failed = { status: target.status };
            else if (target.noindex)
                errors.noindex = null;
        }
        const ogUrl = context.facts.socialValues['og:url'];
        if (ogUrl) {
            const resolved = context.resolve(ogUrl);
            if (resolved !== null)
                resolved.hash = '';
            if (resolved === null || !sameUrl(resolved.href, chosen.href)) {
                errors.mismatch = { ogUrl: ogUrl.slice(0, 200) };
            }
        }
        return judge(chosen.href, errors);
    },
};
/** <link rel=canonical> hrefs, then `Link: <...>; rel="canonical"` header targets. */
function canonicalHrefs(context) {
    const hrefs = context.facts.canonicals.filter((href) => href !== '');
    for (const header of context.headerValues('link'))
        hrefs.push(...linkHeaderTargets(header, 'canonical'));
    return hrefs;
}
/** Targets of an RFC 8288 Link header with the given relation type. */
function linkHeaderTargets(header, relation) {
    const targets = [];
    for (const match of header.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]+)*)/g)) {
        const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,"]+))/i.exec(match[2] ?? '');
        const types = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
        if (types.includes(relation))
            targets.push((match[1] ?? '').trim());
    }
    return targets;
}
/** The same page: equal, or differing only by a trailing slash. */
function sameUrl(a, b) {
    return a === b || a.replace(/\/$/, '') === b.replace(/\/$/, '');
}

;// CONCATENATED MODULE: ./src/server/analyzer/checks/hreflang.ts
// hreflang annotations: which URL serves which language and region. Mistakes here make search
// engines drop the whole set, so each rule Google documents is checked.

/** ISO 639-1/2 language, optional ISO 15924 script, optional ISO 3166-1 or UN M.49 region. */
const HREFLANG = /^[a-z]{2,3}(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?$/i;
const hreflang = {
    key: 'hreflang',
    importance: 'medium',
    category: 'seo',
    run({ facts, finalUrl, resolve }) {
        const alternates = facts.alternates;
        if (alternates.length === 0)
            return notApplicable('the page declares no hreflang alternates');
        const invalid = [];
        const relative = [];
        const seen = new Set();
        const duplicate = new Set();
        let xDefault = false;
        let self = false;
        const page = withoutHash(finalUrl.href);
        for (const { hreflang: code, href } of alternates) {
            const lower = code.toLowerCase();
            if (lower === 'x-default')
                xDefault = true;
            // "en-uk" is the commonest mistake: the region of the United Kingdom is GB.
            else if (!HREFLANG.test(code) || /-uk$/i.test(code))
                invalid.push(code);
            if (seen.has(lower))
                duplicate.add(code);
            seen.add(lower);
            if (!/^https?:\/\//i.test(href))
                relative.push(href);
            const url = resolve(href);
            if (url !== null && withoutHash(url.href) === page)
                self = true;
        }
        const errors = {};
        if (invalid.length > 0)
            errors.bad_format = firstOf(invalid);
        if (relative.length > 0)
            errors.not_absolute = firstOf(relative);
        if (duplicate.size > 0)
            errors.duplicate = firstOf([...duplicate]);
        const missing = [...(xDefault ? [] : ['x-default']), ...(self ? [] : ['self'])];
        if (missing.length > 0)
            errors.missing = missing;
        const value = { count: alternates.length, languages: firstOf([...seen]) };
        return judge(value, errors);
    },
};
function withoutHash(url) {
    const hash = url.indexOf('#');
    return hash === -1 ? url : url.slice(0, hash);
}

// EXTERNAL MODULE: ../main/node_modules/entities/dist/decode.js + 2 modules
var decode = __webpack_require__(3575);
// EXTERNAL MODULE: ../main/node_modules/htmlparser2/dist/Tokenizer.js
var Tokenizer = __webpack_require__(5775);
;// CONCATENATED MODULE: ./src/server/analyzer/html/extract-facts.ts
// One pass of htmlparser2's tokenizer over the document, collecting PageFacts as the tokens go
// by. No tree is built, and not even htmlparser2's Parser layer is used: every check is defined
// on tags, attributes and text, so the Parser's element stack, per-element attribute objects and
// string slicing of everything would cost a third of the time and add nothing. Where a tree
// matters (inside a heading, a <script>, an <svg>...), a counter of open and close tags stands
// in for it, the way the HTML spec scopes those elements.


// Tag names are read as small numbers: an open or close tag is matched against the names the
// collector cares about in place, in the document's characters, without slicing a string per tag
// and comparing it with a switch of strings (a 300 KB page has thousands of tags, most of them
// div, span and the like, which match nothing).
const DEPRECATED = 1; // obsolete and non-conforming (WHATWG)
const HIDDEN = 2; // its text is not page content for a reader
const HEAD = 4; // may appear in <head>; any other element means the body has begun
const RAW = 8; // the tokenizer reads its content as raw text, where "&" is just a character
const TAG_TABLE = [
    ['', 0], // Tag.Other: any element not listed here
    ['html', 0],
    ['head', 0],
    ['body', 0],
    ['svg', 0],
    ['math', 0],
    ['title', HEAD],
    ['base', HEAD],
    ['meta', HEAD],
    ['link', HEAD],
    ['script', HEAD | HIDDEN | RAW],
    ['style', HEAD | HIDDEN | RAW],
    ['noscript', HEAD | HIDDEN],
    ['template', HEAD | HIDDEN],
    ['textarea', HIDDEN],
    ['select', HIDDEN],
    ['iframe', HIDDEN | RAW],
    ['noembed', DEPRECATED | HIDDEN | RAW],
    ['noframes', DEPRECATED | HIDDEN | RAW],
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
    ['basefont', DEPRECATED],
    ['bgsound', DEPRECATED],
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
var Tag;
(function (Tag) {
    Tag[Tag["Other"] = 0] = "Other";
    Tag[Tag["Html"] = 1] = "Html";
    Tag[Tag["Head"] = 2] = "Head";
    Tag[Tag["Body"] = 3] = "Body";
    Tag[Tag["Svg"] = 4] = "Svg";
    Tag[Tag["Math"] = 5] = "Math";
    Tag[Tag["Title"] = 6] = "Title";
    Tag[Tag["Base"] = 7] = "Base";
    Tag[Tag["Meta"] = 8] = "Meta";
    Tag[Tag["Link"] = 9] = "Link";
    Tag[Tag["Script"] = 10] = "Script";
    Tag[Tag["Style"] = 11] = "Style";
    Tag[Tag["Noscript"] = 12] = "Noscript";
    Tag[Tag["Template"] = 13] = "Template";
    Tag[Tag["Textarea"] = 14] = "Textarea";
    Tag[Tag["Select"] = 15] = "Select";
    Tag[Tag["Iframe"] = 16] = "Iframe";
    Tag[Tag["Noembed"] = 17] = "Noembed";
    Tag[Tag["Noframes"] = 18] = "Noframes";
    Tag[Tag["Xmp"] = 19] = "Xmp";
    Tag[Tag["Plaintext"] = 20] = "Plaintext";
    Tag[Tag["A"] = 21] = "A";
    Tag[Tag["Area"] = 22] = "Area";
    Tag[Tag["Img"] = 23] = "Img";
    Tag[Tag["Image"] = 24] = "Image";
    Tag[Tag["Picture"] = 25] = "Picture";
    Tag[Tag["Source"] = 26] = "Source";
    Tag[Tag["Frame"] = 27] = "Frame";
    Tag[Tag["Video"] = 28] = "Video";
    Tag[Tag["Audio"] = 29] = "Audio";
    Tag[Tag["Track"] = 30] = "Track";
    Tag[Tag["Embed"] = 31] = "Embed";
    Tag[Tag["Object"] = 32] = "Object";
    Tag[Tag["Input"] = 33] = "Input";
    Tag[Tag["H1"] = 34] = "H1";
    Tag[Tag["H2"] = 35] = "H2";
    Tag[Tag["H3"] = 36] = "H3";
    Tag[Tag["H4"] = 37] = "H4";
    Tag[Tag["H5"] = 38] = "H5";
    Tag[Tag["H6"] = 39] = "H6";
})(Tag || (Tag = {}));
const TAG_NAMES = TAG_TABLE.map(([name]) => name);
// The enum indexes the table: an entry moved in one and not the other would misread tags.
for (const [key, id] of Object.entries(Tag)) {
    if (typeof id === 'number' && id !== Tag.Other && TAG_NAMES[id] !== key.toLowerCase()) {
        throw new Error(`Tag.${key} is not TAG_TABLE[${id}]`);
    }
}
const TAG_FLAGS = Uint8Array.from(TAG_TABLE, ([, flags]) => flags);
const TAG_BY_NAME = new Map(TAG_NAMES.map((name, id) => [name, id]));
const LONGEST_TAG = Math.max(...TAG_NAMES.map((name) => name.length));
/**
 * Tag ids by name length and the low five bits of the first letter (both cases share them). Every
 * key up to the longest name has an entry: a read past an array's end is a slow path in V8.
 */
const TAGS_BY_KEY = (() => {
    const table = Array.from({ length: (LONGEST_TAG + 1) * 32 }, () => []);
    TAG_NAMES.forEach((name, id) => {
        if (name !== '')
            table[name.length * 32 + (name.charCodeAt(0) & 31)]?.push(id);
    });
    return table;
})();
/**
 * The Tag of the name html[start, end): exactly what looking up the lower-cased name would give
 * (lowerName's String#toLowerCase, so "LIN\u212A" with a Kelvin sign is still <link>).
 */
function tagAt(html, start, end) {
    const length = end - start;
    if (length > LONGEST_TAG)
        return Tag.Other; // lower-casing never makes a name shorter
    const bucket = TAGS_BY_KEY[length * 32 + (html.charCodeAt(start) & 31)];
    for (let b = 0; b < bucket.length; b++) {
        const id = bucket[b];
        const name = TAG_NAMES[id];
        let i = 0;
        while (i < length) {
            const code = html.charCodeAt(start + i);
            const wanted = name.charCodeAt(i);
            if (code !== wanted && !(code >= 0x41 && code <= 0x5a && code + 0x20 === wanted))
                break;
            i++;
        }
        if (i === length)
            return id;
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
var Attr;
(function (Attr) {
    Attr[Attr["None"] = -1] = "None";
    Attr[Attr["Style"] = 0] = "Style";
    Attr[Attr["Itemscope"] = 1] = "Itemscope";
    Attr[Attr["Itemtype"] = 2] = "Itemtype";
    Attr[Attr["Typeof"] = 3] = "Typeof";
    Attr[Attr["Lang"] = 4] = "Lang";
    Attr[Attr["XmlLang"] = 5] = "XmlLang";
    Attr[Attr["Href"] = 6] = "Href";
    Attr[Attr["Name"] = 7] = "Name";
    Attr[Attr["Content"] = 8] = "Content";
    Attr[Attr["Charset"] = 9] = "Charset";
    Attr[Attr["HttpEquiv"] = 10] = "HttpEquiv";
    Attr[Attr["Property"] = 11] = "Property";
    Attr[Attr["Rel"] = 12] = "Rel";
    Attr[Attr["Src"] = 13] = "Src";
    Attr[Attr["Srcset"] = 14] = "Srcset";
    Attr[Attr["Alt"] = 15] = "Alt";
    Attr[Attr["Type"] = 16] = "Type";
    Attr[Attr["Async"] = 17] = "Async";
    Attr[Attr["Defer"] = 18] = "Defer";
    Attr[Attr["Target"] = 19] = "Target";
    Attr[Attr["Poster"] = 20] = "Poster";
    Attr[Attr["Data"] = 21] = "Data";
    Attr[Attr["Hreflang"] = 22] = "Hreflang";
    Attr[Attr["Width"] = 23] = "Width";
    Attr[Attr["Height"] = 24] = "Height";
    Attr[Attr["Loading"] = 25] = "Loading";
    Attr[Attr["Count"] = 26] = "Count";
})(Attr || (Attr = {}));
// Candidate attribute names by length and the low five bits of the first letter, matched against
// the document's characters without slicing a string for every attribute name (pages carry
// thousands of class and data-* ones, and most fail at the first lookup).
const LONGEST_ATTRIBUTE = 10; // http-equiv
const ATTRIBUTES_BY_KEY = (() => {
    // An entry for every key up to the longest name: a read past an array's end is slow in V8.
    const table = Array.from({ length: (LONGEST_ATTRIBUTE + 1) * 32 }, () => []);
    const names = [
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
        if (entry[0].length > LONGEST_ATTRIBUTE)
            throw new Error(`${entry[0]}: raise LONGEST_ATTRIBUTE`);
        table[attributeKey(entry[0].length, entry[0].charCodeAt(0))]?.push(entry);
    }
    return table;
})();
/** A name's bucket: its length, and the first character's low bits (the same in either case). */
function attributeKey(length, firstCode) {
    return length * 32 + (firstCode & 31);
}
/** Which wanted attribute html[start, end) names, ASCII case-insensitively; None if none. */
function attributeAt(html, start, end) {
    if (end - start > LONGEST_ATTRIBUTE)
        return Attr.None;
    const candidates = ATTRIBUTES_BY_KEY[attributeKey(end - start, html.charCodeAt(start))];
    for (let c = 0; c < candidates.length; c++) {
        const [name, id] = candidates[c];
        let i = 0;
        // | 0x20 lower-cases ASCII letters and leaves digits, ':' and '-' as they are.
        while (i < name.length && (html.charCodeAt(start + i) | 0x20) === name.charCodeAt(i))
            i++;
        if (i === name.length)
            return id;
    }
    return Attr.None;
}
/** The tokenizer's callbacks; positions are indexes into the document string. */
class FactCollector {
    html;
    facts = {
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
    textParts = [];
    /** A tag was seen since the last text: words on either side of it are separate words. */
    boundary = false;
    hiddenDepth = 0;
    foreignDepth = 0;
    inHead = false;
    title = null;
    heading = null;
    jsonLd = null;
    mediaDepth = 0;
    picture = null;
    /** The raw-text element being read (<script>, <style>...); Tag.Other when none. */
    rawText = Tag.Other;
    // The tag being read: its Tag, where its name is in the document, and its wanted attributes
    // (one array for every tag instead of one allocated per tag; the next tag empties the slots
    // this one set, and most tags set none).
    tag = Tag.Other;
    tagStart = 0;
    tagEnd = 0;
    attributes = new Array(Attr.Count).fill(undefined);
    /** Which slots of `attributes` the tag set, to empty just those at the next tag. */
    setSlots = new Int8Array(Attr.Count);
    setCount = 0;
    attribute = Attr.None;
    attributeValue = '';
    constructor(html) {
        this.html = html;
    }
    isInForeignContext() {
        return this.foreignDepth > 0;
    }
    ondeclaration(start, end) {
        const declaration = this.html.slice(start, end);
        if (this.facts.doctype === null && /^doctype/i.test(declaration)) {
            this.facts.doctype = `!${declaration}`;
        }
    }
    onopentagname(start, end) {
        this.tag = tagAt(this.html, start, end);
        this.tagStart = start;
        this.tagEnd = end;
        for (let i = 0; i < this.setCount; i++)
            this.attributes[this.setSlots[i]] = undefined;
        this.setCount = 0;
    }
    onattribname(start, end) {
        const attribute = attributeAt(this.html, start, end);
        // Sizes and loading are read only on images: SVG icons carry width and height by the hundred.
        const imageOnly = attribute >= Attr.Width && attribute <= Attr.Loading;
        this.attribute =
            imageOnly && this.tag !== Tag.Img && this.tag !== Tag.Image ? Attr.None : attribute;
        this.attributeValue = '';
    }
    onattribdata(start, end) {
        if (this.attribute !== Attr.None)
            this.attributeValue += this.html.slice(start, end);
    }
    onattribentity() { }
    onattribend() {
        // The first occurrence of an attribute wins, as in HTML.
        if (this.attribute !== Attr.None && this.attributes[this.attribute] === undefined) {
            const value = this.attributeValue;
            this.attributes[this.attribute] = value.includes('&') ? (0,decode/* decodeHTMLAttribute */.Im)(value) : value;
            this.setSlots[this.setCount++] = this.attribute;
        }
        this.attribute = Attr.None;
    }
    onopentagend() {
        this.openTag(this.tag, this.attributes, false);
    }
    onselfclosingtag() {
        // "/>" closes only foreign (SVG, MathML) elements; in HTML it is ignored.
        this.openTag(this.tag, this.attributes, this.foreignDepth > 0);
    }
    onclosetag(start, end) {
        this.closeTag(tagAt(this.html, start, end));
    }
    ontext(start, end) {
        // Text that text() would drop is not even cut out of the document (the head's style and
        // script bodies, the whitespace between its tags).
        if (this.title === null && this.jsonLd === null && (this.hiddenDepth > 0 || this.inHead)) {
            return;
        }
        const data = this.html.slice(start, end);
        // Script and style bodies are raw text in HTML: no character references there.
        this.text(this.rawText === Tag.Other && data.includes('&') ? (0,decode/* decodeHTML */.Gz)(data) : data);
    }
    ontextentity() { }
    oncdata(start, end, endOffset) {
        // CDATA sections are text only in SVG and MathML; in HTML they are bogus comments.
        if (this.foreignDepth > 0)
            this.text(this.html.slice(start, end - endOffset));
    }
    oncomment() { }
    onprocessinginstruction() { }
    onend() {
        this.facts.text = this.textParts.join('');
        if (this.heading !== null)
            this.endHeading();
    }
    openTag(tag, attrs, selfClosed) {
        const facts = this.facts;
        const name = tag === Tag.Image && this.foreignDepth === 0 ? Tag.Img : tag;
        const flags = TAG_FLAGS[name];
        facts.elementCount++;
        this.boundary = true;
        if (this.inHead && (flags & HEAD) === 0)
            this.inHead = false;
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
        if (rdfaType)
            facts.rdfaTypes.push(rdfaType);
        if ((flags & DEPRECATED) !== 0) {
            const tagName = TAG_NAMES[name];
            facts.deprecatedTags[tagName] = (facts.deprecatedTags[tagName] ?? 0) + 1;
        }
        if (!selfClosed && (flags & HIDDEN) !== 0)
            this.hiddenDepth++;
        if (!selfClosed && this.foreignDepth === 0 && (flags & RAW) !== 0)
            this.rawText = name;
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
                if (!selfClosed)
                    this.foreignDepth++;
                break;
            case Tag.Title:
                if (this.foreignDepth === 0 && !selfClosed)
                    this.title = [];
                break;
            case Tag.Base:
                if (attrs[Attr.Href] !== undefined)
                    facts.baseHref ??= attrs[Attr.Href];
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
                break;
            }
            case Tag.Img:
                this.image(attrs);
                break;
            case Tag.Picture:
                if (!selfClosed)
                    this.picture = [];
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
                if (!selfClosed)
                    this.mediaDepth++;
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
                if (attrs[Attr.Type]?.toLowerCase() === 'image')
                    this.resource('image', attrs[Attr.Src]);
                break;
            case Tag.H1:
            case Tag.H2:
            case Tag.H3:
            case Tag.H4:
            case Tag.H5:
            case Tag.H6:
                // A heading start tag ends any open heading (HTML: headings do not nest).
                if (this.heading !== null)
                    this.endHeading();
                if (!selfClosed) {
                    this.heading = { level: (name - Tag.H1 + 1), parts: [] };
                }
                break;
        }
    }
    /** The lower-case name of the tag being read, as `name` (its Tag, <image> read as <img>). */
    tagNameOf(name) {
        return name === Tag.Other
            ? lowerName(this.html.slice(this.tagStart, this.tagEnd))
            : TAG_NAMES[name];
    }
    closeTag(name) {
        this.boundary = true;
        if (this.rawText === name)
            this.rawText = Tag.Other;
        if ((TAG_FLAGS[name] & HIDDEN) !== 0 && this.hiddenDepth > 0)
            this.hiddenDepth--;
        switch (name) {
            case Tag.Head:
                this.inHead = false;
                break;
            case Tag.Svg:
            case Tag.Math:
                if (this.foreignDepth > 0)
                    this.foreignDepth--;
                break;
            case Tag.Title:
                if (this.title !== null) {
                    this.facts.titles.push(squash(this.title));
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
                if (this.mediaDepth > 0)
                    this.mediaDepth--;
                break;
            case Tag.H1:
            case Tag.H2:
            case Tag.H3:
            case Tag.H4:
            case Tag.H5:
            case Tag.H6:
                // Any heading end tag closes the open heading, whatever its level.
                if (this.heading !== null)
                    this.endHeading();
                break;
        }
    }
    text(data) {
        if (this.title !== null) {
            this.title.push(data);
            return;
        }
        if (this.jsonLd !== null) {
            this.jsonLd.push(data);
            return;
        }
        if (this.hiddenDepth > 0 || this.inHead)
            return;
        if (this.boundary) {
            this.textParts.push(' ');
            this.heading?.parts.push(' ');
            this.boundary = false;
        }
        this.textParts.push(data);
        this.heading?.parts.push(data);
    }
    endHeading() {
        const heading = this.heading;
        this.facts.headings.push({ level: heading.level, text: squash(heading.parts) });
        this.heading = null;
    }
    meta(attrs) {
        const facts = this.facts;
        const name = (attrs[Attr.Name] ?? '').toLowerCase();
        const content = attrs[Attr.Content] ?? '';
        if (name === 'description')
            facts.metaDescriptions.push(content.trim());
        else if (name === 'robots' || name === 'googlebot')
            facts.metaRobots.push(content);
        else if (name === 'viewport')
            facts.metaViewport ??= content;
        const charset = attrs[Attr.Charset];
        if (charset !== undefined)
            facts.metaCharset ??= charset.trim();
        const equiv = (attrs[Attr.HttpEquiv] ?? '').toLowerCase();
        if (equiv === 'content-type') {
            const declared = /charset\s*=\s*["']?([^"';\s]+)/i.exec(content)?.[1];
            if (declared)
                facts.metaCharset ??= declared;
        }
        else if (equiv === 'content-security-policy') {
            facts.metaCsp.push(content);
        }
        const social = (attrs[Attr.Property] ?? attrs[Attr.Name] ?? '').toLowerCase();
        if (social.startsWith('og:') || social.startsWith('twitter:')) {
            facts.socialTags.push(social);
            // The first of a repeated property is the one consumers read.
            facts.socialValues[social] ??= content.trim();
        }
    }
    link(attrs) {
        const href = attrs[Attr.Href];
        if (href === undefined || href.trim() === '')
            return;
        const rel = ` ${(attrs[Attr.Rel] ?? '').toLowerCase().replace(/\s+/g, ' ')} `;
        if (rel.includes(' stylesheet '))
            this.resource('stylesheet', href);
        if (rel.includes(' icon ') || rel.includes(' apple-touch-icon ')) {
            this.facts.icons.push(href);
            this.resource('icon', href);
        }
        if (rel.includes(' preload ') || rel.includes(' modulepreload '))
            this.resource('preload', href);
        if (rel.includes(' canonical '))
            this.facts.canonicals.push(href.trim());
        const hreflang = attrs[Attr.Hreflang];
        if (rel.includes(' alternate ') && hreflang !== undefined) {
            this.facts.alternates.push({ hreflang: hreflang.trim(), href: href.trim() });
        }
    }
    script(attrs, selfClosed) {
        const type = attrs[Attr.Type]?.trim().toLowerCase() ?? null;
        if (type === 'application/ld+json' && !selfClosed) {
            this.jsonLd = [];
            return;
        }
        const src = attrs[Attr.Src];
        if (src === undefined || src.trim() === '')
            return;
        this.facts.scripts.push({
            src,
            async: attrs[Attr.Async] !== undefined,
            defer: attrs[Attr.Defer] !== undefined,
            type,
        });
        this.resource('script', src);
    }
    image(attrs) {
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
        if (srcset)
            this.facts.subresourceUrls.push(...candidates(srcset));
    }
    source(attrs) {
        const srcset = attrs[Attr.Srcset];
        if (this.picture !== null) {
            this.picture.push({ type: attrs[Attr.Type] ?? null, srcset: srcset ?? null });
            if (srcset)
                this.facts.subresourceUrls.push(...candidates(srcset));
        }
        else if (this.mediaDepth > 0) {
            this.resource('media', attrs[Attr.Src]);
        }
    }
    resource(kind, url) {
        if (url === undefined || url === null)
            return;
        const trimmed = url.trim();
        if (trimmed === '')
            return;
        this.facts.resources.push({ kind, url: trimmed });
        this.facts.subresourceUrls.push(trimmed);
    }
}
/** Tag names are ASCII-case-insensitive; most are written in lower case already. */
function lowerName(name) {
    for (let i = 0; i < name.length; i++) {
        const code = name.charCodeAt(i);
        if (code >= 0x41 && code <= 0x5a)
            return name.toLowerCase();
    }
    return name;
}
/** Collapses whitespace runs and trims, as a browser shows text. */
function squash(parts) {
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
function candidates(srcset) {
    const urls = [];
    const length = srcset.length;
    let at = 0;
    while (at < length) {
        // Separators, then the URL up to the next whitespace: character tests, not an expression
        // per character and a match array per URL (every image's srcset is read twice).
        while (at < length && (srcset.charCodeAt(at) === 0x2c || isSpace(srcset.charCodeAt(at))))
            at++;
        let end = at;
        while (end < length && !isSpace(srcset.charCodeAt(end)))
            end++;
        if (end === at)
            break;
        const found = srcset.slice(at, end);
        at = end;
        // Trailing commas end the candidate; a loop, since /,+$/ retries at every comma of a run.
        let kept = found.length;
        while (kept > 0 && found.charCodeAt(kept - 1) === 0x2c)
            kept--;
        const trimmed = found.slice(0, kept);
        if (trimmed)
            urls.push(trimmed);
        // Descriptors ("2x", "480w") follow only a URL that did not end with a comma.
        if (trimmed.length === found.length) {
            const comma = srcset.indexOf(',', at);
            at = comma === -1 ? srcset.length : comma + 1;
        }
    }
    return urls;
}
/** Whether the UTF-16 unit is whitespace as JavaScript's \s has it. */
function isSpace(code) {
    if (code <= 0x20)
        return code === 0x20 || (code >= 0x09 && code <= 0x0d);
    if (code < 0x80)
        return false;
    // Other units are asked of the expression once each and remembered: a URL of non-ASCII
    // characters must not cost an expression per character.
    let known = NON_ASCII_SPACE[code];
    if (known === 0) {
        known = /\s/.test(String.fromCharCode(code)) ? 1 : 2;
        NON_ASCII_SPACE[code] = known;
    }
    return known === 1;
}
/** 0: not asked yet, 1: whitespace, 2: not whitespace. */
const NON_ASCII_SPACE = new Uint8Array(0x10000);
function firstCandidate(srcset) {
    return srcset === null ? null : (candidates(srcset)[0] ?? null);
}
function extractFacts(html) {
    const collector = new FactCollector(html);
    // Character references are decoded here, only in the text and attributes the checks read:
    // the tokenizer scans text several times faster when it need not stop at every "&".
    const tokenizer = new Tokenizer/* default */.A({ decodeEntities: false }, collector);
    tokenizer.write(html);
    tokenizer.end();
    return collector.facts;
}

;// CONCATENATED MODULE: ./src/server/analyzer/checks/images.ts
// How images affect loading: reserved space (no layout shift) and lazy loading below the top.


/** A dimension a browser can use: starts with digits (HTML's rules for parsing dimension values). */
const DIMENSION = /^\s*\d/;
const imageDimensions = {
    key: 'image_dimensions',
    importance: 'low',
    category: 'performance',
    run(context) {
        const images = context.facts.images;
        const without = images.filter((image) => !DIMENSION.test(image.width ?? '') || !DIMENSION.test(image.height ?? ''));
        const value = { images: images.length, withoutDimensions: without.length };
        return judge(value, without.length === 0 ? {} : { missing: sources(without, context) });
    },
};
const lazyLoading = {
    key: 'lazy_loading',
    importance: 'low',
    category: 'performance',
    run(context) {
        const images = context.facts.images;
        const eager = context.limits.eagerImages;
        // The first images are likely in view (one is often the largest paint): loading them lazily
        // delays them. The rest should wait until the reader scrolls near them.
        const top = images.slice(0, eager);
        const below = images.slice(eager);
        const lazyAtTop = top.filter((image) => image.loading === 'lazy');
        const eagerBelow = below.filter((image) => image.loading !== 'lazy');
        const value = {
            images: images.length,
            lazy: images.filter((image) => image.loading === 'lazy').length,
            eagerImages: eager,
        };
        const errors = {};
        if (eagerBelow.length > 0)
            errors.missing = sources(eagerBelow, context);
        if (lazyAtTop.length > 0)
            errors.lazy_above_fold = sources(lazyAtTop, context);
        return judge(value, errors);
    },
};
function sources(images, { resolve }) {
    return firstOf(images).map((image) => {
        const raw = image.src ?? candidates(image.srcset ?? '')[0] ?? '(no src)';
        return raw.startsWith('data:') ? raw.slice(0, 40) : (resolve(raw)?.href ?? raw);
    });
}

// EXTERNAL MODULE: ./src/shared/wildcard.ts
var wildcard = __webpack_require__(9789);
;// CONCATENATED MODULE: ./src/server/analyzer/robots-txt.ts
// robots.txt as RFC 9309 reads it: groups of user-agent lines with allow/disallow rules, `*` and
// `$` in patterns, the most specific (longest) matching rule wins and allow wins a tie. A crawler
// obeys the groups naming its product token (all of them, merged), and only when there are none
// the `*` groups. Sitemap lines stand outside the groups.
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
        if (!(0,wildcard/* wildcardMatches */.w)(pattern, pathAndQuery))
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

;// CONCATENATED MODULE: ./src/server/analyzer/checks/json-ld.ts
// JSON-LD judged the way rich-result parsers read it: the block parses, its vocabulary is
// schema.org, every item says what it is (@type), and the common types carry the properties
// without which search engines ignore them (Google's "required" lists, simplified).
const has = (node, name) => {
    const value = node[name];
    if (value === undefined || value === null || value === '')
        return false;
    return !Array.isArray(value) || value.length > 0;
};
const needs = (...names) => (node) => names.filter((name) => !has(node, name));
const article = needs('headline');
const RULES = {
    Article: article,
    NewsArticle: article,
    BlogPosting: article,
    Product: (node) => [
        ...needs('name')(node),
        // A product result needs at least one of these to show anything beyond its name.
        ...(['offers', 'review', 'aggregateRating'].some((name) => has(node, name))
            ? []
            : ['offers|review|aggregateRating']),
    ],
    BreadcrumbList: (node) => {
        const items = listOf(node.itemListElement);
        if (items.length === 0)
            return ['itemListElement'];
        const incomplete = items.some((item) => !has(item, 'position') || !(has(item, 'name') || has(item, 'item')));
        return incomplete ? ['itemListElement.position|name'] : [];
    },
    Organization: needs('name'),
    FAQPage: (node) => {
        const questions = listOf(node.mainEntity);
        if (questions.length === 0)
            return ['mainEntity'];
        const incomplete = questions.some((question) => !has(question, 'name') || !listOf(question.acceptedAnswer).some((a) => has(a, 'text')));
        return incomplete ? ['mainEntity.name|acceptedAnswer.text'] : [];
    },
};
const json_ld_MAX_DEPTH = 8;
function inspectJsonLd(blocks, validate) {
    const report = { types: [], invalid: 0, badContext: 0, untyped: 0, incomplete: [] };
    for (const block of blocks) {
        let document;
        try {
            document = JSON.parse(block);
        }
        catch {
            report.invalid++;
            continue;
        }
        collectTypes(document, report.types, 0);
        if (validate) {
            for (const root of listOf(document))
                validateRoot(root, report);
        }
    }
    return report;
}
/** A top-level node: its own items, or those of its @graph, which share its @context. */
function validateRoot(root, report) {
    const graph = root['@graph'];
    const items = graph === undefined ? [root] : listOf(graph);
    const rootContext = isSchemaOrg(root['@context']);
    for (const item of items) {
        const context = item['@context'] === undefined ? rootContext : isSchemaOrg(item['@context']);
        if (!context)
            report.badContext++;
        const types = typesOf(item['@type']);
        if (types.length === 0) {
            report.untyped++;
            continue;
        }
        for (const type of types) {
            const missing = RULES[type]?.(item) ?? [];
            if (missing.length > 0)
                report.incomplete.push({ type, missing });
        }
    }
}
/** "https://schema.org", "http://schema.org/", in an array, or as an object's @vocab. */
function isSchemaOrg(context) {
    if (typeof context === 'string')
        return /^https?:\/\/schema\.org\/?$/i.test(context.trim());
    if (Array.isArray(context))
        return context.some(isSchemaOrg);
    if (context !== null && typeof context === 'object') {
        return isSchemaOrg(context['@vocab']);
    }
    return false;
}
function typesOf(type) {
    const list = Array.isArray(type) ? type : [type];
    // "schema:Product" and "https://schema.org/Product" name the same type.
    return list
        .filter((item) => typeof item === 'string' && item !== '')
        .map((item) => item.replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, ''));
}
function listOf(value) {
    const list = Array.isArray(value) ? value : [value];
    return list.filter((item) => item !== null && typeof item === 'object' && !Array.isArray(item));
}
/** The @type values of a JSON-LD document, through arrays and @graph. */
function collectTypes(node, into, depth) {
    if (depth > json_ld_MAX_DEPTH || node === null || typeof node !== 'object')
        return;
    if (Array.isArray(node)) {
        for (const item of node)
            collectTypes(item, into, depth + 1);
        return;
    }
    const record = node;
    const type = record['@type'];
    if (typeof type === 'string')
        into.push(type);
    else if (Array.isArray(type))
        into.push(...type.filter((t) => typeof t === 'string'));
    if (record['@graph'] !== undefined)
        collectTypes(record['@graph'], into, depth + 1);
}

;// CONCATENATED MODULE: ./src/server/analyzer/checks/miscellaneous.ts
// Checks of the document's form: metadata, markup hygiene and the amount of content.



const structuredData = {
    key: 'structured_data',
    importance: 'medium',
    category: 'miscellaneous',
    run({ facts, profile }) {
        // phpRank asks only that structured data be there and parse; the full profile also asks
        // that search engines could use it.
        const report = inspectJsonLd(facts.jsonLd, profile === 'all');
        const value = {
            jsonLd: firstOf(unique(report.types)),
            microdata: firstOf(unique(facts.microdataTypes)),
            rdfa: firstOf(unique(facts.rdfaTypes)),
        };
        const errors = {};
        const found = report.types.length + facts.microdataTypes.length + facts.rdfaTypes.length;
        const format = {};
        if (report.invalid > 0)
            format.invalidJsonLd = report.invalid;
        if (report.badContext > 0)
            format.notSchemaOrg = report.badContext;
        if (report.untyped > 0)
            format.withoutType = report.untyped;
        if (Object.keys(format).length > 0)
            errors.bad_format = format;
        else if (found === 0)
            errors.missing = null;
        if (report.incomplete.length > 0)
            errors.incomplete = firstOf(report.incomplete);
        return judge(value, errors);
    },
};
const metaViewport = {
    key: 'meta_viewport',
    importance: 'medium',
    category: 'miscellaneous',
    run({ facts }) {
        const content = facts.metaViewport?.trim() ?? '';
        return content === '' ? failed(null, { missing: null }) : passed(content);
    },
};
const charset = {
    key: 'charset',
    importance: 'medium',
    category: 'miscellaneous',
    run({ input, facts, header }) {
        // Declared means a browser need not guess: a BOM, the Content-Type header, or a <meta>.
        const fromHeader = /;\s*charset\s*=\s*["']?([^"';\s]+)/i.exec(header('content-type') ?? '');
        const declared = (input.charset && input.charset.source !== 'default' ? input.charset.name : null) ??
            fromHeader?.[1] ??
            facts.metaCharset;
        if (!declared)
            return failed(null, { missing: null });
        return passed(declared.toLowerCase());
    },
};
const sitemap = {
    key: 'sitemap',
    importance: 'low',
    category: 'miscellaneous',
    run({ input }) {
        const { robots, sitemap: probe } = input;
        const found = [];
        if (robots?.status != null && robots.status >= 200 && robots.status < 300) {
            found.push(...parseRobotsTxt(robots.body ?? '', robots.url).sitemaps);
        }
        if (probe?.status === 200 && looksLikeSitemap(probe.body ?? '', probe.contentType)) {
            if (!found.includes(probe.url))
                found.push(probe.url);
        }
        if (found.length > 0)
            return passed(firstOf(found));
        const robotsSeen = robots !== undefined && robots.status !== null;
        const probeSeen = probe !== undefined && probe.status !== null;
        if (!robotsSeen && !probeSeen) {
            return notApplicable('neither robots.txt nor /sitemap.xml could be fetched');
        }
        return failed([], { missing: null });
    },
};
function looksLikeSitemap(body, contentType) {
    return /<(urlset|sitemapindex)[\s>]/i.test(body) || /\bxml\b/i.test(contentType ?? '');
}
const social = {
    key: 'social',
    importance: 'low',
    category: 'miscellaneous',
    run({ facts }) {
        const tags = unique(facts.socialTags);
        return tags.length === 0 ? failed([], { missing: null }) : passed(firstOf(tags));
    },
};
const contentLength = {
    key: 'content_length',
    importance: 'low',
    category: 'miscellaneous',
    run({ textStats, limits }) {
        const count = textStats().words;
        if (count >= limits.minWords)
            return passed(count);
        return failed(count, { too_few: { min: limits.minWords } });
    },
};
const textHtmlRatio = {
    key: 'text_html_ratio',
    importance: 'low',
    category: 'miscellaneous',
    run({ textStats, input, limits }) {
        // Visible characters, whitespace runs counted once, over the characters of the HTML.
        const textLength = textStats().characters;
        const htmlLength = input.body.length;
        const ratio = htmlLength === 0 ? 0 : Math.round((textLength / htmlLength) * 10_000) / 100;
        if (ratio >= limits.minTextHtmlRatio)
            return passed(ratio);
        return failed(ratio, { too_small: { min: limits.minTextHtmlRatio } });
    },
};
const inlineCss = {
    key: 'inline_css',
    importance: 'low',
    category: 'miscellaneous',
    run({ facts }) {
        const count = facts.inlineStyleCount;
        if (count === 0)
            return passed(0);
        return failed(count, { failed: facts.inlineStyleSamples });
    },
};
const deprecatedHtmlTags = {
    key: 'deprecated_html_tags',
    importance: 'low',
    category: 'miscellaneous',
    run({ facts }) {
        const tags = facts.deprecatedTags;
        if (Object.keys(tags).length === 0)
            return passed({});
        return failed(tags, { bad_tags: tags });
    },
};
const doctype = {
    key: 'doctype',
    importance: 'medium',
    category: 'miscellaneous',
    run({ facts }) {
        const declaration = facts.doctype;
        if (declaration === null)
            return failed(null, { missing: null });
        return passed(`<${declaration}>`);
    },
};
function unique(items) {
    return [...new Set(items)];
}
const MISCELLANEOUS_CHECKS = [
    structuredData,
    metaViewport,
    charset,
    sitemap,
    social,
    contentLength,
    textHtmlRatio,
    inlineCss,
    deprecatedHtmlTags,
    doctype,
];

;// CONCATENATED MODULE: ./src/server/analyzer/checks/open-graph.ts
// How the page looks when shared: the Open Graph properties every network reads, and the card
// type X (Twitter) reads.

const REQUIRED = ['og:title', 'og:description', 'og:image', 'og:url'];
const CARD_TYPES = new Set(['summary', 'summary_large_image', 'app', 'player']);
/** Values are cut to this many characters in the result. */
const VALUE_LENGTH = 200;
const openGraph = {
    key: 'open_graph',
    importance: 'low',
    category: 'miscellaneous',
    run({ facts }) {
        const found = facts.socialValues;
        const value = {};
        for (const name of [...REQUIRED, 'twitter:card']) {
            const content = found[name];
            if (content)
                value[name] = content.slice(0, VALUE_LENGTH);
        }
        const errors = {};
        const missing = REQUIRED.filter((name) => !found[name]);
        if (missing.length > 0)
            errors.missing = missing;
        const bad = {};
        // Scrapers do not resolve relative URLs: the image and url must be absolute.
        for (const name of ['og:image', 'og:url']) {
            const content = found[name];
            if (content && URL.parse(content)?.protocol?.match(/^https?:$/) == null) {
                bad[name] = content.slice(0, VALUE_LENGTH);
            }
        }
        const card = found['twitter:card'];
        if (card !== undefined && !CARD_TYPES.has(card.toLowerCase())) {
            bad['twitter:card'] = card.slice(0, VALUE_LENGTH);
        }
        if (Object.keys(bad).length > 0)
            errors.bad_format = bad;
        return judge(value, errors);
    },
};

;// CONCATENATED MODULE: ./src/server/analyzer/checks/performance.ts
// Checks of how heavy and how fast the page is, from the fetch itself and from what the HTML
// asks the browser to load.


const textCompression = {
    key: 'text_compression',
    importance: 'high',
    category: 'performance',
    run({ input, header, bodyBytes }) {
        const encoding = header('content-encoding')?.trim().toLowerCase() || null;
        const value = {
            encoding,
            transferBytes: input.transferBytes ?? bodyBytes,
            bodyBytes,
        };
        if (encoding !== null && encoding !== 'identity')
            return passed(value);
        return failed(value, { missing: null });
    },
};
const loadTime = {
    key: 'load_time',
    importance: 'medium',
    category: 'performance',
    run({ input, limits }) {
        if (input.loadTimeMs === undefined)
            return notApplicable('the page load was not timed');
        const seconds = round(input.loadTimeMs / 1000, 3);
        if (input.loadTimeMs <= limits.maxLoadTimeMs)
            return passed(seconds);
        return failed(seconds, { too_slow: { max: limits.maxLoadTimeMs / 1000 } });
    },
};
const pageSize = {
    key: 'page_size',
    importance: 'medium',
    category: 'performance',
    run({ bodyBytes: bytes, limits }) {
        if (bytes <= limits.maxPageBytes)
            return passed(bytes);
        return failed(bytes, { too_large: { max: limits.maxPageBytes } });
    },
};
const RESOURCE_LABEL = {
    script: 'scripts',
    stylesheet: 'stylesheets',
    image: 'images',
    frame: 'frames',
    media: 'media',
    object: 'objects',
    icon: 'icons',
    preload: 'preloads',
};
const httpRequests = {
    key: 'http_requests',
    importance: 'medium',
    category: 'performance',
    run({ facts, limits }) {
        // Counted from the HTML: each distinct URL (as written) a browser fetches for the document's
        // elements. What CSS and scripts load in turn is not seen without running them.
        const seen = new Set();
        const byType = {};
        for (const resource of facts.resources) {
            if (!isFetchable(resource.url))
                continue;
            const hash = resource.url.indexOf('#');
            const url = hash === -1 ? resource.url : resource.url.slice(0, hash);
            if (seen.has(url))
                continue;
            seen.add(url);
            const label = RESOURCE_LABEL[resource.kind];
            byType[label] = (byType[label] ?? 0) + 1;
        }
        const value = { total: seen.size, ...byType };
        if (seen.size <= limits.maxHttpRequests)
            return passed(value);
        return failed(value, { too_many: { max: limits.maxHttpRequests, count: seen.size } });
    },
};
/** data:, blob:, javascript: and about: URLs cost no request; other schemes are not fetched. */
function isFetchable(url) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
    return scheme === undefined || scheme === 'http' || scheme === 'https';
}
/** Raster formats we can name from a URL; anything else (no extension, a script) is unknown. */
const RASTER_FORMATS = new Set([
    'avif',
    'webp',
    'jpg',
    'jpeg',
    'jpe',
    'jfif',
    'pjpeg',
    'png',
    'apng',
    'gif',
    'bmp',
    'tif',
    'tiff',
    'ico',
    'heic',
    'heif',
    'jxl',
]);
const imageFormat = {
    key: 'image_format',
    importance: 'medium',
    category: 'performance',
    run(context) {
        const allowed = new Set(context.limits.imageFormats);
        const legacy = [];
        let modern = 0;
        let unknown = 0;
        for (const image of context.facts.images) {
            const verdict = judgeImage(image, allowed, context);
            if (verdict === 'modern')
                modern++;
            else if (verdict === 'unknown')
                unknown++;
            else if (verdict !== 'vector')
                legacy.push(verdict);
        }
        const value = {
            images: context.facts.images.length,
            modern,
            legacy: legacy.length,
            unknown,
            formats: context.limits.imageFormats,
        };
        if (legacy.length === 0)
            return passed(value);
        return failed(value, { bad_format: firstOf(legacy) });
    },
};
/** 'modern', 'vector', 'unknown', or the URL of an image served in a legacy format. */
function judgeImage(image, allowed, context) {
    // A <picture> that offers an allowed format lets every capable browser take it.
    for (const source of image.sources) {
        const type = source.type?.trim().toLowerCase();
        if (type?.startsWith('image/') && allowed.has(type.slice(6)))
            return 'modern';
        for (const url of candidates(source.srcset ?? '')) {
            if (allowed.has(formatOf(url, context) ?? ''))
                return 'modern';
        }
    }
    const urls = [image.src, ...candidates(image.srcset ?? '')].filter((url) => url !== null);
    const formats = urls.map((url) => formatOf(url, context));
    if (formats.some((format) => format !== null && allowed.has(format)))
        return 'modern';
    const first = formats[0];
    if (first === 'svg' || first === 'svg+xml')
        return 'vector';
    if (first === undefined || first === null || !RASTER_FORMATS.has(first))
        return 'unknown';
    return context.resolve(urls[0] ?? '')?.href ?? urls[0] ?? '';
}
/** The format a URL names: its file extension, or the media subtype of a data: URL. */
function formatOf(raw, context) {
    const trimmed = raw.trim();
    if (/^data:/i.test(trimmed)) {
        return /^data:image\/([\w.+-]+)/i.exec(trimmed)?.[1]?.toLowerCase() ?? null;
    }
    const url = context.resolve(trimmed);
    if (url === null)
        return null;
    const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1];
    return extension ? extension.toLowerCase() : null;
}
const CLASSIC_SCRIPT_TYPES = new Set([
    '',
    'text/javascript',
    'application/javascript',
    'application/ecmascript',
    'text/ecmascript',
]);
const deferJavascript = {
    key: 'defer_javascript',
    importance: 'low',
    category: 'performance',
    run({ facts, resolve }) {
        // Module scripts are deferred by default; other types are data the browser does not run.
        const blocking = facts.scripts.filter((script) => !script.async && !script.defer && CLASSIC_SCRIPT_TYPES.has(script.type ?? ''));
        const value = { scripts: facts.scripts.length, blocking: blocking.length };
        if (blocking.length === 0)
            return passed(value);
        const sources = blocking.map((script) => resolve(script.src)?.href ?? script.src);
        return failed(value, { missing: firstOf(sources) });
    },
};
const domSize = {
    key: 'dom_size',
    importance: 'low',
    category: 'performance',
    run({ facts, limits }) {
        const count = facts.elementCount;
        if (count <= limits.maxDomNodes)
            return passed(count);
        return failed(count, { too_many: { max: limits.maxDomNodes } });
    },
};
const http2 = {
    key: 'http2',
    importance: 'medium',
    category: 'performance',
    run({ input, finalUrl, header }) {
        if (finalUrl.protocol !== 'https:') {
            return notApplicable('browsers negotiate HTTP/2 only over TLS (ALPN), and the page was served over plain http');
        }
        const version = input.httpVersion;
        if (version === 'h2' || version === 'h3')
            return passed(version);
        // A server may offer HTTP/3 only through Alt-Svc, which browsers take up on later requests.
        if (/(^|[\s,])h3(-\d+)?\s*=/i.test(header('alt-svc') ?? ''))
            return passed('h3');
        if (version === undefined)
            return notApplicable('the connection protocol was not observed');
        return failed(version, { missing: null });
    },
};
function round(value, decimals) {
    const factor = 10 ** decimals;
    return Math.round(value * factor) / factor;
}
const PERFORMANCE_CHECKS = [
    textCompression,
    loadTime,
    pageSize,
    httpRequests,
    imageFormat,
    deferJavascript,
    domSize,
    http2,
];

;// CONCATENATED MODULE: ./src/server/analyzer/checks/response.ts
// Checks of how the audited URL itself answers: its final status and the redirects on the way.

const httpStatus = {
    key: 'http_status',
    importance: 'high',
    category: 'seo',
    run({ input, finalUrl }) {
        const value = { status: input.status, url: finalUrl.href };
        if (input.status >= 200 && input.status < 300)
            return passed(value);
        return failed(value, { failed: { status: input.status } });
    },
};
/** Redirects that tell crawlers the move is for good, so the new URL is the one indexed. */
const PERMANENT = new Set([301, 308]);
/** Hops listed in the value; the count is kept whole. */
const HOPS_LISTED = 10;
const redirects = {
    key: 'redirects',
    importance: 'medium',
    category: 'seo',
    run({ input, finalUrl, limits }) {
        const hops = input.redirects;
        if (hops === undefined)
            return notApplicable('the redirects were not observed');
        const value = { count: hops.length, hops: firstOf(hops, HOPS_LISTED), finalUrl: finalUrl.href };
        const errors = {};
        if (hops.length > limits.maxRedirectHops) {
            errors.too_many = { max: limits.maxRedirectHops, count: hops.length };
        }
        // A temporary redirect (302, 303, 307) keeps the old URL in the index; http -> https most of all.
        const temporary = hops.filter((hop) => !PERMANENT.has(hop.status));
        if (temporary.length > 0)
            errors.temporary = firstOf(temporary, HOPS_LISTED);
        const downgrade = hops.some((hop, i) => hop.url.startsWith('https:') && (hops[i + 1]?.url ?? finalUrl.href).startsWith('http:'));
        if (downgrade)
            errors.downgrade = null;
        return judge(value, errors);
    },
};

;// CONCATENATED MODULE: ./src/server/analyzer/text/emails.ts
// E-mail addresses in page text, found in one pass. The obvious regular expression
// (local@label(.label)*.tld) retries its unbounded local part at every start position and
// backtracks through the labels, so a long run of letters near an "@" costs time quadratic in
// its length. Here each "@" is the anchor: the local part is read leftwards only as far as the
// previous "@" or match, the domain rightwards only as far as the next "@", so every character is
// looked at a bounded number of times whatever the page holds.
const LOCAL = /^[\p{L}\p{N}._%+-]$/u;
const LABEL = /^[\p{L}\p{N}-]$/u;
const LETTER = /^\p{L}$/u;
/** The e-mail-like addresses in `text`, in order, as written. */
function findEmails(text) {
    const found = [];
    // Nothing before this index may be part of a new address (it was used, or is an "@").
    let floor = 0;
    let at = text.indexOf('@');
    while (at !== -1) {
        const start = localStart(text, at, floor);
        const end = start < at ? domainEnd(text, at + 1) : -1;
        if (end !== -1) {
            found.push(text.slice(start, end));
            floor = end;
        }
        else {
            floor = at + 1;
        }
        at = text.indexOf('@', Math.max(floor, at + 1));
    }
    return found;
}
/** Where the local part ending just before `at` starts (`at` itself when there is none). */
function localStart(text, at, floor) {
    let start = at;
    while (start > floor) {
        const width = charWidthBefore(text, start, floor);
        if (!LOCAL.test(text.slice(start - width, start)))
            break;
        start -= width;
    }
    return start;
}
/**
 * The end of the longest domain starting at `from`: labels of letters, digits and hyphens joined
 * by single dots, ending in a dot and two or more letters (the last label's leading letters, as
 * the regular expression it replaces read it). -1 when there is none.
 */
function domainEnd(text, from) {
    const labels = [];
    let i = from;
    for (;;) {
        const start = i;
        while (i < text.length) {
            const width = charWidthAt(text, i);
            if (!LABEL.test(text.slice(i, i + width)))
                break;
            i += width;
        }
        if (i === start)
            break;
        labels.push({ start, end: i });
        if (text.charCodeAt(i) !== 0x2e)
            break;
        i++;
    }
    for (let k = labels.length - 1; k >= 1; k--) {
        const label = labels[k];
        let j = label.start;
        let letters = 0;
        while (j < label.end) {
            const width = charWidthAt(text, j);
            if (!LETTER.test(text.slice(j, j + width)))
                break;
            j += width;
            letters++;
        }
        if (letters >= 2)
            return j;
    }
    return -1;
}
function charWidthAt(text, index) {
    const code = text.charCodeAt(index);
    return code >= 0xd800 && code <= 0xdbff && index + 1 < text.length ? 2 : 1;
}
function charWidthBefore(text, index, floor) {
    const code = text.charCodeAt(index - 1);
    return code >= 0xdc00 && code <= 0xdfff && index - 2 >= floor ? 2 : 1;
}

;// CONCATENATED MODULE: ./src/server/analyzer/checks/security.ts
// Checks of how safely the page is served and how it treats its visitors' data.


const httpsEncryption = {
    key: 'https_encryption',
    importance: 'high',
    category: 'security',
    run({ finalUrl }) {
        const scheme = finalUrl.protocol.slice(0, -1);
        return scheme === 'https' ? passed(scheme) : failed(scheme, { missing: null });
    },
};
const mixedContent = {
    key: 'mixed_content',
    importance: 'medium',
    category: 'security',
    run({ finalUrl, baseUrl, facts, resolve, header }) {
        if (finalUrl.protocol !== 'https:') {
            return notApplicable('mixed content exists only on pages served over https');
        }
        const insecure = new Set();
        const relativeIsInsecure = baseUrl.protocol === 'http:';
        for (const raw of facts.subresourceUrls) {
            // Only the scheme matters, so most URLs need no parsing: an absolute URL names its
            // scheme, and a relative one (or //host/...) takes that of the base.
            const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw)?.[1]?.toLowerCase();
            if (scheme === 'http' || (scheme === undefined && relativeIsInsecure)) {
                insecure.add(resolve(raw)?.href ?? raw);
            }
        }
        const list = [...insecure];
        if (list.length === 0)
            return passed([]);
        // With upgrade-insecure-requests the browser fetches every one of them over https.
        const policies = [header('content-security-policy') ?? '', ...facts.metaCsp];
        if (policies.some((policy) => /(^|;)\s*upgrade-insecure-requests\s*(;|$)/i.test(policy))) {
            return passed({ upgradedByCsp: firstOf(list) });
        }
        return failed(firstOf(list), { failed: { count: list.length } });
    },
};
const serverSignature = {
    key: 'server_signature',
    importance: 'medium',
    category: 'security',
    run({ header }) {
        // A product name alone says little; a version number tells an attacker which exploits fit.
        const server = header('server') ?? null;
        const disclosed = {};
        if (server !== null && /\d/.test(server))
            disclosed.server = server;
        for (const name of ['x-powered-by', 'x-aspnet-version', 'x-aspnetmvc-version']) {
            const value = header(name);
            if (value !== undefined)
                disclosed[name] = value;
        }
        const value = { server, ...disclosed };
        return judge(value, Object.keys(disclosed).length === 0 ? {} : { failed: disclosed });
    },
};
const unsafeCrossOriginLinks = {
    key: 'unsafe_cross_origin_links',
    importance: 'medium',
    category: 'security',
    run({ links, finalUrl, resolve }) {
        const unsafe = [];
        for (const link of links) {
            if (link.target?.trim().toLowerCase() !== '_blank')
                continue;
            const url = resolve(link.href);
            if (url === null || url.origin === finalUrl.origin)
                continue;
            const rel = ` ${(link.rel ?? '').toLowerCase().replace(/\s+/g, ' ')} `;
            if (!rel.includes(' noopener ') && !rel.includes(' noreferrer '))
                unsafe.push(url.href);
        }
        if (unsafe.length === 0)
            return passed([]);
        return failed(firstOf(unsafe), { failed: { count: unsafe.length } });
    },
};
const hsts = {
    key: 'htst',
    importance: 'low',
    category: 'security',
    run({ finalUrl, header }) {
        if (finalUrl.protocol !== 'https:') {
            // Browsers ignore the header over http; a site without https cannot have HSTS at all.
            return failed(null, { missing: null });
        }
        const value = header('strict-transport-security') ?? null;
        if (value === null)
            return failed(null, { missing: null });
        const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(value)?.[1] ?? Number.NaN);
        if (!(maxAge > 0))
            return failed(value, { bad_format: { maxAge: Number.isNaN(maxAge) ? null : maxAge } });
        return passed(value);
    },
};
const plaintextEmail = {
    key: 'plaintext_email',
    importance: 'low',
    category: 'security',
    run({ facts }) {
        // Addresses in the text or in mailto: links are there for harvesting bots to read.
        const emails = new Set();
        for (const email of findEmails(facts.text))
            emails.add(email.toLowerCase());
        for (const link of facts.links) {
            const href = link.href.trim();
            if (!/^mailto:/i.test(href))
                continue;
            const address = safeDecode(href.slice(7).split('?')[0] ?? '')
                .trim()
                .toLowerCase();
            if (address !== '')
                emails.add(address);
        }
        const list = [...emails];
        if (list.length === 0)
            return passed([]);
        return failed(firstOf(list), { failed: { count: list.length } });
    },
};
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
const SECURITY_CHECKS = [
    httpsEncryption,
    mixedContent,
    serverSignature,
    unsafeCrossOriginLinks,
    hsts,
    plaintextEmail,
];

;// CONCATENATED MODULE: ./src/server/analyzer/checks/seo.ts
// Checks of how a search engine finds, reads and lists the page.



const title = {
    key: 'title',
    importance: 'high',
    category: 'seo',
    run({ facts, title, limits }) {
        const errors = {};
        if (title === null || title === '') {
            errors.missing = null;
        }
        else {
            const length = [...title].length;
            if (length < limits.titleMinLength || length > limits.titleMaxLength) {
                errors.length = { min: limits.titleMinLength, max: limits.titleMaxLength, length };
            }
        }
        if (facts.titles.length > 1)
            errors.too_many = { count: facts.titles.length };
        return judge(title, errors);
    },
};
const metaDescription = {
    key: 'meta_description',
    importance: 'high',
    category: 'seo',
    run({ facts, limits, profile }) {
        const descriptions = facts.metaDescriptions;
        const description = descriptions.find((text) => text !== '') ?? null;
        const errors = {};
        if (description === null)
            errors.missing = null;
        else if (profile === 'all') {
            // Search engines cut longer snippets and pad shorter ones with text of their choosing.
            const length = [...description.replace(/\s+/g, ' ')].length;
            const { descriptionMinLength: min, descriptionMaxLength: max } = limits;
            if (length < min || length > max)
                errors.length = { min, max, length };
        }
        if (descriptions.length > 1)
            errors.duplicate = { count: descriptions.length };
        return judge(description, errors);
    },
};
const headings = {
    key: 'headings',
    importance: 'high',
    category: 'seo',
    run({ facts }) {
        const byLevel = {};
        for (const heading of facts.headings) {
            const key = `h${heading.level}`;
            const list = byLevel[key] ?? [];
            byLevel[key] = list;
            if (list.length < MAX_HEADINGS_LISTED)
                list.push(heading.text);
        }
        const h1 = facts.headings.filter((heading) => heading.level === 1 && heading.text !== '');
        const errors = {};
        if (h1.length === 0)
            errors.missing = null;
        if (h1.length > 1)
            errors.too_many = { count: h1.length };
        return judge(byLevel, errors);
    },
};
const MAX_HEADINGS_LISTED = 50;
const contentKeywords = {
    key: 'content_keywords',
    importance: 'high',
    category: 'seo',
    run({ titleKeywords, titleKeywordsInText }) {
        if (titleKeywords.length === 0)
            return failed([], { missing: null });
        const found = titleKeywordsInText();
        if (found.length > 0)
            return passed(found);
        return failed(found, { missing: titleKeywords });
    },
};
const imageKeywords = {
    key: 'image_keywords',
    importance: 'high',
    category: 'seo',
    run({ facts }) {
        // alt="" is how HTML marks a decorative image; only a missing attribute is a fault.
        const withoutAlt = facts.images.filter((image) => image.alt === null);
        const value = { images: facts.images.length, withoutAlt: withoutAlt.length };
        if (withoutAlt.length === 0)
            return passed(value);
        const sources = withoutAlt.map((image) => image.src ?? image.srcset ?? '(no src)');
        return failed(value, { missing: firstOf(sources) });
    },
};
const seoFriendlyUrl = {
    key: 'seo_friendly_url',
    importance: 'high',
    category: 'seo',
    run({ finalUrl, titleKeywords }) {
        const errors = {};
        const problems = urlProblems(finalUrl);
        if (problems.length > 0)
            errors.bad_format = problems;
        const inUrl = findWords(`${finalUrl.hostname} ${seo_safeDecode(finalUrl.pathname)}`, titleKeywords);
        if (titleKeywords.length > 0 && inUrl.length === 0)
            errors.missing = titleKeywords;
        // The full URL is what clients read back from this check (docs/compatibility.md).
        return judge(finalUrl.href, errors);
    },
};
/**
 * A friendly URL reads as words: its path holds only lower-case letters (any script), digits,
 * hyphens, dots and slashes, and it carries no query string.
 */
function urlProblems(url) {
    const problems = [];
    const path = seo_safeDecode(url.pathname);
    if (path.includes('_'))
        problems.push('underscores in the path');
    if (path !== path.toLowerCase())
        problems.push('upper-case letters in the path');
    // Case and underscores are reported above; anything else but letters, digits, - . / is odd.
    if (/[^\p{L}\p{M}\p{N}\-./_]/u.test(path)) {
        problems.push('spaces or special characters in the path');
    }
    if (url.search !== '')
        problems.push('query parameters');
    return problems;
}
function seo_safeDecode(path) {
    try {
        return decodeURIComponent(path);
    }
    catch {
        return path;
    }
}
const notFoundPage = {
    key: '404_page',
    importance: 'high',
    category: 'seo',
    run({ input }) {
        const probe = input.notFound;
        if (probe === undefined)
            return notApplicable('no missing page was requested');
        if (probe.status === null) {
            return notApplicable(`the missing-page probe ${probe.url} got no answer: ${probe.error}`);
        }
        const value = { url: probe.url, status: probe.status };
        if (probe.status === 404 || probe.status === 410)
            return passed(value);
        return failed(value, { failed: { status: probe.status } });
    },
};
const noindex = {
    key: 'noindex',
    importance: 'high',
    category: 'seo',
    run(context) {
        const found = [];
        for (const content of context.facts.metaRobots) {
            if (blocksIndexing(content))
                found.push(`<meta name="robots" content="${content}">`);
        }
        for (const header of context.headerValues('x-robots-tag')) {
            if (headerBlocksIndexing(header))
                found.push(`X-Robots-Tag: ${header}`);
        }
        if (found.length === 0)
            return passed(null);
        return failed(found, { failed: found });
    },
};
function blocksIndexing(directives) {
    return directives
        .toLowerCase()
        .split(',')
        .some((directive) => {
        const word = directive.trim();
        return word === 'noindex' || word === 'none' || expired(word);
    });
}
/** "unavailable_after: <date>" in the past drops the page from the index, like noindex. */
function expired(directive) {
    const date = /^unavailable_after\s*:\s*(.+)$/.exec(directive)?.[1];
    if (date === undefined)
        return false;
    const time = Date.parse(date);
    return Number.isFinite(time) && time < Date.now();
}
// Directives that are written "name: value" and so are not a user-agent prefix.
const VALUED_DIRECTIVES = new Set([
    'unavailable_after',
    'max-snippet',
    'max-image-preview',
    'max-video-preview',
]);
/**
 * X-Robots-Tag values may name a user agent ("otherbot: noindex, googlebot: nofollow"): a
 * directive applies to the agent named last before it, or to every crawler when none is named.
 * Only every crawler's and Googlebot's directives count.
 */
function headerBlocksIndexing(value) {
    let agent = '*';
    for (const part of value.split(',')) {
        let directive = part.trim().toLowerCase();
        const prefix = /^([\w-]+)\s*:(.*)$/.exec(directive);
        if (prefix && !VALUED_DIRECTIVES.has(prefix[1] ?? '')) {
            agent = prefix[1] ?? '*';
            directive = (prefix[2] ?? '').trim();
        }
        if ((agent === '*' || agent === 'googlebot') && blocksIndexing(directive))
            return true;
    }
    return false;
}
const robots = {
    key: 'robots',
    importance: 'high',
    category: 'seo',
    run(context) {
        return robotsVerdict(context);
    },
};
function robotsVerdict({ input, finalUrl }) {
    const probe = input.robots;
    if (probe === undefined)
        return notApplicable('robots.txt was not requested');
    if (probe.status === null) {
        return notApplicable(`robots.txt (${probe.url}) got no answer: ${probe.error}`);
    }
    if (probe.status >= 500) {
        // Crawlers read a failing robots.txt as "keep out of the whole site" until it recovers.
        const value = { url: probe.url, status: probe.status, rule: null };
        return failed(value, { failed: { status: probe.status } });
    }
    if (probe.status < 200 || probe.status >= 300) {
        // No robots.txt (404 and the like) means no restriction.
        return passed({ url: probe.url, status: probe.status, rule: null });
    }
    const parsed = parseRobotsTxt(probe.body ?? '', probe.url);
    const verdict = robotsAllows(parsed, finalUrl.pathname + finalUrl.search);
    const value = { url: probe.url, status: probe.status, rule: verdict.rule };
    return verdict.allowed ? passed(value) : failed(value, { failed: { rule: verdict.rule } });
}
const inPageLinks = {
    key: 'in_page_links',
    importance: 'medium',
    category: 'seo',
    run({ links, limits, resolve }) {
        const internal = links.filter((link) => link.internal);
        // The internal targets let site-level findings see links to audited pages that failed.
        const internalUrls = new Set();
        for (const link of internal) {
            if (internalUrls.size >= MAX_LISTED)
                break;
            const href = resolve(link.href)?.href;
            if (href === undefined)
                continue;
            // Without the fragment: the first "#" of a serialized http(s) URL starts it (one elsewhere
            // is percent-encoded), and a cut is cheaper than the URL's hash setter, which re-parses.
            const hash = href.indexOf('#');
            internalUrls.add(hash === -1 ? href : href.slice(0, hash));
        }
        const value = {
            total: links.length,
            internal: internal.length,
            external: links.length - internal.length,
            internalUrls: [...internalUrls],
        };
        if (links.length <= limits.maxLinks)
            return passed(value);
        return failed(value, { too_many: { max: limits.maxLinks, count: links.length } });
    },
};
// BCP 47 in its common shape: a language, then optional script, region or variant subtags.
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i;
const language = {
    key: 'language',
    importance: 'medium',
    category: 'seo',
    run({ facts }) {
        const lang = facts.htmlLang?.trim() ?? '';
        if (lang === '')
            return failed(null, { missing: null });
        if (!LANGUAGE_TAG.test(lang))
            return failed(lang, { bad_format: { lang } });
        return passed(lang);
    },
};
const favicon = {
    key: 'favicon',
    importance: 'medium',
    category: 'seo',
    run({ facts, resolve }) {
        const href = facts.icons[0];
        if (href === undefined)
            return failed(null, { missing: null });
        return passed(resolve(href)?.href ?? href);
    },
};
const SEO_CHECKS = [
    title,
    metaDescription,
    headings,
    contentKeywords,
    imageKeywords,
    seoFriendlyUrl,
    notFoundPage,
    noindex,
    robots,
    inPageLinks,
    language,
    favicon,
];

;// CONCATENATED MODULE: ./src/server/analyzer/checks/index.ts









/** The 36 checks of deployed phpRank services, with their importance. */
const PHPRANK_CHECKS = [
    ...SEO_CHECKS,
    ...PERFORMANCE_CHECKS,
    ...SECURITY_CHECKS,
    ...MISCELLANEOUS_CHECKS,
];
/** What deployed services miss: the page's own answer, canonicals, alternates, sharing, images. */
const EXTRA_CHECKS = [
    httpStatus,
    redirects,
    canonical,
    hreflang,
    openGraph,
    imageDimensions,
    lazyLoading,
];
const CHECKS = [...PHPRANK_CHECKS, ...EXTRA_CHECKS];
function checksFor(profile) {
    return profile === 'phprank' ? PHPRANK_CHECKS : CHECKS;
}
/** The check keys of the default (`all`) profile, in report order. */
const CHECK_KEYS = CHECKS.map((check) => check.key);
/** The 36 keys of the `phprank` profile, in report order. */
const PHPRANK_CHECK_KEYS = PHPRANK_CHECKS.map((check) => check.key);

// EXTERNAL MODULE: ./src/server/analyzer/options.ts + 1 modules
var analyzer_options = __webpack_require__(5786);
// EXTERNAL MODULE: ./src/shared/score.ts
var score = __webpack_require__(45);
;// CONCATENATED MODULE: ./src/server/analyzer/score.ts
// A page's score from its check results: the shared formula (shared/score.ts).

function scoreResults(results, weights) {
    return (0,score/* scoreChecks */.M)(Object.values(results), weights);
}

;// CONCATENATED MODULE: ./src/server/analyzer/analyze-document.ts
// The pure half of the analyzer: from already-fetched material to results and a score. One
// parse of the document, then every check of the table over the same facts. No network, no
// clock except for the timing it reports, and no exceptions for a bad page.








/**
 * Runs every check on a fetched page. Returns an Analysis with a failure (and no score) when the
 * material is not an analysable HTML page: an error status, another media type, an empty body.
 */
function analyzeDocument(input, options = {}) {
    const started = external_node_perf_hooks_.performance.now();
    const settings = (0,analyzer_options/* resolveCheckSettings */.IP)(options);
    const refusal = admissionFailure(input, settings.profile);
    if (refusal !== null) {
        return failedAnalysis(input.url, input.finalUrl, refusal, input.fetchMs ?? 0);
    }
    return analyzeFacts(input, extractFacts(input.body), settings, started);
}
/** The checks over facts already extracted (analyzeUrl parses once, before its last requests). */
function analyzeFacts(input, facts, settings, started) {
    const fetchMs = input.fetchMs ?? 0;
    const context = buildContext(input, facts, settings.limits, settings.profile);
    const results = {};
    for (const check of checksFor(settings.profile)) {
        const verdict = check.run(context);
        const truncated = {};
        const value = boundValue(verdict.value, 'value', truncated);
        const errors = verdict.errors === undefined ? undefined : boundValue(verdict.errors, 'errors', truncated);
        const result = {
            passed: verdict.passed,
            importance: check.importance,
            category: check.category,
            value,
        };
        // Set in this order, so that a stored result reads the same as before (no spread copies).
        if (errors !== undefined)
            result.errors = errors;
        if (Object.keys(truncated).length !== 0)
            result.truncated = truncated;
        results[check.key] = result;
    }
    // A page that answers an error is not what visitors or crawlers get to keep, however well it
    // is built: it scores 0, so a fail-on gate catches it, and its other results still show why.
    const score = results.http_status?.passed === false ? 0 : scoreResults(results, settings.weights);
    return {
        url: input.url,
        finalUrl: input.finalUrl,
        score,
        grade: (0,grade/* gradeForScore */.rM)(score),
        results,
        failure: null,
        timings: { fetchMs, analyzeMs: external_node_perf_hooks_.performance.now() - started },
    };
}
function failedAnalysis(url, finalUrl, failure, fetchMs = 0) {
    return {
        url,
        finalUrl,
        score: null,
        grade: null,
        results: {},
        failure,
        timings: { fetchMs, analyzeMs: 0 },
    };
}
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
/** The media type of a Content-Type value, lower-cased, without parameters. */
function mediaType(contentType) {
    const type = contentType?.split(';')[0]?.trim().toLowerCase();
    return type ? type : null;
}
/**
 * Is this HTML? By Content-Type when there is one; without one, by the start of the body, the
 * way a browser sniffs an unlabelled response.
 */
function isHtml(contentType, bodyStart) {
    const type = mediaType(contentType);
    if (type !== null)
        return HTML_TYPES.has(type);
    return /^\s*<(!doctype\s+html|html|head|body|!--)[\s>]/i.test(bodyStart.slice(0, 512));
}
/**
 * Is the response an HTML page at all? Judged on the status, Content-Type and body start. The
 * `all` profile judges an HTML error page (its http_status check fails); `phprank` refuses it,
 * and so does every profile when the error is not an HTML page.
 */
function responseFailure(finalUrl, status, contentType, bodyStart, profile = 'phprank') {
    const html = isHtml(contentType, bodyStart);
    if (status < 200 || status >= 300) {
        if (!(profile === 'all' && status >= 400 && html)) {
            return { code: 'http_error', message: `${finalUrl} answered HTTP ${status}` };
        }
    }
    if (!html) {
        const type = mediaType(contentType) ?? 'no Content-Type and no HTML markup';
        return { code: 'not_html', message: `${finalUrl} is not an HTML page (${type})` };
    }
    return null;
}
function admissionFailure(input, profile = 'all') {
    const contentType = headerText(input.headers['content-type']);
    const refusal = responseFailure(input.finalUrl, input.status, contentType, input.body, profile);
    if (refusal !== null)
        return refusal;
    if (input.body.trim() === '') {
        if (input.status >= 400) {
            return { code: 'http_error', message: `${input.finalUrl} answered HTTP ${input.status}` };
        }
        return { code: 'empty', message: `${input.finalUrl} returned an empty page` };
    }
    return null;
}
function headerText(value) {
    return typeof value === 'string' ? value : value?.[0];
}

;// CONCATENATED MODULE: ./src/server/service/analysis-pool.ts
// A pool of worker threads that judge fetched pages, sized to the cores. Each job has the
// generation's signal: when it aborts (the generation timeout, a delete, a stop), the thread
// running the job is terminated, so no page, however hostile, holds a core past the deadline,
// and never the event loop that answers requests. A fresh thread takes its place on demand.





class AnalysisWorkerError extends Error {
    name = 'AnalysisWorkerError';
}
/**
 * How to start a worker: the bundled script beside the bundle that runs (dist/analysis-worker/
 * index.js next to dist/cli or dist/main), or, running from the TypeScript sources (tests), the
 * .ts file through Node's own type transform with .js specifiers mapped to their .ts files.
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
    #idle = [];
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
    /** Judges a fetched page in a worker; rejects with the signal's reason when it aborts. */
    judge(input, options, signal) {
        // Only plain data crosses to the thread: the profile and the thresholds the checks read.
        const judgeOptions = {
            limits: options.limits,
            weights: options.weights,
            ...(options.checks === undefined ? {} : { checks: options.checks }),
        };
        if (this.#entry === null)
            return Promise.resolve(analyzeDocument(input, judgeOptions));
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
            this.#idle.push(this.#spawn());
        await Promise.all([...this.#slots].map((slot) => slot.online));
    }
    async close() {
        this.#closed = true;
        for (const waiting of this.#waiting.splice(0)) {
            waiting.reject(new AnalysisWorkerError('the analysis pool is closed'));
        }
        await Promise.all([...this.#slots].map((slot) => this.#retire(slot)));
    }
    #pump() {
        while (this.#waiting.length > 0) {
            const waiting = this.#waiting[0];
            if (waiting.signal.aborted) {
                this.#waiting.shift();
                waiting.reject(waiting.signal.reason);
                continue;
            }
            const slot = this.#idle.pop() ?? (this.#slots.size < this.#size ? this.#spawn() : null);
            if (slot === null)
                return;
            this.#waiting.shift();
            this.#start(slot, waiting);
        }
    }
    #spawn() {
        const entry = this.#entry;
        const worker = new external_node_worker_threads_.Worker(entry.url, { execArgv: entry.execArgv });
        const online = new Promise((resolve) => {
            worker.once('online', resolve);
            worker.once('exit', () => resolve());
        });
        const slot = { worker, online, job: null };
        worker.on('message', (message) => {
            const job = slot.job;
            if (job === null || job.id !== message.id)
                return;
            slot.job = null;
            slot.worker.unref();
            if (message.analysis)
                job.resolve(message.analysis);
            else
                job.reject(new AnalysisWorkerError(`the analysis failed: ${message.error}`));
            this.#idle.push(slot);
            this.#pump();
        });
        const lost = (reason) => {
            if (!this.#slots.delete(slot))
                return;
            const index = this.#idle.indexOf(slot);
            if (index !== -1)
                this.#idle.splice(index, 1);
            slot.job?.reject(new AnalysisWorkerError(reason));
            slot.job = null;
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
    #start(slot, waiting) {
        const id = this.#nextId++;
        const onAbort = () => {
            // The only way to stop a synchronous parse: end the thread. Its job gets the reason.
            const job = slot.job;
            slot.job = null;
            void this.#retire(slot);
            job?.reject(waiting.signal.reason);
            this.#pump();
        };
        waiting.signal.addEventListener('abort', onAbort, { once: true });
        const settle = () => waiting.signal.removeEventListener('abort', onAbort);
        slot.job = {
            id,
            resolve: (analysis) => {
                settle();
                waiting.resolve(analysis);
            },
            reject: (error) => {
                settle();
                waiting.reject(error);
            },
        };
        slot.worker.ref();
        const job = { id, input: waiting.input, options: waiting.options };
        slot.worker.postMessage(job);
    }
    async #retire(slot) {
        this.#slots.delete(slot);
        const index = this.#idle.indexOf(slot);
        if (index !== -1)
            this.#idle.splice(index, 1);
        // Keep the pool full: the replacement starts now, not when the next page needs it.
        if (!this.#closed && this.#waiting.length === 0)
            void this.warm();
        await slot.worker.terminate();
    }
}
const shared = new Map();
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

// EXTERNAL MODULE: ./src/server/service/api-keys.ts
var api_keys = __webpack_require__(6470);
// EXTERNAL MODULE: ./src/server/service/database.ts + 1 modules
var database = __webpack_require__(8982);
;// CONCATENATED MODULE: ./src/server/service/database-lock.ts
// One service process per database file. Two would both requeue the "running" generations at
// start and run them twice, and each would take the other's work for cut-off work. A lock file
// beside the database (<file>.lock, holding the owner's process id) is taken at start and given
// back at close; one left by a process that died is taken over. Commands that only touch keys
// (`seo-report keys`) do not take it: SQLite's own locking serialises their short writes.

class DatabaseLockedError extends Error {
    name = 'DatabaseLockedError';
}
/** Files locked by this process, so a second service in the same process is refused too. */
const heldHere = new Set();
/** Takes the lock of `dbPath`; returns the function that gives it back. */
function lockDatabase(dbPath) {
    if (dbPath === ':memory:' || dbPath === '')
        return () => { };
    const lockPath = `${dbPath}.lock`;
    for (let attempt = 0; attempt < 2; attempt++) {
        try {
            const fd = (0,external_node_fs_.openSync)(lockPath, 'wx');
            (0,external_node_fs_.writeSync)(fd, `${process.pid}\n`);
            (0,external_node_fs_.closeSync)(fd);
            heldHere.add(lockPath);
            return () => {
                heldHere.delete(lockPath);
                (0,external_node_fs_.rmSync)(lockPath, { force: true });
            };
        }
        catch (error) {
            if (error.code !== 'EEXIST') {
                throw new DatabaseLockedError(`cannot create the lock file ${lockPath}: ${error.message}`);
            }
        }
        const owner = Number.parseInt(readText(lockPath), 10);
        if (isRunning(owner) && (owner !== process.pid || heldHere.has(lockPath))) {
            throw new DatabaseLockedError(`the database ${dbPath} is in use by another service (process ${owner}); stop it first or use another database file`);
        }
        // Left by a process that is gone: take it over.
        (0,external_node_fs_.rmSync)(lockPath, { force: true });
    }
    throw new DatabaseLockedError(`cannot take the lock file ${lockPath}: another process keeps taking it`);
}
function readText(path) {
    try {
        return (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch {
        return '';
    }
}
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

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ../main/node_modules/undici/index.js
var undici = __webpack_require__(2480);
// EXTERNAL MODULE: ./src/shared/extra-headers.ts
var extra_headers = __webpack_require__(6706);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/server/analyzer/net/fetch-failure.ts
// Why a fetch gave no usable response, as a code (stable, for programs) and a message (one line,
// for a person). Expected failures are values of this class, never stack traces in a report.
class FetchFailure extends Error {
    code;
    name = 'FetchFailure';
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}
/** Raised by the guarded connector before any connection to a refused address is opened. */
class RefusedAddressError extends Error {
    hostname;
    address;
    kind;
    name = 'RefusedAddressError';
    code = 'ERR_ANALYZER_REFUSED_ADDRESS';
    constructor(hostname, address, kind) {
        const where = hostname === address ? address : `${hostname} (${address})`;
        super(`refused to connect to ${where}: ${kind} address`);
        this.hostname = hostname;
        this.address = address;
        this.kind = kind;
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
    if (error instanceof RefusedAddressError) {
        return new FetchFailure('refused_address', `${url}: ${error.message}`);
    }
    const err = (error ?? {});
    const code = typeof err.code === 'string' ? err.code : '';
    const message = typeof err.message === 'string' ? err.message : String(error);
    if (err.cause instanceof RefusedAddressError)
        return classifyFetchError(err.cause, url);
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_FAIL' || code === 'ENODATA') {
        return new FetchFailure('dns_error', `${url}: the host name could not be resolved (${code})`);
    }
    if (TIMEOUT_CODES.has(code))
        return new FetchFailure('timeout', `${url}: timed out (${code})`);
    if (TLS_CODES.has(code) || code.startsWith('ERR_TLS_') || code.startsWith('ERR_SSL_')) {
        return new FetchFailure('tls_error', `${url}: TLS error: ${message} (${code})`);
    }
    if (CONNECTION_CODES.has(code)) {
        return new FetchFailure('connection_error', `${url}: connection failed: ${message} (${code})`);
    }
    const name = error?.name;
    if (code.startsWith('HPE_') ||
        code === 'UND_ERR_HEADERS_OVERFLOW' ||
        name === 'HTTPParserError') {
        return new FetchFailure('bad_response', `${url}: the server sent a malformed response (${code})`);
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
    const flush = truncated ? { finishFlush: (external_node_zlib_default()).constants.Z_SYNC_FLUSH } : {};
    try {
        switch (coding) {
            case 'gzip':
            case 'x-gzip':
                return await gunzip(data, { maxOutputLength, ...flush });
            case 'deflate':
                // "deflate" is meant to be zlib-wrapped, but some servers send raw deflate.
                return await inflate(data, { maxOutputLength, ...flush }).catch((error) => {
                    if (isTooLarge(error))
                        throw error;
                    return inflateRaw(data, { maxOutputLength, ...flush });
                });
            case 'br': {
                const brotliFlush = truncated ? { finishFlush: (external_node_zlib_default()).constants.BROTLI_OPERATION_FLUSH } : {};
                return await brotli(data, { maxOutputLength, ...brotliFlush });
            }
            case 'zstd':
                return await zstd(data, { maxOutputLength });
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
        url = parseHttpUrl(next);
        if (seen.has(url.href)) {
            throw new FetchFailure('redirect_loop', `redirect loop: ${url.href} was already visited`);
        }
        if (redirects.length > options.maxRedirects) {
            throw new FetchFailure('too_many_redirects', `more than ${options.maxRedirects} redirects, starting at ${input.href}`);
        }
    }
}
async function fetchOnce(url, options) {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
    try {
        const response = await (0,undici/* request */.Em)(url, {
            method: 'GET',
            dispatcher: options.dispatcher,
            signal,
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
            return {
                status,
                headers: response.headers,
                body: Buffer.alloc(0),
                transferBytes: 0,
                contentEncoding: [],
                truncated: false,
            };
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
;// CONCATENATED MODULE: ./src/server/analyzer/net/address-policy.ts
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
        const list = new external_node_net_.BlockList();
        list.addSubnet(network, prefix, family);
        return { kind, list };
    });
}
const V4 = compile(IPV4_RANGES, 'ipv4');
const V6 = compile(IPV6_RANGES, 'ipv6');
/** Names the kind of an IPv4 or IPv6 address (an IPv6 zone suffix such as %eth0 is ignored). */
function classifyAddress(address) {
    const bare = address.replace(/%.*$/, '');
    const family = (0,external_node_net_.isIP)(bare);
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
    const exceptions = new external_node_net_.BlockList();
    for (const entry of allowed) {
        const [network = '', prefix] = entry.split('/');
        const family = (0,external_node_net_.isIP)(network) === 6 ? 'ipv6' : 'ipv4';
        if ((0,external_node_net_.isIP)(network) === 0)
            throw new TypeError(`allowedAddresses: not an IP address: ${entry}`);
        if (prefix === undefined)
            exceptions.addAddress(network, family);
        else
            exceptions.addSubnet(network, Number(prefix), family);
    }
    return {
        refusal(address) {
            const bare = address.replace(/%.*$/, '');
            const family = (0,external_node_net_.isIP)(bare) === 6 ? 'ipv6' : 'ipv4';
            if (allowed.length > 0 && (0,external_node_net_.isIP)(bare) !== 0 && exceptions.check(bare, family))
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
    if ((0,external_node_net_.isIP)(address) !== 6)
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

;// CONCATENATED MODULE: ./src/server/analyzer/net/guarded-connector.ts
// An undici connector that resolves the host itself, vets every address, and then connects to
// exactly the address it vetted. Checking a name and letting the socket resolve it again would
// leave a window for DNS rebinding; here there is one resolution and the socket gets an IP.
// It also records the protocol ALPN settled on per origin, which is how http2 is observed.






const systemLookup = (hostname) => (0,promises_.lookup)(hostname, { all: true, order: 'ipv4first' });
/**
 * Resolves `hostname` and returns the address to connect to, or throws RefusedAddressError.
 * When a name resolves to several addresses, one refused address refuses the name: a name that
 * mixes public and private addresses is the usual shape of a rebinding attempt.
 */
async function resolveAllowed(hostname, policy, lookup = systemLookup) {
    const addresses = (0,external_node_net_.isIP)(hostname) ? [hostname] : (await lookup(hostname)).map((a) => a.address);
    if (addresses.length === 0) {
        throw Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' });
    }
    for (const address of addresses) {
        const refusal = policy.refusal(address);
        if (refusal !== null)
            throw new RefusedAddressError(hostname, address, refusal);
    }
    return addresses[0];
}
function createGuardedConnector(options) {
    const protocols = new Map();
    const policy = createAddressPolicy(options.allowPrivateNetwork, options.allowedAddresses);
    const base = (0,undici/* buildConnector */.gU)({
        allowH2: true,
        timeout: options.connectTimeoutMs,
        // `ca` replaces Node's bundled roots, so extra authorities are added to them, not instead.
        ...(options.ca === undefined ? {} : { ca: [...external_node_tls_.rootCertificates, ...[options.ca].flat()] }),
    });
    const connect = (opts, callback) => {
        resolveAllowed(opts.hostname, policy, options.lookup).then((address) => {
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
    const policy = createAddressPolicy(options.allowPrivateNetwork, options.allowedAddresses);
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
            headers[name] = value;
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


class RenderFailure extends Error {
    code;
    name = 'RenderFailure';
    constructor(code, message) {
        super(message);
        this.code = code;
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
    const { default: puppeteer } = await __webpack_require__.e(/* import() */ 707).then(__webpack_require__.bind(__webpack_require__, 707));
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
        return new RenderFailure('refused_address', `cannot render ${url}: refused ${refusal}`);
    }
    return new RenderFailure('render_error', `cannot render ${url}: ${message.split('\n')[0]}`);
}

;// CONCATENATED MODULE: ./src/server/analyzer/analyze-url.ts
// The networked half: fetch the page under the safety rules (and render it in a browser when
// asked), then /robots.txt, a random /404-<hex> path, /sitemap.xml and the canonical URL, and
// hand everything to the checks. Every page problem ends as an Analysis with a failure; only the
// caller's abort rejects.













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
        return failedAnalysis(url, null, asFailure(error));
    }
    const timeoutMs = options.timeoutMs ?? analyzer_options/* DEFAULT_TIMEOUT_MS */.t1;
    const connector = createGuardedConnector({
        allowPrivateNetwork: options.allowPrivateNetwork ?? false,
        allowedAddresses: options.allowedAddresses,
        lookup: options.lookup,
        connectTimeoutMs: timeoutMs,
        ca: options.ca,
    });
    // One agent per analysis: its connections, and the protocols they negotiated, are this
    // page's alone, and destroying it leaves nothing behind.
    const agent = new undici/* Agent */.g6({
        connect: connector.connect,
        allowH2: true,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
    });
    const base = {
        dispatcher: agent,
        timeoutMs,
        maxRedirects: options.maxRedirects ?? analyzer_options/* DEFAULT_MAX_REDIRECTS */.Tt,
        maxBodyBytes: options.maxBodyBytes ?? analyzer_options/* DEFAULT_MAX_BODY_BYTES */.y_,
        overflow: 'fail',
        accept: ACCEPT_HTML,
        userAgent: options.userAgent ?? analyzer_options/* DEFAULT_USER_AGENT */.qx,
        signal,
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
        const refusal = responseFailure(finalUrl, page.status, contentType, bodyStart, settings.profile);
        if (refusal !== null)
            return failedAnalysis(url, finalUrl, refusal, fetchMs);
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
            httpVersion: connector.protocols.get(origin),
            charset: { name: decoded.charset, source: decoded.source },
            fetchMs,
            redirects: page.hops,
            ...(rendered === null ? {} : { rendered: true }),
        };
        const empty = admissionFailure(input, settings.profile);
        if (empty !== null)
            return failedAnalysis(url, finalUrl, empty, fetchMs);
        // Only the head is read here, for the canonical to probe: the whole document is judged
        // below, off this thread in the service.
        const canonical = settings.profile === 'all'
            ? canonicalToProbe(extractFacts(headOf(body)), headers, finalUrl)
            : null;
        const [robots, notFound, sitemap, canonicalTarget] = await Promise.all([
            probe(new URL('/robots.txt', origin), { ...base, accept: ACCEPT_TEXT }, ROBOTS_MAX_BYTES),
            probe(new URL(`/404-${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`, origin), base, PROBE_MAX_BYTES),
            probe(new URL('/sitemap.xml', origin), { ...base, accept: ACCEPT_XML }, PROBE_MAX_BYTES),
            canonical === null ? undefined : probeCanonical(canonical, base),
        ]);
        // The document is judged by `judge`: in the service, a worker thread with a deadline.
        const judge = options.judge ?? analyzeDocument;
        return await judge({
            ...input,
            robots,
            notFound,
            sitemap,
            ...(canonicalTarget === undefined ? {} : { canonicalTarget }),
        }, options);
    }
    catch (error) {
        if (signal?.aborted)
            throw signal.reason;
        return failedAnalysis(url, finalUrl, asFailure(error), fetchMs);
    }
    finally {
        agent.destroy().catch(() => undefined);
    }
}
/** The document up to the end of its head (where a canonical link belongs), or all of it. */
function headOf(html) {
    const end = html.search(/<\/head\s*>|<body[\s>]/i);
    return end === -1 ? html : html.slice(0, end);
}
/**
 * The page's canonical URL when it names another page (absolute, http(s)): that one is requested
 * to see whether it redirects, fails or is kept out of the index.
 */
function canonicalToProbe(facts, headers, finalUrl) {
    const headerValues = (name) => {
        const value = headers[name];
        return typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
    };
    const href = canonicalHrefs({ facts, headerValues })[0];
    if (href === undefined)
        return null;
    const base = (facts.baseHref && URL.parse(facts.baseHref, finalUrl)) || new URL(finalUrl);
    const url = URL.parse(href.trim(), base.href);
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:'))
        return null;
    url.hash = '';
    return url.href === finalUrl ? null : url;
}
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
        const noindex = [robotsHeaders ?? []].flat().some(headerBlocksIndexing) ||
            extractFacts(answer.body.toString('utf8')).metaRobots.some(blocksIndexing);
        return { url: url.href, status: answer.status, noindex };
    }
    catch (error) {
        if (options.signal?.aborted)
            throw options.signal.reason;
        return { url: url.href, status: null, error: asFailure(error).message };
    }
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
function asFailure(error) {
    if (error instanceof FetchFailure)
        return { code: error.code, message: error.message };
    if (error instanceof RenderFailure)
        return { code: error.code, message: error.message };
    const message = error instanceof Error ? error.message : String(error);
    return { code: 'internal_error', message: `unexpected analyzer error: ${message}` };
}

;// CONCATENATED MODULE: ./src/server/analyzer/index.ts
// The analyzer's public face: fetch a page safely and judge it (analyzeUrl), or judge material
// fetched elsewhere (analyzeDocument). It knows nothing of the service or the action.






;// CONCATENATED MODULE: ./src/server/service/default-analyzer.ts

/**
 * The real analyzer behind the queue: the page is fetched here and judged in the pool's worker
 * threads. The service's own settings (abort signal, private network) win over the operator's
 * analyzer options, so a stop or a deadline always reaches a running analysis, and ends its
 * worker thread.
 */
function createDefaultAnalyzer(options = {}, pool) {
    return (url, { signal, allowPrivateNetwork }) => analyzeUrl(url, {
        ...options,
        signal,
        allowPrivateNetwork,
        ...(pool ? { judge: (input, judgeOptions) => pool.judge(input, judgeOptions, signal) } : {}),
    });
}

;// CONCATENATED MODULE: ./src/server/service/storage-health.ts
class StorageError extends Error {
    name = 'StorageError';
    kind;
    constructor(kind, message, options) {
        super(message, options);
        this.kind = kind;
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

class QueueFullError extends Error {
    name = 'QueueFullError';
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
        const settled = new Promise((resolve) => {
            const list = this.#waiters.get(id) ?? [];
            list.push(resolve);
            this.#waiters.set(id, list);
        });
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
        const timeout = AbortSignal.timeout(timeoutMs);
        const signal = AbortSignal.any([entry.controller.signal, timeout]);
        let analysis;
        try {
            // Raced with the signal so that an analyzer that ignores it still frees the worker.
            analysis = await Promise.race([
                analyze(targetUrl, { signal, allowPrivateNetwork }),
                rejectWhenAborted(signal),
            ]);
        }
        catch (error) {
            if (entry.stopReason)
                return;
            if (timeout.aborted) {
                store.fail(id, entry.generation, 'timeout', `the generation took longer than ${Math.round(timeoutMs / 1000)} s`);
                return;
            }
            // The analyzer reports page problems in `failure`; a throw is a bug, kept to one line.
            logger.error(`report ${id}: the analyzer failed: ${oneLine(error)}`);
            store.fail(id, entry.generation, 'internal_error', 'the analyzer failed unexpectedly; try again');
            return;
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
function rejectWhenAborted(signal) {
    return new Promise((_resolve, reject) => {
        if (signal.aborted)
            reject(signal.reason);
        else
            signal.addEventListener('abort', () => reject(signal.reason), { once: true });
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
class HttpError extends Error {
    name = 'HttpError';
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
    #errors = {};
    add(field, message) {
        const list = this.#errors[field] ?? [];
        list.push(message);
        this.#errors[field] = list;
    }
    throwIfAny() {
        if (Object.keys(this.#errors).length > 0)
            throw new HttpError(422, this.#errors);
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
var report_json = __webpack_require__(5330);
// EXTERNAL MODULE: ./src/server/service/timestamps.ts
var timestamps = __webpack_require__(9320);
;// CONCATENATED MODULE: ./src/server/service/http/serialize.ts



function serializeReport(report) {
    return { ...(0,report_json/* fieldsBeforeResults */.dZ)(report), results: report.results, ...(0,report_json/* fieldsAfterResults */.kB)(report) };
}
function serializeProject(project) {
    return {
        project: project.project,
        reports: project.reports,
        result: project.meanScore === null ? null : (0,grade/* gradeForScore */.rM)(project.meanScore),
        score: project.meanScore,
        created_at: (0,timestamps/* toApiTimestamp */.s)(project.createdAt),
    };
}

// EXTERNAL MODULE: ./src/shared/interface.ts
var shared_interface = __webpack_require__(5932);
;// CONCATENATED MODULE: ./src/server/service/clean-url.ts
// How a report shows its URL (docs/compatibility.md, "Report object"): scheme and "www."
// stripped, a lone trailing "/" removed. The fragment never reaches a server, so it is dropped too.
const MAX_URL_LENGTH = 2048;
function cleanUrl(absoluteUrl) {
    const url = new URL(absoluteUrl);
    const host = url.host.replace(/^www\./i, '');
    const path = url.pathname === '/' && url.search === '' ? '' : url.pathname;
    return `${host}${path}${url.search}`;
}
/** The project a report joins when the caller names none: the host without "www.". */
function projectForUrl(absoluteUrl) {
    return new URL(absoluteUrl).hostname.replace(/^www\./i, '');
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
        if ((0,grade/* isGrade */.qI)(resultText))
            result = resultText;
        else
            errors.add('result', `The selected result is invalid. Allowed: ${grade/* GRADES */.F4.join(', ')}.`);
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
class AnswerCache {
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
        cache = new AnswerCache();
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
    const created = context.reports.insert({
        userId: info.userId,
        targetUrl: input.url,
        project: input.project ?? projectForUrl(input.url),
        privacy: input.privacy,
        passwordHash,
    });
    const generated = context.queue.enqueue(created.id);
    if (context.options.generation === 'sync')
        await generated;
    sendJson(info.response, 201, { data: serializeReport(readBack(context, created)) });
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
var render_report_page = __webpack_require__(1461);
;// CONCATENATED MODULE: ./src/server/service/work-gate.ts
// A small gate in front of expensive work that strangers can ask for (checking a report page
// password costs a deliberate 50 ms of scrypt on the thread pool that every request shares): a
// few run at once, a few more wait, and the rest are turned away at once instead of queueing
// until the service is slow for everyone.
class GateFullError extends Error {
    name = 'GateFullError';
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
// everyone out); private reports only to their owner's key. A hidden report looks missing.
function cookieName(id) {
    return `seo_report_${id}`;
}
function cookieValue(context, report) {
    return (0,external_node_crypto_.createHmac)('sha256', context.pageSecret)
        .update(`${report.id}:${report.passwordHash ?? ''}`)
        .digest('base64url');
}
function readCookie(request, name) {
    for (const part of (request.headers.cookie ?? '').split(';')) {
        const [key, ...rest] = part.trim().split('=');
        if (key === name)
            return rest.join('=');
    }
    return null;
}
function hasUnlocked(context, request, report) {
    const given = readCookie(request, cookieName(report.id));
    if (!given)
        return false;
    const expected = Buffer.from(cookieValue(context, report));
    const actual = Buffer.from(given);
    return actual.length === expected.length && (0,external_node_crypto_.timingSafeEqual)(actual, expected);
}
function sendNotFound(info) {
    sendHtml(info.response, 404, (0,render_report_page/* renderMessagePage */.pj)('Report not found', 'There is no report at this address, or it is private.'));
}
/** The report if this visitor may know it exists (everything but another's private report). */
function visibleReport(context, info) {
    const id = parseReportId(info.params);
    const report = id === null ? null : context.reports.get(id);
    if (!report)
        return null;
    const owner = authenticate(info.request, context.keys) === report.userId;
    if (report.privacy === 1 && !owner)
        return null;
    return { report, owner };
}
function showReportPage(context, info) {
    const visible = visibleReport(context, info);
    if (!visible) {
        sendNotFound(info);
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
    const report = visibleReport(context, info)?.report;
    if (!report) {
        sendNotFound(info);
        return;
    }
    const path = info.url.pathname;
    if (report.privacy !== 2 || report.passwordHash === null) {
        info.response.writeHead(303, { Location: path });
        info.response.end();
        return;
    }
    const address = info.request.socket.remoteAddress ?? 'unknown';
    // Per address and report, then per report whatever the address: many addresses together
    // get no more guesses at one report than the per-report cap.
    for (const decision of [
        context.passwordLimiter.hit(`${address}:${report.id}`),
        context.reportPasswordLimiter.hit(String(report.id)),
    ]) {
        if (!decision.allowed) {
            throw new HttpError(429, 'Too Many Attempts.', {
                'Retry-After': String(decision.retryAfterSeconds),
            });
        }
    }
    const fields = await readFormBody(info.request, context.options.maxBodyBytes);
    const password = fields.get('password') ?? '';
    const hash = report.passwordHash;
    let matches = false;
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
    }
    if (!matches)
        return sendHtml(info.response, 403, (0,render_report_page/* renderPasswordPage */.ZT)(path, true));
    info.response.writeHead(303, {
        Location: path,
        'Set-Cookie': `${cookieName(report.id)}=${cookieValue(context, report)}; Path=${path}; HttpOnly; SameSite=Lax`,
    });
    info.response.end();
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
    const server = (0,external_node_http_.createServer)({ requestTimeout: 120_000 }, (request, response) => {
        track(handle(context, request, response));
    });
    server.on('clientError', (error, socket) => {
        if (!socket.writable)
            return socket.destroy();
        const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
        const body = JSON.stringify({ message: 'Bad request.', status });
        socket.end(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
            `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
            `Connection: close\r\n\r\n${body}`);
    });
    return server;
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
    const handler = match.route.methods[method];
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
                meanScore: row.mean_score === null ? null : Math.round(row.mean_score * 100) / 100,
                createdAt: row.created_at,
            })),
            total,
        };
    }
}

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
// The same bands as gradeForScore in src/shared/grade.ts, as SQL ranges so that indexes on score apply.
// `column` is "score", or "+score" to keep the planner from choosing the score index (see list).
function gradeCondition(grade, column) {
    switch (grade) {
        case 'good':
            return `${column} > 79`;
        case 'decent':
            return `${column} >= 49 AND ${column} <= 79`;
        case 'bad':
            return `${column} < 49`;
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
    constructor(db, health = new StorageHealth(SILENT_LOGGER), items = new ItemCache()) {
        this.#db = db;
        this.#health = health;
        this.#items = items;
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
            this.#db.exec('BEGIN IMMEDIATE');
            try {
                result = work();
                this.#db.exec('COMMIT');
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
    insert(report) {
        const now = Date.now();
        return this.#write(() => {
            const { lastInsertRowid } = this.#prepare(`INSERT INTO reports (user_id, target_url, url, project, privacy, password_hash, state,
           created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`).run(report.userId, report.targetUrl, cleanUrl(report.targetUrl), report.project, report.privacy, report.passwordHash, now, now);
            this.#render(lastInsertRowid);
            const row = this.#prepare('SELECT * FROM reports WHERE id = ?').get(lastInsertRowid);
            if (!row)
                throw new Error(`report ${lastInsertRowid} vanished inside its own insert`);
            return toRecord(row);
        });
    }
    get(id) {
        const row = this.#prepare('SELECT * FROM reports WHERE id = ?').get(id);
        return row ? toRecord(row) : null;
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
        let url;
        try {
            url = cleanUrl(finalUrl);
        }
        catch {
            url = finalUrl;
        }
        this.#write(() => {
            const { changes } = this.#prepare(`UPDATE reports SET state = 'generated', score = ?, results = ?, url = ?, error_code = NULL,
           error_message = NULL, generated_at = ?, updated_at = ?
         WHERE id = ? AND generation = ? AND state = 'running'`).run(analysis.score, JSON.stringify(analysis.results), url, now, now, id, generation);
            if (changes > 0)
                this.#render(id);
        });
    }
    fail(id, generation, code, message) {
        this.#write(() => {
            const { changes } = this.#prepare(`UPDATE reports SET state = 'failed', score = NULL, results = NULL, error_code = ?,
           error_message = ?, generated_at = NULL, updated_at = ?
         WHERE id = ? AND generation = ? AND state = 'running'`).run(cutText(code, 64), cutText(message, MAX_ERROR_MESSAGE), Date.now(), id, generation);
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
        if (window.count >= limit) {
            return { allowed: false, limit, remaining: 0, retryAfterSeconds };
        }
        window.count++;
        return { allowed: true, limit, remaining: limit - window.count, retryAfterSeconds };
    }
    /** Forgets finished windows so that the map stays small with many keys or addresses. */
    #sweep(now) {
        for (const [key, window] of this.#windows) {
            if (now - window.start >= this.#options.windowMs)
                this.#windows.delete(key);
        }
    }
}

;// CONCATENATED MODULE: ./src/server/service/settings.ts

/**
 * The secret that signs report-page cookies, created once and kept in the database so that
 * a visitor who entered a report's password stays let in across restarts.
 */
function pageCookieSecret(db) {
    db.prepare('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run('page_cookie_secret', (0,external_node_crypto_.randomBytes)(32).toString('base64url'));
    const row = db.prepare('SELECT value FROM settings WHERE name = ?').get('page_cookie_secret');
    return Buffer.from(row.value, 'base64url');
}

// EXTERNAL MODULE: ./src/shared/pages/render-index-page.ts
var render_index_page = __webpack_require__(2315);
;// CONCATENATED MODULE: ./src/server/service/index.ts

















class ServiceStartError extends Error {
    name = 'ServiceStartError';
}
/** Requests still being answered when close() is called get this long to finish. */
const CLOSE_GRACE_MS = 5_000;
async function startService(options = {}) {
    const resolved = resolveOptions(options);
    let unlock;
    try {
        unlock = lockDatabase(resolved.dbPath);
    }
    catch (error) {
        throw new ServiceStartError(error.message);
    }
    let db;
    try {
        db = (0,database/* openDatabase */.qI)(resolved.dbPath, { maxBytes: resolved.maxDatabaseBytes });
    }
    catch (error) {
        unlock();
        throw error;
    }
    const keys = new api_keys/* ApiKeyStore */.nG(db);
    for (const key of resolved.apiKeys)
        keys.register(key);
    const reports = new ReportStore(db, new StorageHealth(resolved.logger));
    // Analyses of fetched pages run in worker threads unless the caller brings its own analyzer.
    const pool = options.analyze ? null : sharedAnalysisPool(resolved.analysisWorkers);
    void pool?.warm();
    const queue = new GenerationQueue({
        store: reports,
        analyze: options.analyze ?? createDefaultAnalyzer(analyzerOptionsOf(options), pool ?? undefined),
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
        apiLimiter: resolved.rateLimit ? new RequestThrottle(resolved.rateLimit) : null,
        // Password guesses on report pages: per address and report, independent of API limits.
        passwordLimiter: new RequestThrottle({ limit: 10, windowMs: 60_000 }),
        // Many addresses share one report's budget: thirty guesses a minute, however they come.
        reportPasswordLimiter: new RequestThrottle({ limit: 30, windowMs: 60_000 }),
        // scrypt runs on the thread pool every request shares (four threads): at most one check at
        // a time, a few waiting, so a flood of guesses leaves the rest for creates and reads.
        passwordGate: new WorkGate(1, 4),
        pageSecret: pageCookieSecret(db),
        baseUrl: () => baseUrl,
    };
    const inFlight = new Set();
    const server = createServiceServer(context, (work) => {
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
        const code = error.code;
        throw new ServiceStartError(code === 'EADDRINUSE'
            ? `port ${resolved.port} on ${resolved.host} is already in use`
            : `cannot listen on ${resolved.host}:${resolved.port}: ${error.message}`);
    }
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
            try {
                db.exec('PRAGMA optimize');
            }
            catch {
                // A full disk must not keep the database from closing.
            }
            db.close();
            unlock();
            resolved.logger.info('stopped');
        })();
        return closing;
    };
    return { url: baseUrl, createKey: () => keys.create(), close };
}


/***/ }),

/***/ 5330:
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
/* harmony import */ var _shared_grade_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5816);
/* harmony import */ var _timestamps_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9320);


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

/***/ 9320:
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


/***/ })

};

//# sourceMappingURL=242.index.js.map