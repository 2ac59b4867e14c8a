// SPEC 3 "Login request": what the encrypted login and 2FA verification calls send, built from the page.
import type { ClientMerchant } from '../../config/client';
import { loginIdentityFields, pendingIdentity } from '../../lib/social/identity';
import { isOfficialAppLogin, loginDevice, loginDeviceId, type AuthPage } from './auth-page';
import type { CaptchaFields } from './captcha-rules';
import type { Credentials } from './complete-login';

export function deviceFields(page: AuthPage) {
  const device = loginDevice(page);
  return {
    payload: { loginDeviceId: loginDeviceId(page), isOfficialAppLogin: isOfficialAppLogin(page), device },
    headers: device ? { Device: device } : undefined,
  };
}

/** The login body by user name and password or by mobile number and SMS code, and its Device header. */
export function loginRequest(
  page: AuthPage,
  merchant: ClientMerchant,
  credentials: Credentials,
  captcha?: CaptchaFields,
) {
  const { payload, headers } = deviceFields(page);
  const isSms = credentials.type === 'sms';
  const body = {
    type: credentials.type,
    isSms,
    username: isSms ? credentials.mobileNum : credentials.username,
    password: credentials.password,
    ...(isSms ? { countryDialingCode: credentials.countryDialingCode ?? merchant.country.dialingCode } : {}),
    ...payload,
    ...captcha,
    // A social identity from the choice dialog is bound to the account this login proves (SPEC 4).
    ...loginIdentityFields(pendingIdentity.read(page.session)),
  };
  return { body, headers };
}

/** The body that sends the codes a login asked for (SPEC 4 login_verify_required). */
export function verificationBody(page: AuthPage, credentials: Credentials, codes: Record<string, string>) {
  const { payload } = deviceFields(page);
  return {
    username: credentials.username,
    password: credentials.password,
    codes,
    loginDeviceId: payload.loginDeviceId,
    device: payload.device,
    ...loginIdentityFields(pendingIdentity.read(page.session)),
  };
}
