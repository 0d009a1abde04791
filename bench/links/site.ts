// The generated site of the link-check benchmark (bench/links/run.ts): 1,000 pages, each with 20
// link occurrences to 3,000 distinct targets of every kind a real page uses (links, images,
// srcset, scripts, stylesheets, icons, a font preload, og:image, iframes, video sources and
// posters, a JSON-LD logo, downloads), 2% of them planted broken. The site knows what it planted:
// `brokenLinks` is the ground truth both checkers are judged against.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const PAGES = 1000;
export const LINKS_PER_PAGE = 20;
export const TARGETS = 3000;
/** Every 50th target answers 404: 60 of 3,000 (2%), spread over every kind below. */
export const isPlantedBroken = (target: number) => target % 50 === 0;

/**
 * What target t is: KIND_CYCLE[t % 23]. 23 is prime to 50, so the planted targets fall on every
 * kind (two or three each), and a page's 20 consecutive targets are 20 different kinds.
 */
const KIND_CYCLE = [
  'page',
  'page',
  'page',
  'page',
  'page',
  'page',
  'page',
  'moved',
  'image',
  'image',
  'image',
  'picture',
  'script',
  'script',
  'stylesheet',
  'icon',
  'font-preload',
  'og-image',
  'iframe',
  'video-source',
  'video-poster',
  'json-ld-logo',
  'download',
] as const;
type Kind = (typeof KIND_CYCLE)[number];
const kindOf = (target: number): Kind => KIND_CYCLE[target % KIND_CYCLE.length] as Kind;

/** Where target t lives (the URL a checker should report, before any redirect). */
function targetPath(target: number): string {
  switch (kindOf(target)) {
    case 'page':
      return `/p/${target}`;
    case 'moved':
      return `/old/${target}`; // 301 to /p/t
    case 'image':
      return `/img/${target}.png`;
    case 'picture':
      return `/img/${target}.webp`;
    case 'video-poster':
      return `/img/${target}.jpg`;
    case 'og-image':
      return `/img/${target}-og.jpg`;
    case 'json-ld-logo':
      return `/img/${target}-logo.png`;
    case 'script':
      return `/js/${target}.js`;
    case 'stylesheet':
      return `/css/${target}.css`;
    case 'icon':
      return `/icons/${target}.png`;
    case 'font-preload':
      return `/fonts/${target}.woff2`;
    case 'iframe':
      return `/embed/${target}`;
    case 'video-source':
      return `/media/${target}.mp4`;
    case 'download':
      return `/files/${target}.pdf`; // HEAD answers 405, as some servers do
  }
}

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/** The markup of one occurrence; `variant` varies how a page link is written (same URL). */
function occurrence(
  target: number,
  origin: string,
  variant: number,
): { head: boolean; html: string } {
  const path = targetPath(target);
  switch (kindOf(target)) {
    case 'page': {
      const href = [path, `${path}#section-2`, `${origin}${path}`, `..${path}`][variant % 4];
      return { head: false, html: `<a href="${href}">Page ${target}</a>` };
    }
    case 'moved':
      return { head: false, html: `<a href="${path}">Older page ${target}</a>` };
    case 'image':
      return { head: false, html: `<img src="${path}" alt="Figure ${target}" width="320">` };
    case 'picture':
      return {
        head: false,
        html: `<picture><source srcset="${path}" type="image/webp"><img src="${PIXEL}" alt=""></picture>`,
      };
    case 'video-poster':
      return { head: false, html: `<video controls preload="none" poster="${path}"></video>` };
    case 'og-image':
      return { head: true, html: `<meta property="og:image" content="${origin}${path}">` };
    case 'json-ld-logo':
      return {
        head: true,
        html: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Generated site","logo":"${origin}${path}"}</script>`,
      };
    case 'script':
      return { head: false, html: `<script src="${path}" defer></script>` };
    case 'stylesheet':
      return { head: true, html: `<link rel="stylesheet" href="${path}">` };
    case 'icon':
      return { head: true, html: `<link rel="icon" href="${path}">` };
    case 'font-preload':
      return {
        head: true,
        html: `<link rel="preload" as="font" type="font/woff2" href="${path}" crossorigin>`,
      };
    case 'iframe':
      return {
        head: false,
        html: `<iframe src="${path}" title="Map ${target}" loading="lazy"></iframe>`,
      };
    case 'video-source':
      return {
        head: false,
        html: `<video controls preload="none"><source src="${path}" type="video/mp4"></video>`,
      };
    case 'download':
      return { head: false, html: `<a href="${path}" download>Report ${target} (PDF)</a>` };
  }
}

/** The targets of page n, in order: 20 consecutive ones, so each target is on 6 or 7 pages. */
export function pageTargets(page: number): number[] {
  return Array.from({ length: LINKS_PER_PAGE }, (_, j) => (page * LINKS_PER_PAGE + j) % TARGETS);
}

export const pageUrl = (origin: string, page: number) => `${origin}/page/${page}`;

const FILLER =
  'A paragraph of the generated page, long enough that reading a page is not free, with words a real page would have. ';

/**
 * Page n. Besides its 20 occurrences it has what a checker must not request: mailto:, tel: and
 * javascript: links, a data: image, a preconnect hint, meta tags whose content is not a URL.
 */
export function pageHtml(page: number, origin: string): string {
  const head: string[] = [];
  const body: string[] = [];
  for (const [j, target] of pageTargets(page).entries()) {
    const { head: inHead, html } = occurrence(target, origin, page + j);
    (inHead ? head : body).push(html);
  }
  const paragraphs = body.map((html, j) => `<p>${FILLER.repeat(2 + (j % 3))}${html}</p>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page ${page} of the generated site</title>
<meta name="description" content="Page ${page}: one of the pages the link-check benchmark reads.">
<meta property="og:title" content="Page ${page}">
<link rel="preconnect" href="${origin}">
${head.join('\n')}
</head><body><header><h1>Page ${page}</h1></header><main>
${paragraphs.join('\n')}
<p>Write to <a href="mailto:team@example.com">the team</a> or call <a href="tel:+15550100">us</a>,
or <a href="javascript:history.back()">go back</a>. <img src="${PIXEL}" alt=""></p>
</main></body></html>`;
}

/** Every (page, target URL) the site has broken: the occurrences of planted targets. */
export function brokenLinks(origin: string): Set<string> {
  const broken = new Set<string>();
  for (let page = 0; page < PAGES; page++)
    for (const target of pageTargets(page))
      if (isPlantedBroken(target))
        broken.add(pairKey(pageUrl(origin, page), `${origin}${targetPath(target)}`));
  return broken;
}

export const pairKey = (page: string, target: string) => `${page} -> ${target}`;

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  js: 'text/javascript',
  css: 'text/css',
  woff2: 'font/woff2',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};
const ASSET_BODY = 'x'.repeat(1024);

/** Requests counted by method, and by "METHOD /path" for "no request twice". */
export interface SiteCounts {
  total: number;
  /** TCP connections opened (counted by the server's owner). */
  connections: number;
  byMethod: Map<string, number>;
  byRequest: Map<string, number>;
}

/** The site's request handler; `counts` is what it has served since the last reset. */
export function siteHandler(counts: SiteCounts) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    counts.total++;
    counts.byMethod.set(method, (counts.byMethod.get(method) ?? 0) + 1);
    const asked = `${method} ${path}`;
    counts.byRequest.set(asked, (counts.byRequest.get(asked) ?? 0) + 1);
    const origin = `http://${request.headers.host}`;
    // With its length, as a static server answers (HEAD included): without one, an HTTP/1.1
    // client cannot keep the connection of a HEAD, and every check would open a new one.
    const send = (status: number, type: string, body: string, headers = {}) => {
      response.writeHead(status, {
        'content-type': type,
        'content-length': Buffer.byteLength(body),
        ...headers,
      });
      response.end(method === 'HEAD' ? undefined : body);
    };
    if (path === '/robots.txt') return send(200, 'text/plain', 'User-agent: *\nAllow: /\n');
    const audited = /^\/page\/(\d+)$/.exec(path);
    if (audited !== null && Number(audited[1]) < PAGES)
      return send(200, 'text/html; charset=utf-8', pageHtml(Number(audited[1]), origin));
    const match =
      /^\/(p|old|img|js|css|icons|fonts|embed|media|files)\/(\d+)(?:[-.][\w.-]+)?$/.exec(path);
    const target = match === null ? Number.NaN : Number(match[2]);
    const dir = match?.[1];
    // A moved page always redirects; a planted one then answers 404 at its new address.
    if (dir === 'old' && target < TARGETS)
      return send(301, 'text/html', '', { location: `/p/${target}` });
    if (match === null || !(target < TARGETS) || isPlantedBroken(target))
      return send(404, 'text/html', '<title>Not found</title>');
    if (dir === 'files' && method === 'HEAD') return send(405, 'text/plain', '', { allow: 'GET' });
    if (dir === 'p' || dir === 'embed')
      return send(200, 'text/html; charset=utf-8', `<!doctype html><title>${target}</title><p>ok`);
    const extension = path.slice(path.lastIndexOf('.') + 1);
    return send(200, TYPES[extension] ?? 'application/octet-stream', ASSET_BODY);
  };
}
