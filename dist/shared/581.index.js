export const id = 581;
export const ids = [581];
export const modules = {

/***/ 5581:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _shared_cli_node_version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4259);
// The seo-report command. Only this file touches process: arguments, environment, signals, exit.
// The rest is loaded after the version check: on an older Node the bundled undici would fail
// while loading, with a stack trace instead of a sentence.

const tooOld = (0,_shared_cli_node_version_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeVersionProblem */ .e)({
    version: process.version,
    script: process.argv[1] ?? 'dist/cli/index.js',
    args: process.argv.slice(2),
    cwd: process.cwd(),
});
if (tooOld !== null) {
    process.stderr.write(tooOld);
    process.exit(2);
}
const { runCli } = await __webpack_require__.e(/* import() */ 153).then(__webpack_require__.bind(__webpack_require__, 9153));
const exitCode = await runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    columns: process.stdout.isTTY ? process.stdout.columns : undefined,
    stopRequested: () => new Promise((resolve) => {
        // once: a second Ctrl+C while stopping falls through to the default and ends the process.
        process.once('SIGINT', () => resolve('SIGINT'));
        process.once('SIGTERM', () => resolve('SIGTERM'));
    }),
});
process.exitCode = exitCode;

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 4259:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ nodeVersionProblem)
/* harmony export */ });
/* unused harmony export NEEDED_NODE_MAJOR */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
// What the seo-report command says on a Node.js older than 24, before it loads anything that
// would fail there (the bundled undici breaks while loading, with a stack trace). It says what to
// do, not only what is wrong: each way below was tried on Node 20.

const NEEDED_NODE_MAJOR = 24;
/** The message for a Node older than 24, or null when this Node will do. */
function nodeVersionProblem(context) {
    const major = Number(/^v?(\d+)/.exec(context.version)?.[1] ?? 0);
    if (major >= NEEDED_NODE_MAJOR)
        return null;
    // A command word (demo, audit, serve...) is safe to repeat; the rest may hold an API key, so
    // it is shown as "...".
    const [first] = context.args;
    const commandWord = first !== undefined && /^[a-z][a-z-]*$/.test(first) ? first : undefined;
    const hidden = context.args.length > (commandWord === undefined ? 0 : 1);
    const sameCommand = [
        shellWord(shownPath(context.script, context.cwd)),
        ...(commandWord === undefined ? [] : [commandWord]),
        ...(hidden ? ['...'] : []),
    ].join(' ');
    const rerun = `npx -y node@${NEEDED_NODE_MAJOR} ${sameCommand}`;
    return [
        `seo-report: needs Node.js ${NEEDED_NODE_MAJOR} or later, and this is Node.js ${context.version}. Either:`,
        `  - run it on Node ${NEEDED_NODE_MAJOR} fetched from npm: ${rerun}`,
        `  - or, in a clone after npm ci (which installs Node ${NEEDED_NODE_MAJOR} into node_modules): npm exec -- node ${sameCommand}; npm start and npm test use that Node too`,
        `  - or install Node.js ${NEEDED_NODE_MAJOR} or later and run the command again.`,
        '',
    ].join('\n');
}
/** The script as the user can type it: relative to where they are when that is shorter. */
function shownPath(script, cwd) {
    const fromHere = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(cwd, script);
    return fromHere !== '' && !fromHere.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(fromHere) ? fromHere : script;
}
function shellWord(text) {
    return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}


/***/ })

};

//# sourceMappingURL=581.index.js.map