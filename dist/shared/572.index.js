export const id = 572;
export const ids = [572];
export const modules = {

/***/ 4572:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   undiciExchange: () => (/* binding */ undiciExchange)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6752);
/* harmony import */ var _exchange_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9971);
// The exchange over a caller's own undici dispatcher (a MockAgent in tests, a ProxyAgent): loaded
// only when one is given, so the action's start path never compiles undici. Its failures are
// given the codes NodeExchange gives, so the transport words them alike.


const UNDICI_FAILURES = {
    UND_ERR_CONNECT_TIMEOUT: 'CONNECT_TIMEOUT',
    UND_ERR_HEADERS_TIMEOUT: 'HEADERS_TIMEOUT',
    UND_ERR_BODY_TIMEOUT: 'BODY_TIMEOUT',
    UND_ERR_RES_EXCEEDED_MAX_SIZE: 'RESPONSE_TOO_LARGE',
    UND_ERR_SOCKET: 'CONNECTION_CLOSED',
};
function undiciExchange(dispatcher) {
    return {
        send: (req) => send(dispatcher, req).catch((error) => Promise.reject(mapped(error))),
        // The dispatcher is the caller's: they close it.
        close: async () => { },
    };
}
async function send(dispatcher, req) {
    const answer = await (0,undici__WEBPACK_IMPORTED_MODULE_0__.request)(req.url, {
        dispatcher,
        method: req.method,
        headers: req.headers,
        body: req.body,
        headersTimeout: req.headersTimeoutMs,
        bodyTimeout: req.bodyTimeoutMs,
        signal: req.signal,
    });
    req.onSent?.();
    if (Number(answer.headers['content-length']) > req.maxBytes) {
        // undici's body reports its own destruction as an error: nobody else is listening.
        answer.body.once('error', () => { });
        answer.body.destroy();
        throw (0,_exchange_js__WEBPACK_IMPORTED_MODULE_1__/* .tooLarge */ .g$)();
    }
    const chunks = [];
    let bytes = 0;
    // Leaving the loop by the throw destroys the body.
    for await (const chunk of answer.body) {
        bytes += chunk.length;
        if (bytes > req.maxBytes)
            throw (0,_exchange_js__WEBPACK_IMPORTED_MODULE_1__/* .tooLarge */ .g$)();
        chunks.push(chunk);
    }
    return {
        status: answer.statusCode,
        headers: answer.headers,
        text: (0,_exchange_js__WEBPACK_IMPORTED_MODULE_1__/* .withoutBom */ .vA)(Buffer.concat(chunks).toString('utf8')),
    };
}
function mapped(error) {
    if (error instanceof _exchange_js__WEBPACK_IMPORTED_MODULE_1__/* .ExchangeError */ .Sb)
        return error;
    const code = error?.code;
    const failure = typeof code === 'string' ? UNDICI_FAILURES[code] : undefined;
    if (failure === undefined)
        return error;
    return new _exchange_js__WEBPACK_IMPORTED_MODULE_1__/* .ExchangeError */ .Sb(failure, error.message, { cause: error });
}


/***/ })

};

//# sourceMappingURL=572.index.js.map