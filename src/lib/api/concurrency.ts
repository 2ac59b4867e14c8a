// SPEC 7 / 9: at most 10 requests at once, and 2 for the game list call.
import pLimit, { type LimitFunction } from 'p-limit';
import { CONCURRENCY_LIMIT, GAME_LIST_CONCURRENCY_LIMIT } from '../../config/constants';
import { WPS } from './endpoints';

export interface RequestSlots {
  run<T>(path: string, request: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly pending: number;
}

export function createRequestSlots(): RequestSlots {
  const all: LimitFunction = pLimit(CONCURRENCY_LIMIT);
  const gameList: LimitFunction = pLimit(GAME_LIST_CONCURRENCY_LIMIT);
  return {
    run: (path, request) => (path === WPS.GCSGAME_gameList ? gameList(() => all(request)) : all(request)),
    get active() {
      return all.activeCount;
    },
    get pending() {
      return all.pendingCount + gameList.pendingCount;
    },
  };
}
