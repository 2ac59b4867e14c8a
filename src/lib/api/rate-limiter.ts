// SPEC 9 "Rate limiter": asynchronous GETs on /wps/* keep a minimum gap of 120 ms per path plus 30 ms of
// slack; at most 100 tracked paths and 50 cached patterns; paths over 200 characters are skipped.
import {
  RATE_LIMIT_MAX_CACHED_PATTERNS,
  RATE_LIMIT_MAX_PATH_LENGTH,
  RATE_LIMIT_MAX_TRACKED_PATHS,
  RATE_LIMIT_MIN_GAP_MS,
  RATE_LIMIT_SLACK_MS,
} from '../../config/constants';
import { sleep, systemClock, type Clock } from '../time/clock';

/** The gap a request keeps from the previous one on the same path. */
export const RATE_LIMIT_GAP_MS = RATE_LIMIT_MIN_GAP_MS + RATE_LIMIT_SLACK_MS;

/** Sets a key at the newest position of a bounded map, dropping the oldest keys beyond `max`. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value as K);
}

export interface RateLimiter {
  /** Resolves when a GET to `path` may go; immediately for paths the limiter skips. */
  wait(path: string): Promise<void>;
  readonly trackedPaths: number;
  readonly cachedPatterns: number;
}

export function createRateLimiter(clock: Clock = systemClock): RateLimiter {
  // Each path's last slot and the time it was given: a clock set back (the player's, or a test's) would
  // otherwise hold that path until the clock caught up with a slot given in its "future".
  const lastSlot = new Map<string, { slot: number; at: number }>();
  const patterns = new Map<string, boolean>();
  const limited = (path: string) => {
    const known = patterns.get(path);
    if (known !== undefined) return known;
    const result = path.length <= RATE_LIMIT_MAX_PATH_LENGTH && path.startsWith('/wps/');
    remember(patterns, path, result, RATE_LIMIT_MAX_CACHED_PATTERNS);
    return result;
  };
  return {
    async wait(path) {
      if (!limited(path)) return;
      const now = clock.now();
      const previous = lastSlot.get(path);
      const slot = !previous || now < previous.at ? now : Math.max(now, previous.slot + RATE_LIMIT_GAP_MS);
      remember(lastSlot, path, { slot, at: now }, RATE_LIMIT_MAX_TRACKED_PATHS);
      if (slot > now) await sleep(slot - now, clock);
    },
    get trackedPaths() {
      return lastSlot.size;
    },
    get cachedPatterns() {
      return patterns.size;
    },
  };
}
