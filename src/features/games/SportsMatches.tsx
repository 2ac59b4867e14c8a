import { ListState } from '../../components/ListState';
import { SkeletonLines } from '../../components/Skeleton';
import { useLoad } from '../../components/useLoad';
import { useLanguage } from '../../components/useT';
import type { ClientMerchant } from '../../config/client';
import { fetchGames, type Game } from '../../flows/games/api';
import { playGame } from '../../flows/games/play';
import { formatDate, formatNumber } from '../../lib/format/intl';
import type { Translate } from '../../lib/i18n/translator';
import { usePage } from '../../flows/session/usePage';
import { imageFormat } from '../../lib/media/image-format';
import { fetchSportsMatches } from './api';
import { MATCH_START_FORMAT, matchGame, type SportsMatch } from './sports-matches';
import './sports-matches.css';

interface Props {
  merchant: ClientMerchant;
  /** The sports lane's category code: its games are what a match launches. */
  category: string;
  t: Translate;
}

// The same query as the lane's game grid below (GameGrid, 12 games), so the session cache answers it once.
const SPORTS_GAMES = { page: 1, size: 12 };

/** Live and coming matches (GCSGAME_getGameMatchV2) on the sports page; a tap launches the match's game. */
export default function SportsMatches({ merchant, category, t }: Props) {
  const page = usePage();
  const language = useLanguage(merchant.language);
  const matches = useLoad(async () => {
    const { api } = page;
    const format = await imageFormat();
    // Without games a match still shows, only not as a button: the games call's failure is the grid's to show.
    const games = fetchGames(api, { category, ...SPORTS_GAMES }, format).then(
      (page) => page.list,
      () => [],
    );
    const list = await fetchSportsMatches(api);
    return { list, games: await games };
  }, [page, category]);
  return (
    <section className="matches" aria-labelledby="sports-matches">
      <h2 className="section-title" id="sports-matches">
        {t('games.matches')}
      </h2>
      <ListState
        load={matches}
        skeleton={<SkeletonLines count={3} label={t('common.loading')} />}
        isEmpty={({ list }) => list.length === 0}
        emptyText={t('games.noMatches')}
        t={t}
      >
        {({ list, games }) => (
          <ul className="match-list" data-testid="sports-matches">
            {list.map((match) => (
              <MatchItem
                key={match.id}
                match={match}
                game={matchGame(match, games)}
                language={language}
                onPlay={(game) => playGame(merchant, game, page.location)}
                t={t}
              />
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

function MatchItem({
  match,
  game,
  language,
  onPlay,
  t,
}: {
  match: SportsMatch;
  game: Game | undefined;
  language: Parameters<typeof formatDate>[1];
  onPlay: (game: Game) => void;
  t: Translate;
}) {
  const odds = match.odds && [
    [t('games.oddsHome'), match.odds.home],
    ...(match.odds.draw === undefined ? [] : [[t('games.oddsDraw'), match.odds.draw] as const]),
    [t('games.oddsAway'), match.odds.away],
  ];
  const body = (
    <>
      {/* The spaces between the parts keep the button's name readable ("A vs B"), the layout ignores them. */}
      <span className="match__league">{[match.sport, match.league].filter(Boolean).join(' · ')}</span>{' '}
      <span className="match__teams">
        <span>{match.home}</span> <span className="match__vs">{t('games.versus')}</span> <span>{match.away}</span>
      </span>{' '}
      <span className="match__when">
        {match.live && <span className="match__live">{t('games.live')}</span>}
        <time dateTime={new Date(match.startTime).toISOString()}>
          {formatDate(match.startTime, language, MATCH_START_FORMAT)}
        </time>
      </span>{' '}
      {odds && (
        <span className="match__odds">
          {odds.map(([label, value]) => (
            <span key={label} className="match__odd">
              {label} <b>{formatNumber(value, language, 2)}</b>
            </span>
          ))}
        </span>
      )}
    </>
  );
  return (
    <li className="match" data-live={match.live || undefined}>
      {game ? (
        <button className="match__play" type="button" onClick={() => onPlay(game)}>
          {body}
        </button>
      ) : (
        <div className="match__play">{body}</div>
      )}
    </li>
  );
}
