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

// UNUSED EXPORTS: OUTPUT_LIMIT_BYTES, fitOutput, fitResults

// EXTERNAL MODULE: ./src/shared/findings/format.ts
var format = __webpack_require__(8497);
// EXTERNAL MODULE: ./src/shared/findings/catalogue.ts + 8 modules
var catalogue = __webpack_require__(9958);
// EXTERNAL MODULE: ./src/client/app/verdict.ts
var verdict = __webpack_require__(5266);
// EXTERNAL MODULE: ./src/client/app/wording.ts
var wording = __webpack_require__(323);
// EXTERNAL MODULE: ./src/client/app/render/changes.ts
var changes = __webpack_require__(9042);
// EXTERNAL MODULE: ./src/client/app/render/checks.ts
var checks = __webpack_require__(4227);
;// CONCATENATED MODULE: ./src/client/app/render/annotations.ts
// Annotations: per page, an error for its failed checks at severity error (and a grade that
// fails the job), a warning for its checks at warning; an error per page without a result.






/** Why a page fails besides its errors, said of the page itself. */
function gradeRuleSentence(reason) {
    switch (reason.kind) {
        case 'grade':
            return `It grades ${reason.grade}, at or below fail-on: ${reason.failOn}.`;
        case 'min_score':
            return `Its score is below min-score: ${reason.minScore}.`;
        default:
            return '';
    }
}
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
            continue;
        }
        const findings = (0,checks/* findingsOn */.Is)(run.verdict.findings, outcome.url);
        const sentences = (severity) => findings
            .filter((finding) => finding.severity === severity)
            .map((finding) => `${(0,wording/* checkLabel */.v8)(finding.key)}: ${(0,catalogue/* describeCheck */.cn)(finding.key, finding.check)}`);
        const errors = sentences('error');
        const warnings = sentences('warning');
        const score = `${outcome.grade}, score ${(0,format/* formatScore */.y)(outcome.score ?? 0)}`;
        // The grade and score rules that fail this page, besides its errors.
        const ruled = run.verdict.reasons.filter((reason) => (0,verdict/* reasonUrl */.o)(reason) === outcome.url &&
            (reason.kind === 'grade' || reason.kind === 'min_score'));
        if (errors.length > 0 || ruled.length > 0) {
            const title = errors.length > 0
                ? `SEO: ${errors.length === 1 ? 'an error' : `${errors.length} errors`} on a page`
                : `SEO: ${outcome.grade} page`;
            const failing = ruled.map(gradeRuleSentence).join(' ');
            annotations.push({
                level: 'error',
                title,
                message: [`${outcome.url} (${score}).`, ...errors, ...(failing ? [failing] : [])].join(' ') + see,
            });
        }
        if (warnings.length > 0)
            annotations.push({
                level: 'warning',
                title: `SEO: ${warnings.length === 1 ? 'a warning' : `${warnings.length} warnings`} on a page`,
                message: [`${outcome.url} (${score}).`, ...warnings].join(' ') + see,
            });
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
// EXTERNAL MODULE: ./src/client/app/render/summary.ts + 1 modules
var summary = __webpack_require__(9292);
// EXTERNAL MODULE: ./src/client/action/inputs.ts
var action_inputs = __webpack_require__(2073);
// EXTERNAL MODULE: ./src/client/action/runner.ts
var runner = __webpack_require__(9282);
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
        runner/* runner */.lj.info((0,log/* refreshLine */.E2)(run.refreshed));
    const results = (0,outputs/* resultsOf */.qS)(run, action_inputs/* WORDS */.q9);
    const findings = (0,outputs/* findingsOf */.WX)(run);
    const fitted = fitOutput(findings, (kept) => `The findings output holds ${kept} of ${findings.length} failed checks`);
    const site = (0,outputs/* siteFindingsOf */.T3)(run);
    const fittedSite = fitOutput(site, (kept) => `The site-findings output holds ${kept} of ${site.length} findings across pages`);
    for (const [name, value] of Object.entries((0,outputs/* renderOutputs */.$Z)(run, fitResults(results), fitted, fittedSite)))
        runner/* runner */.lj.setOutput(name, out.block(value));
    for (const annotation of renderAnnotations(run, action_inputs/* WORDS */.q9)) {
        const report = annotation.level === 'error' ? runner/* runner */.lj.error : runner/* runner */.lj.warning;
        report(out.line(annotation.message), { title: annotation.title });
    }
    if (inputs.summary)
        await writeSummary(out.block((0,summary/* renderSummary */.B)(run, action_inputs/* WORDS */.q9)));
    if (inputs.comment.enabled) {
        // Loaded only when asked for, like the embedded service: most runs never comment.
        const { writeComment } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(413), __webpack_require__.e(196)]).then(__webpack_require__.bind(__webpack_require__, 7815));
        await writeComment(inputs.comment, run, out);
    }
    if (job.reportDir !== undefined)
        await writeReports(job.reportDir, run, results, out);
    for (const warning of verdict.warnings)
        runner/* runner */.lj.warning(out.line(action_inputs/* WORDS */.q9.reason(warning)));
    for (const warning of run.baselineWarnings)
        runner/* runner */.lj.warning(out.line(warning));
    const line = action_inputs/* WORDS */.q9.verdictLine(run);
    if (verdict.passed)
        return runner/* runner */.lj.info(line);
    const [first, ...rest] = verdict.reasons;
    const more = rest.length > 0 ? ` (and ${rest.length} more: see the job summary)` : '';
    runner/* runner */.lj.setFailed(out.line(`${line}. ${first ? action_inputs/* WORDS */.q9.reason(first) : ''}${more}`));
}
async function publishDeletion(run, inputs, out) {
    const { deleted, alreadyGone, failed, left } = run.outcome;
    const failures = [
        ...failed.map(({ id, error }) => `report ${id}: ${action_inputs/* WORDS */.q9.error(error)}`),
        ...left.map((id) => `report ${id}: not tried, the timeout passed first`),
    ];
    const passed = failures.length === 0;
    runner/* runner */.lj.setOutput('results', '[]');
    runner/* runner */.lj.setOutput('report-ids', deleted.join(','));
    runner/* runner */.lj.setOutput('worst-grade', '');
    runner/* runner */.lj.setOutput('passed', String(passed));
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
        runner/* runner */.lj.warning(out.line(more));
    if (passed)
        return runner/* runner */.lj.info(out.line(`${line}.`));
    for (const failure of failures.slice(1))
        runner/* runner */.lj.error(out.line(failure));
    runner/* runner */.lj.setFailed(out.line(`${line}; ${failures.length} could not be deleted: ${failures[0]}`));
}
/** The results that fit in one output, with a last entry saying how many were left out. */
function fitResults(results) {
    return fitOutput(results, (kept) => `The results output holds ${kept} of ${results.length} pages`);
}
/** As many items as fit GitHub's 1 MB per output, in order, with a warning saying what was cut. */
function fitOutput(items, held) {
    let size = 2;
    const kept = [];
    for (const [index, item] of items.entries()) {
        size += Buffer.byteLength(JSON.stringify(item), 'utf8') + 1;
        if (size > OUTPUT_LIMIT_BYTES - 1_000) {
            runner/* runner */.lj.warning(`${held(index)}: GitHub keeps at most 1 MB per output. Write them all with report-dir.`);
            return kept;
        }
        kept.push(item);
    }
    return kept;
}
async function writeReports(dir, run, results, out) {
    const { reportDirProblem, writeReportDir } = await Promise.all(/* import() */[__webpack_require__.e(295), __webpack_require__.e(529)]).then(__webpack_require__.bind(__webpack_require__, 6119));
    try {
        const written = await writeReportDir(dir, {
            outcomes: run.result.outcomes,
            results,
            findings: run.verdict.findings,
            siteFindings: run.siteFindings,
            scrub: (text) => out.block(text),
        });
        runner/* runner */.lj.info(out.line(`Wrote ${(0,format/* plural */.LS)(written.length, 'report')} to ${dir} (open index.html).`));
    }
    catch (error) {
        runner/* runner */.lj.warning(out.line(`Input report-dir: the reports could not be written to ${dir}: ${reportDirProblem(error)}. The verdict is unchanged.`));
    }
}
async function writeSummary(markdown) {
    if (!process.env.GITHUB_STEP_SUMMARY) {
        runner/* runner */.lj.info('No GITHUB_STEP_SUMMARY file: skipping the job summary.');
        return;
    }
    await runner/* runner */.lj.appendSummary(markdown);
}


/***/ }),

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


/***/ })

};

//# sourceMappingURL=678.index.js.map