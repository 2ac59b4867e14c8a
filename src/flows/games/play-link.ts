// A game tile is a link (issue 43): before any script runs, a tap opens /m/login with /m/game and the game to
// play as its target; a member's session forwards it there at once (lib/routing/page-guard.ts), where the game
// launches (features/games/play-from-link.ts). Once hydrated, the tap launches in place.
import { routePath } from '../../config/routes';
import { loginUrl } from '../../lib/routing/navigation';
import type { Game } from './api';

/** The query parameter of /m/game that names the game a tile's link asks to launch. */
export const PLAY_PARAM = 'play';

function playLink(game: Pick<Game, 'gameId' | 'vendor' | 'category'>): string {
  const query = new URLSearchParams();
  if (game.category) query.set('category', game.category);
  query.set('vendor', game.vendor);
  query.set(PLAY_PARAM, game.gameId);
  return `${routePath('game')}?${query}`;
}

/**
 * A tile's href: what works for a guest without scripts, and for a member through the login's forward; with the
 * page's query, the preserved parameters (SPEC 2) go along, as a hydrated guest's tap sends them.
 */
export const tileHref = (game: Pick<Game, 'gameId' | 'vendor' | 'category'>, search = '') =>
  loginUrl(playLink(game), search);

/** A tap the page answers itself: a plain primary click (a modified one opens the link where the player asked). */
export const isPlainClick = (event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
