import { describe, expect, it } from 'vitest';
import { estimatedBytes, TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('expires entries after the TTL', () => {
    let now = 0;
    const cache = new TtlCache<string>(1000, 10, { now: () => now });
    cache.set('a', 'x');
    now = 999;
    expect(cache.get('a')).toBe('x');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new TtlCache<number>(60_000, 3);
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, i);
    expect(cache.size).toBe(3);
    expect([cache.get('k6'), cache.get('k7'), cache.get('k9')]).toEqual([undefined, 7, 9]);
  });

  it('holds its byte budget whatever the values weigh, and never keeps a value larger than the budget', () => {
    const cache = new TtlCache<string>(60_000, 1_000_000, { maxBytes: 100_000 });
    for (let i = 0; i < 2000; i++) {
      cache.set(`page:${i}`, 'c'.repeat((i * 37) % 5000));
      expect(cache.bytes).toBeLessThanOrEqual(100_000);
    }
    expect(cache.get('page:1999')).toBe('c'.repeat((1999 * 37) % 5000));
    expect(cache.get('page:0')).toBeUndefined();
    cache.set('huge', 'h'.repeat(60_000));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('counts bytes back on replace, delete and clear', () => {
    const cache = new TtlCache<object>(60_000, 100, { maxBytes: 1_000_000 });
    cache.set('a', { items: [1, 2, 3] });
    const one = cache.bytes;
    expect(one).toBe(estimatedBytes({ items: [1, 2, 3] }) + 2);
    cache.set('a', { items: [1, 2, 3] });
    expect(cache.bytes).toBe(one);
    cache.set('b', { items: [] });
    cache.delete('a');
    expect(cache.bytes).toBe(estimatedBytes({ items: [] }) + 2);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });
});
