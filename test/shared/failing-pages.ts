// Pages that together make every check fail with every error key the table lists for it: what the
// check-table test holds the analyzer's errors against. Each is a PageInput for analyzeDocument
// (no network), run in both profiles.
import type { PageInput } from '../../src/server/analyzer/index.js';

const URL_ = 'https://chairs.test/handmade-wooden-chairs';
const HTML = { 'content-type': 'text/html; charset=utf-8' };

export interface FailingPage {
  name: string;
  input: PageInput;
}

function page(name: string, body: string, input: Partial<PageInput> = {}): FailingPage {
  return {
    name,
    input: {
      url: URL_,
      finalUrl: URL_,
      status: 200,
      body,
      ...input,
      headers: { ...HTML, ...input.headers },
    },
  };
}

const many = (count: number, html: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => html(i)).join('');

export const FAILING_PAGES: readonly FailingPage[] = [
  page('nothing at all', '<p>x</p>', {
    headers: { 'content-type': 'text/html' },
    httpVersion: 'http/1.1',
    loadTimeMs: 5000,
    bodyBytes: 400_000,
    notFound: { url: 'https://chairs.test/404-abc', status: 200 },
    robots: { url: 'https://chairs.test/robots.txt', status: 404 },
    sitemap: { url: 'https://chairs.test/sitemap.xml', status: 404 },
  }),
  page(
    'everything twice, badly',
    [
      '<html lang="english"><head><title>A</title><title>B</title>',
      '<meta name="description" content="a"><meta name="description" content="b">',
      '<meta name="robots" content="noindex">',
      '<link rel="canonical" href="https://other.test/a"><link rel="canonical" href="https://chairs.test/b">',
      '<link rel="alternate" hreflang="en-UK" href="/en"><link rel="alternate" hreflang="en-uk" href="/en2">',
      '<meta property="og:image" content="/a.png">',
      '<script type="application/ld+json">{oops</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product"}</script>',
      '</head><body><h1>One</h1><h1>Two</h1>',
      '<center>c</center><p style="color:red">Write to a@chairs.test</p>',
      '<a href="https://other.test/" target="_blank">o</a>',
      '<img src="/a.jpg" loading="lazy"><img src="/b.jpg"><img src="/c.jpg"><img src="/d.jpg">',
      '<img src="http://cdn.test/e.png">',
      '<script src="/app.js"></script>',
      '</body></html>',
    ].join(''),
    {
      headers: {
        server: 'Apache/2.4.1',
        'strict-transport-security': 'max-age=0',
        'x-robots-tag': 'noindex',
      },
      robots: {
        url: 'https://chairs.test/robots.txt',
        status: 200,
        body: 'User-agent: *\nDisallow: /handmade',
      },
    },
  ),
  page(
    'too much of everything',
    `<title>Oak tables for the dining room and kitchen</title>${many(151, (i) => `<a href="/p${i}">p</a>`)}${many(51, (i) => `<script src="/s${i}.js" defer></script>`)}<div>${'<span></span>'.repeat(1600)}</div>`,
    {
      finalUrl: 'http://chairs.test/Shop_Page.php?id=3',
      robots: { url: 'http://chairs.test/robots.txt', status: 503 },
    },
  ),
  page('images over both weight budgets', '<img src="/hero.png"><img src="/team.jpg">', {
    imageWeights: {
      images: [
        { url: 'https://chairs.test/hero.png', bytes: 13_500_000, status: 200 },
        { url: 'https://chairs.test/team.jpg', bytes: 6_700_000, status: 200 },
      ],
      notAsked: 0,
    },
  }),
  page('a canonical that is not a URL', '<link rel="canonical" href="mailto:a@chairs.test">'),
  page(
    'a canonical that redirects, and og:url elsewhere',
    '<link rel="canonical" href="https://chairs.test/c"><meta property="og:url" content="https://chairs.test/d">',
    { canonicalTarget: { url: 'https://chairs.test/c', status: 301 } },
  ),
  page('a canonical that fails', '<link rel="canonical" href="https://chairs.test/c">', {
    canonicalTarget: { url: 'https://chairs.test/c', status: 404 },
  }),
  page('a canonical that is noindex', '<link rel="canonical" href="https://chairs.test/c">', {
    canonicalTarget: { url: 'https://chairs.test/c', status: 200, noindex: true },
  }),
  page(
    'head metadata after an element that ends the head',
    [
      '<head><title>Oak chairs made by hand in our workshop</title><img src="/pixel.gif">',
      '<title>Again</title><meta name="description" content="Chairs.">',
      '<link rel="canonical" href="https://chairs.test/handmade-wooden-chairs">',
      '<link rel="alternate" hreflang="de" href="https://chairs.test/de">',
      '<meta property="og:title" content="Oak chairs"></head>',
    ].join(''),
  ),
  page('a relative canonical on a long address', '<link rel="canonical" href="/oak">', {
    finalUrl: `https://chairs.test/${'oak-chair-'.repeat(21)}`,
  }),
  page(
    'links that say nothing or lead nowhere',
    '<a href="/oak">Click here</a><a href="/ash"></a><a href="javascript:void(0)">Menu</a>',
  ),
  page('an error page', '<title>Not found</title>', { status: 404 }),
  page('a long way round', '<title>x</title>', {
    url: 'http://chairs.test/start',
    redirects: [
      { url: 'http://chairs.test/start', status: 302 },
      { url: 'https://chairs.test/a', status: 301 },
      { url: 'https://chairs.test/b', status: 301 },
    ],
    finalUrl: 'http://chairs.test/handmade-wooden-chairs',
  }),
];
