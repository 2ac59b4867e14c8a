import { routePath } from '../../config/routes';
import { GameLane, GameLaneSkeleton } from '../../flows/games/GameLane';
import { LaunchStatus } from '../../flows/games/LaunchStatus';
import { ListState } from '../../components/ListState';
import { useLoad } from '../../components/useLoad';
import { useT } from '../../components/useT';
import { sortLanes } from '../../flows/games/category-ordinals';
import { fetchLanes } from '../../flows/games/api';
import { apiClient } from '../../stores/api';
import { imageFormat } from '../../stores/image-format';
import { laneBelongsToPage } from './category-page';
import { GameGrid } from './GameGrid';
import './games.css';
import { pageMerchant } from '../../stores/merchant';

interface Props {
  /** Game category code of the page (SPORTS, LIVE, RNG ...). */
  category: string;
}

/** The live lanes and games of one category, hydrated on top of the static category page. */
export default function CategoryLane({ category }: Props) {
  const merchant = pageMerchant();
  const t = useT(merchant.language);
  const lanes = useLoad(
    async () =>
      sortLanes(await fetchLanes(apiClient(merchant), await imageFormat())).filter((lane) =>
        laneBelongsToPage(category, lane.category),
      ),
    [merchant, category],
  );
  return (
    <section aria-labelledby="category-lane" data-category={category}>
      <h2 className="section-title" id="category-lane">
        {t('games.vendors')}
      </h2>
      <ListState
        load={lanes}
        skeleton={<GameLaneSkeleton label={t('common.loading')} />}
        isEmpty={(list) => list.length === 0}
        emptyText={t('games.noCategoryGames')}
        errorText={t('status.loadError')}
        retryText={t('ui.retry')}
        onRetry={lanes.reload}
      >
        {(list) => (
          <>
            {category === 'ELOTT' && (
              <a className="button button--block lottery-lobby" href={`${routePath('launchGame')}?code=lobby`}>
                {t('games.lotteryLobby')}
              </a>
            )}
            {list.map((lane) => (
              <div key={lane.category}>
                <GameLane lane={lane} t={t} headingLevel={3} />
                <GameGrid merchant={merchant} t={t} query={{ category: lane.category }} pageSize={12} paged={false} />
                <a
                  className="link-more"
                  href={`${routePath('game')}?${new URLSearchParams({ category: lane.category })}`}
                >
                  {t('games.seeAll', { title: lane.title })}
                </a>
              </div>
            ))}
          </>
        )}
      </ListState>
      <LaunchStatus merchant={merchant} t={t} />
    </section>
  );
}
