// A build folder served on 127.0.0.1 for the length of an audit, as a static host would serve it
// once deployed (conventions.ts), and the list of its pages. node:http and node:fs rather than a
// static-file library: the conventions (base path, trailing-slash policy, 404.html, app shell,
// pages listed from the files) are ours to define either way, and what is left is reading a
// file, a content type and gzip, which the platform does in a few lines (docs/site-dir.md).
import {
  createReadStream,
  readdirSync,
  readFileSync,
  realpathSync,
  type Stats,
  statSync,
} from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, sep } from 'node:path';
import { gzip, gzipSync } from 'node:zlib';
import { answerPath, folderLookup, pagePathOf, type SiteConventions } from './conventions.js';

export interface ServeSiteDirOptions extends SiteConventions {
  /** The build folder. */
  dir: string;
}

export interface ServedSiteDir {
  /** http://127.0.0.1:PORT: where the folder answers. */
  origin: string;
  /** Every page of the folder as a path (with the base path), sorted: the same list on every run. */
  pages: string[];
  /** The folder's sitemap as a path on `origin` (sitemap.xml...), or null when it has none. */
  sitemap: string | null;
  close(): Promise<void>;
}

/** Sitemap files looked for at the folder's root, in this order (the usual generators' names). */
export const SITEMAP_FILES = ['sitemap.xml', 'sitemap-index.xml', 'sitemap_index.xml'];

/**
 * Content types by extension: what a build folder holds. Anything else is
 * application/octet-stream, which is what a host sends for a file it does not know.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.gz': 'application/gzip',
};

/** Compressed when the client accepts gzip, as hosts do: the analyzer checks it. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export async function serveSiteDir(options: ServeSiteDirOptions): Promise<ServedSiteDir> {
  const lookup = folderLookup(options.dir);
  const root = realpathSync(options.dir);
  const server = createServer((request, response) => {
    answer(request, response, root, options, lookup);
  });
  // Keep-alive sockets would hold close() open until they time out.
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const sitemapFile = SITEMAP_FILES.find((name) => lookup(name) === 'file');
  return {
    origin: `http://127.0.0.1:${port}`,
    pages: listPages(root, options),
    sitemap: sitemapFile === undefined ? null : `${options.basePath}/${sitemapFile}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function answer(
  request: IncomingMessage,
  response: ServerResponse,
  root: string,
  conventions: SiteConventions,
  lookup: ReturnType<typeof folderLookup>,
): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const raw = request.url ?? '/';
  const queryAt = raw.indexOf('?');
  const pathname = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const query = queryAt === -1 ? '' : raw.slice(queryAt);
  const result = pathname.startsWith('/')
    ? answerPath(pathname, conventions, lookup)
    : ({ kind: 'not-found', status: 404, file: null } as const);
  if (result.kind === 'redirect') {
    response.writeHead(301, { location: `${result.location}${query}` }).end();
    return;
  }
  const head = request.method === 'HEAD';
  const file = result.file;
  // The lookup has checked the real path is inside the folder.
  const path = file === null ? null : join(root, file);
  const stats = path === null ? undefined : fileStats(path);
  if (path === null || stats === undefined) {
    // No 404.html, or a file gone since the lookup: a plain answer.
    sendBuffer(request, response, 404, 'text/plain; charset=utf-8', NOT_FOUND_TEXT);
    return;
  }
  const type = contentTypeOf(path);
  if (!COMPRESSIBLE.test(type)) {
    // Images, fonts, media: their length from the file system, and a HEAD (image_weight asks
    // one per image) reads nothing. A GET streams the file: it may be a video of any size.
    response.writeHead(result.status, { 'content-type': type, 'content-length': stats.size });
    if (head) {
      response.end();
      return;
    }
    createReadStream(path)
      .on('error', () => response.destroy())
      .pipe(response);
    return;
  }
  let body: Buffer;
  try {
    body = readFileSync(path);
  } catch {
    sendBuffer(request, response, 404, 'text/plain; charset=utf-8', NOT_FOUND_TEXT);
    return;
  }
  sendBuffer(request, response, result.status, type, body);
}

const NOT_FOUND_TEXT = Buffer.from('Not found\n');

/** The file's stats, or undefined when it is not a regular file that can be read. */
function fileStats(path: string): Stats | undefined {
  try {
    const stats = statSync(path, { throwIfNoEntry: false });
    return stats?.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/**
 * zlib's level for text: 1, nginx's default (gzip_comp_level): about a quarter of the default
 * level's CPU (1.0 against 4.0 ms for a 90 KB page), for about 8% more bytes. The compression
 * check judges Content-Encoding; what the site weighs over the wire is its production host's to
 * decide (docs/site-dir.md).
 */
const GZIP_LEVEL = 1;
/** zlib's output chunk when compressing a file: a page in one piece (the default is 16 KiB). */
const GZIP_CHUNK_BYTES = 128 * 1024;
/** Smaller bodies (the 404 page, a sitemap of a few pages) are compressed here: a trip through the pool costs more. */
const GZIP_INLINE_BYTES = 8 * 1024;

/**
 * A body of text: gzip-compressed when the client accepts it, as hosts do, for a HEAD too so
 * that its Content-Length is the one a GET gets.
 */
function sendBuffer(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  type: string,
  body: Buffer,
): void {
  const headers: Record<string, string | number> = { 'content-type': type };
  const send = (sent: Buffer) => {
    headers['content-length'] = sent.length;
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : sent);
  };
  if (!COMPRESSIBLE.test(type)) {
    send(body);
    return;
  }
  headers.vary = 'accept-encoding';
  if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    send(body);
    return;
  }
  headers['content-encoding'] = 'gzip';
  const options = { level: GZIP_LEVEL, chunkSize: GZIP_CHUNK_BYTES };
  if (body.length <= GZIP_INLINE_BYTES) {
    send(gzipSync(body, options));
    return;
  }
  // Pages are compressed off the main thread (libuv's pool): it also fetches, stores and
  // reports every page (docs/benchmarks.md).
  gzip(body, options, (error, compressed) => {
    if (error === null) {
      send(compressed);
    } else {
      // Never expected of an in-memory buffer; served as it is rather than not at all.
      delete headers['content-encoding'];
      send(body);
    }
  });
}

/**
 * Every HTML file's page path, sorted by code unit (not by locale, and not in the order the file
 * system lists them): every job of a matrix lists the same pages in the same order. Hidden
 * folders and links that lead out of the folder are skipped, as the server refuses them.
 */
export function listPages(root: string, conventions: SiteConventions): string[] {
  const realRoot = realpathSync(root);
  const pages = new Set<string>();
  // `realDir` is `dir` with its links resolved: an entry that is not a link is then at
  // realDir/name, and only links cost a realpath (one per file was most of the listing's time).
  const visit = (dir: string, realDir: string, depth: number) => {
    // Deeper than any site goes: a loop of links, which realpath would otherwise let us follow.
    if (depth > 32) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      let real: string;
      try {
        real = entry.isSymbolicLink() ? realpathSync(path) : join(realDir, entry.name);
      } catch {
        continue;
      }
      if (real !== realRoot && !real.startsWith(realRoot + sep)) continue;
      const isDir = entry.isDirectory() || (entry.isSymbolicLink() && isFolder(real));
      if (isDir) {
        visit(path, real, depth + 1);
        continue;
      }
      const page = pagePathOf(relative(realRoot, path).split(sep).join('/'), conventions);
      if (page !== null) pages.add(page);
    }
  };
  visit(realRoot, realRoot, 0);
  return [...pages].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function isFolder(path: string): boolean {
  try {
    return readdirSync(path) !== undefined;
  } catch {
    return false;
  }
}
