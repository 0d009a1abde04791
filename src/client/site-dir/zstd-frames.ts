// The served folder's pages compressed in zstd by compressors that last as long as the process:
// each page is one complete zstd frame (ended with ZSTD_e_end), the next page the next frame of
// the same compressor. zlib.zstdCompress makes and frees a compressor of a MiB or more for each
// page, on libuv's pool threads; over a 10,000-page audit glibc's per-thread arenas kept 18 to
// 28 MiB of what they freed (the peak with MALLOC_ARENA_MAX=2 or a fixed mmap threshold was that
// much lower), and making each compressor cost CPU too. Two compressors, made when first needed,
// each compressing one page at a time on the pool as before (docs/benchmarks.md, "The session of
// 2026-11-27, 08:50-11:50 UTC").
import { constants, createZstdCompress, type ZstdCompress } from 'node:zlib';

/** Compressors kept: pages compress on libuv's pool, one at a time on each. */
const COMPRESSORS = 2;

/** A page waiting for a compressor. */
interface Waiting {
  body: Buffer;
  done: (compressed: Buffer | null) => void;
}

export class ZstdFrames {
  readonly #level: number;
  readonly #chunkBytes: number;
  readonly #idle: ZstdCompress[] = [];
  readonly #waiting: Waiting[] = [];
  #made = 0;

  constructor(level: number, chunkBytes: number) {
    this.#level = level;
    this.#chunkBytes = chunkBytes;
  }

  /**
   * `body` as one zstd frame; null when zlib failed (the page is then sent as it is). The frame
   * does not carry the body's size in its header, as a streaming server's does not.
   */
  compress(body: Buffer, done: (compressed: Buffer | null) => void): void {
    const compressor = this.#idle.pop() ?? this.#make();
    if (compressor === null) this.#waiting.push({ body, done });
    else this.#frame(compressor, body, done);
  }

  #make(): ZstdCompress | null {
    if (this.#made >= COMPRESSORS) return null;
    this.#made += 1;
    return createZstdCompress({
      chunkSize: this.#chunkBytes,
      params: { [constants.ZSTD_c_compressionLevel]: this.#level },
    });
  }

  #frame(compressor: ZstdCompress, body: Buffer, done: (compressed: Buffer | null) => void): void {
    const chunks: Buffer[] = [];
    let length = 0;
    // zlib pushes a frame's output before it calls the flush's callback: every chunk of this
    // frame has arrived when it runs.
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
    };
    const onError = () => {
      // A compressor that failed is not used again; the next page makes another.
      compressor.off('data', onData);
      compressor.destroy();
      this.#made -= 1;
      done(null);
      this.#next();
    };
    compressor.on('data', onData);
    compressor.once('error', onError);
    compressor.write(body);
    compressor.flush(constants.ZSTD_e_end, () => {
      if (compressor.destroyed) return;
      compressor.off('data', onData);
      compressor.off('error', onError);
      this.#idle.push(compressor);
      done(Buffer.concat(chunks, length));
      this.#next();
    });
  }

  /** The next waiting page, on a compressor that is free (or a new one, after a failure). */
  #next(): void {
    const waiting = this.#waiting.shift();
    if (waiting !== undefined) this.compress(waiting.body, waiting.done);
  }
}
