// A URL judged by itself, as a reader sees it in a result or a shared link: words, not soup. The
// page's title has nothing to do with it: "/" is the best address a home page can have, and a URL
// must not fail because a title was added or changed (a fix would then show up as a regression).

/** Longer than this (path and query, decoded), an address no longer reads at a glance. */
export const URL_MAX_LENGTH = 200;
/** More query parameters than this is a URL built from a form or a filter, not an address. */
const MAX_QUERY_PARAMETERS = 2;

/** Parameters that carry a session: the same page under a new URL for every visitor. */
const SESSION_PARAMETER = /^(?:jsessionid|phpsessid|sessionid|session_id|sid|aspsessionid\w*)$/i;
/** A UUID anywhere in a path segment. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/**
 * A long run of letters and digits mixed (a hash, a token): an ID, not a word. Numbers alone
 * (/article/123456) are not counted: they are short, stable and common in good addresses.
 */
const OPAQUE_TOKEN = /^(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{16,}$/i;

export interface UrlShape {
  /** What makes the address hard to read, in words. */
  problems: string[];
  /** Set when the path and query are longer than URL_MAX_LENGTH. */
  length: number | null;
}

export function urlShape(url: URL): UrlShape {
  const problems: string[] = [];
  const path = safeDecode(url.pathname);
  if (path.includes('_')) problems.push('underscores in the path');
  if (path !== path.toLowerCase()) problems.push('upper-case letters in the path');
  // Case and underscores are reported above; anything else but letters, digits, - . / is odd.
  if (/[^\p{L}\p{M}\p{N}\-./_]/u.test(path)) {
    problems.push('spaces or special characters in the path');
  }
  const ids = path
    .split('/')
    .some((segment) => UUID.test(segment) || segment.split(/[-_.;,]+/).some(isOpaque));
  if (ids || /;jsessionid=/i.test(url.pathname)) {
    problems.push('IDs in the path');
  }
  const names = [...url.searchParams.keys()];
  if (names.some((name) => SESSION_PARAMETER.test(name))) problems.push('a session ID');
  if (names.length > MAX_QUERY_PARAMETERS) problems.push(`${names.length} query parameters`);
  const length = [...safeDecode(url.pathname + url.search)].length;
  return { problems, length: length > URL_MAX_LENGTH ? length : null };
}

function isOpaque(token: string): boolean {
  return OPAQUE_TOKEN.test(token);
}

export function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
