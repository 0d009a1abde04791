// The table of checks: every key of compatibility.md ("The score"), with its importance and
// category. A report lists results in this order.
import type { CheckDefinition } from './check.js';
import { MISCELLANEOUS_CHECKS } from './miscellaneous.js';
import { PERFORMANCE_CHECKS } from './performance.js';
import { SECURITY_CHECKS } from './security.js';
import { SEO_CHECKS } from './seo.js';

export type { CheckDefinition, Verdict } from './check.js';

export const CHECKS: readonly CheckDefinition[] = [
  ...SEO_CHECKS,
  ...PERFORMANCE_CHECKS,
  ...SECURITY_CHECKS,
  ...MISCELLANEOUS_CHECKS,
];

/** The check keys, in report order. */
export const CHECK_KEYS: readonly string[] = CHECKS.map((check) => check.key);
