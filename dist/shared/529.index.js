export const id = 529;
export const ids = [529,119];
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


/***/ }),

/***/ 3379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dn: () => (/* binding */ renderShell),
/* harmony export */   Ge: () => (/* binding */ httpHref),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   uZ: () => (/* binding */ externalLink)
/* harmony export */ });
/* unused harmony export PAGE_STYLE */
/* harmony import */ var entities__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8822);
// What the report, message and password pages and the report-dir's index page share: escaping,
// the page shell and one stylesheet, inline so that a page written to a file needs nothing from
// elsewhere. Readable from 375 px wide phones up, and printable (print rules at the end).

/**
 * Text for HTML (and XML) content and quoted attributes: & < > " ' as entities. The project's
 * one HTML escaper: the pages, and the CLI's JUnit XML. Markdown has its own (escapeMarkdown in
 * src/client/app/render/escape.ts), since GitHub's markdown needs more than entities.
 */
const escapeHtml = entities__WEBPACK_IMPORTED_MODULE_0__/* .escapeUTF8 */ .Nc;
/**
 * The URL as an href when it is an absolute http(s) URL, else null: a report's URL comes from
 * the service or the page, and `javascript:`, `data:` or a relative path must never become a
 * link. Checked with the parser browsers use, and kept as written (only trimmed): a URL
 * normalised here would percent-encode differently from what the secret scrubber of a report
 * folder knows. Still to be escaped for the attribute.
 */
function httpHref(url) {
    if (typeof url !== 'string')
        return null;
    const trimmed = url.trim();
    if (!/^https?:\/\//i.test(trimmed))
        return null;
    try {
        const { protocol } = new URL(trimmed);
        return protocol === 'http:' || protocol === 'https:' ? trimmed : null;
    }
    catch {
        return null;
    }
}
/** A link out of the report to a page it names: not followed by search engines, no opener. */
function externalLink(href, text, className) {
    const classes = className ? ` class="${escapeHtml(className)}"` : '';
    return `<a${classes} href="${escapeHtml(href)}" rel="nofollow noopener">${escapeHtml(text)}</a>`;
}
function renderShell({ title, body, script, extraStyle }) {
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}${extraStyle ?? ''}</style>
</head>
<body>
<main>
${body}
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>
`;
}
const PAGE_STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f6f8fa}
main{max-width:920px;margin:0 auto;padding:24px 16px 48px}
a{color:#0969da}
h1{font-size:1.45rem;line-height:1.3;margin:0 0 4px;overflow-wrap:anywhere}
h2{font-size:1.15rem;margin:32px 0 12px}
h3{font-size:1rem;margin:0}
p{margin:0 0 8px}
.muted,.meta{color:#59636e}
.meta{font-size:.9rem;overflow-wrap:anywhere}
.top{display:flex;gap:20px;align-items:center;margin-bottom:20px}
.top>div{min-width:0}
.score{flex:none;width:104px;height:104px;border-radius:50%;display:flex;flex-direction:column;align-items:center;justify-content:center;color:#fff;background:#59636e;text-align:center}
.score b{font-size:2rem;line-height:1}
.score small{font-size:.75rem;text-transform:uppercase;letter-spacing:.06em;margin-top:4px}
.good .score,.score.good{background:#1a7f37}.decent .score,.score.decent{background:#9a6700}.bad .score,.score.bad{background:#cf222e}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:12px;margin:16px 0}
.card{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:12px 16px}
.card b{display:block;font-size:1.5rem;line-height:1.2}
.card span{color:#59636e;font-size:.85rem}
.card.failed b{color:#cf222e}.card.passed b{color:#1a7f37}
.findings{list-style:none;margin:0;padding:0}
.finding{background:#fff;border:1px solid #d0d7de;border-left:4px solid #d0d7de;border-radius:8px;padding:14px 16px;margin-bottom:12px;break-inside:avoid}
.finding.error{border-left-color:#cf222e}.finding.warning{border-left-color:#bf8700}.finding.notice,.finding.off{border-left-color:#8c959f}
.finding header{display:flex;flex-wrap:wrap;gap:6px 10px;align-items:baseline;margin-bottom:6px}
.evidence{font-weight:500;overflow-wrap:anywhere}
.why,.fix{font-size:.92rem;margin:6px 0 0;overflow-wrap:anywhere}
.why b,.fix b{font-weight:600}
.fix{background:#f6f8fa;border-radius:6px;padding:8px 10px}
.badge{display:inline-block;font-size:.72rem;font-weight:600;padding:1px 8px;border-radius:10px;background:#eaeef2;color:#424a53;white-space:nowrap}
.badge.high{background:#ffebe9;color:#a40e26}.badge.medium{background:#fff8c5;color:#7d4e00}.badge.low{background:#eaeef2;color:#424a53}
.badge.error{background:#ffebe9;color:#a40e26}.badge.warning{background:#fff8c5;color:#7d4e00}.badge.notice,.badge.off{background:#eaeef2;color:#424a53}
.importance{font-size:.8rem;color:#59636e}
.note{font-size:.9rem}
.crumbs{font-size:.9rem;margin:0 0 12px}
.visit{white-space:nowrap;font-weight:600}
.card.warned b{color:#9a6700}
h3.group.error{color:#a40e26}h3.group.warning{color:#7d4e00}
details>.note{padding:0 16px}
details>.findings{padding:0 12px 4px}
.badge.cat{background:transparent;border:1px solid #d0d7de;font-weight:normal;color:#59636e}
details{background:#fff;border:1px solid #d0d7de;border-radius:8px;margin:12px 0}
summary{cursor:pointer;padding:12px 16px;font-weight:600}
.checklist{list-style:none;margin:0;padding:0 16px 8px}
.checklist li{padding:8px 0;border-top:1px solid #eaeef2;overflow-wrap:anywhere}
.checklist .name{font-weight:600}
.checklist .ok{color:#1a7f37;font-weight:700;margin-right:6px}
.checklist .na{color:#59636e;font-weight:700;margin-right:6px}
/* A status box is a p.notice: the level notice also names findings, badges and folds. */
p.notice{background:#fff8c5;border:1px solid #d4a72c;border-radius:8px;padding:12px 16px;margin:16px 0}
p.notice.failed{background:#ffebe9;border-color:#cf222e}
.allgood{background:#dafbe1;border:1px solid #4ac26b;border-radius:8px;padding:12px 16px}
form{display:flex;flex-direction:column;gap:8px;max-width:320px}
input,button{font:inherit;padding:8px;border-radius:6px;border:1px solid #d0d7de}
button{background:#1f883d;color:#fff;border-color:#1f883d;cursor:pointer}
.grade{font-weight:600}
.grade.good{color:#1a7f37}.grade.decent{color:#9a6700}.grade.bad,.grade.error{color:#cf222e}
span.error{color:#cf222e}
.bar{display:flex;height:14px;border-radius:7px;overflow:hidden;background:#eaeef2;margin:8px 0}
.bar i{display:block;height:100%}
.bar .good,.legend .good::before{background:#1a7f37}.bar .decent,.legend .decent::before{background:#bf8700}.bar .bad,.legend .bad::before{background:#cf222e}.bar .error,.legend .error::before{background:#59636e}
.legend{display:flex;flex-wrap:wrap;gap:4px 16px;font-size:.9rem;margin:0;padding:0;list-style:none}
.legend li::before{content:"";display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:6px}
.panel{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:14px 16px;margin:12px 0}
.histogram{display:flex;align-items:stretch;gap:6px;height:150px;margin:8px 0 0;padding-bottom:20px;border-bottom:1px solid #d0d7de;position:relative}
.histogram .col{flex:1;display:flex;flex-direction:column;justify-content:flex-end;align-items:center;position:relative;min-width:0}
.histogram i{display:block;width:100%;max-width:48px;border-radius:3px 3px 0 0}
.histogram .n{font-size:.8rem;color:#424a53;line-height:1.4}
.histogram .x{position:absolute;bottom:-20px;font-size:.75rem;color:#59636e}
.histogram .good{background:#1a7f37}.histogram .decent{background:#bf8700}.histogram .bad{background:#cf222e}
h2.first,h3.sub.first{margin-top:0}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}h3.group{margin:20px 0 8px;font-size:.95rem;color:#424a53}h3.sub{margin:18px 0 4px}
.problems{list-style:none;margin:0;padding:0}
.problems>li{padding:10px 0;border-top:1px solid #eaeef2;overflow-wrap:anywhere}
.problems>li:first-child{border-top:0}
.problems .count{float:right;color:#59636e;font-size:.9rem;margin-left:8px}
.problems .fix{margin-top:6px}
.meter{height:6px;border-radius:3px;background:#eaeef2;margin-top:6px;overflow:hidden}
.meter i{display:block;height:100%;background:#cf222e}
.meter.warning i{background:#bf8700}.meter.notice i,.meter.off i{background:#8c959f}
ul.on{list-style:none;margin:6px 0 0;padding:0;font-size:.9rem}
ul.on li{overflow-wrap:anywhere;padding:2px 0}
details.on{border:0;margin:6px 0 0;background:transparent}
details.on>summary{padding:2px 0;font-weight:normal;color:#0969da;font-size:.9rem}
details>.problems{padding:0 16px 8px}
.problems .evidence{margin:4px 0 0}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #d0d7de;border-radius:8px}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #eaeef2;vertical-align:top}
th{font-size:.85rem;color:#59636e;white-space:nowrap}
th button{all:unset;cursor:pointer;color:inherit;font-weight:600}
th button::after{content:" ↕";color:#8c959f}
th[aria-sort=ascending] button::after{content:" ↑"}th[aria-sort=descending] button::after{content:" ↓"}
td.url{overflow-wrap:anywhere;min-width:0}
th[data-col="0"]{width:40%}
td.num{font-variant-numeric:tabular-nums;white-space:nowrap}
.issues{font-size:.85rem;color:#59636e}
footer{margin-top:32px;color:#59636e;font-size:.85rem}
@media (max-width:600px){
main{padding:16px 12px 40px}
.top{gap:14px}
.score{width:84px;height:84px}.score b{font-size:1.6rem}
h1{font-size:1.2rem}
.cards{grid-template-columns:repeat(2,1fr);gap:8px}
.card{padding:10px 12px}
.card b{font-size:1.3rem}
table,thead,tbody,tr,td{display:block;width:100%}
thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
table{border:0;background:transparent}
tr{background:#fff;border:1px solid #d0d7de;border-radius:8px;margin-bottom:10px;padding:6px 0}
td{border:0;padding:4px 12px}
td[data-label]::before{content:attr(data-label) ": ";color:#59636e;font-size:.85rem}
}
@media print{
body{background:#fff;font-size:11pt}
main{max-width:none;padding:0}
a{color:inherit;text-decoration:none}
.finding,.card,details,.panel,table{border-color:#999}
.fix{background:none;padding:0}
details::details-content{content-visibility:visible;display:block;height:auto}
summary{list-style:none}
th button::after{content:""}
.score{print-color-adjust:exact;-webkit-print-color-adjust:exact}
.bar,.meter,.badge,.histogram i{print-color-adjust:exact;-webkit-print-color-adjust:exact}
}
`;


/***/ })

};

//# sourceMappingURL=529.index.js.map