export const id = 678;
export const ids = [678];
export const modules = {

/***/ 7678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishAudit: () => (/* binding */ publishAudit),
  publishDeletion: () => (/* binding */ publishDeletion)
});

// UNUSED EXPORTS: OUTPUT_LIMIT_BYTES, fitResults

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/shared/findings/format.ts
var format = __webpack_require__(8497);
// EXTERNAL MODULE: ./src/client/app/wording.ts
var wording = __webpack_require__(323);
// EXTERNAL MODULE: ./src/client/app/render/changes.ts
var changes = __webpack_require__(9042);
// EXTERNAL MODULE: ./src/client/app/render/checks.ts
var checks = __webpack_require__(4227);
;// CONCATENATED MODULE: ./src/client/app/render/annotations.ts
// Annotations: an error per bad page and per page without a result, a warning per decent page.




function renderAnnotations(run, words) {
    const annotations = [];
    for (const outcome of run.result.outcomes) {
        const link = run.reportLink(outcome);
        const see = link ? ` Report: ${link}` : '';
        if (outcome.failure !== null || outcome.grade === null) {
            // After a fatal failure, the one failure line says it all.
            if (run.result.fatal && outcome.failure?.kind === 'stopped')
                continue;
            annotations.push({
                level: run.failOn === 'never' ? 'warning' : 'error',
                title: 'SEO audit failed for a page',
                message: `${outcome.url}: ${words.failure(outcome.failure)}.${see}`,
            });
        }
        else if (outcome.grade === 'bad' || outcome.grade === 'decent') {
            const high = (0,checks/* failedChecks */.HH)(outcome).filter((finding) => finding.importance === 'high');
            const failed = high.length > 0
                ? ` Failed: ${high.map((finding) => `${finding.name}: ${finding.evidence}`).join(' ')}`
                : '';
            annotations.push({
                level: outcome.grade === 'bad' ? 'error' : 'warning',
                title: `SEO: ${outcome.grade} page`,
                message: `${outcome.url} is ${outcome.grade} (score ${(0,format/* formatScore */.y)(outcome.score ?? 0)}).${failed}${see}`,
            });
        }
    }
    // Regressions: an error when the gate fails on the page, else a warning to look at.
    const failing = new Set(run.verdict.reasons.flatMap((reason) => reason.kind === 'score_drop' || reason.kind === 'new_failures' ? [reason.url] : []));
    for (const page of run.comparison?.pages ?? []) {
        if (page.status !== 'regressed')
            continue;
        const newly = page.newlyFailed.length > 0
            ? ` Newly failed: ${page.newlyFailed.map(wording/* checkLabel */.v8).join(', ')}.`
            : '';
        annotations.push({
            level: failing.has(page.url) ? 'error' : 'warning',
            title: 'SEO: page regressed',
            message: `${page.url}: ${(0,format/* formatScore */.y)(page.before)} to ${(0,format/* formatScore */.y)(page.after)} (${(0,changes/* changeMark */.uM)(page)}) since the baseline.${newly}`,
        });
    }
    return annotations;
}

// EXTERNAL MODULE: ./src/client/app/render/escape.ts
var render_escape = __webpack_require__(9882);
// EXTERNAL MODULE: ./src/client/app/render/log.ts
var log = __webpack_require__(5954);
// EXTERNAL MODULE: ./src/client/app/render/outputs.ts
var outputs = __webpack_require__(2470);
// EXTERNAL MODULE: ./src/client/app/render/summary.ts
var summary = __webpack_require__(684);
// EXTERNAL MODULE: ./src/client/action/inputs.ts
var action_inputs = __webpack_require__(2073);
;// CONCATENATED MODULE: ./src/client/action/publish.ts
// Writes a job's results where GitHub shows them: outputs, annotations, the job summary, the
// pull-request comment and the report folder; then the verdict. The summary, annotations and
// outputs come first, so a report folder that cannot be written costs a warning, not them.









/** GitHub keeps at most 1 MB per output: stay under it and say what was cut. */
const OUTPUT_LIMIT_BYTES = 1_000_000;
async function publishAudit(audit, inputs, out) {
    const { job } = inputs;
    // Only the action has cleanup: the summary and the comment say that their links will die.
    const run = {
        ...audit,
        linkNotes: { ...audit.linkNotes, deletedAfterJob: inputs.cleanup },
    };
    const { verdict } = run;
    if (run.refreshed)
        core.info((0,log/* refreshLine */.E2)(run.refreshed));
    const results = (0,outputs/* resultsOf */.qS)(run, action_inputs/* WORDS */.q9);
    for (const [name, value] of Object.entries((0,outputs/* renderOutputs */.$Z)(run, fitResults(results))))
        core.setOutput(name, out.block(value));
    for (const annotation of renderAnnotations(run, action_inputs/* WORDS */.q9)) {
        const report = annotation.level === 'error' ? core.error : core.warning;
        report(out.line(annotation.message), { title: annotation.title });
    }
    if (inputs.summary)
        await writeSummary(out.block((0,summary/* renderSummary */.B)(run, action_inputs/* WORDS */.q9)));
    if (inputs.comment.enabled) {
        // Loaded only when asked for, like the embedded service: most runs never comment.
        const { writeComment } = await Promise.all(/* import() */[__webpack_require__.e(413), __webpack_require__.e(196)]).then(__webpack_require__.bind(__webpack_require__, 7815));
        await writeComment(inputs.comment, run, out);
    }
    if (job.reportDir !== undefined)
        await writeReports(job.reportDir, run, results, out);
    for (const warning of verdict.warnings)
        core.warning(out.line(action_inputs/* WORDS */.q9.reason(warning)));
    for (const warning of run.baselineWarnings)
        core.warning(out.line(warning));
    const line = action_inputs/* WORDS */.q9.verdictLine(run);
    if (verdict.passed)
        return core.info(line);
    const [first, ...rest] = verdict.reasons;
    const more = rest.length > 0 ? ` (and ${rest.length} more: see the job summary)` : '';
    core.setFailed(out.line(`${line}. ${first ? action_inputs/* WORDS */.q9.reason(first) : ''}${more}`));
}
async function publishDeletion(run, inputs, out) {
    const { deleted, alreadyGone, failed, left } = run.outcome;
    const failures = [
        ...failed.map(({ id, error }) => `report ${id}: ${action_inputs/* WORDS */.q9.error(error)}`),
        ...left.map((id) => `report ${id}: not tried, the timeout passed first`),
    ];
    const passed = failures.length === 0;
    core.setOutput('results', '[]');
    core.setOutput('report-ids', deleted.join(','));
    core.setOutput('worst-grade', '');
    core.setOutput('passed', String(passed));
    const what = run.project !== null
        ? `project ${run.project} (${(0,format/* plural */.LS)(deleted.length, 'report')})`
        : (0,format/* plural */.LS)(deleted.length, 'report');
    const gone = alreadyGone.length > 0 ? `, ${alreadyGone.length} of them already gone` : '';
    const line = `Deleted ${what}${gone}`;
    // Not a failure: this run did all one run may; the warning says to run again.
    const more = run.more && run.project !== null ? (0,wording/* moreToDeleteLine */.qs)(run.project) : null;
    if (inputs.summary) {
        const text = [
            '## SEO reports deleted',
            '',
            `**${passed ? '✅' : '❌'} ${(0,render_escape/* escapeMarkdown */.F)(line)}${passed ? '' : `; ${failures.length} failed`}**`,
            '',
            ...failures.map((failure) => `- ${(0,render_escape/* escapeMarkdown */.F)(failure)}`),
            ...(more === null ? [] : [`> ${(0,render_escape/* escapeMarkdown */.F)(more)}`, '']),
            '',
        ].join('\n');
        await writeSummary(out.block(text));
    }
    if (more !== null)
        core.warning(out.line(more));
    if (passed)
        return core.info(out.line(`${line}.`));
    for (const failure of failures.slice(1))
        core.error(out.line(failure));
    core.setFailed(out.line(`${line}; ${failures.length} could not be deleted: ${failures[0]}`));
}
/** The results that fit in one output, with a last entry saying how many were left out. */
function fitResults(results) {
    let size = 2;
    const kept = [];
    for (const [index, item] of results.entries()) {
        size += Buffer.byteLength(JSON.stringify(item), 'utf8') + 1;
        if (size > OUTPUT_LIMIT_BYTES - 1_000) {
            core.warning(`The results output holds ${index} of ${results.length} pages: GitHub keeps at most 1 MB per output. Write them all with report-dir.`);
            return kept;
        }
        kept.push(item);
    }
    return kept;
}
async function writeReports(dir, run, results, out) {
    const { reportDirProblem, writeReportDir } = await Promise.all(/* import() */[__webpack_require__.e(295), __webpack_require__.e(500)]).then(__webpack_require__.bind(__webpack_require__, 6119));
    try {
        const written = await writeReportDir(dir, {
            outcomes: run.result.outcomes,
            results,
            scrub: (text) => out.block(text),
        });
        core.info(out.line(`Wrote ${(0,format/* plural */.LS)(written.length, 'report')} to ${dir} (open index.html).`));
    }
    catch (error) {
        core.warning(out.line(`Input report-dir: the reports could not be written to ${dir}: ${reportDirProblem(error)}. The verdict is unchanged.`));
    }
}
async function writeSummary(markdown) {
    if (!process.env.GITHUB_STEP_SUMMARY) {
        core.info('No GITHUB_STEP_SUMMARY file: skipping the job summary.');
        return;
    }
    await core.summary.addRaw(markdown).write({ overwrite: false });
}


/***/ }),

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


/***/ })

};

//# sourceMappingURL=678.index.js.map