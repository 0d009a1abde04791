// Checks of the document's form: metadata, markup hygiene and the amount of content.
import { parseRobotsTxt } from '../../../shared/robots-txt.js';
import {
  type CheckLogic,
  type Errors,
  failed,
  firstOf,
  type LogicTable,
  notApplicable,
  outcomeOf,
  passed,
} from './check.js';
import { inspectJsonLd } from './json-ld.js';

export const structuredData: CheckLogic<'structured_data'> = {
  run({ facts, profile }) {
    // phpRank asks only that structured data be there and parse; the full profile also asks
    // that search engines could use it.
    const report = inspectJsonLd(facts.jsonLd, profile === 'all');
    const value = {
      jsonLd: firstOf(unique(report.types)),
      microdata: firstOf(unique(facts.microdataTypes)),
      rdfa: firstOf(unique(facts.rdfaTypes)),
    };
    const errors: Errors<'structured_data'> = {};
    const found = report.types.length + facts.microdataTypes.length + facts.rdfaTypes.length;
    const format: Record<string, number> = {};
    if (report.invalid > 0) format.invalidJsonLd = report.invalid;
    if (report.badContext > 0) format.notSchemaOrg = report.badContext;
    if (report.untyped > 0) format.withoutType = report.untyped;
    if (Object.keys(format).length > 0) errors.bad_format = format;
    else if (found === 0) errors.missing = null;
    if (report.incomplete.length > 0) errors.incomplete = firstOf(report.incomplete);
    return outcomeOf(value, errors);
  },
};

export const metaViewport: CheckLogic<'meta_viewport'> = {
  run({ facts }) {
    const content = facts.metaViewport?.trim() ?? '';
    return content === '' ? failed(null, { missing: null }) : passed(content);
  },
};

export const charset: CheckLogic<'charset'> = {
  run({ input, facts, header }) {
    // Declared means a browser need not guess: a BOM, the Content-Type header, or a <meta>.
    const fromHeader = /;\s*charset\s*=\s*["']?([^"';\s]+)/i.exec(header('content-type') ?? '');
    const declared =
      (input.charset && input.charset.source !== 'default' ? input.charset.name : null) ??
      fromHeader?.[1] ??
      facts.metaCharset;
    if (!declared) return failed(null, { missing: null });
    return passed(declared.toLowerCase());
  },
};

export const sitemap: CheckLogic<'sitemap'> = {
  run({ input }) {
    const { robots, sitemap: probe } = input;
    const found: string[] = [];
    if (robots?.status != null && robots.status >= 200 && robots.status < 300) {
      found.push(...parseRobotsTxt(robots.body ?? '', robots.url).sitemaps);
    }
    if (probe?.status === 200 && looksLikeSitemap(probe.body ?? '', probe.contentType)) {
      if (!found.includes(probe.url)) found.push(probe.url);
    }
    if (found.length > 0) return passed(firstOf(found));
    const robotsSeen = robots !== undefined && robots.status !== null;
    const probeSeen = probe !== undefined && probe.status !== null;
    if (!robotsSeen && !probeSeen) {
      return notApplicable('neither robots.txt nor /sitemap.xml could be fetched');
    }
    return failed([], { missing: null });
  },
};

function looksLikeSitemap(body: string, contentType: string | undefined): boolean {
  return /<(urlset|sitemapindex)[\s>]/i.test(body) || /\bxml\b/i.test(contentType ?? '');
}

export const social: CheckLogic<'social'> = {
  run({ facts, profile }) {
    // In `all`, open_graph judges the same tags in full: one finding for one cause.
    if (profile === 'all') return notApplicable('the sharing tags are judged by open_graph');
    const tags = unique(facts.socialTags);
    return tags.length === 0 ? failed([], { missing: null }) : passed(firstOf(tags));
  },
};

export const contentLength: CheckLogic<'content_length'> = {
  run({ textStats, limits }) {
    const count = textStats().words;
    if (count >= limits.minWords) return passed(count);
    return failed(count, { too_few: { min: limits.minWords } });
  },
};

export const textHtmlRatio: CheckLogic<'text_html_ratio'> = {
  run({ textStats, input, limits }) {
    // Visible characters, whitespace runs counted once, over the characters of the HTML.
    const textLength = textStats().characters;
    const htmlLength = input.body.length;
    const ratio = htmlLength === 0 ? 0 : Math.round((textLength / htmlLength) * 10_000) / 100;
    if (ratio >= limits.minTextHtmlRatio) return passed(ratio);
    return failed(ratio, { too_small: { min: limits.minTextHtmlRatio } });
  },
};

export const inlineCss: CheckLogic<'inline_css'> = {
  run({ facts }) {
    const count = facts.inlineStyleCount;
    if (count === 0) return passed(0);
    return failed(count, { failed: facts.inlineStyleSamples });
  },
};

export const deprecatedHtmlTags: CheckLogic<'deprecated_html_tags'> = {
  run({ facts }) {
    const tags = facts.deprecatedTags;
    if (Object.keys(tags).length === 0) return passed({});
    return failed(tags, { bad_tags: tags });
  },
};

export const doctype: CheckLogic<'doctype'> = {
  run({ facts }) {
    const declaration = facts.doctype;
    if (declaration === null) return failed(null, { missing: null });
    return passed(`<${declaration}>`);
  },
};

function unique(items: readonly string[]): string[] {
  return [...new Set(items)];
}

export const MISCELLANEOUS_LOGIC = {
  structured_data: structuredData,
  meta_viewport: metaViewport,
  charset,
  sitemap,
  social,
  content_length: contentLength,
  text_html_ratio: textHtmlRatio,
  inline_css: inlineCss,
  deprecated_html_tags: deprecatedHtmlTags,
  doctype,
} satisfies Partial<LogicTable>;
