export const id = 175;
export const ids = [175];
export const modules = {

/***/ 6175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   InProcessExchange: () => (/* binding */ InProcessExchange)
/* harmony export */ });
/* harmony import */ var _exchange_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9971);

class InProcessExchange {
    answers;
    constructor(answers) {
        this.answers = answers;
    }
    send(request) {
        return new Promise((resolve, reject) => {
            const { signal } = request;
            // node:http, given a signal already aborted, sends nothing.
            if (signal?.aborted)
                return reject(aborted(signal.reason));
            let timer;
            let settled = false;
            let answered = false;
            let abandon;
            let status = 0;
            let headers = {};
            const chunks = [];
            let bytes = 0;
            const arm = (ms, code, message) => {
                clearTimeout(timer);
                timer = setTimeout(() => fail(new _exchange_js__WEBPACK_IMPORTED_MODULE_0__/* .ExchangeError */ .Sb(code, message)), ms);
            };
            const silence = () => arm(request.bodyTimeoutMs, 'BODY_TIMEOUT', 'the answer stopped arriving');
            const onAbort = () => fail(aborted(signal?.reason));
            const finish = (outcome) => {
                if (settled)
                    return;
                settled = true;
                clearTimeout(timer);
                signal?.removeEventListener('abort', onAbort);
                outcome();
            };
            const fail = (error) => {
                if (settled)
                    return;
                finish(() => reject((0,_exchange_js__WEBPACK_IMPORTED_MODULE_0__/* .exchangeFailureOf */ .JX)(error)));
                abandon?.();
            };
            signal?.addEventListener('abort', onAbort, { once: true });
            abandon = this.answers({
                method: request.method,
                target: request.url.pathname + request.url.search,
                // What node:http adds to the client's headers: the host, and the body's length.
                headers: {
                    ...(request.body === undefined ? request.headers : (0,_exchange_js__WEBPACK_IMPORTED_MODULE_0__/* .withLength */ .rt)(request)),
                    host: request.url.host,
                },
                body: request.body,
            }, {
                head: (answerStatus, answerHeaders) => {
                    if (settled)
                        return;
                    answered = true;
                    status = answerStatus;
                    headers = answerHeaders;
                    if (Number(answerHeaders['content-length']?.[0]) > request.maxBytes) {
                        return fail((0,_exchange_js__WEBPACK_IMPORTED_MODULE_0__/* .tooLarge */ .g$)());
                    }
                    silence();
                },
                data: (chunk) => {
                    if (settled)
                        return;
                    bytes += chunk.length;
                    if (bytes > request.maxBytes)
                        return fail((0,_exchange_js__WEBPACK_IMPORTED_MODULE_0__/* .tooLarge */ .g$)());
                    chunks.push(chunk);
                    silence();
                },
                end: () => finish(() => resolve({
                    status,
                    headers,
                    text: (0,_exchange_js__WEBPACK_IMPORTED_MODULE_0__/* .withoutBom */ .vA)(Buffer.concat(chunks, bytes).toString('utf8')),
                })),
                failed: fail,
            });
            // The whole request is with the service: NodeExchange's 'finish'.
            request.onSent?.();
            if (settled)
                abandon();
            else if (!answered)
                arm(request.headersTimeoutMs, 'HEADERS_TIMEOUT', 'no answer in time');
        });
    }
    async close() { }
}
/** node:http's error for a request stopped by its signal. */
function aborted(reason) {
    return Object.assign(new Error('The operation was aborted', { cause: reason }), {
        name: 'AbortError',
        code: 'ABORT_ERR',
    });
}


/***/ })

};

//# sourceMappingURL=175.index.js.map