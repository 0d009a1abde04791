export const id = 295;
export const ids = [295];
export const modules = {

/***/ 1137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ renderIndexPage)
/* harmony export */ });
/* harmony import */ var _findings_findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(132);
/* harmony import */ var _findings_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8497);
/* harmony import */ var _grade_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3318);
/* harmony import */ var _own_keys_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6678);
/* harmony import */ var _page_style_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3379);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5875);






/** More pages than this under a check are folded into a list the reader opens. */
const PAGES_INLINE = 5;
/** Failed checks named in a row of the pages table. */
const NAMES_IN_ROW = 4;
const GRADE_WORDS = {
    good: 'Good',
    decent: 'Decent',
    bad: 'Bad',
    error: 'No result',
};
function rowsOf(pages) {
    return pages.map((entry) => {
        const checks = entry.checks ?? {};
        const failed = (0,_findings_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .pageFindings */ .WA)(entry.checks)
            .filter((f) => f.status === 'failed')
            .map((finding) => ({
            finding,
            level: (0,_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .levelOf */ .In)(finding.key, (0,_own_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .own */ .Z)(checks, finding.key) ?? { errors: null }, entry.severities),
        }))
            .sort((a, b) => _severity_js__WEBPACK_IMPORTED_MODULE_1__/* .LEVEL_RANK */ .YT[a.level] - _severity_js__WEBPACK_IMPORTED_MODULE_1__/* .LEVEL_RANK */ .YT[b.level]);
        return {
            entry,
            failed,
            count: (level) => failed.filter((item) => item.level === level).length,
        };
    });
}
/**
 * Every failed check of the run, once per level it failed at (rules, or a graver error of the
 * check on some pages, make a title an error on one page and a warning on two): gravest level
 * first, then on most pages, then the more important, then report order.
 */
function checksAcrossPages(rows) {
    const groups = new Map();
    for (const row of rows) {
        for (const { finding, level } of row.failed) {
            const id = `${level} ${finding.key}`;
            const known = groups.get(id);
            if (known !== undefined) {
                known.pages.push(row.entry);
                continue;
            }
            groups.set(id, {
                key: finding.key,
                name: finding.name,
                category: finding.categoryName,
                fix: finding.fix,
                level,
                pages: [row.entry],
                order: groups.size,
                importance: IMPORTANCE_RANK[finding.importance],
            });
        }
    }
    return [...groups.values()].sort((a, b) => _severity_js__WEBPACK_IMPORTED_MODULE_1__/* .LEVEL_RANK */ .YT[a.level] - _severity_js__WEBPACK_IMPORTED_MODULE_1__/* .LEVEL_RANK */ .YT[b.level] ||
        b.pages.length - a.pages.length ||
        a.importance - b.importance ||
        a.order - b.order);
}
const IMPORTANCE_RANK = { high: 0, medium: 1, low: 2 };
/** A page named in a list: a link to its report when one was written. */
function pageLink(url, entries) {
    const href = entries.get(url)?.reportHref;
    return href ? `<a href="${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(encodeURI(href))}">${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(url)}</a>` : (0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(url);
}
/** The pages under a check or a finding: inline when few, else folded (never left out). */
function pageList(urls, entries) {
    if (urls.length === 0)
        return '';
    const items = urls.map((url) => `<li>${pageLink(url, entries)}</li>`).join('');
    if (urls.length <= PAGES_INLINE)
        return `<ul class="on">${items}</ul>`;
    return `<details class="on"><summary>The ${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(urls.length, 'page')}</summary><ul class="on">${items}</ul></details>`;
}
function levelBadge(level) {
    return `<span class="badge ${level}">${level === 'off' ? 'accepted' : level}</span>`;
}
function problemItem(check, audited, entries) {
    const share = ((check.pages.length / Math.max(1, audited)) * 100).toFixed(1);
    return `<li class="problem ${check.level}" data-check="${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(check.key)}"><span class="count">${check.pages.length} of ${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(audited, 'page')}</span><h3>${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(check.name)} ${levelBadge(check.level)} <span class="badge cat">${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(check.category)}</span></h3>
<div class="meter ${check.level}"><i style="width:${share}%"></i></div>
<p class="fix"><b>How to fix:</b> ${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(check.fix)}</p>
${pageList(check.pages.map((page) => page.url), entries)}</li>`;
}
/** Pages the run could not audit: errors too, first of them. */
function unauditedItems(rows) {
    return rows
        .filter((row) => row.entry.grade === null && row.entry.checks === null)
        .map((row) => `<li class="problem error unaudited"><h3>${row.entry.reportHref ? `<a href="${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(encodeURI(row.entry.reportHref))}">${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(row.entry.url)}</a>` : (0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(row.entry.url)} <span class="badge error">no result</span></h3>
<p class="evidence">${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(row.entry.error ?? 'The page has no result.')}</p></li>`);
}
function problemSections(rows, entries) {
    const audited = rows.filter((row) => row.entry.checks !== null).length;
    const checks = checksAcrossPages(rows);
    const at = (level) => checks.filter((check) => check.level === level);
    const unaudited = unauditedItems(rows);
    const errors = [...unaudited, ...at('error').map((c) => problemItem(c, audited, entries))];
    const warnings = at('warning').map((c) => problemItem(c, audited, entries));
    const folded = (level, title, note) => {
        const group = at(level);
        if (group.length === 0)
            return '';
        return `<details class="${level}"><summary>${title} (${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(group.length, 'check')})</summary>
<p class="muted note">${note}</p>
<ul class="problems">${group.map((c) => problemItem(c, audited, entries)).join('\n')}</ul>
</details>`;
    };
    return `<h2>Errors</h2>
<section class="panel">
${errors.length > 0
        ? `<p class="muted note">Fix these first: each one costs pages search traffic, and fails the CI job. Pages without a result, then the checks at error, on most pages first.</p>
<ul class="problems">${errors.join('\n')}</ul>`
        : '<p class="allgood">No errors: every page has a result and no check at error failed.</p>'}
</section>
<h2>Warnings, on most pages first</h2>
<section class="panel">
${warnings.length > 0
        ? `<ul class="problems">${warnings.join('\n')}</ul>`
        : '<p class="allgood">No warnings.</p>'}
</section>
${folded('notice', 'Notices', 'Minor findings, with little effect on search; they never fail the job.')}
${folded('off', 'Accepted by your rules', "Failed, and accepted by the team's rules on these pages.")}`;
}
function siteSection(findings, entries) {
    if (findings.length === 0)
        return '';
    const items = findings.map((finding) => `<li class="problem site"><p class="evidence">${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(finding.text)}</p>
${pageList(finding.pages, entries)}</li>`);
    return `<h2>Across the pages (${findings.length})</h2>
<section class="panel">
<p class="muted note">What no single report shows: what the audited pages share, or where they point.</p>
<ul class="problems">${items.join('\n')}</ul>
</section>`;
}
/** Worst first: no result, then pages with errors, then by score (lowest first); ties as given. */
function worstFirst(a, b) {
    const rank = (row) => (row.entry.score === null ? 0 : row.count('error') > 0 ? 1 : 2);
    return rank(a) - rank(b) || (a.entry.score ?? -1) - (b.entry.score ?? -1);
}
function gradeBar(pages) {
    const counts = [
        ..._grade_js__WEBPACK_IMPORTED_MODULE_5__/* .GRADES */ .F4.map((grade) => [
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
        const band = (0,_grade_js__WEBPACK_IMPORTED_MODULE_5__/* .gradeForScore */ .rM)(from);
        const height = n === 0 ? 0 : Math.max(6, Math.round((n / max) * 100));
        const title = `${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(n, 'page')} scored ${from} to ${to}`;
        return `<div class="col" title="${title}"><span class="n">${n > 0 ? n : ''}</span><i class="${band}" style="height:${height}%"></i><span class="x">${from}</span></div>`;
    });
    return `<div class="histogram" role="img" aria-label="Pages by score, in bands of ten points: ${bins
        .map((n, i) => `${n} from ${i * 10}`)
        .join(', ')}">${columns.join('')}</div>`;
}
function tableRow(row, index) {
    const { entry } = row;
    const url = (0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(entry.url);
    const page = entry.reportHref
        ? `<a href="${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(encodeURI(entry.reportHref))}">${url}</a>`
        : url;
    const grade = entry.grade ?? 'error';
    const gradeText = GRADE_WORDS[entry.grade ?? 'error'];
    const json = entry.jsonHref
        ? ` <a class="muted" href="${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(encodeURI(entry.jsonHref))}">JSON</a>`
        : '';
    const errors = row.count('error');
    const warnings = row.count('warning');
    const named = row.failed.filter((item) => item.level === 'error' || item.level === 'warning');
    const counts = [
        errors > 0 ? `<span class="error">${(0,_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .levelCount */ ._O)(errors, 'error')}</span>` : '',
        warnings > 0 ? (0,_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .levelCount */ ._O)(warnings, 'warning') : '',
    ].filter(Boolean);
    const issues = entry.error
        ? `<span class="error">${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(entry.error)}</span>`
        : named.length > 0
            ? `${counts.join(', ')}<div class="issues">${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(named
                .slice(0, NAMES_IN_ROW)
                .map((item) => item.finding.name)
                .join(', '))}${named.length > NAMES_IN_ROW ? ', …' : ''}</div>`
            : entry.checks
                ? 'none'
                : '';
    return `<tr data-order="${index}">
<td class="url" data-label="Page" data-sort="${url}">${page}${json}</td>
<td data-label="Grade" data-sort="${entry.grade === null ? 3 : _grade_js__WEBPACK_IMPORTED_MODULE_5__/* .GRADES */ .F4.indexOf(entry.grade)}"><span class="grade ${grade}">${gradeText}</span></td>
<td class="num" data-label="Score" data-sort="${entry.score ?? -1}">${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatScore */ .y)(entry.score)}</td>
<td data-label="${entry.error ? 'Error' : 'Errors and warnings'}" data-sort="${entry.error ? 1_000_000 : errors * 1000 + warnings}">${issues}</td>
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
    const entries = new Map(pages.map((page) => [page.url, page]));
    const scores = pages.map((page) => page.score).filter((s) => s !== null);
    const average = scores.length > 0 ? scores.reduce((a, b) => a + b, 0) / scores.length : null;
    const unaudited = rows.filter((row) => row.entry.grade === null && row.entry.checks === null);
    const errorCount = unaudited.length + rows.reduce((sum, row) => sum + row.count('error'), 0);
    const errorPages = rows.filter((row) => row.count('error') > 0 || unaudited.includes(row)).length;
    const warningCount = rows.reduce((sum, row) => sum + row.count('warning'), 0);
    const warningPages = rows.filter((row) => row.count('warning') > 0).length;
    const when = (0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatDate */ .Yq)(input.generatedAt ?? null);
    const ordered = rows
        .map((row, index) => ({ row, index }))
        .sort((a, b) => worstFirst(a.row, b.row));
    const chart = scoreChart(pages);
    const body = `<header>
<p class="meta">SEO audit report</p>
<h1>${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(title)}: ${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(pages.length, 'page')}</h1>
${when ? `<p class="meta">Audited ${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(when)}</p>` : ''}
</header>
<div class="cards">
<div class="card${errorCount > 0 ? ' failed' : ''}"><b>${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCount */ .B4)(errorCount)}</b><span>${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .noun */ .jB)(errorCount, 'error')} on ${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(errorPages, 'page')}</span></div>
<div class="card${warningCount > 0 ? ' warned' : ''}"><b>${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCount */ .B4)(warningCount)}</b><span>${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .noun */ .jB)(warningCount, 'warning')} on ${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(warningPages, 'page')}</span></div>
<div class="card"><b>${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatScore */ .y)(average)}</b><span>average score</span></div>
<div class="card"><b>${pages.filter((p) => p.grade === 'good').length} of ${pages.length}</b><span>${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .noun */ .jB)(pages.length, 'page')} graded good</span></div>
</div>
${problemSections(rows, entries)}
${siteSection(input.siteFindings ?? [], entries)}
<h2>Pages</h2>
<section class="panel">
<h3 class="sub first">Pages by grade</h3>
${gradeBar(pages)}
${chart ? `<h3 class="sub">Pages by score</h3>\n${chart}` : ''}
</section>
<p class="muted">Pages without a result and pages with errors first, then the lowest scores. Open a page for its findings, with the evidence, why each matters and how to fix it.</p>
<table class="sortable">
<thead><tr><th data-col="0" scope="col">Page</th><th data-col="1" scope="col">Grade</th><th data-col="2" scope="col">Score</th><th data-col="3" scope="col">Errors and warnings</th></tr></thead>
<tbody>
${ordered.map(({ row, index }) => tableRow(row, index)).join('\n')}
</tbody>
</table>
<footer>Errors fail the CI job; warnings and notices are shown and never fail it. Score: the share of weighted checks passed, from 0 to 100, shown with one decimal. ${_grade_js__WEBPACK_IMPORTED_MODULE_5__/* .GRADE_BANDS_TEXT */ .ZP}</footer>`;
    return (0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .renderShell */ .Dn)({
        title: `${title}: ${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(pages.length, 'page')}`,
        body,
        script: SORT_SCRIPT,
    });
}


/***/ }),

/***/ 8775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZT: () => (/* binding */ renderPasswordPage),
/* harmony export */   yW: () => (/* binding */ renderReportPage)
/* harmony export */ });
/* unused harmony export renderMessagePage */
/* harmony import */ var _findings_findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(132);
/* harmony import */ var _findings_format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8497);
/* harmony import */ var _grade_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3318);
/* harmony import */ var _own_keys_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6678);
/* harmony import */ var _report_read_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3778);
/* harmony import */ var _score_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(771);
/* harmony import */ var _page_style_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3379);
/* harmony import */ var _severity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5875);








const IMPORTANCE_TEXT = {
    high: 'high importance',
    medium: 'medium importance',
    low: 'low importance',
};
/** What the page says a level means, under its heading. */
const LEVEL_TEXT = {
    error: {
        heading: 'Errors',
        note: 'Fix these first: each one costs the page search traffic, and fails the CI job.',
    },
    warning: { heading: 'Warnings', note: 'Worth fixing next; they never fail the CI job.' },
    notice: {
        heading: 'Notices',
        note: 'Minor findings, with little effect on search; they never fail the job.',
    },
    off: {
        heading: 'Accepted by your rules',
        note: "Failed, and accepted by the team's rules: not counted as errors or warnings.",
    },
};
function renderFailed({ finding, level }) {
    return `<li class="finding ${level}">
<header><h3>${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(finding.name)}</h3><span class="badge ${level}">${level === 'off' ? 'accepted' : level}</span><span class="badge cat">${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(finding.categoryName)}</span><span class="importance">${IMPORTANCE_TEXT[finding.importance]}</span></header>
<p class="evidence">${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(finding.evidence)}</p>
<p class="why"><b>Why it matters:</b> ${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(finding.why)}</p>
<p class="fix"><b>How to fix:</b> ${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(finding.fix)}</p>
</li>`;
}
function renderGroup(level, group) {
    if (group.length === 0)
        return '';
    const { heading, note } = LEVEL_TEXT[level];
    return `<h3 class="group ${level}">${heading} (${group.length})</h3>
<p class="muted note">${note}</p>
<ol class="findings">
${group.map(renderFailed).join('\n')}
</ol>`;
}
/** Notices and accepted checks: listed whole, folded, apart from what to fix. */
function renderFoldedFindings(level, group) {
    if (group.length === 0)
        return '';
    const { heading, note } = LEVEL_TEXT[level];
    return `<details class="${level}">
<summary>${heading} (${group.length})</summary>
<p class="muted note">${note}</p>
<ol class="findings">
${group.map(renderFailed).join('\n')}
</ol>
</details>`;
}
function renderFolded(title, findings, mark, markClass) {
    if (findings.length === 0)
        return '';
    const items = findings.map((finding) => `<li><span class="${markClass}" aria-hidden="true">${mark}</span><span class="name">${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(finding.name)}</span> <span class="muted">· ${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(finding.evidence)}</span></li>`);
    return `<details>
<summary>${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(title)} (${findings.length})</summary>
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
        return reason === _report_read_js__WEBPACK_IMPORTED_MODULE_4__/* .UNEXPLAINED_FAILURE */ .Rq || reason.trim() === ''
            ? '<p class="notice failed">The report could not be generated.</p>'
            : `<p class="notice failed">The report could not be generated: ${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(reason)}</p>`;
    }
    // Old deployed versions answer a generated report with result null.
    if (report.generated)
        return '<p class="notice">The service sent no score for this report.</p>';
    return '<p class="notice">The report is being generated. Reload this page in a moment.</p>';
}
function overview(failed, passed, notChecked) {
    if (failed.length === 0 && passed === 0 && notChecked === 0)
        return '';
    const at = (level) => failed.filter((item) => item.level === level).length;
    const card = (count, words, className) => `<div class="card ${className}"><b>${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatCount */ .B4)(count)}</b><span>${words}</span></div>`;
    const cards = [
        card(at('error'), (0,_findings_format_js__WEBPACK_IMPORTED_MODULE_5__/* .noun */ .jB)(at('error'), 'error'), at('error') > 0 ? 'failed' : ''),
        card(at('warning'), (0,_findings_format_js__WEBPACK_IMPORTED_MODULE_5__/* .noun */ .jB)(at('warning'), 'warning'), at('warning') > 0 ? 'warned' : ''),
        card(at('notice'), (0,_findings_format_js__WEBPACK_IMPORTED_MODULE_5__/* .noun */ .jB)(at('notice'), 'notice'), ''),
        card(passed, `${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_5__/* .noun */ .jB)(passed, 'check')} passed`, 'passed'),
    ];
    if (at('off') > 0)
        cards.push(card(at('off'), 'accepted', ''));
    if (notChecked > 0)
        cards.push(card(notChecked, 'not checked', ''));
    return `<div class="cards">${cards.join('')}</div>`;
}
/** The page's URL with its scheme: as audited, else as the service reports it in full. */
function auditedPage(report, given) {
    const finalUrl = (0,_own_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .own */ .Z)(report.checks ?? {}, 'http_status')?.value;
    const served = finalUrl !== null && typeof finalUrl === 'object' && !Array.isArray(finalUrl)
        ? (0,_own_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .own */ .Z)(finalUrl, 'url')
        : undefined;
    for (const candidate of [given, report.fullUrl, served, report.url]) {
        const href = (0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .httpHref */ .Ge)(typeof candidate === 'string' ? candidate : null);
        if (href !== null)
            return { text: candidate.trim(), href };
    }
    return { text: report.url, href: null };
}
function renderReportPage(input, options = {}) {
    const report = (0,_report_read_js__WEBPACK_IMPORTED_MODULE_4__/* .readReport */ .tL)(input);
    const { score, grade } = report;
    const findings = (0,_findings_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .pageFindings */ .WA)(report.checks);
    const failed = findings
        .filter((f) => f.status === 'failed')
        .map((finding) => {
        const check = (0,_own_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .own */ .Z)(report.checks ?? {}, finding.key);
        return {
            finding,
            level: (0,_severity_js__WEBPACK_IMPORTED_MODULE_2__/* .levelOf */ .In)(finding.key, check ?? { errors: null }, options.severities),
        };
    })
        // Stable: within a level, the findings keep their order (importance, then report order).
        .sort((a, b) => _severity_js__WEBPACK_IMPORTED_MODULE_2__/* .LEVEL_RANK */ .YT[a.level] - _severity_js__WEBPACK_IMPORTED_MODULE_2__/* .LEVEL_RANK */ .YT[b.level]);
    const atLevel = (level) => failed.filter((item) => item.level === level);
    const toFixCount = atLevel('error').length + atLevel('warning').length;
    const passed = findings.filter((f) => f.status === 'passed');
    const notChecked = findings.filter((f) => f.status === 'not_applicable');
    const scoreText = (0,_findings_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatScore */ .y)(score);
    const generated = (0,_findings_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatDate */ .Yq)(report.generatedAt);
    const page = auditedPage(report, options.auditedUrl);
    const indexHref = options.indexHref ?? null;
    const meta = [
        page.href !== null ? (0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .externalLink */ .uZ)(page.href, 'Open the page ↗', 'visit') : '',
        report.project ? `Project <strong>${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(report.project)}</strong>` : '',
        generated ? `Audited ${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(generated)}` : '',
    ].filter(Boolean);
    const toFix = toFixCount > 0
        ? `<h2>What to fix (${toFixCount})</h2>
<p class="muted">Errors first, then warnings: what was seen on this page, why it matters for search, and how to fix it.</p>
${renderGroup('error', atLevel('error'))}
${renderGroup('warning', atLevel('warning'))}`
        : failed.length > 0
            ? '<p class="allgood">No errors and no warnings: nothing to fix on this page. The findings below are optional.</p>'
            : findings.length > 0
                ? '<p class="allgood">Every check passed. Nothing to fix on this page.</p>'
                : '';
    const folded = [
        renderFoldedFindings('notice', atLevel('notice')),
        renderFoldedFindings('off', atLevel('off')),
        renderFolded('Passed checks', passed, '✓', 'ok'),
        renderFolded('Not checked', notChecked, '–', 'na'),
    ].filter(Boolean);
    const reportId = report.id !== null ? `Report #${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(report.id)}. ` : '';
    const body = `${indexHref !== null ? `<nav class="crumbs"><a href="${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(indexHref)}">← All pages of this audit</a></nav>\n` : ''}<header class="top ${grade ?? 'none'}">
<div class="score" role="img" aria-label="Score ${scoreText} of 100, ${grade ?? 'no result'}"><b>${scoreText}</b><small>${grade ?? 'no result'}</small></div>
<div>
<p class="meta">SEO report</p>
<h1>${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(page.text)}</h1>
<p class="meta">${meta.join(' · ')}</p>
</div>
</header>
${statusNotice(report)}
${overview(failed, passed.length, notChecked.length)}
${toFix}
${folded.length > 0 ? `<h2>${toFixCount > 0 ? 'Also found' : 'All checks'}</h2>` : ''}
${folded.join('\n')}
<footer>${reportId}Score: the share of weighted checks passed, from 0 to 100 (by default a high-importance check counts ${_score_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_WEIGHTS */ .kZ.high}, medium ${_score_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_WEIGHTS */ .kZ.medium}, low ${_score_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_WEIGHTS */ .kZ.low}). ${_grade_js__WEBPACK_IMPORTED_MODULE_7__/* .GRADE_BANDS_TEXT */ .ZP}</footer>`;
    return (0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .renderShell */ .Dn)({ title: `SEO report: ${page.text}`, body });
}
/** A plain page for what is not shown (missing, private) and for the password prompt. */
function renderMessagePage(title, message) {
    return renderShell({
        title,
        body: `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`,
    });
}
function renderPasswordPage(action, wrongPassword) {
    return (0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .renderShell */ .Dn)({
        title: 'Password required',
        body: `<h1>This report is protected by a password</h1>
${wrongPassword ? '<p class="notice failed">The password is not correct.</p>' : ''}
<form method="post" action="${(0,_page_style_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeHtml */ .ZD)(action)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus>
<button type="submit">Show the report</button>
</form>`,
    });
}


/***/ }),

/***/ 5875:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   In: () => (/* binding */ levelOf),
/* harmony export */   YT: () => (/* binding */ LEVEL_RANK),
/* harmony export */   _O: () => (/* binding */ levelCount)
/* harmony export */ });
/* unused harmony export LEVEL_ORDER */
/* harmony import */ var _checks_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1405);
/* harmony import */ var _findings_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8497);
/* harmony import */ var _own_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6678);
// What a failed check means for this run, as the pages show it: error, warning or notice (or off,
// accepted by the team's rules). The client decides it by its rules (src/client/audit/rules.ts)
// and passes it in as data, since the pages are shared with the service and cannot import the
// client; given nothing, a page takes the table's default (src/shared/checks), which is what the
// rules answer when none is written.



const LEVEL_ORDER = (/* unused pure expression or super */ null && (['error', 'warning', 'notice', 'off']));
const LEVEL_RANK = {
    error: 0,
    warning: 1,
    notice: 2,
    off: 3,
};
/** The level of one failed check: from `severities` when given, else the table's default. */
function levelOf(key, check, severities) {
    if (severities == null)
        return (0,_checks_index_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultCheckSeverity */ .DL)(key, check.errors);
    return (0,_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(severities, key) ?? 'off';
}
/** "1 error", "2 warnings", "1 notice", "3 accepted". */
function levelCount(count, level) {
    if (level === 'off')
        return `${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(count)} accepted`;
    return `${(0,_findings_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(count)} ${count === 1 ? level : `${level}s`}`;
}


/***/ })

};

//# sourceMappingURL=295.index.js.map