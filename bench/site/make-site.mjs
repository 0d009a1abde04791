// A generated static site for the site benchmark (bench/site/run.ts): a build folder of `pages`
// HTML pages of 60 to 120 KB each, with robots.txt, sitemap.xml and a 404 page, as a static
// site generator would leave it. Deterministic: the same seed and count give the same bytes, so
// runs compare. Pages are shaped like real documentation or shop pages: head metadata
// (title, description, canonical, Open Graph, JSON-LD), a navigation menu, links to other pages
// of the site and to other sites, images with and without alt text, and varied text.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const VOCABULARY = (
  'chair oak walnut joint mortise tenon finish grain plane chisel seat spindle leg rail ' +
  'workshop timber dowel glue clamp sanding oil wax varnish design comfort craft maker ' +
  'tradition durable sustainable forest harvest drying kiln moisture shaping carving turning ' +
  'lathe assembly strength weight balance posture height width depth curve angle beech ash ' +
  'cherry maple elm hickory veneer laminate bending steam jig template router bandsaw spokeshave ' +
  'drawknife scraper rasp file gouge mallet bench vise dovetail rabbet dado groove chamfer bevel ' +
  'profile pattern measure mark layout sketch drawing model prototype customer order delivery ' +
  'repair restoration antique heirloom family kitchen dining office garden rocking windsor ladderback'
).split(' ');
const SECTIONS = ['guides', 'chairs', 'journal', 'workshop', 'care', 'tools'];

/** mulberry32: a small, fast, seeded generator; good enough for varied text, and reproducible. */
function rng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The path of page `i` (0-based) in the site: /<section>/<slug>-<i>/ (an index.html). */
export function pagePath(i) {
  if (i === 0) return '/';
  const section = SECTIONS[i % SECTIONS.length];
  return `/${section}/${VOCABULARY[(i * 7) % VOCABULARY.length]}-${i}/`;
}

function makePage(i, pages) {
  const random = rng(0x5eed + i * 7919);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const int = (low, high) => low + Math.floor(random() * (high - low + 1));
  const words = (count) => Array.from({ length: count }, () => pick(VOCABULARY)).join(' ');
  const sentence = (count) => {
    const text = words(count);
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  const otherPage = () => pagePath(int(0, pages - 1));
  const escapeAttribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

  const path = pagePath(i);
  const target = int(60_000, 120_000);
  // A few pages share a title or miss a description, as real sites do.
  const title = i % 97 === 5 ? 'Wooden chairs' : `${sentence(int(3, 7)).slice(0, -1)} (${i})`;
  const description = i % 53 === 7 ? '' : sentence(int(12, 24));
  const css = Array.from(
    { length: int(40, 120) },
    (_, n) =>
      `.c-${n}{display:flex;margin:${n % 7}px ${n % 5}px;color:#${int(0, 0xffffff).toString(16).padStart(6, '0')}}`,
  ).join('\n');
  const head = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${description === '' ? '' : `<meta name="description" content="${escapeAttribute(description)}">`}
<link rel="canonical" href="${path}">
<meta property="og:title" content="${escapeAttribute(title)}">
<meta property="og:description" content="${escapeAttribute(description || title)}">
<meta property="og:image" content="/img/og-${i % 40}.jpg">
<meta property="og:url" content="${path}">
<meta name="twitter:card" content="summary_large_image">
<link rel="icon" href="/favicon.svg">
<link rel="stylesheet" href="/css/site.css">
<style>${css}</style>
<script src="/js/app.js" defer></script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":${JSON.stringify(title)},"datePublished":"2026-0${1 + (i % 9)}-1${i % 10}"}</script>
</head>
<body class="page page--${SECTIONS[i % SECTIONS.length]}">
<header class="site-header"><nav class="menu" aria-label="Main"><ul class="menu__list">
${SECTIONS.map((section) => `<li class="menu__item"><a class="menu__link" href="/${section}/">${section}</a></li>`).join('\n')}
</ul></nav></header>
<main id="content" class="layout">
<h1 class="title">${title}</h1>
`;
  const tail = `</main>
<footer class="site-footer"><p>${sentence(8)}</p><ul>${Array.from(
    { length: 12 },
    () => `<li><a href="${otherPage()}">${words(2)}</a></li>`,
  ).join('')}</ul></footer>
</body>
</html>
`;
  const parts = [head];
  let size = head.length + tail.length;
  for (let n = 0; size < target; n++) {
    const paragraphs = Array.from({ length: int(2, 6) }, () => {
      const inner = [sentence(int(8, 20)), sentence(int(8, 20))];
      const roll = random();
      if (roll < 0.5) inner.push(`<a href="${otherPage()}">${words(int(2, 5))}</a>`);
      else if (roll < 0.6)
        inner.push(`<a href="https://example.org/${pick(VOCABULARY)}">${words(3)}</a>`);
      inner.push(`<strong>${words(int(2, 4))}</strong>`, sentence(int(10, 25)));
      return `<p>${inner.join(' ')}</p>`;
    });
    const image =
      random() < 0.7
        ? `<figure><img src="/img/${i}-${n}.${pick(['jpg', 'webp', 'avif'])}"${random() < 0.85 ? ` alt="${words(int(2, 6))}"` : ''} width="${pick([640, 800, 1200])}" height="${pick([360, 480, 600])}" loading="lazy"><figcaption>${sentence(6)}</figcaption></figure>`
        : '';
    const part = `<section id="s${n}" class="c-${n % 40}">
<h2>${sentence(int(3, 8))}</h2>
${paragraphs.join('\n')}
${image}
</section>
`;
    parts.push(part);
    size += part.length;
  }
  parts.push(tail);
  return parts.join('');
}

/**
 * Writes the pages into `dir`: index.html and <section>/<slug>/index.html for each, and
 * 404.html. The pages name no origin (root-relative links and canonicals), so the folder can be
 * served on any port. Returns the page paths in order and the bytes of HTML written.
 */
export function writeSite(dir, pages) {
  const paths = [];
  let bytes = 0;
  for (let i = 0; i < pages; i++) {
    const path = pagePath(i);
    const folder = join(dir, path);
    mkdirSync(folder, { recursive: true });
    const html = makePage(i, pages);
    bytes += Buffer.byteLength(html);
    writeFileSync(join(folder, 'index.html'), html);
    paths.push(path);
  }
  writeFileSync(
    join(dir, '404.html'),
    '<!DOCTYPE html><html lang="en"><head><title>Not found</title></head><body><h1>Not found</h1></body></html>\n',
  );
  return { paths, bytes };
}

/** robots.txt and sitemap.xml for the site served at `origin` (known once it listens). */
export function writeSitemap(dir, paths, origin) {
  writeFileSync(
    join(dir, 'robots.txt'),
    `User-agent: *\nDisallow: /drafts/\nSitemap: ${origin}/sitemap.xml\n`,
  );
  writeFileSync(
    join(dir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths.map((path) => `<url><loc>${origin}${path}</loc></url>`).join('\n')}\n</urlset>\n`,
  );
}
