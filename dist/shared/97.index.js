export const id = 97;
export const ids = [97];
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

/***/ 9097:
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
// EXTERNAL MODULE: ./src/shared/address-policy.ts
var address_policy = __webpack_require__(6728);
// EXTERNAL MODULE: ./src/shared/robots-directives.ts
var robots_directives = __webpack_require__(3591);
// EXTERNAL MODULE: ./src/shared/robots-txt.ts
var robots_txt = __webpack_require__(701);
// EXTERNAL MODULE: ./src/client/audit/read-body.ts
var read_body = __webpack_require__(328);
// EXTERNAL MODULE: external "node:dns"
var external_node_dns_ = __webpack_require__(610);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
;// CONCATENATED MODULE: ./src/client/links/address-guard.ts
// The external link check requests whatever URLs the audited pages hold, from the runner: without
// a guard, a page could point it at the runner's own network (a self-hosted runner's LAN, a cloud
// metadata endpoint). So it applies the analyzer's address policy (src/shared/address-policy.ts):
// public addresses only, unless allow-private-network, and never a metadata endpoint. The check is
// on the address connected to, after DNS, in the socket's own lookup: no second resolution that a
// rebinding name could answer differently. Targets on the audited origins are the user's own
// choice and are not guarded (site-dir serves on 127.0.0.1).



/**
 * A `lookup` for net.connect and tls.connect: resolves the name and vets its addresses as the
 * analyzer's guarded connector does (vettedAddress).
 */
function guardedLookup(policy) {
    return (hostname, options, callback) => {
        (0,external_node_dns_.lookup)(hostname, { ...options, all: true }, (error, found) => {
            const addresses = found;
            if (error)
                return callback(error, '', 0);
            let first;
            try {
                first = (0,address_policy/* vettedAddress */.zK)(hostname, addresses.map((entry) => entry.address), policy);
            }
            catch (refused) {
                return callback(refused, '', 0);
            }
            if (options.all)
                return callback(null, addresses);
            callback(null, first, addresses[0].family);
        });
    };
}
/** A host given as an IP address, which no lookup sees: refused or not by the policy. */
function literalRefusal(hostname, policy) {
    const bare = hostname.replace(/^\[(.*)\]$/, '$1');
    if ((0,external_node_net_.isIP)(bare) === 0)
        return null;
    const kind = policy.refusal(bare);
    return kind === null ? null : new address_policy/* RefusedAddressError */.bT(bare, bare, kind);
}
/** The refusal somewhere in what fetch threw (its cause, or one of an AggregateError's). */
function refusalIn(error, depth = 0) {
    if (error instanceof address_policy/* RefusedAddressError */.bT)
        return error;
    if (depth > 4 || typeof error !== 'object' || error === null)
        return null;
    const { cause, errors } = error;
    const inCause = refusalIn(cause, depth + 1);
    if (inCause !== null)
        return inCause;
    if (Array.isArray(errors))
        for (const each of errors) {
            const found = refusalIn(each, depth + 1);
            if (found !== null)
                return found;
        }
    return null;
}

// EXTERNAL MODULE: ./src/client/api/rate-limit-headers.ts
var rate_limit_headers = __webpack_require__(2237);
// EXTERNAL MODULE: ./src/client/api/rate-limiter.ts
var rate_limiter = __webpack_require__(3541);
;// CONCATENATED MODULE: ./src/client/links/host-pacer.ts
// How the external link check treats other people's hosts (docs/links.md): a few requests in
// flight per host, a pause between two requests to the same host, and what the host says about
// its rate limit obeyed. The last is the API client's own limiter (src/client/api/rate-limiter.ts),
// one per host: it reads X-RateLimit-* and RateLimit-* on every answer, holds the host's requests
// while an announced allowance is spent, and after a 429 waits for its Retry-After (or backs off
// and probes, when the 429 says nothing). On top of it, this file adds what an API client does not
// need: the pause between requests, a bounded number of retries after a 429, and the run's own
// deadline (link-run-timeout), past which nobody waits: a wait that cannot end in time is reported
// as such at once, rather than slept through.



const DEFAULT_HOST_PACING = {
    perHost: 2,
    spacingMs: 250,
    retriesAfter429: 2,
};
class HostPacer {
    options;
    hosts = new Map();
    now;
    constructor(options = {}) {
        this.options = { ...DEFAULT_HOST_PACING, ...options };
        this.now = this.options.now ?? Date.now;
    }
    /**
     * Sends one request to `url`'s host when the host's turn comes, again after each 429 (at most
     * `retriesAfter429` times, each after the host's wait), and gives the last answer. `attempt`
     * sends it; `discard` drops an answer that will be asked again (its body).
     */
    send(url, run, attempt, discard) {
        const host = this.hostOf(new URL(url).hostname);
        return host.limit(async () => {
            for (let retry = 0;; retry++) {
                const slot = await this.turn(host, run);
                if (slot === null)
                    return { kind: 'out_of_time', waitMs: host.limiter.waitMs() || null };
                let answer;
                try {
                    answer = await attempt();
                }
                catch (error) {
                    slot.release();
                    throw error;
                }
                const at = this.now();
                const said = (0,rate_limit_headers/* readRateLimitHeaders */.I)(answer.headers, at);
                slot.release({ status: answer.status, headers: said });
                if (answer.status !== 429)
                    return { kind: 'answer', answer, rateLimited: null };
                const waitMs = said.retryAfterMs ?? said.resetInMs;
                const retryAt = waitMs === null ? null : at + waitMs;
                // The limiter holds the host as the 429 says; pausing too makes the wait exact (the
                // limiter may round a learned window down to the whole second).
                if (retryAt !== null) {
                    host.limiter.pauseUntil(retryAt);
                    host.pausedUntil = Math.max(host.pausedUntil, retryAt);
                }
                const inTime = retryAt === null || retryAt < run.endsAt;
                if (retry >= this.options.retriesAfter429 || !inTime)
                    return { kind: 'answer', answer, rateLimited: { retryAt } };
                await discard(answer);
            }
        });
    }
    /**
     * Waits for the host's limiter and the spacing; null when the run's time runs out first or a
     * known wait would end after it.
     */
    async turn(host, run) {
        for (;;) {
            if (this.now() + host.limiter.waitMs() >= run.endsAt)
                return null;
            let slot;
            try {
                slot = await host.limiter.acquire(run.signal);
            }
            catch {
                return null;
            }
            const start = Math.max(this.now(), host.nextAt);
            host.nextAt = start + this.options.spacingMs;
            if (start > this.now()) {
                const waited = await sleep(start - this.now(), run.signal);
                if (!waited) {
                    slot.release();
                    return null;
                }
            }
            // A 429 of the other request in flight paused the host while this one slept: wait again.
            if (host.pausedUntil <= this.now())
                return slot;
            slot.release();
        }
    }
    hostOf(hostname) {
        let host = this.hosts.get(hostname);
        if (host === undefined) {
            host = {
                limit: (0,p_limit/* default */.A)(this.options.perHost),
                limiter: new rate_limiter/* RateLimiter */.v({ now: this.now }),
                nextAt: 0,
                pausedUntil: 0,
            };
            this.hosts.set(hostname, host);
        }
        return host;
    }
}
/** Resolves true after `ms`, false as soon as `signal` aborts. */
function sleep(ms, signal) {
    if (signal.aborted)
        return Promise.resolve(false);
    return new Promise((resolve) => {
        const timer = setTimeout(() => {
            signal.removeEventListener('abort', onAbort);
            resolve(true);
        }, ms);
        const onAbort = () => {
            clearTimeout(timer);
            resolve(false);
        };
        signal.addEventListener('abort', onAbort, { once: true });
    });
}

;// CONCATENATED MODULE: ./src/client/links/checker.ts
// Requests each link target once per run and remembers the answer: HEAD first, GET where HEAD is
// refused or answered wrongly (any 4xx/5xx to HEAD is asked again with GET, so a server that
// mishandles HEAD costs one request more, never a false broken link), redirects followed by hand
// so that each hop is recorded. Requests to the audited origins stay in flight up to a limit per
// origin; requests to other sites (check-external-links) go through the host pacer (a few per
// host, spaced, rate limits obeyed, within the run's time) and the address guard, without the
// preview's headers.








const DEFAULTS = { perOrigin: 8, timeoutMs: 30_000, maxHops: 10, maxPageBytes: 5 * 1024 * 1024 };
/** What of a 403 or 503 page from Cloudflare is read for the marks of its challenge. */
const CHALLENGE_BYTES = 64 * 1024;
const CHALLENGE_MARKS = /challenge-platform|cf[-_]chl|Just a moment\.\.\.|Attention Required! \| Cloudflare/i;
const USER_AGENT = 'Mozilla/5.0 (compatible; seo-report-link-check)';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
class LinkChecker {
    options;
    agent;
    /** For a request asked again after an answer that did not parse: a new connection each. */
    freshConnections;
    limits = new Map();
    answers = new Map();
    robots = new Map();
    external;
    /** Requests sent, every hop and retry counted. */
    requests = 0;
    /** Of them, to other sites (checkExternal). */
    externalRequests = 0;
    constructor(options = {}) {
        this.options = { ...DEFAULTS, ...options };
        const timeouts = {
            connect: { timeout: this.options.timeoutMs },
            headersTimeout: this.options.timeoutMs,
            bodyTimeout: this.options.timeoutMs,
        };
        this.agent = new undici.Agent(timeouts).compose(keepHeadConnections);
        this.freshConnections = new undici.Agent(timeouts).compose(closeEachConnection);
        const external = this.options.external;
        if (external === undefined)
            this.external = null;
        else {
            const policy = (0,address_policy/* createAddressPolicy */.fB)(external.allowPrivateNetwork);
            this.external = {
                policy,
                pacer: new HostPacer(external.pacing),
                // Its own connections: each one's address vetted as the socket resolves it.
                agent: new undici.Agent({
                    connect: { timeout: this.options.timeoutMs, lookup: guardedLookup(policy) },
                    headersTimeout: this.options.timeoutMs,
                    bodyTimeout: this.options.timeoutMs,
                }),
            };
        }
    }
    /** The answer for a URL (fragment ignored), requested the first time it is asked for. */
    check(url, signal) {
        return this.once(url, (key) => this.follow(key, signal, {}));
    }
    /**
     * The answer for a URL on another site, requested the first time it is asked for: paced per
     * host, within `run`'s time, to public addresses only (unless allowed). Needs `external`.
     */
    checkExternal(url, run, signal) {
        const side = this.external;
        if (side === null)
            throw new Error('LinkChecker: checkExternal needs options.external');
        return this.once(url, (key) => this.follow(key, signal, { external: { run, side } }));
    }
    once(url, ask) {
        const key = withoutFragment(url);
        let answer = this.answers.get(key);
        if (answer === undefined) {
            answer = ask(key);
            this.answers.set(key, answer);
        }
        return answer;
    }
    /**
     * An answer had elsewhere (the crawler's read of a page, pages-read.ts), kept as the URL's: a
     * link to it then costs no request. An answer already had stays.
     */
    remember(answer) {
        const key = withoutFragment(answer.url);
        if (!this.answers.has(key))
            this.answers.set(key, Promise.resolve(answer));
    }
    /**
     * A page's HTML, read with GET (redirects followed); its answer is kept as the URL's, so a link
     * to a page already read costs no request.
     */
    async readPage(url, signal) {
        const key = withoutFragment(url);
        const page = { read: null };
        const answer = this.follow(key, signal, {
            read: async (response, at) => {
                const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
                if (response.ok && (type === '' || /^(text\/html|application\/xhtml\+xml)$/i.test(type)))
                    page.read = {
                        url: at,
                        html: await (0,read_body/* readTextCapped */.X)(response.body, this.options.maxPageBytes),
                    };
                else
                    await response.body?.cancel();
            },
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
    async close() {
        await Promise.all([
            this.agent.close(),
            this.freshConnections.close(),
            this.external?.agent.close(),
        ]);
    }
    async readRobots(origin, signal) {
        let text = null;
        const url = `${origin}/robots.txt`;
        await this.follow(url, signal, {
            read: async (response) => {
                if (response.ok)
                    text = await (0,read_body/* readTextCapped */.X)(response.body, 512 * 1024);
                else
                    await response.body?.cancel();
            },
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
     * Follows `url` hop by hop. Without `how.read`, each hop is asked with HEAD, then GET when HEAD
     * answers 4xx/5xx; with `how.read`, with GET, and the last answer's body goes to `read`. With
     * `how.external`, every hop goes through the pacer and the address guard.
     */
    async follow(url, signal, how) {
        const hops = [];
        let at = url;
        const visited = new Set([at]);
        const { read, external } = how;
        try {
            for (;;) {
                let response;
                let rateLimited;
                if (external === undefined) {
                    response = await this.limitFor(at)(async () => {
                        if (read === undefined) {
                            const head = await this.send(at, 'HEAD', signal);
                            if (head.status < 400)
                                return head;
                        }
                        return this.send(at, 'GET', signal);
                    });
                }
                else {
                    const refusal = literalRefusal(new URL(at).hostname, external.side.policy);
                    if (refusal !== null)
                        return unchecked(url, hops, at, refusedReason(refusal));
                    const paced = await this.askExternal(at, signal, external);
                    signal?.throwIfAborted();
                    if (paced.kind === 'out_of_time')
                        return unchecked(url, hops, at, outOfTime(paced.waitMs));
                    response = paced.answer.response;
                    if (paced.rateLimited !== null)
                        rateLimited = paced.rateLimited;
                }
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
                // The analyzer's reading (src/shared), so a page linked and audited never disagree.
                const noindex = (0,robots_directives/* xRobotsTagBlocksIndexing */.C)(response.headers.get('x-robots-tag'));
                const answer = {
                    url,
                    status: response.status,
                    failure: null,
                    hops,
                    finalUrl: at,
                    noindex,
                };
                if (external !== undefined) {
                    if (await isChallenge(response))
                        answer.challenge = true;
                    if (rateLimited !== undefined)
                        answer.rateLimited = rateLimited;
                }
                if (read !== undefined)
                    await read(response, at);
                else
                    await response.body?.cancel();
                return answer;
            }
        }
        catch (error) {
            if (signal?.aborted)
                throw error;
            if (external !== undefined) {
                const refusal = refusalIn(error);
                if (refusal !== null)
                    return unchecked(url, hops, at, refusedReason(refusal));
                if (external.run.signal.aborted)
                    return unchecked(url, hops, at, outOfTime(null));
            }
            return failed(url, hops, at, this.reasonOf(error));
        }
    }
    /** HEAD, then GET when HEAD answers 4xx/5xx (but not 429: the host said to wait, not "use GET"). */
    async askExternal(url, signal, { run, side }) {
        // A cancelled run stops waiting for a host's turn too, not only the requests in flight.
        const clock = signal === undefined ? run : { ...run, signal: AbortSignal.any([run.signal, signal]) };
        const ask = (method) => side.pacer.send(url, clock, async () => {
            const response = await this.sendExternal(url, method, side, [run.signal, signal]);
            return {
                status: response.status,
                headers: Object.fromEntries(response.headers),
                response,
            };
        }, async ({ response }) => {
            await response.body?.cancel();
        });
        const head = await ask('HEAD');
        if (head.kind !== 'answer' || head.answer.status < 400 || head.answer.status === 429)
            return head;
        await head.answer.response.body?.cancel();
        return ask('GET');
    }
    /**
     * One request to the audited origins; sent once more, on a new connection, when its answer
     * does not parse as HTTP: on a connection kept after a HEAD, that is a server that sent the
     * HEAD a body (keepHeadConnections), not a broken target.
     */
    async send(url, method, signal) {
        try {
            return await this.sendOn(this.agent, url, method, signal);
        }
        catch (error) {
            if (error.cause?.name !== 'HTTPParserError')
                throw error;
            return this.sendOn(this.freshConnections, url, method, signal);
        }
    }
    sendOn(dispatcher, url, method, signal) {
        this.requests++;
        const extra = this.options.headersOrigins?.has(new URL(url).origin)
            ? this.options.headers
            : undefined;
        return (0,undici.fetch)(this.options.fetchFrom?.(url) ?? url, {
            method,
            dispatcher,
            redirect: 'manual',
            signal: this.deadline(signal),
            headers: { ...extra, accept: '*/*', 'user-agent': USER_AGENT },
        });
    }
    /** Another site: never the preview's headers, and connections vetted by the address guard. */
    sendExternal(url, method, side, signals) {
        this.requests++;
        this.externalRequests++;
        return (0,undici.fetch)(url, {
            method,
            dispatcher: side.agent,
            redirect: 'manual',
            signal: this.deadline(...signals),
            headers: { accept: '*/*', 'user-agent': USER_AGENT },
        });
    }
    /** The request's own limit (link-timeout), joined with the signals that end it sooner. */
    deadline(...signals) {
        const own = AbortSignal.timeout(this.options.timeoutMs);
        const others = signals.filter((signal) => signal !== undefined);
        return others.length === 0 ? own : AbortSignal.any([own, ...others]);
    }
    /** Why no answer came: a timeout in words, else the network error's code. */
    reasonOf(error) {
        if (error instanceof DOMException && error.name === 'TimeoutError')
            return `no answer within ${Math.round(this.options.timeoutMs / 1000)} s`;
        return (0,read_body/* networkReason */.d)(error);
    }
}
/** A Cloudflare challenge: said in cf-mitigated, or a 403/503 from Cloudflare with its page. */
async function isChallenge(response) {
    if ((response.headers.get('cf-mitigated') ?? '').toLowerCase() === 'challenge')
        return true;
    if (response.status !== 403 && response.status !== 503)
        return false;
    if (!/cloudflare/i.test(response.headers.get('server') ?? ''))
        return false;
    return CHALLENGE_MARKS.test(await (0,read_body/* readTextCapped */.X)(response.body, CHALLENGE_BYTES));
}
function refusedReason(refusal) {
    return `a ${refusal.kind} address, not requested (allow-private-network)`;
}
function outOfTime(waitMs) {
    return waitMs === null
        ? 'not checked before link-run-timeout ran out'
        : `not checked: the host asked to wait ${Math.ceil(waitMs / 1000)} s, past link-run-timeout`;
}
function unchecked(url, hops, at, why) {
    return { url, status: null, failure: null, hops, finalUrl: at, noindex: false, unchecked: why };
}
/**
 * Keeps the connection after a HEAD to the audited origins whose answer says keep-alive. undici
 * closes it by default (a server may wrongly send a HEAD a body, which would be read as the next
 * answer), so every HEAD, one per target, cost a new connection: a TLS handshake each on an
 * https site, and a third of the checker's CPU time on the benchmark's site
 * (docs/benchmarks.md). The rare server that sends that body makes the next answer on the
 * connection unparsable: `send` asks again. Other sites keep undici's default.
 */
const keepHeadConnections = (dispatch) => (options, handler) => dispatch(options.method === 'HEAD' ? { ...options, reset: false } : options, handler);
const closeEachConnection = (dispatch) => (options, handler) => dispatch({ ...options, reset: true }, handler);
function failed(url, hops, at, why) {
    return { url, status: null, failure: why, hops, finalUrl: at, noindex: false };
}
function withoutFragment(url) {
    const hash = url.indexOf('#');
    return hash === -1 ? url : url.slice(0, hash);
}

// EXTERNAL MODULE: ./src/shared/wildcard.ts
var wildcard = __webpack_require__(3179);
;// CONCATENATED MODULE: ./src/client/links/judge.ts
// What an answer says about a link (docs/links.md): it works, it is broken, or, for a target on
// another site, it cannot be told, because the host answered for its bot defences rather than for
// the page: 403, LinkedIn's 999, a Cloudflare challenge, a 429 after the retries, or no request
// at all (the run's time, a private address). Those are "unverifiable", a warning with the
// reason, never "broken": a link checker that cries wolf at every LinkedIn link gets switched off.

/** Statuses with which hosts refuse bots rather than say anything of the page. */
const BOT_REFUSALS = {
    403: 'the host refuses bots (403)',
    // LinkedIn's answer to any client it takes for a bot.
    999: 'the host refuses bots (999)',
};
/** Whether link-accept names the URL (a pattern): such a target is not requested at all. */
function acceptedUrl(url, accept) {
    if (accept.patterns.length === 0)
        return false;
    const parsed = new URL(url);
    return accept.patterns.some((pattern) => {
        // As the rules file and crawl-include read patterns: a path from `/`, else the whole URL.
        const target = pattern.startsWith('/') ? `${parsed.pathname}${parsed.search}` : parsed.href;
        return (0,wildcard/* wildcardMatches */.w)(pattern.endsWith('$') ? pattern : `${pattern}$`, target);
    });
}
function acceptedStatus(status, accept) {
    return status !== null && accept.statuses.some(({ from, to }) => status >= from && status <= to);
}
/** A target on the audited origins: broken on 4xx, 5xx or no answer, unless accepted. */
function judgeInternal(answer, accept) {
    if (acceptedStatus(answer.status, accept))
        return { kind: 'ok' };
    return answer.status === null || answer.status >= 400 ? { kind: 'broken' } : { kind: 'ok' };
}
/** A target on another site. */
function judgeExternal(answer, accept) {
    if (answer.unchecked !== undefined)
        return { kind: 'unverifiable', reason: answer.unchecked };
    if (acceptedStatus(answer.status, accept))
        return { kind: 'ok' };
    if (answer.challenge === true)
        return {
            kind: 'unverifiable',
            reason: 'a Cloudflare challenge (the host checks for a browser)',
        };
    if (answer.status === 429) {
        const until = answer.rateLimited?.retryAt ?? null;
        return {
            kind: 'unverifiable',
            reason: until === null
                ? 'rate limited (429)'
                : `rate limited (429) until ${new Date(until).toISOString()}`,
        };
    }
    const refusal = answer.status === null ? undefined : BOT_REFUSALS[answer.status];
    if (refusal !== undefined)
        return { kind: 'unverifiable', reason: refusal };
    return answer.status === null || answer.status >= 400 ? { kind: 'broken' } : { kind: 'ok' };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/client/links/link-cache.ts
// The external answers kept between runs (link-cache, docs/links.md), so that a nightly run does
// not ask the same hosts about the same links every night. A JSON file the user keeps with
// actions/cache: versioned, written whole to a temporary file and renamed over the old one (a run
// killed mid-write leaves the old file, never half a file), and read with suspicion: it comes
// back from a cache service, so a file that is not ours is a warning and left alone, and a bad
// entry is dropped. It keeps a URL, when it was checked, until when it is trusted, and the status;
// never a header, a body or a URL with credentials in it.
//
// What is kept: links that work, for link-cache-max-age; and a host's 429 with a time to come
// back (Retry-After), until that time, so that the next run does not ask before the host said.
// Broken and unverifiable answers are not kept: asked again next run, a fix shows at once and a
// passing outage is not remembered.



const LINK_CACHE_FORMAT = 'seo-report-link-cache';
const LINK_CACHE_VERSION = 1;
/** Past this, the oldest entries go: a cache that only grows would slow every restore. */
const MAX_ENTRIES = 100_000;
/** A time this far ahead of our clock is not a check we made (a forged or garbled entry). */
const CLOCK_SKEW_MS = 5 * 60_000;
class LinkCache {
    path;
    maxAgeMs;
    writable;
    now;
    /** Answers taken from the file this run. */
    hits = 0;
    entries;
    constructor(path, maxAgeMs, entries, 
    /** False when the file is not ours: it is then left as it is. */
    writable, now) {
        this.path = path;
        this.maxAgeMs = maxAgeMs;
        this.writable = writable;
        this.now = now;
        this.entries = entries;
    }
    /** Reads the file; a problem with it is a warning (the run goes on without it), never a throw. */
    static async open(path, maxAgeMs, now = Date.now) {
        const fresh = (writable, warning) => ({
            cache: new LinkCache(path, maxAgeMs, new Map(), writable, now),
            warning: warning === null ? null : `link-cache ${path}: ${warning}`,
        });
        let text;
        try {
            text = await (0,promises_.readFile)(path, 'utf8');
        }
        catch (error) {
            const code = error.code;
            // No file yet: the first run, or a cache not restored. Nothing to say.
            if (code === 'ENOENT')
                return fresh(true, null);
            return fresh(false, `cannot be read (${code ?? String(error)}); the run goes on without it`);
        }
        if (text.trim() === '')
            return fresh(true, null);
        let parsed;
        try {
            parsed = JSON.parse(text);
        }
        catch {
            return fresh(false, 'is not JSON, so not a link cache: ignored and left as it is (remove it, or give link-cache another path)');
        }
        const file = parsed;
        if (typeof file !== 'object' || file === null || file.format !== LINK_CACHE_FORMAT)
            return fresh(false, 'is not a link cache of seo-report: ignored and left as it is (remove it, or give link-cache another path)');
        if (file.version !== LINK_CACHE_VERSION)
            return fresh(true, `was written in another format (version ${JSON.stringify(file.version)}, this run reads ${LINK_CACHE_VERSION}): starting afresh`);
        const entries = new Map();
        let dropped = 0;
        const at = now();
        const raw = typeof file.entries === 'object' && file.entries !== null ? file.entries : {};
        for (const [url, entry] of Object.entries(raw)) {
            const checked = validEntry(url, entry, at);
            if (checked === null) {
                dropped++;
                continue;
            }
            // A shorter link-cache-max-age than the run that wrote it applies at once.
            const expires = Math.min(checked.expires, checked.checked + maxAgeMs);
            if (expires > at)
                entries.set(url, { ...checked, expires });
        }
        const cache = new LinkCache(path, maxAgeMs, entries, true, now);
        return {
            cache,
            warning: dropped === 0
                ? null
                : `link-cache ${path}: ${dropped} unreadable ${dropped === 1 ? 'entry' : 'entries'} dropped`,
        };
    }
    /** The kept answer for a URL, as the checker would give it; null when none is trusted now. */
    get(url) {
        const entry = this.entries.get(url);
        if (entry === undefined || entry.expires <= this.now())
            return null;
        this.hits++;
        const answer = {
            url,
            status: entry.status,
            failure: null,
            hops: [],
            finalUrl: url,
            noindex: false,
        };
        if (entry.kind === 'rate_limited')
            answer.rateLimited = { retryAt: entry.expires };
        return answer;
    }
    /** Keeps what this run learned of a URL, when it is worth keeping (see the top). */
    record(url, answer, judgement) {
        if (hasCredentials(url) || answer.status === null || answer.unchecked !== undefined)
            return;
        const now = this.now();
        if (judgement.kind === 'ok') {
            this.entries.set(url, {
                kind: 'ok',
                status: answer.status,
                checked: now,
                expires: now + this.maxAgeMs,
            });
            return;
        }
        const retryAt = answer.rateLimited?.retryAt ?? null;
        if (answer.status === 429 && retryAt !== null && retryAt > now)
            this.entries.set(url, {
                kind: 'rate_limited',
                status: 429,
                checked: now,
                expires: Math.min(retryAt, now + this.maxAgeMs),
            });
    }
    get size() {
        return this.entries.size;
    }
    /**
     * Writes the file: what is still trusted, newest first up to MAX_ENTRIES, to a temporary file
     * beside it, renamed over it. A failure is a warning; the run's results stand.
     */
    async save() {
        if (!this.writable)
            return null;
        const now = this.now();
        const kept = [...this.entries]
            .filter(([, entry]) => entry.expires > now)
            .sort(([, a], [, b]) => b.checked - a.checked)
            .slice(0, MAX_ENTRIES);
        const file = {
            format: LINK_CACHE_FORMAT,
            version: LINK_CACHE_VERSION,
            entries: Object.fromEntries(kept),
        };
        const temporary = `${this.path}.${process.pid}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`;
        try {
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(this.path), { recursive: true });
            await (0,promises_.writeFile)(temporary, `${JSON.stringify(file)}\n`, { mode: 0o644 });
            await (0,promises_.rename)(temporary, this.path);
            return null;
        }
        catch (error) {
            await (0,promises_.rm)(temporary, { force: true }).catch(() => undefined);
            const code = error.code;
            return `link-cache ${this.path}: cannot be written (${code ?? String(error)}); the next run asks again`;
        }
    }
}
/** An entry as we write them, or null; URLs with credentials are never taken either. */
function validEntry(url, entry, now) {
    const parsed = URL.parse(url);
    if (parsed === null || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
        return null;
    if (hasCredentials(url))
        return null;
    if (typeof entry !== 'object' || entry === null)
        return null;
    const { kind, status, checked, expires } = entry;
    if (kind !== 'ok' && kind !== 'rate_limited')
        return null;
    if (!Number.isInteger(status) || status < 100 || status > 999)
        return null;
    if (typeof checked !== 'number' || !Number.isFinite(checked) || checked > now + CLOCK_SKEW_MS)
        return null;
    if (typeof expires !== 'number' || !Number.isFinite(expires))
        return null;
    return { kind, status: status, checked, expires };
}
function hasCredentials(url) {
    const parsed = URL.parse(url);
    return parsed !== null && (parsed.username !== '' || parsed.password !== '');
}

// EXTERNAL MODULE: ./src/client/links/resources.ts
var links_resources = __webpack_require__(9272);
// EXTERNAL MODULE: ./src/client/links/types.ts
var types = __webpack_require__(4324);
;// CONCATENATED MODULE: ./src/client/links/check-links.ts
// The link check of a run (docs/links.md): every audited page read once for its links and
// resources, each distinct target on the audited origins requested once, and what each page
// links to that is broken, redirected, noindex or blocked by robots.txt. With external links on,
// each distinct target on other sites too (or its answer from the link cache), judged broken or
// unverifiable by their own rules. Data out; the faces word it.






async function checkLinks(input) {
    const { external } = input;
    const checker = new LinkChecker({
        ...input.checker,
        ...(external === undefined
            ? {}
            : {
                external: {
                    allowPrivateNetwork: external.allowPrivateNetwork,
                    ...(external.pacing === undefined ? {} : { pacing: external.pacing }),
                },
            }),
    });
    const warnings = [];
    const opened = external?.cache == null
        ? null
        : await LinkCache.open(external.cache.path, external.cache.maxAgeMs);
    if (opened?.warning)
        warnings.push(opened.warning);
    try {
        const result = await checkWith(checker, input, opened?.cache ?? null);
        const saved = (await opened?.cache.save()) ?? null;
        if (saved !== null)
            warnings.push(saved);
        return { ...result, warnings };
    }
    finally {
        await checker.close();
    }
}
async function checkWith(checker, input, cache) {
    const { signal } = input;
    const accept = input.accept ?? types/* NO_ACCEPT */.nk;
    // Audited pages a report found noindex: links to them are findings whatever the header says.
    const noindexPages = new Set();
    for (const page of input.pages) {
        const key = (0,url_key/* urlKey */.X9)(page.url);
        if (page.noindex && key !== null)
            noindexPages.add(key);
    }
    const isInternal = (url) => input.origins.has(new URL(url).origin);
    // Targets elsewhere only when external links are checked.
    const onOrigins = (resources) => input.external === undefined
        ? resources.filter((resource) => isInternal(resource.url))
        : resources;
    // Each target on the audited origins is checked as soon as a page using it has its targets,
    // so that requests stay in flight while later pages are read and parsed (the limit per origin
    // keeps the count). None is checked before every page read has started: a link to an audited
    // page then reuses the page's own answer (the pages the crawler handed over are known at
    // once, before the reads start). Targets elsewhere are asked once all pages are read
    // (askExternal: their own pacing and time limit).
    const internal = new Set();
    const external = new Set();
    const checking = new Map();
    let readsStarted = false;
    const beforeReads = [];
    const checkTarget = (url) => {
        if (!isInternal(url))
            external.add(url);
        else if (!readsStarted)
            beforeReads.push(url);
        else if (!internal.has(url)) {
            internal.add(url);
            // Accepted by pattern: not requested at all.
            if (acceptedUrl(url, accept))
                return;
            const checked = Promise.all([
                checker.check(url, signal),
                checker.robotsAllowed(url, signal),
            ]).then(([answer, allowed]) => ({
                answer,
                blocked: !allowed,
                judgement: judgeInternal(answer, accept),
            }));
            // Awaited below; until then an abort must not surface as an unhandled rejection.
            checked.catch(() => { });
            checking.set(url, checked);
        }
    };
    // A page's HTML becomes its targets as soon as it is read; a page the crawler read is not read
    // again.
    const reading = Promise.all(input.pages.map(async (page) => {
        const handed = input.pagesRead?.take(page.url);
        if (handed !== undefined) {
            if (handed.answer !== null)
                checker.remember(handed.answer);
            const resources = onOrigins(handed.resources);
            for (const resource of resources)
                checkTarget(resource.url);
            return { page: page.url, resources, unread: null };
        }
        const body = await checker.readPage(page.url, signal);
        if (body.kind !== 'html')
            return { page: page.url, resources: null, unread: body.answer };
        const resources = onOrigins((0,links_resources/* pageResources */.LO)(body.html, body.url));
        for (const resource of resources)
            checkTarget(resource.url);
        return { page: page.url, resources, unread: null };
    }));
    readsStarted = true;
    for (const url of beforeReads)
        checkTarget(url);
    const perPage = await reading;
    const answers = new Map();
    const externalAsked = askExternal(checker, input, external, cache, answers, accept);
    for (const [url, found] of checking)
        answers.set(url, await found);
    const externalCounts = await externalAsked;
    const broken = new Map();
    const pages = perPage.map(({ page, resources, unread }) => {
        if (resources === null)
            return { page, problems: [], unread: unreadReason(unread) };
        const problems = [];
        for (const resource of resources) {
            const found = answers.get(resource.url);
            if (found === undefined)
                continue;
            const problem = problemOf(resource, found, noindexPages, !isInternal(resource.url));
            if (problem === null)
                continue;
            problems.push(problem);
            if (problem.problem !== 'broken' && problem.problem !== 'external')
                continue;
            const target = broken.get(resource.url);
            if (target === undefined)
                broken.set(resource.url, {
                    url: resource.url,
                    kind: resource.kind,
                    status: problem.status,
                    failure: problem.failure,
                    external: problem.problem === 'external',
                    pages: [page],
                });
            else if (!target.pages.includes(page))
                target.pages.push(page);
        }
        return { page, problems, unread: null };
    });
    return {
        pages,
        brokenTargets: [...broken.values()].sort((a, b) => Number(a.external) - Number(b.external) || b.pages.length - a.pages.length),
        targets: internal.size,
        requests: checker.requests,
        external: externalCounts,
    };
}
/**
 * Each distinct target on another site: accepted by pattern (not asked), from the cache, or
 * requested within the run's time (link-run-timeout), which starts now.
 */
async function askExternal(checker, input, targets, cache, answers, accept) {
    const options = input.external;
    if (options === undefined)
        return null;
    const run = {
        signal: AbortSignal.timeout(options.runTimeoutMs),
        endsAt: Date.now() + options.runTimeoutMs,
    };
    const before = checker.externalRequests;
    const counts = { broken: 0, unverifiable: 0 };
    await Promise.all([...targets].map(async (url) => {
        if (acceptedUrl(url, accept))
            return;
        const kept = cache?.get(url) ?? null;
        const answer = kept ?? (await checker.checkExternal(url, run, input.signal));
        const judgement = judgeExternal(answer, accept);
        if (kept === null)
            cache?.record(url, answer, judgement);
        if (judgement.kind === 'broken')
            counts.broken++;
        if (judgement.kind === 'unverifiable')
            counts.unverifiable++;
        answers.set(url, { answer, blocked: false, judgement });
    }));
    return {
        targets: targets.size,
        fromCache: cache?.hits ?? 0,
        requests: checker.externalRequests - before,
        ...counts,
    };
}
/**
 * What is wrong with one target of a page, gravest first: broken (4xx/5xx or no answer), else
 * for links on the audited origins, blocked by robots.txt, noindex, or reached through
 * redirects. On other sites: broken there, or unverifiable; their redirects are their business.
 */
function problemOf(resource, { answer, blocked, judgement }, noindexPages, external) {
    const base = {
        kind: resource.kind,
        url: resource.url,
        status: answer.status,
        failure: answer.failure,
        hops: answer.hops,
    };
    if (judgement.kind === 'unverifiable')
        return { ...base, failure: judgement.reason, problem: 'unverifiable' };
    if (judgement.kind === 'broken')
        return { ...base, problem: external ? 'external' : 'broken' };
    if (external || resource.kind !== 'link')
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

/***/ 9272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LO: () => (/* binding */ pageResources)
/* harmony export */ });
/* unused harmony exports refreshUrl, jsonLdUrls, srcsetUrls */
/* harmony import */ var htmlparser2__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5867);
// What a page links to and loads, read from its HTML: the targets the link check requests. Reports
// list a page's links (in_page_links) but no service lists its images, scripts or stylesheets, so
// the runner reads the page itself (docs/links.md) with the HTML parser the crawler already uses.

/** URL attributes by element, and what their target is (the set linkinator reads, and more). */
const ATTRIBUTES = {
    a: [['href', 'link']],
    area: [['href', 'link']],
    img: [['src', 'image']],
    input: [['src', 'image']],
    body: [['background', 'image']],
    script: [['src', 'script']],
    iframe: [
        ['src', 'frame'],
        ['longdesc', 'link'],
    ],
    frame: [
        ['src', 'frame'],
        ['longdesc', 'link'],
    ],
    embed: [
        ['src', 'frame'],
        ['pluginspage', 'link'],
        ['pluginurl', 'link'],
    ],
    object: [['data', 'frame']],
    video: [
        ['src', 'media'],
        ['poster', 'image'],
    ],
    audio: [['src', 'media']],
    source: [['src', 'media']],
    track: [['src', 'media']],
    blockquote: [['cite', 'link']],
    q: [['cite', 'link']],
    del: [['cite', 'link']],
    ins: [['cite', 'link']],
    html: [['manifest', 'manifest']],
    command: [['icon', 'icon']],
};
/** `<link rel>` words that name what the target is; the first one in the list decides. */
const LINK_RELS = {
    stylesheet: 'stylesheet',
    icon: 'icon',
    'apple-touch-icon': 'icon',
    'apple-touch-icon-precomposed': 'icon',
    'mask-icon': 'icon',
    manifest: 'manifest',
    modulepreload: 'script',
    canonical: 'link',
    alternate: 'link',
};
/** Hints that fetch nothing at the URL (a connection), and endpoints only POSTed to. */
const NOT_FETCHED_RELS = new Set(['preconnect', 'dns-prefetch', 'pingback', 'webmention']);
/** `<link rel=preload|prefetch as=...>`: what is loaded. */
const PRELOAD_AS = {
    script: 'script',
    style: 'stylesheet',
    image: 'image',
    font: 'font',
    audio: 'media',
    video: 'media',
    track: 'media',
    document: 'frame',
    iframe: 'frame',
    embed: 'frame',
    object: 'frame',
};
/** The kind of a `<link>`'s target, or null for one that is not fetched. */
function linkKind(rel, as) {
    const words = (rel ?? '')
        .toLowerCase()
        .split(/[\t\n\f\r ]+/)
        .filter((word) => word !== '');
    if (words.length > 0 && words.every((word) => NOT_FETCHED_RELS.has(word)))
        return null;
    for (const word of words) {
        if (Object.hasOwn(LINK_RELS, word))
            return LINK_RELS[word];
        if (word === 'preload' || word === 'prefetch') {
            const loaded = (as ?? '').trim().toLowerCase();
            return Object.hasOwn(PRELOAD_AS, loaded) ? PRELOAD_AS[loaded] : 'resource';
        }
    }
    // next, prev, author, license, search, a feed, or no rel at all: a link.
    return 'link';
}
/**
 * `<meta>` whose content is an absolute URL (og:image, twitter:image, og:url, ...): an image or
 * a video by its name, else a link. Relative contents are not URLs there (`width=device-width`).
 */
function metaKind(attributes) {
    const name = `${attributes.property ?? ''} ${attributes.name ?? ''}`.toLowerCase();
    if (name.includes('image'))
        return 'image';
    if (name.includes('video') || name.includes('audio'))
        return 'media';
    return 'link';
}
/** The URL of `<meta http-equiv=refresh content="5; url=/next">`, as browsers parse it. */
function refreshUrl(content) {
    const match = /^\s*\d[\d.]*(?:\s*[;,]\s*|\s+)(?:url\s*=\s*)?(\S[\s\S]*)$/i.exec(content);
    if (match === null)
        return null;
    let url = match[1].trim();
    const quote = url[0];
    if (quote === '"' || quote === "'") {
        const end = url.indexOf(quote, 1);
        url = url.slice(1, end === -1 ? undefined : end);
    }
    return url === '' ? null : url;
}
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
    // The text of the JSON-LD block being read, or null outside one.
    let jsonLd = null;
    const parser = new htmlparser2__WEBPACK_IMPORTED_MODULE_0__/* .Parser */ .i({
        onopentag(name, attributes) {
            const urlAttributes = Object.hasOwn(ATTRIBUTES, name) ? ATTRIBUTES[name] : undefined;
            if (urlAttributes !== undefined)
                for (const [attribute, kind] of urlAttributes)
                    add(kind, attributes[attribute]);
            switch (name) {
                case 'base':
                    if (!resolvedOne && attributes.href !== undefined)
                        base = URL.parse(attributes.href.trim(), pageUrl)?.href ?? base;
                    return;
                case 'img':
                case 'source':
                    for (const candidate of srcsetUrls(attributes.srcset))
                        add('image', candidate);
                    return;
                case 'script':
                    if ((attributes.type ?? '').trim().toLowerCase() === 'application/ld+json')
                        jsonLd = [];
                    return;
                case 'link': {
                    const kind = linkKind(attributes.rel, attributes.as);
                    if (kind !== null)
                        add(kind, attributes.href);
                    return;
                }
                case 'meta': {
                    const content = attributes.content;
                    if (content === undefined)
                        return;
                    if ((attributes['http-equiv'] ?? '').trim().toLowerCase() === 'refresh')
                        add('link', refreshUrl(content) ?? undefined);
                    else if (/^https?:\/\//i.test(content.trim()))
                        add(metaKind(attributes), content);
                    return;
                }
            }
        },
        ontext(text) {
            jsonLd?.push(text);
        },
        onclosetag(name) {
            if (name !== 'script' || jsonLd === null)
                return;
            for (const [kind, url] of jsonLdUrls(jsonLd.join('')))
                add(kind, url);
            jsonLd = null;
        },
    }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
    parser.end(html);
    return found;
}
/**
 * schema.org properties whose values are URLs: the list linkinator checks (MIT; taken from the
 * schema.org vocabulary), so that a URL it would find in structured data we find too.
 */
const JSON_LD_URL_PROPERTIES = new Set([
    'acquireLicensePage actionableFeedbackPolicy afterMedia archivedAt associatedDisease ',
    'beforeMedia benefitsSummaryUrl codeRepository colleague colorSwatch constraintProperty ',
    'contentUrl correctionsPolicy discussionUrl diseasePreventionInfo diseaseSpreadStatistics ',
    'diversityPolicy diversityStaffingReport documentation downloadUrl duringMedia embedUrl ',
    'ethicsPolicy gameLocation gettingTestedInfo hasGS1DigitalLink hasMap hasMolecularFunction ',
    'healthPlanMarketingUrl image inCodeSet inDefinedTermSet installUrl isBasedOn isBasedOnUrl ',
    'isInvolvedInBiologicalProcess isLocatedInSubcellularLocation isPartOf labelDetails ',
    'layoutImage license logo mainEntityOfPage map maps masthead merchantReturnLink ',
    'missionCoveragePrioritiesPolicy newsUpdatesAndGuidelines noBylinesPolicy ',
    'originalMediaLink paymentUrl prescribingInfo productReturnLink ',
    'publicTransportClosuresInfo publishingPrinciples quarantineGuidelines relatedLink ',
    'replyToUrl sameAs schoolClosuresInfo screenshot sdLicense season serviceUrl ',
    'shippingSettingsLink significantLink significantLinks speakable target targetUrl ',
    'thumbnailUrl tourBookingPage trackingUrl travelBans unnamedSourcesPolicy url usageInfo ',
    'verificationFactCheckingPolicy webFeed',
]
    .join('')
    .split(' '));
const JSON_LD_IMAGES = new Set(['image', 'logo', 'thumbnailUrl', 'screenshot', 'layoutImage']);
/**
 * The absolute http(s) URLs of a JSON-LD block under URL properties (also in arrays under them),
 * with their kind. Walked with a stack, not recursion: a page's JSON may nest as deep as it likes.
 * Not JSON: nothing (the analyzer reports structured data that does not parse).
 */
function jsonLdUrls(text) {
    let root;
    try {
        root = JSON.parse(text);
    }
    catch {
        return [];
    }
    const urls = [];
    const stack = [{ value: root, key: null }];
    for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
        const { value, key } = item;
        if (typeof value === 'string') {
            if (key !== null && JSON_LD_URL_PROPERTIES.has(key) && /^https?:\/\//i.test(value))
                urls.push([JSON_LD_IMAGES.has(key) ? 'image' : 'link', value]);
        }
        else if (Array.isArray(value)) {
            // An array's items stand under the array's own property.
            for (let i = value.length - 1; i >= 0; i--)
                stack.push({ value: value[i], key });
        }
        else if (typeof value === 'object' && value !== null) {
            const entries = Object.entries(value);
            for (let i = entries.length - 1; i >= 0; i--) {
                const [childKey, child] = entries[i];
                stack.push({ value: child, key: childKey });
            }
        }
    }
    return urls;
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


/***/ }),

/***/ 6728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bT: () => (/* binding */ RefusedAddressError),
/* harmony export */   fB: () => (/* binding */ createAddressPolicy),
/* harmony export */   zK: () => (/* binding */ vettedAddress)
/* harmony export */ });
/* unused harmony exports classifyAddress, isAllowedAddress, embeddedIPv4, expandIPv6 */
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8382);
// Which IP addresses the analyzer may connect to. A service that fetches user-supplied URLs can
// otherwise be turned against its own network (SSRF): its loopback, its LAN, its cloud metadata
// endpoint. The policy is applied to the address actually connected to, after DNS, on every hop.


/** Kinds that `allowPrivateNetwork` lets through: the machine's own and its local networks. */
const PRIVATE_KINDS = new Set([
    'loopback',
    'private',
    'link-local',
    'unique-local',
    'shared',
    'unspecified',
]);
// Order matters: the first range that contains the address names its kind, so the single
// metadata addresses come before the link-local or private ranges that hold them.
const IPV4_RANGES = [
    ['metadata', '169.254.169.254', 32], // AWS, GCP, Azure, OpenStack, DigitalOcean
    ['metadata', '169.254.170.2', 32], // AWS ECS task metadata
    ['metadata', '100.100.100.200', 32], // Alibaba Cloud
    ['metadata', '192.0.0.192', 32], // Oracle Cloud
    ['broadcast', '255.255.255.255', 32],
    ['unspecified', '0.0.0.0', 8], // "this network": 0.0.0.0 reaches the local host on Linux
    ['loopback', '127.0.0.0', 8],
    ['private', '10.0.0.0', 8],
    ['private', '172.16.0.0', 12],
    ['private', '192.168.0.0', 16],
    ['shared', '100.64.0.0', 10], // carrier-grade NAT, internal to providers
    ['link-local', '169.254.0.0', 16],
    ['reserved', '192.0.0.0', 24], // IETF protocol assignments
    ['reserved', '192.0.2.0', 24], // documentation
    ['reserved', '198.18.0.0', 15], // benchmarking
    ['reserved', '198.51.100.0', 24], // documentation
    ['reserved', '203.0.113.0', 24], // documentation
    ['reserved', '192.88.99.0', 24], // deprecated 6to4 relay anycast: hands traffic to a relay
    ['multicast', '224.0.0.0', 4],
    ['reserved', '240.0.0.0', 4],
];
const IPV6_RANGES = [
    ['metadata', 'fd00:ec2::254', 128], // AWS IMDS over IPv6
    ['unspecified', '::', 128],
    ['loopback', '::1', 128],
    ['reserved', '::', 96], // deprecated IPv4-compatible addresses
    ['reserved', '100::', 64], // discard-only
    ['reserved', '2001::', 32], // Teredo: hides an IPv4 address we cannot vet
    ['reserved', '::ffff:0:0:0', 96], // SIIT IPv4-translated: a translator reaches an IPv4 host
    ['reserved', '64:ff9b:1::', 48], // local-use NAT64 (RFC 8215): reaches IPv4 hosts we cannot vet
    ['reserved', '2001:db8::', 32], // documentation
    ['link-local', 'fe80::', 10],
    ['private', 'fec0::', 10], // deprecated site-local
    ['unique-local', 'fc00::', 7],
    ['multicast', 'ff00::', 8],
];
function compile(ranges, family) {
    return ranges.map(([kind, network, prefix]) => {
        const list = new node_net__WEBPACK_IMPORTED_MODULE_0__.BlockList();
        list.addSubnet(network, prefix, family);
        return { kind, list };
    });
}
const V4 = compile(IPV4_RANGES, 'ipv4');
const V6 = compile(IPV6_RANGES, 'ipv6');
/** Names the kind of an IPv4 or IPv6 address (an IPv6 zone suffix such as %eth0 is ignored). */
function classifyAddress(address) {
    const bare = address.replace(/%.*$/, '');
    const family = (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(bare);
    if (family === 4)
        return classifyV4(bare);
    if (family !== 6)
        return 'invalid';
    const embedded = embeddedIPv4(bare);
    if (embedded !== null)
        return classifyV4(embedded);
    for (const range of V6)
        if (range.list.check(bare, 'ipv6'))
            return range.kind;
    return 'public';
}
function classifyV4(address) {
    for (const range of V4)
        if (range.list.check(address, 'ipv4'))
            return range.kind;
    return 'public';
}
function isAllowedKind(kind, allowPrivateNetwork) {
    if (kind === 'public')
        return true;
    return allowPrivateNetwork && PRIVATE_KINDS.has(kind);
}
function isAllowedAddress(address, allowPrivateNetwork) {
    return isAllowedKind(classifyAddress(address), allowPrivateNetwork);
}
/**
 * The policy of one analysis: public addresses, plus the private kinds when allowed, plus any
 * address in `allowed` ("10.1.2.3", "10.1.0.0/16", "fd00::/8"), which wins over its kind.
 */
function createAddressPolicy(allowPrivateNetwork, allowed = []) {
    const exceptions = new node_net__WEBPACK_IMPORTED_MODULE_0__.BlockList();
    for (const entry of allowed) {
        const [network = '', prefix] = entry.split('/');
        const family = (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(network) === 6 ? 'ipv6' : 'ipv4';
        if ((0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(network) === 0)
            throw new TypeError(`allowedAddresses: not an IP address: ${entry}`);
        if (prefix === undefined)
            exceptions.addAddress(network, family);
        else
            exceptions.addSubnet(network, Number(prefix), family);
    }
    return {
        refusal(address) {
            const bare = address.replace(/%.*$/, '');
            const family = (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(bare) === 6 ? 'ipv6' : 'ipv4';
            if (allowed.length > 0 && (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(bare) !== 0 && exceptions.check(bare, family))
                return null;
            const kind = classifyAddress(bare);
            return isAllowedKind(kind, allowPrivateNetwork) ? null : kind;
        },
    };
}
/**
 * The IPv4 address carried inside an IPv6 one by the forms that route to it: IPv4-mapped
 * (::ffff:a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16). Judging these by the IPv4 address
 * stops ::ffff:127.0.0.1 or 64:ff9b::a00:1 from slipping past the IPv4 rules.
 */
function embeddedIPv4(address) {
    const groups = expandIPv6(address);
    if (groups === null)
        return null;
    const isZero = (from, to) => groups.slice(from, to).every((g) => g === 0);
    if (isZero(0, 5) && groups[5] === 0xffff)
        return v4FromGroups(groups[6], groups[7]);
    if (groups[0] === 0x64 && groups[1] === 0xff9b && isZero(2, 6)) {
        return v4FromGroups(groups[6], groups[7]);
    }
    if (groups[0] === 0x2002)
        return v4FromGroups(groups[1], groups[2]);
    return null;
}
function v4FromGroups(high = 0, low = 0) {
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}
/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function expandIPv6(address) {
    if ((0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(address) !== 6)
        return null;
    let text = address.toLowerCase();
    // A trailing dotted quad stands for the last two groups.
    const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
    if (quad) {
        const [a, b, c, d] = quad.slice(1).map(Number);
        const tail = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
        text = text.slice(0, quad.index) + tail;
    }
    const [head = '', rest] = text.split('::');
    const left = head === '' ? [] : head.split(':');
    const right = rest === undefined || rest === '' ? [] : rest.split(':');
    const missing = 8 - left.length - right.length;
    const parts = rest === undefined ? left : [...left, ...Array(missing).fill('0'), ...right];
    return parts.map((part) => Number.parseInt(part, 16));
}
/**
 * Raised before any connection to a refused address is opened: by the analyzer's guarded
 * connector, and by the runner's external link check (src/client/links/address-guard.ts).
 */
class RefusedAddressError extends _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SeoReportError */ .K {
    hostname;
    address;
    kind;
    name = 'RefusedAddressError';
    /** Older than errorCode, and kept: fetch-failure's classifier knows the refusal by it. */
    code = 'ERR_ANALYZER_REFUSED_ADDRESS';
    get errorCode() {
        return 'SEO_ADDRESS_REFUSED';
    }
    constructor(hostname, address, kind) {
        const where = hostname === address ? address : `${hostname} (${address})`;
        super(`refused to connect to ${where}: ${kind} address`);
        this.hostname = hostname;
        this.address = address;
        this.kind = kind;
    }
}
/**
 * The address to connect to among those `hostname` resolved to (the first), or a throw: a
 * RefusedAddressError when any of them is refused (a name that mixes public and private
 * addresses is the usual shape of a rebinding attempt), ENOTFOUND when there is none. The one
 * vetting of the analyzer's guarded connector and of the runner's external link check.
 */
function vettedAddress(hostname, addresses, policy) {
    for (const address of addresses) {
        const refusal = policy.refusal(address);
        if (refusal !== null)
            throw new RefusedAddressError(hostname, address, refusal);
    }
    const first = addresses[0];
    if (first === undefined) {
        throw Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' });
    }
    return first;
}


/***/ }),

/***/ 3591:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ xRobotsTagBlocksIndexing),
/* harmony export */   M: () => (/* binding */ directivesBlockIndexing)
/* harmony export */ });
// Robots directives (a robots meta tag's content, an X-Robots-Tag header) read once for the whole
// project: the analyzer's noindex check judges an audited page by them, and the client's link
// checker judges a linked page by its X-Robots-Tag, so that a page linked and the same page
// audited never disagree (docs/links.md). Google's reading, since Google is the engine a site is
// judged for: `googlebot: noindex` keeps the page out of Google's index, `bingbot: noindex` does
// not, and an `unavailable_after` date in the past drops it like noindex.
/** Directives written "name: value", whose name is not a user agent. */
const VALUED_DIRECTIVES = new Set([
    'unavailable_after',
    'max-snippet',
    'max-image-preview',
    'max-video-preview',
]);
/** The agents whose directives count: every crawler's (no name) and Google's. */
const JUDGED_AGENTS = new Set(['*', 'googlebot']);
/** RFC 822 and RFC 850 dates open with a weekday and a comma: "Wed, 02 Oct 2002 13:00:00 GMT". */
const WEEKDAY = /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*$/;
/**
 * Whether directives for one crawler (a robots meta tag's content, "noindex, follow") keep the
 * page out of the index: `noindex`, `none`, or an `unavailable_after` date already past.
 */
function directivesBlockIndexing(directives, now = Date.now()) {
    return splitDirectives(directives).some((directive) => blocks(directive, now));
}
/**
 * Whether X-Robots-Tag values keep the page out of Google's index. `values` is one header's
 * value, or one value per header line (each line starts again for every crawler). A directive
 * applies to the user agent named last before it in its value ("otherbot: noindex, googlebot:
 * nofollow": noindex is otherbot's), or to every crawler when none is named; only every
 * crawler's and Googlebot's count.
 *
 * Several header lines that arrive joined by commas (as `fetch` gives them) read as one value:
 * "otherbot: nofollow" then "noindex" read as otherbot's two directives. Readers that have the
 * lines apart (the analyzer) pass them as a list.
 */
function xRobotsTagBlocksIndexing(values, now = Date.now()) {
    if (values === null || values === undefined)
        return false;
    const lines = typeof values === 'string' ? [values] : values;
    return lines.some((line) => lineBlocksIndexing(line, now));
}
function lineBlocksIndexing(value, now) {
    let agent = '*';
    for (const part of splitDirectives(value)) {
        let directive = part;
        const prefix = /^([\w-]+)\s*:(.*)$/.exec(directive);
        const name = prefix?.[1] ?? '';
        if (prefix !== null && !VALUED_DIRECTIVES.has(name)) {
            agent = name;
            directive = (prefix[2] ?? '').trim();
        }
        if (JUDGED_AGENTS.has(agent) && blocks(directive, now))
            return true;
    }
    return false;
}
/**
 * Directives lower-cased and trimmed, split on commas; a date whose weekday the comma cut off
 * ("unavailable_after: Wed" and "02 Oct 2002 ...") is put back together.
 */
function splitDirectives(value) {
    const parts = value
        .toLowerCase()
        .split(',')
        .map((part) => part.trim());
    const directives = [];
    for (let index = 0; index < parts.length; index++) {
        const part = parts[index];
        const date = /unavailable_after\s*:\s*(.*)$/.exec(part)?.[1];
        const next = parts[index + 1];
        if (date !== undefined && WEEKDAY.test(date) && next !== undefined) {
            directives.push(`${part}, ${next}`);
            index++;
        }
        else if (part !== '') {
            directives.push(part);
        }
    }
    return directives;
}
function blocks(directive, now) {
    return directive === 'noindex' || directive === 'none' || expired(directive, now);
}
/** "unavailable_after: <date>" in the past drops the page from the index, like noindex. */
function expired(directive, now) {
    const date = /^unavailable_after\s*:\s*(.+)$/.exec(directive)?.[1];
    if (date === undefined)
        return false;
    const time = Date.parse(date);
    return Number.isFinite(time) && time < now;
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

//# sourceMappingURL=97.index.js.map