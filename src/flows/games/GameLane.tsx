import { routePath } from '../../config/routes';
import type { Lane } from './api';
import type { Translate } from '../../lib/i18n/translator';
import './game-tiles.css';

interface Props {
  lane: Lane;
  t: Translate;
  /** Heading level inside the page. */
  headingLevel?: 2 | 3;
}

/** A category lane: its title, game count and vendor cards, each opening that vendor's games. */
export function GameLane({ lane, t, headingLevel = 2 }: Props) {
  const Heading = `h${headingLevel}` as const;
  const id = `lane-${lane.category.toLowerCase()}`;
  return (
    <section className="lane" aria-labelledby={id} data-category={lane.category}>
      <div className="lane__header">
        <Heading className="lane__title" id={id}>
          {lane.title}
        </Heading>
        <span className="lane__count">{t('games.gameCount', { count: lane.gameCount ?? 0 })}</span>
      </div>
      <ul className="vendor-grid">
        {lane.cards.map((card) => (
          <li key={card.accountTypeName}>
            <a
              className="vendor-card"
              href={`${routePath('game')}?${new URLSearchParams({ category: lane.category, vendor: card.accountTypeName })}`}
            >
              {card.imageUrl && (
                <img
                  className="vendor-card__logo"
                  src={card.imageUrl}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width="48"
                  height="48"
                />
              )}
              <span className="vendor-card__name">{card.displayName}</span>
              <span className="vendor-card__count">{t('games.gameCount', { count: card.gameCount ?? 0 })}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function GameLaneSkeleton({ label }: { label: string }) {
  return (
    <div className="lane lane--skeleton" role="status" aria-label={label}>
      <div className="skeleton skeleton--line" style={{ width: '40%' }} />
      <div className="vendor-grid">
        <div className="vendor-card skeleton" />
        <div className="vendor-card skeleton" />
      </div>
    </div>
  );
}
