// The bound on V8's heap growth that a job sets (src/client/app/heap-growth.ts): the main
// thread's young generation grows to its cap and no further, however long the work. Run in a
// child process: the flags it sets are the process's, and this one's must stay V8's own.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  growthPercentFor,
  OLD_GENERATION_GROWTH_PERCENT,
  SEMI_SPACE_MIB,
} from '../../src/client/app/heap-growth.js';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url);

/**
 * Work whose objects live a while (as a page's request and report do): without a bound, V8 grows
 * the young generation as much as it can (64 MiB a semi-space on a machine of 16 GB or more).
 * Prints the young generation's size in bytes at the end.
 */
const WORK = `
const { boundHeapGrowth, youngGenerationBytes } = await import('./src/client/app/heap-growth.ts');
if (process.env.BOUND === '1') boundHeapGrowth();
const alive = [];
let largest = 0;
for (let round = 0; round < 400; round += 1) {
  for (let i = 0; i < 5000; i += 1) {
    alive.push({ round, text: 'page ' + round + '/' + i, links: [i, i + 1, i + 2] });
    if (alive.length > 60000) alive.splice(0, 30000);
  }
  largest = Math.max(largest, youngGenerationBytes());
  // A turn of the event loop between pieces of work, as between a run's answers.
  await new Promise((resolve) => setImmediate(resolve));
}
console.log(JSON.stringify({ largest }));
`;

/** Runs `script` (an ES module) from the sources in a process of its own; its last line as JSON. */
async function runWork<T>(script: string, env: Record<string, string>): Promise<T> {
  const { stdout } = await run(
    process.execPath,
    [
      '--experimental-transform-types',
      '--no-warnings',
      '--import',
      './scripts/ts-hooks.mjs',
      '--input-type=module',
      '--eval',
      script,
    ],
    { cwd: ROOT, env: { ...process.env, ...env } },
  );
  return JSON.parse(stdout) as T;
}

async function largestYoungGeneration(bound: boolean): Promise<number> {
  return (await runWork<{ largest: number }>(WORK, { BOUND: bound ? '1' : '0' })).largest;
}

describe('boundHeapGrowth', () => {
  it('lets the young generation grow to its cap and no further', async () => {
    const cap = 2 * SEMI_SPACE_MIB * 2 ** 20;
    expect(await largestYoungGeneration(true)).toBe(cap);
  }, 60_000);

  it('is what stops it: the same work unbounded grows past the cap on this machine', async () => {
    // V8 sizes its young generation from the machine's memory: 64 MiB a semi-space on the
    // project's machines (24 GB).
    expect(await largestYoungGeneration(false)).toBeGreaterThan(2 * SEMI_SPACE_MIB * 2 ** 20);
  }, 60_000);
});

describe('growthPercentFor', () => {
  const MiB = 2 ** 20;
  it('leaves a share of the young generation as room when what survived is small', () => {
    // 27 MiB surviving, a 32 MiB young generation: 75% of 32 is 24 MiB of room, 89% of 27.
    expect(growthPercentFor(27 * MiB, 32 * MiB)).toBe(89);
    expect(growthPercentFor(8 * MiB, 32 * MiB)).toBe(300);
  });

  it('keeps the fixed growth for a large old generation, or when nothing is known', () => {
    expect(growthPercentFor(64 * MiB, 32 * MiB)).toBe(OLD_GENERATION_GROWTH_PERCENT);
    expect(growthPercentFor(400 * MiB, 32 * MiB)).toBe(OLD_GENERATION_GROWTH_PERCENT);
    expect(growthPercentFor(0, 32 * MiB)).toBe(OLD_GENERATION_GROWTH_PERCENT);
    expect(growthPercentFor(Number.NaN, 32 * MiB)).toBe(OLD_GENERATION_GROWTH_PERCENT);
  });
});

/**
 * Work that keeps a small heap alive and promotes a steady stream of objects that die soon after
 * (a page's answer and report, held while other pages are judged): prints the full collections
 * counted over it.
 */
const PROMOTING_WORK = `
const { boundHeapGrowth } = await import('./src/client/app/heap-growth.ts');
const { PerformanceObserver, constants } = await import('node:perf_hooks');
boundHeapGrowth({ roomForMarking: process.env.ROOM === '1' });
let full = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) full += 1;
}).observe({ entryTypes: ['gc'] });
const held = [];
for (let round = 0; round < 1500; round += 1) {
  // Each round's objects are held for 40 rounds: long enough to survive two scavenges.
  held.push(Array.from({ length: 2000 }, (_, i) => ({ round, text: 'answer ' + round + '/' + i })));
  if (held.length > 40) held.shift();
  await new Promise((resolve) => setImmediate(resolve));
}
await new Promise((resolve) => setTimeout(resolve, 50));
console.log(JSON.stringify({ full }));
`;

async function fullCollections(room: boolean): Promise<number> {
  return (await runWork<{ full: number }>(PROMOTING_WORK, { ROOM: room ? '1' : '0' })).full;
}

describe('boundHeapGrowth: room before marking', () => {
  it('makes fewer full collections of a small old generation than the fixed growth', async () => {
    const [fixed, roomy] = await Promise.all([fullCollections(false), fullCollections(true)]);
    expect({ fixed, roomy, fewer: roomy < fixed * 0.75 }).toMatchObject({ fewer: true });
  }, 120_000);
});
