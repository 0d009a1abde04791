// ignore-checks: checks a team accepts. They never fail the job, and are shown as accepted.
//
//   ignore-checks: |
//     https_encryption, htst          # on every page
//     /blog/*: content_length         # on pages whose path matches
//     https://docs.example.com/*: favicon
//
// A line is a list of check keys, or a URL pattern, a colon and keys. A pattern starting with
// "/" is matched against the page's path and query, one starting with http(s):// against the
// whole URL; `*` stands for any run of characters (slashes included) and the whole of it must
// match. Keys are the catalogue's (docs/findings.md); an unknown one is an error, since a typo
// would silently accept nothing.

import { type ErrorCodeOf, SeoReportError } from '../../shared/errors.js';
import { isKnownCheck } from '../../shared/findings/catalogue.js';
import { wildcardMatches } from '../../shared/wildcard.js';

export interface AcceptRule {
  /** null: every page. */
  pattern: string | null;
  keys: string[];
}

/** Why a line of ignore-checks was refused; the caller names the option. */
export class AcceptRuleError extends SeoReportError {
  override readonly name = 'AcceptRuleError';
  get errorCode(): ErrorCodeOf<'AcceptRuleError'> {
    return 'SEO_ACCEPT_RULE_INVALID';
  }
}

const MAX_RULES = 200;

export function parseAcceptRules(raw: string): AcceptRule[] {
  const rules: AcceptRule[] = [];
  for (const [index, fullLine] of raw.split(/\r?\n/).entries()) {
    const line = fullLine.replace(/(^|\s)#.*$/, '').trim();
    if (line === '') continue;
    const where = `line ${index + 1}`;
    // Keys never contain a colon; a URL pattern does (https://), so the last one separates.
    const colon = line.lastIndexOf(':');
    const pattern = colon === -1 ? null : line.slice(0, colon).trim();
    const keys = (colon === -1 ? line : line.slice(colon + 1))
      .split(/[\s,]+/)
      .filter((key) => key !== '');
    if (pattern !== null && /[\s,]/.test(pattern))
      throw new AcceptRuleError(
        `${where}: one pattern per line, as pattern: keys (got ${JSON.stringify(line)})`,
      );
    if (pattern !== null && !/^(\/|https?:\/\/)/i.test(pattern))
      throw new AcceptRuleError(
        `${where}: the pattern ${JSON.stringify(pattern)} must start with / (a path) or http(s):// (a URL)`,
      );
    if (keys.length === 0)
      throw new AcceptRuleError(`${where}: give at least one check key after the pattern`);
    const unknown = keys.find((key) => !isKnownCheck(key));
    if (unknown !== undefined)
      throw new AcceptRuleError(`${where}: unknown check key ${JSON.stringify(unknown)}`);
    rules.push({ pattern, keys });
  }
  if (rules.length > MAX_RULES)
    throw new AcceptRuleError(`has ${rules.length} lines; at most ${MAX_RULES} are allowed`);
  return rules;
}

/** The checks accepted on one page. */
export function acceptedChecksFor(url: string, rules: readonly AcceptRule[]): Set<string> {
  const accepted = new Set<string>();
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // Not a URL: only the rules for every page apply.
  }
  for (const rule of rules) {
    if (rule.pattern !== null) {
      if (parsed === null) continue;
      const target = rule.pattern.startsWith('/')
        ? `${parsed.pathname}${parsed.search}`
        : parsed.href;
      // `$` anchors robots.txt's matcher at the end: the whole target must match.
      if (!wildcardMatches(`${rule.pattern}$`, target)) continue;
    }
    for (const key of rule.keys) accepted.add(key);
  }
  return accepted;
}
