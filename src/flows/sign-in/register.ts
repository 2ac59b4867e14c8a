// SPEC 4 "Registration" and SPEC 3 "Registration payload": the encrypted register calls.
import type { ClientMerchant } from '../../config/client';
import { fetchHostAffiliate, postRegistration, type Api } from './api';
import type { CaptchaFields } from './captcha-rules';
import { browserAuthPage } from './environment';
import { registrationPayload, type RegistrationForm } from './registration-payload';

/**
 * The host's affiliate (SPEC 7 domainRoute) is asked first, its code loaded on submit: a player without
 * ?affiliateCode= is still attributed.
 */
export async function register(
  api: Api,
  merchant: ClientMerchant,
  form: RegistrationForm,
  captcha: CaptchaFields | undefined,
) {
  const mobile = form.mode === 'mobile';
  const host = await fetchHostAffiliate(api);
  return postRegistration(api, mobile, registrationPayload(browserAuthPage(), merchant, form, captcha, host));
}

export { autoUsername, usernameAvailable } from './api';
