export const id = 330;
export const ids = [330];
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

/***/ 3372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runPost)
});

// EXTERNAL MODULE: ./src/shared/findings/format.ts
var format = __webpack_require__(8497);
// EXTERNAL MODULE: ./src/client/api/index.ts + 2 modules
var api = __webpack_require__(2766);
// EXTERNAL MODULE: ./src/client/app/messages.ts
var messages = __webpack_require__(6519);
// EXTERNAL MODULE: ./src/client/app/safe-text.ts
var safe_text = __webpack_require__(1628);
// EXTERNAL MODULE: ./src/client/app/wording.ts
var wording = __webpack_require__(323);
// EXTERNAL MODULE: ./src/client/audit/create-once.ts
var create_once = __webpack_require__(5922);
// EXTERNAL MODULE: ./src/client/audit/delete-reports.ts
var delete_reports = __webpack_require__(4174);
;// CONCATENATED MODULE: ./src/client/audit/clean-up.ts
// The cleanup after an audit (the action's post step): find the reports of creates that were cut
// off, then delete every report the run made through the one delete routine (delete-reports.ts).
// Nothing here fails: what could not be deleted is returned and said.



async function cleanUp(client, request, onEvent, deadline) {
    const swept = await sweepCutOffCreates(client, request, deadline, onEvent);
    const outcome = await (0,delete_reports/* deleteByIds */.Dm)(client, [...request.ids, ...swept], {
        concurrency: request.concurrency,
        deadline,
        ...(request.pauseMs === undefined ? {} : { pauseMs: request.pauseMs }),
    }, {
        onDeleted: (id, how) => onEvent({ kind: 'deleted', id, how }),
        onFailed: (id, error) => onEvent({ kind: 'delete_failed', id, error }),
    });
    return { ...outcome, swept };
}
/** The POSTs one create sends at most (create-once.ts, maxAttempts). */
const MAX_CUT_OFF_POSTS = 3;
/**
 * The reports made by creates that were cut off (the main step stopped, or could not tell,
 * while a POST was in flight): the URL's reports above the watermark that the run did not know.
 */
async function sweepCutOffCreates(client, { ids, uncertain, pauseMs }, signal, onEvent) {
    if (uncertain.urls.length === 0)
        return [];
    if (uncertain.watermark === null) {
        onEvent({ kind: 'sweep_impossible', urls: uncertain.urls });
        return [];
    }
    const watermark = BigInt(uncertain.watermark);
    const found = [];
    for (const url of uncertain.urls) {
        try {
            const reports = await (0,delete_reports/* onceMoreAfterServerError */.Cw)(() => (0,create_once/* reportsCreatedSince */.c2)(client, url, watermark, signal), signal, pauseMs);
            // A cut-off create sent at most MAX_CUT_OFF_POSTS POSTs, so it made at most that many
            // reports: the oldest above the watermark (the list is newest first). A service that lists
            // more cannot make the cleanup delete reports this run never made.
            for (const report of reports.slice(-MAX_CUT_OFF_POSTS)) {
                if (ids.includes(report.id) || found.includes(report.id))
                    continue;
                found.push(report.id);
                onEvent({ kind: 'swept', id: report.id, url });
            }
        }
        catch (error) {
            if ((0,api/* isApiError */.d7)(error) && error.code === 'aborted')
                break;
            onEvent({ kind: 'sweep_failed', url, error });
        }
    }
    return found;
}

// EXTERNAL MODULE: ./src/client/action/inputs.ts
var action_inputs = __webpack_require__(2073);
// EXTERNAL MODULE: ./src/client/action/runner.ts
var runner = __webpack_require__(9282);
// EXTERNAL MODULE: ./src/client/action/state.ts
var state = __webpack_require__(239);
;// CONCATENATED MODULE: ./src/client/action/post.ts
// The action's post step (post-if: always()): deletes the reports the main step created when
// cleanup is on, whatever the job's outcome. Failures here are warnings, never a failed job.









async function runPost() {
    // Loaded at once, not after a first request as in the main step: this step's start is on no
    // request's path, and a long cleanup's lines should appear as they happen, not at its end.
    await (0,runner/* loadToolkit */.fl)();
    const ids = (0,runner/* savedState */.fP)(state/* STATE */.c.reportIds)
        .split(',')
        .filter((id) => id !== '');
    const uncertain = (0,state/* parseUncertainCreates */.U)((0,runner/* savedState */.fP)(state/* STATE */.c.uncertainCreates) || '{}');
    if ((0,runner/* savedState */.fP)(state/* STATE */.c.embedded) === 'true') {
        runner/* runner */.lj.info('Cleanup: nothing to delete; the embedded service and its reports ended with the main step.');
        return;
    }
    if (ids.length === 0 && uncertain.urls.length === 0) {
        runner/* runner */.lj.info('Cleanup: this step created no reports.');
        return;
    }
    (0,action_inputs/* maskSecretInputs */.q)();
    let inputs;
    try {
        inputs = (0,action_inputs/* parseActionInputs */.HC)(runner/* actionInput */.jD);
    }
    catch (error) {
        if (error instanceof messages/* OptionError */.eR)
            return runner/* runner */.lj.warning(`Cleanup skipped: ${(0,action_inputs/* inputErrorLine */.jB)(error)}`);
        throw error;
    }
    const { job } = inputs;
    // Ids and URLs in the state came from the service or the user: every line goes through `out`.
    const out = new safe_text/* SafeText */.Po([job.target.kind === 'remote' ? job.target.apiKey : null, job.password]);
    if (!inputs.cleanup || job.target.kind !== 'remote') {
        if (ids.length > 0)
            runner/* runner */.lj.info(out.line(`Cleanup is off: keeping ${(0,format/* plural */.LS)(ids.length, 'report')} (${ids.join(', ')}).`));
        if (uncertain.urls.length > 0)
            runner/* runner */.lj.info(out.line(`Cleanup is off: a create was cut off for ${uncertain.urls.join(', ')}; the service may hold a report for it.`));
        return;
    }
    // The client alone, not openTarget: its lazy import of the embedded service would put the
    // service, the analyzer and puppeteer in this step's module graph, and it never starts them.
    const client = new api/* SeoReportClient */.fQ({ baseUrl: job.target.baseUrl, apiKey: job.target.apiKey });
    // One deadline for the whole cleanup (the timeout input), so that an unreachable service
    // cannot hold the job for an hour of connect timeouts; each delete also has its own minute.
    const deadline = AbortSignal.timeout(job.timeoutSeconds * 1000);
    let result;
    try {
        result = await cleanUp(client, { ids, uncertain, concurrency: job.concurrency }, (event) => say(event, out), deadline);
    }
    finally {
        await client.close();
    }
    const { left, deleted, swept } = result;
    if (left.length > 0) {
        runner/* runner */.lj.warning(out.line(`Cleanup stopped after ${job.timeoutSeconds} s (the timeout input): ${left.length} reports not deleted (${left.join(', ')}).`));
    }
    runner/* runner */.lj.info(`Cleanup: ${deleted.length} of ${ids.length + swept.length} reports deleted.`);
}
function say(event, out) {
    const [level, line] = eventLine(event);
    (level === 'info' ? runner/* runner */.lj.info : runner/* runner */.lj.warning)(out.line(line));
}
function eventLine(event) {
    switch (event.kind) {
        case 'deleted':
            return ['info', (0,wording/* deletedLine */.eM)(event.id, event.how, 'cleanup')];
        case 'delete_failed':
            return [
                'warning',
                `Cleanup: could not delete report ${event.id}: ${action_inputs/* WORDS */.q9.error(event.error)}`,
            ];
        case 'swept':
            return [
                'info',
                `Cleanup: report ${event.id} of ${event.url} was made by a create that was cut off.`,
            ];
        case 'sweep_impossible':
            return [
                'warning',
                `Cleanup: a create was cut off for ${event.urls.join(', ')}, and the reports could not be listed before the audit, so a report it made cannot be told from older ones: check the service for it.`,
            ];
        case 'sweep_failed':
            return [
                'warning',
                `Cleanup: could not look for a report of ${event.url} made by a cut-off create: ${action_inputs/* WORDS */.q9.error(event.error)}`,
            ];
    }
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

/***/ 6661:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _client_action_entry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1546);
/* harmony import */ var _client_action_post_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3372);
// The action's post entry (dist/post/index.js): cleanup after the main step.


await (0,_client_action_entry_js__WEBPACK_IMPORTED_MODULE_0__/* .runEntry */ .C)(_client_action_post_js__WEBPACK_IMPORTED_MODULE_1__/* .runPost */ .a, 'warn');

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

//# sourceMappingURL=330.index.js.map