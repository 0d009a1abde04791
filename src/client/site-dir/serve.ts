// A build folder served on 127.0.0.1 for the length of an audit, as a static host would serve it
// once deployed (conventions.ts), and the list of its pages. node:http and node:fs rather than a
// static-file library: the conventions (base path, trailing-slash policy, 404.html, app shell,
// pages listed from the files) are ours to define either way, and what is left is reading a
// file, a content type and compression, which the platform does in a few lines (docs/site-dir.md).
import {
  createReadStream,
  type Dirent,
  opendirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, sep } from 'node:path';
import { constants, gzip, gzipSync, zstdCompressSync } from 'node:zlib';
import {
  answerPath,
  type FolderLookup,
  folderLookup,
  pagePathOf,
  type SiteConventions,
} from './conventions.js';
import { ZstdFrames } from './zstd-frames.js';

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
  /**
   * What the server would answer to a HEAD of `target` (a path and its query), computed in this
   * process without a connection, for a file sent as it is (an image); null: ask over HTTP.
   * image_weight sends a HEAD for every image of every page: over HTTP on 127.0.0.1 that was
   * most of a site's audit (docs/benchmarks.md).
   */
  head(target: string): ServedHead | null;
  /**
   * What the server would answer to a GET of `target` for a text file (a page, robots.txt, a
   * sitemap, the 404 page), computed in this process without a connection: the status, the
   * headers, the body as the file holds it and its length on the wire (compressed as the server
   * compresses it for a request with this `acceptEncoding` header, see textEncodingFor). Null
   * for anything else (redirects, images, a plain `Not found`): ask over HTTP. The page fetch over 127.0.0.1 (both ends of node:http and undici,
   * gzip and gunzip) was a sixth of the main thread's work a page (docs/benchmarks.md).
   */
  get(target: string, acceptEncoding: string): Promise<ServedGet | null>;
  close(): Promise<void>;
}

export interface ServedGet {
  status: number;
  /** The headers the server sends that describe the body: type, length, encoding, vary. */
  headers: Record<string, string>;
  /** The file's bytes (not compressed). */
  body: Buffer;
  /** Bytes the server sends for it: the compressed length when compressed. */
  transferBytes: number;
}

export interface ServedHead {
  status: number;
  /** The headers that describe the file: its type and length. */
  headers: Record<string, string>;
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
/**
 * The types of CONTENT_TYPES that are COMPRESSIBLE, for the types contentTypeOf gives: a set
 * lookup, where the pattern cost each image's answer a twentieth of its time.
 */
const COMPRESSED_TYPES: ReadonlySet<string> = new Set(
  Object.values(CONTENT_TYPES).filter((type) => COMPRESSIBLE.test(type)),
);

/** CONTENT_TYPES as a map: read for every file answered, by an extension made anew each time. */
const TYPES_BY_EXTENSION: ReadonlyMap<string, string> = new Map(Object.entries(CONTENT_TYPES));

export function contentTypeOf(file: string): string {
  return TYPES_BY_EXTENSION.get(extname(file).toLowerCase()) ?? 'application/octet-stream';
}

export async function serveSiteDir(options: ServeSiteDirOptions): Promise<ServedSiteDir> {
  const lookup = folderLookup(options.dir);
  const root = realpathSync(options.dir);
  const server = createServer((request, response) => {
    answer(request, response, root, options, lookup);
  });
  // Connections stay open between requests, as a host keeps them: the analyzer sends a page's
  // image HEADs over a few of them. Its client (undici) drops a connection whose announced
  // timeout is under two seconds at once, so at 1 s every request opened a new one, and every
  // close made an error with its stack (docs/benchmarks.md). close() ends the open ones.
  server.keepAliveTimeout = 10_000;
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
    head: (target) => headOf(target, options, lookup),
    get: (target, acceptEncoding) => getOf(target, acceptEncoding, root, options, lookup),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** What a path of the folder is, before anything is read or sent. */
type Resolved =
  | { kind: 'redirect'; location: string }
  /** Nothing to send but a plain `Not found` (no 404.html). */
  | { kind: 'missing' }
  /** `file`: its path in the folder ('guide/index.html'). */
  | { kind: 'file'; status: 200 | 404; file: string; size: number; type: string };

function resolveTarget(
  target: string,
  conventions: SiteConventions,
  lookup: FolderLookup,
): Resolved {
  const queryAt = target.indexOf('?');
  const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
  const result = pathname.startsWith('/')
    ? answerPath(pathname, conventions, lookup)
    : ({ kind: 'not-found', status: 404, file: null } as const);
  if (result.kind === 'redirect')
    return {
      kind: 'redirect',
      location: queryAt === -1 ? result.location : `${result.location}${target.slice(queryAt)}`,
    };
  if (result.file === null) return { kind: 'missing' };
  // The lookup has checked the real path is inside the folder, and found its length.
  const entry = lookup.entry(result.file);
  if (entry?.kind !== 'file') return { kind: 'missing' };
  return {
    kind: 'file',
    status: result.status,
    file: result.file,
    size: entry.size,
    type: contentTypeOf(result.file),
  };
}

/** The headers of a file sent as it is (not compressed): the same over HTTP and to `head`. */
function plainFileHeaders(file: { size: number; type: string }): Record<string, string> {
  return { 'content-type': file.type, 'content-length': String(file.size) };
}

/**
 * The answer to a HEAD of `target` (a path with its query) without a connection, when it is a
 * file sent as it is (an image, a font): the status and headers the server sends for it. Null
 * for anything else (text, which is compressed; redirects; 404s): those are asked over HTTP.
 */
function headOf(
  target: string,
  conventions: SiteConventions,
  lookup: FolderLookup,
): ServedHead | null {
  const resolved = resolveTarget(target, conventions, lookup);
  if (resolved.kind !== 'file' || resolved.status !== 200 || COMPRESSED_TYPES.has(resolved.type))
    return null;
  return { status: 200, headers: plainFileHeaders(resolved) };
}

/** The answer to a GET of `target` in process, for a text file (ServedSiteDir.get); else null. */
function getOf(
  target: string,
  acceptEncoding: string,
  root: string,
  conventions: SiteConventions,
  lookup: FolderLookup,
): Promise<ServedGet | null> {
  const resolved = resolveTarget(target, conventions, lookup);
  if (resolved.kind !== 'file' || !COMPRESSED_TYPES.has(resolved.type))
    return Promise.resolve(null);
  let body: Buffer;
  try {
    body = readFileSync(join(root, resolved.file));
  } catch {
    return Promise.resolve(null);
  }
  const { status, type } = resolved;
  return new Promise((resolve) => {
    encodeText(body, type, textEncodingFor(acceptEncoding), (sent, headers) => {
      resolve({ status, headers, body, transferBytes: sent.length });
    });
  });
}

function answer(
  request: IncomingMessage,
  response: ServerResponse,
  root: string,
  conventions: SiteConventions,
  lookup: FolderLookup,
): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const resolved = resolveTarget(request.url ?? '/', conventions, lookup);
  if (resolved.kind === 'redirect') {
    response.writeHead(301, { location: resolved.location }).end();
    return;
  }
  if (resolved.kind === 'missing') {
    sendText(request, response, 404, 'text/plain; charset=utf-8', NOT_FOUND_TEXT);
    return;
  }
  if (!COMPRESSED_TYPES.has(resolved.type)) {
    // Images, fonts, media: their length from the file system, and a HEAD reads nothing. A GET
    // streams the file: it may be a video of any size.
    response.writeHead(resolved.status, plainFileHeaders(resolved));
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(join(root, resolved.file))
      .on('error', () => response.destroy())
      .pipe(response);
    return;
  }
  let body: Buffer;
  try {
    body = readFileSync(join(root, resolved.file));
  } catch {
    sendText(request, response, 404, 'text/plain; charset=utf-8', NOT_FOUND_TEXT);
    return;
  }
  sendText(request, response, resolved.status, resolved.type, body);
}

const NOT_FOUND_TEXT = Buffer.from('Not found\n');

/**
 * How text is compressed: zstd when the client takes it, else gzip, as CDNs do for browsers that
 * send `zstd` (Chrome, Firefox and the analyzer do). zstd at level 1, the default of nginx's zstd
 * module (`zstd_comp_level`), costs half of gzip's CPU at its fastest level for slightly fewer
 * bytes: 0.5 against 1.0 ms for a 90 KB page (docs/benchmarks.md). gzip at level 1, nginx's
 * default (`gzip_comp_level`): about a quarter of the default level's CPU for about 8% more
 * bytes. The compression check judges Content-Encoding; what the site weighs over the wire is
 * its production host's to decide (docs/site-dir.md). Pages go through compressors kept for the
 * run (zstd-frames.ts); small bodies are compressed at once.
 */
export type TextEncoding = 'zstd' | 'gzip';
const GZIP_LEVEL = 1;
const ZSTD_LEVEL = 1;
/** zlib's output chunk when compressing a file: a page in one piece (the default is 16 KiB). */
const COMPRESSED_CHUNK_BYTES = 128 * 1024;
/** Smaller bodies (the 404 page, a sitemap of a few pages) are compressed here: a trip through the pool costs more. */
const COMPRESS_INLINE_BYTES = 8 * 1024;
/** Larger ones, in zstd: by compressors kept for the process (zstd-frames.ts). */
const zstdFrames = new ZstdFrames(ZSTD_LEVEL, COMPRESSED_CHUNK_BYTES);

/**
 * The coding a request's Accept-Encoding lets the server send text in: zstd, else gzip, else
 * none. Codings are compared without case; one refused with `q=0` is not taken, and `*` stands
 * for any coding the header does not name (RFC 9110, 12.5.3).
 */
export function textEncodingFor(acceptEncoding: string): TextEncoding | null {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    const q = parameters.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    weights.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('zstd')) return 'zstd';
  if (accepts('gzip') || (weights.get('x-gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/** The headers of a body of text: the same over HTTP and to `get`. */
function textHeaders(
  type: string,
  length: number,
  encoding: TextEncoding | null,
): Record<string, string> {
  return {
    'content-type': type,
    vary: 'accept-encoding',
    ...(encoding === null ? {} : { 'content-encoding': encoding }),
    'content-length': String(length),
  };
}

/**
 * `body` compressed as the server sends it (the same bytes over HTTP and to `get`), or null
 * when zlib fails, never expected of an in-memory buffer: the body then goes as it is.
 */
function compressText(
  body: Buffer,
  encoding: TextEncoding,
  done: (compressed: Buffer | null) => void,
): void {
  const inline = body.length <= COMPRESS_INLINE_BYTES;
  if (encoding === 'zstd') {
    if (!inline) zstdFrames.compress(body, done);
    else
      done(
        zstdCompressSync(body, {
          params: { [constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL },
          pledgedSrcSize: body.length,
        }),
      );
    return;
  }
  const options = { level: GZIP_LEVEL, chunkSize: COMPRESSED_CHUNK_BYTES };
  // Pages are compressed off the main thread (libuv's pool): it also fetches, stores and
  // reports every page (docs/benchmarks.md).
  if (inline) done(gzipSync(body, options));
  else gzip(body, options, (error, compressed) => done(error === null ? compressed : null));
}

/**
 * What the server sends for a body of text: compressed as the client's Accept-Encoding lets it
 * (textEncodingFor), as hosts do, or as it is should zlib fail. The same over HTTP and to `get`.
 */
function encodeText(
  body: Buffer,
  type: string,
  encoding: TextEncoding | null,
  done: (sent: Buffer, headers: Record<string, string>) => void,
): void {
  if (encoding === null) {
    done(body, textHeaders(type, body.length, null));
    return;
  }
  compressText(body, encoding, (compressed) => {
    if (compressed === null) done(body, textHeaders(type, body.length, null));
    else done(compressed, textHeaders(type, compressed.length, encoding));
  });
}

/** A body of text, encoded as encodeText says; for a HEAD too, so that its Content-Length is a GET's. */
function sendText(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  type: string,
  body: Buffer,
): void {
  const encoding = textEncodingFor(String(request.headers['accept-encoding'] ?? ''));
  encodeText(body, type, encoding, (sent, headers) => {
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : sent);
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
    for (const entry of entriesOf(dir)) {
      if (entry.name.startsWith('.')) continue;
      // Only HTML files are pages: the images beside them cost nothing more than their entry.
      if (entry.isFile() && !entry.name.endsWith('.html')) continue;
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

/**
 * Folders whose size on disk is at most this are listed at once (a few hundred entries); larger
 * ones are read one entry at a time (streamedEntriesOf).
 */
const SMALL_FOLDER_BYTES = 32 * 1024;

/**
 * A folder's entries: at once for a small folder, one at a time for a large one. A site is
 * mostly small folders (one per page), where opening a Dir cost three times a whole listing
 * (about 70 against 25 us, most of a 10,000-page site's listing), and a few large ones (its
 * images), where a listing at once holds every entry together and sorts them (below). A
 * folder's size grows with its entries on the usual file systems (ext4, xfs, btrfs, tmpfs,
 * APFS); one that says 0 is streamed. Both ways give the same entries: only the cost differs.
 */
function entriesOf(dir: string): Iterable<Dirent> {
  let size: number;
  try {
    size = statSync(dir).size;
  } catch {
    // Let the listing fail as it always has.
    return streamedEntriesOf(dir);
  }
  return size > 0 && size <= SMALL_FOLDER_BYTES
    ? readdirSync(dir, { withFileTypes: true })
    : streamedEntriesOf(dir);
}

/**
 * A folder's entries one at a time: listed at once, the 320,000 images of a generated
 * 10,000-page site (bench/site) were as many entries held together, 85 MB, and took 0.6 s of
 * CPU against 0.23 s (docs/benchmarks.md, "Memory as the site grows").
 */
function* streamedEntriesOf(dir: string): Generator<Dirent> {
  const folder = opendirSync(dir);
  try {
    for (let entry = folder.readSync(); entry !== null; entry = folder.readSync()) yield entry;
  } finally {
    folder.closeSync();
  }
}

function isFolder(path: string): boolean {
  try {
    return readdirSync(path) !== undefined;
  } catch {
    return false;
  }
}
