export const id = 254;
export const ids = [254];
export const modules = {

/***/ 4254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runDemo: () => (/* binding */ runDemo)
});

// EXTERNAL MODULE: ./src/shared/cli/io.ts
var cli_io = __webpack_require__(2046);
// EXTERNAL MODULE: ./src/shared/cli/usage.ts
var usage = __webpack_require__(1207);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/client/demo/sample-site.ts
// A small sample site on 127.0.0.1 for the demo and the end-to-end tests: a well-built page, a
// middling one and a poor one, with what a real site has around them (robots.txt, a sitemap, a
// favicon, a proper 404 page, gzip). The pages are written to pass or fail the analyzer's checks
// for real; nothing here knows the scores.


const PARAGRAPHS = [
    'Trail running shoes protect your feet on rocky ground, loose gravel and wet roots. A good pair grips the trail, drains water quickly and keeps its cushioning for hundreds of kilometres.',
    'Choosing trail running shoes starts with the ground you run on. Soft forest paths reward deep lugs and a flexible sole, while hard mountain trails ask for a rock plate and a firmer midsole.',
    'Fit matters more than any feature. Your heel should sit still, your toes need room to spread on long descents, and the upper should hold the midfoot without pressure points.',
    'Weight is a trade-off. Light trail running shoes feel fast on race day, but heavier models last longer and protect tired legs at the end of an ultra distance run.',
    'Drop is the height difference between heel and forefoot. Runners moving to a lower drop should change slowly, adding a few short runs each week so that calves and tendons can adapt.',
    'Waterproof membranes keep feet dry in cold puddles and snow, yet they trap heat in summer. Many runners keep one waterproof pair for winter and a breathable pair for warm months.',
    'Care for your shoes after muddy runs: rinse them with cold water, remove the insoles and let them dry away from a heater. Heat breaks down glue and foam long before the outsole wears out.',
    'Replace trail running shoes when the cushioning feels flat or the lugs are worn smooth. Most pairs last between five hundred and eight hundred kilometres, depending on weight and terrain.',
];
function goodPage(origin) {
    const sections = PARAGRAPHS.map((text, i) => `<section><h2>Trail running shoes: part ${i + 1}</h2><p>${text}</p><p>${text}</p></section>`).join('\n');
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Trail running shoes: how to choose a pair</title>
<meta name="description" content="How to choose trail running shoes: grip, fit, drop, weight and care, explained for new and experienced trail runners.">
<link rel="icon" href="/favicon.ico">
<link rel="canonical" href="${origin}/guides/trail-running-shoes">
<meta property="og:title" content="Trail running shoes: how to choose a pair">
<meta property="og:description" content="Grip, fit, drop, weight and care, explained.">
<meta name="twitter:card" content="summary">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Trail running shoes: how to choose a pair"}</script>
</head>
<body>
<header><a href="/">Home</a> <a href="/guides/">Guides</a> <a href="/shop/">Shop</a></header>
<main>
<h1>Trail running shoes: how to choose a pair</h1>
<img src="/images/trail-running-shoes.webp" alt="Trail running shoes on a rocky path" width="800" height="450">
${sections}
<p>Read next: <a href="/guides/trail-running-socks">trail running socks</a> and <a href="/guides/trail-running-poles">trail running poles</a>.</p>
</main>
<footer><a href="/about">About us</a> <a href="/contact">Contact</a></footer>
</body>
</html>`;
}
function middlingPage() {
    const text = PARAGRAPHS.slice(0, 3)
        .map((p) => `<p>${p}</p>`)
        .join('\n');
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Shoes</title>
<style>body { font-family: sans-serif; } .promo { color: red; }</style>
</head>
<body>
<h1>Shoes</h1>
<img src="/images/shoe.jpg">
<img src="/images/shoe-2.png">
${text}
<center>Big sale this week!</center>
<p>Write to us: sales@sample-site.test</p>
<script src="/js/tracking.js"></script>
<script src="/js/widgets.js"></script>
</body>
</html>`;
}
function poorPage() {
    return `<html>
<head>
<meta name="robots" content="noindex">
</head>
<body>
<font size="5">Welcome!!!</font>
<img src="/images/banner.gif">
<p>Under construction.</p>
<a href="http://sample-site.test/old" target="_blank">old site</a>
</body>
</html>`;
}
const NOT_FOUND = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head><body><h1>Page not found</h1><p><a href="/">Home</a></p></body></html>';
async function startSampleSite() {
    let origin = '';
    const server = (0,external_node_http_.createServer)((request, response) => {
        const path = (request.url ?? '/').split('?')[0];
        const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        const send = (status, type, body, compress = true) => {
            const raw = typeof body === 'string' ? Buffer.from(body) : body;
            const headers = {
                'content-type': type,
                'cache-control': 'max-age=300',
            };
            let payload = raw;
            if (compress && gzip) {
                payload = (0,external_node_zlib_.gzipSync)(raw);
                headers['content-encoding'] = 'gzip';
            }
            response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : payload);
        };
        switch (path) {
            case '/guides/trail-running-shoes':
                return send(200, 'text/html; charset=utf-8', goodPage(origin));
            case '/shop/shoes':
                return send(200, 'text/html; charset=utf-8', middlingPage());
            case '/Welcome_Page.php':
                // The poor page also skips compression, as old servers do.
                return send(200, 'text/html', poorPage(), false);
            case '/robots.txt':
                return send(200, 'text/plain', `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`);
            case '/sitemap.xml':
                return send(200, 'application/xml', `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${['/guides/trail-running-shoes', '/shop/shoes', '/Welcome_Page.php'].map((p) => `  <url><loc>${origin}${p}</loc></url>`).join('\n')}\n</urlset>\n`);
            case '/favicon.ico':
                return send(200, 'image/x-icon', Buffer.alloc(64), false);
            default:
                return send(404, 'text/html; charset=utf-8', NOT_FOUND);
        }
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
    return {
        origin,
        pages: {
            good: `${origin}/guides/trail-running-shoes`,
            middling: `${origin}/shop/shoes`,
            poor: `${origin}/Welcome_Page.php`,
        },
        close: () => new Promise((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
        }),
    };
}

// EXTERNAL MODULE: ./src/client/cli/audit-command.ts + 2 modules
var audit_command = __webpack_require__(5361);
// EXTERNAL MODULE: ./src/client/cli/audit-options.ts
var audit_options = __webpack_require__(5254);
;// CONCATENATED MODULE: ./src/client/cli/demo-command.ts
// seo-report demo (npm start): the whole project in one command, on a fresh clone with nothing
// configured. Serves the sample site on 127.0.0.1, audits its three pages with the embedded
// service exactly as `seo-report audit` does, prints the table and writes the report pages.





const DEMO_HELP = `Usage: seo-report demo [--report-dir DIR]

Serves a small sample site on 127.0.0.1 (a good page, a middling one and a poor one), audits it
with the embedded reference service, prints the results table and writes every report to DIR
as JSON and as an HTML page. Nothing leaves the machine; no key or service is needed.

Options:
  --report-dir DIR   Where to write the reports (default ./seo-report-demo)
  -h, --help         Show this help

Then audit your own pages: seo-report audit --help
`;
const COMMAND = 'seo-report demo';
const DEFAULT_DEMO_DIR = 'seo-report-demo';
async function runDemo(args, io) {
    const { values } = (0,usage/* parseCommandArgs */.Qx)(COMMAND, args, {
        'report-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help) {
        io.stdout(DEMO_HELP);
        return cli_io/* EXIT_OK */.Ij;
    }
    const reportDir = values['report-dir'] ?? DEFAULT_DEMO_DIR;
    const site = await startSampleSite();
    try {
        io.stderr(`Serving a sample site at ${site.origin}: a good page, a middling one and a poor one.\n`);
        // The user's SEO_REPORT_* variables are not read: the demo must run the same everywhere.
        const options = (0,audit_options/* parseAuditOptions */.V)([
            site.pages.good,
            site.pages.middling,
            site.pages.poor,
            // The sample site is on loopback, which the analyzer refuses unless told otherwise.
            '--allow-private-network',
            '--report-dir',
            reportDir,
        ], {});
        if (options === 'help')
            return cli_io/* EXIT_OK */.Ij;
        const terminal = process.stderr.isTTY === true && io.env.TERM !== 'dumb' && !io.env.CI;
        const code = await (0,audit_command.auditAndReport)(options, io, terminal);
        if (code !== cli_io/* EXIT_OK */.Ij && code !== cli_io/* EXIT_FAILURE */.w5)
            return code;
        io.stdout(`\n${code === cli_io/* EXIT_FAILURE */.w5 ? 'seo-report audit would exit with 1 here, failing a CI job: the poor page grades bad (--fail-on bad is the default).' : 'seo-report audit would exit with 0 here.'}\nOpen ${reportDir}/index.html to read the reports. Audit your own pages: seo-report audit --help\n`);
        return cli_io/* EXIT_OK */.Ij;
    }
    finally {
        await site.close();
    }
}


/***/ })

};

//# sourceMappingURL=254.index.js.map