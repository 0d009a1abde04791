export const id = 361;
export const ids = [361];
export const modules = {

/***/ 2470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Z: () => (/* binding */ renderOutputs),
/* harmony export */   A6: () => (/* binding */ listedFindings),
/* harmony export */   Bg: () => (/* binding */ resultOf),
/* harmony export */   Nj: () => (/* binding */ findingOutput),
/* harmony export */   T3: () => (/* binding */ siteFindingsOf),
/* harmony export */   W2: () => (/* binding */ regressionsOf),
/* harmony export */   WX: () => (/* binding */ findingsOf),
/* harmony export */   pq: () => (/* binding */ countOf),
/* harmony export */   qS: () => (/* binding */ resultsOf)
/* harmony export */ });
/* harmony import */ var _shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9958);
/* harmony import */ var _audit_report_spill_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7442);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1628);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4227);
/* harmony import */ var _site_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1937);
// The action's outputs and the results array that the CLI's JSON, results.json of a report-dir
// and the outputs share: typed, serialised once where it is written.





function siteFindingsOf(run) {
    return run.siteFindings.map((finding) => ({
        kind: finding.kind,
        value: finding.value,
        pages: finding.pages,
        status: finding.status ?? null,
        text: (0,_site_js__WEBPACK_IMPORTED_MODULE_4__/* .siteFindingText */ .c)(finding).text,
    }));
}
function countOf(findings, severity) {
    return findings.filter((finding) => finding.severity === severity).length;
}
/** Errors first, then warnings; notices are counted in the summary, not listed here. */
function findingsOf(run) {
    return listedFindings(run).map(findingOutput);
}
/** The verdict's findings at error, then those at warning, as `findings` lists them. */
function listedFindings(run) {
    const listed = run.verdict.findings.filter((finding) => finding.severity !== 'notice');
    return [
        ...listed.filter((finding) => finding.severity === 'error'),
        ...listed.filter((finding) => finding.severity === 'warning'),
    ];
}
/** One entry of `findings`. */
function findingOutput(finding) {
    return {
        url: finding.url,
        check: finding.key,
        severity: finding.severity,
        rule: finding.rule,
        evidence: (0,_shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .describeCheck */ .cn)(finding.key, finding.check),
    };
}
function resultsOf(run, words) {
    return run.result.outcomes.map((outcome) => resultOf(run, words, outcome));
}
/** One page's entry of `results`. */
function resultOf(run, words, outcome) {
    return {
        url: outcome.url,
        id: outcome.reportId,
        grade: outcome.grade,
        score: outcome.score,
        'report-url': run.reportLink(outcome),
        error: outcome.failure === null ? null : words.failure(outcome.failure),
        // From what a spilled report keeps beside it: not parsed back for its keys.
        'failed-checks': outcome.failure === null ? (0,_audit_report_spill_js__WEBPACK_IMPORTED_MODULE_1__/* .failedCheckKeysOf */ .rx)(outcome) : null,
        'not-applicable': outcome.failure === null ? (0,_audit_report_spill_js__WEBPACK_IMPORTED_MODULE_1__/* .unjudgedCheckKeysOf */ .AX)(outcome) : null,
        errors: (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .keysAt */ ._s)(run.verdict.findings, outcome.url, 'error'),
        warnings: (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .keysAt */ ._s)(run.verdict.findings, outcome.url, 'warning'),
        'service-score': outcome.serviceScore ?? outcome.score,
        ...(outcome.failure === null && outcome.runnerChecks !== undefined
            ? { 'runner-checks': outcome.runnerChecks }
            : {}),
    };
}
function regressionsOf(run) {
    return (run.comparison?.pages ?? [])
        .filter((page) => page.status === 'regressed')
        .map((page) => ({
        page: page.url,
        before: page.before,
        after: page.after,
        'newly-failed': page.newlyFailed,
        fixed: page.fixed,
    }));
}
function renderOutputs(run, results, findings = findingsOf(run), site = siteFindingsOf(run)) {
    return {
        regressions: (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeJsonInvisibles */ .ID)(JSON.stringify(regressionsOf(run))),
        'regressed-pages': String(run.comparison?.regressed ?? 0),
        'improved-pages': String(run.comparison?.improved ?? 0),
        // Escaped as the CLI's JSON is: a step that echoes the output prints nothing raw.
        results: (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeJsonInvisibles */ .ID)(JSON.stringify(results)),
        'report-ids': run.result.outcomes
            .flatMap((o) => (o.reportId === null ? [] : [o.reportId]))
            .join(','),
        'worst-grade': run.verdict.worstGrade ?? '',
        passed: String(run.verdict.passed),
        errors: String(countOf(run.verdict.findings, 'error')),
        warnings: String(countOf(run.verdict.findings, 'warning')),
        findings: (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeJsonInvisibles */ .ID)(JSON.stringify(findings)),
        'site-findings': (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeJsonInvisibles */ .ID)(JSON.stringify(site)),
    };
}


/***/ }),

/***/ 5361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  auditAndReport: () => (/* binding */ auditAndReport),
  runAuditCommand: () => (/* binding */ runAuditCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/shared/cli/io.ts
var cli_io = __webpack_require__(2046);
// EXTERNAL MODULE: ./src/shared/findings/format.ts
var format = __webpack_require__(8497);
// EXTERNAL MODULE: ./src/client/app/job.ts + 6 modules
var job = __webpack_require__(1949);
// EXTERNAL MODULE: ./src/client/app/render/log.ts
var log = __webpack_require__(5954);
// EXTERNAL MODULE: ./src/client/app/render/outputs.ts
var outputs = __webpack_require__(2470);
// EXTERNAL MODULE: ./src/client/app/render/summary.ts + 1 modules
var summary = __webpack_require__(9292);
// EXTERNAL MODULE: ./src/client/app/safe-text.ts
var safe_text = __webpack_require__(1628);
// EXTERNAL MODULE: ./src/client/app/wording.ts
var wording = __webpack_require__(323);
// EXTERNAL MODULE: ./src/client/cli/audit-options.ts
var audit_options = __webpack_require__(5254);
// EXTERNAL MODULE: ./src/shared/findings/catalogue.ts + 8 modules
var catalogue = __webpack_require__(9958);
// EXTERNAL MODULE: ./src/shared/pages/page-style.ts
var page_style = __webpack_require__(3379);
// EXTERNAL MODULE: ./src/client/app/render/changes.ts
var changes = __webpack_require__(9042);
// EXTERNAL MODULE: ./src/client/app/render/checks.ts
var checks = __webpack_require__(4227);
// EXTERNAL MODULE: ./src/client/app/render/site.ts
var site = __webpack_require__(1937);
// EXTERNAL MODULE: ./src/client/app/verdict.ts
var app_verdict = __webpack_require__(5266);
;// CONCATENATED MODULE: ./src/client/cli/formats.ts
// The audit's results in the formats of --format: a text table for people, JSON for scripts,
// markdown (the action's job summary) and JUnit XML for CI systems that show test cases. Pure
// functions of the same typed results the action renders.










function renderTable(context, words, place, options = {}) {
    return [...tableParts(context, words, place, options)].join('');
}
/**
 * The table, a line at a time (each part ends with its line break): a whole site's table is
 * written as it is made, never held as one string (13 MB for 10,000 pages).
 */
function* tableParts(context, words, place, options = {}) {
    const compared = context.comparison !== null;
    const header = [
        'Page',
        'Grade',
        'Score',
        'Change',
        'Report',
        compared ? 'New failures' : 'Errors (and warnings)',
    ];
    const changeOf = (0,changes/* changesOf */.fs)(context);
    const outcomes = (0,changes/* regressedFirst */.LA)(context);
    // Cells carry text from the service: one line each, no terminal control sequences.
    const cellsOf = (outcome) => {
        const change = changeOf(outcome);
        return [
            outcome.url,
            outcome.grade ?? 'error',
            (0,changes/* scoreText */.QO)(outcome),
            change === null ? '' : (0,changes/* changeMark */.uM)(change),
            place(outcome) ?? '',
            outcome.grade === null || outcome.failure !== null
                ? words.failure(outcome.failure)
                : compared
                    ? (change?.newlyFailed ?? []).map(wording/* checkLabel */.v8).join(', ')
                    : severityText(context, outcome.url),
        ].map(safe_text/* neutralise */.$0);
    };
    // Two passes over the pages, each row made again for the second: the columns' widths, then
    // the lines. A whole site's rows are never held at once (10,000 pages: some 6 MB of arrays
    // and strings, promoted to the old generation while the table was written).
    const widest = header.map((name) => name.length);
    const filled = header.map(() => false);
    for (const outcome of outcomes) {
        for (const [i, cell] of cellsOf(outcome).entries()) {
            widest[i] = Math.max(widest[i] ?? 0, cell.length);
            if (cell !== '')
                filled[i] = true;
        }
    }
    // Columns without anything in them (no links, no failures) are left out rather than blank.
    const keep = header.map((_, i) => i < 3 || (i === 3 && compared) || filled[i] === true);
    const keptOf = (row) => row.filter((_, i) => keep[i]);
    function* rows() {
        yield keptOf(header);
        for (const outcome of outcomes)
            yield keptOf(cellsOf(outcome));
    }
    // Page and Report hold URLs: the columns that may be cut in the middle to fit the width.
    // Indexes are of the kept columns.
    const kept = keptOf(header);
    const urlColumns = new Set([0, ...(kept.includes('Report') ? [kept.indexOf('Report')] : [])]);
    for (const line of layOut(rows(), keptOf(widest), urlColumns, options.width ?? null))
        yield `${line}\n`;
    const { verdict } = context;
    if (compared)
        yield `Compared with ${(0,safe_text/* neutralise */.$0)(context.comparison?.from ?? '')}.\n`;
    for (const line of findingLines(context, options.explain === true))
        yield `${line}\n`;
    yield '\n';
    yield `${words.verdictLine(context)}\n`;
    for (const reason of verdict.reasons)
        yield `  ${(0,safe_text/* neutralise */.$0)(words.reason(reason))}\n`;
    for (const warning of verdict.warnings)
        yield `  warning: ${(0,safe_text/* neutralise */.$0)(words.reason(warning))}\n`;
}
const GAP = '  ';
/** In a narrow terminal the last column goes under its row, indented by this. */
const STACK_INDENT = '    ';
/**
 * How far each kind of column gives way, in turn, until the table fits: the last column
 * (failures, failed checks: it wraps and loses nothing) and the URL columns (cut in the middle)
 * take turns, so that neither is squeezed alone.
 */
const SHRINK_STEPS = [
    { last: 50, url: null },
    { last: 50, url: 40 },
    { last: 30, url: 40 },
    { last: 30, url: 24 },
];
/** A URL column is never cut below this: a host and the end of a path. */
const MIN_URL_WIDTH = 24;
/**
 * Aligns the table's rows (the header, then the pages, made as they are read) within `width`
 * characters (null: as wide as the cells). When the cells are wider, URL columns are cut in the
 * middle with … (both the host and the end of the path stay readable) and the last column wraps
 * onto lines of its own width, so that a terminal never folds a row. Where even that is too
 * wide (an 80-column terminal with report links), the last column goes under its row, wrapped to
 * the whole width.
 */
function* layOut(table, 
/** Each column's widest cell. */
natural, urlColumns, width) {
    const count = natural.length;
    const last = count - 1;
    const widths = [...natural];
    const total = () => widths.reduce((sum, w) => sum + w, 0) + GAP.length * last;
    /** The URL columns, widest first, one character at a time, down to `floor`. */
    const shrinkUrls = (floor, budget) => {
        while (budget() > 0) {
            const widest = [...urlColumns]
                .filter((i) => (widths[i] ?? 0) > floor)
                .sort((a, b) => (widths[b] ?? 0) - (widths[a] ?? 0))[0];
            if (widest === undefined)
                return;
            widths[widest] = (widths[widest] ?? 0) - 1;
        }
    };
    if (width !== null && total() > width) {
        for (const step of SHRINK_STEPS) {
            widths[last] = Math.max(Math.min(natural[last] ?? 0, step.last), (widths[last] ?? 0) - (total() - width));
            if (step.url !== null)
                shrinkUrls(step.url, () => total() - width);
            if (total() <= width)
                break;
        }
        // Whatever the URLs left over goes back to the last column.
        if (total() < width)
            widths[last] = Math.min(natural[last] ?? 0, (widths[last] ?? 0) + width - total());
    }
    const stacked = width !== null && total() > width;
    if (stacked && width !== null) {
        // The row without its last column; the URLs share what is left.
        const beside = () => widths.slice(0, last).reduce((sum, w) => sum + w, 0) + GAP.length * (last - 1);
        for (const i of urlColumns)
            widths[i] = natural[i] ?? 0;
        shrinkUrls(MIN_URL_WIDTH, () => beside() - width);
        widths[last] = Math.max(20, width - STACK_INDENT.length);
    }
    const indent = stacked
        ? STACK_INDENT
        : ' '.repeat(widths.slice(0, last).reduce((sum, w) => sum + w + GAP.length, 0));
    for (const row of table) {
        const cells = row.map((cell, i) => urlColumns.has(i) ? cutMiddle(cell, widths[i] ?? cell.length) : cell);
        const lines = wrap(cells[last] ?? '', widths[last] ?? 0).filter((line) => line !== '');
        const first = stacked ? '' : (lines.shift() ?? '');
        yield cells
            .map((cell, i) => (i === last ? first : cell.padEnd(widths[i] ?? 0)))
            .join(GAP)
            .trimEnd();
        for (const more of lines)
            yield `${indent}${more}`;
    }
}
/** `text` in at most `width` characters, its middle replaced by …. */
function cutMiddle(text, width) {
    if (text.length <= width)
        return text;
    if (width <= 1)
        return '…'.slice(0, width);
    const head = Math.ceil((width - 1) / 2);
    return `${text.slice(0, head)}…${text.slice(text.length - (width - 1 - head))}`;
}
/** Lines of at most `width` characters, broken at spaces (a longer word is cut). */
function wrap(text, width) {
    if (text.length <= width || width <= 0)
        return [text];
    const lines = [];
    let line = '';
    for (let word of text.split(' ')) {
        while (word.length > width) {
            if (line !== '')
                lines.push(line);
            line = '';
            lines.push(word.slice(0, width));
            word = word.slice(width);
        }
        if (line === '')
            line = word;
        else if (line.length + 1 + word.length <= width)
            line += ` ${word}`;
        else {
            lines.push(line);
            line = word;
        }
    }
    if (line !== '')
        lines.push(line);
    return lines;
}
/**
 * Each page's failed checks with the page's own evidence, and the findings across pages; with
 * `explain`, why each matters and how to fix it too.
 */
function* findingLines(run, explain) {
    // Whether any line was given: the closing hint follows only then.
    let any = false;
    const changeOf = (0,changes/* changesOf */.fs)(run);
    for (const outcome of (0,changes/* regressedFirst */.LA)(run)) {
        const change = changeOf(outcome);
        const severities = (0,checks/* severitiesOn */.JL)(run.verdict.findings, outcome.url);
        const failed = (0,changes/* markedFailedChecks */.lm)(outcome, change, severities);
        const fixed = change?.fixed ?? [];
        if (failed.length === 0 && fixed.length === 0)
            continue;
        any = true;
        const grade = outcome.grade ? `${outcome.grade}, ${(0,format/* formatScore */.y)(outcome.score)}` : 'no result';
        const mark = change === null || (0,changes/* changeMark */.uM)(change) === '' ? '' : `, ${(0,changes/* changeMark */.uM)(change)}`;
        yield '';
        yield (0,safe_text/* neutralise */.$0)(`${outcome.url} (${grade}${mark}): ${(0,format/* plural */.LS)(failed.length, 'failed check')}`);
        for (const { finding, mark } of failed) {
            const tag = mark === null ? '' : ` [${mark}]`;
            yield (0,safe_text/* neutralise */.$0)(`  ${mark === 'accepted' ? '~' : '✗'} ${(0,checks/* findingLine */.mC)(finding, severities.get(finding.key) ?? 'off')}${tag}`);
            if (explain) {
                yield `      Why: ${finding.why}`;
                yield `      Fix: ${finding.fix}`;
            }
        }
        if (fixed.length > 0)
            yield (0,safe_text/* neutralise */.$0)(`  ✓ fixed since the baseline: ${fixed.map(wording/* checkLabel */.v8).join(', ')}`);
    }
    if (run.siteFindings.length > 0) {
        any = true;
        yield '';
        yield 'Across the audited pages:';
        for (const finding of run.siteFindings) {
            const { text, pages } = (0,site/* siteFindingText */.c)(finding);
            yield (0,safe_text/* neutralise */.$0)(`  ✗ ${text}`);
            for (const page of pages)
                yield (0,safe_text/* neutralise */.$0)(`      ${page}`);
        }
    }
    if (any && !explain) {
        yield '';
        yield 'Run with --explain to read why each check matters and how to fix it.';
    }
}
/** "noindex, canonical (and title, text compression)": a page's errors, then its warnings. */
function severityText(context, url) {
    // One walk over the page's findings for both (the table asks twice a page: widths, then rows).
    const errors = [];
    const warnings = [];
    for (const found of (0,checks/* findingsOn */.Is)(context.verdict.findings, url)) {
        if (found.severity === 'error')
            errors.push(found.key.replaceAll('_', ' '));
        else if (found.severity === 'warning')
            warnings.push(found.key.replaceAll('_', ' '));
    }
    if (warnings.length === 0)
        return errors.join(', ');
    return `${errors.length > 0 ? `${errors.join(', ')} ` : ''}(${errors.length > 0 ? 'and ' : ''}${warnings.join(', ')})`;
}
/** The verdict and the same per-URL array as the action's `results` output. */
function renderJson(context, words) {
    return [...jsonParts(context, words)].join('');
}
/**
 * The JSON of renderJson a member at a time, and its per-page arrays (findings, results) an
 * element at a time: a whole site's is written as it is made, not held whole.
 */
function* jsonParts(context, words) {
    const { verdict } = context;
    const members = [
        ['passed', verdict.passed],
        ['verdict', words.verdictLine(context)],
        ['worstGrade', verdict.worstGrade],
        ['counts', verdict.counts],
        ['reasons', verdict.reasons.map(words.reason)],
        ['warnings', [...verdict.warnings.map(words.reason), ...context.baselineWarnings]],
        ['errorCount', (0,outputs/* countOf */.pq)(verdict.findings, 'error')],
        ['warningCount', (0,outputs/* countOf */.pq)(verdict.findings, 'warning')],
        ['findings', new JsonElements((0,outputs/* listedFindings */.A6)(context), outputs/* findingOutput */.Nj)],
        ['siteFindings', (0,outputs/* siteFindingsOf */.T3)(context)],
        [
            'results',
            new JsonElements(context.result.outcomes, (outcome) => (0,outputs/* resultOf */.Bg)(context, words, outcome)),
        ],
        ['baseline', context.comparison?.from ?? null],
        ['regressedPages', context.comparison?.regressed ?? 0],
        ['improvedPages', context.comparison?.improved ?? 0],
        ['regressions', (0,outputs/* regressionsOf */.W2)(context)],
    ];
    // With --crawl: what the crawl found, audited and left out (docs/crawl.md).
    if (context.crawl)
        members.push(['crawl', context.crawl]);
    // With --check-links: distinct targets checked and requests sent (docs/links.md); with
    // --check-external-links, the external part's counts too.
    if (context.links)
        members.push([
            'links',
            {
                targets: context.links.targets,
                requests: context.links.requests,
                ...(context.links.external ? { external: context.links.external } : {}),
            },
        ]);
    // JSON.stringify leaves C1 and bidi controls raw: escaped, the same value for a parser.
    for (const part of indentedJson(members))
        yield (0,safe_text/* escapeJsonInvisibles */.ID)(part);
}
/** An array of a JSON document made an element at a time, from the items it maps. */
class JsonElements {
    items;
    element;
    constructor(items, element) {
        this.items = items;
        this.element = element;
    }
}
/**
 * JSON.stringify({ ...members }, null, 2) and a line break, in parts that each end a line;
 * a JsonElements member is written an element at a time. (Members whose value is undefined
 * are not given: JSON.stringify would leave them out.)
 */
function* indentedJson(members) {
    /** A value at depth `depth`: its lines after the first indented as JSON.stringify's. */
    const nested = (value, depth) => (JSON.stringify(value, null, 2) ?? 'null').replaceAll('\n', `\n${'  '.repeat(depth)}`);
    if (members.length === 0) {
        yield '{}\n';
        return;
    }
    yield '{\n';
    for (const [index, [key, value]] of members.entries()) {
        const comma = index < members.length - 1 ? ',' : '';
        const name = `  ${JSON.stringify(key)}: `;
        if (!(value instanceof JsonElements)) {
            yield `${name}${nested(value, 1)}${comma}\n`;
            continue;
        }
        // One element behind: only the last one has no comma after it.
        let previous = null;
        for (const item of value.items) {
            const element = `    ${nested(value.element(item), 2)}`;
            yield previous === null ? `${name}[\n` : `${previous},\n`;
            previous = element;
        }
        yield previous === null ? `${name}[]${comma}\n` : `${previous}\n  ]${comma}\n`;
    }
    yield '}\n';
}
/** One test suite, one test case per URL: a failure when the page fails the verdict, an error
 * when it has no result. */
function renderJunit(context, words, place) {
    return [...junitParts(context, words, place)].join('');
}
/** The XML of renderJunit a test case at a time. */
function* junitParts(context, words, place) {
    const { result, verdict } = context;
    // The page's own part of the run's verdict: the reasons that name it, as the engine gave them.
    const reasonsOn = new Map();
    for (const reason of verdict.reasons) {
        const url = (0,app_verdict/* reasonUrl */.o)(reason);
        if (url === null)
            continue;
        const own = reasonsOn.get(url);
        if (own === undefined)
            reasonsOn.set(url, [reason]);
        else
            own.push(reason);
    }
    const testCase = (outcome) => {
        const seconds = (outcome.durationMs / 1000).toFixed(3);
        const open = `  <testcase name="${xml(outcome.url)}" classname="seo-report" time="${seconds}"`;
        const where = place(outcome);
        const out = where ? `\n    <system-out>${xml(`Report: ${where}`)}</system-out>` : '';
        if (outcome.failure !== null || outcome.grade === null) {
            const message = words.failure(outcome.failure);
            return `${open}>\n    <error message="${xml(message)}" type="error">${xml(message)}</error>${out}\n  </testcase>`;
        }
        const own = reasonsOn.get(outcome.url) ?? [];
        const warnings = (0,checks/* findingsOn */.Is)(verdict.findings, outcome.url).filter((finding) => finding.severity === 'warning');
        const warned = warnings.length === 0
            ? ''
            : `\n    <system-err>${xml(warnings.map((finding) => `Warning: ${(0,wording/* checkLabel */.v8)(finding.key)}: ${(0,catalogue/* describeCheck */.cn)(finding.key, finding.check)}`).join('\n'))}</system-err>`;
        if (own.length === 0)
            return `${open}>${out}${warned}${out || warned ? '\n  ' : ''}</testcase>`;
        const score = outcome.score === null ? 'no score' : `score ${(0,format/* formatScore */.y)(outcome.score)}`;
        const errorKeys = new Set(own.flatMap((reason) => (reason.kind === 'check' ? [reason.finding.key] : [])));
        const body = [
            ...own.map(words.reason),
            ...(0,checks/* failedChecks */.HH)(outcome)
                .filter((finding) => errorKeys.has(finding.key))
                .map((finding) => `Fix ${finding.name}: ${finding.fix}`),
        ].join('\n');
        const type = errorKeys.size > 0 ? 'error' : (outcome.grade ?? 'failure');
        return `${open}>\n    <failure message="${xml(`${outcome.grade}, ${score}`)}" type="${type}">${xml(body)}</failure>${out}${warned}\n  </testcase>`;
    };
    const failures = result.outcomes.filter((o) => o.failure === null && o.grade !== null && reasonsOn.has(o.url)).length;
    const errors = verdict.counts.errors;
    const time = (result.durationMs / 1000).toFixed(3);
    const counts = `tests="${result.outcomes.length}" failures="${failures}" errors="${errors}" skipped="0" time="${time}"`;
    yield `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="seo-report" ${counts}>
<testsuite name="SEO audit" ${counts}>
`;
    // The cases one a line or more, each followed by a line break (an empty line without any).
    if (result.outcomes.length === 0)
        yield '\n';
    for (const outcome of result.outcomes)
        yield `${testCase(outcome)}\n`;
    yield `</testsuite>
</testsuites>
`;
}
/**
 * Escapes text for XML content and attributes, dropping characters XML 1.0 cannot carry: XML's
 * five entities by the project's HTML escaper, line breaks and tabs as character references so
 * that an attribute keeps them.
 */
function xml(text) {
    const carried = text
        // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what XML 1.0 forbids
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
        .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
    return (0,safe_text/* escapeXmlInvisibles */.v6)((0,page_style/* escapeHtml */.ZD)(carried)
        .replaceAll('\n', '&#10;')
        .replaceAll('\r', '&#13;')
        .replaceAll('\t', '&#9;'));
}

;// CONCATENATED MODULE: ./src/client/cli/progress.ts
// What the audit shows while reports are generated, on standard error (standard output carries
// the results, which may be JSON piped elsewhere). On a terminal: a single line with a bar,
// redrawn in place, with each finished page printed above it. Elsewhere (CI logs, files): one
// plain line per finished page, since carriage returns make a mess of a log.


const BAR_WIDTH = 24;
const CLEAR_LINE = '\r\u001b[2K';
function createProgress(total, write, terminal, scrub = (text) => text) {
    let created = 0;
    let done = 0;
    const bar = () => {
        const waiting = created - done;
        const tail = waiting > 0 ? `, ${waiting} generating` : '';
        // No list up front (a whole project refreshed): the total is unknown, so count only.
        if (total === 0)
            return `${done} done${tail}`;
        const filled = Math.round((done / total) * BAR_WIDTH);
        return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${done}/${total} done${tail}`;
    };
    if (terminal)
        write(bar());
    return {
        reportCreated() {
            created += 1;
            if (terminal)
                write(`${CLEAR_LINE}${bar()}`);
        },
        urlDone(outcome) {
            done += 1;
            if (outcome.reportId === null)
                created += 1;
            const line = scrub((0,log/* logLine */.BP)(outcome, audit_options/* CLI_WORDS */.x));
            write(terminal ? `${CLEAR_LINE}${line}\n${bar()}` : `${line}\n`);
        },
        finish() {
            if (terminal)
                write(CLEAR_LINE);
        },
    };
}

;// CONCATENATED MODULE: ./src/client/cli/audit-command.ts
// seo-report audit: the action's audit from a command line. Same options, same job, same
// embedded service and report folder; only the edges differ (flags and SEO_REPORT_* variables in,
// a progress display on standard error, results on standard output or in a file, an exit code).













const AUDIT_HELP = `Usage: seo-report audit [options] URL...

Audits web pages for SEO through the SEO Report API v1 and prints a results table. Without
--base-url it starts the reference service in-process on 127.0.0.1 (throwaway key and database)
and stops it afterwards: write the reports with --report-dir to keep them.

Options (each also reads SEO_REPORT_<NAME>, e.g. SEO_REPORT_FAIL_ON; a flag wins):
  --urls URL                 A page to audit (repeatable; URLs may also be arguments, and one
                             value may hold several separated by commas, spaces or newlines)
  --base-url URL             Root of the SEO Report service (a trailing /api/v1 is cut
                             off, with a note); empty: the embedded service
  --api-key KEY              API key of the service (required with --base-url). Prefer
                             SEO_REPORT_API_KEY: flags show up in ps and shell history
  --privacy WORD             public, private or password (or 0, 1, 2); default private
  --password TEXT            Password of the reports (with --privacy password); prefer
                             SEO_REPORT_PASSWORD
  --project NAME             Project to create the reports in
  --fail-on GRADE            Fail when a page grades at or below bad or decent, or never
                             (default bad)
  --min-score N              Also fail when a page scores below N (0 to 100)
  --concurrency N            Reports in flight at once, 1 to 20 (default 8)
  --timeout SECONDS          For the whole audit, 1 to 21600 (default 600)
  --report-url TEMPLATE      Report links; placeholders {base-url}, {id}, {url}
                             (default {base-url}/reports/{id}; none with the embedded service)
  --report-dir DIR           Write every report to DIR: <id>.json, <id>.html, index.html and
                             results.json
  --allow-private-network    Embedded service only: let it audit loopback and private addresses
  --render                   Embedded service only: audit pages as headless Chromium renders
                             them (pages built by JavaScript); SEO_REPORT_BROWSER names the
                             browser when it is not in the usual places
  --header 'NAME: VALUE'     Embedded service only: send this header to the audited pages' own
                             origin, e.g. a protected preview's token (repeatable; prefer
                             SEO_REPORT_HEADERS, one per line: flags show in ps)
  --mode MODE                create (default), refresh (regenerate existing reports, create
                             only the missing) or delete (--report-ids, or --project alone)
  --report-ids IDS           With --mode delete: the reports to delete
  --sitemap URL              Add the pages of a sitemap.xml or sitemap index
  --max-pages N              Most pages found for the run (sitemap and --dir together) on
                             top of the URLs given: 1 to 1000, or to 10000 with the embedded
                             service (default 50); --max-urls is its old name
  --dir DIR                  Serve the build folder DIR on 127.0.0.1 and audit its pages
                             (embedded service only; auto: the first of dist, build, out,
                             _site, public with an index.html); see docs/site-dir.md
  --site-url ORIGIN          With --dir: the production origin (https://www.example.com),
                             read as the folder: canonicals and links to it are the site's own
  --base-path PATH           With --dir: the path the site is served under (/docs, /repo)
  --trailing-slash POLICY    With --dir: auto (default), always or never
  --spa-fallback FILE        With --dir: serve FILE (true: index.html) with 200 for unknown
                             routes, as single-page-app hosts do
  --shard I/N                Audit only share I of N of the URL list
  --crawl                    Crawl the site from the URLs given (with --dir, from the folder's
                             root page): its sitemap and the pages they link to, breadth
                             first, at most --max-pages pages in all (docs/crawl.md)
  --crawl-discovery WAY      reports (default: links from each page's report) or pages (the
                             CLI reads each page itself, ahead of the audits)
  --crawl-origins ORIGIN     Follow links to this origin too (repeatable)
  --crawl-robots false       Ignore robots.txt (a preview that blocks every crawler)
  --crawl-include PATTERN    Audit and follow only matching pages (/docs/*; repeatable)
  --crawl-exclude PATTERN    Neither audit nor follow matching pages (/tag/*; repeatable)
  --crawl-query keep         Keep query strings (default drop: /a?x=1 is /a)
  --crawl-sample 'PATTERN: N'  At most N pages matching PATTERN (/blog/*: 5; repeatable)
  --check-links MODE         internal: request every link and resource (images, scripts,
                             styles, fonts, media) on the audited origins once and report broken ones (errors), redirects,
                             noindex and robots.txt-blocked targets; off (default); docs/links.md
  --check-external-links     With --check-links internal: request targets on other sites too,
                             a few at a time per host; broken ones and those whose host refuses
                             bots (403, 429, 999, Cloudflare) are warnings
  --link-accept ITEM         Counts as working: a status (401), a range (500-599) or a URL
                             pattern, not requested (https://x.com/*; repeatable)
  --link-timeout SECONDS     Each link check request (default 30)
  --link-run-timeout SECONDS All external requests of the run (default 300)
  --link-cache FILE          Keep external answers between runs in FILE (JSON)
  --link-cache-max-age AGE   How long a working link is kept in it: 12h, 7d (default 1d)
  --baseline FILE            Compare each page with earlier results: a file written by
                             --format json, or results.json of --report-dir (missing: a
                             warning, e.g. on the first run)
  --baseline-url ORIGIN      Compare with the same paths on another origin, audited in the
                             same run (e.g. production against a preview)
  --fail-on-regression RULE  never (default), N (fail when a score drops by more than N
                             points), checks (fail when a check that passed now fails), or
                             both as N,checks
  --rule RULE                What a failed check means: 'keys: level', level error (fails
                             the run), warning, notice or off; 'PATTERN: keys: level' on
                             matching pages (/blog/*: open_graph: off); a key may name one
                             of its errors (title.length). Repeatable; see docs/rules.md
  --rules-file FILE          Rules, one a line (default: .seo-report-rules when present)
  --ignore-checks RULE       Accepted checks: keys (https_encryption, htst), or
                             'PATTERN: keys' (/blog/*: content_length); they count as
                             passed (repeatable; the rule 'keys: off'; docs/baselines.md)
  --format FORMAT            table (default), json, markdown or junit
  --output FILE              Write the format to FILE; the table still goes to standard output
  --explain                  Say why each failed check matters and how to fix it
  -h, --help                 Show this help

Progress goes to standard error: a bar on a terminal, one line per page otherwise.
The action's cleanup and summary inputs have no flag: a remote service keeps its reports (delete
them through the API), the embedded one takes them along when it stops; --format markdown gives
the job summary's text.

Exit codes: 0 the verdict passed, 1 it failed (a page at or below --fail-on, under --min-score,
regressed beyond --fail-on-regression, or without a result), 2 a wrong command line, option,
variable or baseline file, or a service that refused the key or is not an SEO Report API.

Examples:
  seo-report audit --allow-private-network http://127.0.0.1:3000/
  SEO_REPORT_API_KEY=... seo-report audit --base-url https://seo.example.com \\
    --format junit --output seo-junit.xml https://example.com/ https://example.com/pricing
`;
async function runAuditCommand(args, io) {
    const options = (0,audit_options/* parseAuditOptions */.V)(args, io.env);
    if (options === 'help') {
        io.stdout(AUDIT_HELP);
        return cli_io/* EXIT_OK */.Ij;
    }
    // A bar only where a person watches; CI logs and pipes get plain lines.
    const terminal = process.stderr.isTTY === true && io.env.TERM !== 'dumb' && !io.env.CI;
    return auditAndReport(options, io, terminal);
}
/** Runs the job of checked options and prints it; also the demo's audit. */
async function auditAndReport(options, io, terminal) {
    const { config } = options;
    const out = new safe_text/* SafeText */.Po([
        config.target.kind === 'remote' ? config.target.apiKey : null,
        config.password,
        ...(config.target.kind === 'embedded' ? Object.values(config.target.headers) : []),
    ]);
    const say = (line) => io.stderr(`${out.line(line)}\n`);
    for (const notice of config.notices)
        say(`note: ${audit_options/* CLI_WORDS */.x.message(notice)}`);
    for (const warning of config.warnings)
        say(`warning: ${audit_options/* CLI_WORDS */.x.message(warning)}`);
    const cancel = new AbortController();
    void io.stopRequested().then((signal) => {
        io.stderr(`\n${signal}: stopping the audit; pages not finished count as errors\n`);
        cancel.abort();
    });
    let progress = null;
    const result = await (0,job/* runJob */.b5)(config, {
        onUrlList: (list) => {
            const { notes, warnings } = audit_options/* CLI_WORDS */.x.urlList(list);
            for (const line of [...notes, ...warnings])
                say(line);
        },
        onStart: ({ baseUrl, embedded, pages, crawl }) => {
            if (config.mode === 'delete')
                return;
            const what = crawl
                ? `Crawling and auditing up to ${(0,format/* plural */.LS)(pages, 'page')}`
                : `Auditing ${(0,format/* plural */.LS)(pages, 'page')}`;
            say(embedded
                ? `${what} with the embedded reference service at ${baseUrl} (no --base-url given)`
                : `${what} with ${baseUrl}`);
            progress = createProgress(pages, io.stderr, terminal, (text) => out.line(text));
        },
        onRetry: (event) => say((0,log/* retryLine */.Rn)(event)),
        onReportCreated: () => progress?.reportCreated(),
        onReportRefreshed: () => progress?.reportCreated(),
        onUrlDone: (outcome) => progress?.urlDone(outcome),
        onCrawled: (counts) => say(audit_options/* CLI_WORDS */.x.crawl(counts)),
        onNote: say,
        onDeleting: (reports, project, more) => {
            for (const line of (0,wording/* deletingLines */.cN)(reports, project, more))
                say(line);
        },
        onDeleted: (id, how) => say((0,wording/* deletedLine */.eM)(id, how, 'delete')),
    }, cancel.signal, { browserPath: io.env.SEO_REPORT_BROWSER?.trim() || undefined });
    progress?.finish();
    if (result.kind === 'failed') {
        const line = audit_options/* CLI_WORDS */.x.problem(result.problem);
        io.stderr(`seo-report audit: ${result.problem.kind === 'sitemap' ? `${result.problem.siteDir ? '--dir' : '--sitemap'}: ${line}` : out.line(line)}\n`);
        return result.problem.kind === 'sitemap' || result.problem.kind === 'baseline'
            ? cli_io/* EXIT_USAGE */.Ri
            : cli_io/* EXIT_FAILURE */.w5;
    }
    if (result.kind === 'delete')
        return printDeletion(result.run, io, out);
    return printAudit(result.run, options, io, out);
}
async function printAudit(run, options, io, out) {
    const { config } = options;
    const { result, verdict } = run;
    if (run.refreshed)
        io.stderr(`${(0,log/* refreshLine */.E2)(run.refreshed)}\n`);
    for (const warning of run.baselineWarnings)
        io.stderr(`${out.line(`warning: ${warning}`)}\n`);
    const files = new Map();
    if (config.reportDir !== undefined) {
        const { reportDirProblem, writeReportDir } = await Promise.all(/* import() */[__webpack_require__.e(295), __webpack_require__.e(119)]).then(__webpack_require__.bind(__webpack_require__, 6119));
        try {
            const written = await writeReportDir(config.reportDir, {
                outcomes: result.outcomes,
                results: (0,outputs/* resultsOf */.qS)(run, audit_options/* CLI_WORDS */.x),
                findings: verdict.findings,
                siteFindings: run.siteFindings,
                scrub: (text) => out.block(text),
            });
            for (const report of written)
                files.set(report.id, (0,external_node_path_.join)(config.reportDir, report.html));
        }
        catch (error) {
            io.stderr(`${out.line(`warning: --report-dir: the reports could not be written to ${config.reportDir}: ${reportDirProblem(error)}`)}\n`);
        }
    }
    const place = (outcome) => run.reportLink(outcome) ?? (outcome.reportId ? (files.get(outcome.reportId) ?? null) : null);
    // Each output is written as it is made, in pieces: a whole site's table or JSON is never
    // held as one string (docs/benchmarks.md, "Memory as the site grows").
    const tableOf = (width) => tableParts(run, audit_options/* CLI_WORDS */.x, place, { explain: options.explain, width });
    const formatted = () => options.format === 'table'
        ? // Fitted to the screen on standard output; a file gets the whole table.
            tableOf(options.output === null ? (0,cli_io/* tableWidth */.PF)(io) : null)
        : options.format === 'json'
            ? jsonParts(run, audit_options/* CLI_WORDS */.x)
            : options.format === 'markdown'
                ? [(0,summary/* renderSummary */.B)(run, audit_options/* CLI_WORDS */.x)]
                : junitParts(run, audit_options/* CLI_WORDS */.x, place);
    if (options.output !== null) {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(options.output), { recursive: true });
        const file = await (0,promises_.open)(options.output, 'w');
        try {
            for (const piece of out.blockPieces(formatted()))
                await file.write(piece, null, 'utf8');
        }
        finally {
            await file.close();
        }
        for (const piece of out.blockPieces(tableOf((0,cli_io/* tableWidth */.PF)(io))))
            io.stdout(piece);
        io.stderr(`Wrote the ${options.format} results to ${options.output}\n`);
    }
    else {
        for (const piece of out.blockPieces(formatted()))
            io.stdout(piece);
        // Whoever reads a JSON or XML stream still sees the verdict.
        if (options.format !== 'table')
            io.stderr(`${audit_options/* CLI_WORDS */.x.verdictLine(run)}\n`);
    }
    // Private report links of our own service open after a sign-in there: say where, once.
    const signInUrl = run.linkNotes.signInUrl;
    if (signInUrl)
        io.stderr(`${out.line(`Report links: ${(0,wording/* privateReportHint */.fY)(signInUrl)}.`)}\n`);
    if (config.reportDir !== undefined && files.size > 0) {
        io.stderr(`Wrote ${(0,format/* plural */.LS)(files.size, 'report')} to ${config.reportDir} (open ${(0,external_node_path_.join)(config.reportDir, 'index.html')})\n`);
    }
    // A refused key or a base URL that is not the API: a configuration error, not a bad page.
    if (result.fatal !== null)
        return cli_io/* EXIT_USAGE */.Ri;
    return verdict.passed ? cli_io/* EXIT_OK */.Ij : cli_io/* EXIT_FAILURE */.w5;
}
function printDeletion(run, io, out) {
    const { deleted, failed, left } = run.outcome;
    for (const { id, error } of failed)
        io.stderr(`${out.line(`could not delete report ${id}: ${audit_options/* CLI_WORDS */.x.error(error)}`)}\n`);
    for (const id of left)
        io.stderr(`${out.line(`could not delete report ${id}: the timeout passed first`)}\n`);
    if (run.more && run.project !== null)
        io.stderr(`${out.line(`warning: ${(0,wording/* moreToDeleteLine */.qs)(run.project)}`)}\n`);
    // One id a line: an id from the service is neutralised so that it stays one line.
    io.stdout(deleted.map((id) => `${out.line(id)}\n`).join(''));
    return failed.length === 0 && left.length === 0 ? cli_io/* EXIT_OK */.Ij : cli_io/* EXIT_FAILURE */.w5;
}


/***/ }),

/***/ 5254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ parseAuditOptions),
/* harmony export */   x: () => (/* binding */ CLI_WORDS)
/* harmony export */ });
/* harmony import */ var _shared_cli_usage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1207);
/* harmony import */ var _app_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1565);
/* harmony import */ var _app_messages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6519);
/* harmony import */ var _app_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(323);
// The audit command's options: the job's options as flags and SEO_REPORT_* variables, checked by
// the same parser as the action's inputs (src/client/app/config.ts), so that both faces accept the same
// values with the same rules. Only the wording differs: "--fail-on ..." where the action says
// "Input fail-on: ...".




/** Options as this command line names them. */
const CLI_WORDING = {
    option: (name, value) => {
        const flag = name === 'site-dir' ? '--dir' : `--${name}`;
        return value === undefined ? flag : `${flag} ${value}`;
    },
    phrase: (phrase) => ({
        secret_source: 'prefer the SEO_REPORT_* variable: flags show in ps',
        key_source: 'pass the key in SEO_REPORT_API_KEY',
        drop_password: 'add --privacy password, or drop it',
        split_list: 'in one run (split them across runs)',
        allow_private_network: 'add --allow-private-network (a service of your own behind --base-url must allow them itself: seo-report serve --allow-private-network)',
        trust_ca: 'start seo-report with NODE_EXTRA_CA_CERTS=/path/to/ca.pem set, which Node reads as it starts',
    })[phrase],
};
const CLI_WORDS = (0,_app_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .wordsFor */ .tu)(CLI_WORDING);
const AUDIT_COMMAND = 'seo-report audit';
const OUTPUT_FORMATS = ['table', 'json', 'markdown', 'junit'];
/** The job's options that the CLI takes, by name; the action's `cleanup` and `summary` are not. */
const INPUT_FLAGS = [
    'base-url',
    'api-key',
    'urls',
    'privacy',
    'password',
    'project',
    'fail-on',
    'min-score',
    'concurrency',
    'timeout',
    'report-url',
    'report-dir',
    'allow-private-network',
    'render',
    'headers',
    'mode',
    'report-ids',
    'sitemap',
    'max-urls',
    'max-pages',
    'site-dir',
    'site-url',
    'base-path',
    'trailing-slash',
    'spa-fallback',
    'shard',
    'baseline',
    'baseline-url',
    'fail-on-regression',
    'ignore-checks',
    'rules',
    'rules-file',
    'crawl',
    'crawl-discovery',
    'crawl-origins',
    'crawl-robots',
    'crawl-include',
    'crawl-exclude',
    'crawl-query',
    'crawl-sample',
    'check-links',
    'check-external-links',
    'link-accept',
    'link-timeout',
    'link-run-timeout',
    'link-cache',
    'link-cache-max-age',
];
const FLAG_OPTIONS = {
    'base-url': { type: 'string' },
    'api-key': { type: 'string' },
    urls: { type: 'string', multiple: true },
    privacy: { type: 'string' },
    password: { type: 'string' },
    project: { type: 'string' },
    'fail-on': { type: 'string' },
    'min-score': { type: 'string' },
    concurrency: { type: 'string' },
    timeout: { type: 'string' },
    'report-url': { type: 'string' },
    'report-dir': { type: 'string' },
    'allow-private-network': { type: 'boolean' },
    render: { type: 'boolean' },
    header: { type: 'string', multiple: true },
    mode: { type: 'string' },
    'report-ids': { type: 'string' },
    sitemap: { type: 'string' },
    'max-urls': { type: 'string' },
    'max-pages': { type: 'string' },
    dir: { type: 'string' },
    'site-url': { type: 'string' },
    'base-path': { type: 'string' },
    'trailing-slash': { type: 'string' },
    'spa-fallback': { type: 'string' },
    shard: { type: 'string' },
    baseline: { type: 'string' },
    'baseline-url': { type: 'string' },
    'fail-on-regression': { type: 'string' },
    'ignore-checks': { type: 'string', multiple: true },
    rule: { type: 'string', multiple: true },
    'rules-file': { type: 'string' },
    crawl: { type: 'boolean' },
    'crawl-discovery': { type: 'string' },
    'crawl-origins': { type: 'string', multiple: true },
    'crawl-robots': { type: 'string' },
    'crawl-include': { type: 'string', multiple: true },
    'crawl-exclude': { type: 'string', multiple: true },
    'crawl-query': { type: 'string' },
    'crawl-sample': { type: 'string', multiple: true },
    'check-links': { type: 'string' },
    'check-external-links': { type: 'boolean' },
    'link-accept': { type: 'string', multiple: true },
    'link-timeout': { type: 'string' },
    'link-run-timeout': { type: 'string' },
    'link-cache': { type: 'string' },
    'link-cache-max-age': { type: 'string' },
    format: { type: 'string' },
    output: { type: 'string' },
    explain: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
/** SEO_REPORT_ plus the input's name upper-cased, dashes to underscores. */
function envName(input) {
    return `SEO_REPORT_${input.toUpperCase().replaceAll('-', '_')}`;
}
function parseAuditOptions(args, env) {
    const { values, positionals } = (0,_shared_cli_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Qx)(AUDIT_COMMAND, args, FLAG_OPTIONS, true);
    const format = (values.format ?? 'table');
    if (values.help)
        return 'help';
    if (!OUTPUT_FORMATS.includes(format)) {
        throw new _shared_cli_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${AUDIT_COMMAND}: --format must be ${OUTPUT_FORMATS.slice(0, -1).join(', ')} or junit (got ${JSON.stringify(values.format)})`);
    }
    if (values.output !== undefined && values.output.trim() === '') {
        throw new _shared_cli_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${AUDIT_COMMAND}: --output needs a file name`);
    }
    // A flag wins over its variable; URLs come from arguments and --urls together.
    const fromFlag = (input) => {
        if (input === 'urls') {
            const urls = [...positionals, ...(values.urls ?? [])];
            return urls.length > 0 ? urls.join('\n') : undefined;
        }
        if (input === 'allow-private-network' ||
            input === 'render' ||
            input === 'crawl' ||
            input === 'check-external-links')
            return values[input] ? 'true' : undefined;
        if (input === 'link-accept' ||
            input === 'crawl-origins' ||
            input === 'crawl-include' ||
            input === 'crawl-exclude' ||
            input === 'crawl-sample')
            return values[input]?.join('\n');
        if (input === 'headers')
            return values.header?.join('\n');
        if (input === 'ignore-checks')
            return values['ignore-checks']?.join('\n');
        if (input === 'rules')
            return values.rule?.join('\n');
        if (input === 'site-dir')
            return values.dir;
        return values[input];
    };
    const source = new Map();
    const read = (input) => {
        if (!INPUT_FLAGS.includes(input))
            return '';
        const flag = fromFlag(input);
        if (flag !== undefined) {
            source.set(input, 'flag');
            return flag;
        }
        const variable = env[envName(input)];
        if (variable !== undefined && variable !== '')
            source.set(input, 'env');
        return variable ?? '';
    };
    try {
        const config = (0,_app_config_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJobConfig */ .PD)(read);
        if (config.baseline !== undefined && config.baseline.kind !== 'file')
            throw new _shared_cli_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${AUDIT_COMMAND}: --baseline ${config.baseline.kind === 'comment' ? 'comment' : 'branch:<name>'} is read by the GitHub Action only; give a results file (written by --format json, or results.json of --report-dir)`);
        return {
            config,
            format,
            output: values.output ?? null,
            explain: values.explain === true,
        };
    }
    catch (error) {
        if (error instanceof _app_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .OptionError */ .eR) {
            const flag = error.option === 'headers'
                ? '--header'
                : error.option === 'rules'
                    ? '--rule'
                    : error.option === 'site-dir'
                        ? '--dir'
                        : `--${error.option}`;
            const name = source.get(error.option) === 'env' ? envName(error.option) : flag;
            throw new _shared_cli_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${AUDIT_COMMAND}: ${name} ${CLI_WORDS.message(error.problem)}`);
        }
        throw error;
    }
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

//# sourceMappingURL=361.index.js.map