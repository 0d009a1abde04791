// Deterministic pages of a chosen size for the benchmark (no randomness, so runs compare).
//  - "typical": shaped like a large real-world page: inline CSS and a JSON state blob in the
//    head, a navigation menu, class-heavy markup, inline SVG icons, cards with pictures, and
//    about a fifth of the bytes visible text.
//  - "text": a long article, mostly paragraphs: the worst case for the text-based checks.
const WORDS = (
  'chair oak walnut joint mortise tenon finish grain plane chisel seat spindle leg rail ' +
  'workshop timber dowel glue clamp sanding oil wax varnish design comfort craft maker ' +
  'tradition durable sustainable forest harvest drying kiln moisture shaping carving turning ' +
  'lathe assembly strength weight balance posture height width depth curve angle'
).split(' ');

function sentence(seed, length) {
  const out = [];
  for (let i = 0; i < length; i++) out.push(WORDS[(seed * 7 + i * 13) % WORDS.length]);
  const text = out.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

const ICON =
  '<svg class="icon icon-star" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">' +
  '<path d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z"/></svg>';

function head(kind) {
  const css = [];
  const json = [];
  if (kind === 'typical') {
    for (let i = 0; i < 500; i++) {
      css.push(
        `.c-${i}{display:flex;margin:${i % 7}px ${i % 5}px;color:#${(i * 4099).toString(16).padStart(6, '0').slice(0, 6)}}`,
      );
    }
    for (let i = 0; i < 400; i++) {
      json.push(
        `{"id":${i},"sku":"CH-${i}","name":"${WORDS[i % WORDS.length]} chair","price":${100 + i},"tags":["${WORDS[(i + 1) % WORDS.length]}","${WORDS[(i + 2) % WORDS.length]}"]}`,
      );
    }
  }
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Handmade wooden chairs: a maker's guide</title>
<meta name="description" content="How handmade wooden chairs are designed, joined and finished.">
<meta property="og:title" content="Handmade wooden chairs">
<meta property="og:image" content="https://chairs.test/og.jpg">
<link rel="icon" href="/favicon.svg">
<link rel="stylesheet" href="/css/site.css">
<link rel="preload" href="/fonts/serif.woff2" as="font" crossorigin>
<style>${css.join('\n')}</style>
<script src="/js/app.js" defer></script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Handmade wooden chairs"}</script>
<script>window.__STATE__ = {"products":[${json.join(',')}]};</script>
</head>
<body class="page page--article">
<header class="site-header"><nav class="menu" aria-label="Main"><ul class="menu__list">${WORDS.slice(
    0,
    30,
  )
    .map(
      (w, i) =>
        `<li class="menu__item c-${i}"><a class="menu__link" href="/${w}">${ICON}<span>${w}</span></a></li>`,
    )
    .join('')}</ul></nav></header>
<main id="content" class="layout"><h1 class="title">Handmade wooden chairs</h1>
`;
}

function textSection(n) {
  const paragraphs = [];
  for (let p = 0; p < 4; p++) {
    const seed = n * 10 + p;
    paragraphs.push(
      `<p>${sentence(seed, 14)} ${sentence(seed + 1, 11)} ` +
        `<a href="/guides/${WORDS[seed % WORDS.length]}-${n}-${p}">${sentence(seed + 2, 3)}</a> ` +
        `${sentence(seed + 3, 16)} <strong>${sentence(seed + 4, 4)}</strong> ${sentence(seed + 5, 12)}</p>`,
    );
  }
  return `<section id="s${n}">
  <h2>${sentence(n, 5)}</h2>
  ${paragraphs.join('\n  ')}
  <picture><source type="image/avif" srcset="/img/${n}.avif 1x, /img/${n}@2x.avif 2x"><img src="/img/${n}.jpg" alt="${sentence(n, 4)}" width="800" height="600" loading="lazy"></picture>
</section>`;
}

function cardSection(n) {
  const cards = [];
  for (let c = 0; c < 4; c++) {
    const id = n * 4 + c;
    cards.push(`<div class="card card--product c-${id % 500}" data-sku="CH-${id}" data-track="list-item">
      <div class="card__media"><picture><source type="image/webp" srcset="/img/p${id}.webp 1x, /img/p${id}@2x.webp 2x"><img class="card__img" src="/img/p${id}.jpg" alt="${WORDS[id % WORDS.length]} chair" width="320" height="240" loading="lazy" decoding="async"></picture></div>
      <div class="card__body"><h3 class="card__title"><a class="card__link" href="/chairs/${WORDS[id % WORDS.length]}-${id}">${sentence(id, 3)}</a></h3>
      <p class="card__text">${sentence(id + 1, 12)}</p>
      <div class="card__rating" aria-label="Rating">${ICON}${ICON}${ICON}</div>
      <button class="btn btn--primary" type="button" data-action="add-to-cart" data-id="${id}">Add to cart</button></div>
    </div>`);
  }
  return `<section class="grid grid--cards" id="g${n}"><h2 class="grid__title">${sentence(n, 4)}</h2>
  <p class="grid__intro">${sentence(n + 2, 20)} ${sentence(n + 3, 18)}</p>
  <div class="grid__items">${cards.join('\n')}</div></section>`;
}

/** An HTML document of about `targetBytes` bytes, of the given kind ("typical" or "text"). */
export function makePage(targetBytes = 300_000, kind = 'typical') {
  const start = head(kind);
  const tail =
    '</main>\n<footer class="site-footer"><p>Wooden chairs workshop.</p></footer>\n</body>\n</html>\n';
  const parts = [start];
  let size = start.length + tail.length;
  for (let n = 0; size < targetBytes; n++) {
    const part = kind === 'text' ? textSection(n) : cardSection(n);
    parts.push(part);
    size += part.length + 1;
  }
  parts.push(tail);
  return parts.join('\n');
}
