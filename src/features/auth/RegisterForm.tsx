import type { ClientMerchant } from '../../config/client';
import { Field } from '../../components/Field';
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
      <Field id="register-username" label={t('auth.fields.username')} name="username" autoComplete="username" required />
      <Field id="register-password" label={t('auth.fields.password')} name="password" type="password" autoComplete="new-password" required />
      <Field id="register-confirm" label={t('auth.fields.confirmPassword')} name="confirmPassword" type="password" autoComplete="new-password" required />
      <Field
        id="register-mobile" label={t('auth.fields.mobile')} hint={t('auth.fields.dialingCode', { code: merchant.country.dialingCode })}
        name="mobileNum" type="tel" inputMode="tel" autoComplete="tel-national"
      />
      <button className="button button--block" type="submit">{t('auth.register.submit')}</button>
      <div className="link-row">
        <a href="/m/login">{t('auth.register.toLogin')}</a>
      </div>
    </form>
  );
}
