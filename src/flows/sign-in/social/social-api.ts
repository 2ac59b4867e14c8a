// The relay calls around the social logins (SPEC 7 "Relay GETs" / "Relay POSTs").
import { WPS } from '../../../lib/api/endpoints';
import type { TelegramSetting } from '../../../lib/social/telegram';
import type { Api } from '../api';

export const telegramSetting = (api: Api) =>
  api.get<TelegramSetting>(WPS.WPSCORE_getTelegramLoginSetting, { alert: false, cache: true });

/**
 * SPEC 4: the LINE code is exchanged for a session token with the redirect URL it was issued for; SPEC 7's
 * other form takes an access token LINE already gave the player.
 */
export const exchangeLineCode = (
  api: Api,
  credential: { code: string; redirectUri: string } | { accessToken: string },
) => api.post<{ lineSessionToken: string }>(WPS.WPS3RD_verifyLineCode, credential, { alert: false });

export const refreshMayaTokens = (api: Api, env: string | undefined) =>
  api.get<unknown>(WPS.WPS3RD_refreshMayaTokens, { query: { env }, alert: false });
