// The bound on V8's heap growth that a job sets (src/client/app/heap-growth.ts): the main
// thread's young generation grows to its cap and no further, however long the work. Run in a
// child process: the flags it sets are the process's, and this one's must stay V8's own.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SEMI_SPACE_MIB } from '../../src/client/app/heap-growth.js';

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

async function largestYoungGeneration(bound: boolean): Promise<number> {
  const { stdout } = await run(
    process.execPath,
    [
      '--experimental-transform-types',
      '--no-warnings',
      '--import',
      './scripts/ts-hooks.mjs',
      '--input-type=module',
      '--eval',
      WORK,
    ],
    { cwd: ROOT, env: { ...process.env, BOUND: bound ? '1' : '0' } },
  );
  return (JSON.parse(stdout) as { largest: number }).largest;
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
