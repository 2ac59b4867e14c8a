// SPEC 4 "Registration" and SPEC 3 "Registration payload": the encrypted register calls.
import type { ClientMerchant } from '../../config/client';
import {
  pixelTrack,
  pixelTrackQuerySources,
  pixelTrackSettingsSources,
  readFacebookCookies,
} from '../../lib/tracking/pixel-track';
import type { LoginValue } from '../../lib/session/session-info';
import { local } from '../../lib/storage/guarded-storage';
import { readRegInfo, readTrackingId } from '../../lib/storage/startup-params';
import { WPS } from '../../lib/api/endpoints';
import { MODULE_IDS, type Api, type RegisterValue } from './api';
import type { CaptchaFields } from './captcha';
import { loginDeviceId, registerMethod, registerUrl } from './environment';

export interface RegistrationForm {
  mode: 'username' | 'mobile';
  username?: string | undefined;
  password?: string | undefined;
  mobileNum?: string | undefined;
  smsCode?: string | undefined;
  referralCode?: string | undefined;
  /** An agent registers a player for someone else: no login follows (login flag false). */
  agent: boolean;
}

/** The template of the SMS code a mobile registration verifies. */
export const REGISTER_SMS_TEMPLATE = 'REGISTER';

/** Every pixel and click id of this visit: query, cookies and the merchant's pixel ids (SPEC 3 pixelTrack). */
export function currentPixelTrack(merchant: ClientMerchant) {
  return pixelTrack({
    ...pixelTrackSettingsSources(merchant.tracking),
    ...pixelTrackQuerySources(location.search),
    ...readFacebookCookies(document.cookie),
    tid: readTrackingId(local()),
  });
}

/** SPEC 3: the form data plus where, how and from whom the player came. */
export function registrationPayload(
  merchant: ClientMerchant,
  form: RegistrationForm,
  captcha: CaptchaFields | undefined,
) {
  const regInfo = readRegInfo(local());
  const mobile = form.mode === 'mobile';
  return {
    ...(form.username ? { username: form.username } : {}),
    ...(form.password ? { password: form.password } : {}),
    ...(form.mobileNum ? { mobileNum: form.mobileNum, countryDialingCode: merchant.country.dialingCode } : {}),
    ...(mobile ? { smsCode: form.smsCode, smsTemplate: REGISTER_SMS_TEMPLATE } : {}),
    registerMethod: registerMethod(),
    registerUrl: registerUrl(),
    loginDeviceId: loginDeviceId(),
    isOfficialAppLogin: false,
    linkId: readTrackingId(local()),
    affiliateCode: regInfo?.affiliateCode,
    domain: location.hostname,
    referralCode: form.referralCode || regInfo?.referralCode,
    login: !form.agent,
    pixelTrack: currentPixelTrack(merchant),
    ...captcha,
  };
}

export function register(
  api: Api,
  merchant: ClientMerchant,
  form: RegistrationForm,
  captcha: CaptchaFields | undefined,
) {
  const mobile = form.mode === 'mobile';
  return api.post<RegisterValue & Partial<LoginValue>>(
    mobile ? WPS.registerMobile : WPS.register,
    registrationPayload(merchant, form, captcha),
    {
      encrypted: true,
      alert: false,
      moduleId: mobile ? MODULE_IDS.registerMobile : MODULE_IDS.register,
    },
  );
}

/** SPEC 4: a user name made up by the server. */
export const autoUsername = (api: Api) =>
  api.post<{ username: string }>(WPS.registerAutoUsername, undefined, { alert: false });

/** Whether a user name is still free (docs/api.md "checkUsername"). */
export const usernameAvailable = async (api: Api, username: string) =>
  (await api.get<{ available: boolean }>(WPS.registerCheckUsername, { query: { username }, alert: false })).available;
