import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { routePath } from '../../config/routes';
import { SkeletonLines } from '../../components/Skeleton';
import { useT } from '../../components/useT';
import { loginUrl } from '../../lib/routing/navigation';
import { $member, $session } from '../../stores/session';
import { INVITE_FRIENDS_PATH, inviteLink } from './referral';
import { useReferral } from './useReferral';
import './member.css';
import { pageMerchant } from '../../lib/page/page-merchant';
import { usePage } from '../../flows/session/usePage';

/** Invite friends (SPEC 2, public): the member's invite link, or what the referral entry offers this visitor. */
export default function InviteFriends() {
  const merchant = pageMerchant();
  const page = usePage();
  const t = useT(merchant.language);
  const referral = useReferral(merchant);
  const session = useStore($session);
  const member = useStore($member);
  const [link, setLink] = useState<string | undefined>(undefined);
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>(undefined);
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  const code = member?.userName ?? session?.userName;
  useEffect(() => setLink(code ? inviteLink(page.location.origin, code) : undefined), [code, page]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link ?? '');
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  const share = () =>
    void navigator
      .share?.({ title: merchant.name, text: t('member.shareText', { name: merchant.name }), url: link ?? '' })
      .catch(() => undefined);

  return (
    <section className="card invite" aria-live="polite">
      <p>{t('member.inviteIntro', { name: merchant.name })}</p>
      <ol className="invite__steps">
        <li>{t('member.inviteStep1')}</li>
        <li>{t('member.inviteStep2')}</li>
        <li>{t('member.inviteStep3')}</li>
      </ol>
      {!referral.action && <SkeletonLines count={2} label={t('common.loading')} />}
      {referral.action === 'invite' && referral.role !== 'guest' && link && (
        <div className="invite__link">
          <label htmlFor="invite-link">{t('member.yourLink')}</label>
          <input id="invite-link" dir="ltr" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          <div className="stat-row">
            <button className="button" type="button" onClick={() => void copy()}>
              {t('member.copyLink')}
            </button>
            {canShare ? (
              <button className="button button--ghost" type="button" onClick={share}>
                {t('member.shareLink')}
              </button>
            ) : (
              <span />
            )}
          </div>
          <p className="field__hint" role="status">
            {copied === 'yes' ? t('member.copied') : copied === 'no' ? t('member.copyFailed') : ''}
          </p>
        </div>
      )}
      {referral.action === 'invite' && referral.role === 'guest' && (
        <div className="stat-row">
          <a className="button" href={routePath('register')}>
            {t('auth.register.submit')}
          </a>
          <a className="button button--ghost" href={loginUrl(INVITE_FRIENDS_PATH)}>
            {t('nav.login')}
          </a>
        </div>
      )}
      {referral.action && referral.action !== 'invite' && (
        <button
          className="button button--block"
          type="button"
          data-testid="referral-entry"
          data-action={referral.action}
          onClick={() => void referral.run(true)}
        >
          {t(
            referral.action === 'agentRegister'
              ? 'member.agentEntry'
              : referral.action === 'customerService'
                ? 'member.askCustomerService'
                : 'member.invite',
          )}
        </button>
      )}
    </section>
  );
}
