import type { ClientMerchant } from '../../config/client';
import { SkeletonTiles } from '../../components/Skeleton';
import { useT } from '../../components/useT';

interface Props {
  merchant: ClientMerchant;
  /** Game category code of the page (SPORTS, LIVE, RNG ...). */
  category: string;
}

/** The live game lane of one category, hydrated on top of the static category page. */
export default function CategoryLane({ merchant, category }: Props) {
  const t = useT(merchant.language);
  return (
    <section aria-labelledby="category-lane" data-category={category}>
      <h2 className="section-title" id="category-lane">{t('games.vendors')}</h2>
      <SkeletonTiles count={9} label={t('common.loading')} />
    </section>
  );
}
