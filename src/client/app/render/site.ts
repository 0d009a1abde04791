// Findings across the audited pages (src/client/app/site-findings.ts), worded for every renderer.
import { plural, quote } from '../../../shared/findings/format.js';
import type { SiteFinding } from '../site-findings.js';

/** One sentence per finding; `pages` lists the pages involved. */
export function siteFindingText(finding: SiteFinding): { text: string; pages: string[] } {
  const count = plural(finding.pages.length, 'page');
  // "1 page names", "2 pages name": the verb agrees with the count.
  const one = finding.pages.length === 1;
  switch (finding.kind) {
    case 'duplicate_title':
      return {
        text: `${count} share the title ${quote(finding.value, 80)}: give each page its own title.`,
        pages: finding.pages,
      };
    case 'duplicate_meta_description':
      return {
        text: `${count} share the meta description ${quote(finding.value, 80)}: describe each page on its own.`,
        pages: finding.pages,
      };
    case 'shared_canonical':
      return {
        text: `${count} declare the same canonical URL, ${finding.value}: search engines index only that one.`,
        pages: finding.pages,
      };
    case 'canonical_outside_audit':
      return {
        text: `${count} ${one ? 'names' : 'name'} ${finding.value} as canonical, a page outside the audited list: check that it is the page you mean.`,
        pages: finding.pages,
      };
    case 'broken_internal_link':
      return {
        text: `${count} ${one ? 'links' : 'link'} to ${finding.value}, which answered ${finding.status ?? 'an error'}: fix the page or the links.`,
        pages: finding.pages,
      };
  }
}
