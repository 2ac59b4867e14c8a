import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_CACHE_CLEANUP_INTERVAL_MS,
  API_CACHE_FIRST_CLEANUP_MS,
  API_CACHE_MAX_ITEMS,
  SESSION_CACHE_TTL_MS,
} from '@/config/constants';
import { cacheKey, createSessionCache, flushSessionCache } from '@/lib/api/session-cache';
import { guardStorage } from '@/lib/storage/guarded-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { brokenStore, memoryStore } from '../memory-store';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

function cacheOnMemory() {
  const store = memoryStore();
  const cache = createSessionCache(guardStorage(store));
  /** Keys physically stored, expired ones included. */
  const storedKeys = () => Object.keys(JSON.parse(store.data.get(STORAGE_KEYS.apiCache) ?? '{}') as object);
  return { store, cache, storedKeys };
}

describe('session cache constants (SPEC 9)', () => {
  it('keeps entries 180 s, at most 30 items, cleaned every 300000 ms from 60 s on', () => {
    expect(SESSION_CACHE_TTL_MS).toBe(180_000);
    expect(API_CACHE_MAX_ITEMS).toBe(30);
    expect(API_CACHE_CLEANUP_INTERVAL_MS).toBe(300_000);
    expect(API_CACHE_FIRST_CLEANUP_MS).toBe(60_000);
  });
});

describe('cache keys (SPEC 7: the request; not hashed, docs/decisions.md)', () => {
  it('are the method, path and sorted query as one JSON string', () => {
    expect(cacheKey('GET', '/wps/system/country', { b: '2', a: '1' })).toBe(
      '["GET","/wps/system/country",[["a","1"],["b","2"]]]',
    );
  });

  it('are equal for the same query in any key order', () => {
    expect(cacheKey('GET', '/wps/x', { a: '1', b: '2', c: '3' })).toBe(
      cacheKey('GET', '/wps/x', { c: '3', a: '1', b: '2' }),
    );
  });

  it('differ by method, path and query value', () => {
    const base = cacheKey('GET', '/wps/x', { a: '1' });
    expect(cacheKey('POST', '/wps/x', { a: '1' })).not.toBe(base);
    expect(cacheKey('GET', '/wps/y', { a: '1' })).not.toBe(base);
    expect(cacheKey('GET', '/wps/x', { a: '2' })).not.toBe(base);
    expect(cacheKey('GET', '/wps/x')).not.toBe(base);
  });

  it('ignore the case of the method', () => {
    expect(cacheKey('get', '/wps/x')).toBe(cacheKey('GET', '/wps/x'));
  });
});

describe('entry lifetime (SPEC 9: 180 s per entry by default)', () => {
  it('hits at 179999 ms and misses at 180000 ms', () => {
    const { cache } = cacheOnMemory();
    cache.set('k', { v: 1 });
    vi.advanceTimersByTime(179_999);
    expect(cache.get('k')).toEqual({ v: 1 });
    vi.advanceTimersByTime(1);
    expect(cache.get('k')).toBeUndefined();
  });

  it('takes a lifetime per entry', () => {
    const { cache } = cacheOnMemory();
    cache.set('short', 1, 1_000);
    cache.set('long', 2, 500_000);
    vi.advanceTimersByTime(999);
    expect(cache.get('short')).toBe(1);
    vi.advanceTimersByTime(1);
    expect(cache.get('short')).toBeUndefined();
    vi.advanceTimersByTime(400_000);
    expect(cache.get('long')).toBe(2);
  });

  it('restarts the lifetime when an entry is set again', () => {
    const { cache } = cacheOnMemory();
    cache.set('k', 1);
    vi.advanceTimersByTime(100_000);
    cache.set('k', 2);
    vi.advanceTimersByTime(179_999);
    expect(cache.get('k')).toBe(2);
  });

  it('keeps falsy values (0, false, null) as hits', () => {
    const { cache } = cacheOnMemory();
    cache.set('zero', 0);
    cache.set('no', false);
    cache.set('nothing', null);
    expect([cache.get('zero'), cache.get('no'), cache.get('nothing')]).toEqual([0, false, null]);
    expect(cache.get('absent')).toBeUndefined();
  });
});

describe('item cap (SPEC 9: at most 30 items)', () => {
  it('evicts the oldest item when the 31st is stored', () => {
    const { cache } = cacheOnMemory();
    for (let i = 1; i <= 30; i += 1) {
      cache.set(`k${i}`, i);
      vi.advanceTimersByTime(1);
    }
    expect(cache.size).toBe(30);
    cache.set('k31', 31);
    expect(cache.size).toBe(30);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k2')).toBe(2);
    expect(cache.get('k31')).toBe(31);
  });

  it('evicts in insertion order when the items were stored in the same millisecond', () => {
    const { cache } = cacheOnMemory();
    for (let i = 1; i <= 31; i += 1) cache.set(`k${i}`, i);
    expect(cache.size).toBe(30);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k2')).toBe(2);
  });

  it('counts a re-stored item as new, so the next oldest goes', () => {
    const { cache } = cacheOnMemory();
    for (let i = 1; i <= 30; i += 1) {
      cache.set(`k${i}`, i);
      vi.advanceTimersByTime(1);
    }
    cache.set('k1', 'again');
    vi.advanceTimersByTime(1);
    cache.set('k31', 31);
    expect(cache.get('k1')).toBe('again');
    expect(cache.get('k2')).toBeUndefined();
  });

  it('drops expired items before counting', () => {
    const { cache } = cacheOnMemory();
    for (let i = 1; i <= 29; i += 1) cache.set(`old${i}`, i, 1_000);
    cache.set('keep', 'k');
    vi.advanceTimersByTime(1_000);
    cache.set('new', 'n');
    expect(cache.size).toBe(2);
    expect(cache.get('keep')).toBe('k');
  });
});

describe('cleanup (SPEC 9: first after 60 s, then every 300000 ms)', () => {
  it('removes expired entries first at 60 s', () => {
    const { cache, storedKeys } = cacheOnMemory();
    cache.startCleanup();
    cache.set('a', 1, 1_000);
    cache.set('b', 2);
    vi.advanceTimersByTime(59_999);
    expect(storedKeys()).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1);
    expect(storedKeys()).toEqual(['b']);
  });

  it('then every 300000 ms', () => {
    const { cache, storedKeys } = cacheOnMemory();
    cache.startCleanup();
    vi.advanceTimersByTime(60_000);
    cache.set('c', 3, 1_000);
    vi.advanceTimersByTime(299_999);
    expect(storedKeys()).toEqual(['c']);
    vi.advanceTimersByTime(1);
    expect(storedKeys()).toEqual([]);
    cache.set('d', 4, 1_000);
    vi.advanceTimersByTime(299_999);
    expect(storedKeys()).toEqual(['d']);
    vi.advanceTimersByTime(1);
    expect(storedKeys()).toEqual([]);
  });

  it('cleans nothing more once stopped, before or after the first cleanup', () => {
    const early = cacheOnMemory();
    early.cache.startCleanup()();
    early.cache.set('a', 1, 1);
    vi.advanceTimersByTime(60_000);
    expect(early.storedKeys()).toEqual(['a']);

    const late = cacheOnMemory();
    const stop = late.cache.startCleanup();
    vi.advanceTimersByTime(60_000);
    stop();
    late.cache.set('b', 1, 1);
    vi.advanceTimersByTime(600_000);
    expect(late.storedKeys()).toEqual(['b']);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('delete and flush', () => {
  it('delete removes one entry', () => {
    const { cache } = cacheOnMemory();
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
  });

  it('clear removes every entry and the storage key', () => {
    const { cache, store } = cacheOnMemory();
    cache.set('a', 1);
    cache.set('b', 2);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(store.data.has(STORAGE_KEYS.apiCache)).toBe(false);
  });

  it('lives in the given store under api_cache', () => {
    const { cache, store } = cacheOnMemory();
    cache.set('a', 1);
    expect(STORAGE_KEYS.apiCache).toBe('api_cache');
    expect(JSON.parse(store.data.get('api_cache')!)).toEqual({ a: { value: 1, storedAt: 0, expiresAt: 180_000 } });
  });

  it('works as an always-empty cache on a broken store', () => {
    const cache = createSessionCache(guardStorage(brokenStore));
    expect(() => cache.set('a', 1)).not.toThrow();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('flushSessionCache (security: the cache never outlives the member)', () => {
  it('removes every cached answer', () => {
    const { store, cache } = cacheOnMemory();
    cache.set(cacheKey('GET', '/wps/member/info', {}, 'tok-player1'), { userName: 'player1' });
    flushSessionCache(guardStorage(store));
    expect(cache.size).toBe(0);
  });

  it("keys a member's answer by the session token", () => {
    expect(cacheKey('GET', '/wps/member/info', {}, 'tok-a')).not.toBe(cacheKey('GET', '/wps/member/info', {}, 'tok-b'));
    expect(cacheKey('GET', '/wps/member/info', {}, 'tok-a')).not.toBe(cacheKey('GET', '/wps/member/info'));
  });
});
