import type { ClientMerchant } from '../../config/client';
import { SkeletonLines } from '../../components/Skeleton';
import { useT } from '../../components/useT';

interface Props {
  merchant: ClientMerchant;
}

/** Lottery launch: lobby or betting view, for members only (SPEC 2 "/m/launchGame"). */
export default function LotteryLaunch({ merchant }: Props) {
  const t = useT(merchant.language);
  return (
    <section className="card" aria-live="polite">
      <p>{t('games.launching')}</p>
      <SkeletonLines count={2} label={t('common.loading')} />
    </section>
  );
}
