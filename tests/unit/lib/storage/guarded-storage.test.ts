import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_WRITE_CAP_BYTES } from '@/config/constants';
import { byteSize, guardStorage, local, session } from '@/lib/storage/guarded-storage';
import { brokenStore, memoryStore } from '../memory-store';

const MB_1_5 = 1_572_864;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('storage write cap (SPEC 5, SPEC 9: 1.5 MB)', () => {
  it('is 1.5 MB, 1,572,864 bytes', () => {
    expect(STORAGE_WRITE_CAP_BYTES).toBe(MB_1_5);
  });

  it('stores a value of exactly 1,572,864 bytes', () => {
    const store = memoryStore();
    const value = 'a'.repeat(MB_1_5);
    expect(guardStorage(store).write('k', value)).toBe(true);
    expect(store.data.get('k')).toHaveLength(MB_1_5);
  });

  it('refuses a value one byte larger, and leaves the old value in place', () => {
    const store = memoryStore({ k: 'old' });
    expect(guardStorage(store).write('k', 'a'.repeat(MB_1_5 + 1))).toBe(false);
    expect(store.data.get('k')).toBe('old');
  });

  it('counts multibyte characters as their UTF-8 bytes', () => {
    expect(byteSize('a')).toBe(1);
    expect(byteSize('é')).toBe(2);
    expect(byteSize('€')).toBe(3);
    expect(byteSize('😀')).toBe(4);
    const store = guardStorage(memoryStore());
    // 524,288 three-byte characters are exactly 1.5 MB; one more ASCII byte is over.
    expect(store.write('euro', '€'.repeat(MB_1_5 / 3))).toBe(true);
    expect(store.write('euro', `${'€'.repeat(MB_1_5 / 3)}a`)).toBe(false);
    // 786,433 two-byte characters: fewer characters than the cap, more bytes.
    expect(store.write('e', 'é'.repeat(MB_1_5 / 2 + 1))).toBe(false);
    expect(store.write('e', 'é'.repeat(MB_1_5 / 2))).toBe(true);
  });

  it('applies the cap to setItem and writeJson (the JSON text is measured)', () => {
    const store = memoryStore();
    const guarded = guardStorage(store);
    guarded.setItem('s', 'a'.repeat(MB_1_5 + 1));
    expect(store.data.has('s')).toBe(false);
    expect(guarded.writeJson('j', 'a'.repeat(MB_1_5 - 2))).toBe(true); // plus two quotes: exactly the cap
    expect(guarded.writeJson('j2', 'a'.repeat(MB_1_5 - 1))).toBe(false);
  });
});

describe('storage that refuses or fails (SPEC 5: never throws)', () => {
  it('returns false instead of throwing on a quota exception', () => {
    const quota = {
      ...memoryStore(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const guarded = guardStorage(quota);
    expect(() => guarded.write('k', 'v')).not.toThrow();
    expect(guarded.write('k', 'v')).toBe(false);
    expect(() => guarded.setItem('k', 'v')).not.toThrow();
    expect(guarded.writeJson('k', { a: 1 })).toBe(false);
  });

  it('reads null, writes false and removes quietly when every call throws', () => {
    const guarded = guardStorage(brokenStore);
    expect(guarded.getItem('k')).toBeNull();
    expect(guarded.write('k', 'v')).toBe(false);
    expect(() => guarded.removeItem('k')).not.toThrow();
    expect(guarded.readJson('k')).toBeUndefined();
  });

  it('behaves as empty storage when there is no store (server rendering)', () => {
    const guarded = guardStorage(undefined);
    expect(guarded.getItem('k')).toBeNull();
    expect(guarded.write('k', 'v')).toBe(false);
    expect(() => guarded.removeItem('k')).not.toThrow();
  });
});

describe('JSON helpers', () => {
  it('round-trips JSON', () => {
    const guarded = guardStorage(memoryStore());
    guarded.writeJson('k', { a: [1, 'x'] });
    expect(guarded.readJson('k')).toEqual({ a: [1, 'x'] });
  });

  it('reads undefined for a missing key or text that is not JSON', () => {
    const guarded = guardStorage(memoryStore({ bad: '{not json' }));
    expect(guarded.readJson('missing')).toBeUndefined();
    expect(guarded.readJson('bad')).toBeUndefined();
  });

  it('removes a key', () => {
    const store = memoryStore({ k: 'v' });
    guardStorage(store).removeItem('k');
    expect(store.data.has('k')).toBe(false);
  });
});

describe('the browser stores', () => {
  it('are empty and refuse writes without a window', () => {
    expect(typeof window).toBe('undefined');
    expect(local().getItem('k')).toBeNull();
    expect(session().write('k', 'v')).toBe(false);
  });

  it('use window.localStorage and window.sessionStorage behind the cap', () => {
    const localStore = memoryStore();
    const sessionStore = memoryStore();
    vi.stubGlobal('window', { localStorage: localStore, sessionStorage: sessionStore });
    expect(local().write('a', '1')).toBe(true);
    expect(session().write('b', '2')).toBe(true);
    expect(local().write('big', 'a'.repeat(MB_1_5 + 1))).toBe(false);
    expect(localStore.data.get('a')).toBe('1');
    expect(sessionStore.data.get('b')).toBe('2');
  });

  it('treat a store whose access throws (cookies blocked) as absent', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => local().write('a', '1')).not.toThrow();
    expect(local().getItem('a')).toBeNull();
  });
});
