import type { ClientMerchant } from '../../config/client';
import { useT } from '../../components/useT';

interface Props {
  merchant: ClientMerchant;
}

/** Invite friends: public, reachable without a token (SPEC 2). */
export default function InviteFriends({ merchant }: Props) {
  const t = useT(merchant.language);
  return (
    <section className="card">
      <p>{t('member.inviteIntro', { name: merchant.name })}</p>
      <a className="button button--block" href="/m/register">{t('auth.register.submit')}</a>
    </section>
  );
}
