import { useEffect, useRef, useState } from 'react';
import type { ClientMerchant } from '../../config/client';
import { GameTile, GameTileSkeletons } from '../../flows/games/GameTile';
import { fetchGames, type Game, type GameListQuery } from '../../flows/games/api';
import type { Translate } from '../../lib/i18n/translator';
import { usePage } from '../../flows/session/usePage';
import { playGame, playTrial } from '../../flows/games/play';
import { imageFormat } from '../../lib/media/image-format';

interface Props {
  merchant: ClientMerchant;
  query: Omit<GameListQuery, 'page' | 'size'>;
  t: Translate;
  pageSize?: number;
  /** Show a "more" button while the list has more pages. */
  paged?: boolean;
  /** The first page the build rendered (issue 43), shown until the live one replaces it. */
  initial?: Game[] | undefined;
}

type GridState = { status: 'loading' | 'error' | 'ready' | 'more'; games: Game[]; total: number; page: number };

/** A grid of games of a vendor / category / keyword, page by page, with its loading, empty and error states. */
export function GameGrid({ merchant, query, t, pageSize = 24, paged = true, initial }: Props) {
  const page = usePage();
  const [state, setState] = useState<GridState>(
    initial
      ? { status: 'ready', games: initial, total: initial.length, page: 1 }
      : { status: 'loading', games: [], total: 0, page: 0 },
  );
  // The build's games stay on screen while the first live page comes, not a skeleton in between.
  const keepShown = useRef(initial !== undefined);
  const [round, setRound] = useState(0);
  const key = JSON.stringify(query);

  const loadPage = (pageNumber: number, previous: Game[], isCurrent: () => boolean) => {
    const keep = keepShown.current;
    keepShown.current = false;
    if (!keep)
      setState((current) => ({
        ...current,
        status: pageNumber === 1 ? 'loading' : 'more',
        ...(pageNumber === 1 ? { games: [] } : {}),
      }));
    void (async () => {
      try {
        const result = await fetchGames(page.api, { ...query, page: pageNumber, size: pageSize }, await imageFormat());
        if (isCurrent())
          setState({ status: 'ready', games: [...previous, ...result.list], total: result.total, page: pageNumber });
      } catch {
        if (isCurrent()) setState((current) => ({ ...current, status: 'error' }));
      }
    })();
  };

  useEffect(() => {
    let current = true;
    loadPage(1, [], () => current);
    return () => {
      current = false;
    };
    // The query is compared by value (key), not by object identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loadPage is new each render; key stands for its inputs
  }, [key, round]);

  if (state.status === 'loading') return <GameTileSkeletons count={9} label={t('common.loading')} />;
  if (state.status === 'error' && state.games.length === 0) {
    return (
      <div className="list-state list-state--error" role="alert">
        <p>{t('status.loadError')}</p>
        <button className="button button--ghost" type="button" onClick={() => setRound((value) => value + 1)}>
          {t('ui.retry')}
        </button>
      </div>
    );
  }
  if (state.games.length === 0) return <p className="list-state muted">{t('games.noGames')}</p>;
  const more = paged && state.games.length < state.total;
  return (
    <>
      <ul className="game-grid" data-testid="game-grid" aria-busy={state.status === 'more'}>
        {state.games.map((game) => (
          <GameTile
            key={game.gameId}
            game={game}
            t={t}
            onPlay={(g) => playGame(merchant, g, page.location)}
            onTrial={(g) => playTrial(merchant, g)}
          />
        ))}
      </ul>
      {state.status === 'error' && (
        <p className="list-state" role="alert">
          {t('status.loadError')}
        </p>
      )}
      {more && (
        <button
          className="button button--ghost button--block games-more"
          type="button"
          disabled={state.status === 'more'}
          onClick={() => loadPage(state.page + 1, state.games, () => true)}
        >
          {state.status === 'more'
            ? t('common.loading')
            : t('games.more', { shown: state.games.length, total: state.total })}
        </button>
      )}
    </>
  );
}
