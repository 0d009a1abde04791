// URL patterns as the rules file writes them (docs/rules.md): a path starting with `/` matches
// the URL's path and query, anything else (http(s)://...) the whole URL; `*` matches any run of
// characters and the pattern matches the whole target. The same linear matcher as robots.txt.
import { wildcardMatches } from '../../shared/wildcard.js';
import type { UrlPattern } from './types.js';

export function patternMatches(pattern: UrlPattern, url: URL): boolean {
  const target = pattern.startsWith('/') ? `${url.pathname}${url.search}` : url.href;
  return wildcardMatches(pattern.endsWith('$') ? pattern : `${pattern}$`, target);
}

/** Why a pattern cannot be used, completing "pattern ...: "; null when it can. */
export function patternProblem(pattern: string): string | null {
  if (/\s/.test(pattern)) return 'must not contain spaces';
  if (!/^(\/|https?:\/\/)/i.test(pattern))
    return 'must start with / (a path) or http(s):// (a URL)';
  return null;
}
