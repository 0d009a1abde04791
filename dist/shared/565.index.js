export const id = 565;
export const ids = [565];
export const modules = {

/***/ 7454:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b5: () => (/* binding */ runJob)
});

// UNUSED EXPORTS: expandReportUrl, signInUrlFor

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
var app_config = __webpack_require__(1476);
// EXTERNAL MODULE: ./src/client/audit/rules.ts
var rules = __webpack_require__(3224);
// EXTERNAL MODULE: ./src/client/baseline/pages.ts
var pages = __webpack_require__(9787);
// EXTERNAL MODULE: ./src/client/app/verdict.ts
var app_verdict = __webpack_require__(5266);
;// CONCATENATED MODULE: ./src/client/app/judge.ts




function judge(config, audited, load) {
    // Asked for each page by the score, the comparison, the verdict and the refresh's former
    // state: the URL is parsed and the rules matched once.
    const severityByUrl = new Map();
    const severityOn = (url) => {
        let severity = severityByUrl.get(url);
        if (severity === undefined) {
            severity = (0,rules/* pageSeverity */.Vo)(url, config.rules);
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
            baseline: { from: config.baselineUrl, pages: others.map(pages/* baselinePageOf */._4) },
            pairBy: 'path',
        };
    }
    const comparison = baseline === null
        ? null
        : (0,compare/* compareWithBaseline */.$_)(result.outcomes, baseline.baseline, severityOn, baseline.pairBy);
    const verdict = (0,app_verdict/* decideVerdict */.A)(result, config.failOn, config.minScore, comparison === null ? null : { comparison, rule: config.regression }, severityOn);
    return { result, verdict, comparison, baselineWarnings: warnings };
}
/** A page's outcome with its accepted failed checks counted as passed. */
function acceptChecks(outcome, severity) {
    if (outcome.score === null || outcome.failure !== null)
        return outcome;
    const raised = (0,compare/* scoreWithAccepted */.wj)(outcome.report, outcome.score, severity);
    if (raised === null || raised.score === outcome.score)
        return outcome;
    return { ...outcome, score: raised.score, grade: raised.grade, serviceScore: outcome.score };
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
        failedChecks: (0,pages/* failedCheckKeys */.G8)(report),
        notApplicable: (0,pages/* unjudgedCheckKeys */.zf)(report),
    };
}

// EXTERNAL MODULE: ./src/shared/own-keys.ts
var own_keys = __webpack_require__(6678);
;// CONCATENATED MODULE: ./src/client/app/link-check.ts
// The link check as a step of the job (check-links, docs/links.md): the audited pages' links and
// resources on the audited origins requested once each, and what is wrong added to each page's
// results as the runner's checks broken_links and broken_resources, so that the rules, the verdict
// and every face judge and show them like the service's checks.

async function runLinkCheck(config, result, signal, 
/** site-dir with site-url: the production origin's URLs are the served folder's. */
servedSite = null) {
    const { checkLinks } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(455), __webpack_require__.e(867), __webpack_require__.e(730)]).then(__webpack_require__.bind(__webpack_require__, 7730));
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
    return checkLinks({
        pages,
        origins,
        signal,
        checker: {
            headers,
            headersOrigins: new Set(config.urls.map((url) => new URL(url).origin)),
            ...(servedSite === null ? {} : { fetchFrom: onServedSite(servedSite) }),
        },
    });
}
/** The audit's outcomes with each page's link problems added as failed runner checks. */
function withLinkChecks(result, links) {
    const byPage = new Map(links.pages.map((page) => [page.page, page.problems]));
    const outcomes = result.outcomes.map((outcome) => {
        const problems = byPage.get(outcome.url);
        if (outcome.report === null || problems === undefined || problems.length === 0)
            return outcome;
        const checks = { ...outcome.report.checks };
        const linkProblems = problems.filter((problem) => problem.kind === 'link');
        const resourceProblems = problems.filter((problem) => problem.kind !== 'link');
        if (linkProblems.length > 0)
            checks.broken_links = runnerCheck(linkProblems);
        if (resourceProblems.length > 0)
            checks.broken_resources = runnerCheck(resourceProblems);
        return { ...outcome, report: { ...outcome.report, checks } };
    });
    return { ...result, outcomes };
}
/** A failed check whose errors are the problems by kind: broken, redirected, noindex, blocked. */
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

// EXTERNAL MODULE: ./src/shared/url-key.ts
var url_key = __webpack_require__(5026);
;// CONCATENATED MODULE: ./src/client/app/site-findings.ts
// Findings across the audited pages, from the reports the engine returns: what no single page's
// checks can see (forty pages with one title, canonicals that lead out of the audited list).
// Pure: outcomes in, typed findings out; the faces word them. It reads check values the way
// deployed services store them (phpRank keeps the title and description text as `value`) and
// tolerates other shapes, since `value` is unknown data (docs/compatibility.md).


function siteFindings(outcomes, { sitemap = null, folderPages = null } = {}) {
    const pages = outcomes.filter((outcome) => outcome.report?.checks);
    return [
        ...duplicates('duplicate_title', pages, (checks) => textOf((0,own_keys/* own */.Z)(checks, 'title'))),
        ...duplicates('duplicate_meta_description', pages, (checks) => textOf((0,own_keys/* own */.Z)(checks, 'meta_description'))),
        ...canonicalFindings(outcomes, pages),
        ...brokenInternalLinks(outcomes, pages),
        ...sitemapHygiene(outcomes, pages, sitemap, folderPages ?? []),
    ];
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
/** What is wrong with an audited sitemap entry, as a sitemap kind; null: nothing. */
function entryFault(outcome) {
    const status = errorStatus(outcome);
    if (status !== null)
        return { kind: 'sitemap_entry_error', status };
    const checks = checksOf(outcome);
    if (redirected(outcome))
        return { kind: 'sitemap_entry_redirect' };
    if ((0,own_keys/* own */.Z)(checks, 'noindex')?.passed === false)
        return { kind: 'sitemap_entry_noindex' };
    if (blockedByRobots((0,own_keys/* own */.Z)(checks, 'robots')))
        return { kind: 'sitemap_entry_blocked' };
    const canonical = urlOf((0,own_keys/* own */.Z)(checks, 'canonical'));
    const key = canonical === null ? null : pageKey(canonical);
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
    const add = (kind, page, status) => {
        const id = `${kind} ${status ?? ''}`;
        const group = groups.get(id);
        if (group === undefined)
            groups.set(id, { kind, value, pages: [page], ...(status === undefined ? {} : { status }) });
        else if (!group.pages.includes(page))
            group.pages.push(page);
    };
    const entryKeys = new Set();
    for (const entry of sitemap?.entries ?? []) {
        const key = pageKey(entry);
        if (key === null || entryKeys.has(key))
            continue;
        entryKeys.add(key);
        const outcome = byKey.get(key);
        // Left out by max-pages (or the audit stopped): nothing is known of it but its links.
        if (outcome === undefined || (!outcome.report?.checks && errorStatus(outcome) === null)) {
            add('sitemap_entry_not_checked', entry);
            continue;
        }
        const fault = entryFault(outcome);
        if (fault === null)
            continue;
        add(fault.kind, entry, fault.status);
    }
    const linked = linkedKeys(pages);
    if (sitemap !== null) {
        const origins = new Set(sitemap.entries.map(originOf));
        for (const page of pages) {
            const keys = pageUrls(page);
            if (!origins.has(originOf(page.url)) || keys.some((key) => entryKeys.has(key)))
                continue;
            // Only a page that belongs in a sitemap: answered 2xx, indexable, its own canonical.
            if (entryFault(page) === null)
                add('missing_from_sitemap', page.url);
        }
    }
    // Orphans: pages the sitemap or the build folder says exist, that no audited page links to.
    // Judged only when the reports carry their links (our analyzer's in_page_links) and every such
    // page was audited: with some left out, the link to a page may be on one of them. A page
    // already at fault above (a 404, a redirect...) is not named twice.
    const everyPageAudited = [...(sitemap?.entries ?? []), ...folderPages].every((url) => {
        const outcome = byKey.get(pageKey(url) ?? '');
        return outcome !== undefined && (outcome.report?.checks || errorStatus(outcome) !== null);
    });
    if (linked !== null && everyPageAudited) {
        const candidates = [...(sitemap?.entries ?? []), ...folderPages].filter((url) => {
            const outcome = byKey.get(pageKey(url) ?? '');
            return outcome === undefined || entryFault(outcome) === null;
        });
        const named = new Set();
        for (const url of candidates) {
            const outcome = byKey.get(pageKey(url) ?? '');
            const keys = outcome === undefined ? [pageKey(url) ?? url] : pageUrls(outcome);
            const id = keys[0];
            if (named.has(id))
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
 * Every page the audited pages link to (links to themselves aside). Null when that is not known:
 * no report lists its links, or one list may be cut (an orphan would then be a guess).
 */
function linkedKeys(pages) {
    let known = false;
    const linked = new Set();
    for (const page of pages) {
        const links = allInternalLinks(checksOf(page));
        if (links === 'cut')
            return null;
        if (links === null)
            continue;
        known = true;
        const self = new Set(pageUrls(page));
        for (const link of links) {
            const key = pageKey(link);
            if (key !== null && !self.has(key))
                linked.add(key);
        }
    }
    return known ? linked : null;
}
/** Our analyzer lists at most this many internal links in `Internals`, and 50 in `internalUrls`. */
const INTERNALS_LISTED = 1_000;
const INTERNAL_URLS_LISTED = 50;
/**
 * A page's internal links: `Internals` (`[{url}]`, deployed services' shape and ours, up to
 * 1,000), else `internalUrls` (the first 50); 'cut' when the list is full and may miss some.
 */
function allInternalLinks(checks) {
    const value = (0,own_keys/* own */.Z)(checks, 'in_page_links')?.value;
    const internals = field(value, 'Internals');
    if (Array.isArray(internals)) {
        if (internals.length >= INTERNALS_LISTED)
            return 'cut';
        return internals
            .map((item) => (typeof item === 'string' ? item : field(item, 'url')))
            .filter((url) => typeof url === 'string');
    }
    const urls = internalLinks(checks);
    if (!Array.isArray(field(value, 'internalUrls')))
        return null;
    return urls.length >= INTERNAL_URLS_LISTED ? 'cut' : urls;
}
/** The audited URL was reached by redirects: our redirects check counts them. */
function redirected(outcome) {
    const value = (0,own_keys/* own */.Z)(checksOf(outcome), 'redirects')?.value;
    const count = numberOf(field(value, 'count'));
    return count !== null && count > 0;
}
/** The robots check failed on a robots.txt rule (not on robots.txt's own status). */
function blockedByRobots(check) {
    if (check === undefined || check.passed !== false)
        return false;
    const failed = field(check.errors, 'failed');
    return failed !== undefined && field(failed, 'status') === undefined;
}
function originOf(url) {
    return URL.parse(url)?.origin ?? '';
}
function checksOf(outcome) {
    return outcome.report?.checks ?? {};
}
/** Groups pages by a text; texts are compared with case and whitespace runs folded. */
function duplicates(kind, pages, read) {
    const groups = new Map();
    for (const page of pages) {
        const text = read(checksOf(page));
        if (text === null)
            continue;
        const key = text.toLowerCase();
        const group = groups.get(key);
        if (group === undefined)
            groups.set(key, { kind, value: text, pages: [page.url] });
        else if (!group.pages.includes(page.url))
            group.pages.push(page.url);
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
    for (const page of pages) {
        const canonical = urlOf((0,own_keys/* own */.Z)(checksOf(page), 'canonical'));
        const key = canonical === null ? null : pageKey(canonical);
        if (canonical === null || key === null)
            continue;
        const group = shared.get(key);
        if (group === undefined) {
            shared.set(key, { kind: 'shared_canonical', value: canonical, pages: [page.url] });
        }
        else if (!group.pages.includes(page.url)) {
            group.pages.push(page.url);
        }
        if (!audited.has(key)) {
            const away = outside.get(key);
            if (away === undefined) {
                outside.set(key, { kind: 'canonical_outside_audit', value: canonical, pages: [page.url] });
            }
            else if (!away.pages.includes(page.url)) {
                away.pages.push(page.url);
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
        for (const link of internalLinks(checksOf(page))) {
            const key = pageKey(link);
            const target = key === null ? undefined : broken.get(key);
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
/** Every matchable form of an audited page's URL: as given, as stored, as finally served. */
function pageUrls(outcome) {
    const urls = [outcome.url, outcome.report?.url, outcome.report?.fullUrl];
    const checks = checksOf(outcome);
    const finalUrl = field((0,own_keys/* own */.Z)(checks, 'http_status')?.value, 'url');
    if (typeof finalUrl === 'string')
        urls.push(finalUrl);
    const keys = [];
    for (const url of urls) {
        const key = typeof url === 'string' && url !== '' ? pageKey(url) : null;
        if (key !== null && !keys.includes(key))
            keys.push(key);
    }
    return keys;
}
/** The 4xx/5xx a page answered: from our http_status check, else from the failure message. */
function errorStatus(outcome) {
    const value = (0,own_keys/* own */.Z)(checksOf(outcome), 'http_status')?.value;
    const reported = numberOf(typeof value === 'object' ? field(value, 'status') : value);
    const status = reported ??
        numberOf(/\bHTTP (\d{3})\b/.exec(failureText(outcome) ?? outcome.report?.generationError ?? '')?.[1]);
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
function internalLinks(checks) {
    const urls = field((0,own_keys/* own */.Z)(checks, 'in_page_links')?.value, 'internalUrls');
    return Array.isArray(urls) ? urls.filter((url) => typeof url === 'string') : [];
}
/**
 * The text a title or description check holds: a string (phpRank), or a string under `text`,
 * `value`, `title` or `content`, or the first string of an array. Empty and not-applicable
 * values are no text.
 */
function textOf(check) {
    if (check === undefined || check.passed === null)
        return null;
    const raw = pickString(check.value, ['text', 'value', 'title', 'content']);
    const text = raw?.replace(/\s+/g, ' ').trim() ?? '';
    return text === '' ? null : text;
}
/** A canonical check's URL: a string, or under `url` / `href`; only absolute http(s) URLs. */
function urlOf(check) {
    if (check === undefined || check.passed === null)
        return null;
    const raw = pickString(check.value, ['url', 'href', 'canonical'])?.trim();
    return raw !== undefined && /^https?:\/\//i.test(raw) ? raw : null;
}
function pickString(value, names) {
    if (typeof value === 'string')
        return value;
    if (Array.isArray(value))
        return value.find((item) => typeof item === 'string');
    for (const name of names) {
        const found = field(value, name);
        if (typeof found === 'string')
            return found;
    }
    return undefined;
}
/** The value's own field: `value` is a service's data, whose keys are never Object.prototype's. */
function field(value, name) {
    return value !== null && typeof value === 'object' && !Array.isArray(value)
        ? (0,own_keys/* own */.Z)(value, name)
        : undefined;
}
function numberOf(value) {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isInteger(number) ? number : null;
}
/**
 * URLs in the form services clean them to, and without a trailing "/" on the path: "/b/" and
 * "/b" are one page to a reader of these findings, and sites redirect one to the other.
 */
function pageKey(url) {
    return (0,url_key/* urlKey */.X9)(url, { samePage: true });
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
        ...(target.status === null ? {} : { status: target.status }),
        ...(target.failure === null ? {} : { failure: target.failure }),
    }));
}

;// CONCATENATED MODULE: ./src/client/app/target.ts
// The one place that opens a target: the embedded reference service started in-process on
// 127.0.0.1 (src/embedded/, the only way from the client to the server), or the user's service;
// either way a client.

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
    const { startEmbeddedService } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(455), __webpack_require__.e(295), __webpack_require__.e(35), __webpack_require__.e(992), __webpack_require__.e(675)]).then(__webpack_require__.bind(__webpack_require__, 20));
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
    const client = new api/* SeoReportClient */.fQ({ baseUrl: service.url, apiKey: service.apiKey, ...hooks });
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











const readFileBaseline = async (spec) => spec.kind === 'file'
    ? (0,file_source/* readBaselineFile */.s)(spec.path)
    : { kind: 'missing', reason: `baseline ${spec.kind} is read by the GitHub Action only` };
async function runJob(config, hooks, cancel, environment = {}) {
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
            if (folder !== undefined && list.shard === null)
                sources.folderPages = folder.urls;
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
                    ...(config.siteDir?.siteUrl === undefined
                        ? {}
                        : { productionOrigin: config.siteDir.siteUrl }),
                },
            }),
    });
    // baseline-url: the same paths on the other origin join the plan, after this run's own.
    const otherOrigin = config.baselineUrl === undefined ? [] : (0,compare/* urlsOnOrigin */.cV)(urls, config.baselineUrl);
    try {
        if (config.crawl !== undefined && config.mode === 'create') {
            const { baseUrl, embedded } = target;
            hooks.onStart?.({ baseUrl, embedded, pages: config.crawl.maxPages, crawl: true });
            const crawled = await crawlJob(target, config, hooks, cancel, deadline);
            if (crawled.kind === 'failed')
                return crawled;
            hooks.onCrawled?.(crawled.counts);
            const pages = { result: crawled.result, own: crawled.result.outcomes.length, previous: null };
            const links = await linksOf(config, pages, hooks, stop, served);
            return auditRunOf(config, target, links.audited, baselineLoad, null, crawled.counts, { sitemap: crawled.sitemap }, links.result);
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
        return auditRunOf(config, target, links.audited, baselineLoad, refreshed, null, sources, links.result);
    }
    finally {
        await target.close();
    }
}
/** Serves a site-dir on 127.0.0.1 (loaded only then: other runs never load the server). */
async function serveFolder(siteDir) {
    const { serveSiteDir } = await __webpack_require__.e(/* import() */ 262).then(__webpack_require__.bind(__webpack_require__, 8262));
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
async function linksOf(config, audited, hooks, signal, served) {
    if (config.checkLinks === 'off' || audited.result.fatal !== null)
        return { audited, result: null };
    // baseline-url's pages on the other origin are the baseline, not the site checked.
    const own = { ...audited.result, outcomes: audited.result.outcomes.slice(0, audited.own) };
    const siteUrl = config.siteDir?.siteUrl;
    const result = await runLinkCheck(config, own, signal, served !== null && siteUrl !== undefined
        ? { origin: served.origin, productionOrigin: new URL(siteUrl).origin }
        : null);
    const broken = result.brokenTargets.length;
    hooks.onNote?.(`Links: ${result.targets} distinct targets on the audited origins checked with ${result.requests} requests; ${broken} broken.`);
    return { audited: { ...audited, result: withLinkChecks(audited.result, result) }, result };
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
        baselineWarnings,
        crawl,
        links,
    };
    return { kind: 'audit', run };
}
/** Crawl the site from the given URLs, each page audited as soon as it is found. */
async function crawlJob(target, config, hooks, cancel, deadline) {
    const crawl = config.crawl;
    // Loaded only when asked for, like the sitemap reader (which the crawl uses).
    const { crawlAndAudit, httpSiteReader } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(455), __webpack_require__.e(893), __webpack_require__.e(867), __webpack_require__.e(18)]).then(__webpack_require__.bind(__webpack_require__, 18));
    const { SitemapError } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(893), __webpack_require__.e(672)]).then(__webpack_require__.bind(__webpack_require__, 8672));
    // A protected preview's headers go with the crawler's own requests to the given URLs' origins,
    // as the embedded analyzer sends them to the audited pages' origin; never to other origins.
    const headers = config.target.kind === 'embedded' ? config.target.headers : {};
    const reader = httpSiteReader({
        headers,
        headersOrigins: new Set(config.urls.map((url) => new URL(url).origin)),
    });
    try {
        const run = await crawlAndAudit(target.client, { ...(0,app_config/* auditPlanOf */.YC)(config), deadline }, { seeds: config.urls, sitemap: config.sitemap, options: crawl }, reader, hooks, cancel);
        return { kind: 'crawled', result: run.result, counts: run.counts, sitemap: run.sitemap };
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
/* harmony import */ var _shared_grade_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3318);
/* harmony import */ var _audit_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3224);
// Decides whether the audit passes: failed checks at severity error (by the rules and each
// check's default), grades at or below the fail-on grade, scores below the minimum score, and
// pages without a result (which fail unless fail-on is never, where nothing fails the job and
// they become warnings). Reasons are data; each face words them.


function decideVerdict(result, failOn, minScore, regression = null, severityOn = (url) => (0,_audit_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .pageSeverity */ .Vo)(url, [])) {
    const counts = { good: 0, decent: 0, bad: 0, errors: 0 };
    const reasons = [];
    const checkReasons = [];
    const warnings = [];
    const findings = [];
    let worstGrade = null;
    for (const outcome of result.outcomes) {
        const pageFindings = findingsOf(outcome.url, outcome.report?.checks ?? null, severityOn);
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
        if (worstGrade === null || (0,_shared_grade_js__WEBPACK_IMPORTED_MODULE_1__/* .gradeRank */ .Uq)(outcome.grade) > (0,_shared_grade_js__WEBPACK_IMPORTED_MODULE_1__/* .gradeRank */ .Uq)(worstGrade))
            worstGrade = outcome.grade;
        if (failOn !== 'never' && (0,_shared_grade_js__WEBPACK_IMPORTED_MODULE_1__/* .gradeRank */ .Uq)(outcome.grade) >= (0,_shared_grade_js__WEBPACK_IMPORTED_MODULE_1__/* .gradeRank */ .Uq)(failOn)) {
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
function findingsOf(url, checks, severityOn) {
    if (checks === null)
        return [];
    const severity = severityOn(url);
    const found = [];
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
var create_once = __webpack_require__(3541);
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
    const outcomes = await Promise.all(plan.urls.map((url) => auditor.audit(url)));
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
    const auditOne = async (url) => {
        const outcome = {
            url,
            reportId: null,
            report: null,
            grade: null,
            score: null,
            failure: null,
            durationMs: 0,
        };
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
            settle(outcome, compactReport(report, plan.keepRawReports === true, sharedUrls));
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
function settle(outcome, report) {
    outcome.report = report;
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
    return {
        url,
        score,
        grade,
        failedChecks: checkKeys((0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .Z)(item, 'failed-checks'), where, 'failed-checks'),
        // Older results have neither: their score stands for the service's, and every check not
        // failed counts as judged.
        ...(notApplicable === null ? {} : { notApplicable }),
        ...(serviceScore === null ? {} : { serviceScore }),
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
 * service score, "key key"]]}`, the last two newer (the service's score, the checks not
 * applicable); readers of four ignore them.
 */
function writeCompact(pages) {
    return JSON.stringify({
        [COMPACT_TAG]: COMPACT_VERSION,
        pages: pages.map((page) => [
            page.url,
            page.score,
            page.grade,
            page.failedChecks === null ? null : page.failedChecks.join(' '),
            page.serviceScore ?? null,
            page.notApplicable == null ? null : page.notApplicable.join(' '),
        ]),
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
        const [url, score, grade, failed, serviceScore, unjudged] = row;
        return readResult({
            url,
            score,
            grade,
            'failed-checks': typeof failed === 'string' ? failed.split(' ').filter(Boolean) : failed,
            'service-score': serviceScore,
            'not-applicable': typeof unjudged === 'string' ? unjudged.split(' ').filter(Boolean) : unjudged,
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

//# sourceMappingURL=565.index.js.map