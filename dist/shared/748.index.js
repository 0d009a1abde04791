export const id = 748;
export const ids = [748];
export const modules = {

/***/ 1546:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ runEntry)
/* harmony export */ });
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9282);
// Runs a step so that an unexpected failure ends it with one line, not a stack trace (the
// stack goes to the debug log, shown when the workflow runs with debug logging).

async function runEntry(step, onError = 'fail') {
    try {
        await step();
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // The post step only cleans up: its failures must not turn a passing audit red.
        if (onError === 'warn')
            _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .runner */ .lj.warning(`Unexpected error: ${message}`);
        else
            _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .runner */ .lj.setFailed(`Unexpected error: ${message}`);
        if (error instanceof Error && error.stack)
            _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .runner */ .lj.debug(error.stack);
    }
    finally {
        // Whatever waited for @actions/core is written before the step ends.
        await (0,_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .loadToolkit */ .fl)();
    }
}


/***/ }),

/***/ 2073:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HC: () => (/* binding */ parseActionInputs),
/* harmony export */   R$: () => (/* binding */ DEFAULT_COMMENT_TAG),
/* harmony export */   Ui: () => (/* binding */ readActionInputs),
/* harmony export */   jB: () => (/* binding */ inputErrorLine),
/* harmony export */   q: () => (/* binding */ maskSecretInputs),
/* harmony export */   q9: () => (/* binding */ WORDS)
/* harmony export */ });
/* harmony import */ var _api_params_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7712);
/* harmony import */ var _app_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1565);
/* harmony import */ var _app_messages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6519);
/* harmony import */ var _app_option_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6741);
/* harmony import */ var _app_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(323);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9282);
// The action's inputs: the job's options (app/config.ts) as the runner passes them, plus the
// inputs only the action has (cleanup, summary, the comment). Option problems are worded with
// the inputs' own names, as a workflow's `with:` block has them.






const WORDS = (0,_app_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .wordsFor */ .tu)(_app_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_WORDING */ .iw);
const DEFAULT_COMMENT_TAG = 'seo-report';
const COMMENT_TAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** `read(name)` returns the raw input, '' when unset. Throws OptionError. */
function parseActionInputs(read) {
    const get = (name) => read(name).trim();
    return {
        job: (0,_app_config_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJobConfig */ .PD)(read),
        cleanup: (0,_app_option_values_js__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .z)('cleanup', get('cleanup')),
        summary: (0,_app_option_values_js__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .z)('summary', get('summary'), true),
        comment: {
            enabled: (0,_app_option_values_js__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .z)('comment', get('comment')),
            tag: checkCommentTag(get('comment-tag') || DEFAULT_COMMENT_TAG),
            githubToken: get('github-token'),
        },
    };
}
/** The inputs from the runner, or the failure line for a bad one. */
function readActionInputs() {
    try {
        return parseActionInputs(_runner_js__WEBPACK_IMPORTED_MODULE_5__/* .actionInput */ .jD);
    }
    catch (error) {
        if (error instanceof _app_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .OptionError */ .eR)
            return { failure: inputErrorLine(error) };
        throw error;
    }
}
function inputErrorLine(error) {
    return `Input ${error.option}: ${WORDS.message(error.problem)}`;
}
/** Masks the secret inputs (and each extra header's value) before anything can print them. */
function maskSecretInputs() {
    const headerValues = (0,_runner_js__WEBPACK_IMPORTED_MODULE_5__/* .actionInput */ .jD)('headers')
        .split(/\r?\n/)
        .map((line) => line.slice(line.indexOf(':') + 1));
    for (const name of ['api-key', 'password', 'github-token']) {
        mask((0,_runner_js__WEBPACK_IMPORTED_MODULE_5__/* .actionInput */ .jD)(name));
    }
    for (const value of headerValues)
        mask(value);
}
function mask(value) {
    if (value.trim() === '')
        return;
    _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .runner */ .lj.setSecret(value);
    if (value.trim() !== value)
        _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .runner */ .lj.setSecret(value.trim());
}
/**
 * The tag goes into a hidden HTML comment in the comment's body: a closed set of characters
 * keeps it from ending that HTML comment early or matching another tag's marker.
 */
function checkCommentTag(value) {
    if (!COMMENT_TAG_PATTERN.test(value)) {
        throw new _app_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .OptionError */ .eR('comment-tag', (0,_app_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `must be 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit (got ${(0,_api_params_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(value)})`);
    }
    return value;
}


/***/ }),

/***/ 7913:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/client/app/job.ts + 6 modules
var app_job = __webpack_require__(1949);
// EXTERNAL MODULE: ./src/client/app/safe-text.ts
var safe_text = __webpack_require__(1628);
// EXTERNAL MODULE: ./src/client/action/inputs.ts
var action_inputs = __webpack_require__(2073);
// EXTERNAL MODULE: ./src/shared/findings/format.ts
var format = __webpack_require__(8497);
// EXTERNAL MODULE: ./src/client/app/render/log.ts
var log = __webpack_require__(5954);
// EXTERNAL MODULE: ./src/client/app/wording.ts
var wording = __webpack_require__(323);
// EXTERNAL MODULE: ./src/client/action/runner.ts
var runner = __webpack_require__(9282);
// EXTERNAL MODULE: ./src/client/action/state.ts
var state = __webpack_require__(239);
;// CONCATENATED MODULE: ./src/client/action/progress.ts
// What the main step logs while the job runs, and the state it hands to the post step as soon as
// each report id is known (a cancelled or crashed step still leaves its reports listed).






function progressHooks(job, out) {
    const created = [];
    const uncertain = { watermark: null, urls: [] };
    let grouped = false;
    return {
        onUrlList: (list) => {
            const { notes, warnings } = action_inputs/* WORDS */.q9.urlList(list);
            for (const note of notes)
                runner/* runner */.lj.info(out.line(note));
            for (const warning of warnings)
                runner/* runner */.lj.warning(out.line(warning));
        },
        onStart: ({ baseUrl, embedded, pages, crawl }) => {
            if (embedded) {
                runner/* runner */.lj.saveState(state/* STATE */.c.embedded, 'true');
                runner/* runner */.lj.info(`No base-url given: auditing with the embedded reference service at ${baseUrl}.`);
            }
            if (job.mode === 'delete')
                return;
            if (job.mode === 'refresh' && pages === 0 && job.project === undefined)
                runner/* runner */.lj.info('Nothing to refresh: the URL list is empty (an empty shard, or a sitemap of known pages).');
            runner/* runner */.lj.startGroup(job.mode === 'refresh' && pages === 0
                ? `Refreshing the reports of project ${out.line(job.project ?? '')}`
                : crawl
                    ? `Crawling and auditing up to ${(0,format/* plural */.LS)(pages, 'page')}`
                    : `Auditing ${(0,format/* plural */.LS)(pages, 'page')}`);
            grouped = true;
        },
        onRetry: (event) => runner/* runner */.lj.info(out.line((0,log/* retryLine */.Rn)(event))),
        // The first request has left: the toolkit compiles while the service answers.
        onRequestSent: () => void (0,runner/* loadToolkit */.fl)(),
        onReportCreated: (id) => {
            // Only what this step created: refreshed reports were there before and must stay.
            created.push(id);
            runner/* runner */.lj.saveState(state/* STATE */.c.reportIds, created.join(','));
        },
        onCreateUncertain: (url, watermark) => {
            uncertain.watermark = watermark;
            if (!uncertain.urls.includes(url))
                uncertain.urls.push(url);
            runner/* runner */.lj.saveState(state/* STATE */.c.uncertainCreates, JSON.stringify(uncertain));
        },
        onUrlDone: (outcome) => runner/* runner */.lj.info(out.line((0,log/* logLine */.BP)(outcome, action_inputs/* WORDS */.q9))),
        onCrawled: (counts) => runner/* runner */.lj.info(out.line(action_inputs/* WORDS */.q9.crawl(counts))),
        onNote: (line) => runner/* runner */.lj.info(out.line(line)),
        onDeleting: (reports, project, more) => {
            for (const line of (0,wording/* deletingLines */.cN)(reports, project, more))
                runner/* runner */.lj.info(out.line(line));
        },
        onDeleted: (id, how) => runner/* runner */.lj.info(out.line((0,wording/* deletedLine */.eM)(id, how, 'delete'))),
        close: () => {
            if (grouped)
                runner/* runner */.lj.endGroup();
        },
    };
}

;// CONCATENATED MODULE: ./src/client/action/main.ts
// The action's main step: inputs -> the job -> outputs, annotations, summary, comment -> verdict.
// Everything GitHub-specific is in this folder; the job itself is src/client/app/job.ts.
// @actions/core comes later (runner.ts): the audit's first request goes out without it.





async function run() {
    try {
        await audit();
    }
    finally {
        // Whatever waited for @actions/core (runner.ts) is written before run() returns.
        await (0,runner/* loadToolkit */.fl)();
    }
}
async function audit() {
    (0,action_inputs/* maskSecretInputs */.q)();
    // Lines logged before any request (a slow sitemap, a baseline from GitHub) wait no longer.
    setTimeout(() => void (0,runner/* loadToolkit */.fl)(), runner/* STARTUP_GRACE_MS */.I).unref();
    const inputs = (0,action_inputs/* readActionInputs */.Ui)();
    if ('failure' in inputs)
        return runner/* runner */.lj.setFailed(inputs.failure);
    const { job } = inputs;
    const out = new safe_text/* SafeText */.Po([
        job.target.kind === 'remote' ? job.target.apiKey : null,
        job.password,
        inputs.comment.githubToken,
        ...(job.target.kind === 'embedded' ? Object.values(job.target.headers) : []),
    ]);
    for (const notice of job.notices)
        runner/* runner */.lj.notice(out.line(action_inputs/* WORDS */.q9.message(notice)));
    for (const warning of job.warnings)
        runner/* runner */.lj.warning(out.line(action_inputs/* WORDS */.q9.message(warning)));
    // The runner cancels a job with SIGINT, then SIGTERM: stop new requests, keep the state saved
    // so far (the post step deletes what was created), and finish quickly.
    const cancel = new AbortController();
    const onSignal = () => {
        runner/* runner */.lj.warning('Cancelled: stopping the audit; the reports created so far stay listed for cleanup.');
        cancel.abort();
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
        const hooks = progressHooks(job, out);
        const browserPath = process.env.SEO_REPORT_BROWSER?.trim() || undefined;
        // The comment and branch baselines read GitHub; loaded only when a baseline is asked for.
        const readBaseline = async (spec, signal) => {
            const { readActionBaseline } = await __webpack_require__.e(/* import() */ 859).then(__webpack_require__.bind(__webpack_require__, 6859));
            return readActionBaseline(spec, {
                token: inputs.comment.githubToken,
                commentTag: inputs.comment.tag,
                artifact: job.baselineArtifact,
                signal,
            });
        };
        const result = await (0,app_job/* runJob */.b5)(job, hooks, cancel.signal, { browserPath, readBaseline }).finally(() => hooks.close());
        if (result.kind === 'failed')
            return runner/* runner */.lj.setFailed(out.line(failureOf(result.problem)));
        // Loaded before publishing, as it always was: each output and line is then written as it is
        // called, so one that cannot be (a GITHUB_OUTPUT file that is not there) throws where it was called,
        // and the step ends with one line, rather than in the middle of a queue being written.
        await (0,runner/* loadToolkit */.fl)();
        const { publishAudit, publishDeletion } = await Promise.all(/* import() */[__webpack_require__.e(292), __webpack_require__.e(678)]).then(__webpack_require__.bind(__webpack_require__, 7678));
        if (result.kind === 'delete')
            return await publishDeletion(result.run, inputs, out);
        await publishAudit(result.run, inputs, out);
    }
    finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
    }
}
function failureOf(problem) {
    const line = action_inputs/* WORDS */.q9.problem(problem);
    if (problem.kind === 'sitemap')
        return `Input ${problem.siteDir ? 'site-dir' : 'sitemap'}: ${line}`;
    // "baseline: base.json is not JSON", as the other input errors say it.
    return problem.kind === 'baseline' ? `Input ${line}` : line;
}


/***/ }),

/***/ 9282:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ STARTUP_GRACE_MS),
/* harmony export */   fP: () => (/* binding */ savedState),
/* harmony export */   fl: () => (/* binding */ loadToolkit),
/* harmony export */   jD: () => (/* binding */ actionInput),
/* harmony export */   lj: () => (/* binding */ runner)
/* harmony export */ });
/** Log lines written before any request (a slow sitemap, a baseline read) wait at most this. */
const STARTUP_GRACE_MS = 200;
let loaded = null;
let loading = null;
const waiting = [];
/** @actions/core, loaded once; what waited for it is written before this resolves. */
function load() {
    loading ??= Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(421)]).then(__webpack_require__.bind(__webpack_require__, 6421)).then((core) => {
        loaded = core;
        for (const write of waiting.splice(0))
            write(core);
        return core;
    });
    return loading;
}
/** Loads @actions/core (once) and writes what waited for it, in order. */
async function loadToolkit() {
    await load();
}
function whenLoaded(write) {
    if (loaded)
        write(loaded);
    else
        waiting.push(write);
}
/** An input as the runner passes it (what core.getInput reads), '' when unset. */
function actionInput(name) {
    return process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '';
}
/** What the main step saved for the post step (what core.getState reads), '' when unset. */
function savedState(name) {
    return process.env[`STATE_${name}`] || '';
}
/** The commands the steps write, in @actions/core's words; each waits for it if need be. */
const runner = {
    setSecret: (value) => whenLoaded((core) => core.setSecret(value)),
    info: (line) => whenLoaded((core) => core.info(line)),
    notice: (line, annotation) => whenLoaded((core) => core.notice(line, annotation)),
    warning: (line, annotation) => whenLoaded((core) => core.warning(line, annotation)),
    error: (line, annotation) => whenLoaded((core) => core.error(line, annotation)),
    debug: (line) => whenLoaded((core) => core.debug(line)),
    setFailed: (line) => whenLoaded((core) => core.setFailed(line)),
    startGroup: (name) => whenLoaded((core) => core.startGroup(name)),
    endGroup: () => whenLoaded((core) => core.endGroup()),
    saveState: (name, value) => whenLoaded((core) => core.saveState(name, value)),
    setOutput: (name, value) => whenLoaded((core) => core.setOutput(name, value)),
    /**
     * Appends markdown to the job summary (a file, not the log). Loads @actions/core rather than
     * queue: a caller awaits it, and nothing else might load it in the meantime.
     */
    appendSummary: async (markdown) => {
        const core = await load();
        await core.summary.addRaw(markdown).write({ overwrite: false });
    },
};


/***/ }),

/***/ 239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ parseUncertainCreates),
/* harmony export */   c: () => (/* binding */ STATE)
/* harmony export */ });
/* harmony import */ var _shared_own_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6678);
// Names of the values the main step hands to the post step (core.saveState / core.getState).

const STATE = {
    /** Comma-separated ids of the reports this step created, rewritten as each is known. */
    reportIds: 'report-ids',
    /**
     * JSON {watermark, urls}: URLs whose create was cut off after it may have reached the service,
     * and the highest report id seen before the first create; the post step sweeps above it.
     */
    uncertainCreates: 'uncertain-creates',
    /** 'true' when the audit ran on the embedded service, whose reports die with the main step. */
    embedded: 'embedded',
};
/** Reads the uncertain creates saved by the main step; an unreadable value counts as none. */
function parseUncertainCreates(text) {
    try {
        const value = JSON.parse(text);
        if (typeof value !== 'object' || value === null)
            return { watermark: null, urls: [] };
        const saved = (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(value, 'urls');
        const watermark = (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(value, 'watermark');
        return {
            watermark: typeof watermark === 'string' ? watermark : null,
            urls: Array.isArray(saved) ? saved.filter((url) => typeof url === 'string') : [],
        };
    }
    catch {
        return { watermark: null, urls: [] };
    }
}


/***/ }),

/***/ 9407:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _client_action_entry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1546);
/* harmony import */ var _client_action_main_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7913);
// The action's main entry (dist/main/index.js): runs the audit, nothing else.


await (0,_client_action_entry_js__WEBPACK_IMPORTED_MODULE_0__/* .runEntry */ .C)(_client_action_main_js__WEBPACK_IMPORTED_MODULE_1__/* .run */ .e);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

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

//# sourceMappingURL=748.index.js.map