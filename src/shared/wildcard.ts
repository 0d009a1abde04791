// The robots.txt wildcard pattern (`*` for any run, a final `$` to anchor the end), matched in
// linear time. The analyzer's robots.txt rules and the client's accepted-check patterns both use it.

/**
 * Does a robots.txt path pattern match the start of `path`? `*` stands for any run of
 * characters, a final `$` anchors the end. Each literal piece between wildcards is placed at its
 * leftmost occurrence after the previous one, which is optimal for patterns with only `*`; the
 * search is Knuth-Morris-Pratt, so a match costs time linear in path and pattern.
 */
export function wildcardMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const pieces = (anchored ? pattern.slice(0, -1) : pattern).split('*');
  const first = pieces[0] as string;
  if (!path.startsWith(first)) return false;
  if (pieces.length === 1) return !anchored || path.length === first.length;
  let at = first.length;
  const last = pieces.length - 1;
  for (let i = 1; i < last; i++) {
    const found = indexOfLinear(path, pieces[i] as string, at);
    if (found === -1) return false;
    at = found + (pieces[i] as string).length;
  }
  const tail = pieces[last] as string;
  if (anchored) return path.length - tail.length >= at && path.endsWith(tail);
  return indexOfLinear(path, tail, at) !== -1;
}

/** `text.indexOf(needle, from)` in O(text + needle) whatever the input (Knuth-Morris-Pratt). */
function indexOfLinear(text: string, needle: string, from: number): number {
  if (needle.length === 0) return from <= text.length ? from : -1;
  const failure = new Int32Array(needle.length);
  for (let i = 1, k = 0; i < needle.length; i++) {
    while (k > 0 && needle.charCodeAt(i) !== needle.charCodeAt(k)) k = failure[k - 1] as number;
    if (needle.charCodeAt(i) === needle.charCodeAt(k)) k++;
    failure[i] = k;
  }
  for (let i = from, k = 0; i < text.length; i++) {
    while (k > 0 && text.charCodeAt(i) !== needle.charCodeAt(k)) k = failure[k - 1] as number;
    if (text.charCodeAt(i) === needle.charCodeAt(k)) k++;
    if (k === needle.length) return i - needle.length + 1;
  }
  return -1;
}
