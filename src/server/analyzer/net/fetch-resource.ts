// One GET with the analyzer's rules: redirects followed by hand (so each hop goes through the
// guarded connector and is counted), a deadline per request that covers connect, headers and
// body, a cap on the body, and Content-Encoding undone. Every problem becomes a FetchFailure,
// except the caller's own abort, which is rethrown as the signal's reason.
import type { IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';
import { type Dispatcher, request } from 'undici';
import { ACCEPT_ENCODING, decodeContent, parseContentEncoding } from './content-encoding.js';
import { classifyFetchError, FetchFailure } from './fetch-failure.js';

export interface FetchOptions {
  dispatcher: Dispatcher;
  timeoutMs: number;
  maxRedirects: number;
  maxBodyBytes: number;
  /** What to do with a body over the cap: fail (the page) or keep its beginning (probes). */
  overflow: 'fail' | 'truncate';
  accept: string;
  /** GET unless told: HEAD asks only for the headers (an image's Content-Length). */
  method?: 'GET' | 'HEAD';
  userAgent: string;
  signal?: AbortSignal;
  /**
   * Extra request headers (a protected preview's token) and the one origin they belong to: they
   * go only on hops to that origin, never after a redirect elsewhere.
   */
  extraHeaders?: { origin: string; headers: Readonly<Record<string, string>> };
  /**
   * Requests to origin `from` go to origin `to` with the same path and query (a site's production
   * origin read from its build folder served on this machine); the URLs reported stay `from`'s.
   */
  originAlias?: { from: string; to: string };
  /** The build folder served on this machine for the audit (site-dir), on the wire. */
  servedSite?: ServedSiteOnWire;
}

export interface ServedSiteOnWire {
  /** Its origin: after a HEAD, connections to it are kept (undici closes them elsewhere). */
  origin: string;
  /**
   * Its answer to a HEAD of a path (with the query), given in process without a connection,
   * or null to ask over HTTP: a HEAD per image of every page (image_weight) went over
   * 127.0.0.1 otherwise, most of a site's audit (docs/benchmarks.md).
   */
  head?: ServedHead;
  /**
   * Its answer to a GET of a path (with the query) of a text file, given in process without a
   * connection, or null to ask over HTTP (ServedGet).
   */
  get?: ServedGet;
  /**
   * Its connections, kept from one page to the next (served-site-connections.ts): requests on
   * its origin go through it instead of `dispatcher`, and nothing else does.
   */
  dispatcher?: Dispatcher;
}

/** The status and the headers describing the file (type, length) a server answers a HEAD with. */
export type ServedHead = (target: string) => ServedHeadAnswer | null;

/** What the served folder answers a HEAD with: its own object, to be read, never changed. */
export interface ServedHeadAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
}

/**
 * The status, the headers, the body as the file holds it and its length on the wire (compressed
 * when the server compresses it) that the folder's server answers a GET with; null: ask over HTTP.
 */
export type ServedGet = (
  target: string,
  /** The Accept-Encoding a request over HTTP would send: the server compresses as it allows. */
  acceptEncoding: string,
) => Promise<{
  status: number;
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  transferBytes: number;
} | null>;

interface RedirectHop {
  /** The URL that answered with a redirect. */
  url: string;
  status: number;
}

interface FetchedResource {
  /** The URL asked for. */
  url: string;
  /** The URL of the response finally read, after redirects. */
  finalUrl: string;
  /** Every URL that answered with a redirect, in order. */
  redirects: string[];
  /** The same redirects with the status each answered (301, 302...). */
  hops: RedirectHop[];
  status: number;
  headers: IncomingHttpHeaders;
  /** The body with Content-Encoding undone. */
  body: Buffer;
  /** Body bytes as they came over the wire (still encoded). */
  transferBytes: number;
  /** The codings named by Content-Encoding, in the order applied. */
  contentEncoding: string[];
  /** True when the body was cut at the cap (only with overflow: 'truncate'). */
  truncated: boolean;
  /** From the first request to the end of the last body, redirects included. */
  elapsedMs: number;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export function parseHttpUrl(input: string | URL): URL {
  const url = URL.parse(String(input));
  if (url === null) throw new FetchFailure('invalid_url', `not a valid URL: ${String(input)}`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchFailure(
      'unsupported_scheme',
      `${url.protocol.slice(0, -1)} URLs are not analyzed, only http and https: ${url.href}`,
    );
  }
  if (url.username || url.password) {
    // Credentials in a URL would be sent on and could leak into reports.
    throw new FetchFailure('invalid_url', `URLs with credentials are not analyzed: ${url.host}`);
  }
  url.hash = '';
  return url;
}

export async function fetchResource(input: URL, options: FetchOptions): Promise<FetchedResource> {
  const started = performance.now();
  const redirects: string[] = [];
  const hops: RedirectHop[] = [];
  const seen = new Set<string>();
  let url = input;
  for (;;) {
    seen.add(url.href);
    const hop = await fetchOnce(url, options);
    const location = firstHeader(hop.headers.location);
    if (!REDIRECT_STATUSES.has(hop.status) || location === undefined) {
      return {
        url: input.href,
        finalUrl: url.href,
        redirects,
        hops,
        ...hop,
        elapsedMs: performance.now() - started,
      };
    }
    redirects.push(url.href);
    hops.push({ url: url.href, status: hop.status });
    const next = URL.parse(location, url.href);
    if (next === null) {
      throw new FetchFailure(
        'bad_redirect',
        `${url.href} redirects to an invalid URL: ${location}`,
      );
    }
    url = parseHttpUrl(aliased(next, options.originAlias, 'back'));
    if (seen.has(url.href)) {
      throw new FetchFailure('redirect_loop', `redirect loop: ${url.href} was already visited`);
    }
    if (redirects.length > options.maxRedirects) {
      throw new FetchFailure(
        'too_many_redirects',
        `more than ${options.maxRedirects} redirects, starting at ${input.href}`,
      );
    }
  }
}

type Hop = Omit<FetchedResource, 'url' | 'finalUrl' | 'redirects' | 'hops' | 'elapsedMs'>;

/**
 * The served folder's answer to a HEAD of `url` (ServedSiteOnWire.head), given in process: the
 * status and headers its server would send. Null when `options` name no such folder, or it has
 * no answer in process for the URL (ask over HTTP then). Throws the signal's reason once it aborts.
 */
export function servedHeadAnswer(
  url: URL,
  options: FetchOptions,
): { status: number; headers: IncomingHttpHeaders } | null {
  const answer = servedHeadAsIs(url, options);
  return answer === null ? null : { status: answer.status, headers: { ...answer.headers } };
}

/** servedHeadAnswer with the folder's own headers, to be read only. */
function servedHeadAsIs(url: URL, options: FetchOptions): ServedHeadAnswer | null {
  const head = options.servedSite?.head;
  const target = head === undefined ? null : servedTarget(url, options);
  if (head === undefined || target === null) return null;
  options.signal?.throwIfAborted();
  return head(target);
}

/**
 * A URL's path and query as the URL parser gives them back unchanged: segments of letters,
 * digits, `_`, `-`, `~` and dots (none empty or starting with a dot: no dot segment to remove),
 * and a query of characters it leaves alone, not empty. Nothing to encode, remove or resolve,
 * and no fragment: `${origin}${rest}` parses to that origin with `rest` as its path and query.
 */
const PLAIN_URL_REST = /^(?:\/[\w~-][\w.~-]*)+(?:\?[\w.~=&+,;:@!$()*/?%-]+)?$/;

/**
 * The served folder's answers to HEADs of a page's URLs (servedHeadAnswer for each URL, given
 * as a string), with what is the same for all of them worked out once, or null when `options`
 * name no folder answering in process. A page's images are mostly URLs of the folder's origin,
 * or of the production origin aliased to it, with a plain path: for those the URL is not
 * parsed and serialised again, nor its origin aliased, which were a third of an image's answer.
 * The answer's headers are the folder's own, to be read only. A URL that does not parse has no
 * answer in process (null), as for servedHeadAnswer. Throws the signal's reason once it aborts.
 */
export function servedHeadAnswers(
  options: FetchOptions,
): ((url: string) => ServedHeadAnswer | null) | null {
  const head = options.servedSite?.head;
  if (head === undefined) return null;
  const plainOrigins = plainServedOrigins(options);
  return (url) => {
    for (const origin of plainOrigins) {
      if (!url.startsWith(origin) || url.charCodeAt(origin.length) !== SLASH) continue;
      const rest = url.slice(origin.length);
      if (!PLAIN_URL_REST.test(rest)) break;
      options.signal?.throwIfAborted();
      return head(rest);
    }
    const parsed = URL.parse(url);
    return parsed === null ? null : servedHeadAsIs(parsed, options);
  };
}

const SLASH = 0x2f;

/** plainServedOrigins' last answer and what it depends on: the same for every page of a run. */
let lastOrigins: {
  served: string | undefined;
  from: string | undefined;
  to: string | undefined;
  origins: string[];
} | null = null;

/**
 * The origins whose URLs of a plain path and query the served folder answers at that path and
 * query: each found as the general path finds it, by asking where its root goes (the alias maps
 * origins only, whatever the path).
 */
function plainServedOrigins(options: FetchOptions): string[] {
  const served = options.servedSite?.origin;
  const alias = options.originAlias;
  const last = lastOrigins;
  if (last !== null && last.served === served && last.from === alias?.from && last.to === alias?.to)
    return last.origins;
  const origins = [alias?.from, served].filter(
    (origin): origin is string =>
      origin !== undefined &&
      URL.parse(origin)?.origin === origin &&
      servedTarget(new URL(`${origin}/`), options) === '/',
  );
  lastOrigins = { served, from: alias?.from, to: alias?.to, origins };
  return origins;
}

/**
 * The path and query `url` asks of the served folder (after the production origin's alias), or
 * null when `options` name no such folder or the URL is on another origin.
 */
function servedTarget(url: URL, options: FetchOptions): string | null {
  if (options.servedSite === undefined) return null;
  const wire = aliased(url, options.originAlias, 'forth');
  return wire.origin === options.servedSite.origin ? `${wire.pathname}${wire.search}` : null;
}

const NO_BODY = Buffer.alloc(0);

/** A hop whose answer has no body to read: a redirect, or the answer to a HEAD. */
function bodilessHop(status: number, headers: IncomingHttpHeaders): Hop {
  return {
    status,
    headers,
    body: NO_BODY,
    transferBytes: 0,
    contentEncoding: [],
    truncated: false,
  };
}

/**
 * The served folder's answer to a GET of `url` (ServedSiteOnWire.get), given in process: what
 * its server would send, already decoded. Null when `options` name no such folder, it has no
 * answer in process for the URL, or the answer is over the body cap either way: HTTP then fails
 * or cuts it exactly as for any other server.
 */
async function servedGetAnswer(url: URL, options: FetchOptions): Promise<Hop | null> {
  const get = options.servedSite?.get;
  const target = get === undefined ? null : servedTarget(url, options);
  if (get === undefined || target === null) return null;
  options.signal?.throwIfAborted();
  const answer = await get(target, ACCEPT_ENCODING);
  options.signal?.throwIfAborted();
  if (answer === null) return null;
  const cap = options.maxBodyBytes;
  if (answer.transferBytes > cap || answer.body.length > cap) return null;
  return {
    status: answer.status,
    headers: { ...answer.headers },
    body: answer.body,
    transferBytes: answer.transferBytes,
    contentEncoding: parseContentEncoding(answer.headers['content-encoding']),
    truncated: false,
  };
}

async function fetchOnce(url: URL, options: FetchOptions): Promise<Hop> {
  if (options.method === 'HEAD') {
    const answer = servedHeadAnswer(url, options);
    if (answer !== null) return bodilessHop(answer.status, answer.headers);
  } else {
    const answer = await servedGetAnswer(url, options);
    if (answer !== null) return answer;
  }
  const wire = aliased(url, options.originAlias, 'forth');
  const served = wire.origin === options.servedSite?.origin ? options.servedSite : undefined;
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  try {
    const response = await request(wire, {
      method: options.method ?? 'GET',
      dispatcher: served?.dispatcher ?? options.dispatcher,
      signal,
      // The folder's server sends no body after a HEAD: its connection can serve the next one.
      // Elsewhere undici closes it after every HEAD, in case one does (nodejs/undici#258).
      ...(options.method === 'HEAD' && served !== undefined ? { reset: false } : {}),
      headers: {
        'user-agent': options.userAgent,
        ...(options.extraHeaders?.origin === url.origin ? options.extraHeaders.headers : {}),
        // The body is decoded and typed by these two: a caller's header must not change them.
        accept: options.accept,
        'accept-encoding': ACCEPT_ENCODING,
      },
    });
    const status = response.statusCode;
    if (REDIRECT_STATUSES.has(status) && response.headers.location !== undefined) {
      // Let the connection be reused without reading a redirect page of any size.
      await response.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      return bodilessHop(status, response.headers);
    }
    if (options.method === 'HEAD') {
      // No body comes after HEAD, whatever Content-Encoding says: nothing to read or decode.
      await response.body.dump().catch(() => undefined);
      return bodilessHop(status, response.headers);
    }
    const { raw, truncated } = await readCapped(response, url, options);
    const contentEncoding = parseContentEncoding(firstHeader(response.headers['content-encoding']));
    const body = await decodeContent(raw, contentEncoding, options.maxBodyBytes, truncated).catch(
      (error: unknown) => {
        // A body cut short at the cap may legitimately fail to decode; keep what we have.
        if (truncated && error instanceof FetchFailure && error.code !== 'too_large') {
          return Buffer.alloc(0);
        }
        throw error;
      },
    );
    return {
      status,
      headers: response.headers,
      body,
      transferBytes: raw.length,
      contentEncoding,
      truncated,
    };
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (deadline.aborted) {
      throw new FetchFailure(
        'timeout',
        `${url.href}: no complete answer within ${options.timeoutMs} ms`,
      );
    }
    if (error instanceof FetchFailure && !error.message.startsWith(url.href)) {
      throw new FetchFailure(error.code, `${url.href}: ${error.message}`);
    }
    throw classifyFetchError(error, url.href);
  }
}

/**
 * The URL on the wire for a URL of the alias's `from` origin ('forth'), or the reported URL for
 * an answer that names the `to` origin ('back'); other URLs are left alone.
 */
function aliased(url: URL, alias: FetchOptions['originAlias'], way: 'forth' | 'back'): URL {
  if (alias === undefined) return url;
  const [from, to] = way === 'forth' ? [alias.from, alias.to] : [alias.to, alias.from];
  if (url.origin !== from) return url;
  return new URL(`${url.pathname}${url.search}`, to);
}

async function readCapped(
  response: Dispatcher.ResponseData,
  url: URL,
  options: FetchOptions,
): Promise<{ raw: Buffer; truncated: boolean }> {
  const cap = options.maxBodyBytes;
  const declared = Number(firstHeader(response.headers['content-length']));
  if (options.overflow === 'fail' && Number.isFinite(declared) && declared > cap) {
    response.body.destroy();
    throw new FetchFailure(
      'too_large',
      `${url.href}: the body is ${declared} bytes, more than the ${cap}-byte limit`,
    );
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    if (size + chunk.length > cap) {
      response.body.destroy();
      if (options.overflow === 'fail') {
        throw new FetchFailure('too_large', `${url.href}: the body is larger than ${cap} bytes`);
      }
      chunks.push(chunk.subarray(0, cap - size));
      return { raw: Buffer.concat(chunks), truncated: true };
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { raw: Buffer.concat(chunks, size), truncated: false };
}

export function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
