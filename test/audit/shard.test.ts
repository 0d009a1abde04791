import { describe, expect, it } from 'vitest';
import { parseShard, shardOf } from '../../src/client/audit/shard.js';

describe('parseShard', () => {
  it('reads i/n', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    expect(parseShard(' 1 / 1 ')).toEqual({ index: 1, count: 1 });
  });

  it.each(['0/2', '3/2', '1/0', '1/257', '2', 'a/b', '-1/2', '1.5/2', ''])(
    'refuses %j with the rule',
    (text) => {
      expect(parseShard(text)).toMatch(/^must be i\/n with 1 <= i <= n <= 256, e\.g\. 2\/4/);
    },
  );
});

describe('shardOf', () => {
  it('covers the list exactly once, in order, for every length and count', () => {
    for (let length = 0; length <= 30; length++) {
      const list = Array.from({ length }, (_, i) => i);
      for (let count = 1; count <= 12; count++) {
        const shares = Array.from({ length: count }, (_, i) =>
          shardOf(list, { index: i + 1, count }),
        );
        expect(shares.flat()).toEqual(list);
        const sizes = shares.map((share) => share.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('gives the same share for the same list every time', () => {
    const list = ['a', 'b', 'c', 'd', 'e'];
    expect(shardOf(list, { index: 2, count: 2 })).toEqual(
      shardOf([...list], { index: 2, count: 2 }),
    );
    expect(shardOf(list, { index: 2, count: 2 })).toEqual(['c', 'd', 'e']);
  });
});
