// The sign-in calls (SPEC 4 "Login", "Registration", docs/api.md), declared once; the page's client comes in.
import type { ClientMerchant } from '../../config/client';
import type { OperatorCall } from '../../lib/api/call';
import type { RegisterValue } from '../../lib/api/contract/session-answers';
import type { ApiClient, SendOptions } from '../../lib/api/request';
import type { LoginValue } from '../../lib/session/session-info';
import { apiClient } from '../session/page-client';

/** SPEC 7 ModuleId headers of the two registrations. */
export const MODULE_IDS = { register: 'REG3', registerMobile: 'MOBILENUMREG3' } as const;

export type Api = ApiClient;
export const accountApi = (merchant: Pick<ClientMerchant, 'merchantCode' | 'apiBaseUrl'>) => apiClient(merchant);

export type { RegisterValue } from '../../lib/api/contract/session-answers';

export interface VerificationDetails {
  required: ('email' | 'authenticator' | 'sms')[];
  email?: string;
  mobileNum?: string;
}

/** The encrypted login (password, SMS code, or a Firebase ID token). */
export const loginCall = {
  method: 'POST',
  path: '/wps/session/login',
  answer: 'loginValue',
  changesState: true,
} as const satisfies OperatorCall;
export const postLogin = (api: Api, body: unknown, options: SendOptions) =>
  api.post<LoginValue>(loginCall.path, body, { ...options, encrypted: true });

/** SPEC 4 2FA: the codes the login asked for, encrypted. */
export const loginVerificationCall = {
  method: 'POST',
  path: '/wps/session/login/verification',
  answer: 'loginValue',
  changesState: true,
} as const satisfies OperatorCall;
export const postLoginVerification = (api: Api, body: unknown) =>
  api.post<LoginValue>(loginVerificationCall.path, body, { encrypted: true, alert: false });

/** An SMS code to a number not logged in (login by SMS, mobile registration). */
export const smsCodeCall = {
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  answer: 'smsCodeSent',
  changesState: true,
} as const satisfies OperatorCall;
export const postSmsCode = (api: Api, body: { countryDialingCode: string; mobileNum: string }) =>
  api.post<{ expiresInMs: number; resendInMs: number }>(smsCodeCall.path, body, { alert: false });

// Sandbox choice (docs/api.md): SPEC 7 names no logout path.
export const logoutCall = {
  method: 'POST',
  path: '/wps/session/logout',
  member: true,
  changesState: true,
} as const satisfies OperatorCall;
export const postLogout = (api: Api) => api.post(logoutCall.path, undefined, { alert: false });

export const registerCall = {
  method: 'POST',
  path: '/wps/member/register',
  answer: 'registerValue',
  changesState: true,
} as const satisfies OperatorCall;
export const registerMobileCall = {
  method: 'POST',
  path: '/wps/member/register/mobile',
  answer: 'registerValue',
  changesState: true,
} as const satisfies OperatorCall;
/** The encrypted registration of either form, with its SPEC 7 ModuleId. */
export const postRegistration = (api: Api, mobile: boolean, body: unknown) =>
  api.post<RegisterValue & Partial<LoginValue>>(mobile ? registerMobileCall.path : registerCall.path, body, {
    encrypted: true,
    alert: false,
    moduleId: mobile ? MODULE_IDS.registerMobile : MODULE_IDS.register,
  });

/** SPEC 4: a user name made up by the server (it reserves nothing, but it is a POST: never probed). */
export const autoUsernameCall = {
  method: 'POST',
  path: '/wps/member/register/autoUsername',
  answer: 'autoUsername',
  changesState: true,
} as const satisfies OperatorCall;
export const autoUsername = (api: Api) =>
  api.post<{ username: string }>(autoUsernameCall.path, undefined, { alert: false });

// Sandbox choice (docs/api.md) for SPEC 6's public user-name check.
export const usernameCheckCall = {
  method: 'GET',
  path: '/wps/member/register/checkUsername',
  answer: 'usernameCheck',
} as const satisfies OperatorCall;
/** Whether a user name is still free. */
export const usernameAvailable = async (api: Api, username: string) =>
  (await api.get<{ available: boolean }>(usernameCheckCall.path, { query: { username }, alert: false })).available;

export const promoCodeEnableCall = {
  method: 'GET',
  path: '/wps/relay/PROMOFE_getPromoCodeEnable',
  answer: 'promoCodeEnable',
} as const satisfies OperatorCall;
export const fetchPromoCodeEnable = (api: Api) =>
  api.get<unknown>(promoCodeEnableCall.path, { cache: true, alert: false });

/** SPEC 7 domainRoute {device} (cached): the host's affiliate and the merchant's speed domains. */
export const domainRouteCall = {
  method: 'GET',
  path: '/wps/system/domainRoute',
  answer: 'domainRoute',
} as const satisfies OperatorCall;
/** A registration waits at most this long for the host's affiliate, and never for a retry. */
const HOST_AFFILIATE_WAIT_MS = 3000;

/** The answer for this host (session-cached, no alert); undefined when the call fails. */
export const fetchDomainRoute = (api: Pick<Api, 'get'>, options: { retry?: false; timeoutMs?: number } = {}) =>
  api
    .get<unknown>(domainRouteCall.path, { query: { device: 'MOBILE' }, cache: true, alert: false, ...options })
    .catch(() => undefined);

/** The host's affiliate for a registration or social sign-up (its reading loaded on submit); none on failure. */
export const fetchHostAffiliate = async (api: Pick<Api, 'get'>) => {
  const [value, { hostAffiliate }] = await Promise.all([
    fetchDomainRoute(api, { retry: false, timeoutMs: HOST_AFFILIATE_WAIT_MS }),
    import('../../lib/auth/host-affiliate'),
  ]);
  return hostAffiliate(value);
};
