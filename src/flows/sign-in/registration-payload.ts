// SPEC 3 "Registration payload": the form data plus where, how and from whom the player came, from the page.
import type { ClientMerchant } from '../../config/client';
import {
  pixelTrack,
  pixelTrackQuerySources,
  pixelTrackSettingsSources,
  readFacebookCookies,
} from '../../lib/tracking/pixel-track';
import { pixelTrackClickIdSources, readClickIds } from '../../lib/tracking/click-ids';
import { pendingIdentity, registrationIdentityFields } from '../../lib/social/identity';
import { readRegInfo, readTrackingId } from '../../lib/storage/startup-params';
import { attribution, type HostAffiliate } from '../../lib/auth/host-affiliate';
import { isOfficialAppLogin, loginDeviceId, registerMethod, registerUrl, type AuthPage } from './auth-page';
import type { CaptchaFields } from './captcha-rules';

export interface RegistrationForm {
  mode: 'username' | 'mobile';
  username?: string | undefined;
  password?: string | undefined;
  mobileNum?: string | undefined;
  /** The dialing code chosen for mobileNum; the merchant's when none. */
  countryDialingCode?: string | undefined;
  smsCode?: string | undefined;
  referralCode?: string | undefined;
  /** Only when the operator takes promo codes (PROMOFE_getPromoCodeEnable), already checked and trimmed. */
  promoCode?: string | undefined;
  /** An agent registers a player for someone else: no login follows (login flag false). */
  agent: boolean;
}

/** The template of the SMS code a mobile registration verifies. */
export const REGISTER_SMS_TEMPLATE = 'REGISTER';

/** Every pixel and click id: the merchant's pixel ids, kept click ids, this query, cookies (SPEC 3 pixelTrack). */
function currentPixelTrack(page: AuthPage, merchant: ClientMerchant) {
  return pixelTrack({
    ...pixelTrackSettingsSources(merchant.tracking),
    ...pixelTrackClickIdSources(readClickIds(page.local)),
    ...pixelTrackQuerySources(page.location.search),
    ...readFacebookCookies(page.document.cookie),
    tid: readTrackingId(page.local),
  });
}

/** SPEC 3: the form data plus where, how and from whom the player came (the URL's codes, else the host's). */
export function registrationPayload(
  page: AuthPage,
  merchant: ClientMerchant,
  form: RegistrationForm,
  captcha: CaptchaFields | undefined,
  host: HostAffiliate = {},
) {
  const codes = attribution(readRegInfo(page.local), host);
  const mobile = form.mode === 'mobile';
  return {
    ...(form.username ? { username: form.username } : {}),
    ...(form.password ? { password: form.password } : {}),
    ...(form.mobileNum
      ? { mobileNum: form.mobileNum, countryDialingCode: form.countryDialingCode ?? merchant.country.dialingCode }
      : {}),
    ...(mobile ? { smsCode: form.smsCode, smsTemplate: REGISTER_SMS_TEMPLATE } : {}),
    registerMethod: registerMethod(page),
    registerUrl: registerUrl(page),
    loginDeviceId: loginDeviceId(page),
    isOfficialAppLogin: isOfficialAppLogin(page),
    linkId: readTrackingId(page.local),
    affiliateCode: codes.affiliateCode,
    domain: page.location.hostname,
    referralCode: form.referralCode || codes.referralCode,
    ...(form.promoCode ? { promoCode: form.promoCode } : {}),
    login: !form.agent,
    pixelTrack: currentPixelTrack(page, merchant),
    ...captcha,
    // SPEC 3: the social identity of the choice dialog's "register new" is attached to the new account.
    ...registrationIdentityFields(pendingIdentity.read(page.session)),
  };
}
