// Every check, passing and failing, on small documents run through analyzeDocument (no network:
// the fetch-derived inputs are given directly).
import { describe, expect, it } from 'vitest';
import type { AnalyzerOptions, CheckResult } from '../../src/server/analyzer/index.js';
import { checkerAt, fails } from './documents.js';

const PAGE_URL = 'https://chairs.test/handmade-wooden-chairs';

const check = checkerAt(PAGE_URL);

const passes = (result: CheckResult) => expect(result.passed).toBe(true);
const notApplicable = (result: CheckResult, reason: string) => {
  expect(result.passed).toBeNull();
  expect(result.value).toEqual(expect.stringContaining(reason));
  expect(result.errors).toBeUndefined();
};

const PHPRANK: AnalyzerOptions = { checks: 'phprank' };
const LONG_TITLE = 'Handmade wooden chairs from our workshop';

describe('title', () => {
  it('passes with one title of 30 to 60 characters, whitespace runs counted once', () => {
    const result = check('title', `<title> Handmade wooden   chairs from our workshop </title>`);
    passes(result);
    expect(result).toMatchObject({ value: LONG_TITLE, importance: 'high', category: 'seo' });
    passes(check('title', `<title>${'é'.repeat(30)}</title>`));
  });
  it('fails under 30 characters, a threshold the options move', () => {
    fails(check('title', '<title>Wooden chairs</title>'), {
      length: { min: 30, max: 60, length: 13 },
    });
    passes(check('title', '<title>Wooden chairs</title>', {}, { limits: { titleMinLength: 5 } }));
  });
  it('accepts 1 to 60 characters in the phprank profile, as deployed services do', () => {
    const result = check('title', '<title> Wooden   chairs </title>', {}, PHPRANK);
    passes(result);
    expect(result.value).toBe('Wooden chairs');
  });
  it('fails when missing or empty', () => {
    fails(check('title', '<p>no title</p>'), { missing: null });
    fails(check('title', '<title>  </title>'), { missing: null });
  });
  it('fails when too long, counting characters rather than bytes', () => {
    fails(check('title', `<title>${'é'.repeat(61)}</title>`, {}, PHPRANK), {
      length: { min: 1, max: 60, length: 61 },
    });
    passes(check('title', `<title>${'é'.repeat(60)}</title>`));
    fails(
      check(
        'title',
        '<title>Wooden chairs</title>',
        {},
        { ...PHPRANK, limits: { titleMaxLength: 5 } },
      ),
      { length: { min: 1, max: 5, length: 13 } },
    );
  });
  it('fails with more than one title, but ignores titles inside SVG', () => {
    fails(check('title', '<title>One</title><title>Two</title>', {}, PHPRANK), {
      too_many: { count: 2 },
    });
    passes(check('title', `<title>${LONG_TITLE}</title><svg><title>Icon</title></svg>`));
  });
});

const DESCRIPTION =
  'Chairs made by hand in our workshop from oak and ash, jointed without screws, built to last.';

describe('meta_description', () => {
  it('passes with a description of 70 to 160 characters', () => {
    const result = check(
      'meta_description',
      `<meta name="Description" content=" ${DESCRIPTION} ">`,
    );
    passes(result);
    expect(result.value).toBe(DESCRIPTION);
  });
  it('fails when shorter than 70 or longer than 160 characters; the thresholds are options', () => {
    fails(check('meta_description', '<meta name="description" content="Chairs made by hand.">'), {
      length: { min: 70, max: 160, length: 20 },
    });
    fails(check('meta_description', `<meta name="description" content="${'ä'.repeat(161)}">`), {
      length: { min: 70, max: 160, length: 161 },
    });
    passes(
      check(
        'meta_description',
        '<meta name="description" content="Chairs made by hand.">',
        {},
        {
          limits: { descriptionMinLength: 10 },
        },
      ),
    );
  });
  it('judges only presence in the phprank profile', () => {
    const result = check(
      'meta_description',
      '<meta name="Description" content=" Chairs made by hand. ">',
      {},
      PHPRANK,
    );
    passes(result);
    expect(result.value).toBe('Chairs made by hand.');
  });
  it('fails when missing, empty, or given twice', () => {
    fails(check('meta_description', '<title>x</title>'), { missing: null });
    fails(check('meta_description', '<meta name="description" content="">'), { missing: null });
    fails(
      check(
        'meta_description',
        '<meta name="description" content="a"><meta name="description" content="b">',
        {},
        PHPRANK,
      ),
      { duplicate: { count: 2 } },
    );
  });
});

describe('headings', () => {
  it('passes with a single h1, and lists the headings by level', () => {
    const result = check(
      'headings',
      '<h1>Chairs</h1><h2>Oak</h2><h2>Ash <b>wood</b></h2><h3>Care</h3>',
    );
    passes(result);
    expect(result.value).toEqual({ h1: ['Chairs'], h2: ['Oak', 'Ash wood'], h3: ['Care'] });
  });
  it('fails without an h1 (an empty one does not count)', () => {
    fails(check('headings', '<h2>Only a subheading</h2>'), { missing: null });
    fails(check('headings', '<h1> </h1>'), { missing: null });
  });
  it('fails with several h1', () => {
    fails(check('headings', '<h1>One</h1><h1>Two</h1>'), { too_many: { count: 2 } });
  });
});

describe('content_keywords', () => {
  it('passes when a title keyword appears in the body text, whatever its case', () => {
    const result = check(
      'content_keywords',
      '<title>Handmade wooden chairs</title><p>Our CHAIRS last.</p>',
    );
    passes(result);
    expect(result.value).toEqual(['chairs']);
  });
  it('fails when no title keyword is in the text, listing what was looked for', () => {
    fails(check('content_keywords', '<title>Handmade wooden chairs</title><p>Tables.</p>'), {
      missing: ['handmade', 'wooden', 'chairs'],
    });
  });
  it('does not match inside longer words, nor in the title itself', () => {
    fails(check('content_keywords', '<title>Oak chairs</title><p>Armchairs of cloak.</p>'), {
      missing: ['oak', 'chairs'],
    });
  });
  it('fails when the title has no keywords in the phprank profile', () => {
    fails(
      check('content_keywords', '<title>Welcome to the home page</title><p>hi</p>', {}, PHPRANK),
      { missing: null },
    );
  });
  it('is not applicable without title keywords in the full profile: the title check says it', () => {
    notApplicable(
      check('content_keywords', '<title>Welcome to the home page</title><p>hi</p>'),
      'the title has no keywords',
    );
    notApplicable(check('content_keywords', '<p>hi</p>'), 'the page has no title');
  });
});

describe('image_keywords', () => {
  it('passes when every image has an alt attribute (empty marks a decorative image)', () => {
    const result = check(
      'image_keywords',
      '<img src="a.webp" alt="An oak chair"><img src="line.svg" alt="">',
    );
    passes(result);
    expect(result.value).toEqual({ images: 2, withoutAlt: 0, notJudged: 0 });
    passes(check('image_keywords', '<p>no images</p>'));
    const phprank = check('image_keywords', '<img src="a.webp" alt="An oak chair">', {}, PHPRANK);
    expect(phprank.value).toEqual({ images: 1, withoutAlt: 0 });
  });
  it('fails and lists the images without alt', () => {
    fails(
      check(
        'image_keywords',
        '<img src="a.webp"><img src="b.webp" alt="b"><img srcset="c.webp 1x">',
      ),
      {
        missing: ['a.webp', 'c.webp 1x'],
      },
    );
  });
});

describe('seo_friendly_url', () => {
  it('passes a readable URL that carries a title keyword, and reports the full URL', () => {
    const result = check('seo_friendly_url', '<title>Handmade wooden chairs</title>');
    passes(result);
    expect(result.value).toBe(PAGE_URL);
  });
  it('accepts letters of any script', () => {
    const url = 'https://beton.test/chaises-en-b%C3%A9ton';
    passes(check('seo_friendly_url', '<title>Chaises en béton</title>', { finalUrl: url }));
  });
  it('fails a URL with underscores, capitals, odd characters or a query (phprank)', () => {
    const url = 'https://shop.test/Product_View/item%20(3).html?id=3';
    fails(check('seo_friendly_url', '<title>Product view</title>', { finalUrl: url }, PHPRANK), {
      bad_format: [
        'underscores in the path',
        'upper-case letters in the path',
        'spaces or special characters in the path',
        'query parameters',
      ],
    });
  });
  it('fails underscores, capitals and odd characters in the full profile; one parameter is fine', () => {
    const url = 'https://shop.test/Product_View/item%20(3).html?id=3';
    fails(check('seo_friendly_url', '<title>Product view</title>', { finalUrl: url }), {
      bad_format: [
        'underscores in the path',
        'upper-case letters in the path',
        'spaces or special characters in the path',
      ],
    });
  });
  it('fails a URL that carries none of the title keywords in the phprank profile', () => {
    fails(check('seo_friendly_url', '<title>Garden benches</title>', {}, PHPRANK), {
      missing: ['garden', 'benches'],
    });
  });
});

describe('404_page', () => {
  it('passes when a missing page answers 404 or 410', () => {
    const url = 'https://chairs.test/404-0123456789abcdef';
    passes(check('404_page', '<p>x</p>', { notFound: { url, status: 404 } }));
    passes(check('404_page', '<p>x</p>', { notFound: { url, status: 410 } }));
  });
  it('fails on a soft 404 (200) or an error status', () => {
    const url = 'https://chairs.test/404-0123456789abcdef';
    fails(check('404_page', '<p>x</p>', { notFound: { url, status: 200 } }), {
      failed: { status: 200 },
    });
    fails(check('404_page', '<p>x</p>', { notFound: { url, status: 500 } }), {
      failed: { status: 500 },
    });
  });
  it('is not applicable when the probe was not made or got no answer', () => {
    notApplicable(check('404_page', '<p>x</p>'), 'no missing page was requested');
    notApplicable(
      check('404_page', '<p>x</p>', { notFound: { url: 'u', status: null, error: 'timed out' } }),
      'timed out',
    );
  });
});

describe('noindex', () => {
  it('passes an indexable page', () => {
    passes(check('noindex', '<meta name="robots" content="index, follow">'));
    passes(
      check('noindex', '<p>x</p>', {
        headers: { 'content-type': 'text/html', 'x-robots-tag': 'otherbot: noindex' },
      }),
    );
    passes(
      check('noindex', '<p>x</p>', {
        headers: { 'content-type': 'text/html', 'x-robots-tag': 'unavailable_after: 2030-01-01' },
      }),
    );
  });
  it('fails on a robots meta tag that keeps the page out of the index', () => {
    fails(check('noindex', '<meta name="robots" content="NOINDEX, follow">'), {
      failed: ['<meta name="robots" content="NOINDEX, follow">'],
    });
    expect(check('noindex', '<meta name="googlebot" content="none">').passed).toBe(false);
  });
  it('fails on an X-Robots-Tag header for every crawler or for Google', () => {
    for (const value of ['noindex', 'googlebot: noindex, nofollow', ['max-snippet: 20', 'none']]) {
      const result = check('noindex', '<p>x</p>', {
        headers: { 'content-type': 'text/html', 'x-robots-tag': value },
      });
      expect(result.passed).toBe(false);
    }
  });
});

describe('robots', () => {
  const robots = (body: string, status = 200) => ({
    robots: { url: 'https://chairs.test/robots.txt', status, body },
  });
  it('passes when robots.txt allows the page, or there is none', () => {
    passes(check('robots', '<p>x</p>', robots('User-agent: *\nDisallow: /admin/\n')));
    passes(check('robots', '<p>x</p>', robots('Not found', 404)));
  });
  it('fails when robots.txt disallows the page, naming the rule', () => {
    fails(check('robots', '<p>x</p>', robots('User-agent: *\nDisallow: /handmade\n')), {
      failed: { rule: 'Disallow: /handmade' },
    });
  });
  it('fails when robots.txt answers with a server error', () => {
    fails(check('robots', '<p>x</p>', robots('', 503)), { failed: { status: 503 } });
  });
  it('is not applicable when robots.txt was not fetched', () => {
    notApplicable(check('robots', '<p>x</p>'), 'not requested');
    notApplicable(
      check('robots', '<p>x</p>', { robots: { url: 'u', status: null, error: 'refused' } }),
      'refused',
    );
  });
});

describe('in_page_links', () => {
  it('passes up to the limit and counts internal and external links', () => {
    const html =
      '<a href="/a">a</a><a href="https://www.chairs.test/b">b</a><a href="https://other.test/">c</a>' +
      '<a href="javascript:void(0)">d</a><a href="mailto:x@y.test">e</a><a>no href</a>';
    const result = check('in_page_links', html);
    passes(result);
    expect(result.value).toEqual({
      total: 3,
      internal: 2,
      external: 1,
      internalUrls: ['https://chairs.test/a', 'https://www.chairs.test/b'],
      Internals: [{ url: 'https://chairs.test/a' }, { url: 'https://www.chairs.test/b' }],
      Externals: [{ url: 'https://other.test/' }],
    });
  });
  it('lists each target once, without its fragment, in the shape of deployed services', () => {
    const html = ['/a#top', '/a', '/a?x=1', 'https://other.test/p#q', 'https://other.test/p']
      .map((href) => `<a href="${href}">x</a>`)
      .join('');
    const value = check('in_page_links', html).value as Record<string, unknown>;
    expect(value.Internals).toEqual([
      { url: 'https://chairs.test/a' },
      { url: 'https://chairs.test/a?x=1' },
    ]);
    expect(value.Externals).toEqual([{ url: 'https://other.test/p' }]);
    expect(value).toMatchObject({ total: 5, internal: 3, external: 2 });
  });
  it('tells internal from external links written in any form', () => {
    const html = [
      '//www.chairs.test/x',
      'HTTPS://CHAIRS.test:443/y',
      '?page=2',
      '#top',
      'HTTPS://Other.test/',
      '\\\\other.test\\x',
      'https://[::1]/',
      'https://xn--caf-dma.test/',
      'https://café.test/',
      'http:relative-with-scheme',
    ]
      .map((href) => `<a href="${href}">x</a>`)
      .join('');
    expect(check('in_page_links', html).value).toMatchObject({
      total: 10,
      internal: 4,
      external: 6,
    });
  });
  it('fails above the limit', () => {
    const html = Array.from({ length: 151 }, (_, i) => `<a href="/p${i}">${i}</a>`).join('');
    fails(check('in_page_links', html), { too_many: { max: 150, count: 151 } });
    passes(check('in_page_links', html, {}, { limits: { maxLinks: 200 } }));
  });
});

describe('language', () => {
  it('passes with a valid lang attribute', () => {
    const result = check('language', '<html lang="en-GB"><p>x</p></html>');
    passes(result);
    expect(result.value).toBe('en-GB');
  });
  it('fails when missing or malformed', () => {
    fails(check('language', '<html><p>x</p></html>'), { missing: null });
    fails(check('language', '<html lang="English language"></html>'), {
      bad_format: { lang: 'English language' },
    });
  });
});

describe('favicon', () => {
  it('passes with a link to an icon, resolved against the page', () => {
    const result = check('favicon', '<link rel="shortcut icon" href="/favicon.ico">');
    passes(result);
    expect(result.value).toBe('https://chairs.test/favicon.ico');
    passes(check('favicon', '<link rel="apple-touch-icon" href="/touch.png">'));
  });
  it('fails without one', () => {
    fails(check('favicon', '<link rel="stylesheet" href="/a.css">'), { missing: null });
  });
});

describe('text_compression', () => {
  it('passes when the page came compressed', () => {
    const result = check('text_compression', '<p>x</p>', {
      headers: { 'content-type': 'text/html', 'content-encoding': 'br' },
      transferBytes: 4,
    });
    passes(result);
    expect(result.value).toEqual({ encoding: 'br', transferBytes: 4, bodyBytes: 8 });
  });
  it('fails when it did not', () => {
    fails(check('text_compression', `<p>${'x'.repeat(1400)}</p>`), { missing: null });
    fails(check('text_compression', '<p>x</p>', {}, PHPRANK), { missing: null });
  });
});

describe('load_time', () => {
  it('passes within the limit, in seconds', () => {
    const result = check('load_time', '<p>x</p>', { loadTimeMs: 512.3456 });
    passes(result);
    expect(result.value).toBe(0.512);
  });
  it('fails above it', () => {
    fails(check('load_time', '<p>x</p>', { loadTimeMs: 2500 }), { too_slow: { max: 2 } });
    passes(
      check('load_time', '<p>x</p>', { loadTimeMs: 2500 }, { limits: { maxLoadTimeMs: 3000 } }),
    );
  });
  it('is not applicable when the load was not timed', () => {
    notApplicable(check('load_time', '<p>x</p>'), 'not timed');
  });
});

describe('page_size', () => {
  it('passes within the limit, in bytes', () => {
    const result = check('page_size', '<p>é</p>');
    passes(result);
    expect(result.value).toBe(9);
  });
  it('fails above it', () => {
    fails(check('page_size', '<p>x</p>', { bodyBytes: 330_001 }), { too_large: { max: 330_000 } });
  });
});

describe('http_requests', () => {
  it('counts distinct sub-resources by type', () => {
    const html =
      '<link rel="stylesheet" href="/a.css"><script src="/a.js"></script><script src="/a.js"></script>' +
      '<img src="/a.webp" alt=""><img src="data:image/png;base64,AAAA" alt=""><iframe src="/f"></iframe>' +
      '<video src="/v.mp4" poster="/p.webp"></video><link rel="icon" href="/i.svg">';
    const result = check('http_requests', html);
    passes(result);
    expect(result.value).toEqual({
      total: 7,
      stylesheets: 1,
      scripts: 1,
      images: 2,
      frames: 1,
      media: 1,
      icons: 1,
    });
  });
  it('fails above the limit', () => {
    const html = Array.from(
      { length: 51 },
      (_, i) => `<script src="/s${i}.js" defer></script>`,
    ).join('');
    fails(check('http_requests', html), { too_many: { max: 50, count: 51 } });
  });
});

describe('image_format', () => {
  it('passes images in AVIF or WebP, or offered in them by a <picture>', () => {
    const html =
      '<img src="a.webp" alt=""><img src="b.AVIF?v=2" alt="">' +
      '<picture><source type="image/avif" srcset="c.avif"><img src="c.jpg" alt=""></picture>' +
      '<img src="logo.svg" alt=""><img src="/thumbnail?id=3" alt="">';
    const result = check('image_format', html);
    passes(result);
    expect(result.value).toEqual({
      images: 5,
      modern: 3,
      legacy: 0,
      unknown: 1,
      formats: ['avif', 'webp'],
    });
  });
  it('fails images in older formats, data: URLs included', () => {
    fails(
      check('image_format', '<img src="a.jpg" alt=""><img src="data:image/png;base64,AA" alt="">'),
      {
        bad_format: ['https://chairs.test/a.jpg', 'data:image/png;base64,AA'],
      },
    );
  });
  it('takes the accepted formats from the limits', () => {
    passes(
      check('image_format', '<img src="a.jpg" alt="">', {}, { limits: { imageFormats: ['JPG'] } }),
    );
  });
});

describe('defer_javascript', () => {
  it('passes deferred, async and module scripts; inline and data scripts do not count', () => {
    const html =
      '<script src="a.js" defer></script><script src="b.js" async></script>' +
      '<script type="module" src="c.js"></script><script>inline()</script>' +
      '<script type="text/template" src="t.html"></script>';
    passes(check('defer_javascript', html));
  });
  it('fails render-blocking scripts and lists them', () => {
    fails(check('defer_javascript', '<script src="/blocking.js"></script>'), {
      missing: ['https://chairs.test/blocking.js'],
    });
  });
});

describe('dom_size', () => {
  it('passes within the limit, counting elements', () => {
    const result = check('dom_size', '<div><p>a</p><p>b<br></p></div>');
    passes(result);
    expect(result.value).toBe(4);
  });
  it('fails above it', () => {
    fails(check('dom_size', '<i></i>'.repeat(1501)), { too_many: { max: 1500 } });
  });
});

describe('http2', () => {
  it('passes when the page came over HTTP/2', () => {
    passes(check('http2', '<p>x</p>', { httpVersion: 'h2' }));
  });
  it('fails when the connection settled on HTTP/1.1', () => {
    fails(check('http2', '<p>x</p>', { httpVersion: 'http/1.1' }), { missing: null });
  });
  it('is not applicable over plain http, or when the protocol was not observed', () => {
    notApplicable(
      check('http2', '<p>x</p>', { finalUrl: 'http://chairs.test/', httpVersion: 'http/1.1' }),
      'plain http',
    );
    notApplicable(check('http2', '<p>x</p>'), 'not observed');
  });
});

describe('https_encryption', () => {
  it('passes over https and fails over http', () => {
    passes(check('https_encryption', '<p>x</p>'));
    fails(check('https_encryption', '<p>x</p>', { finalUrl: 'http://chairs.test/' }), {
      missing: null,
    });
  });
});

describe('mixed_content', () => {
  it('passes an https page that loads everything over https', () => {
    passes(
      check(
        'mixed_content',
        '<img src="/a.webp" alt=""><script src="//cdn.test/a.js" defer></script>',
      ),
    );
  });
  it('fails on http sub-resources, srcset candidates and a base href included', () => {
    fails(
      check(
        'mixed_content',
        '<img src="a.webp" srcset="http://cdn.test/b.webp 2x" alt=""><script src="http://cdn.test/x.js"></script>',
      ),
      { failed: { count: 2 } },
    );
    const based = check('mixed_content', '<base href="http://cdn.test/"><img src="a.webp" alt="">');
    expect(based.value).toEqual(['http://cdn.test/a.webp']);
  });
  it('passes when a Content-Security-Policy upgrades insecure requests', () => {
    const html =
      '<meta http-equiv="Content-Security-Policy" content="upgrade-insecure-requests"><img src="http://cdn.test/a.webp" alt="">';
    passes(check('mixed_content', html));
  });
  it('is not applicable over plain http', () => {
    notApplicable(
      check('mixed_content', '<p>x</p>', { finalUrl: 'http://chairs.test/' }),
      'only on pages served over https',
    );
  });
});

describe('server_signature', () => {
  const headers = (extra: Record<string, string>) => ({
    headers: { 'content-type': 'text/html', ...extra },
  });
  it('passes without version numbers', () => {
    passes(check('server_signature', '<p>x</p>'));
    passes(check('server_signature', '<p>x</p>', headers({ server: 'nginx' })));
  });
  it('fails when the server or framework gives its version away', () => {
    fails(check('server_signature', '<p>x</p>', headers({ server: 'nginx/1.18.0' })), {
      failed: { server: 'nginx/1.18.0' },
    });
    fails(check('server_signature', '<p>x</p>', headers({ 'x-powered-by': 'Express' })), {
      failed: { 'x-powered-by': 'Express' },
    });
  });
});

describe('unsafe_cross_origin_links', () => {
  it('passes links that open with noopener or noreferrer, or stay on the site', () => {
    const html =
      '<a href="https://other.test/" target="_blank" rel="noopener">a</a>' +
      '<a href="https://other.test/b" target="_blank" rel="external noreferrer">b</a>' +
      '<a href="/c" target="_blank">c</a><a href="https://other.test/d">d</a>';
    passes(check('unsafe_cross_origin_links', html));
  });
  it('fails cross-origin links that open a new window with access to this one', () => {
    const result = check(
      'unsafe_cross_origin_links',
      '<a href="https://other.test/" target="_BLANK">x</a>',
    );
    fails(result, { failed: { count: 1 } });
    expect(result.value).toEqual(['https://other.test/']);
  });
});

describe('htst', () => {
  const hsts = (value: string) => ({
    headers: { 'content-type': 'text/html', 'strict-transport-security': value },
  });
  it('passes with a Strict-Transport-Security header', () => {
    passes(check('htst', '<p>x</p>', hsts('max-age=63072000; includeSubDomains; preload')));
  });
  it('fails without one, with max-age=0, or over plain http', () => {
    fails(check('htst', '<p>x</p>'), { missing: null });
    fails(check('htst', '<p>x</p>', hsts('max-age=0')), { bad_format: { maxAge: 0 } });
    fails(check('htst', '<p>x</p>', { ...hsts('max-age=600'), finalUrl: 'http://chairs.test/' }), {
      missing: null,
    });
  });
});

describe('plaintext_email', () => {
  it('passes without visible addresses (attributes other than mailto links do not count)', () => {
    passes(
      check(
        'plaintext_email',
        '<p>Write to us through the form.</p><input placeholder="you@example.com">',
      ),
    );
  });
  it('fails on addresses in the text or in mailto links', () => {
    const result = check(
      'plaintext_email',
      '<p>Mail Sales@Example.com or</p><a href="mailto:help%40example.com?subject=Hi">us</a>',
    );
    fails(result, { failed: { count: 2 } });
    expect(result.value).toEqual(['sales@example.com', 'help@example.com']);
  });
});

describe('structured_data', () => {
  it('passes with JSON-LD, microdata or RDFa, and lists the types', () => {
    const jsonLd =
      '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization"},{"@type":["Product","Thing"]}]}</script>';
    const result = check('structured_data', jsonLd, {}, PHPRANK);
    passes(result);
    expect(result.value).toEqual({
      jsonLd: ['Organization', 'Product', 'Thing'],
      microdata: [],
      rdfa: [],
    });
    passes(check('structured_data', '<div itemscope itemtype="https://schema.org/Product"></div>'));
    passes(check('structured_data', '<div vocab="https://schema.org/" typeof="Person"></div>'));
  });
  it('fails without any', () => {
    fails(check('structured_data', '<p>x</p>'), { missing: null });
  });
  it('fails on JSON-LD that does not parse', () => {
    fails(
      check('structured_data', '<script type="application/ld+json">{"@type": "Product",}</script>'),
      {
        bad_format: { invalidJsonLd: 1 },
      },
    );
  });
});

describe('meta_viewport', () => {
  it('passes with a viewport and fails without', () => {
    passes(
      check(
        'meta_viewport',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
      ),
    );
    fails(check('meta_viewport', '<p>x</p>'), { missing: null });
  });
});

describe('charset', () => {
  it('passes when declared by header, meta tag or byte order mark', () => {
    expect(check('charset', '<p>x</p>').value).toBe('utf-8');
    const meta = { headers: { 'content-type': 'text/html' } };
    expect(check('charset', '<meta charset="UTF-8">', meta).value).toBe('utf-8');
    expect(
      check(
        'charset',
        '<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">',
        meta,
      ).value,
    ).toBe('iso-8859-1');
    passes(check('charset', '<p>x</p>', { ...meta, charset: { name: 'utf-8', source: 'bom' } }));
  });
  it('fails when the browser would have to guess', () => {
    const none = { headers: { 'content-type': 'text/html' } };
    fails(check('charset', '<p>x</p>', none), { missing: null });
    fails(
      check('charset', '<p>x</p>', { ...none, charset: { name: 'utf-8', source: 'default' } }),
      {
        missing: null,
      },
    );
  });
});

describe('sitemap', () => {
  const robots = (body: string, status = 200) => ({
    url: 'https://chairs.test/robots.txt',
    status,
    body,
  });
  const sitemapXml = (status: number, body = '', contentType = 'application/xml') => ({
    url: 'https://chairs.test/sitemap.xml',
    status,
    body,
    contentType,
  });
  it('passes with Sitemap lines in robots.txt, or a /sitemap.xml', () => {
    const fromRobots = check('sitemap', '<p>x</p>', {
      robots: robots('User-agent: *\nSitemap: /maps/main.xml\nSitemap: https://cdn.test/s.xml'),
      sitemap: sitemapXml(404),
    });
    passes(fromRobots);
    expect(fromRobots.value).toEqual([
      'https://chairs.test/maps/main.xml',
      'https://cdn.test/s.xml',
    ]);
    const fromFile = check('sitemap', '<p>x</p>', {
      robots: robots('', 404),
      sitemap: sitemapXml(200, '<?xml version="1.0"?><urlset xmlns="x"></urlset>', 'text/plain'),
    });
    expect(fromFile.value).toEqual(['https://chairs.test/sitemap.xml']);
  });
  it('fails when neither names one (an HTML page at /sitemap.xml is not one)', () => {
    fails(
      check('sitemap', '<p>x</p>', {
        robots: robots('User-agent: *\nDisallow:'),
        sitemap: sitemapXml(200, '<html>Not found</html>', 'text/html'),
      }),
      { missing: null },
    );
  });
  it('is not applicable when neither could be fetched', () => {
    notApplicable(
      check('sitemap', '<p>x</p>', {
        robots: { url: 'r', status: null, error: 'timeout' },
        sitemap: { url: 's', status: null, error: 'timeout' },
      }),
      'could be fetched',
    );
  });
});

describe('social', () => {
  it('passes with Open Graph or Twitter card tags', () => {
    const result = check(
      'social',
      '<meta property="og:title" content="x"><meta name="twitter:card" content="summary">',
      {},
      PHPRANK,
    );
    passes(result);
    expect(result.value).toEqual(['og:title', 'twitter:card']);
  });
  it('fails without', () => {
    fails(check('social', '<meta name="author" content="x">', {}, PHPRANK), { missing: null });
  });
  it('leaves the judgement to open_graph in the full profile (one finding per cause)', () => {
    notApplicable(check('social', '<meta name="author" content="x">'), 'judged by open_graph');
  });
});

describe('content_length', () => {
  const words = (count: number) =>
    `<p>${Array.from({ length: count }, (_, i) => `word${i}`).join(' ')}</p>`;
  it('passes with 500 words or more of visible text', () => {
    const result = check('content_length', words(500));
    passes(result);
    expect(result.value).toBe(500);
  });
  it('fails with fewer; hidden text does not count', () => {
    fails(check('content_length', `${words(499)}<script>${'x '.repeat(100)}</script>`), {
      too_few: { min: 500 },
    });
    passes(check('content_length', words(10), {}, { limits: { minWords: 10 } }));
  });
});

describe('text_html_ratio', () => {
  it('passes when visible text is at least 10% of the HTML', () => {
    const result = check('text_html_ratio', '<p>Just text, nothing more.</p>');
    passes(result);
    expect(result.value).toBe(77.42);
  });
  it('fails when markup dwarfs the text', () => {
    const html = `<div class="${'x'.repeat(200)}"><p>tiny</p></div>`;
    fails(check('text_html_ratio', html), { too_small: { min: 10 } });
  });
});

describe('inline_css', () => {
  it('passes without style attributes (a <style> element is not inline)', () => {
    passes(check('inline_css', '<style>p{color:red}</style><p>x</p>'));
  });
  it('fails with them, and shows some', () => {
    const result = check(
      'inline_css',
      '<p style="color: red">x</p><div style="">y</div><span style="margin:0">z</span>',
    );
    fails(result, {
      failed: [
        { tag: 'p', style: 'color: red' },
        { tag: 'span', style: 'margin:0' },
      ],
    });
    expect(result.value).toBe(2);
  });
});

describe('deprecated_html_tags', () => {
  it('passes current HTML', () => {
    passes(check('deprecated_html_tags', '<main><p>x</p></main>'));
  });
  it('fails obsolete elements, counted per tag', () => {
    fails(
      check(
        'deprecated_html_tags',
        '<CENTER><font>a</font><font>b</font></CENTER><marquee>c</marquee>',
      ),
      {
        bad_tags: { center: 1, font: 2, marquee: 1 },
      },
    );
  });
});

describe('doctype', () => {
  it('passes with a doctype and fails without', () => {
    const result = check('doctype', '<!DOCTYPE html><p>x</p>');
    passes(result);
    expect(result.value).toBe('<!DOCTYPE html>');
    fails(check('doctype', '<html><p>x</p></html>'), { missing: null });
  });
});
