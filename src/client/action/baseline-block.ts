// The hidden block of the pull-request comment that carries a run's results to the next push
// (baseline: comment). The compact JSON is gzipped and base64-encoded: URLs may hold `--`, `-->`
// or anything else, and base64 has none of the characters that could end the HTML comment or be
// rendered. The version in the block's tag is the encoding's; the JSON inside carries its own.
import { gunzipSync, gzipSync } from 'node:zlib';
import { COMPACT_TAG, writeCompact } from '../baseline/document.js';
import type { BaselinePage } from '../baseline/types.js';

const BLOCK_VERSION = 1;
const BLOCK = new RegExp(`<!-- ${COMPACT_TAG}:v(\\d+) ([A-Za-z0-9+/=]*) -->`);
/** Far above the compact JSON of 5,000 pages, which is all a baseline may hold. */
const MAX_JSON_BYTES = 16 * 1024 * 1024;

/** The block for these pages; `scrub` keeps a secret in a URL out of the comment. */
export function writeBaselineBlock(
  pages: readonly BaselinePage[],
  scrub: (text: string) => string = (text) => text,
): string {
  const data = gzipSync(Buffer.from(scrub(writeCompact(pages)), 'utf8'), { level: 9 });
  return `<!-- ${COMPACT_TAG}:v${BLOCK_VERSION} ${data.toString('base64')} -->`;
}

/** The block of a comment's body as it stands, to carry it over unchanged; null without one. */
export function rawBaselineBlock(body: string): string | null {
  return BLOCK.exec(body)?.[0] ?? null;
}

export type BlockRead =
  | { kind: 'none' }
  | { kind: 'other-version'; version: number }
  | { kind: 'garbled'; why: string }
  /** The JSON inside, not yet checked for shape. */
  | { kind: 'read'; document: unknown };

/** The block in a comment's body, decoded as far as JSON. */
export function readBaselineBlock(body: string): BlockRead {
  const match = BLOCK.exec(body);
  if (match === null) return { kind: 'none' };
  const version = Number(match[1]);
  if (version !== BLOCK_VERSION) return { kind: 'other-version', version };
  const data = match[2] as string;
  // Node's decoder skips what is not base64; a cut or edited block must not pass for one.
  if (data.length % 4 !== 0 || /=[^=]/.test(data))
    return { kind: 'garbled', why: 'it is not base64' };
  let json: Buffer;
  try {
    json = gunzipSync(Buffer.from(data, 'base64'), { maxOutputLength: MAX_JSON_BYTES });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      kind: 'garbled',
      why:
        code === 'ERR_BUFFER_TOO_LARGE'
          ? `it unpacks to more than ${MAX_JSON_BYTES / 1024 / 1024} MB`
          : 'it is not gzip data',
    };
  }
  try {
    return { kind: 'read', document: JSON.parse(json.toString('utf8')) };
  } catch {
    return { kind: 'garbled', why: 'it does not hold JSON' };
  }
}
