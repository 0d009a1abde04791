// What a page's images weigh over the wire, for image_weight: a HEAD per distinct image (its
// Content-Length), through the same guarded agent as the page, so every address rule applies.
// Bounded: at most MAX_IMAGES_WEIGHED images, WEIGH_CONCURRENCY at a time, each request under the
// analyzer's timeout. A server that refuses HEAD or names no length is asked by GET, read only up
// to a cap: past it the image is known to weigh at least that much, which is all a budget needs.
import type { ImageWeight, ImageWeights } from '../checks/context.js';
import { type FetchOptions, fetchResource, firstHeader } from './fetch-resource.js';

/** A page's first images are the ones a visitor waits for; past this many, they are counted only. */
export const MAX_IMAGES_WEIGHED = 40;
/** Requests in flight at once per page: a browser opens about six connections per host. */
export const WEIGH_CONCURRENCY = 4;
const ACCEPT_IMAGE = 'image/avif,image/webp,image/*,*/*;q=0.8';

/**
 * Weighs the distinct http(s) `urls` (in page order). `readCap`: most bytes read by the GET
 * fallback; an image past it is reported as `atLeast` the cap.
 */
export async function weighImages(
  urls: readonly string[],
  options: FetchOptions,
  readCap: number,
): Promise<ImageWeights> {
  const distinct = [...new Set(urls)];
  const asked = distinct.slice(0, MAX_IMAGES_WEIGHED);
  const images: ImageWeight[] = new Array(asked.length);
  let next = 0;
  const worker = async () => {
    while (next < asked.length) {
      const index = next++;
      images[index] = await weighOne(asked[index] as string, options, readCap);
    }
  };
  await Promise.all(Array.from({ length: Math.min(WEIGH_CONCURRENCY, asked.length) }, worker));
  return { images, notAsked: distinct.length - asked.length };
}

async function weighOne(url: string, options: FetchOptions, readCap: number): Promise<ImageWeight> {
  const target = new URL(url);
  const common = { ...options, accept: ACCEPT_IMAGE, overflow: 'truncate' as const };
  try {
    const head = await fetchResource(target, { ...common, method: 'HEAD', maxBodyBytes: 0 });
    const declared = lengthOf(head.headers['content-length']);
    if (head.status >= 200 && head.status < 300 && declared !== null) {
      return { url, bytes: declared, status: head.status, ...typeOf(head.headers) };
    }
    // 405 or 501 (HEAD refused), or no length named: read the image itself, up to the cap.
    if (head.status >= 400 && head.status !== 405 && head.status !== 501) {
      return { url, bytes: null, status: head.status };
    }
    const got = await fetchResource(target, { ...common, maxBodyBytes: readCap });
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
    if (options.signal?.aborted) throw options.signal.reason;
    // A timeout or a refused address: unknown weight, never a failure of the page.
    return { url, bytes: null, status: null };
  }
}

function lengthOf(value: string | string[] | undefined): number | null {
  const text = firstHeader(value)?.trim();
  if (text === undefined || !/^\d+$/.test(text)) return null;
  return Number(text);
}

function typeOf(headers: Record<string, string | string[] | undefined>): {
  contentType?: string;
} {
  const type = firstHeader(headers['content-type'])?.split(';')[0]?.trim().toLowerCase();
  return type ? { contentType: type } : {};
}
