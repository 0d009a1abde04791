// The one table of checks: every key our analyzer runs, in report order (the 36 of deployed
// services, then the analyzer's own 10), with its wording, importance, profiles, default severity
// and the shape of its errors. The analyzer keys its logic by it (src/server/analyzer/checks/), the
// findings key their evidence formatters by it (src/shared/findings/checks/), and renderers read
// its wording through the catalogue. Importance of the 36 is deployed services' own
// (docs/compatibility.md); changing one changes scores comparable with theirs.
import { type CheckEntry, type CheckProfile, detail } from './spec.js';

/**
 * Head metadata found after whatever ended the head (an <img>, stray text...), where search
 * engines ignore it: how many tags, what ended the head, and their names where a kind has several.
 */
type OutsideHead = { count: number; after: string | null; names?: string[] };

const BOTH: readonly CheckProfile[] = ['all', 'phprank'];
const ALL_ONLY: readonly CheckProfile[] = ['all'];

export const TABLE = [
  {
    key: 'title',
    name: 'Title',
    category: 'seo',
    importance: 'high',
    profiles: BOTH,
    severity: 'error',
    severityWhy:
      'Without a title, search engines make one up and lose their best sign of the subject; a long or repeated title is only cut or merged (warnings).',
    errorSeverity: { length: 'warning', too_many: 'warning', outside_head: 'warning' },
    why: 'The title is the blue link in search results and the first thing that tells a search engine what the page is about.',
    fix: 'Give the page one <title> that names its subject in 30 to 60 characters, main keyword first.',
    errors: {
      missing: detail<null>(),
      /** `length` in display columns in the `all` profile (a wide CJK character counts 2). */
      length: detail<{ min: number; max: number; length: number }>(),
      too_many: detail<{ count: number }>(),
      outside_head: detail<OutsideHead>(),
    },
  },
  {
    key: 'meta_description',
    name: 'Meta description',
    category: 'seo',
    importance: 'high',
    profiles: BOTH,
    severity: 'warning',
    severityWhy:
      'Search engines write a snippet of their own when it is missing; clicks suffer, the ranking does not.',
    errorSeverity: { length: 'notice' },
    why: 'Search engines often show the meta description as the snippet under the title, and a clear one earns more clicks.',
    fix: 'Add one <meta name="description"> that sums up the page in 70 to 160 characters.',
    errors: {
      missing: detail<null>(),
      length: detail<{ min: number; max: number; length: number }>(),
      duplicate: detail<{ count: number }>(),
      outside_head: detail<OutsideHead>(),
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
      missing: detail<null>(),
      too_many: detail<{ count: number }>(),
    },
  },
  {
    key: 'content_keywords',
    name: 'Title keywords in the content',
    category: 'seo',
    importance: 'high',
    profiles: BOTH,
    severity: 'warning',
    severityWhy:
      'Text that never says what the title promises ranks worse for it; the page stays indexed.',
    why: 'A page whose text never uses the words of its title looks off-topic to search engines for those words.',
    fix: "Use the title's main words in the page's visible text, in headings and the first paragraph.",
    errors: {
      /** The title's keywords, or null when the title has none. */
      missing: detail<string[] | null>(),
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
      missing: detail<string[]>(),
    },
  },
  {
    key: 'seo_friendly_url',
    name: 'SEO-friendly URL',
    category: 'seo',
    importance: 'high',
    profiles: BOTH,
    severity: 'notice',
    severityWhy:
      'Words in the address are a weak signal, and changing an address costs more than it earns.',
    why: 'A short address made of words tells searchers and search engines what the page holds before they open it.',
    fix: "Use lower-case words separated by hyphens in the path, with the page's main keyword and no query string (redirect the old address with a 301).",
    errors: {
      /** The reasons, as phrases. */
      bad_format: detail<string[]>(),
      /** The title's keywords (phprank profile only: `all` judges the URL by itself). */
      missing: detail<string[]>(),
      /** Path and query longer than `max` characters. */
      too_long: detail<{ max: number; length: number }>(),
    },
  },
  {
    key: '404_page',
    name: '404 page',
    category: 'seo',
    importance: 'high',
    profiles: BOTH,
    severity: 'warning',
    severityWhy:
      'Soft 404s fill the index with empty pages and waste crawling, but this page is still listed.',
    why: 'A missing page that answers "200 OK" (a soft 404) gets crawled and indexed as if it were content, wasting crawl budget on empty pages.',
    fix: 'Make the server answer unknown addresses with status 404 (or 410) and a helpful page linking to the rest of the site.',
    errors: {
      failed: detail<{ status: number }>(),
    },
  },
  {
    key: 'noindex',
    name: 'Indexing allowed (noindex)',
    category: 'seo',
    importance: 'high',
    profiles: BOTH,
    severity: 'error',
    severityWhy:
      'A noindex (meta tag or X-Robots-Tag header) takes the page out of search results.',
    why: 'A noindex directive keeps the page out of search results altogether, whatever else is right with it.',
    fix: 'Remove "noindex" (and "none") from the robots meta tag and the X-Robots-Tag header of pages that should be found.',
    errors: {
      /** The directives: meta tags, then headers. */
      failed: detail<string[]>(),
    },
  },
  {
    key: 'robots',
    name: 'robots.txt access',
    category: 'seo',
    importance: 'high',
    profiles: BOTH,
    severity: 'error',
    severityWhy:
      'A page robots.txt blocks is not crawled, and a 5xx robots.txt keeps crawlers off the whole site.',
    why: 'A page that robots.txt disallows is not crawled, so search engines cannot read it or keep it up to date.',
    fix: 'Remove or narrow the Disallow rule in robots.txt that matches this page, and make robots.txt answer 200 or 404, never 5xx.',
    errors: {
      failed: detail<{ rule: string | null } | { status: number }>(),
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
      too_many: detail<{ max: number; count: number }>(),
    },
  },
  {
    key: 'language',
    name: 'Language',
    category: 'seo',
    importance: 'medium',
    profiles: BOTH,
    severity: 'notice',
    severityWhy:
      'Search engines detect the language from the text; the lang attribute mostly serves screen readers.',
    why: 'The declared language helps search engines show the page to people searching in that language.',
    fix: 'Declare the page\'s language on the html element, e.g. <html lang="en"> or lang="en-GB".',
    errors: {
      missing: detail<null>(),
      bad_format: detail<{ lang: string }>(),
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
      missing: detail<null>(),
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
      missing: detail<null>(),
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
      too_slow: detail<{ max: number }>(),
    },
  },
  {
    key: 'page_size',
    name: 'Page size',
    category: 'performance',
    importance: 'medium',
    profiles: BOTH,
    severity: 'notice',
    severityWhy:
      'Weight matters through load time, which load_time judges; a heavy page is still indexed.',
    why: 'A heavy HTML document takes longer to download and parse, above all on mobile networks.',
    fix: 'Move inline scripts, styles and data out of the HTML, paginate long lists, and remove unused markup.',
    errors: {
      too_large: detail<{ max: number }>(),
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
      too_many: detail<{ max: number; count: number }>(),
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
      bad_format: detail<string[]>(),
    },
  },
  {
    key: 'defer_javascript',
    name: 'Deferred JavaScript',
    category: 'performance',
    importance: 'low',
    profiles: BOTH,
    severity: 'notice',
    severityWhy:
      'Blocking scripts delay the first paint; a speed refinement, not an indexing problem.',
    why: 'A script without defer or async stops the browser from showing the page until it has downloaded and run.',
    fix: 'Add defer (or async for independent scripts) to every <script src>, or load them as modules.',
    errors: {
      /** The blocking scripts' URLs. */
      missing: detail<string[]>(),
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
      too_many: detail<{ max: number }>(),
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
      missing: detail<null>(),
    },
  },
  {
    key: 'https_encryption',
    name: 'HTTPS',
    category: 'security',
    importance: 'high',
    profiles: BOTH,
    severity: 'warning',
    severityWhy:
      'HTTPS is a ranking signal and browsers mark plain http "Not secure"; the page stays indexed.',
    why: 'Search engines rank https pages first and browsers mark plain http pages as "Not secure".',
    fix: 'Serve the site over https with a valid certificate and redirect every http address to it with a 301.',
    errors: {
      missing: detail<null>(),
    },
  },
  {
    key: 'mixed_content',
    name: 'Mixed content',
    category: 'security',
    importance: 'medium',
    profiles: BOTH,
    severity: 'warning',
    severityWhy:
      'Browsers block insecure scripts and frames, which can break the page, and warn visitors.',
    why: 'An https page that loads files over http is not fully secure: browsers block or flag those files and the page may break.',
    fix: 'Load every script, stylesheet, image and frame over https (or add the CSP directive upgrade-insecure-requests).',
    errors: {
      failed: detail<{ count: number }>(),
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
      failed: detail<Record<string, string>>(),
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
      failed: detail<{ count: number }>(),
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
      missing: detail<null>(),
      bad_format: detail<{ maxAge: number | null }>(),
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
      failed: detail<{ count: number }>(),
    },
  },
  {
    key: 'structured_data',
    name: 'Structured data',
    category: 'miscellaneous',
    importance: 'medium',
    profiles: BOTH,
    severity: 'warning',
    severityWhy:
      'Missing or broken structured data loses rich results in search, not the listing itself.',
    why: 'Valid schema.org data lets search engines understand the page and show rich results (stars, prices, breadcrumbs, FAQs).',
    fix: 'Describe the page in JSON-LD with a schema.org @type (Article, Product, BreadcrumbList, Organization...) and its required properties, and check it with a rich-results test.',
    errors: {
      /** Counts of JSON-LD blocks that do not parse, items not of schema.org, items without @type. */
      bad_format: detail<{ invalidJsonLd?: number; notSchemaOrg?: number; withoutType?: number }>(),
      missing: detail<null>(),
      incomplete: detail<{ type: string; missing: string[] }[]>(),
    },
  },
  {
    key: 'meta_viewport',
    name: 'Mobile viewport',
    category: 'miscellaneous',
    importance: 'medium',
    profiles: BOTH,
    severity: 'warning',
    severityWhy:
      'Search engines index the mobile view first, and a page without a viewport is not mobile-friendly.',
    why: 'Without a viewport tag phones show the desktop layout zoomed out, and search engines index the mobile version of pages first.',
    fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the head.',
    errors: {
      missing: detail<null>(),
    },
  },
  {
    key: 'charset',
    name: 'Character set',
    category: 'miscellaneous',
    importance: 'medium',
    profiles: BOTH,
    severity: 'notice',
    severityWhy:
      'Browsers and crawlers sniff an undeclared charset, and nearly always right (UTF-8).',
    why: 'Without a declared character set, browsers and crawlers may guess wrong and show accented letters as gibberish.',
    fix: 'Declare UTF-8: <meta charset="utf-8"> first in the head, or charset=utf-8 in the Content-Type header.',
    errors: {
      missing: detail<null>(),
    },
  },
  {
    key: 'sitemap',
    name: 'XML sitemap',
    category: 'miscellaneous',
    importance: 'low',
    profiles: BOTH,
    severity: 'notice',
    severityWhy:
      'A sitemap helps search engines find new pages; pages they already know lose nothing.',
    why: 'A sitemap lists the pages you want found, so search engines discover new and changed pages sooner.',
    fix: 'Publish /sitemap.xml listing the site\'s pages and name it in robots.txt with a "Sitemap:" line.',
    errors: {
      missing: detail<null>(),
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
      missing: detail<null>(),
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
      too_few: detail<{ min: number }>(),
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
      too_small: detail<{ min: number }>(),
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
      failed: detail<{ tag: string; style: string }[]>(),
    },
  },
  {
    key: 'deprecated_html_tags',
    name: 'Obsolete HTML elements',
    category: 'miscellaneous',
    importance: 'low',
    profiles: BOTH,
    severity: 'notice',
    severityWhy:
      'Browsers still render obsolete elements; markup hygiene with no effect on search.',
    why: 'Obsolete elements such as <center> and <font> are not part of HTML any more; browsers and crawlers may treat them unpredictably.',
    fix: 'Replace them with current HTML and CSS (e.g. <center> with text-align: center).',
    errors: {
      /** Element name to count. */
      bad_tags: detail<Record<string, number>>(),
    },
  },
  {
    key: 'doctype',
    name: 'Doctype',
    category: 'miscellaneous',
    importance: 'medium',
    profiles: BOTH,
    severity: 'notice',
    severityWhy:
      'Without one, browsers render in quirks mode; search engines index the page the same.',
    why: 'Without a doctype browsers render the page in quirks mode, which can break its layout for visitors.',
    fix: 'Start the document with <!DOCTYPE html>.',
    errors: {
      missing: detail<null>(),
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
      failed: detail<{ status: number }>(),
    },
  },
  {
    key: 'redirects',
    name: 'Redirects',
    category: 'seo',
    importance: 'medium',
    profiles: ALL_ONLY,
    severity: 'error',
    severityWhy:
      'A loop or a chain past the limit keeps crawlers from the page; a temporary hop is a notice, and a hop from https to http a warning.',
    errorSeverity: { temporary: 'notice', downgrade: 'warning' },
    why: 'Every redirect slows the visit and can lose ranking signals; loops and temporary (302/307) redirects for moved pages confuse crawlers.',
    fix: 'Link straight to the final address, redirect in one hop, and use a permanent 301 or 308 for http to https and for moved pages.',
    errors: {
      too_many: detail<{ max: number; count: number }>(),
      /** The hops answered 302, 303 or 307. */
      temporary: detail<{ url: string; status: number }[]>(),
      downgrade: detail<null>(),
      /** The redirects come back to an address already visited: the page is never reached. */
      loop: detail<null>(),
    },
  },
  {
    key: 'canonical',
    name: 'Canonical URL',
    category: 'seo',
    importance: 'medium',
    profiles: ALL_ONLY,
    severity: 'error',
    severityWhy:
      'One on another host or on a URL not answering 200 hands the ranking elsewhere; none at all is not judged (search engines choose), a malformed, relative, repeated or misplaced one a warning.',
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
      bad_format: detail<{ href: string }>(),
      too_many: detail<{ count: number; urls: string[] }>(),
      other_host: detail<{ host: string }>(),
      redirect: detail<{ status: number }>(),
      failed: detail<{ status: number }>(),
      noindex: detail<null>(),
      mismatch: detail<{ ogUrl: string }>(),
      /** Written relative or protocol-relative: resolved, but absolute URLs are asked for. */
      relative: detail<{ href: string }>(),
      outside_head: detail<OutsideHead>(),
    },
  },
  {
    key: 'hreflang',
    name: 'Hreflang',
    category: 'seo',
    importance: 'medium',
    profiles: ALL_ONLY,
    severity: 'error',
    severityWhy:
      'A broken cluster is dropped whole and searchers land on the wrong language; relative hrefs are resolved (a warning), and x-default is recommended, not required (a notice).',
    errorSeverity: { not_absolute: 'warning', x_default: 'notice' },
    why: 'Hreflang links send searchers to the page in their own language and region; invalid ones are ignored.',
    fix: 'List every language version with valid codes (en, en-GB), absolute URLs, a self-reference and an x-default.',
    errors: {
      /** The invalid codes. */
      bad_format: detail<string[]>(),
      /** The relative hrefs. */
      not_absolute: detail<string[]>(),
      /** The repeated codes. */
      duplicate: detail<string[]>(),
      /** ["self"]: no alternate is the page itself (x-default is a note in the value). */
      missing: detail<string[]>(),
      outside_head: detail<OutsideHead>(),
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
      missing: detail<string[]>(),
      /** Property to its value, for values that are not usable. */
      bad_format: detail<Record<string, string>>(),
      outside_head: detail<OutsideHead>(),
    },
  },
  {
    key: 'image_dimensions',
    name: 'Image dimensions',
    category: 'performance',
    importance: 'low',
    profiles: ALL_ONLY,
    severity: 'notice',
    severityWhy:
      'Missing dimensions shift the layout as images load; one input among many to page experience.',
    why: 'Images without width and height make the layout jump while the page loads (layout shift), which search engines count against page experience.',
    fix: 'Set width and height attributes on every <img> (CSS can still scale it).',
    errors: {
      /** The images' URLs. */
      missing: detail<string[]>(),
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
      missing: detail<string[]>(),
      /** Top images with it. */
      lazy_above_fold: detail<string[]>(),
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
    severityWhy:
      'A page of several megabytes of images is slow on a phone and may lose its largest paint; it stays indexed.',
    why: 'Image bytes are most of what a phone downloads for a page: a multi-megabyte photo takes seconds on a mobile network and delays the largest image on the screen.',
    fix: 'Resize images to the largest size they are shown at, compress them, and serve AVIF or WebP (srcset lets phones take a smaller file).',
    errors: {
      /** Images over `limits.maxImageBytes` (`atLeast`: read up to a cap that it passed); the saving a modern format would likely bring, when the image is JPEG or PNG. */
      too_large:
        detail<
          { url: string; bytes: number; atLeast?: boolean; estimatedSavingBytes?: number }[]
        >(),
      /** The images weighed together are over `limits.maxPageImageBytes`. */
      total_too_large: detail<{ bytes: number; max: number }>(),
    },
  },
  {
    key: 'link_text',
    name: 'Descriptive link text',
    category: 'seo',
    importance: 'low',
    profiles: ALL_ONLY,
    severity: 'warning',
    severityWhy:
      'Generic or empty link text tells search engines nothing of the target; the links still work.',
    why: 'Search engines read a link\'s text as a description of the page it leads to; "click here", "read more" or an empty link tells them, and screen-reader users, nothing.',
    fix: 'Write link text that names the target ("Oak chair care guide", not "read more"), and give image and icon links an alt text or an aria-label.',
    errors: {
      /** Links whose text is generic ("click here", "mehr"...). */
      generic: detail<{ href: string; text: string }[]>(),
      /** The hrefs of links with no text, image alt, aria-label or title. */
      empty: detail<string[]>(),
    },
  },
  {
    key: 'crawlable_links',
    name: 'Crawlable links',
    category: 'seo',
    importance: 'low',
    profiles: ALL_ONLY,
    severity: 'warning',
    severityWhy:
      'Crawlers cannot follow a link that only a script resolves; the pages behind it may still be found another way.',
    why: 'Crawlers follow only links whose href holds a URL: a javascript: link, or a click handler on an <a> without a real href, leads them nowhere, so the pages behind it may never be found.',
    fix: 'Give every link an href with the address it leads to (<a href="/oak-chairs">), and use a <button> for actions that are not navigation.',
    errors: {
      /** The links at fault; href null when the <a> has none. */
      uncrawlable: detail<{ href: string | null; text: string }[]>(),
    },
  },
] as const satisfies readonly CheckEntry[];
