import type { ClientMerchant } from '../../config/client';
import { SkeletonLines } from '../../components/Skeleton';
import { useT } from '../../components/useT';

interface Props {
  merchant: ClientMerchant;
}

/** Announcements and news of the merchant (/m/news). */
export default function NewsList({ merchant }: Props) {
  const t = useT(merchant.language);
  return (
    <section className="card" aria-labelledby="news-list">
      <h2 className="card__title" id="news-list">{t('home.announcements')}</h2>
      <SkeletonLines count={4} label={t('common.loading')} />
    </section>
  );
}
