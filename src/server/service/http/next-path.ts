// Where a sign-in sends the browser afterwards. `next` comes from a link anyone can craft, so it
// is only ever a path on this service: never another origin (an open redirect would lend our
// address to phishing links).

const HOME = '/';
const ORIGIN = 'http://service.invalid';

/**
 * `value` when it is a path on this service ("/reports/12"), else "/". Refused: anything not
 * starting with one "/" ("//evil.com" and "/\evil.com" are other hosts to a browser, which reads
 * "\" as "/"), any backslash, whitespace or control character (browsers drop tabs and newlines
 * from URLs, so "/\t/evil.com" becomes "//evil.com"), and anything a URL parser resolves to
 * another origin. The answer is the parsed path and query, so what is sent is what was checked.
 */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || value.length > 2048) return HOME;
  if (!value.startsWith('/') || value.startsWith('//')) return HOME;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return HOME;
  let parsed: URL;
  try {
    parsed = new URL(value, ORIGIN);
  } catch {
    return HOME;
  }
  if (parsed.origin !== ORIGIN) return HOME;
  const path = `${parsed.pathname}${parsed.search}`;
  return path.startsWith('//') ? HOME : path;
}
