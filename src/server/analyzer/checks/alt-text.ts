// Image alt text as the `all` profile judges it: what a browser builds and shows, and text that
// is text. (phpRank's rule, any alt attribute at all, stays in seo.ts.)
import type { ImageFact } from '../html/page-facts.js';
import { type CheckOutcome, failed, firstOf, passed } from './check.js';

/**
 * Not judged: images inside <noscript> (never built when scripts run) and images not shown
 * (hidden, tracking pixels, presentational). alt="" marks a decorative image and passes; alt made
 * of whitespace alone (&nbsp; included) is no text.
 */
export function altOutcome(images: readonly ImageFact[]): CheckOutcome<'image_keywords'> {
  const judged = images.filter(isShown);
  const withoutAlt = judged.filter(
    (image) => image.alt === null || (image.alt !== '' && image.alt.trim() === ''),
  );
  const value = {
    images: judged.length,
    withoutAlt: withoutAlt.length,
    notJudged: images.length - judged.length,
  };
  if (withoutAlt.length === 0) return passed(value);
  const sources = withoutAlt.map((image) => image.src ?? image.srcset ?? '(no src)');
  return failed(value, { missing: firstOf(sources) });
}

/** An image a browser builds and shows: not inside <noscript>, not hidden, not a pixel. */
export function isShown(image: ImageFact): boolean {
  return !image.inNoscript && !image.hidden;
}
