import { useStore } from '@nanostores/react';
import { lazy, useCallback, useEffect, useState } from 'react';
import { LazyPart } from '../../components/LazyPart';
import { LaunchStatusSlot } from '../../flows/games/LaunchStatusSlot';
import { useLoad } from '../../components/useLoad';
import { useT } from '../../components/useT';
import { fetchFavouriteGames, fetchRecentGames, type Game, type Lane } from '../../flows/games/api';
import { usePage } from '../../flows/session/usePage';
import { playGame } from '../../flows/games/play';
import { $session, currentToken } from '../../stores/session';
import { bannersOf } from './banner-target';
import { BannerCarousel } from './BannerCarousel';
import { GameRow } from './GameRows';
import { homeContent, homeSource, hotGames } from './home-requests';
import { HomeLanes } from './HomeLanes';
import { Marquee } from './Marquee';
import { marqueeTexts } from './marquee';
import { popupQueue, schedulePopupBanners } from './popup-banners';
import './home.css';
import { pageMerchant } from '../../lib/page/page-merchant';

// The popup screen is code nobody needs for the first 20 s: loaded when it is due (SPEC 2 "Lazily loaded").
const PopupBanners = lazy(() => import('./PopupBanners'));

interface Props {
  /** The merchant's splash, shown as the brand hero where the banners go until they arrive (or if none). */
  hero: string;
  /** The build's snapshot of the game lists (issue 43): tiles in the HTML until the live lists replace them. */
  games?: { hot: Game[]; lanes: Lane[] } | undefined;
}

/** Player home (SPEC 2 /m/home, /m/index): banners, marquee, hot / recent / favourite games and the lanes. */
export default function HomeScreen({ hero, games }: Props) {
  const merchant = pageMerchant();
  const page = usePage();
  const t = useT(merchant.language);
  const session = useStore($session);
  const [token, setToken] = useState<string | undefined>(undefined);
  const [popupsDue, setPopupsDue] = useState(false);
  useEffect(() => setToken(currentToken()), [session]);

  // The request client exists only in the browser: every call is made from an effect.
  const content = useLoad(() => homeContent.take(homeSource(page)), [page]);
  const loadHot = useCallback(() => hotGames.take(homeSource(page)), [page]);
  const loadRecent = useCallback(() => fetchRecentGames(page.api), [page]);
  const loadFavourites = useCallback(() => fetchFavouriteGames(page.api), [page]);
  const onGame = useCallback((game: Game) => playGame(merchant, game, page.location), [merchant, page]);
  useEffect(() => schedulePopupBanners(page.session, () => setPopupsDue(true), page.clock), [page]);

  const list = content.status === 'ready' ? content.data : [];
  const banners = bannersOf(list, 'm_home');
  const texts = marqueeTexts(list);
  const context = { redirectAllowlist: merchant.redirectAllowlist, token, userName: session?.userName };
  const popups = popupQueue(list);

  return (
    <>
      {/* In the static HTML, so the largest element of the first paint is the merchant's own, not an API answer. */}
      {banners.length > 0 ? (
        <BannerCarousel banners={banners} context={context} onGame={onGame} t={t} />
      ) : (
        <img
          className="banners__hero"
          src={hero}
          alt=""
          width="1080"
          height="450"
          fetchPriority="high"
          decoding="async"
        />
      )}
      {content.status === 'loading' && <div className="marquee skeleton" aria-hidden="true" />}
      {texts.length > 0 && <Marquee texts={texts} t={t} />}
      <GameRow
        id="home-hot"
        title={t('home.hotGames')}
        emptyText={t('home.noHotGames')}
        load={loadHot}
        initial={games?.hot}
        merchant={merchant}
        t={t}
      />
      {token && (
        <GameRow
          id="home-recent"
          title={t('home.recentGames')}
          emptyText={t('home.noRecentGames')}
          load={loadRecent}
          merchant={merchant}
          t={t}
        />
      )}
      {token && (
        <GameRow
          id="home-favourites"
          title={t('home.favourites')}
          emptyText={t('home.noFavourites')}
          load={loadFavourites}
          merchant={merchant}
          t={t}
        />
      )}
      <HomeLanes t={t} initial={games?.lanes} />
      {popupsDue && popups.length > 0 && (
        <LazyPart>
          <PopupBanners banners={popups} context={context} onGame={onGame} t={t} />
        </LazyPart>
      )}
      <LaunchStatusSlot merchant={merchant} t={t} />
    </>
  );
}
