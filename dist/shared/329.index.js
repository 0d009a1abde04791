export const id = 329;
export const ids = [329];
export const modules = {

/***/ 1232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _analyzer_analyze_document_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9385);
// The body of an analysis worker thread: judges fetched pages (analyzeDocument) one message at
// a time. Fetching stays on the main thread, where it waits without blocking; the parse and the
// checks, which can spin on a hostile page, run here, where a deadline can end them by
// terminating the thread. Started as dist/analysis-worker (a stub of scripts/bundle.mjs).


if (node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort) {
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort;
    port.on('message', (job) => {
        try {
            port.postMessage({ id: job.id, analysis: (0,_analyzer_analyze_document_js__WEBPACK_IMPORTED_MODULE_1__/* .analyzeDocument */ .IG)(job.input, job.options) });
        }
        catch (error) {
            port.postMessage({ id: job.id, error: error?.message ?? String(error) });
        }
    });
}


/***/ }),

/***/ 3318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F4: () => (/* binding */ GRADES),
/* harmony export */   Uq: () => (/* binding */ gradeRank),
/* harmony export */   qI: () => (/* binding */ isGrade),
/* harmony export */   rM: () => (/* binding */ gradeForScore)
/* harmony export */ });
// The interface's words good/decent/bad are bands of the 0-100 score (docs/compatibility.md,
// "Report object"): good above 79, decent from 49 to 79, bad below 49. Every layer (analyzer,
// service, client, action) grades through this one function so that the bands can never disagree.
const GRADES = ['good', 'decent', 'bad'];
function gradeForScore(score) {
    if (score > 79)
        return 'good';
    if (score >= 49)
        return 'decent';
    return 'bad';
}
function isGrade(value) {
    return typeof value === 'string' && GRADES.includes(value);
}
/** Worse grades rank higher: bad 2, decent 1, good 0. */
function gradeRank(grade) {
    return GRADES.indexOf(grade);
}


/***/ }),

/***/ 771:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ scoreChecks),
/* harmony export */   k: () => (/* binding */ DEFAULT_WEIGHTS)
/* harmony export */ });
const DEFAULT_WEIGHTS = Object.freeze({ high: 10, medium: 5, low: 0 });
/**
 * Checks that could not be observed (passed: null) are in neither sum: a page is not marked
 * down, nor up, for what nobody could measure. Rounded to two decimals.
 */
function scoreChecks(checks, weights) {
    let total = 0;
    let earned = 0;
    for (const check of checks) {
        if (check.passed === null)
            continue;
        const weight = weights[check.importance];
        total += weight;
        if (check.passed)
            earned += weight;
    }
    // Only when every weight is zero: nothing that counts failed.
    if (total === 0)
        return 100;
    return Math.round((10_000 * earned) / total) / 100;
}


/***/ }),

/***/ 3179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ wildcardMatches)
/* harmony export */ });
// The robots.txt wildcard pattern (`*` for any run, a final `$` to anchor the end), matched in
// linear time. The analyzer's robots.txt rules and the client's accepted-check patterns both use it.
/**
 * Does a robots.txt path pattern match the start of `path`? `*` stands for any run of
 * characters, a final `$` anchors the end. Each literal piece between wildcards is placed at its
 * leftmost occurrence after the previous one, which is optimal for patterns with only `*`; the
 * search is Knuth-Morris-Pratt, so a match costs time linear in path and pattern.
 */
function wildcardMatches(pattern, path) {
    const anchored = pattern.endsWith('$');
    const pieces = (anchored ? pattern.slice(0, -1) : pattern).split('*');
    const first = pieces[0];
    if (!path.startsWith(first))
        return false;
    if (pieces.length === 1)
        return !anchored || path.length === first.length;
    let at = first.length;
    const last = pieces.length - 1;
    for (let i = 1; i < last; i++) {
        const found = indexOfLinear(path, pieces[i], at);
        if (found === -1)
            return false;
        at = found + pieces[i].length;
    }
    const tail = pieces[last];
    if (anchored)
        return path.length - tail.length >= at && path.endsWith(tail);
    return indexOfLinear(path, tail, at) !== -1;
}
/** `text.indexOf(needle, from)` in O(text + needle) whatever the input (Knuth-Morris-Pratt). */
function indexOfLinear(text, needle, from) {
    if (needle.length === 0)
        return from <= text.length ? from : -1;
    const failure = new Int32Array(needle.length);
    for (let i = 1, k = 0; i < needle.length; i++) {
        while (k > 0 && needle.charCodeAt(i) !== needle.charCodeAt(k))
            k = failure[k - 1];
        if (needle.charCodeAt(i) === needle.charCodeAt(k))
            k++;
        failure[i] = k;
    }
    for (let i = from, k = 0; i < text.length; i++) {
        while (k > 0 && text.charCodeAt(i) !== needle.charCodeAt(k))
            k = failure[k - 1];
        if (text.charCodeAt(i) === needle.charCodeAt(k))
            k++;
        if (k === needle.length)
            return i - needle.length + 1;
    }
    return -1;
}


/***/ })

};

//# sourceMappingURL=329.index.js.map