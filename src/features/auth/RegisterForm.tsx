import { useEffect, useState, type FormEvent } from 'react';
import { LOGIN_PATH } from '../../config/routes';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { isApiError } from '../../lib/api/api-error';
import { UNKNOWN_ERROR_KEY } from '../../lib/api/error-catalogue';
import { readRegInfo } from '../../lib/storage/startup-params';
import { CaptchaField } from './CaptchaField';
import { DialingCodePick } from './DialingCodePick';
import { completeRegistration } from '../../flows/sign-in/complete-login';
import { browserCompletion } from '../../flows/sign-in/environment';
import { failureMessage } from '../../flows/sign-in/login';
import { promoCodeEnabled } from '../../flows/sign-in/promo-code';
import { autoUsername, register, usernameAvailable } from '../../flows/sign-in/register';
import { MethodTabs } from './MethodTabs';
import { PendingIdentityNotice, SocialSignIn } from './social/SocialSignIn';
import { SmsCodeButton } from './SmsCodeButton';
import { useAccountForm } from './useAccountForm';
import * as rules from './validation';
import { pageMerchant } from '../../lib/page/page-merchant';
import { usePage } from '../../flows/session/usePage';

interface Props {
  /** Agents register players from the referral entry (/m/agentRegister). */
  agent?: boolean;
}

type Mode = 'username' | 'mobile';
const EMPTY = {
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  smsCode: '',
  referralCode: '',
  promoCode: '',
};

/** Registration by user name or by mobile number, with captcha and referral codes (SPEC 4 "Registration"). */
export default function RegisterForm({ agent = false }: Props) {
  const merchant = pageMerchant();
  const page = usePage();
  const { t, hydrated, api, guard, social, captcha, mode, changeMode, fields, form, problemOf, ...state } =
    useAccountForm<typeof EMPTY, Mode>(merchant, 'register', EMPTY, 'username', 'mobile');
  const { setProblems, error, setError, sendSmsCode, country } = state;
  const [referralFromLink, setReferralFromLink] = useState(false);
  const [availability, setAvailability] = useState<'free' | 'taken'>();
  const [registered, setRegistered] = useState<string>();
  // The promo-code field shows only once the operator says it takes codes (SPEC 7 PROMOFE_getPromoCodeEnable).
  const [promoCodeOn, setPromoCodeOn] = useState(false);
  useEffect(() => {
    void promoCodeEnabled(api).then(setPromoCodeOn);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  // Stored reg_info (SPEC 3) fills the referral code; a name offered by the login dialog fills the user name.
  useEffect(() => {
    const query = new URLSearchParams(page.location.search);
    const referral = readRegInfo(page.local)?.referralCode;
    fields.setValues((current) => ({
      ...current,
      referralCode: referral ?? current.referralCode,
      username: query.get('username') ?? current.username,
    }));
    setReferralFromLink(Boolean(referral));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  const set = (name: keyof typeof EMPTY, value: string) => {
    fields.set(name, value);
    if (name === 'username') setAvailability(undefined);
  };
  const field = (name: keyof typeof EMPTY) => ({
    ...fields.bind(name),
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: problemOf(name),
  });

  const checkUsername = async () => {
    const problem = rules.username(form.username);
    setProblems(problem ? { username: problem } : {});
    if (problem) return;
    setAvailability(
      (await usernameAvailable(api, form.username.trim()).catch(() => undefined)) === false ? 'taken' : 'free',
    );
  };
  const generateUsername = async () => {
    const generated = await autoUsername(api).catch(() => undefined);
    if (generated) {
      set('username', generated.username);
      setAvailability('free');
    }
  };

  const validate = () =>
    rules.collect({
      ...(mode === 'mobile'
        ? { mobileNum: rules.mobileNumber(form.mobileNum), smsCode: rules.smsCode(form.smsCode) }
        : {
            username: rules.username(form.username),
            password: rules.password(form.password),
            confirmPassword: rules.confirmation(form.confirmPassword, form.password),
            ...(form.mobileNum ? { mobileNum: rules.mobileNumber(form.mobileNum) } : {}),
          }),
      ...(promoCodeOn ? { promoCode: rules.promoCode(form.promoCode) } : {}),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void guard.run(async () => {
      const found = validate();
      setProblems(found);
      if (!rules.isValid(found)) return;
      // SPEC 4 "Registration" 1: without a captcha result the challenge comes first.
      const solved = await captcha.solved('register');
      if (!solved) return;
      setError(undefined);
      try {
        const value = await register(
          api,
          merchant,
          {
            mode,
            agent,
            username: form.username.trim() || undefined,
            password: mode === 'username' ? form.password : undefined,
            mobileNum: form.mobileNum ? rules.nationalNumber(form.mobileNum) : undefined,
            countryDialingCode: country.dialingCode,
            smsCode: form.smsCode.trim() || undefined,
            referralCode: form.referralCode.trim() || undefined,
            promoCode: promoCodeOn ? rules.promoCodeValue(form.promoCode) : undefined,
          },
          solved === 'not-required' ? undefined : solved,
        );
        if (agent || !value.token) {
          // SPEC 4: with the login flag false, registration returns without logging in.
          setRegistered(t('auth.register.agentDone', { name: value.userName }));
          fields.setValues({ ...EMPTY, referralCode: form.referralCode });
          if (captcha.required) void captcha.reload();
          return;
        }
        page.location.assign(
          completeRegistration(browserCompletion(api, merchant), value as typeof value & { token: string }),
        );
      } catch (caught) {
        // SPEC 4: on failure the captcha field is cleared and the captcha reloaded.
        if (captcha.required) void captcha.reload();
        setError(isApiError(caught) ? failureMessage(caught, t) : t(UNKNOWN_ERROR_KEY));
      }
    });
  };

  const sendCode = sendSmsCode;
  const mobileField = (
    <Field
      id="register-mobile"
      dir="ltr"
      label={t(mode === 'mobile' ? 'auth.fields.mobile' : 'auth.fields.mobileOptional')}
      prefix={country.dialingCode}
      prefixPicker={country.countries.length > 1 && <DialingCodePick id="register-country" pick={country} t={t} />}
      type="text"
      inputMode="tel"
      autoComplete="tel-national"
      {...field('mobileNum')}
    />
  );

  return (
    <>
      <form
        ref={fields.ref}
        className="card"
        method="post"
        aria-labelledby="register-title"
        noValidate
        onSubmit={submit}
      >
        <h2 className="card__title" id="register-title">
          {t(agent ? 'auth.register.agentTitle' : 'auth.register.title')}
        </h2>
        <PendingIdentityNotice social={social} t={t} page="register" />
        <MethodTabs
          id="register"
          label={t('auth.register.method')}
          methods={[
            { value: 'username', label: t('auth.register.byUsername') },
            { value: 'mobile', label: t('auth.register.byMobile') },
          ]}
          current={mode}
          onChange={changeMode}
        />
        <div id="register-panel" role="tabpanel" aria-labelledby={`register-tab-${mode}`}>
          {registered && (
            <p className="success-note" role="status">
              {registered}
            </p>
          )}
          <FormError message={error} />
          {mode === 'username' ? (
            <>
              <Field
                id="register-username"
                dir="ltr"
                label={t('auth.fields.username')}
                hint={availability ? t(`auth.register.username.${availability}`) : t('auth.register.username.rule')}
                autoComplete="username"
                required
                onBlur={() => form.username && void checkUsername()}
                {...field('username')}
                action={
                  <button className="button button--ghost" type="button" onClick={() => void generateUsername()}>
                    {t('auth.register.generate')}
                  </button>
                }
              />
              <Field
                id="register-password"
                dir="ltr"
                label={t('auth.fields.password')}
                hint={t('auth.register.passwordRule')}
                type="password"
                autoComplete="new-password"
                required
                {...field('password')}
              />
              <Field
                id="register-confirm"
                dir="ltr"
                label={t('auth.fields.confirmPassword')}
                type="password"
                autoComplete="new-password"
                required
                {...field('confirmPassword')}
              />
              {mobileField}
            </>
          ) : (
            <>
              {mobileField}
              {/* One puzzle for both calls: for the code, then a new one to register. */}
              <CaptchaField id="register-captcha" captcha={captcha} t={t} />
              <Field
                id="register-sms-code"
                dir="ltr"
                label={t('auth.fields.smsCode')}
                inputMode="numeric"
                autoComplete="one-time-code"
                {...field('smsCode')}
                action={<SmsCodeButton t={t} send={sendCode} />}
              />
              <p className="field__hint">{t('auth.register.mobileDefaultPassword')}</p>
            </>
          )}
          <Field
            id="register-referral"
            dir="ltr"
            label={t('auth.fields.referralCode')}
            readOnly={referralFromLink}
            {...field('referralCode')}
          />
          {promoCodeOn && (
            <Field
              id="register-promo-code"
              dir="ltr"
              label={t('auth.fields.promoCode')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...field('promoCode')}
            />
          )}
          {mode === 'username' && <CaptchaField id="register-captcha" captcha={captcha} t={t} />}
          <button className="button button--block" type="submit" disabled={!hydrated}>
            {t('auth.register.submit')}
          </button>
        </div>
        {!agent && (
          <div className="link-row">
            <a href={LOGIN_PATH}>{t('auth.register.toLogin')}</a>
          </div>
        )}
      </form>
      {/* An agent registers a player for someone else: no identity of the agent's own is attached. */}
      {!agent && <SocialSignIn social={social} merchant={merchant} t={t} page="register" disabled={!hydrated} />}
    </>
  );
}
