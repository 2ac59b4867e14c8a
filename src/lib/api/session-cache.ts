// SPEC 7 / 9: the GET session cache -- entries live 180 s by default, at most 30 items, cleaned every
// 300 000 ms with the first cleanup after 60 s. Keys are the request itself, where SPEC 7 hashes it with MD5
// (docs/decisions.md: the hash only shortened keys, and cost 3.5 KB on every first load).
import {
  API_CACHE_CLEANUP_INTERVAL_MS,
  API_CACHE_FIRST_CLEANUP_MS,
  API_CACHE_MAX_ITEMS,
  SESSION_CACHE_TTL_MS,
} from '../../config/constants';
import type { GuardedStorage } from '../storage/guarded-storage';
import { STORAGE_KEYS } from '../storage/keys';
import { systemClock, type Clock, type TimerHandle } from '../time/clock';

interface Entry {
  value: unknown;
  storedAt: number;
  expiresAt: number;
}

/**
 * The method, path, query in key order and the session token the answer was fetched with, as one JSON
 * string: one member's answers are never another's. The token is in session storage already.
 */
export function cacheKey(
  method: string,
  path: string,
  query: Record<string, unknown> = {},
  sessionToken?: string,
): string {
  const sorted = Object.keys(query)
    .sort()
    .map((key) => [key, query[key]]);
  return JSON.stringify([method.toUpperCase(), path, sorted, ...(sessionToken ? [sessionToken] : [])]);
}

/** Drops every cached answer: done whenever the session token changes (login, logout, another member). */
export const flushSessionCache = (store: GuardedStorage) => store.removeItem(STORAGE_KEYS.apiCache);

export interface SessionCache {
  get(key: string): unknown;
  set(key: string, value: unknown, ttlMs?: number): void;
  delete(key: string): void;
  /** Removes every entry (the "flush" of SPEC 7). */
  clear(): void;
  /** Removes expired entries. */
  cleanup(): void;
  /** Starts the periodic cleanup; returns a stop function. */
  startCleanup(): () => void;
  readonly size: number;
}

/** Kept in sessionStorage, so it survives navigation between the static pages of one tab. */
export function createSessionCache(store: GuardedStorage, clock: Clock = systemClock): SessionCache {
  const read = () => store.readJson<Record<string, Entry>>(STORAGE_KEYS.apiCache) ?? {};
  const write = (entries: Record<string, Entry>) => store.writeJson(STORAGE_KEYS.apiCache, entries);
  const live = (entries: Record<string, Entry>) =>
    Object.fromEntries(Object.entries(entries).filter(([, entry]) => entry.expiresAt > clock.now()));
  return {
    get(key) {
      const entry = read()[key];
      return entry && entry.expiresAt > clock.now() ? entry.value : undefined;
    },
    set(key, value, ttlMs = SESSION_CACHE_TTL_MS) {
      const entries = live(read());
      delete entries[key];
      entries[key] = { value, storedAt: clock.now(), expiresAt: clock.now() + ttlMs };
      const keys = Object.keys(entries).sort((a, b) => entries[a]!.storedAt - entries[b]!.storedAt);
      for (const old of keys.slice(0, Math.max(0, keys.length - API_CACHE_MAX_ITEMS))) delete entries[old];
      write(entries);
    },
    delete(key) {
      const entries = read();
      delete entries[key];
      write(entries);
    },
    clear: () => flushSessionCache(store),
    cleanup: () => void write(live(read())),
    startCleanup() {
      let interval: TimerHandle | undefined;
      const first = clock.setTimeout(() => {
        this.cleanup();
        interval = clock.setInterval(() => this.cleanup(), API_CACHE_CLEANUP_INTERVAL_MS);
      }, API_CACHE_FIRST_CLEANUP_MS);
      return () => {
        clock.clearTimeout(first);
        if (interval !== undefined) clock.clearInterval(interval);
      };
    },
    get size() {
      return Object.keys(read()).length;
    },
  };
}
