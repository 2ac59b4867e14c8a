// The social sign-in calls (SPEC 4 "Social sign-in", SPEC 7 "Relay GETs" / "Relay POSTs"), declared once.
import type { OperatorCall } from '../../../lib/api/call';
import type { LoginValue } from '../../../lib/session/session-info';
import type { TelegramSetting } from '../../../lib/social/telegram';
import type { Api } from '../api';

export const telegramSettingCall = {
  method: 'GET',
  path: '/wps/relay/WPSCORE_getTelegramLoginSetting',
  answer: 'telegramSetting',
} as const satisfies OperatorCall;
export const telegramSetting = (api: Api) =>
  api.get<TelegramSetting>(telegramSettingCall.path, { alert: false, cache: true });

export const lineCodeCall = {
  method: 'POST',
  path: '/wps/relay/WPS3RD_verifyLineCode',
  answer: 'lineSession',
  changesState: true,
} as const satisfies OperatorCall;
/**
 * SPEC 4: the LINE code is exchanged for a session token with the redirect URL it was issued for; SPEC 7's
 * other form takes an access token LINE already gave the player.
 */
export const exchangeLineCode = (
  api: Api,
  credential: { code: string; redirectUri: string } | { accessToken: string },
) => api.post<{ lineSessionToken: string }>(lineCodeCall.path, credential, { alert: false });

export const mayaTokensCall = {
  method: 'GET',
  path: '/wps/relay/WPS3RD_refreshMayaTokens',
  changesState: true,
} as const satisfies OperatorCall;
export const refreshMayaTokens = (api: Api, env: string | undefined) =>
  api.get<unknown>(mayaTokensCall.path, { query: { env }, alert: false });

const loginCallOf = <Path extends `/wps/${string}`>(path: Path) =>
  ({ method: 'POST', path, answer: 'loginValue', changesState: true }) as const satisfies OperatorCall;
export const lineLoginCall = loginCallOf('/wps/session/login/line');
export const telegramLoginCall = loginCallOf('/wps/session/login/telegram');
export const mayaLoginCall = loginCallOf('/wps/session/login/maya');

/** The login of LINE, Telegram or Maya (Firebase logs in through the encrypted login). */
export const postSocialLogin = (
  api: Api,
  call: typeof lineLoginCall | typeof telegramLoginCall | typeof mayaLoginCall,
  body: unknown,
) => api.post<LoginValue>(call.path, body, { alert: false });
