import type { ClientMerchant } from '../../config/client';
import { Field } from '../../components/Field';
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
      <Field id="change-old" label={t('auth.fields.oldPassword')} name="oldPassword" type="password" autoComplete="current-password" required />
      <Field id="change-new" label={t('auth.fields.newPassword')} name="newPassword" type="password" autoComplete="new-password" required />
      <Field id="change-confirm" label={t('auth.fields.confirmPassword')} name="confirmPassword" type="password" autoComplete="new-password" required />
      <button className="button button--block" type="submit">{t('auth.changePsw.submit')}</button>
    </form>
  );
}
