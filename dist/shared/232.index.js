export const id = 232;
export const ids = [232];
export const modules = {

/***/ 1232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _analyzer_analyze_document_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2930);
/* harmony import */ var _analysis_claim_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7700);
// The body of an analysis worker thread: judges fetched pages (analyzeDocumentPhase) one message
// at a time. Fetching stays on the main thread, where it waits without blocking; the parse and
// the checks, which can spin on a hostile page, run here, where a deadline can end them by
// terminating the thread. The answer names the images the page shows: the main thread weighs
// them and judges image_weight without parsing the page again. Started as dist/analysis-worker
// (a stub of scripts/bundle.mjs).



if (node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort) {
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort;
    port.on('message', (job) => {
        // Posted ahead and given to another thread, or dropped, meanwhile: no answer is expected.
        if (!(0,_analysis_claim_js__WEBPACK_IMPORTED_MODULE_2__/* .takeClaim */ .GT)(job.claim))
            return;
        try {
            port.postMessage({ id: job.id, phase: (0,_analyzer_analyze_document_js__WEBPACK_IMPORTED_MODULE_1__/* .analyzeDocumentPhase */ .BI)(job.input, job.options) });
        }
        catch (error) {
            port.postMessage({ id: job.id, error: error?.message ?? String(error) });
        }
    });
    // The analyzer's modules are loaded by now: the pool counts the thread as ready from here.
    port.postMessage({ ready: true });
}


/***/ })

};

//# sourceMappingURL=232.index.js.map