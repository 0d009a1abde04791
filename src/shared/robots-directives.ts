// Robots directives (a robots meta tag's content, an X-Robots-Tag header) read once for the whole
// project: the analyzer's noindex check judges an audited page by them, and the client's link
// checker judges a linked page by its X-Robots-Tag, so that a page linked and the same page
// audited never disagree (docs/links.md). Google's reading, since Google is the engine a site is
// judged for: `googlebot: noindex` keeps the page out of Google's index, `bingbot: noindex` does
// not, and an `unavailable_after` date in the past drops it like noindex.

/** Directives written "name: value", whose name is not a user agent. */
const VALUED_DIRECTIVES = new Set([
  'unavailable_after',
  'max-snippet',
  'max-image-preview',
  'max-video-preview',
]);

/** The agents whose directives count: every crawler's (no name) and Google's. */
const JUDGED_AGENTS = new Set(['*', 'googlebot']);

/** RFC 822 and RFC 850 dates open with a weekday and a comma: "Wed, 02 Oct 2002 13:00:00 GMT". */
const WEEKDAY = /^(mon|tue|wed|thu|fri|sat|sun)[a-z]*$/;

/**
 * Whether directives for one crawler (a robots meta tag's content, "noindex, follow") keep the
 * page out of the index: `noindex`, `none`, or an `unavailable_after` date already past.
 */
export function directivesBlockIndexing(directives: string, now: number = Date.now()): boolean {
  return splitDirectives(directives).some((directive) => blocks(directive, now));
}

/**
 * Whether X-Robots-Tag values keep the page out of Google's index. `values` is one header's
 * value, or one value per header line (each line starts again for every crawler). A directive
 * applies to the user agent named last before it in its value ("otherbot: noindex, googlebot:
 * nofollow": noindex is otherbot's), or to every crawler when none is named; only every
 * crawler's and Googlebot's count.
 *
 * Several header lines that arrive joined by commas (as `fetch` gives them) read as one value:
 * "otherbot: nofollow" then "noindex" read as otherbot's two directives. Readers that have the
 * lines apart (the analyzer) pass them as a list.
 */
export function xRobotsTagBlocksIndexing(
  values: string | readonly string[] | null | undefined,
  now: number = Date.now(),
): boolean {
  if (values === null || values === undefined) return false;
  const lines = typeof values === 'string' ? [values] : values;
  return lines.some((line) => lineBlocksIndexing(line, now));
}

function lineBlocksIndexing(value: string, now: number): boolean {
  let agent = '*';
  for (const part of splitDirectives(value)) {
    let directive = part;
    const prefix = /^([\w-]+)\s*:(.*)$/.exec(directive);
    const name = prefix?.[1] ?? '';
    if (prefix !== null && !VALUED_DIRECTIVES.has(name)) {
      agent = name;
      directive = (prefix[2] ?? '').trim();
    }
    if (JUDGED_AGENTS.has(agent) && blocks(directive, now)) return true;
  }
  return false;
}

/**
 * Directives lower-cased and trimmed, split on commas; a date whose weekday the comma cut off
 * ("unavailable_after: Wed" and "02 Oct 2002 ...") is put back together.
 */
function splitDirectives(value: string): string[] {
  const parts = value
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  const directives: string[] = [];
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] as string;
    const date = /unavailable_after\s*:\s*(.*)$/.exec(part)?.[1];
    const next = parts[index + 1];
    if (date !== undefined && WEEKDAY.test(date) && next !== undefined) {
      directives.push(`${part}, ${next}`);
      index++;
    } else if (part !== '') {
      directives.push(part);
    }
  }
  return directives;
}

function blocks(directive: string, now: number): boolean {
  return directive === 'noindex' || directive === 'none' || expired(directive, now);
}

/** "unavailable_after: <date>" in the past drops the page from the index, like noindex. */
function expired(directive: string, now: number): boolean {
  const date = /^unavailable_after\s*:\s*(.+)$/.exec(directive)?.[1];
  if (date === undefined) return false;
  const time = Date.parse(date);
  return Number.isFinite(time) && time < now;
}
