// A generated static site for the site benchmark (bench/site/run.ts): a build folder of `pages`
// HTML pages of 60 to 120 KB each, with robots.txt, sitemap.xml and a 404 page, as a static
// site generator would leave it. Deterministic: the same seed and count give the same bytes, so
// runs compare. Pages are shaped like real documentation or shop pages: head metadata
// (title, description, canonical, Open Graph, JSON-LD), a navigation menu, links to other pages
// of the site and to other sites, images with and without alt text, and varied text. The folder
// holds what the pages reference (images, the stylesheet, the script, the icon), as a build
// folder does: image_weight asks for every image, and a folder without them answered 404s.
import { linkSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Bumped whenever the generated folder changes, so that run.ts does not reuse an older folder
 * left in the temporary folder (2: the images, stylesheet, script and icon the pages name).
 */
export const SITE_VERSION = 2;

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
  const images = [];
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
    let image = '';
    if (random() < 0.7) {
      const src = `/img/${i}-${n}.${pick(['jpg', 'webp', 'avif'])}`;
      images.push(src);
      image = `<figure><img src="${src}"${random() < 0.85 ? ` alt="${words(int(2, 6))}"` : ''} width="${pick([640, 800, 1200])}" height="${pick([360, 480, 600])}" loading="lazy"><figcaption>${sentence(6)}</figcaption></figure>`;
    }
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
  return { html: parts.join(''), images };
}

// The smallest real images of each format, as the site's images start from: a 1x1 grey baseline
// JPEG (one 8x8 block, one-code Huffman tables), Modernizr's 1x1 lossless WebP and its 2x2 AVIF
// (what browsers' feature tests decode). Each is padded to its weight in the format's own way,
// so the files stay images a browser decodes (checked in Chromium): JPEG comment segments, an
// unknown RIFF chunk after the WebP's image chunk, an ISO BMFF `free` box after the AVIF's data.
const bytes = (...list) => Buffer.from(list.flat());
const jpegSegment = (marker, payload) =>
  bytes(0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, payload);
const TINY_JPEG = Buffer.concat([
  bytes(0xff, 0xd8),
  jpegSegment(0xdb, [0, ...new Array(64).fill(1)]),
  jpegSegment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
  jpegSegment(0xc4, [0x00, 1, ...new Array(15).fill(0), 0]),
  jpegSegment(0xc4, [0x10, 1, ...new Array(15).fill(0), 0]),
  jpegSegment(0xda, [1, 1, 0x00, 0, 63, 0]),
  bytes(0x3f, 0xff, 0xd9),
]);
const TINY_WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const TINY_AVIF = Buffer.from(
  'AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUIAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAAB0AAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAAAIAAAACAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQ0MAAAAABNjb2xybmNseAACAAIAAYAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAACVtZGF0EgAKCBgANogQEAwgMg8f8D///8WfhwB8+ErK42A=',
  'base64',
);

/** An image of `format` (jpg, webp, avif) of `size` bytes (from 400 up; WebP: rounded up to even). */
export function imageOf(format, size) {
  if (format === 'jpg') {
    // Comment segments right after SOI: at most 65,533 bytes of text each, 4 bytes of header.
    const parts = [TINY_JPEG.subarray(0, 2)];
    let left = size - TINY_JPEG.length;
    while (left > 0) {
      let text = Math.min(65_533, left - 4);
      // Never leave less than a segment's header to pad with the next one.
      if (left - 4 - text > 0 && left - 4 - text < 4) text -= 4;
      parts.push(jpegSegment(0xfe, new Array(text).fill(0x20)));
      left -= text + 4;
    }
    parts.push(TINY_JPEG.subarray(2));
    return Buffer.concat(parts);
  }
  if (format === 'webp') {
    // RIFF chunks are an even number of bytes: an odd size gets one more.
    const payload = size - TINY_WEBP.length - 8 + (size % 2);
    const chunk = Buffer.alloc(8 + payload);
    chunk.write('ZPAD', 0, 'latin1');
    chunk.writeUInt32LE(payload, 4);
    const image = Buffer.concat([TINY_WEBP, chunk]);
    image.writeUInt32LE(image.length - 8, 4);
    return image;
  }
  const free = Buffer.alloc(size - TINY_AVIF.length);
  free.writeUInt32BE(free.length, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([TINY_AVIF, free]);
}

/**
 * The weight of the content image at `path`, from its own seeded generator (the page text's is
 * left as it was): mostly 4 to 64 KB, one in two hundred past image_weight's 300 KB limit, so
 * a page's 32 images come to about 600 KB and a few pages go over the 1 MB budget.
 */
function weightOf(path) {
  let seed = 0x1a6e;
  for (const char of path) seed = Math.imul(seed ^ char.charCodeAt(0), 0x9e3779b1);
  const roll = rng(seed)();
  const classes = [
    [0.25, 4_000],
    [0.55, 8_000],
    [0.75, 16_000],
    [0.91, 32_000],
    [0.995, 64_000],
    [1, 350_000],
  ];
  return (classes.find(([below]) => roll < below) ?? classes[0])[1];
}

/**
 * Writes the pages into `dir`: index.html and <section>/<slug>/index.html for each, and
 * 404.html. The pages name no origin (root-relative links and canonicals), so the folder can be
 * served on any port. Returns the page paths in order and the bytes of HTML written.
 */
export function writeSite(dir, pages) {
  const paths = [];
  let bytes = 0;
  const assets = new Assets(dir);
  for (let i = 0; i < pages; i++) {
    const path = pagePath(i);
    const folder = join(dir, path);
    mkdirSync(folder, { recursive: true });
    const { html, images } = makePage(i, pages);
    bytes += Buffer.byteLength(html);
    writeFileSync(join(folder, 'index.html'), html);
    for (const image of images) assets.image(image);
    paths.push(path);
  }
  // The head's Open Graph images (/img/og-0.jpg to og-39.jpg), icon, stylesheet and script.
  for (let k = 0; k < 40; k++) assets.image(`/img/og-${k}.jpg`, 48_000);
  assets.file(
    '/favicon.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#8a5a2b"/></svg>\n',
  );
  assets.file(
    '/css/site.css',
    `${Array.from({ length: 400 }, (_, n) => `.u-${n}{margin:${n % 9}px;padding:${n % 7}px}`).join('\n')}\n`,
  );
  assets.file(
    '/js/app.js',
    `${Array.from({ length: 200 }, (_, n) => `document.documentElement.dataset.s${n}=${n};`).join('\n')}\n`,
  );
  writeFileSync(
    join(dir, '404.html'),
    '<!DOCTYPE html><html lang="en"><head><title>Not found</title></head><body><h1>Not found</h1></body></html>\n',
  );
  return { paths, bytes };
}

/**
 * The folder's images and other assets. Tens of thousands of images share a handful of distinct
 * contents (one a format and weight), so each further one is a hard link to the first: a
 * directory entry, not another copy on disk (copied where the file system has no hard links).
 */
class Assets {
  constructor(dir) {
    this.dir = dir;
    this.firstOfContent = new Map();
  }

  image(path, size = weightOf(path)) {
    const format = path.slice(path.lastIndexOf('.') + 1);
    const key = `${format} ${size}`;
    const target = join(this.dir, path);
    mkdirSync(dirname(target), { recursive: true });
    const first = this.firstOfContent.get(key);
    if (first !== undefined) {
      try {
        linkSync(first, target);
        return;
      } catch (error) {
        if (error.code === 'EEXIST') return;
      }
    }
    writeFileSync(target, imageOf(format, size));
    if (first === undefined) this.firstOfContent.set(key, target);
  }

  file(path, text) {
    const target = join(this.dir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
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
