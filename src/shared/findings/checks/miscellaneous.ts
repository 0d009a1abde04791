// Evidence for the document's form: metadata, markup hygiene, amount of content. Deployed
// services' miscellaneous checks.
import { own } from '../../own-keys.js';
import {
  formatCount,
  formatPercent,
  joinWords,
  listSample,
  plural,
  quote,
  truncate,
} from '../format.js';
import { count, field, isRecord, limit, list, num, str, texts } from '../read.js';
import type { EvidenceTable } from '../types.js';
import { errorPhrase, firstNumber, firstText, view, withOthers } from './view.js';

const EXAMPLES = 3;

/** Ours: `{jsonLd: [types], microdata, rdfa}`; phpRank: `{"Open Graph": {..}, "Schema.org": {..}}`. */
function structuredKinds(value: unknown): string[] {
  if (!isRecord(value)) return texts(value).slice(0, 6);
  const found: string[] = [];
  const labels: Record<string, string> = {
    jsonLd: 'JSON-LD',
    microdata: 'microdata',
    rdfa: 'RDFa',
  };
  for (const [kind, item] of Object.entries(value)) {
    // A kind named "constructor" is one the catalogue does not know, not Object's.
    const label = own(labels, kind);
    if (label === undefined) {
      if (
        item !== null &&
        item !== undefined &&
        (!isRecord(item) || Object.keys(item).length > 0)
      ) {
        found.push(kind);
      }
      continue;
    }
    const types = texts(item);
    if (types.length > 0) found.push(`${listSample(types, 4)} (${label})`);
  }
  return found;
}

function styleSample(item: unknown): string {
  const tag = str(field(item, 'tag'));
  const style = str(field(item, 'style')) ?? str(item);
  if (style === null) return '';
  return tag ? `${tag} (${truncate(style, 40)})` : truncate(style, 40);
}

export const MISCELLANEOUS_EVIDENCE = {
  structured_data(check) {
    const c = view(check);
    const out: string[] = [];
    if (c.has('missing')) out.push('The page has no structured data (JSON-LD, microdata or RDFa)');
    if (c.has('bad_format')) {
      const detail = c.error('bad_format');
      const invalid = num(field(detail, 'invalidJsonLd')) ?? num(field(detail, 'invalid_json_ld'));
      const notSchemaOrg = num(field(detail, 'notSchemaOrg'));
      const withoutType = num(field(detail, 'withoutType'));
      if (invalid !== null || notSchemaOrg !== null || withoutType !== null) {
        if (invalid)
          out.push(
            `${plural(invalid, 'JSON-LD block')} ${invalid === 1 ? 'does' : 'do'} not parse`,
          );
        if (notSchemaOrg)
          out.push(
            `${plural(notSchemaOrg, 'item')} ${notSchemaOrg === 1 ? 'has' : 'have'} no schema.org @context`,
          );
        if (withoutType)
          out.push(`${plural(withoutType, 'item')} ${withoutType === 1 ? 'has' : 'have'} no @type`);
      } else {
        const problems = texts(detail);
        out.push(
          problems.length > 0
            ? `The structured data has errors: ${listSample(problems, EXAMPLES)}`
            : 'The structured data is not valid',
        );
      }
    }
    const incomplete = c.error('incomplete');
    if (Array.isArray(incomplete)) {
      for (const item of incomplete.slice(0, EXAMPLES)) {
        const type = texts(field(item, 'type'))[0] ?? 'An item';
        const missing = texts(field(item, 'missing'));
        out.push(
          missing.length > 0
            ? `${type} lacks ${joinWords(missing.slice(0, 6))}, which search engines require`
            : `${type} lacks properties search engines require`,
        );
      }
    }
    const kinds = structuredKinds(c.value);
    if (!c.has('missing') && kinds.length > 0 && out.length === 0) {
      out.push(
        `${c.failed ? 'Found' : 'The page describes itself as'} ${listSample(kinds, EXAMPLES)}`,
      );
    }
    return withOthers(out, c, ['missing', 'bad_format', 'incomplete']);
  },

  meta_viewport(check) {
    const c = view(check);
    const content = firstText(c.value, ['content']);
    const out: string[] = [];
    if (c.has('missing') || (c.failed && !content)) out.push('The page has no viewport meta tag');
    else if (!c.failed && content) out.push(`The viewport is set to ${quote(content, 60)}`);
    return withOthers(out, c, ['missing']);
  },

  charset(check) {
    const c = view(check);
    const name = firstText(c.value, ['charset', 'name']);
    const out: string[] = [];
    if (c.has('missing') || (c.failed && !name))
      out.push('The page does not declare its character set');
    else if (!c.failed && name) out.push(`The page declares its character set: ${name}`);
    return withOthers(out, c, ['missing']);
  },

  sitemap(check) {
    const c = view(check);
    const urls = texts(c.value);
    const out: string[] = [];
    if (c.failed && urls.length === 0)
      out.push('No sitemap was found in robots.txt or at /sitemap.xml');
    else if (urls.length > 0) out.push(`The sitemap is at ${listSample(urls, 2)}`);
    return withOthers(out, c, ['missing', 'failed']);
  },

  social(check) {
    const c = view(check);
    // Ours: the tag names; phpRank: links to social networks by network name.
    const found = Array.isArray(c.value)
      ? texts(c.value)
      : isRecord(c.value)
        ? Object.keys(c.value)
        : [];
    const out: string[] = [];
    if (c.failed && (c.has('missing') || found.length === 0)) {
      out.push('The page has no Open Graph or Twitter card tags');
    } else if (found.length > 0) out.push(`The page has ${listSample(found, 5)}`);
    return withOthers(out, c, ['missing']);
  },

  content_length(check) {
    const c = view(check);
    const words = num(c.value) ?? firstNumber(c.value, ['words', 'count']);
    const min = limit(c.error('too_few'), 'min');
    const out: string[] = [];
    if (c.has('too_few')) {
      out.push(
        `The page has ${words !== null ? plural(words, 'word') : 'too few words'} of text${
          min !== null ? `; aim for at least ${formatCount(min)}` : ''
        }`,
      );
    } else if (!c.failed && words !== null)
      out.push(`The page has ${plural(words, 'word')} of text`);
    return withOthers(out, c, ['too_few']);
  },

  text_html_ratio(check) {
    const c = view(check);
    const ratio = num(c.value) ?? firstNumber(c.value, ['ratio', 'percent']);
    const min = limit(c.error('too_small'), 'min');
    const out: string[] = [];
    if (c.has('too_small')) {
      out.push(
        `Text is ${ratio !== null ? formatPercent(ratio) : 'too small a share'} of the HTML${
          min !== null ? `; aim for at least ${formatPercent(min)}` : ''
        }`,
      );
    } else if (!c.failed && ratio !== null) out.push(`Text is ${formatPercent(ratio)} of the HTML`);
    return withOthers(out, c, ['too_small']);
  },

  inline_css(check) {
    const c = view(check);
    const samples = list(c.error('failed'))
      .map(styleSample)
      .filter((text) => text !== '');
    const total = Math.max(num(c.value) ?? 0, samples.length);
    const out: string[] = [];
    if (c.failed) {
      out.push(
        `${total > 0 ? plural(total, 'element') : 'Elements'} ${total === 1 ? 'has' : 'have'} a style attribute${
          samples.length > 0 ? `: ${listSample(samples, EXAMPLES, total)}` : ''
        }`,
      );
    } else if (c.passed) out.push('No element has a style attribute');
    return withOthers(out, c, ['failed']);
  },

  deprecated_html_tags(check) {
    const c = view(check);
    const tags = c.error('bad_tags') ?? c.value;
    const named: string[] = [];
    if (isRecord(tags) && list(tags).length === 0) {
      for (const [tag, n] of Object.entries(tags)) {
        const times = count(n);
        named.push(times !== null ? `${tag} (${formatCount(times)})` : tag);
      }
    } else named.push(...texts(tags));
    const out: string[] = [];
    if (c.failed) {
      out.push(
        named.length > 0
          ? `The page uses obsolete elements: ${listSample(named, 5)}`
          : 'The page uses obsolete elements',
      );
    } else if (c.passed) out.push('The page uses no obsolete elements');
    return withOthers(out, c, ['bad_tags']);
  },

  doctype(check) {
    const c = view(check);
    const declaration = str(c.value);
    const out: string[] = [];
    if (c.has('missing') || (c.failed && !declaration)) out.push('The page has no doctype');
    else if (c.failed) out.push(errorPhrase('failed', declaration));
    else if (declaration) out.push(`The page starts with ${declaration}`);
    return withOthers(out, c, ['missing']);
  },
} satisfies Partial<EvidenceTable>;
