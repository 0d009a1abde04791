export const id = 581;
export const ids = [581];
export const modules = {

/***/ 5581:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
// The seo-report command. Only this file touches process: arguments, environment, signals, exit.
// The rest is loaded after the version check: on an older Node the bundled undici would fail
// while loading, with a stack trace instead of a sentence.
const [major] = process.versions.node.split('.').map(Number);
if ((major ?? 0) < 24) {
    process.stderr.write(`seo-report: needs Node.js 24 or later (this is ${process.version}); 'npm start' and 'npm test' use the Node 24 that npm ci installs.\n`);
    process.exit(2);
}
const { runCli } = await __webpack_require__.e(/* import() */ 778).then(__webpack_require__.bind(__webpack_require__, 1778));
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

/***/ })

};

//# sourceMappingURL=581.index.js.map