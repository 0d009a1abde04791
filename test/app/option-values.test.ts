// Every true-or-false option reads the same spellings, whichever option group reads it: before
// option-values.ts, crawl took three spellings of each word, crawl-robots and
// check-external-links any mix of case, and the job's own options (render here) the three.
// Values come trimmed, as @actions/core's getInput gives them.
import { describe, expect, it } from 'vitest';
import { type JobConfig, parseJobConfig } from '../../src/client/app/config.js';

const read = (inputs: Record<string, string>) => (name: string) =>
  ({ urls: 'https://shop.test/', ...inputs })[name] ?? '';

/** Each boolean option, with what the parsed job shows of it. */
const BOOLEANS: Record<
  string,
  { inputs: Record<string, string>; seen: (c: JobConfig) => unknown }
> = {
  crawl: { inputs: {}, seen: (c) => c.crawl !== undefined },
  'crawl-robots': { inputs: { crawl: 'true' }, seen: (c) => c.crawl?.robots },
  'check-external-links': {
    inputs: { 'check-links': 'internal' },
    seen: (c) => c.linkOptions.external !== null,
  },
  render: { inputs: {}, seen: (c) => c.target.kind === 'embedded' && c.target.render },
};

describe('true-or-false options', () => {
  for (const [name, { inputs, seen }] of Object.entries(BOOLEANS)) {
    it(`${name} takes true, True, TRUE, false, False, FALSE and nothing else`, () => {
      for (const word of ['true', 'True', 'TRUE'])
        expect(seen(parseJobConfig(read({ ...inputs, [name]: word })))).toBe(true);
      for (const word of ['false', 'False', 'FALSE'])
        expect(seen(parseJobConfig(read({ ...inputs, [name]: word })))).toBe(false);
      for (const word of ['tRuE', 'yes', '1', 'on'])
        expect(() => parseJobConfig(read({ ...inputs, [name]: word }))).toThrow(
          `Input ${name}: must be true or false (got "${word}")`,
        );
    });
  }
});
