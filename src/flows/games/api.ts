// The game calls of SPEC 7 ("Relay GETs", "Game launch") on top of the request layer, shared by the home
// and games screens. Image list calls carry the detected image format (SPEC 4 "Image format").
import { WPS } from '../../lib/api/endpoints';
import type { ApiClient } from '../../lib/api/request';
import { GAME_LAUNCH_TIMEOUT_MS } from '../../config/constants';
import { withImageExt, type ImageFormat } from '../../lib/media/image-format';

export type { Game, GamePage, Lane } from '../../lib/api/contract/games';
import type { Game, GamePage, Lane } from '../../lib/api/contract/games';

export interface GameListQuery {
  vendor?: string | undefined;
  category?: string | undefined;
  keyword?: string | undefined;
  page?: number | undefined;
  size?: number | undefined;
}

/** The lanes of the merchant, in the server's order (sortLanes orders them). */
export const fetchLanes = (api: ApiClient, format?: ImageFormat) =>
  api.get<Lane[]>(WPS.GCSGAME_newGameVendor, { query: withImageExt({ platform: 'html5' }, format), cache: true });

export const fetchGames = (api: ApiClient, query: GameListQuery, format?: ImageFormat) =>
  api.get<GamePage>(WPS.GCSGAME_gameList, { query: withImageExt({ ...query }, format), cache: true });

export const fetchHotGames = (api: ApiClient, format?: ImageFormat, category?: string) =>
  api.get<Game[]>(WPS.GCSGAME_hotGamesV2, { query: withImageExt({ category }, format), cache: true });

/** Member lists: never cached, they change with every launch. */
export const fetchRecentGames = (api: ApiClient) => api.get<Game[]>(WPS.GCS_recentGame, { alert: false });
export const fetchFavouriteGames = (api: ApiClient) =>
  api.get<Game[]>(WPS.MCSFE_getFavoriteGamesList, { alert: false });

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
  const value = await api.get<{ gameUrl?: string | null }>(WPS.launchGame, {
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
  const value = await api.get<{ gameUrl?: string | null }>(WPS.GCS_gameTrialLaunch, {
    query,
    alert: false,
    retry: false,
    timeoutMs: signalTimeoutMs,
    auth: false,
  });
  if (!value?.gameUrl) throw new Error('GCS_gameTrialLaunch answered without value.gameUrl');
  return value.gameUrl;
}
