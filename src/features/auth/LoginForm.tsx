import type { ClientMerchant } from '../../config/client';
import { Field } from '../../components/Field';
import { useT } from '../../components/useT';

interface Props {
  merchant: ClientMerchant;
}

/** Login by username and password (SPEC 4 "Login"); SMS login, captcha and 2FA arrive with the accounts issue. */
export default function LoginForm({ merchant }: Props) {
  const t = useT(merchant.language);
  return (
    <form className="card" method="post" aria-labelledby="login-title" noValidate>
      <h2 className="card__title" id="login-title">{t('auth.login.title')}</h2>
      {merchant.loginPromptText && <p className="prompt">{merchant.loginPromptText}</p>}
      <Field id="login-username" label={t('auth.fields.username')} name="username" autoComplete="username" required />
      <Field id="login-password" label={t('auth.fields.password')} name="password" type="password" autoComplete="current-password" required />
      <label className="checkbox">
        <input type="checkbox" name="remember" /> {t('auth.login.remember')}
      </label>
      <button className="button button--block" type="submit">{t('auth.login.submit')}</button>
      <div className="link-row">
        <a href="/m/register">{t('auth.login.toRegister')}</a>
      </div>
    </form>
  );
}
