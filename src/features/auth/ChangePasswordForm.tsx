import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useOverlayHold } from '../../components/useOverlayTurn';
import { MOBILE_DEFAULT_PASSWORD } from '../../config/constants';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { useHydrated } from '../../components/useHydrated';
import { useFormFields } from '../../components/useFormFields';
import { useT } from '../../components/useT';
import { isApiError } from '../../lib/api/api-error';
import { UNKNOWN_ERROR_KEY } from '../../lib/api/error-catalogue';
import { createSubmitGuard } from '../../lib/auth/submit-guard';
import { HOME_PATH } from '../../config/routes';
import { takeGoTarget } from '../../lib/storage/startup-params';
import { changePassword } from './api';
import { usePage } from '../../flows/session/usePage';
import type { PasswordChangeReason } from '../../flows/sign-in/complete-login';
import { STORAGE_KEYS } from '../../lib/storage/keys';
import { failureMessage } from '../../flows/sign-in/login';
import * as rules from './validation';
import { pageMerchant } from '../../lib/page/page-merchant';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** The forced password change (SPEC 4 "Login" 3): after the default password, an expired one, or a first login. */
export default function ChangePasswordForm() {
  const merchant = pageMerchant();
  const t = useT(merchant.language);
  const hydrated = useHydrated();
  const page = usePage();
  const { api } = page;
  const guard = useMemo(() => createSubmitGuard(), []);
  const [reason, setReason] = useState<PasswordChangeReason>();
  const fields = useFormFields(EMPTY);
  const form = fields.values;
  const [problems, setProblems] = useState<rules.Problems<string>>({});
  const [error, setError] = useState<string>();
  // A member on the mobile default password does not know it: the form sends it for them.
  const knowsOldPassword = reason !== 'default';

  // A forced flow: no dialog of the page's own (install, banners, notifications) opens over it.
  useOverlayHold(reason !== undefined);
  useEffect(
    () => setReason((page.session.getItem(STORAGE_KEYS.passwordChange) as PasswordChangeReason | null) ?? undefined),
    [page],
  );

  const field = (name: keyof typeof EMPTY) => ({
    ...fields.bind(name),
    error: problems[name] ? t(problems[name]) : undefined,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void guard.run(async () => {
      const found = rules.collect({
        ...(knowsOldPassword ? { oldPassword: rules.required(form.oldPassword) } : {}),
        newPassword: rules.password(form.newPassword),
        confirmPassword: rules.confirmation(form.confirmPassword, form.newPassword),
      });
      setProblems(found);
      if (!rules.isValid(found)) return;
      try {
        const oldPassword = knowsOldPassword ? form.oldPassword : MOBILE_DEFAULT_PASSWORD;
        await changePassword(api, { oldPassword, newPassword: form.newPassword });
        page.session.removeItem(STORAGE_KEYS.passwordChange);
        page.location.assign(takeGoTarget(page.session) ?? HOME_PATH);
      } catch (caught) {
        setError(isApiError(caught) ? failureMessage(caught, t) : t(UNKNOWN_ERROR_KEY));
      }
    });
  };

  return (
    <form ref={fields.ref} className="card" method="post" aria-labelledby="change-title" noValidate onSubmit={submit}>
      <h2 className="card__title" id="change-title">
        {t('auth.changePsw.title')}
      </h2>
      <p className="muted">{t(`auth.changePsw.reason.${reason ?? 'any'}`)}</p>
      <FormError message={error} />
      {knowsOldPassword && (
        <Field
          id="change-old"
          dir="ltr"
          label={t('auth.fields.oldPassword')}
          type="password"
          autoComplete="current-password"
          required
          {...field('oldPassword')}
        />
      )}
      <Field
        id="change-new"
        dir="ltr"
        label={t('auth.fields.newPassword')}
        hint={t('auth.register.passwordRule')}
        type="password"
        autoComplete="new-password"
        required
        {...field('newPassword')}
      />
      <Field
        id="change-confirm"
        dir="ltr"
        label={t('auth.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
      <button className="button button--block" type="submit" disabled={!hydrated}>
        {t('auth.changePsw.submit')}
      </button>
    </form>
  );
}
