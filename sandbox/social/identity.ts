// The identity behind each social sign-in credential, checked the way the provider or operator would.
import { ApiError } from '../api/errors';
import { SOCIAL_CREDENTIAL_TTL_MS, randomId } from '../state/codes';
import type { MerchantState, Sandbox } from '../state/sandbox';
import { FIREBASE_TOKEN_INVALID, verifyFirebaseIdToken, type FirebaseFields } from './firebase';
import { verifyTelegramAuth } from './telegram';
import { LINE_INVALID_TOKEN, TELEGRAM_VALIDATE_FAILED } from '../../src/lib/api/error-catalogue';

export interface Identity {
  subject: string;
  name: string;
}

const given = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** telegramAuth: the login widget's result or a mini app's init data, signed by this merchant's bot. */
export function telegramIdentity(sandbox: Sandbox, state: MerchantState, credential: unknown): Identity {
  if (!given(credential)) throw new ApiError(400, TELEGRAM_VALIDATE_FAILED, 'telegramAuth: is required');
  const bot = state.data.telegram;
  if (!bot) throw new ApiError(400, TELEGRAM_VALIDATE_FAILED, 'telegramAuth: this merchant has no Telegram bot');
  return verifyTelegramAuth(bot.botToken, credential, sandbox.now());
}

/**
 * firebaseIdToken(2) with firebaseChannel(2), for this merchant's Firebase project. Live mode takes none:
 * the sandbox can only check tokens of the Auth emulator, a stand-in that signs in anyone, which live mode
 * neither starts nor trusts.
 */
export function firebaseIdentity(
  sandbox: Sandbox,
  state: MerchantState,
  token: unknown,
  channel: unknown,
  fields: FirebaseFields,
): Promise<Identity> {
  if (!given(token)) throw new ApiError(400, 'bad.request', `${fields.token}: is required`);
  if (sandbox.mode === 'live')
    throw new ApiError(
      400,
      FIREBASE_TOKEN_INVALID,
      `${fields.token}: live mode trusts no Firebase Auth emulator, and the sandbox cannot verify Google's signatures`,
    );
  return verifyFirebaseIdToken(
    state.merchant.social.firebase,
    token,
    typeof channel === 'string' ? channel : null,
    sandbox.now(),
    fields,
  );
}

/** lineSessionToken, from WPS3RD_verifyLineCode. */
export function lineIdentity(sandbox: Sandbox, state: MerchantState, token: unknown): Identity {
  const entry = given(token) ? state.social.use(token, 'line-session', sandbox.now()) : undefined;
  if (!entry)
    throw new ApiError(400, LINE_INVALID_TOKEN, 'lineSessionToken: unknown or expired; sign in with LINE again');
  return entry;
}

/** A lineSessionToken (10 minutes) for an exchanged code or access token. */
export function issueLineSession(sandbox: Sandbox, state: MerchantState, identity: Identity): string {
  return state.social.issue(randomId(), {
    kind: 'line-session',
    provider: 'line',
    subject: identity.subject,
    name: identity.name,
    expiresAt: sandbox.now() + SOCIAL_CREDENTIAL_TTL_MS,
  });
}
