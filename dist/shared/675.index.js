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
/* harmony import */ var _server_service_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4962);
// The embedded mode, the one place where the client and the server meet: the reference service
// started in-process on 127.0.0.1 with a throwaway key and an in-memory database, for a client
// in the same process. The client loads this module only when no base-url is given.


async function startEmbeddedService(options) {
    const apiKey = `sk_embedded_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(24).toString('base64url')}`;
    const service = await (0,_server_service_index_js__WEBPACK_IMPORTED_MODULE_1__/* .startService */ .iL)({
        apiKeys: [apiKey],
        dbPath: ':memory:',
        allowPrivateNetwork: options.allowPrivateNetwork,
        ...(options.render ? { render: options.render } : {}),
        ...(Object.keys(options.headers).length > 0 ? { headers: { ...options.headers } } : {}),
        concurrency: options.concurrency,
        rateLimit: false,
        ...(options.servedSite === undefined
            ? {}
            : { analyzerOptions: { servedSite: { ...options.servedSite } } }),
    });
    return { url: service.url, apiKey, close: () => service.close() };
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