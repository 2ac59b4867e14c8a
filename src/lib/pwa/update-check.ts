// SPEC 4 "Update check": a hash of the two asset lists against the stored one; a later difference means a new version.
import { ASSET_CHECK_FIRST_MS, ASSET_CHECK_INTERVAL_MS } from '../../config/constants';
import type { KeyValueStore } from '../storage/types';
import { systemClock, type Clock, type TimerHandle } from '../time/clock';
import { onTabReturn, type VisibilitySource } from '../time/tab-return';
import { STORAGE_KEYS } from '../storage/keys';

/** SPEC 2: where the asset lists are. Either may be missing. */
export const ASSET_MANIFEST_URLS = ['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json'] as const;

/** SPEC 3 "Stored browser state": the update hash of the asset lists. */
export const UPDATE_HASH_KEY = STORAGE_KEYS.updateHash;

/** Fetches one asset list as text; undefined when the site has none (404), a rejection when it did not arrive. */
export type FetchAssetList = (url: string) => Promise<string | undefined>;

/** The default fetcher: the network, never the HTTP cache; only a 404 means the list is missing. */
export const fetchAssetList: FetchAssetList = async (url) => {
  const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
};

/**
 * SHA-256 (WebCrypto, no library in the first load) over both lists in order; a missing list counts as null.
 * Undefined when both are missing.
 */
export async function assetListsHash(lists: readonly (string | undefined)[]): Promise<string | undefined> {
  if (lists.every((list) => list === undefined)) return undefined;
  const text = new TextEncoder().encode(JSON.stringify(lists.map((list) => list ?? null)));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', text));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type UpdateCheckResult =
  'first_run' | 'unchanged' | 'update_available' | 'no_asset_lists' | 'unreachable' | 'insecure_context';

/** One check: fetch, hash, compare with and update the stored hash. */
export async function checkForUpdate(fetchList: FetchAssetList, store: KeyValueStore): Promise<UpdateCheckResult> {
  // Without WebCrypto (a plain-http address other than localhost) there is no service worker to update either.
  if (!globalThis.crypto?.subtle) return 'insecure_context';
  let lists: (string | undefined)[];
  try {
    lists = await Promise.all(ASSET_MANIFEST_URLS.map((url) => fetchList(url)));
  } catch {
    // A list that did not arrive (offline, a page leaving mid-check, a server error) is no change: the
    // hash of one list would differ from the stored hash of two, and show the refresh dialog for nothing.
    return 'unreachable';
  }
  const hash = await assetListsHash(lists);
  if (hash === undefined) return 'no_asset_lists';
  let stored: string | null = null;
  try {
    stored = store.getItem(UPDATE_HASH_KEY);
    if (stored !== hash) store.setItem(UPDATE_HASH_KEY, hash);
  } catch {
    // unreadable or full storage: compare with nothing, as on a first run
  }
  if (stored === null) return 'first_run';
  return stored === hash ? 'unchanged' : 'update_available';
}

export interface UpdateCheckerOptions {
  store: KeyValueStore;
  /** Runs the update mechanism and shows the refresh dialog; called at most once. */
  onUpdateAvailable: () => void;
  fetchList?: FetchAssetList;
  clock?: Clock;
  visibility?: VisibilitySource | undefined;
}

/**
 * SPEC 4 and SPEC 9: checks 1.5 s after start, hourly from start, and whenever the tab becomes visible
 * again (after the 300 ms tab-visibility debounce, so a quick switch away and back checks once, and leaving
 * within it checks not at all); overlapping checks are skipped. After an update is reported it stops: the dialog shows once.
 * Returns a function that stops the checks.
 */
export function startUpdateChecks(options: UpdateCheckerOptions): () => void {
  const clock = options.clock ?? systemClock;
  const fetchList = options.fetchList ?? fetchAssetList;
  const visibility = options.visibility ?? (typeof document === 'undefined' ? undefined : document);
  let running = false;
  let stopped = false;
  let first: TimerHandle | undefined;
  let hourly: TimerHandle | undefined;
  let stopReturns = () => {};

  const stop = () => {
    stopped = true;
    if (first !== undefined) clock.clearTimeout(first);
    if (hourly !== undefined) clock.clearInterval(hourly);
    stopReturns();
  };
  const check = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const result = await checkForUpdate(fetchList, options.store);
      if (result === 'update_available' && !stopped) {
        stop();
        options.onUpdateAvailable();
      }
    } finally {
      running = false;
    }
  };
  first = clock.setTimeout(() => void check(), ASSET_CHECK_FIRST_MS);
  hourly = clock.setInterval(() => void check(), ASSET_CHECK_INTERVAL_MS);
  if (visibility) stopReturns = onTabReturn(visibility, () => void check(), clock);
  return stop;
}
