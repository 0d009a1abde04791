// Findings across the audited pages, from the reports the engine returns: what no single page's
// checks can see (forty pages with one title, canonicals that lead out of the audited list).
// Pure: outcomes in, typed findings out; the faces word them. It reads check values the way
// deployed services store them (phpRank keeps the title and description text as `value`) and
// tolerates other shapes, since `value` is unknown data (docs/compatibility.md).
import { own } from '../../shared/own-keys.js';
import { urlKey } from '../../shared/url-key.js';
import type { ReportCheck } from '../api/index.js';
import type { SitemapEntries, UrlOutcome } from '../audit/types.js';
import type { LinkCheckResult } from '../links/check-links.js';

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
function entryFault(
  outcome: UrlOutcome,
  alias: SitemapEntries['alias'] = undefined,
): { kind: SiteFindingKind; status?: number } | null {
  const status = errorStatus(outcome);
  if (status !== null) return { kind: 'sitemap_entry_error', status };
  const checks = checksOf(outcome);
  if (redirected(outcome)) return { kind: 'sitemap_entry_redirect' };
  if (own(checks, 'noindex')?.passed === false) return { kind: 'sitemap_entry_noindex' };
  if (blockedByRobots(own(checks, 'robots'))) return { kind: 'sitemap_entry_blocked' };
  const canonical = urlOf(own(checks, 'canonical'));
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
    const fault = entryFault(outcome, sitemap?.alias);
    if (fault === null) continue;
    add(fault.kind, entry, fault.status);
  }
  const linked = linkedKeys(pages);
  if (sitemap !== null) {
    const origins = new Set(sitemap.entries.map(originOf));
    for (const page of pages) {
      const keys = pageUrls(page);
      if (!origins.has(originOf(page.url)) || keys.some((key) => entryKeys.has(key))) continue;
      // Only a page that belongs in a sitemap: answered 2xx, indexable, its own canonical.
      if (entryFault(page, sitemap.alias) === null) add('missing_from_sitemap', page.url);
    }
  }
  // Orphans: pages the sitemap or the build folder says exist, that no audited page links to.
  // Judged only when the reports carry their links (our analyzer's in_page_links) and every such
  // page was audited: with some left out, the link to a page may be on one of them. A page
  // already at fault above (a 404, a redirect...) is not named twice.
  const everyPageAudited = [...(sitemap?.entries ?? []), ...folderPages].every((url) => {
    const outcome = byKey.get(pageKey(url) ?? '');
    return (
      outcome !== undefined && (identityOf(outcome).hasChecks || errorStatus(outcome) !== null)
    );
  });
  if (linked !== null && everyPageAudited) {
    const candidates = [...(sitemap?.entries ?? []), ...folderPages].filter((url) => {
      const outcome = byKey.get(pageKey(url) ?? '');
      return outcome === undefined || entryFault(outcome, sitemap?.alias) === null;
    });
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
function entryPages(urls: readonly string[]): Set<string> {
  const byOrigin = new Map<string, { url: string; path: string }[]>();
  for (const url of urls) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      continue;
    }
    const path = parsed.pathname.replace(/\/index\.html?$/, '/');
    const pages = byOrigin.get(parsed.origin) ?? [];
    pages.push({ url, path });
    byOrigin.set(parsed.origin, pages);
  }
  const entries = new Set<string>();
  for (const pages of byOrigin.values()) {
    let root = pages[0]?.path.replace(/[^/]*$/, '') ?? '/';
    for (const { path } of pages) {
      while (!path.startsWith(root)) root = root.replace(/[^/]*\/$/, '');
    }
    for (const { url, path } of pages) if (path === '/' || path === root) entries.add(url);
  }
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
    const links = allInternalLinks(checksOf(page));
    if (links === 'cut') return null;
    if (links === null) continue;
    known = true;
    const self = new Set(pageUrls(page));
    for (const link of links) {
      const key = pageKey(link);
      if (key !== null && !self.has(key)) linked.add(key);
    }
  }
  return known ? linked : null;
}

/** Our analyzer lists at most this many internal links in `Internals`, and 50 in `internalUrls`. */
const INTERNALS_LISTED = 1_000;
const INTERNAL_URLS_LISTED = 50;

/**
 * A page's internal links: `Internals` (`[{url}]`, deployed services' shape and ours, up to
 * 1,000), else `internalUrls` (the first 50); 'cut' when the list is full and may miss some.
 */
function allInternalLinks(checks: Checks): string[] | 'cut' | null {
  const value = own(checks, 'in_page_links')?.value;
  const internals = field(value, 'Internals');
  if (Array.isArray(internals)) {
    if (internals.length >= INTERNALS_LISTED) return 'cut';
    return internals
      .map((item) => (typeof item === 'string' ? item : field(item, 'url')))
      .filter((url): url is string => typeof url === 'string');
  }
  const urls = internalLinks(checks);
  if (!Array.isArray(field(value, 'internalUrls'))) return null;
  return urls.length >= INTERNAL_URLS_LISTED ? 'cut' : urls;
}

/** A URL on the alias's written origin as the same path on the served one; others as they are. */
function onServedOrigin(url: string, alias: SitemapEntries['alias']): string {
  const parsed = alias === undefined ? null : URL.parse(url);
  if (alias === undefined || parsed === null || parsed.origin !== alias.written) return url;
  return `${alias.served}${parsed.pathname}${parsed.search}`;
}

/** The audited URL was reached by redirects: our redirects check counts them. */
function redirected(outcome: UrlOutcome): boolean {
  const value = own(checksOf(outcome), 'redirects')?.value;
  const count = numberOf(field(value, 'count'));
  return count !== null && count > 0;
}

/** The robots check failed on a robots.txt rule (not on robots.txt's own status). */
function blockedByRobots(check: ReportCheck | undefined): boolean {
  if (check === undefined || check.passed !== false) return false;
  const failed = field(check.errors, 'failed');
  return failed !== undefined && field(failed, 'status') === undefined;
}

function originOf(url: string): string {
  return URL.parse(url)?.origin ?? '';
}

type Checks = Record<string, ReportCheck>;

function checksOf(outcome: UrlOutcome): Checks {
  return outcome.report?.checks ?? {};
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
    for (const link of internalLinks(checksOf(page))) {
      const key = pageKey(link);
      const target = key === null ? undefined : broken.get(key);
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
 * What the findings ask of each page again and again (its URLs, its error status, its title...),
 * read from its report once per `siteFindings` call: a large run's reports are read back from a
 * file (src/client/audit/report-spill.ts), and a parse at each question cost more than the rest.
 */
let identities = new WeakMap<UrlOutcome, PageIdentity>();

interface PageIdentity {
  keys: string[];
  errorStatus: number | null;
  hasChecks: boolean;
  title: string | null;
  description: string | null;
  canonical: string | null;
}

function identityOf(outcome: UrlOutcome): PageIdentity {
  let identity = identities.get(outcome);
  if (identity === undefined) {
    const report = outcome.report;
    const checks = report?.checks ?? {};
    identity = {
      keys: readPageUrls(outcome, report),
      errorStatus: readErrorStatus(outcome, report),
      hasChecks: Boolean(report?.checks),
      title: textOf(own(checks, 'title')),
      description: textOf(own(checks, 'meta_description')),
      canonical: urlOf(own(checks, 'canonical')),
    };
    identities.set(outcome, identity);
  }
  return identity;
}

/** Every matchable form of an audited page's URL: as given, as stored, as finally served. */
function pageUrls(outcome: UrlOutcome): string[] {
  return identityOf(outcome).keys;
}

function readPageUrls(outcome: UrlOutcome, report: UrlOutcome['report']): string[] {
  const urls = [outcome.url, report?.url, report?.fullUrl];
  const checks = report?.checks ?? {};
  const finalUrl = field(own(checks, 'http_status')?.value, 'url');
  if (typeof finalUrl === 'string') urls.push(finalUrl);
  const keys: string[] = [];
  for (const url of urls) {
    const key = typeof url === 'string' && url !== '' ? pageKey(url) : null;
    if (key !== null && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** The 4xx/5xx a page answered: from our http_status check, else from the failure message. */
function errorStatus(outcome: UrlOutcome): number | null {
  return identityOf(outcome).errorStatus;
}

function readErrorStatus(outcome: UrlOutcome, report: UrlOutcome['report']): number | null {
  const value = own(report?.checks ?? {}, 'http_status')?.value;
  const reported = numberOf(typeof value === 'object' ? field(value, 'status') : value);
  const status =
    reported ??
    numberOf(/\bHTTP (\d{3})\b/.exec(failureText(outcome) ?? report?.generationError ?? '')?.[1]);
  return status !== null && status >= 400 && status <= 599 ? status : null;
}

function failureText(outcome: UrlOutcome): string | null {
  const failure = outcome.failure;
  if (failure?.kind === 'message') return failure.text;
  if (failure?.kind === 'not_audited') return failure.reason;
  if (failure?.kind === 'api') return failure.error.message;
  return null;
}

function internalLinks(checks: Checks): string[] {
  const urls = field(own(checks, 'in_page_links')?.value, 'internalUrls');
  return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : [];
}

/**
 * The text a title or description check holds: a string (phpRank), or a string under `text`,
 * `value`, `title` or `content`, or the first string of an array. Empty and not-applicable
 * values are no text.
 */
export function textOf(check: ReportCheck | undefined): string | null {
  if (check === undefined || check.passed === null) return null;
  const raw = pickString(check.value, ['text', 'value', 'title', 'content']);
  const text = raw?.replace(/\s+/g, ' ').trim() ?? '';
  return text === '' ? null : text;
}

/** A canonical check's URL: a string, or under `url` / `href`; only absolute http(s) URLs. */
function urlOf(check: ReportCheck | undefined): string | null {
  if (check === undefined || check.passed === null) return null;
  const raw = pickString(check.value, ['url', 'href', 'canonical'])?.trim();
  return raw !== undefined && /^https?:\/\//i.test(raw) ? raw : null;
}

function pickString(value: unknown, names: readonly string[]): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === 'string');
  for (const name of names) {
    const found = field(value, name);
    if (typeof found === 'string') return found;
  }
  return undefined;
}

/** The value's own field: `value` is a service's data, whose keys are never Object.prototype's. */
function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? own(value as Record<string, unknown>, name)
    : undefined;
}

function numberOf(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

/**
 * URLs in the form services clean them to, and without a trailing "/" on the path: "/b/" and
 * "/b" are one page to a reader of these findings, and sites redirect one to the other.
 */
function pageKey(url: string): string | null {
  return urlKey(url, { samePage: true });
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
