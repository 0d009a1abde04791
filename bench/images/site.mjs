// The site of the image benchmark (bench/images/run.ts), in a process of its own so that its CPU
// is not the measured process's: pages of about 60 KB, each showing the site's logo and three
// icons (shared by every page) and six photos of its own, the last of them missing (404).
// Images answer HEAD with their length, as a static host does. Prints its origin, then serves;
// GET /__requests answers what it was asked (counts by kind) and forgets it.
import { createServer } from 'node:http';

const WORDS =
  'oak walnut chair joint tenon finish grain plane chisel seat spindle rail workshop'.split(' ');

function text(seed, words) {
  const out = [];
  for (let i = 0; i < words; i++) out.push(WORDS[(seed * 7 + i * 13) % WORDS.length]);
  return out.join(' ');
}

function page(n) {
  const shared = [
    '<img src="/static/logo.svg" alt="Oak chairs" width="120" height="40">',
    ...[0, 1, 2].map((k) => `<img src="/static/icon-${k}.png" alt="" width="24" height="24">`),
  ];
  const photos = Array.from(
    { length: 6 },
    (_, k) =>
      `<figure><img src="/photos/${n}-${k}.jpg" alt="${text(n + k, 4)}" width="800" height="600" loading="lazy"><figcaption>${text(k, 8)}</figcaption></figure>`,
  );
  const sections = Array.from(
    { length: 40 },
    (_, s) =>
      `<h2>${text(n + s, 5)}</h2><p>${text(n * 3 + s, 200)}</p>${s % 7 === 3 ? (photos.shift() ?? '') : ''}`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Oak chairs, page ${n} of the image benchmark site</title>
<meta name="description" content="Page ${n}: handmade oak chairs, their joints and finishes, with photos.">
</head><body><header>${shared.join('')}<nav><a href="/">Home</a> <a href="/p/${n + 1}">Next</a></nav></header>
<main><h1>Oak chairs ${n}</h1>${sections.join('\n')}${photos.join('')}</main></body></html>`;
}

/** A deterministic weight: 8 to 508 kB, so that some photos break the 300 kB budget. */
function weightOf(path) {
  let hash = 0;
  for (const char of path) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 8_000 + (hash % 500_000);
}

const counts = { pages: 0, imageRequests: 0, sharedImageRequests: 0, other: 0 };
const server = createServer((request, response) => {
  const path = request.url ?? '/';
  if (path === '/__requests') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(counts));
    for (const key of Object.keys(counts)) counts[key] = 0;
    return;
  }
  const match = /^\/p\/(\d+)$/.exec(path);
  if (match) {
    counts.pages++;
    const body = Buffer.from(page(Number(match[1])));
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
    return;
  }
  if (path.startsWith('/static/') || path.startsWith('/photos/')) {
    counts.imageRequests++;
    if (path.startsWith('/static/')) counts.sharedImageRequests++;
    if (/-5\.jpg$/.test(path)) {
      response.writeHead(404, { 'content-type': 'text/plain', 'content-length': 10 });
      response.end(request.method === 'HEAD' ? undefined : 'not found\n');
      return;
    }
    const bytes = weightOf(path);
    const type = path.endsWith('.svg')
      ? 'image/svg+xml'
      : path.endsWith('.png')
        ? 'image/png'
        : 'image/jpeg';
    response.writeHead(200, { 'content-type': type, 'content-length': bytes });
    response.end(request.method === 'HEAD' ? undefined : Buffer.alloc(bytes, 7));
    return;
  }
  counts.other++;
  const body = path === '/robots.txt' ? 'User-agent: *\nAllow: /\n' : 'not found\n';
  response.writeHead(path === '/robots.txt' ? 200 : 404, {
    'content-type': 'text/plain',
    'content-length': Buffer.byteLength(body),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${server.address().port}`);
});
process.on('disconnect', () => process.exit(0));
