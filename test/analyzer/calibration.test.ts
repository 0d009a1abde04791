// Issue 28, "Calibrate against real pages": the false alarms of the full (`all`) profile, reworked
// at their root, and what it missed. Each rule on documents built here; the phprank profile
// keeps judging as deployed services do.
import { describe, expect, it } from 'vitest';
import type { AnalyzerOptions, CheckResult } from '../../src/server/analyzer/index.js';
import { analyzeAt, checkAt, fails } from './documents.js';

const PHPRANK: AnalyzerOptions = { checks: 'phprank' };
const PAGE_URL = 'https://chairs.test/oak/chair';

const check = (key: string, html: string, url = PAGE_URL, options: AnalyzerOptions = {}) =>
  checkAt(url, key, html, {}, options);
const passes = (result: CheckResult) => {
  expect(result.errors).toBeUndefined();
  expect(result.passed).toBe(true);
};
const notApplicable = (result: CheckResult, reason: string) => {
  expect(result.passed).toBeNull();
  expect(result.errors).toBeUndefined();
  expect(result.value).toEqual(expect.stringContaining(reason));
};

const TITLE = '<title>Oak chairs made by hand in our own workshop</title>';
const DESCRIPTION =
  '<meta name="description" content="Chairs made by hand in our workshop from oak and ash, jointed without screws.">';

describe('seo_friendly_url judges the address by itself, never by the title', () => {
  it('passes the home page /, whatever the title and the host', () => {
    passes(check('seo_friendly_url', TITLE, 'https://oakandash.test/'));
  });
  it('passes a readable URL that holds none of the title words', () => {
    passes(check('seo_friendly_url', '<title>Garden benches of teak</title>'));
  });
  it('never fails because a title was added', () => {
    const url = 'https://chairs.test/products/oak-chair';
    passes(check('seo_friendly_url', '<p>no title yet</p>', url));
    passes(check('seo_friendly_url', '<title>Tables and benches</title><p>x</p>', url));
  });
  it('fails IDs, session IDs and query soup; a page number or two parameters are fine', () => {
    const at = (url: string) => check('seo_friendly_url', TITLE, url);
    passes(at('https://chairs.test/news/2024/05/oak-chairs-123456?page=2'));
    passes(at('https://chairs.test/search?q=oak&page=2'));
    fails(at('https://chairs.test/p/3f2b9c1e-8d4a-4c2b-9e1f-0a1b2c3d4e5f'), {
      bad_format: ['IDs in the path'],
    });
    fails(at('https://chairs.test/item/a8f3k2m9x7q1w5e4r6t0'), {
      bad_format: ['IDs in the path'],
    });
    fails(at('https://chairs.test/list?cat=3&sort=price&dir=asc&view=grid'), {
      bad_format: ['4 query parameters'],
    });
    fails(at('https://chairs.test/cart?PHPSESSID=abc'), { bad_format: ['a session ID'] });
  });
  it('fails an address longer than 200 characters', () => {
    const long = `https://chairs.test/${'oak-chair-'.repeat(21)}`;
    fails(check('seo_friendly_url', TITLE, long), { too_long: { max: 200, length: 211 } });
  });
  it('keeps the title rule in the phprank profile', () => {
    fails(check('seo_friendly_url', '<title>Garden benches</title>', PAGE_URL, PHPRANK), {
      missing: ['garden', 'benches'],
    });
  });
});

describe('text_compression only where compression changes the transfer', () => {
  it('passes an uncompressed page of 648 bytes (one TCP packet)', () => {
    const html = `<!DOCTYPE html>${TITLE}<p>${'x'.repeat(648 - 15 - TITLE.length - 7)}</p>`;
    const result = check('text_compression', html);
    passes(result);
    expect(result.value).toEqual({ encoding: null, transferBytes: 648, bodyBytes: 648 });
  });
  it('fails an uncompressed page above about 1,400 bytes', () => {
    fails(check('text_compression', `<p>${'x'.repeat(1394)}</p>`), { missing: null });
    passes(check('text_compression', `<p>${'x'.repeat(1393)}</p>`));
  });
  it('fails any uncompressed page in the phprank profile, as deployed services do', () => {
    fails(check('text_compression', '<p>x</p>', PAGE_URL, PHPRANK), { missing: null });
  });
});

describe('one finding per cause', () => {
  it('a missing title fails only title', () => {
    const results = analyzeAt(PAGE_URL, `${DESCRIPTION}<h1>Oak chairs</h1><p>Oak chairs.</p>`);
    const failed = Object.entries(results.results)
      .filter(([, result]) => result.passed === false)
      .map(([key]) => key);
    expect(failed).toContain('title');
    expect(failed).not.toContain('content_keywords');
    expect(failed).not.toContain('seo_friendly_url');
    expect(results.results.content_keywords?.passed).toBeNull();
  });
  it('Open Graph and social sharing tags are one check: open_graph', () => {
    const html = '<meta name="author" content="x">';
    notApplicable(check('social', html), 'judged by open_graph');
    fails(check('open_graph', html), {
      missing: ['og:title', 'og:description', 'og:image', 'og:url'],
    });
  });
  it('a 404 page fails http_status alone; its content is not judged', () => {
    const analysis = analyzeAt(PAGE_URL, '<title>x</title><img src="a.png"><p>Not found</p>', {
      status: 404,
    });
    expect(analysis).toMatchObject({ failure: null, score: 0, grade: 'bad' });
    const byStatus = Object.entries(analysis.results);
    expect(byStatus.filter(([, r]) => r.passed === false).map(([key]) => key)).toEqual([
      'http_status',
    ]);
    expect(byStatus.filter(([, r]) => r.passed === true)).toEqual([]);
    notApplicable(analysis.results.title as CheckResult, 'answered HTTP 404');
    notApplicable(analysis.results.image_keywords as CheckResult, 'only its status is judged');
  });
});

describe('canonical and hreflang: judged when present, absence is no failure', () => {
  const link = (href: string) => `<link rel="canonical" href="${href}">`;
  it('a page without a canonical is not failed (a notice in the value)', () => {
    notApplicable(check('canonical', '<p>x</p>'), 'declares no canonical URL');
  });
  it('og:url differing only by scheme, www or a trailing slash is the same page', () => {
    const og = (url: string) => `<meta property="og:url" content="${url}">`;
    passes(check('canonical', link(PAGE_URL) + og('http://chairs.test/oak/chair')));
    passes(check('canonical', link(PAGE_URL) + og('http://www.chairs.test/oak/chair/')));
    fails(check('canonical', link(PAGE_URL) + og('https://chairs.test/oak/table')), {
      mismatch: { ogUrl: 'https://chairs.test/oak/table' },
    });
  });
  it('flags a relative or protocol-relative canonical mildly, under its own key', () => {
    fails(check('canonical', link('/oak/chair')), { relative: { href: '/oak/chair' } });
    const result = check('canonical', link('//chairs.test/oak/chair'));
    fails(result, { relative: { href: '//chairs.test/oak/chair' } });
    expect(result.value).toBe(PAGE_URL);
  });
  it('hreflang without x-default passes, with the absence noted in the value', () => {
    const alt = (code: string, href: string) =>
      `<link rel="alternate" hreflang="${code}" href="${href}">`;
    const result = check(
      'hreflang',
      alt('en', PAGE_URL) + alt('de', 'https://chairs.test/de/eichenstuhl'),
    );
    passes(result);
    expect(result.value).toEqual({ count: 2, languages: ['en', 'de'], xDefault: false });
  });
});

describe('head metadata is read from the head the HTML parser builds', () => {
  const head = (breaker: string) =>
    `<!DOCTYPE html><html><head>${TITLE}${breaker}${DESCRIPTION}</head><body><p>x</p></body></html>`;
  it.each([
    ['<iframe src="/ad"></iframe>', '<iframe>'],
    ['<img src="/pixel.gif">', '<img>'],
    ['<br>', '<br>'],
    ['Welcome!', 'text'],
  ])(
    'a description after %s is outside the head: meta_description fails and says so',
    (breaker, after) => {
      const result = check('meta_description', head(breaker));
      fails(result, { outside_head: { count: 1, after } });
      expect(result.value).toBeNull();
    },
  );
  it('whitespace, comments, scripts, styles and <noscript> in the head do not end it', () => {
    const html = head(
      '\n  <!-- tag manager --><script>var a = 1;</script><style>p{}</style>' +
        '<noscript><img src="/pixel.gif" width="1" height="1"></noscript>',
    );
    passes(check('meta_description', html));
  });
  it('a canonical and a robots noindex outside the head are ignored, and said so', () => {
    const html = `<head>${TITLE}<img src="/p.gif"><link rel="canonical" href="${PAGE_URL}"><meta name="robots" content="noindex"></head>`;
    fails(check('canonical', html), { outside_head: { count: 1, after: '<img>' } });
    const noindex = check('noindex', html);
    passes(noindex);
    expect(noindex.value).toEqual({
      ignoredOutsideHead: ['<meta name="robots" content="noindex">'],
      after: '<img>',
    });
  });
  it('Open Graph tags after the head are reported, not read', () => {
    const html = `<head>${TITLE}</head><body><meta property="og:title" content="Oak"></body>`;
    const result = check('open_graph', html);
    expect(result.errors?.outside_head).toEqual({
      count: 1,
      after: '<body>',
      names: ['og:title'],
    });
  });
  it('metadata after </head> but before the body still goes into the head', () => {
    passes(check('meta_description', `<head>${TITLE}</head>\n${DESCRIPTION}<body><p>x</p>`));
  });
  it('the phprank profile reads the tags wherever they are, as deployed services do', () => {
    passes(check('meta_description', head('<img src="/p.gif">'), PAGE_URL, PHPRANK));
  });
});

describe('image alt text', () => {
  it('alt made of whitespace or &nbsp; is missing alt; alt="" still marks a decorative image', () => {
    const html =
      '<img src="a.webp" alt=" "><img src="b.webp" alt="&nbsp;&nbsp;"><img src="c.webp" alt="">';
    fails(check('image_keywords', html), { missing: ['a.webp', 'b.webp'] });
  });
  it('does not judge images in <noscript> or hidden tracking pixels', () => {
    const html =
      '<noscript><img src="https://px.test/tr?id=1"></noscript>' +
      '<img src="/p1.gif" width="1" height="1"><img src="/p2.gif" style="display:none">' +
      '<img src="/p3.gif" style="visibility: hidden"><img src="/p4.gif" width="0">' +
      '<img src="/p5.gif" hidden><img src="/oak.webp" alt="An oak chair">';
    const result = check('image_keywords', html);
    passes(result);
    expect(result.value).toEqual({ images: 1, withoutAlt: 0, notJudged: 6 });
  });
  it('keeps judging every image in the phprank profile', () => {
    fails(check('image_keywords', '<noscript><img src="/p.gif"></noscript>', PAGE_URL, PHPRANK), {
      missing: ['/p.gif'],
    });
  });
});

describe('title and description length by display width', () => {
  it('a Japanese title of 20 characters is 40 columns wide: not short', () => {
    const title = '手作りの椅子と机の店オーク工房の公式通販サイト';
    expect([...title].length).toBe(23);
    const twenty = title.slice(0, 20);
    const result = check('title', `<title>${twenty}</title>`);
    passes(result);
    expect(result.value).toBe(twenty);
  });
  it('reports length in columns under the same error key', () => {
    fails(check('title', `<title>${'椅'.repeat(31)}</title>`), {
      length: { min: 30, max: 60, length: 62 },
    });
    fails(check('title', '<title>Oak chairs</title>'), {
      length: { min: 30, max: 60, length: 10 },
    });
  });
  it('measures a CJK description the same way', () => {
    passes(check('meta_description', `<meta name="description" content="${'椅'.repeat(50)}">`));
  });
});
