// SPEC 7 GCSGAME_getGameMatchV2 ("game matches", SPEC 3): the sports page lists the live and coming matches,
// each launching its sports game. The answer is hostile: only matches with teams, a start and a known
// status are kept, as plain text (docs/api.md "Match").
import type { Game, GameMatch } from '../../lib/api/contract/game-answers';

/** The statuses the page shows; a finished or cancelled match (any other status) is left out. */
const SHOWN_STATUSES = ['LIVE', 'UPCOMING'] as const;
/** At most this many matches: the list sits above the games, a long one would hide them. */
export const MATCH_LIMIT = 10;

export interface SportsMatch {
  id: string;
  sport: string | undefined;
  league: string | undefined;
  home: string;
  away: string;
  /** Epoch milliseconds. */
  startTime: number;
  live: boolean;
  odds: { home: number; draw: number | undefined; away: number } | undefined;
  gameId: string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const odd = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);

function oddsOf(value: unknown): SportsMatch['odds'] {
  const { home, draw, away } = (value ?? {}) as Partial<Record<'home' | 'draw' | 'away', unknown>>;
  const [homeOdd, awayOdd] = [odd(home), odd(away)];
  return homeOdd && awayOdd ? { home: homeOdd, draw: odd(draw), away: awayOdd } : undefined;
}

function matchOf(item: unknown): SportsMatch | undefined {
  const match = (item ?? {}) as Partial<Record<keyof GameMatch, unknown>>;
  const [id, home, away] = [text(match.matchId), text(match.homeTeam), text(match.awayTeam)];
  const status = text(match.status)?.toUpperCase();
  const startTime = match.startTime;
  if (!id || !home || !away || typeof startTime !== 'number' || !Number.isFinite(startTime)) return undefined;
  if (!(SHOWN_STATUSES as readonly (string | undefined)[]).includes(status)) return undefined;
  return {
    id,
    sport: text(match.sport),
    league: text(match.league),
    home,
    away,
    startTime,
    live: status === 'LIVE',
    odds: oddsOf(match.odds),
    gameId: text(match.gameId),
  };
}

/**
 * The matches to show: well-formed ones, each id once, live first and then by start time (earliest first),
 * at most MATCH_LIMIT.
 */
export function sportsMatches(value: unknown): SportsMatch[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const matches = value.flatMap((item: unknown) => {
    const match = matchOf(item);
    if (!match || seen.has(match.id)) return [];
    seen.add(match.id);
    return [match];
  });
  return matches.sort((a, b) => Number(b.live) - Number(a.live) || a.startTime - b.startTime).slice(0, MATCH_LIMIT);
}

/**
 * The game a tap on the match launches: the one it names when the page's games hold it, else the page's
 * first game (the sportsbook, where every match is); none when the page has no games.
 */
export const matchGame = (match: Pick<SportsMatch, 'gameId'>, games: readonly Game[]): Game | undefined =>
  games.find((game) => game.gameId === match.gameId) ?? games[0];

/** How the start shows: weekday, day, month and time in the player's language and time zone. */
export const MATCH_START_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
};
