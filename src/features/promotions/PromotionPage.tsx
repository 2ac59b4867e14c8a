import type { ClientMerchant } from '../../config/client';
import { SkeletonLines } from '../../components/Skeleton';
import { useT } from '../../components/useT';

interface Props {
  merchant: ClientMerchant;
}

/** A promotion, opened from a P banner as /m/activity?id= (SPEC 2 "Banner click types"). */
export default function PromotionPage({ merchant }: Props) {
  const t = useT(merchant.language);
  return (
    <article className="card">
      <div className="skeleton skeleton--banner" />
      <SkeletonLines count={4} label={t('common.loading')} />
    </article>
  );
}
