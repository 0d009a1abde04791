// Reads the page URLs of a sitemap.xml or a sitemap index (nested, gzip allowed). The sitemap URL
// comes from the workflow's author, like `urls`, so the analyzer's SSRF rules do not apply here:
// they would refuse the sitemap of a site served on localhost in CI. What is limited is what a
// broken or hostile answer could cost: time, memory, and the number of files fetched.

import { gunzipSync } from 'node:zlib';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Agent, type Dispatcher, fetch } from 'undici';
import { type ErrorCodeOf, SeoReportError } from '../../shared/errors.js';
import { own } from '../../shared/own-keys.js';
import { networkReason } from './read-body.js';

interface SitemapLimits {
  maxBytes: number;
  timeoutMs: number;
  maxDepth: number;
  maxSitemaps: number;
}

const SITEMAP_LIMITS: Readonly<SitemapLimits> = {
  /** Per sitemap file, after decompression (the protocol allows 50 MB; real ones are far less). */
  maxBytes: 10 * 1024 * 1024,
  /** Per sitemap file, connect to last byte. */
  timeoutMs: 30_000,
  /** Index -> index -> sitemap is as deep as real sites go; deeper is a loop or a trap. */
  maxDepth: 3,
  /** Child sitemaps fetched in all, the top one not counted. */
  maxSitemaps: 50,
};

export interface SitemapOptions {
  /** Defaults to SITEMAP_LIMITS. */
  limits?: Partial<SitemapLimits>;
  signal?: AbortSignal;
  /** For tests; by default a private agent with the timeouts above. */
  dispatcher?: Dispatcher;
  /**
   * Where a nested sitemap named by an index is fetched from: a build folder's index names its
   * sitemaps at production URLs, read from the folder served on this machine. Default: as named.
   */
  fetchFrom?: (url: string) => string;
  /**
   * The bytes of a sitemap file read in this process instead of over HTTP, when that gives what
   * a fetch would (a build folder's own sitemap: ServedSiteDir.get); null for anything else (a
   * redirect, a 404, a file the folder does not hold), which is fetched as always, so that every
   * failure reads the same. Given the URL fetched (after fetchFrom).
   */
  readInProcess?: (url: string) => Promise<Buffer | null>;
}

interface SitemapContent {
  /** Every page URL found, deduplicated, in document order (depth first through indexes). */
  urls: string[];
  /** <loc> entries that were not absolute http(s) URLs. */
  skipped: number;
  /** Sitemap files read, the top one included. */
  sitemapsRead: number;
  /** Child sitemaps not fetched because of maxSitemaps or maxDepth. */
  sitemapsLeftOut: number;
}

/** The sitemap could not be read: the message names it and says why, in one line. */
export class SitemapError extends SeoReportError {
  override readonly name = 'SitemapError';
  get errorCode(): ErrorCodeOf<'SitemapError'> {
    return 'SEO_SITEMAP_UNREADABLE';
  }
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

export async function readSitemap(
  sitemapUrl: string,
  options: SitemapOptions = {},
): Promise<SitemapContent> {
  const limits = { ...SITEMAP_LIMITS, ...options.limits };
  // Made at the first fetch over HTTP: a build folder's sitemaps are read in process.
  let ownAgent: Agent | null = null;
  const dispatcher = (): Dispatcher => {
    if (options.dispatcher) return options.dispatcher;
    ownAgent ??= new Agent({
      connect: { timeout: limits.timeoutMs },
      headersTimeout: limits.timeoutMs,
      bodyTimeout: limits.timeoutMs,
    });
    return ownAgent;
  };
  const content: SitemapContent = { urls: [], skipped: 0, sitemapsRead: 0, sitemapsLeftOut: 0 };
  const seenUrls = new Set<string>();
  const seenSitemaps = new Set<string>();
  let children = 0;

  const visit = async (url: string, depth: number): Promise<void> => {
    seenSitemaps.add(url);
    const text = await fetchText(
      depth === 0 ? url : (options.fetchFrom?.(url) ?? url),
      limits,
      dispatcher,
      options,
    );
    content.sitemapsRead += 1;
    const parsed = parse(url, text);
    if (parsed.kind === 'urlset') {
      for (const loc of parsed.locs) {
        const page = httpUrl(loc);
        if (page === null) {
          content.skipped += 1;
        } else if (!seenUrls.has(page)) {
          seenUrls.add(page);
          content.urls.push(loc);
        }
      }
      return;
    }
    for (const loc of parsed.locs) {
      const child = httpUrl(loc);
      if (child === null) {
        content.skipped += 1;
        continue;
      }
      if (seenSitemaps.has(child)) continue;
      if (depth + 1 > limits.maxDepth || children >= limits.maxSitemaps) {
        content.sitemapsLeftOut += 1;
        continue;
      }
      children += 1;
      await visit(child, depth + 1);
    }
  };

  try {
    const top = httpUrl(sitemapUrl);
    if (top === null) {
      throw new SitemapError(`sitemap ${sitemapUrl}: must be an absolute http(s) URL`);
    }
    await visit(top, 0);
    return content;
  } finally {
    await (ownAgent as Agent | null)?.close();
  }
}

async function fetchText(
  url: string,
  limits: SitemapLimits,
  dispatcher: () => Dispatcher,
  options: Pick<SitemapOptions, 'signal' | 'readInProcess'>,
): Promise<string> {
  const fail = (why: string) => new SitemapError(`sitemap ${url}: ${why}`);
  const { signal } = options;
  // Stopped already: the fetch says so, as it always has.
  const local = signal?.aborted ? null : ((await options.readInProcess?.(url)) ?? null);
  let bytes: Buffer;
  if (local === null) bytes = await fetchBytes(url, limits, dispatcher(), signal, fail);
  // The cap a fetch applies as the body arrives, in its words.
  else if (local.length > limits.maxBytes)
    throw fail(`larger than ${limits.maxBytes / 1024 / 1024} MB`);
  else bytes = local;
  // Gzip by name or by content: servers send .xml.gz as raw bytes, and some gzip a .xml without
  // saying so in Content-Encoding (which fetch would have undone).
  if (
    url.toLowerCase().split(/[?#]/)[0]?.endsWith('.gz') ||
    (bytes[0] === 0x1f && bytes[1] === 0x8b)
  ) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: limits.maxBytes });
    } catch (error) {
      const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
      throw fail(
        tooLarge
          ? `larger than ${limits.maxBytes / 1024 / 1024} MB once decompressed`
          : 'is not valid gzip',
      );
    }
  }
  return bytes.toString('utf8');
}

async function fetchBytes(
  url: string,
  limits: SitemapLimits,
  dispatcher: Dispatcher,
  signal: AbortSignal | undefined,
  fail: (why: string) => SitemapError,
): Promise<Buffer> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  try {
    const response = await fetch(url, {
      dispatcher,
      signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
      headers: { accept: 'application/xml, text/xml, */*;q=0.5' },
      redirect: 'follow',
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw fail(
        `the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
      );
    }
    return await readCapped(response.body, limits.maxBytes, fail);
  } catch (error) {
    if (error instanceof SitemapError) throw error;
    if (deadline.aborted) throw fail(`no complete answer within ${limits.timeoutMs / 1000} s`);
    if (signal?.aborted) throw fail('cancelled');
    throw fail(`could not be fetched (${networkReason(error)})`);
  }
}

async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  fail: (why: string) => SitemapError,
): Promise<Buffer> {
  if (body === null) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await body.cancel().catch(() => {});
      throw fail(`larger than ${maxBytes / 1024 / 1024} MB`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function parse(url: string, text: string): { kind: 'urlset' | 'sitemapindex'; locs: string[] } {
  const fail = (why: string) => new SitemapError(`sitemap ${url}: ${why}`);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw fail(`is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  }
  let document: Record<string, unknown>;
  try {
    document = parser.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw fail(`is not readable XML (${error instanceof Error ? error.message : String(error)})`);
  }
  // Own keys only, as for every document from outside (the parser itself refuses tags named
  // __proto__ or constructor).
  const child = (value: unknown, name: string): unknown =>
    typeof value === 'object' && value !== null
      ? own(value as Record<string, unknown>, name)
      : undefined;
  const locsOf = (items: unknown): string[] =>
    (Array.isArray(items) ? items : []).flatMap((item) => {
      const loc = child(item, 'loc');
      return typeof loc === 'string' && loc !== '' ? [loc] : [];
    });
  const urlset = child(document, 'urlset');
  if (urlset !== undefined) return { kind: 'urlset', locs: locsOf(child(urlset, 'url')) };
  const index = child(document, 'sitemapindex');
  if (index !== undefined) return { kind: 'sitemapindex', locs: locsOf(child(index, 'sitemap')) };
  throw fail('is neither a <urlset> nor a <sitemapindex> (is the URL right?)');
}

/** The normalised absolute http(s) URL, or null. */
function httpUrl(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
