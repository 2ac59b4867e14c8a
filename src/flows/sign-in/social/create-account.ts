// SPEC 4: "registers directly" — a new account for a social identity, with a made-up user name.
import type { ClientMerchant } from '../../../config/client';
import { ApiError, isApiError } from '../../../lib/api/api-error';
import { randomSsoString } from '../../../lib/social/sso-state';
import type { Api } from '../api';
import { completeRegistration } from '../complete-login';
import { browserCompletion } from '../environment';
import { autoUsername, register } from '../register';
import type { SocialOutcome } from './social-login';

/** A password the player never types (they sign in with the provider): 16 hex digits fit the 6-20 rule. */
const throwawayPassword = () => randomSsoString().slice(0, 16);

/** Registers the pending identity (registration-payload attaches it) and logs the new member in. */
export async function createWithIdentity(api: Api, merchant: ClientMerchant): Promise<SocialOutcome> {
  try {
    const { username } = await autoUsername(api);
    const value = await register(
      api,
      merchant,
      { mode: 'username', username, password: throwawayPassword(), agent: false },
      undefined,
    );
    if (!value.token) throw new ApiError({ source: 'client', message: 'register: no token in the answer' });
    return {
      kind: 'success',
      target: completeRegistration(browserCompletion(api, merchant), { ...value, token: value.token }),
    };
  } catch (caught) {
    return {
      kind: 'failed',
      error: isApiError(caught) ? caught : new ApiError({ source: 'client', message: String(caught) }),
    };
  }
}
