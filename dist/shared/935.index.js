export const id = 935;
export const ids = [935];
export const modules = {

/***/ 9935:
/***/ ((__unused_webpack_module, __unused_webpack___webpack_exports__, __webpack_require__) => {


// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: ./src/server/analyzer/analyze-document.ts + 20 modules
var analyze_document = __webpack_require__(2930);
// EXTERNAL MODULE: ./src/server/service/analysis-claim.ts
var analysis_claim = __webpack_require__(7700);
;// CONCATENATED MODULE: ./src/server/service/warm-up-page.ts
/** Times the sample is judged: once compiled the code, three times got it to V8's faster tiers. */
const WARM_UP_ROUNDS = 3;
const ORIGIN = 'https://warm-up.invalid';
function section(index) {
    return `<section id="s${index}" class="card c-${index}">
<h2>Section ${index}: joinery and finishes</h2>
<p>Oak, ash and walnut are planed, jointed and <strong>finished</strong> by hand; each piece is
checked for <em>grain</em> and moisture before it is glued. <a href="/guides/part-${index}/">Read the guide</a>
or <a href="https://example.org/reference/${index}" rel="nofollow">the reference</a>.</p>
<img src="/img/${index}.jpg" alt="A chair, part ${index}" width="640" height="480" loading="lazy">
<ul><li><a href="/tools/${index}">Tools</a></li><li><a href="#s${index}">Back to the section</a></li></ul>
</section>`;
}
const BODY = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Wooden chairs made by hand | Workshop</title>
<meta name="description" content="Chairs of oak, ash and walnut, made by hand in a small workshop: how they are jointed, finished and cared for.">
<link rel="canonical" href="${ORIGIN}/chairs/">
<link rel="alternate" hreflang="en" href="${ORIGIN}/chairs/">
<link rel="alternate" hreflang="x-default" href="${ORIGIN}/chairs/">
<meta property="og:title" content="Wooden chairs made by hand">
<meta property="og:description" content="Chairs of oak, ash and walnut, made by hand.">
<meta property="og:image" content="${ORIGIN}/img/og.jpg">
<meta property="og:url" content="${ORIGIN}/chairs/">
<meta property="og:type" content="website">
<meta name="twitter:card" content="summary_large_image">
<meta name="robots" content="index, follow">
<link rel="icon" href="/favicon.svg">
<link rel="stylesheet" href="/css/site.css">
<style>.card{display:flex;margin:4px;color:#333}.c-1{color:#a68c68}</style>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Oak chair","image":"${ORIGIN}/img/oak.jpg","offers":{"@type":"Offer","price":"420.00","priceCurrency":"EUR"}}</script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":1,"name":"Home","item":"${ORIGIN}/"}]}</script>
<script src="/js/site.js" defer></script>
</head>
<body>
<header><nav><a href="/">Home</a> <a href="/chairs/">Chairs</a> <a href="/journal/">Journal</a></nav></header>
<main>
<h1>Wooden chairs made by hand</h1>
${Array.from({ length: 60 }, (_, index) => section(index)).join('\n')}
<form action="/search" method="get"><label for="q">Search</label><input id="q" name="q" type="search"><button type="submit">Go</button></form>
<table><tr><th>Wood</th><th>Weight</th></tr><tr><td>Oak</td><td>6 kg</td></tr></table>
<iframe src="https://www.youtube.com/embed/x" title="The workshop"></iframe>
</main>
<footer><p>&copy; Workshop &amp; friends. <a href="mailto:hello@example.org">Write to us</a>.</p></footer>
<script>window.dataLayer = [];</script>
</body>
</html>
`;
const TEXT_HEADERS = { 'content-type': 'text/plain; charset=utf-8' };
/** A page as the fetch phase hands it over, with its probes answered. */
const WARM_UP_PAGE = {
    url: `${ORIGIN}/chairs/`,
    finalUrl: `${ORIGIN}/chairs/`,
    status: 200,
    headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'zstd',
        vary: 'accept-encoding',
        'cache-control': 'max-age=600',
    },
    body: BODY,
    transferBytes: Math.round(BODY.length / 4),
    loadTimeMs: 20,
    httpVersion: 'http/1.1',
    charset: { name: 'utf-8', source: 'header' },
    robots: {
        url: `${ORIGIN}/robots.txt`,
        status: 200,
        contentType: TEXT_HEADERS['content-type'],
        body: `User-agent: *\nDisallow: /search\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    },
    notFound: { url: `${ORIGIN}/404-0a1b2c`, status: 404, contentType: 'text/html' },
    sitemap: {
        url: `${ORIGIN}/sitemap.xml`,
        status: 200,
        contentType: 'application/xml',
        body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${ORIGIN}/chairs/</loc></url></urlset>`,
    },
    fetchMs: 20,
};

;// CONCATENATED MODULE: ./src/server/service/analysis-worker.ts
// The body of an analysis worker thread: judges fetched pages (analyzeDocumentPhase) one message
// at a time. Fetching stays on the main thread, where it waits without blocking; the parse and
// the checks, which can spin on a hostile page, run here, where a deadline can end them by
// terminating the thread. The answer names the images the page shows: the main thread weighs
// them and judges image_weight without parsing the page again. Started as dist/analysis-worker
// (a stub of scripts/bundle.mjs).




if (external_node_worker_threads_.parentPort) {
    const port = external_node_worker_threads_.parentPort;
    port.on('message', (job) => {
        // Posted ahead and given to another thread, or dropped, meanwhile: no answer is expected.
        if (!(0,analysis_claim/* takeClaim */.GT)(job.claim))
            return;
        try {
            port.postMessage({ id: job.id, phase: (0,analyze_document/* analyzeDocumentPhase */.BI)(job.input, job.options) });
        }
        catch (error) {
            port.postMessage({ id: job.id, error: error?.message ?? String(error) });
        }
    });
    // The analyzer's modules are loaded by now: the pool counts the thread as ready from here.
    port.postMessage({ ready: true });
    // Then a sample page, while the job lists its pages (warm-up-page.ts). A job posted
    // meanwhile waits for it, about what its own first run would have cost.
    for (let round = 0; round < WARM_UP_ROUNDS; round++)
        (0,analyze_document/* analyzeDocumentPhase */.BI)(WARM_UP_PAGE);
}


/***/ })

};

//# sourceMappingURL=935.index.js.map