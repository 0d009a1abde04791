// How a search engine finds, reads and lists the page: the seo checks of deployed services.
import { formatCount, joinWords, listSample, plural, quote } from '../format.js';
import { count, field, isRecord, limit, list, num, str, texts } from '../read.js';
import type { CatalogueEntry } from '../types.js';
import { firstNumber, firstText, someOf, view, withOthers } from './view.js';

const EXAMPLES = 3;

function keywords(value: unknown): string {
  const words = texts(value).slice(0, 8);
  return words.join(', ');
}

export const title: CatalogueEntry = {
  key: 'title',
  name: 'Title',
  category: 'seo',
  importance: 'high',
  why: 'The title is the blue link in search results and the first thing that tells a search engine what the page is about.',
  fix: 'Give the page one <title> that names its subject in 30 to 60 characters, main keyword first.',
  evidence(check) {
    const c = view(check);
    const text = str(c.value);
    const out: string[] = [];
    if (c.has('missing') || (c.failed && text === null && !c.has('length'))) {
      out.push('The page has no title');
    } else if (c.has('length')) {
      const detail = c.error('length');
      const length = num(field(detail, 'length')) ?? (text === null ? null : [...text].length);
      const min = limit(detail, 'min');
      const max = limit(detail, 'max');
      const shown = text === null ? '' : `: ${quote(text, 60)}`;
      if (length !== null && max !== null && length > max) {
        out.push(
          `The title has ${plural(length, 'character')}; keep it to ${max} or fewer${shown}`,
        );
      } else if (length !== null && min !== null && length < min) {
        out.push(`The title has ${plural(length, 'character')}; use at least ${min}${shown}`);
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
    return withOthers(out, c, ['missing', 'length', 'too_many']);
  },
};

export const metaDescription: CatalogueEntry = {
  key: 'meta_description',
  name: 'Meta description',
  category: 'seo',
  importance: 'high',
  why: 'Search engines often show the meta description as the snippet under the title, and a clear one earns more clicks.',
  fix: 'Add one <meta name="description"> that sums up the page in 70 to 160 characters.',
  evidence(check) {
    const c = view(check);
    const text = str(c.value);
    const out: string[] = [];
    if (c.has('missing') || (c.failed && text === null && !c.has('length'))) {
      out.push('The page has no meta description');
    } else if (c.has('length') && text !== null) {
      const detail = c.error('length');
      const length = num(field(detail, 'length')) ?? [...text].length;
      const min = limit(detail, 'min');
      const max = limit(detail, 'max');
      const range = min !== null && max !== null ? `; keep it between ${min} and ${max}` : '';
      out.push(
        `The meta description has ${plural(length, 'character')}${range}: ${quote(text, 80)}`,
      );
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
    return withOthers(out, c, ['missing', 'length', 'duplicate', 'too_many']);
  },
};

function headingsOf(value: unknown, level: string): string[] {
  return texts(field(value, level) ?? field(value, level.toUpperCase()));
}

export const headings: CatalogueEntry = {
  key: 'headings',
  name: 'Headings',
  category: 'seo',
  importance: 'high',
  why: 'The main heading (h1) tells search engines and readers what the page is about; the other headings show its structure.',
  fix: 'Give the page exactly one <h1> that states its subject, and use <h2> to <h6> for its sections.',
  evidence(check) {
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
};

export const contentKeywords: CatalogueEntry = {
  key: 'content_keywords',
  name: 'Title keywords in the content',
  category: 'seo',
  importance: 'high',
  why: 'A page whose text never uses the words of its title looks off-topic to search engines for those words.',
  fix: "Use the title's main words in the page's visible text, in headings and the first paragraph.",
  evidence(check) {
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
};

export const imageKeywords: CatalogueEntry = {
  key: 'image_keywords',
  name: 'Image alt text',
  category: 'seo',
  importance: 'high',
  why: 'Search engines read the alt text to understand images and rank them in image search; screen readers read it aloud.',
  fix: 'Give every <img> an alt attribute that describes it (alt="" for purely decorative images).',
  evidence(check) {
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
    return withOthers(out, c, ['missing']);
  },
};

export const seoFriendlyUrl: CatalogueEntry = {
  key: 'seo_friendly_url',
  name: 'SEO-friendly URL',
  category: 'seo',
  importance: 'high',
  why: 'A short address made of words tells searchers and search engines what the page holds before they open it.',
  fix: "Use lower-case words separated by hyphens in the path, with the page's main keyword and no query string (redirect the old address with a 301).",
  evidence(check) {
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
    if (out.length === 0 && !c.failed && url) out.push(`The address reads as words: ${url}`);
    return withOthers(out, c, ['bad_format', 'missing']);
  },
};

function pathOf(url: string | null): string | null {
  if (url === null) return null;
  const parsed = URL.parse(url);
  return parsed ? parsed.pathname : url;
}

export const notFoundPage: CatalogueEntry = {
  key: '404_page',
  name: '404 page',
  category: 'seo',
  importance: 'high',
  why: 'A missing page that answers "200 OK" (a soft 404) gets crawled and indexed as if it were content, wasting crawl budget on empty pages.',
  fix: 'Make the server answer unknown addresses with status 404 (or 410) and a helpful page linking to the rest of the site.',
  evidence(check) {
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
};

/** `<meta name="robots" content="noindex">` reads as: robots meta tag "noindex". */
function directive(text: string): string {
  const meta = /<meta[^>]*name\s*=\s*["']?([\w-]+)[^>]*content\s*=\s*["']([^"']*)["']/i.exec(text);
  if (meta) return `${meta[1]?.toLowerCase()} meta tag "${meta[2]}"`;
  return text.includes(':') || text.includes('"') ? text : `"${text}"`;
}

export const noindex: CatalogueEntry = {
  key: 'noindex',
  name: 'Indexing allowed (noindex)',
  category: 'seo',
  importance: 'high',
  why: 'A noindex directive keeps the page out of search results altogether, whatever else is right with it.',
  fix: 'Remove "noindex" (and "none") from the robots meta tag and the X-Robots-Tag header of pages that should be found.',
  evidence(check) {
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
    }
    return withOthers(out, c, ['failed', 'missing']);
  },
};

export const robots: CatalogueEntry = {
  key: 'robots',
  name: 'robots.txt access',
  category: 'seo',
  importance: 'high',
  why: 'A page that robots.txt disallows is not crawled, so search engines cannot read it or keep it up to date.',
  fix: 'Remove or narrow the Disallow rule in robots.txt that matches this page, and make robots.txt answer 200 or 404, never 5xx.',
  evidence(check) {
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
};

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

export const inPageLinks: CatalogueEntry = {
  key: 'in_page_links',
  name: 'Number of links',
  category: 'seo',
  importance: 'medium',
  why: "Each link passes on a share of the page's weight; hundreds of them dilute it and make the important ones hard to find.",
  fix: 'Keep the links that help the reader (at most about 150): trim mega-menus, footers and repeated links.',
  evidence(check) {
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
};

export const language: CatalogueEntry = {
  key: 'language',
  name: 'Language',
  category: 'seo',
  importance: 'medium',
  why: 'The declared language helps search engines show the page to people searching in that language.',
  fix: 'Declare the page\'s language on the html element, e.g. <html lang="en"> or lang="en-GB".',
  evidence(check) {
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
};

export const favicon: CatalogueEntry = {
  key: 'favicon',
  name: 'Favicon',
  category: 'seo',
  importance: 'medium',
  why: "Search results on phones show the site's icon next to its name; without one the result looks less trustworthy.",
  fix: 'Add <link rel="icon" href="/favicon.svg"> (or a PNG of at least 48×48 px) to the page\'s head.',
  evidence(check) {
    const c = view(check);
    const href = firstText(c.value, ['url', 'href']);
    const out: string[] = [];
    if (c.has('missing') || (c.failed && !href)) out.push('The page declares no favicon');
    else if (!c.failed && href) out.push(`The favicon is ${href}`);
    return withOthers(out, c, ['missing']);
  },
};

export const SEO_ENTRIES: readonly CatalogueEntry[] = [
  title,
  metaDescription,
  headings,
  contentKeywords,
  imageKeywords,
  seoFriendlyUrl,
  notFoundPage,
  noindex,
  robots,
  inPageLinks,
  language,
  favicon,
];
