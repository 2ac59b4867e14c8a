// Every relay GET and POST of SPEC 7, with good and bad input, from each merchant's sandbox.json.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auth,
  CONTROL,
  controlPost,
  failureOf,
  get,
  login,
  LUCKY,
  post,
  reset,
  SAIGON,
  SIAM,
  startSandbox,
  type TestServer,
} from './helpers';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startSandbox();
});
afterAll(() => server.app.close());
beforeEach(async () => {
  await reset(server.app);
  token = await login(server.app, LUCKY, 'player1');
});

const relay = (name: string, query = '', headers: Record<string, string> = {}, host = LUCKY) =>
  get(server.app, host, `/wps/relay/${name}${query}`, headers);
const value = async (response: Promise<{ json: () => { value: unknown } }>) => (await response).json().value as any;

describe('relay GETs for games', () => {
  it('GCSGAME_newGameVendor returns one lane per category with SPEC 9 ordinals', async () => {
    const lanes = await value(relay('GCSGAME_newGameVendor', '?platform=html5'));
    expect(lanes.map((lane: { category: string }) => lane.category)).toEqual([
      'SPORTS',
      'LIVE',
      'RNG',
      'TABLE',
      'FISH',
      'CRASH',
      'PVP',
      'ARCADE',
    ]);
    expect(lanes.map((lane: { sort: number }) => lane.sort)).toEqual([100, 200, 300, 400, 500, 600, 700, 800]);
    expect(lanes[1]).toMatchObject({
      title: 'Live Casino',
      gameCount: 7,
      cards: [{ accountTypeName: 'JADELIVE', displayName: 'Jade Live Casino', freeplay: false }],
      gameClassify: expect.arrayContaining([{ classify: 'Baccarat', vendors: ['JADELIVE'] }]),
    });
    expect(failureOf(await relay('GCSGAME_newGameVendor')).message).toMatch(/^platform:/);
  });

  it('GCSGAME_gameList filters and pages; GCSGAME_gameVendor lists vendors with counts', async () => {
    const page = await value(relay('GCSGAME_gameList', '?category=RNG&size=5&page=2&ext=webp'));
    expect(page).toMatchObject({ total: 10, page: 2, size: 5 });
    expect(page.list).toHaveLength(5);
    expect(page.list[0]).toMatchObject({
      gameId: expect.any(String),
      vendor: 'GOLDREEL',
      category: 'RNG',
      freeplay: true,
      imageUrl: expect.stringMatching(/^http:\/\/luckystar\.localhost\/__sandbox\/img\/game\/g\d+$/),
    });
    expect(
      (await value(relay('GCSGAME_gameList', '?keyword=dragon'))).list.map((g: { gameName: string }) => g.gameName),
    ).toEqual(['Fortune Dragon']);
    expect(failureOf(await relay('GCSGAME_gameList', '?size=500')).message).toMatch(/^size:/);
    const vendors = await value(relay('GCSGAME_gameVendor'));
    expect(vendors).toHaveLength(7);
    expect(vendors.find((v: { accountTypeName: string }) => v.accountTypeName === 'GOLDREEL')).toMatchObject({
      freeplay: true,
      categories: ['RNG'],
      gameCount: 10,
    });
    // A category page asks for its own vendors: TABLE has two in the sample (the vendor filter shows).
    const table = await value(relay('GCSGAME_gameVendor', '?category=TABLE'));
    expect(table.map((v: { accountTypeName: string }) => v.accountTypeName)).toEqual(['JADELIVE', 'PINOYCARDS']);
  });

  it('GCSGAME_hotGamesV2, GCSGAME_getRankList, GCSGAME_getGameMatchV2', async () => {
    const hot = await value(relay('GCSGAME_hotGamesV2'));
    expect(hot[0]).toMatchObject({ gameName: 'Fortune Dragon', hot: true });
    expect(
      (await value(relay('GCSGAME_hotGamesV2', '?category=LIVE'))).map((g: { gameName: string }) => g.gameName),
    ).toEqual(['Speed Baccarat']);
    const ranks = await value(relay('GCSGAME_getRankList'));
    expect(ranks[0]).toMatchObject({ rank: 1, userName: 'jo***88', gameName: 'Fortune Dragon', currency: 'PHP' });
    const matches = await value(relay('GCSGAME_getGameMatchV2', '', {}, SIAM));
    expect(matches[0]).toMatchObject({
      league: 'Thai League 1',
      status: 'LIVE',
      startTime: expect.any(Number),
      odds: { home: 1.75, draw: 3.4, away: 4.2 },
    });
    expect(matches[1].status).toBe('UPCOMING');
  });

  it('GCS_gameTrialLaunch opens the sandbox game page for freeplay games only', async () => {
    const { gameUrl } = await value(relay('GCS_gameTrialLaunch', '?gameId=g1012&nodeId=n1012&platform=html5'));
    expect(gameUrl).toBe('http://luckystar.localhost/__sandbox/game?name=Fortune+Dragon&vendor=GOLDREEL&mode=trial');
    expect(failureOf(await relay('GCS_gameTrialLaunch', '?gameId=g1001')).errorCode).toBe('game.trial.unavailable');
    expect(failureOf(await relay('GCS_gameTrialLaunch', '?gameId=g1012&nodeId=n9')).errorCode).toBe('game.not.exists');
    expect(failureOf(await relay('GCS_gameTrialLaunch')).message).toMatch(/^gameId:/);
  });
});

describe('relay GETs for content', () => {
  it('MCSFE_getListAnnouncements serves marquee, banners of each click type, popups and promotions', async () => {
    const marquee = await value(relay('MCSFE_getListAnnouncements', '?types=MARQUEE&platform=MOBILE'));
    expect(marquee).toHaveLength(3);
    const banners = await value(relay('MCSFE_getListAnnouncements', '?types=BANNER&category=m_home'));
    expect(banners.map((b: { clickType: string }) => b.clickType)).toEqual(['P', 'URL', 'URL', 'URL', 'G']);
    expect(banners[0]).toMatchObject({
      promotionId: 'p-welcome',
      imageUrl: expect.stringMatching(/\/__sandbox\/img\/banner\/b-welcome$/),
    });
    expect(banners.map((b: { url: string | null }) => b.url)).toContain(
      'https://promo.luckystar.example/fiesta-tournament',
    );
    expect(banners[4].game).toMatchObject({
      gameName: 'Fortune Dragon',
      vendor: 'GOLDREEL',
      nodeId: 'n1012',
      gameType: 'SLOT',
    });
    for (const group of ['m_popup1', 'm_popup2', 'm_top'])
      expect(await value(relay('MCSFE_getListAnnouncements', `?types=BANNER&category=${group}`))).toHaveLength(1);
    expect(await value(relay('MCSFE_getListAnnouncements', '?types=PROMOTION&category=pc-casino'))).toHaveLength(2);
    expect(failureOf(await relay('MCSFE_getListAnnouncements', '?types=POPUP')).message).toMatch(
      /^types: unknown type POPUP/,
    );
  });

  it("CCSFE_getListAnnouncements serves each merchant's customer-service notices in order, text only", async () => {
    const notices = await value(relay('CCSFE_getListAnnouncements'));
    expect(notices.map((notice: { id: string }) => notice.id)).toEqual(['cs-verify', 'cs-holidays', 'cs-password']);
    expect(notices[0]).toMatchObject({
      type: 'NEWS',
      title: 'Verify your account for faster withdrawals',
      imageUrl: null,
      clickType: null,
    });
    expect(await value(relay('CCSFE_getListAnnouncements', '', {}, SAIGON))).toEqual([
      expect.objectContaining({ id: 'cs-tet', title: 'Lịch hỗ trợ dịp Tết' }),
    ]);
  });

  it('promotions, promo codes, customer service, downloads and telegram settings differ by merchant', async () => {
    expect(await value(relay('MCSFE_getMerchantAvailablePromotions'))).toEqual([
      { type: 'APP_DOWNLOAD', enabled: true, count: 1 },
      { type: 'REFERRAL', enabled: true, count: 2 },
    ]);
    expect((await value(relay('MCSFE_getMerchantAvailablePromotions', '', {}, SIAM)))[1]).toEqual({
      type: 'REFERRAL',
      enabled: false,
      count: 0,
    });
    expect(await value(relay('PROMOFE_getPromotionAnnouncementCategory'))).toContainEqual({
      id: 'pc-sports',
      name: 'Sports',
    });
    expect(await value(relay('PROMOFE_getPromoCodeEnable', '', {}, SAIGON))).toEqual({ enabled: false });
    const guest = await value(relay('WPSCORE_getCustomerServiceScript'));
    expect(guest).toEqual([
      {
        csType: 'LIVECHAT',
        csPosition: 'LIVECHAT',
        path: '/__chat/livechat/tracking.js?license=19011101',
        labelIds: [],
      },
    ]);
    expect((await value(relay('WPSCORE_getCustomerServiceScript', '', auth(token))))[0].csType).toBe('COMM100VIP');
    const downloads = await value(relay('WPSCORE_getDownloadSetting', '?domain=luckystar.example'));
    expect(downloads.map((d: { resourceType: string }) => d.resourceType)).toEqual([
      'Android',
      'MOBILECONFIG',
      'AppDownloadIcon',
    ]);
    // sandbox.json gives the icon as a picture path; the relay answers it on the site's own origin.
    expect(downloads[2].url).toMatch(/^http:\/\/luckystar\.[\w.]+\/__sandbox\/img\/app\/luckystar\.svg$/);
    expect(await value(relay('WPSCORE_getTelegramLoginSetting', '', {}, SAIGON))).toBeNull();
    // authDomain "" is the sandbox's stand-in of oauth.telegram.org on the merchant's own origin; no bot token.
    const telegram = await value(relay('WPSCORE_getTelegramLoginSetting', '', {}, SIAM));
    expect(telegram).toEqual({ botId: '7012345678', authDomain: 'http://siamarena.localhost/__telegram' });
  });

  it('CBS_launchChat points at the CBS stand-in with the query and a ticket; CBS_unreadCount needs a session', async () => {
    const chat = await value(relay('CBS_launchChat', '?b2c=1&title=Help&language=EN', auth(token)));
    const url = new URL(chat.url);
    expect(url.pathname).toBe('/__cbs/chat');
    expect(url.searchParams.get('title')).toBe('Help');
    expect(url.searchParams.get('ticket')).toMatch(/^[\w-]{24}$/);
    expect(url.search).not.toContain(token);
    expect(new URL((await value(relay('CBS_launchChat', '?title=Help'))).url).searchParams.has('ticket')).toBe(false);
    expect(await value(relay('CBS_unreadCount', '', auth(token)))).toEqual({ count: 3 });
    expect(failureOf(await relay('CBS_unreadCount')).errorCode).toBe('customer.not.login');
  });
});

describe('relay calls of a member', () => {
  it('favourites, recent games and rank progress', async () => {
    expect(
      (await value(relay('MCSFE_getFavoriteGamesList', '', auth(token)))).map((g: { gameName: string }) => g.gameName),
    ).toEqual(['Fortune Dragon', 'Speed Baccarat', 'RocketX']);
    expect(
      (await value(relay('GCS_recentGame', '', auth(token)))).map((g: { gameName: string }) => g.gameName),
    ).toEqual(['Color Game Live', 'Blackjack Classic']);
    expect(await value(relay('MCSFE_getPlayerRankProgress', '', auth(token)))).toEqual({
      completedConditions: 3,
      totalExpectedConditions: 5,
      labelId: 'VIP3',
    });
    const plain = await login(server.app, LUCKY, 'player2');
    expect(await value(relay('MCSFE_getPlayerRankProgress', '', auth(plain)))).toEqual({
      completedConditions: 0,
      totalExpectedConditions: 0,
      labelId: null,
    });
    for (const name of [
      'MCSFE_getFavoriteGamesList',
      'GCS_recentGame',
      'MCSFE_getPlayerRankProgress',
      'WPS3RD_refreshMayaTokens',
    ]) {
      expect(failureOf(await relay(name)).status).toBe(401);
    }
  });

  it('WPS3RD_refreshMayaTokens refreshes a maya member only', async () => {
    expect(failureOf(await relay('WPS3RD_refreshMayaTokens', '?env=SANDBOX', auth(token))).errorCode).toBe(
      'maya.session.invalid',
    );
    const { sessionId } = (await controlPost(server.app, LUCKY, '/__sandbox/social', { provider: 'maya' })).json()
      .value;
    const maya = (
      await post(server.app, LUCKY, '/wps/session/login/maya', {
        sessionId,
        loginDeviceId: '0123456789abcdef0123456789abcdef0123',
      })
    ).json().value.token;
    expect(await value(relay('WPS3RD_refreshMayaTokens', '?env=SANDBOX', auth(maya)))).toMatchObject({
      refreshed: true,
    });
  });

  it('CSP_fcmBind, CSP_fcmSubscribe and CSP_fcmUnsubscribe', async () => {
    const fcm = (name: string, body: object, headers: Record<string, string> = auth(token)) =>
      post(server.app, LUCKY, `/wps/relay/${name}`, body, headers);
    expect(failureOf(await fcm('CSP_fcmSubscribe', { registrationToken: 'tok-1', topic: 'ALL' })).message).toMatch(
      /^registrationToken: bind it first/,
    );
    expect((await fcm('CSP_fcmBind', { registrationToken: 'tok-1' })).json()).toEqual({ success: true, value: true });
    expect((await fcm('CSP_fcmSubscribe', { registrationToken: 'tok-1', topic: 'ALL' })).json().value).toEqual({
      topic: 'ALL',
      subscribed: true,
    });
    expect((await fcm('CSP_fcmUnsubscribe', { registrationToken: 'tok-1' })).json().value).toBe(true);
    expect(failureOf(await fcm('CSP_fcmSubscribe', { registrationToken: 'tok-1', topic: 'ALL' })).errorCode).toBe(
      'bad.request',
    );
    expect(failureOf(await fcm('CSP_fcmBind', {})).message).toMatch(/^registrationToken:/);
    expect(failureOf(await fcm('CSP_fcmBind', { registrationToken: 'x' }, {})).errorCode).toBe('customer.not.login');
  });

  it('WPS3RD_verifyLineCode takes a code with redirectUri, or an access token', async () => {
    const { code, accessToken } = (
      await controlPost(server.app, SIAM, '/__sandbox/social', { provider: 'line', name: 'Somsak' })
    ).json().value;
    const verify = (body: object) => post(server.app, SIAM, '/wps/relay/WPS3RD_verifyLineCode', body);
    expect(failureOf(await verify({ code })).message).toMatch(/^redirectUri:/);
    expect(failureOf(await verify({})).message).toMatch(/^code:/);
    expect((await verify({ accessToken })).json().value).toMatchObject({
      lineSessionToken: expect.any(String),
      displayName: 'Somsak',
    });
    expect((await verify({ code, redirectUri: 'http://siamarena.localhost/m/login' })).statusCode).toBe(200);
  });

  it('WPS3RD_verifyLineCode refuses an access token its LINE stand-in did not issue to this merchant', async () => {
    const { accessToken } = (await controlPost(server.app, LUCKY, '/__sandbox/social', { provider: 'line' })).json()
      .value;
    const verify = (body: object) => post(server.app, SIAM, '/wps/relay/WPS3RD_verifyLineCode', body);
    for (const body of [{ accessToken: 'made-up' }, { accessToken }]) {
      const failure = failureOf(await verify(body));
      expect(failure.errorCode).toBe('line_invalid_token');
      expect(failure.message).toMatch(/^accessToken:/);
    }
  });

  it('WPSCORE_saveMemberInfoByAuthKey saves a profile icon of 1 to PROFILE_ICON_COUNT, seen in the member info', async () => {
    const save = (body: unknown) =>
      post(server.app, LUCKY, '/wps/relay/WPSCORE_saveMemberInfoByAuthKey', body, auth(token));
    expect(await value(get(server.app, LUCKY, '/wps/member/info', auth(token)))).toMatchObject({ profileIcon: null });
    expect(await value(save({ profileIcon: 9 }))).toMatchObject({ profileIcon: 9 });
    expect(await value(get(server.app, LUCKY, '/wps/member/info', auth(token)))).toMatchObject({ profileIcon: 9 });
    for (const profileIcon of [0, 10, 2.5, '3'])
      expect(failureOf(await save({ profileIcon })).message).toMatch(/^profileIcon:/);
    expect(failureOf(await save({})).message).toMatch(/^body:/);
    expect(failureOf(await save({ profileIcon: 1, nickname: 'J' })).errorCode).toBe('bad.request');
    expect(failureOf(await save([1])).message).toMatch(/^body:/);
    expect(
      failureOf(await post(server.app, LUCKY, '/wps/relay/WPSCORE_saveMemberInfoByAuthKey', { profileIcon: 1 })),
    ).toMatchObject({ status: 401 });
    expect(await value(get(server.app, LUCKY, '/wps/member/info', auth(token)))).toMatchObject({ profileIcon: 9 });
  });

  it('WPSCORE_saveMemberInfoByAuthKey changes the mobile number with the SMS code sent to it, UPDATEMOBILEICC3 on', async () => {
    const save = (body: object) =>
      post(server.app, LUCKY, '/wps/relay/WPSCORE_saveMemberInfoByAuthKey', body, auth(token));
    const mobile = { countryDialingCode: '+63', mobileNum: '9175550123' };
    const code = async () => {
      await post(server.app, LUCKY, '/wps/verification/sms/noLogin', mobile);
      const query = `mobileNum=${mobile.mobileNum}&countryDialingCode=${encodeURIComponent('+63')}`;
      return (await get(server.app, LUCKY, `/__sandbox/sms?${query}`, CONTROL)).json().value.code as string;
    };
    // luckystar ships the flag off: the operator refuses the change until its switch turns it on.
    expect(failureOf(await save({ ...mobile, smsCode: '123456' })).errorCode).toBe('member.mobile.update.off');
    await controlPost(server.app, LUCKY, '/__sandbox/status', { whitelabelVal: { UPDATEMOBILEICC3: true } });
    const right = await code();
    const wrong = right === '000000' ? '111111' : '000000';
    expect(failureOf(await save({ ...mobile, smsCode: wrong }))).toMatchObject({ errorCode: 'sms.code.err' });
    expect(failureOf(await save({ ...mobile, mobileNum: '12ab', smsCode: right })).message).toMatch(/^mobileNum:/);
    expect(failureOf(await save({ ...mobile })).message).toMatch(/^smsCode:/);
    expect(failureOf(await save({ ...mobile, countryDialingCode: '63', smsCode: right })).message).toMatch(
      /^countryDialingCode:/,
    );
    expect(await value(save({ ...mobile, smsCode: right, profileIcon: 2 }))).toEqual({ ...mobile, profileIcon: 2 });
    expect(await value(get(server.app, LUCKY, '/wps/member/info', auth(token)))).toMatchObject(mobile);
    // A code is good once; another member cannot take the number (checked before any code).
    expect(failureOf(await save({ ...mobile, smsCode: right })).errorCode).toBe('sms.code.err');
    const other = await login(server.app, LUCKY, 'player2');
    const taken = { ...mobile, smsCode: right };
    expect(
      failureOf(await post(server.app, LUCKY, '/wps/relay/WPSCORE_saveMemberInfoByAuthKey', taken, auth(other)))
        .errorCode,
    ).toBe('register.mobile.exists');
  });

  it('an unknown relay name is not.found', async () => {
    expect(failureOf(await relay('NOPE_nothing'))).toMatchObject({ status: 404, errorCode: 'not.found' });
  });
});
