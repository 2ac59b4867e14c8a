// Relay calls of a logged-in member (unread count, favourites, rank progress, recent games, push topics)
// and the LINE code exchange.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SOCIAL_CREDENTIAL_TTL_MS } from '../state/codes';
import type { Sandbox } from '../state/sandbox';
import { gamesByIds } from './content';
import { merchantOf, originOf, parse, queryOf, readBody, requireMember } from './context';
import { ApiError, ok } from './errors';
import { issueLineSession } from '../social/identity';
import { exchangeLineCode, verifyLineAccessToken } from '../social/line';
import { relayPath, WPS } from '../../src/lib/api/endpoints';

const tokenField = z.string().min(1).max(4096);

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

  // The chat's member info, keyed by its auth key (payload not shown in SPEC: any JSON object is kept).
  app.post(relayPath('WPSCORE_saveMemberInfoByAuthKey'), async (request) => {
    requireMember(request, sandbox);
    const body = readBody(request, sandbox);
    return ok({ saved: Object.keys(body).length });
  });
}
