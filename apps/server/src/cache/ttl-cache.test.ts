import { describe, expect, it } from 'vitest';
import { MAX_ENTRY_AGE_MS, TtlCache } from './ttl-cache.ts';

function clockedCache(options: { maxAgeMs?: number; maxEntries?: number } = {}) {
  const clock = { now: 1_000_000 };
  const cache = new TtlCache<string, string>({
    maxAgeMs: options.maxAgeMs ?? 30_000,
    ...(options.maxEntries === undefined ? {} : { maxEntries: options.maxEntries }),
    now: () => clock.now,
  });
  return { cache, clock };
}

describe('TtlCache (ARCHITECTURE.md: a node cache entry lives at most 30 s)', () => {
  it('refuses an entry lifetime beyond 30 s', () => {
    expect(() => new TtlCache({ maxAgeMs: MAX_ENTRY_AGE_MS + 1 })).toThrow(/at most 30000/);
    expect(() => new TtlCache({ maxAgeMs: 0 })).toThrow();
  });

  it('answers an entry until it reaches its maximum age', () => {
    const { cache, clock } = clockedCache({ maxAgeMs: 30_000 });
    cache.set('a', 'one');
    clock.now += 29_999;
    expect(cache.get('a')).toBe('one');
    clock.now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not store a load that began before a removal (its value may predate the invalidation)', () => {
    const { cache } = clockedCache();
    const before = cache.generation;
    cache.delete('other');
    expect(cache.set('a', 'stale', before)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set('a', 'fresh', cache.generation)).toBe(true);
    expect(cache.get('a')).toBe('fresh');
  });

  it('removes by predicate and clears, each counting as a removal', () => {
    const { cache } = clockedCache();
    cache.set('a', 'user 1');
    cache.set('b', 'user 2');
    cache.set('c', 'user 1');
    const generation = cache.generation;
    cache.deleteWhere((value) => value === 'user 1');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'user 2', undefined]);
    expect(cache.generation).toBe(generation + 1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.generation).toBe(generation + 2);
  });

  it('drops the oldest stored entry beyond its size bound', () => {
    const { cache } = clockedCache({ maxEntries: 2 });
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('a', '1 again');
    cache.set('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('1 again');
    expect(cache.get('c')).toBe('3');
  });

  it('updates a live entry in place without renewing its age, and never revives a removed one', () => {
    const { cache, clock } = clockedCache({ maxAgeMs: 10_000 });
    cache.set('a', 'old');
    clock.now += 9_000;
    cache.update('a', (value) => `${value}+touched`);
    expect(cache.get('a')).toBe('old+touched');
    clock.now += 1_000;
    expect(cache.get('a')).toBeUndefined();
    cache.update('gone', () => 'revived');
    expect(cache.get('gone')).toBeUndefined();
  });
});
