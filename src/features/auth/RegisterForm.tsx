import type { ClientMerchant } from '../../config/client';
import { useT } from '../../components/useT';

interface Props {
  merchant: ClientMerchant;
  /** Agents register from the referral entry (/m/agentRegister). */
  agent?: boolean;
}

/** Registration by username and password (SPEC 4 "Registration"). */
export default function RegisterForm({ merchant, agent = false }: Props) {
  const t = useT(merchant.language);
  return (
    <form className="card" method="post" aria-labelledby="register-title" noValidate>
      <h2 className="card__title" id="register-title">{t(agent ? 'auth.register.agentTitle' : 'auth.register.title')}</h2>
      <div className="field">
        <label htmlFor="register-username">{t('auth.fields.username')}</label>
        <input id="register-username" name="username" autoComplete="username" required />
      </div>
      <div className="field">
        <label htmlFor="register-password">{t('auth.fields.password')}</label>
        <input id="register-password" name="password" type="password" autoComplete="new-password" required />
      </div>
      <div className="field">
        <label htmlFor="register-confirm">{t('auth.fields.confirmPassword')}</label>
        <input id="register-confirm" name="confirmPassword" type="password" autoComplete="new-password" required />
      </div>
      <div className="field">
        <label htmlFor="register-mobile">{t('auth.fields.mobile')}</label>
        <input id="register-mobile" name="mobileNum" type="tel" inputMode="tel" autoComplete="tel-national" aria-describedby="register-mobile-hint" />
        <span className="field__hint" id="register-mobile-hint">{t('auth.fields.dialingCode', { code: merchant.country.dialingCode })}</span>
      </div>
      <button className="button button--block" type="submit">{t('auth.register.submit')}</button>
      <div className="link-row">
        <a href="/m/login">{t('auth.register.toLogin')}</a>
      </div>
    </form>
  );
}
