// The checks the runner adds to a page's results from its link check (check-links,
// docs/links.md): no report has them, but the rules, the verdict and every renderer read them like
// the service's. Their catalogue entries and default severities per error key live here.
import type { Severity } from '../checks/index.js';
import { rec } from './read.js';
import type { CatalogueEntry, CheckData } from './types.js';

export const RUNNER_CHECKS: Readonly<Record<string, Readonly<Record<string, Severity>>>> = {
  /**
   * Links (`<a>`, `<area>`, canonical and alternate `<link>`): on the audited origins (broken,
   * blocked, noindex, redirected) and, with check-external-links, on other sites: broken there
   * (`external`) or not verifiable because the host refuses bots or rate-limits (`unverifiable`).
   * Another site's faults are warnings: the site cannot fix them, only its links to them.
   */
  broken_links: {
    broken: 'error',
    external: 'warning',
    unverifiable: 'warning',
    blocked: 'warning',
    noindex: 'warning',
    redirected: 'notice',
  },
  /** Images (src and srcset), scripts, stylesheets, icons, fonts, media and frames: the same, without the link kinds. */
  broken_resources: { broken: 'error', external: 'warning', unverifiable: 'warning' },
};

export function isRunnerCheck(key: string): boolean {
  return Object.hasOwn(RUNNER_CHECKS, key);
}

/** A runner check's error keys; [] for any other key. */
export function runnerErrorKeys(key: string): string[] {
  return isRunnerCheck(key) ? Object.keys(RUNNER_CHECKS[key] as object) : [];
}

/**
 * The default severity of a runner check's error (without one, the check's gravest: error); null
 * for a key that is not one.
 */
export function runnerSeverity(key: string, errorKey: string | null): Severity | null {
  const errors = isRunnerCheck(key) ? RUNNER_CHECKS[key] : undefined;
  if (errors === undefined) return null;
  if (errorKey !== null && Object.hasOwn(errors, errorKey)) return errors[errorKey] as Severity;
  return 'error';
}

const WHAT: Readonly<Record<string, string>> = {
  broken: 'broken',
  external: 'broken on another site',
  unverifiable: 'not verifiable',
  blocked: 'blocked by robots.txt',
  noindex: 'noindex',
  redirected: 'redirected',
};
const SHOWN = 5;

/** "2 broken: /missing (404), /logo.png (image, ECONNRESET); 1 redirected: /old (301)". */
function linkEvidence(check: CheckData): string {
  const errors = rec(check.errors) ?? {};
  const parts: string[] = [];
  for (const [key, label] of Object.entries(WHAT)) {
    const list = Array.isArray(errors[key]) ? (errors[key] as unknown[]) : [];
    if (list.length === 0) continue;
    const shown = list.slice(0, SHOWN).map((item) => {
      const detail = rec(item) ?? {};
      const notes: string[] = [];
      if (typeof detail.kind === 'string' && detail.kind !== 'link') notes.push(detail.kind);
      const hops = Array.isArray(detail.hops) ? detail.hops : [];
      if (hops.length > 0) notes.push(`${hops.length} redirect${hops.length === 1 ? '' : 's'}`);
      if (key === 'broken' || key === 'external')
        notes.push(
          typeof detail.status === 'number'
            ? String(detail.status)
            : String(detail.failure ?? 'no answer'),
        );
      // Why it could not be verified: "the host refuses bots (999)", "rate limited (429)".
      if (key === 'unverifiable')
        notes.push(String(detail.failure ?? detail.status ?? 'no answer'));
      return `${String(detail.url)}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
    });
    const more = list.length > SHOWN ? ` and ${list.length - SHOWN} more` : '';
    parts.push(`${list.length} ${label}: ${shown.join(', ')}${more}`);
  }
  return parts.join('; ');
}

export const RUNNER_ENTRIES: readonly CatalogueEntry[] = [
  {
    key: 'broken_links',
    name: 'Links',
    category: 'seo',
    importance: 'high',
    severity: 'error',
    why: 'A link to a page that is gone wastes the visitor and the crawler; links through redirects, to noindex pages or to pages robots.txt blocks lead search engines where the site does not mean them to go.',
    fix: 'Point each link at the final, indexable URL of a page that answers 200, or remove it. A link to another site that could not be verified (its host refuses bots): open it in a browser, and accept it with link-accept when it works.',
    evidence: linkEvidence,
  },
  {
    key: 'broken_resources',
    name: 'Images, scripts and other resources',
    category: 'seo',
    importance: 'high',
    severity: 'error',
    why: 'A missing image, script or stylesheet breaks what the page shows and does, for visitors and for the crawler rendering it.',
    fix: 'Restore the file at its URL, or point the page at where it now is (on another site: host a copy, or use its current URL).',
    evidence: linkEvidence,
  },
];
