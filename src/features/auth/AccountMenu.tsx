import { useId, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import type { ClientMerchant } from '../../config/client';
import { routeUrl } from '../../config/routes';
import type { Translate } from '../../lib/i18n/translator';
import { logOut } from '../../flows/sign-in/logout';

interface Props {
  merchant: ClientMerchant;
  name: string;
  t: Translate;
  onClose: () => void;
}

/** The member's account menu: the whole name, the way to the member centre, and a logout that asks first. */
export default function AccountMenu({ merchant, name, t, onClose }: Props) {
  const titleId = useId();
  const [step, setStep] = useState<'menu' | 'confirm' | 'leaving'>('menu');

  if (step === 'menu') {
    return (
      <Dialog titleId={titleId} title={name} onClose={onClose} closeLabel={t('common.close')}>
        <div className="dialog__actions">
          <a className="button button--block" href={routeUrl({ path: 'member/home' })}>
            {t('routes.memberHome.heading')}
          </a>
          <button className="button button--ghost button--block" type="button" onClick={() => setStep('confirm')}>
            {t('nav.logout')}
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog titleId={titleId} title={t('account.logoutTitle')} onClose={onClose} closeLabel={t('common.close')}>
      <p className="dialog__message">{t('account.logoutMessage', { name })}</p>
      <div className="dialog__actions">
        <button
          className="button button--block"
          type="button"
          disabled={step === 'leaving'}
          onClick={() => {
            setStep('leaving');
            void logOut(merchant);
          }}
        >
          {t('nav.logout')}
        </button>
        <button className="button button--ghost button--block" type="button" onClick={onClose}>
          {t('account.stay')}
        </button>
      </div>
    </Dialog>
  );
}
