import type { ClientMerchant } from '../../config/client';
import { useT } from '../../components/useT';

interface Props {
  merchant: ClientMerchant;
}

/** Forced password change (SPEC 4 "Login" step 3). */
export default function ChangePasswordForm({ merchant }: Props) {
  const t = useT(merchant.language);
  return (
    <form className="card" method="post" aria-labelledby="change-title" noValidate>
      <h2 className="card__title" id="change-title">{t('auth.changePsw.title')}</h2>
      <p className="muted">{t('auth.changePsw.reason')}</p>
      <div className="field">
        <label htmlFor="change-old">{t('auth.fields.oldPassword')}</label>
        <input id="change-old" name="oldPassword" type="password" autoComplete="current-password" required />
      </div>
      <div className="field">
        <label htmlFor="change-new">{t('auth.fields.newPassword')}</label>
        <input id="change-new" name="newPassword" type="password" autoComplete="new-password" required />
      </div>
      <div className="field">
        <label htmlFor="change-confirm">{t('auth.fields.confirmPassword')}</label>
        <input id="change-confirm" name="confirmPassword" type="password" autoComplete="new-password" required />
      </div>
      <button className="button button--block" type="submit">{t('auth.changePsw.submit')}</button>
    </form>
  );
}
