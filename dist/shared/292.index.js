export const id = 292;
export const ids = [292];
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
/* harmony import */ var _audit_report_spill_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7442);
// A page's failed checks as every renderer lists them: the catalogue's name, the severity the
// rules gave it and the page's own evidence, with why it matters and how to fix it
// (src/shared/findings).


/** Every failed check of a page, most important first. */
function failedChecks(outcome) {
    // Only the failed ones are worded (a finding's evidence is formatted text): every renderer
    // asks for every page, and a page has some forty checks of which a few failed. A report
    // waiting in the run's file was worded when it was written, and is not parsed back for them
    // (report-spill.ts).
    return (0,_shared_findings_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .failedFindings */ .oE)((0,_audit_report_spill_js__WEBPACK_IMPORTED_MODULE_1__/* .wordedFailuresOf */ .sY)(outcome) ?? []);
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
/* harmony import */ var entities__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8822);
/* harmony import */ var _safe_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1628);
// Escaping for the places text from a service or a page ends up in: markdown that GitHub renders
// as HTML (the job summary, the pull-request comment) and link targets in it.


/**
 * Text for markdown that GitHub renders: one line, HTML escaped, markdown syntax made literal, and
 * @mentions and issue references defused (a zero-width space after @ and #), so that a report
 * cannot notify people or cross-link issues.
 */
function escapeMarkdown(text) {
    return ((0,entities__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)((0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralise */ .$0)(text))
        .replaceAll('"', '&quot;')
        .replace(/[\\|[\]`]/g, (char) => `\\${char}`)
        // @name after a space or at the start (not an e-mail address), and #123 anywhere (owner/repo#1).
        .replace(/(^|[^\p{L}\p{N}_.])@(?=[\p{L}\p{N}_])/gu, '$1@\u200B')
        .replace(/#(?=\d)/g, '#\u200B'));
}
/** A URL as the target of a markdown link. */
function escapeLinkTarget(url) {
    return (0,_safe_text_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralise */ .$0)(url)
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
    // "1 page names", "2 pages name": the verb agrees with the count.
    const one = finding.pages.length === 1;
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
                text: `${count} ${one ? 'names' : 'name'} ${finding.value} as canonical, a page outside the audited list: check that it is the page you mean.`,
                pages: finding.pages,
            };
        case 'broken_internal_link':
            return {
                text: `${count} ${one ? 'links' : 'link'} to ${finding.value}, which answered ${finding.status ?? 'an error'}: fix the page or the links.`,
                pages: finding.pages,
            };
        case 'sitemap_entry_error':
            return sitemapText(finding, `${one ? 'answers' : 'answer'} HTTP ${finding.status ?? 'an error'}: fix ${one ? 'it' : 'them'} or take ${one ? 'it' : 'them'} out of the sitemap.`);
        case 'sitemap_entry_redirect':
            return sitemapText(finding, `${one ? 'redirects' : 'redirect'} elsewhere: list the address ${one ? 'it ends' : 'they end'} at instead.`);
        case 'sitemap_entry_noindex':
            return sitemapText(finding, `${one ? 'is' : 'are'} noindex: a sitemap should list only pages meant for the index.`);
        case 'sitemap_entry_blocked':
            return sitemapText(finding, `${one ? 'is' : 'are'} blocked by robots.txt: crawlers are told to fetch ${one ? 'it' : 'them'} and not to in one breath.`);
        case 'sitemap_entry_canonicalised':
            return sitemapText(finding, `${one ? 'names' : 'name'} another page as canonical: list the canonical page instead.`);
        case 'sitemap_entry_not_checked':
            return sitemapText(finding, `${one ? 'was' : 'were'} not audited (max-pages, or the audit stopped): not checked.`);
        case 'missing_from_sitemap':
            return {
                text: `${count} audited and indexable ${one ? 'is' : 'are'} missing from the sitemap ${finding.value}: add ${one ? 'it' : 'them'}.`,
                pages: finding.pages,
            };
        case 'orphan_page':
            return {
                text: `${count} ${one ? 'is' : 'are'} linked from no audited page${finding.value === '' ? '' : ` (from the sitemap ${finding.value} and the audit)`}: link ${one ? 'it' : 'them'} from a page that belongs with ${one ? 'it' : 'them'}, or remove ${one ? 'it' : 'them'}.`,
                pages: finding.pages,
            };
        case 'broken_target': {
            const notes = [
                ...(finding.resource === undefined || finding.resource === 'link'
                    ? []
                    : [finding.resource]),
                ...(finding.external ? ['on another site'] : []),
            ];
            const what = notes.length === 0 ? '' : ` (${notes.join(', ')})`;
            const answer = finding.status !== undefined
                ? `answered ${finding.status}`
                : `could not be reached (${finding.failure ?? 'no answer'})`;
            const verb = finding.resource === undefined || finding.resource === 'link' ? 'link' : 'load';
            return {
                text: `${count} ${one ? `${verb}s` : verb} ${finding.value}${what}, which ${answer}: fix the target or the ${finding.resource === 'link' ? 'links' : 'pages'}.`,
                pages: finding.pages,
            };
        }
    }
}
/** "3 entries of the sitemap <url> <problem>". */
function sitemapText(finding, problem) {
    const entries = (0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(finding.pages.length, 'entry', 'entries');
    return { text: `${entries} of the sitemap ${finding.value} ${problem}`, pages: finding.pages };
}


/***/ }),

/***/ 9292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ renderSummary)
});

// EXTERNAL MODULE: ./src/shared/findings/catalogue.ts + 8 modules
var catalogue = __webpack_require__(9958);
// EXTERNAL MODULE: ./src/shared/findings/format.ts
var format = __webpack_require__(8497);
// EXTERNAL MODULE: ./src/client/app/verdict.ts
var verdict = __webpack_require__(5266);
// EXTERNAL MODULE: ./src/client/app/wording.ts
var wording = __webpack_require__(323);
// EXTERNAL MODULE: ./src/client/app/render/changes.ts
var changes = __webpack_require__(9042);
// EXTERNAL MODULE: ./src/client/app/render/checks.ts
var checks = __webpack_require__(4227);
// EXTERNAL MODULE: ./src/client/app/render/escape.ts
var render_escape = __webpack_require__(9882);
// EXTERNAL MODULE: ./src/client/app/render/log.ts
var log = __webpack_require__(5954);
// EXTERNAL MODULE: ./src/client/app/render/site.ts
var site = __webpack_require__(1937);
;// CONCATENATED MODULE: ./src/client/app/render/summary-sections.ts
// The job summary's sections about findings, each problem said once: the errors grouped by check
// with the pages each hits, the warnings and notices folded and counted, and each check's fix
// once. src/client/app/render/summary.ts puts them together within GitHub's size limits.





/** The run's failed checks at one severity, one group per check. */
function checkGroups(run, severity) {
    const newly = new Map((run.comparison?.pages ?? []).map((page) => [page.url, new Set(page.newlyFailed)]));
    const groups = new Map();
    for (const found of run.verdict.findings) {
        if (found.severity !== severity)
            continue;
        let group = groups.get(found.key);
        if (group === undefined) {
            group = { key: found.key, hits: [], rules: [] };
            groups.set(found.key, group);
        }
        group.hits.push(hitOf(found, newly.get(found.url)?.has(found.key) ?? false));
        if (found.rule !== null && !group.rules.includes(found.rule))
            group.rules.push(found.rule);
    }
    const list = [...groups.values()];
    // Errors in the verdict line's order (the order they were found); the rest most pages first.
    if (severity === 'error')
        return list;
    return list.sort((a, b) => b.hits.length - a.hits.length || (0,catalogue/* catalogueOrder */.sC)(a.key) - (0,catalogue/* catalogueOrder */.sC)(b.key));
}
function hitOf(found, isNew) {
    return { url: found.url, evidence: (0,catalogue/* describeCheck */.cn)(found.key, found.check), isNew };
}
function scopeOf(run) {
    const judged = new Map();
    let pages = 0;
    for (const outcome of run.result.outcomes) {
        const checks = outcome.report?.checks;
        if (!checks)
            continue;
        pages += 1;
        for (const [key, check] of Object.entries(checks))
            if (typeof check?.passed === 'boolean')
                judged.set(key, (judged.get(key) ?? 0) + 1);
    }
    return { pages, judged };
}
/** "all 50 pages", "all 49 pages checked": null unless the check failed on each page it judged. */
function everyPage(group, scope) {
    const judged = scope.judged.get(group.key) ?? 0;
    if (judged < 2 || group.hits.length < judged)
        return null;
    return judged === scope.pages ? `all ${judged} pages` : `all ${judged} pages checked`;
}
/** The warnings failed on every page that judged them, named once instead of in every row. */
function everywhereKeys(groups, scope) {
    return new Set(groups.filter((group) => everyPage(group, scope) !== null).map((g) => g.key));
}
/** "http://a.test/x 🆕" */
function pageRef(hit) {
    return `${(0,render_escape/* escapeMarkdown */.F)(hit.url)}${hit.isNew ? ' 🆕' : ''}`;
}
/**
 * A check as a list item: its label, how many pages, the evidence once when every page shows
 * the same, else each page with its own; at most `maxPages` pages, then how many more.
 */
function groupItem(group, scope, maxPages, mark = '') {
    const label = `${mark}**${(0,render_escape/* escapeMarkdown */.F)((0,wording/* checkLabel */.v8)(group.key))}**`;
    const rule = group.rules.length === 0
        ? ''
        : ` (${group.rules.map((rule) => (0,render_escape/* escapeMarkdown */.F)(rule)).join('; ')})`;
    const { hits } = group;
    const first = hits[0];
    const shared = hits.every((hit) => hit.evidence === first.evidence)
        ? (0,render_escape/* escapeMarkdown */.F)(first.evidence)
        : null;
    if (hits.length === 1)
        return [`- ${label} on ${pageRef(first)}${rule}: ${shared}`];
    const fresh = hits.filter((hit) => hit.isNew).length;
    const every = everyPage(group, scope);
    const count = `${every ?? (0,format/* plural */.LS)(hits.length, 'page')}${fresh > 0 ? `, new on ${fresh}` : ''}`;
    // On every page with one sentence for all: nothing a list of pages would add.
    if ((every !== null && shared !== null && fresh === 0) || maxPages === 0) {
        const where = every !== null && shared !== null ? '' : ' (the `findings` output lists them)';
        return [`- ${label} on ${count}${rule}${where}${shared === null ? '' : `: ${shared}`}`];
    }
    const lines = [`- ${label} on ${count}${rule}:${shared === null ? '' : ` ${shared}`}`];
    for (const hit of hits.slice(0, maxPages))
        lines.push(`  - ${pageRef(hit)}${shared === null ? `: ${(0,render_escape/* escapeMarkdown */.F)(hit.evidence)}` : ''}`);
    if (hits.length > maxPages)
        lines.push(`  - and ${hits.length - maxPages} more pages (the \`findings\` output lists them all)`);
    return lines;
}
/**
 * Everything that fails the job apart from failed checks and regressions, grouped: pages
 * without a result, pages at or below fail-on, pages below min-score.
 */
function pageReasonItems(run, words, maxPages) {
    // A page graded bad for its 404 is said once, by its error above.
    const withError = new Set(run.verdict.findings.filter((found) => found.severity === 'error').map((found) => found.url));
    const reasons = [...run.verdict.reasons, ...run.verdict.warnings].filter((reason) => reason.kind === 'no_result' ||
        ((reason.kind === 'grade' || reason.kind === 'min_score') && !withError.has(reason.url)));
    const of = (kind) => reasons.filter((reason) => reason.kind === kind);
    const items = [];
    const list = (head, entries) => {
        if (entries.length === 0)
            return;
        if (entries.length === 1) {
            items.push(`- ${head} on ${entries[0]}`);
            return;
        }
        items.push(`- ${head} on ${(0,format/* plural */.LS)(entries.length, 'page')}:`);
        for (const entry of entries.slice(0, maxPages))
            items.push(`  - ${entry}`);
        if (entries.length > maxPages)
            items.push(`  - and ${entries.length - maxPages} more pages (the \`results\` output lists them all)`);
    };
    list('**No result**', of('no_result').map((reason) => `${(0,render_escape/* escapeMarkdown */.F)(reason.url)}: ${(0,render_escape/* escapeMarkdown */.F)(words.failure(reason.failure))}`));
    const grades = of('grade');
    for (const grade of ['bad', 'decent']) {
        const at = grades.filter((reason) => reason.grade === grade);
        list(`**Graded ${grade}**, at or below fail-on: ${at[0]?.failOn ?? ''},`, at.map((reason) => `${(0,render_escape/* escapeMarkdown */.F)(reason.url)} (${(0,format/* formatScore */.y)(reason.score)})`));
    }
    const low = of('min_score');
    list(`**Below min-score: ${low[0]?.minScore ?? ''}**`, low.map((reason) => `${(0,render_escape/* escapeMarkdown */.F)(reason.url)} (${(0,format/* formatScore */.y)(reason.score)})`));
    return items;
}
/**
 * The errors, first in view: each failed check at severity error once, with the pages it hits,
 * then the pages without a result or at a failing grade or score. Empty when there are none.
 */
function errorItems(run, words, groups, maxPages) {
    const scope = scopeOf(run);
    const items = [
        ...groups.flatMap((group) => groupItem(group, scope, maxPages, '❌ ')),
        ...pageReasonItems(run, words, maxPages),
    ];
    if (items.length === 0)
        return [];
    // With fail-on: never an error is shown, and the verdict line says the job passed.
    const lead = run.failOn === 'never' && groups.length > 0
        ? ['_With fail-on: never, these errors alone do not fail the job._', '']
        : [];
    return [...lead, ...items, ''];
}
/** The warnings folded, one item per check with its pages. */
function warningsBlock(groups, scope, maxPages) {
    if (groups.length === 0)
        return null;
    const findings = groups.reduce((n, group) => n + group.hits.length, 0);
    return folded(`⚠️ Warnings: ${(0,format/* plural */.LS)(groups.length, 'check')}, ${(0,format/* plural */.LS)(findings, 'finding')}`, groups.flatMap((group) => groupItem(group, scope, maxPages)));
}
/** The notices folded and counted: each check with how many pages, the pages when a few. */
function noticesBlock(groups, scope) {
    if (groups.length === 0)
        return null;
    const FEW = 3;
    const findings = groups.reduce((n, group) => n + group.hits.length, 0);
    const items = groups.map((group) => {
        const { hits } = group;
        const every = everyPage(group, scope);
        const count = every ?? (0,format/* plural */.LS)(hits.length, 'page');
        const listed = every === null && hits.length <= FEW
            ? `: ${hits.map((hit) => (0,render_escape/* escapeMarkdown */.F)(hit.url)).join(', ')}`
            : '';
        return `- ${(0,render_escape/* escapeMarkdown */.F)((0,wording/* checkLabel */.v8)(group.key))}, ${count}${listed}`;
    });
    return folded(`ℹ️ Notices: ${(0,format/* plural */.LS)(groups.length, 'check')}, ${(0,format/* plural */.LS)(findings, 'finding')}`, items);
}
/** How to fix each failed check, once per check, errors first. */
function fixesBlock(groups) {
    // A check can fail at two severities (a missing title is an error, a long one a warning).
    const keys = [...new Set(groups.map((group) => group.key))];
    if (keys.length === 0)
        return null;
    const items = keys.map((key) => {
        const entry = (0,catalogue/* checkEntry */.Tr)(key);
        return `- **${(0,render_escape/* escapeMarkdown */.F)(entry.name)}**: ${(0,render_escape/* escapeMarkdown */.F)(entry.fix)} _${(0,render_escape/* escapeMarkdown */.F)(entry.why)}_`;
    });
    return folded(`🔧 How to fix: ${(0,format/* plural */.LS)(keys.length, 'check')}`, items);
}
/** Findings across the pages (duplicate titles, shared canonicals...), at most `max` of them. */
function siteBlock(run, max) {
    // A canonical on another host is an error above already: said once, there.
    const canonicalErrors = new Set(run.verdict.findings
        .filter((found) => found.key === 'canonical' && found.severity === 'error')
        .map((found) => found.url));
    const findings = run.siteFindings.filter((finding) => finding.kind !== 'canonical_outside_audit' ||
        !finding.pages.every((url) => canonicalErrors.has(url)));
    if (findings.length === 0)
        return null;
    const items = findings.slice(0, max).map((finding) => {
        const { text, pages } = (0,site/* siteFindingText */.c)(finding);
        const shown = pages.slice(0, 5).map(render_escape/* escapeMarkdown */.F).join(', ');
        const more = pages.length > 5 ? ` and ${pages.length - 5} more` : '';
        return `- ${(0,render_escape/* escapeMarkdown */.F)(text)} (${shown}${more})`;
    });
    if (findings.length > max)
        items.push(`- and ${findings.length - max} more findings across pages`);
    return ['**Across the audited pages**', '', ...items].join('\n');
}
/** A <details> block: the summary line is plain text (GitHub renders no markdown in it). */
function folded(summary, items) {
    return [`<details><summary>${summary}</summary>`, '', ...items, '', '</details>'].join('\n');
}

;// CONCATENATED MODULE: ./src/client/app/render/summary.ts
// The job summary in markdown (also the pull-request comment's body and the CLI's --format
// markdown), read in a minute: the verdict; the errors, each check once with the pages it hits;
// the table of pages, failing pages first; then folded, each once: the warnings by check, how to
// fix each check, the notices counted. Text from the API or the user is escaped before it
// reaches markdown, because GitHub renders the summary's HTML.









/** GitHub refuses a step summary over 1 MiB; stay well under it with room for the footer. */
const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 4 * 1024;
/** Pages listed under one check; the `results` output has them all. */
const MAX_PAGES_PER_CHECK = 10;
const MAX_SITE_FINDINGS = 20;
/** Every error check is named within this many bytes from the top. */
const FIRST_SCREEN_BYTES = 2048;
/** Room kept for the line that says what was left out. */
const LEFT_OUT_ROOM = 400;
function renderSummary(run, words, limitBytes = SUMMARY_LIMIT_BYTES, options = {}) {
    const { result, verdict } = run;
    const byteLength = options.limitInCharacters ? (text) => text.length : utf8Length;
    const limitWords = options.limitWords ?? 'a job summary is limited to 1 MiB';
    const scope = scopeOf(run);
    const errors = checkGroups(run, 'error');
    const warnings = checkGroups(run, 'warning');
    const notices = checkGroups(run, 'notice');
    // A warning on every page is named once above the table, not in each of its rows.
    const everywhere = everywhereKeys(warnings, scope);
    const head = [
        options.heading ?? '## SEO audit',
        '',
        `**${verdict.passed ? '✅' : '❌'} ${(0,render_escape/* escapeMarkdown */.F)(words.verdictLine(run))}**`,
        '',
    ];
    if (run.refreshed)
        head.push((0,render_escape/* escapeMarkdown */.F)((0,log/* refreshLine */.E2)(run.refreshed)), '');
    if (run.crawl)
        head.push((0,render_escape/* escapeMarkdown */.F)(words.crawl(run.crawl)), '');
    if (result.fatal)
        head.push(`> ${(0,render_escape/* escapeMarkdown */.F)(words.apiError(result.fatal))}`, '');
    head.push(...firstScreenErrors(run, words, errors, head.join('\n')));
    head.push(...baselineLines(run, words));
    if (everywhere.size > 0)
        head.push(`_Warnings on every page checked, not repeated in the rows: ${[...everywhere].map((key) => (0,render_escape/* escapeMarkdown */.F)((0,catalogue/* checkEntry */.Tr)(key).name)).join(', ')}._`, '');
    // One blank line before the table, whatever came last.
    while (head.at(-1) === '')
        head.pop();
    // No page has a link (the embedded service's reports die with it): no empty column.
    const links = result.outcomes.some((outcome) => run.reportLink(outcome) !== null);
    const compared = run.comparison !== null;
    const checksHeading = compared ? 'Checks' : 'Errors and warnings';
    const tableHead = [
        `| | Page | Grade | Score |${compared ? ' Change |' : ''} ${checksHeading} |${links ? ' Report |' : ''}`,
        `|---|---|---|---|${compared ? '---|' : ''}---|${links ? '---|' : ''}`,
    ];
    const change = (0,changes/* changesOf */.fs)(run);
    const rows = tableOrder(run).map((outcome) => summaryRow(run, outcome, links ? run.reportLink(outcome) : undefined, words, change, everywhere));
    const foot = [
        '',
        `<sub>${(0,format/* plural */.LS)(result.outcomes.length, 'page')} audited in ${(0,format/* formatSeconds */.Xo)(result.durationMs)}.${acceptedNote(run)}${linkNote(run, links)}</sub>`,
        '',
    ];
    // What follows the table, in the order it is read: each section's forms, longest first, and
    // the name the left-out line gives it.
    const after = [
        { name: 'the findings across pages', worth: 3, forms: [siteBlock(run, MAX_SITE_FINDINGS)] },
        {
            name: 'the warnings',
            worth: 4,
            forms: [MAX_PAGES_PER_CHECK, 3, 0].map((max) => warningsBlock(warnings, scope, max)),
        },
        {
            name: 'how to fix each check',
            worth: 1,
            forms: [fixesBlock([...errors, ...warnings, ...notices])],
        },
        { name: 'the notices', worth: 2, forms: [noticesBlock(notices, scope)] },
    ];
    // Room is spent in order of worth: the head and the foot, then the sections after the table
    // (a few lines per check), then as many rows as fit; the results output has every page.
    const fixed = byteLength(head.join('\n')) +
        byteLength(tableHead.join('\n')) +
        byteLength(foot.join('\n')) +
        LEFT_OUT_ROOM;
    // The shortest forms may take all the room; longer ones leave a quarter of it to the rows.
    const room = limitBytes - fixed;
    const rowsSize = rows.reduce((sum, row) => sum + byteLength(row) + 1, 0);
    const kept = fitSections(after, room, room - Math.min(rowsSize, room / 4), byteLength);
    let size = fixed +
        kept.reduce((sum, part) => sum + (part.text === null ? 0 : byteLength(part.text) + 2), 0);
    let shown = 0;
    for (const row of rows) {
        const rowSize = byteLength(row) + 1;
        if (size + rowSize > limitBytes)
            break;
        size += rowSize;
        shown += 1;
    }
    const leftOut = [
        ...(shown < rows.length
            ? [`${(0,format/* formatCount */.B4)(rows.length - shown)} of the ${(0,format/* plural */.LS)(rows.length, 'table row')}`]
            : []),
        ...kept.filter((part) => !part.fits).map((part) => part.name),
    ];
    const parts = [
        head.join('\n'),
        [...tableHead, ...rows.slice(0, shown)].join('\n'),
        ...kept.flatMap((part) => (part.fits && part.text !== null ? [part.text] : [])),
    ];
    if (leftOut.length > 0)
        parts.push(`_Left out, since ${limitWords}: ${leftOut.join('; ')}. Every page with its errors and warnings is in the \`results\` output; write the reports with \`report-dir\` to read each page's findings._`);
    return `${parts.join('\n\n')}\n${foot.join('\n')}`;
}
/**
 * Each section in the longest form that leaves room for the others: all in their shortest form
 * first, dropping the least worth until they fit in `room`, then each made longer while they
 * fit in `roomToGrow`. A section with nothing to say fits; one dropped has text null and fits
 * false.
 */
function fitSections(sections, room, roomToGrow, byteLength) {
    // Per section, the index of its form, or null when dropped.
    const chosen = sections.map((section) => section.forms.length - 1);
    const textOf = (i) => {
        const form = chosen[i];
        return form === null || form === undefined ? null : (sections[i]?.forms[form] ?? null);
    };
    const total = () => sections.reduce((sum, _, i) => {
        const text = textOf(i);
        return sum + (text === null ? 0 : byteLength(text) + 2);
    }, 0);
    const byWorth = [...sections.keys()].sort((a, b) => (sections[a]?.worth ?? 0) - (sections[b]?.worth ?? 0));
    for (const i of byWorth) {
        if (total() <= room)
            break;
        chosen[i] = null;
    }
    for (const i of sections.keys()) {
        for (let form = chosen[i] ?? 0; form > 0 && chosen[i] !== null; form -= 1) {
            chosen[i] = form - 1;
            if (total() > roomToGrow) {
                chosen[i] = form;
                break;
            }
        }
    }
    return sections.map((section, i) => ({
        name: section.name,
        text: textOf(i),
        fits: chosen[i] !== null || section.forms[0] === null,
    }));
}
/**
 * The errors, with as many pages under each check as leave every check named in the first
 * 2,048 bytes (a reviewer's first screen); the rest of the pages are in the table and outputs.
 */
function firstScreenErrors(run, words, errors, before) {
    const labels = errors.map((group) => `**${(0,render_escape/* escapeMarkdown */.F)((0,wording/* checkLabel */.v8)(group.key))}**`);
    let lines = [];
    for (const maxPages of [MAX_PAGES_PER_CHECK, 5, 3, 1]) {
        lines = errorItems(run, words, errors, maxPages);
        const text = `${before}\n${lines.join('\n')}`;
        const named = labels.every((label) => {
            const at = text.indexOf(label);
            return at >= 0 && utf8Length(text.slice(0, at + label.length)) <= FIRST_SCREEN_BYTES;
        });
        if (named)
            break;
    }
    return lines;
}
/**
 * The rows in the order a reviewer wants them: with a baseline the regressed pages first, then
 * the pages that fail (no result, an error, a failing grade or score), then the rest, each group
 * in the run's order. A table cut to fit keeps the pages that matter.
 */
function tableOrder(run) {
    const failing = new Set();
    for (const reason of [...run.verdict.reasons, ...run.verdict.warnings]) {
        const url = (0,verdict/* reasonUrl */.o)(reason);
        if (url !== null && reason.kind !== 'score_drop' && reason.kind !== 'new_failures')
            failing.add(url);
    }
    for (const found of run.verdict.findings)
        if (found.severity === 'error')
            failing.add(found.url);
    const change = (0,changes/* changesOf */.fs)(run);
    const rank = (outcome) => (change(outcome)?.status === 'regressed' ? 0 : 2) + (failing.has(outcome.url) ? 0 : 1);
    // Array.prototype.sort is stable: the run's order within each rank.
    return [...run.result.outcomes].sort((a, b) => rank(a) - rank(b));
}
/** The table's cell: the page's errors in bold, then its warnings but those on every page. */
function severityCell(outcome, run, everywhere) {
    const names = (severity) => (0,checks/* keysAt */._s)(run.verdict.findings, outcome.url, severity)
        .filter((key) => severity === 'error' || !everywhere.has(key))
        .map((key) => (0,render_escape/* escapeMarkdown */.F)((0,catalogue/* checkEntry */.Tr)(key).name));
    const errors = names('error');
    const warnings = names('warning');
    return [
        ...(errors.length > 0 ? [`**${errors.join(', ')}**`] : []),
        ...(warnings.length > 0 ? [warnings.join(', ')] : []),
    ].join('; ');
}
/** Where the baseline came from, why there was none, and which regression rule failed. */
function baselineLines(run, words) {
    const lines = run.baselineWarnings.map((warning) => `> ⚠️ ${(0,render_escape/* escapeMarkdown */.F)(warning)}`);
    if (run.comparison !== null) {
        const unknown = run.comparison.checksUnknown
            ? ' It records no failed checks (an older results file): only scores are compared.'
            : '';
        lines.push(`Compared with ${(0,render_escape/* escapeMarkdown */.F)(run.comparison.from)}.${(0,render_escape/* escapeMarkdown */.F)(unknown)}`);
        const regressions = run.verdict.reasons.filter((reason) => reason.kind === 'score_drop' || reason.kind === 'new_failures');
        // A blank line first: not every markdown renderer lets a list interrupt a paragraph.
        if (regressions.length > 0)
            lines.push('');
        for (const reason of regressions)
            lines.push(`- ❌ ${(0,render_escape/* escapeMarkdown */.F)(words.reason(reason))}`);
    }
    return lines.length > 0 ? [...lines, ''] : [];
}
/** Says what a "(service: 71.4)" score means, when a page has one. */
function acceptedNote(run) {
    return run.result.outcomes.some((outcome) => outcome.serviceScore !== undefined)
        ? " Scores count the accepted checks (ignore-checks) as passed; '(service: …)' is the service's own score."
        : '';
}
/** Why a reader may not open the links: private reports, or reports the post step deletes. */
function linkNote(run, links) {
    if (!links)
        return '';
    const notes = [];
    if (run.linkNotes.privacy === 1)
        notes.push((0,wording/* privateReportHint */.fY)(signInLink(run)));
    if (run.linkNotes.privacy === 2)
        notes.push('the reports ask for their password');
    if (run.linkNotes.deletedAfterJob)
        notes.push('the post step deletes them after the job (cleanup)');
    return notes.length > 0 ? ` Report links: ${notes.join('; ')}.` : '';
}
/** Our service's sign-in page as a markdown link, when the run knows it. */
function signInLink(run) {
    const url = run.linkNotes.signInUrl;
    return url ? `[${(0,render_escape/* escapeMarkdown */.F)(url)}](${(0,render_escape/* escapeLinkTarget */.d)(url)})` : null;
}
function summaryRow(run, outcome, link, words, changeOf, everywhere) {
    const compared = run.comparison !== null;
    const symbol = outcome.grade ? log/* GRADE_SYMBOL */.jz[outcome.grade] : log/* GRADE_SYMBOL */.jz.error;
    const grade = outcome.grade ?? 'error';
    const change = changeOf(outcome);
    const detail = outcome.grade === null || outcome.failure !== null
        ? (0,render_escape/* escapeMarkdown */.F)(words.failure(outcome.failure))
        : compared
            ? changedChecks(outcome, change, everywhere)
            : severityCell(outcome, run, everywhere);
    const cells = [symbol, (0,render_escape/* escapeMarkdown */.F)(outcome.url), grade, (0,changes/* scoreText */.QO)(outcome)];
    if (compared)
        cells.push(change === null ? '' : (0,changes/* changeMark */.uM)(change));
    cells.push(detail);
    if (link !== undefined)
        cells.push(link ? `[${(0,render_escape/* escapeMarkdown */.F)(outcome.reportId ?? 'report')}](${(0,render_escape/* escapeLinkTarget */.d)(link)})` : '');
    return `| ${cells.join(' | ')} |`;
}
/** With a baseline: the newly failed checks named first, then the fixed, then the accepted. */
function changedChecks(outcome, change, everywhere) {
    const names = (keys) => keys.map((key) => (0,render_escape/* escapeMarkdown */.F)((0,wording/* checkLabel */.v8)(key))).join(', ');
    const parts = [];
    if (change !== null && change.newlyFailed.length > 0)
        parts.push(`**new: ${names(change.newlyFailed)}**`);
    const still = (0,changes/* markedFailedChecks */.lm)(outcome, change).filter(({ finding, mark }) => mark === null && finding.importance === 'high' && !everywhere.has(finding.key));
    if (still.length > 0)
        parts.push(still.map(({ finding }) => (0,render_escape/* escapeMarkdown */.F)(finding.name)).join(', '));
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
/* harmony export */   WA: () => (/* binding */ pageFindings),
/* harmony export */   oE: () => (/* binding */ failedFindings)
/* harmony export */ });
/* unused harmony exports readChecks, findingFor, compareFindings, countFindings, mostFailedChecks */
/* harmony import */ var _catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9958);
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
    const status = check.passed === false ? 'failed' : check.passed === true ? 'passed' : 'not_applicable';
    return findingOf(key, check.importance, status, (0,_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .describeCheck */ .cn)(key, check));
}
/** A check's finding from what the report says of it and its evidence, worded already. */
function findingOf(key, importance, status, evidence) {
    const entry = (0,_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .checkEntry */ .Tr)(key);
    return {
        key,
        name: entry.name,
        category: entry.category,
        categoryName: _catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .CATEGORY_NAMES */ .ku[entry.category],
        importance: isImportance(importance) ? importance : entry.importance,
        status,
        evidence,
        why: entry.why,
        fix: entry.fix,
    };
}
/** Failed checks worded ahead of time, as findings in pageFindings' order. */
function failedFindings(worded) {
    return worded
        .map(({ key, importance, evidence }) => findingOf(key, importance, 'failed', evidence))
        .sort(compareFindings);
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

//# sourceMappingURL=292.index.js.map