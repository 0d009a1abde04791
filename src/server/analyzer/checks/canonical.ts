// The canonical URL: the one address search engines should index for this content. A wrong one
// quietly moves a page's ranking elsewhere (another domain, an error page, a noindex page).

import { bareHost } from '../../../shared/url-key.js';
import {
  type CheckLogic,
  type CheckOutcome,
  type Errors,
  failed,
  firstOf,
  type LogicTable,
  notApplicable,
  outcomeOf,
} from './check.js';
import type { CanonicalTarget, CheckContext } from './context.js';
import { outsideHead } from './head-metadata.js';

export const canonical: CheckLogic<'canonical'> = {
  run: (context) => canonicalOutcome(canonicalFindings(context), context.input.canonicalTarget),
};

/**
 * What the canonical check reads from the page itself: a verdict already, or the canonical URL
 * chosen and the errors found so far. Plain data: the service's worker finds them, and its main
 * thread completes the verdict once the canonical URL has answered (canonicalOutcome).
 */
export type CanonicalFindings =
  | { outcome: CheckOutcome<'canonical'> }
  | {
      chosen: string;
      /** In the order they are reported, before those of the canonical URL's answer. */
      errors: Errors<'canonical'>;
      mismatch?: { ogUrl: string };
    };

export function canonicalFindings(context: CheckContext): CanonicalFindings {
  const declared = canonicalHrefs(context);
  const outside = outsideHead(context.facts, 'canonical');
  // No canonical is no fault: search engines then pick the URL themselves (Google recommends
  // one, but does not require it). One only outside the head is ignored by them, and said so.
  if (declared.length === 0) {
    if (outside !== null) return { outcome: failed(null, { outside_head: outside }) };
    return {
      outcome: notApplicable(
        'the page declares no canonical URL; search engines choose one (a <link rel="canonical"> with the absolute URL is recommended)',
      ),
    };
  }
  const errors: Errors<'canonical'> = {};
  const urls: string[] = [];
  for (const href of declared) {
    const url = context.resolve(href);
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      errors.bad_format ??= { href: href.slice(0, 200) };
      continue;
    }
    // Google resolves a relative canonical, but asks for absolute URLs: a mild finding, under
    // its own key so that severity rules can weigh it apart.
    if (!ABSOLUTE.test(href.trim())) errors.relative ??= { href: href.slice(0, 200) };
    url.hash = '';
    if (!urls.includes(url.href)) urls.push(url.href);
  }
  // Several different canonicals: search engines then ignore them all.
  if (urls.length > 1) errors.too_many = { count: urls.length, urls: firstOf(urls, 10) };
  if (outside !== null) errors.outside_head = outside;
  const chosen = urls[0] === undefined ? null : new URL(urls[0]);
  if (chosen === null) return { outcome: failed(null, errors) };
  const host = bareHost(chosen.hostname);
  const allowed = [context.finalUrl.hostname, ...context.limits.canonicalHosts].map(bareHost);
  if (!allowed.includes(host)) errors.other_host = { host: chosen.hostname };
  const ogUrl = context.facts.head.socialValues['og:url'];
  let mismatch: { ogUrl: string } | undefined;
  if (ogUrl) {
    const resolved = context.resolve(ogUrl);
    if (resolved !== null) resolved.hash = '';
    if (resolved === null || !samePage(resolved, chosen)) mismatch = { ogUrl: ogUrl.slice(0, 200) };
  }
  return { chosen: chosen.href, errors, ...(mismatch === undefined ? {} : { mismatch }) };
}

/** The verdict from the findings and what the canonical URL answered (absent: not asked). */
export function canonicalOutcome(
  findings: CanonicalFindings,
  target: CanonicalTarget | undefined,
): CheckOutcome<'canonical'> {
  if ('outcome' in findings) return findings.outcome;
  const errors: Errors<'canonical'> = { ...findings.errors };
  if (target !== undefined && target.url === findings.chosen && target.status !== null) {
    if (target.status >= 300 && target.status < 400) errors.redirect = { status: target.status };
    else if (target.status >= 400) errors.failed = { status: target.status };
    else if (target.noindex) errors.noindex = null;
  }
  if (findings.mismatch !== undefined) errors.mismatch = findings.mismatch;
  return outcomeOf(findings.chosen, errors);
}

/**
 * The page's canonical URL when it names another page (absolute, http(s)): that one is requested
 * to see whether it redirects, fails or is kept out of the index. The first one declared, as
 * search engines take it, resolved against the document's <base href> or the page.
 */
export function canonicalToProbe(context: CheckContext): string | null {
  const href = canonicalHrefs(context)[0];
  if (href === undefined) return null;
  const url = context.resolve(href);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  url.hash = '';
  return url.href === context.input.finalUrl ? null : url.href;
}

export const CANONICAL_LOGIC = { canonical } satisfies Partial<LogicTable>;

/** A URL with a scheme: anything else ("/a", "//host/a", "a") is resolved against the page. */
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/** <link rel=canonical> hrefs, then `Link: <...>; rel="canonical"` header targets. */
export function canonicalHrefs(context: Pick<CheckContext, 'facts' | 'headerValues'>): string[] {
  // Only the head's: one after whatever ended the head is in the body, where it is ignored.
  const hrefs = context.facts.head.canonicals.filter((href) => href !== '');
  for (const header of context.headerValues('link'))
    hrefs.push(...linkHeaderTargets(header, 'canonical'));
  return hrefs;
}

/** Targets of an RFC 8288 Link header with the given relation type. */
function linkHeaderTargets(header: string, relation: string): string[] {
  const targets: string[] = [];
  for (const match of header.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]+)*)/g)) {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,"]+))/i.exec(match[2] ?? '');
    const types = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (types.includes(relation)) targets.push((match[1] ?? '').trim());
  }
  return targets;
}

/**
 * The same page for a scraper: equal, or differing only by scheme (http/https), a leading "www."
 * or a trailing slash. Sites often write og:url with http or without www while the canonical is
 * the https one; both lead to the same page.
 */
function samePage(a: URL, b: URL): boolean {
  const key = (url: URL) =>
    `${bareHost(url.hostname)}:${url.port}${url.pathname.replace(/\/$/, '')}${url.search}`;
  return key(a) === key(b);
}
