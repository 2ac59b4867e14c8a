// The account pages' own calls (SPEC 5 captcha, /m/changePsw, the phone fields' countries), declared once.
import type { OperatorCall } from '../../lib/api/call';
import type { CaptchaChallenge } from '../../lib/api/contract/captcha-answers';
import type { ApiClient } from '../../lib/api/request';
import { countryChoice, type Country } from '../../lib/auth/countries';

export const captchaCall = {
  method: 'GET',
  path: '/wps/captcha/geetest',
  answer: 'captchaChallenge',
} as const satisfies OperatorCall;
/** A new challenge (`t` keeps every answer fresh). */
export const fetchCaptcha = (api: ApiClient, now: number) =>
  api.get<CaptchaChallenge>(captchaCall.path, { query: { t: now }, alert: false });

// Sandbox choice (docs/api.md) for /m/changePsw.
export const passwordCall = {
  method: 'POST',
  path: '/wps/member/password',
  member: true,
  changesState: true,
} as const satisfies OperatorCall;
export const changePassword = (api: ApiClient, body: { oldPassword: string; newPassword: string }) =>
  api.post(passwordCall.path, body, { encrypted: true, alert: false });

/** SPEC 7 GET /wps/system/country (cached): only the forms with phone fields make it. */
export const countriesCall = {
  method: 'GET',
  path: '/wps/system/country',
  answer: 'systemCountry',
} as const satisfies OperatorCall;
/** The operator's countries (session-cached, no alert); a failed call leaves the field on the build's own country. */
export const fetchCountryChoice = (api: ApiClient, own: Pick<Country, 'code' | 'dialingCode'>) =>
  api.get<unknown>(countriesCall.path, { cache: true, alert: false }).then(
    (value) => countryChoice(value, own),
    () => countryChoice(undefined, own),
  );
