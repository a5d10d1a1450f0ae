import { KeyCache } from './key-cache';

describe('KeyCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('returns an entry until its TTL passes', () => {
    const cache = new KeyCache<string>(10_000, 10, clock);
    cache.set('a', 'A');
    now += 9_999;
    expect(cache.get('a')).toBe('A');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entry when full', () => {
    const cache = new KeyCache<number>(10_000, 3, clock);
    ['a', 'b', 'c', 'd'].forEach((k, i) => cache.set(k, i));
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')).toBe(3);
  });

  it('evicts at once, and refuses a set begun before the eviction', () => {
    const cache = new KeyCache<string>(10_000, 10, clock);
    cache.set('a', 'A');
    const before = cache.generation;
    cache.evict('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set('a', 'stale', before)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set('a', 'fresh', cache.generation)).toBe(true);
    expect(cache.get('a')).toBe('fresh');
  });
});
