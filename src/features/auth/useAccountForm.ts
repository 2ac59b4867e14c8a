// What the login and registration forms share: the account calls, the double-submit guard, social sign-in,
// the form's one captcha (the SMS code's too), the fields with their problems and error, the method tabs,
// the SMS code and the country of the phone fields, and the device id's sync (the id goes with their calls).
import { useMemo, useState } from 'react';
import type { ClientMerchant } from '../../config/client';
import { useFormFields } from '../../components/useFormFields';
import { useHydrated } from '../../components/useHydrated';
import { useT } from '../../components/useT';
import type { CaptchaAction } from '../../flows/sign-in/captcha-rules';
import { usePage } from '../../flows/session/usePage';
import { createSubmitGuard } from '../../lib/auth/submit-guard';
import { useDeviceSync } from './device-sync/useDeviceSync';
import { requestSmsCode } from './sms-code';
import { useSocialSignIn } from './social/useSocialSignIn';
import { useCaptcha } from './useCaptcha';
import { useCountryChoice } from './useCountryChoice';
import type { Problems } from './validation';

export function useAccountForm<
  Fields extends Record<string, string | boolean> & { mobileNum: string },
  Mode extends string,
>(
  merchant: ClientMerchant,
  action: Exclude<CaptchaAction, 'sms'>,
  initial: Fields,
  firstMode: Mode,
  /** The mode whose form sends an SMS code: its captcha serves that call too. */
  codeMode: Mode,
) {
  const t = useT(merchant.language);
  const hydrated = useHydrated();
  const { api } = usePage();
  useDeviceSync(merchant);
  const guard = useMemo(() => createSubmitGuard(), []);
  const social = useSocialSignIn(api, merchant, t);
  const [mode, setMode] = useState<Mode>(firstMode);
  const captcha = useCaptcha(merchant, mode === codeMode ? [action, 'sms'] : [action]);
  const fields = useFormFields(initial);
  const country = useCountryChoice(api, merchant);
  const [problems, setProblems] = useState<Problems<string>>({});
  const [error, setError] = useState<string>();

  /** The translated problem of a field, for its error line. */
  const problemOf = (name: string) => (problems[name] ? t(problems[name]) : undefined);
  const changeMode = (next: Mode) => {
    setMode(next);
    setError(undefined);
    setProblems({});
  };
  const sendSmsCode = () =>
    requestSmsCode({
      api,
      countryDialingCode: country.dialingCode,
      mobileNum: fields.values.mobileNum,
      captcha,
      t,
      onProblem: (problem) => setProblems(problem ? { mobileNum: problem } : {}),
      onError: setError,
    });

  return {
    t,
    hydrated,
    api,
    guard,
    social,
    captcha,
    mode,
    changeMode,
    fields,
    form: fields.values,
    country,
    problems,
    setProblems,
    problemOf,
    error,
    setError,
    sendSmsCode,
  };
}
