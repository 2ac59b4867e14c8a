import { useState, type FormEvent } from 'react';
import { routePath } from '../../config/routes';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { NOT_EXISTS_USER } from '../../lib/api/error-catalogue';
import type { VerificationDetails } from '../../flows/sign-in/api';
import { CaptchaField } from './CaptchaField';
import { DialingCodePick } from './DialingCodePick';
import type { Credentials } from '../../flows/sign-in/complete-login';
import { LoginChoiceDialog } from './LoginChoiceDialog';
import { failureMessage, logIn, verifyLogin, wrongCodes, type LoginOutcome } from '../../flows/sign-in/login';
import { MethodTabs } from './MethodTabs';
import { PendingIdentityNotice, SocialSignIn } from './social/SocialSignIn';
import { SmsCodeButton } from './SmsCodeButton';
import { useAccountForm } from './useAccountForm';
import * as rules from './validation';
import { VerifyLoginDialog } from './VerifyLoginDialog';
import { pageMerchant } from '../../lib/page/page-merchant';
import { usePage } from '../../flows/session/usePage';

type Mode = 'password' | 'sms';
const EMPTY = { username: '', password: '', mobileNum: '', smsCode: '', remember: false };
type LoginFields = typeof EMPTY;
/** Firebase sends its own SMS; a minute between sends keeps the player clear of its rate limit. */
const PHONE_CODE_RESEND_MS = 60_000;

/** Login by user name and password or by SMS code, with captcha, remember me and 2FA (SPEC 4 "Login"). */
export default function LoginForm() {
  const merchant = pageMerchant();
  const page = usePage();
  const { t, hydrated, api, guard, social, captcha, mode, changeMode, fields, form, problemOf, ...state } =
    useAccountForm<LoginFields, Mode>(merchant, 'login', EMPTY, 'password', 'sms');
  const { setProblems, error, setError, sendSmsCode, country } = state;
  const { remember } = form;
  const [verification, setVerification] = useState<{ details: VerificationDetails; credentials: Credentials }>();
  const [offerRegister, setOfferRegister] = useState(false);
  // smsProvider firebase (SPEC 3): the SMS code comes from Firebase behind its invisible captcha.
  const phoneSignIn = Boolean(merchant.social.firebase?.phone);
  const field = (name: Exclude<keyof LoginFields, 'remember'>) => ({
    ...fields.bind(name),
    error: problemOf(name),
  });

  const credentials = (): Credentials =>
    mode === 'sms'
      ? {
          type: 'sms',
          mobileNum: rules.nationalNumber(form.mobileNum),
          countryDialingCode: country.dialingCode,
          password: form.smsCode.trim(),
          remember,
        }
      : { type: 'username', username: form.username.trim(), password: form.password, remember };

  /** Success navigates; the other outcomes open a dialog or show the message (SPEC 8). */
  const follow = (outcome: LoginOutcome, sent: Credentials): string | undefined => {
    if (outcome.kind === 'success') {
      page.location.assign(outcome.target);
      return undefined;
    }
    if (outcome.kind === 'verify') {
      setVerification({ details: outcome.details, credentials: sent });
      return undefined;
    }
    if (outcome.error.errorCode?.startsWith('captcha.')) void captcha.reload();
    if (outcome.error.errorCode === NOT_EXISTS_USER && sent.type === 'username') setOfferRegister(true);
    return failureMessage(outcome.error, t);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void guard.run(async () => {
      const found = rules.collect(
        mode === 'sms'
          ? { mobileNum: rules.mobileNumber(form.mobileNum), smsCode: rules.smsCode(form.smsCode) }
          : { username: rules.required(form.username), password: rules.required(form.password) },
      );
      setProblems(found);
      if (!rules.isValid(found)) return;
      if (mode === 'sms' && phoneSignIn) return social.confirmPhone(form.smsCode.trim());
      const solved = await captcha.solved('login');
      if (!solved) return;
      setError(undefined);
      const sent = credentials();
      setError(follow(await logIn(api, merchant, sent, solved === 'not-required' ? undefined : solved), sent));
    });
  };

  const sendPhoneCode = async () => {
    const problem = rules.mobileNumber(form.mobileNum);
    setProblems(problem ? { mobileNum: problem } : {});
    if (problem) return undefined;
    // SPEC 5: the identity provider's number is the dialing code plus the number.
    const phoneNumber = `${country.dialingCode}${rules.nationalNumber(form.mobileNum)}`;
    return (await social.sendPhoneCode(phoneNumber)) ? PHONE_CODE_RESEND_MS : undefined;
  };

  const sendCode = () => (phoneSignIn ? sendPhoneCode() : sendSmsCode());

  return (
    <>
      <form ref={fields.ref} className="card" method="post" aria-labelledby="login-title" noValidate onSubmit={submit}>
        <h2 className="card__title" id="login-title">
          {t('auth.login.title')}
        </h2>
        <PendingIdentityNotice social={social} t={t} page="login" />
        {merchant.loginPromptText && <p className="prompt">{merchant.loginPromptText}</p>}
        <MethodTabs
          id="login"
          label={t('auth.login.method')}
          methods={[
            { value: 'password', label: t('auth.login.byPassword') },
            { value: 'sms', label: t('auth.login.bySms') },
          ]}
          current={mode}
          onChange={changeMode}
        />
        <div id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${mode}`}>
          <FormError message={error ?? (mode === 'sms' ? social.phoneError : undefined)} />
          {mode === 'password' ? (
            <>
              <Field
                id="login-username"
                dir="ltr"
                label={t('auth.fields.username')}
                autoComplete="username"
                required
                {...field('username')}
              />
              <Field
                id="login-password"
                dir="ltr"
                label={t('auth.fields.password')}
                type="password"
                autoComplete="current-password"
                required
                {...field('password')}
              />
              <CaptchaField id="login-captcha" captcha={captcha} t={t} />
            </>
          ) : (
            <>
              <Field
                id="login-mobile"
                dir="ltr"
                label={t('auth.fields.mobile')}
                prefix={country.dialingCode}
                prefixPicker={
                  country.countries.length > 1 && <DialingCodePick id="login-country" pick={country} t={t} />
                }
                type="text"
                inputMode="tel"
                autoComplete="tel-national"
                {...field('mobileNum')}
              />
              {/* One puzzle for both calls: for the code, then a new one to log in. Firebase has its own. */}
              {!phoneSignIn && <CaptchaField id="login-captcha" captcha={captcha} t={t} />}
              <Field
                id="login-sms-code"
                dir="ltr"
                label={t('auth.fields.smsCode')}
                inputMode="numeric"
                autoComplete="one-time-code"
                {...field('smsCode')}
                action={<SmsCodeButton t={t} send={sendCode} />}
              />
            </>
          )}
          <label className="checkbox">
            <input type="checkbox" {...fields.bindCheck('remember')} /> {t('auth.login.remember')}
          </label>
          <button className="button button--block" type="submit" disabled={!hydrated}>
            {t('auth.login.submit')}
          </button>
        </div>
        <div className="link-row">
          <a href={routePath('register')}>{t('auth.login.toRegister')}</a>
        </div>
      </form>
      <SocialSignIn social={social} merchant={merchant} t={t} page="login" disabled={!hydrated} />
      {/* Dialogs hold forms of their own, so they stand outside this one (forms must not nest). */}
      {verification && (
        <VerifyLoginDialog
          t={t}
          details={verification.details}
          onClose={() => setVerification(undefined)}
          verify={async (codes) => {
            const outcome = await verifyLogin(api, merchant, verification.credentials, codes);
            const wrong = outcome.kind === 'failed' ? wrongCodes(outcome.error, verification.details.required) : [];
            return wrong.length ? { wrong } : { message: follow(outcome, verification.credentials) };
          }}
        />
      )}
      {offerRegister && (
        <LoginChoiceDialog
          t={t}
          register={{ href: `${routePath('register')}?username=${encodeURIComponent(form.username.trim())}` }}
          onLogin={() => setOfferRegister(false)}
        />
      )}
    </>
  );
}
