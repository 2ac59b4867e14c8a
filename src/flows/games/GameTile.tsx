import type { Game } from './api';
import type { Translate } from '../../lib/i18n/translator';
import { isPlainClick, tileHref } from './play-link';
import { currentToken } from '../../stores/session';
import { usePage } from '../session/usePage';
import './game-tiles.css';

interface Props {
  game: Game;
  t: Translate;
  onPlay: (game: Game) => void;
  onTrial: (game: Game) => void;
  /** The trial button shows only where trial play is offered (freeplay). */
  showTrial?: boolean;
}

/**
 * A game: the picture and name start it, as a link that works before hydration (flows/games/play-link.ts);
 * "Free play" starts the trial when the game has one.
 */
export function GameTile({ game, t, onPlay, onTrial, showTrial = true }: Props) {
  const page = usePage();
  return (
    <li className="game-tile">
      <a
        className="game-tile__play"
        href={tileHref(game)}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          // A guest goes where the link goes, with the page's preserved query: the login, then this game.
          if (currentToken()) onPlay(game);
          else page.location.assign(tileHref(game, page.location.search));
        }}
        aria-label={t('games.playGame', { name: game.gameName })}
      >
        <span className="game-tile__art">
          {game.imageUrl && <img src={game.imageUrl} alt="" loading="lazy" decoding="async" width="120" height="120" />}
        </span>
        <span className="game-tile__name">{game.gameName}</span>
      </a>
      {/* Outside the button: its accessible name ("Play <game>") must hold all of its visible text. */}
      {game.isNew && <span className="game-tile__badge">{t('games.new')}</span>}
      {game.vendorName && <span className="game-tile__vendor">{game.vendorName}</span>}
      {showTrial && game.freeplay && (
        <button
          className="game-tile__trial"
          type="button"
          onClick={() => onTrial(game)}
          aria-label={t('games.trialGame', { name: game.gameName })}
        >
          {t('games.trial')}
        </button>
      )}
    </li>
  );
}

/** Tiles of the same size as GameTile, while a list loads. */
export function GameTileSkeletons({
  count,
  label,
  layout = 'grid',
}: {
  count: number;
  label: string;
  layout?: 'grid' | 'row';
}) {
  return (
    <div role="status" aria-label={label}>
      <ul className={`game-${layout}`}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="game-tile game-tile--skeleton" aria-hidden="true">
            <span className="game-tile__art skeleton" />
            <span className="skeleton skeleton--line" />
          </li>
        ))}
      </ul>
    </div>
  );
}
