// The networked half: fetch the page under the safety rules (and render it in a browser when
// asked), then /robots.txt, a random /404-<hex> path and /sitemap.xml, and hand everything to the
// checks (in the service, a worker thread parses and judges the page); then ask here for what
// they name, the canonical URL and the images, and complete the checks that read the answers.
// Every page problem ends as an Analysis with a failure; only the caller's abort rejects.

import { createHash, randomBytes } from 'node:crypto';
import { Agent, Dispatcher } from 'undici';
import { resolveExtraHeaders } from '../../shared/extra-headers.js';
import {
  directivesBlockIndexing,
  xRobotsTagBlocksIndexing,
} from '../../shared/robots-directives.js';
import {
  admissionFailure,
  analyzeDocumentPhase,
  completeAnalysis,
  failedAnalysis,
  responseFailure,
  unreachableAnalysis,
} from './analyze-document.js';
import type { CanonicalTarget, ProbeOutcome } from './checks/context.js';
import { extractFacts } from './html/extract-facts.js';
import { decodeHtml } from './net/charset.js';
import { FetchFailure } from './net/fetch-failure.js';
import {
  type FetchOptions,
  fetchResource,
  firstHeader,
  parseHttpUrl,
} from './net/fetch-resource.js';
import { createGuardedConnector } from './net/guarded-connector.js';
import { weighImages } from './net/image-weights.js';
import {
  type AnalyzerOptions,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_USER_AGENT,
  resolveCheckSettings,
} from './options.js';
import type { OriginProbes } from './origin-probes.js';
import { type RenderedPage, RenderFailure, renderPage } from './render/render-page.js';
import type { Analysis } from './types.js';

const ACCEPT_HTML = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';
const ACCEPT_TEXT = 'text/plain,*/*;q=0.5';
const ACCEPT_XML = 'application/xml,text/xml;q=0.9,*/*;q=0.5';
/** Crawlers read the first 500 KiB of robots.txt (RFC 9309); we read as much. */
const ROBOTS_MAX_BYTES = 500 * 1024;
/** Enough of a sitemap to see what it is; of a 404 page, only the status matters. */
const PROBE_MAX_BYTES = 16 * 1024;

export async function analyzeUrl(url: string, options: AnalyzerOptions = {}): Promise<Analysis> {
  const { signal } = options;
  signal?.throwIfAborted();
  // Bad options are the caller's mistake, not the page's: they throw before any request.
  const settings = resolveCheckSettings(options);
  const extraHeaders = resolveExtraHeaders(options.headers);
  let target: URL;
  try {
    target = parseHttpUrl(url);
  } catch (error) {
    return failedAnalysis(url, null, asFailure(error));
  }

  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const agent = new PageAgent({
    allowPrivateNetwork: options.allowPrivateNetwork ?? false,
    allowedAddresses: options.allowedAddresses,
    ...(options.servedSite === undefined ? {} : { allowedOrigin: options.servedSite.origin }),
    lookup: options.lookup,
    connectTimeoutMs: timeoutMs,
    ca: options.ca,
  });
  // The served folder's connections outlive the page (served-site-connections.ts); the rest are
  // the page's own.
  const servedDispatcher =
    options.servedSite !== undefined &&
    options.servedSiteConnections?.origin === options.servedSite.origin
      ? options.servedSiteConnections.dispatcherFor(timeoutMs)
      : null;
  const base: FetchOptions = {
    dispatcher: agent,
    timeoutMs,
    maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    overflow: 'fail',
    accept: ACCEPT_HTML,
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    signal,
    ...(options.servedSite === undefined
      ? {}
      : {
          servedSite: {
            origin: options.servedSite.origin,
            head: options.servedSite.head,
            get: options.servedSite.get,
            ...(servedDispatcher === null ? {} : { dispatcher: servedDispatcher }),
          },
        }),
    ...(options.servedSite?.productionOrigin === undefined
      ? {}
      : {
          originAlias: { from: options.servedSite.productionOrigin, to: options.servedSite.origin },
        }),
    // Bound to the origin asked for: a redirect elsewhere, or a probe there, goes without them.
    ...(Object.keys(extraHeaders).length === 0
      ? {}
      : { extraHeaders: { origin: target.origin, headers: extraHeaders } }),
  };

  let finalUrl: string | null = null;
  let fetchMs = 0;
  try {
    const page = await fetchResource(target, base);
    finalUrl = page.finalUrl;
    fetchMs = page.elapsedMs;
    const contentType = firstHeader(page.headers['content-type']);
    // Refuse a PDF or an error page before trying to decode it as HTML text.
    const bodyStart = page.body.subarray(0, 1024).toString('latin1');
    const refusal = responseFailure(
      finalUrl,
      page.status,
      contentType,
      bodyStart,
      settings.profile,
    );
    if (refusal !== null) return failedAnalysis(url, finalUrl, refusal, fetchMs);
    const decoded = decodeHtml(page.body, contentType);
    const origin = new URL(finalUrl).origin;
    // The rendered DOM replaces the served HTML for the document checks; status, headers,
    // sizes and timing stay those of the raw response.
    let rendered: RenderedPage | null = null;
    if (options.render && page.status < 400) {
      rendered = await renderPage(finalUrl, {
        ...(typeof options.render === 'object' ? options.render : {}),
        allowPrivateNetwork: options.allowPrivateNetwork ?? false,
        allowedAddresses: options.allowedAddresses,
        lookup: options.lookup,
        userAgent: base.userAgent,
        extraHeaders: base.extraHeaders,
        signal,
      });
    }
    const body = rendered?.html ?? decoded.text;
    const headers = page.headers;
    const input = {
      url,
      finalUrl,
      status: page.status,
      headers,
      body,
      bodyBytes: page.body.length,
      transferBytes: page.transferBytes,
      loadTimeMs: page.elapsedMs,
      httpVersion: agent.protocols.get(origin),
      charset: { name: decoded.charset, source: decoded.source },
      fetchMs,
      redirects: page.hops,
      ...(rendered === null ? {} : { rendered: true }),
    };
    const empty = admissionFailure(input, settings.profile);
    if (empty !== null) return failedAnalysis(url, finalUrl, empty, fetchMs);
    const fetchOriginProbes = () => probeOrigin(origin, base);
    const { robots, notFound, sitemap } = options.originProbes
      ? await options.originProbes.get(
          originProbesKey(origin, base, options),
          fetchOriginProbes,
          signal,
        )
      : await fetchOriginProbes();
    // The document phase: the parse and the checks, and what they still need from the network.
    // In the service, a worker thread under the generation's deadline: this thread never parses
    // the page.
    const judge = options.judge ?? analyzeDocumentPhase;
    const phase = await judge({ ...input, robots, notFound, sitemap }, options);
    if (phase.imagesToWeigh === null && phase.canonical === null) return phase.analysis;
    // The network phase, here where the network is: the canonical URL the page names and its
    // images (a few dozen requests at most, most of them answered by the run's cache), under
    // the same signal; then the checks that read the answers are judged from them alone.
    const readCap = settings.limits.maxPageImageBytes + 1;
    const [canonicalTarget, imageWeights] = await Promise.all([
      phase.canonical === null ? undefined : probeCanonical(new URL(phase.canonical.url), base),
      phase.imagesToWeigh === null
        ? undefined
        : weighImages(
            phase.imagesToWeigh,
            base,
            readCap,
            options.imageWeights === undefined
              ? undefined
              : {
                  cache: options.imageWeights,
                  context: imageWeightContext(base, options, readCap),
                },
          ),
    ]);
    return completeAnalysis(
      phase,
      {
        ...(canonicalTarget === undefined ? {} : { canonicalTarget }),
        ...(imageWeights === undefined ? {} : { imageWeights }),
      },
      options,
    );
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    const failure = asFailure(error);
    // A redirect loop or an endless chain is the page's own fault, not a fetch that went wrong:
    // a report that names the check (redirects) says so, where a failed report would not.
    if (settings.profile === 'all' && REDIRECT_FAILURES.has(failure.code))
      return unreachableAnalysis(url, failure, {
        max: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
      });
    return failedAnalysis(url, finalUrl, failure, fetchMs);
  } finally {
    agent.destroy().catch(() => undefined);
  }
}

/**
 * The page's own agent, made on its first request: its connections, and the protocols they
 * negotiated, are this page's alone, and destroying it leaves nothing behind. A page of the
 * served folder whose requests all go to the folder's shared pool (or are answered in process)
 * makes none.
 */
class PageAgent extends Dispatcher {
  readonly #guard: Parameters<typeof createGuardedConnector>[0];
  #connector: ReturnType<typeof createGuardedConnector> | null = null;
  #agent: Agent | null = null;

  constructor(guard: Parameters<typeof createGuardedConnector>[0]) {
    super();
    this.#guard = guard;
  }

  /** ALPN protocol per origin of the page's TLS connections (guarded-connector.ts). */
  get protocols(): ReadonlyMap<string, string> {
    return this.#connector?.protocols ?? NO_PROTOCOLS;
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler) {
    if (this.#agent === null) {
      const timeoutMs = this.#guard.connectTimeoutMs;
      this.#connector = createGuardedConnector(this.#guard);
      this.#agent = new Agent({
        connect: this.#connector.connect,
        allowH2: true,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    }
    return this.#agent.dispatch(options, handler);
  }

  override close(): Promise<void> {
    return this.#agent?.close() ?? Promise.resolve();
  }

  override destroy(): Promise<void> {
    return this.#agent?.destroy() ?? Promise.resolve();
  }
}

const NO_PROTOCOLS: ReadonlyMap<string, string> = new Map();

/** Enough of a page to read its robots meta tag in <head>. */
const CANONICAL_MAX_BYTES = 64 * 1024;

async function probeCanonical(url: URL, options: FetchOptions): Promise<CanonicalTarget> {
  try {
    const answer = await fetchResource(url, {
      ...options,
      maxBodyBytes: CANONICAL_MAX_BYTES,
      overflow: 'truncate',
    });
    const first = answer.hops[0];
    if (first !== undefined) return { url: url.href, status: first.status };
    const robotsHeaders = answer.headers['x-robots-tag'];
    const noindex =
      xRobotsTagBlocksIndexing(robotsHeaders) ||
      extractFacts(answer.body.toString('utf8')).metaRobots.some((content) =>
        directivesBlockIndexing(content),
      );
    return { url: url.href, status: answer.status, noindex };
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    return { url: url.href, status: null, error: asFailure(error).message };
  }
}

/** What every page of `origin` shares: its robots.txt, sitemap.xml and a missing page. */
async function probeOrigin(origin: string, base: FetchOptions): Promise<OriginProbes> {
  const [robots, notFound, sitemap] = await Promise.all([
    probe(new URL('/robots.txt', origin), { ...base, accept: ACCEPT_TEXT }, ROBOTS_MAX_BYTES),
    probe(new URL(`/404-${randomBytes(8).toString('hex')}`, origin), base, PROBE_MAX_BYTES),
    probe(new URL('/sitemap.xml', origin), { ...base, accept: ACCEPT_XML }, PROBE_MAX_BYTES),
  ]);
  return { robots, notFound, sitemap };
}

/**
 * The origin, and what else changes what its probes answer: whether this page's extra headers
 * go to it (they do only when it is the origin asked for) and whether private addresses may be
 * reached. The rest of the options are the service's, the same for every page.
 */
function originProbesKey(origin: string, base: FetchOptions, options: AnalyzerOptions): string {
  const headers = base.extraHeaders?.origin === origin ? 'headers' : 'no-headers';
  const network = options.allowPrivateNetwork ? 'private' : 'public';
  return `${origin} ${headers} ${network}`;
}

/**
 * Everything of the page's fetch that can change what an image URL answers, for the key of the
 * run's image weight cache (image-weight-cache.ts): the address policy, the folder served for
 * the audit and its production origin, the extra headers (a digest of their values, never the
 * values) and the origin they go to, the User-Agent, the redirect limit, the timeout and the
 * read cap. `lookup` and `ca` are the service's own, the same for every page of the cache.
 */
function imageWeightContext(base: FetchOptions, options: AnalyzerOptions, readCap: number): string {
  const headers =
    base.extraHeaders === undefined
      ? null
      : [base.extraHeaders.origin, digestOf(Object.entries(base.extraHeaders.headers).sort())];
  return JSON.stringify([
    options.allowPrivateNetwork ? 'private' : 'public',
    options.allowedAddresses ?? [],
    options.servedSite ?? null,
    headers,
    base.userAgent,
    base.maxRedirects,
    base.timeoutMs,
    readCap,
  ]);
}

function digestOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

async function probe(url: URL, options: FetchOptions, maxBodyBytes: number): Promise<ProbeOutcome> {
  try {
    const answer = await fetchResource(url, { ...options, maxBodyBytes, overflow: 'truncate' });
    const contentType = firstHeader(answer.headers['content-type']);
    return {
      url: url.href,
      status: answer.status,
      ...(contentType === undefined ? {} : { contentType }),
      body: answer.body.toString('utf8'),
    };
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    return { url: url.href, status: null, error: asFailure(error).message };
  }
}

const REDIRECT_FAILURES = new Set(['redirect_loop', 'too_many_redirects']);

function asFailure(error: unknown): { code: string; message: string } {
  if (error instanceof FetchFailure) return { code: error.code, message: error.message };
  if (error instanceof RenderFailure) return { code: error.code, message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'internal_error', message: `unexpected analyzer error: ${message}` };
}
