export const id = 609;
export const ids = [609];
export const modules = {

/***/ 7561:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ SeoReportApiError),
/* harmony export */   OP: () => (/* binding */ isGarbled),
/* harmony export */   VL: () => (/* binding */ invalidParameter),
/* harmony export */   _H: () => (/* binding */ HINT_TEXT),
/* harmony export */   d7: () => (/* binding */ isApiError),
/* harmony export */   hw: () => (/* binding */ formatMessage)
/* harmony export */ });
/* unused harmony exports API_ERROR_CODES, isRedirect, isHtmlPage */
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
// One error type for everything the client can meet, with a code to branch on and a message a
// person can act on. Messages never carry the API key or a password: the transport scrubs every
// text that came from the network, and nothing here ever formats a request body or header.

/** The library's own wording of each hint (the faces word them with their option names). */
const HINT_TEXT = {
    check_key: 'check the API key: the service did not accept it',
    no_api_access: "the API key's plan has no API access, or the report belongs to another user",
    check_id_or_base_url: 'it does not exist, belongs to another user, or the base URL is wrong',
    rate_limited: 'rate limited; lower concurrency or try again later',
    service_failed: 'the service failed; try again later',
    service_failing: 'the service or a proxy in front of it is failing; try again later',
    check_key_or_base_url: 'the API key was not accepted, or the base URL does not point at the API; check both',
    check_base_url: 'the base URL does not point at the API; check it',
    check_base_url_and_key: 'check the base URL (it must point at the service root) and the API key',
    mangled: 'cut off or mangled on the way; if it repeats, check the base URL',
    check_service_up: 'check the base URL and that the service is up',
    service_slow: 'the service is slow or unreachable',
    not_the_api: 'check that the base URL points at an SEO Report API v1 service',
    not_an_api: 'check the base URL: it must be the root of an SEO Report API service, such as https://seo.example.com, to which /api/v1 is added',
    api_twice: 'the base URL ends in /api, and /api/v1 is added to it: remove the /api at its end',
    key_in_base_url: 'pass the key as the API key, not in the URL',
    trust_ca: 'if the service uses a private CA, trust it: start Node with NODE_EXTRA_CA_CERTS=/path/to/ca.pem',
    renew_certificate: "the service's certificate must be renewed (or this machine's clock is wrong)",
    certificate_name: 'use a base URL with a host name the certificate names, or have the certificate issued for this one',
    check_scheme: 'check the base URL: https:// to a port that speaks plain http, or the wrong port',
};
/**
 * The project-wide stable code of each ApiErrorCode (SeoReportApiError.errorCode). `code` keeps
 * the short kind it has had since the first release: the library's users branch on it.
 */
const API_ERROR_CODES = {
    invalid_parameter: 'SEO_API_INVALID_PARAMETER',
    unauthenticated: 'SEO_API_UNAUTHENTICATED',
    forbidden: 'SEO_API_FORBIDDEN',
    not_found: 'SEO_API_NOT_FOUND',
    validation: 'SEO_API_VALIDATION',
    rate_limited: 'SEO_API_RATE_LIMITED',
    server_error: 'SEO_API_SERVER_ERROR',
    http: 'SEO_API_HTTP',
    redirect: 'SEO_API_REDIRECT',
    html_page: 'SEO_API_HTML_PAGE',
    garbled: 'SEO_API_GARBLED',
    not_the_api: 'SEO_API_NOT_THE_API',
    network: 'SEO_API_NETWORK',
    tls: 'SEO_API_TLS',
    unreachable: 'SEO_API_UNREACHABLE',
    timeout: 'SEO_API_TIMEOUT',
    aborted: 'SEO_API_ABORTED',
};
class SeoReportApiError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SeoReportError */ .K {
    name = 'SeoReportApiError';
    code;
    endpoint;
    status;
    reason;
    hint;
    answeredBy;
    fieldErrors;
    parameter;
    retryAfterMs;
    attempts;
    mayHaveReachedService;
    constructor(details) {
        super(formatMessage(details), details.cause === undefined ? undefined : { cause: details.cause });
        this.code = details.code;
        this.endpoint = details.endpoint;
        this.status = details.status ?? null;
        this.reason = details.reason;
        this.hint = details.hint ?? null;
        this.answeredBy = details.answeredBy ?? null;
        this.fieldErrors = details.fieldErrors ?? null;
        this.parameter = details.parameter ?? null;
        this.retryAfterMs = details.retryAfterMs ?? null;
        this.attempts = details.attempts ?? 1;
        this.mayHaveReachedService = details.mayHaveReachedService ?? details.status != null;
    }
    /** `code` as one of the project's stable codes: `timeout` is SEO_API_TIMEOUT. */
    get errorCode() {
        return API_ERROR_CODES[this.code];
    }
}
/** The error in one line; `hintText` words the hint (a face passes its own wording). */
function formatMessage(d, hintText = libraryHint) {
    const who = d.answeredBy ?? 'the service';
    const what = d.status != null ? `${who} answered ${d.status}: ${d.reason}` : d.reason;
    const hint = d.hint ? ` (${hintText(d.hint, d.retryAfterMs ?? null)})` : '';
    return `${d.endpoint}: ${what}${hint}`;
}
function libraryHint(hint, retryAfterMs) {
    if (hint === 'rate_limited' && retryAfterMs !== null)
        return `rate limited; the service asks to wait ${Math.ceil(retryAfterMs / 1000)} s (lower concurrency)`;
    return HINT_TEXT[hint];
}
/** A parameter failed validation before anything was sent. */
function invalidParameter(operation, parameter, problem) {
    return new SeoReportApiError({
        code: 'invalid_parameter',
        endpoint: operation,
        parameter,
        reason: `${parameter} ${problem}`,
        mayHaveReachedService: false,
    });
}
function isApiError(error) {
    return error instanceof SeoReportApiError;
}
/** The service sent us elsewhere: a base URL that is not the API root, or a login page. */
function isRedirect(error) {
    return isApiError(error) && error.code === 'redirect';
}
/** A web page answered, not the API. */
function isHtmlPage(error) {
    return isApiError(error) && error.code === 'html_page';
}
/** A 2xx that arrived cut off or mangled: noise on the way, worth reading again when safe. */
function isGarbled(error) {
    return isApiError(error) && error.code === 'garbled';
}


/***/ }),

/***/ 9971:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JX: () => (/* binding */ exchangeFailureOf),
/* harmony export */   Qf: () => (/* binding */ NodeExchange),
/* harmony export */   Sb: () => (/* binding */ ExchangeError),
/* harmony export */   g$: () => (/* binding */ tooLarge),
/* harmony export */   rt: () => (/* binding */ withLength),
/* harmony export */   vA: () => (/* binding */ withoutBom)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_https__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8382);
// One HTTP request and its whole answer, with the client's timeouts and size bound, on node:http
// and node:https with keep-alive agents. Not undici: Node's own HTTP is already in memory when a
// process starts, where bundled undici costs 1.5 MB to compile before the first request (the
// action's cold start). undici stays for callers that bring their own dispatcher (exchange-undici).



const EXCHANGE_ERROR_CODES = {
    CONNECT_TIMEOUT: 'SEO_EXCHANGE_CONNECT_TIMEOUT',
    HEADERS_TIMEOUT: 'SEO_EXCHANGE_HEADERS_TIMEOUT',
    BODY_TIMEOUT: 'SEO_EXCHANGE_BODY_TIMEOUT',
    RESPONSE_TOO_LARGE: 'SEO_EXCHANGE_RESPONSE_TOO_LARGE',
    CONNECTION_CLOSED: 'SEO_EXCHANGE_CONNECTION_CLOSED',
};
class ExchangeError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SeoReportError */ .K {
    code;
    /**
     * `code` stays the failure as the transport reads it: it looks for a code along an error's
     * causes, where Node's system codes (ECONNREFUSED) sit beside these.
     */
    constructor(code, message, options) {
        super(message, options);
        this.code = code;
        this.name = 'ExchangeError';
    }
    get errorCode() {
        return EXCHANGE_ERROR_CODES[this.code];
    }
}
/** How long an idle connection is kept for the next request (undici's default, too). */
const IDLE_SOCKET_MS = 4_000;
class NodeExchange {
    // Node's agents also honour a service's `Keep-Alive: timeout=N` hint and drop a connection
    // before the service would, so a request is not sent on a socket that is about to close.
    agents = {
        'http:': new (node_http__WEBPACK_IMPORTED_MODULE_0___default().Agent)({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
        'https:': new (node_https__WEBPACK_IMPORTED_MODULE_1___default().Agent)({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
    };
    send(request) {
        const secure = request.url.protocol === 'https:';
        const transport = secure ? (node_https__WEBPACK_IMPORTED_MODULE_1___default()) : (node_http__WEBPACK_IMPORTED_MODULE_0___default());
        return new Promise((resolve, reject) => {
            let timer;
            let settled = false;
            let answered = false;
            const arm = (ms, code, message) => {
                clearTimeout(timer);
                timer = setTimeout(() => fail(new ExchangeError(code, message)), ms);
            };
            const finish = (outcome) => {
                if (settled)
                    return;
                settled = true;
                clearTimeout(timer);
                outcome();
            };
            const fail = (error) => {
                if (settled)
                    return;
                finish(() => reject(exchangeFailureOf(error)));
                req.destroy();
            };
            const req = transport.request(request.url, {
                method: request.method,
                headers: request.body === undefined ? request.headers : withLength(request),
                agent: this.agents[secure ? 'https:' : 'http:'],
                signal: request.signal,
            });
            req.on('error', fail);
            req.on('socket', (socket) => {
                if (!socket.connecting)
                    return; // a kept-alive connection
                arm(request.connectTimeoutMs, 'CONNECT_TIMEOUT', 'no connection in time');
                socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(timer));
            });
            req.on('finish', () => {
                request.onSent?.();
                // A service may answer before the request's last byte is flushed: its body timer stays.
                if (settled || answered)
                    return;
                arm(request.headersTimeoutMs, 'HEADERS_TIMEOUT', 'no answer in time');
            });
            req.on('response', (res) => {
                answered = true;
                clearTimeout(timer);
                const declared = Number(res.headers['content-length']);
                if (declared > request.maxBytes)
                    return fail(tooLarge());
                const chunks = [];
                let bytes = 0;
                const silence = () => arm(request.bodyTimeoutMs, 'BODY_TIMEOUT', 'the answer stopped arriving');
                silence();
                res.on('data', (chunk) => {
                    bytes += chunk.length;
                    if (bytes > request.maxBytes)
                        return fail(tooLarge());
                    chunks.push(chunk);
                    silence();
                });
                res.on('error', fail);
                res.on('close', () => {
                    if (!res.complete)
                        fail(closed());
                });
                res.on('end', () => finish(() => resolve({
                    status: res.statusCode ?? 0,
                    headers: res.headersDistinct,
                    text: withoutBom(Buffer.concat(chunks).toString('utf8')),
                })));
            });
            req.end(request.body);
        });
    }
    async close() {
        this.agents['http:'].destroy();
        this.agents['https:'].destroy();
    }
}
/** The request's headers with its body's length, as node:http sends a body given whole. */
function withLength(request) {
    return {
        ...request.headers,
        'content-length': String(Buffer.byteLength(request.body ?? '')),
    };
}
/** Node's words for a connection closed before the answer, in the exchange's own code. */
function exchangeFailureOf(error) {
    if (error instanceof ExchangeError)
        return error;
    const { code, message } = error;
    if (code === 'ECONNRESET' && (message === 'socket hang up' || message === 'aborted')) {
        return closed(error);
    }
    return error;
}
function closed(cause) {
    return new ExchangeError('CONNECTION_CLOSED', 'the connection closed unexpectedly', { cause });
}
function tooLarge() {
    return new ExchangeError('RESPONSE_TOO_LARGE', 'the answer is too large');
}
/** A UTF-8 byte order mark is not part of the text (as the Fetch standard decodes bodies). */
function withoutBom(text) {
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}


/***/ }),

/***/ 2766:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _H: () => (/* reexport */ errors/* HINT_TEXT */._H),
  fQ: () => (/* reexport */ SeoReportClient),
  hw: () => (/* reexport */ errors/* formatMessage */.hw),
  d7: () => (/* reexport */ errors/* isApiError */.d7),
  OP: () => (/* reexport */ errors/* isGarbled */.OP)
});

// UNUSED EXPORTS: DEFAULT_RETRY, DEFAULT_TIMEOUTS, PER_PAGE_VALUES, PRIVACY_VALUES, RateLimiter, SeoReportApiError, isHtmlPage, isRedirect

// EXTERNAL MODULE: ./src/client/api/errors.ts
var errors = __webpack_require__(7561);
// EXTERNAL MODULE: ./src/shared/own-keys.ts
var own_keys = __webpack_require__(6678);
// EXTERNAL MODULE: ./src/shared/report/read.ts
var read = __webpack_require__(3778);
// EXTERNAL MODULE: ./src/shared/score.ts
var score = __webpack_require__(771);
;// CONCATENATED MODULE: ./src/client/api/normalize.ts
// Turns the service's JSON into the client's model, accepting every variant that deployed
// services send (docs/compatibility.md) and our reference service's grade strings. A report is
// read by the shared reader (src/shared/report), the one every other reader of reports uses;
// lists, projects and deletions are read here. Anything that is not recognisably a report,
// project or list is a `not_the_api` error, never a crash. Fields are read as the answer's own
// keys only (get), and a check named "__proto__" is kept as one.




function parseReport(endpoint, body) {
    return toReport(endpoint, unwrapObject(endpoint, body, 'a report'));
}
function parseReportPage(endpoint, body, requestedPage) {
    return parsePage(endpoint, body, requestedPage, (item) => toReport(endpoint, item));
}
function parseProjectPage(endpoint, body, requestedPage) {
    return parsePage(endpoint, body, requestedPage, (item) => toProject(endpoint, item));
}
function parseDeletion(body, id, alreadyGone) {
    const answeredId = (0,read/* isJsonObject */.OW)(body) ? (0,read/* readId */.wh)((0,own_keys/* own */.Z)(body, 'id')) : null;
    return { id: answeredId ?? id, deleted: true, alreadyGone };
}
function parsePage(endpoint, body, requestedPage, toItem) {
    const list = (0,read/* isJsonObject */.OW)(body) ? (0,own_keys/* own */.Z)(body, 'data') : body;
    if (!Array.isArray(list))
        throw unexpected(endpoint, 'a list (an array under "data")');
    const items = list.map((item) => {
        if (!(0,read/* isJsonObject */.OW)(item))
            throw unexpected(endpoint, 'list items that are objects');
        return toItem(item);
    });
    const meta = (0,read/* objectField */.qV)(body, 'meta');
    const links = (0,read/* objectField */.qV)(body, 'links');
    const page = positiveInt(meta && (0,own_keys/* own */.Z)(meta, 'current_page')) ?? requestedPage;
    const lastPage = positiveInt(meta && (0,own_keys/* own */.Z)(meta, 'last_page'));
    const next = links && (0,own_keys/* own */.Z)(links, 'next');
    let hasNext;
    if (lastPage !== null)
        hasNext = page < lastPage;
    else if (links && Object.hasOwn(links, 'next'))
        hasNext = typeof next === 'string' && next !== '';
    // Neither meta nor links: only an empty page proves the end (the service may ignore per_page).
    else
        hasNext = items.length > 0;
    return {
        items,
        page,
        lastPage,
        perPage: positiveInt(meta && (0,own_keys/* own */.Z)(meta, 'per_page')),
        total: nonNegativeInt(meta && (0,own_keys/* own */.Z)(meta, 'total')),
        hasNext,
    };
}
function toReport(endpoint, object) {
    const reading = (0,read/* readReport */.tL)(object);
    if (reading.id === null)
        throw unexpected(endpoint, 'a report with an "id"');
    return { ...reading, id: reading.id };
}
function toProject(endpoint, object) {
    const name = (0,read/* readText */.yR)((0,own_keys/* own */.Z)(object, 'project')) ?? (0,read/* readText */.yR)((0,own_keys/* own */.Z)(object, 'name'));
    if (name === null)
        throw unexpected(endpoint, 'a project with a "project" name');
    const reports = nonNegativeInt((0,own_keys/* own */.Z)(object, 'reports'));
    // Deployed services send the SUM of scores as `result`; a mean field, when present, wins.
    const mean = (0,read/* readNumber */.kz)((0,own_keys/* own */.Z)(object, 'mean_score')) ?? (0,read/* readNumber */.kz)((0,own_keys/* own */.Z)(object, 'score'));
    const sum = (0,read/* readNumber */.kz)((0,own_keys/* own */.Z)(object, 'result'));
    const meanScore = mean ?? (sum !== null && reports ? (0,score/* roundScore */.F5)(sum / reports) : null);
    return { name, reports, meanScore, createdAt: (0,read/* readText */.yR)((0,own_keys/* own */.Z)(object, 'created_at')), raw: object };
}
function unwrapObject(endpoint, body, what) {
    const object = (0,read/* unwrapReport */.Er)(body);
    if (object === null)
        throw unexpected(endpoint, what);
    return object;
}
function unexpected(endpoint, expected) {
    return new errors/* SeoReportApiError */.AI({
        code: 'not_the_api',
        endpoint,
        reason: `the answer is not ${expected}`,
        hint: 'not_the_api',
    });
}
function positiveInt(value) {
    const n = (0,read/* readNumber */.kz)(value);
    return n !== null && Number.isSafeInteger(n) && n >= 1 ? n : null;
}
function nonNegativeInt(value) {
    const n = (0,read/* readNumber */.kz)(value);
    return n !== null && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

// EXTERNAL MODULE: ./src/client/api/params.ts
var api_params = __webpack_require__(7712);
// EXTERNAL MODULE: ./src/client/api/transport.ts
var transport = __webpack_require__(3113);
;// CONCATENATED MODULE: ./src/client/api/client.ts
// The SEO Report API v1, one method per endpoint. Parameters are checked before anything is sent;
// answers come back as the typed model of model.ts whatever variant the service speaks.




/** Longest hold we ask of the service: well inside the client's 30 s headers timeout. */
const MAX_WAIT_SECONDS = 20;
function waitQuery(waitSeconds) {
    if (waitSeconds === undefined)
        return undefined;
    if (!Number.isInteger(waitSeconds) || waitSeconds < 1 || waitSeconds > MAX_WAIT_SECONDS) {
        throw new errors/* SeoReportApiError */.AI({
            code: 'invalid_parameter',
            endpoint: 'get report',
            parameter: 'wait',
            reason: `wait must be a whole number of seconds from 1 to ${MAX_WAIT_SECONDS} (got ${waitSeconds})`,
            mayHaveReachedService: false,
        });
    }
    return new URLSearchParams({ wait: String(waitSeconds) });
}
/** Safety stop for iteration over a service that never says it is on the last page. */
const MAX_PAGES = 10_000;
class SeoReportClient {
    transport;
    constructor(options) {
        if (typeof options.apiKey !== 'string' || options.apiKey.trim() === '') {
            throw new errors/* SeoReportApiError */.AI({
                code: 'invalid_parameter',
                endpoint: 'client',
                parameter: 'apiKey',
                reason: 'an API key is required',
                mayHaveReachedService: false,
            });
        }
        this.transport = new transport/* Transport */.oK(options);
    }
    /** The API root every path is joined to, e.g. https://host/seo/api/v1/. */
    get apiRoot() {
        return this.transport.apiRoot.href;
    }
    /** X-RateLimit-Limit and X-RateLimit-Remaining from the latest answer. */
    get rateLimit() {
        return this.transport.rateLimit;
    }
    /** The service's clock minus ours (its Date header), from the latest answer; null before one. */
    get clockOffsetMs() {
        return this.transport.clockOffsetMs;
    }
    /** Masks a text the caller built from our answers (API key and passwords sent). */
    scrub(text) {
        return this.transport.secrets.scrub(text);
    }
    async listReports(params = {}, options = {}) {
        const query = (0,api_params/* reportListQuery */.xY)(params);
        const { body, endpoint } = await this.call({
            method: 'GET',
            path: '/reports',
            query,
            ...options,
        });
        return parseReportPage(endpoint, body, params.page ?? 1);
    }
    /** Every report matching the filters, page after page. */
    reports(params = {}, options = {}) {
        return this.iterate((page) => this.listReports({ ...params, page }, options), (report) => report.id);
    }
    /**
     * Reads a report. With `waitSeconds`, asks the service to hold the answer until the report has
     * a result or that time has passed (`wait=N`, an extension of our reference service; deployed
     * services ignore the parameter and answer at once).
     */
    async getReport(id, options = {}) {
        const path = `/reports/${(0,api_params/* pathSegment */.pn)('get report', 'id', id)}`;
        const { waitSeconds, ...callOptions } = options;
        const query = waitQuery(waitSeconds);
        const { body, endpoint } = await this.call({ method: 'GET', path, query, ...callOptions });
        return parseReport(endpoint, body);
    }
    /**
     * Creates a report. Deployed services audit the page inside this call and answer with the
     * result; our reference service answers at once with `generated: false` and fills it in later.
     */
    async createReport(params, options = {}) {
        const form = (0,api_params/* createReportForm */.v1)(params);
        this.transport.secrets.add(params.password);
        const { body, endpoint } = await this.call({
            method: 'POST',
            path: '/reports',
            form,
            ...options,
        });
        return parseReport(endpoint, body);
    }
    /** Changes privacy or password, or re-runs the audit with `regenerate: true` (results=1). */
    async updateReport(id, params, options = {}) {
        const path = `/reports/${(0,api_params/* pathSegment */.pn)('update report', 'id', id)}`;
        const form = (0,api_params/* updateReportForm */.GO)(params);
        this.transport.secrets.add(params.password);
        const { body, endpoint } = await this.call({ method: 'PUT', path, form, ...options });
        return parseReport(endpoint, body);
    }
    /** Deletes a report. A 404 on a retried attempt means an earlier attempt deleted it: done. */
    async deleteReport(id, options = {}) {
        const segment = (0,api_params/* pathSegment */.pn)('delete report', 'id', id);
        return this.delete(`/reports/${segment}`, String(id), options);
    }
    async listProjects(params = {}, options = {}) {
        const query = (0,api_params/* projectListQuery */.mj)(params);
        const { body, endpoint } = await this.call({
            method: 'GET',
            path: '/projects',
            query,
            ...options,
        });
        return parseProjectPage(endpoint, body, params.page ?? 1);
    }
    projects(params = {}, options = {}) {
        return this.iterate((page) => this.listProjects({ ...params, page }, options), (project) => project.name);
    }
    /** Deletes a project and its reports. */
    async deleteProject(name, options = {}) {
        const segment = (0,api_params/* pathSegment */.pn)('delete project', 'project', name);
        return this.delete(`/projects/${segment}`, name, options);
    }
    /** Closes the connection pool. */
    close() {
        return this.transport.close();
    }
    async delete(path, id, options) {
        try {
            const { body } = await this.call({ method: 'DELETE', path, ...options });
            return parseDeletion(body, id, false);
        }
        catch (error) {
            if (error instanceof errors/* SeoReportApiError */.AI && error.code === 'not_found' && error.attempts > 1) {
                return parseDeletion(null, id, true);
            }
            throw error;
        }
    }
    async call(req) {
        const { body, endpoint } = await this.transport.send(req);
        return { body, endpoint };
    }
    async *iterate(fetchPage, keyOf) {
        const seen = new Set();
        let previousKeys = '';
        // How many items the list had when we started, as its first page declared (a total, or
        // last page × page size): a hostile or broken service whose pages never end is read no
        // further than that. A list that grows while we read loses its newest additions' overflow,
        // which a later run sees.
        let declared = null;
        let previousSize = null;
        let stale = 0;
        for (let page = 1; page <= MAX_PAGES; page++) {
            const result = await fetchPage(page);
            const keys = result.items.map(keyOf);
            if (page === 1)
                declared = declaredSize(result);
            // A service that ignores `page` answers the same page again: stop instead of looping.
            // Its meta says which page it answered; without meta, a page identical to the previous
            // one is the sign (a list shifting while we read it repeats items, rarely a whole page).
            const repeated = page > 1 && keys.length > 0 && keys.join('\n') === previousKeys;
            const ignoredPage = result.page !== page || (result.lastPage === null && repeated);
            if (ignoredPage)
                return;
            previousKeys = keys.join('\n');
            // Items pushed onto this page by reports created meanwhile were yielded already.
            let fresh = 0;
            for (const [index, item] of result.items.entries()) {
                const key = keys[index];
                if (seen.has(key))
                    continue;
                seen.add(key);
                fresh++;
                yield item;
                if (declared !== null && seen.size >= declared)
                    return;
            }
            // A page of nothing but items already read (pages cycling, or every page the same) ends
            // the list, unless the list says it grew (reports created meanwhile push a whole page
            // along); two such pages in a row end it whatever it says.
            const size = declaredSize(result);
            if (page > 1 && keys.length > 0 && fresh === 0) {
                stale++;
                const grew = size !== null && previousSize !== null && size > previousSize;
                if (stale >= 2 || !grew)
                    return;
            }
            else {
                stale = 0;
            }
            previousSize = size;
            if (!result.hasNext || result.items.length === 0)
                return;
        }
    }
}
/** Items in the whole list by what its first page says: a total, or last page × page size. */
function declaredSize(first) {
    if (first.total !== null)
        return first.total;
    if (first.lastPage === null)
        return null;
    const perPage = first.perPage ?? first.items.length;
    return perPage > 0 ? first.lastPage * perPage : null;
}

// EXTERNAL MODULE: ./src/client/api/retry.ts
var retry = __webpack_require__(9202);
;// CONCATENATED MODULE: ./src/client/api/index.ts
// The client of the SEO Report API v1: what the rest of the project imports.








/***/ }),

/***/ 7712:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* reexport safe */ _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__.BE),
/* harmony export */   GO: () => (/* binding */ updateReportForm),
/* harmony export */   Kg: () => (/* binding */ hasControlCharacters),
/* harmony export */   Np: () => (/* binding */ reportUrlProblem),
/* harmony export */   dn: () => (/* reexport safe */ _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__.dn),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   mj: () => (/* binding */ projectListQuery),
/* harmony export */   pn: () => (/* binding */ pathSegment),
/* harmony export */   v1: () => (/* binding */ createReportForm),
/* harmony export */   xY: () => (/* binding */ reportListQuery)
/* harmony export */ });
/* unused harmony export MAX_URL_LENGTH */
/* harmony import */ var _shared_grade_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3318);
/* harmony import */ var _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2786);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7561);
// Parameter checks for every endpoint, run before anything is sent. Each failure names the
// parameter and the values it allows, so a typo in a workflow never becomes a confusing answer
// from the service (or, worse, a silently ignored field).




/** Does `password` follow the report password rule? */
function isValidReportPassword(password) {
    return (password.length >= _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .MIN_REPORT_PASSWORD_LENGTH */ .dn &&
        password.length <= _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_REPORT_PASSWORD_LENGTH */ .BE &&
        !hasControlCharacters(password));
}
/** Longest URL we send; browsers and most servers stop near 2,048 to 8,192 characters. */
const MAX_URL_LENGTH = 2048;
const MAX_TEXT_LENGTH = 1024;
const oneOf = (values) => `must be one of ${values.join(', ')}`;
function checkEnum(op, name, value, allowed) {
    if (value === undefined)
        return undefined;
    if (!allowed.includes(value)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, name, `${oneOf(allowed)} (got ${describe(value)})`);
    }
    return value;
}
function checkText(op, name, value) {
    if (value === undefined)
        return undefined;
    if (typeof value !== 'string')
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, name, `must be text (got ${describe(value)})`);
    if (value.length > MAX_TEXT_LENGTH) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, name, `must be at most ${MAX_TEXT_LENGTH} characters (got ${value.length})`);
    }
    if (hasControlCharacters(value))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, name, 'must not contain control characters');
    return value;
}
function checkPage(op, value) {
    if (value === undefined)
        return undefined;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, 'page', `must be a whole number from 1 (got ${describe(value)})`);
    }
    return value;
}
/** Checks a page URL to audit and returns it as given (the service cleans it itself). */
function checkReportUrl(op, value) {
    const problem = reportUrlProblem(value);
    if (problem !== null)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, 'url', problem);
    return value;
}
/**
 * What is wrong with a URL to audit, as the end of a sentence that starts with its name
 * ("url must use http or https"), or null when it is fine. Shared with the action's inputs.
 */
function reportUrlProblem(value) {
    if (typeof value !== 'string' || value.trim() === '')
        return 'is required: an absolute http(s) URL';
    if (value.length > MAX_URL_LENGTH)
        return `must be at most ${MAX_URL_LENGTH} characters (got ${value.length})`;
    if (hasControlCharacters(value) || /\s/.test(value))
        return 'must not contain spaces or control characters';
    let parsed;
    try {
        parsed = new URL(value);
    }
    catch {
        return `must be an absolute http(s) URL (got ${quote(value)})`;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        return `must use http or https (got ${quote(parsed.protocol.slice(0, -1))})`;
    }
    // Credentials in a URL would be stored and shown by the service: refuse rather than leak them.
    if (parsed.username || parsed.password)
        return 'must not contain a user name or password';
    return null;
}
function checkPrivacyAndPassword(op, privacy, password) {
    const checkedPrivacy = checkEnum(op, 'privacy', privacy, _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .PRIVACY_VALUES */ .yl);
    if (checkedPrivacy === 2) {
        if (typeof password !== 'string' || password === '') {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, 'password', 'is required when privacy is 2 (password)');
        }
    }
    else if (password !== undefined) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, 'password', 'is only allowed with privacy 2 (password)');
    }
    if (password !== undefined) {
        if (typeof password !== 'string' || !isValidReportPassword(password)) {
            // Never echo the value: it is a secret.
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, 'password', `must be ${_shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_PASSWORD_RULE */ .sv}`);
        }
        return { privacy: 2, password };
    }
    return checkedPrivacy === undefined ? {} : { privacy: checkedPrivacy };
}
function reportListQuery(params = {}) {
    const op = 'list reports';
    return toQuery({
        search: checkText(op, 'search', params.search),
        search_by: checkEnum(op, 'search_by', params.searchBy, ['url']),
        project: checkText(op, 'project', params.project),
        result: checkEnum(op, 'result', params.result, _shared_grade_js__WEBPACK_IMPORTED_MODULE_2__/* .GRADES */ .F4),
        sort_by: checkEnum(op, 'sort_by', params.sortBy, _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_SORT_KEYS */ .VS),
        sort: checkEnum(op, 'sort', params.sort, _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .SORT_VALUES */ .sT),
        per_page: checkEnum(op, 'per_page', params.perPage, _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .PER_PAGE_VALUES */ .Ni),
        page: checkPage(op, params.page),
    });
}
function projectListQuery(params = {}) {
    const op = 'list projects';
    return toQuery({
        search: checkText(op, 'search', params.search),
        search_by: checkEnum(op, 'search_by', params.searchBy, ['project']),
        sort_by: checkEnum(op, 'sort_by', params.sortBy, _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .PROJECT_SORT_KEYS */ .eM),
        sort: checkEnum(op, 'sort', params.sort, _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .SORT_VALUES */ .sT),
        per_page: checkEnum(op, 'per_page', params.perPage, _shared_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .PER_PAGE_VALUES */ .Ni),
        page: checkPage(op, params.page),
    });
}
function createReportForm(params) {
    const op = 'create report';
    const url = checkReportUrl(op, params?.url);
    const { privacy, password } = checkPrivacyAndPassword(op, params.privacy ?? 1, params.password);
    const project = checkText(op, 'project', params.project);
    if (project !== undefined && project.trim() === '') {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, 'project', 'must not be empty when given');
    }
    return toQuery({ url, privacy, password, project });
}
function updateReportForm(params) {
    const op = 'update report';
    const { privacy, password } = checkPrivacyAndPassword(op, params.privacy, params.password);
    if (params.regenerate !== undefined && typeof params.regenerate !== 'boolean') {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, 'results', `must be true or false (got ${describe(params.regenerate)})`);
    }
    if (privacy === undefined && params.regenerate === undefined) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, 'privacy', 'or results must be given: there is nothing to update');
    }
    return toQuery({
        privacy,
        password,
        results: params.regenerate === undefined ? undefined : params.regenerate ? 1 : 0,
    });
}
/** A report id or project name as a path segment: opaque, non-empty, encoded. */
function pathSegment(op, name, value) {
    const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
    if (typeof text !== 'string' || text.trim() === '') {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, name, `is required (got ${describe(value)})`);
    }
    if (text.length > MAX_TEXT_LENGTH || hasControlCharacters(text)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidParameter */ .VL)(op, name, `must be at most ${MAX_TEXT_LENGTH} characters without control characters`);
    }
    return encodeURIComponent(text);
}
function toQuery(fields) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined)
            query.set(key, String(value));
    }
    return query;
}
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
function hasControlCharacters(text) {
    return CONTROL_CHARACTERS.test(text);
}
/** A value in an error message: JSON-quoted, long ones cut. */
function quote(text) {
    return JSON.stringify(text.length > 80 ? `${text.slice(0, 77)}...` : text);
}
function describe(value) {
    if (typeof value === 'string')
        return quote(value);
    if (typeof value === 'number' || typeof value === 'boolean' || value === null)
        return String(value);
    return typeof value;
}


/***/ }),

/***/ 2237:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ readRateLimitHeaders)
/* harmony export */ });
/* unused harmony export parseRetryAfterHeader */
// What an answer says about the service's rate limit, whatever dialect it speaks:
//   - Laravel and most others: X-RateLimit-Limit, X-RateLimit-Remaining, and X-RateLimit-Reset as
//     seconds to wait (a delta) or as the epoch second of the reset (GitHub, Laravel's 429s);
//   - the IETF drafts: RateLimit-Limit / -Remaining / -Reset (draft 6), `RateLimit: limit=10,
//     remaining=5, reset=30` with `RateLimit-Policy: 10;w=60` (draft 7), and
//     `RateLimit: "default";r=5;t=30` with `RateLimit-Policy: "default";q=10;w=60` (draft 8+);
//   - Retry-After on a 429 or 503, in seconds or as an HTTP date.
// Nothing here assumes a window length: a field the service does not send stays null.
/** An epoch second this large is a date, not a delta (a delta of 30 years is no rate limit). */
const EPOCH_THRESHOLD_S = 1_000_000_000;
function readRateLimitHeaders(headers, now) {
    const fields = ietfFields(text(headers.ratelimit));
    const policy = policyFields(text(headers['ratelimit-policy']));
    const serviceNow = dateOf(text(headers.date));
    const clockOffsetMs = serviceNow === null ? null : serviceNow - now;
    const epoch = (number(text(headers['x-ratelimit-reset'])) ?? number(text(headers['ratelimit-reset'])) ?? 0) >=
        EPOCH_THRESHOLD_S;
    return {
        limit: whole(text(headers['x-ratelimit-limit'])) ??
            whole(text(headers['ratelimit-limit'])) ??
            fields.limit ??
            policy.quota,
        remaining: whole(text(headers['x-ratelimit-remaining'])) ??
            whole(text(headers['ratelimit-remaining'])) ??
            fields.remaining,
        resetInMs: resetOf(text(headers['x-ratelimit-reset']), now, serviceNow) ??
            resetOf(text(headers['ratelimit-reset']), now, serviceNow) ??
            (fields.resetS === null ? null : fields.resetS * 1000),
        resetSlackMs: epoch ? 2000 : 1000,
        windowMs: policy.windowS === null ? null : policy.windowS * 1000,
        retryAfterMs: parseRetryAfterHeader(text(headers['retry-after']), now),
        clockOffsetMs,
    };
}
/** Retry-After as delta-seconds or an HTTP date; null when absent or unreadable. */
function parseRetryAfterHeader(value, now) {
    if (value === undefined || value.trim() === '')
        return null;
    const trimmed = value.trim();
    if (/^\d+(\.\d+)?$/.test(trimmed))
        return Math.round(Number(trimmed) * 1000);
    const date = Date.parse(trimmed);
    return Number.isNaN(date) ? null : Math.max(0, date - now);
}
/**
 * A reset as a delta or an epoch second. An epoch is read against the service's own clock when
 * it sent a Date header, so a client whose clock is off still waits the right time.
 */
function resetOf(value, now, serviceNow) {
    const seconds = number(value);
    if (seconds === null)
        return null;
    if (seconds < EPOCH_THRESHOLD_S)
        return Math.round(seconds * 1000);
    // Date has whole seconds, like the epoch: compare like with like.
    const reference = serviceNow ?? now;
    return Math.max(0, Math.round(seconds * 1000 - reference));
}
/** `limit=10, remaining=5, reset=30` (draft 7) or `"default";r=5;t=30` (draft 8+). */
function ietfFields(value) {
    const parameters = parametersOf(value);
    return {
        limit: whole(parameters.get('limit')),
        remaining: whole(parameters.get('remaining') ?? parameters.get('r')),
        resetS: number(parameters.get('reset') ?? parameters.get('t')),
    };
}
/** `10;w=60` (draft 7) or `"default";q=10;w=60` (draft 8+); the first policy when several. */
function policyFields(value) {
    if (value === undefined)
        return { quota: null, windowS: null };
    const first = value.split(',')[0] ?? '';
    const [head, ...rest] = first.split(';').map((part) => part.trim());
    const parameters = parametersOf(rest.join(';'));
    const windowS = number(parameters.get('w'));
    return {
        quota: whole(parameters.get('q')) ?? whole(head),
        windowS: windowS !== null && windowS > 0 ? windowS : null,
    };
}
/** key=value pairs separated by `,` or `;`, keys lower-cased, quotes dropped. */
function parametersOf(value) {
    const map = new Map();
    if (value === undefined)
        return map;
    for (const part of value.split(/[,;]/)) {
        const match = /^\s*([A-Za-z][\w-]*)\s*=\s*"?([^"]*)"?\s*$/.exec(part);
        if (match)
            map.set(match[1].toLowerCase(), match[2]);
    }
    return map;
}
function text(value) {
    return Array.isArray(value) ? value[0] : value;
}
function whole(value) {
    const trimmed = value?.trim();
    return trimmed !== undefined && /^\d{1,12}$/.test(trimmed) ? Number(trimmed) : null;
}
function number(value) {
    const trimmed = value?.trim();
    return trimmed !== undefined && /^\d{1,12}(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}
function dateOf(value) {
    if (value === undefined)
        return null;
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : time;
}


/***/ }),

/***/ 3541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ RateLimiter)
/* harmony export */ });
// Paces requests so that a run stays under the service's rate limit instead of collecting 429s,
// without ever assuming how long the service's window is. One limiter is shared by every
// concurrent caller of a client.
//
// The model is the fixed window that deployed services use (Laravel's throttle): `limit`
// requests, counted from the first request that arrives after the previous window ended. We
// count a window from the moment we SENT its first request, so a slow answer (a synchronous
// service audits the page inside the POST) never holds a slot longer than the service does.
// What we do not know we learn from the answers, and never guess in the slow direction:
//   - the limit: X-RateLimit-Limit or the IETF fields; or, from a service that says nothing
//     until it refuses, the number of requests it accepted before its first 429;
//   - when the window ends: a reset field (delta or epoch), a 429's Retry-After, the moment
//     Remaining jumps back up, or a stated policy (RateLimit-Policy w=);
//   - the window's length: the stated policy, else bounded from those events (see learnLength).
// While the allowance is spent and its end unknown, everyone waits and ONE request goes as a
// probe; what its answer says is obeyed. A 429 without Retry-After backs off from about 1 s,
// still one probe at a time. So a run pays at most one 429 for each thing it had to learn.
const SECOND = 1000;
class RateLimiter {
    limit;
    /** True when the limit was inferred from a 429 rather than stated. */
    limitInferred = false;
    windowMs;
    /** Whether windowMs was stated (an option or RateLimit-Policy) rather than inferred. */
    windowStated;
    /** The longest elapsed time at which the service still refused: the window is longer. */
    windowAtLeast = 0;
    window = newWindow();
    /** False until the first answer: only a few requests go before anything is known. */
    learned;
    coldBurst;
    probeInFlight = false;
    /** After a 429 without Retry-After: one request at a time until one is accepted. */
    probing = false;
    backoffMs;
    /** How much later than we count them the service has been seen to open its windows. */
    lateMs = 0;
    pausedUntil = 0;
    inFlight = 0;
    queue = [];
    timer = null;
    firstBackoffMs;
    maxBackoffMs;
    now;
    constructor(options = {}) {
        this.windowMs = options.windowMs ?? null;
        this.windowStated = this.windowMs !== null;
        this.limit = options.initialLimit ?? null;
        this.learned = this.limit !== null;
        this.coldBurst = Math.max(1, options.coldBurst ?? 4);
        this.firstBackoffMs = options.firstBackoffMs ?? 1_000;
        this.maxBackoffMs = options.maxBackoffMs ?? 60_000;
        this.backoffMs = this.firstBackoffMs;
        this.now = options.now ?? Date.now;
    }
    /** Waits for a slot. Rejects with the signal's reason if it aborts while waiting. */
    acquire(signal) {
        // A rejection, never a synchronous throw: callers attach their handling to the promise.
        if (signal?.aborted)
            return Promise.reject(signal.reason);
        return new Promise((resolve, reject) => {
            const waiter = {
                resolve,
                reject,
                signal,
                onAbort: () => {
                    this.queue = this.queue.filter((w) => w !== waiter);
                    reject(signal?.reason);
                    this.pump();
                },
            };
            signal?.addEventListener('abort', waiter.onAbort, { once: true });
            this.queue.push(waiter);
            this.pump();
        });
    }
    /** Holds every caller until the given time (a 503's Retry-After). */
    pauseUntil(time) {
        this.pausedUntil = Math.max(this.pausedUntil, time);
        this.pump();
    }
    get state() {
        return {
            limit: this.limit,
            windowMs: this.windowMs,
            used: this.window.used,
            inFlight: this.inFlight,
            queued: this.queue.length,
            remembered: this.window.sent.length,
        };
    }
    /** How long a request asking now would wait, as far as we know (0 while a probe decides). */
    waitMs() {
        const { wait } = this.nextSend(this.now());
        return Number.isFinite(wait) ? wait : 0;
    }
    /** What we leave after a window we counted from our own send (see margin), and learned lateness. */
    slack(windowMs) {
        return margin(windowMs) + this.lateMs;
    }
    /** When the current window ends, as far as we know; null when we do not. */
    windowEnd() {
        const { start, endsAt } = this.window;
        if (endsAt !== null)
            return endsAt;
        if (start === null || this.windowMs === null)
            return null;
        return start + this.windowMs + this.slack(this.windowMs);
    }
    /** How long the next request must wait (Infinity: until an answer), and whether it probes. */
    nextSend(now) {
        if (this.pausedUntil > now)
            return { wait: this.pausedUntil - now, probe: false };
        // A large cold burst would all be sent before the first answer tells us the limit; a few
        // (the engine's usual concurrency) cost no more than one generation time to hold back.
        if (!this.learned && this.inFlight >= this.coldBurst)
            return { wait: Infinity, probe: false };
        if (this.probeInFlight)
            return { wait: Infinity, probe: false };
        const end = this.windowEnd();
        if (end !== null && now >= end) {
            const estimated = this.window.endsAt === null;
            const previous = this.window.start;
            this.window = newWindow();
            if (estimated)
                this.window.rolledFrom = previous;
            return this.nextSend(now);
        }
        if (this.probing)
            return { wait: 0, probe: true };
        if (this.limit !== null && this.window.used >= this.limit) {
            if (end !== null)
                return { wait: end - now, probe: false };
            // Spent, and no idea when it comes back: ask once, everyone else waits for the answer.
            return { wait: 0, probe: true };
        }
        return { wait: 0, probe: false };
    }
    pump() {
        if (this.timer) {
            clearTimeout(this.timer);
            this.timer = null;
        }
        while (this.queue.length > 0) {
            const now = this.now();
            const { wait, probe } = this.nextSend(now);
            if (wait > 0) {
                if (Number.isFinite(wait))
                    this.timer = setTimeout(() => this.pump(), Math.ceil(wait));
                return;
            }
            const waiter = this.queue.shift();
            waiter.signal?.removeEventListener('abort', waiter.onAbort);
            waiter.resolve(this.send(now, probe));
        }
    }
    send(now, probe) {
        const window = this.window;
        window.start ??= now;
        window.used += 1;
        const sent = {
            at: now,
            window,
            answeredBefore: window.answered,
            probe,
            answered: false,
            counted: null,
        };
        window.sent.push(sent);
        this.inFlight += 1;
        if (probe)
            this.probeInFlight = true;
        let released = false;
        return {
            release: (observation) => {
                if (released)
                    return;
                released = true;
                this.inFlight -= 1;
                this.learned = true;
                if (probe)
                    this.probeInFlight = false;
                sent.answered = true;
                sent.window.answered += 1;
                if (observation)
                    this.observe(sent, observation);
                if (this.limit === null)
                    forgetAnswered(sent.window);
                this.pump();
            },
        };
    }
    observe(sent, { status, headers }) {
        const now = this.now();
        if (headers.windowMs !== null) {
            this.windowMs = headers.windowMs;
            this.windowStated = true;
        }
        if (headers.limit !== null && headers.limit > 0) {
            this.limit = headers.limit;
            this.limitInferred = false;
        }
        if (status === 429) {
            this.refused(sent, headers, now);
            return;
        }
        this.backoffMs = this.firstBackoffMs;
        const wasProbing = this.probing;
        this.probing = false;
        const window = sent.window;
        window.accepted += 1;
        if (this.limitInferred && this.limit !== null && window.accepted > this.limit) {
            this.limit = window.accepted;
        }
        if (window !== this.window)
            return; // about a window that is over
        const index = window.sent.indexOf(sent);
        if (headers.remaining !== null && this.limit !== null) {
            const counted = this.limit - headers.remaining;
            sent.counted = counted;
            if (counted < sent.answeredBefore + 1) {
                // The service counts fewer than it had certainly seen: its window restarted, at the
                // latest with this request.
                this.restartWindowAt(index, counted);
            }
            else {
                window.used = Math.max(countedInWindow(window), window.spent ? this.limit : 0);
            }
        }
        else if ((sent.probe || wasProbing) && window.used > (this.limit ?? Infinity)) {
            // Accepted past the allowance, with nothing said: the window restarted with this probe.
            this.restartWindowAt(index, 1);
        }
        if (headers.resetInMs !== null && this.window === window) {
            this.resetIn(headers.resetInMs, headers.resetSlackMs, now);
        }
    }
    /**
     * A reset field: the window ends within `slackMs` before `now + resetInMs` (services round
     * the seconds up). Each answer narrows it; with the window's start, it also gives its length.
     */
    resetIn(resetInMs, slackMs, now) {
        const window = this.window;
        const end = now + resetInMs;
        window.endsAt = Math.min(window.endsAt ?? Infinity, end);
        if (window.start === null)
            return;
        if (!this.windowStated) {
            const elapsed = now - window.start;
            this.learnLength(Math.max(this.windowAtLeast, elapsed + resetInMs - slackMs), end - window.start);
        }
        const windowMs = this.windowMs;
        window.endsAt = Math.min(window.endsAt, window.start + windowMs + this.slack(windowMs));
    }
    /** A new window began with our request at `index`; `counted` is its count at that request. */
    restartWindowAt(index, counted) {
        const old = this.window;
        const first = old.sent[index];
        if (old.start !== null && !this.windowStated) {
            // It ended after the previous request arrived and before this one did.
            const previous = old.sent[index - 1];
            const atLeast = Math.max(this.windowAtLeast, previous ? previous.at - old.start : 0);
            this.learnLength(atLeast, first.at - old.start);
        }
        const carried = old.sent.slice(index);
        const fresh = newWindow();
        fresh.start = first.at;
        fresh.sent = carried;
        fresh.before = counted - 1;
        fresh.used = fresh.before + carried.length;
        fresh.answered = carried.filter((s) => s.answered).length;
        for (const sent of carried)
            sent.window = fresh;
        this.window = fresh;
    }
    refused(sent, headers, now) {
        const window = this.window;
        // A refusal of a request sent in a window we have since left (its answer came late) speaks
        // of that window: its end has passed, and it says nothing about the one we are in now.
        if (sent.window !== window)
            return;
        if (window.late && sent.at <= window.start) {
            // Another request of the burst that went just too early (see arrivedLate): not counted.
            this.uncount(sent);
            return;
        }
        if (window.accepted === 0 && window.rolledFrom !== null) {
            // We began this window too early: the service is still in the one we left.
            const overshoot = this.windowMs === null ? Infinity : sent.at - window.rolledFrom - this.windowMs;
            if (this.windowMs !== null && overshoot < this.windowMs / 10 && this.mayBeLate()) {
                this.arrivedLate(sent, overshoot, this.windowMs, now);
                return;
            }
            window.start = window.rolledFrom;
            window.rolledFrom = null;
        }
        if (this.limit === null || this.limitInferred) {
            // Nothing announced: it allows what it accepted before refusing.
            this.limit = Math.max(1, window.accepted, this.limitInferred ? (this.limit ?? 1) : 1);
            this.limitInferred = true;
        }
        window.used = Math.max(window.used, this.limit);
        window.spent = true;
        const waitMs = headers.retryAfterMs ?? headers.resetInMs;
        if (waitMs === null) {
            this.probing = true;
            this.pausedUntil = Math.max(this.pausedUntil, now + this.backoffMs);
            this.backoffMs = Math.min(this.maxBackoffMs, Math.round(this.backoffMs * 1.5));
            return;
        }
        this.probing = false;
        this.backoffMs = this.firstBackoffMs;
        let endsAt = now + waitMs;
        if (window.start !== null && !this.windowStated) {
            // Whole seconds, rounded up: the window ends after sent + (wait - 1 s), by now + wait.
            const elapsed = sent.at - window.start;
            this.windowAtLeast = Math.max(this.windowAtLeast, elapsed, elapsed + waitMs - SECOND);
            this.learnLength(this.windowAtLeast, now - window.start + waitMs);
        }
        if (this.windowMs !== null && window.start !== null) {
            endsAt = Math.min(endsAt, window.start + this.windowMs + this.slack(this.windowMs));
        }
        window.endsAt = endsAt;
    }
    /**
     * Whether a refusal just after our estimate of a window's end can be put down to the service
     * opening its windows late rather than to a wrong length: the length was stated, or learned
     * as the whole seconds services count in, and the slack for lateness has room to grow. When it
     * has none, the length is what is wrong, and it is learned again.
     */
    mayBeLate() {
        const windowMs = this.windowMs;
        if (windowMs === null || this.lateMs >= windowMs / 10)
            return false;
        return this.windowStated || windowMs % SECOND === 0;
    }
    /**
     * Refused just after the window we counted had ended: the length is right, but the service
     * opened that window when its first request ARRIVED, later than we sent it (a slow network, a
     * loaded machine). From now on leave more time after each window (three times what would have
     * been enough here, at most a tenth of a window), count this window from the refused request,
     * which the service did not count, and let its old window end before anyone goes again. Its
     * Retry-After, in whole seconds, would hold everyone for up to a second for a few milliseconds.
     */
    arrivedLate(sent, overshootMs, windowMs, now) {
        const window = this.window;
        this.lateMs = Math.min(windowMs / 10, Math.max(2 * this.lateMs, 3 * overshootMs, 50));
        window.start = Math.max(window.start ?? sent.at, sent.at);
        window.late = true;
        window.rolledFrom = null;
        window.endsAt = null;
        this.uncount(sent);
        this.pausedUntil = Math.max(this.pausedUntil, now + this.lateMs);
    }
    /** A refused request the service did not count in the current window. */
    uncount(sent) {
        const window = this.window;
        window.used = Math.max(0, window.used - 1);
        window.sent = window.sent.filter((s) => s !== sent);
    }
    /**
     * The window's length from what we know: longer than `atLeast`, at most `atMost`. Services
     * count in whole seconds (Retry-After, Reset, a decay in seconds), so the first whole second
     * in that range is the answer; when that is wrong, the next 429 raises `atLeast` past it.
     */
    learnLength(atLeast, atMost) {
        const wholeSecond = (Math.floor(atLeast / SECOND) + 1) * SECOND;
        const guess = wholeSecond <= atMost ? wholeSecond : Math.max(atMost, atLeast + 1);
        this.windowMs =
            this.windowMs === null || this.windowMs <= atLeast ? guess : Math.min(this.windowMs, guess);
    }
}
function newWindow() {
    return {
        start: null,
        used: 0,
        sent: [],
        forgotten: 0,
        before: 0,
        answered: 0,
        accepted: 0,
        spent: false,
        endsAt: null,
        rolledFrom: null,
        late: false,
    };
}
/**
 * What the service will have counted in the window once our requests in flight arrive: at least
 * all of ours, and at least the count of the answer it counted last plus our unanswered requests
 * sent after that one (which reveals others' requests). "Counted last" is the highest count, not
 * the answer that came back last: requests overtake each other on the way, and taking the last
 * answer's count plus everything sent after it counted the overtaken ones twice.
 */
function countedInWindow(window) {
    const ours = window.before + window.forgotten + window.sent.length;
    let top = -1;
    for (let i = 0; i < window.sent.length; i++) {
        const counted = window.sent[i]?.counted ?? null;
        if (counted !== null && (top < 0 || counted > window.sent[top]?.counted))
            top = i;
    }
    if (top < 0)
        return ours;
    let inFlightAfter = 0;
    for (let i = top + 1; i < window.sent.length; i++)
        if (!window.sent[i]?.answered)
            inFlightAfter++;
    return Math.max(ours, window.sent[top]?.counted + inFlightAfter);
}
/**
 * Forgets the answered requests at the front of the window's list, keeping their count. Called
 * while nothing is known of the limit: no answer has been placed in the window then (`counted`
 * needs the limit) and none will be, so only the count of the earlier ones matters. A service
 * that never states a limit (the embedded one) keeps one window for the whole run, whose list
 * otherwise held every request of it, each answer searching it from the start.
 */
function forgetAnswered(window) {
    let answered = 0;
    while (answered < window.sent.length && window.sent[answered]?.answered)
        answered += 1;
    if (answered === 0)
        return;
    window.sent.splice(0, answered);
    window.forgotten += answered;
}
/**
 * Slack after a window we counted from our own send: the service starts it when the request
 * arrives. 1% plus 10 ms covers that trip and timer granularity for any window length.
 */
function margin(windowMs) {
    return Math.ceil(windowMs / 100) + 10;
}


/***/ }),

/***/ 9202:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ backoffDelay),
/* harmony export */   Hr: () => (/* binding */ isRetryableNetworkError),
/* harmony export */   Ht: () => (/* binding */ serviceAbsent),
/* harmony export */   PS: () => (/* binding */ isRetryableStatus),
/* harmony export */   Vk: () => (/* binding */ wasNotSent),
/* harmony export */   ky: () => (/* binding */ isIdempotent),
/* harmony export */   vI: () => (/* binding */ DEFAULT_RETRY)
/* harmony export */ });
// When a failed attempt may be tried again, and how long to wait first.
//
// GET and DELETE are safe to repeat. POST and PUT are not: deployed services create a report
// (and spend monthly quota) inside the POST, so they are retried only when the service provably
// did not act on the request: it was never connected to, it answered 429, or it answered 503
// with Retry-After. A bare 503 proves nothing: proxies (Heroku's router after 30 s, Envoy's
// "reset before headers") answer 503 after they forwarded the request to a service that goes
// on creating the report. A 503 with Retry-After is the service itself saying it is unavailable
// until then (RFC 9110 section 15.6.4; Laravel's maintenance mode, our full queue).
const DEFAULT_RETRY = {
    retries: 4,
    baseDelayMs: 500,
    maxDelayMs: 20_000,
    maxRetryAfterMs: 120_000,
};
const IDEMPOTENT_RETRY_STATUSES = new Set([429, 502, 503, 504]);
/** Connection errors that happen before any byte of the request is sent. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'CONNECT_TIMEOUT']);
function isIdempotent(method) {
    return method === 'GET' || method === 'DELETE';
}
/** Whether an answer proves the request may be sent again (see the rules at the top). */
function isRetryableStatus(method, status, hasRetryAfter) {
    if (isIdempotent(method))
        return IDEMPOTENT_RETRY_STATUSES.has(status);
    return status === 429 || (status === 503 && hasRetryAfter);
}
/** A network error: retry idempotent requests always, others only when nothing was sent. */
function isRetryableNetworkError(method, errorCode) {
    return isIdempotent(method) || wasNotSent(errorCode);
}
function wasNotSent(errorCode) {
    return errorCode !== null && NOT_SENT_CODES.has(errorCode);
}
/** Errors that say nobody is there at all: refused, or a name that does not resolve. */
const ABSENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);
function serviceAbsent(errorCode) {
    return errorCode !== null && ABSENT_CODES.has(errorCode);
}
/** Exponential backoff with "equal jitter": half fixed, half random, so callers spread out. */
function backoffDelay(retry, options, random = Math.random) {
    const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** retry);
    return Math.round(ceiling / 2 + random() * (ceiling / 2));
}


/***/ }),

/***/ 7489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ SecretScrubber)
/* harmony export */ });
// Keeps secrets out of error text. The client never formats a header or a request body into a
// message, but text that came from the network (a proxy that echoes the Authorization header, a
// redirect URL, a validation message quoting a field) could carry one back: scrub it all.
const MASK = '***';
/** Shorter values would mask ordinary words; no real key or password is this short. */
const MIN_SECRET_LENGTH = 4;
class SecretScrubber {
    secrets = new Set();
    add(secret) {
        if (!secret || secret.length < MIN_SECRET_LENGTH)
            return;
        this.secrets.add(secret);
        // Also its URL-encoded forms: it may come back inside a query string, or in an echo of the
        // form body we sent, which URLSearchParams encodes differently (!'()~ and spaces as +).
        const encoded = encodeURIComponent(secret);
        if (encoded !== secret)
            this.secrets.add(encoded);
        const formEncoded = new URLSearchParams({ v: secret }).toString().slice('v='.length);
        if (formEncoded !== secret)
            this.secrets.add(formEncoded);
    }
    scrub(text) {
        let result = text;
        // Longest first, so that a secret containing another is masked whole.
        for (const secret of [...this.secrets].sort((a, b) => b.length - a.length)) {
            if (result.includes(secret))
                result = result.split(secret).join(MASK);
        }
        return result;
    }
}


/***/ }),

/***/ 3113:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZE: () => (/* binding */ CREDENTIALS_IN_BASE_URL),
/* harmony export */   aS: () => (/* binding */ baseUrlProblem),
/* harmony export */   oK: () => (/* binding */ Transport)
/* harmony export */ });
/* unused harmony export DEFAULT_TIMEOUTS */
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _shared_own_keys_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6678);
/* harmony import */ var _shared_tls_failure_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3287);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7561);
/* harmony import */ var _exchange_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9971);
/* harmony import */ var _params_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7712);
/* harmony import */ var _rate_limit_headers_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2237);
/* harmony import */ var _rate_limiter_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3541);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9202);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7489);
// HTTP for the client: keep-alive connections (exchange.ts; the embedded service's answers in
// process: exchange-in-process.ts), explicit timeouts, the headers every
// request needs, the shared rate limiter, retries by the rules in retry.ts, and translation of
// every failure into a SeoReportApiError with a message a person can act on.










const DEFAULT_TIMEOUTS = {
    connectMs: 10_000,
    headersMs: 30_000,
    writeHeadersMs: 90_000,
    bodyMs: 30_000,
};
/** Answers are a report or a page of them; anything larger is not the API talking. */
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
const MAX_REASON_LENGTH = 300;
/**
 * Statuses at which an answer that is not JSON shows that no SEO Report API is there: a plain web
 * server's "not found", "method not allowed" (a POST to a static site) and "not implemented"
 * (Python's http.server and others answer POST and PUT so). Deployed services answer these in
 * JSON when asked for it (404 "Resource not found."), and a real 5xx (a JSON 501 or 503, a proxy's
 * 502/503/504 page) still reads as the failure it is.
 */
const NOT_AN_API_STATUSES = new Set([404, 405, 501]);
/** What to do about each kind of TLS failure of the service. */
const TLS_HINTS = {
    untrusted: 'trust_ca',
    expired: 'renew_certificate',
    wrong_name: 'certificate_name',
    handshake: 'check_scheme',
};
class Transport {
    apiRoot;
    limiter;
    secrets;
    timeouts;
    retry;
    /** A promise while the undici exchange loads: awaited before a slot is taken, not after. */
    exchange;
    headers;
    onRetry;
    onRequestSent;
    lastRateLimit = { limit: null, remaining: null };
    lastClockOffsetMs = null;
    /** The base URL as errors show it: the API root without /api/v1 ("https://host/seo"). */
    baseShown;
    /** Whether the service has ever answered: until it has, a refused connection is final. */
    answered = false;
    constructor(options) {
        this.secrets = new _secrets_js__WEBPACK_IMPORTED_MODULE_6__/* .SecretScrubber */ .d();
        this.secrets.add(options.apiKey);
        this.apiRoot = apiRootOf(options.baseUrl);
        this.baseShown = this.apiRoot.href.replace(/\/api\/v1\/$/, '');
        this.timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
        this.retry = { ..._retry_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_RETRY */ .vI, ...options.retry };
        this.limiter = options.rateLimiter ?? new _rate_limiter_js__WEBPACK_IMPORTED_MODULE_7__/* .RateLimiter */ .v();
        const { dispatcher, inProcess } = options;
        this.exchange =
            inProcess !== undefined
                ? __webpack_require__.e(/* import() */ 175).then(__webpack_require__.bind(__webpack_require__, 6175)).then((m) => new m.InProcessExchange(inProcess))
                : dispatcher === undefined
                    ? new _exchange_js__WEBPACK_IMPORTED_MODULE_3__/* .NodeExchange */ .Qf()
                    : Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(572)]).then(__webpack_require__.bind(__webpack_require__, 4572)).then((m) => m.undiciExchange(dispatcher));
        this.headers = {
            authorization: `Bearer ${options.apiKey}`,
            accept: 'application/json',
            'user-agent': options.userAgent ?? 'seo-report-action',
        };
        this.onRetry = options.onRetry;
        this.onRequestSent = options.onRequestSent;
    }
    get rateLimit() {
        return { ...this.lastRateLimit };
    }
    /** The service's clock minus ours, from the latest answer's Date header; null before one. */
    get clockOffsetMs() {
        return this.lastClockOffsetMs;
    }
    async send(req) {
        const endpoint = `${req.method} ${this.apiRoot.pathname.replace(/\/$/, '')}${req.path}`;
        const url = new URL(this.apiRoot.pathname.replace(/\/$/, '') + req.path, this.apiRoot);
        if (req.query && [...req.query.keys()].length > 0)
            url.search = req.query.toString();
        const body = req.form?.toString();
        const headers = { ...this.headers };
        if (body !== undefined)
            headers['content-type'] = 'application/x-www-form-urlencoded';
        const writes = req.method === 'POST' || req.method === 'PUT';
        const exchange = await this.exchange;
        for (let attempt = 1;; attempt++) {
            const slot = await this.limiter.acquire(req.signal).catch((reason) => {
                throw this.aborted(endpoint, attempt, reason);
            });
            let outcome;
            try {
                outcome = await this.attempt(exchange, url, req, headers, body, writes);
            }
            catch (error) {
                slot.release();
                throw error;
            }
            slot.release(outcome.kind === 'answer' ? outcome.rateLimit : undefined);
            if (outcome.kind === 'answer' &&
                outcome.status >= 200 &&
                outcome.status < 300 &&
                outcome.json !== undefined) {
                return { status: outcome.status, body: outcome.json, endpoint, attempts: attempt };
            }
            const failure = this.describe(endpoint, outcome, attempt);
            const retryable = outcome.kind === 'answer'
                ? (0,_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .isRetryableStatus */ .PS)(req.method, outcome.status, outcome.retryAfterMs !== null) ||
                    ((0,_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .isIdempotent */ .ky)(req.method) && answerKind(outcome) === 'garbled')
                : outcome.kind === 'network' &&
                    // A certificate does not mend itself between attempts.
                    outcome.tls === null &&
                    (0,_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .isRetryableNetworkError */ .Hr)(req.method, outcome.errorCode) &&
                    !((0,_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .serviceAbsent */ .Ht)(outcome.errorCode) && !this.answered);
            if (!retryable || attempt > this.retry.retries)
                throw failure;
            const retryAfter = outcome.kind === 'answer' ? outcome.retryAfterMs : null;
            if (retryAfter !== null && retryAfter > this.retry.maxRetryAfterMs)
                throw failure;
            // A 429 is the limiter's business: it holds every caller (this one too) as long as the
            // answer said, or probes when it said nothing.
            const throttled = outcome.kind === 'answer' && outcome.status === 429;
            const delay = throttled ? 0 : (retryAfter ?? (0,_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .backoffDelay */ .EY)(attempt - 1, this.retry));
            if (retryAfter !== null && !throttled)
                this.limiter.pauseUntil(Date.now() + retryAfter);
            this.onRetry?.({
                endpoint,
                attempt,
                delayMs: throttled ? this.limiter.waitMs() : delay,
                reason: failure.reason,
            });
            try {
                await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(delay, undefined, { signal: req.signal });
            }
            catch (reason) {
                throw this.aborted(endpoint, attempt, reason);
            }
        }
    }
    async close() {
        await (await this.exchange).close();
    }
    async attempt(exchange, url, req, headers, body, writes) {
        try {
            const answer = await exchange.send({
                url,
                method: req.method,
                headers,
                body,
                connectTimeoutMs: this.timeouts.connectMs,
                headersTimeoutMs: writes ? this.timeouts.writeHeadersMs : this.timeouts.headersMs,
                bodyTimeoutMs: this.timeouts.bodyMs,
                maxBytes: MAX_RESPONSE_BYTES,
                signal: req.signal,
                onSent: this.onRequestSent,
            });
            this.answered = true;
            const rateLimit = this.readRateLimit(answer.status, answer.headers);
            const text = answer.text;
            return {
                kind: 'answer',
                status: answer.status,
                contentType: headerText(answer.headers['content-type']),
                location: headerText(answer.headers.location),
                retryAfterMs: rateLimit.headers.retryAfterMs,
                rateLimit,
                text,
                json: parseJson(text),
            };
        }
        catch (error) {
            if (req.signal?.aborted)
                return { kind: 'aborted', reason: req.signal.reason };
            return { kind: 'network', errorCode: errorCode(error), error, tls: (0,_shared_tls_failure_js__WEBPACK_IMPORTED_MODULE_1__/* .tlsFailureOf */ .r)(error) };
        }
    }
    readRateLimit(status, headers) {
        const read = (0,_rate_limit_headers_js__WEBPACK_IMPORTED_MODULE_8__/* .readRateLimitHeaders */ .I)(headers, Date.now());
        if (read.limit !== null || read.remaining !== null) {
            this.lastRateLimit = {
                limit: read.limit ?? this.lastRateLimit.limit,
                remaining: read.remaining,
            };
        }
        if (read.clockOffsetMs !== null)
            this.lastClockOffsetMs = read.clockOffsetMs;
        return { status, headers: read };
    }
    /** Builds the error for a failed attempt; the caller decides whether to retry. */
    describe(endpoint, outcome, attempts) {
        if (outcome.kind === 'aborted')
            return this.aborted(endpoint, attempts, outcome.reason);
        if (outcome.kind === 'network')
            return this.networkError(endpoint, outcome, attempts);
        const clean = (text) => this.secrets.scrub(oneLine(text));
        const base = { endpoint, status: outcome.status, attempts, retryAfterMs: outcome.retryAfterMs };
        if (outcome.status >= 300 && outcome.status < 400) {
            const to = outcome.location ? clean(outcome.location) : 'another page';
            const login = /\/login\b/i.test(outcome.location ?? '');
            return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SeoReportApiError */ .AI({
                ...base,
                code: 'redirect',
                reason: login ? `a redirect to a login page (${to})` : `a redirect to ${to}`,
                hint: login ? 'check_key_or_base_url' : 'check_base_url',
            });
        }
        const kind = answerKind(outcome);
        const notAnApi = outcome.json === undefined &&
            (NOT_AN_API_STATUSES.has(outcome.status) ||
                (kind === 'html_page' && outcome.status >= 200 && outcome.status < 300));
        if (notAnApi) {
            const title = kind === 'html_page' ? htmlTitle(outcome.text) : null;
            return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SeoReportApiError */ .AI({
                ...base,
                code: kind === 'html_page' ? 'html_page' : 'not_the_api',
                answeredBy: this.secrets.scrub(this.baseShown),
                reason: `${kind === 'html_page'
                    ? `an HTML page${title ? ` ("${clean(title)}")` : ''}`
                    : `text ("${truncate(clean(outcome.text), 60)}")`} instead of JSON: that is not an SEO Report API`,
                hint: /\/api$/.test(this.baseShown) ? 'api_twice' : 'not_an_api',
            });
        }
        if (kind === 'html_page' || kind === 'garbled') {
            const title = kind === 'html_page' ? htmlTitle(outcome.text) : null;
            const failing = outcome.status >= 500;
            return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SeoReportApiError */ .AI({
                ...base,
                code: failing ? 'server_error' : kind,
                reason: kind === 'html_page'
                    ? `an HTML page${title ? ` ("${clean(title)}")` : ''} instead of JSON`
                    : 'a body that is not JSON',
                hint: failing
                    ? 'service_failing'
                    : kind === 'html_page'
                        ? 'check_base_url_and_key'
                        : 'mangled',
            });
        }
        const { message, fieldErrors } = messageOf(outcome.json, clean);
        const code = codeForStatus(outcome.status);
        return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SeoReportApiError */ .AI({
            ...base,
            code,
            reason: message ?? (outcome.text.trim() === '' ? 'no message' : truncate(clean(outcome.text))),
            fieldErrors,
            hint: hintFor(code),
        });
    }
    networkError(endpoint, outcome, attempts) {
        const code = outcome.errorCode;
        if (outcome.tls !== null) {
            return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SeoReportApiError */ .AI({
                code: 'tls',
                endpoint,
                reason: this.secrets.scrub(`TLS failed: ${outcome.tls.text} (${outcome.tls.code})`),
                hint: TLS_HINTS[outcome.tls.problem],
                attempts,
                // The handshake comes before the request: nothing of it reached the service.
                mayHaveReachedService: false,
                cause: outcome.error,
            });
        }
        const timeout = code !== null && /TIMEOUT/.test(code);
        const what = {
            ECONNREFUSED: 'the connection was refused',
            ENOTFOUND: 'the host name does not resolve',
            EAI_AGAIN: 'the host name could not be resolved (DNS failure)',
            ECONNRESET: 'the connection was reset',
            CONNECTION_CLOSED: 'the connection closed unexpectedly',
            CONNECT_TIMEOUT: `no connection within ${this.timeouts.connectMs / 1000} s`,
            HEADERS_TIMEOUT: 'no answer in time',
            BODY_TIMEOUT: 'the answer stopped arriving',
            RESPONSE_TOO_LARGE: 'the answer is too large to be the API',
        };
        const reason = code && what[code] ? what[code] : `the request failed (${code ?? 'network error'})`;
        // Nothing has ever answered: no retry can help, and every other request would fail alike.
        const absent = (0,_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .serviceAbsent */ .Ht)(code) && !this.answered;
        return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SeoReportApiError */ .AI({
            code: timeout ? 'timeout' : absent ? 'unreachable' : 'network',
            endpoint,
            reason: this.secrets.scrub(reason),
            hint: timeout ? 'service_slow' : 'check_service_up',
            attempts,
            mayHaveReachedService: !(0,_retry_js__WEBPACK_IMPORTED_MODULE_5__/* .wasNotSent */ .Vk)(code),
            cause: outcome.error,
        });
    }
    aborted(endpoint, attempts, reason) {
        const timedOut = reason instanceof DOMException && reason.name === 'TimeoutError';
        return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SeoReportApiError */ .AI({
            code: 'aborted',
            endpoint,
            reason: timedOut
                ? 'stopped: the time allowed ran out'
                : 'stopped: the operation was cancelled',
            attempts,
            mayHaveReachedService: true,
        });
    }
}
/**
 * The API root below a base URL that may carry a path (https://host/seo -> https://host/seo/api/v1/).
 * A base URL that already ends in /api/v1 is accepted as is.
 */
function apiRootOf(baseUrl) {
    const problem = baseUrlProblem(baseUrl);
    if (problem !== null) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SeoReportApiError */ .AI({
            code: 'invalid_parameter',
            endpoint: 'client',
            parameter: 'baseUrl',
            reason: `the base URL ${problem}`,
            hint: problem === CREDENTIALS_IN_BASE_URL ? 'key_in_base_url' : null,
            mayHaveReachedService: false,
        });
    }
    const url = new URL(baseUrl);
    const path = url.pathname.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
    return new URL(`${url.origin}${path}/api/v1/`);
}
/** What is wrong with a base URL, as the end of a sentence naming it; null when it is fine. */
function baseUrlProblem(baseUrl) {
    let url;
    try {
        url = new URL(baseUrl);
    }
    catch {
        return `must be an absolute http(s) URL such as https://seo.example.com (got ${(0,_params_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(baseUrl)})`;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        return `must use http or https (got ${(0,_params_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(url.protocol.slice(0, -1))})`;
    }
    // Never echo it: the credentials may be the key itself.
    if (url.username || url.password || url.search || url.hash)
        return CREDENTIALS_IN_BASE_URL;
    return null;
}
/** baseUrlProblem's answer for a URL with credentials; faces add where the key goes instead. */
const CREDENTIALS_IN_BASE_URL = 'must not carry credentials, a query or a fragment';
function parseJson(text) {
    if (text.trim() === '')
        return null;
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
/** The message of an error body: a string `message`, or field errors under `message` or `errors`. */
function messageOf(json, clean) {
    if (typeof json !== 'object' || json === null)
        return { message: null, fieldErrors: null };
    const body = json;
    const message = (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_9__/* .own */ .Z)(body, 'message');
    const error = (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_9__/* .own */ .Z)(body, 'error');
    const fields = fieldMap(message) ?? fieldMap((0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_9__/* .own */ .Z)(body, 'errors'));
    if (fields) {
        const cleaned = Object.fromEntries(Object.entries(fields).map(([field, messages]) => [clean(field), messages.map(clean)]));
        const text = Object.entries(cleaned)
            .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
            .join('; ');
        return { message: truncate(text), fieldErrors: cleaned };
    }
    if (typeof message === 'string' && message.trim() !== '') {
        return { message: truncate(clean(message)), fieldErrors: null };
    }
    if (typeof error === 'string' && error.trim() !== '') {
        return { message: truncate(clean(error)), fieldErrors: null };
    }
    return { message: null, fieldErrors: null };
}
function fieldMap(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return null;
    // fromEntries keeps a field named "__proto__" as a field (an assignment set the prototype).
    const map = Object.fromEntries(Object.entries(value).map(([field, messages]) => [
        field,
        (Array.isArray(messages) ? messages : [messages]).filter((m) => typeof m === 'string'),
    ]));
    return Object.keys(map).length > 0 ? map : null;
}
function codeForStatus(status) {
    if (status === 401)
        return 'unauthenticated';
    if (status === 403)
        return 'forbidden';
    if (status === 404)
        return 'not_found';
    if (status === 422)
        return 'validation';
    if (status === 429)
        return 'rate_limited';
    if (status >= 500)
        return 'server_error';
    return 'http';
}
function hintFor(code) {
    switch (code) {
        case 'unauthenticated':
            return 'check_key';
        case 'forbidden':
            return 'no_api_access';
        case 'not_found':
            return 'check_id_or_base_url';
        case 'rate_limited':
            return 'rate_limited';
        case 'server_error':
            return 'service_failed';
        default:
            return null;
    }
}
/**
 * What an answer that is not a JSON success is, by its body: an HTML page (a website or a proxy's
 * page: a wrong base URL, not noise), or a 2xx that is neither JSON nor HTML (cut off or mangled
 * on the way: worth reading again when reading is safe). The one place that tells them apart.
 */
function answerKind(outcome) {
    if (looksLikeHtml(outcome.contentType, outcome.text))
        return 'html_page';
    const success = outcome.status >= 200 && outcome.status < 300;
    return success && outcome.json === undefined ? 'garbled' : null;
}
function looksLikeHtml(contentType, text) {
    return (/text\/html|application\/xhtml/i.test(contentType) ||
        /^\s*<(!doctype|html|head|body)/i.test(text));
}
function htmlTitle(html) {
    const match = /<title[^>]*>([^<]{1,200})<\/title>/i.exec(html);
    return match?.[1] ? truncate(oneLine(match[1])) : null;
}
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim();
}
function truncate(text, max = MAX_REASON_LENGTH) {
    return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}
function headerText(value) {
    return (Array.isArray(value) ? value[0] : value) ?? '';
}
function errorCode(error) {
    for (let e = error, depth = 0; e && depth < 4; depth++) {
        const code = e.code;
        if (typeof code === 'string')
            return code;
        e = e.cause;
    }
    return null;
}


/***/ }),

/***/ 1565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  YC: () => (/* binding */ auditPlanOf),
  PD: () => (/* binding */ parseJobConfig)
});

// UNUSED EXPORTS: DEFAULT_MAX_PAGES, DEFAULT_RULES_FILE, MAX_PAGES_EMBEDDED, MAX_PASSWORD_LENGTH, MAX_URLS, MIN_PASSWORD_LENGTH, parseRegressionRule, parseUrls

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/shared/extra-headers.ts
var extra_headers = __webpack_require__(1828);
// EXTERNAL MODULE: ./src/shared/own-keys.ts
var own_keys = __webpack_require__(6678);
// EXTERNAL MODULE: ./src/client/api/params.ts
var params = __webpack_require__(7712);
// EXTERNAL MODULE: ./src/client/api/transport.ts
var transport = __webpack_require__(3113);
// EXTERNAL MODULE: ./src/client/audit/rules.ts
var rules = __webpack_require__(3224);
// EXTERNAL MODULE: ./src/client/audit/shard.ts
var audit_shard = __webpack_require__(7963);
;// CONCATENATED MODULE: ./src/client/audit/types.ts
// What the audit engine is asked to do and what it answers. The action and the CLI build an
// AuditPlan from their inputs and render the AuditResult; the engine knows nothing of either.
const FAIL_ON_VALUES = ['bad', 'decent', 'never'];

// EXTERNAL MODULE: ./src/client/baseline/compare.ts
var compare = __webpack_require__(5356);
// EXTERNAL MODULE: ./src/client/crawl/patterns.ts
var crawl_patterns = __webpack_require__(2180);
// EXTERNAL MODULE: ./src/client/app/messages.ts
var messages = __webpack_require__(6519);
// EXTERNAL MODULE: ./src/client/app/option-values.ts
var option_values = __webpack_require__(6741);
;// CONCATENATED MODULE: ./src/client/app/crawl-config.ts
// The crawl's options (docs/crawl.md), read apart from the rest of the job's options so that they
// stay one piece: crawl, crawl-discovery, crawl-origins, crawl-robots, crawl-include,
// crawl-exclude, crawl-query and crawl-sample. Each bad value is an OptionError naming its option.




/** The crawl-* options and their defaults (action.yml passes them even when crawl is off). */
const CRAWL_DEFAULTS = {
    'crawl-discovery': 'reports',
    'crawl-origins': '',
    'crawl-robots': 'true',
    'crawl-include': '',
    'crawl-exclude': '',
    'crawl-query': 'drop',
    'crawl-sample': '',
};
const DISCOVERIES = ['reports', 'pages'];
/** The crawl's options, or undefined when `crawl` is off (then no crawl-* option may be set). */
function readCrawlOptions(get, context) {
    if (!(0,option_values/* boolean */.z)('crawl', get('crawl'))) {
        const stray = Object.keys(CRAWL_DEFAULTS).find((name) => get(name) !== '' && get(name) !== CRAWL_DEFAULTS[name]);
        if (stray !== undefined)
            throw new messages/* OptionError */.eR(stray, (0,messages/* msg */.ab) `is used with ${(0,messages/* option */.uK)('crawl', 'true')} only`);
        return undefined;
    }
    if (context.mode === 'refresh')
        throw new messages/* OptionError */.eR('crawl', (0,messages/* msg */.ab) `does not work with ${(0,messages/* option */.uK)('mode', 'refresh')}: a refresh compares each report with its state before, for pages known in advance, and the pages an earlier crawl reached but this one does not would be neither refreshed nor reported as gone. Crawl with ${(0,messages/* option */.uK)('project')} in ${(0,messages/* option */.uK)('mode', 'create')}, then refresh that project (${(0,messages/* option */.uK)('mode', 'refresh')} with ${(0,messages/* option */.uK)('project')} and no ${(0,messages/* option */.uK)('urls')}); or compare crawls with ${(0,messages/* option */.uK)('baseline')}`);
    if (context.mode === 'delete')
        throw new messages/* OptionError */.eR('crawl', (0,messages/* msg */.ab) `does not work with ${(0,messages/* option */.uK)('mode', 'delete')}, which deletes reports and audits nothing: to delete a crawl's reports, give their ids to ${(0,messages/* option */.uK)('report-ids')}, or the crawl's ${(0,messages/* option */.uK)('project')}, with ${(0,messages/* option */.uK)('mode', 'delete')} (in the action, cleanup: true deletes them after the job)`);
    if (context.shard)
        throw new messages/* OptionError */.eR('shard', (0,messages/* msg */.ab) `cannot be used with ${(0,messages/* option */.uK)('crawl', 'true')}: a crawl finds its pages as it goes, so each job would have to crawl (and audit) the whole site to agree on a split. Shard a list every job reads the same: ${(0,messages/* option */.uK)('site-dir')} or ${(0,messages/* option */.uK)('sitemap')}`);
    if (context.urls.length === 0 && !context.siteDir)
        throw new messages/* OptionError */.eR('urls', (0,messages/* msg */.ab) `is required with ${(0,messages/* option */.uK)('crawl', 'true')}: the pages the crawl starts from (the site's home page, for one)`);
    const discovery = (get('crawl-discovery') || 'reports');
    if (!DISCOVERIES.includes(discovery))
        throw new messages/* OptionError */.eR('crawl-discovery', (0,messages/* msg */.ab) `must be reports or pages (got ${(0,params/* quote */.hD)(get('crawl-discovery'))})`);
    const robots = (0,option_values/* boolean */.z)('crawl-robots', get('crawl-robots'), true);
    const query = get('crawl-query') || 'drop';
    if (query !== 'drop' && query !== 'keep')
        throw new messages/* OptionError */.eR('crawl-query', (0,messages/* msg */.ab) `must be drop or keep (got ${(0,params/* quote */.hD)(query)})`);
    return {
        maxPages: context.maxPages,
        discovery,
        origins: items(get('crawl-origins')).map(originOf),
        robots,
        include: patterns('crawl-include', get('crawl-include')),
        exclude: patterns('crawl-exclude', get('crawl-exclude')),
        samples: samples(get('crawl-sample'), context.maxPages),
        keepQuery: query === 'keep',
    };
}
/** Items separated by newlines, commas or spaces. */
function items(raw) {
    return raw.split(/[\s,]+/).filter((item) => item !== '');
}
function originOf(value) {
    const url = URL.parse(value);
    if (url === null ||
        (url.protocol !== 'http:' && url.protocol !== 'https:') ||
        url.username !== '' ||
        url.password !== '' ||
        (url.pathname !== '/' && url.pathname !== '') ||
        url.search !== '' ||
        url.hash !== '')
        throw new messages/* OptionError */.eR('crawl-origins', (0,messages/* msg */.ab) `must be origins such as https://cdn.example.com, separated by commas or newlines (got ${(0,params/* quote */.hD)(value)})`);
    return url.origin;
}
/** Patterns one per line (or separated by spaces: a pattern has none). */
function patterns(name, raw) {
    return raw
        .split(/\s+/)
        .filter((item) => item !== '')
        .map((pattern) => {
        const problem = (0,crawl_patterns/* patternProblem */.A)(pattern);
        if (problem !== null)
            throw new messages/* OptionError */.eR(name, (0,messages/* msg */.ab) `pattern ${(0,params/* quote */.hD)(pattern)} ${problem}`);
        return pattern;
    });
}
/** `pattern: count` per line (or separated by commas), such as `/blog/*: 5`. */
function samples(raw, maxPages) {
    const form = 'one pattern: count per line, such as /blog/*: 5';
    return raw
        .split(/\r?\n|,/)
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .map((line) => {
        // A URL pattern holds colons (https://): the last one separates the count.
        const colon = line.lastIndexOf(':');
        const pattern = colon === -1 ? '' : line.slice(0, colon).trim();
        const count = colon === -1 ? '' : line.slice(colon + 1).trim();
        if (pattern === '' || !/^\d+$/.test(count))
            throw new messages/* OptionError */.eR('crawl-sample', (0,messages/* msg */.ab) `must be ${form} (got ${(0,params/* quote */.hD)(line)})`);
        const problem = (0,crawl_patterns/* patternProblem */.A)(pattern);
        if (problem !== null)
            throw new messages/* OptionError */.eR('crawl-sample', (0,messages/* msg */.ab) `pattern ${(0,params/* quote */.hD)(pattern)} ${problem}`);
        const max = Number(count);
        if (max < 1 || max > maxPages)
            throw new messages/* OptionError */.eR('crawl-sample', (0,messages/* msg */.ab) `count for ${(0,params/* quote */.hD)(pattern)} must be a whole number from 1 to ${String(maxPages)} (the most pages audited; got ${(0,params/* quote */.hD)(count)})`);
        return { pattern, max };
    });
}

// EXTERNAL MODULE: ./src/client/links/types.ts
var types = __webpack_require__(4324);
;// CONCATENATED MODULE: ./src/client/app/link-config.ts
// The link check's options (docs/links.md), read apart from the rest of the job's options so that
// they stay one piece: check-links, check-external-links, link-accept, link-timeout,
// link-run-timeout, link-cache and link-cache-max-age. Each bad value is an OptionError naming
// its option; an option set without the one it needs says which to set.





/** The options that need check-links: internal, with the values action.yml passes by default. */
const LINK_DEFAULTS = {
    'check-external-links': 'false',
    'link-accept': '',
    'link-timeout': String(types/* DEFAULT_LINK_TIMEOUT_S */.PL),
};
/** The options that need check-external-links: true. */
const EXTERNAL_DEFAULTS = {
    'link-run-timeout': String(types/* DEFAULT_LINK_RUN_TIMEOUT_S */.dD),
    'link-cache': '',
    'link-cache-max-age': types/* DEFAULT_LINK_CACHE_MAX_AGE */.Vt,
};
/** timeout's own upper bound, 6 hours: the job ends by then anyway. */
const MAX_RUN_TIMEOUT_S = 21_600;
const MAX_CACHE_AGE_S = 365 * 86_400;
const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 };
function readLinkOptions(get, context) {
    const checkLinks = checkLinksOption(get('check-links'), context.mode);
    if (checkLinks === 'off') {
        refuseStray(get, { ...LINK_DEFAULTS, ...EXTERNAL_DEFAULTS }, (0,messages/* option */.uK)('check-links', 'internal'));
        return { checkLinks, linkOptions: types/* DEFAULT_LINK_OPTIONS */.ix };
    }
    const external = (0,option_values/* boolean */.z)('check-external-links', get('check-external-links'));
    if (!external)
        refuseStray(get, EXTERNAL_DEFAULTS, (0,messages/* option */.uK)('check-external-links', 'true'));
    const timeoutS = seconds('link-timeout', get('link-timeout'), types/* DEFAULT_LINK_TIMEOUT_S */.PL, 1, 300);
    const linkOptions = {
        accept: acceptList(get('link-accept')),
        timeoutMs: timeoutS * 1000,
        external: null,
    };
    if (!external)
        return { checkLinks, linkOptions };
    const runTimeoutS = seconds('link-run-timeout', get('link-run-timeout'), types/* DEFAULT_LINK_RUN_TIMEOUT_S */.dD, 1, MAX_RUN_TIMEOUT_S);
    const cachePath = get('link-cache');
    const maxAge = get('link-cache-max-age');
    if (cachePath === '' && maxAge !== '' && maxAge !== types/* DEFAULT_LINK_CACHE_MAX_AGE */.Vt)
        throw new messages/* OptionError */.eR('link-cache-max-age', (0,messages/* msg */.ab) `is used with ${(0,messages/* option */.uK)('link-cache')} only (the file that keeps answers between runs)`);
    if ((0,params/* hasControlCharacters */.Kg)(cachePath))
        throw new messages/* OptionError */.eR('link-cache', (0,messages/* msg */.ab) `must be a file path without control characters`);
    return {
        checkLinks,
        linkOptions: {
            ...linkOptions,
            external: {
                runTimeoutMs: runTimeoutS * 1000,
                cache: cachePath === ''
                    ? null
                    : { path: cachePath, maxAgeMs: duration(maxAge || types/* DEFAULT_LINK_CACHE_MAX_AGE */.Vt) * 1000 },
                allowPrivateNetwork: context.allowPrivateNetwork,
            },
        },
    };
}
/** check-links: internal or off; mode delete audits nothing, so it has no links to check. */
function checkLinksOption(raw, mode) {
    const value = raw.trim().toLowerCase() || types/* DEFAULT_CHECK_LINKS */.JN;
    if (!types/* CHECK_LINKS_VALUES */.MF.includes(value))
        throw new messages/* OptionError */.eR('check-links', (0,messages/* msg */.ab) `must be ${types/* CHECK_LINKS_VALUES */.MF.join(' or ')} (got ${(0,params/* quote */.hD)(raw)})`);
    if (value !== 'off' && mode === 'delete')
        throw new messages/* OptionError */.eR('check-links', (0,messages/* msg */.ab) `cannot be used with ${(0,messages/* option */.uK)('mode', 'delete')}`);
    return value;
}
/** An option set (to other than its default) while the one it depends on is off. */
function refuseStray(get, defaults, needs) {
    const stray = Object.keys(defaults).find((name) => get(name) !== '' && get(name).toLowerCase() !== defaults[name]);
    if (stray !== undefined)
        throw new messages/* OptionError */.eR(stray, (0,messages/* msg */.ab) `is used with ${needs} only`);
}
/** A whole number of seconds; '' is `fallback`. */
function seconds(name, raw, fallback, min, max) {
    return (0,option_values/* integer */.n)(name, raw === '' ? String(fallback) : raw, min, max, 'seconds');
}
/** link-cache-max-age: seconds, or a number with s, m, h or d (`12h`, `1d`). */
function duration(raw) {
    const match = /^(\d+)\s*([smhd]?)$/i.exec(raw);
    const seconds = match === null
        ? Number.NaN
        : Number(match[1]) * UNIT_SECONDS[(match[2] || 's').toLowerCase()];
    if (!(seconds >= 1 && seconds <= MAX_CACHE_AGE_S))
        throw new messages/* OptionError */.eR('link-cache-max-age', (0,messages/* msg */.ab) `must be a duration from 1s to 365d: a whole number with s, m, h or d (12h, 1d), or of seconds (got ${(0,params/* quote */.hD)(raw)})`);
    return seconds;
}
/**
 * link-accept: status codes (403), ranges of them (500-599) and URL patterns (/private/*,
 * https://www.linkedin.com/*), one per line or separated by spaces or commas.
 */
function acceptList(raw) {
    const statuses = [];
    const patterns = [];
    const items = raw.split(/[\s,]+/).filter((item) => item !== '');
    items.forEach((item, index) => {
        const range = /^(\d{3})(?:-(\d{3}))?$/.exec(item);
        if (range !== null) {
            const from = Number(range[1]);
            const to = Number(range[2] ?? range[1]);
            if (from < 100 || to < from)
                throw new messages/* OptionError */.eR('link-accept', (0,messages/* msg */.ab) `item ${String(index + 1)} must be a status from 100 to 999, or a range of them low to high such as 500-599 (got ${(0,params/* quote */.hD)(item)})`);
            statuses.push({ from, to });
            return;
        }
        const problem = (0,crawl_patterns/* patternProblem */.A)(item);
        if (problem !== null)
            throw new messages/* OptionError */.eR('link-accept', (0,messages/* msg */.ab) `item ${String(index + 1)} must be a status (403), a range of them (500-599) or a URL pattern; as a pattern it ${problem} (got ${(0,params/* quote */.hD)(item)})`);
        patterns.push(item);
    });
    return { statuses, patterns };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/client/site-dir/conventions.ts
var conventions = __webpack_require__(3721);
;// CONCATENATED MODULE: ./src/client/site-dir/folder.ts
// What a site-dir must be before anything is served: a folder that holds at least one page. And
// `site-dir: auto`: the build folders of the usual generators, the first that has an index.html.


/**
 * Looked for in this order by `site-dir: auto`: Vite, Astro, Parcel and Angular (dist), Create
 * React App and Docusaurus (build), Next.js export and Nuxt generate (out), Jekyll and Eleventy
 * (_site), Hugo and Gatsby (public). The first one with an index.html at its root wins: `public`
 * is also where several generators keep their sources, without one.
 */
const AUTO_CANDIDATES = ['dist', 'build', 'out', '_site', 'public'];
/** Why the path cannot be served, or null when it is a folder with a page in it. */
function siteFolderProblem(dir) {
    let isFolder;
    try {
        isFolder = (0,external_node_fs_.statSync)(dir).isDirectory();
    }
    catch (error) {
        const code = error.code;
        return code === 'ENOENT' ? 'no such folder' : `cannot be read (${code ?? 'unreadable'})`;
    }
    if (!isFolder)
        return 'is a file, not a folder';
    if (!hasHtmlFile(dir, 0))
        return 'holds no .html file (did the build run, and is this its output folder?)';
    return null;
}
function hasHtmlFile(dir, depth) {
    if (depth > 32)
        return false;
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
    }
    catch {
        return false;
    }
    for (const entry of entries) {
        if (entry.name.startsWith('.'))
            continue;
        if (entry.isFile() && entry.name.endsWith('.html'))
            return true;
    }
    return entries.some((entry) => entry.isDirectory() &&
        !entry.name.startsWith('.') &&
        hasHtmlFile((0,external_node_path_.join)(dir, entry.name), depth + 1));
}
/** The first candidate under `cwd` with an index.html at its root, or null. */
function detectSiteDir(cwd) {
    for (const candidate of AUTO_CANDIDATES) {
        try {
            if ((0,external_node_fs_.statSync)((0,external_node_path_.join)(cwd, candidate, 'index.html')).isFile())
                return candidate;
        }
        catch {
            // Not this one.
        }
    }
    return null;
}

;// CONCATENATED MODULE: ./src/client/app/site-dir-config.ts
// The site-dir options (site-dir, site-url, base-path, trailing-slash, spa-fallback): a build
// folder served on the runner's 127.0.0.1 and audited with the embedded service before it
// deploys (docs/site-dir.md). Kept apart from config.ts, which only calls siteDirOptions.





const SITE_OPTIONS = ['site-url', 'base-path', 'trailing-slash', 'spa-fallback'];
/**
 * Reads the site-dir options; undefined when site-dir is not set (and then none of the others
 * may be). `cwd` resolves `auto` (the workspace on a runner).
 */
function siteDirOptions(get, remote, render, cwd = process.cwd()) {
    const given = get('site-dir');
    if (given === '') {
        // trailing-slash: auto is action.yml's default, which the runner passes to every step.
        const stray = SITE_OPTIONS.find((name) => get(name) !== '' && !(name === 'trailing-slash' && get(name) === 'auto'));
        if (stray !== undefined)
            throw new messages/* OptionError */.eR(stray, (0,messages/* msg */.ab) `works with ${(0,messages/* option */.uK)('site-dir')} only: set it to the build folder to audit`);
        return undefined;
    }
    if (remote)
        throw new messages/* OptionError */.eR('site-dir', (0,messages/* msg */.ab) `works with the embedded service only: leave ${(0,messages/* option */.uK)('base-url')} empty (a service elsewhere cannot reach the folder served on this machine's 127.0.0.1)`);
    if (render)
        throw new messages/* OptionError */.eR('render', (0,messages/* msg */.ab) `does not work with ${(0,messages/* option */.uK)('site-dir')} yet: the browser would load the production URLs from the network; audit the built HTML without ${(0,messages/* option */.uK)('render')}`);
    let dir = given;
    let detected = false;
    if (given === 'auto') {
        const found = detectSiteDir(cwd);
        if (found === null)
            throw new messages/* OptionError */.eR('site-dir', (0,messages/* msg */.ab) `auto found no build folder: none of ${AUTO_CANDIDATES.join(', ')} in ${cwd} has an index.html; give the folder's path`);
        // Relative to the working directory, as a path given by hand would be ("dist" on a runner).
        dir = (0,external_node_path_.relative)(process.cwd(), (0,external_node_path_.join)(cwd, found)) || '.';
        detected = true;
    }
    const problem = siteFolderProblem(dir);
    if (problem !== null)
        throw new messages/* OptionError */.eR('site-dir', (0,messages/* msg */.ab) `${(0,params/* quote */.hD)(dir)} ${problem}`);
    const trailingSlash = (get('trailing-slash') || 'auto');
    if (!conventions/* TRAILING_SLASH_POLICIES */.Cz.includes(trailingSlash))
        throw new messages/* OptionError */.eR('trailing-slash', (0,messages/* msg */.ab) `must be auto, always or never (got ${(0,params/* quote */.hD)(get('trailing-slash'))})`);
    return {
        dir,
        detected,
        siteUrl: checkSiteUrl(get('site-url')),
        basePath: checkBasePath(get('base-path')),
        trailingSlash,
        spaFallback: checkSpaFallback(get('spa-fallback'), dir),
    };
}
function checkSiteUrl(value) {
    if (value === '')
        return undefined;
    const url = URL.parse(value);
    const problem = url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')
        ? (0,messages/* msg */.ab) `must be the site's production origin, an absolute http(s) URL such as https://www.example.com (got ${(0,params/* quote */.hD)(value)})`
        : url.username !== '' || url.password !== ''
            ? (0,messages/* msg */.ab) `must not contain a user name or password`
            : (url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== ''
                ? (0,messages/* msg */.ab) `must be an origin such as https://www.example.com, without a path (got ${(0,params/* quote */.hD)(value)}): a site under a path, such as a GitHub Pages project site, gives the path as ${(0,messages/* option */.uK)('base-path')}`
                : null;
    if (problem !== null)
        throw new messages/* OptionError */.eR('site-url', problem);
    return url.origin;
}
/** '' or /a/b, each part of letters, digits and . _ ~ - (not . or ..); a trailing / is dropped. */
function checkBasePath(value) {
    if (value === '' || value === '/')
        return '';
    const trimmed = value.replace(/\/$/, '');
    const valid = /^(\/[A-Za-z0-9._~-]+)+$/.test(trimmed) &&
        trimmed.split('/').every((part) => part !== '.' && part !== '..');
    if (!valid)
        throw new messages/* OptionError */.eR('base-path', (0,messages/* msg */.ab) `must be a path such as /docs or /my-repo: parts of letters, digits, dots, dashes, underscores or tildes, each after a / (got ${(0,params/* quote */.hD)(value)})`);
    return trimmed;
}
function checkSpaFallback(value, dir) {
    if (value === '' || value === 'false')
        return null;
    const file = value === 'true' ? 'index.html' : value;
    const segments = file.startsWith('/') || !file.endsWith('.html') ? null : (0,conventions/* safeSegments */.Kb)(file);
    if (segments === null)
        throw new messages/* OptionError */.eR('spa-fallback', (0,messages/* msg */.ab) `must be true (index.html), false, or an .html file of ${(0,messages/* option */.uK)('site-dir')} such as 200.html (got ${(0,params/* quote */.hD)(value)})`);
    const relative = segments.join('/');
    if ((0,conventions/* folderLookup */.F$)(dir)(relative) !== 'file')
        throw new messages/* OptionError */.eR('spa-fallback', (0,messages/* msg */.ab) `names ${(0,params/* quote */.hD)(relative)}, which is not a file of the ${(0,messages/* option */.uK)('site-dir')} folder ${(0,params/* quote */.hD)(dir)}`);
    return relative;
}

;// CONCATENATED MODULE: ./src/client/app/config.ts
// The options of a job, checked all at once before any request, the same for both faces: the
// action reads them from its inputs, the CLI from flags and SEO_REPORT_* variables. A bad value
// is an OptionError whose problem is a Message (messages.ts): each face words it for its users.














/** More would take hours and exhaust a monthly quota: split the list across jobs instead. */
const MAX_URLS = 1000;
/**
 * max-pages with the embedded service, which has no quota: a large site's build folder in one
 * job (a matrix with shard splits more). A remote service keeps MAX_URLS.
 */
const MAX_PAGES_EMBEDDED = 10_000;
const DEFAULT_MAX_PAGES = 50;
/**
 * One rule for report passwords everywhere (the client, our service, the options): shorter ones are
 * too weak and too short to mask reliably; longer ones our service refuses.
 */

const DEFAULT_REPORT_URL = '{base-url}/reports/{id}';
const PRIVACY_WORDS = {
    public: 0,
    private: 1,
    password: 2,
    '0': 0,
    '1': 1,
    '2': 2,
};
function parseJobConfig(read) {
    const get = (name) => read(name).trim();
    const notices = [];
    const warnings = [];
    const baseUrl = get('base-url') === '' ? null : checkBaseUrl(get('base-url'), notices);
    const apiKey = get('api-key') === '' ? null : get('api-key');
    if (baseUrl !== null && apiKey === null) {
        throw new messages/* OptionError */.eR('api-key', (0,messages/* msg */.ab) `is required when ${(0,messages/* option */.uK)('base-url')} is set (${(0,messages/* phrase */.MZ)('secret_source')})`);
    }
    // Checked whatever the target, so that a typo fails the same way everywhere.
    const allowPrivateNetwork = (0,option_values/* boolean */.z)('allow-private-network', get('allow-private-network'));
    const render = (0,option_values/* boolean */.z)('render', get('render'));
    const headers = parseHeaders(read('headers'));
    if (baseUrl !== null) {
        // A remote service fetches the pages itself: it cannot render them or send our headers.
        for (const [name, set] of [
            ['render', render],
            ['headers', Object.keys(headers).length > 0],
        ]) {
            if (set)
                throw new messages/* OptionError */.eR(name, (0,messages/* msg */.ab) `works with the embedded service only (leave ${(0,messages/* option */.uK)('base-url')} empty): a remote service fetches the pages itself`);
        }
    }
    const target = baseUrl !== null && apiKey !== null
        ? { kind: 'remote', baseUrl, apiKey }
        : { kind: 'embedded', allowPrivateNetwork, render, headers };
    // Own keys only: "constructor" or "toString" is a wrong value, not Object.prototype's.
    const privacy = (0,own_keys/* own */.Z)(PRIVACY_WORDS, get('privacy').toLowerCase() || 'private');
    if (privacy === undefined) {
        throw new messages/* OptionError */.eR('privacy', (0,messages/* msg */.ab) `must be public, private, password, 0, 1 or 2 (got ${(0,params/* quote */.hD)(get('privacy'))})`);
    }
    const password = read('password') === '' ? undefined : read('password');
    if (privacy === 2 && password === undefined) {
        throw new messages/* OptionError */.eR('password', (0,messages/* msg */.ab) `is required with ${(0,messages/* option */.uK)('privacy', 'password')} (${(0,messages/* phrase */.MZ)('secret_source')})`);
    }
    if (password !== undefined &&
        ((0,params/* hasControlCharacters */.Kg)(password) ||
            password.length < params/* MIN_REPORT_PASSWORD_LENGTH */.dn ||
            password.length > params/* MAX_REPORT_PASSWORD_LENGTH */.BE)) {
        // Checked here, not only by the client: a bad password found at the first create would stop
        // the audit after the embedded service had started. Never echoed: it is a secret.
        throw new messages/* OptionError */.eR('password', (0,messages/* msg */.ab) `must be ${String(params/* MIN_REPORT_PASSWORD_LENGTH */.dn)} to ${String(params/* MAX_REPORT_PASSWORD_LENGTH */.BE)} characters without control characters or line breaks (a secret saved from a file often ends with a newline)`);
    }
    if (privacy !== 2 && password !== undefined) {
        throw new messages/* OptionError */.eR('password', (0,messages/* msg */.ab) `is set, but privacy is not password: ${(0,messages/* phrase */.MZ)('drop_password')}`);
    }
    const mode = (get('mode') || 'create');
    if (!MODES.includes(mode)) {
        throw new messages/* OptionError */.eR('mode', (0,messages/* msg */.ab) `must be create, refresh or delete (got ${(0,params/* quote */.hD)(get('mode'))})`);
    }
    const failOn = (get('fail-on') || 'bad');
    if (!FAIL_ON_VALUES.includes(failOn)) {
        throw new messages/* OptionError */.eR('fail-on', (0,messages/* msg */.ab) `must be bad, decent or never (got ${(0,params/* quote */.hD)(get('fail-on'))})`);
    }
    const project = get('project') === '' ? undefined : get('project');
    if (project !== undefined && (project.length > 255 || (0,params/* hasControlCharacters */.Kg)(project))) {
        throw new messages/* OptionError */.eR('project', (0,messages/* msg */.ab) `must be at most 255 characters without control characters`);
    }
    const siteDir = siteDirOptions(get, target.kind === 'remote', render);
    const common = {
        ...urlSources(get, mode, project, target, siteDir),
        siteDir,
        maxPages: pageCap(get, target, warnings),
        privacy,
        password,
        project,
        reportIds: parseReportIds(get('report-ids'), mode, project),
        failOn,
        minScore: optionalNumber('min-score', get('min-score'), 0, 100),
        concurrency: (0,option_values/* integer */.n)('concurrency', get('concurrency') || '8', 1, 20),
        timeoutSeconds: (0,option_values/* integer */.n)('timeout', get('timeout') || '600', 1, 21_600),
        reportUrl: checkReportUrlTemplate(get('report-url') || DEFAULT_REPORT_URL, baseUrl),
        reportDir: checkReportDir(get('report-dir')),
        ...baselineOptions(get, mode),
        ...severityRules(get, read),
        notices,
        warnings,
        crawl: undefined,
        ...readLinkOptions(get, { mode, allowPrivateNetwork }),
    };
    common.crawl = readCrawlOptions(get, {
        mode,
        urls: common.urls,
        maxPages: common.maxPages,
        siteDir: common.siteDir !== undefined,
        shard: common.shard !== undefined,
    });
    const sameOrigin = common.urls.find((url) => common.baselineUrl !== undefined && new URL(url).origin === common.baselineUrl);
    if (sameOrigin !== undefined)
        throw new messages/* OptionError */.eR('baseline-url', (0,messages/* msg */.ab) `is the origin of the pages audited (${sameOrigin}): give the other origin, such as production for a preview`);
    // site-url is read from the folder, by the analyzer too: the baseline would be the folder again.
    if (common.baselineUrl !== undefined && common.baselineUrl === common.siteDir?.siteUrl)
        throw new messages/* OptionError */.eR('baseline-url', (0,messages/* msg */.ab) `is ${(0,messages/* option */.uK)('site-url')}, which is read from the folder (${(0,messages/* option */.uK)('site-dir')}): the pages would be compared with themselves. Compare the build with production through ${(0,messages/* option */.uK)('baseline')} (a results file, or branch:NAME)`);
    if (mode === 'create')
        return { ...common, mode, target };
    // urlSources refused refresh and delete without base-url.
    return { ...common, mode, target: target };
}
/** What the engine is asked to do, from the checked options (the action and the CLI alike). */
function auditPlanOf(config) {
    return {
        urls: config.urls,
        privacy: config.privacy,
        password: config.password,
        project: config.project,
        concurrency: config.concurrency,
        timeoutMs: config.timeoutSeconds * 1000,
    };
}
/** One URL per line, or separated by commas or spaces; duplicates dropped, order kept. */
function parseUrls(raw, required = true) {
    const items = raw.split(/[\s,]+/).filter((item) => item !== '');
    if (items.length === 0 && !required)
        return [];
    if (items.length === 0)
        throw new messages/* OptionError */.eR('urls', (0,messages/* msg */.ab) `is required: give at least one absolute http(s) URL`);
    if (items.length > MAX_URLS) {
        throw new messages/* OptionError */.eR('urls', (0,messages/* msg */.ab) `has ${String(items.length)} URLs; at most ${String(MAX_URLS)} are allowed ${(0,messages/* phrase */.MZ)('split_list')}`);
    }
    const seen = new Set();
    const urls = [];
    items.forEach((item, index) => {
        const problem = urlOptionProblem(item);
        if (problem !== null)
            throw new messages/* OptionError */.eR('urls', (0,messages/* msg */.ab) `item ${String(index + 1)} ${problem}`);
        const normalised = new URL(item).href;
        if (!seen.has(normalised)) {
            seen.add(normalised);
            urls.push(item);
        }
    });
    return urls;
}
/**
 * The service root, without a trailing slash. The API root (`.../api/v1`, which `seo-report serve`
 * used to print) is accepted and cut back to the root: the client would reach the API either way,
 * but the report links (`{base-url}/reports/{id}`) would point at the API's JSON, which answers
 * 401 to a reader. The cut is said in `notices`, so nobody wonders where the suffix went.
 */
function checkBaseUrl(value, notices) {
    const problem = (0,transport/* baseUrlProblem */.aS)(value);
    if (problem === transport/* CREDENTIALS_IN_BASE_URL */.ZE)
        throw new messages/* OptionError */.eR('base-url', (0,messages/* msg */.ab) `${problem} (${(0,messages/* phrase */.MZ)('key_source')})`);
    if (problem !== null)
        throw new messages/* OptionError */.eR('base-url', (0,messages/* msg */.ab) `${problem}`);
    const trimmed = value.replace(/\/+$/, '');
    const root = trimmed.replace(/\/api\/v1$/i, '');
    if (root !== trimmed) {
        notices.push((0,messages/* msg */.ab) `${(0,messages/* option */.uK)('base-url')} ends with /api/v1, the API root: using the service root ${root} (report links are ${root}/reports/ID); give the root to drop this notice`);
    }
    return root;
}
/**
 * headers: one `Name: value` per line. Checked by the analyzer's own rules; a value is never
 * quoted back, since it is usually a secret.
 */
function parseHeaders(raw) {
    const headers = {};
    for (const [index, line] of raw.split(/\r?\n/).entries()) {
        if (line.trim() === '')
            continue;
        const colon = line.indexOf(':');
        if (colon <= 0)
            throw new messages/* OptionError */.eR('headers', (0,messages/* msg */.ab) `line ${String(index + 1)} must be Name: value (one header per line)`);
        // A header named __proto__ is checked like any other name, not lost to an assignment.
        (0,own_keys/* setOwn */.P)(headers, line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    }
    try {
        return (0,extra_headers/* resolveExtraHeaders */.d)(headers);
    }
    catch (error) {
        const problem = error instanceof Error ? error.message.replace(/^headers: /, '') : String(error);
        throw new messages/* OptionError */.eR('headers', (0,messages/* msg */.ab) `${problem}`);
    }
}
function checkReportDir(value) {
    if (value === '')
        return undefined;
    if ((0,params/* hasControlCharacters */.Kg)(value)) {
        throw new messages/* OptionError */.eR('report-dir', (0,messages/* msg */.ab) `must be a folder path without control characters`);
    }
    return value;
}
function checkReportUrlTemplate(template, baseUrl) {
    if (!template.includes('{id}')) {
        throw new messages/* OptionError */.eR('report-url', (0,messages/* msg */.ab) `must contain {id} (got ${(0,params/* quote */.hD)(template)})`);
    }
    const example = template
        .replaceAll('{base-url}', baseUrl ?? 'http://127.0.0.1')
        .replaceAll('{id}', '1')
        .replaceAll('{url}', 'https%3A%2F%2Fexample.com');
    if ((0,params/* reportUrlProblem */.Np)(example) !== null) {
        throw new messages/* OptionError */.eR('report-url', (0,messages/* msg */.ab) `must give an absolute http(s) URL, with {base-url}, {id} and {url} as placeholders (got ${(0,params/* quote */.hD)(template)})`);
    }
    return template;
}
function optionalNumber(name, value, min, max) {
    if (value === '')
        return null;
    if (!/^\d+(\.\d+)?$/.test(value) || Number(value) < min || Number(value) > max) {
        throw new messages/* OptionError */.eR(name, (0,messages/* msg */.ab) `must be a number from ${String(min)} to ${String(max)}, or empty (got ${(0,params/* quote */.hD)(value)})`);
    }
    return Number(value);
}
const MODES = ['create', 'refresh', 'delete'];
/**
 * max-pages, or max-urls, its name before site-dir and crawling found pages too: kept working
 * with a warning; both with different values is an error, since one of them would be ignored.
 */
function pageCap(get, target, warnings) {
    const pages = get('max-pages');
    const urls = get('max-urls');
    const max = target.kind === 'embedded' ? MAX_PAGES_EMBEDDED : MAX_URLS;
    if (urls !== '') {
        if (pages !== '' && pages !== urls)
            throw new messages/* OptionError */.eR('max-urls', (0,messages/* msg */.ab) `and ${(0,messages/* option */.uK)('max-pages')} are both set, to different values: ${(0,messages/* option */.uK)('max-urls')} is the old name of ${(0,messages/* option */.uK)('max-pages')}; keep ${(0,messages/* option */.uK)('max-pages')} alone`);
        warnings.push((0,messages/* msg */.ab) `${(0,messages/* option */.uK)('max-urls')} is deprecated: use ${(0,messages/* option */.uK)('max-pages')}, the cap of every page found for the run (sitemap, ${(0,messages/* option */.uK)('site-dir')}), with the same value`);
    }
    const name = pages === '' && urls !== '' ? 'max-urls' : 'max-pages';
    return (0,option_values/* integer */.n)(name, pages || urls || String(DEFAULT_MAX_PAGES), 1, max);
}
/** urls, sitemap and shard: where the URL list comes from, and which mode needs it. */
function urlSources(get, mode, project, target, siteDir) {
    if (mode !== 'create' && target.kind === 'embedded') {
        throw new messages/* OptionError */.eR('mode', (0,messages/* msg */.ab) `${mode} needs ${(0,messages/* option */.uK)('base-url')}: the embedded service starts empty in every run, so it has no reports to ${mode}`);
    }
    const sitemap = get('sitemap') === '' ? undefined : get('sitemap');
    if (sitemap !== undefined) {
        const problem = urlOptionProblem(sitemap);
        if (problem !== null)
            throw new messages/* OptionError */.eR('sitemap', (0,messages/* msg */.ab) `${problem}`);
    }
    const shardText = get('shard');
    const shard = shardText === '' ? undefined : (0,audit_shard/* parseShard */.u)(shardText);
    if (typeof shard === 'string')
        throw new messages/* OptionError */.eR('shard', (0,messages/* msg */.ab) `${shard}`);
    if (mode === 'delete') {
        for (const name of ['urls', 'sitemap', 'shard']) {
            if (get(name) !== '')
                throw new messages/* OptionError */.eR(name, (0,messages/* msg */.ab) `is not used with ${(0,messages/* option */.uK)('mode', 'delete')} (give ${(0,messages/* option */.uK)('report-ids')} or ${(0,messages/* option */.uK)('project')})`);
        }
        return { urls: [], sitemap: undefined, shard: undefined };
    }
    // Refresh of a whole project needs no URLs; everything else needs urls, a sitemap or a folder.
    const optional = sitemap !== undefined || siteDir !== undefined || (mode === 'refresh' && project !== undefined);
    const urls = parseUrls(get('urls'), !optional);
    if (urls.length === 0 && sitemap === undefined && siteDir === undefined && shard !== undefined) {
        throw new messages/* OptionError */.eR('shard', (0,messages/* msg */.ab) `needs a URL list to split: give ${(0,messages/* option */.uK)('urls')} or ${(0,messages/* option */.uK)('sitemap')}`);
    }
    return { urls, sitemap, shard };
}
/** report-ids: ids separated by commas, spaces or newlines (the report-ids output as it is). */
function parseReportIds(raw, mode, project) {
    const ids = [...new Set(raw.split(/[\s,]+/).filter((id) => id !== ''))];
    if (mode !== 'delete') {
        if (ids.length > 0)
            throw new messages/* OptionError */.eR('report-ids', (0,messages/* msg */.ab) `is only used with ${(0,messages/* option */.uK)('mode', 'delete')}`);
        return [];
    }
    if (ids.length > 0 && project !== undefined) {
        throw new messages/* OptionError */.eR('report-ids', (0,messages/* msg */.ab) `and ${(0,messages/* option */.uK)('project')} are both set: mode delete takes ${(0,messages/* option */.uK)('report-ids')}, or ${(0,messages/* option */.uK)('project')} alone to delete the whole project`);
    }
    if (ids.length === 0 && project === undefined) {
        throw new messages/* OptionError */.eR('report-ids', (0,messages/* msg */.ab) `is required with ${(0,messages/* option */.uK)('mode', 'delete')} (or give ${(0,messages/* option */.uK)('project')} alone to delete the whole project)`);
    }
    const bad = ids.find((id) => id.length > 255 || (0,params/* hasControlCharacters */.Kg)(id) || id.includes('/'));
    if (bad !== undefined)
        throw new messages/* OptionError */.eR('report-ids', (0,messages/* msg */.ab) `must be ids separated by commas, spaces or newlines, each without / or control characters (got ${(0,params/* quote */.hD)(bad)})`);
    return ids;
}
const DEFAULT_BASELINE_ARTIFACT = 'seo-report';
/** baseline, baseline-url, baseline-artifact and fail-on-regression. */
function baselineOptions(get, mode) {
    const baseline = parseBaselineSpec(get('baseline'));
    const baselineUrl = get('baseline-url') === '' ? undefined : checkBaselineUrl(get('baseline-url'));
    if (baseline !== undefined && baselineUrl !== undefined)
        throw new messages/* OptionError */.eR('baseline-url', (0,messages/* msg */.ab) `and ${(0,messages/* option */.uK)('baseline')} are both set: compare with earlier results (${(0,messages/* option */.uK)('baseline')}) or with another origin (${(0,messages/* option */.uK)('baseline-url')}), not both`);
    for (const [name, set] of [
        ['baseline', baseline !== undefined],
        ['baseline-url', baselineUrl !== undefined],
    ]) {
        if (set && mode !== 'create')
            throw new messages/* OptionError */.eR(name, mode === 'refresh'
                ? (0,messages/* msg */.ab) `is not used with ${(0,messages/* option */.uK)('mode', 'refresh')}: a refresh compares each report with its state before the refresh`
                : (0,messages/* msg */.ab) `is not used with ${(0,messages/* option */.uK)('mode', 'delete')}`);
    }
    const artifact = get('baseline-artifact') || DEFAULT_BASELINE_ARTIFACT;
    if (artifact.length > 255 || (0,params/* hasControlCharacters */.Kg)(artifact) || /[\\/:*?"<>|]/.test(artifact))
        throw new messages/* OptionError */.eR('baseline-artifact', (0,messages/* msg */.ab) `must be an artifact name: 1 to 255 characters without / \\ : * ? " < > | or control characters (got ${(0,params/* quote */.hD)(artifact)})`);
    const regression = parseRegressionRule(get('fail-on-regression'));
    const compared = baseline !== undefined || baselineUrl !== undefined || mode === 'refresh';
    if ((regression.points !== null || regression.checks) && !compared)
        throw new messages/* OptionError */.eR('fail-on-regression', (0,messages/* msg */.ab) `needs something to compare with: set ${(0,messages/* option */.uK)('baseline')} or ${(0,messages/* option */.uK)('baseline-url')} (or use ${(0,messages/* option */.uK)('mode', 'refresh')})`);
    return { baseline, baselineUrl, baselineArtifact: artifact, regression };
}
/** A results file's path, `comment`, or `branch:<name>`. */
function parseBaselineSpec(value) {
    if (value === '')
        return undefined;
    if ((0,params/* hasControlCharacters */.Kg)(value))
        throw new messages/* OptionError */.eR('baseline', (0,messages/* msg */.ab) `must not contain control characters`);
    if (value === 'comment')
        return { kind: 'comment' };
    if (value.startsWith('branch:')) {
        const branch = value.slice('branch:'.length).trim();
        if (branch === '' || branch.length > 255 || /[\s~^:?*[\\]/.test(branch))
            throw new messages/* OptionError */.eR('baseline', (0,messages/* msg */.ab) `branch:<name> needs a branch name, such as branch:main (got ${(0,params/* quote */.hD)(value)})`);
        return { kind: 'branch', branch };
    }
    return { kind: 'file', path: value };
}
/**
 * What is wrong with an option's absolute http(s) URL, completing "Input <name>: ...": the
 * client's rule, whose "is required: an absolute URL" reads "must be an absolute URL" here.
 */
function urlOptionProblem(value) {
    return (0,params/* reportUrlProblem */.Np)(value)?.replace(/^is required: /, 'must be ') ?? null;
}
function checkBaselineUrl(value) {
    const problem = urlOptionProblem(value);
    if (problem !== null)
        throw new messages/* OptionError */.eR('baseline-url', (0,messages/* msg */.ab) `${problem}`);
    const url = new URL(value);
    if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '')
        throw new messages/* OptionError */.eR('baseline-url', (0,messages/* msg */.ab) `must be an origin such as https://www.example.com: each page's path is audited on it (got ${(0,params/* quote */.hD)(value)})`);
    return url.origin;
}
const REGRESSION_FORMS = 'never, a number of score points (5), checks, or both (5,checks)';
/** fail-on-regression: never, points, checks, or both, separated by a comma. */
function parseRegressionRule(value) {
    if (value === '' || value === 'never')
        return compare/* NO_REGRESSION_RULE */.HL;
    const parts = value.split(',').map((part) => part.trim());
    let points = null;
    let checks = false;
    for (const part of parts) {
        if (part === 'checks' && !checks)
            checks = true;
        else if (/^\d+(\.\d+)?$/.test(part) && points === null && Number(part) <= 100)
            points = Number(part);
        else
            throw new messages/* OptionError */.eR('fail-on-regression', (0,messages/* msg */.ab) `must be ${REGRESSION_FORMS} (got ${(0,params/* quote */.hD)(value)})`);
    }
    return { points, checks };
}
/** The rules file read when `rules-file` is not given and it exists (docs/rules.md). */
const DEFAULT_RULES_FILE = '.seo-report-rules';
/** rules-file (or .seo-report-rules when present), rules and ignore-checks, in that order. */
function severityRules(get, read) {
    const named = get('rules-file');
    const path = named === '' ? DEFAULT_RULES_FILE : named;
    let fileText = null;
    try {
        fileText = (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch (error) {
        const code = error.code;
        if (named !== '' || code !== 'ENOENT')
            throw new messages/* OptionError */.eR('rules-file', (0,messages/* msg */.ab) `cannot be read (${(0,params/* quote */.hD)(path)}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder' : (code ?? 'unreadable')})`);
    }
    const levels = rules/* LEVELS */.A_.join(', ');
    const parse = (name, raw, origin, fixed) => {
        try {
            return (0,rules/* parseRules */.NR)(raw, origin, fixed);
        }
        catch (error) {
            if (!(error instanceof rules/* RuleError */.FB))
                throw error;
            const form = fixed
                ? 'Each line is check keys, or a pattern (a path starting with /, or a URL; * matches anything), a colon and keys'
                : `Each line is [pattern:] keys: level, with a level of ${levels}; a pattern is a path starting with / or a URL, * matches anything; a key may name one of its errors (title.length)`;
            throw new messages/* OptionError */.eR(name, (0,messages/* msg */.ab) `${origin === path ? `${path}: ` : ''}${error.message}. ${form}. The keys: ${(0,rules/* knownCheckKeys */.kb)()}`);
        }
    };
    return {
        rules: [
            ...(fileText === null ? [] : parse('rules-file', fileText, path)),
            ...parse('rules', read('rules'), 'rules'),
            ...parse('ignore-checks', read('ignore-checks'), 'ignore-checks', 'off'),
        ],
        rulesFile: fileText === null ? null : path,
    };
}


/***/ }),

/***/ 6519:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MZ: () => (/* binding */ phrase),
/* harmony export */   Vm: () => (/* binding */ word),
/* harmony export */   ab: () => (/* binding */ msg),
/* harmony export */   eR: () => (/* binding */ OptionError),
/* harmony export */   iw: () => (/* binding */ INPUT_WORDING),
/* harmony export */   uK: () => (/* binding */ option)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
// Messages as data. The engine and the option parser say what is wrong with parts that name an
// option, an option set to a value, or a phrase; each face words those parts for its own users
// (the action: `base-url`, `privacy: password`; the CLI: `--base-url`, `--privacy password`).

const option = (name, value) => value === undefined ? { option: name } : { option: name, value };
const phrase = (name) => ({ phrase: name });
/** msg`is required when ${option('base-url')} is set`: text with parts in it. */
function msg(strings, ...parts) {
    const message = [];
    strings.forEach((text, index) => {
        if (text !== '')
            message.push(text);
        const part = parts[index];
        if (part !== undefined)
            message.push(part);
    });
    return message;
}
function word(message, wording) {
    return message
        .map((part) => typeof part === 'string'
        ? part
        : 'phrase' in part
            ? wording.phrase(part.phrase)
            : wording.option(part.option, part.value))
        .join('');
}
/** An option's value is wrong: `problem` completes a sentence that starts with the option. */
class OptionError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SeoReportError */ .K {
    option;
    problem;
    name = 'OptionError';
    get errorCode() {
        return 'SEO_OPTION_INVALID';
    }
    constructor(option, problem) {
        super(`Input ${option}: ${word(problem, INPUT_WORDING)}`);
        this.option = option;
        this.problem = problem;
    }
}
/**
 * The options by their own names, as a workflow's `with:` block has them: the action's wording,
 * and the default wherever no face words a message.
 */
const INPUT_WORDING = {
    option: (option, value) => (value === undefined ? option : `${option}: ${value}`),
    phrase: (phrase) => ({
        secret_source: 'pass it from a secret',
        key_source: 'pass the key in api-key',
        drop_password: 'set privacy: password, or remove password',
        split_list: 'in one step (split them across jobs)',
        allow_private_network: 'set allow-private-network: true (a service of your own behind base-url must allow them itself: seo-report serve --allow-private-network)',
        trust_ca: "set NODE_EXTRA_CA_CERTS: /path/to/ca.pem in the step's env, which Node reads as it starts",
    })[phrase],
};


/***/ }),

/***/ 6741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ integer),
/* harmony export */   z: () => (/* binding */ boolean)
/* harmony export */ });
/* harmony import */ var _api_params_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7712);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6519);
// The readers of plain option values that every option group shares (config.ts, crawl-config.ts,
// link-config.ts), so that `true` and a whole number mean one thing and fail with one message
// whichever option carries them.


/** The spellings @actions/core's getBooleanInput takes (YAML 1.2's core schema). */
const TRUE_WORDS = ['true', 'True', 'TRUE'];
const FALSE_WORDS = ['false', 'False', 'FALSE'];
/** true or false (as YAML writes them); '' is `fallback`. */
function boolean(name, value, fallback = false) {
    if (value === '')
        return fallback;
    if (TRUE_WORDS.includes(value))
        return true;
    if (FALSE_WORDS.includes(value))
        return false;
    throw new _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .OptionError */ .eR(name, (0,_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `must be true or false (got ${(0,_api_params_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(value)})`);
}
/**
 * A whole number from `min` to `max`; `unit` names what it counts in the message ("seconds"),
 * since "from 1 to 300" alone does not say whether a timeout is in seconds or milliseconds.
 */
function integer(name, value, min, max, unit = '') {
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
        const what = unit === '' ? 'a whole number' : `a whole number of ${unit}`;
        throw new _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .OptionError */ .eR(name, (0,_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `must be ${what} from ${String(min)} to ${String(max)} (got ${(0,_api_params_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(value)})`);
    }
    return Number(value);
}


/***/ }),

/***/ 1628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $0: () => (/* binding */ neutralise),
/* harmony export */   ID: () => (/* binding */ escapeJsonInvisibles),
/* harmony export */   Po: () => (/* binding */ SafeText),
/* harmony export */   v6: () => (/* binding */ escapeXmlInvisibles)
/* harmony export */ });
/* harmony import */ var _api_secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7489);
// One way out for text: everything a face writes passes through here, so that a secret never
// leaves and text from a service, a page or a sitemap cannot act as a command. A line break
// followed by `::error::` or `::add-mask::` would be a workflow command in a GitHub log; an ESC
// sequence drives a terminal; bidi overrides make text read differently than it is.

const BREAKS = /[\r\n\t\v\f\u0085\u2028\u2029]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are what must not pass
const CONTROLS = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// Any character of BREAKS or CONTROLS: one scan tells that a line has none (nearly every line).
// Made of the two, so that it can never let through what either replaces.
const BREAK_OR_CONTROL = new RegExp(`${BREAKS.source}|${CONTROLS.source}`);
/** One line, without control characters, ESC or bidi controls (each shown as U+FFFD). */
function neutralise(text) {
    if (!BREAK_OR_CONTROL.test(text))
        return text;
    return text.replace(BREAKS, ' ').replace(CONTROLS, '\uFFFD');
}
// What JSON.stringify leaves raw although a terminal or a log acts on it: DEL, C1 controls (NEL,
// CSI), line separators and bidi controls. Only string contents can hold them.
const RAW_IN_JSON = /[\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;
/** The same character as a \uXXXX (JSON) or &#xXXXX; (XML) escape. */
const hex = (char) => (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
/** JSON text with those characters escaped: the same value, nothing raw for a terminal. */
function escapeJsonInvisibles(json) {
    return json.replace(RAW_IN_JSON, (char) => `\\u${hex(char)}`);
}
/** XML text with those characters as character references: the same value, nothing raw. */
function escapeXmlInvisibles(xml) {
    return xml.replace(RAW_IN_JSON, (char) => `&#x${hex(char)};`);
}
/** Scrubs the secrets and neutralises what the faces write. */
class SafeText {
    scrubber = new _api_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .SecretScrubber */ .d();
    /** A secret holds a line break: it could straddle two pieces of a block written in pieces. */
    secretSpansLines = false;
    constructor(secrets = []) {
        for (const secret of secrets)
            this.add(secret);
    }
    add(secret) {
        this.scrubber.add(secret);
        if (secret && secret.trim() !== secret)
            this.scrubber.add(secret.trim());
        if (secret?.includes('\n'))
            this.secretSpansLines = true;
    }
    /** A log line: one line, no secret. */
    line(text) {
        return neutralise(this.scrubber.scrub(text));
    }
    /** A block a renderer made (markdown, a table, JSON, XML): its cells are escaped already. */
    block(text) {
        return this.scrubber.scrub(text);
    }
    /**
     * A block given in parts (a renderer's lines), as pieces of about `size` characters to write
     * one after the other: the same text as `block` of the parts joined, without ever holding it
     * whole (a 10,000-page table is 13 MB). A piece ends only where a part ends a line, and only
     * a secret with a line break could straddle two: with one, the block is scrubbed whole.
     */
    *blockPieces(parts, size = 64 * 1024) {
        if (this.secretSpansLines) {
            yield this.block([...parts].join(''));
            return;
        }
        let piece = [];
        let length = 0;
        for (const part of parts) {
            piece.push(part);
            length += part.length;
            if (length >= size && part.endsWith('\n')) {
                yield this.block(piece.join(''));
                piece = [];
                length = 0;
            }
        }
        if (piece.length > 0)
            yield this.block(piece.join(''));
    }
}


/***/ }),

/***/ 323:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cN: () => (/* binding */ deletingLines),
/* harmony export */   eM: () => (/* binding */ deletedLine),
/* harmony export */   fY: () => (/* binding */ privateReportHint),
/* harmony export */   qs: () => (/* binding */ moreToDeleteLine),
/* harmony export */   tu: () => (/* binding */ wordsFor),
/* harmony export */   v8: () => (/* binding */ checkLabel)
/* harmony export */ });
/* unused harmony export crawlCountsLine */
/* harmony import */ var _shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9958);
/* harmony import */ var _shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8497);
/* harmony import */ var _shared_tls_failure_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3287);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2766);
/* harmony import */ var _audit_list_cap_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3794);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6519);
// Words the engine's data for people: failures, verdict reasons, API errors with their hints,
// and the log lines of the URL list and of deletions. Each face passes its own Wording, so the
// action says `base-url` where the CLI says `--base-url`; everything else is said once, here.






/** Hints that name an option; the others read the same for every face (HINT_TEXT). */
const HINTS = {
    check_key: (0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `check ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)('api-key')}: the service did not accept it`,
    check_id_or_base_url: (0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `it does not exist, belongs to another user, or ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)('base-url')} is wrong`,
    check_key_or_base_url: (0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `the API key was not accepted, or ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)('base-url')} does not point at the API; check ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)('base-url')} and ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)('api-key')}`,
    check_base_url: (0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `${(0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)('base-url')} does not point at the API; check ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)('base-url')}`,
    check_base_url_and_key: (0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `check ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)('base-url')} (it must point at the service root) and ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)('api-key')}`,
    mangled: (0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `cut off or mangled on the way; if it repeats, check ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)('base-url')} (it must point at the service root)`,
    check_service_up: (0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `check ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)('base-url')} and that the service is up`,
    not_the_api: (0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `check that ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)('base-url')} points at an SEO Report API v1 service`,
    not_an_api: (0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `check ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)('base-url')}: it must be the root of an SEO Report API service, such as https://seo.example.com, to which /api/v1 is added`,
    api_twice: (0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `${(0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)('base-url')} ends in /api, and /api/v1 is added to it: remove the /api at its end`,
    key_in_base_url: (0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `${(0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .phrase */ .MZ)('key_source')}`,
    trust_ca: (0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `if the service uses a private CA, trust it: ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .phrase */ .MZ)('trust_ca')}`,
    certificate_name: (0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `use in ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)('base-url')} a host name the certificate names, or have the certificate issued for this one`,
    check_scheme: (0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `check ${(0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)('base-url')}: https:// to a port that speaks plain http, or the wrong port`,
};
/**
 * What a crawl found, audited and left out, and why, in one line for the log and the summary:
 * "Crawl: 120 pages found, 50 audited, 70 left out (60 by max-pages: 50, 4 by robots.txt, 6 not
 * HTML); sitemap: 1 file, 80 pages."
 */
function crawlCountsLine(counts, wording) {
    const why = {
        max_pages: `by ${wording.option('max-pages', String(counts.maxPages))}`,
        robots: 'by robots.txt',
        exclude: `by ${wording.option('crawl-include')} or ${wording.option('crawl-exclude')}`,
        sample: `by ${wording.option('crawl-sample')}`,
        other_origin: 'on other origins',
        non_html: 'not HTML',
        other: 'not auditable (not a URL the service takes, or the audit stopped first)',
    };
    const reasons = Object.keys(why)
        .filter((reason) => counts.leftOut[reason] > 0)
        .map((reason) => `${counts.leftOut[reason]} ${why[reason]}`);
    const leftOut = reasons.length === 0 ? 0 : Object.values(counts.leftOut).reduce((a, b) => a + b);
    const sitemap = counts.sitemaps.length === 0
        ? 'no sitemap'
        : `sitemap: ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(counts.sitemaps.length, 'file')}, ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(counts.sitemapPages, 'page')}`;
    return `Crawl: ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(counts.found, 'page')} found, ${counts.audited} audited, ${leftOut} left out${reasons.length > 0 ? ` (${reasons.join(', ')})` : ''}; ${sitemap}.`;
}
/** "Title (title)": a check by its name, with the key that ignore-checks takes. */
function checkLabel(key) {
    const { name } = (0,_shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .checkEntry */ .Tr)(key);
    // "Indexing allowed (noindex)" names its key already.
    return name.endsWith(`(${key})`) ? name : `${name} (${key})`;
}
/** "noindex on 2 pages, canonical on 1 page; ": the checks that failed at error, for the verdict. */
function errorsPart(reasons) {
    const pages = new Map();
    for (const reason of reasons) {
        if (reason.kind !== 'check')
            continue;
        const urls = pages.get(reason.finding.key) ?? new Set();
        urls.add(reason.finding.url);
        pages.set(reason.finding.key, urls);
    }
    if (pages.size === 0)
        return '';
    const listed = [...pages].map(([key, urls]) => `${key} on ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(urls.size, 'page')}`);
    return `${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)([...pages.values()].reduce((n, urls) => n + urls.size, 0), 'error')} (${listed.join(', ')}); `;
}
/** "5, checks": the fail-on-regression rule as a user writes it. */
function regressionRuleText(rule) {
    const parts = [
        ...(rule.points === null ? [] : [String(rule.points)]),
        ...(rule.checks ? ['checks'] : []),
    ];
    return parts.length === 0 ? null : parts.join(', ');
}
function wordsFor(wording) {
    const hint = (code, retryAfterMs) => {
        const message = HINTS[code];
        if (message)
            return (0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .word */ .Vm)(message, wording);
        if (code === 'rate_limited' && retryAfterMs !== null)
            return `rate limited; the service asks to wait ${Math.ceil(retryAfterMs / 1000)} s (lower ${wording.option('concurrency')})`;
        return _api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .HINT_TEXT */ ._H[code];
    };
    const apiError = (error) => (0,_api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .formatMessage */ .hw)(error, hint);
    const error = (value) => (0,_api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isApiError */ .d7)(value) ? apiError(value) : value instanceof Error ? value.message : String(value);
    const failure = (value) => {
        if (value === null)
            return 'no result';
        switch (value.kind) {
            case 'api':
                return apiError(value.error);
            case 'timeout':
                return `no result within the audit ${wording.option('timeout')} (${value.timeoutMs / 1000} s)`;
            case 'cancelled':
                return 'cancelled before a result arrived';
            case 'stopped':
                return `not audited: the audit stopped (${apiError(value.cause)})`;
            case 'not_audited': {
                const text = `report ${value.reportId}: the service could not audit the page: ${value.reason}`;
                // Every user who audits a build served on the runner meets this first: name the fix.
                if (value.code === 'refused_address')
                    return `${text}; to audit a server on this machine or its network, ${wording.phrase('allow_private_network')}`;
                // A staging site behind a private CA: the embedded analyzer runs in this process.
                if (value.code === 'tls_error' && (0,_shared_tls_failure_js__WEBPACK_IMPORTED_MODULE_1__/* .namesUntrustedCertificate */ .w)(value.reason))
                    return `${text}; if the site's certificate is from a private CA, the embedded service trusts it when you ${wording.phrase('trust_ca')}`;
                return text;
            }
            case 'message':
                return value.text;
        }
    };
    const rule = (failOn, minScore, regression) => {
        const regressionText = regression === null ? null : regressionRuleText(regression);
        // The rule as the verdict states it, the same words for both faces.
        return [
            `fail-on: ${failOn}`,
            ...(minScore === null ? [] : [`min-score: ${minScore}`]),
            ...(regressionText === null ? [] : [`fail-on-regression: ${regressionText}`]),
        ].join(', ');
    };
    return {
        apiError,
        error,
        failure,
        reason: (reason) => {
            switch (reason.kind) {
                case 'fatal':
                    return apiError(reason.error);
                case 'check': {
                    const { finding } = reason;
                    const why = finding.rule === null ? 'an error by default' : `an error by ${finding.rule}`;
                    return `${finding.url}: ${checkLabel(finding.key)} failed, ${why}: ${(0,_shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .describeCheck */ .cn)(finding.key, finding.check)}`;
                }
                case 'no_result':
                    return `${reason.url}: ${failure(reason.failure)}`;
                case 'grade': {
                    const score = reason.score === null ? '' : ` (score ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatScore */ .y)(reason.score)})`;
                    return `${reason.url} is ${reason.grade}${score}, at or below fail-on: ${reason.failOn}`;
                }
                case 'min_score':
                    return `${reason.url} scores ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatScore */ .y)(reason.score)}, below min-score: ${reason.minScore}`;
                case 'score_drop':
                    return `${reason.url} dropped ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatScore */ .y)(reason.before - reason.after)} points since the baseline (${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatScore */ .y)(reason.before)} to ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatScore */ .y)(reason.after)}), more than ${wording.option('fail-on-regression', String(reason.points))}`;
                case 'new_failures':
                    return `${reason.url}: ${reason.checks.length === 1 ? 'a check that passed in the baseline fails' : 'checks that passed in the baseline fail'} now: ${reason.checks.map(checkLabel).join(', ')}`;
            }
        },
        verdictLine: (run) => {
            const { verdict, result, comparison } = run;
            const { good, decent, bad, errors } = verdict.counts;
            const parts = [`${good} good`, `${decent} decent`, `${bad} bad`];
            if (errors > 0)
                parts.push((0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(errors, 'error'));
            const changes = comparison === null
                ? ''
                : `${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(comparison.regressed, 'page')} regressed, ${comparison.improved} improved; `;
            const regression = comparison === null ? null : run.regressionRule;
            return `${verdict.passed ? 'Passed' : 'Failed'}: ${errorsPart(verdict.reasons)}${changes}${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(result.outcomes.length, 'page')}, ${parts.join(', ')} (${rule(run.failOn, run.minScore, regression)})`;
        },
        urlList: (list) => {
            const notes = [];
            const warnings = [];
            const map = list.sitemap;
            if (map) {
                notes.push(`Sitemap ${map.url}: ${map.pages} pages in ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(map.files, 'file')}; ${map.added} added to the list.`);
                if (map.leftOut > 0)
                    warnings.push(`Sitemap ${map.url}: ${map.leftOut} of its ${map.added + map.leftOut} new pages were left out (${wording.option('max-pages', String(map.maxPages))}).`);
                if (map.nestedLeftOut > 0)
                    warnings.push(`Sitemap ${map.url}: ${map.nestedLeftOut} nested sitemaps were not read (at most 50 files and 3 levels of indexes).`);
                if (map.skipped > 0)
                    notes.push(`Sitemap ${map.url}: ${map.skipped} entries skipped (already listed, or not an auditable http(s) URL).`);
            }
            const folder = list.folder;
            if (folder) {
                const fromSitemap = folder.fromSitemap > 0 ? ` and ${folder.fromSitemap} more from its sitemap` : '';
                const found = folder.detected ? ` (found by ${wording.option('site-dir', 'auto')})` : '';
                const alias = folder.siteUrl === undefined ? '' : ` as ${folder.siteUrl}`;
                notes.push(`Folder ${folder.dir}${found}: served at ${folder.servedAt}${alias}; ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(folder.files, 'HTML page')}${fromSitemap}; ${folder.added} added to the list.`);
                if (folder.leftOut > 0)
                    warnings.push(`Folder ${folder.dir}: ${folder.leftOut} of its ${folder.added + folder.leftOut} new pages were left out (${wording.option('max-pages', String(folder.maxPages))}).`);
            }
            if (list.shard)
                notes.push(`Shard ${list.shard.index}/${list.shard.count}: ${list.shard.share} of ${list.total} URLs.`);
            return { notes, warnings };
        },
        problem: (problem) => {
            switch (problem.kind) {
                case 'sitemap':
                    return problem.error.message;
                case 'refresh_lookup':
                    return `Could not list ${problem.error.what}: ${error(problem.error.cause)}`;
                case 'project_listing':
                    return `Could not list the reports of project ${problem.project}: ${error(problem.error)}`;
                case 'baseline':
                    return `${wording.option('baseline')}: ${problem.error.message}`;
            }
        },
        message: (message) => (0,_messages_js__WEBPACK_IMPORTED_MODULE_3__/* .word */ .Vm)(message, wording),
        crawl: (counts) => crawlCountsLine(counts, wording),
    };
}
/** What mode delete is about to delete, for the log. */
function deletingLines(reports, project, more = false) {
    if (project === null)
        return [`Deleting ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(reports.length, 'report')}: ${reports.map((r) => r.id).join(', ')}`];
    if (reports.length === 0)
        return [`Project ${project} was already gone.`];
    return [
        more
            ? `Deleting the first ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(reports.length, 'report')} of project ${project} (at most ${_audit_list_cap_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_REPORTS_PER_RUN */ .l} a run; it lists more):`
            : `Deleting project ${project} with ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(reports.length, 'report')}:`,
        ...reports.map((report) => `  report ${report.id}: ${report.url ?? ''}`),
    ];
}
/** Mode delete stopped at the cap: what is left, and what to do about it. */
function moreToDeleteLine(project) {
    return `Project ${project} lists more than ${_audit_list_cap_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_REPORTS_PER_RUN */ .l} reports: one run deletes at most ${_audit_list_cap_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_REPORTS_PER_RUN */ .l}; run the delete again for the rest.`;
}
/**
 * A report that mode delete or the cleanup removed, for the log. The cleanup says a 404 as
 * "was already gone"; mode delete, asked to delete it, counts it deleted either way.
 */
function deletedLine(id, how, context) {
    if (how === 'not_found' && context === 'cleanup')
        return `Report ${id} was already gone.`;
    return `Deleted report ${id}${how === 'deleted' ? '' : ' (it was already gone)'}.`;
}
/**
 * What opens the private report links of a run, beside them: our reference service's sign-in
 * page when the run knows it (`signInLink`: the address, as a link of the face's format), else
 * only who can. Never names the key itself.
 */
function privateReportHint(signInLink) {
    return signInLink === null
        ? "the reports are private: only the API key's owner can open the links"
        : `the reports are private: sign in at ${signInLink} with the API key to open them`;
}


/***/ }),

/***/ 5922:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jq: () => (/* binding */ ReportCreator),
/* harmony export */   c2: () => (/* binding */ reportsCreatedSince)
/* harmony export */ });
/* unused harmony export mayHaveCreated */
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2766);
/* harmony import */ var _url_match_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8374);
// Creating each report exactly once over an unreliable network, for one request per page.
//
// A POST that fails after it may have reached the service (the connection reset after the
// request was sent, a proxy's 502 or 504, no answer in time, a 2xx whose body was cut off) may
// have created the report anyway. Sending it again would make a second report and, on deployed
// services, spend monthly quota twice. So after such a failure we look for a report of that URL
// above a watermark that no other URL of this run has claimed, and reuse it. Only when none is
// there, after a second look that gives a slow service time to store it, is the POST sent again.
//
// The watermark costs nothing when nothing fails. Ids grow with creation, so the highest id the
// run had been given before a POST was sent is below anything that POST made. Only a POST sent
// before any id was known (the run's first few, before the first answer) needs a request:
// after one fails, one list of the newest reports finds the highest id created before the run's
// first POST, reading `created_at` on the service's clock (our clock corrected by its Date
// header). Date has whole seconds, so a report of the same URL made by someone else within about
// a second before the run began could be taken for the run's own: that is the price, paid only
// when the first POST of a run fails ambiguously.
//
// What cannot be settled (the run stopped while a POST was in flight, or the service stayed
// ambiguous) is reported through `onUncertain`, so that cleanup can sweep for the report later.



const DEFAULT_CREATE_ONCE = {
    maxAttempts: 3,
    lookDelaysMs: [0, 1_500],
};
/** Failures after which the service may have created the report. */
function mayHaveCreated(error) {
    if (!(0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isApiError */ .d7)(error) || !error.mayHaveReachedService)
        return false;
    if (error.code === 'network' || error.code === 'timeout' || error.code === 'server_error') {
        return true;
    }
    // A 2xx whose body was not JSON (cut off, mangled by a proxy): the service did act.
    return (0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isGarbled */ .OP)(error);
}
/** How long the watermark's list may take when the run itself has stopped. */
const LATE_LOOKUP_MS = 5_000;
/** Newest reports read to find the first one older than the run; past that, we cannot tell. */
const MAX_WATERMARK_SCAN = 1_000;
class ReportCreator {
    client;
    /** Highest report id the run has been given; null before the first or when ids are not numbers. */
    highestSeen = null;
    idsOpaque = false;
    /** When the run sent its first POST (our clock). */
    firstSentAt = null;
    /** Highest id created before the run's first POST, read once when first needed. */
    beforeRun = null;
    /** The lowest watermark an uncertain create used, for cleanup; `unknown` when one had none. */
    uncertainFloor = null;
    listed = false;
    /** Report ids this run owns, so that two URLs never claim the same report. */
    claimed = new Set();
    options;
    constructor(client, options = {}) {
        this.client = client;
        this.options = { ...DEFAULT_CREATE_ONCE, ...options };
    }
    /**
     * A watermark for the post step's sweep: below every report that an uncertain create may have
     * made. Null when none was uncertain, or when one could not be given a watermark.
     */
    get watermark() {
        return typeof this.uncertainFloor === 'bigint' ? String(this.uncertainFloor) : null;
    }
    /** Whether the service has answered this run in JSON (a create, or the watermark's list). */
    get contacted() {
        return this.highestSeen !== null || this.idsOpaque || this.listed;
    }
    async create(params, signal) {
        for (let attempt = 1;; attempt++) {
            let failure;
            const floor = this.highestSeen;
            this.firstSentAt ??= Date.now();
            try {
                const report = await this.client.createReport(params, { signal });
                this.claim(report.id);
                return report;
            }
            catch (error) {
                if (!mayHaveCreated(error) && !((0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isApiError */ .d7)(error) && error.code === 'aborted'))
                    throw error;
                failure = error;
            }
            const stopped = signal.aborted || failure.code === 'aborted';
            const watermark = await this.watermarkFor(floor, stopped ? null : signal);
            if (stopped || watermark === null) {
                this.uncertain(params.url, watermark);
                throw failure;
            }
            const found = await this.lookUp(params.url, watermark, signal);
            if (found === 'unknown') {
                this.uncertain(params.url, watermark);
                // Stopped while looking: say so (the deadline or a cancellation), not the POST's error.
                throw signal.aborted ? signal.reason : failure;
            }
            if (found !== null) {
                this.claim(found.id);
                this.options.onNote?.(`  ${params.url}: ${failure.message}; the service had created report ${found.id}: using it.`);
                return found;
            }
            if (attempt >= this.options.maxAttempts) {
                // Not found twice: most likely never created, but a slow service may store it later.
                this.uncertain(params.url, watermark);
                throw failure;
            }
            this.options.onNote?.(`  ${params.url}: ${failure.message}; no report was created: sending it again.`);
        }
    }
    claim(id) {
        this.claimed.add(id);
        const numeric = numericId(id);
        if (numeric === null)
            this.idsOpaque = true;
        else if (this.highestSeen === null || numeric > this.highestSeen)
            this.highestSeen = numeric;
    }
    uncertain(url, watermark) {
        if (watermark === null || this.uncertainFloor === 'unknown')
            this.uncertainFloor = 'unknown';
        else if (this.uncertainFloor === null || watermark < this.uncertainFloor)
            this.uncertainFloor = watermark;
        this.options.onUncertain?.(url);
    }
    /**
     * Below anything the failed POST made: the highest id known when it was sent, else the highest
     * id created before the run began. `signal` null: the run has stopped, allow a short look.
     */
    async watermarkFor(floor, signal) {
        if (this.idsOpaque)
            return null;
        if (floor !== null)
            return floor;
        this.beforeRun ??= highestIdBefore(this.client, this.firstSentAt, signal ?? AbortSignal.timeout(LATE_LOOKUP_MS)).catch(() => null);
        const found = await this.beforeRun;
        if (found === null)
            this.beforeRun = null; // a later failure may try again
        else
            this.listed = true;
        return found;
    }
    /** The report a failed POST made, null when provably none, 'unknown' when we cannot tell. */
    async lookUp(url, watermark, signal) {
        for (const delay of this.options.lookDelaysMs) {
            try {
                if (delay > 0)
                    await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(delay, undefined, { signal });
                const found = await reportsCreatedSince(this.client, url, watermark, signal);
                const unclaimed = found.filter((report) => !this.claimed.has(report.id));
                // Oldest first: if a duplicate ever slipped through, the first one is the one to keep.
                const [first] = unclaimed.sort((a, b) => compareIds(a.id, b.id));
                if (first)
                    return first;
            }
            catch {
                return 'unknown';
            }
        }
        return null;
    }
}
/**
 * Reports of `url` with an id above `watermark`, newest first, read until the ids fall to the
 * watermark (the list is sorted by id, so older reports are never paged through).
 */
async function reportsCreatedSince(client, url, watermark, signal) {
    const found = [];
    const reports = client.reports({ search: (0,_url_match_js__WEBPACK_IMPORTED_MODULE_2__/* .searchTextFor */ .Ng)(url), sortBy: 'id', sort: 'desc', perPage: 100 }, { signal });
    for await (const report of reports) {
        const id = numericId(report.id);
        if (id === null)
            continue;
        if (id <= watermark)
            break;
        if ((0,_url_match_js__WEBPACK_IMPORTED_MODULE_2__/* .reportMatches */ .gt)(report, url))
            found.push(report);
    }
    return found;
}
/**
 * The highest id of a report created before `sentAt` (our clock), 0 when there is none; null when
 * the service's answers cannot tell (no Date header, ids or creation times it does not give).
 * The list goes newest first and stops at the first report older than the run.
 */
async function highestIdBefore(client, sentAt, signal) {
    const reports = client.reports({ sortBy: 'id', sort: 'desc', perPage: 100 }, { signal });
    let read = 0;
    for await (const report of reports) {
        const offset = client.clockOffsetMs;
        const created = report.createdAt === null ? Number.NaN : Date.parse(report.createdAt);
        const id = numericId(report.id);
        if (offset === null || Number.isNaN(created) || id === null)
            return null;
        // Date is truncated to the second, so `offset` is at most the service's true lead: anything
        // the run made was created at or after sentAt + offset on the service's clock, and in the
        // same whole second or later where the service keeps only whole seconds.
        if (created < Math.floor((sentAt + offset) / 1000) * 1000)
            return id;
        if (++read >= MAX_WATERMARK_SCAN)
            return null;
    }
    return 0n;
}
function numericId(id) {
    return /^\d{1,30}$/.test(id) ? BigInt(id) : null;
}
function compareIds(a, b) {
    const x = numericId(a);
    const y = numericId(b);
    if (x === null || y === null)
        return a.localeCompare(b);
    return x < y ? -1 : x > y ? 1 : 0;
}


/***/ }),

/***/ 4174:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cw: () => (/* binding */ onceMoreAfterServerError),
/* harmony export */   Dm: () => (/* binding */ deleteByIds),
/* harmony export */   dC: () => (/* binding */ listProjectReports)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var p_limit__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(370);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2766);
/* harmony import */ var _list_cap_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3794);
// Deleting reports: the one routine behind the post step's cleanup and mode delete. Each report
// is deleted by id (a whole project too: its reports are listed, then deleted one by one, because
// deployed services' project delete also destroys an unrelated report; see docs/compatibility.md).
// A report already gone counts as deleted: the goal is that it is gone. A 500 is tried once more
// after a pause, though the client never retries one (retry.ts): a delete is safe to repeat, and
// one more request is cheaper than a report left behind. Nothing here throws for a failed delete:
// what could not be deleted is returned.




/** Pause before the second try after a 500. */
const SERVER_ERROR_PAUSE_MS = 1_000;
/** Each delete's own limit, inside the overall deadline. */
const DELETE_TIMEOUT_MS = 60_000;
/** Deletes the reports by id, at most `concurrency` at once, in the order given. */
async function deleteByIds(client, ids, options, hooks = {}) {
    const { deadline } = options;
    const limit = (0,p_limit__WEBPACK_IMPORTED_MODULE_2__/* ["default"] */ .A)(options.concurrency);
    const settled = await Promise.all(ids.map((id) => limit(async () => {
        if (deadline.aborted)
            return { id, state: 'left' };
        try {
            const signal = AbortSignal.any([deadline, AbortSignal.timeout(DELETE_TIMEOUT_MS)]);
            const deletion = await onceMoreAfterServerError(() => client.deleteReport(id, { signal }), signal, options.pauseMs ?? SERVER_ERROR_PAUSE_MS);
            return {
                id,
                state: deletion.alreadyGone ? 'already_gone' : 'deleted',
            };
        }
        catch (error) {
            if ((0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isApiError */ .d7)(error) && error.code === 'not_found')
                return { id, state: 'not_found' };
            if (deadline.aborted)
                return { id, state: 'left' };
            return { id, state: 'failed', error };
        }
    })));
    // Reported in the order given, whatever order the answers came in.
    const outcome = { deleted: [], alreadyGone: [], left: [], failed: [] };
    for (const item of settled) {
        if (item.state === 'left')
            outcome.left.push(item.id);
        else if (item.state === 'failed') {
            outcome.failed.push({ id: item.id, error: item.error });
            hooks.onFailed?.(item.id, item.error);
        }
        else {
            outcome.deleted.push(item.id);
            if (item.state !== 'deleted')
                outcome.alreadyGone.push(item.id);
            hooks.onDeleted?.(item.id, item.state);
        }
    }
    return outcome;
}
/**
 * A project's reports, for mode delete with a project and no ids: at most MAX_REPORTS_PER_RUN,
 * with `more` when the list goes on (a later run deletes the rest; a list that never ends
 * cannot make one run delete without bound).
 */
async function listProjectReports(client, project, signal) {
    return (0,_list_cap_js__WEBPACK_IMPORTED_MODULE_3__/* .readAtMost */ .r)(client.reports({ project, perPage: 100 }, { signal }));
}
async function onceMoreAfterServerError(attempt, signal, pauseMs = SERVER_ERROR_PAUSE_MS) {
    try {
        return await attempt();
    }
    catch (error) {
        if (!(0,_api_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isApiError */ .d7)(error) || error.code !== 'server_error' || error.status !== 500)
            throw error;
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(pauseMs, undefined, { signal });
        return attempt();
    }
}


/***/ }),

/***/ 3794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ MAX_REPORTS_PER_RUN),
/* harmony export */   r: () => (/* binding */ readAtMost)
/* harmony export */ });
/** Reports a refresh regenerates, or a delete with a project deletes, in one run. */
const MAX_REPORTS_PER_RUN = 1_000;
/** Reads at most `max` reports (one more, to know whether the list goes on). */
async function readAtMost(reports, max = MAX_REPORTS_PER_RUN) {
    const read = [];
    for await (const report of reports) {
        if (read.length === max) {
            // Ending the loop closes the generator: no further page is asked for.
            return { reports: read, more: true };
        }
        read.push(report);
    }
    return { reports: read, more: false };
}


/***/ }),

/***/ 1254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G8: () => (/* binding */ failedCheckKeys),
/* harmony export */   Gx: () => (/* binding */ PageFactsReader),
/* harmony export */   Zo: () => (/* binding */ flagsOf),
/* harmony export */   uu: () => (/* binding */ httpStatusIn),
/* harmony export */   zf: () => (/* binding */ unjudgedCheckKeys)
/* harmony export */ });
/* unused harmony export textOf */
/* harmony import */ var _shared_findings_read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7074);
/* harmony import */ var _shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6678);
/* harmony import */ var _shared_url_key_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5026);
// What the end of a run asks of every page's report, read from it once: the site findings (its
// URLs, status, title, description, canonical, the pages it links to...) and the verdict (which
// checks failed, with the error keys the severity rules match). A report waiting in the run's
// file (report-spill.ts) keeps these beside it in memory, so that judging a 2,000-page run no
// longer parses each report back eight times (six of them for the site findings), only where
// a check's own value is shown. Kept small, since it is kept for every page: a few strings, the
// link targets as the run's one copy of each key, the failed checks as the run's one copy of
// each key-and-errors combination (pages of a site fail the same ways).
//
// The rules of reading are the site findings' (src/client/app/site-findings.ts), moved here so
// that a page's facts are read when it settles: check values are unknown data, read tolerantly
// (docs/compatibility.md), and only through their own keys.



/** The flags of a page's facts: what a spilled report keeps in memory of them. */
function flagsOf(facts) {
    return {
        hasChecks: facts.hasChecks,
        reportedStatus: facts.reportedStatus,
        generationErrorStatus: facts.generationErrorStatus,
        noindex: facts.noindex,
        blockedByRobots: facts.blockedByRobots,
        redirected: facts.redirected,
        failedChecks: facts.failedChecks,
        unjudgedKeys: facts.unjudgedKeys,
    };
}
/** Our analyzer lists at most this many internal links in `Internals`, and 50 in `internalUrls`. */
const INTERNALS_LISTED = 1_000;
const INTERNAL_URLS_LISTED = 50;
/**
 * Reads the facts of a run's reports, holding the run's one copy of each page key and of each
 * failed check: links of a site point to the same pages (menus, footers), and its pages fail the
 * same checks with the same errors. A key is also computed once per URL, not once per link.
 */
class PageFactsReader {
    #keys = new Map();
    /**
     * The one copy of each key, by the number it was given (its place in #keyList): a page's own
     * keys are its links' keys on other pages, and a written page's texts name them by number.
     */
    #keyIds = new Map();
    #keyList = [];
    /** Each failed check kept, by its key and then its error keys one after the other. */
    #failed = { next: null, kept: null };
    /** Each list of failed checks kept, by its checks one after the other. */
    #failedLists = { next: null, list: null };
    /** Each list of unjudged check keys kept, by its keys joined with line breaks. */
    #unjudgedLists = new Map();
    /**
     * The URL in the form pages are compared in (urlKey, samePage); null when it is no URL. Kept
     * for the reader's life: meant for the URLs pages link to, which repeat.
     */
    pageKey(url) {
        let key = this.#keys.get(url);
        if (key === undefined) {
            key = this.#shared((0,_shared_url_key_js__WEBPACK_IMPORTED_MODULE_0__/* .urlKey */ .X9)(url, { samePage: true }));
            this.#keys.set(url, key);
        }
        return key;
    }
    #shared(key) {
        if (key === null)
            return null;
        const id = this.#keyIds.get(key);
        if (id !== undefined)
            return this.#keyList[id];
        this.#keyIds.set(key, this.#keyList.length);
        this.#keyList.push(key);
        return key;
    }
    /** The number of a key (one this reader gave, or any other: it is then kept too). */
    #idOf(key) {
        const id = this.#keyIds.get(key);
        if (id !== undefined)
            return id;
        this.#shared(key);
        return this.#keyList.length - 1;
    }
    #idsOf(keys) {
        return keys.map((key) => this.#idOf(key));
    }
    #keysOfIds(ids) {
        return ids.map((id) => {
            const key = this.#keyList[id];
            if (key === undefined)
                throw new Error(`no page key numbered ${id} in this run`);
            return key;
        });
    }
    /** A page's texts as one line of JSON, for textsOfLine of this reader to read back. */
    textsLine(texts) {
        const internalUrls = this.#idsOf(texts.internalUrls);
        const { links } = texts;
        const line = [
            this.#idsOf(texts.reportKeys),
            texts.title,
            texts.description,
            texts.canonical,
            links === texts.internalUrls
                ? 0
                : links === null || links === 'cut'
                    ? links
                    : this.#idsOf(links),
            internalUrls,
        ];
        return JSON.stringify(line);
    }
    /** The texts textsLine wrote, with the run's one copy of each key. */
    textsOfLine(text) {
        const [reportKeys, title, description, canonical, links, internalUrls] = JSON.parse(text);
        const internal = this.#keysOfIds(internalUrls);
        return {
            reportKeys: this.#keysOfIds(reportKeys),
            title,
            description,
            canonical,
            links: links === 0 ? internal : links === null || links === 'cut' ? links : this.#keysOfIds(links),
            internalUrls: internal,
        };
    }
    factsOf(report) {
        const checks = report?.checks ?? {};
        const status = (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(checks, 'http_status')?.value;
        const { links, internalUrls } = this.#links(checks);
        return {
            hasChecks: Boolean(report?.checks),
            reportKeys: this.#reportKeys(report, (0,_shared_findings_read_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(status, 'url')),
            reportedStatus: numberOf(typeof status === 'object' ? (0,_shared_findings_read_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(status, 'status') : status),
            generationErrorStatus: httpStatusIn(report?.generationError ?? ''),
            title: textOf((0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(checks, 'title')),
            description: textOf((0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(checks, 'meta_description')),
            canonical: urlOf((0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(checks, 'canonical')),
            noindex: (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(checks, 'noindex')?.passed === false,
            blockedByRobots: blockedByRobots((0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(checks, 'robots')),
            redirected: redirected((0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(checks, 'redirects')),
            links,
            internalUrls,
            failedChecks: this.#failedChecks(checks),
            unjudgedKeys: this.#unjudgedKeys(checks),
        };
    }
    /** The keys of the checks not judged (passed null): the run's one copy of the list. */
    #unjudgedKeys(checks) {
        const keys = [];
        for (const key of Object.keys(checks))
            if (checks[key]?.passed === null)
                keys.push(key);
        // Check keys hold no line break (a key with one would only share a list less often).
        const id = keys.join('\n');
        const kept = this.#unjudgedLists.get(id);
        if (kept !== undefined && sameList(kept, keys))
            return kept;
        const list = Object.freeze(keys.slice());
        if (kept === undefined)
            this.#unjudgedLists.set(id, list);
        return list;
    }
    #reportKeys(report, finalUrl) {
        const keys = [];
        const urls = [report?.url, report?.fullUrl];
        if (typeof finalUrl === 'string')
            urls.push(finalUrl);
        for (const [index, url] of urls.entries()) {
            // The same text twice (the full URL is the final one when nothing redirected) is one key.
            if (typeof url !== 'string' || url === '' || urls.indexOf(url) < index)
                continue;
            // Found in pageKey's map when an earlier page linked to it, but not added to it: a page's
            // own URLs are asked for once.
            const known = this.#keys.get(url);
            const key = known !== undefined ? known : this.#shared((0,_shared_url_key_js__WEBPACK_IMPORTED_MODULE_0__/* .urlKey */ .X9)(url, { samePage: true }));
            if (key !== null && !keys.includes(key))
                keys.push(key);
        }
        // A copy of its own length: a list that grew by push holds room for 17 (kept for every page).
        return keys.slice();
    }
    /**
     * A page's internal links: `Internals` (`[{url}]`, deployed services' shape and ours, up to
     * 1,000), else `internalUrls` (the first 50); 'cut' when the list is full and may miss some.
     * And the keys of `internalUrls` alone.
     */
    #links(checks) {
        const value = (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(checks, 'in_page_links')?.value;
        const firstUrls = internalUrlsOf(checks);
        const internals = (0,_shared_findings_read_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(value, 'Internals');
        if (Array.isArray(internals)) {
            const internalUrls = this.#keysOf(firstUrls);
            if (internals.length >= INTERNALS_LISTED)
                return { links: 'cut', internalUrls };
            const urls = [];
            for (const item of internals) {
                const url = typeof item === 'string' ? item : (0,_shared_findings_read_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(item, 'url');
                if (typeof url === 'string')
                    urls.push(url);
            }
            // Our analyzer's internalUrls are its Internals when a page has 50 or fewer: one list.
            if (sameList(urls, firstUrls))
                return { links: internalUrls, internalUrls };
            return { links: this.#keysOf(urls), internalUrls };
        }
        const internalUrls = this.#keysOf(firstUrls);
        if (!Array.isArray((0,_shared_findings_read_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(value, 'internalUrls')))
            return { links: null, internalUrls };
        const cut = firstUrls.length >= INTERNAL_URLS_LISTED;
        return { links: cut ? 'cut' : internalUrls, internalUrls };
    }
    /** The URLs' page keys, in order, those that are no URL left out (in a list of its length). */
    #keysOf(urls) {
        const keys = new Array(urls.length);
        let count = 0;
        for (const url of urls) {
            const key = this.pageKey(url);
            if (key !== null)
                keys[count++] = key;
        }
        return count === keys.length ? keys : keys.slice(0, count);
    }
    /** The page's failed checks: the run's one copy of the list (pages fail alike) and of each. */
    #failedChecks(checks) {
        let list = this.#failedLists;
        for (const key of Object.keys(checks)) {
            const check = checks[key];
            if (check.passed !== false)
                continue;
            const errorKeys = check.errors == null ? [] : Object.keys(check.errors);
            let node = childOf(this.#failed, key);
            for (const name of errorKeys)
                node = childOf(node, name);
            node.kept ??= failedCheck(key, errorKeys);
            list = listChildOf(list, node.kept);
        }
        list.list ??= Object.freeze(failedListOf(list));
        return list.list;
    }
}
function listChildOf(node, check) {
    node.next ??= new Map();
    let child = node.next.get(check);
    if (child === undefined) {
        child = { next: null, parent: { node, check }, list: null };
        node.next.set(check, child);
    }
    return child;
}
/** The checks on the path to `node`, first to last, in a list of its length. */
function failedListOf(node) {
    let length = 0;
    for (let at = node; at.parent !== undefined; at = at.parent.node)
        length += 1;
    const list = new Array(length);
    for (let at = node; at.parent !== undefined; at = at.parent.node)
        list[--length] = at.parent.check;
    return list;
}
function childOf(node, name) {
    node.next ??= new Map();
    let child = node.next.get(name);
    if (child === undefined) {
        child = { next: null, kept: null };
        node.next.set(name, child);
    }
    return child;
}
function failedCheck(key, errorKeys) {
    const errors = {};
    // defineProperty: an error named "__proto__" is a key like any other.
    for (const name of errorKeys)
        Object.defineProperty(errors, name, { value: null, enumerable: true });
    return Object.freeze({
        key,
        check: Object.freeze({ errors: errorKeys.length === 0 ? null : Object.freeze(errors) }),
    });
}
function sameList(a, b) {
    return a.length === b.length && a.every((item, index) => b[index] === item);
}
function internalUrlsOf(checks) {
    const urls = (0,_shared_findings_read_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)((0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(checks, 'in_page_links')?.value, 'internalUrls');
    return Array.isArray(urls) ? urls.filter((url) => typeof url === 'string') : [];
}
/** The 3-digit status an error message names as "HTTP nnn"; null when it names none. */
function httpStatusIn(text) {
    return numberOf(/\bHTTP (\d{3})\b/.exec(text)?.[1]);
}
/** Our redirects check counted at least one. */
function redirected(check) {
    const count = numberOf((0,_shared_findings_read_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(check?.value, 'count'));
    return count !== null && count > 0;
}
/** The robots check failed on a robots.txt rule (not on robots.txt's own status). */
function blockedByRobots(check) {
    if (check === undefined || check.passed !== false)
        return false;
    const failed = (0,_shared_findings_read_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(check.errors, 'failed');
    return failed !== undefined && (0,_shared_findings_read_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(failed, 'status') === undefined;
}
/**
 * The text a title or description check holds: a string (phpRank), or a string under `text`,
 * `value`, `title` or `content`, or the first string of an array. Empty and not-applicable
 * values are no text.
 */
function textOf(check) {
    if (check === undefined || check.passed === null)
        return null;
    const raw = pickString(check.value, ['text', 'value', 'title', 'content']);
    const text = raw?.replace(/\s+/g, ' ').trim() ?? '';
    return text === '' ? null : text;
}
/** A canonical check's URL: a string, or under `url` / `href`; only absolute http(s) URLs. */
function urlOf(check) {
    if (check === undefined || check.passed === null)
        return null;
    const raw = pickString(check.value, ['url', 'href', 'canonical'])?.trim();
    return raw !== undefined && /^https?:\/\//i.test(raw) ? raw : null;
}
function pickString(value, names) {
    if (typeof value === 'string')
        return value;
    if (Array.isArray(value))
        return value.find((item) => typeof item === 'string');
    for (const name of names) {
        const found = (0,_shared_findings_read_js__WEBPACK_IMPORTED_MODULE_2__/* .field */ .ZZ)(value, name);
        if (typeof found === 'string')
            return found;
    }
    return undefined;
}
function numberOf(value) {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isInteger(number) ? number : null;
}
/** Keys of the report's failed checks (passed false), in the report's order; null without checks. */
function failedCheckKeys(report) {
    return checkKeysWhere(report, false);
}
/** Keys of the report's checks that could not be judged (passed null); null without checks. */
function unjudgedCheckKeys(report) {
    return checkKeysWhere(report, null);
}
function checkKeysWhere(report, passed) {
    if (report?.checks == null)
        return null;
    return Object.entries(report.checks)
        .filter(([, check]) => check.passed === passed)
        .map(([key]) => key);
}


/***/ }),

/***/ 3224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A_: () => (/* binding */ LEVELS),
/* harmony export */   FB: () => (/* binding */ RuleError),
/* harmony export */   NP: () => (/* binding */ rulesFor),
/* harmony export */   NR: () => (/* binding */ parseRules),
/* harmony export */   Vo: () => (/* binding */ pageSeverity),
/* harmony export */   kb: () => (/* binding */ knownCheckKeys),
/* harmony export */   xJ: () => (/* binding */ severityOf)
/* harmony export */ });
/* harmony import */ var _shared_checks_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1405);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8382);
/* harmony import */ var _shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9958);
/* harmony import */ var _shared_findings_runner_checks_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9176);
/* harmony import */ var _shared_interface_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2786);
/* harmony import */ var _shared_wildcard_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3179);
// Severity rules: what a failed check means for this job, set by the team. One syntax for the
// action's `rules` input, the CLI's --rule and the rules file both read (.seo-report-rules):
//
//   noindex: error                       # on every page
//   title.length, meta_description: off  # one error of a check, or a whole check
//   /blog/*: open_graph: warning         # on pages whose path matches
//   https://docs.example.com/*: canonical: notice
//
// A line is `[pattern:] targets: level`. A target is a check key (docs/findings.md) or a key and
// one of its error keys (`title.length`); the level is error, warning, notice or off. Patterns are
// those of ignore-checks: starting with "/" they match the path and query, with http(s):// the
// whole URL, `*` any run of characters, and the whole target must match. A later line wins over an
// earlier one for the same target; a rule for an error key wins over one for its check. Each
// `ignore-checks` line is the rule `keys: off`.






/** A rule's level: a severity of the table's, or `off`, an accepted check not reported at all. */
const LEVELS = [..._shared_checks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITIES */ .oC, 'off'];
function isLevel(value) {
    return typeof value === 'string' && LEVELS.includes(value);
}
const RANK = { error: 3, warning: 2, notice: 1, off: 0 };
/** Why a rule line was refused; the caller names the option or file. */
class RuleError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SeoReportError */ .K {
    name = 'RuleError';
    get errorCode() {
        return 'SEO_RULE_INVALID';
    }
}
/** More lines than a team writes by hand; each page is matched against every line. */
const MAX_RULES = 200;
/**
 * Parses rule lines. `origin` names them in each rule's source ("rules", ".seo-report-rules");
 * with `fixedLevel`, lines carry no level (ignore-checks: every key off).
 */
function parseRules(raw, origin, fixedLevel) {
    const rules = [];
    for (const [index, fullLine] of raw.split(/\r?\n/).entries()) {
        const line = fullLine.replace(/(^|\s)#.*$/, '').trim();
        if (line === '')
            continue;
        const where = `line ${index + 1}`;
        let rest = line;
        let level;
        if (fixedLevel !== undefined) {
            level = fixedLevel;
        }
        else {
            const colon = rest.lastIndexOf(':');
            const word = colon === -1 ? '' : rest.slice(colon + 1).trim();
            if (colon === -1 || !isLevel(word))
                throw new RuleError(`${where}: end the line with a colon and a level, one of ${LEVELS.join(', ')} (got ${JSON.stringify(line)})`);
            level = word;
            rest = rest.slice(0, colon).trim();
        }
        // Keys never contain a colon; a URL pattern does (https://), so the last one separates.
        const colon = rest.lastIndexOf(':');
        const pattern = colon === -1 ? null : rest.slice(0, colon).trim();
        const targets = (colon === -1 ? rest : rest.slice(colon + 1))
            .split(/[\s,]+/)
            .filter((target) => target !== '');
        if (pattern !== null && /[\s,]/.test(pattern))
            throw new RuleError(`${where}: one pattern per line, as pattern: keys${fixedLevel ? '' : ': level'} (got ${JSON.stringify(line)})`);
        if (pattern !== null && !/^(\/|https?:\/\/)/i.test(pattern))
            throw new RuleError(`${where}: the pattern ${JSON.stringify(pattern)} must start with / (a path) or http(s):// (a URL)`);
        if (targets.length === 0)
            throw new RuleError(`${where}: give at least one check key${pattern === null ? '' : ' after the pattern'}`);
        for (const target of targets) {
            const problem = targetProblem(target);
            if (problem !== null)
                throw new RuleError(`${where}: ${problem}`);
        }
        rules.push({ pattern, targets, level, source: `${origin} ${where}`, text: line });
    }
    if (rules.length > MAX_RULES)
        throw new RuleError(`has ${rules.length} lines; at most ${MAX_RULES} are allowed`);
    return rules;
}
function targetProblem(target) {
    const dot = target.indexOf('.');
    const key = dot === -1 ? target : target.slice(0, dot);
    const errorKey = dot === -1 ? null : target.slice(dot + 1);
    if (!(0,_shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_2__/* .isKnownCheck */ .wH)(key))
        return `unknown check key ${JSON.stringify(key)}`;
    if (errorKey === null)
        return null;
    // A typo here would silently change nothing: only the error keys the check can carry.
    const allowed = errorKeysOf(key);
    if (!allowed.includes(errorKey))
        return `${JSON.stringify(target)}: ${JSON.stringify(errorKey)} is not an error of ${key}; it has ${allowed.join(', ')}`;
    return null;
}
/**
 * The error keys a rule may name for a check: ours (the table's) and those deployed services
 * attach to any check (docs/compatibility.md, "errors").
 */
function errorKeysOf(key) {
    if ((0,_shared_findings_runner_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .isRunnerCheck */ .Ny)(key))
        return (0,_shared_findings_runner_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .runnerErrorKeys */ .bW)(key);
    const ours = (0,_shared_checks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isCheckKey */ .ki)(key)
        ? [...(0,_shared_checks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .checkSpec */ .g3)(key).errorKeys, ...Object.keys((0,_shared_checks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .checkSpec */ .g3)(key).errorSeverity)]
        : [];
    return [...new Set([...ours, ..._shared_interface_js__WEBPACK_IMPORTED_MODULE_4__/* .SERVICE_ERROR_KEYS */ .MW])];
}
/** Every known check key, for messages that list what is allowed. */
function knownCheckKeys() {
    return [..._shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_2__/* .CATALOGUE */ .yh.map((entry) => entry.key), ...Object.keys(_shared_findings_runner_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .RUNNER_CHECKS */ .n7)].join(', ');
}
/** The rules that apply on one page, in order (later ones win). */
function rulesFor(url, rules) {
    let parsed = null;
    try {
        parsed = new URL(url);
    }
    catch {
        // Not a URL: only the rules for every page apply.
    }
    return rules.filter((rule) => {
        if (rule.pattern === null)
            return true;
        if (parsed === null)
            return false;
        const target = rule.pattern.startsWith('/')
            ? `${parsed.pathname}${parsed.search}`
            : parsed.href;
        // `$` anchors robots.txt's matcher at the end: the whole target must match.
        return (0,_shared_wildcard_js__WEBPACK_IMPORTED_MODULE_5__/* .wildcardMatches */ .w)(`${rule.pattern}$`, target);
    });
}
/**
 * The severity of a failed check on a page: the gravest of its errors' severities, each from the
 * last rule naming `key.error`, else the last naming `key`, else the default.
 */
function severityOf(key, check, pageRules) {
    const errorKeys = check.errors == null ? [] : Object.keys(check.errors);
    const lastFor = (target) => {
        for (let i = pageRules.length - 1; i >= 0; i--) {
            const rule = pageRules[i];
            if (rule.targets.includes(target))
                return rule;
        }
        return null;
    };
    const forCheck = lastFor(key);
    const one = (errorKey) => {
        const rule = (errorKey === null ? null : lastFor(`${key}.${errorKey}`)) ?? forCheck;
        return rule === null
            ? { severity: (0,_shared_findings_runner_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .runnerSeverity */ .k3)(key, errorKey) ?? (0,_shared_checks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultSeverity */ .NU)(key, errorKey), rule: null }
            : { severity: rule.level, rule };
    };
    if (errorKeys.length === 0)
        return one(null);
    let worst = null;
    for (const errorKey of errorKeys) {
        const verdict = one(errorKey);
        if (worst === null || RANK[verdict.severity] > RANK[worst.severity])
            worst = verdict;
    }
    return worst;
}
/** The severity of each failed check on `url`, by `rules` and the defaults. */
function pageSeverity(url, rules) {
    const pageRules = rulesFor(url, rules);
    return (key, check) => severityOf(key, check ?? { errors: null }, pageRules);
}


/***/ }),

/***/ 7963:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ shardOf),
/* harmony export */   u: () => (/* binding */ parseShard)
/* harmony export */ });
// Sharding: a large URL list spread over n jobs (strategy.matrix). Every job computes the same
// split from the same list, so the shards together cover the list exactly once.
/** Most jobs a matrix can have (GitHub allows 256 jobs per matrix). */
const MAX_SHARDS = 256;
/**
 * Reads `i/n` (1-based). Returns the problem as the end of a sentence ("must be ...") or the
 * shard; the caller names the input.
 */
function parseShard(text) {
    const match = /^(\d+)\s*\/\s*(\d+)$/.exec(text.trim());
    const problem = `must be i/n with 1 <= i <= n <= ${MAX_SHARDS}, e.g. 2/4 (got ${JSON.stringify(text)})`;
    if (!match)
        return problem;
    const index = Number(match[1]);
    const count = Number(match[2]);
    if (index < 1 || count < 1 || index > count || count > MAX_SHARDS)
        return problem;
    return { index, count };
}
/**
 * This shard's contiguous slice of the list: items [floor((i-1)L/n), floor(iL/n)). Contiguous
 * rather than round robin so that a site's sections stay together in one job's summary; the
 * sizes differ by at most one. A shard may be empty when there are fewer items than shards.
 */
function shardOf(items, shard) {
    const start = Math.floor(((shard.index - 1) * items.length) / shard.count);
    const end = Math.floor((shard.index * items.length) / shard.count);
    return items.slice(start, end);
}


/***/ }),

/***/ 8374:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LJ: () => (/* binding */ matchKey),
/* harmony export */   Ng: () => (/* binding */ searchTextFor),
/* harmony export */   R5: () => (/* binding */ reportMatchKey),
/* harmony export */   a0: () => (/* binding */ compareNewestFirst),
/* harmony export */   gt: () => (/* binding */ reportMatches)
/* harmony export */ });
/* harmony import */ var _shared_url_key_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5026);
// Matching a page URL to an existing report. Services clean the URL they store (scheme and
// "www." stripped, a lone trailing "/" removed, docs/compatibility.md), so a report never carries
// the URL exactly as the workflow wrote it: both sides are brought to one form before comparing.

/** The service caps `search` at 255 characters; a prefix of the key still finds the report. */
const MAX_SEARCH_LENGTH = 255;
/**
 * The key a page is matched to a report by: the shared URL key (src/shared/url-key.ts), which
 * takes an absolute URL or a cleaned one. Null when the text is not a URL at all.
 */
function matchKey(text) {
    return (0,_shared_url_key_js__WEBPACK_IMPORTED_MODULE_0__/* .urlKey */ .X9)(text);
}
/** The text to ask the service's `search` (a substring of its cleaned URL) for. */
function searchTextFor(url) {
    return (matchKey(url) ?? url).slice(0, MAX_SEARCH_LENGTH);
}
/** The report's own URL in matchable form: the full URL when the service gives it. */
function reportMatchKey(report) {
    return matchKey(report.fullUrl ?? report.url);
}
/** Whether a report is the one for `url`. */
function reportMatches(report, url) {
    const key = matchKey(url);
    if (key === null)
        return false;
    if (reportMatchKey(report) === key)
        return true;
    // fullUrl may be the final URL after redirects while url is what the service stored; accept
    // either rather than create a second report (which costs quota on deployed services).
    return report.fullUrl !== null && matchKey(report.url) === key;
}
/** Newest first: ids increase with creation; numeric when they are numbers. */
function compareNewestFirst(a, b) {
    const x = Number(a.id);
    const y = Number(b.id);
    if (Number.isFinite(x) && Number.isFinite(y))
        return y - x;
    return b.id.localeCompare(a.id);
}


/***/ }),

/***/ 5356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ compareWithBaseline),
/* harmony export */   HL: () => (/* binding */ NO_REGRESSION_RULE),
/* harmony export */   No: () => (/* binding */ pairKeyOf),
/* harmony export */   cV: () => (/* binding */ urlsOnOrigin),
/* harmony export */   wj: () => (/* binding */ scoreWithAccepted)
/* harmony export */ });
/* harmony import */ var _shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9958);
/* harmony import */ var _shared_findings_runner_checks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9176);
/* harmony import */ var _shared_grade_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3318);
/* harmony import */ var _shared_score_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(771);
/* harmony import */ var _audit_page_facts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1254);
/* harmony import */ var _audit_url_match_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8374);
// Each page of this run against its baseline page: the score's change, the checks that newly
// failed or were fixed, and the checks the team accepted (rules at `off`, ignore-checks).
// Accepted checks count as passed on both sides, by the same formula, so that a team's known
// issue neither fails the job nor hides a real drop; a check that newly fails at severity error
// is a regression (milder ones are listed as new).






const NO_REGRESSION_RULE = { points: null, checks: false };
/**
 * A page's score and grade with its accepted failed checks counted as passed, by the score's
 * formula (src/shared/score.ts, with its default weights): the service's score plus what the
 * accepted checks would have earned. Null when nothing accepted failed.
 */
function scoreWithAccepted(report, score, severity) {
    if (report?.checks == null)
        return null;
    const accepted = Object.entries(report.checks)
        .filter(([key, check]) => check.passed === false && severity(key, check).severity === 'off')
        .map(([key]) => key);
    if (accepted.length === 0)
        return null;
    return { ...regained(score, accepted, report), accepted };
}
/**
 * `score` (the service's) with the `accepted` failed checks counted as passed, weighed as the
 * checks of `report` are: the same formula for a page and for its baseline, which records only
 * its score and the keys of its failed checks.
 */
function regained(score, accepted, report) {
    // The runner's own checks (check-links) were never in the service's score: accepting one
    // gives back nothing.
    const checks = Object.entries(report.checks ?? {})
        .filter(([key]) => !(0,_shared_findings_runner_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .isRunnerCheck */ .Ny)(key))
        .map(([key, check]) => ({
        key,
        passed: check.passed,
        importance: check.importance ?? (0,_shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .checkEntry */ .Tr)(key).importance,
    }));
    const asIs = (0,_shared_score_js__WEBPACK_IMPORTED_MODULE_2__/* .weighChecks */ .Es)(checks, _shared_score_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_WEIGHTS */ .kZ);
    const withAccepted = (0,_shared_score_js__WEBPACK_IMPORTED_MODULE_2__/* .weighChecks */ .Es)(checks.map((check) => check.passed !== null && accepted.includes(check.key) ? { ...check, passed: true } : check), _shared_score_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_WEIGHTS */ .kZ);
    // Added to the service's own score rather than recomputed: a service whose score differs from
    // the formula still moves by the share the accepted checks carry.
    const earned = withAccepted.earned - asIs.earned;
    const adjusted = asIs.total === 0 ? score : Math.min(100, score + (100 * earned) / asIs.total);
    const rounded = (0,_shared_score_js__WEBPACK_IMPORTED_MODULE_2__/* .roundScore */ .F5)(adjusted);
    return { score: rounded, grade: (0,_shared_grade_js__WEBPACK_IMPORTED_MODULE_3__/* .gradeForScore */ .rM)(rounded) };
}
function compareWithBaseline(outcomes, baseline, severityOn, pairBy = 'url') {
    const keyOf = pairKeyOf(pairBy);
    const byKey = new Map();
    for (const page of baseline.pages) {
        const key = keyOf(page.url);
        if (!byKey.has(key))
            byKey.set(key, page);
    }
    const pages = outcomes.map((outcome) => comparePage(outcome, byKey.get(keyOf(outcome.url)) ?? null, severityOn(outcome.url)));
    return {
        from: baseline.from,
        pages,
        regressed: pages.filter((page) => page.status === 'regressed').length,
        improved: pages.filter((page) => page.status === 'improved').length,
        checksUnknown: baseline.pages.length > 0 && baseline.pages.every((page) => page.failedChecks === null),
    };
}
function comparePage(outcome, before, severity) {
    const hasResult = outcome.failure === null && outcome.score !== null;
    const report = hasResult ? outcome.report : null;
    const failedNow = hasResult ? ((0,_audit_page_facts_js__WEBPACK_IMPORTED_MODULE_4__/* .failedCheckKeys */ .G8)(report) ?? []) : [];
    const checkNow = (key) => report?.checks?.[key] ?? null;
    const isAccepted = (key) => severity(key, checkNow(key)).severity === 'off';
    const change = {
        url: outcome.url,
        baselineUrl: before?.url ?? null,
        before: before?.score ?? null,
        after: hasResult ? outcome.score : null,
        delta: null,
        newlyFailed: [],
        regressedChecks: [],
        fixed: [],
        accepted: failedNow.filter(isAccepted),
        status: 'new',
    };
    if (!hasResult)
        return { ...change, status: 'no_result' };
    if (before === null || before.score === null)
        return change;
    // The baseline's own score, with this run's accepted checks counted as passed there too.
    const beforeRaw = before.serviceScore ?? before.score;
    const acceptedBefore = (before.failedChecks ?? []).filter(isAccepted);
    change.before =
        report?.checks != null && acceptedBefore.length > 0
            ? regained(beforeRaw, acceptedBefore, report).score
            : beforeRaw;
    change.delta = Math.round((outcome.score - change.before) * 100) / 100;
    if (before.failedChecks !== null && report?.checks != null) {
        const failedBefore = new Set(before.failedChecks);
        const failedSet = new Set(failedNow);
        // A check the baseline could not judge (not applicable) did not pass there: fixing a title
        // lets the title's words be looked for in the text, and that is no regression.
        const unjudgedBefore = new Set(before.notApplicable ?? []);
        const compared = runnerChecksCompared(outcome, failedNow, before);
        change.newlyFailed = failedNow.filter((key) => compared(key) && !failedBefore.has(key) && !unjudgedBefore.has(key) && !isAccepted(key));
        change.regressedChecks = change.newlyFailed.filter((key) => severity(key, checkNow(key)).severity === 'error');
        // A check switched off is ignored both ways: passing again is no improvement either.
        change.fixed = before.failedChecks.filter((key) => compared(key) && !failedSet.has(key) && !isAccepted(key));
    }
    change.status =
        change.delta < 0 || change.regressedChecks.length > 0
            ? 'regressed'
            : change.delta > 0 || change.fixed.length > 0
                ? 'improved'
                : 'unchanged';
    return change;
}
/**
 * Whether a check is compared on this page. The service's checks always are. A runner check
 * (check-links') only when both sides judged it: a baseline without the link check (a refresh's
 * former report, a results file of a run without it) says nothing of the page's links, so a
 * broken link is no regression against it, and a link check turned off is no fix. A side judged
 * it when it records it among its runner checks, or failed it.
 */
function runnerChecksCompared(outcome, failedNow, before) {
    const judgedNow = new Set([...(outcome.runnerChecks ?? []), ...failedNow]);
    const judgedBefore = new Set([...(before.runnerChecks ?? []), ...(before.failedChecks ?? [])]);
    return (key) => !(0,_shared_findings_runner_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .isRunnerCheck */ .Ny)(key) || (judgedNow.has(key) && judgedBefore.has(key));
}
/** What two URLs share when the comparison pairs them. */
function pairKeyOf(pairBy) {
    return pairBy === 'url' ? (url) => (0,_audit_url_match_js__WEBPACK_IMPORTED_MODULE_5__/* .matchKey */ .LJ)(url) ?? url : pathKey;
}
/** The path and query: how baseline-url pairs a page with the same page on another origin. */
function pathKey(url) {
    try {
        const parsed = new URL(url);
        const path = parsed.pathname.replace(/\/$/, '') || '/';
        return `${path}${parsed.search}`;
    }
    catch {
        return url;
    }
}
/** The same pages on another origin: each URL's path and query on `origin`. */
function urlsOnOrigin(urls, origin) {
    const base = new URL(origin);
    return urls.map((url) => {
        const page = new URL(url);
        return new URL(`${page.pathname}${page.search}`, base.origin).href;
    });
}


/***/ }),

/***/ 2180:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ patternProblem),
/* harmony export */   e: () => (/* binding */ patternMatches)
/* harmony export */ });
/* harmony import */ var _shared_wildcard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3179);
// URL patterns as the rules file writes them (docs/rules.md): a path starting with `/` matches
// the URL's path and query, anything else (http(s)://...) the whole URL; `*` matches any run of
// characters and the pattern matches the whole target. The same linear matcher as robots.txt.

function patternMatches(pattern, url) {
    const target = pattern.startsWith('/') ? `${url.pathname}${url.search}` : url.href;
    return (0,_shared_wildcard_js__WEBPACK_IMPORTED_MODULE_0__/* .wildcardMatches */ .w)(pattern.endsWith('$') ? pattern : `${pattern}$`, target);
}
/** Why a pattern cannot be used, completing "pattern ...: "; null when it can. */
function patternProblem(pattern) {
    if (/\s/.test(pattern))
        return 'must not contain spaces';
    if (!/^(\/|https?:\/\/)/i.test(pattern))
        return 'must start with / (a path) or http(s):// (a URL)';
    return null;
}


/***/ }),

/***/ 4324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JN: () => (/* binding */ DEFAULT_CHECK_LINKS),
/* harmony export */   MF: () => (/* binding */ CHECK_LINKS_VALUES),
/* harmony export */   PL: () => (/* binding */ DEFAULT_LINK_TIMEOUT_S),
/* harmony export */   Vt: () => (/* binding */ DEFAULT_LINK_CACHE_MAX_AGE),
/* harmony export */   dD: () => (/* binding */ DEFAULT_LINK_RUN_TIMEOUT_S),
/* harmony export */   ix: () => (/* binding */ DEFAULT_LINK_OPTIONS),
/* harmony export */   nk: () => (/* binding */ NO_ACCEPT)
/* harmony export */ });
// What the link check is asked to do (check-links, check-external-links and the link-* options),
// apart from the checker so that reading the options loads no HTTP client.
/** Which targets are requested: `internal`, those on the audited origins; `off`, none. */
const CHECK_LINKS_VALUES = ['internal', 'off'];
const DEFAULT_CHECK_LINKS = 'off';
const NO_ACCEPT = { statuses: [], patterns: [] };
const DEFAULT_LINK_TIMEOUT_S = 30;
const DEFAULT_LINK_RUN_TIMEOUT_S = 300;
const DEFAULT_LINK_CACHE_MAX_AGE = '1d';
const DEFAULT_LINK_OPTIONS = {
    accept: NO_ACCEPT,
    timeoutMs: DEFAULT_LINK_TIMEOUT_S * 1000,
    external: null,
};


/***/ }),

/***/ 3721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cz: () => (/* binding */ TRAILING_SLASH_POLICIES),
/* harmony export */   F$: () => (/* binding */ folderLookup),
/* harmony export */   KQ: () => (/* binding */ pagePathOf),
/* harmony export */   Kb: () => (/* binding */ safeSegments),
/* harmony export */   eE: () => (/* binding */ answerPath)
/* harmony export */ });
/* unused harmony exports NOT_FOUND_PAGE, REMEMBERED_FOLDERS, isPlainName, answerByRules */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// How a static host answers a path from a build folder: clean URLs (/about finds about.html or
// about/index.html), one canonical form per page under the trailing-slash policy (the other form
// redirects 301 to it), a base path the site lives under, 404.html for unknown paths, and an
// opt-in single-page-app shell. Pure path logic over a file lookup that refuses anything outside
// the folder, so the rules are tested without a server (docs/site-dir.md says them for users).


/**
 * auto: a page answers where its file puts it (about.html at /about, about/index.html at
 * /about/); always: every page at /about/; never: every page at /about. The other form
 * redirects 301 to the page's one.
 */
const TRAILING_SLASH_POLICIES = ['auto', 'always', 'never'];
/** The file of the folder that answers unknown paths with 404 (as GitHub Pages, Netlify...). */
const NOT_FOUND_PAGE = '404.html';
/**
 * Folders whose real paths a folder lookup remembers at most (all are dropped when full): the
 * folders of a site's images and pages, each found with one lstat instead of a realpath.
 */
const REMEMBERED_FOLDERS = 2048;
/**
 * A lookup on the real folder. Anything whose real path leaves the folder (a symbolic link to
 * /etc, or up and out) counts as absent, like anything that cannot be read. A path that is not
 * there costs one stat that throws nothing: an audit asks for many of them (each page's
 * /name/index.html, name.html...), and an exception with its stack for each was most of a
 * missing file's cost.
 *
 * Every image of every page is asked for once (image_weight's HEAD, answered in process): a
 * stat, a realpath (a readlink per part of the path) and a second stat for its length were
 * most of that answer's time. A path that is not a link is where its folder really is, so it
 * costs one lstat, which gives its length too, and the folders' real paths are remembered for
 * the run: the folder is a build's output, which does not change while it is audited
 * (docs/site-dir.md). The last path found is remembered too: a path's answer asks for it twice.
 */
function folderLookup(root) {
    const realRoot = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root);
    const realRootSlash = realRoot + node_path__WEBPACK_IMPORTED_MODULE_1__.sep;
    // What join(realRoot, name) puts before a plain name ('/' alone for the root folder /): such
    // a name needs none of join's normalising, which was a tenth of an image's answer.
    const plainJoinPrefix = node_path__WEBPACK_IMPORTED_MODULE_1__.sep === '/' ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realRoot, 'x').slice(0, -1) : null;
    const inside = (real) => real === realRoot || real.startsWith(realRootSlash);
    const realFolders = new Map();
    // The folder asked for last and its real path: a page's images are mostly in one folder, and
    // comparing a path costs less than hashing it for the map.
    let lastFolder = null;
    let lastFolderReal = null;
    /**
     * The real path of a folder of the folder's tree (absolute and normalised, at or under
     * realRoot by name), wherever its links lead; null when it is not a folder.
     */
    const realFolder = (path) => {
        if (path === realRoot)
            return realRoot;
        if (path === lastFolder)
            return lastFolderReal;
        const known = realFolders.get(path);
        const real = known === undefined ? findRealFolder(path) : known;
        lastFolder = path;
        lastFolderReal = real;
        return real;
    };
    /** realFolder's answer looked for anew, and remembered. */
    const findRealFolder = (path) => {
        let real = null;
        try {
            const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false });
            if (stats?.isSymbolicLink()) {
                real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(path);
            }
            else if (stats?.isDirectory()) {
                const parent = realFolder((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path));
                real = parent === null ? null : `${parent}${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)}`;
            }
        }
        catch {
            real = null;
        }
        if (realFolders.size >= REMEMBERED_FOLDERS)
            realFolders.clear();
        realFolders.set(path, real);
        return real;
    };
    const find = (relative) => {
        const path = plainJoinPrefix !== null && isPlainName(relative)
            ? `${plainJoinPrefix}${relative}`
            : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realRoot, relative);
        // Up and out by name ('../x'): never a path of the folder, whatever is there.
        if (!inside(path))
            return null;
        try {
            const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false });
            if (stats === undefined)
                return null;
            if (stats.isSymbolicLink()) {
                // A link: what it leads to, if that is inside the folder.
                const target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path, { throwIfNoEntry: false });
                const kind = target?.isFile() ? 'file' : target?.isDirectory() ? 'dir' : null;
                if (target === undefined || kind === null)
                    return null;
                if (!inside(node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(path)))
                    return null;
                return { kind, size: target.size };
            }
            const kind = stats.isFile() ? 'file' : stats.isDirectory() ? 'dir' : null;
            if (kind === null)
                return null;
            // Not a link: it is inside when its folder really is (its name is one normal part).
            if (path !== realRoot) {
                const folder = realFolder(path.slice(0, path.lastIndexOf(node_path__WEBPACK_IMPORTED_MODULE_1__.sep)) || node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
                if (folder === null || !inside(folder))
                    return null;
            }
            return { kind, size: stats.size };
        }
        catch {
            return null;
        }
    };
    let lastAsked = null;
    let lastFound = null;
    const entry = (relative) => {
        if (relative !== lastAsked) {
            lastFound = find(relative);
            lastAsked = relative;
        }
        return lastFound;
    };
    return Object.assign((relative) => entry(relative)?.kind ?? null, { entry });
}
/**
 * A path of the folder in its plainest form: segments of letters, digits, `_`, `-`, `~` and
 * dots, none empty or starting with a dot, joined by single slashes. Such a name is what
 * safeSegments would make of it unchanged (nothing to decode, nothing refused), and what join
 * would make of it under the folder (no `.` or `..` to resolve): most of a site's files (a
 * page's every image) are asked for by such a name.
 */
const PLAIN_NAME = /^[\w~-][\w.~-]*(?:\/[\w~-][\w.~-]*)*$/;
function isPlainName(relative) {
    return PLAIN_NAME.test(relative);
}
const SLASH = 0x2f;
/** The path's segments decoded, or null for one a static host must not serve. */
function safeSegments(path) {
    const segments = [];
    for (const raw of path.split('/')) {
        if (raw === '')
            continue;
        let segment = raw;
        // Without a % there is nothing to decode (most paths: a page's every image).
        if (raw.includes('%')) {
            try {
                segment = decodeURIComponent(raw);
            }
            catch {
                return null;
            }
        }
        // Up and out, separators smuggled in encoded, NUL, and hidden files (.git, .env) are never
        // served; .well-known is the one dot folder sites publish on purpose.
        if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment))
            return null;
        if (segment.startsWith('.') && segment !== '.well-known')
            return null;
        segments.push(segment);
    }
    return segments;
}
/** How the folder answers `pathname` (the query is the caller's to keep on a redirect). */
function answerPath(pathname, conventions, lookup) {
    return (plainFileAnswer(pathname, conventions.basePath, lookup) ??
        answerByRules(pathname, conventions, lookup));
}
/**
 * A file asked for by its own plain name (an image, every one of a page's): the answer the
 * rules give it (its segments are its name, and a file asked for by its name is served as it
 * is), without splitting, decoding and joining the path again; null for anything else, which
 * the rules answer (the folder's lookup remembers the name it was just asked). A function of
 * its own: the rules' closures cost each call a context, which was a fifth of an image's answer.
 */
function plainFileAnswer(pathname, basePath, lookup) {
    if (!pathname.startsWith(basePath) || pathname.charCodeAt(basePath.length) !== SLASH)
        return null;
    const name = pathname.slice(basePath.length + 1);
    return isPlainName(name) && lookup(name) === 'file'
        ? { kind: 'file', status: 200, file: name }
        : null;
}
/** answerPath by its rules alone, without the plain file's shortcut (exported for its tests). */
function answerByRules(pathname, conventions, lookup) {
    const { basePath, trailingSlash } = conventions;
    const notFound = () => {
        const fallback = conventions.spaFallback;
        // Routes of the app get its shell; a missing asset (a path whose last part has an extension:
        // /app.js, /robots.txt) stays a 404, as a missing file should.
        if (fallback !== null && (0,node_path__WEBPACK_IMPORTED_MODULE_1__.extname)(pathname.replace(/\/+$/, '')) === '' && lookup(fallback))
            return { kind: 'file', status: 200, file: fallback };
        return {
            kind: 'not-found',
            status: 404,
            file: lookup(NOT_FOUND_PAGE) === 'file' ? NOT_FOUND_PAGE : null,
        };
    };
    const redirect = (rest) => ({
        kind: 'redirect',
        status: 301,
        location: `${basePath}${rest}`,
    });
    if (basePath !== '' && pathname === basePath)
        return redirect('/');
    if (!pathname.startsWith(`${basePath}/`))
        return notFound();
    const rest = pathname.slice(basePath.length);
    const segments = safeSegments(rest);
    if (segments === null)
        return notFound();
    const name = segments.join('/');
    const file = (relative) => ({ kind: 'file', status: 200, file: relative });
    if (name === '')
        return lookup('index.html') === 'file' ? file('index.html') : notFound();
    const slashed = rest.endsWith('/');
    // Made only when needed: a file asked for by its own name (an image, every one of a page's)
    // is one lookup, not three, and no redirect.
    const plain = () => `/${segments.map(encodeURIComponent).join('/')}`;
    const indexFile = () => `${name}/index.html`;
    const htmlFile = () => `${name}.html`;
    const hasIndex = () => lookup(indexFile()) === 'file';
    const hasHtml = () => !name.endsWith('.html') && lookup(htmlFile()) === 'file';
    if (slashed) {
        // A folder's index lives at /name/ unless the policy is never; name.html at /name unless
        // the policy is always.
        if (hasIndex())
            return trailingSlash === 'never' ? redirect(plain()) : file(indexFile());
        if (hasHtml())
            return trailingSlash === 'always' ? file(htmlFile()) : redirect(plain());
        return notFound();
    }
    const kind = lookup(name);
    if (kind === 'file')
        return file(name);
    if (kind === 'dir' && hasIndex())
        return trailingSlash === 'never' ? file(indexFile()) : redirect(`${plain()}/`);
    if (hasHtml())
        return trailingSlash === 'always' ? redirect(`${plain()}/`) : file(htmlFile());
    return notFound();
}
/**
 * Where a page file answers, as a path under the base path ('about.html' -> /about with auto),
 * or null for a file that is not a page of its own (404.html, the app shell).
 */
function pagePathOf(relative, conventions) {
    if (!relative.endsWith('.html'))
        return null;
    if (relative === NOT_FOUND_PAGE)
        return null;
    if (conventions.spaFallback === relative && relative !== 'index.html')
        return null;
    const encode = (path) => path.split('/').map(encodeURIComponent).join('/');
    const { basePath, trailingSlash } = conventions;
    if (relative === 'index.html')
        return `${basePath}/`;
    if (relative.endsWith('/index.html')) {
        const folder = encode(relative.slice(0, -'/index.html'.length));
        return trailingSlash === 'never' ? `${basePath}/${folder}` : `${basePath}/${folder}/`;
    }
    const page = encode(relative.slice(0, -'.html'.length));
    return trailingSlash === 'always' ? `${basePath}/${page}/` : `${basePath}/${page}`;
}


/***/ }),

/***/ 370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ pLimit)
});

// UNUSED EXPORTS: limitFunction

;// CONCATENATED MODULE: ./node_modules/yocto-queue/index.js
/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

;// CONCATENATED MODULE: ./node_modules/p-limit/index.js


function pLimit(concurrency) {
	let rejectOnClear = false;

	if (typeof concurrency === 'object') {
		({concurrency, rejectOnClear = false} = concurrency);
	}

	validateConcurrency(concurrency);

	if (typeof rejectOnClear !== 'boolean') {
		throw new TypeError('Expected `rejectOnClear` to be a boolean');
	}

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		// Process the next queued function if we're under the concurrency limit
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};

	const next = () => {
		activeCount--;
		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		// Execute the function and capture the result promise
		const result = (async () => function_(...arguments_))();

		// Resolve immediately with the promise (don't wait for completion)
		resolve(result);

		// Wait for the function to complete (success or failure)
		// We catch errors here to prevent unhandled rejections,
		// but the original promise rejection is preserved for the caller
		try {
			await result;
		} catch {}

		// Decrement active count and process next queued function
		next();
	};

	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = {reject};

		// Queue the internal resolve function instead of the run function
		// to preserve the asynchronous execution context.
		new Promise(internalResolve => { // eslint-disable-line promise/param-names
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(undefined, function_, resolve, arguments_)); // eslint-disable-line promise/prefer-await-to-then

		// Start processing immediately if we haven't reached the concurrency limit
		if (activeCount < concurrency) {
			resumeNext();
		}
	};

	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				if (!rejectOnClear) {
					queue.clear();
					return;
				}

				const abortError = AbortSignal.abort().reason;

				while (queue.size > 0) {
					queue.dequeue().reject(abortError);
				}
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
		map: {
			async value(iterable, function_) {
				const promises = [];

				try {
					Array.from(iterable, (value, index) => {
						const promise = generator(function_, value, index);
						promises.push(promise);
						return promise;
					});
				} catch (error) {
					// The iterable threw, so `Promise.all` never observes the already scheduled promises. Observe them here to avoid unhandled rejections.
					for (const promise of promises) {
						promise.catch(() => {}); // eslint-disable-line promise/prefer-await-to-then
					}

					throw error;
				}

				return Promise.all(promises);
			},
		},
	});

	return generator;
}

function limitFunction(function_, options) {
	const limit = pLimit(options);

	const limitedFunction = (...arguments_) => limit(() => function_(...arguments_));
	Object.defineProperty(limitedFunction, 'clearQueue', {
		value: limit.clearQueue,
	});

	return limitedFunction;
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
}


/***/ })

};

//# sourceMappingURL=609.index.js.map