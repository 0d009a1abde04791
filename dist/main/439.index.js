export const id = 439;
export const ids = [439];
export const modules = {

/***/ 1439:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeReportDir: () => (/* binding */ writeReportDir)
/* harmony export */ });
/* unused harmony export reportFileName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _service_render_report_page_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(308);
/* harmony import */ var _render_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2692);
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
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, `${name}.html`), input.scrub((0,_service_render_report_page_js__WEBPACK_IMPORTED_MODULE_3__/* .renderReportPage */ .yW)(raw)), 'utf8');
        written.push({ url: outcome.url, id: report.id, json: `${name}.json`, html: `${name}.html` });
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'results.json'), input.scrub(`${JSON.stringify(input.results, null, 2)}\n`), 'utf8');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'index.html'), input.scrub(renderIndex(input.results, written)), 'utf8');
    return written;
}
/** Services never send a report's password; drop the field anyway should one ever do. */
function withoutPassword(raw) {
    const { password: _password, ...rest } = raw;
    // The page reads the fields it knows and tolerates the variants of other services.
    return { ...rest, url: typeof rest.url === 'string' ? rest.url : '' };
}
function renderIndex(results, written) {
    const byId = new Map(written.map((report) => [report.id, report]));
    const anyError = results.some((result) => result.error !== null);
    const rows = results.map((result) => {
        const files = result.id === null ? undefined : byId.get(result.id);
        const page = files
            ? `<a href="${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(encodeURI(files.html))}">${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(result.url)}</a>`
            : (0,_render_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(result.url);
        const json = files ? `<a href="${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(encodeURI(files.json))}">JSON</a>` : '';
        const grade = result.grade ?? 'error';
        const score = result.score === null ? '' : String(Math.round(result.score * 10) / 10);
        const detail = anyError ? `<td>${result.error ? (0,_render_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(result.error) : ''}</td>` : '';
        return `<tr><td>${page}</td><td class="${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(grade)}">${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeHtml */ .ZD)(grade)}</td><td>${score}</td><td>${json}</td>${detail}</tr>`;
    });
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SEO audit: ${results.length} ${results.length === 1 ? 'page' : 'pages'}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2328; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #d0d7de; vertical-align: top; }
td.good { color: #1a7f37; } td.decent { color: #9a6700; } td.bad, td.error { color: #cf222e; }
</style>
</head>
<body>
<h1>SEO audit</h1>
<table>
<thead><tr><th>Page</th><th>Grade</th><th>Score</th><th>Report</th>${anyError ? '<th>Error</th>' : ''}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</body>
</html>
`;
}


/***/ }),

/***/ 308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZT: () => (/* binding */ renderPasswordPage),
/* harmony export */   pj: () => (/* binding */ renderMessagePage),
/* harmony export */   yW: () => (/* binding */ renderReportPage)
/* harmony export */ });
/* unused harmony export escapeHtml */
/* harmony import */ var _grade_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8636);

const CATEGORY_ORDER = ['seo', 'performance', 'security', 'miscellaneous'];
const CATEGORY_TITLES = {
    seo: 'SEO',
    performance: 'Performance',
    security: 'Security',
    miscellaneous: 'Miscellaneous',
    other: 'Other checks',
};
const IMPORTANCE_RANK = { high: 0, medium: 1, low: 2 };
const SPECIAL_NAMES = {
    htst: 'HSTS',
    http2: 'HTTP/2',
    '404_page': '404 page',
    seo_friendly_url: 'SEO friendly URL',
    https_encryption: 'HTTPS encryption',
};
function escapeHtml(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}
function toNumber(value) {
    if (typeof value === 'number' && Number.isFinite(value))
        return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
        return Number(value);
    }
    return null;
}
function checkName(key) {
    const special = SPECIAL_NAMES[key];
    if (special)
        return special;
    const words = key.replace(/_/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
}
function truncate(text, max) {
    return text.length > max ? `${text.slice(0, max)}…` : text;
}
function toChecks(results) {
    const checks = [];
    for (const [key, raw] of Object.entries(results ?? {})) {
        if (raw === null || typeof raw !== 'object')
            continue;
        const check = raw;
        const passed = typeof check.passed === 'boolean' ? check.passed : null;
        const errors = check.errors !== null && typeof check.errors === 'object' && !Array.isArray(check.errors)
            ? check.errors
            : null;
        checks.push({
            key,
            passed,
            importance: typeof check.importance === 'string' ? check.importance : 'low',
            category: typeof check.category === 'string' && CATEGORY_TITLES[check.category]
                ? check.category
                : 'other',
            value: check.value,
            errors,
        });
    }
    return checks;
}
/** Failures first, then the more important checks, then by name. */
function compareChecks(a, b) {
    const rank = (c) => (c.passed === false ? 0 : c.passed === true ? 1 : 2);
    return (rank(a) - rank(b) ||
        (IMPORTANCE_RANK[a.importance] ?? 3) - (IMPORTANCE_RANK[b.importance] ?? 3) ||
        a.key.localeCompare(b.key));
}
function renderValue(value, depth = 0) {
    if (value === null || value === undefined || value === '') {
        return '<span class="muted">none</span>';
    }
    if (typeof value === 'string')
        return escapeHtml(truncate(value, 300));
    if (typeof value === 'number' || typeof value === 'boolean')
        return escapeHtml(String(value));
    if (depth > 0)
        return escapeHtml(truncate(JSON.stringify(value) ?? '', 200));
    if (Array.isArray(value)) {
        const shown = value.slice(0, 10).map((item) => `<li>${renderValue(item, 1)}</li>`);
        const more = value.length > 10 ? `<li class="muted">and ${value.length - 10} more</li>` : '';
        return `<ul class="values">${shown.join('')}${more}</ul>`;
    }
    const entries = Object.entries(value).slice(0, 20);
    return `<ul class="values">${entries
        .map(([k, v]) => `<li><span class="muted">${escapeHtml(k)}:</span> ${renderValue(v, 1)}</li>`)
        .join('')}</ul>`;
}
function renderErrors(errors) {
    if (!errors || Object.keys(errors).length === 0)
        return '';
    const items = Object.entries(errors).map(([key, detail]) => {
        const text = key.replace(/_/g, ' ');
        return detail === null || detail === undefined
            ? `<li>${escapeHtml(text)}</li>`
            : `<li>${escapeHtml(text)}: ${renderValue(detail, 1)}</li>`;
    });
    return `<ul class="errors">${items.join('')}</ul>`;
}
function renderCheck(check) {
    const status = check.passed === false ? 'failed' : check.passed === true ? 'passed' : 'na';
    const icon = status === 'failed' ? '✗' : status === 'passed' ? '✓' : '–';
    const label = status === 'failed' ? 'Failed' : status === 'passed' ? 'Passed' : 'Not applicable';
    return `<li class="check ${status}">
<span class="icon" title="${label}" aria-label="${label}">${icon}</span>
<div class="body"><div class="name">${escapeHtml(checkName(check.key))} <span class="importance ${escapeHtml(check.importance)}">${escapeHtml(check.importance)}</span></div>
${renderErrors(check.passed === false ? check.errors : null)}<div class="value">${renderValue(check.value)}</div></div>
</li>`;
}
function renderCategories(checks) {
    const byCategory = new Map();
    for (const check of checks) {
        const list = byCategory.get(check.category) ?? [];
        list.push(check);
        byCategory.set(check.category, list);
    }
    const order = [...CATEGORY_ORDER, 'other'].filter((c) => byCategory.has(c));
    return order
        .map((category) => {
        const list = (byCategory.get(category) ?? []).sort(compareChecks);
        const failed = list.filter((c) => c.passed === false).length;
        return `<section class="category">
<h2>${escapeHtml(CATEGORY_TITLES[category] ?? category)} <span class="count">${failed} failed of ${list.length}</span></h2>
<ul class="checks">${list.map(renderCheck).join('\n')}</ul>
</section>`;
    })
        .join('\n');
}
function statusSection(report, grade) {
    if (grade)
        return '';
    if (report.state === 'failed' || report.error) {
        const message = report.error?.message ?? 'The report could not be generated.';
        return `<p class="notice failed">The report could not be generated: ${escapeHtml(message)}</p>`;
    }
    return '<p class="notice">The report is being generated. Reload this page in a moment.</p>';
}
function renderReportPage(report) {
    const score = toNumber(report.score) ?? toNumber(report.result);
    const grade = score !== null ? (0,_grade_js__WEBPACK_IMPORTED_MODULE_0__/* .gradeForScore */ .rM)(score) : (0,_grade_js__WEBPACK_IMPORTED_MODULE_0__/* .isGrade */ .qI)(report.result) ? report.result : null;
    const checks = toChecks(report.results);
    const failed = checks.filter((c) => c.passed === false).length;
    const passed = checks.filter((c) => c.passed === true).length;
    const na = checks.length - failed - passed;
    const title = `SEO report: ${report.url}`;
    const scoreText = score === null ? '–' : String(Math.round(score));
    const meta = [
        report.project ? `Project <strong>${escapeHtml(report.project)}</strong>` : '',
        report.generated_at ? `Generated ${escapeHtml(report.generated_at)}` : '',
        report.id !== undefined ? `Report #${escapeHtml(String(report.id))}` : '',
    ].filter(Boolean);
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header>
<div class="score ${grade ?? 'none'}" aria-label="Score ${scoreText} of 100"><span>${scoreText}</span><small>${grade ?? 'no result'}</small></div>
<div>
<h1>${escapeHtml(report.url)}</h1>
<p class="meta">${meta.join(' · ')}</p>
${checks.length > 0 ? `<p class="summary"><span class="failed">${failed} failed</span> · <span class="passed">${passed} passed</span>${na > 0 ? ` · <span class="muted">${na} not applicable</span>` : ''}</p>` : ''}
</div>
</header>
${statusSection(report, grade)}
${renderCategories(checks)}
</main>
</body>
</html>
`;
}
/** A plain page for what is not shown (missing, private) and for the password prompt. */
function renderMessagePage(title, message) {
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>
`;
}
function renderPasswordPage(action, wrongPassword) {
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Password required</title><style>${STYLE}</style></head>
<body><main><h1>This report is protected by a password</h1>
${wrongPassword ? '<p class="notice failed">The password is not correct.</p>' : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus>
<button type="submit">Show the report</button>
</form></main></body></html>
`;
}
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f6f8fa}
main{max-width:860px;margin:0 auto;padding:24px 16px}
header{display:flex;gap:20px;align-items:center;margin-bottom:24px}
h1{font-size:1.4rem;margin:0 0 4px;word-break:break-all}
h2{font-size:1.1rem;margin:0;padding:12px 16px;border-bottom:1px solid #d0d7de;display:flex;justify-content:space-between}
.meta,.muted,.count{color:#59636e;font-size:.9rem;font-weight:normal}
.score{flex:none;width:96px;height:96px;border-radius:50%;display:flex;flex-direction:column;align-items:center;justify-content:center;color:#fff;background:#59636e}
.score span{font-size:2rem;font-weight:700;line-height:1}
.score small{text-transform:uppercase;font-size:.7rem;letter-spacing:.05em}
.score.good{background:#1a7f37}.score.decent{background:#9a6700}.score.bad{background:#cf222e}
.summary .failed{color:#cf222e}.summary .passed{color:#1a7f37}
.category{background:#fff;border:1px solid #d0d7de;border-radius:8px;margin-bottom:16px;overflow:hidden}
.checks{list-style:none;margin:0;padding:0}
.check{display:flex;gap:12px;padding:10px 16px;border-bottom:1px solid #eaeef2}
.check:last-child{border-bottom:0}
.icon{flex:none;width:1.5em;text-align:center;font-weight:700}
.failed .icon{color:#cf222e}.passed .icon{color:#1a7f37}.na .icon{color:#59636e}
.body{min-width:0;flex:1}
.name{font-weight:600}
.importance{font-size:.7rem;font-weight:normal;padding:1px 6px;border-radius:10px;background:#eaeef2;color:#59636e;text-transform:uppercase}
.importance.high{background:#ffebe9;color:#cf222e}
.value{color:#59636e;font-size:.9rem;overflow-wrap:anywhere}
.values,.errors{margin:4px 0;padding-left:20px}
.errors{color:#cf222e;font-size:.9rem}
.notice{background:#fff8c5;border:1px solid #d4a72c;border-radius:8px;padding:12px 16px}
.notice.failed{background:#ffebe9;border-color:#cf222e}
form{display:flex;flex-direction:column;gap:8px;max-width:320px}
input,button{font:inherit;padding:8px;border-radius:6px;border:1px solid #d0d7de}
button{background:#1f883d;color:#fff;border-color:#1f883d;cursor:pointer}
`;


/***/ })

};

//# sourceMappingURL=439.index.js.map