// Checks of how heavy and how fast the page is, from the fetch itself and from what the HTML
// asks the browser to load.

import { candidates } from '../html/extract-facts.js';
import type { ImageFact, ResourceKind } from '../html/page-facts.js';
import {
  type CheckLogic,
  failed,
  firstOf,
  type LogicTable,
  notApplicable,
  passed,
} from './check.js';
import type { CheckContext } from './context.js';

/** About one TCP packet of body (a 1,500-byte Ethernet frame less the headers): Lighthouse's threshold. */
export const ONE_PACKET_BYTES = 1400;

export const textCompression: CheckLogic<'text_compression'> = {
  run({ input, header, bodyBytes, profile }) {
    const encoding = header('content-encoding')?.trim().toLowerCase() || null;
    const value = {
      encoding,
      transferBytes: input.transferBytes ?? bodyBytes,
      bodyBytes,
    };
    if (encoding !== null && encoding !== 'identity') return passed(value);
    // A body that fits in one TCP packet arrives in the same round trip compressed or not:
    // compression would change nothing a visitor notices (Lighthouse ignores such savings too).
    if (profile === 'all' && bodyBytes <= ONE_PACKET_BYTES) return passed(value);
    return failed(value, { missing: null });
  },
};

export const loadTime: CheckLogic<'load_time'> = {
  run({ input, limits }) {
    if (input.loadTimeMs === undefined) return notApplicable('the page load was not timed');
    const seconds = round(input.loadTimeMs / 1000, 3);
    if (input.loadTimeMs <= limits.maxLoadTimeMs) return passed(seconds);
    return failed(seconds, { too_slow: { max: limits.maxLoadTimeMs / 1000 } });
  },
};

export const pageSize: CheckLogic<'page_size'> = {
  run({ bodyBytes: bytes, limits }) {
    if (bytes <= limits.maxPageBytes) return passed(bytes);
    return failed(bytes, { too_large: { max: limits.maxPageBytes } });
  },
};

const RESOURCE_LABEL: Record<ResourceKind, string> = {
  script: 'scripts',
  stylesheet: 'stylesheets',
  image: 'images',
  frame: 'frames',
  media: 'media',
  object: 'objects',
  icon: 'icons',
  preload: 'preloads',
};

export const httpRequests: CheckLogic<'http_requests'> = {
  run({ facts, limits }) {
    // Counted from the HTML: each distinct URL (as written) a browser fetches for the document's
    // elements. What CSS and scripts load in turn is not seen without running them.
    const seen = new Set<string>();
    const byType: Record<string, number> = {};
    for (const resource of facts.resources) {
      if (!isFetchable(resource.url)) continue;
      const hash = resource.url.indexOf('#');
      const url = hash === -1 ? resource.url : resource.url.slice(0, hash);
      if (seen.has(url)) continue;
      seen.add(url);
      const label = RESOURCE_LABEL[resource.kind];
      byType[label] = (byType[label] ?? 0) + 1;
    }
    const value = { total: seen.size, ...byType };
    if (seen.size <= limits.maxHttpRequests) return passed(value);
    return failed(value, { too_many: { max: limits.maxHttpRequests, count: seen.size } });
  },
};

/** data:, blob:, javascript: and about: URLs cost no request; other schemes are not fetched. */
function isFetchable(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

/** Raster formats we can name from a URL; anything else (no extension, a script) is unknown. */
const RASTER_FORMATS = new Set([
  'avif',
  'webp',
  'jpg',
  'jpeg',
  'jpe',
  'jfif',
  'pjpeg',
  'png',
  'apng',
  'gif',
  'bmp',
  'tif',
  'tiff',
  'ico',
  'heic',
  'heif',
  'jxl',
]);

export const imageFormat: CheckLogic<'image_format'> = {
  run(context) {
    const allowed = new Set(context.limits.imageFormats);
    const legacy: string[] = [];
    let modern = 0;
    let unknown = 0;
    for (const image of context.facts.images) {
      const verdict = judgeImage(image, allowed, context);
      if (verdict === 'modern') modern++;
      else if (verdict === 'unknown') unknown++;
      else if (verdict !== 'vector') legacy.push(verdict);
    }
    const value = {
      images: context.facts.images.length,
      modern,
      legacy: legacy.length,
      unknown,
      formats: context.limits.imageFormats,
    };
    if (legacy.length === 0) return passed(value);
    return failed(value, { bad_format: firstOf(legacy) });
  },
};

/** 'modern', 'vector', 'unknown', or the URL of an image served in a legacy format. */
function judgeImage(image: ImageFact, allowed: ReadonlySet<string>, context: CheckContext): string {
  // A <picture> that offers an allowed format lets every capable browser take it.
  for (const source of image.sources) {
    const type = source.type?.trim().toLowerCase();
    if (type?.startsWith('image/') && allowed.has(type.slice(6))) return 'modern';
    for (const url of candidates(source.srcset ?? '')) {
      if (allowed.has(formatOf(url, context) ?? '')) return 'modern';
    }
  }
  const urls = [image.src, ...candidates(image.srcset ?? '')].filter((url) => url !== null);
  const formats = urls.map((url) => formatOf(url, context));
  if (formats.some((format) => format !== null && allowed.has(format))) return 'modern';
  const first = formats[0];
  if (first === 'svg' || first === 'svg+xml') return 'vector';
  if (first === undefined || first === null || !RASTER_FORMATS.has(first)) return 'unknown';
  return context.resolve(urls[0] ?? '')?.href ?? urls[0] ?? '';
}

/** The format a URL names: its file extension, or the media subtype of a data: URL. */
function formatOf(raw: string, context: CheckContext): string | null {
  const trimmed = raw.trim();
  if (/^data:/i.test(trimmed)) {
    return /^data:image\/([\w.+-]+)/i.exec(trimmed)?.[1]?.toLowerCase() ?? null;
  }
  const url = context.resolve(trimmed);
  if (url === null) return null;
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1];
  return extension ? extension.toLowerCase() : null;
}

const CLASSIC_SCRIPT_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

export const deferJavascript: CheckLogic<'defer_javascript'> = {
  run({ facts, resolve }) {
    // Module scripts are deferred by default; other types are data the browser does not run.
    const blocking = facts.scripts.filter(
      (script) => !script.async && !script.defer && CLASSIC_SCRIPT_TYPES.has(script.type ?? ''),
    );
    const value = { scripts: facts.scripts.length, blocking: blocking.length };
    if (blocking.length === 0) return passed(value);
    const sources = blocking.map((script) => resolve(script.src)?.href ?? script.src);
    return failed(value, { missing: firstOf(sources) });
  },
};

export const domSize: CheckLogic<'dom_size'> = {
  run({ facts, limits }) {
    const count = facts.elementCount;
    if (count <= limits.maxDomNodes) return passed(count);
    return failed(count, { too_many: { max: limits.maxDomNodes } });
  },
};

export const http2: CheckLogic<'http2'> = {
  run({ input, finalUrl, header }) {
    if (finalUrl.protocol !== 'https:') {
      return notApplicable(
        'browsers negotiate HTTP/2 only over TLS (ALPN), and the page was served over plain http',
      );
    }
    const version = input.httpVersion;
    if (version === 'h2' || version === 'h3') return passed(version);
    // A server may offer HTTP/3 only through Alt-Svc, which browsers take up on later requests.
    if (/(^|[\s,])h3(-\d+)?\s*=/i.test(header('alt-svc') ?? '')) return passed('h3');
    if (version === undefined) return notApplicable('the connection protocol was not observed');
    return failed(version, { missing: null });
  },
};

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export const PERFORMANCE_LOGIC = {
  text_compression: textCompression,
  load_time: loadTime,
  page_size: pageSize,
  http_requests: httpRequests,
  image_format: imageFormat,
  defer_javascript: deferJavascript,
  dom_size: domSize,
  http2,
} satisfies Partial<LogicTable>;
