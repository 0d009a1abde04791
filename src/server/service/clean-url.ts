// How a report shows its URL (docs/compatibility.md, "Report object"): scheme and "www."
// stripped, a lone trailing "/" removed. The fragment never reaches a server, so it is dropped too.

export const MAX_URL_LENGTH = 2048;

export function cleanUrl(absoluteUrl: string): string {
  const url = new URL(absoluteUrl);
  const host = url.host.replace(/^www\./i, '');
  const path = url.pathname === '/' && url.search === '' ? '' : url.pathname;
  return `${host}${path}${url.search}`;
}

/** The project a report joins when the caller names none: the host without "www.". */
export function projectForUrl(absoluteUrl: string): string {
  return new URL(absoluteUrl).hostname.replace(/^www\./i, '');
}
