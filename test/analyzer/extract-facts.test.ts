// The one-pass extraction over htmlparser2's tokenizer: the places where a token stream differs
// from a tree (implied ends, foreign content, raw text) must still give the facts a browser sees.
import { describe, expect, it } from 'vitest';
import { candidates, extractFacts } from '../../src/server/analyzer/html/extract-facts.js';

describe('extractFacts', () => {
  it('decodes entities in text and attributes', () => {
    const facts = extractFacts(
      '<title>Tables &amp; chairs &#8212; oak</title><a href="/s?a=1&amp;b=2">Caf&eacute;</a>',
    );
    expect(facts.titles).toEqual(['Tables & chairs — oak']);
    expect(facts.links[0]?.href).toBe('/s?a=1&b=2');
    expect(facts.text.trim()).toBe('Café');
  });

  it('reads tag and attribute names in any case, keeping the first of a repeated attribute', () => {
    const facts = extractFacts(
      '<IMG SRC="a.webp" Alt="first" alt="second"><Script SRC="x.js" DEFER></Script>',
    );
    expect(facts.images[0]).toMatchObject({ src: 'a.webp', alt: 'first' });
    expect(facts.scripts[0]).toMatchObject({ src: 'x.js', defer: true, async: false });
  });

  it('keeps words on either side of a tag apart, and entities inside a word together', () => {
    const facts = extractFacts('<p>one</p><p>two<br>three</p><p>f&ocirc;o</p>');
    expect(facts.text.split(/\s+/).filter(Boolean)).toEqual(['one', 'two', 'three', 'fôo']);
  });

  it('leaves script, style, template, noscript and head content out of the text', () => {
    const facts = extractFacts(
      '<head><title>T</title><style>p{}</style></head><body><script>var a = "<p>no</p>";</script>' +
        '<template><p>tpl</p></template><noscript>js off</noscript><p>yes</p></body>',
    );
    expect(facts.text.trim()).toBe('yes');
  });

  it('treats content after head elements as body even without a <body> tag', () => {
    const facts = extractFacts('<head><meta charset="utf-8"><title>T</title><p>visible</p>');
    expect(facts.text.trim()).toBe('visible');
    expect(facts.metaCharset).toBe('utf-8');
  });

  it('ends a heading at any heading end tag or the next heading start tag', () => {
    const facts = extractFacts('<h1>Main <em>title</em></h2><h2>Sub<h3>Deeper</h3><p>after</p>');
    expect(facts.headings).toEqual([
      { level: 1, text: 'Main title' },
      { level: 2, text: 'Sub' },
      { level: 3, text: 'Deeper' },
    ]);
  });

  it('closes a heading left open at the end of the document', () => {
    expect(extractFacts('<h1>Unclosed').headings).toEqual([{ level: 1, text: 'Unclosed' }]);
  });

  it('ignores <title> inside SVG, and treats /> as a close only in SVG', () => {
    const facts = extractFacts(
      '<svg><title>icon</title><path d="M0"/><circle/></svg><title>Page</title><div/><p>in div</p>',
    );
    expect(facts.titles).toEqual(['Page']);
    expect(facts.elementCount).toBe(7);
  });

  it('reads CDATA as text in SVG only, and leaves character references in scripts alone', () => {
    const facts = extractFacts(
      '<p><![CDATA[hidden]]>a</p><svg><text><![CDATA[x < y]]></text></svg><xmp>&amp;</xmp><script>a&&b</script>',
    );
    expect(facts.text.split(/\s+/).filter(Boolean)).toEqual(['a', 'x', '<', 'y', '&amp;']);
  });

  it('reads <image> as <img> outside SVG', () => {
    expect(extractFacts('<image src="a.webp" alt="a">').images).toHaveLength(1);
    expect(extractFacts('<svg><image href="a.png"/></svg>').images).toHaveLength(0);
  });

  it('collects <picture> sources with their image', () => {
    const facts = extractFacts(
      '<picture><source type="image/avif" srcset="a.avif 1x, a2.avif 2x"><img src="a.jpg" alt=""></picture><img src="b.jpg" alt="">',
    );
    expect(facts.images[0]?.sources).toEqual([
      { type: 'image/avif', srcset: 'a.avif 1x, a2.avif 2x' },
    ]);
    expect(facts.images[1]?.sources).toEqual([]);
  });

  it('gathers JSON-LD bodies and a doctype', () => {
    const facts = extractFacts(
      '<!doctype html><script type="application/ld+json">{"@type":"Thing","name":"a &amp; b"}</script>',
    );
    expect(facts.doctype).toBe('!doctype html');
    expect(facts.jsonLd).toEqual(['{"@type":"Thing","name":"a &amp; b"}']);
  });

  it('takes the first <base href> and the html lang', () => {
    const facts = extractFacts('<html xml:lang="fr"><base href="/a/"><base href="/b/">');
    expect(facts.baseHref).toBe('/a/');
    expect(facts.htmlLang).toBe('fr');
  });

  it('survives malformed markup', () => {
    const facts = extractFacts('<<p <a href="x" <img src=>>></div></div><p>text &bogus; &#xZZ; <');
    expect(facts.text).toContain('text');
  });
});

describe('candidates (srcset)', () => {
  it.each([
    ['a.webp 1x, b.webp 2x', ['a.webp', 'b.webp']],
    ['a.webp 480w,b.webp 800w', ['a.webp', 'b.webp']],
    ['a.webp, b.webp 2x', ['a.webp', 'b.webp']],
    ['data:image/png;base64,AAA= 1x, b.webp 2x', ['data:image/png;base64,AAA=', 'b.webp']],
    ['  single.avif  ', ['single.avif']],
    ['', []],
  ])('%j gives %j', (srcset, urls) => {
    expect(candidates(srcset)).toEqual(urls);
  });

  it('collects canonicals, hreflang alternates, social values and image loading hints', () => {
    const facts = extractFacts(
      '<link rel="Canonical" href=" /a "><link rel="alternate" hreflang="de" href="/de">' +
        '<link rel="alternate" href="/feed.xml"><meta property="og:url" content=" /a ">' +
        '<meta property="og:url" content="/b"><meta name="twitter:card" content="summary">' +
        '<img src="x.webp" width="10" height="20" loading="LAZY"><img src="y.webp">',
    );
    expect(facts.canonicals).toEqual(['/a']);
    expect(facts.alternates).toEqual([{ hreflang: 'de', href: '/de' }]);
    expect(facts.socialValues).toEqual({ 'og:url': '/a', 'twitter:card': 'summary' });
    expect(facts.images.map(({ width, height, loading }) => ({ width, height, loading }))).toEqual([
      { width: '10', height: '20', loading: 'lazy' },
      { width: null, height: null, loading: null },
    ]);
  });
});

describe('srcset candidates on hostile input', () => {
  it('keeps commas inside a URL and drops trailing ones, reading a long run once', () => {
    expect(candidates('a.png,, b.png 2x')).toEqual(['a.png', 'b.png']);
    // A run of 100,000 commas inside one candidate: /,+$/ retried it at every comma.
    const inner = `a${','.repeat(100_000)}b`;
    expect(candidates(`${inner} 1x, c.png`)).toEqual([inner, 'c.png']);
    expect(candidates(`x.png${','.repeat(100_000)}`)).toEqual(['x.png']);
  });
});
