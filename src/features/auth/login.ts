// SPEC 4 "Login": the encrypted login call, the 2FA verification and what their failures do.
import type { ClientMerchant } from '../../config/client';
import { ApiError, isApiError } from '../../lib/api/api-error';
import { applyAutoLoginFailure } from '../../lib/auth/auto-login';
import type { LoginValue } from '../../lib/session/session-info';
import { local } from '../../lib/storage/guarded-storage';
import { WPS } from '../../lib/api/endpoints';
import type { Api, VerificationDetails } from './api';
import type { CaptchaFields } from './captcha';
import { completeLogin, type Credentials } from './complete-login';
import { loginDevice, loginDeviceId } from './environment';

export type LoginOutcome =
  | { kind: 'success'; target: string }
  | { kind: 'verify'; details: VerificationDetails }
  | { kind: 'failed'; error: ApiError };

const asApiError = (error: unknown) =>
  isApiError(error) ? error : new ApiError({ source: 'client', message: String(error) });

function deviceFields() {
  const device = loginDevice();
  return {
    payload: { loginDeviceId: loginDeviceId(), isOfficialAppLogin: false, device },
    headers: device ? { Device: device } : undefined,
  };
}

async function settle(
  api: Api,
  merchant: ClientMerchant,
  credentials: Credentials,
  call: () => Promise<LoginValue>,
): Promise<LoginOutcome> {
  try {
    return { kind: 'success', target: await completeLogin(api, merchant, await call(), credentials) };
  } catch (caught) {
    const error = asApiError(caught);
    if (error.errorCode === 'login_verify_required')
      return { kind: 'verify', details: error.details as VerificationDetails };
    // SPEC 8: login.cred.err / not.exists.user remove the saved login; token_ip_different turns auto-login off.
    applyAutoLoginFailure(local(), error.errorCode);
    return { kind: 'failed', error };
  }
}

/** Logs in by user name and password, or by mobile number and SMS code. */
export function logIn(
  api: Api,
  merchant: ClientMerchant,
  credentials: Credentials,
  captcha?: CaptchaFields,
): Promise<LoginOutcome> {
  const { payload, headers } = deviceFields();
  const isSms = credentials.type === 'sms';
  const body = {
    type: credentials.type,
    isSms,
    username: isSms ? credentials.mobileNum : credentials.username,
    password: credentials.password,
    ...(isSms ? { countryDialingCode: merchant.country.dialingCode } : {}),
    ...payload,
    ...captcha,
  };
  return settle(api, merchant, credentials, () =>
    api.post<LoginValue>(WPS.login, body, { encrypted: true, alert: false, ...(headers ? { headers } : {}) }),
  );
}

/** Sends the codes the login asked for, encrypted (SPEC 4). */
export function verifyLogin(
  api: Api,
  merchant: ClientMerchant,
  credentials: Credentials,
  codes: Record<string, string>,
): Promise<LoginOutcome> {
  const { payload } = deviceFields();
  const body = {
    username: credentials.username,
    password: credentials.password,
    codes,
    loginDeviceId: payload.loginDeviceId,
    device: payload.device,
  };
  return settle(api, merchant, credentials, () =>
    api.post<LoginValue>(WPS.loginVerification, body, { encrypted: true, alert: false }),
  );
}

/** Asks for an SMS code; resolves to the wait before another may be sent. */
export async function sendSmsCode(
  api: Api,
  merchant: ClientMerchant,
  mobileNum: string,
  captcha?: CaptchaFields,
): Promise<number> {
  const value = await api.post<{ expiresInMs: number; resendInMs: number }>(
    WPS.smsNoLogin,
    { countryDialingCode: merchant.country.dialingCode, mobileNum, ...captcha },
    { alert: false },
  );
  return value.resendInMs;
}

/** The text of a failure: the server's message, else a translated key for what happened. */
export function failureMessage(error: ApiError, t: (key: string) => string): string {
  if (error.serverMessage) return error.serverMessage;
  if (error.source === 'network') return t('network_cors_error');
  if (error.errorCode?.startsWith('TOO_MANY_REQUEST')) return t('auth.errors.tooMany');
  return t('unknown_error');
}
