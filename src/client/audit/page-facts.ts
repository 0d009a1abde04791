// What the end of a run asks of every page's report, read from it once: the site findings (its
// URLs, status, title, description, canonical, the pages it links to...) and the verdict (which
// checks failed, with the error keys the severity rules match). A report waiting in the run's
// file (report-spill.ts) keeps these beside it in memory, so that judging a 2,000-page run no
// longer parses each report back eight times (six of them for the site findings), only where
// a check's own value is shown. Kept small, since it is kept for every page: a few strings, the
// link targets as the run's one copy of each key, the failed checks as the run's one copy of
// each key-and-errors combination (pages of a site fail the same ways).
//
// The rules of reading are the site findings' (src/client/app/site-findings.ts), moved here so
// that a page's facts are read when it settles: check values are unknown data, read tolerantly
// (docs/compatibility.md), and only through their own keys.
import { field } from '../../shared/findings/read.js';
import { own } from '../../shared/own-keys.js';
import { urlKey } from '../../shared/url-key.js';
import type { Report, ReportCheck } from '../api/index.js';

/** A failed check as the severity rules see it: its key and its errors' keys. */
export interface FailedCheck {
  key: string;
  /**
   * What the rules read of the check (rules.ts severityOf reads the keys of `errors`): the
   * check's errors with their keys alone (null when it had none), a stand-in for the check.
   */
  check: Pick<ReportCheck, 'errors'>;
}

/**
 * What the verdict and the site findings read of one report: its flags, statuses and failed
 * checks, small enough to keep in memory for every page of a run (page-facts.ts's reader shares
 * the lists between pages).
 */
export interface PageFlags {
  /** The report has checks (a page without any is judged by its status alone). */
  hasChecks: boolean;
  /** The status our http_status check read, as a whole number; null without one. */
  reportedStatus: number | null;
  /** The status "HTTP nnn" in the report's generation error names; null without one. */
  generationErrorStatus: number | null;
  noindex: boolean;
  /** The robots check failed on a robots.txt rule (not on robots.txt's own status). */
  blockedByRobots: boolean;
  /** Our redirects check counted at least one. */
  redirected: boolean;
  /** Checks that failed (passed false), in the report's order. */
  failedChecks: readonly FailedCheck[];
  /**
   * The keys of the checks that could not be judged (passed null), in the report's order: the
   * run's one copy of each such list (pages of a site are alike).
   */
  unjudgedKeys: readonly string[];
}

/**
 * What the site findings alone read of one report: its URLs, texts and links, which are the
 * page's own and grow with it (about 600 bytes a page of a generated site: a 10,000-page run's
 * largest share of memory that grew with the site). A report waiting in the run's file has them
 * written beside it (textsLine), read back once when the findings are made.
 */
export interface PageTexts {
  /**
   * The page keys of the report's URL, full URL and final URL (our http_status check's), in that
   * order, without repeats: the page's other URLs are the one it was audited at (the outcome's).
   */
  reportKeys: readonly string[];
  title: string | null;
  description: string | null;
  /** The canonical URL (absolute http(s) only). */
  canonical: string | null;
  /**
   * The page keys of every internal link (`Internals`, else `internalUrls`), links that are no
   * URL left out; 'cut' when the list is full and may miss some; null when the report lists none.
   */
  links: readonly string[] | 'cut' | null;
  /** The page keys of `internalUrls` (the first 50 internal links), links that are no URL left out. */
  internalUrls: readonly string[];
}

/** What the site findings and the verdict read of one report. */
export interface PageFacts extends PageFlags, PageTexts {}

/**
 * PageTexts as a line of JSON: the keys as the numbers the reader gave them, and `links` as 0
 * when it is the list of `internalUrls` (our analyzer's pages of 50 links or fewer).
 */
type TextsLine = [
  reportKeys: number[],
  title: string | null,
  description: string | null,
  canonical: string | null,
  links: number[] | 'cut' | null | 0,
  internalUrls: number[],
];

/** The flags of a page's facts: what a spilled report keeps in memory of them. */
export function flagsOf(facts: PageFacts): PageFlags {
  return {
    hasChecks: facts.hasChecks,
    reportedStatus: facts.reportedStatus,
    generationErrorStatus: facts.generationErrorStatus,
    noindex: facts.noindex,
    blockedByRobots: facts.blockedByRobots,
    redirected: facts.redirected,
    failedChecks: facts.failedChecks,
    unjudgedKeys: facts.unjudgedKeys,
  };
}

/** Our analyzer lists at most this many internal links in `Internals`, and 50 in `internalUrls`. */
const INTERNALS_LISTED = 1_000;
const INTERNAL_URLS_LISTED = 50;

/**
 * Reads the facts of a run's reports, holding the run's one copy of each page key and of each
 * failed check: links of a site point to the same pages (menus, footers), and its pages fail the
 * same checks with the same errors. A key is also computed once per URL, not once per link.
 */
export class PageFactsReader {
  readonly #keys = new Map<string, string | null>();
  /**
   * The one copy of each key, by the number it was given (its place in #keyList): a page's own
   * keys are its links' keys on other pages, and a written page's texts name them by number.
   */
  readonly #keyIds = new Map<string, number>();
  readonly #keyList: string[] = [];
  /** Each failed check kept, by its key and then its error keys one after the other. */
  readonly #failed: FailedChecksNode = { next: null, kept: null };
  /** Each list of failed checks kept, by its checks one after the other. */
  readonly #failedLists: FailedListsNode = { next: null, list: null };
  /** Each list of unjudged check keys kept, by its keys joined with line breaks. */
  readonly #unjudgedLists = new Map<string, readonly string[]>();

  /**
   * The URL in the form pages are compared in (urlKey, samePage); null when it is no URL. Kept
   * for the reader's life: meant for the URLs pages link to, which repeat.
   */
  pageKey(url: string): string | null {
    let key = this.#keys.get(url);
    if (key === undefined) {
      key = this.#shared(urlKey(url, { samePage: true }));
      this.#keys.set(url, key);
    }
    return key;
  }

  #shared(key: string | null): string | null {
    if (key === null) return null;
    const id = this.#keyIds.get(key);
    if (id !== undefined) return this.#keyList[id] as string;
    this.#keyIds.set(key, this.#keyList.length);
    this.#keyList.push(key);
    return key;
  }

  /** The number of a key (one this reader gave, or any other: it is then kept too). */
  #idOf(key: string): number {
    const id = this.#keyIds.get(key);
    if (id !== undefined) return id;
    this.#shared(key);
    return this.#keyList.length - 1;
  }

  #idsOf(keys: readonly string[]): number[] {
    return keys.map((key) => this.#idOf(key));
  }

  #keysOfIds(ids: readonly number[]): string[] {
    return ids.map((id) => {
      const key = this.#keyList[id];
      if (key === undefined) throw new Error(`no page key numbered ${id} in this run`);
      return key;
    });
  }

  /** A page's texts as one line of JSON, for textsOfLine of this reader to read back. */
  textsLine(texts: PageTexts): string {
    const internalUrls = this.#idsOf(texts.internalUrls);
    const { links } = texts;
    const line: TextsLine = [
      this.#idsOf(texts.reportKeys),
      texts.title,
      texts.description,
      texts.canonical,
      links === texts.internalUrls
        ? 0
        : links === null || links === 'cut'
          ? links
          : this.#idsOf(links),
      internalUrls,
    ];
    return JSON.stringify(line);
  }

  /** The texts textsLine wrote, with the run's one copy of each key. */
  textsOfLine(text: string): PageTexts {
    const [reportKeys, title, description, canonical, links, internalUrls] = JSON.parse(
      text,
    ) as TextsLine;
    const internal = this.#keysOfIds(internalUrls);
    return {
      reportKeys: this.#keysOfIds(reportKeys),
      title,
      description,
      canonical,
      links:
        links === 0 ? internal : links === null || links === 'cut' ? links : this.#keysOfIds(links),
      internalUrls: internal,
    };
  }

  factsOf(report: Report | null): PageFacts {
    const checks = report?.checks ?? {};
    const status = own(checks, 'http_status')?.value;
    const { links, internalUrls } = this.#links(checks);
    return {
      hasChecks: Boolean(report?.checks),
      reportKeys: this.#reportKeys(report, field(status, 'url')),
      reportedStatus: numberOf(typeof status === 'object' ? field(status, 'status') : status),
      generationErrorStatus: httpStatusIn(report?.generationError ?? ''),
      title: textOf(own(checks, 'title')),
      description: textOf(own(checks, 'meta_description')),
      canonical: urlOf(own(checks, 'canonical')),
      noindex: own(checks, 'noindex')?.passed === false,
      blockedByRobots: blockedByRobots(own(checks, 'robots')),
      redirected: redirected(own(checks, 'redirects')),
      links,
      internalUrls,
      failedChecks: this.#failedChecks(checks),
      unjudgedKeys: this.#unjudgedKeys(checks),
    };
  }

  /** The keys of the checks not judged (passed null): the run's one copy of the list. */
  #unjudgedKeys(checks: Record<string, ReportCheck>): readonly string[] {
    const keys: string[] = [];
    for (const key of Object.keys(checks)) if (checks[key]?.passed === null) keys.push(key);
    // Check keys hold no line break (a key with one would only share a list less often).
    const id = keys.join('\n');
    const kept = this.#unjudgedLists.get(id);
    if (kept !== undefined && sameList(kept, keys)) return kept;
    const list = Object.freeze(keys.slice());
    if (kept === undefined) this.#unjudgedLists.set(id, list);
    return list;
  }

  #reportKeys(report: Report | null, finalUrl: unknown): string[] {
    const keys: string[] = [];
    const urls = [report?.url, report?.fullUrl];
    if (typeof finalUrl === 'string') urls.push(finalUrl);
    for (const [index, url] of urls.entries()) {
      // The same text twice (the full URL is the final one when nothing redirected) is one key.
      if (typeof url !== 'string' || url === '' || urls.indexOf(url) < index) continue;
      // Found in pageKey's map when an earlier page linked to it, but not added to it: a page's
      // own URLs are asked for once.
      const known = this.#keys.get(url);
      const key = known !== undefined ? known : this.#shared(urlKey(url, { samePage: true }));
      if (key !== null && !keys.includes(key)) keys.push(key);
    }
    // A copy of its own length: a list that grew by push holds room for 17 (kept for every page).
    return keys.slice();
  }

  /**
   * A page's internal links: `Internals` (`[{url}]`, deployed services' shape and ours, up to
   * 1,000), else `internalUrls` (the first 50); 'cut' when the list is full and may miss some.
   * And the keys of `internalUrls` alone.
   */
  #links(checks: Record<string, ReportCheck>): Pick<PageFacts, 'links' | 'internalUrls'> {
    const value = own(checks, 'in_page_links')?.value;
    const firstUrls = internalUrlsOf(checks);
    const internals = field(value, 'Internals');
    if (Array.isArray(internals)) {
      const internalUrls = this.#keysOf(firstUrls);
      if (internals.length >= INTERNALS_LISTED) return { links: 'cut', internalUrls };
      const urls: string[] = [];
      for (const item of internals) {
        const url = typeof item === 'string' ? item : field(item, 'url');
        if (typeof url === 'string') urls.push(url);
      }
      // Our analyzer's internalUrls are its Internals when a page has 50 or fewer: one list.
      if (sameList(urls, firstUrls)) return { links: internalUrls, internalUrls };
      return { links: this.#keysOf(urls), internalUrls };
    }
    const internalUrls = this.#keysOf(firstUrls);
    if (!Array.isArray(field(value, 'internalUrls'))) return { links: null, internalUrls };
    const cut = firstUrls.length >= INTERNAL_URLS_LISTED;
    return { links: cut ? 'cut' : internalUrls, internalUrls };
  }

  /** The URLs' page keys, in order, those that are no URL left out (in a list of its length). */
  #keysOf(urls: readonly string[]): string[] {
    const keys = new Array<string>(urls.length);
    let count = 0;
    for (const url of urls) {
      const key = this.pageKey(url);
      if (key !== null) keys[count++] = key;
    }
    return count === keys.length ? keys : keys.slice(0, count);
  }

  /** The page's failed checks: the run's one copy of the list (pages fail alike) and of each. */
  #failedChecks(checks: Record<string, ReportCheck>): readonly FailedCheck[] {
    let list = this.#failedLists;
    for (const key of Object.keys(checks)) {
      const check = checks[key] as ReportCheck;
      if (check.passed !== false) continue;
      const errorKeys = check.errors == null ? [] : Object.keys(check.errors);
      let node = childOf(this.#failed, key);
      for (const name of errorKeys) node = childOf(node, name);
      node.kept ??= failedCheck(key, errorKeys);
      list = listChildOf(list, node.kept);
    }
    list.list ??= Object.freeze(failedListOf(list));
    return list.list;
  }
}

/** Failed checks kept, by check key, then by each error key in turn. */
interface FailedChecksNode {
  next: Map<string, FailedChecksNode> | null;
  /** The check failed with exactly the error keys on the path to this node. */
  kept: FailedCheck | null;
}

/** Lists of failed checks kept, by each check in turn; `parent` leads back to the first. */
interface FailedListsNode {
  next: Map<FailedCheck, FailedListsNode> | null;
  parent?: { node: FailedListsNode; check: FailedCheck };
  /** The list of the checks on the path to this node. */
  list: readonly FailedCheck[] | null;
}

function listChildOf(node: FailedListsNode, check: FailedCheck): FailedListsNode {
  node.next ??= new Map();
  let child = node.next.get(check);
  if (child === undefined) {
    child = { next: null, parent: { node, check }, list: null };
    node.next.set(check, child);
  }
  return child;
}

/** The checks on the path to `node`, first to last, in a list of its length. */
function failedListOf(node: FailedListsNode): FailedCheck[] {
  let length = 0;
  for (let at = node; at.parent !== undefined; at = at.parent.node) length += 1;
  const list = new Array<FailedCheck>(length);
  for (let at = node; at.parent !== undefined; at = at.parent.node)
    list[--length] = at.parent.check;
  return list;
}

function childOf(node: FailedChecksNode, name: string): FailedChecksNode {
  node.next ??= new Map();
  let child = node.next.get(name);
  if (child === undefined) {
    child = { next: null, kept: null };
    node.next.set(name, child);
  }
  return child;
}

function failedCheck(key: string, errorKeys: readonly string[]): FailedCheck {
  const errors: Record<string, null> = {};
  // defineProperty: an error named "__proto__" is a key like any other.
  for (const name of errorKeys)
    Object.defineProperty(errors, name, { value: null, enumerable: true });
  return Object.freeze({
    key,
    check: Object.freeze({ errors: errorKeys.length === 0 ? null : Object.freeze(errors) }),
  });
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => b[index] === item);
}

function internalUrlsOf(checks: Record<string, ReportCheck>): string[] {
  const urls = field(own(checks, 'in_page_links')?.value, 'internalUrls');
  return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : [];
}

/** The 3-digit status an error message names as "HTTP nnn"; null when it names none. */
export function httpStatusIn(text: string): number | null {
  return numberOf(/\bHTTP (\d{3})\b/.exec(text)?.[1]);
}

/** Our redirects check counted at least one. */
function redirected(check: ReportCheck | undefined): boolean {
  const count = numberOf(field(check?.value, 'count'));
  return count !== null && count > 0;
}

/** The robots check failed on a robots.txt rule (not on robots.txt's own status). */
function blockedByRobots(check: ReportCheck | undefined): boolean {
  if (check === undefined || check.passed !== false) return false;
  const failed = field(check.errors, 'failed');
  return failed !== undefined && field(failed, 'status') === undefined;
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

function numberOf(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

/** Keys of the report's failed checks (passed false), in the report's order; null without checks. */
export function failedCheckKeys(report: Report | null): string[] | null {
  return checkKeysWhere(report, false);
}

/** Keys of the report's checks that could not be judged (passed null); null without checks. */
export function unjudgedCheckKeys(report: Report | null): string[] | null {
  return checkKeysWhere(report, null);
}

function checkKeysWhere(report: Report | null, passed: boolean | null): string[] | null {
  if (report?.checks == null) return null;
  return Object.entries(report.checks)
    .filter(([, check]) => check.passed === passed)
    .map(([key]) => key);
}
