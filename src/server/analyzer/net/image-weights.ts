// What a page's images weigh over the wire, for image_weight: a HEAD per distinct image (its
// Content-Length), through the same guarded agent as the page, so every address rule applies.
// Bounded: at most MAX_IMAGES_WEIGHED images (chosen by the worker that parsed the page),
// WEIGH_CONCURRENCY at a time, each request under the analyzer's timeout. A server that refuses
// HEAD or names no length is asked by GET, read only up to a cap: past it the image is known to
// weigh at least that much, which is all a budget needs. With a cache (image-weight-cache.ts),
// an image already weighed for another page of the run is not asked again.

import type { IncomingHttpHeaders } from 'node:http';
import { mediaType } from '../analyze-document.js';
import type { ImagesToWeigh, ImageWeight, ImageWeights } from '../checks/context.js';
import { MAX_IMAGES_WEIGHED } from '../checks/images.js';
import type { ImageWeightCache } from '../image-weight-cache.js';
import {
  type FetchOptions,
  fetchResource,
  firstHeader,
  servedHeadAnswers,
} from './fetch-resource.js';

export { MAX_IMAGES_WEIGHED };
/** Requests in flight at once per page: a browser opens about six connections per host. */
export const WEIGH_CONCURRENCY = 4;
const ACCEPT_IMAGE = 'image/avif,image/webp,image/*,*/*;q=0.8';

/** Where weights already known are kept, and what of the page's options they were asked with. */
export interface WeightMemory {
  cache: ImageWeightCache;
  /** Everything but the URL that changes an answer (analyze-url.ts builds it). */
  context: string;
}

/**
 * Weighs `images.urls` (distinct, in page order). `readCap`: most bytes read by the GET
 * fallback; an image past it is reported as `atLeast` the cap. Rejects only when the page's
 * signal aborts: any other failure is an image of unknown weight.
 */
export async function weighImages(
  images: ImagesToWeigh,
  options: FetchOptions,
  readCap: number,
  memory?: WeightMemory,
): Promise<ImageWeights> {
  const asked = images.urls;
  const weights: ImageWeight[] = new Array(asked.length);
  // Images of the served folder answered in process (most of a site-dir page's), all of them
  // first and at once: no request, no wait, and none of the cache's bookkeeping or room. The
  // folder does not change during the audit, so the answer is the one the cache would have kept.
  const servedHead = servedHeadAnswers(options);
  const overHttp: number[] = [];
  for (let index = 0; index < asked.length; index++) {
    const url = asked[index] as string;
    const answer = servedHead === null ? null : servedHead(url);
    const inProcess = answer === null ? null : weightOfHead(url, answer);
    if (inProcess === null) overHttp.push(index);
    else weights[index] = inProcess;
  }
  if (overHttp.length === 0) return { images: weights, notAsked: images.notAsked };
  // The same for every image of the page asked over HTTP: made once, not once an image.
  const head: FetchOptions = {
    ...options,
    accept: ACCEPT_IMAGE,
    overflow: 'truncate',
    method: 'HEAD',
    maxBodyBytes: 0,
  };
  const context = memory === undefined ? '' : memory.cache.contextKey(memory.context);
  const weigh = (url: string): Promise<ImageWeight> =>
    memory === undefined
      ? weighOne(url, head, readCap)
      : memory.cache.get(`${url} ${context}`, () => weighOne(url, head, readCap), options.signal);
  let next = 0;
  const worker = async () => {
    while (next < overHttp.length) {
      const index = overHttp[next++] as number;
      weights[index] = await weigh(asked[index] as string);
    }
  };
  await Promise.all(Array.from({ length: Math.min(WEIGH_CONCURRENCY, overHttp.length) }, worker));
  return { images: weights, notAsked: images.notAsked };
}

/** `headOptions`: the page's fetch options for an image's HEAD (weighImages makes them). */
async function weighOne(
  url: string,
  headOptions: FetchOptions,
  readCap: number,
): Promise<ImageWeight> {
  const target = new URL(url);
  try {
    const head = await fetchResource(target, headOptions);
    const weighed = weightOfHead(url, head);
    if (weighed !== null) return weighed;
    // 405 or 501 (HEAD refused), or no length named: read the image itself, up to the cap.
    if (head.status >= 400 && head.status !== 405 && head.status !== 501) {
      return { url, bytes: null, status: head.status };
    }
    const got = await fetchResource(target, {
      ...headOptions,
      method: 'GET',
      maxBodyBytes: readCap,
    });
    if (got.status < 200 || got.status >= 300) return { url, bytes: null, status: got.status };
    // A length named on GET is the weight, even when the read stopped at the cap.
    const named = lengthOf(got.headers['content-length']);
    const atLeast = named === null && got.truncated;
    return {
      url,
      bytes: named ?? got.transferBytes,
      status: got.status,
      ...(atLeast ? { atLeast: true } : {}),
      ...typeOf(got.headers),
    };
  } catch {
    if (headOptions.signal?.aborted) throw headOptions.signal.reason;
    // A timeout or a refused address: unknown weight, never a failure of the page.
    return { url, bytes: null, status: null };
  }
}

/** The weight a HEAD's answer names: a success with a Content-Length; null for anything else. */
function weightOfHead(
  url: string,
  head: { status: number; headers: Readonly<IncomingHttpHeaders> },
): ImageWeight | null {
  const declared = lengthOf(head.headers['content-length']);
  if (head.status < 200 || head.status >= 300 || declared === null) return null;
  // Built as it is, not spread: every image of every page of a build folder comes here.
  const contentType = mediaTypeOf(head.headers);
  return contentType === undefined
    ? { url, bytes: declared, status: head.status }
    : { url, bytes: declared, status: head.status, contentType };
}

function lengthOf(value: string | string[] | undefined): number | null {
  const text = firstHeader(value)?.trim();
  if (text === undefined || !/^\d+$/.test(text)) return null;
  return Number(text);
}

function typeOf(headers: Readonly<Record<string, string | string[] | undefined>>): {
  contentType?: string;
} {
  const type = mediaTypeOf(headers);
  return type === undefined ? {} : { contentType: type };
}

/** The media type of the headers' Content-Type (analyze-document.ts); undefined if none. */
function mediaTypeOf(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): string | undefined {
  return mediaType(firstHeader(headers['content-type'])) ?? undefined;
}
