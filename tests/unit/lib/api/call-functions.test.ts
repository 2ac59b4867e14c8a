// Each declared operator call's function, played on a recording client passed in (no module mock): it sends its
// declaration's method and path, with the payload the call needs.
import { describe, expect, it } from 'vitest';
import * as chat from '@/features/chat/api';
import * as account from '@/features/auth/api';
import * as games from '@/features/games/api';
import * as home from '@/features/home/api';
import * as member from '@/features/member/api';
import * as promotions from '@/features/promotions/api';
import * as pwa from '@/features/pwa/api';
import * as status from '@/features/status/api';
import * as content from '@/flows/content/api';
import * as service from '@/flows/customer-service/api';
import * as gameFlow from '@/flows/games/api';
import * as session from '@/flows/session/api';
import * as signIn from '@/flows/sign-in/api';
import * as social from '@/flows/sign-in/social/api';
import * as tracking from '@/flows/tracking/api';
import type { OperatorCall } from '@/lib/api/call';
import { DECLARED_CALLS } from '@/lib/api/contract/declared';
import type { ApiClient } from '@/lib/api/request';

interface Sent {
  method: OperatorCall['method'];
  path: string | null | undefined;
  payload: unknown;
  options: Record<string, unknown> | undefined;
}

/** A client that records every request and answers `value`. */
function recording(value: unknown) {
  const sent: Sent[] = [];
  const send =
    (method: OperatorCall['method']) =>
    async (path: string | null | undefined, body?: unknown, options?: Record<string, unknown>) => {
      sent.push({ method, path, payload: body, options });
      return value;
    };
  const api = {
    get: async (path: string | null | undefined, options?: Record<string, unknown>) => {
      sent.push({ method: 'GET', path, payload: options?.['query'], options });
      return value;
    },
    post: send('POST'),
    put: send('PUT'),
    delete: send('DELETE'),
  } as unknown as ApiClient;
  return { api, sent };
}

const game = { gameId: 'g1', nodeId: 'n1' };
// [the call, how the app makes it, the payload it sends (query of a GET, body of the others), the answer]
const CASES: [OperatorCall, (api: ApiClient) => Promise<unknown>, unknown, unknown?][] = [
  [session.memberInfoCall, session.fetchMemberInfo, undefined],
  [session.memberLanguageCall, (api) => session.saveMemberLanguage(api, 'JA'), { language: 'JA' }],
  [session.rankProgressCall, session.fetchRankProgress, undefined],
  [session.saveMemberInfoCall, (api) => session.postMemberInfo(api, { profileIcon: 3 }), { profileIcon: 3 }],
  [signIn.loginCall, (api) => signIn.postLogin(api, { username: 'p' }, {}), { username: 'p' }],
  [signIn.loginVerificationCall, (api) => signIn.postLoginVerification(api, { email: '1' }), { email: '1' }],
  [
    signIn.smsCodeCall,
    (api) => signIn.postSmsCode(api, { countryDialingCode: '+63', mobileNum: '9171234567' }),
    { countryDialingCode: '+63', mobileNum: '9171234567' },
  ],
  [signIn.logoutCall, signIn.postLogout, undefined],
  [signIn.registerCall, (api) => signIn.postRegistration(api, false, { a: 1 }), { a: 1 }],
  [signIn.registerMobileCall, (api) => signIn.postRegistration(api, true, { a: 1 }), { a: 1 }],
  [signIn.autoUsernameCall, signIn.autoUsername, undefined, { username: 'auto1' }],
  [signIn.usernameCheckCall, (api) => signIn.usernameAvailable(api, 'p1'), { username: 'p1' }, { available: true }],
  [signIn.promoCodeEnableCall, signIn.fetchPromoCodeEnable, undefined],
  [signIn.domainRouteCall, (api) => signIn.fetchDomainRoute(api), { device: 'MOBILE' }],
  [social.telegramSettingCall, social.telegramSetting, undefined],
  [social.lineCodeCall, (api) => social.exchangeLineCode(api, { accessToken: 't' }), { accessToken: 't' }],
  [social.mayaTokensCall, (api) => social.refreshMayaTokens(api, 'sandbox'), { env: 'sandbox' }],
  [social.lineLoginCall, (api) => social.postSocialLogin(api, social.lineLoginCall, { b: 1 }), { b: 1 }],
  [social.telegramLoginCall, (api) => social.postSocialLogin(api, social.telegramLoginCall, { b: 1 }), { b: 1 }],
  [social.mayaLoginCall, (api) => social.postSocialLogin(api, social.mayaLoginCall, { b: 1 }), { b: 1 }],
  [
    service.launchChatCall,
    (api) => service.fetchLaunchChat(api, { b2c: 1, title: 'T', backUrl: 'https://b.example/', language: 'EN' }),
    { b2c: 1, title: 'T', backUrl: 'https://b.example/', language: 'EN' },
  ],
  [service.customerServiceScriptCall, service.fetchCustomerServiceScript, undefined],
  [service.depositSettingsCall, service.fetchDepositSettings, undefined],
  [service.unreadCountCall, service.fetchUnreadCount, undefined],
  [tracking.pingCall, (api) => tracking.sendPing(api, { event: 'x' }, 1000), { event: 'x' }],
  [gameFlow.lanesCall, (api) => gameFlow.fetchLanes(api, 'webp'), { platform: 'html5', ext: 'webp' }],
  [gameFlow.gameListCall, (api) => gameFlow.fetchGames(api, { vendor: 'V', page: 2 }), { vendor: 'V', page: 2 }],
  [gameFlow.hotGamesCall, (api) => gameFlow.fetchHotGames(api, 'avif', 'SLOT'), { category: 'SLOT', ext: 'avif' }],
  [gameFlow.recentGamesCall, gameFlow.fetchRecentGames, undefined],
  [gameFlow.favouriteGamesCall, gameFlow.fetchFavouriteGames, undefined],
  [
    gameFlow.launchGameCall,
    (api) => gameFlow.requestGameLaunch(api, { gameId: 'g1' }),
    { gameId: 'g1' },
    { gameUrl: 'u' },
  ],
  [
    gameFlow.trialLaunchCall,
    (api) => gameFlow.requestTrialLaunch(api, game),
    { gameId: 'g1', nodeId: 'n1', platform: 'html5' },
    { gameUrl: 'u' },
  ],
  [
    content.announcementsCall,
    (api) => content.fetchAnnouncements(api, ['BANNER', 'MARQUEE'], 'webp'),
    { types: 'BANNER,MARQUEE', platform: 'MOBILE', ext: 'webp' },
  ],
  [content.availablePromotionsCall, (api) => content.fetchAvailablePromotions(api, true), undefined, []],
  [account.captchaCall, (api) => account.fetchCaptcha(api, 42), { t: 42 }],
  [
    account.passwordCall,
    (api) => account.changePassword(api, { oldPassword: 'a', newPassword: 'b' }),
    { oldPassword: 'a', newPassword: 'b' },
  ],
  [account.countriesCall, (api) => account.fetchCountryChoice(api, { code: 'PH', dialingCode: '+63' }), undefined],
  [pwa.downloadSettingCall, (api) => pwa.fetchDownloadSetting(api, 'brand.example'), { domain: 'brand.example' }, []],
  [pwa.fcmBindCall, (api) => pwa.pushCalls(api, {}).bind('tok'), { registrationToken: 'tok' }],
  [
    pwa.fcmSubscribeCall,
    (api) => pwa.pushCalls(api, {}).subscribe('tok', 'news'),
    { registrationToken: 'tok', topic: 'news' },
  ],
  [
    pwa.fcmUnsubscribeCall,
    (api) => pwa.pushCalls(api, {}).unsubscribe('tok'),
    { registrationToken: 'tok', unsubscribeAll: true },
  ],
  [chat.chatAuthKeyCall, chat.fetchChatAuthKey, undefined, { authKey: 'k' }],
  [member.serviceNoticesCall, member.fetchServiceNotices, undefined, []],
  [promotions.promotionCategoriesCall, promotions.fetchPromotionCategories, undefined, []],
  [home.rankListCall, home.fetchWinners, undefined, []],
  [
    status.systemStatusCall,
    (api) =>
      status.fetchSystemStatus(api, { device: 'MOBILE', track: undefined, originalDomain: 'b.example', url: 'u' }),
    { device: 'MOBILE', track: undefined, originalDomain: 'b.example', url: 'u' },
  ],
  [
    games.gameVendorsCall,
    (api) => games.fetchCategoryVendors(api, 'SLOT', [], 'webp'),
    { category: 'SLOT', ext: 'webp' },
    [],
  ],
  [games.gameMatchesCall, games.fetchSportsMatches, undefined, []],
];

// Made without the page's client: the beacon, the operator's plain manifest, the request layer's own key.
const NOT_THROUGH_THE_CLIENT = [tracking.collectCall, pwa.operatorManifestCall, session.rsaKeyCall];

describe("each operator call's function", () => {
  it('covers every declared call but those made without the client', () => {
    const covered = [...CASES.map(([call]) => call), ...NOT_THROUGH_THE_CLIENT].map((call) => call.path).sort();
    expect(covered).toEqual(DECLARED_CALLS.map((call) => call.path).sort());
  });

  it.each(
    CASES.map(([call, make, payload, answer]) => [`${call.method} ${call.path}`, call, make, payload, answer] as const),
  )('%s sends its declaration', async (_name, call, make, payload, answer) => {
    const { api, sent } = recording(answer ?? {});
    await make(api);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: call.method, path: call.path });
    if (payload === undefined) expect(sent[0]!.payload ?? undefined).toBeUndefined();
    else expect(sent[0]!.payload).toEqual(payload);
  });
});
