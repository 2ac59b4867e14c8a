import type { ClientMerchant } from '../../config/client';
import { GameTile, GameTileSkeletons } from '../../flows/games/GameTile';
import { ListState } from '../../components/ListState';
import { useLoad } from '../../components/useLoad';
import type { Game } from '../../flows/games/api';
import type { Translate } from '../../lib/i18n/translator';
import { playGame, playTrial } from '../../flows/games/play';

interface Props {
  id: string;
  title: string;
  emptyText: string;
  load: () => Promise<Game[]>;
  /** The games the build rendered (issue 43), shown until the live list replaces them. */
  initial?: Game[] | undefined;
  merchant: ClientMerchant;
  t: Translate;
}

/** One horizontal row of games (hot, recent, favourites) with its loading, empty and error states. */
export function GameRow({ id, title, emptyText, load, initial, merchant, t }: Props) {
  const games = useLoad(load, [load], initial);
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 className="section-title" id={id}>
        {title}
      </h2>
      <ListState
        load={games}
        skeleton={<GameTileSkeletons count={4} label={t('common.loading')} layout="row" />}
        isEmpty={(list) => list.length === 0}
        emptyText={emptyText}
        t={t}
      >
        {(list) => (
          <ul className="game-row" data-testid={id}>
            {list.map((game) => (
              <GameTile
                key={game.gameId}
                game={game}
                t={t}
                onPlay={(g) => playGame(merchant, g)}
                onTrial={(g) => playTrial(merchant, g)}
              />
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
