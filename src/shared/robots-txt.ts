// robots.txt as RFC 9309 reads it: groups of user-agent lines with allow/disallow rules, `*` and
// `$` in patterns, the most specific (longest) matching rule wins and allow wins a tie. A crawler
// obeys the groups naming its product token (all of them, merged), and only when there are none
// the `*` groups. Sitemap lines stand outside the groups. Shared: the analyzer judges pages by
// it, and the client's crawler (src/client/crawl/) obeys it.
//
// Patterns are matched by a linear wildcard matcher, not by turning `*` into a regular
// expression's `.*`: a dozen wildcards made the backtracking engine run for minutes on one path.
import { wildcardMatches } from './wildcard.js';

interface RobotsRule {
  allow: boolean;
  /** The path pattern as written in the file. */
  pattern: string;
}

export interface RobotsTxt {
  /** Rules of the groups that apply to every crawler (`User-agent: *`), merged. */
  rules: RobotsRule[];
  /** Rules per product token (lower-case) other than `*`, each token's groups merged. */
  agents: Map<string, RobotsRule[]>;
  /** Absolute URLs from Sitemap: lines. */
  sitemaps: string[];
}

/** The crawler we judge pages for when none is named: any crawler without its own group. */
const ANY_CRAWLER = '*';

export function parseRobotsTxt(text: string, baseUrl: string): RobotsTxt {
  const byAgent = new Map<string, RobotsRule[]>();
  const sitemaps: string[] = [];
  let agents: string[] = [];
  let inRules = false;
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const hash = rawLine.indexOf('#');
    const line = (hash === -1 ? rawLine : rawLine.slice(0, hash)).trim();
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (field === 'sitemap') {
      const url = URL.parse(value, baseUrl);
      if (url) sitemaps.push(url.href);
    } else if (field === 'user-agent') {
      // A user-agent line after rules opens a new group.
      if (inRules) agents = [];
      inRules = false;
      const token = productToken(value);
      if (token !== '') agents.push(token);
    } else if (field === 'allow' || field === 'disallow') {
      inRules = true;
      // An empty Disallow allows everything: it is no rule at all.
      if (value === '') continue;
      for (const agent of agents) {
        const list = byAgent.get(agent) ?? [];
        list.push({ allow: field === 'allow', pattern: value });
        byAgent.set(agent, list);
      }
    }
  }
  const rules = byAgent.get(ANY_CRAWLER) ?? [];
  byAgent.delete(ANY_CRAWLER);
  return { rules, agents: byAgent, sitemaps };
}

/** "Googlebot/2.1 (+http://...)" names the crawler "googlebot" (RFC 9309 2.2.1). */
function productToken(value: string): string {
  const end = value.search(/[\s/]/);
  return (end === -1 ? value : value.slice(0, end)).toLowerCase();
}

interface RobotsVerdict {
  allowed: boolean;
  /** The rule that decided, as "Disallow: /x"; null when no rule matched. */
  rule: string | null;
}

/**
 * Is `pathAndQuery` (as in a URL, percent-encoded) open to the crawler whose product token is
 * `agent`? Without a group of its own, the `*` groups apply.
 */
export function robotsAllows(
  robots: RobotsTxt,
  pathAndQuery: string,
  agent: string = ANY_CRAWLER,
): RobotsVerdict {
  const rules = robots.agents.get(agent.toLowerCase()) ?? robots.rules;
  let best: { rule: RobotsRule; length: number } | null = null;
  for (const rule of rules) {
    const pattern = encodeNonAscii(rule.pattern);
    // Most octets wins; allow wins a tie. A shorter rule cannot win, so it is not matched.
    if (
      best !== null &&
      (pattern.length < best.length || (pattern.length === best.length && !rule.allow))
    )
      continue;
    if (!wildcardMatches(pattern, pathAndQuery)) continue;
    best = { rule, length: pattern.length };
  }
  if (best === null) return { allowed: true, rule: null };
  return {
    allowed: best.rule.allow,
    rule: `${best.rule.allow ? 'Allow' : 'Disallow'}: ${best.rule.pattern}`,
  };
}

const encoded = new Map<string, string>();

/** Patterns may be written with raw UTF-8; URLs arrive percent-encoded. */
function encodeNonAscii(pattern: string): string {
  let result = encoded.get(pattern);
  if (result === undefined) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is "not ASCII".
    result = pattern.replace(/[^\u0000-\u007f]+/g, (chars) => encodeURIComponent(chars));
    if (encoded.size > 10_000) encoded.clear();
    encoded.set(pattern, result);
  }
  return result;
}
