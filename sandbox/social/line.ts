// LINE Login v2.1 authorization codes (developers.line.biz/en/docs/line-login/integrate-line-login/):
// single use, 10 minutes, bound to the redirect_uri and channel of the authorize request.
import { randomBytes } from 'node:crypto';
import { ApiError } from '../api/errors';
import { SOCIAL_CREDENTIAL_TTL_MS, randomId, type SocialCredential } from '../state/codes';
import type { MerchantState, Sandbox } from '../state/sandbox';
import { LINE_INVALID_TOKEN } from '../../src/lib/api/error-catalogue';

/** A LINE user id: "U" and 32 hex digits. */
export const LINE_USER_ID = /^U[0-9a-f]{32}$/;
export const randomLineUserId = () => `U${randomBytes(16).toString('hex')}`;

export interface LineIdentity {
  subject: string;
  name: string;
}

/** A code for this identity; without redirectUri (control API only) it accepts any redirectUri. */
export function issueLineCode(
  sandbox: Sandbox,
  state: MerchantState,
  identity: LineIdentity,
  redirectUri?: string,
): string {
  return state.social.issue(randomId(), {
    kind: 'line-code',
    provider: 'line',
    ...identity,
    expiresAt: sandbox.now() + SOCIAL_CREDENTIAL_TTL_MS,
    ...(redirectUri ? { redirectUri } : {}),
    ...(state.merchant.social.line ? { clientId: state.merchant.social.line.clientId } : {}),
  });
}

/** LINE's token endpoint: the code is used up only when its redirect_uri and channel match. */
export function exchangeLineCode(
  sandbox: Sandbox,
  state: MerchantState,
  code: string,
  redirectUri: string,
): SocialCredential {
  const now = sandbox.now();
  const entry = state.social.peek(code, 'line-code', now);
  if (!entry)
    throw new ApiError(400, LINE_INVALID_TOKEN, 'code: the LINE authorization code is unknown, used or expired');
  if (entry.redirectUri !== undefined && entry.redirectUri !== redirectUri)
    throw new ApiError(400, LINE_INVALID_TOKEN, 'redirectUri: differs from the redirect_uri of the authorize request');
  if (entry.clientId !== undefined && entry.clientId !== state.merchant.social.line?.clientId)
    throw new ApiError(400, LINE_INVALID_TOKEN, "code: was issued to another LINE channel than this merchant's");
  state.social.use(code, 'line-code', now);
  return entry;
}

/** LINE's access token (the stand-in's, from the control API): good until it expires; any other is refused. */
export function verifyLineAccessToken(sandbox: Sandbox, state: MerchantState, accessToken: string): SocialCredential {
  const entry = state.social.use(accessToken, 'line-access', sandbox.now());
  if (!entry) throw new ApiError(400, LINE_INVALID_TOKEN, 'accessToken: the LINE access token is unknown or expired');
  return entry;
}
