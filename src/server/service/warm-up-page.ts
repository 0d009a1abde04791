// A page for an analysis thread to judge when it starts, before any real one. A thread's first
// pages ran the parser and the checks in V8's interpreter, before its compilers had seen them:
// 0.1-0.3 s for the first one of a generated site (100 KB) and tens of milliseconds for the next
// few, where a warm thread takes about 3 ms; and a site audit's first page waited for that with
// the other core idle. Judged at the thread's start, while the job lists its pages, this sample
// pays most of that before the first page comes (the first pages then took 10-35 ms). It holds
// what real pages hold (head tags, structured data, headings, text, links, images, a form,
// scripts and styles) so that the code the checks run is compiled; its results are thrown away.
import type { PageInput } from '../analyzer/checks/context.js';

/** Times the sample is judged: once compiled the code, three times got it to V8's faster tiers. */
export const WARM_UP_ROUNDS = 3;

const ORIGIN = 'https://warm-up.invalid';

function section(index: number): string {
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
export const WARM_UP_PAGE: PageInput = {
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
