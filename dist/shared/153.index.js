export const id = 153;
export const ids = [153];
export const modules = {

/***/ 9153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runCli: () => (/* binding */ runCli)
/* harmony export */ });
/* harmony import */ var _shared_cli_io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2046);
/* harmony import */ var _shared_cli_suggest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4354);
/* harmony import */ var _shared_cli_usage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1207);
/* harmony import */ var _shared_cli_version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7032);




// Subcommands by name, each loaded only when run: `seo-report --help` and `--version` load
// none of the audit, the service or the analyzer.
const COMMANDS = {
    audit: {
        summary: 'Audit web pages for SEO and print a results table',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(908), __webpack_require__.e(274), __webpack_require__.e(292), __webpack_require__.e(609), __webpack_require__.e(142), __webpack_require__.e(361)]).then(__webpack_require__.bind(__webpack_require__, 5361))).runAuditCommand,
    },
    demo: {
        summary: 'Audit a sample site with the embedded service (npm start)',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(908), __webpack_require__.e(274), __webpack_require__.e(292), __webpack_require__.e(609), __webpack_require__.e(142), __webpack_require__.e(361), __webpack_require__.e(254)]).then(__webpack_require__.bind(__webpack_require__, 4254))).runDemo,
    },
    serve: {
        summary: 'Run the SEO Report API reference service',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(455), __webpack_require__.e(908), __webpack_require__.e(274), __webpack_require__.e(295), __webpack_require__.e(159), __webpack_require__.e(770), __webpack_require__.e(137)]).then(__webpack_require__.bind(__webpack_require__, 2137))).runServe,
    },
    keys: {
        summary: 'Manage API keys of a service database (keys create)',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(455), __webpack_require__.e(908), __webpack_require__.e(274), __webpack_require__.e(295), __webpack_require__.e(159), __webpack_require__.e(770), __webpack_require__.e(712)]).then(__webpack_require__.bind(__webpack_require__, 3712))).runKeys,
    },
};
function mainHelp() {
    const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
    const lines = Object.entries(COMMANDS).map(([name, { summary }]) => `  ${name.padEnd(width)}  ${summary}`);
    return `Usage: seo-report <command> [options]

Commands:
${lines.join('\n')}

Run seo-report <command> --help for the options of a command; seo-report --version prints
the version.
`;
}
/** Runs the command line and returns the exit code; expected failures print one line. */
async function runCli(argv, io) {
    const [name, ...args] = argv;
    try {
        if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
            io.stdout(mainHelp());
            return name === undefined ? _shared_cli_io_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_USAGE */ .Ri : 0;
        }
        if (name === '--version' || name === '-v' || name === 'version') {
            io.stdout(`seo-report ${_shared_cli_version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x}\n`);
            return 0;
        }
        // Own keys only: `seo-report constructor` is an unknown command, not Object's constructor.
        const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
        if (!command) {
            const names = Object.keys(COMMANDS);
            // A flag before the command (seo-report --verison) is a mistyped --version or --help.
            const guess = (0,_shared_cli_suggest_js__WEBPACK_IMPORTED_MODULE_3__/* .closest */ .k)(name, name.startsWith('-') ? ['--version', '--help'] : names);
            const mean = guess === null ? '' : `; did you mean ${guess}?`;
            throw new _shared_cli_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`seo-report: unknown command "${name}"${mean}; allowed: ${names.join(', ')}`);
        }
        const run = await command.load();
        return await run(args, io);
    }
    catch (error) {
        if (error instanceof _shared_cli_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb) {
            io.stderr(`${error.message}\n`);
            return _shared_cli_io_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_USAGE */ .Ri;
        }
        const message = error instanceof Error ? error.message : String(error);
        io.stderr(`seo-report: ${message.split('\n')[0]}\n`);
        return _shared_cli_io_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_FAILURE */ .w5;
    }
}


/***/ }),

/***/ 2046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ij: () => (/* binding */ EXIT_OK),
/* harmony export */   PF: () => (/* binding */ tableWidth),
/* harmony export */   Ri: () => (/* binding */ EXIT_USAGE),
/* harmony export */   w5: () => (/* binding */ EXIT_FAILURE)
/* harmony export */ });
/** Exit codes: 0 done, 1 the command failed, 2 the command line was wrong. */
const EXIT_OK = 0;
const EXIT_FAILURE = 1;
const EXIT_USAGE = 2;
/**
 * How wide the results table may be: the terminal's width; else COLUMNS when set (a pager or a
 * script that wants a width); else no limit, so that a file, a pipe or a CI log keeps every URL
 * whole (CI logs do not fold lines).
 */
function tableWidth(io) {
    if (io.columns !== undefined && io.columns > 0)
        return io.columns;
    const columns = Number(io.env.COLUMNS);
    return Number.isInteger(columns) && columns > 0 ? columns : null;
}


/***/ }),

/***/ 4354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
/* unused harmony export editDistance */
// "Did you mean": the closest known name to a mistyped flag or command, or null when none is
// close enough to be a likely typo (a wrong guess would be worse than none).
/**
 * Edits between two strings, a swap of neighbours counting as one (optimal string alignment):
 * `audti` is one slip from `audit`, not two.
 */
function editDistance(a, b) {
    const rows = [];
    for (let i = 0; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            if (i === 0) {
                row.push(j);
                continue;
            }
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let best = Math.min((rows[i - 1]?.[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (rows[i - 1]?.[j - 1] ?? 0) + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
            row.push(best);
        }
        rows.push(row);
    }
    return rows[a.length]?.[b.length] ?? Math.max(a.length, b.length);
}
/**
 * The candidate `typed` most likely meant: the nearest within a quarter of its length (at least
 * one edit), else the only candidate it starts (`--allow` for `--allow-private-network`).
 * Case and `_` for `-` are forgiven. Names shorter than 3 characters get no guess: `-x` is one
 * edit from every short flag.
 */
function closest(typed, candidates) {
    const norm = (name) => name.replace(/^-+/, '').toLowerCase().replaceAll('_', '-');
    const wanted = norm(typed);
    if (wanted.length < 3)
        return null;
    const limit = Math.max(1, Math.floor(wanted.length / 4));
    let best = null;
    for (const name of candidates) {
        const distance = editDistance(wanted, norm(name));
        if (distance <= limit && (best === null || distance < best.distance))
            best = { name, distance };
    }
    if (best)
        return best.name;
    const started = candidates.filter((name) => norm(name).startsWith(wanted));
    return started.length === 1 ? (started[0] ?? null) : null;
}


/***/ }),

/***/ 1207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   tB: () => (/* binding */ integerFlag)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8382);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4354);



/** A wrong command line: printed as one line naming the flag and what it allows, exit 2. */
class UsageError extends _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SeoReportError */ .K {
    name = 'UsageError';
    get errorCode() {
        return 'SEO_USAGE_INVALID';
    }
}
/**
 * node:util parseArgs with its messages replaced by one short line that names the command and
 * the flag, and points at --help.
 */
function parseCommandArgs(command, args, options, allowPositionals = false) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args, options, strict: true, allowPositionals });
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const code = error.code;
        const flag = /'(-{1,2}[^' ]+)/.exec(message)?.[1] ?? '';
        if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
            const known = Object.keys(options).map((name) => `--${name}`);
            const guess = (0,_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)(flag, known);
            throw new UsageError(guess === null
                ? `${command}: unknown option ${flag} (see ${command} --help)`
                : `${command}: unknown option ${flag}; did you mean ${guess}? (see ${command} --help)`);
        }
        if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
            // node uses this code for three mistakes; "needs a value" fits only a missing value. A
            // switch given a value (--allow-private-network=yes) or a value starting with a dash
            // (--port -1, taken for another option) got that wrong hint before.
            if (message.includes('does not take an argument')) {
                throw new UsageError(`${command}: ${flag} is a switch and takes no value (see ${command} --help)`);
            }
            if (message.includes('argument is ambiguous')) {
                throw new UsageError(`${command}: ${flag} needs a value; write one that starts with a dash as ${flag}=VALUE (see ${command} --help)`);
            }
            throw new UsageError(`${command}: ${flag || 'an option'} needs a value (see ${command} --help)`);
        }
        if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
            throw new UsageError(`${command}: unexpected argument ${message.match(/'([^']+)'/)?.[1] ?? ''} (see ${command} --help)`);
        }
        throw new UsageError(`${command}: ${message.split('\n')[0]}`);
    }
}
/** An integer flag within bounds, or a UsageError that says what is allowed. */
function integerFlag(command, flag, value, fallback, min, max) {
    if (value === undefined)
        return fallback;
    const number = Number(value);
    if (!/^\d+$/.test(value.trim()) || number < min || number > max) {
        throw new UsageError(`${command}: --${flag} must be an integer from ${min} to ${max}, got "${value}"`);
    }
    return number;
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


/***/ }),

/***/ 8382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ SeoReportError)
/* harmony export */ });
/* unused harmony export ERROR_CODES */
// One base for every error the project throws, and one stable code per failure kind, as undici
// gives each of its errors (UND_ERR_CONNECT_TIMEOUT): a program branches on the code, a person
// reads the message, and a message can be reworded without breaking either. The codes are
// listed here, each with the one class that throws it, so that no two classes share a code and a
// new kind cannot be added without a line here and a row in docs/troubleshooting.md ("Error
// codes"; test/errors.test.ts checks both).
//
// The field is `errorCode`, not `code`: five classes had a `code` before this base existed, with
// other meanings that stay (SeoReportApiError's is the API client's documented kind, `timeout`;
// FetchFailure's and RenderFailure's are the wire codes of a report's failure; ExchangeError's
// and RefusedAddressError's are read by code that walks an error's causes for a system code such
// as ECONNREFUSED). One name on every class lets a caller read the stable code without knowing
// which class it caught.
/** Every stable code, with the class that throws it. A code is never renamed or reused. */
const ERROR_CODES = {
    // shared
    SEO_USAGE_INVALID: 'UsageError',
    // client: options, sitemap, refresh, baselines
    SEO_OPTION_INVALID: 'OptionError',
    SEO_SITEMAP_UNREADABLE: 'SitemapError',
    SEO_REFRESH_LOOKUP_FAILED: 'RefreshLookupError',
    SEO_RULE_INVALID: 'RuleError',
    SEO_BASELINE_SHAPE_INVALID: 'BaselineShapeError',
    // client: the API client, one per SeoReportApiError.code
    SEO_API_INVALID_PARAMETER: 'SeoReportApiError',
    SEO_API_UNAUTHENTICATED: 'SeoReportApiError',
    SEO_API_FORBIDDEN: 'SeoReportApiError',
    SEO_API_NOT_FOUND: 'SeoReportApiError',
    SEO_API_VALIDATION: 'SeoReportApiError',
    SEO_API_RATE_LIMITED: 'SeoReportApiError',
    SEO_API_SERVER_ERROR: 'SeoReportApiError',
    SEO_API_HTTP: 'SeoReportApiError',
    SEO_API_REDIRECT: 'SeoReportApiError',
    SEO_API_HTML_PAGE: 'SeoReportApiError',
    SEO_API_GARBLED: 'SeoReportApiError',
    SEO_API_NOT_THE_API: 'SeoReportApiError',
    SEO_API_NETWORK: 'SeoReportApiError',
    SEO_API_TLS: 'SeoReportApiError',
    SEO_API_UNREACHABLE: 'SeoReportApiError',
    SEO_API_TIMEOUT: 'SeoReportApiError',
    SEO_API_ABORTED: 'SeoReportApiError',
    // client: one HTTP exchange, one per ExchangeError.code
    SEO_EXCHANGE_CONNECT_TIMEOUT: 'ExchangeError',
    SEO_EXCHANGE_HEADERS_TIMEOUT: 'ExchangeError',
    SEO_EXCHANGE_BODY_TIMEOUT: 'ExchangeError',
    SEO_EXCHANGE_RESPONSE_TOO_LARGE: 'ExchangeError',
    SEO_EXCHANGE_CONNECTION_CLOSED: 'ExchangeError',
    // server: the analyzer's fetch, one per FetchFailure.code
    SEO_FETCH_INVALID_URL: 'FetchFailure',
    SEO_FETCH_UNSUPPORTED_SCHEME: 'FetchFailure',
    SEO_FETCH_REFUSED_ADDRESS: 'FetchFailure',
    SEO_FETCH_DNS_ERROR: 'FetchFailure',
    SEO_FETCH_CONNECTION_ERROR: 'FetchFailure',
    SEO_FETCH_TLS_ERROR: 'FetchFailure',
    SEO_FETCH_TIMEOUT: 'FetchFailure',
    SEO_FETCH_TOO_MANY_REDIRECTS: 'FetchFailure',
    SEO_FETCH_REDIRECT_LOOP: 'FetchFailure',
    SEO_FETCH_BAD_REDIRECT: 'FetchFailure',
    SEO_FETCH_BAD_RESPONSE: 'FetchFailure',
    SEO_FETCH_TOO_LARGE: 'FetchFailure',
    SEO_FETCH_BAD_CONTENT_ENCODING: 'FetchFailure',
    SEO_FETCH_BAD_CHARSET: 'FetchFailure',
    SEO_FETCH_BAD_ENCODING: 'FetchFailure',
    SEO_FETCH_ERROR: 'FetchFailure',
    SEO_ADDRESS_REFUSED: 'RefusedAddressError',
    // server: the analyzer's browser, one per RenderFailure.code
    SEO_RENDER_NO_BROWSER: 'RenderFailure',
    SEO_RENDER_FAILED: 'RenderFailure',
    SEO_RENDER_REFUSED_ADDRESS: 'RenderFailure',
    SEO_RENDER_TIMEOUT: 'RenderFailure',
    // server: the service
    SEO_SERVICE_START_FAILED: 'ServiceStartError',
    SEO_SERVICE_HTTP: 'HttpError',
    SEO_DATABASE_LOCKED: 'DatabaseLockedError',
    SEO_DATABASE_OPEN_FAILED: 'DatabaseOpenError',
    SEO_DATABASE_VERSION: 'DatabaseVersionError',
    SEO_STORAGE_FULL: 'StorageError',
    SEO_STORAGE_BUSY: 'StorageError',
    SEO_STORAGE_FAILED: 'StorageError',
    SEO_QUEUE_FULL: 'QueueFullError',
    SEO_GATE_FULL: 'GateFullError',
    SEO_ANALYSIS_WORKER_FAILED: 'AnalysisWorkerError',
};
/**
 * The base of every error the project throws. Subclasses keep their own name, message and
 * fields; each answers `errorCode` from a getter on its prototype, so an instance gains no own
 * property (what `util.inspect`, `toEqual` and a structured clone see is unchanged).
 */
class SeoReportError extends Error {
}


/***/ })

};

//# sourceMappingURL=153.index.js.map