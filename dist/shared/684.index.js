export const id = 684;
export const ids = [684];
export const modules = {

/***/ 9042:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LA: () => (/* binding */ regressedFirst),
/* harmony export */   QO: () => (/* binding */ scoreText),
/* harmony export */   fs: () => (/* binding */ changesOf),
/* harmony export */   lm: () => (/* binding */ markedFailedChecks),
/* harmony export */   uM: () => (/* binding */ changeMark)
/* harmony export */ });
/* harmony import */ var _shared_findings_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8497);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4227);
// How a page changed since its baseline, as every renderer writes it: "▼ 7.1", "▲ 3.2", "=",
// "new"; the checks that newly failed first, then the fixed ones, then the accepted ones.


/** The change of each page of the run, by URL (a run's URLs are distinct). */
function changesOf(run) {
    const byUrl = new Map((run.comparison?.pages ?? []).map((page) => [page.url, page]));
    return (outcome) => byUrl.get(outcome.url) ?? null;
}
/** "▼ 7.1" (worse), "▲ 3.2" (better), "=" (the same score), "new" (not in the baseline). */
function changeMark(change) {
    if (change.status === 'no_result')
        return '';
    if (change.delta === null)
        return 'new';
    if (Math.abs(change.delta) < 0.05)
        return '=';
    return `${change.delta < 0 ? '▼' : '▲'} ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatScore */ .y)(Math.abs(change.delta))}`;
}
/** Regressed pages first, each group in the run's order: what the reader came for. */
function regressedFirst(run) {
    const change = changesOf(run);
    const outcomes = run.result.outcomes;
    if (run.comparison === null)
        return outcomes;
    return [
        ...outcomes.filter((outcome) => change(outcome)?.status === 'regressed'),
        ...outcomes.filter((outcome) => change(outcome)?.status !== 'regressed'),
    ];
}
/** "71.4" or, when accepted checks raised it, "85.7 (service: 71.4)". */
function scoreText(outcome) {
    if (outcome.score === null)
        return '';
    const own = (0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatScore */ .y)(outcome.score);
    return outcome.serviceScore === undefined
        ? own
        : `${own} (service: ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatScore */ .y)(outcome.serviceScore)})`;
}
/**
 * A page's failed checks, most important first as ever, but the new ones before the rest (they
 * are what this change did) and the accepted ones after (asides).
 */
function markedFailedChecks(outcome, change, severities = new Map()) {
    const newly = new Set(change?.newlyFailed ?? []);
    const accepted = new Set(change?.accepted ?? []);
    const RANK = { new: 0, null: 1, accepted: 2 };
    // Within each mark, errors first, then warnings, notices; the report's order among equals.
    const SEVERITY_RANK = { error: 0, warning: 1, notice: 2 };
    const severityRank = (key) => SEVERITY_RANK[severities.get(key) ?? ''] ?? 3;
    return (0,_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .failedChecks */ .HH)(outcome)
        .map((finding) => ({
        finding,
        mark: newly.has(finding.key) ? 'new' : accepted.has(finding.key) ? 'accepted' : null,
    }))
        .sort((a, b) => RANK[a.mark ?? 'null'] - RANK[b.mark ?? 'null'] ||
        severityRank(a.finding.key) - severityRank(b.finding.key));
}


/***/ }),

/***/ 4227:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HH: () => (/* binding */ failedChecks),
/* harmony export */   Is: () => (/* binding */ findingsOn),
/* harmony export */   JL: () => (/* binding */ severitiesOn),
/* harmony export */   _s: () => (/* binding */ keysAt),
/* harmony export */   mC: () => (/* binding */ findingLine)
/* harmony export */ });
/* harmony import */ var _shared_findings_findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(132);
// A page's failed checks as every renderer lists them: the catalogue's name, the severity the
// rules gave it and the page's own evidence, with why it matters and how to fix it
// (src/shared/findings).

/** Every failed check of a page, most important first. */
function failedChecks(outcome) {
    return (0,_shared_findings_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .pageFindings */ .WA)(outcome.report?.checks).filter((finding) => finding.status === 'failed');
}
/** The verdict's findings grouped by page, built once per verdict: every renderer asks per page. */
const byPage = new WeakMap();
/** One page's findings (its failed checks at error, warning or notice), gravest first. */
function findingsOn(findings, url) {
    let pages = byPage.get(findings);
    if (pages === undefined) {
        pages = new Map();
        for (const found of findings) {
            const list = pages.get(found.url);
            if (list === undefined)
                pages.set(found.url, [found]);
            else
                list.push(found);
        }
        byPage.set(findings, pages);
    }
    return pages.get(url) ?? [];
}
/** The keys of one page's findings at one severity, in the verdict's order. */
function keysAt(findings, url, severity) {
    return findingsOn(findings, url)
        .filter((found) => found.severity === severity)
        .map((found) => found.key);
}
/**
 * Each failed check's severity on one page, by key, from the verdict's findings; an accepted
 * check (off) is absent, and reads as `off`.
 */
function severitiesOn(findings, url) {
    return new Map(findingsOn(findings, url).map((found) => [found.key, found.severity]));
}
/** "Title (warning): The title has 74 characters; keep it under 60." */
function findingLine(finding, severity) {
    return `${finding.name} (${severity}): ${finding.evidence}`;
}


/***/ }),

/***/ 9882:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ escapeMarkdown),
/* harmony export */   d: () => (/* binding */ escapeLinkTarget)
/* harmony export */ });
/* harmony import */ var entities__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8822);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1628);
// Escaping for the places text from a service or a page ends up in: markdown that GitHub renders
// as HTML (the job summary, the pull-request comment) and link targets in it.


/**
 * Text for markdown that GitHub renders: one line, HTML escaped, markdown syntax made literal, and
 * @mentions and issue references defused (a zero-width space after @ and #), so that a report
 * cannot notify people or cross-link issues.
 */
function escapeMarkdown(text) {
    return ((0,entities__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)((0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .neutralise */ .$0)(text))
        .replaceAll('"', '&quot;')
        .replace(/[\\|[\]`]/g, (char) => `\\${char}`)
        // @name after a space or at the start (not an e-mail address), and #123 anywhere (owner/repo#1).
        .replace(/(^|[^\p{L}\p{N}_.])@(?=[\p{L}\p{N}_])/gu, '$1@\u200B')
        .replace(/#(?=\d)/g, '#\u200B'));
}
/** A URL as the target of a markdown link. */
function escapeLinkTarget(url) {
    return (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_1__/* .neutralise */ .$0)(url)
        .replaceAll('(', '%28')
        .replaceAll(')', '%29')
        .replaceAll(' ', '%20')
        .replaceAll('<', '%3C')
        .replaceAll('>', '%3E');
}


/***/ }),

/***/ 1937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ siteFindingText)
/* harmony export */ });
/* harmony import */ var _shared_findings_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8497);
// Findings across the audited pages (src/client/app/site-findings.ts), worded for every renderer.

/** One sentence per finding; `pages` lists the pages involved. */
function siteFindingText(finding) {
    const count = (0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(finding.pages.length, 'page');
    switch (finding.kind) {
        case 'duplicate_title':
            return {
                text: `${count} share the title ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(finding.value, 80)}: give each page its own title.`,
                pages: finding.pages,
            };
        case 'duplicate_meta_description':
            return {
                text: `${count} share the meta description ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(finding.value, 80)}: describe each page on its own.`,
                pages: finding.pages,
            };
        case 'shared_canonical':
            return {
                text: `${count} declare the same canonical URL, ${finding.value}: search engines index only that one.`,
                pages: finding.pages,
            };
        case 'canonical_outside_audit':
            return {
                text: `${count} name ${finding.value} as canonical, a page outside the audited list: check that it is the page you mean.`,
                pages: finding.pages,
            };
        case 'broken_internal_link':
            return {
                text: `${count} link to ${finding.value}, which answered ${finding.status ?? 'an error'}: fix the page or the links.`,
                pages: finding.pages,
            };
    }
}


/***/ }),

/***/ 684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ renderSummary)
/* harmony export */ });
/* harmony import */ var _shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3073);
/* harmony import */ var _shared_findings_format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8497);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(323);
/* harmony import */ var _changes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9042);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4227);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9882);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5954);
/* harmony import */ var _site_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1937);
// The job summary in markdown (also the pull-request comment's body and the CLI's --format
// markdown). Text from the API or the user is escaped before it reaches markdown, because GitHub
// renders the summary's HTML.








/** GitHub refuses a step summary over 1 MiB; stay well under it with room for the footer. */
const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 4 * 1024;
function renderSummary(run, words, limitBytes = SUMMARY_LIMIT_BYTES, options = {}) {
    const { result, verdict } = run;
    const byteLength = options.limitInCharacters ? (text) => text.length : utf8Length;
    const limitWords = options.limitWords ?? 'a job summary is limited to 1 MiB';
    const head = [
        options.heading ?? '## SEO audit',
        '',
        `**${verdict.passed ? '✅' : '❌'} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)(words.verdictLine(run))}**`,
        '',
    ];
    if (run.refreshed)
        head.push((0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)((0,_log_js__WEBPACK_IMPORTED_MODULE_4__/* .refreshLine */ .E2)(run.refreshed)), '');
    if (result.fatal)
        head.push(`> ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)(words.apiError(result.fatal))}`, '');
    head.push(...errorLines(run, words));
    head.push(...baselineLines(run, words));
    // No page has a link (the embedded service's reports die with it): no empty column.
    const links = result.outcomes.some((outcome) => run.reportLink(outcome) !== null);
    const compared = run.comparison !== null;
    const checksHeading = compared ? 'Checks' : 'Errors and warnings';
    head.push(`| | Page | Grade | Score |${compared ? ' Change |' : ''} ${checksHeading} |${links ? ' Report |' : ''}`, `|---|---|---|---|${compared ? '---|' : ''}---|${links ? '---|' : ''}`);
    const change = (0,_changes_js__WEBPACK_IMPORTED_MODULE_2__/* .changesOf */ .fs)(run);
    const ordered = (0,_changes_js__WEBPACK_IMPORTED_MODULE_2__/* .regressedFirst */ .LA)(run);
    const rows = ordered.map((outcome) => summaryRow(run, outcome, links ? run.reportLink(outcome) : undefined, words, change));
    const foot = [
        '',
        `<sub>${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(result.outcomes.length, 'page')} audited in ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_6__/* .formatSeconds */ .Xo)(result.durationMs)}.${acceptedNote(run)}${linkNote(run, links)}</sub>`,
        '',
    ];
    let text = head.join('\n');
    let size = byteLength(text) + byteLength(foot.join('\n')) + 400;
    let shown = 0;
    for (const row of rows) {
        const rowSize = byteLength(row) + 1;
        if (size + rowSize > limitBytes)
            break;
        text += `\n${row}`;
        size += rowSize;
        shown += 1;
    }
    if (shown < rows.length) {
        text += `\n\n_${rows.length - shown} more pages are not shown: ${limitWords}. Every page is in the \`results\` output._`;
        return `${text}\n${foot.join('\n')}`;
    }
    const blocks = [
        ...siteBlock(run),
        ...ordered.flatMap((outcome) => {
            const block = failedChecksBlock(outcome, change(outcome), (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .severitiesOn */ .JL)(run.verdict.findings, outcome.url));
            return block === null ? [] : [block];
        }),
    ];
    let listed = 0;
    for (const block of blocks) {
        const blockSize = byteLength(block) + 2;
        if (size + blockSize > limitBytes)
            break;
        text += `\n\n${block}`;
        size += blockSize;
        listed += 1;
    }
    if (listed < blocks.length) {
        text += `\n\n_The failed checks of ${blocks.length - listed} more pages are not shown: ${limitWords}. Write the reports with \`report-dir\` to read them all._`;
    }
    return `${text}\n${foot.join('\n')}`;
}
/**
 * A page's failed checks, each with the page's own evidence, and how to fix them folded below:
 * null when none failed.
 */
function failedChecksBlock(outcome, change, severities) {
    const marked = (0,_changes_js__WEBPACK_IMPORTED_MODULE_2__/* .markedFailedChecks */ .lm)(outcome, change, severities);
    const failed = marked.map(({ finding }) => finding);
    const fixed = change?.fixed ?? [];
    if (failed.length === 0 && fixed.length === 0)
        return null;
    const items = marked.map(({ finding, mark }) => {
        const line = `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)(finding.name)}** (${severities.get(finding.key) ?? 'off'}): ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)(finding.evidence)}`;
        if (mark === 'new')
            return `- 🆕 ${line} _New since the baseline._`;
        if (mark === 'accepted')
            return `- <sub>accepted (ignore-checks): ${line}</sub>`;
        return `- ${line}`;
    });
    if (fixed.length > 0)
        items.push(`- ✅ Fixed since the baseline: ${fixed.map((key) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)((0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .checkLabel */ .v8)(key))).join(', ')}`);
    const fixes = failed.map((finding) => `- **${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)(finding.name)}**: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)(finding.fix)} _${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)(finding.why)}_`);
    const grade = outcome.grade ? `${outcome.grade}, ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_6__/* .formatScore */ .y)(outcome.score)}` : 'no result';
    const mark = change === null ? '' : (0,_changes_js__WEBPACK_IMPORTED_MODULE_2__/* .changeMark */ .uM)(change);
    return [
        `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)(outcome.url)}** (${grade}${mark === '' ? '' : `, ${mark}`}): ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(failed.length, 'failed check')}`,
        '',
        ...items,
        ...(fixes.length === 0
            ? []
            : [
                '',
                `<details><summary>How to fix ${failed.length === 1 ? 'it' : 'them'}</summary>`,
                '',
                ...fixes,
                '',
                '</details>',
            ]),
    ].join('\n');
}
/** The table's cell: the page's errors in bold, then its warnings. */
function severityCell(outcome, run) {
    const names = (severity) => (0,_checks_js__WEBPACK_IMPORTED_MODULE_3__/* .keysAt */ ._s)(run.verdict.findings, outcome.url, severity).map((key) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)((0,_shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .checkEntry */ .Tr)(key).name));
    const errors = names('error');
    const warnings = names('warning');
    return [
        ...(errors.length > 0 ? [`**${errors.join(', ')}**`] : []),
        ...(warnings.length > 0 ? [warnings.join(', ')] : []),
    ].join('; ');
}
/** The checks that failed at severity error, each with its page and the rule, first in view. */
function errorLines(run, words) {
    const errors = run.verdict.reasons.filter((reason) => reason.kind === 'check');
    if (errors.length === 0)
        return [];
    const shown = errors.slice(0, 20).map((reason) => `- ❌ ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)(words.reason(reason))}`);
    if (errors.length > shown.length)
        shown.push(`- … and ${errors.length - shown.length} more errors (the \`findings\` output lists them all)`);
    return [...shown, ''];
}
/** Where the baseline came from, why there was none, and which regression rule failed. */
function baselineLines(run, words) {
    const lines = run.baselineWarnings.map((warning) => `> ⚠️ ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)(warning)}`);
    if (run.comparison !== null) {
        const unknown = run.comparison.checksUnknown
            ? ' It records no failed checks (an older results file): only scores are compared.'
            : '';
        lines.push(`Compared with ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)(run.comparison.from)}.${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)(unknown)}`);
        const regressions = run.verdict.reasons.filter((reason) => reason.kind === 'score_drop' || reason.kind === 'new_failures');
        // A blank line first: not every markdown renderer lets a list interrupt a paragraph.
        if (regressions.length > 0)
            lines.push('');
        for (const reason of regressions)
            lines.push(`- ❌ ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)(words.reason(reason))}`);
    }
    return lines.length > 0 ? [...lines, ''] : [];
}
/** Says what a "(service: 71.4)" score means, when a page has one. */
function acceptedNote(run) {
    return run.result.outcomes.some((outcome) => outcome.serviceScore !== undefined)
        ? " Scores count the accepted checks (ignore-checks) as passed; '(service: …)' is the service's own score."
        : '';
}
/** Findings across the pages (duplicate titles, shared canonicals...), as one block. */
function siteBlock(run) {
    if (run.siteFindings.length === 0)
        return [];
    const items = run.siteFindings.map((finding) => {
        const { text, pages } = (0,_site_js__WEBPACK_IMPORTED_MODULE_7__/* .siteFindingText */ .c)(finding);
        const shown = pages.slice(0, 5).map(_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F).join(', ');
        const more = pages.length > 5 ? ` and ${pages.length - 5} more` : '';
        return `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)(text)} (${shown}${more})`;
    });
    return [['**Across the audited pages**', '', ...items].join('\n')];
}
/** Why a reader may not open the links: private reports, or reports the post step deletes. */
function linkNote(run, links) {
    if (!links)
        return '';
    const notes = [];
    if (run.linkNotes.privacy === 1)
        notes.push("the reports are private: only the API key's owner can open the links");
    if (run.linkNotes.privacy === 2)
        notes.push('the reports ask for their password');
    if (run.linkNotes.deletedAfterJob)
        notes.push('the post step deletes them after the job (cleanup)');
    return notes.length > 0 ? ` Report links: ${notes.join('; ')}.` : '';
}
function summaryRow(run, outcome, link, words, changeOf) {
    const compared = run.comparison !== null;
    const symbol = outcome.grade ? _log_js__WEBPACK_IMPORTED_MODULE_4__/* .GRADE_SYMBOL */ .jz[outcome.grade] : _log_js__WEBPACK_IMPORTED_MODULE_4__/* .GRADE_SYMBOL */ .jz.error;
    const grade = outcome.grade ?? 'error';
    const change = changeOf(outcome);
    const detail = outcome.grade === null || outcome.failure !== null
        ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)(words.failure(outcome.failure))
        : compared
            ? changedChecks(outcome, change)
            : severityCell(outcome, run);
    const cells = [symbol, (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)(outcome.url), grade, (0,_changes_js__WEBPACK_IMPORTED_MODULE_2__/* .scoreText */ .QO)(outcome)];
    if (compared)
        cells.push(change === null ? '' : (0,_changes_js__WEBPACK_IMPORTED_MODULE_2__/* .changeMark */ .uM)(change));
    cells.push(detail);
    if (link !== undefined)
        cells.push(link ? `[${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)(outcome.reportId ?? 'report')}](${(0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeLinkTarget */ .d)(link)})` : '');
    return `| ${cells.join(' | ')} |`;
}
/** With a baseline: the newly failed checks named first, then the fixed, then the accepted. */
function changedChecks(outcome, change) {
    const names = (keys) => keys.map((key) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)((0,_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .checkLabel */ .v8)(key))).join(', ');
    const parts = [];
    if (change !== null && change.newlyFailed.length > 0)
        parts.push(`**new: ${names(change.newlyFailed)}**`);
    const still = (0,_changes_js__WEBPACK_IMPORTED_MODULE_2__/* .markedFailedChecks */ .lm)(outcome, change).filter(({ finding, mark }) => mark === null && finding.importance === 'high');
    if (still.length > 0)
        parts.push(still.map(({ finding }) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_5__/* .escapeMarkdown */ .F)(finding.name)).join(', '));
    if (change !== null && change.fixed.length > 0)
        parts.push(`fixed: ${names(change.fixed)}`);
    if (change !== null && change.accepted.length > 0)
        parts.push(`<sub>accepted: ${names(change.accepted)}</sub>`);
    return parts.join('; ');
}
function utf8Length(text) {
    return Buffer.byteLength(text, 'utf8');
}


/***/ }),

/***/ 132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GH: () => (/* binding */ mostFailedChecks),
/* harmony export */   Gt: () => (/* binding */ countFindings),
/* harmony export */   WA: () => (/* binding */ pageFindings)
/* harmony export */ });
/* unused harmony exports readChecks, findingFor, compareFindings */
/* harmony import */ var _catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3073);
// A page's findings as renderers consume them: each check with its name, importance, status,
// evidence, why and fix, failed first and the most important first.


const IMPORTANCE_RANK = { high: 0, medium: 1, low: 2 };
const STATUS_RANK = { failed: 0, passed: 1, not_applicable: 2 };
function isImportance(value) {
    return value === 'high' || value === 'medium' || value === 'low';
}
/**
 * Checks from a report's raw `results` (any service's shape), read as every reader of reports
 * reads them (src/shared/report): none is an empty record here.
 */
function readChecks(results) {
    return readReportChecks(results) ?? {};
}
function findingFor(key, check) {
    const entry = (0,_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .checkEntry */ .Tr)(key);
    const status = check.passed === false ? 'failed' : check.passed === true ? 'passed' : 'not_applicable';
    return {
        key,
        name: entry.name,
        category: entry.category,
        categoryName: _catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .CATEGORY_NAMES */ .ku[entry.category],
        importance: isImportance(check.importance) ? check.importance : entry.importance,
        status,
        evidence: (0,_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .describeCheck */ .cn)(key, check),
        why: entry.why,
        fix: entry.fix,
    };
}
/** Failed, then passed, then not checked; within each, high before low, then report order. */
function compareFindings(a, b) {
    return (STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
        IMPORTANCE_RANK[a.importance] - IMPORTANCE_RANK[b.importance] ||
        (0,_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .catalogueOrder */ .sC)(a.key) - (0,_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .catalogueOrder */ .sC)(b.key) ||
        a.key.localeCompare(b.key));
}
/** Every check of a page as a finding, ordered by importance (failed first). */
function pageFindings(checks) {
    if (!checks)
        return [];
    return Object.entries(checks)
        .map(([key, check]) => findingFor(key, check))
        .sort(compareFindings);
}
function countFindings(findings) {
    let failed = 0;
    let passed = 0;
    for (const finding of findings) {
        if (finding.status === 'failed')
            failed++;
        else if (finding.status === 'passed')
            passed++;
    }
    return { failed, passed, notApplicable: findings.length - failed - passed };
}
/**
 * The checks that fail on most pages, most pages first, then the more important, then by key:
 * for a run's overview. Pages without checks (no result) are skipped.
 */
function mostFailedChecks(pages) {
    const byKey = new Map();
    for (const checks of pages) {
        for (const finding of pageFindings(checks)) {
            if (finding.status !== 'failed')
                continue;
            const known = byKey.get(finding.key);
            if (known)
                known.pages++;
            else {
                const { key, name, importance } = finding;
                byKey.set(key, { key, name, importance, pages: 1 });
            }
        }
    }
    return [...byKey.values()].sort((a, b) => b.pages - a.pages ||
        IMPORTANCE_RANK[a.importance] - IMPORTANCE_RANK[b.importance] ||
        a.key.localeCompare(b.key));
}


/***/ }),

/***/ 8822:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nc: () => (/* binding */ escapeUTF8),
/* harmony export */   X1: () => (/* binding */ escapeText)
/* harmony export */ });
/* unused harmony exports getCodePoint, XML_BITSET_VALUE, xmlEncodeRegex, encodeXML, escape, escapeAttribute */
/**
 * Get the named reference for an XML special character or U+00A0.
 * @param char Code unit matched by one of the escape regexes.
 */
function getEscape(char) {
    return char === 34
        ? "&quot;"
        : char === 38
            ? "&amp;"
            : char === 39
                ? "&apos;"
                : char === 60
                    ? "&lt;"
                    : char === 62
                        ? "&gt;"
                        : "&nbsp;";
}
/**
 * Read a code point at a given index.
 * @param input String to read the code point from.
 * @param index Current read position in the input string.
 * @returns The code point at `index`, or `undefined` if `index` is out of range.
 * @deprecated Use `String.prototype.codePointAt` directly instead; this export
 *   will be removed in the next major.
 */
const getCodePoint = (input, index) => input.codePointAt(index);
/**
 * Bitset for ASCII characters that need to be escaped in XML.
 */
const XML_BITSET_VALUE = 0x50_00_00_c4; // 32..63 -> 34 ("),38 (&),39 ('),60 (<),62 (>)
/**
 * Matches exactly the characters `encodeXML` escapes: the five XML special
 * characters plus every non-ASCII code unit (lone surrogates included — no
 * `u` flag). Kept in sync with `XML_BITSET_VALUE`.
 *
 * Shared with `encodeNonAsciiHTML` in `encode.ts`. Because the regex is
 * stateful (`g` flag), every call site must set `lastIndex` before use.
 */
// eslint-disable-next-line unicorn/prefer-unicode-code-point-escapes -- the `\u{...}` form requires the `u` flag, which we deliberately omit so lone surrogates match by code unit
const xmlEncodeRegex = /["&'<>\u0080-\uFFFF]/g;
/**
 * Whether `code` (a UTF-16 code unit) is escaped by {@link encodeXML}: a
 * non-ASCII unit, or one of the five XML specials flagged in
 * `XML_BITSET_VALUE` (which is only meaningful for code units 32-63).
 * @param code Code unit to test.
 */
function isXmlEscapable(code) {
    return (code >= 0x80 ||
        (code >= 32 && code < 64 && ((XML_BITSET_VALUE >>> code) & 1) === 1));
}
/**
 * Encodes all non-ASCII characters, as well as characters not valid in XML
 * documents using XML entities.
 *
 * If a character has no equivalent entity, a numeric hexadecimal reference
 * (eg. `&#xfc;`) will be used.
 * @param input Input string to encode.
 */
function encodeXML(input) {
    const { length } = input;
    let out;
    let last = 0;
    let index = 0;
    while (index < length) {
        const char = input.charCodeAt(index);
        /*
         * Find the next character to escape: scan a short window inline
         * (escapable characters cluster in markup-heavy input), then fall
         * back to the regex, which skips clean spans in native code.
         */
        if (!isXmlEscapable(char)) {
            const bound = Math.min(index + 32, length);
            let next = index + 1;
            while (next < bound && !isXmlEscapable(input.charCodeAt(next))) {
                next++;
            }
            if (next < bound) {
                index = next;
                continue;
            }
            if (next >= length)
                break;
            xmlEncodeRegex.lastIndex = next;
            if (!xmlEncodeRegex.test(input))
                break;
            index = xmlEncodeRegex.lastIndex - 1;
            continue;
        }
        if (out === undefined)
            out = input.substring(0, index);
        else if (last !== index)
            out += input.substring(last, index);
        if (char < 64) {
            // Known replacement
            out += getEscape(char);
            last = index += 1;
            continue;
        }
        // Non-ASCII: encode as numeric entity (handle surrogate pair)
        const cp = input.codePointAt(index);
        out += `&#x${cp.toString(16)};`;
        if (cp !== char)
            index++; // Skip trailing surrogate
        last = index += 1;
    }
    if (out === undefined)
        return input;
    if (last < length)
        out += input.substr(last);
    return out;
}
/**
 * Encodes all non-ASCII characters, as well as characters not valid in XML
 * documents using numeric hexadecimal reference (eg. `&#xfc;`).
 *
 * Have a look at `escapeUTF8` if you want a more concise output at the expense
 * of reduced transportability.
 * @param data String to escape.
 */
const escape = (/* unused pure expression or super */ null && (encodeXML));
/**
 * Escape `data` using `re`, mapping each matched character to its entity.
 * Every match is one UTF-16 code unit, so its index is `lastIndex - 1`.
 * @param re Global regex matching exactly the characters to escape
 *   (`"`, `&`, `'`, `<`, `>`, `\u00A0` at most).
 * @param data String to escape.
 */
function escapeWithRegex(re, data) {
    re.lastIndex = 0;
    if (!re.test(data))
        return data;
    let out = "";
    let last = 0;
    do {
        const index = re.lastIndex - 1;
        if (last !== index)
            out += data.substring(last, index);
        const char = data.charCodeAt(index);
        out += getEscape(char);
        last = index + 1;
    } while (re.test(data));
    return out + data.substring(last);
}
const xmlEscapeRegex = /["&'<>]/g;
/**
 * Encodes all characters not valid in XML documents using XML entities.
 *
 * Note that the output will be character-set dependent.
 * @param data String to escape.
 */
function escapeUTF8(data) {
    return escapeWithRegex(xmlEscapeRegex, data);
}
const attributeEscapeRegex = /["&\u{A0}]/gu;
/**
 * Encodes all characters that have to be escaped in HTML attributes,
 * following {@link https://html.spec.whatwg.org/multipage/parsing.html#escapingString}.
 * @param data String to escape.
 */
function escapeAttribute(data) {
    return escapeWithRegex(attributeEscapeRegex, data);
}
const textEscapeRegex = /[&<>\u{A0}]/gu;
/**
 * Encodes all characters that have to be escaped in HTML text,
 * following {@link https://html.spec.whatwg.org/multipage/parsing.html#escapingString}.
 * @param data String to escape.
 */
function escapeText(data) {
    return escapeWithRegex(textEscapeRegex, data);
}
//# sourceMappingURL=escape.js.map

/***/ })

};

//# sourceMappingURL=684.index.js.map