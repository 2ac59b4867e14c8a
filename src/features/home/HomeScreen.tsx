import type { ClientMerchant } from '../../config/client';
import { SkeletonTiles } from '../../components/Skeleton';
import { useT } from '../../components/useT';

interface Props {
  merchant: ClientMerchant;
}

/** Player home: banners, the announcement marquee and the game lanes (SPEC 2 "/m/home"). */
export default function HomeScreen({ merchant }: Props) {
  const t = useT(merchant.language);
  return (
    <section aria-labelledby="home-lanes">
      <div className="skeleton skeleton--banner" role="img" aria-label={t('home.banners')} />
      <p className="marquee" aria-label={t('home.announcements')}>{t('home.welcome', { name: merchant.name })}</p>
      <h2 className="section-title" id="home-lanes">{t('home.hotGames')}</h2>
      <SkeletonTiles count={6} label={t('common.loading')} />
    </section>
  );
}
