export const id = 473;
export const ids = [473];
export const modules = {

/***/ 473:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readActionBaseline: () => (/* binding */ readActionBaseline)
/* harmony export */ });
/* harmony import */ var _baseline_file_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6461);
// The action's baseline, from the source the `baseline` input names. The two GitHub sources
// are loaded only when asked for, so that other runs do not pay for them at start-up.

/** Never fails for a baseline that cannot be had; throws BaselineShapeError for a wrong shape. */
async function readActionBaseline(spec, options) {
    if (spec.kind === 'file')
        return (0,_baseline_file_source_js__WEBPACK_IMPORTED_MODULE_0__/* .readBaselineFile */ .s)(spec.path);
    const input = spec.kind === 'comment' ? 'comment' : `branch:${spec.branch}`;
    const token = options.token ?? '';
    if (token === '')
        return {
            kind: 'missing',
            reason: `baseline: ${input} reads it through the GitHub API, and github-token is empty (leave it unset to use the workflow's github.token)`,
        };
    const apiUrl = process.env.GITHUB_API_URL || 'https://api.github.com';
    if (spec.kind === 'comment') {
        const [{ readCommentBaseline }, { runContextFromGitHub }] = await Promise.all([
            Promise.all(/* import() */[__webpack_require__.e(480), __webpack_require__.e(925), __webpack_require__.e(262), __webpack_require__.e(369)]).then(__webpack_require__.bind(__webpack_require__, 5369)),
            Promise.all(/* import() */[__webpack_require__.e(480), __webpack_require__.e(925), __webpack_require__.e(262), __webpack_require__.e(745)]).then(__webpack_require__.bind(__webpack_require__, 3745)),
        ]);
        return readCommentBaseline({
            token,
            tag: options.commentTag,
            run: runContextFromGitHub(),
            apiUrl,
            signal: options.signal,
        });
    }
    const { readBranchBaseline } = await Promise.all(/* import() */[__webpack_require__.e(480), __webpack_require__.e(925), __webpack_require__.e(430)]).then(__webpack_require__.bind(__webpack_require__, 9430));
    return readBranchBaseline({
        token,
        branch: spec.branch,
        artifact: options.artifact,
        repository: process.env.GITHUB_REPOSITORY,
        runId: process.env.GITHUB_RUN_ID,
        apiUrl,
        signal: options.signal,
    });
}


/***/ })

};

//# sourceMappingURL=473.index.js.map