export const id = 142;
export const ids = [142];
export const modules = {

/***/ 1949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b5: () => (/* binding */ runJob)
});

// UNUSED EXPORTS: expandReportUrl, signInUrlFor

// EXTERNAL MODULE: ./src/shared/findings/format.ts
var format = __webpack_require__(8497);
// EXTERNAL MODULE: ./src/shared/url-key.ts
var url_key = __webpack_require__(5026);
// EXTERNAL MODULE: ./src/client/audit/delete-reports.ts
var delete_reports = __webpack_require__(4174);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/client/api/index.ts + 2 modules
var api = __webpack_require__(2766);
// EXTERNAL MODULE: ./src/client/audit/list-cap.ts
var list_cap = __webpack_require__(3794);
// EXTERNAL MODULE: ./src/client/audit/run-audit.ts + 2 modules
var run_audit = __webpack_require__(158);
// EXTERNAL MODULE: ./src/client/audit/url-match.ts
var url_match = __webpack_require__(8374);
;// CONCATENATED MODULE: ./src/client/audit/refresh.ts
// Refresh mode, for scheduled audits: regenerate the caller's existing report of each URL
// (PUT results=1, which does not count against a deployed service's monthly quota) and create a
// report only for the URLs that have none. The wait, the outcomes and the verdict are the create
// mode's own: runAudit does the work, with a different first step per URL.






/** Listing the existing reports failed: nothing was refreshed or created. */
class RefreshLookupError extends errors/* SeoReportError */.K {
    what;
    cause;
    name = 'RefreshLookupError';
    get errorCode() {
        return 'SEO_REFRESH_LOOKUP_FAILED';
    }
    constructor(
    /** What could not be listed: "the reports of project x". */
    what, cause) {
        super(`Could not list ${what}: ${cause instanceof Error ? cause.message : String(cause)}`);
        this.what = what;
        this.cause = cause;
    }
}
const PER_PAGE = 100;
/** Ids named in a note about several reports for one page. */
const NOTE_IDS = 10;
/**
 * Finds the report to regenerate for each URL. With URLs: one search per URL (the service's
 * `search` is a substring of its cleaned URL, so every page of the answer is read and matched on
 * the normalised URL). With a project and no URLs: every report of the project.
 */
async function findRefreshTargets(client, request, signal) {
    const notes = [];
    if (request.urls.length === 0) {
        if (request.project === undefined)
            return { targets: [], notes };
        const { reports, more } = await collect(client.reports({ project: request.project, perPage: PER_PAGE }, { signal }), `the reports of project ${request.project}`);
        if (more)
            notes.push(`Project ${request.project} lists more than ${list_cap/* MAX_REPORTS_PER_RUN */.l} reports: refreshing the pages of the first ${list_cap/* MAX_REPORTS_PER_RUN */.l} listed (at most ${list_cap/* MAX_REPORTS_PER_RUN */.l} a run).`);
        const byKey = new Map();
        for (const report of reports) {
            const key = (0,url_match/* reportMatchKey */.R5)(report) ?? `id:${report.id}`;
            byKey.set(key, [...(byKey.get(key) ?? []), report]);
        }
        const targets = [...byKey.values()].map((group) => {
            const [newest] = pickNewest(group, group[0]?.url ?? '', notes);
            const report = newest;
            return { url: report.fullUrl ?? report.url, existing: report };
        });
        // Oldest report first: the order the project's pages were first audited in.
        targets.sort((a, b) => (0,url_match/* compareNewestFirst */.a0)(b.existing, a.existing));
        return { targets, notes };
    }
    const seen = new Map();
    const urls = [];
    for (const url of request.urls) {
        const key = (0,url_match/* matchKey */.LJ)(url) ?? url;
        const first = seen.get(key);
        if (first !== undefined) {
            notes.push(`${url} is the same page as ${first} for the service (it strips the scheme and www.): refreshed once.`);
            continue;
        }
        seen.set(key, url);
        urls.push(url);
    }
    const limit = (0,p_limit/* default */.A)(request.concurrency);
    const targets = await Promise.all(urls.map((url) => limit(async () => {
        const { reports: found, more } = await collect(client.reports({
            search: (0,url_match/* searchTextFor */.Ng)(url),
            ...(request.project === undefined ? {} : { project: request.project }),
            perPage: PER_PAGE,
        }, { signal }), `the reports of ${url}`);
        if (more)
            notes.push(`${url}: the service lists more than ${list_cap/* MAX_REPORTS_PER_RUN */.l} reports for it; only the first ${list_cap/* MAX_REPORTS_PER_RUN */.l} were read.`);
        const matching = found.filter((report) => (0,url_match/* reportMatches */.gt)(report, url));
        const [existing] = pickNewest(matching, url, notes);
        return { url, existing: existing ?? null };
    })));
    return { targets, notes };
}
/** Regenerates the existing reports and creates the missing ones, then waits as create does. */
async function runRefresh(client, plan, hooks = {}, cancel) {
    const deadline = plan.deadline ?? AbortSignal.timeout(plan.timeoutMs);
    const signal = AbortSignal.any([deadline, ...(cancel ? [cancel] : [])]);
    const lookup = await findRefreshTargets(client, { urls: plan.urls, project: plan.project, concurrency: plan.concurrency }, signal);
    for (const note of lookup.notes)
        hooks.onNote?.(note);
    const result = await (0,run_audit/* runAudit */.bD)(client, { ...plan, deadline, urls: lookup.targets.map((target) => target.url) }, hooks, cancel, refreshStarter(client, plan, lookup.targets, (0,run_audit/* reportCreatorFor */.cx)(client, hooks)));
    const count = (action) => result.outcomes.filter((o) => o.action === action && o.reportId !== null).length;
    const previous = lookup.targets.flatMap((target) => target.existing === null ? [] : [{ url: target.url, report: target.existing }]);
    return {
        result,
        refreshed: count('refreshed'),
        created: count('created'),
        notes: lookup.notes,
        previous,
    };
}
/** The first step per URL in refresh mode. */
function refreshStarter(client, plan, targets, creator) {
    const existing = new Map(targets.map((target) => [target.url, target.existing]));
    const create = async (url, signal) => ({
        report: await creator.create({ url, privacy: plan.privacy, password: plan.password, project: plan.project }, signal),
        action: 'created',
    });
    return async (url, signal) => {
        const report = existing.get(url) ?? null;
        if (report === null)
            return create(url, signal);
        try {
            // Only results=1: the report keeps its privacy and password.
            const regenerated = await client.updateReport(report.id, { regenerate: true }, { signal });
            return { report: regenerated, action: 'refreshed' };
        }
        catch (error) {
            // Deleted between the list and the PUT: the URL has no report any more.
            if ((0,api/* isApiError */.d7)(error) && error.code === 'not_found')
                return create(url, signal);
            throw error;
        }
    };
}
function pickNewest(reports, url, notes) {
    const sorted = [...reports].sort(url_match/* compareNewestFirst */.a0);
    if (sorted.length > 1) {
        // A few ids say which; a thousand would only flood the log.
        const shown = sorted.slice(0, NOTE_IDS).map((r) => r.id);
        const rest = sorted.length > NOTE_IDS ? `, and ${sorted.length - NOTE_IDS} more` : '';
        notes.push(`${url}: ${sorted.length} reports match (${shown.join(', ')}${rest}); refreshing the newest, ${sorted[0]?.id}.`);
    }
    return sorted;
}
async function collect(reports, what) {
    try {
        return await (0,list_cap/* readAtMost */.r)(reports);
    }
    catch (error) {
        // Authentication and configuration failures keep their own words: they say what to fix.
        if ((0,api/* isApiError */.d7)(error) && ['unauthenticated', 'forbidden'].includes(error.code))
            throw error;
        throw new RefreshLookupError(what, error);
    }
}

// EXTERNAL MODULE: ./src/client/baseline/compare.ts
var compare = __webpack_require__(5356);
// EXTERNAL MODULE: ./src/client/baseline/file-source.ts
var file_source = __webpack_require__(179);
// EXTERNAL MODULE: ./src/client/baseline/types.ts
var types = __webpack_require__(8014);
// EXTERNAL MODULE: ./src/client/app/config.ts + 5 modules
var app_config = __webpack_require__(1565);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
;// CONCATENATED MODULE: ./src/client/app/heap-growth.ts
// How far V8 lets the heap grow in a process that runs a job: the job's pages, requests,
// answers and reports pass through its main thread (and, with the embedded service, the
// service's and the served folder's too), and what V8 once takes for its heaps stays in the
// process's resident set. Left to V8, the audit of a 10,000-page build folder peaked at 598 to
// 710 MiB against 441 to 473 for 500 pages, most of the difference heap capacity rather than
// live objects (docs/benchmarks.md, "Memory as the site grows", issue 30):
// - The young generation: sized from the machine's memory, up to 64 MiB a semi-space (128 MiB
//   in all) on the project's 24 GB machines, which a long run fills. It stops at 8 MiB here:
//   besides its own pages, a larger one holds more of the served files and answers that died
//   in it (memory outside V8's heap, freed when it is collected). 2,000 pages: 198-202 MiB at
//   the peak against 226-234 with 16 MiB, for the same CPU time (docs/benchmarks.md, "The
//   session of 2026-11-27, 11:00-14:00 UTC").
// - The old generation: after each full collection V8 lets it grow by up to four times what
//   survived, and what a page leaves behind (its answer, its report) is promoted there and
//   waits for the next full collection. Half as much again is allowed here, or more when what
//   survived is small next to the young generation (growthPercentFor).
//
// Both are V8's flags, fixed when the process starts (`node --max-semi-space-size`), which a
// command or an action cannot choose; these two are read again each time a heap grows, so
// setting them while the process runs takes effect. They are the process's: the analysis
// threads' heaps follow them too.


/** The young generation's semi-space, in MiB: two of them make the young generation. */
const SEMI_SPACE_MIB = 8;
/** V8's own growth of the young generation (`--semi-space-growth-factor`): it doubles. */
const V8_SEMI_SPACE_GROWTH_FACTOR = 2;
/** After a full collection, the old generation may grow by at least this share of what survived it. */
const OLD_GENERATION_GROWTH_PERCENT = 50;
/** The room left before V8 marks again, as a share of the young generation (growthPercentFor). */
const MARKING_ROOM_OF_YOUNG = 0.75;
/**
 * The old generation's growth, in percent, after a full collection that left `survivedBytes`
 * of it, with a young generation of `youngBytes`. V8 sets the next limit at the survivors times
 * the growth plus a semi-space, and starts marking as soon as the room under that limit is less
 * than the young generation (a scavenge could promote all of it). At 50% and the 27 MB a
 * 2,000-page audit's main thread keeps, that room was under the young generation's 32 MiB from
 * the start: V8 marked again as soon as it had finished, 30 full collections a run, each freeing
 * some 13 MB. The growth is raised until the survivors' growth is MARKING_ROOM_OF_YOUNG of the
 * young generation, so that marking starts after a share of that much has been allocated; a
 * large old generation keeps the 50% (docs/benchmarks.md, "The session of 2026-11-27,
 * 06:45-09:45 UTC").
 */
function growthPercentFor(survivedBytes, youngBytes) {
    if (!(survivedBytes > 0))
        return OLD_GENERATION_GROWTH_PERCENT;
    const wanted = Math.ceil((100 * MARKING_ROOM_OF_YOUNG * youngBytes) / survivedBytes);
    return Math.max(OLD_GENERATION_GROWTH_PERCENT, wanted);
}
/** The main thread's heap outside its young generation now: after a full collection, what survived. */
function oldGenerationBytes() {
    let bytes = 0;
    for (const space of (0,external_node_v8_.getHeapSpaceStatistics)()) {
        if (space.space_name !== 'new_space' && space.space_name !== 'new_large_object_space')
            bytes += space.space_used_size;
    }
    return bytes;
}
/** What oldGenerationGrowthPercent returns; not 0 once boundHeapGrowth has run (it runs once). */
let growthPercentSet = 0;
/** The old generation's growth last given to V8, in percent: 0 until the heap is bounded. */
function oldGenerationGrowthPercent() {
    return growthPercentSet;
}
/** The main thread's young generation now (both semi-spaces), in bytes. */
function youngGenerationBytes() {
    return ((0,external_node_v8_.getHeapSpaceStatistics)().find((space) => space.space_name === 'new_space')?.space_size ?? 0);
}
/**
 * The young generation's growth: V8's own until boundHeapGrowth; then held until
 * releaseYoungGrowth; then growing, until it has reached SEMI_SPACE_MIB and is bounded.
 */
let youngGrowth = 'v8';
/**
 * Bounds the heap's growth for the rest of the process (once; later calls do nothing). The
 * young generation is held at the size it has until releaseYoungGrowth: V8 grows it only during
 * a scavenge, and the bound below is applied after each collection, when this thread next runs
 * JavaScript; through a long synchronous piece of work (a 10,000-page folder listed at the start
 * of a job) several scavenges doubled it past the bound before it was read (8 to 32 MiB a
 * semi-space in 0.2 s). Once released it doubles as V8 sees fit; after each collection its size
 * is read, and once it has reached the semi-space above, its growth factor is set to 1. After
 * each full collection the old generation's growth is set from what survived (growthPercentFor):
 * V8 reads it when it sets the next limit, at the end of the next one.
 */
function boundHeapGrowth(options = {}) {
    if (growthPercentSet !== 0)
        return;
    // Off only in the test that shows what the room changes.
    const roomForMarking = options.roomForMarking ?? true;
    const setGrowth = (percent) => {
        (0,external_node_v8_.setFlagsFromString)(`--heap-growing-percent=${percent}`);
        growthPercentSet = percent;
    };
    setGrowth(OLD_GENERATION_GROWTH_PERCENT);
    (0,external_node_v8_.setFlagsFromString)('--semi-space-growth-factor=1');
    youngGrowth = 'held';
    const observer = new external_node_perf_hooks_.PerformanceObserver((list) => {
        boundYoungGrowth();
        const full = list
            .getEntries()
            .some((entry) => entry.detail?.kind === external_node_perf_hooks_.constants.NODE_PERFORMANCE_GC_MAJOR);
        if (!full || !roomForMarking)
            return;
        const percent = growthPercentFor(oldGenerationBytes(), youngGenerationBytes());
        if (percent !== growthPercentSet)
            setGrowth(percent);
    });
    observer.observe({ entryTypes: ['gc'] });
}
/**
 * Lets the young generation grow again, up to SEMI_SPACE_MIB, once the job has left its
 * synchronous start (its folder listed, its sitemap read) and this thread runs JavaScript
 * between one collection and the next. Only after boundHeapGrowth; once.
 */
function releaseYoungGrowth() {
    if (youngGrowth !== 'held')
        return;
    youngGrowth = 'growing';
    boundYoungGrowth();
    if (youngGrowth === 'growing')
        (0,external_node_v8_.setFlagsFromString)(`--semi-space-growth-factor=${V8_SEMI_SPACE_GROWTH_FACTOR}`);
}
/** Stops the young generation's growth once it has reached its bound (after it is released). */
function boundYoungGrowth() {
    if (youngGrowth !== 'growing' || youngGenerationBytes() < 2 * SEMI_SPACE_MIB * 2 ** 20)
        return;
    (0,external_node_v8_.setFlagsFromString)('--semi-space-growth-factor=1');
    youngGrowth = 'bounded';
}

// EXTERNAL MODULE: ./src/client/audit/page-facts.ts
var page_facts = __webpack_require__(1254);
// EXTERNAL MODULE: ./src/client/audit/report-spill.ts
var report_spill = __webpack_require__(7442);
// EXTERNAL MODULE: ./src/client/audit/rules.ts
var rules = __webpack_require__(3224);
// EXTERNAL MODULE: ./src/client/baseline/pages.ts
var pages = __webpack_require__(9787);
// EXTERNAL MODULE: ./src/client/app/verdict.ts
var app_verdict = __webpack_require__(5266);
;// CONCATENATED MODULE: ./src/client/app/judge.ts
// How a job judges its pages once they are audited: each failed check gets its severity from the
// rules and the defaults, accepted checks (off, ignore-checks) count as passed, each page is
// compared with its baseline (a results file, the previous comment, a branch, another origin
// audited in the same run, or each report before a refresh), then the verdict.







function judge(config, audited, load) {
    // Asked for each page by the score, the comparison, the verdict and the refresh's former
    // state: the URL is parsed and the rules matched once. Pages the same rules match share one
    // PageSeverity, which remembers its answer for each check.
    const severityByUrl = new Map();
    const severityByRules = new Map();
    const severityOn = (url) => {
        let severity = severityByUrl.get(url);
        if (severity === undefined) {
            const pageRules = (0,rules/* rulesFor */.NP)(url, config.rules);
            const matched = pageRules.map((rule) => config.rules.indexOf(rule)).join(' ');
            severity = severityByRules.get(matched);
            if (severity === undefined) {
                severity = rememberingSeverity(pageRules);
                severityByRules.set(matched, severity);
            }
            severityByUrl.set(url, severity);
        }
        return severity;
    };
    const accept = (outcome) => acceptChecks(outcome, severityOn(outcome.url));
    const all = audited.result.outcomes.map(accept);
    const result = { ...audited.result, outcomes: all.slice(0, audited.own) };
    const warnings = [];
    let baseline = null;
    if (load?.kind === 'missing')
        warnings.push(`No baseline to compare with: ${load.reason}.`);
    if (load?.kind === 'found')
        baseline = { baseline: load.baseline, pairBy: 'url' };
    if (audited.previous !== null) {
        const pages = audited.previous.map(({ url, report }) => pageBefore(url, report));
        baseline = { baseline: { from: 'each report before the refresh', pages }, pairBy: 'url' };
    }
    if (config.baselineUrl !== undefined) {
        const others = all.slice(audited.own);
        const failed = others.filter((o) => o.failure !== null || o.grade === null);
        if (failed.length > 0 && result.fatal === null)
            warnings.push(`${failed.length} of the ${others.length} baseline pages on ${config.baselineUrl} had no result, so their pages count as new: ${failed.map((o) => o.url).join(', ')}.`);
        baseline = {
            baseline: { from: config.baselineUrl, pages: others.map(pages/* baselinePageOf */._) },
            pairBy: 'path',
        };
    }
    const comparison = baseline === null
        ? null
        : (0,compare/* compareWithBaseline */.$_)(result.outcomes, baseline.baseline, severityOn, baseline.pairBy);
    // A crawl's pages are what it reached this time: a page of the baseline it did not reach (an
    // earlier crawl's, or baseline-url's crawl of the other origin) is gone, no longer linked or
    // beyond max-pages, said as such rather than passed over. A page only this crawl reached is new.
    if (comparison !== null && baseline !== null && config.crawl !== undefined) {
        const keyOf = (0,compare/* pairKeyOf */.No)(baseline.pairBy);
        const gone = goneFromCrawl(baseline.baseline.pages, result.outcomes, keyOf);
        if (gone.length > 0)
            warnings.push(goneLine(gone, baseline.baseline.from));
    }
    const verdict = (0,app_verdict/* decideVerdict */.A)(result, config.failOn, config.minScore, comparison === null ? null : { comparison, rule: config.regression }, severityOn);
    return { result, verdict, comparison, baselineWarnings: warnings };
}
/**
 * pageSeverity of pages matched by `pageRules`, remembering its answer for each check object
 * (with its key): a run's spilled pages share one object per failed check and errors
 * (page-facts.ts), and each page's accepted checks and findings asked the rules again, some
 * thirty thousand times for a 2,000-page site.
 */
function rememberingSeverity(pageRules) {
    const known = new WeakMap();
    return (key, check) => {
        if (check === null)
            return (0,rules/* severityOf */.xJ)(key, { errors: null }, pageRules);
        const kept = known.get(check);
        if (kept !== undefined && kept.key === key)
            return kept.verdict;
        const verdict = (0,rules/* severityOf */.xJ)(key, check, pageRules);
        known.set(check, { key, verdict });
        return verdict;
    };
}
/** A page's outcome with its accepted failed checks counted as passed. */
function acceptChecks(outcome, severity) {
    if (outcome.score === null || outcome.failure !== null)
        return outcome;
    // A report waiting in the run's file is read back only when it has an accepted check: its
    // failed checks, what the rules judge, were kept when it was written (report-spill.ts).
    const facts = (0,report_spill/* spilledFacts */.nQ)(outcome);
    if (facts !== null &&
        !facts.failedChecks.some(({ key, check }) => severity(key, check).severity === 'off'))
        return outcome;
    const raised = (0,compare/* scoreWithAccepted */.wj)(outcome.report, outcome.score, severity);
    if (raised === null || raised.score === outcome.score)
        return outcome;
    // Not `{ ...outcome }`: that would read a report waiting in the run's file and hold it.
    return (0,report_spill/* outcomeWith */.d1)(outcome, {
        score: raised.score,
        grade: raised.grade,
        serviceScore: outcome.score,
    });
}
/**
 * A report as it was before a refresh, with the service's score: the comparison counts this
 * run's accepted checks as passed on both sides, by the same formula.
 */
function pageBefore(url, report) {
    return {
        url,
        score: report.score,
        grade: report.grade,
        failedChecks: (0,page_facts/* failedCheckKeys */.G8)(report),
        notApplicable: (0,page_facts/* unjudgedCheckKeys */.zf)(report),
    };
}
/** Baseline pages no page of this run pairs with (by URL, as the comparison pairs them). */
function goneFromCrawl(pages, outcomes, keyOf) {
    const audited = new Set(outcomes.map((outcome) => keyOf(outcome.url)));
    return pages.map((page) => page.url).filter((url) => !audited.has(keyOf(url)));
}
/** At most this many gone pages are named. */
const GONE_NAMED = 10;
function goneLine(gone, from) {
    const named = gone.slice(0, GONE_NAMED).join(', ');
    const more = gone.length > GONE_NAMED ? `, and ${gone.length - GONE_NAMED} more` : '';
    return `Not reached by this crawl, so not compared: ${(0,format/* plural */.LS)(gone.length, 'page')} of the baseline (${from}), gone, no longer linked, or beyond max-pages: ${named}${more}.`;
}

// EXTERNAL MODULE: ./src/shared/own-keys.ts
var own_keys = __webpack_require__(6678);
;// CONCATENATED MODULE: ./src/client/app/link-check.ts
// The link check as a step of the job (check-links, docs/links.md): the audited pages' links and
// resources on the audited origins requested once each (and with check-external-links, those on
// other sites), and what is wrong added to each page's results as the runner's checks
// broken_links and broken_resources, so that the rules, the verdict and every face judge and show
// them like the service's checks.


async function runLinkCheck(config, result, signal, 
/** site-dir with site-url: the production origin's URLs are the served folder's. */
servedSite = null, 
/** Pages the crawler read: not read again. */
pagesRead = null) {
    const { checkLinks } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(455), __webpack_require__.e(867), __webpack_require__.e(97)]).then(__webpack_require__.bind(__webpack_require__, 9097));
    const pages = result.outcomes
        .filter((outcome) => outcome.report !== null && outcome.failure === null)
        .map((outcome) => ({
        url: outcome.url,
        noindex: (0,own_keys/* own */.Z)(outcome.report?.checks ?? {}, 'noindex')?.passed === false,
    }));
    const origins = new Set([
        ...result.outcomes.map((outcome) => new URL(outcome.url).origin),
        ...(config.crawl?.origins ?? []),
    ]);
    // A protected preview's headers go to the given URLs' origins only, as the crawler sends them.
    const headers = config.target.kind === 'embedded' ? config.target.headers : {};
    const { accept, timeoutMs, external } = config.linkOptions;
    return checkLinks({
        pages,
        origins,
        signal,
        ...(pagesRead === null ? {} : { pagesRead }),
        accept,
        ...(external === null ? {} : { external }),
        checker: {
            timeoutMs,
            headers,
            headersOrigins: new Set(config.urls.map((url) => new URL(url).origin)),
            ...(servedSite === null ? {} : { fetchFrom: onServedSite(servedSite) }),
        },
    });
}
/**
 * The crawler's reader, each page it reads as HTML also handed to the link check (its targets,
 * not its HTML): with crawl-discovery: pages, a page is read once for the run, not twice.
 */
function handingOver(reader, pagesRead) {
    return {
        robots: (origin, signal) => reader.robots(origin, signal),
        async page(url, signal) {
            const read = await reader.page(url, signal);
            if (read.kind === 'html')
                pagesRead.keep(url, read);
            return read;
        },
        close: () => reader.close(),
    };
}
/** The origins whose targets a crawl's link check requests: the given URLs' and crawl-origins. */
function crawlLinkOrigins(config) {
    return new Set([
        ...config.urls.map((url) => new URL(url).origin),
        ...(config.crawl?.origins ?? []),
    ]);
}
/** The runner checks the internal link check judges on each page it reads. */
const INTERNAL_LINK_CHECKS = ['broken_links', 'broken_resources'];
/**
 * The audit's outcomes with each page's link problems added as failed runner checks, and the
 * runner checks judged on each page read recorded (a later run's baseline compares only those).
 */
function withLinkChecks(result, links) {
    const byPage = new Map(links.pages.map((page) => [page.page, page]));
    const outcomes = result.outcomes.map((outcome) => {
        const read = byPage.get(outcome.url);
        if (outcome.report === null || read === undefined || read.unread !== null)
            return outcome;
        // Not `{ ...outcome }`: that would read a report waiting in the run's file and hold it.
        const judged = (0,report_spill/* outcomeWith */.d1)(outcome, { runnerChecks: [...INTERNAL_LINK_CHECKS] });
        if (read.problems.length === 0)
            return judged;
        const checks = { ...outcome.report.checks };
        const linkProblems = read.problems.filter((problem) => problem.kind === 'link');
        const resourceProblems = read.problems.filter((problem) => problem.kind !== 'link');
        if (linkProblems.length > 0)
            checks.broken_links = runnerCheck(linkProblems);
        if (resourceProblems.length > 0)
            checks.broken_resources = runnerCheck(resourceProblems);
        // Written back where the report was (report-spill.ts), not held for every page with a problem.
        return (0,report_spill/* outcomeWithReport */.lg)(judged, { ...outcome.report, checks });
    });
    return { ...result, outcomes };
}
/**
 * A failed check whose errors are the problems by kind: broken, external, unverifiable,
 * redirected, noindex, blocked (each kind an error key the rules can name).
 */
function runnerCheck(problems) {
    const errors = {};
    for (const problem of problems) {
        const detail = {
            url: problem.url,
            kind: problem.kind,
            status: problem.status,
            ...(problem.failure === null ? {} : { failure: problem.failure }),
            ...(problem.hops.length === 0 ? {} : { hops: problem.hops }),
        };
        const list = errors[problem.problem];
        if (list === undefined)
            errors[problem.problem] = [detail];
        else
            list.push(detail);
    }
    return { passed: false, importance: null, value: { count: problems.length }, errors };
}
/** A production URL as the served folder's (same path and query); others as they are. */
function onServedSite(site) {
    return (url) => {
        const parsed = new URL(url);
        if (parsed.origin !== site.productionOrigin)
            return url;
        return `${site.origin}${parsed.pathname}${parsed.search}`;
    };
}

;// CONCATENATED MODULE: ./src/client/app/site-findings.ts
// Findings across the audited pages, from the reports the engine returns: what no single page's
// checks can see (forty pages with one title, canonicals that lead out of the audited list).
// Pure: outcomes in, typed findings out; the faces word them. It reads check values the way
// deployed services store them (phpRank keeps the title and description text as `value`) and
// tolerates other shapes, since `value` is unknown data (docs/compatibility.md).



function siteFindings(outcomes, { sitemap = null, folderPages = null } = {}) {
    identities = new WeakMap();
    // The run's own reader when its reports were spilled: it has the key of every page and link
    // target already (the same keys: one function of the URL), where a reader of its own worked
    // out thousands again, held reports' links included.
    reader = (0,report_spill/* runFactsReader */.Ov)(outcomes) ?? new page_facts/* PageFactsReader */.Gx();
    try {
        const pages = outcomes.filter((outcome) => identityOf(outcome).hasChecks);
        return [
            ...duplicates('duplicate_title', pages, (page) => page.title),
            ...duplicates('duplicate_meta_description', pages, (page) => page.description),
            ...canonicalFindings(outcomes, pages),
            ...brokenInternalLinks(outcomes, pages),
            ...sitemapHygiene(outcomes, pages, sitemap, folderPages ?? []),
        ];
    }
    finally {
        identities = new WeakMap();
        reader = new page_facts/* PageFactsReader */.Gx();
    }
}
const KIND_ORDER = [
    'sitemap_entry_error',
    'sitemap_entry_redirect',
    'sitemap_entry_noindex',
    'sitemap_entry_blocked',
    'sitemap_entry_canonicalised',
    'sitemap_entry_not_checked',
    'missing_from_sitemap',
    'orphan_page',
];
function entryFault(outcome, alias = undefined) {
    const status = errorStatus(outcome);
    if (status !== null)
        return { kind: 'sitemap_entry_error', status };
    const { facts } = identityOf(outcome);
    if (facts.redirected)
        return { kind: 'sitemap_entry_redirect' };
    if (facts.noindex)
        return { kind: 'sitemap_entry_noindex' };
    if (facts.blockedByRobots)
        return { kind: 'sitemap_entry_blocked' };
    const canonical = facts.canonical;
    const key = canonical === null ? null : pageKey(onServedOrigin(canonical, alias));
    if (key !== null && !pageUrls(outcome).includes(key))
        return { kind: 'sitemap_entry_canonicalised' };
    return null;
}
/**
 * The sitemap against the audit: entries that answer an error, redirect, are noindex, blocked
 * by robots.txt or canonicalised elsewhere (read from their reports, so only audited entries
 * are judged; the others are named as not checked), audited pages the sitemap leaves out, and
 * pages no audited page links to. One finding per kind (per status for errors), so a sitemap
 * of 500 broken entries is one line with its pages, not 500.
 */
function sitemapHygiene(outcomes, pages, sitemap, folderPages) {
    const value = sitemap?.files[0] ?? '';
    const byKey = new Map();
    for (const outcome of outcomes) {
        for (const url of pageUrls(outcome))
            if (!byKey.has(url))
                byKey.set(url, outcome);
    }
    const groups = new Map();
    const addPage = pageAdder();
    const add = (kind, page, status) => {
        const id = `${kind} ${status ?? ''}`;
        const group = groups.get(id);
        if (group === undefined)
            groups.set(id, { kind, value, pages: [page], ...(status === undefined ? {} : { status }) });
        else
            addPage(group, page);
    };
    // An audited page is judged as an entry up to three times (its entry, as a page left out, as
    // an orphan candidate, from the sitemap and the folder): once, kept with its identity (a map
    // beside the pages was one more table of every page, promoted while the findings ran).
    const faultOf = (outcome) => {
        const identity = identityOf(outcome);
        if (identity.fault === undefined)
            identity.fault = entryFault(outcome, sitemap?.alias);
        return identity.fault;
    };
    const entryKeys = new Set();
    for (const entry of sitemap?.entries ?? []) {
        const key = pageKey(entry);
        if (key === null || entryKeys.has(key))
            continue;
        entryKeys.add(key);
        const outcome = byKey.get(key);
        // Left out by max-pages (or the audit stopped): nothing is known of it but its links.
        if (outcome === undefined ||
            (!identityOf(outcome).hasChecks && errorStatus(outcome) === null)) {
            add('sitemap_entry_not_checked', entry);
            continue;
        }
        const fault = faultOf(outcome);
        if (fault === null)
            continue;
        add(fault.kind, entry, fault.status);
    }
    const linked = linkedKeys(pages);
    if (sitemap !== null) {
        const origins = new Set();
        for (const entry of sitemap.entries)
            origins.add(originOf(entry));
        for (const page of pages) {
            const keys = pageUrls(page);
            if (!origins.has(originOf(page.url)) || keys.some((key) => entryKeys.has(key)))
                continue;
            // Only a page that belongs in a sitemap: answered 2xx, indexable, its own canonical.
            if (faultOf(page) === null)
                add('missing_from_sitemap', page.url);
        }
    }
    // Orphans: pages the sitemap or the build folder says exist, that no audited page links to.
    // Judged only when the reports carry their links (our analyzer's in_page_links) and every such
    // page was audited: with some left out, the link to a page may be on one of them. A page
    // already at fault above (a 404, a redirect...) is not named twice.
    // (Both lists walked in turn, not joined: a whole site's are each as long as the site.)
    const listed = [sitemap?.entries ?? [], folderPages];
    const everyPageAudited = listed.every((urls) => urls.every((url) => {
        const outcome = byKey.get(pageKey(url) ?? '');
        return (outcome !== undefined && (identityOf(outcome).hasChecks || errorStatus(outcome) !== null));
    }));
    if (linked !== null && everyPageAudited) {
        const candidates = [];
        for (const urls of listed)
            for (const url of urls) {
                const outcome = byKey.get(pageKey(url) ?? '');
                if (outcome === undefined || faultOf(outcome) === null)
                    candidates.push(url);
            }
        const named = new Set();
        const entries = entryPages(candidates);
        for (const url of candidates) {
            const outcome = byKey.get(pageKey(url) ?? '');
            const keys = outcome === undefined ? [pageKey(url) ?? url] : pageUrls(outcome);
            const id = keys[0];
            if (named.has(id) || entries.has(url))
                continue;
            named.add(id);
            if (!keys.some((key) => linked.has(key)))
                add('orphan_page', outcome?.url ?? url);
        }
    }
    // By kind as listed in SiteFindingKind (the sort is stable: first page first within a kind).
    return [...groups.values()].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}
/**
 * The pages visitors and crawlers enter a site by, never orphans: an origin's home page (`/`),
 * and the root of a site kept under a base path (the deepest folder holding all its pages, such
 * as `/docs/` of a project site), when that root is itself a page.
 */
function entryPages(urls) {
    // One pass, each URL parsed once, keeping no page's parsed path (a whole site's was 10,000
    // objects and strings). Each origin's root is the deepest folder that holds all its pages:
    // it only gets shorter as pages are read, so a page is at the final root when its path is the
    // root as soon as it is read and the root does not shrink afterwards. The pages at the current
    // root wait in a list of their origin's, emptied when it shrinks.
    const roots = new Map();
    const entries = new Set();
    for (const url of urls) {
        const parsed = URL.parse(url);
        if (parsed === null)
            continue;
        const path = parsed.pathname.replace(/\/index\.html?$/, '/');
        if (path === '/')
            entries.add(url);
        let origin = roots.get(parsed.origin);
        if (origin === undefined) {
            origin = { root: path.replace(/[^/]*$/, ''), atRoot: [] };
            roots.set(parsed.origin, origin);
        }
        let root = origin.root;
        while (!path.startsWith(root))
            root = root.replace(/[^/]*\/$/, '');
        if (root !== origin.root) {
            origin.root = root;
            origin.atRoot = [];
        }
        if (path === root)
            origin.atRoot.push(url);
    }
    for (const { atRoot } of roots.values())
        for (const url of atRoot)
            entries.add(url);
    return entries;
}
/**
 * Every page the audited pages link to (links to themselves aside). Null when that is not known:
 * no report lists its links, or one list may be cut (an orphan would then be a guess).
 */
function linkedKeys(pages) {
    let known = false;
    const linked = new Set();
    for (const page of pages) {
        // The links' page keys (page-facts.ts: Internals, else internalUrls; 'cut' when full).
        const links = identityOf(page).facts.links;
        if (links === 'cut')
            return null;
        if (links === null)
            continue;
        known = true;
        const self = pageUrls(page);
        for (const key of links)
            if (!self.includes(key))
                linked.add(key);
    }
    return known ? linked : null;
}
/** A URL on the alias's written origin as the same path on the served one; others as they are. */
function onServedOrigin(url, alias) {
    const parsed = alias === undefined ? null : URL.parse(url);
    if (alias === undefined || parsed === null || parsed.origin !== alias.written)
        return url;
    return `${alias.served}${parsed.pathname}${parsed.search}`;
}
function originOf(url) {
    return URL.parse(url)?.origin ?? '';
}
/** Groups pages by a text; texts are compared with case and whitespace runs folded. */
/**
 * Adds a page to a finding's pages once. A set beside each group keeps this linear: thousands of
 * pages can share a title, and `pages.includes` made grouping them quadratic.
 */
function pageAdder() {
    const members = new WeakMap();
    return (group, page) => {
        let seen = members.get(group);
        if (seen === undefined) {
            seen = new Set(group.pages);
            members.set(group, seen);
        }
        if (seen.has(page))
            return;
        seen.add(page);
        group.pages.push(page);
    };
}
function duplicates(kind, pages, read) {
    const groups = new Map();
    const addPage = pageAdder();
    for (const page of pages) {
        const text = read(identityOf(page));
        if (text === null)
            continue;
        const key = text.toLowerCase();
        const group = groups.get(key);
        if (group === undefined)
            groups.set(key, { kind, value: text, pages: [page.url] });
        else
            addPage(group, page.url);
    }
    return [...groups.values()].filter((group) => group.pages.length > 1);
}
function canonicalFindings(outcomes, pages) {
    const audited = new Set();
    for (const outcome of outcomes) {
        for (const url of pageUrls(outcome))
            audited.add(url);
    }
    const shared = new Map();
    const outside = new Map();
    const addPage = pageAdder();
    for (const page of pages) {
        const canonical = identityOf(page).canonical;
        const key = canonical === null ? null : pageKey(canonical);
        if (canonical === null || key === null)
            continue;
        const group = shared.get(key);
        if (group === undefined) {
            shared.set(key, { kind: 'shared_canonical', value: canonical, pages: [page.url] });
        }
        else {
            addPage(group, page.url);
        }
        if (!audited.has(key)) {
            const away = outside.get(key);
            if (away === undefined) {
                outside.set(key, { kind: 'canonical_outside_audit', value: canonical, pages: [page.url] });
            }
            else {
                addPage(away, page.url);
            }
        }
    }
    return [...[...shared.values()].filter((group) => group.pages.length > 1), ...outside.values()];
}
function brokenInternalLinks(outcomes, pages) {
    // Audited pages that answered 4xx/5xx, by every URL they are known under.
    const broken = new Map();
    for (const outcome of outcomes) {
        const status = errorStatus(outcome);
        if (status === null)
            continue;
        for (const url of pageUrls(outcome))
            broken.set(url, { url: outcome.url, status });
    }
    if (broken.size === 0)
        return [];
    const findings = new Map();
    for (const page of pages) {
        const targets = new Set();
        for (const key of identityOf(page).facts.internalUrls) {
            const target = broken.get(key);
            if (target === undefined || target.url === page.url || targets.has(target.url))
                continue;
            targets.add(target.url);
            const finding = findings.get(target.url);
            if (finding === undefined) {
                findings.set(target.url, {
                    kind: 'broken_internal_link',
                    value: target.url,
                    pages: [page.url],
                    status: target.status,
                });
            }
            else {
                finding.pages.push(page.url);
            }
        }
    }
    return [...findings.values()];
}
/**
 * What the findings ask of each page again and again (its URLs, its error status, its title, its
 * links...), once per `siteFindings` call. A report the run keeps in memory is read for it then;
 * one waiting in the run's file (src/client/audit/report-spill.ts) was read when the page
 * settled, and its facts wait beside it: parsing it back at each question cost more than the
 * rest, and once per walk over the pages still cost five parses a page.
 */
let identities = new WeakMap();
/**
 * The call's reader of held reports: one key per URL, however many pages link to it (the run's
 * own when it spilled reports).
 */
let reader = new page_facts/* PageFactsReader */.Gx();
function identityOf(outcome) {
    let identity = identities.get(outcome);
    if (identity === undefined) {
        const facts = (0,report_spill/* spilledPageFacts */.yt)(outcome) ?? reader.factsOf(outcome.report);
        identity = {
            keys: pageUrlsOf(outcome, facts),
            errorStatus: errorStatusOf(outcome, facts),
            hasChecks: facts.hasChecks,
            title: facts.title,
            description: facts.description,
            canonical: facts.canonical,
            facts,
        };
        identities.set(outcome, identity);
    }
    return identity;
}
/** Every matchable form of an audited page's URL: as given, as stored, as finally served. */
function pageUrls(outcome) {
    return identityOf(outcome).keys;
}
function pageUrlsOf(outcome, facts) {
    const given = outcome.url === '' ? null : pageKey(outcome.url);
    const keys = given === null ? [] : [given];
    for (const key of facts.reportKeys)
        if (!keys.includes(key))
            keys.push(key);
    return keys;
}
/** The 4xx/5xx a page answered: from our http_status check, else from the failure message. */
function errorStatus(outcome) {
    return identityOf(outcome).errorStatus;
}
function errorStatusOf(outcome, facts) {
    const failure = failureText(outcome);
    const status = facts.reportedStatus ??
        (failure === null ? facts.generationErrorStatus : (0,page_facts/* httpStatusIn */.uu)(failure));
    return status !== null && status >= 400 && status <= 599 ? status : null;
}
function failureText(outcome) {
    const failure = outcome.failure;
    if (failure?.kind === 'message')
        return failure.text;
    if (failure?.kind === 'not_audited')
        return failure.reason;
    if (failure?.kind === 'api')
        return failure.error.message;
    return null;
}
/**
 * URLs in the form services clean them to, and without a trailing "/" on the path: "/b/" and
 * "/b" are one page to a reader of these findings, and sites redirect one to the other.
 */
function pageKey(url) {
    return reader.pageKey(url);
}
/**
 * The link check's broken targets, most linked first, each with the pages linking to it. With
 * the link check, these replace broken_internal_link: every target is checked, not only those
 * audited, and an audited page that answered an error is one of them.
 */
function brokenTargetFindings(links) {
    return links.brokenTargets.map((target) => ({
        kind: 'broken_target',
        value: target.url,
        pages: target.pages,
        resource: target.kind,
        ...(target.external ? { external: true } : {}),
        ...(target.status === null ? {} : { status: target.status }),
        ...(target.failure === null ? {} : { failure: target.failure }),
    }));
}

;// CONCATENATED MODULE: ./src/client/app/target.ts
// The one place that opens a target: the embedded reference service started in-process on
// 127.0.0.1 (src/embedded/, the only way from the client to the server), or the user's service;
// either way a client.

/**
 * Starts what opening `target` will wait for, without waiting: the embedded service's analysis
 * threads, which load on other cores while the job does its own work first (a build folder
 * listed, sitemaps read). Nothing for a service of the user's.
 */
async function prepareTarget(target) {
    if (target.kind !== 'embedded')
        return;
    const { prepareEmbeddedService } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(455), __webpack_require__.e(295), __webpack_require__.e(159), __webpack_require__.e(770), __webpack_require__.e(888)]).then(__webpack_require__.bind(__webpack_require__, 4297));
    prepareEmbeddedService();
}
async function openTarget(target, options) {
    const { onRetry, onRequestSent } = options.clientHooks ?? {};
    const hooks = {
        ...(onRetry ? { onRetry } : {}),
        ...(onRequestSent ? { onRequestSent } : {}),
    };
    if (target.kind === 'remote') {
        const client = new api/* SeoReportClient */.fQ({
            baseUrl: target.baseUrl,
            apiKey: target.apiKey,
            ...hooks,
        });
        return {
            client,
            baseUrl: target.baseUrl,
            embedded: false,
            maxInFlight: null,
            close: () => client.close(),
        };
    }
    // Loaded only when needed: the analyzer and SQLite stay out of the start-up of remote audits.
    const { startEmbeddedService } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(455), __webpack_require__.e(295), __webpack_require__.e(159), __webpack_require__.e(770), __webpack_require__.e(888)]).then(__webpack_require__.bind(__webpack_require__, 4297));
    const service = await startEmbeddedService({
        allowPrivateNetwork: target.allowPrivateNetwork,
        render: target.render
            ? options.browserPath
                ? { browserPath: options.browserPath }
                : true
            : false,
        headers: target.headers,
        concurrency: Math.min(options.concurrency, 8),
        servedSite: options.servedSite,
    });
    // The client's requests reach the service's handler in process, without a socket; the server
    // still listens at its URL for the rest (the report pages' links, anything given the URL).
    const client = new api/* SeoReportClient */.fQ({
        baseUrl: service.url,
        apiKey: service.apiKey,
        ...(service.answers === undefined ? {} : { inProcess: service.answers }),
        ...hooks,
    });
    return {
        client,
        baseUrl: service.url,
        embedded: true,
        maxInFlight: service.concurrency,
        close: async () => {
            await client.close();
            await service.close();
        },
    };
}

;// CONCATENATED MODULE: ./src/client/app/job.ts
// The job both faces run: the baseline and the URL list (urls, sitemap, shard) -> the mode
// (create, refresh or delete) -> the pages judged (judge.ts) -> typed results. The faces pass
// hooks for progress and render what comes back; the job opens and closes the target itself, so
// nothing is left running whatever happens.














const readFileBaseline = async (spec) => spec.kind === 'file'
    ? (0,file_source/* readBaselineFile */.s)(spec.path)
    : { kind: 'missing', reason: `baseline ${spec.kind} is read by the GitHub Action only` };
async function runJob(config, hooks, cancel, environment = {}) {
    // Its pages pass through this process: V8's heaps are kept from growing with their number.
    boundHeapGrowth();
    // One deadline for the whole job: the sitemap is read inside it, not before it.
    const deadline = AbortSignal.timeout(config.timeoutSeconds * 1000);
    // What the job's own reads stop on: the deadline or the runner's cancellation.
    const stop = AbortSignal.any([deadline, cancel]);
    // Read before the audit: a baseline of the wrong shape stops the job before it spends quota.
    let baselineLoad = null;
    if (config.baseline !== undefined) {
        try {
            baselineLoad = await (environment.readBaseline ?? readFileBaseline)(config.baseline, stop);
        }
        catch (error) {
            if (error instanceof types/* BaselineShapeError */.z)
                return { kind: 'failed', problem: { kind: 'baseline', error } };
            throw error;
        }
    }
    // The embedded service's analysis threads load on the other cores while this thread lists the
    // folder and reads the sitemaps, rather than after (openTarget waits for them).
    await prepareTarget(config.target);
    // site-dir: the folder is served from here to the end of the job.
    const served = config.siteDir === undefined ? null : await serveFolder(config.siteDir);
    try {
        return await auditJob(config, hooks, cancel, environment, {
            deadline,
            stop,
            baselineLoad,
            served,
        });
    }
    finally {
        await served?.close();
    }
}
/** The job once its baseline is read and its folder, if any, served. */
async function auditJob(config, hooks, cancel, environment, run) {
    const { deadline, stop, baselineLoad, served } = run;
    let urls = config.urls;
    // What the sitemap kinds of the site findings judge: the sitemap's entries, the folder's pages.
    const sources = {};
    // A crawl reads the sitemap itself, as one of its sources (shard and site-dir are refused with it).
    if (config.crawl === undefined &&
        (config.sitemap !== undefined || config.shard !== undefined || served !== null)) {
        // Loaded only when asked for: the sitemap reader's XML parser stays out of other start-ups.
        const { buildUrlList, SitemapError } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(893), __webpack_require__.e(547)]).then(__webpack_require__.bind(__webpack_require__, 7547));
        let folder;
        if (served !== null && config.siteDir !== undefined) {
            const { sitePages } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(893), __webpack_require__.e(560)]).then(__webpack_require__.bind(__webpack_require__, 2179));
            try {
                folder = await sitePages(served, config.siteDir, { signal: stop });
            }
            catch (error) {
                if (error instanceof SitemapError)
                    return { kind: 'failed', problem: { kind: 'sitemap', error, siteDir: true } };
                throw error;
            }
        }
        try {
            const list = await buildUrlList({ ...config, folder }, { signal: stop });
            hooks.onUrlList?.(list);
            urls = list.urls;
            // A shard audits a share of the list: the rest of the sitemap is another job's to judge.
            if (list.sitemapEntries !== null && list.shard === null && config.sitemap !== undefined)
                sources.sitemap = { files: [config.sitemap], entries: list.sitemapEntries };
            if (folder !== undefined && list.shard === null) {
                sources.folderPages = folder.urls;
                // The build folder's own sitemap is judged too, unless the sitemap input names another.
                if (sources.sitemap === undefined && folder.sitemap !== null)
                    sources.sitemap = folder.sitemap;
            }
        }
        catch (error) {
            if (error instanceof SitemapError)
                return { kind: 'failed', problem: { kind: 'sitemap', error } };
            throw error;
        }
    }
    const target = await openTarget(config.target, {
        concurrency: config.concurrency,
        browserPath: environment.browserPath,
        clientHooks: hooks,
        ...(served === null
            ? {}
            : {
                servedSite: {
                    origin: served.origin,
                    head: served.head,
                    get: served.get,
                    ...(config.siteDir?.siteUrl === undefined
                        ? {}
                        : { productionOrigin: config.siteDir.siteUrl }),
                },
            }),
    });
    // The synchronous start is over (the folder listed, the sitemaps read, the service started):
    // from here this thread runs JavaScript between collections, where the bound is applied.
    releaseYoungGrowth();
    // baseline-url: the same paths on the other origin join the plan, after this run's own.
    const otherOrigin = config.baselineUrl === undefined ? [] : (0,compare/* urlsOnOrigin */.cV)(urls, config.baselineUrl);
    // Judged once the target is closed: the embedded service's analysis threads and database are
    // gone by then, and what judging a large site allocates no longer adds to what they held (a
    // 10,000-page audit's peak came while it judged, docs/benchmarks.md).
    const outcome = await (async () => {
        try {
            if (config.crawl !== undefined && config.mode === 'create') {
                const { baseUrl, embedded } = target;
                hooks.onStart?.({ baseUrl, embedded, pages: config.crawl.maxPages, crawl: true });
                const crawled = await crawlJob(target, config, hooks, cancel, deadline, served);
                if (crawled.kind === 'failed')
                    return crawled;
                hooks.onCrawled?.(crawled.counts);
                if (crawled.folder !== null) {
                    const unreached = folderPagesNotAudited(crawled.folder.urls, crawled.result.outcomes);
                    if (unreached.length > 0)
                        hooks.onNote?.(unreachedLine(crawled.folder, unreached));
                }
                const pages = { result: crawled.result, own: crawled.own, previous: null };
                const links = await linksOf(config, pages, hooks, stop, served, crawled.pagesRead);
                return () => auditRunOf(config, target, links.audited, baselineLoad, null, crawled.counts, { sitemap: crawled.sitemap, folderPages: crawled.folder?.urls ?? null }, links.result);
            }
            const pages = urls.length + otherOrigin.length;
            hooks.onStart?.({ baseUrl: target.baseUrl, embedded: target.embedded, pages });
            if (config.mode === 'delete') {
                return await deleteJob(target, config, hooks, stop);
            }
            if (otherOrigin.length > 0)
                hooks.onNote?.(`The same ${otherOrigin.length} paths are audited on ${config.baselineUrl} too: the baseline each page is compared with.`);
            const planned = (0,app_config/* auditPlanOf */.YC)(config);
            const plan = {
                ...planned,
                urls: [...urls, ...otherOrigin],
                deadline,
                // More creates than the embedded service generates at once would only wait in its queue.
                concurrency: Math.min(planned.concurrency, target.maxInFlight ?? planned.concurrency),
                // The report folder writes every report whole; without it, pages keep only the summary's.
                keepRawReports: config.reportDir !== undefined,
            };
            let audited;
            let refreshed = null;
            if (config.mode === 'refresh') {
                try {
                    const refresh = await runRefresh(target.client, plan, hooks, cancel);
                    refreshed = { refreshed: refresh.refreshed, created: refresh.created };
                    audited = {
                        result: refresh.result,
                        own: refresh.result.outcomes.length,
                        previous: refresh.previous,
                    };
                }
                catch (error) {
                    if (error instanceof RefreshLookupError)
                        return { kind: 'failed', problem: { kind: 'refresh_lookup', error } };
                    throw error;
                }
            }
            else {
                const result = await (0,run_audit/* runAudit */.bD)(target.client, plan, hooks, cancel);
                audited = { result, own: urls.length, previous: null };
            }
            const links = await linksOf(config, audited, hooks, stop, served);
            return () => auditRunOf(config, target, links.audited, baselineLoad, refreshed, null, sources, links.result);
        }
        finally {
            await target.close();
        }
    })();
    return typeof outcome === 'function' ? outcome() : outcome;
}
/** Serves a site-dir on 127.0.0.1 (loaded only then: other runs never load the server). */
async function serveFolder(siteDir) {
    const { serveSiteDir } = await __webpack_require__.e(/* import() */ 309).then(__webpack_require__.bind(__webpack_require__, 4309));
    return serveSiteDir({
        dir: siteDir.dir,
        basePath: siteDir.basePath,
        trailingSlash: siteDir.trailingSlash,
        spaFallback: siteDir.spaFallback,
    });
}
/**
 * check-links: the audited pages' links and resources checked once each, their problems added to
 * the pages' results before they are judged (so the rules and the verdict see them).
 */
async function linksOf(config, audited, hooks, signal, served, 
/** The pages a crawl read already. */
pagesRead = null) {
    if (config.checkLinks === 'off' || audited.result.fatal !== null)
        return { audited, result: null };
    // baseline-url's pages on the other origin are checked too: they are the baseline, and a
    // broken link the other origin has as well is then no regression (docs/baselines.md).
    const siteUrl = config.siteDir?.siteUrl;
    const checked = await runLinkCheck(config, audited.result, signal, served !== null && siteUrl !== undefined
        ? { origin: served.origin, productionOrigin: new URL(siteUrl).origin }
        : null, pagesRead);
    const result = ownPagesOf(checked, audited);
    const broken = result.brokenTargets.filter((target) => !target.external).length;
    hooks.onNote?.(`Links: ${checked.targets} distinct targets on the audited origins checked with ${checked.requests} requests; ${broken} broken.`);
    const external = checked.external;
    if (external !== null)
        hooks.onNote?.(`External links: ${external.targets} distinct targets on other sites, ${external.fromCache} answered from link-cache, ${external.requests} requests; ${external.broken} broken, ${external.unverifiable} unverifiable.`);
    return { audited: { ...audited, result: withLinkChecks(audited.result, checked) }, result };
}
/** The link check of this run's own pages: baseline-url's are the baseline, not the site's. */
function ownPagesOf(links, audited) {
    if (audited.own === audited.result.outcomes.length)
        return links;
    const own = new Set(audited.result.outcomes.slice(0, audited.own).map((outcome) => outcome.url));
    return {
        ...links,
        pages: links.pages.filter((page) => own.has(page.page)),
        brokenTargets: links.brokenTargets
            .flatMap((target) => {
            const pages = target.pages.filter((page) => own.has(page));
            return pages.length === 0 ? [] : [{ ...target, pages }];
        })
            // As checkLinks orders them: the audited origins' first, then the most linked.
            .sort((a, b) => Number(a.external) - Number(b.external) || b.pages.length - a.pages.length),
    };
}
function auditRunOf(config, target, audited, baselineLoad, refreshed, crawl, sources, links = null) {
    const { result, verdict, comparison, baselineWarnings } = judge(config, audited, baselineLoad);
    const run = {
        result,
        verdict,
        failOn: config.failOn,
        minScore: config.minScore,
        reportLink: (outcome) => target.embedded ? null : expandReportUrl(config.reportUrl, target.baseUrl, outcome),
        embedded: target.embedded,
        refreshed,
        siteFindings: links === null
            ? siteFindings(result.outcomes, sources)
            : [
                ...siteFindings(result.outcomes, sources).filter((f) => f.kind !== 'broken_internal_link'),
                ...brokenTargetFindings(links),
            ],
        linkNotes: {
            privacy: config.privacy,
            deletedAfterJob: false,
            signInUrl: target.embedded ? null : signInUrlFor(target.baseUrl, result.outcomes, config),
        },
        comparison,
        regressionRule: config.regression,
        // The link cache's problems (unreadable, unwritable) are warnings of the run too.
        baselineWarnings: [...baselineWarnings, ...(links?.warnings ?? [])],
        crawl,
        links,
    };
    return { kind: 'audit', run };
}
/** Crawl the site from the given URLs, each page audited as soon as it is found. */
async function crawlJob(target, config, hooks, cancel, deadline, served) {
    const crawl = config.crawl;
    // Loaded only when asked for, like the sitemap reader (which the crawl uses).
    const { crawlAndAudit, httpSiteReader } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(455), __webpack_require__.e(893), __webpack_require__.e(867), __webpack_require__.e(18)]).then(__webpack_require__.bind(__webpack_require__, 18));
    const { SitemapError } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(893), __webpack_require__.e(672)]).then(__webpack_require__.bind(__webpack_require__, 8672));
    const stop = AbortSignal.any([deadline, cancel]);
    const site = served === null || config.siteDir === undefined
        ? null
        : await crawledFolder(served, config.siteDir, config.urls, stop);
    if (site?.kind === 'failed')
        return site;
    if (site !== null)
        hooks.onNote?.(`Folder ${site.folder.dir}: served at ${site.servedAs.servedOrigin}${config.siteDir?.siteUrl === undefined ? '' : ` as ${site.servedAs.productionOrigin}`}; ${site.folder.urls.length} HTML pages; the crawl starts from ${site.seeds.join(', ')}.`);
    const seeds = site?.seeds ?? config.urls;
    // A protected preview's headers go with the crawler's own requests to the given URLs' origins,
    // as the embedded analyzer sends them to the audited pages' origin; never to other origins.
    const headers = config.target.kind === 'embedded' ? config.target.headers : {};
    const reader = httpSiteReader({
        headers,
        headersOrigins: new Set(seeds.map((url) => new URL(url).origin)),
        ...(site === null ? {} : { servedAs: site.servedAs }),
    });
    // With the link check, each page the crawler reads is handed to it: read once, not twice.
    const pagesRead = config.checkLinks === 'off'
        ? null
        : new (await Promise.all(/* import() */[__webpack_require__.e(455), __webpack_require__.e(867), __webpack_require__.e(590)]).then(__webpack_require__.bind(__webpack_require__, 5590))).PagesRead(config.linkOptions.external === null
            ? crawlLinkOrigins({ urls: seeds, crawl: config.crawl })
            : 'all');
    const crawlPlan = { ...(0,app_config/* auditPlanOf */.YC)(config), deadline };
    try {
        const run = await crawlAndAudit(target.client, crawlPlan, {
            seeds,
            sitemap: config.sitemap,
            ...(site === null ? {} : { siteSitemap: site.sitemap }),
            options: crawl,
        }, pagesRead === null ? reader : handingOver(reader, pagesRead), hooks, cancel);
        const baseline = config.baselineUrl === undefined || run.result.fatal !== null || stop.aborted
            ? null
            : await crawlOtherOrigin(target, config.baselineUrl, seeds, crawlPlan, crawl, hooks, cancel);
        return {
            kind: 'crawled',
            result: baseline === null
                ? run.result
                : {
                    ...run.result,
                    outcomes: [...run.result.outcomes, ...baseline.outcomes],
                    fatal: run.result.fatal ?? baseline.fatal,
                    cancelled: run.result.cancelled || baseline.cancelled,
                    durationMs: run.result.durationMs + baseline.durationMs,
                },
            own: run.result.outcomes.length,
            counts: run.counts,
            sitemap: run.sitemap,
            pagesRead,
            folder: site?.folder ?? null,
        };
    }
    catch (error) {
        if (error instanceof SitemapError)
            return { kind: 'failed', problem: { kind: 'sitemap', error } };
        throw error;
    }
    finally {
        await reader.close();
    }
}
/**
 * baseline-url with a crawl: the same crawl on the other origin, from the same paths, after this
 * site's. Its pages are the baseline, paired by path: each origin reaches its own pages, so a
 * page only this site links to is new, and one only the other origin has is gone (judge.ts).
 * It reads its own sitemap (robots.txt's, or /sitemap.xml), sends no headers (they are for the
 * site given) and has its own max-pages.
 */
async function crawlOtherOrigin(target, origin, seeds, plan, options, hooks, cancel) {
    const { crawlAndAudit, httpSiteReader } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(455), __webpack_require__.e(893), __webpack_require__.e(867), __webpack_require__.e(18)]).then(__webpack_require__.bind(__webpack_require__, 18));
    hooks.onNote?.(`Crawling ${origin} the same way, from the same paths: the baseline each page is compared with.`);
    const reader = httpSiteReader();
    try {
        const other = await crawlAndAudit(target.client, plan, { seeds: (0,compare/* urlsOnOrigin */.cV)(seeds, origin), sitemap: undefined, options }, reader, hooks, cancel);
        hooks.onNote?.(`Baseline crawl of ${origin}: ${(0,format/* plural */.LS)(other.counts.found, 'page')} found, ${other.counts.audited} audited.`);
        return other.result;
    }
    finally {
        await reader.close();
    }
}
/**
 * site-dir with a crawl: where it starts (the URLs given, else the folder's root page), the
 * folder's own sitemap (read from the folder, as without a crawl: a broken one fails the job
 * before any report), and how production URLs reach the folder (site-url).
 */
async function crawledFolder(served, siteDir, urls, signal) {
    const { folderSitemap } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(893), __webpack_require__.e(560)]).then(__webpack_require__.bind(__webpack_require__, 2179));
    const { SitemapError } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(893), __webpack_require__.e(672)]).then(__webpack_require__.bind(__webpack_require__, 8672));
    const pageOrigin = siteDir.siteUrl === undefined ? served.origin : new URL(siteDir.siteUrl).origin;
    let sitemap;
    try {
        sitemap = await folderSitemap(served, siteDir, { signal });
    }
    catch (error) {
        if (error instanceof SitemapError)
            return { kind: 'failed', problem: { kind: 'sitemap', error, siteDir: true } };
        throw error;
    }
    return {
        kind: 'folder',
        seeds: urls.length > 0 ? [...urls] : [new URL(`${siteDir.basePath}/`, pageOrigin).href],
        sitemap,
        servedAs: { productionOrigin: pageOrigin, servedOrigin: served.origin },
        folder: {
            dir: siteDir.dir,
            urls: served.pages.map((path) => new URL(path, pageOrigin).href),
        },
    };
}
/**
 * The folder's pages no audited page stands for (by URL, or the URL its report ended at): the
 * crawl did not reach them, since no page it audited links to them (or max-pages came first).
 */
function folderPagesNotAudited(folderUrls, outcomes) {
    const key = (url) => (0,url_key/* urlKey */.X9)(url, { samePage: true }) ?? url;
    const audited = new Set();
    for (const outcome of outcomes) {
        audited.add(key(outcome.url));
        if (outcome.report?.fullUrl)
            audited.add(key(outcome.report.fullUrl));
    }
    return folderUrls.filter((url) => !audited.has(key(url)));
}
/** At most this many of the folder's pages not reached are named in the log. */
const UNREACHED_NAMED = 10;
function unreachedLine(folder, unreached) {
    const named = unreached.slice(0, UNREACHED_NAMED).join(', ');
    const more = unreached.length > UNREACHED_NAMED ? `, and ${unreached.length - UNREACHED_NAMED} more` : '';
    return `Folder ${folder.dir}: ${unreached.length} of its ${folder.urls.length} HTML pages were not audited: no page the crawl audited links to them, or max-pages came first (a crawl audits what is linked; without crawl, site-dir audits every page): ${named}${more}.`;
}
async function deleteJob(target, config, hooks, signal) {
    let reports = config.reportIds.map((id) => ({ id, url: null }));
    const project = reports.length === 0 ? (config.project ?? null) : null;
    let more = false;
    if (project !== null) {
        try {
            const listed = await (0,delete_reports/* listProjectReports */.dC)(target.client, project, signal);
            more = listed.more;
            reports = listed.reports.map((report) => ({
                id: report.id,
                url: report.fullUrl ?? report.url,
            }));
        }
        catch (error) {
            return { kind: 'failed', problem: { kind: 'project_listing', project, error } };
        }
    }
    const requested = reports.map((report) => report.id);
    hooks.onDeleting?.(reports, project, more);
    const outcome = await (0,delete_reports/* deleteByIds */.Dm)(target.client, requested, { concurrency: config.concurrency, deadline: signal }, hooks.onDeleted ? { onDeleted: hooks.onDeleted } : {});
    return { kind: 'delete', run: { project, requested, more, outcome } };
}
/** What only our reference service sends on a report (docs/api.md): deployed services do not. */
const REFERENCE_STATES = ['pending', 'running', 'generated', 'failed'];
/**
 * `{base-url}/login` when the report links are private report pages of our own reference service,
 * which opens them after a sign-in there with the API key (docs/api.md); else null. Ours is told
 * by the `state` it puts on every report; a deployed service's login is not ours to promise.
 */
function signInUrlFor(baseUrl, outcomes, config) {
    if (config.privacy !== 1)
        return null;
    const ours = outcomes.some((outcome) => REFERENCE_STATES.includes(outcome.report?.raw.state));
    // A report-url template of the user's own points elsewhere: say nothing of where.
    const pages = outcomes.every((outcome) => {
        const link = expandReportUrl(config.reportUrl, baseUrl, outcome);
        return link === null || link.startsWith(`${baseUrl}/reports/`);
    });
    return ours && pages ? `${baseUrl}/login` : null;
}
/** Expands the report-url template for one outcome. */
function expandReportUrl(template, baseUrl, outcome) {
    if (outcome.reportId === null)
        return null;
    return template
        .replaceAll('{base-url}', baseUrl)
        .replaceAll('{id}', encodeURIComponent(outcome.reportId))
        .replaceAll('{url}', encodeURIComponent(outcome.url));
}


/***/ }),

/***/ 5954:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ logLine),
/* harmony export */   E2: () => (/* binding */ refreshLine),
/* harmony export */   Rn: () => (/* binding */ retryLine),
/* harmony export */   jz: () => (/* binding */ GRADE_SYMBOL)
/* harmony export */ });
/* harmony import */ var _shared_findings_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8497);
// The lines a face prints while the job runs.

const GRADE_SYMBOL = { good: '🟢', decent: '🟡', bad: '🔴', error: '⚠️' };
/** One line per URL as it finishes. */
function logLine(outcome, words) {
    const seconds = (0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(outcome.durationMs);
    if (outcome.grade === null)
        return `${GRADE_SYMBOL.error} error   ${outcome.url} (${seconds}): ${words.failure(outcome.failure)}`;
    const score = outcome.score === null ? '-' : (0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatScore */ .y)(outcome.score);
    return `${GRADE_SYMBOL[outcome.grade]} ${outcome.grade.padEnd(7)} ${score.padStart(5)}  ${outcome.url} (${seconds})`;
}
/** "N refreshed, M created": re-running does not count against a monthly quota, creating does. */
function refreshLine(counts) {
    return `${counts.refreshed} refreshed, ${counts.created} created (only created reports count against the service's monthly quota)`;
}
/** A request about to be sent again, and why. */
function retryLine(event) {
    return `  retrying ${event.endpoint} in ${(0,_shared_findings_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(event.delayMs)}: ${event.reason}`;
}


/***/ }),

/***/ 5266:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ decideVerdict),
/* harmony export */   o: () => (/* binding */ reasonUrl)
/* harmony export */ });
/* harmony import */ var _shared_grade_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3318);
/* harmony import */ var _shared_own_keys_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6678);
/* harmony import */ var _audit_report_spill_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7442);
/* harmony import */ var _audit_rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3224);
// Decides whether the audit passes: failed checks at severity error (by the rules and each
// check's default), grades at or below the fail-on grade, scores below the minimum score, and
// pages without a result (which fail unless fail-on is never, where nothing fails the job and
// they become warnings). Reasons are data; each face words them.




function decideVerdict(result, failOn, minScore, regression = null, severityOn = (url) => (0,_audit_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .pageSeverity */ .Vo)(url, [])) {
    const counts = { good: 0, decent: 0, bad: 0, errors: 0 };
    const reasons = [];
    const checkReasons = [];
    const warnings = [];
    const findings = [];
    let worstGrade = null;
    for (const outcome of result.outcomes) {
        const pageFindings = findingsOf(outcome, severityOn);
        findings.push(...pageFindings);
        if (outcome.failure !== null || outcome.grade === null) {
            // A page without a result fails as such (no_result); its checks, if any, are only shown.
            counts.errors += 1;
            // After a fatal failure every URL says "not audited": the one fatal reason says it all.
            if (result.fatal !== null)
                continue;
            const reason = {
                kind: 'no_result',
                url: outcome.url,
                failure: outcome.failure,
            };
            (failOn === 'never' ? warnings : reasons).push(reason);
            continue;
        }
        if (failOn !== 'never')
            for (const finding of pageFindings)
                if (finding.severity === 'error')
                    checkReasons.push({ kind: 'check', finding });
        counts[outcome.grade] += 1;
        if (worstGrade === null || (0,_shared_grade_js__WEBPACK_IMPORTED_MODULE_2__/* .gradeRank */ .Uq)(outcome.grade) > (0,_shared_grade_js__WEBPACK_IMPORTED_MODULE_2__/* .gradeRank */ .Uq)(worstGrade))
            worstGrade = outcome.grade;
        if (failOn !== 'never' && (0,_shared_grade_js__WEBPACK_IMPORTED_MODULE_2__/* .gradeRank */ .Uq)(outcome.grade) >= (0,_shared_grade_js__WEBPACK_IMPORTED_MODULE_2__/* .gradeRank */ .Uq)(failOn)) {
            reasons.push({
                kind: 'grade',
                url: outcome.url,
                grade: outcome.grade,
                score: outcome.score,
                failOn,
            });
        }
        else if (minScore !== null && outcome.score !== null && outcome.score < minScore) {
            reasons.push({ kind: 'min_score', url: outcome.url, score: outcome.score, minScore });
        }
    }
    // Failed checks at severity error first: they are what loses a page its traffic.
    reasons.unshift(...checkReasons);
    // Regressions before them: with a baseline they are what the team asked the gate about.
    if (regression !== null)
        reasons.unshift(...regressionReasons(regression.comparison, regression.rule));
    if (result.fatal !== null)
        reasons.unshift({ kind: 'fatal', error: result.fatal });
    return { passed: reasons.length === 0, worstGrade, counts, reasons, warnings, findings };
}
const ORDER = { error: 0, warning: 1, notice: 2 };
/** A page's failed checks that are not accepted, gravest first, in report order within each. */
function findingsOf(outcome, severityOn) {
    const { url } = outcome;
    const severity = severityOn(url);
    const found = [];
    // A report waiting in the run's file (report-spill.ts) is not read back: its failed checks and
    // their error keys (what the rules judge) were kept when it was written, and each finding
    // reads its check from the file when a renderer asks, rather than holding every failed
    // check's value of every page.
    const facts = (0,_audit_report_spill_js__WEBPACK_IMPORTED_MODULE_0__/* .spilledFacts */ .nQ)(outcome);
    if (facts !== null) {
        if (!facts.hasChecks)
            return [];
        for (const { key, check } of facts.failedChecks) {
            const verdict = severity(key, check);
            if (verdict.severity === 'off')
                continue;
            const rule = verdict.rule === null ? null : `${verdict.rule.source}: ${verdict.rule.text}`;
            found.push(spilledFinding(outcome, key, verdict.severity, rule));
        }
        return found.sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
    }
    const checks = outcome.report?.checks ?? null;
    if (checks === null)
        return [];
    for (const [key, check] of Object.entries(checks)) {
        if (check.passed !== false)
            continue;
        const verdict = severity(key, check);
        if (verdict.severity === 'off')
            continue;
        const rule = verdict.rule === null ? null : `${verdict.rule.source}: ${verdict.rule.text}`;
        found.push({ url, key, severity: verdict.severity, check, rule });
    }
    return found.sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
}
/** A finding whose `check` is read from its page's spilled report each time it is asked for. */
function spilledFinding(outcome, key, severity, rule) {
    return new SpilledFinding(outcome, key, severity, rule);
}
/**
 * `check` a getter of the class, not of each finding: a getter defined on each object gave every
 * one its own hidden class and closure, 415 bytes a finding where this takes 71 (20 MB against
 * 3.4 for the 50,000 findings of a 10,000-page run with five failed checks a page;
 * docs/benchmarks.md, "Memory as the site grows").
 */
class SpilledFinding {
    key;
    severity;
    rule;
    url;
    #outcome;
    constructor(outcome, key, severity, rule) {
        this.key = key;
        this.severity = severity;
        this.rule = rule;
        this.url = outcome.url;
        this.#outcome = outcome;
    }
    get check() {
        // A failed check: read from the line of the page's failed checks, not the whole report.
        return (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_3__/* .own */ .Z)((0,_audit_report_spill_js__WEBPACK_IMPORTED_MODULE_0__/* .failedChecksOf */ .mE)(this.#outcome) ?? {}, this.key);
    }
    /** Written as a held finding is: the same fields, in the same order. */
    toJSON() {
        const { url, key, severity, check, rule } = this;
        return { url, key, severity, check, rule };
    }
}
function regressionReasons(comparison, rule) {
    const reasons = [];
    for (const page of comparison.pages) {
        if (rule.checks && page.regressedChecks.length > 0)
            reasons.push({ kind: 'new_failures', url: page.url, checks: page.regressedChecks });
        if (rule.points !== null &&
            page.before !== null &&
            page.after !== null &&
            page.delta !== null &&
            -page.delta > rule.points)
            reasons.push({
                kind: 'score_drop',
                url: page.url,
                before: page.before,
                after: page.after,
                points: rule.points,
            });
    }
    return reasons;
}
/** The page a reason is about; null for the fatal failure, which is about the whole run. */
function reasonUrl(reason) {
    switch (reason.kind) {
        case 'fatal':
            return null;
        case 'check':
            return reason.finding.url;
        default:
            return reason.url;
    }
}


/***/ }),

/***/ 7442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ unjudgedCheckKeysOf),
/* harmony export */   Ov: () => (/* binding */ runFactsReader),
/* harmony export */   aC: () => (/* binding */ pendingOutcome),
/* harmony export */   d1: () => (/* binding */ outcomeWith),
/* harmony export */   lg: () => (/* binding */ outcomeWithReport),
/* harmony export */   mE: () => (/* binding */ failedChecksOf),
/* harmony export */   nQ: () => (/* binding */ spilledFacts),
/* harmony export */   pF: () => (/* binding */ ReportSpill),
/* harmony export */   rx: () => (/* binding */ failedCheckKeysOf),
/* harmony export */   sY: () => (/* binding */ wordedFailuresOf),
/* harmony export */   yt: () => (/* binding */ spilledPageFacts)
/* harmony export */ });
/* unused harmony exports spillSettings, isSpilled */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9958);
/* harmony import */ var _shared_own_keys_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6678);
/* harmony import */ var _page_facts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1254);
// Where a run keeps its pages' reports once they have settled. The first ones stay in memory as
// objects; past that, each compact report (compact-report.ts) is written as one line of JSON to
// a temporary file and its outcome's `report` reads it back when asked. A whole site audited at
// once (10,000 pages) otherwise held some 11 KB a page until the results were printed: the
// largest part of the run's memory that grew with the number of pages (docs/benchmarks.md,
// "Memory as the site grows", issue 30).
//
// Nothing above the audit engine needs to know: `report` stays a property of the outcome (an
// accessor that parses the line again), the renderers read it as before, and the outputs are
// the same, byte for byte (test/audit/report-spill.test.ts). Reading back costs a JSON parse
// each time: what the judging and the site findings ask of every page (page-facts.ts) is read
// from the report as it is written and kept beside it in memory (it was parsed back eight times
// a page: a second of the main thread at the end of a 2,000-page run). What the renderers read
// of a page follows its report on lines of their own: its failed checks with their values (a
// quarter of the report's bytes, what a finding's `check` parses back instead of the whole
// report), then those checks worded (describeCheck's evidence), what the table and the summary
// print: worded while the pages are audited, where the other CPU works too, rather than after
// the last one with one CPU alone (together, half of the end of a 2,000-page run). The whole
// report is parsed back where a reader needs more (the report folder, the link check, the
// markdown summary's count of the checks judged, a page with an accepted check).
//
// The file is removed as soon as it is opened: its bytes live as long as the descriptor, which is
// closed when the run's outcomes are garbage collected (or the process ends), so that a crash or
// a kill leaves nothing behind, and no other user reads it (mode 0600 while it has a name).







/**
 * Reports a run keeps as objects before it writes the later ones to its file: a run of fewer
 * pages never opens one. Tests lower it to spill every page of a small site.
 */
const spillSettings = { reportsInMemory: 200 };
/** Closes a spill's file when nothing refers to the spill any more (its outcomes are gone). */
const closeWhenCollected = new FinalizationRegistry((fd) => {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
    catch {
        // Already closed: nothing to free.
    }
});
class ReportSpill {
    #keptInMemory;
    #fd = null;
    /** Bytes written so far: where the next line starts. */
    #end = 0;
    #settled = 0;
    /** The file could not be opened or written (a full or read-only disk): memory it is. */
    #unavailable = false;
    /**
     * The last report read back, for renderers that read one page several times in a row. One:
     * with the last 16 kept, a 10,000-page run's printing grew the heap by 180 MB more (reports
     * kept across the young generation's collections are promoted, and the old one grows until
     * a full collection).
     */
    #last = null;
    /** The same for the last failed checks read back (one page's, read by each of its findings). */
    #lastFailed = null;
    /** The same for the last worded failed checks read back. */
    #lastWorded = null;
    /** Reused for every read and write: a buffer each would be garbage outside the heap, freed late. */
    #scratch = Buffer.alloc(0);
    /** The facts of the reports written, with the run's one copy of each link target's key. */
    #facts = new _page_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .PageFactsReader */ .Gx();
    constructor(keptInMemory = spillSettings.reportsInMemory) {
        this.#keptInMemory = keptInMemory;
    }
    /**
     * The reader of the facts of the reports written: its page keys, computed once per URL for the
     * whole run (every page and link target), serve the run's end too.
     */
    get factsReader() {
        return this.#facts;
    }
    /** Reports past the ones held: written to the file, or held when it could not take them. */
    get spilled() {
        return Math.max(0, this.#settled - this.#keptInMemory);
    }
    /** Gives a settled page its report: kept as it is, or written out and read back on demand. */
    keep(outcome, report) {
        this.#settled += 1;
        const line = this.#settled > this.#keptInMemory ? this.#write(report) : null;
        if (line === null) {
            outcome.report = report;
            return;
        }
        defineSpilledReport(outcome, line);
    }
    /** Gives the outcome its report in the file, whatever the count (a copy of a spilled page). */
    keepOut(outcome, report) {
        const line = this.#write(report);
        if (line === null)
            outcome.report = report;
        else
            defineSpilledReport(outcome, line);
    }
    /** The report written at `offset`, parsed again (or still parsed from the last read). */
    read(offset, length) {
        if (this.#last?.offset === offset)
            return this.#last.report;
        const report = JSON.parse(this.#text(offset, length));
        this.#last = { offset, report };
        return report;
    }
    /**
     * The failed checks of the report written at `offset` (its line follows the report's),
     * parsed again or still parsed from the last read. Not to be changed: the next read of the
     * same page may return the same object.
     */
    readFailed(offset, length) {
        if (this.#lastFailed?.offset === offset)
            return this.#lastFailed.checks;
        const checks = JSON.parse(this.#text(offset, length));
        this.#lastFailed = { offset, checks };
        return checks;
    }
    /** The worded failed checks written at `offset` (their line follows the failed checks'). */
    readWorded(offset, length) {
        if (this.#lastWorded?.offset === offset)
            return this.#lastWorded.worded;
        const flat = JSON.parse(this.#text(offset, length));
        const worded = flat === null ? null : wordedOf(flat);
        this.#lastWorded = { offset, worded };
        return worded;
    }
    /** The texts of the facts written at `offset` (their line follows the worded checks'). */
    readTexts(offset, length) {
        return this.#facts.textsOfLine(this.#text(offset, length));
    }
    /** The `length` bytes at `offset` of the file, as text. */
    #text(offset, length) {
        if (this.#scratch.length < length)
            this.#scratch = Buffer.allocUnsafe(Math.max(length, 64 * 1024));
        const bytes = this.#scratch;
        let done = 0;
        while (done < length) {
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(this.#fd, bytes, done, length - done, offset + done);
            if (read === 0)
                throw new Error('the reports file of this run ended early');
            done += read;
        }
        return bytes.toString('utf8', 0, length);
    }
    /**
     * Appends one report and, on the next lines, its failed checks, their words and the texts of
     * its facts; null when the file cannot take them (the report then stays in memory).
     */
    #write(report) {
        if (this.#unavailable)
            return null;
        try {
            const fd = this.#fd ?? this.#open();
            const facts = this.#facts.factsOf(report);
            const failed = failedChecksIn(report);
            const lines = [
                JSON.stringify(report),
                JSON.stringify(failed),
                JSON.stringify(wordedLineOf(failed)),
                this.#facts.textsLine(facts),
            ];
            // Encoded into the reused buffer (UTF-8 takes at most 3 bytes a UTF-16 unit) with their
            // newlines, and written at once: a buffer and two writes a report cost a tenth of the
            // spill's time.
            let most = 0;
            for (const line of lines)
                most += line.length * 3 + 1;
            if (this.#scratch.length < most)
                this.#scratch = Buffer.allocUnsafe(Math.max(most, 64 * 1024));
            const bytes = this.#scratch;
            const lengths = [];
            let total = 0;
            for (const line of lines) {
                const length = bytes.write(line, total, 'utf8');
                lengths.push(length);
                // A newline after each: the file reads as JSON lines when debugging a copy of it.
                bytes[total + length] = 0x0a;
                total += length + 1;
            }
            let done = 0;
            while (done < total) {
                done += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, bytes, done, total - done, this.#end + done);
            }
            const [length, failedLength, wordedLength, textsLength] = lengths;
            const line = new SpilledLine(this, this.#end, length, failedLength, wordedLength, textsLength, (0,_page_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .flagsOf */ .Zo)(facts));
            this.#end += total;
            return line;
        }
        catch {
            this.#unavailable = true;
            return null;
        }
    }
    #open() {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), `seo-report-pages-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex')}.jsonl`);
        // wx: never an existing file (a link planted under the name); 0600: this user's alone.
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, 'wx+', 0o600);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(path);
        }
        catch {
            // Left with a name (a system that cannot remove an open file): still private, and the
            // temporary folder's own cleaning takes it.
        }
        this.#fd = fd;
        closeWhenCollected.register(this, fd);
        return fd;
    }
}
/** The report's checks that failed (passed false), in its order; null when it has none. */
function failedChecksIn(report) {
    const checks = report?.checks;
    if (checks == null)
        return null;
    const failed = {};
    for (const key of Object.keys(checks)) {
        const check = checks[key];
        if (check.passed === false)
            (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .setOwn */ .P)(failed, key, check);
    }
    return failed;
}
function wordedLineOf(failed) {
    if (failed === null)
        return null;
    const line = [];
    for (const key of Object.keys(failed)) {
        const check = failed[key];
        const importance = check.importance;
        line.push(key, typeof importance === 'string' ? importance : null, (0,_shared_findings_catalogue_js__WEBPACK_IMPORTED_MODULE_4__/* .describeCheck */ .cn)(key, check));
    }
    return line;
}
function wordedOf(line) {
    const worded = [];
    for (let i = 0; i + 2 < line.length; i += 3)
        worded.push({
            key: line[i],
            importance: line[i + 1],
            evidence: line[i + 2],
        });
    return worded;
}
/**
 * Where a spilled report's line starts and how long it is, the lengths of the lines of its
 * failed checks, of their words and of the texts of its facts, which follow it in that order
 * (each after a newline), and the flags read of the report when it was written.
 */
class SpilledLine {
    spill;
    offset;
    length;
    failedLength;
    wordedLength;
    textsLength;
    flags;
    constructor(spill, offset, length, failedLength, wordedLength, textsLength, flags) {
        this.spill = spill;
        this.offset = offset;
        this.length = length;
        this.failedLength = failedLength;
        this.wordedLength = wordedLength;
        this.textsLength = textsLength;
        this.flags = flags;
    }
    /** Where the line of its failed checks starts. */
    get failedAt() {
        return this.offset + this.length + 1;
    }
    /** Where the line of those checks worded starts. */
    get wordedAt() {
        return this.failedAt + this.failedLength + 1;
    }
    /** Where the line of the texts of its facts starts. */
    get textsAt() {
        return this.wordedAt + this.wordedLength + 1;
    }
}
/**
 * Where an outcome's `report` accessor keeps its value: the report (or null), or the line it
 * waits at in the run's file. Not enumerable: neither a spread nor JSON carries it.
 */
const REPORT_SLOT = Symbol('report');
/**
 * The one getter and setter of every outcome's `report`. One pair for all: an accessor of its
 * own per outcome (a closure each) put every outcome object into V8's dictionary mode, about
 * 700 bytes a page with its closures, held for the whole run (docs/benchmarks.md, "Memory as
 * the site grows"); with the same pair, outcomes share their hidden class.
 */
function readReport() {
    const held = this[REPORT_SLOT] ?? null;
    return held instanceof SpilledLine ? held.spill.read(held.offset, held.length) : held;
}
function writeReport(report) {
    this[REPORT_SLOT] = report;
}
/** Makes `report` the shared accessor over the outcome's slot, holding `held`. */
function slotReport(outcome, held) {
    Object.defineProperty(outcome, 'report', {
        get: readReport,
        set: writeReport,
        enumerable: true,
        configurable: true,
    });
    Object.defineProperty(outcome, REPORT_SLOT, {
        value: held,
        writable: true,
        enumerable: false,
        configurable: true,
    });
}
/**
 * A URL's outcome before it has any result, its `report` already the accessor a spilled report
 * needs: made so from the start, outcomes keep V8's fast properties (turning a data property
 * into an accessor later makes the object a dictionary). The same fields, in the same order, as
 * `{ url, reportId: null, report: null, grade: null, score: null, failure: null, durationMs: 0 }`.
 */
function pendingOutcome(url) {
    const outcome = { url, reportId: null };
    slotReport(outcome, null);
    outcome.grade = null;
    outcome.score = null;
    outcome.failure = null;
    outcome.durationMs = 0;
    return outcome;
}
/**
 * `outcome.report` reading the spilled line. Assigning a report replaces the line; copying the
 * outcome with `{ ...outcome }` would read it and keep the copy in memory, so copies go through
 * `outcomeWith` and `outcomeWithReport` below.
 */
function defineSpilledReport(outcome, line) {
    const slotted = outcome;
    // An outcome of pendingOutcome has the accessor already; any other gets it now.
    if (Object.getOwnPropertyDescriptor(outcome, 'report')?.get === readReport)
        slotted[REPORT_SLOT] = line;
    else
        slotReport(outcome, line);
}
function spilledLineOf(outcome) {
    const held = outcome[REPORT_SLOT];
    return held instanceof SpilledLine ? held : null;
}
/** Whether the outcome's report is read back from a run's file rather than held. */
function isSpilled(outcome) {
    return spilledLineOf(outcome) !== null;
}
/**
 * What the judging reads of a spilled report, kept in memory since it was written
 * (page-facts.ts); null for a report held in memory, which is read as it is.
 */
function spilledFacts(outcome) {
    return spilledLineOf(outcome)?.flags ?? null;
}
/**
 * All the site findings read of a spilled report: its flags, and its texts read back from their
 * line (a parse each time: the findings read them once a page); null for a report held in
 * memory, which is read as it is.
 */
function spilledPageFacts(outcome) {
    const line = spilledLineOf(outcome);
    if (line === null)
        return null;
    return { ...line.flags, ...line.spill.readTexts(line.textsAt, line.textsLength) };
}
/**
 * The outcome's failed checks (passed false) with their values, in the report's order; null
 * when its report has no checks. A spilled report's are read from their own line, a quarter of
 * the report's: what every renderer quotes of a page. Not to be changed (they may be shared).
 */
function failedChecksOf(outcome) {
    const line = spilledLineOf(outcome);
    if (line === null)
        return failedChecksIn(outcome.report);
    return line.spill.readFailed(line.failedAt, line.failedLength);
}
/**
 * The outcome's failed checks worded (describeCheck), in the report's order; null when its
 * report has no checks. A spilled report's were worded when it was written, and are read from
 * their own line; a held one's are worded now.
 */
function wordedFailuresOf(outcome) {
    const line = spilledLineOf(outcome);
    if (line === null) {
        const worded = wordedLineOf(failedChecksIn(outcome.report));
        return worded === null ? null : wordedOf(worded);
    }
    return line.spill.readWorded(line.wordedAt, line.wordedLength);
}
/**
 * Keys of the report's failed checks, in the report's order; null without checks. As
 * failedCheckKeys of the report (page-facts.ts), without reading a spilled one back.
 */
function failedCheckKeysOf(outcome) {
    const facts = spilledFacts(outcome);
    if (facts === null)
        return (0,_page_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .failedCheckKeys */ .G8)(outcome.report);
    return facts.hasChecks ? facts.failedChecks.map(({ key }) => key) : null;
}
/**
 * Keys of the report's checks that could not be judged (passed null), in the report's order;
 * null without checks. As unjudgedCheckKeys of the report, without reading a spilled one back.
 */
function unjudgedCheckKeysOf(outcome) {
    const facts = spilledFacts(outcome);
    if (facts === null)
        return (0,_page_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .unjudgedCheckKeys */ .zf)(outcome.report);
    return facts.hasChecks ? [...facts.unjudgedKeys] : null;
}
/**
 * The facts reader of the run the outcomes' spilled reports were written by (the first one
 * found); null when none is spilled.
 */
function runFactsReader(outcomes) {
    for (const outcome of outcomes) {
        const line = spilledLineOf(outcome);
        if (line !== null)
            return line.spill.factsReader;
    }
    return null;
}
/**
 * A copy of the outcome with some fields changed, its report staying where it is (in memory or
 * in the run's file): `{ ...outcome, score }` would read a spilled report and hold it.
 */
function outcomeWith(outcome, changes) {
    const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(outcome));
    return Object.assign(copy, changes);
}
/** A copy of the outcome with another report, written to the same file when the first one was. */
function outcomeWithReport(outcome, report) {
    const spill = spilledLineOf(outcome)?.spill ?? null;
    const copy = outcomeWith(outcome, {});
    if (spill === null)
        copy.report = report;
    else
        spill.keepOut(copy, report);
    return copy;
}


/***/ }),

/***/ 158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xW: () => (/* binding */ createAuditor),
  cx: () => (/* binding */ reportCreatorFor),
  bD: () => (/* binding */ runAudit)
});

// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/client/api/index.ts + 2 modules
var api = __webpack_require__(2766);
// EXTERNAL MODULE: ./src/shared/own-keys.ts
var own_keys = __webpack_require__(6678);
;// CONCATENATED MODULE: ./src/client/audit/compact-report.ts
// What a run keeps of each page's report once it has settled. A whole report is about 40 KB of
// memory once parsed (the service's raw object, every check's value): kept for every page, a
// 10,000-page audit held 400 MB only to print a summary. The summary, the formats, the
// baselines and the site findings read every check's verdict (passed, importance, errors) but
// the values of only some: those of the checks that did not pass (the findings quote them) and
// those the site findings compare across pages. The rest is dropped as soon as a page settles.

/**
 * Checks whose value the site findings read on every page, passed or not
 * (src/client/app/site-findings.ts): titles and descriptions shared, canonicals, the final URL
 * and status, the redirects that led to it (a sitemap entry that redirects), the internal links.
 */
const VALUES_READ_ACROSS_PAGES = new Set([
    'title',
    'meta_description',
    'canonical',
    'http_status',
    'redirects',
    'in_page_links',
]);
/**
 * The report as a run keeps it: every field and every check's verdict, the values a renderer
 * reads, and the raw object whole only when `keepRaw` (the report folder writes it), else
 * without its results.
 */
function compactReport(report, keepRaw, 
/**
 * The run's one copy of each internal link target: pages of a site link to the same pages
 * (menus, footers), and each parsed answer brings its own copies of the URLs.
 */
sharedUrls = new Map()) {
    const raw = keepRaw ? report.raw : withoutResults(report.raw);
    if (report.checks === null)
        return { ...report, raw };
    const checks = {};
    for (const [key, check] of Object.entries(report.checks)) {
        const keepValue = check.passed !== true || VALUES_READ_ACROSS_PAGES.has(key);
        let kept = keepValue ? check : { ...check, value: null };
        if (key === 'in_page_links')
            kept = { ...kept, value: withSharedUrls(kept.value, sharedUrls) };
        (0,own_keys/* setOwn */.P)(checks, key, kept);
    }
    return { ...report, checks, raw };
}
/**
 * The raw object but its results (read into `checks` already): its other fields are a few
 * scalars, some read as the service sent them (our service's `state`, src/client/app/job.ts).
 */
function withoutResults(raw) {
    const kept = {};
    for (const [key, value] of Object.entries(raw))
        if (key !== 'results')
            (0,own_keys/* setOwn */.P)(kept, key, value);
    return kept;
}
/** in_page_links' value with its `internalUrls` taken from the run's copies. */
function withSharedUrls(value, sharedUrls) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, 'internalUrls'))
        return value;
    const urls = value.internalUrls;
    if (!Array.isArray(urls))
        return value;
    const shared = urls.map((url) => {
        if (typeof url !== 'string')
            return url;
        const known = sharedUrls.get(url);
        if (known !== undefined)
            return known;
        sharedUrls.set(url, url);
        return url;
    });
    return { ...value, internalUrls: shared };
}

// EXTERNAL MODULE: ./src/client/audit/create-once.ts
var create_once = __webpack_require__(5922);
// EXTERNAL MODULE: ./src/client/audit/report-spill.ts
var report_spill = __webpack_require__(7442);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./src/client/audit/wait-for-result.ts
// Waits for a report that was created without a result (our reference service generates
// asynchronously; deployed services answer the POST with the result and never get here).


const DEFAULT_POLL_INTERVAL = { first: 250, max: 15_000 };
const GROWTH = 1.5;
const LONG_POLL_SECONDS = 10;
/** A read answered this much sooner than `wait` asked was not held: the service ignores it. */
const HELD_FRACTION = 0.9;
/** Shortest pause between two reads of one report. */
const MIN_PAUSE_MS = 50;
/** Generation times remembered for the estimate. */
const SAMPLES = 20;
/**
 * How long this run's reports take to generate (created_at to generated_at, on the service's
 * clock), so that a service that ignores `wait` is read again when its report is likely done
 * instead of on a blind schedule: 100 reports of 200 ms took 25.9 s polled from 1 s, against a
 * bound of 5 s.
 */
class GenerationPace {
    samples = [];
    /** Set once the service answered a read early without a result: it does not hold reads. */
    waitIgnored = false;
    record(report) {
        const created = Date.parse(report.createdAt ?? '');
        const generated = Date.parse(report.generatedAt ?? '');
        if (Number.isNaN(created) || Number.isNaN(generated) || generated < created)
            return;
        this.samples.push(generated - created);
        if (this.samples.length > SAMPLES)
            this.samples.shift();
    }
    /** The median generation time seen so far; null before the first report. */
    typicalMs() {
        if (this.samples.length === 0)
            return null;
        const sorted = [...this.samples].sort((a, b) => a - b);
        return sorted[Math.floor(sorted.length / 2)];
    }
}
/**
 * Reads the report at once, asking the service to hold the answer until it has a result
 * (`wait=N`, our reference service's long poll). A service that held the read is asked again at
 * once. One that answered early (deployed services ignore `wait`) is asked again when this run's
 * reports have typically been done, or, before any is, on a backoff from `first` growing to
 * `max`. Transient failures of a read (the service restarting, a proxy 502) do not end the
 * wait: the report is still there, and only the deadline in `signal` does. A 404 does: the
 * report was deleted meanwhile.
 */
async function waitForResult(client, id, signal, interval = DEFAULT_POLL_INTERVAL, pace = new GenerationPace()) {
    const started = Date.now();
    let wait = interval.first;
    let misses = 0;
    const expected = pace.typicalMs();
    if (pace.waitIgnored && expected !== null) {
        // A read at once would only find it unfinished: first read when reports are usually done.
        await (0,promises_.setTimeout)(expected, undefined, { signal });
        misses = 1;
        wait = Math.max(MIN_PAUSE_MS, Math.min(interval.max, Math.round(expected / 4)));
    }
    for (;;) {
        const asked = Date.now();
        let held = false;
        try {
            const report = await client.getReport(id, { signal, waitSeconds: LONG_POLL_SECONDS });
            if (report.generated) {
                pace.record(report);
                return report;
            }
            held = Date.now() - asked >= LONG_POLL_SECONDS * 1000 * HELD_FRACTION;
            if (!held)
                pace.waitIgnored = true;
        }
        catch (error) {
            if (!(0,api/* isApiError */.d7)(error))
                throw error;
            if (error.code === 'not_found') {
                throw new Error(`report ${id}: it was deleted before it had a result`);
            }
            if (!['server_error', 'network', 'timeout', 'rate_limited'].includes(error.code))
                throw error;
        }
        if (held)
            continue;
        const typical = pace.typicalMs();
        let pause = wait;
        if (misses === 0 && typical !== null) {
            // When this run's reports are typically done; then in quarters of that.
            pause = Math.max(MIN_PAUSE_MS, typical - (Date.now() - started));
            wait = Math.max(MIN_PAUSE_MS, Math.min(interval.max, Math.round(typical / 4)));
        }
        else {
            wait = Math.min(interval.max, Math.round(wait * GROWTH));
        }
        misses += 1;
        await (0,promises_.setTimeout)(pause, undefined, { signal });
    }
}

;// CONCATENATED MODULE: ./src/client/audit/run-audit.ts
// The audit: for each URL, create a report, wait until it has a result, record the outcome.
// At most `concurrency` URLs are in flight; one URL's failure is recorded and the others go on;
// an authentication or configuration failure stops everything at once (it would repeat for
// every URL); the whole audit stops at its deadline or when the caller cancels.






/** Errors that would be the same for every URL: stop the audit instead of repeating them. */
const FATAL_CODES = new Set([
    'unauthenticated',
    'forbidden',
    'redirect',
    'html_page',
    'garbled',
    'not_the_api',
    'invalid_parameter',
    // Nothing answers at base-url: refused, or a host name that does not resolve.
    'unreachable',
    // Its certificate is refused: every request makes the same handshake.
    'tls',
]);
async function runAudit(client, plan, hooks = {}, cancel, 
/** Refresh mode passes its own; by default each URL gets a new report. */
start) {
    const auditor = createAuditor(client, plan, hooks, cancel, start);
    // `concurrency` loops that each take the next URL: a promise per URL made up front (10,000 of
    // them for a whole site, each with its closures) would be memory that grows with the list.
    const outcomes = new Array(plan.urls.length);
    let next = 0;
    const takeNext = async () => {
        while (next < plan.urls.length) {
            const index = next++;
            outcomes[index] = await auditor.audit(plan.urls[index]);
        }
    };
    const loops = Math.max(1, Math.min(plan.concurrency, plan.urls.length));
    await Promise.all(Array.from({ length: loops }, takeNext));
    return auditor.result(outcomes);
}
function createAuditor(client, plan, hooks = {}, cancel, start) {
    const started = Date.now();
    const stopAll = new AbortController();
    let fatal = null;
    const deadline = plan.deadline ?? AbortSignal.timeout(plan.timeoutMs);
    const signal = AbortSignal.any([stopAll.signal, deadline, ...(cancel ? [cancel] : [])]);
    const limit = (0,p_limit/* default */.A)(plan.concurrency);
    const creator = start ? null : reportCreatorFor(client, hooks);
    const pace = new GenerationPace();
    // One copy of each internal link target for the whole run (compact-report.ts).
    const sharedUrls = new Map();
    // Past the first reports, the settled ones wait in a temporary file (report-spill.ts).
    const spill = new report_spill/* ReportSpill */.pF();
    const auditOne = async (url) => {
        // Its report may come to wait in the run's file: an outcome made ready for that.
        const outcome = (0,report_spill/* pendingOutcome */.aC)(url);
        const urlStarted = Date.now();
        try {
            if (signal.aborted)
                throw signal.reason;
            const begun = start
                ? await start(url, signal)
                : {
                    report: await creator.create({ url, privacy: plan.privacy, password: plan.password, project: plan.project }, signal),
                    action: 'created',
                };
            let report = begun.report;
            outcome.reportId = report.id;
            if (start)
                outcome.action = begun.action;
            if (begun.action === 'created')
                hooks.onReportCreated?.(report.id, url);
            else
                hooks.onReportRefreshed?.(report.id, url);
            if (!report.generated)
                report = await waitForResult(client, report.id, signal, plan.pollIntervalMs, pace);
            settle(outcome, compactReport(report, plan.keepRawReports === true, sharedUrls), spill);
        }
        catch (error) {
            outcome.failure = failureOf(error, {
                deadline,
                cancel,
                fatal: () => fatal,
                timeoutMs: plan.timeoutMs,
            });
            if ((0,api/* isApiError */.d7)(error) &&
                FATAL_CODES.has(error.code) &&
                !garbledAfterContact(error, creator) &&
                fatal === null) {
                fatal = error;
                stopAll.abort(new Error('the audit stopped'));
            }
        }
        outcome.durationMs = Date.now() - urlStarted;
        hooks.onUrlDone?.(outcome);
        return outcome;
    };
    return {
        audit: (url) => limit(() => auditOne(url)),
        get stopped() {
            return signal.aborted;
        },
        result: (outcomes) => ({
            outcomes,
            fatal,
            cancelled: cancel?.aborted ?? false,
            durationMs: Date.now() - started,
        }),
    };
}
/** The creator of one run, reporting to the run's hooks. */
function reportCreatorFor(client, hooks) {
    const creator = new create_once/* ReportCreator */.Jq(client, {
        onUncertain: (url) => hooks.onCreateUncertain?.(url, creator.watermark),
        ...(hooks.onNote ? { onNote: hooks.onNote } : {}),
    });
    return creator;
}
/**
 * A 2xx that is not the JSON expected, once the service has answered this key in JSON (a create
 * of this run succeeded): an answer mangled on the way, which says nothing about base-url
 * or the key and would not repeat for every URL. It fails this URL only.
 */
function garbledAfterContact(error, creator) {
    return creator?.contacted === true && (0,api/* isGarbled */.OP)(error);
}
function settle(outcome, report, spill) {
    spill.keep(outcome, report);
    if (report.generationError) {
        outcome.failure = {
            kind: 'not_audited',
            reportId: report.id,
            reason: report.generationError,
            code: report.generationErrorCode,
        };
    }
    else if (report.grade === null) {
        outcome.failure = {
            kind: 'message',
            text: `report ${report.id}: the service returned no result`,
        };
    }
    else {
        outcome.grade = report.grade;
        outcome.score = report.score;
    }
}
function failureOf(error, context) {
    // A stop shows up as the client's 'aborted' error or as the raw abort reason: say which stop.
    const stop = !(0,api/* isApiError */.d7)(error) || error.code === 'aborted';
    if (stop) {
        if (context.cancel?.aborted)
            return { kind: 'cancelled' };
        if (context.deadline.aborted)
            return { kind: 'timeout', timeoutMs: context.timeoutMs };
        const fatal = context.fatal();
        if (fatal)
            return { kind: 'stopped', cause: fatal };
    }
    if ((0,api/* isApiError */.d7)(error))
        return { kind: 'api', error };
    return { kind: 'message', text: error instanceof Error ? error.message : String(error) };
}


/***/ }),

/***/ 8474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XI: () => (/* binding */ readBaselineDocument),
/* harmony export */   XR: () => (/* binding */ writeCompact),
/* harmony export */   zZ: () => (/* binding */ COMPACT_TAG)
/* harmony export */ });
/* harmony import */ var _shared_grade_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3318);
/* harmony import */ var _shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6678);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8014);
// The shapes a baseline can be read from, and the compact one this action writes where space is
// short (the hidden block of the pull-request comment). Every results shape the project writes
// is accepted: the `results` output (an array), the CLI's `--format json` (an object with
// `results`) and `results.json` of a report-dir (the array again).



/** Marks the compact form, and its version: a later change of shape bumps it. */
const COMPACT_TAG = 'seo-report-baseline';
const COMPACT_VERSION = 1;
/** How many items a baseline may hold: the action audits at most 1,000 URLs a step. */
const MAX_PAGES = 5_000;
/**
 * Pages of a baseline document already parsed from JSON; throws BaselineShapeError. Fields are
 * read as the document's own keys: a file is anyone's data, "__proto__" and all.
 */
function readBaselineDocument(document) {
    if (isRecord(document) && (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(document, COMPACT_TAG) !== undefined)
        return readCompact(document);
    const results = isRecord(document) ? (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(document, 'results') : undefined;
    const items = Array.isArray(document) ? document : Array.isArray(results) ? results : null;
    if (items === null)
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z('is not a results file: expected the results output (a JSON array), the CLI’s --format json, or results.json of a report-dir');
    if (items.length > MAX_PAGES)
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z(`has ${items.length} pages; at most ${MAX_PAGES} are read`);
    return items.map((item, index) => readResult(item, index));
}
function readResult(item, index) {
    const where = `item ${index + 1}`;
    const url = isRecord(item) ? (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(item, 'url') : undefined;
    if (!isRecord(item) || typeof url !== 'string' || url === '')
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z(`${where} is not a result: it has no url`);
    const score = (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(item, 'score') ?? null;
    if (score !== null && (typeof score !== 'number' || !(score >= 0 && score <= 100)))
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z(`${where} (${url}) has a score that is not 0 to 100`);
    const grade = (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(item, 'grade') ?? null;
    if (grade !== null && !(0,_shared_grade_js__WEBPACK_IMPORTED_MODULE_2__/* .isGrade */ .qI)(grade))
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z(`${where} (${url}) has a grade that is not good, decent or bad`);
    const serviceScore = (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(item, 'service-score') ?? null;
    if (serviceScore !== null &&
        (typeof serviceScore !== 'number' || !(serviceScore >= 0 && serviceScore <= 100)))
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z(`${where} (${url}) has a service-score that is not 0 to 100`);
    const notApplicable = checkKeys((0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(item, 'not-applicable'), where, 'not-applicable');
    const runnerChecks = checkKeys((0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(item, 'runner-checks'), where, 'runner-checks');
    return {
        url,
        score,
        grade,
        failedChecks: checkKeys((0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(item, 'failed-checks'), where, 'failed-checks'),
        // Older results have neither: their score stands for the service's, and every check not
        // failed counts as judged.
        ...(notApplicable === null ? {} : { notApplicable }),
        ...(serviceScore === null ? {} : { serviceScore }),
        // Written only by runs whose link check judged the page (check-links).
        ...(runnerChecks === null ? {} : { runnerChecks }),
    };
}
function checkKeys(value, where, field) {
    if (value === undefined || value === null)
        return null;
    if (!Array.isArray(value) || !value.every((key) => typeof key === 'string'))
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z(`${where} has ${field} that are not a list of check keys`);
    return value;
}
/**
 * The compact form: `{"seo-report-baseline":1,"pages":[[url, score, grade, "key key",
 * service score, "key key", "key key"]]}`, the last three newer (the service's score, the checks
 * not applicable, the runner checks judged); readers of four ignore them. The last is written
 * only for a page the link check judged: a run without it writes rows as before.
 */
function writeCompact(pages) {
    return JSON.stringify({
        [COMPACT_TAG]: COMPACT_VERSION,
        pages: pages.map((page) => {
            const row = [
                page.url,
                page.score,
                page.grade,
                page.failedChecks === null ? null : page.failedChecks.join(' '),
                page.serviceScore ?? null,
                page.notApplicable == null ? null : page.notApplicable.join(' '),
            ];
            return page.runnerChecks == null ? row : [...row, page.runnerChecks.join(' ')];
        }),
    });
}
function readCompact(document) {
    const version = (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(document, COMPACT_TAG);
    const pages = (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(document, 'pages');
    if (version !== COMPACT_VERSION || !Array.isArray(pages))
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z(`was written by another version of this action (${COMPACT_TAG} ${String(version)})`);
    if (pages.length > MAX_PAGES)
        throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z(`has ${pages.length} pages; at most ${MAX_PAGES} are read`);
    return pages.map((row, index) => {
        if (!Array.isArray(row))
            throw new _types_js__WEBPACK_IMPORTED_MODULE_0__/* .BaselineShapeError */ .z(`page ${index + 1} of the compact baseline is not a row`);
        const [url, score, grade, failed, serviceScore, unjudged, runner] = row;
        return readResult({
            url,
            score,
            grade,
            'failed-checks': typeof failed === 'string' ? failed.split(' ').filter(Boolean) : failed,
            'service-score': serviceScore,
            'not-applicable': typeof unjudged === 'string' ? unjudged.split(' ').filter(Boolean) : unjudged,
            'runner-checks': typeof runner === 'string' ? runner.split(' ').filter(Boolean) : runner,
        }, index);
    });
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ readBaselineFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _document_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8474);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8014);
// baseline: <path>: a results file written by an earlier run, restored from a cache or
// downloaded as an artifact. A file that is not there is the first run's normal state.



/** Larger than any results file of 1,000 pages; a bigger one is not ours. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
async function readBaselineFile(path) {
    let text;
    try {
        const buffer = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path);
        if (buffer.length > MAX_FILE_BYTES)
            throw new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .BaselineShapeError */ .z(`${path} has ${buffer.length} bytes, more than a results file`);
        text = buffer.toString('utf8');
    }
    catch (error) {
        if (error instanceof _types_js__WEBPACK_IMPORTED_MODULE_2__/* .BaselineShapeError */ .z)
            throw error;
        const code = error.code;
        const why = code === 'ENOENT'
            ? 'there is no such file (the first run, or the cache or artifact was not restored)'
            : `it could not be read (${code ?? String(error)})`;
        return { kind: 'missing', reason: `${path}: ${why}` };
    }
    if (text.trim() === '')
        return { kind: 'missing', reason: `${path} is empty` };
    let document;
    try {
        document = JSON.parse(text);
    }
    catch {
        throw new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .BaselineShapeError */ .z(`${path} is not JSON`);
    }
    try {
        return { kind: 'found', baseline: { from: path, pages: (0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .readBaselineDocument */ .XI)(document) } };
    }
    catch (error) {
        if (error instanceof _types_js__WEBPACK_IMPORTED_MODULE_2__/* .BaselineShapeError */ .z)
            throw new _types_js__WEBPACK_IMPORTED_MODULE_2__/* .BaselineShapeError */ .z(`${path} ${error.message}`);
        throw error;
    }
}


/***/ }),

/***/ 9787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ baselinePageOf)
/* harmony export */ });
/* harmony import */ var _audit_report_spill_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7442);
// A run's own pages as a later run's baseline: what the results output, the comment's hidden
// block and a refreshed report's former state all record.

function baselinePageOf(outcome) {
    const result = outcome.failure === null && outcome.grade !== null;
    return {
        url: outcome.url,
        score: result ? outcome.score : null,
        serviceScore: result ? (outcome.serviceScore ?? outcome.score) : null,
        grade: result ? outcome.grade : null,
        failedChecks: result ? (0,_audit_report_spill_js__WEBPACK_IMPORTED_MODULE_0__/* .failedCheckKeysOf */ .rx)(outcome) : null,
        notApplicable: result ? (0,_audit_report_spill_js__WEBPACK_IMPORTED_MODULE_0__/* .unjudgedCheckKeysOf */ .AX)(outcome) : null,
        ...(result && outcome.runnerChecks !== undefined
            ? { runnerChecks: [...outcome.runnerChecks] }
            : {}),
    };
}


/***/ }),

/***/ 8014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ BaselineShapeError)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
// A baseline: the pages of an earlier audit that this one is compared with, page by page. It
// comes from a results file, the previous pull-request comment, another branch's artifact,
// another origin audited in the same run (baseline-url), or, in refresh mode, each report's
// state before it was regenerated.

/** A baseline was found but is not one: the option names a file of another shape. */
class BaselineShapeError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .SeoReportError */ .K {
    name = 'BaselineShapeError';
    get errorCode() {
        return 'SEO_BASELINE_SHAPE_INVALID';
    }
}


/***/ })

};

//# sourceMappingURL=142.index.js.map