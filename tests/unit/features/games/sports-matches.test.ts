// The sports page's matches (SPEC 7 GCSGAME_getGameMatchV2): which matches show, in which order, how their
// start is written, and which game a tap launches.
import { describe, expect, it } from 'vitest';
import type { Game } from '@/lib/api/contract/game-answers';
import { formatDate } from '@/lib/format/intl';
import { MATCH_LIMIT, MATCH_START_FORMAT, matchGame, sportsMatches } from '@/features/games/sports-matches';

const START = Date.UTC(2026, 10, 29, 12, 0);
const match = (matchId: string, minutes: number, fields: object = {}) => ({
  matchId,
  sport: 'Football',
  league: 'Thai League 1',
  homeTeam: `${matchId} home`,
  awayTeam: `${matchId} away`,
  startTime: START + minutes * 60_000,
  status: minutes <= 0 ? 'LIVE' : 'UPCOMING',
  odds: { home: 1.75, draw: 3.4, away: 4.2 },
  gameId: 'g1002',
  ...fields,
});
const ids = (value: unknown) => sportsMatches(value).map((item) => item.id);

describe('sportsMatches', () => {
  it('shows live matches first, then the coming ones by start time, earliest first', () => {
    const list = [match('later', 600), match('soon', 30), match('live-late', -5), match('live-early', -50)];
    expect(ids(list)).toEqual(['live-early', 'live-late', 'soon', 'later']);
    expect(sportsMatches(list)[0]).toEqual({
      id: 'live-early',
      sport: 'Football',
      league: 'Thai League 1',
      home: 'live-early home',
      away: 'live-early away',
      startTime: START - 50 * 60_000,
      live: true,
      odds: { home: 1.75, draw: 3.4, away: 4.2 },
      gameId: 'g1002',
    });
  });

  it(`keeps at most ${MATCH_LIMIT} matches`, () => {
    const list = Array.from({ length: 14 }, (_, index) => match(`m${index}`, 10 + index));
    expect(ids(list)).toEqual(Array.from({ length: 10 }, (_, index) => `m${index}`));
  });

  it('leaves out finished and unknown statuses, and takes the status in any case', () => {
    const list = [
      match('done', -200, { status: 'FINISHED' }),
      match('odd', 5, { status: 'POSTPONED' }),
      match('lower', 5, { status: 'upcoming' }),
    ];
    expect(ids(list)).toEqual(['lower']);
  });

  it('drops hostile or broken items: no id, no teams, no finite start, repeated ids, non-objects', () => {
    const list = [
      null,
      'text',
      42,
      match('', 5),
      match('blank-home', 5, { homeTeam: '   ' }),
      match('no-away', 5, { awayTeam: undefined }),
      match('text-start', 5, { startTime: '2026-11-29T12:00:00Z' }),
      match('nan-start', 5, { startTime: Number.NaN }),
      match('twice', 5),
      match('twice', 6),
    ];
    expect(ids(list)).toEqual(['twice']);
    expect(sportsMatches({ list })).toEqual([]);
    expect(sportsMatches(undefined)).toEqual([]);
  });

  it('keeps names as text, trimmed; markup stays text for React to escape', () => {
    const [item] = sportsMatches([match('x', 5, { homeTeam: ' <img src=x onerror=alert(1)> ', league: 7 })]);
    expect(item?.home).toBe('<img src=x onerror=alert(1)>');
    expect(item?.league).toBeUndefined();
  });

  it('keeps odds only with a positive home and away price; draw only when given', () => {
    const odds = (value: unknown) => sportsMatches([match('x', 5, { odds: value })])[0]?.odds;
    expect(odds({ home: 2.1, away: 1.72 })).toEqual({ home: 2.1, draw: undefined, away: 1.72 });
    expect(odds({ home: 2.1, draw: -1, away: 1.72 })).toEqual({ home: 2.1, draw: undefined, away: 1.72 });
    expect(odds({ home: 0, away: 1.72 })).toBeUndefined();
    expect(odds({ home: '2.1', away: 1.72 })).toBeUndefined();
    expect(odds(null)).toBeUndefined();
  });
});

describe('matchGame', () => {
  const game = (gameId: string): Game => ({ gameId, gameName: gameId, vendor: 'ARENASPORT' });
  const games = [game('g1001'), game('g1002'), game('g1003')];

  it('launches the game the match names when the page has it', () => {
    expect(matchGame({ gameId: 'g1003' }, games)?.gameId).toBe('g1003');
  });

  it("otherwise the page's first game (the sportsbook); none without games", () => {
    expect(matchGame({ gameId: undefined }, games)?.gameId).toBe('g1001');
    expect(matchGame({ gameId: 'g9999' }, games)?.gameId).toBe('g1001');
    expect(matchGame({ gameId: 'g1002' }, [])).toBeUndefined();
  });
});

describe('the start of a match', () => {
  // A local time, so the test reads the same in every time zone.
  const start = new Date(2026, 10, 29, 14, 5).getTime();

  it("is written in the player's language: weekday, day, month and time", () => {
    // ICU writes a narrow no-break space before PM in some versions.
    expect(formatDate(start, 'EN', MATCH_START_FORMAT)).toMatch(/^Sun, Nov 29, 02:05\sPM$/);
    expect(formatDate(start, 'VI', MATCH_START_FORMAT)).toBe('14:05 CN, 29 thg 11');
    expect(formatDate(start, 'TH', MATCH_START_FORMAT)).toBe('อาทิตย์ 29 พ.ย. 14:05');
  });
});
