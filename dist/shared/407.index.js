export const id = 407;
export const ids = [407];
export const modules = {

/***/ 1546:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ runEntry)
/* harmony export */ });
/* harmony import */ var _toolkit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1280);
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
            _toolkit_js__WEBPACK_IMPORTED_MODULE_0__/* .runner */ .lj.warning(`Unexpected error: ${message}`);
        else
            _toolkit_js__WEBPACK_IMPORTED_MODULE_0__/* .runner */ .lj.setFailed(`Unexpected error: ${message}`);
        if (error instanceof Error && error.stack)
            _toolkit_js__WEBPACK_IMPORTED_MODULE_0__/* .runner */ .lj.debug(error.stack);
    }
    finally {
        // Whatever waited for @actions/core is written before the step ends.
        await (0,_toolkit_js__WEBPACK_IMPORTED_MODULE_0__/* .loadToolkit */ .fl)();
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
/* harmony import */ var _app_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1793);
/* harmony import */ var _app_messages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6519);
/* harmony import */ var _app_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(323);
/* harmony import */ var _toolkit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1280);
// The action's inputs: the job's options (app/config.ts) as the runner passes them, plus the
// inputs only the action has (cleanup, summary, the comment). Option problems are worded with
// the inputs' own names, as a workflow's `with:` block has them.





const WORDS = (0,_app_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .wordsFor */ .tu)(_app_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_WORDING */ .iw);
const DEFAULT_COMMENT_TAG = 'seo-report';
const COMMENT_TAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** `read(name)` returns the raw input, '' when unset. Throws OptionError. */
function parseActionInputs(read) {
    const get = (name) => read(name).trim();
    return {
        job: (0,_app_config_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJobConfig */ .PD)(read),
        cleanup: (0,_app_config_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM)('cleanup', get('cleanup')),
        summary: (0,_app_config_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM)('summary', get('summary'), true),
        comment: {
            enabled: (0,_app_config_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM)('comment', get('comment')),
            tag: checkCommentTag(get('comment-tag') || DEFAULT_COMMENT_TAG),
            githubToken: get('github-token'),
        },
    };
}
/** The inputs from the runner, or the failure line for a bad one. */
function readActionInputs() {
    try {
        return parseActionInputs(_toolkit_js__WEBPACK_IMPORTED_MODULE_4__/* .actionInput */ .jD);
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
    const headerValues = (0,_toolkit_js__WEBPACK_IMPORTED_MODULE_4__/* .actionInput */ .jD)('headers')
        .split(/\r?\n/)
        .map((line) => line.slice(line.indexOf(':') + 1));
    for (const name of ['api-key', 'password', 'github-token']) {
        mask((0,_toolkit_js__WEBPACK_IMPORTED_MODULE_4__/* .actionInput */ .jD)(name));
    }
    for (const value of headerValues)
        mask(value);
}
function mask(value) {
    if (value.trim() === '')
        return;
    _toolkit_js__WEBPACK_IMPORTED_MODULE_4__/* .runner */ .lj.setSecret(value);
    if (value.trim() !== value)
        _toolkit_js__WEBPACK_IMPORTED_MODULE_4__/* .runner */ .lj.setSecret(value.trim());
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
var app_job = __webpack_require__(6636);
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
// EXTERNAL MODULE: ./src/client/action/state.ts
var state = __webpack_require__(239);
// EXTERNAL MODULE: ./src/client/action/toolkit.ts
var toolkit = __webpack_require__(1280);
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
                toolkit/* runner */.lj.info(out.line(note));
            for (const warning of warnings)
                toolkit/* runner */.lj.warning(out.line(warning));
        },
        onStart: ({ baseUrl, embedded, pages }) => {
            if (embedded) {
                toolkit/* runner */.lj.saveState(state/* STATE */.c.embedded, 'true');
                toolkit/* runner */.lj.info(`No base-url given: auditing with the embedded reference service at ${baseUrl}.`);
            }
            if (job.mode === 'delete')
                return;
            if (job.mode === 'refresh' && pages === 0 && job.project === undefined)
                toolkit/* runner */.lj.info('Nothing to refresh: the URL list is empty (an empty shard, or a sitemap of known pages).');
            toolkit/* runner */.lj.startGroup(job.mode === 'refresh' && pages === 0
                ? `Refreshing the reports of project ${out.line(job.project ?? '')}`
                : `Auditing ${(0,format/* plural */.LS)(pages, 'page')}`);
            grouped = true;
        },
        onRetry: (event) => toolkit/* runner */.lj.info(out.line((0,log/* retryLine */.Rn)(event))),
        // The first request has left: the toolkit compiles while the service answers.
        onRequestSent: () => void (0,toolkit/* loadToolkit */.fl)(),
        onReportCreated: (id) => {
            // Only what this step created: refreshed reports were there before and must stay.
            created.push(id);
            toolkit/* runner */.lj.saveState(state/* STATE */.c.reportIds, created.join(','));
        },
        onCreateUncertain: (url, watermark) => {
            uncertain.watermark = watermark;
            if (!uncertain.urls.includes(url))
                uncertain.urls.push(url);
            toolkit/* runner */.lj.saveState(state/* STATE */.c.uncertainCreates, JSON.stringify(uncertain));
        },
        onUrlDone: (outcome) => toolkit/* runner */.lj.info(out.line((0,log/* logLine */.BP)(outcome, action_inputs/* WORDS */.q9))),
        onNote: (line) => toolkit/* runner */.lj.info(out.line(line)),
        onDeleting: (reports, project, more) => {
            for (const line of (0,wording/* deletingLines */.cN)(reports, project, more))
                toolkit/* runner */.lj.info(out.line(line));
        },
        onDeleted: (id, how) => toolkit/* runner */.lj.info(out.line((0,wording/* deletedLine */.eM)(id, how, 'delete'))),
        close: () => {
            if (grouped)
                toolkit/* runner */.lj.endGroup();
        },
    };
}

;// CONCATENATED MODULE: ./src/client/action/main.ts
// The action's main step: inputs -> the job -> outputs, annotations, summary, comment -> verdict.
// Everything GitHub-specific is in this folder; the job itself is src/client/app/job.ts.
// @actions/core comes later (toolkit.ts): the audit's first request goes out without it.





async function run() {
    try {
        await audit();
    }
    finally {
        // Whatever waited for @actions/core (toolkit.ts) is written before run() returns.
        await (0,toolkit/* loadToolkit */.fl)();
    }
}
async function audit() {
    (0,action_inputs/* maskSecretInputs */.q)();
    // Lines logged before any request (a slow sitemap, a baseline from GitHub) wait no longer.
    setTimeout(() => void (0,toolkit/* loadToolkit */.fl)(), toolkit/* STARTUP_GRACE_MS */.I).unref();
    const inputs = (0,action_inputs/* readActionInputs */.Ui)();
    if ('failure' in inputs)
        return toolkit/* runner */.lj.setFailed(inputs.failure);
    const { job } = inputs;
    const out = new safe_text/* SafeText */.Po([
        job.target.kind === 'remote' ? job.target.apiKey : null,
        job.password,
        inputs.comment.githubToken,
        ...(job.target.kind === 'embedded' ? Object.values(job.target.headers) : []),
    ]);
    for (const notice of job.notices)
        toolkit/* runner */.lj.notice(out.line(action_inputs/* WORDS */.q9.message(notice)));
    // The runner cancels a job with SIGINT, then SIGTERM: stop new requests, keep the state saved
    // so far (the post step deletes what was created), and finish quickly.
    const cancel = new AbortController();
    const onSignal = () => {
        toolkit/* runner */.lj.warning('Cancelled: stopping the audit; the reports created so far stay listed for cleanup.');
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
        const result = await (0,app_job/* runJob */.b)(job, hooks, cancel.signal, { browserPath, readBaseline }).finally(() => hooks.close());
        if (result.kind === 'failed')
            return toolkit/* runner */.lj.setFailed(out.line(failureOf(result.problem)));
        // What publishes uses @actions/core directly: it comes after the queue has been written.
        await (0,toolkit/* loadToolkit */.fl)();
        const { publishAudit, publishDeletion } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(421), __webpack_require__.e(684), __webpack_require__.e(678)]).then(__webpack_require__.bind(__webpack_require__, 7678));
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
        return `Input sitemap: ${line}`;
    // "baseline: base.json is not JSON", as the other input errors say it.
    return problem.kind === 'baseline' ? `Input ${line}` : line;
}


/***/ }),

/***/ 239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ parseUncertainCreates),
/* harmony export */   c: () => (/* binding */ STATE)
/* harmony export */ });
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
        const urls = Array.isArray(value.urls) ? value.urls.filter((u) => typeof u === 'string') : [];
        const watermark = typeof value.watermark === 'string' ? value.watermark : null;
        return { watermark, urls };
    }
    catch {
        return { watermark: null, urls: [] };
    }
}


/***/ }),

/***/ 1280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ STARTUP_GRACE_MS),
/* harmony export */   fl: () => (/* binding */ loadToolkit),
/* harmony export */   jD: () => (/* binding */ actionInput),
/* harmony export */   lj: () => (/* binding */ runner)
/* harmony export */ });
/** Log lines written before any request (a slow sitemap, a baseline read) wait at most this. */
const STARTUP_GRACE_MS = 200;
let loaded = null;
let loading = null;
const waiting = [];
/** Loads @actions/core (once) and writes what waited for it. */
function loadToolkit() {
    loading ??= Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(421)]).then(__webpack_require__.bind(__webpack_require__, 6421)).then((core) => {
        loaded = core;
        for (const write of waiting.splice(0))
            write(core);
        return core;
    });
    return loading;
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
/** The few commands the step needs before @actions/core is there, in @actions/core's words. */
const runner = {
    setSecret: (value) => whenLoaded((core) => core.setSecret(value)),
    info: (line) => whenLoaded((core) => core.info(line)),
    notice: (line) => whenLoaded((core) => core.notice(line)),
    warning: (line) => whenLoaded((core) => core.warning(line)),
    debug: (line) => whenLoaded((core) => core.debug(line)),
    setFailed: (line) => whenLoaded((core) => core.setFailed(line)),
    startGroup: (name) => whenLoaded((core) => core.startGroup(name)),
    endGroup: () => whenLoaded((core) => core.endGroup()),
    saveState: (name, value) => whenLoaded((core) => core.saveState(name, value)),
};


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

/***/ })

};

//# sourceMappingURL=407.index.js.map