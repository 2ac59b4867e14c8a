// SPEC 7 "The calls it makes": every /wps path the app calls, typed once. The app imports its paths from
// here and the sandbox registers its routes by the same table, so the two cannot drift apart.

/** Where the relay calls of SPEC 7 ("Relay GETs", "Relay POSTs") live: `/wps/relay/<NAME>`. */
const RELAY_PREFIX = '/wps/relay/';

/** The path of relay call `name` (SPEC 7 names it, e.g. `MCSFE_getListAnnouncements`). */
export const relayPath = <Name extends string>(name: Name) => `${RELAY_PREFIX}${name}` as `/wps/relay/${Name}`;

/** The relay calls the app makes, by their SPEC 7 NAME. */
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
] as const;
type RelayCall = (typeof RELAY_CALLS)[number];

// Each NAME is written once: the bundle carries it once too (the first-load JS is within a few bytes of its budget).
const relayCalls = Object.fromEntries(RELAY_CALLS.map((name) => [name, relayPath(name)])) as {
  readonly [Name in RelayCall]: `/wps/relay/${Name}`;
};

/** The /wps endpoints the app calls, by SPEC 7 call name (relay calls by their NAME). */
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
  launchGame: '/wps/game/launchGame',
  ...relayCalls,
});

/**
 * Relay calls only a later page or part makes (the promotions page, the registration form, the member centre and
 * its dialogs, the sports matches, vendor filter and rank list): their callers build the path with relayPath, so
 * the NAMEs stay out of the bundle every first visit loads.
 */
export type OnDemandRelayCall =
  | 'PROMOFE_getPromotionAnnouncementCategory'
  | 'PROMOFE_getPromoCodeEnable'
  | 'CCSFE_getListAnnouncements'
  | 'GCSGAME_getGameMatchV2'
  | 'GCSGAME_getRankList'
  | 'GCSGAME_gameVendor'
  | 'WPSCORE_saveMemberInfoByAuthKey';

/**
 * Other calls only a later page makes (the phone fields of the account forms, the registrations' host affiliate,
 * /m/index's speed domains): their callers hold the path.
 */
export type OnDemandPath = '/wps/system/country' | '/wps/system/domainRoute';

type WpsCall = keyof typeof WPS;
export type WpsPath = (typeof WPS)[WpsCall] | `${typeof RELAY_PREFIX}${OnDemandRelayCall}` | OnDemandPath;
