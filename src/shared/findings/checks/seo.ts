// Evidence for how a search engine finds, reads and lists the page: the seo checks of deployed
// services.
import { formatCount, joinWords, listSample, plural, quote } from '../format.js';
import { count, field, isRecord, limit, list, num, str, texts } from '../read.js';
import type { EvidenceTable } from '../types.js';
import { outsideHeadSentence } from './outside-head.js';
import { firstNumber, firstText, someOf, view, withOthers } from './view.js';

const EXAMPLES = 3;

function keywords(value: unknown): string {
  const words = texts(value).slice(0, 8);
  return words.join(', ');
}

/**
 * "has 45 characters", or, when the service measured display width (our analyzer counts a wide
 * CJK character as two columns) and that differs from the character count, "is 40 characters
 * wide (20 characters)".
 */
function measured(length: number, text: string | null): string {
  const characters = text === null ? length : [...text].length;
  if (characters === length) return `has ${plural(length, 'character')}`;
  return `is ${plural(length, 'character')} wide (${plural(characters, 'character')}; a wide CJK character counts as two)`;
}

function headingsOf(value: unknown, level: string): string[] {
  return texts(field(value, level) ?? field(value, level.toUpperCase()));
}

function pathOf(url: string | null): string | null {
  if (url === null) return null;
  const parsed = URL.parse(url);
  return parsed ? parsed.pathname : url;
}

/** `<meta name="robots" content="noindex">` reads as: robots meta tag "noindex". */
function directive(text: string): string {
  const meta = /<meta[^>]*name\s*=\s*["']?([\w-]+)[^>]*content\s*=\s*["']([^"']*)["']/i.exec(text);
  if (meta) return `${meta[1]?.toLowerCase()} meta tag "${meta[2]}"`;
  return text.includes(':') || text.includes('"') ? text : `"${text}"`;
}

function linkCounts(value: unknown): {
  total: number | null;
  internal: number | null;
  external: number | null;
} {
  const internal =
    firstNumber(value, ['internal']) ?? listLength(value, ['Internals', 'internals']);
  const external =
    firstNumber(value, ['external']) ?? listLength(value, ['Externals', 'externals']);
  const total =
    firstNumber(value, ['total', 'count']) ??
    (internal !== null || external !== null ? (internal ?? 0) + (external ?? 0) : null);
  return { total, internal, external };
}

function listLength(value: unknown, names: readonly string[]): number | null {
  for (const name of names) {
    const found = field(value, name);
    if (found !== undefined) return list(found).length;
  }
  return null;
}

export const SEO_EVIDENCE = {
  title(check) {
    const c = view(check);
    const text = str(c.value);
    const out: string[] = [];
    if (c.has('outside_head')) out.push(outsideHeadSentence(c.error('outside_head'), 'title'));
    if (c.has('missing') || (c.failed && text === null && !c.has('length') && out.length === 0)) {
      out.push('The page has no title');
    } else if (c.has('length')) {
      const detail = c.error('length');
      const length = num(field(detail, 'length')) ?? (text === null ? null : [...text].length);
      const min = limit(detail, 'min');
      const max = limit(detail, 'max');
      const shown = text === null ? '' : `: ${quote(text, 60)}`;
      const size = length === null ? '' : measured(length, text);
      if (length !== null && max !== null && length > max) {
        out.push(`The title ${size}; keep it to ${max} or fewer${shown}`);
      } else if (length !== null && min !== null && length < min) {
        out.push(`The title ${size}; use at least ${min}${shown}`);
      } else {
        out.push(`The title's length is outside the limits${shown}`);
      }
    } else if (text !== null) {
      out.push(`The title has ${plural([...text].length, 'character')}: ${quote(text, 60)}`);
    }
    if (c.has('too_many')) {
      const titles = count(c.error('too_many'));
      out.push(
        titles !== null && titles > 1
          ? `The page has ${titles} title elements; search engines read only one`
          : 'The page has more than one title element; search engines read only one',
      );
    }
    return withOthers(out, c, ['missing', 'length', 'too_many', 'outside_head']);
  },

  meta_description(check) {
    const c = view(check);
    const text = str(c.value);
    const out: string[] = [];
    if (c.has('outside_head')) {
      out.push(outsideHeadSentence(c.error('outside_head'), 'meta description'));
    }
    if (c.has('missing') || (c.failed && text === null && !c.has('length') && out.length === 0)) {
      out.push('The page has no meta description');
    } else if (c.has('length') && text !== null) {
      const detail = c.error('length');
      const length = num(field(detail, 'length')) ?? [...text].length;
      const min = limit(detail, 'min');
      const max = limit(detail, 'max');
      const range = min !== null && max !== null ? `; keep it between ${min} and ${max}` : '';
      out.push(`The meta description ${measured(length, text)}${range}: ${quote(text, 80)}`);
    } else if (text !== null) {
      out.push(
        `The meta description has ${plural([...text].length, 'character')}: ${quote(text, 80)}`,
      );
    }
    if (c.has('duplicate') || c.has('too_many')) {
      const found = count(c.error('duplicate') ?? c.error('too_many'));
      out.push(
        found !== null && found > 1
          ? `The page has ${found} meta descriptions; keep one`
          : 'The page has more than one meta description; keep one',
      );
    }
    return withOthers(out, c, ['missing', 'length', 'duplicate', 'too_many', 'outside_head']);
  },

  headings(check) {
    const c = view(check);
    const h1 = headingsOf(c.value, 'h1');
    const out: string[] = [];
    if (c.has('missing')) out.push('The page has no h1 heading');
    if (c.has('too_many')) {
      const found = count(c.error('too_many')) ?? (h1.length > 1 ? h1.length : null);
      const shown =
        h1.length > 0
          ? `: ${listSample(
              h1.map((text) => quote(text, 30)),
              EXAMPLES,
            )}`
          : '';
      out.push(
        found !== null
          ? `The page has ${found} h1 headings${shown}; keep one`
          : `The page has more than one h1 heading${shown}; keep one`,
      );
    }
    if (c.has('duplicate')) {
      out.push(`The h1 heading repeats the title word for word${h1[0] ? `: ${quote(h1[0])}` : ''}`);
    }
    if (out.length === 0 && !c.failed) {
      const levels = isRecord(c.value)
        ? Object.entries(c.value)
            .filter(([level]) => /^h[2-6]$/i.test(level))
            .map(([level, items]) => `${list(items).length} ${level.toLowerCase()}`)
        : [];
      const main = h1[0] ? `The h1 heading is ${quote(h1[0])}` : '';
      const rest =
        levels.length > 0 ? `${main ? '; also ' : 'Headings: '}${levels.join(', ')}` : '';
      out.push(`${main}${rest}`);
    }
    return withOthers(out, c, ['missing', 'too_many', 'duplicate']);
  },

  content_keywords(check) {
    const c = view(check);
    const out: string[] = [];
    if (c.has('missing')) {
      const wanted = keywords(c.error('missing'));
      out.push(
        wanted !== ''
          ? `None of the title's words appear in the page's text: ${wanted}`
          : 'The title has no words to look for in the text',
      );
    } else if (!c.failed) {
      const found = keywords(c.value);
      if (found !== '') out.push(`The text uses the title's words: ${found}`);
    }
    return withOthers(out, c, ['missing']);
  },

  image_keywords(check) {
    const c = view(check);
    const total = firstNumber(c.value, ['images', 'total']);
    const sources = texts(c.error('missing'));
    const without =
      firstNumber(c.value, ['withoutAlt', 'without_alt', 'missing']) ?? sources.length;
    const out: string[] = [];
    if (c.has('missing')) {
      const shown =
        sources.length > 0
          ? `: ${listSample(sources, EXAMPLES, Math.max(without, sources.length))}`
          : '';
      out.push(
        without > 0
          ? `${someOf(without, total, 'image')} ${without === 1 ? 'has' : 'have'} no alt text${shown}`
          : 'Some images have no alt text',
      );
    } else if (!c.failed) {
      if (total === 0) out.push('The page has no images');
      else if (total === 1) out.push('The only image has alt text');
      else if (total !== null) out.push(`All ${plural(total, 'image')} have alt text`);
    }
    // Our analyzer leaves out images never built (<noscript>) or not shown (pixels, hidden).
    const skipped = firstNumber(c.value, ['notJudged']);
    if (skipped !== null && skipped > 0) {
      out.push(
        `${plural(skipped, 'hidden image')} (tracking pixels, hidden or inside <noscript>) ${skipped === 1 ? 'was' : 'were'} not judged`,
      );
    }
    return withOthers(out, c, ['missing']);
  },

  seo_friendly_url(check) {
    const c = view(check);
    const url = str(c.value);
    const at = url ? `: ${url}` : '';
    const out: string[] = [];
    if (c.has('bad_format')) {
      const reasons = texts(c.error('bad_format'));
      out.push(
        reasons.length > 0
          ? `The address has ${joinWords(reasons)}${at}`
          : `The address has characters that do not read as words (?, =, _, %, commas or spaces)${at}`,
      );
    }
    if (c.has('missing')) {
      const wanted = keywords(c.error('missing'));
      out.push(
        wanted !== ''
          ? `The address holds none of the title's words (${wanted})${c.has('bad_format') ? '' : at}`
          : `The address holds none of the title's words${c.has('bad_format') ? '' : at}`,
      );
    }
    if (c.has('too_long')) {
      const detail = c.error('too_long');
      const length = num(field(detail, 'length'));
      const max = limit(detail, 'max');
      out.push(
        `The address is ${length !== null ? plural(length, 'character') : 'too'} long${max !== null ? `; keep it under ${max}` : ''}`,
      );
    }
    if (out.length === 0 && !c.failed && url) out.push(`The address reads as words: ${url}`);
    return withOthers(out, c, ['bad_format', 'missing', 'too_long']);
  },

  '404_page'(check) {
    const c = view(check);
    const probe = pathOf(firstText(c.value, ['url']));
    const status = num(field(c.error('failed'), 'status')) ?? firstNumber(c.value, ['status']);
    const address = probe ? ` (${probe})` : '';
    const out: string[] = [];
    if (c.failed) {
      out.push(
        status !== null
          ? `An address that does not exist${address} answers ${status} instead of 404`
          : 'An address that does not exist does not answer 404 Not Found',
      );
    } else if (c.passed) {
      out.push(`An address that does not exist${address} answers ${status ?? 404}`);
    }
    return withOthers(out, c, ['failed', 'missing']);
  },

  noindex(check) {
    const c = view(check);
    const found = texts(c.error('failed'));
    const from = found.length > 0 ? found : texts(c.value);
    const out: string[] = [];
    if (c.failed) {
      out.push(
        from.length > 0
          ? `The page tells search engines not to list it: ${listSample(from.map(directive), EXAMPLES)}`
          : 'The page tells search engines not to list it (noindex)',
      );
    } else if (c.passed) {
      out.push('Nothing on the page keeps it out of search results');
      const ignored = texts(field(c.value, 'ignoredOutsideHead'));
      if (ignored.length > 0) {
        const detail = { count: ignored.length, after: field(c.value, 'after') };
        out.push(
          `${outsideHeadSentence(detail, 'robots meta tag')}: ${listSample(ignored.map(directive), EXAMPLES)}`,
        );
      }
    }
    return withOthers(out, c, ['failed', 'missing']);
  },

  robots(check) {
    const c = view(check);
    const detail = c.error('failed');
    const status = num(field(detail, 'status'));
    const rules = texts(field(detail, 'rule') ?? (isRecord(detail) ? undefined : detail));
    const valueStatus = firstNumber(c.value, ['status']);
    const out: string[] = [];
    if (c.failed) {
      if (status !== null) {
        out.push(`robots.txt answers ${status}; crawlers then stay away from the whole site`);
      } else if (rules.length > 0) {
        const shown = rules.map((rule) =>
          /^(dis)?allow\s*:/i.test(rule) ? rule : `Disallow: ${rule}`,
        );
        out.push(`robots.txt blocks this page for crawlers: ${listSample(shown, EXAMPLES)}`);
      } else {
        out.push('robots.txt blocks this page for crawlers');
      }
    } else if (c.passed) {
      out.push(
        valueStatus !== null && (valueStatus < 200 || valueStatus >= 300)
          ? `There is no robots.txt (it answers ${valueStatus}), so nothing is blocked`
          : 'robots.txt lets crawlers read this page',
      );
    }
    return withOthers(out, c, ['failed']);
  },

  in_page_links(check) {
    const c = view(check);
    const counts = linkCounts(c.value);
    const detail = c.error('too_many');
    const total = num(field(detail, 'count')) ?? counts.total;
    const max = limit(detail, 'max');
    const split =
      counts.internal !== null && counts.external !== null
        ? ` (${formatCount(counts.internal)} internal, ${formatCount(counts.external)} external)`
        : '';
    const out: string[] = [];
    if (c.has('too_many')) {
      out.push(
        total !== null
          ? `The page has ${plural(total, 'link')}${max !== null ? `; the limit is ${formatCount(max)}` : ''}${split}`
          : `The page has too many links${max !== null ? `; the limit is ${formatCount(max)}` : ''}`,
      );
    } else if (!c.failed && total !== null) {
      out.push(
        total === 0 ? 'The page has no links' : `The page has ${plural(total, 'link')}${split}`,
      );
    }
    return withOthers(out, c, ['too_many']);
  },

  language(check) {
    const c = view(check);
    const lang = firstText(c.value, ['lang']) ?? firstText(c.error('bad_format'), ['lang']);
    const out: string[] = [];
    if (c.has('missing')) out.push('The html element has no lang attribute');
    else if (c.has('bad_format')) {
      out.push(
        `${lang ? quote(lang, 20) : 'The declared language'} is not a valid language tag such as en or en-GB`,
      );
    } else if (!c.failed && lang) out.push(`The page declares its language: ${lang}`);
    return withOthers(out, c, ['missing', 'bad_format']);
  },

  favicon(check) {
    const c = view(check);
    const href = firstText(c.value, ['url', 'href']);
    const out: string[] = [];
    if (c.has('missing') || (c.failed && !href)) out.push('The page declares no favicon');
    else if (!c.failed && href) out.push(`The favicon is ${href}`);
    return withOthers(out, c, ['missing']);
  },
} satisfies Partial<EvidenceTable>;
