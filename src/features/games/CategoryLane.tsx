import { lazy, useEffect, useState, type ReactNode } from 'react';
import { LazyPart } from '../../components/LazyPart';
import type { CategoryPath } from '../../config/game-categories';
import { routePath } from '../../config/routes';
import { GameLane, GameLaneSkeleton } from '../../flows/games/GameLane';
import { LaunchStatusSlot } from '../../flows/games/LaunchStatusSlot';
import { ListState } from '../../components/ListState';
import { useLoad } from '../../components/useLoad';
import { useT } from '../../components/useT';
import { sortLanes } from '../../flows/games/category-ordinals';
import { fetchLanes } from '../../flows/games/api';
import type { PageEffects } from '../../flows/session/page-effects';
import { usePage } from '../../flows/session/usePage';
import { imageFormat } from '../../lib/media/image-format';
import { CategoryEmpty } from './CategoryEmpty';
import { CATEGORY_PAGE_GAMES, laneVendor, pageLanes, VENDOR_PARAM, type CategoryGames } from './category-page';
import { GameGrid } from './GameGrid';
import './games.css';
import { pageMerchant } from '../../lib/page/page-merchant';

// Parts of a category page a first visit does not need at once: each loads when the page shows games.
const SportsMatches = lazy(() => import('./SportsMatches'));
const VendorFilter = lazy(() => import('./VendorFilter'));

const readVendor = (page: PageEffects) => new URLSearchParams(page.location.search).get(VENDOR_PARAM);

interface Props {
  /** The category page (sports, live ... elott). */
  path: CategoryPath;
  /** The page's static text (CategoryContent), shown unless the category turns out to have no games. */
  children?: ReactNode;
  /**
   * The build's snapshot (issue 43): the lanes and each lane's first games, in the HTML for players without
   * scripts yet and for search engines, until the live lists replace them.
   */
  games?: CategoryGames | undefined;
}

/** The live lanes and games of one category, hydrated on top of the static category page. */
export default function CategoryLane({ path, children, games }: Props) {
  const merchant = pageMerchant();
  const page = usePage();
  const t = useT(merchant.language);
  const [vendor, setVendor] = useState<string | null>(null);
  useEffect(() => {
    setVendor(readVendor(page));
    // Back and forward step through the vendors chosen on this page (VendorFilter pushes them) without a reload.
    const onPopState = () => setVendor(readVendor(page));
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, [page]);
  const lanes = useLoad(
    async () => pageLanes(path, sortLanes(await fetchLanes(page.api, await imageFormat()))),
    [page, path],
    games && pageLanes(path, sortLanes(games.lanes)),
  );
  // Without games the page's text would point at lanes and a lobby that are not there.
  const empty = lanes.status === 'ready' && lanes.data.own.length === 0;
  const category = path.toUpperCase();
  const sportsLane = path === 'sports' && lanes.status === 'ready' ? lanes.data.own[0] : undefined;
  return (
    <>
      {/* The matches come first on the sports page, before its providers. */}
      {sportsLane && (
        <LazyPart>
          <SportsMatches merchant={merchant} category={sportsLane.category} t={t} />
        </LazyPart>
      )}
      <section aria-labelledby={empty ? undefined : 'category-lane'} data-category={category}>
        {!empty && (
          <h2 className="section-title" id="category-lane">
            {t('games.vendors')}
          </h2>
        )}
        <ListState
          load={lanes}
          skeleton={<GameLaneSkeleton label={t('common.loading')} />}
          isEmpty={(found) => found.own.length === 0}
          empty={(found) => <CategoryEmpty t={t} name={merchant.name} elsewhere={found.elsewhere} />}
          t={t}
        >
          {({ own }) => (
            <>
              {path === 'elott' && (
                <a className="button button--block lottery-lobby" href={`${routePath('launchGame')}?code=lobby`}>
                  {t('games.lotteryLobby')}
                </a>
              )}
              {own.map((lane) => (
                <div key={lane.category}>
                  <GameLane lane={lane} t={t} headingLevel={3} />
                  <LazyPart>
                    <VendorFilter
                      lane={lane}
                      chosen={laneVendor(lane, vendor)}
                      onChoose={(chosen) => setVendor(chosen ?? null)}
                      t={t}
                    />
                  </LazyPart>
                  <GameGrid
                    merchant={merchant}
                    t={t}
                    query={{ category: lane.category, vendor: laneVendor(lane, vendor) }}
                    pageSize={CATEGORY_PAGE_GAMES}
                    paged={false}
                    initial={games?.byCategory[lane.category]}
                  />
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
        <LaunchStatusSlot merchant={merchant} t={t} />
      </section>
      {!empty && children}
    </>
  );
}
