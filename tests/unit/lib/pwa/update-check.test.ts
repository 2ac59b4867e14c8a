import { fakeVisibility } from '../time/fake-visibility';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSET_CHECK_FIRST_MS, ASSET_CHECK_INTERVAL_MS, VISIBILITY_REFRESH_DEBOUNCE_MS } from '@/config/constants';
import {
  ASSET_MANIFEST_URLS,
  UPDATE_HASH_KEY,
  assetListsHash,
  checkForUpdate,
  fetchAssetList,
  startUpdateChecks,
  type FetchAssetList,
} from '@/lib/pwa/update-check';
import { brokenStore, memoryStore } from '../memory-store';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const lists = (a: string | undefined, b: string | undefined): FetchAssetList =>
  vi.fn(async (url: string) => (url === ASSET_MANIFEST_URLS[0] ? a : b));

describe('asset lists hash (SPEC 4)', () => {
  it('fetches /m/asset-manifest.json and /mobile/mc/asset-manifest.json', async () => {
    const fetchList = lists('a', 'b');
    await checkForUpdate(fetchList, memoryStore());
    expect(fetchList).toHaveBeenCalledWith('/m/asset-manifest.json');
    expect(fetchList).toHaveBeenCalledWith('/mobile/mc/asset-manifest.json');
  });

  it('is a SHA-256 over both lists, in order', async () => {
    expect(await assetListsHash(['a', 'b'])).toBe(sha256('["a","b"]'));
    expect(await assetListsHash(['a', 'b'])).not.toBe(await assetListsHash(['b', 'a']));
  });

  it('tells a missing list from an empty one, and is undefined when both are missing', async () => {
    expect(await assetListsHash(['a', undefined])).toBe(sha256('["a",null]'));
    expect(await assetListsHash(['a', undefined])).not.toBe(await assetListsHash(['a', '']));
    expect(await assetListsHash([undefined, undefined])).toBeUndefined();
  });

  it('hashes with WebCrypto: no hashing library in the first load', () => {
    const source = readFileSync(new URL('../../../../src/lib/pwa/update-check.ts', import.meta.url), 'utf8');
    expect(source).toMatch(/crypto\.subtle\.digest\('SHA-256'/);
    expect(source).not.toMatch(/from '(js-md5|crypto-js)/);
  });

  it('does not check where the page has no WebCrypto (an insecure context, no service worker either)', async () => {
    vi.stubGlobal('crypto', {});
    const fetchList = lists('a', 'b');
    await expect(checkForUpdate(fetchList, memoryStore())).resolves.toBe('insecure_context');
    expect(fetchList).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('update check (SPEC 4)', () => {
  it('stores the hash on the first run', async () => {
    const store = memoryStore();
    await expect(checkForUpdate(lists('a', 'b'), store)).resolves.toBe('first_run');
    expect(store.data.get(UPDATE_HASH_KEY)).toBe(await assetListsHash(['a', 'b']));
  });

  it('reports nothing while the lists are the same', async () => {
    const store = memoryStore({ [UPDATE_HASH_KEY]: (await assetListsHash(['a', 'b']))! });
    await expect(checkForUpdate(lists('a', 'b'), store)).resolves.toBe('unchanged');
  });

  it('reports an update when a list changes, and stores the new hash', async () => {
    const store = memoryStore({ [UPDATE_HASH_KEY]: (await assetListsHash(['a', 'b']))! });
    await expect(checkForUpdate(lists('a', 'b2'), store)).resolves.toBe('update_available');
    expect(store.data.get(UPDATE_HASH_KEY)).toBe(await assetListsHash(['a', 'b2']));
    await expect(checkForUpdate(lists('a', 'b2'), store)).resolves.toBe('unchanged');
  });

  it('works with either list missing', async () => {
    const store = memoryStore();
    await expect(checkForUpdate(lists(undefined, 'b'), store)).resolves.toBe('first_run');
    await expect(checkForUpdate(lists(undefined, 'b'), store)).resolves.toBe('unchanged');
    await expect(checkForUpdate(lists('a', 'b'), store)).resolves.toBe('update_available');
  });

  it('reports no update, and keeps the stored hash, when a list does not arrive (offline, a page leaving)', async () => {
    const store = memoryStore({ [UPDATE_HASH_KEY]: (await assetListsHash(['a', 'b']))! });
    const secondFails: FetchAssetList = async (url) =>
      url === ASSET_MANIFEST_URLS[0] ? 'a' : Promise.reject(new TypeError('Failed to fetch'));
    await expect(checkForUpdate(secondFails, store)).resolves.toBe('unreachable');
    expect(store.data.get(UPDATE_HASH_KEY)).toBe(await assetListsHash(['a', 'b']));
    await expect(checkForUpdate(lists('a', 'b'), store)).resolves.toBe('unchanged');
  });

  it('does nothing when both lists are missing', async () => {
    const store = memoryStore({ [UPDATE_HASH_KEY]: 'old' });
    await expect(checkForUpdate(lists(undefined, undefined), store)).resolves.toBe('no_asset_lists');
    expect(store.data.get(UPDATE_HASH_KEY)).toBe('old');
  });

  it('treats unusable storage as a first run', async () => {
    await expect(checkForUpdate(lists('a', 'b'), brokenStore)).resolves.toBe('first_run');
  });
});

describe('update check schedule (SPEC 4, SPEC 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    // WebCrypto answers from another thread, after the fake clock has moved on: the same digest, at once.
    vi.stubGlobal('crypto', {
      subtle: {
        digest: async (_: string, data: Uint8Array) =>
          new Uint8Array(createHash('sha256').update(data).digest()).buffer,
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllGlobals();
  });

  it('checks first at 1.5 s, then hourly', async () => {
    const fetchList = lists('a', 'b');
    const stop = startUpdateChecks({
      store: memoryStore(),
      onUpdateAvailable: vi.fn(),
      fetchList,
      visibility: fakeVisibility(),
    });
    await vi.advanceTimersByTimeAsync(ASSET_CHECK_FIRST_MS - 1);
    expect(fetchList).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchList).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(ASSET_CHECK_INTERVAL_MS - ASSET_CHECK_FIRST_MS - 1);
    expect(fetchList).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchList).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(ASSET_CHECK_INTERVAL_MS);
    expect(fetchList).toHaveBeenCalledTimes(6);
    stop();
    await vi.advanceTimersByTimeAsync(ASSET_CHECK_INTERVAL_MS * 3);
    expect(fetchList).toHaveBeenCalledTimes(6);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('checks again 300 ms after the return to the tab, not on leaving it', async () => {
    const fetchList = lists('a', 'b');
    const visibility = fakeVisibility();
    const stop = startUpdateChecks({ store: memoryStore(), onUpdateAvailable: vi.fn(), fetchList, visibility });
    visibility.hide();
    await vi.advanceTimersByTimeAsync(VISIBILITY_REFRESH_DEBOUNCE_MS);
    expect(fetchList).not.toHaveBeenCalled();
    visibility.show();
    await vi.advanceTimersByTimeAsync(VISIBILITY_REFRESH_DEBOUNCE_MS - 1);
    expect(fetchList).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchList).toHaveBeenCalledTimes(2);
    stop();
    expect(visibility.listeners.size).toBe(0);
  });

  it('debounces the tab visibility: quick flips check once, leaving within 300 ms checks not at all', async () => {
    const fetchList = lists('a', 'b');
    const visibility = fakeVisibility();
    const stop = startUpdateChecks({ store: memoryStore(), onUpdateAvailable: vi.fn(), fetchList, visibility });
    visibility.show();
    await vi.advanceTimersByTimeAsync(VISIBILITY_REFRESH_DEBOUNCE_MS - 100);
    visibility.hide();
    await vi.advanceTimersByTimeAsync(VISIBILITY_REFRESH_DEBOUNCE_MS);
    expect(fetchList).not.toHaveBeenCalled();
    visibility.show();
    await vi.advanceTimersByTimeAsync(100);
    visibility.show();
    await vi.advanceTimersByTimeAsync(VISIBILITY_REFRESH_DEBOUNCE_MS);
    expect(fetchList).toHaveBeenCalledTimes(2);
    visibility.show();
    stop();
    await vi.advanceTimersByTimeAsync(VISIBILITY_REFRESH_DEBOUNCE_MS);
    expect(fetchList).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports an update once, then stops checking', async () => {
    const store = memoryStore({ [UPDATE_HASH_KEY]: (await assetListsHash(['a', 'b']))! });
    let version = 'b';
    const fetchList = vi.fn(async (url: string) => (url === ASSET_MANIFEST_URLS[0] ? 'a' : version));
    const onUpdateAvailable = vi.fn();
    const visibility = fakeVisibility();
    startUpdateChecks({ store, onUpdateAvailable, fetchList, visibility });
    await vi.advanceTimersByTimeAsync(ASSET_CHECK_FIRST_MS);
    expect(onUpdateAvailable).not.toHaveBeenCalled();
    version = 'b2';
    visibility.show();
    await vi.advanceTimersByTimeAsync(VISIBILITY_REFRESH_DEBOUNCE_MS);
    expect(onUpdateAvailable).toHaveBeenCalledTimes(1);
    version = 'b3';
    visibility.show();
    await vi.advanceTimersByTimeAsync(ASSET_CHECK_INTERVAL_MS * 2);
    expect(onUpdateAvailable).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not report an update on the first run', async () => {
    const onUpdateAvailable = vi.fn();
    startUpdateChecks({
      store: memoryStore(),
      onUpdateAvailable,
      fetchList: lists('a', 'b'),
      visibility: fakeVisibility(),
    });
    await vi.advanceTimersByTimeAsync(ASSET_CHECK_INTERVAL_MS);
    expect(onUpdateAvailable).not.toHaveBeenCalled();
  });

  it('skips a check while one is in flight', async () => {
    let release: (value: string) => void = () => undefined;
    const fetchList = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const visibility = fakeVisibility();
    startUpdateChecks({ store: memoryStore(), onUpdateAvailable: vi.fn(), fetchList, visibility });
    await vi.advanceTimersByTimeAsync(ASSET_CHECK_FIRST_MS);
    expect(fetchList).toHaveBeenCalledTimes(2);
    visibility.show();
    await vi.advanceTimersByTimeAsync(VISIBILITY_REFRESH_DEBOUNCE_MS);
    expect(fetchList).toHaveBeenCalledTimes(2);
    release('x');
  });

  it('listens to the document by default, and runs without one', async () => {
    const visibility = fakeVisibility();
    vi.stubGlobal('document', visibility);
    const stop = startUpdateChecks({ store: memoryStore(), onUpdateAvailable: vi.fn(), fetchList: lists('a', 'b') });
    expect(visibility.listeners.size).toBe(1);
    stop();
    vi.unstubAllGlobals();
    expect(typeof document).toBe('undefined');
    const stopAgain = startUpdateChecks({
      store: memoryStore(),
      onUpdateAvailable: vi.fn(),
      fetchList: lists('a', 'b'),
    });
    stopAgain();
  });
});

describe('default asset list fetcher', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the list from the network, bypassing the HTTP cache', async () => {
    const fetchMock = vi.fn(async () => new Response('{"files":{}}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchAssetList('/m/asset-manifest.json')).resolves.toBe('{"files":{}}');
    expect(fetchMock).toHaveBeenCalledWith('/m/asset-manifest.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('counts a 404 as missing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    await expect(fetchAssetList('/mobile/mc/asset-manifest.json')).resolves.toBeUndefined();
  });

  it('rejects any other failure, which the check takes as "not arrived", not as "missing"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('busy', { status: 503 })),
    );
    await expect(fetchAssetList('/m/asset-manifest.json')).rejects.toThrow('/m/asset-manifest.json: HTTP 503');
  });
});
