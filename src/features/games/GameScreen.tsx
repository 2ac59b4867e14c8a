import { lazy, useEffect, useState, type FormEvent } from 'react';
import { LazyPart } from '../../components/LazyPart';
import { GameTileSkeletons } from '../../flows/games/GameTile';
import { LaunchStatusSlot } from '../../flows/games/LaunchStatusSlot';
import { ListState } from '../../components/ListState';
import { useLoad } from '../../components/useLoad';
import { useT } from '../../components/useT';
import { sortLanes } from '../../flows/games/category-ordinals';
import { fetchLanes } from '../../flows/games/api';
import type { PageEffects } from '../../flows/session/page-effects';
import { usePage } from '../../flows/session/usePage';
import { imageFormat } from '../../lib/media/image-format';
import { laneVendor } from './category-page';
import { GameGrid } from './GameGrid';
import { playFromLink } from './play-from-link';
import './games.css';
import { pageMerchant } from '../../lib/page/page-merchant';

// The vendor chips (GCSGAME_gameVendor) load once the categories are there: a first visit does not wait for them.
const VendorFilter = lazy(() => import('./VendorFilter'));

interface Filter {
  category: string | undefined;
  vendor: string | undefined;
  keyword: string;
}

const readFilter = (page: PageEffects): Filter => {
  const query = new URLSearchParams(page.location.search);
  return {
    category: query.get('category') ?? undefined,
    vendor: query.get('vendor') ?? undefined,
    keyword: query.get('keyword') ?? '',
  };
};

/** The game screen (/m/game): categories in ordinal order, their vendors, a search, and the games with launch and trial. */
export default function GameScreen() {
  const merchant = pageMerchant();
  const page = usePage();
  const t = useT(merchant.language);
  const lanes = useLoad(async () => sortLanes(await fetchLanes(page.api, await imageFormat())), [page]);
  const [filter, setFilter] = useState<Filter | undefined>(undefined);
  const [draft, setDraft] = useState('');
  useEffect(() => {
    const initial = readFilter(page);
    setFilter(initial);
    setDraft(initial.keyword);
    // Back and forward step through the vendors chosen here (VendorFilter pushes them) without a reload.
    const onPopState = () => setFilter(readFilter(page));
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, [page]);
  // A game tile's link from a page that had not run its scripts yet names the game to launch (issue 43).
  useEffect(() => void playFromLink(merchant, page, history), [merchant, page]);

  const list = lanes.status === 'ready' ? lanes.data : [];
  // A search looks through every category; picking a category clears it.
  const category = filter?.keyword ? undefined : (filter?.category ?? list[0]?.category);
  const lane = list.find((item) => item.category === category);
  // A vendor the category does not have (an old or edited link) shows all of its games.
  const vendor = lane && laneVendor(lane, filter?.vendor);

  const change = (next: Partial<Filter>) => {
    const updated = { ...(filter ?? readFilter(page)), ...next };
    setFilter(updated);
    const query = new URLSearchParams(page.location.search);
    for (const name of ['category', 'vendor', 'keyword'] as const) {
      const value = updated[name];
      if (value) query.set(name, value);
      else query.delete(name);
    }
    // The filter lives in the URL, so a reload or a shared link shows the same games.
    history.replaceState(null, '', `${page.location.pathname}?${query}`);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    change({ keyword: draft.trim(), vendor: undefined });
  };

  return (
    <section aria-labelledby="game-lanes">
      <h2 className="visually-hidden" id="game-lanes">
        {t('games.allGames')}
      </h2>
      <form className="games-search" role="search" onSubmit={search}>
        <label className="visually-hidden" htmlFor="games-keyword">
          {t('games.search')}
        </label>
        <input
          id="games-keyword"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('games.searchPlaceholder')}
          enterKeyHint="search"
        />
        <button className="button" type="submit">
          {t('games.search')}
        </button>
      </form>
      <ListState
        load={lanes}
        skeleton={
          <div className="chips chips--skeleton" role="status" aria-label={t('common.loading')}>
            <span className="chip skeleton" />
            <span className="chip skeleton" />
            <span className="chip skeleton" />
          </div>
        }
        isEmpty={(items) => items.length === 0}
        emptyText={t('home.noLanes')}
        t={t}
      >
        {(items) => (
          <>
            <div className="chips" role="group" aria-label={t('games.categories')} data-testid="category-chips">
              {items.map((item) => (
                <button
                  key={item.category}
                  type="button"
                  className="chip"
                  aria-pressed={item.category === category}
                  onClick={() => {
                    setDraft('');
                    change({ category: item.category, vendor: undefined, keyword: '' });
                  }}
                >
                  {item.title} <span className="chip__count">{item.gameCount ?? 0}</span>
                </button>
              ))}
            </div>
            {lane && (
              <LazyPart>
                <VendorFilter lane={lane} chosen={vendor} onChoose={(chosen) => change({ vendor: chosen })} t={t} />
              </LazyPart>
            )}
          </>
        )}
      </ListState>
      {/* The grid's place is held while the categories load, so nothing jumps when the games arrive. */}
      {lanes.status === 'loading' && !filter?.keyword && <GameTileSkeletons count={9} label={t('common.loading')} />}
      {filter && (lanes.status === 'ready' || filter.keyword) && (
        <GameGrid
          merchant={merchant}
          t={t}
          query={filter.keyword ? { keyword: filter.keyword } : { category, vendor }}
        />
      )}
      <LaunchStatusSlot merchant={merchant} t={t} />
    </section>
  );
}
