export const id = 137;
export const ids = [137];
export const modules = {

/***/ 2137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_DB: () => (/* binding */ DEFAULT_DB),
/* harmony export */   runServe: () => (/* binding */ runServe)
/* harmony export */ });
/* harmony import */ var _shared_cli_io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2046);
/* harmony import */ var _shared_cli_usage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1207);
/* harmony import */ var _analyzer_options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9328);
/* harmony import */ var _service_api_keys_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8340);
/* harmony import */ var _service_database_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6379);
/* harmony import */ var _service_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7419);






const SERVE_HELP = `Usage: seo-report serve [options]

Runs the SEO Report API v1 reference service (see docs/api.md) until SIGINT or SIGTERM.
Prints first its base URL: the value for seo-report audit --base-url and the action's base-url.

Options:
  --host HOST                Address to listen on (default 127.0.0.1)
  --port N                   Port, 0 for any free one (default 8080)
  --db FILE                  SQLite database file, or :memory: (default ./seo-report.db)
  --concurrency N            Reports generated at the same time, 1 to 64 (default 2)
  --sync                     Make POST wait for the result, as deployed services do
  --rate-limit N             Requests per minute per key, 0 for none (default 240)
  --allow-private-network    Let the analyzer fetch loopback and private addresses
  --checks PROFILE           all (default: the 36 checks of deployed services and ours) or
                             phprank (exactly the 36, scores comparable with deployed services)
  --render                   Judge pages as headless Chromium renders them (JavaScript-built
                             pages); needs Chromium or Chrome installed
  --quiet                    Print only the address and a new key
  -h, --help                 Show this help

Environment:
  SEO_REPORT_API_KEY         A key to accept (registered at start; for quick starts)
  SEO_REPORT_BROWSER         Chromium or Chrome executable for --render (default: usual paths)

On the first start with an empty database, and without SEO_REPORT_API_KEY, a key is
created and printed once. Create more keys with: seo-report keys create --db FILE
`;
const COMMAND = 'seo-report serve';
const DEFAULT_DB = './seo-report.db';
function stderrLogger(io, quiet) {
    return {
        info: (message) => {
            if (!quiet)
                io.stderr(`seo-report: ${message}\n`);
        },
        warn: (message) => io.stderr(`seo-report: warning: ${message}\n`),
        error: (message) => io.stderr(`seo-report: error: ${message}\n`),
    };
}
/** Whether the database has no key yet (a new file, or :memory:). */
function hasNoKeys(dbPath) {
    if (dbPath === ':memory:')
        return true;
    const db = (0,_service_database_js__WEBPACK_IMPORTED_MODULE_3__/* .openDatabase */ .qI)(dbPath);
    try {
        return new _service_api_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiKeyStore */ .nG(db).count() === 0;
    }
    finally {
        db.close();
    }
}
async function runServe(args, io) {
    const { values } = (0,_shared_cli_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Qx)(COMMAND, args, {
        host: { type: 'string' },
        port: { type: 'string' },
        db: { type: 'string' },
        concurrency: { type: 'string' },
        sync: { type: 'boolean' },
        'rate-limit': { type: 'string' },
        'allow-private-network': { type: 'boolean' },
        checks: { type: 'string' },
        render: { type: 'boolean' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        io.stdout(SERVE_HELP);
        return _shared_cli_io_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_OK */ .Ij;
    }
    const port = (0,_shared_cli_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .integerFlag */ .tB)(COMMAND, 'port', values.port, 8080, 0, 65535);
    const concurrency = (0,_shared_cli_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .integerFlag */ .tB)(COMMAND, 'concurrency', values.concurrency, 2, 1, 64);
    const perMinute = (0,_shared_cli_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .integerFlag */ .tB)(COMMAND, 'rate-limit', values['rate-limit'], 240, 0, 1_000_000);
    const checks = values.checks ?? 'all';
    if (!_analyzer_options_js__WEBPACK_IMPORTED_MODULE_1__/* .CHECK_PROFILES */ .Ik.includes(checks)) {
        throw new _shared_cli_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${COMMAND}: --checks must be one of ${_analyzer_options_js__WEBPACK_IMPORTED_MODULE_1__/* .CHECK_PROFILES */ .Ik.join(', ')}, got "${checks}" (see ${COMMAND} --help)`);
    }
    const browserPath = io.env.SEO_REPORT_BROWSER?.trim() || undefined;
    const dbPath = values.db ?? DEFAULT_DB;
    const envKey = io.env.SEO_REPORT_API_KEY?.trim() || undefined;
    const firstStart = !envKey && hasNoKeys(dbPath);
    const service = await (0,_service_index_js__WEBPACK_IMPORTED_MODULE_4__/* .startService */ .iL)({
        host: values.host ?? '127.0.0.1',
        port,
        dbPath,
        apiKeys: envKey ? [envKey] : [],
        generation: values.sync ? 'sync' : 'async',
        concurrency,
        allowPrivateNetwork: values['allow-private-network'] ?? false,
        rateLimit: perMinute === 0 ? false : { limit: perMinute, windowMs: 60_000 },
        checks: checks,
        ...(values.render ? { render: browserPath === undefined ? true : { browserPath } } : {}),
        logger: stderrLogger(io, values.quiet ?? false),
    });
    // The value to pass comes first: users copied the API root (.../api/v1) from this output, and
    // report links built on it point at the API's JSON instead of the report pages.
    io.stdout(`Base URL: ${service.url} (pass it as --base-url to seo-report audit, or as the action's base-url input)\n`);
    io.stdout(`SEO Report API listening on ${service.url} (API root ${service.url}/api/v1)\n`);
    io.stdout(`Report pages: ${service.url}/reports/ID; open ${service.url}/ in a browser and sign in with an API key to read private ones\n`);
    if (firstStart) {
        io.stdout(`API key (shown only now, keep it): ${service.createKey()}\n`);
    }
    else if (envKey) {
        io.stdout('Accepting the API key from SEO_REPORT_API_KEY.\n');
    }
    const signal = await io.stopRequested();
    io.stderr(`seo-report: ${signal}: stopping (unfinished reports are requeued)\n`);
    await service.close();
    return _shared_cli_io_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_OK */ .Ij;
}


/***/ })

};

//# sourceMappingURL=137.index.js.map