// How images affect loading: reserved space (no layout shift) and lazy loading below the top.
import { candidates } from '../html/extract-facts.js';
import type { ImageFact } from '../html/page-facts.js';
import { isShown } from './alt-text.js';
import {
  type CheckLogic,
  type CheckOutcome,
  type Errors,
  firstOf,
  type LogicTable,
  notApplicable,
  outcomeOf,
} from './check.js';
import type { CheckContext, ImagesToWeigh, ImageWeights } from './context.js';
import type { CheckLimits } from './limits.js';

/** A dimension a browser can use: starts with digits (HTML's rules for parsing dimension values). */
const DIMENSION = /^\s*\d/;

export const imageDimensions: CheckLogic<'image_dimensions'> = {
  run(context) {
    // Images never built (<noscript>) or not shown (hidden, pixels) take no space on the screen.
    const images = context.facts.images.filter(isShown);
    const without = images.filter(
      (image) => !DIMENSION.test(image.width ?? '') || !DIMENSION.test(image.height ?? ''),
    );
    const value = { images: images.length, withoutDimensions: without.length };
    return outcomeOf(value, without.length === 0 ? {} : { missing: sources(without, context) });
  },
};

export const lazyLoading: CheckLogic<'lazy_loading'> = {
  run(context) {
    // Only images a browser builds and shows: a <noscript> copy of a lazy image, or a tracking
    // pixel, is no image at the top of the page.
    const images = context.facts.images.filter(isShown);
    const eager = context.limits.eagerImages;
    // The first images are likely in view (one is often the largest paint): loading them lazily
    // delays them. The rest should wait until the reader scrolls near them.
    const top = images.slice(0, eager);
    const below = images.slice(eager);
    const lazyAtTop = top.filter((image) => image.loading === 'lazy');
    const eagerBelow = below.filter((image) => image.loading !== 'lazy');
    const value = {
      images: images.length,
      lazy: images.filter((image) => image.loading === 'lazy').length,
      eagerImages: eager,
    };
    const errors: Errors<'lazy_loading'> = {};
    if (eagerBelow.length > 0) errors.missing = sources(eagerBelow, context);
    if (lazyAtTop.length > 0) errors.lazy_above_fold = sources(lazyAtTop, context);
    return outcomeOf(value, errors);
  },
};

function sources(images: readonly ImageFact[], { resolve }: CheckContext): string[] {
  return firstOf(images).map((image) => {
    const raw = image.src ?? candidates(image.srcset ?? '')[0] ?? '(no src)';
    return raw.startsWith('data:') ? raw.slice(0, 40) : (resolve(raw)?.href ?? raw);
  });
}

/** A page's first images are the ones a visitor waits for; past this many, they are counted only. */
export const MAX_IMAGES_WEIGHED = 40;

/**
 * The distinct http(s) URLs of the images a phone browser would load for the page, in page order:
 * of a <picture>, its first <source> (the modern format it offers); else the src, else the first
 * srcset candidate. Images never built or not shown are left out, and data: URLs weigh on the HTML.
 * Only the first MAX_IMAGES_WEIGHED are weighed; the rest are counted.
 */
export function imagesToWeigh(images: readonly ImageFact[], base: URL): ImagesToWeigh {
  const urls = new Set<string>();
  for (const image of images) {
    if (!isShown(image)) continue;
    const fromSource = image.sources.map((source) => candidates(source.srcset ?? '')[0])[0];
    const raw = fromSource ?? image.src ?? candidates(image.srcset ?? '')[0];
    if (raw === undefined || raw === null) continue;
    const url = URL.parse(raw.trim(), base.href);
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) continue;
    url.hash = '';
    urls.add(url.href);
  }
  const distinct = [...urls];
  const asked = distinct.slice(0, MAX_IMAGES_WEIGHED);
  return { urls: asked, notAsked: distinct.length - asked.length };
}

/**
 * Share of an image's bytes that WebP likely saves, by the format it is served in: Google's WebP
 * study found lossy WebP 25-34% smaller than JPEG at the same SSIM, lossless WebP 26% smaller than
 * PNG. AVIF usually saves more; the low figures keep the estimate honest.
 */
const MODERN_SAVING: Readonly<Record<string, number>> = {
  'image/jpeg': 0.25,
  'image/jpg': 0.25,
  'image/png': 0.26,
};

export const imageWeight: CheckLogic<'image_weight'> = {
  run: (context) => judgeImageWeights(context.input.imageWeights, context.limits),
};

/**
 * image_weight's verdict from the weights alone: the service judges it on its main thread once
 * the images are weighed, after the worker has judged the document (analyze-document.ts).
 */
export function judgeImageWeights(
  weights: ImageWeights | undefined,
  limits: Pick<CheckLimits, 'maxImageBytes' | 'maxPageImageBytes' | 'imageFormats'>,
): CheckOutcome<'image_weight'> {
  if (weights === undefined) return notApplicable('the images were not requested');
  const { maxImageBytes, maxPageImageBytes, imageFormats } = limits;
  const weighed = weights.images.filter((image) => image.bytes !== null);
  const total = weighed.reduce((sum, image) => sum + (image.bytes as number), 0);
  const tooLarge = weighed
    .filter((image) => (image.bytes as number) > maxImageBytes)
    .map((image) => {
      const bytes = image.bytes as number;
      const type = image.contentType ?? '';
      const subtype = type.replace(/^image\//, '');
      const share = imageFormats.includes(subtype) ? undefined : MODERN_SAVING[type];
      return {
        url: image.url,
        bytes,
        ...(image.atLeast ? { atLeast: true } : {}),
        ...(share === undefined ? {} : { estimatedSavingBytes: Math.round(bytes * share) }),
      };
    });
  const value = {
    images: weights.images.length + weights.notAsked,
    weighed: weighed.length,
    notWeighed: weights.images.length - weighed.length + weights.notAsked,
    bytes: total,
    maxImageBytes,
    maxPageImageBytes,
  };
  const errors: Errors<'image_weight'> = {};
  if (tooLarge.length > 0) errors.too_large = firstOf(tooLarge);
  if (total > maxPageImageBytes) errors.total_too_large = { bytes: total, max: maxPageImageBytes };
  return outcomeOf(value, errors);
}

export const IMAGE_LOGIC = {
  image_dimensions: imageDimensions,
  lazy_loading: lazyLoading,
  image_weight: imageWeight,
} satisfies Partial<LogicTable>;
