// Findings across the audited pages, from the reports the engine returns: what no single page's
// checks can see (forty pages with one title, canonicals that lead out of the audited list).
// Pure: outcomes in, typed findings out; the faces word them. It reads check values the way
// deployed services store them (phpRank keeps the title and description text as `value`) and
// tolerates other shapes, since `value` is unknown data (docs/compatibility.md).
import { httpStatusIn, type PageFacts, PageFactsReader } from '../audit/page-facts.js';
import { runFactsReader, spilledPageFacts } from '../audit/report-spill.js';
import type { SitemapEntries, UrlOutcome } from '../audit/types.js';
import type { LinkCheckResult } from '../links/check-links.js';

export { textOf } from '../audit/page-facts.js';

type SiteFindingKind =
  | 'duplicate_title'
  | 'duplicate_meta_description'
  | 'shared_canonical'
  | 'canonical_outside_audit'
  | 'broken_internal_link'
  | 'sitemap_entry_error'
  | 'sitemap_entry_redirect'
  | 'sitemap_entry_noindex'
  | 'sitemap_entry_blocked'
  | 'sitemap_entry_canonicalised'
  | 'sitemap_entry_not_checked'
  | 'missing_from_sitemap'
  | 'orphan_page'
  /** check-links: a link or resource target that is broken (on another site: `external`). */
  | 'broken_target';

export interface SiteFinding {
  kind: SiteFindingKind;
  /**
   * What the pages share: the title or description text (as the first page wrote it), the
   * canonical URL, or the URL of the audited page that answered an error; for the sitemap kinds
   * and orphan_page, the sitemap file (orphan_page without a sitemap: "").
   */
  value: string;
  /**
   * The pages involved, as the user gave them, in audit order. For broken_internal_link: the
   * pages linking to `value`; for the sitemap kinds: the entries at fault, in sitemap order.
   */
  pages: string[];
  /** broken_internal_link, broken_target and sitemap_entry_error: the HTTP status answered. */
  status?: number;
  /** broken_target: why no status came (ECONNREFUSED, a redirect loop). */
  failure?: string;
  /** broken_target: what the pages use it as (link, image, script, stylesheet, icon). */
  resource?: string;
  /** broken_target: on another site (check-external-links). */
  external?: true;
}

/** Findings in a stable order: by kind as listed above, then by first page. */
/** Where the run's pages came from, beyond the reports: what the sitemap kinds judge. */
export interface SiteSources {
  /** The sitemap read (given, or the site's own when crawling); absent: none. */
  sitemap?: SitemapEntries | null;
  /** The build folder's pages (site-dir), on the origin they are audited at; absent: none. */
  folderPages?: readonly string[] | null;
}

export function siteFindings(
  outcomes: readonly UrlOutcome[],
  { sitemap = null, folderPages = null }: SiteSources = {},
): SiteFinding[] {
  identities = new WeakMap();
  // The run's own reader when its reports were spilled: it has the key of every page and link
  // target already (the same keys: one function of the URL), where a reader of its own worked
  // out thousands again, held reports' links included.
  reader = runFactsReader(outcomes) ?? new PageFactsReader();
  try {
    const pages = outcomes.filter((outcome) => identityOf(outcome).hasChecks);
    return [
      ...duplicates('duplicate_title', pages, (page) => page.title),
      ...duplicates('duplicate_meta_description', pages, (page) => page.description),
      ...canonicalFindings(outcomes, pages),
      ...brokenInternalLinks(outcomes, pages),
      ...sitemapHygiene(outcomes, pages, sitemap, folderPages ?? []),
    ];
  } finally {
    identities = new WeakMap();
    reader = new PageFactsReader();
  }
}

const KIND_ORDER: readonly SiteFindingKind[] = [
  'sitemap_entry_error',
  'sitemap_entry_redirect',
  'sitemap_entry_noindex',
  'sitemap_entry_blocked',
  'sitemap_entry_canonicalised',
  'sitemap_entry_not_checked',
  'missing_from_sitemap',
  'orphan_page',
];

/** What is wrong with an audited sitemap entry, as a sitemap kind; null: nothing. */
type EntryFault = { kind: SiteFindingKind; status?: number } | null;

function entryFault(outcome: UrlOutcome, alias: SitemapEntries['alias'] = undefined): EntryFault {
  const status = errorStatus(outcome);
  if (status !== null) return { kind: 'sitemap_entry_error', status };
  const { facts } = identityOf(outcome);
  if (facts.redirected) return { kind: 'sitemap_entry_redirect' };
  if (facts.noindex) return { kind: 'sitemap_entry_noindex' };
  if (facts.blockedByRobots) return { kind: 'sitemap_entry_blocked' };
  const canonical = facts.canonical;
  const key = canonical === null ? null : pageKey(onServedOrigin(canonical, alias));
  if (key !== null && !pageUrls(outcome).includes(key))
    return { kind: 'sitemap_entry_canonicalised' };
  return null;
}

/**
 * The sitemap against the audit: entries that answer an error, redirect, are noindex, blocked
 * by robots.txt or canonicalised elsewhere (read from their reports, so only audited entries
 * are judged; the others are named as not checked), audited pages the sitemap leaves out, and
 * pages no audited page links to. One finding per kind (per status for errors), so a sitemap
 * of 500 broken entries is one line with its pages, not 500.
 */
function sitemapHygiene(
  outcomes: readonly UrlOutcome[],
  pages: readonly UrlOutcome[],
  sitemap: SitemapEntries | null,
  folderPages: readonly string[],
): SiteFinding[] {
  const value = sitemap?.files[0] ?? '';
  const byKey = new Map<string, UrlOutcome>();
  for (const outcome of outcomes) {
    for (const url of pageUrls(outcome)) if (!byKey.has(url)) byKey.set(url, outcome);
  }
  const groups = new Map<string, SiteFinding>();
  const addPage = pageAdder();
  const add = (kind: SiteFindingKind, page: string, status?: number) => {
    const id = `${kind} ${status ?? ''}`;
    const group = groups.get(id);
    if (group === undefined)
      groups.set(id, { kind, value, pages: [page], ...(status === undefined ? {} : { status }) });
    else addPage(group, page);
  };
  // An audited page is judged as an entry up to three times (its entry, as a page left out, as
  // an orphan candidate, from the sitemap and the folder): once, kept with its identity (a map
  // beside the pages was one more table of every page, promoted while the findings ran).
  const faultOf = (outcome: UrlOutcome) => {
    const identity = identityOf(outcome);
    if (identity.fault === undefined) identity.fault = entryFault(outcome, sitemap?.alias);
    return identity.fault;
  };
  const entryKeys = new Set<string>();
  for (const entry of sitemap?.entries ?? []) {
    const key = pageKey(entry);
    if (key === null || entryKeys.has(key)) continue;
    entryKeys.add(key);
    const outcome = byKey.get(key);
    // Left out by max-pages (or the audit stopped): nothing is known of it but its links.
    if (
      outcome === undefined ||
      (!identityOf(outcome).hasChecks && errorStatus(outcome) === null)
    ) {
      add('sitemap_entry_not_checked', entry);
      continue;
    }
    const fault = faultOf(outcome);
    if (fault === null) continue;
    add(fault.kind, entry, fault.status);
  }
  const linked = linkedKeys(pages);
  if (sitemap !== null) {
    const origins = new Set<string>();
    for (const entry of sitemap.entries) origins.add(originOf(entry));
    for (const page of pages) {
      const keys = pageUrls(page);
      if (!origins.has(originOf(page.url)) || keys.some((key) => entryKeys.has(key))) continue;
      // Only a page that belongs in a sitemap: answered 2xx, indexable, its own canonical.
      if (faultOf(page) === null) add('missing_from_sitemap', page.url);
    }
  }
  // Orphans: pages the sitemap or the build folder says exist, that no audited page links to.
  // Judged only when the reports carry their links (our analyzer's in_page_links) and every such
  // page was audited: with some left out, the link to a page may be on one of them. A page
  // already at fault above (a 404, a redirect...) is not named twice.
  // (Both lists walked in turn, not joined: a whole site's are each as long as the site.)
  const listed = [sitemap?.entries ?? [], folderPages];
  const everyPageAudited = listed.every((urls) =>
    urls.every((url) => {
      const outcome = byKey.get(pageKey(url) ?? '');
      return (
        outcome !== undefined && (identityOf(outcome).hasChecks || errorStatus(outcome) !== null)
      );
    }),
  );
  if (linked !== null && everyPageAudited) {
    const candidates: string[] = [];
    for (const urls of listed)
      for (const url of urls) {
        const outcome = byKey.get(pageKey(url) ?? '');
        if (outcome === undefined || faultOf(outcome) === null) candidates.push(url);
      }
    const named = new Set<string>();
    const entries = entryPages(candidates);
    for (const url of candidates) {
      const outcome = byKey.get(pageKey(url) ?? '');
      const keys = outcome === undefined ? [pageKey(url) ?? url] : pageUrls(outcome);
      const id = keys[0] as string;
      if (named.has(id) || entries.has(url)) continue;
      named.add(id);
      if (!keys.some((key) => linked.has(key))) add('orphan_page', outcome?.url ?? url);
    }
  }
  // By kind as listed in SiteFindingKind (the sort is stable: first page first within a kind).
  return [...groups.values()].sort(
    (a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
  );
}

/**
 * The pages visitors and crawlers enter a site by, never orphans: an origin's home page (`/`),
 * and the root of a site kept under a base path (the deepest folder holding all its pages, such
 * as `/docs/` of a project site), when that root is itself a page.
 */
export function entryPages(urls: readonly string[]): Set<string> {
  // One pass, each URL parsed once, keeping no page's parsed path (a whole site's was 10,000
  // objects and strings). Each origin's root is the deepest folder that holds all its pages:
  // it only gets shorter as pages are read, so a page is at the final root when its path is the
  // root as soon as it is read and the root does not shrink afterwards. The pages at the current
  // root wait in a list of their origin's, emptied when it shrinks.
  const roots = new Map<string, { root: string; atRoot: string[] }>();
  const entries = new Set<string>();
  for (const url of urls) {
    const parsed = URL.parse(url);
    if (parsed === null) continue;
    const path = parsed.pathname.replace(/\/index\.html?$/, '/');
    if (path === '/') entries.add(url);
    let origin = roots.get(parsed.origin);
    if (origin === undefined) {
      origin = { root: path.replace(/[^/]*$/, ''), atRoot: [] };
      roots.set(parsed.origin, origin);
    }
    let root = origin.root;
    while (!path.startsWith(root)) root = root.replace(/[^/]*\/$/, '');
    if (root !== origin.root) {
      origin.root = root;
      origin.atRoot = [];
    }
    if (path === root) origin.atRoot.push(url);
  }
  for (const { atRoot } of roots.values()) for (const url of atRoot) entries.add(url);
  return entries;
}

/**
 * Every page the audited pages link to (links to themselves aside). Null when that is not known:
 * no report lists its links, or one list may be cut (an orphan would then be a guess).
 */
function linkedKeys(pages: readonly UrlOutcome[]): Set<string> | null {
  let known = false;
  const linked = new Set<string>();
  for (const page of pages) {
    // The links' page keys (page-facts.ts: Internals, else internalUrls; 'cut' when full).
    const links = identityOf(page).facts.links;
    if (links === 'cut') return null;
    if (links === null) continue;
    known = true;
    const self = pageUrls(page);
    for (const key of links) if (!self.includes(key)) linked.add(key);
  }
  return known ? linked : null;
}

/** A URL on the alias's written origin as the same path on the served one; others as they are. */
function onServedOrigin(url: string, alias: SitemapEntries['alias']): string {
  const parsed = alias === undefined ? null : URL.parse(url);
  if (alias === undefined || parsed === null || parsed.origin !== alias.written) return url;
  return `${alias.served}${parsed.pathname}${parsed.search}`;
}

function originOf(url: string): string {
  return URL.parse(url)?.origin ?? '';
}

/** Groups pages by a text; texts are compared with case and whitespace runs folded. */
/**
 * Adds a page to a finding's pages once. A set beside each group keeps this linear: thousands of
 * pages can share a title, and `pages.includes` made grouping them quadratic.
 */
function pageAdder(): (group: SiteFinding, page: string) => void {
  const members = new WeakMap<SiteFinding, Set<string>>();
  return (group, page) => {
    let seen = members.get(group);
    if (seen === undefined) {
      seen = new Set(group.pages);
      members.set(group, seen);
    }
    if (seen.has(page)) return;
    seen.add(page);
    group.pages.push(page);
  };
}

function duplicates(
  kind: SiteFindingKind,
  pages: readonly UrlOutcome[],
  read: (page: PageIdentity) => string | null,
): SiteFinding[] {
  const groups = new Map<string, SiteFinding>();
  const addPage = pageAdder();
  for (const page of pages) {
    const text = read(identityOf(page));
    if (text === null) continue;
    const key = text.toLowerCase();
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { kind, value: text, pages: [page.url] });
    else addPage(group, page.url);
  }
  return [...groups.values()].filter((group) => group.pages.length > 1);
}

function canonicalFindings(
  outcomes: readonly UrlOutcome[],
  pages: readonly UrlOutcome[],
): SiteFinding[] {
  const audited = new Set<string>();
  for (const outcome of outcomes) {
    for (const url of pageUrls(outcome)) audited.add(url);
  }
  const shared = new Map<string, SiteFinding>();
  const outside = new Map<string, SiteFinding>();
  const addPage = pageAdder();
  for (const page of pages) {
    const canonical = identityOf(page).canonical;
    const key = canonical === null ? null : pageKey(canonical);
    if (canonical === null || key === null) continue;
    const group = shared.get(key);
    if (group === undefined) {
      shared.set(key, { kind: 'shared_canonical', value: canonical, pages: [page.url] });
    } else {
      addPage(group, page.url);
    }
    if (!audited.has(key)) {
      const away = outside.get(key);
      if (away === undefined) {
        outside.set(key, { kind: 'canonical_outside_audit', value: canonical, pages: [page.url] });
      } else {
        addPage(away, page.url);
      }
    }
  }
  return [...[...shared.values()].filter((group) => group.pages.length > 1), ...outside.values()];
}

function brokenInternalLinks(
  outcomes: readonly UrlOutcome[],
  pages: readonly UrlOutcome[],
): SiteFinding[] {
  // Audited pages that answered 4xx/5xx, by every URL they are known under.
  const broken = new Map<string, { url: string; status: number }>();
  for (const outcome of outcomes) {
    const status = errorStatus(outcome);
    if (status === null) continue;
    for (const url of pageUrls(outcome)) broken.set(url, { url: outcome.url, status });
  }
  if (broken.size === 0) return [];
  const findings = new Map<string, SiteFinding>();
  for (const page of pages) {
    const targets = new Set<string>();
    for (const key of identityOf(page).facts.internalUrls) {
      const target = broken.get(key);
      if (target === undefined || target.url === page.url || targets.has(target.url)) continue;
      targets.add(target.url);
      const finding = findings.get(target.url);
      if (finding === undefined) {
        findings.set(target.url, {
          kind: 'broken_internal_link',
          value: target.url,
          pages: [page.url],
          status: target.status,
        });
      } else {
        finding.pages.push(page.url);
      }
    }
  }
  return [...findings.values()];
}

/**
 * What the findings ask of each page again and again (its URLs, its error status, its title, its
 * links...), once per `siteFindings` call. A report the run keeps in memory is read for it then;
 * one waiting in the run's file (src/client/audit/report-spill.ts) was read when the page
 * settled, and its facts wait beside it: parsing it back at each question cost more than the
 * rest, and once per walk over the pages still cost five parses a page.
 */
let identities = new WeakMap<UrlOutcome, PageIdentity>();
/**
 * The call's reader of held reports: one key per URL, however many pages link to it (the run's
 * own when it spilled reports).
 */
let reader = new PageFactsReader();

interface PageIdentity {
  keys: string[];
  errorStatus: number | null;
  hasChecks: boolean;
  title: string | null;
  description: string | null;
  canonical: string | null;
  facts: PageFacts;
  /** As a sitemap entry (sitemapHygiene): what is wrong with it; undefined until asked. */
  fault?: EntryFault;
}

function identityOf(outcome: UrlOutcome): PageIdentity {
  let identity = identities.get(outcome);
  if (identity === undefined) {
    const facts = spilledPageFacts(outcome) ?? reader.factsOf(outcome.report);
    identity = {
      keys: pageUrlsOf(outcome, facts),
      errorStatus: errorStatusOf(outcome, facts),
      hasChecks: facts.hasChecks,
      title: facts.title,
      description: facts.description,
      canonical: facts.canonical,
      facts,
    };
    identities.set(outcome, identity);
  }
  return identity;
}

/** Every matchable form of an audited page's URL: as given, as stored, as finally served. */
function pageUrls(outcome: UrlOutcome): string[] {
  return identityOf(outcome).keys;
}

function pageUrlsOf(outcome: UrlOutcome, facts: PageFacts): string[] {
  const given = outcome.url === '' ? null : pageKey(outcome.url);
  const keys = given === null ? [] : [given];
  for (const key of facts.reportKeys) if (!keys.includes(key)) keys.push(key);
  return keys;
}

/** The 4xx/5xx a page answered: from our http_status check, else from the failure message. */
function errorStatus(outcome: UrlOutcome): number | null {
  return identityOf(outcome).errorStatus;
}

function errorStatusOf(outcome: UrlOutcome, facts: PageFacts): number | null {
  const failure = failureText(outcome);
  const status =
    facts.reportedStatus ??
    (failure === null ? facts.generationErrorStatus : httpStatusIn(failure));
  return status !== null && status >= 400 && status <= 599 ? status : null;
}

function failureText(outcome: UrlOutcome): string | null {
  const failure = outcome.failure;
  if (failure?.kind === 'message') return failure.text;
  if (failure?.kind === 'not_audited') return failure.reason;
  if (failure?.kind === 'api') return failure.error.message;
  return null;
}

/**
 * URLs in the form services clean them to, and without a trailing "/" on the path: "/b/" and
 * "/b" are one page to a reader of these findings, and sites redirect one to the other.
 */
function pageKey(url: string): string | null {
  return reader.pageKey(url);
}

/**
 * The link check's broken targets, most linked first, each with the pages linking to it. With
 * the link check, these replace broken_internal_link: every target is checked, not only those
 * audited, and an audited page that answered an error is one of them.
 */
export function brokenTargetFindings(links: LinkCheckResult): SiteFinding[] {
  return links.brokenTargets.map((target) => ({
    kind: 'broken_target',
    value: target.url,
    pages: target.pages,
    resource: target.kind,
    ...(target.external ? { external: true as const } : {}),
    ...(target.status === null ? {} : { status: target.status }),
    ...(target.failure === null ? {} : { failure: target.failure }),
  }));
}
