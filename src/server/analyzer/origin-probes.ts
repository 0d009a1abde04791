// What belongs to an origin rather than to a page: /robots.txt, /sitemap.xml and the answer
// for a missing page. Every page of a site gets the same answers, so a service auditing many
// pages of one site fetches them once per origin (four requests a page became one).
//
// The cache lives with the fetching, on the service's main thread; the worker threads only
// judge the facts they are handed, so one fetch serves every thread. Its lifetime is bounded
// (a self-hosted service that runs for weeks must see a robots.txt change) and so is its size;
// failures are remembered as answers, aborts are not (answer-cache.ts).
import { AnswerCache, DEFAULT_ANSWER_TTL_MS } from './answer-cache.js';
import type { ProbeOutcome } from './checks/context.js';

export interface OriginProbes {
  robots: ProbeOutcome;
  notFound: ProbeOutcome;
  sitemap: ProbeOutcome;
}

export interface OriginProbeCacheOptions {
  /** How long an origin's answers are used, from when they were asked for. Default 5 minutes. */
  ttlMs?: number;
  /** Origins remembered at most; the least recently used goes first. Default 500. */
  maxOrigins?: number;
  /** Bytes of probe bodies remembered at most (robots.txt may be 500 KiB). Default 16 MiB. */
  maxBytes?: number;
  /** The clock, in milliseconds (tests move it). Default Date.now. */
  now?: () => number;
}

export const DEFAULT_ORIGIN_TTL_MS = DEFAULT_ANSWER_TTL_MS;

export class OriginProbeCache extends AnswerCache<OriginProbes> {
  constructor(options: OriginProbeCacheOptions = {}) {
    super(
      {
        ...options,
        maxEntries: options.maxOrigins ?? 500,
        maxBytes: options.maxBytes ?? 16 * 1024 * 1024,
      },
      bodyBytes,
    );
  }
}

function bodyBytes(probes: OriginProbes): number {
  return (
    (probes.robots.body?.length ?? 0) +
    (probes.notFound.body?.length ?? 0) +
    (probes.sitemap.body?.length ?? 0)
  );
}
