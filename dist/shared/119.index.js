export const id = 119;
export const ids = [119,500];
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
/* harmony import */ var _shared_grade_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3318);
/* harmony import */ var _shared_pages_render_index_page_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1137);
/* harmony import */ var _shared_pages_render_report_page_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8775);
// Writes each report to a folder, as JSON and as the same self-contained HTML page the service
// renders, so that the reports outlive an embedded service (upload the folder with
// actions/upload-artifact). Shared by the action and the CLI; a face treats a failure here as a
// warning, after the summary and the outputs are written.
//
// Layout:
//   <dir>/index.html     a page linking every report
//   <dir>/results.json   the action's `results` output (url, id, grade, score, report-url, error)
//   <dir>/<id>.json      the report as the API answered it
//   <dir>/<id>.html      the report page
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
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, `${name}.html`), input.scrub((0,_shared_pages_render_report_page_js__WEBPACK_IMPORTED_MODULE_4__/* .renderReportPage */ .yW)(raw)), 'utf8');
        written.push({ url: outcome.url, id: report.id, json: `${name}.json`, html: `${name}.html` });
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'results.json'), input.scrub(`${JSON.stringify(input.results, null, 2)}\n`), 'utf8');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'index.html'), input.scrub(renderIndex(input.results, input.outcomes, written)), 'utf8');
    return written;
}
/** Services never send a report's password; drop the field anyway should one ever do. */
function withoutPassword(raw) {
    const { password: _password, ...rest } = raw;
    // The page reads it with the client's own reader (src/shared/report): the same checks, score
    // and grade as the summary and the index.
    return { ...rest, url: typeof rest.url === 'string' ? rest.url : '' };
}
function renderIndex(results, outcomes, written) {
    const files = new Map(written.map((report) => [report.id, report]));
    return (0,_shared_pages_render_index_page_js__WEBPACK_IMPORTED_MODULE_3__/* .renderIndexPage */ .w)({
        generatedAt: new Date(),
        pages: results.map((result, index) => {
            const report = result.id === null ? undefined : files.get(result.id);
            return {
                url: result.url,
                grade: (0,_shared_grade_js__WEBPACK_IMPORTED_MODULE_5__/* .isGrade */ .qI)(result.grade) ? result.grade : null,
                score: result.score,
                error: result.error,
                reportHref: report ? encodeURI(report.html) : null,
                jsonHref: report ? encodeURI(report.json) : null,
                checks: outcomes[index]?.report?.checks ?? null,
            };
        }),
    });
}


/***/ }),

/***/ 3379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dn: () => (/* binding */ renderShell),
/* harmony export */   ZD: () => (/* binding */ escapeHtml)
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
function renderShell({ title, body, script }) {
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
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
.finding.high{border-left-color:#cf222e}.finding.medium{border-left-color:#bf8700}.finding.low{border-left-color:#8c959f}
.finding header{display:flex;flex-wrap:wrap;gap:6px 10px;align-items:baseline;margin-bottom:6px}
.evidence{font-weight:500;overflow-wrap:anywhere}
.why,.fix{font-size:.92rem;margin:6px 0 0;overflow-wrap:anywhere}
.why b,.fix b{font-weight:600}
.fix{background:#f6f8fa;border-radius:6px;padding:8px 10px}
.badge{display:inline-block;font-size:.72rem;font-weight:600;padding:1px 8px;border-radius:10px;background:#eaeef2;color:#424a53;white-space:nowrap}
.badge.high{background:#ffebe9;color:#a40e26}.badge.medium{background:#fff8c5;color:#7d4e00}.badge.low{background:#eaeef2;color:#424a53}
.badge.cat{background:transparent;border:1px solid #d0d7de;font-weight:normal;color:#59636e}
details{background:#fff;border:1px solid #d0d7de;border-radius:8px;margin:12px 0}
summary{cursor:pointer;padding:12px 16px;font-weight:600}
.checklist{list-style:none;margin:0;padding:0 16px 8px}
.checklist li{padding:8px 0;border-top:1px solid #eaeef2;overflow-wrap:anywhere}
.checklist .name{font-weight:600}
.checklist .ok{color:#1a7f37;font-weight:700;margin-right:6px}
.checklist .na{color:#59636e;font-weight:700;margin-right:6px}
.notice{background:#fff8c5;border:1px solid #d4a72c;border-radius:8px;padding:12px 16px;margin:16px 0}
.notice.failed{background:#ffebe9;border-color:#cf222e}
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
h2.first{margin-top:0}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}h3.group{margin:20px 0 8px;font-size:.95rem;color:#424a53}h3.sub{margin:18px 0 4px}
.problems{list-style:none;margin:0;padding:0}
.problems li{padding:10px 0;border-top:1px solid #eaeef2}
.problems li:first-child{border-top:0}
.problems .count{float:right;color:#59636e;font-size:.9rem;margin-left:8px}
.problems .fix{margin-top:6px}
.meter{height:6px;border-radius:3px;background:#eaeef2;margin-top:6px;overflow:hidden}
.meter i{display:block;height:100%;background:#cf222e}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #d0d7de;border-radius:8px}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #eaeef2;vertical-align:top}
th{font-size:.85rem;color:#59636e;white-space:nowrap}
th button{all:unset;cursor:pointer;color:inherit;font-weight:600}
th button::after{content:" ↕";color:#8c959f}
th[aria-sort=ascending] button::after{content:" ↑"}th[aria-sort=descending] button::after{content:" ↓"}
td.url{overflow-wrap:anywhere;min-width:0}
td.num{font-variant-numeric:tabular-nums;white-space:nowrap}
.issues{font-size:.85rem;color:#59636e}
footer{margin-top:32px;color:#59636e;font-size:.85rem}
@media (max-width:600px){
main{padding:16px 12px 40px}
.top{gap:14px}
.score{width:84px;height:84px}.score b{font-size:1.6rem}
h1{font-size:1.2rem}
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


/***/ }),

/***/ 1137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ renderIndexPage)
/* harmony export */ });
/* harmony import */ var _findings_catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3073);
/* harmony import */ var _findings_findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(132);
/* harmony import */ var _findings_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8497);
/* harmony import */ var _grade_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3318);
/* harmony import */ var _page_style_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3379);





const MOST_COMMON = 8;
const GRADE_WORDS = {
    good: 'Good',
    decent: 'Decent',
    bad: 'Bad',
    error: 'No result',
};
function rowsOf(pages) {
    return pages.map((entry) => {
        const failed = (0,_findings_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .pageFindings */ .WA)(entry.checks).filter((f) => f.status === 'failed');
        return {
            entry,
            failed: failed.length,
            failedHigh: failed.filter((f) => f.importance === 'high').length,
            topIssues: failed.slice(0, 3).map((f) => f.name),
        };
    });
}
/** Worst first: no result, then the lowest score; ties in the order given. */
function worstFirst(a, b) {
    const score = (row) => row.entry.score ?? -1;
    return score(a) - score(b);
}
function gradeBar(pages) {
    const counts = [
        ..._grade_js__WEBPACK_IMPORTED_MODULE_2__/* .GRADES */ .F4.map((grade) => [
            grade,
            pages.filter((page) => page.grade === grade).length,
        ]),
        ['error', pages.filter((page) => page.grade === null).length],
    ];
    const total = pages.length || 1;
    const segments = counts
        .filter(([, n]) => n > 0)
        .map(([grade, n]) => `<i class="${grade}" style="width:${((n / total) * 100).toFixed(2)}%"></i>`);
    const legend = counts
        .filter(([grade, n]) => n > 0 || grade !== 'error')
        .map(([grade, n]) => `<li class="${grade}">${n} ${grade === 'error' ? 'without result' : grade}</li>`);
    return `<div class="bar" role="img" aria-label="${counts.map(([g, n]) => `${n} ${g}`).join(', ')}">${segments.join('')}</div>
<ul class="legend">${legend.join('')}</ul>`;
}
/** Pages per score band of ten points (90-100 in the last), columns coloured by grade band. */
function scoreChart(pages) {
    const scores = pages.map((page) => page.score).filter((s) => s !== null);
    if (scores.length === 0)
        return '';
    const bins = Array.from({ length: 10 }, () => 0);
    for (const score of scores) {
        const bin = Math.min(9, Math.max(0, Math.floor(score / 10)));
        bins[bin] = (bins[bin] ?? 0) + 1;
    }
    const max = Math.max(...bins);
    const columns = bins.map((n, i) => {
        const from = i * 10;
        const to = i === 9 ? 100 : from + 9;
        // A column takes the grade of its lowest score (40-49 is bad, although 49 is decent).
        const band = (0,_grade_js__WEBPACK_IMPORTED_MODULE_2__/* .gradeForScore */ .rM)(from);
        const height = n === 0 ? 0 : Math.max(6, Math.round((n / max) * 100));
        const title = `${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(n, 'page')} scored ${from} to ${to}`;
        return `<div class="col" title="${title}"><span class="n">${n > 0 ? n : ''}</span><i class="${band}" style="height:${height}%"></i><span class="x">${from}</span></div>`;
    });
    return `<div class="histogram" role="img" aria-label="Pages by score, in bands of ten points: ${bins
        .map((n, i) => `${n} from ${i * 10}`)
        .join(', ')}">${columns.join('')}</div>`;
}
function problemList(problems, pageCount) {
    if (problems.length === 0)
        return '<p class="allgood">No check failed on any page.</p>';
    const items = problems.slice(0, MOST_COMMON).map((problem) => {
        const entry = (0,_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .checkEntry */ .Tr)(problem.key);
        const share = ((problem.pages / Math.max(1, pageCount)) * 100).toFixed(1);
        return `<li><span class="count">${problem.pages} of ${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(pageCount, 'page')}</span><h3>${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(entry.name)} <span class="badge ${problem.importance}">${problem.importance}</span> <span class="badge cat">${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .CATEGORY_NAMES */ .ku[entry.category])}</span></h3>
<div class="meter"><i style="width:${share}%"></i></div>
<p class="fix"><b>How to fix:</b> ${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(entry.fix)}</p></li>`;
    });
    const more = problems.length > MOST_COMMON
        ? `<p class="muted">${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(problems.length - MOST_COMMON, 'other check')} failed on fewer pages; see each report.</p>`
        : '';
    return `<ul class="problems">${items.join('\n')}</ul>${more}`;
}
function tableRow(row, index) {
    const { entry } = row;
    const url = (0,_page_style_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(entry.url);
    const page = entry.reportHref
        ? `<a href="${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(encodeURI(entry.reportHref))}">${url}</a>`
        : url;
    const grade = entry.grade ?? 'error';
    const gradeText = GRADE_WORDS[entry.grade ?? 'error'];
    const json = entry.jsonHref
        ? ` <a class="muted" href="${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(encodeURI(entry.jsonHref))}">JSON</a>`
        : '';
    const issues = entry.error
        ? `<span class="error">${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(entry.error)}</span>`
        : row.topIssues.length > 0
            ? `${row.failed} failed${row.failedHigh > 0 ? `, ${row.failedHigh} high` : ''}<div class="issues">${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(row.topIssues.join(', '))}${row.failed > row.topIssues.length ? ', …' : ''}</div>`
            : entry.checks
                ? 'none'
                : '';
    return `<tr data-order="${index}">
<td class="url" data-label="Page" data-sort="${url}">${page}${json}</td>
<td data-label="Grade" data-sort="${entry.grade === null ? 3 : _grade_js__WEBPACK_IMPORTED_MODULE_2__/* .GRADES */ .F4.indexOf(entry.grade)}"><span class="grade ${grade}">${gradeText}</span></td>
<td class="num" data-label="Score" data-sort="${entry.score ?? -1}">${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatScore */ .y)(entry.score)}</td>
<td data-label="${entry.error ? 'Error' : 'Failed checks'}" data-sort="${entry.error ? 1000 : row.failedHigh * 100 + row.failed}">${issues}</td>
</tr>`;
}
// Sorts by the clicked column's data-sort (numbers as numbers); a second click reverses.
const SORT_SCRIPT = `
document.querySelectorAll('table.sortable th[data-col]').forEach(function (th) {
  var button = document.createElement('button');
  button.type = 'button';
  button.textContent = th.textContent;
  th.textContent = '';
  th.appendChild(button);
  button.addEventListener('click', function () {
    var table = th.closest('table');
    var col = Number(th.getAttribute('data-col'));
    var ascending = th.getAttribute('aria-sort') !== 'ascending';
    table.querySelectorAll('th').forEach(function (other) { other.removeAttribute('aria-sort'); });
    th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = a.cells[col].getAttribute('data-sort');
      var y = b.cells[col].getAttribute('data-sort');
      var nx = Number(x), ny = Number(y);
      var order = !isNaN(nx) && !isNaN(ny) ? nx - ny : x.localeCompare(y);
      if (order === 0) order = Number(a.getAttribute('data-order')) - Number(b.getAttribute('data-order'));
      return ascending ? order : -order;
    });
    rows.forEach(function (row) { body.appendChild(row); });
  });
});`;
function renderIndexPage(input) {
    const pages = input.pages;
    const title = input.title ?? 'SEO audit';
    const rows = rowsOf(pages);
    const scores = pages.map((page) => page.score).filter((s) => s !== null);
    const average = scores.length > 0 ? scores.reduce((a, b) => a + b, 0) / scores.length : null;
    const failedPages = rows.filter((row) => row.failed > 0).length;
    const when = (0,_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDate */ .Yq)(input.generatedAt ?? null);
    const problems = (0,_findings_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .mostFailedChecks */ .GH)(pages.map((page) => page.checks));
    const ordered = rows
        .map((row, index) => ({ row, index }))
        .sort((a, b) => worstFirst(a.row, b.row));
    const chart = scoreChart(pages);
    const body = `<header>
<p class="meta">SEO audit report</p>
<h1>${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(title)}: ${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(pages.length, 'page')}</h1>
${when ? `<p class="meta">Audited ${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(when)}</p>` : ''}
</header>
<div class="cards">
<div class="card"><b>${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatScore */ .y)(average)}</b><span>average score</span></div>
<div class="card"><b>${pages.filter((p) => p.grade === 'good').length} of ${pages.length}</b><span>${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .noun */ .jB)(pages.length, 'page')} graded good</span></div>
<div class="card failed"><b>${failedPages}</b><span>${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .noun */ .jB)(failedPages, 'page has', 'pages have')} failed checks</span></div>
</div>
<section class="panel">
<h2 class="first">Pages by grade</h2>
${gradeBar(pages)}
${chart ? `<h3 class="sub">Pages by score</h3>\n${chart}` : ''}
</section>
<h2>Problems found on most pages</h2>
<section class="panel">
${problemList(problems, pages.filter((page) => page.checks !== null).length)}
</section>
<h2>Pages</h2>
<p class="muted">Worst first. Open a page for its findings, with the evidence, why each matters and how to fix it.</p>
<table class="sortable">
<thead><tr><th data-col="0" scope="col">Page</th><th data-col="1" scope="col">Grade</th><th data-col="2" scope="col">Score</th><th data-col="3" scope="col">Failed checks</th></tr></thead>
<tbody>
${ordered.map(({ row, index }) => tableRow(row, index)).join('\n')}
</tbody>
</table>
<footer>Score: the share of weighted checks passed, from 0 to 100, shown with one decimal. ${_grade_js__WEBPACK_IMPORTED_MODULE_2__/* .GRADE_BANDS_TEXT */ .ZP}</footer>`;
    return (0,_page_style_js__WEBPACK_IMPORTED_MODULE_4__/* .renderShell */ .Dn)({
        title: `${title}: ${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(pages.length, 'page')}`,
        body,
        script: SORT_SCRIPT,
    });
}


/***/ }),

/***/ 8775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZT: () => (/* binding */ renderPasswordPage),
/* harmony export */   pj: () => (/* binding */ renderMessagePage),
/* harmony export */   yW: () => (/* binding */ renderReportPage)
/* harmony export */ });
/* harmony import */ var _findings_findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(132);
/* harmony import */ var _findings_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8497);
/* harmony import */ var _grade_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3318);
/* harmony import */ var _report_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3778);
/* harmony import */ var _score_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(771);
/* harmony import */ var _page_style_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3379);






const IMPORTANCE_LABEL = {
    high: 'High importance',
    medium: 'Medium importance',
    low: 'Low importance',
};
function renderFailed(finding) {
    return `<li class="finding ${finding.importance}">
<header><h3>${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(finding.name)}</h3><span class="badge cat">${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(finding.categoryName)}</span><span class="visually-hidden">${IMPORTANCE_LABEL[finding.importance]}</span></header>
<p class="evidence">${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(finding.evidence)}</p>
<p class="why"><b>Why it matters:</b> ${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(finding.why)}</p>
<p class="fix"><b>How to fix:</b> ${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(finding.fix)}</p>
</li>`;
}
const IMPORTANCE_GROUPS = {
    high: 'High importance',
    medium: 'Medium importance',
    low: 'Low importance',
};
function renderByImportance(failed) {
    return ['high', 'medium', 'low']
        .map((importance) => {
        const group = failed.filter((finding) => finding.importance === importance);
        if (group.length === 0)
            return '';
        return `<h3 class="group">${IMPORTANCE_GROUPS[importance]} (${group.length})</h3>
<ol class="findings">
${group.map(renderFailed).join('\n')}
</ol>`;
    })
        .join('\n');
}
function renderFolded(title, findings, mark, markClass) {
    if (findings.length === 0)
        return '';
    const items = findings.map((finding) => `<li><span class="${markClass}" aria-hidden="true">${mark}</span><span class="name">${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(finding.name)}</span> <span class="muted">· ${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(finding.evidence)}</span></li>`);
    return `<details>
<summary>${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(title)} (${findings.length})</summary>
<ul class="checklist">
${items.join('\n')}
</ul>
</details>`;
}
function statusNotice(report) {
    if (report.grade)
        return '';
    const reason = report.generationError;
    if (reason !== null) {
        return reason === _report_read_js__WEBPACK_IMPORTED_MODULE_3__/* .UNEXPLAINED_FAILURE */ .Rq || reason.trim() === ''
            ? '<p class="notice failed">The report could not be generated.</p>'
            : `<p class="notice failed">The report could not be generated: ${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(reason)}</p>`;
    }
    // Old deployed versions answer a generated report with result null.
    if (report.generated)
        return '<p class="notice">The service sent no score for this report.</p>';
    return '<p class="notice">The report is being generated. Reload this page in a moment.</p>';
}
function overview(findings) {
    if (findings.length === 0)
        return '';
    const counts = (0,_findings_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .countFindings */ .Gt)(findings);
    const failedBy = (importance) => findings.filter((f) => f.status === 'failed' && f.importance === importance).length;
    const cards = [
        `<div class="card failed"><b>${counts.failed}</b><span>${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .noun */ .jB)(counts.failed, 'check')} failed</span></div>`,
        `<div class="card"><b>${failedBy('high')}</b><span>high-importance ${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .noun */ .jB)(failedBy('high'), 'failure')}</span></div>`,
        `<div class="card passed"><b>${counts.passed}</b><span>${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .noun */ .jB)(counts.passed, 'check')} passed</span></div>`,
    ];
    if (counts.notApplicable > 0) {
        cards.push(`<div class="card"><b>${counts.notApplicable}</b><span>not checked</span></div>`);
    }
    return `<div class="cards">${cards.join('')}</div>`;
}
function renderReportPage(input) {
    const report = (0,_report_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readReport */ .tL)(input);
    const { score, grade } = report;
    const findings = (0,_findings_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .pageFindings */ .WA)(report.checks);
    const failed = findings.filter((f) => f.status === 'failed');
    const passed = findings.filter((f) => f.status === 'passed');
    const notChecked = findings.filter((f) => f.status === 'not_applicable');
    const scoreText = (0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatScore */ .y)(score);
    const generated = (0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatDate */ .Yq)(report.generatedAt);
    const meta = [
        report.project ? `Project <strong>${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(report.project)}</strong>` : '',
        generated ? `Audited ${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(generated)}` : '',
        report.id !== null ? `Report #${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(report.id)}` : '',
    ].filter(Boolean);
    const toFix = failed.length > 0
        ? `<h2>What to fix (${failed.length})</h2>
<p class="muted">Most important first: what was seen on this page, why it matters for search, and how to fix it.</p>
${renderByImportance(failed)}`
        : findings.length > 0
            ? '<p class="allgood">Every check passed. Nothing to fix on this page.</p>'
            : '';
    const body = `<header class="top ${grade ?? 'none'}">
<div class="score" role="img" aria-label="Score ${scoreText} of 100, ${grade ?? 'no result'}"><b>${scoreText}</b><small>${grade ?? 'no result'}</small></div>
<div>
<p class="meta">SEO report</p>
<h1>${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(report.url)}</h1>
<p class="meta">${meta.join(' · ')}</p>
</div>
</header>
${statusNotice(report)}
${overview(findings)}
${toFix}
${passed.length > 0 ? '<h2>Passed and not checked</h2>' : ''}
${renderFolded('Passed checks', passed, '✓', 'ok')}
${renderFolded('Not checked', notChecked, '–', 'na')}
<footer>Score: the share of weighted checks passed, from 0 to 100 (by default a high-importance check counts ${_score_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_WEIGHTS */ .kZ.high}, medium ${_score_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_WEIGHTS */ .kZ.medium}, low ${_score_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_WEIGHTS */ .kZ.low}). ${_grade_js__WEBPACK_IMPORTED_MODULE_5__/* .GRADE_BANDS_TEXT */ .ZP}</footer>`;
    return (0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .renderShell */ .Dn)({ title: `SEO report: ${report.url}`, body });
}
/** A plain page for what is not shown (missing, private) and for the password prompt. */
function renderMessagePage(title, message) {
    return (0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .renderShell */ .Dn)({
        title,
        body: `<h1>${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(title)}</h1>\n<p>${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(message)}</p>`,
    });
}
function renderPasswordPage(action, wrongPassword) {
    return (0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .renderShell */ .Dn)({
        title: 'Password required',
        body: `<h1>This report is protected by a password</h1>
${wrongPassword ? '<p class="notice failed">The password is not correct.</p>' : ''}
<form method="post" action="${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)(action)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus>
<button type="submit">Show the report</button>
</form>`,
    });
}


/***/ })

};

//# sourceMappingURL=119.index.js.map