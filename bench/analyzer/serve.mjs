// The page server for the end-to-end benchmark, run as a child process so that serving and
// analysing do not share one event loop. Serves the benchmark page (gzip, as real servers do),
// /robots.txt and /sitemap.xml, and 404 for anything else. Prints its port, then serves until
// its parent closes stdin.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { makePage } from './make-page.mjs';

const page = gzipSync(
  makePage(Number(process.env.PAGE_BYTES ?? 300_000), process.env.PAGE_KIND ?? 'typical'),
);
const server = createServer((request, response) => {
  switch (request.url) {
    case '/handmade-wooden-chairs':
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        'content-length': page.length,
      });
      response.end(page);
      return;
    case '/robots.txt':
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('User-agent: *\nDisallow: /admin/\nSitemap: /sitemap.xml\n');
      return;
    case '/sitemap.xml':
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(
        '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>',
      );
      return;
    default:
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<h1>Not found</h1>');
  }
});
server.keepAliveTimeout = 5000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.stdin.on('end', () => server.close(() => process.exit(0)));
process.stdin.resume();
