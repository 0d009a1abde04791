// Evidence for the checks our analyzer adds beyond the 36 of deployed services (issue 19). Their
// value shapes are still settling, so the evidence is read generically: the error keys as words,
// with whatever URLs, counts or statuses the value holds.
import { formatBytes, listSample, plural } from '../format.js';
import { count, field, isRecord, list, num, str, texts } from '../read.js';
import type { CheckData, EvidenceTable } from '../types.js';
import { outsideHeadSentence } from './outside-head.js';
import {
  errorPhrases,
  firstNumber,
  firstText,
  genericEvidence,
  someOf,
  view,
  withOthers,
} from './view.js';

const EXAMPLES = 3;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  410: 'Gone',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function statusText(status: number): string {
  const text = STATUS_TEXT[status];
  return text ? `${status} ${text}` : String(status);
}

/** The hops of a redirect chain: URLs as strings, or `{url, status}` objects, in a list or under `chain`/`hops`. */
function hops(value: unknown): string[] {
  const chain =
    list(value).length > 0 ? list(value) : list(field(value, 'chain') ?? field(value, 'hops'));
  return chain
    .map((hop) => {
      const url = str(hop) ?? str(field(hop, 'url')) ?? str(field(hop, 'location'));
      const status = num(field(hop, 'status'));
      return url === null ? '' : status !== null ? `${url} (${status})` : url;
    })
    .filter((hop) => hop !== '');
}

/** "3 of 12 images ..." from `{images, missing/without: n}` or a list of sources. */
function imageEvidence(
  check: CheckData,
  name: string,
  /** The problem after the images' count: for one image, and for several. */
  problem: { one: string; many: string },
  passedText: string,
): string {
  const c = view(check);
  const key = Object.keys(c.errors)[0];
  const sources = key === undefined ? [] : texts(c.error(key));
  const total = firstNumber(c.value, ['images', 'total']);
  const bad =
    firstNumber(c.value, ['missing', 'without', 'withoutDimensions', 'eager', 'count']) ??
    (count(c.error(key ?? '')) || sources.length);
  if (c.failed && bad > 0) {
    const part = someOf(bad, total !== null && total >= bad ? total : null, 'image');
    const shown =
      sources.length > 0 ? `: ${listSample(sources, EXAMPLES, Math.max(bad, sources.length))}` : '';
    return `${part} ${bad === 1 ? problem.one : problem.many}${shown}`;
  }
  if (c.passed) return passedText;
  return genericEvidence(name, check);
}

/** `{href, text}` items as `"Read more" (/oak)`; plain strings as they are. */
function linkSamples(value: unknown, count: number): string {
  const items = list(value).map((item) => {
    const href = str(field(item, 'href'));
    const text = str(field(item, 'text'));
    if (text === null && href === null) return str(item) ?? 'a link without href';
    if (text === null) return href as string;
    return `"${text}" (${href ?? 'no href'})`;
  });
  return listSample(items, EXAMPLES, Math.max(count, items.length));
}

export const ADDED_EVIDENCE = {
  http_status(check) {
    const c = view(check);
    const status =
      num(c.value) ??
      firstNumber(c.value, ['status', 'code']) ??
      firstNumber(c.error('failed'), ['status']);
    const out: string[] = [];
    if (status !== null) out.push(`The page answers ${statusText(status)}`);
    else if (c.failed) out.push('The page answers an error status');
    return withOthers(out, c, ['failed']);
  },

  redirects(check) {
    const c = view(check);
    const chain = hops(c.value);
    const n =
      firstNumber(c.value, ['count', 'redirects', 'length']) ??
      (chain.length > 0 ? chain.length - 1 : null);
    const out: string[] = [];
    if (chain.length > 1)
      out.push(
        `The address redirects ${plural(n ?? chain.length - 1, 'time')}: ${chain.slice(0, 5).join(' → ')}`,
      );
    else if (n !== null && n > 0) out.push(`The address redirects ${plural(n, 'time')}`);
    else if (c.passed) out.push('The address answers without a redirect');
    const problems = Object.keys(c.errors);
    if (c.failed && problems.length > 0) out.push(`Problem: ${errorPhrases(c, problems)}`);
    return out.join('. ');
  },

  canonical(check) {
    const c = view(check);
    const href = firstText(c.value, ['href', 'url', 'canonical']);
    const out: string[] = [];
    if (c.has('outside_head')) {
      out.push(outsideHeadSentence(c.error('outside_head'), 'canonical link'));
    } else if (c.has('missing') && !href) out.push('The page declares no canonical URL');
    else if (href) out.push(`The canonical URL is ${href}`);
    if (c.has('relative')) {
      const written = firstText(c.error('relative'), ['href']);
      out.push(
        `It is written as a relative URL${written ? ` (${written})` : ''}; search engines resolve it, but an absolute URL leaves no doubt`,
      );
    }
    return withOthers(out, c, ['outside_head', 'relative', ...(href ? [] : ['missing'])]);
  },

  hreflang(check) {
    const c = view(check);
    // Ours: {count, languages, xDefault}; others: a list, {links: [...]}, or {code: url}.
    const languages = field(c.value, 'languages');
    const tags =
      languages !== undefined
        ? texts(languages)
        : isRecord(c.value) && list(c.value).length === 0 && !Object.hasOwn(c.value, 'links')
          ? Object.keys(c.value)
          : texts(field(c.value, 'links') ?? c.value);
    const total = firstNumber(c.value, ['count']) ?? tags.length;
    const out: string[] = [];
    if (c.has('outside_head')) {
      out.push(outsideHeadSentence(c.error('outside_head'), 'hreflang link'));
    }
    if (tags.length > 0)
      out.push(
        `The page lists ${plural(total, 'language version')}: ${listSample(tags, 5, total)}`,
      );
    else if (c.passed) out.push('The page declares no language versions');
    if (field(c.value, 'xDefault') === false) {
      out.push('There is no x-default (recommended, not required)');
    }
    return withOthers(out, c, ['outside_head']);
  },

  open_graph(check) {
    const c = view(check);
    const tags =
      isRecord(c.value) && list(c.value).length === 0 ? Object.keys(c.value) : texts(c.value);
    const out: string[] = [];
    const missing = texts(c.error('missing'));
    if (missing.length > 0) out.push(`Missing: ${listSample(missing, 5)}`);
    else if (c.has('missing') && tags.length === 0) out.push('The page has no Open Graph tags');
    if (tags.length > 0) out.push(`Found: ${listSample(tags, 5)}`);
    if (c.has('outside_head')) {
      out.push(outsideHeadSentence(c.error('outside_head'), 'sharing tag'));
    }
    return withOthers(out, c, ['missing', 'outside_head']);
  },

  image_dimensions(check) {
    return imageEvidence(
      check,
      'Image dimensions',
      { one: 'has no width and height', many: 'have no width and height' },
      'Every image has its width and height set',
    );
  },

  lazy_loading(check) {
    return imageEvidence(
      check,
      'Lazy-loaded images',
      {
        one: 'below the first few loads at once (no loading="lazy")',
        many: 'below the first few load at once (no loading="lazy")',
      },
      'Images below the first few load lazily',
    );
  },

  image_weight(check) {
    const c = view(check);
    const images = firstNumber(c.value, ['images']);
    const bytes = firstNumber(c.value, ['bytes']);
    const perImage = firstNumber(c.value, ['maxImageBytes']);
    const out: string[] = [];
    if (c.has('too_large')) {
      const heavy = list(c.error('too_large'));
      const samples = heavy.map((item) => {
        const url = str(field(item, 'url')) ?? 'an image';
        const size = num(field(item, 'bytes'));
        const saving = num(field(item, 'estimatedSavingBytes'));
        const atLeast = field(item, 'atLeast') === true ? 'at least ' : '';
        const parts = [
          size === null ? null : `${atLeast}${formatBytes(size)}`,
          saving === null ? null : `AVIF or WebP would likely save ${formatBytes(saving)} or more`,
        ].filter((part) => part !== null);
        return parts.length > 0 ? `${url} (${parts.join('; ')})` : url;
      });
      const over = perImage === null ? 'the budget' : `the ${formatBytes(perImage)} budget`;
      out.push(
        `${someOf(heavy.length, images, 'image')} ${heavy.length === 1 ? 'is' : 'are'} over ${over} for one image: ${listSample(samples, EXAMPLES)}`,
      );
    }
    if (c.has('total_too_large')) {
      const total = num(field(c.error('total_too_large'), 'bytes')) ?? bytes;
      const max = num(field(c.error('total_too_large'), 'max'));
      out.push(
        `The page's images weigh ${total === null ? 'more than the budget' : formatBytes(total)}${max === null ? '' : `, over the ${formatBytes(max)} budget for a page`}`,
      );
    }
    const unknown = firstNumber(c.value, ['notWeighed']);
    if (out.length > 0 || c.passed) {
      if (c.passed) {
        const weighed = firstNumber(c.value, ['weighed']) ?? 0;
        out.push(
          weighed === 0
            ? 'The page loads no image that could be weighed'
            : `The ${plural(weighed, 'image')} weighed come to ${formatBytes(bytes ?? 0)}, within the budgets`,
        );
      }
      if (unknown !== null && unknown > 0)
        out.push(
          `${plural(unknown, 'image')} could not be weighed (no answer, or past the first 40)`,
        );
      return out.join('. ');
    }
    return genericEvidence('Image weight', check);
  },

  link_text(check) {
    const c = view(check);
    const links = firstNumber(c.value, ['links']);
    const generic = c.error('generic');
    const empty = c.error('empty');
    const genericCount = firstNumber(c.value, ['generic']) ?? list(generic).length;
    const emptyCount = firstNumber(c.value, ['empty']) ?? list(empty).length;
    const out: string[] = [];
    if (c.has('generic')) {
      out.push(
        `${someOf(genericCount, links, 'link')} ${genericCount === 1 ? 'says' : 'say'} nothing about where ${genericCount === 1 ? 'it leads' : 'they lead'}: ${linkSamples(generic, genericCount)}`,
      );
    }
    if (c.has('empty')) {
      out.push(
        `${someOf(emptyCount, links, 'link')} ${emptyCount === 1 ? 'has' : 'have'} no text, alt or aria-label: ${linkSamples(empty, emptyCount)}`,
      );
    }
    if (c.passed) {
      out.push(
        links === 0
          ? 'The page has no links to other pages'
          : links === null
            ? 'Every link describes its target'
            : `All ${plural(links, 'link')} describe their target`,
      );
    }
    return withOthers(out, c, ['generic', 'empty']);
  },

  crawlable_links(check) {
    const c = view(check);
    const links = firstNumber(c.value, ['links']);
    const bad = c.error('uncrawlable');
    const badCount = firstNumber(c.value, ['uncrawlable']) ?? list(bad).length;
    const out: string[] = [];
    if (c.has('uncrawlable')) {
      out.push(
        `${someOf(badCount, links, 'link')} cannot be followed by crawlers: ${linkSamples(bad, badCount)}`,
      );
    } else if (c.passed) {
      out.push(
        links === 0
          ? 'The page has no links'
          : links === null
            ? 'Every link has an address crawlers can follow'
            : `All ${plural(links, 'link')} have an address crawlers can follow`,
      );
    }
    return withOthers(out, c, ['uncrawlable']);
  },
} satisfies Partial<EvidenceTable>;
