export const id = 361;
export const ids = [361];
export const modules = {

/***/ 2470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Z: () => (/* binding */ renderOutputs),
/* harmony export */   W2: () => (/* binding */ regressionsOf),
/* harmony export */   qS: () => (/* binding */ resultsOf)
/* harmony export */ });
/* harmony import */ var _baseline_pages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9787);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1628);
// The action's outputs and the results array that the CLI's JSON, results.json of a report-dir
// and the outputs share: typed, serialised once where it is written.


function resultsOf(run, words) {
    return run.result.outcomes.map((outcome) => ({
        url: outcome.url,
        id: outcome.reportId,
        grade: outcome.grade,
        score: outcome.score,
        'report-url': run.reportLink(outcome),
        error: outcome.failure === null ? null : words.failure(outcome.failure),
        'failed-checks': outcome.failure === null ? (0,_baseline_pages_js__WEBPACK_IMPORTED_MODULE_0__/* .failedCheckKeys */ .G)(outcome.report) : null,
    }));
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
function renderOutputs(run, results) {
    return {
        regressions: (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeJsonInvisibles */ .ID)(JSON.stringify(regressionsOf(run))),
        'regressed-pages': String(run.comparison?.regressed ?? 0),
        'improved-pages': String(run.comparison?.improved ?? 0),
        // Escaped as the CLI's JSON is: a step that echoes the output prints nothing raw.
        results: (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeJsonInvisibles */ .ID)(JSON.stringify(results)),
        'report-ids': run.result.outcomes
            .flatMap((o) => (o.reportId === null ? [] : [o.reportId]))
            .join(','),
        'worst-grade': run.verdict.worstGrade ?? '',
        passed: String(run.verdict.passed),
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
var job = __webpack_require__(6636);
// EXTERNAL MODULE: ./src/client/app/render/log.ts
var log = __webpack_require__(5954);
// EXTERNAL MODULE: ./src/client/app/render/outputs.ts
var outputs = __webpack_require__(2470);
// EXTERNAL MODULE: ./src/client/app/render/summary.ts
var summary = __webpack_require__(684);
// EXTERNAL MODULE: ./src/client/app/safe-text.ts
var safe_text = __webpack_require__(1628);
// EXTERNAL MODULE: ./src/client/app/wording.ts
var wording = __webpack_require__(323);
// EXTERNAL MODULE: ./src/client/cli/audit-options.ts
var audit_options = __webpack_require__(5254);
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
    const compared = context.comparison !== null;
    const header = [
        'Page',
        'Grade',
        'Score',
        'Change',
        'Report',
        compared ? 'New failures' : 'Failed high-importance checks',
    ];
    const changeOf = (0,changes/* changesOf */.fs)(context);
    // Cells carry text from the service: one line each, no terminal control sequences.
    const rows = (0,changes/* regressedFirst */.LA)(context).map((outcome) => {
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
                    : (0,checks/* failedHighChecks */.v5)(outcome).join(', '),
        ].map(safe_text/* neutralise */.$0);
    });
    // Columns without anything in them (no links, no failures) are left out rather than blank.
    const keep = header.map((_, i) => i < 3 || (i === 3 && compared) || rows.some((row) => row[i] !== ''));
    const table = [header, ...rows].map((row) => row.filter((_, i) => keep[i]));
    // Page and Report hold URLs: the columns that may be cut in the middle to fit the width.
    // Indexes are of the kept columns.
    const kept = header.filter((_, i) => keep[i]);
    const urlColumns = new Set([0, ...(kept.includes('Report') ? [kept.indexOf('Report')] : [])]);
    const lines = layOut(table, urlColumns, options.width ?? null);
    const { verdict } = context;
    const closing = [
        ...(compared ? [`Compared with ${(0,safe_text/* neutralise */.$0)(context.comparison?.from ?? '')}.`] : []),
        ...findingLines(context, options.explain === true),
        '',
        words.verdictLine(context),
        ...verdict.reasons.map((reason) => `  ${(0,safe_text/* neutralise */.$0)(words.reason(reason))}`),
        ...verdict.warnings.map((warning) => `  warning: ${(0,safe_text/* neutralise */.$0)(words.reason(warning))}`),
    ];
    return `${lines.join('\n')}\n${closing.join('\n')}\n`;
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
 * Aligns the table's columns within `width` characters (null: as wide as the cells). When the
 * cells are wider, URL columns are cut in the middle with … (both the host and the end of the
 * path stay readable) and the last column wraps onto lines of its own width, so that a terminal
 * never folds a row. Where even that is too wide (an 80-column terminal with report links), the
 * last column goes under its row, wrapped to the whole width.
 */
function layOut(table, urlColumns, width) {
    const count = table[0]?.length ?? 0;
    const last = count - 1;
    const natural = Array.from({ length: count }, (_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
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
    return table.flatMap((row) => {
        const cells = row.map((cell, i) => urlColumns.has(i) ? cutMiddle(cell, widths[i] ?? cell.length) : cell);
        const lines = wrap(cells[last] ?? '', widths[last] ?? 0).filter((line) => line !== '');
        const first = stacked ? '' : (lines.shift() ?? '');
        const line = cells
            .map((cell, i) => (i === last ? first : cell.padEnd(widths[i] ?? 0)))
            .join(GAP)
            .trimEnd();
        return [line, ...lines.map((more) => `${indent}${more}`)];
    });
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
function findingLines(run, explain) {
    const lines = [];
    const changeOf = (0,changes/* changesOf */.fs)(run);
    for (const outcome of (0,changes/* regressedFirst */.LA)(run)) {
        const change = changeOf(outcome);
        const failed = (0,changes/* markedFailedChecks */.lm)(outcome, change);
        const fixed = change?.fixed ?? [];
        if (failed.length === 0 && fixed.length === 0)
            continue;
        const grade = outcome.grade ? `${outcome.grade}, ${(0,format/* formatScore */.y)(outcome.score)}` : 'no result';
        const mark = change === null || (0,changes/* changeMark */.uM)(change) === '' ? '' : `, ${(0,changes/* changeMark */.uM)(change)}`;
        lines.push('', (0,safe_text/* neutralise */.$0)(`${outcome.url} (${grade}${mark}): ${(0,format/* plural */.LS)(failed.length, 'failed check')}`));
        for (const { finding, mark } of failed) {
            const tag = mark === null ? '' : ` [${mark}]`;
            lines.push((0,safe_text/* neutralise */.$0)(`  ${mark === 'accepted' ? '~' : '✗'} ${(0,checks/* findingLine */.mC)(finding)}${tag}`));
            if (explain)
                lines.push(`      Why: ${finding.why}`, `      Fix: ${finding.fix}`);
        }
        if (fixed.length > 0)
            lines.push((0,safe_text/* neutralise */.$0)(`  ✓ fixed since the baseline: ${fixed.map(wording/* checkLabel */.v8).join(', ')}`));
    }
    if (run.siteFindings.length > 0) {
        lines.push('', 'Across the audited pages:');
        for (const finding of run.siteFindings) {
            const { text, pages } = (0,site/* siteFindingText */.c)(finding);
            lines.push((0,safe_text/* neutralise */.$0)(`  ✗ ${text}`), ...pages.map((page) => (0,safe_text/* neutralise */.$0)(`      ${page}`)));
        }
    }
    if (lines.length > 0 && !explain)
        lines.push('', 'Run with --explain to read why each check matters and how to fix it.');
    return lines;
}
/** The verdict and the same per-URL array as the action's `results` output. */
function renderJson(context, words) {
    const { verdict } = context;
    // JSON.stringify leaves C1 and bidi controls raw: escaped, the same value for a parser.
    return `${(0,safe_text/* escapeJsonInvisibles */.ID)(JSON.stringify({
        passed: verdict.passed,
        verdict: words.verdictLine(context),
        worstGrade: verdict.worstGrade,
        counts: verdict.counts,
        reasons: verdict.reasons.map(words.reason),
        warnings: [...verdict.warnings.map(words.reason), ...context.baselineWarnings],
        results: (0,outputs/* resultsOf */.qS)(context, words),
        baseline: context.comparison?.from ?? null,
        regressedPages: context.comparison?.regressed ?? 0,
        improvedPages: context.comparison?.improved ?? 0,
        regressions: (0,outputs/* regressionsOf */.W2)(context),
    }, null, 2))}\n`;
}
/** One test suite, one test case per URL: a failure when the page fails the verdict, an error
 * when it has no result. */
function renderJunit(context, words, place) {
    const { result, verdict } = context;
    const cases = result.outcomes.map((outcome) => {
        const seconds = (outcome.durationMs / 1000).toFixed(3);
        const open = `  <testcase name="${xml(outcome.url)}" classname="seo-report" time="${seconds}"`;
        const where = place(outcome);
        const out = where ? `\n    <system-out>${xml(`Report: ${where}`)}</system-out>` : '';
        if (outcome.failure !== null || outcome.grade === null) {
            const message = words.failure(outcome.failure);
            return `${open}>\n    <error message="${xml(message)}" type="error">${xml(message)}</error>${out}\n  </testcase>`;
        }
        // The page's own verdict, by the engine's rules (fail-on and min-score), not rewritten here.
        const own = (0,app_verdict/* decideVerdict */.A)({ ...result, fatal: null, outcomes: [outcome] }, context.failOn, context.minScore);
        if (own.passed)
            return `${open}>${out ? `${out}\n  ` : ''}</testcase>`;
        const score = outcome.score === null ? 'no score' : `score ${(0,format/* formatScore */.y)(outcome.score)}`;
        const body = [
            ...own.reasons.map(words.reason),
            ...(0,checks/* failedChecks */.HH)(outcome).map((finding) => `${(0,checks/* findingLine */.mC)(finding)} Fix: ${finding.fix}`),
        ].join('\n');
        return `${open}>\n    <failure message="${xml(`${outcome.grade}, ${score}`)}" type="${outcome.grade}">${xml(body)}</failure>${out}\n  </testcase>`;
    });
    const failures = result.outcomes.filter((o) => o.failure === null &&
        o.grade !== null &&
        !(0,app_verdict/* decideVerdict */.A)({ ...result, fatal: null, outcomes: [o] }, context.failOn, context.minScore)
            .passed).length;
    const errors = verdict.counts.errors;
    const time = (result.durationMs / 1000).toFixed(3);
    const counts = `tests="${result.outcomes.length}" failures="${failures}" errors="${errors}" skipped="0" time="${time}"`;
    return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="seo-report" ${counts}>
<testsuite name="SEO audit" ${counts}>
${cases.join('\n')}
</testsuite>
</testsuites>
`;
}
/** Escapes text for XML content and attributes, dropping characters XML 1.0 cannot carry. */
function xml(text) {
    return (0,safe_text/* escapeXmlInvisibles */.v6)(text
        // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what XML 1.0 forbids
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
        .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('"', '&quot;')
        .replaceAll("'", '&apos;')
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
  --max-urls N               Most pages taken from the sitemap, 1 to 1000 (default 50)
  --shard I/N                Audit only share I of N of the URL list
  --baseline FILE            Compare each page with earlier results: a file written by
                             --format json, or results.json of --report-dir (missing: a
                             warning, e.g. on the first run)
  --baseline-url ORIGIN      Compare with the same paths on another origin, audited in the
                             same run (e.g. production against a preview)
  --fail-on-regression RULE  never (default), N (fail when a score drops by more than N
                             points), checks (fail when a check that passed now fails), or
                             both as N,checks
  --ignore-checks RULE       Accepted checks: keys (https_encryption, htst), or
                             'PATTERN: keys' (/blog/*: content_length); they count as
                             passed (repeatable; see docs/baselines.md)
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
    const cancel = new AbortController();
    void io.stopRequested().then((signal) => {
        io.stderr(`\n${signal}: stopping the audit; pages not finished count as errors\n`);
        cancel.abort();
    });
    let progress = null;
    const result = await (0,job/* runJob */.b)(config, {
        onUrlList: (list) => {
            const { notes, warnings } = audit_options/* CLI_WORDS */.x.urlList(list);
            for (const line of [...notes, ...warnings])
                say(line);
        },
        onStart: ({ baseUrl, embedded, pages }) => {
            if (config.mode === 'delete')
                return;
            say(embedded
                ? `Auditing ${(0,format/* plural */.LS)(pages, 'page')} with the embedded reference service at ${baseUrl} (no --base-url given)`
                : `Auditing ${(0,format/* plural */.LS)(pages, 'page')} with ${baseUrl}`);
            progress = createProgress(pages, io.stderr, terminal, (text) => out.line(text));
        },
        onRetry: (event) => say((0,log/* retryLine */.Rn)(event)),
        onReportCreated: () => progress?.reportCreated(),
        onReportRefreshed: () => progress?.reportCreated(),
        onUrlDone: (outcome) => progress?.urlDone(outcome),
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
        io.stderr(`seo-report audit: ${result.problem.kind === 'sitemap' ? `--sitemap: ${line}` : out.line(line)}\n`);
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
        const { reportDirProblem, writeReportDir } = await Promise.all(/* import() */[__webpack_require__.e(295), __webpack_require__.e(500)]).then(__webpack_require__.bind(__webpack_require__, 6119));
        try {
            const written = await writeReportDir(config.reportDir, {
                outcomes: result.outcomes,
                results: (0,outputs/* resultsOf */.qS)(run, audit_options/* CLI_WORDS */.x),
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
    const tableOf = (width) => out.block(renderTable(run, audit_options/* CLI_WORDS */.x, place, { explain: options.explain, width }));
    // Fitted to the screen; a file gets the whole table.
    const table = tableOf((0,cli_io/* tableWidth */.PF)(io));
    const formatted = options.format === 'table'
        ? options.output === null
            ? table
            : tableOf(null)
        : out.block(options.format === 'json'
            ? renderJson(run, audit_options/* CLI_WORDS */.x)
            : options.format === 'markdown'
                ? (0,summary/* renderSummary */.B)(run, audit_options/* CLI_WORDS */.x)
                : renderJunit(run, audit_options/* CLI_WORDS */.x, place));
    if (options.output !== null) {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(options.output), { recursive: true });
        await (0,promises_.writeFile)(options.output, formatted, 'utf8');
        io.stdout(table);
        io.stderr(`Wrote the ${options.format} results to ${options.output}\n`);
    }
    else {
        io.stdout(formatted);
        // Whoever reads a JSON or XML stream still sees the verdict.
        if (options.format !== 'table')
            io.stderr(`${audit_options/* CLI_WORDS */.x.verdictLine(run)}\n`);
    }
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
/* harmony import */ var _app_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1793);
/* harmony import */ var _app_messages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6519);
/* harmony import */ var _app_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(323);
// The audit command's options: the job's options as flags and SEO_REPORT_* variables, checked by
// the same parser as the action's inputs (src/client/app/config.ts), so that both faces accept the same
// values with the same rules. Only the wording differs: "--fail-on ..." where the action says
// "Input fail-on: ...".




/** Options as this command line names them. */
const CLI_WORDING = {
    option: (name, value) => (value === undefined ? `--${name}` : `--${name} ${value}`),
    phrase: (phrase) => ({
        secret_source: 'prefer the SEO_REPORT_* variable: flags show in ps',
        key_source: 'pass the key in SEO_REPORT_API_KEY',
        drop_password: 'add --privacy password, or drop it',
        split_list: 'in one run (split them across runs)',
        allow_private_network: 'add --allow-private-network (a service of your own behind --base-url must allow them itself: seo-report serve --allow-private-network)',
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
    'shard',
    'baseline',
    'baseline-url',
    'fail-on-regression',
    'ignore-checks',
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
    shard: { type: 'string' },
    baseline: { type: 'string' },
    'baseline-url': { type: 'string' },
    'fail-on-regression': { type: 'string' },
    'ignore-checks': { type: 'string', multiple: true },
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
        if (input === 'allow-private-network' || input === 'render')
            return values[input] ? 'true' : undefined;
        if (input === 'headers')
            return values.header?.join('\n');
        if (input === 'ignore-checks')
            return values['ignore-checks']?.join('\n');
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
            const flag = error.option === 'headers' ? '--header' : `--${error.option}`;
            const name = source.get(error.option) === 'env' ? envName(error.option) : flag;
            throw new _shared_cli_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${AUDIT_COMMAND}: ${name} ${CLI_WORDS.message(error.problem)}`);
        }
        throw error;
    }
}


/***/ })

};

//# sourceMappingURL=361.index.js.map