// SPEC 4 "Login": the encrypted login call, the 2FA verification and what their failures do.
import type { ClientMerchant } from '../../config/client';
import { ApiError, isApiError } from '../../lib/api/api-error';
import {
  LOGIN_VERIFY_CODE_ERR,
  LOGIN_VERIFY_EXPIRED,
  LOGIN_VERIFY_REQUIRED,
  NETWORK_ERROR_KEY,
  TOO_MANY_REQUESTS_PREFIX,
  UNKNOWN_ERROR_KEY,
} from '../../lib/api/error-catalogue';
import { applyAutoLoginFailure } from '../../lib/auth/auto-login-rules';
import type { LoginValue } from '../../lib/session/session-info';
import { postLogin, postLoginVerification, postSmsCode, type Api, type VerificationDetails } from './api';
import type { CaptchaFields } from './captcha-rules';
import { completeLogin, type Credentials } from './complete-login';
import { browserSignIn, type SignInEnvironment } from './environment';
import { loginRequest, verificationBody } from './login-payload';

export type LoginOutcome =
  | { kind: 'success'; target: string }
  | { kind: 'verify'; details: VerificationDetails }
  | { kind: 'failed'; error: ApiError };

const asApiError = (error: unknown) =>
  isApiError(error) ? error : new ApiError({ source: 'client', message: String(error) });

async function settle(
  { completion }: SignInEnvironment,
  credentials: Credentials,
  call: () => Promise<LoginValue>,
): Promise<LoginOutcome> {
  try {
    return { kind: 'success', target: await completeLogin(completion, await call(), credentials) };
  } catch (caught) {
    const error = asApiError(caught);
    if (error.errorCode === LOGIN_VERIFY_REQUIRED)
      return { kind: 'verify', details: error.details as VerificationDetails };
    // SPEC 8: login.cred.err / not.exists.user remove the saved login; token_ip_different turns auto-login off.
    applyAutoLoginFailure(completion.page.local, error.errorCode);
    return { kind: 'failed', error };
  }
}

/** Logs in by user name and password, or by mobile number and SMS code. */
export function logIn(
  api: Api,
  merchant: ClientMerchant,
  credentials: Credentials,
  captcha?: CaptchaFields,
  environment: SignInEnvironment = browserSignIn(api, merchant),
): Promise<LoginOutcome> {
  const { body, headers } = loginRequest(environment.page, merchant, credentials, captcha);
  return settle(environment, credentials, () =>
    postLogin(api, body, { alert: false, ...(headers ? { headers } : {}) }),
  );
}

/** Sends the codes the login asked for, encrypted (SPEC 4). */
export function verifyLogin(
  api: Api,
  merchant: ClientMerchant,
  credentials: Credentials,
  codes: Record<string, string>,
  environment: SignInEnvironment = browserSignIn(api, merchant),
): Promise<LoginOutcome> {
  const body = verificationBody(environment.page, credentials, codes);
  return settle(environment, credentials, () => postLoginVerification(api, body));
}

/** Asks for an SMS code to the number under the chosen dialing code; resolves to the wait before another may be sent. */
export async function sendSmsCode(
  api: Api,
  countryDialingCode: string,
  mobileNum: string,
  captcha?: CaptchaFields,
): Promise<number> {
  return (await postSmsCode(api, { countryDialingCode, mobileNum, ...captcha })).resendInMs;
}

export type VerificationKind = VerificationDetails['required'][number];

/** SPEC 4 2FA: the codes login.verify.code.err names as wrong (value.wrong, docs/api.md), of those asked for. */
export function wrongCodes(error: ApiError, asked: readonly VerificationKind[]): VerificationKind[] {
  if (error.errorCode !== LOGIN_VERIFY_CODE_ERR) return [];
  const wrong = (error.details as { wrong?: unknown } | null | undefined)?.wrong;
  return Array.isArray(wrong) ? asked.filter((kind) => wrong.includes(kind)) : [];
}

/** Failures the app words in the player's language: the server's text for them is a developer's ("codes.email: wrong code"). */
const TRANSLATED_FAILURES: Readonly<Record<string, string>> = {
  [LOGIN_VERIFY_CODE_ERR]: 'auth.verify.wrongCodes',
  [LOGIN_VERIFY_EXPIRED]: 'auth.verify.expired',
};

/** The text of a failure: the app's own for some codes, else the server's message, else a translated key. */
export function failureMessage(error: ApiError, t: (key: string) => string): string {
  const own = error.errorCode === undefined ? undefined : TRANSLATED_FAILURES[error.errorCode];
  if (own) return t(own);
  if (error.serverMessage) return error.serverMessage;
  if (error.source === 'network') return t(NETWORK_ERROR_KEY);
  if (error.errorCode?.startsWith(TOO_MANY_REQUESTS_PREFIX)) return t('auth.errors.tooMany');
  return t(UNKNOWN_ERROR_KEY);
}
