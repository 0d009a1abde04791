// How images affect loading: reserved space (no layout shift) and lazy loading below the top.
import { candidates } from '../html/extract-facts.js';
import type { ImageFact } from '../html/page-facts.js';
import { isShown } from './alt-text.js';
import { type CheckLogic, type Errors, firstOf, type LogicTable, outcomeOf } from './check.js';
import type { CheckContext } from './context.js';

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

export const IMAGE_LOGIC = {
  image_dimensions: imageDimensions,
  lazy_loading: lazyLoading,
} satisfies Partial<LogicTable>;

function sources(images: readonly ImageFact[], { resolve }: CheckContext): string[] {
  return firstOf(images).map((image) => {
    const raw = image.src ?? candidates(image.srcset ?? '')[0] ?? '(no src)';
    return raw.startsWith('data:') ? raw.slice(0, 40) : (resolve(raw)?.href ?? raw);
  });
}
