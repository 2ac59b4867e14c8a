// SPEC 4 "Social sign-in": the login of each provider, and what its answer leads to (SPEC 8 social rows).
import type { ClientMerchant } from '../../../config/client';
import { ApiError, isApiError } from '../../../lib/api/api-error';
import { BIND_CUSTOMER_REQUIRED, NOT_EXISTS_USER } from '../../../lib/api/error-catalogue';
import type { LoginValue } from '../../../lib/session/session-info';
import { pendingIdentity, type SocialIdentity } from '../../../lib/social/identity';
import { unboundPlan, type UnboundPlan } from '../../../lib/social/unbound';
import { STORAGE_KEYS } from '../../../lib/storage/keys';
import { fetchHostAffiliate, postLogin, type Api } from '../api';
import { lineLoginCall, mayaLoginCall, postSocialLogin, telegramLoginCall } from './api';
import type { AuthPage } from '../auth-page';
import { completeLogin, type Completion } from '../complete-login';
import { browserAuthPage, browserCompletion } from '../environment';
import {
  firebaseLoginRequest,
  lineLoginBody,
  mayaLoginBody,
  telegramLoginBody,
  type SocialRequest,
} from './social-payload';

export type SocialOutcome =
  | { kind: 'success'; target: string }
  /** No member is bound to the identity: it waits (session storage) for the plan's login or registration. */
  | { kind: 'unbound'; identity: SocialIdentity; plan: UnboundPlan }
  | { kind: 'failed'; error: ApiError };

/** The login call of each provider; those that may sign a player up ask the host's affiliate first. */
async function send(api: Api, page: AuthPage, request: SocialRequest): Promise<LoginValue> {
  switch (request.provider) {
    case 'firebase': {
      const { body, headers } = firebaseLoginRequest(page, request.channel, request.idToken);
      return postLogin(api, body, { alert: false, ...(headers ? { headers } : {}) });
    }
    case 'line':
      return postSocialLogin(api, lineLoginCall, lineLoginBody(page, request.lineSessionToken));
    case 'telegram':
      return postSocialLogin(
        api,
        telegramLoginCall,
        telegramLoginBody(page, request.telegramAuth, await fetchHostAffiliate(api)),
      );
    case 'maya':
      return postSocialLogin(
        api,
        mayaLoginCall,
        mayaLoginBody(page, request.sessionId, request.env, await fetchHostAffiliate(api)),
      );
  }
}

/** The identity a registration or another login can bind; maya has none (its login registers). */
function identityOf(request: SocialRequest): SocialIdentity | undefined {
  if (request.provider === 'maya') return undefined;
  return request.provider === 'firebase'
    ? { provider: 'firebase', channel: request.channel, idToken: request.idToken }
    : request;
}

/** What an error answer means for this provider: unbound (the plan of the flags), or a failure. */
function settleFailure(
  merchant: Pick<ClientMerchant, 'flags'>,
  page: Pick<AuthPage, 'local' | 'session'>,
  request: SocialRequest,
  error: ApiError,
): SocialOutcome {
  const identity = identityOf(request);
  const unboundCode = request.provider === 'line' ? NOT_EXISTS_USER : BIND_CUSTOMER_REQUIRED;
  if (identity && error.errorCode === unboundCode) {
    pendingIdentity.keep(page.session, identity);
    return { kind: 'unbound', identity, plan: unboundPlan(merchant.flags, identity.provider) };
  }
  // SPEC 4: line_invalid_token and the other LINE errors drop the stored token; every telegram error its auth.
  if (request.provider === 'line') page.local.removeItem(STORAGE_KEYS.lineSessionToken);
  if (request.provider === 'telegram') page.local.removeItem(STORAGE_KEYS.telegramAuth);
  return { kind: 'failed', error };
}

/** SPEC 3 "stored line session token" and "stored telegram auth": kept while their sign-in is under way. */
function storeCredential(page: Pick<AuthPage, 'local'>, request: SocialRequest) {
  if (request.provider === 'line') page.local.write(STORAGE_KEYS.lineSessionToken, request.lineSessionToken);
  if (request.provider === 'telegram') page.local.write(STORAGE_KEYS.telegramAuth, request.telegramAuth);
}

/** Logs in with a provider's proof of identity; success stores the session and says where to go. */
export async function settleSocialLogin(
  completion: Completion,
  page: AuthPage,
  request: SocialRequest,
  call: () => Promise<LoginValue>,
): Promise<SocialOutcome> {
  storeCredential(page, request);
  try {
    return {
      kind: 'success',
      target: await completeLogin(completion, await call(), { type: 'social', remember: false }),
    };
  } catch (caught) {
    const error = isApiError(caught) ? caught : new ApiError({ source: 'client', message: String(caught) });
    return settleFailure(completion.merchant, page, request, error);
  }
}

export function socialLogIn(api: Api, merchant: ClientMerchant, request: SocialRequest): Promise<SocialOutcome> {
  const completion = browserCompletion(api, merchant);
  const page = browserAuthPage();
  return settleSocialLogin(completion, page, request, () => send(api, page, request));
}
