// /m/game?play=<gameId>: the launch a game tile's link asked for before its page ran any script
// (flows/games/play-link.ts). A guest goes to /m/login and comes back here to launch; a member launches once.
import type { ClientMerchant } from '../../config/client';
import { fetchGames, type Game } from '../../flows/games/api';
import { PLAY_PARAM } from '../../flows/games/play-link';
import { playGame } from '../../flows/games/play';
import type { PageEffects } from '../../flows/session/page-effects';
import { loginUrlFor } from '../../lib/routing/navigation';
import { currentToken } from '../../stores/session';

/** The most games one list call may answer: the tile's game is looked up among its vendor's. */
const LOOKUP_SIZE = 200;

export async function playFromLink(
  merchant: ClientMerchant,
  page: Pick<PageEffects, 'api' | 'location'>,
  history: Pick<History, 'replaceState'>,
  play: typeof playGame = playGame,
): Promise<void> {
  const query = new URLSearchParams(page.location.search);
  const gameId = query.get(PLAY_PARAM);
  if (!gameId) return;
  if (!currentToken()) return page.location.assign(loginUrlFor(page.location));
  // Launched once: a reload or a step back to this page shows the games, not a second launch.
  query.delete(PLAY_PARAM);
  history.replaceState(null, '', `${page.location.pathname}${query.size ? `?${query}` : ''}`);
  const vendor = query.get('vendor') || undefined;
  const category = query.get('category') || undefined;
  const listed = await fetchGames(page.api, { vendor, category, page: 1, size: LOOKUP_SIZE }).then(
    (found) => found.list.find((game) => game.gameId === gameId),
    () => undefined,
  );
  // A game gone since the page was built is asked for by its id: the operator's answer ends it as any ended game.
  const game: Game = listed ?? { gameId, gameName: '', vendor: vendor ?? '', category };
  play(merchant, game, page.location);
}
