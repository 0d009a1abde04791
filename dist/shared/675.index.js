export const id = 675;
export const ids = [675];
export const modules = {

/***/ 20:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startEmbeddedService: () => (/* binding */ startEmbeddedService)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _server_service_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6235);
// The embedded mode, the one place where the client and the server meet: the reference service
// started in-process on 127.0.0.1 with a throwaway key and a throwaway database, for a client
// in the same process. The client loads this module only when no base-url is given.
//
// Two choices for audits of whole sites (docs/benchmarks.md, "A site end to end"):
// - The database is a file in a temporary folder, removed at close, not SQLite's ':memory:':
//   an in-memory database holds every report's results in the process for the whole run (about
//   12 KB a page), where a file keeps only SQLite's bounded page cache in memory. Nothing of it
//   must survive a crash: no journal on disk, no syncs.
// - Generation is synchronous, as on deployed services: a create answers with the result, so a
//   page costs one request instead of a create and a read. The client keeps no more creates in
//   flight than the service generates at once (`concurrency`), so that no create waits in the
//   queue while its timeout runs.





async function startEmbeddedService(options) {
    const apiKey = `sk_embedded_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(24).toString('base64url')}`;
    const folder = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'seo-report-embedded-'));
    const removeFolder = () => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(folder, { recursive: true, force: true });
    let service;
    try {
        service = await (0,_server_service_index_js__WEBPACK_IMPORTED_MODULE_4__/* .startService */ .iL)({
            apiKeys: [apiKey],
            dbPath: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(folder, 'reports.sqlite'),
            throwawayDatabase: true,
            generation: 'sync',
            allowPrivateNetwork: options.allowPrivateNetwork,
            ...(options.render ? { render: options.render } : {}),
            ...(Object.keys(options.headers).length > 0 ? { headers: { ...options.headers } } : {}),
            concurrency: options.concurrency,
            rateLimit: false,
            ...(options.servedSite === undefined
                ? {}
                : { analyzerOptions: { servedSite: { ...options.servedSite } } }),
        });
    }
    catch (error) {
        removeFolder();
        throw error;
    }
    return {
        url: service.url,
        apiKey,
        concurrency: options.concurrency,
        close: async () => {
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

//# sourceMappingURL=675.index.js.map