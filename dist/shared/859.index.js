export const id = 859;
export const ids = [859];
export const modules = {

/***/ 6859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readActionBaseline: () => (/* binding */ readActionBaseline)
/* harmony export */ });
/* harmony import */ var _baseline_file_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(179);
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
            Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(413), __webpack_require__.e(292), __webpack_require__.e(919)]).then(__webpack_require__.bind(__webpack_require__, 8300)),
            Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(413), __webpack_require__.e(292), __webpack_require__.e(815)]).then(__webpack_require__.bind(__webpack_require__, 7815)),
        ]);
        return readCommentBaseline({
            token,
            tag: options.commentTag,
            run: runContextFromGitHub(),
            apiUrl,
            signal: options.signal,
        });
    }
    const { readBranchBaseline } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(413), __webpack_require__.e(172)]).then(__webpack_require__.bind(__webpack_require__, 5172));
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

//# sourceMappingURL=859.index.js.map