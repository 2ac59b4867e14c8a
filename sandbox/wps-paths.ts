// The /wps paths the sandbox serves, by SPEC 7 call name: the operator's side of the calls the app declares in
// its api.ts files (tests/sandbox/contract.test.ts proves it serves every one the app declares).

/** The path of relay call `name` (SPEC 7 "Relay GETs", "Relay POSTs"): `/wps/relay/<NAME>`. */
export const relayPath = <Name extends string>(name: Name) => `/wps/relay/${name}` as const;

const RELAY_CALLS = [
  'CBS_launchChat',
  'CBS_unreadCount',
  'MCSFE_getMerchantAvailablePromotions',
  'MCSFE_getListAnnouncements',
  'MCSFE_getFavoriteGamesList',
  'MCSFE_getPlayerRankProgress',
  'WPSCORE_getCustomerServiceScript',
  'WPSCORE_getDownloadSetting',
  'GCSGAME_newGameVendor',
  'GCSGAME_gameList',
  'GCSGAME_hotGamesV2',
  'GCS_recentGame',
  'GCS_gameTrialLaunch',
  'WPS3RD_verifyLineCode',
  'WPS3RD_refreshMayaTokens',
  'WPSCORE_getTelegramLoginSetting',
  'CSP_fcmBind',
  'CSP_fcmSubscribe',
  'CSP_fcmUnsubscribe',
  'PROMOFE_getPromotionAnnouncementCategory',
  'PROMOFE_getPromoCodeEnable',
  'CCSFE_getListAnnouncements',
  'GCSGAME_getGameMatchV2',
  'GCSGAME_getRankList',
  'GCSGAME_gameVendor',
  'WPSCORE_saveMemberInfoByAuthKey',
] as const;
type RelayCall = (typeof RELAY_CALLS)[number];

const relayCalls = Object.fromEntries(RELAY_CALLS.map((name) => [name, relayPath(name)])) as {
  readonly [Name in RelayCall]: `/wps/relay/${Name}`;
};

/** The /wps endpoints the sandbox serves, by SPEC 7 call name (relay calls by their NAME). */
export const WPS = Object.freeze({
  rsaKey: '/wps/session/key/rsa',
  login: '/wps/session/login',
  loginVerification: '/wps/session/login/verification',
  loginMaya: '/wps/session/login/maya',
  loginLine: '/wps/session/login/line',
  loginTelegram: '/wps/session/login/telegram',
  // Sandbox choice (docs/api.md): SPEC 7 names no logout path.
  logout: '/wps/session/logout',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  registerAutoUsername: '/wps/member/register/autoUsername',
  // Sandbox choice (docs/api.md) for SPEC 6's public user-name check.
  registerCheckUsername: '/wps/member/register/checkUsername',
  smsNoLogin: '/wps/verification/sms/noLogin',
  memberLanguage: '/wps/member/language',
  memberInfo: '/wps/member/info',
  // Sandbox choices (docs/api.md): SPEC 7 names the chat auth key and SPEC 3 the deposit settings by purpose only.
  memberChatAuthKey: '/wps/member/chat/authKey',
  memberDepositSettings: '/wps/member/depositSettings',
  // Sandbox choice (docs/api.md) for /m/changePsw.
  memberPassword: '/wps/member/password',
  captchaGeetest: '/wps/captcha/geetest',
  systemStatus: '/wps/v2/system/status',
  systemTestPing: '/wps/system/test/ping',
  systemCollect: '/wps/system/collect',
  systemCountry: '/wps/system/country',
  systemDomainRoute: '/wps/system/domainRoute',
  systemManifest: '/wps/system/manifest.json',
  launchGame: '/wps/game/launchGame',
  ...relayCalls,
});
