import { describe, expect, it } from 'vitest';
import { ItemCache } from '../../src/service/item-cache.js';

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

  it('stays within its byte bound, dropping the least recently used first', () => {
    const cache = new ItemCache(300, 256);
    cache.set(1, bytes(100, 1));
    cache.set(2, bytes(100, 2));
    cache.set(3, bytes(100, 3));
    cache.get(1); // 2 is now the oldest use
    cache.set(4, bytes(100, 4));
    expect(cache.bytes).toBeLessThanOrEqual(300);
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(1)?.[0]).toBe(1);
    expect(cache.get(3)?.[0]).toBe(3);
    expect(cache.get(4)?.[0]).toBe(4);
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
