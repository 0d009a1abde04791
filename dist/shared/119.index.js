export const id = 119;
export const ids = [119];
export const modules = {

/***/ 6119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reportDirProblem: () => (/* binding */ reportDirProblem),
/* harmony export */   writeReportDir: () => (/* binding */ writeReportDir)
/* harmony export */ });
/* unused harmony export reportFileName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _shared_grade_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3318);
/* harmony import */ var _shared_pages_render_index_page_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1137);
/* harmony import */ var _shared_pages_render_report_page_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8775);
/* harmony import */ var _render_checks_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4227);
/* harmony import */ var _render_site_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1937);
// Writes each report to a folder, as JSON and as the same self-contained HTML page the service
// renders, so that the reports outlive an embedded service (upload the folder with
// actions/upload-artifact). Shared by the action and the CLI; a face treats a failure here as a
// warning, after the summary and the outputs are written.
//
// Layout:
//   <dir>/index.html     the run: errors, warnings by pages hit, findings across pages, every
//                        page linking its report
//   <dir>/results.json   the action's `results` output (url, id, grade, score, report-url, error)
//   <dir>/<id>.json      the report as the API answered it
//   <dir>/<id>.html      the report page, linking the audited page and back to index.html
// A report id is an opaque string: ids that are not plain file names get a safe name instead.





// Straight from the page module: the service's index would pull SQLite into the import.



// Names the folder itself uses, and names some systems refuse, never come from an id as is.
const TAKEN_NAMES = new Set(['index', 'results']);
const RESERVED_ON_WINDOWS = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const PLAIN_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** A file name (without extension) for a report id: the id itself when it is plain. */
function reportFileName(id) {
    if (PLAIN_NAME.test(id) && !TAKEN_NAMES.has(id.toLowerCase()) && !RESERVED_ON_WINDOWS.test(id)) {
        return id;
    }
    // Readable part plus a hash of the whole id, so that two ids never share a name.
    const readable = id.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 40);
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(id).digest('hex').slice(0, 12);
    return `report-${readable}-${hash}`.replace(/-+/g, '-');
}
/**
 * Why a report folder could not be written, in words a user can act on: the system's code names
 * the cause, and the path it failed on says where (it may be a file inside the folder).
 */
function reportDirProblem(error) {
    const { code, path } = (error ?? {});
    const where = typeof path === 'string' ? ` (${path})` : '';
    const cause = {
        EEXIST: 'a file is in the way: the path must be a folder or not exist yet',
        ENOTDIR: 'a file is in the way: the path must be a folder or not exist yet',
        EISDIR: 'a folder is where a report file goes',
        ENOSPC: 'the disk is full',
        EDQUOT: 'the disk quota is used up',
        EACCES: 'no permission to write there',
        EPERM: 'no permission to write there',
        EROFS: 'the file system is read-only',
    };
    if (typeof code === 'string' && Object.hasOwn(cause, code))
        return `${cause[code]}${where}`;
    return error instanceof Error ? error.message : String(error);
}
async function writeReportDir(dir, input) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
    const written = [];
    const used = new Set();
    for (const outcome of input.outcomes) {
        const report = outcome.report;
        if (report === null || used.has(report.id))
            continue;
        used.add(report.id);
        const name = reportFileName(report.id);
        const raw = withoutPassword(report.raw);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, `${name}.json`), input.scrub(`${JSON.stringify(raw, null, 2)}\n`), 'utf8');
        const page = (0,_shared_pages_render_report_page_js__WEBPACK_IMPORTED_MODULE_4__/* .renderReportPage */ .yW)(raw, {
            auditedUrl: outcome.url,
            indexHref: 'index.html',
            severities: severitiesOf(input.findings, outcome.url),
        });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, `${name}.html`), input.scrub(page), 'utf8');
        written.push({ url: outcome.url, id: report.id, json: `${name}.json`, html: `${name}.html` });
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'results.json'), input.scrub(`${JSON.stringify(input.results, null, 2)}\n`), 'utf8');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'index.html'), input.scrub(renderIndex(input, written)), 'utf8');
    return written;
}
/** Services never send a report's password; drop the field anyway should one ever do. */
function withoutPassword(raw) {
    const { password: _password, ...rest } = raw;
    // The page reads it with the client's own reader (src/shared/report): the same checks, score
    // and grade as the summary and the index.
    return { ...rest, url: typeof rest.url === 'string' ? rest.url : '' };
}
/**
 * A page's failed checks at their severity by the run's rules, as the pages take them: the
 * verdict leaves out the checks the rules accepted, which the pages then show as accepted.
 */
function severitiesOf(findings, url) {
    const severities = Object.create(null);
    for (const finding of (0,_render_checks_js__WEBPACK_IMPORTED_MODULE_5__/* .findingsOn */ .Is)(findings, url))
        severities[finding.key] = finding.severity;
    return severities;
}
function renderIndex(input, written) {
    const files = new Map(written.map((report) => [report.id, report]));
    return (0,_shared_pages_render_index_page_js__WEBPACK_IMPORTED_MODULE_3__/* .renderIndexPage */ .w)({
        generatedAt: new Date(),
        pages: input.results.map((result, index) => {
            const report = result.id === null ? undefined : files.get(result.id);
            return {
                url: result.url,
                grade: (0,_shared_grade_js__WEBPACK_IMPORTED_MODULE_6__/* .isGrade */ .qI)(result.grade) ? result.grade : null,
                score: result.score,
                error: result.error,
                reportHref: report ? encodeURI(report.html) : null,
                jsonHref: report ? encodeURI(report.json) : null,
                checks: input.outcomes[index]?.report?.checks ?? null,
                severities: severitiesOf(input.findings, result.url),
            };
        }),
        siteFindings: input.siteFindings.map(_render_site_js__WEBPACK_IMPORTED_MODULE_7__/* .siteFindingText */ .c),
    });
}


/***/ })

};

//# sourceMappingURL=119.index.js.map