// The table of checks: every key of docs/compatibility.md ("The score"), with its importance and
// category, then the analyzer's own. A report lists results in this order.
import type { CheckProfile } from '../options.js';
import { canonical } from './canonical.js';
import type { CheckDefinition } from './check.js';
import { hreflang } from './hreflang.js';
import { imageDimensions, lazyLoading } from './images.js';
import { MISCELLANEOUS_CHECKS } from './miscellaneous.js';
import { openGraph } from './open-graph.js';
import { PERFORMANCE_CHECKS } from './performance.js';
import { httpStatus, redirects } from './response.js';
import { SECURITY_CHECKS } from './security.js';
import { SEO_CHECKS } from './seo.js';

export type { CheckDefinition, Verdict } from './check.js';

/** The 36 checks of deployed phpRank services, with their importance. */
const PHPRANK_CHECKS: readonly CheckDefinition[] = [
  ...SEO_CHECKS,
  ...PERFORMANCE_CHECKS,
  ...SECURITY_CHECKS,
  ...MISCELLANEOUS_CHECKS,
];

/** What deployed services miss: the page's own answer, canonicals, alternates, sharing, images. */
const EXTRA_CHECKS: readonly CheckDefinition[] = [
  httpStatus,
  redirects,
  canonical,
  hreflang,
  openGraph,
  imageDimensions,
  lazyLoading,
];

const CHECKS: readonly CheckDefinition[] = [...PHPRANK_CHECKS, ...EXTRA_CHECKS];

export function checksFor(profile: CheckProfile): readonly CheckDefinition[] {
  return profile === 'phprank' ? PHPRANK_CHECKS : CHECKS;
}

/** The check keys of the default (`all`) profile, in report order. */
export const CHECK_KEYS: readonly string[] = CHECKS.map((check) => check.key);
/** The 36 keys of the `phprank` profile, in report order. */
export const PHPRANK_CHECK_KEYS: readonly string[] = PHPRANK_CHECKS.map((check) => check.key);
