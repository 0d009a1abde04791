// A URL the way services clean it (docs/compatibility.md, "Report object"): scheme and "www."
// stripped, a lone trailing "/" removed. The reference service stores its reports' URLs in this
// form, and the client brings both sides to it before it compares a page with a report, a
// baseline page or another page, since a report never carries the URL as the workflow wrote it.

const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/** How two URLs are compared (urlKey). */
export interface UrlKeyOptions {
  /**
   * Also drop a trailing "/" of the path, not only a lone one: "/b/" and "/b" are one page to a
   * reader of site findings, and sites redirect one to the other. Services keep it.
   */
  samePage?: boolean;
}

/**
 * The form services store: lower-case host without a leading "www.", the port when it is not the
 * scheme's default, the path and query as the URL parser writes them, no scheme, no fragment (it
 * never reaches a server), and no lone trailing "/". Takes an absolute URL or one already cleaned
 * ("example.com/a", read as http). Null when the text is not a URL at all.
 */
export function cleanUrl(text: string): string | null {
  const url = parse(text);
  return url === null ? null : join(url, url.port);
}

/**
 * The form two URLs are compared in: cleaned, and without :80 or :443. A cleaned URL has no
 * scheme, so an explicit :443 read as http would survive the parser: both are dropped on both
 * sides. Null when the text is not a URL at all.
 */
export function urlKey(text: string, options: UrlKeyOptions = {}): string | null {
  const url = parse(text);
  if (url === null) return null;
  const key = urlKeyOf(url);
  return options.samePage ? key.replace(/\/+(?=\?|$)/, '') : key;
}

/** urlKey of a URL already parsed (the crawler keys thousands of links: one parse each). */
export function urlKeyOf(url: URL): string {
  return join(url, url.port === '80' || url.port === '443' ? '' : url.port);
}

function parse(text: string): URL | null {
  try {
    return new URL(SCHEME.test(text) ? text : `http://${text}`);
  } catch {
    return null;
  }
}

/** The host without a leading "www.": example.com and www.example.com are one site. */
export function bareHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, '');
}

function join(url: URL, port: string): string {
  const host = bareHost(url.hostname);
  const path = url.pathname === '/' && url.search === '' ? '' : url.pathname;
  return `${host}${port === '' ? '' : `:${port}`}${path}${url.search}`;
}
