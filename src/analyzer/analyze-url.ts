// The networked half: fetch the page under the safety rules, then /robots.txt, a random
// /404-<hex> path and /sitemap.xml on the page's origin, and hand everything to analyzeDocument.
// Every page problem ends as an Analysis with a failure; only the caller's abort rejects.
import { randomBytes } from 'node:crypto';
import { Agent } from 'undici';
import { analyzeDocument, failedAnalysis, responseFailure } from './analyze-document.js';
import type { ProbeOutcome } from './checks/context.js';
import { decodeHtml } from './net/charset.js';
import { FetchFailure } from './net/fetch-failure.js';
import {
  type FetchOptions,
  fetchResource,
  firstHeader,
  parseHttpUrl,
} from './net/fetch-resource.js';
import { createGuardedConnector } from './net/guarded-connector.js';
import {
  type AnalyzerOptions,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_USER_AGENT,
} from './options.js';
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
  let target: URL;
  try {
    target = parseHttpUrl(url);
  } catch (error) {
    return failedAnalysis(url, null, asFailure(error));
  }

  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const connector = createGuardedConnector({
    allowPrivateNetwork: options.allowPrivateNetwork ?? false,
    allowedAddresses: options.allowedAddresses,
    lookup: options.lookup,
    connectTimeoutMs: timeoutMs,
    ca: options.ca,
  });
  // One agent per analysis: its connections, and the protocols they negotiated, are this
  // page's alone, and destroying it leaves nothing behind.
  const agent = new Agent({
    connect: connector.connect,
    allowH2: true,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const base: FetchOptions = {
    dispatcher: agent,
    timeoutMs,
    maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    overflow: 'fail',
    accept: ACCEPT_HTML,
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    signal,
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
    const refusal = responseFailure(finalUrl, page.status, contentType, bodyStart);
    if (refusal !== null) return failedAnalysis(url, finalUrl, refusal, fetchMs);
    const decoded = decodeHtml(page.body, contentType);
    const origin = new URL(finalUrl).origin;
    const [robots, notFound, sitemap] = await Promise.all([
      probe(new URL('/robots.txt', origin), { ...base, accept: ACCEPT_TEXT }, ROBOTS_MAX_BYTES),
      probe(new URL(`/404-${randomBytes(8).toString('hex')}`, origin), base, PROBE_MAX_BYTES),
      probe(new URL('/sitemap.xml', origin), { ...base, accept: ACCEPT_XML }, PROBE_MAX_BYTES),
    ]);
    const judge = options.judge ?? analyzeDocument;
    return await judge(
      {
        url,
        finalUrl,
        status: page.status,
        headers: page.headers,
        body: decoded.text,
        bodyBytes: page.body.length,
        transferBytes: page.transferBytes,
        loadTimeMs: page.elapsedMs,
        httpVersion: connector.protocols.get(origin),
        charset: { name: decoded.charset, source: decoded.source },
        robots,
        notFound,
        sitemap,
        fetchMs,
      },
      options,
    );
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    return failedAnalysis(url, finalUrl, asFailure(error), fetchMs);
  } finally {
    agent.destroy().catch(() => undefined);
  }
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

function asFailure(error: unknown): { code: string; message: string } {
  if (error instanceof FetchFailure) return { code: error.code, message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'internal_error', message: `unexpected analyzer error: ${message}` };
}
