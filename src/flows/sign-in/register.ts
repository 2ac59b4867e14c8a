// SPEC 4 "Registration" and SPEC 3 "Registration payload": the encrypted register calls.
import type { ClientMerchant } from '../../config/client';
import type { LoginValue } from '../../lib/session/session-info';
import { WPS } from '../../lib/api/endpoints';
import { MODULE_IDS, type Api, type RegisterValue } from './api';
import type { CaptchaFields } from './captcha';
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
  const host = await import('../../lib/routing/domain-route').then((route) => route.fetchHostAffiliate(api));
  return api.post<RegisterValue & Partial<LoginValue>>(
    mobile ? WPS.registerMobile : WPS.register,
    registrationPayload(browserAuthPage(), merchant, form, captcha, host),
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
