import { describe, expect, it } from 'vitest';
import { DiscoveryCache, type NetworkAnswer } from './discovery-cache.ts';

const answer = (version: number): NetworkAnswer => ({ version, rides: [] });

describe('DiscoveryCache', () => {
  it('keeps at most its bound, pushing out the least recently used answer', () => {
    const cache = new DiscoveryCache(2);
    cache.set('a', answer(1));
    cache.set('b', answer(1));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', answer(1));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.stats()).toEqual({ hits: 0, misses: 1, stale: 0, entries: 2 });
  });

  it('forgets an outdated answer', () => {
    const cache = new DiscoveryCache(2);
    cache.set('a', answer(1));
    cache.outdated('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ stale: 1, entries: 0 });
  });

  it('keys a question by its stops, date and company', () => {
    expect(DiscoveryCache.key(1, 2, '2026-11-26', null)).not.toBe(DiscoveryCache.key(1, 2, '2026-11-26', 7));
    expect(DiscoveryCache.key(1, 2, '2026-11-26', null)).not.toBe(
      DiscoveryCache.key(1, 2, '2026-11-27', null),
    );
    expect(DiscoveryCache.key(1, 23, '2026-11-26', null)).not.toBe(
      DiscoveryCache.key(12, 3, '2026-11-26', null),
    );
  });
});
