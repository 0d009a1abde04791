// Turns the page's bytes into text the way a browser picks the encoding (WHATWG "encoding
// sniffing", simplified): a byte order mark first, then the Content-Type charset, then a
// <meta charset> or <meta http-equiv=Content-Type> in the first 1024 bytes, else UTF-8.
// TextDecoder does the decoding: Node 24 ships full ICU, so every WHATWG label is known.
import { TextDecoder } from 'node:util';
import { FetchFailure } from './fetch-failure.js';

type CharsetSource = 'bom' | 'header' | 'meta' | 'default';

interface DecodedText {
  text: string;
  /** The encoding's canonical name as TextDecoder reports it (e.g. "utf-8", "windows-1252"). */
  charset: string;
  source: CharsetSource;
}

const PRESCAN_BYTES = 1024;
const META_CHARSET = /<meta\s[^>]*?charset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)/i;

/** The charset parameter of a Content-Type value, if any. */
function charsetFromContentType(contentType: string | undefined): string | undefined {
  const match = contentType ? /;\s*charset\s*=\s*["']?([^"';\s]+)/i.exec(contentType) : null;
  return match?.[1];
}

function sniffBom(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

function prescanMetaCharset(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, PRESCAN_BYTES));
  const label = META_CHARSET.exec(head.toString('latin1'))?.[1];
  // A page that claims UTF-16 in ASCII-compatible bytes is not UTF-16 (WHATWG: use UTF-8).
  return label && /^utf-16/i.test(label) ? 'utf-8' : label;
}

export function decodeHtml(bytes: Uint8Array, contentType: string | undefined): DecodedText {
  const bom = sniffBom(bytes);
  const header = charsetFromContentType(contentType);
  const meta = bom || header ? undefined : prescanMetaCharset(bytes);
  const [label, source]: [string, CharsetSource] = bom
    ? [bom, 'bom']
    : header
      ? [header, 'header']
      : meta
        ? [meta, 'meta']
        : ['utf-8', 'default'];

  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label, { fatal: true });
  } catch {
    throw new FetchFailure('bad_charset', `unknown charset "${label}" (from the ${source})`);
  }
  try {
    return { text: decoder.decode(bytes), charset: decoder.encoding, source };
  } catch {
    const why = source === 'default' ? 'no charset is declared and the body' : 'the body';
    throw new FetchFailure(
      'bad_encoding',
      `${why} is not valid ${decoder.encoding} (charset from the ${source})`,
    );
  }
}
