// SPEC 7 / 9: at most 10 requests at once, and 2 for the game list call.
import pLimit, { type LimitFunction } from 'p-limit';
import { CONCURRENCY_LIMIT, GAME_LIST_CONCURRENCY_LIMIT } from '../../config/constants';

export interface RequestSlots {
  run<T>(path: string, request: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly pending: number;
}

/** `narrowPath`: the call with slots of its own (SPEC 7: the game list). */
export function createRequestSlots(narrowPath: string): RequestSlots {
  const all: LimitFunction = pLimit(CONCURRENCY_LIMIT);
  const gameList: LimitFunction = pLimit(GAME_LIST_CONCURRENCY_LIMIT);
  return {
    run: (path, request) => (path === narrowPath ? gameList(() => all(request)) : all(request)),
    get active() {
      return all.activeCount;
    },
    get pending() {
      return all.pendingCount + gameList.pendingCount;
    },
  };
}
