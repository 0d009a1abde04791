export const id = 730;
export const ids = [730];
export const modules = {

/***/ 328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ readTextCapped),
/* harmony export */   d: () => (/* binding */ networkReason)
/* harmony export */ });
// Reading what a site answers, for the runner's own requests (sitemaps, the crawler's robots.txt
// and pages, the link checker): why a request failed in a word, and a body read up to a cap.
/** The network error's code (ECONNREFUSED, UND_ERR_CONNECT_TIMEOUT), else its message. */
function networkReason(error) {
    const cause = error.cause;
    if (cause?.code)
        return cause.code;
    if (cause?.message)
        return cause.message;
    return error instanceof Error ? error.message : String(error);
}
/** The body as text, at most `maxBytes` of it (the rest is left unread: links past it are lost). */
async function readTextCapped(body, maxBytes) {
    if (body === null)
        return '';
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        chunks.push(chunk);
        size += chunk.byteLength;
        // Leaving the loop cancels the stream: the rest is never downloaded.
        if (size >= maxBytes)
            break;
    }
    return Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8');
}


/***/ }),

/***/ 7730:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkLinks: () => (/* binding */ checkLinks)
});

// EXTERNAL MODULE: ./src/shared/url-key.ts
var url_key = __webpack_require__(5026);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./src/shared/robots-txt.ts
var robots_txt = __webpack_require__(701);
// EXTERNAL MODULE: ./src/client/audit/read-body.ts
var read_body = __webpack_require__(328);
;// CONCATENATED MODULE: ./src/client/links/checker.ts
// Requests each link target once per run and remembers the answer: HEAD first, GET where HEAD is
// refused or answered wrongly (any 4xx/5xx to HEAD is asked again with GET, so a server that
// mishandles HEAD costs one request more, never a false broken link), redirects followed by hand
// so that each hop is recorded. Requests stay in flight up to a limit per origin, so a run with
// several origins (a later external mode: one limit per host) never floods any one of them.




const DEFAULTS = { perOrigin: 8, timeoutMs: 30_000, maxHops: 10, maxPageBytes: 5 * 1024 * 1024 };
const USER_AGENT = 'Mozilla/5.0 (compatible; seo-report-link-check)';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
class LinkChecker {
    options;
    agent;
    limits = new Map();
    answers = new Map();
    robots = new Map();
    /** Requests sent, every hop and retry counted. */
    requests = 0;
    constructor(options = {}) {
        this.options = { ...DEFAULTS, ...options };
        this.agent = new undici.Agent({
            connect: { timeout: this.options.timeoutMs },
            headersTimeout: this.options.timeoutMs,
            bodyTimeout: this.options.timeoutMs,
        });
    }
    /** The answer for a URL (fragment ignored), requested the first time it is asked for. */
    check(url, signal) {
        const key = withoutFragment(url);
        let answer = this.answers.get(key);
        if (answer === undefined) {
            answer = this.follow(key, signal);
            this.answers.set(key, answer);
        }
        return answer;
    }
    /**
     * A page's HTML, read with GET (redirects followed); its answer is kept as the URL's, so a link
     * to a page already read costs no request.
     */
    async readPage(url, signal) {
        const key = withoutFragment(url);
        const page = { read: null };
        const answer = this.follow(key, signal, async (response, at) => {
            const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
            if (response.ok && (type === '' || /^(text\/html|application\/xhtml\+xml)$/i.test(type)))
                page.read = {
                    url: at,
                    html: await (0,read_body/* readTextCapped */.X)(response.body, this.options.maxPageBytes),
                };
            else
                await response.body?.cancel();
        });
        if (!this.answers.has(key))
            this.answers.set(key, answer);
        const done = await answer;
        return page.read === null ? { kind: 'other', answer: done } : { kind: 'html', ...page.read };
    }
    /** Whether robots.txt lets crawlers (its `*` group) fetch the URL; unreadable: allowed. */
    async robotsAllowed(url, signal) {
        const parsed = new URL(url);
        let rules = this.robots.get(parsed.origin);
        if (rules === undefined) {
            rules = this.readRobots(parsed.origin, signal);
            this.robots.set(parsed.origin, rules);
        }
        const read = await rules;
        return read === null || (0,robots_txt/* robotsAllows */.K)(read, `${parsed.pathname}${parsed.search}`).allowed;
    }
    close() {
        return this.agent.close();
    }
    async readRobots(origin, signal) {
        let text = null;
        const url = `${origin}/robots.txt`;
        await this.follow(url, signal, async (response) => {
            if (response.ok)
                text = await (0,read_body/* readTextCapped */.X)(response.body, 512 * 1024);
            else
                await response.body?.cancel();
        });
        return text === null ? null : (0,robots_txt/* parseRobotsTxt */.N)(text, url);
    }
    limitFor(url) {
        const origin = new URL(url).origin;
        let limit = this.limits.get(origin);
        if (limit === undefined) {
            limit = (0,p_limit/* default */.A)(this.options.perOrigin);
            this.limits.set(origin, limit);
        }
        return limit;
    }
    /**
     * Follows `url` hop by hop. Without `read`, each hop is asked with HEAD, then GET when HEAD
     * answers 4xx/5xx; with `read`, with GET, and the last answer's body goes to `read`.
     */
    async follow(url, signal, read) {
        const hops = [];
        let at = url;
        const visited = new Set([at]);
        try {
            for (;;) {
                const response = await this.limitFor(at)(async () => {
                    if (read === undefined) {
                        const head = await this.send(at, 'HEAD', signal);
                        if (head.status < 400)
                            return head;
                    }
                    return this.send(at, 'GET', signal);
                });
                const location = response.headers.get('location');
                if (REDIRECTS.has(response.status) && location !== null) {
                    await response.body?.cancel();
                    hops.push({ url: at, status: response.status });
                    const next = URL.parse(location, at);
                    if (next === null)
                        return failed(url, hops, at, `a redirect to ${JSON.stringify(location)}, not a URL`);
                    next.hash = '';
                    if (visited.has(next.href))
                        return failed(url, hops, next.href, 'a redirect loop');
                    if (hops.length > this.options.maxHops)
                        return failed(url, hops, next.href, `more than ${this.options.maxHops} redirects`);
                    visited.add(next.href);
                    at = next.href;
                    continue;
                }
                const noindex = hasNoindex(response.headers.get('x-robots-tag'));
                if (read !== undefined)
                    await read(response, at);
                else
                    await response.body?.cancel();
                return { url, status: response.status, failure: null, hops, finalUrl: at, noindex };
            }
        }
        catch (error) {
            if (signal?.aborted)
                throw error;
            return failed(url, hops, at, (0,read_body/* networkReason */.d)(error));
        }
    }
    send(url, method, signal) {
        this.requests++;
        const deadline = AbortSignal.timeout(this.options.timeoutMs);
        const extra = this.options.headersOrigins?.has(new URL(url).origin)
            ? this.options.headers
            : undefined;
        return (0,undici.fetch)(this.options.fetchFrom?.(url) ?? url, {
            method,
            dispatcher: this.agent,
            redirect: 'manual',
            signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
            headers: { ...extra, accept: '*/*', 'user-agent': USER_AGENT },
        });
    }
}
function failed(url, hops, at, why) {
    return { url, status: null, failure: why, hops, finalUrl: at, noindex: false };
}
function withoutFragment(url) {
    const hash = url.indexOf('#');
    return hash === -1 ? url : url.slice(0, hash);
}
/**
 * X-Robots-Tag: `noindex` or `none`, for every crawler (`googlebot: noindex` names one only and
 * is left to that crawler; several headers arrive joined by commas).
 */
function hasNoindex(header) {
    if (header === null)
        return false;
    return header
        .toLowerCase()
        .split(',')
        .some((part) => {
        const words = part.trim();
        return /^(noindex|none)$/.test(words);
    });
}

// EXTERNAL MODULE: ./node_modules/htmlparser2/dist/Parser.js
var Parser = __webpack_require__(5867);
;// CONCATENATED MODULE: ./src/client/links/resources.ts
// What a page links to and loads, read from its HTML: the targets the link check requests. Reports
// list a page's links (in_page_links) but no service lists its images, scripts or stylesheets, so
// the runner reads the page itself (docs/links.md) with the HTML parser the crawler already uses.

const LINK_RELS = {
    stylesheet: 'stylesheet',
    icon: 'icon',
    'apple-touch-icon': 'icon',
    canonical: 'link',
    alternate: 'link',
};
/**
 * The distinct (kind, URL) targets of a page, in document order, resolved against `<base href>`
 * (before the first URL, as browsers do) and else `pageUrl`. `srcset` candidates count as images.
 */
function pageResources(html, pageUrl) {
    let base = pageUrl;
    let resolvedOne = false;
    const found = [];
    const seen = new Set();
    const add = (kind, raw) => {
        if (raw === undefined)
            return;
        const url = URL.parse(raw.trim(), base);
        resolvedOne = true;
        if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:'))
            return;
        url.hash = '';
        const key = `${kind} ${url.href}`;
        if (seen.has(key))
            return;
        seen.add(key);
        found.push({ kind, url: url.href });
    };
    const parser = new Parser/* Parser */.i({
        onopentag(name, attributes) {
            switch (name) {
                case 'base':
                    if (!resolvedOne && attributes.href !== undefined)
                        base = URL.parse(attributes.href.trim(), pageUrl)?.href ?? base;
                    return;
                case 'a':
                case 'area':
                    return add('link', attributes.href);
                case 'img':
                case 'source':
                    if (name === 'img')
                        add('image', attributes.src);
                    for (const candidate of srcsetUrls(attributes.srcset))
                        add('image', candidate);
                    return;
                case 'script':
                    return add('script', attributes.src);
                case 'link': {
                    const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/);
                    const rel = rels.find((word) => Object.hasOwn(LINK_RELS, word));
                    if (rel !== undefined)
                        add(LINK_RELS[rel], attributes.href);
                    return;
                }
            }
        },
    }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
    parser.end(html);
    return found;
}
/** The URLs of a srcset, parsed as the HTML standard does: a URL is a run without whitespace
 * (commas at its end ending the candidate), then descriptors up to the next comma. */
function srcsetUrls(srcset) {
    if (srcset === undefined)
        return [];
    const urls = [];
    let at = 0;
    while (at < srcset.length) {
        while (at < srcset.length && /[\s,]/.test(srcset[at]))
            at++;
        const start = at;
        while (at < srcset.length && !/\s/.test(srcset[at]))
            at++;
        let url = srcset.slice(start, at);
        if (url.endsWith(','))
            url = url.replace(/,+$/, '');
        else
            while (at < srcset.length && srcset[at] !== ',')
                at++;
        if (url !== '')
            urls.push(url);
    }
    return urls;
}

;// CONCATENATED MODULE: ./src/client/links/check-links.ts
// The link check of a run (docs/links.md): every audited page read once for its links and
// resources, each distinct target on the audited origins requested once, and what each page
// links to that is broken, redirected, noindex or blocked by robots.txt. Data out; the faces word it.



async function checkLinks(input) {
    const checker = new LinkChecker(input.checker);
    try {
        return await checkWith(checker, input);
    }
    finally {
        await checker.close();
    }
}
async function checkWith(checker, input) {
    const { signal } = input;
    // Audited pages a report found noindex: links to them are findings whatever the header says.
    const noindexPages = new Set();
    for (const page of input.pages) {
        const key = (0,url_key/* urlKey */.X9)(page.url);
        if (page.noindex && key !== null)
            noindexPages.add(key);
    }
    // Pages first: a link to an audited page then reuses the page's own answer.
    const read = await Promise.all(input.pages.map(async (page) => ({
        page: page.url,
        body: await checker.readPage(page.url, signal),
    })));
    const targets = new Set();
    const perPage = read.map(({ page, body }) => {
        if (body.kind !== 'html')
            return { page, resources: null, body };
        const resources = pageResources(body.html, body.url).filter((resource) => input.origins.has(new URL(resource.url).origin));
        for (const resource of resources)
            targets.add(resource.url);
        return { page, resources, body };
    });
    const answers = new Map();
    await Promise.all([...targets].map(async (url) => {
        const [answer, allowed] = await Promise.all([
            checker.check(url, signal),
            checker.robotsAllowed(url, signal),
        ]);
        answers.set(url, { answer, blocked: !allowed });
    }));
    const broken = new Map();
    const pages = perPage.map(({ page, resources, body }) => {
        if (resources === null)
            return {
                page,
                problems: [],
                unread: unreadReason(body.kind === 'other' ? body.answer : null),
            };
        const problems = [];
        for (const resource of resources) {
            const found = answers.get(resource.url);
            if (found === undefined)
                continue;
            const problem = problemOf(resource, found.answer, found.blocked, noindexPages);
            if (problem === null)
                continue;
            problems.push(problem);
            if (problem.problem !== 'broken')
                continue;
            const target = broken.get(resource.url);
            if (target === undefined)
                broken.set(resource.url, {
                    url: resource.url,
                    kind: resource.kind,
                    status: problem.status,
                    failure: problem.failure,
                    pages: [page],
                });
            else if (!target.pages.includes(page))
                target.pages.push(page);
        }
        return { page, problems, unread: null };
    });
    return {
        pages,
        brokenTargets: [...broken.values()].sort((a, b) => b.pages.length - a.pages.length),
        targets: targets.size,
        requests: checker.requests,
    };
}
/**
 * What is wrong with one target of a page, gravest first: broken (4xx/5xx or no answer), else
 * for links, blocked by robots.txt, noindex, or reached through redirects.
 */
function problemOf(resource, answer, blocked, noindexPages) {
    const base = {
        kind: resource.kind,
        url: resource.url,
        status: answer.status,
        failure: answer.failure,
        hops: answer.hops,
    };
    if (answer.status === null || answer.status >= 400)
        return { ...base, problem: 'broken' };
    if (resource.kind !== 'link')
        return null;
    if (blocked)
        return { ...base, problem: 'blocked' };
    const finalKey = (0,url_key/* urlKey */.X9)(answer.finalUrl);
    if (answer.noindex || (finalKey !== null && noindexPages.has(finalKey)))
        return { ...base, problem: 'noindex' };
    if (answer.hops.length > 0)
        return { ...base, problem: 'redirected' };
    return null;
}
function unreadReason(answer) {
    if (answer === null)
        return 'it could not be read';
    if (answer.failure !== null)
        return `it could not be read (${answer.failure})`;
    return answer.status !== null && answer.status >= 400
        ? `it answered ${answer.status}`
        : 'it is not HTML';
}


/***/ }),

/***/ 701:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ robotsAllows),
/* harmony export */   N: () => (/* binding */ parseRobotsTxt)
/* harmony export */ });
/* harmony import */ var _wildcard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3179);
// robots.txt as RFC 9309 reads it: groups of user-agent lines with allow/disallow rules, `*` and
// `$` in patterns, the most specific (longest) matching rule wins and allow wins a tie. A crawler
// obeys the groups naming its product token (all of them, merged), and only when there are none
// the `*` groups. Sitemap lines stand outside the groups. Shared: the analyzer judges pages by
// it, and the client's crawler (src/client/crawl/) obeys it.
//
// Patterns are matched by a linear wildcard matcher, not by turning `*` into a regular
// expression's `.*`: a dozen wildcards made the backtracking engine run for minutes on one path.

/** The crawler we judge pages for when none is named: any crawler without its own group. */
const ANY_CRAWLER = '*';
function parseRobotsTxt(text, baseUrl) {
    const byAgent = new Map();
    const sitemaps = [];
    let agents = [];
    let inRules = false;
    for (const rawLine of text.split(/\r\n|\r|\n/)) {
        const hash = rawLine.indexOf('#');
        const line = (hash === -1 ? rawLine : rawLine.slice(0, hash)).trim();
        const colon = line.indexOf(':');
        if (colon <= 0)
            continue;
        const field = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        if (field === 'sitemap') {
            const url = URL.parse(value, baseUrl);
            if (url)
                sitemaps.push(url.href);
        }
        else if (field === 'user-agent') {
            // A user-agent line after rules opens a new group.
            if (inRules)
                agents = [];
            inRules = false;
            const token = productToken(value);
            if (token !== '')
                agents.push(token);
        }
        else if (field === 'allow' || field === 'disallow') {
            inRules = true;
            // An empty Disallow allows everything: it is no rule at all.
            if (value === '')
                continue;
            for (const agent of agents) {
                const list = byAgent.get(agent) ?? [];
                list.push({ allow: field === 'allow', pattern: value });
                byAgent.set(agent, list);
            }
        }
    }
    const rules = byAgent.get(ANY_CRAWLER) ?? [];
    byAgent.delete(ANY_CRAWLER);
    return { rules, agents: byAgent, sitemaps };
}
/** "Googlebot/2.1 (+http://...)" names the crawler "googlebot" (RFC 9309 2.2.1). */
function productToken(value) {
    const end = value.search(/[\s/]/);
    return (end === -1 ? value : value.slice(0, end)).toLowerCase();
}
/**
 * Is `pathAndQuery` (as in a URL, percent-encoded) open to the crawler whose product token is
 * `agent`? Without a group of its own, the `*` groups apply.
 */
function robotsAllows(robots, pathAndQuery, agent = ANY_CRAWLER) {
    const rules = robots.agents.get(agent.toLowerCase()) ?? robots.rules;
    let best = null;
    for (const rule of rules) {
        const pattern = encodeNonAscii(rule.pattern);
        // Most octets wins; allow wins a tie. A shorter rule cannot win, so it is not matched.
        if (best !== null &&
            (pattern.length < best.length || (pattern.length === best.length && !rule.allow)))
            continue;
        if (!(0,_wildcard_js__WEBPACK_IMPORTED_MODULE_0__/* .wildcardMatches */ .w)(pattern, pathAndQuery))
            continue;
        best = { rule, length: pattern.length };
    }
    if (best === null)
        return { allowed: true, rule: null };
    return {
        allowed: best.rule.allow,
        rule: `${best.rule.allow ? 'Allow' : 'Disallow'}: ${best.rule.pattern}`,
    };
}
const encoded = new Map();
/** Patterns may be written with raw UTF-8; URLs arrive percent-encoded. */
function encodeNonAscii(pattern) {
    let result = encoded.get(pattern);
    if (result === undefined) {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is "not ASCII".
        result = pattern.replace(/[^\u0000-\u007f]+/g, (chars) => encodeURIComponent(chars));
        if (encoded.size > 10_000)
            encoded.clear();
        encoded.set(pattern, result);
    }
    return result;
}


/***/ })

};

//# sourceMappingURL=730.index.js.map