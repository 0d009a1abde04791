// ZstdFrames (src/client/site-dir/zstd-frames.ts): pages compressed as frames of compressors that
// are kept, many at once, each frame a whole zstd stream of its own page.
import { randomBytes } from 'node:crypto';
import { zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ZstdFrames } from '../../src/client/site-dir/zstd-frames.js';

/** Text like a page's, `bytes` long, different for each `seed`. */
function pageText(seed: number, bytes: number): Buffer {
  const words = ['bench', 'oak', 'dovetail', 'chisel', 'workshop', String(seed)];
  let text = `<!doctype html><title>Page ${seed}</title>`;
  for (let i = 0; text.length < bytes; i++) text += `${words[(i * seed + i) % words.length]} `;
  return Buffer.from(text.slice(0, bytes));
}

const compress = (frames: ZstdFrames, body: Buffer) =>
  new Promise<Buffer | null>((resolve) => frames.compress(body, resolve));

describe('ZstdFrames', () => {
  it('gives each of many pages compressed at once its own frame, which decompresses alone', async () => {
    const frames = new ZstdFrames(1, 16 * 1024);
    // Sizes around and above the output chunk (several chunks a frame), an empty body, and bytes
    // that do not compress.
    const bodies = [
      ...Array.from({ length: 40 }, (_, i) => pageText(i + 1, 1_000 + i * 7_919)),
      Buffer.alloc(0),
      randomBytes(100_000),
      pageText(99, 600_000),
    ];
    const compressed = await Promise.all(bodies.map((body) => compress(frames, body)));
    for (const [i, frame] of compressed.entries()) {
      expect(frame).not.toBeNull();
      expect(zstdDecompressSync(frame as Buffer).equals(bodies[i] as Buffer)).toBe(true);
    }
    // Text compresses: the frames are not the bodies as they were.
    expect((compressed[39] as Buffer).length).toBeLessThan((bodies[39] as Buffer).length / 3);
  });

  it('goes on with the same compressors after a burst: frames are not run together', async () => {
    const frames = new ZstdFrames(1, 128 * 1024);
    const first = await Promise.all(
      [1, 2, 3].map((seed) => compress(frames, pageText(seed, 50_000))),
    );
    const later = await compress(frames, pageText(4, 50_000));
    expect([...first, later].map((frame) => zstdDecompressSync(frame as Buffer).length)).toEqual([
      50_000, 50_000, 50_000, 50_000,
    ]);
    expect(zstdDecompressSync(later as Buffer).equals(pageText(4, 50_000))).toBe(true);
  });
});
