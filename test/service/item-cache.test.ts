import { describe, expect, it } from 'vitest';
import { ItemCache } from '../../src/server/service/item-cache.js';

const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);

describe('the list item cache', () => {
  it('gives back the items it was given while the database version holds', () => {
    const cache = new ItemCache(1024, 256);
    cache.at('1:0');
    const item = bytes(10);
    cache.set(7, item);
    expect(cache.get(7)).toBe(item);
    expect(cache.get(8)).toBeUndefined();
    cache.at('1:0');
    expect(cache.get(7)).toBe(item);
  });

  it('empties when the version moves', () => {
    const cache = new ItemCache(1024, 256);
    cache.at('1:0');
    cache.set(7, bytes(10));
    cache.at('1:1');
    expect(cache.get(7)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('keeps no item larger than its item bound (a hostile page is read each time)', () => {
    const cache = new ItemCache(1024, 256);
    cache.set(1, bytes(257));
    expect(cache.get(1)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the older generation whole, keeping what was used since', () => {
    const cache = new ItemCache(400, 256); // generations of 200 bytes
    cache.set(1, bytes(100, 1));
    cache.set(2, bytes(100, 2));
    cache.set(3, bytes(100, 3)); // 1 and 2 become the old generation
    expect(cache.get(1)?.[0]).toBe(1); // back into the young one
    cache.set(4, bytes(100, 4)); // 3 and 1 become the old one; 2 is dropped
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(1)?.[0]).toBe(1);
    expect(cache.get(3)?.[0]).toBe(3);
    expect(cache.get(4)?.[0]).toBe(4);
  });

  it('never holds more than its byte bound, whatever is added and read', () => {
    const cache = new ItemCache(10_000, 1_000);
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let i = 0; i < 5_000; i++) {
      const id = next() % 300;
      if (next() % 2 === 0) cache.set(id, bytes(1 + (next() % 1_000)));
      else cache.get(id);
      expect(cache.bytes).toBeLessThanOrEqual(10_000);
    }
  });

  it('counts a replaced item once', () => {
    const cache = new ItemCache(1024, 256);
    cache.set(1, bytes(100));
    cache.set(1, bytes(50));
    expect(cache.bytes).toBe(50);
    expect(cache.size).toBe(1);
  });

  it('keeps nothing with a bound of 0', () => {
    const cache = new ItemCache(0);
    cache.set(1, bytes(1));
    expect(cache.size).toBe(0);
  });
});
