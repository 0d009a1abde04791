// Findings across the audited pages, from the reports the engine returns: what no single page's
// checks can see (forty pages with one title, canonicals that lead out of the audited list).
// Pure: outcomes in, typed findings out; the faces word them. It reads check values the way
// deployed services store them (phpRank keeps the title and description text as `value`) and
// tolerates other shapes, since `value` is unknown data (docs/compatibility.md).
import { own } from '../../shared/own-keys.js';
import { urlKey } from '../../shared/url-key.js';
import type { ReportCheck } from '../api/index.js';
import type { UrlOutcome } from '../audit/types.js';

type SiteFindingKind =
  | 'duplicate_title'
  | 'duplicate_meta_description'
  | 'shared_canonical'
  | 'canonical_outside_audit'
  | 'broken_internal_link';

export interface SiteFinding {
  kind: SiteFindingKind;
  /**
   * What the pages share: the title or description text (as the first page wrote it), the
   * canonical URL, or the URL of the audited page that answered an error.
   */
  value: string;
  /** The pages involved, as the user gave them, in audit order. For broken_internal_link: the pages linking to `value`. */
  pages: string[];
  /** broken_internal_link only: the HTTP status the linked page answered. */
  status?: number;
}

/** Findings in a stable order: by kind as listed above, then by first page. */
export function siteFindings(outcomes: readonly UrlOutcome[]): SiteFinding[] {
  const pages = outcomes.filter((outcome) => outcome.report?.checks);
  return [
    ...duplicates('duplicate_title', pages, (checks) => textOf(own(checks, 'title'))),
    ...duplicates('duplicate_meta_description', pages, (checks) =>
      textOf(own(checks, 'meta_description')),
    ),
    ...canonicalFindings(outcomes, pages),
    ...brokenInternalLinks(outcomes, pages),
  ];
}

type Checks = Record<string, ReportCheck>;

function checksOf(outcome: UrlOutcome): Checks {
  return outcome.report?.checks ?? {};
}

/** Groups pages by a text; texts are compared with case and whitespace runs folded. */
function duplicates(
  kind: SiteFindingKind,
  pages: readonly UrlOutcome[],
  read: (checks: Checks) => string | null,
): SiteFinding[] {
  const groups = new Map<string, SiteFinding>();
  for (const page of pages) {
    const text = read(checksOf(page));
    if (text === null) continue;
    const key = text.toLowerCase();
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { kind, value: text, pages: [page.url] });
    else if (!group.pages.includes(page.url)) group.pages.push(page.url);
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
  for (const page of pages) {
    const canonical = urlOf(own(checksOf(page), 'canonical'));
    const key = canonical === null ? null : pageKey(canonical);
    if (canonical === null || key === null) continue;
    const group = shared.get(key);
    if (group === undefined) {
      shared.set(key, { kind: 'shared_canonical', value: canonical, pages: [page.url] });
    } else if (!group.pages.includes(page.url)) {
      group.pages.push(page.url);
    }
    if (!audited.has(key)) {
      const away = outside.get(key);
      if (away === undefined) {
        outside.set(key, { kind: 'canonical_outside_audit', value: canonical, pages: [page.url] });
      } else if (!away.pages.includes(page.url)) {
        away.pages.push(page.url);
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

/** Every matchable form of an audited page's URL: as given, as stored, as finally served. */
function pageUrls(outcome: UrlOutcome): string[] {
  const urls = [outcome.url, outcome.report?.url, outcome.report?.fullUrl];
  const checks = checksOf(outcome);
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
  const value = own(checksOf(outcome), 'http_status')?.value;
  const reported = numberOf(typeof value === 'object' ? field(value, 'status') : value);
  const status =
    reported ??
    numberOf(
      /\bHTTP (\d{3})\b/.exec(failureText(outcome) ?? outcome.report?.generationError ?? '')?.[1],
    );
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
