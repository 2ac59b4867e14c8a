// The game calls of SPEC 7 ("Relay GETs", "Game launch") on top of the request layer, shared by the home
// and games screens. Image list calls carry the detected image format (SPEC 4 "Image format").
import type { OperatorCall } from '../../lib/api/call';
import type { ApiClient } from '../../lib/api/request';
import { GAME_LAUNCH_TIMEOUT_MS } from '../../config/constants';
import { withImageExt, type ImageFormat } from '../../lib/media/image-format';

export type { Game, GamePage, Lane } from '../../lib/api/contract/game-answers';
import type { Game, GamePage, Lane } from '../../lib/api/contract/game-answers';

export interface GameListQuery {
  vendor?: string | undefined;
  category?: string | undefined;
  keyword?: string | undefined;
  page?: number | undefined;
  size?: number | undefined;
}

export const lanesCall = {
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  answer: 'lanes',
} as const satisfies OperatorCall;
export const gameListCall = {
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  answer: 'gamePage',
} as const satisfies OperatorCall;
export const hotGamesCall = {
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  answer: 'games',
} as const satisfies OperatorCall;
export const recentGamesCall = {
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  answer: 'games',
  member: true,
} as const satisfies OperatorCall;
export const favouriteGamesCall = {
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  answer: 'games',
  member: true,
} as const satisfies OperatorCall;
export const launchGameCall = {
  method: 'GET',
  path: '/wps/game/launchGame',
  answer: 'gameUrl',
  member: true,
} as const satisfies OperatorCall;
export const trialLaunchCall = {
  method: 'GET',
  path: '/wps/relay/GCS_gameTrialLaunch',
  answer: 'gameUrl',
} as const satisfies OperatorCall;

/** The lanes of the merchant, in the server's order (sortLanes orders them). */
export const fetchLanes = (api: ApiClient, format?: ImageFormat) =>
  api.get<Lane[]>(lanesCall.path, { query: withImageExt({ platform: 'html5' }, format), cache: true });

export const fetchGames = (api: ApiClient, query: GameListQuery, format?: ImageFormat) =>
  api.get<GamePage>(gameListCall.path, { query: withImageExt({ ...query }, format), cache: true });

export const fetchHotGames = (api: ApiClient, format?: ImageFormat, category?: string) =>
  api.get<Game[]>(hotGamesCall.path, { query: withImageExt({ category }, format), cache: true });

/** Member lists: never cached, they change with every launch. */
export const fetchRecentGames = (api: ApiClient) => api.get<Game[]>(recentGamesCall.path, { alert: false });
export const fetchFavouriteGames = (api: ApiClient) => api.get<Game[]>(favouriteGamesCall.path, { alert: false });

export type LaunchQuery = Record<string, string | boolean | undefined>;

/**
 * GET /wps/game/launchGame: failures are shown by the launch flow (timeout_retry_please or the server
 * message), so neither alerts nor retries here; a forced logout still alerts (request layer).
 */
export async function requestGameLaunch(
  api: ApiClient,
  query: LaunchQuery,
  signalTimeoutMs = GAME_LAUNCH_TIMEOUT_MS,
): Promise<string> {
  const value = await api.get<{ gameUrl?: string | null }>(launchGameCall.path, {
    query,
    alert: false,
    retry: false,
    timeoutMs: signalTimeoutMs,
  });
  if (!value?.gameUrl) throw new Error('launchGame answered without value.gameUrl');
  return value.gameUrl;
}

/** GCS_gameTrialLaunch {gameId, nodeId, platform}: trial play, no login needed. */
export async function requestTrialLaunch(
  api: ApiClient,
  game: Pick<Game, 'gameId' | 'nodeId'>,
  signalTimeoutMs = GAME_LAUNCH_TIMEOUT_MS,
): Promise<string> {
  const query = { gameId: game.gameId, nodeId: game.nodeId ?? undefined, platform: 'html5' };
  const value = await api.get<{ gameUrl?: string | null }>(trialLaunchCall.path, {
    query,
    alert: false,
    retry: false,
    timeoutMs: signalTimeoutMs,
    auth: false,
  });
  if (!value?.gameUrl) throw new Error('GCS_gameTrialLaunch answered without value.gameUrl');
  return value.gameUrl;
}
