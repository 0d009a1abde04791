// Undoes Content-Encoding (gzip, deflate, br, zstd) with the platform's zlib. The decoded size is
// capped too: a few kilobytes of gzip can inflate to gigabytes, so the cap must hold on the
// output, not only on what came over the wire.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { FetchFailure } from './fetch-failure.js';

type Decoder = (input: Buffer, options: zlib.ZlibOptions & zlib.BrotliOptions) => Promise<Buffer>;

const gunzip = promisify(zlib.gunzip) as Decoder;
const inflate = promisify(zlib.inflate) as Decoder;
const inflateRaw = promisify(zlib.inflateRaw) as Decoder;
const brotli = promisify(zlib.brotliDecompress) as Decoder;
const zstd = promisify(zlib.zstdDecompress) as Decoder;

/** zlib's output chunk when decoding: the output buffer's size, not a limit on it. */
const DECODE_CHUNK_BYTES = 128 * 1024;

/** Encodings we advertise in Accept-Encoding and can undo. */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The codings of a Content-Encoding header in the order they were applied. */
export function parseContentEncoding(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
}

/**
 * Decodes `body` through `codings` (undone last-applied first). `truncated` bodies are decoded
 * as far as they go instead of failing on the missing end; used for probes read only in part.
 */
export async function decodeContent(
  body: Buffer,
  codings: readonly string[],
  maxOutputLength: number,
  truncated = false,
): Promise<Buffer> {
  let data = body;
  for (const coding of [...codings].reverse()) {
    data = await decodeOne(data, coding, maxOutputLength, truncated);
  }
  return data;
}

async function decodeOne(
  data: Buffer,
  coding: string,
  maxOutputLength: number,
  truncated: boolean,
): Promise<Buffer> {
  const zlibOptions = {
    // One output chunk holds a page: with zlib's 16 KiB default, a 90 KB page came back in six
    // round trips through libuv's pool, each a callback on the thread that fetches every page.
    chunkSize: DECODE_CHUNK_BYTES,
    ...(truncated ? { finishFlush: zlib.constants.Z_SYNC_FLUSH } : {}),
  };
  try {
    switch (coding) {
      case 'gzip':
      case 'x-gzip':
        return await gunzip(data, { maxOutputLength, ...zlibOptions });
      case 'deflate':
        // "deflate" is meant to be zlib-wrapped, but some servers send raw deflate.
        return await inflate(data, { maxOutputLength, ...zlibOptions }).catch((error: unknown) => {
          if (isTooLarge(error)) throw error;
          return inflateRaw(data, { maxOutputLength, ...zlibOptions });
        });
      case 'br': {
        const brotliFlush = truncated ? { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH } : {};
        return await brotli(data, {
          maxOutputLength,
          chunkSize: DECODE_CHUNK_BYTES,
          ...brotliFlush,
        });
      }
      case 'zstd':
        return await zstd(data, { maxOutputLength, chunkSize: DECODE_CHUNK_BYTES });
      default:
        throw new FetchFailure(
          'bad_content_encoding',
          `unsupported Content-Encoding "${coding}" (supported: ${ACCEPT_ENCODING})`,
        );
    }
  } catch (error) {
    if (error instanceof FetchFailure) throw error;
    if (isTooLarge(error)) {
      throw new FetchFailure(
        'too_large',
        `the body decodes to more than ${maxOutputLength} bytes (${coding})`,
      );
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new FetchFailure(
      'bad_content_encoding',
      `the ${coding} body could not be decoded: ${reason}`,
    );
  }
}

function isTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ERR_BUFFER_TOO_LARGE';
}
