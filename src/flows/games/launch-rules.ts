// SPEC 4 "Game launch": STARTGAMEINAPP3 keeps game start to the app or a home-screen install; the launch
// waits 150 ms, then gives up after 10 s with timeout_retry_please; the result is value.gameUrl.
import { GAME_LAUNCH_DELAY_MS, GAME_LAUNCH_TIMEOUT_MS } from '../../config/constants';
import { LOTTERY_CATEGORIES } from '../../config/game-categories';
import { framedGameUrl } from '../../config/frame-origins';
import { isApiError } from '../../lib/api/api-error';
import { isForcedLogout, LAUNCH_TIMEOUT_KEY, START_GAME_ERROR_KEY } from '../../lib/api/error-catalogue';
import { sleep, systemClock, type Clock, type TimerHandle } from '../../lib/time/clock';
import type { Game, LaunchQuery } from './api';

export interface LaunchPlace {
  /** whitelabelVal STARTGAMEINAPP3. */
  startGameInApp: boolean;
  /** Inside the operator's native app (the inApp query parameter). */
  inNativeApp: boolean;
  /** Installed PWA (display-mode standalone) or an iOS home-screen webclip. */
  homeScreen: boolean;
}

/** SPEC 4: without STARTGAMEINAPP3 games start anywhere; with it only in the app or a home-screen install. */
export const canStartGameHere = (place: LaunchPlace) => !place.startGameInApp || place.inNativeApp || place.homeScreen;

export type LaunchOutcome =
  | { type: 'redirect'; url: string }
  | { type: 'blocked'; messageKey: typeof START_GAME_ERROR_KEY }
  | { type: 'timeout'; messageKey: typeof LAUNCH_TIMEOUT_KEY }
  /** The request layer already told the player (forced logout: alert and /m/login). */
  | { type: 'loggedOut' }
  | { type: 'failed'; message: string | undefined };

const isTimeout = (error: unknown) =>
  isApiError(error) && (error.source === 'timeout' || error.errorCode === 'ECONNABORTED');

/**
 * Runs one launch: the place check, the 150 ms delay, then `start` (which resolves to the game URL) raced
 * against the 10 s timeout. Never rejects: every failure is an outcome the screen renders.
 */
export async function runGameLaunch(
  start: () => Promise<string>,
  place: LaunchPlace,
  clock: Clock = systemClock,
): Promise<LaunchOutcome> {
  if (!canStartGameHere(place)) return { type: 'blocked', messageKey: START_GAME_ERROR_KEY };
  await sleep(GAME_LAUNCH_DELAY_MS, clock);
  let timer: TimerHandle | undefined;
  const timeout = new Promise<LaunchOutcome>((resolve) => {
    timer = clock.setTimeout(
      () => resolve({ type: 'timeout', messageKey: LAUNCH_TIMEOUT_KEY }),
      GAME_LAUNCH_TIMEOUT_MS,
    );
  });
  const launch = start().then(
    (url): LaunchOutcome => ({ type: 'redirect', url }),
    (error: unknown): LaunchOutcome => {
      if (isApiError(error) && isForcedLogout(error)) return { type: 'loggedOut' };
      if (isTimeout(error)) return { type: 'timeout', messageKey: LAUNCH_TIMEOUT_KEY };
      return { type: 'failed', message: isApiError(error) ? error.serverMessage : undefined };
    },
  );
  try {
    return await Promise.race([launch, timeout]);
  } finally {
    if (timer !== undefined) clock.clearTimeout(timer);
  }
}

/** SPEC 2 "G: game launch by vendor, room, node and game type" (and the game lists): the vendor form. */
export function vendorLaunchQuery(
  game: Pick<Game, 'gameId' | 'gameCode' | 'vendor' | 'nodeId' | 'roomId' | 'gameType'>,
  backUrl: string,
  language: string,
): LaunchQuery {
  return {
    gameId: game.gameId,
    vendor: game.vendor,
    gameCode: game.gameCode ?? undefined,
    nodeId: game.nodeId ?? undefined,
    roomId: game.roomId ?? undefined,
    gameType: game.gameType ?? undefined,
    backUrl,
    language,
  };
}

/** Lottery games open through /m/launchGame (SPEC 2), other games launch in place. */
export const isLotteryGame = (game: Pick<Game, 'category'>) =>
  LOTTERY_CATEGORIES.includes((game.category ?? '').toUpperCase());

/**
 * The query parameter naming the game open in the app's frame (?game=<id>): back closes the frame, and a
 * reload shows the page without launching the game again.
 */
export const GAME_PARAM = 'game';

/**
 * Issue 27 item 4: a guarded game URL (lottery launches too) opens inside the app when the merchant's
 * games.frame.origins admit its origin, else the page leaves for it as SPEC 4 says.
 */
export function gameOpening(url: string, frameOrigins: readonly string[]): { type: 'frame' | 'redirect'; url: string } {
  const framed = framedGameUrl(url, frameOrigins);
  return framed ? { type: 'frame', url: framed } : { type: 'redirect', url };
}
