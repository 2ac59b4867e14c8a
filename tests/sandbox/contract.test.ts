// The sandbox keeps the app-server contract: every /wps answer the app reads, from every sample merchant,
// matches the schema its declaration names (the api.ts files; src/lib/api/contract has the schemas).
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ANSWERS } from '@/lib/api/contract/answers';
import { DECLARED_CALLS } from '@/lib/api/contract/declared';
import { relayPath, WPS } from '../../sandbox/wps-paths';
import { merchantForHost } from '../../sandbox/state/sandbox';
import {
  auth,
  controlGet,
  controlPost,
  DEVICE_ID,
  get,
  LUCKY,
  loginBody,
  PASSWORD,
  post,
  postEncrypted,
  SAIGON,
  SIAM,
  solvedCaptcha,
  useSandbox,
} from './helpers';

const server = useSandbox();

/** One call of the app, made the way the app makes it, for the merchant at `host`. */
type Call = (host: string) => Promise<LightMyRequestResponse>;

const loginAs = async (host: string, username: string) =>
  postEncrypted(server.app, host, WPS.login, { ...loginBody(username), ...(await solvedCaptcha(server.app, host)) });

async function token(host: string): Promise<string> {
  const response = await loginAs(host, 'player1');
  if (response.statusCode !== 200) throw new Error(`login: ${response.body}`);
  return response.json().value.token as string;
}

const asMember = async (host: string, path: string) => get(server.app, host, path, auth(await token(host)));
const dialingCode = async (host: string) =>
  (await get(server.app, host, WPS.systemCountry)).json().value.countryDialingCode as string;

async function smsCode(host: string, mobileNum: string): Promise<string> {
  const countryDialingCode = await dialingCode(host);
  await post(server.app, host, WPS.smsNoLogin, {
    countryDialingCode,
    mobileNum,
    ...(await solvedCaptcha(server.app, host)),
  });
  const query = `mobileNum=${mobileNum}&countryDialingCode=${encodeURIComponent(countryDialingCode)}`;
  return (await controlGet(server.app, host, `/__sandbox/sms?${query}`)).json().value.code as string;
}

async function freeplayGameId(host: string): Promise<string> {
  const page = (await get(server.app, host, `${WPS.GCSGAME_gameList}?size=200`)).json().value;
  return (page.list as { gameId: string; freeplay: boolean }[]).find((game) => game.freeplay)!.gameId;
}

const registration = async (host: string, fields: object) => ({
  password: PASSWORD,
  registerMethod: 'H5',
  loginDeviceId: DEVICE_ID,
  ...fields,
  ...(await solvedCaptcha(server.app, host)),
});

/** A sandbox-signed credential of a provider (LINE code, Telegram result, Maya session) for one subject. */
const credential = async (host: string, provider: string, subject?: string) =>
  (await controlPost(server.app, host, '/__sandbox/social', { provider, ...(subject ? { subject } : {}) })).json()
    .value as { subject: string; code?: string; telegramAuth?: string; sessionId?: string };

const lineSession = async (host: string, subject?: string) => {
  const { code, subject: user } = await credential(host, 'line', subject);
  const redirectUri = `http://${host}/m/login`;
  const answer = await post(server.app, host, WPS.WPS3RD_verifyLineCode, { code, redirectUri });
  return { subject: user, lineSessionToken: answer.json().value.lineSessionToken as string };
};

/** A member bound to a fresh identity (a password login that carries it), then the provider's own login. */
async function boundSocialLogin(
  host: string,
  fresh: () => Promise<object>,
  again: () => Promise<object>,
  path: string,
) {
  const bound = await postEncrypted(server.app, host, WPS.login, {
    ...loginBody('player1', PASSWORD, await fresh()),
    ...(await solvedCaptcha(server.app, host)),
  });
  if (bound.statusCode !== 200) throw new Error(`binding login: ${bound.body}`);
  return post(server.app, host, path, { loginDeviceId: DEVICE_ID, ...(await again()) });
}

/** The answer schema of each call the app declares with one (its api.ts names it). */
const SCHEMAS = new Map<string, (typeof ANSWERS)[keyof typeof ANSWERS]>(
  DECLARED_CALLS.flatMap((call) => (call.answer ? [[call.path, ANSWERS[call.answer]]] : [])),
);

const CALLS: Record<string, Call> = {
  [WPS.rsaKey]: (host) => get(server.app, host, WPS.rsaKey),
  [WPS.login]: (host) => loginAs(host, 'player1'),
  [WPS.loginVerification]: async (host) => {
    await loginAs(host, 'secure1');
    const { codes } = (await controlGet(server.app, host, '/__sandbox/2fa?username=secure1')).json().value;
    return postEncrypted(server.app, host, WPS.loginVerification, {
      username: 'secure1',
      password: PASSWORD,
      codes,
      loginDeviceId: DEVICE_ID,
    });
  },
  [WPS.register]: async (host) =>
    postEncrypted(server.app, host, WPS.register, await registration(host, { username: 'contract1' }), {
      ModuleId: 'REG3',
    }),
  [WPS.registerMobile]: async (host) => {
    const smsCodeValue = await smsCode(host, '9170000002');
    const body = await registration(host, { mobileNum: '9170000002', smsCode: smsCodeValue });
    return postEncrypted(server.app, host, WPS.registerMobile, body, { ModuleId: 'MOBILENUMREG3' });
  },
  // No body: like the app, the call names its merchant in a header (a body-less POST needs one: cross-site.ts).
  [WPS.registerAutoUsername]: (host) =>
    post(server.app, host, WPS.registerAutoUsername, undefined, {
      merchant: merchantForHost(server.sandbox, host)!.merchant.merchantCode,
    }),
  [WPS.registerCheckUsername]: (host) => get(server.app, host, `${WPS.registerCheckUsername}?username=contract2`),
  [WPS.smsNoLogin]: async (host) =>
    post(server.app, host, WPS.smsNoLogin, {
      countryDialingCode: await dialingCode(host),
      mobileNum: '9170000001',
      ...(await solvedCaptcha(server.app, host)),
    }),
  [WPS.memberInfo]: (host) => asMember(host, WPS.memberInfo),
  [WPS.captchaGeetest]: (host) => get(server.app, host, `${WPS.captchaGeetest}?t=1`),
  [WPS.systemStatus]: (host) => get(server.app, host, `${WPS.systemStatus}?device=MOBILE`),
  [WPS.systemCountry]: (host) => get(server.app, host, WPS.systemCountry),
  [WPS.systemDomainRoute]: (host) => get(server.app, host, `${WPS.systemDomainRoute}?device=MOBILE`),
  [WPS.launchGame]: async (host) => asMember(host, `${WPS.launchGame}?gameId=${await freeplayGameId(host)}`),
  [WPS.CBS_launchChat]: (host) => asMember(host, `${WPS.CBS_launchChat}?b2c=1&title=Chat&backUrl=%2Fm%2Fhome`),
  [WPS.CBS_unreadCount]: (host) => asMember(host, WPS.CBS_unreadCount),
  [WPS.MCSFE_getMerchantAvailablePromotions]: (host) => get(server.app, host, WPS.MCSFE_getMerchantAvailablePromotions),
  [WPS.WPSCORE_getDownloadSetting]: (host) => get(server.app, host, `${WPS.WPSCORE_getDownloadSetting}?domain=${host}`),
  [relayPath('PROMOFE_getPromotionAnnouncementCategory')]: (host) =>
    get(server.app, host, relayPath('PROMOFE_getPromotionAnnouncementCategory')),
  [relayPath('PROMOFE_getPromoCodeEnable')]: (host) => get(server.app, host, relayPath('PROMOFE_getPromoCodeEnable')),
  [relayPath('CCSFE_getListAnnouncements')]: (host) => asMember(host, relayPath('CCSFE_getListAnnouncements')),
  [WPS.MCSFE_getListAnnouncements]: (host) =>
    get(server.app, host, `${WPS.MCSFE_getListAnnouncements}?types=MARQUEE,NEWS,BANNER,PROMOTION&platform=MOBILE`),
  [WPS.MCSFE_getFavoriteGamesList]: (host) => asMember(host, WPS.MCSFE_getFavoriteGamesList),
  [WPS.MCSFE_getPlayerRankProgress]: (host) => asMember(host, WPS.MCSFE_getPlayerRankProgress),
  [WPS.WPSCORE_getCustomerServiceScript]: (host) => asMember(host, WPS.WPSCORE_getCustomerServiceScript),
  [WPS.GCSGAME_newGameVendor]: (host) => get(server.app, host, `${WPS.GCSGAME_newGameVendor}?platform=html5&ext=webp`),
  [WPS.GCSGAME_gameList]: (host) => get(server.app, host, `${WPS.GCSGAME_gameList}?category=RNG&page=1&size=50`),
  [WPS.GCSGAME_hotGamesV2]: (host) => get(server.app, host, WPS.GCSGAME_hotGamesV2),
  [WPS.GCS_recentGame]: (host) => asMember(host, WPS.GCS_recentGame),
  [relayPath('GCSGAME_getGameMatchV2')]: (host) => get(server.app, host, relayPath('GCSGAME_getGameMatchV2')),
  [relayPath('GCSGAME_getRankList')]: (host) => get(server.app, host, relayPath('GCSGAME_getRankList')),
  [relayPath('GCSGAME_gameVendor')]: (host) =>
    get(server.app, host, `${relayPath('GCSGAME_gameVendor')}?category=SPORTS&ext=webp`),
  [relayPath('WPSCORE_saveMemberInfoByAuthKey')]: async (host) =>
    post(server.app, host, relayPath('WPSCORE_saveMemberInfoByAuthKey'), { profileIcon: 1 }, auth(await token(host))),
  [WPS.GCS_gameTrialLaunch]: async (host) =>
    get(server.app, host, `${WPS.GCS_gameTrialLaunch}?gameId=${await freeplayGameId(host)}&platform=html5`),
  [WPS.WPSCORE_getTelegramLoginSetting]: (host) => get(server.app, host, WPS.WPSCORE_getTelegramLoginSetting),
  [WPS.WPS3RD_verifyLineCode]: async (host) => {
    const { code } = await credential(host, 'line');
    return post(server.app, host, WPS.WPS3RD_verifyLineCode, { code, redirectUri: `http://${host}/m/login` });
  },
  [WPS.loginLine]: async (host) => {
    const first = await lineSession(host);
    return boundSocialLogin(
      host,
      async () => ({ lineSessionToken: first.lineSessionToken }),
      async () => ({ lineSessionToken: (await lineSession(host, first.subject)).lineSessionToken }),
      WPS.loginLine,
    );
  },
  [WPS.loginTelegram]: async (host) => {
    const first = await credential(host, 'telegram');
    return boundSocialLogin(
      host,
      async () => ({ telegramAuth: first.telegramAuth }),
      async () => ({ telegramAuth: (await credential(host, 'telegram', first.subject)).telegramAuth }),
      WPS.loginTelegram,
    );
  },
  [WPS.loginMaya]: async (host) =>
    post(server.app, host, WPS.loginMaya, {
      sessionId: (await credential(host, 'maya')).sessionId,
      env: 'sandbox',
      loginDeviceId: DEVICE_ID,
    }),
};

/** Calls a merchant's app never makes: it turns the provider off (luckystar has every one). */
const NOT_OFFERED: Partial<Record<string, string[]>> = {
  [WPS.WPSCORE_getTelegramLoginSetting]: [SAIGON],
  [WPS.WPS3RD_verifyLineCode]: [SAIGON],
  [WPS.loginLine]: [SAIGON],
  [WPS.loginTelegram]: [SAIGON],
  [WPS.loginMaya]: [SAIGON, SIAM],
};

describe('the sandbox keeps the app-server contract', () => {
  it('has a call for every answer the app checks', () => {
    expect(Object.keys(CALLS).sort()).toEqual([...SCHEMAS.keys()].sort());
  });

  describe.each([LUCKY, SAIGON, SIAM])('%s', (host) => {
    const offered = Object.keys(CALLS).filter((path) => !NOT_OFFERED[path]?.includes(host));
    it.each(offered)('%s answers a value the app can read', async (path) => {
      const response = await CALLS[path]!(host);
      expect(response.statusCode, response.body).toBe(200);
      const result = SCHEMAS.get(path)!.safeParse(response.json().value);
      const problems = result.error?.issues.map((issue) => `value.${issue.path.join('.')}: ${issue.message}`);
      expect(problems ?? []).toEqual([]);
    });
  });
});
