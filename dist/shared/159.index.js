export const id = 159;
export const ids = [159];
export const modules = {

/***/ 2930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gf: () => (/* binding */ admissionFailure),
  BI: () => (/* binding */ analyzeDocumentPhase),
  u6: () => (/* binding */ completeAnalysis),
  AK: () => (/* binding */ failedAnalysis),
  JL: () => (/* binding */ mediaType),
  ue: () => (/* binding */ responseFailure),
  R7: () => (/* binding */ unreachableAnalysis)
});

// UNUSED EXPORTS: analyzeDocument

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/shared/checks/index.ts + 2 modules
var checks = __webpack_require__(1405);
// EXTERNAL MODULE: ./src/shared/grade.ts
var grade = __webpack_require__(3318);
// EXTERNAL MODULE: ./src/server/analyzer/bound-result.ts
var bound_result = __webpack_require__(8982);
// EXTERNAL MODULE: ./src/shared/url-key.ts
var url_key = __webpack_require__(5026);
// EXTERNAL MODULE: ./src/server/analyzer/checks/check.ts
var check = __webpack_require__(774);
;// CONCATENATED MODULE: ./src/server/analyzer/checks/head-metadata.ts

/** The `outside_head` error detail for one kind of metadata, or null when all of it is in the head. */
function outsideHead(facts, kind, withNames = false) {
    const found = facts.outsideHead.filter((tag) => tag.kind === kind);
    if (found.length === 0)
        return null;
    const detail = { count: found.length, after: facts.headEndedBy };
    if (withNames)
        detail.names = (0,check/* firstOf */.Ku)([...new Set(found.map((tag) => tag.name))]);
    return detail;
}
/** The items of `all` that are not in `inHead` (one occurrence each; both in document order). */
function outsideHeadOnly(all, inHead) {
    const rest = [...all];
    for (const item of inHead) {
        const at = rest.indexOf(item);
        if (at !== -1)
            rest.splice(at, 1);
    }
    return rest;
}

;// CONCATENATED MODULE: ./src/server/analyzer/checks/canonical.ts
// The canonical URL: the one address search engines should index for this content. A wrong one
// quietly moves a page's ranking elsewhere (another domain, an error page, a noindex page).



const canonical = {
    run: (context) => canonicalOutcome(canonicalFindings(context), context.input.canonicalTarget),
};
function canonicalFindings(context) {
    const declared = canonicalHrefs(context);
    const outside = outsideHead(context.facts, 'canonical');
    // No canonical is no fault: search engines then pick the URL themselves (Google recommends
    // one, but does not require it). One only outside the head is ignored by them, and said so.
    if (declared.length === 0) {
        if (outside !== null)
            return { outcome: (0,check/* failed */.gz)(null, { outside_head: outside }) };
        return {
            outcome: (0,check/* notApplicable */.hH)('the page declares no canonical URL; search engines choose one (a <link rel="canonical"> with the absolute URL is recommended)'),
        };
    }
    const errors = {};
    const urls = [];
    for (const href of declared) {
        const url = context.resolve(href);
        if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
            errors.bad_format ??= { href: href.slice(0, 200) };
            continue;
        }
        // Google resolves a relative canonical, but asks for absolute URLs: a mild finding, under
        // its own key so that severity rules can weigh it apart.
        if (!ABSOLUTE.test(href.trim()))
            errors.relative ??= { href: href.slice(0, 200) };
        url.hash = '';
        if (!urls.includes(url.href))
            urls.push(url.href);
    }
    // Several different canonicals: search engines then ignore them all.
    if (urls.length > 1)
        errors.too_many = { count: urls.length, urls: (0,check/* firstOf */.Ku)(urls, 10) };
    if (outside !== null)
        errors.outside_head = outside;
    const chosen = urls[0] === undefined ? null : new URL(urls[0]);
    if (chosen === null)
        return { outcome: (0,check/* failed */.gz)(null, errors) };
    const host = (0,url_key/* bareHost */.n0)(chosen.hostname);
    const allowed = [context.finalUrl.hostname, ...context.limits.canonicalHosts].map(url_key/* bareHost */.n0);
    if (!allowed.includes(host))
        errors.other_host = { host: chosen.hostname };
    const ogUrl = context.facts.head.socialValues['og:url'];
    let mismatch;
    if (ogUrl) {
        const resolved = context.resolve(ogUrl);
        if (resolved !== null)
            resolved.hash = '';
        if (resolved === null || !samePage(resolved, chosen))
            mismatch = { ogUrl: ogUrl.slice(0, 200) };
    }
    return { chosen: chosen.href, errors, ...(mismatch === undefined ? {} : { mismatch }) };
}
/** The verdict from the findings and what the canonical URL answered (absent: not asked). */
function canonicalOutcome(findings, target) {
    if ('outcome' in findings)
        return findings.outcome;
    const errors = { ...findings.errors };
    if (target !== undefined && target.url === findings.chosen && target.status !== null) {
        if (target.status >= 300 && target.status < 400)
            errors.redirect = { status: target.status };
        else if (target.status >= 400)
            errors.failed = { status: target.status };
        else if (target.noindex)
            errors.noindex = null;
    }
    if (findings.mismatch !== undefined)
        errors.mismatch = findings.mismatch;
    return (0,check/* outcomeOf */.sG)(findings.chosen, errors);
}
/**
 * The page's canonical URL when it names another page (absolute, http(s)): that one is requested
 * to see whether it redirects, fails or is kept out of the index. The first one declared, as
 * search engines take it, resolved against the document's <base href> or the page.
 */
function canonicalToProbe(context) {
    const href = canonicalHrefs(context)[0];
    if (href === undefined)
        return null;
    const url = context.resolve(href);
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:'))
        return null;
    url.hash = '';
    return url.href === context.input.finalUrl ? null : url.href;
}
const CANONICAL_LOGIC = { canonical };
/** A URL with a scheme: anything else ("/a", "//host/a", "a") is resolved against the page. */
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;
/** <link rel=canonical> hrefs, then `Link: <...>; rel="canonical"` header targets. */
function canonicalHrefs(context) {
    // Only the head's: one after whatever ended the head is in the body, where it is ignored.
    const hrefs = context.facts.head.canonicals.filter((href) => href !== '');
    for (const header of context.headerValues('link'))
        hrefs.push(...linkHeaderTargets(header, 'canonical'));
    return hrefs;
}
/** Targets of an RFC 8288 Link header with the given relation type. */
function linkHeaderTargets(header, relation) {
    const targets = [];
    for (const match of header.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]+)*)/g)) {
        const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,"]+))/i.exec(match[2] ?? '');
        const types = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
        if (types.includes(relation))
            targets.push((match[1] ?? '').trim());
    }
    return targets;
}
/**
 * The same page for a scraper: equal, or differing only by scheme (http/https), a leading "www."
 * or a trailing slash. Sites often write og:url with http or without www while the canonical is
 * the https one; both lead to the same page.
 */
function samePage(a, b) {
    const key = (url) => `${(0,url_key/* bareHost */.n0)(url.hostname)}:${url.port}${url.pathname.replace(/\/$/, '')}${url.search}`;
    return key(a) === key(b);
}

;// CONCATENATED MODULE: ./src/server/analyzer/text/words.ts
// Words, as the content checks count and compare them: runs of letters (with their combining
// marks) and digits in any script; an apostrophe or hyphen inside a word keeps it whole.
// Languages written without spaces (Chinese, Japanese, Thai) are not segmented, so their word
// counts run low; that is a known limit, not a guess dressed up as a measure.
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
// Character classes for the one-pass scan below, one byte per UTF-16 code unit, filled in as
// characters are first met (Unicode property lookups are slow; a table read is not).
const UNKNOWN = 0;
const SPACE = 1;
const WORD_CLASS = 2;
const JOINER = 3;
const OTHER = 4;
const CLASS = new Uint8Array(0x10000);
const LETTER_OR_DIGIT = /^[\p{L}\p{M}\p{N}]$/u;
const WHITESPACE = /^\s$/u;
function classify(code) {
    // Surrogate halves stand for letters or symbols we cannot tell apart one unit at a time;
    // most are emoji and historic scripts, so they count as neither space nor word.
    if (code >= 0xd800 && code <= 0xdfff)
        return OTHER;
    const char = String.fromCharCode(code);
    if (code === 0x27 || code === 0x2019 || code === 0x2d)
        return JOINER;
    if (WHITESPACE.test(char))
        return SPACE;
    return LETTER_OR_DIGIT.test(char) ? WORD_CLASS : OTHER;
}
/**
 * Word count and visible length in one pass over the characters. On a long article this is two
 * to three times faster than the equivalent regular expressions (measured here: about 1 ms
 * against 3.3 ms for 230,000 characters), which matters at 200 pages a second.
 */
function textStats(text) {
    let words = 0;
    let nonSpace = 0;
    // Whitespace runs that follow visible text; a trailing one is taken off at the end.
    let gaps = 0;
    let afterSpace = true;
    let inWord = false;
    const length = text.length;
    let i = 0;
    while (i < length) {
        const code = text.charCodeAt(i);
        let kind = CLASS[code];
        if (kind === UNKNOWN) {
            kind = classify(code);
            CLASS[code] = kind;
        }
        const start = i;
        i++;
        // Whole runs of one class in a tight loop: the branches of the state below are taken once
        // per run, not once per character (a character not yet in the table ends the run).
        if (kind === WORD_CLASS) {
            while (i < length && CLASS[text.charCodeAt(i)] === WORD_CLASS)
                i++;
            nonSpace += i - start;
            afterSpace = false;
            if (!inWord) {
                words++;
                inWord = true;
            }
        }
        else if (kind === SPACE) {
            while (i < length && CLASS[text.charCodeAt(i)] === SPACE)
                i++;
            if (!afterSpace) {
                gaps++;
                afterSpace = true;
            }
            inWord = false;
        }
        else {
            nonSpace++;
            afterSpace = false;
            // "don't", "well-known": a joiner keeps the word whole only between word characters.
            inWord = kind === JOINER && inWord && i < length && isWordAt(text, i);
        }
    }
    if (afterSpace && gaps > 0)
        gaps--;
    return { words, characters: nonSpace + gaps };
}
function isWordAt(text, index) {
    const code = text.charCodeAt(index);
    if (CLASS[code] === UNKNOWN)
        CLASS[code] = classify(code);
    return CLASS[code] === WORD_CLASS;
}
/** The words of a short text, lower-cased. */
function words(text) {
    return text.toLowerCase().match(WORD) ?? [];
}
// Function words that say nothing about a page's subject, in English (the language most pages
// and most titles are written in). Other languages' keywords simply include theirs.
const STOP_WORDS = new Set(('a about above after again against all also am an and any are as at be because been before ' +
    'being below between both but by can could did do does doing down during each few for from ' +
    'further had has have having he her here hers herself him himself his how i if in into is it ' +
    'its itself just me more most my myself no nor not now of off on once only or other our ours ' +
    'ourselves out over own same she should so some such than that the their theirs them ' +
    'themselves then there these they this those through to too under until up very was we were ' +
    'what when where which while who whom why will with would you your yours yourself yourselves ' +
    'home page welcome official site website').split(' '));
/**
 * The keywords of a short text such as a title: its distinct words of three or more characters
 * that are not stop words, in order of appearance.
 */
function keywords(text) {
    const seen = new Set();
    for (const word of words(text)) {
        if (word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word))
            seen.add(word);
    }
    return [...seen];
}
/** Longest run of joined parts ("state-of-the-art" has four) a wanted word is looked up as. */
const MAX_JOINED_PARTS = 8;
/**
 * Which of `wanted` (lower-case words, as `words` gives them) occur in `text` as whole words,
 * ignoring case. One pass over the text with the character table of `textStats`, however many
 * words are wanted: a regular expression per word made a title of thousands of words cost
 * thousands of passes, and even one Unicode-aware regular expression over the whole text cost
 * the text page 40% of its analysis. Only a run whose length is a wanted word's length is ever
 * cut out of the text. A word inside a joined one counts ("known" in "well-known"), as does a
 * joined run of up to MAX_JOINED_PARTS parts.
 */
function findWords(text, wanted) {
    if (wanted.length === 0)
        return [];
    return scan(text.toLowerCase(), wanted, false).found;
}
/**
 * textStats(text) and findWords(text, wanted) in one pass instead of two: the page text is the
 * longest string an analysis reads character by character, and each pass costs about as much as
 * every other check together. The pass reads the lower-cased text, which classifies the same as
 * the text at every index whenever the two have the same length: lower-casing any UTF-16 unit
 * yields one unit of the same class, except U+0130, which yields two (then: two passes). A test
 * checks this for every unit, so that a Unicode upgrade that breaks it cannot go unseen.
 */
function textStatsAndWords(text, wanted) {
    const lower = text.toLowerCase();
    if (lower.length !== text.length) {
        return { stats: textStats(text), found: findWords(text, wanted) };
    }
    return scan(lower, wanted, true);
}
/**
 * The pass of findWords over the lower-cased text, counting what textStats counts on the way
 * when `withStats` (then it reads to the end, even once every word is found).
 */
function scan(lower, wanted, withStats) {
    const remaining = new Set(wanted);
    const found = new Set();
    // Wanted words by length and first character: a run of the text is compared in place
    // (startsWith at its position) only with words it could be, and never cut out of the text.
    const candidates = new Map();
    // A cheap filter before the map: per length, a bit for each first character (mod 32) that a
    // wanted word of that length has. Most runs of a text fail it, and a map lookup per run cost
    // about as much as the scan itself.
    const firstBits = [];
    for (const word of remaining) {
        if (word === '')
            continue;
        while (firstBits.length <= word.length)
            firstBits.push(0);
        firstBits[word.length] = firstBits[word.length] | (1 << (word.charCodeAt(0) & 31));
        const key = candidateKey(word.length, word.charCodeAt(0));
        const bucket = candidates.get(key);
        if (bucket === undefined)
            candidates.set(key, [word]);
        else
            bucket.push(word);
    }
    const stopWhenFound = !withStats;
    const take = (from, to) => {
        const bits = firstBits[to - from];
        if (bits === undefined || (bits & (1 << (lower.charCodeAt(from) & 31))) === 0)
            return;
        const words = candidates.get(candidateKey(to - from, lower.charCodeAt(from)));
        if (words === undefined)
            return;
        if (words.length > FEW_CANDIDATES) {
            // Many words of this length and letter (a title of thousands of words): one cut and one
            // set lookup, so that a run never costs more than that.
            const word = lower.slice(from, to);
            if (remaining.delete(word))
                found.add(word);
            return;
        }
        for (const word of words) {
            if (remaining.has(word) && lower.startsWith(word, from)) {
                remaining.delete(word);
                found.add(word);
            }
        }
    };
    // The parts of a joined token ("well-known"): starts and ends of its runs of word characters.
    const starts = [];
    const ends = [];
    const length = lower.length;
    // Where the current part and token began (-1: between words), as textStats scans: one table
    // read per character; only surrogate pairs and joiners look further.
    let partStart = -1;
    const endToken = (end) => {
        if (starts.length === 0) {
            take(partStart, end);
        }
        else {
            starts.push(partStart);
            ends.push(end);
            // The whole token, however many parts it has, then its runs of up to MAX_JOINED_PARTS.
            take(starts[0], end);
            for (let first = 0; first < starts.length; first++) {
                const last = Math.min(starts.length, first + MAX_JOINED_PARTS);
                for (let part = first; part < last; part++)
                    take(starts[first], ends[part]);
            }
            starts.length = 0;
            ends.length = 0;
        }
        partStart = -1;
    };
    // textStats' own state, exactly as it keeps it: its words differ from the tokens above only
    // at surrogate pairs, which it counts as two characters that are not word characters.
    let statWords = 0;
    let nonSpace = 0;
    let gaps = 0;
    let afterSpace = true;
    let inWord = false;
    for (let i = 0; i < length; i++) {
        const code = lower.charCodeAt(i);
        let kind = CLASS[code];
        if (kind === UNKNOWN) {
            kind = classify(code);
            CLASS[code] = kind;
        }
        if (kind === WORD_CLASS) {
            if (partStart === -1)
                partStart = i;
            const runStart = i;
            // The rest of the run in a tight loop (a character not yet in the table ends it).
            while (i + 1 < length && CLASS[lower.charCodeAt(i + 1)] === WORD_CLASS)
                i++;
            nonSpace += i + 1 - runStart;
            afterSpace = false;
            if (!inWord) {
                statWords++;
                inWord = true;
            }
            continue;
        }
        if (kind === SPACE) {
            if (!afterSpace) {
                gaps++;
                afterSpace = true;
            }
            inWord = false;
            // A space ends any token, and so does a run of them: the run is skipped in one loop.
            if (partStart !== -1) {
                endToken(i);
                if (stopWhenFound && remaining.size === 0)
                    break;
            }
            while (i + 1 < length && CLASS[lower.charCodeAt(i + 1)] === SPACE)
                i++;
            continue;
        }
        const pair = code >= 0xd800 && code <= 0xdbff ? wordCharWidth(lower, i) : 0;
        // Neither a word character nor a space for textStats, surrogates included (one at a time).
        nonSpace += pair === 2 ? 2 : 1;
        afterSpace = false;
        inWord = pair === 0 && kind === JOINER && inWord && i + 1 < length && isWordAt(lower, i + 1);
        if (pair === 2) {
            if (partStart === -1)
                partStart = i;
            i++;
            continue;
        }
        if (partStart === -1)
            continue;
        // "well-known": a joiner between word characters keeps the token going.
        if (kind === JOINER && wordCharWidth(lower, i + 1) > 0) {
            starts.push(partStart);
            ends.push(i);
            partStart = i + 1;
            continue;
        }
        endToken(i);
        if (stopWhenFound && remaining.size === 0)
            break;
    }
    if (partStart !== -1)
        endToken(length);
    if (afterSpace && gaps > 0)
        gaps--;
    return {
        stats: { words: statWords, characters: nonSpace + gaps },
        found: wanted.filter((word) => found.has(word)),
    };
}
/** Up to this many candidates a run is compared with in place; beyond, it is looked up. */
const FEW_CANDIDATES = 4;
function candidateKey(length, firstCode) {
    return length * 0x10000 + firstCode;
}
/** Code units of the word character (letter, mark or digit) at `index`; 0 when there is none. */
function wordCharWidth(text, index) {
    if (index >= text.length)
        return 0;
    const code = text.charCodeAt(index);
    let kind = CLASS[code];
    if (kind === UNKNOWN) {
        kind = classify(code);
        CLASS[code] = kind;
    }
    if (kind === WORD_CLASS)
        return 1;
    // A surrogate pair: letters of other planes (historic scripts, CJK extensions) are words too,
    // as the regular expression of `words` has them.
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
        const pair = text.codePointAt(index);
        if (pair > 0xffff && LETTER_OR_DIGIT.test(String.fromCodePoint(pair)))
            return 2;
    }
    return 0;
}

;// CONCATENATED MODULE: ./src/server/analyzer/checks/context.ts
// What every check reads: the fetched material (PageInput), the facts of one parse, and a few
// things derived from them once (resolved URLs, the title's keywords) rather than per check.


function buildContext(input, facts, limits, profile = 'all') {
    const finalUrl = new URL(input.finalUrl);
    const baseUrl = (facts.baseHref && URL.parse(facts.baseHref, finalUrl.href)) || finalUrl;
    const resolve = (raw) => URL.parse(raw.trim(), baseUrl.href);
    const pageHost = (0,url_key/* bareHost */.n0)(finalUrl.hostname);
    const baseHost = baseUrl.hostname.toLowerCase();
    const links = [];
    for (const link of facts.links) {
        const host = linkHost(link.href.trim(), baseHost, baseUrl);
        if (host === null)
            continue;
        links.push({
            href: link.href,
            host,
            internal: (0,url_key/* bareHost */.n0)(host) === pageHost,
            target: link.target,
            rel: link.rel,
        });
    }
    const headerValues = (name) => {
        const value = input.headers[name];
        if (value === undefined)
            return [];
        return typeof value === 'string' ? [value] : [...value];
    };
    const title = facts.titles[0] ?? null;
    const titleKeywords = title === null ? [] : keywords(title);
    // One pass over the text answers both textStats and titleKeywordsInText.
    let scanned;
    const scan = () => {
        scanned ??= textStatsAndWords(facts.text, titleKeywords);
        return scanned;
    };
    return {
        profile,
        input,
        facts,
        limits,
        finalUrl,
        baseUrl,
        title,
        titleKeywords,
        links,
        bodyBytes: input.bodyBytes ?? Buffer.byteLength(input.body, 'utf8'),
        textStats: () => scan().stats,
        titleKeywordsInText: () => scan().found,
        header: (name) => {
            const values = headerValues(name);
            return values.length === 0 ? undefined : values.join(', ');
        },
        headerValues,
        resolve,
    };
}
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SIMPLE_AUTHORITY = /^(?:[a-z][a-z0-9+.-]*:)?\/\/(?:[^@/?#]*@)?([a-z0-9.-]*)(?=[:/?#]|$)/i;
/**
 * The host an http(s) link leads to, or null for other schemes (mailto:, javascript:...). Pages
 * carry hundreds of links, so plain ASCII ones are read with a pattern; anything unusual
 * (non-ASCII, backslashes, IPv6) goes through the URL parser.
 */
function linkHost(href, baseHost, baseUrl) {
    const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
    if (scheme !== undefined && scheme !== 'http' && scheme !== 'https')
        return null;
    // A relative reference stays on the base's host; "//host" and "\\host" do not.
    if (scheme === undefined && !/^[\\/]{2}/.test(href))
        return baseHost;
    if (/^[\x21-\x7e]*$/.test(href)) {
        const host = SIMPLE_AUTHORITY.exec(href)?.[1];
        if (host)
            return host.toLowerCase();
    }
    const url = URL.parse(href, baseUrl.href);
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:'))
        return null;
    return url.hostname;
}

;// CONCATENATED MODULE: ./src/server/analyzer/checks/error-page.ts

/** The outcome of `key` on an error page (not applicable), or null when the check runs as usual. */
function errorPageOutcome(context, key) {
    const status = context.input.status;
    if (context.profile !== 'all' || key === 'http_status' || (status >= 200 && status < 300)) {
        return null;
    }
    return (0,check/* notApplicable */.hH)(`the page answered HTTP ${status}: only its status is judged`);
}

// EXTERNAL MODULE: ./src/server/analyzer/checks/images.ts
var checks_images = __webpack_require__(7098);
;// CONCATENATED MODULE: ./src/server/analyzer/checks/hreflang.ts
// hreflang annotations: which URL serves which language and region. Mistakes here make search
// engines drop the whole set, so each rule Google documents is checked.


/** ISO 639-1/2 language, optional ISO 15924 script, optional ISO 3166-1 or UN M.49 region. */
const HREFLANG = /^[a-z]{2,3}(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?$/i;
const hreflang = {
    run({ facts, finalUrl, resolve }) {
        // Only the head's annotations count; those after whatever ended the head are ignored.
        const alternates = facts.head.alternates;
        const outside = outsideHead(facts, 'hreflang', true);
        if (alternates.length === 0) {
            if (outside !== null)
                return (0,check/* failed */.gz)({ count: 0, languages: [] }, { outside_head: outside });
            return (0,check/* notApplicable */.hH)('the page declares no hreflang alternates');
        }
        const invalid = [];
        const relative = [];
        const seen = new Set();
        const duplicate = new Set();
        let xDefault = false;
        let self = false;
        const page = withoutHash(finalUrl.href);
        for (const { hreflang: code, href } of alternates) {
            const lower = code.toLowerCase();
            if (lower === 'x-default')
                xDefault = true;
            // "en-uk" is the commonest mistake: the region of the United Kingdom is GB.
            else if (!HREFLANG.test(code) || /-uk$/i.test(code))
                invalid.push(code);
            if (seen.has(lower))
                duplicate.add(code);
            seen.add(lower);
            if (!/^https?:\/\//i.test(href))
                relative.push(href);
            const url = resolve(href);
            if (url !== null && withoutHash(url.href) === page)
                self = true;
        }
        const errors = {};
        if (invalid.length > 0)
            errors.bad_format = (0,check/* firstOf */.Ku)(invalid);
        if (relative.length > 0)
            errors.not_absolute = (0,check/* firstOf */.Ku)(relative);
        if (duplicate.size > 0)
            errors.duplicate = (0,check/* firstOf */.Ku)([...duplicate]);
        // Each version must list itself (Google drops a set without the self-reference). x-default,
        // the page for everyone else, is recommended but not required: a note in the value.
        if (!self)
            errors.missing = ['self'];
        if (outside !== null)
            errors.outside_head = outside;
        const value = { count: alternates.length, languages: (0,check/* firstOf */.Ku)([...seen]), xDefault };
        return (0,check/* outcomeOf */.sG)(value, errors);
    },
};
const HREFLANG_LOGIC = { hreflang };
function withoutHash(url) {
    const hash = url.indexOf('#');
    return hash === -1 ? url : url.slice(0, hash);
}

;// CONCATENATED MODULE: ./src/server/analyzer/text/link-text.ts
// Link texts that say nothing about where a link leads ("click here", "read more"): search
// engines read the anchor text as a description of the target, and screen-reader users who list
// a page's links hear a column of "more, more, more". Kept here, in one place, per language;
// Lighthouse's "Links have descriptive text" keeps a list of the same kind.
const GENERIC_LINK_TEXTS = {
    en: [
        'click here',
        'click this',
        'click',
        'go',
        'here',
        'information',
        'learn more',
        'link',
        'this link',
        'more',
        'more info',
        'more information',
        'read more',
        'read more here',
        'continue reading',
        'right here',
        'see more',
        'find out more',
        'start',
        'this',
    ],
    de: [
        'hier klicken',
        'klicke hier',
        'klicken sie hier',
        'hier',
        'mehr',
        'mehr erfahren',
        'mehr info',
        'mehr infos',
        'mehr informationen',
        'mehr lesen',
        'weiterlesen',
        'weiter',
        'siehe',
        'dies',
        'das',
        'link',
        'dieser link',
    ],
    fr: [
        'cliquez ici',
        'cliquer ici',
        'clique ici',
        'ici',
        'plus',
        'en savoir plus',
        'lire la suite',
        'lire plus',
        'voir plus',
        "plus d'infos",
        "plus d'informations",
        'plus d’infos',
        'plus d’informations',
        'suite',
        'lien',
        'ce lien',
    ],
    es: [
        'click aquí',
        'click aqui',
        'clic aquí',
        'clic aqui',
        'haz clic aquí',
        'haz clic aqui',
        'haga clic aquí',
        'haga clic aqui',
        'pincha aquí',
        'pincha aqui',
        'aquí',
        'aqui',
        'más',
        'mas',
        'más información',
        'mas informacion',
        'leer más',
        'leer mas',
        'ver más',
        'ver mas',
        'saber más',
        'saber mas',
        'este',
        'enlace',
        'este enlace',
        'empezar',
    ],
    pt: [
        'clique aqui',
        'aqui',
        'ir',
        'mais',
        'mais informação',
        'mais informações',
        'mais informacao',
        'mais informacoes',
        'saiba mais',
        'leia mais',
        'veja mais',
        'ver mais',
        'este link',
        'link',
    ],
    it: [
        'clicca qui',
        'clicca qua',
        'qui',
        'qua',
        'più',
        'di più',
        'leggi di più',
        'leggi tutto',
        'scopri di più',
        'maggiori informazioni',
        'altre informazioni',
        'continua',
        'continua a leggere',
        'altro',
        'questo link',
        'link',
    ],
    nl: [
        'klik hier',
        'hier',
        'meer',
        'lees meer',
        'lees verder',
        'meer info',
        'meer informatie',
        'bekijk meer',
        'verder',
        'deze link',
        'link',
    ],
};
const BY_LANGUAGE = new Map(Object.entries(GENERIC_LINK_TEXTS).map(([language, texts]) => [language, new Set(texts)]));
const ANY_LANGUAGE = new Set(Object.values(GENERIC_LINK_TEXTS).flat());
const LONGEST_GENERIC = Math.max(...[...ANY_LANGUAGE].map((text) => text.length));
/** The languages listed above (primary subtags). */
const GENERIC_LINK_TEXT_LANGUAGES = Object.keys(GENERIC_LINK_TEXTS);
/**
 * What decorates a link text at either end ("Read more »", "→ Learn more", "More…"). Brackets and
 * quotes are not among them: "link()" names a function and "<this>" a type in API references,
 * and neither is the generic word inside it.
 */
const DECORATION = /^[\s.,:;!?…·•»«›‹→←↗▶►▸▷❯❮>|/\\–—-]+|[\s.,:;!?…·•»«›‹→←↗▶►▸▷❯❮>|/\\–—-]+$/g;
/** A link text as compared with the lists: lower-cased, whitespace runs as one space, undecorated. */
function normaliseLinkText(text) {
    return text.replace(/\s+/g, ' ').replace(DECORATION, '').toLowerCase();
}
/**
 * Whether a link's text says nothing about its target. `lang` is the page's language tag: when it
 * is one of the listed languages only that list (and English, used everywhere) is read, so that a
 * word generic in one language ("das") is not taken for one in another; otherwise all of them.
 */
function isGenericLinkText(text, lang) {
    // Pages carry thousands of links, nearly all longer than any generic text and its decoration.
    if (text.length > LONGEST_GENERIC + 8)
        return false;
    const normalised = normaliseLinkText(text);
    if (normalised === '')
        return false;
    const primary = lang?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    const list = BY_LANGUAGE.get(primary);
    if (list === undefined)
        return ANY_LANGUAGE.has(normalised);
    return list.has(normalised) || (BY_LANGUAGE.get('en')?.has(normalised) ?? false);
}

;// CONCATENATED MODULE: ./src/server/analyzer/checks/links.ts


/** Link texts in values are cut to this many characters. */
const TEXT_LENGTH = 80;
const linkText = {
    run(context) {
        const generic = [];
        const empty = [];
        let links = 0;
        for (const anchor of context.facts.anchors) {
            if (!mayLeadElsewhere(anchor))
                continue;
            links++;
            const isGeneric = anchor.text !== '' && isGenericLinkText(anchor.text, context.facts.htmlLang);
            // Nothing names the link: no text, no image alt, no aria-label or title.
            const unnamed = anchor.text === '' && anchor.imageAlt.trim() === '' && !anchor.labelled;
            if (!isGeneric && !unnamed)
                continue;
            // Resolved only for the few links at fault (pages carry thousands): a link to this very
            // page, with or without a fragment, is a jump within it and is left alone.
            const href = otherPage(anchor.href, context);
            if (href === null) {
                links--;
                continue;
            }
            if (isGeneric)
                generic.push({ href, text: anchor.text.slice(0, TEXT_LENGTH) });
            else
                empty.push(href);
        }
        const errors = {};
        if (generic.length > 0)
            errors.generic = (0,check/* firstOf */.Ku)(generic);
        if (empty.length > 0)
            errors.empty = (0,check/* firstOf */.Ku)(empty);
        return (0,check/* outcomeOf */.sG)({ links, generic: generic.length, empty: empty.length }, errors);
    },
};
const links_SCHEME = /^\s*([a-z][a-z0-9+.-]*):/i;
/** A relative reference with no scheme, no authority and more than "#": always crawlable. */
const PLAIN_RELATIVE = /^[^\s:\\/#][^:]*$|^\/[^\s/\\:][^:]*$|^#[^\s:]+$/;
/**
 * Whether the text check reads this link, as Lighthouse does: it has an href, no rel=nofollow,
 * an http(s) or relative URL (not javascript:, mailto:, tel:), and is not a "#fragment" jump.
 * Links to this very page written in full are left out later, by otherPage.
 */
function mayLeadElsewhere(anchor) {
    const href = anchor.href;
    if (href === null)
        return false;
    if (anchor.rel !== null && /(?:^|\s)nofollow(?:\s|$)/i.test(anchor.rel))
        return false;
    // Most hrefs are plain relative paths ("os.html#os.walk"): no colon, nothing to parse.
    if (href.indexOf(':') === -1) {
        const start = href.trimStart();
        return start !== '' && !start.startsWith('#');
    }
    const scheme = links_SCHEME.exec(href)?.[1]?.toLowerCase();
    return scheme === undefined || scheme === 'http' || scheme === 'https';
}
/** The link's resolved target without fragment, or null when that is this page (or no URL). */
function otherPage(href, { resolve, finalUrl }) {
    const url = resolve(href);
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:'))
        return null;
    url.hash = '';
    const page = finalUrl.href.split('#')[0];
    return url.href === page ? null : url.href;
}
const crawlableLinks = {
    run(context) {
        const uncrawlable = [];
        let links = 0;
        for (const anchor of context.facts.anchors) {
            // An <a> given a role (button, tab, menuitem) says it is a control, not a link.
            if (anchor.role !== null)
                continue;
            links++;
            if (!isCrawlable(anchor, context)) {
                const text = anchor.text || anchor.imageAlt || '';
                uncrawlable.push({ href: anchor.href, text: text.slice(0, TEXT_LENGTH) });
            }
        }
        const errors = uncrawlable.length > 0 ? { uncrawlable: (0,check/* firstOf */.Ku)(uncrawlable) } : {};
        return (0,check/* outcomeOf */.sG)({ links, uncrawlable: uncrawlable.length }, errors);
    },
};
/**
 * Whether a crawler can follow the link: it needs an href holding a URL. Not crawlable: a
 * javascript: href, one that is no URL at all, a file: URL, and an <a> that a click handler
 * drives without a real href (none, empty or "#"): where it goes only the script knows. An <a>
 * without href or handler is a placeholder (HTML allows it), not a link. An empty or "#" href
 * without a handler leads to the page itself, which hides no page from a crawler: generated
 * documentation marks the current page that way (Sphinx's table of contents and breadcrumbs),
 * and menus use it for toggles whose links are in the HTML; on the corpus of docs/analyzer.md
 * counting those failed 615 of 915 pages for nothing.
 */
function isCrawlable(anchor, { resolve }) {
    if (anchor.href === null)
        return !anchor.onclick;
    // The common case, a relative path or fragment ("os.html", "#top"), without a test per rule.
    if (PLAIN_RELATIVE.test(anchor.href))
        return true;
    const href = anchor.href.replace(/\s/g, '');
    if (href === '' || href === '#')
        return !anchor.onclick;
    const scheme = links_SCHEME.exec(href)?.[1]?.toLowerCase();
    if (scheme === 'javascript' || scheme === 'file')
        return false;
    if (scheme !== undefined && scheme !== 'http' && scheme !== 'https')
        return true; // mailto:, tel:...
    // A path, query or fragment always resolves against the page; only an authority ("//host",
    // "https://host") can fail to parse, so only those pay for the URL parser.
    if (scheme === undefined && !/^[\\/]{2}/.test(href))
        return true;
    return resolve(anchor.href) !== null;
}
const LINK_LOGIC = {
    link_text: linkText,
    crawlable_links: crawlableLinks,
};

// EXTERNAL MODULE: ./src/shared/robots-txt.ts
var robots_txt = __webpack_require__(701);
// EXTERNAL MODULE: ./src/shared/own-keys.ts
var own_keys = __webpack_require__(6678);
;// CONCATENATED MODULE: ./src/server/analyzer/checks/json-ld.ts
// JSON-LD judged the way rich-result parsers read it: the block parses, its vocabulary is
// schema.org, every item says what it is (@type), and the common types carry the properties
// without which search engines ignore them (Google's "required" lists, simplified). A page's
// JSON is read by its own keys only: "@type": "constructor" is a type no rule knows.

const has = (node, name) => {
    const value = (0,own_keys/* own */.Z)(node, name);
    if (value === undefined || value === null || value === '')
        return false;
    return !Array.isArray(value) || value.length > 0;
};
const needs = (...names) => (node) => names.filter((name) => !has(node, name));
const article = needs('headline');
const RULES = {
    Article: article,
    NewsArticle: article,
    BlogPosting: article,
    Product: (node) => [
        ...needs('name')(node),
        // A product result needs at least one of these to show anything beyond its name.
        ...(['offers', 'review', 'aggregateRating'].some((name) => has(node, name))
            ? []
            : ['offers|review|aggregateRating']),
    ],
    BreadcrumbList: (node) => {
        const items = listOf((0,own_keys/* own */.Z)(node, 'itemListElement'));
        if (items.length === 0)
            return ['itemListElement'];
        const incomplete = items.some((item) => !has(item, 'position') || !(has(item, 'name') || has(item, 'item')));
        return incomplete ? ['itemListElement.position|name'] : [];
    },
    Organization: needs('name'),
    FAQPage: (node) => {
        const questions = listOf((0,own_keys/* own */.Z)(node, 'mainEntity'));
        if (questions.length === 0)
            return ['mainEntity'];
        const incomplete = questions.some((question) => !has(question, 'name') ||
            !listOf((0,own_keys/* own */.Z)(question, 'acceptedAnswer')).some((a) => has(a, 'text')));
        return incomplete ? ['mainEntity.name|acceptedAnswer.text'] : [];
    },
};
const MAX_DEPTH = 8;
function inspectJsonLd(blocks, validate) {
    const report = { types: [], invalid: 0, badContext: 0, untyped: 0, incomplete: [] };
    for (const block of blocks) {
        let document;
        try {
            document = JSON.parse(block);
        }
        catch {
            report.invalid++;
            continue;
        }
        collectTypes(document, report.types, 0);
        if (validate) {
            for (const root of listOf(document))
                validateRoot(root, report);
        }
    }
    return report;
}
/** A top-level node: its own items, or those of its @graph, which share its @context. */
function validateRoot(root, report) {
    const graph = (0,own_keys/* own */.Z)(root, '@graph');
    const items = graph === undefined ? [root] : listOf(graph);
    const rootContext = isSchemaOrg((0,own_keys/* own */.Z)(root, '@context'));
    for (const item of items) {
        const itemContext = (0,own_keys/* own */.Z)(item, '@context');
        const context = itemContext === undefined ? rootContext : isSchemaOrg(itemContext);
        if (!context)
            report.badContext++;
        const types = typesOf((0,own_keys/* own */.Z)(item, '@type'));
        if (types.length === 0) {
            report.untyped++;
            continue;
        }
        for (const type of types) {
            const missing = (0,own_keys/* own */.Z)(RULES, type)?.(item) ?? [];
            if (missing.length > 0)
                report.incomplete.push({ type, missing });
        }
    }
}
/** "https://schema.org", "http://schema.org/", in an array, or as an object's @vocab. */
function isSchemaOrg(context) {
    if (typeof context === 'string')
        return /^https?:\/\/schema\.org\/?$/i.test(context.trim());
    if (Array.isArray(context))
        return context.some(isSchemaOrg);
    if (context !== null && typeof context === 'object') {
        return isSchemaOrg((0,own_keys/* own */.Z)(context, '@vocab'));
    }
    return false;
}
function typesOf(type) {
    const list = Array.isArray(type) ? type : [type];
    // "schema:Product" and "https://schema.org/Product" name the same type.
    return list
        .filter((item) => typeof item === 'string' && item !== '')
        .map((item) => item.replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, ''));
}
function listOf(value) {
    const list = Array.isArray(value) ? value : [value];
    return list.filter((item) => item !== null && typeof item === 'object' && !Array.isArray(item));
}
/** The @type values of a JSON-LD document, through arrays and @graph. */
function collectTypes(node, into, depth) {
    if (depth > MAX_DEPTH || node === null || typeof node !== 'object')
        return;
    if (Array.isArray(node)) {
        for (const item of node)
            collectTypes(item, into, depth + 1);
        return;
    }
    const record = node;
    const type = (0,own_keys/* own */.Z)(record, '@type');
    if (typeof type === 'string')
        into.push(type);
    else if (Array.isArray(type))
        into.push(...type.filter((t) => typeof t === 'string'));
    const graph = (0,own_keys/* own */.Z)(record, '@graph');
    if (graph !== undefined)
        collectTypes(graph, into, depth + 1);
}

;// CONCATENATED MODULE: ./src/server/analyzer/checks/miscellaneous.ts
// Checks of the document's form: metadata, markup hygiene and the amount of content.



const structuredData = {
    run({ facts, profile }) {
        // phpRank asks only that structured data be there and parse; the full profile also asks
        // that search engines could use it.
        const report = inspectJsonLd(facts.jsonLd, profile === 'all');
        const value = {
            jsonLd: (0,check/* firstOf */.Ku)(unique(report.types)),
            microdata: (0,check/* firstOf */.Ku)(unique(facts.microdataTypes)),
            rdfa: (0,check/* firstOf */.Ku)(unique(facts.rdfaTypes)),
        };
        const errors = {};
        const found = report.types.length + facts.microdataTypes.length + facts.rdfaTypes.length;
        const format = {};
        if (report.invalid > 0)
            format.invalidJsonLd = report.invalid;
        if (report.badContext > 0)
            format.notSchemaOrg = report.badContext;
        if (report.untyped > 0)
            format.withoutType = report.untyped;
        if (Object.keys(format).length > 0)
            errors.bad_format = format;
        else if (found === 0)
            errors.missing = null;
        if (report.incomplete.length > 0)
            errors.incomplete = (0,check/* firstOf */.Ku)(report.incomplete);
        return (0,check/* outcomeOf */.sG)(value, errors);
    },
};
const metaViewport = {
    run({ facts }) {
        const content = facts.metaViewport?.trim() ?? '';
        return content === '' ? (0,check/* failed */.gz)(null, { missing: null }) : (0,check/* passed */.bF)(content);
    },
};
const charset = {
    run({ input, facts, header }) {
        // Declared means a browser need not guess: a BOM, the Content-Type header, or a <meta>.
        const fromHeader = /;\s*charset\s*=\s*["']?([^"';\s]+)/i.exec(header('content-type') ?? '');
        const declared = (input.charset && input.charset.source !== 'default' ? input.charset.name : null) ??
            fromHeader?.[1] ??
            facts.metaCharset;
        if (!declared)
            return (0,check/* failed */.gz)(null, { missing: null });
        return (0,check/* passed */.bF)(declared.toLowerCase());
    },
};
const sitemap = {
    run({ input }) {
        const { robots, sitemap: probe } = input;
        const found = [];
        if (robots?.status != null && robots.status >= 200 && robots.status < 300) {
            found.push(...(0,robots_txt/* parseRobotsTxt */.N)(robots.body ?? '', robots.url).sitemaps);
        }
        if (probe?.status === 200 && looksLikeSitemap(probe.body ?? '', probe.contentType)) {
            if (!found.includes(probe.url))
                found.push(probe.url);
        }
        if (found.length > 0)
            return (0,check/* passed */.bF)((0,check/* firstOf */.Ku)(found));
        const robotsSeen = robots !== undefined && robots.status !== null;
        const probeSeen = probe !== undefined && probe.status !== null;
        if (!robotsSeen && !probeSeen) {
            return (0,check/* notApplicable */.hH)('neither robots.txt nor /sitemap.xml could be fetched');
        }
        return (0,check/* failed */.gz)([], { missing: null });
    },
};
function looksLikeSitemap(body, contentType) {
    return /<(urlset|sitemapindex)[\s>]/i.test(body) || /\bxml\b/i.test(contentType ?? '');
}
const social = {
    run({ facts, profile }) {
        // In `all`, open_graph judges the same tags in full: one finding for one cause.
        if (profile === 'all')
            return (0,check/* notApplicable */.hH)('the sharing tags are judged by open_graph');
        const tags = unique(facts.socialTags);
        return tags.length === 0 ? (0,check/* failed */.gz)([], { missing: null }) : (0,check/* passed */.bF)((0,check/* firstOf */.Ku)(tags));
    },
};
const contentLength = {
    run({ textStats, limits }) {
        const count = textStats().words;
        if (count >= limits.minWords)
            return (0,check/* passed */.bF)(count);
        return (0,check/* failed */.gz)(count, { too_few: { min: limits.minWords } });
    },
};
const textHtmlRatio = {
    run({ textStats, input, limits }) {
        // Visible characters, whitespace runs counted once, over the characters of the HTML.
        const textLength = textStats().characters;
        const htmlLength = input.body.length;
        const ratio = htmlLength === 0 ? 0 : Math.round((textLength / htmlLength) * 10_000) / 100;
        if (ratio >= limits.minTextHtmlRatio)
            return (0,check/* passed */.bF)(ratio);
        return (0,check/* failed */.gz)(ratio, { too_small: { min: limits.minTextHtmlRatio } });
    },
};
const inlineCss = {
    run({ facts }) {
        const count = facts.inlineStyleCount;
        if (count === 0)
            return (0,check/* passed */.bF)(0);
        return (0,check/* failed */.gz)(count, { failed: facts.inlineStyleSamples });
    },
};
const deprecatedHtmlTags = {
    run({ facts }) {
        const tags = facts.deprecatedTags;
        if (Object.keys(tags).length === 0)
            return (0,check/* passed */.bF)({});
        return (0,check/* failed */.gz)(tags, { bad_tags: tags });
    },
};
const doctype = {
    run({ facts }) {
        const declaration = facts.doctype;
        if (declaration === null)
            return (0,check/* failed */.gz)(null, { missing: null });
        return (0,check/* passed */.bF)(`<${declaration}>`);
    },
};
function unique(items) {
    return [...new Set(items)];
}
const MISCELLANEOUS_LOGIC = {
    structured_data: structuredData,
    meta_viewport: metaViewport,
    charset,
    sitemap,
    social,
    content_length: contentLength,
    text_html_ratio: textHtmlRatio,
    inline_css: inlineCss,
    deprecated_html_tags: deprecatedHtmlTags,
    doctype,
};

;// CONCATENATED MODULE: ./src/server/analyzer/checks/open-graph.ts
// How the page looks when shared: the Open Graph properties every network reads, and the card
// type X (Twitter) reads.


const REQUIRED = ['og:title', 'og:description', 'og:image', 'og:url'];
const CARD_TYPES = new Set(['summary', 'summary_large_image', 'app', 'player']);
/** Values are cut to this many characters in the result. */
const VALUE_LENGTH = 200;
const openGraph = {
    run({ facts }) {
        // Scrapers read the head; tags after whatever ended it are reported, not read.
        const found = facts.head.socialValues;
        const value = {};
        for (const name of [...REQUIRED, 'twitter:card']) {
            const content = found[name];
            if (content)
                value[name] = content.slice(0, VALUE_LENGTH);
        }
        const errors = {};
        const missing = REQUIRED.filter((name) => !found[name]);
        if (missing.length > 0)
            errors.missing = missing;
        const bad = {};
        // Scrapers do not resolve relative URLs: the image and url must be absolute.
        for (const name of ['og:image', 'og:url']) {
            const content = found[name];
            if (content && URL.parse(content)?.protocol?.match(/^https?:$/) == null) {
                bad[name] = content.slice(0, VALUE_LENGTH);
            }
        }
        const card = found['twitter:card'];
        if (card !== undefined && !CARD_TYPES.has(card.toLowerCase())) {
            bad['twitter:card'] = card.slice(0, VALUE_LENGTH);
        }
        if (Object.keys(bad).length > 0)
            errors.bad_format = bad;
        const outside = outsideHead(facts, 'social', true);
        if (outside !== null)
            errors.outside_head = outside;
        return (0,check/* outcomeOf */.sG)(value, errors);
    },
};
const OPEN_GRAPH_LOGIC = { open_graph: openGraph };

// EXTERNAL MODULE: ./src/server/analyzer/html/extract-facts.ts
var extract_facts = __webpack_require__(5669);
;// CONCATENATED MODULE: ./src/server/analyzer/checks/performance.ts
// Checks of how heavy and how fast the page is, from the fetch itself and from what the HTML
// asks the browser to load.


/** About one TCP packet of body (a 1,500-byte Ethernet frame less the headers): Lighthouse's threshold. */
const ONE_PACKET_BYTES = 1400;
const textCompression = {
    run({ input, header, bodyBytes, profile }) {
        const encoding = header('content-encoding')?.trim().toLowerCase() || null;
        const value = {
            encoding,
            transferBytes: input.transferBytes ?? bodyBytes,
            bodyBytes,
        };
        if (encoding !== null && encoding !== 'identity')
            return (0,check/* passed */.bF)(value);
        // A body that fits in one TCP packet arrives in the same round trip compressed or not:
        // compression would change nothing a visitor notices (Lighthouse ignores such savings too).
        if (profile === 'all' && bodyBytes <= ONE_PACKET_BYTES)
            return (0,check/* passed */.bF)(value);
        return (0,check/* failed */.gz)(value, { missing: null });
    },
};
const loadTime = {
    run({ input, limits }) {
        if (input.loadTimeMs === undefined)
            return (0,check/* notApplicable */.hH)('the page load was not timed');
        const seconds = round(input.loadTimeMs / 1000, 3);
        if (input.loadTimeMs <= limits.maxLoadTimeMs)
            return (0,check/* passed */.bF)(seconds);
        return (0,check/* failed */.gz)(seconds, { too_slow: { max: limits.maxLoadTimeMs / 1000 } });
    },
};
const pageSize = {
    run({ bodyBytes: bytes, limits }) {
        if (bytes <= limits.maxPageBytes)
            return (0,check/* passed */.bF)(bytes);
        return (0,check/* failed */.gz)(bytes, { too_large: { max: limits.maxPageBytes } });
    },
};
const RESOURCE_LABEL = {
    script: 'scripts',
    stylesheet: 'stylesheets',
    image: 'images',
    frame: 'frames',
    media: 'media',
    object: 'objects',
    icon: 'icons',
    preload: 'preloads',
};
const httpRequests = {
    run({ facts, limits }) {
        // Counted from the HTML: each distinct URL (as written) a browser fetches for the document's
        // elements. What CSS and scripts load in turn is not seen without running them.
        const seen = new Set();
        const byType = {};
        for (const resource of facts.resources) {
            if (!isFetchable(resource.url))
                continue;
            const hash = resource.url.indexOf('#');
            const url = hash === -1 ? resource.url : resource.url.slice(0, hash);
            if (seen.has(url))
                continue;
            seen.add(url);
            const label = RESOURCE_LABEL[resource.kind];
            byType[label] = (byType[label] ?? 0) + 1;
        }
        const value = { total: seen.size, ...byType };
        if (seen.size <= limits.maxHttpRequests)
            return (0,check/* passed */.bF)(value);
        return (0,check/* failed */.gz)(value, { too_many: { max: limits.maxHttpRequests, count: seen.size } });
    },
};
/** data:, blob:, javascript: and about: URLs cost no request; other schemes are not fetched. */
function isFetchable(url) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
    return scheme === undefined || scheme === 'http' || scheme === 'https';
}
/** Raster formats we can name from a URL; anything else (no extension, a script) is unknown. */
const RASTER_FORMATS = new Set([
    'avif',
    'webp',
    'jpg',
    'jpeg',
    'jpe',
    'jfif',
    'pjpeg',
    'png',
    'apng',
    'gif',
    'bmp',
    'tif',
    'tiff',
    'ico',
    'heic',
    'heif',
    'jxl',
]);
const imageFormat = {
    run(context) {
        const allowed = new Set(context.limits.imageFormats);
        const legacy = [];
        let modern = 0;
        let unknown = 0;
        for (const image of context.facts.images) {
            const verdict = judgeImage(image, allowed, context);
            if (verdict === 'modern')
                modern++;
            else if (verdict === 'unknown')
                unknown++;
            else if (verdict !== 'vector')
                legacy.push(verdict);
        }
        const value = {
            images: context.facts.images.length,
            modern,
            legacy: legacy.length,
            unknown,
            formats: context.limits.imageFormats,
        };
        if (legacy.length === 0)
            return (0,check/* passed */.bF)(value);
        return (0,check/* failed */.gz)(value, { bad_format: (0,check/* firstOf */.Ku)(legacy) });
    },
};
/** 'modern', 'vector', 'unknown', or the URL of an image served in a legacy format. */
function judgeImage(image, allowed, context) {
    // A <picture> that offers an allowed format lets every capable browser take it.
    for (const source of image.sources) {
        const type = source.type?.trim().toLowerCase();
        if (type?.startsWith('image/') && allowed.has(type.slice(6)))
            return 'modern';
        for (const url of (0,extract_facts/* candidates */.X)(source.srcset ?? '')) {
            if (allowed.has(formatOf(url, context) ?? ''))
                return 'modern';
        }
    }
    const urls = [image.src, ...(0,extract_facts/* candidates */.X)(image.srcset ?? '')].filter((url) => url !== null);
    const formats = urls.map((url) => formatOf(url, context));
    if (formats.some((format) => format !== null && allowed.has(format)))
        return 'modern';
    const first = formats[0];
    if (first === 'svg' || first === 'svg+xml')
        return 'vector';
    if (first === undefined || first === null || !RASTER_FORMATS.has(first))
        return 'unknown';
    return context.resolve(urls[0] ?? '')?.href ?? urls[0] ?? '';
}
/** The format a URL names: its file extension, or the media subtype of a data: URL. */
function formatOf(raw, context) {
    const trimmed = raw.trim();
    if (/^data:/i.test(trimmed)) {
        return /^data:image\/([\w.+-]+)/i.exec(trimmed)?.[1]?.toLowerCase() ?? null;
    }
    const url = context.resolve(trimmed);
    if (url === null)
        return null;
    const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1];
    return extension ? extension.toLowerCase() : null;
}
const CLASSIC_SCRIPT_TYPES = new Set([
    '',
    'text/javascript',
    'application/javascript',
    'application/ecmascript',
    'text/ecmascript',
]);
const deferJavascript = {
    run({ facts, resolve }) {
        // Module scripts are deferred by default; other types are data the browser does not run.
        const blocking = facts.scripts.filter((script) => !script.async && !script.defer && CLASSIC_SCRIPT_TYPES.has(script.type ?? ''));
        const value = { scripts: facts.scripts.length, blocking: blocking.length };
        if (blocking.length === 0)
            return (0,check/* passed */.bF)(value);
        const sources = blocking.map((script) => resolve(script.src)?.href ?? script.src);
        return (0,check/* failed */.gz)(value, { missing: (0,check/* firstOf */.Ku)(sources) });
    },
};
const domSize = {
    run({ facts, limits }) {
        const count = facts.elementCount;
        if (count <= limits.maxDomNodes)
            return (0,check/* passed */.bF)(count);
        return (0,check/* failed */.gz)(count, { too_many: { max: limits.maxDomNodes } });
    },
};
const http2 = {
    run({ input, finalUrl, header }) {
        if (finalUrl.protocol !== 'https:') {
            return (0,check/* notApplicable */.hH)('browsers negotiate HTTP/2 only over TLS (ALPN), and the page was served over plain http');
        }
        const version = input.httpVersion;
        if (version === 'h2' || version === 'h3')
            return (0,check/* passed */.bF)(version);
        // A server may offer HTTP/3 only through Alt-Svc, which browsers take up on later requests.
        if (/(^|[\s,])h3(-\d+)?\s*=/i.test(header('alt-svc') ?? ''))
            return (0,check/* passed */.bF)('h3');
        if (version === undefined)
            return (0,check/* notApplicable */.hH)('the connection protocol was not observed');
        return (0,check/* failed */.gz)(version, { missing: null });
    },
};
function round(value, decimals) {
    const factor = 10 ** decimals;
    return Math.round(value * factor) / factor;
}
const PERFORMANCE_LOGIC = {
    text_compression: textCompression,
    load_time: loadTime,
    page_size: pageSize,
    http_requests: httpRequests,
    image_format: imageFormat,
    defer_javascript: deferJavascript,
    dom_size: domSize,
    http2,
};

;// CONCATENATED MODULE: ./src/server/analyzer/checks/response.ts
// Checks of how the audited URL itself answers: its final status and the redirects on the way.

const httpStatus = {
    run({ input, finalUrl }) {
        const value = { status: input.status, url: finalUrl.href };
        if (input.status >= 200 && input.status < 300)
            return (0,check/* passed */.bF)(value);
        return (0,check/* failed */.gz)(value, { failed: { status: input.status } });
    },
};
/** Redirects that tell crawlers the move is for good, so the new URL is the one indexed. */
const PERMANENT = new Set([301, 308]);
/** Hops listed in the value; the count is kept whole. */
const HOPS_LISTED = 10;
const redirects = {
    run({ input, finalUrl, limits }) {
        const hops = input.redirects;
        if (hops === undefined)
            return (0,check/* notApplicable */.hH)('the redirects were not observed');
        const value = { count: hops.length, hops: (0,check/* firstOf */.Ku)(hops, HOPS_LISTED), finalUrl: finalUrl.href };
        const errors = {};
        if (hops.length > limits.maxRedirectHops) {
            errors.too_many = { max: limits.maxRedirectHops, count: hops.length };
        }
        // A temporary redirect (302, 303, 307) keeps the old URL in the index; http -> https most of all.
        const temporary = hops.filter((hop) => !PERMANENT.has(hop.status));
        if (temporary.length > 0)
            errors.temporary = (0,check/* firstOf */.Ku)(temporary, HOPS_LISTED);
        const downgrade = hops.some((hop, i) => hop.url.startsWith('https:') && (hops[i + 1]?.url ?? finalUrl.href).startsWith('http:'));
        if (downgrade)
            errors.downgrade = null;
        return (0,check/* outcomeOf */.sG)(value, errors);
    },
};
const RESPONSE_LOGIC = { http_status: httpStatus, redirects };

;// CONCATENATED MODULE: ./src/server/analyzer/text/emails.ts
// E-mail addresses in page text, found in one pass. The obvious regular expression
// (local@label(.label)*.tld) retries its unbounded local part at every start position and
// backtracks through the labels, so a long run of letters near an "@" costs time quadratic in
// its length. Here each "@" is the anchor: the local part is read leftwards only as far as the
// previous "@" or match, the domain rightwards only as far as the next "@", so every character is
// looked at a bounded number of times whatever the page holds.
const LOCAL = /^[\p{L}\p{N}._%+-]$/u;
const LABEL = /^[\p{L}\p{N}-]$/u;
const LETTER = /^\p{L}$/u;
/** The e-mail-like addresses in `text`, in order, as written. */
function findEmails(text) {
    const found = [];
    // Nothing before this index may be part of a new address (it was used, or is an "@").
    let floor = 0;
    let at = text.indexOf('@');
    while (at !== -1) {
        const start = localStart(text, at, floor);
        const end = start < at ? domainEnd(text, at + 1) : -1;
        if (end !== -1) {
            found.push(text.slice(start, end));
            floor = end;
        }
        else {
            floor = at + 1;
        }
        at = text.indexOf('@', Math.max(floor, at + 1));
    }
    return found;
}
/** Where the local part ending just before `at` starts (`at` itself when there is none). */
function localStart(text, at, floor) {
    let start = at;
    while (start > floor) {
        const width = charWidthBefore(text, start, floor);
        if (!LOCAL.test(text.slice(start - width, start)))
            break;
        start -= width;
    }
    return start;
}
/**
 * The end of the longest domain starting at `from`: labels of letters, digits and hyphens joined
 * by single dots, ending in a dot and two or more letters (the last label's leading letters, as
 * the regular expression it replaces read it). -1 when there is none.
 */
function domainEnd(text, from) {
    const labels = [];
    let i = from;
    for (;;) {
        const start = i;
        while (i < text.length) {
            const width = charWidthAt(text, i);
            if (!LABEL.test(text.slice(i, i + width)))
                break;
            i += width;
        }
        if (i === start)
            break;
        labels.push({ start, end: i });
        if (text.charCodeAt(i) !== 0x2e)
            break;
        i++;
    }
    for (let k = labels.length - 1; k >= 1; k--) {
        const label = labels[k];
        let j = label.start;
        let letters = 0;
        while (j < label.end) {
            const width = charWidthAt(text, j);
            if (!LETTER.test(text.slice(j, j + width)))
                break;
            j += width;
            letters++;
        }
        if (letters >= 2)
            return j;
    }
    return -1;
}
function charWidthAt(text, index) {
    const code = text.charCodeAt(index);
    return code >= 0xd800 && code <= 0xdbff && index + 1 < text.length ? 2 : 1;
}
function charWidthBefore(text, index, floor) {
    const code = text.charCodeAt(index - 1);
    return code >= 0xdc00 && code <= 0xdfff && index - 2 >= floor ? 2 : 1;
}

;// CONCATENATED MODULE: ./src/server/analyzer/checks/security.ts
// Checks of how safely the page is served and how it treats its visitors' data.


const httpsEncryption = {
    run({ finalUrl }) {
        const scheme = finalUrl.protocol.slice(0, -1);
        return scheme === 'https' ? (0,check/* passed */.bF)(scheme) : (0,check/* failed */.gz)(scheme, { missing: null });
    },
};
const mixedContent = {
    run({ finalUrl, baseUrl, facts, resolve, header }) {
        if (finalUrl.protocol !== 'https:') {
            return (0,check/* notApplicable */.hH)('mixed content exists only on pages served over https');
        }
        const insecure = new Set();
        const relativeIsInsecure = baseUrl.protocol === 'http:';
        for (const raw of facts.subresourceUrls) {
            // Only the scheme matters, so most URLs need no parsing: an absolute URL names its
            // scheme, and a relative one (or //host/...) takes that of the base.
            const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw)?.[1]?.toLowerCase();
            if (scheme === 'http' || (scheme === undefined && relativeIsInsecure)) {
                insecure.add(resolve(raw)?.href ?? raw);
            }
        }
        const list = [...insecure];
        if (list.length === 0)
            return (0,check/* passed */.bF)([]);
        // With upgrade-insecure-requests the browser fetches every one of them over https.
        const policies = [header('content-security-policy') ?? '', ...facts.metaCsp];
        if (policies.some((policy) => /(^|;)\s*upgrade-insecure-requests\s*(;|$)/i.test(policy))) {
            return (0,check/* passed */.bF)({ upgradedByCsp: (0,check/* firstOf */.Ku)(list) });
        }
        return (0,check/* failed */.gz)((0,check/* firstOf */.Ku)(list), { failed: { count: list.length } });
    },
};
const serverSignature = {
    run({ header }) {
        // A product name alone says little; a version number tells an attacker which exploits fit.
        const server = header('server') ?? null;
        const disclosed = {};
        if (server !== null && /\d/.test(server))
            disclosed.server = server;
        for (const name of ['x-powered-by', 'x-aspnet-version', 'x-aspnetmvc-version']) {
            const value = header(name);
            if (value !== undefined)
                disclosed[name] = value;
        }
        const value = { server, ...disclosed };
        return (0,check/* outcomeOf */.sG)(value, Object.keys(disclosed).length === 0 ? {} : { failed: disclosed });
    },
};
const unsafeCrossOriginLinks = {
    run({ links, finalUrl, resolve }) {
        const unsafe = [];
        for (const link of links) {
            if (link.target?.trim().toLowerCase() !== '_blank')
                continue;
            const url = resolve(link.href);
            if (url === null || url.origin === finalUrl.origin)
                continue;
            const rel = ` ${(link.rel ?? '').toLowerCase().replace(/\s+/g, ' ')} `;
            if (!rel.includes(' noopener ') && !rel.includes(' noreferrer '))
                unsafe.push(url.href);
        }
        if (unsafe.length === 0)
            return (0,check/* passed */.bF)([]);
        return (0,check/* failed */.gz)((0,check/* firstOf */.Ku)(unsafe), { failed: { count: unsafe.length } });
    },
};
const hsts = {
    run({ finalUrl, header }) {
        if (finalUrl.protocol !== 'https:') {
            // Browsers ignore the header over http; a site without https cannot have HSTS at all.
            return (0,check/* failed */.gz)(null, { missing: null });
        }
        const value = header('strict-transport-security') ?? null;
        if (value === null)
            return (0,check/* failed */.gz)(null, { missing: null });
        const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(value)?.[1] ?? Number.NaN);
        if (!(maxAge > 0))
            return (0,check/* failed */.gz)(value, { bad_format: { maxAge: Number.isNaN(maxAge) ? null : maxAge } });
        return (0,check/* passed */.bF)(value);
    },
};
const plaintextEmail = {
    run({ facts }) {
        // Addresses in the text or in mailto: links are there for harvesting bots to read.
        const emails = new Set();
        for (const email of findEmails(facts.text))
            emails.add(email.toLowerCase());
        for (const link of facts.links) {
            const href = link.href.trim();
            if (!/^mailto:/i.test(href))
                continue;
            const address = safeDecode(href.slice(7).split('?')[0] ?? '')
                .trim()
                .toLowerCase();
            if (address !== '')
                emails.add(address);
        }
        const list = [...emails];
        if (list.length === 0)
            return (0,check/* passed */.bF)([]);
        return (0,check/* failed */.gz)((0,check/* firstOf */.Ku)(list), { failed: { count: list.length } });
    },
};
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
const SECURITY_LOGIC = {
    https_encryption: httpsEncryption,
    mixed_content: mixedContent,
    server_signature: serverSignature,
    unsafe_cross_origin_links: unsafeCrossOriginLinks,
    htst: hsts,
    plaintext_email: plaintextEmail,
};

// EXTERNAL MODULE: ./src/shared/robots-directives.ts
var robots_directives = __webpack_require__(3591);
;// CONCATENATED MODULE: ./src/server/analyzer/text/display-width.ts
// How wide a short text shows on screen, in columns of a Latin letter: search engines cut titles
// and snippets by pixel width, and a Chinese, Japanese or Korean character takes about two
// columns. Counting characters would call a 20-character Japanese title "short" when it fills as
// much of a result line as a 40-character English one.
/**
 * Code points that East Asian Width (Unicode UAX #11) classes Wide or Fullwidth, as ranges:
 * Hangul Jamo, CJK punctuation and ideographs, kana, Hangul syllables, Yi, fullwidth forms and
 * the supplementary ideograph planes. Emoji shown as pictures are tested separately.
 */
const WIDE_RANGES = [
    [0x1100, 0x115f],
    [0x2329, 0x232a],
    [0x2e80, 0x303e],
    [0x3041, 0x33ff],
    [0x3400, 0x4dbf],
    [0x4e00, 0x9fff],
    [0xa000, 0xa4cf],
    [0xa960, 0xa97f],
    [0xac00, 0xd7a3],
    [0xf900, 0xfaff],
    [0xfe10, 0xfe19],
    [0xfe30, 0xfe6f],
    [0xff00, 0xff60],
    [0xffe0, 0xffe6],
    [0x16fe0, 0x16fe4],
    [0x17000, 0x18cff],
    [0x1aff0, 0x1b2ff],
    [0x1f200, 0x1f2ff],
    [0x20000, 0x2fffd],
    [0x30000, 0x3fffd],
];
const EMOJI = /^\p{Emoji_Presentation}$/u;
/** Combining marks and invisible format characters take no column of their own. */
const ZERO_WIDTH = /^[\p{M}\p{Cf}]$/u;
function isWide(code) {
    for (const [start, end] of WIDE_RANGES) {
        if (code < start)
            return false;
        if (code <= end)
            return true;
    }
    return false;
}
/** Columns `text` takes: 2 for a wide character, 0 for a combining mark, 1 for the rest. */
function displayWidth(text) {
    let width = 0;
    for (const char of text) {
        const code = char.codePointAt(0);
        // Plain Latin text (most titles) needs no table.
        if (code < 0x300) {
            width++;
        }
        else if (isWide(code) || EMOJI.test(char)) {
            width += 2;
        }
        else if (!ZERO_WIDTH.test(char)) {
            width++;
        }
    }
    return width;
}

// EXTERNAL MODULE: ./src/server/analyzer/checks/alt-text.ts
var alt_text = __webpack_require__(9293);
;// CONCATENATED MODULE: ./src/server/analyzer/checks/url-shape.ts
// A URL judged by itself, as a reader sees it in a result or a shared link: words, not soup. The
// page's title has nothing to do with it: "/" is the best address a home page can have, and a URL
// must not fail because a title was added or changed (a fix would then show up as a regression).
/** Longer than this (path and query, decoded), an address no longer reads at a glance. */
const URL_MAX_LENGTH = 200;
/** More query parameters than this is a URL built from a form or a filter, not an address. */
const MAX_QUERY_PARAMETERS = 2;
/** Parameters that carry a session: the same page under a new URL for every visitor. */
const SESSION_PARAMETER = /^(?:jsessionid|phpsessid|sessionid|session_id|sid|aspsessionid\w*)$/i;
/** A UUID anywhere in a path segment. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/**
 * A long run of letters and digits mixed (a hash, a token): an ID, not a word. Numbers alone
 * (/article/123456) are not counted: they are short, stable and common in good addresses.
 */
const OPAQUE_TOKEN = /^(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{16,}$/i;
function urlShape(url) {
    const problems = [];
    const path = url_shape_safeDecode(url.pathname);
    if (path.includes('_'))
        problems.push('underscores in the path');
    if (path !== path.toLowerCase())
        problems.push('upper-case letters in the path');
    // Case and underscores are reported above; anything else but letters, digits, - . / is odd.
    if (/[^\p{L}\p{M}\p{N}\-./_]/u.test(path)) {
        problems.push('spaces or special characters in the path');
    }
    const ids = path
        .split('/')
        .some((segment) => UUID.test(segment) || segment.split(/[-_.;,]+/).some(isOpaque));
    if (ids || /;jsessionid=/i.test(url.pathname)) {
        problems.push('IDs in the path');
    }
    const names = [...url.searchParams.keys()];
    if (names.some((name) => SESSION_PARAMETER.test(name)))
        problems.push('a session ID');
    if (names.length > MAX_QUERY_PARAMETERS)
        problems.push(`${names.length} query parameters`);
    const length = [...url_shape_safeDecode(url.pathname + url.search)].length;
    return { problems, length: length > URL_MAX_LENGTH ? length : null };
}
function isOpaque(token) {
    return OPAQUE_TOKEN.test(token);
}
function url_shape_safeDecode(path) {
    try {
        return decodeURIComponent(path);
    }
    catch {
        return path;
    }
}

;// CONCATENATED MODULE: ./src/server/analyzer/checks/seo.ts
// Checks of how a search engine finds, reads and lists the page.








const title = {
    run({ facts, title: firstTitle, limits, profile }) {
        // `all` reads the head as the HTML parser builds it, and measures by display width (a CJK
        // character is two columns: search engines cut titles by pixels, not characters).
        const all = profile === 'all';
        const titles = all ? facts.head.titles : facts.titles;
        const title = all ? (titles[0] ?? null) : firstTitle;
        const outside = all ? outsideHead(facts, 'title') : null;
        const errors = {};
        if (title === null || title === '') {
            // A title only outside the head is one cause, reported once, under outside_head.
            if (outside === null)
                errors.missing = null;
        }
        else {
            const length = all ? displayWidth(title) : [...title].length;
            if (length < limits.titleMinLength || length > limits.titleMaxLength) {
                errors.length = { min: limits.titleMinLength, max: limits.titleMaxLength, length };
            }
        }
        if (titles.length > 1)
            errors.too_many = { count: titles.length };
        if (outside !== null)
            errors.outside_head = outside;
        return (0,check/* outcomeOf */.sG)(title, errors);
    },
};
const metaDescription = {
    run({ facts, limits, profile }) {
        const all = profile === 'all';
        // A description after something that ends the head is in the body, where search engines
        // ignore it: `all` reads only the head's, and says where the others are.
        const descriptions = all ? facts.head.metaDescriptions : facts.metaDescriptions;
        const description = descriptions.find((text) => text !== '') ?? null;
        const outside = all ? outsideHead(facts, 'description') : null;
        const errors = {};
        if (description === null) {
            if (outside === null)
                errors.missing = null;
        }
        else if (all) {
            // Search engines cut longer snippets and pad shorter ones with text of their choosing; they
            // cut by pixels, so a wide (CJK) character counts two.
            const length = displayWidth(description.replace(/\s+/g, ' '));
            const { descriptionMinLength: min, descriptionMaxLength: max } = limits;
            if (length < min || length > max)
                errors.length = { min, max, length };
        }
        if (descriptions.length > 1)
            errors.duplicate = { count: descriptions.length };
        if (outside !== null)
            errors.outside_head = outside;
        return (0,check/* outcomeOf */.sG)(description, errors);
    },
};
const headings = {
    run({ facts }) {
        const byLevel = {};
        for (const heading of facts.headings) {
            const key = `h${heading.level}`;
            const list = byLevel[key] ?? [];
            byLevel[key] = list;
            if (list.length < MAX_HEADINGS_LISTED)
                list.push(heading.text);
        }
        const h1 = facts.headings.filter((heading) => heading.level === 1 && heading.text !== '');
        const errors = {};
        if (h1.length === 0)
            errors.missing = null;
        if (h1.length > 1)
            errors.too_many = { count: h1.length };
        return (0,check/* outcomeOf */.sG)(byLevel, errors);
    },
};
const MAX_HEADINGS_LISTED = 50;
const contentKeywords = {
    run({ titleKeywords, titleKeywordsInText, title, profile }) {
        if (titleKeywords.length === 0) {
            // Without a title (or with one of stop words only) there is nothing to look for: that is
            // the title check's finding, not a second one here.
            if (profile === 'all') {
                return (0,check/* notApplicable */.hH)(title === null || title === ''
                    ? 'the page has no title to take keywords from (see the title check)'
                    : 'the title has no keywords (words of three letters or more that are not stop words)');
            }
            return (0,check/* failed */.gz)([], { missing: null });
        }
        const found = titleKeywordsInText();
        if (found.length > 0)
            return (0,check/* passed */.bF)(found);
        return (0,check/* failed */.gz)(found, { missing: titleKeywords });
    },
};
const imageKeywords = {
    run({ facts, profile }) {
        if (profile === 'all')
            return (0,alt_text/* altOutcome */.g)(facts.images);
        // alt="" is how HTML marks a decorative image; only a missing attribute is a fault.
        const withoutAlt = facts.images.filter((image) => image.alt === null);
        const value = { images: facts.images.length, withoutAlt: withoutAlt.length };
        if (withoutAlt.length === 0)
            return (0,check/* passed */.bF)(value);
        const sources = withoutAlt.map((image) => image.src ?? image.srcset ?? '(no src)');
        return (0,check/* failed */.gz)(value, { missing: (0,check/* firstOf */.Ku)(sources) });
    },
};
const seoFriendlyUrl = {
    run({ finalUrl, titleKeywords, profile }) {
        if (profile === 'all') {
            // The address by itself: length, case, separators, IDs and query soup; never the title.
            const shape = urlShape(finalUrl);
            const found = {};
            if (shape.problems.length > 0)
                found.bad_format = shape.problems;
            if (shape.length !== null)
                found.too_long = { max: URL_MAX_LENGTH, length: shape.length };
            return (0,check/* outcomeOf */.sG)(finalUrl.href, found);
        }
        const errors = {};
        const problems = urlProblems(finalUrl);
        if (problems.length > 0)
            errors.bad_format = problems;
        const inUrl = findWords(`${finalUrl.hostname} ${seo_safeDecode(finalUrl.pathname)}`, titleKeywords);
        if (titleKeywords.length > 0 && inUrl.length === 0)
            errors.missing = titleKeywords;
        // The full URL is what clients read back from this check (docs/compatibility.md).
        return (0,check/* outcomeOf */.sG)(finalUrl.href, errors);
    },
};
/**
 * A friendly URL reads as words: its path holds only lower-case letters (any script), digits,
 * hyphens, dots and slashes, and it carries no query string. (phpRank's rule; `all` judges by
 * url-shape.ts.)
 */
function urlProblems(url) {
    const problems = [];
    const path = seo_safeDecode(url.pathname);
    if (path.includes('_'))
        problems.push('underscores in the path');
    if (path !== path.toLowerCase())
        problems.push('upper-case letters in the path');
    // Case and underscores are reported above; anything else but letters, digits, - . / is odd.
    if (/[^\p{L}\p{M}\p{N}\-./_]/u.test(path)) {
        problems.push('spaces or special characters in the path');
    }
    if (url.search !== '')
        problems.push('query parameters');
    return problems;
}
function seo_safeDecode(path) {
    try {
        return decodeURIComponent(path);
    }
    catch {
        return path;
    }
}
const notFoundPage = {
    run({ input }) {
        const probe = input.notFound;
        if (probe === undefined)
            return (0,check/* notApplicable */.hH)('no missing page was requested');
        if (probe.status === null) {
            return (0,check/* notApplicable */.hH)(`the missing-page probe ${probe.url} got no answer: ${probe.error}`);
        }
        const value = { url: probe.url, status: probe.status };
        if (probe.status === 404 || probe.status === 410)
            return (0,check/* passed */.bF)(value);
        return (0,check/* failed */.gz)(value, { failed: { status: probe.status } });
    },
};
const noindex = {
    run(context) {
        const { facts, profile } = context;
        // `all` obeys only the robots meta tags in the head, as search engines do; one outside it
        // is named in the value, so that whoever put it there learns it does nothing.
        const tags = profile === 'all' ? facts.head.metaRobots : facts.metaRobots;
        const found = [];
        for (const content of tags) {
            if ((0,robots_directives/* directivesBlockIndexing */.M)(content))
                found.push(`<meta name="robots" content="${content}">`);
        }
        // Each header line apart, read as the link checker reads a linked page's (src/shared).
        for (const header of context.headerValues('x-robots-tag')) {
            if ((0,robots_directives/* xRobotsTagBlocksIndexing */.C)(header))
                found.push(`X-Robots-Tag: ${header}`);
        }
        if (found.length > 0)
            return (0,check/* failed */.gz)(found, { failed: found });
        if (profile === 'all' && outsideHead(facts, 'robots') !== null) {
            const ignored = outsideHeadOnly(facts.metaRobots, facts.head.metaRobots).filter((content) => (0,robots_directives/* directivesBlockIndexing */.M)(content));
            if (ignored.length > 0) {
                return (0,check/* passed */.bF)({
                    ignoredOutsideHead: ignored.map((content) => `<meta name="robots" content="${content}">`),
                    after: facts.headEndedBy,
                });
            }
        }
        return (0,check/* passed */.bF)(null);
    },
};
const robots = {
    run(context) {
        return robotsOutcome(context);
    },
};
function robotsOutcome({ input, finalUrl }) {
    const probe = input.robots;
    if (probe === undefined)
        return (0,check/* notApplicable */.hH)('robots.txt was not requested');
    if (probe.status === null) {
        return (0,check/* notApplicable */.hH)(`robots.txt (${probe.url}) got no answer: ${probe.error}`);
    }
    if (probe.status >= 500) {
        // Crawlers read a failing robots.txt as "keep out of the whole site" until it recovers.
        const value = { url: probe.url, status: probe.status, rule: null };
        return (0,check/* failed */.gz)(value, { failed: { status: probe.status } });
    }
    if (probe.status < 200 || probe.status >= 300) {
        // No robots.txt (404 and the like) means no restriction.
        return (0,check/* passed */.bF)({ url: probe.url, status: probe.status, rule: null });
    }
    const parsed = (0,robots_txt/* parseRobotsTxt */.N)(probe.body ?? '', probe.url);
    const verdict = (0,robots_txt/* robotsAllows */.K)(parsed, finalUrl.pathname + finalUrl.search);
    const value = { url: probe.url, status: probe.status, rule: verdict.rule };
    return verdict.allowed ? (0,check/* passed */.bF)(value) : (0,check/* failed */.gz)(value, { failed: { rule: verdict.rule } });
}
/**
 * Most links listed in `Internals` and in `Externals`: every link of an ordinary page (the check
 * fails above 150), while a hostile page of a million links cannot make its report megabytes.
 */
const MAX_LINKS_LISTED = 1_000;
const inPageLinks = {
    run({ links, limits, resolve }) {
        // The targets, resolved and without fragment, each once: the deployed services' shape
        // (`Internals` and `Externals`, lists of `{url}`; theirs also give each link's text), which a
        // crawl discovers a site's pages from (docs/crawl.md). `internalUrls`, the first 50 internal
        // ones, is what site-level findings read.
        const internals = new Set();
        const externals = new Set();
        let internal = 0;
        for (const link of links) {
            if (link.internal)
                internal++;
            const list = link.internal ? internals : externals;
            if (list.size >= MAX_LINKS_LISTED)
                continue;
            const href = resolve(link.href)?.href;
            if (href === undefined)
                continue;
            // Without the fragment: the first "#" of a serialized http(s) URL starts it (one elsewhere
            // is percent-encoded), and a cut is cheaper than the URL's hash setter, which re-parses.
            const hash = href.indexOf('#');
            list.add(hash === -1 ? href : href.slice(0, hash));
        }
        const value = {
            total: links.length,
            internal,
            external: links.length - internal,
            internalUrls: (0,check/* firstOf */.Ku)([...internals]),
            Internals: [...internals].map((url) => ({ url })),
            Externals: [...externals].map((url) => ({ url })),
        };
        if (links.length <= limits.maxLinks)
            return (0,check/* passed */.bF)(value);
        return (0,check/* failed */.gz)(value, { too_many: { max: limits.maxLinks, count: links.length } });
    },
};
// BCP 47 in its common shape: a language, then optional script, region or variant subtags.
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i;
const language = {
    run({ facts }) {
        const lang = facts.htmlLang?.trim() ?? '';
        if (lang === '')
            return (0,check/* failed */.gz)(null, { missing: null });
        if (!LANGUAGE_TAG.test(lang))
            return (0,check/* failed */.gz)(lang, { bad_format: { lang } });
        return (0,check/* passed */.bF)(lang);
    },
};
const favicon = {
    run({ facts, resolve }) {
        const href = facts.icons[0];
        if (href === undefined)
            return (0,check/* failed */.gz)(null, { missing: null });
        return (0,check/* passed */.bF)(resolve(href)?.href ?? href);
    },
};
const SEO_LOGIC = {
    title,
    meta_description: metaDescription,
    headings,
    content_keywords: contentKeywords,
    image_keywords: imageKeywords,
    seo_friendly_url: seoFriendlyUrl,
    '404_page': notFoundPage,
    noindex,
    robots,
    in_page_links: inPageLinks,
    language,
    favicon,
};

;// CONCATENATED MODULE: ./src/server/analyzer/checks/index.ts
// The analyzer's logic for every key of the table of checks (src/shared/checks/), merged from the
// files that hold it. The table gives each check its importance, category and place in the report.










/** A key without its logic, or logic for a key the table lacks, does not compile. */
const CHECK_LOGIC = {
    ...SEO_LOGIC,
    ...PERFORMANCE_LOGIC,
    ...SECURITY_LOGIC,
    ...MISCELLANEOUS_LOGIC,
    ...RESPONSE_LOGIC,
    ...CANONICAL_LOGIC,
    ...HREFLANG_LOGIC,
    ...OPEN_GRAPH_LOGIC,
    ...checks_images/* IMAGE_LOGIC */.Bf,
    ...LINK_LOGIC,
};

// EXTERNAL MODULE: ./src/server/analyzer/options.ts + 1 modules
var analyzer_options = __webpack_require__(9328);
// EXTERNAL MODULE: ./src/shared/score.ts
var score = __webpack_require__(771);
;// CONCATENATED MODULE: ./src/server/analyzer/score.ts
// A page's score from its check results: the shared formula (shared/score.ts).

function scoreResults(results, weights) {
    return (0,score/* scoreChecks */.M1)(Object.values(results), weights);
}

;// CONCATENATED MODULE: ./src/server/analyzer/analyze-document.ts
// The pure half of the analyzer: from already-fetched material to results and a score. One
// parse of the document, then every check of the table over the same facts. No network, no
// clock except for the timing it reports, and no exceptions for a bad page.












/**
 * Runs every check on a fetched page. Returns an Analysis with a failure (and no score) when the
 * material is not an analysable HTML page: an error status, another media type, an empty body.
 */
function analyzeDocument(input, options = {}) {
    return analyzeInput(input, options, false).analysis;
}
/**
 * The document phase of a service's analysis, run in a worker thread: one parse, every check,
 * and what the main thread still asks the network for (types.ts): the images the page shows,
 * its canonical URL.
 */
function analyzeDocumentPhase(input, options = {}) {
    return analyzeInput(input, options, true);
}
function analyzeInput(input, options, twoPhases) {
    const started = external_node_perf_hooks_.performance.now();
    const settings = (0,analyzer_options/* resolveCheckSettings */.IP)(options);
    const refusal = admissionFailure(input, settings.profile);
    if (refusal !== null) {
        return {
            analysis: failedAnalysis(input.url, input.finalUrl, refusal, input.fetchMs ?? 0),
            imagesToWeigh: null,
            canonical: null,
        };
    }
    const context = buildContext(input, (0,extract_facts/* extractFacts */.B)(input.body), settings.limits, settings.profile);
    const analysis = analyzeContext(context, settings, started);
    if (!twoPhases)
        return { analysis, imagesToWeigh: null, canonical: null };
    const waitsFor = (key) => (0,checks/* checksIn */.Jr)(settings.profile).some((check) => check.key === key) &&
        errorPageOutcome(context, key) === null;
    const canonicalUrl = input.canonicalTarget === undefined && waitsFor('canonical') ? canonicalToProbe(context) : null;
    return {
        analysis,
        imagesToWeigh: input.imageWeights === undefined && waitsFor('image_weight')
            ? (0,checks_images/* imagesToWeigh */.Mo)(context.facts.images, context.baseUrl)
            : null,
        canonical: canonicalUrl === null ? null : { url: canonicalUrl, findings: canonicalFindings(context) },
    };
}
/**
 * The network phase's end, on the service's main thread: the checks that waited for the network
 * judged from its answers alone (image_weight from the weights, canonical from its findings and
 * the canonical URL's answer), and the score of the results they complete. The same results, in
 * the same order, as analyzeDocument of the input with those answers.
 */
function completeAnalysis(phase, answers, options = {}) {
    const { analysis } = phase;
    if (analysis.failure !== null)
        return analysis;
    const started = external_node_perf_hooks_.performance.now();
    const settings = (0,analyzer_options/* resolveCheckSettings */.IP)(options);
    const specs = (0,checks/* checksIn */.Jr)(settings.profile);
    const spec = (key) => specs.find((check) => check.key === key);
    // Assigned over the results of the document phase, each keeps its place among the others.
    const results = { ...analysis.results };
    const imageWeightSpec = spec('image_weight');
    if (phase.imagesToWeigh !== null && imageWeightSpec !== undefined) {
        results.image_weight = checkResult(imageWeightSpec, (0,checks_images/* judgeImageWeights */.Ak)(answers.imageWeights, settings.limits));
    }
    const canonicalSpec = spec('canonical');
    if (phase.canonical !== null && canonicalSpec !== undefined) {
        results.canonical = checkResult(canonicalSpec, canonicalOutcome(phase.canonical.findings, answers.canonicalTarget));
    }
    const score = scoreOf(results, settings);
    return {
        ...analysis,
        score,
        grade: (0,grade/* gradeForScore */.rM)(score),
        results,
        timings: {
            fetchMs: analysis.timings.fetchMs,
            analyzeMs: analysis.timings.analyzeMs + (external_node_perf_hooks_.performance.now() - started),
        },
    };
}
/** The checks over the context of one parse. */
function analyzeContext(context, settings, started) {
    const input = context.input;
    const fetchMs = input.fetchMs ?? 0;
    const results = {};
    for (const check of (0,checks/* checksIn */.Jr)(settings.profile)) {
        const outcome = errorPageOutcome(context, check.key) ?? CHECK_LOGIC[check.key].run(context);
        results[check.key] = checkResult(check, outcome);
    }
    const score = scoreOf(results, settings);
    return {
        url: input.url,
        finalUrl: input.finalUrl,
        score,
        grade: (0,grade/* gradeForScore */.rM)(score),
        results,
        failure: null,
        timings: { fetchMs, analyzeMs: external_node_perf_hooks_.performance.now() - started },
    };
}
/** A check's outcome as a report holds it: lists cut to size, and said so. */
function checkResult(check, outcome) {
    const truncated = {};
    const value = (0,bound_result/* boundValue */.O)(outcome.value, 'value', truncated);
    const errors = outcome.errors === undefined ? undefined : (0,bound_result/* boundValue */.O)(outcome.errors, 'errors', truncated);
    const result = {
        passed: outcome.passed,
        importance: check.importance,
        category: check.category,
        value,
    };
    // Set in this order, so that a stored result reads the same as before (no spread copies).
    if (errors !== undefined)
        result.errors = errors;
    if (Object.keys(truncated).length !== 0)
        result.truncated = truncated;
    return result;
}
/**
 * A page that answers an error is not what visitors or crawlers get to keep, however well it
 * is built: it scores 0, so a fail-on gate catches it, and its other results still show why.
 */
function scoreOf(results, settings) {
    return results.http_status?.passed === false ? 0 : scoreResults(results, settings.weights);
}
function failedAnalysis(url, finalUrl, failure, fetchMs = 0) {
    return {
        url,
        finalUrl,
        score: null,
        grade: null,
        results: {},
        failure,
        timings: { fetchMs, analyzeMs: 0 },
    };
}
/**
 * A page its redirects never let anyone reach (a loop, or more hops than the limit), in the
 * `all` profile: `redirects` fails with the cause, every other check is not applicable, and the
 * score is 0, as for a page that answers an error.
 */
function unreachableAnalysis(url, failure, limits) {
    const results = {};
    for (const check of (0,checks/* checksIn */.Jr)('all')) {
        const result = {
            passed: null,
            importance: check.importance,
            category: check.category,
            value: `not applicable: the page is never reached (${failure.message})`,
        };
        if (check.key === 'redirects') {
            result.passed = false;
            result.value = failure.message;
            result.errors =
                failure.code === 'redirect_loop'
                    ? { loop: null }
                    : { too_many: { max: limits.max, count: limits.max + 1 } };
        }
        results[check.key] = result;
    }
    return {
        url,
        finalUrl: null,
        score: 0,
        grade: (0,grade/* gradeForScore */.rM)(0),
        results,
        failure: null,
        timings: { fetchMs: 0, analyzeMs: 0 },
    };
}
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
/**
 * The media type of a Content-Type value, lower-cased, without parameters; null for none. Read
 * for every image of every page too (image-weights.ts): cut at the first `;` without splitting.
 */
function mediaType(contentType) {
    if (contentType === undefined)
        return null;
    const end = contentType.indexOf(';');
    const type = (end === -1 ? contentType : contentType.slice(0, end)).trim().toLowerCase();
    return type === '' ? null : type;
}
/**
 * Is this HTML? By Content-Type when there is one; without one, by the start of the body, the
 * way a browser sniffs an unlabelled response.
 */
function isHtml(contentType, bodyStart) {
    const type = mediaType(contentType);
    if (type !== null)
        return HTML_TYPES.has(type);
    return /^\s*<(!doctype\s+html|html|head|body|!--)[\s>]/i.test(bodyStart.slice(0, 512));
}
/**
 * Is the response an HTML page at all? Judged on the status, Content-Type and body start. The
 * `all` profile judges an HTML error page (its http_status check fails); `phprank` refuses it,
 * and so does every profile when the error is not an HTML page.
 */
function responseFailure(finalUrl, status, contentType, bodyStart, profile = 'phprank') {
    const html = isHtml(contentType, bodyStart);
    if (status < 200 || status >= 300) {
        if (!(profile === 'all' && status >= 400 && html)) {
            return { code: 'http_error', message: `${finalUrl} answered HTTP ${status}` };
        }
    }
    if (!html) {
        const type = mediaType(contentType) ?? 'no Content-Type and no HTML markup';
        return { code: 'not_html', message: `${finalUrl} is not an HTML page (${type})` };
    }
    return null;
}
function admissionFailure(input, profile = 'all') {
    const contentType = headerText(input.headers['content-type']);
    const refusal = responseFailure(input.finalUrl, input.status, contentType, input.body, profile);
    if (refusal !== null)
        return refusal;
    if (input.body.trim() === '') {
        if (input.status >= 400) {
            return { code: 'http_error', message: `${input.finalUrl} answered HTTP ${input.status}` };
        }
        return { code: 'empty', message: `${input.finalUrl} returned an empty page` };
    }
    return null;
}
function headerText(value) {
    return typeof value === 'string' ? value : value?.[0];
}


/***/ }),

/***/ 8982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IN: () => (/* binding */ cutText),
/* harmony export */   O: () => (/* binding */ boundValue)
/* harmony export */ });
/* unused harmony exports MAX_STORED_TEXT, MAX_STORED_ITEMS */
/* harmony import */ var _shared_own_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6678);
// What one page can put into a report is bounded here, whatever the page holds: a check's value
// and error details are cut to short strings and short lists before they are stored, so a title
// of a megabyte or forty thousand image sources make a report of a few kilobytes, not of
// megabytes that every list answer then carries. What was cut is said: a cut string ends with
// "…", and the result's `truncated` maps each cut list to its full length.

/** A string keeps this many characters (a title is far shorter; a cut one still reads). */
const MAX_STORED_TEXT = 300;
/** A list keeps this many items; `truncated` gives the full count. */
const MAX_STORED_ITEMS = 40;
/** Deeper structure than this is not something a check produces; it is dropped. */
const MAX_DEPTH = 6;
/** A copy of `value` within the limits above; `path` names it in `truncated`. */
function boundValue(value, path, truncated) {
    return bound(value, path, truncated, 0);
}
function bound(value, path, truncated, depth) {
    if (typeof value === 'string')
        return cutText(value, MAX_STORED_TEXT);
    if (value === null || typeof value !== 'object')
        return value;
    if (depth >= MAX_DEPTH)
        return null;
    // Loops rather than entries/slice/map, and an item's path is spelt out only for an item that
    // is itself a list or an object (only those can be cut): this runs on every check's result.
    if (Array.isArray(value)) {
        if (value.length > MAX_STORED_ITEMS)
            truncated[path] = value.length;
        const count = Math.min(value.length, MAX_STORED_ITEMS);
        const copy = [];
        for (let i = 0; i < count; i++) {
            const item = value[i];
            copy.push(item !== null && typeof item === 'object'
                ? bound(item, `${path}.${i}`, truncated, depth + 1)
                : bound(item, path, truncated, depth + 1));
        }
        return copy;
    }
    const keys = Object.keys(value);
    if (keys.length > MAX_STORED_ITEMS)
        truncated[path] = keys.length;
    const count = Math.min(keys.length, MAX_STORED_ITEMS);
    const copy = {};
    for (let i = 0; i < count; i++) {
        const key = keys[i];
        const item = value[key];
        // Keys come from the page: "__proto__" is stored as a key, not set as the copy's prototype.
        (0,_shared_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .setOwn */ .P)(copy, cutText(key, MAX_STORED_TEXT), item !== null && typeof item === 'object'
            ? bound(item, `${path}.${key}`, truncated, depth + 1)
            : bound(item, path, truncated, depth + 1));
    }
    return copy;
}
/** `text` cut to `max` characters (whole code points) with "…" when it was longer. */
function cutText(text, max) {
    if (text.length <= max)
        return text;
    let end = max - 1;
    // Never split a surrogate pair: half a character is not text.
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end--;
    return `${text.slice(0, end)}…`;
}


/***/ }),

/***/ 9293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ isShown),
/* harmony export */   g: () => (/* binding */ altOutcome)
/* harmony export */ });
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(774);

/**
 * Not judged: images inside <noscript> (never built when scripts run) and images not shown
 * (hidden, tracking pixels, presentational). alt="" marks a decorative image and passes; alt made
 * of whitespace alone (&nbsp; included) is no text.
 */
function altOutcome(images) {
    const judged = images.filter(isShown);
    const withoutAlt = judged.filter((image) => image.alt === null || (image.alt !== '' && image.alt.trim() === ''));
    const value = {
        images: judged.length,
        withoutAlt: withoutAlt.length,
        notJudged: images.length - judged.length,
    };
    if (withoutAlt.length === 0)
        return (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .passed */ .bF)(value);
    const sources = withoutAlt.map((image) => image.src ?? image.srcset ?? '(no src)');
    return (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .failed */ .gz)(value, { missing: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .firstOf */ .Ku)(sources) });
}
/** An image a browser builds and shows: not inside <noscript>, not hidden, not a pixel. */
function isShown(image) {
    return !image.inNoscript && !image.hidden;
}


/***/ }),

/***/ 774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ku: () => (/* binding */ firstOf),
/* harmony export */   bF: () => (/* binding */ passed),
/* harmony export */   gz: () => (/* binding */ failed),
/* harmony export */   hH: () => (/* binding */ notApplicable),
/* harmony export */   sG: () => (/* binding */ outcomeOf)
/* harmony export */ });
/* unused harmony export MAX_LISTED */
/** Lists in values and error details are cut to this many entries; counts are kept whole. */
const MAX_LISTED = 50;
/** Passed when no error was found; errors are attached only to a failed check. */
function outcomeOf(value, errors) {
    return Object.keys(errors).length === 0
        ? { passed: true, value }
        : { passed: false, value, errors };
}
function passed(value) {
    return { passed: true, value };
}
function failed(value, errors) {
    return { passed: false, value, errors };
}
/** The check's input could not be observed: it is left out of the score, and says why. */
function notApplicable(reason) {
    return { passed: null, value: `not applicable: ${reason}` };
}
function firstOf(items, count = MAX_LISTED) {
    return items.length <= count ? [...items] : items.slice(0, count);
}


/***/ }),

/***/ 7098:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ak: () => (/* binding */ judgeImageWeights),
/* harmony export */   Bf: () => (/* binding */ IMAGE_LOGIC),
/* harmony export */   Mo: () => (/* binding */ imagesToWeigh)
/* harmony export */ });
/* unused harmony exports imageDimensions, lazyLoading, MAX_IMAGES_WEIGHED, imageWeight */
/* harmony import */ var _html_extract_facts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5669);
/* harmony import */ var _alt_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9293);
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(774);
// How images affect loading: reserved space (no layout shift) and lazy loading below the top.



/** A dimension a browser can use: starts with digits (HTML's rules for parsing dimension values). */
const DIMENSION = /^\s*\d/;
const imageDimensions = {
    run(context) {
        // Images never built (<noscript>) or not shown (hidden, pixels) take no space on the screen.
        const images = context.facts.images.filter(_alt_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isShown */ .a);
        const without = images.filter((image) => !DIMENSION.test(image.width ?? '') || !DIMENSION.test(image.height ?? ''));
        const value = { images: images.length, withoutDimensions: without.length };
        return (0,_check_js__WEBPACK_IMPORTED_MODULE_2__/* .outcomeOf */ .sG)(value, without.length === 0 ? {} : { missing: sources(without, context) });
    },
};
const lazyLoading = {
    run(context) {
        // Only images a browser builds and shows: a <noscript> copy of a lazy image, or a tracking
        // pixel, is no image at the top of the page.
        const images = context.facts.images.filter(_alt_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isShown */ .a);
        const eager = context.limits.eagerImages;
        // The first images are likely in view (one is often the largest paint): loading them lazily
        // delays them. The rest should wait until the reader scrolls near them.
        const top = images.slice(0, eager);
        const below = images.slice(eager);
        const lazyAtTop = top.filter((image) => image.loading === 'lazy');
        const eagerBelow = below.filter((image) => image.loading !== 'lazy');
        const value = {
            images: images.length,
            lazy: images.filter((image) => image.loading === 'lazy').length,
            eagerImages: eager,
        };
        const errors = {};
        if (eagerBelow.length > 0)
            errors.missing = sources(eagerBelow, context);
        if (lazyAtTop.length > 0)
            errors.lazy_above_fold = sources(lazyAtTop, context);
        return (0,_check_js__WEBPACK_IMPORTED_MODULE_2__/* .outcomeOf */ .sG)(value, errors);
    },
};
function sources(images, { resolve }) {
    return (0,_check_js__WEBPACK_IMPORTED_MODULE_2__/* .firstOf */ .Ku)(images).map((image) => {
        const raw = image.src ?? (0,_html_extract_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .candidates */ .X)(image.srcset ?? '')[0] ?? '(no src)';
        return raw.startsWith('data:') ? raw.slice(0, 40) : (resolve(raw)?.href ?? raw);
    });
}
/** A page's first images are the ones a visitor waits for; past this many, they are counted only. */
const MAX_IMAGES_WEIGHED = 40;
/**
 * The distinct http(s) URLs of the images a phone browser would load for the page, in page order:
 * of a <picture>, its first <source> (the modern format it offers); else the src, else the first
 * srcset candidate. Images never built or not shown are left out, and data: URLs weigh on the HTML.
 * Only the first MAX_IMAGES_WEIGHED are weighed; the rest are counted.
 */
function imagesToWeigh(images, base) {
    const urls = new Set();
    for (const image of images) {
        if (!(0,_alt_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isShown */ .a)(image))
            continue;
        const fromSource = image.sources.map((source) => (0,_html_extract_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .candidates */ .X)(source.srcset ?? '')[0])[0];
        const raw = fromSource ?? image.src ?? (0,_html_extract_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .candidates */ .X)(image.srcset ?? '')[0];
        if (raw === undefined || raw === null)
            continue;
        const url = URL.parse(raw.trim(), base.href);
        if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:'))
            continue;
        url.hash = '';
        urls.add(url.href);
    }
    const distinct = [...urls];
    const asked = distinct.slice(0, MAX_IMAGES_WEIGHED);
    return { urls: asked, notAsked: distinct.length - asked.length };
}
/**
 * Share of an image's bytes that WebP likely saves, by the format it is served in: Google's WebP
 * study found lossy WebP 25-34% smaller than JPEG at the same SSIM, lossless WebP 26% smaller than
 * PNG. AVIF usually saves more; the low figures keep the estimate honest.
 */
const MODERN_SAVING = {
    'image/jpeg': 0.25,
    'image/jpg': 0.25,
    'image/png': 0.26,
};
const imageWeight = {
    run: (context) => judgeImageWeights(context.input.imageWeights, context.limits),
};
/**
 * image_weight's verdict from the weights alone: the service judges it on its main thread once
 * the images are weighed, after the worker has judged the document (analyze-document.ts).
 */
function judgeImageWeights(weights, limits) {
    if (weights === undefined)
        return (0,_check_js__WEBPACK_IMPORTED_MODULE_2__/* .notApplicable */ .hH)('the images were not requested');
    const { maxImageBytes, maxPageImageBytes, imageFormats } = limits;
    const weighed = weights.images.filter((image) => image.bytes !== null);
    const total = weighed.reduce((sum, image) => sum + image.bytes, 0);
    const tooLarge = weighed
        .filter((image) => image.bytes > maxImageBytes)
        .map((image) => {
        const bytes = image.bytes;
        const type = image.contentType ?? '';
        const subtype = type.replace(/^image\//, '');
        const share = imageFormats.includes(subtype) ? undefined : MODERN_SAVING[type];
        return {
            url: image.url,
            bytes,
            ...(image.atLeast ? { atLeast: true } : {}),
            ...(share === undefined ? {} : { estimatedSavingBytes: Math.round(bytes * share) }),
        };
    });
    const value = {
        images: weights.images.length + weights.notAsked,
        weighed: weighed.length,
        notWeighed: weights.images.length - weighed.length + weights.notAsked,
        bytes: total,
        maxImageBytes,
        maxPageImageBytes,
    };
    const errors = {};
    if (tooLarge.length > 0)
        errors.too_large = (0,_check_js__WEBPACK_IMPORTED_MODULE_2__/* .firstOf */ .Ku)(tooLarge);
    if (total > maxPageImageBytes)
        errors.total_too_large = { bytes: total, max: maxPageImageBytes };
    return (0,_check_js__WEBPACK_IMPORTED_MODULE_2__/* .outcomeOf */ .sG)(value, errors);
}
const IMAGE_LOGIC = {
    image_dimensions: imageDimensions,
    lazy_loading: lazyLoading,
    image_weight: imageWeight,
};


/***/ }),

/***/ 5669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ extractFacts),
/* harmony export */   X: () => (/* binding */ candidates)
/* harmony export */ });
/* harmony import */ var entities__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7031);
/* harmony import */ var htmlparser2__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5455);
// One pass of htmlparser2's tokenizer over the document, collecting PageFacts as the tokens go
// by. No tree is built, and not even htmlparser2's Parser layer is used: every check is defined
// on tags, attributes and text, so the Parser's element stack, per-element attribute objects and
// string slicing of everything would cost a third of the time and add nothing. Where a tree
// matters (inside a heading, a <script>, an <svg>...), a counter of open and close tags stands
// in for it, the way the HTML spec scopes those elements.


// Tag names are read as small numbers: an open or close tag is matched against the names the
// collector cares about in place, in the document's characters, without slicing a string per tag
// and comparing it with a switch of strings (a 300 KB page has thousands of tags, most of them
// div, span and the like, which match nothing).
const DEPRECATED = 1; // obsolete and non-conforming (WHATWG)
const HIDDEN = 2; // its text is not page content for a reader
const HEAD = 4; // may appear in <head>; any other element means the body has begun
const RAW = 8; // the tokenizer reads its content as raw text, where "&" is just a character
// The HTML parser's "in head" elements: these stay in (or go back into) <head>; any other element
// starts the body. HEAD above is the older, looser notion the visible text has always used.
const HEAD_CONTENT = 16;
const TAG_TABLE = [
    ['', 0], // Tag.Other: any element not listed here
    ['html', 0],
    ['head', 0],
    ['body', 0],
    ['svg', 0],
    ['math', 0],
    ['title', HEAD | HEAD_CONTENT],
    ['base', HEAD | HEAD_CONTENT],
    ['meta', HEAD | HEAD_CONTENT],
    ['link', HEAD | HEAD_CONTENT],
    ['script', HEAD | HEAD_CONTENT | HIDDEN | RAW],
    ['style', HEAD | HEAD_CONTENT | HIDDEN | RAW],
    ['noscript', HEAD | HEAD_CONTENT | HIDDEN],
    ['template', HEAD | HEAD_CONTENT | HIDDEN],
    ['textarea', HIDDEN],
    ['select', HIDDEN],
    ['iframe', HIDDEN | RAW],
    ['noembed', DEPRECATED | HIDDEN | RAW],
    ['noframes', DEPRECATED | HEAD_CONTENT | HIDDEN | RAW],
    ['xmp', DEPRECATED | RAW],
    ['plaintext', DEPRECATED | RAW],
    ['a', 0],
    ['area', 0],
    ['img', 0],
    ['image', 0],
    ['picture', 0],
    ['source', 0],
    ['frame', DEPRECATED],
    ['video', 0],
    ['audio', 0],
    ['track', 0],
    ['embed', 0],
    ['object', 0],
    ['input', 0],
    ['h1', 0],
    ['h2', 0],
    ['h3', 0],
    ['h4', 0],
    ['h5', 0],
    ['h6', 0],
    ['acronym', DEPRECATED],
    ['applet', DEPRECATED],
    ['basefont', DEPRECATED | HEAD_CONTENT],
    ['bgsound', DEPRECATED | HEAD_CONTENT],
    ['big', DEPRECATED],
    ['blink', DEPRECATED],
    ['center', DEPRECATED],
    ['dir', DEPRECATED],
    ['font', DEPRECATED],
    ['frameset', DEPRECATED],
    ['isindex', DEPRECATED],
    ['keygen', DEPRECATED],
    ['listing', DEPRECATED],
    ['marquee', DEPRECATED],
    ['menuitem', DEPRECATED],
    ['multicol', DEPRECATED],
    ['nextid', DEPRECATED],
    ['nobr', DEPRECATED],
    ['rb', DEPRECATED],
    ['rtc', DEPRECATED],
    ['spacer', DEPRECATED],
    ['strike', DEPRECATED],
    ['tt', DEPRECATED],
];
/** Indexes into TAG_TABLE, in its order, for the tags the collector treats specially. */
var Tag;
(function (Tag) {
    Tag[Tag["Other"] = 0] = "Other";
    Tag[Tag["Html"] = 1] = "Html";
    Tag[Tag["Head"] = 2] = "Head";
    Tag[Tag["Body"] = 3] = "Body";
    Tag[Tag["Svg"] = 4] = "Svg";
    Tag[Tag["Math"] = 5] = "Math";
    Tag[Tag["Title"] = 6] = "Title";
    Tag[Tag["Base"] = 7] = "Base";
    Tag[Tag["Meta"] = 8] = "Meta";
    Tag[Tag["Link"] = 9] = "Link";
    Tag[Tag["Script"] = 10] = "Script";
    Tag[Tag["Style"] = 11] = "Style";
    Tag[Tag["Noscript"] = 12] = "Noscript";
    Tag[Tag["Template"] = 13] = "Template";
    Tag[Tag["Textarea"] = 14] = "Textarea";
    Tag[Tag["Select"] = 15] = "Select";
    Tag[Tag["Iframe"] = 16] = "Iframe";
    Tag[Tag["Noembed"] = 17] = "Noembed";
    Tag[Tag["Noframes"] = 18] = "Noframes";
    Tag[Tag["Xmp"] = 19] = "Xmp";
    Tag[Tag["Plaintext"] = 20] = "Plaintext";
    Tag[Tag["A"] = 21] = "A";
    Tag[Tag["Area"] = 22] = "Area";
    Tag[Tag["Img"] = 23] = "Img";
    Tag[Tag["Image"] = 24] = "Image";
    Tag[Tag["Picture"] = 25] = "Picture";
    Tag[Tag["Source"] = 26] = "Source";
    Tag[Tag["Frame"] = 27] = "Frame";
    Tag[Tag["Video"] = 28] = "Video";
    Tag[Tag["Audio"] = 29] = "Audio";
    Tag[Tag["Track"] = 30] = "Track";
    Tag[Tag["Embed"] = 31] = "Embed";
    Tag[Tag["Object"] = 32] = "Object";
    Tag[Tag["Input"] = 33] = "Input";
    Tag[Tag["H1"] = 34] = "H1";
    Tag[Tag["H2"] = 35] = "H2";
    Tag[Tag["H3"] = 36] = "H3";
    Tag[Tag["H4"] = 37] = "H4";
    Tag[Tag["H5"] = 38] = "H5";
    Tag[Tag["H6"] = 39] = "H6";
})(Tag || (Tag = {}));
const TAG_NAMES = TAG_TABLE.map(([name]) => name);
// The enum indexes the table: an entry moved in one and not the other would misread tags.
for (const [key, id] of Object.entries(Tag)) {
    if (typeof id === 'number' && id !== Tag.Other && TAG_NAMES[id] !== key.toLowerCase()) {
        throw new Error(`Tag.${key} is not TAG_TABLE[${id}]`);
    }
}
const TAG_FLAGS = Uint8Array.from(TAG_TABLE, ([, flags]) => flags);
const TAG_BY_NAME = new Map(TAG_NAMES.map((name, id) => [name, id]));
const LONGEST_TAG = Math.max(...TAG_NAMES.map((name) => name.length));
/**
 * Tag ids by name length and the low five bits of the first letter (both cases share them). Every
 * key up to the longest name has an entry: a read past an array's end is a slow path in V8.
 */
const TAGS_BY_KEY = (() => {
    const table = Array.from({ length: (LONGEST_TAG + 1) * 32 }, () => []);
    TAG_NAMES.forEach((name, id) => {
        if (name !== '')
            table[name.length * 32 + (name.charCodeAt(0) & 31)]?.push(id);
    });
    return table;
})();
/**
 * The Tag of the name html[start, end): exactly what looking up the lower-cased name would give
 * (lowerName's String#toLowerCase, so "LIN\u212A" with a Kelvin sign is still <link>).
 */
function tagAt(html, start, end) {
    const length = end - start;
    if (length > LONGEST_TAG)
        return Tag.Other; // lower-casing never makes a name shorter
    const bucket = TAGS_BY_KEY[length * 32 + (html.charCodeAt(start) & 31)];
    for (let b = 0; b < bucket.length; b++) {
        const id = bucket[b];
        const name = TAG_NAMES[id];
        let i = 0;
        while (i < length) {
            const code = html.charCodeAt(start + i);
            const wanted = name.charCodeAt(i);
            if (code !== wanted && !(code >= 0x41 && code <= 0x5a && code + 0x20 === wanted))
                break;
            i++;
        }
        if (i === length)
            return id;
    }
    // Not an ASCII spelling of a listed name; one with other characters may still lower-case to
    // one, so it takes the slow way. Plain ASCII names (div, span...) end here.
    for (let i = start; i < end; i++) {
        if (html.charCodeAt(i) >= 0x80) {
            return TAG_BY_NAME.get(lowerName(html.slice(start, end))) ?? Tag.Other;
        }
    }
    return Tag.Other;
}
const INLINE_STYLE_SAMPLES = 20;
// The attributes the checks read. An attribute is only sliced out of the document when its
// name is one of these; class, id, data-* and the rest are skipped without a copy.
var Attr;
(function (Attr) {
    Attr[Attr["None"] = -1] = "None";
    Attr[Attr["Style"] = 0] = "Style";
    Attr[Attr["Itemscope"] = 1] = "Itemscope";
    Attr[Attr["Itemtype"] = 2] = "Itemtype";
    Attr[Attr["Typeof"] = 3] = "Typeof";
    Attr[Attr["Lang"] = 4] = "Lang";
    Attr[Attr["XmlLang"] = 5] = "XmlLang";
    Attr[Attr["Href"] = 6] = "Href";
    Attr[Attr["Name"] = 7] = "Name";
    Attr[Attr["Content"] = 8] = "Content";
    Attr[Attr["Charset"] = 9] = "Charset";
    Attr[Attr["HttpEquiv"] = 10] = "HttpEquiv";
    Attr[Attr["Property"] = 11] = "Property";
    Attr[Attr["Rel"] = 12] = "Rel";
    Attr[Attr["Src"] = 13] = "Src";
    Attr[Attr["Srcset"] = 14] = "Srcset";
    Attr[Attr["Alt"] = 15] = "Alt";
    Attr[Attr["Type"] = 16] = "Type";
    Attr[Attr["Async"] = 17] = "Async";
    Attr[Attr["Defer"] = 18] = "Defer";
    Attr[Attr["Target"] = 19] = "Target";
    Attr[Attr["Poster"] = 20] = "Poster";
    Attr[Attr["Data"] = 21] = "Data";
    Attr[Attr["Hreflang"] = 22] = "Hreflang";
    Attr[Attr["Width"] = 23] = "Width";
    Attr[Attr["Height"] = 24] = "Height";
    Attr[Attr["Loading"] = 25] = "Loading";
    // Read only on some elements (see onattribname): images, and <a> for the link checks.
    Attr[Attr["Role"] = 26] = "Role";
    Attr[Attr["Hidden"] = 27] = "Hidden";
    Attr[Attr["Title"] = 28] = "Title";
    Attr[Attr["AriaLabel"] = 29] = "AriaLabel";
    Attr[Attr["AriaLabelledby"] = 30] = "AriaLabelledby";
    Attr[Attr["Onclick"] = 31] = "Onclick";
    Attr[Attr["Count"] = 32] = "Count";
})(Attr || (Attr = {}));
// Candidate attribute names by length and the low five bits of the first letter, matched against
// the document's characters without slicing a string for every attribute name (pages carry
// thousands of class and data-* ones, and most fail at the first lookup).
const LONGEST_ATTRIBUTE = 15; // aria-labelledby
const ATTRIBUTES_BY_KEY = (() => {
    // An entry for every key up to the longest name: a read past an array's end is slow in V8.
    const table = Array.from({ length: (LONGEST_ATTRIBUTE + 1) * 32 }, () => []);
    const names = [
        ['style', Attr.Style],
        ['itemscope', Attr.Itemscope],
        ['itemtype', Attr.Itemtype],
        ['typeof', Attr.Typeof],
        ['lang', Attr.Lang],
        ['xml:lang', Attr.XmlLang],
        ['href', Attr.Href],
        ['name', Attr.Name],
        ['content', Attr.Content],
        ['charset', Attr.Charset],
        ['http-equiv', Attr.HttpEquiv],
        ['property', Attr.Property],
        ['rel', Attr.Rel],
        ['src', Attr.Src],
        ['srcset', Attr.Srcset],
        ['alt', Attr.Alt],
        ['type', Attr.Type],
        ['async', Attr.Async],
        ['defer', Attr.Defer],
        ['target', Attr.Target],
        ['poster', Attr.Poster],
        ['data', Attr.Data],
        ['hreflang', Attr.Hreflang],
        ['width', Attr.Width],
        ['height', Attr.Height],
        ['loading', Attr.Loading],
        ['role', Attr.Role],
        ['hidden', Attr.Hidden],
        ['title', Attr.Title],
        ['aria-label', Attr.AriaLabel],
        ['aria-labelledby', Attr.AriaLabelledby],
        ['onclick', Attr.Onclick],
    ];
    for (const entry of names) {
        if (entry[0].length > LONGEST_ATTRIBUTE)
            throw new Error(`${entry[0]}: raise LONGEST_ATTRIBUTE`);
        table[attributeKey(entry[0].length, entry[0].charCodeAt(0))]?.push(entry);
    }
    return table;
})();
/** A name's bucket: its length, and the first character's low bits (the same in either case). */
function attributeKey(length, firstCode) {
    return length * 32 + (firstCode & 31);
}
/** Which wanted attribute html[start, end) names, ASCII case-insensitively; None if none. */
function attributeAt(html, start, end) {
    if (end - start > LONGEST_ATTRIBUTE)
        return Attr.None;
    const candidates = ATTRIBUTES_BY_KEY[attributeKey(end - start, html.charCodeAt(start))];
    for (let c = 0; c < candidates.length; c++) {
        const [name, id] = candidates[c];
        let i = 0;
        // | 0x20 lower-cases ASCII letters and leaves digits, ':' and '-' as they are.
        while (i < name.length && (html.charCodeAt(start + i) | 0x20) === name.charCodeAt(i))
            i++;
        if (i === name.length)
            return id;
    }
    return Attr.None;
}
/** Where the HTML parser stands with the head (its insertion modes, reduced to what moves it). */
var HeadState;
(function (HeadState) {
    /** No element yet: a metadata element here opens the head by itself. */
    HeadState[HeadState["Before"] = 0] = "Before";
    HeadState[HeadState["InHead"] = 1] = "InHead";
    /** After </head>: metadata elements still go into the head; anything else starts the body. */
    HeadState[HeadState["AfterHead"] = 2] = "AfterHead";
    HeadState[HeadState["Body"] = 3] = "Body";
})(HeadState || (HeadState = {}));
/** Whitespace as the HTML parser has it (not \u00a0, which is text). */
function isHtmlWhitespace(text) {
    return /^[\t\n\f\r ]*$/.test(text.includes('&') ? (0,entities__WEBPACK_IMPORTED_MODULE_0__/* .decodeHTML */ .Gz)(text) : text);
}
/** Width or height of 0 or 1 pixel, as an attribute ("1", "0px") or in a style. */
const PIXEL_SIZE = /^\s*[01](?:\.0*)?\s*(?:px)?\s*$/i;
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden|(?:width|height)\s*:\s*[01](?:px)?\s*(?:!important\s*)?(?:;|$))/i;
/** The tokenizer's callbacks; positions are indexes into the document string. */
class FactCollector {
    html;
    facts = {
        doctype: null,
        htmlLang: null,
        titles: [],
        metaDescriptions: [],
        metaRobots: [],
        metaViewport: null,
        metaCharset: null,
        metaCsp: [],
        socialTags: [],
        baseHref: null,
        headings: [],
        images: [],
        links: [],
        scripts: [],
        resources: [],
        subresourceUrls: [],
        icons: [],
        jsonLd: [],
        microdataTypes: [],
        rdfaTypes: [],
        deprecatedTags: {},
        inlineStyleCount: 0,
        inlineStyleSamples: [],
        elementCount: 0,
        text: '',
        canonicals: [],
        alternates: [],
        socialValues: {},
        head: {
            titles: [],
            metaDescriptions: [],
            metaRobots: [],
            canonicals: [],
            alternates: [],
            socialValues: {},
        },
        outsideHead: [],
        headEndedBy: null,
        anchors: [],
    };
    textParts = [];
    /** A tag was seen since the last text: words on either side of it are separate words. */
    boundary = false;
    hiddenDepth = 0;
    foreignDepth = 0;
    inHead = false;
    headState = HeadState.Before;
    /** The element being opened goes into the head (set by openTag before it files the element). */
    elementInHead = false;
    titleInHead = false;
    noscriptDepth = 0;
    /** The open <a>: its fact (text filled in at its end), and where its text starts in textParts. */
    anchor = null;
    anchorTextStart = 0;
    anchorAlts = null;
    title = null;
    heading = null;
    jsonLd = null;
    mediaDepth = 0;
    picture = null;
    /** The raw-text element being read (<script>, <style>...); Tag.Other when none. */
    rawText = Tag.Other;
    // The tag being read: its Tag, where its name is in the document, and its wanted attributes
    // (one array for every tag instead of one allocated per tag; the next tag empties the slots
    // this one set, and most tags set none).
    tag = Tag.Other;
    tagStart = 0;
    tagEnd = 0;
    attributes = new Array(Attr.Count).fill(undefined);
    /** Which slots of `attributes` the tag set, to empty just those at the next tag. */
    setSlots = new Int8Array(Attr.Count);
    setCount = 0;
    attribute = Attr.None;
    attributeValue = '';
    constructor(html) {
        this.html = html;
    }
    isInForeignContext() {
        return this.foreignDepth > 0;
    }
    ondeclaration(start, end) {
        const declaration = this.html.slice(start, end);
        if (this.facts.doctype === null && /^doctype/i.test(declaration)) {
            this.facts.doctype = `!${declaration}`;
        }
    }
    onopentagname(start, end) {
        this.tag = tagAt(this.html, start, end);
        this.tagStart = start;
        this.tagEnd = end;
        for (let i = 0; i < this.setCount; i++)
            this.attributes[this.setSlots[i]] = undefined;
        this.setCount = 0;
    }
    onattribname(start, end) {
        const attribute = attributeAt(this.html, start, end);
        // Sizes and loading are read only on images (SVG icons carry width and height by the
        // hundred), names and handlers only on links: not copied out for every element that has one.
        let wanted = true;
        if (attribute >= Attr.Width) {
            const image = this.tag === Tag.Img || this.tag === Tag.Image;
            if (attribute <= Attr.Hidden)
                wanted = image || (attribute === Attr.Role && this.tag === Tag.A);
            else
                wanted = this.tag === Tag.A;
        }
        this.attribute = wanted ? attribute : Attr.None;
        this.attributeValue = '';
    }
    onattribdata(start, end) {
        if (this.attribute !== Attr.None)
            this.attributeValue += this.html.slice(start, end);
    }
    onattribentity() { }
    onattribend() {
        // The first occurrence of an attribute wins, as in HTML.
        if (this.attribute !== Attr.None && this.attributes[this.attribute] === undefined) {
            const value = this.attributeValue;
            this.attributes[this.attribute] = value.includes('&') ? (0,entities__WEBPACK_IMPORTED_MODULE_0__/* .decodeHTMLAttribute */ .Im)(value) : value;
            this.setSlots[this.setCount++] = this.attribute;
        }
        this.attribute = Attr.None;
    }
    onopentagend() {
        this.openTag(this.tag, this.attributes, false);
    }
    onselfclosingtag() {
        // "/>" closes only foreign (SVG, MathML) elements; in HTML it is ignored.
        this.openTag(this.tag, this.attributes, this.foreignDepth > 0);
    }
    onclosetag(start, end) {
        this.closeTag(tagAt(this.html, start, end));
    }
    ontext(start, end) {
        // Text that is not whitespace ends the head, as the HTML parser has it (inside <title>,
        // <script>, <style> and the head's <noscript> it is their content, not the page's).
        if (this.headState !== HeadState.Body &&
            this.title === null &&
            this.hiddenDepth === 0 &&
            this.foreignDepth === 0 &&
            !isHtmlWhitespace(this.html.slice(start, end))) {
            this.headState = HeadState.Body;
            this.facts.headEndedBy = 'text';
        }
        // Text that text() would drop is not even cut out of the document (the head's style and
        // script bodies, the whitespace between its tags).
        if (this.title === null && this.jsonLd === null && (this.hiddenDepth > 0 || this.inHead)) {
            return;
        }
        const data = this.html.slice(start, end);
        // Script and style bodies are raw text in HTML: no character references there.
        this.text(this.rawText === Tag.Other && data.includes('&') ? (0,entities__WEBPACK_IMPORTED_MODULE_0__/* .decodeHTML */ .Gz)(data) : data);
    }
    ontextentity() { }
    oncdata(start, end, endOffset) {
        // CDATA sections are text only in SVG and MathML; in HTML they are bogus comments.
        if (this.foreignDepth > 0)
            this.text(this.html.slice(start, end - endOffset));
    }
    oncomment() { }
    onprocessinginstruction() { }
    onend() {
        this.facts.text = this.textParts.join('');
        if (this.heading !== null)
            this.endHeading();
        if (this.anchor !== null)
            this.endAnchor();
    }
    /**
     * Moves the head state for an element about to open, and notes whether the element itself goes
     * into the head (the HTML parser's "before head", "in head" and "after head" insertion modes).
     */
    advanceHead(name, flags) {
        this.elementInHead = false;
        if (this.headState === HeadState.Body || this.foreignDepth > 0)
            return;
        // Inside the head's <noscript> or <template>: content, not elements of the head (a browser
        // that runs scripts reads <noscript> as text).
        if (this.hiddenDepth > 0)
            return;
        if (name === Tag.Html)
            return;
        if (name === Tag.Head) {
            if (this.headState === HeadState.Before)
                this.headState = HeadState.InHead;
            return;
        }
        const afterHead = this.headState === HeadState.AfterHead;
        // After </head>, <noscript> is not among the elements that go back into the head.
        if ((flags & HEAD_CONTENT) !== 0 && !(afterHead && name === Tag.Noscript)) {
            if (this.headState === HeadState.Before)
                this.headState = HeadState.InHead;
            this.elementInHead = true;
            return;
        }
        this.headState = HeadState.Body;
        this.facts.headEndedBy = `<${this.tagNameOf(name)}>`;
    }
    /** End tags that move the head state: </head>, and </body> or </html> before any body. */
    closeHead(name) {
        if (this.headState === HeadState.Body || this.hiddenDepth > 0 || this.foreignDepth > 0)
            return;
        if (name === Tag.Head)
            this.headState = HeadState.AfterHead;
        else if (name === Tag.Body || name === Tag.Html) {
            this.headState = HeadState.Body;
            this.facts.headEndedBy = `</${TAG_NAMES[name]}>`;
        }
    }
    /** Head metadata where the parser would not put it in the head: kept, and noted. */
    outside(kind, name) {
        this.facts.outsideHead.push({ kind, name });
    }
    openTag(tag, attrs, selfClosed) {
        const facts = this.facts;
        const name = tag === Tag.Image && this.foreignDepth === 0 ? Tag.Img : tag;
        const flags = TAG_FLAGS[name];
        facts.elementCount++;
        this.boundary = true;
        if (this.inHead && (flags & HEAD) === 0)
            this.inHead = false;
        this.advanceHead(name, flags);
        const style = attrs[Attr.Style];
        if (style !== undefined && style.trim() !== '') {
            facts.inlineStyleCount++;
            if (facts.inlineStyleSamples.length < INLINE_STYLE_SAMPLES) {
                facts.inlineStyleSamples.push({ tag: this.tagNameOf(name), style: style.trim() });
            }
        }
        if (attrs[Attr.Itemscope] !== undefined) {
            facts.microdataTypes.push(attrs[Attr.Itemtype] || '(untyped)');
        }
        const rdfaType = attrs[Attr.Typeof];
        if (rdfaType)
            facts.rdfaTypes.push(rdfaType);
        if ((flags & DEPRECATED) !== 0) {
            const tagName = TAG_NAMES[name];
            facts.deprecatedTags[tagName] = (facts.deprecatedTags[tagName] ?? 0) + 1;
        }
        if (!selfClosed && (flags & HIDDEN) !== 0)
            this.hiddenDepth++;
        if (!selfClosed && this.foreignDepth === 0 && (flags & RAW) !== 0)
            this.rawText = name;
        switch (name) {
            case Tag.Html:
                facts.htmlLang ??= attrs[Attr.Lang] ?? attrs[Attr.XmlLang] ?? null;
                break;
            case Tag.Head:
                this.inHead = true;
                break;
            case Tag.Body:
                this.inHead = false;
                break;
            case Tag.Svg:
            case Tag.Math:
                if (!selfClosed)
                    this.foreignDepth++;
                break;
            case Tag.Title:
                if (this.foreignDepth === 0 && !selfClosed) {
                    this.title = [];
                    this.titleInHead = this.elementInHead;
                }
                break;
            case Tag.Base:
                if (attrs[Attr.Href] !== undefined)
                    facts.baseHref ??= attrs[Attr.Href];
                break;
            case Tag.Meta:
                this.meta(attrs);
                break;
            case Tag.Link:
                this.link(attrs);
                break;
            case Tag.Script:
                this.script(attrs, selfClosed);
                break;
            case Tag.A:
            case Tag.Area: {
                const href = attrs[Attr.Href];
                if (href !== undefined) {
                    facts.links.push({
                        href,
                        target: attrs[Attr.Target] ?? null,
                        rel: attrs[Attr.Rel] ?? null,
                    });
                }
                if (name === Tag.A && this.foreignDepth === 0)
                    this.startAnchor(attrs);
                break;
            }
            case Tag.Noscript:
                if (!selfClosed)
                    this.noscriptDepth++;
                break;
            case Tag.Img:
                this.image(attrs);
                break;
            case Tag.Picture:
                if (!selfClosed)
                    this.picture = [];
                break;
            case Tag.Source:
                this.source(attrs);
                break;
            case Tag.Iframe:
            case Tag.Frame:
                this.resource('frame', attrs[Attr.Src]);
                break;
            case Tag.Video:
            case Tag.Audio:
                if (!selfClosed)
                    this.mediaDepth++;
                this.resource('media', attrs[Attr.Src]);
                this.resource('image', attrs[Attr.Poster]);
                break;
            case Tag.Track:
                this.resource('media', attrs[Attr.Src]);
                break;
            case Tag.Embed:
                this.resource('object', attrs[Attr.Src]);
                break;
            case Tag.Object:
                this.resource('object', attrs[Attr.Data]);
                break;
            case Tag.Input:
                if (attrs[Attr.Type]?.toLowerCase() === 'image')
                    this.resource('image', attrs[Attr.Src]);
                break;
            case Tag.H1:
            case Tag.H2:
            case Tag.H3:
            case Tag.H4:
            case Tag.H5:
            case Tag.H6:
                // A heading start tag ends any open heading (HTML: headings do not nest).
                if (this.heading !== null)
                    this.endHeading();
                if (!selfClosed) {
                    this.heading = { level: (name - Tag.H1 + 1), parts: [] };
                }
                break;
        }
    }
    /** The lower-case name of the tag being read, as `name` (its Tag, <image> read as <img>). */
    tagNameOf(name) {
        return name === Tag.Other
            ? lowerName(this.html.slice(this.tagStart, this.tagEnd))
            : TAG_NAMES[name];
    }
    closeTag(name) {
        this.boundary = true;
        if (this.rawText === name)
            this.rawText = Tag.Other;
        if ((TAG_FLAGS[name] & HIDDEN) !== 0 && this.hiddenDepth > 0)
            this.hiddenDepth--;
        this.closeHead(name);
        switch (name) {
            case Tag.Head:
                this.inHead = false;
                break;
            case Tag.A:
                if (this.anchor !== null && this.foreignDepth === 0)
                    this.endAnchor();
                break;
            case Tag.Noscript:
                if (this.noscriptDepth > 0)
                    this.noscriptDepth--;
                break;
            case Tag.Svg:
            case Tag.Math:
                if (this.foreignDepth > 0)
                    this.foreignDepth--;
                break;
            case Tag.Title:
                if (this.title !== null) {
                    const title = squash(this.title);
                    this.facts.titles.push(title);
                    if (this.titleInHead)
                        this.facts.head.titles.push(title);
                    else
                        this.outside('title', 'title');
                    this.title = null;
                }
                break;
            case Tag.Script:
                if (this.jsonLd !== null) {
                    this.facts.jsonLd.push(this.jsonLd.join(''));
                    this.jsonLd = null;
                }
                break;
            case Tag.Picture:
                this.picture = null;
                break;
            case Tag.Video:
            case Tag.Audio:
                if (this.mediaDepth > 0)
                    this.mediaDepth--;
                break;
            case Tag.H1:
            case Tag.H2:
            case Tag.H3:
            case Tag.H4:
            case Tag.H5:
            case Tag.H6:
                // Any heading end tag closes the open heading, whatever its level.
                if (this.heading !== null)
                    this.endHeading();
                break;
        }
    }
    text(data) {
        if (this.title !== null) {
            this.title.push(data);
            return;
        }
        if (this.jsonLd !== null) {
            this.jsonLd.push(data);
            return;
        }
        if (this.hiddenDepth > 0 || this.inHead)
            return;
        if (this.boundary) {
            this.textParts.push(' ');
            this.heading?.parts.push(' ');
            this.boundary = false;
        }
        this.textParts.push(data);
        this.heading?.parts.push(data);
    }
    startAnchor(attrs) {
        // An <a> inside an open one closes it (the HTML parser's adoption agency does the same).
        if (this.anchor !== null)
            this.endAnchor();
        // What <noscript> and <template> hold is never built into the page.
        if (this.hiddenDepth > 0)
            return;
        const label = attrs[Attr.AriaLabel] ?? attrs[Attr.AriaLabelledby] ?? attrs[Attr.Title];
        // Pages carry thousands of links: one object each, filled in at the end, and the link's text
        // read back from the visible text's parts rather than gathered a second time.
        this.anchor = {
            href: attrs[Attr.Href] ?? null,
            text: '',
            imageAlt: '',
            labelled: label !== undefined &&
                [attrs[Attr.AriaLabel], attrs[Attr.AriaLabelledby], attrs[Attr.Title]].some((value) => value !== undefined && value.trim() !== ''),
            onclick: attrs[Attr.Onclick] !== undefined,
            role: attrs[Attr.Role]?.trim().toLowerCase() || null,
            rel: attrs[Attr.Rel] ?? null,
        };
        this.facts.anchors.push(this.anchor);
        this.anchorTextStart = this.textParts.length;
        this.anchorAlts = null;
    }
    endAnchor() {
        const anchor = this.anchor;
        if (this.textParts.length > this.anchorTextStart) {
            anchor.text = squash(this.textParts.slice(this.anchorTextStart));
        }
        if (this.anchorAlts !== null)
            anchor.imageAlt = squash(this.anchorAlts);
        this.anchor = null;
    }
    endHeading() {
        const heading = this.heading;
        this.facts.headings.push({ level: heading.level, text: squash(heading.parts) });
        this.heading = null;
    }
    meta(attrs) {
        const facts = this.facts;
        const head = this.elementInHead ? facts.head : null;
        const name = (attrs[Attr.Name] ?? '').toLowerCase();
        const content = attrs[Attr.Content] ?? '';
        if (name === 'description') {
            facts.metaDescriptions.push(content.trim());
            if (head)
                head.metaDescriptions.push(content.trim());
            else
                this.outside('description', name);
        }
        else if (name === 'robots' || name === 'googlebot') {
            facts.metaRobots.push(content);
            if (head)
                head.metaRobots.push(content);
            else
                this.outside('robots', name);
        }
        else if (name === 'viewport')
            facts.metaViewport ??= content;
        const charset = attrs[Attr.Charset];
        if (charset !== undefined)
            facts.metaCharset ??= charset.trim();
        const equiv = (attrs[Attr.HttpEquiv] ?? '').toLowerCase();
        if (equiv === 'content-type') {
            const declared = /charset\s*=\s*["']?([^"';\s]+)/i.exec(content)?.[1];
            if (declared)
                facts.metaCharset ??= declared;
        }
        else if (equiv === 'content-security-policy') {
            facts.metaCsp.push(content);
        }
        const social = (attrs[Attr.Property] ?? attrs[Attr.Name] ?? '').toLowerCase();
        if (social.startsWith('og:') || social.startsWith('twitter:')) {
            facts.socialTags.push(social);
            // The first of a repeated property is the one consumers read.
            facts.socialValues[social] ??= content.trim();
            if (head)
                head.socialValues[social] ??= content.trim();
            else
                this.outside('social', social);
        }
    }
    link(attrs) {
        const href = attrs[Attr.Href];
        if (href === undefined || href.trim() === '')
            return;
        const rel = ` ${(attrs[Attr.Rel] ?? '').toLowerCase().replace(/\s+/g, ' ')} `;
        if (rel.includes(' stylesheet '))
            this.resource('stylesheet', href);
        if (rel.includes(' icon ') || rel.includes(' apple-touch-icon ')) {
            this.facts.icons.push(href);
            this.resource('icon', href);
        }
        if (rel.includes(' preload ') || rel.includes(' modulepreload '))
            this.resource('preload', href);
        const head = this.elementInHead ? this.facts.head : null;
        if (rel.includes(' canonical ')) {
            this.facts.canonicals.push(href.trim());
            if (head)
                head.canonicals.push(href.trim());
            else
                this.outside('canonical', 'canonical');
        }
        const hreflang = attrs[Attr.Hreflang];
        if (rel.includes(' alternate ') && hreflang !== undefined) {
            const alternate = { hreflang: hreflang.trim(), href: href.trim() };
            this.facts.alternates.push(alternate);
            if (head)
                head.alternates.push({ ...alternate });
            else
                this.outside('hreflang', alternate.hreflang);
        }
    }
    script(attrs, selfClosed) {
        const type = attrs[Attr.Type]?.trim().toLowerCase() ?? null;
        if (type === 'application/ld+json' && !selfClosed) {
            this.jsonLd = [];
            return;
        }
        const src = attrs[Attr.Src];
        if (src === undefined || src.trim() === '')
            return;
        this.facts.scripts.push({
            src,
            async: attrs[Attr.Async] !== undefined,
            defer: attrs[Attr.Defer] !== undefined,
            type,
        });
        this.resource('script', src);
    }
    image(attrs) {
        const src = attrs[Attr.Src]?.trim() || null;
        const srcset = attrs[Attr.Srcset]?.trim() || null;
        const alt = attrs[Attr.Alt] ?? null;
        const width = attrs[Attr.Width] ?? null;
        const height = attrs[Attr.Height] ?? null;
        const role = attrs[Attr.Role]?.trim().toLowerCase();
        this.facts.images.push({
            src,
            srcset,
            alt,
            sources: this.picture ?? [],
            width,
            height,
            loading: attrs[Attr.Loading]?.trim().toLowerCase() ?? null,
            inNoscript: this.noscriptDepth > 0,
            hidden: attrs[Attr.Hidden] !== undefined ||
                HIDDEN_STYLE.test(attrs[Attr.Style] ?? '') ||
                PIXEL_SIZE.test(width ?? '') ||
                PIXEL_SIZE.test(height ?? '') ||
                role === 'presentation' ||
                role === 'none',
        });
        if (alt !== null && this.anchor !== null) {
            this.anchorAlts ??= [];
            this.anchorAlts.push(alt);
        }
        // One request per image, whichever candidate the browser picks.
        this.resource('image', src ?? firstCandidate(srcset));
        if (srcset)
            this.facts.subresourceUrls.push(...candidates(srcset));
    }
    source(attrs) {
        const srcset = attrs[Attr.Srcset];
        if (this.picture !== null) {
            this.picture.push({ type: attrs[Attr.Type] ?? null, srcset: srcset ?? null });
            if (srcset)
                this.facts.subresourceUrls.push(...candidates(srcset));
        }
        else if (this.mediaDepth > 0) {
            this.resource('media', attrs[Attr.Src]);
        }
    }
    resource(kind, url) {
        if (url === undefined || url === null)
            return;
        const trimmed = url.trim();
        if (trimmed === '')
            return;
        this.facts.resources.push({ kind, url: trimmed });
        this.facts.subresourceUrls.push(trimmed);
    }
}
/** Tag names are ASCII-case-insensitive; most are written in lower case already. */
function lowerName(name) {
    for (let i = 0; i < name.length; i++) {
        const code = name.charCodeAt(i);
        if (code >= 0x41 && code <= 0x5a)
            return name.toLowerCase();
    }
    return name;
}
/** Collapses whitespace runs and trims, as a browser shows text. */
function squash(parts) {
    const text = parts.join('');
    // Most titles and headings have nothing to collapse (no whitespace but single spaces): the
    // test is cheaper than a replace that rebuilds the string to the same text.
    return (SQUASHABLE.test(text) ? text.replace(/\s+/g, ' ') : text).trim();
}
/** Whitespace other than a space, or two spaces in a row: what squash's replace would change. */
const SQUASHABLE = /[^\S ]| {2}/;
/**
 * The URLs of a srcset attribute ("a.webp 1x, b.webp 2x"), read the way the WHATWG algorithm
 * does: a URL runs to the next whitespace (a comma inside it, as in data: URLs, is kept), then
 * descriptors run to the next comma.
 */
function candidates(srcset) {
    const urls = [];
    const length = srcset.length;
    let at = 0;
    while (at < length) {
        // Separators, then the URL up to the next whitespace: character tests, not an expression
        // per character and a match array per URL (every image's srcset is read twice).
        while (at < length && (srcset.charCodeAt(at) === 0x2c || isSpace(srcset.charCodeAt(at))))
            at++;
        let end = at;
        while (end < length && !isSpace(srcset.charCodeAt(end)))
            end++;
        if (end === at)
            break;
        const found = srcset.slice(at, end);
        at = end;
        // Trailing commas end the candidate; a loop, since /,+$/ retries at every comma of a run.
        let kept = found.length;
        while (kept > 0 && found.charCodeAt(kept - 1) === 0x2c)
            kept--;
        const trimmed = found.slice(0, kept);
        if (trimmed)
            urls.push(trimmed);
        // Descriptors ("2x", "480w") follow only a URL that did not end with a comma.
        if (trimmed.length === found.length) {
            const comma = srcset.indexOf(',', at);
            at = comma === -1 ? srcset.length : comma + 1;
        }
    }
    return urls;
}
/** Whether the UTF-16 unit is whitespace as JavaScript's \s has it. */
function isSpace(code) {
    if (code <= 0x20)
        return code === 0x20 || (code >= 0x09 && code <= 0x0d);
    if (code < 0x80)
        return false;
    // Other units are asked of the expression once each and remembered: a URL of non-ASCII
    // characters must not cost an expression per character.
    let known = NON_ASCII_SPACE[code];
    if (known === 0) {
        known = /\s/.test(String.fromCharCode(code)) ? 1 : 2;
        NON_ASCII_SPACE[code] = known;
    }
    return known === 1;
}
/** 0: not asked yet, 1: whitespace, 2: not whitespace. */
const NON_ASCII_SPACE = new Uint8Array(0x10000);
function firstCandidate(srcset) {
    return srcset === null ? null : (candidates(srcset)[0] ?? null);
}
function extractFacts(html) {
    const collector = new FactCollector(html);
    // Character references are decoded here, only in the text and attributes the checks read:
    // the tokenizer scans text several times faster when it need not stop at every "&".
    const tokenizer = new htmlparser2__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A({ decodeEntities: false }, collector);
    tokenizer.write(html);
    tokenizer.end();
    return collector.facts;
}


/***/ }),

/***/ 9328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ik: () => (/* reexport */ checks/* CHECK_PROFILES */.Ik),
  y_: () => (/* binding */ DEFAULT_MAX_BODY_BYTES),
  Tt: () => (/* binding */ DEFAULT_MAX_REDIRECTS),
  t1: () => (/* binding */ DEFAULT_TIMEOUT_MS),
  qx: () => (/* binding */ DEFAULT_USER_AGENT),
  IP: () => (/* binding */ resolveCheckSettings)
});

// UNUSED EXPORTS: DEFAULT_LIMITS, DEFAULT_WEIGHTS

// EXTERNAL MODULE: ./src/shared/own-keys.ts
var own_keys = __webpack_require__(6678);
// EXTERNAL MODULE: ./src/shared/score.ts
var score = __webpack_require__(771);
// EXTERNAL MODULE: ./src/shared/checks/index.ts + 2 modules
var checks = __webpack_require__(1405);
;// CONCATENATED MODULE: ./src/server/analyzer/checks/limits.ts
// The thresholds the checks compare against, and the profiles that choose which checks run.
// Which checks a profile runs is a column of the table of checks.


;// CONCATENATED MODULE: ./src/server/analyzer/options.ts



const DEFAULT_LIMITS = Object.freeze({
    titleMinLength: 30,
    titleMaxLength: 60,
    minWords: 500,
    minTextHtmlRatio: 10,
    maxLinks: 150,
    maxLoadTimeMs: 2000,
    maxPageBytes: 330_000,
    maxHttpRequests: 50,
    maxDomNodes: 1500,
    imageFormats: Object.freeze(['avif', 'webp']),
    descriptionMinLength: 70,
    descriptionMaxLength: 160,
    maxRedirectHops: 2,
    eagerImages: 3,
    canonicalHosts: Object.freeze([]),
    // A phone page's budget (docs/analyzer.md, "Image weight"): 1 MB of images is some 5 s on a
    // slow 4G link, and 300 kB fits a full-width photo at twice a phone's pixel density.
    maxImageBytes: 300_000,
    maxPageImageBytes: 1_000_000,
});
/** What differs in the `phprank` profile: the limits deployed services apply. */
const PHPRANK_LIMITS = Object.freeze({ titleMinLength: 1 });
const DEFAULT_TIMEOUT_MS = 5000;
const DEFAULT_MAX_BODY_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 10;
const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; seo-report-analyzer/0.1)';
function resolveCheckSettings(options = {}) {
    const profile = options.checks ?? 'all';
    if (!checks/* CHECK_PROFILES */.Ik.includes(profile)) {
        throw new TypeError(`checks must be one of ${checks/* CHECK_PROFILES */.Ik.join(', ')}, got ${JSON.stringify(profile)}`);
    }
    const limits = {
        ...DEFAULT_LIMITS,
        ...(profile === 'phprank' ? PHPRANK_LIMITS : {}),
    };
    for (const [key, value] of Object.entries(options.limits ?? {})) {
        // An explicit undefined in a partial override means "keep the default".
        if (value !== undefined)
            (0,own_keys/* setOwn */.P)(limits, key, value);
    }
    limits.imageFormats = limits.imageFormats.map((format) => format.toLowerCase());
    const weights = { ...score/* DEFAULT_WEIGHTS */.kZ };
    for (const key of ['high', 'medium', 'low']) {
        const value = options.weights?.[key];
        if (value !== undefined)
            weights[key] = value;
    }
    return { profile, limits, weights };
}



/***/ }),

/***/ 7700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DD: () => (/* binding */ withdrawClaim),
/* harmony export */   GT: () => (/* binding */ takeClaim),
/* harmony export */   fc: () => (/* binding */ openClaim),
/* harmony export */   iF: () => (/* binding */ claimTaken)
/* harmony export */ });
/* unused harmony exports CLAIM_OPEN, CLAIM_TAKEN, CLAIM_WITHDRAWN */
// Who judges a page posted to an analysis worker thread ahead of time (analysis-pool.ts): the
// thread takes the claim when it starts the page; the pool may take it back before that, to give
// the page to another thread or to drop it. One Int32Array of one element in a SharedArrayBuffer,
// posted with the page, changed with Atomics.compareExchange on either side: exactly one wins.
/** Posted, not started. */
const CLAIM_OPEN = 0;
/** The thread started the page: its answer comes (or the thread is ended). */
const CLAIM_TAKEN = 1;
/** The pool took it back: the thread skips it, without an answer. */
const CLAIM_WITHDRAWN = 2;
/** The thread's side: true when it may judge the page (the pool has not taken it back). */
function takeClaim(claim) {
    return Atomics.compareExchange(claim, 0, CLAIM_OPEN, CLAIM_TAKEN) === CLAIM_OPEN;
}
/** The pool's side: true when the page is taken back (the thread has not started it). */
function withdrawClaim(claim) {
    return Atomics.compareExchange(claim, 0, CLAIM_OPEN, CLAIM_WITHDRAWN) === CLAIM_OPEN;
}
/** Whether the thread has started the page (read by the pool when the thread is lost). */
function claimTaken(claim) {
    return Atomics.load(claim, 0) === CLAIM_TAKEN;
}
/** A new claim, open. */
function openClaim() {
    return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
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

//# sourceMappingURL=159.index.js.map