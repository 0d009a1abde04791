// The analyzer's own checks (beyond the 36 of deployed services) and the stricter judgements of
// the full profile, passing and failing, on small documents run through analyzeDocument.
import { describe, expect, it } from 'vitest';
import type { AnalyzerOptions, CheckResult, PageInput } from '../../src/server/analyzer/index.js';
import { ADDED_CHECKS, analyzeAt, checkerAt, fails } from './documents.js';

const PAGE_URL = 'https://chairs.test/oak/chair';

const analyze = (html: string, input: Partial<PageInput> = {}, options: AnalyzerOptions = {}) =>
  analyzeAt(PAGE_URL, html, input, options);
const check = checkerAt(PAGE_URL);

const passes = (result: CheckResult) => {
  expect(result.errors).toBeUndefined();
  expect(result.passed).toBe(true);
};

describe('profiles', () => {
  it('runs the 36 in phprank and 46 in the default profile, the new ones after', () => {
    const all = Object.keys(analyze('<p>x</p>').results);
    const phprank = Object.keys(analyze('<p>x</p>', {}, { checks: 'phprank' }).results);
    expect(phprank).toHaveLength(36);
    expect(all.slice(0, 36)).toEqual(phprank);
    expect(all.slice(36)).toEqual(ADDED_CHECKS);
  });
  it('refuses an unknown profile with a clear error', () => {
    expect(() => analyze('<p>x</p>', {}, { checks: 'strict' as never })).toThrow(
      'checks must be one of all, phprank, got "strict"',
    );
  });
});

describe('http_status', () => {
  it('passes on 2xx, with the status and final URL', () => {
    const result = check('http_status', '<p>x</p>');
    passes(result);
    expect(result).toMatchObject({ importance: 'high', category: 'seo' });
    expect(result.value).toEqual({ status: 200, url: PAGE_URL });
  });
  it('fails an HTML error page and scores it 0; its content is not judged', () => {
    const analysis = analyze('<title>Not found</title><h1>Not found</h1>', { status: 404 });
    expect(analysis).toMatchObject({ failure: null, score: 0, grade: 'bad' });
    fails(analysis.results.http_status as CheckResult, { failed: { status: 404 } });
    expect(analysis.results.headings).toMatchObject({
      passed: null,
      value: 'not applicable: the page answered HTTP 404: only its status is judged',
    });
  });
  it('leaves the page unjudged in the phprank profile, as before', () => {
    const analysis = analyze('<h1>Oops</h1>', { status: 500 }, { checks: 'phprank' });
    expect(analysis.failure).toMatchObject({ code: 'http_error' });
  });
});

describe('redirects', () => {
  const hop = (url: string, status: number) => ({ url, status });
  it('is not applicable when the redirects were not observed', () => {
    expect(check('redirects', '<p>x</p>').passed).toBeNull();
  });
  it('passes without redirects, and with one permanent http -> https redirect', () => {
    passes(check('redirects', '<p>x</p>', { redirects: [] }));
    const result = check('redirects', '<p>x</p>', {
      url: 'http://chairs.test/oak/chair',
      redirects: [hop('http://chairs.test/oak/chair', 301)],
    });
    passes(result);
    expect(result.value).toEqual({
      count: 1,
      hops: [hop('http://chairs.test/oak/chair', 301)],
      finalUrl: PAGE_URL,
    });
  });
  it('flags a temporary redirect, from http to https above all', () => {
    fails(
      check('redirects', '<p>x</p>', { redirects: [hop('http://chairs.test/oak/chair', 302)] }),
      {
        temporary: [hop('http://chairs.test/oak/chair', 302)],
      },
    );
  });
  it('fails a chain longer than the limit, which the options move', () => {
    const redirects = [
      hop('http://chairs.test/a', 301),
      hop('https://chairs.test/a', 308),
      hop('https://www.chairs.test/a', 301),
    ];
    fails(check('redirects', '<p>x</p>', { redirects }), { too_many: { max: 2, count: 3 } });
    passes(check('redirects', '<p>x</p>', { redirects }, { limits: { maxRedirectHops: 3 } }));
  });
  it('fails a redirect from https down to http', () => {
    const result = check('redirects', '<p>x</p>', {
      finalUrl: 'http://chairs.test/b',
      redirects: [hop('https://chairs.test/a', 301)],
    });
    fails(result, { downgrade: null });
  });
});

describe('canonical', () => {
  const link = (href: string) => `<link rel="canonical" href="${href}">`;
  it('passes with one canonical, relative ones resolved against <base> or the page', () => {
    const absolute = check('canonical', link('https://chairs.test/oak/chair'));
    passes(absolute);
    expect(absolute).toMatchObject({ value: PAGE_URL, importance: 'medium', category: 'seo' });
    expect(check('canonical', link('chair#top')).value).toBe(PAGE_URL);
    expect(check('canonical', `<base href="/oak/">${link('chair')}`).value).toBe(PAGE_URL);
    // www. is the same site.
    passes(check('canonical', link('https://www.chairs.test/oak/chair')));
  });
  it('fails when not an http(s) URL', () => {
    fails(check('canonical', link('javascript:void(0)')), {
      bad_format: { href: 'javascript:void(0)' },
    });
  });
  it('fails a canonical on another host, unless that host is allowed on purpose', () => {
    const other = link('https://chairs-shop.test/oak/chair');
    fails(check('canonical', other), { other_host: { host: 'chairs-shop.test' } });
    passes(check('canonical', other, {}, { limits: { canonicalHosts: ['chairs-shop.test'] } }));
  });
  it('fails several different canonicals, from tags and the Link header alike', () => {
    fails(check('canonical', link('https://chairs.test/a') + link('https://chairs.test/b')), {
      too_many: { count: 2, urls: ['https://chairs.test/a', 'https://chairs.test/b'] },
    });
    passes(check('canonical', link(PAGE_URL) + link(`${PAGE_URL}#top`)));
    const header = {
      'content-type': 'text/html',
      link: '</style.css>; rel=preload, <https://chairs.test/oak/chair>; rel="canonical"',
    };
    expect(check('canonical', '<p>x</p>', { headers: header })).toMatchObject({
      passed: true,
      value: PAGE_URL,
    });
    fails(check('canonical', link('https://chairs.test/other'), { headers: header }), {
      too_many: { count: 2, urls: ['https://chairs.test/other', PAGE_URL] },
    });
  });
  it('fails a canonical that redirects, answers an error or is kept out of the index', () => {
    const url = 'https://chairs.test/oak/chairs';
    const html = link(url);
    fails(check('canonical', html, { canonicalTarget: { url, status: 301 } }), {
      redirect: { status: 301 },
    });
    fails(check('canonical', html, { canonicalTarget: { url, status: 404 } }), {
      failed: { status: 404 },
    });
    fails(check('canonical', html, { canonicalTarget: { url, status: 200, noindex: true } }), {
      noindex: null,
    });
    passes(check('canonical', html, { canonicalTarget: { url, status: 200, noindex: false } }));
    passes(check('canonical', html, { canonicalTarget: { url, status: null, error: 'timeout' } }));
  });
  it('fails when og:url names another page; a trailing slash is the same page', () => {
    const og = (url: string) => `<meta property="og:url" content="${url}">`;
    fails(check('canonical', link(PAGE_URL) + og('https://chairs.test/oak')), {
      mismatch: { ogUrl: 'https://chairs.test/oak' },
    });
    passes(check('canonical', link(PAGE_URL) + og(`${PAGE_URL}/`)));
  });
});

describe('hreflang', () => {
  const alt = (code: string, href: string) =>
    `<link rel="alternate" hreflang="${code}" href="${href}">`;
  const set =
    alt('en', PAGE_URL) +
    alt('de-AT', 'https://chairs.test/de-at/stuhl') +
    alt('zh-Hant-TW', 'https://chairs.test/zh/chair') +
    alt('es-419', 'https://chairs.test/es/silla') +
    alt('x-default', 'https://chairs.test/');
  it('is not applicable on a page without alternates', () => {
    expect(check('hreflang', '<p>x</p>').passed).toBeNull();
  });
  it('passes a complete set with x-default and a self-reference', () => {
    const result = check('hreflang', set);
    passes(result);
    expect(result.value).toEqual({
      count: 5,
      languages: ['en', 'de-at', 'zh-hant-tw', 'es-419', 'x-default'],
      xDefault: true,
    });
  });
  it('fails bad codes (en-UK included), relative URLs and duplicates', () => {
    const html =
      set +
      alt('en-UK', 'https://chairs.test/uk/chair') +
      alt('english', 'https://chairs.test/en/chair') +
      alt('fr', '/fr/chaise') +
      alt('DE-at', 'https://chairs.test/de/stuhl');
    fails(check('hreflang', html), {
      bad_format: ['en-UK', 'english'],
      not_absolute: ['/fr/chaise'],
      duplicate: ['DE-at'],
    });
  });
  it('fails without a link back to the page itself', () => {
    fails(check('hreflang', alt('de', 'https://chairs.test/de/stuhl')), {
      missing: ['self'],
    });
  });
});

describe('open_graph', () => {
  const og = (property: string, content: string) =>
    `<meta property="${property}" content="${content}">`;
  const full =
    og('og:title', 'Oak chair') +
    og('og:description', 'Made by hand') +
    og('og:image', 'https://chairs.test/img/chair.webp') +
    og('og:url', PAGE_URL) +
    '<meta name="twitter:card" content="summary_large_image">';
  it('passes with the four properties and a known card type, and lists them', () => {
    const result = check('open_graph', full);
    passes(result);
    expect(result.value).toEqual({
      'og:title': 'Oak chair',
      'og:description': 'Made by hand',
      'og:image': 'https://chairs.test/img/chair.webp',
      'og:url': PAGE_URL,
      'twitter:card': 'summary_large_image',
    });
  });
  it('fails missing properties, a relative image or URL, and an unknown card type', () => {
    fails(check('open_graph', og('og:title', 'Oak chair')), {
      missing: ['og:description', 'og:image', 'og:url'],
    });
    const html =
      og('og:title', 'T') +
      og('og:description', 'D') +
      og('og:image', '/img/chair.webp') +
      og('og:url', 'chairs.test/oak') +
      '<meta name="twitter:card" content="big">';
    fails(check('open_graph', html), {
      bad_format: {
        'og:image': '/img/chair.webp',
        'og:url': 'chairs.test/oak',
        'twitter:card': 'big',
      },
    });
  });
});

describe('image_dimensions', () => {
  it('passes when every image has width and height', () => {
    const result = check('image_dimensions', '<img src="a.webp" width="800" height="600" alt="">');
    passes(result);
    expect(result.value).toEqual({ images: 1, withoutDimensions: 0 });
    passes(check('image_dimensions', '<p>no images</p>'));
  });
  it('fails images without both, or with values a browser cannot use', () => {
    const html =
      '<img src="a.webp" width="800" alt=""><img srcset="b.webp 1x, c.webp 2x" width="auto" height="10" alt="">' +
      '<img src="d.webp" width="10" height="10" alt="">';
    fails(check('image_dimensions', html), {
      missing: ['https://chairs.test/oak/a.webp', 'https://chairs.test/oak/b.webp'],
    });
  });
});

describe('lazy_loading', () => {
  const img = (n: number, loading?: string) =>
    `<img src="/i${n}.webp" alt=""${loading ? ` loading="${loading}"` : ''}>`;
  it('passes when images after the first three load lazily', () => {
    const result = check(
      'lazy_loading',
      img(1) + img(2) + img(3) + img(4, 'lazy') + img(5, 'LAZY'),
    );
    passes(result);
    expect(result.value).toEqual({ images: 5, lazy: 2, eagerImages: 3 });
  });
  it('fails eager images further down and lazy ones at the top; the count is an option', () => {
    const html = img(1, 'lazy') + img(2) + img(3) + img(4) + img(5, 'eager');
    fails(check('lazy_loading', html), {
      missing: ['https://chairs.test/i4.webp', 'https://chairs.test/i5.webp'],
      lazy_above_fold: ['https://chairs.test/i1.webp'],
    });
    passes(
      check('lazy_loading', img(1) + img(2) + img(3) + img(4), {}, { limits: { eagerImages: 4 } }),
    );
  });
});

describe('image_weight', () => {
  const weighed = (...images: [string, number | null, string?][]) => ({
    imageWeights: {
      images: images.map(([url, bytes, contentType]) => ({
        url: `https://chairs.test${url}`,
        bytes,
        status: bytes === null ? null : 200,
        ...(contentType === undefined ? {} : { contentType }),
      })),
      notAsked: 0,
    },
  });
  it('is not applicable when the images were not requested', () => {
    expect(check('image_weight', '<img src="/a.png">').passed).toBeNull();
  });
  it('passes images within both budgets, and says how many could not be weighed', () => {
    const result = check(
      'image_weight',
      '<p>x</p>',
      weighed(['/a.webp', 200_000], ['/b.webp', 300_000], ['/c.webp', null]),
    );
    passes(result);
    expect(result.value).toEqual({
      images: 3,
      weighed: 2,
      notWeighed: 1,
      bytes: 500_000,
      maxImageBytes: 300_000,
      maxPageImageBytes: 1_000_000,
    });
  });
  it('fails each image over its budget, with the saving of a modern format for JPEG and PNG only', () => {
    fails(
      check(
        'image_weight',
        '<p>x</p>',
        weighed(
          ['/hero.png', 400_000, 'image/png'],
          ['/b.avif', 350_000, 'image/avif'],
          ['/s.jpg', 9000],
        ),
      ),
      {
        too_large: [
          { url: 'https://chairs.test/hero.png', bytes: 400_000, estimatedSavingBytes: 104_000 },
          { url: 'https://chairs.test/b.avif', bytes: 350_000 },
        ],
      },
    );
  });
  it('fails a page whose images together pass the page budget; both budgets are limits', () => {
    const many = weighed(
      ['/a.webp', 250_000],
      ['/b.webp', 250_000],
      ['/c.webp', 250_000],
      ['/d.webp', 250_001],
    );
    fails(check('image_weight', '<p>x</p>', many), {
      total_too_large: { bytes: 1_000_001, max: 1_000_000 },
    });
    passes(check('image_weight', '<p>x</p>', many, { limits: { maxPageImageBytes: 2_000_000 } }));
    fails(
      check('image_weight', '<p>x</p>', many, {
        limits: { maxImageBytes: 250_000, maxPageImageBytes: 2_000_000 },
      }),
      {
        too_large: [{ url: 'https://chairs.test/d.webp', bytes: 250_001 }],
      },
    );
  });
});

describe('structured_data, validated in the full profile', () => {
  const ld = (data: unknown) =>
    `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
  const context = 'https://schema.org';
  it('passes complete items of the common types, in @graph or as an array', () => {
    const html =
      ld({
        '@context': context,
        '@graph': [
          { '@type': 'Article', headline: 'Oak chairs' },
          { '@type': 'Organization', name: 'Oak and Ash' },
          {
            '@type': 'BreadcrumbList',
            itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Chairs', item: PAGE_URL }],
          },
        ],
      }) +
      ld([
        {
          '@context': 'http://schema.org/',
          '@type': 'Product',
          name: 'Chair',
          offers: { price: 1 },
        },
        {
          '@context': { '@vocab': 'https://schema.org/' },
          '@type': 'FAQPage',
          mainEntity: [{ '@type': 'Question', name: 'Oak?', acceptedAnswer: { text: 'Yes' } }],
        },
      ]);
    passes(check('structured_data', html));
  });
  it('fails a vocabulary other than schema.org and items without @type', () => {
    fails(check('structured_data', ld({ '@context': 'https://example.org', '@type': 'Thing' })), {
      bad_format: { notSchemaOrg: 1 },
    });
    fails(check('structured_data', ld({ '@context': context, name: 'x' })), {
      bad_format: { withoutType: 1 },
    });
  });
  it('names the required properties each common type lacks', () => {
    const html = ld({
      '@context': context,
      '@graph': [
        { '@type': 'Article' },
        { '@type': 'Product', name: 'Chair' },
        { '@type': 'BreadcrumbList', itemListElement: [] },
        { '@type': 'Organization', name: '' },
        { '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Oak?' }] },
      ],
    });
    const result = check('structured_data', html);
    fails(result, {
      incomplete: [
        { type: 'Article', missing: ['headline'] },
        { type: 'Product', missing: ['offers|review|aggregateRating'] },
        { type: 'BreadcrumbList', missing: ['itemListElement'] },
        { type: 'Organization', missing: ['name'] },
        { type: 'FAQPage', missing: ['mainEntity.name|acceptedAnswer.text'] },
      ],
    });
    // phpRank asks only for presence.
    passes(check('structured_data', html, {}, { checks: 'phprank' }));
  });
});

describe('noindex, headers and meta', () => {
  const header = (value: string | string[]) => ({
    headers: { 'content-type': 'text/html', 'x-robots-tag': value },
  });
  it('reads X-Robots-Tag per user agent: the agent named last before a directive', () => {
    passes(check('noindex', '<p>x</p>', header('otherbot: noindex, googlebot: nofollow')));
    fails(check('noindex', '<p>x</p>', header('otherbot: nofollow, googlebot: noindex')), {
      failed: ['X-Robots-Tag: otherbot: nofollow, googlebot: noindex'],
    });
    passes(check('noindex', '<p>x</p>', header(['bingbot: none', 'max-snippet: 20'])));
  });
  it('treats an unavailable_after date in the past as noindex', () => {
    expect(check('noindex', '<p>x</p>', header('unavailable_after: 2001-01-01')).passed).toBe(
      false,
    );
    passes(check('noindex', '<p>x</p>', header('unavailable_after: 2999-01-01')));
  });
  it('reports both the header and the meta tag when both keep the page out', () => {
    const result = check('noindex', '<meta name="robots" content="none">', header('noindex'));
    expect(result.errors).toEqual({
      failed: ['<meta name="robots" content="none">', 'X-Robots-Tag: noindex'],
    });
  });
});

describe('http2 and text_compression, judged on what the server offers', () => {
  it('passes HTTP/3 offered through Alt-Svc even when this connection was HTTP/1.1', () => {
    const headers = { 'content-type': 'text/html', 'alt-svc': 'h3=":443"; ma=86400' };
    expect(check('http2', '<p>x</p>', { headers, httpVersion: 'http/1.1' }).value).toBe('h3');
    fails(check('http2', '<p>x</p>', { httpVersion: 'http/1.1' }), { missing: null });
  });
  it('counts br and zstd as compression', () => {
    for (const encoding of ['br', 'zstd', 'gzip']) {
      const headers = { 'content-type': 'text/html', 'content-encoding': encoding };
      passes(check('text_compression', '<p>x</p>', { headers }));
    }
    fails(
      check('text_compression', `<p>${'x'.repeat(2000)}</p>`, {
        headers: { 'content-type': 'text/html', 'content-encoding': 'identity' },
      }),
      { missing: null },
    );
  });
});
