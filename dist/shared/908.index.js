export const id = 908;
export const ids = [908];
export const modules = {

/***/ 1405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ui: () => (/* binding */ CHECKS),
  Ik: () => (/* reexport */ CHECK_PROFILES),
  oC: () => (/* reexport */ SEVERITIES),
  UN: () => (/* binding */ UNKNOWN_CHECK_SEVERITY),
  g3: () => (/* binding */ checkSpec),
  Jr: () => (/* binding */ checksIn),
  DL: () => (/* binding */ defaultCheckSeverity),
  NU: () => (/* binding */ defaultSeverity),
  ki: () => (/* binding */ isCheckKey)
});

// UNUSED EXPORTS: CHECK_KEYS, PHPRANK_CHECK_KEYS

// EXTERNAL MODULE: ./src/shared/score.ts
var score = __webpack_require__(771);
;// CONCATENATED MODULE: ./src/shared/checks/spec.ts
const CHECK_PROFILES = ['all', 'phprank'];
const SEVERITIES = ['error', 'warning', 'notice'];
const DETAIL = Object.freeze({});
/** `missing: detail<null>()`, `length: detail<{ min: number; max: number; length: number }>()`. */
function detail() {
    return DETAIL;
}

;// CONCATENATED MODULE: ./src/shared/checks/table.ts
// The one table of checks: every key our analyzer runs, in report order (the 36 of deployed
// services, then the analyzer's own 10), with its wording, importance, profiles, default severity
// and the shape of its errors. The analyzer keys its logic by it (src/server/analyzer/checks/), the
// findings key their evidence formatters by it (src/shared/findings/checks/), and renderers read
// its wording through the catalogue. Importance of the 36 is deployed services' own
// (docs/compatibility.md); changing one changes scores comparable with theirs.

const BOTH = ['all', 'phprank'];
const ALL_ONLY = ['all'];
const TABLE = [
    {
        key: 'title',
        name: 'Title',
        category: 'seo',
        importance: 'high',
        profiles: BOTH,
        severity: 'error',
        severityWhy: 'Without a title, search engines make one up and lose their best sign of the subject; a long or repeated title is only cut or merged (warnings).',
        errorSeverity: { length: 'warning', too_many: 'warning', outside_head: 'warning' },
        why: 'The title is the blue link in search results and the first thing that tells a search engine what the page is about.',
        fix: 'Give the page one <title> that names its subject in 30 to 60 characters, main keyword first.',
        errors: {
            missing: detail(),
            /** `length` in display columns in the `all` profile (a wide CJK character counts 2). */
            length: detail(),
            too_many: detail(),
            outside_head: detail(),
        },
    },
    {
        key: 'meta_description',
        name: 'Meta description',
        category: 'seo',
        importance: 'high',
        profiles: BOTH,
        severity: 'warning',
        severityWhy: 'Search engines write a snippet of their own when it is missing; clicks suffer, the ranking does not.',
        errorSeverity: { length: 'notice' },
        why: 'Search engines often show the meta description as the snippet under the title, and a clear one earns more clicks.',
        fix: 'Add one <meta name="description"> that sums up the page in 70 to 160 characters.',
        errors: {
            missing: detail(),
            length: detail(),
            duplicate: detail(),
            outside_head: detail(),
        },
    },
    {
        key: 'headings',
        name: 'Headings',
        category: 'seo',
        importance: 'high',
        profiles: BOTH,
        severity: 'warning',
        severityWhy: 'A missing or repeated h1 blurs what the page is about; it stays indexed.',
        why: 'The main heading (h1) tells search engines and readers what the page is about; the other headings show its structure.',
        fix: 'Give the page exactly one <h1> that states its subject, and use <h2> to <h6> for its sections.',
        errors: {
            missing: detail(),
            too_many: detail(),
        },
    },
    {
        key: 'content_keywords',
        name: 'Title keywords in the content',
        category: 'seo',
        importance: 'high',
        profiles: BOTH,
        severity: 'warning',
        severityWhy: 'Text that never says what the title promises ranks worse for it; the page stays indexed.',
        why: 'A page whose text never uses the words of its title looks off-topic to search engines for those words.',
        fix: "Use the title's main words in the page's visible text, in headings and the first paragraph.",
        errors: {
            /** The title's keywords, or null when the title has none. */
            missing: detail(),
        },
    },
    {
        key: 'image_keywords',
        name: 'Image alt text',
        category: 'seo',
        importance: 'high',
        profiles: BOTH,
        severity: 'warning',
        severityWhy: 'Images without alt text are lost to image search; the page itself is not.',
        why: 'Search engines read the alt text to understand images and rank them in image search; screen readers read it aloud.',
        fix: 'Give every <img> an alt attribute that describes it (alt="" for purely decorative images).',
        errors: {
            /** The images' sources. */
            missing: detail(),
        },
    },
    {
        key: 'seo_friendly_url',
        name: 'SEO-friendly URL',
        category: 'seo',
        importance: 'high',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'Words in the address are a weak signal, and changing an address costs more than it earns.',
        why: 'A short address made of words tells searchers and search engines what the page holds before they open it.',
        fix: "Use lower-case words separated by hyphens in the path, with the page's main keyword and no query string (redirect the old address with a 301).",
        errors: {
            /** The reasons, as phrases. */
            bad_format: detail(),
            /** The title's keywords (phprank profile only: `all` judges the URL by itself). */
            missing: detail(),
            /** Path and query longer than `max` characters. */
            too_long: detail(),
        },
    },
    {
        key: '404_page',
        name: '404 page',
        category: 'seo',
        importance: 'high',
        profiles: BOTH,
        severity: 'warning',
        severityWhy: 'Soft 404s fill the index with empty pages and waste crawling, but this page is still listed.',
        why: 'A missing page that answers "200 OK" (a soft 404) gets crawled and indexed as if it were content, wasting crawl budget on empty pages.',
        fix: 'Make the server answer unknown addresses with status 404 (or 410) and a helpful page linking to the rest of the site.',
        errors: {
            failed: detail(),
        },
    },
    {
        key: 'noindex',
        name: 'Indexing allowed (noindex)',
        category: 'seo',
        importance: 'high',
        profiles: BOTH,
        severity: 'error',
        severityWhy: 'A noindex (meta tag or X-Robots-Tag header) takes the page out of search results.',
        why: 'A noindex directive keeps the page out of search results altogether, whatever else is right with it.',
        fix: 'Remove "noindex" (and "none") from the robots meta tag and the X-Robots-Tag header of pages that should be found.',
        errors: {
            /** The directives: meta tags, then headers. */
            failed: detail(),
        },
    },
    {
        key: 'robots',
        name: 'robots.txt access',
        category: 'seo',
        importance: 'high',
        profiles: BOTH,
        severity: 'error',
        severityWhy: 'A page robots.txt blocks is not crawled, and a 5xx robots.txt keeps crawlers off the whole site.',
        why: 'A page that robots.txt disallows is not crawled, so search engines cannot read it or keep it up to date.',
        fix: 'Remove or narrow the Disallow rule in robots.txt that matches this page, and make robots.txt answer 200 or 404, never 5xx.',
        errors: {
            failed: detail(),
        },
    },
    {
        key: 'in_page_links',
        name: 'Number of links',
        category: 'seo',
        importance: 'medium',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'Many links dilute what each passes on, but no page is dropped for them.',
        why: "Each link passes on a share of the page's weight; hundreds of them dilute it and make the important ones hard to find.",
        fix: 'Keep the links that help the reader (at most about 150): trim mega-menus, footers and repeated links.',
        errors: {
            too_many: detail(),
        },
    },
    {
        key: 'language',
        name: 'Language',
        category: 'seo',
        importance: 'medium',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'Search engines detect the language from the text; the lang attribute mostly serves screen readers.',
        why: 'The declared language helps search engines show the page to people searching in that language.',
        fix: 'Declare the page\'s language on the html element, e.g. <html lang="en"> or lang="en-GB".',
        errors: {
            missing: detail(),
            bad_format: detail(),
        },
    },
    {
        key: 'favicon',
        name: 'Favicon',
        category: 'seo',
        importance: 'medium',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'Without one the result shows a generic icon; the ranking does not change.',
        why: "Search results on phones show the site's icon next to its name; without one the result looks less trustworthy.",
        fix: 'Add <link rel="icon" href="/favicon.svg"> (or a PNG of at least 48×48 px) to the page\'s head.',
        errors: {
            missing: detail(),
        },
    },
    {
        key: 'text_compression',
        name: 'Text compression',
        category: 'performance',
        importance: 'high',
        profiles: BOTH,
        severity: 'warning',
        severityWhy: 'Uncompressed HTML slows every visit, which page experience counts; cheap to fix.',
        why: 'Compressed HTML arrives several times faster, and page speed is part of how search engines rank pages.',
        fix: 'Turn on Brotli or gzip compression for HTML, CSS and JavaScript in the web server or CDN.',
        errors: {
            missing: detail(),
        },
    },
    {
        key: 'load_time',
        name: 'Load time',
        category: 'performance',
        importance: 'medium',
        profiles: BOTH,
        severity: 'warning',
        severityWhy: 'A slow page loses visitors and page-experience ranking, but stays indexed.',
        why: 'Slow pages lose visitors and rank lower: search engines measure speed as part of page experience.',
        fix: "Speed up the server's answer (caching, a CDN, fewer database queries) and keep the HTML small.",
        errors: {
            /** The limit, in seconds. */
            too_slow: detail(),
        },
    },
    {
        key: 'page_size',
        name: 'Page size',
        category: 'performance',
        importance: 'medium',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'Weight matters through load time, which load_time judges; a heavy page is still indexed.',
        why: 'A heavy HTML document takes longer to download and parse, above all on mobile networks.',
        fix: 'Move inline scripts, styles and data out of the HTML, paginate long lists, and remove unused markup.',
        errors: {
            too_large: detail(),
        },
    },
    {
        key: 'http_requests',
        name: 'HTTP requests',
        category: 'performance',
        importance: 'medium',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'A count of files is a rough proxy for speed, which load_time judges.',
        why: 'Every file the page loads adds a round trip before it is usable, which slows the page down.',
        fix: 'Bundle scripts and stylesheets, lazy-load images below the fold, and drop third-party widgets you do not need.',
        errors: {
            too_many: detail(),
        },
    },
    {
        key: 'image_format',
        name: 'Modern image formats',
        category: 'performance',
        importance: 'medium',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'Older formats cost bytes and speed, not indexing.',
        why: 'AVIF and WebP images are a fraction of the size of JPEG and PNG, so the page loads faster.',
        fix: 'Serve images as AVIF or WebP (a <picture> with <source type="image/avif"> keeps a fallback for old browsers).',
        errors: {
            /** The legacy images' URLs. */
            bad_format: detail(),
        },
    },
    {
        key: 'defer_javascript',
        name: 'Deferred JavaScript',
        category: 'performance',
        importance: 'low',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'Blocking scripts delay the first paint; a speed refinement, not an indexing problem.',
        why: 'A script without defer or async stops the browser from showing the page until it has downloaded and run.',
        fix: 'Add defer (or async for independent scripts) to every <script src>, or load them as modules.',
        errors: {
            /** The blocking scripts' URLs. */
            missing: detail(),
        },
    },
    {
        key: 'dom_size',
        name: 'DOM size',
        category: 'performance',
        importance: 'low',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'A large DOM slows rendering a little; search engines index it all the same.',
        why: 'A page with thousands of elements is slow to lay out and to respond, above all on phones.',
        fix: 'Simplify the markup: remove wrapper elements, paginate long lists and render hidden content on demand.',
        errors: {
            too_many: detail(),
        },
    },
    {
        key: 'http2',
        name: 'HTTP/2',
        category: 'performance',
        importance: 'medium',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'The protocol changes speed slightly and is not a ranking signal in itself.',
        why: "HTTP/2 loads a page's files in parallel over one connection, so pages with many files load faster.",
        fix: 'Turn on HTTP/2 (or HTTP/3) in the web server, load balancer or CDN; it needs https.',
        errors: {
            missing: detail(),
        },
    },
    {
        key: 'https_encryption',
        name: 'HTTPS',
        category: 'security',
        importance: 'high',
        profiles: BOTH,
        severity: 'warning',
        severityWhy: 'HTTPS is a ranking signal and browsers mark plain http "Not secure"; the page stays indexed.',
        why: 'Search engines rank https pages first and browsers mark plain http pages as "Not secure".',
        fix: 'Serve the site over https with a valid certificate and redirect every http address to it with a 301.',
        errors: {
            missing: detail(),
        },
    },
    {
        key: 'mixed_content',
        name: 'Mixed content',
        category: 'security',
        importance: 'medium',
        profiles: BOTH,
        severity: 'warning',
        severityWhy: 'Browsers block insecure scripts and frames, which can break the page, and warn visitors.',
        why: 'An https page that loads files over http is not fully secure: browsers block or flag those files and the page may break.',
        fix: 'Load every script, stylesheet, image and frame over https (or add the CSP directive upgrade-insecure-requests).',
        errors: {
            failed: detail(),
        },
    },
    {
        key: 'server_signature',
        name: 'Server signature',
        category: 'security',
        importance: 'medium',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'A security hygiene point with no effect on search.',
        why: 'Headers that name the server software and its version tell attackers which known flaws to try.',
        fix: 'Hide version numbers in the Server header and remove X-Powered-By and X-AspNet-Version (e.g. server_tokens off, expose_php off).',
        errors: {
            /** The revealing headers, name to value. */
            failed: detail(),
        },
    },
    {
        key: 'unsafe_cross_origin_links',
        name: 'Unsafe cross-origin links',
        category: 'security',
        importance: 'medium',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'Browsers now imply noopener for target=_blank; hygiene with no effect on search.',
        why: 'A link that opens another site in a new tab without rel="noopener" lets that site take over the tab it came from (tabnabbing).',
        fix: 'Add rel="noopener" (or "noreferrer") to every link with target="_blank" that leads to another site.',
        errors: {
            failed: detail(),
        },
    },
    {
        key: 'htst',
        name: 'HSTS header',
        category: 'security',
        importance: 'low',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'HSTS protects visitors from downgrade attacks; search engines do not rank on it.',
        why: 'Strict-Transport-Security makes browsers always use https for the site, so no visitor is ever sent to an insecure copy.',
        fix: 'Send Strict-Transport-Security: max-age=31536000; includeSubDomains on every https answer.',
        errors: {
            missing: detail(),
            bad_format: detail(),
        },
    },
    {
        key: 'plaintext_email',
        name: 'Plain-text e-mail addresses',
        category: 'security',
        importance: 'low',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'Harvested addresses mean spam for the site, not lost search traffic.',
        why: 'E-mail addresses written out in the page are harvested by spam bots.',
        fix: 'Replace written-out addresses with a contact form, or obfuscate them.',
        errors: {
            failed: detail(),
        },
    },
    {
        key: 'structured_data',
        name: 'Structured data',
        category: 'miscellaneous',
        importance: 'medium',
        profiles: BOTH,
        severity: 'warning',
        severityWhy: 'Missing or broken structured data loses rich results in search, not the listing itself.',
        why: 'Valid schema.org data lets search engines understand the page and show rich results (stars, prices, breadcrumbs, FAQs).',
        fix: 'Describe the page in JSON-LD with a schema.org @type (Article, Product, BreadcrumbList, Organization...) and its required properties, and check it with a rich-results test.',
        errors: {
            /** Counts of JSON-LD blocks that do not parse, items not of schema.org, items without @type. */
            bad_format: detail(),
            missing: detail(),
            incomplete: detail(),
        },
    },
    {
        key: 'meta_viewport',
        name: 'Mobile viewport',
        category: 'miscellaneous',
        importance: 'medium',
        profiles: BOTH,
        severity: 'warning',
        severityWhy: 'Search engines index the mobile view first, and a page without a viewport is not mobile-friendly.',
        why: 'Without a viewport tag phones show the desktop layout zoomed out, and search engines index the mobile version of pages first.',
        fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the head.',
        errors: {
            missing: detail(),
        },
    },
    {
        key: 'charset',
        name: 'Character set',
        category: 'miscellaneous',
        importance: 'medium',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'Browsers and crawlers sniff an undeclared charset, and nearly always right (UTF-8).',
        why: 'Without a declared character set, browsers and crawlers may guess wrong and show accented letters as gibberish.',
        fix: 'Declare UTF-8: <meta charset="utf-8"> first in the head, or charset=utf-8 in the Content-Type header.',
        errors: {
            missing: detail(),
        },
    },
    {
        key: 'sitemap',
        name: 'XML sitemap',
        category: 'miscellaneous',
        importance: 'low',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'A sitemap helps search engines find new pages; pages they already know lose nothing.',
        why: 'A sitemap lists the pages you want found, so search engines discover new and changed pages sooner.',
        fix: 'Publish /sitemap.xml listing the site\'s pages and name it in robots.txt with a "Sitemap:" line.',
        errors: {
            missing: detail(),
        },
    },
    {
        key: 'social',
        name: 'Social sharing tags',
        category: 'miscellaneous',
        importance: 'low',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'Sharing tags shape how links look on social networks, not in search.',
        why: 'Open Graph and Twitter card tags decide the title, text and picture shown when the page is shared, which brings visits and links.',
        fix: 'Add og:title, og:description, og:image and og:url meta tags, and twitter:card.',
        errors: {
            missing: detail(),
        },
    },
    {
        key: 'content_length',
        name: 'Amount of content',
        category: 'miscellaneous',
        importance: 'low',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'A word count is a rough proxy: short pages that answer well rank fine.',
        why: 'Pages with little text give search engines little to rank them for and are often judged thin content.',
        fix: "Write more useful text for the page's subject: answer the questions a visitor comes with.",
        errors: {
            too_few: detail(),
        },
    },
    {
        key: 'text_html_ratio',
        name: 'Text to HTML ratio',
        category: 'miscellaneous',
        importance: 'low',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'The ratio is a rough proxy that search engines do not use.',
        why: 'When markup and scripts far outweigh the text, the page is slow for what it says and the content is hard for crawlers to find.',
        fix: 'Trim markup, inline scripts and styles, or add more visible text.',
        errors: {
            too_small: detail(),
        },
    },
    {
        key: 'inline_css',
        name: 'Inline CSS',
        category: 'miscellaneous',
        importance: 'low',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'Markup hygiene with no effect on search.',
        why: 'Style attributes repeat presentation in every page, make the HTML heavier and cannot be cached.',
        fix: 'Move style attributes into a stylesheet and use classes instead.',
        errors: {
            /** The first elements, with their style. */
            failed: detail(),
        },
    },
    {
        key: 'deprecated_html_tags',
        name: 'Obsolete HTML elements',
        category: 'miscellaneous',
        importance: 'low',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'Browsers still render obsolete elements; markup hygiene with no effect on search.',
        why: 'Obsolete elements such as <center> and <font> are not part of HTML any more; browsers and crawlers may treat them unpredictably.',
        fix: 'Replace them with current HTML and CSS (e.g. <center> with text-align: center).',
        errors: {
            /** Element name to count. */
            bad_tags: detail(),
        },
    },
    {
        key: 'doctype',
        name: 'Doctype',
        category: 'miscellaneous',
        importance: 'medium',
        profiles: BOTH,
        severity: 'notice',
        severityWhy: 'Without one, browsers render in quirks mode; search engines index the page the same.',
        why: 'Without a doctype browsers render the page in quirks mode, which can break its layout for visitors.',
        fix: 'Start the document with <!DOCTYPE html>.',
        errors: {
            missing: detail(),
        },
    },
    {
        key: 'http_status',
        name: 'HTTP status',
        category: 'seo',
        importance: 'high',
        profiles: ALL_ONLY,
        severity: 'error',
        severityWhy: 'A page that does not answer 2xx is dropped from search results.',
        why: 'A page that answers with an error status (4xx or 5xx) is dropped from search results.',
        fix: 'Make the address answer 200 OK: restore the page, fix the server error, or redirect it with a 301 to its replacement.',
        errors: {
            failed: detail(),
        },
    },
    {
        key: 'redirects',
        name: 'Redirects',
        category: 'seo',
        importance: 'medium',
        profiles: ALL_ONLY,
        severity: 'error',
        severityWhy: 'A loop or a chain past the limit keeps crawlers from the page; a temporary hop is a notice, and a hop from https to http a warning.',
        errorSeverity: { temporary: 'notice', downgrade: 'warning' },
        why: 'Every redirect slows the visit and can lose ranking signals; loops and temporary (302/307) redirects for moved pages confuse crawlers.',
        fix: 'Link straight to the final address, redirect in one hop, and use a permanent 301 or 308 for http to https and for moved pages.',
        errors: {
            too_many: detail(),
            /** The hops answered 302, 303 or 307. */
            temporary: detail(),
            downgrade: detail(),
            /** The redirects come back to an address already visited: the page is never reached. */
            loop: detail(),
        },
    },
    {
        key: 'canonical',
        name: 'Canonical URL',
        category: 'seo',
        importance: 'medium',
        profiles: ALL_ONLY,
        severity: 'error',
        severityWhy: 'One on another host or on a URL not answering 200 hands the ranking elsewhere; none at all is not judged (search engines choose), a malformed, relative, repeated or misplaced one a warning.',
        // missing: reports stored before the calibration (and other services) still carry it.
        errorSeverity: {
            missing: 'notice',
            bad_format: 'warning',
            relative: 'warning',
            too_many: 'warning',
            mismatch: 'notice',
            outside_head: 'warning',
        },
        why: 'The canonical link tells search engines which address to rank; a wrong one (another host, a redirect, an error or a noindex page) hands the ranking elsewhere or drops the page.',
        fix: 'Give the page one <link rel="canonical"> with its own absolute https address (or the preferred copy\'s), answering 200 and indexable.',
        // No canonical at all is not applicable (search engines choose one), not an error.
        errors: {
            bad_format: detail(),
            too_many: detail(),
            other_host: detail(),
            redirect: detail(),
            failed: detail(),
            noindex: detail(),
            mismatch: detail(),
            /** Written relative or protocol-relative: resolved, but absolute URLs are asked for. */
            relative: detail(),
            outside_head: detail(),
        },
    },
    {
        key: 'hreflang',
        name: 'Hreflang',
        category: 'seo',
        importance: 'medium',
        profiles: ALL_ONLY,
        severity: 'error',
        severityWhy: 'A broken cluster is dropped whole and searchers land on the wrong language; relative hrefs are resolved (a warning), and x-default is recommended, not required (a notice).',
        errorSeverity: { not_absolute: 'warning', x_default: 'notice' },
        why: 'Hreflang links send searchers to the page in their own language and region; invalid ones are ignored.',
        fix: 'List every language version with valid codes (en, en-GB), absolute URLs, a self-reference and an x-default.',
        errors: {
            /** The invalid codes. */
            bad_format: detail(),
            /** The relative hrefs. */
            not_absolute: detail(),
            /** The repeated codes. */
            duplicate: detail(),
            /** ["self"]: no alternate is the page itself (x-default is a note in the value). */
            missing: detail(),
            outside_head: detail(),
        },
    },
    {
        key: 'open_graph',
        name: 'Open Graph tags',
        category: 'miscellaneous',
        importance: 'low',
        profiles: ALL_ONLY,
        severity: 'notice',
        severityWhy: 'Sharing tags shape how links look on social networks, not in search.',
        why: 'Open Graph and Twitter card tags decide the title, text and picture shown when the page is shared.',
        fix: 'Add og:title, og:description, og:image (an absolute URL), og:url and a twitter:card tag.',
        errors: {
            /** The absent properties. */
            missing: detail(),
            /** Property to its value, for values that are not usable. */
            bad_format: detail(),
            outside_head: detail(),
        },
    },
    {
        key: 'image_dimensions',
        name: 'Image dimensions',
        category: 'performance',
        importance: 'low',
        profiles: ALL_ONLY,
        severity: 'notice',
        severityWhy: 'Missing dimensions shift the layout as images load; one input among many to page experience.',
        why: 'Images without width and height make the layout jump while the page loads (layout shift), which search engines count against page experience.',
        fix: 'Set width and height attributes on every <img> (CSS can still scale it).',
        errors: {
            /** The images' URLs. */
            missing: detail(),
        },
    },
    {
        key: 'lazy_loading',
        name: 'Lazy-loaded images',
        category: 'performance',
        importance: 'low',
        profiles: ALL_ONLY,
        severity: 'notice',
        severityWhy: 'Loading order is a speed refinement; no page is dropped for it.',
        why: 'Images below the first screen that load at once compete with what the visitor sees first and slow the page.',
        fix: 'Add loading="lazy" to images below the first few (never to the main image at the top).',
        errors: {
            /** Later images without loading="lazy". */
            missing: detail(),
            /** Top images with it. */
            lazy_above_fold: detail(),
        },
    },
    {
        key: 'image_weight',
        name: 'Image weight',
        category: 'performance',
        // Weight 0, like the other image checks of ours: scores stay comparable with deployed services'.
        importance: 'low',
        profiles: ALL_ONLY,
        severity: 'warning',
        severityWhy: 'A page of several megabytes of images is slow on a phone and may lose its largest paint; it stays indexed.',
        why: 'Image bytes are most of what a phone downloads for a page: a multi-megabyte photo takes seconds on a mobile network and delays the largest image on the screen.',
        fix: 'Resize images to the largest size they are shown at, compress them, and serve AVIF or WebP (srcset lets phones take a smaller file).',
        errors: {
            /** Images over `limits.maxImageBytes` (`atLeast`: read up to a cap that it passed); the saving a modern format would likely bring, when the image is JPEG or PNG. */
            too_large: detail(),
            /** The images weighed together are over `limits.maxPageImageBytes`. */
            total_too_large: detail(),
        },
    },
    {
        key: 'link_text',
        name: 'Descriptive link text',
        category: 'seo',
        importance: 'low',
        profiles: ALL_ONLY,
        severity: 'warning',
        severityWhy: 'Generic or empty link text tells search engines nothing of the target; the links still work.',
        why: 'Search engines read a link\'s text as a description of the page it leads to; "click here", "read more" or an empty link tells them, and screen-reader users, nothing.',
        fix: 'Write link text that names the target ("Oak chair care guide", not "read more"), and give image and icon links an alt text or an aria-label.',
        errors: {
            /** Links whose text is generic ("click here", "mehr"...). */
            generic: detail(),
            /** The hrefs of links with no text, image alt, aria-label or title. */
            empty: detail(),
        },
    },
    {
        key: 'crawlable_links',
        name: 'Crawlable links',
        category: 'seo',
        importance: 'low',
        profiles: ALL_ONLY,
        severity: 'warning',
        severityWhy: 'Crawlers cannot follow a link that only a script resolves; the pages behind it may still be found another way.',
        why: 'Crawlers follow only links whose href holds a URL: a javascript: link, or a click handler on an <a> without a real href, leads them nowhere, so the pages behind it may never be found.',
        fix: 'Give every link an href with the address it leads to (<a href="/oak-chairs">), and use a <button> for actions that are not navigation.',
        errors: {
            /** The links at fault; href null when the <a> has none. */
            uncrawlable: detail(),
        },
    },
];

;// CONCATENATED MODULE: ./src/shared/checks/index.ts
// The table of checks as its readers use it: the keys and their types, each key's spec with its
// default weight and error keys, the keys of each profile in report order.



/** Every check, in report order. */
const CHECKS = TABLE.map((row) => ({
    key: row.key,
    name: row.name,
    category: row.category,
    importance: row.importance,
    weight: score/* DEFAULT_WEIGHTS */.kZ[row.importance],
    profiles: row.profiles,
    severity: row.severity,
    severityWhy: row.severityWhy,
    errorSeverity: 'errorSeverity' in row ? row.errorSeverity : {},
    why: row.why,
    fix: row.fix,
    errorKeys: Object.keys(row.errors),
}));
const BY_KEY = new Map(CHECKS.map((spec) => [spec.key, spec]));
const PHPRANK_CHECKS = CHECKS.filter((spec) => spec.profiles.includes('phprank'));
function isCheckKey(key) {
    return BY_KEY.has(key);
}
/** The spec of a key of the table. */
function checkSpec(key) {
    return BY_KEY.get(key);
}
/** What a failure of a key no table knows means by default: shown, never failing a job. */
const UNKNOWN_CHECK_SEVERITY = 'warning';
/**
 * The default severity of one error of a check, or of the check when no error is named. A key
 * of another service's, or an error key the table does not list, takes the check's own.
 */
function defaultSeverity(key, errorKey) {
    const spec = BY_KEY.get(key);
    if (spec === undefined)
        return UNKNOWN_CHECK_SEVERITY;
    if (errorKey !== null && Object.hasOwn(spec.errorSeverity, errorKey))
        return spec.errorSeverity[errorKey];
    return spec.severity;
}
const SEVERITY_RANK = { error: 3, warning: 2, notice: 1 };
/**
 * A failed check's severity when no rule names it: the gravest default of its errors, or the
 * check's own when it names none. What the client's rules (src/client/audit/rules.ts) answer
 * for a page without rules; the pages use it when they are given no severities.
 */
function defaultCheckSeverity(key, errors) {
    const errorKeys = errors == null ? [] : Object.keys(errors);
    if (errorKeys.length === 0)
        return defaultSeverity(key, null);
    let gravest = 'notice';
    for (const errorKey of errorKeys) {
        const severity = defaultSeverity(key, errorKey);
        if (SEVERITY_RANK[severity] > SEVERITY_RANK[gravest])
            gravest = severity;
    }
    return gravest;
}
/** The checks a profile runs, in report order. */
function checksIn(profile) {
    return profile === 'phprank' ? PHPRANK_CHECKS : CHECKS;
}
/** The keys of the default (`all`) profile, in report order. */
const CHECK_KEYS = CHECKS.map((spec) => spec.key);
/** The 36 keys of the `phprank` profile, in report order. */
const PHPRANK_CHECK_KEYS = PHPRANK_CHECKS.map((spec) => spec.key);


/***/ }),

/***/ 3318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F4: () => (/* binding */ GRADES),
/* harmony export */   Uq: () => (/* binding */ gradeRank),
/* harmony export */   Wr: () => (/* binding */ BAD_BELOW),
/* harmony export */   ZP: () => (/* binding */ GRADE_BANDS_TEXT),
/* harmony export */   qI: () => (/* binding */ isGrade),
/* harmony export */   rM: () => (/* binding */ gradeForScore),
/* harmony export */   u3: () => (/* binding */ GOOD_ABOVE)
/* harmony export */ });
// The interface's words good/decent/bad are bands of the 0-100 score (docs/compatibility.md,
// "Report object"): good above 79, decent from 49 to 79, bad below 49. Every layer (analyzer,
// service, client, action) grades through this one function, and the service's SQL filter and the
// pages' words through its two bounds, so that the bands can never disagree.
const GRADES = ['good', 'decent', 'bad'];
/** good: score > GOOD_ABOVE; decent: BAD_BELOW <= score <= GOOD_ABOVE; bad: score < BAD_BELOW. */
const GOOD_ABOVE = 79;
const BAD_BELOW = 49;
function gradeForScore(score) {
    if (score > GOOD_ABOVE)
        return 'good';
    if (score >= BAD_BELOW)
        return 'decent';
    return 'bad';
}
/** The bands in words, for the pages that explain a grade. */
const GRADE_BANDS_TEXT = `Good above ${GOOD_ABOVE}, decent from ${BAD_BELOW} to ${GOOD_ABOVE}, bad below ${BAD_BELOW}.`;
function isGrade(value) {
    return typeof value === 'string' && GRADES.includes(value);
}
/** Worse grades rank higher: bad 2, decent 1, good 0. */
function gradeRank(grade) {
    return GRADES.indexOf(grade);
}


/***/ }),

/***/ 6678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ setOwn),
/* harmony export */   Z: () => (/* binding */ own)
/* harmony export */ });
// Objects built from outside data (a service's answer, a stored report, a request body, a
// baseline, a page's JSON-LD) are read and filled through these, so that a key such as
// "__proto__", "constructor" or "toString" is data like any other (issue 26). Read plainly,
// those keys find Object.prototype's members; assigned plainly, "__proto__" sets the object's
// prototype and the entry is lost.
/** The object's own value for `key`, never an inherited one: undefined when it has none. */
function own(object, key) {
    return Object.hasOwn(object, key) ? object[key] : undefined;
}
/** Sets `key` as a plain object's own data, "__proto__" included. */
function setOwn(object, key, value) {
    // "__proto__" is Object.prototype's one accessor; every other key, "constructor" included,
    // becomes an own property by plain assignment, which is the fast path on hot loops.
    if (key === '__proto__') {
        Object.defineProperty(object, key, {
            value,
            writable: true,
            enumerable: true,
            configurable: true,
        });
    }
    else {
        object[key] = value;
    }
}


/***/ }),

/***/ 771:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Es: () => (/* binding */ weighChecks),
/* harmony export */   F5: () => (/* binding */ roundScore),
/* harmony export */   M1: () => (/* binding */ scoreChecks),
/* harmony export */   kZ: () => (/* binding */ DEFAULT_WEIGHTS)
/* harmony export */ });
const DEFAULT_WEIGHTS = Object.freeze({ high: 10, medium: 5, low: 0 });
/**
 * Checks that could not be observed (passed: null) are in neither sum: a page is not marked
 * down, nor up, for what nobody could measure.
 */
function weighChecks(checks, weights) {
    let total = 0;
    let earned = 0;
    for (const check of checks) {
        if (check.passed === null)
            continue;
        const weight = weights[check.importance];
        total += weight;
        if (check.passed)
            earned += weight;
    }
    return { earned, total };
}
/** The score of a page from its checks, rounded to two decimals. */
function scoreChecks(checks, weights) {
    const { earned, total } = weighChecks(checks, weights);
    // Only when every weight is zero: nothing that counts failed.
    if (total === 0)
        return 100;
    return roundScore((100 * earned) / total);
}
/** Scores, their changes and their means are kept to two decimals (83.33), as services send them. */
function roundScore(score) {
    return Math.round(score * 100) / 100;
}


/***/ }),

/***/ 5026:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QD: () => (/* binding */ urlKeyOf),
/* harmony export */   TG: () => (/* binding */ cleanUrl),
/* harmony export */   X9: () => (/* binding */ urlKey),
/* harmony export */   n0: () => (/* binding */ bareHost)
/* harmony export */ });
// A URL the way services clean it (docs/compatibility.md, "Report object"): scheme and "www."
// stripped, a lone trailing "/" removed. The reference service stores its reports' URLs in this
// form, and the client brings both sides to it before it compares a page with a report, a
// baseline page or another page, since a report never carries the URL as the workflow wrote it.
const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
/**
 * The form services store: lower-case host without a leading "www.", the port when it is not the
 * scheme's default, the path and query as the URL parser writes them, no scheme, no fragment (it
 * never reaches a server), and no lone trailing "/". Takes an absolute URL or one already cleaned
 * ("example.com/a", read as http). Null when the text is not a URL at all.
 */
function cleanUrl(text) {
    const url = parse(text);
    return url === null ? null : join(url, url.port);
}
/**
 * The form two URLs are compared in: cleaned, and without :80 or :443. A cleaned URL has no
 * scheme, so an explicit :443 read as http would survive the parser: both are dropped on both
 * sides. Null when the text is not a URL at all.
 */
function urlKey(text, options = {}) {
    const url = parse(text);
    if (url === null)
        return null;
    const key = urlKeyOf(url);
    return options.samePage ? key.replace(/\/+(?=\?|$)/, '') : key;
}
/** urlKey of a URL already parsed (the crawler keys thousands of links: one parse each). */
function urlKeyOf(url) {
    return join(url, url.port === '80' || url.port === '443' ? '' : url.port);
}
function parse(text) {
    try {
        return new URL(SCHEME.test(text) ? text : `http://${text}`);
    }
    catch {
        return null;
    }
}
/** The host without a leading "www.": example.com and www.example.com are one site. */
function bareHost(hostname) {
    return hostname.toLowerCase().replace(/^www\./, '');
}
function join(url, port) {
    const host = bareHost(url.hostname);
    const path = url.pathname === '/' && url.search === '' ? '' : url.pathname;
    return `${host}${port === '' ? '' : `:${port}`}${path}${url.search}`;
}


/***/ }),

/***/ 3179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ wildcardMatches)
/* harmony export */ });
// The robots.txt wildcard pattern (`*` for any run, a final `$` to anchor the end), matched in
// linear time. The analyzer's robots.txt rules and the client's accepted-check patterns both use it.
/**
 * Does a robots.txt path pattern match the start of `path`? `*` stands for any run of
 * characters, a final `$` anchors the end. Each literal piece between wildcards is placed at its
 * leftmost occurrence after the previous one, which is optimal for patterns with only `*`; the
 * search is Knuth-Morris-Pratt, so a match costs time linear in path and pattern.
 */
function wildcardMatches(pattern, path) {
    const anchored = pattern.endsWith('$');
    const pieces = (anchored ? pattern.slice(0, -1) : pattern).split('*');
    const first = pieces[0];
    if (!path.startsWith(first))
        return false;
    if (pieces.length === 1)
        return !anchored || path.length === first.length;
    let at = first.length;
    const last = pieces.length - 1;
    for (let i = 1; i < last; i++) {
        const found = indexOfLinear(path, pieces[i], at);
        if (found === -1)
            return false;
        at = found + pieces[i].length;
    }
    const tail = pieces[last];
    if (anchored)
        return path.length - tail.length >= at && path.endsWith(tail);
    return indexOfLinear(path, tail, at) !== -1;
}
/** `text.indexOf(needle, from)` in O(text + needle) whatever the input (Knuth-Morris-Pratt). */
function indexOfLinear(text, needle, from) {
    if (needle.length === 0)
        return from <= text.length ? from : -1;
    const failure = new Int32Array(needle.length);
    for (let i = 1, k = 0; i < needle.length; i++) {
        while (k > 0 && needle.charCodeAt(i) !== needle.charCodeAt(k))
            k = failure[k - 1];
        if (needle.charCodeAt(i) === needle.charCodeAt(k))
            k++;
        failure[i] = k;
    }
    for (let i = from, k = 0; i < text.length; i++) {
        while (k > 0 && text.charCodeAt(i) !== needle.charCodeAt(k))
            k = failure[k - 1];
        if (text.charCodeAt(i) === needle.charCodeAt(k))
            k++;
        if (k === needle.length)
            return i - needle.length + 1;
    }
    return -1;
}


/***/ })

};

//# sourceMappingURL=908.index.js.map