// Checks of how a search engine finds, reads and lists the page.
import {
  directivesBlockIndexing,
  xRobotsTagBlocksIndexing,
} from '../../../shared/robots-directives.js';
import { parseRobotsTxt, robotsAllows } from '../../../shared/robots-txt.js';
import { displayWidth } from '../text/display-width.js';
import { findWords } from '../text/words.js';
import { altOutcome } from './alt-text.js';
import {
  type CheckLogic,
  type CheckOutcome,
  type Errors,
  failed,
  firstOf,
  type LogicTable,
  notApplicable,
  outcomeOf,
  passed,
} from './check.js';
import type { CheckContext } from './context.js';
import { outsideHead, outsideHeadOnly } from './head-metadata.js';
import { URL_MAX_LENGTH, urlShape } from './url-shape.js';

export const title: CheckLogic<'title'> = {
  run({ facts, title: firstTitle, limits, profile }) {
    // `all` reads the head as the HTML parser builds it, and measures by display width (a CJK
    // character is two columns: search engines cut titles by pixels, not characters).
    const all = profile === 'all';
    const titles = all ? facts.head.titles : facts.titles;
    const title = all ? (titles[0] ?? null) : firstTitle;
    const outside = all ? outsideHead(facts, 'title') : null;
    const errors: Errors<'title'> = {};
    if (title === null || title === '') {
      // A title only outside the head is one cause, reported once, under outside_head.
      if (outside === null) errors.missing = null;
    } else {
      const length = all ? displayWidth(title) : [...title].length;
      if (length < limits.titleMinLength || length > limits.titleMaxLength) {
        errors.length = { min: limits.titleMinLength, max: limits.titleMaxLength, length };
      }
    }
    if (titles.length > 1) errors.too_many = { count: titles.length };
    if (outside !== null) errors.outside_head = outside;
    return outcomeOf(title, errors);
  },
};

export const metaDescription: CheckLogic<'meta_description'> = {
  run({ facts, limits, profile }) {
    const all = profile === 'all';
    // A description after something that ends the head is in the body, where search engines
    // ignore it: `all` reads only the head's, and says where the others are.
    const descriptions = all ? facts.head.metaDescriptions : facts.metaDescriptions;
    const description = descriptions.find((text) => text !== '') ?? null;
    const outside = all ? outsideHead(facts, 'description') : null;
    const errors: Errors<'meta_description'> = {};
    if (description === null) {
      if (outside === null) errors.missing = null;
    } else if (all) {
      // Search engines cut longer snippets and pad shorter ones with text of their choosing; they
      // cut by pixels, so a wide (CJK) character counts two.
      const length = displayWidth(description.replace(/\s+/g, ' '));
      const { descriptionMinLength: min, descriptionMaxLength: max } = limits;
      if (length < min || length > max) errors.length = { min, max, length };
    }
    if (descriptions.length > 1) errors.duplicate = { count: descriptions.length };
    if (outside !== null) errors.outside_head = outside;
    return outcomeOf(description, errors);
  },
};

export const headings: CheckLogic<'headings'> = {
  run({ facts }) {
    const byLevel: Record<string, string[]> = {};
    for (const heading of facts.headings) {
      const key = `h${heading.level}`;
      const list = byLevel[key] ?? [];
      byLevel[key] = list;
      if (list.length < MAX_HEADINGS_LISTED) list.push(heading.text);
    }
    const h1 = facts.headings.filter((heading) => heading.level === 1 && heading.text !== '');
    const errors: Errors<'headings'> = {};
    if (h1.length === 0) errors.missing = null;
    if (h1.length > 1) errors.too_many = { count: h1.length };
    return outcomeOf(byLevel, errors);
  },
};
const MAX_HEADINGS_LISTED = 50;

export const contentKeywords: CheckLogic<'content_keywords'> = {
  run({ titleKeywords, titleKeywordsInText, title, profile }) {
    if (titleKeywords.length === 0) {
      // Without a title (or with one of stop words only) there is nothing to look for: that is
      // the title check's finding, not a second one here.
      if (profile === 'all') {
        return notApplicable(
          title === null || title === ''
            ? 'the page has no title to take keywords from (see the title check)'
            : 'the title has no keywords (words of three letters or more that are not stop words)',
        );
      }
      return failed([], { missing: null });
    }
    const found = titleKeywordsInText();
    if (found.length > 0) return passed(found);
    return failed(found, { missing: titleKeywords });
  },
};

export const imageKeywords: CheckLogic<'image_keywords'> = {
  run({ facts, profile }) {
    if (profile === 'all') return altOutcome(facts.images);
    // alt="" is how HTML marks a decorative image; only a missing attribute is a fault.
    const withoutAlt = facts.images.filter((image) => image.alt === null);
    const value = { images: facts.images.length, withoutAlt: withoutAlt.length };
    if (withoutAlt.length === 0) return passed(value);
    const sources = withoutAlt.map((image) => image.src ?? image.srcset ?? '(no src)');
    return failed(value, { missing: firstOf(sources) });
  },
};

export const seoFriendlyUrl: CheckLogic<'seo_friendly_url'> = {
  run({ finalUrl, titleKeywords, profile }) {
    if (profile === 'all') {
      // The address by itself: length, case, separators, IDs and query soup; never the title.
      const shape = urlShape(finalUrl);
      const found: Errors<'seo_friendly_url'> = {};
      if (shape.problems.length > 0) found.bad_format = shape.problems;
      if (shape.length !== null) found.too_long = { max: URL_MAX_LENGTH, length: shape.length };
      return outcomeOf(finalUrl.href, found);
    }
    const errors: Errors<'seo_friendly_url'> = {};
    const problems = urlProblems(finalUrl);
    if (problems.length > 0) errors.bad_format = problems;
    const inUrl = findWords(`${finalUrl.hostname} ${safeDecode(finalUrl.pathname)}`, titleKeywords);
    if (titleKeywords.length > 0 && inUrl.length === 0) errors.missing = titleKeywords;
    // The full URL is what clients read back from this check (docs/compatibility.md).
    return outcomeOf(finalUrl.href, errors);
  },
};

/**
 * A friendly URL reads as words: its path holds only lower-case letters (any script), digits,
 * hyphens, dots and slashes, and it carries no query string. (phpRank's rule; `all` judges by
 * url-shape.ts.)
 */
function urlProblems(url: URL): string[] {
  const problems: string[] = [];
  const path = safeDecode(url.pathname);
  if (path.includes('_')) problems.push('underscores in the path');
  if (path !== path.toLowerCase()) problems.push('upper-case letters in the path');
  // Case and underscores are reported above; anything else but letters, digits, - . / is odd.
  if (/[^\p{L}\p{M}\p{N}\-./_]/u.test(path)) {
    problems.push('spaces or special characters in the path');
  }
  if (url.search !== '') problems.push('query parameters');
  return problems;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export const notFoundPage: CheckLogic<'404_page'> = {
  run({ input }) {
    const probe = input.notFound;
    if (probe === undefined) return notApplicable('no missing page was requested');
    if (probe.status === null) {
      return notApplicable(`the missing-page probe ${probe.url} got no answer: ${probe.error}`);
    }
    const value = { url: probe.url, status: probe.status };
    if (probe.status === 404 || probe.status === 410) return passed(value);
    return failed(value, { failed: { status: probe.status } });
  },
};

export const noindex: CheckLogic<'noindex'> = {
  run(context) {
    const { facts, profile } = context;
    // `all` obeys only the robots meta tags in the head, as search engines do; one outside it
    // is named in the value, so that whoever put it there learns it does nothing.
    const tags = profile === 'all' ? facts.head.metaRobots : facts.metaRobots;
    const found: string[] = [];
    for (const content of tags) {
      if (directivesBlockIndexing(content)) found.push(`<meta name="robots" content="${content}">`);
    }
    // Each header line apart, read as the link checker reads a linked page's (src/shared).
    for (const header of context.headerValues('x-robots-tag')) {
      if (xRobotsTagBlocksIndexing(header)) found.push(`X-Robots-Tag: ${header}`);
    }
    if (found.length > 0) return failed(found, { failed: found });
    if (profile === 'all' && outsideHead(facts, 'robots') !== null) {
      const ignored = outsideHeadOnly(facts.metaRobots, facts.head.metaRobots).filter((content) =>
        directivesBlockIndexing(content),
      );
      if (ignored.length > 0) {
        return passed({
          ignoredOutsideHead: ignored.map((content) => `<meta name="robots" content="${content}">`),
          after: facts.headEndedBy,
        });
      }
    }
    return passed(null);
  },
};

export const robots: CheckLogic<'robots'> = {
  run(context) {
    return robotsOutcome(context);
  },
};

function robotsOutcome({ input, finalUrl }: CheckContext): CheckOutcome<'robots'> {
  const probe = input.robots;
  if (probe === undefined) return notApplicable('robots.txt was not requested');
  if (probe.status === null) {
    return notApplicable(`robots.txt (${probe.url}) got no answer: ${probe.error}`);
  }
  if (probe.status >= 500) {
    // Crawlers read a failing robots.txt as "keep out of the whole site" until it recovers.
    const value = { url: probe.url, status: probe.status, rule: null };
    return failed(value, { failed: { status: probe.status } });
  }
  if (probe.status < 200 || probe.status >= 300) {
    // No robots.txt (404 and the like) means no restriction.
    return passed({ url: probe.url, status: probe.status, rule: null });
  }
  const parsed = parseRobotsTxt(probe.body ?? '', probe.url);
  const verdict = robotsAllows(parsed, finalUrl.pathname + finalUrl.search);
  const value = { url: probe.url, status: probe.status, rule: verdict.rule };
  return verdict.allowed ? passed(value) : failed(value, { failed: { rule: verdict.rule } });
}

/**
 * Most links listed in `Internals` and in `Externals`: every link of an ordinary page (the check
 * fails above 150), while a hostile page of a million links cannot make its report megabytes.
 */
const MAX_LINKS_LISTED = 1_000;

export const inPageLinks: CheckLogic<'in_page_links'> = {
  run({ links, limits, resolve }) {
    // The targets, resolved and without fragment, each once: the deployed services' shape
    // (`Internals` and `Externals`, lists of `{url}`; theirs also give each link's text), which a
    // crawl discovers a site's pages from (docs/crawl.md). `internalUrls`, the first 50 internal
    // ones, is what site-level findings read.
    const internals = new Set<string>();
    const externals = new Set<string>();
    let internal = 0;
    for (const link of links) {
      if (link.internal) internal++;
      const list = link.internal ? internals : externals;
      if (list.size >= MAX_LINKS_LISTED) continue;
      const href = resolve(link.href)?.href;
      if (href === undefined) continue;
      // Without the fragment: the first "#" of a serialized http(s) URL starts it (one elsewhere
      // is percent-encoded), and a cut is cheaper than the URL's hash setter, which re-parses.
      const hash = href.indexOf('#');
      list.add(hash === -1 ? href : href.slice(0, hash));
    }
    const value = {
      total: links.length,
      internal,
      external: links.length - internal,
      internalUrls: firstOf([...internals]),
      Internals: [...internals].map((url) => ({ url })),
      Externals: [...externals].map((url) => ({ url })),
    };
    if (links.length <= limits.maxLinks) return passed(value);
    return failed(value, { too_many: { max: limits.maxLinks, count: links.length } });
  },
};

// BCP 47 in its common shape: a language, then optional script, region or variant subtags.
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i;

export const language: CheckLogic<'language'> = {
  run({ facts }) {
    const lang = facts.htmlLang?.trim() ?? '';
    if (lang === '') return failed(null, { missing: null });
    if (!LANGUAGE_TAG.test(lang)) return failed(lang, { bad_format: { lang } });
    return passed(lang);
  },
};

export const favicon: CheckLogic<'favicon'> = {
  run({ facts, resolve }) {
    const href = facts.icons[0];
    if (href === undefined) return failed(null, { missing: null });
    return passed(resolve(href)?.href ?? href);
  },
};

export const SEO_LOGIC = {
  title,
  meta_description: metaDescription,
  headings,
  content_keywords: contentKeywords,
  image_keywords: imageKeywords,
  seo_friendly_url: seoFriendlyUrl,
  '404_page': notFoundPage,
  noindex,
  robots,
  in_page_links: inPageLinks,
  language,
  favicon,
} satisfies Partial<LogicTable>;
