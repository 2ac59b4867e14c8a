// Relay calls of a logged-in member (unread count, favourites, rank progress, recent games, push topics, member
// info saves) and the LINE code exchange.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SOCIAL_CREDENTIAL_TTL_MS } from '../state/codes';
import type { Sandbox } from '../state/sandbox';
import { mobileKey } from '../state/users';
import { switchedFlags } from './captcha';
import { gamesByIds } from './content';
import { merchantOf, originOf, parse, queryOf, readBody, requireMember } from './context';
import { ApiError, ok } from './errors';
import { dialingCode, mobileNum } from './schemas';
import { issueLineSession } from '../social/identity';
import { exchangeLineCode, verifyLineAccessToken } from '../social/line';
import { relayPath, WPS } from '../wps-paths';

const tokenField = z.string().min(1).max(4096);

const saveMemberInfoSchema = (iconCount: number) =>
  z.strictObject({
    profileIcon: z
      .number()
      .int({ error: `must be a whole number from 1 to ${iconCount}` })
      .min(1, { error: `must be a whole number from 1 to ${iconCount}` })
      .max(iconCount, { error: `must be a whole number from 1 to ${iconCount} (PROFILE_ICON_COUNT)` })
      .optional(),
    countryDialingCode: dialingCode.optional(),
    mobileNum: mobileNum.optional(),
    smsCode: z.string().min(1).max(12).optional(),
  });
type SaveMemberInfo = z.output<ReturnType<typeof saveMemberInfoSchema>>;

const missingField = (field: string) =>
  new ApiError(400, 'bad.request', `${field}: is required to change the mobile number`);

/** The mobile number change of a save: none, or all three fields (a missing one is named). */
function mobileChange({ countryDialingCode, mobileNum, smsCode }: SaveMemberInfo) {
  if (countryDialingCode === undefined && mobileNum === undefined && smsCode === undefined) return undefined;
  if (countryDialingCode === undefined) throw missingField('countryDialingCode');
  if (mobileNum === undefined) throw missingField('mobileNum');
  if (smsCode === undefined) throw missingField('smsCode');
  return { countryDialingCode, mobileNum, smsCode };
}

export function registerMemberRelays(app: FastifyInstance, sandbox: Sandbox): void {
  app.get(WPS.CBS_unreadCount, async (request) => ok({ count: requireMember(request, sandbox).user.unreadCount }));

  app.get(WPS.MCSFE_getFavoriteGamesList, async (request) => {
    const { user } = requireMember(request, sandbox);
    return ok(gamesByIds(merchantOf(request), originOf(request), user.favoriteGameIds));
  });

  app.get(WPS.GCS_recentGame, async (request) => {
    const { user } = requireMember(request, sandbox);
    return ok(gamesByIds(merchantOf(request), originOf(request), user.recentGameIds));
  });

  // SPEC 3: progress = completed / expected, or 1 when the member has no label (the app computes it).
  app.get(WPS.MCSFE_getPlayerRankProgress, async (request) => {
    const { user } = requireMember(request, sandbox);
    return ok({ ...user.rankProgress, labelId: user.clubLabel?.labelId ?? null });
  });

  app.get(relayPath('WPS3RD_refreshMayaTokens'), async (request) => {
    parse(z.object({ env: z.string().optional() }), queryOf(request), 'query');
    const { user } = requireMember(request, sandbox);
    if (!user.social.maya)
      throw new ApiError(400, 'maya.session.invalid', 'Authorization: this member has not signed in with maya');
    return ok({ refreshed: true, expiresInMs: SOCIAL_CREDENTIAL_TTL_MS });
  });

  app.post(relayPath('CSP_fcmBind'), async (request) => {
    const { user } = requireMember(request, sandbox);
    const { registrationToken } = parse(z.object({ registrationToken: tokenField }), readBody(request, sandbox));
    if (!user.fcmTokens.includes(registrationToken)) user.fcmTokens.push(registrationToken);
    sandbox.changed();
    return ok(true);
  });

  app.post(relayPath('CSP_fcmSubscribe'), async (request) => {
    const { user } = requireMember(request, sandbox);
    const input = parse(
      z.object({ registrationToken: tokenField, topic: z.string().min(1).max(100) }),
      readBody(request, sandbox),
    );
    if (!user.fcmTokens.includes(input.registrationToken))
      throw new ApiError(400, 'bad.request', 'registrationToken: bind it first (CSP_fcmBind)');
    return ok({ topic: input.topic, subscribed: true });
  });

  app.post(relayPath('CSP_fcmUnsubscribe'), async (request) => {
    const { user } = requireMember(request, sandbox);
    const input = parse(
      z.object({ registrationToken: tokenField, unsubscribeAll: z.boolean().default(true) }),
      readBody(request, sandbox),
    );
    if (input.unsubscribeAll) user.fcmTokens = user.fcmTokens.filter((token) => token !== input.registrationToken);
    sandbox.changed();
    return ok(true);
  });

  // The LINE-style flow: the authorization code (or an access token) becomes a lineSessionToken for login/line.
  app.post(relayPath('WPS3RD_verifyLineCode'), async (request) => {
    const state = merchantOf(request);
    const input = parse(
      z.object({
        code: z.string().min(1).optional(),
        redirectUri: z.string().optional(),
        accessToken: z.string().min(1).optional(),
      }),
      readBody(request, sandbox),
    );
    if (!input.code && !input.accessToken)
      throw new ApiError(400, 'bad.request', 'code: send code and redirectUri, or accessToken');
    if (input.code && !input.redirectUri) throw new ApiError(400, 'bad.request', 'redirectUri: is required with code');
    const entry = input.code
      ? exchangeLineCode(sandbox, state, input.code, input.redirectUri ?? '')
      : verifyLineAccessToken(sandbox, state, input.accessToken ?? '');
    const lineSessionToken = issueLineSession(sandbox, state, entry);
    return ok({ lineSessionToken, displayName: entry.name });
  });

  // SPEC 7: the member of the token saves a profile icon (1 to the merchant's PROFILE_ICON_COUNT) and, with
  // UPDATEMOBILEICC3 on, a new mobile number proved by the SMS code sent to it; all checked before anything is kept.
  app.post(relayPath('WPSCORE_saveMemberInfoByAuthKey'), async (request) => {
    const { user } = requireMember(request, sandbox);
    const state = merchantOf(request);
    const input = parse(saveMemberInfoSchema(state.merchant.memberCentre.profileIconCount), readBody(request, sandbox));
    const mobile = mobileChange(input);
    if (input.profileIcon === undefined && !mobile)
      throw new ApiError(400, 'bad.request', 'body: send profileIcon, or countryDialingCode, mobileNum and smsCode');
    if (mobile) {
      if (!switchedFlags(state).UPDATEMOBILEICC3)
        throw new ApiError(400, 'member.mobile.update.off', 'mobileNum: this merchant does not let members change it');
      const holder = state.users.byMobile(mobile.countryDialingCode, mobile.mobileNum);
      if (holder && holder.id !== user.id)
        throw new ApiError(400, 'register.mobile.exists', 'This mobile number is already registered.');
      const key = mobileKey(mobile.countryDialingCode, mobile.mobileNum);
      if (!state.sms.verify(key, mobile.smsCode, sandbox.now()))
        throw new ApiError(400, 'sms.code.err', 'The SMS code is wrong or has expired.');
      user.countryDialingCode = mobile.countryDialingCode;
      user.mobileNum = mobile.mobileNum.replace(/^0+/, '');
    }
    if (input.profileIcon !== undefined) user.profileIcon = input.profileIcon;
    sandbox.changed();
    return ok({
      countryDialingCode: user.countryDialingCode,
      mobileNum: user.mobileNum,
      profileIcon: user.profileIcon ?? null,
    });
  });
}
