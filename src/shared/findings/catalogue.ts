// The catalogue of checks: every key of the table of checks (src/shared/checks/: the keys of
// deployed services and those our analyzer adds) with its wording (name, why, fix), category,
// importance and severity, and its evidence formatter, for every renderer. A key it does not
// know still reads well: humanised name, value summarised.
import { CHECKS, UNKNOWN_CHECK_SEVERITY } from '../checks/index.js';
import { CHECK_EVIDENCE } from './checks/index.js';
import { genericEvidence } from './checks/view.js';
import { humaniseKey, sentence } from './format.js';
import { rec } from './read.js';
import { RUNNER_ENTRIES } from './runner-checks.js';
import type { CatalogueEntry, Category, CheckData } from './types.js';

/** In report order: seo, performance, security, miscellaneous, then the added checks. */
export const CATALOGUE: readonly CatalogueEntry[] = CHECKS.map((spec) => ({
  key: spec.key,
  name: spec.name,
  category: spec.category,
  importance: spec.importance,
  severity: spec.severity,
  why: spec.why,
  fix: spec.fix,
  evidence: CHECK_EVIDENCE[spec.key],
}));

// The runner's own checks (check-links) come after the service's, in report order.
const BY_KEY = new Map(
  [...CATALOGUE, ...RUNNER_ENTRIES].map((entry, index) => [entry.key, { entry, index }]),
);

export const CATEGORY_NAMES: Record<Category, string> = {
  seo: 'SEO',
  performance: 'Performance',
  security: 'Security',
  miscellaneous: 'Miscellaneous',
};

export const CATEGORIES: readonly Category[] = ['seo', 'performance', 'security', 'miscellaneous'];

export function isKnownCheck(key: string): boolean {
  return BY_KEY.has(key);
}

/** The entry for a key; for an unknown key, one made from the key itself. */
export function checkEntry(key: string): CatalogueEntry {
  return BY_KEY.get(key)?.entry ?? unknownEntry(key);
}

/** Position in report order; unknown keys after every known one. */
export function catalogueOrder(key: string): number {
  return BY_KEY.get(key)?.index ?? BY_KEY.size;
}

function unknownEntry(key: string): CatalogueEntry {
  const name = humaniseKey(key);
  return {
    key,
    name,
    category: 'miscellaneous',
    importance: 'low',
    // Shown, since the service thought it worth checking, but no job fails on a check nobody
    // here has judged.
    severity: UNKNOWN_CHECK_SEVERITY,
    why: 'This check comes from the SEO service and is not described here; see its documentation.',
    fix: "Follow the service's advice for this check.",
    evidence: (check) => genericEvidence(name, check),
  };
}

/**
 * The evidence sentence for one check of one page. Never throws, whatever the value and errors
 * hold: a formatter that cannot read a shape gives way to the generic wording.
 */
export function describeCheck(key: string, check: CheckData): string {
  const entry = checkEntry(key);
  const safe: CheckData = {
    passed: typeof check?.passed === 'boolean' ? check.passed : null,
    value: check?.value,
    errors: rec(check?.errors),
  };
  if (safe.passed === null) return notChecked(safe.value);
  try {
    const text = entry.evidence(safe);
    if (typeof text === 'string' && text.trim() !== '') return sentence(text);
  } catch {
    // An unforeseen shape: the generic wording below still says what was sent.
  }
  try {
    return sentence(genericEvidence(entry.name, safe));
  } catch {
    return safe.passed ? `${entry.name}: no problem found.` : `${entry.name} failed.`;
  }
}

/** Our analyzer says why a check did not apply ("not applicable: ..."); others say nothing. */
function notChecked(value: unknown): string {
  if (typeof value === 'string') {
    const reason = /^not applicable:\s*(.+)$/is.exec(value.trim())?.[1];
    if (reason) return sentence(`Not checked: ${reason.replace(/\s+/g, ' ')}`);
  }
  return 'Not checked on this page.';
}
