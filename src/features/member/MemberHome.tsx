import type { ClientMerchant } from '../../config/client';
import { SkeletonLines } from '../../components/Skeleton';
import { useT } from '../../components/useT';

interface Props {
  merchant: ClientMerchant;
}

/** Member centre: deposit and withdrawal, VIP progress, inbox, promotions, referral (SPEC 1). */
export default function MemberHome({ merchant }: Props) {
  const t = useT(merchant.language);
  return (
    <section aria-labelledby="member-wallet">
      <div className="card">
        <h2 className="card__title" id="member-wallet">{t('member.wallet')}</h2>
        <div className="stat-row">
          <a className="button" href="/m/member/home#deposit">{t('member.deposit')}</a>
          <a className="button button--ghost" href="/m/member/home#withdraw">{t('member.withdraw')}</a>
        </div>
      </div>
      <div className="card">
        <h2 className="card__title">{t('member.vipProgress')}</h2>
        <SkeletonLines count={2} label={t('common.loading')} />
      </div>
      {merchant.flags.INBOX3 && (
        <div className="card">
          <h2 className="card__title">{t('member.inbox')}</h2>
          <SkeletonLines count={2} label={t('common.loading')} />
        </div>
      )}
      <a className="button button--ghost button--block" href="/m/inviteFriends">{t('member.invite')}</a>
    </section>
  );
}
