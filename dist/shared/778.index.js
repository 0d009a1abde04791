export const id = 778;
export const ids = [778];
export const modules = {

/***/ 1778:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCli: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: ./src/shared/cli/io.ts
var cli_io = __webpack_require__(2046);
// EXTERNAL MODULE: ./src/shared/cli/suggest.ts
var suggest = __webpack_require__(4354);
// EXTERNAL MODULE: ./src/shared/cli/usage.ts
var usage = __webpack_require__(1207);
;// CONCATENATED MODULE: ./src/shared/cli/version.ts
// The package's version, as package.json has it (a test keeps the two equal): a constant, so
// that `seo-report --version` reads no file at run time.
const VERSION = '0.1.0';

;// CONCATENATED MODULE: ./src/commands.ts




// Subcommands by name, each loaded only when run: `seo-report --help` and `--version` load
// none of the audit, the service or the analyzer.
const COMMANDS = {
    audit: {
        summary: 'Audit web pages for SEO and print a results table',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(684), __webpack_require__.e(325), __webpack_require__.e(699), __webpack_require__.e(361)]).then(__webpack_require__.bind(__webpack_require__, 5361))).runAuditCommand,
    },
    demo: {
        summary: 'Audit a sample site with the embedded service (npm start)',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(684), __webpack_require__.e(325), __webpack_require__.e(699), __webpack_require__.e(254)]).then(__webpack_require__.bind(__webpack_require__, 4254))).runDemo,
    },
    serve: {
        summary: 'Run the SEO Report API reference service',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(455), __webpack_require__.e(119), __webpack_require__.e(385), __webpack_require__.e(295), __webpack_require__.e(269), __webpack_require__.e(137)]).then(__webpack_require__.bind(__webpack_require__, 2137))).runServe,
    },
    keys: {
        summary: 'Manage API keys of a service database (keys create)',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(455), __webpack_require__.e(119), __webpack_require__.e(385), __webpack_require__.e(295), __webpack_require__.e(269), __webpack_require__.e(712)]).then(__webpack_require__.bind(__webpack_require__, 3712))).runKeys,
    },
};
function mainHelp() {
    const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
    const lines = Object.entries(COMMANDS).map(([name, { summary }]) => `  ${name.padEnd(width)}  ${summary}`);
    return `Usage: seo-report <command> [options]

Commands:
${lines.join('\n')}

Run seo-report <command> --help for the options of a command; seo-report --version prints
the version.
`;
}
/** Runs the command line and returns the exit code; expected failures print one line. */
async function runCli(argv, io) {
    const [name, ...args] = argv;
    try {
        if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
            io.stdout(mainHelp());
            return name === undefined ? cli_io/* EXIT_USAGE */.Ri : 0;
        }
        if (name === '--version' || name === '-v' || name === 'version') {
            io.stdout(`seo-report ${VERSION}\n`);
            return 0;
        }
        const command = COMMANDS[name];
        if (!command) {
            const names = Object.keys(COMMANDS);
            // A flag before the command (seo-report --verison) is a mistyped --version or --help.
            const guess = (0,suggest/* closest */.k)(name, name.startsWith('-') ? ['--version', '--help'] : names);
            const mean = guess === null ? '' : `; did you mean ${guess}?`;
            throw new usage/* UsageError */.eb(`seo-report: unknown command "${name}"${mean}; allowed: ${names.join(', ')}`);
        }
        const run = await command.load();
        return await run(args, io);
    }
    catch (error) {
        if (error instanceof usage/* UsageError */.eb) {
            io.stderr(`${error.message}\n`);
            return cli_io/* EXIT_USAGE */.Ri;
        }
        const message = error instanceof Error ? error.message : String(error);
        io.stderr(`seo-report: ${message.split('\n')[0]}\n`);
        return cli_io/* EXIT_FAILURE */.w5;
    }
}


/***/ }),

/***/ 2046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ij: () => (/* binding */ EXIT_OK),
/* harmony export */   PF: () => (/* binding */ tableWidth),
/* harmony export */   Ri: () => (/* binding */ EXIT_USAGE),
/* harmony export */   w5: () => (/* binding */ EXIT_FAILURE)
/* harmony export */ });
/** Exit codes: 0 done, 1 the command failed, 2 the command line was wrong. */
const EXIT_OK = 0;
const EXIT_FAILURE = 1;
const EXIT_USAGE = 2;
/**
 * How wide the results table may be: the terminal's width; else COLUMNS when set (a pager or a
 * script that wants a width); else no limit, so that a file, a pipe or a CI log keeps every URL
 * whole (CI logs do not fold lines).
 */
function tableWidth(io) {
    if (io.columns !== undefined && io.columns > 0)
        return io.columns;
    const columns = Number(io.env.COLUMNS);
    return Number.isInteger(columns) && columns > 0 ? columns : null;
}


/***/ }),

/***/ 4354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
/* unused harmony export editDistance */
// "Did you mean": the closest known name to a mistyped flag or command, or null when none is
// close enough to be a likely typo (a wrong guess would be worse than none).
/**
 * Edits between two strings, a swap of neighbours counting as one (optimal string alignment):
 * `audti` is one slip from `audit`, not two.
 */
function editDistance(a, b) {
    const rows = [];
    for (let i = 0; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            if (i === 0) {
                row.push(j);
                continue;
            }
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let best = Math.min((rows[i - 1]?.[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (rows[i - 1]?.[j - 1] ?? 0) + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
            row.push(best);
        }
        rows.push(row);
    }
    return rows[a.length]?.[b.length] ?? Math.max(a.length, b.length);
}
/**
 * The candidate `typed` most likely meant: the nearest within a quarter of its length (at least
 * one edit), else the only candidate it starts (`--allow` for `--allow-private-network`).
 * Case and `_` for `-` are forgiven. Names shorter than 3 characters get no guess: `-x` is one
 * edit from every short flag.
 */
function closest(typed, candidates) {
    const norm = (name) => name.replace(/^-+/, '').toLowerCase().replaceAll('_', '-');
    const wanted = norm(typed);
    if (wanted.length < 3)
        return null;
    const limit = Math.max(1, Math.floor(wanted.length / 4));
    let best = null;
    for (const name of candidates) {
        const distance = editDistance(wanted, norm(name));
        if (distance <= limit && (best === null || distance < best.distance))
            best = { name, distance };
    }
    if (best)
        return best.name;
    const started = candidates.filter((name) => norm(name).startsWith(wanted));
    return started.length === 1 ? (started[0] ?? null) : null;
}


/***/ }),

/***/ 1207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   tB: () => (/* binding */ integerFlag)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4354);


/** A wrong command line: printed as one line naming the flag and what it allows, exit 2. */
class UsageError extends Error {
    name = 'UsageError';
}
/**
 * node:util parseArgs with its messages replaced by one short line that names the command and
 * the flag, and points at --help.
 */
function parseCommandArgs(command, args, options, allowPositionals = false) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args, options, strict: true, allowPositionals });
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const code = error.code;
        const flag = /'(-{1,2}[^' ]+)/.exec(message)?.[1] ?? '';
        if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
            const known = Object.keys(options).map((name) => `--${name}`);
            const guess = (0,_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .k)(flag, known);
            throw new UsageError(guess === null
                ? `${command}: unknown option ${flag} (see ${command} --help)`
                : `${command}: unknown option ${flag}; did you mean ${guess}? (see ${command} --help)`);
        }
        if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
            // node uses this code for three mistakes; "needs a value" fits only a missing value. A
            // switch given a value (--allow-private-network=yes) or a value starting with a dash
            // (--port -1, taken for another option) got that wrong hint before.
            if (message.includes('does not take an argument')) {
                throw new UsageError(`${command}: ${flag} is a switch and takes no value (see ${command} --help)`);
            }
            if (message.includes('argument is ambiguous')) {
                throw new UsageError(`${command}: ${flag} needs a value; write one that starts with a dash as ${flag}=VALUE (see ${command} --help)`);
            }
            throw new UsageError(`${command}: ${flag || 'an option'} needs a value (see ${command} --help)`);
        }
        if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
            throw new UsageError(`${command}: unexpected argument ${message.match(/'([^']+)'/)?.[1] ?? ''} (see ${command} --help)`);
        }
        throw new UsageError(`${command}: ${message.split('\n')[0]}`);
    }
}
/** An integer flag within bounds, or a UsageError that says what is allowed. */
function integerFlag(command, flag, value, fallback, min, max) {
    if (value === undefined)
        return fallback;
    const number = Number(value);
    if (!/^\d+$/.test(value.trim()) || number < min || number > max) {
        throw new UsageError(`${command}: --${flag} must be an integer from ${min} to ${max}, got "${value}"`);
    }
    return number;
}


/***/ })

};

//# sourceMappingURL=778.index.js.map