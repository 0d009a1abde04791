// robots.txt as RFC 9309 reads it: groups of user-agent lines with allow/disallow rules, `*` and
// `$` in patterns, the longest matching rule wins and allow wins a tie. Sitemap lines stand
// outside the groups. We judge the page for a generic crawler, the `*` group.

export interface RobotsRule {
  allow: boolean;
  /** The path pattern as written in the file. */
  pattern: string;
}

export interface RobotsTxt {
  /** Rules of the groups that apply to every crawler (`User-agent: *`), merged. */
  rules: RobotsRule[];
  /** Absolute URLs from Sitemap: lines. */
  sitemaps: string[];
}

export function parseRobotsTxt(text: string, baseUrl: string): RobotsTxt {
  const rules: RobotsRule[] = [];
  const sitemaps: string[] = [];
  let agents: string[] = [];
  let inRules = false;
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
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
      agents.push(value.toLowerCase());
    } else if (field === 'allow' || field === 'disallow') {
      inRules = true;
      // An empty Disallow allows everything: it is no rule at all.
      if (value === '' || !agents.includes('*')) continue;
      rules.push({ allow: field === 'allow', pattern: value });
    }
  }
  return { rules, sitemaps };
}

export interface RobotsVerdict {
  allowed: boolean;
  /** The rule that decided, as "Disallow: /x"; null when no rule matched. */
  rule: string | null;
}

/** Is `pathAndQuery` (as in a URL, percent-encoded) open to a generic crawler? */
export function robotsAllows(robots: RobotsTxt, pathAndQuery: string): RobotsVerdict {
  let best: RobotsRule | null = null;
  for (const rule of robots.rules) {
    if (!patternMatches(rule.pattern, pathAndQuery)) continue;
    const longer = best === null || rule.pattern.length > best.pattern.length;
    const tieWonByAllow =
      best !== null && rule.pattern.length === best.pattern.length && rule.allow;
    if (longer || tieWonByAllow) best = rule;
  }
  if (best === null) return { allowed: true, rule: null };
  return {
    allowed: best.allow,
    rule: `${best.allow ? 'Allow' : 'Disallow'}: ${best.pattern}`,
  };
}

const compiled = new Map<string, RegExp>();

function patternMatches(pattern: string, path: string): boolean {
  let regex = compiled.get(pattern);
  if (regex === undefined) {
    const anchored = pattern.endsWith('$');
    const body = encodeNonAscii(anchored ? pattern.slice(0, -1) : pattern)
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    regex = new RegExp(`^${body}${anchored ? '$' : ''}`);
    if (compiled.size > 10_000) compiled.clear();
    compiled.set(pattern, regex);
  }
  return regex.test(path);
}

/** Patterns may be written with raw UTF-8; URLs arrive percent-encoded. */
function encodeNonAscii(pattern: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is "not ASCII".
  return pattern.replace(/[^\u0000-\u007f]+/g, (chars) => encodeURIComponent(chars));
}
