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
    case 'sitemap_entry_error':
      return sitemapText(
        finding,
        `${one ? 'answers' : 'answer'} HTTP ${finding.status ?? 'an error'}: fix ${one ? 'it' : 'them'} or take ${one ? 'it' : 'them'} out of the sitemap.`,
      );
    case 'sitemap_entry_redirect':
      return sitemapText(
        finding,
        `${one ? 'redirects' : 'redirect'} elsewhere: list the address ${one ? 'it ends' : 'they end'} at instead.`,
      );
    case 'sitemap_entry_noindex':
      return sitemapText(
        finding,
        `${one ? 'is' : 'are'} noindex: a sitemap should list only pages meant for the index.`,
      );
    case 'sitemap_entry_blocked':
      return sitemapText(
        finding,
        `${one ? 'is' : 'are'} blocked by robots.txt: crawlers are told to fetch ${one ? 'it' : 'them'} and not to in one breath.`,
      );
    case 'sitemap_entry_canonicalised':
      return sitemapText(
        finding,
        `${one ? 'names' : 'name'} another page as canonical: list the canonical page instead.`,
      );
    case 'sitemap_entry_not_checked':
      return sitemapText(
        finding,
        `${one ? 'was' : 'were'} not audited (max-pages, or the audit stopped): not checked.`,
      );
    case 'missing_from_sitemap':
      return {
        text: `${count} audited and indexable ${one ? 'is' : 'are'} missing from the sitemap ${finding.value}: add ${one ? 'it' : 'them'}.`,
        pages: finding.pages,
      };
    case 'orphan_page':
      return {
        text: `${count} ${one ? 'is' : 'are'} linked from no audited page${finding.value === '' ? '' : ` (from the sitemap ${finding.value} and the audit)`}: link ${one ? 'it' : 'them'} from a page that belongs with ${one ? 'it' : 'them'}, or remove ${one ? 'it' : 'them'}.`,
        pages: finding.pages,
      };
    case 'broken_target': {
      const notes = [
        ...(finding.resource === undefined || finding.resource === 'link'
          ? []
          : [finding.resource]),
        ...(finding.external ? ['on another site'] : []),
      ];
      const what = notes.length === 0 ? '' : ` (${notes.join(', ')})`;
      const answer =
        finding.status !== undefined
          ? `answered ${finding.status}`
          : `could not be reached (${finding.failure ?? 'no answer'})`;
      const verb = finding.resource === undefined || finding.resource === 'link' ? 'link' : 'load';
      return {
        text: `${count} ${one ? `${verb}s` : verb} ${finding.value}${what}, which ${answer}: fix the target or the ${finding.resource === 'link' ? 'links' : 'pages'}.`,
        pages: finding.pages,
      };
    }
  }
}

/** "3 entries of the sitemap <url> <problem>". */
function sitemapText(finding: SiteFinding, problem: string): { text: string; pages: string[] } {
  const entries = plural(finding.pages.length, 'entry', 'entries');
  return { text: `${entries} of the sitemap ${finding.value} ${problem}`, pages: finding.pages };
}
