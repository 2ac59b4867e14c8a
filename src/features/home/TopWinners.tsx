import { lazy } from 'react';
import { LazyPart } from '../../components/LazyPart';
import { SkeletonLines } from '../../components/Skeleton';
import { useT } from '../../components/useT';
import { pageMerchant } from '../../lib/page/page-merchant';
import './top-winners.css';

// The list and its call load once the section scrolls into view (the page hydrates this island then).
const RankList = lazy(() => import('./RankList'));

/**
 * The home's top winners (GCSGAME_getRankList), below the lanes: an island of its own that hydrates when it
 * is seen, so a first visit that does not scroll there loads none of it.
 */
export default function TopWinners() {
  const merchant = pageMerchant();
  const t = useT(merchant.language);
  const skeleton = <SkeletonLines count={5} label={t('common.loading')} />;
  return (
    <section className="home-section top-winners" aria-labelledby="home-winners">
      <h2 className="section-title" id="home-winners">
        {t('home.topWinners')}
      </h2>
      <LazyPart fallback={skeleton}>
        <RankList merchant={merchant} skeleton={skeleton} t={t} />
      </LazyPart>
    </section>
  );
}
