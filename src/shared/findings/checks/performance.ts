// Evidence for how heavy and how fast the page is: the performance checks of deployed services.
import { own } from '../../own-keys.js';
import {
  formatBytes,
  formatCount,
  formatDuration,
  joinWords,
  listSample,
  plural,
} from '../format.js';
import { field, isRecord, limit, list, num, str, texts } from '../read.js';
import type { EvidenceTable } from '../types.js';
import { firstNumber, firstText, someOf, view, withOthers } from './view.js';

const EXAMPLES = 3;

const REQUEST_NOUNS: Record<string, string> = {
  javascripts: 'script',
  css: 'stylesheet',
  stylesheets: 'stylesheet',
  media: 'media file',
  audios: 'audio file',
  videos: 'video',
  iframes: 'frame',
};

/** A kind of request as a singular noun: "scripts" and "JavaScripts" -> "script". */
function requestNoun(kind: string): string {
  const lower = kind.toLowerCase();
  return own(REQUEST_NOUNS, lower) ?? lower.replace(/s$/, '');
}

/** `{total, scripts: 3, images: 9}` (ours) or `{JavaScripts: [..], CSS: [..]}` (phpRank). */
function requestKinds(value: unknown): { total: number | null; parts: string[] } {
  if (!isRecord(value)) return { total: num(value) ?? (list(value).length || null), parts: [] };
  let sum = 0;
  const parts: [string, number][] = [];
  for (const [kind, item] of Object.entries(value)) {
    if (kind === 'total') continue;
    const n = num(item) ?? list(item).length;
    if (n <= 0) continue;
    sum += n;
    parts.push([kind, n]);
  }
  parts.sort((a, b) => b[1] - a[1]);
  const total = num(own(value, 'total')) ?? (parts.length > 0 ? sum : null);
  return { total, parts: parts.map(([kind, n]) => plural(n, requestNoun(kind))) };
}

function formatNames(value: unknown): string {
  const formats = texts(field(value, 'formats') ?? (Array.isArray(value) ? value : [])).map((f) =>
    f.toUpperCase() === 'WEBP' ? 'WebP' : f.toUpperCase(),
  );
  return formats.length > 0 ? joinWords(formats).replace(/ and /, ' or ') : 'AVIF or WebP';
}

export const PERFORMANCE_EVIDENCE = {
  text_compression(check) {
    const c = view(check);
    const sent = firstNumber(c.value, ['transferBytes', 'transfer_bytes']) ?? num(c.value);
    const body = firstNumber(c.value, ['bodyBytes', 'body_bytes']);
    const encoding = firstText(field(c.value, 'encoding'));
    const out: string[] = [];
    if (c.has('missing') || c.failed) {
      out.push(
        sent !== null
          ? `The HTML is sent uncompressed: ${formatBytes(sent)} over the wire`
          : 'The HTML is sent uncompressed',
      );
    } else if (c.passed && !encoding && body !== null) {
      // Our analyzer passes a page too small for compression to change the transfer.
      out.push(
        `The HTML is sent uncompressed, but at ${formatBytes(body)} it fits in one network packet: compression would not make it arrive sooner`,
      );
    } else if (c.passed) {
      const how = encoding ? `${encoding} compression` : 'compression';
      const sizes =
        sent !== null && body !== null && body > sent
          ? `: ${formatBytes(sent)} over the wire for ${formatBytes(body)} of HTML`
          : sent !== null
            ? `: ${formatBytes(sent)} over the wire`
            : '';
      out.push(`The HTML is sent with ${how}${sizes}`);
    }
    return withOthers(out, c, ['missing']);
  },

  load_time(check) {
    const c = view(check);
    // Services store seconds (0.013, "2.4").
    const seconds = num(c.value) ?? firstNumber(c.value, ['seconds', 'time']);
    const max = limit(c.error('too_slow'), 'max');
    const out: string[] = [];
    if (c.has('too_slow')) {
      out.push(
        `The page took ${seconds !== null ? formatDuration(seconds * 1000) : 'too long'} to load${
          max !== null ? `; the limit is ${formatDuration(max * 1000)}` : ''
        }`,
      );
    } else if (!c.failed && seconds !== null) {
      out.push(`The page loaded in ${formatDuration(seconds * 1000)}`);
    }
    return withOthers(out, c, ['too_slow']);
  },

  page_size(check) {
    const c = view(check);
    const bytes = num(c.value) ?? firstNumber(c.value, ['bytes', 'size']);
    const max = limit(c.error('too_large'), 'max');
    const out: string[] = [];
    if (c.has('too_large')) {
      out.push(
        `The page weighs ${bytes !== null ? formatBytes(bytes) : 'too much'}${
          max !== null ? `; the limit is ${formatBytes(max)}` : ''
        }`,
      );
    } else if (!c.failed && bytes !== null) {
      out.push(`The page weighs ${formatBytes(bytes)}`);
    }
    return withOthers(out, c, ['too_large']);
  },

  http_requests(check) {
    const c = view(check);
    const kinds = requestKinds(c.value);
    const detail = c.error('too_many');
    const total = num(field(detail, 'count')) ?? kinds.total;
    const max = limit(detail, 'max');
    const split = kinds.parts.length > 0 ? ` (${kinds.parts.slice(0, 4).join(', ')})` : '';
    const out: string[] = [];
    if (c.has('too_many')) {
      out.push(
        `The page makes ${total !== null ? plural(total, 'request') : 'too many requests'}${
          max !== null ? `; the limit is ${formatCount(max)}` : ''
        }${split}`,
      );
    } else if (!c.failed && total !== null) {
      out.push(`The page makes ${plural(total, 'request')}${split}`);
    }
    return withOthers(out, c, ['too_many']);
  },

  image_format(check) {
    const c = view(check);
    const urls = texts(c.error('bad_format'));
    const legacy = firstNumber(c.value, ['legacy']) ?? urls.length;
    const total = firstNumber(c.value, ['images', 'total']);
    const wanted = formatNames(c.value);
    const out: string[] = [];
    if (c.has('bad_format')) {
      const shown =
        urls.length > 0 ? `: ${listSample(urls, EXAMPLES, Math.max(legacy, urls.length))}` : '';
      out.push(
        legacy > 0
          ? `${someOf(legacy, total, 'image')} ${legacy === 1 ? 'is' : 'are'} not in ${wanted}${shown}`
          : `Some images are not in ${wanted}`,
      );
    } else if (!c.failed) {
      if (total === 0) out.push('The page has no images');
      else if (total !== null)
        out.push('No image is served only in an older format such as JPEG, PNG or GIF');
    }
    return withOthers(out, c, ['bad_format']);
  },

  defer_javascript(check) {
    const c = view(check);
    const urls = texts(c.error('missing'));
    const blocking = firstNumber(c.value, ['blocking']) ?? urls.length;
    const total = firstNumber(c.value, ['scripts', 'total']);
    const out: string[] = [];
    if (c.has('missing')) {
      const shown =
        urls.length > 0 ? `: ${listSample(urls, EXAMPLES, Math.max(blocking, urls.length))}` : '';
      out.push(
        `${someOf(Math.max(blocking, 1), total, 'script')} ${blocking === 1 ? 'blocks' : 'block'} rendering (no defer or async)${shown}`,
      );
    } else if (!c.failed) {
      out.push(total === 0 ? 'The page loads no external scripts' : 'No script blocks rendering');
    }
    return withOthers(out, c, ['missing']);
  },

  dom_size(check) {
    const c = view(check);
    const elements = num(c.value) ?? firstNumber(c.value, ['count', 'elements', 'nodes']);
    const max = limit(c.error('too_many'), 'max');
    const out: string[] = [];
    if (c.has('too_many')) {
      out.push(
        `The page has ${elements !== null ? plural(elements, 'element') : 'too many elements'}${
          max !== null ? `; the limit is ${formatCount(max)}` : ''
        }`,
      );
    } else if (!c.failed && elements !== null)
      out.push(`The page has ${plural(elements, 'element')}`);
    return withOthers(out, c, ['too_many']);
  },

  http2(check) {
    const c = view(check);
    const protocol = str(c.value);
    const name = (text: string) =>
      /^h2$|^2(\.0)?$/i.test(text)
        ? 'HTTP/2'
        : /^h3$|^3$/i.test(text)
          ? 'HTTP/3'
          : /^http\//i.test(text)
            ? text.toUpperCase()
            : `HTTP/${text}`;
    const out: string[] = [];
    if (c.failed) {
      out.push(
        protocol
          ? `The page is served over ${name(protocol)}, not HTTP/2`
          : 'The page is not served over HTTP/2',
      );
    } else if (c.passed && protocol) out.push(`The page is served over ${name(protocol)}`);
    return withOthers(out, c, ['missing']);
  },
} satisfies Partial<EvidenceTable>;
