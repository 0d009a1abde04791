export const id = 274;
export const ids = [274];
export const modules = {

/***/ 1828:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ resolveExtraHeaders)
/* harmony export */ });
/* harmony import */ var _own_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6678);
// Extra request headers for the pages audited (the `headers` option): checked the same way by the
// client's option parser and by the analyzer that sends them.

// RFC 9110 token; values may not break the header line.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;
const HEADER_VALUE = /^[^\r\n\0]*$/;
/** Headers the analyzer sets itself or that only the HTTP layer may set. */
const RESERVED_HEADERS = new Set([
    'host',
    'content-length',
    'transfer-encoding',
    'connection',
    'keep-alive',
    'upgrade',
    'te',
    'accept',
    'accept-encoding',
]);
/**
 * The caller's extra headers, names lower-cased. A bad one is a TypeError naming the header and
 * what is allowed; the value is never quoted, since it is usually a secret.
 */
function resolveExtraHeaders(headers) {
    const resolved = {};
    for (const [name, value] of Object.entries(headers ?? {})) {
        const lower = name.trim().toLowerCase();
        if (!HEADER_NAME.test(lower)) {
            throw new TypeError(`headers: ${JSON.stringify(name)} is not a valid header name (letters, digits and !#$%&'*+.^_\`|~-)`);
        }
        if (RESERVED_HEADERS.has(lower)) {
            throw new TypeError(`headers: ${lower} is set by the analyzer and cannot be overridden`);
        }
        if (typeof value !== 'string' || !HEADER_VALUE.test(value)) {
            throw new TypeError(`headers: the value of ${lower} must be text without line breaks`);
        }
        (0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .setOwn */ .P)(resolved, lower, value.trim());
    }
    return resolved;
}


/***/ }),

/***/ 9958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yh: () => (/* binding */ CATALOGUE),
  ku: () => (/* binding */ CATEGORY_NAMES),
  sC: () => (/* binding */ catalogueOrder),
  Tr: () => (/* binding */ checkEntry),
  cn: () => (/* binding */ describeCheck),
  wH: () => (/* binding */ isKnownCheck)
});

// UNUSED EXPORTS: CATEGORIES

// EXTERNAL MODULE: ./src/shared/checks/index.ts + 2 modules
var checks = __webpack_require__(1405);
// EXTERNAL MODULE: ./src/shared/findings/format.ts
var format = __webpack_require__(8497);
// EXTERNAL MODULE: ./src/shared/findings/read.ts
var read = __webpack_require__(7074);
;// CONCATENATED MODULE: ./src/shared/findings/checks/outside-head.ts
// The `outside_head` error of our analyzer's head-metadata checks, in words: which tag, where it
// is, and what ended the head before it (the actionable part: move the tag up, or move that
// element down into the body).


/** What ended the head, as read in "after <img>". */
function ending(after) {
    if (after === null || after === '<body>' || after === '</head>')
        return 'in the body';
    if (after === 'text')
        return 'after stray text, which ends the head';
    return `after ${after}, which ends the head`;
}
/**
 * "The meta description is in the body (after <img>, which ends the head), where search engines
 * ignore it". `what` names the tag in the singular; the detail is `{count, after, names?}`.
 */
function outsideHeadSentence(detail, what, whatPlural = `${what}s`) {
    const n = (0,read/* count */.U9)(detail) ?? 1;
    const names = (0,read/* texts */.Te)((0,read/* field */.ZZ)(detail, 'names'));
    const shown = names.length > 0 ? ` (${(0,format/* listSample */.no)(names, 5)})` : '';
    const where = ending((0,read/* str */.gx)((0,read/* field */.ZZ)(detail, 'after')));
    const subject = n === 1 ? `The ${what}${shown} is` : `${(0,format/* plural */.LS)(n, what, whatPlural)}${shown} are`;
    return `${subject} outside the head, ${where}; search engines ignore ${n === 1 ? 'it' : 'them'} there`;
}

;// CONCATENATED MODULE: ./src/shared/findings/checks/view.ts
// What a formatter works with: the check's data, read tolerantly, plus the generic wording used
// for unknown keys and for error keys a formatter does not know.


function view(check) {
    const errors = (0,read/* rec */.D9)(check.errors) ?? {};
    return {
        value: check.value,
        errors,
        failed: check.passed === false,
        passed: check.passed === true,
        has: (key) => Object.hasOwn(errors, key),
        // Own keys only: `errors` is a service's data, and "__proto__" or "constructor" is a key
        // like any other there, not Object.prototype's.
        error: (key) => (Object.hasOwn(errors, key) ? errors[key] : undefined),
        otherErrors: (known) => Object.keys(errors).filter((key) => !known.includes(key)),
    };
}
/** Every error key of deployed services as words, and ours that need words of their own. */
const ERROR_WORDS = {
    missing: 'missing',
    length: 'wrong length',
    too_many: 'too many',
    duplicate: 'duplicated',
    too_slow: 'too slow',
    too_large: 'too large',
    bad_format: 'badly formed',
    failed: 'failed',
    bad_tags: 'obsolete tags',
    too_few: 'too few',
    too_small: 'too small',
    loop: 'a redirect loop: the page is never reached',
};
/** One error key as a phrase: "too many (at most 150): 212". */
function errorPhrase(key, detail) {
    const word = Object.hasOwn(ERROR_WORDS, key)
        ? ERROR_WORDS[key]
        : (0,format/* humaniseKey */.Oi)(key).toLowerCase();
    const bounds = [];
    const min = (0,read/* limit */.AB)(detail, 'min');
    const max = (0,read/* limit */.AB)(detail, 'max');
    if (min !== null)
        bounds.push(`at least ${min}`);
    if (max !== null)
        bounds.push(`at most ${max}`);
    let rest = detail;
    if ((0,read/* isRecord */.u4)(detail)) {
        const { min: _min, max: _max, ...others } = detail;
        rest = others;
    }
    const shown = (0,read/* summarise */.fS)(rest);
    return `${word}${bounds.length > 0 ? ` (${bounds.join(', ')})` : ''}${shown ? `: ${shown}` : ''}`;
}
/** The phrases of the given error keys, joined: for what a formatter leaves to the generic. */
function errorPhrases(check, keys) {
    return keys.map((key) => errorPhrase(key, check.error(key))).join('; ');
}
/**
 * Evidence for a check the catalogue does not know, or whose shape a formatter could not read:
 * the name, the error keys as words, and the value summarised. Never JSON.
 */
function genericEvidence(name, check) {
    const checked = view(check);
    const problems = errorPhrases(checked, Object.keys(checked.errors));
    const value = (0,read/* summarise */.fS)(checked.value);
    if (checked.failed) {
        if (problems !== '' && value !== '')
            return `${name}: ${problems}; found ${value}`;
        if (problems !== '')
            return `${name}: ${problems}`;
        return value !== '' ? `${name} failed; found ${value}` : `${name} failed`;
    }
    if (value !== '')
        return `${name}: ${value}`;
    return checked.passed ? `${name}: no problem found` : `${name}: not checked`;
}
/** Generic sentences for error keys a formatter does not word, appended to its own. */
function withOthers(sentences, check, known) {
    const others = check.otherErrors(known);
    const all = [...sentences];
    if (check.failed && others.length > 0)
        all.push((0,format/* capitalise */.sK)(errorPhrases(check, others)));
    return all.filter((text) => text !== '').join('. ');
}
/** "3 of 12 images" when the total is known, "3 images" otherwise. */
function someOf(part, total, noun) {
    if (total === part && part === 1)
        return `The only ${noun}`;
    if (total === part && part === 2)
        return `Both ${noun}s`;
    if (total === part && part > 1)
        return `All ${(0,format/* plural */.LS)(total, noun)}`;
    return total !== null && total > part ? `${part} of ${(0,format/* plural */.LS)(total, noun)}` : (0,format/* plural */.LS)(part, noun);
}
/** The first of several names that is a finite number in an object. */
function firstNumber(value, names) {
    for (const name of names) {
        const found = (0,read/* num */.bu)((0,read/* field */.ZZ)(value, name));
        if (found !== null)
            return found;
    }
    return null;
}
/** A string value, or the first string field of an object among the given names. */
function firstText(value, names = []) {
    const direct = (0,read/* str */.gx)(value);
    if (direct !== null)
        return direct;
    for (const name of names) {
        const found = (0,read/* str */.gx)((0,read/* field */.ZZ)(value, name));
        if (found !== null)
            return found;
    }
    return null;
}


;// CONCATENATED MODULE: ./src/shared/findings/checks/added.ts
// Evidence for the checks our analyzer adds beyond the 36 of deployed services (issue 19). Their
// value shapes are still settling, so the evidence is read generically: the error keys as words,
// with whatever URLs, counts or statuses the value holds.




const EXAMPLES = 3;
const STATUS_TEXT = {
    200: 'OK',
    301: 'Moved Permanently',
    302: 'Found',
    303: 'See Other',
    307: 'Temporary Redirect',
    308: 'Permanent Redirect',
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    410: 'Gone',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
    504: 'Gateway Timeout',
};
function statusText(status) {
    const text = STATUS_TEXT[status];
    return text ? `${status} ${text}` : String(status);
}
/** The hops of a redirect chain: URLs as strings, or `{url, status}` objects, in a list or under `chain`/`hops`. */
function hops(value) {
    const chain = (0,read/* list */.p_)(value).length > 0 ? (0,read/* list */.p_)(value) : (0,read/* list */.p_)((0,read/* field */.ZZ)(value, 'chain') ?? (0,read/* field */.ZZ)(value, 'hops'));
    return chain
        .map((hop) => {
        const url = (0,read/* str */.gx)(hop) ?? (0,read/* str */.gx)((0,read/* field */.ZZ)(hop, 'url')) ?? (0,read/* str */.gx)((0,read/* field */.ZZ)(hop, 'location'));
        const status = (0,read/* num */.bu)((0,read/* field */.ZZ)(hop, 'status'));
        return url === null ? '' : status !== null ? `${url} (${status})` : url;
    })
        .filter((hop) => hop !== '');
}
/** "3 of 12 images ..." from `{images, missing/without: n}` or a list of sources. */
function imageEvidence(check, name, 
/** The problem after the images' count: for one image, and for several. */
problem, passedText) {
    const c = view(check);
    const key = Object.keys(c.errors)[0];
    const sources = key === undefined ? [] : (0,read/* texts */.Te)(c.error(key));
    const total = firstNumber(c.value, ['images', 'total']);
    const bad = firstNumber(c.value, ['missing', 'without', 'withoutDimensions', 'eager', 'count']) ??
        ((0,read/* count */.U9)(c.error(key ?? '')) || sources.length);
    if (c.failed && bad > 0) {
        const part = someOf(bad, total !== null && total >= bad ? total : null, 'image');
        const shown = sources.length > 0 ? `: ${(0,format/* listSample */.no)(sources, EXAMPLES, Math.max(bad, sources.length))}` : '';
        return `${part} ${bad === 1 ? problem.one : problem.many}${shown}`;
    }
    if (c.passed)
        return passedText;
    return genericEvidence(name, check);
}
/** `{href, text}` items as `"Read more" (/oak)`; plain strings as they are. */
function linkSamples(value, count) {
    const items = (0,read/* list */.p_)(value).map((item) => {
        const href = (0,read/* str */.gx)((0,read/* field */.ZZ)(item, 'href'));
        const text = (0,read/* str */.gx)((0,read/* field */.ZZ)(item, 'text'));
        if (text === null && href === null)
            return (0,read/* str */.gx)(item) ?? 'a link without href';
        if (text === null)
            return href;
        return `"${text}" (${href ?? 'no href'})`;
    });
    return (0,format/* listSample */.no)(items, EXAMPLES, Math.max(count, items.length));
}
const ADDED_EVIDENCE = {
    http_status(check) {
        const c = view(check);
        const status = (0,read/* num */.bu)(c.value) ??
            firstNumber(c.value, ['status', 'code']) ??
            firstNumber(c.error('failed'), ['status']);
        const out = [];
        if (status !== null)
            out.push(`The page answers ${statusText(status)}`);
        else if (c.failed)
            out.push('The page answers an error status');
        return withOthers(out, c, ['failed']);
    },
    redirects(check) {
        const c = view(check);
        const chain = hops(c.value);
        const n = firstNumber(c.value, ['count', 'redirects', 'length']) ??
            (chain.length > 0 ? chain.length - 1 : null);
        const out = [];
        if (chain.length > 1)
            out.push(`The address redirects ${(0,format/* plural */.LS)(n ?? chain.length - 1, 'time')}: ${chain.slice(0, 5).join(' → ')}`);
        else if (n !== null && n > 0)
            out.push(`The address redirects ${(0,format/* plural */.LS)(n, 'time')}`);
        else if (c.passed)
            out.push('The address answers without a redirect');
        const problems = Object.keys(c.errors);
        if (c.failed && problems.length > 0)
            out.push(`Problem: ${errorPhrases(c, problems)}`);
        return out.join('. ');
    },
    canonical(check) {
        const c = view(check);
        const href = firstText(c.value, ['href', 'url', 'canonical']);
        const out = [];
        if (c.has('outside_head')) {
            out.push(outsideHeadSentence(c.error('outside_head'), 'canonical link'));
        }
        else if (c.has('missing') && !href)
            out.push('The page declares no canonical URL');
        else if (href)
            out.push(`The canonical URL is ${href}`);
        if (c.has('relative')) {
            const written = firstText(c.error('relative'), ['href']);
            out.push(`It is written as a relative URL${written ? ` (${written})` : ''}; search engines resolve it, but an absolute URL leaves no doubt`);
        }
        return withOthers(out, c, ['outside_head', 'relative', ...(href ? [] : ['missing'])]);
    },
    hreflang(check) {
        const c = view(check);
        // Ours: {count, languages, xDefault}; others: a list, {links: [...]}, or {code: url}.
        const languages = (0,read/* field */.ZZ)(c.value, 'languages');
        const tags = languages !== undefined
            ? (0,read/* texts */.Te)(languages)
            : (0,read/* isRecord */.u4)(c.value) && (0,read/* list */.p_)(c.value).length === 0 && !Object.hasOwn(c.value, 'links')
                ? Object.keys(c.value)
                : (0,read/* texts */.Te)((0,read/* field */.ZZ)(c.value, 'links') ?? c.value);
        const total = firstNumber(c.value, ['count']) ?? tags.length;
        const out = [];
        if (c.has('outside_head')) {
            out.push(outsideHeadSentence(c.error('outside_head'), 'hreflang link'));
        }
        if (tags.length > 0)
            out.push(`The page lists ${(0,format/* plural */.LS)(total, 'language version')}: ${(0,format/* listSample */.no)(tags, 5, total)}`);
        else if (c.passed)
            out.push('The page declares no language versions');
        if ((0,read/* field */.ZZ)(c.value, 'xDefault') === false) {
            out.push('There is no x-default (recommended, not required)');
        }
        return withOthers(out, c, ['outside_head']);
    },
    open_graph(check) {
        const c = view(check);
        const tags = (0,read/* isRecord */.u4)(c.value) && (0,read/* list */.p_)(c.value).length === 0 ? Object.keys(c.value) : (0,read/* texts */.Te)(c.value);
        const out = [];
        const missing = (0,read/* texts */.Te)(c.error('missing'));
        if (missing.length > 0)
            out.push(`Missing: ${(0,format/* listSample */.no)(missing, 5)}`);
        else if (c.has('missing') && tags.length === 0)
            out.push('The page has no Open Graph tags');
        if (tags.length > 0)
            out.push(`Found: ${(0,format/* listSample */.no)(tags, 5)}`);
        if (c.has('outside_head')) {
            out.push(outsideHeadSentence(c.error('outside_head'), 'sharing tag'));
        }
        return withOthers(out, c, ['missing', 'outside_head']);
    },
    image_dimensions(check) {
        return imageEvidence(check, 'Image dimensions', { one: 'has no width and height', many: 'have no width and height' }, 'Every image has its width and height set');
    },
    lazy_loading(check) {
        return imageEvidence(check, 'Lazy-loaded images', {
            one: 'below the first few loads at once (no loading="lazy")',
            many: 'below the first few load at once (no loading="lazy")',
        }, 'Images below the first few load lazily');
    },
    image_weight(check) {
        const c = view(check);
        const images = firstNumber(c.value, ['images']);
        const bytes = firstNumber(c.value, ['bytes']);
        const perImage = firstNumber(c.value, ['maxImageBytes']);
        const out = [];
        if (c.has('too_large')) {
            const heavy = (0,read/* list */.p_)(c.error('too_large'));
            const samples = heavy.map((item) => {
                const url = (0,read/* str */.gx)((0,read/* field */.ZZ)(item, 'url')) ?? 'an image';
                const size = (0,read/* num */.bu)((0,read/* field */.ZZ)(item, 'bytes'));
                const saving = (0,read/* num */.bu)((0,read/* field */.ZZ)(item, 'estimatedSavingBytes'));
                const atLeast = (0,read/* field */.ZZ)(item, 'atLeast') === true ? 'at least ' : '';
                const parts = [
                    size === null ? null : `${atLeast}${(0,format/* formatBytes */.z3)(size)}`,
                    saving === null ? null : `AVIF or WebP would likely save ${(0,format/* formatBytes */.z3)(saving)} or more`,
                ].filter((part) => part !== null);
                return parts.length > 0 ? `${url} (${parts.join('; ')})` : url;
            });
            const over = perImage === null ? 'the budget' : `the ${(0,format/* formatBytes */.z3)(perImage)} budget`;
            out.push(`${someOf(heavy.length, images, 'image')} ${heavy.length === 1 ? 'is' : 'are'} over ${over} for one image: ${(0,format/* listSample */.no)(samples, EXAMPLES)}`);
        }
        if (c.has('total_too_large')) {
            const total = (0,read/* num */.bu)((0,read/* field */.ZZ)(c.error('total_too_large'), 'bytes')) ?? bytes;
            const max = (0,read/* num */.bu)((0,read/* field */.ZZ)(c.error('total_too_large'), 'max'));
            out.push(`The page's images weigh ${total === null ? 'more than the budget' : (0,format/* formatBytes */.z3)(total)}${max === null ? '' : `, over the ${(0,format/* formatBytes */.z3)(max)} budget for a page`}`);
        }
        const unknown = firstNumber(c.value, ['notWeighed']);
        if (out.length > 0 || c.passed) {
            if (c.passed) {
                const weighed = firstNumber(c.value, ['weighed']) ?? 0;
                out.push(weighed === 0
                    ? 'The page loads no image that could be weighed'
                    : `The ${(0,format/* plural */.LS)(weighed, 'image')} weighed come to ${(0,format/* formatBytes */.z3)(bytes ?? 0)}, within the budgets`);
            }
            if (unknown !== null && unknown > 0)
                out.push(`${(0,format/* plural */.LS)(unknown, 'image')} could not be weighed (no answer, or past the first 40)`);
            return out.join('. ');
        }
        return genericEvidence('Image weight', check);
    },
    link_text(check) {
        const c = view(check);
        const links = firstNumber(c.value, ['links']);
        const generic = c.error('generic');
        const empty = c.error('empty');
        const genericCount = firstNumber(c.value, ['generic']) ?? (0,read/* list */.p_)(generic).length;
        const emptyCount = firstNumber(c.value, ['empty']) ?? (0,read/* list */.p_)(empty).length;
        const out = [];
        if (c.has('generic')) {
            out.push(`${someOf(genericCount, links, 'link')} ${genericCount === 1 ? 'says' : 'say'} nothing about where ${genericCount === 1 ? 'it leads' : 'they lead'}: ${linkSamples(generic, genericCount)}`);
        }
        if (c.has('empty')) {
            out.push(`${someOf(emptyCount, links, 'link')} ${emptyCount === 1 ? 'has' : 'have'} no text, alt or aria-label: ${linkSamples(empty, emptyCount)}`);
        }
        if (c.passed) {
            out.push(links === 0
                ? 'The page has no links to other pages'
                : links === null
                    ? 'Every link describes its target'
                    : `All ${(0,format/* plural */.LS)(links, 'link')} describe their target`);
        }
        return withOthers(out, c, ['generic', 'empty']);
    },
    crawlable_links(check) {
        const c = view(check);
        const links = firstNumber(c.value, ['links']);
        const bad = c.error('uncrawlable');
        const badCount = firstNumber(c.value, ['uncrawlable']) ?? (0,read/* list */.p_)(bad).length;
        const out = [];
        if (c.has('uncrawlable')) {
            out.push(`${someOf(badCount, links, 'link')} cannot be followed by crawlers: ${linkSamples(bad, badCount)}`);
        }
        else if (c.passed) {
            out.push(links === 0
                ? 'The page has no links'
                : links === null
                    ? 'Every link has an address crawlers can follow'
                    : `All ${(0,format/* plural */.LS)(links, 'link')} have an address crawlers can follow`);
        }
        return withOthers(out, c, ['uncrawlable']);
    },
};

// EXTERNAL MODULE: ./src/shared/own-keys.ts
var own_keys = __webpack_require__(6678);
;// CONCATENATED MODULE: ./src/shared/findings/checks/miscellaneous.ts
// Evidence for the document's form: metadata, markup hygiene, amount of content. Deployed
// services' miscellaneous checks.




const miscellaneous_EXAMPLES = 3;
/** Ours: `{jsonLd: [types], microdata, rdfa}`; phpRank: `{"Open Graph": {..}, "Schema.org": {..}}`. */
function structuredKinds(value) {
    if (!(0,read/* isRecord */.u4)(value))
        return (0,read/* texts */.Te)(value).slice(0, 6);
    const found = [];
    const labels = {
        jsonLd: 'JSON-LD',
        microdata: 'microdata',
        rdfa: 'RDFa',
    };
    for (const [kind, item] of Object.entries(value)) {
        // A kind named "constructor" is one the catalogue does not know, not Object's.
        const label = (0,own_keys/* own */.Z)(labels, kind);
        if (label === undefined) {
            if (item !== null &&
                item !== undefined &&
                (!(0,read/* isRecord */.u4)(item) || Object.keys(item).length > 0)) {
                found.push(kind);
            }
            continue;
        }
        const types = (0,read/* texts */.Te)(item);
        if (types.length > 0)
            found.push(`${(0,format/* listSample */.no)(types, 4)} (${label})`);
    }
    return found;
}
function styleSample(item) {
    const tag = (0,read/* str */.gx)((0,read/* field */.ZZ)(item, 'tag'));
    const style = (0,read/* str */.gx)((0,read/* field */.ZZ)(item, 'style')) ?? (0,read/* str */.gx)(item);
    if (style === null)
        return '';
    return tag ? `${tag} (${(0,format/* truncate */.xv)(style, 40)})` : (0,format/* truncate */.xv)(style, 40);
}
const MISCELLANEOUS_EVIDENCE = {
    structured_data(check) {
        const c = view(check);
        const out = [];
        if (c.has('missing'))
            out.push('The page has no structured data (JSON-LD, microdata or RDFa)');
        if (c.has('bad_format')) {
            const detail = c.error('bad_format');
            const invalid = (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'invalidJsonLd')) ?? (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'invalid_json_ld'));
            const notSchemaOrg = (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'notSchemaOrg'));
            const withoutType = (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'withoutType'));
            if (invalid !== null || notSchemaOrg !== null || withoutType !== null) {
                if (invalid)
                    out.push(`${(0,format/* plural */.LS)(invalid, 'JSON-LD block')} ${invalid === 1 ? 'does' : 'do'} not parse`);
                if (notSchemaOrg)
                    out.push(`${(0,format/* plural */.LS)(notSchemaOrg, 'item')} ${notSchemaOrg === 1 ? 'has' : 'have'} no schema.org @context`);
                if (withoutType)
                    out.push(`${(0,format/* plural */.LS)(withoutType, 'item')} ${withoutType === 1 ? 'has' : 'have'} no @type`);
            }
            else {
                const problems = (0,read/* texts */.Te)(detail);
                out.push(problems.length > 0
                    ? `The structured data has errors: ${(0,format/* listSample */.no)(problems, miscellaneous_EXAMPLES)}`
                    : 'The structured data is not valid');
            }
        }
        const incomplete = c.error('incomplete');
        if (Array.isArray(incomplete)) {
            for (const item of incomplete.slice(0, miscellaneous_EXAMPLES)) {
                const type = (0,read/* texts */.Te)((0,read/* field */.ZZ)(item, 'type'))[0] ?? 'An item';
                const missing = (0,read/* texts */.Te)((0,read/* field */.ZZ)(item, 'missing'));
                out.push(missing.length > 0
                    ? `${type} lacks ${(0,format/* joinWords */.yZ)(missing.slice(0, 6))}, which search engines require`
                    : `${type} lacks properties search engines require`);
            }
        }
        const kinds = structuredKinds(c.value);
        if (!c.has('missing') && kinds.length > 0 && out.length === 0) {
            out.push(`${c.failed ? 'Found' : 'The page describes itself as'} ${(0,format/* listSample */.no)(kinds, miscellaneous_EXAMPLES)}`);
        }
        return withOthers(out, c, ['missing', 'bad_format', 'incomplete']);
    },
    meta_viewport(check) {
        const c = view(check);
        const content = firstText(c.value, ['content']);
        const out = [];
        if (c.has('missing') || (c.failed && !content))
            out.push('The page has no viewport meta tag');
        else if (!c.failed && content)
            out.push(`The viewport is set to ${(0,format/* quote */.hD)(content, 60)}`);
        return withOthers(out, c, ['missing']);
    },
    charset(check) {
        const c = view(check);
        const name = firstText(c.value, ['charset', 'name']);
        const out = [];
        if (c.has('missing') || (c.failed && !name))
            out.push('The page does not declare its character set');
        else if (!c.failed && name)
            out.push(`The page declares its character set: ${name}`);
        return withOthers(out, c, ['missing']);
    },
    sitemap(check) {
        const c = view(check);
        const urls = (0,read/* texts */.Te)(c.value);
        const out = [];
        if (c.failed && urls.length === 0)
            out.push('No sitemap was found in robots.txt or at /sitemap.xml');
        else if (urls.length > 0)
            out.push(`The sitemap is at ${(0,format/* listSample */.no)(urls, 2)}`);
        return withOthers(out, c, ['missing', 'failed']);
    },
    social(check) {
        const c = view(check);
        // Ours: the tag names; phpRank: links to social networks by network name.
        const found = Array.isArray(c.value)
            ? (0,read/* texts */.Te)(c.value)
            : (0,read/* isRecord */.u4)(c.value)
                ? Object.keys(c.value)
                : [];
        const out = [];
        if (c.failed && (c.has('missing') || found.length === 0)) {
            out.push('The page has no Open Graph or Twitter card tags');
        }
        else if (found.length > 0)
            out.push(`The page has ${(0,format/* listSample */.no)(found, 5)}`);
        return withOthers(out, c, ['missing']);
    },
    content_length(check) {
        const c = view(check);
        const words = (0,read/* num */.bu)(c.value) ?? firstNumber(c.value, ['words', 'count']);
        const min = (0,read/* limit */.AB)(c.error('too_few'), 'min');
        const out = [];
        if (c.has('too_few')) {
            out.push(`The page has ${words !== null ? (0,format/* plural */.LS)(words, 'word') : 'too few words'} of text${min !== null ? `; aim for at least ${(0,format/* formatCount */.B4)(min)}` : ''}`);
        }
        else if (!c.failed && words !== null)
            out.push(`The page has ${(0,format/* plural */.LS)(words, 'word')} of text`);
        return withOthers(out, c, ['too_few']);
    },
    text_html_ratio(check) {
        const c = view(check);
        const ratio = (0,read/* num */.bu)(c.value) ?? firstNumber(c.value, ['ratio', 'percent']);
        const min = (0,read/* limit */.AB)(c.error('too_small'), 'min');
        const out = [];
        if (c.has('too_small')) {
            out.push(`Text is ${ratio !== null ? (0,format/* formatPercent */.l9)(ratio) : 'too small a share'} of the HTML${min !== null ? `; aim for at least ${(0,format/* formatPercent */.l9)(min)}` : ''}`);
        }
        else if (!c.failed && ratio !== null)
            out.push(`Text is ${(0,format/* formatPercent */.l9)(ratio)} of the HTML`);
        return withOthers(out, c, ['too_small']);
    },
    inline_css(check) {
        const c = view(check);
        const samples = (0,read/* list */.p_)(c.error('failed'))
            .map(styleSample)
            .filter((text) => text !== '');
        const total = Math.max((0,read/* num */.bu)(c.value) ?? 0, samples.length);
        const out = [];
        if (c.failed) {
            out.push(`${total > 0 ? (0,format/* plural */.LS)(total, 'element') : 'Elements'} ${total === 1 ? 'has' : 'have'} a style attribute${samples.length > 0 ? `: ${(0,format/* listSample */.no)(samples, miscellaneous_EXAMPLES, total)}` : ''}`);
        }
        else if (c.passed)
            out.push('No element has a style attribute');
        return withOthers(out, c, ['failed']);
    },
    deprecated_html_tags(check) {
        const c = view(check);
        const tags = c.error('bad_tags') ?? c.value;
        const named = [];
        if ((0,read/* isRecord */.u4)(tags) && (0,read/* list */.p_)(tags).length === 0) {
            for (const [tag, n] of Object.entries(tags)) {
                const times = (0,read/* count */.U9)(n);
                named.push(times !== null ? `${tag} (${(0,format/* formatCount */.B4)(times)})` : tag);
            }
        }
        else
            named.push(...(0,read/* texts */.Te)(tags));
        const out = [];
        if (c.failed) {
            out.push(named.length > 0
                ? `The page uses obsolete elements: ${(0,format/* listSample */.no)(named, 5)}`
                : 'The page uses obsolete elements');
        }
        else if (c.passed)
            out.push('The page uses no obsolete elements');
        return withOthers(out, c, ['bad_tags']);
    },
    doctype(check) {
        const c = view(check);
        const declaration = (0,read/* str */.gx)(c.value);
        const out = [];
        if (c.has('missing') || (c.failed && !declaration))
            out.push('The page has no doctype');
        else if (c.failed)
            out.push(errorPhrase('failed', declaration));
        else if (declaration)
            out.push(`The page starts with ${declaration}`);
        return withOthers(out, c, ['missing']);
    },
};

;// CONCATENATED MODULE: ./src/shared/findings/checks/performance.ts
// Evidence for how heavy and how fast the page is: the performance checks of deployed services.




const performance_EXAMPLES = 3;
const REQUEST_NOUNS = {
    javascripts: 'script',
    css: 'stylesheet',
    stylesheets: 'stylesheet',
    media: 'media file',
    audios: 'audio file',
    videos: 'video',
    iframes: 'frame',
};
/** A kind of request as a singular noun: "scripts" and "JavaScripts" -> "script". */
function requestNoun(kind) {
    const lower = kind.toLowerCase();
    return (0,own_keys/* own */.Z)(REQUEST_NOUNS, lower) ?? lower.replace(/s$/, '');
}
/** `{total, scripts: 3, images: 9}` (ours) or `{JavaScripts: [..], CSS: [..]}` (phpRank). */
function requestKinds(value) {
    if (!(0,read/* isRecord */.u4)(value))
        return { total: (0,read/* num */.bu)(value) ?? ((0,read/* list */.p_)(value).length || null), parts: [] };
    let sum = 0;
    const parts = [];
    for (const [kind, item] of Object.entries(value)) {
        if (kind === 'total')
            continue;
        const n = (0,read/* num */.bu)(item) ?? (0,read/* list */.p_)(item).length;
        if (n <= 0)
            continue;
        sum += n;
        parts.push([kind, n]);
    }
    parts.sort((a, b) => b[1] - a[1]);
    const total = (0,read/* num */.bu)((0,own_keys/* own */.Z)(value, 'total')) ?? (parts.length > 0 ? sum : null);
    return { total, parts: parts.map(([kind, n]) => (0,format/* plural */.LS)(n, requestNoun(kind))) };
}
function formatNames(value) {
    const formats = (0,read/* texts */.Te)((0,read/* field */.ZZ)(value, 'formats') ?? (Array.isArray(value) ? value : [])).map((f) => f.toUpperCase() === 'WEBP' ? 'WebP' : f.toUpperCase());
    return formats.length > 0 ? (0,format/* joinWords */.yZ)(formats).replace(/ and /, ' or ') : 'AVIF or WebP';
}
const PERFORMANCE_EVIDENCE = {
    text_compression(check) {
        const c = view(check);
        const sent = firstNumber(c.value, ['transferBytes', 'transfer_bytes']) ?? (0,read/* num */.bu)(c.value);
        const body = firstNumber(c.value, ['bodyBytes', 'body_bytes']);
        const encoding = firstText((0,read/* field */.ZZ)(c.value, 'encoding'));
        const out = [];
        if (c.has('missing') || c.failed) {
            out.push(sent !== null
                ? `The HTML is sent uncompressed: ${(0,format/* formatBytes */.z3)(sent)} over the wire`
                : 'The HTML is sent uncompressed');
        }
        else if (c.passed && !encoding && body !== null) {
            // Our analyzer passes a page too small for compression to change the transfer.
            out.push(`The HTML is sent uncompressed, but at ${(0,format/* formatBytes */.z3)(body)} it fits in one network packet: compression would not make it arrive sooner`);
        }
        else if (c.passed) {
            const how = encoding ? `${encoding} compression` : 'compression';
            const sizes = sent !== null && body !== null && body > sent
                ? `: ${(0,format/* formatBytes */.z3)(sent)} over the wire for ${(0,format/* formatBytes */.z3)(body)} of HTML`
                : sent !== null
                    ? `: ${(0,format/* formatBytes */.z3)(sent)} over the wire`
                    : '';
            out.push(`The HTML is sent with ${how}${sizes}`);
        }
        return withOthers(out, c, ['missing']);
    },
    load_time(check) {
        const c = view(check);
        // Services store seconds (0.013, "2.4").
        const seconds = (0,read/* num */.bu)(c.value) ?? firstNumber(c.value, ['seconds', 'time']);
        const max = (0,read/* limit */.AB)(c.error('too_slow'), 'max');
        const out = [];
        if (c.has('too_slow')) {
            out.push(`The page took ${seconds !== null ? (0,format/* formatDuration */.a3)(seconds * 1000) : 'too long'} to load${max !== null ? `; the limit is ${(0,format/* formatDuration */.a3)(max * 1000)}` : ''}`);
        }
        else if (!c.failed && seconds !== null) {
            out.push(`The page loaded in ${(0,format/* formatDuration */.a3)(seconds * 1000)}`);
        }
        return withOthers(out, c, ['too_slow']);
    },
    page_size(check) {
        const c = view(check);
        const bytes = (0,read/* num */.bu)(c.value) ?? firstNumber(c.value, ['bytes', 'size']);
        const max = (0,read/* limit */.AB)(c.error('too_large'), 'max');
        const out = [];
        if (c.has('too_large')) {
            out.push(`The page weighs ${bytes !== null ? (0,format/* formatBytes */.z3)(bytes) : 'too much'}${max !== null ? `; the limit is ${(0,format/* formatBytes */.z3)(max)}` : ''}`);
        }
        else if (!c.failed && bytes !== null) {
            out.push(`The page weighs ${(0,format/* formatBytes */.z3)(bytes)}`);
        }
        return withOthers(out, c, ['too_large']);
    },
    http_requests(check) {
        const c = view(check);
        const kinds = requestKinds(c.value);
        const detail = c.error('too_many');
        const total = (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'count')) ?? kinds.total;
        const max = (0,read/* limit */.AB)(detail, 'max');
        const split = kinds.parts.length > 0 ? ` (${kinds.parts.slice(0, 4).join(', ')})` : '';
        const out = [];
        if (c.has('too_many')) {
            out.push(`The page makes ${total !== null ? (0,format/* plural */.LS)(total, 'request') : 'too many requests'}${max !== null ? `; the limit is ${(0,format/* formatCount */.B4)(max)}` : ''}${split}`);
        }
        else if (!c.failed && total !== null) {
            out.push(`The page makes ${(0,format/* plural */.LS)(total, 'request')}${split}`);
        }
        return withOthers(out, c, ['too_many']);
    },
    image_format(check) {
        const c = view(check);
        const urls = (0,read/* texts */.Te)(c.error('bad_format'));
        const legacy = firstNumber(c.value, ['legacy']) ?? urls.length;
        const total = firstNumber(c.value, ['images', 'total']);
        const wanted = formatNames(c.value);
        const out = [];
        if (c.has('bad_format')) {
            const shown = urls.length > 0 ? `: ${(0,format/* listSample */.no)(urls, performance_EXAMPLES, Math.max(legacy, urls.length))}` : '';
            out.push(legacy > 0
                ? `${someOf(legacy, total, 'image')} ${legacy === 1 ? 'is' : 'are'} not in ${wanted}${shown}`
                : `Some images are not in ${wanted}`);
        }
        else if (!c.failed) {
            if (total === 0)
                out.push('The page has no images');
            else if (total !== null)
                out.push('No image is served only in an older format such as JPEG, PNG or GIF');
        }
        return withOthers(out, c, ['bad_format']);
    },
    defer_javascript(check) {
        const c = view(check);
        const urls = (0,read/* texts */.Te)(c.error('missing'));
        const blocking = firstNumber(c.value, ['blocking']) ?? urls.length;
        const total = firstNumber(c.value, ['scripts', 'total']);
        const out = [];
        if (c.has('missing')) {
            const shown = urls.length > 0 ? `: ${(0,format/* listSample */.no)(urls, performance_EXAMPLES, Math.max(blocking, urls.length))}` : '';
            out.push(`${someOf(Math.max(blocking, 1), total, 'script')} ${blocking === 1 ? 'blocks' : 'block'} rendering (no defer or async)${shown}`);
        }
        else if (!c.failed) {
            out.push(total === 0 ? 'The page loads no external scripts' : 'No script blocks rendering');
        }
        return withOthers(out, c, ['missing']);
    },
    dom_size(check) {
        const c = view(check);
        const elements = (0,read/* num */.bu)(c.value) ?? firstNumber(c.value, ['count', 'elements', 'nodes']);
        const max = (0,read/* limit */.AB)(c.error('too_many'), 'max');
        const out = [];
        if (c.has('too_many')) {
            out.push(`The page has ${elements !== null ? (0,format/* plural */.LS)(elements, 'element') : 'too many elements'}${max !== null ? `; the limit is ${(0,format/* formatCount */.B4)(max)}` : ''}`);
        }
        else if (!c.failed && elements !== null)
            out.push(`The page has ${(0,format/* plural */.LS)(elements, 'element')}`);
        return withOthers(out, c, ['too_many']);
    },
    http2(check) {
        const c = view(check);
        const protocol = (0,read/* str */.gx)(c.value);
        const name = (text) => /^h2$|^2(\.0)?$/i.test(text)
            ? 'HTTP/2'
            : /^h3$|^3$/i.test(text)
                ? 'HTTP/3'
                : /^http\//i.test(text)
                    ? text.toUpperCase()
                    : `HTTP/${text}`;
        const out = [];
        if (c.failed) {
            out.push(protocol
                ? `The page is served over ${name(protocol)}, not HTTP/2`
                : 'The page is not served over HTTP/2');
        }
        else if (c.passed && protocol)
            out.push(`The page is served over ${name(protocol)}`);
        return withOthers(out, c, ['missing']);
    },
};

;// CONCATENATED MODULE: ./src/shared/findings/checks/security.ts
// Evidence for how safely the page is served: the security checks of deployed services.



const security_EXAMPLES = 3;
/** "x-powered-by" -> "X-Powered-By". */
function headerName(name) {
    return name.replace(/(^|-)([a-z])/g, (_match, dash, letter) => dash + letter.toUpperCase());
}
const SECURITY_EVIDENCE = {
    https_encryption(check) {
        const c = view(check);
        const value = (0,read/* str */.gx)(c.value);
        const url = value?.includes('://') ? value : null;
        const out = [];
        if (c.failed)
            out.push(`The page is served over plain http${url ? `: ${url}` : ''}`);
        else if (c.passed)
            out.push('The page is served over https');
        return withOthers(out, c, ['missing']);
    },
    mixed_content(check) {
        const c = view(check);
        const detail = c.error('failed');
        // Ours: the URLs in the value, the count in the error; phpRank: the URLs by kind in the error.
        const urls = (0,read/* texts */.Te)(Array.isArray(c.value)
            ? c.value
            : (0,read/* isRecord */.u4)(detail) && !Object.hasOwn(detail, 'count')
                ? detail
                : c.value);
        const total = Math.max((0,read/* count */.U9)(detail) ?? 0, urls.length);
        const out = [];
        if (c.failed) {
            out.push(total > 0
                ? `The https page loads ${(0,format/* plural */.LS)(total, 'file')} over http${urls.length > 0 ? `: ${(0,format/* listSample */.no)(urls, security_EXAMPLES, total)}` : ''}`
                : 'The https page loads files over http');
        }
        else if (c.passed) {
            out.push((0,read/* field */.ZZ)(c.value, 'upgradedByCsp') !== undefined
                ? 'Files linked over http are upgraded to https by the Content-Security-Policy'
                : 'Every file is loaded over https');
        }
        return withOthers(out, c, ['failed']);
    },
    server_signature(check) {
        const c = view(check);
        const detail = c.error('failed');
        const headers = [];
        if ((0,read/* isRecord */.u4)(detail)) {
            for (const [name, value] of Object.entries(detail)) {
                const text = (0,read/* str */.gx)(value);
                if (text !== null)
                    headers.push(`${headerName(name)}: ${text}`);
            }
        }
        if (headers.length === 0) {
            const server = (0,read/* str */.gx)((0,read/* field */.ZZ)(c.value, 'server')) ?? (0,read/* texts */.Te)(c.value)[0] ?? null;
            if (server !== null)
                headers.push(`Server: ${server}`);
        }
        const out = [];
        if (c.failed) {
            out.push(headers.length > 0
                ? `The server's headers reveal its software: ${(0,format/* listSample */.no)(headers, security_EXAMPLES)}`
                : "The server's headers reveal its software");
        }
        else if (c.passed)
            out.push("The server's headers reveal no version number");
        return withOthers(out, c, ['failed']);
    },
    unsafe_cross_origin_links(check) {
        const c = view(check);
        const detail = c.error('failed');
        const urls = (0,read/* texts */.Te)(Array.isArray(c.value) && c.value.length > 0
            ? c.value
            : Array.isArray(detail)
                ? detail
                : c.value);
        const total = Math.max((0,read/* count */.U9)(detail) ?? 0, urls.length);
        const out = [];
        if (c.failed) {
            out.push(`${total > 0 ? (0,format/* plural */.LS)(total, 'link') : 'Links'} ${total === 1 ? 'opens' : 'open'} another site in a new tab without rel="noopener"${urls.length > 0 ? `: ${(0,format/* listSample */.no)(urls, security_EXAMPLES, total)}` : ''}`);
        }
        else if (c.passed)
            out.push('Every link that opens another site in a new tab has rel="noopener"');
        return withOthers(out, c, ['failed']);
    },
    htst(check) {
        const c = view(check);
        const header = (0,read/* str */.gx)(c.value);
        const out = [];
        if (c.has('missing') || (c.failed && header === null)) {
            out.push('The page sends no Strict-Transport-Security header');
        }
        else if (c.has('bad_format')) {
            const maxAge = (0,read/* num */.bu)((0,read/* field */.ZZ)(c.error('bad_format'), 'maxAge'));
            out.push(`The Strict-Transport-Security header has no positive max-age${maxAge !== null ? ` (max-age=${maxAge})` : ''}${header ? `: ${(0,format/* quote */.hD)(header, 60)}` : ''}`);
        }
        else if (c.passed && header)
            out.push(`Strict-Transport-Security: ${header}`);
        return withOthers(out, c, ['missing', 'bad_format']);
    },
    plaintext_email(check) {
        const c = view(check);
        const detail = c.error('failed');
        const emails = (0,read/* texts */.Te)(Array.isArray(c.value) && c.value.length > 0 ? c.value : detail);
        const total = Math.max((0,read/* count */.U9)(detail) ?? 0, emails.length);
        const out = [];
        if (c.failed) {
            out.push(`The page shows ${total > 0 ? (0,format/* plural */.LS)(total, 'e-mail address', 'e-mail addresses') : 'e-mail addresses'} to spam bots${emails.length > 0 ? `: ${(0,format/* listSample */.no)(emails, security_EXAMPLES, total)}` : ''}`);
        }
        else if (c.passed)
            out.push('The page shows no e-mail address');
        return withOthers(out, c, ['failed']);
    },
};

;// CONCATENATED MODULE: ./src/shared/findings/checks/seo.ts
// Evidence for how a search engine finds, reads and lists the page: the seo checks of deployed
// services.




const seo_EXAMPLES = 3;
function keywords(value) {
    const words = (0,read/* texts */.Te)(value).slice(0, 8);
    return words.join(', ');
}
/**
 * "has 45 characters", or, when the service measured display width (our analyzer counts a wide
 * CJK character as two columns) and that differs from the character count, "is 40 characters
 * wide (20 characters)".
 */
function measured(length, text) {
    const characters = text === null ? length : [...text].length;
    if (characters === length)
        return `has ${(0,format/* plural */.LS)(length, 'character')}`;
    return `is ${(0,format/* plural */.LS)(length, 'character')} wide (${(0,format/* plural */.LS)(characters, 'character')}; a wide CJK character counts as two)`;
}
function headingsOf(value, level) {
    return (0,read/* texts */.Te)((0,read/* field */.ZZ)(value, level) ?? (0,read/* field */.ZZ)(value, level.toUpperCase()));
}
function pathOf(url) {
    if (url === null)
        return null;
    const parsed = URL.parse(url);
    return parsed ? parsed.pathname : url;
}
/** `<meta name="robots" content="noindex">` reads as: robots meta tag "noindex". */
function directive(text) {
    const meta = /<meta[^>]*name\s*=\s*["']?([\w-]+)[^>]*content\s*=\s*["']([^"']*)["']/i.exec(text);
    if (meta)
        return `${meta[1]?.toLowerCase()} meta tag "${meta[2]}"`;
    return text.includes(':') || text.includes('"') ? text : `"${text}"`;
}
function linkCounts(value) {
    const internal = firstNumber(value, ['internal']) ?? listLength(value, ['Internals', 'internals']);
    const external = firstNumber(value, ['external']) ?? listLength(value, ['Externals', 'externals']);
    const total = firstNumber(value, ['total', 'count']) ??
        (internal !== null || external !== null ? (internal ?? 0) + (external ?? 0) : null);
    return { total, internal, external };
}
function listLength(value, names) {
    for (const name of names) {
        const found = (0,read/* field */.ZZ)(value, name);
        if (found !== undefined)
            return (0,read/* list */.p_)(found).length;
    }
    return null;
}
const SEO_EVIDENCE = {
    title(check) {
        const c = view(check);
        const text = (0,read/* str */.gx)(c.value);
        const out = [];
        if (c.has('outside_head'))
            out.push(outsideHeadSentence(c.error('outside_head'), 'title'));
        if (c.has('missing') || (c.failed && text === null && !c.has('length') && out.length === 0)) {
            out.push('The page has no title');
        }
        else if (c.has('length')) {
            const detail = c.error('length');
            const length = (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'length')) ?? (text === null ? null : [...text].length);
            const min = (0,read/* limit */.AB)(detail, 'min');
            const max = (0,read/* limit */.AB)(detail, 'max');
            const shown = text === null ? '' : `: ${(0,format/* quote */.hD)(text, 60)}`;
            const size = length === null ? '' : measured(length, text);
            if (length !== null && max !== null && length > max) {
                out.push(`The title ${size}; keep it to ${max} or fewer${shown}`);
            }
            else if (length !== null && min !== null && length < min) {
                out.push(`The title ${size}; use at least ${min}${shown}`);
            }
            else {
                out.push(`The title's length is outside the limits${shown}`);
            }
        }
        else if (text !== null) {
            out.push(`The title has ${(0,format/* plural */.LS)([...text].length, 'character')}: ${(0,format/* quote */.hD)(text, 60)}`);
        }
        if (c.has('too_many')) {
            const titles = (0,read/* count */.U9)(c.error('too_many'));
            out.push(titles !== null && titles > 1
                ? `The page has ${titles} title elements; search engines read only one`
                : 'The page has more than one title element; search engines read only one');
        }
        return withOthers(out, c, ['missing', 'length', 'too_many', 'outside_head']);
    },
    meta_description(check) {
        const c = view(check);
        const text = (0,read/* str */.gx)(c.value);
        const out = [];
        if (c.has('outside_head')) {
            out.push(outsideHeadSentence(c.error('outside_head'), 'meta description'));
        }
        if (c.has('missing') || (c.failed && text === null && !c.has('length') && out.length === 0)) {
            out.push('The page has no meta description');
        }
        else if (c.has('length') && text !== null) {
            const detail = c.error('length');
            const length = (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'length')) ?? [...text].length;
            const min = (0,read/* limit */.AB)(detail, 'min');
            const max = (0,read/* limit */.AB)(detail, 'max');
            const range = min !== null && max !== null ? `; keep it between ${min} and ${max}` : '';
            out.push(`The meta description ${measured(length, text)}${range}: ${(0,format/* quote */.hD)(text, 80)}`);
        }
        else if (text !== null) {
            out.push(`The meta description has ${(0,format/* plural */.LS)([...text].length, 'character')}: ${(0,format/* quote */.hD)(text, 80)}`);
        }
        if (c.has('duplicate') || c.has('too_many')) {
            const found = (0,read/* count */.U9)(c.error('duplicate') ?? c.error('too_many'));
            out.push(found !== null && found > 1
                ? `The page has ${found} meta descriptions; keep one`
                : 'The page has more than one meta description; keep one');
        }
        return withOthers(out, c, ['missing', 'length', 'duplicate', 'too_many', 'outside_head']);
    },
    headings(check) {
        const c = view(check);
        const h1 = headingsOf(c.value, 'h1');
        const out = [];
        if (c.has('missing'))
            out.push('The page has no h1 heading');
        if (c.has('too_many')) {
            const found = (0,read/* count */.U9)(c.error('too_many')) ?? (h1.length > 1 ? h1.length : null);
            const shown = h1.length > 0
                ? `: ${(0,format/* listSample */.no)(h1.map((text) => (0,format/* quote */.hD)(text, 30)), seo_EXAMPLES)}`
                : '';
            out.push(found !== null
                ? `The page has ${found} h1 headings${shown}; keep one`
                : `The page has more than one h1 heading${shown}; keep one`);
        }
        if (c.has('duplicate')) {
            out.push(`The h1 heading repeats the title word for word${h1[0] ? `: ${(0,format/* quote */.hD)(h1[0])}` : ''}`);
        }
        if (out.length === 0 && !c.failed) {
            const levels = (0,read/* isRecord */.u4)(c.value)
                ? Object.entries(c.value)
                    .filter(([level]) => /^h[2-6]$/i.test(level))
                    .map(([level, items]) => `${(0,read/* list */.p_)(items).length} ${level.toLowerCase()}`)
                : [];
            const main = h1[0] ? `The h1 heading is ${(0,format/* quote */.hD)(h1[0])}` : '';
            const rest = levels.length > 0 ? `${main ? '; also ' : 'Headings: '}${levels.join(', ')}` : '';
            out.push(`${main}${rest}`);
        }
        return withOthers(out, c, ['missing', 'too_many', 'duplicate']);
    },
    content_keywords(check) {
        const c = view(check);
        const out = [];
        if (c.has('missing')) {
            const wanted = keywords(c.error('missing'));
            out.push(wanted !== ''
                ? `None of the title's words appear in the page's text: ${wanted}`
                : 'The title has no words to look for in the text');
        }
        else if (!c.failed) {
            const found = keywords(c.value);
            if (found !== '')
                out.push(`The text uses the title's words: ${found}`);
        }
        return withOthers(out, c, ['missing']);
    },
    image_keywords(check) {
        const c = view(check);
        const total = firstNumber(c.value, ['images', 'total']);
        const sources = (0,read/* texts */.Te)(c.error('missing'));
        const without = firstNumber(c.value, ['withoutAlt', 'without_alt', 'missing']) ?? sources.length;
        const out = [];
        if (c.has('missing')) {
            const shown = sources.length > 0
                ? `: ${(0,format/* listSample */.no)(sources, seo_EXAMPLES, Math.max(without, sources.length))}`
                : '';
            out.push(without > 0
                ? `${someOf(without, total, 'image')} ${without === 1 ? 'has' : 'have'} no alt text${shown}`
                : 'Some images have no alt text');
        }
        else if (!c.failed) {
            if (total === 0)
                out.push('The page has no images');
            else if (total === 1)
                out.push('The only image has alt text');
            else if (total !== null)
                out.push(`All ${(0,format/* plural */.LS)(total, 'image')} have alt text`);
        }
        // Our analyzer leaves out images never built (<noscript>) or not shown (pixels, hidden).
        const skipped = firstNumber(c.value, ['notJudged']);
        if (skipped !== null && skipped > 0) {
            out.push(`${(0,format/* plural */.LS)(skipped, 'hidden image')} (tracking pixels, hidden or inside <noscript>) ${skipped === 1 ? 'was' : 'were'} not judged`);
        }
        return withOthers(out, c, ['missing']);
    },
    seo_friendly_url(check) {
        const c = view(check);
        const url = (0,read/* str */.gx)(c.value);
        const at = url ? `: ${url}` : '';
        const out = [];
        if (c.has('bad_format')) {
            const reasons = (0,read/* texts */.Te)(c.error('bad_format'));
            out.push(reasons.length > 0
                ? `The address has ${(0,format/* joinWords */.yZ)(reasons)}${at}`
                : `The address has characters that do not read as words (?, =, _, %, commas or spaces)${at}`);
        }
        if (c.has('missing')) {
            const wanted = keywords(c.error('missing'));
            out.push(wanted !== ''
                ? `The address holds none of the title's words (${wanted})${c.has('bad_format') ? '' : at}`
                : `The address holds none of the title's words${c.has('bad_format') ? '' : at}`);
        }
        if (c.has('too_long')) {
            const detail = c.error('too_long');
            const length = (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'length'));
            const max = (0,read/* limit */.AB)(detail, 'max');
            out.push(`The address is ${length !== null ? (0,format/* plural */.LS)(length, 'character') : 'too'} long${max !== null ? `; keep it under ${max}` : ''}`);
        }
        if (out.length === 0 && !c.failed && url)
            out.push(`The address reads as words: ${url}`);
        return withOthers(out, c, ['bad_format', 'missing', 'too_long']);
    },
    '404_page'(check) {
        const c = view(check);
        const probe = pathOf(firstText(c.value, ['url']));
        const status = (0,read/* num */.bu)((0,read/* field */.ZZ)(c.error('failed'), 'status')) ?? firstNumber(c.value, ['status']);
        const address = probe ? ` (${probe})` : '';
        const out = [];
        if (c.failed) {
            out.push(status !== null
                ? `An address that does not exist${address} answers ${status} instead of 404`
                : 'An address that does not exist does not answer 404 Not Found');
        }
        else if (c.passed) {
            out.push(`An address that does not exist${address} answers ${status ?? 404}`);
        }
        return withOthers(out, c, ['failed', 'missing']);
    },
    noindex(check) {
        const c = view(check);
        const found = (0,read/* texts */.Te)(c.error('failed'));
        const from = found.length > 0 ? found : (0,read/* texts */.Te)(c.value);
        const out = [];
        if (c.failed) {
            out.push(from.length > 0
                ? `The page tells search engines not to list it: ${(0,format/* listSample */.no)(from.map(directive), seo_EXAMPLES)}`
                : 'The page tells search engines not to list it (noindex)');
        }
        else if (c.passed) {
            out.push('Nothing on the page keeps it out of search results');
            const ignored = (0,read/* texts */.Te)((0,read/* field */.ZZ)(c.value, 'ignoredOutsideHead'));
            if (ignored.length > 0) {
                const detail = { count: ignored.length, after: (0,read/* field */.ZZ)(c.value, 'after') };
                out.push(`${outsideHeadSentence(detail, 'robots meta tag')}: ${(0,format/* listSample */.no)(ignored.map(directive), seo_EXAMPLES)}`);
            }
        }
        return withOthers(out, c, ['failed', 'missing']);
    },
    robots(check) {
        const c = view(check);
        const detail = c.error('failed');
        const status = (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'status'));
        const rules = (0,read/* texts */.Te)((0,read/* field */.ZZ)(detail, 'rule') ?? ((0,read/* isRecord */.u4)(detail) ? undefined : detail));
        const valueStatus = firstNumber(c.value, ['status']);
        const out = [];
        if (c.failed) {
            if (status !== null) {
                out.push(`robots.txt answers ${status}; crawlers then stay away from the whole site`);
            }
            else if (rules.length > 0) {
                const shown = rules.map((rule) => /^(dis)?allow\s*:/i.test(rule) ? rule : `Disallow: ${rule}`);
                out.push(`robots.txt blocks this page for crawlers: ${(0,format/* listSample */.no)(shown, seo_EXAMPLES)}`);
            }
            else {
                out.push('robots.txt blocks this page for crawlers');
            }
        }
        else if (c.passed) {
            out.push(valueStatus !== null && (valueStatus < 200 || valueStatus >= 300)
                ? `There is no robots.txt (it answers ${valueStatus}), so nothing is blocked`
                : 'robots.txt lets crawlers read this page');
        }
        return withOthers(out, c, ['failed']);
    },
    in_page_links(check) {
        const c = view(check);
        const counts = linkCounts(c.value);
        const detail = c.error('too_many');
        const total = (0,read/* num */.bu)((0,read/* field */.ZZ)(detail, 'count')) ?? counts.total;
        const max = (0,read/* limit */.AB)(detail, 'max');
        const split = counts.internal !== null && counts.external !== null
            ? ` (${(0,format/* formatCount */.B4)(counts.internal)} internal, ${(0,format/* formatCount */.B4)(counts.external)} external)`
            : '';
        const out = [];
        if (c.has('too_many')) {
            out.push(total !== null
                ? `The page has ${(0,format/* plural */.LS)(total, 'link')}${max !== null ? `; the limit is ${(0,format/* formatCount */.B4)(max)}` : ''}${split}`
                : `The page has too many links${max !== null ? `; the limit is ${(0,format/* formatCount */.B4)(max)}` : ''}`);
        }
        else if (!c.failed && total !== null) {
            out.push(total === 0 ? 'The page has no links' : `The page has ${(0,format/* plural */.LS)(total, 'link')}${split}`);
        }
        return withOthers(out, c, ['too_many']);
    },
    language(check) {
        const c = view(check);
        const lang = firstText(c.value, ['lang']) ?? firstText(c.error('bad_format'), ['lang']);
        const out = [];
        if (c.has('missing'))
            out.push('The html element has no lang attribute');
        else if (c.has('bad_format')) {
            out.push(`${lang ? (0,format/* quote */.hD)(lang, 20) : 'The declared language'} is not a valid language tag such as en or en-GB`);
        }
        else if (!c.failed && lang)
            out.push(`The page declares its language: ${lang}`);
        return withOthers(out, c, ['missing', 'bad_format']);
    },
    favicon(check) {
        const c = view(check);
        const href = firstText(c.value, ['url', 'href']);
        const out = [];
        if (c.has('missing') || (c.failed && !href))
            out.push('The page declares no favicon');
        else if (!c.failed && href)
            out.push(`The favicon is ${href}`);
        return withOthers(out, c, ['missing']);
    },
};

;// CONCATENATED MODULE: ./src/shared/findings/checks/index.ts





const CHECK_EVIDENCE = {
    ...SEO_EVIDENCE,
    ...PERFORMANCE_EVIDENCE,
    ...SECURITY_EVIDENCE,
    ...MISCELLANEOUS_EVIDENCE,
    ...ADDED_EVIDENCE,
};

// EXTERNAL MODULE: ./src/shared/findings/runner-checks.ts
var runner_checks = __webpack_require__(9176);
;// CONCATENATED MODULE: ./src/shared/findings/catalogue.ts
// The catalogue of checks: every key of the table of checks (src/shared/checks/: the keys of
// deployed services and those our analyzer adds) with its wording (name, why, fix), category,
// importance and severity, and its evidence formatter, for every renderer. A key it does not
// know still reads well: humanised name, value summarised.






/** In report order: seo, performance, security, miscellaneous, then the added checks. */
const CATALOGUE = checks/* CHECKS */.ui.map((spec) => ({
    key: spec.key,
    name: spec.name,
    category: spec.category,
    importance: spec.importance,
    severity: spec.severity,
    why: spec.why,
    fix: spec.fix,
    evidence: CHECK_EVIDENCE[spec.key],
}));
// The runner's own checks (check-links) come after the service's, in report order.
const BY_KEY = new Map([...CATALOGUE, ...runner_checks/* RUNNER_ENTRIES */.KC].map((entry, index) => [entry.key, { entry, index }]));
const CATEGORY_NAMES = {
    seo: 'SEO',
    performance: 'Performance',
    security: 'Security',
    miscellaneous: 'Miscellaneous',
};
const CATEGORIES = (/* unused pure expression or super */ null && (['seo', 'performance', 'security', 'miscellaneous']));
function isKnownCheck(key) {
    return BY_KEY.has(key);
}
/** The entry for a key; for an unknown key, one made from the key itself. */
function checkEntry(key) {
    return BY_KEY.get(key)?.entry ?? unknownEntry(key);
}
/** Position in report order; unknown keys after every known one. */
function catalogueOrder(key) {
    return BY_KEY.get(key)?.index ?? BY_KEY.size;
}
function unknownEntry(key) {
    const name = (0,format/* humaniseKey */.Oi)(key);
    return {
        key,
        name,
        category: 'miscellaneous',
        importance: 'low',
        // Shown, since the service thought it worth checking, but no job fails on a check nobody
        // here has judged.
        severity: checks/* UNKNOWN_CHECK_SEVERITY */.UN,
        why: 'This check comes from the SEO service and is not described here; see its documentation.',
        fix: "Follow the service's advice for this check.",
        evidence: (check) => genericEvidence(name, check),
    };
}
/**
 * The evidence sentence for one check of one page. Never throws, whatever the value and errors
 * hold: a formatter that cannot read a shape gives way to the generic wording.
 */
function describeCheck(key, check) {
    const entry = checkEntry(key);
    const safe = {
        passed: typeof check?.passed === 'boolean' ? check.passed : null,
        value: check?.value,
        errors: (0,read/* rec */.D9)(check?.errors),
    };
    if (safe.passed === null)
        return notChecked(safe.value);
    try {
        const text = entry.evidence(safe);
        if (typeof text === 'string' && text.trim() !== '')
            return (0,format/* sentence */.em)(text);
    }
    catch {
        // An unforeseen shape: the generic wording below still says what was sent.
    }
    try {
        return (0,format/* sentence */.em)(genericEvidence(entry.name, safe));
    }
    catch {
        return safe.passed ? `${entry.name}: no problem found.` : `${entry.name} failed.`;
    }
}
/** Our analyzer says why a check did not apply ("not applicable: ..."); others say nothing. */
function notChecked(value) {
    if (typeof value === 'string') {
        const reason = /^not applicable:\s*(.+)$/is.exec(value.trim())?.[1];
        if (reason)
            return (0,format/* sentence */.em)(`Not checked: ${reason.replace(/\s+/g, ' ')}`);
    }
    return 'Not checked on this page.';
}


/***/ }),

/***/ 8497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Oi: () => (/* binding */ humaniseKey),
/* harmony export */   X5: () => (/* binding */ cleanText),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   Yq: () => (/* binding */ formatDate),
/* harmony export */   ZV: () => (/* binding */ formatNumber),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   em: () => (/* binding */ sentence),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   jB: () => (/* binding */ noun),
/* harmony export */   l9: () => (/* binding */ formatPercent),
/* harmony export */   no: () => (/* binding */ listSample),
/* harmony export */   sK: () => (/* binding */ capitalise),
/* harmony export */   xv: () => (/* binding */ truncate),
/* harmony export */   y: () => (/* binding */ formatScore),
/* harmony export */   yZ: () => (/* binding */ joinWords),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
// How numbers, sizes, durations, dates and stray values are written for people, in one place so
// that every renderer (pages, summary, comment, CLI) says "94.3", "412 KB" and "1 page" alike.
/**
 * A score with ONE decimal everywhere, trailing ".0" dropped: 94.29 -> "94.3", 100 -> "100",
 * 0 -> "0". Services send 83, 83.33 or "83.33"; one precision keeps a page's score the same in
 * the table, the comment and the report. Not a finite number: "–".
 */
function formatScore(score) {
    if (typeof score !== 'number' || !Number.isFinite(score))
        return '–';
    const rounded = Math.round(score * 10) / 10;
    return String(rounded === 0 ? 0 : rounded);
}
/** "1 page", "3 pages", "0 pages"; the plural form defaults to the singular plus "s". */
function plural(count, singular, pluralForm = `${singular}s`) {
    return `${formatCount(count)} ${noun(count, singular, pluralForm)}`;
}
/** The word alone, for where the count is written apart (a page's card): "check", "checks". */
function noun(count, singular, pluralForm = `${singular}s`) {
    return count === 1 ? singular : pluralForm;
}
/** A whole count with thousands separators: 2140 -> "2,140". */
function formatCount(count) {
    if (!Number.isFinite(count))
        return String(count);
    const whole = Math.round(count);
    // The same text as toLocaleString('en-US') for every count a page can have, without it: its
    // first call loads ICU's number data, 6 ms of the action's start before its first request
    // (a progress line says "1 page"). Beyond 2^53 digits are not exact anyway: leave those to ICU.
    if (Math.abs(whole) > Number.MAX_SAFE_INTEGER || Object.is(whole, -0)) {
        return whole.toLocaleString('en-US');
    }
    return withThousands(String(whole));
}
/** Digits (with a leading minus, maybe) with a comma between each group of three: "-2,140". */
function withThousands(digits) {
    return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}
/**
 * Built on first use, not at load (ICU's number data costs the action's start), and once: a
 * toLocaleString with options builds a formatter per call, which was half a millisecond a page
 * of the table of a 2,000-page audit.
 */
let numberFormat = null;
/**
 * A number JavaScript writes with at most two decimals and fifteen digits in all (what a page's
 * counts, sizes and rounded scores are): its digits are the formatter's, which has nothing to
 * round, so only the thousands need separating.
 */
const PLAIN_NUMBER = /^-?(\d{1,13})(\.\d{1,2})?$/;
/** A number as read in a sentence: up to two decimals, thousands separated. */
function formatNumber(value) {
    if (!Number.isFinite(value))
        return String(value);
    // Without Intl where its text is plain: its format() was a tenth of the CPU of printing a
    // 2,000-page table (two or more sizes a failed check). -0 is "-0" to Intl, "0" to String.
    const plain = Object.is(value, -0) ? null : PLAIN_NUMBER.exec(String(value));
    if (plain !== null) {
        const [text, whole = '', fraction = ''] = plain;
        if (whole.length <= 3)
            return text;
        return `${value < 0 ? '-' : ''}${withThousands(whole)}${fraction}`;
    }
    numberFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    return numberFormat.format(value);
}
/**
 * Bytes in decimal units (1 KB = 1,000 bytes), the way the limits are set (330,000 bytes is
 * "330 KB"): one decimal under 10, whole numbers above.
 */
function formatBytes(bytes) {
    if (!Number.isFinite(bytes))
        return String(bytes);
    const abs = Math.abs(bytes);
    if (abs < 1000)
        return `${formatCount(bytes)} ${Math.round(abs) === 1 ? 'byte' : 'bytes'}`;
    const units = ['KB', 'MB', 'GB'];
    let value = bytes / 1000;
    let unit = 0;
    while (Math.abs(value) >= 999.5 && unit < units.length - 1) {
        value /= 1000;
        unit++;
    }
    return `${roundForUnit(value)} ${units[unit]}`;
}
/** Milliseconds under a second ("130 ms"), seconds above ("3.4 s", "12 s"). */
function formatDuration(ms) {
    if (!Number.isFinite(ms))
        return String(ms);
    if (Math.abs(ms) < 999.5)
        return `${Math.round(ms)} ms`;
    return `${roundForUnit(ms / 1000)} s`;
}
/**
 * Elapsed time in seconds with one decimal, under a second too ("0.4 s", "1.2 s", "12.0 s"): for
 * log lines and the summary's footer, where one unit reads and aligns better than formatDuration's.
 */
function formatSeconds(ms) {
    return `${(ms / 1000).toFixed(1)} s`;
}
function roundForUnit(value) {
    const rounded = Math.abs(value) < 9.95 ? Math.round(value * 10) / 10 : Math.round(value);
    return formatNumber(rounded);
}
/** A percentage: up to one decimal ("4.2%", "10%"). */
function formatPercent(value) {
    if (!Number.isFinite(value))
        return String(value);
    return `${formatNumber(Math.round(value * 10) / 10)}%`;
}
// Built on first use, not at load: constructing it loads ICU's date data, 12-24 ms of the
// action's start before its first request, for a format only renderers use afterwards.
let dateFormat;
function utcDateFormat() {
    dateFormat ??= new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'UTC',
    });
    return dateFormat;
}
/**
 * "1 March 2026 at 10:00 UTC" for an ISO timestamp or a Date; the text as given when it is not
 * a date; null for nothing. UTC because a report is read in many time zones.
 */
function formatDate(value) {
    if (value === null || value === undefined || value === '')
        return null;
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime()))
        return typeof value === 'string' ? value : null;
    return `${utcDateFormat().format(date)} UTC`;
}
/** Text from a page or a service on one line: control characters out, whitespace runs as one. */
function cleanText(text) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    return text.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim();
}
/** Cut to `max` characters (whole code points) with an ellipsis. */
function truncate(text, max) {
    // No more UTF-16 units than `max`: no more code points either, nothing to cut (and no array of
    // every character of each quoted text made to learn it).
    if (text.length <= max)
        return text;
    const chars = [...text];
    return chars.length > max
        ? `${chars
            .slice(0, Math.max(1, max - 1))
            .join('')
            .trimEnd()}…`
        : text;
}
/** A page's own text in quotes, cleaned and cut: 'Trail running shoes for every…'. */
function quote(text, max = 40) {
    return `'${truncate(cleanText(text), max)}'`;
}
/** "a, b, c and 9 more": the first few items, then how many were left out. */
function listSample(items, shown = 3, total = items.length) {
    const first = items.slice(0, shown);
    const more = Math.max(0, total - first.length);
    return more > 0 ? `${first.join(', ')} and ${more} more` : first.join(', ');
}
/** "a", "a and b", "a, b and c". */
function joinWords(items) {
    if (items.length <= 1)
        return items.join('');
    return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
/** A key as words: "seo_friendly_url" -> "Seo friendly url", "withoutAlt" -> "Without alt". */
function humaniseKey(key) {
    const words = cleanText(key
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/[_\-.:]+/g, ' ')
        .toLowerCase());
    if (words === '')
        return 'Unnamed check';
    return words.charAt(0).toUpperCase() + words.slice(1);
}
/** The first letter upper-cased, so that a clause can start a sentence. */
function capitalise(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
/** Ends with a full stop unless it already ends a sentence (or an ellipsis). */
function sentence(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return trimmed;
    return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}


/***/ }),

/***/ 7074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ limit),
/* harmony export */   D9: () => (/* binding */ rec),
/* harmony export */   Te: () => (/* binding */ texts),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   ZZ: () => (/* binding */ field),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   fS: () => (/* binding */ summarise),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   p_: () => (/* binding */ list),
/* harmony export */   u4: () => (/* binding */ isRecord)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8497);
// Tolerant readers for a check's `value` and `errors`. Every service stores its own shapes
// (ours `{images, withoutAlt}`, phpRank `[{url, text}]`, numbers as strings, PHP arrays as
// objects with numeric keys), so formatters ask for what they hope to find and get null or an
// empty list otherwise, never an exception.

function isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** A finite number, also from a numeric string ("12", "0.4"). */
function num(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) ? value : null;
    if (typeof value === 'string' && value.trim() !== '') {
        const parsed = Number(value);
        return Number.isFinite(parsed) ? parsed : null;
    }
    return null;
}
/** A non-empty string (cleaned), or a number as text; otherwise null. */
function str(value) {
    if (typeof value === 'string') {
        const text = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanText */ .X5)(value);
        return text === '' ? null : text;
    }
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    return null;
}
function rec(value) {
    return isRecord(value) ? value : null;
}
/**
 * The object's own field, or undefined when the value is not an object or has no such field: a
 * name the service sent ("constructor", "__proto__") never reads Object.prototype.
 */
function field(value, name) {
    return isRecord(value) && Object.hasOwn(value, name) ? value[name] : undefined;
}
/** An array as is; a PHP list serialised as an object ({"0": .., "3": ..}) as its values. */
function list(value) {
    if (Array.isArray(value))
        return value;
    if (isRecord(value)) {
        const keys = Object.keys(value);
        if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key)))
            return Object.values(value);
    }
    return [];
}
const LABEL_FIELDS = ['url', 'src', 'href', 'value', 'text', 'name', 'type', 'rule'];
/**
 * The items of a list as short texts: strings as they are, objects by their url/src/href/...
 * field, groups ({JavaScripts: [...], CSS: [...]}) flattened. Depth-limited.
 */
function texts(value, depth = 0) {
    if (depth > 3)
        return [];
    const single = str(value);
    if (single !== null)
        return [single];
    const items = list(value);
    if (items.length > 0)
        return items.flatMap((item) => texts(item, depth + 1));
    if (isRecord(value)) {
        for (const name of LABEL_FIELDS) {
            const label = str(field(value, name));
            if (label !== null)
                return [label];
        }
        return Object.values(value).flatMap((item) => texts(item, depth + 1));
    }
    return [];
}
/** How many: a number, the length of a list, or an object's `count`/`total`. */
function count(value) {
    const direct = num(value);
    if (direct !== null)
        return direct;
    if (Array.isArray(value))
        return value.length;
    return num(field(value, 'count')) ?? num(field(value, 'total'));
}
/** A limit from an error's detail: `{max: 150}` -> 150. */
function limit(detail, name) {
    return num(field(detail, name));
}
/**
 * Any value as a short phrase, never as JSON: strings quoted, lists sampled, objects as
 * "key value" pairs. For unknown checks and for shapes a formatter did not expect.
 */
function summarise(value, depth = 0) {
    if (value === null || value === undefined)
        return '';
    if (typeof value === 'string')
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanText */ .X5)(value) === '' ? '' : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(value, 60);
    if (typeof value === 'number')
        return Number.isFinite(value) ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(value) : '';
    if (typeof value === 'boolean')
        return value ? 'yes' : 'no';
    if (typeof value !== 'object')
        return '';
    if (depth >= 2) {
        const size = Array.isArray(value) ? value.length : Object.keys(value).length;
        return size === 0 ? '' : `${size} ${size === 1 ? 'item' : 'items'}`;
    }
    const items = list(value);
    if (Array.isArray(value) || items.length > 0) {
        const parts = items.map((item) => summarise(item, depth + 1)).filter((part) => part !== '');
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .listSample */ .no)(parts, 3, parts.length);
    }
    const parts = [];
    for (const [key, item] of Object.entries(value)) {
        const text = summarise(item, depth + 1);
        const name = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .humaniseKey */ .Oi)(key).toLowerCase();
        parts.push(text === '' ? name : `${name} ${text}`);
    }
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .listSample */ .no)(parts, 4, parts.length);
}


/***/ }),

/***/ 9176:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KC: () => (/* binding */ RUNNER_ENTRIES),
/* harmony export */   Ny: () => (/* binding */ isRunnerCheck),
/* harmony export */   bW: () => (/* binding */ runnerErrorKeys),
/* harmony export */   k3: () => (/* binding */ runnerSeverity),
/* harmony export */   n7: () => (/* binding */ RUNNER_CHECKS)
/* harmony export */ });
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7074);

const RUNNER_CHECKS = {
    /**
     * Links (`<a>`, `<area>`, canonical and alternate `<link>`): on the audited origins (broken,
     * blocked, noindex, redirected) and, with check-external-links, on other sites: broken there
     * (`external`) or not verifiable because the host refuses bots or rate-limits (`unverifiable`).
     * Another site's faults are warnings: the site cannot fix them, only its links to them.
     */
    broken_links: {
        broken: 'error',
        external: 'warning',
        unverifiable: 'warning',
        blocked: 'warning',
        noindex: 'warning',
        redirected: 'notice',
    },
    /** Images (src and srcset), scripts, stylesheets, icons, fonts, media and frames: the same, without the link kinds. */
    broken_resources: { broken: 'error', external: 'warning', unverifiable: 'warning' },
};
function isRunnerCheck(key) {
    return Object.hasOwn(RUNNER_CHECKS, key);
}
/** A runner check's error keys; [] for any other key. */
function runnerErrorKeys(key) {
    return isRunnerCheck(key) ? Object.keys(RUNNER_CHECKS[key]) : [];
}
/**
 * The default severity of a runner check's error (without one, the check's gravest: error); null
 * for a key that is not one.
 */
function runnerSeverity(key, errorKey) {
    const errors = isRunnerCheck(key) ? RUNNER_CHECKS[key] : undefined;
    if (errors === undefined)
        return null;
    if (errorKey !== null && Object.hasOwn(errors, errorKey))
        return errors[errorKey];
    return 'error';
}
const WHAT = {
    broken: 'broken',
    external: 'broken on another site',
    unverifiable: 'not verifiable',
    blocked: 'blocked by robots.txt',
    noindex: 'noindex',
    redirected: 'redirected',
};
const SHOWN = 5;
/** "2 broken: /missing (404), /logo.png (image, ECONNRESET); 1 redirected: /old (301)". */
function linkEvidence(check) {
    const errors = (0,_read_js__WEBPACK_IMPORTED_MODULE_0__/* .rec */ .D9)(check.errors) ?? {};
    const parts = [];
    for (const [key, label] of Object.entries(WHAT)) {
        const list = Array.isArray(errors[key]) ? errors[key] : [];
        if (list.length === 0)
            continue;
        const shown = list.slice(0, SHOWN).map((item) => {
            const detail = (0,_read_js__WEBPACK_IMPORTED_MODULE_0__/* .rec */ .D9)(item) ?? {};
            const notes = [];
            if (typeof detail.kind === 'string' && detail.kind !== 'link')
                notes.push(detail.kind);
            const hops = Array.isArray(detail.hops) ? detail.hops : [];
            if (hops.length > 0)
                notes.push(`${hops.length} redirect${hops.length === 1 ? '' : 's'}`);
            if (key === 'broken' || key === 'external')
                notes.push(typeof detail.status === 'number'
                    ? String(detail.status)
                    : String(detail.failure ?? 'no answer'));
            // Why it could not be verified: "the host refuses bots (999)", "rate limited (429)".
            if (key === 'unverifiable')
                notes.push(String(detail.failure ?? detail.status ?? 'no answer'));
            return `${String(detail.url)}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
        });
        const more = list.length > SHOWN ? ` and ${list.length - SHOWN} more` : '';
        parts.push(`${list.length} ${label}: ${shown.join(', ')}${more}`);
    }
    return parts.join('; ');
}
const RUNNER_ENTRIES = [
    {
        key: 'broken_links',
        name: 'Links',
        category: 'seo',
        importance: 'high',
        severity: 'error',
        why: 'A link to a page that is gone wastes the visitor and the crawler; links through redirects, to noindex pages or to pages robots.txt blocks lead search engines where the site does not mean them to go.',
        fix: 'Point each link at the final, indexable URL of a page that answers 200, or remove it. A link to another site that could not be verified (its host refuses bots): open it in a browser, and accept it with link-accept when it works.',
        evidence: linkEvidence,
    },
    {
        key: 'broken_resources',
        name: 'Images, scripts and other resources',
        category: 'seo',
        importance: 'high',
        severity: 'error',
        why: 'A missing image, script or stylesheet breaks what the page shows and does, for visitors and for the crawler rendering it.',
        fix: 'Restore the file at its URL, or point the page at where it now is (on another site: host a copy, or use its current URL).',
        evidence: linkEvidence,
    },
];


/***/ }),

/***/ 2786:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ MAX_REPORT_PASSWORD_LENGTH),
/* harmony export */   MW: () => (/* binding */ SERVICE_ERROR_KEYS),
/* harmony export */   Ni: () => (/* binding */ PER_PAGE_VALUES),
/* harmony export */   VS: () => (/* binding */ REPORT_SORT_KEYS),
/* harmony export */   dn: () => (/* binding */ MIN_REPORT_PASSWORD_LENGTH),
/* harmony export */   eM: () => (/* binding */ PROJECT_SORT_KEYS),
/* harmony export */   sT: () => (/* binding */ SORT_VALUES),
/* harmony export */   sv: () => (/* binding */ REPORT_PASSWORD_RULE),
/* harmony export */   yl: () => (/* binding */ PRIVACY_VALUES)
/* harmony export */ });
// The SEO Report API v1's own vocabulary (../shared/spec/seo-report-api.md): the values its
// parameters take and the shape of one check in a report. The client sends them, the reference
// service accepts them; both read them from here.
const PER_PAGE_VALUES = [10, 25, 50, 100];
const SORT_VALUES = ['asc', 'desc'];
const REPORT_SORT_KEYS = ['id', 'generated_at', 'url', 'result'];
const PROJECT_SORT_KEYS = ['created_at', 'project'];
const PRIVACY_VALUES = [0, 1, 2];
/**
 * The report password rule, one for the action, the client and the reference service: shorter
 * is too weak to protect a report (and to mask reliably in logs), longer is refused by the
 * service. No control characters: a secret read from a file often ends with a line break.
 */
const MIN_REPORT_PASSWORD_LENGTH = 4;
const MAX_REPORT_PASSWORD_LENGTH = 128;
const REPORT_PASSWORD_RULE = `${MIN_REPORT_PASSWORD_LENGTH} to ${MAX_REPORT_PASSWORD_LENGTH} characters without control characters`;
/** The error keys deployed services attach to a failed check (docs/compatibility.md). */
const SERVICE_ERROR_KEYS = [
    'missing',
    'length',
    'too_many',
    'duplicate',
    'too_slow',
    'too_large',
    'bad_format',
    'failed',
    'bad_tags',
    'too_few',
    'too_small',
];


/***/ }),

/***/ 3778:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Er: () => (/* binding */ unwrapReport),
/* harmony export */   OW: () => (/* binding */ isJsonObject),
/* harmony export */   Rq: () => (/* binding */ UNEXPLAINED_FAILURE),
/* harmony export */   kz: () => (/* binding */ readNumber),
/* harmony export */   qV: () => (/* binding */ objectField),
/* harmony export */   tL: () => (/* binding */ readReport),
/* harmony export */   wh: () => (/* binding */ readId),
/* harmony export */   yR: () => (/* binding */ readText)
/* harmony export */ });
/* unused harmony exports readReportChecks, readCheck, readScoreAndGrade, readBoolean */
/* harmony import */ var _grade_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3318);
/* harmony import */ var _own_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6678);
// The one reader of a report's JSON: ours and every variant deployed services send
// (docs/compatibility.md, "Report object"). The API client, the report page, the report folder,
// and through the client's model the summary, the formats, the annotations, the baselines and
// the site findings all read a report here, so that each variant means one thing everywhere
// (docs/client.md, "Answers"). Never throws: what is not recognisable reads as null. Fields are
// read as the answer's own keys only (own), and a check named "__proto__" is kept as one
// (setOwn): a key is data, never Object.prototype's member (src/shared/own-keys.ts).


/** What a failed generation says when the service gave no reason (`state: failed` alone). */
const UNEXPLAINED_FAILURE = 'the service could not generate the report';
function isJsonObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * The report object of an answer: under `data` (the envelope every service uses), or the
 * object itself when it has no `data`; null when neither is an object.
 */
function unwrapReport(body) {
    const data = objectField(body, 'data');
    if (data !== null)
        return data;
    if (isJsonObject(body) && !Object.hasOwn(body, 'data'))
        return body;
    return null;
}
/** The object under the value's own `key`, or null. */
function objectField(value, key) {
    if (!isJsonObject(value))
        return null;
    const field = (0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(value, key);
    return isJsonObject(field) ? field : null;
}
function readReport(object) {
    const checks = readReportChecks((0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(object, 'results'));
    const { score, grade } = readScoreAndGrade((0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(object, 'result'), (0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(object, 'score'));
    const generatedAt = readText((0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(object, 'generated_at'));
    const generationError = failureReason(object);
    const errorCode = (0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(objectField(object, 'error') ?? {}, 'code');
    const seoUrl = checks && (0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(checks, 'seo_friendly_url')?.value;
    return {
        id: readId((0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(object, 'id')),
        url: readText((0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(object, 'url')) ?? '',
        fullUrl: typeof seoUrl === 'string' && /^https?:\/\//i.test(seoUrl) ? seoUrl : null,
        project: readText((0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(object, 'project')) ?? projectName((0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(object, 'project')),
        score,
        grade,
        generated: generatedAt !== null || score !== null || grade !== null || generationError !== null,
        generatedAt,
        generationError,
        generationErrorCode: typeof errorCode === 'string' && errorCode !== '' ? errorCode : null,
        privacy: readPrivacy((0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(object, 'privacy')),
        // Deployed services send a boolean, older ones 1/0: the same reading as a check's `passed`.
        hasPassword: readBoolean((0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(object, 'password')) === true,
        checks,
        createdAt: readText((0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(object, 'created_at')),
        updatedAt: readText((0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(object, 'updated_at')),
        raw: object,
    };
}
/**
 * A report's `results`, check key to check; null when it is not an object (no results yet).
 * Entries that are not objects are skipped.
 */
function readReportChecks(results) {
    if (!isJsonObject(results))
        return null;
    const checks = {};
    for (const [key, check] of Object.entries(results)) {
        // An assignment to checks["__proto__"] would set the object's prototype and lose the check.
        if (isJsonObject(check))
            (0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .setOwn */ .P)(checks, key, readCheck(check));
    }
    return checks;
}
/**
 * One check: `passed` as a boolean (or 1/0, "1"/"0", "true"/"false"; anything else is "not
 * observed", null); `errors`, or phpRank's older `error` when there is no `errors` object,
 * null when empty.
 */
function readCheck(check) {
    const errors = objectField(check, 'errors') ?? objectField(check, 'error');
    return {
        passed: readBoolean((0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(check, 'passed')),
        importance: readImportance((0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(check, 'importance')),
        value: (0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(check, 'value') ?? null,
        errors: errors !== null && Object.keys(errors).length > 0 ? errors : null,
    };
}
/**
 * `result` is a 0-100 score (integer, float or numeric string), a grade word, or null; our
 * reference service sends the grade word with the score beside it in `score`. A score in
 * `result` wins; a grade word is the grade, whatever `score` says; otherwise `score` graded by
 * the shared bands. Scores outside 0-100 are ignored rather than graded.
 */
function readScoreAndGrade(result, scoreField) {
    const resultScore = readScore(result);
    if (resultScore !== null)
        return { score: resultScore, grade: (0,_grade_js__WEBPACK_IMPORTED_MODULE_1__/* .gradeForScore */ .rM)(resultScore) };
    const separateScore = readScore(scoreField);
    const word = typeof result === 'string' ? result.trim().toLowerCase() : null;
    if (word === 'good' || word === 'decent' || word === 'bad')
        return { score: separateScore, grade: word };
    if (separateScore !== null)
        return { score: separateScore, grade: (0,_grade_js__WEBPACK_IMPORTED_MODULE_1__/* .gradeForScore */ .rM)(separateScore) };
    return { score: null, grade: null };
}
/** true, 1, "1", "true" and false, 0, "0", "false"; anything else is null. */
function readBoolean(value) {
    if (value === true || value === 1 || value === '1' || value === 'true')
        return true;
    if (value === false || value === 0 || value === '0' || value === 'false')
        return false;
    return null;
}
/** A finite number, from a number or a decimal numeric string ("12", " 83.33 "). */
function readNumber(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) ? value : null;
    if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value))
        return Number(value);
    return null;
}
/** An id as opaque text: a whole number, or a non-empty string (trimmed). */
function readId(value) {
    if (typeof value === 'number' && Number.isSafeInteger(value))
        return String(value);
    if (typeof value === 'string' && value.trim() !== '')
        return value.trim();
    return null;
}
/** A non-empty string as it is; anything else null. */
function readText(value) {
    return typeof value === 'string' && value !== '' ? value : null;
}
function readScore(value) {
    const n = readNumber(value);
    return n !== null && n >= 0 && n <= 100 ? n : null;
}
function readImportance(value) {
    return value === 'high' || value === 'medium' || value === 'low' ? value : null;
}
function readPrivacy(value) {
    const n = readNumber(value);
    return n === 0 || n === 1 || n === 2 ? n : null;
}
function projectName(value) {
    if (!isJsonObject(value))
        return null;
    return readText((0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(value, 'project')) ?? readText((0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(value, 'name'));
}
function failureReason(object) {
    const error = (0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(object, 'error');
    const message = isJsonObject(error) ? (0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(error, 'message') : undefined;
    if (typeof error === 'string' && error.trim() !== '')
        return error.trim();
    if (typeof message === 'string')
        return message;
    if ((0,_own_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .own */ .Z)(object, 'state') === 'failed')
        return UNEXPLAINED_FAILURE;
    return null;
}


/***/ }),

/***/ 3287:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ tlsFailureOf),
/* harmony export */   w: () => (/* binding */ namesUntrustedCertificate)
/* harmony export */ });
// What failed in a TLS handshake, in one line, from the code Node (node:https, node:tls) or undici
// (in err.cause) gives it. Node's own message for a handshake that is not TLS at all is OpenSSL's
// whole error string ("write EPROTO 80DC...:error:0A00010B:SSL routines:ssl3_get_record:wrong
// version number:../deps/openssl/..."): a person reads the short reason instead, and the code
// stays in brackets for searching. Shared by the API client (a service behind base-url) and the
// analyzer (a page it fetches): each says what to do about it in its own words.
const UNTRUSTED = {
    DEPTH_ZERO_SELF_SIGNED_CERT: 'the certificate is self-signed',
    SELF_SIGNED_CERT_IN_CHAIN: 'the certificate comes from a CA that is not trusted here',
    UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'the certificate was issued by an unknown CA (a private one, or a missing intermediate certificate)',
    UNABLE_TO_GET_ISSUER_CERT: 'the certificate was issued by an unknown CA (a private one, or a missing intermediate certificate)',
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'the certificate was issued by an unknown CA (a private one, or the server does not send its intermediate certificate)',
    CERT_UNTRUSTED: 'the certificate is not trusted',
    CERT_REJECTED: 'the certificate is rejected',
    CERT_REVOKED: 'the certificate has been revoked',
    CERT_SIGNATURE_FAILURE: 'the certificate signature is invalid',
};
const DATES = {
    CERT_HAS_EXPIRED: 'the certificate has expired',
    CERT_NOT_YET_VALID: "the certificate is not valid yet (or this machine's clock is wrong)",
};
const WRONG_NAME = new Set(['ERR_TLS_CERT_ALTNAME_INVALID', 'HOSTNAME_MISMATCH']);
const MAX_NAMES_LENGTH = 120;
/** The TLS failure in an error or its causes, or null when it is not one. */
function tlsFailureOf(error) {
    for (let e = error, depth = 0; e && depth < 4; depth++) {
        const found = tlsFailureHere(e);
        if (found)
            return found;
        e = e.cause;
    }
    return null;
}
function tlsFailureHere(error) {
    const code = typeof error.code === 'string' ? error.code : '';
    const message = typeof error.message === 'string' ? error.message : '';
    const untrusted = UNTRUSTED[code];
    if (untrusted)
        return { problem: 'untrusted', code, text: untrusted };
    const dates = DATES[code];
    if (dates)
        return { problem: 'expired', code, text: dates };
    if (WRONG_NAME.has(code))
        return { problem: 'wrong_name', code, text: wrongName(error) };
    if (code === 'EPROTO' || code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_')) {
        const reason = opensslReason(message);
        // node:https says EPROTO with OpenSSL's reason in the message; undici, this code.
        const text = code === 'ERR_SSL_WRONG_VERSION_NUMBER' ||
            reason === 'wrong version number' ||
            reason === 'packet length too long'
            ? 'the server did not answer in TLS (plain http on this port?)'
            : `the TLS handshake failed (${reason ?? code})`;
        return { problem: 'handshake', code, text };
    }
    return null;
}
/** "the certificate is not valid for 127.0.0.1 (it names other.test)". */
function wrongName(error) {
    const host = typeof error.host === 'string' && error.host !== '' ? error.host : 'this host name';
    const altNames = error.cert?.subjectaltname;
    const names = typeof altNames === 'string'
        ? altNames
            .split(',')
            .map((name) => name.trim().replace(/^(DNS|IP Address):/, ''))
            .filter((name) => name !== '')
            .join(', ')
        : '';
    const shown = names.length > MAX_NAMES_LENGTH ? `${names.slice(0, MAX_NAMES_LENGTH - 3)}...` : names;
    return `the certificate is not valid for ${host}${shown ? ` (it names ${shown})` : ''}`;
}
/** "wrong version number" from OpenSSL's "...:error:0A00010B:SSL routines:fn:wrong version number:file:line". */
function opensslReason(message) {
    return /:SSL routines:[^:]*:([^:]+):/.exec(message)?.[1]?.trim() || null;
}
/**
 * Whether a failure's text names a certificate this machine does not trust ("... (DEPTH_ZERO_
 * SELF_SIGNED_CERT)"): a report's failure crosses the API as text and a kind (`tls_error`), and
 * only this kind is mended by trusting a CA.
 */
function namesUntrustedCertificate(text) {
    const code = /\(([A-Z_]+)\)$/.exec(text)?.[1];
    return code !== undefined && code in UNTRUSTED;
}


/***/ })

};

//# sourceMappingURL=274.index.js.map